"""``envsubst``: substitute environment variables in shell-format text (GNU gettext 0.21).

Owns the ``$VAR``/``${VAR}`` scanner (``[A-Za-z_][A-Za-z0-9_]*``; anything else, such as
``${VAR:-x}``, is copied unchanged), the optional SHELL-FORMAT restricting which variables are
replaced, and ``-v``/``--variables`` listing the references of SHELL-FORMAT.
"""

from __future__ import annotations

import re

from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse

HELP = """Usage: envsubst [OPTION] [SHELL-FORMAT]

Substitutes the values of environment variables.

Operation mode:
  -v, --variables             output the variables occurring in SHELL-FORMAT

Informative output:
  -h, --help                  display this help and exit
  -V, --version               output version information and exit

In normal operation mode, standard input is copied to standard output,
with references to environment variables of the form $VARIABLE or ${VARIABLE}
being replaced with the corresponding values.  If a SHELL-FORMAT is given,
only those environment variables that are referenced in SHELL-FORMAT are
substituted; otherwise all environment variables references occurring in
standard input are substituted.

When --variables is used, standard input is ignored, and the output consists
of the environment variables that are referenced in SHELL-FORMAT, one per line.

Report bugs in the bug tracker at <https://savannah.gnu.org/projects/gettext>
or by email to <bug-gettext@gnu.org>.
"""

VERSION = """envsubst (GNU gettext-runtime) 0.21
Copyright (C) 2003-2020 Free Software Foundation, Inc.
License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law.
Written by Bruno Haible.
"""

SPEC = Spec(
    "envsubst",
    [
        flag("v", "v", "variables"),
        flag("help", "h", "help"),
        flag("version", "V", "version"),
    ],
    help_version=False,
)

_REF = re.compile(rb"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))")


def _refs(fmt: bytes) -> list[str]:
    return [(m.group(1) or m.group(2)).decode() for m in _REF.finditer(fmt)]


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if p.has("help"):
        ctx.stdout.write(HELP.encode())
        return 0
    if p.has("version"):
        ctx.stdout.write(VERSION.encode())
        return 0
    if len(p.operands) > 1:
        ctx.stderr.write(b"envsubst: too many arguments\n")
        return 1
    fmt = p.operands[0].encode("utf-8", "surrogateescape") if p.operands else None
    if p.has("v"):
        if fmt is None:
            ctx.stderr.write(b"envsubst: missing arguments\n")
            return 1
        ctx.stdout.write("".join(v + "\n" for v in _refs(fmt)).encode())
        return 0
    allowed = set(_refs(fmt)) if fmt is not None else None
    env = ctx.env

    def repl(m: re.Match[bytes]) -> bytes:
        name = (m.group(1) or m.group(2)).decode()
        if allowed is not None and name not in allowed:
            return m.group(0)
        return env.get(name, "").encode("utf-8", "surrogateescape")

    for line in ctx.iter_lines(ctx.stdin_stream):
        ctx.stdout.write(_REF.sub(repl, line) if b"$" in line else line)
    return 0
