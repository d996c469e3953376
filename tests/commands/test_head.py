"""``head`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (["h"], b"", b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\n", b"", 0),
    (["-n", "3", "h"], b"", b"l1\nl2\nl3\n", b"", 0),
    (["-n", "-3", "h"], b"", b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\n", b"", 0),
    (["-n0", "h"], b"", b"", b"", 0),
    (["-c", "5", "h"], b"", b"l1\nl2", b"", 0),
    (["-c", "-5", "h"], b"", b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl1", b"", 0),
    (["-3", "h"], b"", b"l1\nl2\nl3\n", b"", 0),
    (["-3c", "h"], b"", b"l1\n", b"", 0),
    (["-q", "h", "f"], b"", b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\na\nb\n", b"", 0),
    (["-v", "h"], b"", b"==> h <==\nl1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\n", b"", 0),
    (
        ["-n", "2", "f", "d", "h"],
        b"",
        b"==> f <==\na\nb\n\n==> d <==\n\n==> h <==\nl1\nl2\n",
        b"head: error reading 'd': Is a directory\n",
        1,
    ),
    (["-n", "x", "h"], b"", b"", b"head: invalid number of lines: \xe2\x80\x98x\xe2\x80\x99\n", 1),
    (
        ["-c", "1x", "h"],
        b"",
        b"",
        b"head: invalid number of bytes: \xe2\x80\x981x\xe2\x80\x99\n",
        1,
    ),
    (["-n", "1K", "h"], b"", b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12", b"", 0),
    (["-5v", "h"], b"", b"==> h <==\nl1\nl2\nl3\nl4\nl5\n", b"", 0),
    (["--lines=2", "h"], b"", b"l1\nl2\n", b"", 0),
    (
        ["-n"],
        b"",
        b"",
        b"head: option requires an argument -- 'n'\nTry 'head --help' for more information.\n",
        1,
    ),
    (["nof"], b"", b"", b"head: cannot open 'nof' for reading: No such file or directory\n", 1),
    (
        ["-7x", "h"],
        b"",
        b"",
        b"head: invalid trailing option -- x\nTry 'head --help' for more information.\n",
        1,
    ),
    (["-n2", "-", "f"], b"a\nb\nc\n", b"==> standard input <==\na\nb\n\n==> f <==\na\nb\n", b"", 0),
    (["-z", "-n1", "h"], b"", b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12", b"", 0),
    (["--bytes=3"], b"abcdef", b"abc", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_head(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("head", args, stdin) == (out, err, status)
