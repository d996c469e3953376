"""grep's literal prefilters are sound: a line that a pattern matches always holds one of the
pieces ``_required_pieces`` found for it (else files, blocks and lines would be skipped that
hold matches)."""

from __future__ import annotations

import re

import _cmdtest  # noqa: F401  (puts src on sys.path)  # pyright: ignore[reportUnusedImport]
from hypothesis import given, settings
from hypothesis import strategies as st

from agentsh.commands.grep import _required_pieces  # pyright: ignore[reportPrivateUsage]
from agentsh.regex import RegexError, compile_regex

_ATOMS_ERE = ["a", "b", "c", "ab", "_", " ", ".", "[ab]", "[^a]", "\\.", "\\b", "\\w", "x"]
_QUANT = ["", "", "", "*", "+", "?", "{2}", "{1,2}"]


@st.composite
def _ere(draw: st.DrawFn, depth: int = 0) -> str:
    items: list[str] = []
    for _ in range(draw(st.integers(1, 5))):
        if depth < 2 and draw(st.integers(0, 5)) == 0:
            alts = draw(st.lists(_ere(depth + 1), min_size=1, max_size=3))
            atom = "(" + "|".join(alts) + ")"
        else:
            atom = draw(st.sampled_from(_ATOMS_ERE))
        items.append(atom + draw(st.sampled_from(_QUANT)))
    body = "".join(items)
    if depth == 0 and draw(st.booleans()):
        body += "|" + "".join(draw(st.lists(st.sampled_from(_ATOMS_ERE), min_size=1, max_size=3)))
    return body


def _bre(ere: str) -> str:
    """The same shape in BRE spelling (GNU's \\( \\) \\| \\{ \\} \\+ \\?)."""
    out = []
    for c in ere:
        out.append("\\" + c if c in "(){}|+?" else c)
    return "".join(out).replace("\\\\.", "\\.")


@settings(max_examples=400, deadline=None)
@given(pattern=_ere(), lines=st.lists(st.text("abcx_ .", max_size=12), min_size=1, max_size=8))
def test_every_match_holds_a_required_piece(pattern: str, lines: list[str]) -> None:
    for mode, pat in (("E", pattern), ("G", _bre(pattern))):
        pieces = _required_pieces(pat, mode)
        if pieces is None or not all(pieces):
            continue
        try:
            rx = compile_regex(pat, mode == "E", False, True)
        except (RegexError, re.error):
            continue
        for line in lines:
            if rx.search(line) is not None:
                assert any(p in line for p in pieces), (mode, pat, pieces, line)
