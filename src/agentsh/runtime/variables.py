"""Shell variables: values, attributes and dynamically scoped frames.

Owns what a variable *is* (a string, an indexed array or an associative array, plus the
attributes ``declare`` sets: ``-x -r -i -l -u -n -a -A``) and how names resolve through the
function-call frames (bash's dynamic scoping: ``local`` creates a variable in the current frame,
lookups walk from the innermost frame outwards to the globals).

Decision: indexed arrays are ``dict[int, str]`` (bash arrays are sparse); iteration sorts keys.
"""

from __future__ import annotations

from collections.abc import Callable, ItemsView, Iterator, KeysView, ValuesView
from typing import Any, Self, cast

from agentsh._dataclass import dataclass


def is_name(s: str) -> bool:
    """A valid shell variable name: an ASCII letter or ``_``, then ASCII letters, digits, ``_``
    (bash's ``legal_identifier``: bytes of multibyte characters are never letters).

    Decision: ASCII Python identifiers are exactly these names, and ``str.isidentifier`` is
    a C test several times cheaper than a regex match (``local``, ``read``, ``declare``
    check every name)."""
    return s.isascii() and s.isidentifier()


def _upper_text(text: str) -> str:
    """``text`` in upper case as bash converts it, a character at a time (``towupper``: ß
    stays ß, where Python's upper makes SS)."""
    if text.isascii():
        return text.upper()
    return "".join(u if len(u := c.upper()) == 1 else c for c in text)


def _lower_text(text: str) -> str:
    """``text`` in lower case, a character at a time (see :func:`_upper_text`)."""
    if text.isascii():
        return text.lower()
    return "".join(u if len(u := c.lower()) == 1 else _LOWER_ONE.get(c, c) for c in text)


#: the one character whose Python lower case is two characters (İ: i + a combining dot),
#: and what ``towlower`` makes of it
_LOWER_ONE = {"\u0130": "i"}


def _bash_hash(key: str) -> int:
    """bash's ``hash_string`` (FNV-1, 32-bit) over the UTF-8 bytes of the key."""
    h = 2166136261
    for c in key.encode("utf-8", "surrogateescape"):
        h = (h * 16777619) & 0xFFFFFFFF
        h ^= c
    return h


def assoc_keys(d: dict[str, str]) -> list[str]:
    """Keys of an associative array in the order bash lists them.

    bash keeps associative arrays in a hash table of 1024 buckets (x4 each time it holds twice
    as many entries as buckets), inserting at the head of a bucket's chain, and walks buckets in
    order: so keys come by bucket, most recently inserted first within a bucket.
    """
    return hash_order(list(d), 1024, _bash_hash)


def hash_order(keys: list[str], buckets: int, hash_of: Callable[[str], int]) -> list[str]:
    """``keys`` (in the order they were inserted) in the order bash walks a hash table of
    ``buckets`` buckets holding them (x4 each time it holds twice as many entries as
    buckets; a new entry goes to the head of its bucket's chain): by bucket, most recently
    inserted first within one."""
    n = len(keys)
    while n >= buckets * 2:
        buckets *= 4
    mask = buckets - 1
    ranked = sorted([(hash_of(k) & mask, -i, k) for i, k in enumerate(keys)])
    return [k for _, _, k in ranked]


_NAME_HASHES: dict[str, int] = {}


def _name_hash(name: str) -> int:
    """:func:`_bash_hash` of a variable name, remembered (the environment is ordered by it
    each time a command reads it)."""
    h = _NAME_HASHES.get(name)
    if h is None:
        h = _bash_hash(name)
        if len(_NAME_HASHES) < 4096:
            _NAME_HASHES[name] = h
    return h


def env_order(env: dict[str, str], temp: list[str] | None = None) -> dict[str, str]:
    """The environment ``env`` in the order bash hands it to a command: a command's prefix
    assignments ``temp`` first (bash's table of them has 4 buckets), then the exported
    variables as its table of variables (1024 buckets) holds them."""
    if not temp:
        names = tuple(env)
        order = _ENV_ORDERS.get(names)  # (the same names, command after command)
        if order is None:
            if len(_ENV_ORDERS) >= 64:
                _ENV_ORDERS.clear()
            order = _ENV_ORDERS[names] = hash_order(list(names), 1024, _name_hash)
        return {k: env[k] for k in order}
    first = hash_order(temp, 4, _name_hash)
    taken = set(first)
    rest = hash_order([k for k in env if k not in taken], 1024, _name_hash)
    return {k: env[k] for k in (*first, *rest)}


_ENV_ORDERS: dict[tuple[str, ...], list[str]] = {}


def store_element(arr: dict[int, str], n: int, value: str) -> None:
    """``arr[n] = value`` for an indexed array, keeping its highest key last in the dict (a new
    key below it is inserted, then the highest moves back to the end: O(1)), so that
    :func:`next_index` reads the highest index off the end."""
    if n in arr or not arr:
        arr[n] = value
        return
    last = next(reversed(arr))
    arr[n] = value
    if n < last:
        arr[last] = arr.pop(last)


def drop_element(arr: dict[int, str], n: int) -> None:
    """``unset 'a[n]'``: delete the element, keeping the highest key last (when the highest
    goes, the next highest is found by a pass over the keys and moved to the end)."""
    if n not in arr:
        return
    last = next(reversed(arr))
    del arr[n]
    if n == last and arr:
        top = max(arr)
        if top != next(reversed(arr)):
            arr[top] = arr.pop(top)


def next_index(arr: dict[int, str]) -> int:
    """One past the highest index of an indexed array. Element assignments and unsets go
    through :func:`store_element` and :func:`drop_element`, and arrays are built in index
    order, so the last key of the dict is the highest: when it is also ``len - 1`` the keys
    are exactly ``0..n-1`` (the dense arrays ``a+=(x)`` loops build), O(1); anything else
    takes a pass over the keys, which is right whatever the order."""
    if not arr:
        return 0
    last = next(reversed(arr))
    if last == len(arr) - 1:
        return last + 1
    return max(arr) + 1


_new_var = object.__new__  # Var.copy fills every slot itself (no __init__ call)


class ReadonlyError(Exception):
    """Assignment to a readonly variable (``bash: x: readonly variable``)."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


@dataclass(slots=True)
class Var:
    """One variable. ``value`` is ``str``, ``dict[int, str]`` (indexed) or ``dict[str, str]``
    (associative); ``None`` for a declared-but-unset variable (``declare x``, ``local x``)."""

    value: str | dict[int, str] | dict[str, str] | None = None
    exported: bool = False
    readonly: bool = False
    integer: bool = False
    lower: bool = False
    upper: bool = False
    nameref: bool = False
    assoc: bool = False
    indexed: bool = False
    trace: bool = False

    def copy(self) -> Var:
        new = _new_var(Var)
        value = self.value
        new.value = dict(value) if value.__class__ is dict else value  # pyright: ignore
        new.exported = self.exported
        new.readonly = self.readonly
        new.integer = self.integer
        new.lower = self.lower
        new.upper = self.upper
        new.nameref = self.nameref
        new.assoc = self.assoc
        new.indexed = self.indexed
        new.trace = self.trace
        return new

    @property
    def is_array(self) -> bool:
        return self.assoc or self.indexed or isinstance(self.value, dict)

    def cased(self, value: str) -> str:
        """``value`` as this variable stores it (``declare -l``/``-u``; ``-c``, bash's
        capitalize attribute, is ``lower`` and ``upper`` both set)."""
        if self.lower:
            if self.upper:
                return _upper_text(value[:1]) + _lower_text(value[1:])
            return _lower_text(value)
        if self.upper:
            return _upper_text(value)
        return value

    def flags(self) -> str:
        """The attribute letters as ``declare -p`` prints them (``-`` when none)."""
        out = ""
        if self.indexed or (isinstance(self.value, dict) and not self.assoc):
            out += "a"
        if self.assoc:
            out += "A"
        if self.integer:
            out += "i"
        capital = self.lower and self.upper  # (``-c``, printed last)
        if self.lower and not capital:
            out += "l"
        if self.nameref:
            out += "n"
        if self.readonly:
            out += "r"
        if self.trace:
            out += "t"
        if self.upper and not capital:
            out += "u"
        if self.exported:
            out += "x"
        if capital:
            out += "c"
        return out or "-"


#: Every name ever bound in a frame other than the global one (a local, a prefix
#: assignment's temporary), by any shell of the process: a superset of the names that can
#: be bound below the global frame now. Lookups of the other names (a function reading or
#: setting a global, ``r=$((a + r))`` in a recursion 16 calls deep) skip the walk down the
#: frames. It only grows; the names are an agent's variable names, few.
EVER_LOCAL: set[str] = set()
_ever_add = EVER_LOCAL.add


class _RecordsNames(dict[str, Var]):
    """A frame's dict that is not the global one: every way of binding a new name in it
    records that name in :data:`EVER_LOCAL` (then does what the next class does)."""

    __slots__ = ()

    def __setitem__(self, name: str, var: Var) -> None:
        _ever_add(name)
        super().__setitem__(name, var)

    def setdefault(self, name: str, default: Var) -> Var:  # pyright: ignore[reportIncompatibleMethodOverride]
        _ever_add(name)
        return super().setdefault(name, default)

    def update(self, *args: Any, **kwargs: Var) -> None:
        new = dict[str, Var](*args, **kwargs)
        EVER_LOCAL.update(new)
        super().update(new)

    def __ior__(self, other: Any) -> Self:  # pyright: ignore[reportIncompatibleMethodOverride]
        self.update(other)
        return self


class LocalVars(_RecordsNames):
    """The variables of a frame that is not the global one (a function call's, a prefix
    assignment's)."""

    __slots__ = ()


class Frame:
    """Variables local to one function call (or the global frame). A plain slotted class:
    one is made per function call and per command with prefix assignments. ``vars``: the
    global frame's own dict (a plain one); none for a new call's (a :class:`LocalVars`)."""

    __slots__ = ("vars", "func", "options")

    def __init__(self, vars: dict[str, Var] | None = None, func: str = "") -> None:
        self.vars: dict[str, Var] = LocalVars() if vars is None else vars
        self.func = func
        #: the shell's ``set`` options when ``local -`` ran in this call: restored at return
        self.options: frozenset[str] | None = None

    def __repr__(self) -> str:
        return f"Frame(vars={self.vars!r}, func={self.func!r})"


_VarDict = dict[str, Var]
# the raw dict operations, bypassing _CowDict's overrides
_dget = cast("Callable[[dict[str, Var], str], Var | None]", _VarDict.get)
_dgetitem = _VarDict.__getitem__
#: a frame's binding of a name for a reader that does not change it: in a subshell the
#: parent's own object (``_CowDict.get`` would copy it)
peek_raw = _dget
_dset = _VarDict.__setitem__
#: ``dict.__setitem__`` unbound: binds in a :class:`LocalVars` frame without its Python
#: ``__setitem__`` where the caller records the name in :data:`EVER_LOCAL` itself
dset = _dset
_dpop = cast("Callable[..., Var | None]", _VarDict.pop)
_dpopitem = cast("Callable[[dict[str, Var]], tuple[str, Var]]", _VarDict.popitem)
_dkeys = cast("Callable[[dict[str, Var]], KeysView[str]]", _VarDict.keys)
_ditems = cast("Callable[[dict[str, Var]], ItemsView[str, Var]]", _VarDict.items)
_dvalues = cast("Callable[[dict[str, Var]], ValuesView[Var]]", _VarDict.values)


class _CowDict(dict[str, Var]):
    """A subshell's view of one of its parent's frames: a shallow copy sharing the parent's
    ``Var`` objects, copying each into this dict the first time it is fetched.

    Decision: subshells (``$(...)``, ``( )``, pipeline stages, ``<(...)``) run while their
    parent is suspended and are discarded afterwards, so a fork need not copy any variable up
    front (a fork costs one C-speed ``dict.copy`` per frame, whatever the number and size of
    the variables): the only rule is that the child never mutates a ``Var`` it shares with the
    parent. Every way of fetching a ``Var`` out of the dict (``get``, ``[]``, ``pop``,
    ``setdefault``, ``values``, ``items``) hands out the child's own copy, so the many mutation
    sites (assignments, ``declare``, ``read``, arithmetic, ``${x:=}``...) need no care. A
    binding is shared exactly when it is the very object the parent's dict (``base``) holds;
    the parent's dict does not change while the child lives. Bulk reads that copy the raw
    storage (``dict(d)``, ``out.update(d)``: ``Variables.visible``, a nested fork) see shared
    objects: their users only read them (and a nested fork applies the same rule)."""

    __slots__ = ("base",)
    base: dict[str, Var]

    def get(self, name: str, default: Var | None = None) -> Var | None:  # pyright: ignore[reportIncompatibleMethodOverride]
        var = _dget(self, name)
        if var is None:
            return default
        if var is _dget(self.base, name):
            var = var.copy()
            _dset(self, name, var)
        return var

    def __getitem__(self, name: str) -> Var:
        var = _dgetitem(self, name)
        if var is _dget(self.base, name):
            var = var.copy()
            _dset(self, name, var)
        return var

    def pop(self, name: str, *default: Var | None) -> Var | None:  # pyright: ignore[reportIncompatibleMethodOverride]
        if name in self:
            self[name]  # noqa: B018  (own it first)
        return _dpop(self, name, *default)

    def setdefault(self, name: str, default: Var) -> Var:  # pyright: ignore[reportIncompatibleMethodOverride]
        if name in self:
            return self[name]
        _dset(self, name, default)
        return default

    def popitem(self) -> tuple[str, Var]:
        name, var = _dpopitem(self)
        return name, (var.copy() if var is _dget(self.base, name) else var)

    def _own_all(self) -> None:
        for name in list(_dkeys(self)):
            self[name]  # noqa: B018

    def items(self) -> ItemsView[str, Var]:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._own_all()
        return _ditems(self)

    def values(self) -> ValuesView[Var]:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._own_all()
        return _dvalues(self)

    def copy(self) -> dict[str, Var]:
        self._own_all()
        return dict(self)


class _LocalCowDict(_RecordsNames, _CowDict):
    """A subshell's view of a frame that is not the global one: as :class:`LocalVars`, a
    new name bound in it is recorded in :data:`EVER_LOCAL`."""

    __slots__ = ()


def _cow(vars: dict[str, Var], local: bool = False) -> _CowDict:
    new = _LocalCowDict(vars) if local else _CowDict(vars)
    new.base = vars
    return new


class LazyEnv(dict[str, str]):
    """The environment a command receives, built from the variables the first time anything
    reads or changes it: most commands (``cat``, ``basename``, ``sort``) never look at their
    environment, and building it walks every variable.

    The variables cannot change between the command's start and that first look: the command
    runs while the shell waits, and what it runs itself (``xargs``, ``find -exec``) runs in a
    subshell. Every dict method reads the filled storage; ``dict(env)`` and ``{**env}`` go
    through :meth:`keys` (the type's own ``__iter__`` makes CPython skip its raw-storage copy).
    """

    __slots__ = ("_fill", "_last")

    def __init__(self, fill: Callable[[], dict[str, str]]) -> None:
        super().__init__()
        self._fill: Callable[[], dict[str, str]] | None = fill
        self._last: str | None = None

    def _load(self) -> None:
        fill = self._fill
        if fill is not None:
            self._fill = None
            super().update(fill())
            if self._last is not None:
                super().pop("_", None)
                super().__setitem__("_", self._last)

    def set_underscore(self, path: str) -> None:
        """``_``, last, set to the command's path (as bash's environment for a command it
        runs ends), without building the rest."""
        if self._fill is not None:
            self._last = path
        else:
            super().pop("_", None)
            super().__setitem__("_", path)

    def __getitem__(self, key: str) -> str:
        self._load()
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._load()
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        self._load()
        return super().__contains__(key)

    def __iter__(self) -> Iterator[str]:
        self._load()
        return super().__iter__()

    def __len__(self) -> int:
        self._load()
        return super().__len__()

    def __eq__(self, other: object) -> bool:
        self._load()
        if isinstance(other, LazyEnv):
            other._load()
        return super().__eq__(other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        self._load()
        return super().__repr__()

    def keys(self) -> KeysView[str]:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._load()
        return super().keys()

    def values(self) -> ValuesView[str]:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._load()
        return super().values()

    def items(self) -> ItemsView[str, str]:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._load()
        return super().items()

    def copy(self) -> dict[str, str]:
        self._load()
        return dict(super().items())

    def __setitem__(self, key: str, value: str) -> None:
        self._load()
        super().__setitem__(key, value)

    def __delitem__(self, key: str) -> None:
        self._load()
        super().__delitem__(key)

    def pop(self, key: str, *default: Any) -> Any:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._load()
        return super().pop(key, *default)

    def popitem(self) -> tuple[str, str]:
        self._load()
        return super().popitem()

    def setdefault(self, key: str, default: str = "") -> str:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._load()
        return super().setdefault(key, default)

    def update(self, *args: Any, **kwargs: str) -> None:
        self._load()
        super().update(*args, **kwargs)

    def clear(self) -> None:
        self._fill = None
        super().clear()

    def __or__(self, other: Any) -> dict[str, str]:  # pyright: ignore[reportIncompatibleMethodOverride]
        self._load()
        out = dict(super().items())
        out.update(other)
        return out

    def __ior__(self, other: Any) -> LazyEnv:  # pyright: ignore[reportIncompatibleMethodOverride]
        self.update(other)
        return self

    def __reversed__(self) -> Iterator[str]:
        self._load()
        return reversed(list(super().keys()))

    def __reduce__(self) -> tuple[Any, ...]:
        self._load()
        return (dict, (dict(super().items()),))


def set_env_underscore(env: dict[str, str], path: str) -> None:
    """Put ``_=path`` last in the environment ``env`` of a command run from ``path``."""
    if isinstance(env, LazyEnv):
        env.set_underscore(path)
    else:
        env.pop("_", None)
        env["_"] = path


def has_attributes(var: Var) -> bool:
    """Whether storing into ``var`` needs more than its new value (an attribute to apply,
    check or follow, or an exported value to keep in the environment)."""
    return (
        var.readonly
        or var.assoc
        or var.integer
        or var.lower
        or var.upper
        or var.nameref
        or var.trace
        or var.exported
    )


class Variables:
    """The variable namespace with dynamic scoping."""

    def __init__(self) -> None:
        self.frames: list[Frame] = [Frame({})]

    # -- frames ----------------------------------------------------------------------------
    @property
    def globals(self) -> dict[str, Var]:
        return self.frames[0].vars

    def push(self, func: str) -> None:
        self.frames.append(Frame(func=func))

    def pop(self) -> None:
        self.frames.pop()

    def copy(self) -> Variables:
        """A deep copy: an independent namespace (``Bash.fork``, a pipeline stage that runs
        alongside its ``lastpipe`` parent)."""
        new = Variables()
        new.frames = [
            Frame(
                (LocalVars if k else dict[str, Var])((n, v.copy()) for n, v in _ditems(f.vars)),
                f.func,
            )
            for k, f in enumerate(self.frames)
        ]
        return new

    def fork(self) -> Variables:
        """The namespace of a subshell that runs while this one is suspended and is discarded
        afterwards: shares the ``Var`` objects, copying each on first fetch (``_CowDict``).
        Its cost does not depend on the number or size of the variables."""
        new = Variables.__new__(Variables)
        new.frames = [Frame(_cow(f.vars, k > 0), f.func) for k, f in enumerate(self.frames)]
        return new

    # -- lookup ----------------------------------------------------------------------------
    def lookup(self, name: str) -> Var | None:
        """The visible variable called ``name`` (innermost frame first), namerefs *not* followed."""
        frames = self.frames
        n = len(frames)
        if n == 1:
            return frames[0].vars.get(name)
        if n == 2:  # a function called from the top level
            d = frames[1].vars
            return d.get(name) if name in d else frames[0].vars.get(name)
        if name not in EVER_LOCAL:  # (bound in no frame but the global one)
            return frames[0].vars.get(name)
        for frame in reversed(frames):
            d = frame.vars
            if name in d:  # C-level test: a subshell's ``_CowDict.get`` is Python code
                return d.get(name)
        return None

    def peek(self, name: str) -> Var | None:
        """:meth:`lookup` for a reader that does not change the ``Var``: in a subshell it
        may be the parent's own object (no copy is made; see :class:`_CowDict`)."""
        frames = self.frames
        n = len(frames)
        if n == 1:
            return _dget(frames[0].vars, name)
        if n == 2:  # a function called from the top level (a Var is never falsy)
            return _dget(frames[1].vars, name) or _dget(frames[0].vars, name)
        if name not in EVER_LOCAL:  # (bound in no frame but the global one)
            return _dget(frames[0].vars, name)
        for frame in reversed(frames):
            var = _dget(frame.vars, name)
            if var is not None:
                return var
        return None

    def resolve_name(self, name: str) -> str:
        """Follow namerefs (``declare -n``) to the final variable name."""
        seen = 0
        while True:
            var = self.lookup(name)
            if var is None or not var.nameref or not isinstance(var.value, str) or not var.value:
                return name
            name = var.value
            seen += 1
            if seen > 16:
                return name

    def follow(self, name: str, var: Var | None = None) -> tuple[str, Var | None, bool]:
        """``(resolve_name(name), lookup(resolve_name(name)), circular(name))`` in one walk
        of the chain of namerefs (``var``: ``lookup(name)`` when the caller has it). For a
        circular chain the first two are meaningless."""
        if var is None:
            var = self.lookup(name)
        seen = {name}
        hops = 0
        resolved: tuple[str, Var | None] | None = None
        while var is not None and var.nameref:
            target = var.value
            if target.__class__ is not str or not target:
                break
            name = target  # pyright: ignore[reportAssignmentType]
            if name in seen:
                return name, None, True
            seen.add(name)
            hops += 1
            var = self.lookup(name)
            if hops == 17:  # (where resolve_name stops; circular goes on)
                resolved = (name, var)
        if resolved is not None:
            return resolved[0], resolved[1], False
        return name, var, False

    def circular(self, name: str) -> bool:
        """Whether ``name`` is a nameref whose chain of targets comes back to a name already
        on it (``declare -n a=b b=a``; ``declare -n r; r=r``)."""
        return self.follow(name)[2]

    def cycle_to_global(self, name: str) -> bool:
        """Whether ``name``, a nameref whose chain comes back to itself (:meth:`circular`),
        stands for the global variable of that name: bash's rule when the cycle is met in a
        function at a local variable (``f() { local -n ref=$1; ...; }; f ref``), where it
        warns and uses the global one, namerefs not followed; elsewhere it fails."""
        return any(name in f.vars for f in self.frames[1:])

    def get(self, name: str) -> Var | None:
        var = self.lookup(name)
        if var is not None and var.nameref:
            _, target, circular = self.follow(name, var)
            if circular:
                return self.frames[0].vars.get(name) if self.cycle_to_global(name) else None
            return target
        return var

    def get_str(self, name: str) -> str | None:
        """Scalar value (element 0 for arrays), or None when unset."""
        var = self.peek(name)
        if var is None:
            return None
        if var.nameref:  # self.peek(self.resolve_name(name)), in one walk
            hops = 0
            while True:
                target = var.value
                if target.__class__ is not str or not target:
                    break
                hops += 1
                var = self.peek(target)  # pyright: ignore[reportArgumentType]
                if var is None:
                    return None
                if hops > 16 or not var.nameref:
                    break
        value = var.value
        if value is None or value.__class__ is str:
            return value  # pyright: ignore[reportReturnType]
        if var.assoc:
            return value.get("0")  # pyright: ignore
        return value.get(0)  # pyright: ignore

    def frame_for_set(self, name: str) -> dict[str, Var]:
        """The frame an assignment to ``name`` lands in: where it is visible, else global."""
        if name in EVER_LOCAL:
            for frame in reversed(self.frames):
                if name in frame.vars:
                    return frame.vars
        return self.frames[0].vars

    def ensure(self, name: str, local: bool = False) -> Var:
        """The variable to assign to, created (unset, in the right frame) if missing."""
        if not local:
            var = self.lookup(name)
            if var is not None and not var.nameref:
                return var
        name = self.resolve_name(name)
        scope = self.frames[-1].vars if local else self.frame_for_set(name)
        var = scope.get(name)
        if var is None:
            var = Var()
            scope[name] = var
        return var

    def set_plain(self, name: str, value: str) -> bool:
        """``name=value`` when ``name`` is a plain scalar where it is visible (no attribute,
        not an array or a nameref) or is not set anywhere (it becomes a global): done (True),
        else False and nothing done (:meth:`set_str` and its caller's attributes do it)."""
        frames = self.frames
        var = frames[0].vars.get(name) if len(frames) == 1 else self.lookup(name)
        if var is None:
            frames[0].vars[name] = Var(value)
            return True
        if (
            var.nameref or var.readonly or var.integer or var.lower or var.upper
            or (var.value is not None and var.value.__class__ is not str)
        ):  # fmt: skip
            return False
        var.value = value
        return True

    def set_str(self, name: str, value: str, *, local: bool = False) -> Var:
        """Assign a scalar (to element 0 for an indexed array), honouring readonly/-l/-u."""
        var = self.ensure(name, local)
        if var.readonly:
            raise ReadonlyError(name)
        if var.lower or var.upper:
            value = var.cased(value)
        if isinstance(var.value, dict):
            if var.assoc:
                var.value["0"] = value  # pyright: ignore[reportArgumentType]
            else:
                store_element(var.value, 0, value)  # pyright: ignore[reportArgumentType]
        else:
            var.value = value
        return var

    def unset(self, name: str) -> bool:
        """Remove the innermost visible binding. False (and nothing done) if readonly."""
        name = self.resolve_name(name)
        frames = self.frames
        for i in range(len(frames) - 1, -1, -1):
            var = frames[i].vars.get(name)
            if var is not None:
                if var.readonly:
                    raise ReadonlyError(name)
                if i == len(frames) - 1 and i != 0:
                    # bash: unsetting a variable local to the running function leaves it
                    # unset but still local (it does not uncover the global)
                    var.value = None
                    var.indexed = var.assoc = False
                else:
                    # a global, or a calling function's local: the binding goes away
                    del frames[i].vars[name]
                return True
        return True

    def names(self) -> list[str]:
        """All visible variable names (set or declared)."""
        seen: dict[str, None] = {}
        for frame in self.frames:
            for k in frame.vars:
                seen[k] = None
        return list(seen)

    def visible(self) -> dict[str, Var]:
        out: dict[str, Var] = {}
        for frame in self.frames:
            out.update(frame.vars)
        return out

    def exported_lazy(self) -> dict[str, str]:
        """:meth:`exported`, built when first used (see :class:`LazyEnv`)."""
        return LazyEnv(self.exported)

    def exported(self) -> dict[str, str]:
        """The environment exported to commands: name -> scalar value."""
        out: dict[str, str] = {}
        for name, var in self.visible().items():
            if var.exported and var.value is not None:
                value = var.value
                if isinstance(value, dict):
                    continue  # bash does not export arrays
                out[name] = value
        return env_order(out)
