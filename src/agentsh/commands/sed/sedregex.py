"""sed's dialect of POSIX regular expressions on top of the shared :mod:`agentsh.regex` layer.

Owns the sed-specific pre-translation GNU sed performs before ``regcomp``: the escapes ``\\n``
(already a newline when it gets here), ``\\t \\a \\f \\v \\r``, ``\\cX``, ``\\dNNN``, ``\\oNNN`` and
``\\xHH`` become the characters they denote *textually* (so ``\\x2e`` is a special ``.``, as in
GNU), and, in ``M`` mode, the buffer anchors ``\\``` and ``\\'`` keep meaning the start/end of
the whole pattern space. Also owns the escape decoding shared by replacements, ``y`` strings and
``a``/``i``/``c`` texts (:func:`escape_char`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import cast

from agentsh.regex import RegexError, compile_regex, safe_compile
from agentsh.regex.literal import PY_ESCAPES, literal_run
from agentsh.regex.oneway import one_way

__all__ = ["RegexError", "compile_sed", "escape_char", "longest_first", "number_char", "one_way"]

_SIMPLE = {"a": "\a", "f": "\f", "v": "\v", "r": "\r", "t": "\t", "n": "\n"}
_BUF_START = "\ue000"
_BUF_END = "\ue001"
_DIGITS = {
    "d": (10, 3, "0123456789"),
    "o": (8, 3, "01234567"),
    "x": (16, 2, "0123456789abcdefABCDEF"),
}


def number_char(value: int) -> str:
    """The character of byte ``value`` (bytes >= 128 are kept as surrogate escapes)."""
    value &= 0xFF
    return chr(value) if value < 128 else chr(0xDC00 + value)


def escape_char(text: str, i: int) -> tuple[str, int] | None:
    """Decode the escape whose letter is at ``text[i]`` (after a backslash).

    Returns ``(char, next_index)`` for ``a f v r t n cX dNNN oNNN xHH`` and None for any other
    letter. A numeric escape without digits denotes the letter itself, as in GNU sed.
    """
    c = text[i]
    simple = _SIMPLE.get(c)
    if simple is not None:
        return simple, i + 1
    if c == "c":
        if i + 1 < len(text):
            return chr(ord(text[i + 1].upper()) ^ 0x40), i + 2
        return None
    spec = _DIGITS.get(c)
    if spec is None:
        return None
    base, width, allowed = spec
    j = i + 1
    while j < len(text) and j - (i + 1) < width and text[j] in allowed:
        j += 1
    if j == i + 1:
        return c, j
    return number_char(int(text[i + 1 : j], base)), j


def pretranslate(text: str, multiline: bool) -> str:
    """``text`` with the escapes sed itself decodes in a regex made the characters (and, in
    ``M`` mode, the buffer anchors private characters)."""
    return _pretranslate(text, multiline)


def _pretranslate(text: str, multiline: bool) -> str:
    out: list[str] = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c != "\\" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        d = text[i + 1]
        if multiline and d == "`":
            out.append(_BUF_START)
            i += 2
            continue
        if multiline and d == "'":
            out.append(_BUF_END)
            i += 2
            continue
        if d != "n":
            esc = escape_char(text, i + 1)
            if esc is not None:
                out.append(esc[0])
                i = esc[1]
                continue
        out.append(text[i : i + 2])
        i += 2
    return "".join(out)


#: the GNU escapes that ``--posix`` turns off: each stands for its letter (in a BRE, also the
#: GNU operators ``\+ \? \|``, which stand for the characters)
_GNU_ESCAPES = frozenset("swWbB<>`'")


def posix_regex(text: str, extended: bool) -> str:
    r"""``text`` as GNU sed reads it with ``--posix``: the GNU extensions among its escapes
    are plain characters (``\s`` is ``s``, and in a BRE ``\+`` is ``+``)."""
    plain = _GNU_ESCAPES if extended else _GNU_ESCAPES | set("+?|")
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "[":
            j = _skip_bracket(text, i)
            out.append(text[i:j])
            i = j
        elif c == "\\" and i + 1 < n:
            nxt = text[i + 1]
            if nxt in plain:
                out.append(nxt if nxt not in "+?|" or not extended else "\\" + nxt)
            else:
                out.append(text[i : i + 2])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _skip_bracket(p: str, i: int) -> int:
    """Index just past the bracket expression starting at ``p[i] == '['`` (or len)."""
    j = i + 1
    if j < len(p) and p[j] == "^":
        j += 1
    if j < len(p) and p[j] == "]":
        j += 1
    while j < len(p):
        c = p[j]
        if c == "[" and j + 1 < len(p) and p[j + 1] in ":.=":
            end = p.find(p[j + 1] + "]", j + 2)
            if end < 0:
                return len(p)
            j = end + 2
            continue
        if c == "]":
            return j + 1
        j += 1
    return len(p)


_INTERVAL = re.compile(r"\{(\d*)(,(\d*))?\}")


def _check_ere(p: str) -> None:
    """GNU regcomp's ERE errors that the shared (grep-flavoured) layer tolerates."""
    i = 0
    n = len(p)
    prev = "start"  # start | open | alt | caret | atom
    depth = 0  # open groups (a ``)`` without one is an error to sed, a literal to grep)
    while i < n:
        c = p[i]
        if c == "\\":
            i += 2
            prev = "atom"
            continue
        if c == "[":
            i = _skip_bracket(p, i)
            prev = "atom"
            continue
        if c in "*+?{":
            if prev != "atom":
                raise RegexError("Invalid preceding regular expression")
            if c == "{":
                m = _INTERVAL.match(p, i)
                if m is None:
                    if "}" in p[i:]:
                        raise RegexError("Invalid content of \\{\\}")
                    raise RegexError("Unmatched \\{")
                lo, comma, hi = m.group(1), m.group(2), m.group(3)
                if not lo and not comma:
                    raise RegexError("Invalid content of \\{\\}")
                if lo and hi and int(lo) > int(hi):
                    raise RegexError("Invalid content of \\{\\}")
                i = m.end()
                continue
            i += 1
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            if not depth:
                raise RegexError("Unmatched ) or \\)")
            depth -= 1
        prev = {"(": "open", "|": "alt", "^": "caret"}.get(c, "atom")
        i += 1


def longest_first(src: str) -> str | None:
    """For a translated pattern that is an alternation of plain strings (``a|bc``, or
    ``x(a|bc)y``: one group of them between plain strings), the same pattern with the
    alternatives longest first; else None. There, Python's first-alternative rule finds what
    POSIX's leftmost-longest rule finds (two different strings of one length cannot both
    match at one place), so plain ``re`` can run it instead of the far slower POSIX engine."""
    head = literal_run(src, 0, PY_ESCAPES, "(|")
    if head is None:
        return None
    prefix, i = head
    grouped = i < len(src) and src[i] == "("
    if grouped:
        i += 1
    elif prefix and i < len(src):  # (a top-level alternation: its first alternative)
        i = 0
    alts: list[str] = []
    while True:
        got = literal_run(src, i, PY_ESCAPES, "|)" if grouped else "|")
        if got is None:
            return None
        text, i = got
        alts.append(text)
        if i < len(src) and src[i] == "|":
            i += 1
            continue
        break
    if len(alts) < 2:
        return None
    suffix = ""
    if grouped:
        if i >= len(src) or src[i] != ")":
            return None
        tail = literal_run(src, i + 1, PY_ESCAPES, "")
        if tail is None:
            return None
        suffix = tail[0]
    elif prefix:
        prefix = ""
    body = "|".join(re.escape(a) for a in sorted(alts, key=len, reverse=True))
    if not grouped:
        return body
    return f"{re.escape(prefix)}({body}){re.escape(suffix)}"


@lru_cache(maxsize=256)
def compile_sed(text: str, extended: bool, icase: bool, multiline: bool) -> re.Pattern[str]:
    """Compile a sed regex (raises :class:`RegexError` with GNU's message)."""
    pre = _pretranslate(text, multiline)
    if extended:
        _check_ere(pre)
    pat = compile_regex(pre, extended, icase, multiline)
    if getattr(pat, "plain", None) is not None and not icase:
        longest = longest_first(pat.pattern)
        plain = cast("re.Pattern[str]", getattr(pat, "plain"))  # noqa: B009
        if longest is not None:
            pat = re.compile(longest, pat.flags)
        elif one_way(plain):
            pat = plain
    if multiline and (_BUF_START in pat.pattern or _BUF_END in pat.pattern):
        src = pat.pattern.replace(_BUF_START, r"\A").replace(_BUF_END, r"\Z")
        pat = safe_compile(src, pat.flags)
    return pat
