"""A drop-in for the subset of :mod:`dataclasses` agentsh uses, at a fraction of the import cost.

Why: ``@dataclasses.dataclass`` compiles five or six functions per class when the module is
imported (and ``slots=True`` builds the class twice); with ~200 node and record classes that was
most of ``import agentsh`` and of the first use of jq/awk/sed. Here the only generated code is
``__init__``, compiled on the first instantiation of a class (and shared by classes of the same
shape); ``__repr__``/``__eq__``/``__hash__``/frozen ``__setattr__`` are shared closures.

Same semantics as the stdlib for what is supported (``init``, ``repr``, ``eq``, ``frozen``,
``slots``; ``field(default=, default_factory=, init=, repr=, compare=)``; ``__post_init__``;
``ClassVar``; inheritance between such classes), and anything else is rejected at decoration
time. The classes stay stdlib-compatible for callers: ``dataclasses.fields``/``replace``/
``asdict``/``is_dataclass`` work on them (``__dataclass_fields__`` is built, importing
:mod:`dataclasses`, on first access), and assigning to a frozen instance raises
``dataclasses.FrozenInstanceError``. agentsh itself uses :func:`fields`/:func:`replace`/
:func:`is_dataclass` from here, which never import :mod:`dataclasses`.

This module sits below every layer: it imports nothing from agentsh.
"""

from __future__ import annotations

from _thread import get_ident
from collections.abc import Callable
from operator import attrgetter
from types import CodeType, FunctionType, MemberDescriptorType
from typing import Any, ClassVar, TypeVar, dataclass_transform, overload

__all__ = ["MISSING", "Field", "dataclass", "field", "fields", "is_dataclass", "replace"]

_T = TypeVar("_T")


class _MissingType:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _MissingType()


class _HasDefaultFactory:
    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


_HAS_DEFAULT_FACTORY: Any = _HasDefaultFactory()


class Field:
    """One field of a class made by :func:`dataclass` (``name``/``type`` are set by it)."""

    __slots__ = ("name", "type", "default", "default_factory", "init", "repr", "compare")

    def __init__(
        self, default: Any, default_factory: Any, init: bool, repr: bool, compare: bool
    ) -> None:
        self.name: str = ""
        self.type: Any = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare

    def __repr__(self) -> str:
        return (
            f"Field(name={self.name!r},type={self.type!r},default={self.default!r},"
            f"default_factory={self.default_factory!r},init={self.init!r},repr={self.repr!r},"
            f"compare={self.compare!r})"
        )


@overload
def field(*, default: _T, init: bool = True, repr: bool = True, compare: bool = True) -> _T: ...
@overload
def field(
    *, default_factory: Callable[[], _T], init: bool = True, repr: bool = True, compare: bool = True
) -> _T: ...
@overload
def field(*, init: bool = True, repr: bool = True, compare: bool = True) -> Any: ...
def field(
    *,
    default: Any = MISSING,
    default_factory: Any = MISSING,
    init: bool = True,
    repr: bool = True,
    compare: bool = True,
) -> Any:
    """Per-field options, as :func:`dataclasses.field`."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, compare)


# ---------------------------------------------------------------------------------------------
# Introspection (agentsh's own callers use these; they never import dataclasses)


def is_dataclass(obj: object) -> bool:
    """True for classes made by :func:`dataclass` and their instances."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, "__struct_fields__")


def fields(obj: object) -> tuple[Field, ...]:
    """The fields of such a class or instance, in definition order."""
    cls = obj if isinstance(obj, type) else type(obj)
    try:
        return cls.__struct_fields__  # type: ignore[attr-defined]
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None


def replace(obj: _T, /, **changes: Any) -> _T:
    """A copy of ``obj`` with some fields changed, as :func:`dataclasses.replace`."""
    for f in fields(obj):
        if not f.init:
            if f.name in changes:
                raise ValueError(
                    f"field {f.name} is declared with init=False, it cannot be specified with "
                    "replace()"
                )
            continue
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


# ---------------------------------------------------------------------------------------------
# The decorator


@overload
def dataclass(cls: type[_T], /) -> type[_T]: ...
@overload
def dataclass(
    *,
    init: bool = True,
    repr: bool = True,
    eq: bool = True,
    frozen: bool = False,
    slots: bool = False,
) -> Callable[[type[_T]], type[_T]]: ...
@dataclass_transform(field_specifiers=(field, Field))
def dataclass(
    cls: type[Any] | None = None,
    /,
    *,
    init: bool = True,
    repr: bool = True,
    eq: bool = True,
    frozen: bool = False,
    slots: bool = False,
) -> Any:
    """Make ``cls`` a data class, as :func:`dataclasses.dataclass` (see the module docstring)."""

    def wrap(cls: type[Any]) -> type[Any]:
        return _process_class(cls, init, repr, eq, frozen, slots)

    return wrap if cls is None else wrap(cls)


def _annotation_name(annotation: str) -> str:
    """``"ClassVar"`` for ``"ClassVar[int]"``, ``"typing.ClassVar[int]"`` (as dataclasses reads it)."""
    return annotation.partition("[")[0].strip().rpartition(".")[2].strip()


def _is_classvar(annotation: object) -> bool:
    if isinstance(annotation, str):
        return "ClassVar" in annotation and _annotation_name(annotation) == "ClassVar"
    return annotation is ClassVar or getattr(annotation, "__origin__", None) is ClassVar


def _is_initvar(annotation: object) -> bool:
    if isinstance(annotation, str):
        return "InitVar" in annotation and _annotation_name(annotation) == "InitVar"
    return type(annotation).__name__ == "InitVar"


def _process_class(
    cls: type[Any], init: bool, repr_: bool, eq: bool, frozen: bool, slots: bool
) -> type[Any]:
    # Fields of base classes first (as dataclasses: walk the MRO backwards), then our own.
    all_fields: dict[str, Field] = {}
    any_frozen_base = False
    has_struct_base = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields: tuple[Field, ...] | None = b.__dict__.get("__struct_fields__")
        if base_fields is not None:
            has_struct_base = True
            for f in base_fields:
                all_fields[f.name] = f
            if b.__dict__["__struct_frozen__"]:
                any_frozen_base = True
    if has_struct_base:
        if any_frozen_base and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not any_frozen_base and frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")

    cls_dict = cls.__dict__
    class_hash = cls_dict.get("__hash__", MISSING)
    has_explicit_hash = class_hash is not MISSING and not (
        class_hash is None and "__eq__" in cls_dict
    )
    annotations: dict[str, Any] = cls_dict.get("__annotations__", {})
    own: list[Field] = []
    for name, ann in annotations.items():
        if _is_classvar(ann):
            continue
        if _is_initvar(ann):
            raise TypeError(f"{cls.__name__}.{name}: InitVar is not supported")
        value = cls_dict.get(name, MISSING)
        f = value if isinstance(value, Field) else Field(value, MISSING, True, True, True)
        f.name = name
        f.type = ann
        if f.default is not MISSING and f.default.__class__.__hash__ is None:
            raise ValueError(
                f"mutable default {type(f.default)} for field {name} is not allowed: use "
                "default_factory"
            )
        own.append(f)
        all_fields[name] = f
        # The class attribute holds the default (dataclasses does the same); slots drop it.
        if isinstance(value, Field) and not slots:
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
    for name, value in cls_dict.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError(f"{name!r} is a field but has no type annotation")

    flds = tuple(all_fields.values())
    names = tuple(f.name for f in flds)
    # One mutable cell: methods refer to the final class, which slots=True replaces.
    holder: list[type[Any]] = [cls]
    # New attributes, applied at once (into the new namespace when slots=True rebuilds the class:
    # each assignment of a dunder to an existing class costs a slot update).
    new: dict[str, Any] = {}

    def set_new(name: str, value: Any) -> None:
        if name not in cls_dict:
            new[name] = value

    if init:
        _check_default_order(flds)
        set_new("__init__", _lazy_init(holder, flds, frozen, hasattr(cls, "__post_init__")))
    if repr_:
        rnames = tuple(f.name for f in flds if f.repr)
        set_new("__repr__", _make_repr(rnames))
    cmp = _getter(tuple(f.name for f in flds if f.compare))
    if eq:
        set_new("__eq__", _make_eq(cmp))
    if frozen:
        if "__setattr__" in cls_dict or "__delattr__" in cls_dict:
            raise TypeError(f"Cannot overwrite attribute __setattr__ in class {cls.__name__}")
        fset = frozenset(names)
        new["__setattr__"] = _make_setattr(holder, fset)
        new["__delattr__"] = _make_delattr(holder, fset)
    if eq and not has_explicit_hash:
        new["__hash__"] = _make_hash(cmp) if frozen else None
    if not cls_dict.get("__doc__"):
        new["__doc__"] = _signature_doc(cls.__name__, flds)
    set_new("__match_args__", tuple(f.name for f in flds if f.init))
    new["__struct_fields__"] = flds
    new["__struct_frozen__"] = frozen
    new["__dataclass_fields__"] = _LazyStdlibFields(holder)
    new["__dataclass_params__"] = _Params(init, repr_, eq, frozen, slots)

    if slots:
        cls = _add_slots(cls, names, frozen, new)
        holder[0] = cls
    else:
        for name, value in new.items():
            setattr(cls, name, value)
    return cls


def _check_default_order(flds: tuple[Field, ...]) -> None:
    seen_default = False
    for f in flds:
        if not f.init:
            continue
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")


def _signature_doc(name: str, flds: tuple[Field, ...]) -> str:
    parts: list[str] = []
    for f in flds:
        if not f.init:
            continue
        s = f"{f.name}: {f.type!r}"
        if f.default is not MISSING:
            s += f" = {f.default!r}"
        elif f.default_factory is not MISSING:
            s += " = <factory>"
        parts.append(s)
    return f"{name}({', '.join(parts)})"


def _add_slots(
    cls: type[Any], names: tuple[str, ...], frozen: bool, new_attrs: dict[str, Any]
) -> type[Any]:
    cls_dict = dict(cls.__dict__)
    cls_dict.update(new_attrs)
    inherited: set[str] = set()
    for b in cls.__mro__[1:-1]:
        base_slots = b.__dict__.get("__slots__", ())
        inherited.update((base_slots,) if isinstance(base_slots, str) else base_slots)
    cls_dict["__slots__"] = tuple(n for n in names if n not in inherited)
    for n in names:
        cls_dict.pop(n, None)
    cls_dict.pop("__dict__", None)
    cls_dict.pop("__weakref__", None)
    if frozen:
        cls_dict.setdefault("__getstate__", _getstate)
        cls_dict.setdefault("__setstate__", _setstate)
    qualname = getattr(cls, "__qualname__", None)
    meta: Any = type(cls)
    new: type[Any] = meta(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        new.__qualname__ = qualname
    return new


# ---------------------------------------------------------------------------------------------
# Shared method implementations


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    if len(names) >= 2:
        return attrgetter(*names)
    if len(names) == 1:
        get = attrgetter(names[0])
        return lambda obj: (get(obj),)
    return lambda obj: ()


_repr_running: set[tuple[int, int]] = set()


def _make_repr(names: tuple[str, ...]) -> Callable[[Any], str]:
    def __repr__(self: Any) -> str:
        key = (id(self), get_ident())
        if key in _repr_running:
            return "..."
        _repr_running.add(key)
        try:
            body = ", ".join([f"{n}={getattr(self, n)!r}" for n in names])
        finally:
            _repr_running.discard(key)
        return f"{self.__class__.__qualname__}({body})"

    return __repr__


def _make_eq(cmp: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any, object], Any]:
    def __eq__(self: Any, other: object) -> Any:
        if other.__class__ is self.__class__:
            return cmp(self) == cmp(other)
        return NotImplemented

    return __eq__


def _make_hash(cmp: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        return hash(cmp(self))

    return __hash__


def _frozen_error(message: str) -> Exception:
    import dataclasses  # only on this error path: the stdlib's class, for callers that catch it

    return dataclasses.FrozenInstanceError(message)


def _make_setattr(holder: list[type[Any]], names: frozenset[str]) -> Callable[..., None]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        cls = holder[0]
        if type(self) is cls or name in names:
            raise _frozen_error(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


def _make_delattr(holder: list[type[Any]], names: frozenset[str]) -> Callable[..., None]:
    def __delattr__(self: Any, name: str) -> None:
        cls = holder[0]
        if type(self) is cls or name in names:
            raise _frozen_error(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


# Pickling a frozen slotted instance: the ``init`` fields only. Fields with ``init=False`` are
# derived data and caches (agentsh's syntax nodes keep the executor's compiled forms in them,
# which are closures): unpickling sets them to their defaults and runs ``__post_init__`` again,
# which derives what it derives. (The stdlib pickles every field; it has no such fields here.)


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, f.name) for f in fields(self) if f.init]


def _setstate(self: Any, state: list[Any]) -> None:
    derived = False
    values = iter(state)
    for f in fields(self):
        if f.init:
            object.__setattr__(self, f.name, next(values))
            continue
        derived = True
        factory = f.default_factory
        object.__setattr__(self, f.name, factory() if factory is not MISSING else f.default)
    post = getattr(self, "__post_init__", None)
    if derived and post is not None:
        post()


# ---------------------------------------------------------------------------------------------
# __init__: built on the first instantiation of a class, from a code template per shape
#
# A template is compiled once per *shape* (how many fields, which have defaults or factories,
# frozen or not) with placeholder names; a class gets a copy of the code object with its field
# names swapped in (``code.replace``), which costs microseconds where compiling costs ~0.1 ms.

_templates: dict[tuple[Any, ...], CodeType] = {}


def _placeholder(i: int) -> str:
    return f"__dataclass_f{i}__"


def _lazy_init(
    holder: list[type[Any]], flds: tuple[Field, ...], frozen: bool, post_init: bool
) -> Callable[..., None]:
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        cls = holder[0]
        real = _build_init(cls, flds, frozen, post_init)
        if cls.__dict__.get("__init__") is __init__:
            cls.__init__ = real  # type: ignore[misc]
        real(self, *args, **kwargs)

    return __init__


def _build_init(
    cls: type[Any], flds: tuple[Field, ...], frozen: bool, post_init: bool
) -> Callable[..., None]:
    kinds = tuple(
        (f.init, f.default is not MISSING, f.default_factory is not MISSING) for f in flds
    )
    self_name = "__dataclass_self__" if any(f.name == "self" for f in flds) else "self"
    key = (kinds, frozen, post_init, self_name)
    template = _templates.get(key)
    if template is None:
        template = _templates[key] = _compile_template(kinds, frozen, post_init, self_name)
    rename = {_placeholder(i): f.name for i, f in enumerate(flds)}
    code = template.replace(
        co_varnames=tuple(rename.get(n, n) for n in template.co_varnames),
        co_names=tuple(rename.get(n, n) for n in template.co_names),
        co_consts=tuple(
            rename.get(c, c) if type(c) is str else c  # pyright: ignore[reportUnknownArgumentType]
            for c in template.co_consts
        ),
        co_qualname=f"{cls.__qualname__}.__init__",
    )
    env: dict[str, Any] = {
        "__builtins__": __builtins__,
        "__dataclass_HAS_DEFAULT_FACTORY__": _HAS_DEFAULT_FACTORY,
    }
    if frozen:
        for i, f in enumerate(flds):
            env[f"__dataclass_set{i}__"] = _slot_setter(cls, f.name)
    defaults: list[Any] = []
    for i, f in enumerate(flds):
        if f.default_factory is not MISSING:
            env[f"__dataclass_dflt{i}__"] = f.default_factory
            if f.init:
                defaults.append(_HAS_DEFAULT_FACTORY)
        elif f.default is not MISSING:
            env[f"__dataclass_dflt{i}__"] = f.default
            if f.init:
                defaults.append(f.default)
    init = FunctionType(code, env, "__init__", tuple(defaults))
    init.__annotations__ = {f.name: f.type for f in flds if f.init} | {"return": None}
    return init


def _slot_setter(cls: type[Any], name: str) -> Callable[[Any, Any], None]:
    """How a frozen instance's ``__init__`` sets the field ``name``: the ``__set__`` of its slot
    (a member descriptor), else ``object.__setattr__`` for that name."""
    for klass in cls.__mro__:
        d = klass.__dict__.get(name)
        if d is not None:
            if type(d) is MemberDescriptorType:
                return d.__set__
            break

    def set_field(self: Any, value: Any) -> None:
        object.__setattr__(self, name, value)

    return set_field


def _compile_template(
    kinds: tuple[tuple[bool, bool, bool], ...], frozen: bool, post_init: bool, self_name: str
) -> CodeType:
    params = [self_name]
    body: list[str] = []
    for i, (init, has_default, has_factory) in enumerate(kinds):
        name = _placeholder(i)
        dname = f"__dataclass_dflt{i}__"
        if has_factory:
            if init:
                params.append(f"{name}=__dataclass_HAS_DEFAULT_FACTORY__")
                value = f"{dname}() if {name} is __dataclass_HAS_DEFAULT_FACTORY__ else {name}"
            else:
                value = f"{dname}()"
        elif has_default:
            if init:
                params.append(f"{name}={dname}")
                value = name
            else:
                value = dname
        else:
            if not init:
                continue
            params.append(name)
            value = name
        if frozen:  # the slot's own setter (two times faster than object.__setattr__)
            body.append(f" __dataclass_set{i}__({self_name}, {value})")
        else:
            body.append(f" {self_name}.{name} = {value}")
    if post_init:
        body.append(f" {self_name}.__post_init__()")
    if not body:
        body.append(" pass")
    src = f"def __init__({', '.join(params)}):\n" + "\n".join(body) + "\n"
    module = compile(src, "<dataclass __init__>", "exec")
    return next(c for c in module.co_consts if isinstance(c, CodeType))


# ---------------------------------------------------------------------------------------------
# Compatibility with the stdlib's introspection (imports dataclasses, on first use only)


class _Params:
    """``__dataclass_params__`` (read by e.g. :mod:`pprint`)."""

    __slots__ = (
        "init", "repr", "eq", "order", "unsafe_hash", "frozen", "match_args", "kw_only", "slots",
        "weakref_slot",
    )  # fmt: skip

    def __init__(self, init: bool, repr: bool, eq: bool, frozen: bool, slots: bool) -> None:
        self.init, self.repr, self.eq, self.frozen, self.slots = init, repr, eq, frozen, slots
        self.order = self.unsafe_hash = self.kw_only = self.weakref_slot = False
        self.match_args = True


class _LazyStdlibFields:
    """``__dataclass_fields__``, built as real :class:`dataclasses.Field` objects on first access."""

    __slots__ = ("holder",)

    def __init__(self, holder: list[type[Any]]) -> None:
        self.holder = holder

    def __get__(self, obj: object, owner: type[Any] | None = None) -> dict[str, Any]:
        import dataclasses

        cls = self.holder[0]
        out: dict[str, Any] = {}
        for f in cls.__struct_fields__:
            kw: dict[str, Any] = {"init": f.init, "repr": f.repr, "compare": f.compare}
            if f.default is not MISSING:
                kw["default"] = f.default
            if f.default_factory is not MISSING:
                kw["default_factory"] = f.default_factory
            std: Any = dataclasses.field(**kw)
            std.name = f.name
            std.type = f.type
            std._field_type = dataclasses._FIELD  # type: ignore[attr-defined]  # noqa: SLF001
            out[f.name] = std
        type.__setattr__(cls, "__dataclass_fields__", out)
        return out
