"""Session tools: fork (copy-on-write), snapshot/restore (bytes), simulate (real effects, no harm)."""

from __future__ import annotations

import os
import pickle

import pytest

from agentsh import Bash
from agentsh.syntax import ast as A
from agentsh.syntax import parse


def _session() -> Bash:
    b = Bash(files={"/app/a.txt": "one\ntwo\n"})
    b.run(
        "x=5; declare -A m=([k]=v); arr=(1 2 3); f(){ echo fn $1; }; alias ll='ls -l'; "
        "cd /app; set -o pipefail; shopt -s extglob; trap 'echo bye' EXIT"
    )
    return b


STATE = "cat a.txt; echo $x ${m[k]} ${arr[2]}; f 1; pwd; echo $-; shopt -q extglob && echo ext; alias ll"


def test_snapshot_round_trip() -> None:
    b = _session()
    expected = b.run(STATE)
    restored = Bash.restore(b.snapshot())
    assert restored.run(STATE) == expected


def test_snapshot_refuses_foreign_types() -> None:
    with pytest.raises(ValueError, match="forbidden"):
        Bash.restore(pickle.dumps(os.system))
    with pytest.raises(ValueError):
        Bash.restore(b"not a snapshot")


def test_fork_is_independent() -> None:
    b = _session()
    fork = b.fork()
    fork.run("echo changed > a.txt; x=9; cd /; unset -f f")
    assert b.run("cat a.txt; echo $x; pwd; f 2").stdout == "one\ntwo\n5\n/app\nfn 2\n"
    assert fork.run("cat /app/a.txt; echo $x; pwd").stdout == "changed\n9\n/\n"


def test_simulate_reports_effects_and_leaves_the_session_untouched() -> None:
    b = Bash(files={"/app/a.txt": "one\ntwo\n", "/app/old": "x"})
    sim = b.simulate(
        "cd /app; sed -i s/two/2/ a.txt; rm old; mkdir new; echo hi > new/f; X=1; echo done"
    )
    assert sim.result.stdout == "done\n"
    assert sim.created == ["/app/new", "/app/new/f"]
    assert sim.modified == ["/app/a.txt"] and sim.deleted == ["/app/old"]
    assert "-two\n+2\n" in sim.diffs["/app/a.txt"]
    assert sim.variables["X"] == "1"
    assert b.read_file("/app/a.txt") == "one\ntwo\n" and b.file_exists("/app/old")
    assert b.run("echo ${X:-unset}; pwd").stdout == "unset\n/home/user\n"


def test_snapshot_after_functions_ran() -> None:
    """Syntax nodes cache their compiled forms (closures) once run: a snapshot leaves the
    caches out, and the restored nodes derive them again."""
    b = Bash()
    script = "f() { local a=$1 b=2; x=$((a + b)); echo ${x} hi; (( x > 1 )); }; f 3; f 4"
    assert b.run(script).stdout == "5 hi\n6 hi\n"
    restored = Bash.restore(b.snapshot())
    assert restored.run("f 5; f 1").stdout == "7 hi\n3 hi\n"
    body = restored._shell.functions["f"].body  # pyright: ignore[reportPrivateUsage]
    assert isinstance(body, A.BraceGroup)
    echo = body.body.body[2].cmd
    assert isinstance(echo, A.SimpleCommand) and A.to_json(echo.words[0].parts[0])["text"] == "echo"
    assert echo.lits is None and body.body.body[0].cmd.lits is None  # $x, a=$1: not literal
    lit = parse("echo a b").body[0].cmd
    assert pickle.loads(pickle.dumps(lit)).lits == ("echo", "a", "b")


def test_snapshot_and_fork_keep_where_functions_were_defined() -> None:
    """BASH_SOURCE names the file a function was defined in ("environment" for the session's
    own scripts, as ``bash -c`` says): that survives a snapshot and a fork, and a fork's
    redefinition stays its own (expected outputs are real bash's)."""
    b = Bash(files={"/home/user/lib.sh": 'f() { echo "${BASH_SOURCE[0]}"; }\n'})
    b.run('source ./lib.sh; g() { f; echo "${BASH_SOURCE[*]}"; }')
    expected = "./lib.sh\nenvironment\n"
    assert b.run("g").stdout == expected
    assert Bash.restore(b.snapshot()).run("g").stdout == expected
    fork = b.fork()
    assert fork.run('f() { echo "${BASH_SOURCE[0]}"; }; g').stdout == "environment\nenvironment\n"
    assert b.run("g").stdout == expected
