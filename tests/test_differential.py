"""Differential fuzzing: small generated scripts must behave in agentsh exactly as in bash.

A hypothesis grammar builds scripts from assignments, echo/printf of expansions, arithmetic,
if/case/for/while (small bounds), functions and arrays. Each script runs in real GNU bash
(skipped when /usr/bin/bash is absent) and in agentsh; stdout and exit status must match.
"""

from __future__ import annotations

import os
import subprocess
import tempfile

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

BASH = "/usr/bin/bash"
pytestmark = pytest.mark.skipif(not os.path.exists(BASH), reason="needs GNU bash")

NAMES = ["a", "b", "x", "n"]
WORDS = ["foo", "bar baz", "", "a*b", "1", "-3", "q:r", "hello world"]

name = st.sampled_from(NAMES)
small = st.integers(min_value=-5, max_value=12)
lit = st.sampled_from(WORDS).map(lambda w: "'" + w + "'")


@st.composite
def arith(draw: st.DrawFn, depth: int = 0) -> str:
    if depth > 2 or draw(st.booleans()):
        return draw(st.one_of(small.map(str), name))
    op = draw(
        st.sampled_from(
            ["+", "-", "*", "/", "%", "<", ">=", "==", "!=", "&&", "||", "&", "|", "^", "<<"]
        )
    )
    left = draw(arith(depth + 1))
    right = draw(arith(depth + 1))
    if op in ("/", "%"):
        right = f"({right}|1)"  # never divide by zero
    if op == "<<":
        right = "2"
    return f"({left} {op} {right})"


@st.composite
def expansion(draw: st.DrawFn) -> str:
    v = draw(name)
    form = draw(
        st.sampled_from(
            [
                "${V}", "${V:-def}", "${V-def}", "${V:+alt}", "${#V}", "${V#?}", "${V%?}",
                "${V/o/0}", "${V//a/A}", "${V^^}", "${V:1:2}", "$((ARITH))", "${arr[@]}",
                "${#arr[@]}", "${arr[1]}", "${!arr[@]}", "$#", "$1",
            ]
        )
    )  # fmt: skip
    form = form.replace("V", v)
    if "ARITH" in form:
        form = form.replace("ARITH", draw(arith()))
    return form


@st.composite
def word(draw: st.DrawFn) -> str:
    e = draw(expansion())
    return draw(st.sampled_from([e, f'"{e}"', f'"<{e}>"', f"x{e}"]))


@st.composite
def simple(draw: st.DrawFn) -> str:
    kind = draw(st.integers(min_value=0, max_value=6))
    if kind == 0:
        return f"{draw(name)}={draw(st.one_of(lit, word()))}"
    if kind == 1:
        return f"echo {' '.join(draw(st.lists(word(), min_size=1, max_size=3)))}"
    if kind == 2:
        args = " ".join(draw(st.lists(word(), min_size=0, max_size=3)))
        return f"printf '[%s]' {args}; echo"
    if kind == 3:
        return f"{draw(name)}=$(( {draw(arith())} ))"
    if kind == 4:
        return f"arr+=({draw(lit)} {draw(word())})"
    if kind == 5:
        return f"(( {draw(arith())} )); echo $?"
    return f"f {draw(word())} {draw(lit)}"


@st.composite
def statement(draw: st.DrawFn, depth: int = 0) -> str:
    if depth >= 2:
        return draw(simple())
    kind = draw(st.integers(min_value=0, max_value=5))
    body = "; ".join(draw(st.lists(statement(depth + 1), min_size=1, max_size=2)))
    if kind == 0:
        return f"if (( {draw(arith())} )); then {body}; else echo no; fi"
    if kind == 1:
        return f"for {draw(name)} in {draw(word())} 1 2; do {body}; done"
    if kind == 2:
        i = f"k{depth}"  # a counter the body never assigns
        return f"{i}=0; while (( {i} < 3 )); do {body}; {i}=$(({i} + 1)); done"
    if kind == 3:
        pat = draw(st.sampled_from(["fo*", "*a*", "[0-9]", "''", "*"]))
        return f"case {draw(word())} in {pat}) {body};; *) echo other;; esac"
    return draw(simple())


@st.composite
def script(draw: st.DrawFn) -> str:
    lines = [
        "arr=(one 'two three' 4)",
        'f() { local n=$#; echo "f:$n:$1"; return $(( n % 3 )); }',
        "set -- p1 'p 2'",
    ]
    lines += draw(st.lists(statement(), min_size=1, max_size=5))
    return "\n".join(lines) + "\n"


def _run_bash(text: str) -> tuple[str, int]:
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(
            ["bash", "-c", text],
            executable=BASH,
            cwd=tmp,
            env={"LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": tmp},
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=10,
        )
    return proc.stdout.decode("utf-8", "surrogateescape"), proc.returncode


@settings(
    max_examples=100,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(script())
def test_matches_bash(text: str) -> None:
    from agentsh import Bash

    expected_out, expected_status = _run_bash(text)
    result = Bash().run(text)
    assert (result.stdout, result.exit_code) == (expected_out, expected_status), text
