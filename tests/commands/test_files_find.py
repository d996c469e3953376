"""``find``: expected outputs checked against GNU findutils 4.9.0 (LC_ALL=C.UTF-8, TZ=UTC).

The VFS visits directory entries in sorted order (GNU uses the filesystem's order), so the
expected listings below are GNU's output for a tree whose readdir order is sorted.
"""

from __future__ import annotations

import pytest

from agentsh import Bash
from agentsh.commands import registry
from agentsh.commands.context import CommandContext
from agentsh.streams import BufferOutput
from agentsh.vfs import VirtualFS

HOME = "/home/user"
TREE = f"{HOME}/fd"


def make_fs() -> VirtualFS:
    fs = VirtualFS.with_default_layout()
    fs.seed({f"{TREE}/a/f.txt": "hello\n", f"{TREE}/a/b/old": "", f"{TREE}/c/.keep": ""})
    fs.remove(f"{TREE}/c/.keep")
    fs.utime(f"{TREE}/a/b/old", 1748779200.0, 1748779200.0)  # 2025-06-01 12:00
    fs.symlink("f.txt", f"{TREE}/a/lnk")
    return fs


def run(fs: VirtualFS, argv: list[str]) -> tuple[int, str, str]:
    out, err = BufferOutput(), BufferOutput()
    ctx = CommandContext(args=argv[1:], name=argv[0], cwd=TREE, fs=fs, stdout=out, stderr=err)
    fn = registry.lookup(argv[0])
    assert fn is not None
    status = fn(ctx)
    return status, out.getvalue().decode(), err.getvalue().decode()


ALL = "./a\n./a/b\n./a/b/old\n./a/f.txt\n./a/lnk\n./c\n"

CASES: list[tuple[list[str], int, str, str]] = [
    (["find"], 0, ".\n" + ALL, ""),
    (["find", "a/"], 0, "a/\na/b\na/b/old\na/f.txt\na/lnk\n", ""),
    (["find", ".", "-name", "x", "y"], 1, "", "find: paths must precede expression: `y'\n"),
    (["find", ".", "-foo"], 1, "", "find: unknown predicate `-foo'\n"),
    (["find", ".", "-name"], 1, "", "find: missing argument to `-name'\n"),
    (["find", ".", "-type", "q"], 1, "", "find: Unknown argument to -type: q\n"),
    (["find", ".", "-name", "x", "-o"], 1, "", "find: expected an expression after '-o'\n"),
    (
        ["find", ".", "(", "-name", "x"],
        1,
        "",
        "find: invalid expression; I was expecting to find a ')' somewhere but did not see one.\n",
    ),
    (["find", "-mtime", "abc"], 1, "", "find: invalid argument `abc' to `-mtime'\n"),
    (["find", ".", "-perm", "999"], 1, "", "find: invalid mode ‘999’\n"),
    (["find", ".", "-user", "nosuch"], 1, "", "find: ‘nosuch’ is not the name of a known user\n"),
    (["find", ".", "-newer", "nope"], 1, "", "find: ‘nope’: No such file or directory\n"),
    (
        ["find", "nope", ".", "-maxdepth", "0"],
        1,
        ".\n",
        "find: ‘nope’: No such file or directory\n",
    ),
    (["find", ".", "-name", "*.txt"], 0, "./a/f.txt\n", ""),
    (["find", ".", "-name", "*.TXT", "-o", "-iname", "*.TXT"], 0, "./a/f.txt\n", ""),
    (["find", ".", "-name", "[ab]"], 0, "./a\n./a/b\n", ""),
    (["find", ".", "-path", "./a*", "-prune", "-o", "-print"], 0, ".\n./c\n", ""),
    (["find", ".", "(", "-size", "-1M", ")", "-print"], 0, "./a/b/old\n", ""),
    (["find", ".", "-size", "-2k", "-type", "f"], 0, "./a/b/old\n./a/f.txt\n", ""),
    (["find", ".", "-size", "6c"], 0, "./a/f.txt\n", ""),
    (["find", ".", "-regex", ".*/f\\.t.t"], 0, "./a/f.txt\n", ""),
    (["find", ".", "-regex", ".*\\(txt\\|old\\)"], 0, "./a/b/old\n./a/f.txt\n", ""),
    (
        ["find", ".", "-regextype", "posix-extended", "-regex", ".*(txt|old)"],
        0,
        "./a/b/old\n./a/f.txt\n",
        "",
    ),
    (["find", ".", "-newer", "a/b/old", "-type", "f"], 0, "./a/f.txt\n", ""),
    (["find", ".", "-mtime", "+30"], 0, "./a/b/old\n", ""),
    (["find", ".", "-perm", "-u+w", "-type", "l"], 0, "./a/lnk\n", ""),
    (["find", ".", "-empty"], 0, "./a/b/old\n./c\n", ""),
    (["find", ".", "-type", "f,l"], 0, "./a/b/old\n./a/f.txt\n./a/lnk\n", ""),
    (["find", ".", "-mindepth", "2", "-type", "d"], 0, "./a/b\n", ""),
    (["find", ".", "-maxdepth", "1"], 0, ".\n./a\n./c\n", ""),
    (
        ["find", ".", "-depth", "-path", "./a*"],
        0,
        "./a/b/old\n./a/b\n./a/f.txt\n./a/lnk\n./a\n",
        "",
    ),
    (["find", ".", "!", "-type", "d", "-not", "-name", "old"], 0, "./a/f.txt\n./a/lnk\n", ""),
    (["find", ".", "-quit", "-print"], 0, "", ""),
    (["find", ".", "-name", "b", "-print", "-quit"], 0, "./a/b\n", ""),
    (["find", "-L", ".", "-type", "l"], 0, "", ""),
    (["find", ".", "-user", "user", "-name", "c"], 0, "./c\n", ""),
    (["find", ".", "-name", "c", "-print0"], 0, "./c\0", ""),
    (["find", ".", "-false", "-o", "-name", "c", ",", "-name", "zz"], 0, "", ""),
    (["find", ".", "-name", "c", "-print", ",", "-name", "zz"], 0, "./c\n", ""),
    (
        ["find", ".", "-printf", "%-10f|%5s|\\n"],
        0,
        ".         | 4096|\na         | 4096|\nb         | 4096|\nold       |    0|\n"
        "f.txt     |    6|\nlnk       |    5|\nc         | 4096|\n",
        "",
    ),
    (
        ["find", "a", "-printf", "%d %y %m %M %s %k %b %h %f %P %H %l|\\n"],
        0,
        "0 d 755 drwxr-xr-x 4096 4 8 . a  a |\n"
        "1 d 755 drwxr-xr-x 4096 4 8 a b b a |\n"
        "2 f 644 -rw-r--r-- 0 0 0 a/b old b/old a |\n"
        "1 f 644 -rw-r--r-- 6 4 8 a f.txt f.txt a |\n"
        "1 l 777 lrwxrwxrwx 5 0 0 a lnk lnk a f.txt|\n",
        "",
    ),
    (
        ["find", "a/b/old", "-printf", "%t|%T@|%T+|%TS|%Tk|%TY\\n"],
        0,
        "Sun Jun  1 12:00:00.0000000000 2025|1748779200.0000000000|"
        "2025-06-01+12:00:00.0000000000|00.0000000000|12|2025\n",
        "",
    ),
    (
        ["find", "a/b", "-ls"],
        0,
        None,
        "",
    ),
]


@pytest.mark.parametrize(("argv", "status", "out", "err"), CASES)
def test_find(argv: list[str], status: int, out: str | None, err: str) -> None:
    got = run(make_fs(), argv)
    if out is None:
        lines = got[1].splitlines()
        assert lines[0].endswith(
            "      4 drwxr-xr-x   2 user     user         4096 Jan  1 00:00 a/b"
        )
        assert lines[1].endswith(
            "      0 -rw-r--r--   1 user     user            0 Jun  1  2025 a/b/old"
        )
        assert got[0] == status and got[2] == err
        return
    assert got == (status, out, err)


def test_find_delete_and_fprint() -> None:
    fs = make_fs()
    assert run(fs, ["find", ".", "-name", "*.txt", "-fprint", "/tmp/list"]) == (0, "", "")
    assert fs.read_bytes("/tmp/list") == b"./a/f.txt\n"
    assert run(fs, ["find", "a", "-delete"]) == (0, "", "")
    assert not fs.lexists(f"{TREE}/a")


def test_find_exec_through_the_shell() -> None:
    b = Bash()
    r = b.run(
        "mkdir -p fd/a/b fd/c && cd fd && echo hello > a/f.txt && touch a/b/old\n"
        "find . -exec echo {} +\n"
        "find . -type f -exec echo x{}y \\;\n"
        "find a -execdir pwd \\;\n"
        "find . -name c -exec false \\; -o -print | head -n 2\n"
    )
    assert r.stderr == ""
    assert r.stdout == (
        ". ./a ./a/b ./a/b/old ./a/f.txt ./c\n"
        "x./a/b/oldy\nx./a/f.txty\n"
        "/home/user/fd\n/home/user/fd/a\n/home/user/fd/a/b\n/home/user/fd/a\n"
        ".\n./a\n"
    )


def test_find_lists_a_directory_before_visiting_its_entries() -> None:
    # GNU find (fts) reads a directory's entries with their status before it visits any of
    # them: an entry that an action removes meanwhile is still visited, with no error
    b = Bash()
    r = b.run("mkdir d && touch d/a d/b d/c && find d -name a -exec rm d/c \\; -o -print")
    assert (r.stdout, r.stderr, r.exit_code) == ("d\nd/b\nd/c\n", "", 0)


@pytest.mark.parametrize(
    ("regextype", "pattern", "message"),
    [
        ("posix-extended", "*a", "Invalid preceding regular expression"),
        ("posix-extended", "a|+b", "Invalid preceding regular expression"),
        ("posix-extended", "a$*", "Invalid preceding regular expression"),
        ("posix-extended", "a{1", "Unmatched \\{"),
        ("posix-extended", "a{1x}", "Invalid content of \\{\\}"),
        ("posix-awk", "(?a)", "Invalid preceding regular expression"),
        ("posix-awk", "a{}", "Invalid content of \\{\\}"),
        ("posix-egrep", "a{2,1}", "Invalid content of \\{\\}"),
        ("posix-awk", "a{1", ""),
        ("posix-egrep", "*a", ""),
        ("posix-extended", "[*]a{,}", ""),
        ("emacs", "*a", ""),
    ],
)
def test_find_ere_syntax_errors(regextype: str, pattern: str, message: str) -> None:
    # (recorded from GNU find 4.9: glibc's syntaxes, stricter than grep's, whose -E takes
    # '*a' and 'a{1' as text)
    r = Bash().run(f"touch a; find . -regextype {regextype} -regex '{pattern}'")
    if message:
        expect = f"find: failed to compile regular expression '{pattern}': {message}\n"
        assert (r.stderr, r.exit_code) == (expect, 1)
    else:
        assert (r.stderr, r.exit_code) == ("", 0)
