"""GNU diffutils' line-matching engine (analyze.c + io.c + gnulib diffseq.h), in Python.

Owns the computation of an edit script between two lists of lines so that the hunks are the
ones GNU ``diff`` 3.8 prints: the identical prefix/suffix trimming of ``find_identical_ends``
(with the horizon of ``context`` lines), equivalence classes of lines under the ``-i -b -w
-E -Z`` normalisations (an incomplete last line is its own class unless trailing white space
is ignored), ``discard_confusing_lines``, Myers' O(ND) middle-snake search ``diag`` with the
``too_expensive`` cut-off, and ``shift_boundaries``. Also line splitting and the
``analyze_hunk`` classification used by every output format (``-B`` / ``-I``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentsh._dataclass import dataclass

__all__ = [
    "Change",
    "Normalizer",
    "analyze_hunk",
    "compute_changes",
    "make_normalizer",
    "split_lines",
]

_WS = b" \t\n\v\f\r"
_WS_RUN = re.compile(rb"[ \t\n\v\f\r]+")
_WS_ANY = re.compile(rb"[ \t\n\v\f\r]")


@dataclass
class Change:
    """One change: ``deleted`` lines of file 0 at ``line0`` replaced by ``inserted`` lines of
    file 1 at ``line1`` (0-based indices)."""

    line0: int
    line1: int
    deleted: int
    inserted: int
    ignore: bool = False


def split_lines(data: bytes) -> list[bytes]:
    """Lines with their ``\\n`` (the last one may lack it)."""
    if not data:
        return []
    lines = data.split(b"\n")
    last = lines.pop()
    out = [ln + b"\n" for ln in lines]
    if last:
        out.append(last)
    return out


Normalizer = Callable[[bytes], bytes]

#: Steps of the middle-snake searches (about) after which each further search stops at
#: :data:`_CUT_OFF_PAST_BUDGET` rounds, not GNU's 4096 or more (see ``_compareseq``).
_WORK_BUDGET = 3_000_000
_CUT_OFF_PAST_BUDGET = 64


def _expand_tabs(s: bytes) -> bytes:
    if b"\t" not in s:
        return s
    out = bytearray()
    col = 0
    for b in s:
        if b == 9:
            n = 8 - col % 8
            out += b" " * n
            col += n
        else:
            out.append(b)
            col += 1
    return bytes(out)


def make_normalizer(ignore_case: bool, white: int, strip_cr: bool = False) -> Normalizer | None:
    """The key function of a line, or None when lines compare as raw bytes.

    ``white``: 0 none, 1 -E, 2 -Z, 3 -E -Z, 4 -b, 5 -w (GNU's ``ignore_white_space`` enum).
    """
    del strip_cr
    if not ignore_case and white == 0:
        return None

    def norm(line: bytes) -> bytes:
        complete = line.endswith(b"\n")
        s = line[:-1] if complete else line
        if ignore_case:
            s = s.lower()
        if white == 5:
            s = _WS_ANY.sub(b"", s)
        elif white == 4:
            s = _WS_RUN.sub(b" ", s.rstrip(_WS))
        else:
            if white & 1:
                s = _expand_tabs(s)
            if white & 2:
                s = s.rstrip(_WS)
        if white >= 2:
            return s
        return s + b"\n" if complete else s

    return norm


def _discard_confusing(
    eq0: list[int], eq1: list[int], nclasses: int
) -> tuple[list[int], list[int], list[bool], list[bool]]:
    """GNU ``discard_confusing_lines``: which lines to hide from the Myers search."""
    counts: list[list[int]] = [[0] * nclasses, [0] * nclasses]
    for e in eq0:
        counts[0][e] += 1
    for e in eq1:
        counts[1][e] += 1
    eqs = (eq0, eq1)
    discards: list[list[int]] = []
    for f in (0, 1):
        equivs = eqs[f]
        other = counts[1 - f]
        end = len(equivs)
        many = 5
        tem = end // 64
        while True:
            tem >>= 2
            if tem <= 0:
                break
            many *= 2
        d = [0] * end
        for i in range(end):
            nmatch = other[equivs[i]]
            if nmatch == 0:
                d[i] = 1
            elif nmatch > many:
                d[i] = 2
        discards.append(d)
    for f in (0, 1):
        d = discards[f]
        end = len(d)
        i = 0
        while i < end:
            if d[i] == 2:
                d[i] = 0
            elif d[i] != 0:
                provisional = 0
                j = i
                while j < end:
                    if d[j] == 0:
                        break
                    if d[j] == 2:
                        provisional += 1
                    j += 1
                while j > i and d[j - 1] == 2:
                    j -= 1
                    d[j] = 0
                    provisional -= 1
                length = j - i
                if provisional * 4 > length:
                    while j > i:
                        j -= 1
                        if d[j] == 2:
                            d[j] = 0
                else:
                    minimum = 1
                    tem = length >> 2
                    while True:
                        tem >>= 2
                        if tem <= 0:
                            break
                        minimum <<= 1
                    minimum += 1
                    j = 0
                    consec = 0
                    while j < length:
                        if d[i + j] != 2:
                            consec = 0
                        else:
                            consec += 1
                            if minimum == consec:
                                j -= consec
                            elif minimum < consec:
                                d[i + j] = 0
                        j += 1
                    j = 0
                    consec = 0
                    while j < length:
                        if j >= 8 and d[i + j] == 1:
                            break
                        if d[i + j] == 2:
                            consec = 0
                            d[i + j] = 0
                        elif d[i + j] == 0:
                            consec = 0
                        else:
                            consec += 1
                        if consec == 3:
                            break
                        j += 1
                    i += length - 1
                    j = 0
                    consec = 0
                    while j < length:
                        if j >= 8 and d[i - j] == 1:
                            break
                        if d[i - j] == 2:
                            consec = 0
                            d[i - j] = 0
                        elif d[i - j] == 0:
                            consec = 0
                        else:
                            consec += 1
                        if consec == 3:
                            break
                        j += 1
            i += 1
    return eq0, eq1, [x != 0 for x in discards[0]], [x != 0 for x in discards[1]]


def _compareseq(
    xv: list[int],
    yv: list[int],
    xch: list[int],
    ych: list[int],
    minimal: bool,
    check: Callable[[], None],
) -> tuple[list[bool], list[bool]]:
    """Myers' algorithm with GNU's middle-snake ``diag``; returns changed flags of xv, yv."""
    nx = len(xv)
    ny = len(yv)
    cx = [False] * nx
    cy = [False] * ny
    size = nx + ny + 3
    off = ny + 1
    fd = [0] * size
    bd = [0] * size
    diags = nx + ny + 3
    too = 1
    while diags != 0:
        too <<= 1
        diags >>= 2
    too_expensive = max(4096, too)
    work = 0  # (the diagonals searched so far, forward and backward, about)
    big = 1 << 62
    stack: list[tuple[int, int, int, int, bool]] = [(0, nx, 0, ny, minimal)]
    while stack:
        xoff, xlim, yoff, ylim, find_minimal = stack.pop()
        while xoff < xlim and yoff < ylim and xv[xoff] == yv[yoff]:
            xoff += 1
            yoff += 1
        while xoff < xlim and yoff < ylim and xv[xlim - 1] == yv[ylim - 1]:
            xlim -= 1
            ylim -= 1
        if xoff == xlim:
            for k in range(yoff, ylim):
                cy[k] = True
            continue
        if yoff == ylim:
            for k in range(xoff, xlim):
                cx[k] = True
            continue
        check()
        # diag()
        dmin = xoff - ylim
        dmax = xlim - yoff
        fmid = xoff - yoff
        bmid = xlim - ylim
        fmin = fmax = fmid
        bmin = bmax = bmid
        odd = ((fmid - bmid) & 1) != 0
        fd[fmid + off] = xoff
        bd[bmid + off] = xlim
        c = 0
        xmid = ymid = 0
        lo_min = hi_min = True
        while True:
            c += 1
            if not c & 63:
                check()
            if fmin > dmin:
                fmin -= 1
                fd[fmin - 1 + off] = -1
            else:
                fmin += 1
            if fmax < dmax:
                fmax += 1
                fd[fmax + 1 + off] = -1
            else:
                fmax -= 1
            found = False
            work += fmax - fmin
            for k in range(fmax + off, fmin + off - 1, -2):
                tlo = fd[k - 1]
                thi = fd[k + 1]
                x = thi if tlo < thi else tlo + 1
                y = x - k + off
                while x < xlim and y < ylim and xv[x] == yv[y]:
                    x += 1
                    y += 1
                fd[k] = x
                if odd and bmin + off <= k <= bmax + off and bd[k] <= x:
                    xmid, ymid = x, y
                    found = True
                    break
            if found:
                break
            if bmin > dmin:
                bmin -= 1
                bd[bmin - 1 + off] = big
            else:
                bmin += 1
            if bmax < dmax:
                bmax += 1
                bd[bmax + 1 + off] = big
            else:
                bmax -= 1
            for k in range(bmax + off, bmin + off - 1, -2):
                tlo = bd[k - 1]
                thi = bd[k + 1]
                x = tlo if tlo < thi else thi - 1
                y = x - k + off
                while xoff < x and yoff < y and xv[x - 1] == yv[y - 1]:
                    x -= 1
                    y -= 1
                bd[k] = x
                if not odd and fmin + off <= k <= fmax + off and x <= fd[k]:
                    xmid, ymid = x, y
                    found = True
                    break
            if found:
                break
            if find_minimal:
                continue
            # Decision: GNU's cut-off (``too_expensive``) while the searches have taken few
            # steps, so the hunks are GNU's; past a budget (a large input that differs
            # nearly everywhere: a file and its sorted copy) a search gives up after far
            # fewer rounds, as GNU's heuristic does after its cut-off: the diff stays valid
            # (maybe longer than GNU's) and takes seconds, not minutes
            if c >= too_expensive or (c >= _CUT_OFF_PAST_BUDGET and work > _WORK_BUDGET):
                fxybest = -1
                fxbest = 0
                for d in range(fmax, fmin - 1, -2):
                    x = min(fd[d + off], xlim)
                    y = x - d
                    if ylim < y:
                        x = ylim + d
                        y = ylim
                    if fxybest < x + y:
                        fxybest = x + y
                        fxbest = x
                bxybest = big
                bxbest = 0
                for d in range(bmax, bmin - 1, -2):
                    x = max(xoff, bd[d + off])
                    y = x - d
                    if y < yoff:
                        x = yoff + d
                        y = yoff
                    if x + y < bxybest:
                        bxybest = x + y
                        bxbest = x
                if (xlim + ylim) - bxybest < fxybest - (xoff + yoff):
                    xmid, ymid = fxbest, fxybest - fxbest
                    lo_min, hi_min = True, False
                else:
                    xmid, ymid = bxbest, bxybest - bxbest
                    lo_min, hi_min = False, True
                break
        stack.append((xmid, xlim, ymid, ylim, hi_min))
        stack.append((xoff, xmid, yoff, ymid, lo_min))
    del xch, ych
    return cx, cy


def _shift_boundaries(changed: list[list[int]], equivs: list[list[int]]) -> None:
    """GNU ``shift_boundaries``; ``changed[f]`` has a 0 sentinel at each end (offset 1)."""
    for f in (0, 1):
        ch = changed[f]
        oc = changed[1 - f]
        eq = equivs[f]
        i = 0
        j = 0
        i_end = len(eq)
        while True:
            while i < i_end and not ch[i + 1]:
                while oc[j + 1]:
                    j += 1
                j += 1
                i += 1
            if i == i_end:
                break
            start = i
            i += 1
            while ch[i + 1]:
                i += 1
            while oc[j + 1]:
                j += 1
            while True:
                runlength = i - start
                while start and eq[start - 1] == eq[i - 1]:
                    start -= 1
                    ch[start + 1] = 1
                    i -= 1
                    ch[i + 1] = 0
                    while ch[start - 1 + 1]:
                        start -= 1
                    j -= 1
                    while oc[j + 1]:
                        j -= 1
                corresponding = i if oc[j - 1 + 1] else i_end
                while i != i_end and eq[start] == eq[i]:
                    ch[start + 1] = 0
                    start += 1
                    ch[i + 1] = 1
                    i += 1
                    while ch[i + 1]:
                        i += 1
                    j += 1
                    while oc[j + 1]:
                        j += 1
                        corresponding = i
                if runlength == i - start:
                    break
            while corresponding < i:
                start -= 1
                ch[start + 1] = 1
                i -= 1
                ch[i + 1] = 0
                j -= 1
                while oc[j + 1]:
                    j -= 1


def compute_changes(
    raw0: list[bytes],
    raw1: list[bytes],
    norm: Normalizer | None,
    horizon: int = 0,
    minimal: bool = False,
    check: Callable[[], None] = lambda: None,
) -> list[Change]:
    """The edit script GNU diff computes between two line lists (absolute 0-based lines)."""
    n0 = len(raw0)
    n1 = len(raw1)
    k = 0
    lim = min(n0, n1)
    while k < lim and raw0[k] == raw1[k]:
        k += 1
    pre = max(0, k - horizon)
    m = 0
    lim2 = lim - pre
    while m < lim2 and raw0[n0 - 1 - m] == raw1[n1 - 1 - m]:
        m += 1
    suf = max(0, m - horizon)
    r0 = raw0[pre : n0 - suf]
    r1 = raw1[pre : n1 - suf]
    classes: dict[bytes, int] = {}
    if norm is None:
        keys0 = r0
        keys1 = r1
    else:
        keys0 = [norm(x) for x in r0]
        keys1 = [norm(x) for x in r1]
    eq0 = [classes.setdefault(x, len(classes)) for x in keys0]
    eq1 = [classes.setdefault(x, len(classes)) for x in keys1]
    len0 = len(eq0)
    len1 = len(eq1)
    changed0 = [0] * (len0 + 2)
    changed1 = [0] * (len1 + 2)
    if minimal:
        real0 = list(range(len0))
        real1 = list(range(len1))
    else:
        _, _, disc0, disc1 = _discard_confusing(eq0, eq1, len(classes))
        real0: list[int] = []
        real1: list[int] = []
        for i, dd in enumerate(disc0):
            if dd:
                changed0[i + 1] = 1
            else:
                real0.append(i)
        for i, dd in enumerate(disc1):
            if dd:
                changed1[i + 1] = 1
            else:
                real1.append(i)
    xv = [eq0[i] for i in real0]
    yv = [eq1[i] for i in real1]
    cx, cy = _compareseq(xv, yv, [], [], minimal, check)
    for idx, flag in enumerate(cx):
        if flag:
            changed0[real0[idx] + 1] = 1
    for idx, flag in enumerate(cy):
        if flag:
            changed1[real1[idx] + 1] = 1
    _shift_boundaries([changed0, changed1], [eq0, eq1])
    changes: list[Change] = []
    i0 = 0
    i1 = 0
    while i0 < len0 or i1 < len1:
        if changed0[i0 + 1] or changed1[i1 + 1]:
            s0, s1 = i0, i1
            while changed0[i0 + 1]:
                i0 += 1
            while changed1[i1 + 1]:
                i1 += 1
            changes.append(Change(s0 + pre, s1 + pre, i0 - s0, i1 - s1))
        i0 += 1
        i1 += 1
    return changes


def analyze_hunk(
    hunk: list[Change],
    lines0: list[bytes],
    lines1: list[bytes],
    trivial_line: Callable[[bytes], bool] | None,
) -> tuple[int, int, int, int, int]:
    """GNU ``analyze_hunk``: (changes, first0, last0, first1, last1); changes is a bitmask
    1 = OLD (lines deleted), 2 = NEW (lines inserted), 0 = all lines ignorable."""
    show_from = 0
    show_to = 0
    trivial = trivial_line is not None
    first0 = hunk[0].line0
    first1 = hunk[0].line1
    l0 = l1 = 0
    for ch in hunk:
        l0 = ch.line0 + ch.deleted - 1
        l1 = ch.line1 + ch.inserted - 1
        show_from += ch.deleted
        show_to += ch.inserted
        if trivial and trivial_line is not None:
            for i in range(ch.line0, l0 + 1):
                if not trivial_line(lines0[i]):
                    trivial = False
                    break
        if trivial and trivial_line is not None:
            for i in range(ch.line1, l1 + 1):
                if not trivial_line(lines1[i]):
                    trivial = False
                    break
    if trivial:
        return 0, first0, l0, first1, l1
    return (1 if show_from else 0) | (2 if show_to else 0), first0, l0, first1, l1
