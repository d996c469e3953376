"""Arithmetic compiled to one Python function per expression, for the shapes loops use.

The closure compiler of :mod:`agentsh.eval.arith` makes one Python call per node: ``$((x +
i * 2 % 7))`` is six calls. Here an expression made of numbers, scalar variables and operators
(and at most one assignment or ``++``/``--`` at the top; elements with a constant subscript) becomes the source of one function,
where the operators are inline Python.

Decision: the function first reads every variable it names, without side effects: a variable
must be set, a plain scalar (no nameref), and hold text already known as an int (the
``_small_ints`` cache that reading and :func:`to_int_string` fill, or plain decimal digits).
If any read falls outside that (unset, non-numeric, octal, hex), or the evaluation would fail
(division by 0, a negative exponent), the function returns ``slow(env)``: the closure version
evaluates the expression from scratch, with its exact errors. Nothing is written before that decision,
and reading ahead is harmless because these reads have no effects; so the fast and the slow
path can never disagree. (``&&``, ``||`` and ``?:`` may then read a variable that bash
would not: a dict lookup, unseen.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from agentsh.runtime.variables import LocalVars
from agentsh.syntax.ast import (
    ArithAssign,
    ArithBinary,
    ArithComma,
    ArithExpr,
    ArithIncDec,
    ArithNum,
    ArithTernary,
    ArithUnary,
    ArithVar,
)

Fn = Callable[[Any], int]

_COMPARE = frozenset(("<", "<=", ">", ">=", "==", "!="))
_BITWISE = frozenset(("&", "|", "^"))


#: ``dict.get`` unbound: a subshell's frame dict (``_CowDict``) read without its copying ``get``,
#: as ``Variables.peek`` reads it (the value is not changed through it)
_DICT_GET = cast("Callable[[dict[str, Any], str], Any]", dict.get)  # pyright: ignore[reportUnknownMemberType]


class _Bail(Exception):
    """The fast path cannot decide (division by 0, negative exponent): run the slow one."""


def has_power(node: ArithExpr) -> bool:
    """Whether ``node`` holds a ``**`` (or ``**=``) operator."""
    match node:
        case ArithBinary(op=op, left=left, right=right):
            return op == "**" or has_power(left) or has_power(right)
        case ArithUnary(operand=operand):
            return has_power(operand)
        case ArithAssign(op=op, value=value):
            return op == "**=" or has_power(value)
        case ArithTernary(cond=cond, then=then, otherwise=otherwise):
            return has_power(cond) or has_power(then) or has_power(otherwise)
        case ArithComma(exprs=exprs):
            return any(has_power(e) for e in exprs)
        case _:
            return False


def _bail() -> int:
    raise _Bail


class _Gen:
    """The source of one expression: Python text, and the variables it reads (in order)."""

    def __init__(
        self, helpers: dict[str, Any], special: frozenset[str], slots: dict[str, int]
    ) -> None:
        self.helpers = helpers
        self.special = special
        #: the slot names of :func:`agentsh.eval.arith._compile_dynamic` (values already ints)
        self.slots = slots
        #: what the function reads: a scalar (its name), or an indexed array's element
        #: (its name and a constant subscript)
        self.names: list[tuple[str, int | None]] = []
        self.tmp = 0
        #: a scalar read as a Python name already holding its value (``then``'s target)
        self.alias: dict[str, str] = {}

    def var(self, name: str, index: int | None = None) -> str:
        if index is None and name in self.alias:
            return self.alias[name]
        key = (name, index)
        if key not in self.names:
            self.names.append(key)
        return f"_v{self.names.index(key)}"

    def temp(self) -> str:
        self.tmp += 1
        return f"_t{self.tmp}"

    def wrapped(self, text: str) -> str:
        t = self.temp()
        return f"({t} if _MIN <= ({t} := {text}) <= _MAX else _wrap({t}))"

    def binary(self, op: str, left: str, right: str) -> str | None:
        if op in ("+", "-", "*"):
            return self.wrapped(f"{left} {op} {right}")
        if op in _COMPARE:
            return f"(1 if {left} {op} {right} else 0)"
        if op in _BITWISE:
            return f"({left} {op} {right})"
        if op == "&&":
            return f"(1 if ({left} and {right}) else 0)"
        if op == "||":
            return f"(1 if ({left} or {right}) else 0)"
        if op in ("/", "%"):
            if right.isdigit() and int(right) > 0:
                # a positive constant divisor: C's division (towards 0) inline, never 0
                a = self.temp()
                py = "%" if op == "%" else "//"
                return f"({a} {py} {right} if ({a} := {left}) >= 0 else -(-{a} {py} {right}))"
            b = self.temp()
            if op == "%":  # both positive (loops' ``n % d``): Python's % is C's, inline
                a = self.temp()
                return (
                    f"(_bail() if ({b} := {right}) == 0 else"
                    f" {a} % {b} if ({a} := {left}) >= 0 and {b} > 0 else _mod({a}, {b}))"
                )
            fn = "_div"
            return f"(_bail() if ({b} := {right}) == 0 else {fn}({left}, {b}))"
        if op == "**":
            b = self.temp()
            return f"(_bail() if ({b} := {right}) < 0 else _pow({left}, {b}))"
        if op == "<<":
            return f"_shl({left}, {right})"
        if op == ">>":
            return f"_shr({left}, {right})"
        return None

    def expr(self, node: ArithExpr) -> str | None:
        """The Python expression for a side-effect-free ``node``, or None."""
        if isinstance(node, ArithNum):
            return repr(self.helpers["_wrap"](node.value))  # as the closures take it
        if isinstance(node, ArithVar):
            if node.name in self.special:
                return None
            if node.index is None and node.name in self.slots:
                return f"_sl[{self.slots[node.name]}]"
            if node.index is None:
                return self.var(node.name)
            if isinstance(node.index, ArithNum) and 0 <= node.index.value <= self.helpers["_MAX"]:
                return self.var(node.name, node.index.value)  # ``f[2]``
            return None
        if isinstance(node, ArithBinary):
            if node.op in ("&&", "||") and has_power(node.right):
                return None  # (the closures read a skipped ``**``: see _compile_noeval)
            left = self.expr(node.left)
            right = self.expr(node.right)
            if left is None or right is None:
                return None
            return self.binary(node.op, left, right)
        if isinstance(node, ArithUnary):
            o = self.expr(node.operand)
            if o is None:
                return None
            if node.op == "-":
                return self.wrapped(f"-{o}")
            if node.op == "+":
                return o
            if node.op == "!":
                return f"(0 if {o} else 1)"
            return f"(~{o})"
        if isinstance(node, ArithTernary):
            if has_power(node.then) or has_power(node.otherwise):
                return None
            c, t, o = self.expr(node.cond), self.expr(node.then), self.expr(node.otherwise)
            if c is None or t is None or o is None:
                return None
            return f"({t} if {c} else {o})"
        return None


def compile_source(
    node: ArithExpr,
    slow: Fn,
    write: Callable[[ArithVar], Callable[[Any, int], bool]],
    helpers: dict[str, Any],
    special: frozenset[str],
    slots: dict[str, int] | None = None,
    *,
    store: bool = False,
    then: ArithExpr | None = None,
) -> Fn | None:
    """``node`` as one function (falling back to ``slow``), or None when its shape is not
    one of those handled. ``write(target)`` makes the writer of an assignment's target;
    ``helpers`` holds ``_MIN``/``_MAX``/``_wrap``/``_div``/``_mod``/``_pow``/``_shl``/``_shr``/
    ``_si``/``_pd``/``_ts``; ``slots`` maps the slot names of an expression with expansions
    to their index in ``env.arith_slots``.

    ``store``: ``node`` is ``name = expr`` standing for the shell assignment ``name=$((expr))``
    (``helpers`` also holds ``_Var``): the function stores the value's text when ``name`` is
    a plain scalar (or unset, outside functions) and returns 0; else it returns None having
    done nothing (nor evaluated anything the caller's general path would not evaluate again:
    the reads have no effects), and never calls ``slow``.

    ``then``: ``node`` is an assignment (the step of ``for ((...; cond; step))``) and
    ``then`` an expression without effects (the condition): the function makes the
    assignment and returns the value of ``then`` as it reads after it, or returns None having
    done nothing (the caller evaluates both its general way); never calls ``slow``."""
    g = _Gen(helpers, special, slots or {})
    bail = "return None" if store or then is not None else "return slow(env)"
    if store and not (
        isinstance(node, ArithAssign) and node.op == "=" and node.target.index is None
    ):
        return None
    body: list[str]
    target: ArithVar | None = None
    if isinstance(node, ArithAssign | ArithIncDec):
        target = node.target
        if target.index is not None or target.name in special:
            return None
        if isinstance(node, ArithIncDec):
            cur = g.var(target.name)
            new = g.wrapped(f"{cur} {'+' if node.op == '++' else '-'} 1")
            body = [f"_new = {new}", f"_ret = {'_new' if node.prefix else cur}"]
        else:
            value_text: str | None
            if node.op == "=":
                value_text = g.expr(node.value)
            else:
                cur = g.var(target.name)  # bash reads the target first
                value = g.expr(node.value)
                value_text = None if value is None else g.binary(node.op[:-1], cur, value)
            if value_text is None:
                return None
            body = [f"_new = _ret = {value_text}"]
        if then is not None:
            g.alias[target.name] = "_new"  # read after the assignment: its new value
            then_text = g.expr(then)
            g.alias.clear()
            if then_text is None:
                return None
            body.append(f"_ret = {then_text}")
    elif then is not None:
        return None
    else:
        text = g.expr(node)
        if text is None or not (g.names or slots):
            return None  # constants gain nothing here
        body = [f"_ret = {text}"]
    lines = [
        "def fast(env):",
        *(["    _sl = env.arith_slots"] if slots else []),
        "    vars_ = env.vars",
        "    frames = vars_.frames",
    ]
    # the target's Var when the expression reads it (``+=``, ``++``): written in place when it
    # is this shell's own (one frame: the plain dict's, or a subshell's copy) and writable
    own = target.name if target is not None and (target.name, None) in g.names else None

    def reads(get: str) -> list[str]:
        """The reads of the variables, each fetched by the expression ``get`` of its name."""
        out: list[str] = []
        for i, (name, index) in enumerate(g.names):
            fetch = get.replace("NAME", f"_n{i}")
            if index is None:
                out += [
                    f"v = {fetch}",
                    "if v is None or v.nameref or (s := v.value).__class__ is not str:",
                    f"    {bail}",
                ]
                if name == own:
                    out.append("_w = v")
            else:  # an element of an indexed array that is set
                out += [
                    f"v = {fetch}",
                    "if v is None or v.nameref or v.assoc or (d := v.value).__class__ is not dict:",
                    f"    {bail}",
                    f"s = d.get({index})",
                    "if s is None:",
                    f"    {bail}",
                ]
            out += [
                f"_v{i} = _si.get(s)",
                f"if _v{i} is None and (_v{i} := _pd(s)) is None:",  # digits read from input
                f"    {bail}",
            ]
        return out

    if g.names:
        # in a function: its own variables without a call (Variables.peek for the others)
        lines += [
            "    if len(frames) == 1:",
            "        get = frames[0].vars.get",
            *("        " + r for r in reads("get(NAME)")),
            "    else:",
            "        _f1 = frames[-1].vars",
            "        get = vars_.peek",
            *("        " + r for r in reads("_dg(_f1, NAME) or get(NAME)")),
        ]
    lines += [
        "    try:",
        *(f"        {b}" for b in body),
        "    except _Bail:",
        f"        {bail}",
    ]
    if store:
        # Variables.set_plain's test, inline; digits are the same text under -i, -l and -u
        if own is not None:
            # ``n=$((n + 1))`` at the top: the variable just read (a set scalar, no nameref,
            # this shell's own copy) is the one to store in
            lines += [
                "    if len(frames) == 1:",
                "        if _w.readonly:",
                "            return None",
                "        _w.value = _ts(_new)",
                "        return 0",
            ]
        lines += [
            "    if len(frames) == 1:",
            "        _w = frames[0].vars.get(_tn)",
            "        if _w is None:",
            "            frames[0].vars[_tn] = _Var(_ts(_new))",
            "            return 0",
            "    else:",
            "        _w = vars_.lookup(_tn)",
            "        if _w is None:",
            "            return None",
            "    if _w.nameref or _w.readonly or (",
            "        (_x := _w.value) is not None and _x.__class__ is not str",
            "    ):",
            "        return None",
            "    _w.value = _ts(_new)",
            "    return 0",
        ]
    elif own is not None:
        # in a function, the variable read is written in place too when it is the innermost
        # frame's own (a LocalVars: a subshell's copied frames share their parent's Vars)
        lines += [
            "    if (len(frames) == 1 or (_dg(_f1, _tn) is _w and _f1.__class__ is _LV)) and not _w.readonly:",
            "        _w.value = _ts(_new)  # digits: -i/-l/-u change nothing",
            "    else:",
            "        write(env, _new)",
        ]
    elif target is not None:
        lines.append("    write(env, _new)")
    lines.append("    return _ret")
    source = "\n".join(lines)
    code = _codes.get(source)
    if code is None:
        # the names are not in the source: ``x+1`` and ``y+1`` share one code object
        code = compile(source, "<arith>", "exec")
        if len(_codes) >= 4096:
            _codes.clear()
        _codes[source] = code
    ns: dict[str, Any] = dict(helpers)
    ns.update(
        slow=slow,
        write=write(target) if target is not None else None,
        _Bail=_Bail,
        _bail=_bail,
        _dg=_DICT_GET,
        _LV=LocalVars,
        _tn=target.name if target is not None else None,
    )
    for i, (name, _) in enumerate(g.names):
        ns[f"_n{i}"] = name
    exec(code, ns)  # noqa: S102 - our own generated code
    return ns["fast"]


#: generated source -> its compiled code
_codes: dict[str, Any] = {}
