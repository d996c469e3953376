"""``agentsh._dataclass`` behaves like the stdlib ``dataclasses`` for what agentsh uses.

Each shape is declared twice, once with each decorator, and the two are compared on
construction, defaults, repr, equality, hashing, pattern matching, frozenness, ``replace``,
``fields``, inheritance, pickling and copying.
"""

from __future__ import annotations

import copy
import dataclasses as std
import pickle
from typing import Any, ClassVar

import pytest

from agentsh import _dataclass as mine


def _shapes(dc: Any, field: Any) -> dict[str, type]:
    @dc(frozen=True, slots=True)
    class Node:
        name: str
        value: int = 0
        tags: tuple[str, ...] = ()
        kind: ClassVar[str] = "node"

    @dc(slots=True)
    class Rec:
        items: list[int] = field(default_factory=list)
        label: str = field(default="x", repr=False)
        weight: float = field(default=1.0, compare=False)

    @dc
    class Plain:
        a: int
        b: str = "b"

        def __post_init__(self) -> None:
            self.b = self.b * 2

    @dc(frozen=True, slots=True)
    class Child(Node):
        extra: str = "e"

    return {"Node": Node, "Rec": Rec, "Plain": Plain, "Child": Child}


STD = _shapes(std.dataclass, std.field)
MINE = _shapes(mine.dataclass, mine.field)


@pytest.mark.parametrize(
    ("name", "args", "kwargs"),
    [
        ("Node", ("n",), {}),
        ("Node", ("n", 3, ("a", "b")), {}),
        ("Node", (), {"name": "k", "value": -1}),
        ("Rec", (), {}),
        ("Rec", ([1, 2], "lab", 2.5), {}),
        ("Plain", (1,), {}),
        ("Plain", (1, "q"), {}),
        ("Child", ("c", 1), {"extra": "z"}),
    ],
)
def test_same_behaviour_as_stdlib(name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    a = STD[name](*args, **kwargs)
    b = MINE[name](*args, **kwargs)
    assert repr(a) == repr(b)
    assert a == STD[name](*args, **kwargs) and b == MINE[name](*args, **kwargs)
    assert [f.name for f in std.fields(a)] == [f.name for f in std.fields(b)]
    assert [f.name for f in mine.fields(b)] == [f.name for f in std.fields(a)]
    assert std.astuple(a) == std.astuple(b)
    assert type(a).__match_args__ == type(b).__match_args__  # pyright: ignore[reportAttributeAccessIssue]
    assert hasattr(a, "__dict__") == hasattr(b, "__dict__")  # slots or not
    if type(a).__hash__ is None:
        assert type(b).__hash__ is None
    else:
        assert hash(a) == hash(STD[name](*args, **kwargs))
        assert hash(b) == hash(MINE[name](*args, **kwargs))
    assert copy.copy(b) == b and copy.deepcopy(b) == b


def test_real_nodes_pickle_and_copy() -> None:
    from agentsh.syntax import ast as A
    from agentsh.syntax.parser import parse

    tree = parse("for f in a b; do echo ${f%.*} > /tmp/$f; done")
    again = pickle.loads(pickle.dumps(tree))
    assert again == tree and hash(again) == hash(tree)
    assert copy.deepcopy(tree) == tree
    lit = A.Lit("x", A.Span(1, 2, 3, 4))
    assert repr(lit) == "Lit(text='x', span=Span(line=1, col=2, end_line=3, end_col=4))"


def test_frozen_and_replace() -> None:
    n = MINE["Node"]("n", 1)
    with pytest.raises(std.FrozenInstanceError):
        n.value = 2  # pyright: ignore[reportAttributeAccessIssue]
    with pytest.raises(std.FrozenInstanceError):
        del n.value  # pyright: ignore[reportAttributeAccessIssue]
    m = std.replace(n, value=5)
    assert (m.value, m.name, n.value) == (5, "n", 1)  # pyright: ignore[reportAttributeAccessIssue]
    assert mine.replace(n, name="z").name == "z"  # pyright: ignore[reportAttributeAccessIssue]
    assert mine.is_dataclass(n) and std.is_dataclass(n)
    assert MINE["Node"].kind == "node"  # pyright: ignore[reportAttributeAccessIssue]
    assert "kind" not in [f.name for f in std.fields(n)]


def test_compare_false_and_default_factory_are_honoured() -> None:
    Rec = MINE["Rec"]
    a, b = Rec(), Rec()
    assert a.items is not b.items  # pyright: ignore[reportAttributeAccessIssue]
    assert Rec([1], "x", 1.0) == Rec([1], "x", 9.0)  # weight is not compared
    assert Rec([1], "x") != Rec([2], "x")
    assert "label" not in repr(a)


def test_pattern_matching() -> None:
    node_cls: Any = MINE["Node"]
    n = MINE["Child"]("c", 2, (), "z")
    match n:
        case node_cls(name, value):  # pyright: ignore
            assert (name, value) == ("c", 2)
        case _:
            raise AssertionError("no match")


def test_errors_like_stdlib() -> None:
    with pytest.raises(TypeError):
        MINE["Node"]()  # missing required argument
    with pytest.raises(TypeError):
        MINE["Node"]("a", 1, (), 4)  # too many
    with pytest.raises(TypeError):
        MINE["Node"]("a", nope=1)
    with pytest.raises(TypeError):

        @mine.dataclass(order=True)  # pyright: ignore[reportCallIssue]  # unsupported option
        class Bad:
            x: int
