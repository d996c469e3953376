"""printf and echo as commands (GNU coreutils 9.1 /usr/bin/printf, /usr/bin/echo): outputs recorded from the real tools."""

from __future__ import annotations

import pytest

from agentsh.commands import registry
from agentsh.commands.context import CommandContext
from agentsh.streams import BufferOutput, BytesInput
from agentsh.vfs import VirtualFS

FILES: dict[str, bytes] = {}

CASES: list[tuple[list[str], bytes, int, bytes, bytes]] = [
    (["printf", "%s-%d\n", "a", "1", "b", "2"], b"", 0, b"a-1\nb-2\n", b""),
    (
        ["printf"],
        b"",
        1,
        b"",
        b"printf: missing operand\nTry 'printf --help' for more information.\n",
    ),
    (
        ["printf", "%d\n", "x"],
        b"",
        1,
        b"0\n",
        b"printf: \xe2\x80\x98x\xe2\x80\x99: expected a numeric value\n",
    ),
    (
        ["printf", "%d\n", "1", "2", "", "3x"],
        b"",
        1,
        b"1\n2\n0\n3\n",
        b"printf: \xe2\x80\x983x\xe2\x80\x99: value not completely converted\n",
    ),
    (
        ["printf", "%d\n", "99999999999999999999"],
        b"",
        1,
        b"9223372036854775807\n",
        b"printf: \xe2\x80\x9899999999999999999999\xe2\x80\x99: Numerical result out of range\n",
    ),
    (["printf", "%z"], b"", 1, b"", b"printf: %z: invalid conversion specification\n"),
    (
        ["printf", "a%(%Y)Tb\n", "0"],
        b"",
        1,
        b"a",
        b"printf: %(: invalid conversion specification\n",
    ),
    (
        ["printf", "%q\n", "a b", "it's", "plain", "", "a\tb"],
        b"",
        0,
        b"'a b'\n\"it's\"\nplain\n''\n'a'$'\\t''b'\n",
        b"",
    ),
    (["printf", "a\\cb"], b"", 0, b"a", b""),
    (["printf", "%b|\n", "x\\0101\\cy"], b"", 0, b"xA", b""),
    (
        [
            "printf",
            "\\u00e9 %5.2f %x %o %e %g %i %c %%\n",
            "3.14159",
            "255",
            "8",
            "12345.678",
            "0.0001",
            "7",
            "hello",
        ],
        b"",
        0,
        b"\xc3\xa9  3.14 ff 10 1.234568e+04 0.0001 7 h %\n",
        b"",
    ),
    (["printf", "%*d|%-*d|\n", "5", "1", "4", "2"], b"", 0, b"    1|2   |\n", b""),
    (["printf", "%d\n", "'A"], b"", 0, b"65\n", b""),
    (
        ["printf", "no conversions\n", "extra", "args"],
        b"",
        0,
        b"no conversions\n",
        b"printf: warning: ignoring excess arguments, starting with \xe2\x80\x98extra\xe2\x80\x99\n",
    ),
    (["printf", "--", "%s\n", "a"], b"", 0, b"a\n", b""),
    (["printf", "%#s", "x"], b"", 1, b"", b"printf: %#s: invalid conversion specification\n"),
    (
        ["printf", "%.3s|%-5s|%05d|%+d|% d\n", "abcdef", "ab", "42", "7", "7"],
        b"",
        0,
        b"abc|ab   |00042|+7| 7\n",
        b"",
    ),
    (["printf", "\\x"], b"", 1, b"", b"printf: missing hexadecimal number in escape\n"),
    (["printf", "\\u0041"], b"", 1, b"", b"printf: invalid universal character name \\u0041\n"),
    (["printf", "\\u00e9\\U0001F600\n"], b"", 0, b"\xc3\xa9\xf0\x9f\x98\x80\n", b""),
    (["printf", "%s\n", "--help"], b"", 0, b"--help\n", b""),
    (["printf", "%x %X %#x %#o\n", "255", "255", "255", "8"], b"", 0, b"ff FF 0xff 010\n", b""),
    (["printf", "%d %d\n", "0x1f", "017"], b"", 0, b"31 15\n", b""),
    (["printf", "%5%|\n"], b"", 1, b"", b"printf: %5%: invalid conversion specification\n"),
    (["printf", "%c%c\n", "", "b"], b"", 0, b"\x00b\n", b""),
    (["printf", "%s %s\n", "a"], b"", 0, b"a \n", b""),
    (["printf", "%s\n"], b"", 0, b"\n", b""),
    (["printf", "%.2e %G %a\n", "1234.5", "0.00001", "1"], b"", 0, b"1.23e+03 1E-05 0x8p-3\n", b""),
    (["printf", "%d\n", "-5", "+3", " 7"], b"", 0, b"-5\n3\n7\n", b""),
    (["printf", "%u\n", "-1"], b"", 0, b"18446744073709551615\n", b""),
    (["printf", "%i\n", "'é"], b"", 0, b"233\n", b""),
    (
        ["printf", "%d\n", "'ab"],
        b"",
        0,
        b"97\n",
        b"printf: warning: b: character(s) following character constant have been ignored\n",
    ),
    (["printf", '\\101\\0101\\q\\\\\\"\n'], b"", 0, b'A\x081\\q\\"\n', b""),
    (["printf", "%b\n", "\\101 \\0101 \\x41 \\c"], b"", 0, b"A A A ", b""),
    (["printf", "%-5d|%5s|\n", "3", "é"], b"", 0, b"3    |   \xc3\xa9|\n", b""),
    (["printf", "%ld %hd %lld\n", "1", "2", "3"], b"", 0, b"1 2 3\n", b""),
    (["printf", "%.0f %.1f %f\n", "2.5", "0.05", "1e3"], b"", 0, b"2 0.1 1000.000000\n", b""),
    (["printf", "%s", "--version"], b"", 0, b"--version", b""),
    (
        ["printf", "--version"],
        b"",
        0,
        b"printf (GNU coreutils) 9.1\nCopyright (C) 2022 Free Software Foundation, Inc.\nLicense GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\nThis is free software: you are free to change and redistribute it.\nThere is NO WARRANTY, to the extent permitted by law.\n\nWritten by David MacKenzie.\n",
        b"",
    ),
    (
        ["printf", "%*s|\n", "x", "y"],
        b"",
        1,
        b"y|\n",
        b"printf: \xe2\x80\x98x\xe2\x80\x99: expected a numeric value\n",
    ),
    (["printf", "%.*s|\n", "-1", "abc"], b"", 0, b"abc|\n", b""),
    (["printf", "%n"], b"", 1, b"", b"printf: %n: invalid conversion specification\n"),
    (["printf", "%5.c"], b"", 1, b"", b"printf: %5.c: invalid conversion specification\n"),
    (["printf", "%f\n", "inf"], b"", 0, b"inf\n", b""),
    (["printf", "%f\n", "nan"], b"", 0, b"nan\n", b""),
    (
        ["printf", "%f\n", "1e"],
        b"",
        1,
        b"1.000000\n",
        b"printf: \xe2\x80\x981e\xe2\x80\x99: value not completely converted\n",
    ),
    (["echo", "a", "b", "c"], b"", 0, b"a b c\n", b""),
    (["echo", "-n", "a", "b"], b"", 0, b"a b", b""),
    (["echo", "-e", "a\\tb\\nc"], b"", 0, b"a\tb\nc\n", b""),
    (["echo", "-E", "a\\tb"], b"", 0, b"a\\tb\n", b""),
    (["echo", "-e", "x\\cy", "z"], b"", 0, b"x", b""),
    (["echo", "-e", "\\0101\\x41\\q\\18"], b"", 0, b"AA\\q\x018\n", b""),
    (["echo", "-en", "--", "x"], b"", 0, b"-- x", b""),
    (["echo", "-ne", "\\e"], b"", 0, b"\x1b", b""),
    (["echo", "-nx", "y"], b"", 0, b"-nx y\n", b""),
    (
        ["echo", "--version"],
        b"",
        0,
        b"echo (GNU coreutils) 9.1\nCopyright (C) 2022 Free Software Foundation, Inc.\nLicense GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\nThis is free software: you are free to change and redistribute it.\nThere is NO WARRANTY, to the extent permitted by law.\n\nWritten by Brian Fox and Chet Ramey.\n",
        b"",
    ),
    (["echo", "-"], b"", 0, b"-\n", b""),
    (["echo"], b"", 0, b"\n", b""),
    (["echo", "-n"], b"", 0, b"", b""),
    (["echo", "--help", "x"], b"", 0, b"--help x\n", b""),
    (["echo", "-e", "a\\", "b"], b"", 0, b"a\\ b\n", b""),
    (["echo", "-eE", "\\t"], b"", 0, b"\\t\n", b""),
    (["echo", "-e", "\\x4g\\xZ"], b"", 0, b"\x04g\\xZ\n", b""),
]


@pytest.mark.parametrize(("argv", "stdin", "status", "out", "err"), CASES)
def test_against_gnu(argv: list[str], stdin: bytes, status: int, out: bytes, err: bytes) -> None:
    fs = VirtualFS.with_default_layout()
    for name, data in FILES.items():
        fs.write_bytes("/home/user/" + name, data)
    o, e = BufferOutput(), BufferOutput()
    ctx = CommandContext(
        args=argv[1:],
        name=argv[0],
        cwd="/home/user",
        fs=fs,
        stdout=o,
        stderr=e,
        stdin_stream=BytesInput(stdin),
        env={"PATH": "/usr/bin:/bin"},
    )
    fn = registry.lookup(argv[0])
    assert fn is not None
    assert (fn(ctx), o.getvalue(), e.getvalue()) == (status, out, err)
