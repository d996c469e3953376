"""bc language: lexer, line-at-a-time parser (GNU bc 1.07 grammar) and tree-walking evaluator.

Owns: tokens (comments, strings, ``\\``-newline), statements (``if/else/while/for/break/
continue/return/print/quit/halt``, ``define`` with ``auto`` locals and array parameters), the
operator precedence of bc (assignment binds tighter than relations, unary minus tighter than
``^``), dynamic scoping of locals, ``scale/ibase/obase/last``, and GNU-style diagnostics.
Like bc, a whole input line is parsed before it runs: a syntax error discards the line, and
``quit`` exits as soon as it is parsed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from agentsh._dataclass import dataclass, field
from agentsh.commands.bc import _num as N
from agentsh.commands.bc._num import BcRuntimeError, Num

_TOKEN = re.compile(
    r"""(?P<ws>[ \t\r\f\v]+|\\\n)
    |(?P<comment>/\*.*?\*/|\#[^\n]*)
    |(?P<nl>\n)
    |(?P<str>"[^"]*")
    |(?P<num>[0-9A-Z]+(?:\.[0-9A-Z]*)?|\.[0-9A-Z]+)
    |(?P<name>[a-z][a-z0-9_]*)
    |(?P<op>\+\+|--|[-+*/%^]=|==|<=|>=|!=|&&|\|\||[-+*/%^=<>!()\[\]{},;.])
    """,
    re.VERBOSE | re.DOTALL,
)
_KEYWORDS = frozenset(
    "define auto if else while for break continue return print quit halt length sqrt "
    "scale ibase obase last read limits void".split()
)


class BcSyntaxError(Exception):
    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


class Quit(Exception):
    """``quit`` parsed or ``halt`` executed."""


@dataclass
class Tok:
    kind: str
    text: str
    line: int


def tokenize(src: str, first_line: int = 1) -> list[Tok]:
    toks: list[Tok] = []
    line = first_line
    pos = 0
    n = len(src)
    match = _TOKEN.match
    append = toks.append
    while pos < n:
        m = match(src, pos)
        if m is None:
            append(Tok("bad", src[pos], line))
            pos += 1
            continue
        kind = m.lastgroup or ""
        text = m.group()
        pos = m.end()
        if kind == "num" or kind == "op":  # (most tokens)
            append(Tok(kind, text, line))
            continue
        if kind == "ws":
            if text[0] == "\\":
                line += 1
            continue
        if kind == "comment":
            line += text.count("\n")
            continue
        if kind == "nl":
            line += 1
            toks.append(Tok("nl", "\n", line))
            continue
        if kind == "str":
            toks.append(Tok("str", text[1:-1], line))
            line += text.count("\n")
            continue
        if kind == "name" and text in _KEYWORDS:
            kind = "kw"
        toks.append(Tok(kind, text, line))
    toks.append(Tok("eof", "", line + 1 if toks and toks[-1].kind != "nl" else line))
    return toks


# AST nodes are tuples: (kind, ...)
Node = tuple[Any, ...]


@dataclass
class Func:
    name: str
    params: list[tuple[str, bool]]
    autos: list[tuple[str, bool]]
    body: list[Node]


class Parser:
    def __init__(self, toks: list[Tok]) -> None:
        self.toks = toks
        self.i = 0

    def peek(self) -> Tok:
        return self.toks[self.i]

    def next(self) -> Tok:
        t = self.toks[self.i]
        self.i += 1
        return t

    def error(self) -> BcSyntaxError:
        return BcSyntaxError(self.peek().line)

    def accept(self, text: str) -> bool:
        t = self.peek()
        if t.text == text and t.kind in ("op", "kw"):
            self.i += 1
            return True
        return False

    def expect(self, text: str) -> None:
        if not self.accept(text):
            raise self.error()

    def skip_nl(self) -> None:
        while self.peek().kind == "nl":
            self.i += 1

    def parse_line(self) -> list[Node]:
        """Statements up to the end of one input line (a ``{...}`` may span lines)."""
        stmts: list[Node] = []
        while True:
            t = self.peek()
            if t.kind == "eof":
                return stmts
            if t.kind == "nl":
                self.i += 1
                return stmts
            if t.text == ";" and t.kind == "op":
                self.i += 1
                continue
            stmts.append(self.statement())
            t = self.peek()
            if t.kind in ("nl", "eof") or (t.kind == "op" and t.text == ";"):
                continue
            raise self.error()

    def statement(self) -> Node:
        t = self.peek()
        if t.kind == "str":
            self.i += 1
            return ("str", t.text)
        if t.kind == "op" and t.text == "{":
            self.i += 1
            body = self.stmt_list("}")
            return ("block", body)
        if t.kind == "kw":
            kw = t.text
            if kw == "quit":
                raise Quit
            if kw == "halt":
                self.i += 1
                return ("halt",)
            if kw == "break":
                self.i += 1
                return ("break",)
            if kw == "continue":
                self.i += 1
                return ("continue",)
            if kw == "return":
                self.i += 1
                nt = self.peek()
                if nt.kind in ("nl", "eof") or nt.text in (";", "}"):
                    return ("return", None)
                return ("return", self.expr())
            if kw == "print":
                self.i += 1
                items: list[Node] = []
                while True:
                    nt = self.peek()
                    if nt.kind == "str":
                        self.i += 1
                        items.append(("pstr", nt.text))
                    else:
                        items.append(self.expr())
                    if not self.accept(","):
                        break
                return ("print", items)
            if kw == "if":
                self.i += 1
                self.expect("(")
                cond = self.expr()
                self.expect(")")
                self.skip_nl()
                then = self.statement_or_empty()
                els: Node | None = None
                if self.accept("else"):
                    self.skip_nl()
                    els = self.statement_or_empty()
                return ("if", cond, then, els)
            if kw == "while":
                self.i += 1
                self.expect("(")
                cond = self.expr()
                self.expect(")")
                self.skip_nl()
                return ("while", cond, self.statement_or_empty())
            if kw == "for":
                self.i += 1
                self.expect("(")
                init = None if self.peek().text == ";" else self.expr()
                self.expect(";")
                cond = None if self.peek().text == ";" else self.expr()
                self.expect(";")
                step = None if self.peek().text == ")" else self.expr()
                self.expect(")")
                self.skip_nl()
                return ("for", init, cond, step, self.statement_or_empty())
            if kw == "define":
                return self.define()
        return ("expr", self.expr())

    def statement_or_empty(self) -> Node:
        t = self.peek()
        if t.kind == "op" and t.text == ";":
            return ("block", [])
        return self.statement()

    def stmt_list(self, end: str) -> list[Node]:
        stmts: list[Node] = []
        while True:
            t = self.peek()
            if t.kind == "op" and t.text == end:
                self.i += 1
                return stmts
            if t.kind == "eof":
                raise self.error()
            if t.kind == "nl" or (t.kind == "op" and t.text == ";"):
                self.i += 1
                continue
            stmts.append(self.statement())
            t = self.peek()
            if not (t.kind == "nl" or t.text in (";", end)):
                raise self.error()

    def define(self) -> Node:
        self.i += 1
        self.accept("void")
        nt = self.next()
        if nt.kind != "name":
            raise BcSyntaxError(nt.line)
        self.expect("(")
        params = self.name_list(")")
        self.expect(")")
        self.skip_nl()
        self.expect("{")
        self.skip_nl()
        autos: list[tuple[str, bool]] = []
        if self.accept("auto"):
            autos = self.name_list(";")
            t = self.peek()
            if t.kind == "nl" or t.text == ";":
                self.i += 1
            else:
                raise self.error()
        body = self.stmt_list("}")
        return ("define", Func(nt.text, params, autos, body))

    def name_list(self, end: str) -> list[tuple[str, bool]]:
        out: list[tuple[str, bool]] = []
        if self.peek().text == end or self.peek().kind == "nl":
            return out
        while True:
            t = self.next()
            if t.kind != "name":
                raise BcSyntaxError(t.line)
            arr = False
            if self.accept("["):
                self.expect("]")
                arr = True
            out.append((t.text, arr))
            if not self.accept(","):
                return out

    # -- expressions ---------------------------------------------------------------------
    def expr(self) -> Node:
        left = self.and_expr()
        while self.accept("||"):
            left = ("or", left, self.and_expr())
        return left

    def and_expr(self) -> Node:
        left = self.not_expr()
        while self.accept("&&"):
            left = ("and", left, self.not_expr())
        return left

    def not_expr(self) -> Node:
        if self.accept("!"):
            return ("not", self.not_expr())
        return self.rel_expr()

    def rel_expr(self) -> Node:
        left = self.assign_expr()
        t = self.peek()
        if t.kind == "op" and t.text in ("==", "!=", "<", "<=", ">", ">="):
            self.i += 1
            return ("rel", t.text, left, self.assign_expr())
        return left

    def assign_expr(self) -> Node:
        left = self.add_expr()
        t = self.peek()
        if t.kind == "op" and t.text in ("=", "+=", "-=", "*=", "/=", "%=", "^="):
            if left[0] not in ("var", "elem"):
                raise self.error()
            self.i += 1
            return ("assign", t.text, left, self.assign_expr())
        return left

    def add_expr(self) -> Node:
        left = self.mul_expr()
        while True:
            t = self.peek()
            if t.kind == "op" and t.text in ("+", "-"):
                self.i += 1
                left = ("bin", t.text, left, self.mul_expr())
            else:
                return left

    def mul_expr(self) -> Node:
        left = self.pow_expr()
        while True:
            t = self.peek()
            if t.kind == "op" and t.text in ("*", "/", "%"):
                self.i += 1
                left = ("bin", t.text, left, self.pow_expr())
            else:
                return left

    def pow_expr(self) -> Node:
        base = self.unary()
        if self.accept("^"):
            return ("bin", "^", base, self.pow_expr())
        return base

    def unary(self) -> Node:
        t = self.toks[self.i]
        if t.kind == "op":  # (one look for the three prefix operators)
            if t.text == "-":
                self.i += 1
                return ("neg", self.unary())
            if t.text == "++":
                self.i += 1
                return ("preinc", 1, self.lvalue())
            if t.text == "--":
                self.i += 1
                return ("preinc", -1, self.lvalue())
        node = self.primary()
        if node[0] in ("var", "elem"):
            if self.accept("++"):
                return ("postinc", 1, node)
            if self.accept("--"):
                return ("postinc", -1, node)
        return node

    def lvalue(self) -> Node:
        node = self.primary()
        if node[0] not in ("var", "elem"):
            raise self.error()
        return node

    def primary(self) -> Node:
        t = self.next()
        if t.kind == "num":
            return ("num", t.text)
        if t.kind == "op":
            if t.text == "(":
                e = self.expr()
                self.expect(")")
                return ("paren", e)
            if t.text == ".":
                return ("var", "last")
            raise BcSyntaxError(t.line)
        if t.kind == "kw":
            if t.text in ("scale", "ibase", "obase", "last"):
                if t.text == "scale" and self.peek().text == "(":
                    self.i += 1
                    e = self.expr()
                    self.expect(")")
                    return ("call_scale", e)
                return ("var", t.text)
            if t.text in ("length", "sqrt"):
                self.expect("(")
                e = self.expr()
                self.expect(")")
                return ("call_" + t.text, e)
            if t.text == "read":
                self.expect("(")
                self.expect(")")
                return ("read",)
            raise BcSyntaxError(t.line)
        if t.kind == "name":
            if self.accept("["):
                e = self.expr()
                self.expect("]")
                return ("elem", t.text, e)
            if self.accept("("):
                args: list[Node] = []
                if not self.accept(")"):
                    while True:
                        nt = self.peek()
                        if (
                            nt.kind == "name"
                            and self.toks[self.i + 1].text == "["
                            and self.toks[self.i + 2].text == "]"
                        ):
                            self.i += 3
                            args.append(("arrayarg", nt.text))
                        else:
                            args.append(self.expr())
                        if self.accept(")"):
                            break
                        self.expect(",")
                return ("call", t.text, args)
            return ("var", t.text)
        raise BcSyntaxError(t.line)


class _Break(Exception):
    pass


class _Continue(Exception):
    pass


class _Return(Exception):
    def __init__(self, value: Num) -> None:
        super().__init__()
        self.value = value


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "q": '"', "t": "\t", "\\": "\\"}


def _unescape(s: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            nxt = s[i + 1]
            out.append(_ESCAPES.get(nxt, nxt))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


@dataclass
class Interp:
    write: Callable[[str], None]
    warn: Callable[[str], None]
    check: Callable[[], None]
    line_len: int = 70
    scale: int = 0
    ibase: int = 10
    obase: int = 10
    last: Num = N.ZERO
    vars: dict[str, list[Num]] = field(default_factory=dict[str, list[Num]])
    arrays: dict[str, list[dict[int, Num]]] = field(default_factory=dict[str, list[dict[int, Num]]])
    funcs: dict[str, Func] = field(default_factory=dict[str, Func])
    func_name: str = "(main)"

    def run_line(self, stmts: list[Node]) -> None:
        for s in stmts:
            if s[0] == "define":
                f: Func = s[1]
                self.funcs[f.name] = f
        try:
            for s in stmts:
                if s[0] != "define":
                    self.exec(s)
        except BcRuntimeError as e:
            self.warn(f"Runtime error (func={self.func_name}, adr=0): {e}\n")
            self.func_name = "(main)"
        except (_Break, _Continue):
            pass
        except _Return:
            pass

    def exec(self, s: Node) -> None:
        k = s[0]
        if k == "expr":
            e = s[1]
            v = self.eval(e)
            if e[0] != "assign":
                self.write(N.wrap(N.to_string(v, self.obase), self.line_len) + "\n")
                self.last = v
        elif k == "str":
            self.write(s[1])
        elif k == "print":
            for item in s[1]:
                if item[0] == "pstr":
                    self.write(_unescape(item[1]))
                else:
                    v = self.eval(item)
                    self.write(N.wrap(N.to_string(v, self.obase), self.line_len))
                    self.last = v
        elif k == "block":
            for x in s[1]:
                self.exec(x)
        elif k == "if":
            if not self.eval(s[1]).is_zero():
                self.exec(s[2])
            elif s[3] is not None:
                self.exec(s[3])
        elif k == "while":
            while not self.eval(s[1]).is_zero():
                self.check()
                try:
                    self.exec(s[2])
                except _Break:
                    break
                except _Continue:
                    continue
        elif k == "for":
            if s[1] is not None:
                self.eval(s[1])
            while s[2] is None or not self.eval(s[2]).is_zero():
                self.check()
                try:
                    self.exec(s[4])
                except _Break:
                    break
                except _Continue:
                    pass
                if s[3] is not None:
                    self.eval(s[3])
        elif k == "break":
            raise _Break
        elif k == "continue":
            raise _Continue
        elif k == "return":
            raise _Return(N.ZERO if s[1] is None else self.eval(s[1]))
        elif k == "halt":
            raise Quit
        elif k == "define":
            self.funcs[s[1].name] = s[1]

    # -- variables ---------------------------------------------------------------------------
    def get(self, name: str) -> Num:
        if name == "scale":
            return N.from_int(self.scale)
        if name == "ibase":
            return N.from_int(self.ibase)
        if name == "obase":
            return N.from_int(self.obase)
        if name == "last":
            return self.last
        st = self.vars.get(name)
        return st[-1] if st else N.ZERO

    def set(self, name: str, v: Num) -> None:
        if name == "scale":
            iv = v.to_int()
            if iv < 0:
                self.warn(
                    f"Runtime warning (func={self.func_name}, adr=0): negative scale, set to 0\n"
                )
                iv = 0
            self.scale = iv
        elif name == "ibase":
            iv = v.to_int()
            if iv < 2:
                self.warn(
                    f"Runtime warning (func={self.func_name}, adr=0): ibase too small, set to 2\n"
                )
                iv = 2
            elif iv > 16:
                self.warn(
                    f"Runtime warning (func={self.func_name}, adr=0): ibase too large, set to 16\n"
                )
                iv = 16
            self.ibase = iv
        elif name == "obase":
            iv = v.to_int()
            if iv < 2:
                self.warn(
                    f"Runtime warning (func={self.func_name}, adr=0): obase too small, set to 2\n"
                )
                iv = 2
            self.obase = iv
        elif name == "last":
            self.last = v
        else:
            st = self.vars.setdefault(name, [N.ZERO])
            st[-1] = v

    def array(self, name: str) -> dict[int, Num]:
        st = self.arrays.setdefault(name, [{}])
        return st[-1]

    def index(self, e: Node) -> int:
        i = self.eval(e).to_int()
        if i < 0 or i > 16777215:
            raise BcRuntimeError(f"Array {'x'} subscript out of bounds.")
        return i

    def load(self, lv: Node) -> Num:
        if lv[0] == "var":
            return self.get(lv[1])
        return self.array(lv[1]).get(self.index(lv[2]), N.ZERO)

    def store(self, lv: Node, v: Num, idx: int | None = None) -> None:
        if lv[0] == "var":
            self.set(lv[1], v)
        else:
            self.array(lv[1])[idx if idx is not None else self.index(lv[2])] = v

    # -- expressions -------------------------------------------------------------------------
    def binop(self, op: str, a: Num, b: Num) -> Num:
        if op == "+":
            return N.add(a, b)
        if op == "-":
            return N.sub(a, b)
        if op == "*":
            return N.mul(a, b, self.scale)
        if op == "/":
            return N.div(a, b, self.scale)
        if op == "%":
            return N.mod(a, b, self.scale)
        r, warn = N.power(a, b, self.scale)
        if warn:
            self.warn(
                f"Runtime warning (func={self.func_name}, adr=0): non-zero scale in exponent\n"
            )
        return r

    def eval(self, e: Node) -> Num:
        k = e[0]
        if k == "num":
            return N.from_digits(e[1], self.ibase)
        if k == "var":
            return self.get(e[1])
        if k == "elem":
            return self.load(e)
        if k == "paren":
            return self.eval(e[1])
        if k == "bin":
            # down the left side without recursing: ``1+2+...+50000`` (``paste -sd+ | bc``)
            # nests that deep; left operands are still evaluated first, bottom up
            spine: list[Node] = []
            while e[0] == "bin":
                spine.append(e)
                e = e[2]
            acc = self.eval(e)
            for b in reversed(spine):
                acc = self.binop(b[1], acc, self.eval(b[3]))
            return acc
        if k == "neg":
            v = self.eval(e[1])
            return Num(-v.n, v.scale)
        if k == "assign":
            lv = e[2]
            idx = self.index(lv[2]) if lv[0] == "elem" else None
            rhs = self.eval(e[3])
            if e[1] != "=":
                cur = self.array(lv[1]).get(idx, N.ZERO) if idx is not None else self.get(lv[1])
                rhs = self.binop(e[1][0], cur, rhs)
            self.store(lv, rhs, idx)
            return self.load(lv) if lv[0] == "var" else rhs
        if k in ("preinc", "postinc"):
            lv = e[2]
            idx = self.index(lv[2]) if lv[0] == "elem" else None
            cur = self.array(lv[1]).get(idx, N.ZERO) if idx is not None else self.get(lv[1])
            new = N.add(cur, N.from_int(e[1]))
            self.store(lv, new, idx)
            return new if k == "preinc" else cur
        if k == "rel":
            c = N.compare(self.eval(e[2]), self.eval(e[3]))
            op = e[1]
            r = {
                "==": c == 0,
                "!=": c != 0,
                "<": c < 0,
                "<=": c <= 0,
                ">": c > 0,
                ">=": c >= 0,
            }[op]
            return N.ONE if r else N.ZERO
        if k == "and":
            if self.eval(e[1]).is_zero():
                return N.ZERO
            return N.ZERO if self.eval(e[2]).is_zero() else N.ONE
        if k == "or":
            if not self.eval(e[1]).is_zero():
                return N.ONE
            return N.ZERO if self.eval(e[2]).is_zero() else N.ONE
        if k == "not":
            return N.ONE if self.eval(e[1]).is_zero() else N.ZERO
        if k == "call_length":
            return N.from_int(N.length(self.eval(e[1])))
        if k == "call_scale":
            return N.from_int(self.eval(e[1]).scale)
        if k == "call_sqrt":
            return N.isqrt_num(self.eval(e[1]), self.scale)
        if k == "read":
            raise BcRuntimeError("read() is not supported")
        if k == "call":
            return self.call(e[1], e[2])
        raise BcRuntimeError("bad expression")

    def call(self, name: str, args: list[Node]) -> Num:
        f = self.funcs.get(name)
        if f is None:
            raise BcRuntimeError(f"Function {name} not defined.")
        if len(args) != len(f.params):
            raise BcRuntimeError("Parameter number mismatch")
        values: list[Num | dict[int, Num]] = []
        for (pname, is_arr), a in zip(f.params, args, strict=True):
            if is_arr != (a[0] == "arrayarg"):
                raise BcRuntimeError("Parameter type mismatch")
            values.append(dict(self.array(a[1])) if is_arr else self.eval(a))
            del pname
        pushed: list[tuple[str, bool]] = []
        for (pname, is_arr), v in zip(f.params, values, strict=True):
            if is_arr:
                assert isinstance(v, dict)
                self.arrays.setdefault(pname, [{}]).append(v)
            else:
                assert isinstance(v, Num)
                self.vars.setdefault(pname, [N.ZERO]).append(v)
            pushed.append((pname, is_arr))
        for aname, is_arr in f.autos:
            if is_arr:
                self.arrays.setdefault(aname, [{}]).append({})
            else:
                self.vars.setdefault(aname, [N.ZERO]).append(N.ZERO)
            pushed.append((aname, is_arr))
        saved = self.func_name
        self.func_name = name
        result = N.ZERO
        try:
            for s in f.body:
                self.exec(s)
        except _Return as r:
            result = r.value
        finally:
            for pname, is_arr in pushed:
                if is_arr:
                    self.arrays[pname].pop()
                else:
                    self.vars[pname].pop()
        self.func_name = saved
        return result
