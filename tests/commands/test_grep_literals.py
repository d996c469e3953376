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


@settings(max_examples=300, deadline=None)
@given(
    pattern=_ere(),
    lines=st.lists(st.text("abcx_ .", max_size=10), min_size=1, max_size=40),
    final_newline=st.booleans(),
    ere=st.booleans(),
)
def test_dense_lines_agree_with_the_line_by_line_scan(
    pattern: str, lines: list[str], final_newline: bool, ere: bool
) -> None:
    """The dense paths (every line tested with the regex, or a regex of whole matching lines
    after a few matches) select, count and print (also inverted and numbered) the lines the
    match-by-match scan does."""
    from agentsh.commands import grep as G

    pat = pattern if ere else _bre(pattern)
    try:
        rx = compile_regex(pat, ere, False, True)
    except (RegexError, re.error):
        return
    text = "\n".join(lines) + ("\n" if final_newline else "")
    results = []
    for probe in (1, 10**9):  # the dense path as soon as it can be taken; never
        cfg = G._Cfg([rx])  # pyright: ignore[reportPrivateUsage]
        numbered = G._Cfg([rx], line_numbers=True, invert=True)  # pyright: ignore[reportPrivateUsage]
        inverted = G._Cfg([rx], invert=True)  # pyright: ignore[reportPrivateUsage]
        old = G._DENSE_PROBE  # pyright: ignore[reportPrivateUsage]
        G._DENSE_PROBE = probe  # pyright: ignore[reportPrivateUsage]
        try:
            got = (
                G._count_matching(cfg, text),  # pyright: ignore[reportPrivateUsage]
                G._matching_lines(cfg, text, 0, -1),  # pyright: ignore[reportPrivateUsage]
                G._emit_simple(cfg, "f", text, 3, -1),  # pyright: ignore[reportPrivateUsage]
                G._emit_simple(numbered, "f", text, 3, -1),  # pyright: ignore[reportPrivateUsage]
                G._emit_simple(inverted, "f", text, 0, -1),  # pyright: ignore[reportPrivateUsage]
            )
        finally:
            G._DENSE_PROBE = old  # pyright: ignore[reportPrivateUsage]
        results.append(got)
    assert results[0] == results[1], (pat, text)


@settings(max_examples=300, deadline=None)
@given(
    literal=st.sampled_from(["a", "ab", "", " ", "x.", "A"]),
    lines=st.lists(st.text("abAx_ .", max_size=10), min_size=1, max_size=120),
    final_newline=st.booleans(),
    folded=st.booleans(),
    numbered=st.booleans(),
    lineno=st.integers(0, 5),
)
def test_dense_literal_lines_agree_with_the_match_by_match_scan(
    literal: str,
    lines: list[str],
    final_newline: bool,
    folded: bool,
    numbered: bool,
    lineno: int,
) -> None:
    """A pure literal that most lines hold: printing and counting test every line in C
    (after a probe); the output and counts are the match-by-match scan's."""
    from agentsh.commands import grep as G

    rx = re.compile(re.escape(literal), re.IGNORECASE if folded else 0)
    text = "\n".join(lines) + ("\n" if final_newline else "")
    results = []
    for probe in (1, 10**9):  # the dense ways as soon as they can be taken; never
        cfg = G._Cfg([rx], line_numbers=numbered, with_name=numbered)  # pyright: ignore[reportPrivateUsage]
        if folded:
            cfg.folded_literal = literal.lower()
        else:
            cfg.literal = cfg.pure_literal = literal
        old = G._DENSE_PROBE  # pyright: ignore[reportPrivateUsage]
        G._DENSE_PROBE = probe  # pyright: ignore[reportPrivateUsage]
        try:
            got = (
                G._count_matching(cfg, text),  # pyright: ignore[reportPrivateUsage]
                G._emit_simple(cfg, "f", text, lineno, -1),  # pyright: ignore[reportPrivateUsage]
            )
        finally:
            G._DENSE_PROBE = old  # pyright: ignore[reportPrivateUsage]
        results.append(got)
    assert results[0] == results[1], (literal, text)
    want = text.split("\n") if text else []  # the lines grep sees
    if text.endswith("\n"):
        want.pop()
    assert results[0][0] == sum(
        literal.lower() in ln.lower() if folded else literal in ln for ln in want
    )


_CASE_ATOMS = ["a", "B", "ab", "Ab", "x", " ", ".", "c*", "b+", "A?"]


@st.composite
def _case_pattern(draw: st.DrawFn) -> str:
    alts = draw(
        st.lists(
            st.lists(st.sampled_from(_CASE_ATOMS), min_size=1, max_size=4).map("".join),
            min_size=1,
            max_size=3,
        )
    )
    body = "|".join(alts)
    return draw(st.sampled_from(["", "^"])) + body + draw(st.sampled_from(["", "$"]))


@settings(max_examples=300, deadline=None)
@given(
    pattern=_case_pattern(),
    lines=st.lists(st.text("abABxX .c", max_size=10), min_size=1, max_size=80),
    opts=st.sampled_from([["-i"], ["-ic"], ["-in"], ["-iv"], ["-ivc"], ["-iw"], ["-ix"], ["-io"]]),
    mode=st.sampled_from(["-E", "-G"]),
)
def test_case_folding_on_lowercased_text_agrees(
    pattern: str, lines: list[str], opts: list[str], mode: str
) -> None:
    """``grep -i`` of a pattern that lowercasing cannot change (ASCII, no escapes or
    brackets) runs without case folding on the lowercased text: the same output as ``re``'s
    case folding on the text; and an ERE of plain literals joined by ``|`` finds the same
    lines with the literal finder as with the regex."""
    from _cmdtest import make_fs, run_cmd  # pyright: ignore[reportMissingImports]

    from agentsh.commands import grep as G

    fs = make_fs()
    lines = lines * (100 // len(lines) + 1)  # (enough lines for the dense paths' probe)
    fs.write_bytes("/w/f", "".join(ln + "\n" for ln in lines).encode())
    got = run_cmd("grep", [*opts, mode, "-e", pattern, "f"], fs=fs)
    saved = G._lowerable, G._literal_alternation  # pyright: ignore[reportPrivateUsage]
    G._lowerable = lambda _p, _m: False  # pyright: ignore[reportPrivateUsage]
    G._literal_alternation = lambda _p: False  # pyright: ignore[reportPrivateUsage]
    try:
        want = run_cmd("grep", [*opts, mode, "-e", pattern, "f"], fs=fs)
    finally:
        G._lowerable, G._literal_alternation = saved  # pyright: ignore[reportPrivateUsage]
    assert got == want, (opts, mode, pattern, lines)
    plain = run_cmd(
        "grep", [*[o.replace("i", "") for o in opts if o != "-i"], mode, "-e", pattern, "f"], fs=fs
    )
    G._literal_alternation = lambda _p: False  # pyright: ignore[reportPrivateUsage]
    try:
        regex = run_cmd(
            "grep",
            [*[o.replace("i", "") for o in opts if o != "-i"], mode, "-e", pattern, "f"],
            fs=fs,
        )
    finally:
        G._literal_alternation = saved[1]  # pyright: ignore[reportPrivateUsage]
    assert plain == regex, (opts, mode, pattern, lines)
