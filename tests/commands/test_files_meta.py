"""stat, chmod, chown, chgrp, readlink, realpath, pathchk: checked against GNU coreutils 9.1
(LC_ALL=C.UTF-8, TZ=UTC). The VFS has no birth time, so ``stat`` prints `` Birth: -``."""

from __future__ import annotations

import shlex

import pytest

from agentsh.commands import registry
from agentsh.commands.context import CommandContext
from agentsh.streams import BufferOutput
from agentsh.vfs import VirtualFS

HOME = "/home/user"
TRY = "Try '{0} --help' for more information.\n"
Step = tuple[str, int, str, str]


def make_fs() -> VirtualFS:
    fs = VirtualFS.with_default_layout()
    fs.seed({f"{HOME}/f": "hi\n", f"{HOME}/d/g": ""})
    fs.symlink("f", f"{HOME}/l")
    fs.utime(f"{HOME}/f", 1767225600.5, 1767225600.25)
    return fs


def run(fs: VirtualFS, argv: list[str]) -> tuple[int, str, str]:
    out, err = BufferOutput(), BufferOutput()
    ctx = CommandContext(args=argv[1:], name=argv[0], cwd=HOME, fs=fs, stdout=out, stderr=err)
    fn = registry.lookup(argv[0])
    assert fn is not None
    status = fn(ctx)
    return status, out.getvalue().decode(), err.getvalue().decode()


def play(steps: list[Step]) -> None:
    fs = make_fs()
    for line, status, out, err in steps:
        assert run(fs, shlex.split(line)) == (status, out, err), line


def test_stat_default_format() -> None:
    fs = make_fs()
    ino = fs.stat(f"{HOME}/f").st_ino
    status, out, err = run(fs, ["stat", "f"])
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "  File: f"
    assert lines[1] == "  Size: 3         \tBlocks: 8          IO Block: 4096   regular file"
    assert lines[2] == f"Device: 8,3\tInode: {ino:<11} Links: 1"
    assert lines[3] == "Access: (0644/-rw-r--r--)  Uid: ( 1000/    user)   Gid: ( 1000/    user)"
    assert lines[4] == "Access: 2026-01-01 00:00:00.500000000 +0000"
    assert lines[5] == "Modify: 2026-01-01 00:00:00.250000000 +0000"
    assert lines[7] == " Birth: -"
    out = run(fs, ["stat", "l"])[1].splitlines()
    assert out[0] == "  File: l -> f"
    assert out[1].endswith("symbolic link")
    out = run(fs, ["stat", "/dev/null"])[1].splitlines()
    assert out[1].endswith("character special file")
    assert out[2].endswith("Links: 1     Device type: 1,3")


SEQUENCES: dict[str, list[Step]] = {
    "stat": [
        ("stat", 1, "", "stat: missing operand\n" + TRY.format("stat")),
        ("stat nope", 1, "", "stat: cannot statx 'nope': No such file or directory\n"),
        (
            "stat -c '%n|%N|%s|%b|%B|%f|%F|%a|%A|%u|%U|%g|%G|%h|%o|%W|%w|%Y' f l",
            0,
            "f|'f'|3|8|512|81a4|regular file|644|-rw-r--r--|1000|user|1000|user|1|4096|0|-|1767225600\n"
            "l|'l' -> 'f'|1|0|512|a1ff|symbolic link|777|lrwxrwxrwx|1000|user|1000|user|1|4096|0|-|1767225600\n",
            "",
        ),
        ("stat --printf '%n\\n%%\\t' f", 0, "f\n%\t", ""),
        ("stat -L -c %F l", 0, "regular file\n", ""),
        ("stat -c %F d/g", 0, "regular empty file\n", ""),
        ("stat -c %04a/%-5s/%5n. f", 0, "0644/3    /    f.\n", ""),
    ],
    "chmod": [
        ("chmod", 1, "", "chmod: missing operand\n" + TRY.format("chmod")),
        ("chmod 644", 1, "", "chmod: missing operand after ‘644’\n" + TRY.format("chmod")),
        ("chmod 999 f", 1, "", "chmod: invalid mode: ‘999’\n" + TRY.format("chmod")),
        ("chmod u+x nope", 1, "", "chmod: cannot access 'nope': No such file or directory\n"),
        (
            "chmod -v 755 f",
            0,
            "mode of 'f' changed from 0644 (rw-r--r--) to 0755 (rwxr-xr-x)\n",
            "",
        ),
        ("chmod -c 755 f", 0, "", ""),
        ("chmod -v 755 f", 0, "mode of 'f' retained as 0755 (rwxr-xr-x)\n", ""),
        ("chmod -w f", 0, "", ""),
        ("stat -c %A f", 0, "-r-xr-xr-x\n", ""),
        ("chmod u=rwx,go=rx,o+t f", 0, "", ""),
        ("stat -c %a f", 0, "1755\n", ""),
        ("chmod 777 f", 0, "", ""),
        (
            "chmod -w f",
            1,
            "",
            "chmod: f: new permissions are r-xrwxrwx, not r-xr-xr-x\n",
        ),
        ("chmod go=u,a-x f", 0, "", ""),
        ("stat -c %a f", 0, "444\n", ""),
        (
            "chmod -R -c 700 d",
            0,
            "mode of 'd' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)\n"
            "mode of 'd/g' changed from 0644 (rw-r--r--) to 0700 (rwx------)\n",
            "",
        ),
        ("chmod --reference=f d", 0, "", ""),
        ("stat -c %a d", 0, "444\n", ""),
        (
            "chmod 644 /etc/passwd",
            1,
            "",
            "chmod: changing permissions of '/etc/passwd': Operation not permitted\n",
        ),
    ],
    "chown": [
        ("chown", 1, "", "chown: missing operand\n" + TRY.format("chown")),
        ("chown root", 1, "", "chown: missing operand after ‘root’\n" + TRY.format("chown")),
        ("chown nosuch f", 1, "", "chown: invalid user: ‘nosuch’\n"),
        ("chown :nosuch f", 1, "", "chown: invalid group: ‘:nosuch’\n"),
        ("chgrp nosuch f", 1, "", "chgrp: invalid group: ‘nosuch’\n"),
        ("chown root f", 1, "", "chown: changing ownership of 'f': Operation not permitted\n"),
        ("chgrp root f", 1, "", "chgrp: changing group of 'f': Operation not permitted\n"),
        ("chown -v user:user f", 0, "ownership of 'f' retained as user:user\n", ""),
        ("chown -c user f", 0, "", ""),
    ],
    "links": [
        ("readlink l", 0, "f\n", ""),
        ("readlink -f l", 0, "/home/user/f\n", ""),
        ("readlink f", 1, "", ""),
        ("readlink -n l", 0, "f", ""),
        ("readlink -e nope", 1, "", ""),
        ("readlink -m nope/x/../y", 0, "/home/user/nope/y\n", ""),
        ("readlink", 1, "", "readlink: missing operand\n" + TRY.format("readlink")),
        ("realpath l d/../f", 0, "/home/user/f\n/home/user/f\n", ""),
        ("realpath nope/x", 1, "", "realpath: nope/x: No such file or directory\n"),
        ("realpath nope", 0, "/home/user/nope\n", ""),
        ("realpath -e nope", 1, "", "realpath: nope: No such file or directory\n"),
        ("realpath -m nope/x", 0, "/home/user/nope/x\n", ""),
        ("realpath -s l", 0, "/home/user/l\n", ""),
        ("realpath --relative-to=/usr /usr/bin /tmp", 0, "bin\n../tmp\n", ""),
        ("pathchk -p 'a b'", 1, "", "pathchk: nonportable character ' ' in file name 'a b'\n"),
        ("pathchk -P -- -x", 1, "", "pathchk: leading '-' in a component of file name '-x'\n"),
        ("pathchk ok/name", 0, "", ""),
    ],
}


@pytest.mark.parametrize("name", sorted(SEQUENCES))
def test_sequence(name: str) -> None:
    play(SEQUENCES[name])
