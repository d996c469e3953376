"""A virtual process table: ``ps``, ``top -b``, ``kill`` (procps ``/bin/kill``) and ``renice``.

The machine runs exactly two processes: the shell (``bash``, :data:`SHELL_PID`) and the
command asking (``ps``/``top``, :data:`SHELL_PID` + 1), both of the VFS's user on ``pts/0``.
``ps`` understands the common selections and formats (default, ``-f``, ``-e``/``-A``,
``aux``, ``-o LIST``, ``-p PID``); ``kill`` lists signals like procps and reports every
other PID as ``No such process``. Memory numbers match :mod:`.sysinfo`'s ``free``.
"""

from __future__ import annotations

import re
import time

from agentsh.commands._common import err
from agentsh.commands._fileutil import user_name
from agentsh.commands.context import CommandContext
from agentsh.commands.sysinfo import MEM_TOTAL_KIB, MEM_USED_KIB, session_start, uptime_line

__all__ = ["SHELL_PID", "kill_main", "ps_main", "renice_main", "top_main"]

SHELL_PID = 1000

_SIGNALS = (
    "HUP INT QUIT ILL TRAP ABRT BUS FPE KILL USR1 SEGV USR2 PIPE ALRM TERM STKFLT "
    "CHLD CONT STOP TSTP TTIN TTOU URG XCPU XFSZ VTALRM PROF WINCH POLL PWR SYS"
).split()


def _procs(ctx: CommandContext, me: str) -> list[dict[str, str]]:
    uid = int(getattr(ctx.fs, "uid", 1000))
    user = user_name(ctx, uid) or str(uid)
    start = time.strftime("%H:%M", time.gmtime(session_start(ctx)))
    return [
        {"pid": str(SHELL_PID), "ppid": "1", "cmd": "bash", "args": "bash", "user": user,
         "uid": str(uid), "stat": "Ss", "rss": "3456", "vsz": "8756", "start": start},
        {"pid": str(SHELL_PID + 1), "ppid": str(SHELL_PID), "cmd": me,
         "args": " ".join([me, *ctx.args]), "user": user, "uid": str(uid), "stat": "R+",
         "rss": "1234", "vsz": "9876", "start": start},
    ]  # fmt: skip


_COLUMNS: dict[str, tuple[str, int, bool]] = {
    # key: (header, width, left-aligned)
    "pid": ("PID", 7, False),
    "ppid": ("PPID", 7, False),
    "tty": ("TTY", 8, True),
    "time": ("TIME", 8, False),
    "cmd": ("CMD", 0, True),
    "comm": ("COMMAND", 0, True),
    "args": ("COMMAND", 0, True),
    "user": ("USER", 8, True),
    "uid": ("UID", 5, False),
    "stat": ("STAT", 4, True),
    "rss": ("RSS", 5, False),
    "vsz": ("VSZ", 6, False),
    "pcpu": ("%CPU", 4, False),
    "pmem": ("%MEM", 4, False),
    "start": ("START", 5, False),
    "etime": ("ELAPSED", 11, False),
    "ni": ("NI", 3, False),
}
_ALIASES = {"command": "args", "ucmd": "comm", "%cpu": "pcpu", "%mem": "pmem", "etimes": "etime",
            "tt": "tty", "nice": "ni", "cputime": "time", "euser": "user", "uname": "user"}  # fmt: skip


def _value(p: dict[str, str], key: str) -> str:
    if key == "tty":
        return "pts/0"
    if key == "time":
        return "00:00:00"
    if key in ("cmd", "comm"):
        return p["cmd"]
    if key in ("pcpu", "pmem", "ni"):
        return "0.0" if key != "ni" else "0"
    if key == "etime":
        return "00:00"
    return p.get(key, "-")


def ps_main(ctx: CommandContext) -> int:
    """``ps``."""
    args = list(ctx.args)
    if args[:1] in (["--help"], ["--version"], ["-V"]):
        from agentsh.commands._texts import HELP, VERSION

        ctx.stdout.write((HELP if args[0] == "--help" else VERSION)["ps"].encode())
        return 0
    fmt: list[str] | None = None
    full = bsd = False
    pids: list[str] | None = None
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        if a in ("-o", "o", "--format") or a.startswith("-o") and len(a) > 2:
            spec = (
                a[2:] if a.startswith("-o") and len(a) > 2 else (args[i] if i < len(args) else "")
            )
            if not (a.startswith("-o") and len(a) > 2):
                i += 1
            fmt = (fmt or []) + [f for f in re.split(r"[,\s]+", spec) if f]
        elif a in ("-p", "p", "--pid", "-q"):
            pids = (pids or []) + re.split(r"[,\s]+", args[i] if i < len(args) else "")
            i += 1
        elif a.startswith("-") and not a.startswith("--"):
            if "f" in a[1:]:
                full = True
        elif a.startswith("--"):
            continue
        else:
            if "u" in a:
                bsd = True
    procs = _procs(ctx, ctx.name or "ps")
    if pids is not None:
        procs = [p for p in procs if p["pid"] in pids]
    if fmt is None:
        if bsd:
            fmt = ["user", "pid", "pcpu", "pmem", "vsz", "rss", "tty", "stat", "start", "time",
                   "args"]  # fmt: skip
        elif full:
            fmt = ["uid_name", "pid", "ppid", "c", "stime", "tty", "time", "args"]
        else:
            fmt = ["pid", "tty", "time", "cmd"]
    lines: list[str] = []
    if fmt == ["uid_name", "pid", "ppid", "c", "stime", "tty", "time", "args"]:
        lines.append("UID          PID    PPID  C STIME TTY          TIME CMD")
        for p in procs:
            lines.append(
                f"{p['user']:<8} {p['pid']:>7} {p['ppid']:>7}  0 {p['start']} pts/0    "
                f"00:00:00 {p['args']}"
            )
    elif bsd and fmt[0] == "user" and len(fmt) == 11:
        lines.append("USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND")
        for p in procs:
            lines.append(
                f"{p['user']:<8} {p['pid']:>7}  0.0  0.0 {p['vsz']:>6} {p['rss']:>5} pts/0    "
                f"{p['stat']:<4} {p['start']}   0:00 {p['args']}"
            )
    else:
        keys: list[tuple[str, str]] = []
        for f in fmt:
            name, _, header = f.partition("=")
            key = _ALIASES.get(name.lower(), name.lower())
            if key not in _COLUMNS:
                err(ctx, 'error: unknown user-defined format specifier "' + name + '"')
                ctx.stderr.write(
                    b"\nUsage:\n ps [options]\n\n Try 'ps --help <simple|list|output|threads|misc|all>'\n  or 'ps --help <s|l|o|t|m|a>'\n for additional help text.\n\nFor more details see ps(1).\n"
                )
                return 1
            keys.append((key, header if _ else _COLUMNS[key][0]))
        rows = [[h for _, h in keys]] + [[_value(p, k) for k, _ in keys] for p in procs]
        for r, row in enumerate(rows):
            cells: list[str] = []
            for c, (key, _) in enumerate(keys):
                _h, width, left = _COLUMNS[key]
                last = c == len(keys) - 1
                w = max(width, max(len(rw[c]) for rw in rows)) if not (last and left) else 0
                cells.append(row[c].ljust(w) if left and not last else row[c].rjust(w))
            lines.append(" ".join(cells).rstrip() if r >= 0 else "")
    ctx.stdout.write(("\n".join(lines) + "\n").encode())
    return 0 if procs else 1


def top_main(ctx: CommandContext) -> int:
    """``top -b [-n N]``: one (or N identical) snapshots of the virtual machine."""
    args = ctx.args
    if args[:1] in (["--help"], ["-h"], ["--version"]):
        from agentsh.commands._texts import HELP, VERSION

        ctx.stdout.write((VERSION if args[0] == "--version" else HELP)["top"].encode())
        return 0
    n = 1
    if "-n" in args:
        k = args.index("-n")
        if k + 1 < len(args) and args[k + 1].isdigit():
            n = max(1, int(args[k + 1]))
    else:
        for a in args:
            m = re.fullmatch(r"-b?n(\d+)", a)
            if m:
                n = max(1, int(m.group(1)))
    uid = int(getattr(ctx.fs, "uid", 1000))
    user = user_name(ctx, uid) or str(uid)
    mem_mib = MEM_TOTAL_KIB / 1024
    used_mib = MEM_USED_KIB / 1024
    free_mib = mem_mib - used_mib - 504.2
    head = (
        "top - "
        + uptime_line(ctx)[1:].replace("  0 users", "  0 users", 1)
        + "Tasks:   2 total,   1 running,   1 sleeping,   0 stopped,   0 zombie\n"
        + "%Cpu(s):  0.0 us,  0.0 sy,  0.0 ni,100.0 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st \n"
        + f"MiB Mem : {mem_mib:8.1f} total, {free_mib:8.1f} free, {used_mib:8.1f} used, "
        + f"{504.2:8.1f} buff/cache     \n"
        + f"MiB Swap: {0.0:8.1f} total, {0.0:8.1f} free, {0.0:8.1f} used. "
        + f"{mem_mib - used_mib:8.1f} avail Mem \n\n"
        + "    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n"
        + f"   {SHELL_PID} {user:<8}  20   0    8756   3456   3012 S   0.0   0.1   0:00.01 bash\n"
        + f"   {SHELL_PID + 1} {user:<8}  20   0    9876   1234   1100 R   0.0   0.0   0:00.00 top\n"
    )
    ctx.stdout.write(("\n".join([head] * n)).encode())
    return 0


def kill_main(ctx: CommandContext) -> int:
    """``kill`` (procps-ng): ``-l``/``-L`` lists; any PID other than the shell's is gone."""
    args = list(ctx.args)
    if not args:
        ctx.stderr.write(
            b"\nUsage:\n kill [options] <pid> [...]\n\nOptions:\n"
            b" <pid> [...]            send signal to every <pid> listed\n"
            b" -<signal>, -s, --signal <signal>\n"
            b"                        specify the <signal> to be sent\n"
            b" -q, --queue <value>    integer value to be sent with the signal\n"
            b" -l, --list=[<signal>]  list all signal names, or convert one to a name\n"
            b" -L, --table            list all signal names in a nice table\n\n"
            b" -h, --help     display this help and exit\n"
            b" -V, --version  output version information and exit\n\n"
            b"For more details see kill(1).\n"
        )
        return 1
    if args[0] in ("-l", "--list") or args[0].startswith("--list="):
        arg = args[1] if len(args) > 1 else (args[0].partition("=")[2] or None)
        if arg is None:
            ctx.stdout.write(
                (" ".join(_SIGNALS[:16]) + "\n" + " ".join(_SIGNALS[16:]) + "\n").encode()
            )
            return 0
        if arg.isdigit():
            n = int(arg)
            if n > 128:
                n -= 128
            if 1 <= n <= len(_SIGNALS):
                ctx.stdout.write((_SIGNALS[n - 1] + "\n").encode())
                return 0
        else:
            name = arg.upper().removeprefix("SIG")
            if name in _SIGNALS:
                ctx.stdout.write(f"{_SIGNALS.index(name) + 1}\n".encode())
                return 0
        err(ctx, f"unknown signal name {arg}")
        return 1
    if args[0] in ("-L", "--table"):
        rows: list[str] = []
        cells = [f"{i + 1:2d} {s:<7}" for i, s in enumerate(_SIGNALS)]
        for k in range(0, len(cells), 7):
            rows.append(" ".join(cells[k : k + 7]).rstrip())
        ctx.stdout.write(("\n".join(rows) + "\n").encode())
        return 0
    i = 0
    if args[0] in ("-s", "--signal", "-n"):
        i = 2
    elif (
        args[0].startswith("-")
        and args[0] != "--"
        and not args[0][1:].isdigit()
        or (args[0].startswith("-") and args[0][1:].isdigit() and len(args) > 1)
    ):
        i = 1
    if args[i : i + 1] == ["--"]:
        i += 1
    status = 0
    for pid in args[i:]:
        if pid == str(SHELL_PID) or pid == str(SHELL_PID + 1):
            continue
        if not re.fullmatch(r"-?\d+", pid):
            err(ctx, f'cannot find process "{pid}".')
        else:
            err(ctx, f"({pid}): No such process")
        status = 1
    return status


def renice_main(ctx: CommandContext) -> int:
    """``renice [-n] PRIORITY [-p|-g|-u] ID...``."""
    args = list(ctx.args)
    if args[:1] == ["-n"]:
        args = args[1:]
    if not args or not re.fullmatch(r"[+-]?\d+", args[0]):
        ctx.stderr.write(b"renice: bad usage\nTry 'renice --help' for more information.\n")
        return 1
    prio = int(args[0])
    kind = "process ID"
    status = 0
    for a in args[1:]:
        if a in ("-p", "--pid"):
            kind = "process ID"
            continue
        if a in ("-g", "--pgrp"):
            kind = "process group ID"
            continue
        if a in ("-u", "--user"):
            kind = "user ID"
            continue
        if a == str(SHELL_PID):
            ctx.stdout.write(f"{a} ({kind}) old priority 0, new priority {prio}\n".encode())
            continue
        err(ctx, f"failed to get priority for {a} ({kind}): No such process")
        status = 1
    return status
