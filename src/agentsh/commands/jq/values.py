"""jq value semantics: types, truthiness, total ordering, arithmetic, indexing and paths.

Every operation returns new values (inputs are shared, never mutated). Error texts follow
jq 1.7.1 (``number (1) and string ("a") cannot be added``).
"""

from __future__ import annotations

import decimal
import math
from collections.abc import Callable
from typing import Any, cast

from agentsh.commands.jq.errors import JQError
from agentsh.commands.jq.json_io import LitFloat, dumps

#: ``type(v)``, typed: narrowing ``type(v) is list`` on an ``Any`` would leave Unknowns.
_type_of: Callable[[object], type[Any]] = type

_BIG = 2**53
_CTX17 = decimal.Context(prec=17)


def type_name(v: Any) -> str:
    t = _type_of(v)
    if t is str:
        return "string"
    if v is None:
        return "null"
    if t is bool:
        return "boolean"
    if t is int or t is float or t is LitFloat:
        return "number"
    if t is list:
        return "array"
    if t is dict:
        return "object"
    return "number"


def is_number(v: Any) -> bool:
    t = _type_of(v)
    return t is int or t is float or t is LitFloat


def truthy(v: Any) -> bool:
    return not (v is None or v is False)


def trunc_dump(v: Any, bufsize: int = 15) -> str:
    """``jv_dump_string_trunc``: at most ``bufsize - 1`` chars, ``...`` when cut."""
    s = dumps(v)
    limit = bufsize - 1
    if len(s.encode()) > limit:
        b = s.encode()[:limit]
        s = b[: limit - 3].decode(errors="ignore") + "..."
    return s


def desc(v: Any) -> str:
    """``type (value)`` as in jq's error messages."""
    return f"{type_name(v)} ({trunc_dump(v)})"


def num(x: int | float) -> int | float:
    """Normalise an arithmetic result: integers stay exact only within 2**53."""
    if type(x) is int and not -_BIG <= x <= _BIG:
        return float(x)
    return x


# -- ordering -------------------------------------------------------------------------------

_RANK = {type(None): 0, bool: 1, int: 3, float: 3, LitFloat: 3, str: 4, list: 5, dict: 6}

#: jq 1.7.1 orders a nan below every number, itself included (``nan < nan`` is true: jv_cmp
#: compares a nan as null against the other side), so no two nans are ever equal: each nan's
#: key takes the next number of this count, below the numbers and above the nans keyed
#: before it (``[nan,nan] | unique`` keeps both, ``[nan] < [nan]``, sorts keep nans in order).
_nan_seq = [0]


def nan_count() -> int:
    """How many nan keys :func:`sort_key` has made (a caller that sees it move knows that
    some key held a nan, and that equal keys may then still be equal values)."""
    return _nan_seq[0]


def sort_key(v: Any) -> Any:
    t = _type_of(v)
    r = _RANK[t]
    if r == 3:
        if v != v:
            _nan_seq[0] += 1
            return (3, 0, _nan_seq[0])
        return (3, 1, v)
    if r == 4:
        return (4, v)
    if r == 1:
        return (2, 0) if v else (1, 0)
    if r == 0:
        return (0, 0)
    if r == 5:
        return (5, tuple(sort_key(x) for x in v))
    keys = sorted(v)
    return (6, tuple(keys), tuple(sort_key(v[k]) for k in keys))


def compare(a: Any, b: Any) -> int:
    ta = _type_of(a)
    tb = _type_of(b)
    if (ta is int or ta is float or ta is LitFloat) and (
        tb is int or tb is float or tb is LitFloat
    ):
        if a < b:
            return -1
        if a == b:
            return 0
        if a != a:
            return -1  # (a nan is below every number, another nan too)
        return 1
    if ta is str and tb is str:
        return -1 if a < b else (0 if a == b else 1)
    ka, kb = sort_key(a), sort_key(b)
    return -1 if ka < kb else (0 if ka == kb else 1)


def equal(a: Any, b: Any) -> bool:
    ta = _type_of(a)
    tb = _type_of(b)
    if ta is tb and ta is not list and ta is not dict:
        return a == b
    if ta is bool or tb is bool:
        return ta is tb and a == b
    if ta in (list, dict) or tb in (list, dict):
        if a is b:
            return True  # (jq's jv_equal: the same array or object, nans in it or not)
        if ta is list and tb is list:
            return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b, strict=True))
        if ta is dict and tb is dict:
            return a.keys() == b.keys() and all(equal(a[k], b[k]) for k in a)
        return False
    if is_number(a) and is_number(b):
        return a == b
    return False


# -- arithmetic ----------------------------------------------------------------------------


def _norm(r: float) -> Any:
    """Float results: integral values within 2**53 become ints (they print the same)."""
    if r == r and -_BIG < r < _BIG and r == int(r) and r != 0:
        return int(r)
    return float(r)


def to_double(x: Any) -> Any:
    """A number as jq's double (big integer literals round to 17 digits first)."""
    if type(x) is int and not -_BIG <= x <= _BIG:
        return float(_CTX17.create_decimal(x))
    return x


#: Sandbox bounds on one value (a doubling loop or ``"x" * 1e9`` ends with an error instead of
#: exhausting the host's memory).
MAX_STRING = 64 * 1024 * 1024
MAX_ITEMS = 16 * 1024 * 1024


def _too_big(what: str) -> JQError:
    return JQError(f"{what} too large for the sandbox")


def add(a: Any, b: Any) -> Any:
    ta = _type_of(a)
    tb = _type_of(b)
    if (ta is int or ta is float or ta is LitFloat) and (
        tb is int or tb is float or tb is LitFloat
    ):
        if ta is int and tb is int and -_BIG <= a <= _BIG and -_BIG <= b <= _BIG:
            return num(a + b)
        return _norm(to_double(a) + to_double(b))
    if a is None:
        return b
    if b is None:
        return a
    if ta is str and tb is str:
        if len(a) + len(b) > MAX_STRING:
            raise _too_big("string")
        return a + b
    if ta is list and tb is list:
        if len(a) + len(b) > MAX_ITEMS:
            raise _too_big("array")
        return a + b
    if ta is dict and tb is dict:
        r2 = dict(a)
        r2.update(b)
        return r2
    raise JQError(f"{desc(a)} and {desc(b)} cannot be added")


def sub(a: Any, b: Any) -> Any:
    if is_number(a) and is_number(b):
        if type(a) is int and type(b) is int and -_BIG <= a <= _BIG and -_BIG <= b <= _BIG:
            return num(a - b)
        return _norm(to_double(a) - to_double(b))
    if type(a) is list and type(b) is list:
        la, lb = cast("list[Any]", a), cast("list[Any]", b)
        return [x for x in la if not any(equal(x, y) for y in lb)]
    raise JQError(f"{desc(a)} and {desc(b)} cannot be subtracted")


def _deep_merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    r = dict(a)
    for k, v in b.items():
        old = r.get(k)
        if type(old) is dict and type(v) is dict:
            r[k] = _deep_merge(cast("dict[str, Any]", old), cast("dict[str, Any]", v))
        else:
            r[k] = v
    return r


def mul(a: Any, b: Any) -> Any:
    ta = _type_of(a)
    tb = _type_of(b)
    if is_number(a) and is_number(b):
        if type(a) is int and type(b) is int and -_BIG <= a <= _BIG and -_BIG <= b <= _BIG:
            r = a * b
            if r == 0 and (a < 0 or b < 0):
                return -0.0
            return num(r)
        return _norm(to_double(a) * to_double(b))
    if (ta is str and is_number(b)) or (is_number(a) and tb is str):
        s, n = (a, b) if ta is str else (b, a)
        if n < 0 or n != n:
            return None
        times = int(n) if n < 2**31 else 2**31 - 1
        if len(s) * times > MAX_STRING:
            raise _too_big("string")
        return s * times
    if ta is dict and tb is dict:
        return _deep_merge(a, b)
    raise JQError(f"{desc(a)} and {desc(b)} cannot be multiplied")


def div(a: Any, b: Any) -> Any:
    if is_number(a) and is_number(b):
        if b == 0:
            raise JQError(f"{desc(a)} and {desc(b)} cannot be divided because the divisor is zero")
        r = to_double(a) / to_double(b)
        if r != 0 and abs(r) < _BIG and r == int(r):  # (NaN and infinities stay floats)
            return int(r)
        return r
    if type(a) is str and type(b) is str:
        return split_str(a, b)
    raise JQError(f"{desc(a)} and {desc(b)} cannot be divided")


def _to_intmod(x: float) -> int:
    """jq's dtoi: a double to intmax_t, clamped beyond its range; 2**63 itself (the
    double nearest INTMAX_MAX) converts, as on x86, to INTMAX_MIN."""
    x = float(x)
    if x != x:
        return 0
    if x == 9.2233720368547758e18:
        return -(2**63)
    if x > 9.2233720368547758e18:
        return 2**63 - 1
    if x <= -9.2233720368547758e18:
        return -(2**63)
    return int(x)


def mod(a: Any, b: Any) -> Any:
    if is_number(a) and is_number(b):
        if a != a or b != b:
            return math.nan
        bi = _to_intmod(b)
        if bi == 0:
            raise JQError(
                f"{desc(a)} and {desc(b)} cannot be divided (remainder) because the divisor is zero"
            )
        ai = _to_intmod(a)
        r = abs(ai) % abs(bi)
        return -r if ai < 0 else r
    raise JQError(f"{desc(a)} and {desc(b)} cannot be divided (remainder)")


def split_str(s: str, sep: str) -> list[str]:
    if s == "":
        return []
    if sep == "":
        return list(s)  # jq 1.7 splits into characters
    return s.split(sep)


def negate(v: Any) -> Any:
    if is_number(v):
        if v == 0 and type(v) is int:
            return -0.0
        r = -v
        return float(r) if type(v) is LitFloat else r
    raise JQError(f"{desc(v)} cannot be negated")


# -- indexing ------------------------------------------------------------------------------


def c_int(k: float) -> int:
    """C's ``(int)`` cast of a double, as jq makes array indexes and code points: toward
    zero (``.[-0.5]`` is ``.[0]``); a value out of int's range (or infinite) is INT_MIN,
    what x86 gives, which no array has and no code point is."""
    if -2147483648.0 < k < 2147483648.0:
        return int(k)
    return -2147483648


def slice_bounds(length: int, start: Any, end: Any) -> tuple[int, int]:
    if start is not None and not is_number(start):
        raise JQError("Array/string slice indices must be integers")
    if end is not None and not is_number(end):
        raise JQError("Array/string slice indices must be integers")
    ds = 0.0 if start is None else float(start)
    de = float(length) if end is None else float(end)
    # NaN bounds (jq 1.7's parse_slice): the start 0, the end the length
    if ds != ds:
        ds = 0.0
    if de != de:
        de = float(length)
    if ds < 0:
        ds += length
    if de < 0:
        de += length
    if ds < 0:
        ds = 0
    if ds > length:
        ds = length
    if de > length:
        de = length
    if de < ds:
        de = ds
    s = int(ds)
    e = int(de)
    if e < de:
        e += 1
    if e > length:
        e = length
    return s, e


def index(t: Any, k: Any) -> Any:
    tt = _type_of(t)
    tk = _type_of(k)
    if tt is dict and tk is str:
        return t.get(k)
    if tt is list and (tk is int or tk is float or tk is LitFloat):
        if k != k:
            return None
        i = k if tk is int else c_int(k)
        if i < 0:
            i += len(t)
            if i < 0:
                return None
        return t[i] if i < len(t) else None
    if t is None and (tk is str or tk is int or tk is float or tk is LitFloat or tk is dict):
        return None
    if tk is dict and (tt is list or tt is str or t is None):
        if t is None:
            return None
        if "start" not in k or "end" not in k:  # (jq's parse_slice needs both, null or not)
            raise JQError("Array/string slice indices must be integers")
        s, e = slice_bounds(len(t), k.get("start"), k.get("end"))
        return t[s:e]
    if tt is list and tk is list:
        return indices_of(cast("list[Any]", t), k)
    if tk is str:
        raise JQError(f'Cannot index {type_name(t)} with string "{k}"')
    if tk is dict and (tt is list or tt is str):
        raise JQError("Array/string slice indices must be integers")
    raise JQError(f"Cannot index {type_name(t)} with {type_name(k)}")


def indices_of(t: list[Any], k: list[Any]) -> Any:
    if not k:
        return []
    n = len(k)
    return [i for i in range(len(t) - n + 1) if all(equal(t[i + j], k[j]) for j in range(n))]


def iterate(t: Any) -> Any:
    tt = _type_of(t)
    if tt is list:
        return t
    if tt is dict:
        return t.values()
    raise JQError(f"Cannot iterate over {desc(t)}")


# -- paths ---------------------------------------------------------------------------------


def getpath(t: Any, path: Any) -> Any:
    if type(path) is not list:
        raise JQError("Path must be specified as an array")
    for k in cast("list[Any]", path):
        t = index(t, k)  # (null gives null, but fails on a key of no index's type)
    return t


def setpath(
    t: Any,
    path: list[Any] | tuple[Any, ...],
    v: Any,
    i: int = 0,
    owned: dict[int, Any] | None = None,
) -> Any:
    """``t`` with the value at ``path`` (from its ``i``-th key on) set to ``v``: a new value,
    ``t`` unchanged, its containers along the path copied.

    ``owned``: the containers (by id, held so that an id is not reused) an update made
    itself, which it may change in place: a copy made here joins them, so an update of
    many paths (``.[] |= f``) copies each container once, not once a path (jq changes what
    only it holds in place too). Rows of an array slice are always copied."""
    if i == len(path):
        return v
    k = path[i]
    tk = _type_of(k)
    tt = _type_of(t)
    if tk is str:
        if tt is dict:
            if owned is not None and id(t) in owned:
                r = t
            else:
                r = dict(t)
                if owned is not None:
                    owned[id(r)] = r
            r[k] = setpath(t.get(k), path, v, i + 1, owned)
            return r
        if t is None:
            return {k: setpath(None, path, v, i + 1, owned)}
        raise JQError(f'Cannot index {type_name(t)} with string "{k}"')
    if tk is int or tk is float or tk is LitFloat:
        if tt is list or t is None:
            if tt is not list:
                arr: list[Any] = []
            elif owned is not None and id(t) in owned:
                arr = cast("list[Any]", t)
            else:
                arr = list(cast("list[Any]", t))
                if owned is not None:
                    owned[id(arr)] = arr
            if k != k:
                raise JQError("Cannot set array element at NaN index")
            idx = int(k) if tk is int else c_int(k)
            if idx < 0:
                idx += len(arr)
                if idx < 0:
                    raise JQError("Out of bounds negative array index")
            if idx >= len(arr):
                if idx > 536870911:
                    raise JQError("Array index too large")
                arr.extend([None] * (idx - len(arr) + 1))
            arr[idx] = setpath(arr[idx], path, v, i + 1, owned)
            return arr
        raise JQError(f"Cannot index {type_name(t)} with number")
    if tk is dict:
        # (jq's jv_setpath: the slice is read first, with jv_get's errors, then set)
        cur = index(t, k)
        nv = setpath(cur, path, v, i + 1)
        if tt is str:
            raise JQError("Cannot update string slices")
        if "start" not in k or "end" not in k:
            raise JQError("Array/string slice indices must be integers")
        arr = list(cast("list[Any]", t)) if tt is list else []
        s, e = slice_bounds(len(arr), k.get("start"), k.get("end"))
        if type(nv) is not list:
            raise JQError("A slice of an array can only be assigned another array")
        return arr[:s] + nv + arr[e:]
    if tk is list and tt is list:
        raise JQError("Cannot update field at array index of array")
    if tt is dict:
        raise JQError(f"Cannot index object with {type_name(k)}")
    raise JQError(f"Cannot index {type_name(t)} with {type_name(k)}")


def delpaths(t: Any, paths: list[Any]) -> Any:
    """jq's ``jv_delpaths``: the paths sorted, then deleted together (``_delpaths_sorted``);
    an empty path deletes everything (null)."""
    if not paths:
        return t
    ps = cast("list[list[Any]]", sorted(paths, key=sort_key))
    for p in ps:  # (the first in jq's order that is no array)
        if type(p) is not list:
            raise JQError(f"Path must be specified as array, not {type_name(p)}")
    if not ps[0]:
        return None
    return _delpaths_sorted(t, ps, 0)


def _delpaths_sorted(t: Any, paths: list[list[Any]], start: int) -> Any:
    """jq's ``delpaths_sorted``: the sorted ``paths`` (each longer than ``start``) grouped by
    their key at ``start``; a group with a path ending there deletes that key (the longer
    ones do not matter then), the others recurse into the child. The children are put
    back and the keys deleted each in one pass (``_dels``).

    Decision: one pass, as jq does; deleting path by path copied ``t`` once a path, so
    ``del(.[] | select(f))`` over n items took O(n^2) (20,000 items: 0.28 s, 80,000: 4 s),
    and the indexes of a negative or slice key were taken after earlier deletions."""
    delkeys: list[Any] = []
    changed: list[tuple[Any, Any]] = []
    i, n = 0, len(paths)
    while i < n:
        key = paths[i][start]
        j = i + 1
        while j < n and equal(key, paths[j][start]):
            j += 1
        if len(paths[i]) == start + 1:
            delkeys.append(key)
        else:
            sub = index(t, key)
            if sub is not None:
                changed.append((key, _delpaths_sorted(sub, paths[i:j], start + 1)))
        i = j
    if changed:
        t = _set_children(t, changed)
    return _dels(t, delkeys)


def _set_children(t: Any, changed: list[tuple[Any, Any]]) -> Any:
    """``t`` with each (key, child) of ``changed`` set: on one copy for plain keys (strings
    of an object, indexes of an array), else one ``setpath`` each."""
    kind = _type_of(t)
    if kind is dict and all(type(k) is str for k, _ in changed):
        d: dict[str, Any] = dict(cast("dict[str, Any]", t))
        for k, v in changed:
            d[k] = v
        return d
    if kind is list:
        size = len(cast("list[Any]", t))
        if all(type(k) is int and 0 <= k < size for k, _ in changed):
            items: list[Any] = list(cast("list[Any]", t))
            for k, v in changed:
                items[k] = v
            return items
    out: Any = t
    for k, v in changed:
        out = setpath(out, [k], v)
    return out


def _dels(t: Any, keys: list[Any]) -> Any:
    """jq's ``jv_dels``: ``t`` without ``keys`` (of an array: indexes, negative ones from
    its end, truncated to integers, and slices, all taken on ``t`` as it is)."""
    if t is None or not keys:
        return t
    if type(t) is list:
        lt = cast("list[Any]", t)
        gone: set[int] = set()
        for k in keys:
            if is_number(k):
                idx = int(cast("float", k))
                gone.add(len(lt) + idx if cast("float", k) < 0 else idx)
            elif type(k) is dict:
                dk = cast("dict[str, Any]", k)
                if "start" not in dk or "end" not in dk:
                    raise JQError("Array/string slice indices must be integers")
                s, e = slice_bounds(len(lt), dk["start"], dk["end"])
                gone.update(range(s, e))
            else:
                raise JQError(f"Cannot delete {type_name(k)} element of array")
        return [x for i, x in enumerate(lt) if i not in gone]
    if type(t) is dict:
        d = dict(cast("dict[str, Any]", t))
        for k in keys:
            if _type_of(k) is not str:
                raise JQError(f"Cannot delete {type_name(k)} field of object")
            d.pop(k, None)
        return d
    raise JQError(f"Cannot delete fields from {type_name(t)}")
