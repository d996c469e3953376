"""``tac``: concatenate and print files in reverse (GNU coreutils 9.1): -b, -s SEP, -r."""

from __future__ import annotations

import re

from agentsh.commands._common import err, open_operand, unreadable_stdin
from agentsh.commands._fileutil import ls_quote, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.vfs import FSError

SPEC = Spec(
    "tac", [flag("b", "b", "before"), flag("r", "r", "regex"), value("s", "s", "separator")]
)


def _records(data: bytes, sep: bytes, rx: re.Pattern[bytes] | None) -> list[tuple[bytes, bytes]]:
    """(body, separator) pairs; the last body may have an empty separator."""
    out: list[tuple[bytes, bytes]] = []
    pos = 0
    if rx is None:
        while True:
            i = data.find(sep, pos)
            if i < 0:
                break
            out.append((data[pos:i], sep))
            pos = i + len(sep)
    else:
        for m in rx.finditer(data):
            if m.end() == m.start():
                continue
            out.append((data[pos : m.start()], m.group()))
            pos = m.end()
    if pos < len(data):
        out.append((data[pos:], b""))
    return out


#: bytes of whole lines reversed and written at a time by ``_tac_lines``
_BLOCK = 64 * 1024


def _tac_lines(ctx: CommandContext, data: bytes) -> None:
    """The newline-separated records of ``data`` in reverse order, written a block of whole
    lines (~64 KiB) at a time from the end: ``tac f | head -1`` stops after the first block,
    and no buffer the size of the input is made. A last line without a newline comes first
    as it is (GNU prints it joined to the line before it)."""
    end = data.rfind(b"\n") + 1
    if end < len(data):
        ctx.stdout.write(data[end:])
    while end > 0:
        cut = end - _BLOCK
        start = data.rfind(b"\n", 0, cut) + 1 if cut > 0 else 0
        lines = data[start:end].split(b"\n")
        lines.pop()  # (the block ends with a newline: its last piece is empty)
        lines.reverse()
        lines.append(b"")  # the block's last newline
        ctx.stdout.write(b"\n".join(lines))
        end = start
        ctx.check()


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    sep_s = p.last("s", "\n") or ""
    before = p.has("b")
    sep = sep_s.encode("utf-8", "surrogateescape") if sep_s else b"\0"
    rx: re.Pattern[bytes] | None = None
    if p.has("r"):
        from agentsh.regex import RegexError, translate

        try:
            rx = re.compile(
                translate(sep_s).python.encode("utf-8", "surrogateescape"), re.MULTILINE
            )
        except (RegexError, re.error) as e:
            err(ctx, str(e))
            return 1
    status = 0
    closed = False
    for name in p.operands or ["-"]:
        bad = unreadable_stdin(ctx, name)
        if bad is not None:  # (``0<&-``, ``<&3`` of ``3>f``)
            err(ctx, "'standard input': read error: Bad file descriptor")
            status, closed = 1, closed or bad.closed
            continue
        try:
            data = open_operand(ctx, name).read()
        except FSError as e:
            if e.strerror == "Is a directory":
                err(ctx, f"{ls_quote(name)}: read error: Invalid argument")
            else:
                err(ctx, f"failed to open {quoteaf(name)} for reading: {e.strerror}")
            status = 1
            continue
        if not before and rx is None and sep == b"\n":
            _tac_lines(ctx, data)
            continue
        recs = _records(data, sep, rx)
        if before:
            # separator attaches to the start of the following record
            pieces: list[bytes] = []
            first_body = recs[0][0] if recs else b""
            items: list[bytes] = []
            prev_sep = b""
            for body, s in recs:
                items.append(prev_sep + body)
                prev_sep = s
            if prev_sep:
                items.append(prev_sep)
            del first_body
            pieces = list(reversed(items))
            ctx.stdout.write(b"".join(pieces))
        else:
            ctx.stdout.write(b"".join(b + s for b, s in reversed(recs)))
    if closed:  # (GNU's close_stdin at exit fails on a closed standard input)
        err(ctx, "-: Bad file descriptor")
    return status
