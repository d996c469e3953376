"""``uniq`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (["uq"], b"", b"a\nb\nA\nc\n x\n y\nd\n", b"", 0),
    (
        ["-c", "uq"],
        b"",
        b"      2 a\n      1 b\n      1 A\n      3 c\n      1  x\n      1  y\n      1 d\n",
        b"",
        0,
    ),
    (["-d", "uq"], b"", b"a\nc\n", b"", 0),
    (["-D", "uq"], b"", b"a\na\nc\nc\nc\n", b"", 0),
    (["-u", "uq"], b"", b"b\nA\n x\n y\nd\n", b"", 0),
    (["-i", "uq"], b"", b"a\nb\nA\nc\n x\n y\nd\n", b"", 0),
    (
        ["-ic", "uq"],
        b"",
        b"      2 a\n      1 b\n      1 A\n      3 c\n      1  x\n      1  y\n      1 d\n",
        b"",
        0,
    ),
    (["-f1", "uq"], b"", b"a\n", b"", 0),
    (["-s1", "uq"], b"", b"a\n x\n y\nd\n", b"", 0),
    (["-w1", "uq"], b"", b"a\nb\nA\nc\n x\nd\n", b"", 0),
    (["-1", "uq"], b"", b"a\n", b"", 0),
    (["--all-repeated=separate", "uq"], b"", b"a\na\n\nc\nc\nc\n", b"", 0),
    (["--all-repeated=prepend", "uq"], b"", b"\na\na\n\nc\nc\nc\n", b"", 0),
    (["--group", "uq"], b"", b"a\na\n\nb\n\nA\n\nc\nc\nc\n\n x\n\n y\n\nd\n", b"", 0),
    (["--group=both", "uq"], b"", b"\na\na\n\nb\n\nA\n\nc\nc\nc\n\n x\n\n y\n\nd\n\n", b"", 0),
    (
        ["-D", "-c", "uq"],
        b"",
        b"",
        b"uniq: printing all duplicated lines and repeat counts is meaningless\nTry 'uniq --help' for m"
        b"ore information.\n",
        1,
    ),
    (["-f", "x", "uq"], b"", b"", b"uniq: x: invalid number of fields to skip\n", 1),
    (
        ["uq", "a", "b"],
        b"",
        b"",
        b"uniq: extra operand \xe2\x80\x98b\xe2\x80\x99\nTry 'uniq --help' for more information.\n",
        1,
    ),
    (["nof"], b"", b"", b"uniq: nof: No such file or directory\n", 1),
    (["-dc", "uq"], b"", b"      2 a\n      3 c\n", b"", 0),
    (["-c"], b"x\nx\ny\n", b"      2 x\n      1 y\n", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_uniq(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("uniq", args, stdin) == (out, err, status)


def _runs_input(seed: int) -> bytes:
    import random

    r = random.Random(seed)
    pool = [b"", b"a", b"ab", b"a b", b"\xff\xfe", b"x\r", b"abc" * 20, b"q"]
    out: list[bytes] = []
    while len(out) < 60000:
        line = r.choice(pool) if r.random() < 0.7 else b"%d" % r.randint(0, 50)
        out += [line] * (r.choice((1, 1, 1, 2, 3)) if r.random() < 0.999 else 40000)
    text = b"\n".join(out)
    return text if seed % 2 else text + b"\n"


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("opt", ["-d", "-u"])
def test_uniq_runs_same_as_neighbour_compare(seed: int, opt: str) -> None:
    # -d/-u without a key find runs by one regex per block (_uniq_select_runs); with a key
    # (-w longer than any line: the same comparison) they compare neighbours: same output,
    # whole or in chunks that cut lines and runs anywhere
    import random

    data = _runs_input(seed)
    r = random.Random(seed)
    cuts = sorted(r.sample(range(1, len(data)), 40))
    chunks = [data[a:b] for a, b in zip([0, *cuts], [*cuts, len(data)], strict=True)]
    want = run_cmd("uniq", [opt, "-w", "100000000"], data)
    assert want[0]
    assert run_cmd("uniq", [opt], data) == want
    assert run_cmd("uniq", [opt], chunks) == want


@pytest.mark.parametrize(
    ("stdin", "d", "u"),
    [
        (b"", b"", b""),
        (b"\n", b"", b"\n"),
        (b"\n\n", b"\n", b""),
        (b"a\na", b"a\n", b""),
        (b"a\nb", b"", b"a\nb\n"),
        (b"a\na\nab\nab\nb\n", b"a\nab\n", b"b\n"),
        (b"ab\nab\nabc\n", b"ab\n", b"abc\n"),
        (b"abc\nab\nab", b"ab\n", b"abc\n"),
    ],
)
def test_uniq_runs_edges(stdin: bytes, d: bytes, u: bytes) -> None:
    assert run_cmd("uniq", ["-d"], stdin) == (d, b"", 0)
    assert run_cmd("uniq", ["-u"], stdin) == (u, b"", 0)
