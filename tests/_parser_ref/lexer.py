"""The word lexer: source text of one shell word -> :class:`Word` parts.

Words are lexed straight from the script source (absolute offsets, so spans are exact). The
lexer finds the end of a word itself; ``$(...)`` and ``<(...)`` bodies are parsed by calling
back into the command parser (``_parse_nested``), exactly like bash 5.2 does, so ``)`` inside
case patterns, quotes, comments and here-documents inside substitutions are handled.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from agentsh.syntax.arith import parse_arith
from agentsh.syntax.ast import (
    AnsiCQuoted,
    ArithDynamic,
    ArithExpr,
    ArithSub,
    BadSubstitution,
    BraceAlt,
    BraceRange,
    CommandSub,
    DoubleQuoted,
    Escaped,
    ExtGlob,
    Lit,
    ParamExp,
    ParamOp,
    ProcSub,
    Script,
    SingleQuoted,
    Span,
    Tilde,
    Word,
    WordPart,
)
from agentsh.syntax.errors import ParseError
from agentsh.syntax.escapes import ansi_c_bytes, from_bytes

__all__ = ["WordLexer", "decode_ansi_c", "MODE_WORD", "MODE_ASSIGN", "MODE_REGEX"]

# lexing modes
MODE_WORD = 0  # command words, patterns, for items, redirect targets
MODE_ASSIGN = 1  # assignment values: tilde after ':'; no brace expansion
MODE_REGEX = 2  # right side of =~: parens and | literal, ends at blank at depth 0
MODE_DQ = 3  # inside "..."
MODE_HEREDOC = 4  # here-document body / limit-bounded text with only $ ` \ special
MODE_PARAM = 5  # ${v:-ARG}: ends at unmatched '}'
MODE_PARAM_PAT = 6  # ${v/PAT/...}: ends at '/' or '}'
MODE_TEXT = 7  # limit-bounded text, quotes processed, blanks literal (arith, subscripts)
MODE_EXTGLOB = 8  # inside @( ... ): ends at '|' or ')'
MODE_ARRAY = 9  # array element inside a=( ... )

_NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SPECIAL_PARAMS = "@*#?-$!0"
#: a word that reads as an assignment (``NAME=``, ``NAME[SUB]=``, ``NAME+=``): tilde expansion
#: after its ``=``; a subscript of literal text only (one with an expansion, a quote or a blank
#: is a word's text like any other: ``echo a[$i]=1`` expands ``$i``, ``a[x y]=1`` is two words)
_ASSIGN_LIKE_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]$`'\"\\ \t\n]*\])?\+?=")
_TILDE_USER_RE = re.compile(r"[A-Za-z0-9_.\-+]*")
_RANGE_RE = re.compile(r"(-?[0-9]+|[A-Za-z])\.\.(-?[0-9]+|[A-Za-z])(?:\.\.(-?[0-9]+))?\Z")

_META = " \t\n;&|()<>"
# plain runs per mode (characters that never start anything special)
_PLAIN = {
    MODE_WORD: re.compile(r"[^ \t\n;&|()<>'\"\\$`{},?*+@!:~\r]+"),
    MODE_ASSIGN: re.compile(r"[^ \t\n;&|()<>'\"\\$`?*+@!:~\r]+"),
    MODE_ARRAY: re.compile(r"[^ \t\n;&|()<>'\"\\$`{},?*+@!:~\r]+"),
    MODE_REGEX: re.compile(r"[^ \t\n()|'\"\\$`\r]+"),
    MODE_DQ: re.compile(r"[^\"\\$`]+"),
    MODE_HEREDOC: re.compile(r"[^\\$`]+"),
    MODE_PARAM: re.compile(r"[^{}'\"\\$`?*+@!~]+"),
    MODE_PARAM_PAT: re.compile(r"[^{}/'\"\\$`?*+@!~]+"),
    MODE_TEXT: re.compile(r"[^'\"\\$`]+"),
    MODE_EXTGLOB: re.compile(r"[^|()'\"\\$`?*+@!]+"),
}


def decode_ansi_c(body: str) -> str:
    """Decode the inside of ``$'...'`` like bash (``\\xHH`` and octal escapes are raw bytes;
    the value ends at a NUL)."""
    if "\\" not in body:
        return body
    return from_bytes(ansi_c_bytes(body))


class _BMark:
    """Temporary brace-expansion marker inside a part list."""

    __slots__ = ("ch", "pos")

    def __init__(self, ch: str, pos: int) -> None:
        self.ch = ch
        self.pos = pos


_Part = WordPart | _BMark


class WordLexer:
    """Word lexing over ``self.src``; subclasses provide nested command parsing."""

    src: str
    n: int
    line0: int
    col0: int
    _line_starts: list[int]
    #: ``$((...))`` read, by the position of its ``$``: scanning for the end of an outer
    #: one reads the inner ones, then lexing its text reads them again, twice per nesting
    #: level (``$(( 1 + $(( 1 + ... )) ))`` 20 deep took seconds)
    _ariths: dict[int, tuple[ArithSub, int]]
    #: lexing a here-document's body (nonzero): its ``${...}`` words are not in double
    #: quotes, so bash's extquote does not decode ``$'...'`` there
    in_heredoc = 0

    def __init__(self, src: str, line0: int = 1, col0: int = 0) -> None:
        self._ariths = {}
        self.src = src
        self.n = len(src)
        self.line0 = line0
        self.col0 = col0
        starts = [0]
        find = src.find
        i = find("\n")
        while i >= 0:
            starts.append(i + 1)
            i = find("\n", i + 1)
        self._line_starts = starts

    # ---- positions --------------------------------------------------------------------------
    def lc(self, pos: int) -> tuple[int, int]:
        idx = bisect_right(self._line_starts, pos) - 1
        col = pos - self._line_starts[idx]
        if idx == 0:
            col += self.col0
        return self.line0 + idx, col

    def span(self, start: int, end: int) -> Span:
        starts = self._line_starts
        if len(starts) == 1:  # one line (most command lines)
            line = self.line0
            col0 = self.col0
            return Span(line, start + col0, line, end + col0)
        idx = bisect_right(starts, start) - 1
        ls = starts[idx]
        line = self.line0 + idx
        col0 = self.col0 if idx == 0 else 0
        if idx + 1 >= len(starts) or end < starts[idx + 1]:
            return Span(line, start - ls + col0, line, end - ls + col0)
        c, d = self.lc(end)
        return Span(line, start - ls + col0, c, d)

    def line_text(self, pos: int) -> str:
        idx = bisect_right(self._line_starts, pos) - 1
        s = self._line_starts[idx]
        e = self.src.find("\n", s)
        return self.src[s : e if e >= 0 else self.n]

    def eof_line(self) -> int:
        """The line bash reports for 'unexpected end of file'."""
        src = self.src
        lines = src.count("\n") + (0 if src.endswith("\n") else 1)
        return self.line0 + lines

    def error_matching(self, ch: str, start: int, at_eof: bool = False) -> ParseError:
        line = self.eof_line() if at_eof else self.lc(start)[0]
        msg = f"-c: line {line}: unexpected EOF while looking for matching `{ch}'"
        return ParseError(msg, line=line, col=self.lc(start)[1])

    # ---- hooks ----------------------------------------------------------------------------
    def _parse_nested(self, pos: int) -> tuple[Script, int]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _parse_text(self, text: str, line: int, col: int) -> Script:  # pragma: no cover
        raise NotImplementedError

    # ---- words ----------------------------------------------------------------------------
    def lex_word(self, pos: int, mode: int = MODE_WORD, limit: int = -1) -> tuple[Word, int]:
        parts, end = self._lex(pos, mode, limit if limit >= 0 else self.n)
        return Word(
            tuple(name_bad_substitutions(parts, self.src[pos:end])), self.span(pos, end)
        ), end

    def _lex(
        self, pos: int, mode: int, limit: int, dq_param: bool = False
    ) -> tuple[list[WordPart], int]:
        """Lex parts from ``pos`` until the mode's terminator; returns (parts, end)."""
        src = self.src
        parts: list[_Part] = []
        lit: list[str] = []
        lit_start = pos
        plain = _PLAIN[mode]
        i = pos
        word_start = pos
        brace_depth = 0
        paren_depth = 0
        has_marks = False
        tilde_colon = mode == MODE_ASSIGN
        if mode in (MODE_WORD, MODE_ARRAY) and _ASSIGN_LIKE_RE.match(src, pos):
            m = _ASSIGN_LIKE_RE.match(src, pos)
            assert m is not None
            tilde_colon = True
            lit.append(m.group())
            i = m.end()
            if i < limit and src[i] == "~":
                i = self._maybe_tilde(i, mode, limit, parts, lit, lit_start)
        quotes = mode not in (MODE_DQ, MODE_HEREDOC)

        def flush(at: int) -> None:
            nonlocal lit_start
            if lit:
                parts.append(Lit("".join(lit), self.span(lit_start, at)))
                lit.clear()
            lit_start = at

        while i < limit:
            m = plain.match(src, i, limit)
            if m is not None:
                if not lit:
                    lit_start = i
                lit.append(m.group())
                i = m.end()
                if i >= limit:
                    break
            c = src[i]
            # -- terminators
            if mode in (MODE_WORD, MODE_ASSIGN, MODE_ARRAY):
                if c in _META:
                    if c in "<>" and i + 1 < limit and src[i + 1] == "(":
                        flush(i)
                        part, i = self._lex_procsub(i)
                        parts.append(part)
                        lit_start = i
                        continue
                    break
            elif mode == MODE_REGEX:
                if c in " \t\n" and paren_depth == 0:
                    break
                if c == "(":
                    paren_depth += 1
                    if not lit:
                        lit_start = i
                    lit.append(c)
                    i += 1
                    continue
                if c == ")":
                    if paren_depth == 0:
                        break
                    paren_depth -= 1
                    if not lit:
                        lit_start = i
                    lit.append(c)
                    i += 1
                    continue
                if c in " \t\n|<>;&":
                    if not lit:
                        lit_start = i
                    lit.append(c)
                    i += 1
                    continue
            elif mode == MODE_DQ:
                if c == '"':
                    break
            elif mode in (MODE_PARAM, MODE_PARAM_PAT):
                if c == "}":
                    if brace_depth == 0:
                        break
                    brace_depth -= 1
                    lit.append(c)
                    i += 1
                    continue
                if c == "{":
                    brace_depth += 1
                    lit.append(c)
                    i += 1
                    continue
                if c == "/" and mode == MODE_PARAM_PAT and brace_depth == 0:
                    break
            elif mode == MODE_EXTGLOB:
                if c in "|)":
                    break
                if c == "(":
                    if not lit:
                        lit_start = i
                    lit.append(c)
                    i += 1
                    continue
            # -- quoting
            if c == "\\":
                if i + 1 >= limit:
                    if not lit:
                        lit_start = i
                    lit.append("\\")
                    i += 1
                    continue
                e = src[i + 1]
                if e == "\n":
                    i += 2
                    continue
                if mode == MODE_DQ or (dq_param and mode in (MODE_PARAM, MODE_PARAM_PAT)):
                    if e in '$`"\\' or (dq_param and e == "}"):
                        if dq_param:
                            flush(i)
                            parts.append(Escaped(e, self.span(i, i + 2)))
                            lit_start = i + 2
                        else:
                            if not lit:
                                lit_start = i
                            lit.append(e)
                    else:
                        if not lit:
                            lit_start = i
                        lit.append("\\")
                        lit.append(e)
                    i += 2
                    continue
                if mode == MODE_HEREDOC:
                    if not lit:
                        lit_start = i
                    if e in "$`\\":
                        lit.append(e)
                    else:
                        lit.append("\\" + e)
                    i += 2
                    continue
                flush(i)
                parts.append(Escaped(e, self.span(i, i + 2)))
                i += 2
                lit_start = i
                continue
            if c == "'" and quotes and not (dq_param and mode == MODE_PARAM):
                end = src.find("'", i + 1, limit)
                if end < 0:
                    raise self.error_matching("'", i)
                flush(i)
                parts.append(SingleQuoted(src[i + 1 : end], self.span(i, end + 1)))
                i = end + 1
                lit_start = i
                continue
            if c == '"' and quotes:
                flush(i)
                inner, end = self._lex(i + 1, MODE_DQ, limit)
                if end >= limit or src[end] != '"':
                    raise self.error_matching('"', i)
                inner = name_bad_substitutions(inner, src[i + 1 : end])
                parts.append(DoubleQuoted(tuple(inner), self.span(i, end + 1)))
                i = end + 1
                lit_start = i
                continue
            if c == "$":
                part, j = self._lex_dollar(i, mode, limit, dq_param, pos)
                if part is None:
                    if not lit:
                        lit_start = i
                    lit.append("$")
                    i += 1
                    continue
                flush(i)
                parts.append(part)
                i = j
                lit_start = i
                continue
            if c == "`":
                flush(i)
                part, i = self._lex_backquote(i, mode == MODE_DQ or dq_param, limit)
                parts.append(part)
                lit_start = i
                continue
            # -- unquoted specials
            if c in "?*+@!" and mode not in (MODE_DQ, MODE_HEREDOC, MODE_TEXT, MODE_REGEX):
                if i + 1 < limit and src[i + 1] == "(":
                    try:
                        part, end = self._lex_extglob(i, limit)
                    except ParseError:
                        # no ``)`` closes it (``${v#*(}``): the characters themselves, as
                        # bash reads them without extglob
                        pass
                    else:
                        flush(i)
                        parts.append(part)
                        i = lit_start = end
                        continue
                if not lit:
                    lit_start = i
                lit.append(c)
                i += 1
                continue
            if c == "~":
                if i == word_start and mode in (
                    MODE_WORD,
                    MODE_ASSIGN,
                    MODE_ARRAY,
                    MODE_PARAM,
                ):
                    i = self._maybe_tilde(i, mode, limit, parts, lit, lit_start)
                    lit_start = i if not lit else lit_start
                    continue
                if not lit:
                    lit_start = i
                lit.append(c)
                i += 1
                continue
            if c == ":":
                if not lit:
                    lit_start = i
                lit.append(c)
                i += 1
                if tilde_colon and i < limit and src[i] == "~":
                    flush(i)
                    i = self._maybe_tilde(i, mode, limit, parts, lit, lit_start)
                    lit_start = i if not lit else lit_start
                continue
            if c in "{},":
                if mode in (MODE_WORD, MODE_ARRAY):
                    if c == "{":
                        brace_depth += 1
                    elif c == "}":
                        if brace_depth == 0:
                            if not lit:
                                lit_start = i
                            lit.append(c)
                            i += 1
                            continue
                        brace_depth -= 1
                    elif brace_depth == 0:
                        if not lit:
                            lit_start = i
                        lit.append(c)
                        i += 1
                        continue
                    flush(i)
                    parts.append(_BMark(c, i))
                    has_marks = True
                    i += 1
                    lit_start = i
                    continue
            if not lit:
                lit_start = i
            lit.append(c)
            i += 1
        flush(i)
        if has_marks:
            return self._brace_expand(parts), i
        return _merge_lits(parts), i  # type: ignore[arg-type]

    def _maybe_tilde(
        self, i: int, mode: int, limit: int, parts: list[_Part], lit: list[str], lit_start: int
    ) -> int:
        """At a '~' that may start a tilde prefix: emit Tilde or leave it literal."""
        src = self.src
        m = _TILDE_USER_RE.match(src, i + 1, limit)
        assert m is not None
        j = m.end()
        ok = j >= limit or src[j] == "/"
        if not ok:
            c = src[j]
            if mode in (MODE_WORD, MODE_ARRAY):
                ok = c in _META or (c == ":" and bool(lit))
                if c in "<>" and j + 1 < limit and src[j + 1] == "(":
                    ok = False
            elif mode == MODE_ASSIGN:
                ok = c in _META or c == ":"
            elif mode == MODE_PARAM:
                ok = c == "}"
        if not ok:
            lit.append("~")
            return i + 1
        if lit:
            parts.append(Lit("".join(lit), self.span(lit_start, i)))
            lit.clear()
        parts.append(Tilde(src[i + 1 : j], self.span(i, j)))
        return j

    # ---- $ forms --------------------------------------------------------------------------
    def _in_quote_span(self, start: int, i: int) -> bool:
        """Whether an odd number of ``'`` stand between ``start`` and ``i`` outside nested
        expansions: bash's scan of a double-quoted ``${...}`` pairs them (a ``$'`` within
        such a span is not decoded)."""
        src = self.src
        depth = 0
        inside = False
        for j in range(start, i):
            ch = src[j]
            if ch == "'" and not depth:
                inside = not inside
            elif ch in "{(":
                depth += 1
            elif ch in "})" and depth:
                depth -= 1
        return inside

    def _lex_dollar(
        self, i: int, mode: int, limit: int, dq_param: bool, pos: int = -1
    ) -> tuple[WordPart | None, int]:
        src = self.src
        if i + 1 >= limit:
            return None, i + 1
        c = src[i + 1]
        in_dq = mode in (MODE_DQ, MODE_HEREDOC) or dq_param
        if c == "{":
            return self._lex_param(i, limit, in_dq)
        if c == "(":
            if i + 2 < limit and src[i + 2] == "(":
                done = self._ariths.get(i)
                if done is not None and done[1] <= limit:
                    return done
                r = self._try_arith(i + 3, limit)
                if r is not None:
                    text_end, end = r
                    expr = self._arith_expr(i + 3, text_end)
                    sub = ArithSub(expr, self.span(i, end), src[i + 3 : text_end]), end
                    self._ariths[i] = sub
                    return sub
                try:
                    body, end = self._parse_nested(i + 2)
                except ParseError:
                    # ``$((1)(2))``: not arithmetic, re-read as a command substitution
                    # whose syntax error bash reports when it runs (status 2)
                    deferred = self._deferred_comsub(i, limit)
                    if deferred is None:
                        raise self.error_matching(")", i) from None
                    return deferred
                return CommandSub(body, False, self.span(i, end)), end
            body, end = self._parse_nested(i + 2)
            return CommandSub(body, False, self.span(i, end)), end
        if c == "[":
            j = i + 2
            depth = 1
            while j < limit:
                ch = src[j]
                if ch == "[":
                    depth += 1
                elif ch == "]":
                    depth -= 1
                    if depth == 0:
                        break
                elif ch == "\\":
                    j += 1
                j += 1
            if j >= limit:
                raise self.error_matching("]", i)
            return (
                ArithSub(self._arith_expr(i + 2, j), self.span(i, j + 1), src[i + 2 : j]),
                j + 1,
            )
        # (``"${x:-$'\t'}"``: bash's extquote, on by default, decodes $'...' and $"..." in
        # a double-quoted ${...}'s words, though not in the double quotes themselves, nor
        # where a ' before it (a literal there) opened a span bash's scan skips)
        extquote = (
            dq_param
            and mode != MODE_DQ
            and mode != MODE_HEREDOC
            and not self.in_heredoc
            and c in "'\""
            and not self._in_quote_span(pos, i)
        )
        if c == "'" and (not in_dq or extquote):  # (in arithmetic its text keeps quotes)
            j = i + 2
            while j < limit:
                ch = src[j]
                if ch == "\\":
                    j += 2
                    continue
                if ch == "'":
                    break
                j += 1
            if j >= limit:
                raise self.error_matching("'", i + 1)
            return AnsiCQuoted(decode_ansi_c(src[i + 2 : j]), self.span(i, j + 1)), j + 1
        if c == '"' and (not in_dq or extquote):
            inner, end = self._lex(i + 2, MODE_DQ, limit)
            if end >= limit or src[end] != '"':
                raise self.error_matching('"', i + 1)
            inner = name_bad_substitutions(inner, src[i + 2 : end])
            return DoubleQuoted(tuple(inner), self.span(i, end + 1)), end + 1
        m = _NAME_RE.match(src, i + 1, limit)
        if m is not None:
            return ParamExp(m.group(), span=self.span(i, m.end())), m.end()
        if (c.isascii() and c.isdigit()) or c in _SPECIAL_PARAMS:
            return ParamExp(c, span=self.span(i, i + 2)), i + 2
        return None, i + 1

    def _arith_expr(self, start: int, end: int) -> ArithExpr:
        text = self.src[start:end]
        sp = self.span(start, end)
        if "$" in text or "`" in text or '"' in text or "'" in text or "\\" in text:
            parts, _ = self._lex(start, MODE_TEXT, end)
            return ArithDynamic(Word(tuple(parts), sp), text, sp)
        return parse_arith(text, sp)

    def _skip_quoted_etc(self, j: int, limit: int) -> int:
        """At a quote/expansion start char in a raw scan: return the index after it."""
        src = self.src
        c = src[j]
        if c == "\\":
            return j + 2
        if c == "'":
            e = src.find("'", j + 1, limit)
            if e < 0:
                raise self.error_matching("'", j)
            return e + 1
        if c == '"':
            _, e = self._lex(j + 1, MODE_DQ, limit)
            if e >= limit:
                raise self.error_matching('"', j)
            return e + 1
        if c == "`":
            _, e = self._lex_backquote(j, False, limit)
            return e
        if c == "$":
            _, e = self._lex_dollar(j, MODE_WORD, limit, False)
            return max(e, j + 1)
        return j + 1

    def _deferred_comsub(self, i: int, limit: int) -> tuple[CommandSub, int] | None:
        """The ``$((...)`` at ``i`` whose body does not parse, as a command substitution
        holding its syntax error (None when no ``)`` closes it)."""
        j = self._closing_paren(i + 2, limit)
        if j < 0:
            return None
        error = self._comsub_error(self.src[i + 2 : j])
        return CommandSub(Script(()), False, self.span(i, j + 1), error), j + 1

    def _comsub_error(self, text: str) -> str:
        """The syntax error bash reports when the command substitution of ``text`` runs."""
        try:
            self._parse_text(text, 1, 0)
            return "command substitution: syntax error"
        except ParseError as e:
            return "\n".join(
                "command substitution: " + ln[4:] if ln.startswith("-c: ") else ln for ln in e.lines
            )

    def _closing_paren(self, j: int, limit: int) -> int:
        """From inside one ``(`` at ``j``: where its ``)`` is (quotes and expansions
        skipped), or -1 before ``limit``."""
        src = self.src
        depth = 1
        while j < limit:
            c = src[j]
            if c in "\\'\"`$":
                j = self._skip_quoted_etc(j, limit)
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    return j
            j += 1
        return -1

    def _try_arith(self, j: int, limit: int) -> tuple[int, int] | None:
        """Scan ``((...))`` from after ``((``: (end of text, end after '))') or None.

        None means "not arithmetic" (bash re-reads it as nested subshells); running into the
        end of the text is bash's "unexpected EOF while looking for matching `)'"."""
        open_pos = j - 2
        k = self._closing_paren(j, limit)
        if k < 0:
            if limit == self.n:
                raise self.error_matching(")", open_pos)
            return None
        if k + 1 < limit and self.src[k + 1] == ")":
            return k, k + 2
        if k + 1 >= limit and limit == self.n:
            raise self.error_matching(")", open_pos)
        return None

    def _lex_param(self, i: int, limit: int, in_dq: bool) -> tuple[WordPart, int]:
        """``${...}`` starting at ``i`` (the '$')."""
        src = self.src
        j = i + 2
        if j >= limit:
            raise self.error_matching("}", i)

        def bad() -> tuple[WordPart, int]:
            _, e = self._lex(j, MODE_PARAM, limit)
            if e >= limit:
                raise self.error_matching("}", i)
            return BadSubstitution(src[i : e + 1], self.span(i, e + 1)), e + 1

        length = False
        indirect = False
        c = src[j]
        if c == "}":
            return bad()
        if c == "#":
            k = j + 1
            if k < limit and src[k] == "}":
                return ParamExp("#", braced=True, span=self.span(i, k + 1)), k + 1
            name, k2 = self._param_name(k, limit)
            if name is not None and k2 < limit and src[k2] in "}[":
                length = True
                j = k
            else:
                # ${#op...}: '#' itself is the parameter
                pass
        elif c == "!":
            k = j + 1
            if k < limit and src[k] == "}":
                return ParamExp("!", braced=True, span=self.span(i, k + 1)), k + 1
            m = _NAME_RE.match(src, k, limit)
            if m is not None:
                e = m.end()
                if e + 1 < limit and src[e] in "*@" and src[e + 1] == "}":
                    return (
                        ParamExp(
                            m.group(), braced=True, prefix_names=src[e], span=self.span(i, e + 2)
                        ),
                        e + 2,
                    )
                if src.startswith("[@]}", e) or src.startswith("[*]}", e):
                    idx = Word((Lit(src[e + 1], self.span(e + 1, e + 2)),), self.span(e + 1, e + 2))
                    return (
                        ParamExp(
                            m.group(), braced=True, index=idx, keys=True, span=self.span(i, e + 4)
                        ),
                        e + 4,
                    )
            name, _ = self._param_name(k, limit)
            if name is not None:
                indirect = True
                j = k
        name, k = self._param_name(j, limit)
        if name is None:
            return bad()
        index: Word | None = None
        if (
            k < limit
            and src[k] == "["
            and name[0] not in _SPECIAL_PARAMS
            and not (name.isascii() and name.isdigit())
        ):
            e = self._match_bracket(k, limit)
            if e < 0:
                return bad()
            parts, _ = self._lex(k + 1, MODE_TEXT, e)
            index = Word(tuple(parts), self.span(k + 1, e))
            k = e + 1
        if k >= limit:
            raise self.error_matching("}", i)
        c = src[k]
        if c == "}":
            return (
                ParamExp(
                    name, True, index, length=length, indirect=indirect, span=self.span(i, k + 1)
                ),
                k + 1,
            )
        if length:
            return bad()
        op: str
        two = src[k : k + 2]
        if two in (":-", ":=", ":?", ":+"):
            op = two
            k += 2
        elif c == ":":
            return self._lex_substring(i, k + 1, limit, name, index, indirect)
        elif c in "-=?+":
            op = c
            k += 1
        elif two in ("##", "%%", "//", "/#", "/%", "^^", ",,", "~~"):
            op = two
            k += 2
        elif c in "#%/^,~":
            op = c
            k += 1
        elif c == "@":
            if (
                k + 2 < limit + 1
                and k + 1 < limit
                and src[k + 1].isalpha()
                and src[k + 2 : k + 3] == "}"
            ):
                arg = Word((Lit(src[k + 1], self.span(k + 1, k + 2)),), self.span(k + 1, k + 2))
                return (
                    ParamExp(
                        name,
                        True,
                        index,
                        indirect=indirect,
                        op="@",
                        arg=arg,
                        span=self.span(i, k + 3),
                    ),
                    k + 3,
                )
            j = k
            return bad()
        else:
            j = k
            return bad()
        replacement: Word | None = None
        dq_param = in_dq and op in (":-", ":=", ":?", ":+", "-", "=", "?", "+")
        if op[0] == "/":
            if op == "//" and k < limit and src[k] == "/":
                # a pattern may start with ``/`` (``${v///}``: every ``/`` removed): bash
                # looks for the replacement's ``/`` after it
                parts, e = self._lex(k + 1, MODE_PARAM_PAT, limit, dq_param)
                parts = [Lit("/", self.span(k, k + 1)), *parts]
            else:
                parts, e = self._lex(k, MODE_PARAM_PAT, limit, dq_param)
            arg = Word(tuple(parts), self.span(k, e))
            if e < limit and src[e] == "/":
                rparts, e2 = self._lex(e + 1, MODE_PARAM, limit, dq_param)
                replacement = Word(tuple(rparts), self.span(e + 1, e2))
                e = e2
        else:
            parts, e = self._lex(k, MODE_PARAM, limit, dq_param)
            arg = Word(tuple(parts), self.span(k, e))
            if op in ("^", "^^", ",", ",,") and not parts:
                arg = None
        if e >= limit:
            raise self.error_matching("}", i)
        pop: ParamOp = op  # type: ignore[assignment]
        return (
            ParamExp(
                name,
                True,
                index,
                indirect=indirect,
                op=pop,
                arg=arg,
                replacement=replacement,
                span=self.span(i, e + 1),
            ),
            e + 1,
        )

    def _param_name(self, j: int, limit: int) -> tuple[str | None, int]:
        src = self.src
        if j >= limit:
            return None, j
        m = _NAME_RE.match(src, j, limit)
        if m is not None:
            return m.group(), m.end()
        c = src[j]
        if c.isascii() and c.isdigit():
            k = j
            while k < limit and (src[k].isascii() and src[k].isdigit()):
                k += 1
            return src[j:k], k
        if c in _SPECIAL_PARAMS:
            return c, j + 1
        return None, j

    def _match_bracket(self, k: int, limit: int) -> int:
        src = self.src
        depth = 0
        j = k
        while j < limit:
            c = src[j]
            if c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
                if depth == 0:
                    return j
            elif c in "\\'\"`$":
                j = self._skip_quoted_etc(j, limit)
                continue
            j += 1
        return -1

    def _lex_substring(
        self, i: int, k: int, limit: int, name: str, index: Word | None, indirect: bool
    ) -> tuple[WordPart, int]:
        src = self.src

        def scan(j: int, stop_colon: bool) -> int:
            depth = 0
            ques = 0
            while j < limit:
                c = src[j]
                if c in "\\'\"`$":
                    j = self._skip_quoted_etc(j, limit)
                    continue
                if c in "([{":
                    depth += 1
                elif c in ")]":
                    depth -= 1
                elif c == "}":
                    if depth == 0:
                        return j
                    depth -= 1
                elif c == "?":
                    ques += 1
                elif c == ":" and stop_colon and depth == 0:
                    if ques == 0:
                        return j
                    ques -= 1
                j += 1
            raise self.error_matching("}", i)

        e1 = scan(k, True)
        if e1 == k and not indirect and src[e1] == "}":
            # ``${x:}``: no offset at all (``${x: }`` has a blank one) is a bad substitution
            return BadSubstitution(src[i : e1 + 1], self.span(i, e1 + 1)), e1 + 1
        offset = self._arith_expr(k, e1)
        length_expr: ArithExpr | None = None
        end = e1
        if src[e1] == ":":
            end = scan(e1 + 1, False)
            length_expr = self._arith_expr(e1 + 1, end)
        return (
            ParamExp(
                name,
                True,
                index,
                indirect=indirect,
                op=":",
                offset=offset,
                length_expr=length_expr,
                span=self.span(i, end + 1),
            ),
            end + 1,
        )

    # ---- backquotes, process substitution, extglob ------------------------------------------
    def _lex_backquote(self, i: int, in_dq: bool, limit: int) -> tuple[WordPart, int]:
        src = self.src
        j = i + 1
        out: list[str] = []
        while j < limit:
            c = src[j]
            if c == "\\" and j + 1 < limit:
                e = src[j + 1]
                if e in "$`\\" or (in_dq and e == '"'):
                    out.append(e)
                else:
                    out.append(c + e)
                j += 2
                continue
            if c == "`":
                break
            out.append(c)
            j += 1
        if j >= limit:
            raise self.error_matching("`", i)
        line, col = self.lc(i + 1)
        text = "".join(out)
        try:
            body = self._parse_text(text, line, col)
        except ParseError:
            # bash parses backquotes when they run: report it then, relative to the body
            error = self._comsub_error(text)
            return CommandSub(Script(()), True, self.span(i, j + 1), error), j + 1
        return CommandSub(body, True, self.span(i, j + 1)), j + 1

    def _lex_procsub(self, i: int) -> tuple[WordPart, int]:
        body, end = self._parse_nested(i + 2)
        direction = "<" if self.src[i] == "<" else ">"
        return ProcSub(body, direction, self.span(i, end)), end

    def _lex_extglob(self, i: int, limit: int) -> tuple[WordPart, int]:
        src = self.src
        op = src[i]
        j = i + 2
        alts: list[tuple[WordPart, ...]] = []
        while True:
            parts, j = self._lex(j, MODE_EXTGLOB, limit)
            alts.append(tuple(parts))
            if j >= limit:
                raise self.error_matching(")", i + 1)
            if src[j] == "|":
                j += 1
                continue
            break  # ')'
        return ExtGlob(op, tuple(alts), self.span(i, j + 1)), j + 1  # type: ignore[arg-type]

    # ---- brace expansion ------------------------------------------------------------------
    def _brace_expand(self, parts: list[_Part]) -> list[WordPart]:
        out = _brace_seq(parts, 0, len(parts), self)
        return _merge_lits(out)


def _merge_lits(parts: list[WordPart]) -> list[WordPart]:
    if len(parts) < 2:
        return parts
    out: list[WordPart] = []
    for p in parts:
        if isinstance(p, Lit) and out:
            prev = out[-1]
            if isinstance(prev, Lit):
                out[-1] = Lit(
                    prev.text + p.text,
                    Span(prev.span.line, prev.span.col, p.span.end_line, p.span.end_col),
                )
                continue
        out.append(p)
    return out


def _mark_lit(m: _BMark, lx: WordLexer) -> Lit:
    return Lit(m.ch, lx.span(m.pos, m.pos + 1))


def _brace_seq(parts: list[_Part], start: int, end: int, lx: WordLexer) -> list[WordPart]:
    """Resolve brace markers in parts[start:end] into BraceAlt/BraceRange."""
    out: list[WordPart] = []
    i = start
    while i < end:
        p = parts[i]
        if not isinstance(p, _BMark):
            out.append(p)
            i += 1
            continue
        if p.ch != "{":
            out.append(_mark_lit(p, lx))
            i += 1
            continue
        # find matching '}' and top-level commas
        depth = 0
        commas: list[int] = []
        close = -1
        for j in range(i + 1, end):
            q = parts[j]
            if isinstance(q, _BMark):
                if q.ch == "{":
                    depth += 1
                elif q.ch == "}":
                    if depth == 0:
                        close = j
                        break
                    depth -= 1
                elif depth == 0:
                    commas.append(j)
        if close < 0:
            out.append(_mark_lit(p, lx))
            i += 1
            continue
        closing = parts[close]
        assert isinstance(closing, _BMark)
        sp = lx.span(p.pos, closing.pos + 1)
        if commas:
            alts: list[tuple[WordPart, ...]] = []
            prev = i + 1
            for c in [*commas, close]:
                alts.append(tuple(_merge_lits(_brace_seq(parts, prev, c, lx))))
                prev = c + 1
            out.append(BraceAlt(tuple(alts), sp))
            i = close + 1
            continue
        inner = parts[i + 1 : close]
        if all(isinstance(q, Lit) for q in inner):
            text = "".join(q.text for q in inner if isinstance(q, Lit))
            m = _RANGE_RE.match(text)
            if m is not None and _valid_range(m.group(1), m.group(2)):
                out.append(BraceRange(m.group(1), m.group(2), m.group(3), sp))
                i = close + 1
                continue
        # not an expansion: '{' literal, continue inside
        out.append(_mark_lit(p, lx))
        i += 1
    return out


def _valid_range(a: str, b: str) -> bool:
    a_num = a.lstrip("-").isascii() and a.lstrip("-").isdigit()
    b_num = b.lstrip("-").isascii() and b.lstrip("-").isdigit()
    return a_num == b_num


def name_bad_substitutions(parts: list[WordPart], word_text: str) -> list[WordPart]:
    """``parts`` with each :class:`BadSubstitution` among them (not nested deeper) told the
    text of the word it is part of, which bash's message shows."""
    if not any(p.__class__ is BadSubstitution for p in parts):
        return parts
    out = list(parts)
    for k, p in enumerate(out):
        if isinstance(p, BadSubstitution) and not p.word_text:
            out[k] = BadSubstitution(p.text, p.span, word_text)
    return out
