"""``join``: join lines of two sorted files on a common field (GNU coreutils 9.1).

Owns GNU join's field splitting (blank runs, or a ``-t`` character, ``-t ''`` = whole line),
the merge loop with its groups of equal keys, ``-a``/``-v`` unpairables, ``-e``, ``-o`` lists
(``0``, ``N.M``, ``auto``), ``-i``, ``--header``, ``-z``, and the sort-order check: by default
a warning per file (once unpairable lines were seen) and a final ``input is not in sorted
order`` with status 1; ``--check-order`` makes the first disorder fatal.
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import compress, islice, repeat
from operator import itemgetter, not_

from agentsh.commands._common import in_order, open_operand, quote
from agentsh.commands._fileutil import ls_quote
from agentsh.commands.comm import common_run, skip_below, skip_through
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "join",
    [
        value("a", "a"),
        value("e", "e"),
        flag("i", "i", "ignore-case"),
        value("j", "j"),
        value("o", "o"),
        value("t", "t"),
        value("v", "v"),
        value("1", "1"),
        value("2", "2"),
        flag("check-order", "", "check-order"),
        flag("nocheck-order", "", "nocheck-order"),
        flag("header", "", "header"),
        flag("z", "z", "zero-terminated"),
    ],
)

Line = tuple[bytes, list[bytes]]
_BLANK: Line = (b"", [])


class _Fatal(Exception):
    pass


def _field_num(s: str) -> int:
    if not s.isdigit() or int(s) == 0:
        raise _Fatal(f"invalid field number: {quote(s)}")
    return int(s) - 1


class _Joiner:
    def __init__(self, ctx: CommandContext) -> None:
        self.ctx = ctx
        self.tab: bytes | None = None  # None = blanks; b"" = whole line
        self.eol = b"\n"
        self.ignore_case = False
        self.check = 0  # 0 default, 1 enabled, -1 disabled
        self.seen_unpairable = False
        self.warned = [False, False]
        self.names = ["", ""]
        self.jf = [0, 0]
        self.out: list[bytes] = []
        self.empty: bytes | None = None
        self.outlist: list[tuple[int, int]] | None = None
        self.autoformat = False
        self.autocount = [0, 0]
        self.data: list[list[bytes]] = [[], []]
        self.pos = [0, 0]
        self.prev: list[Line | None] = [None, None]

    def fields(self, body: bytes) -> list[bytes]:
        if not body:
            return []
        if self.tab is None:
            parts = body.replace(b"\t", b" ").replace(b"\n", b" ").split(b" ")
            # leading blanks are skipped; inner runs collapse; a trailing run leaves ""
            out = [p for p in parts if p]
            stripped = body.rstrip(b" \t\n")
            if len(stripped) != len(body) and stripped:
                out.append(b"")
            return out
        if self.tab == b"":
            return [body]
        return body.split(self.tab)

    def key(self, line: Line, which: int) -> bytes:
        f = line[1]
        n = self.jf[which]
        k = f[n] if n < len(f) else b""
        return k.upper() if self.ignore_case else k  # GNU: memcasecmp, toupper

    def keycmp(self, a: Line, wa: int, b: Line, wb: int) -> int:
        ka, kb = self.key(a, wa), self.key(b, wb)
        if not ka:
            return 0 if not kb else -1
        if not kb:
            return 1
        return (ka > kb) - (ka < kb)

    def get_line(self, which: int) -> Line | None:
        pos = self.pos[which]
        if pos >= len(self.data[which]):
            return None
        body = self.data[which][pos]
        self.pos[which] = pos + 1
        line = (body, self.fields(body))
        prev = self.prev[which]
        if prev is not None and self.check >= 0 and (self.check == 1 or self.seen_unpairable):
            if not self.warned[which] and self.keycmp(prev, which, line, which) > 0:
                self.flush()
                msg = f"join: {self.names[which]}:{pos + 1}: is not sorted: "
                # GNU prints the line with %.*s: up to a NUL byte
                shown = body.partition(b"\0")[0]
                self.ctx.stderr.write(msg.encode("utf-8", "surrogateescape") + shown + b"\n")
                self.warned[which] = True
                if self.check == 1:
                    raise _Fatal("")
        self.prev[which] = line
        return line

    def flush(self) -> None:
        if self.out:
            self.ctx.stdout.write(b"".join(self.out))
            self.out.clear()

    def prfield(self, n: int, line: Line, parts: list[bytes]) -> None:
        f = line[1]
        if n < len(f) and f[n]:
            parts.append(f[n])
        elif self.empty is not None:
            parts.append(self.empty)
        else:
            parts.append(b"")

    def prjoin(self, l1: Line, l2: Line) -> None:
        sep = b" " if self.tab is None else (self.tab or b"\n")
        parts: list[bytes] = []
        if self.outlist is not None:
            for fnum, field in self.outlist:
                if fnum == 0:
                    if l1 is _BLANK:
                        self.prfield(self.jf[1], l2, parts)
                    else:
                        self.prfield(self.jf[0], l1, parts)
                else:
                    self.prfield(field, l1 if fnum == 1 else l2, parts)
        elif not self.autoformat:
            # the join field, then each line's other fields (an empty one: -e's filler)
            n = self.jf[1] if l1 is _BLANK else self.jf[0]
            f = l2[1] if l1 is _BLANK else l1[1]
            e = self.empty
            parts.append((f[n] if n < len(f) else b"") or e or b"")
            f1, f2 = l1[1], l2[1]
            n1, n2 = self.jf
            parts += f1[:n1]
            parts += f1[n1 + 1 :]
            parts += f2[:n2]
            parts += f2[n2 + 1 :]
            if e and b"" in parts:
                parts = [x or e for x in parts]
        else:
            if l1 is _BLANK:
                self.prfield(self.jf[1], l2, parts)
            else:
                self.prfield(self.jf[0], l1, parts)
            for w, line in ((0, l1), (1, l2)):
                nf = self.autocount[w] if self.autoformat else len(line[1])
                for i in range(nf):
                    if i != self.jf[w]:
                        self.prfield(i, line, parts)
        self.out.append(sep.join(parts) + self.eol)
        if len(self.out) > 512:
            self.flush()

    def run(self, pr1: bool, pr2: bool, pairs: bool, header: bool) -> None:
        seq1: list[Line] = []
        seq2: list[Line] = []
        first1 = self.get_line(0)
        first2 = self.get_line(1)
        if first1 is not None:
            seq1.append(first1)
        if first2 is not None:
            seq2.append(first2)
        if self.autoformat:
            self.autocount = [len(seq1[0][1]) if seq1 else 0, len(seq2[0][1]) if seq2 else 0]
        if header and (seq1 or seq2):
            self.prjoin(seq1[0] if seq1 else _BLANK, seq2[0] if seq2 else _BLANK)
            self.prev = [None, None]
            seq1 = [ln] if seq1 and (ln := self.get_line(0)) is not None else []
            seq2 = [ln] if seq2 and (ln := self.get_line(1)) is not None else []
        while seq1 and seq2:
            self.ctx.check()
            diff = self.keycmp(seq1[0], 0, seq2[0], 1)
            if diff < 0:
                if pr1:
                    self.prjoin(seq1[0], _BLANK)
                nxt = self.get_line(0)
                seq1 = [nxt] if nxt is not None else []
                self.seen_unpairable = True
                continue
            if diff > 0:
                if pr2:
                    self.prjoin(_BLANK, seq2[0])
                nxt = self.get_line(1)
                seq2 = [nxt] if nxt is not None else []
                self.seen_unpairable = True
                continue
            eof1 = False
            while True:
                nxt = self.get_line(0)
                if nxt is None:
                    eof1 = True
                    break
                seq1.append(nxt)
                if self.keycmp(nxt, 0, seq2[0], 1) != 0:
                    break
            eof2 = False
            while True:
                nxt = self.get_line(1)
                if nxt is None:
                    eof2 = True
                    break
                seq2.append(nxt)
                if self.keycmp(seq1[0], 0, nxt, 1) != 0:
                    break
            if pairs:
                g1 = seq1 if eof1 else seq1[:-1]
                g2 = seq2 if eof2 else seq2[:-1]
                for a in g1:
                    for b in g2:
                        self.prjoin(a, b)
            seq1 = [] if eof1 else [seq1[-1]]
            seq2 = [] if eof2 else [seq2[-1]]
        checktail = self.check >= 0
        if (pr1 or checktail) and seq1:
            if pr1:
                self.prjoin(seq1[0], _BLANK)
            if seq2:
                self.seen_unpairable = True
            while (ln := self.get_line(0)) is not None:
                if pr1:
                    self.prjoin(ln, _BLANK)
                if self.warned[0] and not pr1:
                    break
        if (pr2 or checktail) and seq2:
            if pr2:
                self.prjoin(_BLANK, seq2[0])
            if seq1:
                self.seen_unpairable = True
            while (ln := self.get_line(1)) is not None:
                if pr2:
                    self.prjoin(_BLANK, ln)
                if self.warned[1] and not pr2:
                    break
        self.flush()


_BLANKS = (b" ", b"\t")


def _fields_of(lines: list[bytes], tab: bytes | None) -> list[list[bytes]]:
    """Every line's fields, as ``_Joiner.fields``: ``bytes.split()`` splits on blank runs
    exactly when the data has no other ASCII space (the caller checks)."""
    if tab is None:
        return list(map(bytes.split, lines))
    if tab == b"":
        return [[x] if x else [] for x in lines]
    return [x.split(tab) if x else [] for x in lines]


def _splits_plainly(data: bytes, tab: bytes | None, eol: bytes) -> bool:
    """Whether ``bytes.split()`` gives the GNU blank-separated fields of every line: no
    ``\r\v\f`` (spaces to Python, not to GNU), no trailing blank (GNU makes it an empty
    last field). With ``-t`` any data splits plainly."""
    if tab is not None:
        return True
    blanks = (*_BLANKS, b"\n") if eol == b"\0" else _BLANKS
    if any(c in data for c in (b"\r", b"\v", b"\f")) or data.endswith(blanks):
        return False
    return not any(c + eol in data for c in blanks)


def _column(fields: list[list[bytes]], n: int, fill: bytes) -> list[bytes]:
    """Field ``n`` of every line, ``fill`` where it is missing or empty."""
    if fields and min(map(len, fields)) > n:
        column = list(map(itemgetter(n), fields))
        return [x or fill for x in column] if fill and b"" in column else column
    if fill:
        return [f[n] or fill if n < len(f) else fill for f in fields]
    return [f[n] if n < len(f) else b"" for f in fields]


def _others(
    fields: list[list[bytes]], n: int, count: int | None, sep: bytes, fill: bytes
) -> list[bytes]:
    """What the default format prints of every line after the join field: each other field
    (the first ``count`` with ``-o auto``, padded with ``fill``) behind a separator."""
    out: list[bytes] = []
    for f in fields:
        rest = f[:n] + f[n + 1 :] if count is None else (f + [b""] * count)[:count]
        if count is not None and n < count:
            del rest[n]
        if fill and b"" in rest:
            rest = [x or fill for x in rest]
        out.append(sep + sep.join(rest) if rest else b"")
    return out


def _lookup_pairing(
    cku: list[bytes], cko: list[bytes], pru: bool, pro: bool, pairs: bool
) -> tuple[list[int], list[int]]:
    """``_pairing`` when the keys of one file (``u``) are all different: each line of the
    other (``o``) pairs with at most one line of ``u``, found in a dict, and the rows of the
    ``o`` lines come in its order; ``u``'s unpairable lines (``-a``) are merged in by key (a
    stable sort of the two sorted runs). Returns the rows as indexes into ``u`` and ``o``."""
    if cku == cko:  # (the same keys: two columns of one table) each line pairs its twin
        partner = list(range(len(cko)))
        if not pairs:
            return [], []
        return partner, list(partner)
    partner = list(map(dict(zip(cku, range(len(cku)), strict=True)).get, cko, repeat(-1)))
    if pairs and pro:
        io, iu = list(range(len(cko))), partner
    else:
        keep = map((-1).__ne__ if pairs else (-1).__eq__, partner)
        io = list(compress(range(len(cko)), keep)) if pairs or pro else []
        iu = list(map(partner.__getitem__, io))
    if not pru:
        return iu, io
    lone = list(compress(range(len(cku)), map(not_, map(set(cko).__contains__, cku))))
    if not lone:
        return iu, io
    if not io:
        return lone, [-1] * len(lone)
    keys = [*map(cko.__getitem__, io), *map(cku.__getitem__, lone)]
    order = sorted(range(len(keys)), key=keys.__getitem__)
    iu += lone
    io += [-1] * len(lone)
    return list(map(iu.__getitem__, order)), list(map(io.__getitem__, order))


def _dups(keys: list[bytes]) -> list[int]:
    """The indexes ``p`` with ``keys[p] == keys[p + 1]``, found in C."""
    return list(compress(range(len(keys)), map(bytes.__eq__, keys, islice(keys, 1, None))))


def _first_dup(dups: list[int], i: int, n: int) -> int:
    """The first index ``>= i`` of ``dups`` (``n``: none)."""
    k = bisect_left(dups, i)
    return dups[k] if k < len(dups) else n


def _pairing(
    ck1: list[bytes], ck2: list[bytes], pr1: bool, pr2: bool, pairs: bool
) -> tuple[list[int], list[int]]:
    """The output rows of the merge of two key lists sorted in byte order, as line indexes
    into each file (-1: none). Runs as in ``comm``: lines below the other file's key (found by
    ``skip_below``) are unpairable; a stretch of equal keys, none repeated in its file, pairs line
    by line (``common_run``); a repeated key pairs its two groups every way."""
    n1, n2 = len(ck1), len(ck2)
    # p in dupsN: ckN[p] == ckN[p + 1]
    dups1, dups2 = _dups(ck1), _dups(ck2)
    if not dups1:
        return _lookup_pairing(ck1, ck2, pr1, pr2, pairs)
    if not dups2:
        i2, i1 = _lookup_pairing(ck2, ck1, pr2, pr1, pairs)
        return i1, i2
    i1: list[int] = []
    i2: list[int] = []

    i = j = 0
    while i < n1 and j < n2:
        x, y = ck1[i], ck2[j]
        if x < y:
            e = skip_below(ck1, y, i)
            if pr1:
                i1.extend(range(i, e))
                i2.extend(repeat(-1, e - i))
            i = e
        elif y < x:
            e = skip_below(ck2, x, j)
            if pr2:
                i1.extend(repeat(-1, e - j))
                i2.extend(range(j, e))
            j = e
        else:
            limit = min(_first_dup(dups1, i, n1) - i, _first_dup(dups2, j, n2) - j)
            if limit:
                k = common_run(ck1, i, ck2, j, limit)
                if pairs:
                    i1.extend(range(i, i + k))
                    i2.extend(range(j, j + k))
                i += k
                j += k
            else:
                e1, e2 = skip_through(ck1, x, i), skip_through(ck2, x, j)
                if pairs:
                    for a in range(i, e1):
                        i1.extend(repeat(a, e2 - j))
                        i2.extend(range(j, e2))
                i, j = e1, e2
    if pr1 and i < n1:
        i1.extend(range(i, n1))
        i2.extend(repeat(-1, n1 - i))
    if pr2 and j < n2:
        i1.extend(repeat(-1, n2 - j))
        i2.extend(range(j, n2))
    return i1, i2


def _inner_whole(
    ck1: list[bytes], ck2: list[bytes], lines1: list[bytes], tails2: list[bytes], eol: bytes
) -> bytes:
    """The paired rows only (no ``-a``/``-v``) of lines printed whole (see ``_whole_lines``),
    by the merge of ``_pairing`` but written in pieces: a stretch of equal keys, none repeated,
    as one join of line pairs; a repeated key's groups as one join per line of file 1 (its
    line, then each of file 2's tails, each row behind the line again), so a key repeated in
    both files costs a join per line, not an object per row."""
    n1, n2 = len(ck1), len(ck2)
    dups1, dups2 = _dups(ck1), _dups(ck2)
    out: list[bytes] = []
    i = j = 0
    while i < n1 and j < n2:
        x, y = ck1[i], ck2[j]
        if x < y:
            i = skip_below(ck1, y, i)
        elif y < x:
            j = skip_below(ck2, x, j)
        else:
            e1, e2 = skip_through(ck1, x, i), skip_through(ck2, x, j)
            if e1 - i == 1 and e2 - j == 1:
                limit = min(_first_dup(dups1, i, n1) - i, _first_dup(dups2, j, n2) - j)
                k = common_run(ck1, i, ck2, j, limit)
                out.append(eol.join(list(map(bytes.__add__, lines1[i : i + k], tails2[j : j + k]))))
                i += k
                j += k
                continue
            heads = lines1[i:e1]
            if e2 - j == 1:  # (one line of file 2: its tail behind each line of file 1)
                tail = tails2[j]
                out.append(eol.join(map(bytes.__add__, heads, repeat(tail)) if tail else heads))
                i, j = e1, e2
                continue
            # each line of file 1, then each tail of file 2 with the line again before it
            rows = map(bytes.join, map(eol.__add__, heads), repeat(tails2[j:e2]))
            out.append(eol.join(map(bytes.__add__, heads, rows)))
            i, j = e1, e2
    return eol.join(out) + eol if out else b""


def _whole_lines(data: bytes, tab: bytes | None, eol: bytes) -> bool:
    """Whether every line is exactly what the default format prints of it (its fields
    joined by the output separator): always with ``-t``, with blanks when no line has a
    tab, a leading blank or a run of them (``-z``: or a newline)."""
    if tab is not None:
        return True
    if b"\t" in data or b"  " in data or data.startswith(b" ") or eol + b" " in data:
        return False
    return eol == b"\n" or b"\n" not in data


def _keys(lines: list[bytes], data: bytes, tab: bytes | None) -> list[bytes]:
    """Field 1 of every line (see ``_whole_lines``): ``bytes.partition`` in C."""
    sep = b" " if tab is None else tab
    if not sep or sep not in data:
        return lines
    return list(map(itemgetter(0), map(bytes.partition, lines, repeat(sep))))


def _tails(lines: list[bytes], keys: list[bytes]) -> list[bytes]:
    """The rest of every line behind its field 1 (``keys``), separator included: each line
    without its key as a prefix, in C (measured: keeping the partitions' tuples for this
    costs twice as much; slices by the keys' lengths, three maps, 4x as much)."""
    if keys is lines:
        return [b""] * len(lines)
    return list(map(bytes.removeprefix, lines, keys))


def _fast_join(j: _Joiner, datas: list[bytes], pr1: bool, pr2: bool, pairs: bool) -> bytes | None:
    """``join`` of two inputs whose keys are sorted (so no order warning can arise), in bulk:
    fields split in C, the merge by runs (``_pairing``), each output column gathered with
    ``map``. The default format of lines joined on their first field, printed as they are
    (``_whole_lines``), does not even split them. None when a line's fields need the exact
    splitter (see ``_splits_plainly``) or the keys are out of order: the line-by-line merge
    decides, with its warnings."""
    if j.outlist == [] or not all(_splits_plainly(d, j.tab, j.eol) for d in datas):
        return None
    fill = j.empty or b""
    sep = b" " if j.tab is None else (j.tab or b"\n")
    whole_lines = j.outlist is None and not j.autoformat and not fill and j.jf == [0, 0]
    whole_lines = whole_lines and all(_whole_lines(d, j.tab, j.eol) for d in datas)
    fields: list[list[list[bytes]]] = []
    keys: list[list[bytes]] = []
    tails: list[list[bytes]] = []
    if whole_lines:
        keys = [_keys(lines, data, j.tab) for lines, data in zip(j.data, datas, strict=True)]
        tails = [[], _tails(j.data[1], keys[1])]  # (file 1's lines are printed whole)
    else:
        fields = [_fields_of(lines, j.tab) for lines in j.data]
        keys = [_column(f, n, b"") for f, n in zip(fields, j.jf, strict=True)]
    ckeys = [list(map(bytes.upper, k)) for k in keys] if j.ignore_case else keys
    twins = ckeys[0] == ckeys[1]  # (two columns of one table: the same keys, in order)
    if twins and whole_lines and j.check != 1 and _distinct_neighbours(ckeys[0]):
        # each line pairs its twin, no line is unpairable, so no order check can warn
        # (GNU checks the order once a line was unpairable): sorted or not, file 1's line,
        # then file 2's other fields
        if not (pairs and j.data[0]):
            return b""
        return j.eol.join(list(map(bytes.__add__, j.data[0], tails[1]))) + j.eol
    unique = _increasing(ckeys[0])  # (sorted, no key repeated: one pass in C)
    if not unique and not in_order(ckeys[0]):
        return None
    if not twins and not _increasing(ckeys[1]) and not in_order(ckeys[1]):
        return None
    if twins and unique and whole_lines:
        # each line pairs its twin, no line is unpairable: file 1's line, then file 2's
        # other fields
        if not (pairs and j.data[0]):
            return b""
        return j.eol.join(list(map(bytes.__add__, j.data[0], tails[1]))) + j.eol
    if whole_lines and pairs and not (pr1 or pr2):
        return _inner_whole(ckeys[0], ckeys[1], j.data[0], tails[1], j.eol)
    i1, i2 = _pairing(ckeys[0], ckeys[1], pr1, pr2, pairs)
    if not i1:
        return b""
    # the join field shown: with -e, an empty one is the filler
    shown = [_column(f, n, fill) for f, n in zip(fields, j.jf, strict=True)] if fill else keys
    unpaired2 = list(compress(range(len(i1)), map((-1).__eq__, i1))) if pr2 else []
    if j.outlist is not None:
        rows = _rows_of_list(j.outlist, fields, shown, i1, i2, unpaired2, sep, fill)
    else:
        if not whole_lines:
            counts: list[int | None] = [None, None]
            if j.autoformat:
                counts = [len(f[0]) if f else 0 for f in fields]
            tails = [
                _others(f, n, c, sep, fill) for f, n, c in zip(fields, j.jf, counts, strict=True)
            ]
            blank1 = _others([[]], j.jf[0], counts[0], sep, fill)[0]
            blank2 = _others([[]], j.jf[1], counts[1], sep, fill)[0]
            heads = list(map(bytes.__add__, shown[0], tails[0]))
        else:
            blank1 = blank2 = b""
            heads = j.data[0]
        # a row: file 1's line as printed alone (its key and other fields), then file 2's
        # other fields; a row without a file 1 line: file 2's key, nothing, its fields
        rows = list(map(bytes.__add__, _gather(heads, i1, b""), _gather(tails[1], i2, blank2)))
        for r in unpaired2:
            rows[r] = shown[1][i2[r]] + blank1 + tails[1][i2[r]]
    return j.eol.join(rows) + j.eol


def _distinct_neighbours(keys: list[bytes]) -> bool:
    """Whether no key of ``keys`` equals the next one (and none is empty: GNU's keycmp
    takes two empty keys as equal, and an empty key below any other)."""
    return all(keys) and all(map(bytes.__ne__, keys, islice(keys, 1, None)))


def _increasing(keys: list[bytes]) -> bool:
    """Whether ``keys`` are sorted in byte order with none repeated."""
    return all(map(bytes.__lt__, keys, islice(keys, 1, None)))


def _gather(values: list[bytes], idx: list[int], none: bytes) -> map[bytes]:
    """``values[i]`` for each ``i`` of ``idx``; ``none`` for -1 (no line)."""
    return map([*values, none].__getitem__, idx)


def _rows_of_list(
    outlist: list[tuple[int, int]],
    fields: list[list[list[bytes]]],
    shown: list[list[bytes]],
    i1: list[int],
    i2: list[int],
    unpaired2: list[int],
    sep: bytes,
    fill: bytes,
) -> list[bytes]:
    """The rows of ``-o LIST``: each column gathered, ``fill`` for a field of no line or an
    empty one; field ``0`` is file 1's join field, file 2's in a row without file 1."""
    cols: list[list[bytes]] = []
    for fnum, n in outlist:
        if fnum == 0:
            col = list(_gather(shown[0], i1, b""))
            for r in unpaired2:
                col[r] = shown[1][i2[r]]
        else:
            col = list(_gather(_column(fields[fnum - 1], n, fill), i2 if fnum == 2 else i1, fill))
        cols.append(col)
    return list(map(sep.join, zip(*cols, strict=True)))


def _parse_outlist(spec: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for item in spec.replace("\t", " ").replace(",", " ").split(" "):
        if item == "":
            continue
        if item == "0":
            out.append((0, 0))
            continue
        fnum, dot, fld = item.partition(".")
        if fnum not in ("1", "2") or not dot:
            raise _Fatal(f"invalid file number in field spec: {quote(item)}")
        out.append((int(fnum), _field_num(fld)))
    return out


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    j = _Joiner(ctx)
    pr1 = pr2 = False
    pairs = True
    try:
        for key, val in p.opts:
            v = val or ""
            if key in ("a", "v"):
                if v not in ("1", "2"):
                    raise _Fatal(f"invalid field number: {quote(v)}")
                if v == "1":
                    pr1 = True
                else:
                    pr2 = True
                if key == "v":
                    pairs = False
            elif key == "e":
                j.empty = v.encode("utf-8", "surrogateescape")
            elif key == "i":
                j.ignore_case = True
            elif key == "j":
                j.jf = [_field_num(v)] * 2
            elif key == "1":
                j.jf[0] = _field_num(v)
            elif key == "2":
                j.jf[1] = _field_num(v)
            elif key == "o":
                if v == "auto":
                    j.autoformat = True
                else:
                    j.outlist = (j.outlist or []) + _parse_outlist(v)
            elif key == "t":
                t = v.encode("utf-8", "surrogateescape")
                if len(t) > 1:  # bytes, as GNU: a multibyte character is refused too
                    if v != "\\0":
                        raise _Fatal(f"multi-character tab {quote(v)}")
                    t = b"\0"
                if j.tab is not None and j.tab != t:
                    raise _Fatal("incompatible tabs")
                j.tab = t
            elif key == "check-order":
                j.check = 1
            elif key == "nocheck-order":
                j.check = -1
            elif key == "z":
                j.eol = b"\0"
    except _Fatal as e:
        ctx.stderr.write(f"join: {e}\n".encode("utf-8", "surrogateescape"))
        return 1
    ops = p.operands
    if len(ops) < 2:
        if not ops:
            return usage_error(ctx, SPEC, "missing operand")
        return usage_error(ctx, SPEC, f"missing operand after {quote(ops[-1])}")
    if len(ops) > 2:
        return usage_error(ctx, SPEC, f"extra operand '{ops[2]}'")
    if ops[0] == "-" and ops[1] == "-":
        ctx.stderr.write(b"join: both files cannot be standard input: No such file or directory\n")
        return 1
    datas: list[bytes] = []
    for i, name in enumerate(ops):
        try:
            data = open_operand(ctx, name).read()
        except FSError as e:
            shown = "read error" if e.strerror == "Is a directory" else ls_quote(name)
            ctx.stderr.write(f"join: {shown}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
            return 1
        lines = data.split(j.eol)
        if lines and lines[-1] == b"":
            lines.pop()
        j.data[i] = lines
        j.names[i] = name
        datas.append(data)
    if not p.has("header") and j.outlist != []:
        fast = _fast_join(j, datas, pr1, pr2, pairs)
        if fast is not None:
            ctx.stdout.write(fast)
            return 0
    try:
        j.run(pr1, pr2, pairs, p.has("header"))
    except _Fatal:
        j.flush()
        return 1
    if j.check >= 0 and (j.warned[0] or j.warned[1]):
        ctx.stderr.write(b"join: input is not in sorted order\n")
        return 1
    return 0
