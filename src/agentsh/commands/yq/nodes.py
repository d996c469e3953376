"""yq's data model: a mutable YAML node tree (like yq's ``CandidateNode``) and conversions.

A :class:`YNode` is a scalar (``value`` is the source text, ``tag`` its type), a map
(``content`` is the flat ``[key, value, key, value...]`` list, as in go-yaml) or a sequence.
Nodes know their ``parent`` and ``key`` so ``path``, ``parent`` and in-place assignment work;
a node read from a missing key is a *phantom* (``attached`` False) that joins the tree only
when something is assigned to it (so reading ``.x`` never adds ``x``, ``.x.y = 1`` does).
"""

from __future__ import annotations

import math
import re
from typing import Any

SCALAR, MAP, SEQ, ALIAS = "scalar", "map", "seq", "alias"


class YNode:
    __slots__ = (
        "kind",
        "tag",
        "value",
        "content",
        "style",
        "anchor",
        "alias",
        "head",
        "line",
        "foot",
        "parent",
        "key",
        "attached",
        "doc",
        "file_index",
        "filename",
        "together",
        "tagged",
        "explicit_start",
    )

    def __init__(
        self,
        kind: str,
        tag: str = "",
        value: str = "",
        content: list[YNode] | None = None,
        style: str = "",
    ) -> None:
        self.kind = kind
        self.tag = tag
        self.value = value
        self.content: list[YNode] = content if content is not None else []
        self.style = style
        self.anchor = ""
        self.alias: YNode | None = None
        self.head = ""
        self.line = ""
        self.foot = ""
        self.parent: YNode | None = None
        self.key: YNode | None = None
        self.attached = True
        self.doc = 0
        self.file_index = 0
        self.filename = ""
        self.together = False
        self.tagged = False
        self.explicit_start = False

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"YNode({self.kind}, {self.tag}, {self.value!r}, {len(self.content)})"

    # -- structure ---------------------------------------------------------------------
    def pairs(self) -> list[tuple[YNode, YNode]]:
        c = self.content
        return [(c[i], c[i + 1]) for i in range(0, len(c) - 1, 2)]

    def adopt(self) -> None:
        """Point children's ``parent``/``key`` at this node (after building/copying)."""
        c = self.content
        if self.kind == MAP:
            for i in range(0, len(c) - 1, 2):
                c[i + 1].parent = self
                c[i + 1].key = c[i]
                c[i].parent = self
                c[i + 1].attached = True
        elif self.kind == SEQ:
            for i, x in enumerate(c):
                x.parent = self
                x.key = int_node(i)
                x.attached = True

    def copy(self, deep: bool = True) -> YNode:
        n = YNode(self.kind, self.tag, self.value, None, self.style)
        n.anchor = self.anchor
        n.alias = self.alias
        n.head, n.line, n.foot = self.head, self.line, self.foot
        n.doc, n.file_index, n.filename = self.doc, self.file_index, self.filename
        n.tagged = self.tagged
        n.content = [x.copy() for x in self.content] if deep else list(self.content)
        n.adopt()
        n.parent, n.key, n.attached = None, None, True
        return n

    def get(self, key: str) -> YNode | None:
        c = self.content
        for i in range(0, len(c) - 1, 2):
            if c[i].value == key:
                return c[i + 1]
        return None

    def path(self) -> list[Any]:
        out: list[Any] = []
        n: YNode = self
        while n.parent is not None and n.key is not None:
            k = n.key
            out.append(int(k.value) if k.tag == "!!int" and n.parent.kind == SEQ else k.value)
            n = n.parent
        out.reverse()
        return out

    def resolved(self) -> YNode:
        n = self
        while n.kind == ALIAS and n.alias is not None:
            n = n.alias
        return n


def int_node(i: int) -> YNode:
    return YNode(SCALAR, "!!int", str(i))


def str_node(s: str) -> YNode:
    return YNode(SCALAR, "!!str", s)


def null_node() -> YNode:
    return YNode(SCALAR, "!!null", "null")


def bool_node(b: bool) -> YNode:
    return YNode(SCALAR, "!!bool", "true" if b else "false")


def new_map() -> YNode:
    return YNode(MAP, "!!map")


def new_seq(items: list[YNode] | None = None) -> YNode:
    n = YNode(SEQ, "!!seq", "", items or [])
    n.adopt()
    return n


def map_set(m: YNode, key: str, v: YNode) -> None:
    c = m.content
    for i in range(0, len(c) - 1, 2):
        if c[i].value == key:
            c[i + 1] = v
            v.parent, v.key, v.attached = m, c[i], True
            return
    k = str_node(key)
    c.append(k)
    c.append(v)
    v.parent, v.key, v.attached = m, k, True
    k.parent = m


# -- scalar resolution (YAML 1.2 core schema, as go-yaml v3) ---------------------------

_INT_RE = re.compile(
    r"[-+]?(0|[1-9][0-9_]*)\Z|[-+]?0x[0-9a-fA-F_]+\Z|[-+]?0o[0-7_]+\Z|[-+]?0b[01_]+\Z"
)
_FLOAT_RE = re.compile(
    r"[-+]?(\.[0-9]+|[0-9][0-9_]*(\.[0-9_]*)?)([eE][-+]?[0-9]+)?\Z|[-+]?\.(inf|Inf|INF)\Z|\.(nan|NaN|NAN)\Z"
)
_NULLS = frozenset({"", "~", "null", "Null", "NULL"})
_BOOLS = frozenset({"true", "True", "TRUE", "false", "False", "FALSE"})


def resolve_tag(value: str) -> str:
    if value in _NULLS:
        return "!!null"
    if value in _BOOLS:
        return "!!bool"
    c = value[:1]
    if c.isdigit() or c in "-+.":
        if _INT_RE.match(value):
            return "!!int"
        if _FLOAT_RE.match(value):
            return "!!float"
    return "!!str"


def parse_int(text: str) -> int:
    t = text.replace("_", "")
    sign = -1 if t.startswith("-") else 1
    t = t.lstrip("+-")
    if t[:2] in ("0x", "0X"):
        return sign * int(t[2:], 16)
    if t[:2] in ("0o", "0O"):
        return sign * int(t[2:], 8)
    if t[:2] in ("0b", "0B"):
        return sign * int(t[2:], 2)
    if len(t) > 1 and t.startswith("0"):
        return sign * int(t, 8)
    return sign * int(t)


def parse_float(text: str) -> float:
    t = text.replace("_", "").lower()
    if t.endswith("inf"):
        return -math.inf if t.startswith("-") else math.inf
    if t.endswith("nan"):
        return math.nan
    return float(t)


def format_float(f: float) -> str:
    """Go's ``strconv.FormatFloat(f, 'f', -1, 64)``-like text for computed floats."""
    if math.isinf(f):
        return "+Inf" if f > 0 else "-Inf"
    if math.isnan(f):
        return "NaN"
    if f == int(f) and abs(f) < 1e21:
        return str(int(f))
    r = repr(f)
    if "e" in r:
        from decimal import Decimal

        r = format(Decimal(r), "f")
    return r


def number_of(n: YNode) -> int | float | None:
    if n.kind != SCALAR:
        return None
    try:
        if n.tag == "!!int":
            return parse_int(n.value)
        if n.tag == "!!float":
            return parse_float(n.value)
    except ValueError:
        return None
    return None


def number_node(v: int | float) -> YNode:
    if isinstance(v, bool):
        return bool_node(v)
    if isinstance(v, int):
        return YNode(SCALAR, "!!int", str(v))
    return YNode(SCALAR, "!!float", format_float(v))


# -- python values <-> nodes -----------------------------------------------------------


def to_py(n: YNode) -> Any:
    n = n.resolved()
    if n.kind == MAP:
        out: dict[str, Any] = {}
        for k, v in n.pairs():
            if k.value == "<<" and k.tag == "!!merge":
                continue
            out[k.value] = to_py(v)
        return out
    if n.kind == SEQ:
        return [to_py(x) for x in n.content]
    t = n.tag
    if t == "!!null":
        return None
    if t == "!!bool":
        return n.value.lower() == "true"
    if t == "!!int":
        try:
            return parse_int(n.value)
        except ValueError:
            return n.value
    if t == "!!float":
        try:
            f = parse_float(n.value)
        except ValueError:
            return n.value
        return f
    return n.value


def from_py(v: Any) -> YNode:
    if v is None:
        return null_node()
    if v is True or v is False:
        return bool_node(v)
    if isinstance(v, int):
        return YNode(SCALAR, "!!int", str(v))
    if isinstance(v, float):
        return YNode(SCALAR, "!!float", format_float(v))
    if isinstance(v, str):
        return str_node(v)
    if isinstance(v, list):
        return new_seq([from_py(x) for x in v])  # type: ignore[misc]
    if isinstance(v, dict):
        m = new_map()
        for k, x in v.items():  # type: ignore[misc]
            map_set(m, str(k), from_py(x))  # type: ignore[arg-type]
        return m
    return str_node(str(v))


def truthy(n: YNode) -> bool:
    n = n.resolved()
    if n.kind != SCALAR:
        return True
    if n.tag == "!!null":
        return False
    if n.tag == "!!bool":
        return n.value.lower() == "true"
    return True


def sort_key(n: YNode) -> Any:
    """Ordering used by ``sort``/``sort_by``/``unique``/``group_by``."""
    n = n.resolved()
    if n.kind == SCALAR:
        if n.tag == "!!null":
            return (0, 0, "")
        if n.tag == "!!bool":
            return (1, 1 if n.value.lower() == "true" else 0, "")
        num = number_of(n)
        if num is not None:
            return (2, num, "")
        return (3, 0, n.value)
    if n.kind == SEQ:
        return (4, 0, tuple(sort_key(x) for x in n.content))
    return (5, 0, tuple((k.value, sort_key(v)) for k, v in n.pairs()))


def deep_equal(a: YNode, b: YNode) -> bool:
    a, b = a.resolved(), b.resolved()
    if a.kind != b.kind:
        return False
    if a.kind == SCALAR:
        if a.tag == "!!null" or b.tag == "!!null":
            return a.tag == b.tag
        na, nb = number_of(a), number_of(b)
        if na is not None and nb is not None:
            return na == nb
        return a.value == b.value
    if len(a.content) != len(b.content):
        return False
    return all(deep_equal(x, y) for x, y in zip(a.content, b.content, strict=True))
