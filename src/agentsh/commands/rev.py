"""``rev`` (util-linux 2.38): reverse the characters of each line (UTF-8 aware), streaming."""

from __future__ import annotations

from agentsh.commands._common import err
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse
from agentsh.vfs import FSError

SPEC = Spec("rev", [flag("help", "h", "help"), flag("version", "V", "version")], help_version=False)


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if p.has("help") or p.has("version"):
        from agentsh.commands import _texts

        ctx.stdout.write((_texts.HELP if p.has("help") else _texts.VERSION)["rev"].encode())
        return 0
    status = 0
    for name in p.operands or [None]:
        try:
            # (util-linux: only no operand at all reads standard input; ``-`` is a name)
            stream = ctx.stdin_stream if name is None else ctx.open_input(name)
        except FSError as e:
            if e.strerror == "Is a directory":
                err(ctx, f"{name}: 0: {e.strerror}")
            else:
                err(ctx, f"cannot open {name}: {e.strerror}")
            status = 1
            continue
        out: list[bytes] = []
        held = b""  # a line's text up to a NUL, which the next line continues
        for line in ctx.iter_lines(stream):
            if b"\0" in line:
                # (util-linux reads wide C strings: the line ends at the NUL, and as it did
                # not end in a newline the next line's read is appended to it)
                held += line[: line.index(b"\0")]
                continue
            nl = line.endswith(b"\n")
            out.append(_reversed(held + (line[:-1] if nl else line)) + (b"\n" if nl else b""))
            held = b""
            if len(out) >= 1024:
                ctx.stdout.write(b"".join(out))
                out.clear()
        if held:
            out.append(_reversed(held))
        if out:
            ctx.stdout.write(b"".join(out))
    return status


def _reversed(body: bytes) -> bytes:
    """The characters of ``body`` in reverse order (invalid bytes kept as they are)."""
    return body.decode("utf-8", "surrogateescape")[::-1].encode("utf-8", "surrogateescape")
