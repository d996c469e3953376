"""``nl`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (
        ["nlf"],
        b"",
        b"     1\ta\n       \n       \n     2\tb\n\n       head\n\n     1\tbody\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-ba", "nlf"],
        b"",
        b"     1\ta\n     2\t\n     3\t\n     4\tb\n\n       head\n\n     1\tbody\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-bn", "nlf"],
        b"",
        b"       a\n       \n       \n       b\n\n       head\n\n       body\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-nln", "nlf"],
        b"",
        b"1     \ta\n       \n       \n2     \tb\n\n       head\n\n1     \tbody\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-nrz", "nlf"],
        b"",
        b"000001\ta\n       \n       \n000002\tb\n\n       head\n\n000001\tbody\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-w3", "nlf"],
        b"",
        b"  1\ta\n    \n    \n  2\tb\n\n    head\n\n  1\tbody\n\n    foot\n",
        b"",
        0,
    ),
    (
        ["-s:", "nlf"],
        b"",
        b"     1:a\n       \n       \n     2:b\n\n       head\n\n     1:body\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-v5", "-i2", "nlf"],
        b"",
        b"     5\ta\n       \n       \n     7\tb\n\n       head\n\n     5\tbody\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-ba", "-l2", "nlf"],
        b"",
        b"     1\ta\n       \n     2\t\n     3\tb\n\n       head\n\n     1\tbody\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-bpa", "nlf"],
        b"",
        b"     1\ta\n       \n       \n       b\n\n       head\n\n       body\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-b", "x", "nlf"],
        b"",
        b"",
        b"nl: invalid body numbering style: \xe2\x80\x98x\xe2\x80\x99\nTry 'nl --help' for more informati"
        b"on.\n",
        1,
    ),
    (
        ["-n", "x", "nlf"],
        b"",
        b"",
        b"nl: invalid line numbering format: \xe2\x80\x98x\xe2\x80\x99\nTry 'nl --help' for more informat"
        b"ion.\n",
        1,
    ),
    (
        ["-w", "0", "nlf"],
        b"",
        b"",
        b"nl: invalid line number field width: \xe2\x80\x980\xe2\x80\x99: Numerical result out of range\n",
        1,
    ),
    (
        ["rv", "h"],
        b"",
        b"     1\th\xc3\xa9llo\n     2\tabc\n       \n     3\txyz\n     4\tl1\n     5\tl2\n     6\tl3\n  "
        b"   7\tl4\n     8\tl5\n     9\tl6\n    10\tl7\n    11\tl8\n    12\tl9\n    13\tl10\n    14\t"
        b"l11\n    15\tl12\n",
        b"",
        0,
    ),
    (
        ["-p", "nlf"],
        b"",
        b"     1\ta\n       \n       \n     2\tb\n\n       head\n\n     3\tbody\n\n       foot\n",
        b"",
        0,
    ),
    (
        ["-ha", "-fa", "nlf"],
        b"",
        b"     1\ta\n       \n       \n     2\tb\n\n     1\thead\n\n     1\tbody\n\n     1\tfoot\n",
        b"",
        0,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_nl(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("nl", args, stdin) == (out, err, status)
