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
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable
from itertools import compress, repeat
from math import isqrt
from operator import add, lt, not_, sub

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
_ONE_IF_SET = bytes([0] + [1] * 255)  # (a translate table: any nonzero byte -> 1)
_FLIP = bytes([1, 0]) + bytes(254)  # (a translate table: 0 -> 1, 1 -> 0)


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
    out = list(map(add, lines, repeat(b"\n")))
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
    eq0: list[bytes], eq1: list[bytes], counts: tuple[Counter[bytes], Counter[bytes]]
) -> tuple[bytearray, bytearray]:
    """GNU ``discard_confusing_lines``: which lines to hide from the Myers search (nonzero:
    hidden).

    Decision: a line's provisional mark (1: no match in the other file, 2: more than
    ``many`` matches) comes from a table per class, mapped over the lines in C; the scan
    that follows jumps from one 1 to the next (``bytearray.find``), clearing the 2s it
    passes as GNU's line-by-line loop does, so only the runs of marked lines are walked in
    Python."""
    eqs = (eq0, eq1)
    discards: list[bytearray] = []
    for f in (0, 1):
        equivs = eqs[f]
        end = len(equivs)
        many = 5
        tem = end // 64
        while True:
            tem >>= 2
            if tem <= 0:
                break
            many *= 2
        other = counts[1 - f]
        if max(other.values(), default=0) <= many:  # 1: no match in the other file
            discards.append(bytearray(map(other.__contains__, equivs)).translate(_FLIP))
        else:
            codes = {e: 0 if n <= many else 2 for e, n in other.items()}
            discards.append(bytearray(map(codes.get, equivs, repeat(1))))
    for d in discards:
        if 2 not in d:  # the scan only changes 2s
            continue
        end = len(d)
        i = 0
        while True:
            one = d.find(1, i)
            stop = end if one < 0 else one
            if d.find(2, i, stop) >= 0:  # the 2s before the next 1 are cleared
                d[i:stop] = d[i:stop].replace(b"\x02", b"\x00")
            if one < 0:
                break
            i = one
            j = d.find(0, i)
            if j < 0:
                j = end
            if d.find(2, i, j) < 0:  # a run of 1s only: left as it is
                i = j
                continue
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
                _keep_edge(d, i, 1, length)
                i += length - 1
                _keep_edge(d, i, -1, length)
            i += 1
    return discards[0], discards[1]


def _keep_edge(d: bytearray, at: int, step: int, length: int) -> None:
    """GNU's scan from one end of a run of discardable lines (``at``, going ``step``): the
    provisional discards (2) are kept (0) until three definite ones (1) in a row, or a
    definite one past the eighth line."""
    consec = 0
    for j in range(length):
        k = at + step * j
        v = d[k]
        if j >= 8 and v == 1:
            break
        if v == 2:
            consec = 0
            d[k] = 0
        elif v == 0:
            consec = 0
        else:
            consec += 1
            if consec == 3:
                break


def _snake(xv: list[bytes], yv: list[bytes], x: int, y: int, lim: int) -> int:
    """How many of ``xv[x:]`` and ``yv[y:]`` (at most ``lim``) are equal from the start:
    the first few compared one by one, then slices of growing length (compared in C)."""
    k = 0
    while k < lim and k < 8:
        if xv[x + k] != yv[y + k]:
            return k
        k += 1
    step = 16
    while k < lim:
        e = min(k + step, lim)
        if xv[x + k : x + e] != yv[y + k : y + e]:
            break
        k = e
        step *= 2
    while k < lim and xv[x + k] == yv[y + k]:
        k += 1
    return k


def _snake_back(xv: list[bytes], yv: list[bytes], x: int, y: int, lim: int) -> int:
    """How many of ``xv[:x]`` and ``yv[:y]`` (at most ``lim``) are equal from the end."""
    k = 0
    while k < lim and k < 8:
        if xv[x - 1 - k] != yv[y - 1 - k]:
            return k
        k += 1
    step = 16
    while k < lim:
        e = min(k + step, lim)
        if xv[x - e : x - k] != yv[y - e : y - k]:
            break
        k = e
        step *= 2
    while k < lim and xv[x - 1 - k] == yv[y - 1 - k]:
        k += 1
    return k


#: The round of a middle-snake search after which, no snake met yet, the rounds that cannot
#: meet one start being jumped over (see ``_compareseq``).
_SKIP_AT = 8


def _rounds_within(work: int, c: int) -> int:
    """The round after round ``c`` (``work`` done) at which the search would stop past the
    work budget: the first c' >= _CUT_OFF_PAST_BUDGET whose work, ``work`` plus 2 i for
    each round i after c (no diagonal at a limit yet), is over :data:`_WORK_BUDGET`."""
    room = _WORK_BUDGET - work + c * (c + 1)  # stop at the first n with n (n + 1) > room
    n = max(c + 1, _CUT_OFF_PAST_BUDGET)
    if room < 0 or n * (n + 1) > room:
        return n
    m = (isqrt(4 * room + 1) - 1) // 2
    while m * (m + 1) <= room:
        m += 1
    while m > n and (m - 1) * m > room:
        m -= 1
    return m


def _corners_match(
    xv: list[bytes], yv: list[bytes], box: tuple[int, int, int, int], r: int
) -> bool:
    """Whether a line of the first ``r`` of ``xv[xoff:xlim]`` is among the first ``r`` of
    ``yv[yoff:ylim]``, or one of the last ``r`` among the last ``r``: the pairs the searches
    can reach in fewer than ``r`` rounds are in those corners."""
    xoff, xlim, yoff, ylim = box
    return not (
        set(xv[xoff : xoff + r]).isdisjoint(yv[yoff : yoff + r])
        and set(xv[xlim - r : xlim]).isdisjoint(yv[ylim - r : ylim])
    )


def _compareseq(
    xv: list[bytes],
    yv: list[bytes],
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
        if xoff < xlim and yoff < ylim and xv[xoff] == yv[yoff]:
            k = _snake(xv, yv, xoff, yoff, min(xlim - xoff, ylim - yoff))
            xoff += k
            yoff += k
        if xoff < xlim and yoff < ylim and xv[xlim - 1] == yv[ylim - 1]:
            k = _snake_back(xv, yv, xlim, ylim, min(xlim - xoff, ylim - yoff))
            xlim -= k
            ylim -= k
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
        snaked = False  # (a snake followed in this search)
        next_try = _SKIP_AT  # (the round after which to try jumping ahead; 0: no more)
        settled = False  # (the box is all changes: no halves to search)
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
                if x < xlim and y < ylim and xv[x] == yv[y]:
                    snaked = True
                    s = _snake(xv, yv, x, y, min(xlim - x, ylim - y))
                    x += s
                    y += s
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
                if xoff < x and yoff < y and xv[x - 1] == yv[y - 1]:
                    snaked = True
                    s = _snake_back(xv, yv, x, y, min(x - xoff, y - yoff))
                    x -= s
                    y -= s
                bd[k] = x
                if not odd and fmin + off <= k <= fmax + off and x <= fd[k]:
                    xmid, ymid = x, y
                    found = True
                    break
            if found:
                break
            if c == next_try and not snaked:
                # Decision: rounds that meet no matching lines change nothing but the reach
                # on each diagonal, c steps from where the search started: after round c,
                # x = xoff + (c + d - fmid) / 2 forward, xlim - (c - d + bmid) / 2
                # backward. Round c compares the lines at the points c steps from the
                # box's corners, so while the corners reached by a later round t hold no
                # common line (_corners_match), rounds up to t are jumped over, stopping
                # short of a diagonal at a limit, of the other search and of GNU's
                # cut-off (or the work budget's), and the search goes on from the state
                # it would have reached: the same split, the same hunks.
                room = min(xlim - xoff, ylim - yoff) - 1  # (the searches stay inside)
                if not find_minimal:
                    room = min(room, too_expensive - 1, _rounds_within(work, c) - 1)
                c1 = c
                next_try = 0
                # up to 4 c rounds ahead when the corners they reach have no match (else
                # half as far, ...), then maybe further from there
                t = min(room, 4 * c)
                while t >= c + 8:
                    if not _corners_match(xv, yv, (xoff, xlim, yoff, ylim), t + 1):
                        c1 = t
                        next_try = t + 1
                        break
                    t = (c + t) // 2
                if c1 > c:
                    check()
                    fmin = fmid - c1
                    fmax = fmid + c1
                    bmin = bmid - c1
                    bmax = bmid + c1
                    fd[fmin + off : fmax + off + 1 : 2] = range(xoff, xoff + c1 + 1)
                    bd[bmin + off : bmax + off + 1 : 2] = range(xlim - c1, xlim + 1)
                    work += c1 * (c1 + 1) - c * (c + 1)
                    c = c1
                    continue
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
        if settled:
            continue
        stack.append((xmid, xlim, ymid, ylim, hi_min))
        stack.append((xoff, xmid, yoff, ymid, lo_min))
    return cx, cy


def _shift_boundaries(
    changed: tuple[bytearray, bytearray],
    equivs: tuple[list[bytes], list[bytes]],
    counts: tuple[Counter[bytes], Counter[bytes]],
) -> None:
    """GNU ``shift_boundaries``; ``changed[f]`` has a 0 sentinel at each end (offset 1);
    ``counts[f]``: how often each line of file f occurs in it.

    Decision: a run of changes can only slide next to a line the file has twice or more
    (the run's first line, or the line before it), so the walk goes from one run that
    starts at or after such a line (``starts``) to the next: the other file's index ``j``
    moves over as many of its unchanged lines as the file has between them (their
    positions, ``unchanged``, are a bisection away) instead of a line at a time. A slide
    only changes flags before the farthest index its run reaches, past which the walk
    goes on."""
    for f in (0, 1):
        ch = changed[f]
        oc = changed[1 - f]
        eq = equivs[f]
        i_end = len(eq)
        twice = counts[f]
        if len(twice) == i_end:  # no line twice: nothing can slide
            continue
        # where the lines the file has twice or more are; a run starting there or just
        # after may slide
        keys = list(compress(twice, map((1).__lt__, twice.values())))
        if len(keys) <= 8:  # a few: found by scans in C
            where: list[int] = []
            for key in keys:
                p = eq.index(key)
                where.append(p)
                for _ in range(twice[key] - 1):
                    p = eq.index(key, p + 1)
                    where.append(p)
        else:
            where = list(compress(range(i_end), map((1).__lt__, map(twice.__getitem__, eq))))
        starts = sorted({*where, *map((1).__add__, where)})
        nstarts = len(starts)
        si = 0
        unchanged: list[int] = []  # (the other file's unchanged lines and its end, on use)
        i = 0
        j = 0
        while True:
            # the next run of changes that starts at one of ``starts``
            while si < nstarts and (
                starts[si] < i or not ch[starts[si] + 1] or ch[starts[si]]
            ):  # (behind the walk, or not where a run starts: a slide moved it)
                si += 1
            nxt = starts[si] if si < nstarts else i_end
            # j passes as many unchanged lines as there are before the next movable run
            i_prev = i
            i = nxt
            if i == i_end:
                break
            k = i - i_prev - ch.count(1, i_prev + 1, i + 1)
            if k:
                if not unchanged:
                    unchanged = list(compress(range(len(oc) - 1), map(not_, oc[1:])))
                j = unchanged[bisect_left(unchanged, j) + k - 1] + 1
            start = i
            i = ch.find(0, i + 1) - 1  # the run's end
            if (not start or eq[start - 1] != eq[i - 1]) and (i == i_end or eq[start] != eq[i]):
                continue  # it cannot slide after all (j catches up at the next stretch)
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
    """The edit script GNU diff computes between two line lists (absolute 0-based lines).

    Decision: a line's key (the line, or its normalised form) is its equivalence class
    itself, not a number (numbering the lines took a dict pass of its own; the searches
    only compare classes), the flags of changed lines are bytearrays (``find`` walks from
    one change to the next), and the edit script is read off them a run at a time."""
    n0 = len(raw0)
    n1 = len(raw1)
    lim = min(n0, n1)
    pre = max(0, _snake(raw0, raw1, 0, 0, lim) - horizon)
    suf = max(0, _snake_back(raw0, raw1, n0, n1, lim - pre) - horizon)
    r0 = raw0[pre : n0 - suf]
    r1 = raw1[pre : n1 - suf]
    if norm is None:
        keys0 = r0
        keys1 = r1
    else:
        keys0 = list(map(norm, r0))
        keys1 = list(map(norm, r1))
    # (the keys themselves are the classes: equal keys, equal lines)
    eq0 = keys0
    eq1 = keys1
    len0 = len(eq0)
    len1 = len(eq1)
    counts = (Counter(eq0), Counter(eq1))
    if minimal:
        changed0 = bytearray(len0 + 2)
        changed1 = bytearray(len1 + 2)
        real0 = list(range(len0))
        real1 = list(range(len1))
        xv = eq0
        yv = eq1
    else:
        disc0, disc1 = _discard_confusing(eq0, eq1, counts)
        changed0 = bytearray(1) + disc0.translate(_ONE_IF_SET) + bytearray(1)
        changed1 = bytearray(1) + disc1.translate(_ONE_IF_SET) + bytearray(1)
        real0 = list(compress(range(len0), map(not_, disc0)))
        real1 = list(compress(range(len1), map(not_, disc1)))
        xv = list(map(eq0.__getitem__, real0))
        yv = list(map(eq1.__getitem__, real1))
    cx, cy = _compareseq(xv, yv, minimal, check)
    for idx in compress(real0, cx):
        changed0[idx + 1] = 1
    for idx in compress(real1, cy):
        changed1[idx + 1] = 1
    _shift_boundaries((changed0, changed1), (eq0, eq1), counts)
    # The unchanged lines of the two files pair up in order; a change is wherever two
    # consecutive pairs (with a pair before the files and one after) are not both
    # adjacent lines.
    u0 = [-1, *compress(range(len0), map(not_, changed0[1:-1])), len0]
    u1 = [-1, *compress(range(len1), map(not_, changed1[1:-1])), len1]
    gap0 = list(map(sub, u0[1:], u0))
    gap1 = list(map(sub, u1[1:], u1))
    at = compress(range(len(gap0)), map(lt, repeat(2), map(add, gap0, gap1)))  # (a gap > 1)
    pre1 = pre + 1
    return [Change(u0[k] + pre1, u1[k] + pre1, gap0[k] - 1, gap1[k] - 1) for k in at]


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
