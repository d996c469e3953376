"""yq's evaluator: every expression maps a *list* of context nodes to a list of result nodes,
as yq's ``GetMatchingNodes``. Traversal returns the live tree nodes, so assignments
(``=``, ``|=``, ``+=``, ``del``, comment/style/tag setters) mutate the documents in place and
return the context, exactly as yq does. Binary operators are evaluated per context node
(or over all documents at once for ``eval-all``, yq's *EvaluateTogether*).

String formats ``@base64``/``@csv``/``@tsv``/``@sh``/``@uri``/``@html`` reuse jq's
formatters (:data:`agentsh.commands.jq.builtins.FORMATS`) on the plain value.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable
from typing import Any

from agentsh.commands.jq.builtins import FORMATS
from agentsh.commands.jq.errors import JQError
from agentsh.commands.yq.codec import (
    CodecError,
    dump_csv,
    dump_json,
    dump_props,
    dump_yaml,
    load_json,
    load_props,
    load_yaml,
)
from agentsh.commands.yq.lang import Ast
from agentsh.commands.yq.nodes import (
    ALIAS,
    MAP,
    SCALAR,
    SEQ,
    YNode,
    bool_node,
    deep_equal,
    int_node,
    map_set,
    new_map,
    new_seq,
    null_node,
    number_node,
    number_of,
    resolve_tag,
    sort_key,
    str_node,
    to_py,
    truthy,
)

Env = dict[str, list[YNode]]
Nodes = list[YNode]


class YqError(Exception):
    """A runtime error; yq prints ``Error: <message>`` and exits 1."""


class Interp:
    def __init__(
        self,
        env_vars: dict[str, str],
        loader: Callable[[str], str] | None = None,
        check: Callable[[], None] = lambda: None,
    ) -> None:
        self.env_vars = env_vars
        self.loader = loader
        self.check = check

    # -- entry ---------------------------------------------------------------------------
    def run(self, ast: Ast, ctx: Nodes, env: Env | None = None) -> Nodes:
        return self.ev(ast, ctx, env or {})

    def ev(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        return getattr(self, "e_" + a[0])(a, ctx, env)

    def each(self, a: Ast, n: YNode, env: Env) -> Nodes:
        return self.ev(a, [n], env)

    def first(self, a: Ast, n: YNode, env: Env) -> YNode | None:
        r = self.ev(a, [n], env)
        return r[0] if r else None

    # -- simple --------------------------------------------------------------------------
    def e_id(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        return list(ctx)

    def e_lit(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        text, kind = a[1], a[2]
        out: Nodes = []
        for _ in ctx or [None]:
            if kind == "str":
                out.append(str_node(text))
            elif kind == "num":
                out.append(YNode(SCALAR, resolve_tag(text), text))
            elif kind == "bool":
                out.append(bool_node(text == "true"))
            else:
                out.append(null_node())
        return out

    def e_var(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        name = a[1]
        if name not in env:
            if name == "ENV":
                m = new_map()
                for k, v in self.env_vars.items():
                    map_set(m, k, str_node(v))
                return [m]
            return []
        return list(env[name])

    def e_pipe(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        return self.ev(a[2], self.ev(a[1], ctx, env), env)

    def e_union(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        return self.ev(a[1], ctx, env) + self.ev(a[2], ctx, env)

    def e_try(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        try:
            return self.ev(a[1], ctx, env)
        except YqError:
            return []

    def e_collect(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        if a[1] is None:
            return [new_seq() for _ in ctx] or [new_seq()]
        if not ctx:
            return [new_seq()]
        if all(n.together for n in ctx):
            return [new_seq([x.copy() for x in self.ev(a[1], ctx, env)])]
        return [new_seq([x.copy() for x in self.each(a[1], n, env)]) for n in ctx]

    def e_object(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx:
            combos: list[list[tuple[YNode, YNode]]] = [[]]
            for kx, vx in a[1]:
                keys = self.each(kx, n, env)
                vals = self.each(vx, n, env)
                combos = [c + [(k, v)] for c in combos for k in keys for v in vals]
            for c in combos:
                m = new_map()
                for k, v in c:
                    map_set(m, k.resolved().value, v.copy())
                out.append(m)
        return out

    def e_if(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx:
            conds = self.each(a[1], n, env)
            for c in conds:
                if truthy(c):
                    out += self.each(a[2], n, env)
                elif a[3] is not None:
                    out += self.each(a[3], n, env)
                else:
                    out.append(n)
        return out

    def e_as(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx:
            e = dict(env)
            e[a[2]] = self.each(a[1], n, env)
            out += self.each(a[3], n, e)
        return out

    def e_reduce(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        groups = [ctx] if all(n.together for n in ctx) else [[n] for n in ctx]
        out: Nodes = []
        for g in groups:
            items = self.ev(a[1], g, env)
            accs = self.ev(a[3], g, env)
            acc = accs[0].copy() if accs else null_node()
            for it in items:
                self.check()
                e = dict(env)
                e[a[2]] = [it]
                r = self.ev(a[4], [acc], e)
                acc = r[0] if r else null_node()
            out.append(acc)
        return out

    def e_and(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx:
            for lv in self.each(a[1], n, env) or [null_node()]:
                if not truthy(lv):
                    out.append(bool_node(False))
                    continue
                for rv in self.each(a[2], n, env) or [null_node()]:
                    out.append(bool_node(truthy(rv)))
        return out

    def e_or(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx:
            for lv in self.each(a[1], n, env) or [null_node()]:
                if truthy(lv):
                    out.append(bool_node(True))
                    continue
                for rv in self.each(a[2], n, env) or [null_node()]:
                    out.append(bool_node(truthy(rv)))
        return out

    # -- traversal -----------------------------------------------------------------------
    def e_index(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []
        for t in self.ev(a[1], ctx, env):
            keys = self.each(a[2], t, env) if a[3] else self.ev(a[2], [t], env)
            for k in keys:
                out += traverse(t, k)
        return out

    def e_iter(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []
        for t in self.ev(a[1], ctx, env):
            t = t.resolved()
            if t.kind == MAP:
                out += [v for _, v in t.pairs()]
            elif t.kind == SEQ:
                out += t.content
        return out

    def e_slice(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []
        for t in self.ev(a[1], ctx, env):
            r = t.resolved()
            length = len(r.content) if r.kind == SEQ else len(r.value)
            s = _int_of(self.first(a[2], t, env)) if a[2] is not None else 0
            e = _int_of(self.first(a[3], t, env)) if a[3] is not None else length
            s = max(0, s + length if s < 0 else s)
            e = min(length, e + length if e < 0 else e)
            if r.kind == SEQ:
                out.append(new_seq([x.copy() for x in r.content[s:e]]))
            else:
                out.append(str_node(r.value[s:e]))
        return out

    def e_recurse(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        out: Nodes = []

        def walk(n: YNode) -> None:
            out.append(n)
            r = n.resolved() if n.kind == ALIAS else n
            if r.kind == MAP:
                for k, v in r.pairs():
                    if a[1]:
                        out.append(k)
                    walk(v)
            elif r.kind == SEQ:
                for x in r.content:
                    walk(x)

        for n in ctx:
            walk(n)
        return out

    # -- binary --------------------------------------------------------------------------
    def cross(self, a: Ast, ctx: Nodes, env: Env, fn: Callable[[YNode, YNode], YNode]) -> Nodes:
        groups = [ctx] if ctx and all(n.together for n in ctx) else [[n] for n in ctx]
        out: Nodes = []
        for g in groups:
            for lv in self.ev(a[2], g, env):
                for rv in self.ev(a[3], g, env):
                    out.append(fn(lv, rv))
        return out

    def e_bin(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        op = a[1]
        if op == "//":
            out: Nodes = []
            for n in ctx:
                try:
                    left = [x for x in self.each(a[2], n, env) if truthy(x)]
                except YqError:
                    left = []
                out += left or self.each(a[3], n, env)
            return out
        if op in ("==", "!="):
            neg = op == "!="
            groups = [ctx] if ctx and all(n.together for n in ctx) else [[n] for n in ctx]
            res: Nodes = []
            for g in groups:
                lhs = self.ev(a[2], g, env) or [null_node()]
                for lv in lhs:
                    for rv in self.ev(a[3], g, env) or [null_node()]:
                        res.append(bool_node(_equals(lv, rv) != neg))
            return res
        if op in ("<", "<=", ">", ">="):
            return self.cross(a, ctx, env, lambda x, y: bool_node(_compare(op, x, y)))
        if op == "+":
            return self.cross(a, ctx, env, add)
        if op == "-":
            return self.cross(a, ctx, env, subtract)
        if op.startswith("*"):
            flags = op[1:]
            return self.cross(a, ctx, env, lambda x, y: multiply(x, y, flags))
        if op in ("/", "%"):
            return self.cross(a, ctx, env, lambda x, y: divide(op, x, y))
        raise YqError(f"unknown operator {op}")

    # -- assignment ----------------------------------------------------------------------
    def e_assign(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        op, lhs_a, rhs_a = a[1], a[2], a[3]
        for n in ctx:
            targets = self.each(lhs_a, n, env)
            if op == "=":
                rhs = self.each(rhs_a, n, env)
                if rhs:
                    val = rhs[0]
                    for t in targets:
                        update_from(t, val)
            elif op == "|=":
                for t in targets:
                    r = self.each(rhs_a, t, env)
                    if r:
                        update_from(t, r[0])
            else:
                rhs = self.each(rhs_a, n, env)
                if not rhs:
                    continue
                val = rhs[0]
                for t in targets:
                    if op == "//=":
                        if not truthy(t):
                            update_from(t, val)
                        continue
                    bop = op[:-1]
                    if bop == "+":
                        nv = add(t, val)
                    elif bop == "-":
                        nv = subtract(t, val)
                    elif bop.startswith("*"):
                        nv = multiply(t, val, bop[1:])
                    else:
                        nv = divide(bop, t, val)
                    update_from(t, nv)
        return list(ctx)

    def e_attrset(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        attr, op, lhs_a, rhs_a = a[1], a[2], a[3], a[4]
        for n in ctx:
            targets = self.each(lhs_a, n, env)
            rhs_root = self.each(rhs_a, n, env) if op == "=" else []
            for t in targets:
                r = rhs_root if op == "=" else self.each(rhs_a, t, env)
                if not r:
                    continue
                val = r[0].resolved().value
                set_attr(t, attr, val)
        return list(ctx)

    # -- functions -----------------------------------------------------------------------
    def e_call(self, a: Ast, ctx: Nodes, env: Env) -> Nodes:
        name, args = a[1], a[2]
        fn = _FUNCS.get(f"{name}/{len(args)}") or _FUNCS.get(name)
        if fn is None:
            raise YqError(
                f"unknown function/operator '{name}'"
                if args
                else f"'{name}' is not a valid operator"
            )
        return fn(self, ctx, args, env)


# -- node operations ---------------------------------------------------------------------


def _int_of(n: YNode | None) -> int:
    if n is None:
        return 0
    v = number_of(n.resolved())
    if v is None:
        raise YqError(f"cannot index with {n.value}")
    return int(v)


def traverse(t: YNode, k: YNode) -> Nodes:
    r = t.resolved()
    key = k.resolved()
    if r.kind == SCALAR and r.tag == "!!null":
        # a missing value: guess what it should become, like yq's auto-create
        r.kind = SEQ if key.tag == "!!int" else MAP
        r.tag = "!!null"
    if r.kind == MAP:
        merged = _merged_pairs(r)
        for kk, vv in merged:
            if kk.value == key.value:
                return [vv]
        child = null_node()
        child.parent, child.key, child.attached = r if r is t else t, str_node(key.value), False
        return [child]
    if r.kind == SEQ:
        if key.tag not in ("!!int",):
            if key.kind == SCALAR and key.tag in ("!!str",):
                raise YqError(
                    f"cannot index array with '{key.value}' (strconv.ParseInt: parsing "
                    f'"{key.value}": invalid syntax)'
                )
            return []
        i = _int_of(key)
        if i < 0:
            i += len(r.content)
            if i < 0:
                raise YqError(f"index [{i - len(r.content)}] out of range")
        if i < len(r.content):
            return [r.content[i]]
        child = null_node()
        child.parent, child.key, child.attached = r, int_node(i), False
        return [child]
    return []


def _merged_pairs(m: YNode) -> list[tuple[YNode, YNode]]:
    pairs = m.pairs()
    if not any(k.value == "<<" for k, _ in pairs):
        return pairs
    out: list[tuple[YNode, YNode]] = []
    for k, v in pairs:
        if k.value == "<<":
            srcs = v.resolved()
            items = srcs.content if srcs.kind == SEQ else [v]
            for s in items:
                for kk, vv in _merged_pairs(s.resolved()):
                    if not any(x.value == kk.value for x, _ in out):
                        out.append((kk, vv))
        else:
            out = [(x, y) for x, y in out if x.value != k.value]
            out.append((k, v))
    return out


def attach(n: YNode) -> None:
    """Make a phantom (read from a missing key/index) part of its parent."""
    if n.attached:
        return
    p = n.parent
    n.attached = True
    if p is None or n.key is None:
        return
    attach(p)
    if p.tag == "!!null":
        p.tag = "!!seq" if p.kind == SEQ else "!!map"
        p.value = ""
        p.style = ""
    if p.kind == MAP:
        k = n.key
        k.parent = p
        p.content += [k, n]
    elif p.kind == SEQ:
        idx = int(n.key.value)
        while len(p.content) < idx:
            filler = null_node()
            filler.parent, filler.key = p, int_node(len(p.content))
            p.content.append(filler)
        p.content.append(n)


def update_from(t: YNode, src: YNode) -> None:
    """yq's ``UpdateFrom``: copy kind/tag/value/content (style only when the kind changes)."""
    if t is src:
        return
    s = src.resolved() if src.kind == ALIAS and t.kind != ALIAS else src
    s = s.copy()
    if t.kind != s.kind or (t.kind != SCALAR and not t.content):
        t.style = s.style
    attach(t)
    t.kind = s.kind
    t.tag = s.tag
    t.value = s.value
    t.alias = s.alias
    t.content = s.content
    t.tagged = s.tagged
    t.adopt()
    if not t.style:
        t.style = s.style
    if s.kind == SCALAR and t.style in ("literal", "folded") and "\n" not in s.value:
        t.style = ""
    for attr in ("head", "line", "foot"):
        if getattr(s, attr):
            setattr(t, attr, getattr(s, attr))


def set_attr(t: YNode, attr: str, val: str) -> None:
    if attr == "line_comment":
        t.line = val
    elif attr == "head_comment":
        if t.key is not None and t.parent is not None and t.parent.kind == MAP:
            t.key.head = val
        else:
            t.head = val
    elif attr == "foot_comment":
        t.foot = val
    elif attr == "comments":
        stack = [t]
        while stack:
            x = stack.pop()
            x.line = x.head = x.foot = val
            stack.extend(x.content)
    elif attr == "tag":
        t.tag = val
        t.tagged = not (t.kind == SCALAR and resolve_tag(t.value) == val) and val not in (
            "!!map",
            "!!seq",
        )
        if t.kind == SCALAR and val == "!!str":
            t.tagged = False
    elif attr == "style":
        stack = [t]
        while stack:
            x = stack.pop()
            if x.kind == SCALAR:
                x.style = val if val in ("double", "single", "literal", "folded") else ""
            else:
                x.style = "flow" if val == "flow" else ""
                if val != "flow":
                    pass
            if val in ("", "flow") or x is t:
                stack.extend(x.content)
    elif attr == "anchor":
        t.anchor = val
    elif attr == "alias":
        t.kind = ALIAS
        t.value = val
        t.content = []
    elif attr == "key" and t.key is not None:
        t.key.value = val


def _equals(a: YNode, b: YNode) -> bool:
    a, b = a.resolved(), b.resolved()
    if a.kind == SCALAR and b.kind == SCALAR:
        if a.tag == "!!null" or b.tag == "!!null":
            return a.tag == b.tag
        if "*" in b.value and b.tag == "!!str":
            pat = "^" + ".*".join(re.escape(p) for p in b.value.split("*")) + "$"
            return re.match(pat, a.value, re.S) is not None
        na, nb = number_of(a), number_of(b)
        if na is not None and nb is not None:
            return na == nb
        return a.value == b.value
    return deep_equal(a, b)


def _compare(op: str, a: YNode, b: YNode) -> bool:
    a, b = a.resolved(), b.resolved()
    na, nb = number_of(a), number_of(b)
    if na is not None and nb is not None:
        x: Any = na
        y: Any = nb
    elif a.kind == SCALAR and b.kind == SCALAR and a.tag == "!!str" and b.tag == "!!str":
        x, y = a.value, b.value
    elif a.tag == "!!null" or b.tag == "!!null":
        x, y = (0 if a.tag == "!!null" else 1), (0 if b.tag == "!!null" else 1)
        if op in ("<", ">"):
            return False if x == y else (x < y if op == "<" else x > y)
    else:
        raise YqError(f"{a.tag} not yet supported for comparison")
    return {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[op]


def _num_result(a: YNode, b: YNode, v: int | float) -> YNode:
    if a.tag == "!!float" or b.tag == "!!float":
        return number_node(float(v))
    return number_node(v)


def add(a: YNode, b: YNode) -> YNode:
    a, b = a.resolved(), b.resolved()
    if a.kind == SCALAR and a.tag == "!!null":
        return b.copy()
    if b.kind == SCALAR and b.tag == "!!null":
        return a.copy()
    if a.kind == SEQ:
        items = [x.copy() for x in a.content]
        if b.kind == SEQ:
            items += [x.copy() for x in b.content]
        else:
            items.append(b.copy())
        r = new_seq(items)
        r.style = a.style
        return r
    if a.kind == MAP:
        if b.kind != MAP:
            raise YqError(f"{a.tag} ({a.path_str() if False else ''}) and {b.tag} cannot be added")
        r = a.copy()
        for k, v in b.pairs():
            map_set(r, k.value, v.copy())
        return r
    if b.kind != SCALAR:
        raise YqError(f"{b.tag} cannot be added to a {a.tag}")
    na, nb = number_of(a), number_of(b)
    if na is not None and nb is not None:
        return _num_result(a, b, na + nb)
    if a.tag == "!!str" or b.tag == "!!str":
        r = a.copy()
        r.value = a.value + b.value
        r.tag = "!!str"
        return r
    raise YqError(f"{a.tag} cannot be added to a {b.tag}")


def subtract(a: YNode, b: YNode) -> YNode:
    a, b = a.resolved(), b.resolved()
    if a.kind == SEQ:
        rm = b.content if b.kind == SEQ else [b]
        return new_seq([x.copy() for x in a.content if not any(deep_equal(x, y) for y in rm)])
    if a.kind == MAP or b.kind != SCALAR:
        raise YqError(
            f"{a.tag} cannot be subtracted from {b.tag}"
            if False
            else "Maps not supported for subtraction"
        )
    if a.tag == "!!null":
        a = int_node(0)
    na, nb = number_of(a), number_of(b)
    if na is None or nb is None:
        raise YqError(f"{a.tag} cannot be subtracted from {b.tag}")
    return _num_result(a, b, na - nb)


def multiply(a: YNode, b: YNode, flags: str = "") -> YNode:
    a, b = a.resolved(), b.resolved()
    if (a.kind == MAP or a.tag == "!!null") and b.kind == MAP or (a.kind == SEQ and b.kind == SEQ):
        base = a.copy() if a.kind != SCALAR else new_map()
        return _merge(base, b, flags)
    na, nb = number_of(a), number_of(b)
    if na is not None and nb is not None:
        return _num_result(a, b, na * nb)
    if a.tag == "!!str" and b.tag == "!!int" and nb is not None:
        return str_node(a.value * int(nb))
    if a.kind == SCALAR and b.kind == SCALAR or a.tag == "!!null":
        return b.copy()
    raise YqError(f"cannot multiply {a.tag} with {b.tag}")


def _merge(a: YNode, b: YNode, flags: str) -> YNode:
    append = "+" in flags
    deep_arr = "d" in flags
    only_new = "n" in flags
    only_existing = "?" in flags
    if a.kind == SEQ and b.kind == SEQ:
        if append:
            items = [x.copy() for x in a.content] + [x.copy() for x in b.content]
            r = new_seq(items)
            r.style = a.style
            return r
        if deep_arr:
            items = [x.copy() for x in a.content]
            for i, y in enumerate(b.content):
                if i < len(items):
                    items[i] = _merge_val(items[i], y, flags)
                else:
                    items.append(y.copy())
            r = new_seq(items)
            r.style = a.style
            return r
        c = b.copy()
        return c
    if a.kind != MAP or b.kind != MAP:
        return b.copy()
    for k, v in b.pairs():
        cur = a.get(k.value)
        if cur is None:
            if only_existing:
                continue
            kc = k.copy()
            vc = v.copy()
            a.content += [kc, vc]
        else:
            if only_new:
                continue
            nv = _merge_val(cur, v, flags)
            update_from(cur, nv)
    a.adopt()
    return a


def _merge_val(cur: YNode, v: YNode, flags: str) -> YNode:
    c, r = cur.resolved(), v.resolved()
    if c.kind == MAP and r.kind == MAP:
        return _merge(c.copy(), r, flags)
    if c.kind == SEQ and r.kind == SEQ:
        return _merge(c.copy(), r, flags)
    out = v.copy()
    if not out.head and not out.line:
        out.line = cur.line
    return out


def divide(op: str, a: YNode, b: YNode) -> YNode:
    a, b = a.resolved(), b.resolved()
    if op == "/" and a.tag == "!!str" and b.tag == "!!str":
        return new_seq([str_node(x) for x in a.value.split(b.value)])
    na, nb = number_of(a), number_of(b)
    if na is None or nb is None:
        raise YqError(
            f"{a.tag} cannot be divided by {b.tag}"
            if op == "/"
            else f"{a.tag} cannot modulo by {b.tag}"
        )
    if op == "/":
        if nb == 0 and a.tag == "!!int" and b.tag == "!!int":
            raise YqError("cannot divide by 0")
        r = na / nb if nb != 0 else (float("inf") if na > 0 else float("-inf"))
        if a.tag == "!!int" and b.tag == "!!int" and r == int(r):
            return number_node(float(r))
        return number_node(float(r))
    if nb == 0:
        raise YqError("cannot modulo by 0")
    if isinstance(na, int) and isinstance(nb, int):
        r2 = abs(na) % abs(nb)
        return int_node(-r2 if na < 0 else r2)
    import math

    return number_node(math.fmod(na, nb))


# -- builtins ----------------------------------------------------------------------------

Fn = Callable[[Interp, Nodes, list[Ast], Env], Nodes]
_FUNCS: dict[str, Fn] = {}


def _reg(*names: str) -> Callable[[Fn], Fn]:
    def deco(f: Fn) -> Fn:
        for n in names:
            _FUNCS[n] = f
        return f

    return deco


def _per(f: Callable[[YNode], YNode | None]) -> Fn:
    def run(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx:
            r = f(n)
            if r is not None:
                out.append(r)
        return out

    return run


def _simple(
    *names: str,
) -> Callable[[Callable[[YNode], YNode | None]], Callable[[YNode], YNode | None]]:
    def deco(f: Callable[[YNode], YNode | None]) -> Callable[[YNode], YNode | None]:
        for n in names:
            _FUNCS[n + "/0"] = _per(f)
        return f

    return deco


@_reg("select/1")
def _select(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    out: Nodes = []
    for n in ctx:
        for r in it.each(args[0], n, env):
            if truthy(r):
                out.append(n)
                break
    return out


@_reg("has/1")
def _has(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    out: Nodes = []
    for n in ctx:
        r = n.resolved()
        for k in it.each(args[0], n, env):
            k = k.resolved()
            if r.kind == MAP:
                out.append(bool_node(any(x.value == k.value for x, _ in _merged_pairs(r))))
            elif r.kind == SEQ:
                num = number_of(k)
                ok = num is not None and -len(r.content) <= int(num) < len(r.content)
                out.append(bool_node(ok))
            else:
                out.append(bool_node(False))
    return out


@_simple("keys")
def _keys(n: YNode) -> YNode | None:
    r = n.resolved()
    if r.kind == MAP:
        return new_seq([k.copy() for k, _ in r.pairs()])
    if r.kind == SEQ:
        return new_seq([int_node(i) for i in range(len(r.content))])
    raise YqError(f"Cannot get keys of {r.tag}, keys only works for maps and arrays")


@_simple("length")
def _length(n: YNode) -> YNode | None:
    r = n.resolved()
    if r.kind == MAP:
        return int_node(len(r.content) // 2)
    if r.kind == SEQ:
        return int_node(len(r.content))
    if r.tag == "!!null":
        return int_node(0)
    return int_node(len(r.value))


@_simple("to_entries")
def _to_entries(n: YNode) -> YNode | None:
    r = n.resolved()
    items: Nodes = []
    if r.kind == MAP:
        for k, v in r.pairs():
            m = new_map()
            map_set(m, "key", k.copy())
            map_set(m, "value", v.copy())
            items.append(m)
    elif r.kind == SEQ:
        for i, v in enumerate(r.content):
            m = new_map()
            map_set(m, "key", int_node(i))
            map_set(m, "value", v.copy())
            items.append(m)
    else:
        raise YqError(f"{r.tag} has no keys")
    return new_seq(items)


@_simple("from_entries")
def _from_entries(n: YNode) -> YNode | None:
    r = n.resolved()
    m = new_map()
    for e in r.content:
        e = e.resolved()
        k = (
            e.get("key")
            or e.get("k")
            or e.get("name")
            or e.get("Name")
            or e.get("Key")
            or e.get("K")
        )
        v = e.get("value")
        if v is None:
            v = e.get("v") or e.get("Value") or e.get("V") or null_node()
        if k is None:
            k = null_node()
        kc = k.copy()
        kc.tag = kc.tag if kc.tag != "!!null" else "!!null"
        m.content += [kc, v.copy()]
    m.adopt()
    return m


@_reg("with_entries/1")
def _with_entries(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    out: Nodes = []
    for n in ctx:
        ents = _to_entries(n)
        assert ents is not None
        res: Nodes = []
        for e in ents.content:
            res += it.each(args[0], e, env)
        r = _from_entries(new_seq(res))
        assert r is not None
        if n.resolved().kind == SEQ:
            r = new_seq([v for _, v in r.pairs()])
        out.append(r)
    return out


def _by(name: str) -> Fn:
    def run(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx:
            r = n.resolved()
            if r.kind != SEQ:
                raise YqError(
                    f"node at path [{'.'.join(map(str, n.path()))}] is not an array (it's a {r.tag})"
                    if name != "sort"
                    else f"node at path [{'.'.join(map(str, n.path()))}] is not an array (it's a {r.tag})"
                )
            items = list(r.content)

            def key(x: YNode) -> Any:
                if not args:
                    return sort_key(x)
                return tuple(sort_key(v) for v in it.each(args[0], x, env))

            if name == "sort":
                out.append(new_seq([x.copy() for x in sorted(items, key=key)]))
            elif name == "unique":
                seen: list[Any] = []
                res: Nodes = []
                for x in items:
                    k = key(x)
                    if k not in seen:
                        seen.append(k)
                        res.append(x.copy())
                out.append(new_seq(res))
            elif name == "group":
                groups: dict[Any, Nodes] = {}
                for x in items:
                    groups.setdefault(key(x), []).append(x.copy())
                out.append(new_seq([new_seq(groups[k]) for k in sorted(groups)]))
            elif name in ("min", "max"):
                if not items:
                    continue
                out.append((min if name == "min" else max)(items, key=key))
        return out

    return run


_FUNCS["sort_by/1"] = _by("sort")
_FUNCS["sort/0"] = _by("sort")
_FUNCS["unique/0"] = _by("unique")
_FUNCS["unique_by/1"] = _by("unique")
_FUNCS["group_by/1"] = _by("group")
_FUNCS["min/0"] = _by("min")
_FUNCS["max/0"] = _by("max")
_FUNCS["min_by/1"] = _by("min")
_FUNCS["max_by/1"] = _by("max")


@_reg("map/1")
def _map(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    out: Nodes = []
    for n in ctx:
        r = n.resolved()
        if r.kind == MAP:
            m = new_map()
            for k, v in r.pairs():
                res = it.each(args[0], v, env)
                if res:
                    map_set(m, k.value, res[0].copy())
            out.append(m)
            continue
        items: Nodes = []
        for x in r.content:
            items += [y.copy() for y in it.each(args[0], x, env)]
        out.append(new_seq(items))
    return out


@_reg("map_values/1")
def _map_values(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    for n in ctx:
        for v in it.e_iter(("iter", ("id",)), [n], env):
            r = it.each(args[0], v, env)
            if r:
                update_from(v, r[0])
    return list(ctx)


@_reg("del/1")
def _del(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    for n in ctx:
        for t in it.each(args[0], n, env):
            p = t.parent
            if p is None or not t.attached:
                continue
            if p.kind == MAP:
                for i in range(0, len(p.content), 2):
                    if p.content[i + 1] is t:
                        del p.content[i : i + 2]
                        break
            elif p.kind == SEQ:
                for i, x in enumerate(p.content):
                    if x is t:
                        del p.content[i]
                        break
                p.adopt()
    return list(ctx)


@_reg("with/2")
def _with(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    for n in ctx:
        for t in it.each(args[0], n, env):
            it.each(args[1], t, env)
    return list(ctx)


@_reg("env/1", "strenv/1")
def _env(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    raise AssertionError  # replaced below


def _env_fn(parse_value: bool) -> Fn:
    def run(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
        a = args[0]
        if a[0] == "call" and not a[2]:
            name = a[1]
        else:
            r = it.ev(a, ctx[:1] or [null_node()], env)
            name = r[0].value if r else ""
        val = it.env_vars.get(name)
        if val is None:
            if parse_value:
                raise YqError(f"Value for env variable '{name}' not provided in env()")
            return [null_node() for _ in ctx] or [null_node()]
        if parse_value:
            docs = load_yaml(val)
            node = docs[0] if docs else null_node()
        else:
            node = str_node(val)
        return [node.copy() for _ in ctx] or [node]

    return run


_FUNCS["env/1"] = _env_fn(True)
_FUNCS["strenv/1"] = _env_fn(False)


@_reg("load/1", "load_str/1", "load_props/1")
def _load(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    raise AssertionError


def _load_fn(kind: str) -> Fn:
    def run(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx or [null_node()]:
            for f in it.each(args[0], n, env):
                if it.loader is None:
                    raise YqError("file loading is not available")
                text = it.loader(f.value)
                if kind == "str":
                    out.append(str_node(text))
                elif kind == "props":
                    out += load_props(text)
                else:
                    docs = load_yaml(text) if not f.value.endswith(".json") else load_json(text)
                    out.append(docs[0] if docs else null_node())
        return out

    return run


_FUNCS["load/1"] = _load_fn("yaml")
_FUNCS["load_str/1"] = _load_fn("str")
_FUNCS["load_props/1"] = _load_fn("props")


def _comment_get(attr: str) -> Callable[[YNode], YNode | None]:
    def f(n: YNode) -> YNode | None:
        text = getattr(n, attr)
        if attr == "head" and n.key is not None and n.parent is not None and n.parent.kind == MAP:
            text = n.key.head or n.head
        lines = [re.sub(r"^# ?", "", ln) for ln in text.split("\n")]
        return str_node("\n".join(lines))

    return f


_FUNCS["line_comment/0"] = _per(_comment_get("line"))
_FUNCS["head_comment/0"] = _per(_comment_get("head"))
_FUNCS["foot_comment/0"] = _per(_comment_get("foot"))


@_simple("explode")
def _explode0(n: YNode) -> YNode | None:
    return _explode_node(n)


@_reg("explode/1")
def _explode(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    for n in ctx:
        for t in it.each(args[0], n, env):
            update_from(t, _explode_node(t))
            t.anchor = ""
    return list(ctx)


def _explode_node(n: YNode) -> YNode:
    r = n.resolved()
    if r.kind == MAP:
        m = new_map()
        m.style = r.style
        for k, v in _merged_pairs(r):
            kc = _explode_node(k)
            vc = _explode_node(v)
            m.content += [kc, vc]
        m.adopt()
        return m
    if r.kind == SEQ:
        s = new_seq([_explode_node(x) for x in r.content])
        s.style = r.style
        return s
    c = r.copy()
    c.anchor = ""
    if r is not n:
        c.line = n.line or c.line
    return c


@_simple("document_index", "di")
def _di(n: YNode) -> YNode | None:
    return int_node(n.doc)


@_simple("file_index", "fi")
def _fi(n: YNode) -> YNode | None:
    return int_node(n.file_index)


@_simple("filename")
def _filename(n: YNode) -> YNode | None:
    return str_node(n.filename) if n.filename else null_node()


@_simple("split_doc")
def _split_doc(n: YNode) -> YNode | None:
    return n


@_reg("split_doc/0")
def _split_doc_all(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    for i, n in enumerate(ctx):
        n.doc = i
        n.together = False
        setattr_split(n)
    return list(ctx)


def setattr_split(n: YNode) -> None:
    n.explicit_start = False


@_simple("tag", "type")
def _tag(n: YNode) -> YNode | None:
    r = n.resolved() if n.kind == ALIAS else n
    if r.kind == MAP and r.tag == "!!null":
        return str_node("!!null")
    return str_node(r.tag or {"map": "!!map", "seq": "!!seq"}.get(r.kind, ""))


@_simple("style")
def _style(n: YNode) -> YNode | None:
    return str_node(n.style)


@_simple("kind")
def _kind(n: YNode) -> YNode | None:
    return str_node(n.kind if n.kind != ALIAS else "alias")


@_simple("anchor")
def _anchor(n: YNode) -> YNode | None:
    return str_node(n.anchor)


@_simple("alias")
def _alias(n: YNode) -> YNode | None:
    return str_node(n.value if n.kind == ALIAS else "")


@_simple("parent")
def _parent(n: YNode) -> YNode | None:
    return n.parent


@_simple("key")
def _key(n: YNode) -> YNode | None:
    if n.key is None:
        return null_node()
    return n.key


@_simple("path")
def _path(n: YNode) -> YNode | None:
    items: Nodes = []
    for p in n.path():
        items.append(int_node(p) if isinstance(p, int) else str_node(p))
    return new_seq(items)


@_reg("paths/0")
def _paths(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    out: Nodes = []
    for n in ctx:
        base = len(n.path())
        for x in it.e_recurse(("recurse", False), [n], env)[1:]:
            out.append(
                new_seq(
                    [int_node(p) if isinstance(p, int) else str_node(p) for p in x.path()[base:]]
                )
            )
    return out


@_simple("not")
def _not(n: YNode) -> YNode | None:
    return bool_node(not truthy(n))


@_simple("add")
def _add(n: YNode) -> YNode | None:
    r = n.resolved()
    items = r.content if r.kind == SEQ else [v for _, v in r.pairs()]
    acc = null_node()
    for x in items:
        acc = add(acc, x)
    return acc


@_simple("reverse")
def _reverse(n: YNode) -> YNode | None:
    r = n.resolved()
    if r.kind == SEQ:
        return new_seq([x.copy() for x in reversed(r.content)])
    return str_node(r.value[::-1])


@_simple("first")
def _first0(n: YNode) -> YNode | None:
    r = n.resolved()
    return r.content[0] if r.kind == SEQ and r.content else None


@_simple("last")
def _last0(n: YNode) -> YNode | None:
    r = n.resolved()
    return r.content[-1] if r.kind == SEQ and r.content else None


@_reg("first/1")
def _first1(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    out: Nodes = []
    for n in ctx:
        for x in n.resolved().content if n.resolved().kind == SEQ else []:
            if any(truthy(r) for r in it.each(args[0], x, env)):
                out.append(x)
                break
    return out


@_simple("flatten")
def _flatten(n: YNode) -> YNode | None:
    def fl(x: YNode) -> Nodes:
        x = x.resolved()
        if x.kind == SEQ:
            return [y for c in x.content for y in fl(c)]
        return [x.copy()]

    return new_seq(fl(n))


def _anyall(is_any: bool, with_arg: bool) -> Fn:
    def run(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
        out: Nodes = []
        for n in ctx:
            items = n.resolved().content
            vals = [
                any(truthy(r) for r in it.each(args[0], x, env)) if with_arg else truthy(x)
                for x in items
            ]
            out.append(bool_node(any(vals) if is_any else all(vals)))
        return out

    return run


_FUNCS["any/0"] = _anyall(True, False)
_FUNCS["all/0"] = _anyall(False, False)
_FUNCS["any_c/1"] = _anyall(True, True)
_FUNCS["all_c/1"] = _anyall(False, True)


def _strfn(name: str, arity: int) -> Callable[[Callable[..., YNode]], Callable[..., YNode]]:
    def deco(f: Callable[..., YNode]) -> Callable[..., YNode]:
        def run(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
            out: Nodes = []
            for n in ctx:
                vals: list[str] = []
                for a in args:
                    r = it.each(a, n, env)
                    vals.append(r[0].resolved().value if r else "")
                out.append(f(n.resolved(), *vals))
            return out

        _FUNCS[f"{name}/{arity}"] = run
        return f

    return deco


def _need_str(n: YNode, what: str) -> str:
    if n.kind != SCALAR:
        raise YqError(f"cannot {what} {n.tag}")
    return n.value


@_strfn("split", 1)
def _split(n: YNode, sep: str) -> YNode:
    if n.tag == "!!null":
        return new_seq()
    return new_seq([str_node(x) for x in _need_str(n, "split").split(sep)])


@_strfn("join", 1)
def _join(n: YNode, sep: str) -> YNode:
    return str_node(
        sep.join("" if x.resolved().tag == "!!null" else x.resolved().value for x in n.content)
    )


@_strfn("test", 1)
def _test(n: YNode, pat: str) -> YNode:
    return bool_node(re.search(pat, _need_str(n, "test")) is not None)


@_strfn("sub", 2)
def _sub(n: YNode, pat: str, rep: str) -> YNode:
    r = n.copy()
    r.value = re.sub(pat, re.sub(r"\$\{?(\w+)\}?", r"\\g<\1>", rep), _need_str(n, "sub"))
    return r


@_strfn("upcase", 0)
def _upcase(n: YNode) -> YNode:
    r = n.copy()
    r.value = r.value.upper()
    return r


@_strfn("downcase", 0)
def _downcase(n: YNode) -> YNode:
    r = n.copy()
    r.value = r.value.lower()
    return r


@_strfn("trim", 0)
def _trim(n: YNode) -> YNode:
    return str_node(n.value.strip())


@_strfn("ltrimstr", 1)
def _ltrimstr(n: YNode, s: str) -> YNode:
    return str_node(n.value[len(s) :] if n.value.startswith(s) else n.value)


@_strfn("rtrimstr", 1)
def _rtrimstr(n: YNode, s: str) -> YNode:
    return str_node(n.value[: -len(s)] if s and n.value.endswith(s) else n.value)


@_strfn("contains", 1)
def _contains_str(n: YNode, s: str) -> YNode:
    return bool_node(s in n.value)


@_strfn("to_string", 0)
def _to_string(n: YNode) -> YNode:
    if n.kind != SCALAR:
        return str_node(dump_yaml(n).rstrip("\n"))
    return str_node(n.value)


_FUNCS["tostring/0"] = _FUNCS["to_string/0"]


@_strfn("to_number", 0)
def _to_number(n: YNode) -> YNode:
    t = resolve_tag(n.value)
    if t not in ("!!int", "!!float"):
        raise YqError(f"cannot convert node value [{n.value}] to number")
    return YNode(SCALAR, t, n.value)


@_strfn("capture", 1)
def _capture(n: YNode, pat: str) -> YNode:
    m = re.search(pat, n.value)
    out = new_map()
    if m:
        for k, v in m.groupdict().items():
            map_set(out, k, str_node(v) if v is not None else null_node())
    return out


def _fmt(name: str) -> Callable[[YNode], YNode | None]:
    def f(n: YNode) -> YNode | None:
        if name == "json":
            return str_node(dump_json(n, 0))
        if name == "yaml":
            return str_node(dump_yaml(n))
        if name == "props":
            return str_node(dump_props(n))
        if name in ("csv", "tsv"):
            r = n.resolved()
            delim = "," if name == "csv" else "\t"
            if r.kind == SEQ and r.content and r.content[0].resolved().kind in (SEQ, MAP):
                return str_node(dump_csv(r, delim))
            try:
                return str_node(
                    dump_csv(new_seq([new_seq([x.copy() for x in r.content])]), delim).rstrip("\n")
                )
            except CodecError as e:
                raise YqError(str(e)) from None
        if name == "base64d":
            try:
                return str_node(
                    base64.b64decode(n.value + "=" * (-len(n.value) % 4)).decode("utf-8", "replace")
                )
            except ValueError as e:
                raise YqError(str(e)) from None
        if name == "yamld":
            docs = load_yaml(n.value)
            return docs[0] if docs else null_node()
        if name == "jsond":
            docs = load_json(n.value)
            return docs[0] if docs else null_node()
        if name == "propsd":
            return load_props(n.value)[0]
        fmt = FORMATS.get(name)
        if fmt is None:
            raise YqError(f"unknown format @{name}")
        try:
            return str_node(fmt(to_py(n)))
        except JQError as e:
            raise YqError(str(e.value)) from None

    return f


for _name in (
    "json",
    "yaml",
    "props",
    "csv",
    "tsv",
    "base64",
    "base64d",
    "sh",
    "uri",
    "html",
    "text",
    "yamld",
    "jsond",
    "propsd",
):
    _FUNCS[f"@{_name}/0"] = _per(_fmt(_name))
_FUNCS["to_yaml/0"] = _per(_fmt("yaml"))
_FUNCS["to_props/0"] = _per(_fmt("props"))
_FUNCS["to_csv/0"] = _per(_fmt("csv"))
_FUNCS["to_tsv/0"] = _per(_fmt("tsv"))
_FUNCS["from_yaml/0"] = _per(_fmt("yamld"))
_FUNCS["from_json/0"] = _per(_fmt("jsond"))
_FUNCS["from_props/0"] = _per(_fmt("propsd"))
_FUNCS["to_json/0"] = _per(lambda n: str_node(dump_json(n, 2)))


@_reg("to_json/1", "to_yaml/1")
def _to_json1(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    out: Nodes = []
    for n in ctx:
        r = it.each(args[0], n, env)
        ind = _int_of(r[0]) if r else 2
        out.append(str_node(dump_json(n, ind)))
    return out


@_reg("to_entries_kv/0")
def _noop(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    return list(ctx)


@_reg("empty/0")
def _empty(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    return []


@_reg("error/1")
def _error(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    for n in ctx:
        r = it.each(args[0], n, env)
        raise YqError(r[0].value if r else "")
    return []


@_reg("pick/1")
def _pick(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    out: Nodes = []
    for n in ctx:
        r = n.resolved()
        keys = (
            [k.resolved().value for k in it.each(args[0], n, env)[0].resolved().content]
            if it.each(args[0], n, env)
            else []
        )
        m = new_map()
        for k in keys:
            v = r.get(k)
            if v is not None:
                map_set(m, k, v.copy())
        out.append(m)
    return out


@_reg("eval/1")
def _eval(it: Interp, ctx: Nodes, args: list[Ast], env: Env) -> Nodes:
    from agentsh.commands.yq.lang import YqSyntaxError, parse

    out: Nodes = []
    for n in ctx:
        for e in it.each(args[0], n, env):
            try:
                ast = parse(e.value)
            except YqSyntaxError as ex:
                raise YqError(str(ex)) from None
            out += it.each(ast, n, env)
    return out


_FUNCS["recurse/0"] = lambda it, ctx, args, env: it.e_recurse(("recurse", False), ctx, env)
_FUNCS["collect/0"] = lambda it, ctx, args, env: [new_seq([x.copy() for x in ctx])]
