"""Shell arithmetic evaluation (``$(( ))``, ``(( ))``, ``let``, ``declare -i``, subscripts).

Owns the *semantics* of an :data:`~agentsh.syntax.ast.ArithExpr` tree with GNU bash 5.2 rules:
64-bit signed wraparound on every operation, C truncating ``/`` and ``%``, shift counts masked
to 6 bits (as on x86-64), short-circuit ``&& || ?:``, assignments and ``++``/``--`` written back
through :class:`~agentsh.runtime.variables.Variables` as decimal strings, and variables whose
value is not a number being evaluated recursively as expressions (``x=y; y=3; $((x+1))`` is 4),
with bash's recursion limit. Errors are :class:`ArithError` whose ``str()`` is exactly the
message body bash prints after ``bash: line N: ``.

Decision: trees are compiled once into Python closures (cached by node identity) because the
interpreter evaluates the same ``$((i+1))`` node many times; variable values that are plain
decimal numbers take a fast path that never touches the parser.

Error tokens: bash reports the text from the parse position where the error was detected. The
tree has no offsets, so the token is reconstructed by unparsing the tree and, when the original
text is known (``eval_text``, dynamic arithmetic, or ``text=`` passed to :func:`evaluate`) and it
matches the unparsed tokens modulo whitespace, mapped back onto the original text.
"""

from __future__ import annotations

import operator
import re
import threading
from collections.abc import Callable
from typing import Any, Literal, Protocol, cast

from agentsh.eval.arith_source import compile_source, has_power
from agentsh.runtime.variables import Var, Variables, next_index, store_element
from agentsh.syntax.arith import parse_number, source_tokens
from agentsh.syntax.ast import (
    NO_SPAN,
    AnsiCQuoted,
    ArithAssign,
    ArithBinary,
    ArithComma,
    ArithDynamic,
    ArithEmpty,
    ArithExpr,
    ArithIncDec,
    ArithNum,
    ArithSub,
    ArithSyntaxError,
    ArithTernary,
    ArithUnary,
    ArithVar,
    CommandSub,
    Lit,
    ParamExp,
    SingleQuoted,
    Word,
    WordPart,
    memo,
)

__all__ = [
    "INTMAX_MAX",
    "MAX_RECURSION",
    "ArithEnv",
    "ArithError",
    "ArithUnboundError",
    "evaluate",
    "eval_text",
    "sub_value",
    "plain_decimal",
    "parse_cached",
    "to_int_string",
    "wrap64",
]

_MASK = (1 << 64) - 1
_SIGN = 1 << 63
_MAX = (1 << 63) - 1
_MIN = -(1 << 63)
#: the largest value of bash's intmax_t (a literal above it wraps when evaluated)
INTMAX_MAX = _MAX

#: bash's MAX_EXPR_RECURSION_LEVEL: nested evaluation of variable values.
MAX_RECURSION = 1024


def wrap64(n: int) -> int:
    """Reduce ``n`` to a signed 64-bit integer (two's complement wraparound)."""
    if _MIN <= n <= _MAX:
        return n
    n &= _MASK
    return n - (1 << 64) if n & _SIGN else n


def to_int_string(n: int) -> str:
    """The decimal text bash prints for an arithmetic result. It is remembered with its
    value: a loop stores ``$((n + 1))`` in ``n`` and reads it back on the next iteration."""
    s = str(n)
    if len(_small_ints) >= _SMALL_INTS_MAX:
        _small_ints.clear()
    _small_ints[s] = n
    return s


class ArithError(Exception):
    """An arithmetic evaluation error.

    ``str(e)`` is bash's message body: ``'{expr_text}: {message} (error token is "{token}")'``,
    or ``'{expr_text}: {message}'`` when bash shows no token.
    """

    #: the text as written, blanks first included (set for a ``$((...))``'s own text)
    raw_text: str | None = None

    def __init__(self, expr_text: str, message: str, token: str | None = None) -> None:
        super().__init__(expr_text, message, token)
        self.expr_text = expr_text
        self.message = message
        self.token = token

    def __str__(self) -> str:
        if self.token is None:
            return f"{self.expr_text}: {self.message}"
        return f'{self.expr_text}: {self.message} (error token is "{self.token}")'


class ArithUnboundError(ArithError):
    """``set -u`` and an unset variable was referenced: ``x: unbound variable``."""

    def __init__(self, name: str) -> None:
        super().__init__(name, "unbound variable")
        self.name = name


class ArithSubscriptError(ArithError):
    """An error in the arithmetic of an array subscript (``h[08]``, ``h[1/0]``): bash
    evaluates a subscript apart, and its failure ends the shell (status 1), reported with
    the subscript's own text."""


class ArithIntegerError(ArithSubscriptError):
    """An error in the arithmetic of a value assigned to an integer variable (``declare -i
    n; n=1/0``, ``read n``, ``for n in ...``): it ends the shell (status 1) too."""


def _index_value(fn: Fn, index: ArithExpr, text: str, env: Any) -> int:
    """``fn(env)``, the subscript ``index`` (source ``text``), its failure as an
    :class:`ArithSubscriptError` (an unset variable under ``set -u`` stays what it is)."""
    try:
        return fn(env)
    except _Pending as p:
        e = _make_error(index, _unslot(text, env), p)
        raise ArithSubscriptError(e.expr_text, e.message, e.token) from None
    except ArithError as e:
        if isinstance(e, ArithUnboundError | ArithSubscriptError):
            raise
        raise ArithSubscriptError(e.expr_text, e.message, e.token) from None


class ArithEnv(Protocol):
    """What the evaluator needs from the interpreter.

    Optionally the env may also have ``warn(message: str) -> None``: bash prints some
    arithmetic diagnostics without failing (``a: bad array subscript``); they are passed to it.
    """

    vars: Variables
    nounset: bool

    def expand(self, word: Word) -> str: ...

    def expand_slots(self, parts: tuple[WordPart, ...]) -> list[str]:
        """The no-split text of each part, in order (each the one part of a word: a
        parameter, command or arithmetic substitution): what :meth:`expand` gives for
        ``Word((part,))``, for the slots of :func:`_compile_dynamic`."""
        ...


# ---------------------------------------------------------------------------------------------
# Internal error plumbing: closures raise _Pending (which knows the node and how to pick the
# token), the top level turns it into an ArithError with the expression text.

_TOK_FROM = 0  # token = text starting at node's first token
_TOK_AFTER = 1  # token = text after the node (or its last token when the node ends the text)


class _Pending(Exception):
    def __init__(self, message: str, node: ArithExpr, how: int) -> None:
        super().__init__(message)
        self.message = message
        self.node = node
        self.how = how


Fn = Callable[[Any], int]

_compiled: dict[int, tuple[ArithExpr, Fn]] = {}
_COMPILED_MAX = 20000


#: Evaluations of an expression by its closures before its :mod:`arith_source` function is
#: made. Decision: compiling that function's source costs ~0.3-0.5 ms, as much as a hundred
#: evaluations by the closures, so a script's one-off arithmetic never pays it and a loop
#: switches over after a few iterations (the switch replaces the function in the caches that
#: hold it: ``_compiled``, the node's ``cache``, ``eval_text``'s table).
_TIER = 16


def _compile_cached(
    expr: ArithExpr, patch: Callable[[Fn], object] | None = None, eager: bool = False
) -> Fn:
    """``expr`` compiled (cached by node identity). ``patch(fn)`` is called with the final
    function when a warming one is replaced (the caller's own cache); ``eager``: the final
    function now (a loop's condition and step, held by the loop while it runs)."""
    hit = _compiled.get(id(expr))
    if hit is not None and hit[0] is expr:
        fn = hit[1]
        if not eager or fn.__qualname__ != _WARM:
            return fn
        return cast(Fn, fn(None))  # warm(None): the final function, now
    fn = _compile(expr)
    if getattr(_local, "slots", None) is None:  # (slot reads are _compile's business)
        if eager:
            fast = compile_source(expr, fn, _compile_write, _SOURCE_HELPERS, SPECIAL_SCALARS)
            if fast is not None:
                fn = fast
        else:
            fn = _warming(expr, fn, patch)
    if len(_compiled) >= _COMPILED_MAX:
        _compiled.clear()
    _compiled[id(expr)] = (expr, fn)
    return fn


def _warming(
    expr: ArithExpr, slow: Fn, patch: Callable[[Fn], object] | None, *, cached: bool = True
) -> Fn:
    """``slow`` (the closures) for the first :data:`_TIER` evaluations, then the generated
    function (when ``expr`` has a shape :mod:`arith_source` handles), put in the caches
    (``_compiled`` too when ``cached``: not for a ``slow`` that is not ``expr``'s evaluator).
    ``warm(None)`` makes and returns the final function without evaluating anything."""
    count = 0
    final: Fn | None = None

    def warm(env: Any) -> int:
        nonlocal count, final
        if final is not None:  # a caller that kept this function (the caches hold the final)
            return final(env) if env is not None else final  # pyright: ignore[reportReturnType]
        count += 1
        if count < _TIER and env is not None:
            return slow(env)
        fast = compile_source(expr, slow, _compile_write, _SOURCE_HELPERS, SPECIAL_SCALARS)
        final = fast if fast is not None else slow
        hit = _compiled.get(id(expr)) if cached else None
        if hit is not None and hit[0] is expr:
            _compiled[id(expr)] = (expr, final)
        if patch is not None:
            patch(final)
        return final(env) if env is not None else final  # pyright: ignore[reportReturnType]

    return warm


_WARM = "_warming.<locals>.warm"


PureFn = Callable[[ArithEnv], int | None]


def pure_text_fn(text: str, patch: Callable[[PureFn | None], object]) -> PureFn | None:
    """``text`` (an array subscript like ``i % 5``) as a function that evaluates it when it
    can without any effect: every variable it reads holds a number's known text, and nothing
    fails; else the function returns None and has done nothing (the caller then takes the
    general path, which evaluates the text in full). None when ``text`` assigns.

    It warms up (see :data:`_TIER`): for its first evaluations it returns None, then the
    :mod:`arith_source` function is made and handed to ``patch`` (the caller puts it where it
    keeps this one; None: the shape is not one of :mod:`arith_source`'s)."""
    try:
        expr = parse_cached(text)
    except Exception:
        return None
    if isinstance(expr, ArithAssign | ArithIncDec):
        return None
    slow = cast(Fn, _not_pure)  # its None is the caller's signal
    # (the parsed tree is shared with eval_text's: its _compiled entry is not this function's)
    warm = _warming(expr, slow, lambda f: patch(None if f is slow else f), cached=False)
    return cast(PureFn, warm)


def _not_pure(env: Any) -> None:
    return None


def compiled(
    expr: ArithExpr, owner: Any = None, *, eager: bool = False
) -> Callable[[ArithEnv], int]:
    """``expr`` as a function of the environment (compiled once per node), for callers that
    evaluate the same node many times. ``owner``: the node whose ``cache`` field the caller
    keeps it in (replaced when the function warms up, see :data:`_TIER`); ``eager``: no
    warming (a loop holds the function while it runs). Failures go through :func:`as_error`."""
    if owner is None:
        return _compile_cached(expr, None, eager)
    return _compile_cached(expr, lambda f: memo(owner, "cache", f), eager)


def compile_store(
    name: str, part: ArithSub, var_type: type
) -> Callable[[ArithEnv], int | None] | Literal[False] | None:
    """The assignment ``name=$((...))`` as one generated function (see ``store`` in
    :func:`compile_source`): it stores the value and returns 0 when it can do so without
    any other effect, else returns None having done nothing. False when the expression is
    not of a shape :mod:`arith_source` handles or ``name`` is a special variable; None
    while ``part`` has not warmed up yet (see :data:`_TIER`: made only for the loops)."""
    fn = part.cache
    if fn is None or fn.__qualname__ == _WARM:
        return None
    if name in SPECIAL_SCALARS or not name.isidentifier():
        return False
    node = ArithAssign("=", ArithVar(name), part.expr)
    helpers = dict(_SOURCE_HELPERS, _Var=var_type)
    fast = compile_source(node, _no_slow, _compile_write, helpers, SPECIAL_SCALARS, store=True)
    return False if fast is None else cast("Callable[[ArithEnv], int | None]", fast)


def compile_step_cond(step: ArithExpr, cond: ArithExpr) -> Callable[[ArithEnv], int | None] | None:
    """The step and then the condition of ``for ((...; cond; step))`` as one generated
    function (see ``then`` in :func:`compile_source`): it makes the step's assignment and
    returns the condition's value, or returns None having done nothing (the caller runs the
    two its general way). None when their shapes are not handled (``cond`` with an effect,
    a special variable, ...)."""
    if not isinstance(step, ArithAssign | ArithIncDec):
        return None
    fast = compile_source(
        step, _no_slow, _compile_write, _SOURCE_HELPERS, SPECIAL_SCALARS, then=cond
    )
    return None if fast is None else cast("Callable[[ArithEnv], int | None]", fast)


def _no_slow(env: Any) -> int:
    raise AssertionError("a store function never falls back")  # pragma: no cover


def as_error(expr: ArithExpr, text: str | None, exc: BaseException) -> BaseException:
    """The exception a :func:`compiled` function raised, as :func:`evaluate` would raise it."""
    if isinstance(exc, _Pending):
        return _make_error(expr, text, exc)
    return exc


def sub_value(part: ArithSub, env: Any) -> int:
    """The value of ``$((...))`` (its compiled form is cached on the node); an error is
    raised as :func:`evaluate` would raise it, with the substitution's text."""
    fn = part.cache
    if fn is None:
        fn = memo(part, "cache", compiled(part.expr, part))
    try:
        return fn(env)
    except Exception as e:
        raise sub_error(part, e) from None


def sub_error(part: ArithSub, exc: BaseException) -> BaseException:
    """What :func:`sub_value` raises when the compiled form of ``part`` raised ``exc`` (an
    ArithError keeps the ``$((...))``'s text as written in ``raw_text``: dash shows that)."""
    text = part.text.lstrip(" \t\n") if part.text is not None else None
    err = as_error(part.expr, text, exc)
    if isinstance(err, ArithError):
        err.raw_text = part.text
    return err


def evaluate(expr: ArithExpr, env: ArithEnv, text: str | None = None) -> int:
    """Evaluate ``expr``; ``text`` (the source text, if known) makes error messages exact."""
    fn = _compile_cached(expr)
    try:
        return fn(env)
    except _Pending as p:
        raise _make_error(expr, text, p) from None


# -- parsing of strings (variable values, eval_text, dynamic arithmetic) ------------------------

_parse_fn: Callable[[str], ArithExpr] | None = None
_parsed: dict[str, ArithExpr] = {}
_PARSED_MAX = 5000


def _default_parse(text: str) -> ArithExpr:
    # Text evaluated at run time (variable values, ``let`` arguments) is never expanded again:
    # ``$`` there is a syntax error, so parse statically (no ArithDynamic).
    from agentsh.syntax.arith import _parse_static  # pyright: ignore[reportPrivateUsage]

    return _parse_static(text, NO_SPAN)


def parse_cached(text: str) -> ArithExpr:
    """Parse arithmetic text (memoised)."""
    expr = _parsed.get(text)
    if expr is None:
        parse = _parse_fn or _default_parse
        expr = parse(text)
        if len(_parsed) >= _PARSED_MAX:
            _parsed.clear()
        _parsed[text] = expr
    return expr


def _int_literal(s: str) -> int | None:
    """Fast path: a plain decimal (optionally signed, surrounded by blanks) string."""
    if (s.isascii() and s.isdigit()) and s.isascii():
        if s[0] != "0" or len(s) == 1:
            return wrap64(int(s)) if len(s) > 18 else int(s)
        return None
    t = s.strip(" \t\n")
    if t and t != s:
        return _int_literal(t)
    if (
        len(t) > 1
        and t[0] == "-"
        and t[1] != "0"
        and (t[1:].isascii() and t[1:].isdigit())
        and t.isascii()
    ):
        return wrap64(int(t))
    return None


_text_fns: dict[str, tuple[ArithExpr, Fn]] = {}


def eval_text(text: str, env: ArithEnv) -> int:
    """Parse and evaluate ``text`` (``let``, ``declare -i``, ``[[ -eq ]]``, ``${v:off}``,
    ``${a[i % 5]}``). A text seen before runs its compiled function straight away."""
    hit = _text_fns.get(text)
    if hit is None:
        n = _int_literal(text)
        if n is not None:
            return n
        if not text.strip(" \t\n"):
            return 0
        expr = parse_cached(text)  # a syntax error is raised here, and not remembered
        if len(_text_fns) >= _PARSED_MAX:
            _text_fns.clear()
        hit = _text_fns[text] = (
            expr,
            _compile_cached(expr, lambda f: _text_fns.__setitem__(text, (expr, f))),
        )
    try:
        return hit[1](env)
    except _Pending as p:
        raise _make_error(hit[0], text.lstrip(" \t\n"), p) from None


_local = threading.local()


def _value_of(s: str, env: Any) -> int:
    """Evaluate a variable's value string as bash does (recursively, with a depth limit)."""
    n = _int_literal(s)
    if n is not None:
        return n
    if not s.strip(" \t\n"):
        return 0
    depth: int = getattr(_local, "depth", 0)
    vars_: Variables = env.vars
    # Chains of plain names (x=y, y=z ...) are followed iteratively.
    while _is_name(s):
        depth += 1
        if depth >= MAX_RECURSION - 1:
            raise ArithError(s, "expression recursion level exceeded", s)
        nxt = _read_special(env, s) if s in SPECIAL_SCALARS else vars_.get_str(s)
        if nxt is None:
            if env.nounset:
                raise ArithUnboundError(s)
            return 0
        n = _int_literal(nxt)
        if n is not None:
            return n
        if not nxt.strip(" \t\n"):
            return 0
        s = nxt
    depth += 1
    if depth >= MAX_RECURSION - 1:
        raise ArithError(s, "expression recursion level exceeded", s)
    saved: int = getattr(_local, "depth", 0)
    _local.depth = depth
    try:
        return evaluate(parse_cached(s), env, s.lstrip(" \t\n"))
    except RecursionError:
        raise ArithError(s, "expression recursion level exceeded", s) from None
    finally:
        _local.depth = saved


def _is_name(s: str) -> bool:
    return s.isidentifier() and s.isascii()


# ---------------------------------------------------------------------------------------------
# Variable access


def _warn(env: Any, message: str) -> None:
    warn = getattr(env, "warn", None)
    if warn is not None:
        warn(message)


#: decimal strings already converted (a variable's value is re-read on every iteration)
_small_ints: dict[str, int] = {}
_SMALL_INTS_MAX = 65536


#: Names whose value the shell computes (``WordEnv.special``): read before the variables.
#: The variables whose values are made when read (not stored; the executor asks too).
SPECIAL_SCALARS = frozenset(
    "LINENO RANDOM SRANDOM SECONDS EPOCHSECONDS EPOCHREALTIME BASHPID BASH_SUBSHELL _".split()
)


def pure(expr: ArithExpr) -> bool:
    """Whether evaluating ``expr`` has no effect and gives the same value when done twice:
    numbers, scalar variables that are not special, and operators that do not assign."""
    t = type(expr)
    if t is ArithNum:
        return True
    if t is ArithVar:
        return expr.index is None and expr.name not in SPECIAL_SCALARS  # pyright: ignore
    if t is ArithUnary:
        return pure(expr.operand)  # pyright: ignore
    if t is ArithBinary:
        return pure(expr.left) and pure(expr.right)  # pyright: ignore
    if t is ArithTernary:
        return pure(expr.cond) and pure(expr.then) and pure(expr.otherwise)  # pyright: ignore
    return False


def _read_special(env: Any, name: str) -> str | None:
    special = getattr(env, "special", None)
    if special is not None:
        v = special(name)
        if v.__class__ is str:
            return v  # pyright: ignore[reportReturnType]
    return env.vars.get_str(name)


def plain_decimal(s: str) -> int | None:
    """``s`` as a number when it is just decimal digits that arithmetic reads as written: no
    leading zero (octal), fewer than 19 digits (no 64-bit wrap); else None."""
    if s.isascii() and s.isdigit() and (s[0] != "0" or len(s) == 1) and len(s) < 19:
        return int(s)
    return None


def _remember_decimal(s: str) -> int | None:
    """:func:`plain_decimal`, remembered in ``_small_ints`` (a value read again and again)."""
    n = plain_decimal(s)
    if n is not None:
        if len(_small_ints) >= _SMALL_INTS_MAX:
            _small_ints.clear()
        _small_ints[s] = n
    return n


def known_int(s: str) -> int | None:
    """The arithmetic value of ``s`` when it is the plain text of a number (a remembered
    result, or decimal digits as :func:`plain_decimal` takes them, then remembered), else
    None. (The generated functions of :mod:`arith_source` do the same inline.)"""
    n = _small_ints.get(s)
    return n if n is not None else _remember_decimal(s)


def _number(s: str | None, name: str, env: Any) -> int:
    """The value of a variable holding ``s`` (None: unset)."""
    if s is None:
        if env.nounset:
            raise ArithUnboundError(name)
        return 0
    n = known_int(s)
    return n if n is not None else _value_of(s, env)


def _compile_read(node: ArithVar) -> Fn:
    name = node.name
    if node.index is None:
        slots: dict[str, int] | None = getattr(_local, "slots", None)
        if slots is not None and name in slots:
            k = slots[name]
            return lambda env: env.arith_slots[k]
        if name in SPECIAL_SCALARS:
            return lambda env: _number(_read_special(env, name), name, env)

        def read_scalar(env: Any) -> int:
            # Variables.get_str inlined for the plain case (one frame, no nameref)
            vars_ = env.vars
            frames = vars_.frames
            var = frames[0].vars.get(name) if len(frames) == 1 else vars_.peek(name)
            if var is None:
                s = None
            else:
                s = var.value
                if s.__class__ is not str or var.nameref:
                    s = vars_.get_str(name)
                else:
                    n = _small_ints.get(s)  # pyright: ignore[reportArgumentType]
                    if n is not None:
                        return n
            return _number(s, name, env)  # pyright: ignore[reportArgumentType]

        return read_scalar

    index = node.index
    index_fn = _compile(index)
    key_text = node.index_text if node.index_text is not None else _unparse_text(index)
    if key_text == _KEY_SLOT:  # ``m[$k]`` of an associative array (see _compile_keyed)

        def read_keyed(env: Any) -> int:
            var: Var | None = env.vars.get(name)
            value = var.value if var is not None else None
            if value is None:
                if env.nounset:
                    raise ArithUnboundError(name)
                return 0
            s = value.get(env.arith_key) if isinstance(value, dict) else None  # pyright: ignore
            return 0 if s is None else _value_of(s, env)  # pyright: ignore[reportUnknownArgumentType]

        return read_keyed

    def read_elem(env: Any) -> int:
        var: Var | None = env.vars.get(name)
        if var is None or var.value is None:
            if env.nounset:
                raise ArithUnboundError(name)
            if var is None or not var.assoc:
                i = _index_value(index_fn, index, key_text, env)
                if i < 0:
                    _warn(env, f"{name}: bad array subscript")
            return 0
        value = var.value
        s: str | None
        if isinstance(value, str):
            if var.assoc:
                s = value if key_text == "0" else None
            else:
                i = _index_value(index_fn, index, key_text, env)
                if i < 0:
                    i += 1
                    if i < 0:
                        _warn(env, f"{name}: bad array subscript")
                        return 0
                s = value if i == 0 else None
        elif var.assoc:
            s = cast("dict[str, str]", value).get(key_text)
        else:
            arr = cast("dict[int, str]", value)
            i = _index_value(index_fn, index, key_text, env)
            if i < 0:
                i += next_index(arr)
                if i < 0:
                    _warn(env, f"{name}: bad array subscript")
                    return 0
            s = arr.get(i)
        if s is None:
            return 0
        return _value_of(s, env)

    return read_elem


_SLOT = "__ash{}__"
_SLOT_HEAD = "__ash"


def _slot_leaves(node: ArithExpr, out: list[str], subs: list[str]) -> None:
    """The names of ``node``'s plain variable reads (not assignment or ``++`` targets), also
    inside subscripts, of targets too; the arrays whose subscript reads a slot go to ``subs``
    (their subscript is arithmetic only when they are not associative: the caller checks).
    A syntax error adds an impossible name."""
    match node:
        case ArithVar(name=name, index=index):
            if index is None:
                out.append(name)
            else:
                _slot_subscript(name, index, out, subs)
        case ArithBinary(left=left, right=right):
            _slot_leaves(left, out, subs)
            _slot_leaves(right, out, subs)
        case ArithUnary(operand=operand):
            _slot_leaves(operand, out, subs)
        case ArithAssign(target=target, value=value):
            if target.index is not None:
                _slot_subscript(target.name, target.index, out, subs)
            _slot_leaves(value, out, subs)
        case ArithIncDec(target=target):
            if target.index is not None:
                _slot_subscript(target.name, target.index, out, subs)
        case ArithTernary(cond=cond, then=then, otherwise=otherwise):
            _slot_leaves(cond, out, subs)
            _slot_leaves(then, out, subs)
            _slot_leaves(otherwise, out, subs)
        case ArithComma(exprs=exprs):
            for e in exprs:
                _slot_leaves(e, out, subs)
        case ArithSyntaxError() | ArithDynamic():
            out.append("\0")
        case _:
            pass


def _unslot(text: str, env: Any) -> str:
    """``text`` with the slots of :func:`_compile_dynamic` shown as the numbers they hold
    (the text bash's textual route has)."""
    if _SLOT_HEAD not in text:
        return text
    for i, v in enumerate(env.arith_slots):
        text = text.replace(_SLOT.format(i), to_int_string(v))
    return text


def _slot_subscript(name: str, index: ArithExpr, out: list[str], subs: list[str]) -> None:
    """:func:`_slot_leaves` of the subscript of ``name``."""
    k = len(out)
    _slot_leaves(index, out, subs)
    if any(x.startswith(_SLOT_HEAD) for x in out[k:]):
        subs.append(name)


def _compile_dynamic(word: Word) -> Fn | None:
    """Arithmetic text whose expansions are parameters and substitutions (``$((s + ${#line}))``,
    ``$(($1 * 2))``, ``$((${c[$w]:-0} + 1))``), compiled once instead of expanded, re-parsed and
    looked up per run.

    Each expansion stands in the text as a slot name; when the parse puts every slot at a
    plain read (an operand, also in a subscript: ``((h[$j % 10]++))``, never a target) and the
    expansions are all plain decimal numbers, substituting the number for the text is the
    same expression, so the tree is evaluated with the slots bound to them (a subscript is
    arithmetic only for an array that is not associative when it runs; else the text). Any
    other value takes bash's textual route with the strings already expanded (each
    expansion happens once, in order)."""
    lits: list[str] = []  # the text around the expansions (one more than there are)
    parts: list[WordPart] = []  # each expansion
    chunk: list[str] = []
    for part in word.parts:
        if type(part) is Lit:
            chunk.append(part.text)
        elif type(part) is ParamExp or type(part) is CommandSub or type(part) is ArithSub:
            lits.append("".join(chunk))
            chunk = []
            parts.append(part)
        else:
            return None
    lits.append("".join(chunk))
    slot_parts = tuple(parts)
    n = len(slot_parts)
    if not n or n > 8:
        return None

    def joined(values: list[str]) -> str:
        out = [lits[0]]
        for i in range(n):
            out.append(values[i])
            out.append(lits[i + 1])
        return "".join(out)

    from agentsh.syntax.arith import _ArithParser  # pyright: ignore[reportPrivateUsage]

    names = [_SLOT.format(i) for i in range(n)]
    source = joined(names)
    try:
        tree = _ArithParser(source, NO_SPAN).parse()
    except Exception:
        return None
    leaves: list[str] = []
    subscripted: list[str] = []  # arrays whose subscript reads a slot
    _slot_leaves(tree, leaves, subscripted)
    if any(leaves.count(name) != 1 or source.count(name) != 1 for name in names):
        return None
    arrays = tuple(dict.fromkeys(subscripted))
    saved = getattr(_local, "slots", None)
    slots = _local.slots = {name: i for i, name in enumerate(names)}
    try:
        fn = _compile(tree)
    finally:
        _local.slots = saved
    count: int | None = 0  # evaluations by the closures (see _TIER); None: fn is final
    readers = [_slot_reader(q) for q in slot_parts]
    direct: list[Callable[[Any], int | None]] | None = (
        None if None in readers else readers  # pyright: ignore[reportAssignmentType]
    )

    def dynamic_slots(env: Any) -> int:
        nonlocal fn, count
        if arrays and any(
            (a := env.vars.get(name)) is not None and a.assoc for name in arrays
        ):  # an associative array's subscript is its text: bash's textual route
            return eval_text(joined(env.expand_slots(slot_parts)), env)
        nums: list[int] = []
        if direct is not None:  # ``${#line}``, ``$1``, ``$n``: read straight from the variables
            for read in direct:
                num = read(env)
                if num is None:
                    break
                nums.append(num)
        if len(nums) != n:
            nums = []
            values: list[str] = env.expand_slots(slot_parts)
            for v in values:
                num = _small_ints.get(v)  # known_int, inline
                if num is None:
                    num = _remember_decimal(v)
                    if num is None:
                        return eval_text(joined(values), env)
                nums.append(num)
        env.arith_slots = nums
        if count is not None:
            count += 1
            if count >= _TIER:
                count = None
                fast = compile_source(
                    tree, fn, _compile_write, _SOURCE_HELPERS, SPECIAL_SCALARS, slots
                )
                if fast is not None:
                    fn = fast
        try:
            return fn(env)
        except _Pending as p:
            values = env.expand_slots(slot_parts)  # (the reads have no effects)
            shown = dict(zip(names, values, strict=True))
            raise _make_error(tree, joined(values).lstrip(" \t\n"), p, shown) from None

    return dynamic_slots


def _slot_reader(part: WordPart) -> Callable[[Any], int | None] | None:
    """For a slot that is ``$name``, ``${name}``, ``${#name}``, ``$N`` or ``$#``: a reader
    of its number straight from the variables (None from the reader: not a set plain scalar
    holding a plain decimal, so the general expansion decides); None when the slot is
    anything else."""
    from agentsh.eval.words import DYNAMIC_ARRAYS, plain_param, positional_index

    if type(part) is not ParamExp:
        return None
    k = positional_index(part)
    if k:

        def read_positional(env: Any) -> int | None:
            positional = env.positional
            if k > len(positional):
                return None
            v = positional[k - 1]
            num = _small_ints.get(v)
            return num if num is not None else _remember_decimal(v)

        return read_positional
    name = part.name
    if (
        name == "#"
        and part.op is None
        and part.index is None
        and not (part.length or part.indirect or part.keys or part.prefix_names is not None)
    ):  # ``while (( $# ))``: the number of positional parameters

        def read_count(env: Any) -> int | None:
            return len(env.positional)

        return read_count
    if not plain_param(part, length=True) or name in DYNAMIC_ARRAYS:
        return None
    if part.length:

        def read_length(env: Any) -> int | None:
            var = env.vars.peek(name)
            if var is None or var.nameref:
                return None
            v = var.value
            return len(v) if v.__class__ is str else None

        return read_length

    def read_value(env: Any) -> int | None:
        var = env.vars.peek(name)
        if var is None or var.nameref:
            return None
        v = var.value
        if v.__class__ is not str:
            return None
        num = _small_ints.get(v)
        return num if num is not None else _remember_decimal(v)

    return read_value


_KEY_SLOT = "__ashkey__"
#: a key that substituted into the text cannot change how it parses, nor expand again
_SAFE_KEY = re.compile(r"[A-Za-z0-9_]+")
_SUBSCRIPTED = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\[$")


def _compile_keyed(word: Word, indexed: Fn | None = None) -> Fn | None:
    """``((m[$k]++))``, ``$((m[$w] + 1))``: arithmetic whose one expansion is a whole subscript
    (which :func:`_compile_dynamic` can only run as a number). Parsed once with a placeholder
    for the key; when the array is associative and the key is word characters (substituting
    it is the same text bash parses, and nothing in it expands again), the tree runs with the
    key; an array that is not associative goes to ``indexed`` (the word's
    :func:`_compile_dynamic` function) when there is one; anything else takes the textual
    route."""
    before: list[str] = []
    after: list[str] = []
    slot: ParamExp | None = None
    for part in word.parts:
        if type(part) is Lit:
            (before if slot is None else after).append(part.text)
        elif type(part) is ParamExp and slot is None:
            slot = part
        else:
            return None
    from agentsh.eval.words import plain_param

    if slot is None or not plain_param(slot):
        return None
    head, tail = "".join(before), "".join(after)
    m = _SUBSCRIPTED.search(head)
    if m is None or not tail.startswith("]"):
        return None
    array = m.group(1)
    text = head + _KEY_SLOT + tail
    from agentsh.syntax.arith import _ArithParser  # pyright: ignore[reportPrivateUsage]

    try:
        tree = _ArithParser(text, NO_SPAN).parse()
    except Exception:
        return None
    found: list[ArithVar] = []
    if not _key_uses(tree, array, found) or len(found) != 1 or text.count(_KEY_SLOT) != 1:
        return None
    fn = _compile(tree)
    parts = (slot,)
    key_name = slot.name

    def keyed(env: Any) -> int:
        kv = env.vars.peek(key_name)  # ``$k`` of a set plain scalar, else the general expansion
        value = kv.value if kv is not None and not kv.nameref else None
        key: str = value if value.__class__ is str else env.expand_slots(parts)[0]  # pyright: ignore[reportAssignmentType]
        if _SAFE_KEY.fullmatch(key) is None:
            return eval_text(head + key + tail, env)
        var = env.vars.get(array)
        if var is None or not var.assoc:  # an indexed array evaluates its subscript
            return eval_text(head + key + tail, env) if indexed is None else indexed(env)
        saved = getattr(env, "arith_key", None)
        env.arith_key = key
        try:
            return fn(env)
        except _Pending as p:
            # the message of the text with the placeholder, then the key put in its place
            e = _make_error(tree, text.lstrip(" \t\n"), p)
            token = None if e.token is None else e.token.replace(_KEY_SLOT, key)
            raise ArithError(e.expr_text.replace(_KEY_SLOT, key), e.message, token) from None
        finally:
            env.arith_key = saved

    return keyed


def _key_uses(node: ArithExpr, array: str, found: list[ArithVar]) -> bool:
    """Collect the ``array[placeholder]`` nodes of ``node`` into ``found``; False when the
    placeholder appears anywhere else or the tree has a part this cannot vouch for."""
    match node:
        case ArithVar(name=name, index=index):
            if name == _KEY_SLOT:
                return False
            if index is None:
                return True
            if type(index) is ArithVar and index.name == _KEY_SLOT and index.index is None:
                if name != array:
                    return False
                found.append(node)
                return True
            k = len(found)
            # (inside another subscript the placeholder would be part of that one's text)
            return _key_uses(index, array, found) and len(found) == k
        case ArithNum() | ArithEmpty():
            return True
        case ArithBinary(left=left, right=right):
            return _key_uses(left, array, found) and _key_uses(right, array, found)
        case ArithUnary(operand=operand):
            return _key_uses(operand, array, found)
        case ArithIncDec(target=target):
            return _key_uses(target, array, found)
        case ArithAssign(target=target, value=value):
            return _key_uses(target, array, found) and _key_uses(value, array, found)
        case ArithTernary(cond=cond, then=then, otherwise=otherwise):
            return (
                _key_uses(cond, array, found)
                and _key_uses(then, array, found)
                and _key_uses(otherwise, array, found)
            )
        case ArithComma(exprs=exprs):
            return all(_key_uses(e, array, found) for e in exprs)
        case _:
            return False


def _compile_write(node: ArithVar) -> Callable[[Any, int], bool]:
    """A writer ``(env, value) -> stored?`` for the lvalue ``node``."""
    name = node.name
    if node.index is None:

        def write_scalar(env: Any, v: int) -> bool:
            vars_ = env.vars
            frames = vars_.frames
            var = frames[0].vars.get(name) if len(frames) == 1 else vars_.lookup(name)
            s = to_int_string(v)  # (remembered: the loop counter is read back)
            if var is not None and var.value.__class__ is str and not (var.readonly or var.nameref):
                var.value = s  # digits: -l/-u change nothing
            else:
                vars_.set_str(name, s)
            return True

        return write_scalar

    index = node.index
    index_fn = _compile(index)
    key_text = node.index_text if node.index_text is not None else _unparse_text(index)
    shown = f"{name}[{key_text}]"
    if key_text == _KEY_SLOT:  # ``m[$k]`` of an associative array (see _compile_keyed)

        def write_keyed(env: Any, v: int) -> bool:
            return _store_assoc(env.vars, name, env.arith_key, v)

        return write_keyed

    def write_elem(env: Any, v: int) -> bool:
        from agentsh.runtime.variables import ReadonlyError

        vars_: Variables = env.vars
        existing = vars_.get(name)
        if existing is not None and existing.assoc:
            return _store_assoc(vars_, name, key_text, v)
        i = _index_value(index_fn, index, key_text, env)
        value = existing.value if existing is not None else None
        if not isinstance(value, dict):
            value = {} if value is None else {0: value}
        if i < 0:
            i += next_index(value)  # pyright: ignore
            if i < 0:  # (an unset array stays unset)
                _warn(env, f"{_unslot(shown, env)}: bad array subscript")
                return False
        var = vars_.ensure(name)
        if var.readonly:
            raise ReadonlyError(vars_.resolve_name(name))
        var.value = value  # pyright: ignore[reportAttributeAccessIssue]  (the same dict, or a new one)
        var.indexed = True
        store_element(value, i, _case(var.lower, var.upper, str(v)))  # pyright: ignore
        return True

    return write_elem


def _store_assoc(vars_: Variables, name: str, key: str, v: int) -> bool:
    """``name[key] = v`` for an associative array (the writers of :func:`_compile_write`)."""
    from agentsh.runtime.variables import ReadonlyError

    var = vars_.ensure(name)
    if var.readonly:
        raise ReadonlyError(vars_.resolve_name(name))
    if not isinstance(var.value, dict):
        var.value = {} if var.value is None else {"0": var.value}
    var.value[key] = _case(var.lower, var.upper, str(v))  # pyright: ignore[reportArgumentType]
    return True


def _case(lower: bool, upper: bool, s: str) -> str:
    return s.lower() if lower else s.upper() if upper else s


# ---------------------------------------------------------------------------------------------
# Operators


def _div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    q = -q if (a < 0) != (b < 0) else q
    return wrap64(q)


def _mod(a: int, b: int) -> int:
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def _pow(a: int, b: int) -> int:
    return wrap64(pow(a, b, 1 << 64))


def _shl(a: int, b: int) -> int:
    return wrap64(a << (b & 63))


def _shr(a: int, b: int) -> int:
    return a >> (b & 63)


#: operators of `x OP y` and `x OP= y` (comparisons: `_COMPARE`, binary only)
_PLAIN: dict[str, Callable[[int, int], int]] = {
    "+": lambda a, b: wrap64(a + b),
    "-": lambda a, b: wrap64(a - b),
    "*": lambda a, b: wrap64(a * b),
    "<<": _shl,
    ">>": _shr,
    "&": lambda a, b: a & b,
    "^": lambda a, b: a ^ b,
    "|": lambda a, b: a | b,
}


def _compile(node: ArithExpr) -> Fn:  # noqa: C901
    match node:
        case ArithNum(value=value):
            v = wrap64(value)
            return lambda env: v
        case ArithVar():
            return _compile_read(node)
        case ArithBinary(op=op, left=left, right=right):
            return _compile_binary(node, op, _compile(left), _compile(right))
        case ArithUnary(op=op, operand=operand):
            return _unary(op, _compile(operand))
        case ArithAssign():
            return _compile_assign(node)
        case ArithIncDec(op=op, prefix=prefix, target=target):
            read = _compile_read(target)
            write = _compile_write(target)
            delta = 1 if op == "++" else -1
            if prefix:

                def pre(env: Any) -> int:
                    v = wrap64(read(env) + delta)
                    write(env, v)
                    return v

                return pre

            def post(env: Any) -> int:
                v = read(env)
                write(env, wrap64(v + delta))
                return v

            return post
        case ArithTernary(cond=cond, then=then, otherwise=otherwise):
            c, t, o = _compile(cond), _compile(then), _compile(otherwise)
            skip_t, skip_o = _compile_noeval(then), _compile_noeval(otherwise)
            if skip_t is None and skip_o is None:
                return lambda env: t(env) if c(env) else o(env)

            def ternary(env: Any) -> int:
                if c(env):
                    v = t(env)
                    if skip_o is not None:
                        skip_o(env)
                    return v
                if skip_t is not None:
                    skip_t(env)
                return o(env)

            return ternary
        case ArithComma(exprs=exprs):
            return _comma([_compile(e) for e in exprs])
        case ArithDynamic(word=word):
            if any(isinstance(p, SingleQuoted | AnsiCQuoted) for p in word.parts):
                # single quotes are not quoting characters in arithmetic: they stay (and fail)
                word = quotes_kept(word)

            fast = _compile_dynamic(word)
            keyed = _compile_keyed(word, fast)
            if keyed is not None:
                return keyed
            if fast is not None:
                return fast

            def dynamic(env: Any) -> int:
                return eval_text(env.expand(word), env)

            return dynamic
        case ArithSyntaxError(text=text, message=message, token=token, before=before):
            first = None if before is None else _compile(before)

            def syntax_error(env: Any) -> int:
                if first is not None:  # (evaluated before bash meets the stray token)
                    first(env)
                raise ArithError(text, message, token)

            return syntax_error
        case ArithEmpty():
            return lambda env: 0


def quotes_kept(word: Word) -> Word:
    """``word`` with its ``'...'`` and ``$'...'`` parts as literal text in single quotes
    (``$'...'`` decoded), as bash reads them in arithmetic (where they fail)."""
    return Word(
        tuple(
            Lit(f"'{p.text}'", p.span)
            if isinstance(p, SingleQuoted)
            else Lit(f"'{p.value}'", p.span)
            if isinstance(p, AnsiCQuoted)
            else p
            for p in word.parts
        ),
        word.span,
    )


def _unary(op: str, f: Fn) -> Fn:
    if op == "-":
        return lambda env: wrap64(-f(env))
    if op == "+":
        return f
    if op == "!":
        return lambda env: 0 if f(env) else 1
    return lambda env: ~f(env)


def _comma(fns: list[Fn]) -> Fn:
    def comma(env: Any) -> int:
        v = 0
        for f in fns:
            v = f(env)
        return v

    return comma


def _compile_binary(node: ArithBinary, op: str, lf: Fn, rf: Fn) -> Fn:
    if op == "&&" or op == "||":
        skipped = _compile_noeval(node.right)
        if skipped is None:
            if op == "&&":
                return lambda env: 1 if lf(env) and rf(env) else 0
            return lambda env: 1 if lf(env) or rf(env) else 0
        want = op == "&&"  # (the left value that evaluates the right side)

        def short_circuit(env: Any) -> int:
            if bool(lf(env)) == want:
                return 1 if rf(env) else 0
            skipped(env)
            return 0 if want else 1

        return short_circuit
    const = node.right.value if isinstance(node.right, ArithNum) else None
    if const is not None and _MIN <= const <= _MAX:
        fast = _binary_const(op, lf, const)  # (``x % 7``: before the general division)
        if fast is not None:
            return fast
    if op in ("/", "%"):
        impl = _div if op == "/" else _mod
        right = node.right

        def divmod_(env: Any) -> int:
            a = lf(env)
            b = rf(env)
            if b == 0:
                raise _Pending("division by 0", right, _TOK_FROM)
            return impl(a, b)

        return divmod_
    if op == "**":
        return _power(lf, rf, node.right)
    if op == "+":
        # the hot path: $((i+1))
        def add(env: Any) -> int:
            v = lf(env) + rf(env)
            return v if _MIN <= v <= _MAX else wrap64(v)

        return add
    if op == "-":

        def sub(env: Any) -> int:
            v = lf(env) - rf(env)
            return v if _MIN <= v <= _MAX else wrap64(v)

        return sub
    if op == "*":

        def mul(env: Any) -> int:
            v = lf(env) * rf(env)
            return v if _MIN <= v <= _MAX else wrap64(v)

        return mul
    cmp = _COMPARE.get(op)
    if cmp is not None:
        return lambda env: 1 if cmp(lf(env), rf(env)) else 0
    impl2 = _PLAIN.get(op)
    if impl2 is None:
        raise ValueError(f"unknown arithmetic operator {op!r}")
    return lambda env: impl2(lf(env), rf(env))


_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": operator.eq,
    "!=": operator.ne,
}


def _binary_const(op: str, lf: Fn, c: int) -> Fn | None:
    """``x OP constant`` in one closure (the common loop shapes: ``i+1``, ``i%7``, ``i<n``)."""
    if op == "+":

        def add_c(env: Any) -> int:
            v = lf(env) + c
            return v if _MIN <= v <= _MAX else wrap64(v)

        return add_c
    if op == "-":

        def sub_c(env: Any) -> int:
            v = lf(env) - c
            return v if _MIN <= v <= _MAX else wrap64(v)

        return sub_c
    if op == "*":

        def mul_c(env: Any) -> int:
            v = lf(env) * c
            return v if _MIN <= v <= _MAX else wrap64(v)

        return mul_c
    if op in ("%", "/") and c > 0:
        if op == "%":

            def mod_c(env: Any) -> int:
                a = lf(env)
                return a % c if a >= 0 else -(-a % c)

            return mod_c

        def div_c(env: Any) -> int:
            a = lf(env)
            return a // c if a >= 0 else -(-a // c)

        return div_c
    cmp = _COMPARE.get(op)
    if cmp is not None:
        return lambda env: 1 if cmp(lf(env), c) else 0
    return None


def _compile_noeval(node: ArithExpr) -> Fn | None:
    """What bash does with a part it skips (the right side of ``0 && ...``, a ternary's
    untaken branch): it still reads it, with evaluation off, and one error is not guarded
    by that: a negative exponent (``0 && 2 ** -1`` fails; ``0 && 1 / 0`` does not). None
    when ``node`` holds no ``**``; else a function that computes it as bash does then:
    variables read as 0 and are not written, a division by 0 divides by 1, every part is
    read."""
    if not has_power(node):
        return None
    return _noeval(node)


def _noeval(node: ArithExpr) -> Fn:  # noqa: C901
    match node:
        case ArithNum(value=value):
            v = wrap64(value)
            return lambda env: v
        case ArithBinary(op=op, left=left, right=right):
            lf, rf = _noeval(left), _noeval(right)
            if op == "&&":
                return lambda env: 1 if (lf(env) != 0) & (rf(env) != 0) else 0
            if op == "||":
                return lambda env: 1 if (lf(env) != 0) | (rf(env) != 0) else 0
            return _noeval_binary(op, lf, rf, right)
        case ArithUnary(op=op, operand=operand):
            return _unary(op, _noeval(operand))
        case ArithAssign(op=op, value=value):
            vf = _noeval(value)
            if op == "=":
                return vf
            return _noeval_binary(op[:-1], lambda env: 0, vf, value)
        case ArithIncDec(op=op, prefix=prefix):
            v = (1 if op == "++" else -1) if prefix else 0
            return lambda env: v
        case ArithTernary(cond=cond, then=then, otherwise=otherwise):
            c, t, o = _noeval(cond), _noeval(then), _noeval(otherwise)

            def ternary(env: Any) -> int:
                cv, tv, ov = c(env), t(env), o(env)
                return tv if cv else ov

            return ternary
        case ArithComma(exprs=exprs):
            return _comma([_noeval(e) for e in exprs])
        case ArithVar(name=name, index=None) if name in (getattr(_local, "slots", None) or ()):
            k = _local.slots[name]  # (an expansion's number: text to bash, not a variable)
            return lambda env: env.arith_slots[k]
        case _:  # variables, expansions, empty: 0 (a syntax error is found before)
            return lambda env: 0


def _power(lf: Fn, rf: Fn, right: ArithExpr) -> Fn:
    """``a ** b``; a negative exponent is an error (evaluating or not: see _noeval)."""

    def power(env: Any) -> int:
        a = lf(env)
        b = rf(env)
        if b < 0:
            raise _Pending("exponent less than 0", right, _TOK_AFTER)
        return _pow(a, b)

    return power


def _noeval_binary(op: str, lf: Fn, rf: Fn, right: ArithExpr) -> Fn:
    if op == "**":
        return _power(lf, rf, right)
    if op in ("/", "%"):
        impl = _div if op == "/" else _mod
        return lambda env: impl(lf(env), rf(env) or 1)
    cmp = _COMPARE.get(op)
    if cmp is not None:
        return lambda env: 1 if cmp(lf(env), rf(env)) else 0
    impl2 = _PLAIN[op]
    return lambda env: impl2(lf(env), rf(env))


def _compile_assign(node: ArithAssign) -> Fn:
    write = _compile_write(node.target)
    vf = _compile(node.value)
    op = node.op
    if op == "=":

        def assign(env: Any) -> int:
            v = vf(env)
            write(env, v)
            return v

        return assign
    read = _compile_read(node.target)
    bop = op[:-1]
    value_node = node.value
    if bop in ("/", "%"):
        impl = _div if bop == "/" else _mod

        def assign_div(env: Any) -> int:
            a = read(env)
            b = vf(env)
            if b == 0:
                raise _Pending("division by 0", value_node, _TOK_AFTER)
            v = impl(a, b)
            write(env, v)
            return v

        return assign_div
    if bop == "**":

        def assign_pow(env: Any) -> int:
            a = read(env)
            b = vf(env)
            if b < 0:
                raise _Pending("exponent less than 0", value_node, _TOK_AFTER)
            v = _pow(a, b)
            write(env, v)
            return v

        return assign_pow
    impl2 = _PLAIN[bop]

    def assign_op(env: Any) -> int:
        v = impl2(read(env), vf(env))
        write(env, v)
        return v

    return assign_op


# ---------------------------------------------------------------------------------------------
# Unparsing (for error messages)

_PREC: dict[str, int] = {
    ",": 0,
    "=": 1,
    "?": 2,
    "||": 3,
    "&&": 4,
    "|": 5,
    "^": 6,
    "&": 7,
    "==": 8,
    "!=": 8,
    "<": 9,
    "<=": 9,
    ">": 9,
    ">=": 9,
    "<<": 10,
    ">>": 10,
    "+": 11,
    "-": 11,
    "*": 12,
    "/": 12,
    "%": 12,
    "**": 13,
}
_UNARY_PREC = 14
_POSTFIX_PREC = 15


class _Unparser:
    def __init__(self, names: dict[str, str] | None = None) -> None:
        #: variable names shown as other text (the slots of :func:`_compile_dynamic`)
        self.names = names or {}
        self.toks: list[str] = []
        self.ranges: dict[int, tuple[int, int]] = {}
        #: indices of tokens written with blanks around them in the "spaced" style
        self.infix: set[int] = set()
        self.commas: set[int] = set()

    def op(self, text: str) -> None:
        self.infix.add(len(self.toks))
        self.toks.append(text)

    def emit(self, node: ArithExpr, min_prec: int = 0) -> None:
        prec = self._prec(node)
        paren = prec < min_prec
        if paren:
            self.toks.append("(")
        start = len(self.toks)
        self._emit(node)
        self.ranges[id(node)] = (start - (1 if paren else 0), len(self.toks) + (1 if paren else 0))
        if paren:
            self.toks.append(")")

    @staticmethod
    def _prec(node: ArithExpr) -> int:
        match node:
            case ArithBinary(op=op):
                return _PREC.get(op, 11)
            case ArithAssign():
                return 1
            case ArithTernary():
                return 2
            case ArithComma():
                return 0
            case ArithUnary():
                return _UNARY_PREC
            case ArithIncDec(prefix=prefix):
                return _UNARY_PREC if prefix else _POSTFIX_PREC
            case _:
                return 99

    def _emit(self, node: ArithExpr) -> None:  # noqa: C901
        toks = self.toks
        match node:
            case ArithNum(value=value):
                toks.append(str(value))
            case ArithVar(name=name, index=index, index_text=index_text):
                if index is None:
                    shown = self.names.get(name, name)
                    if shown[:1] in ("-", "+") and len(shown) > 1:
                        toks.append(shown[0])  # (a signed number: two tokens, as bash reads it)
                        shown = shown[1:]
                    toks.append(shown)
                else:
                    toks.append(name)
                    toks.append("[")
                    if index_text is not None:
                        toks.append(index_text)
                    else:
                        self.emit(index)
                    toks.append("]")
            case ArithUnary(op=op, operand=operand):
                toks.append(op)
                self.emit(operand, _UNARY_PREC)
            case ArithIncDec(op=op, prefix=prefix, target=target):
                if prefix:
                    toks.append(op)
                    self.emit(target)
                else:
                    self.emit(target)
                    toks.append(op)
            case ArithBinary(op=op, left=left, right=right):
                p = _PREC.get(op, 11)
                if op == "**":  # right associative
                    self.emit(left, p + 1)
                    self.op(op)
                    self.emit(right, p)
                else:
                    self.emit(left, p)
                    self.op(op)
                    self.emit(right, p + 1)
            case ArithAssign(op=op, target=target, value=value):
                self.emit(target)
                self.op(op)
                self.emit(value, 1)
            case ArithTernary(cond=cond, then=then, otherwise=otherwise):
                self.emit(cond, 3)
                self.op("?")
                self.emit(then, 0)
                self.op(":")
                self.emit(otherwise, 2)
            case ArithComma(exprs=exprs):
                for i, e in enumerate(exprs):
                    if i:
                        self.commas.add(len(toks))
                        toks.append(",")
                    self.emit(e, 1)
            case ArithDynamic(text=text):
                toks.append(text)
            case ArithSyntaxError(text=text, token=token, before=before):
                if before is not None:  # (errors of the part evaluated find their place)
                    self.emit(before)
                    toks.append(token.strip())
                else:
                    toks.append(text)
            case ArithEmpty():
                pass


def _unparse_text(node: ArithExpr) -> str:
    u = _Unparser()
    u.emit(node)
    return "".join(u.toks)


def _render(u: _Unparser, spaced: bool, pad: str) -> tuple[str, list[int]]:
    parts = [pad]
    offsets: list[int] = []
    pos = len(pad)
    for i, t in enumerate(u.toks):
        off = pos
        if spaced and i in u.infix:
            t = f" {t} "
            off += 1
        elif spaced and i in u.commas:
            t += " "
        offsets.append(off)
        parts.append(t)
        pos += len(t)
    parts.append(pad)
    return "".join(parts), offsets


def _guess_text(root: ArithExpr, u: _Unparser) -> tuple[str, list[int]]:
    """Without the source text, pick the spacing style whose length matches the node's span
    (``$((a / b))`` vs ``$((a/b))`` vs ``$(( a / b ))``); compact when nothing fits."""
    span = root.span
    if span != NO_SPAN and span.line == span.end_line:
        want = span.end_col - span.col
        for spaced, pad in ((True, ""), (False, ""), (True, " "), (False, " ")):
            text, offsets = _render(u, spaced, pad)
            if len(text.encode("utf-8", "surrogateescape")) == want:
                return text, offsets
    return _render(u, False, "")


_TEXT_TOKEN = re.compile(
    r"\s*([0-9][0-9A-Za-z_@#]*|[A-Za-z_][A-Za-z0-9_]*|<<=|>>=|\*\*|\+\+|--|<<|>>|<=|>=|==|!="
    r"|&&|\|\||\*=|/=|%=|\+=|-=|&=|\^=|\|=|.)",
    re.S,
)


def _aligned_offset(text: str, toks: list[str], k: int, from_node: bool) -> int | None:
    """Where the unparsed token ``toks[k]`` is in the source ``text``, when the two differ
    by more than spaces: numbers written another way (``010`` unparsed as ``8``) and
    grouping parentheses (dropped or added). A node's text starts at its first opening
    parenthesis (``(a[x])``); None when they cannot be matched token for token. The
    tokens matched up to ``toks[k]`` are enough: past them the text may hold what the tree
    leaves out (``$x`` after the part evaluated before a syntax error); and they may start
    past the text's first (``n = 7 % u ? $x``: the assignment was never made)."""
    spans: list[tuple[str, int]] = []
    for m in _TEXT_TOKEN.finditer(text):
        if m.group(1):
            spans.append((m.group(1), m.start(1)))
    for first in range(len(spans) if k < len(toks) else 1):
        found = _align(spans, first, toks, from_node)
        if k in found:
            return found[k]
        if k >= len(toks) and len(found) == len(toks) and k not in found:
            return len(text)
    return None


def _align(
    spans: list[tuple[str, int]], first: int, toks: list[str], from_node: bool
) -> dict[int, int]:
    """``toks`` matched to the text's tokens ``spans`` from ``spans[first]``, as far as
    they agree: their offsets by token index."""
    found: dict[int, int] = {}
    i, j = first, 0
    opened = -1  # where a run of "(" that the unparser dropped starts
    while j < len(toks) and i < len(spans):
        t, off = spans[i]
        u = toks[j]
        if t == u or (t[0].isdigit() and u.isdigit() and parse_number(t) == int(u)):
            found[j] = opened if opened >= 0 and from_node else off
            opened = -1
            i += 1
            j += 1
        elif t in "()":
            if t == "(" and opened < 0:
                opened = off
            i += 1
        elif u in "()":
            found[j] = off
            j += 1
        else:
            break
    return found


def _make_error(
    root: ArithExpr, text: str | None, p: _Pending, names: dict[str, str] | None = None
) -> ArithError:
    u = _Unparser(names)
    u.emit(root)
    toks = u.toks
    start, end = u.ranges.get(id(p.node), (len(toks) - 1, len(toks)))
    if p.how == _TOK_AFTER and text is not None and id(p.node) in u.ranges:
        pos = _after_in_source(text, toks, start, end)
        if pos is not None:
            return ArithError(text, p.message, text[pos:])
    if p.how == _TOK_FROM:
        k = start
    else:
        k = end if end < len(toks) else max(end - 1, 0)
    compact = "".join(toks)
    if text is not None and "".join(text.split()) != compact:
        pos = _aligned_offset(text, toks, k, p.how == _TOK_FROM)
        if pos is not None:
            return ArithError(text, p.message, text[pos:])
    if text is not None and "".join(text.split()) == compact:
        # map the offset in the compact text onto the original text
        offset = sum(len(t) for t in toks[:k])
        seen = 0
        pos = len(text)
        for i, ch in enumerate(text):
            if ch.isspace():
                continue
            if seen == offset:
                pos = i
                break
            seen += 1
        return ArithError(text, p.message, text[pos:])
    shown, offsets = _guess_text(root, u)
    pos = offsets[k] if k < len(offsets) else len(shown)
    return ArithError(text if text is not None else shown, p.message, shown[pos:])


def _after_in_source(text: str, toks: list[str], start: int, end: int) -> int | None:
    """Where bash's error token starts for a node that fails once evaluated (an assignment's
    value: ``a /= (1-1)``): the source token after the node, its closing parentheses
    included (the unparsed ``toks`` have none of the redundant ones), or the last token when
    the node ends the text (bash shows the token it read last). None when the unparsed
    tokens cannot be matched to the source's."""
    src = source_tokens(text)
    if src is None:
        return None

    def same(s: str, t: str) -> bool:  # (a constant is unparsed as its decimal value)
        return s == t or (s[:1].isdigit() and t.lstrip("-").isdigit() and str(parse_number(s)) == t)

    where: list[int] = []  # toks[j] is src[where[j]]
    i = 0
    for t in toks:
        while i < len(src) and not same(src[i][0], t) and src[i][0] in ("(", ")"):
            i += 1
        if i >= len(src) or not same(src[i][0], t):
            return None
        where.append(i)
        i += 1
    if not 0 <= start < end <= len(where):
        return None
    first = where[start - 1] + 1 if start else 0
    last = where[end - 1]
    pending = 0
    for v, _ in src[first : last + 1]:
        pending += 1 if v == "(" else -1 if v == ")" else 0
    nxt = last + 1
    while pending > 0 and nxt < len(src) and src[nxt][0] == ")":
        pending -= 1
        nxt += 1
    if nxt < len(src):
        return src[nxt][1]
    return src[-1][1]


#: what the functions of :mod:`agentsh.eval.arith_source` call
_SOURCE_HELPERS: dict[str, Any] = {
    "_MIN": _MIN,
    "_MAX": _MAX,
    "_wrap": wrap64,
    "_div": _div,
    "_mod": _mod,
    "_pow": _pow,
    "_shl": _shl,
    "_shr": _shr,
    "_si": _small_ints,
    "_pd": _remember_decimal,
    "_ts": to_int_string,
}
