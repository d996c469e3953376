"""``rev`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (["rv"], b"", b"oll\xc3\xa9h\ncba\n\nzyx", b"", 0),
    (
        ["rv", "nof"],
        b"",
        b"oll\xc3\xa9h\ncba\n\nzyx",
        b"rev: cannot open nof: No such file or directory\n",
        1,
    ),
    ([], b"ab\nc", b"ba\nc", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_rev(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("rev", args, stdin) == (out, err, status)
