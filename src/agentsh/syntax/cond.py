"""``[[ ... ]]``: tokens -> :class:`CondExpr` with bash's precedence (``!`` > ``&&`` > ``||``).

The command parser tokenizes the text between ``[[`` and ``]]`` (it owns the word lexer, and
lexes the operand after ``=~`` in regex mode); this module only builds the tree and produces
bash's diagnostics.
"""

from __future__ import annotations

from agentsh._dataclass import dataclass
from agentsh.syntax.ast import (
    CondAnd,
    CondBinary,
    CondExpr,
    CondGroup,
    CondNot,
    CondOr,
    CondUnary,
    CondWord,
    Span,
    Word,
)

__all__ = ["CondToken", "CondSyntaxError", "parse_cond", "UNARY_OPS", "BINARY_OPS"]

UNARY_OPS = frozenset(
    "-a -b -c -d -e -f -g -h -k -p -r -s -t -u -w -x -G -L -N -O -S -z -n -o -v -R".split()
)
BINARY_OPS = frozenset("== = != =~ < > -eq -ne -lt -le -gt -ge -nt -ot -ef".split())


@dataclass(frozen=True, slots=True)
class CondToken:
    """kind: ``word`` (``text`` is the raw source, None when quoted), ``op`` (``&& || ( ) < >``),
    ``newline``, ``end`` (``]]``) or ``eof``."""

    kind: str
    text: str | None
    word: Word | None
    pos: int
    span: Span


class CondSyntaxError(Exception):
    def __init__(self, message: str, tok: CondToken, status: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.tok = tok
        self.status = status


def _shown(tok: CondToken) -> str:
    if tok.kind in ("newline", "eof"):
        return "newline"
    if tok.kind == "end":
        return "]]"
    return tok.text or ""


def _status(tok: CondToken) -> int:
    return 2 if tok.kind in ("newline", "eof") else 0


class _CondParser:
    def __init__(self, toks: list[CondToken]) -> None:
        self.toks = toks
        self.i = 0

    def peek(self) -> CondToken:
        return self.toks[self.i]

    def next(self) -> CondToken:
        t = self.toks[self.i]
        if self.i < len(self.toks) - 1:
            self.i += 1
        return t

    def skip_newlines(self) -> None:
        while self.peek().kind == "newline":
            self.next()

    def is_op(self, tok: CondToken, value: str) -> bool:
        return tok.kind == "op" and tok.text == value

    def parse(self) -> CondExpr:
        self.skip_newlines()
        expr = self.or_()
        tok = self.peek()
        if tok.kind != "end":
            if tok.kind == "newline":
                j = self.i
                while self.toks[j].kind == "newline" and j < len(self.toks) - 1:
                    j += 1
                if self.toks[j].kind == "word":
                    raise CondSyntaxError("syntax error in conditional expression", tok)
            if tok.kind in ("newline", "eof"):
                raise CondSyntaxError(
                    "unexpected token `newline', conditional binary operator expected", tok, 2
                )
            if tok.kind == "word":
                raise CondSyntaxError("syntax error in conditional expression", tok)
            raise CondSyntaxError(
                f"syntax error in conditional expression: unexpected token `{_shown(tok)}'", tok
            )
        return expr

    def or_(self) -> CondExpr:
        left = self.and_()
        while self.is_op(self.peek(), "||"):
            self.next()
            self.skip_newlines()
            right = self.and_()
            left = CondOr(left, right, _join(left, right))
        return left

    def and_(self) -> CondExpr:
        left = self.term()
        while self.is_op(self.peek(), "&&"):
            self.next()
            self.skip_newlines()
            right = self.term()
            left = CondAnd(left, right, _join(left, right))
        return left

    def term(self) -> CondExpr:
        tok = self.peek()
        if tok.kind == "word" and tok.text == "!":
            self.next()
            self.skip_newlines()
            operand = self.term()
            return CondNot(operand, tok.span)
        if self.is_op(tok, "("):
            self.next()
            self.skip_newlines()
            inner = self.or_()
            close = self.peek()
            if not self.is_op(close, ")"):
                raise CondSyntaxError(
                    f"unexpected token `{_shown(close)}', expected `)'", close, _status(close)
                )
            self.next()
            return CondGroup(inner, tok.span)
        if tok.kind != "word":
            if tok.kind == "end":
                raise CondSyntaxError("", tok)  # bash prints nothing for `[[ ]]`
            raise CondSyntaxError(
                f"unexpected token `{_shown(tok)}' in conditional command", tok, _status(tok)
            )
        assert tok.word is not None
        self.next()
        if tok.text in UNARY_OPS:
            arg = self.peek()
            if arg.kind != "word":
                raise CondSyntaxError(
                    f"unexpected argument `{_shown(arg)}' to conditional unary operator",
                    arg,
                    _status(arg),
                )
            self.next()
            assert arg.word is not None
            return CondUnary(tok.text, arg.word, tok.span)
        op_tok = self.peek()
        op: str | None = None
        if op_tok.kind == "word" and op_tok.text in BINARY_OPS:
            op = op_tok.text
        elif op_tok.kind == "op" and op_tok.text in ("<", ">"):
            op = op_tok.text
        if op is not None:
            self.next()
            right = self.peek()
            if right.kind != "word":
                raise CondSyntaxError(
                    f"unexpected argument `{_shown(right)}' to conditional binary operator",
                    right,
                    _status(right),
                )
            self.next()
            assert right.word is not None
            return CondBinary(op, tok.word, right.word, tok.span)
        if op_tok.kind == "end" or (op_tok.kind == "op" and op_tok.text in ("&&", "||", ")")):
            return CondWord(tok.word, tok.span)
        if op_tok.kind in ("newline", "eof"):
            raise CondSyntaxError(
                "unexpected token `newline', conditional binary operator expected", op_tok, 2
            )
        if op_tok.kind == "op":
            raise CondSyntaxError(
                f"unexpected token `{op_tok.text}', conditional binary operator expected", op_tok
            )
        raise CondSyntaxError("conditional binary operator expected", op_tok)


def _join(a: CondExpr, b: CondExpr) -> Span:
    return Span(a.span.line, a.span.col, b.span.end_line, b.span.end_col)


def parse_cond(toks: list[CondToken]) -> CondExpr:
    """Build the tree; raises :class:`CondSyntaxError` with bash's message."""
    p = _CondParser(toks)
    expr = p.parse()
    return expr
