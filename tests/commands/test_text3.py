"""fmt, numfmt, strings and shuf against outputs recorded from GNU coreutils 9.1 / binutils 2.40."""

from __future__ import annotations

import importlib

import pytest

from agentsh.commands import _texts
from agentsh.commands.context import CommandContext
from agentsh.commands.table_text2 import TABLE
from agentsh.streams import BufferOutput, BytesInput
from agentsh.vfs import VirtualFS

RANDOM_SOURCE = bytes((i * 73 + 11) % 256 for i in range(2000))

#: (argv, stdin, expected stdout, expected stderr, expected status) recorded from the real tools.
CASES: list[tuple[list[str], bytes, bytes, str, int]] = [
    (
        ["fmt", "-w", "30"],
        b"The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nNext one,\nhere.\n",
        b"The quick brown fox jumps\nover the lazy dog.  It was a\nsunny day. (Really) it was,\nI swear!\n\nNext one, here.\n",
        "",
        0,
    ),
    (
        ["fmt", "-u", "-w", "20"],
        b"a    b   c.   d e f g h i j k l m n o p\n",
        b"a b c.  d e f g h\ni j k l m n o p\n",
        "",
        0,
    ),
    (
        ["fmt", "-p", "#", "-w", "12"],
        b"# one two three\n# four five six\nplain line\n# seven\n",
        b"# one two\n# three\n# four\n# five six\nplain line\n# seven\n",
        "",
        0,
    ),
    (
        ["fmt", "-t", "-w", "15"],
        b"tag line one\n  more text follows here\n  and here\n",
        b"tag line one\n  more text\n  follows here\n  and here\n",
        "",
        0,
    ),
    (
        ["fmt", "-c", "-w", "20"],
        b"  first line here\n    second line is indented\n    third one\n",
        b"  first line here\n    second line\n    is indented\n    third one\n",
        "",
        0,
    ),
    (["fmt", "-s", "-w", "5"], b"a b c d e f g h\nshort\n", b"a b\nc d\ne f\ng h\nshort\n", "", 0),
    (
        ["fmt", "-w", "10"],
        b"word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word \n",
        b"word word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\nword word\n",
        "",
        0,
    ),
    (["fmt", "-w", "abc"], b"", b"", "fmt: invalid width: ‘abc’\n", 1),
    (
        ["fmt", "-5", "-3"],
        b"",
        b"",
        "fmt: invalid option -- 3; -WIDTH is recognized only when it is the first\noption; use -w N instead\nTry 'fmt --help' for more information.\n",
        1,
    ),
    (
        ["numfmt", "--to=si", "1000", "1500", "999999", "-1234567"],
        b"",
        b"",
        "numfmt: invalid option -- '1'\nTry 'numfmt --help' for more information.\n",
        1,
    ),
    (["numfmt", "--to=iec-i", "1048575"], b"", b"1.0Mi\n", "", 0),
    (["numfmt", "--from=auto", "1Ki", "1.5M"], b"", b"1024\n1500000\n", "", 0),
    (["numfmt", "--to=si", "--round=nearest", "1450", "1550"], b"", b"1.5K\n1.6K\n", "", 0),
    (["numfmt", "--format=%-10f|", "123"], b"", b"123       |\n", "", 0),
    (["numfmt", "--format=%.3f", "--to=si", "1234567"], b"", b"1.235M\n", "", 0),
    (
        ["numfmt", "--field=2", "--to=si"],
        b"a 1000 b\nc 2000000 d\n",
        b"a 1.0K b\nc    2.0M d\n",
        "",
        0,
    ),
    (["numfmt", "--header", "--to=iec"], b"SIZE\n2048\n", b"SIZE\n2.0K\n", "", 0),
    (["numfmt", "1", "x", "2"], b"", b"1\n", "numfmt: invalid number: ‘x’\n", 2),
    (["numfmt", "--invalid=warn", "x", "2"], b"", b"x\n2\n", "numfmt: invalid number: ‘x’\n", 0),
    (
        ["numfmt", "--to=i", "1"],
        b"",
        b"",
        "numfmt: ambiguous argument ‘i’ for ‘--to’\nValid arguments are:\n  - ‘none’\n  - ‘si’\n  - ‘iec’\n  - ‘iec-i’\nTry 'numfmt --help' for more information.\n",
        1,
    ),
    (
        ["numfmt", "12345678901234567890"],
        b"",
        b"",
        "numfmt: value too large to be printed: '1.23457e+19' (consider using --to)\n",
        2,
    ),
    (
        ["numfmt", "--from=iec-i", "1K"],
        b"",
        b"",
        "numfmt: missing 'i' suffix in input: ‘1K’ (e.g Ki/Mi/Gi)\n",
        2,
    ),
    (
        ["strings"],
        b"hello world\x00\x01abc\x00abcd\tef\n\x80\xffxyzw",
        b"hello world\nabcd\tef\nxyzw\n",
        "",
        0,
    ),
    (
        ["strings", "-n", "2", "-t", "x"],
        b"hello\x00ab\x00c\x00defg",
        b"      0 hello\n      6 ab\n      b defg\n",
        "",
        0,
    ),
    (["strings", "-e", "l"], b"h\x00e\x00l\x00l\x00o\x00", b"hello\n", "", 0),
    (
        ["strings", "-f", "-w"],
        b"ab\ncd\x00efgh",
        b"{standard input}: ab\ncd\n{standard input}: efgh\n",
        "",
        0,
    ),
    (["strings", "-n", "0"], b"", b"", "strings: invalid minimum string length 0\n", 1),
    (
        ["shuf", "--random-source=rs", "-i", "1-20"],
        b"",
        b"12\n10\n7\n8\n14\n11\n4\n1\n20\n6\n2\n15\n5\n13\n3\n18\n16\n19\n9\n17\n",
        "",
        0,
    ),
    (
        ["shuf", "--random-source=rs", "-n", "3", "-e", "a", "b", "c", "d", "e"],
        b"",
        b"b\nd\nc\n",
        "",
        0,
    ),
    (
        ["shuf", "--random-source=rs", "-r", "-n", "5", "-i", "1-1000"],
        b"",
        b"901\n670\n231\n48\n914\n",
        "",
        0,
    ),
    (
        ["shuf", "--random-source=rs", "-n", "3"],
        b"l0\nl1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12\nl13\nl14\nl15\nl16\nl17\nl18\nl19\nl20\nl21\nl22\nl23\nl24\nl25\nl26\nl27\nl28\nl29\n",
        b"l4\nl14\nl18\n",
        "",
        0,
    ),
    (["shuf", "--random-source=rs", "-z"], b"x\x00y\x00z\x00w", b"w\x00x\x00z\x00y\x00", "", 0),
    (["shuf", "-i", "5-1"], b"", b"", "shuf: invalid input range: ‘5-1’\n", 1),
    (["shuf", "--random-source=tiny", "-i", "1-300"], b"", b"", "shuf: ‘tiny’: end of file\n", 1),
]


def run(argv: list[str], stdin: bytes) -> tuple[bytes, str, int]:
    fs = VirtualFS.with_default_layout()
    fs.write_bytes("/home/user/rs", RANDOM_SOURCE)
    fs.write_bytes("/home/user/tiny", b"ab")
    mod, fn = TABLE[argv[0]].split(":")
    func = getattr(importlib.import_module("agentsh.commands." + mod), fn)
    out, err = BufferOutput(), BufferOutput()
    ctx = CommandContext(
        args=argv[1:],
        name=argv[0],
        fs=fs,
        cwd="/home/user",
        stdin_stream=BytesInput(stdin),
        stdout=out,
        stderr=err,
    )
    status = func(ctx)
    return out.getvalue(), err.getvalue().decode(), status


@pytest.mark.parametrize(("argv", "stdin", "out", "err", "status"), CASES)
def test_against_gnu(argv: list[str], stdin: bytes, out: bytes, err: str, status: int) -> None:
    assert run(argv, stdin) == (out, err, status)


HELP_COMMANDS = (
    "join comm fold factor expand unexpand split tsort od base64 base32 basenc md5sum sha1sum "
    "sha224sum sha256sum sha384sum sha512sum b2sum cksum sum env printenv sleep timeout id "
    "whoami uname nproc fmt numfmt strings shuf"
).split()


@pytest.mark.parametrize("name", HELP_COMMANDS)
def test_help_and_version_texts_recorded(name: str) -> None:
    assert _texts.HELP[name].startswith("Usage: ")
    assert _texts.VERSION[name].split("\n")[0].endswith(("9.1", "2.40"))


def test_fmt_long_paragraph_is_flushed_in_pieces() -> None:
    out, _, status = run(["fmt", "-w", "20"], b"word " * 3000 + b"\n")
    assert status == 0
    assert all(len(line) <= 20 for line in out.split(b"\n"))
    assert out.count(b"word") == 3000


def test_shuf_without_source_is_a_permutation() -> None:
    out, _, status = run(["shuf", "-i", "1-100"], b"")
    assert status == 0
    assert sorted(int(x) for x in out.split()) == list(range(1, 101))
