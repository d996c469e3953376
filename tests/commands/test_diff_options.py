"""``diff`` options and directories against GNU diffutils 3.8."""

from __future__ import annotations

import pytest

from agentsh import Bash

# (name, files, script, stdout, stderr, status) recorded from the real GNU tools
CASES: list[tuple[str, dict[str, str], str, str, str, int]] = [
    ("ignore case", {"a": "A\nb\n", "b": "a\nB\n"}, "diff -i a b; echo $?", "0\n", "", 0),
    ("ignore all space", {"a": "a b\n", "b": "ab\n"}, "diff -w a b; echo $?", "0\n", "", 0),
    ("ignore space change", {"a": "a  b \n", "b": "a b\n"}, "diff -b a b; echo $?", "0\n", "", 0),
    ("ignore blank", {"a": "a\n\nb\n", "b": "a\nb\n"}, "diff -B a b; echo $?", "0\n", "", 0),
    (
        "ignore matching",
        {"a": "a\n#x\n", "b": "a\n#y\n"},
        "diff -I '^#' a b; echo $?",
        "0\n",
        "",
        0,
    ),
    ("strip cr", {"a": "a\r\n", "b": "a\n"}, "diff --strip-trailing-cr a b; echo $?", "0\n", "", 0),
    ("new file", {"a": "x\n"}, "diff -N a nope; echo $?", "1d0\n< x\n1\n", "", 0),
    (
        "recursive",
        {"d1/f": "a\n", "d2/f": "b\n", "d1/s/x": "1\n", "d2/s/x": "1\n", "d1/only": "o\n"},
        "diff -r d1 d2; echo $?",
        "diff -r d1/f d2/f\n1c1\n< a\n---\n> b\nOnly in d1: only\n1\n",
        "",
        0,
    ),
    (
        "not recursive",
        {"d1/f": "a\n", "d2/f": "a\n", "d1/s/x": "1\n", "d2/s/x": "2\n"},
        "diff d1 d2; echo $?",
        "Common subdirectories: d1/s and d2/s\n0\n",
        "",
        0,
    ),
    (
        "exclude",
        {"d1/f.o": "a\n", "d2/f.o": "b\n", "d1/g": "a\n", "d2/g": "a\n"},
        "diff -r -x '*.o' d1 d2; echo $?",
        "0\n",
        "",
        0,
    ),
    ("stdin", {"a": "x\n"}, "echo y | diff a -; echo $?", "1c1\n< x\n---\n> y\n1\n", "", 0),
    (
        "bad option",
        {},
        "diff --nope a b; echo $?",
        "2\n",
        "diff: unrecognized option '--nope'\ndiff: Try 'diff --help' for more information.\n",
        0,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_case(case: tuple[str, dict[str, str], str, str, str, int]) -> None:
    _, files, script, out, err, status = case
    r = Bash(files={f"/home/user/{k}": v for k, v in files.items()}).run(script, cwd="/home/user")
    assert (r.stdout, r.stderr, r.exit_code) == (out, err, status)
