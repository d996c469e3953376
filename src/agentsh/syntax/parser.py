"""Bash 5.2 parser: script text -> :class:`agentsh.syntax.ast.Script`.

A hand-written recursive-descent parser that follows bash's own grammar (``parse.y``) and
lexer rules: reserved words only in command position, here-document bodies read after the
next newline token, ``$(...)`` parsed recursively, ``((``/``$((`` falling back to nested
subshells when they do not close with ``))``. Syntax errors carry bash's exact ``bash -c``
diagnostics and the prefix of complete command lines bash would already have executed.

(tree-sitter-bash was evaluated as the structural front end and rejected: it gets pipeline vs
``&&`` precedence wrong, does not know ``time``, mis-parses here-documents and ``[[`` and
cannot report bash's error tokens. No module of agentsh imports tree_sitter.)
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache

from agentsh.syntax.arith import parse_arith
from agentsh.syntax.ast import (
    AndOr,
    ArithCommand,
    ArithEmpty,
    ArithExpr,
    ArithFor,
    ArithSub,
    ArrayElem,
    Assign,
    BraceGroup,
    Case,
    CaseItem,
    Command,
    CondCommand,
    Coproc,
    DoubleQuoted,
    Escaped,
    For,
    FunctionDef,
    HereDoc,
    If,
    IfClause,
    Lit,
    ParamExp,
    ParamOp,
    Pipeline,
    Redir,
    Redirected,
    RedirOp,
    Script,
    Select,
    SimpleCommand,
    SingleQuoted,
    Span,
    Statement,
    Subshell,
    While,
    Word,
    WordPart,
)
from agentsh.syntax.cond import CondSyntaxError, CondToken, parse_cond
from agentsh.syntax.errors import ParseError
from agentsh.syntax.lexer import (
    MODE_ARRAY,
    MODE_ASSIGN,
    MODE_HEREDOC,
    MODE_REGEX,
    MODE_TEXT,
    MODE_WORD,
    SPANS,
    WordLexer,
    name_bad_substitutions,
)

__all__ = ["parse", "ParseError", "lex_dynamic_word", "MAX_DEPTH", "MAX_SIZE"]

MAX_DEPTH = 1000
MAX_SIZE = 10 * 1024 * 1024
_RECURSION_LIMIT = 30000

_WS_RE = re.compile(r"(?:[ \t\r]+|\\\n)+")
_OP_RE = re.compile(r"<<<|<<-|<<|<&|<>|>>|>&|>\||&>>|&>|&&|\|\||\|&|;;&|;;|;&|[<>&|;()]")
_IO_RE = re.compile(r"(?:[0-9]+|\{[A-Za-z_][A-Za-z0-9_]*\})(?=[<>])")
_SIMPLE_WORD_RE = re.compile(r"[A-Za-z0-9_./%=:-]+")
#: a word token of plain characters that cannot be an IO number (no leading digit), with
#: what ends it (:meth:`Parser._lex_token`'s test for a plain word, in one regex)
_PLAIN_TOKEN_RE = re.compile(
    r"(?:[A-Za-z_./%=:-][A-Za-z0-9_./%=:-]*|[{}!]|\[\[?|\]\]?)(?=[ \t\n;&|)]|[<>](?!\()|\Z)"
    r"|[0-9][A-Za-z0-9_./%=:-]*(?=[ \t\n;&|)]|\Z)"
)  # (a lone { } ! [ [[ ] ]] is such a word too; one with a leading digit only when no < or >
#    follows: never an IO number)
_BLANKS_RE = re.compile(r"[ \t]*")
_ASSIGN_HEAD_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?=\[|\+=|=)")
#: the head of an assignment as the word lexer reads it in a word (its ``_ASSIGN_LIKE_RE``:
#: the first ``]`` closes the brackets, where the assignment's own reading matches them)
_WORD_ASSIGN_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]$`'\"\\ \t\n]*\])?\+?=")
_REDIR_OPS = frozenset(["<", ">", ">>", ">|", "<>", "<&", ">&", "&>", "&>>", "<<<", "<<", "<<-"])
_DECL_BUILTINS = frozenset(["declare", "typeset", "local", "export", "readonly"])
_CLOSERS = frozenset(["then", "else", "elif", "fi", "do", "done", "esac", "}", "in", "]]"])
_COMPOUND_STARTS = frozenset(["{", "if", "while", "until", "for", "select", "case", "[["])
_LIST_END_OPS = frozenset([";", "&", ")", ";;", ";&", ";;&", "|", "||", "&&", "|&"])

T_WORD = 0
T_OP = 1
T_NEWLINE = 2
T_EOF = 3
T_IO = 4


#: the Word of a word token not read yet (:meth:`Parser._word_of` reads it)
_UNLEXED = Word(())


class _Tok:
    __slots__ = ("kind", "value", "start", "end", "word")

    def __init__(self, kind: int, value: str, start: int, end: int, word: Word | None) -> None:
        self.kind = kind
        self.value = value
        self.start = start
        self.end = end
        self.word = word


class _PendingHeredoc:
    __slots__ = ("doc", "delim", "strip", "quoted", "start")

    def __init__(self, doc: HereDoc, delim: str, strip: bool, quoted: bool, start: int) -> None:
        self.doc = doc
        self.delim = delim
        self.strip = strip
        self.quoted = quoted
        self.start = start


def _unquote_delim(raw: str) -> tuple[str, bool]:
    out: list[str] = []
    quoted = False
    i = 0
    n = len(raw)
    while i < n:
        c = raw[i]
        if c == "\\" and i + 1 < n:
            out.append(raw[i + 1])
            quoted = True
            i += 2
        elif c == "'":
            j = raw.find("'", i + 1)
            j = n if j < 0 else j
            out.append(raw[i + 1 : j])
            quoted = True
            i = j + 1
        elif c == '"':
            j = raw.find('"', i + 1)
            j = n if j < 0 else j
            out.append(raw[i + 1 : j])
            quoted = True
            i = j + 1
        elif c == "$" and i + 1 < n and raw[i + 1] in "'\"":
            i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out), quoted


class Parser(WordLexer):
    """One parser per source text (nested ``$(...)`` share it; backquotes get their own)."""

    def __init__(self, src: str, line0: int = 1, col0: int = 0, depth: int = 0) -> None:
        super().__init__(src, line0, col0)
        self.pos = 0
        self.depth = depth
        self._tok: _Tok | None = None
        self._pending: list[_PendingHeredoc] = []
        #: ``$(...)`` bodies parsed, by their start: a word is lexed again after a look
        #: ahead (an assignment's), and each lexing would parse its substitutions again,
        #: twice per nesting level (``x=$(y=$(...))`` 12 deep: 8,191 parses, now 13)
        self._nested: dict[int, tuple[Script, int]] = {}
        #: the last :meth:`_match_assign`: where, and what it found
        self._assign_at = -1
        self._assign_match: tuple[str, int, int, bool, int] | None = None
        #: the assignment :meth:`_lex_token` read (where, the Assign, its end)
        self._assign_done: tuple[int, Assign, int] | None = None

    # ---- errors -----------------------------------------------------------------------------
    def _unexpected(self, tok: _Tok) -> ParseError:
        if tok.kind == T_EOF:
            line = self.eof_line()
            return ParseError(f"-c: line {line}: syntax error: unexpected end of file", line=line)
        shown = "newline" if tok.kind == T_NEWLINE else tok.value
        line, col = self.lc(tok.start)
        text = self.line_text(tok.start)
        msg = f"-c: line {line}: syntax error near unexpected token `{shown}'"
        return ParseError(msg, lines=[msg, f"-c: line {line}: `{text}'"], line=line, col=col)

    def _unexpected_nl(self, tok: _Tok) -> ParseError:
        """Where a newline is not acceptable, EOF reads as bash's implicit final newline."""
        if tok.kind == T_EOF:
            tok = _Tok(T_NEWLINE, "\n", max(0, tok.start - 1) if tok.start else 0, tok.end, None)
            if self.src.endswith("\n"):
                line = self.eof_line() - 1
                msg = f"-c: line {line}: syntax error near unexpected token `newline'"
                return ParseError(msg, lines=[msg, f"-c: line {line}: `'"], line=line)
        return self._unexpected(tok)

    def _check_depth(self) -> None:
        if self.depth > MAX_DEPTH:
            line, col = self.lc(self.pos)
            msg = f"-c: line {line}: syntax error: nesting deeper than {MAX_DEPTH} levels"
            raise ParseError(msg, line=line, col=col)

    # ---- tokens -----------------------------------------------------------------------------
    def _token_start(self) -> int:
        """Skip blanks, line continuations and comments from self.pos."""
        src = self.src
        i = _BLANKS_RE.match(src, self.pos).end()  # type: ignore[union-attr]
        n = self.n
        if i >= n or src[i] not in "\\\r#":
            return i
        while i < n:
            c = src[i]
            if c == " " or c == "\t":  # (the usual one blank: no regex)
                i += 1
                continue
            if c == "\\" or c == "\r":
                m = _WS_RE.match(src, i)
                if m is not None:
                    i = m.end()
                    continue
                break
            if c == "#":
                j = src.find("\n", i)
                i = n if j < 0 else j
                continue
            break
        return i

    def peek(self) -> _Tok:
        tok = self._tok
        if tok is not None and tok.start >= self.pos:
            return tok
        start = self._token_start()
        if tok is None or tok.start != start:
            tok = self._tok = self._lex_token(start)
        return tok

    def _token_at(self, start: int) -> _Tok:
        """:meth:`peek` when the next token's start is known (``start``)."""
        tok = self._tok
        if tok is None or tok.start != start:
            tok = self._tok = self._lex_token(start)
        return tok

    def _lex_token(self, start: int) -> _Tok:
        src = self.src
        if start >= self.n:
            return _Tok(T_EOF, "", self.n, self.n, None)
        c = src[start]
        if c not in "<>&|;()\n":
            m = _PLAIN_TOKEN_RE.match(src, start)
            if m is not None:  # (its Word is made when asked for: most such are reserved words)
                return _Tok(T_WORD, m.group(), start, m.end(), None)
        if c == "\n":
            return _Tok(T_NEWLINE, "\n", start, start + 1, None)
        if c in "<>&|;()":
            if c in "<>" and start + 1 < self.n and src[start + 1] == "(":
                pass  # process substitution: a word
            else:
                m = _OP_RE.match(src, start)
                assert m is not None
                return _Tok(T_OP, m.group(), start, m.end(), None)
        if (c.isascii() and c.isdigit()) or c == "{":
            m = _IO_RE.match(src, start)
            # a number too big for an fd is an ordinary word (bash: larger than INT_MAX)
            if m is not None and not (c != "{" and int(m.group()) > 2147483647):
                return _Tok(T_IO, m.group(), start, m.end(), None)
        m = _SIMPLE_WORD_RE.match(src, start)
        if m is not None:
            end = m.end()
            if (
                end >= self.n
                or src[end] in " \t\n;&|)"
                or (src[end] in "<>" and src[end + 1 : end + 2] != "(")
            ):
                # (its Word is made when asked for: most such words are reserved words)
                return _Tok(T_WORD, m.group(), start, end, None)
        if _ASSIGN_HEAD_RE.match(src, start):
            # an assignment (most likely read as one next): its end from the assignment's own
            # reading, kept for _parse_assign; the word's parts are read only when asked for
            # (an assignment's value ends where the word does, but an array's does not)
            # A $(...) that does not parse, read as text after all (``$((1)(2))``), leaves the
            # parser's state as it was inside: then the state is put back and the word read as
            # before, so that what follows is what it always was. Backquotes too: their body
            # is parsed at the depth of the command (one deeper than here), which decides
            # whether a body nested ~1000 deep is an error.
            pos0, depth0, pending0, tok0 = self.pos, self.depth, self._pending, self._tok
            try:
                r = self._match_assign(start)
                if (
                    r is not None
                    and not (r[4] < self.n and src[r[4]] == "(")
                    and (head := _WORD_ASSIGN_RE.match(src, start)) is not None
                    and head.end() == r[4]
                ):  # (the word lexer reads the same NAME[...]= head: the word ends there too)
                    assign, end = self._parse_assign(start)
                    if (
                        self.depth == depth0
                        and self._pending is pending0
                        and "`" not in src[start:end]
                    ):
                        self.pos = pos0
                        self._tok = tok0
                        self._assign_done = (start, assign, end)
                        return _Tok(T_WORD, src[start:end], start, end, _UNLEXED)
            except ParseError:
                pass  # (reported as the word's reading reports it, if it does)
            self.pos = pos0
            self.depth = depth0
            self._pending = pending0
            self._tok = tok0
        saved = self.pos
        word, end = self.lex_word(start, MODE_WORD)
        self.pos = saved
        return _Tok(T_WORD, src[start:end], start, end, word)

    def _word_of(self, tok: _Tok) -> Word:
        """The Word of the word token ``tok`` (a plain word's is made on the first ask)."""
        word = tok.word
        if word is None:
            sp = self.span(tok.start, tok.end)
            word = tok.word = Word((Lit(tok.value, sp),), sp)
        elif word is _UNLEXED:
            word = tok.word = self.lex_word(tok.start, MODE_WORD)[0]
        return word

    def advance(self) -> _Tok:
        tok = self._tok  # (self.peek(), inline)
        if tok is None or tok.start < self.pos:
            tok = self.peek()
        self.pos = tok.end
        self._tok = None
        if tok.kind == T_NEWLINE and self._pending:
            self._read_heredocs()
        return tok

    def skip_newlines(self) -> None:
        tok = self._tok
        if tok is None or tok.start < self.pos:
            tok = self.peek()
        while tok.kind == T_NEWLINE:
            self.advance()
            tok = self.peek()

    def _is_word(self, tok: _Tok, value: str) -> bool:
        return tok.kind == T_WORD and tok.value == value

    def _is_op(self, tok: _Tok, value: str) -> bool:
        return tok.kind == T_OP and tok.value == value

    # ---- here-documents -------------------------------------------------------------------
    def _read_heredocs(self) -> None:
        src = self.src
        pos = self.pos
        pending = self._pending
        self._pending = []
        for hd in pending:
            body_start = pos
            lines: list[tuple[int, int]] = []
            found = False
            while pos < self.n:
                nl = src.find("\n", pos)
                end = self.n if nl < 0 else nl
                line = src[pos:end]
                check = line.lstrip("\t") if hd.strip else line
                if check == hd.delim:
                    found = True
                    pos = end + 1 if nl >= 0 else self.n
                    break
                lines.append((pos, end))
                pos = end + 1 if nl >= 0 else self.n
            warning: str | None = None
            if not found:
                start_line = self.lc(hd.start)[0]
                warning = (
                    f"line {self._eof_warning_line()}: warning: here-document at line "
                    f"{start_line} delimited by end-of-file (wanted `{hd.delim}')"
                )
            body = self._heredoc_body(hd, body_start, lines)
            object.__setattr__(hd.doc, "body", body)
            if warning is not None:
                object.__setattr__(hd.doc, "warning", warning)
        self.pos = pos

    def _eof_warning_line(self) -> int:
        src = self.src
        return self.line0 - 1 + src.count("\n") + (0 if src.endswith("\n") else 1)

    def _heredoc_body(
        self, hd: _PendingHeredoc, body_start: int, lines: list[tuple[int, int]]
    ) -> Word:
        src = self.src
        if not lines:
            return Word((), self.span(body_start, body_start))
        body_end = lines[-1][1]
        if hd.strip:
            text = "".join(src[a:b].lstrip("\t") + "\n" for a, b in lines)
        else:
            text = src[body_start:body_end] + "\n"
        sp = self.span(body_start, body_end)
        if hd.quoted:
            return Word((Lit(text, sp),), sp)
        if hd.strip:
            if "$" not in text and "`" not in text and "\\" not in text:
                return Word((Lit(text, sp),), sp)
            line, col = self.lc(body_start)
            sub = Parser(text, line, col, self.depth + 1)
            sub.in_heredoc = 1
            parts, _ = sub._lex(0, MODE_HEREDOC, len(text))
            return Word(tuple(name_bad_substitutions(parts, text)), sp)
        self.in_heredoc += 1
        try:
            parts, _ = self._lex(body_start, MODE_HEREDOC, body_end)
        finally:
            self.in_heredoc -= 1
        parts = _append_newline(parts, self.span(body_end, body_end + 1))
        return Word(tuple(name_bad_substitutions(list(parts), text)), sp)

    # ---- nested parsing hooks -------------------------------------------------------------
    def _parse_nested(self, pos: int) -> tuple[Script, int]:
        done = self._nested.get(pos)
        if done is not None:
            return done
        saved = (self.pos, self._tok, self._pending)
        self.pos = pos
        self._tok = None
        self._pending = []
        self.depth += 1
        self._check_depth()
        try:
            body = self.parse_compound_list(frozenset([")"]), allow_empty=True, closer=")")
            tok = self.peek()
            if not self._is_op(tok, ")"):
                if tok.kind == T_EOF:
                    raise self.error_matching(")", pos, at_eof=True)
                raise self._unexpected(tok)
        except ParseError as e:
            if "near unexpected token" in e.message and e.status != 1:
                e.status = 127  # bash 5.2 exits 127 for a syntax error inside $(...)
            raise
        end = tok.end
        self.depth -= 1
        self.pos, self._tok, self._pending = saved
        self._nested[pos] = (body, end)
        return body, end

    def _parse_text(self, text: str, line: int, col: int) -> Script:
        sub = Parser(text, line, col, self.depth + 1)
        sub._check_depth()
        return sub.parse_script()

    # ---- lists ------------------------------------------------------------------------------
    def parse_script(self) -> Script:
        stmts: list[Statement] = []
        completed = 0
        try:
            while True:
                self.skip_newlines()
                tok = self.peek()
                if tok.kind == T_EOF:
                    break
                self._parse_list_into(stmts, frozenset(), top=True)
                tok = self.peek()
                if tok.kind == T_NEWLINE:
                    self.advance()
                    completed = len(stmts)
                elif tok.kind != T_EOF:
                    raise self._unexpected(tok)
            if self._pending:
                self._read_heredocs()
        except ParseError as e:
            if e.partial is None:
                e.partial = Script(tuple(stmts[:completed]), self.span(0, 0))
            raise
        except RecursionError:
            line, col = self.lc(self.pos)
            msg = f"-c: line {line}: syntax error: nesting too deep"
            raise ParseError(
                msg, line=line, col=col, partial=Script(tuple(stmts[:completed]))
            ) from None
        return Script(tuple(stmts), self.span(0, self.n))

    def _parse_list_into(self, stmts: list[Statement], terms: frozenset[str], top: bool) -> None:
        while True:
            if not top:
                self.skip_newlines()
            tok = self._tok  # (self.peek(), inline)
            if tok is None or tok.start < self.pos:
                tok = self.peek()
            if tok.kind == T_EOF:
                return
            if terms and (
                (tok.kind == T_WORD and tok.value in terms)
                or (tok.kind == T_OP and tok.value in terms)
            ):
                return
            start = tok.start
            cmd = self.parse_and_or()
            sep = self._tok  # (self.peek(), inline)
            if sep is None or sep.start < self.pos:
                sep = self.peek()
            if sep.kind == T_OP and sep.value in (";", "&"):
                self.advance()
                stmts.append(Statement(cmd, sep.value == "&", self.span(start, sep.end)))
                if top:
                    nxt = self._tok  # (self.peek(), inline)
                    if nxt is None or nxt.start < self.pos:
                        nxt = self.peek()
                    if nxt.kind in (T_NEWLINE, T_EOF):
                        return
                continue
            stmts.append(Statement(cmd, False, self.span(start, sep.start)))
            if sep.kind == T_NEWLINE and not top:
                self.advance()
                continue
            return

    def parse_compound_list(
        self, terms: frozenset[str], allow_empty: bool = False, closer: str = ""
    ) -> Script:
        start = self.pos
        stmts: list[Statement] = []
        self._parse_list_into(stmts, terms, top=False)
        if not stmts and not allow_empty:
            raise self._unexpected(self.peek())
        return Script(tuple(stmts), self.span(start, self.pos))

    def _expect_word(self, value: str) -> _Tok:
        tok = self.peek()
        if not self._is_word(tok, value):
            raise self._unexpected(tok)
        return self.advance()

    def parse_and_or(self) -> Command:
        tok = self._tok  # (self.peek(), inline)
        if tok is None or tok.start < self.pos:
            tok = self.peek()
        start = tok.start
        first = self.parse_pipeline()
        rest: list[tuple[str, Command]] = []
        while True:
            tok = self._tok  # (self.peek(), inline)
            if tok is None or tok.start < self.pos:
                tok = self.peek()
            if tok.kind == T_OP and tok.value in ("&&", "||"):
                self.advance()
                self.skip_newlines()
                rest.append((tok.value, self.parse_pipeline()))
            else:
                break
        if not rest:
            return first
        return AndOr(first, tuple(rest), self.span(start, self.pos))  # type: ignore[arg-type]

    def parse_pipeline(self) -> Command:
        tok = self._tok  # (self.peek(), inline)
        if tok is None or tok.start < self.pos:
            tok = self.peek()
        start = tok.start
        timed = False
        posix_time = False
        negated = False
        bare = True
        while tok.kind == T_WORD:
            if tok.value == "time":
                timed = True
                bare = False
                self.advance()
                nxt = self._tok  # (self.peek(), inline)
                if nxt is None or nxt.start < self.pos:
                    nxt = self.peek()
                if nxt.kind == T_WORD and nxt.value in ("-p", "--"):
                    posix_time = nxt.value == "-p"
                    self.advance()
            elif tok.value == "!":
                negated = not negated
                bare = False
                self.advance()
            else:
                break
            tok = self._tok  # (self.peek(), inline)
            if tok is None or tok.start < self.pos:
                tok = self.peek()
        if not bare and (
            tok.kind in (T_NEWLINE, T_EOF) or (tok.kind == T_OP and tok.value in (";", "&", ")"))
        ):
            return Pipeline((), negated, (), timed, self.span(start, self.pos), posix_time)
        cmds = [self.parse_command()]
        stderr: list[bool] = []
        while True:
            tok = self._tok  # (self.peek(), inline)
            if tok is None or tok.start < self.pos:
                tok = self.peek()
            if tok.kind == T_OP and tok.value in ("|", "|&"):
                self.advance()
                self.skip_newlines()
                stderr.append(tok.value == "|&")
                nxt = self._tok  # (self.peek(), inline)
                if nxt is None or nxt.start < self.pos:
                    nxt = self.peek()
                if nxt.kind == T_WORD and nxt.value == "!":
                    raise self._unexpected(nxt)
                cmds.append(self.parse_command())
            else:
                break
        if len(cmds) == 1 and bare:
            return cmds[0]
        return Pipeline(
            tuple(cmds), negated, tuple(stderr), timed, self.span(start, self.pos), posix_time
        )

    # ---- commands ---------------------------------------------------------------------------
    def parse_command(self) -> Command:
        self.depth += 1
        self._check_depth()
        try:
            return self._parse_command()
        finally:
            self.depth -= 1

    def _parse_command(self) -> Command:
        start = self._token_start()
        if _ASSIGN_HEAD_RE.match(self.src, start) and self._match_assign(start) is not None:
            return self.parse_simple_command(start)
        tok = self._token_at(start)
        if tok.kind == T_WORD:
            v = tok.value
            if v in _COMPOUND_STARTS:
                return self._with_redirs(self.parse_compound_command(), tok.start)
            if v in _CLOSERS or v == "!":
                raise self._unexpected(tok)
            if v == "function":
                return self.parse_function_keyword()
            if v == "coproc":
                return self.parse_coproc()
            j = _BLANKS_RE.match(self.src, tok.end).end()  # type: ignore[union-attr]
            if j < self.n and self.src[j] == "(":
                if self._fundef_follows(tok.end):
                    return self.parse_function_posix()
                # `name (` in command position starts a function definition: bash wants `)`
                self.advance()
                self.advance()
                raise self._unexpected_nl(self.peek())
            return self.parse_simple_command(start)
        if tok.kind == T_OP:
            if tok.value == "(":
                return self._with_redirs(self.parse_compound_command(), tok.start)
            if tok.value in _REDIR_OPS:
                return self.parse_simple_command(start)
            raise self._unexpected(tok)
        if tok.kind == T_IO:
            return self.parse_simple_command(start)
        raise self._unexpected(tok)

    def _with_redirs(self, cmd: Command, start: int) -> Command:
        redirs: list[Redir] = []
        while True:
            tok = self.peek()
            if tok.kind == T_IO or (tok.kind == T_OP and tok.value in _REDIR_OPS):
                redirs.append(self.parse_redirect())
            else:
                break
        if not redirs:
            return cmd
        return Redirected(cmd, tuple(redirs), self.span(start, self.pos))

    def _fundef_follows(self, i: int) -> bool:
        src = self.src
        n = self.n
        while i < n and src[i] in " \t":
            i += 1
        if i >= n or src[i] != "(":
            return False
        i += 1
        while i < n and src[i] in " \t":
            i += 1
        return i < n and src[i] == ")"

    def parse_compound_command(self) -> Command:
        tok = self.peek()
        start = tok.start
        if tok.kind == T_OP and tok.value == "(":
            if tok.end < self.n and self.src[tok.end] == "(":
                r = self._try_arith(tok.end + 1, self.n)
                if r is not None:
                    text_end, end = r
                    expr = self._arith_expr(tok.end + 1, text_end)
                    self.pos = end
                    self._tok = None
                    text = self.src[tok.end + 1 : text_end]
                    return ArithCommand(expr, self.span(start, end), text)
            self.advance()
            body = self.parse_compound_list(frozenset([")"]))
            close = self.peek()
            if not self._is_op(close, ")"):
                raise self._unexpected(close)
            self.advance()
            return Subshell(body, self.span(start, close.end))
        if tok.kind != T_WORD:
            raise self._unexpected(tok)
        v = tok.value
        if v == "{":
            self.advance()
            body = self.parse_compound_list(frozenset(["}"]))
            close = self._expect_word("}")
            return BraceGroup(body, self.span(start, close.end))
        if v == "if":
            return self.parse_if()
        if v in ("while", "until"):
            self.advance()
            cond = self.parse_compound_list(frozenset(["do"]))
            self._expect_word("do")
            body = self.parse_compound_list(frozenset(["done"]))
            close = self._expect_word("done")
            return While(cond, body, v == "until", self.span(start, close.end))
        if v in ("for", "select"):
            return self.parse_for(v == "select")
        if v == "case":
            return self.parse_case()
        if v == "[[":
            return self.parse_cond_command()
        raise self._unexpected(tok)

    def parse_if(self) -> Command:
        start = self.advance().start
        clauses: list[IfClause] = []
        cstart = start
        while True:
            cond = self.parse_compound_list(frozenset(["then"]))
            self._expect_word("then")
            body = self.parse_compound_list(frozenset(["elif", "else", "fi"]))
            clauses.append(IfClause(cond, body, self.span(cstart, self.pos)))
            tok = self.peek()
            if self._is_word(tok, "elif"):
                cstart = tok.start
                self.advance()
                continue
            break
        else_body: Script | None = None
        if self._is_word(self.peek(), "else"):
            self.advance()
            else_body = self.parse_compound_list(frozenset(["fi"]))
        close = self._expect_word("fi")
        return If(tuple(clauses), else_body, self.span(start, close.end))

    def _do_group(self) -> tuple[Script, int]:
        tok = self.peek()
        if self._is_word(tok, "{"):
            self.advance()
            body = self.parse_compound_list(frozenset(["}"]))
            close = self._expect_word("}")
            return body, close.end
        self._expect_word("do")
        body = self.parse_compound_list(frozenset(["done"]))
        close = self._expect_word("done")
        return body, close.end

    def parse_for(self, select: bool) -> Command:
        start = self.advance().start
        tok = self.peek()
        if not select and self._is_op(tok, "(") and tok.end < self.n and self.src[tok.end] == "(":
            r = self._try_arith(tok.end + 1, self.n)
            if r is None:
                raise self._unexpected(tok)
            text_end, end = r
            parts = self._split_arith_for(tok.end + 1, text_end)
            if parts is None:
                line = self.lc(tok.start)[0]
                msg = f"-c: line {line}: syntax error: arithmetic expression required"
                raise ParseError(msg, line=line)
            self.pos = end
            self._tok = None
            nxt = self.peek()
            if self._is_op(nxt, ";"):
                self.advance()
            self.skip_newlines()
            body, bend = self._do_group()
            return ArithFor(
                parts[0][0], parts[1][0], parts[2][0], body, self.span(start, bend),
                (parts[0][1], parts[1][1], parts[2][1]),
            )  # fmt: skip
        if tok.kind != T_WORD:
            raise self._unexpected_nl(tok)
        var = tok.value
        self.advance()
        self.skip_newlines()
        items: tuple[Word, ...] | None = None
        tok = self.peek()
        if self._is_word(tok, "in"):
            self.advance()
            words: list[Word] = []
            while True:
                tok = self.peek()
                if tok.kind == T_WORD:
                    words.append(self._word_of(tok))
                    self.advance()
                    continue
                break
            items = tuple(words)
            if tok.kind == T_NEWLINE or self._is_op(tok, ";"):
                self.advance()
            elif tok.kind != T_EOF:
                raise self._unexpected(tok)
            self.skip_newlines()
        elif self._is_op(tok, ";"):
            self.advance()
            self.skip_newlines()
        body, bend = self._do_group()
        if select:
            return Select(var, items, body, self.span(start, bend))
        return For(var, items, body, self.span(start, bend))

    def _split_arith_for(
        self, a: int, b: int
    ) -> tuple[tuple[ArithExpr, str], tuple[ArithExpr, str], tuple[ArithExpr, str]] | None:
        """The three expressions of ``for ((init; cond; step))``, each with its source."""
        src = self.src
        cuts: list[int] = []
        depth = 0
        j = a
        while j < b:
            c = src[j]
            if c in "\\'\"`$":
                j = self._skip_quoted_etc(j, b)
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            elif c == ";" and depth == 0:
                cuts.append(j)
            j += 1
        if len(cuts) != 2:
            return None
        bounds = [(a, cuts[0]), (cuts[0] + 1, cuts[1]), (cuts[1] + 1, b)]
        out: list[tuple[ArithExpr, str]] = []
        for x, y in bounds:
            if not src[x:y].strip():
                out.append((ArithEmpty(self.span(x, y)), src[x:y]))
            else:
                out.append((self._arith_expr(x, y), src[x:y]))
        return out[0], out[1], out[2]

    def parse_case(self) -> Command:
        start = self.advance().start
        tok = self.peek()
        if tok.kind != T_WORD:
            raise self._unexpected_nl(tok)
        subject = self._word_of(tok)
        self.advance()
        self.skip_newlines()
        self._expect_word("in")
        items: list[CaseItem] = []
        while True:
            self.skip_newlines()
            tok = self.peek()
            if self._is_word(tok, "esac"):
                self.advance()
                return Case(subject, tuple(items), self.span(start, tok.end))
            istart = tok.start
            if self._is_op(tok, "("):
                self.advance()
            patterns: list[Word] = []
            while True:
                tok = self.peek()
                if tok.kind != T_WORD:
                    if tok.start == istart:
                        raise self._unexpected(tok)
                    raise self._unexpected_nl(tok)
                patterns.append(self._word_of(tok))
                self.advance()
                tok = self.peek()
                if self._is_op(tok, "|"):
                    self.advance()
                    continue
                if self._is_op(tok, ")"):
                    self.advance()
                    break
                raise self._unexpected_nl(tok)
            body = self.parse_compound_list(
                frozenset([";;", ";&", ";;&", "esac"]), allow_empty=True
            )
            tok = self.peek()
            term = ";;"
            if tok.kind == T_OP and tok.value in (";;", ";&", ";;&"):
                term = tok.value
                self.advance()
                items.append(
                    CaseItem(tuple(patterns), body, term, self.span(istart, tok.end))  # type: ignore[arg-type]
                )
                continue
            if self._is_word(tok, "esac"):
                items.append(CaseItem(tuple(patterns), body, ";;", self.span(istart, tok.start)))
                continue
            raise self._unexpected(tok)

    def parse_function_keyword(self) -> Command:
        start = self.advance().start
        tok = self.peek()
        if tok.kind != T_WORD:
            raise self._unexpected_nl(tok)
        name = tok.value
        self.advance()
        if self._fundef_follows(self.pos):
            self.advance()
            self.advance()
        self.skip_newlines()
        body = self._function_body()
        return FunctionDef(name, body, self.span(start, self.pos))

    def parse_function_posix(self) -> Command:
        tok = self.advance()
        self.advance()  # (
        self.advance()  # )
        self.skip_newlines()
        body = self._function_body()
        return FunctionDef(tok.value, body, self.span(tok.start, self.pos))

    def _function_body(self) -> Command:
        tok = self.peek()
        if not ((tok.kind == T_WORD and tok.value in _COMPOUND_STARTS) or self._is_op(tok, "(")):
            raise self._unexpected(tok)
        return self._with_redirs(self.parse_compound_command(), tok.start)

    def parse_coproc(self) -> Command:
        start = self.advance().start
        tok = self.peek()
        name = "COPROC"
        if tok.kind == T_WORD and tok.value not in _COMPOUND_STARTS and tok.value not in _CLOSERS:
            # coproc NAME compound-command ?
            nxt_start = tok.end
            save_pos, save_tok = self.pos, self._tok
            self.pos = nxt_start
            self._tok = None
            nxt = self.peek()
            is_named = (nxt.kind == T_WORD and nxt.value in _COMPOUND_STARTS) or (
                self._is_op(nxt, "(")
            )
            self.pos, self._tok = save_pos, save_tok
            if is_named:
                name = tok.value
                self.advance()
        if tok.kind in (T_EOF, T_NEWLINE):
            raise self._unexpected_nl(tok)
        body = self.parse_command()
        return Coproc(name, body, self.span(start, self.pos))

    # ---- [[ ]] ----------------------------------------------------------------------------
    def parse_cond_command(self) -> Command:
        start = self.advance().start
        src = self.src
        toks: list[CondToken] = []
        i = self.pos
        prev_regex = False
        while True:
            while i < self.n and src[i] in " \t\r":
                i += 1
            if src.startswith("\\\n", i):
                i += 2
                continue
            if i >= self.n:
                toks.append(CondToken("eof", None, None, i, self.span(i, i)))
                break
            c = src[i]
            if c == "\n":
                toks.append(CondToken("newline", None, None, i, self.span(i, i + 1)))
                i += 1
                continue
            if src.startswith("]]", i) and (i + 2 >= self.n or src[i + 2] in " \t\r\n;&|)<>"):
                toks.append(CondToken("end", "]]", None, i, self.span(i, i + 2)))
                i += 2
                break
            two = src[i : i + 2]
            if two in ("&&", "||"):
                toks.append(CondToken("op", two, None, i, self.span(i, i + 2)))
                i += 2
                prev_regex = False
                continue
            if (
                c in "()<>"
                and not prev_regex
                and not (c in "<>" and i + 1 < self.n and src[i + 1] == "(")
            ):
                toks.append(CondToken("op", c, None, i, self.span(i, i + 1)))
                i += 1
                prev_regex = False
                continue
            if c in ";&|":
                m = _OP_RE.match(src, i)
                assert m is not None
                toks.append(CondToken("op", m.group(), None, i, self.span(i, m.end())))
                i = m.end()
                continue
            word, end = self.lex_word(i, MODE_REGEX if prev_regex else MODE_WORD)
            if end == i:  # pragma: no cover - defensive
                end = i + 1
            raw = src[i:end]
            toks.append(CondToken("word", raw, word, i, self.span(i, end)))
            prev_regex = raw == "=~"
            i = end
        try:
            expr = parse_cond(toks)
        except CondSyntaxError as e:
            line, col = self.lc(e.tok.pos)
            if not e.message:
                raise ParseError("", lines=[], line=line, col=col, status=0) from None
            msg = f"-c: line {line}: {e.message}"
            raise ParseError(msg, line=line, col=col, status=e.status) from None
        self.pos = i
        self._tok = None
        return CondCommand(expr, self.span(start, i))

    # ---- simple commands --------------------------------------------------------------------
    def _match_assign(self, start: int) -> tuple[str, int, int, bool, int] | None:
        """name[idx]+=...: (name, idx_start, idx_end, append, value_start) or None."""
        if start == self._assign_at:  # (asked again for the same word: by each caller)
            return self._assign_match
        r = self._match_assign_at(start)
        self._assign_at = start
        self._assign_match = r
        return r

    def _match_assign_at(self, start: int) -> tuple[str, int, int, bool, int] | None:
        src = self.src
        m = _ASSIGN_HEAD_RE.match(src, start)
        if m is None:
            return None
        j = m.end()
        a = b = -1
        if j < self.n and src[j] == "[":
            e = self._match_bracket(j, self.n)
            if e < 0:
                return None
            a, b = j + 1, e
            j = e + 1
        append = False
        if src.startswith("+=", j):
            append = True
            j += 2
        elif j < self.n and src[j] == "=":
            j += 1
        else:
            return None
        return m.group(), a, b, append, j

    def _parse_assign(self, start: int) -> tuple[Assign, int]:
        done = self._assign_done
        if done is not None and done[0] == start:
            return done[1], done[2]
        r = self._match_assign(start)
        assert r is not None
        name, a, b, append, j = r
        index: Word | None = None
        if a >= 0:
            parts, _ = self._lex(a, MODE_TEXT, b)
            index = Word(tuple(parts), self.span(a, b))
        if j < self.n and self.src[j] == "(":
            elems, end = self._parse_array(j)
            return Assign(name, None, append, index, tuple(elems), self.span(start, end)), end
        value, end = self.lex_word(j, MODE_ASSIGN)
        return Assign(name, value, append, index, None, self.span(start, end)), end

    def _parse_array(self, j: int) -> tuple[list[ArrayElem], int]:
        src = self.src
        elems: list[ArrayElem] = []
        i = j + 1
        while True:
            # skip blanks, newlines, comments
            while i < self.n:
                c = src[i]
                if c in " \t\r\n":
                    i += 1
                elif c == "\\" and src.startswith("\\\n", i):
                    i += 2
                elif c == "#":
                    e = src.find("\n", i)
                    i = self.n if e < 0 else e
                else:
                    break
            if i >= self.n:
                err = self.error_matching(")", j)
                err.status = 1  # sic: bash 5.2 exits 1 for an unclosed a=(
                raise err
            c = src[i]
            if c == ")":
                return elems, i + 1
            estart = i
            key: Word | None = None
            append = False
            if c == "[":
                e = self._match_bracket(i, self.n)
                if e > 0 and (src.startswith("]=", e) or src.startswith("]+=", e)):
                    parts, _ = self._lex(i + 1, MODE_TEXT, e)
                    key = Word(tuple(parts), self.span(i + 1, e))
                    append = src[e + 1] == "+"
                    i = e + (3 if append else 2)
            value, end = self.lex_word(i, MODE_ARRAY)
            if end == i and key is None:
                err = self._unexpected(self._lex_token(i))
                err.status = 1  # (bash 5.2's status for any error inside a=( ), as above)
                raise err
            elems.append(ArrayElem(value, key, append, self.span(estart, end)))
            i = end

    def parse_simple_command(self, first: int) -> Command:
        """The simple command whose first token starts at ``first`` (``self.pos`` is before it,
        with only blanks and comments between)."""
        assigns: list[Assign] = []
        words: list[Word] = []
        redirs: list[Redir] = []
        decl: list[tuple[int, Assign]] = []
        is_decl = False
        start = first
        src = self.src
        n = self.n
        while True:
            m = _PLAIN_TOKEN_RE.match(src, start)
            if m is not None:  # a plain word (what the token's would be, without the token)
                text = m.group()
                if "=" not in text or (words and not is_decl) or not self._match_assign(start):
                    end = m.end()
                    if not words and text in _DECL_BUILTINS:
                        is_decl = True
                    sp = self.span(start, end)
                    words.append(Word((Lit(text, sp),), sp))
                    self.pos = end  # (a token cached before ``end`` is not read again)
                    start = _BLANKS_RE.match(src, end).end()  # type: ignore[union-attr]
                    if start < n and src[start] in "\\\r#":
                        start = self._token_start()
                    continue
            if (not words or is_decl) and start < n and src[start] not in "\n;&|()<>":
                if _ASSIGN_HEAD_RE.match(src, start) and self._match_assign(start):
                    assign, end = self._parse_assign(start)
                    if words:
                        decl.append((len(words), assign))
                        raw = self.src[start:end]
                        if assign.array is not None:
                            words.append(Word((Lit(raw, assign.span),), assign.span))
                        else:
                            w, _ = self.lex_word(start, MODE_WORD)
                            words.append(w)
                    else:
                        assigns.append(assign)
                    self.pos = end
                    self._tok = None
                    start = self._token_start()
                    continue
            tok = self._token_at(start)
            if tok.kind == T_IO or (tok.kind == T_OP and tok.value in _REDIR_OPS):
                redirs.append(self.parse_redirect())
                start = self._token_start()
                continue
            if tok.kind == T_WORD:
                if not words and tok.value in _DECL_BUILTINS:
                    is_decl = True
                words.append(self._word_of(tok))
                self.pos = tok.end  # self.advance() of a word
                self._tok = None
                start = self._token_start()
                continue
            if self._is_op(tok, "(") and (words or assigns):
                raise self._unexpected(tok)
            break
        if not (assigns or words or redirs):
            raise self._unexpected(self.peek())
        return SimpleCommand(
            tuple(assigns), tuple(words), tuple(redirs), tuple(decl), self.span(first, self.pos)
        )

    def parse_redirect(self) -> Redir:
        tok = self.advance()
        start = tok.start
        fd: int | None = None
        fd_var: str | None = None
        if tok.kind == T_IO:
            if tok.value[0] == "{":
                fd_var = tok.value[1:-1]
            else:
                fd = int(tok.value)
            tok = self.advance()
        op = tok.value
        target_tok = self.peek()
        if target_tok.kind == T_IO and op in (">&", "<&"):  # `2>&1<f`: `1` is the target
            sp = self.span(target_tok.start, target_tok.end)
            target_tok.kind = T_WORD
            target_tok.word = Word((Lit(target_tok.value, sp),), sp)
        if target_tok.kind != T_WORD:
            raise self._unexpected_nl(target_tok)
        self.advance()
        rop: RedirOp = op  # type: ignore[assignment]
        if op in ("<<", "<<-"):
            delim, quoted = _unquote_delim(target_tok.value)
            doc = HereDoc(delim, Word(()), quoted, op == "<<-", self.span(start, target_tok.end))
            self._pending.append(_PendingHeredoc(doc, delim, op == "<<-", quoted, start))
            return Redir(rop, doc, fd, fd_var, self.span(start, target_tok.end))
        return Redir(rop, self._word_of(target_tok), fd, fd_var, self.span(start, target_tok.end))


def _append_newline(parts: list[WordPart], sp: Span) -> list[WordPart]:
    if parts and isinstance(parts[-1], Lit):
        last = parts[-1]
        parts[-1] = Lit(last.text + "\n", last.span)
    else:
        parts.append(Lit("\n", sp))
    return parts


def lex_dynamic_word(text: str, span: Span) -> Word:
    """Lex arithmetic text that contains expansions (quotes processed, blanks literal)."""
    p = Parser(text, span.line or 1, span.col)
    parts, _ = p._lex(0, MODE_TEXT, len(text))  # pyright: ignore[reportPrivateUsage]
    return Word(tuple(parts), span)


#: a one-line script of plain words only (``eval "v$i=$i"``, ``eval echo $x``): its text
#: after leading newlines (eval numbers its lines from its own), then the words
_PLAIN_LINE = re.compile(
    r"(\n*)[ \t]*([A-Za-z0-9_./%,@+=-]++(?:[ \t]++[A-Za-z0-9_./%,@+=-]++)*+)[ \t]*+"
)  # (each blank run between two words, possessive: a text that is no plain line fails at
#    its first other character, with no backtracking over the ways to cut a word)
_PLAIN_WORD = re.compile(r"[A-Za-z0-9_./%,@+=-]+")
_NOT_PLAIN_FIRST = frozenset(
    ["if", "then", "else", "elif", "fi", "do", "done", "case", "esac", "while", "until", "for",
     "select", "function", "coproc", "in", "time", "{", "}", "!", "[[", "]]"]
)  # fmt: skip


#: one ``NAME=$((EXPR))``, EXPR without parentheses, quotes or expansions
_ARITH_LINE = re.compile(r"(\n*)[ \t]*([A-Za-z_][A-Za-z0-9_]*)=\$\(\(([^()$`'\"\\\n]*)\)\)[ \t]*")


def _arith_line(script: str) -> Script | None:
    """:func:`_plain_line` for ``s=$((s + v1))``."""
    m = _ARITH_LINE.fullmatch(script)
    if m is None:
        return None
    line = len(m.group(1)) + 1
    base = m.end(1)
    first, value, close = m.start(2) - base, m.start(3) - base, m.end(3) - base
    end = close + 2
    sub = ArithSub(
        parse_arith(m.group(3), Span(line, value, line, close)),
        Span(line, value - 3, line, end),
        m.group(3),
    )
    vsp = Span(line, value - 3, line, end)
    sp = Span(line, first, line, end)
    assign = Assign(m.group(2), Word((sub,), vsp), False, None, None, sp)
    cmd = SimpleCommand((assign,), (), (), (), sp)
    stmt_end = len(script) - base
    stmt = Statement(cmd, False, Span(line, first, line, stmt_end))
    return Script((stmt,), Span(1, 0, line, stmt_end))


def _plain_line(script: str) -> Script | None:
    """The tree :class:`Parser` makes of ``script`` when it is one line of plain words,
    made straight away (a 15 us parse of ``v1=1`` was most of an ``eval`` of it): one
    ``NAME=VALUE`` (a plain value), or words without ``=`` whose first is not a reserved
    word nor a declaration builtin. None for anything else (then the parser decides)."""
    m = _PLAIN_LINE.fullmatch(script)
    if m is None:
        return None
    line = len(m.group(1)) + 1
    base = m.end(1)
    words: list[Word] = []
    assigns: list[Assign] = []
    end = 0
    for w in _PLAIN_WORD.finditer(script, m.start(2)):
        start, end = w.start() - base, w.end() - base
        text = w.group()
        sp = Span(line, start, line, end)
        if "=" in text:
            eq = text.index("=")
            name, value = text[:eq], text[eq + 1 :]
            if words or assigns or not name.isidentifier() or not value or "=" in value:
                return None
            vsp = Span(line, start + eq + 1, line, end)
            assigns.append(Assign(name, Word((Lit(value, vsp),), vsp), False, None, None, sp))
            continue
        if assigns or (not words and (text in _NOT_PLAIN_FIRST or text in _DECL_BUILTINS)):
            return None
        words.append(Word((Lit(text, sp),), sp))
    first = m.start(2) - base
    cmd_span = Span(line, first, line, end)
    cmd = SimpleCommand(tuple(assigns), tuple(words), (), (), cmd_span)
    stmt_end = len(script) - base
    stmt = Statement(cmd, False, Span(line, first, line, stmt_end))
    return Script((stmt,), Span(1, 0, line, stmt_end))


# ---- the fast path: one line of simple commands and loops --------------------------------
class _NotFast(Exception):
    """The text is not of :class:`_FastLine`'s shapes (or is an error): the parser reads it."""


#: blanks and a comment before a token (its start is the match's end)
_FAST_GAP = re.compile(r"[ \t]*(?:#.*)?")
#: a word of literal characters only, up to a blank or a list operator, and the blanks and
#: comment after it
_FAST_PLAIN = re.compile(r"([^ \t\n\r;&|()<>'\"\\$`{}~]++)(?=[ \t;&|]|\Z)[ \t]*(?:#.*)?")
#: an unquoted run of literal characters in a word (the brace, tilde, quote, expansion and
#: operator characters end it; a ``#`` inside a word is literal)
_FAST_RUN = re.compile(r"[^ \t\n\r;&|()<>'\"\\$`{}~]+")
#: literal characters inside double quotes
_FAST_DQ_RUN = re.compile(r"[^\"\\$`\n\r]+")
#: ``$NAME``, ``$1``/``$?``..., ``${NAME}``/``${1}``, ``${NAME<op>TEXT}`` with a plain TEXT,
#: and ``$((EXPR))`` without parentheses, quotes or expansions
_FAST_PARAM = re.compile(
    r"\$(?:([A-Za-z_][A-Za-z0-9_]*)|([0-9@*#?$!-])"
    r"|\{([A-Za-z_][A-Za-z0-9_]*|[0-9]+)(?:(:[-=?+]|[-=?+]|##?|%%?)([^{}'\"\\$`~()\n\r]*))?\}"
    r"|\(\(([^()$`'\"\\\n\r]*)\)\))"
)
#: the rest of ``NAME[`` in an assignment: a plain index (``$NAME`` in it) and ``]=``/``]+=``
_FAST_INDEX = re.compile(
    r"((?:[^\][ \t\n\r;&|()<>'\"\\$`{}~]|\$(?:[A-Za-z_][A-Za-z0-9_]*+|[0-9]))*+)\](\+?=)"
)
_FAST_INDEX_PART = re.compile(r"[^$]+|\$([A-Za-z_][A-Za-z0-9_]*|[0-9])")
_FAST_NAME_BRACKET = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\[")
#: ``NAME[...]`` of plain characters (no blank, quote, expansion or bracket inside)
_FAST_SIMPLE_BRACKET = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\[[^][\\'\"`$ \t\n\r;&|()<>{}~]*\]")
_FAST_IO = re.compile(r"[0-9]+(?=[<>])")
#: a reserved word that ends a list or goes on a compound command, at a token start
_FAST_KEYWORD = re.compile(r"(?:then|elif|else|fi|do|done|in)(?=[ \t;&|<>()]|\Z)")
#: a ``for`` loop's variable and what follows it
_FAST_FOR_VAR = re.compile(r"[ \t]+([A-Za-z_][A-Za-z0-9_]*)(?=[ \t;])")
_FAST_WORD_ENDS = " \t\n;&|<>"
_FAST_REDIR_OPS = _REDIR_OPS - {"<<", "<<-"}
#: a command's first word that the parser reads otherwise (reserved words, declarations)
_FAST_NOT_FIRST = _NOT_PLAIN_FIRST | _DECL_BUILTINS
_FAST_THEN = frozenset(["then"])
_FAST_IF_BODY = frozenset(["elif", "else", "fi"])
_FAST_FI = frozenset(["fi"])
_FAST_DO = frozenset(["do"])
_FAST_DONE = frozenset(["done"])
_NO_TERMS: frozenset[str] = frozenset()


class _FastLine:
    """The tree :class:`Parser` makes of one line ``src`` (the script's line ``line0``, no
    newline in it) of simple commands in lists and pipelines (``;`` ``&`` ``&&`` ``||`` ``|``
    ``|&``), ``if``/``while``/``until``/``for ... in`` commands of such lists and a trailing
    comment, made without the parser's token machinery: words of plain, single-quoted and
    double-quoted text, backslash escapes, ``$NAME``/``${NAME}``/``${NAME:-TEXT}`` and plain
    ``$((EXPR))``, prefix assignments (``NAME[INDEX]=``, ``+=``) and redirections other than
    here-documents. Anything else (and every error) raises :class:`_NotFast`.

    Each step returns what it read, ``pos`` (the end of its last token: the parser's
    ``self.pos``, where spans end) and the start of the token after it."""

    __slots__ = ("src", "n", "line0", "depth")

    def __init__(self, src: str, line0: int) -> None:
        self.src = src
        self.n = len(src)
        self.line0 = line0
        #: compound commands open (deep nesting is the parser's: its limit, its error)
        self.depth = 0

    def span(self, start: int, end: int) -> Span:
        line = self.line0  # (one line, from its first column)
        key = (line, start, line, end)
        sp = SPANS.get(key)
        if sp is None:
            if len(SPANS) >= 16384:
                SPANS.clear()
            sp = SPANS[key] = Span(line, start, line, end)
        return sp

    def script(self, newline: bool) -> Script:
        """The whole line (``newline``: the script goes on with a newline after it)."""
        n = self.n
        i = _FAST_GAP.match(self.src).end()  # type: ignore[union-attr]
        if i >= n:
            raise _NotFast
        stmts, _, j = self.body(i, _NO_TERMS)
        if j < n:
            raise _NotFast
        line = self.line0
        if newline:
            return Script(stmts, Span(1, 0, line + 1, 0))
        return Script(stmts, self.span(0, n) if line == 1 else Span(1, 0, line, n))

    def list_(self, pos: int, terms: frozenset[str]) -> tuple[Script, int, int]:
        """The list after a reserved word that ends at ``pos``, up to a word of ``terms``."""
        i = _FAST_GAP.match(self.src, pos).end()  # type: ignore[union-attr]
        stmts, end, j = self.body(i, terms)
        return Script(stmts, self.span(pos, end)), end, j

    def body(self, i: int, terms: frozenset[str]) -> tuple[tuple[Statement, ...], int, int]:
        """The statements of the list at ``i`` up to a word of ``terms``."""
        src = self.src
        n = self.n
        stmts: list[Statement] = []
        pos = i
        while i < n:
            if terms and (k := _FAST_KEYWORD.match(src, i)) is not None and k.group() in terms:
                break
            cmd, pos, j = self.command(i)
            c = src[j] if j < n else ""
            if c == "|" or (c == "&" and src.startswith("&&", j)):
                cmd, pos, j = self.and_or(i, cmd, pos, j)
                c = src[j] if j < n else ""
            if c == ";" or c == "&":
                if c == ";" and j + 1 < n and src[j + 1] in ";&":
                    raise _NotFast  # (;; ;& ;;& outside case)
                pos = j + 1
                stmts.append(Statement(cmd, c == "&", self.span(i, pos)))
                i = _FAST_GAP.match(src, pos).end()  # type: ignore[union-attr]
                continue
            # (a statement ending where its command does shares its span)
            sp = cmd.span if j == pos else self.span(i, j)
            stmts.append(Statement(cmd, False, sp))
            i = j
            break
        if not stmts:
            raise _NotFast
        return tuple(stmts), pos, i

    def and_or(self, i: int, cmd: Command, pos: int, j: int) -> tuple[Command, int, int]:
        """The and-or list at ``i`` whose first command ``cmd`` ends at ``pos``, ``j``."""
        src = self.src
        first, pos, j = self.pipeline(i, cmd, pos, j)
        if not (src.startswith("&&", j) or src.startswith("||", j)):
            return first, pos, j
        rest: list[tuple[str, Command]] = []
        while src.startswith("&&", j) or src.startswith("||", j):
            k = _FAST_GAP.match(src, j + 2).end()  # type: ignore[union-attr]
            cmd, pos, e = self.command(k)
            cmd, pos, e = self.pipeline(k, cmd, pos, e)
            rest.append((src[j : j + 2], cmd))
            j = e
        return AndOr(first, tuple(rest), self.span(i, pos)), pos, j  # type: ignore[arg-type]

    def pipeline(self, i: int, cmd: Command, pos: int, j: int) -> tuple[Command, int, int]:
        src = self.src
        n = self.n
        if j >= n or src[j] != "|" or src.startswith("||", j):
            return cmd, pos, j
        cmds: list[Command] = [cmd]
        stderr: list[bool] = []
        while j < n and src[j] == "|" and not src.startswith("||", j):
            amp = src.startswith("|&", j)
            stderr.append(amp)
            k = _FAST_GAP.match(src, j + 2 if amp else j + 1).end()  # type: ignore[union-attr]
            cmd, pos, j = self.command(k)
            cmds.append(cmd)
        sp = self.span(i, pos)
        return Pipeline(tuple(cmds), False, tuple(stderr), False, sp, False), pos, j

    def command(self, i: int) -> tuple[Command, int, int]:
        """The command at ``i``."""
        src = self.src
        n = self.n
        span = self.span
        spans = SPANS
        line = self.line0
        plain = _FAST_PLAIN.match
        gap = _FAST_GAP.match
        assigns: list[Assign] = []
        words: list[Word] = []
        redirs: list[Redir] = []
        first = pos = i
        while i < n:
            m = plain(src, i)
            if m is not None:
                text = m.group(1)
                pos = m.end(1)
                if (
                    "[" in text
                    and (words or "=" not in text)
                    and _FAST_NAME_BRACKET.match(src, i)
                    and not _FAST_SIMPLE_BRACKET.match(src, i)
                ):
                    raise _NotFast  # (see word())
                if words or ("=" not in text and text not in _FAST_NOT_FIRST):
                    sp = spans.get((line, i, line, pos)) or span(i, pos)
                    words.append(Word((Lit(text, sp),), sp))
                    i = m.end()
                    continue
                if "=" in text and _ASSIGN_HEAD_RE.match(src, i):
                    assign, pos = self.assign(i)
                    assigns.append(assign)
                elif text in _FAST_NOT_FIRST:
                    if i != first or self.depth >= 100:
                        raise _NotFast
                    if text == "if":
                        return self.compound(first, *self.if_(i))
                    if text == "for":
                        return self.compound(first, *self.for_(i))
                    if text == "while" or text == "until":
                        return self.compound(first, *self.while_(i, text == "until"))
                    raise _NotFast
                else:
                    sp = span(i, pos)
                    words.append(Word((Lit(text, sp),), sp))
                i = gap(src, pos).end()  # type: ignore[union-attr]
                continue
            c = src[i]
            if c in "<>" or (c == "&" and src.startswith("&>", i)):
                pos = self.redirect(i, i, None, redirs)
            elif c in ";&|":
                break
            elif c in "0123456789" and (io := _FAST_IO.match(src, i)) is not None:
                fd = int(io.group())
                if fd > 2147483647:  # (an ordinary word)
                    w, pos = self.word(i)
                    words.append(w)
                else:
                    pos = self.redirect(io.end(), i, fd, redirs)
            elif not words and _ASSIGN_HEAD_RE.match(src, i):
                assign, pos = self.assign(i)
                assigns.append(assign)
            else:
                w, pos = self.word(i)
                if not words and src[i:pos] in _FAST_NOT_FIRST:
                    raise _NotFast
                words.append(w)
            i = gap(src, pos).end()  # type: ignore[union-attr]
        if not (assigns or words or redirs):
            raise _NotFast
        sp = span(first, pos)
        return SimpleCommand(tuple(assigns), tuple(words), tuple(redirs), (), sp), pos, i

    def compound(self, start: int, cmd: Command, pos: int) -> tuple[Command, int, int]:
        """``cmd`` (ending at ``pos``) and the redirections after it."""
        self.depth -= 1
        src = self.src
        i = _FAST_GAP.match(src, pos).end()  # type: ignore[union-attr]
        redirs: list[Redir] = []
        while i < self.n:
            c = src[i]
            if c in "<>" or (c == "&" and src.startswith("&>", i)):
                pos = self.redirect(i, i, None, redirs)
            elif c in "0123456789" and (io := _FAST_IO.match(src, i)) is not None:
                fd = int(io.group())
                if fd > 2147483647:
                    break
                pos = self.redirect(io.end(), i, fd, redirs)
            else:
                break
            i = _FAST_GAP.match(src, pos).end()  # type: ignore[union-attr]
        if redirs:
            cmd = Redirected(cmd, tuple(redirs), self.span(start, pos))
        return cmd, pos, i

    def keyword(self, i: int, word: str) -> int:
        """The end of the reserved word ``word``, which must be at ``i``."""
        k = _FAST_KEYWORD.match(self.src, i)
        if k is None or k.group() != word:
            raise _NotFast
        return k.end()

    def if_(self, i: int) -> tuple[Command, int]:
        self.depth += 1
        src = self.src
        clauses: list[IfClause] = []
        cstart = i
        pos = i + 2
        while True:
            cond, pos, j = self.list_(pos, _FAST_THEN)
            pos = self.keyword(j, "then")
            body, pos, j = self.list_(pos, _FAST_IF_BODY)
            clauses.append(IfClause(cond, body, self.span(cstart, pos)))
            k = _FAST_KEYWORD.match(src, j)
            if k is not None and k.group() == "elif":
                cstart = j
                pos = k.end()
                continue
            break
        else_body: Script | None = None
        if k is not None and k.group() == "else":
            pos = k.end()
            else_body, pos, j = self.list_(pos, _FAST_FI)
        end = self.keyword(j, "fi")
        return If(tuple(clauses), else_body, self.span(i, end)), end

    def while_(self, i: int, until: bool) -> tuple[Command, int]:
        self.depth += 1
        cond, pos, j = self.list_(i + 5, _FAST_DO)
        pos = self.keyword(j, "do")
        body, pos, j = self.list_(pos, _FAST_DONE)
        end = self.keyword(j, "done")
        return While(cond, body, until, self.span(i, end)), end

    def for_(self, i: int) -> tuple[Command, int]:
        """``for NAME in WORDS; do LIST; done`` (also without ``in WORDS``)."""
        self.depth += 1
        gap = _FAST_GAP
        src = self.src
        n = self.n
        v = _FAST_FOR_VAR.match(src, i + 3)
        if v is None:
            raise _NotFast
        j = gap.match(src, v.end()).end()  # type: ignore[union-attr]
        items: tuple[Word, ...] | None = None
        k = _FAST_KEYWORD.match(src, j)
        if k is not None and k.group() == "in":
            words: list[Word] = []
            j = gap.match(src, k.end()).end()  # type: ignore[union-attr]
            while j < n and src[j] not in ";&|<>":
                if src[j] in "0123456789" and _FAST_IO.match(src, j):
                    raise _NotFast
                w, e = self.word(j)
                words.append(w)
                j = gap.match(src, e).end()  # type: ignore[union-attr]
            items = tuple(words)
        if j >= n or src[j] != ";" or src.startswith(";;", j) or src.startswith(";&", j):
            raise _NotFast
        j = gap.match(src, j + 1).end()  # type: ignore[union-attr]
        pos = self.keyword(j, "do")
        body, pos, j = self.list_(pos, _FAST_DONE)
        end = self.keyword(j, "done")
        return For(v.group(1), items, body, self.span(i, end)), end

    def redirect(self, i: int, start: int, fd: int | None, redirs: list[Redir]) -> int:
        m = _OP_RE.match(self.src, i)
        assert m is not None
        op = m.group()
        if op not in _FAST_REDIR_OPS:
            raise _NotFast
        k = _FAST_GAP.match(self.src, m.end()).end()  # type: ignore[union-attr]
        if k >= self.n or self.src[k] in ";&|<>()":
            raise _NotFast
        io = _FAST_IO.match(self.src, k)
        if io is not None and op != ">&" and op != "<&" and int(io.group()) <= 2147483647:
            raise _NotFast  # (an fd number where a file name goes)
        target, end = self.word(k)
        rop: RedirOp = op  # type: ignore[assignment]
        redirs.append(Redir(rop, target, fd, None, self.span(start, end)))
        return end

    def assign(self, i: int) -> tuple[Assign, int]:
        src = self.src
        m = _ASSIGN_HEAD_RE.match(src, i)
        assert m is not None
        j = m.end()
        index: Word | None = None
        if src[j] == "[":
            x = _FAST_INDEX.match(src, j + 1)
            if x is None:
                raise _NotFast
            a, b = j + 1, x.end(1)
            parts: list[WordPart] = []
            for p in _FAST_INDEX_PART.finditer(src, a, b):
                name = p.group(1)
                if name is None:
                    parts.append(Lit(p.group(), self.span(p.start(), p.end())))
                else:
                    parts.append(ParamExp(name, span=self.span(p.start(), p.end())))
            index = Word(tuple(parts), self.span(a, b))
            append = x.group(2) == "+="
            j = x.end()
        else:
            append = src[j] == "+"
            j += 2 if append else 1
        parts, end = self.parts(j)
        value = Word(tuple(parts), self.span(j, end))
        return Assign(m.group(), value, append, index, None, self.span(i, end)), end

    def word(self, i: int) -> tuple[Word, int]:
        parts, end = self.parts(i)
        if not parts:
            raise _NotFast
        if _FAST_NAME_BRACKET.match(self.src, i) and not _FAST_SIMPLE_BRACKET.match(self.src, i):
            # NAME[...: the parser reads a NAME[...]= (its brackets matched over blanks,
            # quotes and nested brackets) as one word, to its end as an assignment's
            raise _NotFast
        if len(parts) == 1 and type(parts[0]) is Lit:
            return Word((parts[0],), parts[0].span), end  # (the word's span: its Lit's)
        return Word(tuple(parts), self.span(i, end)), end

    def parts(self, i: int) -> tuple[list[WordPart], int]:
        """The parts of the word (or assignment value) at ``i``, and its end."""
        src = self.src
        n = self.n
        parts: list[WordPart] = []
        while i < n:
            c = src[i]
            if c in _FAST_WORD_ENDS:
                break
            m = _FAST_RUN.match(src, i)
            if m is not None:
                e = m.end()
                parts.append(Lit(m.group(), self.span(i, e)))
                i = e
            elif c == "'":
                e = src.find("'", i + 1)
                if e < 0:
                    raise _NotFast
                parts.append(SingleQuoted(src[i + 1 : e], self.span(i, e + 1)))
                i = e + 1
            elif c == '"':
                i = self.double_quoted(i, parts)
            elif c == "$":
                part, i = self.param(i)
                parts.append(part)
            elif c == "\\" and i + 1 < n and src[i + 1] != "\r":
                parts.append(Escaped(src[i + 1], self.span(i, i + 2)))
                i += 2
            else:
                raise _NotFast
        return parts, i

    def double_quoted(self, i: int, parts: list[WordPart]) -> int:
        src = self.src
        n = self.n
        inner: list[WordPart] = []
        lit: list[str] = []
        lit_start = j = i + 1
        while True:
            if j >= n:
                raise _NotFast
            m = _FAST_DQ_RUN.match(src, j)
            if m is not None:
                if not lit:
                    lit_start = j
                lit.append(m.group())
                j = m.end()
                continue
            c = src[j]
            if c == '"':
                break
            if c == "\\" and j + 1 < n and src[j + 1] != "\r":
                if not lit:
                    lit_start = j
                e = src[j + 1]
                lit.append(e if e in '$`"\\' else "\\" + e)
                j += 2
            elif c == "$":
                if lit:
                    inner.append(Lit("".join(lit), self.span(lit_start, j)))
                    lit.clear()
                part, j = self.param(j)
                inner.append(part)
            else:
                raise _NotFast
        if lit:
            inner.append(Lit("".join(lit), self.span(lit_start, j)))
        parts.append(DoubleQuoted(tuple(inner), self.span(i, j + 1)))
        return j + 1

    def param(self, i: int) -> tuple[WordPart, int]:
        m = _FAST_PARAM.match(self.src, i)
        if m is None:
            raise _NotFast
        end = m.end()
        name = m.group(1) or m.group(2)
        if name is not None:
            return ParamExp(name, span=self.span(i, end)), end
        name = m.group(3)
        if name is None:  # $((EXPR))
            text = m.group(6)
            expr = parse_arith(text, self.span(i + 3, end - 2))
            return ArithSub(expr, self.span(i, end), text), end
        op = m.group(4)
        if op is None:
            return ParamExp(name, True, span=self.span(i, end)), end
        a, b = m.start(5), m.end(5)
        arg = Word((Lit(m.group(5), self.span(a, b)),) if a < b else (), self.span(a, b))
        pop: ParamOp = op  # type: ignore[assignment]
        return ParamExp(name, True, op=pop, arg=arg, span=self.span(i, end)), end


def _fast_line(script: str) -> Script | None:
    """:class:`_FastLine`'s tree of ``script`` (one line, after leading newlines, which eval
    adds to number its lines), or None when the parser must read it."""
    text = script.lstrip("\n") if script[:1] == "\n" else script
    newline = text[-1:] == "\n"
    if newline:
        text = text[:-1]
    if "\n" in text or "\r" in text:
        return None
    base = len(script) - len(text) - newline
    try:
        tree = _FastLine(text, base + 1).script(newline)
    except _NotFast:
        return None
    return tree


@lru_cache(maxsize=256)
def _parse_cached(script: str) -> Script:
    if len(script) < 200:
        plain = _plain_line(script) or _arith_line(script)
        if plain is not None:
            return plain
    fast = _fast_line(script)
    if fast is not None:
        return fast
    return Parser(script).parse_script()


def parse(script: str) -> Script:
    """Parse a whole script. Raises :class:`ParseError` with bash's diagnostics."""
    if len(script) > MAX_SIZE:
        raise ParseError(
            f"-c: line 1: script too large ({len(script)} bytes; limit {MAX_SIZE})",
            line=1,
            partial=Script(()),
        )
    limit = sys.getrecursionlimit()
    if limit < _RECURSION_LIMIT:
        sys.setrecursionlimit(_RECURSION_LIMIT)
    try:
        return _parse_cached(script)
    except RecursionError:
        raise ParseError(
            "-c: line 1: syntax error: nesting too deep", line=1, partial=Script(())
        ) from None
    finally:
        if limit < _RECURSION_LIMIT:
            sys.setrecursionlimit(limit)


__all__ += ["Parser", "parse_arith", "MODE_REGEX", "MODE_ASSIGN", "MODE_ARRAY", "MODE_HEREDOC"]
