"""Version orders: GNU's ``filevercmp`` (``sort -V``, ``ls -v``) as one bytes key, and
glibc's ``strverscmp`` (``tree -v``) as a comparison.

``version_key`` turns a name into bytes that compare, as plain bytes, the way
``filevercmp`` (gnulib) compares the names, so a sort of many names is one C sort of keys:

* ``""`` first, then ``.``, ``..``, the other names starting with ``.``, the rest;
* then the names without their suffixes (``(\\.[A-Za-z~][A-Za-z0-9~]*)*`` at the end, never
  from the first byte on), then the whole names;
* each compared as alternating runs of non-digits and of digits: non-digits byte by byte,
  ``~`` first, then the end of the run (wherever it ends: a digit or the end of the name),
  then letters, then the other bytes; digits as numbers (leading zeros ignored, none is
  0); a name that has ended goes on comparing as the end of a run followed by 0.

The encoding: a run of non-digits is its bytes through ``_TEXT_ORDER`` (``~`` 3, letters
5-56, others 57 up) and a 4 (the end of the run); a run of digits is its length without
the leading zeros (one byte, or 251 and four bytes past 249 digits) then those digits:
equal lengths compare the digits, of equal length then. A 4 ends each part: an ended name
against one that goes on with text (never a 4 there: a later run has text). No key holds a
NUL byte (``sort`` appends ``NUL + line`` to keys for its last-resort order).
"""

from __future__ import annotations

import re
from itertools import repeat

_LETTERS = bytes(range(65, 91)) + bytes(range(97, 123))
_OTHERS = bytes(c for c in range(256) if c not in _LETTERS and not 48 <= c <= 57 and c != 126)
_TEXT = bytearray(range(256))
_TEXT[126] = 3
for _i, _c in enumerate(_LETTERS):
    _TEXT[_c] = 5 + _i
for _i, _c in enumerate(_OTHERS):
    _TEXT[_c] = 57 + _i
_TEXT_ORDER = bytes(_TEXT)

_RUNS = re.compile(rb"([^0-9]*)([0-9]*)")
_SUFFIX = re.compile(rb"(?:\.[A-Za-z~][A-Za-z0-9~]*)*\Z")
_LENGTHS = [bytes((n + 1,)) for n in range(250)]


def _length(n: int) -> bytes:
    if n < 250:
        return _LENGTHS[n]
    digits = bytearray()
    for _ in range(4):
        n, d = divmod(n, 255)
        digits.append(d + 1)
    return b"\xfb" + bytes(reversed(digits))


def _runs(s: bytes, out: list[bytes]) -> None:
    for text, digits in _RUNS.findall(s):
        if text or digits:
            digits = digits.lstrip(b"0")
            out += (text.translate(_TEXT_ORDER), b"\x04", _length(len(digits)), digits)
    out.append(b"\x04")


def version_key(s: bytes) -> bytes:
    """The bytes key of ``s`` in GNU's version order (see the module's docstring)."""
    if s in (b"", b".", b".."):
        return _SPECIAL[s]
    m = _SUFFIX.search(s)
    out = [b"\x02\x03" if s.startswith(b".") else b"\x03"]
    if m is not None and m.start() < len(s):
        _runs(s[: m.start()], out)
    _runs(s, out)
    return b"".join(out)


_SPECIAL = {b"": b"\x01", b".": b"\x02\x01", b"..": b"\x02\x02"}


_VER_TEXT = bytearray(_TEXT_ORDER)
_VER_TEXT[10] = 255  # (the newline between fields: a byte no other byte's order takes)
_VER_TEXT_ORDER = bytes(_VER_TEXT)
_VER_DIGITS = re.compile(rb"([0-9]+)")
_VER_SUFFIX = re.compile(rb"\.[A-Za-z~][A-Za-z0-9~]*(?:\n|\Z)")


def version_keys(fields: list[bytes]) -> list[bytes] | None:
    """``version_key`` of every field, made in bulk over the fields joined by newlines, or
    None when some field needs the key made alone: empty, starting with a dot, ending in
    a suffix (``.tar``), holding a newline, a run of 250 digits. The key of such a field is
    ``\\x03`` and its runs (see the module's docstring): a text run through ``_TEXT_ORDER`` then
    ``\\x04``, a digit run as its length then its digits without leading zeros, ``\\x04`` at
    the end, ``\\x04\\x01\\x04`` after a text run that ends the field (its empty digit run).
    ``sort -V`` of 100,000 lines: 300 -> 176 ms (a key of ~3 us a line made in Python)."""
    if not fields or not all(fields):
        return None
    j = b"\n".join(fields)
    if b"\n." in j or j[:1] == b"." or _VER_SUFFIX.search(j) or j.count(b"\n") != len(fields) - 1:
        return None
    parts: list[bytes] = _VER_DIGITS.split(j)
    digits = list(map(bytes.lstrip, parts[1::2], repeat(b"0")))
    if digits and max(map(len, digits)) >= 250:
        return None
    # a text run: its bytes in order, ``\x04\x01\x04`` where it ends a field (the field's
    # last run is text), then the next field's ``\x03``; one starting at a newline follows
    # digits that ended the field: ``\x04`` only (the newlines are 255 while the keys are
    # joined: the orders of text bytes go up to 249, a digit run's length up to 250)
    texts = map(
        bytes.replace,
        map(bytes.translate, parts[0::2], repeat(_VER_TEXT_ORDER)),
        repeat(b"\xff"),
        repeat(b"\x04\x01\x04\xff\x03"),
    )
    parts[0::2] = [t[2:] if t[:1] == b"\x04" else t for t in texts]
    parts[1::2] = [b"\x04" + _LENGTHS[len(d)] + d for d in digits]
    parts[0] = b"\x03" + parts[0]
    parts.append(b"\x04\x01\x04" if parts[-1] else b"\x04")
    return b"".join(parts).split(b"\xff")


def version_key_str(name: str) -> bytes:
    """:func:`version_key` of a file name (its bytes as agentsh stores them)."""
    return version_key(name.encode("utf-8", "surrogateescape"))


def _digit_class(c: int) -> int:
    """0 for a non-digit, 1 for 1-9, 2 for 0 (glibc's ``(c == '0') + isdigit (c)``)."""
    return 2 if c == 48 else 1 if 49 <= c <= 57 else 0


_N, _I, _F, _Z = 0, 3, 6, 9
_CMP, _LEN = 2, 3
_NEXT_STATE = (_N, _I, _Z, _N, _I, _I, _N, _F, _F, _N, _F, _Z)
_RESULT = (
    (_CMP, _CMP, _CMP, _CMP, _LEN, _CMP, _CMP, _CMP, _CMP)
    + (_CMP, -1, -1, +1, _LEN, _LEN, +1, _LEN, _LEN)
    + (_CMP,) * 9
    + (_CMP, +1, +1, -1, _CMP, _CMP, -1, _CMP, _CMP)
)


def strverscmp(a: bytes, b: bytes) -> int:
    """glibc's ``strverscmp``: byte order, except that runs of digits compare as numbers,
    and runs with leading zeros as fractional parts (``a001 < a01 < a010 < a1 < a2``)."""
    a += b"\0"
    b += b"\0"
    i = 0
    c1, c2 = a[0], b[0]
    state = _N + _digit_class(c1)
    while c1 == c2:
        if c1 == 0:
            return 0
        state = _NEXT_STATE[state]
        i += 1
        c1, c2 = a[i], b[i]
        state += _digit_class(c1)
    diff = c1 - c2
    result = _RESULT[state * 3 + _digit_class(c2)]
    if result == _CMP:
        return diff
    if result == _LEN:
        j = i + 1
        while 48 <= a[j] <= 57:
            if not 48 <= b[j] <= 57:
                return 1
            j += 1
        return -1 if 48 <= b[j] <= 57 else diff
    return result
