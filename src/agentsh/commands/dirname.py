"""``dirname``: strip the last component from file names (GNU coreutils 9.1)."""

from __future__ import annotations

from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error

SPEC = Spec("dirname", [flag("z", "z", "zero")])


def dirname(name: str) -> str:
    """GNU dirname: ``a/b`` -> ``a``, ``a`` -> ``.``, ``/`` -> ``/``, ``//a`` -> ``/``..."""
    s = name.rstrip("/")
    if s == "":
        return "/" if name.startswith("/") else "."
    i = s.rfind("/")
    if i < 0:
        return "."
    d = s[:i].rstrip("/")
    if d == "":
        return "/"
    return d


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, SPEC, "missing operand")
    end = "\0" if p.has("z") else "\n"
    ctx.stdout.write(
        "".join(dirname(n) + end for n in p.operands).encode("utf-8", "surrogateescape")
    )
    return 0
