"""Table-driven tests for agentsh.builtins.printf_impl.

Every expected value in PRINTF_CASES was produced by real GNU bash 5.2.15
(``LANG=C.UTF-8 TZ=UTC bash -c 'printf "$@"' bash FMT ARGS...``): stdout, stderr lines with
the ``bash: line N: `` prefix removed, and the exit status.
"""

from __future__ import annotations

import pytest

from agentsh.builtins.printf_impl import printf_format, printf_run

# (format, args, stdout, stderr messages, status)
PRINTF_CASES = [
    ("%s\\n", ["a", "b", "c"], "a\nb\nc\n", [], 0),
    ("%d %s\\n", ["1", "a", "2"], "1 a\n2 \n", [], 0),
    ("x\\n", ["a", "b"], "x\n", [], 0),
    ("%s", [], "", [], 0),
    ("%d|%s|", [], "0||", [], 0),
    ("%5s|%-5s|%.2s|", ["ab", "cd", "xyz"], "   ab|cd   |xy|", [], 0),
    ("%5s|", ["é"], "   é|", [], 0),
    ("%-4s|", ["é"], "é  |", [], 0),
    ("%.1s|", ["é"], "\udcc3|", [], 0),
    ("%05s|", ["ab"], "   ab|", [], 0),
    ("%c|", ["é"], "\udcc3|", [], 0),
    ("%c|", [""], "\x00|", [], 0),
    ("%c|", [], "\x00|", [], 0),
    ("%5c|%-3c|%05c|", ["a", "b", "c"], "    a|b  |    c|", [], 0),
    ("%d|", ["'A"], "65|", [], 0),
    ("%d|", ['"A'], "65|", [], 0),
    ("%d|", ["'é"], "233|", [], 0),
    ("%d|", ["'"], "0|", [], 0),
    ("%x|", ["'A"], "41|", [], 0),
    ("%f|", ["'A"], "65.000000|", [], 0),
    ("%d|", ["12abc"], "12|", ["printf: 12abc: invalid number"], 1),
    ("%d|", ["09"], "0|", ["printf: 09: invalid octal number"], 1),
    ("%d|", ["0xg"], "0|", ["printf: 0xg: invalid hex number"], 1),
    ("%d|", ["0x"], "0|", ["printf: 0x: invalid hex number"], 1),
    ("%d|", [""], "0|", [], 0),
    ("%d|", [" 12"], "12|", [], 0),
    ("%d|", ["12 "], "12|", ["printf: 12 : invalid number"], 1),
    ("%d|", ["1.5"], "1|", ["printf: 1.5: invalid number"], 1),
    ("%d|", ["1e3"], "1|", ["printf: 1e3: invalid number"], 1),
    ("%d|", [" "], "0|", ["printf:  : invalid number"], 1),
    ("%d|", ["+5"], "5|", [], 0),
    ("%d|", ["-0x10"], "-16|", [], 0),
    ("%i|", ["010"], "8|", [], 0),
    ("%u|", ["+3"], "3|", [], 0),
    ("%d|", ["0x1F"], "31|", [], 0),
    ("%o|", ["8"], "10|", [], 0),
    (
        "%d|",
        ["99999999999999999999"],
        "9223372036854775807|",
        ["printf: warning: 99999999999999999999: Numerical result out of range"],
        0,
    ),
    (
        "%d|",
        ["-99999999999999999999"],
        "-9223372036854775808|",
        ["printf: warning: -99999999999999999999: Numerical result out of range"],
        0,
    ),
    (
        "%u|",
        ["99999999999999999999"],
        "18446744073709551615|",
        ["printf: warning: 99999999999999999999: Numerical result out of range"],
        0,
    ),
    ("%u|", ["-1"], "18446744073709551615|", [], 0),
    ("%x|", ["-1"], "ffffffffffffffff|", [], 0),
    ("%X|", ["255"], "FF|", [], 0),
    ("%#x|%#X|%#o|%#o|", ["255", "255", "8", "0"], "0xff|0XFF|010|0|", [], 0),
    (
        "%+d|% d|%05d|%-05d|%.3d|%08.3d|",
        ["1", "2", "-3", "4", "5", "-6"],
        "+1| 2|-0003|4    |005|    -006|",
        [],
        0,
    ),
    (
        "%-+5d|%+-5d|% -5d|% 05d|%+05d|",
        ["1", "2", "3", "4", "5"],
        "+1   |+2   | 3   | 0004|+0005|",
        [],
        0,
    ),
    (
        "%#08x|%#-8X|%#.3o|%.0d|%#.0o|%#5o|",
        ["255", "255", "8", "0", "0", "8"],
        "0x0000ff|0XFF    |010||0|  010|",
        [],
        0,
    ),
    (
        "%hhd|%hd|%ld|%lld|%jd|%zd|%td|%Lf|",
        ["300", "70000", "1", "2", "3", "4", "5", "6"],
        "300|70000|1|2|3|4|5|6.000000|",
        [],
        0,
    ),
    ("%ls|", ["abc"], "abc|", [], 0),
    ("%qd|", ["3"], "3d|", [], 0),
    ("%*d|%-*d|%*d|", ["5", "1", "3", "2", "-4", "3"], "    1|2  |3   |", [], 0),
    ("%.*s|", ["2", "abcdef"], "ab|", [], 0),
    ("%.*d|", ["-5", "3"], "3|", [], 0),
    ("%*.*f|", ["10", "2", "3.14159"], "      3.14|", [], 0),
    ("%*s|", ["abc", "x"], "x|", ["printf: abc: invalid number"], 1),
    (
        "%f|%.2f|%.0f|%#.0f|%10.3f|%-10.1f|%+f|% f|%010.2f|",
        ["1.5", "2.675", "2.5", "3", "3.14159", "2", "1", "1", "-1.5"],
        "1.500000|2.67|2|3.|     3.142|2.0       |+1.000000| 1.000000|-000001.50|",
        [],
        0,
    ),
    ("%.20f|", ["0.1"], "0.10000000000000000000|", [], 0),
    ("%.0f|%.0f|%.0f|", ["0.5", "1.5", "-0.5"], "0|2|-0|", [], 0),
    (
        "%e|%E|%.0e|%#.0e|%.3e|",
        ["123.456", "-0.000123", "5", "5", "0"],
        "1.234560e+02|-1.230000E-04|5e+00|5.e+00|0.000e+00|",
        [],
        0,
    ),
    (
        "%g|%g|%g|%g|%g|%g|%g|",
        ["0.1", "100000", "1000000", "0.0001", "0.00001", "123456789", "1e300"],
        "0.1|100000|1e+06|0.0001|1e-05|1.23457e+08|1e+300|",
        [],
        0,
    ),
    (
        "%G|%#g|%.0g|%#.0g|%.10g|%.15g|%.17g|%.20g|",
        ["1e-10", "1", "123", "123", "3.14159", "0.1", "0.1", "0.1"],
        "1E-10|1.00000|1e+02|1.e+02|3.14159|0.1|0.1|0.1|",
        [],
        0,
    ),
    (
        "%a|%A|%.3a|%.0a|%#.0a|%.1a|%a|%a|",
        ["0.1", "1", "0.1", "1.5", "1", "15.96875", "0", "255"],
        "0xc.ccccccccccccccdp-7|0X8P-3|0xc.ccdp-7|0xcp-3|0x8.p-3|0x1.0p+4|0x0p+0|0xf.fp+4|",
        [],
        0,
    ),
    (
        "%a|",
        ["1e-4950"],
        "0x0.000000000000003p-16385|",
        ["printf: warning: 1e-4950: Numerical result out of range"],
        0,
    ),
    ("%010.3a|%-12a|%+a|", ["1", "1", "-2"], "0x8.000p-3|0x8p-3      |-0x8p-2|", [], 0),
    (
        "%f|%F|%e|%g|%a|",
        ["inf", "-inf", "nan", "-nan", "infinity"],
        "inf|-INF|nan|-nan|inf|",
        [],
        0,
    ),
    (
        "%010f|%-010f|%+010.2f|%5f|",
        ["-inf", "inf", "1.5", "nan"],
        "      -inf|inf       |+000001.50|  nan|",
        [],
        0,
    ),
    ("%f|", ["1e5000"], "inf|", ["printf: warning: 1e5000: Numerical result out of range"], 0),
    (
        "%e|",
        ["1e-5000"],
        "0.000000e+00|",
        ["printf: warning: 1e-5000: Numerical result out of range"],
        0,
    ),
    ("%f|", ["abc"], "0.000000|", ["printf: abc: invalid number"], 1),
    ("%f|", ["1.5x"], "1.500000|", ["printf: 1.5x: invalid number"], 1),
    ("%f|", [""], "0.000000|", [], 0),
    ("%f|", [" "], "0.000000|", ["printf:  : invalid number"], 1),
    ("%f|", ["1e"], "1.000000|", ["printf: 1e: invalid number"], 1),
    ("%f|", ["0x"], "0.000000|", ["printf: 0x: invalid hex number"], 1),
    ("%f|", ["0x1.8p1"], "3.000000|", [], 0),
    ("%f|", ["infx"], "inf|", ["printf: infx: invalid number"], 1),
    ("%f|", ["nan(123)"], "nan|", [], 0),
    ("%f|%f|", [".5", "5."], "0.500000|5.000000|", [], 0),
    ("%f|", ["."], "0.000000|", ["printf: .: invalid number"], 1),
    ("%.3f|%.3f|", ["0.0005", "0.0015"], "0.000|0.001|", [], 0),
    ("%f|", ["-0"], "-0.000000|", [], 0),
    ("%.30e|", ["1e-300"], "9.999999999999999999653000566735e-301|", [], 0),
    ("%.3f|", ["1e30"], "1000000000000000000024696061952.000|", [], 0),
    ("%g|", ["1e-320"], "1e-320|", [], 0),
    ("%b|", ["a\\nb"], "a\nb|", [], 0),
    ("%b|", ["a\\cb", "c"], "a", [], 0),
    ("%s%b%s|", ["x", "y\\c", "z"], "xy", [], 0),
    ("%b|", ["\\0101\\101\\1\\08"], "AA\x01\x008|", [], 0),
    (
        "%b|",
        ["\\'\\\"\\?\\q\\x41\\x\\u263a\\U0001F600"],
        "\\'\\\"\\?\\qA\\x☺😀|",
        ["printf: missing hex digit for \\x"],
        0,
    ),
    ("%b|", ["\\e\\E\\a\\c"], "\x1b\x1b\x07", [], 0),
    ("%5b|%-5b|%.1b|", ["é", "a", "abc"], "   é|a    |a|", [], 0),
    ("%b|", ["a\\"], "a\\|", [], 0),
    ("%b|", ["\\u"], "\\u|", ["printf: missing unicode digit for \\u"], 0),
    ("\\c", [], "\\c", [], 0),
    ("a\\0b", [], "a\x00b", [], 0),
    ("\\101\\1012\\0101", [], "AA2\x081", [], 0),
    ("\\u263a\\U0001f600\\u00e9", [], "☺😀é", [], 0),
    ("\\x41\\x4a4\\x", [], "AJ4\\x", ["printf: missing hex digit for \\x"], 0),
    ("\\'\\\"\\?\\q\\\\", [], "'\"?\\q\\", [], 0),
    ("\\%d", ["5"], "\\5", [], 0),
    ("a\\", [], "a\\", [], 0),
    ("\\u", [], "\\u", ["printf: missing unicode digit for \\u"], 0),
    ("%q|", ["a b"], "a\\ b|", [], 0),
    ("%10q|%-10q|", ["a b", "x"], "      a\\ b|x         |", [], 0),
    ("%q|", [""], "''|", [], 0),
    ("%q|", ["it's"], "it\\'s|", [], 0),
    ("%q|", ["a\nb"], "$'a\\nb'|", [], 0),
    ("%q|", ["~x"], "\\~x|", [], 0),
    ("%Q|", ["a b"], "a\\ b|", [], 0),
    ("%.2Q|", ["a b"], "a\\ |", [], 0),
    ("%.2q|", ["a b"], "a\\|", [], 0),
    ("%5Q|", ["a b"], " a\\ b|", [], 0),
    ("%(%s)T|", ["0"], "0|", [], 0),
    ("%(%s)T|", [""], "0|", [], 0),
    ("%(%Y-%m-%d %H:%M:%S)T|", ["86400"], "1970-01-02 00:00:00|", [], 0),
    ("%()T|", ["3600"], "01:00:00|", [], 0),
    ("%10(%H)T|%-5(%M)T|%.1(%H)T|", ["0", "0", "0"], "        00|00   |0|", [], 0),
    ("%(%Y)T|", ["abc"], "1970|", ["printf: abc: invalid number"], 1),
    ("%(%A %B %j %a %b %e %y)T|", ["1700000000"], "Tuesday November 318 Tue Nov 14 23|", [], 0),
    (
        "a%(%Y)x|%s",
        ["q"],
        "a%(",
        [
            "printf: warning: `x': invalid time format specification",
            "printf: `Y': invalid format character",
        ],
        1,
    ),
    ("%(%Y)T|", ["1700000000", "0"], "2023|1970|", [], 0),
    ("%5%|", [], "", ["printf: `%': invalid format character"], 1),
    ("%%|%d", ["3"], "%|3", [], 0),
    ("a%-5", [], "a", ["printf: `%-5': missing format character"], 1),
    ("a%", [], "a", ["printf: `%': missing format character"], 1),
    ("%", [], "", ["printf: `%': missing format character"], 1),
    ("a%zb", [], "a", [], 0),
    ("%z", [], "", ["printf: `%z': missing format character"], 1),
    ("%\\x", [], "", ["printf: `\\': invalid format character"], 1),
    ("%s %s %s|", ["a", "b", "c", "d"], "a b c|d  |", [], 0),
    ("%.-5b|", ["abc"], "|", [], 0),
    ("", ["a"], "", [], 0),
    ("abc", [], "abc", [], 0),
    ("%s|", ["\udcff"], "\udcff|", [], 0),
    ("%q|", ["\udcff"], "$'\\377'|", [], 0),
    ("%d %d %d\\n", ["1", "x", "3", "4"], "1 0 3\n4 0 0\n", ["printf: x: invalid number"], 1),
]


@pytest.mark.parametrize(("fmt", "args", "out", "errors", "status"), PRINTF_CASES)
def test_printf_matches_bash(
    fmt: str, args: list[str], out: str, errors: list[str], status: int
) -> None:
    r = printf_run(fmt, args, now=1_000_000_000.0, shell_start=999_999_000.0)
    assert (r.output, r.errors, r.status) == (out, errors, status)


def test_printf_format_tuple() -> None:
    assert printf_format("%d|", ["12abc"]) == ("12|", ["printf: 12abc: invalid number"], False)


@pytest.mark.parametrize(
    ("fmt", "args", "out"),
    [
        ("%b|", ["a\\cb", "c"], "a"),
        ("%s%b%s|", ["x", "y\\c", "z"], "xy"),
        ("%b%b", ["1", "2\\c", "3", "4"], "12"),
    ],
)
def test_b_backslash_c_stops_everything(fmt: str, args: list[str], out: str) -> None:
    assert printf_format(fmt, args) == (out, [], True)


def test_format_backslash_c_is_literal() -> None:
    assert printf_format("\\c", []) == ("\\c", [], False)


def test_time_now_and_shell_start() -> None:
    # -1 and a missing argument mean "now", -2 the shell start time; "" is 0 (the epoch).
    out, errs, _ = printf_format("%(%s)T|%(%s)T|%(%s)T|", ["-1", "-2"], now=1000.7, shell_start=5.0)
    assert (out, errs) == ("1000|5|1000|", [])
    assert printf_format("%(%s)T|", [""], now=1000.0)[0] == "0|"
    assert printf_format("%(%H:%M)T", [], now=3600 * 5 + 60 * 7)[0] == "05:07"
    # bash's strftime buffer is 128 bytes: longer results print nothing
    assert printf_format("%(" + "%Y" * 31 + ")T|", ["0"])[0] == "1970" * 31 + "|"
    assert printf_format("%(" + "%Y" * 32 + ")T|", ["0"])[0] == "|"
    assert printf_format("%(%Y)T|", ["99999999999999999"])[0] == "1970|"


def test_percent_n_assigns_count() -> None:
    seen: list[tuple[str, str]] = []
    r = printf_run("abc%n|é%n", ["x", "y"], set_var=lambda k, v: seen.append((k, v)))
    assert r.output == "abc|é" and seen == [("x", "3"), ("y", "6")]
    bad = printf_run("%n", ["1x"])
    assert (bad.errors, bad.status) == (["printf: `1x': not a valid identifier"], 1)


def test_nul_and_raw_bytes() -> None:
    # NUL bytes from escapes are output; raw bytes are surrogateescape code points
    assert printf_format("a\\0b%b", ["\\x00c"])[0] == "a\x00b\x00c"
    assert printf_format("%.1s|%c", ["é", "é"])[0] == "\udcc3|\udcc3"
    assert printf_format("\\xff", [])[0] == "\udcff"
