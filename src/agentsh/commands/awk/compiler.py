"""Compile the awk AST into Python source, then into Python functions (parse once, run fast).

Owns code generation. Each expression compiles to a Python expression string plus a static
kind (``num`` = float, ``str`` = plain string, ``fld`` = raw input string that is a strnum
candidate, ``any`` = a dynamic awk value), which lets numeric code use Python arithmetic
directly and string comparisons skip awk's dynamic comparison. Globals live in the module
namespace as ``V_name``, user functions are ``F_name`` with locals ``L_name``, arrays are
:class:`AwkArray` dicts passed by reference; which names are arrays is inferred statically
(usage plus a fixpoint over calls). Rules become the functions ``begin``, ``end``,
``beginfile``/``endfile`` and, for the records, ``main_batch`` (the record loop itself, over a list of records) or, when the program
has a plain ``getline`` (which reads the records too), ``main_rules`` (one record per call).
In ``main_batch`` of a program that never changes the record or its splitting ("pure"), ``$0``
and the fields are Python locals, split on first use with ``str.split`` fast paths; a
program whose only changes are to fields, ``$0`` and NF (no user function, no getline:
"writes") keeps them in locals too, ``$0`` rebuilt from the fields when read. Constant
printf formats, fixed and anchored regexes, field/number comparisons, ``for (i = 1; i <=
NF; i++)`` loops and the arrays that only ``split`` fills get specialised code.
"""

from __future__ import annotations

import ast
import io
import math
import operator
import re
import tokenize
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from functools import reduce
from itertools import compress, repeat
from operator import itemgetter
from types import CodeType
from typing import Any, cast

from agentsh._dataclass import dataclass
from agentsh.commands._codecache import compile_cached
from agentsh.commands.awk import builtins as B
from agentsh.commands.awk import nodes as N
from agentsh.commands.awk.errors import AwkExit, AwkFatal, AwkSyntaxError, NextFile, NextRecord
from agentsh.commands.awk.regex import RegexError, compile_awk
from agentsh.commands.awk.runtime import SYMTAB_BUILTINS, Runtime, SymTab, pow_
from agentsh.commands.awk.values import (
    UNINIT,
    AwkArray,
    Missing,
    StrNum,
    Uninit,
    Value,
    compare_field,
    compare_num,
    compare_to_field,
    empty_field,
    field_num,
    str_to_num,
    to_num,
    truth,
)
from agentsh.regex import selecting
from agentsh.regex.literal import PY_ESCAPES, literal_text, required_piece, unescaped
from agentsh.regex.translate import top_alternatives

# Special variables kept as attributes / with hooks.
_ATTR_VARS = {"NR": "RT.nr", "FNR": "RT.fnr"}
_HOOK_VARS = frozenset("FS OFS ORS RS SUBSEP CONVFMT OFMT IGNORECASE FIELDWIDTHS FPAT".split())
# The fields of the record inside a pure main_batch (mode 0: FS=" " on a batch without odd
# whitespace, 1: a single-character FS, 3: a regex FS without groups (``_fsc`` splits), 2: the
# runtime's general splitting)...
_SPLIT = (
    "(_rec.split() if _mode == 0 else "
    "((_rec.split(_fsc) if _rec else []) if _mode == 1 else "
    "((_fsc(_rec) if _rec else []) if _mode == 3 else _spl(_rec))))"
)
# ... split on first use.
_FIELDS = f"(_F if _F is not None else (_F := {_SPLIT}))"
# Generated code that reads the runtime's record state (rec/fields/NR/FNR) while main_batch
# runs: a "lean" main_batch (which keeps that state in locals) must not contain it.
_LEAN_FORBIDDEN = (
    "RT.nr",
    "RT.fnr",
    "RT.set_nr",
    "RT.set_fnr",
    "RT.fget",
    "RT.fref",
    "RT.fset",
    "RT.get0",
    "RT.get_nf",
    "RT.set_nf",
    "RT.fields",
    "RT.rec",
    "RT.split_record",
    # (the getlines that read the main input or set $0; ``getline var < file`` and ``cmd |
    # getline var`` (gl_filev, gl_cmdv, gl_iter) set only the variable)
    "RT.gl_simple",
    "RT.gl_var",
    "RT.gl_b",
    "RT.gl_file(",
    "RT.gl_file0",
    "RT.gl_cmd(",
    "RT.gl_rec",
    "_typeof_field",
)
# The variables the runtime itself reads or sets in the namespace (``RT.setv``, ``match``,
# the files' names, ``ARGV``...): a lean main_batch never keeps these in locals.
_RUNTIME_VARS = frozenset(
    "ARGC ARGIND ARGV BINMODE CONVFMT ENVIRON ERRNO FIELDWIDTHS FILENAME FNR FPAT FS FUNCTAB "
    "IGNORECASE LINT NF NR OFMT OFS ORS PROCINFO RLENGTH RS RSTART RT SUBSEP SYMTAB "
    "TEXTDOMAIN".split()
)
# Assigning these changes the current record or how the next one is split.
_RECORD_VARS = frozenset("NF FS FIELDWIDTHS FPAT IGNORECASE RS".split())
_ARRAY_BUILTIN_ARGS = {
    "split": (1, 3),
    "patsplit": (1, 3),
    "asort": (0, 1),
    "asorti": (0, 1),
    "match": (2,),
}


def _pure_expr(x: N.Expr, leaf: Callable[[N.Expr], bool | None]) -> bool:
    """Whether evaluating ``x`` has no effect and reads only what ``leaf`` allows: ``leaf``
    decides a node first (None: it leaves the node to the rules here). Constants, regexes,
    groups, fields, operators, conditionals, matches and the pure builtins are pure when
    their parts are; anything else is not."""
    decided = leaf(x)
    if decided is not None:
        return decided
    if isinstance(x, (N.Num, N.Str, N.Regex)):
        return True
    if isinstance(x, N.Group):
        return _pure_expr(x.expr, leaf)
    if isinstance(x, N.Field):
        return _pure_expr(x.index, leaf)
    if isinstance(x, N.Binary):
        return _pure_expr(x.left, leaf) and _pure_expr(x.right, leaf)
    if isinstance(x, N.Unary):
        return _pure_expr(x.operand, leaf)
    if isinstance(x, N.Cond):
        return all(_pure_expr(y, leaf) for y in (x.test, x.yes, x.no))
    if isinstance(x, N.Match):
        return _pure_expr(x.left, leaf) and _pure_expr(x.regex, leaf)
    if isinstance(x, N.Builtin):
        ok = x.name in _PURE_BUILTINS or (x.name == "length" and len(x.args) <= 1)
        return ok and all(_pure_expr(y, leaf) for y in x.args)
    return False


def _walk_expr(e: N.Expr | None) -> Iterator[N.Expr]:
    if e is None:
        return
    yield e
    if isinstance(e, (N.Field,)):
        yield from _walk_expr(e.index)
    elif isinstance(e, N.Index):
        for s in e.subs:
            yield from _walk_expr(s)
    elif isinstance(e, N.Assign):
        yield from _walk_expr(e.target)
        yield from _walk_expr(e.value)
    elif isinstance(e, N.Cond):
        yield from _walk_expr(e.test)
        yield from _walk_expr(e.yes)
        yield from _walk_expr(e.no)
    elif isinstance(e, (N.Binary,)):
        yield from _walk_expr(e.left)
        yield from _walk_expr(e.right)
    elif isinstance(e, N.Match):
        yield from _walk_expr(e.left)
        yield from _walk_expr(e.regex)
    elif isinstance(e, N.In):
        for s in e.subs:
            yield from _walk_expr(s)
    elif isinstance(e, N.Unary):
        yield from _walk_expr(e.operand)
    elif isinstance(e, N.IncDec):
        yield from _walk_expr(e.target)
    elif isinstance(e, (N.Call, N.Builtin)):
        for a in e.args:
            yield from _walk_expr(a)
    elif isinstance(e, N.Getline):
        yield from _walk_expr(e.target)
        yield from _walk_expr(e.src)
    elif isinstance(e, N.Group):
        yield from _walk_expr(e.expr)


def _ungroup(e: N.Expr | None) -> N.Expr | None:
    while isinstance(e, N.Group):
        e = e.expr
    return e


def _var_getline(g: N.Getline) -> bool:
    """Whether ``g`` is ``getline var < file`` or ``cmd | getline var`` of a plain variable:
    it sets nothing but the variable (not NR, FNR nor the record)."""
    t = g.target
    while isinstance(t, N.Group):
        t = t.expr
    return g.kind in ("file", "cmd") and isinstance(t, N.Var) and t.name not in _RUNTIME_VARS


def _as_int(e: N.Expr, code: str) -> str | None:
    """The code of an int equal to number ``e`` (``code``: its float's) when it is a
    length (``float(len(x))``) or a whole constant, else None."""
    while isinstance(e, N.Group):
        e = e.expr
    if isinstance(e, N.Builtin) and e.name == "length":
        if code.startswith("float(len(") and code.endswith("))"):
            return code[6:-1]
        return None
    if isinstance(e, N.Num) and e.value.is_integer() and abs(e.value) < 1e15:
        return str(int(e.value))
    return None


def _surely_evaluated(e: N.Expr) -> N.Expr:
    """The part of ``e`` that is evaluated whatever the rest gives: through groups and unary
    operators, the left operand of ``&&`` and ``||``, the test of ``?:``."""
    while True:
        if isinstance(e, N.Group):
            e = e.expr
        elif isinstance(e, N.Unary):
            e = e.operand
        elif isinstance(e, N.Binary) and e.op in ("&&", "||"):
            e = e.left
        elif isinstance(e, N.Cond):
            e = e.test
        else:
            return e


def _skips_first(e: N.Expr) -> bool:
    """Whether pattern ``e`` is ``NR > C`` or ``FNR > C`` (``>=``, C at most 10: passes
    every record but the first few, a header's), reading no field itself."""
    while isinstance(e, N.Group):
        e = e.expr
    return (
        isinstance(e, N.Binary)
        and e.op in (">", ">=")
        and isinstance(e.left, N.Var)
        and e.left.name in ("NR", "FNR")
        and isinstance(e.right, N.Num)
        and e.right.value <= 10
    )


#: A constant field's code in a lean main_batch that splits every record first (see
#: fld_fnum): ``_F[i]``, or the same with its test of the number of fields.
_FIELD_CODE = re.compile(r"_F\[(\d+)\]|\(_F\[(\d+)\] if len\(_F\) >= \d+ else ''\)")

#: Builtins whose call has no effect but its value (see _effect_free).
_EFFECT_FREE_BUILTINS = frozenset(("length", "substr", "toupper", "tolower", "index", "int"))


def _effect_free(e: N.Expr) -> bool:
    """Whether evaluating ``e`` changes nothing (so its evaluation order cannot show):
    constants, variables, fields, operators and value-only builtins; not an array element
    (a missing one is created), an assignment, a call or getline."""
    for n in _walk_expr(e):
        if isinstance(n, N.Builtin):
            if n.name not in _EFFECT_FREE_BUILTINS:
                return False
        elif not isinstance(n, (N.Num, N.Str, N.Var, N.Field, N.Group, N.Binary, N.Unary, N.Cond)):
            return False
    return True


def _continues(s: N.Stmt | None) -> bool:
    """Whether statement ``s`` holds a ``continue`` of the loop it is the body of (not one
    of a loop inside it)."""
    if isinstance(s, N.Simple):
        return s.kind == "continue"
    if isinstance(s, N.Block):
        return any(_continues(x) for x in s.body)
    if isinstance(s, N.If):
        return _continues(s.then) or _continues(s.orelse)
    return False


def _assigned(n: N.Stmt | N.Expr) -> list[N.Expr | None]:
    """What node ``n`` assigns, parentheses dropped: the target of an assignment or of
    ``++``/``--``, the variable of ``for (k in a)``, the target of getline and of sub/gsub
    (None: ``$0``)."""
    if isinstance(n, (N.Assign, N.IncDec)):
        t: N.Expr | None = n.target
    elif isinstance(n, N.ForIn):
        t = n.var
    elif isinstance(n, N.Getline):
        t = n.target
    elif isinstance(n, N.Builtin) and n.name in ("sub", "gsub"):
        t = n.args[2] if len(n.args) >= 3 else None
    else:
        return []
    while isinstance(t, N.Group):
        t = t.expr
    return [t]


def _walk_stmt(s: N.Stmt | None) -> Iterator[N.Stmt | N.Expr]:
    if s is None:
        return
    yield s
    if isinstance(s, N.Print):
        for a in s.args:
            yield from _walk_expr(a)
        yield from _walk_expr(s.dest)
    elif isinstance(s, N.ExprStmt):
        yield from _walk_expr(s.expr)
    elif isinstance(s, N.If):
        yield from _walk_expr(s.test)
        yield from _walk_stmt(s.then)
        yield from _walk_stmt(s.orelse)
    elif isinstance(s, N.While):
        yield from _walk_expr(s.test)
        yield from _walk_stmt(s.body)
    elif isinstance(s, N.DoWhile):
        yield from _walk_stmt(s.body)
        yield from _walk_expr(s.test)
    elif isinstance(s, N.For):
        yield from _walk_stmt(s.init)
        yield from _walk_expr(s.test)
        yield from _walk_stmt(s.step)
        yield from _walk_stmt(s.body)
    elif isinstance(s, N.ForIn):
        yield from _walk_expr(s.var)
        yield from _walk_stmt(s.body)
    elif isinstance(s, N.Block):
        for x in s.body:
            yield from _walk_stmt(x)
    elif isinstance(s, (N.Exit, N.Return)):
        yield from _walk_expr(s.value)
    elif isinstance(s, N.Delete) and s.subs:
        for x in s.subs:
            yield from _walk_expr(x)


def _field_no(f: N.Field) -> int | str | None:
    """The constant number of field ``f``, the name of the variable it is indexed by, else
    None."""
    x = f.index
    while isinstance(x, N.Group):
        x = x.expr
    if isinstance(x, N.Var):
        return x.name
    return int(x.value) if isinstance(x, N.Num) and x.value.is_integer() else None


def _per_field_loop(n: N.For) -> bool:
    """Whether loop ``n`` is ``for (v = ...; ...; v++)`` (or ``v--``, ``v += 1``...) whose
    test, step and body read or write only the field ``$v`` and never assign v: each
    iteration has a field of its own."""
    init = n.init.expr if isinstance(n.init, N.ExprStmt) else None
    if not (isinstance(init, N.Assign) and isinstance(init.target, N.Var)):
        return False
    v = init.target.name
    step = n.step.expr if isinstance(n.step, N.ExprStmt) else None
    if not (isinstance(step, (N.IncDec, N.Assign)) and step.target == N.Var(v)):
        return False
    if isinstance(step, N.Assign) and not (
        step.op in ("+=", "-=") and isinstance(step.value, N.Num)
    ):
        return False
    for x in (*_walk_expr(n.test), *_walk_stmt(n.body)):
        if isinstance(x, N.Field) and _field_no(x) != v:
            return False
        if any(isinstance(t, N.Var) and t.name == v for t in _assigned(x)):
            return False
    return True


def _typed_write(e: N.Expr, copies: bool = False) -> N.Field | None:
    """The field that ``e`` may give a value other than a strnum (gawk's fields keep the
    type of what is assigned: ``$2 = $2 + 0`` is a number, ``$3 = "12"`` a string, a field
    that sub/gsub changes a string), else None. ``$k = $j`` copies a strnum unless
    ``copies`` (other writes may have typed $j)."""
    t: N.Expr | None = None
    if isinstance(e, N.Assign):
        t = e.target
        if e.op == "=" and not copies:
            v = e.value
            while isinstance(v, N.Group):
                v = v.expr
            if isinstance(v, N.Field):
                return None
    elif isinstance(e, N.IncDec):
        t = e.target
    elif isinstance(e, N.Builtin) and e.name in ("sub", "gsub") and len(e.args) >= 3:
        t = e.args[2]
    while isinstance(t, N.Group):
        t = t.expr
    if isinstance(t, N.Field) and _field_no(t) != 0:
        return t
    return None


def _field_events(
    n: N.Stmt | N.Expr | None, out: list[tuple[str, int | str | None, int]], fmts: bool = False
) -> None:
    """Append the reads (``r``) of fields other than $0 and the typed writes (``w``, see
    _typed_write) that running ``n`` makes, in evaluation order (field number None: not a
    constant; with the id of the read's node); loops twice (a read after a write of the previous iteration). ``fmts``:
    OFMT and CONVFMT never change, so that ``print $k`` prints a typed field's text."""
    if n is None:
        return
    if fmts and isinstance(n, N.Print) and not n.printf:
        for a in n.args:
            while isinstance(a, N.Group):
                a = a.expr
            if not isinstance(a, N.Field):
                _field_events(a, out, fmts)
            else:
                _field_events(a.index, out, fmts)
        _field_events(n.dest, out, fmts)
        return
    if isinstance(n, N.Field):
        _field_events(n.index, out, fmts)
        k = _field_no(n)
        if k != 0:
            out.append(("r", k, id(n)))
        return
    w = _typed_write(n, True) if isinstance(n, (N.Assign, N.IncDec, N.Builtin)) else None
    if w is not None:
        _field_events(w.index, out, fmts)
        if isinstance(n, N.Assign):
            _field_events(n.value, out, fmts)
        elif isinstance(n, N.Builtin):
            for a in n.args[:2]:
                _field_events(a, out, fmts)
        if not (isinstance(n, N.Assign) and n.op == "="):
            out.append(("r", _field_no(w), id(w)))  # (its old value)
        out.append(("ws" if _string_write(n) else "w", _field_no(w), 0))
        return
    if isinstance(n, (N.While, N.DoWhile, N.For)):
        for _ in range(1 if isinstance(n, N.For) and _per_field_loop(n) else 2):
            for c in (n.init, n.test, n.body, n.step) if isinstance(n, N.For) else (n.test, n.body):
                _field_events(c, out, fmts)
        return
    if isinstance(n, N.ForIn):
        for _ in range(2):
            _field_events(n.var, out, fmts)
            _field_events(n.body, out, fmts)
        return
    numeric = (
        (isinstance(n, N.Binary) and n.op in _ARITH)
        or (isinstance(n, N.Unary) and n.op in ("-", "+"))
        or (isinstance(n, N.Assign) and n.op != "=")
    )
    # (a field's text, as a subscript or in a concatenation: its text whatever its type,
    # when CONVFMT never changes)
    textual = fmts and (
        isinstance(n, (N.Index, N.In)) or (isinstance(n, N.Binary) and n.op == "concat")
    )
    for c in _children(n):
        f = c
        while isinstance(f, N.Group):
            f = f.expr
        if (numeric or textual) and c is not getattr(n, "target", None) and isinstance(f, N.Field):
            # (a number of a field: its text's, unless a number was written to it)
            _field_events(f.index, out, fmts)
            k = _field_no(f)
            if k != 0 and numeric:
                out.append(("n", k, id(f)))
            continue
        _field_events(c, out, fmts)


#: The operators whose operands are numbers.
_ARITH = frozenset(("+", "-", "*", "/", "%", "^"))


def _string_write(n: N.Stmt | N.Expr) -> bool:
    """Whether typed write ``n`` gives its field a string (sub/gsub, ``$k = "text"``), whose
    number is that of its text, as the strnum's is."""
    if isinstance(n, N.Builtin):
        return True
    if isinstance(n, N.Assign) and n.op == "=":
        v = n.value
        while isinstance(v, N.Group):
            v = v.expr
        return isinstance(v, N.Str) or (isinstance(v, N.Binary) and v.op == "concat")
    return False


def _children(n: N.Stmt | N.Expr) -> list[N.Stmt | N.Expr | None]:
    if isinstance(n, N.Index):
        return list(n.subs)
    if isinstance(n, N.Assign):
        return [n.target, n.value]
    if isinstance(n, N.Cond):
        return [n.test, n.yes, n.no]
    if isinstance(n, N.Binary):
        return [n.left, n.right]
    if isinstance(n, N.Match):
        return [n.left, n.regex]
    if isinstance(n, N.In):
        return list(n.subs)
    if isinstance(n, N.Unary):
        return [n.operand]
    if isinstance(n, N.IncDec):
        return [n.target]
    if isinstance(n, (N.Call, N.Builtin)):
        return list(n.args)
    if isinstance(n, N.Getline):
        return [n.src, n.target]
    if isinstance(n, N.Group):
        return [n.expr]
    if isinstance(n, N.Print):
        return [*n.args, n.dest]
    if isinstance(n, N.ExprStmt):
        return [n.expr]
    if isinstance(n, N.If):
        return [n.test, n.then, n.orelse]
    if isinstance(n, N.Block):
        return list(n.body)
    if isinstance(n, (N.Exit, N.Return)):
        return [n.value]
    if isinstance(n, N.Delete):
        return list(n.subs or ())
    return []


def _typed_reads(prog: N.Program, extra_names: set[str]) -> frozenset[int] | None:
    """The reads of fields that may come after a typed write (see _typed_write) of the
    field in the same record, where its value is not the strnum of its text: the ids of
    their nodes, which the compiler reads with their types (RT.fval); ``_ALL``: every
    read (a function reading or writing fields, or an END/ENDFILE/BEGINFILE rule reading
    them after the last record's writes); None: there are none."""
    every: list[N.Stmt | N.Expr] = []
    for r in prog.rules:
        every += [*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)]
    for f in prog.functions:
        every += list(_walk_stmt(f.body))
    if not any(isinstance(n, N.Expr) and _typed_write(n) is not None for n in every):  # type: ignore[arg-type]
        return None
    for f in prog.functions:
        if any(isinstance(n, N.Field) for n in _walk_stmt(f.body)):
            return _ALL
    for r in prog.rules:
        if r.kind in ("END", "ENDFILE", "BEGINFILE") and any(
            isinstance(n, N.Field) for n in (*_walk_expr(r.pattern), *_walk_stmt(r.body))
        ):
            return _ALL
    fmts = "OFMT" not in extra_names and "CONVFMT" not in extra_names
    fmts = fmts and not any(
        isinstance(t, N.Var) and t.name in ("OFMT", "CONVFMT") for n in every for t in _assigned(n)
    )
    unsafe: set[int] = set()
    for kind in ("BEGIN", "main"):
        ev: list[tuple[str, int | str | None, int]] = []
        for r in prog.rules:
            if r.kind == kind:
                _field_events(r.pattern, ev, fmts)
                _field_events(r.pattern2, ev, fmts)
                _field_events(r.body, ev, fmts)
        written: set[int | str | None] = set()
        numbers: set[int | str | None] = set()  # (the fields given other than strings)
        for what, k, node in ev:
            if what in ("w", "ws"):
                written.add(k)
                if what == "w":
                    numbers.add(k)
                continue
            typed = numbers if what == "n" else written
            if typed and (
                k in typed or not isinstance(k, int) or any(not isinstance(x, int) for x in typed)
            ):
                unsafe.add(node)
    return frozenset(unsafe) if unsafe else None


#: (see _typed_reads)
_ALL: frozenset[int] = frozenset({-1})


def _array_uses(nodes: Iterator[N.Stmt | N.Expr]) -> tuple[set[str], list[tuple[str, int, str]]]:
    """Names used as arrays, and (callee, argpos, name) for bare-name call arguments."""
    arrays: set[str] = set()
    calls: list[tuple[str, int, str]] = []
    for n in nodes:
        if isinstance(n, N.Index):
            arrays.add(n.name)
        elif isinstance(n, N.In):
            arrays.add(n.name)
        elif isinstance(n, N.ForIn):
            arrays.add(n.name)
        elif isinstance(n, N.Delete):
            arrays.add(n.name)
        elif isinstance(n, N.Builtin):
            for pos in _ARRAY_BUILTIN_ARGS.get(n.name, ()):
                if pos < len(n.args) and isinstance(n.args[pos], N.Var):
                    arrays.add(n.args[pos].name)  # type: ignore[union-attr]
        elif isinstance(n, N.Call):
            for i, a in enumerate(n.args):
                if isinstance(a, N.Var):
                    calls.append((n.name, i, a.name))
    return arrays, calls


#: The end of a one-print batch's generated code (see the ``main_batch`` builders): the
#: lines joined into the output, NR/FNR and the last record as the record loop leaves them.
_BATCH_OUT = (
    "    if _batch:",
    "        _parts = _rt.out_parts",
    "        _parts.append(_ors.join(_o) + _ors)",
    "        _n = len(_batch)",
    "        _rt.nr = _rt.nr + _n",
    "        _rt.fnr = _rt.fnr + _n",
    "        _rt.rec = _rt.brec = _batch[-1]",
    "        _rt.fields = None",
    "        _rt.spill_stdout()",
)


class Compiler:
    def __init__(self, prog: N.Program, source: str, extra_names: set[str]) -> None:
        self.prog = prog
        self.source = source
        self.funcs = {f.name: f for f in prog.functions}
        self.lines: list[str] = []
        self.tmp = 0
        self.regexes: dict[str, str] = {}
        self.consts: dict[str, Any] = {}
        self.locals: set[str] = set()
        #: the parameters of the function being compiled that may be given arrays
        self.fed: set[str] = set()
        self.local_arrays: set[str] = set()
        #: the variables of the range loops (see range_for) the code is in, by the name of
        #: their field index: ``$i`` there is ``_F[index]``
        self.range_fields: dict[str, str] = {}
        self.in_func = False
        self.loop_depth = 0
        self.globals_used: set[str] = set()
        self.line = 0
        self.assigns_rs = False
        self.warnings: list[str] = []
        #: the scalar variables (awk names) that surely hold a float where the code being
        #: compiled runs (see :meth:`typable`): read as numbers without a test of the type
        self.known: set[str] = set()
        # the globals that stay floats through the main_batch being compiled (see
        # _batch_nums): its variant for when they are floats when it starts
        self.batch_known: frozenset[str] = frozenset()
        # the global arrays whose elements are only ever numbers (see _numeric_arrays)
        self.num_arrays: frozenset[str] = frozenset()
        #: parameters of the function being compiled read only as numbers or strings (see
        #: compile_function), and those found read otherwise
        self.raw_cand: set[str] = set()
        self.raw_bad: set[str] = set()
        #: per function, such parameters: a call passes a field there without a StrNum
        self.raw_params: dict[str, set[str]] = {}
        all_nodes: list[N.Stmt | N.Expr] = []
        for r in prog.rules:
            all_nodes.extend(_walk_expr(r.pattern))
            all_nodes.extend(_walk_expr(r.pattern2))
            all_nodes.extend(_walk_stmt(r.body))
        names = {n.name for n in all_nodes if isinstance(n, (N.Var, N.Index))}
        fn_names = {
            n.name
            for f in prog.functions
            for n in _walk_stmt(f.body)
            if isinstance(n, (N.Var, N.Index, N.In, N.ForIn)) and n.name not in f.params
        }
        #: the rules (their kinds) and functions that read or assign variables through
        #: SYMTAB: while their code runs, no global is kept in a Python local nor known to be
        #: a number (each is read from the namespace; see symtab_unit)
        self.symtab_funcs = "SYMTAB" in fn_names
        self.symtab_kinds = {
            r.kind
            for r in prog.rules
            if any(
                isinstance(n, (N.Var, N.Index, N.In, N.ForIn)) and n.name == "SYMTAB"
                for n in (*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body))
            )
        }
        #: ... the code being compiled is such (set by compile_rules, compile_function)
        self.symtab_unit = False
        #: the globals the program names (for SYMTAB: see compile)
        self.all_globals = names | fn_names | extra_names
        self.uses_icase = "IGNORECASE" in names or "IGNORECASE" in extra_names
        #: NR/FNR given a value by the program or -v: read with RT.get_nr/get_fnr, which
        #: give back the value assigned while the count is its number (see Runtime.get_nr)
        fn_nodes = [n for f in prog.functions for n in _walk_stmt(f.body)]
        self.valued_counters = {
            t.name
            for n in all_nodes + fn_nodes
            for t in _assigned(n)
            if isinstance(t, N.Var) and t.name in ("NR", "FNR")
        } | (extra_names & {"NR", "FNR"})
        for f in prog.functions:
            for n in _walk_stmt(f.body):
                if isinstance(n, (N.Var, N.Index)) and n.name == "IGNORECASE":
                    self.uses_icase = True
        self._infer_arrays()
        #: the variables that ++, --, += or -= change, or that a for loop starts (see key1)
        self.counters: set[str] = set()
        every = [*all_nodes, *(n for f in prog.functions for n in _walk_stmt(f.body))]
        for n in every:
            t = None
            if isinstance(n, N.IncDec) or (isinstance(n, N.Assign) and n.op in ("+=", "-=")):
                t = n.target
            elif isinstance(n, N.For) and isinstance(n.init, N.ExprStmt):
                init = n.init.expr
                t = init.target if isinstance(init, N.Assign) else None
            while isinstance(t, N.Group):
                t = t.expr
            if isinstance(t, N.Var):
                self.counters.add(t.name)
        #: a field may be read after it was assigned something other than a strnum (see
        #: _typed_reads): fields are read with their types (RT.fval; _ftget in a lean batch)
        self.typed_reads = _typed_reads(prog, extra_names)
        #: CONVFMT is assigned and so are fields: a field assigned a number is converted
        #: with the CONVFMT of when its text is used (RT.setv converts the fields that
        #: RT.fset typed: no lean batch keeping them in locals, see writes)
        every = [*all_nodes, *fn_nodes]
        self.convfmt_fields = any(
            isinstance(t, N.Var) and t.name == "CONVFMT" for n in every for t in _assigned(n)
        ) and any(isinstance(t, N.Field) for n in every for t in _assigned(n))
        #: typeof tells a field past NF copied to a variable ("unassigned") from an empty
        #: one: the fields are read with RT.fval (which gives Missing), never in locals
        self.uses_typeof = any(isinstance(n, N.Builtin) and n.name == "typeof" for n in every)
        if self.convfmt_fields or self.uses_typeof:
            self.typed_reads = _ALL
        self.typed = self.typed_reads is not None
        self.raw_arrays = self._raw_split_arrays()
        #: the global variables that some function assigns (a call forgets what is known
        #: of them)
        self.func_assigned: set[str] = set()
        for f in prog.functions:
            for n in _walk_stmt(f.body):
                for t in _assigned(n):
                    if isinstance(t, N.Var) and t.name not in f.params:
                        self.func_assigned.add(t.name)
        lines = {r.line for r in prog.rules} | {f.line for f in prog.functions}
        for n in all_nodes:
            lines.add(getattr(n, "line", 0) if not isinstance(n, N.Block) else 0)
        for f in prog.functions:
            for n in _walk_stmt(f.body):
                lines.add(getattr(n, "line", 0) if not isinstance(n, N.Block) else 0)
        lines.discard(0)
        #: every rule, function and statement is on one line (a one-line program)
        self.single_line = len(lines) <= 1
        #: the globals that user functions use (``V_name`` in their code; see compile)
        self.func_globals: set[str] = set()
        # batch mode: the record loop runs inside the generated ``main_batch``; pure: the
        # program never changes $0/fields/the field splitting while records are read, so
        # main_batch keeps $0 and the split fields in Python locals.
        self.batch_mode = False
        self.pure = False
        self.eager = False  # main_batch splits every record up front
        self.fields_kept = False  # (see fields)
        self.num_fields: set[int] = set()  # (see compile_rules)
        self.cached_fields: set[str] = set()
        self.hoist_seps = False  # (see sep)
        # lean: a pure main_batch that also keeps NR/FNR in locals and publishes them (and
        # $0) to the runtime only when the batch ends or is left by an exception
        self.lean = False
        self.wlocal = False  # a lean main_batch of a program that writes the record (writes)
        self.max_field = 0  # the highest constant field index a pure main_batch reads
        self.all_fields = False  # ... or it needs every field (NF, $NF, $expr)
        #: main rules use a plain getline and main_batch runs them (see _analyze_records)
        self.batch_getline = False
        self.batch_ok, pure, fields_only = self._analyze_records()
        #: nothing changes the record, its fields or its splitting in main rules and
        #: functions (a getline reads a new one)
        self.never_writes = not any(
            t is None or isinstance(t, N.Field) or (isinstance(t, N.Var) and t.name in _RECORD_VARS)
            for r in prog.rules
            if r.kind == "main"
            for n in (*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body))
            for t in _assigned(n)
            if not (isinstance(n, N.Getline) and n.target is None)
        ) and not any(
            t is None or isinstance(t, N.Field) or (isinstance(t, N.Var) and t.name in _RECORD_VARS)
            for f in prog.functions
            for n in _walk_stmt(f.body)
            for t in _assigned(n)
            if not (isinstance(n, N.Getline) and n.target is None)
        )
        #: no field nor the splitting changes anywhere (only $0 may): the fields are always
        #: $0 as split (see empty_rec)
        self.record_kept = not any(
            (isinstance(t, N.Field) and t.index != N.Num(0.0))
            or (isinstance(t, N.Var) and t.name in _RECORD_VARS)
            for n in all_nodes + fn_nodes
            for t in _assigned(n)
        )
        self.uses_rand = False  # (set when rand() is compiled: see builtin)
        self.counting = False  # (main_batch is a _count_batch)
        #: the variables read as the Python local that holds their text (a getline loop's)
        self.var_alias: dict[str, str] = {}
        #: the record's fields are split (RT.fields a list): the body of a ``getline < file``
        #: loop that changes no field, $0 nor NF
        self.split_now = False
        self.uses_fields = any(
            (isinstance(n, N.Field) and n.index != N.Num(0.0))
            or (isinstance(n, N.Var) and n.name == "NF")
            or (isinstance(n, N.Builtin) and n.name in ("split", "typeof"))
            for n in all_nodes
        ) or bool(prog.functions)
        # no user functions (they read NR and the record through the runtime) nor calls
        no_calls = not prog.functions and not any(
            isinstance(n, (N.Call, N.Getline)) for n in all_nodes
        )
        # writes: a lean main_batch whose program assigns fields, $0 or NF (or sub/gsub
        # them) keeps them in its locals too: ``_rec`` is None while $0 is to be rebuilt
        # from ``_F`` (which is never None then). Decision: not the runtime's fget/fset/get0
        # per use: ``BEGIN{OFS=","} {$1=$1; print}`` over 200,000 records 140 -> 65 ms
        # (typed: only when the record changes only by fields $k = v, k > 0, whose types
        # the batch keeps in a local dict, _FT: no $0, NF or sub/gsub of $0)
        self.writes = (
            self.batch_ok
            and not self.convfmt_fields
            and not self.uses_typeof
            and fields_only
            and no_calls
            and not (
                self.typed
                and any(
                    t is None
                    or (isinstance(t, N.Field) and _field_no(t) == 0)
                    or (isinstance(t, N.Var) and t.name in _RECORD_VARS)
                    for n in all_nodes
                    for t in _assigned(n)
                )
            )
        )
        self.pure_ok = self.batch_ok and (pure or self.writes) and not self.uses_typeof
        # (and user functions that do not read the record state: see compile)
        # a plain ``getline var`` as a statement of a main rule takes the next record in
        # a lean main_batch too (see expr_stmt_)
        lean_gl = {
            id(g)
            for r in prog.rules
            if r.kind == "main"
            for st in _walk_stmt(r.body)
            if isinstance(st, N.ExprStmt)
            for g in (_ungroup(st.expr),)
            if isinstance(g, N.Getline)
            and g.kind == "simple"
            and isinstance(_ungroup(g.target), N.Var)
            and cast(N.Var, _ungroup(g.target)).name not in _RUNTIME_VARS
            and cast(N.Var, _ungroup(g.target)).name not in _HOOK_VARS
            and cast(N.Var, _ungroup(g.target)).name not in _ATTR_VARS
        }
        self.lean_ok = (
            self.pure_ok
            and not self.symtab_funcs
            and "main" not in self.symtab_kinds
            and not any(
                isinstance(n, N.Getline) and not _var_getline(n) and id(n) not in lean_gl
                for n in all_nodes
            )
        )
        self.lean_getline = any(isinstance(n, N.Getline) and id(n) in lean_gl for n in all_nodes)
        # a lean main_batch that reads only constant fields $1..$k (no NF, $NF, $expr)
        # pads the split fields to k and indexes them directly
        pad = 0
        for r in prog.rules:
            if r.kind != "main" or pad < 0:
                continue
            for n in (*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)):
                if isinstance(n, N.Var) and n.name == "NF":
                    pad = -1
                elif isinstance(n, N.Field):
                    x = n.index
                    if not (isinstance(x, N.Num) and x.value >= 0 and x.value.is_integer()):
                        pad = -1
                    elif pad >= 0:
                        pad = max(pad, int(x.value))
        self.pad_to = pad if self.lean_ok and not self.writes and 0 < pad <= 64 else 0
        self.padded = False

    # -- analysis ------------------------------------------------------------------------
    def _raw_split_arrays(self) -> frozenset[str]:
        """The global arrays whose elements only ``split`` or statements ``a[k] = $i`` set
        and only compiled code reads (never assigned otherwise, passed to a function or
        sorted, no PROCINFO): their pieces and fields are stored as plain strings, made
        strnums when a read needs the type.

        Decision: ``split`` makes a StrNum of every piece (~70 ns each, most of its time)
        while programs mostly read one or two of them as strings or numbers:
        ``split($1, ip, "."); c[ip[2]]++`` over 200,000 records 207 -> 138 ms. The same
        for the records or fields a program keeps (``{a[NR] = $0} END {...}``)."""
        nodes: list[N.Stmt | N.Expr] = []
        for r in self.prog.rules:
            nodes += [*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)]
        for f in self.prog.functions:
            nodes += _walk_stmt(f.body)
        split: set[str] = set()
        bad: set[str] = {p for f in self.prog.functions for p in f.params} | _RUNTIME_VARS
        stored: set[int] = set()  # the statements a[k] = $i (their Assign nodes' ids)
        for n in nodes:
            if not isinstance(n, N.ExprStmt):
                continue
            e = n.expr
            while isinstance(e, N.Group):
                e = e.expr
            if not (isinstance(e, N.Assign) and e.op == "=" and isinstance(e.target, N.Index)):
                continue
            v = e.value
            while isinstance(v, N.Group):
                v = v.expr
            if isinstance(v, N.Field) and not (self.typed and _field_no(v) != 0):
                stored.add(id(e))
                split.add(e.target.name)
        for n in nodes:
            if isinstance(n, N.Var) and n.name in ("PROCINFO", "SYMTAB"):
                return frozenset()
            targets = _assigned(n) if id(n) not in stored else []
            if isinstance(n, N.Call):
                targets += n.args
            elif isinstance(n, N.Builtin):
                if n.name == "split" and len(n.args) >= 2 and isinstance(n.args[1], N.Var):
                    split.add(n.args[1].name)
                for pos in _ARRAY_BUILTIN_ARGS.get(n.name, ()):
                    if pos < len(n.args) and not (n.name == "split" and pos == 1):
                        targets.append(n.args[pos])
            for t in targets:
                while isinstance(t, N.Group):
                    t = t.expr
                if isinstance(t, (N.Index, N.Var)):
                    bad.add(t.name)
        return frozenset(split - bad)

    def raw_read(self, e: N.Expr) -> str | None:
        """The code of element ``e`` of a raw split array (a plain string or UNINIT, never
        a number), or None for other expressions."""
        while isinstance(e, N.Group):
            e = e.expr
        if isinstance(e, N.Index) and self.is_raw(e.name):
            return f"{self.arr_ref(e.name)}[{self.key(e.subs)}]"
        return None

    def _numeric_arrays(self) -> frozenset[str]:
        """The program's global arrays whose elements are floats whenever a main rule runs:
        every assignment of an element before END (in BEGIN, the main rules, BEGINFILE,
        ENDFILE and functions) adds to it, counts it or assigns a number (``n[$4]++``,
        ``s[$4] += $5``), and nothing there reads an element (which would make it
        uninitialized), passes the array to a function or a builtin (split...), nor
        reaches it through SYMTAB. ``a[k] += v`` reads such an element's number
        without a test of its type."""
        if self.symtab_funcs or self.symtab_kinds:
            return frozenset()
        cand = {
            g
            for g in self.global_arrays
            if g not in ("ARGV", "ENVIRON", "PROCINFO") and g not in self.raw_arrays
        }
        units: list[tuple[list[N.Stmt | N.Expr], set[str]]] = []
        for r in self.prog.rules:
            if r.kind != "END":
                nodes = [*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)]
                units.append((nodes, set()))
        for f in self.prog.functions:
            units.append((list(_walk_stmt(f.body)), set(f.params)))
        for nodes, params in units:
            targets: set[int] = set()
            for n in nodes:
                if isinstance(n, (N.IncDec, N.Assign)):
                    t = n.target
                    while isinstance(t, N.Group):
                        t = t.expr
                    if isinstance(t, N.Index) and (
                        isinstance(n, N.IncDec) or n.op != "=" or self.static_num(n.value, set())
                    ):
                        targets.add(id(t))
            for n in nodes:
                if isinstance(n, (N.Index, N.Var)) and n.name not in params:
                    if isinstance(n, N.Var) or id(n) not in targets:
                        cand.discard(n.name)
        return frozenset(cand)

    def is_raw(self, name: str) -> bool:
        """Whether ``name`` (in the code being compiled) is a raw split array."""
        return name in self.raw_arrays and name not in self.locals

    def _infer_arrays(self) -> None:
        self.param_arrays: dict[str, set[int]] = {f: set() for f in self.funcs}
        self.global_arrays: set[str] = {"ARGV", "ENVIRON", "PROCINFO"}
        global_nodes: list[N.Stmt | N.Expr] = []
        for r in self.prog.rules:
            global_nodes.extend(_walk_expr(r.pattern))
            global_nodes.extend(_walk_expr(r.pattern2))
            global_nodes.extend(_walk_stmt(r.body))
        g_arr, g_calls = _array_uses(iter(global_nodes))
        self.global_arrays |= g_arr
        fcalls: dict[str, list[tuple[str, int, str]]] = {}
        for f in self.prog.functions:
            arr, calls = _array_uses(_walk_stmt(f.body))
            params = set(f.params)
            for name in arr:
                if name in params:
                    self.param_arrays[f.name].add(f.params.index(name))
                else:
                    self.global_arrays.add(name)
            fcalls[f.name] = calls
        changed = True
        while changed:
            changed = False
            for callee, pos, name in g_calls:
                if pos in self.param_arrays.get(callee, set()) and name not in self.global_arrays:
                    self.global_arrays.add(name)
                    changed = True
            for f in self.prog.functions:
                for callee, pos, name in fcalls[f.name]:
                    if pos not in self.param_arrays.get(callee, set()):
                        continue
                    if name in f.params:
                        idx = f.params.index(name)
                        if idx not in self.param_arrays[f.name]:
                            self.param_arrays[f.name].add(idx)
                            changed = True
                    elif name not in self.global_arrays:
                        self.global_arrays.add(name)
                        changed = True
        # the parameters that are never used as arrays but may be given one (a call passes
        # a global array, or an array parameter, there): their scalar uses are checked
        self.array_fed: dict[str, set[str]] = {f: set() for f in self.funcs}
        for callee, pos, name in g_calls:
            if name in self.global_arrays:
                self._feed(callee, pos)
        for f in self.prog.functions:
            mine = {f.params[i] for i in self.param_arrays[f.name]}
            for callee, pos, name in fcalls[f.name]:
                if name in mine or (name not in f.params and name in self.global_arrays):
                    self._feed(callee, pos)

    def _feed(self, callee: str, pos: int) -> None:
        f = self.funcs.get(callee)
        if f is not None and pos < len(f.params) and pos not in self.param_arrays[callee]:
            self.array_fed[callee].add(f.params[pos])

    def _analyze_records(self) -> tuple[bool, bool, bool]:
        """(no plain ``getline`` anywhere, main rules and functions never modify the record,
        ... or modify it only by assigning fields, ``$0`` or NF and by ``sub``/``gsub``)."""
        main: list[N.Stmt | N.Expr] = []
        every: list[N.Stmt | N.Expr] = []
        for r in self.prog.rules:
            nodes = [*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)]
            every.extend(nodes)
            if r.kind == "main":
                main.extend(nodes)
        for f in self.prog.functions:
            nodes = list(_walk_stmt(f.body))
            every.extend(nodes)
            main.extend(nodes)
        simple = [n for n in every if isinstance(n, N.Getline) and n.kind == "simple"]
        if simple:
            # a plain getline only in main rules: main_batch's records are an iterator
            # the getline takes the next one from (see getline and Runtime.gl_bvar)
            ids = {id(n) for n in main if isinstance(n, N.Getline)}
            if self.prog.functions or any(id(n) not in ids for n in simple):
                return False, False, False
            self.batch_getline = True
        pure = fields_only = True
        for n in main:
            if isinstance(n, N.Getline) and n.target is None:
                fields_only = False
            for t in _assigned(n):
                if t is None or isinstance(t, N.Field):
                    pure = False
                elif isinstance(t, N.Var) and t.name in _RECORD_VARS:
                    pure = False
                    fields_only = fields_only and t.name == "NF"
        return True, pure, not pure and fields_only

    def _first_uses_fields(self) -> bool:
        """Whether the fields are surely needed by every record: the first main rule's
        pattern, or its first statement when it has none, reads a field or NF."""
        rule = next((r for r in self.prog.rules if r.kind == "main"), None)
        if rule is None:
            return False
        nodes: list[N.Stmt | N.Expr]
        if rule.pattern is not None and not _skips_first(rule.pattern):
            first_e = _surely_evaluated(rule.pattern)
            if self.record_literal(first_e) is not None:
                return False  # (tested on the record first)
            nodes = list(_walk_expr(first_e))
        else:
            first: N.Stmt | None = rule.body
            while isinstance(first, N.Block) and first.body:
                first = first.body[0]
            if isinstance(first, N.If):  # (its test: ``{ if ($2 > max) max = $2 }``)
                test = _surely_evaluated(first.test)
                if self.record_literal(test) is not None:
                    return False  # (tested on the record first)
                nodes = list(_walk_expr(test))
            elif not isinstance(first, (N.Print, N.ExprStmt)):
                return False
            else:
                nodes = list(_walk_stmt(first))
        return any(
            (isinstance(n, N.Field) and n.index != N.Num(0.0))
            or (isinstance(n, N.Var) and n.name == "NF")
            for n in nodes
        )

    # -- helpers -------------------------------------------------------------------------
    def new_tmp(self) -> str:
        self.tmp += 1
        return f"_t{self.tmp}"

    def const(self, value: Any) -> str:
        name = f"C{len(self.consts)}"
        self.consts[name] = value
        return name

    def regex(self, src: str) -> str:
        if self.uses_icase:
            return f"RT.dre({src!r})"
        name = self.regexes.get(src)
        if name is None:
            try:
                compile_awk(src)
            except RegexError as e:  # a regex constant is checked when the program is parsed
                raise AwkSyntaxError(
                    f"error: {e}: /{src}/", self.source, self.line, -1, ""
                ) from None
            name = f"R{len(self.regexes)}"
            self.regexes[src] = name
        return name

    def search(self, src: str, subject: str) -> str:
        """A Python boolean: does regex ``src`` match ``subject`` (fixed strings use ``in``,
        anchored ones ``startswith``/``endswith``/``==``)."""
        rx = self.regex(src)
        if not self.uses_icase:
            pat = compile_awk(src)
            lit = literal_text(pat)
            if lit is not None:
                return f"({lit!r} in {subject})"
            anchored = _anchored(pat)
            if anchored is not None:
                how, lit = anchored
                if how == "==":
                    return f"({subject} == {lit!r})"
                if len(lit) == 1:  # (a slice of one character: ~15 ns less than the call)
                    cut = "[:1]" if how == "startswith" else "[-1:]"
                    return f"(({subject}){cut} == {lit!r})"
                return f"({subject}).{how}({lit!r})"
            alts = _literal_alternatives(pat)
            if alts is not None:
                # (``/alpha|beta/``: str tests, ~3x faster than re's search of a line)
                t = self.new_tmp()
                tests = [f"{lit!r} in {t}" for lit in alts]
                tests[0] = f"{alts[0]!r} in ({t} := {subject})"
                return f"({' or '.join(tests)})"
        if self.uses_icase:
            return f"({rx}.search({subject}) is not None)"
        piece = required_piece(compile_awk(src))
        if piece is not None and len(piece) >= 2:
            # (a str test first: most subjects may lack what every match holds, and re
            # tries a pattern without a literal start at every position)
            t = self.new_tmp()
            return f"({piece!r} in ({t} := {subject}) and {rx}_s.search({t}) is not None)"
        return f"({rx}_s.search({subject}) is not None)"  # (see compile_program)

    def is_array_name(self, name: str) -> bool:
        if name in self.locals:
            return name in self.local_arrays
        return name in self.global_arrays

    def arr_ref(self, name: str) -> str:
        if name in self.locals:
            return f"L_{name}"
        self.globals_used.add(name)
        return f"V_{name}"

    def err(self, msg: str) -> AwkSyntaxError:
        return AwkSyntaxError(msg, self.source, self.line, -1, "")

    # -- expressions ---------------------------------------------------------------------
    def ex(self, e: N.Expr) -> tuple[str, str]:
        """Compile to (python expression, kind)."""
        if isinstance(e, N.Num):
            v = e.value
            if math.isinf(v) or math.isnan(v):
                return self.const(v), "num"
            return repr(v), "num"
        if isinstance(e, N.Str):
            return repr(e.value), "str"
        if isinstance(e, N.Group):
            return self.ex(e.expr)
        if isinstance(e, N.Regex):
            return f"(1.0 if {self.search(e.source, self.rec0())} else 0.0)", "num"
        if isinstance(e, N.Var):
            name = e.name
            if name in self.var_alias:
                return self.var_alias[name], "fld"
            if name in self.locals:
                if name in self.raw_cand:
                    self.raw_bad.add(name)  # (read where its type matters)
                if name in self.fed:  # (an array where a scalar is read: fatal)
                    return f"_pscalar(L_{name}, {name!r}, {self.line})", "any"
                return f"L_{name}", "num" if name in self.known else "any"
            if name in _ATTR_VARS:
                if self.lean:
                    return ("(_nr0 + _k)" if name == "NR" else "(_fnr0 + _k)"), "num"
                if name in self.valued_counters:
                    return f"RT.get_{name.lower()}()", "any"
                return _ATTR_VARS[name], "num"
            if name == "NF":
                if self.pure:
                    self.all_fields = True
                    return f"float(len({self.fields()}))", "num"
                if self.split_now:
                    return "float(len(RT.fields))", "num"
                return "RT.get_nf()", "num"
            self.globals_used.add(name)
            if name in self.global_arrays:  # (an array where a scalar is read: fatal)
                return f"_scalar(V_{name}, {name!r}, {self.line})", "any"
            known = name in self.known or name in self.batch_known
            return f"V_{name}", "num" if known else "any"
        if isinstance(e, N.Field):
            if (
                self.typed_reads is not None
                and _field_no(e) != 0
                and (self.typed_reads is _ALL or id(e) in self.typed_reads)
            ):
                if self.wlocal:
                    k = _field_no(e)
                    if isinstance(k, int):  # (_ftget inline)
                        t = self.new_tmp()
                        plain = self.pure_field(e.index)
                        return (
                            f"({t} if _FT is not None and ({t} := _FT.get({k})) is not None "
                            f"else SN({plain}))",
                            "any",
                        )
                    self.all_fields = True
                    idx = self.field_index(e.index)
                    return f"_ftget(_FT, {self.fields()}, {idx}, _rec, RT.ofs)", "any"
                if not self.pure:
                    return f"RT.fval({self.field_index(e.index)})", "any"
            if self.pure:
                return self.pure_field(e.index), "fld"
            return self.fget(self.field_index(e.index)), "fld"
        if isinstance(e, N.Index):
            raw = self.raw_read(e)
            if raw is not None:  # (a piece of a split: a strnum)
                t = self.new_tmp()
                return f"(SN({t}) if ({t} := {raw}).__class__ is str else {t})", "any"
            return f"{self.arr_ref(e.name)}[{self.key(e.subs)}]", "any"
        if isinstance(e, N.Assign):
            return self.assign_expr(e), "any" if e.op == "=" else "num"
        if isinstance(e, N.Cond):
            a, ka = self.ex(e.yes)
            b, kb = self.ex(e.no)
            if ka == kb and ka != "fld":
                return f"({a} if {self.cond(e.test)} else {b})", ka
            return f"({self.val(e.yes)} if {self.cond(e.test)} else {self.val(e.no)})", "any"
        if isinstance(e, N.Binary):
            op = e.op
            if op in ("+", "-", "*"):
                return f"({self.num(e.left)} {op} {self.num(e.right)})", "num"
            right = e.right
            while isinstance(right, N.Group):
                right = right.expr
            if isinstance(right, N.Num) and right.value != 0.0 and right.value == right.value:
                # (a constant divisor that is not 0: no test of it)
                if op == "/":
                    return f"({self.num(e.left)} / {self.num(right)})", "num"
                if op == "%":  # (math.fmod of an infinity raises: gawk's -nan, _fmodx)
                    t = self.new_tmp()
                    if 0.0 < right.value < math.inf:
                        # Python's % is C's fmod for a finite x > 0 and a divisor > 0 (~12 ns
                        # less than the call); 0, -0, negatives, inf and nan: fmod
                        c = self.num(right)
                        return (
                            f"({t} % {c} if 0.0 < ({t} := {self.num(e.left)}) < _INF else "
                            f"_fmod({t}, {c}) if {t} - {t} == 0 else _fmodx({t}))",
                            "num",
                        )
                    return (
                        f"(_fmod({t}, {self.num(right)}) if ({t} := {self.num(e.left)}) - {t} == 0"
                        f" else _fmodx({t}))",
                        "num",
                    )
            if op == "/":
                return f"_div({self.num(e.left)}, {self.num(e.right)}, {self.line})", "num"
            if op == "%":
                return f"_mod({self.num(e.left)}, {self.num(e.right)}, {self.line})", "num"
            if op == "^":
                return f"_pow({self.num(e.left)}, {self.num(e.right)})", "num"
            if op == "concat":
                parts: list[str] = []
                self._concat_parts(e, parts)
                # (the length checked inline: _cat is called only to report it)
                t = self.new_tmp()
                return (
                    f"({t} if len({t} := {' + '.join(parts)}) <= _MAXS else _cat({t}, {self.line}))",
                    "str",
                )
            return f"(1.0 if {self.cond(e)} else 0.0)", "num"
        if isinstance(e, (N.Match, N.In)):
            return f"(1.0 if {self.cond(e)} else 0.0)", "num"
        if isinstance(e, N.Unary):
            if e.op == "-":
                return f"(-{self.num(e.operand)})", "num"
            if e.op == "+":
                return self.num(e.operand), "num"
            return f"(0.0 if {self.cond(e.operand)} else 1.0)", "num"
        if isinstance(e, N.IncDec):
            return self.incdec_expr(e), "num"
        if isinstance(e, N.Call):
            return self.call(e), "any"
        if isinstance(e, N.Builtin):
            return self.builtin(e)
        return self.getline(e), "num"

    def _concat_parts(self, e: N.Expr, out: list[str]) -> None:
        if isinstance(e, N.Binary) and e.op == "concat":
            self._concat_parts(e.left, out)
            self._concat_parts(e.right, out)
        else:
            out.append(self.str_(e, cached=True))

    def hoisted_num(self, e: N.Expr) -> str | None:
        """``_N_x``, the number of global x taken when a lean main_batch starts, for a
        variable that nothing assigns while it runs (``-v n=5 '{ s += $1 * n }'``: the
        strnum converted once, not per record); else None."""
        while isinstance(e, N.Group):
            e = e.expr
        if not (self.lean and not self.in_func and isinstance(e, N.Var)):
            return None
        name = e.name
        if (
            name in self.locals
            or name in self.known
            or name in self.batch_assigned
            or not self.typable(name)
        ):
            return None
        self.globals_used.add(name)
        self.hoisted.add(name)
        return f"_N_{name}"

    def raw_param(self, e: N.Expr) -> str | None:
        """``L_x`` for a parameter x that may hold a field's plain text (see
        compile_function), read as a number or a string; else None."""
        while isinstance(e, N.Group):
            e = e.expr
        if isinstance(e, N.Var) and e.name in self.raw_cand:
            return f"L_{e.name}"
        return None

    def num(self, e: N.Expr) -> str:
        h = self.hoisted_num(e)
        if h is not None:
            return h
        p = self.raw_param(e)
        if p is not None:
            return self.known_num(p[2:], p)
        raw = self.raw_read(e)
        if raw is not None:
            t = self.new_tmp()
            return (
                f"(int({t}) + 0.0 if ({t} := {raw}).isdigit() and {t}.isascii() "
                f"and len({t}) < 300 else _s2n({t}))"
            )
        code, kind = self.ex(e)
        if kind == "num":
            return code
        if kind == "fld":
            m = _FIELD_CODE.fullmatch(code)
            if m is not None and int(m.group(1) or m.group(2)) + 1 in self.num_fields:
                fn, text = self.fld_fnum(code)
                t = self.new_tmp()
                return f"({t} if ({t} := {fn}) is not None else _s2n({text}))"
            # fields are mostly plain digits: float() them without a call (and words, whose
            # number is 0: ``for (i = 1; i <= NF; i++) s += $i`` over "word 123" lines, and
            # decimals, ``8.23``: ~30 % less than _s2n's call)
            t = self.new_tmp()
            conv = (
                f"(int({t}) + 0.0 if ({t} := {code}).isdigit() and {self.ascii(t)} and "
                f"len({t}) < 300 else 0.0 if {t}.isalpha() else float({t}) if "
                f"{t}.removeprefix('-')"
                f".replace('.', '', 1).isdigit() "
                f"and {self.ascii(t)} else _s2n({t}))"
            )
            return self.dec0_conv((m.group(1) or m.group(2)) if m is not None else None, conv)
        if kind == "str":
            if isinstance(e, N.Str):
                return f"_s2n({code})"
            # (a string of digits, ``substr($0, 5, 3) + 0``, without a call too)
            t = self.new_tmp()
            return (
                f"(int({t}) + 0.0 if ({t} := {code}).isdigit() and {t}.isascii() "
                f"and len({t}) < 300 else _s2n({t}))"
            )
        return self.fnum(code)

    def ascii(self, field: str) -> str:
        """A Python boolean: is ``field`` (a variable holding a field) all ASCII (so that
        its ``isdigit`` means digits 0-9): known for a whole batch in a pure main_batch
        (``_asc``, its fields are pieces of its records; ``isascii`` costs ~15 ns)."""
        if self.pure and not self.wlocal:
            return f"(_asc or {field}.isascii())"
        return f"{field}.isascii()"

    def fld_fnum(self, code: str) -> tuple[str, str]:
        """(the code of the number of field text ``code`` that looks numeric, else None;
        the code of its text for the string comparison then).

        Decision: in a lean main_batch whose fields never change, a constant field read as
        a number more than once in the rules (``{total += $2; if ($2 > max) max = $2}``)
        is converted once per record (``_V<i>``, False until then: see compile_rules)."""
        m = _FIELD_CODE.fullmatch(code)
        i = (m.group(1) or m.group(2)) if m is not None else None
        t = self.new_tmp()
        # (a decimal, ``-12.75``, without field_num's call: what it gives such a text)
        conv = (
            f"(int({t}) + 0.0 if ({t} := {code}).isdigit() and {self.ascii(t)} and len({t}) "
            f"< 300 else float({t}) "
            f"if {t}.removeprefix('-').replace('.', '', 1).isdigit() and {self.ascii(t)} "
            f"else _fnum({t}))"
        )
        conv = self.dec0_conv(i, conv)
        if i is not None and int(i) + 1 in self.num_fields:
            self.cached_fields.add(i)
            return f"(_V{i} if _V{i} is not False else (_V{i} := {conv}))", code
        return conv, t

    def dec0_conv(self, i: str | None, conv: str) -> str:
        """``conv``, the code of the number of field ``$(i + 1)``, for $1 in a lean
        main_batch that splits every record first (``dec0_ok``): the number that main_batch
        converted with the batch's others when its records are each one plain decimal
        (``_n0``, else None).

        Decision: over records that are each one decimal (``-123.456``), the tests of each
        before its float() (~100 ns: isdigit, removeprefix, replace...) were a fifth of
        ``{x = $1 + 0; if (x < 0) n++}``; one bytes.translate of the batch tells."""
        if i != "0" or not self.dec0_ok:
            return conv
        self.dec0 = True
        return f"(_n0 if _n0 is not None else {conv})"

    def dyn_str(self, code: str, conv: str) -> str:
        """The string of a dynamic value (strings, the common case, without a call)."""
        if code.isidentifier():
            v = code
            head = f"({v} if {v}.__class__ is not float"
        else:
            v = self.new_tmp()
            head = f"({v} if ({v} := {code}).__class__ is not float"
        # integral numbers print as integers whatever CONVFMT/OFMT are
        return f"{head} else str(int({v})) if {v}.is_integer() else {conv}({v}))"

    def known_num(self, name: str, code: str) -> str:
        """The number of variable ``name`` (``code``: its Python name)."""
        known = name in self.known or name in self.batch_known
        return code if known else self.fnum(code)

    def fnum(self, code: str) -> str:
        """The number of a dynamic value (floats, the common case, and strings of digits,
        such as a field kept in a variable, without a call)."""
        if code.isidentifier():
            v, head = code, f"({code} if {code}.__class__ is float"
        else:
            v = self.new_tmp()
            head = f"({v} if ({v} := {code}).__class__ is float"
        return (
            f"{head} else int({v}) + 0.0 if {v}.isdigit() and {v}.isascii() and len({v}) < 300 "
            f"else _s2n({v}))"
        )

    def str_(self, e: N.Expr, cached: bool = False) -> str:
        """``e`` as a Python str; ``cached``: a number's text through the run's cache of
        whole numbers' texts (``_kcg``/``_kstr``, for keys and concatenations, whose numbers
        tend to repeat: ``h[int($2/1000)]++``, ``"out" $1 % 4``)."""
        raw = self.raw_read(e)
        if raw is not None:
            return raw
        p = self.raw_param(e)
        if p is not None:
            return self.dyn_str(p, "tostr")
        code, kind = self.ex(e)
        if kind in ("str", "fld"):
            return code
        if code in ("(_nr0 + _k)", "(_fnr0 + _k)"):
            # NR/FNR of a lean main_batch (``a[NR] = $0``): an int sum when the batch
            # starts at a whole number (``_nri``/``_fnri``, see compile_rules), ~50 ns less
            # than str(int()) of the float
            i = code[1:-5].strip().replace("0", "i")
            return f"(str({i} + _k) if {i} is not None else tostr({code}))"
        if kind == "num":
            if isinstance(e, N.Num) and e.value.is_integer() and abs(e.value) < 1e15:
                return repr(str(int(e.value)))
            # integral numbers (counters, NR...) print as integers whatever CONVFMT is
            t = self.new_tmp()
            if cached:  # (a dict hit is ~100 ns less than str(int()))
                return f"(_kcg({t} := {code}) or _kstr({t}))"
            return f"(str(int({t})) if ({t} := {code}).is_integer() else tostr({t}))"
        return self.dyn_str(code, "tostr")

    def val(self, e: N.Expr) -> str:
        """A storable awk value (fields become StrNum)."""
        code, kind = self.ex(e)
        if kind == "fld":
            return f"SN({code})"
        return code

    def cond(self, e: N.Expr) -> str:
        """A Python boolean expression."""
        if isinstance(e, N.Group):
            return self.cond(e.expr)
        lit = self.record_literal(e) if self.pure and not self.wlocal else None
        if lit is not None:
            # (the record is split only when it holds the text: see record_literal)
            code = self.cond_(e)
            if self.eager and not re.search(r"\bR\d+", code):
                # (split already, and the test is a str test of a field, ``$4 ~ /^5/``:
                # the record's test first would cost about as much)
                return code
            return f"((_mode == 2 or {lit!r} in _rec) and {code})"
        return self.cond_(e)

    def record_literal(self, e: N.Expr) -> str | None:
        """A text that the record holds when test ``e`` on a field is true: ``$k == "GET"``
        and ``$k ~ /GET/`` (or ``/^GET/``...) need "GET" in $0, as a field is a piece of it
        (not so in CSV mode, where ``_mode`` is 2). Else None.

        Decision: a field test as a pattern splits every record; its text tested in $0
        first splits only the records that may match: ``$2 == "POST" {n++; s += $5}``
        over 200,000 records (a quarter POST) 45 -> 25 ms."""
        while isinstance(e, N.Group):
            e = e.expr
        if self.uses_icase:
            return None
        if isinstance(e, N.Binary) and e.op == "==":
            pair = (e.left, e.right)
            for f, other in (pair, pair[::-1]):
                while isinstance(f, N.Group):
                    f = f.expr
                while isinstance(other, N.Group):
                    other = other.expr
                if self._plain_field(f) and isinstance(other, N.Str) and other.value:
                    return other.value
            return None
        if isinstance(e, N.Match) and not e.negate and self._plain_field(e.left):
            r = e.regex
            while isinstance(r, N.Group):
                r = r.expr
            if not isinstance(r, N.Regex):
                return None
            try:
                pat = compile_awk(r.source)
            except RegexError:
                return None  # (reported as any regex constant)
            lit = literal_text(pat)
            if lit is None:
                anchored = _anchored(pat)
                lit = anchored[1] if anchored is not None else None
            return lit or None
        return None

    @staticmethod
    def _plain_field(e: N.Expr) -> bool:
        """Whether ``e`` is a field ``$k`` of a constant k > 0."""
        while isinstance(e, N.Group):
            e = e.expr
        return (
            isinstance(e, N.Field)
            and isinstance(e.index, N.Num)
            and e.index.value >= 1
            and e.index.value.is_integer()
        )

    def cond_(self, e: N.Expr) -> str:
        if isinstance(e, N.Group):
            return self.cond(e.expr)
        if isinstance(e, N.Regex):
            return self.search(e.source, self.rec0())
        if isinstance(e, N.Binary):
            op = e.op
            if op == "&&":
                return f"({self.cond(e.left)} and {self.cond(e.right)})"
            if op == "||":
                return f"({self.cond(e.left)} or {self.cond(e.right)})"
            if op in ("<", "<=", "==", "!=", ">", ">="):
                return self.compare(op, e.left, e.right)
        if isinstance(e, N.Unary) and e.op == "!":
            return f"(not {self.cond(e.operand)})"
        if isinstance(e, N.Match):
            r = e.regex
            while isinstance(r, N.Group):
                r = r.expr
            if isinstance(r, N.Regex):
                found = self.search(r.source, self.str_(e.left))
                return f"(not {found})" if e.negate else found
            neg = "" if e.negate else "not "
            if not self.uses_icase:
                # a dynamic regex: the last one's pattern when it is the same string (``$1
                # ~ re`` per record), without a call
                t = self.new_tmp()
                rx = (
                    f"(RT.dre_sel if ({t} := {self.val(e.regex)}) is RT.dre_src else RT.dre_s({t}))"
                )
                return f"({rx}.search({self.str_(e.left)}) is {neg}None)"
            rx = self.regex_arg(e.regex)
            return f"({rx}.search({self.str_(e.left)}) is {neg}None)"
        if isinstance(e, N.In):
            return f"({self.key(e.subs)} in {self.arr_ref(e.name)})"
        if (
            isinstance(e, N.Builtin)
            and e.name == "index"
            and not self.uses_icase
            and all(_effect_free(a) for a in e.args)
        ):
            # (``if (index(s, t))``: whether t is in s, without its position; evaluated
            # t first, which nothing can show)
            return f"({self.str_(e.args[1])} in {self.str_(e.args[0])})"
        code, kind = self.ex(e)
        if kind == "num":
            return f"({code} != 0.0)"
        if kind == "str":
            return f"({code} != '')"
        if kind == "fld":
            return f"truth(SN({code}))"
        return f"truth({code})"

    def compare(self, op: str, left: N.Expr, right: N.Expr) -> str:
        a, ka = self.ex(left)
        b, kb = self.ex(right)
        if ka == "num" and kb == "num":
            # length(x) against a whole constant: ints, without float() (``length($1) > 8``)
            ia, ib = _as_int(left, a), _as_int(right, b)
            if ia is not None and ib is not None and "len(" in ia + ib:
                return f"({ia} {op} {ib})"
            return f"({a} {op} {b})"
        if not self.uses_icase and {ka, kb} == {"fld", "num"}:
            return self.compare_field_num(op, a, b, right if ka == "fld" else left, ka == "fld")
        if {ka, kb} == {"any", "num"}:
            # floats (the common dynamic value) compare directly, the rest through RT.cmp
            ta, tb = self.new_tmp(), self.new_tmp()
            if ka == "any":
                return (
                    f"(({ta} {op} {b}) if ({ta} := {a}).__class__ is float "
                    f"else (RT.cmp({ta}, {b}) {op} 0))"
                )
            test = f"({tb} := {b}).__class__ is float"
            if isinstance(left, N.Num):
                return f"(({a} {op} {tb}) if {test} else (RT.cmp({a}, {tb}) {op} 0))"
            return (
                f"(({ta} := {a}), (({ta} {op} {tb}) if {test} else (RT.cmp({ta}, {tb}) {op} 0)))[1]"
            )
        if (ka == "str" or kb == "str") and not self.uses_icase:
            return f"({self.str_(left)} {op} {self.str_(right)})"
        if not self.uses_icase and {ka, kb} == {"fld", "any"}:
            var_e = right if ka == "fld" else left
            while isinstance(var_e, N.Group):
                var_e = var_e.expr
            if self.hoisted_num(var_e) is not None:
                # a field against a global that nothing assigns in the batch (``$3 >
                # min``): numbers compared directly when both are, else as _cmpf does
                assert isinstance(var_e, N.Var)
                c = f"_C_{var_e.name}"
                v = self.new_tmp()
                fld, var = (a, b) if ka == "fld" else (b, a)
                fn, t = self.fld_fnum(fld)
                test = f"({v} := {fn}) is not None and {c} is not None"
                # (a global that does not look numeric, ``-v m=GET``, compares as a string
                # whatever the field is: the texts without a call)
                if ka == "fld":
                    return (
                        f"(({fld} {op} {var}) if {c} is None else ({v} {op} {c}) if {test} "
                        f"else (_cmpf({t}, {var}, RT.convfmt) {op} 0))"
                    )
                return (
                    f"(({var} {op} {fld}) if {c} is None else ({c} {op} {v}) if {test} "
                    f"else (_cmptf({var}, {t}, RT.convfmt) {op} 0))"
                )
        fld_e = left if ka == "fld" else right
        if (
            not self.uses_icase
            and {ka, kb} == {"fld", "any"}
            and (b if ka == "fld" else a).isidentifier()
            and not any(
                isinstance(n, (N.Assign, N.IncDec, N.Call, N.Getline, N.Builtin))
                for n in _walk_expr(fld_e)
            )
        ):
            # a field against a variable (``$2 > max``): a field of digits and a number or a
            # strnum of digits compared as numbers inline, the rest by _cmpf / _cmptf
            t = self.new_tmp()
            fld, u = (a, b) if ka == "fld" else (b, a)
            var_e = right if ka == "fld" else left
            while isinstance(var_e, N.Group):
                var_e = var_e.expr
            if self.batch_mode and isinstance(var_e, N.Var) and not self.in_func:
                # Decision: in main_batch, the number of the variable's value is kept with
                # the value it is of (``_Cv_x``/``_Cn_x``, main_batch's locals: the same
                # object, the same number), so a strnum the rule stored (``max = $2``) is
                # not tested and converted again for every record; the field's number by
                # _fnum when not plain digits (``-12.5``). ``$2 > max {max = $2}`` over
                # 1M records 308 -> 230 ms.
                g = var_e.name
                self.cmp_cached.add(g)
                x, y = self.new_tmp(), self.new_tmp()
                cv, cn = f"_Cv_{g}", f"_Cn_{g}"
                fn, t = self.fld_fnum(fld)
                test = (
                    f"({x} := {fn}) is not None and ({y} := ({u} if {u}.__class__ is "
                    f"float else {cn} if {u} is {cv} else ({cn} := _cmpnum({cv} := {u})))) "
                    "is not None"
                )
                if ka == "fld":
                    return f"(({x} {op} {y}) if {test} else (_cmpf({t}, {u}, RT.convfmt) {op} 0))"
                return f"(({y} {op} {x}) if {test} else (_cmptf({u}, {t}, RT.convfmt) {op} 0))"
            fast = (
                f"({t} := {fld}).isdigit() and {self.ascii(t)} and ({u}.__class__ is float or "
                f"({u}.__class__ is SN and {u}.isdigit() and {u}.isascii()))"
            )
            return self._field_any(op, ka == "fld", t, u, fast)
        if (
            not self.uses_icase
            and {ka, kb} == {"fld", "any"}
            and not any(
                isinstance(n, (N.Assign, N.IncDec, N.Call, N.Getline, N.Builtin))
                for n in (*_walk_expr(left), *_walk_expr(right))
            )
        ):
            # a field against an element (``$3 > max[$2]``): as against a variable, the
            # element read once (both sides are free of effects: in either order)
            t, u = self.new_tmp(), self.new_tmp()
            fld, other = (a, b) if ka == "fld" else (b, a)
            raw = self.raw_read(right if ka == "fld" else left)
            if raw is not None:  # (a field kept as it is, unless a strnum is needed)
                fast = (
                    f"(({t} := {fld}).isdigit() & (({u} := {raw}).__class__ is str and "
                    f"{u}.isdigit())) and {u}.isascii() and {self.ascii(t)}"
                )
                return self._field_any(op, ka == "fld", t, u, fast, f"_sn({u})")
            fast = (
                f"(({t} := {fld}).isdigit() & (({u} := {other}).__class__ is float or "
                f"({u}.__class__ is SN and {u}.isdigit() and {u}.isascii()))) and {self.ascii(t)}"
            )
            return self._field_any(op, ka == "fld", t, u, fast)
        if not self.uses_icase and ka == "fld" and kb in ("fld", "any"):
            vb = f"SN({b})" if kb == "fld" else b
            return f"(_cmpf({a}, {vb}, RT.convfmt) {op} 0)"
        if not self.uses_icase and ka == "any" and kb == "fld":
            return f"(_cmptf({a}, {b}, RT.convfmt) {op} 0)"
        if ka == "any" and kb == "any":
            # two numbers (``x > max``) compare directly (``&``: both are evaluated)
            # and two strnums of digits (``a > b`` of fields given to a function) as theirs
            ta, tb = self.new_tmp(), self.new_tmp()
            digits = (
                f"{ta}.__class__ is SN and {tb}.__class__ is SN and {ta}.isdigit() and "
                f"{tb}.isdigit() and {ta}.isascii() and {tb}.isascii()"
            )
            return (
                f"(({ta} {op} {tb}) if (({ta} := {a}).__class__ is float) & "
                f"(({tb} := {b}).__class__ is float) else (float({ta}) {op} float({tb})) "
                f"if {digits} else (RT.cmp({ta}, {tb}) {op} 0))"
            )
        va = f"SN({a})" if ka == "fld" else a
        vb = f"SN({b})" if kb == "fld" else b
        return f"(RT.cmp({va}, {vb}) {op} 0)"

    def _field_any(
        self, op: str, fld_left: bool, t: str, u: str, fast: str, val: str | None = None
    ) -> str:
        """A field's text ``t`` against a value ``u`` by ``op``: as numbers when ``fast``
        (which binds both: the field is digits, the value a number or a strnum of digits),
        else by ``_cmpf``/``_cmptf`` (of ``val``: u as a value, when it is not)."""
        un = f"({u} if {u}.__class__ is float else float({u}))"
        v = u if val is None else val
        if fld_left:
            return f"((float({t}) {op} {un}) if {fast} else (_cmpf({t}, {v}, RT.convfmt) {op} 0))"
        return f"(({un} {op} float({t})) if {fast} else (_cmptf({v}, {t}, RT.convfmt) {op} 0))"

    def compare_field_num(self, op: str, a: str, b: str, num_e: N.Expr, fld_left: bool) -> str:
        """An input field against a number: numeric when the field looks numeric, else as
        strings (the number converted with CONVFMT). Operands are evaluated left to right."""
        fld, num_ = (a, b) if fld_left else (b, a)
        v = self.new_tmp()
        const = isinstance(num_e, N.Num)
        # (plain digits, the common case, without a call)
        fn, t = self.fld_fnum(fld)
        test = f"({v} := {fn}) is not None"
        if fld_left:
            if const and num_e.value.is_integer() and abs(num_e.value) < 1e15:
                ns = repr(str(int(num_e.value)))
            else:
                ns = f"tostr({num_})"
            return f"(({v} {op} {num_}) if {test} else ({t} {op} {ns}))"
        if const:
            if num_e.value.is_integer() and abs(num_e.value) < 1e15:
                ns = repr(str(int(num_e.value)))
            else:
                ns = f"tostr({num_})"
            return f"(({num_} {op} {v}) if {test} else ({ns} {op} {t}))"
        n = self.new_tmp()
        return f"(({n} := {num_}), (({n} {op} {v}) if {test} else (tostr({n}) {op} {t})))[1]"

    def lvalue(self, target: N.Var | N.Field | N.Index) -> tuple[str, Callable[[str], str]]:
        """(the string value of ``target`` of sub/gsub, a maker of code assigning to it)
        where an array subscript or a field number is evaluated once (``gsub(/a/, "b",
        x[i++])``); a field past NF is created, as gawk does (NF grows, $0 stays)."""
        if isinstance(target, N.Index) and not all(
            isinstance(s, (N.Num, N.Str, N.Var)) for s in target.subs
        ):
            k = self.new_tmp()
            arr = self.arr_ref(target.name)
            read = self.dyn_str(f"{arr}[({k} := {self.key(target.subs)})]", "tostr")
            return read, lambda v: f"_aset({arr}, {k}, {v})"
        if isinstance(target, N.Field) and not isinstance(target.index, N.Num):
            k = self.new_tmp()
            read = self.fref(f"({k} := {self.field_index(target.index)})")
            return read, lambda v: self.fset(k, v)
        if isinstance(target, N.Field) and target.index != N.Num(0.0):
            read = self.fref(self.field_index(target.index))
            return read, lambda v: self.assign_to(target, v)
        return self.str_(target), lambda v: self.assign_to(target, v)

    def fref(self, idx: str) -> str:
        """``$idx`` as the target of sub/gsub (see :meth:`lvalue`)."""
        if self.wlocal:
            f = self.fields()
            if idx.isdigit() and idx != "0":  # (a field that exists without a call)
                return f"({f}[{int(idx) - 1}] if len({f}) >= {idx} else _fref({f}, {idx}, _rec, RT.ofs))"
            return f"_fref({f}, {idx}, _rec, RT.ofs)"
        return f"RT.fref({idx})"

    def split_literal(self, sep: N.Expr | None) -> str | None:
        """The text that separator ``sep`` of ``split`` (a constant) matches when it is a
        fixed one (a character other than a blank, a regex matching one text), else None."""
        while isinstance(sep, N.Group):
            sep = sep.expr
        if isinstance(sep, N.Str) and len(sep.value) == 1 and sep.value != " ":
            return sep.value
        if self.uses_icase or not isinstance(sep, (N.Str, N.Regex)):
            return None
        src = sep.value if isinstance(sep, N.Str) else sep.source
        if isinstance(sep, N.Str) and len(src) < 2:
            return None  # (" ": awk's blanks; "": characters)
        try:
            lit = literal_text(compile_awk(src))
        except RegexError:
            return None  # (the run reports it)
        return lit or None

    def subn_template(self, rx: N.Expr, repl: N.Expr) -> str | None:
        """The template of ``re.subn`` doing sub/gsub of regex constant ``rx`` by string
        constant ``repl`` (see :func:`builtins.subn_template`), else None."""
        while isinstance(rx, N.Group):
            rx = rx.expr
        if self.uses_icase or not isinstance(rx, N.Regex) or not isinstance(repl, N.Str):
            return None
        return B.subn_template(compile_awk(rx.source), repl.value)

    def anchored_sub(self, rx: N.Expr, repl: N.Expr) -> tuple[str, str, str] | None:
        """(how, the text, its replacement) when sub/gsub's regex is a constant text
        anchored at the start or end (see :func:`_anchored`) and the replacement a string
        constant; else None."""
        while isinstance(rx, N.Group):
            rx = rx.expr
        if self.uses_icase or not isinstance(rx, N.Regex) or not isinstance(repl, N.Str):
            return None
        anchored = _anchored(compile_awk(rx.source))
        if anchored is None:
            return None
        how, lit = anchored
        r = B.make_repl(repl.value)
        if not isinstance(r, str):
            r = r(B.FixedMatch(lit))  # pyright: ignore[reportArgumentType]
        return how, lit, r

    def fixed_sub(self, rx: N.Expr, repl: N.Expr) -> tuple[str, str] | None:
        """(the fixed string, its replacement) when sub/gsub's regex is a constant that
        matches one fixed string and the replacement a string constant; else None."""
        if isinstance(rx, N.Group):
            rx = rx.expr
        if self.uses_icase or not isinstance(rx, N.Regex) or not isinstance(repl, N.Str):
            return None
        self.regex(rx.source)  # (checked as any regex constant)
        lit = literal_text(compile_awk(rx.source))
        if not lit:
            return None
        r = B.make_repl(repl.value)
        if not isinstance(r, str):
            r = r(B.FixedMatch(lit))  # pyright: ignore[reportArgumentType]
        return lit, r

    def regex_arg(self, e: N.Expr) -> str:
        if isinstance(e, N.Regex):
            return self.regex(e.source)
        if isinstance(e, N.Group) and isinstance(e.expr, N.Regex):
            return self.regex(e.expr.source)
        return f"RT.dre({self.val(e)})"

    def rec0(self) -> str:
        if self.wlocal:  # (rebuilt on first use after a field changed)
            return f"(_rec if _rec is not None else (_rec := {self.sep('OFS')}.join(_F)))"
        return "_rec" if self.pure else "RT.get0()"

    def fget(self, idx: str) -> str:
        """``$idx`` (``idx``: the code of a field number) outside a pure main_batch's
        constant fields."""
        if self.wlocal:
            return f"_fdyn({self.fields()}, {idx}, _rec, RT.ofs)"
        return f"RT.fget({idx})"

    def fset(self, idx: str, value: str) -> str:
        """An expression assigning the awk value ``value`` to ``$idx`` (``idx``: a field
        number's code, evaluated first), whose value is ``value``."""
        if not self.wlocal:
            return f"RT.fset({idx}, {value})"
        v = self.new_tmp()
        text = f"({v} if {v}.__class__ is not float else tostr({v}))"
        # (a new $0 may hold blanks that str.split() splits on and awk does not: mode 2
        # splits it as the runtime does)
        whole = f"(_rec := {text}), (_F := None), (_mode := _mode or 2)"
        if self.typed:  # (the fields' types: see _ftset)
            whole += ", (_FT := None)"
        if idx == "0":
            return f"(({v} := {value}), {whole})[0]"
        one = f"_fput({self.fields()}, {{0}}, {text}), (_rec := None)"
        if self.typed:  # (_ftset inline: a number or a string noted, a strnum forgotten)
            one += (
                f", ((_FT.pop({{0}}, None) if _FT is not None else None) if {v}.__class__ is SN"
                f" else _FT.__setitem__({{0}}, {v}) if _FT is not None"
                f" else (_FT := {{{{{{0}}: {v}}}}}))"
            )
        if idx.isdigit():
            # (a field that exists set in place, without a call)
            f = self.fields()
            one = one.replace(
                f"_fput({f}, {{0}}, {text})",
                f"({f}.__setitem__({int(idx) - 1}, {text}) if len({f}) >= {idx} "
                f"else _fput({f}, {idx}, {text}))",
                1,
            )
            return f"(({v} := {value}), {one.format(idx)})[0]"
        i = self.new_tmp()
        return (
            f"(({i} := {idx}), ({v} := {value}), (({whole}) if {i} == 0 else ({one.format(i)})))[1]"
        )

    def pure_field(self, index: N.Expr) -> str:
        if isinstance(index, N.Var) and index.name == "NF" and "NF" not in self.locals:
            self.all_fields = True
            return f"(_F[-1] if {self.fields()} else {self.rec0()})"
        if isinstance(index, N.Var) and index.name in self.range_fields:
            return f"_F[{self.range_fields[index.name]}]"
        if isinstance(index, N.Num) and index.value >= 0 and index.value.is_integer():
            k = int(index.value)
            if k == 0:
                return self.rec0()
            self.max_field = max(self.max_field, k)
            if self.padded and k <= self.pad_to:
                return f"_F[{k - 1}]"
            return f"(_F[{k - 1}] if len({self.fields()}) >= {k} else '')"
        self.all_fields = True
        if self.wlocal:
            return self.fget(self.field_index(index))
        return f"_fdyn({self.fields()}, {self.field_index(index)}, _rec)"

    def fields(self) -> str:
        if self.eager and (not self.wlocal or self.fields_kept):
            return "_F"
        return _FIELDS

    def _keeps_fields(self) -> bool:
        """Whether the main rules never assign ``$0`` (nor a field of a computed number, nor
        by sub/gsub without a target): a lean main_batch that splits every record first then
        always has its fields (``_F``), changed or not.

        Decision: ``{$2 = $2 * 2; print}`` tested ``_F`` for None at each field read and
        store (1M records: ~8 % of its time)."""
        for r in self.prog.rules:
            if r.kind != "main":
                continue
            for n in (*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)):
                for t in _assigned(n):
                    if t is None:
                        return False
                    if isinstance(t, N.Field) and not (
                        isinstance(t.index, N.Num) and t.index.value >= 1
                    ):
                        return False
        return True

    def _store_field(self, ind: int, k: str, v: str) -> None:
        """``$k = v`` (``k`` > 0) on the record kept in locals: the fields padded to ``k``,
        the ``k``-th set, ``$0`` to be rebuilt."""
        self.emit(ind, f"if len({self.fields()}) < {k}:")
        self.emit(ind + 1, f"_F += [''] * ({k} - len(_F))")
        self.emit(ind, f"_F[{k} - 1] = {v}")
        self.emit(ind, "_rec = None")

    def out_fn(self) -> str:
        """Top-level prints of main_batch append to the output buffer directly (the record
        loop flushes it); elsewhere ``RT.out`` keeps the buffer bounded."""
        if self.in_func:
            return "RT.out"
        if self.batch_mode and self.loop_depth == 0:
            return "_out"
        if self.batch_mode or self.rule_kind in ("BEGIN", "END"):
            # Decision: prints in loops (``END {for (k in c) print k, c[k]}``) too, the
            # loop's budget check spilling the buffer (see loop_body): RT.out's call and
            # test were a third of such a loop (100,000 lines printed: ~10 ms less)
            return "_out"
        return "RT.out"

    def field_index(self, e: N.Expr) -> str:
        if isinstance(e, N.Num) and e.value >= 0 and e.value.is_integer():
            return str(int(e.value))
        if self.pure and isinstance(e, N.Var) and e.name == "NF" and "NF" not in self.locals:
            self.all_fields = True
            return f"len({self.fields()})"
        t = self.new_tmp()  # (RT.fidx: a negative one, NaN, one past C's long)
        return f"(int({t}) if 0 <= ({t} := {self.num(e)}) < 9.2e18 else RT.fidx({t}))"

    def key(self, subs: tuple[N.Expr, ...]) -> str:
        if len(subs) == 1:
            return self.key1(subs[0])
        return "(" + " + RT.subsep + ".join(self.key1(s) for s in subs) + ")"

    def key1(self, e: N.Expr) -> str:
        if isinstance(e, N.Num) and e.value.is_integer() and abs(e.value) < 1e15:
            return repr(str(int(e.value)))
        # (a counter's numbers differ, a loop's i, n++: the cache only for the other keys,
        # h[int($2 / 1000)], c[x % 10], x = int($2 / 1000); h[x]++)
        while isinstance(e, N.Group):
            e = e.expr
        return self.str_(e, cached=not (isinstance(e, N.Var) and e.name in self.counters))

    # -- assignment ----------------------------------------------------------------------
    def assign_to(self, target: N.Expr, value: str) -> str:
        """An expression assigning ``value`` (python code of an awk value) to ``target``."""
        if isinstance(target, N.Group):
            target = target.expr
        if isinstance(target, N.Var):
            name = target.name
            if name in self.locals:
                if name in self.fed:
                    return f"(L_{name} := _pset(L_{name}, {value}, {name!r}, {self.line}))"
                return f"(L_{name} := {value})"
            if name == "NR":
                return f"RT.set_nr({value})"
            if name == "FNR":
                return f"RT.set_fnr({value})"
            if name == "NF":
                if self.wlocal:
                    v = self.new_tmp()
                    return f"(({v} := {value}), _setnf({self.fields()}, {v}), (_rec := None))[0]"
                return f"RT.set_nf({value})"
            if name in _HOOK_VARS:
                if name == "RS":
                    self.assigns_rs = True
                if name == "OFS" and self.wlocal:
                    # $0 changed by a field is rebuilt with the OFS before the new one
                    v = self.new_tmp()
                    return f"(({v} := {value}), {self.rec0()}, RT.setv('OFS', {v}))[2]"
                return f"RT.setv({name!r}, {value})"
            if name in self.global_arrays:
                msg = f"attempt to use array `{name}' in a scalar context"
                return f"({value}, {self.fatal(msg)})[1]"
            self.globals_used.add(name)
            self.assigned_globals.add(name)
            return f"(V_{name} := {value})"
        if isinstance(target, N.Field):
            return self.fset(self.field_index(target.index), value)
        if isinstance(target, N.Index):
            return f"_aset({self.arr_ref(target.name)}, {self.key(target.subs)}, {value})"
        raise self.err("assignment to non-lvalue")

    def assign_expr(self, e: N.Assign) -> str:
        if e.op == "=":
            return self.assign_to(e.target, self.val(e.value))
        op = e.op[0]
        rhs = self.num(e.value)
        t = e.target
        if isinstance(t, N.Group):
            t = t.expr
        if isinstance(t, N.Index):
            arr = self.arr_ref(t.name)
            return f"_aop({arr}, {self.key(t.subs)}, {op!r}, {rhs}, {self.line})"
        if isinstance(t, N.Field) and not isinstance(t.index, N.Num):
            tmp = self.new_tmp()
            # (the field number first: the value reads the field through it)
            cur = self.typed_num(tmp)
            idx = f"({tmp} := {self.field_index(t.index)})"
            return self.fset(idx, self._arith(op, cur, rhs))
        cur = self.num(t)
        return self.assign_to(t, self._arith(op, cur, rhs))

    def typed_num(self, idx: str) -> str:
        """The number of ``$idx`` (``idx``: a variable holding a field number) whose old
        value an assignment operator reads, with its type in a typed program."""
        if not self.typed:
            return f"_s2n({self.fget(idx)})"
        if self.wlocal:
            return f"num(_ftget(_FT, {self.fields()}, {idx}, _rec, RT.ofs))"
        return f"num(RT.fval({idx}))"

    def _arith(self, op: str, a: str, b: str) -> str:
        if op in "+-*":
            return f"({a} {op} {b})"
        if op == "/":
            return f"_div({a}, {b}, {self.line}, '/=')"
        if op == "%":
            return f"_mod({a}, {b}, {self.line}, '%=')"
        return f"_pow({a}, {b})"

    def incdec_expr(self, e: N.IncDec) -> str:
        d = "1.0" if e.op == "++" else "-1.0"
        t = e.target
        if isinstance(t, N.Group):
            t = t.expr
        if isinstance(t, N.Index):
            fn = "_ainc_pre" if e.prefix else "_ainc_post"
            return f"{fn}({self.arr_ref(t.name)}, {self.key(t.subs)}, {d})"
        if isinstance(t, N.Field) and not isinstance(t.index, N.Num):
            tmp = self.new_tmp()
            old = self.new_tmp()
            idx = self.field_index(t.index)
            cur = self.typed_num(tmp)
            if e.prefix:
                return self.fset(f"({tmp} := {idx})", f"{cur} + {d}")
            new = self.fset(f"({tmp} := {idx})", f"({old} := {cur}) + {d}")
            return f"({old} if {new} is not None else 0.0)"
        cur = self.num(t)
        if e.prefix:
            return f"num({self.assign_to(t, f'({cur} + {d})')})"
        old = self.new_tmp()
        return f"({old} if {self.assign_to(t, f'(({old} := {cur}) + {d})')} is not None else 0.0)"

    # -- calls ---------------------------------------------------------------------------
    def call(self, e: N.Call) -> str:
        f = self.funcs.get(e.name)
        if f is None:
            raise AwkFatal(f"function `{e.name}' not defined", e.line)
        if len(e.args) > len(f.params):
            self.warnings.append(
                f"{self.source}:{e.line}: warning: function `{e.name}' called with more arguments than declared"
            )
            e = N.Call(e.name, e.args[: len(f.params)], e.line)
        arrs = self.param_arrays.get(e.name, set())
        args: list[str] = []
        for i, a in enumerate(e.args):
            if isinstance(a, N.Var) and (i in arrs or self.is_array_name(a.name)):
                if a.name in self.locals:
                    args.append(f"(L_{a.name} := _ensure_arr(L_{a.name}, {a.name!r}))")
                else:
                    args.append(self.arr_ref(a.name))
            elif isinstance(a, N.Var) and a.name in self.locals and a.name not in self.local_arrays:
                # an untyped local may become an array in the callee
                if a.name in self.raw_cand:
                    self.raw_bad.add(a.name)  # (given as it is: the callee may test its type)
                args.append(f"L_{a.name}")
            elif i < len(f.params) and f.params[i] in self.raw_params.get(e.name, ()):
                args.append(self.ex(a)[0])  # (a field as its plain text)
            else:
                args.append(self.val(a))
        return f"F_{e.name}({', '.join(args)})"

    def arr_arg(self, e: N.Expr, fn: str, pos: int) -> str:
        """The array that argument ``pos`` (0-based) of builtin ``fn`` names; an argument
        that is not one fails when the call runs, with gawk's message."""
        if isinstance(e, N.Group):
            e = e.expr
        if not isinstance(e, N.Var) or (
            e.name not in self.locals and e.name not in self.global_arrays
        ):
            ordinal = ("first", "second", "third", "fourth")[pos]
            return self.fatal(f"{fn}: {ordinal} argument is not an array")
        if e.name in self.locals:
            return f"(L_{e.name} := _ensure_arr(L_{e.name}, {e.name!r}))"
        return self.arr_ref(e.name)

    def fatal(self, msg: str, line: int | None = None) -> str:
        """Code that fails with gawk's fatal error ``msg`` when it runs (what the program
        printed before it stays printed)."""
        return f"_fatal({msg!r}, {self.line if line is None else line})"

    def builtin(self, e: N.Builtin) -> tuple[str, str]:
        name = e.name
        a = e.args
        n = len(a)
        ln = self.line
        if name == "length":
            if n == 0:
                return f"float(len({self.rec0()}))", "num"
            x = a[0]
            if isinstance(x, N.Var) and self.is_array_name(x.name):
                return f"float(len({self.arr_ref(x.name)}))", "num"
            if isinstance(x, N.Var) and x.name in self.locals:
                return f"RT.length_of(L_{x.name})", "num"
            return f"float(len({self.str_(x)}))", "num"
        if name == "substr":
            start, length = a[1], a[2] if n == 3 else None
            if (
                isinstance(start, N.Num)
                and start.value.is_integer()
                and 1 <= start.value < 1e15
                and (length is None or (isinstance(length, N.Num) and length.value.is_integer()))
                and (length is None or 1 <= length.value < 1e15)
            ):
                # whole positive bounds: a plain slice
                i = int(start.value) - 1
                stop = "" if length is None else str(i + int(length.value))  # type: ignore[union-attr]
                return f"{self.str_(a[0])}[{i}:{stop}]", "str"
            if all(_effect_free(x) for x in a):
                # Decision: bounds of whole positive numbers (the common case) slice inline,
                # the rest by _substr (~210 ns a call against ~90): the arguments have no
                # effects, so the order the test reads them in does not show
                sv, av, bv = self.new_tmp(), self.new_tmp(), self.new_tmp()
                s0, a1 = self.str_(a[0]), self.num(a[1])
                if n == 2:
                    return (
                        f"(({s0})[int({av}) - 1:] if 1.0 <= ({av} := {a1}) < 1e18 "
                        f"else _substr({s0}, {av}))"
                    ), "str"
                b2 = self.num(a[2])
                return (
                    f"(({s0})[({sv} := int({av}) - 1):{sv} + int({bv})] "
                    f"if 1.0 <= ({av} := {a1}) < 1e18 and 1.0 <= ({bv} := {b2}) < 1e18 "
                    f"else _substr({s0}, {av}, {b2}))"
                ), "str"
            if n == 2:
                return f"_substr({self.str_(a[0])}, {self.num(a[1])})", "str"
            return f"_substr({self.str_(a[0])}, {self.num(a[1])}, {self.num(a[2])})", "str"
        if name == "index":
            if self.uses_icase:
                return f"RT.index({self.str_(a[0])}, {self.str_(a[1])})", "num"
            return f"float({self.str_(a[0])}.find({self.str_(a[1])}) + 1)", "num"
        if name == "split":
            fs = "None"
            sep = a[2] if n == 3 else None
            dest = a[1].expr if isinstance(a[1], N.Group) else a[1]
            raw = isinstance(dest, N.Var) and self.is_raw(dest.name)
            lit = self.split_literal(sep)
            if lit is not None:
                # a one-character separator other than a blank, or a regex that matches
                # one fixed text: a plain str.split
                arr = self.arr_arg(a[1], name, 1)
                return f"RT.split_char({self.str_(a[0])}, {arr}, {lit!r}, {raw})", "num"
            sep_e = a[2].expr if n == 3 and isinstance(a[2], N.Group) else sep
            if n == 3 and isinstance(sep_e, N.Str) and sep_e.value == " ":
                arr = self.arr_arg(a[1], name, 1)
                return f"RT.split_space({self.str_(a[0])}, {arr}, {raw})", "num"
            if n >= 3:
                fs = self.regex(a[2].source) if isinstance(a[2], N.Regex) else self.val(a[2])
            seps = self.arr_arg(a[3], name, 3) if n >= 4 else "None"
            arr = self.arr_arg(a[1], name, 1)
            return f"RT.split_({self.str_(a[0])}, {arr}, {fs}, {seps}, {raw})", "num"
        if name == "patsplit":
            fp = "None"
            if n >= 3:
                fp = self.regex(a[2].source) if isinstance(a[2], N.Regex) else self.str_(a[2])
            seps = self.arr_arg(a[3], name, 3) if n >= 4 else "None"
            arr = self.arr_arg(a[1], name, 1)
            return f"RT.patsplit_({self.str_(a[0])}, {arr}, {fp}, {seps})", "num"
        if name in ("sub", "gsub"):
            target: N.Expr = a[2] if n >= 3 else N.Field(N.Num(0.0))
            if isinstance(target, N.Group):
                target = target.expr
            tmp = self.new_tmp()
            rx = self.regex_arg(a[0])
            g = name == "gsub"
            if not isinstance(target, (N.Var, N.Field, N.Index)):
                return f"RT.sub_({rx}, {self.val(a[1])}, {self.str_(target)}, {g})[0]", "num"
            read, assign_to = self.lvalue(target)
            fixed = self.fixed_sub(a[0], a[1])
            if fixed is not None:
                # a fixed string by a fixed string: str.count and str.replace, inline
                lit, rep = fixed
                s_tmp = self.new_tmp()
                subject = f"({s_tmp} := {read})"
                if g:
                    assign = assign_to(f"{s_tmp}.replace({lit!r}, {rep!r})")
                    return (
                        f"(0.0 if not ({tmp} := {subject}.count({lit!r})) "
                        f"else ({assign}, float({tmp}))[1])",
                        "num",
                    )
                assign = assign_to(f"{s_tmp}.replace({lit!r}, {rep!r}, 1)")
                return f"(0.0 if {lit!r} not in {subject} else ({assign}, 1.0)[1])", "num"
            anchored = self.anchored_sub(a[0], a[1])
            if anchored is not None:
                # a text anchored at the start or the end: one match at most, tested with
                # startswith/endswith and replaced by slicing
                how, lit, rep = anchored
                s_tmp = self.new_tmp()
                subject = f"({s_tmp} := {read})"
                if how == "startswith":
                    new = f"{rep!r} + {s_tmp}[{len(lit)}:]"
                elif how == "endswith":
                    new = f"{s_tmp}[: len({s_tmp}) - {len(lit)}] + {rep!r}"
                else:
                    new = repr(rep)
                test = f"{subject} == {lit!r}" if how == "==" else f"{subject}.{how}({lit!r})"
                return f"(({assign_to(new)}, 1.0)[1] if {test} else 0.0)", "num"
            template = self.subn_template(a[0], a[1])
            rx0 = a[0]
            while isinstance(rx0, N.Group):
                rx0 = rx0.expr
            if (
                template is not None
                and isinstance(rx0, N.Regex)
                and compile_awk(rx0.source).groups == 0
            ):
                # (the texts between the matches, split, joined by the replacement: re's
                # subn costs ~60 ns more for sub, ~30 for gsub, in its template and pieces)
                parts = f"({tmp} := {rx}.split({read}{'' if g else ', 1'}))"
                assign = assign_to(f"{template!r}.join({tmp})")
                count = f"float(len({tmp}) - 1)" if g else "1.0"
                return f"(0.0 if len({parts}) < 2 else ({assign}, {count})[1])", "num"
            if template is not None:
                # a regex constant whose replacement re.subn can do: its subn, inline
                call = f"({tmp} := {rx}.subn({template!r}, {read}, {0 if g else 1}))"
                assign = assign_to(f"{tmp}[0]")
                return f"(0.0 if not {call}[1] else ({assign}, float({tmp}[1]))[1])", "num"
            call = f"({tmp} := RT.sub_({rx}, {self.val(a[1])}, {read}, {g}))"
            assign = assign_to(f"{tmp}[1]")
            return f"(0.0 if {call}[0] == 0.0 else ({assign}, {tmp}[0])[1])", "num"
        if name == "gensub":
            tgt = self.str_(a[3]) if n >= 4 else self.rec0()
            return (
                f"_gensub({self.regex_arg(a[0])}, {self.str_(a[1])}, {self.val(a[2])}, {tgt})",
                "str",
            )
        if name == "match":
            if n < 3:
                # (inline: RSTART and RLENGTH are globals, set here without a call)
                m, t = self.new_tmp(), self.new_tmp()
                for g in ("RSTART", "RLENGTH"):
                    self.globals_used.add(g)
                    self.assigned_globals.add(g)
                found = (
                    f"(({t} := {m}.start()), (V_RSTART := float({t} + 1)), "
                    f"(V_RLENGTH := float({m}.end() - {t})))[1]"
                )
                search = f"({m} := {self.regex_arg(a[1])}.search({self.str_(a[0])}))"
                missed = "((V_RSTART := 0.0), (V_RLENGTH := -1.0))[0]"
                return f"({found} if {search} is not None else {missed})", "num"
            arr = self.arr_arg(a[2], name, 2)
            return f"RT.match_({self.str_(a[0])}, {self.regex_arg(a[1])}, {arr})", "num"
        if name == "sprintf":
            if n == 0:
                raise AwkFatal("sprintf: no arguments", ln)
            return self.format_call(a[0], a[1:]), "str"
        if name == "tolower":
            return f"_lower({self.str_(a[0])})", "str"
        if name == "toupper":
            return f"_upper({self.str_(a[0])})", "str"
        if name == "int":
            # (math.modf's whole part: toward zero, gawk's -0 of int(-0.5) kept,
            # infinities and NaN as they are; ~15 ns less than float division inline)
            return f"_modf({self.num(a[0])})[1]", "num"
        if name in ("sqrt", "exp", "log"):
            # (a lean main_batch keeps FNR in locals: the warning's is passed)
            fnr = ", _fnr0 + _k" if self.lean and not self.in_func else ""
            return f"RT.m_{name}({self.num(a[0])}{fnr})", "num"
        if name in ("sin", "cos"):
            return f"_m_{name}({self.num(a[0])})", "num"
        if name == "atan2":
            return f"math.atan2({self.num(a[0])}, {self.num(a[1])})", "num"
        if name == "rand":
            # (the generator's buffer, _RB, popped without a call while it has numbers)
            self.uses_rand = True
            return "(_RB.pop() if _RB else RT.rand_next())", "num"
        if name == "srand":
            return (f"RT.srand({self.val(a[0])})" if n else "RT.srand()"), "num"
        if name == "systime":
            return "RT.systime()", "num"
        if name == "strftime":
            fmt = self.str_(a[0]) if n >= 1 else repr(B.DEFAULT_STRFTIME)
            ts = self.num(a[1]) if n >= 2 else "RT.systime()"
            return f"_strftime({fmt}, {ts})", "str"
        if name == "mktime":
            return f"_mktime({self.str_(a[0])})", "num"
        if name in ("asort", "asorti"):
            dest = self.arr_arg(a[1], name, 1) if n >= 2 else "None"
            how = self.val(a[2]) if n >= 3 else "None"
            src = self.arr_arg(a[0], name, 0)
            return f"RT.asort({src}, {dest}, {how}, {name == 'asorti'})", "num"
        if name == "strtonum":
            return f"_strtonum({self.val(a[0])})", "num"
        if name in ("and", "or", "xor"):
            if n < 2:
                raise AwkFatal(f"{name}: called with less than two arguments", ln)
            nums = ", ".join(self.num(x) for x in a)
            return f"_bitop({name!r}, [{nums}])", "num"
        if name == "compl":
            return f"_compl({self.num(a[0])})", "num"
        if name in ("lshift", "rshift"):
            return f"_shift({name!r}, {self.num(a[0])}, {self.num(a[1])})", "num"
        if name == "typeof":
            x = a[0]
            if isinstance(x, N.Var) and self.is_array_name(x.name):
                return "'array'", "str"
            if isinstance(x, N.Var) and x.name in self.locals:
                if x.name in self.raw_cand:
                    self.raw_bad.add(x.name)
                return f"_typeof(L_{x.name}, False)", "str"
            if isinstance(x, N.Field):
                return f"_typeof_field({self.field_index(x.index)})", "str"
            if isinstance(x, N.Regex):
                return "'regexp'", "str"
            return f"_typeof({self.val(x)}, False)", "str"
        if name == "isarray":
            x = a[0]
            if isinstance(x, N.Var) and self.is_array_name(x.name):
                return "1.0", "num"
            if isinstance(x, N.Var) and x.name in self.locals:
                return f"(1.0 if isinstance(L_{x.name}, dict) else 0.0)", "num"
            return "0.0", "num"
        if name == "close":
            return f"RT.close({self.str_(a[0])})", "num"
        if name == "fflush":
            return (f"RT.fflush({self.str_(a[0])})" if n else "RT.fflush()"), "num"
        if name == "system":
            return f"RT.system({self.str_(a[0])})", "num"
        raise AwkFatal(f"function `{name}' not defined", ln)  # pragma: no cover

    def getline(self, e: N.Getline) -> str:
        if e.kind == "simple" and e.target is None:
            return "RT.gl_bsimple(_it)" if self.batch_mode else "RT.gl_simple()"
        if e.kind == "file" and e.target is None:
            assert e.src is not None
            return f"RT.gl_file0({self.str_(e.src)})"
        if e.kind == "simple":
            call = "RT.gl_bvar(_it)" if self.batch_mode else "RT.gl_var()"
        elif e.kind == "file":
            assert e.src is not None
            call = f"RT.gl_file({self.str_(e.src)})"
        else:
            assert e.src is not None
            call = f"RT.gl_cmd({self.str_(e.src)})"
        tmp = self.new_tmp()
        if e.target is not None and e.kind in ("file", "cmd"):
            # (the record, else the status: see Runtime.gl_filev)
            assert e.src is not None
            fn = "gl_filev" if e.kind == "file" else "gl_cmdv"
            assign = self.assign_to(e.target, f"SN({tmp})")
            return (
                f"({tmp} if ({tmp} := RT.{fn}({self.str_(e.src)})).__class__ is float "
                f"else ({assign}, 1.0)[1])"
            )
        if e.target is None:
            # (input: $0 a strnum, as gawk's typeof shows)
            assign = f"RT.fset(0, SN({tmp}[1]))"
            if e.kind == "file":
                assign = f"(RT.fset(0, SN({tmp}[1])), RT.get_nf())"
        else:
            assign = self.assign_to(e.target, f"SN({tmp}[1])")
        return f"({tmp}[0] if ({tmp} := {call})[0] <= 0.0 else ({assign}, {tmp}[0])[1])"

    # -- what is known to be a number ---------------------------------------------------
    # Decision: a variable assigned a number (``i = 0``, ``n++``, ``s += x``) holds a float
    # until something else is assigned to it, so the code that follows reads it without
    # awk's dynamic conversion (``i < n``, ``i % 7``, ``a[i]``): BEGIN's ``for (i = 0; i <
    # 1000000; i++) s += i % 7`` 181 -> ~85 ms. What is known is forgotten at each rule and
    # function start (operand assignments, -v and the previous record run between them),
    # by every assignment of another kind (getline var, sub/gsub, for-in, ``x = $1``) and,
    # for the globals that functions assign, by a call; a loop keeps only what every
    # assignment in it (test, body, step) keeps a number.
    def typable(self, name: str) -> bool:
        """Whether variable ``name`` (in the code being compiled) is a plain scalar whose
        float type may be known: not special, an array or a parameter given arrays."""
        if name in self.locals:
            return name not in self.fed and name not in self.local_arrays
        return (
            not self.symtab_unit
            and name not in _ATTR_VARS
            and name not in _HOOK_VARS
            and name not in _RUNTIME_VARS
            and name != "NF"
            and name not in self.global_arrays
        )

    def static_num(self, e: N.Expr, known: set[str]) -> bool:
        """Whether ``ex`` compiles ``e`` to a float (kind ``num``) when ``known`` is known:
        an under-approximation of it (what a loop may keep, see :meth:`loop_known`)."""
        while isinstance(e, N.Group):
            e = e.expr
        if isinstance(e, (N.Num, N.Regex, N.Match, N.In, N.IncDec, N.Getline, N.Unary)):
            return True
        if isinstance(e, N.Binary):
            return e.op != "concat"
        if isinstance(e, N.Assign):
            return e.op != "="
        if isinstance(e, N.Cond):
            return self.static_num(e.yes, known) and self.static_num(e.no, known)
        if isinstance(e, N.Var):
            if e.name in self.locals:
                return e.name in known
            return (
                e.name in known
                or e.name in self.batch_known
                or (e.name in ("NR", "FNR", "NF") and e.name not in self.valued_counters)
            )
        if isinstance(e, N.Builtin):
            return e.name in _NUM_BUILTINS
        return False

    def assigned_names(self, nodes: Sequence[N.Stmt | N.Expr]) -> set[str]:
        """The variables that ``nodes`` may assign: their assignments, getline, sub/gsub and
        for-in targets, and the globals of the functions they call."""
        out: set[str] = set()
        call = False
        for n in nodes:
            call = call or isinstance(n, N.Call)
            for t in _assigned(n):
                if isinstance(t, N.Var):
                    out.add(t.name)
        if call:
            out |= self.func_assigned - self.locals
        return out

    def forget(self, nodes: Sequence[N.Stmt | N.Expr]) -> None:
        """Forget what is known of the variables ``nodes`` may assign (before compiling
        them: their own reads after such an assignment must not trust it)."""
        if self.known:
            self.known -= self.assigned_names(nodes)

    def loop_known(self, nodes: list[N.Stmt | N.Expr]) -> set[str]:
        """What stays known through a loop whose test, step and body are ``nodes``: the
        variables that every assignment in it keeps a float (a fixpoint: ``x = y + 1``
        keeps x a float while y is one)."""
        known = set(self.known)
        if not known:
            return known
        if any(isinstance(n, N.Call) for n in nodes):
            known -= self.func_assigned - self.locals
        changed = True
        while changed and known:
            changed = False
            for n in nodes:
                for t in _assigned(n):
                    if not isinstance(t, N.Var) or t.name not in known:
                        continue
                    if isinstance(n, N.IncDec) or (
                        isinstance(n, N.Assign) and (n.op != "=" or self.static_num(n.value, known))
                    ):
                        continue
                    known.discard(t.name)
                    changed = True
        return known

    # -- statements ----------------------------------------------------------------------
    def emit(self, ind: int, text: str) -> None:
        self.lines.append("    " * ind + text)

    def stmt(self, s: N.Stmt, ind: int) -> None:
        self.line = getattr(s, "line", self.line)
        if self.in_func and self.single_line:
            pass  # (the statement that called the function set the one line there is)
        elif self.line != self.emitted_line and not isinstance(s, N.Block):
            self.emitted_line = self.line
            self.emit(ind, f"RT.line = {self.line}")
        if isinstance(s, N.Block):
            if not s.body:
                self.emit(ind, "pass")
            for x in s.body:
                self.stmt(x, ind)
            return
        if isinstance(s, N.ExprStmt):
            self.expr_stmt(s.expr, ind)
            return
        if not isinstance(s, (N.If, N.While, N.DoWhile, N.For, N.ForIn)):
            self.forget(list(_walk_stmt(s)))  # (print, exit, return, delete...)
        if isinstance(s, N.Print):
            if s.printf and not s.args:
                raise AwkFatal("printf: no arguments", s.line)
            self.print_stmt(s, ind)
            return
        if isinstance(s, N.If):
            self.forget(list(_walk_expr(s.test)))
            self.emit(ind, f"if {self.cond(s.test)}:")
            before = set(self.known)
            self.stmt(s.then, ind + 1)
            if s.orelse is not None:
                after_then, self.known = self.known, before
                self.emit(ind, "else:")
                self.stmt(s.orelse, ind + 1)
                self.known &= after_then
            else:
                self.known &= before
            return
        if isinstance(s, N.While):
            if self.getline_loop(s, ind):
                return
            self.known = known = self.loop_known(list(_walk_stmt(s)))
            self.while_(ind, self.cond(s.test))
            self.known = set(known)
            self.loop_body(s.body, ind + 1)
            self.known = known
            return
        if isinstance(s, N.DoWhile):
            self.known = known = self.loop_known(list(_walk_stmt(s)))
            flag = self.new_tmp()
            self.emit(ind, f"{flag} = True")
            self.while_(ind, f"{flag} or {self.cond(s.test)}")
            self.emit(ind + 1, f"{flag} = False")
            self.known = set(known)
            self.loop_body(s.body, ind + 1)
            self.known = known
            return
        if isinstance(s, N.For):
            if not self.range_for(s, ind):
                self.generic_for(s, ind)
            return
        if isinstance(s, N.ForIn):
            self.known = known = self.loop_known(list(_walk_stmt(s)))
            k = self.new_tmp()
            arr = self.arr_ref(s.name)
            # (the keys made strnums by a C-level map: ~40 ns a key less than a call each)
            keys = "unordered_keys" if self._order_free(s) else "sorted_keys"
            self.emit(ind, f"for {k} in map(SN, RT.{keys}({arr})):")
            self.expr_line(ind + 1, self.assign_to(s.var, k))
            self.known = set(known)
            self.loop_body(s.body, ind + 1)
            self.known = known
            return
        if isinstance(s, N.Simple):
            k = s.kind
            if k in ("break", "continue"):
                if self.loop_depth == 0:
                    where = "a loop or switch" if k == "break" else "a loop"
                    msg = f"error: `{k}' is not allowed outside {where}"
                    raise AwkSyntaxError(msg, self.source, s.line, -2, "")
                self.emit(ind, k)
            elif k == "next":
                if self.rule_kind in ("BEGIN", "END", "BEGINFILE", "ENDFILE"):
                    raise AwkSyntaxError(
                        f"error: `next' used in {self.rule_kind} action",
                        self.source,
                        s.line,
                        -1,
                        "",
                    )
                if self.in_func or self.loop_depth:
                    self.emit(ind, "raise NextRecord()")
                else:
                    self.emit(ind, "continue" if self.batch_mode else "return")
            else:
                if self.rule_kind in ("BEGIN", "END", "ENDFILE"):
                    raise AwkSyntaxError(
                        f"error: `nextfile' used in {self.rule_kind} action",
                        self.source,
                        s.line,
                        -1,
                        "",
                    )
                self.emit(ind, "raise NextFile()")
            return
        if isinstance(s, N.Exit):
            code = f"_exit_code({self.num(s.value)})" if s.value is not None else "None"
            self.emit(ind, f"raise AwkExit({code})")
            return
        if isinstance(s, N.Return):
            if not self.in_func:
                raise AwkSyntaxError(
                    "`return' used outside function context", self.source, s.line, -1, ""
                )
            self.emit(ind, f"return {self.val(s.value) if s.value is not None else 'UNINIT'}")
            return
        if True:  # Delete
            arr = self.arr_ref(s.name)
            if s.name not in self.locals and s.name not in self.global_arrays:
                self.emit(ind, self.fatal(f"attempt to use scalar `{s.name}' as an array", s.line))
                return
            if s.name == "SYMTAB" and s.name not in self.locals:
                self.emit(ind, self.fatal("`delete' is not allowed with SYMTAB", s.line))
            elif s.subs is None:
                self.emit(ind, f"{arr}.clear()")
            else:
                self.emit(ind, f"{arr}.pop({self.key(s.subs)}, None)")
            return
        raise AssertionError(s)  # pragma: no cover

    def _order_free(self, s: N.ForIn) -> bool:
        """Whether the order of ``for (k in a)`` cannot show: the body only counts (``n++``,
        ``n += 1``, ``n--`` of plain scalars, under ``if``s whose tests read constants,
        scalars, fields, ``a[k]``, ``(x in b)`` and pure builtins) and ``k`` appears nowhere
        else in the program (its value after the loop is the last key walked).

        Decision: ``END {for (k in c) if (c[k] > 1) n++}`` over 1M keys spent half its time
        putting the keys in gawk's walk order (hashes and sorts) that nothing could see."""
        var = s.var
        if not isinstance(var, N.Var) or s.name not in self.global_arrays:
            return False
        k = var.name
        if k in _RUNTIME_VARS or k in _HOOK_VARS or k in _ATTR_VARS or k in self.global_arrays:
            return False
        nodes: list[N.Stmt | N.Expr] = []
        for r in self.prog.rules:
            nodes += [*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)]
        for f in self.prog.functions:
            nodes += _walk_stmt(f.body)
            if k in f.params:
                return False
        if any(isinstance(n, (N.Index, N.In, N.ForIn)) and n.name == "SYMTAB" for n in nodes):
            return False
        uses = sum(1 for n in nodes if isinstance(n, N.Var) and n.name in (k, "SYMTAB"))
        inside = list(_walk_stmt(s.body))
        if uses != 1 + sum(1 for n in inside if isinstance(n, N.Var) and n.name == k):
            return False

        def scalar(t: N.Expr) -> bool:
            while isinstance(t, N.Group):
                t = t.expr
            return (
                isinstance(t, N.Var)
                and t.name != k
                and t.name not in _RUNTIME_VARS
                and t.name not in _HOOK_VARS
                and t.name not in _ATTR_VARS
                and t.name not in self.global_arrays
            )

        def leaf(x: N.Expr) -> bool | None:
            if isinstance(x, N.Var):
                return x.name not in self.global_arrays or x.name == s.name
            if isinstance(x, N.Index):  # the loop's own element only
                sub = x.subs[0] if len(x.subs) == 1 else None
                return x.name == s.name and isinstance(sub, N.Var) and sub.name == k
            if isinstance(x, N.In):
                return all(pure(y) for y in x.subs)
            if isinstance(x, N.Match):  # (a constant regex only)
                return pure(x.left) and isinstance(x.regex, N.Regex)
            if isinstance(x, N.Regex):  # (a bare /re/ reads $0)
                return False
            return None

        def pure(x: N.Expr) -> bool:
            return _pure_expr(x, leaf)

        def counts(st: N.Stmt | None) -> bool:
            if st is None:
                return True
            if isinstance(st, N.Block):
                return all(counts(x) for x in st.body)
            if isinstance(st, N.If):
                return pure(st.test) and counts(st.then) and counts(st.orelse)
            if isinstance(st, N.Simple):
                return st.kind == "continue"
            if not isinstance(st, N.ExprStmt):
                return False
            e = st.expr
            while isinstance(e, N.Group):
                e = e.expr
            if isinstance(e, N.IncDec):
                return scalar(e.target)
            return (
                isinstance(e, N.Assign)
                and e.op in ("+=", "-=")
                and isinstance(e.value, N.Num)
                and e.value.value.is_integer()
                and scalar(e.target)
            )

        return counts(s.body)

    def generic_for(self, s: N.For, ind: int) -> None:
        if s.init is not None:
            self.stmt(s.init, ind)
        self.known = known = self.loop_known(
            [*_walk_expr(s.test), *_walk_stmt(s.step), *_walk_stmt(s.body)]
        )
        test = self.cond(s.test) if s.test is not None else "True"
        if s.step is None:
            self.while_(ind, test)
            self.known = set(known)
            self.loop_body(s.body, ind + 1)
            self.known = known
            return
        if not _continues(s.body):
            # (no ``continue`` to step first: the step after the body)
            self.while_(ind, test)
            self.known = set(known)
            self.loop_body(s.body, ind + 1)
            self.known = set(known)
            self.stmt(s.step, ind + 1)
            self.known = known
            return
        flag = self.new_tmp()
        self.emit(ind, f"{flag} = True")
        self.emit(ind, "while True:")
        self.emit(ind + 1, f"if {flag}:")
        self.emit(ind + 2, f"{flag} = False")
        self.emit(ind + 1, "else:")
        self.known = set(known)
        self.stmt(s.step, ind + 2)
        self.emit(ind + 1, f"if not {test}:")
        self.emit(ind + 2, "break")
        self.known = set(known)
        self.loop_body(s.body, ind + 1)
        self.known = known

    def range_for(self, s: N.For, ind: int) -> bool:
        """``for (i = k; i <= NF; i++)`` (or ``<``) in a pure main_batch, whose body never
        assigns ``i``, as a loop over the field indexes (True), else nothing (False).

        Decision: the commonest awk loop ran its test, step and budget check as statements,
        and ``$i`` through ``_fdyn``; bounded by the fields (which cannot change in a pure
        main_batch) it needs no budget check, ``$i`` is ``_F[_ii]`` and i is ``_ii + 1.0``:
        ``{for (i = 1; i <= NF; i++) c[$i]++}`` over 100,000 words 35 -> 17 ms. (A Python
        ``for`` over ``enumerate(map(float, range(...)))`` costs more to set up than a loop
        of one or two fields runs, and gained nothing with a constant bound.)"""

        def strip(e: N.Expr | None) -> N.Expr | None:
            while isinstance(e, N.Group):
                e = e.expr
            return e

        init, test = s.init, strip(s.test)
        if not (
            isinstance(init, N.ExprStmt)
            and isinstance(a := strip(init.expr), N.Assign)
            and a.op == "="
            and isinstance(var := strip(a.target), N.Var)
            and isinstance(start := strip(a.value), N.Num)
            and start.value.is_integer()
            and abs(start.value) < 1e9
            and isinstance(test, N.Binary)
            and test.op in ("<=", "<")
            and strip(test.left) == var
            and isinstance(s.step, N.ExprStmt)
        ):
            return False
        name = var.name
        step = strip(s.step.expr)
        if not (
            (isinstance(step, N.IncDec) and step.op == "++" and strip(step.target) == var)
            or (
                isinstance(step, N.Assign)
                and step.op == "+="
                and strip(step.target) == var
                and strip(step.value) == N.Num(1.0)
            )
        ):
            return False
        if (
            name in _ATTR_VARS
            or name in _HOOK_VARS
            or name in _RUNTIME_VARS
            or name in self.fed
            or self.is_array_name(name)
        ):
            return False
        bound = strip(test.right)
        nf = isinstance(bound, N.Var) and bound.name == "NF" and "NF" not in self.locals
        if not nf or not (self.pure and not self.wlocal):
            return False  # (NF may change while the loop runs)
        for n in _walk_stmt(s.body):  # the body must not assign i
            if isinstance(n, N.Call) and name not in self.locals:
                return False  # (a function may assign the global i)
            if any(t == var for t in _assigned(n)):
                return False
        k = int(start.value)
        py = f"L_{name}" if name in self.locals else f"V_{name}"
        if name not in self.locals:
            self.globals_used.add(name)
            self.assigned_globals.add(name)
        # i runs from k to the last that passes the test, lim (NF or NF - 1); _ii is i - 1,
        # stepped first (so that ``continue`` steps it too)
        lim, ii = self.new_tmp(), self.new_tmp()
        self.all_fields = True
        self.emit(ind, f"{lim} = len({self.fields()}){' - 1' if test.op == '<' else ''}")
        self.emit(ind, f"{ii} = {k - 2}")
        self.emit(ind, "while True:")
        self.emit(ind + 1, f"{ii} += 1")
        self.emit(ind + 1, f"if {ii} >= {lim}:")
        self.emit(ind + 2, f"{py} = float(max({k}, {lim} + 1))")
        self.emit(ind + 2, "break")
        self.emit(ind + 1, f"{py} = {ii} + 1.0")
        # ``$i`` in the body: the field at index _ii (1 <= i <= NF there)
        saved = self.range_fields.get(name)
        if k >= 1:
            self.range_fields[name] = ii
        known = self.loop_known(list(_walk_stmt(s.body)))
        if self.typable(name):
            known.add(name)  # (a float in the body, and after the loop)
        self.known = set(known)
        self.loop_depth += 1
        try:
            self.stmt(s.body, ind + 1)
        finally:
            self.loop_depth -= 1
            if saved is None:
                self.range_fields.pop(name, None)
            else:
                self.range_fields[name] = saved
        self.known = known
        return True

    def getline_loop(self, s: N.While, ind: int) -> bool:
        """``while ((getline var < file) > 0) body`` and ``while ((cmd | getline var) > 0)
        body`` as a Python ``for`` over the records (``RT.gl_iter``), when the body cannot
        read, close or re-split them (no getline, close, user function, RS, IGNORECASE or
        SYMTAB) nor change the file or command (a constant, or a variable it does not
        assign); else False (the general loop).

        Decision: the general loop called the runtime and tested the status for each
        record: ``while ((getline line < f) > 0) n++`` over 100,000 lines 29 -> ~17 ms."""
        t = s.test
        while isinstance(t, N.Group):
            t = t.expr
        if not (
            isinstance(t, N.Binary)
            and t.op == ">"
            and isinstance(t.right, N.Num)
            and t.right.value == 0.0
        ):
            return False
        g = t.left
        while isinstance(g, N.Group):
            g = g.expr
        if not (isinstance(g, N.Getline) and g.kind in ("file", "cmd") and g.src is not None):
            return False
        target = g.target
        while isinstance(target, N.Group):
            target = target.expr
        if target is not None and (not isinstance(target, N.Var) or target.name in _RUNTIME_VARS):
            return False
        src = g.src
        while isinstance(src, N.Group):
            src = src.expr
        body = list(_walk_stmt(s.body))
        if isinstance(src, N.Var):
            if src.name in _RUNTIME_VARS or (target is not None and src.name == target.name):
                return False
            if src.name in self.assigned_names(body):
                return False
        elif not isinstance(src, N.Str):
            return False
        for n in body:
            if isinstance(n, (N.Getline, N.Call)):
                return False
            if isinstance(n, N.Builtin) and n.name == "close":
                return False
            if isinstance(n, (N.Var, N.Index, N.In, N.ForIn)) and n.name in (
                "SYMTAB",
                "RS",
                "IGNORECASE",
            ):
                return False
        if self.assigned_names(body) & {"RS", "IGNORECASE"}:
            return False
        self.known = known = self.loop_known(list(_walk_stmt(s)))
        k = self.new_tmp()
        alias = (
            isinstance(target, N.Var)
            and not self.in_func
            and self.rule_kind in ("BEGIN", "END")
            and target.name not in self.locals
            and target.name not in _HOOK_VARS
            and target.name not in _ATTR_VARS
            and target.name not in self.assigned_names(body)
        )
        if alias:
            # Decision: the body reads the variable as the record's text, a strnum
            # candidate like a field, and the strnum is made once, when the loop ends (or
            # leaves by break or exit): ``while ((getline l < f) > 0) s += l`` spent ~90 ns
            # a record making it and ~40 more reading its number
            assert isinstance(target, N.Var)
            self.emit(ind, f"{k} = None")
            self.emit(ind, "try:")
            self.emit(ind + 1, f"for {k} in RT.gl_iter({self.str_(src)}, {g.kind == 'cmd'}):")
            self.known = set(known)
            self.var_alias[target.name] = k
            try:
                self.loop_body(s.body, ind + 2)
            finally:
                del self.var_alias[target.name]
            self.known = known
            self.emit(ind, "finally:")
            self.emit(ind + 1, f"if {k} is not None:")
            self.expr_line(ind + 2, self.assign_to(target, f"SN({k})"))
            return True
        self.emit(ind, f"for {k} in RT.gl_iter({self.str_(src)}, {g.kind == 'cmd'}):")
        if target is not None:
            self.expr_line(ind + 1, self.assign_to(target, f"SN({k})"))
        else:  # ($0, as gl_file0 / the general code for a command sets it)
            self.emit(ind + 1, f"RT.gl_rec({k}, {g.kind == 'file'})")
        self.known = set(known)
        saved = self.split_now
        # (NF read as the length of the fields gl_rec split: ~70 ns less than get_nf)
        self.split_now = (
            target is None
            and g.kind == "file"
            and not any(
                t is None or isinstance(t, N.Field) or (isinstance(t, N.Var) and t.name == "NF")
                for n in body
                for t in _assigned(n)
            )
        )
        try:
            self.loop_body(s.body, ind + 1)
        finally:
            self.split_now = saved
        self.known = known
        return True

    def while_(self, ind: int, test: str) -> None:
        """The head of a loop while ``test`` is true (its body at ``ind + 1``).

        Decision: ``while True:`` and a break, not ``while test:``, whose backward jump
        is conditional: CPython 3.11 counts only unconditional ones (and calls) towards
        specializing a function's code, so BEGIN's loops ran unspecialized (``s = s "x"``
        copied the string each time: no in-place append; arithmetic ~20 % slower)."""
        self.emit(ind, "while True:")
        if test != "True":
            self.emit(ind + 1, f"if not ({test}):")
            self.emit(ind + 2, "break")

    def loop_body(self, body: N.Stmt, ind: int) -> None:
        # Decision: the budget check (~125 ns a call) on the first iteration and every 32nd
        # after it (the function's own counter ``_ck``, see function_code), not on each:
        # ``BEGIN {for (i = 0; i < 1000000; i++) s += i % 7}`` spent most of its time there
        self.emit(ind, "if not _ck & 31:")
        self.emit(ind + 1, "RT_check()")
        if not self.in_func and (self.batch_mode or self.rule_kind in ("BEGIN", "END")):
            # (the prints of loops append to the output buffer: see out_fn)
            self.emit(ind + 1, "if len(_parts) >= 512:")
            self.emit(ind + 2, "RT.spill_stdout()")
        self.emit(ind, "_ck += 1")
        self.loop_depth += 1
        try:
            self.stmt(body, ind)
        finally:
            self.loop_depth -= 1

    def expr_line(self, ind: int, code: str) -> None:
        self.emit(ind, code)

    def expr_stmt(self, e: N.Expr, ind: int) -> None:
        while isinstance(e, N.Group):
            e = e.expr
        # what the statement assigns inside its expressions is forgotten first; what its
        # own assignment to a variable assigns is known after it (a number or not)
        nodes = list(_walk_expr(e))
        name: str | None = None
        if isinstance(e, (N.Assign, N.IncDec)):
            t = e.target
            while isinstance(t, N.Group):
                t = t.expr
            if isinstance(t, N.Var):
                name = t.name
                nodes = nodes[1:]
        self.forget(nodes)
        number = name is not None and (
            isinstance(e, N.IncDec)
            or (isinstance(e, N.Assign) and (e.op != "=" or self.static_num(e.value, self.known)))
        )
        self.expr_stmt_(e, ind)
        if name is not None:
            if number and self.typable(name):
                self.known.add(name)
            else:
                self.known.discard(name)

    def expr_stmt_(self, e: N.Expr, ind: int) -> None:
        if self.wlocal and isinstance(e, (N.Assign, N.IncDec)):
            # ``$k += v``, ``NF--``...: ``$k = $k + v`` (the same as a statement; its
            # statement form below needs no expression value)
            t = e.target.expr if isinstance(e.target, N.Group) else e.target
            if (isinstance(t, N.Field) and isinstance(t.index, N.Num)) or (
                isinstance(t, N.Var) and t.name == "NF"
            ):
                if isinstance(e, N.IncDec):
                    e = N.Assign("=", t, N.Binary(e.op[0], t, N.Num(1.0)))
                elif e.op in ("+=", "-=", "*="):
                    e = N.Assign("=", t, N.Binary(e.op[0], t, e.value))
        # fast statement forms
        if isinstance(e, N.Builtin) and e.name in ("sub", "gsub") and len(e.args) == 3:
            target = _ungroup(e.args[2])
            anchored = self.anchored_sub(e.args[0], e.args[1])
            if (
                anchored is not None
                and anchored[0] != "=="
                and isinstance(target, (N.Var, N.Field))
                and not (isinstance(target, N.Var) and target.name in self.fed)
            ):
                # (a text anchored at the start or the end, the count not needed: an if
                # statement, the replacement by a slice; as the expression form does)
                how, lit, rep = anchored
                self.regex_arg(e.args[0])
                read, assign_to = self.lvalue(target)
                t = self.new_tmp()
                if how == "startswith":
                    new = f"{t}[{len(lit)}:]"
                    new = f"{rep!r} + {new}" if rep else new
                else:
                    new = f"{t}[: len({t}) - {len(lit)}]"
                    new = f"{new} + {rep!r}" if rep else new
                self.emit(ind, f"if ({t} := {read}).{how}({lit!r}):")
                self.emit(ind + 1, assign_to(new))
                return
        if (
            self.batch_mode
            and isinstance(e, N.Getline)
            and e.kind == "simple"
            and (e.target is None or isinstance(e.target, N.Var))
        ):
            # ``getline [var]`` in main_batch: the batch's next record inline (as
            # Runtime.gl_bvar / gl_bsimple)
            t = self.new_tmp()
            if self.lean:
                # (a lean main_batch: NR and FNR are _nr0/_fnr0 + _k; past the batch, the
                # runtime's gl_var with its state and the globals written back first, read
                # again after: it may cross to the next file, run ENDFILE and BEGINFILE
                # and operand assignments; see compile_rules)
                assert e.target is not None
                self.emit(ind, f"{t} = next(_it, None)")
                self.emit(ind, f"if {t} is None:")
                self.emit(ind + 1, "#SYNC_OUT#")
                self.emit(ind + 1, f"{t} = _rt.gl_var()")  # (not RT.: _LEAN_FORBIDDEN)
                self.emit(ind + 1, "#SYNC_IN#")
                self.emit(ind + 1, f"if {t}[0] > 0.0:")
                self.emit(ind + 2, self.assign_to(e.target, f"SN({t}[1])"))
                self.emit(ind, "else:")
                self.emit(ind + 1, "_k += 1")
                self.emit(ind + 1, self.assign_to(e.target, f"SN({t})"))
                return
            self.emit(ind, f"{t} = next(_it, None)")
            self.emit(ind, f"if {t} is None:")
            self.batch_mode = False  # (past the batch: the runtime's gl_var / gl_simple)
            self.emit(ind + 1, self.getline(e))
            self.batch_mode = True
            self.emit(ind, "else:")
            self.emit(ind + 1, "_rt.nr += 1.0")
            self.emit(ind + 1, "_rt.fnr += 1.0")
            if e.target is None:
                self.emit(ind + 1, f"_rt.rec = {t}")
                self.emit(ind + 1, "_rt.fields = None")
            else:
                self.emit(ind + 1, self.assign_to(e.target, f"SN({t})"))
            return
        if isinstance(e, N.IncDec):
            t = e.target
            d = "1.0" if e.op == "++" else "-1.0"
            if isinstance(t, N.Index):
                k = self.new_tmp()
                arr = self.arr_ref(t.name)
                self.emit(ind, f"{k} = {self.key(t.subs)}")
                cur = f"{arr}.get({k}, 0.0)"
                if not (t.name in self.num_arrays and t.name not in self.locals):
                    cur = self.fnum(cur)
                self.emit(ind, f"{arr}[{k}] = {cur} + {d}")
                return
            if isinstance(t, N.Var) and t.name in self.locals and t.name not in self.fed:
                self.emit(ind, f"L_{t.name} = {self.known_num(t.name, f'L_{t.name}')} + {d}")
                return
            if (
                isinstance(t, N.Var)
                and t.name not in self.locals
                and t.name not in _ATTR_VARS
                and t.name not in _HOOK_VARS
                and t.name != "NF"
            ):
                self.globals_used.add(t.name)
                self.assigned_globals.add(t.name)
                self.emit(ind, f"V_{t.name} = {self.known_num(t.name, f'V_{t.name}')} + {d}")
                return
        if (
            isinstance(e, N.Assign)
            and isinstance(e.target, N.Var)
            and e.target.name not in self.fed
        ):
            name = e.target.name
            if name not in _ATTR_VARS and name not in _HOOK_VARS and name != "NF":
                if name in self.global_arrays and name not in self.locals:
                    self.expr_line(ind, self.assign_to(e.target, self.val(e.value)))
                    return
                py = f"L_{name}" if name in self.locals else f"V_{name}"
                if name not in self.locals:
                    self.globals_used.add(name)
                    self.assigned_globals.add(name)
                value = e.value
                while isinstance(value, N.Group):
                    value = value.expr
                if e.op == "=" and isinstance(value, N.Binary) and value.op == "concat":
                    # (a statement of its own, the length checked after it: ``s = s x``
                    # then appends to the string in place when s is a Python local)
                    parts: list[str] = []
                    self._concat_parts(value, parts)
                    rest = " + ".join(parts[1:])  # (s = s x y: s + (x + y), appended once)
                    self.emit(ind, f"{py} = {parts[0]} + {rest if len(parts) < 3 else f'({rest})'}")
                    self.emit(ind, f"if len({py}) > _MAXS:")
                    self.emit(ind + 1, f"_cat({py}, {self.line})")
                elif e.op == "=":
                    self.emit(ind, f"{py} = {self.val(e.value)}")
                elif e.op in ("+=", "-=", "*="):
                    cur = self.known_num(name, py)
                    self.emit(ind, f"{py} = {cur} {e.op[0]} {self.num(e.value)}")
                else:
                    self.emit(
                        ind, f"{py} = {self._arith(e.op[0], f'num({py})', self.num(e.value))}"
                    )
                return
        target = (
            e.target.expr if isinstance(e, N.Assign) and isinstance(e.target, N.Group) else None
        )
        if (
            self.wlocal
            and isinstance(e, N.Assign)
            and e.op == "="
            and isinstance(f := target or e.target, N.Field)
            and isinstance(f.index, N.Num)
            and f.index.value.is_integer()
            and 0 < f.index.value <= 1e6
        ):
            # ``$k = v`` as statements, without building the expression's value
            k = int(f.index.value)
            v = self.new_tmp()
            if not self.typed:
                self.emit(ind, f"{v} = {self.str_(e.value)}")
                self._store_field(ind, str(k), v)
                return
            # (and its type noted: see _ftset)
            w = self.new_tmp()
            code, kind = self.ex(e.value)
            if kind == "num":  # (a number: its text, no class tests)
                self.emit(ind, f"{w} = {code}")
                self.emit(ind, f"{v} = str(int({w})) if {w}.is_integer() else tostr({w})")
                self._store_field(ind, str(k), v)
                self.emit(ind, "if _FT is None:")
                self.emit(ind + 1, f"_FT = {{{k}: {w}}}")
                self.emit(ind, "else:")
                self.emit(ind + 1, f"_FT[{k}] = {w}")
                return
            self.emit(ind, f"{w} = {code if kind != 'fld' else f'SN({code})'}")
            self.emit(ind, f"{v} = {self.dyn_str(w, 'tostr')}")
            self._store_field(ind, str(k), v)
            self.emit(ind, f"if {w}.__class__ is SN:")
            self.emit(ind + 1, "if _FT is not None:")
            self.emit(ind + 2, f"_FT.pop({k}, None)")
            self.emit(ind, "elif _FT is None:")
            self.emit(ind + 1, f"_FT = {{{k}: {w}}}")
            self.emit(ind, "else:")
            self.emit(ind + 1, f"_FT[{k}] = {w}")
            return
        if (
            self.wlocal
            and not self.typed
            and isinstance(e, N.Assign)
            and e.op == "="
            and isinstance(f := target or e.target, N.Field)
        ):
            i, v = self.new_tmp(), self.new_tmp()
            self.emit(ind, f"{i} = {self.field_index(f.index)}")
            self.emit(ind, f"{v} = {self.str_(e.value)}")
            self.emit(ind, f"if {i}:")
            self._store_field(ind + 1, i, v)
            self.emit(ind, "else:")
            self.emit(ind + 1, f"_rec = {v}")
            self.emit(ind + 1, "_F = None")
            self.emit(ind + 1, "_mode = _mode or 2")
            return
        if (
            self.wlocal
            and isinstance(e, N.Assign)
            and e.op == "="
            and isinstance(v := target or e.target, N.Var)
            and v.name == "NF"
        ):
            n, k = self.new_tmp(), self.new_tmp()
            self.emit(ind, f"{n} = {self.num(e.value)}")
            # fewer fields: cut them here (else _setnf pads them, or reports a negative NF)
            self.emit(ind, f"if {n} >= 0 and ({k} := int({n})) <= len({self.fields()}):")
            self.emit(ind + 1, f"del _F[{k}:]")
            self.emit(ind, "else:")
            self.emit(ind + 1, f"_setnf(_F, {n})")
            self.emit(ind, "_rec = None")
            return
        if (
            isinstance(e, N.Assign)
            and isinstance(e.target, N.Index)
            and e.op in ("=", "+=", "-=", "*=")
        ):
            arr = self.arr_ref(e.target.name)
            k = self.new_tmp()
            self.emit(ind, f"{k} = {self.key(e.target.subs)}")
            if e.op == "=" and self.is_raw(e.target.name):
                self.emit(ind, f"{arr}[{k}] = {self.str_(e.value)}")  # (a field: a string)
            elif e.op == "=":
                self.emit(ind, f"{arr}[{k}] = {self.val(e.value)}")
            else:
                cur = f"{arr}.get({k}, 0.0)"
                if not (e.target.name in self.num_arrays and e.target.name not in self.locals):
                    cur = self.fnum(cur)
                self.emit(ind, f"{arr}[{k}] = {cur} {e.op[0]} {self.num(e.value)}")
            return
        code, _ = self.ex(e)
        self.emit(ind, code)

    def sep(self, name: str) -> str:
        """OFS or ORS for print: in a lean main_batch that never assigns it, a local taken
        when the batch starts (``_OFS``), else the runtime's."""
        if (self.lean or self.hoist_seps) and not self.in_func and name not in self.batch_assigned:
            self.seps.add(name)
            return f"_{name}"
        return f"RT.{name.lower()}"

    def print_stmt(self, s: N.Print, ind: int) -> None:
        if s.printf:
            text = self.format_call(s.args[0], s.args[1:])
        elif not s.args:
            text = f"{self.rec0()} + {self.sep('ORS')}"
        else:
            parts = [self.out_str(x) for x in s.args]
            text = f" + {self.sep('OFS')} + ".join(parts) + f" + {self.sep('ORS')}"
        if s.redir in (">", ">>"):
            # (a file already open and short of its flush: appended inline, ~100 ns less
            # than RT.out_to's call; the destination evaluated first, as there)
            assert s.dest is not None
            d, x, k = self.new_tmp(), self.new_tmp(), self.new_tmp()
            self.emit(ind, f"{d} = {self.str_(s.dest)}")
            self.emit(ind, f"{x} = {text}")
            self.emit(
                ind,
                f"if ({k} := RT.sinks.get({d})) is not None and {k}.kind == 'file' "
                f"and len({k}.parts) < 256:",
            )
            self.emit(ind + 1, f"{k}.parts.append({x})")
            self.emit(ind, "else:")
            self.emit(ind + 1, f"RT.out_to({s.redir!r}, {d}, {x})")
        elif s.redir:
            assert s.dest is not None
            self.emit(ind, f"RT.out_to({s.redir!r}, {self.str_(s.dest)}, {text})")
        else:
            self.emit(ind, f"{self.out_fn()}({text})")

    def char_arg(self, x: N.Expr, f: Any) -> str | None:
        """A plain ``%c`` (formatter ``f``) of a field: its first character inline when it
        cannot look numeric (a letter...: gawk's %c of a string); else None."""
        while isinstance(x, N.Group):
            x = x.expr
        if not isinstance(x, N.Field) or _field_no(x) == 0:
            return None
        code, kind = self.ex(x)
        if kind != "fld":
            return None
        t = self.new_tmp()
        rec = self.empty_rec()
        empty = "SN('')"
        if rec is not None and _effect_free(x.index):
            empty = f"_empty_field(RT.empty_field_char({rec}, {self.field_index(x.index)}))"
        return (
            f"({t}[0] if ({t} := {code}) and {t}[0] not in _NUM_START "
            f"else {self.const(f)}(SN({t}) if {t} else {empty}, RT.convfmt))"
        )

    def empty_rec(self) -> str | None:
        """The code of the current record where it is the one read (see empty_field_arg),
        else None."""
        if self.lean and not self.wlocal:
            return "_batch[_k - 1]"  # (the record the batch is at)
        if self.pure and not self.lean:
            return "_rec"  # (the loop's record, never changed)
        if not self.pure and self.record_kept:
            return "RT.get0()"  # (in a function, BEGIN and END too: the record read last)
        return None

    def empty_field_arg(self, x: N.Expr) -> str | None:
        """For printf's %c: a field ``x`` of a main_batch that never changes the record, an
        empty one with the character gawk prints for it (see RT.empty_field_char); else
        None."""
        while isinstance(x, N.Group):
            x = x.expr
        if not isinstance(x, N.Field):
            return None
        rec = self.empty_rec()
        if rec is None:
            return None
        # (the number is read again: an expression without effects, $(i + 1))
        if _field_no(x) == 0 or not _effect_free(x.index):
            return None
        t = self.new_tmp()
        code, _ = self.ex(x)
        return (
            f"(SN({t}) if ({t} := {code}) else "
            f"_empty_field(RT.empty_field_char({rec}, {self.field_index(x.index)})))"
        )

    def format_call(self, fmt: N.Expr, args: tuple[N.Expr, ...]) -> str:
        """printf/sprintf; a constant format with one argument per conversion is inlined."""
        while isinstance(fmt, N.Group):
            fmt = fmt.expr
        compiled = B.compile_format(fmt.value) if isinstance(fmt, N.Str) else None
        if compiled is None or len(compiled[1]) != len(args):
            rest = ", ".join(self.empty_field_arg(x) or self.val(x) for x in args)
            return f"_sprintf({self.str_(fmt)}, [{rest}], RT.convfmt)"
        lead, fns, lits, kinds = compiled
        parts = [repr(lead)] if lead else []
        for f, lit, kind, x in zip(fns, lits, kinds, args, strict=True):
            if kind == "c" and (ca := self.char_arg(x, f)) is not None:
                parts.append(ca)
                if lit:
                    parts.append(repr(lit))
                continue
            if kind in ("any", "c") and (ef := self.empty_field_arg(x)) is not None:
                parts.append(f"{self.const(f)}({ef}, RT.convfmt)")
                if lit:
                    parts.append(repr(lit))
                continue
            if kind == "s":
                parts.append(self.str_(x))
            elif kind.endswith("s"):  # -Ns / Ns
                pad = "ljust" if kind[0] == "-" else "rjust"
                parts.append(f"{self.str_(x)}.{pad}({int(kind.strip('-s'))})")
            elif kind.startswith(("d:", "f:")):
                # a finite number by Python's % inline (the formatter for inf and nan):
                # ``printf "%-10s %8d\n", $1, $2`` over 1M records ~40 % less time
                t = self.new_tmp()
                py = kind[2:]
                plain = re.fullmatch(r"%(-|0|)([1-9]\d*|)d", py)
                if kind[0] == "f":
                    text = f"{py!r} % {t}"
                elif plain is not None:  # (str() of an int is faster than %: ~40 ns)
                    flag, width = plain.groups()
                    pad = {"-": "ljust", "0": "zfill", "": "rjust"}[flag]
                    text = f"str(int({t}))" + (f".{pad}({width})" if width else "")
                else:
                    text = f"{py!r} % int({t})"
                finite = f"({t} := {self.num(x)}) - {t} == 0"
                parts.append(f"({text} if {finite} else {self.const(f)}({t}, RT.convfmt))")
            elif kind.startswith("u:"):
                # (%x %X %o %u of a positive number below 2**53 by Python's %, inline)
                t = self.new_tmp()
                parts.append(
                    f"({kind[2:]!r} % int({t}) if 0.0 < ({t} := {self.num(x)}) < "
                    f"9007199254740992.0 else {self.const(f)}({t}, RT.convfmt))"
                )
            elif kind == "num":  # the conversion only needs the number
                parts.append(f"{self.const(f)}({self.num(x)}, RT.convfmt)")
            else:
                parts.append(f"{self.const(f)}({self.val(x)}, RT.convfmt)")
            if lit:
                parts.append(repr(lit))
        return "(" + " + ".join(parts or ["''"]) + ")"

    def out_str(self, e: N.Expr) -> str:
        raw = self.raw_read(e)
        if raw is not None:
            return raw
        p = self.raw_param(e)
        if p is not None:
            return self.dyn_str(p, "RT.ostr")
        code, kind = self.ex(e)
        if kind in ("str", "fld"):
            return code
        if kind == "num":
            if isinstance(e, N.Num) and e.value.is_integer() and abs(e.value) < 1e15:
                return repr(str(int(e.value)))
            # integral numbers (lengths, counts...) print as integers whatever OFMT is
            t = self.new_tmp()
            return f"(str(int({t})) if ({t} := {code}).is_integer() else RT.ostr({t}))"
        return self.dyn_str(code, "RT.ostr")

    # -- program -------------------------------------------------------------------------
    def function_code(self, name: str, params: list[str], body: list[str]) -> list[str]:
        out = [f"def {name}({', '.join(params)}):"]
        if self.assigned_globals:
            out.append("    global " + ", ".join(f"V_{g}" for g in sorted(self.assigned_globals)))
        if any("_ck += 1" in line for line in body):
            out.append("    _ck = 0")  # (the loops' budget check counter: see loop_body)
        out.extend(body)
        if len(out) == 1 or (len(out) == 2 and self.assigned_globals):
            out.append("    pass")
        return out

    def compile_rules(self, kind: str, fname: str) -> list[str]:
        self.lines = []
        self.emitted_line = 0
        self.assigned_globals: set[str] = set()
        self.locals = set()
        self.fed = set()
        self.local_arrays = set()
        self.in_func = False
        self.rule_kind = kind
        self.symtab_unit = self.symtab_funcs or kind in self.symtab_kinds
        batch = kind == "main" and self.batch_ok
        self.batch_mode = batch
        self.pure = batch and self.pure_ok
        self.lean = lean = self.pure and self.lean_ok
        self.wlocal = wlocal = lean and self.writes
        # (a lean getline binds _rec to the record the loop took: see expr_stmt_)
        self.eager = self.pure and self._first_uses_fields() and not self.lean_getline
        # $1's number from the batch's records converted at once (see dec0)
        self.dec0 = False
        self.dec0_ok = (
            lean
            and self.eager
            and not wlocal
            and kind == "main"
            and self._printed_exprs(kind) is None
            and self._printed_fields(kind) is None
            and self._counted(kind) is None  # (_count_batch reads the loop's code)
        )
        self.fields_kept = self.eager and self._keeps_fields()
        # the constant fields read more than once, whose number is kept per record when
        # the fields never change (see fld_fnum)
        self.num_fields = set()
        self.cached_fields = set()
        if self.eager and lean and not wlocal and self._printed_exprs(kind) is None:
            seen: dict[int, int] = {}
            for r in self.prog.rules:
                if r.kind == "main":
                    for n in (*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)):
                        if isinstance(n, N.Field) and isinstance(n.index, N.Num):
                            v = n.index.value
                            if v.is_integer() and 1 <= v <= 1000:
                                seen[int(v)] = seen.get(int(v), 0) + 1
            self.num_fields = {k for k, c in seen.items() if c >= 2}
        self.padded = padded = lean and self.eager and self.pad_to > 0
        self.max_field = 0
        self.all_fields = wlocal  # (a changed field rebuilds $0 from all of them)
        # the globals a lean main_batch reads and nothing assigns while it runs: their
        # number is taken once per batch (see hoisted)
        self.hoisted: set[str] = set()
        self.seps: set[str] = set()  # (see sep)
        self.batch_assigned: set[str] = set()
        self.cmp_cached: set[str] = set()  # (see compare)
        if lean:
            nodes: list[N.Stmt | N.Expr] = []
            for r in self.prog.rules:
                if r.kind == "main":
                    nodes += [*_walk_expr(r.pattern), *_walk_expr(r.pattern2)]
                    nodes += _walk_stmt(r.body)
            self.batch_assigned = self.assigned_names(nodes)
        self.hoist_seps = False
        if kind in ("BEGIN", "END"):
            # OFS and ORS in locals too when nothing in BEGIN (END) can change them: an
            # assignment, a function, or a plain getline (which takes operand assignments)
            nodes = [n for r in self.prog.rules if r.kind == kind for n in _walk_stmt(r.body)]
            self.hoist_seps = not any(
                isinstance(n, N.Call) or (isinstance(n, N.Getline) and n.kind == "simple")
                for n in nodes
            )
            self.batch_assigned = self.assigned_names(nodes)
        # main_batch: def / for each record / try (lean: def / try / for / try)
        b = (4 if lean else 3) if batch else 1
        for i, r in enumerate(self.prog.rules):
            if r.kind != kind:
                continue
            self.line = r.line
            self.known = set()  # (see typable)
            if kind != "main":
                assert r.body is not None
                self.stmt(r.body, 1)
                continue
            ind = b
            if r.pattern2 is not None:
                assert r.pattern is not None
                st = f"RANGE[{i}]"
                self.emit(b, f"if {st}:")
                self.emit(b + 1, f"if {self.cond(r.pattern2)}:")
                self.emit(b + 2, f"{st} = False")
                self.rule_body(r, b + 1)
                self.known = set()
                self.emit(b, f"elif {self.cond(r.pattern)}:")
                self.emit(b + 1, f"if not {self.cond(r.pattern2)}:")
                self.emit(b + 2, f"{st} = True")
                self.rule_body(r, b + 1)
                continue
            if r.pattern is not None:
                self.emit(b, f"if {self.cond(r.pattern)}:")
                ind = b + 1
            self.rule_body(r, ind)
        eager = self.eager
        dec0 = self.dec0
        n0, n0s = (", _n0", ", _N0") if dec0 else ("", "")
        self.batch_mode = self.pure = self.eager = self.lean = self.padded = False
        self.wlocal = False
        if not batch:
            body = self.lines
            if kind in ("BEGIN", "END"):
                body = self._globals_in_locals(body)
                if any("_parts" in line or "_out(" in line for line in body):
                    body = ["    _parts = RT.out_parts", "    _out = _parts.append", *body]
                body = [*(f"    _{g} = RT.{g.lower()}" for g in sorted(self.seps)), *body]
            self.hoist_seps = False
            return self.function_code(fname, [], body)
        if lean and any(tok in line for line in self.lines for tok in _LEAN_FORBIDDEN):
            self.lean_ok = False  # something reads the runtime's record state: no locals
            self.pure_ok = self.pure_ok and not self.writes  # (nor for the record it writes)
            self.pad_to = 0
            return self.compile_rules(kind, fname)
        if padded and (self.all_fields or self.max_field > self.pad_to):
            self.pad_to = 0  # (the analysis missed a use of NF or of a computed field)
            return self.compile_rules(kind, fname)
        split = _SPLIT
        if self.max_field and not self.all_fields:
            # only fields 1..max_field are read: split no further than that
            k = self.max_field
            split = split.replace("_rec.split()", f"_rec.split(None, {k})")
            split = split.replace("_rec.split(_fsc)", f"_rec.split(_fsc, {k})")
            split = split.replace("_fsc(_rec)", f"_fsc(_rec, {k})")
            self.lines = [line.replace(_SPLIT, split) for line in self.lines]
        body = self.lines or ["    " * b + "pass"]
        kept: list[str] = []  # the globals a lean main_batch keeps in locals while it runs
        if lean:
            # Decision: but for user functions, nothing but main_batch's own code reads or
            # assigns a user variable while it runs (the runtime touches only _RUNTIME_VARS;
            # operand assignments and END run between calls), so the variables it assigns
            # and no function uses live in Python locals (``G_x``: LOAD_FAST, not a dict
            # store per assignment) and go back to the namespace when it returns or an
            # exception leaves it
            kept = sorted(
                g
                for g in self.assigned_globals
                if g not in _RUNTIME_VARS and g not in self.func_globals
            )
            renamed = _renamed(body, {f"V_{g}": f"G_{g}" for g in kept}) if kept else None
            if renamed is None:
                kept = []  # (a line the tokenizer could not read: the globals stay globals)
            else:
                body = renamed
        prints = any("_out(" in line for line in body)
        flush = ["if len(_parts) >= 512:", "    _rt.spill_stdout()"] if prints else []
        head = ["    _rt = RT", "    _parts = _rt.out_parts", "    _out = _parts.append"]
        head += [f"    _Cv_{g} = _Cn_{g} = None" for g in sorted(self.cmp_cached)]
        if lean and (not self.prog.functions or self.single_line):
            # the line that errors report, set once before the loop when every statement
            # sets the same one (a one-line program): without user functions (or with them
            # on that line) nothing else sets it while the batch runs (each assignment is a
            # statement of its own line, followed by the statement it is for: dropping it
            # leaves no block empty)
            marks = {line.strip() for line in body if line.lstrip().startswith("RT.line = ")}
            if len(marks) == 1:
                body = [line for line in body if line.lstrip() not in marks]
                head.append("    " + marks.pop())
        if lean:
            # NR/FNR are _nr0/_fnr0 + _k; they and $0 reach the runtime when the batch
            # ends or an exception (exit, nextfile, a fatal error) leaves it. A body that
            # does not read NR/FNR counts no _k: the records' iterator ``_it`` tells how
            # many were read (``{a[$3] += $5}``: 75.6 -> 73.0 ms)
            count = any(re.search(r"\b_k\b", line) for line in body)
            rows = "_batch" if count and not self.lean_getline else "_it"
            with_rec = any("_rec" in line for line in body)
            k = 0 if self.all_fields else self.max_field
            head += [
                "    _nr0 = _rt.nr",
                "    _fnr0 = _rt.fnr",
                *(
                    f"    {i} = int({f}) if {f}.is_integer() and abs({f}) < 1e15 else None"
                    for i, f in (("_nri", "_nr0"), ("_fnri", "_fnr0"))
                    if any(i in line for line in body)
                ),
                *(f"    _N_{g} = {self.fnum(f'V_{g}')}" for g in sorted(self.hoisted)),
                *(f"    _C_{g} = _cmpnum(V_{g})" for g in sorted(self.hoisted)),
                *(f"    _{g} = _rt.{g.lower()}" for g in sorted(self.seps)),
                "    _k = 0",
                *([f"    _PAD = [''] * {self.pad_to}"] if padded else []),
                *(["    _it = iter(_batch)"] if rows == "_it" else []),
                "    _rec = None",
                # (the namespace lets go of the values while the locals hold them, until the
                # finally below: ``s = s $1`` appends in place, not copying s once a batch)
                *(f"    G_{g} = V_{g}" for g in kept),
                *(f"    V_{g} = UNINIT" for g in kept),
                *(
                    ["    _Fs = " + _split_map(split, k, padded, "_batch" if with_rec else rows)]
                    if eager
                    else []
                ),
                *(
                    [
                        "    _N0 = repeat(None)",
                        "    if _mode == 0 and all(_batch):",
                        "        _j = '\\n'.join(_batch)",
                        "        if _j.isascii() and not _j.encode().translate(None, _DEC_NL):",
                        "            try:",
                        "                _N0 = list(map(float, _batch))",
                        "            except ValueError:",  # ("-", ".", "1-2", "1.2.3")
                        "                pass",
                    ]
                    if dec0
                    else []
                ),
                "    try:",
                "        for "
                + (
                    f"_rec in {rows}:"
                    if not eager
                    else f"_rec, _F{n0} in zip({rows}, _Fs{n0s}):"
                    if with_rec
                    else f"_F{n0} in zip(_Fs{n0s}):"
                    if dec0
                    else "_F in _Fs:"
                ),
                *(["            _k += 1"] if count else []),
                *([] if eager else ["            _F = None"]),
                *(["            _FT = None"] if wlocal and self.typed else []),
                *(
                    [
                        f"            if len(_F) < {self.pad_to}:",
                        "                _F = _F + _PAD",
                    ]
                    if padded
                    else []
                ),
                *(f"            _V{i} = False" for i in sorted(self.cached_fields)),
                "            try:",
            ]
            # Decision: the output buffer is spilled once per batch, not per record: its
            # ``_out`` calls are the top-level prints (a print in a loop or function calls
            # RT.out, which spills), so a batch (at most _SLICE records) adds a bounded
            # number of parts, and every other writer spills it first (same order).
            # ``{$NF = ""; print}`` over 200,000 records: 68 -> 65 ms.
            tail = [
                "            except NextRecord:",
                "                pass",
                *("        " + x for x in flush),
                "    finally:",
                *(f"        V_{g} = G_{g}" for g in kept),
                *([] if count else ["        _k = len(_batch) - _it.__length_hint__()"]),
                "        if _k:",
                "            _rt.nr = _nr0 + _k",
                "            _rt.fnr = _fnr0 + _k",
                *(
                    [
                        "            _rt.brec = _batch[_k - 1]",
                        "            _rt.rec = _rec",
                        "            _rt.fields = _F",
                        *(
                            ["            _rt.ftyped, _rt.ftyped_of = (_FT or {}), _F"]
                            if self.typed
                            else []
                        ),
                    ]
                    if wlocal
                    else [
                        "            _rt.rec = _rt.brec = "
                        + ("_rec" if self.lean_getline else "_batch[_k - 1]"),
                        "            _rt.fields = None",
                    ]
                ),
            ]
        else:
            head += [
                *(["    _it = iter(_batch)"] if self.batch_getline else []),
                f"    for _rec in {'_it' if self.batch_getline else '_batch'}:",
                *("        " + x for x in flush),
                "        _rt.nr += 1.0",
                "        _rt.fnr += 1.0",
                "        _rt.rec = _rt.brec = _rec",
                "        _rt.fields = None",
                "        _F = " + (split if eager else "None"),
                "        try:",
            ]
            tail = ["        except NextRecord:", "            pass"]
        if lean and self.lean_getline:
            body = self._lean_sync(body, kept)
        code = self.function_code(
            "main_batch", ["_batch", "_mode", "_fsc", "_spl", "_asc"], head + body + tail
        )
        fields = self._printed_fields(kind) if lean else None
        if fields is not None:
            return self._field_print_batch(fields, code)
        k = self._printed_exprs(kind) if lean else None
        if k is not None:
            return self._expr_print_batch(k, code)
        counted = self._counted(kind) if lean and not wlocal else None
        if counted is not None:
            self.counting = True
            return self._count_batch(*counted, code)
        summed = self._summed(kind) if lean and not wlocal else None
        if summed is not None:
            return self._sum_batch(*summed, code)
        filtered = self._filtered(kind) if lean and not wlocal else None
        if filtered is not None:
            return self._filter_batch(*filtered, code)
        nums: frozenset[str] = (
            self._batch_nums(kept) if lean and not self.batch_known else frozenset()
        )
        if nums:
            # Decision: the globals that every assignment in the rules keeps a float (``s +=
            # $5``, ``n++``, ``mx = NF``) are floats through a batch that starts with them
            # floats (only main_batch's code assigns them while it runs): its variant for
            # that case reads them without the test of their type (~25 ns a read), and
            # main_batch calls it when they are (every batch after the first that assigned
            # them, mostly). ``{n += NF; if (NF > mx) mx = NF}`` over 200,000 records
            # ~81 -> ~70 ms.
            self.batch_known = nums
            fast = self.compile_rules(kind, fname)
            self.batch_known = frozenset()
            if fast and fast[0].startswith("def main_batch(") and self.lean_ok:
                test = " and ".join(f"V_{g}.__class__ is float" for g in sorted(nums))
                at = 2 if code[1].startswith("    global ") else 1
                code[at:at] = [
                    f"    if {test}:",
                    "        return main_batch_num(_batch, _mode, _fsc, _spl, _asc)",
                ]
                fast[0] = fast[0].replace("def main_batch(", "def main_batch_num(", 1)
                return fast + code
        return code

    def _batch_nums(self, kept: list[str]) -> frozenset[str]:
        """The globals kept in main_batch's locals (``kept``) that every assignment in the
        main rules keeps a float (``++``, ``+=``..., ``=`` of what is a number while they
        are: a fixpoint as loop_known's); not those that getline, sub/gsub or a for-in
        assign."""
        cand = {g for g in kept if self.typable(g)}
        if not cand or self.lean_getline:  # (an operand assignment may run in its gl_var)
            return frozenset()
        nodes: list[N.Stmt | N.Expr] = []
        for r in self.prog.rules:
            if r.kind == "main":
                nodes += [*_walk_expr(r.pattern), *_walk_expr(r.pattern2), *_walk_stmt(r.body)]
        changed = True
        while changed and cand:
            changed = False
            for n in nodes:
                for t in _assigned(n):
                    while isinstance(t, N.Group):
                        t = t.expr
                    if not isinstance(t, N.Var) or t.name not in cand:
                        continue
                    if isinstance(n, N.IncDec) or (
                        isinstance(n, N.Assign) and (n.op != "=" or self.static_num(n.value, cand))
                    ):
                        continue
                    cand.discard(t.name)
                    changed = True
        return frozenset(cand)

    def _lean_sync(self, body: list[str], kept: list[str]) -> list[str]:
        """``body`` with the lean getline's places (see expr_stmt_) filled: before the
        runtime's gl_var, its NR, FNR and record set and the kept globals written back;
        after, those read again and NR/FNR's bases moved by the records it read, the
        hoisted numbers and separators taken again (an operand assignment between files
        may have changed them)."""
        out: list[str] = []
        for line in body:
            mark = line.strip()
            if mark not in ("#SYNC_OUT#", "#SYNC_IN#"):
                out.append(line)
                continue
            pad = line[: len(line) - len(line.lstrip())]
            if mark == "#SYNC_OUT#":
                lines = [
                    "_rt.nr = _nr0 + _k",
                    "_rt.fnr = _fnr0 + _k",
                    "_rt.rec = _rt.brec = _rec",
                    "_rt.fields = None",
                    *(f"V_{g} = G_{g}" for g in kept),
                ]
            else:
                lines = [
                    *(f"G_{g} = V_{g}" for g in kept),
                    *(f"V_{g} = UNINIT" for g in kept),
                    "_nr0 = _rt.nr - _k",
                    "_fnr0 = _rt.fnr - _k",
                    # (BEGINFILE of the next file empties the record)
                    "if _rt.rec is not _rec:",
                    "    _rec = _rt.rec",
                    "    _F = None",
                    *(
                        f"{i} = int({f}) if {f}.is_integer() and abs({f}) < 1e15 else None"
                        for i, f in (("_nri", "_nr0"), ("_fnri", "_fnr0"))
                        if any(i in x for x in body)
                    ),
                    *(f"_N_{g} = {self.fnum(f'V_{g}')}" for g in sorted(self.hoisted)),
                    *(f"_C_{g} = _cmpnum(V_{g})" for g in sorted(self.hoisted)),
                    *(f"_{g} = _rt.{g.lower()}" for g in sorted(self.seps)),
                ]
            out += [pad + x for x in lines]
        return out

    def _filtered(self, kind: str) -> tuple[int, str, float, str | None] | None:
        """A main part that is one rule whose pattern compares a field with a number
        (``$i > C``, ``C <= $i``...) and whose action prints the record (none, ``print``,
        ``print $0``) or counts (``n++``, ``n += 1``): (i - 1, the comparison as ``$i OP
        C``, C, the counter or None); else None."""
        if kind != "main":
            return None
        rules = [r for r in self.prog.rules if r.kind == kind]
        if len(rules) != 1 or rules[0].pattern is None or rules[0].pattern2 is not None:
            return None
        r = rules[0]
        p = r.pattern
        while isinstance(p, N.Group):
            p = p.expr
        flip = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}
        if not (isinstance(p, N.Binary) and p.op in flip):
            return None
        fld, c, op = p.left, p.right, p.op
        if isinstance(c, N.Field):
            fld, c, op = c, fld, flip[op]
        if isinstance(c, N.Unary) and c.op == "-" and isinstance(c.operand, N.Num):
            c = N.Num(-c.operand.value)
        if not (isinstance(fld, N.Field) and isinstance(c, N.Num) and not math.isnan(c.value)):
            return None
        i = _field_no(fld)
        if not (isinstance(i, int) and 1 <= i <= 1000):
            return None
        body = r.body.body if r.body is not None else None
        if body is None or (
            len(body) == 1
            and isinstance(body[0], N.Print)
            and not body[0].printf
            and not body[0].redir
            and body[0].args in ((), (N.Field(N.Num(0.0)),))
        ):
            return i - 1, op, c.value, None
        if len(body) != 1 or not isinstance(body[0], N.ExprStmt):
            return None
        e = body[0].expr
        while isinstance(e, N.Group):
            e = e.expr
        if isinstance(e, N.IncDec) and e.op == "++":
            t = e.target
        elif isinstance(e, N.Assign) and e.op == "+=" and e.value == N.Num(1.0):
            t = e.target
        else:
            return None
        while isinstance(t, N.Group):
            t = t.expr
        if not (isinstance(t, N.Var) and self._batch_scalar(t.name)):
            return None
        return i - 1, op, c.value, t.name

    def _filter_batch(
        self, i: int, op: str, c: float, var: str | None, loop: list[str]
    ) -> list[str]:
        """``main_batch`` of a :meth:`_filtered` program: the column's fields taken from
        the split records at once (as :meth:`_sum_batch`'s) and, when they are all plain
        decimals (each a strnum, compared as a number), compared with C in C
        (``map(float.__gt__, ...)``), the records so selected printed at once or counted;
        any other batch runs the general loop.

        Decision: ``$1 > 3.5`` over 1M decimals spent ~300 ns a record in the loop (its
        conversion's tests, the call per record), 2.7x gawk."""
        marks = [x.strip() for x in loop if x.strip().startswith("RT.line = ")]
        sep = "None if _mode == 0 else _fsc"
        if var is None:
            act = [
                "    _rows = list(_compress(_batch, _sel))",
                "    if _rows:",
                "        _ORS = _rt.ors",
                "        _parts = _rt.out_parts",
                "        _parts.append(_ORS.join(_rows) + _ORS)",
                "        if len(_parts) >= 512:",
                "            _rt.spill_stdout()",
            ]
        else:
            # (n++ k times is n + k while both are whole numbers below 2**53)
            act = [
                f"    _n = V_{var}",
                "    if _n.__class__ is not float:",
                "        _n = num(_n)",
                "    _c = float(sum(_sel))",
                "    if not (_n.is_integer() and abs(_n) + _c < 9007199254740992.0):",
                "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
                f"    V_{var} = _n + _c",
            ]
        return [
            "def main_batch(_batch, _mode, _fsc, _spl, _asc):",
            *([f"    global V_{var}"] if var is not None else []),
            "    _rt = RT",
            *("    " + x.replace("RT.", "_rt.", 1) for x in marks[:1]),
            "    if _mode > 1 or not _batch:",
            "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            *_decimal_column(i, sep),
            "    try:",
            # (whole numbers below 10**15: int() is ~half float()'s cost, and the int
            # compares with C as its float, which is exact, does)
            "        if _j.isdigit() and max(map(len, _col)) < 16:",
            f"            _sel = list(map(_FCMP[{op!r}], map(int, _col), repeat({c!r})))",
            "        else:",
            f"            _sel = list(map(_FCMP[{op!r}], map(float, _col), repeat({c!r})))",
            "    except ValueError:",
            "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            *act,
            "    _n = len(_batch)",
            "    _rt.nr = _rt.nr + _n",
            "    _rt.fnr = _rt.fnr + _n",
            "    _rt.rec = _rt.brec = _batch[-1]",
            "    _rt.fields = None",
            loop[0].replace("def main_batch(", "def main_batch_loop(", 1),
            *loop[1:],
        ]

    def _summed(self, kind: str) -> tuple[str, int, str | None, float] | None:
        """A main part that only sums a column: one rule without a pattern whose body is
        ``v += $i`` or ``v += $i OP C`` (v a plain global, i a constant, OP one of ``* / +
        -``, C a number, not 0 for ``/``): (v, i - 1, OP or None, C); else None."""
        if kind != "main" or self.uses_icase:
            return None
        rules = [r for r in self.prog.rules if r.kind == kind]
        if len(rules) != 1 or rules[0].pattern is not None or rules[0].body is None:
            return None
        body = rules[0].body.body
        if len(body) != 1 or not isinstance(body[0], N.ExprStmt):
            return None
        e = body[0].expr
        while isinstance(e, N.Group):
            e = e.expr
        if not (isinstance(e, N.Assign) and e.op == "+=" and isinstance(e.target, N.Var)):
            return None
        var = e.target.name
        if not self._batch_scalar(var):
            return None
        f = e.value
        while isinstance(f, N.Group):
            f = f.expr
        op: str | None = None
        c = 0.0
        if isinstance(f, N.Binary) and f.op in ("*", "/", "+", "-"):
            k = f.right
            while isinstance(k, N.Group):
                k = k.expr
            if not (isinstance(k, N.Num) and math.isfinite(k.value)) or (
                f.op == "/" and k.value == 0.0
            ):
                return None
            op, c = f.op, k.value
            f = f.left
            while isinstance(f, N.Group):
                f = f.expr
        if not (
            isinstance(f, N.Field)
            and isinstance(f.index, N.Num)
            and f.index.value.is_integer()
            and 1 <= f.index.value <= 1000
        ):
            return None
        return var, int(f.index.value) - 1, op, c

    def _batch_scalar(self, var: str) -> bool:
        """Whether ``var`` is a user's global scalar that a batched main loop may keep in a
        Python local (no runtime variable, hook, attribute, array, nor a function's global)."""
        return not (
            var in _RUNTIME_VARS
            or var in _HOOK_VARS
            or var in _ATTR_VARS
            or var in self.func_globals
            or var in self.global_arrays
        )

    def _sum_batch(self, var: str, i: int, op: str | None, c: float, loop: list[str]) -> list[str]:
        """``main_batch`` of a :meth:`_summed` program: the column's fields taken from the
        split records at once and, when they are all plain decimals (digits, a point, a
        minus: what ``float`` reads as awk does, else it raises), each OP C first (``op``,
        ``c``), added one after the other in C (``functools.reduce``, the loop's additions
        in the loop's order); any other
        batch (a record without the field, another splitting) runs the general loop.

        Decision: ``{s += $1}`` over 1M decimals spent ~350 ns a record in the loop (its
        conversion's tests), 3.5x gawk."""
        marks = [x.strip() for x in loop if x.strip().startswith("RT.line = ")]
        sep = "None if _mode == 0 else _fsc"
        return [
            "def main_batch(_batch, _mode, _fsc, _spl, _asc):",
            f"    global V_{var}",
            "    _rt = RT",
            *("    " + x.replace("RT.", "_rt.", 1) for x in marks[:1]),
            "    if _mode > 1:",
            "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            *_decimal_column(i, sep),
            f"    _s = V_{var}",
            "    if _s.__class__ is not float:",
            "        _s = num(_s)",
            # (whole numbers below 2**53: the float additions are exact, the int sum the same)
            # (a text of more digits than int() takes raises: such a sum is not exact)
            f"    if {op is None} and _j.isdigit() and _s.is_integer() and all(_col):",
            "        try:",
            "            _t = sum(map(int, _col))",
            "        except ValueError:",
            "            _t = _INF",
            "        if abs(_s) + _t < 9007199254740992.0:",
            f"            V_{var} = _s + float(_t)",
            "            _col = []",
            "    if _col:",
            "        try:",
            (
                "            _s = _reduce(_fadd, map(float, _col), _s)"
                if op is None
                else f"            _s = _reduce(_fadd, map(_FOP[{op!r}], map(float, _col), "
                f"repeat({c!r})), _s)"
            ),
            "        except ValueError:",
            "            return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            f"        V_{var} = _s",
            "    if _batch:",
            "        _n = len(_batch)",
            "        _rt.nr = _rt.nr + _n",
            "        _rt.fnr = _rt.fnr + _n",
            "        _rt.rec = _rt.brec = _batch[-1]",
            "        _rt.fields = None",
            loop[0].replace("def main_batch(", "def main_batch_loop(", 1),
            *loop[1:],
        ]

    def _counted(self, kind: str) -> tuple[str, float, str | None] | None:
        """A main part that only counts: one rule (a pattern allowed) whose body is
        ``a[KEY]++`` (``++``/``--``, ``+= n``, ``-= n`` with a constant whole n), possibly after
        ``x = EXPR`` with the key ``x``, where KEY, EXPR and the pattern have no side effects
        and read neither the array nor x: (the array's name, the step, x or None); else
        None."""
        if kind != "main" or self.uses_icase:
            return None
        rules = [r for r in self.prog.rules if r.kind == kind]
        if len(rules) != 1 or rules[0].pattern2 is not None or rules[0].body is None:
            return None
        r = rules[0]
        body = r.body.body if r.body is not None else ()
        if not 1 <= len(body) <= 2 or not all(isinstance(st, N.ExprStmt) for st in body):
            return None
        exprs = [cast(N.ExprStmt, st).expr for st in body]
        var: str | None = None
        reads: list[N.Expr] = [] if r.pattern is None else [r.pattern]
        if len(exprs) == 2:
            a = exprs[0]
            if not (isinstance(a, N.Assign) and a.op == "=" and isinstance(a.target, N.Var)):
                return None
            var = a.target.name
            if not self._batch_scalar(var):
                return None
            reads.append(a.value)
        e = exprs[-1]
        while isinstance(e, N.Group):
            e = e.expr
        step: float
        if isinstance(e, N.IncDec):
            step = 1.0 if e.op == "++" else -1.0
        elif (
            isinstance(e, N.Assign)
            and e.op in ("+=", "-=")
            and isinstance(e.value, N.Num)
            and e.value.value.is_integer()
            and abs(e.value.value) <= 1 << 20
        ):
            step = e.value.value if e.op == "+=" else -e.value.value
        else:
            return None
        t = e.target
        while isinstance(t, N.Group):
            t = t.expr
        if not isinstance(t, N.Index) or t.name not in self.global_arrays:
            return None
        if var is not None:
            sub = t.subs[0] if len(t.subs) == 1 else None
            while isinstance(sub, N.Group):
                sub = sub.expr
            if not (isinstance(sub, N.Var) and sub.name == var):
                return None
        else:
            reads.extend(t.subs)
        banned = {t.name} if var is None else {t.name, var}

        def leaf(x: N.Expr) -> bool | None:
            if isinstance(x, N.Var):
                return x.name not in banned and x.name not in self.global_arrays
            return None

        if not all(_pure_expr(x, leaf) for x in reads):
            return None
        return t.name, step, var

    def _int_column_key(self, var: str | None) -> tuple[int, bool, int] | None:
        """For a :meth:`_counted` program whose key (or ``var``'s value) is ``int($i / C)``,
        ``$i % C`` or ``int($i)`` (a constant field, C a positive whole constant): (i - 1,
        whether it is ``%``, C); else None."""
        rule = next(r for r in self.prog.rules if r.kind == "main")
        if rule.body is None or not rule.body.body:
            return None
        st = rule.body.body[0 if var is not None else -1]
        e = st.expr if isinstance(st, N.ExprStmt) else None
        while isinstance(e, N.Group):
            e = e.expr
        t = e.target if isinstance(e, (N.IncDec, N.Assign)) else None
        while isinstance(t, N.Group):
            t = t.expr
        if var is not None:
            if not (isinstance(e, N.Assign) and isinstance(t, N.Var) and t.name == var):
                return None
            k = e.value
        elif not isinstance(t, N.Index) or len(t.subs) != 1:
            return None
        else:
            k = t.subs[0]
        while isinstance(k, N.Group):
            k = k.expr
        mod = isinstance(k, N.Binary) and k.op == "%"
        if isinstance(k, N.Builtin) and k.name == "int" and len(k.args) == 1:
            k = k.args[0]
            while isinstance(k, N.Group):
                k = k.expr
            if isinstance(k, N.Field):
                k = N.Binary("/", k, N.Num(1.0))
        elif not mod:
            return None
        if not (isinstance(k, N.Binary) and k.op in ("/", "%")):
            return None
        f, c = k.left, k.right
        while isinstance(f, N.Group):
            f = f.expr
        if not (
            isinstance(f, N.Field)
            and isinstance(f.index, N.Num)
            and f.index.value.is_integer()
            and 1 <= f.index.value <= 1000
            and isinstance(c, N.Num)
            and c.value.is_integer()
            and 1 <= c.value <= 1 << 31
        ):
            return None
        return int(f.index.value) - 1, mod, int(c.value)

    def _count_batch(self, arr: str, step: float, var: str | None, loop: list[str]) -> list[str]:
        """``main_batch`` of a :meth:`_counted` program: the keys of the batch's counted
        records are one list comprehension (the texts of the general loop, ``loop``, a number
        key kept as a number), counted by ``Counter`` and added to the array in the order of
        their first occurrence (the order in which the loop would have added them); a
        whole old value takes the count times the step at once (the loop's additions are
        exact there), another one the steps one by one. A batch where a text raises (a
        division by zero: its error comes from the loop), and the splittings other than
        the default and a one-character FS when the record is split up front, run the
        general loop.

        Decision: ``{h[int($2 / 1000)]++}`` over 1M records spent its time in the loop's
        statements and the array's stores per record."""
        try:
            start = loop.index("            try:") + 1
            end = loop.index("            except NextRecord:")
        except ValueError:
            return loop
        marks = [x.strip() for x in loop[:end] if x.strip().startswith("RT.line = ")]
        inner = [x.strip() for x in loop[start:end] if not x.strip().startswith("RT.line = ")]
        cond: str | None = None
        if inner and inner[0].startswith("if ") and inner[0].endswith(":"):
            cond = inner.pop(0)[3:-1]
        assign: str | None = None
        if var is not None:
            if len(inner) != 3:
                return loop
            for py in (f"G_{var}", f"V_{var}"):
                if inner[0].startswith(py + " = "):
                    assign = inner[0][len(py) + 3 :]
            if assign is None:
                return loop
            inner.pop(0)
        if len(inner) != 2:
            return loop
        m = re.fullmatch(r"(_t\d+) = (.*)", inner[0])
        aref = self.arr_ref(arr)
        if m is None or not inner[1].startswith(f"{aref}[{m[1]}] = "):
            return loop
        key = m[2]
        numeric = re.fullmatch(r"\(_kcg\((_t\d+) := (.*)\) or _kstr\(\1\)\)", key)
        if var is not None:
            if numeric is None or numeric[2] not in (f"G_{var}", f"V_{var}"):
                return loop
            assert assign is not None
            key = assign
        elif numeric is not None:
            key = numeric[2]
        # a key ``int(x)``: truncated to a Python int (~65 ns less a record than the float
        # division that keeps int's -0, which a key's text does not show; an infinity or a
        # NaN raises: the loop takes the batch)
        whole = None if var is not None or numeric is None else _int_arg(key)
        if whole is not None:
            key = _whole_quotient(whole) or f"_trunc({whole})"
        column = self._int_column_key(var) if numeric is not None else None
        texts = [key] if cond is None else [key, cond]
        allowed = {"_F", "_rec", "_mode", "_fsc", "_spl", "_asc", "_kcg", "_kstr", "_MAXS", "_cat"}
        for text in texts:
            for name in set(re.findall(r"(?<![\w.])_\w+", text)):
                if name not in allowed and name not in _HELPERS:
                    if not re.fullmatch(r"_t\d+", name):
                        return loop
            if set(re.findall(r"\bRT\.(\w+)", text)) - {"ostr", "convfmt", "ofmt", "subsep"}:
                return loop
            if re.search(r"(?<![\w.])G_\w+", text):
                return loop
        head = next((x for x in loop if x.startswith("    _Fs = ")), None)
        pad = next((x for x in loop if x.startswith("    _PAD = [''] * ")), None)
        if_cond = "" if cond is None else f" if ({cond})"
        body = [
            "def main_batch(_batch, _mode, _fsc, _spl, _asc):",
            "    _rt = RT",
            *("    " + x for x in marks[:1]),
        ]
        if head is None:
            if "_F" in key or "_F" in (cond or ""):
                if_cond = " if (_F := None) is None" + ("" if cond is None else f" and ({cond})")
            comps = [f"[{key} for _rec in _batch{if_cond}]"]
        else:
            body += [
                "    if _mode > 1:",
                "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            ]
            n = re.search(r"_rec\.split\(None, (\d+)\)", head)
            k = n[1] if n is not None else None
            splits = (
                (f"_rec.split(None, {k})", f"(_rec.split(_fsc, {k}) if _rec else [])")
                if k is not None
                else ("_rec.split()", "(_rec.split(_fsc) if _rec else [])")
            )
            seps = ("None", "_fsc")
            one = set(re.findall(r"\b_F\[(\d+)\]", key))
            comps: list[str] = []
            for split, sep in zip(splits, seps, strict=True):
                if pad is None:
                    maxsplit = f", repeat({k})" if k is not None else ""
                    fs = f"map(str.split, _batch, repeat({sep}){maxsplit})"
                    if sep != "None":
                        fs = f"({split} for _rec in _batch)"
                    comps.append(f"[{key} for _F in {fs}{if_cond}]")
                    continue
                w = pad[len("    _PAD = [''] * ") :]
                if (
                    cond is None
                    and k is not None
                    and len(one) == 1
                    and len(re.findall(r"\b_F\b", key)) == len(re.findall(r"\b_F\[\d+\]", key))
                ):
                    # the key reads one field: taken from the split records by an itemgetter
                    # (a record without it raises IndexError: the loop pads it)
                    i = next(iter(one))
                    col = (
                        f"map(_itemgetter({i}), map(str.split, _batch, repeat({sep}), repeat({k})))"
                    )
                    text = re.sub(rf"\b_F\[{i}\]", "_v", key)
                    if column is not None and column[0] == int(i):
                        # (a column of plain digits: all its keys at once, see _int_keys;
                        # records of digits alone are their first field under FS=" ")
                        args = f"{column[2]}, {column[1]}"
                        fast = f"(_ik if (_ik := _intkeys(_c := list({col}), {args})) is not None else [{text} for _v in _c])"
                        if i == "0" and sep == "None":
                            fast = f"(_ik if (_ik := _intkeys(_batch, {args})) is not None else {fast})"
                        comps.append(fast)
                        continue
                    comps.append(f"[{text} for _v in {col}]")
                    continue
                if cond is None:
                    comps.append(
                        f"[({key}) if len(_F := {split}) >= {w} else ((_F := _F + _PAD), ({key}))[1]"
                        " for _rec in _batch]"
                    )
                else:
                    comps.append(
                        f"[{key} for _rec in _batch if (({cond}) if len(_F := {split}) >= {w}"
                        f" else ((_F := _F + _PAD), ({cond}))[1])]"
                    )
            if pad is not None:
                body.append(pad)
        body.append("    try:")
        if len(comps) == 1:
            body.append(f"        _vals = {comps[0]}")
        else:
            body += [
                "        if _mode == 0:",
                f"            _vals = {comps[0]}",
                "        else:",
                f"            _vals = {comps[1]}",
            ]
        d = repr(step)
        body += [
            "    except Exception:",
            "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            f"    _h = {aref}",
            "    _get = _h.get",
            "    for _key, _n in _Counter(_vals).items():",
            *(
                [
                    "        _key = _kcg(_key) or _kstr("
                    + ("float(_key))" if whole or column is not None else "_key)")
                ]
                if numeric is not None
                else []
            ),
            "        _v = _get(_key, 0.0)",
            "        if _v.__class__ is not float:",
            "            _v = num(_v)",
            f"        if _v.is_integer() and abs(_v) + _n * {abs(step)!r} < 9007199254740992.0:",
            f"            _h[_key] = _v + _n * {d}",
            "        else:",
            "            for _ in range(_n):",
            f"                _v = _v + {d}",
            "            _h[_key] = _v",
            *(
                [
                    "    if _vals:",
                    f"        V_{var} = float(_vals[-1])",
                ]
                if var is not None
                else []
            ),
            *("    " + x.replace("RT.", "_rt.", 1) for x in marks[-1:]),
            "    if _batch:",
            "        _n = len(_batch)",
            "        _rt.nr = _rt.nr + _n",
            "        _rt.fnr = _rt.fnr + _n",
            "        _rt.rec = _rt.brec = _batch[-1]",
            "        _rt.fields = None",
        ]
        if var is not None:
            body.insert(1, f"    global V_{var}")
        return body + [loop[0].replace("def main_batch(", "def main_batch_loop(", 1), *loop[1:]]

    def _printed_exprs(self, kind: str) -> int | None:
        """The highest field number read by a main part that is one unconditional ``print``
        of expressions of constant fields $1.. without side effects (``print substr($1, 2,
        3)``, ``print $1 "-" $2, $3 * 2``); else None."""
        if kind != "main" or self.prog.functions or self.uses_icase:
            return None
        rules = [r for r in self.prog.rules if r.kind == kind]
        if len(rules) != 1 or rules[0].pattern is not None or rules[0].body is None:
            return None
        body = rules[0].body.body
        if len(body) != 1:
            return None
        st = body[0]
        if not isinstance(st, N.Print) or st.printf or st.redir or not st.args:
            return None
        top = 0

        def pure(e: N.Expr) -> bool:
            nonlocal top
            if isinstance(e, (N.Num, N.Str)):
                return True
            if isinstance(e, N.Group):
                return pure(e.expr)
            if isinstance(e, N.Field):
                i = e.index
                if not (isinstance(i, N.Num) and i.value.is_integer() and 1 <= i.value <= 100):
                    return False
                top = max(top, int(i.value))
                return True
            if isinstance(e, N.Binary):
                return (
                    e.op in ("concat", "+", "-", "*", "/", "%") and pure(e.left) and pure(e.right)
                )
            if isinstance(e, N.Unary):
                return e.op in ("-", "+") and pure(e.operand)
            if isinstance(e, N.Builtin):
                if e.name == "length":
                    return len(e.args) == 1 and pure(e.args[0])
                return e.name in _PURE_BUILTINS and all(pure(a) for a in e.args)
            return False

        return top if all(pure(a) for a in st.args) and top > 0 else None

    def _expr_print_batch(self, k: int, loop: list[str]) -> list[str]:
        """``main_batch`` of a :meth:`_printed_exprs` program: under the default or a
        one-character FS the batch is one list comprehension of the print's compiled text
        (taken from the general loop, ``loop``); other splittings, and a batch where that
        text raises (a division by zero: its output and error come from the loop), run the
        general loop.

        Decision: the statements of the general loop (its padding, ``try``, ``_out``) were
        a sixth of ``{print substr($1, 2, 3)}`` over 1M records."""
        outs = [line.strip() for line in loop if line.lstrip().startswith("_out(")]
        if len(outs) != 1 or not outs[0].endswith(" + _ORS)"):
            return loop
        text = outs[0][len("_out(") : -len(" + _ORS)")]
        for name in set(re.findall(r"(?<![\w.])_\w+", text)):
            if name not in ("_F", "_OFS", "_asc", "_MAXS", "_cat") and name not in _HELPERS:
                if not re.fullmatch(r"_t\d+", name):
                    return loop
        if set(re.findall(r"\bRT\.(\w+)", text)) - {"ostr", "convfmt", "ofmt"}:
            return loop
        split0 = f"_rec.split(None, {k})"
        split1 = f"(_rec.split(_fsc, {k}) if _rec else [])"
        comp = (
            f"[({text}) if len(_F := SPLIT) >= {k} else ((_F := _F + _PAD), ({text}))[1]"
            " for _rec in _batch]"
        )
        body = [
            "def main_batch(_batch, _mode, _fsc, _spl, _asc):",
            "    _rt = RT",
            "    if _mode > 1:",
            "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            "    _OFS = _rt.ofs",
            "    _ors = _rt.ors",
            f"    _PAD = [''] * {k}",
            "    try:",
            "        if _mode == 0:",
            f"            _o = {comp.replace('SPLIT', split0)}",
            "        else:",
            f"            _o = {comp.replace('SPLIT', split1)}",
            "    except Exception:",
            "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            *_BATCH_OUT,
        ]
        return body + [loop[0].replace("def main_batch(", "def main_batch_loop(", 1), *loop[1:]]

    def _globals_in_locals(self, body: list[str]) -> list[str]:
        """BEGIN's or END's code (``body``) with the globals it assigns and no function uses
        kept in Python locals (``G_x``) while it runs, back in the namespace when it returns
        or an exception leaves it (as a lean main_batch's: see compile_rules).

        Decision: a loop of BEGIN ran on dict loads and stores (STORE_GLOBAL), and ``s = s
        "x"`` copied the string every time (CPython appends in place only to a local)."""
        kept = sorted(
            g
            for g in self.assigned_globals
            if g not in _RUNTIME_VARS and g not in self.func_globals and not self.symtab_unit
        )
        renamed = _renamed(body, {f"V_{g}": f"G_{g}" for g in kept}) if kept else None
        if renamed is None:
            return body
        return [
            *(f"    G_{g} = V_{g}" for g in kept),
            "    try:",
            *("    " + line for line in renamed),
            "    finally:",
            *(f"        V_{g} = G_{g}" for g in kept),
        ]

    def _printed_fields(self, kind: str) -> list[int] | None:
        """The field numbers of a main part that is one unconditional ``print $i, $j, ...``
        (``print`` alone: ``[0]``), the commonest awk program; else None."""
        if kind != "main" or self.prog.functions:
            return None
        rules = [r for r in self.prog.rules if r.kind == kind]
        if len(rules) != 1:
            return None
        r = rules[0]
        if r.pattern is not None or r.pattern2 is not None:
            return None
        if r.body is None:
            return [0]
        if len(r.body.body) != 1:
            return None
        st = r.body.body[0]
        if not isinstance(st, N.Print) or st.printf or st.redir:
            return None
        if not st.args:
            return [0]
        out: list[int] = []
        for a in st.args:
            if not (isinstance(a, N.Field) and isinstance(a.index, N.Num)):
                return None
            v = a.index.value
            if v != int(v) or v < 0 or v > 1000:
                return None
            out.append(int(v))
        return out

    def _field_print_batch(self, fields: list[int], loop: list[str]) -> list[str]:
        """``main_batch`` of a :meth:`_printed_fields` program: under the default or a
        one-character FS the whole batch is one list comprehension (no per-record statements);
        other splittings run the general loop (``loop``, already compiled)."""
        k = max(fields)

        def expr(var: str) -> str:  # a row without its ORS (the rows are joined with it)
            parts = ["_rec" if i == 0 else f"{var}[{i - 1}]" for i in fields]
            return " + _ofs + ".join(parts)

        if k == 0:  # only $0: no splitting, the same under every FS
            if len(fields) == 1:
                select = ["    _o = _batch"]
            else:
                select = [f"    _o = [({expr('_F')}) for _rec in _batch]"]
        else:
            pad = "(_G := _F + _PAD)"
            full, padded = expr("_F"), expr("_G").replace("_G[", pad + "[", 1)
            comp0 = (
                f"[({full}) if len(_F := _rec.split(None, {k})) >= {k} else ({padded})"
                " for _rec in _batch]"
            )
            comp1 = (
                f"[({full}) if len(_F := (_rec.split(_fsc, {k}) if _rec else [])) >= {k}"
                f" else ({padded}) for _rec in _batch]"
            )
            select = [
                f"    _PAD = [''] * {k}",
                "    if _mode == 0:",
                f"        _o = {comp0}",
                "    else:",
                f"        _o = {comp1}",
            ]
        body = [
            "def main_batch(_batch, _mode, _fsc, _spl, _asc):",
            "    _rt = RT",
            "    if _mode > 1:",
            "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
            "    _ofs = _rt.ofs",
            "    _ors = _rt.ors",
            *select,
            *_BATCH_OUT,
        ]
        return body + [loop[0].replace("def main_batch(", "def main_batch_loop(", 1), *loop[1:]]

    def rule_body(self, r: N.Rule, ind: int) -> None:
        self.known = set()
        if r.body is None:
            self.emit(ind, f"{self.out_fn()}({self.rec0()} + {self.sep('ORS')})")
        else:
            self.stmt(r.body, ind)

    def compile_function(self, f: N.Function) -> list[str]:
        """``F_name``. Decision: a parameter that the body reads only as a number or a
        string (arithmetic, concatenation, output, subscripts: never compared, tested,
        returned, stored or passed on) is given a field's text by the calls, not a new
        StrNum (~70 ns a call): compiled with every candidate, again without those found
        read otherwise, until none is."""
        arrs = self.param_arrays.get(f.name, set())
        fed = self.array_fed.get(f.name, set())
        self.raw_cand = {p for i, p in enumerate(f.params) if i not in arrs and p not in fed}
        warnings = len(self.warnings)
        while True:
            self.raw_bad = set()
            del self.warnings[warnings:]
            code = self.compile_function_(f)
            if not self.raw_bad & self.raw_cand:
                break
            self.raw_cand -= self.raw_bad
        self.raw_params[f.name] = self.raw_cand
        self.raw_cand = set()
        return code

    def compile_function_(self, f: N.Function) -> list[str]:
        self.lines = []
        self.emitted_line = 0
        self.assigned_globals = set()
        self.locals = set(f.params)
        self.fed = self.array_fed.get(f.name, set())
        arrs = self.param_arrays.get(f.name, set())
        self.local_arrays = {f.params[i] for i in arrs}
        self.in_func = True
        self.rule_kind = "function"
        self.symtab_unit = self.symtab_funcs
        self.line = f.line
        self.known = set()
        for p in sorted(self.local_arrays):
            self.emit(1, f"if type(L_{p}) is not AwkArray: L_{p} = _ensure_arr(L_{p}, {p!r})")
        self.stmt(f.body, 1)
        self.emit(1, "return UNINIT")
        params = [f"L_{p}=UNINIT" for p in f.params]
        return self.function_code(f"F_{f.name}", params, self.lines)

    def compile(self) -> tuple[str, dict[str, Any]]:
        chunks: list[str] = []
        for f in self.prog.functions:
            chunks.extend(self.compile_function(f))
        if any(tok in line for line in chunks for tok in (*_LEAN_FORBIDDEN, "RT.m_")):
            # a function reads NR or the record through the runtime, or may warn (sqrt,
            # exp, log: the warning names FNR)
            self.lean_ok = False
        self.func_globals = {m for line in chunks for m in re.findall(r"\bV_(\w+)", line)}
        if self.symtab_funcs:  # (SYMTAB reads and assigns them whenever a function runs)
            self.func_globals |= self.all_globals
        self.num_arrays = self._numeric_arrays()
        for kind, fname in (
            ("BEGIN", "begin"),
            ("main", "main_batch" if self.batch_ok else "main_rules"),
            ("END", "end"),
            ("BEGINFILE", "beginfile"),
            ("ENDFILE", "endfile"),
        ):
            chunks.extend(self.compile_rules(kind, fname))
        return "\n".join(chunks) + "\n", self.consts


# -- helpers available to compiled code ----------------------------------------------------
#: The longest string a concatenation may build (a memory bomb such as ``s = s s`` in a loop
#: ends here instead of exhausting the host); replaced by the run's ``max_string_bytes``.
MAX_STRING = 64 * 1024 * 1024


def _make_cat(limit: int) -> Any:
    def _cat(s: str, line: int) -> str:
        if len(s) > limit:
            raise AwkFatal(
                f"string of {len(s)} characters exceeds the sandbox limit ({limit})", line
            )
        return s

    return _cat


def _fatal(msg: str, line: int) -> Any:
    """Fail with gawk's fatal error ``msg`` (in code the compiler made for it)."""
    raise AwkFatal(msg, line)


def _strnum(v: Value) -> Value:
    """An element of a raw split array as a value: its plain string a strnum."""
    return StrNum(v) if v.__class__ is str else v


def _scalar(v: Any, name: str, line: int) -> Any:
    """The value of variable ``name`` read as a scalar: gawk's fatal error for an array."""
    if v.__class__ is AwkArray:
        raise AwkFatal(f"attempt to use array `{name}' in a scalar context", line)
    return v


def _pscalar(v: Any, name: str, line: int) -> Any:
    """The value of parameter ``name`` read as a scalar: gawk's fatal error for an array
    (named by the caller's name for it, when known)."""
    if v.__class__ is AwkArray:
        raise AwkFatal(f"attempt to use array `{_param_name(v, name)}' in a scalar context", line)
    return v


def _pset(old: Any, v: Any, name: str, line: int) -> Any:
    """``v``, to assign to parameter ``name``: gawk's fatal error when it holds an array."""
    _pscalar(old, name, line)
    return v


def _param_name(arr: AwkArray, name: str) -> str:
    origin = arr.name
    return f"{name} (from {origin})" if origin else name


def _div(a: float, b: float, line: int, where: str = "") -> float:
    """``a / b`` (``where``: the assignment operator, ``/=``, that the error names)."""
    if b == 0.0:
        raise AwkFatal("division by zero attempted" + (f" in `{where}'" if where else ""), line)
    return a / b


def _mod(a: float, b: float, line: int, where: str = "%") -> float:
    if b == 0.0:
        raise AwkFatal(f"division by zero attempted in `{where}'", line)
    return math.fmod(a, b) if a - a == 0 else _fmodx(a)


def _fmodx(a: float) -> float:
    """``a % b`` of an infinite or NaN ``a``: C's fmod gives x86's default NaN (printed
    ``-nan``) for an infinity and the NaN itself for a NaN."""
    return a if a != a else -math.nan


def _aset(arr: AwkArray, key: str, v: Value) -> Value:
    arr[key] = v
    return v


def _aop(arr: AwkArray, key: str, op: str, v: float, line: int) -> float:
    cur = to_num(arr.get(key, 0.0))
    if op == "+":
        r = cur + v
    elif op == "-":
        r = cur - v
    elif op == "*":
        r = cur * v
    elif op == "/":
        r = _div(cur, v, line, "/=")
    elif op == "%":
        r = _mod(cur, v, line, "%=")
    else:
        r = pow_(cur, v)
    arr[key] = r
    return r


def _ainc_pre(arr: AwkArray, key: str, d: float) -> float:
    r = arr.get(key, 0.0)
    r = (r if r.__class__ is float else to_num(r)) + d
    arr[key] = r
    return r


def _ainc_post(arr: AwkArray, key: str, d: float) -> float:
    """``arr[key]++`` (``d`` 1) or ``--`` in an expression (``!seen[$1]++``): the old number.

    Decision: a call, not inline code (a tuple of the old value and ``arr.__setitem__``,
    the method-wrapper call of a dict subclass): 200,000 uses 22 ms against 27."""
    old = arr.get(key, 0.0)
    if old.__class__ is not float:
        old = to_num(old)
    arr[key] = old + d
    return old


def _ensure_arr(v: Any, name: str) -> AwkArray:
    """Local ``name``'s array: the one it holds, or a new one for an untyped value."""
    if isinstance(v, AwkArray):
        return v
    if type(v) is Uninit:
        return AwkArray(name=name)
    raise AwkFatal(f"attempt to use scalar parameter `{name}' as an array")


def _int(v: float) -> float:
    """awk's ``int``: toward zero (a negative fraction to -0, as gawk's trunc)."""
    if v - v != 0:
        return v
    return v // 1.0 if v >= 0.0 else -(-v // 1.0)


def _exit_code(v: float) -> int:
    try:
        return int(v) & 255
    except (OverflowError, ValueError):
        return 255


def _m_sqrt(v: float) -> float:
    if v < 0:
        return -math.nan
    return math.sqrt(v)


def _m_exp(v: float) -> float:
    try:
        return math.exp(v)
    except OverflowError:
        return math.inf


def _m_log(v: float) -> float:
    if v < 0 or v != v:
        return -math.nan if v == v else v
    if v == 0:
        return -math.inf
    return math.log(v)


def _m_sin(v: float) -> float:
    return math.sin(v) if v - v == 0 else -math.nan


def _m_cos(v: float) -> float:
    return math.cos(v) if v - v == 0 else -math.nan


def _bitop(op: str, nums: list[float]) -> float:
    vals = [B.bit_arg(op, x, ", ".join(f"{y:f}" for y in nums)) for x in nums]
    r = vals[0]
    for x in vals[1:]:
        r = r & x if op == "and" else (r | x if op == "or" else r ^ x)
    return float(r)


def _compl(v: float) -> float:
    x = B.bit_arg("compl", v, f"{v:f}")
    r = ~x & ((1 << 64) - 1)
    if r >= 1 << 53:
        tz = (r & -r).bit_length() - 1
        r = ((r >> tz) & ((1 << 53) - 1)) << tz
    return float(r)


def _shift(op: str, a: float, b: float) -> float:
    x = B.bit_arg(op, a, f"{a:f}, {b:f}")
    y = B.bit_arg(op, b, f"{a:f}, {b:f}")
    return float(x << y if op == "lshift" else x >> y)


def _fdyn(fields: list[str], i: int, rec: str | None, ofs: str = " ") -> str:
    """``$i`` with a computed index in a pure main_batch (``rec``: $0, or None when it is
    to be rebuilt from the fields with ``ofs``)."""
    if i == 0:
        return rec if rec is not None else ofs.join(fields)
    if 0 < i <= len(fields):
        return fields[i - 1]
    if i < 0:
        raise AwkFatal(f"attempt to access field {i}")
    return ""


def _typeof(v: Value, _elem: bool) -> str:
    t: Any = v.__class__
    if isinstance(v, dict):
        return "array"
    if t is float:
        return "number"
    if t is Uninit:
        return "untyped"
    if t is Missing:
        return "unassigned"
    if t is StrNum:
        from agentsh.commands.awk.values import looks_numeric

        return "strnum" if looks_numeric(v) else "string"
    return "string"


def _fref(fields: list[str], i: int, rec: str | None, ofs: str) -> str:
    """``$i`` as the target of sub/gsub in a main_batch that keeps the fields in its locals
    (``rec``: $0, None when it is to be rebuilt): a field past NF is created, $0 stays."""
    if i == 0:
        return rec if rec is not None else ofs.join(fields)
    if i > len(fields):
        fields.extend([""] * (i - len(fields)))
    return fields[i - 1]


def _fput(fields: list[str], i: int, s: str) -> None:
    """``$i = s`` (i > 0) on the fields of a main_batch that keeps them in its locals."""
    if i > len(fields):
        fields.extend([""] * (i - len(fields)))
    fields[i - 1] = s


def _ftset(ft: dict[int, Value] | None, i: int, v: Value) -> dict[int, Value] | None:
    """The types of a lean main_batch's fields (``_FT``: None while every field is the
    strnum of its text) after ``$i = v``."""
    if v.__class__ is StrNum:
        if ft is not None:
            ft.pop(i, None)
        return ft
    if ft is None:
        ft = {}
    ft[i] = v
    return ft


def _ftget(
    ft: dict[int, Value] | None, fields: list[str], i: int, rec: str | None, ofs: str
) -> Value:
    """``$i`` with its type in a lean main_batch (see _ftset)."""
    if ft is not None and i in ft:
        return ft[i]
    return StrNum(_fdyn(fields, i, rec, ofs))


def _setnf(fields: list[str], v: Value) -> None:
    """``NF = v`` on the fields of a main_batch that keeps them in its locals."""
    n = to_num(v)
    if n < 0:
        raise AwkFatal("NF set to negative value")
    k = int(n)
    if k < len(fields):
        del fields[k:]
    else:
        fields.extend([""] * (k - len(fields)))


@dataclass(frozen=True, slots=True)
class CompiledProgram:
    """What compiling a program yields, independent of any run: the code object and the
    namespace entries it needs that no run changes (constants, regexes, what the program
    uses). Runs of the same program share it; :func:`instantiate` gives each run a fresh
    namespace and runtime."""

    code: CodeType
    #: constants, compiled regexes and the ``__awk_*`` facts about the program
    fixed: dict[str, Any]
    n_rules: int
    scalars: tuple[str, ...]  # the globals (``V_name``) that start uninitialized ...
    arrays: tuple[str, ...]  # ... and those that start as empty arrays
    warnings: tuple[str, ...]


def compile_program(prog: N.Program, source: str, extra_names: set[str]) -> CompiledProgram:
    """Compile ``prog`` (``extra_names``: the variables ``-v`` assigns)."""
    comp = Compiler(prog, source, extra_names)
    code, consts = comp.compile()
    fixed: dict[str, Any] = dict(consts)
    for src, name in comp.regexes.items():
        fixed[name] = compile_awk(src)
        # for the tests of whether it matches (``/re/``, ``~``): the plain pattern may do
        fixed[name + "_s"] = selecting(fixed[name])
    names: set[str] = set(comp.globals_used) | comp.global_arrays
    fixed["__awk_batch"] = comp.batch_ok
    fixed["__awk_batch_getline"] = comp.batch_getline
    fixed["__awk_pure"] = comp.pure_ok
    fixed["__awk_has_main"] = any(r.kind == "main" for r in prog.rules)
    fixed["__awk_has_end"] = any(r.kind == "END" for r in prog.rules)
    fixed["__awk_has_beginfile"] = any(r.kind == "BEGINFILE" for r in prog.rules)
    fixed["__awk_has_endfile"] = any(r.kind == "ENDFILE" for r in prog.rules)
    fixed["__awk_has_begin"] = any(r.kind == "BEGIN" for r in prog.rules)
    fixed["__awk_uses_rt"] = "RT" in names
    fixed["__awk_uses_fields"] = comp.uses_fields
    fixed["__awk_uses_rand"] = comp.uses_rand
    fixed["__awk_counting"] = comp.counting
    fixed["__awk_assigns_rs"] = comp.assigns_rs
    nodes = [n for r in prog.rules for n in (*_walk_expr(r.pattern), *_walk_stmt(r.body))]
    nodes += [n for f in prog.functions for n in _walk_stmt(f.body)]
    fixed["__awk_runs_commands"] = any(
        (isinstance(n, N.Builtin) and n.name == "system")
        or (isinstance(n, N.Print) and n.redir == "|")
        or (isinstance(n, N.Getline) and n.kind == "cmd")
        for n in nodes
    )
    fixed["__awk_source"] = code
    return CompiledProgram(
        code=compile_cached(code, "<awk>"),
        fixed=fixed,
        n_rules=len(prog.rules),
        scalars=tuple(sorted(names - comp.global_arrays)),
        arrays=tuple(sorted(comp.global_arrays)),
        warnings=tuple(comp.warnings),
    )


def instantiate(cp: CompiledProgram, rt_factory: Any) -> tuple[dict[str, Any], Runtime]:
    """A fresh namespace (with begin/main_rules/end...) and runtime for one run of ``cp``."""
    ns: dict[str, Any] = {}
    rt: Runtime = rt_factory(ns)
    ns.update(cp.fixed)
    if cp.fixed["__awk_uses_rand"]:
        ns["_RB"] = rt.rand.buf

    def typeof_field(i: int) -> str:
        f = rt.fields if rt.fields is not None else rt.split_record()
        if i and rt.ftyped_of is f and i in rt.ftyped:
            v = rt.ftyped[i]
            return "unassigned" if v.__class__ is Uninit else _typeof(v, False)
        r = rt.rtyped
        if i == 0 and r is not None and r[0] is rt.rec and r[1] == rt.nr:
            return _typeof(r[2], False)
        if i == 0 or 0 < i <= len(f):
            return _typeof(StrNum(rt.fget(i)), False)
        return "unassigned"

    limit = getattr(rt.ctx.limits, "max_string_bytes", MAX_STRING) or MAX_STRING
    tostr = rt.tostr
    texts: dict[float, str] = {}  # whole numbers' texts (CONVFMT does not change them)

    def text_of(v: float) -> str:
        if v.is_integer():
            s = str(int(v))
            if len(texts) < 16384:
                texts[v] = s
            return s
        return tostr(v)

    ns.update(
        RT=rt,
        RT_check=rt.ctx.check,
        tostr=tostr,
        _kcg=texts.get,
        _kstr=text_of,
        RANGE=[False] * cp.n_rules,
        _cat=_make_cat(limit),
        _MAXS=limit,
        _typeof_field=typeof_field,
        **_HELPERS,
    )
    for name in cp.arrays:
        ns["V_" + name] = AwkArray(name=name)
    for name in cp.scalars:
        ns["V_" + name] = UNINIT
    if "SYMTAB" in cp.arrays:
        user = [g for g in (*cp.scalars, *cp.arrays) if g not in _RUNTIME_VARS]
        ns["V_SYMTAB"] = SymTab(rt, [*SYMTAB_BUILTINS, *user])
    exec(cp.code, ns)  # noqa: S102 - our own generated code
    return ns, rt


def _int_arg(code: str) -> str | None:
    """The code of x when ``code`` is the code of ``int(x)`` (see ``builtin``), else None."""
    tree = ast.parse(code, mode="eval").body
    if not (
        isinstance(tree, ast.Subscript)
        and isinstance(tree.value, ast.Call)
        and isinstance(tree.value.func, ast.Name)
        and tree.value.func.id == "_modf"
        and len(tree.value.args) == 1
        and isinstance(tree.slice, ast.Constant)
        and tree.slice.value == 1
    ):
        return None
    return ast.get_source_segment(code, tree.value.args[0])


def _int_keys(col: list[str], c: int, remainder: bool) -> list[int] | None:
    """The keys ``int(x / c)`` of a column of fields that are all
    plain ASCII digits below 10**15 (their floats and quotients are exact enough: see
    :func:`_whole_quotient`), as Python ints; ``x % c`` with ``remainder``; else None (the
    general code runs).

    Decision: the test and the division of each field were one comprehension (~150 ns a
    record); one ``isdigit`` of the joined column and ``map`` do it in C."""
    j = "".join(col)
    if not (j.isdigit() and j.isascii() and all(col)):
        return None
    try:
        ints = list(map(int, col))
    except ValueError:  # (more digits than int() takes)
        return None
    if ints and max(ints) >= 10**15:
        return None
    return list(map(int.__mod__ if remainder else int.__floordiv__, ints, repeat(c)))


def _whole_quotient(code: str) -> str | None:
    """Code for ``_trunc(code)`` when ``code`` is a field's number divided by a whole
    constant (``int($2 / 1000)``): a field of at most 15 ASCII digits is divided as a Python
    int (its float and the quotient's are exact enough that truncating gives the same
    whole number: x = qC + r, r < C, and (q + 1) C < 2**53 keeps q + r/C below q + 1 when
    rounded); other fields go the general way. Else None.

    Decision: ``{h[int($2 / 1000)]++}`` spent ~100 ns a record in float, the division and
    ``math.trunc``; ``int(x) // C`` is one call and an int operation."""
    tree = ast.parse(code, mode="eval").body
    if not (
        isinstance(tree, ast.BinOp)
        and isinstance(tree.op, ast.Div)
        and isinstance(tree.right, ast.Constant)
        and isinstance(tree.right.value, float)
        and tree.right.value.is_integer()
        and 1 <= tree.right.value <= 1 << 31
        and isinstance(tree.left, ast.IfExp)
    ):
        return None
    test = tree.left.test
    if not (isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) and test.values):
        return None
    first = test.values[0]
    if not (
        isinstance(first, ast.Call)
        and not first.args
        and isinstance(first.func, ast.Attribute)
        and first.func.attr == "isdigit"
        and isinstance(first.func.value, ast.NamedExpr)
    ):
        return None
    t = first.func.value.target.id
    src = ast.get_source_segment(code, first.func.value.value)
    if src is None or not re.fullmatch(r"_v|_F\[\d+\]", src):
        return None
    c = int(tree.right.value)
    return (
        f"(int({t}) // {c} if ({t} := {src}).isdigit() and len({t}) < 16 "
        f"and (_asc or {t}.isascii()) else _trunc({code}))"
    )


#: The builtins that ``ex`` compiles to a float (kind ``num``).
_NUM_BUILTINS = frozenset(
    "length index split patsplit sub gsub match int sqrt exp log sin cos atan2 rand srand "
    "systime mktime asort asorti strtonum and or xor compl lshift rshift isarray close "
    "fflush system".split()
)


#: The helpers compiled code calls that hold no state of a run.
#: Builtins without side effects whose arguments may be any such expression (see
#: _printed_exprs; ``length`` of one argument too).
_PURE_BUILTINS = frozenset(("substr", "toupper", "tolower", "index", "int"))

_HELPERS: dict[str, Any] = {
    "math": math,
    "repeat": repeat,
    "num": to_num,
    "_s2n": str_to_num,
    "truth": truth,
    "SN": StrNum,
    "_sn": _strnum,
    "_fatal": _fatal,
    "_cmpf": compare_field,
    "_cmptf": compare_to_field,
    "UNINIT": UNINIT,
    "AwkArray": AwkArray,
    "AwkExit": AwkExit,
    "NextRecord": NextRecord,
    "NextFile": NextFile,
    "_scalar": _scalar,
    "_pscalar": _pscalar,
    "_pset": _pset,
    "_div": _div,
    "_mod": _mod,
    "_fmod": math.fmod,
    "_fmodx": _fmodx,
    "_INF": math.inf,
    "_NUM_START": frozenset(" \t\n\r\f\v+-.0123456789"),
    "_empty_field": empty_field,
    "_pow": pow_,
    "_aset": _aset,
    "_aop": _aop,
    "_ainc_pre": _ainc_pre,
    "_ainc_post": _ainc_post,
    "_ensure_arr": _ensure_arr,
    "_substr": B.substr,
    "_gensub": B.gensub,
    "_sprintf": B.sprintf,
    "_lower": B.to_lower,
    "_upper": B.to_upper,
    "_int": _int,
    "_trunc": math.trunc,
    "_modf": math.modf,
    "_exit_code": _exit_code,
    "_m_sqrt": _m_sqrt,
    "_m_exp": _m_exp,
    "_m_log": _m_log,
    "_m_sin": _m_sin,
    "_m_cos": _m_cos,
    "_strftime": B.strftime,
    "_mktime": B.mktime,
    "_strtonum": B.strtonum,
    "_bitop": _bitop,
    "_compl": _compl,
    "_shift": _shift,
    "_typeof": _typeof,
    "_fdyn": _fdyn,
    "_fput": _fput,
    "_fref": _fref,
    "_setnf": _setnf,
    "_ftset": _ftset,
    "_ftget": _ftget,
    "_fnum": field_num,
    "_cmpnum": compare_num,
    "_Counter": Counter,
    "_itemgetter": itemgetter,
    "_compress": compress,
    "_FOP": {
        "*": operator.mul,
        "/": float.__truediv__,  # (operator.truediv: typeshed leaves it untyped)
        "+": operator.add,
        "-": operator.sub,
    },
    # (operator's functions: ~20 ns a call less than float's methods; an int of a field
    # compares as its float does, see _filter_batch)
    "_FCMP": {
        "<": operator.lt,
        "<=": operator.le,
        ">": operator.gt,
        ">=": operator.ge,
        "==": operator.eq,
        "!=": operator.ne,
    },
    "_intkeys": _int_keys,
    "_reduce": reduce,
    "_fadd": operator.add,  # (floats only: the same additions, ~20 ns less a call)
    "_DEC": b"0123456789.-",
    "_DEC_NL": b"0123456789.-\n",
}


def _literal_alternatives(pat: Any) -> list[str] | None:
    """The texts of a compiled regex that is 2 to 8 fixed texts, none empty, one or the
    other (``alpha|beta``), else None."""
    src = pat.pattern
    if not isinstance(src, str) or pat.flags & re.IGNORECASE or "|" not in src:
        return None
    alts = [unescaped(a, PY_ESCAPES) for a in top_alternatives(src)]
    if not 2 <= len(alts) <= 8:
        return None
    texts = [a for a in alts if a]
    return texts if len(texts) == len(alts) else None


def _anchored(pat: Any) -> tuple[str, str] | None:
    """("startswith"/"endswith"/"==", text) for a compiled awk regex that is a plain text
    anchored at the start (``^GET``), the end (``gz$``) or both; else None."""
    if type(pat) is not re.Pattern:
        return None
    rx = cast("re.Pattern[str]", pat)
    if rx.flags & re.IGNORECASE:
        return None
    src = rx.pattern
    head, tail = src.startswith("\\A"), src.endswith("\\Z") and not src.endswith("\\\\Z")
    if not (head or tail):
        return None
    lit = unescaped(src[2 if head else 0 : len(src) - 2 if tail else len(src)], PY_ESCAPES)
    if lit is None:
        return None
    return ("==" if tail else "startswith") if head else "endswith", lit


def _split_map(split: str, k: int, padded: bool, rows: str = "_batch") -> str:
    """The fields of each record of ``_batch``, as an iterator, for a lean main_batch that
    splits every record first: ``str.split`` mapped over the batch in C under the default FS
    (mode 0) and under a one-character FS (mode 1) when the fields are padded to the ones
    read (so that an empty record's ``['']`` reads like ``[]``) or the batch has no empty
    record; else ``split`` (the expression of every mode, on ``_rec``) per record. ``rows``:
    the records (``_batch``, or an iterator over it)."""
    most = f", repeat({k})" if k else ""
    test = "_mode == 1" if padded else "_mode == 1 and all(_batch)"
    one = f"map(str.split, {rows}, repeat(_fsc){most}) if {test} else "
    return (
        f"map(str.split, {rows}{', repeat(None)' if k else ''}{most}) if _mode == 0 else "
        f"{one}map(lambda _rec: {split}, {rows})"
    )


def _renamed(lines: list[str], names: dict[str, str]) -> list[str] | None:
    """``lines`` of generated code with the identifiers in ``names`` renamed (tokenized, so
    that string literals holding the same text stay as they are; each generated line is one
    logical line), or None when a line does not tokenize on its own."""
    out: list[str] = []
    for line in lines:
        if not any(old in line for old in names):
            out.append(line)
            continue
        text = line.lstrip()
        pieces: list[str] = [line[: len(line) - len(text)]]
        pos = 0
        try:
            for tok in tokenize.generate_tokens(io.StringIO(text).readline):
                if tok.start[0] != 1:
                    break  # (NEWLINE/ENDMARKER: the line is done)
                new = names.get(tok.string) if tok.type == tokenize.NAME else None
                if new is not None:
                    pieces += (text[pos : tok.start[1]], new)
                    pos = tok.end[1]
        except (tokenize.TokenError, SyntaxError):
            return None
        pieces.append(text[pos:])
        out.append("".join(pieces))
    return out


def _decimal_column(i: int, sep: str) -> list[str]:
    """Lines of a generated ``main_batch`` that set ``_col`` to field ``i + 1`` of every
    record of the batch (split by ``sep``, the source of the separator) when each is a
    plain decimal, and otherwise hand the batch to the general loop (a record without the
    field, or a field that is not digits, points and minus signs with a digit among them)."""
    return [
        "    _col = None",
        *(
            [
                # (records that are each one plain decimal, no blank: their own $1)
                "    if _mode == 0 and all(_batch):",
                "        _j = '\\n'.join(_batch)",
                "        if _j.isascii() and not _j.encode().translate(None, _DEC_NL):",
                "            _col = _batch",
            ]
            if i == 0
            else []
        ),
        "    if _col is None:",
        "        try:",
        f"            _col = list(map(_itemgetter({i}), map(str.split, _batch, "
        f"repeat({sep}), repeat({i + 1}))))",
        "        except IndexError:",
        "            return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
        "    _j = ''.join(_col)",
        "    if not (_j.isascii() and not _j.encode().translate(None, _DEC) and _j.strip('.-')):",
        "        return main_batch_loop(_batch, _mode, _fsc, _spl, _asc)",
    ]
