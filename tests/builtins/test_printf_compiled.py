"""The compiled-format fast path of printf_impl agrees with the interpreter.

``printf_run`` parses an ordinary format once into segments (cached by the format) and
runs those; ``_Printf.run`` interprets the format byte by byte. Both must give the same
output, diagnostics, stop flag and status for every format and argument list -- the
interpreter is the reference (it is checked against real bash in test_printf.py and the
spec files).
"""

from __future__ import annotations

import random

import pytest

from agentsh.builtins import printf_impl
from agentsh.builtins.printf_impl import printf_run

_Printf = printf_impl._Printf  # pyright: ignore[reportPrivateUsage]
_compile = printf_impl._compile  # pyright: ignore[reportPrivateUsage]
_cstr = printf_impl._cstr  # pyright: ignore[reportPrivateUsage]


def _interpreted(fmt: str, args: list[str]) -> tuple[str, list[str], bool, int]:
    p = _Printf([_cstr(a) for a in args], 0.0, 0.0, None)
    f = _cstr(fmt)
    if not f:
        return "", [], False, 0
    stop, status = p.run(f)
    return bytes(p.out).decode("utf-8", "surrogateescape"), p.errors, stop, status


def _compiled(fmt: str, args: list[str]) -> tuple[str, list[str], bool, int]:
    r = printf_run(fmt, args, now=0.0, shell_start=0.0)
    return r.output, r.errors, r.stop, r.status


_ARGS = [
    "0",
    "7",
    "42",
    "-5",
    "-0",
    "+3",
    " 12",
    "010",
    "08",
    "0x1f",
    "0X",
    "abc",
    "12abc",
    "",
    "'A",
    '"a',
    "'",
    "'é",
    "é",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775809",
    "18446744073709551616",
    "123456789012345678",
    "1.5",
    "-2.25",
    "1e3",
    "inf",
    "nan",
    "a\\nb",
    "x\\cy",
    "\\0101",
    "hello world",
    "ab",
]
_FLAGS = ["", "-", "0", "+", " ", "#", "-0", "+0", " -", "#0", "'", "+ "]
_WIDTHS = ["", "1", "5", "08", "12"]
_PRECS = ["", ".", ".0", ".2", ".5", ".-3", ".-"]
_CONVS = list("sdiouxXcfeEgGaAb") + ["ld", "lld", "hx", "zu"]


def _random_format(rng: random.Random) -> str:
    parts: list[str] = []
    for _ in range(rng.randint(0, 4)):
        r = rng.random()
        if r < 0.25:
            parts.append(rng.choice(["a", ":", "|", "\\n", "\\t", "%%", "\\x41", "\\101", "é"]))
        else:
            parts.append(
                "%"
                + rng.choice(_FLAGS)
                + rng.choice(_WIDTHS)
                + rng.choice(_PRECS)
                + rng.choice(_CONVS)
            )
    return "".join(parts)


def test_random_formats_agree() -> None:
    rng = random.Random(20240611)
    for _ in range(6000):
        fmt = _random_format(rng)
        args = [rng.choice(_ARGS) for _ in range(rng.randint(0, 6))]
        assert _compiled(fmt, args) == _interpreted(fmt, args), (fmt, args)


@pytest.mark.parametrize(
    ("fmt", "args"),
    [
        ("%05d:%-8s|%x", ["1", "ab", "7"]),
        ("%05d:%-8s|%x\\n", ["1", "ab", "7", "2", "cd"]),
        ("%s-%s\\n", ["a", "b", "c"]),
        ("plain\\n", ["a", "b"]),
        ("", ["a"]),
        ("%d|%d", ["abc", "2"]),
        ("%x", ["-1"]),
        ("%u", ["-0"]),
        ("%.0d|%.0x|%#.0o|%#x|%#o", ["0", "0", "0", "0", "0"]),
        ("%b|%s", ["a\\cb", "z"]),
        ("%5.2s|%-05d|%+d|% d|%#x|%.0f", ["abc", "3", "4", "5", "255", "2.5"]),
        ("a\\cb", []),
        ("%s", ["a\x00b"]),
        ("%99999999999d", ["1"]),
    ],
)
def test_edges_agree(fmt: str, args: list[str]) -> None:
    assert _compiled(fmt, args) == _interpreted(fmt, args)


@pytest.mark.parametrize(
    "fmt",
    ["%*d", "%.*s", "%q", "%Q", "%(%Y)T", "%n", "%y", "abc%", "%5", "\\x", "\\u", "%-*.*s"],
)
def test_unusual_formats_use_the_interpreter(fmt: str) -> None:
    assert _compile(_cstr(fmt)) is None


@pytest.mark.parametrize("fmt", ["%s", "%05d:%-8s|%x\\n", "a\\tb%%", "%'d %ld %b %c %.3e"])
def test_common_formats_compile(fmt: str) -> None:
    assert _compile(_cstr(fmt)) is not None


def test_float_conversions_of_integers_agree() -> None:
    ints = ["0", "1", "5", "25", "125", "135", "-25", "99999", "100000", "999999", "1000000"]
    ints += ["123456789012345", "999999999999999", "-100", "0010", "-0", "-010"]
    for conv in "eEfFgG":
        for flags in ["", "-", "+", " ", "#", "0", "#0", "-#"]:
            for width in ["", "12"]:
                for prec in ["", ".0", ".1", ".2", ".10", ".-1"]:
                    fmt = f"%{flags}{width}{prec}{conv}|"
                    assert _compiled(fmt, ints) == _interpreted(fmt, ints), fmt


def test_simple_path_agrees_where_it_applies() -> None:
    """``printf_simple`` (builtin printf's first try, a Python ``%`` of the arguments as text)
    gives the interpreter's output whenever it gives one, and gives one for the common
    shapes; it never gives one where the interpreter reports an error."""
    from agentsh.builtins.printf_impl import printf_simple

    rng = random.Random(20261123)
    taken = 0
    for _ in range(6000):
        fmt = _random_format(rng)
        args = [rng.choice(_ARGS) for _ in range(rng.randint(0, 3))]
        _compiled(fmt, args)  # compiled (and cached) first, as the builtin's slow path does
        got = printf_simple(fmt, args)
        if got is not None:
            taken += 1
            out, errors, stop, status = _interpreted(fmt, args)
            assert (got, [], False, 0) == (out, errors, stop, status), (fmt, args)
    assert taken > 300
    for fmt, args, want in (
        ("%05d:%-8s|%x", ["12", "alpha", "84"], "00012:alpha   |54"),
        ("plain %% text\\n", [], "plain % text\n"),
        ("%s=%d\\n", ["a", "1"], "a=1\n"),
    ):
        _compiled(fmt, args)
        assert printf_simple(fmt, args) == want
    for fmt, args in (
        ("%-4s|", ["é"]),  # widths count bytes
        ("%d", ["010"]),  # octal
        ("%d", ["-5"]),
        ("%s %s", ["a"]),  # missing arguments
        ("%s", ["a", "b"]),  # the format reused
        ("%s", ["a\x00b"]),
        ("%d", ["9223372036854775808"]),
        ("é%s", ["a"]),  # a non-ASCII format
    ):
        _compiled(fmt, args)
        assert printf_simple(fmt, args) is None, (fmt, args)
