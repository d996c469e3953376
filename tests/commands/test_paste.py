"""``paste`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (
        ["h", "f"],
        b"i1\ni2\ni3\n",
        b"l1\ta\nl2\tb\nl3\t\nl4\t\nl5\t\nl6\t\nl7\t\nl8\t\nl9\t\nl10\t\nl11\t\nl12\t\n",
        b"",
        0,
    ),
    (
        ["-d,", "h", "f"],
        b"i1\ni2\ni3\n",
        b"l1,a\nl2,b\nl3,\nl4,\nl5,\nl6,\nl7,\nl8,\nl9,\nl10,\nl11,\nl12,\n",
        b"",
        0,
    ),
    (
        ["-s", "h", "f"],
        b"i1\ni2\ni3\n",
        b"l1\tl2\tl3\tl4\tl5\tl6\tl7\tl8\tl9\tl10\tl11\tl12\na\tb\n",
        b"",
        0,
    ),
    (["-s", "-d", ",;", "h"], b"i1\ni2\ni3\n", b"l1,l2;l3,l4;l5,l6;l7,l8;l9,l10;l11,l12\n", b"", 0),
    (
        ["-d", "\\n", "h", "f"],
        b"i1\ni2\ni3\n",
        b"l1\na\nl2\nb\nl3\n\nl4\n\nl5\n\nl6\n\nl7\n\nl8\n\nl9\n\nl10\n\nl11\n\nl12\n\n",
        b"",
        0,
    ),
    (["-", "-"], b"i1\ni2\ni3\n", b"i1\ti2\ni3\t\n", b"", 0),
    (
        ["-d", "", "h", "f"],
        b"i1\ni2\ni3\n",
        b"l1a\nl2b\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12\n",
        b"",
        0,
    ),
    (["-s"], b"i1\ni2\ni3\n", b"i1\ti2\ti3\n", b"", 0),
    (["h", "nof"], b"i1\ni2\ni3\n", b"", b"paste: nof: No such file or directory\n", 1),
    (
        ["-d", ",\\t", "h", "f", "rv"],
        b"i1\ni2\ni3\n",
        b"l1,a\th\xc3\xa9llo\nl2,b\tabc\nl3,\t\nl4,\txyz\nl5,\t\nl6,\t\nl7,\t\nl8,\t\nl9,\t\nl10,\t\nl11"
        b",\t\nl12,\t\n",
        b"",
        0,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_paste(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("paste", args, stdin) == (out, err, status)
