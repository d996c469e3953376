"""Word expansion, in bash's order: brace, tilde, parameter/command/arithmetic substitution,
field splitting by IFS, pathname expansion, quote removal.

The expander knows nothing of the executor: it receives a :class:`WordEnv` (variables, options,
and callbacks for command substitution, arithmetic, process substitution and globbing).

Decision: an expanded word is built as a list of *fields*, each a list of ``(text, active)``
pieces where ``active`` marks unquoted text whose glob characters are live. Splitting happens
as soon as an unquoted expansion result is appended, so literal text is never split.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Protocol

from agentsh.eval import pattern as pat
from agentsh.eval.arith import (
    INTMAX_MAX,
    ArithError,
    PureFn,
    known_int,
    plain_decimal,
    pure_text_fn,
    quotes_kept,
    sub_value,
    to_int_string,
)
from agentsh.eval.arith import evaluate as _arith_evaluate
from agentsh.runtime.variables import (
    Var,
    Variables,
    assoc_keys,
    is_name,
    next_index,
    store_element,
)
from agentsh.runtime.variables import (
    peek_raw as _peek_raw,
)
from agentsh.syntax.ast import (
    GLOB_CHARS,
    AnsiCQuoted,
    ArithEmpty,
    ArithNum,
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
    ProcSub,
    SingleQuoted,
    Tilde,
    Word,
    WordPart,
    memo,
    static_text,
)

_BLANK_RUNS = re.compile("[ \t\n]+")  #: what default IFS splitting separates on
#: Parameters the shell computes (``WordEnv.special``) rather than stores, and ``$@``/``$*``.
SPECIAL_NAMES = frozenset(
    "? # $ ! - 0 @ * _ LINENO RANDOM SRANDOM SECONDS EPOCHSECONDS EPOCHREALTIME BASHPID BASH_SUBSHELL"
    " FUNCNAME PIPESTATUS BASH_VERSINFO GROUPS SHELLOPTS BASHOPTS BASH_COMMAND BASH_ARGV0".split()
)
#: Arrays whose value the shell computes on demand (``${FUNCNAME[@]}``, ``${PIPESTATUS[0]}``).
DYNAMIC_ARRAYS = frozenset(
    "FUNCNAME PIPESTATUS BASH_LINENO BASH_SOURCE DIRSTACK GROUPS BASH_ARGC BASH_ALIASES"
    " BASH_CMDS".split()
)
#: The computed variables that bash lists among the set ones (``${!B@}``, ``compgen -v``)
#: whenever they have a value (FUNCNAME in a function, PIPESTATUS after a command).
_LISTED_COMPUTED = (
    "BASHOPTS BASHPID BASH_ALIASES BASH_ARGC BASH_ARGV0 BASH_CMDS BASH_COMMAND BASH_LINENO "
    "BASH_SOURCE "
    "BASH_SUBSHELL DIRSTACK EPOCHREALTIME "
    "EPOCHSECONDS "
    "FUNCNAME GROUPS LINENO PIPESTATUS RANDOM SECONDS SHELLOPTS SRANDOM _"
).split()
_ALWAYS_LISTED = frozenset(
    "BASH_ALIASES BASH_ARGC BASH_CMDS BASH_LINENO BASH_SOURCE DIRSTACK GROUPS RANDOM SRANDOM".split()
)


def all_names(env: WordEnv) -> list[str]:
    """The names of the set variables, stored or computed, sorted as bash lists them."""
    names = {n for n in env.vars.names() if _var_set(env.vars.lookup(n))}
    for n in _LISTED_COMPUTED:
        # (RANDOM is not read: reading it would use up a number)
        if n in _ALWAYS_LISTED or env.special(n) is not None:
            names.add(n)
    return sorted(names)


_DEFAULT_OPS = frozenset((":-", "-", ":=", "=", ":?", "?", ":+", "+"))
_TRIM_OPS = frozenset(("#", "##", "%", "%%"))
_CASE_OPS = frozenset(("^", "^^", ",", ",,", "~", "~~"))
_REPLACE_MODE = {"/": "first", "//": "all", "/#": "prefix", "/%": "suffix"}

#: A specialised expansion of one ParamExp over a set scalar's value (None: not handled, use
#: the general path). Built once per node by :func:`_scalar_op`.
ScalarOp = Callable[["Expander", str], "str | None"]
#: How to read one element without the general path (:func:`_element_plan`): the operator,
#: the literal subscript, its value as an indexed array's subscript, the name holding the key,
#: and for a literal that is arithmetic (``${a[i % 5]}``), its pure evaluation (see
#: :func:`agentsh.eval.arith.pure_text_fn`).
ElementPlan = tuple[
    ScalarOp, "str | None", "int | None", "str | None", "Callable[[Any], int | None] | None"
]
#: ParamExp.cache: (its scalar operator or None, N for a plain ``$N``/``${N}`` else 0, its
#: element plan or None)


def _lit_arg(w: Word | None) -> str | None:
    """The text of a word that is one plain literal (``None`` for anything else)."""
    if w is None:
        return ""
    if len(w.parts) == 1 and type(w.parts[0]) is Lit:
        return w.parts[0].text
    return None


def positional_index(p: ParamExp) -> int:
    """N for a plain ``$N`` / ``${N}`` (N >= 1), else 0."""
    name = p.name
    if (
        name.isascii()
        and name.isdigit()
        and name[0] != "0"
        and p.op is None
        and p.index is None
        and not (p.length or p.indirect or p.keys or p.prefix_names is not None)
    ):
        return int(name)
    return 0


def _scalar_op(p: ParamExp) -> ScalarOp | None:
    """Specialise the common shapes: ``$v``, ``${#v}``, ``${v#pat}`` and friends, ``${v/p/r}``,
    ``${v^^}``, ``${v:off:len}``, ``${v:-w}`` of a plain variable name with literal words."""
    if p.index is not None:
        return None
    return _value_op(p)


def _element_plan(p: ParamExp) -> ElementPlan | None:
    """``${a[3]}``, ``${m[key]}``, ``${m[$k]}`` (and the operators of :func:`_scalar_op` on
    them): the element's operator, the literal subscript (its int for an indexed array, or
    None) or the name of the plain variable that holds it. A literal that is arithmetic
    (``i % 5``) gets its pure evaluation (:func:`pure_text_fn`): when that cannot tell without
    an effect it has done nothing, and the general path evaluates the subscript, once."""
    index = p.index
    if index is None or len(index.parts) != 1 or p.name in DYNAMIC_ARRAYS:
        return None
    op = _value_op(p)
    if op is None:
        return None
    q = index.parts[0]
    if type(q) is Lit:
        if q.text in ("@", "*") or not q.text.strip():
            return None
        n = plain_decimal(q.text)
        if n is not None:
            return op, q.text, n, None, None

        def patch(fn: PureFn | None) -> None:  # the warmed-up function replaces the first
            hit = p.cache
            if hit is not None and hit[2] is not None:
                memo(p, "cache", (hit[0], hit[1], (*hit[2][:4], fn)))

        return op, q.text, None, None, pure_text_fn(q.text, patch)
    if type(q) is ParamExp and plain_param(q):
        return op, None, None, q.name, None  # ``$k``
    return None


def plain_param(q: object, *, length: bool = False) -> bool:
    """Whether ``q`` is a ``$k`` / ``${k}`` of a plain variable name (no operator, no
    subscript): its expansion only reads the variable. With ``length``, ``${#k}`` too."""
    return (
        type(q) is ParamExp
        and q.op is None
        and q.index is None
        and (length or not q.length)
        and _scalar_op(q) is not None
    )


def _value_op(p: ParamExp) -> ScalarOp | None:
    """:func:`_scalar_op`, whatever the subscript."""
    name = p.name
    if (
        p.indirect
        or p.keys
        or p.prefix_names is not None
        or name in SPECIAL_NAMES
        or not is_name(name)
    ):
        return None
    op = p.op
    if p.length:
        return (lambda ex, v: str(len(v))) if op is None else None
    if op is None:
        return lambda ex, v: v
    if op in _TRIM_OPS:
        pattern = _lit_arg(p.arg)
        if pattern is None:
            return None
        longest = len(op) == 2
        prefix = op[0] == "#"
        trim = pat.remove_prefix if prefix else pat.remove_suffix
        shape = pat.star_literal(pattern, True)  # (a shape with extglob is one without too)
        if shape is not None and shape[0] == prefix:
            # ``${v#* }``, ``${v%% *}``: one find/rfind, whatever the options
            lit = shape[1]
            n = len(lit)
            find = str.rfind if longest == prefix else str.find

            def cut_op(ex: Expander, v: str) -> str:
                i = find(v, lit)
                if i < 0:
                    return v
                return v[i + n :] if prefix else v[:i]

            return cut_op

        def trim_op(ex: Expander, v: str) -> str:
            return trim(v, pattern, longest, extglob=ex.env.option("extglob"))

        return trim_op
    if op in _REPLACE_MODE:
        pattern = _lit_arg(p.arg)
        rep = _lit_arg(p.replacement)
        if pattern is None or rep is None or "&" in rep or "\\" in rep:
            return None
        mode = _REPLACE_MODE[op]

        def replace_op(ex: Expander, v: str) -> str:
            env = ex.env
            return pat.replace(
                v,
                pattern,
                rep,
                mode,  # pyright: ignore[reportArgumentType]
                extglob=env.option("extglob"),
                nocase=env.option("nocasematch"),
            )

        return replace_op
    if op in _CASE_OPS and p.arg is None:
        return lambda ex, v: pat.case_modify(v, op)  # pyright: ignore[reportArgumentType]
    if op == ":" and p.offset is not None and not isinstance(p.offset, ArithEmpty):
        return lambda ex, v: ex._substring(p, name, v, False, False, False)  # pyright: ignore[reportPrivateUsage, reportReturnType]
    if op == ":-":
        default = "" if p.arg is not None and not p.arg.parts else _lit_arg(p.arg)
        if default is not None:  # ``${x:-}``, ``${v:-none}``: a literal default, as text
            return lambda ex, v: v or default
        return lambda ex, v: v or None
    if op == "-" or op == "=":
        return lambda ex, v: v
    if op == ":=":
        return lambda ex, v: v or None
    return None


class ExpansionError(Exception):
    """A fatal expansion error (``bad substitution``, ``${x:?}``, ``unbound variable``).

    ``message`` is the text after ``bash: line N: ``; ``status`` the exit status bash uses.
    """

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class FatalExpansionError(ExpansionError):
    """An expansion error that ends the shell (an arithmetic error in an array subscript)."""


def _subscript(env: WordEnv, text: str) -> int:
    from agentsh.eval.arith import ArithError, ArithUnboundError

    try:
        return env.arith_text(text)
    except ArithUnboundError:
        raise
    except ArithError as e:
        raise FatalExpansionError(str(e), 1) from None


class WordEnv(Protocol):
    vars: Variables
    positional: list[str]

    def special(self, name: str) -> str | list[str] | None: ...
    def option(self, name: str) -> bool: ...
    def command_sub(self, cmd: CommandSub) -> str: ...
    def arith_text(self, text: str) -> int: ...
    def int_value(self, text: str) -> int: ...
    def proc_sub(self, part: ProcSub) -> str: ...
    def glob(self, pattern: str) -> list[str]: ...
    def home_of(self, user: str) -> str | None: ...
    def prompt_expand(self, text: str) -> str: ...
    def dynamic_array(self, name: str) -> Var | None: ...


Piece = tuple[str, bool]


# ------------------------------------------------------------------------------------------
# Brace expansion


#: the most words one brace expansion may make here (the sandbox's guard of memory: bash
#: makes as many as memory allows; a loop ``for i in {1..1000000}`` is within it)
BRACE_WORDS = 2_000_000


def _brace_range(part: BraceRange) -> list[str] | None:
    a, b, step_s = part.start, part.end, part.step
    try:
        step = int(step_s) if step_s is not None else 1
    except ValueError:
        return None
    if _int_like(a) and _int_like(b):
        x, y = int(a), int(b)
        step = abs(step) or 1
        if not all(-(2**63) <= n < 2**63 for n in (x, y, step)) or abs(y - x) > 2**63 - 3:
            return None  # (bash's strtoimax overflows: the braces stay as they are)
        if abs(y - x) // step > 2**31 - 4:
            return None  # (more elements than bash's int counts: likewise)
        width = 0
        if (len(a) > 1 and a.lstrip("-").startswith("0")) or (
            len(b) > 1 and b.lstrip("-").startswith("0")
        ):
            width = max(len(a), len(b))
        rng = range(x, y + 1, step) if x <= y else range(x, y - 1, -step)
        if len(rng) > BRACE_WORDS:
            raise ExpansionError("brace expansion: too many words", 1)
        if not width:
            return list(map(str, rng))
        out: list[str] = []
        for n in rng:
            s = str(abs(n)).zfill(width - (1 if n < 0 else 0))
            out.append("-" + s if n < 0 else s)
        return out
    if len(a) == 1 and len(b) == 1:
        x, y = ord(a), ord(b)
        step = abs(step) or 1
        rng = range(x, y + 1, step) if x <= y else range(x, y - 1, -step)
        # a generated backslash is itself subject to quote removal (bash prints nothing)
        return ["" if n == 92 else chr(n) for n in rng]
    return None


def _int_like(s: str) -> bool:
    t = s[1:] if s[:1] in "+-" else s
    return t.isascii() and t.isdigit()


def brace_literals(parts: tuple[WordPart, ...]) -> list[str] | None:
    """The fields of a word made only of literal text and brace expansions of literal text
    (``{1..20000}``, ``file{a,b}{1..3}.txt``), when no field can glob and none is empty:
    what :func:`brace_expand` then field expansion give, without a part tuple per field.
    None for any other word (the general path decides)."""
    results = _literal_texts(parts)
    return results if results and all(results) else None


def _literal_texts(parts: tuple[WordPart, ...]) -> list[str] | None:
    results = [""]
    items: list[str] | None
    for p in parts:
        if isinstance(p, Lit):
            if _GLOBBY.search(p.text):
                return None
            results = [r + p.text for r in results]
            continue
        if isinstance(p, BraceRange):
            items = _brace_range(p)
            if items is None or _GLOBBY.search("".join(items)):  # ``{Z..a}`` holds ``[``
                return None
        elif isinstance(p, BraceAlt):
            items = []
            for alt in p.alternatives:
                sub = _literal_texts(alt)
                if sub is None:
                    return None
                items += sub
        else:
            return None
        if len(results) * len(items) > BRACE_WORDS:
            return None
        results = items if results == [""] else [r + i for r in results for i in items]
    return results


_GLOBBY = re.compile(r"[*?\[\\]")


def brace_expand(parts: tuple[WordPart, ...], braces_on: bool = True) -> list[tuple[WordPart, ...]]:
    """Expand BraceAlt/BraceRange parts into the cartesian list of part sequences."""
    if not any(isinstance(p, BraceAlt | BraceRange) for p in parts):
        return [parts]
    if not braces_on:
        return [
            tuple(Lit(_brace_text(p)) if isinstance(p, BraceAlt | BraceRange) else p for p in parts)
        ]
    results: list[tuple[WordPart, ...]] = [()]
    for p in parts:
        if isinstance(p, BraceAlt):
            alts: list[tuple[WordPart, ...]] = []
            for alt in p.alternatives:
                alts.extend(brace_expand(alt, braces_on))
            _check_words(len(results) * len(alts))
            results = [r + a for r in results for a in alts]
        elif isinstance(p, BraceRange):
            items = _brace_range(p)
            if items is None:
                text = "{" + p.start + ".." + p.end + (".." + p.step if p.step else "") + "}"
                results = [r + (Lit(text),) for r in results]
            else:
                _check_words(len(results) * len(items))
                results = [r + (Lit(i),) for r in results for i in items]
        else:
            results = [r + (p,) for r in results]
    return results


def _check_words(n: int) -> None:
    """Refuse a brace expansion of more than :data:`BRACE_WORDS` words before making it."""
    if n > BRACE_WORDS:
        raise ExpansionError("brace expansion: too many words", 1)


# ------------------------------------------------------------------------------------------
# Field splitting


def split_ifs(value: str, ifs: str) -> tuple[list[str], bool, bool]:
    """Split an unquoted expansion result.

    Returns (fields, leading_delim, trailing_delim): whether the value began/ended with a
    delimiter (so the surrounding word text forms separate fields).
    """
    if not ifs:
        return ([value] if value else []), False, False
    ws = "".join(c for c in ifs if c in " \t\n")
    if ifs == " \t\n" or (ws == ifs):
        fields = _split_ws(value, ws)
        if not fields:
            return [], bool(value), bool(value)
        return fields, value[0] in ws, value[-1] in ws
    # Decision: one regular expression of the delimiters (a non-blank IFS character with
    # the IFS blanks around it, or a run of IFS blanks) splits in C; a character loop here
    # took ~1 us a character (``IFS=,; set -- $csv`` of 200,000 fields: 220 ms -> 30 ms)
    rx = _ifs_splitters.get(ifs)
    if rx is None:
        nws = "".join(c for c in ifs if c not in " \t\n")
        b, d = re.escape(ws), re.escape(nws)
        rx = _ifs_splitters[ifs] = re.compile(f"[{b}]*[{d}][{b}]*|[{b}]+" if ws else f"[{d}]")
    if not value:
        return [], False, False
    lead = value[0] in ifs
    fields = rx.split(value)
    if lead and fields[0] == "":
        m = rx.match(value)
        if m is not None and not value[: m.end()].strip(ws):
            # (leading IFS blanks are no delimiter; a non-blank one there starts with an
            # empty field: `` :a`` is "" and "a" with IFS=' :')
            fields.pop(0)
    trailing = len(fields) > 1 and fields[-1] == ""
    if trailing:
        fields.pop()  # (a delimiter at the end ends the last field: no empty one after it)
    elif fields == [""]:
        fields = []
    return fields, lead, trailing


_ifs_splitters: dict[str, re.Pattern[str]] = {}


#: whitespace that ``str.split()`` splits on but IFS's default (space, tab, newline) does not
_ODD_SPACE = re.compile(r"[^\S \t\n]")
_ws_splitters: dict[str, re.Pattern[str]] = {}


def _split_ws(value: str, ws: str) -> list[str]:
    """Split on runs of the IFS whitespace characters ``ws`` (no empty fields)."""
    if ws == " \t\n" and _ODD_SPACE.search(value) is None:
        return value.split()
    rx = _ws_splitters.get(ws)
    if rx is None:
        rx = _ws_splitters[ws] = re.compile("[" + re.escape(ws) + "]+")
    return [f for f in rx.split(value) if f]


# ------------------------------------------------------------------------------------------
# The expander


class _Fields:
    """Accumulates fields of ``(text, glob_active)`` pieces."""

    __slots__ = ("done", "cur", "cur_exists", "blank_end")

    def __init__(self) -> None:
        self.done: list[list[Piece]] = []
        self.cur: list[Piece] = []
        self.cur_exists = False
        #: the last expansion ended in IFS blanks that ended a field: a non-blank delimiter
        #: starting the next one is the same delimiter (``$v$w`` of "\t" and ":")
        self.blank_end = False

    def add(self, text: str, active: bool) -> None:
        self.cur.append((text, active))
        self.cur_exists = True
        self.blank_end = False

    def mark(self) -> None:
        """A quoted (possibly empty) part: the field exists even if empty."""
        self.cur_exists = True
        self.blank_end = False

    def end_field(self) -> None:
        if self.cur_exists:
            self.done.append(self.cur)
        self.cur = []
        self.cur_exists = False

    def add_split(self, value: str, ifs: str) -> None:
        """Append an unquoted expansion result, splitting it."""
        if not value:
            return
        fields, lead, trail = split_ifs(value, ifs)
        blank_before = self.blank_end and not self.cur_exists
        tail = value[len(value.rstrip(ifs)) :]
        # (blanks that end a field: at a word's start they are no delimiter at all)
        self.blank_end = bool(tail) and not tail.strip(" \t\n") and bool(fields or self.cur_exists)
        if blank_before and lead and fields and fields[0] == "":
            fields = fields[1:]  # (its leading delimiter goes on the blanks before it)
        if not fields:
            if lead or trail:
                self.end_field()
            return
        first = fields[0]
        if lead and first:
            # (leading IFS blanks: they end the current field, and no empty one comes of
            # them; a leading non-blank delimiter leaves fields[0] "", the current field's
            # end, which with nothing before it is an empty field: `` :a`` is "" and "a")
            self.end_field()
        # the first field goes on the current one, the last starts the next (the word's
        # text after the expansion joins it); those between are whole fields (an empty one
        # exists: ``a,,b`` with IFS=,)
        if first:
            self.cur.append((first, True))
        self.cur_exists = True
        if len(fields) > 1:
            done = self.done
            done.append(self.cur)
            if len(fields) > 2:
                done += [[(f, True)] if f else [] for f in fields[1:-1]]
            last = fields[-1]
            self.cur = [(last, True)] if last else []
        if trail:
            self.end_field()

    def finish(self) -> list[list[Piece]]:
        self.end_field()
        return self.done


class _DeferredWord(str):
    """The word of an unquoted ``${x:-word}`` to be expanded by the caller, part by part."""

    word: Word

    def __new__(cls, word: Word) -> _DeferredWord:
        obj = super().__new__(cls, "")
        obj.word = word
        return obj


class Expander:
    """Expands words against a :class:`WordEnv`."""

    def __init__(self, env: WordEnv) -> None:
        self.env = env
        self._want_word: ParamExp | None = None

    # -- public entry points ---------------------------------------------------------------
    def expand_words(self, words: tuple[Word, ...] | list[Word]) -> list[str]:
        """Full expansion of command words: may yield zero or many fields each."""
        out: list[str] = []
        for w in words:
            static = w.cache
            if static is None:
                static = memo(w, "cache", _static_field(w))
            if static.__class__ is str:  # text that expands to itself: one field
                out.append(static)  # pyright: ignore[reportArgumentType]
                continue
            if static.__class__ is LoneVar:
                # ``$name`` / ``"$name"`` of a set plain scalar: its text (one field when
                # quoted; split and globbed only where it could be, when not)
                lone: LoneVar = static  # pyright: ignore[reportAssignmentType]
                frames = self.env.vars.frames
                if len(frames) == 1:
                    var = _peek_raw(frames[0].vars, lone.name)
                else:
                    var = self.env.vars.peek(lone.name)
                if var is not None and not var.nameref and (v := var.value).__class__ is str:
                    text: str = v  # pyright: ignore[reportAssignmentType]
                    if lone.quoted or (
                        # _split_unquoted's first test, inline (its call measured +940
                        # instructions per ``[ $i -lt N ]``)
                        text.isalnum()
                        and len(frames) == 1
                        and (
                            (ifs := _peek_raw(frames[0].vars, "IFS")) is None
                            or ifs.value == " \t\n"
                        )
                    ):
                        out.append(text)
                    else:
                        self._split_unquoted(text, out)
                    continue
            parts = w.parts
            if static is True:  # ``"...$x..."``: one field
                out.append(self._quoted_text(parts[0]))  # pyright: ignore[reportArgumentType]
                continue
            if len(parts) == 1:
                p = parts[0]
                if type(p) is Lit:
                    pass  # with glob characters
                elif type(p) is ParamExp and p.op is None:
                    # unquoted ``$name``: split the value; glob only when it could match
                    value = self.param(p, quoted=False)
                    if isinstance(value, str):
                        self._split_unquoted(value, out)
                    else:
                        f = _Fields()
                        self._add_value(f, p, value, self._ifs(), False)
                        out.extend(self._finish_fields(f.finish(), True))
                    continue
                elif type(p) is CommandSub:
                    # unquoted ``$(...)`` (``for w in $(< file)``): its output, split
                    self._split_unquoted(self.env.command_sub(p), out)
                    continue
                elif type(p) is ArithSub:
                    # an unquoted ``$((...))``: digits and ``-`` split only on an unusual IFS
                    ifs = self._ifs()
                    if ifs == " \t\n" or not ifs:
                        out.append(to_int_string(sub_value(p, self.env)))
                        continue
                elif type(p) is DoubleQuoted:
                    if len(p.parts) == 1:
                        q = p.parts[0]
                        if type(q) is ParamExp and (q.op is None or not _word_by_parts(q, True)):
                            # ``"$name"``, ``"${a[@]:1}"``: one field (``"$@"``/``"${a[@]}"``:
                            # one per element), as _add_param makes them (but for a default
                            # word holding ``"$@"``, expanded part by part)
                            value = self.param(q, quoted=True)
                            if isinstance(value, str):
                                out.append(value)
                            else:
                                out.extend(value)
                            continue
                    if _one_field(p):
                        out.append(self._quoted_text(p))
                        continue
            braces = self.env.option("braceexpand")
            if braces and static is False:
                fields = brace_literals(parts)
                if fields is not None:
                    out.extend(fields)
                    continue
            for variant in brace_expand(parts, braces):
                out.extend(self._expand_fields(variant, split=True, glob=True))
        return out

    def _split_unquoted(self, value: str, out: list[str]) -> None:
        """The fields of an unquoted expansion's text alone as a word (``$name``, ``$(...)``)
        onto ``out``: split by IFS, globbed only where it could match."""
        if not value:
            return
        if value.isalnum():
            frames = self.env.vars.frames
            if len(frames) == 1 and (
                (var := _peek_raw(frames[0].vars, "IFS")) is None or var.value == " \t\n"
            ):
                out.append(value)  # nothing to split, nothing to glob (IFS read inline)
                return
        ifs = self._ifs()
        if value.isalnum() and (ifs == " \t\n" or not ifs):
            out.append(value)  # nothing to split, nothing to glob
            return
        if (
            (ifs == " \t\n" or ifs == "\n" or ifs == " " or ifs == "\t")
            and "*" not in value and "?" not in value and "[" not in value
            and ("(" not in value or not self.env.option("extglob"))
        ):  # fmt: skip
            if len(ifs) == 1:  # ``IFS=$'\n'``: one blank; its runs separate, none at the ends
                out.extend(filter(None, value.split(ifs)))
                return
            # default IFS, nothing to glob: fields are the runs of non-blanks
            if value.isprintable():  # no blank but " " (no \t\n\r\v, NBSP...)
                out.extend(value.split())
                return
            value = value.strip(" \t\n")
            if value:
                out.extend(_BLANK_RUNS.split(value))
            return
        if (
            "*" not in value and "?" not in value and "[" not in value
            and ("(" not in value or not self.env.option("extglob"))
        ):  # fmt: skip
            out.extend(split_ifs(value, ifs)[0])  # nothing to glob: the fields as split
            return
        f = _Fields()
        f.add_split(value, ifs)
        out.extend(self._finish_fields(f.finish(), True))

    def expand_word_nosplit(self, word: Word) -> str:
        """One string, no splitting or globbing (assignments, here-strings, case words)."""
        static = word.cache
        if static is None:
            static = memo(word, "cache", _static_field(word))
        if static.__class__ is LoneVar:  # ``$name`` / ``"$name"``: the text of ``$name``
            # _lone_text's read, inline (its call measured +490 instructions per ``[[ $i -lt
            # 5 ]]``); the general path below gives the same text when it declines
            lone: LoneVar = static  # pyright: ignore[reportAssignmentType]
            frames = self.env.vars.frames
            if len(frames) == 1:
                var = _peek_raw(frames[0].vars, lone.name)
            else:
                var = self.env.vars.peek(lone.name)
            if var is not None and not var.nameref and (v := var.value).__class__ is str:
                return v  # pyright: ignore[reportReturnType]
        parts = word.parts
        if len(parts) == 1:
            text = self._one_part_text(parts[0])
            if text is not None:
                return text
        elif not parts:
            return ""  # ``IFS=``
        else:
            for p in parts:
                if p.__class__ not in _TEXT_KINDS:
                    break
            else:  # ``k$((i % 5))``, ``"$a"-$b``: each part's own text (see _one_part_text)
                return "".join([self._one_part_text(p) or "" for p in parts])
        return "".join(t for t, _ in self._pieces_nosplit(parts))

    def expand_assignment(self, word: Word) -> str:
        """Assignment value: tilde after ``=``/``:``, no splitting or globbing. The parser
        already made those tildes Tilde parts, so this is :meth:`expand_word_nosplit`."""
        return self.expand_word_nosplit(word)

    def _one_part_text(self, p: WordPart) -> str | None:
        """The no-split text of a word made of this one part, for the common kinds (the same
        as :meth:`_pieces_nosplit` gives), else None."""
        if type(p) is Lit or type(p) is SingleQuoted:
            return p.text
        get = _ONE_PART_TEXT.get(type(p))
        return None if get is None else get(self, p)

    def part_texts(self, parts: tuple[WordPart, ...]) -> list[str]:
        """The no-split text of a word made of each part (``$x``, ``${#x}``, ``$(...)``)."""
        out: list[str] = []
        for p in parts:
            if p.__class__ is ParamExp:
                value = self.param(p, quoted=True)  # pyright: ignore[reportArgumentType]
                out.append(value if isinstance(value, str) else self._join_sep(p).join(value))  # pyright: ignore[reportArgumentType]
            else:
                text = self._one_part_text(p)
                out.append(text if text is not None else self.expand_word_nosplit(Word((p,))))
        return out

    def _lone_text(self, p: ParamExp) -> str:
        """:meth:`_param_text` of a plain ``$name`` (:func:`plain_param`), a set plain
        scalar read inline."""
        frames = self.env.vars.frames
        if len(frames) == 1:
            var = _peek_raw(frames[0].vars, p.name)
        else:
            var = self.env.vars.peek(p.name)
        if var is not None and not var.nameref and (v := var.value).__class__ is str:
            return v  # pyright: ignore[reportReturnType]
        return self._param_text(p)

    def _param_text(self, p: ParamExp) -> str:
        value = self.param(p, quoted=True)  # as _part_values with nosplit
        if isinstance(value, str):
            return value
        return self._join_sep(p).join(value)

    def _arith_text(self, p: ArithSub) -> str:
        return to_int_string(sub_value(p, self.env))

    def _command_text(self, p: CommandSub) -> str:
        return self.env.command_sub(p)

    def _quoted_text(self, dq: DoubleQuoted) -> str:
        """The text of a double-quoted part (no splitting, no globbing). Its parts are
        looked at once (:func:`_quoted_plan`): literal text is kept as a string, a plain
        ``$name`` of a set plain scalar read inline."""
        plan: tuple[Any, ...] | None = dq.cache
        if plan is None:
            plan = memo(dq, "cache", _quoted_plan(dq))
        frames = self.env.vars.frames
        top = frames[0].vars if len(frames) == 1 else None
        out: list[str] = []
        for item in plan:
            if item.__class__ is str:
                out.append(item)
                continue
            if item.__class__ is LoneVar:
                name: str = item.name
                var = _peek_raw(top, name) if top is not None else self.env.vars.peek(name)
                if var is not None and not var.nameref and (v := var.value).__class__ is str:
                    out.append(v)  # pyright: ignore[reportArgumentType]
                    continue
                item = item.node
            q: WordPart = item
            if type(q) is ParamExp:
                value = self.param(q, quoted=True)
                if isinstance(value, str):
                    out.append(value)
                    continue
                out.append(self._join_sep(q).join(value))
                continue
            for v, _ in self._part_values(q, quoted=True, nosplit=True):
                out.append(v)
        return "".join(out)

    def expand_pattern(self, word: Word) -> str:
        """A pattern: unquoted glob chars live, quoted characters backslash-escaped."""
        parts = word.parts
        if len(parts) == 1:
            p = parts[0]
            if type(p) is Lit:
                return p.text
        out: list[str] = []
        for text, active in self._pieces_nosplit(parts):
            out.append(text if active else pat.escape(text))
        return "".join(out)

    def expand_regex(self, word: Word) -> str:
        """The right side of ``=~``: quoted parts match literally."""
        import re

        out: list[str] = []
        for text, active in self._pieces_nosplit(word.parts):
            out.append(text if active else re.sub(r"([\\.^$*+?()\[\]{}|])", r"\\\1", text))
        return "".join(out)

    def expand_heredoc(self, word: Word) -> str:
        return "".join(t for t, _ in self._pieces_nosplit(word.parts))

    # -- internals -------------------------------------------------------------------------
    def _join_sep(self, p: ParamExp) -> str:
        """What joins a multi-valued expansion in a one-string context: a space for ``$@`` /
        ``${a[@]}``, the first character of IFS otherwise."""
        if p.name == "@" or (p.index is not None and _index_is(p, "@")):
            return " "
        return self._ifs()[:1]

    def _ifs(self) -> str:
        vars = self.env.vars
        frames = vars.frames
        if len(frames) == 1:  # the common case, without Variables.get_str's calls
            var = _peek_raw(frames[0].vars, "IFS")
            if var is not None and not var.nameref and (v := var.value).__class__ is str:
                return v  # pyright: ignore[reportReturnType]
        v = vars.get_str("IFS")
        return " \t\n" if v is None else v

    def _pieces_nosplit(self, parts: tuple[WordPart, ...]) -> list[Piece]:
        pieces: list[Piece] = []
        for p in parts:
            match p:
                case Lit(text=text):
                    pieces.append((text, True))
                case Tilde(user=user):
                    pieces.append((self._tilde(user), False))
                case _:
                    values = self._part_values(p, quoted=False, nosplit=True)
                    for v, active in values:
                        pieces.append((v, active))
        return pieces

    def _expand_fields(self, parts: tuple[WordPart, ...], split: bool, glob: bool) -> list[str]:
        f = _Fields()
        ifs = self._ifs() if split else ""
        for p in parts:
            self._add_part(f, p, ifs)
        return self._finish_fields(f.finish(), glob)

    def _finish_fields(self, fields: list[list[Piece]], glob: bool) -> list[str]:
        """Pathname expansion of each field (where it has live glob characters), then quote
        removal: the fields' final texts."""
        out: list[str] = []
        noglob = self.env.option("noglob")
        extglob = self.env.option("extglob")
        for pieces in fields:
            if len(pieces) == 1:
                t, a = pieces[0]
                if not a or (GLOB_CHARS.isdisjoint(t) and not (extglob and "(" in t)):
                    out.append(t)
                    continue
            if (
                glob
                and not noglob
                and any(a and (_has_glob(t) or (extglob and _has_extglob(t))) for t, a in pieces)
            ):
                from agentsh.eval.pattern import escape, has_glob_chars

                pattern = "".join(t if a else escape(t) for t, a in pieces)
                if not has_glob_chars(pattern, extglob=extglob):  # ``[`` with no ``]`` after
                    out.append(_unescape_literal(pieces))
                    continue
                matches = self.env.glob(pattern)
                if matches:
                    out.extend(matches)
                    continue
                if self.env.option("failglob"):
                    raise ExpansionError(f"no match: {''.join(t for t, _ in pieces)}", 1)
                if self.env.option("nullglob"):
                    continue
                out.append(_unescape_literal(pieces))
                continue
            out.append("".join(t for t, _ in pieces))
        return out

    def _add_part(self, f: _Fields, p: WordPart, ifs: str) -> None:
        match p:
            case Lit(text=text):
                f.add(text, True)
            case Escaped(text=text):
                f.add(text, False)
            case SingleQuoted(text=text):
                f.add(text, False)
                f.mark()
            case AnsiCQuoted(value=value):
                f.add(value, False)
                f.mark()
            case DoubleQuoted(parts=inner):
                if not inner:
                    f.mark()
                for q in inner:
                    # an empty "$@" / "${a[@]}" alone makes no field at all
                    self._add_quoted(f, q)
            case Tilde(user=user):
                f.add(self._tilde(user), False)
            case ParamExp():
                self._add_param(f, p, ifs, quoted=False)
            case ExtGlob():
                f.add(_extglob_text(p, self), True)
            case _:
                for v, active in self._part_values(p, quoted=False, nosplit=False):
                    if active:
                        f.add_split(v, ifs)
                    else:
                        f.add(v, False)

    def _add_quoted(self, f: _Fields, p: WordPart) -> None:
        if type(p) is Lit or type(p) is Escaped or type(p) is SingleQuoted:
            f.add(p.text, False)
        elif type(p) is ParamExp:
            if p.op is None:
                self._add_value(f, p, self.param(p, quoted=True), "", True)
            else:
                self._add_param(f, p, "", quoted=True)
        else:
            for v, _ in self._part_values(p, quoted=True, nosplit=True):
                f.add(v, False)

    def _add_param(self, f: _Fields, p: ParamExp, ifs: str, quoted: bool) -> None:
        if _word_by_parts(p, quoted):
            # the word of ${x:-word} is expanded here, part by part: unquoted, its own text is
            # split too; inside "..." its "$@"-style parts still make a field per element
            self._want_word = p
            try:
                value = self.param(p, quoted=quoted)
            finally:
                self._want_word = None
            if isinstance(value, _DeferredWord):
                if quoted:
                    f.mark()
                for q in value.word.parts:
                    if not quoted:
                        if isinstance(q, Lit):
                            f.add_split(q.text, ifs)
                        else:
                            self._add_part(f, q, ifs)
                    elif isinstance(q, Tilde):
                        f.add("~" + q.user, False)
                    elif isinstance(q, DoubleQuoted):
                        for qq in q.parts:
                            self._add_quoted(f, qq)
                    else:
                        self._add_quoted(f, q)
                return
        else:
            value = self.param(p, quoted=quoted)
        self._add_value(f, p, value, ifs, quoted)

    def _add_value(
        self, f: _Fields, p: ParamExp, value: str | list[str], ifs: str, quoted: bool
    ) -> None:
        """Add an expanded parameter's value: split when unquoted, a field per element for
        ``@``-style lists."""
        if isinstance(value, list):
            # "$@"-style: separate fields
            if quoted:
                if not value:
                    return
                for i, v in enumerate(value):
                    if i > 0:
                        f.end_field()
                    f.add(v, False)
                    f.mark()
                return
            for i, v in enumerate(value):
                if i > 0:
                    f.end_field()
                f.add_split(v, ifs)
            return
        if quoted:
            f.add(value, False)
        else:
            f.add_split(value, ifs)

    def _part_values(self, p: WordPart, quoted: bool, nosplit: bool) -> list[Piece]:
        """Expansion of non-Lit parts to pieces; ``active`` means unquoted (splittable)."""
        env = self.env
        match p:
            case Lit(text=text):
                return [(text, not quoted)]
            case Escaped(text=text) | SingleQuoted(text=text):
                return [(text, False)]
            case AnsiCQuoted(value=value):
                return [(value, False)]
            case DoubleQuoted(parts=inner):
                out: list[Piece] = []
                for q in inner:
                    for v, _ in self._part_values(q, quoted=True, nosplit=True):
                        out.append((v, False))
                return out
            case ParamExp():
                value = self.param(p, quoted=quoted or nosplit)
                if isinstance(value, list):
                    value = self._join_sep(p).join(value)
                return [(value, not quoted)]
            case CommandSub():
                return [(env.command_sub(p), not quoted)]
            case ArithSub():
                return [(to_int_string(sub_value(p, env)), not quoted)]
            case ProcSub():
                return [(env.proc_sub(p), False)]
            case Tilde(user=user):
                return [(self._tilde(user), False)]
            case BadSubstitution(text=text, word_text=word_text, dash=dash):
                if dash:  # (dash's: its text, when it is not this, is the message)
                    raise FatalExpansionError(text or "Bad substitution", 2)
                raise ExpansionError(f"{word_text or text}: bad substitution", 1)
            case BraceAlt() | BraceRange():
                # only reached when not brace-expanded (e.g. inside quotes): literal text
                return [(_brace_text(p), not quoted)]
            case ExtGlob():
                return [(_extglob_text(p, self), not quoted)]

    def _tilde(self, user: str) -> str:
        if user == "":
            home = self.env.vars.get_str("HOME")
            return home if home is not None else "~"
        if user == "+":
            return self.env.vars.get_str("PWD") or "~+"
        if user == "-":
            return self.env.vars.get_str("OLDPWD") or "~-"
        home = self.env.home_of(user)
        return home if home is not None else "~" + user

    # -- parameters ------------------------------------------------------------------------
    def _warn(self, message: str) -> None:
        """A diagnostic that does not stop the expansion (``a: bad array subscript``)."""
        warn = getattr(self.env, "warn", None)
        if warn is not None:
            warn(message)

    def _indexed_var(self, name: str) -> Var | None:
        """The variable a subscripted expansion ``${name[...]}`` reads: the shell's own
        arrays (``PIPESTATUS`` always the last command's) when no variable shadows them."""
        env = self.env
        var = env.vars.get(name)
        if var is not None and (raw := env.vars.peek(name)) is not None and raw.nameref:
            if env.vars.circular(name):  # (bash looks it up twice: two warnings)
                self._warn(f"warning: {name}: circular name reference")
                self._warn(f"warning: {name}: circular name reference")
        if (var is None and name in DYNAMIC_ARRAYS) or name == "PIPESTATUS":
            var = env.dynamic_array(name)
        return var

    def _lookup(self, name: str, p: ParamExp) -> tuple[str | list[str] | None, bool]:
        """Raw value of a parameter (before operators). Returns (value, is_array_all).

        A list means an ``@``/``*`` expansion (positional params or array elements).
        """
        env = self.env
        if p.index is None and (nr := env.vars.peek(name)) is not None and nr.nameref:
            if env.vars.circular(name):
                self._warn(f"warning: {name}: circular name reference")
                glob = env.vars.frames[0].vars.get(name)
                if glob is None or not env.vars.cycle_to_global(name):
                    return None, False
                value = glob.value
                if value is None or value.__class__ is str:
                    return value, False  # pyright: ignore[reportReturnType]
                return value.get("0" if glob.assoc else 0), False  # pyright: ignore
            target = env.vars.resolve_name(name)
            if target != name and "[" in target and target.endswith("]"):
                # a nameref to an array element (declare -n r='a[1]')
                base, _, idx = target[:-1].partition("[")
                sub = ParamExp(base, braced=True, index=Word((Lit(idx),)))
                return self._lookup(base, sub)
        if p.index is not None:
            parts = p.index.parts
            var = self._indexed_var(name)
            if len(parts) == 1 and type(parts[0]) is Lit:
                idx_text = parts[0].text
            else:
                idx_text = self.expand_subscript(p.index, var is not None and var.assoc)
            if idx_text in ("@", "*") and _index_is(p, idx_text):
                if var is None or var.value is None:
                    return [], True
                return _array_values(var), True
            if var is None or var.value is None or isinstance(var.value, str):
                scalar = var.value if var is not None and isinstance(var.value, str) else None
                if var is not None and var.assoc:
                    return (scalar if idx_text == "0" else None), False
                n = _subscript(env, idx_text) if idx_text.strip() else 0
                if n < 0:  # of an unset or scalar variable: bash says so
                    self._warn(f"{name}: bad array subscript")
                    return None, False
                return (scalar if n == 0 else None), False
            if var.assoc:
                return var.value.get(idx_text), False  # pyright: ignore
            n = plain_decimal(idx_text)  # ``${a[3]}``: a plain decimal subscript is its value
            if n is None:
                n = _subscript(env, idx_text) if idx_text.strip() else 0
            arr: dict[int, str] = var.value  # pyright: ignore[reportAssignmentType]
            if n < 0:
                n = next_index(arr) + n  # (an empty array: still negative, reported below)
                if n < 0:
                    self._warn(f"{name}: bad array subscript")
                    return None, False
            return arr.get(n), False
        if name == "@" or name == "*":
            return list(env.positional), True
        if name.isascii() and name.isdigit():
            n = int(name)
            if n == 0:
                return env.special("0"), False
            return (env.positional[n - 1] if n <= len(env.positional) else None), False
        if name in SPECIAL_NAMES:
            special = env.special(name)
            if special is not None:
                return special, False
        return env.vars.get_str(name), False

    def expand_subscript(self, index: Word, assoc: bool) -> str:
        """An array subscript's text: an associative array's key has its quotes removed;
        an indexed array's arithmetic keeps single quotes (bash expands it as between
        double quotes: ``a['1']`` is an arithmetic syntax error)."""
        if assoc or not any(type(q) is SingleQuoted or type(q) is AnsiCQuoted for q in index.parts):
            return self.expand_word_nosplit(index)
        return self.expand_word_nosplit(quotes_kept(index))

    def _index_text(self, index: Word) -> str:
        if len(index.parts) == 1 and isinstance(index.parts[0], Lit):
            return index.parts[0].text
        return self.expand_word_nosplit(index)

    def param(self, p: ParamExp, quoted: bool) -> str | list[str]:
        """Expand one ParamExp to a string, or a list for ``@``/``*``-style multi values."""
        env = self.env
        name = p.name
        hit = p.cache
        if hit is None:
            hit = memo(p, "cache", (_scalar_op(p), positional_index(p), _element_plan(p)))
        fast, n, elem = hit
        if n:
            # ``$1``: the positional parameter itself (unset: the general path reports it)
            positional = env.positional
            if n <= len(positional):
                return positional[n - 1]
        elif fast is not None:
            # ``$name`` / ``${name<op>...}`` of a set, plain scalar variable: the operator alone
            var = env.vars.peek(name)
            if var is not None and not var.nameref:
                value = var.value
                if value.__class__ is str:
                    out = fast(self, value)  # pyright: ignore[reportArgumentType]
                    if out is not None:
                        return out
        elif elem is not None:
            # ``${a[3]}`` / ``${m[$k]}``: a set element of a plain array (else the general path)
            vars = env.vars
            var = vars.peek(name)
            if var is not None and not var.nameref and (d := var.value).__class__ is dict:
                op, key, i, key_name, arith = elem
                if key_name is not None:
                    kv = vars.peek(key_name)
                    key = kv.value if kv is not None and not kv.nameref else None
                    if key.__class__ is not str:
                        key = None
                    elif not var.assoc:
                        i = known_int(key)  # pyright: ignore[reportArgumentType]
                elif arith is not None and not var.assoc:
                    i = arith(env)  # ``i % 5`` (None: the general path evaluates it)
                value = (d.get(key) if key is not None else None) if var.assoc else d.get(i)  # pyright: ignore
                if value is not None:
                    out = op(self, value)  # pyright: ignore[reportUnknownArgumentType]
                    if out is not None:
                        return out
        if p.prefix_names is not None:
            names = [n for n in all_names(env) if n.startswith(name)]
            if p.prefix_names == "@":
                return names
            return (self._ifs()[:1]).join(names)
        if p.keys:
            var = self._indexed_var(name)
            if var is None or var.value is None:
                return []
            keys: list[str]
            if isinstance(var.value, str):
                keys = ["0"]
            elif var.assoc:
                keys = assoc_keys(var.value)  # pyright: ignore[reportArgumentType]
            else:
                keys = [str(k) for k in sorted(var.value)]  # pyright: ignore
            idx = self._index_text(p.index) if p.index is not None else "@"
            if idx == "*":
                # (unquoted with a null IFS, bash joins them with spaces: one word)
                sep = self._ifs()[:1]
                return (sep if quoted else sep or " ").join(keys)
            return keys
        if p.indirect:
            target, _ = self._lookup(name, p) if name not in ("@", "*") else (None, False)
            if isinstance(target, list):
                target = " ".join(target) if target else None
            var = env.vars.lookup(name)
            if var is not None and var.nameref and p.index is None and isinstance(var.value, str):
                # ${!ref} on a nameref yields the name it points to (and its operators work
                # on that name: ``${!ref#x}``)
                if p.op is None:
                    return var.value
                return self._apply_op(p, name, var.value, False, False, quoted)
            if target is None:
                return self._unset_indirect(p, name, var, quoted)
            sub = _parse_indirect(target)
            if sub is None:
                raise ExpansionError(f"{target}: invalid variable name", 1)
            p = ParamExp(
                name=sub[0], braced=True, index=sub[1], length=p.length, op=p.op,
                arg=p.arg, replacement=p.replacement, offset=p.offset,
                length_expr=p.length_expr, span=p.span,
            )  # fmt: skip
            name = p.name
        if p.length and (_index_is(p, "@") or _index_is(p, "*")):
            # ``${#a[@]}``: the number of set elements, counted without listing them (a loop
            # ``for ((i = 0; i < ${#a[@]}; i++))`` reads it on every iteration)
            var = self._indexed_var(name)
            if var is None or var.value is None:
                if env.option("nounset"):  # (bash's status here is 1, not 127: the line ends)
                    raise ExpansionError(f"{name}: unbound variable", 1)
                return "0"
            return "1" if isinstance(var.value, str) else str(len(var.value))
        value, multi = self._lookup(name, p)
        star = name == "*" or _index_is(p, "*")
        if p.length:
            if multi:
                assert isinstance(value, list)
                return str(len(value))
            if value is None:
                if p.index is not None and name not in ("@", "*"):
                    # ``${#a[i]}`` of an unset element: 0, under ``set -u`` too, unless the
                    # array itself is unset (then as for ``${#a[@]}``: status 1)
                    var = self._indexed_var(name)
                    if env.option("nounset") and (var is None or not isinstance(var.value, dict)):
                        raise ExpansionError(f"{name}: unbound variable", 1)  # (the line only)
                    return "0"
                self._check_unset(name, p)
                return "0"
            assert isinstance(value, str)
            return str(len(value))
        op = p.op
        if op == ":" and p.indirect and isinstance(p.offset, ArithEmpty) and not p.length_expr:
            # ``${x:}`` is a BadSubstitution from the parser; ``${x: }`` is offset 0
            raise ExpansionError(f"${{{name}:}}: bad substitution", 1)
        if op is None:
            if value is None:
                self._check_unset(name, p)
                return ""
            if multi:
                assert isinstance(value, list)
                if star:
                    return (self._ifs()[:1]).join(value) if quoted else value
                return value
            return value
        return self._apply_op(p, name, value, multi, star, quoted)

    def _unset_indirect(
        self, p: ParamExp, name: str, var: Var | None, quoted: bool
    ) -> str | list[str]:
        """``${!name...}`` when ``name`` has no value. A variable that does not exist (or a
        nameref to nothing) is bash's "invalid indirect expansion"; one declared without a
        value, or an unset positional parameter, expands as an unset variable named
        ``!name`` (``${!v-d}`` is ``d``, ``${!v?}`` says "!v: parameter not set")."""
        if (var is None or (var.nameref and var.value is None)) and is_name(name):
            shown = name
            if p.index is not None:
                from agentsh.syntax.printer import format_word

                shown = f"{name}[{format_word(p.index)}]"
            raise ExpansionError(f"{shown}: invalid indirect expansion", 1)
        shown = "!" + name
        op = p.op
        if op is None:
            self._check_unset(shown, p)
            return ""
        if op == "=" or op == ":=":
            raise ExpansionError(f"{shown}: invalid indirect expansion", 1)
        return self._apply_op(p, shown, None, False, False, quoted)

    def _check_unset(self, name: str, p: ParamExp) -> None:
        if self.env.option("nounset") and name not in ("@", "*"):
            # (bash names ``$1`` so; ``${1}``, ``${1:0}``, ``${#1}`` as ``1``)
            shown = "$" + name if (name.isascii() and name.isdigit() and not p.braced) else name
            if p.index is not None:  # the subscript as written, not expanded again
                from agentsh.syntax.printer import format_word

                shown = f"{name}[{format_word(p.index)}]"
            raise ExpansionError(f"{shown}: unbound variable", 127)

    def _apply_op(
        self,
        p: ParamExp,
        name: str,
        value: str | list[str] | None,
        multi: bool,
        star: bool,
        quoted: bool,
    ) -> str | list[str]:
        op = p.op
        env = self.env
        if op in _DEFAULT_OPS:
            if multi:
                assert isinstance(value, list)
                is_null = (not value) or (
                    op[0] == ":"
                    and (
                        all(v == "" for v in value)
                        if star
                        else len(value) == 1 and value[0] == "" or not value
                    )
                )
                is_unset = not value
            else:
                is_unset = value is None
                is_null = is_unset or value == ""
            use_default = is_null if op.startswith(":") else is_unset
            base = op.lstrip(":")
            if base == "-":
                if use_default:
                    return self._arg_value(p.arg, quoted, p)
                return self._finish_multi(value, star, quoted)
            if base == "=":
                if use_default:
                    new = self.expand_assignment(p.arg) if p.arg is not None else ""
                    if (name.isascii() and name.isdigit()) or name in (
                        "@",
                        "*",
                        "#",
                        "?",
                        "-",
                        "$",
                        "!",
                    ):
                        raise ExpansionError(f"${name}: cannot assign in this way", 1)
                    if p.index is not None:
                        idx = self._index_text(p.index)
                        return self._assign_index(name, idx, new)
                    var = env.vars.get(name)
                    if var is not None:  # the value as stored is the expansion's
                        new = self._as_stored(var, new)
                    env.vars.set_str(name, new)
                    return new
                return self._finish_multi(value, star, quoted)
            if base == "?":
                if use_default:
                    msg = self.expand_word_nosplit(p.arg) if p.arg is not None else ""
                    if not msg:
                        msg = "parameter null or not set" if op == ":?" else "parameter not set"
                    if p.index is not None:  # (the subscript as written: ``x[$i]``)
                        from agentsh.syntax.printer import format_word

                        name = f"{name}[{format_word(p.index)}]"
                    raise ExpansionError(f"{name}: {msg}", 127)
                return self._finish_multi(value, star, quoted)
            # + / :+
            if use_default:
                return ""
            return self._arg_value(p.arg, quoted, p)
        if value is None:
            self._check_unset(name, p)
            if op == "@" and p.arg is not None and _lit_text(p.arg) in ("a", "A"):
                value = ""
            else:
                return ""
        ext = env.option("extglob")
        nocase = False
        items: list[str] = value if isinstance(value, list) else [value]

        def each(fn: Callable[[str], str]) -> str | list[str]:
            if not multi:
                return fn(items[0])
            return self._finish_multi([fn(v) for v in items], star, quoted)

        if op in _TRIM_OPS:
            pattern = self.expand_pattern(p.arg) if p.arg is not None else ""
            longest = len(op) == 2
            if op[0] == "#":
                return each(
                    lambda v: pat.remove_prefix(v, pattern, longest, extglob=ext, nocase=nocase)
                )
            return each(
                lambda v: pat.remove_suffix(v, pattern, longest, extglob=ext, nocase=nocase)
            )
        if op in _REPLACE_MODE:
            pattern = self.expand_pattern(p.arg) if p.arg is not None else ""
            patsub = env.option("patsub_replacement")
            nocase = env.option("nocasematch")  # (it applies to ${v/p/s}, not to ${v#p})
            if p.replacement is None:
                rep = ""
            elif patsub:
                # quoted text is literal (escaped); unquoted & stands for the match
                rep = "".join(
                    t if a else t.replace("\\", "\\\\").replace("&", "\\&")
                    for t, a in self._pieces_nosplit(p.replacement.parts)
                )
            else:
                rep = self.expand_word_nosplit(p.replacement)
            mode = _REPLACE_MODE[op]
            return each(
                lambda v: pat.replace(
                    v,
                    pattern,
                    rep,
                    mode,  # pyright: ignore[reportArgumentType]
                    extglob=ext,
                    nocase=nocase,
                    patsub=patsub,
                )
            )
        if op in _CASE_OPS:
            pattern = self.expand_pattern(p.arg) if p.arg is not None else None
            # (bash matches each character with extended patterns, extglob or not)
            return each(lambda v: pat.case_modify(v, op, pattern or None, extglob=True))  # pyright: ignore[reportArgumentType]
        if op == ":":
            if p.offset is None or (
                p.indirect and isinstance(p.offset, ArithEmpty) and p.length_expr is None
            ):
                raise ExpansionError(f"${{{name}:}}: bad substitution", 1)
            return self._substring(p, name, value, multi, star, quoted)
        if op == "@":
            letter = _lit_text(p.arg) if p.arg is not None else ""
            return self._transform(p, name, items, letter, multi, star, quoted)
        raise ExpansionError(f"${{{name}}}: bad substitution", 1)

    def _finish_multi(
        self, value: str | list[str] | None, star: bool, quoted: bool
    ) -> str | list[str]:
        if value is None:
            return ""
        if isinstance(value, list):
            if star and quoted:
                return (self._ifs()[:1]).join(value)
            return value
        return value

    def _arg_value(self, arg: Word | None, quoted: bool, p: ParamExp | None = None) -> str:
        if arg is None:
            return ""
        if p is not None and self._want_word is p:
            # unquoted ${x:-word}: the caller expands word's parts itself (quoted parts of
            # word are not split)
            self._want_word = None
            return _DeferredWord(arg)
        if quoted and any(isinstance(q, Tilde) for q in arg.parts):
            # inside double quotes a tilde in the word stays literal
            arg = Word(
                tuple(Lit("~" + q.user, q.span) if isinstance(q, Tilde) else q for q in arg.parts),
                arg.span,
            )
        return self.expand_word_nosplit(arg)

    def _assign_index(self, name: str, idx: str, value: str) -> str:
        """``${name[idx]:=value}``'s assignment; the value assigned (an integer array's is
        the arithmetic of ``value``)."""
        var = self.env.vars.ensure(name)
        if var.assoc:
            if not isinstance(var.value, dict):
                var.value = {}
            value = self._as_stored(var, value)
            var.value[idx] = value  # pyright: ignore
            return value
        n = self.env.arith_text(idx)
        value = self._as_stored(var, value)
        if not isinstance(var.value, dict):
            var.value = {0: var.value} if isinstance(var.value, str) else {}
        store_element(var.value, n, value)  # pyright: ignore
        return value

    def _as_stored(self, var: Var, value: str) -> str:
        """``value`` as a variable with ``var``'s attributes stores it: an integer's
        arithmetic (of the text as written: ``-il`` evaluates ``X``, not ``x``), else the
        value lower- or uppercased."""
        if var.integer:
            return str(self.env.int_value(value))
        if var.lower:
            return value.lower()
        if var.upper:
            return value.upper()
        return value

    def _substring(
        self, p: ParamExp, name: str, value: str | list[str], multi: bool, star: bool, quoted: bool
    ) -> str | list[str]:
        try:
            off = self._arith_node(p.offset) if p.offset is not None else 0
            length = self._arith_node(p.length_expr) if p.length_expr is not None else None
        except ArithError as e:
            if e.__class__ is not ArithError:
                raise  # (an unset variable, a subscript's error: told as they are)
            # bash names the parameter first: ``s: 1/0: division by 0 ...``
            label = ("!" if p.indirect else "") + p.name
            if p.index is not None:
                from agentsh.syntax.printer import format_word

                label += f"[{format_word(p.index)}]"
            raise ArithError(f"{label}: {e.expr_text}", e.message, e.token) from None
        if multi:
            assert isinstance(value, list)
            items = value
            if name in ("@", "*") and p.index is None:
                # positional: offset 0 is $0
                items = [str(self.env.special("0") or "bash")] + items
            n = len(items)
            start = off if off >= 0 else n + off
            var = (
                self.env.vars.get(name) if p.index is not None and name not in ("@", "*") else None
            )
            if var is not None and isinstance(var.value, str):
                # ``${v[@]:off:len}`` of a scalar: a substring of its value, as one word
                sub = self._substring_of(var.value, off, length)
                return self._finish_multi([] if sub is None else [sub], star, quoted)
            if var is not None and var.assoc:
                # an associative array: offsets count from 1 (0 is the first element too),
                # a negative one from the end, at most to the first
                start = off - 1 if off > 0 else max(n + off, 0) if off < 0 else 0
            if var is not None and isinstance(var.value, dict) and not var.assoc and var.value:
                # indexed arrays: the offset is an index (sparse arrays skip the holes)
                if max(var.value) == n - 1:  # (n distinct keys >= 0 up to n - 1: no holes)  # pyright: ignore[reportUnknownArgumentType]
                    first = off if off >= 0 else n + off
                    if first < 0 or first >= n:  # (past the last index: nothing, even
                        return self._finish_multi([], star, quoted)  # for a length < 0)
                    start = first
                else:
                    keys: list[int] = sorted(var.value)  # pyright: ignore[reportUnknownArgumentType, reportAssignmentType]
                    first = off if off >= 0 else keys[-1] + 1 + off
                    if first < 0 or first > keys[-1]:
                        return self._finish_multi([], star, quoted)
                    start = next((i for i, k in enumerate(keys) if k >= first), n)  # pyright: ignore
            elif start < 0 or start > n:
                return self._finish_multi([], star, quoted)
            if length is None:
                sel = items[start:]
            elif length < 0:
                raise ExpansionError(f"{length}: substring expression < 0", 1)
            else:
                sel = items[start : start + length]
            return self._finish_multi(sel, star, quoted)
        assert isinstance(value, str)
        sub = self._substring_of(value, off, length)
        return "" if sub is None else sub

    @staticmethod
    def _substring_of(value: str, off: int, length: int | None) -> str | None:
        """``${v:off:length}`` of the text ``value``; None when ``off`` is out of it."""
        n = len(value)
        start = off if off >= 0 else n + off
        if start < 0 or start > n:
            return None
        if length is None:
            return value[start:]
        if length < 0:
            end = n + length
            if end < start:
                raise ExpansionError(f"{length}: substring expression < 0", 1)
            return value[start:end]
        return value[start : start + length]

    def _arith_node(self, node: Any) -> int:
        if node.__class__ is ArithNum and node.value <= INTMAX_MAX:
            return node.value  # (a number within 64 bits as it is: ``${s:0:10}``)
        return _arith_evaluate(node, self.env)  # pyright: ignore[reportArgumentType]

    def _transform(
        self,
        p: ParamExp,
        name: str,
        items: list[str],
        letter: str,
        multi: bool,
        star: bool,
        quoted: bool,
    ) -> str | list[str]:
        from agentsh.builtins.quoting import ansi_c_decode, shell_quote

        def fn(v: str) -> str:
            match letter:
                case "Q":
                    return shell_quote(v)
                case "E":
                    return ansi_c_decode(v)
                case "P":
                    return self.env.prompt_expand(v)
                case "U":
                    return v.upper()
                case "u":
                    return v[:1].upper() + v[1:]
                case "L":
                    return v.lower()
                case "K" | "k":
                    return shell_quote(v)
                case "A" if multi and name not in ("@", "*"):
                    return v
                case "a":
                    var = self.env.vars.get(name)
                    return var.flags().replace("-", "") if var is not None else ""
                case "A":
                    var = self.env.vars.get(name)
                    if var is None:
                        return ""
                    flags = var.flags()
                    if flags == "-":
                        return f"{name}={shell_quote(v)}"
                    return f"declare -{flags} {name}={shell_quote(v)}"
                case _:
                    raise ExpansionError(f"${{{name}@{letter}}}: bad substitution", 1)

        if multi and letter in ("K", "k", "A") and name not in ("@", "*"):
            var = self.env.vars.get(name)
            if var is not None and isinstance(var.value, dict):
                if letter == "A":
                    return _declare_array(name, var)
                pairs = list(var.value.items())  # pyright: ignore[reportUnknownMemberType]
                if var.assoc:
                    order = assoc_keys(var.value)  # pyright: ignore[reportArgumentType]
                    pairs = [(k, var.value[k]) for k in order]  # pyright: ignore
                else:
                    pairs.sort()
                if letter == "k":
                    flat = [str(x) for kv in pairs for x in kv]
                    return self._finish_multi(flat, star, quoted)
                from agentsh.builtins.quoting import declare_quote

                return " ".join(f"{k} {declare_quote(str(v))}" for k, v in pairs)
        res = [fn(v) for v in items]
        if multi:
            return self._finish_multi(res, star, quoted)
        return res[0]


def _declare_array(name: str, var: Var) -> str:
    """``declare -p`` text of an array (for ``${a[@]@A}``)."""
    from agentsh.builtins.quoting import declare_quote

    d: dict[Any, str] = var.value  # pyright: ignore[reportAssignmentType]
    if var.assoc:

        def key(k: str) -> str:
            ok = k and all(c.isalnum() or c in "_-.,:/@%+" for c in k)
            return k if ok else declare_quote(k)

        body = " ".join(f"[{key(k)}]={declare_quote(d[k])}" for k in assoc_keys(d))
        return f"declare -{var.flags()} {name}=({body} )"
    body = " ".join(f"[{k}]={declare_quote(v)}" for k, v in sorted(d.items()))
    return f"declare -{var.flags()} {name}=({body})"


#: operators whose result on a one-string parameter is one string (no word argument that could
#: hold ``"$@"``)
_STRING_OPS = frozenset(
    ("#", "##", "%", "%%", "/", "//", "/#", "/%", "^", "^^", ",", ",,", ":", "@")
)


def _quoted_plan(dq: DoubleQuoted) -> tuple[str | LoneVar | WordPart, ...]:
    """The parts of ``"..."`` for :meth:`Expander._quoted_text`: each run of literal text one
    string, each plain ``$name`` a :class:`LoneVar`, other parts as they are."""
    plan: list[str | LoneVar | WordPart] = []
    for q in dq.parts:
        if type(q) is Lit or type(q) is Escaped or type(q) is SingleQuoted:
            if plan and plan[-1].__class__ is str:
                plan[-1] += q.text  # pyright: ignore[reportOperatorIssue]
            else:
                plan.append(q.text)
        elif isinstance(q, ParamExp) and plain_param(q):
            plan.append(LoneVar(q, True))
        else:
            plan.append(q)
    return tuple(plan)


class LoneVar:
    """A plain ``$name`` / ``${name}`` (:func:`plain_param`; ``node``, for the general path
    when the variable is not a set plain scalar): a word that is one (``quoted``: ``"$name"``),
    which :meth:`Expander.expand_words` reads itself, or a part of ``"..."`` (see
    :func:`_quoted_plan`)."""

    __slots__ = ("name", "node", "quoted")

    def __init__(self, node: ParamExp, quoted: bool) -> None:
        self.name = node.name
        self.node = node
        self.quoted = quoted


def _static_field(w: Word) -> str | bool | LoneVar:
    """The one field a word expands to when it is known without running anything (its
    :func:`static_text`); a :class:`LoneVar` for a lone ``$name`` or ``"$name"``; else True
    for a word that is one ``"..."`` always giving one field (see :func:`_one_field`), else
    False."""
    text = static_text(w)
    if text is not None:
        return text
    if len(w.parts) == 1:
        p = w.parts[0]
        if isinstance(p, ParamExp) and plain_param(p):
            return LoneVar(p, False)
        if isinstance(p, DoubleQuoted):
            q = p.parts[0] if len(p.parts) == 1 else None
            if isinstance(q, ParamExp) and plain_param(q):
                return LoneVar(q, True)
            if isinstance(q, ParamExp) and q.op is None:
                return False  # ``"$@"``, ``"${a[@]}"``: expand_words' own path (many fields)
            return _one_field(p)
    return False


def _one_field(dq: DoubleQuoted) -> bool:
    """Whether ``"..."`` always expands to exactly one field, its :meth:`Expander._quoted_text`:
    no ``"$@"``-style part (``$@ $* ${a[@]} ${!x} ${!a[@]} ${x:-"$@"}``) inside."""
    for q in dq.parts:
        if isinstance(q, Lit | Escaped | SingleQuoted | ArithSub | CommandSub):
            continue
        if not isinstance(q, ParamExp):
            return False
        if q.name == "@" or q.name == "*" or q.indirect or q.keys or q.prefix_names is not None:
            return False
        if q.op is not None and q.op not in _STRING_OPS:
            return False
        if _index_is(q, "@") or _index_is(q, "*"):  # only these subscripts mean every element
            return False
    return True


def _has_at(w: Word) -> bool:
    """Whether a word holds a ``$@`` / ``${a[@]}`` (also inside double quotes)."""
    for q in w.parts:
        if isinstance(q, DoubleQuoted):
            if _has_at(Word(q.parts)):
                return True
        elif isinstance(q, ParamExp) and (q.name == "@" or _index_is(q, "@")):
            return True
    return False


def _word_by_parts(p: ParamExp, quoted: bool) -> bool:
    """Whether the word of ``${x:-word}``-style ``p`` is expanded part by part into the
    fields (see ``_add_param``): unquoted, or holding a ``"$@"``-style part."""
    return p.arg is not None and p.op in _WORD_OPS and (not quoted or _has_at(p.arg))


_WORD_OPS = frozenset((":-", "-", ":+", "+"))


def _index_is(p: ParamExp, s: str) -> bool:
    index = p.index
    if index is None:
        return False
    parts = index.parts
    if len(parts) != 1:
        return False
    lit = parts[0]
    return lit.__class__ is Lit and lit.text == s  # pyright: ignore


def _lit_text(w: Word) -> str:
    return "".join(p.text for p in w.parts if isinstance(p, Lit | SingleQuoted | Escaped))


def _var_set(var: Var | None) -> bool:
    return var is not None and var.value is not None


def _array_values(var: Var) -> list[str]:
    value = var.value
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if var.assoc:
        return [value[k] for k in assoc_keys(value)]  # pyright: ignore
    return [value[k] for k in sorted(value)]  # pyright: ignore


def _parse_indirect(target: str) -> tuple[str, Word | None] | None:
    if "[" in target and target.endswith("]"):
        base, _, rest = target.partition("[")
        if is_name(base):
            return base, Word((Lit(rest[:-1]),))
        return None
    if (
        is_name(target)
        or (target.isascii() and target.isdigit())
        or target in ("@", "*", "#", "?", "-", "$", "!", "0")
    ):
        return target, None
    return None


def _has_glob(text: str) -> bool:
    return not GLOB_CHARS.isdisjoint(text)


_EXTGLOB_OPEN = re.compile(r"[@+!]\(")  #: the extglob operators without a glob character


def _has_extglob(text: str) -> bool:
    return "(" in text and _EXTGLOB_OPEN.search(text) is not None


def _unescape_literal(pieces: list[Piece]) -> str:
    return "".join(t for t, _ in pieces)


def _brace_text(p: BraceAlt | BraceRange) -> str:
    if isinstance(p, BraceRange):
        return "{" + p.start + ".." + p.end + (".." + p.step if p.step else "") + "}"
    return "{" + ",".join("".join(_raw(q) for q in alt) for alt in p.alternatives) + "}"


def _raw(p: WordPart) -> str:
    if isinstance(p, Lit | Escaped | SingleQuoted):
        return p.text
    if isinstance(p, BraceAlt | BraceRange):
        return _brace_text(p)
    return ""


def _extglob_text(p: ExtGlob, ex: Expander) -> str:
    alts: list[str] = []
    for alt in p.alternatives:
        alts.append(ex.expand_pattern(Word(alt)))
    return p.op + "(" + "|".join(alts) + ")"


#: The no-split text of a one-part word, by the part's type (see Expander._one_part_text).
_ONE_PART_TEXT: dict[type, Callable[[Expander, Any], str]] = {
    ParamExp: Expander._param_text,  # pyright: ignore[reportPrivateUsage]
    DoubleQuoted: Expander._quoted_text,  # pyright: ignore[reportPrivateUsage]
    ArithSub: Expander._arith_text,  # pyright: ignore[reportPrivateUsage]
    CommandSub: Expander._command_text,  # pyright: ignore[reportPrivateUsage]
}


#: The parts whose no-split text :meth:`Expander._one_part_text` gives.
_TEXT_KINDS = frozenset((Lit, SingleQuoted, *_ONE_PART_TEXT))


def nosplit_getter(word: Word | None) -> tuple[str | None, Callable[[Expander, Any], str], Any]:
    """How to compute ``expand_word_nosplit(word)`` (None: the empty string) over and over:
    ``(text, get, arg)``: the constant ``text`` when it is one, else ``get(expander, arg)``
    (the shape of the word is looked at once, by the caller's cache)."""
    if word is None or not word.parts:
        return "", Expander.expand_word_nosplit, word
    parts = word.parts
    if len(parts) == 1:
        p = parts[0]
        if type(p) is Lit or type(p) is SingleQuoted:
            return p.text, Expander.expand_word_nosplit, word
        if isinstance(p, DoubleQuoted) and len(p.parts) == 1:
            p = p.parts[0]  # ``"$x"``: the text of ``$x``
            if not plain_param(p):
                return None, Expander._quoted_text, parts[0]  # pyright: ignore[reportPrivateUsage]
        if plain_param(p):  # ``$x``: a set plain scalar read inline
            return None, Expander._lone_text, p  # pyright: ignore[reportPrivateUsage]
        get = _ONE_PART_TEXT.get(type(p))
        if get is not None:
            return None, get, p
    return None, Expander.expand_word_nosplit, word
