"""``expand`` and ``unexpand``: convert tabs to spaces and back (GNU coreutils 9.1).

Owns the shared tab-stop list parser of coreutils' expand-common.c (``-t N``, lists,
``/N`` repeat and ``+N`` increment after the last stop, obsolete ``-N``), the expand loop
(``-i`` initial blanks only; past the last stop a tab becomes one space) and unexpand's
pending-blank state machine (``-a``, ``--first-only``, ``-t`` implies ``-a``). Byte-oriented
like GNU 9.1; the inputs are one concatenated stream, as GNU reads them.
"""

from __future__ import annotations

import re

from agentsh.commands._common import open_operand, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.vfs import FSError

EXPAND_SPEC = Spec("expand", [flag("i", "i", "initial"), value("t", "t", "tabs")])
UNEXPAND_SPEC = Spec(
    "unexpand",
    [flag("a", "a", "all"), flag("first-only", "", "first-only"), value("t", "t", "tabs")],
)


class _TabError(Exception):
    pass


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
        val = 0
        ext = inc = False
        ok = True
        i = 0
        n = len(spec)
        while i < n:
            ch = spec[i]
            if ch == "," or ch in " \t":
                if have:
                    ok = self._finish(val, ext, inc) and ok
                    if not ok:
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
                val = val * 10 + int(ch)
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


def _read_all(ctx: CommandContext, names: list[str]) -> tuple[bytes, int]:
    chunks: list[bytes] = []
    status = 0
    for name in names or ["-"]:
        try:
            chunks.append(open_operand(ctx, name).read())
        except FSError as e:
            ctx.stderr.write(
                f"{ctx.name}: {name}: {e.strerror}\n".encode("utf-8", "surrogateescape")
            )
            status = 1
    return b"".join(chunks), status


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
    data, status = _read_all(ctx, p.operands)
    initial = p.has("i")
    if b"\t" not in data:
        ctx.stdout.write(data)  # no tab: nothing to expand
        return status
    out = [expand_line(line, tabs, initial) for line in data.split(b"\n")]
    ctx.stdout.write(b"\n".join(out))
    return status


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
    data, status = _read_all(ctx, p.operands)
    out = [unexpand_line(line, tabs, entire) for line in data.split(b"\n")]
    ctx.stdout.write(b"\n".join(out))
    return status
