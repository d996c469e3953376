"""mkdir, rmdir, mkfifo, touch, rm, unlink, cp, mv, ln, link: sequences checked against GNU
coreutils 9.1 (LC_ALL=C.UTF-8, TZ=UTC). Each sequence runs on one VFS in order."""

from __future__ import annotations

import pytest

from agentsh.commands import registry
from agentsh.commands.context import CommandContext
from agentsh.streams import BufferOutput
from agentsh.vfs import VirtualFS

HOME = "/home/user"
Step = tuple[str, int, str, str]


def make_fs() -> VirtualFS:
    fs = VirtualFS.with_default_layout()
    fs.seed({f"{HOME}/f": "hi\n", f"{HOME}/d/x/y/z": "", f"{HOME}/r/a": "", f"{HOME}/r/s/b": ""})
    fs.symlink("f", f"{HOME}/l")
    return fs


def run(fs: VirtualFS, argv: list[str], cwd: str = HOME) -> tuple[int, str, str]:
    out, err = BufferOutput(), BufferOutput()
    ctx = CommandContext(args=argv[1:], name=argv[0], cwd=cwd, fs=fs, stdout=out, stderr=err)
    fn = registry.lookup(argv[0])
    assert fn is not None
    status = fn(ctx)
    return status, out.getvalue().decode(), err.getvalue().decode()


def play(steps: list[Step]) -> None:
    import shlex

    fs = make_fs()
    for line, status, out, err in steps:
        assert run(fs, shlex.split(line)) == (status, out, err), line


TRY = "Try '{0} --help' for more information.\n"

SEQUENCES: dict[str, list[Step]] = {
    "mkdir": [
        ("mkdir d", 1, "", "mkdir: cannot create directory ‘d’: File exists\n"),
        ("mkdir -p f/x", 1, "", "mkdir: cannot create directory ‘f’: Not a directory\n"),
        ("mkdir f/x", 1, "", "mkdir: cannot create directory ‘f/x’: Not a directory\n"),
        (
            "mkdir nope/x",
            1,
            "",
            "mkdir: cannot create directory ‘nope/x’: No such file or directory\n",
        ),
        ("mkdir", 1, "", "mkdir: missing operand\n" + TRY.format("mkdir")),
        ("mkdir -m bad q", 1, "", "mkdir: invalid mode ‘bad’\n"),
        (
            "mkdir -pv n/m/o",
            0,
            "mkdir: created directory 'n'\nmkdir: created directory 'n/m'\n"
            "mkdir: created directory 'n/m/o'\n",
            "",
        ),
        ("mkdir -m 700 -v m7", 0, "mkdir: created directory 'm7'\n", ""),
        ("stat -c %A m7", 0, "drwx------\n", ""),
        ("mkdir -p d/x", 0, "", ""),
        ('mkdir "a\'b"', 0, "", ""),
        ('mkdir "a\'b"', 1, "", "mkdir: cannot create directory ‘a'b’: File exists\n"),
    ],
    "rmdir": [
        ("rmdir", 1, "", "rmdir: missing operand\n" + TRY.format("rmdir")),
        ("rmdir nope", 1, "", "rmdir: failed to remove 'nope': No such file or directory\n"),
        ("rmdir d", 1, "", "rmdir: failed to remove 'd': Directory not empty\n"),
        ("rmdir f", 1, "", "rmdir: failed to remove 'f': Not a directory\n"),
        ("rmdir --ignore-fail-on-non-empty d", 0, "", ""),
        ("rm d/x/y/z", 0, "", ""),
        (
            "rmdir -pv d/x/y",
            0,
            "rmdir: removing directory, 'd/x/y'\nrmdir: removing directory, 'd/x'\n"
            "rmdir: removing directory, 'd'\n",
            "",
        ),
        ("mkfifo p", 0, "", ""),
        ("stat -c %F p", 0, "fifo\n", ""),
    ],
    "touch": [
        ("touch", 1, "", "touch: missing file operand\n" + TRY.format("touch")),
        ("touch -t 202501011230.45 ts", 0, "", ""),
        ("stat -c %y ts", 0, "2025-01-01 12:30:45.000000000 +0000\n", ""),
        ("touch -d @100 ep", 0, "", ""),
        ("stat -c %y ep", 0, "1970-01-01 00:01:40.000000000 +0000\n", ""),
        ("touch -d 2025-03-04T05:06:07 iso", 0, "", ""),
        ("stat -c %y iso", 0, "2025-03-04 05:06:07.000000000 +0000\n", ""),
        ("touch -t 2501011230 t2", 0, "", ""),
        ("stat -c %y t2", 0, "2025-01-01 12:30:00.000000000 +0000\n", ""),
        ("touch -r ep refd", 0, "", ""),
        ("stat -c %Y refd", 0, "100\n", ""),
        ("touch -d '2025-03-04 05:06:07.5' fr", 0, "", ""),
        ("stat -c %y fr", 0, "2025-03-04 05:06:07.500000000 +0000\n", ""),
        ("touch -m -d @200 ep", 0, "", ""),
        ("stat -c %X/%Y ep", 0, "100/200\n", ""),
        ("touch -c zz", 0, "", ""),
        ("ls zz", 2, "", "ls: cannot access 'zz': No such file or directory\n"),
        ("touch -d garbage q", 1, "", "touch: invalid date format ‘garbage’\n"),
        ("touch nope/x", 1, "", "touch: cannot touch 'nope/x': No such file or directory\n"),
        ("touch /etc/passwd", 1, "", "touch: cannot touch '/etc/passwd': Permission denied\n"),
    ],
    "rm": [
        ("rm", 1, "", "rm: missing operand\n" + TRY.format("rm")),
        ("rm -f", 0, "", ""),
        ("rm -f nope", 0, "", ""),
        ("rm nope", 1, "", "rm: cannot remove 'nope': No such file or directory\n"),
        ("rm d", 1, "", "rm: cannot remove 'd': Is a directory\n"),
        ("rm -d d", 1, "", "rm: cannot remove 'd': Directory not empty\n"),
        (
            "rm -r /",
            1,
            "",
            "rm: it is dangerous to operate recursively on '/'\n"
            "rm: use --no-preserve-root to override this failsafe\n",
        ),
        ("rm -rf .", 1, "", "rm: refusing to remove '.' or '..' directory: skipping '.'\n"),
        (
            "rm -r d/x/..",
            1,
            "",
            "rm: refusing to remove '.' or '..' directory: skipping 'd/x/..'\n",
        ),
        (
            "rm -rv d",
            0,
            "removed 'd/x/y/z'\nremoved directory 'd/x/y'\nremoved directory 'd/x'\n"
            "removed directory 'd'\n",
            "",
        ),
        ("rm -v l", 0, "removed 'l'\n", ""),
        ("rm /etc/passwd", 1, "", "rm: cannot remove '/etc/passwd': Permission denied\n"),
        ("unlink", 1, "", "unlink: missing operand\n" + TRY.format("unlink")),
        ("unlink a b", 1, "", "unlink: extra operand ‘b’\n" + TRY.format("unlink")),
        ("unlink nope", 1, "", "unlink: cannot unlink 'nope': No such file or directory\n"),
        ("unlink r", 1, "", "unlink: cannot unlink 'r': Is a directory\n"),
        ("unlink f", 0, "", ""),
    ],
    "cp": [
        ("cp", 1, "", "cp: missing file operand\n" + TRY.format("cp")),
        ("cp a", 1, "", "cp: missing destination file operand after 'a'\n" + TRY.format("cp")),
        ("cp a b c", 1, "", "cp: target 'c': No such file or directory\n"),
        ("cp r r2", 1, "", "cp: -r not specified; omitting directory 'r'\n"),
        ("cp nope x", 1, "", "cp: cannot stat 'nope': No such file or directory\n"),
        ("cp f f", 1, "", "cp: 'f' and 'f' are the same file\n"),
        (
            "cp f nodir/x",
            1,
            "",
            "cp: cannot create regular file 'nodir/x': No such file or directory\n",
        ),
        (
            "cp -rv r r2",
            0,
            "'r' -> 'r2'\n'r/a' -> 'r2/a'\n'r/s' -> 'r2/s'\n'r/s/b' -> 'r2/s/b'\n",
            "",
        ),
        ("cp -r r r/s", 1, "", "cp: cannot copy a directory, 'r', into itself, 'r/s/r'\n"),
        ("cp -v l lcopy", 0, "'l' -> 'lcopy'\n", ""),
        ("stat -c %F lcopy", 0, "regular file\n", ""),
        ("cp -P l lsym", 0, "", ""),
        ("stat -c %F lsym", 0, "symbolic link\n", ""),
        ("cp -v f r", 0, "'f' -> 'r/f'\n", ""),
        ("mkdir -p c/f", 0, "", ""),
        ("cp f c", 1, "", "cp: cannot overwrite directory 'c/f' with non-directory\n"),
        ("cp -n f lcopy", 0, "", ""),
        ("mkdir t", 0, "", ""),
        ("cp -t t f lcopy -v", 0, "'f' -> 't/f'\n'lcopy' -> 't/lcopy'\n", ""),
        ("cp --parents r/s/b t", 0, "", ""),
        ("ls t/r/s", 0, "b\n", ""),
        (
            "cp --parents f nodir",
            1,
            "",
            "cp: with --parents, the destination must be a directory\n" + TRY.format("cp"),
        ),
    ],
    "mv": [
        ("mv", 1, "", "mv: missing file operand\n" + TRY.format("mv")),
        ("mv a", 1, "", "mv: missing destination file operand after 'a'\n" + TRY.format("mv")),
        ("mv nope x", 1, "", "mv: cannot stat 'nope': No such file or directory\n"),
        ("mv f f", 1, "", "mv: 'f' and 'f' are the same file\n"),
        ("mv r r/s", 1, "", "mv: cannot move 'r' to a subdirectory of itself, 'r/s/r'\n"),
        ("mv -v f g", 0, "renamed 'f' -> 'g'\n", ""),
        ("mv -v g r", 0, "renamed 'g' -> 'r/g'\n", ""),
        ("mkdir -p e/d/x", 0, "", ""),
        ("mv d e", 1, "", "mv: cannot move 'd' to 'e/d': Directory not empty\n"),
        ("touch k", 0, "", ""),
        ("mv k e", 0, "", ""),
        ("mkdir kk", 0, "", ""),
        ("touch e/kk", 0, "", ""),
        ("mv kk e", 1, "", "mv: cannot overwrite non-directory 'e/kk' with directory 'kk'\n"),
        ("mv -n l e/k", 0, "", ""),
        ("ls e", 0, "d\nk\nkk\n", ""),
    ],
    "ln": [
        ("ln nope x", 1, "", "ln: failed to access 'nope': No such file or directory\n"),
        ("ln d x", 1, "", "ln: d: hard link not allowed for directory\n"),
        ("ln -sv f s1", 0, "'s1' -> 'f'\n", ""),
        ("ln -v f h1", 0, "'h1' => 'f'\n", ""),
        ("stat -c %h f", 0, "2\n", ""),
        ("ln -s f", 1, "", "ln: failed to create symbolic link './f': File exists\n"),
        ("ln -s f s1", 1, "", "ln: failed to create symbolic link 's1': File exists\n"),
        ("ln -sfv f s1", 0, "'s1' -> 'f'\n", ""),
        ("ln -sr f d/x/rel", 0, "", ""),
        ("readlink d/x/rel", 0, "../../f\n", ""),
        ("ln -s f s2 s3", 1, "", "ln: target 's3': No such file or directory\n"),
        ("link", 1, "", "link: missing operand\n" + TRY.format("link")),
        ("link a", 1, "", "link: missing operand after ‘a’\n" + TRY.format("link")),
        ("link a b c", 1, "", "link: extra operand ‘c’\n" + TRY.format("link")),
        (
            "link nope b",
            1,
            "",
            "link: cannot create link 'b' to 'nope': No such file or directory\n",
        ),
        ("link f hh", 0, "", ""),
        ("stat -c %h hh", 0, "3\n", ""),
    ],
}


@pytest.mark.parametrize("name", sorted(SEQUENCES))
def test_sequence(name: str) -> None:
    play(SEQUENCES[name])


def test_help_and_version() -> None:
    fs = make_fs()
    status, out, _ = run(fs, ["mkdir", "--help"])
    assert status == 0 and out.startswith("Usage: mkdir [OPTION]... DIRECTORY...")
    status, out, _ = run(fs, ["rm", "--version"])
    assert status == 0 and out.startswith("rm (GNU coreutils) 9.1")
