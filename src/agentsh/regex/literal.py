"""Facts about compiled patterns that let tools take faster routes with the same results.

Owns :func:`literal_text` and :func:`unescaped` (a translated pattern that is a plain string: case-sensitive, no
metacharacters, only escaped punctuation — so ``pattern.search``/``sub`` can become the much
faster ``str`` methods ``in``/``replace``/``count``), :func:`anchored_literal` (the same,
anchored at an end: ``startswith``/``endswith``), :func:`required_piece` (text every match
holds: a ``str`` test before an expensive search), :func:`fixed_end_width` (a match
anchored at the end, of one length: one ``match``) and :func:`can_match_empty` (whether
``re.sub`` may meet empty matches, whose rules differ from POSIX tools').
"""

from __future__ import annotations

import re
from typing import Any, cast

_META = frozenset(".^$*+?{}[]()|\\")


def _plain_source(pat: object) -> str | None:
    """The text of a compiled ``str`` pattern that matches case-sensitively (not verbose):
    what the facts below are read from; else None."""
    if not isinstance(pat, re.Pattern):
        return None
    compiled = cast("re.Pattern[Any]", pat)
    src: object = compiled.pattern
    if not isinstance(src, str) or compiled.flags & (re.IGNORECASE | re.VERBOSE):
        return None
    return src


def re_parse(pat: re.Pattern[str]) -> tuple[Any, Any] | None:
    """``re``'s own parse of a pattern and its constants module (private modules: None
    when they changed, and the callers then claim nothing)."""
    try:
        import importlib

        parser: Any = importlib.import_module("re._parser")
        consts: Any = importlib.import_module("re._constants")
        return parser.parse(pat.pattern, pat.flags), consts
    except Exception:  # noqa: BLE001
        return None


def literal_text(pat: object) -> str | None:
    """The text a compiled pattern matches exactly, or None when it is not a plain literal."""
    src = _plain_source(pat)
    return None if src is None else unescaped(src, PY_ESCAPES) or None


def anchored_literal(pat: object) -> tuple[str, str] | None:
    """For a compiled pattern that is a plain literal anchored at the start (``\\Atext``),
    at the end (``text\\Z``) or both: ``("start" | "end" | "whole", text)`` (``text``
    maybe empty), so that ``str.startswith``/``endswith``/``==`` can do its work; else
    None. ``\\A`` and ``\\Z`` are the string's ends whatever the flags."""
    src = _plain_source(pat)
    if src is None:
        return None
    start = src.startswith("\\A")
    end = src.endswith("\\Z") and not src.endswith("\\\\Z")
    if not (start or end):
        return None
    body = src[2 if start else 0 : len(src) - 2 if end else len(src)]
    text = unescaped(body, PY_ESCAPES)
    if text is None:
        return None
    return ("whole" if start and end else "start" if start else "end"), text


#: Escapes that a Python pattern reads as the character itself: ASCII punctuation.
PY_ESCAPES = frozenset(chr(c) for c in range(128) if not chr(c).isalnum() and c != 10)


def unescaped(src: str, escapes: frozenset[str]) -> str | None:
    """The text a pattern ``src`` matches when it is a plain literal: no metacharacter
    (``.^$*+?{}[]()|``), a backslash only before a character of ``escapes`` (which then
    stands for itself); else None. Python patterns and GNU BRE/ERE differ only in
    ``escapes`` (a BRE's ``\\+`` is an operator)."""
    run = literal_run(src, 0, escapes, "")
    return None if run is None else run[0]


def literal_run(src: str, i: int, escapes: frozenset[str], stops: str) -> tuple[str, int] | None:
    """:func:`unescaped` of ``src`` from ``i`` up to a character of ``stops`` (or the end):
    its text and the index where it stopped; None when a metacharacter comes first."""
    out: list[str] = []
    n = len(src)
    while i < n:
        c = src[i]
        if c in stops:
            break
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
    return "".join(out), i


def required_piece(pat: object) -> str | None:
    """The longest run of characters that every match of a compiled pattern contains (read
    from ``re``'s own parse: literals in sequence at the top level or in plain groups;
    a repeat, a class, an alternation or an anchor ends a run), when it is worth a
    ``str`` test before the search; else None (case folding, a pattern that is a literal
    already, no run, any doubt)."""
    parsed = None if _plain_source(pat) is None else re_parse(cast("re.Pattern[str]", pat))
    if parsed is None:
        return None
    items, consts = parsed
    best = ""
    run: list[str] = []

    def walk(seq: Any) -> None:
        nonlocal best, run
        for op, av in seq:
            if op is consts.LITERAL:
                run.append(chr(av))
            elif op is consts.SUBPATTERN and av[1] == 0 and av[2] == 0:
                walk(av[3])  # a group without flags: its sequence in line
            else:
                if len(run) > len(best):
                    best = "".join(run)
                run = []

    walk(items)
    if len(run) > len(best):
        best = "".join(run)
    return best or None


def fixed_end_width(pat: object) -> int | None:
    """``w`` when every match of a compiled pattern is ``w`` characters long and ends at the
    end of the string (its last top-level item is ``\\Z``): a match can then only start at
    ``len(s) - w``, one ``match`` there instead of a search from every position; else
    None."""
    if not isinstance(pat, re.Pattern):
        return None
    compiled = cast("re.Pattern[Any]", pat)
    if not isinstance(compiled.pattern, str) or not compiled.pattern.endswith("\\Z"):
        return None
    parsed = re_parse(compiled)
    if parsed is None:
        return None
    items, consts = parsed
    low, high = items.getwidth()
    last = items[-1] if len(items) else None
    if last is None or last[0] is not consts.AT or last[1] is not consts.AT_END_STRING:
        return None
    return int(low) if low == high else None


def can_match_empty(pat: re.Pattern[str]) -> bool:
    """True unless the pattern surely consumes a character (private ``re`` parser, if present)."""
    parsed = re_parse(pat)
    if parsed is None:  # pragma: no cover - private API changed
        return True
    return bool(parsed[0].getwidth()[0] == 0)


def bracket_end(pat: str, j: int) -> int | None:
    """The index of the ``]`` that closes a bracket expression whose contents start at
    ``j`` (just after its ``[``): a leading ``^`` and a first ``]`` are members, and
    ``[:class:]``, ``[.coll.]``, ``[=equiv=]`` are skipped whole. None when it is not closed."""
    n = len(pat)
    if j < n and pat[j] == "^":
        j += 1
    if j < n and pat[j] == "]":
        j += 1
    while j < n and pat[j] != "]":
        if pat[j] == "[" and j + 1 < n and pat[j + 1] in ":.=":
            k = pat.find(pat[j + 1] + "]", j + 2)
            if k < 0:
                return None
            j = k + 2
        else:
            j += 1
    return j if j < n else None
