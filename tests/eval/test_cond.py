"""Tests for agentsh.eval.cond; ``test``/``[`` expectations produced by GNU bash 5.2."""

from __future__ import annotations

from typing import Any

import pytest

from agentsh.eval import arith
from agentsh.eval.cond import CondArithError, CondError, eval_cond
from agentsh.eval.cond import test_builtin as run_test
from agentsh.eval.pattern import escape
from agentsh.runtime.variables import Var, Variables
from agentsh.syntax.ast import (
    CondAnd,
    CondBinary,
    CondNot,
    CondOr,
    CondUnary,
    CondWord,
    Lit,
    SingleQuoted,
    Word,
    WordPart,
)
from agentsh.vfs import VirtualFS


class Env:
    def __init__(self, fs: Any = None, cwd: str = "/") -> None:
        self.fs = fs if fs is not None else VirtualFS()
        self.cwd = cwd
        self.vars = Variables()
        self.vars.set_str("HOME", "/root")
        self.extglob = False
        self.nocasematch = False
        self.nounset = False
        self.rematch: list[str] | None = None
        self.options = {"errexit"}

    def _text(self, word: Word, mode: str) -> str:
        out = []
        for p in word.parts:
            if isinstance(p, Lit):
                out.append(p.text)
            elif isinstance(p, SingleQuoted):
                if mode == "pattern":
                    out.append(escape(p.text))
                elif mode == "regex":
                    out.append("".join("\\" + c if not c.isalnum() else c for c in p.text))
                else:
                    out.append(p.text)
        return "".join(out)

    def expand_str(self, word: Word) -> str:
        return self._text(word, "str")

    def expand_pattern(self, word: Word) -> str:
        return self._text(word, "pattern")

    def expand_regex(self, word: Word) -> str:
        return self._text(word, "regex")

    def arith(self, text: str) -> int:
        return arith.eval_text(text, self)

    def expand(self, word: Word) -> str:
        return self._text(word, "str")

    def expand_slots(self, parts: tuple[WordPart, ...]) -> list[str]:
        return [self.expand(Word((p,))) for p in parts]

    def set_rematch(self, groups: list[str]) -> None:
        self.rematch = groups

    def option_set(self, name: str) -> bool:
        return name in self.options

    def fd_is_tty(self, fd: int) -> bool:
        return False


def W(text: str) -> Word:
    return Word((Lit(text),))


def Q(text: str) -> Word:
    return Word((SingleQuoted(text),))


TEST_CASES: list[tuple[str, list[str], int, str | None]] = [
    ("test", [], 1, None),
    ("[", [], 1, None),
    ("test", [""], 1, None),
    ("[", [""], 1, None),
    ("test", ["x"], 0, None),
    ("[", ["x"], 0, None),
    ("test", ["-n"], 0, None),
    ("[", ["-n"], 0, None),
    ("test", ["-z"], 0, None),
    ("[", ["-z"], 0, None),
    ("test", ["!"], 0, None),
    ("[", ["!"], 0, None),
    ("test", ["("], 0, None),
    ("[", ["("], 0, None),
    ("test", [")"], 0, None),
    ("[", [")"], 0, None),
    ("test", ["-a"], 0, None),
    ("[", ["-a"], 0, None),
    ("test", ["-o"], 0, None),
    ("[", ["-o"], 0, None),
    ("test", ["]"], 0, None),
    ("[", ["]"], 0, None),
    ("test", ["!", ""], 0, None),
    ("[", ["!", ""], 0, None),
    ("test", ["!", "x"], 1, None),
    ("[", ["!", "x"], 1, None),
    ("test", ["-n", ""], 1, None),
    ("[", ["-n", ""], 1, None),
    ("test", ["-n", "x"], 0, None),
    ("[", ["-n", "x"], 0, None),
    ("test", ["-z", ""], 0, None),
    ("[", ["-z", ""], 0, None),
    ("test", ["-z", "x"], 1, None),
    ("[", ["-z", "x"], 1, None),
    ("test", ["-f", "nonexist"], 1, None),
    ("[", ["-f", "nonexist"], 1, None),
    ("test", ["-x", "y"], 1, None),
    ("[", ["-x", "y"], 1, None),
    ("test", ["a", "b"], 2, "test: a: unary operator expected"),
    ("[", ["a", "b"], 2, "[: a: unary operator expected"),
    ("test", ["(", "x"], 2, "test: (: unary operator expected"),
    ("[", ["(", "x"], 2, "[: (: unary operator expected"),
    ("test", ["!", "!"], 1, None),
    ("[", ["!", "!"], 1, None),
    ("test", ["-t", "x"], 1, None),
    ("[", ["-t", "x"], 1, None),
    ("test", ["-t"], 0, None),
    ("[", ["-t"], 0, None),
    ("test", ["-t", "1"], 1, None),
    ("[", ["-t", "1"], 1, None),
    ("test", ["a", "=", "a"], 0, None),
    ("[", ["a", "=", "a"], 0, None),
    ("test", ["a", "=", "b"], 1, None),
    ("[", ["a", "=", "b"], 1, None),
    ("test", ["a", "==", "a"], 0, None),
    ("[", ["a", "==", "a"], 0, None),
    ("test", ["a", "!=", "b"], 0, None),
    ("[", ["a", "!=", "b"], 0, None),
    ("test", ["a", "<", "b"], 0, None),
    ("[", ["a", "<", "b"], 0, None),
    ("test", ["b", "<", "a"], 1, None),
    ("[", ["b", "<", "a"], 1, None),
    ("test", ["a", ">", "b"], 1, None),
    ("[", ["a", ">", "b"], 1, None),
    ("test", ["B", "<", "a"], 0, None),
    ("[", ["B", "<", "a"], 0, None),
    ("test", ["1", "-eq", "1"], 0, None),
    ("[", ["1", "-eq", "1"], 0, None),
    ("test", ["1", "-eq", "2"], 1, None),
    ("[", ["1", "-eq", "2"], 1, None),
    ("test", [" 1 ", "-eq", "1"], 0, None),
    ("[", [" 1 ", "-eq", "1"], 0, None),
    ("test", ["1", "-eq", "a"], 2, "test: a: integer expression expected"),
    ("[", ["1", "-eq", "a"], 2, "[: a: integer expression expected"),
    ("test", ["a", "-eq", "1"], 2, "test: a: integer expression expected"),
    ("[", ["a", "-eq", "1"], 2, "[: a: integer expression expected"),
    ("test", ["", "-eq", "1"], 2, "test: : integer expression expected"),
    ("[", ["", "-eq", "1"], 2, "[: : integer expression expected"),
    ("test", ["1", "-lt", "2"], 0, None),
    ("[", ["1", "-lt", "2"], 0, None),
    ("test", ["2", "-le", "2"], 0, None),
    ("[", ["2", "-le", "2"], 0, None),
    ("test", ["3", "-gt", "2"], 0, None),
    ("[", ["3", "-gt", "2"], 0, None),
    ("test", ["3", "-ge", "4"], 1, None),
    ("[", ["3", "-ge", "4"], 1, None),
    ("test", ["1", "-ne", "1"], 1, None),
    ("[", ["1", "-ne", "1"], 1, None),
    ("test", ["-1", "-lt", "0"], 0, None),
    ("[", ["-1", "-lt", "0"], 0, None),
    ("test", ["+1", "-eq", "1"], 0, None),
    ("[", ["+1", "-eq", "1"], 0, None),
    ("test", ["01", "-eq", "1"], 0, None),
    ("[", ["01", "-eq", "1"], 0, None),
    ("test", ["0x1", "-eq", "1"], 2, "test: 0x1: integer expression expected"),
    ("[", ["0x1", "-eq", "1"], 2, "[: 0x1: integer expression expected"),
    (
        "test",
        ["99999999999999999999", "-eq", "1"],
        2,
        "test: 99999999999999999999: integer expression expected",
    ),
    (
        "[",
        ["99999999999999999999", "-eq", "1"],
        2,
        "[: 99999999999999999999: integer expression expected",
    ),
    ("test", ["9223372036854775807", "-gt", "0"], 0, None),
    ("[", ["9223372036854775807", "-gt", "0"], 0, None),
    ("test", ["-9223372036854775808", "-lt", "0"], 0, None),
    ("[", ["-9223372036854775808", "-lt", "0"], 0, None),
    ("test", ["1", "-xx", "2"], 2, "test: -xx: binary operator expected"),
    ("[", ["1", "-xx", "2"], 2, "[: -xx: binary operator expected"),
    ("test", ["a", "b", "c"], 2, "test: b: binary operator expected"),
    ("[", ["a", "b", "c"], 2, "[: b: binary operator expected"),
    ("test", ["!", "-n", ""], 0, None),
    ("[", ["!", "-n", ""], 0, None),
    ("test", ["!", "-z", ""], 1, None),
    ("[", ["!", "-z", ""], 1, None),
    ("test", ["!", "a", "b"], 2, "test: a: unary operator expected"),
    ("[", ["!", "a", "b"], 2, "[: a: unary operator expected"),
    ("test", ["(", "x", ")"], 0, None),
    ("[", ["(", "x", ")"], 0, None),
    ("test", ["(", "", ")"], 1, None),
    ("[", ["(", "", ")"], 1, None),
    ("test", ["x", "-a", "y"], 0, None),
    ("[", ["x", "-a", "y"], 0, None),
    ("test", ["x", "-a", ""], 1, None),
    ("[", ["x", "-a", ""], 1, None),
    ("test", ["", "-o", "x"], 0, None),
    ("[", ["", "-o", "x"], 0, None),
    ("test", ["", "-o", ""], 1, None),
    ("[", ["", "-o", ""], 1, None),
    ("test", ["-n", "-a", "-n"], 0, None),
    ("[", ["-n", "-a", "-n"], 0, None),
    ("test", ["!", "!", "x"], 0, None),
    ("[", ["!", "!", "x"], 0, None),
    ("test", ["=", "=", "="], 0, None),
    ("[", ["=", "=", "="], 0, None),
    ("test", ["-n", "=", "-n"], 0, None),
    ("[", ["-n", "=", "-n"], 0, None),
    ("test", ["!", "=", "!"], 0, None),
    ("[", ["!", "=", "!"], 0, None),
    ("test", ["(", "=", "("], 0, None),
    ("[", ["(", "=", "("], 0, None),
    ("test", ["!", "a", "=", "a"], 1, None),
    ("[", ["!", "a", "=", "a"], 1, None),
    ("test", ["!", "a", "=", "b"], 0, None),
    ("[", ["!", "a", "=", "b"], 0, None),
    ("test", ["(", "a", "b", ")"], 2, "test: a: unary operator expected"),
    ("[", ["(", "a", "b", ")"], 2, "[: a: unary operator expected"),
    ("test", ["(", "-n", "x", ")"], 0, None),
    ("[", ["(", "-n", "x", ")"], 0, None),
    ("test", ["(", "!", "x", ")"], 1, None),
    ("[", ["(", "!", "x", ")"], 1, None),
    ("test", ["a", "b", "c", "d"], 2, "test: too many arguments"),
    ("[", ["a", "b", "c", "d"], 2, "[: too many arguments"),
    ("test", ["!", "!", "!", "x"], 1, None),
    ("[", ["!", "!", "!", "x"], 1, None),
    ("test", ["x", "-a", "y", "z"], 2, "test: too many arguments"),
    ("[", ["x", "-a", "y", "z"], 2, "[: too many arguments"),
    ("test", ["x", "-a", "y", "-o", ""], 0, None),
    ("[", ["x", "-a", "y", "-o", ""], 0, None),
    ("test", ["", "-a", "y", "-o", "z"], 0, None),
    ("[", ["", "-a", "y", "-o", "z"], 0, None),
    ("test", ["!", "x", "-a", "y"], 1, None),
    ("[", ["!", "x", "-a", "y"], 1, None),
    ("test", ["(", "x", ")", "-a", "(", "", ")"], 1, None),
    ("[", ["(", "x", ")", "-a", "(", "", ")"], 1, None),
    ("test", ["(", "x", "-o", "", ")", "-a", "y"], 0, None),
    ("[", ["(", "x", "-o", "", ")", "-a", "y"], 0, None),
    ("test", ["x", "-o", "y", "-a", ""], 0, None),
    ("[", ["x", "-o", "y", "-a", ""], 0, None),
    ("test", ["1", "-eq", "1", "-a", "2", "-lt", "3"], 0, None),
    ("[", ["1", "-eq", "1", "-a", "2", "-lt", "3"], 0, None),
    ("test", ["(", "x", ""], 2, "test: x: binary operator expected"),
    ("[", ["(", "x", ""], 2, "[: x: binary operator expected"),
    ("test", ["x", "-a"], 2, "test: x: unary operator expected"),
    ("[", ["x", "-a"], 2, "[: x: unary operator expected"),
    ("test", ["x", "-a", "-o"], 0, None),
    ("[", ["x", "-a", "-o"], 0, None),
    ("test", ["-z", "-a", "-z"], 0, None),
    ("[", ["-z", "-a", "-z"], 0, None),
    ("test", ["!", "(", "x", ")"], 1, None),
    ("[", ["!", "(", "x", ")"], 1, None),
    ("test", ["(", "(", "x", ")", ")"], 0, None),
    ("[", ["(", "(", "x", ")", ")"], 0, None),
    ("test", ["a", "=", "b", "-o", "c", "=", "c"], 0, None),
    ("[", ["a", "=", "b", "-o", "c", "=", "c"], 0, None),
    ("test", ["a", "=", "b", "c"], 2, "test: too many arguments"),
    ("[", ["a", "=", "b", "c"], 2, "[: too many arguments"),
    ("test", ["a", "-eq", "b", "-o", "x"], 2, "test: a: integer expression expected"),
    ("[", ["a", "-eq", "b", "-o", "x"], 2, "[: a: integer expression expected"),
    ("test", ["-n", "-n", "-n", "-n", "-n"], 2, "test: syntax error: `-n' unexpected"),
    ("[", ["-n", "-n", "-n", "-n", "-n"], 2, "[: syntax error: `-n' unexpected"),
    ("test", ["x", "y", "z", "w", "v"], 2, "test: too many arguments"),
    ("[", ["x", "y", "z", "w", "v"], 2, "[: too many arguments"),
    ("test", ["!", "", "-a", "x"], 0, None),
    ("[", ["!", "", "-a", "x"], 0, None),
    ("test", ["(", ")"], 2, "test: (: unary operator expected"),
    ("[", ["(", ")"], 2, "[: (: unary operator expected"),
    ("test", ["-o", "noclobber"], 1, None),
    ("[", ["-o", "noclobber"], 1, None),
    ("test", ["-o", "nosuchopt"], 1, None),
    ("[", ["-o", "nosuchopt"], 1, None),
    ("test", ["-v", "HOME"], 0, None),
    ("[", ["-v", "HOME"], 0, None),
    ("test", ["-v", "NOPE_X"], 1, None),
    ("[", ["-v", "NOPE_X"], 1, None),
    ("test", ["-R", "x"], 1, None),
    ("[", ["-R", "x"], 1, None),
    ("test", ["a", "-nt", "b"], 1, None),
    ("[", ["a", "-nt", "b"], 1, None),
    ("test", ["-e"], 0, None),
    ("[", ["-e"], 0, None),
    ("test", ["-e", "-e"], 1, None),
    ("[", ["-e", "-e"], 1, None),
    ("test", ["1", "-eq", "1", "]"], 2, "test: too many arguments"),
    ("[", ["1", "-eq", "1", "]"], 2, "[: too many arguments"),
    ("test", ["(", "1", "-eq", "1", ")"], 0, None),
    ("[", ["(", "1", "-eq", "1", ")"], 0, None),
    ("test", ["-1", "-eq", "-1"], 0, None),
    ("[", ["-1", "-eq", "-1"], 0, None),
    ("test", ["1", "-eq", " "], 2, "test:  : integer expression expected"),
    ("[", ["1", "-eq", " "], 2, "[:  : integer expression expected"),
    ("test", ["1", "-eq", "1 2"], 2, "test: 1 2: integer expression expected"),
    ("[", ["1", "-eq", "1 2"], 2, "[: 1 2: integer expression expected"),
    ("test", ["-", "=", "-"], 0, None),
    ("[", ["-", "=", "-"], 0, None),
    ("test", ["-a", "=", "-a"], 0, None),
    ("[", ["-a", "=", "-a"], 0, None),
    ("test", ["\\(", "=", "\\("], 0, None),
    ("[", ["\\(", "=", "\\("], 0, None),
    ("test", ["x", "-a", "!", "y"], 1, None),
    ("[", ["x", "-a", "!", "y"], 1, None),
    ("test", ["x", "-a", "!", ""], 0, None),
    ("[", ["x", "-a", "!", ""], 0, None),
    ("test", ["-z", "x", "-o", "-z", ""], 0, None),
    ("[", ["-z", "x", "-o", "-z", ""], 0, None),
    ("test", ["abc", "-o"], 2, "test: abc: unary operator expected"),
    ("[", ["abc", "-o"], 2, "[: abc: unary operator expected"),
    ("test", ["-o"], 0, None),
    ("[", ["-o"], 0, None),
    ("test", ["(", "-a", ")"], 0, None),
    ("[", ["(", "-a", ")"], 0, None),
    ("test", ["!", "-a"], 1, None),
    ("[", ["!", "-a"], 1, None),
    ("test", ["!", "-a", "x"], 0, None),
    ("[", ["!", "-a", "x"], 0, None),
    ("test", ["-a", "-a", "-a"], 0, None),
    ("[", ["-a", "-a", "-a"], 0, None),
    ("test", ["-o", "-o", "-o"], 0, None),
    ("[", ["-o", "-o", "-o"], 0, None),
    ("[noclose", ["x"], 2, "[: missing `]'"),
    ("[noclose", ["1", "-eq", "1"], 2, "[: missing `]'"),
    ("[noclose", [], 2, "[: missing `]'"),
]


@pytest.mark.parametrize(("name", "args", "status", "message"), TEST_CASES)
def test_test_builtin_against_bash(
    name: str, args: list[str], status: int, message: str | None
) -> None:
    env = Env()
    if name == "[":
        got = run_test([*args, "]"], env, bracket=True)
    elif name == "[noclose":
        got = run_test(list(args), env, bracket=True)
    else:
        got = run_test(list(args), env, bracket=False)
    assert got == (status, message)


def make_fs() -> VirtualFS:
    fs = VirtualFS()
    fs.seed({"/w/file": "data", "/w/empty": "", "/w/sub/x": "1"})
    fs.symlink("file", "/w/link")
    fs.symlink("nowhere", "/w/dangling")
    fs.symlink("sub", "/w/dirlink")
    fs.mkfifo("/w/fifo")
    fs.seed({"/w/script": "#!/bin/sh\n"})
    fs.chmod("/w/script", 0o755)
    fs.seed({"/w/secret": "s"})
    fs.chmod("/w/secret", 0o000)
    fs.chmod("/w/sub", 0o3755)  # setgid + sticky
    fs.seed({"/w/suid": ""})
    fs.chmod("/w/suid", 0o4755)
    fs.seed({"/w/other": ""}, uid=0, gid=0)
    fs.link("/w/file", "/w/hard")
    with fs.as_user(0, 0):
        fs.mknod("/w/null", "null")
    fs.utime("/w/empty", atime=100.0, mtime=200.0)
    fs.utime("/w/file", atime=500.0, mtime=300.0)
    return fs


FS = make_fs()


@pytest.mark.parametrize(
    ("op", "path", "expected"),
    [
        ("-e", "file", True), ("-e", "nope", False), ("-a", "file", True), ("-e", "dangling", False),
        ("-e", "", False), ("-f", "file", True), ("-f", "sub", False), ("-f", "link", True),
        ("-d", "sub", True), ("-d", "dirlink", True), ("-d", "file", False), ("-h", "link", True),
        ("-L", "dangling", True), ("-h", "file", False), ("-s", "file", True), ("-s", "empty", False),
        ("-s", "nope", False), ("-p", "fifo", True), ("-p", "file", False), ("-c", "null", True),
        ("-c", "/w/null", True), ("-b", "null", False), ("-S", "file", False),
        ("-r", "file", True), ("-r", "secret", False), ("-w", "file", True), ("-w", "other", False),
        ("-x", "script", True), ("-x", "file", False), ("-x", "sub", True), ("-r", "nope", False),
        ("-g", "sub", True), ("-k", "sub", True), ("-u", "sub", False), ("-u", "suid", True),
        ("-O", "file", True), ("-O", "other", False), ("-G", "file", True), ("-G", "other", False),
        ("-N", "empty", True), ("-N", "file", False), ("-e", "/w/sub/x", True), ("-e", "sub/x", True),
        ("-e", "sub/../file", True),
    ],
)  # fmt: skip
def test_file_unary(op: str, path: str, expected: bool) -> None:
    env = Env(FS, "/w")
    assert run_test([op, path], env, bracket=False) == ((0 if expected else 1), None)
    assert eval_cond(CondUnary(op, W(path)), env) is expected


@pytest.mark.parametrize(
    ("left", "op", "right", "expected"),
    [
        ("file", "-nt", "empty", True), ("empty", "-nt", "file", False),
        ("file", "-nt", "nope", True), ("nope", "-nt", "file", False),
        ("empty", "-ot", "file", True), ("nope", "-ot", "file", True), ("file", "-ot", "nope", False),
        ("file", "-ef", "hard", True), ("file", "-ef", "link", True), ("file", "-ef", "empty", False),
        ("nope", "-ef", "nope", False),
    ],
)  # fmt: skip
def test_file_binary(left: str, op: str, right: str, expected: bool) -> None:
    env = Env(FS, "/w")
    assert run_test([left, op, right], env, bracket=False) == ((0 if expected else 1), None)
    assert eval_cond(CondBinary(op, W(left), W(right)), env) is expected


def test_var_tests() -> None:
    env = Env()
    env.vars.globals["a"] = Var({0: "x", 3: "y"}, indexed=True)
    env.vars.globals["b"] = Var({1: "z"}, indexed=True)
    env.vars.globals["m"] = Var({"k": "v"}, assoc=True)
    env.vars.globals["d"] = Var(None)
    env.vars.globals["e"] = Var("")
    env.vars.globals["r"] = Var("e", nameref=True)
    env.vars.globals["u"] = Var(None, nameref=True)
    cases = [
        ("a[1]", False), ("a[3]", True), ("a", True), ("a[@]", True), ("b", False),
        ("b[@]", True), ("m[k]", True), ("m[z]", False), ("m", False), ("d", False),
        ("e", True), ("nope", False), ("a[1+2]", True), ("a[-1]", True),
    ]  # fmt: skip
    for name, expected in cases:
        assert eval_cond(CondUnary("-v", W(name)), env) is expected, name
        assert run_test(["-v", name], env, bracket=False)[0] == (0 if expected else 1), name
    assert eval_cond(CondUnary("-R", W("r")), env) is True
    assert eval_cond(CondUnary("-R", W("e")), env) is False
    assert eval_cond(CondUnary("-R", W("u")), env) is False


def test_options_and_tty() -> None:
    env = Env()
    assert eval_cond(CondUnary("-o", W("errexit")), env) is True
    assert eval_cond(CondUnary("-o", W("nosuch")), env) is False
    assert eval_cond(CondUnary("-t", W("1")), env) is False
    assert eval_cond(CondUnary("-t", W("x")), env) is False


@pytest.mark.parametrize(
    ("left", "op", "right", "expected"),
    [
        (W("ab"), "==", W("@(a|b)b"), True),  # extglob is always on in [[ ]]
        (W("abc"), "==", W("a*"), True),
        (W("abc"), "=", W("a*"), True),
        (W("abc"), "!=", W("a*"), False),
        (W("a"), "==", Q("a*"), False),  # quoted: literal
        (W("a*"), "==", Q("a*"), True),
        (W("a*"), "==", W("a\\*"), True),
        (W("a"), "<", W("b"), True),
        (W("a"), "<", W("B"), False),
        (W("é"), ">", W("z"), True),
        (W("b"), ">", W("a"), True),
        (W("1+1"), "-eq", W("2"), True),
        (W("x"), "-eq", W("0"), True),
        (W("3"), "-gt", W("2"), True),
        (W("3"), "-le", W("2"), False),
        (W("-1"), "-lt", W("0"), True),
        (W("2"), "-ne", W("2"), False),
        (W("2"), "-ge", W("2"), True),
    ],
)
def test_cond_binary(left: Word, op: str, right: Word, expected: bool) -> None:
    assert eval_cond(CondBinary(op, left, right), Env()) is expected


def test_nocasematch() -> None:
    env = Env()
    env.nocasematch = True
    assert eval_cond(CondBinary("==", W("ABC"), W("a*")), env) is True
    assert eval_cond(CondBinary("=~", W("ABC"), W("^a")), env) is True
    assert env.rematch == ["A"]


def test_regex() -> None:
    env = Env()
    assert eval_cond(CondBinary("=~", W("xac"), W("a(b)?(c)")), env) is True
    assert env.rematch == ["ac", "", "c"]
    assert eval_cond(CondBinary("=~", W("x"), W("y")), env) is False
    assert env.rematch == []
    assert eval_cond(CondBinary("=~", W("a.c"), Q(".")), env) is True
    assert eval_cond(CondBinary("=~", W("abc"), Q(".")), env) is False
    with pytest.raises(CondError):
        eval_cond(CondBinary("=~", W("a"), W("(")), env)


def test_arith_error_propagates() -> None:
    # an operand's own arithmetic failing: marked apart from a ``$((...))`` failing inside
    # the operand's expansion (bash reports the one as ``[[: ...``, abandons the line for the other)
    with pytest.raises(CondArithError) as info:
        eval_cond(CondBinary("-eq", W("1/0"), W("1")), Env())
    assert isinstance(info.value.error, arith.ArithError)
    assert str(info.value.error) == '1/0: division by 0 (error token is "0")'


def test_logic_short_circuit() -> None:
    env = Env()
    t = CondWord(W("x"))
    f = CondWord(W(""))
    boom = CondBinary("-eq", W("1/0"), W("1"))
    assert eval_cond(CondAnd(t, t), env) is True
    assert eval_cond(CondAnd(f, boom), env) is False
    assert eval_cond(CondOr(t, boom), env) is True
    assert eval_cond(CondOr(f, f), env) is False
    assert eval_cond(CondNot(f), env) is True
    assert eval_cond(CondUnary("-z", W("")), env) is True
    assert eval_cond(CondUnary("-n", W("")), env) is False
