"""Oniguruma regexes (jq's ONIG_SYNTAX_PERL_NT, UTF-8) spelled for Python's ``re``.

What differs: ``(?<name>`` and ``\\k<name>``; ``\\z`` (the very end) and ``\\Z`` (the end or
before a final newline); ``\\e``, ``\\cX``, ``\\x{HHHH}``, ``\\o{OOO}``, ``\\N``, ``\\O``, ``\\R``,
``\\Q...\\E``; character properties ``\\p{Name}``/``\\P{Name}``/``\\p{^Name}`` and POSIX
brackets ``[[:alpha:]]``/``[[:^alpha:]]`` (Unicode, from :mod:`unicodedata`); any other
escaped letter stands for itself (``\\h`` is an ``h``). ``\\K``, ``\\G``, ``\\X``, ``\\y``,
``\\Y`` and subexpression calls ``\\g`` are not supported: they
raise :class:`OnigError` with a message saying so, never a wrong match.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Callable
from functools import lru_cache


class OnigError(Exception):
    """A pattern Oniguruma rejects (its message), or one this translation cannot express."""


#: Python's own escapes that mean the same thing in Oniguruma
_SAME = set("abBdDfnrsStvwWA0123456789")
_SIMPLE = {"z": r"\Z", "Z": r"(?=\n?\Z)", "e": r"\x1b", "N": r"[^\n]", "O": r"[\s\S]"}
_SIMPLE["R"] = r"(?:\r\n|[\n\x0b\x0c\r\x85\u2028\u2029])"
_UNSUPPORTED = set("KGXyYg")

_ASCII_PUNCT_SYMBOLS = set("$+<=>^`|~")
_SCRIPTS = {
    "latin": "LATIN",
    "greek": "GREEK",
    "cyrillic": "CYRILLIC",
    "han": "CJK UNIFIED IDEOGRAPH",
    "arabic": "ARABIC",
    "hebrew": "HEBREW",
    "hiragana": "HIRAGANA",
    "katakana": "KATAKANA",
    "hangul": "HANGUL",
    "thai": "THAI",
    "devanagari": "DEVANAGARI",
}


def _cat(*prefixes: str) -> Callable[[str], bool]:
    return lambda c: unicodedata.category(c).startswith(prefixes)


def _alpha(c: str) -> bool:
    return unicodedata.category(c)[0] == "L" or unicodedata.category(c) in ("Nl", "Mn", "Mc")


def _punct(c: str) -> bool:
    return unicodedata.category(c)[0] == "P" or c in _ASCII_PUNCT_SYMBOLS


def _graph(c: str) -> bool:
    return unicodedata.category(c) not in ("Zs", "Zl", "Zp", "Cc", "Cs", "Cn")


_PROPS: dict[str, Callable[[str], bool]] = {
    "alpha": _alpha,
    "alphabetic": _alpha,
    "upper": str.isupper,
    "uppercase": str.isupper,
    "lower": str.islower,
    "lowercase": str.islower,
    "digit": _cat("Nd"),
    "alnum": lambda c: _alpha(c) or unicodedata.category(c) == "Nd",
    "space": str.isspace,
    "whitespace": str.isspace,
    "punct": _punct,
    "punctuation": _cat("P"),
    "word": _cat("L", "M", "Nd", "Pc"),
    "xdigit": lambda c: c in "0123456789abcdefABCDEF",
    "blank": lambda c: c == "\t" or unicodedata.category(c) == "Zs",
    "cntrl": _cat("Cc"),
    "graph": _graph,
    "print": lambda c: _graph(c) or unicodedata.category(c) == "Zs",
    "ascii": lambda c: ord(c) < 128,
    "any": lambda c: True,
    "letter": _cat("L"),
    "mark": _cat("M"),
    "number": _cat("N"),
    "symbol": _cat("S"),
    "separator": _cat("Z"),
    "other": _cat("C"),
}
for _gc in "L Lu Ll Lt Lm Lo M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po S Sm Sc Sk So".split():
    _PROPS[_gc.lower()] = _cat(_gc)
for _gc in "Z Zs Zl Zp C Cc Cf Cs Co Cn".split():
    _PROPS[_gc.lower()] = _cat(_gc)
_POSIX = frozenset(
    "alnum alpha ascii blank cntrl digit graph lower print punct space upper xdigit word".split()
)


def _esc(cp: int) -> str:
    return f"\\U{cp:08x}" if cp > 0xFFFF else f"\\u{cp:04x}"


def _script(prefix: str) -> Callable[[str], bool]:
    return lambda c: unicodedata.name(c, "").startswith(prefix)


@lru_cache(maxsize=64)
def _body(name: str, negate: bool) -> str:
    """The members of a property as the inside of a Python ``[...]``: code point ranges."""
    pred = _script(_SCRIPTS[name]) if name in _SCRIPTS else _PROPS[name]
    out: list[str] = []
    start = -1
    for cp in range(sys.maxunicode + 2):
        inside = cp <= sys.maxunicode and (0xD800 > cp or cp > 0xDFFF) and pred(chr(cp)) != negate
        if inside and start < 0:
            start = cp
        elif not inside and start >= 0:
            out.append(_esc(start) if start == cp - 1 else f"{_esc(start)}-{_esc(cp - 1)}")
            start = -1
    return "".join(out) or r"^\s\S"  # (an empty set: a negated everything is never used)


def _prop_key(raw: str) -> str:
    return re.sub(r"[\s_-]", "", raw).lower()


def _property(rx: str, i: int, negate: bool) -> tuple[str, int]:
    """``\\p{...}`` at ``rx[i]`` (the ``p``/``P``): (class body, index after it)."""
    end = rx.find("}", i + 2)
    if end < 0:
        raise OnigError("end pattern with unmatched parenthesis")
    raw = rx[i + 2 : end]
    if raw.startswith("^"):
        negate, raw = not negate, raw[1:]
    key = _prop_key(raw)
    if key not in _PROPS and key not in _SCRIPTS:
        raise OnigError("invalid character property name {" + raw + "}")
    return _body(key, negate), end + 1


def _escape(rx: str, i: int, in_class: bool) -> tuple[str, int]:
    """The escape whose letter is ``rx[i]``: (its Python spelling, index after it)."""
    e = rx[i]
    if e in "pP" and rx[i + 1 : i + 2] == "{":
        body, j = _property(rx, i, e == "P")
        return (body if in_class else f"[{body}]"), j
    if e == "x" and rx[i + 1 : i + 2] == "{":
        end = rx.find("}", i)
        return _esc(int(rx[i + 2 : end] or "0", 16)), end + 1
    if e == "o" and rx[i + 1 : i + 2] == "{":
        end = rx.find("}", i)
        return _esc(int(rx[i + 2 : end] or "0", 8)), end + 1
    if e == "c" and i + 1 < len(rx):
        return _esc(ord(rx[i + 1]) & 0x1F), i + 2
    if e == "x" or e in _SAME:
        return "\\" + e, i + 1
    if not in_class:
        if e in _SIMPLE:
            return _SIMPLE[e], i + 1
        if e in _UNSUPPORTED:
            raise OnigError(f"\\{e} is not supported in this regex engine")
    elif e == "e":
        return r"\x1b", i + 1
    return re.escape(e), i + 1


def _bracket(rx: str, i: int) -> tuple[str, int]:
    """The class opening at ``rx[i]`` (``[``): (its Python spelling, index after it)."""
    n = len(rx)
    j = i + 1
    neg = ""
    if j < n and rx[j] == "^":
        neg, j = "^", j + 1
    parts: list[str] = []
    first = True
    while j < n:
        c = rx[j]
        if c == "]" and not first:
            return "[" + neg + "".join(parts) + "]", j + 1
        first = False
        if c == "\\" and j + 1 < n:
            text, j = _escape(rx, j + 1, True)
            parts.append(text)
        elif c == "[" and rx.startswith("[:", j):
            end = rx.find(":]", j + 2)
            name = rx[j + 2 : end] if end >= 0 else ""
            negate = name.startswith("^")
            name = name.removeprefix("^")
            if end < 0 or not re.fullmatch(r"[a-z]+", name):
                parts.append(re.escape(c))  # (not a bracket type: a literal '[')
                j += 1
                continue
            if name not in _POSIX:
                raise OnigError("invalid POSIX bracket type")
            parts.append(_body(name, negate))
            j = end + 2
        else:  # (Perl_NT syntax: '[' and '&&' in a class are plain members)
            parts.append(re.escape(c) if c in "[&~|" else c)
            j += 1
    raise OnigError("premature end of char-class")


def translate(rx: str) -> str:
    """``rx`` (Oniguruma) as a Python regex with the same matches."""
    out = re.sub(r"\(\?<([A-Za-z_][A-Za-z0-9_]*)>", r"(?P<\1>", rx)
    out = re.sub(r"\\k<([A-Za-z_][A-Za-z0-9_]*)>", r"(?P=\1)", out)  # (a named back-reference)
    if "\\" not in out and "[" not in out:
        return out
    parts: list[str] = []
    i, n = 0, len(out)
    while i < n:
        c = out[i]
        if c == "\\" and i + 1 < n:
            if out[i + 1] == "Q":
                end = out.find("\\E", i + 2)
                lit = out[i + 2 :] if end < 0 else out[i + 2 : end]
                parts.append(re.escape(lit))
                i = n if end < 0 else end + 2
                continue
            text, i = _escape(out, i + 1, False)
            parts.append(text)
        elif c == "[":
            text, i = _bracket(out, i)
            parts.append(text)
        else:
            parts.append(c)
            i += 1
    return "".join(parts)
