"""numfmt: the precomputed converter of plain integer lines (``line_converter``) prints what
the general per-field code prints, on values around every scale boundary, every rounding
mode, with and without ASCII-only input, padding, suffixes and formats."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

import agentsh.commands.numfmt as numfmt_mod


def _values() -> list[str]:
    """Integers at and around each power of 1000 and 1024 and ten times it (where the
    tenths stop), a few leading zeros, 18 and 19 digits, and lines that are not plain."""
    out: set[int] = set()
    for base in (1000, 1024):
        for k in range(7):
            for m in (1, 9, 10, 999, 1000, 1023, 1024):
                p = m * base**k
                out.update(p + d for d in (-2, -1, 0, 1, 2) if p + d >= 0)
            out.add(base**k * 10 - base**k // 20)
            out.add(base**k * 10 - base**k // 20 - 1)
    lines = [str(v) for v in sorted(out)]
    lines += ["007", "0", "00000000000000000001", "999999999999999999", "1000000000000000000"]
    lines += ["", " 12", "12 ", "1e3", "-5", "١٢", "4\udcff", "3.5", "\u00b2"]
    return lines


def _both_ways(args: list[str], data: bytes) -> None:
    """numfmt ``args`` on ``data`` with the converter, then with the general code only."""
    fast = run_cmd("numfmt", args, stdin=data)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(
            numfmt_mod._Numfmt, "line_converter", lambda self, ascii_text=False: self.fast_line
        )
        slow = run_cmd("numfmt", args, stdin=data)
    assert fast == slow


@pytest.mark.parametrize("to", ["si", "iec", "iec-i"])
@pytest.mark.parametrize("rnd", ["up", "down", "from-zero", "towards-zero", "nearest"])
@pytest.mark.parametrize(
    "extra",
    [
        [],
        ["--padding=8"],
        ["--padding=-9"],
        ["--suffix=B"],
        ["--format=<%f>"],
        ["--format=%.3f"],
        ["--format=%08.1f"],
        ["--invalid=ignore"],
    ],
)
def test_converter_agrees_with_the_general_code(to: str, rnd: str, extra: list[str]) -> None:
    data = "\n".join(_values()).encode("utf-8", "surrogateescape") + b"\n"
    _both_ways([f"--to={to}", f"--round={rnd}", *extra], data)
    ascii_only = b"\n".join(x for x in data.split(b"\n") if x.isascii()) + b"\n"
    _both_ways([f"--to={to}", f"--round={rnd}", *extra], ascii_only)


@pytest.mark.parametrize("to", ["si", "iec"])
@pytest.mark.parametrize("rnd", ["from-zero", "towards-zero", "nearest"])
def test_every_rounded_value(to: str, rnd: str) -> None:
    """Each value the converter prints from its tables: every whole ``y`` up to the base
    and every tenth, of each scale, reached from below and from above."""
    base = 1000 if to == "si" else 1024
    values: list[int] = []
    for k in range(1, 6):
        p = base**k
        for y in range(1, base + 1):
            values += [y * p - 1, y * p + p // 2]
        for y in range(10, 101):
            values += [y * p // 10 - 1, y * p // 10 + p // 20]
    data = "".join(f"{v}\n" for v in values).encode()
    _both_ways([f"--to={to}", f"--round={rnd}"], data)


def test_unterminated_and_nul_lines() -> None:
    _both_ways(["--to=iec"], b"1024\n2048\x003\n5000")
    _both_ways(["--to=si", "-z"], b"1000\x001999\x00")


def _column_both_ways(args: list[str], data: bytes) -> None:
    """numfmt ``args`` on ``data`` with the bulk field path, then line by line only."""
    fast = run_cmd("numfmt", args, stdin=data)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(numfmt_mod._Numfmt, "column_lines", lambda self, *a: None)
        slow = run_cmd("numfmt", args, stdin=data)
    assert fast == slow


_ROWS = [
    "a 1",
    "bb 4100",
    "c 999999",
    "d 1000",
    "e 0",
    "f 0000012345",
    "g 12345 tail x",
    "h 7 ",
    "i 1048576",
    "j 99999999999999999",
]


@pytest.mark.parametrize("to", ["si", "iec", "iec-i"])
@pytest.mark.parametrize("field", ["--field=2", "--field=3", "--field=1", "--field=2-"])
@pytest.mark.parametrize(
    "rows",
    [
        _ROWS,
        [*_ROWS, "k"],  # a line without the field
        [*_ROWS, "l x1"],  # a field that is not a number: its error after the lines before
        [*_ROWS, "m\t5"],
        [*_ROWS, "n  5"],
        [*_ROWS, " o 5"],
        [*_ROWS, "p 1234567890123456789"],
        [*_ROWS, "q é5"],
        [f"r {3**k} {5**k}" for k in range(30)],
    ],
)
@pytest.mark.parametrize("extra", [[], ["--round=nearest"], ["--invalid=ignore"], ["--padding=9"]])
def test_field_column_agrees_with_line_by_line(
    to: str, field: str, rows: list[str], extra: list[str]
) -> None:
    data = "\n".join(rows).encode() + b"\n"
    _column_both_ways([f"--to={to}", field, *extra], data)
    _column_both_ways([f"--to={to}", field, *extra], data[:-1])


def test_field_column_zero_terminated() -> None:
    _column_both_ways(["--to=si", "--field=2", "-z"], b"a 4000\x00b 5100\x00c\n6 7000\x00")
