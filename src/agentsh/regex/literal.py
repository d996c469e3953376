"""Recognising compiled patterns that match only one fixed string.

Owns :func:`literal_text`, which lets tools replace ``pattern.search``/``sub`` by the much
faster ``str`` methods (``in``, ``find``, ``replace``, ``count``) when a translated pattern is a
plain string: case-sensitive, no metacharacters, only escaped punctuation.
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
    out: list[str] = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c == "\\":
            if i + 1 >= n:
                return None
            d = src[i + 1]
            if d.isascii() and not d.isalnum() and d not in "\n":
                out.append(d)
                i += 2
                continue
            return None
        if c in _META:
            return None
        out.append(c)
        i += 1
    text = "".join(out)
    return text or None
