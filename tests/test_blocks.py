"""Compiled statement lists (agentsh.exec.blocks) against the statement loop they stand for.

The spec topic ``blocks`` pins cases against real bash; here random loop bodies (arithmetic,
``[[ ]]``, ``&&``/``||`` lists, ``if``/``elif``, groups, ``break``/``continue``, and commands
that change what the generic path checks: ``set -e``, ``set -x``, traps, ``set -u``) run once
with blocks compiled after a few runs and once with compilation off; stdout, stderr, status
and the final variables must be the same.
"""

from __future__ import annotations

from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentsh import Bash
from agentsh.exec import blocks, shell
from agentsh.syntax import parse

_ARITH = st.sampled_from(
    [
        "((i++))",
        "((s += i))",
        "((i % 3))",
        "((i > 4))",
        "((s = s * 2 % 1000))",
        "((x = 10 / (i - 5)))",
        "((r = 1))",
        "((i == 6))",
    ]
)
_COND = st.sampled_from(
    [
        "[[ $i -gt 3 ]]",
        "[[ $s == *1* ]]",
        "[[ 1 -eq 'a b' ]]",
        "[[ -n $nosuch ]]",
        "true",
        "false",
        ":",
    ]
)
_EFFECT = st.sampled_from(
    [
        "set -e",
        "set +e",
        "set -x",
        "set +x",
        "trap 'echo err' ERR",
        "trap - ERR",
        "trap 'echo dbg' DEBUG",
        'echo "i=$i s=$s"',
        "break",
        "continue",
        "set -u",
        "echo $nosuch",
    ]
)


def _stmt(depth: int) -> st.SearchStrategy[str]:
    simple = st.one_of(_ARITH, _COND, _EFFECT)
    if depth == 0:
        return simple
    inner = st.deferred(lambda: _stmt(depth - 1))
    return st.one_of(
        simple,
        simple,
        st.tuples(inner, st.sampled_from(["&&", "||"]), inner).map(" ".join),
        st.tuples(inner, inner, inner).map(lambda t: f"if {t[0]}; then {t[1]}; else {t[2]}; fi"),
        st.tuples(inner, inner, inner, inner).map(
            lambda t: f"if {t[0]}; then {t[1]}; elif {t[2]}; then {t[3]}; fi"
        ),
        st.lists(inner, min_size=1, max_size=3).map(lambda xs: "{ " + "; ".join(xs) + "; }"),
        st.tuples(inner, inner).map(lambda t: f"case $i in 1|3) {t[0]};; *5) {t[1]};& 7) :;; esac"),
        inner.map(lambda t: f"for k in 1 2; do {t}; done"),
        inner.map(lambda t: f"j=0; while ((j++ < 2)); do {t}; done"),
    )


_BODY = st.lists(_stmt(2), min_size=1, max_size=5).map("; ".join)


def _run(script: str) -> tuple[str, str, int, str]:
    b = Bash()
    r = b.run(script)
    after = b.run('echo "$i $s $x $-"; trap')
    return r.stdout, r.stderr, r.exit_code, after.stdout


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=_BODY, loop=st.sampled_from(["while", "for", "arith"]))
def test_blocks_match_statement_loop(body: str, loop: str) -> None:
    head = {
        "while": "i=0; s=1; while ((i < 12)); do ((i++)); ",
        "for": "s=1; for i in 1 2 3 4 5 6 7 8 9 10 11 12; do ",
        "arith": "s=1; for ((i=0; i<12; i++)); do ",
    }[loop]
    script = f'{head}{body}; done; echo "end $i $s $?"'
    # the statement loop first (the parse cache shares the tree: once compiled, a list
    # stays compiled), then the same text with its lists compiled after WARM_RUNS runs
    with mock.patch.object(shell, "WARM_RUNS", 1 << 40):
        generic = _run(script)
    compiled = _run(script)
    assert compiled == generic, script


def test_a_loop_body_is_compiled_once_warm() -> None:
    tree = parse("i=0; while ((i < 10)); do ((i++)); ((i > 100)) && break; done; echo $i")
    loop = tree.body[1].cmd
    b = Bash()
    assert (
        b.run("i=0; while ((i < 10)); do ((i++)); ((i > 100)) && break; done; echo $i").stdout
        == "10\n"
    )
    # (the parse cache hands every run the same tree)
    assert callable(loop.body.block), loop.body.block  # pyright: ignore[reportAttributeAccessIssue]


def test_same_shapes_share_code() -> None:
    s1 = parse("((i++)); ((i > 3)) && break")
    s2 = parse("((j++)); ((j > 9)) && break")
    f1 = blocks.compile_block(s1)
    f2 = blocks.compile_block(s2)
    assert f1 is not None and f2 is not None
    assert f1.__code__ is f2.__code__
