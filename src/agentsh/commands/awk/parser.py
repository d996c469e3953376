"""Recursive-descent parser of gawk programs into the :mod:`nodes` AST.

Owns the grammar: rules and patterns (BEGIN/END/BEGINFILE/ENDFILE, expressions, ranges),
functions, statements with awk's newline/semicolon terminators, and the expression
precedence ladder (assignment, ``?:``, ``||``, ``&&``, ``in``, ``~``, comparisons,
concatenation, ``cmd | getline``, additive, multiplicative, unary, ``^`` (right assoc),
``++``/``--``, ``$``, grouping). In ``print``/``printf`` argument lists an unparenthesized ``>``
is the output redirection, as in gawk. Syntax errors carry gawk's caret position.
"""

from __future__ import annotations

from agentsh.commands.awk import nodes as N
from agentsh.commands.awk.errors import AwkSyntaxError
from agentsh.commands.awk.lexer import BUILTIN_ARITY, Lexer, Token

_ASSIGN_OPS = frozenset(["=", "+=", "-=", "*=", "/=", "%=", "^="])
_CMP_OPS = frozenset(["<", "<=", "==", "!=", ">", ">="])
_CONCAT_START = frozenset(
    ["NUMBER", "STRING", "ERE", "NAME", "FUNC_NAME", "BUILTIN", "$", "!", "(", "++", "--", "-", "+"]
)
_TERMINATORS = frozenset([";", "NEWLINE", "}", "EOF"])


def _is_lvalue(e: N.Expr) -> bool:
    return isinstance(e, (N.Var, N.Field, N.Index))


class Parser:
    def __init__(self, text: str, source: str = "cmd. line") -> None:
        self.lexer = Lexer(text, source)
        self.errors: list[AwkSyntaxError] = []  # reported once the parse is done
        self.toks: list[Token] = self.lexer.tokens()
        self.pos = 0
        self.no_gt = False
        self.no_in = False
        self.funcs: set[str] = set()
        self.in_function = False
        self.switch_no = 0  # (hidden variables of each switch: see switch_stmt)

    # -- token helpers -------------------------------------------------------------------
    @property
    def tok(self) -> Token:
        return self.toks[self.pos]

    def peek(self, k: int = 1) -> Token:
        return self.toks[min(self.pos + k, len(self.toks) - 1)]

    def advance(self) -> Token:
        t = self.toks[self.pos]
        if self.pos < len(self.toks) - 1:
            self.pos += 1
        return t

    def at(self, *kinds: str) -> bool:
        return self.tok.kind in kinds

    def error(self, tok: Token | None = None) -> AwkSyntaxError:
        t = tok or self.tok
        if t.kind in ("NEWLINE", "EOF"):
            k = len(self.toks) - 2  # (the last token is EOF)
            while k >= 0 and self.toks[k].kind == "NEWLINE":
                k -= 1
            prev = self.toks[k] if k >= 0 else None
            if prev is not None and prev.kind in ("&&", "||", "?", ":") and self.toks.index(t) > k:
                # the program ends where gawk's lexer reads on past newlines: it meets the
                # end of the text (a command line's has a newline added) in a rule
                lines = self.lexer.lines
                after = len(lines) - prev.line  # the newlines after the operator's line
                return AwkSyntaxError(
                    "source files / command-line arguments must contain complete "
                    "functions or rules",
                    self.lexer.source,
                    prev.line + after + 1,
                    prev.start,
                    "(END OF FILE)",
                )
            if t.kind == "NEWLINE":
                # gawk has counted the newline's line when it reports it
                text = self.lexer.lines[t.line - 1] if t.line <= len(self.lexer.lines) else ""
                return AwkSyntaxError(
                    "unexpected newline or end of string",
                    self.lexer.source,
                    t.line + 1,
                    len(text),
                    text,
                )
            line = t.line
            text = self.lexer.lines[line - 1] if line <= len(self.lexer.lines) else ""
            if t.kind == "EOF" and text == "" and line > 1:
                line -= 1
                text = self.lexer.lines[line - 1]
            return AwkSyntaxError(
                "unexpected newline or end of string", self.lexer.source, line, len(text), text
            )
        return self.lexer.error("syntax error", t.line, t.start)

    def expect(self, kind: str) -> Token:
        if self.tok.kind != kind:
            raise self.error()
        return self.advance()

    def skip_newlines(self) -> None:
        while self.tok.kind == "NEWLINE":
            self.advance()

    def skip_terminators(self) -> None:
        while self.tok.kind in ("NEWLINE", ";"):
            self.advance()

    # -- program -------------------------------------------------------------------------
    def program(self) -> N.Program:
        rules: list[N.Rule] = []
        funcs: list[N.Function] = []
        self.skip_terminators()
        while not self.at("EOF"):
            if self.at("function"):
                funcs.append(self.function())
            else:
                rules.append(self.rule())
            self.skip_terminators()
        return N.Program(tuple(rules), tuple(funcs))

    def function(self) -> N.Function:
        line = self.advance().line
        name_tok = self.advance()
        if name_tok.kind == "BUILTIN":
            raise self.lexer.error(
                f"`{name_tok.value}' is a built-in function, it cannot be redefined",
                name_tok.line,
                name_tok.start,
            )
        if name_tok.kind not in ("NAME", "FUNC_NAME"):
            raise self.error(name_tok)
        self.expect("(")
        params: list[str] = []
        while not self.at(")"):
            t = self.expect("NAME")
            params.append(t.value)
            if self.at(","):
                self.advance()
                self.skip_newlines()
            elif not self.at(")"):
                raise self.error()
        self.advance()
        self.skip_newlines()
        self.funcs.add(name_tok.value)
        self.in_function = True
        try:
            return N.Function(name_tok.value, tuple(params), self.block(), line)
        finally:
            self.in_function = False

    def rule(self) -> N.Rule:
        t = self.tok
        if t.kind in ("BEGIN", "END", "BEGINFILE", "ENDFILE"):
            self.advance()
            if not self.at("{"):
                raise AwkSyntaxError(
                    f"{t.kind} blocks must have an action part", self.lexer.source, t.line, -1, ""
                )
            return N.Rule(t.kind, None, None, self.block(), t.line)
        pattern: N.Expr | None = None
        pattern2: N.Expr | None = None
        if not self.at("{"):
            pattern = self.expr()
            if self.at(","):
                self.advance()
                self.skip_newlines()
                pattern2 = self.expr()
        if self.at("{"):
            return N.Rule("main", pattern, pattern2, self.block(), t.line)
        if not self.at("NEWLINE", ";", "EOF"):
            raise self.error()
        return N.Rule("main", pattern, pattern2, None, t.line)

    def block(self) -> N.Block:
        line = self.expect("{").line
        body: list[N.Stmt] = []
        self.skip_terminators()
        while not self.at("}"):
            if self.at("EOF"):
                raise self.error()
            body.append(self.statement())
            self.skip_terminators()
        self.advance()
        return N.Block(tuple(body), line)

    # -- statements ----------------------------------------------------------------------
    def end_simple(self) -> None:
        if self.at(";", "NEWLINE"):
            self.advance()
        elif not self.at("}", "EOF"):
            raise self.error()

    def statement(self) -> N.Stmt:
        t = self.tok
        k = t.kind
        line = t.line
        if k == "{":
            return self.block()
        if k == "if":
            self.advance()
            self.expect("(")
            test = self.paren_expr()
            self.expect(")")
            self.skip_newlines()
            then = self.body_stmt()
            save = self.pos
            self.skip_newlines()
            if self.at(";") and self.peek().kind in ("else", "NEWLINE"):
                self.advance()
                self.skip_newlines()
            if self.at("else"):
                self.advance()
                self.skip_newlines()
                return N.If(test, then, self.body_stmt(), line)
            self.pos = save
            return N.If(test, then, None, line)
        if k == "while":
            self.advance()
            self.expect("(")
            test = self.paren_expr()
            self.expect(")")
            if self.at(";"):
                self.advance()
                return N.While(test, N.Block((), line), line)
            self.skip_newlines()
            return N.While(test, self.body_stmt(), line)
        if k == "do":
            self.advance()
            self.skip_newlines()
            body = self.body_stmt()
            self.skip_terminators()
            self.expect("while")
            self.expect("(")
            test = self.paren_expr()
            self.expect(")")
            self.end_simple()
            return N.DoWhile(body, test, line)
        if k == "for":
            return self.for_stmt()
        if k == "switch":
            return self.switch_stmt()
        if k == ";":
            self.advance()
            return N.Block((), line)
        s = self.simple_statement()
        self.end_simple()
        return s

    def body_stmt(self) -> N.Stmt:
        if self.at(";"):
            self.advance()
            return N.Block((), self.tok.line)
        return self.statement()

    def switch_stmt(self) -> N.Stmt:
        """gawk's ``switch (e) { case c: ... default: ... }``, rewritten into statements
        the compiler and its analyses know (decision: no node of its own, so that each
        static analysis sees plain ifs and a loop): ``{ sw = e; do { if (sw == c1) {
        body1 body2...} else if (sw ~ /re/) {...} else {default...} } while (0) }``,
        the bodies a case falls through to copied after its own up to one ending in
        ``break``; ``break`` leaves the do-while as it leaves the switch, and a
        ``continue`` of the enclosing loop becomes ``{ c = 1; break }`` followed by ``if
        (c) { c = 0; continue }`` after the do-while. ``sw`` and ``c`` are hidden
        globals (a name no awk program can spell); the case tests run before any body,
        so a recursive call in a body cannot change ``sw`` under a test."""
        line = self.advance().line
        self.expect("(")
        value = self.paren_expr()
        self.expect(")")
        self.skip_newlines()
        self.expect("{")
        self.skip_terminators()
        self.switch_no += 1
        sw = N.Var(f"sw\u00b7{self.switch_no}")
        flag = N.Var(f"sc\u00b7{self.switch_no}")
        labels: list[N.Expr | None] = []  # None: default
        bodies: list[list[N.Stmt]] = []
        # (a case's text, () for a default: see below; its line)
        keys: list[tuple[str | tuple[()], int]] = []
        while not self.at("}"):
            t = self.tok
            if t.kind == "default":
                self.advance()
                labels.append(None)
                keys.append(((), t.line))
            elif t.kind == "case":
                self.advance()
                c = self.tok
                label: N.Expr
                key: str | None = None
                signed = c.kind in ("-", "+") and self.peek().kind == "NUMBER"
                if c.kind == "NUMBER" or signed:
                    sign = -1.0 if signed and self.advance().kind == "-" else 1.0
                    v = sign * float(self.advance().value)
                    label = N.Num(v)
                    key = str(int(v)) if v.is_integer() else f"{v:.6g}"
                elif c.kind == "STRING":
                    label = N.Str(self.advance().value)
                    key = label.value
                elif c.kind == "ERE":
                    label = N.Regex(self.advance().value)
                else:
                    raise self.error()
                if key is not None:  # (regexps are not compared)
                    keys.append((key, t.line))
                labels.append(label)
            else:
                raise self.error()
            self.expect(":")
            body: list[N.Stmt] = []
            self.skip_terminators()
            while not self.at("case", "default", "}"):
                if self.at("EOF"):
                    raise self.error()
                body.append(self.statement())
                self.skip_terminators()
            bodies.append(body)
        self.advance()
        # gawk refuses two defaults and two cases of one text (errors reported after the
        # parse, as it finds them: from the last case back, at the line of the earlier,
        # one for each later case of its text, one for any later default)
        for i in range(len(keys) - 1, -1, -1):
            text, kline = keys[i]
            later = [k for k, _ in keys[i + 1 :]]
            if text == ():
                if () in later:
                    msg = "error: duplicate `default' detected in switch body"
                    self.errors.append(AwkSyntaxError(msg, self.lexer.source, kline, -1, ""))
                continue
            for _ in range(later.count(text)):
                msg = f"error: duplicate case values in switch body: {text}"
                self.errors.append(AwkSyntaxError(msg, self.lexer.source, kline, -1, ""))
        uses_flag = False

        def rewrite(s: N.Stmt) -> N.Stmt:
            nonlocal uses_flag
            if isinstance(s, N.Simple) and s.kind == "continue":
                uses_flag = True
                one = N.ExprStmt(N.Assign("=", flag, N.Num(1.0)), s.line)
                return N.Block((one, N.Simple("break", s.line)), s.line)
            if isinstance(s, N.Block):
                return N.Block(tuple(rewrite(x) for x in s.body), s.line)
            if isinstance(s, N.If):
                orelse = None if s.orelse is None else rewrite(s.orelse)
                return N.If(s.test, rewrite(s.then), orelse, s.line)
            return s

        new_bodies = [[rewrite(x) for x in b] for b in bodies]

        def chain(i: int) -> N.Stmt:
            out: list[N.Stmt] = []
            for b in new_bodies[i:]:
                out += b
                if b and isinstance(b[-1], N.Simple) and b[-1].kind == "break":
                    break
            return N.Block(tuple(out), line)

        tail: N.Stmt | None = None
        if None in labels:
            tail = chain(labels.index(None))
        for i in range(len(labels) - 1, -1, -1):
            lab = labels[i]
            if lab is None:
                continue
            test: N.Expr = (
                N.Match(False, sw, lab) if isinstance(lab, N.Regex) else N.Binary("==", sw, lab)
            )
            tail = N.If(test, chain(i), tail, line)
        inner = N.Block(() if tail is None else (tail,), line)
        out: list[N.Stmt] = [
            N.ExprStmt(N.Assign("=", sw, value), line),
            N.DoWhile(inner, N.Num(0.0), line),
        ]
        if uses_flag:
            reset = N.ExprStmt(N.Assign("=", flag, N.Num(0.0)), line)
            again = N.Block((reset, N.Simple("continue", line)), line)
            out.append(N.If(flag, again, None, line))
        return N.Block(tuple(out), line)

    def for_stmt(self) -> N.Stmt:
        line = self.advance().line
        self.expect("(")
        if (
            self.at("NAME")
            and self.peek().kind == "in"
            and self.peek(2).kind == "NAME"
            and self.peek(3).kind == ")"
        ):
            var = N.Var(self.advance().value)
            self.advance()
            name = self.advance().value
            self.advance()
            self.skip_newlines()
            return N.ForIn(var, name, self.body_stmt(), line)
        if (
            self.at("(")
            and self.peek().kind == "NAME"
            and self.peek(2).kind == ")"
            and self.peek(3).kind == "in"
            and self.peek(4).kind == "NAME"
            and self.peek(5).kind == ")"
        ):
            self.advance()
            var = N.Var(self.advance().value)
            self.advance()
            self.advance()
            name = self.advance().value
            self.advance()
            self.skip_newlines()
            return N.ForIn(var, name, self.body_stmt(), line)
        init = None if self.at(";") else self.simple_statement()
        self.expect(";")
        self.skip_newlines()
        test = None if self.at(";") else self.paren_expr()
        self.expect(";")
        self.skip_newlines()
        step = None if self.at(")") else self.simple_statement()
        self.expect(")")
        if self.at(";"):
            self.advance()
            return N.For(init, test, step, N.Block((), line), line)
        self.skip_newlines()
        return N.For(init, test, step, self.body_stmt(), line)

    def simple_statement(self) -> N.Stmt:
        t = self.tok
        k = t.kind
        line = t.line
        if k in ("print", "printf"):
            return self.print_stmt()
        if k in ("next", "nextfile", "break", "continue"):
            self.advance()
            return N.Simple(k, line)
        if k in ("exit", "return"):
            if k == "return" and not self.in_function:
                raise self.lexer.error("`return' used outside function context", t.line, t.start)
            self.advance()
            value = None if self.at(*_TERMINATORS) else self.expr()
            return N.Exit(value, line) if k == "exit" else N.Return(value, line)
        if k == "delete":
            self.advance()
            paren = False
            if self.at("("):
                paren = True
                self.advance()
            name = self.expect("NAME").value
            subs: tuple[N.Expr, ...] | None = None
            if self.at("["):
                self.advance()
                subs = self.expr_list("]")
                self.expect("]")
            if paren:
                self.expect(")")
            return N.Delete(name, subs, line)
        return N.ExprStmt(self.expr(), line)

    def print_stmt(self) -> N.Print:
        t = self.advance()
        printf = t.kind == "printf"
        args: tuple[N.Expr, ...] = ()
        if self.at("("):
            save = self.pos
            self.advance()
            old = self.no_gt, self.no_in
            self.no_gt = self.no_in = False
            group = self.expr_list(")")
            self.no_gt, self.no_in = old
            if self.at(")") and self.peek().kind in (
                ";",
                "NEWLINE",
                "}",
                "EOF",
                ">",
                ">>",
                "|",
                "|&",
            ):
                self.advance()
                args = group
            else:
                self.pos = save
        if not args and not self.at(*_TERMINATORS, ">", ">>", "|", "|&"):
            old = self.no_gt
            self.no_gt = True
            try:
                items = [self.expr()]
                while self.at(","):
                    self.advance()
                    self.skip_newlines()
                    items.append(self.expr())
            finally:
                self.no_gt = old
            args = tuple(items)
        redir = ""
        dest: N.Expr | None = None
        if self.at(">", ">>", "|", "|&"):
            rt = self.advance()
            if rt.kind == "|&":
                raise self.lexer.error("two-way pipes (|&) are not supported", rt.line, rt.col)
            redir = rt.kind
            old = self.no_gt
            self.no_gt = True
            try:
                dest = self.concat()
            finally:
                self.no_gt = old
        return N.Print(printf, args, redir, dest, t.line)

    # -- expressions ---------------------------------------------------------------------
    def paren_expr(self) -> N.Expr:
        old = self.no_gt, self.no_in
        self.no_gt = self.no_in = False
        try:
            return self.expr()
        finally:
            self.no_gt, self.no_in = old

    def expr_list(self, close: str) -> tuple[N.Expr, ...]:
        old = self.no_gt, self.no_in
        self.no_gt = self.no_in = False
        try:
            # (a newline only after a comma, which the lexer drops: gawk's grammar)
            items: list[N.Expr] = []
            if self.at(close):
                return ()
            items.append(self.expr())
            while self.at(","):
                self.advance()
                items.append(self.expr())
            return tuple(items)
        finally:
            self.no_gt, self.no_in = old

    def expr(self) -> N.Expr:
        left = self.ternary()
        if self.tok.kind in _ASSIGN_OPS:
            if not _is_lvalue(left):
                if isinstance(left, N.Regex) and self.tok.kind == "=":
                    pass
                raise self.error()
            op = self.advance().kind
            return N.Assign(op, left, self.expr())
        return left

    def ternary(self) -> N.Expr:
        test = self.or_expr()
        if self.at("?"):
            self.advance()
            self.skip_newlines()
            yes = self.expr()  # (a newline after ``?`` and ``:``, not before ``:``)
            self.expect(":")
            self.skip_newlines()
            no = self.expr()
            return N.Cond(test, yes, no)
        return test

    def or_expr(self) -> N.Expr:
        left = self.and_expr()
        while self.at("||"):
            self.advance()
            self.skip_newlines()
            left = N.Binary("||", left, self.and_expr())
        return left

    def and_expr(self) -> N.Expr:
        left = self.in_expr()
        while self.at("&&"):
            self.advance()
            self.skip_newlines()
            left = N.Binary("&&", left, self.in_expr())
        return left

    def in_expr(self) -> N.Expr:
        left = self.match_expr()
        while self.at("in") and not self.no_in:
            self.advance()
            name = self.expect("NAME").value
            left = N.In((left,), name)
        return left

    def match_expr(self) -> N.Expr:
        left = self.cmp_expr()
        while self.at("~", "!~"):
            if isinstance(left, N.Regex):  # (gawk: as it parses; not of a ``(/re/)``)
                msg = "regular expression on left of `~' or `!~' operator"
                self.lexer.warn_msg(self.tok.line, msg)
            neg = self.advance().kind == "!~"
            left = N.Match(neg, left, self.cmp_expr())
        return left

    def cmp_expr(self) -> N.Expr:
        left = self.concat()
        k = self.tok.kind
        if k in _CMP_OPS and not (k == ">" and self.no_gt):
            self.advance()
            right = self.concat()
            left = N.Binary(k, left, right)
        return left

    def concat(self) -> N.Expr:
        left = self.additive()
        while True:
            k = self.tok.kind
            if k == "|" and self.peek().kind == "getline":
                self.advance()
                self.advance()
                target = self.getline_target()
                left = N.Getline("cmd", target, left)
                continue
            if k in _CONCAT_START and k not in ("-", "+"):
                if k == "in":
                    break
                right = self.additive()
                left = N.Binary("concat", left, right)
                continue
            if k == "getline":
                right = self.additive()
                left = N.Binary("concat", left, right)
                continue
            break
        return left

    def additive(self) -> N.Expr:
        left = self.mul()
        while self.at("+", "-"):
            op = self.advance().kind
            left = N.Binary(op, left, self.mul())
        return left

    def mul(self) -> N.Expr:
        left = self.unary()
        while self.at("*", "/", "%"):
            tok = self.advance()
            op = tok.kind
            right = self.unary()
            if op != "*" and _zero_literal(right):
                # gawk's constant folding: an error of the program (reported after the
                # parse, with the syntax errors; nothing runs), not of a run
                what = "" if op == "/" else " in `%'"
                self.errors.append(
                    AwkSyntaxError(
                        f"error: division by zero attempted{what}",
                        self.lexer.source,
                        tok.line,
                        -1,
                        "",
                    )
                )
            left = N.Binary(op, left, right)
        return left

    def unary(self) -> N.Expr:
        if self.at("!", "-", "+"):
            op = self.advance().kind
            return N.Unary(op, self.unary())
        return self.power()

    def power(self) -> N.Expr:
        base = self.postfix()
        if self.at("^"):
            self.advance()
            return N.Binary("^", base, self.unary_power())
        return base

    def unary_power(self) -> N.Expr:
        if self.at("!", "-", "+"):
            op = self.advance().kind
            return N.Unary(op, self.unary_power())
        return self.power()

    def postfix(self) -> N.Expr:
        e = self.primary()
        if self.at("++", "--") and _is_lvalue(e):
            op = self.advance().kind
            return N.IncDec(op, False, e)
        return e

    def getline_target(self) -> N.Expr | None:
        if self.at("NAME"):
            return self.lvalue_name()
        if self.at("$"):
            self.advance()
            return N.Field(self.dollar_operand())
        return None

    def lvalue_name(self) -> N.Expr:
        name = self.advance().value
        if self.at("["):
            self.advance()
            subs = self.expr_list("]")
            self.expect("]")
            return N.Index(name, subs)
        return N.Var(name)

    def dollar_operand(self) -> N.Expr:
        if self.at("-", "+", "!"):
            op = self.advance().kind
            return N.Unary(op, self.dollar_operand())
        if self.at("++", "--"):
            op = self.advance().kind
            return N.IncDec(op, True, self.incdec_target())
        return self.primary()

    def incdec_target(self) -> N.Expr:
        if self.at("$"):
            self.advance()
            return N.Field(self.dollar_operand())
        if self.at("NAME"):
            return self.lvalue_name()
        raise self.error()

    def primary(self) -> N.Expr:
        t = self.tok
        k = t.kind
        if k == "NUMBER":
            self.advance()
            return N.Num(float(t.value))
        if k == "STRING":
            self.advance()
            return N.Str(t.value)
        if k == "ERE":
            self.advance()
            return N.Regex(t.value)
        if k == "$":
            self.advance()
            return N.Field(self.dollar_operand())
        if k in ("++", "--"):
            self.advance()
            return N.IncDec(k, True, self.incdec_target())
        if k in ("-", "+", "!"):
            self.advance()
            return N.Unary(k, self.unary())
        if k == "(":
            self.advance()
            items = self.expr_list(")")
            self.expect(")")
            if len(items) == 1:
                return N.Group(items[0])
            if not items or not self.at("in"):
                raise self.error()
            self.advance()
            name = self.expect("NAME").value
            return N.In(items, name)
        if k == "NAME":
            return self.lvalue_name()
        if k == "FUNC_NAME":
            self.advance()
            self.expect("(")
            args = self.expr_list(")")
            self.expect(")")
            return N.Call(t.value, args, t.line)
        if k == "BUILTIN":
            self.advance()
            if self.at("("):
                self.advance()
                args = self.expr_list(")")
                close = self.expect(")")
                arity = BUILTIN_ARITY.get(t.value)
                if arity is not None and not arity[0] <= len(args) <= arity[1]:
                    raise self.lexer.error(
                        f"{len(args)} is invalid as number of arguments for {t.value}",
                        close.line,
                        close.col,
                    )
                return N.Builtin(t.value, args, t.line)
            if t.value == "length":
                return N.Builtin("length", (), t.line, False)
            raise self.error()
        if k == "getline":
            self.advance()
            target = self.getline_target()
            if self.at("<"):
                self.advance()
                src = self.getline_file()
                return N.Getline("file", target, src)
            return N.Getline("simple", target, None)
        raise self.error()

    def getline_file(self) -> N.Expr:
        if self.at("$"):
            self.advance()
            return N.Field(self.dollar_operand())
        return self.primary()


def _zero_literal(e: N.Expr) -> bool:
    """Whether ``e`` is a number constant 0 (``0``, ``0.0``, ``-0``), as gawk folds it."""
    while isinstance(e, N.Unary) and e.op in ("-", "+"):
        e = e.operand
    return isinstance(e, N.Num) and e.value == 0


#: The variables gawk will not take as a function's parameter names.
_SPECIAL_VARS = frozenset(
    "ARGC ARGIND ARGV BINMODE CONVFMT ENVIRON ERRNO FIELDWIDTHS FILENAME FNR FPAT FS "
    "IGNORECASE LINT NF NR OFMT OFS ORS PROCINFO RLENGTH RS RSTART RT SUBSEP TEXTDOMAIN".split()
)
#: The names no function can take: the special variables, and gawk's two symbol tables.
_TAKEN_NAMES = _SPECIAL_VARS | {"SYMTAB", "FUNCTAB"}


def _line(e: AwkSyntaxError) -> int:
    return e.line


def _name_errors(toks: list[Token], source: str) -> list[AwkSyntaxError]:
    """gawk's errors for names used both as functions and as variables, and for bad
    parameter lists, found as its parser finds them: in source order, a name being a
    function or a variable from its first use (a definition, or a use as a variable; a
    call alone settles nothing, as the function may be defined further on)."""
    errors: list[AwkSyntaxError] = []
    funcs: set[str] = set()
    variables: set[str] = set()
    params: set[str] = set()
    depth = 0
    body_depth = -1  # the depth of the function body being read, else -1

    def error(message: str, line: int) -> None:
        errors.append(AwkSyntaxError("error: " + message, source, line, -1, ""))

    i, n = 0, len(toks)
    while i < n:
        t = toks[i]
        k = t.kind
        if k == "{":
            depth += 1
        elif k == "}":
            depth -= 1
            if depth == body_depth:
                params, body_depth = set[str](), -1
        elif k == "function" and i + 1 < n and toks[i + 1].kind in ("NAME", "FUNC_NAME"):
            name = toks[i + 1].value
            if name in funcs or name in variables or name in _TAKEN_NAMES:
                error(f"function name `{name}' previously defined", t.line)
            funcs.add(name)
            names: list[str] = []
            i += 2
            while i < n and toks[i].kind != ")" and toks[i].kind != "{":
                if toks[i].kind == "NAME":
                    p = toks[i].value
                    if p == name:
                        error(
                            f"function `{name}': cannot use function name as parameter name", t.line
                        )
                    elif p in _SPECIAL_VARS:
                        error(
                            f"function `{name}': cannot use special variable `{p}' as a "
                            "function parameter",
                            t.line,
                        )
                    elif p in names:
                        error(
                            f"function `{name}': parameter #{len(names) + 1}, `{p}', "
                            f"duplicates parameter #{names.index(p) + 1}",
                            t.line,
                        )
                    names.append(p)
                i += 1
            params, body_depth = set(names), depth
            continue
        elif k == "NAME" and t.value not in params:
            if t.value in funcs:
                error(
                    f"function `{t.value}' called with space between name and `(',\n"
                    "or used as a variable or an array",
                    t.line,
                )
            else:
                variables.add(t.value)
        elif k == "FUNC_NAME" and t.value in variables and t.value not in params:
            error(f"attempt to use non-function `{t.value}' in function call", t.line)
        i += 1
    return errors


def parse(text: str, source: str = "cmd. line") -> tuple[N.Program, list[str]]:
    """Parse a program; returns the AST and the lexer's warnings. Errors found on the way
    (a division by a constant zero) are reported with the first syntax error, or after the
    parse."""
    if source == "cmd. line" and not text.endswith("\n"):
        text += "\n"  # (gawk adds one to a program from its command line)
    p = Parser(text, source)
    try:
        prog = p.program()
    except AwkSyntaxError as e:
        # the errors of names found before the syntax error come first, as gawk finds both
        # in one pass
        e.earlier = tuple(
            sorted([*p.errors, *_name_errors(p.toks[: p.pos], p.lexer.source)], key=_line)
        )
        raise
    named = _name_errors(p.toks, p.lexer.source)
    if named:
        p.errors = sorted([*p.errors, *named], key=_line)
    if p.errors:
        last = p.errors[-1]
        last.earlier = tuple(p.errors[:-1])
        raise last
    return prog, p.lexer.warnings
