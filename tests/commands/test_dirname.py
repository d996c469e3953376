"""``dirname`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    ([], b"", b"", b"dirname: missing operand\nTry 'dirname --help' for more information.\n", 1),
    (["a/b"], b"", b"a\n", b"", 0),
    (["a"], b"", b".\n", b"", 0),
    (["/"], b"", b"/\n", b"", 0),
    (["//"], b"", b"/\n", b"", 0),
    (["/a"], b"", b"/\n", b"", 0),
    (["//a"], b"", b"/\n", b"", 0),
    (["a/b/"], b"", b"a\n", b"", 0),
    (["a//b//"], b"", b"a\n", b"", 0),
    (["///a"], b"", b"/\n", b"", 0),
    (["", "x"], b"", b".\n.\n", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_dirname(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("dirname", args, stdin) == (out, err, status)
