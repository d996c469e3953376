"""``basename`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    ([], b"", b"", b"basename: missing operand\nTry 'basename --help' for more information.\n", 1),
    (
        ["a", "b", "c"],
        b"",
        b"",
        b"basename: extra operand \xe2\x80\x98c\xe2\x80\x99\nTry 'basename --help' for more informati"
        b"on.\n",
        1,
    ),
    (["/a/b/"], b"", b"b\n", b"", 0),
    (["/"], b"", b"/\n", b"", 0),
    (["//"], b"", b"/\n", b"", 0),
    (["a.txt", ".txt"], b"", b"a\n", b"", 0),
    (["-s", ".txt", "a.txt", "b.txt"], b"", b"a\nb\n", b"", 0),
    (["-a", "a/b", "c/d"], b"", b"b\nd\n", b"", 0),
    ([".txt", ".txt"], b"", b".txt\n", b"", 0),
    ([""], b"", b"\n", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_basename(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("basename", args, stdin) == (out, err, status)
