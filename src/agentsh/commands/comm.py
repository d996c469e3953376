"""``comm``: compare two sorted files line by line (GNU coreutils 9.1).

Owns the three-column merge (``-1 -2 -3``), ``--output-delimiter`` (empty = one NUL byte, as
GNU), ``--total``, ``-z``, and the order check: by default a ``file N is not in sorted order``
warning once unpairable lines were seen and a final failure, ``--check-order`` fatal,
``--nocheck-order`` silent. Byte comparison (the C.UTF-8 collation is code-point order).
"""

from __future__ import annotations

import operator
from itertools import filterfalse, islice

from agentsh.commands._common import open_operand, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "comm",
    [
        flag("1", "1"),
        flag("2", "2"),
        flag("3", "3"),
        flag("check-order", "", "check-order"),
        flag("nocheck-order", "", "nocheck-order"),
        value("output-delimiter", "", "output-delimiter"),
        flag("total", "", "total"),
        flag("z", "z", "zero-terminated"),
    ],
)


def _one_column(
    a: list[bytes], b: list[bytes], show: tuple[bool, bool, bool]
) -> list[bytes] | None:
    """The one column shown (``-12``: lines in both; ``-23``: only in the first; ``-13``: only
    in the second) of two sorted inputs without repeated lines, with set tests in C; None
    otherwise (the merge below decides, with its order checks)."""
    if not (_ascending(a) and _ascending(b)):
        return None
    set_a, set_b = set(a), set(b)
    if len(set_a) != len(a) or len(set_b) != len(b):
        return None  # (a repeated line pairs with one of the other file's, one by one)
    if show[2]:
        return list(filter(set_b.__contains__, a))
    if show[0]:
        return list(filterfalse(set_b.__contains__, a))
    return list(filterfalse(set_a.__contains__, b))


def _ascending(lines: list[bytes]) -> bool:
    return all(map(operator.le, lines, islice(lines, 1, None)))


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    delim: str | None = None
    check = 0
    for key, val in p.opts:
        if key == "output-delimiter":
            if delim is not None and delim != val:
                ctx.stderr.write(b"comm: multiple output delimiters specified\n")
                return 1
            delim = val or ""
        elif key == "check-order":
            check = 1
        elif key == "nocheck-order":
            check = -1
    ops = p.operands
    if len(ops) < 2:
        if not ops:
            return usage_error(ctx, SPEC, "missing operand")
        return usage_error(ctx, SPEC, f"missing operand after {quote(ops[-1])}")
    if len(ops) > 2:
        return usage_error(ctx, SPEC, f"extra operand {quote(ops[2])}")
    show = (not p.has("1"), not p.has("2"), not p.has("3"))
    sep = b"\t" if delim is None else (delim.encode("utf-8", "surrogateescape") or b"\0")
    eol = b"\0" if p.has("z") else b"\n"
    files: list[list[bytes]] = []
    for name in ops:
        try:
            data = open_operand(ctx, name).read()
        except FSError as e:
            ctx.stderr.write(f"comm: {name}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
            return 1
        lines = data.split(eol)
        if lines[-1] == b"":
            lines.pop()
        files.append(lines)
    a, b = files
    if sum(show) == 1 and not p.has("total"):
        one = _one_column(a, b, show)
        if one is not None:
            one.append(b"")  # the final separator
            ctx.stdout.write(eol.join(one))
            return 0
    na, nb = len(a), len(b)
    i = j = 0
    totals = [0, 0, 0]
    warned = [False, False]
    seen_unpairable = False
    pre2 = sep if show[0] else b""
    pre3 = (sep if show[0] else b"") + (sep if show[1] else b"")
    out: list[bytes] = []

    def check_order(which: int, idx: int) -> bool:
        lines = a if which == 0 else b
        if idx <= 0 or idx >= len(lines) or warned[which]:
            return True
        if check < 0 or not (check == 1 or seen_unpairable):
            return True
        if lines[idx - 1] > lines[idx]:
            ctx.stdout.write(b"".join(out))
            out.clear()
            ctx.stderr.write(f"comm: file {which + 1} is not in sorted order\n".encode())
            warned[which] = True
            return check != 1
        return True

    while i < na or j < nb:
        if i >= na:
            order = 1
        elif j >= nb:
            order = -1
        else:
            x, y = a[i], b[j]
            order = (x > y) - (x < y)
        if order == 0:
            if show[2]:
                out.append(pre3 + b[j] + eol)
            totals[2] += 1
        else:
            seen_unpairable = True
            if order < 0:
                if show[0]:
                    out.append(a[i] + eol)
                totals[0] += 1
            else:
                if show[1]:
                    out.append(pre2 + b[j] + eol)
                totals[1] += 1
        if order <= 0:
            i += 1
            if not check_order(0, i):
                return 1
        if order >= 0:
            j += 1
            if not check_order(1, j):
                return 1
        if len(out) >= 1024:
            ctx.stdout.write(b"".join(out))
            out.clear()
            ctx.check()
    if p.has("total"):
        nums = [str(t).encode() for t in totals]
        out.append(sep.join([*nums, b"total"]) + eol)
    ctx.stdout.write(b"".join(out))
    if check >= 0 and (warned[0] or warned[1]):
        ctx.stderr.write(b"comm: input is not in sorted order\n")
        return 1
    return 0
