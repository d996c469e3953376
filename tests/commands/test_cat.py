"""``cat`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (["f", "g"], b"", b"a\nb\nx\n\n\n\ty\x01\xc3\xa9\x7f\n\nlast", b"", 0),
    (
        ["-n", "f", "-", "g"],
        b"in\n",
        b"     1\ta\n     2\tb\n     3\tin\n     4\tx\n     5\t\n     6\t\n     7\t\ty\x01\xc3\xa9\x7f\n "
        b"    8\t\n     9\tlast",
        b"",
        0,
    ),
    (
        ["-b", "g", "f"],
        b"",
        b"     1\tx\n\n\n     2\t\ty\x01\xc3\xa9\x7f\n\n     3\tlasta\n     4\tb\n",
        b"",
        0,
    ),
    (["-s", "g"], b"", b"x\n\n\ty\x01\xc3\xa9\x7f\n\nlast", b"", 0),
    (["-A", "g"], b"", b"x$\n$\n$\n^Iy^AM-CM-)^?$\n$\nlast", b"", 0),
    (["-vET", "g"], b"", b"x$\n$\n$\n^Iy^AM-CM-)^?$\n$\nlast", b"", 0),
    (
        ["-sn", "g", "g"],
        b"",
        b"     1\tx\n     2\t\n     3\t\ty\x01\xc3\xa9\x7f\n     4\t\n     5\tlastx\n     6\t\n     7\t\t"
        b"y\x01\xc3\xa9\x7f\n     8\t\n     9\tlast",
        b"",
        0,
    ),
    (["-bs", "g"], b"", b"     1\tx\n\n     2\t\ty\x01\xc3\xa9\x7f\n\n     3\tlast", b"", 0),
    (["nof", "f"], b"", b"a\nb\n", b"cat: nof: No such file or directory\n", 1),
    (["d"], b"", b"", b"cat: d: Is a directory\n", 1),
    (["-e", "g"], b"", b"x$\n$\n$\n\ty^AM-CM-)^?$\n$\nlast", b"", 0),
    (["-t", "g"], b"", b"x\n\n\n^Iy^AM-CM-)^?\n\nlast", b"", 0),
    (["-Q"], b"", b"", b"cat: invalid option -- 'Q'\nTry 'cat --help' for more information.\n", 1),
    (
        ["--num"],
        b"",
        b"",
        b"cat: option '--num' is ambiguous; possibilities: '--number-nonblank' '--number'\nTry 'cat --h"
        b"elp' for more information.\n",
        1,
    ),
    (
        ["--number-n=3"],
        b"",
        b"",
        b"cat: option '--number-nonblank' doesn't allow an argument\nTry 'cat --help' for more informat"
        b"ion.\n",
        1,
    ),
    ([], b"abc", b"abc", b"", 0),
    (["-u", "f"], b"", b"a\nb\n", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_cat(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("cat", args, stdin) == (out, err, status)
