"""``basename``: strip directory and suffix from file names (GNU coreutils 9.1)."""

from __future__ import annotations

from agentsh.commands._common import quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value

SPEC = Spec(
    "basename",
    [flag("a", "a", "multiple"), value("s", "s", "suffix"), flag("z", "z", "zero")],
)


def base(name: str, suffix: str = "") -> str:
    """GNU basename of ``name`` with ``suffix`` removed (unless it is the whole name)."""
    if name == "":
        return ""
    stripped = name.rstrip("/")
    if stripped == "":
        return "/"
    b = stripped.rsplit("/", 1)[-1]
    if suffix and b != suffix and b.endswith(suffix):
        b = b[: -len(suffix)]
    return b


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    suffix = p.last("s")
    multiple = p.has("a") or suffix is not None
    ops = p.operands
    if not ops:
        return usage_error(ctx, SPEC, "missing operand")
    end = "\0" if p.has("z") else "\n"
    if not multiple:
        if len(ops) > 2:
            return usage_error(ctx, SPEC, f"extra operand {quote(ops[2])}")
        names, suffix = [ops[0]], (ops[1] if len(ops) == 2 else "")
    else:
        names = ops
    out = "".join(base(n, suffix or "") + end for n in names)
    ctx.stdout.write(out.encode("utf-8", "surrogateescape"))
    return 0
