"""Backslash-escape decoding as bash does it (``ansicstr``), and the bytes <-> str convention.

Strings are Python ``str`` where raw non-UTF-8 bytes are carried as ``surrogateescape`` code
points (U+DC80..U+DCFF); escapes are decoded on the UTF-8 bytes, as bash does under a UTF-8
locale. The lexer decodes ``$'...'`` with it; :mod:`agentsh.builtins.quoting` (``${v@E}``,
``echo -e``) and ``printf`` share it.
"""

from __future__ import annotations

__all__ = ["ansi_c_bytes", "ansicstr", "from_bytes", "to_bytes", "u32_to_bytes"]


def to_bytes(s: str) -> bytes:
    """Encode *s* to the bytes bash would hold (UTF-8, surrogateescape for raw bytes)."""
    try:
        return s.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        out = bytearray()
        for ch in s:
            o = ord(ch)
            if 0xDC80 <= o <= 0xDCFF:
                out.append(o - 0xDC00)
            else:
                out += ch.encode("utf-8", "surrogatepass")
        return bytes(out)


def from_bytes(b: bytes) -> str:
    """Decode bytes back to a ``str`` (invalid bytes become surrogateescape code points)."""
    return b.decode("utf-8", "surrogateescape")


def u32_to_bytes(v: int) -> bytes:
    """bash's ``u32cconv`` in a UTF-8 locale (``\\u``/``\\U`` escapes)."""
    if v < 0x80:
        return bytes((v,))
    if v <= 0x10FFFF and not 0xD800 <= v <= 0xDFFF:
        return chr(v).encode("utf-8")
    # u32toutf8: the historical (up to 6 byte) encoding, surrogates included.
    if v < 0x800:
        return bytes((0xC0 | v >> 6, 0x80 | v & 0x3F))
    if v < 0x10000:
        return bytes((0xE0 | v >> 12, 0x80 | (v >> 6) & 0x3F, 0x80 | v & 0x3F))
    if v < 0x200000:
        return bytes(
            (0xF0 | v >> 18, 0x80 | (v >> 12) & 0x3F, 0x80 | (v >> 6) & 0x3F, 0x80 | v & 0x3F)
        )
    if v < 0x4000000:
        return bytes(
            (
                0xF8 | v >> 24,
                0x80 | (v >> 18) & 0x3F,
                0x80 | (v >> 12) & 0x3F,
                0x80 | (v >> 6) & 0x3F,
                0x80 | v & 0x3F,
            )
        )
    if v < 0x80000000:
        return bytes(
            (
                0xFC | v >> 30,
                0x80 | (v >> 24) & 0x3F,
                0x80 | (v >> 18) & 0x3F,
                0x80 | (v >> 12) & 0x3F,
                0x80 | (v >> 6) & 0x3F,
                0x80 | v & 0x3F,
            )
        )
    return b""


_SIMPLE_ESCAPES = {
    ord("a"): 0x07,
    ord("b"): 0x08,
    ord("e"): 0x1B,
    ord("E"): 0x1B,
    ord("f"): 0x0C,
    ord("n"): 0x0A,
    ord("r"): 0x0D,
    ord("t"): 0x09,
    ord("v"): 0x0B,
}

_HEX = b"0123456789abcdefABCDEF"
_OCT = b"01234567"


def _toctrl(c: int) -> int:
    if c == 0x3F:  # '?'
        return 0x7F
    if 0x61 <= c <= 0x7A:
        c -= 0x20
    return c & 0x1F


def ansicstr(b: bytes, echo: bool) -> tuple[bytes, bool]:
    """bash's ``ansicstr``: *echo* selects flags=1 (``echo -e``), otherwise flags=2 (``$'...'``)."""
    out = bytearray()
    n = len(b)
    i = 0
    while i < n:
        c = b[i]
        i += 1
        if c != 0x5C or i >= n:
            out.append(c)
            continue
        c = b[i]
        i += 1
        simple = _SIMPLE_ESCAPES.get(c)
        if simple is not None:
            out.append(simple)
        elif 0x30 <= c <= 0x37:  # octal
            if echo and c != 0x30:
                out += bytes((0x5C, c))
                continue
            temp = 3 if (echo and c == 0x30) else 2
            v = c - 0x30
            while temp > 0 and i < n and b[i] in _OCT:
                v = v * 8 + b[i] - 0x30
                i += 1
                temp -= 1
            out.append(v & 0xFF)
        elif c == 0x78:  # x
            braces = False
            if not echo and i < n and b[i] == 0x7B:
                braces = True
                i += 1
            v = 0
            cnt = 0
            while cnt < 2 and i < n and b[i] in _HEX:
                v = v * 16 + int(chr(b[i]), 16)
                i += 1
                cnt += 1
            if braces:
                while i < n and b[i] in _HEX:
                    v = v * 16 + int(chr(b[i]), 16)
                    i += 1
                if i < n and b[i] == 0x7D:
                    i += 1
            elif cnt == 0:
                out += b"\\x"
                continue
            out.append(v & 0xFF)
        elif c in (0x75, 0x55):  # u U
            maxd = 4 if c == 0x75 else 8
            v = 0
            cnt = 0
            while cnt < maxd and i < n and b[i] in _HEX:
                v = v * 16 + int(chr(b[i]), 16)
                i += 1
                cnt += 1
            if cnt == 0:
                out += bytes((0x5C, c))
            else:
                out += u32_to_bytes(v)
        elif c == 0x5C:
            out.append(0x5C)
        elif c in (0x27, 0x22, 0x3F):  # ' " ?
            if echo:
                out.append(0x5C)
            out.append(c)
        elif c == 0x63:  # c
            if echo:
                return bytes(out), True
            if i >= n:
                out += b"\\c"
            else:
                x = b[i]
                i += 1
                if x == 0x5C and i < n and b[i] == 0x5C:
                    i += 1
                out.append(_toctrl(x))
        else:
            out += bytes((0x5C, c))
    return bytes(out), False


def ansi_c_bytes(s: str) -> bytes:
    """The bytes of ``$'s'``: escapes decoded, cut at the first NUL (bash's strings are C
    strings)."""
    out, _ = ansicstr(to_bytes(s), echo=False)
    nul = out.find(b"\x00")
    return out if nul < 0 else out[:nul]
