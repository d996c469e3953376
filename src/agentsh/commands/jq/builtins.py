"""The jq builtin library: native Python implementations plus the rest in jq source.

Natives take ``(input, arg codes, env)`` and return an iterable of outputs; some also have a
path version (``select``, ``recurse``, ``getpath``, ``empty``, ``first``...) so they work
inside ``path()`` and on the left of assignments. Functions whose exact jq semantics are
easiest to keep by definition (``sub``, ``walk``, ``tostream``...) are compiled from jq
source, as jq's own ``builtin.jq`` does.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, cast

from agentsh.builtins.quoting import utf8_length
from agentsh.commands.jq import json_io, onig
from agentsh.commands.jq import values as V
from agentsh.commands.jq.errors import HaltEx, InputError, JQError
from agentsh.commands.jq.interp import (
    PENDING,
    Code,
    Compiler,
    Env,
    FnObj,
    Library,
    Native,
    PathT,
    invalid_path,
    param_scope,
    runtime,
)
from agentsh.commands.jq.json_io import (
    LitFloat,
    fast_compact,
    number_text,
    parse_json_text,
    stream_events,
    tojson,
)
from agentsh.commands.jq.parser import FuncDef, Parser

#: ``type(v)``, typed: narrowing ``type(v) is list`` on an ``Any`` would leave Unknowns.
_type_of: Callable[[object], type[Any]] = type

Args = list[Code]
NATIVES: dict[str, Native] = {}


def native(
    name: str, arity: int, pv: Callable[..., Iterable[tuple[Any, PathT]]] | None = None
) -> Callable[[Callable[..., Iterable[Any]]], Callable[..., Iterable[Any]]]:
    def deco(fn: Callable[..., Iterable[Any]]) -> Callable[..., Iterable[Any]]:
        NATIVES[f"{name}/{arity}"] = Native(name, fn, pv)
        return fn

    return deco


def simple(name: str) -> Callable[[Callable[[Any], Any]], Callable[[Any], Any]]:
    """A 0-arity native that maps its input to one output."""

    def deco(fn: Callable[[Any], Any]) -> Callable[[Any], Any]:
        def ev(inp: Any, args: Args, env: Env) -> Iterable[Any]:
            return (fn(inp),)

        NATIVES[f"{name}/0"] = Native(name, ev, None, fn)
        return fn

    return deco


def cartesian(args: Args, inp: Any, env: Env) -> Iterator[list[Any]]:
    """All combinations of the argument outputs (later arguments vary slowest)."""
    if not args:
        yield []
        return
    if len(args) == 1:
        for v in args[0].ev(inp, env):
            yield [v]
        return
    *init, last = args
    for lv in last.ev(inp, env):
        for rest in cartesian(init, inp, env):
            yield [*rest, lv]


def valued(name: str, arity: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A native whose args are all values (``$x`` params): fn(input, *values)."""

    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        def ev(inp: Any, args: Args, env: Env) -> Iterator[Any]:
            for vals in cartesian(args, inp, env):
                yield fn(inp, *vals)

        NATIVES[f"{name}/{arity}"] = Native(name, ev)
        return fn

    return deco


# -- core ----------------------------------------------------------------------------------


def _empty_ev(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    return ()


def _empty_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterable[tuple[Any, PathT]]:
    return ()


NATIVES["empty/0"] = Native("empty", _empty_ev, _empty_pv)


@simple("not")
def _not(v: Any) -> bool:
    return v is None or v is False


def _error0(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    raise JQError(inp)
    yield


def _error0_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    raise JQError(inp)
    yield


NATIVES["error/0"] = Native("error", _error0, _error0_pv)


def _error1(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for m in args[0].ev(inp, env):
        raise JQError(m)
    return
    yield


def _error1_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    for m in args[0].ev(inp, env):
        raise JQError(m)
    return
    yield


NATIVES["error/1"] = Native("error", _error1, _error1_pv)


@native("path", 1)
def _path(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for _, p in args[0].pv(inp, (), env):
        yield list(p)


def _select_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    for c in args[0].ev(inp, env):
        if c is not None and c is not False:
            yield inp, path


@native("select", 1, _select_pv)
def _select(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for c in args[0].ev(inp, env):
        if c is not None and c is not False:
            yield inp


def _type_filter(name: str, kinds: tuple[type[Any], ...], keep: bool) -> None:
    """``values``, ``numbers``, ``scalars``...: jq's ``select(type == ...)`` as one native
    (``.. | numbers`` over a big document spent most of its time calling the jq-defined
    ``select`` and ``type``): the input, when its Python type is (``keep``) or is not one
    of ``kinds``."""

    def ev(inp: Any, args: Args, env: Env) -> tuple[Any, ...]:
        return (inp,) if (_type_of(inp) in kinds) is keep else ()

    def pv(inp: Any, path: PathT, args: Args, env: Env) -> tuple[tuple[Any, PathT], ...]:
        return ((inp, path),) if (_type_of(inp) in kinds) is keep else ()

    NATIVES[f"{name}/0"] = Native(name, ev, pv)


_type_filter("values", (type(None),), False)
_type_filter("nulls", (type(None),), True)
_type_filter("booleans", (bool,), True)
_type_filter("numbers", (int, float, LitFloat), True)
_type_filter("strings", (str,), True)
_type_filter("arrays", (list,), True)
_type_filter("objects", (dict,), True)
_type_filter("iterables", (list, dict), True)
_type_filter("scalars", (list, dict), False)


def _recurse_all_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    stack: list[tuple[Any, PathT]] = [(inp, path)]
    while stack:
        v, p = stack.pop()
        yield v, p
        t = _type_of(v)
        if t is list:
            stack.extend((v[i], p + (i,)) for i in range(len(v) - 1, -1, -1))
        elif t is dict:
            stack.extend((v[k], p + (k,)) for k in reversed(list(v)))


@native("recurse", 0, _recurse_all_pv)
def _recurse_all(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    stack = [inp]
    rt = runtime()
    n = 0
    while stack:
        v = stack.pop()
        yield v
        n += 1
        if n & 4095 == 0:
            rt.check()
        t = _type_of(v)
        if t is list:
            stack.extend(reversed(v))
        elif t is dict:
            stack.extend(reversed(list(v.values())))


def _dfs(start: Any, step: Callable[[Any], Iterable[Any]]) -> Iterator[Any]:
    """Pre-order traversal ``def r: ., (step | r)`` without Python recursion."""
    rt = runtime()
    yield start
    stack: list[Iterator[Any]] = [iter(step(start))]
    n = 0
    while stack:
        try:
            v = next(stack[-1])
        except StopIteration:
            stack.pop()
            continue
        yield v
        n += 1
        if n & 1023 == 0:
            rt.check()
        stack.append(iter(step(v)))


def _recurse1_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    f = args[0]
    yield from _dfs((inp, path), lambda vp: f.pv(vp[0], vp[1], env))


@native("recurse", 1, _recurse1_pv)
def _recurse1(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    f = args[0]
    return _dfs(inp, lambda v: f.ev(v, env))


def _recurse2_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    f, cond = args

    def step(vp: tuple[Any, PathT]) -> Iterator[tuple[Any, PathT]]:
        for v, p in f.pv(vp[0], vp[1], env):
            for c in cond.ev(v, env):
                if V.truthy(c):
                    yield v, p

    yield from _dfs((inp, path), step)


@native("recurse", 2, _recurse2_pv)
def _recurse2(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    f, cond = args

    def step(v: Any) -> Iterator[Any]:
        for x in f.ev(v, env):
            for c in cond.ev(x, env):
                if V.truthy(c):
                    yield x

    return _dfs(inp, step)


def _getpath_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    for p in args[0].ev(inp, env):
        if type(p) is not list:
            raise JQError("Path must be specified as an array")
        # (jq fails here as getpath does: a step into a number or string)
        yield V.getpath(inp, p), path + tuple(cast("list[Any]", p))


@native("getpath", 1, _getpath_pv)
def _getpath(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for p in args[0].ev(inp, env):
        try:
            yield V.getpath(inp, p)
        except JQError as e:
            if type(p) is not list:
                raise
            raise e


@native("setpath", 2)
def _setpath(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for v in args[1].ev(inp, env):
        for p in args[0].ev(inp, env):
            if type(p) is not list:
                raise JQError("Path must be specified as an array")
            yield V.setpath(inp, cast("list[Any]", p), v)


@valued("delpaths", 1)
def _delpaths(inp: Any, ps: Any) -> Any:
    if type(ps) is not list:
        raise JQError("Paths must be specified as an array")
    return V.delpaths(inp, cast("list[Any]", ps))


@native("del", 1)
def _del(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    yield V.delpaths(inp, [list(p) for _, p in args[0].pv(inp, (), env)])


@native("paths", 0)
def _paths(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    it = _recurse_all_pv(inp, (), args, env)
    next(it)
    for _, p in it:
        yield list(p)


@native("paths", 1)
def _paths1(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    f = args[0]
    for v, p in _recurse_all_pv(inp, (), args, env):
        for c in f.ev(v, env):
            if V.truthy(c) and p:
                yield list(p)


# -- generators ----------------------------------------------------------------------------


def _range_gen(start: Any, upto: Any, by: Any) -> Iterator[Any]:
    for x in (start, upto, by):
        if not V.is_number(x):
            raise JQError("Range bounds must be numeric")
    rt = runtime()
    n = 0
    if all(type(x) is int for x in (start, upto, by)):
        if by == 0:
            return
        for i in range(start, upto, by):
            n += 1
            if n & 4095 == 0:
                rt.check()
            yield i
        return
    x = start
    if by > 0:
        while x < upto:
            n += 1
            if n & 4095 == 0:
                rt.check()
            yield x
            x = V.add(x, by)
    elif by < 0:
        while x > upto:
            n += 1
            if n & 4095 == 0:
                rt.check()
            yield x
            x = V.add(x, by)


@native("range", 1)
def _range1(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for n in args[0].ev(inp, env):
        yield from _range_gen(0, n, 1)


@native("range", 2)
def _range2(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for a in args[0].ev(inp, env):
        for b in args[1].ev(inp, env):
            yield from _range_gen(a, b, 1)


@native("range", 3)
def _range3(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for vals in cartesian(args, inp, env):
        yield from _range_gen(*vals)


def _limited(n: Any, outputs: Callable[[], Iterable[Any]]) -> Iterator[Any]:
    """The first ``n`` of ``outputs()`` (all of them for a negative ``n``)."""
    if not V.is_number(n):  # (jq 1.7.1: null and booleans are below 0, the rest above)
        if n is None or type(n) is bool:
            yield from outputs()
            return
        for _ in outputs():
            V.sub(n, 1)  # (its foreach's count down fails)
        return
    if n <= 0:
        if n < 0:
            yield from outputs()
        return
    i = 0
    for v in outputs():
        yield v
        i += 1
        if i >= n:
            return


def _limit_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    for n in args[0].ev(inp, env):
        yield from _limited(n, lambda: args[1].pv(inp, path, env))


@native("limit", 2, _limit_pv)
def _limit(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for n in args[0].ev(inp, env):
        yield from _limited(n, lambda: args[1].ev(inp, env))


def _first_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    for vp in args[0].pv(inp, path, env):
        yield vp
        return


@native("first", 1, _first_pv)
def _first(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for v in args[0].ev(inp, env):
        yield v
        return


def _last_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    """jq 1.7.1's last(f) is a reduce, whose result is no path (path(last(.[])) fails)."""
    for v in _last(inp, args, env):
        raise invalid_path(v)
    yield from ()


_MISSING: Any = object()


@native("last", 1, _last_pv)
def _last(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    last: Any = _MISSING
    for v in args[0].ev(inp, env):
        last = v
    yield None if last is _MISSING else last


def _nth_of(n: Any, outputs: Callable[[], Iterable[Any]]) -> Iterator[Any]:
    """The ``n``-th (from 0) of ``outputs()``, if there is one."""
    if V.compare(n, 0) < 0:  # (jq's order: null and booleans are below 0)
        raise JQError("nth doesn't support negative indices")
    if not V.is_number(n):
        V.add(n, 1)  # (jq 1.7.1's foreach starts from $n + 1: it fails)
    i = 0
    for v in outputs():
        if i >= n:
            yield v
            return
        i += 1


def _nth_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    for n in args[0].ev(inp, env):
        yield from _nth_of(n, lambda: args[1].pv(inp, path, env))


@native("nth", 2, _nth_pv)
def _nth(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for n in args[0].ev(inp, env):
        yield from _nth_of(n, lambda: args[1].ev(inp, env))


@native("isempty", 1)
def _isempty(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for _ in args[0].ev(inp, env):
        yield False
        return
    yield True


def _loop(inp: Any, step: Callable[[Any], Iterable[tuple[bool, Any]]]) -> Iterator[Any]:
    """Run ``step`` depth-first: it yields (True, out) outputs and (False, next) states."""
    rt = runtime()
    stack: list[Iterator[tuple[bool, Any]]] = [iter(step(inp))]
    n = 0
    while stack:
        try:
            is_out, v = next(stack[-1])
        except StopIteration:
            stack.pop()
            continue
        if is_out:
            yield v
        else:
            n += 1
            if n & 1023 == 0:
                rt.check()
            stack.append(iter(step(v)))


def _while_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    """while's paths (jq defines it by recursion: ``., (update | _while)``)."""
    cond, update = args

    def step(xp: tuple[Any, PathT]) -> Iterator[tuple[bool, Any]]:
        for c in cond.ev(xp[0], env):
            if V.truthy(c):
                yield True, xp
                for yp in update.pv(xp[0], xp[1], env):
                    yield False, yp

    return _loop((inp, path), step)


@native("while", 2, _while_pv)
def _while(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    cond, update = args

    def step(x: Any) -> Iterator[tuple[bool, Any]]:
        for c in cond.ev(x, env):
            if V.truthy(c):
                yield True, x
                for y in update.ev(x, env):
                    yield False, y

    return _loop(inp, step)


def _until_pv(inp: Any, path: PathT, args: Args, env: Env) -> Iterator[tuple[Any, PathT]]:
    """until's paths (jq defines it by recursion, so it keeps them)."""
    cond, nxt = args

    def step(xp: tuple[Any, PathT]) -> Iterator[tuple[bool, Any]]:
        for c in cond.ev(xp[0], env):
            if V.truthy(c):
                yield True, xp
            else:
                for yp in nxt.pv(xp[0], xp[1], env):
                    yield False, yp

    return _loop((inp, path), step)


@native("until", 2, _until_pv)
def _until(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    cond, nxt = args

    def step(x: Any) -> Iterator[tuple[bool, Any]]:
        for c in cond.ev(x, env):
            if V.truthy(c):
                yield True, x
            else:
                for y in nxt.ev(x, env):
                    yield False, y

    return _loop(inp, step)


@native("repeat", 1)
def _repeat(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    # jq 1.7.1: `def repeat(f): def _repeat: f, _repeat; _repeat;` (same input each time)
    f = args[0]
    rt = runtime()
    while True:
        rt.check()
        yield from f.ev(inp, env)


def _anyall(gen: Iterable[Any], is_any: bool) -> bool:
    for v in gen:
        if V.truthy(v) == is_any:
            return is_any
    return not is_any


@native("any", 0)
def _any0(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    return (_anyall(V.iterate(inp), True),)


@native("all", 0)
def _all0(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    return (_anyall(V.iterate(inp), False),)


@native("any", 1)
def _any1(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    f = args[0]
    return (_anyall((c for x in V.iterate(inp) for c in f.ev(x, env)), True),)


@native("all", 1)
def _all1(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    f = args[0]
    return (_anyall((c for x in V.iterate(inp) for c in f.ev(x, env)), False),)


@native("any", 2)
def _any2(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    g, f = args
    return (_anyall((c for x in g.ev(inp, env) for c in f.ev(x, env)), True),)


@native("all", 2)
def _all2(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    g, f = args
    return (_anyall((c for x in g.ev(inp, env) for c in f.ev(x, env)), False),)


@native("map", 1)
def _map(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    f = args[0].ev
    return ([y for x in V.iterate(inp) for y in f(x, env)],)


@native("fromstream", 1)
def _fromstream(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    """jq 1.7.1's ``fromstream`` (a foreach over ``{x, e}``), natively: the value being
    rebuilt is this function's own until it is emitted, so its containers are changed in
    place (jq's setpath does so with a reference count of 1; copying them made a stream of
    one big array quadratic)."""
    x: Any = None
    done = False
    owned: dict[int, Any] = {}
    for event in args[0].ev(inp, env):
        if done:
            x, done, owned = None, False, {}
        if _length(event) == 2:
            path = V.index(event, 0)
            done = _length(path) == 0
            if type(path) is not list:  # (jq: ["x"] + $i[0])
                path = V.add(["x"], path)[1:]
            x = V.setpath(x, cast("list[Any]", path), V.index(event, 1), 0, owned)
        else:
            done = _length(V.index(event, 0)) == 1
        if done:
            yield x


@native("tostream", 0)
def _tostream(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    """The events ``--stream`` makes of the input (jq defines it with paths and getpath)."""
    return stream_events(inp)


@native("truncate_stream", 1)
def _truncate_stream(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    """jq 1.7.1's ``. as $n | null | stream | if (.[0]|length) > $n then
    setpath([0]; .[0][$n:]) else empty end``, natively."""
    depth = inp
    for event in args[0].ev(None, env):
        path = V.index(event, 0)
        if V.compare(_length(path), depth) > 0:
            yield V.setpath(event, [0], V.index(path, {"start": depth, "end": None}))


# -- simple value functions ------------------------------------------------------------------


@simple("length")
def _length(v: Any) -> Any:
    t = _type_of(v)
    if t is str or t is list or t is dict:
        return len(v)
    if v is None:
        return 0
    if t is bool:
        raise JQError(f"{V.desc(v)} has no length")
    if V.is_number(v):  # (fabs: a double, the literal's text lost)
        return _intish(math.fabs(v))
    raise JQError(f"{V.desc(v)} has no length")


@simple("utf8bytelength")
def _utf8bytelength(v: Any) -> Any:
    if type(v) is not str:
        raise JQError(f"{V.desc(v)} only strings have UTF-8 byte length")
    return len(v.encode("utf-8", "surrogatepass"))


@simple("type")
def _type(v: Any) -> str:
    return V.type_name(v)


@simple("keys")
def _keys(v: Any) -> Any:
    if type(v) is dict:
        return sorted(cast("dict[str, Any]", v))
    if type(v) is list:
        return list(range(len(cast("list[Any]", v))))
    raise JQError(f"{V.desc(v)} has no keys")


@simple("keys_unsorted")
def _keys_unsorted(v: Any) -> Any:
    if type(v) is dict:
        return list(cast("dict[str, Any]", v))
    if type(v) is list:
        return list(range(len(cast("list[Any]", v))))
    raise JQError(f"{V.desc(v)} has no keys")


@valued("has", 1)
def _has(v: Any, k: Any) -> Any:
    tv = _type_of(v)
    if tv is dict and type(k) is str:
        return k in cast("dict[str, Any]", v)
    if tv is list and V.is_number(k):
        return k == k and 0 <= V.c_int(k) < len(cast("list[Any]", v))
    if v is None:  # (jq 1.7.1: null has nothing, whatever the key)
        return False
    raise JQError(f"Cannot check whether {V.type_name(v)} has a {V.type_name(k)} key")


def _kind(v: Any) -> str:
    """jq's jv kind: the type name, with true and false kinds of their own."""
    return repr(v) if type(v) is bool else V.type_name(v)


def _contains(a: Any, b: Any) -> bool:
    """jq's ``jv_contains``: values of different kinds contain nothing of each other."""
    ta = _type_of(a)
    tb = _type_of(b)
    if ta is dict and tb is dict:
        return all(k in a and _contains(a[k], bv) for k, bv in b.items())
    if ta is list and tb is list:
        return all(any(_contains(x, y) for x in a) for y in b)
    if ta is str and tb is str:
        return b in a
    return _kind(a) == _kind(b) and V.equal(a, b)


@valued("contains", 1)
def _contains1(v: Any, b: Any) -> Any:
    if _kind(v) != _kind(b):
        raise JQError(f"{V.desc(v)} and {V.desc(b)} cannot have their containment checked")
    return _contains(v, b)


@simple("add")
def _add(v: Any) -> Any:
    acc: Any = None
    items = V.iterate(v)
    if type(v) is list and v:
        lv = cast("list[Any]", v)
        if all(type(x) is str for x in lv):
            return "".join(cast("list[str]", v))
        # arrays or objects (and nulls, which add nothing): joined in one pass; adding
        # them one by one copied the sum so far each time (quadratic)
        kinds: set[Any] = set(map(type, lv))
        kinds.discard(type(None))
        if kinds == {list}:
            joined: list[Any] = []
            for x in lv:
                if x is not None:
                    joined.extend(cast("list[Any]", x))
                    if len(joined) > V.MAX_ITEMS:
                        break  # (the addition one by one reports it)
            else:
                return joined
        elif kinds == {dict}:
            merged: dict[str, Any] = {}
            for x in lv:
                if x is not None:
                    merged.update(cast("dict[str, Any]", x))
            return merged
    for x in items:
        acc = V.add(acc, x)
    return acc


def _dump_compact(v: Any) -> str:
    """``tojson``'s text: through the C encoder for an array or object when no number of
    this run keeps a literal text of its own (see ``Runtime.fast_base``)."""
    t = _type_of(v)
    if (t is list or t is dict) and json_io.lit_count == runtime().fast_base:
        s = fast_compact(v)
        if s is not None:
            return s
    return tojson(v)


@simple("tostring")
def _tostring(v: Any) -> str:
    if type(v) is str:
        return v
    return _dump_compact(v)


@simple("tojson")
def _tojson(v: Any) -> str:
    return _dump_compact(v)


@simple("fromjson")
def _fromjson(v: Any) -> Any:
    if type(v) is not str:
        raise JQError(f"{V.desc(v)} only strings can be parsed")
    return _parse_or_fail(v)


def _parse_or_fail(v: str) -> Any:
    try:
        return parse_json_text(v)
    except InputError as e:
        raise JQError(f"{e} (while parsing '{v}')") from None


@simple("tonumber")
def _tonumber(v: Any) -> Any:
    if V.is_number(v):
        return v
    if type(v) is str:
        r = _parse_or_fail(v)
        if not V.is_number(r):
            raise JQError(f"{V.desc(v)} cannot be parsed as a number")
        return r
    raise JQError(f"{V.desc(v)} cannot be parsed as a number")


# (jq 1.7.1 has no trim/ltrim/rtrim, have_decnum or have_literal_numbers: they came with
# jq 1.8; its library answers "trim/0 is not defined", and so does agentsh)


@simple("ascii_downcase")
def _ascii_downcase(v: Any) -> Any:
    if type(v) is not str:
        raise JQError("explode input must be a string")
    return v.translate(_LOWER)


@simple("ascii_upcase")
def _ascii_upcase(v: Any) -> Any:
    if type(v) is not str:
        raise JQError("explode input must be a string")
    return v.translate(_UPPER)


_LOWER = {c: c + 32 for c in range(65, 91)}
_UPPER = {c: c - 32 for c in range(97, 123)}


@simple("explode")
def _explode(v: Any) -> Any:
    if type(v) is not str:
        raise JQError("explode input must be a string")
    return [ord(c) for c in v]


@simple("implode")
def _implode(v: Any) -> Any:
    if type(v) is not list:
        raise JQError("implode input must be an array")
    out: list[str] = []
    for c in cast("list[Any]", v):
        if not V.is_number(c) or c != c:
            raise JQError(f"{V.desc(c)} can't be imploded, unicode codepoint needs to be numeric")
        n = V.c_int(c)  # (C's (int) cast)
        if n > 0x10FFFF or n < 0 or 0xD800 <= n < 0xE000:
            n = 0xFFFD
        out.append(chr(n))
    return "".join(out)


@valued("ltrimstr", 1)
def _ltrimstr(v: Any, s: Any) -> Any:
    if type(v) is str and type(s) is str and v.startswith(s):
        return v[len(s) :]
    return v


@valued("rtrimstr", 1)
def _rtrimstr(v: Any, s: Any) -> Any:
    if type(v) is str and type(s) is str and v.endswith(s) and s:
        return v[: -len(s)]
    return v


@valued("startswith", 1)
def _startswith(v: Any, s: Any) -> Any:
    if type(v) is not str or type(s) is not str:
        raise JQError("startswith() requires string inputs")
    return v.startswith(s)


@valued("endswith", 1)
def _endswith(v: Any, s: Any) -> Any:
    if type(v) is not str or type(s) is not str:
        raise JQError("endswith() requires string inputs")
    return v.endswith(s)


@valued("split", 1)
def _split1(v: Any, sep: Any) -> Any:
    if type(v) is not str or type(sep) is not str:
        raise JQError("split input and separator must be strings")
    return V.split_str(v, sep)


@valued("join", 1)
def _join(v: Any, sep: Any) -> Any:
    items = list(V.iterate(v))
    if not items:
        return ""
    if type(sep) is str and all(type(x) is str for x in items):
        return sep.join(items)
    acc: Any = None
    for x in items:
        acc = "" if acc is None else V.add(acc, sep)
        if x is None:
            x = ""
        elif type(x) is bool or V.is_number(x):
            x = tojson(x)
        acc = V.add(acc, x)
    return acc


@valued("_strindices", 1)
def _strindices(v: Any, s: Any) -> Any:
    return _str_indices(v, s)


def _str_indices(v: str, s: str) -> list[int]:
    if not s:
        return []
    bv = v.encode()
    bs = s.encode()
    out: list[int] = []
    i = bv.find(bs)
    while i >= 0:
        out.append(i)
        i = bv.find(bs, i + 1)
    return out


@valued("indices", 1)
def _indices(v: Any, i: Any) -> Any:
    tv = _type_of(v)
    if tv is list and type(i) is list:
        return V.indices_of(cast("list[Any]", v), cast("list[Any]", i))
    if tv is list:
        return V.indices_of(cast("list[Any]", v), [i])
    if tv is str and type(i) is str:
        return _str_indices(v, i)
    return V.index(v, i)


@valued("index", 1)
def _index1(v: Any, i: Any) -> Any:
    """jq's ``indices($i) | .[0]`` (on an object: its member's first element, or an error)."""
    return V.index(_indices(v, i), 0)


@valued("rindex", 1)
def _rindex1(v: Any, i: Any) -> Any:
    """jq's ``indices($i) | .[-1:][0]``."""
    return V.index(V.index(_indices(v, i), {"start": -1, "end": None}), 0)


@simple("reverse")
def _reverse(v: Any) -> Any:
    if type(v) is list:
        return cast("list[Any]", v)[::-1]
    if v is None:
        return []
    if type(v) is str:
        if v == "":
            return []
        raise JQError("Cannot index string with number")
    if type(v) is dict:
        if not v:
            return []
        raise JQError("Cannot index object with number")
    n = _length(v)
    if n <= 0:
        return []
    raise JQError(f"Cannot index {V.type_name(v)} with number")


def _sortable(v: Any, what: str) -> list[Any]:
    if type(v) is not list:
        raise JQError(f"{V.desc(v)} cannot be sorted, as it is not an array")
    return cast("list[Any]", v)


@simple("sort")
def _sort(v: Any) -> Any:
    return sorted(_sortable(v, "sorted"), key=V.sort_key)


def _keys_of(inp: Any, f: Code, env: Env) -> list[list[Any]]:
    """jq's ``map([f])``, which ``sort_by`` and its kin compute before anything else: the
    outputs of ``f`` for each element (or value of an object; a scalar cannot be iterated)."""
    return [list(f.ev(x, env)) for x in V.iterate(inp)]


def _keyed(
    inp: Any, f: Code, env: Env, what: str, late_first: bool = False
) -> list[tuple[Any, Any]]:
    """(sort key, element) pairs of an array, after jq's ``map([f])``; ``what`` ends the
    message for input that is not an array (jq's ``_sort_by_impl``/``_min_by_impl``).
    ``late_first``: the keys are made from the last element back (see :func:`_late_keys`)."""
    keys = _keys_of(inp, f, env)
    if type(inp) is not list:
        raise JQError(f"{V.desc(inp)} and {V.desc(keys)} {what}")
    sks = _late_keys(keys) if late_first else [V.sort_key(k) for k in keys]
    return list(zip(sks, cast("list[Any]", inp), strict=True))


def _late_keys(keys: list[Any]) -> list[Any]:
    """Sort keys made from the last back, so that a later nan's key is the lower: jq's
    min/max compare each element with the best so far, and a nan is below another
    (``min_by`` keeps the last of equal nan keys, ``max_by`` the first)."""
    sks = [V.sort_key(k) for k in reversed(keys)]
    sks.reverse()
    return sks


_SORT_FAIL = "cannot be sorted, as they are not both arrays"
_ITER_FAIL = "cannot be iterated over"


@native("sort_by", 1)
def _sort_by(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    pairs = _keyed(inp, args[0], env, _SORT_FAIL)
    pairs.sort(key=lambda p: p[0])
    return ([x for _, x in pairs],)


def _groups(pairs: list[tuple[Any, Any]], raws: list[Any] | None = None) -> list[list[Any]]:
    """The elements of ``pairs`` (sort key, element) grouped by equal keys, in key order.
    ``raws`` (the keys as values, given when some key held a nan): jq's groups take the
    elements whose keys are equal by jv_equal, under which a nan is unequal to any but the
    same array or object is equal to itself (``[nan] as $x | [$x, $x] | unique``: one)."""
    if raws is not None:
        order = sorted(range(len(pairs)), key=lambda i: pairs[i][0])
        out: list[list[Any]] = []
        cur: Any = _MISSING
        for i in order:
            if cur is _MISSING or not V.equal(raws[i], cur):
                out.append([pairs[i][1]])
                cur = raws[i]
            else:
                out[-1].append(pairs[i][1])
        return out
    pairs.sort(key=lambda p: p[0])
    out = []
    prev: Any = _MISSING
    for k, x in pairs:
        if prev is _MISSING or k != prev:
            out.append([x])
            prev = k
        else:
            out[-1].append(x)
    return out


@native("walk", 1)
def _walk(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    """jq 1.7.1's ``def walk(f): def w: if type == "object" then map_values(w) elif type
    == "array" then map(w) else . end | f; w;``, natively: ``map_values`` is ``.[] |= w``
    (a member takes the first value of ``w``; none deletes it), ``map`` keeps them all.
    The definition as written ran an update assignment per object (2 s for 40,000)."""
    f = args[0]

    def w(v: Any) -> Iterator[Any]:
        if type(v) is dict:
            new: dict[str, Any] = {}
            for k, x in cast("dict[str, Any]", v).items():
                first = next(w(x), _MISSING)
                if first is not _MISSING:
                    new[k] = first
            v = new
        elif type(v) is list:
            v = [y for x in cast("list[Any]", v) for y in w(x)]
        return iter(f.ev(v, env))

    return w(inp)


@native("INDEX", 2)
def _index(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    """jq's ``def INDEX(stream; idx_expr): reduce stream as $row ({}; .[$row|idx_expr|
    tostring] |= $row)``, natively: the reduction as written copied its object at each
    row, as ``idx_expr`` (the caller's filter) may not be shown pure (40,000 rows: 2.6 s)."""
    out: dict[str, Any] = {}
    stream, idx = args
    for row in stream.ev(inp, env):
        for k in idx.ev(row, env):
            out[_tostring(k)] = row
    return (out,)


def _keyed_groups(inp: Any, f: Code, env: Env) -> list[list[Any]]:
    """jq's ``_group_by_impl(map([f]))``."""
    n = V.nan_count()
    keys = _keys_of(inp, f, env)
    if type(inp) is not list:
        raise JQError(f"{V.desc(inp)} and {V.desc(keys)} {_SORT_FAIL}")
    pairs = [(V.sort_key(k), x) for k, x in zip(keys, cast("list[Any]", inp), strict=True)]
    return _groups(pairs, keys if V.nan_count() != n else None)


@native("group_by", 1)
def _group_by(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    return (_keyed_groups(inp, args[0], env),)


@native("unique_by", 1)
def _unique_by(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    return ([g[0] for g in _keyed_groups(inp, args[0], env)],)


@simple("unique")
def _unique(v: Any) -> Any:
    keys = [[x] for x in V.iterate(v)]  # (jq: unique_by(.))
    if type(v) is not list:
        raise JQError(f"{V.desc(v)} and {V.desc(keys)} {_SORT_FAIL}")
    n = V.nan_count()
    items = cast("list[Any]", v)
    pairs = [(V.sort_key(x), x) for x in items]
    return [g[0] for g in _groups(pairs, items if V.nan_count() != n else None)]


def _minmax(pairs: list[tuple[Any, Any]], is_min: bool) -> Any:
    if not pairs:
        return None
    bk, bx = pairs[0]
    for k, x in pairs[1:]:
        if (k < bk) == is_min:
            bk, bx = k, x
    return bx


def _plain_minmax(v: Any, is_min: bool) -> Any:
    if type(v) is not list:
        raise JQError(f"{V.desc(v)} and {V.desc(v)} {_ITER_FAIL}")
    items = cast("list[Any]", v)
    return _minmax(list(zip(_late_keys(items), items, strict=True)), is_min)


@simple("min")
def _min(v: Any) -> Any:
    return _plain_minmax(v, True)


@simple("max")
def _max(v: Any) -> Any:
    return _plain_minmax(v, False)


@native("min_by", 1)
def _min_by(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    return (_minmax(_keyed(inp, args[0], env, _ITER_FAIL, True), True),)


@native("max_by", 1)
def _max_by(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    return (_minmax(_keyed(inp, args[0], env, _ITER_FAIL, True), False),)


def _flatten(v: Any, depth: Any) -> list[Any]:
    """jq's _flatten($x): nested arrays spliced while the depth is not 0 (a depth of any
    kind: one that is not a number fails only when it is decremented)."""
    out: list[Any] = []
    for x in V.iterate(v):
        if type(x) is list and depth != 0:
            out.extend(_flatten(x, V.sub(depth, 1)))
        else:
            out.append(x)
    return out


@simple("flatten")
def _flatten0(v: Any) -> Any:
    return _flatten(v, -1)


@valued("flatten", 1)
def _flatten1(v: Any, d: Any) -> Any:
    if V.compare(d, 0) < 0:  # (jq's order: null and booleans are below 0)
        raise JQError("flatten depth must not be negative")
    return _flatten(v, d)


@simple("to_entries")
def _to_entries(v: Any) -> Any:
    if type(v) is dict:
        return [{"key": k, "value": x} for k, x in cast("dict[str, Any]", v).items()]
    return [{"key": k, "value": V.index(v, k)} for k in _keys_unsorted(v)]


def _from_entries_v(v: Any) -> Any:
    out: dict[str, Any] = {}
    for e in V.iterate(v):
        k: Any = None
        for name in ("key", "Key", "name", "Name"):
            k = V.index(e, name)
            if V.truthy(k):
                break
        te = _type_of(e)
        if te is dict and "value" in e:
            val = e["value"]
        else:
            if te is not dict and e is not None:
                raise JQError(f"Cannot check whether {V.type_name(e)} has a string key")
            val = V.index(e, "Value")
        if type(k) is not str:
            if type(k) is bool or V.is_number(k) or k is None:
                if k is None:
                    raise JQError(f"Cannot use {V.desc(k)} as object key")
                k = tojson(k) if False else k
                raise JQError(f"Cannot use {V.desc(k)} as object key")
            raise JQError(f"Cannot use {V.desc(k)} as object key")
        out[k] = val
    return out


@simple("from_entries")
def _from_entries(v: Any) -> Any:
    return _from_entries_v(v)


@native("with_entries", 1)
def _with_entries(inp: Any, args: Args, env: Env) -> Iterable[Any]:
    f = args[0]
    mapped = [y for x in _to_entries(inp) for y in f.ev(x, env)]
    return (_from_entries_v(mapped),)


@simple("input_line_number")
def _input_line_number(v: Any) -> Any:
    return runtime().line_number


@simple("get_search_list")
def _get_search_list(v: Any) -> Any:
    return []


@simple("get_prog_origin")
def _get_prog_origin(v: Any) -> Any:
    return None


@simple("get_jq_origin")
def _get_jq_origin(v: Any) -> Any:
    return None


# -- math ----------------------------------------------------------------------------------


def _fnum(v: Any, name: str) -> float:
    if not V.is_number(v):
        raise JQError(f"{V.desc(v)} number required")
    return float(v)


def _intish(r: float) -> Any:
    if r == 0:
        return r if math.copysign(1.0, r) < 0 else 0
    if r == r and abs(r) < 2**53 and r == int(r):
        return int(r)
    return r


def _safe(fn: Callable[..., float]) -> Callable[..., float]:
    def wrapped(*a: float) -> float:
        try:
            return fn(*a)
        except OverflowError:
            return math.inf
        except (ValueError, ZeroDivisionError):
            return _domain(fn, *a)

    return wrapped


def _domain(fn: Callable[..., float], *a: float) -> float:
    name = getattr(fn, "__name__", "")
    if name in ("log", "log2", "log10") and a[0] == 0:
        return -math.inf
    if name == "pow" and a[0] == 0 and a[1] < 0:  # (C: a pole, +-inf)
        odd = a[1] == int(a[1]) and int(a[1]) % 2 == 1
        return math.copysign(math.inf, a[0]) if odd else math.inf
    if name in ("lgamma", "gamma") and a[0] <= 0 and a[0] == int(a[0]):
        return math.inf
    if name == "_tgamma" and a[0] == 0:
        return math.copysign(math.inf, a[0])
    return math.nan


def _exp10(x: float) -> float:
    return 10.0**x


def _exp2(x: float) -> float:
    return 2.0**x


def _libm(
    name: str, fallback: Callable[..., float], nargs: int = 1, int_first: bool = False
) -> Callable[..., float]:
    """jq calls glibc's ``name``; agentsh computes it in Python (``fallback``): it loads no
    native library, so gamma, lgamma and a cube root may be a last digit or two away, and
    the Bessel functions are not there (``_no_libm`` says so)."""
    del name, nargs, int_first
    return fallback


def _significand(x: float) -> float:
    if x == 0 or math.isinf(x) or x != x:
        return x
    m, _ = math.frexp(x)
    return m * 2


def _logb(x: float) -> float:
    if x != x:
        return x
    if x == 0:
        return -math.inf
    if math.isinf(x):
        return math.inf
    return float(math.frexp(x)[1] - 1)


def _round(x: float) -> float:
    if math.isinf(x) or x != x:
        return x
    return float(math.floor(abs(x) + 0.5)) * (1 if x >= 0 else -1)


def _rint(x: float) -> float:
    if math.isinf(x) or x != x:
        return x
    return float(round(x))


def _trunc(x: float) -> float:
    if math.isinf(x) or x != x:
        return x
    return float(math.trunc(x))


def _tgamma(x: float) -> float:
    return math.gamma(x)


def _cbrt(x: float) -> float:
    return math.copysign(abs(x) ** (1.0 / 3.0), x) if x == x else x


_lgamma = _libm("lgamma", math.lgamma)


def _no_libm(*a: float) -> float:
    raise JQError("Bessel functions are not supported by agentsh")


_MATH1: dict[str, Callable[[float], float]] = {
    "floor": math.floor,  # type: ignore[dict-item]
    "ceil": math.ceil,  # type: ignore[dict-item]
    "sqrt": math.sqrt,
    "fabs": math.fabs,
    "exp": math.exp,
    "exp2": _libm("exp2", _exp2),
    "exp10": _libm("exp10", _exp10),
    "pow10": _libm("exp10", _exp10),
    "log": math.log,
    "log2": math.log2,
    "log10": math.log10,
    "log1p": math.log1p,
    "expm1": math.expm1,
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
    "asin": math.asin,
    "acos": math.acos,
    "atan": math.atan,
    "sinh": math.sinh,
    "cosh": math.cosh,
    "tanh": math.tanh,
    "asinh": math.asinh,
    "acosh": math.acosh,
    "atanh": math.atanh,
    "cbrt": _libm("cbrt", _cbrt),
    "round": _round,
    "rint": _rint,
    "nearbyint": _rint,
    "trunc": _trunc,
    "significand": _significand,
    "logb": _logb,
    "gamma": _lgamma,
    "lgamma": _lgamma,
    "tgamma": _libm("tgamma", _tgamma),
    "erf": _libm("erf", math.erf),
    "erfc": _libm("erfc", math.erfc),
    "j0": _libm("j0", _no_libm),
    "j1": _libm("j1", _no_libm),
    "y0": _libm("y0", _no_libm),
    "y1": _libm("y1", _no_libm),
}


def _make_math1(name: str, fn: Callable[[float], float]) -> None:
    sfn = _safe(fn)

    def ev(inp: Any, args: Args, env: Env) -> Iterable[Any]:
        x = _fnum(inp, name)
        if name in ("floor", "ceil", "round") and (math.isinf(x) or x != x):
            return (x,)
        if name in ("floor", "ceil"):
            r = float(sfn(x))
            if r == 0 and (x < 0 or math.copysign(1.0, x) < 0):
                return (-0.0,)
            return (_intish(r),)
        return (_intish(float(sfn(x))),)

    NATIVES[f"{name}/0"] = Native(name, ev)


for _n, _f in _MATH1.items():
    _make_math1(_n, _f)


def _fmod(a: float, b: float) -> float:
    return math.fmod(a, b)


def _ldexp(a: float, b: float) -> float:
    return math.ldexp(a, int(b))


def _nextafter(a: float, b: float) -> float:
    return math.nextafter(a, b)


_MATH2: dict[str, Callable[[float, float], float]] = {
    "pow": math.pow,
    "atan2": math.atan2,
    "fmod": _fmod,
    "ldexp": _ldexp,
    "scalb": lambda a, b: a * 2.0**b,
    "scalbln": _ldexp,
    "copysign": math.copysign,
    "drem": math.remainder,
    "remainder": math.remainder,
    "jn": _libm("jn", _no_libm, 2, int_first=True),
    "yn": _libm("yn", _no_libm, 2, int_first=True),
    "fdim": lambda a, b: a - b if a > b else 0.0,
    "fmax": max,
    "fmin": min,
    "hypot": _libm("hypot", math.hypot, 2),
    "nextafter": _nextafter,
    "nexttoward": _nextafter,
}


def _make_math2(name: str, fn: Callable[[float, float], float]) -> None:
    sfn = _safe(fn)

    def ev(inp: Any, args: Args, env: Env) -> Iterator[Any]:
        for a, b in cartesian(args, inp, env):
            yield _intish(float(sfn(_fnum(a, name), _fnum(b, name))))

    NATIVES[f"{name}/2"] = Native(name, ev)


for _n2, _f2 in _MATH2.items():
    _make_math2(_n2, _f2)


@native("fma", 3)
def _fma(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for a, b, c in cartesian(args, inp, env):
        yield _intish(_fnum(a, "fma") * _fnum(b, "fma") + _fnum(c, "fma"))


@simple("frexp")
def _frexp(v: Any) -> Any:
    m, e = math.frexp(_fnum(v, "frexp"))
    return [_intish(m), e]


@simple("modf")
def _modf(v: Any) -> Any:
    f, i = math.modf(_fnum(v, "modf"))
    return [_intish(f), _intish(i)]


@simple("lgamma_r")
def _lgamma_r(v: Any) -> Any:
    x = _fnum(v, "lgamma_r")
    try:
        lg = _lgamma(x)
    except ValueError:
        lg = math.inf
    sign = 1
    if math.isfinite(x) and x < 0 and x != int(x) and int(math.floor(x)) % 2 != 0:
        sign = -1
    return [_intish(lg), sign]


@simple("infinite")
def _infinite(v: Any) -> Any:
    return math.inf


@simple("nan")
def _nan(v: Any) -> Any:
    return math.nan


# (jq 1.7.1: false for anything that is not a number)
@simple("isinfinite")
def _isinfinite(v: Any) -> Any:
    return V.is_number(v) and math.isinf(float(v))


@simple("isnan")
def _isnan(v: Any) -> Any:
    return V.is_number(v) and math.isnan(float(v))


@simple("isnormal")
def _isnormal(v: Any) -> Any:
    if not V.is_number(v):
        return False
    x = float(v)
    return not (x == 0 or math.isinf(x) or x != x or abs(x) < 2.2250738585072014e-308)


@simple("now")
def _now(v: Any) -> Any:
    return time.time()


# -- dates ---------------------------------------------------------------------------------


def _broken_down(v: Any, name: str) -> tuple[int, ...]:
    lv = cast("list[Any]", v)
    # (jq 1.7.1 reads all eight fields: a shorter array, or one not all numbers, fails)
    if type(v) is not list or len(lv) < 8 or not all(V.is_number(x) for x in lv[:8]):
        raise JQError(f"{name} requires parsed datetime inputs")
    y, mo, d, h, mi, s = (V.c_int(x) for x in lv[:6])  # (C's (int) casts)
    wd, yd = V.c_int(lv[6]), V.c_int(lv[7])
    return (y, mo + 1, d, h, mi, s, (wd - 1) % 7, yd + 1, 0)


def _gmtime_v(v: Any, name: str = "gmtime") -> Any:
    if not V.is_number(v):
        raise JQError(f"{name}() requires numeric inputs")
    secs = float(v)
    try:  # (inf, nan, a year past what struct tm holds: gmtime_r fails)
        t = time.gmtime(int(secs))  # (time_t secs = fsecs: toward zero)
    except (OverflowError, OSError, ValueError):
        raise JQError("error converting number of seconds since epoch to datetime") from None
    frac = secs - math.floor(secs)  # (-0.5 s: second 0 of the second before, plus 0.5)
    sec: Any = t.tm_sec + frac if frac else t.tm_sec
    return [
        t.tm_year,
        t.tm_mon - 1,
        t.tm_mday,
        t.tm_hour,
        t.tm_min,
        sec,
        (t.tm_wday + 1) % 7,
        t.tm_yday - 1,
    ]


@simple("gmtime")
def _gmtime(v: Any) -> Any:
    return _gmtime_v(v)


@simple("localtime")
def _localtime(v: Any) -> Any:
    return _gmtime_v(v, "localtime")


def _days_from_civil(y: int, m: int, d: int) -> int:
    """Days from 1970-01-01 to the proleptic Gregorian date (month 1-12)."""
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    return era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468


@simple("mktime")
def _mktime(v: Any) -> Any:
    """timegm of the broken-down time: fields out of range carry over (month 13 is next
    January, day 0 the month's eve); -1 is timegm's failure, which jq reports."""
    if type(v) is not list:
        raise JQError("mktime requires array inputs")
    y, mo, d, h, mi, sec, *_ = _broken_down(v, "mktime")
    y += (mo - 1) // 12
    days = _days_from_civil(y, (mo - 1) % 12 + 1, 1) + d - 1
    t = days * 86400 + h * 3600 + mi * 60 + sec
    if t == -1:
        raise JQError("invalid gmtime representation")
    return t


def _strftime_v(v: Any, fmt: Any, name: str) -> Any:
    if V.is_number(v):
        v = _gmtime_v(v)
    elif type(v) is not list:
        raise JQError(f"{name}/1 requires parsed datetime inputs")
    if type(fmt) is not str:
        raise JQError(f"{name}/1 requires a string format")
    tm = _broken_down(v, name + "/1")
    try:
        out = time.strftime(fmt, time.struct_time(tm))
    except (ValueError, OverflowError):  # fields out of range: C's strftime prints them
        out = _raw_strftime(fmt, cast("list[Any]", v))
    # jq's buffer holds the format's length + 100 bytes; C's strftime returns 0 (which jq
    # takes for a failure) when the text and its NUL do not fit, or the text is empty
    if not out or len(out.encode()) >= len(fmt.encode()) + 100:
        raise JQError(f"{name}/1: unknown system failure")
    return out


def _raw_strftime(fmt: str, v: list[Any]) -> str:
    """glibc's strftime of a broken-down time (jq's array) whose fields Python refuses (a
    month of 48, a negative day): each field printed as it is, a name out of range ``?``."""
    y, mon, d, h, mi, sec = (V.c_int(x) for x in v[:6])
    wd = V.c_int(v[6]) if len(v) > 6 and V.is_number(v[6]) else 0
    yd = V.c_int(v[7]) if len(v) > 7 and V.is_number(v[7]) else 0

    from agentsh.commands.date import DAY_NAMES, MONTH_NAMES

    def name(names: tuple[str, ...], i: int, short: bool = False) -> str:
        n = names[i] if 0 <= i < len(names) else "?"
        return n[:3] if short else n

    conv = {
        "Y": str(y), "C": f"{y // 100:02d}", "y": f"{y % 100:02d}", "m": f"{mon + 1:02d}",
        "d": f"{d:02d}", "e": f"{d:2d}", "H": f"{h:02d}", "M": f"{mi:02d}", "S": f"{sec:02d}",
        "j": f"{yd + 1:03d}", "a": name(DAY_NAMES, wd, True), "A": name(DAY_NAMES, wd),
        "b": name(MONTH_NAMES, mon, True), "h": name(MONTH_NAMES, mon, True),
        "B": name(MONTH_NAMES, mon),
        "u": str((wd + 6) % 7 + 1), "w": str(wd), "Z": "UTC", "z": "+0000", "%": "%", "n": "\n",
        "t": "\t", "p": "AM" if h < 12 else "PM", "I": f"{h - 12 if h > 12 else h or 12:02d}",
        "D": f"{mon + 1:02d}/{d:02d}/{y % 100:02d}", "T": f"{h:02d}:{mi:02d}:{sec:02d}",
        "R": f"{h:02d}:{mi:02d}", "F": f"{y}-{mon + 1:02d}-{d:02d}",
    }  # fmt: skip
    out: list[str] = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c == "%" and i + 1 < len(fmt):
            out.append(conv.get(fmt[i + 1], fmt[i : i + 2]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


@valued("strftime", 1)
def _strftime(v: Any, fmt: Any) -> Any:
    return _strftime_v(v, fmt, "strftime")


@valued("strflocaltime", 1)
def _strflocaltime(v: Any, fmt: Any) -> Any:
    return _strftime_v(v, fmt, "strflocaltime")


@valued("strptime", 1)
def _strptime(v: Any, fmt: Any) -> Any:
    """glibc's strptime (``jq/strptime.py``); text left after the match must start with
    whitespace, and is then a ninth element (jq 1.7.1)."""
    if type(v) is not str or type(fmt) is not str:
        raise JQError("strptime/1 requires string inputs and arguments")
    from agentsh.commands.jq.strptime import NoMatch  # (on use: it imports date's names)
    from agentsh.commands.jq.strptime import strptime as glibc_strptime

    try:
        tm, rest = glibc_strptime(v, fmt)
        if rest and rest[0] not in " \t\n\v\f\r":
            raise NoMatch
    except NoMatch:
        raise JQError(f'date "{v}" does not match format "{fmt}"') from None
    out: list[Any] = [tm[0] + 1900, *tm[1:]]
    if rest:
        out.append(rest)
    return out


@simple("todate")
def _todate(v: Any) -> Any:
    return _strftime_v(v, "%Y-%m-%dT%H:%M:%SZ", "strftime")


@simple("todateiso8601")
def _todateiso(v: Any) -> Any:
    return _strftime_v(v, "%Y-%m-%dT%H:%M:%SZ", "strftime")


def _fromdate_v(v: Any) -> Any:
    return _mktime(_strptime(v, "%Y-%m-%dT%H:%M:%SZ"))


@simple("fromdate")
def _fromdate(v: Any) -> Any:
    return _fromdate_v(v)


@simple("fromdateiso8601")
def _fromdateiso(v: Any) -> Any:
    return _fromdate_v(v)


# -- I/O and environment ------------------------------------------------------------------


@simple("input")
def _input(v: Any) -> Any:
    rt = runtime()
    if rt.next_input is None:
        raise JQError("break")
    return rt.next_input()


@native("inputs", 0)
def _inputs(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    rt = runtime()
    while True:
        if rt.next_input is None:
            return
        try:
            v = rt.next_input()
        except JQError as e:
            if e.value == "break":
                return
            raise
        yield v


@simple("debug")
def _debug(v: Any) -> Any:
    runtime().debug(v)
    return v


@native("debug", 1)
def _debug1(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    rt = runtime()
    for m in args[0].ev(inp, env):
        rt.debug(m)
    yield inp


@simple("stderr")
def _stderr(v: Any) -> Any:
    runtime().stderr(v)
    return v


@simple("input_filename")
def _input_filename(v: Any) -> Any:
    return runtime().filename  # ("<stdin>" for standard input, as jq 1.7.1's CLI says)


@simple("env")
def _env(v: Any) -> Any:
    return dict(runtime().env)


@simple("halt")
def _halt(v: Any) -> Any:
    raise HaltEx(0)


@valued("halt_error", 1)
def _halt_error(v: Any, code: Any) -> Any:
    if not V.is_number(code):
        raise JQError("halt_error/1: number required")
    raise HaltEx(int(code), v, True)


@simple("builtins")
def _builtins(v: Any) -> Any:
    names = {k for k in NATIVES if not k.startswith("_")}
    names |= {k for k in _LIB_KEYS if not k.startswith("_")}
    return sorted(names)


_LIB_KEYS: list[str] = []


# -- regex ---------------------------------------------------------------------------------

_RE_CACHE: dict[tuple[str, int], re.Pattern[str]] = {}


#: Python's words for a bad regex -> Oniguruma's (jq 1.7.1 reports "Regex failure: ...")
_ONIG_MESSAGES = (
    ("missing ), unterminated subpattern", "end pattern with unmatched parenthesis"),
    ("unbalanced parenthesis", "unmatched close parenthesis"),
    ("nothing to repeat", "target of repeat operator is not specified"),
    ("unterminated character set", "premature end of char-class"),
    ("bad escape (end of pattern)", "end pattern at escape"),
    ("bad character range", "empty range in char class"),
    ("min repeat greater than max repeat", "upper is smaller than lower in repeat range"),
)


def _onig_message(msg: str, rx: str) -> str:
    for py, onig_msg in _ONIG_MESSAGES:
        if msg.startswith(py):
            return onig_msg
    if msg.startswith("unknown group name"):
        name = msg.split("'")[1] if "'" in msg else ""
        return f"undefined name <{name}> reference"
    if "group name" in msg or "unterminated name" in msg:
        m = re.search(r"\(\?P?<([^>]*)>?", rx)
        return f"invalid group name <{m.group(1) if m else ''}>"
    if msg.startswith("unknown extension ?<"):
        return f"invalid group name <{msg.removeprefix('unknown extension ?<')}>"
    if msg.startswith("unknown extension"):
        return "undefined group option"
    return msg


def _compile_re(rx: Any, flags: Any) -> tuple[re.Pattern[str], bool, bool, bool]:
    if type(rx) is not str:
        raise JQError(f"{V.desc(rx)} is not a string")
    if flags is not None and type(flags) is not str:
        raise JQError(f"{V.desc(flags)} is not a string")
    fl = 0
    glob = False
    noempty = False
    longest = False
    for c in flags or "":
        if c == "g":
            glob = True
        elif c == "i":
            fl |= re.IGNORECASE
        elif c == "x":
            fl |= re.VERBOSE
        elif c == "s":
            pass  # (ONIG_OPTION_SINGLELINE: '$' ends the text, as Python's '$' already does)
        elif c == "p":
            fl |= re.DOTALL
        elif c == "n":
            noempty = True
        elif c == "l":
            longest = True
        else:
            raise JQError(f"{flags} is not a valid modifier string")
    key = (rx, fl)
    pat = _RE_CACHE.get(key)
    if pat is None:
        try:
            pat = re.compile(onig.translate(rx), fl)
        except onig.OnigError as e:
            raise JQError(f"Regex failure: {e}") from None
        except re.error as e:
            raise JQError(f"Regex failure: {_onig_message(e.msg, rx)}") from None
        _RE_CACHE[key] = pat
    return pat, glob, noempty, longest


def _longest_search(pat: re.Pattern[str], s: str, pos: int) -> Any:
    """Oniguruma's FIND_LONGEST search: the longest match from ``pos`` on (the first of
    the longest), each start's longest found by the ``regex`` module's POSIX matching."""
    import regex

    lpat: Any = _LONGEST_CACHE.get(pat)
    if lpat is None:
        lpat = _LONGEST_CACHE[pat] = regex.compile(pat.pattern, pat.flags | regex.POSIX)
    best: Any = None
    for start in range(pos, len(s) + 1):
        m = lpat.match(s, start)
        if m is not None and (best is None or m.end() - m.start() > best.end() - best.start()):
            best = m
    return best


_LONGEST_CACHE: dict[re.Pattern[str], Any] = {}


def _match_obj(s: str, m: re.Match[str], pat: re.Pattern[str]) -> dict[str, Any]:
    names = {i: n for n, i in pat.groupindex.items()}
    caps: list[dict[str, Any]] = []
    for gi in range(1, (pat.groups or 0) + 1):
        st = m.start(gi)
        if st < 0:
            caps.append({"offset": -1, "string": None, "length": 0, "name": names.get(gi)})
        else:
            txt = m.group(gi)
            caps.append({"offset": st, "length": len(txt), "string": txt, "name": names.get(gi)})
    return {
        "offset": m.start(),
        "length": m.end() - m.start(),
        "string": m.group(),
        "captures": caps,
    }


def _matches(inp: Any, rx: Any, flags: Any) -> tuple[list[re.Match[str]], re.Pattern[str]]:
    """The matches ``match(rx; flags)`` reports on ``inp`` (all of them with "g")."""
    if type(inp) is not str:
        raise JQError(f"{V.desc(inp)} cannot be matched, as it is not a string")
    pat, glob, noempty, longest = _compile_re(rx, flags)
    search: Callable[[str, int], Any] = (
        (lambda s, p: _longest_search(pat, s, p)) if longest else pat.search
    )
    out: list[re.Match[str]] = []
    if glob:  # (jq's loop: after an empty match the search goes on one further)
        pos = 0
        while pos <= len(inp):
            m = search(inp, pos)
            if m is None:
                break
            empty = m.end() == m.start()
            pos = m.end() + 1 if empty else m.end()
            if noempty and empty:
                continue
            out.append(m)
    else:
        m = search(inp, 0)
        if m is not None and not (noempty and m.end() == m.start()):
            out.append(m)
    return out, pat


@native("_match_impl", 3)
def _match_impl(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for rx, flags, testmode in cartesian(args, inp, env):
        if testmode:
            if type(inp) is not str:
                raise JQError(f"{V.desc(inp)} cannot be matched, as it is not a string")
            yield _compile_re(rx, flags)[0].search(inp) is not None
            continue
        ms, pat = _matches(inp, rx, flags)
        yield [_match_obj(inp, m, pat) for m in ms]


@native("capture", 2)
def _capture(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    """jq's ``capture(re; mods)`` (``match(re; mods)`` reduced to an object of the named
    captures), natively: the jq-defined one cost ~20 us a call in the interpreter."""
    for flags in args[1].ev(inp, env):
        for rx in args[0].ev(inp, env):
            ms, pat = _matches(inp, rx, flags)
            names = sorted(pat.groupindex.items(), key=lambda kv: kv[1])
            for m in ms:
                yield {name: m.group(i) for name, i in names}


@native("sub", 3)
def _sub(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    """jq 1.7.1's ``sub($re; s; $flags)``, natively: each output of ``s`` (run on the
    match's named captures) makes its own result string, the n-th output of each match
    going into the n-th result; no match (or no output at all): the input itself."""
    for rx in args[0].ev(inp, env):
        for flags in args[2].ev(inp, env):
            ms, pat = _matches(inp, rx, flags)
            names = sorted(pat.groupindex.items(), key=lambda kv: kv[1])
            results: list[Any] = []
            previous = 0
            for m in ms:
                gap = inp[previous : m.start()]
                caps = {name: m.group(i) for name, i in names}
                for ix, ins in enumerate(args[1].ev(caps, env)):
                    piece = V.add(gap, ins)
                    if ix < len(results):
                        results[ix] = V.add(results[ix], piece)
                    else:
                        results.append(V.add(None, piece))
                previous = m.end()
            if not results:
                yield inp
            for r in results:
                yield V.add(r, inp[previous:])


@native("test", 1)
def _test1(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for rx in args[0].ev(inp, env):
        r, fl = _re_arg(rx)
        yield _test_v(inp, r, fl)


@native("test", 2)
def _test2(inp: Any, args: Args, env: Env) -> Iterator[Any]:
    for fl in args[1].ev(inp, env):
        for rx in args[0].ev(inp, env):
            yield _test_v(inp, rx, fl)


def _re_arg(rx: Any) -> tuple[Any, Any]:
    t = _type_of(rx)
    if t is str:
        return rx, None
    if t is list and len(rx) > 1:
        return rx[0], rx[1]
    if t is list and len(rx) > 0:
        return rx[0], None
    raise JQError(f"{V.type_name(rx)} not a string or array")


def _test_v(inp: Any, rx: Any, fl: Any) -> bool:
    if type(inp) is not str:
        raise JQError(f"{V.desc(inp)} cannot be matched, as it is not a string")
    return _compile_re(rx, fl)[0].search(inp) is not None


# -- formats -------------------------------------------------------------------------------


def _fmt_text(v: Any) -> str:
    return v if type(v) is str else tojson(v)


def _fmt_json(v: Any) -> str:
    return tojson(v)


def _fmt_html(v: Any) -> str:
    s = _fmt_text(v)
    return (
        s.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("'", "&apos;")
        .replace('"', "&quot;")
        .replace("\0", "\\0")  # (jq's escape_string writes a NUL as \0)
    )


_URI_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")


def _fmt_uri(v: Any) -> str:
    s = _fmt_text(v)
    out: list[str] = []
    for ch in s:
        if ch in _URI_SAFE:
            out.append(ch)
        else:
            out.extend(f"%{b:02X}" for b in ch.encode())
    return "".join(out)


def _csv_cell(x: Any, fmt: str) -> str:
    t = _type_of(x)
    if V.is_number(x) and x == x:  # (NaN: an empty cell, below)
        return number_text(x)
    if t is bool:
        return "true" if x else "false"
    if x is None or (t is float and x != x):
        return ""
    if t is str:
        if fmt == "csv":
            return '"' + x.replace('"', '""').replace("\0", "\\0") + '"'
        return (
            x.replace("\\", "\\\\")
            .replace("\t", "\\t")
            .replace("\n", "\\n")
            .replace("\r", "\\r")
            .replace("\0", "\\0")
        )
    raise JQError(f"{V.desc(x)} is not valid in a csv row")


def _fmt_csv(v: Any) -> str:
    if type(v) is not list:
        raise JQError(f"{V.desc(v)} cannot be csv-formatted, only array")
    return ",".join(_csv_cell(x, "csv") for x in cast("list[Any]", v))


def _fmt_tsv(v: Any) -> str:
    if type(v) is not list:
        raise JQError(f"{V.desc(v)} cannot be tsv-formatted, only array")
    return "\t".join(_csv_cell(x, "tsv") for x in cast("list[Any]", v))


def _sh_one(x: Any) -> str:
    t = _type_of(x)
    if t is str:
        return "'" + x.replace("'", "'\\''").replace("\0", "\\0") + "'"
    if t is list or t is dict:
        raise JQError(f"{V.desc(x)} can not be escaped for shell")
    return tojson(x)


def _fmt_sh(v: Any) -> str:
    if type(v) is list:
        return " ".join(_sh_one(x) for x in cast("list[Any]", v))
    return _sh_one(v)


def _fmt_base64(v: Any) -> str:
    import base64

    return base64.b64encode(_fmt_text(v).encode("utf-8", "surrogatepass")).decode()


_B64 = {
    c: i for i, c in enumerate(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
}


def _fmt_base64d(v: Any) -> str:
    s = _fmt_text(v)
    data = s.encode("utf-8", "surrogatepass")
    out = bytearray()
    code = 0
    nread = 0
    for b in data:
        if b == 61:  # '='
            break
        d = _B64.get(b)
        if d is None:
            raise JQError(f"{V.desc(s)} is not valid base64 data")
        code = (code << 6) | d
        nread += 1
        if nread == 4:
            out += bytes(((code >> 16) & 255, (code >> 8) & 255, code & 255))
            nread = code = 0
    if nread == 3:
        out += bytes(((code >> 10) & 255, (code >> 2) & 255))
    elif nread == 2:
        out.append((code >> 4) & 255)
    elif nread == 1:
        raise JQError(f"{V.desc(s)} trailing base64 byte found")
    return _jq_utf8(bytes(out))


def _jq_utf8(data: bytes) -> str:
    """``data`` decoded as jq's ``jvp_utf8_next`` does: a bad byte or sequence becomes one
    U+FFFD, as with Python's "replace", except that a sequence the data ends in the middle
    of is one U+FFFD whatever its bytes are (Python keeps the non-continuation ones). The
    whole data (the last few bytes of a big one) are decoded jq's way, which also makes one
    U+FFFD of an overlong or surrogate sequence (Python: one a byte)."""
    if data.isascii():
        return data.decode("ascii")
    cut = 0 if len(data) <= 1 << 16 else len(data) - 8
    while cut > 0 and 0x80 <= data[cut] < 0xC0:
        cut -= 1
    head = data[:cut].decode("utf-8", "replace")
    out: list[str] = []
    i, n = cut, len(data)
    while i < n:
        b = data[i]
        need = utf8_length(b) or 1  # (1: a byte no sequence starts with)
        if i + need > n:
            out.append("\ufffd")  # (the data ends inside the sequence)
            break
        out.append(data[i : i + need].decode("utf-8", "replace"))
        part = out[-1]
        if "\ufffd" in part and need > 1:  # (cut short by a non-continuation byte)
            k = 1
            while k < need and 0x80 <= data[i + k] < 0xC0:
                k += 1
            out[-1] = "\ufffd"
            i += k
            continue
        i += need
    return head + "".join(out)


FORMATS: dict[str, Callable[[Any], str]] = {
    "text": _fmt_text,
    "json": _fmt_json,
    "html": _fmt_html,
    "uri": _fmt_uri,
    "csv": _fmt_csv,
    "tsv": _fmt_tsv,
    "sh": _fmt_sh,
    "base64": _fmt_base64,
    "base64d": _fmt_base64d,
}


def get_format(name: str) -> Callable[[Any], str]:
    f = FORMATS.get(name)
    if f is None:

        def bad(v: Any) -> str:
            raise JQError(f"{name} is not a valid format")

        return bad
    return f


@valued("format", 1)
def _format(v: Any, name: Any) -> Any:
    if type(name) is not str:
        raise JQError(f"{V.desc(name)} is not a valid format")
    f = FORMATS.get(name)
    if f is None:
        raise JQError(f"{name} is not a valid format")
    return f(v)


# -- jq-defined part -----------------------------------------------------------------------

JQ_SOURCE = r"""
def halt_error: halt_error(5);
def abs: if . < 0 then - . else . end;
def map_values(f): .[] |= f;
def isfinite: type == "number" and (isinfinite | not);
def normals: select(isnormal);
def finites: select(isfinite);
def in(xs): . as $x | xs | has($x);
def inside(xs): . as $x | xs | contains($x);
def combinations:
    if length == 0 then [] else
        .[0][] as $x
          | (.[1:] | combinations) as $y
          | [$x] + $y
    end;
def combinations(n):
    . as $dot
      | [range(n) | $dot]
      | combinations;
def transpose: [range(0; map(length)|max // 0) as $i | [.[][$i]]];
def pick(pathexps):
  . as $in
  | reduce path(pathexps) as $a (null;
      setpath($a; $in|getpath($a)) );
def first: .[0];
def last: .[-1];
def nth($n): .[$n];
def match(re; mode): _match_impl(re; mode; false)|.[];
def match($val): ($val|type) as $vt | if $vt == "string" then match($val; null)
   elif $vt == "array" and ($val | length) > 1 then match($val[0]; $val[1])
   elif $vt == "array" and ($val | length) > 0 then match($val[0]; null)
   else error( $vt + " not a string or array") end;
def capture($val): ($val|type) as $vt | if $vt == "string" then capture($val; null)
   elif $vt == "array" and ($val | length) > 1 then capture($val[0]; $val[1])
   elif $vt == "array" and ($val | length) > 0 then capture($val[0]; null)
   else error( $vt + " not a string or array") end;
def scan($re; $flags):
  match($re; "g" + $flags)
    | if (.captures|length > 0)
      then [ .captures | .[] | .string ]
      else .string
      end;
def scan($re): scan($re; null);
def _nwise($n):
  def n: if length <= $n then . else .[0:$n] , (.[$n:] | n) end;
  n;
def _nwise(a; $n): a | _nwise($n);
def splits($re; flags): . as $s
  | [ match($re; "g" + flags) | (.offset, .offset + .length) ]
  | [0] + . +[$s|length]
  | _nwise(2)
  | $s[.[0]:.[1] ] ;
def splits($re): splits($re; null);
def split($re; flags): [ splits($re; flags) ];
def sub($re; s): sub($re; s; "");
def gsub($re; s; flags): sub($re; s; flags + "g");
def gsub($re; s): sub($re; s; "g");
def bsearch($target):
  if length == 0 then -1
  elif length == 1 then
     if $target == .[0] then 0 elif $target < .[0] then -1 else -2 end
  else . as $in
    | [0, length-1, null]
    | until( .[0] > .[1] ;
             if .[2] != null then (.[1] = -1)
             else
               ( ( (.[1] + .[0]) / 2 ) | floor ) as $mid
               | $in[$mid] as $monkey
               | if $monkey == $target  then (.[2] = $mid)
                 elif .[0] == .[1]     then (.[1] = -1)
                 elif $monkey < $target then (.[0] = ($mid + 1))
                 else (.[1] = ($mid - 1))
                 end
             end )
    | if .[2] == null then
         if $in[ .[0] ] < $target then (-2 -.[0])
         else (-1 -.[0])
         end
      else .[2]
      end
  end;
def INDEX(idx_expr): INDEX(.[]; idx_expr);
def JOIN($idx; idx_expr):
  [.[] | [., $idx[idx_expr]]];
def JOIN($idx; stream; idx_expr):
  stream | [., $idx[idx_expr]];
def JOIN($idx; stream; idx_expr; join_expr):
  stream | [., $idx[idx_expr]] | join_expr;
def IN(s): any(s == .; .);
def IN(src; s): any(src == s; .);
"""

_library: Library | None = None

#: ``def name(params):`` at the start of a top-level definition of :data:`JQ_SOURCE`.
_DEF_HEAD = re.compile(r"def\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:\(([^)]*)\))?\s*:")


def _split_source() -> dict[str, str]:
    """``name/arity`` -> source of the top-level definitions (each starts a line with ``def``).

    When a name/arity is defined twice the later definition wins, as when the whole library was
    compiled in one go (``tests/commands/test_jq_library.py`` checks both views agree).
    """
    out: dict[str, str] = {}
    for chunk in ("\n" + JQ_SOURCE).split("\ndef ")[1:]:
        text = "def " + chunk
        m = _DEF_HEAD.match(text)
        assert m is not None, text[:40]
        params = m.group(2)
        arity = len(params.split(";")) if params and params.strip() else 0
        out[f"{m.group(1)}/{arity}"] = text
    return out


class _LazyDefs(dict[str, FnObj]):
    """The library's jq-defined functions, each parsed and compiled on first use.

    Parsing and compiling all of :data:`JQ_SOURCE` took ~15 ms on a process's first jq run,
    while a program uses a handful of them.
    """

    def __init__(self, lib: Library, sources: dict[str, str]) -> None:
        super().__init__()
        self._lib = lib
        self._sources = sources

    def __contains__(self, key: object) -> bool:
        return key in self._sources or super().__contains__(key)

    def __missing__(self, key: str) -> FnObj:
        source = self._sources.get(key)
        if source is None:
            raise KeyError(key)
        node = Parser(source + " .").parse_program()
        assert isinstance(node, FuncDef), key
        fn = _compile_def(Compiler(self._lib), node)
        self[key] = fn
        return fn


def _compile_def(comp: Compiler, d: FuncDef) -> FnObj:
    body = comp.compile(d.body, param_scope(d.params))
    return FnObj(d.name, d.params, body, {})


def library() -> Library:
    """The library (built once per process; its jq definitions compile on first use)."""
    global _library
    if _library is not None:
        return _library
    lib = Library()
    lib.natives = dict(NATIVES)
    sources = _split_source()
    lib.defs = _LazyDefs(lib, sources)
    for key in sources:
        PENDING.add(key)
        # A jq definition replaces a native of the same name/arity.
        lib.natives.pop(key, None)
    _LIB_KEYS.extend(sources)
    _library = lib
    return lib


def eager_definitions() -> dict[str, FuncDef]:
    """Every definition of :data:`JQ_SOURCE` parsed in one go (for tests: the reference view)."""
    node = Parser(JQ_SOURCE + " .").parse_program()
    defs: dict[str, FuncDef] = {}
    while isinstance(node, FuncDef):
        defs[f"{node.name}/{len(node.params)}"] = node
        node = node.rest
    return defs
