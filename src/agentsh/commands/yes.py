"""``yes``: repeat a line forever until the reader goes away (BrokenPipe ends it)."""

from __future__ import annotations

from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, parse


def main(ctx: CommandContext) -> int:
    spec = Spec("yes", [])
    # GNU yes only recognises --help/--version as the sole argument; anything else is text
    args = ctx.args
    if len(args) == 1 and args[0] in ("--help", "--version"):
        p = parse(ctx, spec)
        return p if isinstance(p, int) else 0
    if args and args[0] == "--":
        args = args[1:]
    line = ((" ".join(args) if args else "y") + "\n").encode("utf-8", "surrogateescape")
    block = line * max(1, 8192 // len(line))
    while True:
        ctx.stdout.write(block)
        ctx.check()
