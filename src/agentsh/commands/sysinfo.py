"""System identity of the virtual machine: ``uname arch hostname id whoami logname groups users
who w uptime nproc tty free sync fsync clear``.

Everything is derived from the VFS and one fixed description of the machine, so answers are
consistent between commands: the host name is ``/etc/hostname``, addresses come from
``/etc/hosts``, users and groups from ``/etc/passwd``/``/etc/group`` with the VFS's
``uid``/``gid``/``groups``, the kernel is :data:`KERNEL_RELEASE` on x86_64 with
:data:`NPROC` CPUs and :data:`MEM_TOTAL_KIB` of memory, and the machine booted
:data:`UPTIME_AT_EPOCH` seconds before the session's clock started. Nobody is logged in on a
terminal (``who``/``users`` print nothing, ``tty`` says ``not a tty``). Messages follow GNU
coreutils 9.1 / procps 4 / net-tools hostname.
"""

from __future__ import annotations

import time

from agentsh.commands._common import err, quote
from agentsh.commands._fileutil import group_name, user_name
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.vfs import DEFAULT_EPOCH, FSError

__all__ = [
    "KERNEL_RELEASE",
    "arch_main",
    "clear_main",
    "free_main",
    "fsync_main",
    "groups_main",
    "hostname_main",
    "id_main",
    "logname_main",
    "nproc_main",
    "sync_main",
    "tty_main",
    "uname_main",
    "uptime_line",
    "uptime_main",
    "users_main",
    "w_main",
    "who_main",
    "whoami_main",
]

KERNEL_RELEASE = "6.1.0-agentsh"
KERNEL_VERSION = "#1 SMP PREEMPT_DYNAMIC Debian 6.1.0-agentsh (2026-01-01)"
MACHINE = "x86_64"
NPROC = 2
MEM_TOTAL_KIB = 4_028_236
MEM_USED_KIB = 512_348
MEM_SHARED_KIB = 1_024
MEM_BUFF_KIB = 24_576
MEM_CACHE_KIB = 491_660
UPTIME_AT_EPOCH = 3600.0


def hostname(ctx: CommandContext) -> str:
    try:
        text = ctx.fs.read_bytes("/etc/hostname").decode("utf-8", "replace").strip()
    except FSError:
        return "localhost"
    return text.split()[0] if text else "localhost"


def session_start(ctx: CommandContext) -> float:
    """When the session's clock started (the shell's process started then, too)."""
    return float(getattr(getattr(ctx.fs, "clock", None), "start", DEFAULT_EPOCH))


def _boot(ctx: CommandContext) -> float:
    """When the virtual machine booted: :data:`UPTIME_AT_EPOCH` before its clock started."""
    return session_start(ctx) - UPTIME_AT_EPOCH


def _now(ctx: CommandContext) -> float:
    clock = getattr(ctx.fs, "clock", None)
    peek = getattr(clock, "peek", None)
    if peek is not None:
        return float(peek())
    if clock is not None:
        return float(clock())
    return DEFAULT_EPOCH


# -- uname / arch / nproc --------------------------------------------------------------------

UNAME_SPEC = Spec(
    "uname",
    [
        flag("a", "a", "all"),
        flag("s", "s", "kernel-name"),
        flag("n", "n", "nodename"),
        flag("r", "r", "kernel-release"),
        flag("v", "v", "kernel-version"),
        flag("m", "m", "machine"),
        flag("p", "p", "processor"),
        flag("i", "i", "hardware-platform"),
        flag("o", "o", "operating-system"),
    ],
)


def uname_main(ctx: CommandContext) -> int:
    """``uname [-asnrvmpio]``."""
    p = parse(ctx, UNAME_SPEC)
    if isinstance(p, int):
        return p
    if p.operands:
        return usage_error(ctx, UNAME_SPEC, f"extra operand {quote(p.operands[0])}")
    keys = {k for k, _ in p.opts}
    all_ = "a" in keys
    fields: list[str] = []
    for key, text in (
        ("s", "Linux"),
        ("n", hostname(ctx)),
        ("r", KERNEL_RELEASE),
        ("v", KERNEL_VERSION),
        ("m", MACHINE),
        ("p", "unknown"),
        ("i", "unknown"),
        ("o", "GNU/Linux"),
    ):
        if key in keys or (all_ and key not in "pi"):
            fields.append(text)
    if not fields:
        fields = ["Linux"]
    ctx.stdout.write((" ".join(fields) + "\n").encode())
    return 0


def arch_main(ctx: CommandContext) -> int:
    """``arch``."""
    spec = Spec("arch", [])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if p.operands:
        return usage_error(ctx, spec, f"extra operand {quote(p.operands[0])}")
    ctx.stdout.write(f"{MACHINE}\n".encode())
    return 0


def nproc_main(ctx: CommandContext) -> int:
    """``nproc [--all] [--ignore=N]``."""
    spec = Spec("nproc", [flag("all", "", "all"), value("ignore", "", "ignore")])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if p.operands:
        return usage_error(ctx, spec, f"extra operand {quote(p.operands[0])}")
    n = NPROC
    ign = p.last("ignore")
    if ign is not None:
        if not ign.strip().isdigit():
            err(ctx, f"invalid number: {quote(ign)}")
            return 1
        n = max(1, n - int(ign))
    ctx.stdout.write(f"{n}\n".encode())
    return 0


# -- hostname ------------------------------------------------------------------------------


def _host_addresses(ctx: CommandContext, name: str) -> list[str]:
    try:
        text = ctx.fs.read_bytes("/etc/hosts").decode("utf-8", "replace")
    except FSError:
        return []
    out: list[str] = []
    for line in text.splitlines():
        parts = line.split("#")[0].split()
        if len(parts) > 1 and name in parts[1:]:
            out.append(parts[0])
    return out


HOSTNAME_SPEC = Spec(
    "hostname",
    [
        flag("a", "a", "alias"),
        flag("A", "A", "all-fqdns"),
        flag("b", "b", "boot"),
        flag("d", "d", "domain"),
        flag("f", "f", "fqdn", "long"),
        value("F", "F", "file"),
        flag("i", "i", "ip-address"),
        flag("I", "I", "all-ip-addresses"),
        flag("s", "s", "short"),
        flag("y", "y", "yp", "nis"),
        flag("help", "h", "help"),
        flag("version", "V", "version"),
    ],
    help_version=False,
)


def hostname_main(ctx: CommandContext) -> int:
    """``hostname [-s|-f|-d|-i|-I|-A]``; setting the name needs root."""
    from agentsh.commands.options import UsageError, parse_args

    try:
        p = parse_args(HOSTNAME_SPEC, ctx.args)
    except UsageError as e:
        ctx.stderr.write(f"hostname: {e}\n".encode())
        return 255
    for k, _ in p.opts:
        if k in ("help", "version"):  # the first of -h/-V wins, as in getopt order
            from agentsh.commands import _texts

            ctx.stdout.write((_texts.HELP if k == "help" else _texts.VERSION)["hostname"].encode())
            return 255 if k == "help" else 0
    name = hostname(ctx)
    keys = [k for k, _ in p.opts]
    if p.operands or "F" in keys:
        if ctx.fs.uid != 0:
            err(ctx, "you must be root to change the host name")
            return 1
        new = p.operands[0] if p.operands else ""
        if "F" in keys:
            try:
                new = ctx.read_bytes(p.last("F") or "").decode().split()[0]
            except (FSError, IndexError):
                return 1
        ctx.fs.write_bytes("/etc/hostname", (new + "\n").encode())
        return 0
    key = keys[-1] if keys else ""
    if key == "s":
        text = name.split(".")[0]
    elif key in ("f", "A"):
        text = name + (" " if key == "A" else "")
    elif key == "d":
        text = name.partition(".")[2]
    elif key == "i":
        addrs = _host_addresses(ctx, name)
        text = " ".join(addrs) if addrs else "127.0.1.1"
    elif key == "I":
        text = "10.0.2.15 "
    elif key == "a":
        text = ""
    elif key == "y":
        err(ctx, "Local domain name not set")
        return 1
    else:
        text = name
    ctx.stdout.write((text + "\n").encode())
    return 0


# -- users and groups ----------------------------------------------------------------------


def _passwd(ctx: CommandContext) -> list[list[str]]:
    try:
        text = ctx.fs.read_bytes("/etc/passwd").decode("utf-8", "replace")
    except FSError:
        return []
    return [ln.split(":") for ln in text.splitlines() if ln.count(":") >= 3]


def _groups_table(ctx: CommandContext) -> list[list[str]]:
    try:
        text = ctx.fs.read_bytes("/etc/group").decode("utf-8", "replace")
    except FSError:
        return []
    return [ln.split(":") for ln in text.splitlines() if ln.count(":") >= 2]


def _ident(ctx: CommandContext, user: str | None) -> tuple[int, int, list[int]] | None:
    """(uid, gid, groups) of the process (user None) or of a named user."""
    if user is None:
        uid = int(getattr(ctx.fs, "uid", 1000))
        gid = int(getattr(ctx.fs, "gid", 1000))
        extra = [int(g) for g in getattr(ctx.fs, "groups", ()) or ()]
        groups = [gid] + [g for g in extra if g != gid]
        return uid, gid, groups
    row = next((r for r in _passwd(ctx) if r[0] == user), None)
    if row is None and user.isdigit():
        row = next((r for r in _passwd(ctx) if r[2] == user), None)
    if row is None or not row[2].isdigit() or not row[3].isdigit():
        return None
    uid, gid = int(row[2]), int(row[3])
    groups = [gid]
    for g in _groups_table(ctx):
        members = g[3].split(",") if len(g) > 3 else []
        if row[0] in members and g[2].isdigit() and int(g[2]) not in groups:
            groups.append(int(g[2]))
    return uid, gid, groups


def _uname(ctx: CommandContext, uid: int) -> str:
    return user_name(ctx, uid) or str(uid)


def _gname(ctx: CommandContext, gid: int) -> str:
    return group_name(ctx, gid) or str(gid)


ID_SPEC = Spec(
    "id",
    [
        flag("a", "a"),
        flag("Z", "Z", "context"),
        flag("g", "g", "group"),
        flag("G", "G", "groups"),
        flag("n", "n", "name"),
        flag("r", "r", "real"),
        flag("u", "u", "user"),
        flag("z", "z", "zero"),
    ],
)


def id_main(ctx: CommandContext) -> int:
    """``id [-ugGnrz] [USER]...``."""
    p = parse(ctx, ID_SPEC)
    if isinstance(p, int):
        return p
    keys = {k for k, _ in p.opts}
    only = [k for k in ("u", "g", "G") if k in keys]
    if "Z" in keys:
        err(ctx, "--context (-Z) works only on an SELinux-enabled kernel")
        return 1
    if len(only) > 1:
        err(ctx, 'cannot print "only" of more than one choice')
        return 1
    if not only and ("n" in keys or "r" in keys):
        err(ctx, "cannot print only names or real IDs in default format")
        return 1
    if not only and "z" in keys:
        err(ctx, "option --zero not permitted in default format")
        return 1
    users: list[str | None] = list(p.operands) or [None]
    status = 0
    end = "\0" if "z" in keys else "\n"
    for user in users:
        ident = _ident(ctx, user)
        if ident is None:
            err(ctx, f"{quote(user or '')}: no such user")
            status = 1
            continue
        uid, gid, groups = ident
        names = "n" in keys
        if only == ["u"]:
            text = _uname(ctx, uid) if names else str(uid)
            ctx.stdout.write((text + end).encode())
        elif only == ["g"]:
            text = _gname(ctx, gid) if names else str(gid)
            ctx.stdout.write((text + end).encode())
        elif only == ["G"]:
            sep = "\0" if "z" in keys else " "
            text = sep.join(_gname(ctx, g) if names else str(g) for g in groups)
            ctx.stdout.write((text + end).encode())
        else:
            un = user_name(ctx, uid)
            gn = group_name(ctx, gid)
            text = f"uid={uid}" + (f"({un})" if un else "")
            text += f" gid={gid}" + (f"({gn})" if gn else "")
            gl: list[str] = []
            for g in groups:
                n = group_name(ctx, g)
                gl.append(f"{g}({n})" if n else str(g))
            text += " groups=" + ",".join(gl)
            ctx.stdout.write((text + "\n").encode())
    return status


def whoami_main(ctx: CommandContext) -> int:
    """``whoami``."""
    spec = Spec("whoami", [])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if p.operands:
        return usage_error(ctx, spec, f"extra operand {quote(p.operands[0])}")
    uid = int(getattr(ctx.fs, "uid", 1000))
    name = user_name(ctx, uid)
    if name is None:
        err(ctx, f"cannot find name for user ID {uid}")
        return 1
    ctx.stdout.write(f"{name}\n".encode())
    return 0


def logname_main(ctx: CommandContext) -> int:
    """``logname``: there is no login session on a terminal here."""
    spec = Spec("logname", [])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if p.operands:
        return usage_error(ctx, spec, f"extra operand {quote(p.operands[0])}")
    err(ctx, "no login name")
    return 1


def groups_main(ctx: CommandContext) -> int:
    """``groups [USER]...``."""
    spec = Spec("groups", [])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    status = 0
    if not p.operands:
        ident = _ident(ctx, None)
        assert ident is not None
        ctx.stdout.write((" ".join(_gname(ctx, g) for g in ident[2]) + "\n").encode())
        return 0
    for user in p.operands:
        ident = _ident(ctx, user)
        if ident is None:
            err(ctx, f"{quote(user)}: no such user")
            status = 1
            continue
        ctx.stdout.write(
            (f"{user} : " + " ".join(_gname(ctx, g) for g in ident[2]) + "\n").encode()
        )
    return status


def users_main(ctx: CommandContext) -> int:
    """``users``: nobody is logged in on a terminal (empty output)."""
    spec = Spec("users", [])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if len(p.operands) > 1:
        return usage_error(ctx, spec, f"extra operand {quote(p.operands[1])}")
    return 0


def who_main(ctx: CommandContext) -> int:
    """``who``: no login sessions; ``-b`` prints the boot time, ``-q`` the count, ``-H`` heads."""
    spec = Spec(
        "who",
        [
            flag("a", "a", "all"),
            flag("b", "b", "boot"),
            flag("d", "d", "dead"),
            flag("H", "H", "heading"),
            flag("l", "l", "login"),
            flag("m", "m"),
            flag("p", "p", "process"),
            flag("q", "q", "count"),
            flag("r", "r", "runlevel"),
            flag("s", "s", "short"),
            flag("t", "t", "time"),
            flag("T", "T", "w", "mesg"),
            flag("u", "u", "users"),
        ],
    )
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    keys = {k for k, _ in p.opts}
    out = ""
    if "q" in keys:
        out = "\n# users=0\n"
    else:
        if "H" in keys:
            out += "NAME     LINE         TIME             COMMENT\n"
        if "b" in keys or "a" in keys:
            boot = time.strftime("%Y-%m-%d %H:%M", time.gmtime(_boot(ctx)))
            out += f"         system boot  {boot}\n"
    ctx.stdout.write(out.encode())
    return 0


def _uptime_parts(ctx: CommandContext) -> tuple[str, float]:
    now = _now(ctx)
    up = now - _boot(ctx)
    return time.strftime("%H:%M:%S", time.gmtime(now)), up


def _up_text(up: float) -> str:
    minutes = int(up // 60)
    days, minutes = divmod(minutes, 1440)
    hours, minutes = divmod(minutes, 60)
    text = "up "
    if days:
        text += f"{days} day{'s' if days != 1 else ''}, "
    if hours:
        text += f"{hours:2d}:{minutes:02d}"
    else:
        text += f"{minutes} min"
    return text


def uptime_line(ctx: CommandContext) -> str:
    clock, up = _uptime_parts(ctx)
    return f" {clock} {_up_text(up)},  0 users,  load average: 0.00, 0.00, 0.00\n"


def uptime_main(ctx: CommandContext) -> int:
    """``uptime [-p|-s]`` (procps)."""
    spec = Spec("uptime", [flag("p", "p", "pretty"), flag("s", "s", "since")])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if p.has("s"):
        since = _boot(ctx)
        ctx.stdout.write((time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(since)) + "\n").encode())
        return 0
    if p.has("p"):
        _, up = _uptime_parts(ctx)
        minutes = int(up // 60)
        weeks, minutes = divmod(minutes, 10080)
        days, minutes = divmod(minutes, 1440)
        hours, minutes = divmod(minutes, 60)
        parts: list[str] = []
        for n, word in ((weeks, "week"), (days, "day"), (hours, "hour"), (minutes, "minute")):
            if n:
                parts.append(f"{n} {word}{'s' if n != 1 else ''}")
        ctx.stdout.write(("up " + (", ".join(parts) or "0 minutes") + "\n").encode())
        return 0
    ctx.stdout.write(uptime_line(ctx).encode())
    return 0


def w_main(ctx: CommandContext) -> int:
    """``w``: the uptime line and an empty session table."""
    spec = Spec(
        "w",
        [flag("h", "h", "no-header"), flag("s", "s", "short"), flag("f", "f", "from"),
         flag("i", "i", "ip-addr"), flag("o", "o", "old-style"), flag("u", "u", "no-current")],
    )  # fmt: skip
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if p.has("h"):
        return 0
    head = "USER     TTY      FROM             LOGIN@   IDLE   JCPU   PCPU WHAT\n"
    if p.has("s"):
        head = "USER     TTY      FROM              IDLE WHAT\n"
    ctx.stdout.write((uptime_line(ctx) + head).encode())
    return 0


# -- tty, sync, clear --------------------------------------------------------------------------


def tty_main(ctx: CommandContext) -> int:
    """``tty``: standard input is never a terminal here."""
    spec = Spec("tty", [flag("s", "s", "silent", "quiet")], status=2)
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if p.operands:
        return usage_error(ctx, spec, f"extra operand {quote(p.operands[0])}")
    if not p.has("s"):
        ctx.stdout.write(b"not a tty\n")
    return 1


def sync_main(ctx: CommandContext) -> int:
    """``sync [-d|-f] [FILE]...``: the VFS has nothing to flush; operands must exist."""
    spec = Spec("sync", [flag("d", "d", "data"), flag("f", "f", "file-system")])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    if p.has("d") and p.has("f"):
        err(ctx, "cannot specify both --data and --file-system")
        return 1
    if p.has("d") and not p.operands:
        err(ctx, "--data needs at least one argument")
        return 1
    status = 0
    for name in p.operands:
        if not ctx.fs.exists(ctx.abspath(name)):
            err(ctx, f"error opening {quote(name)}: No such file or directory")
            status = 1
    return status


def fsync_main(ctx: CommandContext) -> int:
    """``fsync FILE...``: checks the files exist (nothing to flush)."""
    if ctx.args == ["--help"]:  # busybox applet usage, on stderr
        from agentsh.commands._texts import HELP

        ctx.stderr.write(HELP["fsync"].encode())
        return 0
    status = 0
    for name in ctx.args:
        if not ctx.fs.exists(ctx.abspath(name)):
            err(ctx, f"cannot open {quote(name)}: No such file or directory")
            status = 1
    return status


def clear_main(ctx: CommandContext) -> int:
    """``clear``: ncurses behaviour for TERM unset / ``dumb`` / anything else (xterm codes)."""
    term = ctx.env.get("TERM")
    from agentsh.commands._texts import HELP, VERSION

    for a in ctx.args:  # ncurses getopt "T:Vx": -V prints the version, others are errors
        if a == "-V":
            ctx.stdout.write(VERSION["clear"].encode())
            return 0
        if a.startswith("-") and len(a) > 1 and a not in ("-T", "-x"):
            bad = next((c for c in a[1:] if c not in "Tx"), "")
            if bad:
                ctx.stderr.write(f"clear: invalid option -- '{bad}'\n{HELP['clear']}".encode())
                return 1
    if "-T" in ctx.args:
        i = ctx.args.index("-T")
        if i + 1 < len(ctx.args):
            term = ctx.args[i + 1]
    if not term:
        ctx.stderr.write(b"TERM environment variable not set.\n")
        return 1
    if term == "dumb":
        return 1
    seq = b"\x1b[H\x1b[2J" if "-x" in ctx.args else b"\x1b[H\x1b[2J\x1b[3J"
    ctx.stdout.write(seq)
    return 0


# -- free ------------------------------------------------------------------------------------


def _human(kib: int) -> str:
    n = float(kib * 1024)
    units = ["B", "Ki", "Mi", "Gi", "Ti", "Pi"]
    i = 0
    while n >= 1024 and i < len(units) - 1:
        n /= 1024
        i += 1
    if i == 0:
        return f"{int(n)}B"
    if n < 10:
        return f"{n:.1f}{units[i]}"
    return f"{int(n + 0.5)}{units[i]}"


def free_main(ctx: CommandContext) -> int:
    """``free [-b|-k|-m|-g|-h] [-w] [-t]`` (procps 4 layout) of the virtual machine."""
    spec = Spec(
        "free",
        [flag("b", "b", "bytes"), flag("k", "k", "kibi"), flag("m", "m", "mebi"),
         flag("g", "g", "gibi"), flag("h", "h", "human"), flag("w", "w", "wide"),
         flag("t", "t", "total"), flag("l", "l", "lohi"), flag("si", "", "si"),
         value("s", "s", "seconds"), value("c", "c", "count")],
    )  # fmt: skip
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    unit = "k"
    for k, _ in p.opts:
        if k in "bkmgh":
            unit = k
    wide = p.has("w")
    total = MEM_TOTAL_KIB
    used = MEM_USED_KIB
    buffcache = MEM_BUFF_KIB + MEM_CACHE_KIB
    free = total - used - buffcache
    avail = free + MEM_CACHE_KIB - MEM_SHARED_KIB

    def fmt(kib: int) -> str:
        if unit == "h":
            return _human(kib) if kib else "0B"
        div = {"b": 1 / 1024, "k": 1, "m": 1024, "g": 1024 * 1024}[unit]
        return str(int(kib / div))

    names = ["total", "used", "free", "shared"]
    if wide:
        names += ["buffers", "cache", "available"]
        mem = [total, used, free, MEM_SHARED_KIB, MEM_BUFF_KIB, MEM_CACHE_KIB, avail]
    else:
        names += ["buff/cache", "available"]
        mem = [total, used, free, MEM_SHARED_KIB, buffcache, avail]
    # procps: an 8-column label, then 12-column right-aligned fields
    lines = [" " * 8 + "".join(f"{n:>12}" for n in names)]
    lines.append("Mem:    " + "".join(f"{fmt(v):>12}" for v in mem))
    lines.append("Swap:   " + "".join(f"{fmt(v):>12}" for v in (0, 0, 0)))
    if p.has("t"):
        lines.append("Total:  " + "".join(f"{fmt(v):>12}" for v in (total, used, free)))
    fixed = lines
    ctx.stdout.write(("\n".join(fixed) + "\n").encode())
    return 0
