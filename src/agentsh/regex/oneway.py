"""Which regular expressions can match in only one way from any start (:func:`one_way`):
for those Python's first match is POSIX's leftmost-longest one, groups included, so plain
``re`` can run them instead of the far slower POSIX engine (grep, sed, awk, ``[[ =~ ]]``).
"""

from __future__ import annotations

import re
from typing import Any

from agentsh.regex.literal import re_parse


def one_way(plain: re.Pattern[str]) -> bool:
    """Whether a pattern can match in at most one way from any start: literals, one-
    character classes, anchors and groups, no repeats, and in each alternation the
    alternatives exclude each other by what they need next (``(^|,)ok(,|$)``: ``\\A`` then
    ``o`` or ``,``; ``,`` or the end). Then Python's first match is POSIX's leftmost-longest
    one, groups included, and plain ``re`` can run it instead of the far slower POSIX
    engine."""
    parsed = re_parse(plain) if not plain.flags & re.IGNORECASE else None
    if parsed is None:
        return False
    tree, c = parsed

    def flat(seq: Any) -> list[Any]:
        out: list[Any] = []
        for op, av in seq:
            if op is c.SUBPATTERN:
                if av[1] or av[2]:
                    raise ValueError
                out += flat(av[3])
            elif op is c.BRANCH:
                out.append((op, [flat(alt) for alt in av[1]]))
            elif op in (c.LITERAL, c.NOT_LITERAL, c.IN, c.ANY, c.AT):
                out.append((op, av))
            else:
                raise ValueError  # (a repeat, a back-reference...)
        return out

    def heads(items: list[Any]) -> list[tuple[str, Any]]:
        """What the ways to match ``items`` need first: ("char", c), ("class", av), ("any",
        None) or ("end", ends at the string's end), one an alternative."""
        for i, (op, av) in enumerate(items):
            if op is c.AT:
                if av is c.AT_END_STRING:
                    return [("end", True)]
                continue
            if op is c.LITERAL:
                return [("char", av)]
            if op is c.IN:
                return [("class", av)]
            if op is c.BRANCH:
                return [h for alt in av for h in heads(alt + items[i + 1 :])]
            return [("any", None)]
        return [("end", False)]

    def member(ch: int, av: Any) -> bool | None:
        neg = False
        hit = False
        for op, x in av:
            if op is c.NEGATE:
                neg = True
            elif op is c.LITERAL:
                hit = hit or x == ch
            elif op is c.RANGE:
                hit = hit or x[0] <= ch <= x[1]
            else:
                return None
        return hit != neg

    def apart(a: tuple[str, Any], b: tuple[str, Any]) -> bool:
        if a[0] == "end" or b[0] == "end":
            other = b if a[0] == "end" else a
            end = a if a[0] == "end" else b
            return end[1] and other[0] in ("char", "class", "any")  # (\Z: no character)
        if a[0] == "char" and b[0] == "char":
            return a[1] != b[1]
        if {a[0], b[0]} == {"char", "class"}:
            ch, cls = (a[1], b[1]) if a[0] == "char" else (b[1], a[1])
            return member(ch, cls) is False
        return False

    def check(items: list[Any], rest: list[Any]) -> bool:
        for i, (op, av) in enumerate(items):
            if op is not c.BRANCH:
                continue
            after = items[i + 1 :] + rest
            each = [heads(alt + after) for alt in av]
            for j, hs in enumerate(each):
                for gs in each[j + 1 :]:
                    if not all(apart(h, g) for h in hs for g in gs):
                        return False
            if not all(check(alt, after) for alt in av):
                return False
        return True

    try:
        return check(flat(tree), [])
    except (ValueError, TypeError, IndexError):
        return False
