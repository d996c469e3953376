"""``ulimit``: the sandbox's resource limits, as bash 5.2's builtin shows and sets them.

The limits are the shell's own state (a subshell inherits them; what it sets stays in it).
Nothing enforces them here: the sandbox's real limits are :class:`agentsh.Limits`. Their
starting values are those of a usual Linux login (a user, not root): the soft open-files limit
is 1024, the hard one 1048576, and so on. As for a user, a hard limit can be lowered, not
raised, and a soft limit cannot go above its hard one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agentsh.streams import encode

if TYPE_CHECKING:
    from agentsh.exec.io import IO
    from agentsh.exec.shell import Shell

#: option -> (description, unit, soft, hard), in bash's ``ulimit -a`` order (None: unlimited)
LIMITS: dict[str, tuple[str, str, int | None, int | None]] = {
    "R": ("real-time non-blocking time", "microseconds", None, None),
    "c": ("core file size", "blocks", 0, None),
    "d": ("data seg size", "kbytes", None, None),
    "e": ("scheduling priority", "", 0, 0),
    "f": ("file size", "blocks", None, None),
    "i": ("pending signals", "", 63504, 63504),
    "l": ("max locked memory", "kbytes", 8192, 8192),
    "m": ("max memory size", "kbytes", None, None),
    "n": ("open files", "", 1024, 1048576),
    "p": ("pipe size", "512 bytes", 8, 8),
    "q": ("POSIX message queues", "bytes", 819200, 819200),
    "r": ("real-time priority", "", 0, 0),
    "s": ("stack size", "kbytes", 8192, None),
    "t": ("cpu time", "seconds", None, None),
    "u": ("max user processes", "", 63504, 63504),
    "v": ("virtual memory", "kbytes", None, None),
    "x": ("file locks", "", None, None),
}
_USAGE = "ulimit: usage: ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]\n"


def _current(sh: Shell, opt: str) -> tuple[int | None, int | None]:
    got = sh.ulimits.get(opt)
    if got is not None:
        return got
    _, _, soft, hard = LIMITS[opt]
    return soft, hard


def _shown(value: int | None) -> str:
    return "unlimited" if value is None else str(value)


def _line(opt: str, value: int | None) -> str:
    """One line of ``ulimit -a`` (bash: the description in 20 columns, the unit and option
    right-aligned in 20 more)."""
    desc, unit, _, _ = LIMITS[opt]
    units = f"({unit}, -{opt}) " if unit else f"(-{opt}) "
    return f"{desc:<20} {units:>20}{_shown(value)}\n"


def _above(a: int | None, b: int | None) -> bool:
    """Whether limit ``a`` is above limit ``b`` (None: unlimited)."""
    return b is not None and (a is None or a > b)


def b_ulimit(sh: Shell, argv: list[str], io: IO) -> int:
    """``ulimit [-SHa] [-OPTION [limit]]...``: print or set limits (-f when no option)."""
    hard_only = soft_only = every = False
    todo: list[tuple[str, str | None]] = []  # (option, the value to set or None)
    args = argv[1:]
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            i += 1
            break
        if not a.startswith("-") or a == "-":
            break
        for c in a[1:]:
            if c not in LIMITS and c not in "SHa":  # (-b -k -P -T: not on Linux, as bash's)
                sh.err(io, f"ulimit: -{c}: invalid option")
                sh.write_err(io, _USAGE)
                return 2
            if c == "H":
                hard_only = True
            elif c == "S":
                soft_only = True
            elif c == "a":
                every = True
            else:
                todo.append((c, None))
        # a value after an option is that option's (``ulimit -s 100 -n 50``)
        if todo and i + 1 < len(args) and not args[i + 1].startswith("-"):
            todo[-1] = (todo[-1][0], args[i + 1])
            i += 1
        i += 1
    rest = args[i:]
    if rest and (not todo or todo[-1][1] is None):  # (bash reads one; any more are ignored)
        if todo:
            todo[-1] = (todo[-1][0], rest[0])
        else:
            todo.append(("f", rest[0]))
    if every:
        out = "".join(_line(o, _current(sh, o)[1 if hard_only else 0]) for o in LIMITS)
        io.stdout.write(encode(out))
        return 0
    if not todo:
        todo.append(("f", None))
    status = 0
    show_names = sum(1 for _, v in todo if v is None) > 1
    for opt, value in todo:
        soft, hard = _current(sh, opt)
        if value is None:
            shown = hard if hard_only else soft
            text = _line(opt, shown) if show_names else _shown(shown) + "\n"
            io.stdout.write(encode(text))
            continue
        new: int | None
        if value == "unlimited":
            new = None
        elif value == "hard":
            new = hard
        elif value == "soft":
            new = soft
        elif value.isascii() and value.isdigit():
            new = int(value)
        else:
            sh.err(io, f"ulimit: {value}: invalid number")
            status = 1
            continue
        new_soft = soft if hard_only else new
        new_hard = hard if soft_only else new

        desc = LIMITS[opt][0]
        if _above(new_hard, hard):
            sh.err(io, f"ulimit: {desc}: cannot modify limit: Operation not permitted")
            status = 1
            continue
        if _above(new_soft, new_hard):
            sh.err(io, f"ulimit: {desc}: cannot modify limit: Invalid argument")
            status = 1
            continue
        sh.ulimits = {**sh.ulimits, opt: (new_soft, new_hard)}  # (a subshell's stays its own)
    return status
