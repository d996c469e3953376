"""Compiler of the jq AST to Python closures, evaluated as generators.

Every AST node becomes a :class:`Code` with ``ev(inp, env)`` (the node's outputs) and, built
lazily, ``pv(inp, path, env)`` (``(value, path)`` pairs, for ``path()`` and assignments).
``env`` is a dict of runtime bindings: ``$name`` variables, ``name/arity`` user functions and
closure parameters, ``*label`` labels. Names are resolved at compile time (lexical scoping):
calls to library functions bind directly to the library, so envs stay small.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Any, cast

from agentsh.commands.jq import parser as A
from agentsh.commands.jq import values as V
from agentsh.commands.jq.errors import BreakEx, CompileError, JQError
from agentsh.commands.jq.json_io import dumps

#: ``type(v)``, typed: narrowing ``type(v) is list`` on an ``Any`` would leave Unknowns.
_type_of: Callable[[object], type[Any]] = type

Env = dict[str, Any]
EvFn = Callable[[Any, Env], Iterable[Any]]
PathT = tuple[Any, ...]
PvFn = Callable[[Any, PathT, Env], Iterable[tuple[Any, PathT]]]
#: jq's tracked path and the value at it (a destructuring in a path expression moves it)
Tr = tuple[PathT, Any]


class Runtime:
    """Per-run services: inputs, stderr/debug sinks, budget checks, environment."""

    def __init__(self) -> None:
        self.next_input: Callable[[], Any] | None = None
        self.debug: Callable[[Any], None] = lambda v: None
        self.stderr: Callable[[Any], None] = lambda v: None
        self.check: Callable[[], None] = lambda: None
        self.env: dict[str, str] = {}
        self.filename: Any = None
        self.line_number = 0
        self.named_args: dict[str, Any] = {}
        self.calls = 0
        self.depth = 0
        self.max_depth = 1500
        #: ``json_io.lit_count`` while no number of this run keeps a text of its own (the
        #: fast C dumper is then exact); -1 when the program holds such literals
        self.fast_base = -1


_local = threading.local()


def runtime() -> Runtime:
    rt: Runtime | None = getattr(_local, "rt", None)
    if rt is None:
        rt = Runtime()
        _local.rt = rt
    return rt


def set_runtime(rt: Runtime) -> None:
    _local.rt = rt


#: The one output of a node that always has exactly one (or fails): (input, env) -> value.
OneFn = Callable[[Any, Env], Any]


class Code:
    """A compiled node: ``ev``, a lazily built ``pv``, and ``one`` for a node that always
    outputs exactly one value (or fails), computed without a generator (callers such as
    ``select`` and the binary operators use it)."""

    __slots__ = ("ev", "_pv", "_mkpv", "one")

    def __init__(self, ev: EvFn, mkpv: Callable[[], PvFn], one: OneFn | None = None) -> None:
        self.ev = ev
        self._pv: PvFn | None = None
        self._mkpv = mkpv
        self.one = one

    @property
    def pv(self) -> PvFn:
        if self._pv is None:
            self._pv = self._mkpv()
        return self._pv


class FnObj:
    """A jq function definition closed over its definition env."""

    __slots__ = ("params", "body", "env", "name")

    def __init__(self, name: str, params: tuple[str, ...], body: Code, env: Env) -> None:
        self.name = name
        self.params = params
        self.body = body
        self.env = env


class Closure:
    """A filter argument: code plus the caller's env."""

    __slots__ = ("code", "env")

    def __init__(self, code: Code, env: Env) -> None:
        self.code = code
        self.env = env


class ValueClosure:
    """The filter ``name`` bound by a ``$name`` parameter: yields the value."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


#: A native builtin: (input, arg codes, caller env) -> outputs; optional path version.
NativeEv = Callable[[Any, list[Code], Env], Iterable[Any]]
NativePv = Callable[[Any, PathT, list[Code], Env], Iterable[tuple[Any, PathT]]]


class Native:
    __slots__ = ("ev", "pv", "name", "one")

    def __init__(
        self,
        name: str,
        ev: NativeEv,
        pv: NativePv | None = None,
        one: Callable[[Any], Any] | None = None,
    ) -> None:
        self.name = name
        self.ev = ev
        self.pv = pv
        #: a 0-arity native's function of its input, when it has exactly one output
        self.one = one


def invalid_path(v: Any) -> JQError:
    return JQError(f"Invalid path expression with result {V.trunc_dump(v, 30)}")


class _Lost(tuple[Any, ...]):
    """The path of a value that is no longer where jq's path tracking is (an accumulator
    after an update): a path step from it fails as jq's does."""

    value: Any = None
    #: where jq's tracked path is instead, when known: its value and path (a destructuring
    #: pattern's steps moved it, see Compiler.tracked_pattern)
    at: Any = None
    at_path: PathT | None = None

    def __new__(cls, value: Any, at: Any = None, at_path: PathT | None = None) -> _Lost:
        self = super().__new__(cls)
        self.value = value
        self.at = at
        self.at_path = at_path
        return self

    def __add__(self, other: tuple[Any, ...]) -> tuple[Any, ...]:  # type: ignore[override]
        key = V.trunc_dump(other[0] if other else None, 15)
        raise JQError(
            "Invalid path expression near attempt to access element "
            f"{key} of {V.trunc_dump(self.value, 30)}"
        )


def _identical(a: Any, b: Any) -> bool:
    """jq's jv_identical: the same array, object or string; numbers of equal bits;
    null, true and false by kind."""
    ta = _type_of(a)
    if ta is list or ta is dict or ta is str:
        return a is b
    if V.is_number(a):
        return V.is_number(b) and (a == b or (a != a and b != b))
    return ta is _type_of(b) and a == b


def _no_store(v: Any, e: Env) -> None:
    """A simple pattern's variable met before in it (see Compiler.compile_pattern)."""


def _at_tracked(v: Any, at: Any) -> bool:
    """Whether a value that took no path step is the one at jq's tracked path (``at``):
    :func:`_identical`, but a number only when it is the same object (jq compares its
    number literals by address)."""
    return v is at or (not V.is_number(v) and _identical(v, at))


def _paths_or_values(code: Code, inp: Any, path: PathT, env: Env) -> list[tuple[Any, Any]]:
    """The (value, path) outputs of ``code``, or (value, None) ones when it is no path
    expression (``. + $x``): jq checks no path where no step is taken."""
    try:
        return list(code.pv(inp, path, env))
    except JQError as e:
        if not str(e.value).startswith("Invalid path expression with result"):
            raise
    return [(x, None) for x in code.ev(inp, env)]


_UNSET: Any = object()


def _path_states(
    code: Code, inp: Any, path: PathT, env: Env, at: Any = _UNSET
) -> Iterator[tuple[Any, PathT, Any]]:
    """Each output of ``code`` run on ``inp`` while jq's tracked path is ``path`` (of
    value ``at``, ``inp`` when not given): the output, then the tracked path and value
    after it (unchanged by an expression that takes no path)."""
    if at is _UNSET:
        at = inp
    lost = not _identical(inp, at)
    for x, p in _paths_or_values(code, inp, _Lost(inp) if lost else path, env):
        if p is None:
            yield x, path, at
        else:
            yield x, p, x


def _children(t: Any, p: PathT) -> list[tuple[Any, PathT]]:
    """The elements of an array or the values of an object, with their paths under ``p``;
    nothing for anything else."""
    tt = _type_of(t)
    if tt is list:
        return [(x, p + (i,)) for i, x in enumerate(t)]
    if tt is dict:
        return [(x, p + (k,)) for k, x in t.items()]
    return []


def _no_pv(ev: EvFn) -> Callable[[], PvFn]:
    def mk() -> PvFn:
        def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
            for v in ev(inp, env):
                raise invalid_path(v)
            return
            yield

        return pv

    return mk


class Library:
    """Resolved library: natives and compiled jq-defined functions (by ``name/arity``)."""

    def __init__(self) -> None:
        self.natives: dict[str, Native] = {}
        self.defs: dict[str, FnObj] = {}


def param_scope(params: Iterable[str]) -> frozenset[str]:
    """The names a definition's parameters bind in its body: ``f`` as the filter ``f/0``;
    ``$v`` as the variable ``$v`` and the filter ``v/0``."""
    out: set[str] = set()
    for p in params:
        if p.startswith("$"):
            out.add(p)
            out.add(p[1:] + "/0")
        else:
            out.add(p + "/0")
    return frozenset(out)


class Compiler:
    def __init__(self, lib: Library) -> None:
        self.lib = lib
        #: "is not defined" errors: jq reports every one of them, then "N compile errors"
        self.errors: list[CompileError] = []

    def _undefined(self, message: str, pos: int) -> Code:
        """Note an undefined name and go on compiling (the program never runs)."""
        self.errors.append(CompileError(message, pos))

        def ev(inp: Any, env: Env) -> Iterable[Any]:
            return (inp,)

        return Code(ev, _no_pv(ev))

    def compile(self, node: A.Node, scope: frozenset[str]) -> Code:
        meth = getattr(self, "c_" + type(node).__name__)
        return meth(node, scope)

    # -- simple terms ------------------------------------------------------------------
    def c_Identity(self, node: A.Identity, scope: frozenset[str]) -> Code:
        def ev(inp: Any, env: Env) -> Iterable[Any]:
            return (inp,)

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterable[tuple[Any, PathT]]:
                return ((inp, path),)

            return pv

        def one(inp: Any, env: Env) -> Any:
            return inp

        return Code(ev, mk, one)

    def c_RecurseAll(self, node: A.RecurseAll, scope: frozenset[str]) -> Code:
        return self.compile(A.Call("recurse", ()), scope)

    def c_Literal(self, node: A.Literal, scope: frozenset[str]) -> Code:
        val = (node.value,)

        def ev(inp: Any, env: Env) -> Iterable[Any]:
            return val

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterable[tuple[Any, PathT]]:
                if node.value is None and inp is None:
                    return ((None, path),)
                raise invalid_path(node.value)

            return pv

        lit = node.value

        def one(inp: Any, env: Env) -> Any:
            return lit

        return Code(ev, mk, one)

    def c_Loc(self, node: A.Loc, scope: frozenset[str]) -> Code:
        return self.c_Literal(A.Literal({"file": "<top-level>", "line": node.line}), scope)

    def c_Var(self, node: A.Var, scope: frozenset[str]) -> Code:
        key = "$" + node.name
        if node.name == "ENV":
            if key not in scope:

                def ev_env(inp: Any, env: Env) -> Iterable[Any]:
                    return (dict(runtime().env),)

                return Code(ev_env, _no_pv(ev_env))
        if key not in scope:
            return self._undefined(f"${node.name} is not defined", node.pos)

        def ev(inp: Any, env: Env) -> Iterable[Any]:
            return (env[key],)

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterable[tuple[Any, PathT]]:
                # (jq's PATH_END: the value must be the one at the tracked path)
                v = env[key]
                if type(path) is _Lost:
                    at, p = path.at, path.at_path
                else:
                    at, p = inp, path
                if p is not None and _at_tracked(v, at):
                    return ((v, p),)
                raise invalid_path(v)

            return pv

        def one(inp: Any, env: Env) -> Any:
            return env[key]

        return Code(ev, mk, one)

    def c_Format(self, node: A.Format, scope: frozenset[str]) -> Code:
        from agentsh.commands.jq.builtins import get_format

        fmt = get_format(node.name)

        def ev(inp: Any, env: Env) -> Iterable[Any]:
            return (fmt(inp),)

        return Code(ev, _no_pv(ev))

    def c_Str(self, node: A.Str, scope: frozenset[str]) -> Code:
        from agentsh.commands.jq.builtins import get_format

        fmt = get_format(node.fmt or "text")
        parts: list[str | Code] = [
            p if isinstance(p, str) else self.compile(p, scope) for p in node.parts
        ]

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            def gen(i: int, acc: str) -> Iterator[str]:
                if i == len(parts):
                    yield acc
                    return
                p = parts[i]
                if isinstance(p, str):
                    yield from gen(i + 1, acc + p)
                    return
                for v in p.ev(inp, env):
                    yield from gen(i + 1, acc + fmt(v))

            # jq evaluates later interpolations in the outer loop
            yield from _str_rev(parts, inp, env, fmt)
            return
            yield from gen(0, "")

        return Code(ev, _no_pv(ev))

    # -- indexing ----------------------------------------------------------------------
    def c_Index(self, node: A.Index, scope: frozenset[str]) -> Code:
        target = self.compile(node.target, scope)
        if isinstance(node.key, A.Literal) and isinstance(node.key.value, str):
            name = node.key.value
            one: OneFn | None = None
            if isinstance(node.target, A.Identity):

                def ev_f(inp: Any, env: Env) -> Iterable[Any]:
                    if type(inp) is dict:
                        return (cast("dict[str, Any]", inp).get(name),)
                    return (V.index(inp, name),)

                def one_f(inp: Any, env: Env) -> Any:
                    if type(inp) is dict:
                        return cast("dict[str, Any]", inp).get(name)
                    return V.index(inp, name)

                ev: EvFn = ev_f
                one = one_f
            elif target.one is not None:
                tone = target.one

                def one_tf(inp: Any, env: Env) -> Any:
                    t = tone(inp, env)
                    if type(t) is dict:
                        return cast("dict[str, Any]", t).get(name)
                    return V.index(t, name)

                def ev_tf1(inp: Any, env: Env) -> Iterable[Any]:
                    return (one_tf(inp, env),)

                ev = ev_tf1
                one = one_tf
            else:
                tev = target.ev

                def ev_tf(inp: Any, env: Env) -> Iterator[Any]:
                    for t in tev(inp, env):
                        if type(t) is dict:
                            yield cast("dict[str, Any]", t).get(name)
                        else:
                            yield V.index(t, name)

                ev = ev_tf

            def mk_f() -> PvFn:
                tpv = target.pv

                def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                    for t, p in tpv(inp, path, env):
                        np = p + (name,)  # (first: a lost path fails before the index)
                        yield (None if t is None else V.index(t, name)), np

                return pv

            return Code(ev, mk_f, one)
        key = self.compile(node.key, scope)
        tev = target.ev
        kev = key.ev
        if key.one is not None and target.one is not None:
            kone, tone1 = key.one, target.one

            def one_k(inp: Any, env: Env) -> Any:
                k = kone(inp, env)  # (the key first, as ev_k)
                return V.index(tone1(inp, env), k)

            def ev_k1(inp: Any, env: Env) -> Iterable[Any]:
                return (one_k(inp, env),)

            def mk1() -> PvFn:
                tpv = target.pv

                def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                    k = kone(inp, env)
                    for t, p in tpv(inp, path, env):
                        np = p + (k,)
                        yield V.index(t, k), np

                return pv

            return Code(ev_k1, mk1, one_k)

        def ev_k(inp: Any, env: Env) -> Iterator[Any]:
            for k in kev(inp, env):
                for t in tev(inp, env):
                    yield V.index(t, k)

        def mk() -> PvFn:
            tpv = target.pv

            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                for k in kev(inp, env):
                    for t, p in tpv(inp, path, env):
                        # (null gives null, but fails on a key of no index's type; the
                        # path first: a lost path fails before the index)
                        np = p + (k,)
                        yield V.index(t, k), np

            return pv

        return Code(ev_k, mk)

    def slice_keys(self, node: A.Slice, scope: frozenset[str]) -> EvFn:
        """The ``{"start", "end"}`` keys of a slice, for each pair of bounds its expressions
        give (the end's outer), as jq indexes by them."""
        start = self.compile(node.start, scope) if node.start else None
        end = self.compile(node.end, scope) if node.end else None
        none: tuple[Any] = (None,)

        def keys(inp: Any, env: Env) -> Iterator[dict[str, Any]]:
            for e in end.ev(inp, env) if end else none:
                for s in start.ev(inp, env) if start else none:
                    yield {"start": s, "end": e}

        return keys

    def c_Slice(self, node: A.Slice, scope: frozenset[str]) -> Code:
        target = self.compile(node.target, scope)
        keys = self.slice_keys(node, scope)

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            for k in keys(inp, env):
                for t in target.ev(inp, env):
                    if t is None:
                        yield None
                    elif type(t) in (list, str):
                        yield V.index(t, k)
                    else:
                        raise JQError(f"Cannot index {V.type_name(t)} with object")

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                for k in keys(inp, env):
                    for t, p in target.pv(inp, path, env):
                        yield (None if t is None else V.index(t, k)), p + (k,)

            return pv

        return Code(ev, mk)

    def c_Iterate(self, node: A.Iterate, scope: frozenset[str]) -> Code:
        target = self.compile(node.target, scope)
        if isinstance(node.target, A.Identity):

            def ev_i(inp: Any, env: Env) -> Iterable[Any]:
                t = _type_of(inp)
                if t is list:
                    return inp
                if t is dict:
                    return inp.values()
                return V.iterate(inp)

            ev: EvFn = ev_i
        else:
            tev = target.ev

            def ev_t(inp: Any, env: Env) -> Iterator[Any]:
                for t in tev(inp, env):
                    yield from V.iterate(t)

            ev = ev_t

        def mk() -> PvFn:
            tpv = target.pv

            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                for t, p in tpv(inp, path, env):
                    tt = _type_of(t)
                    if tt is not list and tt is not dict:
                        V.iterate(t)  # (fails, for null too: ``null | .[] |= 1``)
                    yield from _children(t, p)

            return pv

        return Code(ev, mk)

    # -- combinators -------------------------------------------------------------------
    def c_Pipe(self, node: A.Pipe, scope: frozenset[str]) -> Code:
        left = self.compile(node.left, scope)
        right = self.compile(node.right, scope)
        lev, rev = left.ev, right.ev
        lone, rone = left.one, right.one

        def ev(inp: Any, env: Env) -> Iterable[Any]:
            for x in lev(inp, env):
                yield from rev(x, env)

        def mk() -> PvFn:
            lpv, rpv = left.pv, right.pv

            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                for x, p in lpv(inp, path, env):
                    yield from rpv(x, p, env)

            return pv

        if lone is None:
            return Code(ev, mk)
        lone1 = lone
        if rone is not None:
            rone1 = rone

            def one(inp: Any, env: Env) -> Any:
                return rone1(lone1(inp, env), env)

            def ev_one(inp: Any, env: Env) -> Iterable[Any]:
                return (rone1(lone1(inp, env), env),)

            return Code(ev_one, mk, one)

        def ev_l(inp: Any, env: Env) -> Iterable[Any]:
            return rev(lone1(inp, env), env)

        return Code(ev_l, mk)

    def c_Comma(self, node: A.Comma, scope: frozenset[str]) -> Code:
        left = self.compile(node.left, scope)
        right = self.compile(node.right, scope)
        lev, rev = left.ev, right.ev

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            yield from lev(inp, env)
            yield from rev(inp, env)

        def mk() -> PvFn:
            lpv, rpv = left.pv, right.pv

            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                yield from lpv(inp, path, env)
                yield from rpv(inp, path, env)

            return pv

        return Code(ev, mk)

    def c_Alt(self, node: A.Alt, scope: frozenset[str]) -> Code:
        left = self.compile(node.left, scope)
        right = self.compile(node.right, scope)

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            any_ = False
            for v in left.ev(inp, env):
                if v is not None and v is not False:
                    any_ = True
                    yield v
            if not any_:
                yield from right.ev(inp, env)

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                any_ = False
                for v, p in left.pv(inp, path, env):
                    if v is not None and v is not False:
                        any_ = True
                        yield v, p
                if not any_:
                    yield from right.pv(inp, path, env)

            return pv

        return Code(ev, mk)

    def c_BinOp(self, node: A.BinOp, scope: frozenset[str]) -> Code:
        left = self.compile(node.left, scope)
        right = self.compile(node.right, scope)
        op = _BINOPS[node.op]
        lev, rev = left.ev, right.ev
        lone, rone = left.one, right.one
        if lone is not None and rone is not None:
            lone1, rone1 = lone, rone

            def one(inp: Any, env: Env) -> Any:
                b = rone1(inp, env)  # (the right side first, as jq)
                return op(lone1(inp, env), b)

            def ev_one(inp: Any, env: Env) -> Iterable[Any]:
                b = rone1(inp, env)
                return (op(lone1(inp, env), b),)

            return Code(ev_one, _no_pv(ev_one), one)
        if isinstance(node.right, A.Literal):
            rval = node.right.value

            def ev_lit(inp: Any, env: Env) -> Iterator[Any]:
                for a in lev(inp, env):
                    yield op(a, rval)

            return Code(ev_lit, _no_pv(ev_lit))

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            for b in rev(inp, env):
                for a in lev(inp, env):
                    yield op(a, b)

        return Code(ev, _no_pv(ev))

    def c_And(self, node: A.And, scope: frozenset[str]) -> Code:
        left = self.compile(node.left, scope)
        right = self.compile(node.right, scope)
        if left.one is not None and right.one is not None:
            lone, rone = left.one, right.one

            def one(inp: Any, env: Env) -> Any:
                a = lone(inp, env)
                if a is None or a is False:
                    return False
                b = rone(inp, env)
                return not (b is None or b is False)

            def ev_one(inp: Any, env: Env) -> Iterable[Any]:
                return (one(inp, env),)

            return Code(ev_one, _no_pv(ev_one), one)

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            for a in left.ev(inp, env):
                if a is None or a is False:
                    yield False
                    continue
                for b in right.ev(inp, env):
                    yield not (b is None or b is False)

        return Code(ev, _no_pv(ev))

    def c_Or(self, node: A.Or, scope: frozenset[str]) -> Code:
        left = self.compile(node.left, scope)
        right = self.compile(node.right, scope)
        if left.one is not None and right.one is not None:
            lone, rone = left.one, right.one

            def one(inp: Any, env: Env) -> Any:
                a = lone(inp, env)
                if not (a is None or a is False):
                    return True
                b = rone(inp, env)
                return not (b is None or b is False)

            def ev_one(inp: Any, env: Env) -> Iterable[Any]:
                return (one(inp, env),)

            return Code(ev_one, _no_pv(ev_one), one)

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            for a in left.ev(inp, env):
                if not (a is None or a is False):
                    yield True
                    continue
                for b in right.ev(inp, env):
                    yield not (b is None or b is False)

        return Code(ev, _no_pv(ev))

    def c_Neg(self, node: A.Neg, scope: frozenset[str]) -> Code:
        body = self.compile(node.body, scope)

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            for v in body.ev(inp, env):
                yield V.negate(v)

        return Code(ev, _no_pv(ev))

    def c_ArrayCons(self, node: A.ArrayCons, scope: frozenset[str]) -> Code:
        if node.body is None:

            def ev0(inp: Any, env: Env) -> Iterable[Any]:
                return ([],)

            return Code(ev0, _no_pv(ev0))
        body = self.compile(node.body, scope)
        bev = body.ev

        def ev(inp: Any, env: Env) -> Iterable[Any]:
            return (list(bev(inp, env)),)

        return Code(ev, _no_pv(ev))

    def c_ObjectCons(self, node: A.ObjectCons, scope: frozenset[str]) -> Code:
        entries = [(self.compile(k, scope), self.compile(v, scope)) for k, v in node.entries]
        simple: list[tuple[str, EvFn]] | None = []
        for (kn, _), (_, vc) in zip(node.entries, entries, strict=True):
            if isinstance(kn, A.Literal) and isinstance(kn.value, str) and simple is not None:
                simple.append((kn.value, vc.ev))
            else:
                simple = None

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            results: list[dict[str, Any]] = [{}]
            for kc, vc in entries:
                nxt: list[dict[str, Any]] = []
                for obj in results:
                    for k in kc.ev(inp, env):
                        if type(k) is not str:
                            if type(k) in (int, float) or k is None or type(k) in (list, dict):
                                raise JQError(
                                    "Object keys must be strings"
                                    if False
                                    else f"Cannot use {V.desc(k)} as object key"
                                )
                            raise JQError(f"Cannot use {V.desc(k)} as object key")
                        for v in vc.ev(inp, env):
                            o = dict(obj)
                            o[k] = v
                            nxt.append(o)
                results = nxt
            yield from results

        if simple is not None:
            sentries = simple

            def ev_s(inp: Any, env: Env) -> Iterator[Any]:
                results: list[dict[str, Any]] = [{}]
                for k, vev in sentries:
                    vals = list(vev(inp, env))
                    if len(vals) == 1:
                        v0 = vals[0]
                        for o in results:
                            o[k] = v0
                        continue
                    nxt: list[dict[str, Any]] = []
                    for obj in results:
                        for v in vals:
                            o = dict(obj)
                            o[k] = v
                            nxt.append(o)
                    results = nxt
                yield from results

            return Code(ev_s, _no_pv(ev_s))
        return Code(ev, _no_pv(ev))

    def c_If(self, node: A.If, scope: frozenset[str]) -> Code:
        cond = self.compile(node.cond, scope)
        then = self.compile(node.then, scope)
        other = self.compile(node.otherwise, scope) if node.otherwise else None

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            for c in cond.ev(inp, env):
                if c is not None and c is not False:
                    yield from then.ev(inp, env)
                elif other is not None:
                    yield from other.ev(inp, env)
                else:
                    yield inp

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                for c in cond.ev(inp, env):
                    if c is not None and c is not False:
                        yield from then.pv(inp, path, env)
                    elif other is not None:
                        yield from other.pv(inp, path, env)
                    else:
                        yield inp, path

            return pv

        return Code(ev, mk)

    def c_OptStep(self, node: A.OptStep, scope: frozenset[str]) -> Code:
        """An indexing step whose own errors produce nothing (jq's INDEX_OPT, EACH_OPT): the
        term it indexes, and its keys, fail as usual."""
        step = node.step
        target = self.compile(step.target, scope)
        tev = target.ev
        none: tuple[Any] = (None,)
        if isinstance(step, A.Iterate):

            def items(t: Any) -> Iterable[Any]:
                try:
                    return V.iterate(t)
                except JQError:
                    return ()

            def ev_i(inp: Any, env: Env) -> Iterator[Any]:
                for t in tev(inp, env):
                    yield from items(t)

            def mk_i() -> PvFn:
                tpv = target.pv

                def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                    for t, p in tpv(inp, path, env):
                        yield from _children(t, p)

                return pv

            return Code(ev_i, mk_i)
        keys = (
            self.slice_keys(step, scope)
            if isinstance(step, A.Slice)
            else self.compile(step.key, scope).ev
        )

        def at(t: Any, k: Any) -> tuple[Any] | tuple[()]:
            if t is None:
                return none
            try:  # (a slice of anything but an array or a string fails here too)
                return (V.index(t, k),)
            except JQError:
                return ()

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            for k in keys(inp, env):
                for t in tev(inp, env):
                    yield from at(t, k)

        def mk() -> PvFn:
            tpv = target.pv

            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                for k in keys(inp, env):
                    for t, p in tpv(inp, path, env):
                        for v in at(t, k):
                            yield v, p + (k,)

            return pv

        return Code(ev, mk)

    def c_Try(self, node: A.Try, scope: frozenset[str]) -> Code:
        body = self.compile(node.body, scope)
        catch = self.compile(node.catch, scope) if node.catch else None

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            try:
                yield from body.ev(inp, env)
            except JQError as e:
                if catch is not None and not isinstance(e, _BreakOut):
                    yield from catch.ev(e.value, env)

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                try:
                    yield from body.pv(inp, path, env)
                except JQError as e:
                    if catch is None:
                        return
                    # (jq's tracked path is back at the try's: the handler's input, the
                    # error's message, is at that path only when it is the input itself,
                    # as with ``error``; else a step from it or an output of it fails)
                    msg = e.value
                    if _identical(msg, inp):
                        yield from catch.pv(msg, path, env)
                        return
                    for x, p in _paths_or_values(catch, msg, _Lost(msg), env):
                        if p is None or type(p) is _Lost:
                            if not _identical(x, inp):
                                raise invalid_path(x) from None
                            yield x, path
                        else:
                            yield x, p

            return pv

        return Code(ev, mk)

    def c_Label(self, node: A.Label, scope: frozenset[str]) -> Code:
        key = "*" + node.name
        body = self.compile(node.body, scope | {key})

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            lbl = object()
            env2 = dict(env)
            env2[key] = lbl
            try:
                yield from body.ev(inp, env2)
            except BreakEx as b:
                if b.label is not lbl:
                    raise

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                lbl = object()
                env2 = dict(env)
                env2[key] = lbl
                try:
                    yield from body.pv(inp, path, env2)
                except BreakEx as b:
                    if b.label is not lbl:
                        raise

            return pv

        return Code(ev, mk)

    def c_Break(self, node: A.Break, scope: frozenset[str]) -> Code:
        key = "*" + node.name
        if key not in scope:
            raise CompileError(f"$*label-{node.name} is not defined")

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            raise BreakEx(env[key])
            yield

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                raise BreakEx(env[key])
                yield

            return pv

        return Code(ev, mk)

    # -- variables and patterns --------------------------------------------------------
    def pattern_vars(self, pat: A.Pattern) -> list[str]:
        if isinstance(pat, A.PVar):
            return [pat.name]
        if isinstance(pat, A.PArray):
            out: list[str] = []
            for e in pat.elems:
                out += self.pattern_vars(e)
            return out
        assert isinstance(pat, A.PObject)
        out = []
        for _, name, sub in pat.entries:
            if name is not None:
                out.append(name)
            if sub is not None:
                out += self.pattern_vars(sub)
        return out

    def simple_pattern(self, pat: A.Pattern, seen: set[str]) -> Callable[[Any, Env], None] | None:
        """A pattern of variables, arrays and objects with literal keys (one binding for
        any value) as a function storing its variables into an env; None for another.
        ``seen``: the variables of the pattern met before, in jq's order (see
        :meth:`compile_pattern`)."""
        if isinstance(pat, A.PVar):
            key = "$" + pat.name
            if pat.name in seen:
                return _no_store
            seen.add(pat.name)

            def a_var(v: Any, e: Env) -> None:
                e[key] = v

            return a_var
        if isinstance(pat, A.PArray):
            subs: list[tuple[int, Callable[[Any, Env], None]]] = []
            for i in range(len(pat.elems) - 1, -1, -1):  # (the last element first)
                sub = self.simple_pattern(pat.elems[i], seen)
                if sub is None:
                    return None
                subs.append((i, sub))

            def a_arr(v: Any, e: Env) -> None:
                if v is not None and type(v) is not list:
                    raise JQError(f"Cannot index {V.type_name(v)} with number")
                for i, sub in subs:
                    sub(V.index(v, i), e)

            return a_arr
        assert isinstance(pat, A.PObject)
        ents: list[tuple[str, str | None, Callable[[Any, Env], None] | None]] = []
        for kn, name, sp in pat.entries:
            if type(kn) is not A.Literal or type(kn.value) is not str:
                return None
            nk = None
            if name is not None and name not in seen:
                seen.add(name)
                nk = "$" + name
            sub = None
            if sp is not None:
                sub = self.simple_pattern(sp, seen)
                if sub is None:
                    return None
            ents.append((kn.value, nk, sub))
        k0 = ents[0][0] if ents else ""

        def a_obj(v: Any, e: Env) -> None:
            if type(v) is not dict:
                if v is not None:
                    raise JQError(f'Cannot index {V.type_name(v)} with string "{k0}"')
                for _, nk, sub in ents:
                    if nk is not None:
                        e[nk] = None
                    if sub is not None:
                        sub(None, e)
                return
            d = cast("dict[str, Any]", v)
            for k, nk, sub in ents:
                item = d.get(k)
                if nk is not None:
                    e[nk] = item
                if sub is not None:
                    sub(item, e)

        return a_obj

    def compile_pattern(
        self, pat: A.Pattern, scope: frozenset[str], seen: set[str] | None = None
    ) -> Callable[[Any, Env, Env], Iterable[Env]]:
        """A binder: (value, eval env, env to extend) -> envs with the variables bound.
        jq's matcher takes an array's last element first, an object's entries in order
        (``$name`` before its sub-pattern); a variable met twice is bound where it is
        met first (``[$a, $a]`` is the last element), ``seen`` holding those met."""
        top = seen is None
        if seen is None:
            seen = set()
        simple = None
        if top and not isinstance(pat, A.PVar):
            simple = self.simple_pattern(pat, set())
        if simple is not None:
            assign = simple

            def bind_simple(v: Any, env: Env, out: Env) -> tuple[Env]:
                e = dict(out)
                assign(v, e)
                return (e,)

            return bind_simple
        if isinstance(pat, A.PVar):
            key = "$" + pat.name
            if pat.name in seen:

                def bind_none(v: Any, env: Env, out: Env) -> tuple[Env]:
                    return (out,)

                return bind_none
            seen.add(pat.name)

            def bind_var(v: Any, env: Env, out: Env) -> Iterator[Env]:
                e = dict(out)
                e[key] = v
                yield e

            return bind_var
        if isinstance(pat, A.PArray):
            n = len(pat.elems)
            rsubs = [self.compile_pattern(pat.elems[i], scope, seen) for i in range(n - 1, -1, -1)]
            subs = rsubs[::-1]

            def bind_arr(v: Any, env: Env, out: Env) -> Iterator[Env]:
                if v is not None and type(v) is not list:
                    raise JQError(f"Cannot index {V.type_name(v)} with number")

                # (the last element first, as jq's gen_array_matcher: its errors first,
                # the first element's bindings varying fastest)
                def rec(i: int, o: Env) -> Iterator[Env]:
                    if i < 0:
                        yield o
                        return
                    item = V.index(v, i)
                    for o2 in subs[i](item, env, o):
                        yield from rec(i - 1, o2)

                yield from rec(len(subs) - 1, out)

            return bind_arr
        assert isinstance(pat, A.PObject)
        ents: list[tuple[Code, str | None, Callable[[Any, Env, Env], Iterable[Env]] | None]] = []
        for kn, name, sub in pat.entries:
            if name is not None:
                if name in seen:
                    name = None
                else:
                    seen.add(name)
            ents.append(
                (
                    self.compile(kn, scope),
                    name,
                    self.compile_pattern(sub, scope, seen) if sub is not None else None,
                )
            )

        def bind_obj(v: Any, env: Env, out: Env) -> Iterator[Env]:
            def rec(i: int, o: Env) -> Iterator[Env]:
                if i == len(ents):
                    yield o
                    return
                kc, name, sub = ents[i]
                tv = _type_of(v)
                for k in kc.ev(v, {**env, **o}):
                    if type(k) is not str:
                        raise JQError(f"Cannot index {V.type_name(v)} with {V.type_name(k)}")
                    if v is not None and tv is not dict:
                        raise JQError(f'Cannot index {V.type_name(v)} with string "{k}"')
                    item = None if v is None else cast("dict[str, Any]", v).get(k)
                    o2 = o
                    if name is not None:
                        o2 = dict(o)
                        o2["$" + name] = item
                    if sub is not None:
                        for o3 in sub(item, env, o2):
                            yield from rec(i + 1, o3)
                    else:
                        yield from rec(i + 1, o2)

            yield from rec(0, out)

        return bind_obj

    def tracked_pattern(
        self, pat: A.Pattern, scope: frozenset[str], seen: set[str]
    ) -> Callable[[Any, Env, Env, Tr], Iterator[tuple[Env, Tr]]]:
        """:meth:`compile_pattern` inside a path expression: jq's matcher indexes the value
        with INDEX, which checks that the value is the one at the tracked path ('Invalid
        path expression near attempt to access element K of V' when not) and moves that
        path to the element. A binder: (value, eval env, env to extend, (tracked path,
        its value)) -> (env, tracked path and value) pairs."""

        def step(v: Any, k: Any, tr: Tr) -> Tr:
            p, at = tr
            if not _identical(v, at):
                raise JQError(
                    "Invalid path expression near attempt to access element "
                    f"{V.trunc_dump(k, 15)} of {V.trunc_dump(v, 30)}"
                )
            return p + (k,), V.index(v, k)

        if isinstance(pat, A.PVar):
            key = "$" + pat.name
            first = pat.name not in seen
            seen.add(pat.name)

            def bind_var(v: Any, env: Env, out: Env, tr: Tr) -> Iterator[tuple[Env, Tr]]:
                if first:
                    out = dict(out)
                    out[key] = v
                yield out, tr

            return bind_var
        if isinstance(pat, A.PArray):
            n = len(pat.elems)
            subs = [self.tracked_pattern(pat.elems[i], scope, seen) for i in range(n - 1, -1, -1)]
            subs.reverse()

            def bind_arr(v: Any, env: Env, out: Env, tr: Tr) -> Iterator[tuple[Env, Tr]]:
                def rec(i: int, o: Env, t: Tr) -> Iterator[tuple[Env, Tr]]:
                    if i < 0:
                        yield o, t
                        return
                    t2 = step(v, i, t)
                    for o2, t3 in subs[i](t2[1], env, o, t2):
                        yield from rec(i - 1, o2, t3)

                yield from rec(len(subs) - 1, out, tr)

            return bind_arr
        assert isinstance(pat, A.PObject)
        ents: list[tuple[Code, str | None, Any]] = []
        for kn, name, sub in pat.entries:
            if name is not None:
                if name in seen:
                    name = None
                else:
                    seen.add(name)
            ents.append(
                (
                    self.compile(kn, scope),
                    name,
                    self.tracked_pattern(sub, scope, seen) if sub is not None else None,
                )
            )

        def bind_obj(v: Any, env: Env, out: Env, tr: Tr) -> Iterator[tuple[Env, Tr]]:
            def rec(i: int, o: Env, t: Tr) -> Iterator[tuple[Env, Tr]]:
                if i == len(ents):
                    yield o, t
                    return
                kc, name, sub = ents[i]
                for k in kc.ev(v, {**env, **o}):
                    if type(k) is not str:
                        raise JQError(f"Cannot index {V.type_name(v)} with {V.type_name(k)}")
                    t2 = step(v, k, t)
                    o2 = o
                    if name is not None:
                        o2 = dict(o)
                        o2["$" + name] = t2[1]
                    if sub is not None:
                        for o3, t3 in sub(t2[1], env, o2, t2):
                            yield from rec(i + 1, o3, t3)
                    else:
                        yield from rec(i + 1, o2, t2)

            yield from rec(0, out, tr)

        return bind_obj

    def bind_patterns(
        self, pats: tuple[A.Pattern, ...], scope: frozenset[str]
    ) -> tuple[list[Callable[[Any, Env, Env], Iterable[Env]]], list[str]]:
        allvars: list[str] = []
        for p in pats:
            for n in self.pattern_vars(p):
                if n not in allvars:
                    allvars.append(n)
        inner = scope | {"$" + n for n in allvars}
        return [self.compile_pattern(p, inner) for p in pats], allvars

    def c_As(self, node: A.As, scope: frozenset[str]) -> Code:
        src = self.compile(node.source, scope)
        binders, allvars = self.bind_patterns(node.patterns, scope)
        body = self.compile(node.body, scope | {"$" + n for n in allvars})
        if len(binders) == 1 and isinstance(node.patterns[0], A.PVar):
            key = "$" + node.patterns[0].name
            sev, bev = src.ev, body.ev

            def ev1(inp: Any, env: Env) -> Iterator[Any]:
                for v in sev(inp, env):
                    e = dict(env)
                    e[key] = v
                    yield from bev(inp, e)

            def mk1() -> PvFn:
                def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                    for v in sev(inp, env):
                        e = dict(env)
                        e[key] = v
                        yield from body.pv(inp, path, e)

                return pv

            return Code(ev1, mk1)
        nulls = {"$" + n: None for n in allvars}

        def run(inp: Any, env: Env, v: Any, use: Callable[[Env], Iterator[Any]]) -> Iterator[Any]:
            n = len(binders)
            for i, b in enumerate(binders):
                base = {**env, **nulls}
                if i == n - 1:
                    for e in b(v, env, base):
                        yield from use(e)
                    return
                try:
                    buf: list[Any] = []
                    for e in b(v, env, base):
                        for x in use(e):
                            buf.append(x)
                    yield from buf
                    return
                except JQError:
                    continue

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            for v in src.ev(inp, env):
                yield from run(inp, env, v, lambda e: iter(body.ev(inp, e)))

        def mk() -> PvFn:
            inner = scope | {"$" + n for n in allvars}
            tracked = [self.tracked_pattern(p, inner, set()) for p in node.patterns]

            def use(inp: Any, path: PathT, e: Env, tr: Tr) -> Iterator[Any]:
                # (the body's input is the value matched against when no step moved the
                # tracked path; else its steps fail, and an output that is not the value
                # at the tracked path is no path)
                p2, at2 = tr
                if p2 is path:
                    yield from body.pv(inp, path, e)
                    return
                for x, p in body.pv(inp, _Lost(inp, at2, p2), e):
                    if type(p) is _Lost:
                        if not _at_tracked(x, at2):
                            raise invalid_path(x)
                        p = p2
                    yield x, p

            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                # (the source runs as jq's subexpression: no path of its own)
                tr0 = (path, _NONE) if type(path) is _Lost else (path, inp)
                for v in src.ev(inp, env):
                    n = len(tracked)
                    for i, b in enumerate(tracked):
                        base = {**env, **nulls}
                        if i == n - 1:
                            for e, tr in b(v, env, base, tr0):
                                yield from use(inp, path, e, tr)
                            break
                        try:
                            buf = [
                                x for e, tr in b(v, env, base, tr0) for x in use(inp, path, e, tr)
                            ]
                        except JQError:
                            continue
                        yield from buf
                        break

            return pv

        return Code(ev, mk)

    def c_Reduce(self, node: A.Reduce, scope: frozenset[str]) -> Code:
        src = self.compile(node.source, scope)
        binders, allvars = self.bind_patterns(node.patterns, scope)
        inner = scope | {"$" + n for n in allvars}
        init = self.compile(node.init, scope)
        update = self.compile(node.update, inner)
        simple_key = (
            "$" + node.patterns[0].name
            if len(binders) == 1 and isinstance(node.patterns[0], A.PVar)
            else None
        )
        nulls = {"$" + n: None for n in allvars}
        fast = _in_place_update(self, node.update, inner)

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            rt = runtime()
            for acc in init.ev(inp, env):
                owned = False  # (whether acc is this reduction's own, changed in place)
                n = 0
                for v in src.ev(inp, env):
                    n += 1
                    if n & 1023 == 0:
                        rt.check()
                    if simple_key is not None:
                        e = dict(env)
                        e[simple_key] = v
                        envs: Iterable[Env] = (e,)
                    else:
                        envs = binders[0](v, env, {**env, **nulls})
                    for e in envs:
                        if fast is not None:
                            done = fast(acc, e, owned)
                            if done is not None:
                                acc, owned = done
                                continue
                        last = _NONE
                        for x in update.ev(acc, e):
                            last = x
                        acc = None if last is _NONE else last
                        owned = False
                yield acc

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterator[tuple[Any, PathT]]:
                # jq tracks one path, restored when the source backtracks: each update
                # starts from the path the source left (``init``'s, or the source's own
                # when it takes a path of ``.``), which its input, the accumulator, must
                # still be at for a path step; the result must be the value at ``init``'s
                # path (``path(reduce empty as $x (.; .a))`` is ``[]``, a second update
                # stepping into the first's result fails)
                for acc, p0, at in _path_states(init, inp, path, env):
                    for v, _, vat in _path_states(src, inp, p0, env, at):
                        for e in binders[0](v, env, {**env, **nulls}):
                            last = _NONE
                            if _identical(acc, vat):
                                for x in update.ev(acc, e):
                                    last = x
                            else:
                                for x, _ in _paths_or_values(update, acc, _Lost(acc), e):
                                    last = x
                            acc = None if last is _NONE else last
                    if not _identical(acc, at):
                        raise invalid_path(acc)
                    yield acc, p0

            return pv

        return Code(ev, mk)

    def c_Foreach(self, node: A.Foreach, scope: frozenset[str]) -> Code:
        src = self.compile(node.source, scope)
        binders, allvars = self.bind_patterns(node.patterns, scope)
        inner = scope | {"$" + n for n in allvars}
        init = self.compile(node.init, scope)
        update = self.compile(node.update, inner)
        extract = self.compile(node.extract, inner) if node.extract else None
        nulls = {"$" + n: None for n in allvars}

        def ev(inp: Any, env: Env) -> Iterator[Any]:
            rt = runtime()
            for acc in init.ev(inp, env):
                n = 0
                for v in src.ev(inp, env):
                    n += 1
                    if n & 1023 == 0:
                        rt.check()
                    for e in binders[0](v, env, {**env, **nulls}):
                        for u in update.ev(acc, e):
                            acc = u
                            if extract is None:
                                yield u
                            else:
                                yield from extract.ev(u, e)

        return Code(ev, _no_pv(ev))

    # -- functions ---------------------------------------------------------------------
    def c_FuncDef(self, node: A.FuncDef, scope: frozenset[str]) -> Code:
        key = f"{node.name}/{len(node.params)}"
        inner = scope | {key}
        body = self.compile(node.body, inner | param_scope(node.params))
        rest = self.compile(node.rest, inner)
        params = node.params
        name = node.name

        def bind(env: Env) -> Env:
            fn = FnObj(name, params, body, {})
            e = dict(env)
            e[key] = fn
            fn.env = e
            return e

        def ev(inp: Any, env: Env) -> Iterable[Any]:
            return rest.ev(inp, bind(env))

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterable[tuple[Any, PathT]]:
                return rest.pv(inp, path, bind(env))

            return pv

        return Code(ev, mk)

    def c_Call(self, node: A.Call, scope: frozenset[str]) -> Code:
        arity = len(node.args)
        key = f"{node.name}/{arity}"
        args = [self.compile(a, scope) for a in node.args]
        if key in scope:
            return self._runtime_call(key, args)
        native = self.lib.natives.get(key)
        if native is not None:
            nev = native.ev
            nf = native.one
            if nf is not None and not args:
                nf1 = nf

                def one_n(inp: Any, env: Env) -> Any:
                    return nf1(inp)

                def ev_n1(inp: Any, env: Env) -> Iterable[Any]:
                    return (nf1(inp),)

                return Code(ev_n1, _no_pv(ev_n1), one_n)
            cond = args[0].one if key == "select/1" else None
            spv = native.pv
            if cond is not None and spv is not None:
                spv1 = spv

                def ev_sel(inp: Any, env: Env) -> Iterable[Any]:
                    c = cond(inp, env)
                    return () if c is None or c is False else (inp,)

                def mk_sel() -> PvFn:
                    def pv(inp: Any, path: PathT, env: Env) -> Iterable[tuple[Any, PathT]]:
                        return spv1(inp, path, args, env)

                    return pv

                return Code(ev_sel, mk_sel)

            def ev_n(inp: Any, env: Env) -> Iterable[Any]:
                return nev(inp, args, env)

            def mk_n() -> PvFn:
                npv = native.pv
                if npv is None:
                    return _no_pv(ev_n)()

                def pv(inp: Any, path: PathT, env: Env) -> Iterable[tuple[Any, PathT]]:
                    return npv(inp, path, args, env)

                return pv

            return Code(ev_n, mk_n)
        if key in self.lib.defs or key in PENDING:
            lib = self.lib

            def get_fn() -> FnObj:
                return lib.defs[key]

            return self._static_call(get_fn, args)
        return self._undefined(f"{key} is not defined", node.pos)

    def _static_call(self, get_fn: Callable[[], FnObj], args: list[Code]) -> Code:
        cache: list[FnObj] = []

        def fn() -> FnObj:
            if not cache:
                cache.append(get_fn())
            return cache[0]

        def ev(inp: Any, env: Env) -> Iterable[Any]:
            return call_fn(fn(), inp, args, env)

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterable[tuple[Any, PathT]]:
                return call_fn_paths(fn(), inp, path, args, env)

            return pv

        return Code(ev, mk)

    def _runtime_call(self, key: str, args: list[Code]) -> Code:
        def ev(inp: Any, env: Env) -> Iterable[Any]:
            f = env[key]
            tf = _type_of(f)
            if tf is Closure:
                return f.code.ev(inp, f.env)
            if tf is ValueClosure:
                return (f.value,)
            return call_fn(f, inp, args, env)

        def mk() -> PvFn:
            def pv(inp: Any, path: PathT, env: Env) -> Iterable[tuple[Any, PathT]]:
                f = env[key]
                tf = _type_of(f)
                if tf is Closure:
                    return f.code.pv(inp, path, f.env)
                if tf is ValueClosure:
                    raise invalid_path(f.value)
                return call_fn_paths(f, inp, path, args, env)

            return pv

        return Code(ev, mk)


PENDING: set[str] = set()
_NONE: Any = object()


class _BreakOut(JQError):
    pass


def _str_rev(
    parts: list[str | Code], inp: Any, env: Env, fmt: Callable[[Any], str]
) -> Iterator[str]:
    """Interpolated string outputs; like jq, later interpolations vary slowest."""

    def gen(i: int, suffix: str) -> Iterator[str]:
        if i < 0:
            yield suffix
            return
        p = parts[i]
        if isinstance(p, str):
            yield from gen(i - 1, p + suffix)
            return
        for v in p.ev(inp, env):
            yield from gen(i - 1, fmt(v) + suffix)

    return gen(len(parts) - 1, "")


def _bind_args(fn: FnObj, inp: Any, args: list[Code], env: Env) -> Iterator[Env]:
    rt = runtime()
    rt.calls += 1
    if rt.calls & 1023 == 0:
        rt.check()
    e = dict(fn.env)
    value_params: list[tuple[str, Code]] = []
    for p, a in zip(fn.params, args, strict=True):
        if p[0] == "$":
            value_params.append((p, a))
        else:
            e[p + "/0"] = Closure(a, env)
    if not value_params:
        yield e
        return

    def rec(i: int, cur: Env) -> Iterator[Env]:
        if i == len(value_params):
            yield cur
            return
        p, a = value_params[i]
        for v in a.ev(inp, env):
            c = dict(cur)
            c[p] = v
            c[p[1:] + "/0"] = ValueClosure(v)
            yield from rec(i + 1, c)

    yield from rec(0, e)


def call_fn(fn: FnObj, inp: Any, args: list[Code], env: Env) -> Iterator[Any]:
    rt = runtime()
    rt.depth += 1
    try:
        if rt.depth > rt.max_depth:
            raise JQError("recursion depth limit exceeded")
        body = fn.body.ev
        for e in _bind_args(fn, inp, args, env):
            yield from body(inp, e)
    finally:
        rt.depth -= 1


def call_fn_paths(
    fn: FnObj, inp: Any, path: PathT, args: list[Code], env: Env
) -> Iterator[tuple[Any, PathT]]:
    rt = runtime()
    rt.depth += 1
    try:
        if rt.depth > rt.max_depth:
            raise JQError("recursion depth limit exceeded")
        for e in _bind_args(fn, inp, args, env):
            yield from fn.body.pv(inp, path, e)
    finally:
        rt.depth -= 1


_BINOPS: dict[str, Callable[[Any, Any], Any]] = {
    "+": V.add,
    "-": V.sub,
    "*": V.mul,
    "/": V.div,
    "%": V.mod,
    "==": V.equal,
    "!=": lambda a, b: not V.equal(a, b),
    "<": lambda a, b: V.compare(a, b) < 0,
    "<=": lambda a, b: V.compare(a, b) <= 0,
    ">": lambda a, b: V.compare(a, b) > 0,
    ">=": lambda a, b: V.compare(a, b) >= 0,
}


def paths_of(code: Code, inp: Any, env: Env) -> Iterator[PathT]:
    for _, p in code.pv(inp, (), env):
        yield p


#: The arithmetic update assignments and their operations (``.a += 1``).
_ARITH_ASSIGN: dict[str, Callable[[Any, Any], Any]] = {
    "+=": V.add,
    "-=": V.sub,
    "*=": V.mul,
    "/=": V.div,
    "%=": V.mod,
}


def compile_assign(comp: Compiler, node: A.Assign, scope: frozenset[str]) -> Code:
    lhs = comp.compile(node.left, scope)
    rhs = comp.compile(node.right, scope)
    op = node.op

    if op == "=":

        def ev_set(inp: Any, env: Env) -> Iterator[Any]:
            for v in rhs.ev(inp, env):
                out = inp
                owned: dict[int, Any] = {}  # (what this update copied: see V.setpath)
                for p in paths_of(lhs, inp, env):
                    out = V.setpath(out, p, v, 0, owned)
                yield out

        return Code(ev_set, _no_pv(ev_set))
    if op == "|=":

        def ev_mod(inp: Any, env: Env) -> Iterator[Any]:
            out = inp
            dels: list[list[Any]] = []
            owned: dict[int, Any] = {}  # (what this update copied: see V.setpath)
            for p in paths_of(lhs, inp, env):
                cur = V.getpath(out, list(p))
                if owned and id(cur) in owned:
                    owned.clear()  # (f's value may hold it: copied again from now on)
                for nv in rhs.ev(cur, env):
                    out = V.setpath(out, p, nv, 0, owned)
                    break
                else:
                    dels.append(list(p))
            if dels:
                out = V.delpaths(out, dels)
            yield out

        return Code(ev_mod, _no_pv(ev_mod))
    arith = _ARITH_ASSIGN.get(op)

    def ev_arith(inp: Any, env: Env) -> Iterator[Any]:
        for v in rhs.ev(inp, env):
            out = inp
            owned: dict[int, Any] = {}  # (what this update copied: see V.setpath)
            for p in paths_of(lhs, inp, env):
                cur = V.getpath(out, list(p))
                if owned and id(cur) in owned:
                    owned.clear()  # (``//=`` may keep it as the value)
                if arith is not None:
                    nv = arith(cur, v)
                else:
                    nv = cur if V.truthy(cur) else v
                out = V.setpath(out, p, nv, 0, owned)
            yield out

    return Code(ev_arith, _no_pv(ev_arith))


Compiler.c_Assign = compile_assign  # type: ignore[attr-defined]


def dump_value(v: Any) -> str:
    return dumps(v)


def set_recursion() -> int:
    old = sys.getrecursionlimit()
    if old < 12000:
        sys.setrecursionlimit(12000)
    return old


#: Builtins with an effect besides their value (input read, stderr written, the run
#: stopped, the clock): an update calling one is never given an in-place fast path, which
#: may evaluate parts of it twice.
_IMPURE = frozenset(
    ("input", "inputs", "debug", "stderr", "halt", "halt_error", "input_filename", "now")
)

#: The update of ``reduce`` done in place: (state, env, whether the state is the
#: reduction's own) -> (new state, True), or None when the update must run as written.
InPlace = Callable[[Any, Env, bool], "tuple[Any, bool] | None"]


def _pure(node: A.Node, scope: frozenset[str]) -> bool:
    """Whether evaluating ``node`` has no effect but its value: no user function (which
    may read input), no local definition, no builtin of ``_IMPURE``."""
    stack: list[Any] = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, A.FuncDef):
            return False
        if isinstance(n, A.Call) and (n.name in _IMPURE or f"{n.name}/{len(n.args)}" in scope):
            return False
        for v in vars(n).values():
            if isinstance(v, A.Node | A.Pattern):
                stack.append(v)
            elif isinstance(v, tuple):
                items: list[Any] = list(cast("tuple[Any, ...]", v))
                while items:
                    x = items.pop()
                    if isinstance(x, A.Node | A.Pattern):
                        stack.append(x)
                    elif isinstance(x, tuple):
                        items.extend(cast("tuple[Any, ...]", x))
    return True


def _holds(x: Any, target: Any) -> bool:
    """Whether the value ``x`` is or contains the container ``target`` (by identity)."""
    stack: list[Any] = [x]
    while stack:
        y = stack.pop()
        if y is target:
            return True
        if type(y) is list:
            stack.extend(filter(_is_container, cast("list[Any]", y)))
        elif type(y) is dict:
            stack.extend(filter(_is_container, cast("dict[str, Any]", y).values()))
    return False


def _is_container(z: Any) -> bool:
    return type(z) is list or type(z) is dict


def _kind(v: Any) -> int:
    """1 for an array, 2 for an object, 0 for the other values."""
    return 1 if type(v) is list else 2 if type(v) is dict else 0


def _in_place_update(comp: Compiler, node: A.Node, scope: frozenset[str]) -> InPlace | None:
    """An in-place form of a ``reduce`` update of the shapes ``. + E`` and ``.[K] = V``
    (``.k``, ``|=`` as in ``INDEX``, and the arithmetic and ``//`` assignments), or None.

    Decision: jq changes a reduction's state in place when nothing else holds it (its
    reference count is 1), so ``reduce .[] as $x ({}; .[$x.k] += 1)`` and ``. + [$x]``
    take linear time; copying the state at each step made them quadratic (20,000 keys:
    0.55 s, 80,000: 9 s). Here the state is copied once, then changed in place while it
    is the reduction's own: not when an update's value holds the state itself (``. +
    [.]``), nor after an update that ran as written. The update's parts must be pure
    (``_pure``): when the fast path does not apply (a state or key of another type, a
    part with other than one value) the update runs as written, evaluating them again."""
    if not _pure(node, scope):
        return None
    if isinstance(node, A.BinOp) and node.op == "+" and isinstance(node.left, A.Identity):
        return _in_place_add(comp.compile(node.right, scope))
    if (
        isinstance(node, A.Assign)
        and isinstance(node.left, A.Index)
        and isinstance(node.left.target, A.Identity)
        and node.op in ("=", "|=", "+=", "-=", "*=", "/=", "%=", "//=")
    ):
        key, right = comp.compile(node.left.key, scope), comp.compile(node.right, scope)
        return _in_place_set(key, right, node.op)
    return None


def _in_place_add(right: Code) -> InPlace:
    def fast(acc: Any, env: Env, owned: bool) -> tuple[Any, bool] | None:
        kind = _kind(acc)
        if not kind:
            return None
        outs = list(right.ev(acc, env))
        if len(outs) != 1 or _kind(outs[0]) != kind or _holds(outs[0], acc):
            return None
        r = outs[0]
        is_list = kind == 1
        if is_list:
            if len(acc) + len(r) > V.MAX_ITEMS:
                return None  # (the update as written reports it)
            acc = acc if owned else list(acc)
            acc.extend(r)
        else:
            acc = acc if owned else dict(acc)
            acc.update(r)
        return acc, True

    return fast


def _in_place_set(key: Code, right: Code, op: str) -> InPlace:
    arith = _ARITH_ASSIGN.get(op)

    def fast(acc: Any, env: Env, owned: bool) -> tuple[Any, bool] | None:
        kind = _kind(acc)
        if not kind:
            return None
        is_dict = kind == 2
        v: Any = _NONE
        if op != "|=":
            values = iter(right.ev(acc, env))  # (the value first, then the path, as written)
            v = next(values, _NONE)
            if v is _NONE:
                return None
            keys = list(key.ev(acc, env))
            if len(keys) != 1 or next(values, _NONE) is not _NONE:
                return None
        else:
            keys = list(key.ev(acc, env))  # (the path first, then f of what is there)
            if len(keys) != 1:
                return None
        k = keys[0]
        if is_dict:
            if type(k) is not str:
                return None
            cur = acc.get(k)
        else:
            if type(k) is not int or not 0 <= k < len(acc):
                return None
            cur = acc[k]
        if op == "|=":
            v = next(iter(right.ev(cur, env)), _NONE)  # (its first value; none deletes)
            if v is _NONE:
                return None
        if op == "=" or op == "|=":
            nv = v
        elif arith is not None:
            nv = arith(cur, v)
        else:  # //=
            nv = cur if V.truthy(cur) else v
        if _holds(nv, acc):
            return None
        if not owned:
            acc = dict(acc) if is_dict else list(acc)
        acc[k] = nv
        return acc, True

    return fast
