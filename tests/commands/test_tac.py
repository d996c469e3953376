"""``tac`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (["h"], b"a\nb\nc", b"l12l11\nl10\nl9\nl8\nl7\nl6\nl5\nl4\nl3\nl2\nl1\n", b"", 0),
    (["rv"], b"a\nb\nc", b"xyz\nabc\nh\xc3\xa9llo\n", b"", 0),
    ([], b"a\nb\nc", b"cb\na\n", b"", 0),
    (["-b", "h"], b"a\nb\nc", b"\nl12\nl11\nl10\nl9\nl8\nl7\nl6\nl5\nl4\nl3\nl2l1", b"", 0),
    (["-s", "l", "h"], b"a\nb\nc", b"1211\nl10\nl9\nl8\nl7\nl6\nl5\nl4\nl3\nl2\nl1\nll", b"", 0),
    (
        ["-b", "-s", "l", "h"],
        b"a\nb\nc",
        b"l12l11\nl10\nl9\nl8\nl7\nl6\nl5\nl4\nl3\nl2\nl1\n",
        b"",
        0,
    ),
    (
        ["nof"],
        b"a\nb\nc",
        b"",
        b"tac: failed to open 'nof' for reading: No such file or directory\n",
        1,
    ),
    (
        ["rv", "h"],
        b"a\nb\nc",
        b"xyz\nabc\nh\xc3\xa9llo\nl12l11\nl10\nl9\nl8\nl7\nl6\nl5\nl4\nl3\nl2\nl1\n",
        b"",
        0,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_tac(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("tac", args, stdin) == (out, err, status)
