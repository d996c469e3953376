"""``fold``: wrap input lines to a width (GNU coreutils 9.1, byte-oriented like GNU).

Owns GNU fold's column accounting (tab stops of 8, backspace, carriage return; ``-b`` counts
bytes), ``-s`` breaking after the last blank, ``-w``/obsolete ``-N`` widths. Lines that fit and
hold no control characters take a fast path.
"""

from __future__ import annotations

import re

from agentsh.commands._common import open_operand, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.vfs import FSError

SPEC = Spec(
    "fold",
    [flag("b", "b", "bytes"), flag("s", "s", "spaces"), value("w", "w", "width")],
    digits="w",
)

_SPECIAL = re.compile(rb"[\b\r\t]")


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
    """Fold one line (with or without its trailing newline)."""
    body = line[:-1] if line.endswith(b"\n") else line
    if len(body) <= width and (count_bytes or not _SPECIAL.search(body)):
        return line
    if count_bytes or not _SPECIAL.search(body):
        # every byte one column: pieces of ``width`` bytes (with -s, each cut after its
        # last blank when it has one)
        out = []
        rest = body
        while len(rest) > width:
            cut = width
            if spaces:
                piece = rest[:width]
                blank = max(piece.rfind(b" "), piece.rfind(b"\t"))
                if blank >= 0:
                    cut = blank + 1
            out.append(rest[:cut])
            rest = rest[cut:]
        out.append(rest)
        return b"\n".join(out) + (b"\n" if line.endswith(b"\n") else b"")
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


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    width = 80
    w = p.last("w")
    if w is not None:
        if not w.isdigit():
            ctx.stderr.write(f"fold: invalid number of columns: {quote(w)}\n".encode())
            return 1
        width = int(w)
        if width == 0:
            ctx.stderr.write(
                f"fold: invalid number of columns: {quote(w)}: "
                "Numerical result out of range\n".encode()
            )
            return 1
    count_bytes = p.has("b")
    spaces = p.has("s")
    status = 0
    for name in p.operands or ["-"]:
        try:
            stream = open_operand(ctx, name)
        except FSError as e:
            ctx.stderr.write(f"fold: {name}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
            status = 1
            continue
        for block in stream.blocks():
            ctx.check()
            lines = block.split(b"\n")
            if max(map(len, lines)) <= width and (count_bytes or not _SPECIAL.search(block)):
                ctx.stdout.write(block)  # every line fits
                continue
            last = lines.pop()  # b"" after a final newline, else a last line without one
            out = [fold_line(line + b"\n", width, count_bytes, spaces) for line in lines]
            if last:
                out.append(fold_line(last, width, count_bytes, spaces))
            ctx.stdout.write(b"".join(out))
    return status
