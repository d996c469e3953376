"""Hostile inputs: every one ends within its budget, returns a RunResult, prints no traceback,
and leaves the session usable. Real I/O is covered by tests/test_no_real_io.py.

Each case runs with a small time budget; the assertion on wall time allows generous slack
(it guards against hangs, not for performance).
"""

from __future__ import annotations

import dataclasses
import time

import pytest

from agentsh import Bash, Limits, RunResult

BUDGET = Limits(timeout=2.0, max_call_depth=100, max_loop_iterations=100_000, max_output_bytes=1_000_000,
                max_fs_bytes=20_000_000, max_file_bytes=5_000_000, max_files=5_000,
                max_string_bytes=2_000_000)  # fmt: skip
#: the same budget whose only way to stop an endless loop is the time limit
NO_LOOP_CAP = dataclasses.replace(BUDGET, timeout=1.0, max_loop_iterations=10**12)

CASES = {
    # infinite loops of every kind
    "while true": "while :; do :; done",
    "for ((;;))": "for ((;;)); do :; done",
    "until false": "until false; do x=1; done",
    "loop in subshell": "( while :; do :; done )",
    "loop in substitution": "x=$(while :; do :; done)",
    "loop in pipeline": "while :; do echo y; done | while read l; do :; done",
    "recursive loop via function": "f() { while :; do f; done; }; f",
    # fork bombs
    "classic fork bomb": ":(){ :|:& };:",
    "pipeline bomb": "f() { f | f; }; f",
    "background bomb": "f() { f & f; }; f",
    # unbounded recursion
    "function recursion": "f() { f; }; f",
    "recursion in substitution": "f() { echo $(f); }; f",
    "eval recursion": 'e=\'eval "$e"\'; eval "$e"',
    "source recursion": "echo 'source ./r.sh' > r.sh; source ./r.sh",
    "bash -c recursion": "echo 'bash ./r.sh' > r.sh; bash ./r.sh",
    "alias recursion": "shopt -s expand_aliases\nalias a='a'\na",
    # memory bombs
    "string doubling": "x=aaaaaaaa; while :; do x=$x$x; done",
    "brace explosion": "echo {1..9}{1..9}{1..9}{1..9}{1..9}{1..9}{1..9}{1..9}",
    "printf width": "printf '%*d' 1000000000 1 > /dev/null",
    "yes into a file": "yes > big",
    "array growth": "a=(); while :; do a+=(xxxxxxxxxxxxxxxxxxxxxxxx); done",
    "many files": "i=0; while :; do : > f$i; i=$((i+1)); done",
    "huge here-doc": "cat <<EOF > /dev/null\n" + "x" * 200_000 + "\nEOF",
    # infinite producers into pipelines
    "yes | head": "yes | head -n 1",
    "zero | head": "cat /dev/zero | head -c 5 | od -c",
    "urandom | head": "head -c 100 /dev/urandom | wc -c",
    "seq huge | grep -m1": "seq 1 1000000000000 | grep -m1 7",
    "yes to stdout": "yes",
    # interpreters inside the interpreter
    "awk infinite loop": "awk 'BEGIN { while (1) {} }'",
    "sed infinite loop": "echo x | sed ':a;ba'",
    "awk string doubling": "awk 'BEGIN { s = \"x\"; while (1) s = s s }'",
    # catastrophic regular expressions (ReDoS)
    "grep redos": "printf '%040d' 0 | tr 0 a > f; echo b >> f; grep -E '(a+)+$' f",
    "grep redos alternation": "printf '%040d' 0 | tr 0 a > f; grep -cE '^(a|aa)+$' f",
    "[[ =~ ]] redos": "x=$(printf '%030d' 0 | tr 0 a)b; [[ $x =~ ^(a+)+$ ]]",
    "sed redos": "printf '%040d\\n' 0 | tr 0 a | sed -E 's/(a+)+b/X/'",
    "awk redos": "printf '%040d\\n' 0 | tr 0 a | awk '/(a+)+b/'",
    # filesystem tricks
    "symlink loop": "ln -s a b; ln -s b a; cat a; ls -L a",
    "deep directories": "d=x; for i in $(seq 200); do d=$d/x; done; mkdir -p $d && echo ok",
    "dev files": "cat /dev/null; head -c 3 /dev/zero | od -An -c",
    # deeply nested syntax
    "nested parens": "(" * 5000 + "true" + ")" * 5000,
    "nested braces": "{ " * 3000 + "true; " + "} " * 3000,
    "nested substitutions": "echo " + "$(" * 500 + "echo x" + ")" * 500,
    "nested arithmetic": "echo $((" + "(" * 3000 + "1" + ")" * 3000 + "))",
    "long pipeline": " | ".join(["cat"] * 300),
    # bytes
    "invalid utf-8": "printf '\\xff\\xfe\\x00abc' | wc -c; echo $'\\xff'",
    "nul bytes in script": "echo a\x00b; echo ok",
    # reaching for the host
    "/bin/sh": "/bin/sh -c 'echo inside'",
    "exec python": "exec python3 -c 'import os'",
    "proc self": "cat /proc/self/environ; ls /proc",
    "curl": "curl https://example.com",
    "nc": "nc -l 4444",
    "kill everything": "kill -9 -1; kill -9 0; echo after",
    "ulimit": "ulimit -n 1000000; ulimit -a",
    "timeout of sleep": "sleep 100000",
}


def _check(bash: Bash, script: str) -> RunResult:
    start = time.monotonic()
    r = bash.run(script)
    elapsed = time.monotonic() - start
    assert isinstance(r, RunResult)
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr[-500:]
    assert 0 <= r.exit_code <= 255
    assert elapsed < 20, f"took {elapsed:.1f}s"
    return r


@pytest.mark.parametrize("name", sorted(CASES))
def test_hostile_script_is_contained(name: str) -> None:
    bash = Bash(limits=BUDGET)
    _check(bash, CASES[name])
    after = bash.run("echo alive; x=1; echo $((x+1))")
    assert (after.stdout, after.exit_code) == ("alive\n2\n", 0)


def test_limits_report_which_limit() -> None:
    bash = Bash(limits=BUDGET)
    # an endless loop stops on whichever limit it reaches first (depends on the machine's speed)
    assert bash.run("while :; do :; done").limit_exceeded in ("timeout", "max_loop_iterations")
    assert Bash(limits=NO_LOOP_CAP).run("while :; do :; done").limit_exceeded == "timeout"
    assert bash.run("f() { f; }; f").limit_exceeded in ("max_call_depth", "recursion")
    assert bash.run("yes").limit_exceeded == "max_output_bytes"
    r = bash.run("for i in $(seq 200000); do :; done")
    assert r.limit_exceeded in ("max_loop_iterations", "timeout")
    assert bash.run(":(){ :|:& };:").limit_exceeded in (
        "max_processes",
        "max_call_depth",
        "timeout",
    )


def test_appends_are_held_to_max_string_bytes() -> None:
    """``+=`` of a variable, an element (indexed, associative, in a compound assignment) stops
    on max_string_bytes when the joined value is too long, however short the appended part;
    appends within the limit go on (they grow the value in place)."""
    bash = Bash(limits=Limits(max_string_bytes=10))
    for script, name in (
        ("s=12345; s+=678; s+=abcd", "s"),
        ("f() { local v=123456789; v+=xy; }; f", "v"),
        ("declare -A m; m[k]=123456789; m[k]+=xy", "m"),
        ("a=(123456789); a[0]+=xy", "a"),
        ("a=(123456789); a+=([0]+=xy)", "a"),
    ):
        r = bash.run(script + "; echo after")
        assert (r.limit_exceeded, r.stdout, r.stderr) == (
            "max_string_bytes",
            "",
            f"bash: {name}: string too long\n",
        ), script
    r = bash.run("s=12; for i in 1 2 3 4; do s+=ab; done; a=(x); a[0]+=yz; echo $s ${a[0]}")
    assert (r.stdout, r.exit_code) == ("12abababab xyz\n", 0)


def test_memory_growth_is_a_limit() -> None:
    """An awk array filled in a loop (no finer limit catches it) ends on max_memory_bytes,
    also when it runs in a pipeline's stage; the session goes on."""
    bash = Bash(limits=Limits(max_memory_bytes=64 * 1024 * 1024, timeout=60))
    bomb = "awk 'BEGIN { for (i = 0; i < 30000000; i++) a[i] = i; print length(a) }'"
    for script in (bomb, f"{bomb} | cat", f"seq 3 | {bomb}"):
        r = bash.run(script)
        assert (r.limit_exceeded, r.exit_code) == ("max_memory_bytes", 125), script
        assert "memory limit exceeded (67108864 bytes)" in r.stderr
    assert bash.run("echo ok").stdout == "ok\n"


def test_output_so_far_is_kept() -> None:
    r = Bash(limits=NO_LOOP_CAP).run("echo before; while :; do :; done")
    assert r.stdout == "before\n" and r.exit_code == 124
    assert "time limit exceeded" in r.stderr


def test_file_limits_fail_like_a_full_disk() -> None:
    bash = Bash(limits=BUDGET)
    r = bash.run("head -c 6000000 /dev/zero > big; echo $?")
    assert "File too large" in r.stderr or "No space left on device" in r.stderr
    assert r.stdout.strip() != "0"


def test_cancel_from_another_thread() -> None:
    import threading

    bash = Bash(limits=Limits(timeout=30))
    timer = threading.Timer(0.3, bash.cancel)
    timer.start()
    start = time.monotonic()
    r = bash.run("while :; do :; done")
    assert time.monotonic() - start < 10
    assert r.limit_exceeded == "cancelled" and r.exit_code == 130
    assert bash.run("echo ok").stdout == "ok\n"


def test_virtual_sleep_cannot_outlast_the_timeout() -> None:
    start = time.monotonic()
    r = Bash(limits=Limits(timeout=5)).run("sleep 3; echo slept; sleep 10; echo never")
    assert time.monotonic() - start < 2  # sleeping is virtual
    assert r.stdout == "slept\n" and r.limit_exceeded == "timeout"
