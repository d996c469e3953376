"""``seq`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    ([], b"", b"", b"seq: missing operand\nTry 'seq --help' for more information.\n", 1),
    (
        ["x"],
        b"",
        b"",
        b"seq: invalid floating point argument: \xe2\x80\x98x\xe2\x80\x99\nTry 'seq --help' for more info"
        b"rmation.\n",
        1,
    ),
    (
        ["1", "0", "3"],
        b"",
        b"",
        b"seq: invalid Zero increment value: \xe2\x80\x980\xe2\x80\x99\nTry 'seq --help' for more informa"
        b"tion.\n",
        1,
    ),
    (
        ["1", "2", "3", "4"],
        b"",
        b"",
        b"seq: extra operand \xe2\x80\x984\xe2\x80\x99\nTry 'seq --help' for more information.\n",
        1,
    ),
    (
        ["-f", "%d", "1", "2"],
        b"",
        b"",
        b"seq: format \xe2\x80\x98%d\xe2\x80\x99 has unknown %d directive\n",
        1,
    ),
    (
        ["-f", "%f %f", "1"],
        b"",
        b"",
        b"seq: format \xe2\x80\x98%f %f\xe2\x80\x99 has too many % directives\n",
        1,
    ),
    (["5"], b"", b"1\n2\n3\n4\n5\n", b"", 0),
    (["3", "7"], b"", b"3\n4\n5\n6\n7\n", b"", 0),
    (["1", "0.5", "3"], b"", b"1.0\n1.5\n2.0\n2.5\n3.0\n", b"", 0),
    (["-w", "8", "11"], b"", b"08\n09\n10\n11\n", b"", 0),
    (["0.1", "0.1", "0.35"], b"", b"0.1\n0.2\n0.3\n", b"", 0),
    (["1e2", "1e2", "3e2"], b"", b"100\n200\n300\n", b"", 0),
    (["-s,", "-w", "-3", "2"], b"", b"-3,-2,-1,00,01,02\n", b"", 0),
    (["5", "1"], b"", b"", b"", 0),
    (["1.5", "3"], b"", b"1.5\n2.5\n", b"", 0),
    (["-f", "%05.1f", "1", "3"], b"", b"001.0\n002.0\n003.0\n", b"", 0),
    (["10", "-3", "1"], b"", b"10\n7\n4\n1\n", b"", 0),
    (["-w", "1", "0.5", "2"], b"", b"1.0\n1.5\n2.0\n", b"", 0),
    (["-w", "-1", "1"], b"", b"-1\n00\n01\n", b"", 0),
    (["-s", "", "3"], b"", b"123\n", b"", 0),
    (["-s", "ab", "1", "3"], b"", b"1ab2ab3\n", b"", 0),
    (["-1", "2"], b"", b"-1\n0\n1\n2\n", b"", 0),
    (["-f", "%.3e", "1", "2"], b"", b"1.000e+00\n2.000e+00\n", b"", 0),
    (["0", "0.25", "1"], b"", b"0.00\n0.25\n0.50\n0.75\n1.00\n", b"", 0),
    (["-5", "-1"], b"", b"-5\n-4\n-3\n-2\n-1\n", b"", 0),
    (["2", "-1", "-2"], b"", b"2\n1\n0\n-1\n-2\n", b"", 0),
    (["-w", "9", "-3", "-10"], b"", b"009\n006\n003\n000\n-03\n-06\n-09\n", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_seq(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("seq", args, stdin) == (out, err, status)
