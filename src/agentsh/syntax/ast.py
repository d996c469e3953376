"""agentsh's own syntax tree: frozen, slotted dataclasses with a source span on every node.

This module owns the *shape* of a parsed script. The parser (``agentsh.syntax.parser``) is the
only producer; the planner and the evaluators are consumers. Node families are unions
(``Command``, ``WordPart``, ``ArithExpr``, ``CondExpr``) handled with ``match`` + ``assert_never``.
Sequences are tuples. Every node serialises to plain JSON with :func:`to_json`. The decorator is
``agentsh._dataclass.dataclass`` (same semantics as the stdlib's, much cheaper to import).

Decision: arithmetic and ``[[ ]]`` are typed trees built at parse time. Arithmetic whose text
contains ``$`` or backquotes is kept as :class:`ArithDynamic` (bash substitutes those textually
*before* parsing the expression, so ``x='1+2'; $(( $x * 3 ))`` is 7); it is parsed after expansion.
Arithmetic syntax errors are run-time errors in bash, so they become :class:`ArithSyntaxError`
nodes rather than parse failures.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar

from agentsh._dataclass import dataclass, field, fields, is_dataclass

# ---------------------------------------------------------------------------------------------
# Source positions


@dataclass(frozen=True, slots=True)
class Span:
    """Where a node came from: 1-based lines, 0-based columns (byte offsets in the line)."""

    line: int
    col: int
    end_line: int
    end_col: int


NO_SPAN = Span(0, 0, 0, 0)

# ---------------------------------------------------------------------------------------------
# Words


@dataclass(frozen=True, slots=True)
class Lit:
    """Unquoted literal text: subject to brace expansion (already split out), globbing."""

    text: str
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class Escaped:
    """A backslash-escaped character outside quotes (``\\*``): literal, never globbed."""

    text: str
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class SingleQuoted:
    """``'text'``: literal."""

    text: str
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class AnsiCQuoted:
    """``$'text'``: ``value`` is the decoded string (escapes already processed)."""

    value: str
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class DoubleQuoted:
    """``"..."`` (also ``$"..."``): parts expand, but no splitting or globbing."""

    parts: tuple[WordPart, ...]
    span: Span = NO_SPAN
    #: the expander's cache for this node (opaque here; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


ParamOp = Literal[
    # defaults and alternatives
    ":-", "-", ":=", "=", ":?", "?", ":+", "+",
    # pattern removal
    "#", "##", "%", "%%",
    # substitution
    "/", "//", "/#", "/%",
    # case modification
    "^", "^^", ",", ",,",
    # substring ${v:off:len}
    ":",
    # transformation ${v@Q}
    "@",
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class ParamExp:
    """``$name``, ``${name}`` and every ``${...}`` form.

    ``name`` is a variable name, a positional number (``"1"``, ``"10"``) or a special parameter
    (``@ * # ? - $ ! 0 _``). ``index`` is the array subscript (``a[3]``, ``a[@]``, ``a[*]``,
    ``m[key]``) kept as a word (arithmetic for indexed arrays, a string for associative ones).
    ``length`` is ``${#v}``; ``indirect`` is ``${!v}``; ``prefix_names`` is ``${!pre*}`` /
    ``${!pre@}`` (holding ``"*"`` or ``"@"``); ``keys`` is ``${!arr[@]}``.
    For ``op == ":"`` (substring), ``offset``/``length_expr`` are arithmetic; for ``"/"`` family,
    ``arg`` is the pattern and ``replacement`` the replacement (None when omitted); for ``"@"``,
    ``arg`` holds the operator letter as a Lit.
    """

    name: str
    braced: bool = False
    index: Word | None = None
    length: bool = False
    indirect: bool = False
    prefix_names: str | None = None
    keys: bool = False
    op: ParamOp | None = None
    arg: Word | None = None
    replacement: Word | None = None
    offset: ArithExpr | None = None
    length_expr: ArithExpr | None = None
    span: Span = NO_SPAN
    #: the expander's cache for this node (opaque here; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class BadSubstitution:
    """A ``${...}`` that bash rejects at expansion time with ``bad substitution``.

    ``word_text`` is what bash names in the message: the source text of the whole word (of
    the double-quoted string, of the here-document body) the substitution is part of."""

    text: str
    span: Span = NO_SPAN
    word_text: str = ""
    #: dash's ``Bad substitution`` (the /bin/sh personality): it ends the shell, status 2
    dash: bool = False


@dataclass(frozen=True, slots=True)
class CommandSub:
    """``$(...)`` or backquotes."""

    body: Script
    backquote: bool = False
    span: Span = NO_SPAN
    #: Backquote bodies are parsed by bash only when the substitution runs: a syntax error in
    #: one is a run-time error. Then ``body`` is empty and ``error`` holds bash's diagnostic
    #: lines (joined by newlines, without the ``bash: `` prefix), e.g.
    #: ``command substitution: line 1: syntax error near unexpected token `)'``.
    error: str | None = None
    #: the executor's cache (what the body is; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class ArithSub:
    """``$((...))``."""

    expr: ArithExpr
    span: Span = NO_SPAN
    #: the source between the parentheses (for error messages)
    text: str | None = field(default=None, repr=False, compare=False)
    #: the evaluator's cache (the compiled expression; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class ProcSub:
    """``<(...)`` (direction ``"<"``) or ``>(...)``: expands to a ``/dev/fd/N`` path."""

    body: Script
    direction: Literal["<", ">"]
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class Tilde:
    """``~`` or ``~user`` at the start of a word (or after ``=``/``:`` in assignments)."""

    user: str = ""
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class BraceAlt:
    """Brace expansion ``{a,b,c}``: one word-fragment per alternative (each may nest)."""

    alternatives: tuple[tuple[WordPart, ...], ...]
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class BraceRange:
    """Brace expansion ``{1..10..2}`` / ``{a..e}``: endpoints kept as text (zero padding)."""

    start: str
    end: str
    step: str | None = None
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ExtGlob:
    """An extglob group ``?(a|b)`` ``*(..)`` ``+(..)`` ``@(..)`` ``!(..)`` (unquoted)."""

    op: Literal["?", "*", "+", "@", "!"]
    alternatives: tuple[tuple[WordPart, ...], ...]
    span: Span = NO_SPAN


WordPart = (
    Lit
    | Escaped
    | SingleQuoted
    | AnsiCQuoted
    | DoubleQuoted
    | ParamExp
    | BadSubstitution
    | CommandSub
    | ArithSub
    | ProcSub
    | Tilde
    | BraceAlt
    | BraceRange
    | ExtGlob
)


@dataclass(frozen=True, slots=True)
class Word:
    """One shell word: a concatenation of parts."""

    parts: tuple[WordPart, ...]
    span: Span = NO_SPAN
    #: the expander's cache for this word (opaque here; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


# ---------------------------------------------------------------------------------------------
# Arithmetic


@dataclass(frozen=True, slots=True)
class ArithNum:
    """An integer literal, already converted (``0x1F``, ``017``, ``2#1010``)."""

    value: int
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithVar:
    """A variable reference (also an assignable lvalue), optionally subscripted."""

    name: str
    index: ArithExpr | None = None
    #: For associative arrays the subscript is a string, not arithmetic: keep its raw text.
    index_text: str | None = None
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithUnary:
    """``-x`` ``+x`` ``!x`` ``~x``."""

    op: Literal["-", "+", "!", "~"]
    operand: ArithExpr
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithIncDec:
    """``++x`` ``--x`` ``x++`` ``x--``."""

    op: Literal["++", "--"]
    prefix: bool
    target: ArithVar
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithBinary:
    """Binary operators: ``** * / % + - << >> < <= > >= == != & ^ | && ||``."""

    op: str
    left: ArithExpr
    right: ArithExpr
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithAssign:
    """``= *= /= %= += -= <<= >>= &= ^= |=``."""

    op: str
    target: ArithVar
    value: ArithExpr
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithTernary:
    """``c ? a : b``."""

    cond: ArithExpr
    then: ArithExpr
    otherwise: ArithExpr
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithComma:
    """``a, b, c``: evaluates all, yields the last."""

    exprs: tuple[ArithExpr, ...]
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithDynamic:
    """Arithmetic text containing expansions: expanded first, then parsed and evaluated."""

    word: Word
    text: str
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArithSyntaxError:
    """Arithmetic that does not parse; bash reports it when (and only if) it is evaluated.
    ``before``: the whole expression that parsed before a stray token after it (``a=1 b``),
    which bash has evaluated (it evaluates while parsing) when it meets the token."""

    text: str
    message: str
    token: str
    span: Span = NO_SPAN
    before: ArithExpr | None = None


@dataclass(frozen=True, slots=True)
class ArithEmpty:
    """An empty expression (``$(( ))`` is 0; ``for ((;;))`` parts may be empty)."""

    span: Span = NO_SPAN


ArithExpr = (
    ArithNum
    | ArithVar
    | ArithUnary
    | ArithIncDec
    | ArithBinary
    | ArithAssign
    | ArithTernary
    | ArithComma
    | ArithDynamic
    | ArithSyntaxError
    | ArithEmpty
)

# ---------------------------------------------------------------------------------------------
# [[ conditional expressions ]]


@dataclass(frozen=True, slots=True)
class CondWord:
    """A lone word: true when it expands to a non-empty string."""

    word: Word
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class CondUnary:
    """``-f file``, ``-z str``, ``-v name`` ..."""

    op: str
    operand: Word
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class CondBinary:
    """``a == pat``, ``a =~ re``, ``a -eq b``, ``f1 -nt f2``, ``a < b`` ..."""

    op: str
    left: Word
    right: Word
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class CondNot:
    operand: CondExpr
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class CondAnd:
    left: CondExpr
    right: CondExpr
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class CondOr:
    left: CondExpr
    right: CondExpr
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class CondGroup:
    """``( expr )``: kept so that ``declare -f`` and ``set -x`` show it as written."""

    inner: CondExpr
    span: Span = NO_SPAN


CondExpr = CondWord | CondUnary | CondBinary | CondNot | CondAnd | CondOr | CondGroup

# ---------------------------------------------------------------------------------------------
# Redirections and assignments


@dataclass(frozen=True, slots=True)
class HereDoc:
    """A here-document body. ``quoted`` delimiters (``<<'EOF'``) mean no expansion at all."""

    delimiter: str
    body: Word  #: literal text in Lit parts when quoted; expansions otherwise
    quoted: bool
    strip_tabs: bool
    span: Span = NO_SPAN
    #: Set when the body ran to end of file without the delimiter line: bash's warning text
    #: without the ``bash: `` prefix (``line N: warning: here-document at line M delimited by
    #: end-of-file (wanted `EOF')``), printed when the command line containing it is parsed.
    warning: str | None = None


RedirOp = Literal[">", ">>", ">|", "<", "<>", ">&", "<&", "&>", "&>>", "<<<", "<<", "<<-"]


@dataclass(frozen=True, slots=True)
class Redir:
    """One redirection. ``fd`` is the explicit descriptor (None: the operator's default);
    ``fd_var`` is the ``{var}>file`` form. ``target`` is a word (file, fd number or ``-``),
    or a HereDoc for ``<<``/``<<-``."""

    op: RedirOp
    target: Word | HereDoc
    fd: int | None = None
    fd_var: str | None = None
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class ArrayElem:
    """One element of ``a=(x [k]=v)``; ``key`` is None for positional elements."""

    value: Word
    key: Word | None = None
    append: bool = False  #: ``[k]+=v``
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class Assign:
    """``name=value``, ``name+=value``, ``name[idx]=value``, ``name=(...)``."""

    name: str
    value: Word | None  #: None for array assignments and for ``declare name``
    append: bool = False
    index: Word | None = None
    array: tuple[ArrayElem, ...] | None = None
    span: Span = NO_SPAN


_T = TypeVar("_T")

#: The characters that make unquoted text a glob pattern.
GLOB_CHARS = frozenset("*?[")


def static_text(word: Word) -> str | None:
    """The one field ``word`` expands to when it is known without running anything: quoted
    text and unquoted literal text without glob characters, or whose ``[`` has no ``]``
    after it (no expansion, splitting or globbing applies); else None."""
    if not word.parts:
        return None
    out: list[str] = []
    for p in word.parts:
        if type(p) is Lit:
            t = p.text
            if not GLOB_CHARS.isdisjoint(t) and (
                len(word.parts) != 1 or "*" in t or "?" in t or "]" in t[t.index("[") :]
            ):
                return None  # (a ``[`` with no ``]`` after it in its word is no pattern: ``[``)
            out.append(t)
        elif type(p) is SingleQuoted or type(p) is Escaped:
            out.append(p.text)
        elif type(p) is AnsiCQuoted:
            out.append(p.value)
        elif type(p) is DoubleQuoted:
            for q in p.parts:
                if type(q) is Lit or type(q) is Escaped or type(q) is SingleQuoted:
                    out.append(q.text)
                else:
                    return None
        else:
            return None
    return "".join(out)


def literal_fields(words: tuple[Word, ...]) -> tuple[str, ...] | None:
    """The expansion of ``words`` when every word has a :func:`static_text` (one field each);
    else None (also for no words)."""
    if not words:
        return None
    out: list[str] = []
    for w in words:
        parts = w.parts
        if len(parts) == 1 and type(p := parts[0]) is Lit:
            t = p.text  # (static_text's answer for most words, without the call)
            if "*" not in t and "?" not in t and "[" not in t:  # (no GLOB_CHARS)
                out.append(t)
                continue
        text = static_text(w)
        if text is None:
            return None
        out.append(text)
    return tuple(out)


def memo(node: Any, name: str, value: _T) -> _T:
    """Store ``value`` in the cache field ``name`` of the frozen ``node`` and return it. The
    cache fields (``init=False``, not compared, not serialised, not pickled) hold what the
    executor and the evaluators derive from a node once, like its compiled form: filling one
    does not change the node."""
    object.__setattr__(node, name, value)
    return value


# ---------------------------------------------------------------------------------------------
# Commands


@dataclass(frozen=True, slots=True)
class SimpleCommand:
    """``a=1 b=2 cmd arg... >redir``. ``words`` may be empty (assignment-only or redirect-only).

    ``decl_args`` is set for declaration builtins (declare/typeset/local/export/readonly) when an
    argument is an assignment: maps the index in ``words`` to the parsed :class:`Assign` (such
    arguments are not word-split, and may carry array values).
    """

    assigns: tuple[Assign, ...]
    words: tuple[Word, ...]
    redirs: tuple[Redir, ...]
    decl_args: tuple[tuple[int, Assign], ...] = ()
    span: Span = NO_SPAN
    #: derived (not compared, not serialised): the fields of ``words`` when each word is one
    #: piece of text that expands to itself, so that the executor can skip expansion
    lits: tuple[str, ...] | None = field(default=None, init=False, compare=False, repr=False)
    #: the executor's caches for this node (opaque here; not compared, not serialised)
    assign_plan: Any = field(default=None, init=False, compare=False, repr=False)
    decl_plan: Any = field(default=None, init=False, compare=False, repr=False)
    prefix_plan: Any = field(default=None, init=False, compare=False, repr=False)
    #: the executor's compiled form of the whole command (None: not decided yet; False:
    #: none), which the statement loop runs instead of dispatching on the node
    run: Any = field(default=None, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "lits", literal_fields(self.words))


@dataclass(frozen=True, slots=True)
class Pipeline:
    """``a | b |& c``; ``stderr_too[i]`` says whether the pipe after ``cmds[i]`` was ``|&``."""

    cmds: tuple[Command, ...]
    negated: bool = False
    stderr_too: tuple[bool, ...] = ()
    timed: bool = False
    span: Span = NO_SPAN
    #: ``time -p``: POSIX output format
    posix_time: bool = False


@dataclass(frozen=True, slots=True)
class AndOr:
    """``first && x || y``: equal precedence, left-associative."""

    first: Command
    rest: tuple[tuple[Literal["&&", "||"], Command], ...]
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class Statement:
    """A command in a list, with its terminator: ``background`` for ``&``."""

    cmd: Command
    background: bool = False
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class Script:
    """A list of statements (a whole script, a body, a substitution)."""

    body: tuple[Statement, ...]
    span: Span = NO_SPAN
    #: derived (not compared, not serialised): the statements' commands when none runs in the
    #: background (what the executor's loop runs), else None
    cmds: tuple[Command, ...] | None = field(default=None, init=False, compare=False, repr=False)
    #: derived: the command of a script that is one foreground compound command (``if ((
    #: x ))``, a loop's body that is an ``if``), which the executor runs without its
    #: statement loop (that loop runs simple commands inline); else None
    lone: Command | None = field(default=None, init=False, compare=False, repr=False)
    #: derived: the command of a script that is one foreground simple command (a loop's
    #: or an ``if``'s condition), else None
    simple: SimpleCommand | None = field(default=None, init=False, compare=False, repr=False)
    #: derived: the runs so far (an int) until the executor compiles the list, then its
    #: compiled form (:mod:`agentsh.exec.blocks`)
    block: Any = field(default=0, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        body = self.body
        if len(body) == 1:  # (the usual script, body, condition: no generators)
            st = body[0]
            if not st.background:
                cmd = st.cmd
                object.__setattr__(self, "cmds", (cmd,))
                object.__setattr__(
                    self, "simple" if cmd.__class__ is SimpleCommand else "lone", cmd
                )
            return
        if not any(st.background for st in body):
            cmds = tuple(st.cmd for st in body)
            object.__setattr__(self, "cmds", cmds)
            if len(cmds) == 1:
                object.__setattr__(
                    self, "simple" if cmds[0].__class__ is SimpleCommand else "lone", cmds[0]
                )


@dataclass(frozen=True, slots=True)
class BraceGroup:
    body: Script
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class Subshell:
    body: Script
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class IfClause:
    cond: Script
    body: Script
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class If:
    clauses: tuple[IfClause, ...]  #: if + elifs
    else_body: Script | None = None
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class While:
    cond: Script
    body: Script
    until: bool = False
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class For:
    """``for v in items; do ...; done``; ``items`` None means ``"$@"``."""

    var: str
    items: tuple[Word, ...] | None
    body: Script
    span: Span = NO_SPAN
    #: the executor's cache (opaque here): whether ``var`` is a name, and the items when
    #: each is literal text (``for j in 1 2``)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class ArithFor:
    init: ArithExpr
    cond: ArithExpr
    step: ArithExpr
    body: Script
    span: Span = NO_SPAN
    #: the source of init, cond and step (``set -x`` and ``$BASH_COMMAND`` show it)
    texts: tuple[str, str, str] = field(default=("", "", ""), repr=False, compare=False)
    #: the executor's cache for this node (opaque here; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Select:
    var: str
    items: tuple[Word, ...] | None
    body: Script
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class CaseItem:
    patterns: tuple[Word, ...]
    body: Script
    terminator: Literal[";;", ";&", ";;&"] = ";;"
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class Case:
    word: Word
    items: tuple[CaseItem, ...]
    span: Span = NO_SPAN
    #: the executor's cache (the items' matchers; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class FunctionDef:
    name: str
    body: Command
    span: Span = NO_SPAN
    #: the executor's cache (a body ending in ``return``: see ``Shell._call_function_raw``)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class ArithCommand:
    """``(( expr ))``: status 0 when the value is non-zero."""

    expr: ArithExpr
    span: Span = NO_SPAN
    #: the source between the parentheses (for error messages)
    text: str | None = field(default=None, repr=False, compare=False)
    #: the evaluator's cache (the compiled expression; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class CondCommand:
    """``[[ expr ]]``."""

    expr: CondExpr
    span: Span = NO_SPAN
    #: the evaluator's cache (the compiled expression; not compared, not serialised)
    cache: Any = field(default=None, init=False, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Coproc:
    name: str
    body: Command
    span: Span = NO_SPAN


@dataclass(frozen=True, slots=True)
class Redirected:
    """A compound command with redirections: ``{ ...; } > f``, ``while ...; done < f``."""

    cmd: Command
    redirs: tuple[Redir, ...]
    span: Span = NO_SPAN


Command = (
    SimpleCommand
    | Pipeline
    | AndOr
    | BraceGroup
    | Subshell
    | If
    | While
    | For
    | ArithFor
    | Select
    | Case
    | FunctionDef
    | ArithCommand
    | CondCommand
    | Coproc
    | Redirected
)

Node = (
    Word
    | WordPart
    | ArithExpr
    | CondExpr
    | Command
    | Statement
    | Script
    | Redir
    | HereDoc
    | Assign
    | ArrayElem
    | IfClause
    | CaseItem
)


def to_json(node: Any) -> Any:
    """Serialise a node (or tuple/None/str/int) to plain JSON-compatible data."""
    if is_dataclass(node) and not isinstance(node, type):
        out: dict[str, Any] = {"type": type(node).__name__}
        for f in fields(node):
            if not f.init:
                continue  # derived data and caches (SimpleCommand.lits)
            value = getattr(node, f.name)
            if f.name == "span":
                if isinstance(value, Span) and value != NO_SPAN:
                    out["span"] = [value.line, value.col, value.end_line, value.end_col]
                continue
            if value is None or value == () or value is False:
                continue
            out[f.name] = to_json(value)
        return out
    if isinstance(node, tuple | list):
        return [to_json(x) for x in node]  # pyright: ignore[reportUnknownVariableType]
    return node
