"""Facts about compiled patterns that let tools take faster routes with the same results.

Owns :func:`literal_text` and :func:`unescaped` (a translated pattern that is a plain string: case-sensitive, no
metacharacters, only escaped punctuation — so ``pattern.search``/``sub`` can become the much
faster ``str`` methods ``in``/``replace``/``count``) and :func:`can_match_empty` (whether
``re.sub`` may meet empty matches, whose rules differ from POSIX tools').
"""

from __future__ import annotations

import re
from typing import Any, cast

_META = frozenset(".^$*+?{}[]()|\\")


def literal_text(pat: object) -> str | None:
    """The text a compiled pattern matches exactly, or None when it is not a plain literal."""
    if not isinstance(pat, re.Pattern):
        return None
    compiled = cast("re.Pattern[Any]", pat)
    src: object = compiled.pattern
    if not isinstance(src, str) or compiled.flags & (re.IGNORECASE | re.VERBOSE):
        return None
    return unescaped(src, _PY_ESCAPES) or None


#: Escapes that a Python pattern reads as the character itself: ASCII punctuation.
_PY_ESCAPES = frozenset(chr(c) for c in range(128) if not chr(c).isalnum() and c != 10)


def unescaped(src: str, escapes: frozenset[str]) -> str | None:
    """The text a pattern ``src`` matches when it is a plain literal: no metacharacter
    (``.^$*+?{}[]()|``), a backslash only before a character of ``escapes`` (which then
    stands for itself); else None. Python patterns and GNU BRE/ERE differ only in
    ``escapes`` (a BRE's ``\\+`` is an operator)."""
    out: list[str] = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c == "\\":
            if i + 1 < n and src[i + 1] in escapes:
                out.append(src[i + 1])
                i += 2
                continue
            return None
        if c in _META:
            return None
        out.append(c)
        i += 1
    return "".join(out)


def can_match_empty(pat: re.Pattern[str]) -> bool:
    """True unless the pattern surely consumes a character (private ``re`` parser, if present)."""
    try:
        import importlib

        parser: Any = importlib.import_module("re._parser")
        low: Any = parser.parse(pat.pattern, pat.flags).getwidth()[0]
        return bool(low == 0)
    except Exception:  # pragma: no cover - private API changed
        return True
