"""Conditional expressions: ``[[ ... ]]`` and the ``test`` / ``[`` builtin.

Owns the meaning of every unary and binary test operator (file tests over the VFS, string and
integer comparisons, ``-v``/``-R``/``-o``), the ``[[ ]]`` specifics (``==``/``!=`` are pattern
matches with extglob always on, ``=~`` is an ERE match setting ``BASH_REMATCH``, ``-eq`` & co.
take arithmetic expressions) and the POSIX argument-count rules of ``test`` exactly as bash's
``test.c`` applies them (0-4 arguments special-cased, then the ``-a``/``-o``/``!``/``( )``
grammar), including its error messages.
"""

from __future__ import annotations

import operator
import os
import stat as _stat
from collections.abc import Callable
from typing import Any, Protocol

from agentsh.eval.arith import known_int, plain_decimal, sub_value
from agentsh.eval.pattern import compile_pattern, escape, is_plain, match_pattern
from agentsh.runtime.variables import Variables
from agentsh.syntax.ast import (
    AnsiCQuoted,
    ArithSub,
    CondAnd,
    CondBinary,
    CondExpr,
    CondGroup,
    CondNot,
    CondOr,
    CondUnary,
    CondWord,
    DoubleQuoted,
    Escaped,
    Lit,
    SingleQuoted,
    Word,
    static_text,
)

__all__ = [
    "BINARY_OPS",
    "UNARY_OPS",
    "CondArithError",
    "CondEnv",
    "CondError",
    "compile_cond",
    "eval_cond",
    "test_builtin",
    "unary_test",
    "binary_file_test",
]


class CondError(Exception):
    """``[[ ]]`` failed with status 2 (e.g. an invalid regex); ``str()`` is bash's message
    body or empty when bash prints nothing."""


class CondArithError(Exception):
    """The arithmetic of an operand's text failed (``x=1/0; [[ $x -eq 1 ]]``): bash reports
    ``error`` as ``[[: ...`` and the command fails, where the same error in a ``$((...))``
    of an operand abandons the line as any expansion error does."""

    def __init__(self, error: Exception) -> None:
        super().__init__(str(error))
        self.error = error


def _operand_arith(env: CondEnv, text: str) -> int:
    """``env.arith(text)`` for an operand of an integer operator; its failure raised as
    :class:`CondArithError`."""
    try:
        return env.arith(text)
    except Exception as e:
        raise CondArithError(e) from None


class CondEnv(Protocol):
    fs: Any
    cwd: str
    vars: Variables
    extglob: bool
    nocasematch: bool

    def expand_str(self, word: Word) -> str: ...
    def expand_pattern(self, word: Word) -> str: ...
    def expand_regex(self, word: Word) -> str: ...
    def arith(self, text: str) -> int: ...
    def set_rematch(self, groups: list[str]) -> None: ...
    def option_set(self, name: str) -> bool: ...
    def fd_is_tty(self, fd: int) -> bool: ...


UNARY_OPS = frozenset(
    ["-a", "-b", "-c", "-d", "-e", "-f", "-g", "-h", "-k", "-n", "-o", "-p", "-r", "-s", "-t",
     "-u", "-v", "-w", "-x", "-z", "-G", "-L", "-O", "-S", "-N", "-R"]
)  # fmt: skip
BINARY_OPS = frozenset(
    ["=", "==", "!=", "<", ">", "-nt", "-ot", "-ef", "-eq", "-ne", "-lt", "-le", "-gt", "-ge"]
)

_INT_OPS = frozenset(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"])
#: The comparison of each integer operator.
_INT_CMP: dict[str, Callable[[int, int], bool]] = {
    "-eq": operator.eq,
    "-ne": operator.ne,
    "-lt": operator.lt,
    "-le": operator.le,
    "-gt": operator.gt,
    "-ge": operator.ge,
}
_MIN = -(1 << 63)
_MAX = (1 << 63) - 1


# ---------------------------------------------------------------------------------------------
# Primitive tests shared by [[ ]] and test


def _path(env: Any, p: str) -> str:
    if p.startswith("/"):
        return p
    cwd: str = env.cwd
    return cwd.rstrip("/") + "/" + p


def _stat_of(env: Any, p: str, follow: bool = True) -> Any:
    if not p:
        return None
    try:
        return env.fs.stat(_path(env, p), follow_symlinks=follow)
    except Exception:
        return None


def _legal_number(s: str) -> int | None:
    """bash's ``legal_number``: optional blanks, sign, decimal digits, blanks; 64-bit range."""
    t = s.strip(" \t\n")
    if not t:
        return None
    body = t[1:] if t[0] in "+-" else t
    if not body or not (body.isascii() and (body.isascii() and body.isdigit())):
        return None
    n = int(t)
    if n < _MIN or n > _MAX:
        return None
    return n


def _var_is_set(env: Any, name: str) -> bool:
    vars_: Variables = env.vars
    if name.endswith("]") and "[" in name:
        base, _, idx = name[:-1].partition("[")
        var = vars_.get(base)
        if var is None or var.value is None:
            return False
        value = var.value
        if idx in ("@", "*"):
            return bool(value) if isinstance(value, dict) else True
        if var.assoc:
            return isinstance(value, dict) and idx in value
        try:
            i = int(env.arith(idx)) if hasattr(env, "arith") else int(idx)
        except Exception:
            return False
        if isinstance(value, str):
            return i in (0, -1)
        if i < 0 and value:
            i += max(value) + 1  # pyright: ignore
        return i in value
    return vars_.get_str(name) is not None


def unary_test(op: str, arg: str, env: Any) -> bool:  # noqa: C901
    """Apply a unary operator (file, string, variable and option tests)."""
    if op == "-z":
        return arg == ""
    if op == "-n":
        return arg != ""
    if op == "-v":
        return _var_is_set(env, arg)
    if op == "-R":
        var = env.vars.lookup(arg)
        return bool(var is not None and var.nameref and isinstance(var.value, str) and var.value)
    if op == "-o":
        try:
            return bool(env.option_set(arg))
        except Exception:
            return False
    if op == "-t":
        fd = _legal_number(arg)
        if fd is None or fd < 0 or fd > 0x7FFFFFFF:
            return False
        try:
            return bool(env.fd_is_tty(fd))
        except Exception:
            return False
    if op in ("-h", "-L"):
        st = _stat_of(env, arg, follow=False)
        return st is not None and st.kind == "symlink"
    if op in ("-r", "-w", "-x"):
        if not arg:
            return False
        mode = {"-r": os.R_OK, "-w": os.W_OK, "-x": os.X_OK}[op]
        try:
            return bool(env.fs.access(_path(env, arg), mode))
        except Exception:
            return False
    st = _stat_of(env, arg)
    if st is None:
        return False
    kind: str = st.kind
    mode_bits: int = st.st_mode
    match op:
        case "-e" | "-a":
            return True
        case "-f":
            return kind == "file"
        case "-d":
            return kind == "dir"
        case "-c":
            return kind == "chardev"
        case "-b":
            return kind == "blockdev" or _stat.S_ISBLK(mode_bits)
        case "-p":
            return kind == "fifo"
        case "-S":
            return kind == "socket" or _stat.S_ISSOCK(mode_bits)
        case "-s":
            return st.st_size > 0
        case "-g":
            return bool(mode_bits & _stat.S_ISGID)
        case "-u":
            return bool(mode_bits & _stat.S_ISUID)
        case "-k":
            return bool(mode_bits & _stat.S_ISVTX)
        case "-O":
            return st.st_uid == getattr(env.fs, "uid", st.st_uid)
        case "-G":
            return st.st_gid == getattr(env.fs, "gid", st.st_gid)
        case "-N":
            return st.st_atime <= st.st_mtime
        case _:
            return False


def binary_file_test(op: str, left: str, right: str, env: Any) -> bool:
    """``-nt`` ``-ot`` ``-ef``."""
    a = _stat_of(env, left)
    b = _stat_of(env, right)
    if op == "-nt":
        if a is None:
            return False
        return b is None or a.st_mtime > b.st_mtime
    if op == "-ot":
        if b is None:
            return False
        return a is None or a.st_mtime < b.st_mtime
    if a is None or b is None:
        return False
    return bool(a.st_dev == b.st_dev and a.st_ino == b.st_ino)


def _int_compare(op: str, a: int, b: int) -> bool:
    return _INT_CMP[op](a, b)


def _bytes(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape")


# ---------------------------------------------------------------------------------------------
# [[ ... ]]


def eval_cond(expr: CondExpr, env: CondEnv) -> bool:
    """Evaluate a ``[[ ]]`` expression tree. ArithError from ``-eq`` operands propagates;
    an invalid ``=~`` regex raises :class:`CondError` (status 2)."""
    return compile_cond(expr)(env)


CondFn = Callable[[CondEnv], bool]


def compile_cond(expr: CondExpr) -> CondFn:
    """``expr`` as one closure per node (looked at once; the executor keeps it on the
    :class:`CondCommand`). ``x == text`` with a right side that can only match itself is a
    string comparison (unless ``nocasematch`` is on when it runs)."""
    match expr:
        case CondWord(word=word):
            return lambda env: env.expand_str(word) != ""
        case CondGroup(inner=inner):
            return compile_cond(inner)
        case CondNot(operand=operand):
            f = compile_cond(operand)
            return lambda env: not f(env)
        case CondAnd(left=left, right=right):
            f, g = compile_cond(left), compile_cond(right)
            return lambda env: f(env) and g(env)
        case CondOr(left=left, right=right):
            f, g = compile_cond(left), compile_cond(right)
            return lambda env: f(env) or g(env)
        case CondUnary(op=op, operand=operand):
            return lambda env: unary_test(op, env.expand_str(operand), env)
        case CondBinary(op=op, left=left, right=right):
            text = static_text(right) if op in ("==", "=", "!=") else None
            if text is not None and is_plain(text, False):
                negate = op == "!="

                def equal(env: CondEnv) -> bool:
                    if env.nocasematch:
                        return _cond_binary(op, left, right, env)
                    return (env.expand_str(left) == text) is not negate

                return equal
            pattern = _literal_pattern(right) if op in ("==", "=", "!=") else None
            try:
                fullmatch = (
                    None if pattern is None else compile_pattern(pattern, extglob=True).fullmatch
                )
            except Exception:  # whatever it is, it happens where it did: when it runs
                fullmatch = None
            if fullmatch is not None:  # ``$c == [aeiou]``: the pattern compiled once
                negate = op == "!="

                def match(env: CondEnv) -> bool:
                    if env.nocasematch:
                        return _cond_binary(op, left, right, env)
                    return (fullmatch(env.expand_str(left)) is not None) is not negate

                return match
            cmp = _INT_CMP.get(op)
            if cmp is not None:  # both sides arithmetic: a plain number is its own value
                a, b = _int_operand(left), _int_operand(right)
                get_a: Callable[[CondEnv], int] = (lambda env: a) if a.__class__ is int else a  # pyright: ignore
                if b.__class__ is int:  # ``$i -lt 10``: the number kept
                    return lambda env: cmp(get_a(env), b)  # pyright: ignore
                return lambda env: cmp(get_a(env), b(env))  # pyright: ignore
            return lambda env: _cond_binary(op, left, right, env)


def _int_operand(word: Word) -> int | Callable[[CondEnv], int]:
    """An operand of ``[[ a -lt b ]]``: its value when it is the text of a plain decimal
    (:func:`plain_decimal`), else the function giving its value: a lone ``$((...))``'s value
    itself (the text of a number reads back as that number), else its text's arithmetic
    value (:func:`_cond_int`)."""
    text = static_text(word)
    if text is not None:
        n = plain_decimal(text)
        if n is not None:
            return n
    parts = word.parts
    if len(parts) == 1 and type(part := parts[0]) is ArithSub:
        return lambda env: sub_value(part, env)  # pyright: ignore[reportArgumentType]
    return lambda env: _cond_int(env, env.expand_str(word))


def _cond_int(env: CondEnv, text: str) -> int:
    """The arithmetic value of an operand of ``[[ a -eq b ]]``: a plain decimal directly
    (:func:`known_int`), else through ``env.arith``."""
    n = known_int(text)
    return n if n is not None else _operand_arith(env, text)


def _literal_pattern(word: Word) -> str | None:
    """The pattern a right side of ``==`` made only of literal text is (what
    ``expand_pattern`` would give on every run: unquoted text live, quoted text escaped, as
    in ``\\#*`` or ``"a"*``), else None."""
    texts: list[str] = []
    for p in word.parts:
        if isinstance(p, Lit):
            texts.append(p.text)
        elif isinstance(p, Escaped | SingleQuoted):
            texts.append(escape(p.text))
        elif isinstance(p, AnsiCQuoted):
            texts.append(escape(p.value))
        elif isinstance(p, DoubleQuoted):
            for q in p.parts:
                if not isinstance(q, Lit | Escaped):
                    return None
                texts.append(escape(q.text))
        else:
            return None
    return "".join(texts) if texts else None


def _cond_binary(op: str, left: Word, right: Word, env: CondEnv) -> bool:
    if op in ("==", "=", "!="):
        s = env.expand_str(left)
        pat = env.expand_pattern(right)
        hit = match_pattern(pat, s, extglob=True, nocase=env.nocasematch)
        return hit if op != "!=" else not hit
    if op == "=~":
        s = env.expand_str(left)
        rx = env.expand_regex(right)
        from agentsh.regex import RegexError, compile_ere

        try:
            compiled = compile_ere(rx, icase=env.nocasematch)
        except RegexError:
            # bash prints nothing for an invalid regex; the status is 2
            raise CondError("") from None
        m = compiled.search(s)
        if m is None:
            env.set_rematch([])
            return False
        env.set_rematch([m.group(0)] + [g if g is not None else "" for g in m.groups()])
        return True
    if op in _INT_OPS:
        a = _operand_arith(env, env.expand_str(left))
        b = _operand_arith(env, env.expand_str(right))
        return _int_compare(op, a, b)
    if op in ("<", ">"):
        a_s, b_s = _bytes(env.expand_str(left)), _bytes(env.expand_str(right))
        return a_s < b_s if op == "<" else a_s > b_s
    if op in ("-nt", "-ot", "-ef"):
        return binary_file_test(op, env.expand_str(left), env.expand_str(right), env)
    raise CondError(f"unexpected conditional binary operator `{op}'")


# ---------------------------------------------------------------------------------------------
# test / [


class _TestSyntaxError(Exception):
    pass


class _Test:
    """A direct port of the structure of bash's ``test.c`` (posixtest/expr/or/and/term)."""

    def __init__(self, argv: list[str], env: Any) -> None:
        self.argv = argv
        self.argc = len(argv)
        self.pos = 0
        self.env = env

    def error(self, msg: str) -> _TestSyntaxError:
        return _TestSyntaxError(msg)

    def advance(self, check: bool) -> None:
        self.pos += 1
        if check and self.pos >= self.argc:
            raise self.error("argument expected")

    # -- grammar
    def expr(self) -> bool:
        if self.pos >= self.argc:
            raise self.error("argument expected")
        return self.or_()

    def or_(self) -> bool:
        value = self.and_()
        if self.pos < self.argc and self.argv[self.pos] == "-o":
            self.advance(False)
            v2 = self.or_()
            return value or v2
        return value

    def and_(self) -> bool:
        value = self.term()
        if self.pos < self.argc and self.argv[self.pos] == "-a":
            self.advance(False)
            v2 = self.and_()
            return value and v2
        return value

    def term(self) -> bool:
        argv = self.argv
        if self.pos >= self.argc:
            raise self.error("argument expected")
        if argv[self.pos] == "!":
            neg = False
            while self.pos < self.argc and argv[self.pos] == "!":
                self.advance(True)
                neg = not neg
            v = self.term()
            return not v if neg else v
        if argv[self.pos] == "(":
            self.advance(True)
            value = self.expr()
            if self.pos >= self.argc:
                raise self.error("`)' expected")
            if argv[self.pos] != ")":
                raise self.error(f"`)' expected, found {argv[self.pos]}")
            self.advance(False)
            return value
        if self.pos + 3 <= self.argc and argv[self.pos + 1] in BINARY_OPS:
            return self.binary()
        if self.pos + 2 <= self.argc and argv[self.pos] in UNARY_OPS:
            return self.unary()
        value = argv[self.pos] != ""
        self.advance(False)
        return value

    def binary(self) -> bool:
        argv = self.argv
        left, op, right = argv[self.pos], argv[self.pos + 1], argv[self.pos + 2]
        self.pos += 3
        if op in ("=", "=="):
            return left == right
        if op == "!=":
            return left != right
        if op == "<":
            return _bytes(left) < _bytes(right)
        if op == ">":
            return _bytes(left) > _bytes(right)
        if op in _INT_OPS:
            a = _legal_number(left)
            if a is None:
                raise self.error(f"{left}: integer expression expected")
            b = _legal_number(right)
            if b is None:
                raise self.error(f"{right}: integer expression expected")
            return _int_compare(op, a, b)
        return binary_file_test(op, left, right, self.env)

    def unary(self) -> bool:
        argv = self.argv
        op = argv[self.pos]
        if op == "-t":
            self.advance(False)
            if self.pos < self.argc and _legal_number(argv[self.pos]) is not None:
                self.advance(False)
                return unary_test(op, argv[self.pos - 1], self.env)
            return unary_test(op, "1", self.env)
        self.advance(True)
        value = unary_test(op, argv[self.pos], self.env)
        self.advance(False)
        return value

    # -- POSIX argument-count rules
    def two_arguments(self) -> bool:
        argv = self.argv
        a = argv[self.pos]
        if a == "!":
            return argv[self.pos + 1] == ""
        if len(a) == 2 and a[0] == "-":
            if a in UNARY_OPS:
                return self.unary()
        raise self.error(f"{a}: unary operator expected")

    def three_arguments(self) -> bool:
        argv = self.argv
        p = self.pos
        if argv[p + 1] in BINARY_OPS:
            value = self.binary()
        elif argv[p + 1] in ("-a", "-o"):
            if argv[p + 1] == "-a":
                value = argv[p] != "" and argv[p + 2] != ""
            else:
                value = argv[p] != "" or argv[p + 2] != ""
        elif argv[p] == "!":
            self.advance(True)
            value = not self.two_arguments()
        elif argv[p] == "(" and argv[p + 2][:1] == ")":
            value = argv[p + 1] != ""
        else:
            raise self.error(f"{argv[p + 1]}: binary operator expected")
        self.pos = self.argc
        return value

    def posixtest(self) -> bool:
        argv = self.argv
        n = self.argc
        if n == 0:
            return False
        if n == 1:
            self.pos = n
            return argv[0] != ""
        if n == 2:
            value = self.two_arguments()
            self.pos = n
            return value
        if n == 3:
            return self.three_arguments()
        if n == 4:
            if argv[0] == "!":
                self.advance(True)
                return not self.three_arguments()
            if argv[0] == "(" and argv[3] == ")":
                self.advance(True)
                value = self.two_arguments()
                self.pos = n
                return value
        return self.expr()


def test_builtin(args: list[str], env: CondEnv, bracket: bool) -> tuple[int, str | None]:
    """Run ``test args...`` (``bracket``: ``[ args... ]``, the ``]`` included in ``args``).

    Returns ``(status, message)``; ``message`` (without ``bash: line N: ``) is set for status 2.
    """
    n = len(args)
    if bracket:
        if not n or args[-1] != "]":
            return 2, "[: missing `]'"
        n -= 1  # (the common cases below read ``args`` without its ``]``)
    if n == 3:  # ``a OP b`` with a binary OP is that comparison (POSIX's three-argument rule)
        op = args[1]
        cmp = _INT_CMP.get(op)
        if cmp is not None:
            a, b = args[0], args[2]
            if a.isdigit() and b.isdigit() and len(a) < 19 > len(b) and (a + b).isascii():
                return (0 if cmp(int(a), int(b)) else 1), None  # (two plain numbers)
        elif op == "=" or op == "==":
            return (0 if args[0] == args[2] else 1), None
        elif op == "!=":
            return (0 if args[0] != args[2] else 1), None
    elif n == 2 and (args[0] == "-n" or args[0] == "-z"):
        return (0 if (args[1] == "") == (args[0] == "-z") else 1), None
    elif not n:
        return 1, None
    name = "[" if bracket else "test"
    if bracket:
        args = args[:-1]
    t = _Test(args, env)
    try:
        value = t.posixtest()
        if t.pos != t.argc:
            if t.pos < t.argc and args[t.pos][:1] == "-":
                raise t.error(f"syntax error: `{args[t.pos]}' unexpected")
            raise t.error("too many arguments")
    except _TestSyntaxError as e:
        return 2, f"{name}: {e}"
    return (0 if value else 1), None
