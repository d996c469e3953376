"""``cat``: concatenate operands to stdout (GNU coreutils 9.1 behaviour and options).

Plain ``cat`` copies chunk by chunk; with formatting options it streams line by line keeping
GNU's state across files (line numbers, squeezing, a partial last line continuing).
"""

from __future__ import annotations

from typing import Any

from agentsh.commands._common import err, open_operand
from agentsh.commands._fileutil import shell_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse
from agentsh.streams import ClosedOutput, UnreadableInput
from agentsh.vfs import FSError

SPEC = Spec(
    "cat",
    [
        flag("A", "A", "show-all"),
        flag("b", "b", "number-nonblank"),
        flag("e", "e"),
        flag("E", "E", "show-ends"),
        flag("n", "n", "number"),
        flag("s", "s", "squeeze-blank"),
        flag("t", "t"),
        flag("T", "T", "show-tabs"),
        flag("u", "u"),
        flag("v", "v", "show-nonprinting"),
    ],
)


#: The bytes -v shows as they are, with the tab and newline (deleted to find any other).
_PLAIN = bytes([9, 10, *range(32, 127)])


def _make_table(tabs: bool) -> list[bytes]:
    table: list[bytes] = []
    for c in range(256):
        if c >= 128:
            prefix = b"M-"
            c2 = c - 128
        else:
            prefix = b""
            c2 = c
        if c2 < 32:
            if c == 9 and not tabs:
                s = b"\t"
            elif c == 10:
                s = b"\n"
            else:
                s = prefix + b"^" + bytes([c2 + 64])
        elif c2 == 127:
            s = prefix + b"^?"
        else:
            s = prefix + bytes([c2])
        table.append(s)
    return table


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    number = nonblank = squeeze = ends = tabs = nonprint = False
    for key, _ in p.opts:
        if key == "A":
            nonprint = ends = tabs = True
        elif key == "e":
            nonprint = ends = True
        elif key == "t":
            nonprint = tabs = True
        elif key == "b":
            number = nonblank = True
        elif key == "n":
            number = True
        elif key == "s":
            squeeze = True
        elif key == "E":
            ends = True
        elif key == "T":
            tabs = True
        elif key == "v":
            nonprint = True
    files = p.operands or ["-"]
    if isinstance(ctx.stdout, ClosedOutput):  # (GNU cat looks at its output first)
        err(ctx, "standard output: Bad file descriptor")
        return 1
    status = 0
    plain = not (number or squeeze or ends or tabs or nonprint)
    table = _make_table(tabs) if nonprint else None
    # state across files
    lineno = 0
    at_start = True
    blank_run = 0
    out = ctx.stdout
    out_file = _output_file(ctx)
    closed_stdin = False
    for name in files:
        if out_file is not None and name != "-" and _same_file(ctx, name, out_file):
            err(ctx, f"{name}: input file is output file")  # (``cat f > f``)
            status = 1
            continue
        if name == "-" and _stdin_is_output(ctx):
            err(ctx, "-: input file is output file")  # (``cat < f >> f``)
            status = 1
            continue
        if name == "-" and isinstance(ctx.stdin_stream, UnreadableInput):
            err(ctx, "-: Bad file descriptor")  # (``cat 0<&-``, ``cat <&3`` of ``3>f``)
            closed_stdin = closed_stdin or ctx.stdin_stream.closed
            status = 1
            continue
        try:
            stream = open_operand(ctx, name)
        except FSError as e:
            err(ctx, f"{shell_quote(name)}: {e.strerror}")  # (GNU's quotef)
            status = 1
            continue
        if plain:
            while True:
                chunk = stream.read1()
                if not chunk:
                    break
                out.write(chunk)
                ctx.check()
            continue
        bulk = number and not (squeeze or ends or tabs or nonprint)
        marks = not (number or squeeze)  # (only -v, -E, -T: a block at once if it may)
        for block in stream.blocks():
            ctx.check()
            if marks and not (nonprint and block.translate(None, _PLAIN)):
                # printable ASCII, tabs and newlines only: -v changes nothing
                if tabs:
                    block = block.replace(b"\t", b"^I")
                if ends:
                    block = block.replace(b"\n", b"$\n")
                out.write(block)
                at_start = block.endswith(b"\n")
                continue
            rows = block.split(b"\n")
            tail = rows.pop()  # b"" when the block ends with a newline
            if bulk and at_start and not tail and (not nonblank or b"" not in rows):
                # -n (or -b without empty lines): every line numbered, in bulk
                nums = range(lineno + 1, lineno + 1 + len(rows))
                out.write(b"".join(map(b"%6d\t%s\n".__mod__, zip(nums, rows, strict=True))))
                lineno += len(rows)
                continue
            pending: list[bytes] = []
            for line in [x + b"\n" for x in rows] + ([tail] if tail else []):
                has_nl = line.endswith(b"\n")
                body = line[:-1] if has_nl else line
                if at_start and has_nl and not body:
                    blank_run += 1
                    if squeeze and blank_run > 1:
                        continue
                elif at_start:
                    blank_run = 0
                parts: list[bytes] = []
                if at_start and number and not (nonblank and not body and has_nl):
                    lineno += 1
                    parts.append(b"%6d\t" % lineno)
                if table is not None:
                    body = b"".join([table[c] for c in body])
                elif tabs:
                    body = body.replace(b"\t", b"^I")
                parts.append(body)
                if has_nl:
                    parts.append(b"$\n" if ends else b"\n")
                pending.append(b"".join(parts))
                at_start = has_nl
            out.write(b"".join(pending))
    if closed_stdin:  # (GNU's close_stdin at exit, after the read's error)
        err(ctx, "closing standard input: Bad file descriptor")
    return status


def _output_file(ctx: CommandContext) -> str | None:
    """The VFS file standard output is redirected to, if it is one."""
    path = getattr(ctx.stdout, "path", None)
    return path if isinstance(path, str) else None


def _stdin_is_output(ctx: CommandContext) -> bool:
    """Whether standard input is a file not read yet (``<f``: its ``file``) that standard
    output writes to (its ``node``), and holds something: GNU cat refuses to copy it."""
    stdin: Any = ctx.stdin_stream  # (the exec layer's ``<f`` and ``>f`` streams)
    out: Any = ctx.stdout
    node = getattr(stdin, "file", None)
    if node is None or node is not getattr(out, "node", None):
        return False
    return not stdin.started and node.size + out.pending > 0


def _same_file(ctx: CommandContext, name: str, out_file: str) -> bool:
    """Whether operand ``name`` is the regular file standard output writes to, and holds
    something (what was written to it, buffered or not): GNU cat refuses to copy that."""
    fs = ctx.fs
    try:
        full = ctx.abspath(name)
        if not fs.is_file(full) or fs.realpath(full) != fs.realpath(out_file):
            return False
        pending = getattr(ctx.stdout, "pending", 0)
        return fs.stat(full).st_size + (pending if isinstance(pending, int) else 0) > 0
    except (FSError, AttributeError):
        return False
