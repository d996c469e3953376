"""``fd``/``fdfind`` against fd 8.6.0 run on the same tree (LC_ALL=C.UTF-8, stdout not a tty)."""

from __future__ import annotations

import pytest

from agentsh import Bash

TREE: dict[str, bytes] = {
    "a.txt": b"hello world\nfoo bar\nHello again\nfoo\n",
    "src/main.py": b"def foo():\n    return 1\n\nclass Foo:\n    pass\n",
    "src/sub/lib.rs": b"let x = foo;\nfn main() {}\n",
    "src/util.js": b"const foo = 1; // foo\n",
    ".hid/h.txt": b"foo hidden\n",
    ".env": b"FOO=1\n",
    "bin.dat": b"foo\x00bin\n",
    ".gitignore": b"*.log\nbuild/\n!keep.log\n",
    "x.log": b"foo log\n",
    "keep.log": b"foo kept\n",
    "build/o.txt": b"foo build\n",
    "docs/README.md": b"# Title\nsome foo text\n",
    "docs/notes.txt": b"alpha\nbeta foo\ngamma\ndelta\nepsilon foo\nzeta\n",
    "empty.txt": b"",
    ".git/HEAD": b"ref: refs/heads/main\n",
}

CASES: list[tuple[list[str], int, str, str]] = [
    (
        ["fdfind"],
        0,
        "a.txt\nbin.dat\ndocs/\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/\nsrc/main.py\nsrc/sub/\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (["fdfind", "foo"], 0, "", ""),
    (
        ["fdfind", "-t", "f"],
        0,
        "a.txt\nbin.dat\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (["fdfind", "-t", "d"], 0, "docs/\nsrc/\nsrc/sub/\n", ""),
    (["fdfind", "-e", "txt"], 0, "a.txt\ndocs/notes.txt\nempty.txt\n", ""),
    (
        ["fdfind", "-H"],
        0,
        ".env\n.git/\n.git/HEAD\n.gitignore\n.hid/\n.hid/h.txt\na.txt\nbin.dat\ndocs/\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/\nsrc/main.py\nsrc/sub/\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (
        ["fdfind", "-I"],
        0,
        "a.txt\nbin.dat\nbuild/\nbuild/o.txt\ndocs/\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/\nsrc/main.py\nsrc/sub/\nsrc/sub/lib.rs\nsrc/util.js\nx.log\n",
        "",
    ),
    (
        ["fdfind", "-u"],
        0,
        ".env\n.git/\n.git/HEAD\n.gitignore\n.hid/\n.hid/h.txt\na.txt\nbin.dat\nbuild/\nbuild/o.txt\ndocs/\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/\nsrc/main.py\nsrc/sub/\nsrc/sub/lib.rs\nsrc/util.js\nx.log\n",
        "",
    ),
    (
        ["fdfind", "-H", "-I", "-E", ".git"],
        0,
        ".env\n.gitignore\n.hid/\n.hid/h.txt\na.txt\nbin.dat\nbuild/\nbuild/o.txt\ndocs/\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/\nsrc/main.py\nsrc/sub/\nsrc/sub/lib.rs\nsrc/util.js\nx.log\n",
        "",
    ),
    (["fdfind", "README"], 0, "docs/README.md\n", ""),
    (["fdfind", "readme"], 0, "docs/README.md\n", ""),
    (["fdfind", "Readme"], 0, "", ""),
    (["fdfind", "-g", "*.rs"], 0, "src/sub/lib.rs\n", ""),
    (
        ["fdfind", "-F", "."],
        0,
        "a.txt\nbin.dat\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (["fdfind", "-p", "src/.*\\.js"], 0, "src/util.js\n", ""),
    (["fdfind", "-d", "1"], 0, "a.txt\nbin.dat\ndocs/\nempty.txt\nkeep.log\nsrc/\n", ""),
    (
        ["fdfind", "--min-depth", "2"],
        0,
        "docs/README.md\ndocs/notes.txt\nsrc/main.py\nsrc/sub/\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (["fdfind", ".", "src"], 0, "src/main.py\nsrc/sub/\nsrc/sub/lib.rs\nsrc/util.js\n", ""),
    (["fdfind", ".", "./docs"], 0, "./docs/README.md\n./docs/notes.txt\n", ""),
    (
        ["fdfind", "-E", "*.txt"],
        0,
        "bin.dat\ndocs/\ndocs/README.md\nkeep.log\nsrc/\nsrc/main.py\nsrc/sub/\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (["fdfind", "-t", "e"], 0, "empty.txt\n", ""),
    (["fdfind", "-0", "-e", "md"], 0, "./docs/README.md\x00", ""),
    (["fdfind", "-1", "lib"], 0, "src/sub/lib.rs\n", ""),
    (["fdfind", "-q", "zzz"], 1, "", ""),
    (
        ["fdfind", "("],
        1,
        "",
        "[fd error]: regex parse error:\n    (\n    ^\nerror: unclosed group\n\nNote: You can use the '--fixed-strings' option to search for a literal string instead of a regular expression. Alternatively, you can also use the '--glob' option to match on a glob pattern.\n",
    ),
    (
        ["fdfind", ".", "nope"],
        1,
        "",
        "[fd error]: Search path 'nope' is not a directory.\n[fd error]: No valid search paths given.\n",
    ),
    (
        ["fdfind", "src/"],
        1,
        "",
        "[fd error]: The search pattern 'src/' contains a path-separation character ('/') and will not lead to any search results.\n\nIf you want to search for all files inside the 'src/' directory, use a match-all pattern:\n\n  fd . 'src/'\n\nInstead, if you want your pattern to match the full file path, use:\n\n  fd --full-path 'src/'\n",
    ),
    (["fdfind", "-x", "echo", "{/.}", ";", "-e", "py"], 0, "main\n", ""),
    (["fdfind", "-e", "md", "-X", "echo", "batch"], 0, "batch ./docs/README.md\n", ""),
    (["fdfind", "log"], 0, "keep.log\n", ""),
    (["fdfind", "-a", "lib"], 0, "/home/user/src/sub/lib.rs\n", ""),
    (["fdfind", "--version"], 0, "fdfind 8.6.0\n", ""),
]


def _bash() -> Bash:
    return Bash(files={f"/home/user/{k}": v for k, v in TREE.items()}, cwd="/home/user")


@pytest.mark.parametrize(
    ("argv", "status", "out", "err"), CASES, ids=[" ".join(c[0]) for c in CASES]
)
def test_case(argv: list[str], status: int, out: str, err: str) -> None:
    import shlex

    r = _bash().run(" ".join(shlex.quote(a) for a in argv) + " </dev/null")
    assert (r.stdout, r.stderr, r.exit_code) == (out, err, status)
