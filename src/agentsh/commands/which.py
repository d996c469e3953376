"""``which``: locate commands on ``$PATH`` (Debian debianutils ``which``).

Owns the PATH walk: an executable regular file of the VFS in a PATH directory matches, and so
does every registered agentsh command in ``/usr/bin`` and ``/bin`` (where the real tools
live). ``-a`` prints all matches; names with a slash are checked as paths. Exit status 0 when
all were found, 1 otherwise (also with no operand), 2 for an invalid option.
"""

from __future__ import annotations

from agentsh.commands import registry
from agentsh.commands._common import BIN_DIRS
from agentsh.commands.context import CommandContext


def _executable(ctx: CommandContext, path: str) -> bool:
    full = ctx.abspath(path)
    try:
        if not ctx.fs.is_file(full):
            return False
        return bool(ctx.fs.stat(full).st_mode & 0o111)
    except Exception:  # noqa: BLE001 - any VFS failure means "not found"
        return False


def main(ctx: CommandContext) -> int:
    args = list(ctx.args)
    all_matches = False
    while args and args[0].startswith("-") and args[0] != "-":
        a = args.pop(0)
        if a == "--":
            break
        for ch in a[1:]:
            if ch != "a":
                ctx.stderr.write(f"Illegal option -{ch}\n".encode("utf-8", "surrogateescape"))
                ctx.stdout.write(b"Usage: /usr/bin/which [-a] args\n")
                return 2
            all_matches = True
    status = 1 if not args else 0
    path = ctx.env.get("PATH", "")
    elements = path.split(":") if path else []
    if path.endswith("::"):
        elements.pop()  # IFS splitting drops one trailing empty field
    out: list[str] = []
    for prog in args:
        found = False
        if "/" in prog:
            if _executable(ctx, prog):
                out.append(prog)
                found = True
        else:
            for el in elements:
                el = el or "."
                cand = f"{el}/{prog}"
                norm = ctx.abspath(el)
                if _executable(ctx, cand) or (norm in BIN_DIRS and prog and registry.exists(prog)):
                    out.append(cand)
                    found = True
                    if not all_matches:
                        break
        if not found:
            status = 1
    ctx.stdout.write("".join(s + "\n" for s in out).encode("utf-8", "surrogateescape"))
    return status
