"""``wc`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (["h"], b"", b"11 12 38 h\n", b"", 0),
    (["-l", "h"], b"", b"11 h\n", b"", 0),
    (["-l", "h", "f"], b"", b"11 h\n 2 f\n13 total\n", b"", 0),
    (["h", "f"], b"", b"11 12 38 h\n 2  2  4 f\n13 14 42 total\n", b"", 0),
    (["-c", "h"], b"", b"38 h\n", b"", 0),
    (
        ["-lc", "nof", "h"],
        b"",
        b"11 38 h\n11 38 total\n",
        b"wc: nof: No such file or directory\n",
        1,
    ),
    (
        ["d", "h"],
        b"",
        b"      0       0       0 d\n     11      12      38 h\n     11      12      38 total\n",
        b"wc: d: Is a directory\n",
        1,
    ),
    (["-m", "u"], b"", b"17 u\n", b"", 0),
    (["-w", "u"], b"", b"4 u\n", b"", 0),
    (["-L", "u"], b"", b"11 u\n", b"", 0),
    (["-mwcL", "u"], b"", b" 4 17 21 11 u\n", b"", 0),
    (
        ["-lwmcL", "h", "u", "f"],
        b"",
        b"11 12 38 38  3 h\n 3  4 17 21 11 u\n 2  2  4  4  1 f\n16 18 59 63 11 total\n",
        b"",
        0,
    ),
    (["nof"], b"", b"", b"wc: nof: No such file or directory\n", 1),
    ([], b"abc def\n", b"      1       2       8\n", b"", 0),
    (["-l"], b"abc def\n", b"1\n", b"", 0),
    (["-w", "-", "h"], b"x y", b"      2 -\n     12 h\n     14 total\n", b"", 0),
    (
        ["--files0-from=nof"],
        b"",
        b"",
        b"wc: cannot open 'nof' for reading: No such file or directory\n",
        1,
    ),
    (["-q"], b"", b"", b"wc: invalid option -- 'q'\nTry 'wc --help' for more information.\n", 1),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_wc(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("wc", args, stdin) == (out, err, status)
