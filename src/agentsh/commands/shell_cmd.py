"""``bash`` and ``sh`` as commands (``bash -c '...'``, ``sh script.sh``, ``curl ... | bash``).

The interpreter runs them itself (``Shell._run_bash``: a child shell with the exported
environment); this entry exists so that ``type``, ``command -v`` and ``which`` find them.
"""

from __future__ import annotations

from agentsh.commands.context import CommandContext
from agentsh.streams import UnreadableStdin


def main(ctx: CommandContext) -> int:
    if ctx.run_script is None:
        ctx.error("cannot start a shell here")
        return 126
    if ctx.args[:1] == ["-c"] and len(ctx.args) >= 2:
        try:
            stdin = ctx.stdin_stream.read()
        except UnreadableStdin:  # (closed, or open for writing only: nothing to hand on)
            stdin = b""
        status, out = ctx.run_script(ctx.args[1], stdin)
        ctx.stdout.write(out)
        return status
    ctx.error("only -c is supported from this context")
    return 2
