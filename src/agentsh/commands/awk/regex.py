"""gawk's regex dialect on top of :mod:`agentsh.regex` (POSIX ERE → Python ``re``).

Owns the pre-translation of a gawk regular expression into a GNU ERE that
:func:`agentsh.regex.translate` understands: awk escapes (``\\n \\t \\/ \\"`` octal...) become
literal characters, ``\\y`` becomes the word boundary ``\\b`` (``\\b`` itself is backspace in
awk), backslash escapes inside bracket expressions (``[\\]\\-]``) become collating elements,
and a leading repetition operator is literal. Also the cache of compiled patterns (keyed by
source and IGNORECASE).
"""

from __future__ import annotations

import re
from typing import cast

from agentsh.regex import RegexError, safe_compile, translate
from agentsh.regex.translate import top_alternatives

_SIMPLE = {
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "f": "\f",
    "v": "\v",
    "a": "\a",
    "b": "\b",
    "/": "/",
    '"': '"',
}
_PASS = set("yB<>sSwW`'")
_SPECIAL = set(".[]()*+?{}|^$\\")


def _octal(src: str, i: int) -> tuple[str, int]:
    k = i
    while k < len(src) and k < i + 3 and src[k] in "01234567":
        k += 1
    return chr(int(src[i:k], 8) & 0xFF), k


def _hex(src: str, i: int) -> tuple[str, int]:
    k = i
    while k < len(src) and k < i + 2 and src[k] in "0123456789abcdefABCDEF":
        k += 1
    if k == i:
        return "x", i
    return chr(int(src[i:k], 16)), k


def to_ere(src: str) -> str:
    """Rewrite a gawk regex into GNU ERE syntax for :func:`agentsh.regex.translate`."""
    out: list[str] = []
    i = 0
    n = len(src)
    at_start = True
    while i < n:
        c = src[i]
        if c == "\\" and i + 1 < n:
            d = src[i + 1]
            i += 2
            if d == "y":
                out.append("\\b")
            elif d in _PASS:
                out.append("\\" + d)
            elif d in _SIMPLE:
                ch = _SIMPLE[d]
                out.append("\\" + ch if ch in _SPECIAL else ch)
            elif d in "01234567":
                ch, i = _octal(src, i - 1)
                out.append("\\" + ch if ch in _SPECIAL else ch)
            elif d == "x":
                ch, i = _hex(src, i)
                out.append("\\" + ch if ch in _SPECIAL else ch)
            elif d in _SPECIAL or not d.isalnum():
                out.append("\\" + d)
            else:
                out.append(d)
            at_start = False
            continue
        if c == "[":
            j, body = _bracket(src, i)
            out.append(body)
            i = j
            at_start = False
            continue
        if c in "*+?" and at_start:
            out.append("\\" + c)
            i += 1
            at_start = False
            continue
        if c == "{" and at_start:
            out.append("\\{")
            i += 1
            at_start = False
            continue
        out.append(c)
        at_start = c in "(|^"
        i += 1
    return "".join(out)


def _bracket(src: str, i: int) -> tuple[int, str]:
    """Translate the bracket expression at ``src[i] == '['``; returns (next index, text)."""
    n = len(src)
    j = i + 1
    parts: list[str] = ["["]
    if j < n and src[j] == "^":
        parts.append("^")
        j += 1
    first = True
    while j < n:
        c = src[j]
        if c == "]" and not first:
            parts.append("]")
            return j + 1, "".join(parts)
        first = False
        if c == "[" and j + 1 < n and src[j + 1] in ":.=":
            end = src.find(src[j + 1] + "]", j + 2)
            if end > 0:
                parts.append(src[j : end + 2])
                j = end + 2
                continue
        if c == "\\" and j + 1 < n:
            d = src[j + 1]
            j += 2
            if d in _SIMPLE:
                ch = _SIMPLE[d]
            elif d in "01234567":
                ch, j = _octal(src, j - 1)
            elif d == "x":
                ch, j = _hex(src, j)
            else:
                ch = d
            parts.append(f"[.{ch}.]" if ch in "]-^[\\" else ch)
            continue
        parts.append(c)
        j += 1
    # unterminated: let translate report it
    return n, "".join(parts)


class LongestPattern:
    """POSIX leftmost-longest matching for patterns with alternation (``a|ab`` → ``ab``).

    Python finds the leftmost start like POSIX; at that start the longest match is then
    looked for with ``fullmatch`` on decreasing end positions.
    """

    def __init__(self, whole: re.Pattern[str]) -> None:
        self.whole = whole
        #: for the tests of whether it matches (:func:`agentsh.regex.selecting`): the
        #: leftmost start is Python's
        self.plain = whole
        self.groups = whole.groups
        self.pattern = whole.pattern

    def search(self, s: str, pos: int = 0) -> re.Match[str] | None:
        m = self.whole.search(s, pos)
        if m is None:
            return None
        st = m.start()
        full = self.whole.fullmatch
        for e in range(len(s), m.end(), -1):
            m2 = full(s, st, e)
            if m2 is not None:
                return m2
        return m

    def match(self, s: str, pos: int = 0) -> re.Match[str] | None:
        m = self.search(s, pos)
        return m if m is not None and m.start() == pos else None

    def finditer(self, s: str) -> list[re.Match[str]]:
        out: list[re.Match[str]] = []
        pos = 0
        n = len(s)
        prev_end = -1
        while pos <= n:
            m = self.search(s, pos)
            if m is None:
                break
            if m.start() == m.end() and m.start() == prev_end:
                pos = m.start() + 1
                continue
            out.append(m)
            prev_end = m.end()
            pos = m.end() if m.end() > m.start() else m.end() + 1
        return out

    def split(self, s: str) -> list[str]:
        parts: list[str] = []
        pos = 0
        for m in self.finditer(s):
            if m.start() == m.end():
                continue
            parts.append(s[pos : m.start()])
            pos = m.end()
        parts.append(s[pos:])
        return parts


_cache: dict[tuple[str, bool], re.Pattern[str]] = {}


def _store(key: tuple[str, bool], longest: LongestPattern) -> re.Pattern[str]:
    result = cast("re.Pattern[str]", longest)
    _cache[key] = result
    return result


def compile_awk(src: str, icase: bool = False) -> re.Pattern[str]:
    """Compile a gawk regex (cached). Raises :class:`RegexError` with GNU's message."""
    key = (src, icase)
    pat = _cache.get(key)
    if pat is not None:
        return pat
    tr = translate(to_ere(src), extended=True)
    flags = re.DOTALL | (re.IGNORECASE if icase else 0)
    try:
        pat = safe_compile(tr.python, flags)
        if "|" in tr.python and len(top_alternatives(tr.python)) + tr.python.count("|") > 1:
            # (rare: imported when needed)
            from agentsh.commands.sed.sedregex import longest_first
            from agentsh.regex.oneway import one_way

            longest = None if icase else longest_first(tr.python)
            if longest is not None:
                pat = safe_compile(longest, flags)  # (plain strings, the longest first)
            elif not one_way(pat):  # (else Python's first match is the longest)
                return _store(key, LongestPattern(pat))
    except re.error as e:  # pragma: no cover
        raise RegexError(f"Invalid regular expression ({e})") from e
    if len(_cache) > 2000:
        _cache.clear()
    _cache[key] = pat
    return pat


__all__ = ["RegexError", "compile_awk", "to_ere"]
