"""Bash arithmetic: text -> typed :class:`ArithExpr` tree.

Precedence and messages follow bash's ``expr.c``. Syntax errors are not exceptions: bash only
reports them when the expression is evaluated, so they become :class:`ArithSyntaxError` nodes
whose ``text``/``message``/``token`` print as
``bash: line N: {text}: {message} (error token is "{token}")``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from agentsh.syntax.ast import (
    NO_SPAN,
    ArithAssign,
    ArithBinary,
    ArithComma,
    ArithDynamic,
    ArithEmpty,
    ArithExpr,
    ArithIncDec,
    ArithNum,
    ArithSyntaxError,
    ArithTernary,
    ArithUnary,
    ArithVar,
    Span,
)

__all__ = ["parse_arith", "parse_number", "source_tokens"]

_TOKEN_RE = re.compile(
    r"[ \t\n\r]*(?:"
    r"(?P<num>[0-9][0-9A-Za-z_@#]*)"
    r"|(?P<id>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<op><<=|>>=|\*\*|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||\*=|/=|%=|\+=|-=|&=|\^=|\|="
    r"|[-+*/%<>=!~&^|?:,()\[\]])"
    r"|(?P<eof>$)"
    r"|(?P<bad>.))",
    re.S,
)

_BINARY_PREC: dict[str, int] = {
    "||": 1,
    "&&": 2,
    "|": 3,
    "^": 4,
    "&": 5,
    "==": 6,
    "!=": 6,
    "<": 7,
    ">": 7,
    "<=": 7,
    ">=": 7,
    "<<": 8,
    ">>": 8,
    "+": 9,
    "-": 9,
    "*": 10,
    "/": 10,
    "%": 10,
}
_ASSIGN_OPS = frozenset({"=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|="})


class _ArithError(Exception):
    def __init__(
        self, message: str, pos: int, end: int | None = None, before: ArithExpr | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos
        self.end = end
        self.before = before  # (see ArithSyntaxError.before)

    def after(self, first: ArithExpr, span: Span) -> _ArithError:
        """This error, met once ``first`` was read, and so evaluated (bash evaluates as it
        parses): ``first`` runs before what the error already had to run."""
        self.before = first if self.before is None else ArithComma((first, self.before), span)
        return self


def _digit_value(ch: str, base: int) -> int:
    if "0" <= ch <= "9":
        return ord(ch) - 48
    if "a" <= ch <= "z":
        return ord(ch) - 87
    if "A" <= ch <= "Z":
        return ord(ch) - 55 if base <= 36 else ord(ch) - 29
    if ch == "@":
        return 62
    if ch == "_":
        return 63
    return 99


def parse_number(tok: str) -> int | str:
    """Convert a bash integer constant; returns an error message (str) when invalid."""
    if "#" in tok:
        base_s, _, digits = tok.partition("#")
        if not (base_s.isascii() and base_s.isdigit()):
            return "invalid number"
        base = int(base_s)
        if base < 2 or base > 64:
            return "invalid arithmetic base"
        if not digits:
            return "invalid integer constant"
    elif len(tok) > 1 and tok[0] == "0":
        if tok[1] in "xX":
            base, digits = 16, tok[2:]
        else:
            base, digits = 8, tok[1:]
    else:
        base, digits = 10, tok
    value = 0
    for ch in digits:
        d = _digit_value(ch, base)
        if d >= base:
            return "value too great for base" if d < 99 else "invalid number"
        value = value * base + d
    return value


class _ArithParser:
    __slots__ = ("text", "toks", "i", "span")

    def __init__(self, text: str, span: Span) -> None:
        self.text = text
        self.span = span
        # tokens: (kind, value, start); "eof" start is the previous token's start (bash lasttp)
        toks: list[tuple[str, str, int]] = []
        pos = 0
        last_start = 0
        n = len(text)
        while True:
            m = _TOKEN_RE.match(text, pos)
            assert m is not None
            kind = m.lastgroup or "eof"
            start = m.start(kind)
            if kind == "eof":
                toks.append(("eof", "", last_start))
                break
            if kind == "bad":
                toks.append(("bad", m.group(kind), start))
                toks.append(("eof", "", start))
                break
            toks.append((kind, m.group(kind), start))
            last_start = start
            pos = m.end()
            if pos >= n:
                toks.append(("eof", "", last_start))
                break
        # bash reads "++"/"--" as increment only next to a name ("x++", "++x", "a[1]++");
        # elsewhere ("5++", "(x)--") they are two unary/binary operators
        k = 0
        while k < len(toks):
            kind, v, start = toks[k]
            if kind == "op" and v in ("++", "--"):
                prev = toks[k - 1] if k else None
                nxt = toks[k + 1] if k + 1 < len(toks) else None
                after_name = prev is not None and (
                    prev[0] == "id" or (prev[0] == "op" and prev[1] == "]")
                )
                if (
                    not after_name
                    and nxt is not None
                    and nxt == ("op", v[0], start + 2)
                    and k + 2 < len(toks)
                    and toks[k + 2][0] == "id"
                ):
                    # "---y": bash reads one "-" at a time until "--" is followed by a name
                    toks[k : k + 2] = [("op", v[0], start), ("op", v, start + 1)]
                    k += 1
                    continue
                if not after_name and not (nxt is not None and nxt[0] == "id"):
                    toks[k : k + 1] = [("op", v[0], start), ("op", v[0], start + 1)]
                    if nxt is not None and nxt[0] == "eof":
                        toks[k + 2] = ("eof", "", start + 1)
            k += 1
        self.toks = toks
        self.i = 0

    # -- helpers
    def peek(self) -> tuple[str, str, int]:
        return self.toks[self.i]

    def is_op(self, value: str) -> bool:
        kind, v, _ = self.toks[self.i]
        return kind == "op" and v == value

    def err(self, message: str) -> _ArithError:
        kind, _, start = self.toks[self.i]
        if kind == "bad" and message != "syntax error: invalid arithmetic operator":
            message = "syntax error: invalid arithmetic operator"
        return _ArithError(message, start)

    # -- grammar
    def parse(self) -> ArithExpr:
        expr = self.comma()
        kind = self.peek()[0]
        if kind != "eof":
            if kind == "bad":  # (bash meets it while reading the last operand: no value yet)
                raise self.err("syntax error: invalid arithmetic operator")
            e = self.err("syntax error in expression")
            e.before = expr
            raise e
        return expr

    def comma(self) -> ArithExpr:
        first = self.assign()
        if not self.is_op(","):
            return first
        exprs = [first]
        while self.is_op(","):
            self.i += 1
            try:
                exprs.append(self.assign())
            except _ArithError as e:
                raise e.after(ArithComma(tuple(exprs), self.span), self.span) from None
        return ArithComma(tuple(exprs), self.span)

    def assign(self) -> ArithExpr:
        left = self.ternary()
        kind, v, _ = self.peek()
        if kind == "op" and v in _ASSIGN_OPS:
            if not isinstance(left, ArithVar):
                raise self.err("attempted assignment to non-variable").after(left, self.span)
            self.i += 1
            value = self.assign()
            return ArithAssign(v, left, value, self.span)
        return left

    def ternary(self) -> ArithExpr:
        cond = self.binary(1)
        if not self.is_op("?"):
            return cond
        self.i += 1
        span = self.span
        zero = ArithNum(0, span)
        if self.peek()[0] == "eof" or self.is_op(":"):
            raise self.err("expression expected").after(cond, span)
        try:  # (the branch not taken is read without being evaluated)
            then = self.comma()
        except _ArithError as e:
            part = e.before if e.before is not None else zero
            e.before = ArithTernary(cond, part, zero, span)
            raise
        if not self.is_op(":"):
            raise self.err("`:' expected for conditional expression").after(
                ArithTernary(cond, then, zero, span), span
            )
        self.i += 1
        if self.peek()[0] == "eof":
            raise self.err("expression expected").after(ArithTernary(cond, then, zero, span), span)
        try:
            otherwise = self.ternary()
        except _ArithError as e:
            part = e.before if e.before is not None else zero
            e.before = ArithTernary(cond, then, part, span)
            raise
        return ArithTernary(cond, then, otherwise, span)

    def binary(self, min_prec: int) -> ArithExpr:
        left = self.power()
        while True:
            kind, v, _ = self.toks[self.i]
            if kind != "op":
                return left
            prec = _BINARY_PREC.get(v)
            if prec is None or prec < min_prec:
                return left
            self.i += 1
            try:
                right = self.binary(prec + 1)
            except _ArithError as e:
                if e.before is not None and v in ("&&", "||"):  # (read, not run, when cut short)
                    e.before = ArithBinary(v, left, e.before, self.span)
                    raise
                raise e.after(left, self.span) from None
            left = ArithBinary(v, left, right, self.span)

    def power(self) -> ArithExpr:
        base = self.unary()
        if self.is_op("**"):
            self.i += 1
            try:
                exp = self.power()
            except _ArithError as e:
                raise e.after(base, self.span) from None
            return ArithBinary("**", base, exp, self.span)
        return base

    def unary(self) -> ArithExpr:
        kind, v, _ = self.peek()
        if kind == "op":
            if v in ("-", "+", "!", "~"):
                self.i += 1
                operand = self.unary()
                return ArithUnary(v, operand, self.span)  # type: ignore[arg-type]
            if v in ("++", "--"):
                nxt = self.toks[self.i + 1]
                if nxt[0] == "id":
                    self.i += 1
                    target = self.variable()
                    return ArithIncDec(v, True, target, self.span)  # type: ignore[arg-type]
                # "++5" is "+(+5)"
                self.i += 1
                operand = self.unary()
                sign = v[0]
                return ArithUnary(sign, ArithUnary(sign, operand, self.span), self.span)  # type: ignore[arg-type]
        return self.primary()

    def variable(self) -> ArithVar:
        _, name, start = self.peek()
        self.i += 1
        if not self.is_op("["):
            return ArithVar(name, None, None, self.span)
        # find the matching ']' in the raw text
        open_pos = self.toks[self.i][2]
        depth = 0
        j = open_pos
        text = self.text
        n = len(text)
        while j < n:
            c = text[j]
            if c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        if j >= n:
            raise _ArithError("bad array subscript", start)
        inner = text[open_pos + 1 : j]
        # skip tokens up to the closing bracket
        while self.toks[self.i][0] != "eof" and self.toks[self.i][2] <= j:
            self.i += 1
        if not inner.strip():
            raise _ArithError("bad array subscript", start)
        index = parse_arith(inner, self.span)
        return ArithVar(name, index, inner, self.span)

    def primary(self) -> ArithExpr:
        kind, v, start = self.peek()
        if kind == "num":
            value = parse_number(v)
            if isinstance(value, str):
                raise _ArithError(value, start, start + len(v))
            self.i += 1
            return ArithNum(value, self.span)
        if kind == "id":
            var = self.variable()
            kind2, v2, _ = self.peek()
            if kind2 == "op" and v2 in ("++", "--"):
                self.i += 1
                return ArithIncDec(v2, False, var, self.span)  # type: ignore[arg-type]
            return var
        if kind == "op" and v == "(":
            self.i += 1
            inner = self.comma()
            if not self.is_op(")"):
                raise self.err("missing `)'").after(inner, self.span)
            self.i += 1
            return inner
        if kind == "bad":  # bash: a stray character where an operand belongs
            return self._operand_expected()
        raise self.err("syntax error: operand expected")

    def _operand_expected(self) -> ArithExpr:
        raise _ArithError("syntax error: operand expected", self.toks[self.i][2])


def source_tokens(text: str) -> list[tuple[str, int]] | None:
    """The tokens of arithmetic ``text`` as bash's lexer reads them: (text, start offset);
    None when a character is not a token (the expression did not parse)."""
    toks = _ArithParser(text, NO_SPAN).toks
    if any(kind == "bad" for kind, _, _ in toks):
        return None
    return [(v, start) for kind, v, start in toks if kind != "eof"]


def _is_dynamic(text: str) -> bool:
    return "$" in text or "`" in text or '"' in text or "'" in text or "\\" in text


@lru_cache(maxsize=1024)
def _parse_static(text: str, span: Span) -> ArithExpr:
    if not text.strip():
        return ArithEmpty(span)
    p = _ArithParser(text, span)
    shown = text.lstrip(" \t\n\r")
    try:
        return p.parse()
    except _ArithError as e:
        if e.end is not None:  # bad constant: bash shows the text up to it, and the constant
            return ArithSyntaxError(
                text[: e.end].lstrip(" \t\n\r"), e.message, text[e.pos : e.end], span, e.before
            )
        return ArithSyntaxError(shown, e.message, text[e.pos :], span, e.before)
    except RecursionError:
        return ArithSyntaxError(shown, "expression recursion level exceeded", text, span)


def parse_arith(text: str, span: Span = NO_SPAN) -> ArithExpr:
    """Parse arithmetic ``text``; never raises.

    Text containing ``$``, backquotes, quotes or backslashes is returned as
    :class:`ArithDynamic` (to be expanded, then parsed again).
    """
    if _is_dynamic(text):
        from agentsh.syntax.parser import lex_dynamic_word

        return ArithDynamic(lex_dynamic_word(text, span), text, span)
    return _parse_static(text, span)
