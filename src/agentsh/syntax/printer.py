"""Bash's canonical re-printing of parsed commands (``declare -f``, ``type``, ``$(...)`` text).

This module owns turning AST nodes back into shell source the way bash 5.2's ``print_cmd.c``
does: :func:`format_function` is the text of ``declare -f NAME``; :func:`format_command` is
``make_command_string`` (the one-line form used outside function bodies); :func:`format_word`
re-quotes a word. The printer is a faithful port of bash's state machine (indentation,
``skip_this_indent``, deferred here-documents, ``was_heredoc``), so quirks such as the blank line
after a here-document or ``cat <<EOF |`` followed by the body are reproduced.

Where the AST lost the original text, the closest reconstruction is printed: arithmetic is
re-printed from the typed tree, choosing among spacing styles the one whose width matches the
node's source span (bash prints arithmetic verbatim); ``$'..'`` becomes ``'..'`` as in bash;
backquote bodies, redundant parentheses in ``[[ ]]``/arithmetic and ``time -p`` are not kept.
"""

from __future__ import annotations

import re
from types import UnionType
from typing import Literal, assert_never

import agentsh._dataclass as dataclasses
from agentsh.syntax import ast as A

__all__ = ["format_function", "format_command", "format_script", "format_word", "format_arith"]

_RESERVED = frozenset(
    "! [[ ]] case coproc do done elif else esac fi for function if in select then time "
    "until while { }".split()
)

# ---------------------------------------------------------------------------------------------
# Words

_Ctx = Literal["word", "dquote", "heredoc"]
_EXPANDS_AFTER_DOLLAR = re.compile(r"[A-Za-z0-9_{(@*#?$!-]")


def _sh_single_quote(s: str) -> str:
    """bash's ``sh_single_quote``."""
    if s == "'":
        return "\\'"
    return "'" + s.replace("'", "'\\''") + "'"


def _lit(text: str, ctx: _Ctx, more: bool) -> str:
    """Re-escape literal text inside double quotes / here-documents; ``more``: a part follows."""
    if ctx == "word":
        return text
    specials = "$`\\" + ('"' if ctx == "dquote" else "")
    out: list[str] = []
    n = len(text)
    for i, c in enumerate(text):
        nxt = text[i + 1] if i + 1 < n else ""
        if c == "\\":
            if (nxt != "" and nxt in specials) or (nxt == "" and (more or ctx == "dquote")):
                out.append("\\")
        elif c == "$":
            if _EXPANDS_AFTER_DOLLAR.match(nxt) or (not nxt and more):
                out.append("\\")
        elif c in specials:
            out.append("\\")
        out.append(c)
    return "".join(out)


def _parts(parts: tuple[A.WordPart, ...], ctx: _Ctx = "word") -> str:
    n = len(parts)
    return "".join(_part(p, ctx, i + 1 < n) for i, p in enumerate(parts))


def _part(p: A.WordPart, ctx: _Ctx, more: bool) -> str:
    match p:
        case A.Lit(text=text):
            return _lit(text, ctx, more)
        case A.Escaped(text=text):
            return "\\" + text
        case A.SingleQuoted(text=text):
            return "'" + text + "'"
        case A.AnsiCQuoted(value=value):
            return _sh_single_quote(value)
        case A.DoubleQuoted(parts=parts):
            return '"' + _parts(parts, "dquote") + '"'
        case A.ParamExp():
            return _param(p)
        case A.BadSubstitution(text=text):
            return text
        case A.CommandSub(body=body, backquote=bq, error=error):
            if bq:
                return "`" + ("" if error else _comsub_text(body)) + "`"
            text = _comsub_text(body)
            return "$(" + (" " if text.startswith("(") else "") + text + ")"
        case A.ArithSub(expr=expr):
            return "$((" + format_arith(expr) + "))"
        case A.ProcSub(body=body, direction=d):
            text = _comsub_text(body)
            return d + "(" + (" " if text.startswith("(") else "") + text + ")"
        case A.Tilde(user=user):
            return "~" + user
        case A.BraceAlt(alternatives=alts):
            return "{" + ",".join(_parts(a) for a in alts) + "}"
        case A.BraceRange(start=start, end=end, step=step):
            return "{" + start + ".." + end + (".." + step if step is not None else "") + "}"
        case A.ExtGlob(op=op, alternatives=alts):
            return op + "(" + "|".join(_parts(a) for a in alts) + ")"
        case _:
            assert_never(p)


def _param(p: A.ParamExp) -> str:
    if not p.braced:
        return "$" + p.name
    out = ["${"]
    if p.length:
        out.append("#")
    if p.indirect or p.keys or p.prefix_names is not None:
        out.append("!")
    out.append(p.name)
    if p.prefix_names is not None:
        out.append(p.prefix_names)
    if p.index is not None:
        out.append("[" + format_word(p.index) + "]")
    if p.op == ":":
        off = format_arith(p.offset, offset=True) if p.offset is not None else ""
        if off.startswith("-"):
            off = " " + off
        out.append(":" + off)
        if p.length_expr is not None:
            out.append(":" + format_arith(p.length_expr))
    elif p.op is not None:
        out.append(p.op)
        if p.arg is not None:
            out.append(format_word(p.arg))
        if p.replacement is not None:
            out.append("/" + format_word(p.replacement))
    out.append("}")
    return "".join(out)


def format_word(word: A.Word) -> str:
    """A word as bash keeps its source text (``$'..'`` printed as ``'..'``, ``$(..)`` re-printed)."""
    return _parts(word.parts)


def _comsub_text(body: A.Script) -> str:
    p = _Printer(comsub=True)
    p.script(body)
    return p.text()


# ---------------------------------------------------------------------------------------------
# Arithmetic (text is not kept in the AST: re-print, matching the source width when known)

_Style = tuple[bool, bool, bool]  # spaces around: arithmetic ops, logic/assign ops, after comma
_STYLES: tuple[_Style, ...] = (
    (False, False, False),
    (True, True, True),
    (False, False, True),
    (False, True, True),
)
_BIN_PREC = {
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7,
    ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
}  # fmt: skip
_SPACED_LOGIC = frozenset(["||", "&&", "==", "!=", "<", ">", "<=", ">="])


def _ax(e: A.ArithExpr, st: _Style) -> tuple[str, int]:
    """Text and precedence level (0 comma .. 15 primary) of an arithmetic node."""

    def sub(child: A.ArithExpr, need: int) -> str:
        text, level = _ax(child, st)
        return "(" + text + ")" if level < need else text

    def join(left: str, op: str, right: str, spaced: bool) -> str:
        if spaced:
            return left + " " + op + " " + right
        if op[-1] in "+-" and right.startswith(op[-1]):
            return left + op + " " + right
        return left + op + right

    match e:
        case A.ArithNum(value=value):
            return str(value), 15
        case A.ArithVar(name=name, index=index, index_text=index_text):
            if index_text is not None:
                return name + "[" + index_text + "]", 15
            if index is not None:
                return name + "[" + sub(index, 0) + "]", 15
            return name, 15
        case A.ArithIncDec(op=op, prefix=prefix, target=target):
            var = sub(target, 15)
            return (op + var, 14) if prefix else (var + op, 15)
        case A.ArithUnary(op=op, operand=operand):
            inner = sub(operand, 14)
            return op + (" " if op in "+-" and inner.startswith(op) else "") + inner, 14
        case A.ArithBinary(op=op, left=left, right=right):
            if op == "**":
                return join(sub(left, 14), op, sub(right, 13), st[0]), 13
            prec = _BIN_PREC.get(op, 9)
            spaced = st[1] if op in _SPACED_LOGIC else st[0]
            return join(sub(left, prec + 2), op, sub(right, prec + 3), spaced), prec + 2
        case A.ArithAssign(op=op, target=target, value=value):
            return join(sub(target, 15), op, sub(value, 1), st[1]), 1
        case A.ArithTernary(cond=cond, then=then, otherwise=otherwise):
            c, t, o = sub(cond, 3), sub(then, 0), sub(otherwise, 2)
            if st[1]:
                return c + " ? " + t + " : " + o, 2
            return c + "?" + t + ":" + o, 2
        case A.ArithComma(exprs=exprs):
            return (", " if st[2] else ",").join(sub(x, 1) for x in exprs), 0
        case A.ArithDynamic(text=text) | A.ArithSyntaxError(text=text):
            return text, 15
        case A.ArithEmpty():
            return "", 15
        case _:
            assert_never(e)


def _width(span: A.Span) -> int | None:
    if span == A.NO_SPAN or span.line != span.end_line:
        return None
    return span.end_col - span.col


def format_arith(e: A.ArithExpr, offset: bool = False) -> str:
    """Arithmetic text as it was most likely written (bash prints the original text).

    ``offset``: a ``${v:off}`` offset, where ``(-1)`` is likelier than `` -1 ``."""
    if isinstance(e, A.ArithDynamic | A.ArithSyntaxError):
        return e.text
    width = _width(e.span)
    if width is None:
        return _ax(e, _STYLES[0])[0]
    texts = list(dict.fromkeys(_ax(e, st)[0] for st in _STYLES))
    parens = ["(" + t + ")" for t in texts]
    for cands in (parens, texts) if offset and texts[0].startswith("-") else (texts, parens):
        for pad in (0, 2, 1, 3, 4, 5, 6):
            for t in cands:
                if len(t) + pad == width:
                    left = (pad + 1) // 2
                    return " " * left + t + " " * (pad - left)
    return _ax(e, _STYLES[0])[0] if width >= 0 else ""


# ---------------------------------------------------------------------------------------------
# Conditional expressions


def _cond(e: A.CondExpr) -> str:
    match e:
        case A.CondWord(word=word):
            return "-n " + format_word(word)
        case A.CondUnary(op=op, operand=operand):
            return op + " " + format_word(operand)
        case A.CondBinary(op=op, left=left, right=right):
            return format_word(left) + " " + op + " " + format_word(right)
        case A.CondNot(operand=operand):
            return "! " + _cond_group(operand, A.CondAnd | A.CondOr)
        case A.CondAnd(left=left, right=right):
            return _cond_group(left, A.CondOr) + " && " + _cond_group(right, A.CondOr)
        case A.CondOr(left=left, right=right):
            return _cond(left) + " || " + _cond(right)
        case A.CondGroup(inner=inner):
            return "( " + _cond(inner) + " )"
        case _:
            assert_never(e)


def _cond_group(e: A.CondExpr, needs_parens: type | UnionType) -> str:
    return "( " + _cond(e) + " )" if isinstance(e, needs_parens) else _cond(e)


# ---------------------------------------------------------------------------------------------
# Redirections and assignments


def _assign(a: A.Assign) -> str:
    out = a.name
    if a.index is not None:
        out += "[" + format_word(a.index) + "]"
    out += "+=" if a.append else "="
    if a.array is not None:
        elems: list[str] = []
        for el in a.array:
            key = (
                "" if el.key is None else "[" + format_word(el.key) + ("]+=" if el.append else "]=")
            )
            elems.append(key + format_word(el.value))
        return out + "(" + " ".join(elems) + ")"
    if a.value is None:
        return a.name
    return out + format_word(a.value)


def _redir(r: A.Redir) -> str:
    """One non-here-document redirection, as bash's ``print_redirection``."""
    assert isinstance(r.target, A.Word)
    target, op = format_word(r.target), r.op
    default = 0 if op in ("<", "<&", "<<<", "<>") else 1
    fd = default if r.fd is None else r.fd
    if r.fd_var is not None:
        prefix = "{" + r.fd_var + "}"
    elif op in ("&>", "&>>"):
        prefix = ""
    elif op in ("<&", ">&"):  # numbers and closes always show the fd; words only when explicit
        plain = not (target == "-" or target.rstrip("-").isdigit() and target.count("-") < 2)
        prefix = "" if plain and fd == default else str(fd)
    else:  # bash prints the fd unless it is 1 (0 for < and <<<)
        prefix = "" if fd == (0 if op in ("<", "<<<") else 1) else str(fd)
    if op in ("<&", ">&"):
        return prefix + (">&-" if target == "-" else op + target)
    return prefix + op + " " + target


# ---------------------------------------------------------------------------------------------
# Commands: a port of print_cmd.c's make_command_string_internal


@dataclasses.dataclass(frozen=True, slots=True)
class _Conn:
    """bash's ``cm_connection``: ``first CONNECTOR second`` (second None for a trailing ``&``)."""

    first: _Node
    connector: str  # ";" "\n" "&" "|" "&&" "||"
    second: _Node | None


_Node = A.Command | _Conn


class _Printer:
    def __init__(self, comsub: bool = False) -> None:
        self.out: list[str] = []
        self.last = ""
        self.indentation = 0
        self.skip = 0
        self.deferred: list[A.Redir] = []
        self.was_heredoc = False
        self.in_conn = 0
        self.in_func = 0
        self.comsub = comsub

    def text(self) -> str:
        return "".join(self.out)

    def w(self, s: str) -> None:
        if s:
            self.out.append(s)
            self.last = s[-1]

    def indent(self) -> None:
        self.w(" " * self.indentation)

    def newline(self, s: str) -> None:
        self.w("\n")
        self.indent()
        self.w(s)

    def semicolon(self) -> None:
        if self.last not in ("&", "\n"):
            self.w(";")

    # -- lists ----------------------------------------------------------------------------

    def script_node(self, script: A.Script) -> _Node | None:
        stmts = script.body
        if not stmts:
            return None
        node: _Node = stmts[0].cmd
        for prev, st in zip(stmts, stmts[1:], strict=False):
            if prev.background:
                conn = "&"
            elif self.comsub and st.span.line > prev.cmd.span.end_line and st.span != A.NO_SPAN:
                conn = "\n"
            else:
                conn = ";"
            node = _Conn(node, conn, st.cmd)
        if stmts[-1].background:
            node = _Conn(node, "&", None)
        return node

    def script(self, script: A.Script) -> None:
        self.cmd(self.script_node(script))

    def deferred_heredocs(self, s: str) -> None:
        if s and (s[0] != ";" or len(s) > 1):
            self.w(s)
        if self.deferred:
            self.heredoc_bodies(self.deferred)
            if s and (s[0] != ";" or len(s) > 1):
                self.w(" ")
            self.was_heredoc = True
        self.deferred = []

    def flush_deferred(self) -> None:
        if self.deferred:
            self.deferred_heredocs("")

    def heredoc_bodies(self, docs: list[A.Redir]) -> None:
        self.w("\n")
        for r in docs:
            assert isinstance(r.target, A.HereDoc)
            doc = r.target
            ctx: _Ctx = "word" if doc.quoted else "heredoc"
            self.w(_parts(doc.body.parts, ctx) + doc.delimiter + "\n")
        self.was_heredoc = True

    def redirs(self, redirs: tuple[A.Redir, ...]) -> None:
        docs: list[A.Redir] = []
        self.was_heredoc = False
        for i, r in enumerate(redirs):
            if isinstance(r.target, A.HereDoc):
                doc = r.target
                if r.fd_var is not None:
                    self.w("{" + r.fd_var + "}")
                elif r.fd is not None and r.fd != 0:
                    self.w(str(r.fd))
                delim = _sh_single_quote(doc.delimiter) if doc.quoted else doc.delimiter
                self.w(r.op + delim)
                docs.append(r)
            else:
                self.w(_redir(r))
            if i + 1 < len(redirs):
                self.w(" ")
        if docs and self.in_conn:
            self.deferred = docs
        elif docs:
            self.heredoc_bodies(docs)

    # -- commands -------------------------------------------------------------------------

    def cmd(self, node: _Node | None) -> None:
        if node is None:
            return
        if self.skip:
            self.skip -= 1
        else:
            self.indent()
        self.body(node)

    def conn(self, c: _Conn) -> None:
        self.skip += 1
        self.in_conn += 1
        self.cmd(c.first)
        op = c.connector
        if op in ("&", "|"):
            self.deferred_heredocs(" " + op)
            if op != "&" or c.second is not None:
                self.w(" ")
                self.skip += 1
        elif op in ("&&", "||"):
            self.deferred_heredocs(" " + op + " ")
            if c.second is not None:
                self.skip += 1
        else:
            if not self.deferred:
                if not self.was_heredoc:
                    self.w(op if self.comsub else ";")
                else:
                    self.was_heredoc = False
            else:
                self.deferred_heredocs("" if self.in_func else ";")
                if not self.in_func and op == "\n":
                    self.w("\n")  # observed bash 5.2 behaviour in $(...) text
            if self.in_func:
                self.w("\n")
            else:
                if op == ";":
                    self.w(" ")
                if c.second is not None:
                    self.skip += 1
        self.cmd(c.second)
        self.flush_deferred()
        self.in_conn -= 1

    def body(self, node: _Node) -> None:
        match node:
            case _Conn():
                self.conn(node)
            case A.SimpleCommand(assigns=assigns, words=words, redirs=redirs):
                decl = dict(node.decl_args)
                texts = [_assign(a) for a in assigns]
                texts += [
                    _assign(decl[i]) if i in decl else format_word(wd) for i, wd in enumerate(words)
                ]
                self.w(" ".join(texts))
                if redirs:
                    if texts:
                        self.w(" ")
                    self.redirs(redirs)
            case A.Pipeline(cmds=cmds, negated=negated, stderr_too=err, timed=timed):
                if timed:
                    self.w("time ")
                if negated:
                    self.w("! ")
                items = [
                    _with_stderr(c) if i < len(err) and err[i] else c for i, c in enumerate(cmds)
                ]
                if not items:
                    return
                acc: _Node = items[0]
                for c in items[1:]:
                    acc = _Conn(acc, "|", c)
                self.skip += 1
                self.cmd(acc)
            case A.AndOr(first=first, rest=rest):
                acc = first
                for op, c in rest:
                    acc = _Conn(acc, op, c)
                self.skip += 1
                self.cmd(acc)
            case A.Redirected(cmd=inner, redirs=redirs):
                self.body(inner)
                self.w(" ")
                self.redirs(redirs)
            case A.BraceGroup(body=body):
                self.w("{ ")
                if not self.in_func:
                    self.skip += 1
                else:
                    self.w("\n")
                    self.indentation += 4
                self.script(body)
                self.flush_deferred()
                if self.in_func:
                    self.w("\n")
                    self.indentation -= 4
                    self.indent()
                else:
                    self.semicolon()
                    self.w(" ")
                self.w("}")
            case A.Subshell(body=body):
                self.w("( ")
                self.skip += 1
                self.script(body)
                self.flush_deferred()
                self.w(" )")
            case A.If():
                self.if_(node, 0)
            case A.While(cond=cond, body=body, until=until):
                self.w("until " if until else "while ")
                self.skip += 1
                self.script(cond)
                self.semicolon()
                self.w(" do\n")
                self.indentation += 4
                self.script(body)
                self.flush_deferred()
                self.indentation -= 4
                self.semicolon()
                self.newline("done")
            case A.For(var=var, items=items, body=body) | A.Select(var=var, items=items, body=body):
                kw = "for" if isinstance(node, A.For) else "select"
                words = '"$@"' if items is None else " ".join(format_word(x) for x in items)
                self.w(kw + " " + var + " in " + words + ";")
                self.do_group(body)
            case A.ArithFor(init=init, cond=cond, step=step, body=body):
                parts = [format_arith(x).lstrip() or "1" for x in (init, cond, step)]
                self.w("for ((" + "; ".join(parts) + "))")
                self.do_group(body)
            case A.Case(word=word, items=items):
                self.w("case " + format_word(word) + " in ")
                self.indentation += 4
                for item in items:
                    self.newline("")
                    self.w(" | ".join(format_word(p) for p in item.patterns) + ")\n")
                    self.indentation += 4
                    self.script(item.body)
                    self.indentation -= 4
                    self.flush_deferred()
                    self.newline(item.terminator)
                self.indentation -= 4
                self.newline("esac")
            case A.FunctionDef(name=name, body=fbody):
                self.w("function " + name + " () \n")
                self.indent()
                self.function_body(fbody)
            case A.ArithCommand(expr=expr):
                self.w("((" + format_arith(expr) + "))")
            case A.CondCommand(expr=expr):
                self.w("[[ " + _cond(expr) + " ]]")
            case A.Coproc(name=name, body=cbody):
                self.w("coproc " + name + " ")
                self.skip += 1
                self.cmd(cbody)
            case _:
                assert_never(node)

    def do_group(self, body: A.Script) -> None:
        self.newline("do\n")
        self.indentation += 4
        self.script(body)
        self.flush_deferred()
        self.semicolon()
        self.indentation -= 4
        self.newline("done")

    def if_(self, node: A.If, k: int) -> None:
        clause = node.clauses[k]
        self.w("if ")
        self.skip += 1
        self.script(clause.cond)
        self.semicolon()
        self.w(" then\n")
        self.indentation += 4
        self.script(clause.body)
        self.indentation -= 4
        if k + 1 < len(node.clauses) or node.else_body is not None:
            self.semicolon()
            self.newline("else\n")
            self.indentation += 4
            if k + 1 < len(node.clauses):
                self.indent()
                self.if_(node, k + 1)
            else:
                assert node.else_body is not None
                self.script(node.else_body)
            self.indentation -= 4
        self.semicolon()
        self.newline("fi")

    def function_body(self, fbody: A.Command) -> None:
        """``{ `` + body + ``}`` (with the group's redirections), after the name line."""
        self.w("{ \n")
        self.in_func += 1
        self.indentation += 4
        redirs: tuple[A.Redir, ...] = ()
        if isinstance(fbody, A.Redirected) and isinstance(fbody.cmd, A.BraceGroup):
            fbody, redirs = fbody.cmd, fbody.redirs
        if isinstance(fbody, A.BraceGroup):
            self.script(fbody.body)
        else:
            self.cmd(fbody)
        self.flush_deferred()
        self.indentation -= 4
        self.in_func -= 1
        if redirs:
            self.newline("} ")
            self.redirs(redirs)
        else:
            self.newline("}")


def _with_stderr(cmd: A.Command) -> A.Command:
    """``a |& b`` is ``a 2>&1 | b``: bash appends the redirection to ``a``."""
    r = A.Redir(">&", A.Word((A.Lit("1"),)), fd=2)
    if isinstance(cmd, A.SimpleCommand | A.Redirected):
        return dataclasses.replace(cmd, redirs=(*cmd.redirs, r))
    return A.Redirected(cmd, (r,))


def format_function(fn: A.FunctionDef) -> str:
    """``declare -f NAME`` text (no trailing newline): ``NAME () \\n{ \\n    ...\\n}``."""
    p = _Printer()
    p.w(("function " if fn.name in _RESERVED else "") + fn.name + " () \n")
    p.indentation = 0
    p.function_body(fn.body)
    return p.text()


def format_command(cmd: A.Command) -> str:
    """bash's ``make_command_string``: a command at top level (``a; b`` on one line)."""
    p = _Printer()
    p.cmd(cmd)
    return p.text()


def format_script(script: A.Script) -> str:
    """A whole list, printed as bash prints the text of ``$(...)`` (keeping newlines)."""
    return _comsub_text(script)
