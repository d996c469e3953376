"""``comm``: compare two sorted files line by line (GNU coreutils 9.1).

Owns the three-column merge (``-1 -2 -3``), ``--output-delimiter`` (empty = one NUL byte, as
GNU), ``--total``, ``-z``, and the order check: by default a ``file N is not in sorted order``
warning once unpairable lines were seen and a final failure, ``--check-order`` fatal,
``--nocheck-order`` silent. Byte comparison (the C.UTF-8 collation is code-point order).
"""

from __future__ import annotations

import operator
from bisect import bisect_left, bisect_right
from itertools import compress, filterfalse, islice

from agentsh.commands._common import in_order, open_operand, quote
from agentsh.commands._fileutil import ls_quote
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


def common_run(a: list[bytes], i: int, b: list[bytes], j: int, limit: int) -> int:
    """The length of the longest common prefix of ``a[i:i+limit]`` and ``b[j:j+limit]``:
    slices compared in C, galloping (1, 2, 4, ... lines) then halving, so a long run costs a
    few comparisons of whole slices."""
    lo, step = 0, 1
    while True:
        hi = min(lo + step, limit)
        if a[i + lo : i + hi] != b[j + lo : j + hi]:
            break
        lo = hi
        if lo == limit:
            return lo
        step *= 2
    while hi - lo > 1:  # a[i:i+lo] == b[j:j+lo], a[i:i+hi] != b[j:j+hi]
        mid = (lo + hi) // 2
        if a[i + lo : i + mid] == b[j + lo : j + mid]:
            lo = mid
        else:
            hi = mid
    return lo


def skip_below(a: list[bytes], x: bytes, i: int) -> int:
    """The first index ``k >= i`` of sorted ``a`` with ``a[k] >= x``: galloping from ``i``
    then bisecting, so a short run costs a comparison or two, not a whole bisection."""
    lo, hi, step, n = i, i, 1, len(a)  # a[i:lo] < x
    while hi < n and a[hi] < x:
        lo = hi + 1
        hi += step
        step *= 2
    return bisect_left(a, x, lo, min(hi, n))


def skip_through(a: list[bytes], x: bytes, i: int) -> int:
    """The first index ``k >= i`` of sorted ``a`` with ``a[k] > x`` (as ``skip_below``)."""
    lo, hi, step, n = i, i, 1, len(a)  # a[i:lo] <= x
    while hi < n and a[hi] <= x:
        lo = hi + 1
        hi += step
        step *= 2
    return bisect_right(a, x, lo, min(hi, n))


def _merge_sorted(
    a: list[bytes],
    b: list[bytes],
    heads: tuple[bytes | None, bytes | None, bytes | None],
    eol: bytes,
) -> tuple[list[bytes], list[int]]:
    """``comm`` of two sorted inputs (no order warning can arise), line by line while the
    runs are short, by runs past 8 lines: lines of one input
    below the other's current line (found by ``skip_below``) are one column, equal stretches of
    both (found by ``common_run``) the third, each run written as one join. It is the
    line-by-line merge, a run at a time: equal lines pair one by one, so a line repeated
    more often in one input shows its surplus in that input's column. ``heads[c]`` is the
    prefix of column ``c`` (None: not shown). Returns the output pieces and the totals."""
    out: list[bytes] = []
    totals = [0, 0, 0]
    na, nb = len(a), len(b)
    i = j = 0

    def emit(col: int, lines: list[bytes]) -> None:
        totals[col] += len(lines)
        head = heads[col]
        if head is not None:
            out.append(head)
            out.append((eol + head).join(lines))
            out.append(eol)

    h1, h2, h3 = heads
    while i < na and j < nb:
        # line by line while the runs are short (a few Python steps a line, where a run
        # costs a few calls: two interleaved inputs, ``comm`` of 1M and 500,000 sorted
        # numbers, 737 -> ~300 ms); a line that continues a run of 8 goes to the run way
        start_i, start_j = i, j
        streak = last = c3 = 0
        while i < na and j < nb and streak < 8:
            x, y = a[i], b[j]
            if x < y:
                if h1 is not None:
                    out.append(h1 + x if h1 else x)
                    out.append(eol)
                i += 1
                streak = streak + 1 if last == 1 else 1
                last = 1
            elif y < x:
                if h2 is not None:
                    out.append(h2 + y if h2 else y)
                    out.append(eol)
                j += 1
                streak = streak + 1 if last == 2 else 1
                last = 2
            else:
                if h3 is not None:
                    out.append(h3 + y if h3 else y)
                    out.append(eol)
                i += 1
                j += 1
                c3 += 1
                streak = streak + 1 if last == 3 else 1
                last = 3
        totals[0] += i - start_i - c3
        totals[1] += j - start_j - c3
        totals[2] += c3
        if not (i < na and j < nb):
            break
        x, y = a[i], b[j]
        if x < y:
            k = skip_below(a, y, i)
            emit(0, a[i:k])
            i = k
        elif y < x:
            k = skip_below(b, x, j)
            emit(1, b[j:k])
            j = k
        else:
            k = common_run(a, i, b, j, min(na - i, nb - j))
            emit(2, b[j : j + k])
            i += k
            j += k
    if i < na:
        emit(0, a[i:])
    if j < nb:
        emit(1, b[j:])
    return out, totals


def _keys(lines: list[bytes]) -> list[bytes] | list[bytes | tuple[bytes, int]]:
    """Keys of sorted ``lines`` that tell repeats apart: the line, or for its ``k``-th
    repeat (``k >= 1``) ``(line, k)``. The ``k``-th copy of a line in one input pairs with the
    ``k``-th in the other, as in the merge."""
    dups = list(compress(range(1, len(lines)), map(operator.eq, lines, islice(lines, 1, None))))
    if not dups:
        return lines
    keys: list[bytes | tuple[bytes, int]] = list(lines)
    k = prev = 0
    for i in dups:
        k = k + 1 if i == prev + 1 else 1
        keys[i] = (lines[i], k)
        prev = i
    return keys


def _common(a: list[bytes], b: list[bytes]) -> list[bytes]:
    """The lines common to sorted ``a`` and ``b`` (a line ``ka`` times in ``a`` and ``kb``
    times in ``b``: ``min(ka, kb)`` times), in order: of the lines that appear once in each
    input, the equal neighbours of both merged (``list.sort`` merges two sorted runs in
    C); the few lines repeated within an input are counted by bisection and merged in."""
    rep = set(compress(a, map(operator.eq, a, islice(a, 1, None))))
    rep.update(compress(b, map(operator.eq, b, islice(b, 1, None))))
    merged = a + b
    merged.sort()
    common = list(compress(merged, map(operator.eq, merged, islice(merged, 1, None))))
    if rep:  # (their neighbours' count is not theirs: taken out, counted, put back)
        common = list(filterfalse(rep.__contains__, common))
        for v in rep:
            k = min(bisect_right(a, v) - bisect_left(a, v), bisect_right(b, v) - bisect_left(b, v))
            common += [v] * k
        common.sort()
    return common


def _one_column(
    a: list[bytes], b: list[bytes], show: tuple[bool, bool, bool], head: bytes, eol: bytes
) -> tuple[list[bytes], list[int]] | None:
    """``comm`` of two sorted inputs that shows one column or none: its lines are those of
    one input whose key (:func:`_keys`) is (or is not) in a set of the other's, in order,
    picked in C; the totals follow from their count (a common line is one line of each
    input). None when two columns are shown (the merge decides).

    Decision: the run-by-run merge (:func:`_merge_sorted`) costs a few Python calls a run,
    and the runs of two interleaved inputs are a line or two: ``comm -12`` of 1M and 500,000
    sorted numbers 740 -> ~150 ms."""
    if sum(show) > 1:
        return None
    if show[0] or show[1]:
        mine, other = (a, b) if show[0] else (b, a)
        present = map(set(_keys(other)).__contains__, _keys(mine))
        lines = list(compress(mine, map(operator.not_, present)))
        common = len(mine) - len(lines)
    else:
        lines = _common(a, b)
        common = len(lines)
    totals = [len(a) - common, len(b) - common, common]
    if not any(show) or not lines:
        return [], totals
    return [head, (eol + head).join(lines), eol], totals


def _total_line(totals: list[int], delim: str | None, eol: bytes) -> bytes:
    """``--total``'s line: the delimiter as given, so an empty one is nothing here (GNU
    prints it as a string), not the NUL byte that separates the columns."""
    sep = b"\t" if delim is None else delim.encode("utf-8", "surrogateescape")
    return sep.join([*(str(t).encode() for t in totals), b"total"]) + eol


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
            ctx.stderr.write(
                f"comm: {ls_quote(name)}: {e.strerror}\n".encode("utf-8", "surrogateescape")
            )
            return 1
        lines = data.split(eol)
        if lines[-1] == b"":
            lines.pop()
        files.append(lines)
    a, b = files
    pre2 = sep if show[0] else b""
    pre3 = (sep if show[0] else b"") + (sep if show[1] else b"")
    if in_order(a) and in_order(b):
        heads = (b"" if show[0] else None, pre2 if show[1] else None, pre3 if show[2] else None)
        head = next((h for h in heads if h is not None), b"")
        one = _one_column(a, b, show, head, eol)
        out, totals = one if one is not None else _merge_sorted(a, b, heads, eol)
        if p.has("total"):
            out.append(_total_line(totals, delim, eol))
        ctx.stdout.write(b"".join(out))
        return 0
    na, nb = len(a), len(b)
    i = j = 0
    totals = [0, 0, 0]
    warned = [False, False]
    seen_unpairable = False
    out: list[bytes] = []

    def check_order(which: int, idx: int) -> bool:
        lines = a if which == 0 else b
        if warned[which] or check < 0 or not (check == 1 or seen_unpairable):
            return True
        if idx >= len(lines):
            idx -= 1  # at the end GNU checks the last two lines again
        if idx <= 0:
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
        out.append(_total_line(totals, delim, eol))
    ctx.stdout.write(b"".join(out))
    if check >= 0 and (warned[0] or warned[1]):
        ctx.stderr.write(b"comm: input is not in sorted order\n")
        return 1
    return 0
