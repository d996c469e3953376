"""Bash's string quoting and backslash-escape decoding, byte-exact with GNU bash 5.2.

This module owns every place where bash turns a value into re-readable shell text or
decodes backslash escapes:

* :func:`shell_quote` -- ``${v@Q}`` (``sh_quote_reusable``: single quotes, or ``$'...'``);
* :func:`printf_q` -- ``printf %q`` (``sh_backslash_quote`` style, or ``$'...'``);
* :func:`declare_quote` -- values shown by ``declare -p`` (``sh_double_quote``/``$'...'``);
* :func:`xtrace_quote` -- words shown by ``set -x``;
* :func:`ansi_c_decode` -- ``$'...'`` and ``${v@E}`` decoding (bash's ``ansicstr``);
* :func:`echo_decode` -- ``echo -e`` decoding (``ansicstr`` in echo mode, with ``\\c``).

Strings are Python ``str`` where raw non-UTF-8 bytes are carried as ``surrogateescape``
code points (U+DC80..U+DCFF). All work is done on the UTF-8 bytes, as bash does under a
UTF-8 locale (``C.UTF-8``): multibyte characters are decoded like ``mbrtowc`` and
printability follows glibc's ``iswprint``.
"""

from __future__ import annotations

import unicodedata

__all__ = [
    "ansi_c_decode",
    "declare_quote",
    "echo_decode",
    "from_bytes",
    "printf_q",
    "shell_quote",
    "to_bytes",
    "u32_to_bytes",
    "xtrace_quote",
]


# ---------------------------------------------------------------------------
# bytes <-> str


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


# ---------------------------------------------------------------------------
# character classification (C.UTF-8 / glibc)


def _mbchar(b: bytes, i: int) -> tuple[int, int]:
    """Decode one character at ``b[i]`` like ``mbrtowc``: (length, code point), length -1 if invalid."""
    c = b[i]
    if c < 0x80:
        return 1, c
    if 0xC2 <= c <= 0xDF:
        n = 2
    elif 0xE0 <= c <= 0xEF:
        n = 3
    elif 0xF0 <= c <= 0xF4:
        n = 4
    else:
        return -1, c
    try:
        ch = b[i : i + n].decode("utf-8")
    except UnicodeDecodeError:
        return -1, c
    if len(ch) != 1:
        return -1, c
    return n, ord(ch)


def _iswprint(cp: int) -> bool:
    if cp < 0x80:
        return 0x20 <= cp < 0x7F
    cat = unicodedata.category(chr(cp))
    return cat not in ("Cc", "Cn", "Cs", "Zl", "Zp")


def _should_ansic(b: bytes) -> bool:
    """bash's ``ansic_shouldquote``: any unprintable or invalid character."""
    i = 0
    n = len(b)
    while i < n:
        c = b[i]
        if c < 0x80:
            if not 0x20 <= c < 0x7F:
                return True
            i += 1
            continue
        ln, cp = _mbchar(b, i)
        if ln < 0 or not _iswprint(cp):
            return True
        i += ln
    return False


_ANSIC_LETTERS = {
    0x1B: b"E",
    0x07: b"a",
    0x0B: b"v",
    0x08: b"b",
    0x0C: b"f",
    0x0A: b"n",
    0x0D: b"r",
    0x09: b"t",
}


def _ansic_quote(b: bytes) -> bytes:
    """bash's ``ansic_quote``: ``$'...'`` with C escapes and ``\\ooo`` for unprintables."""
    out = bytearray(b"$'")
    i = 0
    n = len(b)
    while i < n:
        c = b[i]
        letter = _ANSIC_LETTERS.get(c)
        if letter is not None:
            out += b"\\" + letter
            i += 1
            continue
        if c in (0x5C, 0x27):  # backslash, single quote
            out += bytes((0x5C, c))
            i += 1
            continue
        if c < 0x80:
            if 0x20 <= c < 0x7F:
                out.append(c)
            else:
                out += b"\\%03o" % c
            i += 1
            continue
        ln, cp = _mbchar(b, i)
        if ln < 0 or not _iswprint(cp):
            out += b"\\%03o" % c
            i += 1
            continue
        out += b[i : i + ln]
        i += ln
    out += b"'"
    return bytes(out)


# ---------------------------------------------------------------------------
# quoting styles

# Characters ``sh_backslash_quote`` always escapes (bash's ``bstab``).
_BSTAB = frozenset(b" \t\n!\"$&'()*,;<>?[\\]^`{|}")


def _backslash_quote(b: bytes) -> bytes:
    out = bytearray()
    n = len(b)
    i = 0
    while i < n:
        c = b[i]
        if c >= 0x80:
            ln, _cp = _mbchar(b, i)
            ln = max(ln, 1)
            out += b[i : i + ln]
            i += ln
            continue
        if (
            c in _BSTAB
            or (c == 0x23 and i == 0)  # '#'
            or (c == 0x7E and (i == 0 or b[i - 1] in (0x3A, 0x3D)))  # '~' after start, ':', '='
        ):
            out.append(0x5C)
        out.append(c)
        i += 1
    return bytes(out)


def _single_quote(s: str) -> str:
    if s == "'":
        return "\\'"
    return "'" + s.replace("'", "'\\''") + "'"


def shell_quote(s: str) -> str:
    """``${v@Q}``: ``'...'`` (``'`` as ``'\\''``), ``$'...'`` if unprintable, ``''`` if empty."""
    if s == "":
        return "''"
    b = to_bytes(s)
    if _should_ansic(b):
        return from_bytes(_ansic_quote(b))
    return _single_quote(s)


def printf_q(s: str) -> str:
    """``printf %q``: backslash-escape shell-special characters; ``$'...'`` if unprintable."""
    if s == "":
        return "''"
    b = to_bytes(s)
    if _should_ansic(b):
        return from_bytes(_ansic_quote(b))
    return from_bytes(_backslash_quote(b))


def declare_quote(s: str) -> str:
    """A scalar value as ``declare -p`` shows it: ``"..."`` escaping ``"$`\\``, or ``$'...'``."""
    b = to_bytes(s)
    if _should_ansic(b):
        return from_bytes(_ansic_quote(b))
    out = ['"']
    for ch in s:
        if ch in '"$`\\':
            out.append("\\")
        out.append(ch)
    out.append('"')
    return "".join(out)


_XTRACE_METAS = frozenset(" \t\n'\"\\|&;()<>!{}*[?]^$`")


def _has_shell_metas(s: str) -> bool:
    """bash's ``sh_contains_shell_metas``."""
    for i, ch in enumerate(s):
        if ch in _XTRACE_METAS:
            return True
        if ch == "~" and (i == 0 or s[i - 1] in "=:"):
            return True
        if ch == "#" and i == 0:
            return True
    return False


def xtrace_quote(word: str) -> str:
    """One word as ``set -x`` prints it (``''``, ``'...'`` if it has metas, ``$'...'``, or raw)."""
    if word == "":
        return "''"
    if _has_shell_metas(word):
        return _single_quote(word)
    b = to_bytes(word)
    if _should_ansic(b):
        return from_bytes(_ansic_quote(b))
    return word


# ---------------------------------------------------------------------------
# escape decoding


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


def _ansicstr(b: bytes, echo: bool) -> tuple[bytes, bool]:
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


def ansi_c_decode(s: str) -> str:
    """Decode ``$'...'`` escapes as bash does for ``$'...'`` and ``${v@E}``.

    Supports ``\\a \\b \\e \\E \\f \\n \\r \\t \\v \\\\ \\' \\" \\? \\nnn \\xHH \\x{H...}
    \\uHHHH \\UHHHHHHHH \\cX``; unknown escapes keep their backslash. Like bash (whose
    strings are C strings) the result is cut at the first NUL byte.
    """
    out, _ = _ansicstr(to_bytes(s), echo=False)
    nul = out.find(b"\x00")
    if nul >= 0:
        out = out[:nul]
    return from_bytes(out)


def echo_decode(s: str) -> tuple[str, bool]:
    """Decode ``echo -e`` escapes; returns ``(text, stop)`` where *stop* means ``\\c`` was seen.

    Octal is ``\\0nnn``; ``\\1``..``\\7``, ``\\'``, ``\\"``, ``\\?`` stay as written. NUL bytes
    are kept. When *stop* is true, *text* is everything before the ``\\c``.
    """
    out, stop = _ansicstr(to_bytes(s), echo=True)
    return from_bytes(out), stop
