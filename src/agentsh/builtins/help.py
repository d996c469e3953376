"""``help``: bash 5.2's help topics (recorded in :mod:`agentsh.builtins._help_texts`).

``help`` alone prints bash's table of topics; ``help PATTERN...`` the topics whose names begin
with a plain PATTERN or match a glob one, in full, or as ``-d`` (a line of description), ``-s``
(the synopsis) or ``-m`` (as a manual page).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agentsh.eval.pattern import match_pattern
from agentsh.exec.io import IO
from agentsh.streams import encode

if TYPE_CHECKING:
    from agentsh.exec.shell import Shell

_USAGE = "help: usage: help [-dms] [pattern ...]\n"

_MAN_TAIL = (
    "SEE ALSO\n    bash(1)\n\nIMPLEMENTATION\n"
    "    GNU bash, version 5.2.15(1)-release (x86_64-pc-linux-gnu)\n"
    "    Copyright (C) 2022 Free Software Foundation, Inc.\n"
    "    License GPLv3+: GNU GPL version 3 or later <http://gnu.org/licenses/gpl.html>\n\n"
)


def _is_glob(pattern: str) -> bool:
    """bash's ``glob_pattern_p``: ``*``, ``?``, or a ``[`` that a ``]`` closes."""
    if "*" in pattern or "?" in pattern:
        return True
    i = pattern.find("[")
    return i >= 0 and "]" in pattern[i + 1 :]


def b_help(sh: Shell, argv: list[str], io: IO) -> int:
    from agentsh.builtins._help_texts import TABLE, TOPICS

    args = argv[1:]
    flags: set[str] = set()
    while args and args[0].startswith("-") and len(args[0]) > 1:
        a = args.pop(0)
        if a == "--":
            break
        for c in a[1:]:
            if c not in "dms":
                sh.err(io, f"help: -{c}: invalid option")
                sh.write_err(io, _USAGE)
                return 2
            flags.add(c)
    if not args:
        io.stdout.write(encode(TABLE))
        return 0
    out: list[str] = []
    found = False
    for pattern in args:
        glob = _is_glob(pattern)
        if glob:
            matches = [t for t in TOPICS if match_pattern(pattern, t[0], extglob=True)]
        else:  # (a name itself: that topic alone; else those it begins)
            matches = [t for t in TOPICS if t[0] == pattern] or [
                t for t in TOPICS if t[0].startswith(pattern)
            ]
        if not matches:
            continue
        found = True
        if glob:
            out.append(f"Shell commands matching keyword `{pattern}'\n\n")
        for name, synopsis, body in matches:
            short = body.split("\n", 1)[0].strip()
            if "d" in flags:
                out.append(f"{name} - {short}\n")
            elif "s" in flags:
                out.append(f"{name}: {synopsis}\n")
            elif "m" in flags:
                out.append(
                    f"NAME\n    {name} - {short}\n\nSYNOPSIS\n    {synopsis}\n\n"
                    f"DESCRIPTION\n{body}\n{_MAN_TAIL}"
                )
            else:
                out.append(f"{name}: {synopsis}\n{body}")
    io.stdout.write(encode("".join(out)))
    if not found:
        p = args[-1]
        sh.err(
            io, f"help: no help topics match `{p}'.  Try `help help' or `man -k {p}' or `info {p}'."
        )
        return 1
    return 0
