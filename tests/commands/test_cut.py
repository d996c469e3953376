"""``cut`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (
        [],
        b"",
        b"",
        b"cut: you must specify a list of bytes, characters, or fields\nTry 'cut --help' for more infor"
        b"mation.\n",
        1,
    ),
    (
        ["-b", "1", "-f", "1"],
        b"",
        b"",
        b"cut: only one list may be specified\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-d:", "-b1"],
        b"",
        b"",
        b"cut: an input delimiter may be specified only when operating on fields\nTry 'cut --help' for "
        b"more information.\n",
        1,
    ),
    (
        ["-s", "-b1"],
        b"",
        b"",
        b"cut: suppressing non-delimited lines makes sense\n\tonly when operating on fields\nTry 'cut --h"
        b"elp' for more information.\n",
        1,
    ),
    (
        ["-d", "ab", "-f1"],
        b"",
        b"",
        b"cut: the delimiter must be a single character\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-f", "0"],
        b"",
        b"",
        b"cut: fields are numbered from 1\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-f", "x"],
        b"",
        b"",
        b"cut: invalid field value \xe2\x80\x98x\xe2\x80\x99\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-f", "3-1"],
        b"",
        b"",
        b"cut: invalid decreasing range\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-f", "-"],
        b"",
        b"",
        b"cut: invalid range with no endpoint: -\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-c", "1,"],
        b"",
        b"",
        b"cut: byte/character positions are numbered from 1\nTry 'cut --help' for more information.\n",
        1,
    ),
    (["-d:", "-f1", "cf"], b"", b"a\nno delim\n1\n\n", b"", 0),
    (["-d:", "-f2-", "cf"], b"", b"b:c\nno delim\n2\n:\n", b"", 0),
    (["-d:", "-f1,3", "cf"], b"", b"a:c\nno delim\n1\n:\n", b"", 0),
    (["-d:", "-s", "-f2", "cf"], b"", b"b\n2\n\n", b"", 0),
    (["-d:", "--complement", "-f2", "cf"], b"", b"a:c\nno delim\n1\n:\n", b"", 0),
    (["-d:", "-f1,2", "--output-delimiter=XX", "cf"], b"", b"aXXb\nno delim\n1XX2\nXX\n", b"", 0),
    (["-c2-3", "cf"], b"", b":b\no \n:2\n:\n", b"", 0),
    (["-b-2,4-", "cf"], b"", b"a::c\nnodelim\n1:\n::\n", b"", 0),
    (["-c1,3", "--output-delimiter=.", "cf"], b"", b"a.b\nn. \n1.2\n:\n", b"", 0),
    (["--complement", "-c2", "cf"], b"", b"ab:c\nn delim\n12\n:\n", b"", 0),
    (["-f1", "cf"], b"", b"a:b:c\nno delim\n1:2\n::\n", b"", 0),
    (
        ["-f2", "nof", "cf"],
        b"",
        b"a:b:c\nno delim\n1:2\n::\n",
        b"cut: nof: No such file or directory\n",
        1,
    ),
    (["-f2"], b"a\tb\tc\n", b"b\n", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_cut(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("cut", args, stdin) == (out, err, status)
