"""``paste``: merge lines of files side by side or serially (GNU coreutils 9.1)."""

from __future__ import annotations

from collections.abc import Iterator

from agentsh.commands._common import err, open_operand
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.vfs import FSError

SPEC = Spec(
    "paste",
    [value("d", "d", "delimiters"), flag("s", "s", "serial"), flag("z", "z", "zero-terminated")],
)


def _delims(spec: str) -> list[bytes] | str:
    out: list[bytes] = []
    raw = spec.encode("utf-8", "surrogateescape")
    i = 0
    while i < len(raw):
        c = raw[i : i + 1]
        if c == b"\\":
            if i + 1 >= len(raw):
                return f"delimiter list ends with an unescaped backslash: {spec}"
            n = raw[i + 1 : i + 2]
            out.append(
                {
                    b"n": b"\n",
                    b"t": b"\t",
                    b"\\": b"\\",
                    b"0": b"",
                    b"b": b"\b",
                    b"f": b"\f",
                    b"r": b"\r",
                    b"v": b"\v",
                }.get(n, n)
            )
            i += 2
            continue
        out.append(c)
        i += 1
    return out or [b""]


def _lines(data: bytes, eol: bytes) -> list[bytes]:
    lines = data.split(eol)
    if lines[-1] == b"":
        lines.pop()  # the final separator (a last line without one is a line too)
    return lines


def _paste_whole(datas: list[bytes], d: list[bytes], eol: bytes, serial: bool) -> bytes:
    """``paste`` of complete inputs: each output line is its fields joined with the
    delimiters, which cycle (between files, or with ``-s`` between a file's lines)."""
    cols = [_lines(x, eol) for x in datas]
    if serial:
        rows: list[bytes] = []
        for lines in cols:
            if len(d) == 1 or len(lines) < 2:
                rows.append(d[0].join(lines))
            else:
                seps = [d[k % len(d)] for k in range(len(lines) - 1)] + [b""]
                rows.append(b"".join(map(bytes.__add__, lines, seps)))
        return b"".join(r + eol for r in rows)
    n = max(map(len, cols))
    if not n:
        return b""
    for c in cols:
        if len(c) < n:
            c += [b""] * (n - len(c))
    if len(d) == 1:
        rows = list(map(d[0].join, zip(*cols, strict=True)))
    else:
        parts: list[list[bytes]] = []
        for i, c in enumerate(cols):
            if i:
                parts.append([d[(i - 1) % len(d)]] * n)
            parts.append(c)
        rows = list(map(b"".join, zip(*parts, strict=True)))
    rows.append(b"")
    return eol.join(rows)


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    d = _delims(p.last("d", "\t") or "")
    if isinstance(d, str):
        err(ctx, d)
        return 1
    eol = b"\0" if p.has("z") else b"\n"
    files = p.operands or ["-"]
    if "-" not in files or p.has("s"):
        # files only (or -s, which ends a line only at the end of its input): whole
        # contents, columns joined in bulk; a second ``-`` reads what the first left: nothing
        datas: list[bytes] = []
        for name in files:
            try:
                datas.append(open_operand(ctx, name).read())
            except FSError as e:
                err(ctx, f"{name}: {e.strerror}")
                return 1
        ctx.stdout.write(_paste_whole(datas, d, eol, p.has("s")))
        return 0
    streams: list[Iterator[bytes] | None] = []
    stdin_iter: Iterator[bytes] | None = None
    status = 0
    for name in files:
        try:
            if name == "-":
                if stdin_iter is None:
                    stdin_iter = ctx.iter_lines(ctx.stdin_stream, eol)
                streams.append(stdin_iter)
            else:
                streams.append(ctx.iter_lines(open_operand(ctx, name), eol))
        except FSError as e:
            err(ctx, f"{name}: {e.strerror}")
            return 1
    out = ctx.stdout

    def strip(line: bytes) -> bytes:
        return line[:-1] if line.endswith(eol) else line

    if p.has("s"):
        for it in streams:
            assert it is not None
            parts: list[bytes] = []
            k = 0
            first = True
            for line in it:
                if not first:
                    parts.append(d[k % len(d)])
                    k += 1
                first = False
                parts.append(strip(line))
            out.write(b"".join(parts) + eol)
        return status
    live = list(streams)
    while True:
        row: list[bytes] = []
        got = False
        for i, it in enumerate(live):
            line = b""
            if it is not None:
                nxt = next(it, None)
                if nxt is None:
                    live[i] = None
                else:
                    got = True
                    line = strip(nxt)
            row.append(line)
            if i < len(live) - 1:
                row.append(d[i % len(d)])
        if not got:
            break
        out.write(b"".join(row) + eol)
        ctx.check()
    return status
