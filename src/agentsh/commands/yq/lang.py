"""yq expression parser: jq's tokenizer (reused from :mod:`agentsh.commands.jq.lexer`) with
yq token fix-ups (``*+``/``*d`` merge flags, ``...``, ``.key-with-dash``) and yq's own
precedence climbing (``,`` 10 < ``and``/``or`` 20 < ``|`` 30 < assignments and comparisons 40
< ``+ - * / % //`` 42, all left-associative), producing small tuple ASTs.
"""

from __future__ import annotations

from typing import Any

from agentsh.commands.jq.errors import CompileError
from agentsh.commands.jq.lexer import Token, tokenize

Ast = tuple[Any, ...]


class YqSyntaxError(Exception):
    pass


_ASSIGN = {"=", "|=", "+=", "-=", "*=", "/=", "%=", "//="}
_CMP = {"==", "!=", "<", "<=", ">", ">="}
_ARITH = {"+", "-", "*", "/", "%", "//"}
_ATTRS = {"line_comment", "head_comment", "foot_comment", "tag", "style", "anchor", "alias", "key"}


def _fix(toks: list[Token], src: str) -> list[Token]:
    out: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if t.kind == "OP" and t.value == "*" and nxt is not None and nxt.pos == t.pos + 1:
            if nxt.kind == "OP" and nxt.value in ("+", "?"):
                flags = str(nxt.value)
                j = i + 2
                if j < len(toks) and toks[j].kind == "IDENT" and toks[j].pos == nxt.pos + 1:
                    flags += str(toks[j].value)
                    j += 1
                out.append(Token("OP", "*" + flags, t.pos))
                i = j
                continue
            if nxt.kind == "IDENT" and all(c in "+dn?c" for c in str(nxt.value)):
                out.append(Token("OP", "*" + str(nxt.value), t.pos))
                i += 2
                continue
        if t.kind == "OP" and t.value == ".." and nxt is not None and nxt.kind == "OP":
            if nxt.value == "." and nxt.pos == t.pos + 2:
                out.append(Token("OP", "...", t.pos))
                i += 2
                continue
        if t.kind == "FIELD":
            name = str(t.value)
            end = t.pos + 1 + len(name)
            j = i + 1
            while (
                j + 1 < len(toks)
                and toks[j].kind == "OP"
                and toks[j].value == "-"
                and toks[j].pos == end
                and toks[j + 1].pos == end + 1
                and toks[j + 1].kind in ("IDENT", "NUM", "KW")
            ):
                name += "-" + str(toks[j + 1].value)
                end = toks[j + 1].pos + len(str(toks[j + 1].value))
                j += 2
            if j != i + 1:
                out.append(Token("FIELD", name, t.pos))
                i = j
                continue
        out.append(t)
        i += 1
    return out


class Parser:
    def __init__(self, src: str) -> None:
        try:
            self.toks = _fix(tokenize(src), src)
        except CompileError as e:
            raise YqSyntaxError(str(e)) from None
        self.i = 0

    @property
    def tok(self) -> Token:
        return self.toks[self.i]

    def at_op(self, *ops: str) -> bool:
        t = self.tok
        return t.kind == "OP" and t.value in ops

    def at_word(self, *w: str) -> bool:
        t = self.tok
        return t.kind in ("KW", "IDENT") and t.value in w

    def expect(self, op: str) -> None:
        if not self.at_op(op):
            raise YqSyntaxError(f"expected '{op}'")
        self.i += 1

    def parse(self) -> Ast:
        if self.tok.kind == "EOF":
            return ("id",)
        e = self.expr(0)
        if self.tok.kind != "EOF":
            raise YqSyntaxError(f"unexpected token {self.tok.value!r}")
        return e

    def _binop(self) -> tuple[str, int] | None:
        t = self.tok
        if t.kind == "OP":
            v = str(t.value)
            if v == ",":
                return v, 10
            if v == "|":
                return v, 30
            if v in _ASSIGN or v in _CMP:
                return v, 40
            if v in _ARITH or v.startswith("*"):
                return v, 42
        if t.kind == "KW" and t.value in ("and", "or"):
            return str(t.value), 20
        return None

    def expr(self, min_prec: int) -> Ast:
        left: Ast = self.unary()
        while True:
            op = self._binop()
            if op is None or op[1] < min_prec:
                return left
            name, prec = op
            self.i += 1
            right = self.expr(prec + 1)
            if name == ",":
                left = ("union", left, right)
            elif name == "|":
                left = ("pipe", left, right)
            elif name in _ASSIGN:
                left = ("assign", name, left, right)
            elif name in ("and", "or"):
                left = (name, left, right)
            else:
                left = ("bin", name, left, right)

    def unary(self) -> Ast:
        if self.at_op("-") and self.toks[self.i + 1].kind == "NUM":
            self.i += 1
            t = self.tok
            self.i += 1
            return self.postfix(("lit", "-" + str(t.value), "num"))
        return self.postfix(self.primary())

    def postfix(self, term: Ast) -> Ast:
        while True:
            t = self.tok
            if t.kind == "FIELD":
                self.i += 1
                term = ("index", term, ("lit", str(t.value), "str"), False)
            elif t.kind == "OP" and t.value == "." and self.toks[self.i + 1].kind == "STR":
                self.i += 1
                term = ("index", term, self.string(), False)
            elif t.kind == "OP" and t.value == "." and self.toks[self.i + 1].value == "[":
                self.i += 1
            elif t.kind == "OP" and t.value == "[":
                term = self.bracket(term)
            elif t.kind == "OP" and t.value == "?":
                self.i += 1
                term = ("try", term)
            elif t.kind == "KW" and t.value == "as":
                self.i += 1
                v = self.tok
                if v.kind != "VAR":
                    raise YqSyntaxError("expected variable after as")
                self.i += 1
                if self.at_word("ireduce"):
                    self.i += 1
                    self.expect("(")
                    init = self.expr(0)
                    self.expect(";")
                    upd = self.expr(0)
                    self.expect(")")
                    return ("reduce", term, str(v.value), init, upd)
                self.expect("|")
                body = self.expr(0)
                return ("as", term, str(v.value), body)
            elif (
                t.kind in ("IDENT", "KW")
                and t.value in _ATTRS
                and self.toks[self.i + 1].kind == "OP"
                and self.toks[self.i + 1].value in ("=", "|=")
            ):
                self.i += 1
                op = str(self.tok.value)
                self.i += 1
                rhs = self.expr(41)
                term = ("attrset", str(t.value), op, term, rhs)
            elif (
                t.kind in ("IDENT",)
                and t.value == "comments"
                and self.toks[self.i + 1].value
                in (
                    "=",
                    "|=",
                )
            ):
                self.i += 1
                op = str(self.tok.value)
                self.i += 1
                rhs = self.expr(41)
                term = ("attrset", "comments", op, term, rhs)
            else:
                return term

    def bracket(self, term: Ast) -> Ast:
        self.expect("[")
        if self.at_op("]"):
            self.i += 1
            return ("iter", term)
        if self.at_op(":"):
            self.i += 1
            end = self.expr(0)
            self.expect("]")
            return ("slice", term, None, end)
        idx = self.expr(0)
        if self.at_op(":"):
            self.i += 1
            end = None if self.at_op("]") else self.expr(0)
            self.expect("]")
            return ("slice", term, idx, end)
        self.expect("]")
        return ("index", term, idx, True)

    def string(self) -> Ast:
        t = self.tok
        self.i += 1
        parts = t.value
        text = "".join(p if isinstance(p, str) else "\\(" + p[0] + ")" for p in parts)  # type: ignore[union-attr]
        return ("lit", text, "str")

    def args(self) -> list[Ast]:
        out: list[Ast] = []
        if not self.at_op("("):
            return out
        self.i += 1
        while True:
            out.append(self.expr(0))
            if self.at_op(";"):
                self.i += 1
                continue
            self.expect(")")
            return out

    def primary(self) -> Ast:
        t = self.tok
        k = t.kind
        if k == "FIELD":
            self.i += 1
            return ("index", ("id",), ("lit", str(t.value), "str"), False)
        if k == "NUM":
            self.i += 1
            return ("lit", str(t.value), "num")
        if k == "STR":
            return self.string()
        if k == "FORMAT":
            self.i += 1
            return ("call", "@" + str(t.value), [])
        if k == "VAR":
            self.i += 1
            return ("var", str(t.value))
        if k == "OP":
            v = t.value
            if v == ".":
                self.i += 1
                if self.tok.kind == "STR":
                    return ("index", ("id",), self.string(), False)
                return ("id",)
            if v == "..":
                self.i += 1
                return ("recurse", False)
            if v == "...":
                self.i += 1
                return ("recurse", True)
            if v == "(":
                self.i += 1
                e = self.expr(0)
                self.expect(")")
                return e
            if v == "[":
                self.i += 1
                if self.at_op("]"):
                    self.i += 1
                    return ("collect", None)
                e = self.expr(0)
                self.expect("]")
                return ("collect", e)
            if v == "{":
                return self.obj()
        if k == "KW" and t.value == "if":
            return self.if_()
        if k == "KW" and t.value == "reduce":
            self.i += 1
            src = self.postfix_noas()
            if not self.at_word("as"):
                raise YqSyntaxError("expected as")
            self.i += 1
            var = self.tok
            self.i += 1
            self.expect("(")
            init = self.expr(0)
            self.expect(";")
            upd = self.expr(0)
            self.expect(")")
            return ("reduce", src, str(var.value), init, upd)
        if k in ("IDENT", "KW"):
            name = str(t.value)
            self.i += 1
            if name in ("true", "false"):
                return ("lit", name, "bool")
            if name in ("null", "~"):
                return ("lit", "null", "null")
            if name in _ATTRS and self.at_op("=", "|="):
                op = str(self.tok.value)
                self.i += 1
                rhs = self.expr(41)
                return ("attrset", name, op, ("id",), rhs)
            return ("call", name, self.args())
        raise YqSyntaxError(f"unexpected token {t.value!r}")

    def postfix_noas(self) -> Ast:
        term = self.primary()
        while self.tok.kind == "FIELD" or self.at_op("["):
            if self.tok.kind == "FIELD":
                term = ("index", term, ("lit", str(self.tok.value), "str"), False)
                self.i += 1
            else:
                term = self.bracket(term)
        return term

    def if_(self) -> Ast:
        self.i += 1
        cond = self.expr(0)
        if not self.at_word("then"):
            raise YqSyntaxError("expected then")
        self.i += 1
        then = self.expr(0)
        other: Ast | None = None
        if self.at_word("elif"):
            other = self.if_()
            return ("if", cond, then, other)
        if self.at_word("else"):
            self.i += 1
            other = self.expr(0)
        if not self.at_word("end"):
            raise YqSyntaxError("expected end")
        self.i += 1
        return ("if", cond, then, other)

    def obj(self) -> Ast:
        self.expect("{")
        entries: list[tuple[Ast, Ast]] = []
        while not self.at_op("}"):
            t = self.tok
            if t.kind in ("IDENT", "KW") and self.toks[self.i + 1].value == ":":
                self.i += 1
                key: Ast = ("lit", str(t.value), "str")
            elif t.kind == "VAR" and self.toks[self.i + 1].value != ":":
                self.i += 1
                entries.append((("lit", str(t.value), "str"), ("var", str(t.value))))
                if self.at_op(","):
                    self.i += 1
                continue
            else:
                key = self.expr(41)
            if self.at_op(":"):
                self.i += 1
                val = self.expr(11)
            else:
                val = ("index", ("id",), key, False)
            entries.append((key, val))
            if self.at_op(","):
                self.i += 1
        self.expect("}")
        return ("object", entries)


def parse(src: str) -> Ast:
    return Parser(src).parse()
