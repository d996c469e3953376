"""expr, factor, column, join, comm, fold, expand, unexpand, tsort, envsubst, which: outputs recorded from the real tools (coreutils 9.1, util-linux 2.38, gettext 0.21)."""

from __future__ import annotations

import pytest

from agentsh.commands import registry
from agentsh.commands.context import CommandContext
from agentsh.streams import BufferOutput, BytesInput
from agentsh.vfs import VirtualFS

FILES: dict[str, bytes] = {
    "j1": b"a 1\nb 2\n",
    "j2": b"a x\nc y\n",
    "u1": b"a 1\nc 3\nb 2\n",
    "c1": b"a\nb\nd\n",
    "c2": b"b\nc\nd\ne",
    "t": b"a:b::c\n1:22:333:4444\n",
    "f": b"hello world this is a long line\tx\n",
    "e": b"a\tb\n        c  d\n",
    "tab": b"a b\nb c\n",
}

CASES: list[tuple[list[str], bytes, int, bytes, bytes]] = [
    (["expr", "1", "+", "2"], b"", 0, b"3\n", b""),
    (["expr", "abc", ":", "a\\(b\\)"], b"", 0, b"b\n", b""),
    (["expr", "5", "/", "0"], b"", 2, b"", b"expr: division by zero\n"),
    (
        ["expr", "1", "2"],
        b"",
        2,
        b"",
        b"expr: syntax error: unexpected argument \xe2\x80\x982\xe2\x80\x99\n",
    ),
    (["expr", "substr", "hello", "2", "3"], b"", 0, b"ell\n", b""),
    (
        ["factor", "12", "97", "x"],
        b"",
        1,
        b"12: 2 2 3\n97: 97\n",
        b"factor: \xe2\x80\x98x\xe2\x80\x99 is not a valid positive integer\n",
    ),
    (["factor"], b"6 28\n", 0, b"6: 2 3\n28: 2 2 7\n", b""),
    (["column", "-t", "-s:", "t"], b"", 0, b"a  b        c\n1  22  333  4444\n", b""),
    (
        ["column", "-t", "-s:", "-N", "A,B,C,D", "-R", "2", "t"],
        b"",
        0,
        b"A   B  C    D\na   b       c\n1  22  333  4444\n",
        b"",
    ),
    (
        ["column", "-c", "30"],
        b"a\nbb\nccc\ndddd\neeeee\nf\n",
        0,
        b"a\tccc\teeeee\nbb\tdddd\tf\n",
        b"",
    ),
    (["join", "j1", "j2"], b"", 0, b"a 1 x\n", b""),
    (["join", "-a1", "-e", "X", "-o", "auto", "j1", "j2"], b"", 0, b"a 1 x\nb 2 X\n", b""),
    (["join", "u1", "j2"], b"", 0, b"a 1 x\nc 3 y\n", b""),
    (["join", "-v2", "j1", "j2"], b"", 0, b"c y\n", b""),
    (["comm", "c1", "c2"], b"", 0, b"a\n\t\tb\n\tc\n\t\td\n\te\n", b""),
    (["comm", "-3", "--total", "c1", "c2"], b"", 0, b"a\n\tc\n\te\n1\t2\t2\ttotal\n", b""),
    (["comm", "c2", "c1"], b"", 0, b"\ta\n\t\tb\nc\n\t\td\ne\n", b""),
    (["fold", "-w", "10", "f"], b"", 0, b"hello worl\nd this is \na long lin\ne\tx\n", b""),
    (["fold", "-s", "-w", "10", "f"], b"", 0, b"hello \nworld \nthis is a \nlong \nline\tx\n", b""),
    (["expand", "-t", "4", "e"], b"", 0, b"a   b\n        c  d\n", b""),
    (["unexpand", "-a", "e"], b"", 0, b"a\tb\n\tc  d\n", b""),
    (["tsort", "tab"], b"", 0, b"a\nb\nc\n", b""),
    (
        ["tsort"],
        b"a b b a\n",
        1,
        b"a\nb\n",
        b"tsort: -: input contains a loop:\ntsort: a\ntsort: b\n",
    ),
    (["envsubst"], b"$HOME ${PATH} $X\n", 0, b" /usr/bin:/bin \n", b""),
    (["which", "ls", "nosuchthing"], b"", 1, b"/usr/bin/ls\n", b""),
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
