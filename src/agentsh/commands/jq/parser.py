"""Parser of the jq language into an owned AST of frozen dataclasses.

Precedence, lowest first (as jq's grammar): ``def``/``as``/``label`` bodies and ``|``
(right), ``,``, ``//`` (right), assignments (non-assoc), ``or``, ``and``, comparisons,
``+ -``, ``* / %``, unary minus, postfix terms (``.a``, ``[e]``, ``[a:b]``, ``[]``, ``?``).
"""

from __future__ import annotations

from agentsh._dataclass import dataclass, field
from agentsh.commands.jq.errors import CompileError
from agentsh.commands.jq.json_io import make_literal
from agentsh.commands.jq.lexer import StrPart, Token, tokenize


class Node:
    """Base of AST nodes."""


@dataclass(frozen=True)
class Identity(Node):
    pass


@dataclass(frozen=True)
class RecurseAll(Node):
    pass


@dataclass(frozen=True)
class Literal(Node):
    value: object


@dataclass(frozen=True)
class Str(Node):
    parts: tuple[str | Node, ...]
    fmt: str | None = None


@dataclass(frozen=True)
class Format(Node):
    name: str


@dataclass(frozen=True)
class Index(Node):
    target: Node
    key: Node


@dataclass(frozen=True)
class Slice(Node):
    target: Node
    start: Node | None
    end: Node | None


@dataclass(frozen=True)
class Iterate(Node):
    target: Node


@dataclass(frozen=True)
class Try(Node):
    body: Node
    catch: Node | None


@dataclass(frozen=True)
class OptStep(Node):
    """``.a?``, ``.[k]?``, ``.[]?``, ``.[i:j]?`` after a term: only this last indexing step's
    errors are dropped (jq's INDEX_OPT / EACH_OPT), not the term's own."""

    step: Index | Slice | Iterate


@dataclass(frozen=True)
class ArrayCons(Node):
    body: Node | None


@dataclass(frozen=True)
class ObjectCons(Node):
    entries: tuple[tuple[Node, Node], ...]


@dataclass(frozen=True)
class Neg(Node):
    body: Node


@dataclass(frozen=True)
class Pipe(Node):
    left: Node
    right: Node


@dataclass(frozen=True)
class Comma(Node):
    left: Node
    right: Node


@dataclass(frozen=True)
class Alt(Node):
    left: Node
    right: Node


@dataclass(frozen=True)
class BinOp(Node):
    op: str
    left: Node
    right: Node


@dataclass(frozen=True)
class And(Node):
    left: Node
    right: Node


@dataclass(frozen=True)
class Or(Node):
    left: Node
    right: Node


@dataclass(frozen=True)
class Assign(Node):
    op: str
    left: Node
    right: Node


@dataclass(frozen=True)
class If(Node):
    cond: Node
    then: Node
    otherwise: Node | None


@dataclass(frozen=True)
class Reduce(Node):
    source: Node
    patterns: tuple[Pattern, ...]
    init: Node
    update: Node


@dataclass(frozen=True)
class Foreach(Node):
    source: Node
    patterns: tuple[Pattern, ...]
    init: Node
    update: Node
    extract: Node | None


@dataclass(frozen=True)
class FuncDef(Node):
    name: str
    params: tuple[str, ...]
    body: Node
    rest: Node


@dataclass(frozen=True)
class Call(Node):
    name: str
    args: tuple[Node, ...]
    pos: int = field(default=-1, compare=False)


@dataclass(frozen=True)
class Var(Node):
    name: str
    pos: int = field(default=-1, compare=False)


@dataclass(frozen=True)
class Loc(Node):
    line: int


@dataclass(frozen=True)
class As(Node):
    source: Node
    patterns: tuple[Pattern, ...]
    body: Node


@dataclass(frozen=True)
class Label(Node):
    name: str
    body: Node


@dataclass(frozen=True)
class Break(Node):
    name: str


class Pattern:
    """Base of destructuring patterns."""


@dataclass(frozen=True)
class PVar(Pattern):
    name: str


@dataclass(frozen=True)
class PArray(Pattern):
    elems: tuple[Pattern, ...]


@dataclass(frozen=True)
class PObject(Pattern):
    #: (key expression, bound variable name or None, sub-pattern or None)
    entries: tuple[tuple[Node, str | None, Pattern | None], ...]


_CONSTS: dict[str, object] = {"null": None, "true": True, "false": False}
_ASSIGN_OPS = frozenset({"=", "|=", "+=", "-=", "*=", "/=", "%=", "//="})
_CMP_OPS = frozenset({"==", "!=", "<", "<=", ">", ">="})


#: what jq 1.7.1's grammar expects where a destructuring pattern starts (bison names the
#: expected tokens when there are at most four)
_PATTERN_START = "BINDING or '[' or '{'"
_OPENERS = {"(": ")", "[": "]", "{": "}"}
_CLOSERS = frozenset(_OPENERS.values())


class Parser:
    def __init__(self, src: str, toks: list[Token] | None = None, full: str | None = None) -> None:
        self.src = src
        self.full = full if full is not None else src
        self.toks: list[Token] = toks if toks is not None else tokenize(src)
        self.i: int = 0

    # -- helpers ---------------------------------------------------------------------
    @property
    def tok(self) -> Token:
        return self.toks[self.i]

    def advance(self) -> Token:
        t = self.toks[self.i]
        self.i += 1
        return t

    def at(self, kind: str, value: object = None) -> bool:
        t = self.toks[self.i]
        return t.kind == kind and (value is None or t.value == value)

    def at_op(self, *ops: str) -> bool:
        t = self.toks[self.i]
        return t.kind == "OP" and t.value in ops

    def at_kw(self, *kws: str) -> bool:
        t = self.toks[self.i]
        return t.kind == "KW" and t.value in kws

    def error(self, expecting: str = "") -> CompileError:
        t = self.tok
        if t.kind == "EOF":
            what = "end of file"
        elif t.kind == "OP" and t.value in _CLOSERS and not self._closes(self.i):
            what = "INVALID_CHARACTER"  # (jq's lexer: a closer its opener does not match)
        elif t.kind == "OP":
            what = "'" + str(t.value) + "'" if len(str(t.value)) == 1 else str(t.value)
        elif t.kind == "IDENT":
            what = "IDENT"
        elif t.kind == "NUM":
            what = "LITERAL"
        elif t.kind == "FIELD":
            what = "FIELD"
        elif t.kind == "VAR":  # (jq 1.7's lexer reads ``$name`` as one BINDING token)
            what = "$__loc__" if t.value == "__loc__" else "BINDING"
        elif t.kind == "STR":
            what = "QQSTRING_START"
        elif t.kind == "FORMAT":
            what = "FORMAT"
        else:
            what = str(t.value)
        msg = f"syntax error, unexpected {what}"
        if expecting:
            msg += f", expecting {expecting}"
        pos = t.pos
        if t.kind == "EOF":
            pos = self.toks[self.i - 1].pos if self.i > 0 else 0
        return CompileError(msg + " (Unix shell quoting issues?)", pos)

    def _closes(self, i: int) -> bool:
        """Whether the closing bracket at token ``i`` matches the innermost one open."""
        stack: list[str] = []
        for t in self.toks[:i]:
            if t.kind == "OP" and t.value in _OPENERS:
                stack.append(_OPENERS[t.value])  # pyright: ignore[reportArgumentType]
            elif t.kind == "OP" and t.value in _CLOSERS and stack:
                stack.pop()
        return bool(stack) and stack[-1] == self.toks[i].value

    def expect_op(self, op: str, expecting: str = "") -> None:
        if not self.at_op(op):
            raise self.error(expecting)
        self.i += 1

    def expect_kw(self, kw: str) -> None:
        if not self.at_kw(kw):
            raise self.error()
        self.i += 1

    # -- grammar ---------------------------------------------------------------------
    def parse_program(self) -> Node:
        while self.at_kw("import", "include"):
            raise CompileError("modules are not supported", self.tok.pos)
        if self.at("EOF"):
            return Identity()
        node = self.parse_pipe()
        if not self.at("EOF"):
            # (jq 1.7.1's bison reduces the program whole before it sees the token, and then
            # takes only the end; not after a lone ``.``, whose state still reads on)
            prev = self.toks[self.i - 1] if self.i else None
            lone_dot = prev is not None and prev.kind == "OP" and prev.value == "."
            raise self.error("" if lone_dot else "end of file")
        return node

    def parse_pipe(self, no_comma: bool = False) -> Node:
        if self.at_kw("def"):
            name, params, body = self.parse_funcdef()
            rest = self.parse_pipe(no_comma)
            return FuncDef(name, params, body, rest)
        left = self.parse_comma() if not no_comma else self.parse_alt()
        if self.at_op("|"):
            self.i += 1
            right = self.parse_pipe(no_comma)
            return Pipe(left, right)
        return left

    def parse_funcdef(self) -> tuple[str, tuple[str, ...], Node]:
        self.expect_kw("def")
        t = self.advance()
        if t.kind != "IDENT" and not (t.kind == "KW" and t.value == "__loc__"):
            self.i -= 1  # (a keyword is no function's name in jq 1.7.1's grammar)
            raise self.error("IDENT")
        name = str(t.value)
        params: list[str] = []
        if self.at_op("("):
            self.i += 1
            while True:
                p = self.advance()
                if p.kind == "VAR":
                    params.append("$" + str(p.value))
                elif p.kind == "IDENT":
                    params.append(str(p.value))
                else:
                    self.i -= 1
                    raise self.error("IDENT or BINDING")
                if self.at_op(";"):
                    self.i += 1
                    continue
                self.expect_op(")", "';' or ')'")
                break
        self.expect_op(":")
        body = self.parse_pipe()
        self.expect_op(";")
        return name, tuple(params), body

    def parse_comma(self) -> Node:
        left = self.parse_alt()
        while self.at_op(","):
            self.i += 1
            right = self.parse_alt()
            left = Comma(left, right)
        return left

    def parse_alt(self) -> Node:
        left = self.parse_assign()
        if self.at_op("//"):
            self.i += 1
            right = self.parse_alt()
            return Alt(left, right)
        return left

    def parse_assign(self) -> Node:
        left = self.parse_or()
        t = self.tok
        if t.kind == "OP" and t.value in _ASSIGN_OPS:
            self.i += 1
            right = self.parse_or()
            return Assign(str(t.value), left, right)
        return left

    def parse_or(self) -> Node:
        left = self.parse_and()
        while self.at_kw("or"):
            self.i += 1
            left = Or(left, self.parse_and())
        return left

    def parse_and(self) -> Node:
        left = self.parse_cmp()
        while self.at_kw("and"):
            self.i += 1
            left = And(left, self.parse_cmp())
        return left

    def parse_cmp(self) -> Node:
        left = self.parse_additive()
        t = self.tok
        if t.kind == "OP" and t.value in _CMP_OPS:
            self.i += 1
            right = self.parse_additive()
            if self.tok.kind == "OP" and self.tok.value in _CMP_OPS:
                raise self.error()
            return BinOp(str(t.value), left, right)
        return left

    def parse_additive(self) -> Node:
        left = self.parse_mult()
        while self.at_op("+", "-"):
            op = str(self.advance().value)
            left = BinOp(op, left, self.parse_mult())
        return left

    def parse_mult(self) -> Node:
        left = self.parse_unary()
        while self.at_op("*", "/", "%"):
            op = str(self.advance().value)
            left = BinOp(op, left, self.parse_unary())
        return left

    def parse_unary(self) -> Node:
        """A term, or a negation: jq's ``'-' Exp`` has the precedence of binary minus, so
        it negates the whole product after it (``-a * b`` is ``-(a * b)``)."""
        if self.at_op("-"):
            self.i += 1
            return Neg(self.parse_mult())
        return self.parse_postfix()

    def parse_postfix(self, allow_as: bool = True, term_only: bool = False) -> Node:
        """A term and its suffixes; ``term_only``: jq's Term, where '?' may follow only an
        indexing step (``.a?``; ``1?`` is an expression)."""
        first = self.tok
        term = self.parse_primary()
        stepped = first.kind == "FIELD"  # (an indexing step just made: ``.a``, not ``(.a)``)
        while True:
            t = self.tok
            was_step, stepped = stepped, False
            if t.kind == "FIELD":
                self.i += 1
                term = Index(term, Literal(t.value))
                stepped = True
            elif t.kind == "OP" and t.value == "." and self.toks[self.i + 1].kind == "STR":
                self.i += 1
                term = Index(term, self.parse_string(None))
                stepped = True
            elif t.kind == "OP" and t.value == "." and self.toks[self.i + 1].value == "[":
                self.i += 1
                stepped = was_step
            elif t.kind == "OP" and t.value == "." and self.toks[self.i + 1].kind != "FIELD":
                self.i += 1
                raise self.error("FORMAT or QQSTRING_START or '['")
            elif t.kind == "OP" and t.value == "[":
                term = self.parse_bracket_suffix(term)
                stepped = True
            elif t.kind == "OP" and t.value == "?":
                if term_only and not (was_step and isinstance(term, Index | Slice | Iterate)):
                    raise self.error("'}'")
                self.i += 1
                if was_step and isinstance(term, Index | Slice | Iterate):
                    term = OptStep(term)  # (the step's errors alone)
                else:
                    term = Try(term, None)
            elif allow_as and t.kind == "KW" and t.value == "as":
                self.i += 1
                patterns = self.parse_patterns()
                self.expect_op("|", "'|'")
                body = self.parse_pipe()
                return As(term, patterns, body)
            else:
                return term

    def parse_bracket_suffix(self, term: Node) -> Node:
        self.expect_op("[")
        if self.at_op("]"):
            self.i += 1
            return Iterate(term)
        if self.at_op(":"):
            self.i += 1
            end = self.parse_pipe()
            self.expect_op("]")
            return Slice(term, None, end)
        idx = self.parse_pipe()
        if self.at_op(":"):
            self.i += 1
            if self.at_op("]"):
                self.i += 1
                return Slice(term, idx, None)
            end = self.parse_pipe()
            self.expect_op("]")
            return Slice(term, idx, end)
        self.expect_op("]")
        return Index(term, idx)

    def parse_patterns(self) -> tuple[Pattern, ...]:
        pats = [self.parse_pattern()]
        while self.at_op("?//"):
            self.i += 1
            pats.append(self.parse_pattern())
        return tuple(pats)

    def parse_pattern(self) -> Pattern:
        t = self.tok
        if t.kind == "VAR":
            self.i += 1
            return PVar(str(t.value))
        if self.at_op("["):
            self.i += 1
            elems: list[Pattern] = []
            if self.at_op("]"):
                raise self.error(_PATTERN_START)
            while True:
                elems.append(self.parse_pattern())
                if self.at_op(","):
                    self.i += 1
                    continue
                self.expect_op("]")
                break
            return PArray(tuple(elems))
        if self.at_op("{"):
            self.i += 1
            entries: list[tuple[Node, str | None, Pattern | None]] = []
            while True:
                k = self.tok
                if k.kind == "VAR":
                    self.i += 1
                    name = str(k.value)
                    sub: Pattern | None = None
                    if self.at_op(":"):
                        self.i += 1
                        sub = self.parse_pattern()
                    entries.append((Literal(name), name, sub))
                elif k.kind in ("IDENT", "KW"):
                    self.i += 1
                    self.expect_op(":", "':'")  # (jq 1.7.1's bison: the one token it takes)
                    entries.append((Literal(k.value), None, self.parse_pattern()))
                elif k.kind == "STR":
                    key = self.parse_string(None)
                    self.expect_op(":", "':'")
                    entries.append((key, None, self.parse_pattern()))
                elif self.at_op("("):
                    self.i += 1
                    key = self.parse_pipe()
                    self.expect_op(")")
                    self.expect_op(":", "':'")
                    entries.append((key, None, self.parse_pattern()))
                else:
                    raise self.error()
                if self.at_op(","):
                    self.i += 1
                    continue
                self.expect_op("}")
                break
            return PObject(tuple(entries))
        raise self.error(_PATTERN_START)

    def parse_string(self, fmt: str | None) -> Node:
        t = self.advance()
        parts_raw: list[StrPart] = t.value  # type: ignore[assignment]
        parts: list[str | Node] = []
        for p in parts_raw:
            if isinstance(p, str):
                parts.append(p)
            else:
                sub_src, offset = p
                sub = Parser(sub_src, tokenize(sub_src, offset), self.full)
                node = sub.parse_pipe()
                if not sub.at("EOF"):
                    raise sub.error()
                parts.append(node)
        if fmt is None and all(isinstance(p, str) for p in parts):
            return Literal("".join(p for p in parts if isinstance(p, str)))
        return Str(tuple(parts), fmt)

    def parse_primary(self) -> Node:
        t = self.tok
        kind = t.kind
        if kind == "FIELD":
            self.i += 1
            return Index(Identity(), Literal(t.value))
        if kind == "NUM":
            self.i += 1
            return Literal(make_literal(str(t.value)))
        if kind == "STR":
            return self.parse_string(None)
        if kind == "FORMAT":
            self.i += 1
            if self.at("STR"):
                return self.parse_string(str(t.value))
            return Format(str(t.value))
        if kind == "VAR":
            self.i += 1
            if t.value == "__loc__":
                return Loc(self.full.count("\n", 0, t.pos) + 1)
            return Var(str(t.value), t.pos)
        if kind == "IDENT":
            self.i += 1
            name = str(t.value)
            if name in _CONSTS and not self.at_op("("):
                return Literal(_CONSTS[name])
            if name == "break" and self.at("VAR"):
                return Break(str(self.advance().value))
            args: list[Node] = []
            if self.at_op("("):
                self.i += 1
                while True:
                    args.append(self.parse_pipe())
                    if self.at_op(";"):
                        self.i += 1
                        continue
                    self.expect_op(")", "';' or ')'")
                    break
            return Call(name, tuple(args), t.pos)
        if kind == "OP":
            v = t.value
            if v == ".":
                self.i += 1
                nxt = self.tok
                if nxt.kind == "STR":
                    return Index(Identity(), self.parse_string(None))
                return Identity()
            if v == "..":
                self.i += 1
                return RecurseAll()
            if v == "(":
                self.i += 1
                e = self.parse_pipe()
                self.expect_op(")")
                return e
            if v == "[":
                self.i += 1
                if self.at_op("]"):
                    self.i += 1
                    return ArrayCons(None)
                e = self.parse_pipe()
                self.expect_op("]")
                return ArrayCons(e)
            if v == "{":
                return self.parse_object()
            if v == "-":
                self.i += 1
                return Neg(self.parse_postfix())
        if kind == "KW":
            v = t.value
            if v == "if":
                return self.parse_if()
            if v == "try":
                self.i += 1
                body = self.parse_postfix_noas()
                catch: Node | None = None
                if self.at_kw("catch"):
                    self.i += 1
                    catch = self.parse_postfix_noas()
                return Try(body, catch)
            if v == "reduce":
                self.i += 1
                src = self.parse_postfix(allow_as=False)
                self.expect_kw("as")
                pats = self.parse_patterns()
                self.expect_op("(")
                init = self.parse_pipe()
                self.expect_op(";")
                upd = self.parse_pipe()
                self.expect_op(")")
                return Reduce(src, pats, init, upd)
            if v == "foreach":
                self.i += 1
                src = self.parse_postfix(allow_as=False)
                self.expect_kw("as")
                pats = self.parse_patterns()
                self.expect_op("(")
                init = self.parse_pipe()
                self.expect_op(";")
                upd = self.parse_pipe()
                ext: Node | None = None
                if self.at_op(";"):
                    self.i += 1
                    ext = self.parse_pipe()
                self.expect_op(")")
                return Foreach(src, pats, init, upd, ext)
            if v == "label":
                self.i += 1
                nt = self.advance()
                if nt.kind != "VAR":
                    self.i -= 1
                    raise self.error()
                self.expect_op("|")
                body = self.parse_pipe()
                return Label(str(nt.value), body)
            if v == "def":
                name, params, body = self.parse_funcdef()
                rest = self.parse_pipe()
                return FuncDef(name, params, body, rest)
            if v == "__loc__":
                pass
        if kind == "IDENT" or (kind == "KW" and t.value == "break"):
            pass
        if kind == "IDENT":
            pass
        raise self.error()

    def parse_postfix_noas(self) -> Node:
        if self.at_op("-"):
            self.i += 1
            return Neg(self.parse_postfix_noas())
        return self.parse_postfix(allow_as=False)

    def parse_if(self) -> Node:
        self.expect_kw("if")
        cond = self.parse_pipe()
        self.expect_kw("then")
        then = self.parse_pipe()
        if self.at_kw("elif"):
            # elif chains: rewrite as nested if
            self.toks[self.i] = Token("KW", "if", self.tok.pos)
            other = self.parse_if_tail()
            return If(cond, then, other)
        other: Node | None = None
        if self.at_kw("else"):
            self.i += 1
            other = self.parse_pipe()
        self.expect_kw("end")
        return If(cond, then, other)

    def parse_if_tail(self) -> Node:
        # Like parse_if but the final ``end`` is shared with the outer if.
        self.expect_kw("if")
        cond = self.parse_pipe()
        self.expect_kw("then")
        then = self.parse_pipe()
        if self.at_kw("elif"):
            self.toks[self.i] = Token("KW", "if", self.tok.pos)
            return If(cond, then, self.parse_if_tail())
        other: Node | None = None
        if self.at_kw("else"):
            self.i += 1
            other = self.parse_pipe()
        self.expect_kw("end")
        return If(cond, then, other)

    def parse_object(self) -> Node:
        self.expect_op("{")
        entries: list[tuple[Node, Node]] = []
        if self.at_op("}"):
            self.i += 1
            return ObjectCons(())
        while True:
            t = self.tok
            key: Node
            value: Node | None = None
            if t.kind == "VAR":
                self.i += 1
                if t.value == "__loc__":
                    key = Literal("__loc__")
                    value = Loc(self.full.count("\n", 0, t.pos) + 1)
                else:
                    key = Literal(t.value)
                    value = Var(str(t.value))
            elif t.kind in ("IDENT", "KW"):
                self.i += 1
                key = Literal(t.value)
            elif t.kind == "NUM":
                self.i += 1
                key = Literal(make_literal(str(t.value)))
            elif t.kind == "STR":
                key = self.parse_string(None)
            elif t.kind == "FORMAT":
                self.i += 1
                key = self.parse_string(str(t.value)) if self.at("STR") else Format(str(t.value))
            elif self.at_op("("):
                self.i += 1
                key = self.parse_pipe()
                self.expect_op(")")
                if isinstance(key, Literal) and not isinstance(key.value, str):
                    from agentsh.commands.jq.values import desc

                    raise CompileError(f"Cannot use {desc(key.value)} as object key", t.pos)
            else:
                raise self.error()
            if self.at_op(":"):
                self.i += 1
                value = self.parse_objval()
            elif value is None:
                if isinstance(key, Literal) and isinstance(key.value, str):
                    value = Index(Identity(), key)
                elif isinstance(key, Str):
                    value = Index(Identity(), key)
                else:
                    raise self.error()
            entries.append((key, value))
            if self.at_op(","):
                self.i += 1
                if self.at_op("}"):
                    self.i += 1
                    break
                continue
            self.expect_op("}")
            break
        return ObjectCons(tuple(entries))

    def parse_objval(self) -> Node:
        """An object value: jq's ExpD, terms joined by '|' (each maybe negated); any other
        operator needs parentheses (``{a: .x + 1}`` is a syntax error in jq 1.7.1)."""
        left = self._objval_term()
        if self.at_op("|"):
            self.i += 1
            return Pipe(left, self.parse_objval())
        if not self.at_op(",", "}"):
            raise self.error("'}'")
        return left

    def _objval_term(self) -> Node:
        if self.at_op("-"):
            self.i += 1
            return Neg(self._objval_term())
        if self.tok.kind == "KW" and self.tok.value in _NOT_TERMS:
            raise self.error()
        return self.parse_postfix(allow_as=False, term_only=True)


#: keywords that begin an expression but no term (jq 1.7.1's grammar)
_NOT_TERMS = frozenset(("if", "reduce", "foreach", "try", "label", "def"))


def parse(src: str) -> Node:
    """Parse a whole jq program."""
    return Parser(src).parse_program()
