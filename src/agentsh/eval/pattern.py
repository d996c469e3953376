"""Bash pattern matching: glob patterns (``* ? [...]``, extglob groups) as matchers.

Owns how a pattern *string* is interpreted everywhere bash matches patterns: ``case``, ``[[ == ]]``,
pathname expansion (component-wise, see :mod:`agentsh.eval.glob`), ``${v#p}`` ``${v%p}``
``${v/p/r}`` and ``${v^^p}``. Patterns use the word expander's convention: a character that
was quoted in the source arrives backslash-escaped (``\\*`` is a literal star).

Decision: a pattern is parsed once (cached) into elements; plain globs and most extglob
patterns compile to a Python regex (:func:`compile_pattern` returns ``re.Pattern``). A ``!(...)``
group that is not at the very end of the pattern cannot be expressed as a Python regex, so such
patterns get a position-set matcher (:class:`ExtPattern`, with the same ``fullmatch`` method).
Removal/replacement helpers take plain-string fast paths when the pattern has no wildcards,
use greedy/lazy regexes for plain globs (leftmost-longest holds there) and the position-set
matcher for extglob groups (whose alternatives defeat regex leftmost-longest).

Locale: bash in ``C.UTF-8``: characters are code points, ranges compare code points,
``[[:alpha:]]`` accepts non-ASCII letters.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Literal

from agentsh._dataclass import dataclass
from agentsh.regex.uniclass import LOWER, UPPER

__all__ = [
    "ExtPattern",
    "Matcher",
    "case_modify",
    "compile_pattern",
    "escape",
    "has_glob_chars",
    "match_pattern",
    "remove_prefix",
    "remove_suffix",
    "replace",
    "star_literal",
    "unescape",
]

# ---------------------------------------------------------------------------------------------
# Parsed pattern elements


@dataclass(frozen=True, slots=True)
class _Lit:
    ch: str


@dataclass(frozen=True, slots=True)
class _Star:
    pass


@dataclass(frozen=True, slots=True)
class _Any:
    pass


@dataclass(frozen=True, slots=True)
class _Bracket:
    #: regex source for "one character in the set" (without the negation)
    source: str
    negate: bool


@dataclass(frozen=True, slots=True)
class _Group:
    op: str  # one of ? * + @ !
    alts: tuple[tuple[_Elem, ...], ...]


_Elem = _Lit | _Star | _Any | _Bracket | _Group
_STAR = _Star()
_ANY = _Any()

_CLASSES: dict[str, str] = {
    "alpha": r"[^\W\d_]",
    "digit": r"[0-9]",
    "alnum": r"[^\W_]",
    "upper": f"(?-i:[{UPPER}])",
    "lower": f"(?-i:[{LOWER}])",
    "space": r"[ \t\n\r\f\v]",
    "blank": r"[ \t]",
    "punct": r"[!-/:-@\[-`{-~]",
    "print": r"[^\x00-\x1f\x7f]",
    "graph": r"[^\x00-\x20\x7f]",
    "cntrl": r"[\x00-\x1f\x7f]",
    "xdigit": r"[0-9A-Fa-f]",
    "word": r"\w",
}

_EXT_OPS = "?*+@!"


def _parse_bracket(pat: str, i: int) -> tuple[_Bracket, int] | None:
    """Parse a bracket expression starting at ``pat[i] == '['``; None if unterminated."""
    n = len(pat)
    j = i + 1
    negate = False
    if j < n and pat[j] in "!^":
        negate = True
        j += 1
    chars: list[str] = []  # single characters
    ranges: list[tuple[str, str]] = []
    extra: list[str] = []  # class regexes
    first = True
    while True:
        if j >= n:
            return None
        c = pat[j]
        if c == "]" and not first:
            j += 1
            break
        first = False
        lo: str | None = None
        if c == "[" and j + 1 < n and pat[j + 1] in ":=.":
            kind = pat[j + 1]
            end = pat.find(kind + "]", j + 2)
            if end >= 0:
                name = pat[j + 2 : end]
                j = end + 2
                if kind == ":":
                    cls = _CLASSES.get(name)
                    if cls is not None:
                        extra.append(cls)
                    continue
                lo = name[:1] if len(name) == 1 else None
                if lo is None:
                    continue
            else:
                lo = "["
                j += 1
        elif c == "\\" and j + 1 < n:
            lo = pat[j + 1]
            j += 2
        else:
            lo = c
            j += 1
        # a range?
        if j + 1 < n and pat[j] == "-" and pat[j + 1] != "]":
            k = j + 1
            hi: str | None
            if (
                pat[k] == "["
                and k + 1 < n
                and pat[k + 1] in "=."
                and (e := pat.find(pat[k + 1] + "]", k + 2)) >= 0
            ):
                hi = pat[k + 2 : e]
                k = e + 2
                if len(hi) != 1:
                    hi = None
            elif pat[k] == "\\" and k + 1 < n:
                hi = pat[k + 1]
                k += 2
            else:
                hi = pat[k]
                k += 1
            j = k
            if hi is not None and lo <= hi:
                ranges.append((lo, hi))
            continue
        chars.append(lo)
    parts: list[str] = []
    cls_src = "".join(re.escape(ch) for ch in chars) + "".join(
        f"{re.escape(a)}-{re.escape(b)}" for a, b in ranges
    )
    if cls_src:
        parts.append(f"[{cls_src}]")
    parts.extend(extra)
    source = "|".join(parts) if parts else "(?!)"
    return _Bracket(source, negate), j


def _find_group_end(pat: str, i: int) -> tuple[list[str], int] | None:
    """``pat[i]`` is the ``(`` of an extglob group: its alternatives and the index after ``)``."""
    n = len(pat)
    depth = 1
    j = i + 1
    start = j
    alts: list[str] = []
    while j < n:
        c = pat[j]
        if c == "\\":
            j += 2
            continue
        if c == "[":
            b = _parse_bracket(pat, j)
            if b is not None:
                j = b[1]
                continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                alts.append(pat[start:j])
                return alts, j + 1
        elif c == "|" and depth == 1:
            alts.append(pat[start:j])
            start = j + 1
        j += 1
    return None


@lru_cache(maxsize=4096)
def _parse(pat: str, extglob: bool) -> tuple[_Elem, ...]:
    out: list[_Elem] = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        if c == "\\":
            out.append(_Lit(pat[i + 1] if i + 1 < n else "\\"))
            i += 2
            continue
        if extglob and c in _EXT_OPS and i + 1 < n and pat[i + 1] == "(":
            found = _find_group_end(pat, i + 1)
            if found is not None:
                alts, end = found
                out.append(_Group(c, tuple(_parse(a, extglob) for a in alts)))
                i = end
                continue
        if c == "*":
            if not out or not isinstance(out[-1], _Star):
                out.append(_STAR)
            i += 1
        elif c == "?":
            out.append(_ANY)
            i += 1
        elif c == "[":
            b = _parse_bracket(pat, i)
            if b is None:
                out.append(_Lit("["))
                i += 1
            else:
                out.append(b[0])
                i = b[1]
        else:
            out.append(_Lit(c))
            i += 1
    return tuple(out)


def _has_groups(elems: tuple[_Elem, ...]) -> bool:
    return any(isinstance(e, _Group) for e in elems)


def _is_literal(elems: tuple[_Elem, ...]) -> bool:
    return all(isinstance(e, _Lit) for e in elems)


# ---------------------------------------------------------------------------------------------
# Regex backend


class _NeedsSetMatcher(Exception):
    pass


@dataclass(frozen=True, slots=True)
class _Opts:
    pathname: bool
    dotglob: bool
    lazy: bool = False

    @property
    def dotrule(self) -> bool:
        return self.pathname and not self.dotglob


def _star_quirk(seq: tuple[_Elem, ...], k: int) -> bool:
    if k + 1 >= len(seq):
        return False
    nxt = seq[k + 1]
    return isinstance(nxt, _Group) and nxt.op in "@!+"


def _starts_with_dot(seq: tuple[_Elem, ...]) -> bool:
    return bool(seq) and isinstance(seq[0], _Lit) and seq[0].ch == "."


def _seq_regex(seq: tuple[_Elem, ...], o: _Opts, at_start: bool, at_end: bool) -> str:
    out: list[str] = []
    anych = "[^/]" if o.pathname else "."
    dot_sensitive = at_start and o.dotrule
    for k, e in enumerate(seq):
        last = at_end and k == len(seq) - 1
        if dot_sensitive and not (isinstance(e, _Lit) and e.ch == "."):
            if not isinstance(e, _Group):
                out.append(r"(?!\.)")
        match e:
            case _Lit(ch=ch):
                out.append(re.escape(ch))
            case _Star():
                out.append(anych + ("*?" if o.lazy else "*"))
                if _star_quirk(seq, k):
                    # bash: a star followed by @( !( +( never leaves the group at the very end
                    if not at_end:
                        raise _NeedsSetMatcher
                    out.append("(?=.)")
            case _Any():
                out.append(anych)
            case _Bracket(source=source, negate=negate):
                guard = "(?!/)" if o.pathname else ""
                if negate:
                    out.append(f"(?:{guard}(?!{source}).)")
                else:
                    out.append(f"(?:{guard}(?:{source}))")
            case _Group(op=op, alts=alts):
                if op == "!":
                    if not last:
                        raise _NeedsSetMatcher
                    inner = "|".join(_seq_regex(a, o, False, False) for a in alts)
                    guard = r"(?!\.)" if dot_sensitive else ""
                    out.append(f"{guard}(?:(?!(?:{inner})\\Z){anych}*)")
                else:
                    inner = "|".join(
                        _seq_regex(a, o, dot_sensitive and not _starts_with_dot(a), False)
                        if dot_sensitive
                        else _seq_regex(a, o, False, False)
                        for a in alts
                    )
                    quant = {"?": "?", "*": "*", "+": "+", "@": ""}[op]
                    if o.lazy and quant:
                        quant += "?"
                    out.append(f"(?:{inner}){quant}")
        dot_sensitive = o.dotrule and isinstance(e, _Lit) and e.ch == "/"
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# Position-set backend (general, used for extglob groups)


class ExtPattern:
    """A compiled pattern that Python's ``re`` cannot express (``!(...)`` mid-pattern).

    Offers ``fullmatch(string, pos=0, endpos=None)`` like ``re.Pattern`` (returns True/None).
    """

    __slots__ = ("elems", "flags", "pathname", "dotrule", "_char_re")

    def __init__(self, elems: tuple[_Elem, ...], nocase: bool, pathname: bool, dotglob: bool):
        self.elems = elems
        self.flags = re.S | (re.I if nocase else 0)
        self.pathname = pathname
        self.dotrule = pathname and not dotglob
        self._char_re: dict[str, re.Pattern[str]] = {}

    def fullmatch(self, string: str, pos: int = 0, endpos: int | None = None) -> bool | None:
        s = string if endpos is None else string[:endpos]
        return True if len(s) in self.ends(s, pos) else None

    def ends(self, s: str, start: int) -> set[int]:
        """All ``j`` such that ``s[start:j]`` matches the pattern."""
        return self._seq(self.elems, s, {start})

    def _seq(self, seq: tuple[_Elem, ...], s: str, starts: set[int]) -> set[int]:
        if not any(_star_quirk(seq, k) for k in range(len(seq))):
            pos = starts
            for e in seq:
                if not pos:
                    return pos
                new: set[int] = set()
                for p in pos:
                    new |= self._elem(e, s, p)
                pos = new
            return pos
        # bash quirk: in ``*@(...)`` the star stops before the end of the (sub)string, so a path
        # where the group matched empty right where the star ended must consume more later.
        # Positions map to "tainted" (only reachable through such a path).
        tpos: dict[int, bool] = dict.fromkeys(starts, False)
        k = 0
        while k < len(seq) and tpos:
            e = seq[k]
            nxt: dict[int, bool] = {}
            if _star_quirk(seq, k):
                group = seq[k + 1]
                for p, tainted in tpos.items():
                    for q in self._elem(e, s, p):
                        for j in self._elem(group, s, q):
                            t = j == q or (tainted and j == p)
                            nxt[j] = nxt.get(j, True) and t
                k += 2
            else:
                for p, tainted in tpos.items():
                    for j in self._elem(e, s, p):
                        t = tainted and j == p
                        nxt[j] = nxt.get(j, True) and t
                k += 1
            tpos = nxt
        return {p for p, t in tpos.items() if not t}

    def _dot_blocked(self, s: str, p: int) -> bool:
        return self.dotrule and p < len(s) and s[p] == "." and (p == 0 or s[p - 1] == "/")

    def _limit(self, s: str, p: int) -> int:
        if self.pathname:
            k = s.find("/", p)
            return len(s) if k < 0 else k
        return len(s)

    def _char(self, source: str) -> re.Pattern[str]:
        r = self._char_re.get(source)
        if r is None:
            r = re.compile(source, self.flags)
            self._char_re[source] = r
        return r

    def _elem(self, e: _Elem, s: str, p: int) -> set[int]:  # noqa: C901
        n = len(s)
        match e:
            case _Lit(ch=ch):
                if p < n and (
                    s[p] == ch or (self.flags & re.I and s[p].casefold() == ch.casefold())
                ):
                    return {p + 1}
                return set()
            case _Star():
                if self._dot_blocked(s, p):
                    return {p}
                return set(range(p, self._limit(s, p) + 1))
            case _Any():
                if p < n and not (self.pathname and s[p] == "/") and not self._dot_blocked(s, p):
                    return {p + 1}
                return set()
            case _Bracket(source=source, negate=negate):
                if p >= n or (self.pathname and s[p] == "/") or self._dot_blocked(s, p):
                    return set()
                hit = self._char(source).fullmatch(s[p]) is not None
                return {p + 1} if hit != negate else set()
            case _Group(op=op, alts=alts):
                if op == "!":
                    if self._dot_blocked(s, p):
                        return set()
                    matched = self._alts(alts, s, p)
                    return {j for j in range(p, self._limit(s, p) + 1) if j not in matched}
                one = self._alts(alts, s, p)
                if op == "@":
                    return one
                if op == "?":
                    return one | {p}
                result = set(one)
                frontier = one - {p}
                while frontier:
                    nxt: set[int] = set()
                    for q in frontier:
                        nxt |= self._alts(alts, s, q)
                    frontier = nxt - result
                    result |= nxt
                if op == "*":
                    result.add(p)
                return result

    def _alts(self, alts: tuple[tuple[_Elem, ...], ...], s: str, p: int) -> set[int]:
        out: set[int] = set()
        for a in alts:
            out |= self._seq(a, s, {p})
        return out


Matcher = re.Pattern[str] | ExtPattern


@lru_cache(maxsize=4096)
def _compile(
    pat: str, extglob: bool, nocase: bool, pathname: bool, dotglob: bool, lazy: bool = False
) -> Matcher:
    elems = _parse(pat, extglob)
    try:
        source = _seq_regex(elems, _Opts(pathname, dotglob, lazy), True, True)
    except _NeedsSetMatcher:
        return ExtPattern(elems, nocase, pathname, dotglob)
    return re.compile(source, _flags(nocase))


def _flags(nocase: bool) -> int:
    """The flags of every pattern's regex (so the regexes of patterns combine)."""
    return re.S | (re.I if nocase else 0)


def compile_pattern(
    pat: str,
    *,
    extglob: bool = False,
    nocase: bool = False,
    pathname: bool = False,
    dotglob: bool = False,
) -> Matcher:
    """Compile a pattern; use ``.fullmatch(s)`` on the result (cached)."""
    return _compile(pat, extglob, nocase, pathname, dotglob)


def match_pattern(
    pat: str,
    s: str,
    *,
    extglob: bool = False,
    nocase: bool = False,
    pathname: bool = False,
    dotglob: bool = False,
) -> bool:
    """Does ``s`` match the whole pattern ``pat``?"""
    if is_plain(pat, nocase):
        return pat == s
    return _compile(pat, extglob, nocase, pathname, dotglob).fullmatch(s) is not None


_SPECIAL_RE = re.compile(r"[*?\[]|[+@!]\(")


def is_plain(pat: str, nocase: bool) -> bool:
    """A pattern that matches only itself (no special characters, no escapes, case kept)."""
    return not nocase and "\\" not in pat and not _SPECIAL_RE.search(pat)


def matcher(pats: tuple[str, ...], *, extglob: bool, nocase: bool) -> Callable[[str], object]:
    """A predicate, truthy when a string matches any of ``pats`` (as :func:`match_pattern`):
    plain words alone are one set lookup; with patterns, all of them are one regex (an
    alternation of theirs), so a ``case`` item is one C call (``case`` items)."""
    if all(is_plain(pat, nocase) for pat in pats):
        return set(pats).__contains__
    source = _alternation(pats, extglob, nocase)
    if source is not None:
        return re.compile(source, _flags(nocase)).fullmatch
    plain = {pat for pat in pats if is_plain(pat, nocase)}
    tests = [
        _compile(pat, extglob, nocase, False, False).fullmatch
        for pat in pats
        if not is_plain(pat, nocase)
    ]
    return lambda s: s in plain or any(t(s) is not None for t in tests)


def _alternation(pats: tuple[str, ...], extglob: bool, nocase: bool) -> str | None:
    """The source of one regex (flags :func:`_flags`) matching what any of ``pats`` matches:
    their regexes and escaped plain words as alternatives; None when a pattern is not a regex
    (an :class:`ExtPattern`)."""
    alts: list[str] = []
    for pat in pats:
        if is_plain(pat, nocase):
            alts.append(re.escape(pat))
            continue
        c = _compile(pat, extglob, nocase, False, False)
        if not isinstance(c, re.Pattern):
            return None
        alts.append(c.pattern)
    return "|".join(f"(?:{x})" for x in alts)


def selector(
    items: list[tuple[str, ...]], *, extglob: bool, nocase: bool
) -> Callable[[str], re.Match[str] | None] | None:
    """One regex for a whole ``case``: ``select(s)`` fullmatches the first item (in order) any
    of whose patterns matches ``s``, whose index is ``m.lastindex - 1``; None when a pattern is
    not a regex, or has groups of its own."""
    sources: list[str] = []
    for pats in items:
        source = _alternation(pats, extglob, nocase)
        if source is None:
            return None
        sources.append(f"({source})")
    if not sources:
        return None
    try:
        rx = re.compile("|".join(sources), _flags(nocase))
    except re.error:
        return None
    return rx.fullmatch if rx.groups == len(sources) else None


def has_glob_chars(pat: str, *, extglob: bool = True) -> bool:
    """True when the pattern has an unescaped ``*``, ``?``, a ``[`` with a later ``]``, or an
    extglob group opener (``+( @( !(``, when ``extglob``)."""
    i = 0
    n = len(pat)
    bracket = False
    while i < n:
        c = pat[i]
        if c == "\\":
            i += 2
            continue
        if c in "*?":
            return True
        if c == "[":
            bracket = True
        elif c == "]" and bracket:
            return True
        elif extglob and c in "+@!" and i + 1 < n and pat[i + 1] == "(":
            return True
        i += 1
    return False


def unescape(pat: str) -> str:
    """Remove the backslash escaping (``\\x`` -> ``x``)."""
    if "\\" not in pat:
        return pat
    out: list[str] = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        if c == "\\" and i + 1 < n:
            out.append(pat[i + 1])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


_ESCAPE_RE = re.compile(r"([\\*?\[\]()|@!+])")


def escape(s: str) -> str:
    """Backslash-escape every character that is special in a pattern (quoted text)."""
    return _ESCAPE_RE.sub(r"\\\1", s)


# ---------------------------------------------------------------------------------------------
# ${v#p} ${v%p}


def _plain_regex(pat: str, nocase: bool, lazy: bool, reverse: bool) -> re.Pattern[str]:
    return _plain_regex_cached(pat, nocase, lazy, reverse)


@lru_cache(maxsize=2048)
def _plain_regex_cached(pat: str, nocase: bool, lazy: bool, reverse: bool) -> re.Pattern[str]:
    elems = _parse(pat, False)
    if reverse:
        elems = tuple(reversed(elems))
    source = _seq_regex(elems, _Opts(False, False, lazy), False, False)
    return re.compile(source, re.S | (re.I if nocase else 0))


@lru_cache(maxsize=4096)
def _info(pat: str, extglob: bool) -> tuple[tuple[_Elem, ...], str | None, bool]:
    """A parsed pattern, its text when it is all literal characters (else None), and whether
    it has extglob groups."""
    elems = _parse(pat, extglob)
    literal = "".join(e.ch for e in elems) if _is_literal(elems) else None  # type: ignore[union-attr]
    return elems, literal, _has_groups(elems)


@lru_cache(maxsize=512)
def star_literal(pat: str, extglob: bool) -> tuple[bool, str] | None:
    """``*L`` -> (True, L), ``L*`` -> (False, L) when L is plain text (the shapes of
    ``${v#* }``, ``${v%%.*}``...: trimming becomes one find/rfind), else None."""
    if len(pat) < 2:
        return None
    lead = pat[0] == "*"
    lit = pat[1:] if lead else pat[:-1]
    if not lead and pat[-1] != "*":
        return None
    special = "*?[\\+@!(" if extglob else "*?[\\"
    if any(c in special for c in lit):
        return None
    return lead, lit


def remove_prefix(
    s: str, pat: str, longest: bool, *, extglob: bool = False, nocase: bool = False
) -> str:
    """``${s#pat}`` (shortest) / ``${s##pat}`` (longest)."""
    if not nocase:
        shape = star_literal(pat, extglob)
        if shape is not None and shape[0]:  # `*L`: up to the first / last L
            lit = shape[1]
            i = s.rfind(lit) if longest else s.find(lit)
            return s if i < 0 else s[i + len(lit) :]
    elems, lit, groups = _info(pat, extglob)
    if not elems:
        return s
    if lit is not None and not nocase:
        return s[len(lit) :] if s.startswith(lit) else s
    if not groups:
        m = _plain_regex_cached(pat, nocase, not longest, False).match(s)
        return s[m.end() :] if m else s
    ends = ExtPattern(elems, nocase, False, True).ends(s, 0)
    if not ends:
        return s
    return s[(max(ends) if longest else min(ends)) :]


def remove_suffix(
    s: str, pat: str, longest: bool, *, extglob: bool = False, nocase: bool = False
) -> str:
    """``${s%pat}`` (shortest) / ``${s%%pat}`` (longest)."""
    if not nocase:
        shape = star_literal(pat, extglob)
        if shape is not None and not shape[0]:  # `L*`: from the last / first L
            lit = shape[1]
            i = s.find(lit) if longest else s.rfind(lit)
            return s if i < 0 else s[:i]
    elems, lit, groups = _info(pat, extglob)
    if not elems:
        return s
    if lit is not None and not nocase:
        return s[: len(s) - len(lit)] if s.endswith(lit) else s
    if not groups:
        rs = s[::-1]
        m = _plain_regex_cached(pat, nocase, not longest, True).match(rs)
        return s[: len(s) - m.end()] if m else s
    ep = ExtPattern(elems, nocase, False, True)
    n = len(s)
    order = range(n + 1) if longest else range(n, -1, -1)
    for i in order:
        if n in ep.ends(s, i):
            return s[:i]
    return s


# ---------------------------------------------------------------------------------------------
# ${v/p/r}


def _expand_rep(rep: str, matched: str) -> str:
    """patsub_replacement: unescaped ``&`` is the matched text; ``\\x`` is ``x``."""
    if "&" not in rep and "\\" not in rep:
        return rep
    out: list[str] = []
    i = 0
    n = len(rep)
    while i < n:
        c = rep[i]
        if c == "\\" and i + 1 < n:
            out.append(rep[i + 1])
            i += 2
            continue
        out.append(matched if c == "&" else c)
        i += 1
    return "".join(out)


def _prefilter(pat: str, extglob: bool, lead: bool, trail: bool) -> str:
    """bash's match_upattern first checks the whole string against ``*pat*`` (``*pat`` for
    ``/%``, ``pat*`` for ``/#``); with the ``*@(...)`` quirk this can reject a string."""
    out = pat
    if lead and (not pat.startswith("*") or (extglob and pat.startswith("*("))):
        out = "*" + out
    if trail and (not pat.endswith("*") or pat.endswith("\\*")):
        out = out + "*"
    return out


def replace(
    s: str,
    pat: str,
    rep: str,
    mode: Literal["first", "all", "prefix", "suffix"],
    *,
    extglob: bool = False,
    nocase: bool = False,
    patsub: bool = False,
) -> str:
    """``${s/pat/rep}`` (first), ``${s//pat/rep}`` (all), ``${s/#pat/rep}`` (prefix),
    ``${s/%pat/rep}`` (suffix): the longest match at the leftmost position is replaced.

    With ``patsub`` (bash's ``patsub_replacement``, on by default), ``rep`` is in the escaped
    convention and an unescaped ``&`` stands for the matched text; otherwise ``rep`` is literal.
    """
    elems, lit, groups = _info(pat, extglob)
    if (
        lit
        and s
        and not nocase
        and mode in ("first", "all")
        and (not patsub or ("&" not in rep and "\\" not in rep))
    ):
        return s.replace(lit, rep, 1 if mode == "first" else -1)

    def r(matched: str) -> str:
        return _expand_rep(rep, matched) if patsub else rep

    if not elems:
        if mode == "prefix":
            return r("") + s
        if mode == "suffix":
            return s + r("")
        return s
    if not s:
        # at an empty remainder bash only tries patterns starting with '*' (except for /%)
        ok = compile_pattern(pat, extglob=extglob, nocase=nocase).fullmatch("") is not None
        if mode != "suffix":
            ok = ok and pat.startswith("*")
        return r("") if ok else s
    n = len(s)
    if groups:
        pre = _prefilter(pat, extglob, mode != "prefix", mode != "suffix")
        pre_m = compile_pattern(pre, extglob=extglob, nocase=nocase)
        if pre_m.fullmatch(s) is None:
            return s
    else:
        pre_m = None
    if mode == "prefix":
        m_end = _longest_prefix(s, elems, pat, nocase)
        return s if m_end is None else r(s[:m_end]) + s[m_end:]
    if mode == "suffix":
        i = _longest_suffix(s, elems, pat, nocase)
        return s if i is None else s[:i] + r(s[i:])
    literal = _is_literal(elems) and not nocase
    if literal:
        lit = "".join(e.ch for e in elems)  # type: ignore[union-attr]
        if not patsub or "&" not in rep and "\\" not in rep:
            return s.replace(lit, rep, 1 if mode == "first" else -1)
    out: list[str] = []
    pos = 0
    if not _has_groups(elems):
        rx = _plain_regex(pat, nocase, False, False)
        while pos < n:
            m = rx.search(s, pos)
            if m is None or m.start() >= n:
                break
            a, b = m.span()
            out.append(s[pos:a])
            out.append(r(s[a:b]))
            if a == b:
                out.append(s[a])
                b += 1
            pos = b
            if mode == "first":
                break
        out.append(s[pos:])
        return "".join(out)
    ep = ExtPattern(elems, nocase, False, True)
    i = 0
    while i < n:
        if i == pos and i and pre_m is not None and pre_m.fullmatch(s, i) is None:
            break
        ends = ep.ends(s, i)
        if not ends:
            i += 1
            continue
        b = max(ends)
        out.append(s[pos:i])
        out.append(r(s[i:b]))
        if b == i:
            out.append(s[i])
            b += 1
        pos = i = b
        if mode == "first":
            break
    out.append(s[pos:])
    return "".join(out)


def _longest_prefix(s: str, elems: tuple[_Elem, ...], pat: str, nocase: bool) -> int | None:
    if not _has_groups(elems):
        m = _plain_regex(pat, nocase, False, False).match(s)
        return None if m is None else m.end()
    ends = ExtPattern(elems, nocase, False, True).ends(s, 0)
    return max(ends) if ends else None


def _longest_suffix(s: str, elems: tuple[_Elem, ...], pat: str, nocase: bool) -> int | None:
    if not _has_groups(elems):
        m = _plain_regex(pat, nocase, False, True).match(s[::-1])
        return None if m is None else len(s) - m.end()
    ep = ExtPattern(elems, nocase, False, True)
    n = len(s)
    for i in range(n + 1):
        if n in ep.ends(s, i):
            return i
    return None


# ---------------------------------------------------------------------------------------------
# ${v^p} ${v^^p} ${v,p} ${v,,p} ${v~p} ${v~~p}


def _upper(c: str) -> str:
    u = c.upper()
    return u if len(u) == 1 else c


def _lower(c: str) -> str:
    u = c.lower()
    return u if len(u) == 1 else "i" if c == "\u0130" else c  # (İ: towlower's i)


def _toggle(c: str) -> str:
    u = c.swapcase()
    return u if len(u) == 1 else c


def case_modify(
    s: str,
    op: Literal["^", "^^", ",", ",,", "~", "~~"],
    pat: str | None = None,
    *,
    extglob: bool = False,
) -> str:
    """Case modification; with ``pat``, only characters matching it (one at a time) change."""
    if not s:
        return s
    fn = _upper if op[0] == "^" else _lower if op[0] == "," else _toggle
    every = len(op) == 2
    if pat is None or pat == "" or pat == "*" or pat == "?":
        if every:
            if s.isascii():
                return s.upper() if op == "^^" else s.lower() if op == ",," else s.swapcase()
            return "".join(fn(c) for c in s)
        return fn(s[0]) + s[1:]
    m = compile_pattern(pat, extglob=extglob)
    if not every:
        c = s[0]
        return (fn(c) if m.fullmatch(c) is not None else c) + s[1:]
    return "".join(fn(c) if m.fullmatch(c) is not None else c for c in s)
