"""``grep`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd, run_repeatedly

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (["l1", "h"], b"", b"l1\nl10\nl11\nl12\n", b"", 0),
    (["-n", "l1", "h"], b"", b"1:l1\n10:l10\n11:l11\n12:l12\n", b"", 0),
    (["-c", "l", "h", "f"], b"", b"h:12\nf:0\n", b"", 0),
    (["-v", "l1", "h"], b"", b"l2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\n", b"", 0),
    (["-vn", "1", "h"], b"", b"2:l2\n3:l3\n4:l4\n5:l5\n6:l6\n7:l7\n8:l8\n9:l9\n", b"", 0),
    (["-o", "l1.", "h"], b"", b"l10\nl11\nl12\n", b"", 0),
    (["-bo", "l1.", "h"], b"", b"27:l10\n31:l11\n35:l12\n", b"", 0),
    (["-b", "l2", "h"], b"", b"3:l2\n", b"", 0),
    (["-i", "L1", "h"], b"", b"l1\nl10\nl11\nl12\n", b"", 0),
    (["-w", "l1", "h"], b"", b"l1\n", b"", 0),
    (["-x", "l1", "h"], b"", b"l1\n", b"", 0),
    (["-e", "l1", "-e", "l2", "h"], b"", b"l1\nl2\nl10\nl11\nl12\n", b"", 0),
    (["-E", "l1|l2", "h"], b"", b"l1\nl2\nl10\nl11\nl12\n", b"", 0),
    (["-F", "l1", "h"], b"", b"l1\nl10\nl11\nl12\n", b"", 0),
    (["-l", "l", "h", "f"], b"", b"h\n", b"", 0),
    (["-L", "l", "h", "f"], b"", b"f\n", b"", 0),
    (["-q", "l", "h"], b"", b"", b"", 0),
    (["-s", "l", "nof"], b"", b"", b"", 2),
    (
        ["l", "nof", "h"],
        b"",
        b"h:l1\nh:l2\nh:l3\nh:l4\nh:l5\nh:l6\nh:l7\nh:l8\nh:l9\nh:l10\nh:l11\nh:l12\n",
        b"grep: nof: No such file or directory\n",
        2,
    ),
    (["-m2", "l", "h"], b"", b"l1\nl2\n", b"", 0),
    (["-m2", "-c", "l", "h"], b"", b"2\n", b"", 0),
    (["-A1", "l2", "h"], b"", b"l2\nl3\n", b"", 0),
    (["-B2", "l5", "h"], b"", b"l3\nl4\nl5\n", b"", 0),
    (["-C1", "-n", "l5", "h"], b"", b"4-l4\n5:l5\n6-l6\n", b"", 0),
    (
        ["-n", "-C1", "l1", "h", "h"],
        b"",
        b"h:1:l1\nh-2-l2\n--\nh-9-l9\nh:10:l10\nh:11:l11\nh:12:l12\n--\nh:1:l1\nh-2-l2\n--\nh-9-l9\nh:"
        b"10:l10\nh:11:l11\nh:12:l12\n",
        b"",
        0,
    ),
    (["-m2", "-A2", "l", "h"], b"", b"l1\nl2\nl3\nl4\n", b"", 0),
    (["abc", "bin"], b"", b"", b"grep: bin: binary file matches\n", 0),
    (["abc", "enc"], b"", b"ok abc\nabc3\n", b"grep: enc: binary file matches\n", 0),
    (["-c", "abc", "bin"], b"", b"2\n", b"", 0),
    (["-o", "abc", "enc"], b"", b"abc\nabc\nabc\n", b"", 0),
    (["-n", "-A1", "ok", "enc"], b"", b"1:ok abc\n", b"grep: enc: binary file matches\n", 0),
    (["-v", "zzz", "bin"], b"", b"", b"grep: bin: binary file matches\n", 0),
    (["-r", "l1", "sub/deep"], b"", b"sub/deep/b.c:l1\n", b"", 0),
    (["-r", "--include=*.c", "l1", "sub"], b"", b"sub/deep/b.c:l1\n", b"", 0),
    (["-r", "--exclude-dir=deep", "l1", "sub"], b"", b"sub/a.txt:l1 in sub\n", b"", 0),
    (["-H", "l2", "h"], b"", b"h:l2\n", b"", 0),
    (
        ["-hn", "l", "f", "h"],
        b"",
        b"1:l1\n2:l2\n3:l3\n4:l4\n5:l5\n6:l6\n7:l7\n8:l8\n9:l9\n10:l10\n11:l11\n12:l12\n",
        b"",
        0,
    ),
    (["-Z", "-l", "l", "h", "f"], b"", b"h\x00", b"", 0),
    (["x[", "h"], b"", b"", b"grep: Invalid regular expression\n", 2),
    (["-E", "(a", "h"], b"", b"", b"grep: Unmatched ( or \\(\n", 2),
    (["(a", "h"], b"", b"", b"", 1),
    (["-E", "a{1", "h"], b"", b"", b"", 1),
    (["*", "h"], b"", b"", b"", 1),
    (
        ["-E", "*l1", "h"],
        b"",
        b"l1\nl10\nl11\nl12\n",
        b"grep: warning: * at start of expression\n",
        0,
    ),
    (["l1", "d"], b"", b"", b"grep: d: Is a directory\n", 2),
    (["-I", "abc", "bin", "enc"], b"", b"enc:ok abc\nenc:abc3\n", b"", 0),
    (["-a", "y", "bin"], b"", b"x\x00y\n", b"", 0),
    (
        ["--color=always", "-n", "l2", "h", "f"],
        b"",
        b"\x1b[35m\x1b[Kh\x1b[m\x1b[K\x1b[36m\x1b[K:\x1b[m\x1b[K\x1b[32m\x1b[K2\x1b[m\x1b[K\x1b[36m\x1b["
        b"K:\x1b[m\x1b[K\x1b[01;31m\x1b[Kl2\x1b[m\x1b[K\n",
        b"",
        0,
    ),
    (
        ["--color=always", "-o", "-n", "l2", "h"],
        b"",
        b"\x1b[32m\x1b[K2\x1b[m\x1b[K\x1b[36m\x1b[K:\x1b[m\x1b[K\x1b[01;31m\x1b[Kl2\x1b[m\x1b[K\n",
        b"",
        0,
    ),
    (
        ["--color=always", "-c", "l2", "h", "f"],
        b"",
        b"\x1b[35m\x1b[Kh\x1b[m\x1b[K\x1b[36m\x1b[K:\x1b[m\x1b[K1\n\x1b[35m\x1b[Kf\x1b[m\x1b[K\x1b[36m"
        b"\x1b[K:\x1b[m\x1b[K0\n",
        b"",
        0,
    ),
    (["-5", "l6", "h"], b"", b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\n", b"", 0),
    (["--context=1", "l6", "h"], b"", b"l5\nl6\nl7\n", b"", 0),
    (["-A", "x", "l", "h"], b"", b"", b"grep: x: invalid context length argument\n", 2),
    (["-P", "ld2", "h"], b"", b"", b"", 1),
    (["-ow", "l1", "h"], b"", b"l1\n", b"", 0),
    (["-f", "pats", "h"], b"", b"l1\nl2\nl10\nl11\nl12\n", b"", 0),
    (["-f", "nof", "h"], b"", b"", b"grep: nof: No such file or directory\n", 2),
    (
        ["-Q"],
        b"",
        b"",
        b"grep: invalid option -- 'Q'\nUsage: grep [OPTION]... PATTERNS [FILE]...\nTry 'grep --help' for"
        b" more information.\n",
        2,
    ),
    (
        [],
        b"",
        b"",
        b"Usage: grep [OPTION]... PATTERNS [FILE]...\nTry 'grep --help' for more information.\n",
        2,
    ),
    (
        ["--foo"],
        b"",
        b"",
        b"grep: unrecognized option '--foo'\nUsage: grep [OPTION]... PATTERNS [FILE]...\nTry 'grep --hel"
        b"p' for more information.\n",
        2,
    ),
    (["-E", "l(1)1", "h"], b"", b"l11\n", b"", 0),
    (["-e", "l(1)1", "-e", "l2", "h"], b"", b"l2\n", b"", 0),
    (["-n", "^", "f"], b"", b"1:a\n2:b\n", b"", 0),
    (["[[:digit:]]2", "h"], b"", b"l12\n", b"", 0),
    (["-x", "-E", "l1|l10", "h"], b"", b"l1\nl10\n", b"", 0),
    (["[z-a]", "h"], b"", b"", b"grep: Invalid range end\n", 2),
    (["a{2,1}", "h"], b"", b"", b"", 1),
    (["-c", "l1", "-", "h"], b"", b"(standard input):0\nh:4\n", b"", 0),
    (["-n", "b"], b"a\nb\nc\n", b"2:b\n", b"", 0),
    (["x"], b"x", b"x\n", b"", 0),
    (["--label=L", "-H", "b"], b"b\n", b"L:b\n", b"", 0),
    (["-z", "l", "h"], b"", b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12\x00", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_grep(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("grep", args, stdin) == (out, err, status)


@pytest.mark.parametrize(
    ("script", "stdout", "stderr", "status"),
    [
        # a translated pattern is reused: its warnings and errors are reported every time
        ("echo ab | grep -E '*ab'", "ab\n", "grep: warning: * at start of expression\n", 0),
        ("echo ab | grep 'a\\{1'", "", "grep: Unmatched \\{\n", 2),
        ("echo AB | grep -i 'a[b]'", "AB\n", "", 0),
        ("echo AB | grep 'a[b]'", "", "", 1),
    ],
)
def test_grep_pattern_run_again(script: str, stdout: str, stderr: str, status: int) -> None:
    for r in run_repeatedly(script):
        assert (r.stdout, r.stderr, r.exit_code) == (stdout, stderr, status)
