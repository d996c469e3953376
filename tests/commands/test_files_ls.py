"""``ls``: expected outputs recorded from GNU coreutils 9.1 (LC_ALL=C.UTF-8, TZ=UTC, no tty)."""

from __future__ import annotations

import pytest

from agentsh.commands import registry
from agentsh.commands.context import CommandContext
from agentsh.streams import BufferOutput
from agentsh.vfs import VirtualFS

HOME = "/home/user"


def make_fs() -> VirtualFS:
    fs = VirtualFS.with_default_layout()
    fs.seed({f"{HOME}/f": "hi\n", f"{HOME}/d/x/y/z": "", f"{HOME}/r/a": "", f"{HOME}/r/s/b": ""})
    fs.symlink("f", f"{HOME}/l")
    fs.utime(f"{HOME}/r/a", 1735725600.0, 1735725600.0)  # 2025-01-01 10:00, > 6 months old
    return fs


def run(fs: VirtualFS, argv: list[str], cwd: str = HOME) -> tuple[int, str, str]:
    out, err = BufferOutput(), BufferOutput()
    ctx = CommandContext(args=argv[1:], name=argv[0], cwd=cwd, fs=fs, stdout=out, stderr=err)
    fn = registry.lookup(argv[0])
    assert fn is not None
    status = fn(ctx)
    return status, out.getvalue().decode(), err.getvalue().decode()


CASES: list[tuple[list[str], int, str, str]] = [
    (["ls"], 0, "d\nf\nl\nr\n", ""),
    (
        ["ls", "-l"],
        0,
        "total 12\n"
        "drwxr-xr-x 3 user user 4096 Jan  1 00:00 d\n"
        "-rw-r--r-- 1 user user    3 Jan  1 00:00 f\n"
        "lrwxrwxrwx 1 user user    1 Jan  1 00:00 l -> f\n"
        "drwxr-xr-x 3 user user 4096 Jan  1 00:00 r\n",
        "",
    ),
    (
        ["ls", "-la", "r"],
        0,
        "total 12\n"
        "drwxr-xr-x 3 user user 4096 Jan  1 00:00 .\n"
        "drwxr-xr-x 4 user user 4096 Jan  1 00:00 ..\n"
        "-rw-r--r-- 1 user user    0 Jan  1  2025 a\n"
        "drwxr-xr-x 2 user user 4096 Jan  1 00:00 s\n",
        "",
    ),
    (["ls", "-R", "r"], 0, "r:\na\ns\n\nr/s:\nb\n", ""),
    (
        ["ls", "nope", "d", "f"],
        2,
        "f\n\nd:\nx\n",
        "ls: cannot access 'nope': No such file or directory\n",
    ),
    (["ls", "a'b"], 2, "", 'ls: cannot access "a\'b": No such file or directory\n'),
    (["ls", "a\nb"], 2, "", "ls: cannot access 'a'$'\\n''b': No such file or directory\n"),
    (["ls", "-F", "l", "d"], 0, "l@\n\nd:\nx/\n", ""),
    (["ls", "-lF", "l"], 0, "lrwxrwxrwx 1 user user 1 Jan  1 00:00 l -> f\n", ""),
    (["ls", "-d", "d", "r"], 0, "d\nr\n", ""),
    (["ls", "-p"], 0, "d/\nf\nl\nr/\n", ""),
    (["ls", "-r"], 0, "r\nl\nf\nd\n", ""),
    (["ls", "-m", "/etc"], 0, "group, hostname, hosts, os-release, passwd, shells\n", ""),
    (["ls", "-C", "/etc"], 0, "group  hostname  hosts\tos-release  passwd  shells\n", ""),
    (["ls", "-s", "f", "d"], 0, "4 f\n\nd:\ntotal 4\n4 x\n", ""),
    (
        ["ls", "-l", "--time-style=long-iso", "r"],
        0,
        "total 4\n"
        "-rw-r--r-- 1 user user    0 2025-01-01 10:00 a\n"
        "drwxr-xr-x 2 user user 4096 2026-01-01 00:00 s\n",
        "",
    ),
    (
        ["ls", "-l", "--time-style=full-iso", "r/a"],
        0,
        "-rw-r--r-- 1 user user 0 2025-01-01 10:00:00.000000000 +0000 r/a\n",
        "",
    ),
    (["ls", "-go", "f"], 0, "-rw-r--r-- 1 3 Jan  1 00:00 f\n", ""),
    (["ls", "-ln", "f"], 0, "-rw-r--r-- 1 1000 1000 3 Jan  1 00:00 f\n", ""),
    (["ls", "-l", "/dev/null"], 0, "crw-rw-rw- 1 root root 1, 3 Jan  1 00:00 /dev/null\n", ""),
    (
        ["ls", "--sort=foo"],
        1,
        "",
        "ls: invalid argument ‘foo’ for ‘--sort’\nValid arguments are:\n  - ‘none’\n"
        "  - ‘time’\n  - ‘size’\n  - ‘extension’\n  - ‘version’\n  - ‘width’\n"
        "Try 'ls --help' for more information.\n",
    ),
    (["ls", "-y"], 2, "", "ls: invalid option -- 'y'\nTry 'ls --help' for more information.\n"),
    (["ls", "--", "-l"], 2, "", "ls: cannot access '-l': No such file or directory\n"),
]


@pytest.mark.parametrize(("argv", "status", "out", "err"), CASES)
def test_ls(argv: list[str], status: int, out: str, err: str) -> None:
    assert run(make_fs(), argv) == (status, out, err)


def test_ls_sizes_and_sorting() -> None:
    fs = make_fs()
    fs.seed({f"{HOME}/s/big": "x" * 5000, f"{HOME}/s/mid": "x" * 1536, f"{HOME}/s/small": "x"})
    fs.utime(f"{HOME}/s/small", 1767225000.0, 1767225000.0)
    assert run(fs, ["ls", "-S", "s"])[1] == "big\nmid\nsmall\n"
    assert run(fs, ["ls", "-t", "s"])[1].splitlines()[-1] == "small"
    assert run(fs, ["ls", "-lh", "s/big", "s/mid"])[1] == (
        "-rw-r--r-- 1 user user 4.9K Jan  1 00:00 s/big\n"
        "-rw-r--r-- 1 user user 1.5K Jan  1 00:00 s/mid\n"
    )


def test_ls_columns_like_gnu() -> None:
    fs = make_fs()
    for i in range(1, 31):
        fs.seed({f"{HOME}/c/file_number_{i}": ""})
    out = run(fs, ["ls", "-C", "c"])[1]
    assert out.splitlines()[0] == (
        "file_number_1\tfile_number_15\tfile_number_20\tfile_number_26\tfile_number_4"
    )
    assert run(fs, ["ls", "-w", "40", "-x", "c"])[1].splitlines()[0] == (
        "file_number_1\tfile_number_10"
    )
