"""The compiled forms of simple commands (``agentsh.exec.compiled``) are taken in loops.

Not timing: whether a command of each common shape got its own function (``cmd.run``)
after a few iterations, as exec_simple decides. A change that made one fall back to
exec_simple for good (``run`` False) would pass every behaviour test and only show in the
benchmarks; this pins it."""

from __future__ import annotations

import pytest

from agentsh import Bash
from agentsh.syntax import ast as A
from agentsh.syntax.parser import parse


def _loop_body(script: str) -> list[A.SimpleCommand]:
    tree = parse(script)
    loop = tree.body[-1].cmd
    assert isinstance(loop, A.ArithFor | A.For | A.While)
    return [s.cmd for s in loop.body.body if isinstance(s.cmd, A.SimpleCommand)]


@pytest.mark.parametrize(
    "body",
    [
        "x=$((x + i * 2 % 7))",  # compile_store
        "s=$((s + $i))",  # an ArithDynamic value: _assign_run
        "t=abc$i",  # _assign_one_run
        "a=1 b=$i",  # _assign_run
        'q=("${q[@]:1}" $i)',  # _array_run
        "q+=($i)",
        "printf -v y %s $i",  # _words_run
        "IFS=, read -r u v <<< $i",  # not compiled: a redirection (run False)
    ],
)
def test_loop_commands_compiled(body: str) -> None:
    script = f"x=0; s=0; q=(); for ((i = 0; i < 40; i++)); do {body}; done"
    sh = Bash()
    r = sh.run(script)
    assert r.exit_code == 0, r.stderr
    (cmd,) = _loop_body(script)
    if cmd.redirs:
        assert cmd.run is False
    else:
        assert callable(cmd.run), f"{body!r} was not compiled ({cmd.run!r})"
