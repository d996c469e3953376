"""``tee``: copy stdin to stdout and to files in the VFS (-a appends; -i/-p accepted).

Files are created/truncated first, then appended to as each chunk of input streams through
(in place: a huge stream is not rewritten per chunk).
"""

from __future__ import annotations

import posixpath

from agentsh.commands._common import err
from agentsh.commands._fileutil import ls_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, parse
from agentsh.streams import OutputStream
from agentsh.vfs import FSError

SPEC = Spec(
    "tee",
    [
        flag("a", "a", "append"),
        flag("i", "i", "ignore-interrupts"),
        flag("p", "p"),
        optional("output-error", "", "output-error"),
    ],
)

#: bytes read before they go to the files. Decision: each chunk read, as tee does (a reader of
#: the file meanwhile, e.g. after ``exec > >(tee log)``, sees what went through); appending
#: to a VFS file is in place, so a big stream is not rewritten per chunk.
_BATCH = 0


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    append = p.has("a")
    status = 0
    targets: list[str] = []
    names: dict[str, str] = {}  #: a target's path -> its operand, for messages
    streams: list[OutputStream] = []  # (/dev/stderr, /dev/fd/N, >(...): written as they come)
    for name in p.operands:  # (GNU: "-" is a file like any other)
        special = ctx.open_output(name)
        if special is not None:
            streams.append(special)
            continue
        full = posixpath.normpath(ctx.abspath(name))
        if not append and full in targets:
            # (a file named twice: both descriptors write the same bytes at the same offsets)
            continue
        names.setdefault(full, name)
        try:
            if append:
                ctx.fs.write_bytes(full, b"", append=True)
            else:
                ctx.fs.write_bytes(full, b"")
            targets.append(full)
        except FSError as e:
            err(ctx, f"{ls_quote(name)}: {e.strerror}")
            status = 1
    pending: list[bytes] = []
    size = 0

    def flush() -> None:
        nonlocal size, status
        if not pending:
            return
        data = b"".join(pending)
        pending.clear()
        size = 0
        for t in list(targets):
            try:
                ctx.fs.write_bytes(t, data, append=True)
            except FSError as e:
                err(ctx, f"{ls_quote(names.get(t, t))}: {e.strerror}")
                targets.remove(t)
                status = 1

    try:
        while True:
            chunk = ctx.stdin_stream.read1()
            if not chunk:
                break
            ctx.check()
            pending.append(chunk)
            size += len(chunk)
            ctx.stdout.write(chunk)
            for s in streams:
                s.write(chunk)
            if size >= _BATCH:
                flush()
    finally:
        flush()
    return status
