"""``expr``: evaluate an expression (GNU coreutils 9.1), with arbitrary-precision integers.

Owns GNU expr's recursive-descent grammar (``|`` ``&`` comparisons ``+ -`` ``* / %`` ``:``
keywords ``match substr index length +`` and parentheses), its short-circuit evaluation,
anchored BRE matching via :mod:`agentsh.regex`, and the exit statuses: 0 for a non-null
result, 1 for a null or zero result, 2 for syntax/usage/arithmetic/regex errors.
"""

from __future__ import annotations

import re

from agentsh._bigint import dec_text, int_text
from agentsh.commands._common import quote
from agentsh.commands.context import CommandContext
from agentsh.regex import RegexError, compile_bre

_INT_RE = re.compile(r"-?[0-9]+\Z")

HELP = (
    "Usage: expr EXPRESSION\n"
    "  or:  expr OPTION\n"
    "\n"
    "      --help        display this help and exit\n"
    "      --version     output version information and exit\n"
    "\n"
    "Print the value of EXPRESSION to standard output.  A blank line below\n"
    "separates increasing precedence groups.  EXPRESSION may be:\n"
    "\n"
    "  ARG1 | ARG2       ARG1 if it is neither null nor 0, otherwise ARG2\n"
    "\n"
    "  ARG1 & ARG2       ARG1 if neither argument is null or 0, otherwise 0\n"
    "\n"
    "  ARG1 < ARG2       ARG1 is less than ARG2\n"
    "  ARG1 <= ARG2      ARG1 is less than or equal to ARG2\n"
    "  ARG1 = ARG2       ARG1 is equal to ARG2\n"
    "  ARG1 != ARG2      ARG1 is unequal to ARG2\n"
    "  ARG1 >= ARG2      ARG1 is greater than or equal to ARG2\n"
    "  ARG1 > ARG2       ARG1 is greater than ARG2\n"
    "\n"
    "  ARG1 + ARG2       arithmetic sum of ARG1 and ARG2\n"
    "  ARG1 - ARG2       arithmetic difference of ARG1 and ARG2\n"
    "\n"
    "  ARG1 * ARG2       arithmetic product of ARG1 and ARG2\n"
    "  ARG1 / ARG2       arithmetic quotient of ARG1 divided by ARG2\n"
    "  ARG1 % ARG2       arithmetic remainder of ARG1 divided by ARG2\n"
    "\n"
    "  STRING : REGEXP   anchored pattern match of REGEXP in STRING\n"
    "\n"
    "  match STRING REGEXP        same as STRING : REGEXP\n"
    "  substr STRING POS LENGTH   substring of STRING, POS counted from 1\n"
    "  index STRING CHARS         index in STRING where any CHARS is found, or 0\n"
    "  length STRING              length of STRING\n"
    "  + TOKEN                    interpret TOKEN as a string, even if it is a\n"
    "                               keyword like 'match' or an operator like '/'\n"
    "\n"
    "  ( EXPRESSION )             value of EXPRESSION\n"
    "\n"
    "Beware that many operators need to be escaped or quoted for shells.\n"
    "Comparisons are arithmetic if both ARGs are numbers, else lexicographical.\n"
    "Pattern matches return the string matched between \\( and \\) or null; if\n"
    "\\( and \\) are not used, they return the number of characters matched or 0.\n"
    "\n"
    "Exit status is 0 if EXPRESSION is neither null nor 0, 1 if EXPRESSION is null\n"
    "or 0, 2 if EXPRESSION is syntactically invalid, and 3 if an error occurred.\n"
    "\n"
    "GNU coreutils online help: <https://www.gnu.org/software/coreutils/>\n"
    "Report any translation bugs to <https://translationproject.org/team/>\n"
    "Full documentation <https://www.gnu.org/software/coreutils/expr>\n"
    "or available locally via: info '(coreutils) expr invocation'\n"
)

VERSION = (
    "expr (GNU coreutils) 9.1\n"
    "Copyright (C) 2022 Free Software Foundation, Inc.\n"
    "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
    "This is free software: you are free to change and redistribute it.\n"
    "There is NO WARRANTY, to the extent permitted by law.\n"
    "\n"
    "Written by Mike Parker, James Youngman, and Paul Eggert.\n"
)

Value = int | str


class ExprError(Exception):
    """A fatal error: message (without prefix) and exit status."""

    def __init__(self, message: str, status: int = 2) -> None:
        super().__init__(message)
        self.status = status


def _is_int(s: str) -> bool:
    return _INT_RE.match(s) is not None


def _to_int(v: Value) -> int | None:
    if isinstance(v, int):
        return v
    return int_text(v) if _is_int(v) else None


def _to_str(v: Value) -> str:
    return dec_text(v) if isinstance(v, int) else v


def _null(v: Value) -> bool:
    if isinstance(v, int):
        return v == 0
    return v == "" or re.fullmatch(r"-?0+", v) is not None


class _Parser:
    def __init__(self, args: list[str]) -> None:
        self.args = args
        self.i = 0

    def more(self) -> bool:
        return self.i < len(self.args)

    def nextarg(self, word: str) -> bool:
        if self.i < len(self.args) and self.args[self.i] == word:
            self.i += 1
            return True
        return False

    def require(self) -> None:
        if not self.more():
            raise ExprError(f"syntax error: missing argument after {quote(self.args[self.i - 1])}")

    # | ------------------------------------------------------------------------------------
    def eval0(self, ev: bool) -> Value:
        left = self.eval1(ev)
        while self.nextarg("|"):
            right = self.eval1(ev and _null(left))
            if _null(left):
                left = 0 if _null(right) else right
        return left

    def eval1(self, ev: bool) -> Value:
        left = self.eval2(ev)
        while self.nextarg("&"):
            right = self.eval2(ev and not _null(left))
            if _null(left) or _null(right):
                left = 0
        return left

    def eval2(self, ev: bool) -> Value:
        left = self.eval3(ev)
        ops = ("<", "<=", "=", "==", "!=", ">=", ">")
        while self.more() and self.args[self.i] in ops:
            op = self.args[self.i]
            self.i += 1
            right = self.eval3(ev)
            if not ev:
                continue
            li, ri = _to_int(left), _to_int(right)
            if li is not None and ri is not None:
                cmp = (li > ri) - (li < ri)
            else:
                ls, rs = _to_str(left), _to_str(right)
                cmp = (ls > rs) - (ls < rs)
            r = {
                "<": cmp < 0,
                "<=": cmp <= 0,
                "=": cmp == 0,
                "==": cmp == 0,
                "!=": cmp != 0,
                ">=": cmp >= 0,
                ">": cmp > 0,
            }[op]
            left = int(r)
        return left

    def eval3(self, ev: bool) -> Value:
        left = self.eval4(ev)
        while self.more() and self.args[self.i] in ("+", "-"):
            op = self.args[self.i]
            self.i += 1
            right = self.eval4(ev)
            if ev:
                a, b = _to_int(left), _to_int(right)
                if a is None or b is None:
                    raise ExprError("non-integer argument")
                left = a + b if op == "+" else a - b
        return left

    def eval4(self, ev: bool) -> Value:
        left = self.eval5(ev)
        while self.more() and self.args[self.i] in ("*", "/", "%"):
            op = self.args[self.i]
            self.i += 1
            right = self.eval5(ev)
            if ev:
                a, b = _to_int(left), _to_int(right)
                if a is None or b is None:
                    raise ExprError("non-integer argument")
                if op == "*":
                    left = a * b
                else:
                    if b == 0:
                        raise ExprError("division by zero")
                    q = abs(a) // abs(b)
                    if (a < 0) != (b < 0):
                        q = -q
                    left = q if op == "/" else a - q * b
        return left

    def eval5(self, ev: bool) -> Value:
        left = self.eval6(ev)
        while self.nextarg(":"):
            right = self.eval6(ev)
            if ev:
                left = _docolon(left, right)
        return left

    def eval6(self, ev: bool) -> Value:
        self.require()
        if self.nextarg("+"):
            self.require()
            self.i += 1
            return self.args[self.i - 1]
        if self.nextarg("length"):
            v = self.eval6(ev)
            return len(_to_str(v))
        if self.nextarg("match"):
            s = self.eval6(ev)
            p = self.eval6(ev)
            return _docolon(s, p) if ev else 0
        if self.nextarg("index"):
            s = _to_str(self.eval6(ev))
            chars = _to_str(self.eval6(ev))
            for pos, ch in enumerate(s, start=1):
                if ch in chars:
                    return pos
            return 0
        if self.nextarg("substr"):
            s = _to_str(self.eval6(ev))
            i1 = _to_int(self.eval6(ev))
            i2 = _to_int(self.eval6(ev))
            if i1 is None or i2 is None:
                return ""
            if i1 <= 0 or i2 <= 0 or i1 > len(s):
                return ""
            return s[i1 - 1 : i1 - 1 + i2]
        return self.eval7(ev)

    def eval7(self, ev: bool) -> Value:
        self.require()
        if self.nextarg("("):
            v = self.eval0(ev)
            if not self.more():
                raise ExprError(f"syntax error: expecting ')' after {quote(self.args[self.i - 1])}")
            if not self.nextarg(")"):
                raise ExprError(
                    f"syntax error: expecting ')' instead of {quote(self.args[self.i])}"
                )
            return v
        if self.nextarg(")"):
            raise ExprError("syntax error: unexpected ')'")
        self.i += 1
        return self.args[self.i - 1]


def _docolon(sv: Value, pv: Value) -> Value:
    s, p = _to_str(sv), _to_str(pv)
    try:
        rx = compile_bre(p)
    except RegexError as e:
        raise ExprError(str(e)) from e
    m = rx.match(s)
    if rx.groups > 0:
        if m is None or m.group(1) is None:
            return ""
        return m.group(1)
    return 0 if m is None else len(m.group(0))


def main(ctx: CommandContext) -> int:
    args = list(ctx.args)
    if args and args[0] == "--":
        args = args[1:]
    elif len(args) == 1 and args[0] == "--help":
        ctx.stdout.write(HELP.encode())
        return 0
    elif len(args) == 1 and args[0] == "--version":
        ctx.stdout.write(VERSION.encode())
        return 0
    if not args:
        ctx.stderr.write(b"expr: missing operand\nTry 'expr --help' for more information.\n")
        return 2
    p = _Parser(args)
    try:
        v = p.eval0(True)
        if p.more():
            raise ExprError(f"syntax error: unexpected argument {quote(p.args[p.i])}")
    except ExprError as e:
        ctx.stderr.write(f"expr: {e}\n".encode("utf-8", "surrogateescape"))
        return e.status
    ctx.stdout.write((_to_str(v) + "\n").encode("utf-8", "surrogateescape"))
    return 1 if _null(v) else 0
