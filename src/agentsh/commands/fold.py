"""``fold``: wrap input lines to a width (GNU coreutils 9.1, byte-oriented like GNU).

Owns GNU fold's column accounting (tab stops of 8, backspace, carriage return; ``-b`` counts
bytes), ``-s`` breaking after the last blank, ``-w``/obsolete ``-N`` widths. Runs of lines
without backspace or carriage return are cut into pieces by one regex over the whole run
(``_cut_pattern``); the lines that hold one take GNU's byte loop (``fold_line``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from agentsh.commands._common import err, open_operand, quote, unreadable_stdin
from agentsh.commands._fileutil import ls_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.streams import InputStream
from agentsh.vfs import FSError

SPEC = Spec(
    "fold",
    [flag("b", "b", "bytes"), flag("s", "s", "spaces"), value("w", "w", "width")],
    digits="w",
)

#: a width as GNU's xdectoumax reads it (strtoumax: leading white space, a plus sign)
_WIDTH = re.compile(r"[ \t\n\v\f\r]*\+?([0-9]+)")
_MAX_WIDTH = 2**64 - 1 - 8 - 1  # SIZE_MAX - TAB_WIDTH - 1
_TOO_BIG = ": Value too large for defined data type"  # (EOVERFLOW)
#: the bytes that move the column backwards (only counted as such without ``-b``)
_SPECIAL = (b"\b", b"\r")
#: widths beyond this take the byte loop (regex repeat counts stop at 2**32 - 1)
_MAX_REGEX_WIDTH = 1 << 30


def _adjust(column: int, c: int, count_bytes: bool) -> int:
    if count_bytes:
        return column + 1
    if c == 8:
        return column - 1 if column > 0 else 0
    if c == 13:
        return 0
    if c == 9:
        return column + 8 - column % 8
    return column + 1


def fold_line(line: bytes, width: int, count_bytes: bool, spaces: bool) -> bytes:
    """Fold one line (with or without its trailing newline): GNU fold's loop, byte by byte."""
    body = line[:-1] if line.endswith(b"\n") else line
    out: list[bytes] = []
    buf = bytearray()
    column = 0
    for c in body:
        while True:
            column = _adjust(column, c, count_bytes)
            if column > width:
                if spaces:
                    end = max(buf.rfind(b" "), buf.rfind(b"\t"))
                    if end >= 0:
                        end += 1
                        out.append(bytes(buf[:end]) + b"\n")
                        del buf[:end]
                        column = 0
                        for ch in buf:
                            column = _adjust(column, ch, count_bytes)
                        continue
                if not buf:
                    buf.append(c)
                    break
                out.append(bytes(buf) + b"\n")
                buf.clear()
                column = 0
                continue
            buf.append(c)
            break
    out.append(bytes(buf))
    if line.endswith(b"\n"):
        out.append(b"\n")
    return b"".join(out)


def line_runs(data: bytes, special: tuple[bytes, ...]) -> Iterator[tuple[bytes, bool]]:
    """Cut ``data`` into runs of whole lines: each line holding one of the ``special`` byte
    strings (none holding a newline) alone (flag True), the lines between them as one run
    (flag False). Concatenated, the runs are ``data``."""
    n = len(data)
    nxt = [data.find(c) for c in special]  # the next occurrence of each (-1: none left)
    pos = 0
    while pos < n:
        hit = min((i for i in nxt if i >= 0), default=-1)
        if hit < 0:
            yield data[pos:], False
            return
        start = data.rfind(b"\n", pos, hit) + 1 or pos
        end = data.find(b"\n", hit) + 1 or n
        if start > pos:
            yield data[pos:start], False
        yield data[start:end], True
        pos = end
        nxt = [data.find(c, pos) if 0 <= i < pos else i for i, c in zip(nxt, special, strict=True)]


@lru_cache(maxsize=64)
def _cut_pattern(width: int, spaces: bool, tabs: bool) -> re.Pattern[bytes]:
    """The regex whose ``findall`` over lines ending with a newline gives GNU's output cut
    at the newlines fold adds: each match is the lines (or the rest of a line) that fit in
    ``width`` columns, then the piece a cut follows; the last match is the rest of the
    input. Joined with newlines, the matches are the output.

    Without tabs (or with ``-b``) every byte is one column: a line that does not fit has
    more than ``width`` bytes left, and its piece is ``width`` bytes or, with ``-s``, up to
    the last blank of those. With tabs, a line is read as 8-column cells (up to 7 bytes and
    a tab, or 8 bytes without one): ``q`` whole cells then up to ``r`` more bytes fill
    ``width = 8q + r`` columns as GNU's count does, and a tab after them overflows (it
    reaches the next multiple of 8 > width); a line fits if it ends within them or with
    fewer cells. Below 8 columns a tab that starts a piece is the piece alone (GNU keeps
    the byte it cannot fit when the line so far is empty). No backspace or carriage return
    may occur (they move the column back): those lines take ``fold_line``.
    """
    w = width
    rest = rb"|(?s:.+)"
    if not tabs:
        fit = rb"(?:.{0,%d}+\n)*+" % w
        if not spaces:
            return re.compile(fit + rb".{%d}" % w + rest)
        return re.compile(fit + rb"(?:.{0,%d}[ \t]|.{%d})" % (w - 1, w) + rest)
    q, r = divmod(w, 8)
    if q == 0:
        fit = rb"(?:(?:[^\t\n]{0,%d}+|\t)\n)*+" % r
        if not spaces:
            return re.compile(fit + rb"(?:[^\t\n]{1,%d}+|\t)" % r + rest)
        return re.compile(fit + rb"(?:[^\t\n]{0,%d} |[^\t\n]{1,%d}+|\t)" % (r - 1, r) + rest)
    cell = rb"[^\t\n]{0,7}+."  # (the run stops short of 7 bytes only at a tab)
    cells = rb"(?:%s){%d}" % (cell, q) if q > 1 else cell
    fewer = rb"(?:%s){0,%d}" % (cell, q - 1) if q > 1 else b""
    partial = rb"[^\t\n]{0,%d}+" % r if r else b""
    # a line that fits, read once (atomic: a line that does not fit fails at once)
    fit = rb"(?:(?>%s(?:%s%s|[^\t\n]{0,7}+))\n)*+" % (fewer, cell, partial)
    piece = cells + partial  # the longest prefix that fits
    if not spaces:
        return re.compile(fit + piece + rest)
    # cut after the piece's last blank: in its last r bytes, else in its cells
    cuts = [cells + rb"[^\t\n]{0,%d} " % (r - 1)] if r else []
    cuts += [fewer + rb"[^\t\n]{0,7}[ \t]", piece]
    return re.compile(fit + rb"(?:" + b"|".join(cuts) + rb")" + rest)


def _fold_regular(run: bytes, width: int, spaces: bool, count_bytes: bool) -> bytes:
    """Fold a run of whole lines without backspace or carriage return (any run with
    ``-b``): the matches of ``_cut_pattern`` joined with newlines."""
    tabs = not count_bytes and b"\t" in run
    huge = width > _MAX_REGEX_WIDTH
    if huge or (tabs and _fits(run.split(b"\n", 1)[0], width, tabs)):
        if _fits(run, width, tabs):  # (when the first line fits, maybe all do)
            return run
        if huge:
            return _fold_lines(run, width, count_bytes, spaces)
    text = run if run.endswith(b"\n") else run + b"\n"  # (the patterns want a last newline)
    out = b"\n".join(_cut_pattern(width, spaces, tabs).findall(text))
    return out if text is run else out[:-1]


def _fits(run: bytes, width: int, tabs: bool) -> bool:
    """Whether no line of ``run`` is wider than ``width`` (``expandtabs`` counts the columns
    as GNU does when there is no backspace or carriage return)."""
    return max(map(len, (run.expandtabs() if tabs else run).split(b"\n"))) <= width


def _fold_lines(run: bytes, width: int, count_bytes: bool, spaces: bool) -> bytes:
    """The lines of ``run`` folded one by one with GNU's loop."""
    lines = run.split(b"\n")
    last = lines.pop()  # b"" after a final newline, else a last line without one
    out = [fold_line(line + b"\n", width, count_bytes, spaces) for line in lines]
    if last:
        out.append(fold_line(last, width, count_bytes, spaces))
    return b"".join(out)


def fold_block(block: bytes, width: int, count_bytes: bool, spaces: bool) -> bytes:
    """Fold a run of whole lines (the last one may lack its newline)."""
    if count_bytes or (b"\b" not in block and b"\r" not in block):
        return _fold_regular(block, width, spaces, count_bytes)
    return b"".join(
        fold_line(run, width, count_bytes, spaces)
        if special
        else _fold_regular(run, width, spaces, count_bytes)
        for run, special in line_runs(block, _SPECIAL)
    )


#: Bytes of whole lines folded at a time, and of a line whose end has not come yet after
#: which what is known of it is folded.
_RUN = 1 << 18


def _fold_stream(
    ctx: CommandContext, stream: InputStream, width: int, count_bytes: bool, spaces: bool
) -> None:
    """Fold ``stream`` as it comes: runs of whole lines, and a line that goes on and on
    (``tr -dc a-z </dev/urandom | fold -w 12 | head -3``) by its beginning: the breaks fold
    finds there stay where they are whatever follows (fold only inserts newlines, and each
    one resets the column), so all up to the last one is written and the rest is folded
    again with what comes next (once it has doubled: no line is folded over and over)."""
    held = b""  # the start of a line whose end has not come yet
    again = _RUN  # fold ``held`` once it is this long
    while chunk := stream.read1():
        ctx.check()
        data = held + chunk if held else chunk
        end = data.rfind(b"\n") + 1  # (the whole lines: ``data[:end]``)
        pos = 0
        while pos < end:
            stop = end
            if end - pos > _RUN:  # (runs of whole lines, the last newline of each in reach)
                stop = data.rfind(b"\n", pos, pos + _RUN) + 1 or data.find(b"\n", pos + _RUN) + 1
            ctx.stdout.write(fold_block(data[pos:stop], width, count_bytes, spaces))
            pos = stop
        held = data[end:]
        if end:
            again = _RUN
        if len(held) >= again:
            out = fold_block(held, width, count_bytes, spaces)
            cut = out.rfind(b"\n") + 1
            ctx.stdout.write(out[:cut])
            held = out[cut:]
            again = max(_RUN, 2 * len(held))
    if held:
        ctx.stdout.write(fold_block(held, width, count_bytes, spaces))


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    width = 80
    w = p.last("w")
    if w is not None:
        m = _WIDTH.fullmatch(w)
        width = int(m[1]) if m else 0
        if not 0 < width <= _MAX_WIDTH:
            why = "" if not m else ": Numerical result out of range" if not width else _TOO_BIG
            ctx.stderr.write(f"fold: invalid number of columns: {quote(w)}{why}\n".encode())
            return 1
    count_bytes = p.has("b")
    spaces = p.has("s")
    status = 0
    closed = False
    for name in p.operands or ["-"]:
        bad = unreadable_stdin(ctx, name)
        if bad is not None:  # (``0<&-``, ``<&3`` of ``3>f``)
            err(ctx, "-: Bad file descriptor")
            status, closed = 1, closed or bad.closed
            continue
        try:
            stream = open_operand(ctx, name)
        except FSError as e:
            err(ctx, f"{ls_quote(name)}: {e.strerror}")
            status = 1
            continue
        _fold_stream(ctx, stream, width, count_bytes, spaces)
    if closed:  # (GNU's close_stdin at exit fails on a closed standard input)
        err(ctx, "-: Bad file descriptor")
    return status
