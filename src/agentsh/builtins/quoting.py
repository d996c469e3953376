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

from agentsh.syntax.escapes import ansi_c_bytes, ansicstr, from_bytes, to_bytes, u32_to_bytes

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
    "xtrace_value",
]


# ---------------------------------------------------------------------------
# bytes <-> str


# ---------------------------------------------------------------------------
# character classification (C.UTF-8 / glibc)


def utf8_length(lead: int) -> int:
    """How many bytes the UTF-8 sequence starting with byte ``lead`` has (1 for ASCII), or 0
    when no sequence starts with it (a continuation byte, 0xC0, 0xC1, 0xF5 up)."""
    if lead < 0x80:
        return 1
    if 0xC2 <= lead <= 0xDF:
        return 2
    if 0xE0 <= lead <= 0xEF:
        return 3
    if 0xF0 <= lead <= 0xF4:
        return 4
    return 0


def _mbchar(b: bytes, i: int) -> tuple[int, int]:
    """Decode one character at ``b[i]`` like ``mbrtowc``: (length, code point), length -1 if invalid."""
    c = b[i]
    n = utf8_length(c)
    if n == 1:
        return 1, c
    if not n:
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


#: bash's ``sh_single_quote``: ``'...'`` always (``set -x`` shows a declared array's values so)
single_quote = _single_quote


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


def xtrace_value(value: str) -> str:
    """An assigned value as ``set -x`` shows it after ``name=``: :func:`xtrace_quote`, but
    nothing at all for the empty value (``+ x=``, where a word shows ``''``)."""
    return xtrace_quote(value) if value else ""


# ---------------------------------------------------------------------------
# escape decoding


def ansi_c_decode(s: str) -> str:
    """Decode ``$'...'`` escapes as bash does for ``$'...'`` and ``${v@E}``.

    Supports ``\\a \\b \\e \\E \\f \\n \\r \\t \\v \\\\ \\' \\" \\? \\nnn \\xHH \\x{H...}
    \\uHHHH \\UHHHHHHHH \\cX``; unknown escapes keep their backslash. Like bash (whose
    strings are C strings) the result is cut at the first NUL byte.
    """
    return from_bytes(ansi_c_bytes(s))


def echo_decode(s: str) -> tuple[str, bool]:
    """Decode ``echo -e`` escapes; returns ``(text, stop)`` where *stop* means ``\\c`` was seen.

    Octal is ``\\0nnn``; ``\\1``..``\\7``, ``\\'``, ``\\"``, ``\\?`` stay as written. NUL bytes
    are kept. When *stop* is true, *text* is everything before the ``\\c``.
    """
    out, stop = ansicstr(to_bytes(s), echo=True)
    return from_bytes(out), stop
