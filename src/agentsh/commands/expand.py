"""``expand`` and ``unexpand``: convert tabs to spaces and back (GNU coreutils 9.1).

Owns the shared tab-stop list parser of coreutils' expand-common.c (``-t N``, lists,
``/N`` repeat and ``+N`` increment after the last stop, obsolete ``-N``), the expand loop
(``-i`` initial blanks only; past the last stop a tab becomes one space) and unexpand's
pending-blank state machine (``-a``, ``--first-only``, ``-t`` implies ``-a``). Byte-oriented
like GNU 9.1; the inputs are one concatenated stream, as GNU reads them.

Runs of lines without the bytes that move the column back take whole-buffer paths
(``bytes.expandtabs``, a line-start memo for lists of stops, one regex cutting at the blanks
``unexpand -a`` converts, substring tests for input unexpand keeps); the other lines, and
the rarer option shapes, take the byte loops ``expand_line`` and ``unexpand_line``.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from functools import lru_cache
from itertools import compress, repeat

from agentsh.commands._common import err, open_operand, quote, unreadable_stdin
from agentsh.commands._fileutil import ls_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.fold import line_runs
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.vfs import FSError

EXPAND_SPEC = Spec("expand", [flag("i", "i", "initial"), value("t", "t", "tabs")])
UNEXPAND_SPEC = Spec(
    "unexpand",
    [flag("a", "a", "all"), flag("first-only", "", "first-only"), value("t", "t", "tabs")],
)


class _TabError(Exception):
    pass


_UINTMAX = 2**64 - 1


class Tabs:
    """A parsed tab-stop specification (expand-common.c)."""

    def __init__(self) -> None:
        self.stops: list[int] = []
        self.extend = 0
        self.increment = 0
        self.size = 0
        self.errors: list[str] = []

    def parse(self, spec: str) -> None:
        have = False
        val = start = 0
        ext = inc = False
        ok = True
        i = 0
        n = len(spec)
        while i < n:
            ch = spec[i]
            if ch == "," or ch in " \t":
                if have and not self._finish(val, ext, inc):
                    ok = False
                    break
                have = False
            elif ch == "/":
                if have:
                    self.errors.append(f"'/' specifier not at start of number: {quote(spec[i:])}")
                    ok = False
                ext, inc = True, False
            elif ch == "+":
                if have:
                    self.errors.append(f"'+' specifier not at start of number: {quote(spec[i:])}")
                    ok = False
                inc, ext = True, False
            elif ch.isdigit() and ch.isascii():
                if not have:
                    val = 0
                    have = True
                    start = i
                val = val * 10 + int(ch)
                if val > _UINTMAX:  # GNU skips the rest of the number and reads on
                    end = i
                    while end < n and spec[end] in "0123456789":
                        end += 1
                    self.errors.append(f"tab stop is too large {quote(spec[start:end])}")
                    ok = False
                    i = end - 1
            else:
                self.errors.append(f"tab size contains invalid character(s): {quote(spec[i:])}")
                ok = False
                break
            i += 1
        if ok and have:
            ok = self._finish(val, ext, inc)
        if not ok:
            raise _TabError()

    def _finish(self, val: int, ext: bool, inc: bool) -> bool:
        if ext:
            if self.extend:
                self.errors.append("'/' specifier only allowed with the last value")
                return False
            self.extend = val
        elif inc:
            if self.increment:
                self.errors.append("'+' specifier only allowed with the last value")
                return False
            self.increment = val
        else:
            self.stops.append(val)
        return True

    def finalize(self) -> None:
        prev = 0
        for t in self.stops:
            if t == 0:
                self.errors.append("tab size cannot be 0")
                raise _TabError()
            if t <= prev:
                self.errors.append("tab sizes must be ascending")
                raise _TabError()
            prev = t
        if self.increment and self.extend:
            self.errors.append("'/' specifier is mutually exclusive with '+'")
            raise _TabError()
        if not self.stops:
            self.size = self.extend or self.increment or 8
        elif len(self.stops) == 1 and not self.extend and not self.increment:
            self.size = self.stops[0]
        else:
            self.size = 0

    def next_tab(self, column: int, idx: list[int]) -> int | None:
        """Next tab column after ``column``; None past the last stop. ``idx`` = [tab_index]."""
        if self.size:
            return column + (self.size - column % self.size)
        while idx[0] < len(self.stops):
            t = self.stops[idx[0]]
            if column < t:
                return t
            idx[0] += 1
        if self.extend:
            return column + (self.extend - column % self.extend)
        if self.increment:
            end = self.stops[-1]
            return column + (self.increment - (column - end) % self.increment)
        return None


class _Inputs:
    """The operands read as one stream of runs of whole lines (each file's last line
    without its newline goes on in the next file, as GNU reads them), the status, and
    whether a closed stdin was among them."""

    def __init__(self, ctx: CommandContext, names: list[str]) -> None:
        self.ctx = ctx
        self.names = names or ["-"]
        self.status = 0
        self.closed = False

    def runs(self) -> Iterator[bytes]:
        """Runs of whole lines as they come (the very last may lack its newline)."""
        ctx = self.ctx
        held = b""  # a file's last line without its newline
        for name in self.names:
            bad = unreadable_stdin(ctx, name)
            if bad is not None:  # (``0<&-``, ``<&3`` of ``3>f``)
                err(ctx, "-: Bad file descriptor")
                self.status, self.closed = 1, self.closed or bad.closed
                continue
            try:
                stream = open_operand(ctx, name)
                for block in stream.blocks():
                    ctx.check()
                    if held:
                        block, held = held + block, b""
                    if block.endswith(b"\n"):
                        yield block
                    else:
                        held = block
            except FSError as e:
                err(ctx, f"{ls_quote(name)}: {e.strerror}")
                self.status = 1
        if held:
            yield held


def _close_stdin(ctx: CommandContext, closed: bool, status: int) -> int:
    """GNU's close_stdin at exit: it fails on a closed standard input."""
    if closed:
        err(ctx, "-: Bad file descriptor")
    return status


def _fail(ctx: CommandContext, tabs: Tabs) -> int:
    for m in tabs.errors:
        ctx.stderr.write(f"{ctx.name}: {m}\n".encode("utf-8", "surrogateescape"))
    return 1


def expand_line(line: bytes, tabs: Tabs, initial: bool) -> bytes:
    if b"\t" not in line:
        return line
    out = bytearray()
    column = 0
    idx = [0]
    convert = True
    for pos, c in enumerate(line):
        if not convert:
            out += line[pos:]
            break
        if c == 9:
            nxt = tabs.next_tab(column, idx)
            if nxt is None:
                nxt = column + 1
            out += b" " * (nxt - column)
            column = nxt
            c = 32
        else:
            if c == 8:
                column -= 1 if column else 0
                idx[0] -= 1 if idx[0] else 0
            else:
                column += 1
            out.append(c)
        if initial and c not in (32, 9):
            convert = False
    return bytes(out)


def _obsolete(args: list[str], unexpand: bool) -> list[str]:
    """Rewrite obsolete ``-N``/``-N,M`` tab options into ``-t`` ones."""
    out: list[str] = []
    digits: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            out += args[i:]
            break
        if re.fullmatch(r"-[0-9][0-9,]*", a) or (unexpand and re.fullmatch(r"-[0-9,]+", a)):
            digits.append(a[1:])
        else:
            out.append(a)
            if a in ("-t", "--tabs") and i + 1 < len(args):
                out.append(args[i + 1])
                i += 1
        i += 1
    if digits:
        key = "--obsolete-tabs=" if unexpand else "-t"
        out.insert(0, key + "".join(digits) if unexpand else "-t" + ",".join(digits))
    return out


def expand_main(ctx: CommandContext) -> int:
    p = parse(ctx, EXPAND_SPEC, _obsolete(list(ctx.args), False))
    if isinstance(p, int):
        return p
    tabs = Tabs()
    try:
        for t in p.all("t"):
            tabs.parse(t)
        tabs.finalize()
    except _TabError:
        return _fail(ctx, tabs)
    inputs = _Inputs(ctx, p.operands)
    for data in inputs.runs():
        ctx.stdout.write(_expand_block(data, tabs, p.has("i")))
    return _close_stdin(ctx, inputs.closed, inputs.status)


def _expand_block(data: bytes, tabs: Tabs, initial: bool) -> bytes:
    """``expand`` of a run of whole lines (the last may lack its newline)."""
    if b"\t" not in data:
        return data  # no tab: nothing to expand
    if initial:
        return b"\n".join([expand_line(line, tabs, True) for line in data.split(b"\n")])
    return b"".join(
        expand_line(run, tabs, False) if special else _expand_run(run, tabs)
        for run, special in line_runs(data, (b"\b", b"\r"))
    )


def _expand_run(run: bytes, tabs: Tabs) -> bytes:
    """Expand a run of lines without backspace or carriage return (the bytes that move the
    column back; ``bytes.expandtabs`` would also restart the count at a carriage return).

    Every byte else is one column, as in GNU, so a single tab size is
    ``bytes.expandtabs``. With a list of stops, each line's first tab becomes its blanks
    (looked up by its offset, which is its column: the tabs before it are blanks already),
    for all lines at once, then again for the lines whose tab went to a stop before the
    last, until none has a tab before the last stop; the tabs after it are one space each.

    Decision: the lines' starts (up to the last stop) were expanded by a memo of them, a
    Python step for each start not seen before; where starts differ (``user123<TAB>...``)
    that cost ~2 us a line: -t 4,10 of 1M such lines ~890 -> ~360 ms.
    """
    if b"\t" not in run:
        return run
    if 0 < tabs.size < 1 << 31:  # (expandtabs takes a C int)
        return run.expandtabs(tabs.size)
    if tabs.size or tabs.extend or tabs.increment:
        return b"\n".join([expand_line(line, tabs, False) for line in run.split(b"\n")])
    stops = tabs.stops
    last = stops[-1]
    pads = {c: b" " * (stops[bisect_right(stops, c)] - c) for c in range(last)}
    near = set(range(last))  # (a tab there goes to a stop)
    early = set(range(stops[-2]))  # (to a stop before the last: another tab may follow)
    lines = run.split(b"\n")
    todo = lines
    at: list[int] | None = None  # the lines of ``todo`` (None: all)
    while todo:
        cols = list(map(bytes.find, todo, repeat(b"\t")))
        if near.isdisjoint(cols):
            break
        # (a tab past the last stop is one space; a line without one is left as it is)
        done = list(
            map(bytes.replace, todo, repeat(b"\t"), map(pads.get, cols, repeat(b" ")), repeat(1))
        )
        more = list(map(early.__contains__, cols))
        if at is None:
            lines = done
            at = list(compress(range(len(done)), more))
        else:
            for i, line in zip(at, done, strict=True):
                lines[i] = line
            at = list(compress(at, more))
        todo = list(compress(done, more))
    return b"\n".join(lines).replace(b"\t", b" ")


def unexpand_line(line: bytes, tabs: Tabs, entire: bool) -> bytes:
    if b" " not in line and b"\t" not in line:
        return line
    out = bytearray()
    column = 0
    idx = [0]
    one_blank = False
    prev_blank = True
    pending = bytearray()
    convert = True
    n = len(line)
    pos = 0
    while pos < n:
        c = line[pos]
        pos += 1
        if not convert:
            out.append(c)
            out += line[pos:]
            break
        blank = c in (32, 9)
        if blank:
            nxt = tabs.next_tab(column, idx)
            if nxt is None:
                convert = False
            else:
                if c == 9:
                    column = nxt
                    if pending:
                        pending[0] = 9
                else:
                    column += 1
                    if not (prev_blank and column == nxt):
                        if column == nxt:
                            one_blank = True
                        pending.append(c)
                        prev_blank = True
                        continue
                    c = 9
                    if pending:
                        pending[0] = 9
                    else:
                        pending.append(9)
                del pending[1 if one_blank else 0 :]
                if not one_blank:
                    pending.clear()
        elif c == 8:
            column -= 1 if column else 0
            idx[0] -= 1 if idx[0] else 0
        else:
            column += 1
        if pending:
            if len(pending) > 1 and one_blank:
                pending[0] = 9
            out += pending
            pending.clear()
            one_blank = False
        prev_blank = blank
        convert = convert and (entire or blank)
        out.append(c)
    # the end of the line flushes the pending blanks like any other non-blank
    if len(pending) > 1 and one_blank:
        pending[0] = 9
    out += pending
    return bytes(out)


def unexpand_main(ctx: CommandContext) -> int:
    args = _obsolete(list(ctx.args), True)
    obsolete = ""
    if args and args[0].startswith("--obsolete-tabs="):
        obsolete = args.pop(0)[len("--obsolete-tabs=") :]
    p = parse(ctx, UNEXPAND_SPEC, args)
    if isinstance(p, int):
        return p
    tabs = Tabs()
    entire = p.has("a") or p.has("t")
    try:
        for t in p.all("t"):
            tabs.parse(t)
        for part in obsolete.split(","):
            if part:
                tabs.stops.append(int(part))
        tabs.finalize()
    except _TabError:
        return _fail(ctx, tabs)
    if p.has("first-only"):
        entire = False
    inputs = _Inputs(ctx, p.operands)
    for data in inputs.runs():
        ctx.stdout.write(_unexpand_block(data, tabs, entire))
    return _close_stdin(ctx, inputs.closed, inputs.status)


def _unexpand_block(data: bytes, tabs: Tabs, entire: bool) -> bytes:
    """``unexpand`` of a run of whole lines (the last may lack its newline)."""
    if _unexpand_keeps(data, tabs, entire):
        return data
    if entire and tabs.size > 1:
        return b"".join(
            unexpand_line(run, tabs, True) if special else _unexpand_all(run, tabs.size)
            for run, special in line_runs(data, (b"\b", b" \t"))
        )
    if not entire and 0 < tabs.size < 1 << 31:  # (expandtabs takes a C int)
        return _INDENT.sub(_Indents(tabs.size).of_match, data)
    return b"\n".join([unexpand_line(line, tabs, entire) for line in data.split(b"\n")])


def _unexpand_keeps(data: bytes, tabs: Tabs, entire: bool) -> bool:
    """Whether unexpand leaves ``data`` as it is (checked with a few substring searches).

    A blank run changes only when it holds two blanks one of which is a space (two spaces,
    a space then a tab, or a tab then a space landing on a stop), or when a line starts
    with a space that lands on a stop; a tab alone is output as it is. Without ``-a`` only
    the blanks a line starts with are looked at.
    """
    if not entire:
        return not (data.startswith((b" ", b"\t")) or b"\n " in data or b"\n\t" in data)
    if b"  " in data or b" \t" in data:
        return False
    # every stop 2+ columns after the previous one (and the first >= 2): a single space after
    # a tab or at the start of a line cannot land on a stop
    return tabs.size > 1 or not (b"\t " in data or data.startswith(b" ") or b"\n " in data)


#: a leading run of blanks holding a space (without -a, the only blanks unexpand converts)
_INDENT = re.compile(rb"^\t* [ \t]*", re.M)


class _Indents(dict[bytes, bytes]):
    """Leading blank runs -> GNU's conversion with tab size ``size``: a tab for every stop
    the run reaches, then the spaces after the last one (a run's spaces before a tab, or
    before the stop they fill, merge into that tab)."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def __missing__(self, run: bytes) -> bytes:
        tabs, spaces = divmod(len(run.expandtabs(self.size)), self.size)
        out = self[run] = b"\t" * tabs + b" " * spaces
        return out

    def of_match(self, m: re.Match[bytes]) -> bytes:
        return self[m[0]]


@lru_cache(maxsize=16)
def _to_stop_blanks(size: int) -> re.Pattern[bytes]:
    """The regex whose ``findall`` cuts lines at the blanks ``unexpand -a`` turns into a
    tab (tab stops every ``size`` >= 2 columns; no backspace, no space before a tab).

    Every byte else is one column and a tab ends its cell, so the stops fall at fixed
    places of a line: it is read cell by cell (up to ``size - 1`` bytes and any byte: a
    tab, the ``size``-th byte or the newline). A match is the cells up to and including
    one whose last ``size`` bytes end with two spaces, or with one space (after a
    non-blank) that a blank follows (GNU's ``one_blank_before_tab_stop``); the last match
    is the rest of the input.
    """
    n = size - 2
    cell = rb"[^\t\n]{0,%d}+(?s:.)" % (size - 1)
    stop = rb"[^\t\n]{%d}(?:  |[^ \t\n] (?=[ \t]))" % n
    return re.compile(rb"(?:%s)*?%s|(?s:.+)" % (cell, stop))


def _unexpand_all(run: bytes, size: int) -> bytes:
    """``unexpand -a`` with tab stops every ``size`` >= 2 columns over a run of lines
    without backspace (the byte that moves the column back) and without a space before a
    tab (GNU drops it): each piece ``_to_stop_blanks`` cuts, but the rest, loses its
    trailing spaces, a tab standing for them. (The spaces stripped are all in the piece's
    last cell: when that cell is all spaces, the cell before cannot end with a space, or
    the piece would have been cut there.)"""
    text = run if run.endswith(b"\n") else run + b"\n"  # (a cut is never at the end)
    pieces = _to_stop_blanks(size).findall(text)
    rest = pieces.pop()
    out = b"\t".join([*map(bytes.rstrip, pieces, repeat(b" ")), rest])
    return out if run.endswith(b"\n") else out[:-1]
