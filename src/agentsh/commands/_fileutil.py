"""Helpers shared by the file-management commands (ls, cp, mv, rm, find, stat, ...).

Owns: option parsing with the recorded ``--help``/``--version`` texts of this group
(:func:`parse`), GNU's two diagnostic quoting styles (:func:`quoteaf` = shell-escape-always,
used by ls/rm/cp/mv/ln/rmdir/chmod...; :func:`qloc` = locale quotes ‘x’ under C.UTF-8, used by
mkdir/touch/find/stat...), ``ls -l`` mode strings, user/group names from the VFS's
``/etc/passwd`` and ``/etc/group``, and UTC time formatting.
"""

from __future__ import annotations

import errno
import re
import stat as _stat
import time
from functools import lru_cache

from agentsh._dataclass import dataclass, replace
from agentsh.commands import _files_texts
from agentsh.commands._common import C_ESCAPES, printable, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Parsed, Spec, flag
from agentsh.commands.options import parse as _parse
from agentsh.streams import UnreadableStdin
from agentsh.vfs import FSError

__all__ = [
    "FSError",
    "err",
    "group_id",
    "group_name",
    "mode_string",
    "parse",
    "qloc",
    "quoteaf",
    "strftime_utc",
    "user_id",
    "user_name",
]


#: The spec of each command with this group's --help/--version options, by the id of its
#: spec (held in the value, so the id stays its own).
_own_specs: dict[int, tuple[Spec, Spec]] = {}


def _own_spec(spec: Spec) -> Spec:
    hit = _own_specs.get(id(spec))
    if hit is not None and hit[0] is spec:
        return hit[1]
    own = replace(spec, help_version=False)
    own.opts = [*spec.opts, flag("__help", "", "help"), flag("__version", "", "version")]
    own.__post_init__()
    if len(_own_specs) >= 256:
        _own_specs.clear()
    _own_specs[id(spec)] = (spec, own)
    return own


def parse(ctx: CommandContext, spec: Spec) -> Parsed | int:
    """Parse ``ctx.args`` like :func:`options.parse`, printing this group's help/version texts."""
    p = _parse(ctx, _own_spec(spec))
    if isinstance(p, int):
        return p
    for key, _ in p.opts:
        if key in ("__help", "__version"):
            table = _files_texts.HELP if key == "__help" else _files_texts.VERSION
            ctx.stdout.write(table.get(spec.prog, "").encode())
            return 0
    return p


def err(ctx: CommandContext, message: str) -> None:
    """``prog: message`` on stderr."""
    ctx.stderr.write(f"{ctx.name or '?'}: {message}\n".encode("utf-8", "surrogateescape"))


def operand_path(ctx: CommandContext, name: str) -> str:
    """The absolute path of an operand; raises FSError ENOENT for the empty name, which no
    file has (``ctx.abspath`` would make it the cwd)."""
    if not name:
        raise FSError(errno.ENOENT, name)
    return ctx.abspath(name)


_is_printable = is_printable = printable


def quoteaf(name: str) -> str:
    """GNU ``quoteaf``: shell-escape-always quoting ('a b', "a'b", 'a'$'\\n''b')."""
    if all(_is_printable(c) for c in name):
        if "'" not in name:
            return "'" + name + "'"
        if not any(c in name for c in '"$`\\!'):
            return '"' + name + '"'
        return "'" + name.replace("'", "'\\''") + "'"
    # quotearg's stream: a quote opened at once, closed and reopened around each run of
    # $'...' escapes ('a'$'\t\t''b', ''$'\377'), a quote as '\''
    out = ["'"]
    escaping = False
    for c in name:
        if _is_printable(c):
            if escaping:
                out.append("''")
                escaping = False
            out.append("'\\''" if c == "'" else c)
        else:
            if not escaping:
                out.append("'$'")
                escaping = True
            esc = C_ESCAPES.get(c)
            if esc is None:
                esc = "".join(f"\\{b:03o}" for b in c.encode("utf-8", "surrogateescape"))
            out.append(esc)
    out.append("'")
    return "".join(out)


#: Printable ASCII that GNU quotearg's shell styles never quote ('#' and '~' only inside a
#: name, '{' and '}' unless alone); any other printable character is safe too when non-ASCII.
_SHELL_SAFE = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789%+,-./:@]_#~{}"
)


def shell_needs_quotes(name: str, colon: bool = False) -> bool:
    """Whether GNU quotearg's shell style quotes ``name`` (``colon``: ':' too, as quotef)."""
    if not name or name[0] in "#~" or name in ("{", "}"):
        return True
    for c in name:
        if c in _SHELL_SAFE:
            if colon and c == ":":
                return True
            continue
        if ord(c) < 128 or not _is_printable(c):
            return True
    return False


def shell_quote(name: str, escape: bool = True, always: bool = False) -> str:
    """GNU quotearg's shell styles: ``shell-escape`` (default), ``shell`` (``escape``
    False: control characters stay raw inside the quotes), and their ``-always`` forms."""
    if not always and not shell_needs_quotes(name):
        return name
    if escape:
        return quoteaf(name)
    if "'" in name and not any(c in name for c in '"$`\\!'):
        return '"' + name + '"'
    return "'" + name.replace("'", "'\\''") + "'"


def c_escape(name: str, dquote: bool) -> str:
    """GNU quotearg's C escapes: backslash, control characters (``\\n``, octal ``\\ooo`` per
    byte) and, with ``dquote``, the double quote; other printable characters stay."""
    out: list[str] = []
    for c in name:
        if c == "\\" or (dquote and c == '"'):
            out.append("\\" + c)
        elif _is_printable(c):
            out.append(c)
        elif c in C_ESCAPES:
            out.append(C_ESCAPES[c])
        else:
            out.extend(f"\\{b:03o}" for b in c.encode("utf-8", "surrogateescape"))
    return "".join(out)


_BLOCK_POWERS = {c: i for i, c in enumerate("KMGTPEZY", start=1)}


def block_size_arg(text: str) -> tuple[int, str] | str:
    """A ``--block-size`` argument (GNU ``human_options``): (block size, the suffix printed
    after each count: "" when the argument starts with a digit, else its unit, as in K, kB,
    MiB), or the error kind: "invalid", "suffix" or "large"."""
    import re as _re

    s = text[1:] if text.startswith("'") else text
    m = _re.fullmatch(r"(\d*)(.*)", s, _re.S)
    assert m is not None
    digits, suf = m.group(1), m.group(2)
    if not digits and (not suf or suf[0] not in "eEgGkKmMpPtTyYzZ"):
        return "invalid"
    n = int(digits) if digits else 1
    label = ""
    if suf:
        power = _BLOCK_POWERS.get(suf[0].upper())
        if power is None:
            return "suffix"
        rest = suf[1:]
        if rest in ("B", "D"):
            base, label = 1000, ("k" if power == 1 else suf[0].upper()) + "B"
        elif rest == "iB":
            base, label = 1024, suf[0].upper() + "iB"
        elif rest == "":
            base, label = 1024, suf[0].upper()
        else:
            return "suffix"
        n *= base**power
    if n == 0:
        return "invalid"
    if n >= 1 << 64:
        return "large"
    return n, ("" if digits else label)


def ask(ctx: CommandContext, question: str) -> bool:
    """GNU's ``yesno()``: ``prog: question`` on stderr (no newline), one line read from
    stdin; yes only when it starts with y or Y (EOF and anything else: no)."""
    ctx.stderr.write(f"{ctx.name}: {question} ".encode("utf-8", "surrogateescape"))
    try:
        line = ctx.stdin_stream.readline(b"\n")
    except UnreadableStdin:  # (an unreadable stdin answers no, as EOF does)
        return False
    return line[:1] in (b"y", b"Y")


#: GNU ``quote`` (‘name’, escapes inside): one implementation, :func:`_common.quote`
qloc = quote


def ls_quote(name: str) -> str:
    """Shell-escape quoting used by ``ls -l`` link targets and names only when needed."""
    return quoteaf(name) if shell_needs_quotes(name, colon=True) else name


@lru_cache(maxsize=512)
def mode_string(mode: int) -> str:
    """``-rwxr-xr-x`` style string of a full st_mode (GNU filemode)."""
    if _stat.S_ISDIR(mode):
        t = "d"
    elif _stat.S_ISLNK(mode):
        t = "l"
    elif _stat.S_ISCHR(mode):
        t = "c"
    elif _stat.S_ISBLK(mode):
        t = "b"
    elif _stat.S_ISFIFO(mode):
        t = "p"
    elif _stat.S_ISSOCK(mode):
        t = "s"
    else:
        t = "-"
    chars = [t]
    for who, (r, w, x) in enumerate(((0o400, 0o200, 0o100), (0o40, 0o20, 0o10), (4, 2, 1))):
        chars.append("r" if mode & r else "-")
        chars.append("w" if mode & w else "-")
        special = (_stat.S_ISUID, _stat.S_ISGID, _stat.S_ISVTX)[who]
        if mode & special:
            ch = ("s", "s", "t")[who]
            chars.append(ch if mode & x else ch.upper())
        else:
            chars.append("x" if mode & x else "-")
    return "".join(chars)


def _table(ctx: CommandContext, path: str) -> list[list[str]]:
    try:
        text = ctx.fs.read_bytes(path).decode("utf-8", "replace")
    except FSError:
        return []
    return [line.split(":") for line in text.splitlines() if line.count(":") >= 2]


def user_name(ctx: CommandContext, uid: int) -> str | None:
    for row in _table(ctx, "/etc/passwd"):
        if row[2] == str(uid):
            return row[0]
    return None


def group_name(ctx: CommandContext, gid: int) -> str | None:
    for row in _table(ctx, "/etc/group"):
        if row[2] == str(gid):
            return row[0]
    return None


def user_id(ctx: CommandContext, name: str) -> tuple[int, int] | None:
    """(uid, primary gid) of a user name, or None."""
    for row in _table(ctx, "/etc/passwd"):
        if row[0] == name and len(row) > 3 and row[2].isdigit() and row[3].isdigit():
            return int(row[2]), int(row[3])
    return None


def group_id(ctx: CommandContext, name: str) -> int | None:
    for row in _table(ctx, "/etc/group"):
        if row[0] == name and row[2].isdigit():
            return int(row[2])
    return None


def strftime_utc(fmt: str, t: float) -> str:
    """``strftime`` in UTC with ``%N`` (nanoseconds) support; ``%Z`` is UTC (TZ unset)."""
    secs = int(t // 1)
    nanos = int(round((t - secs) * 1_000_000)) * 1000
    own = {"%%": "%%", "%N": f"{nanos:09d}", "%Z": "UTC"}
    fmt = re.sub(r"%[%NZ]", lambda m: own[m.group()], fmt)
    return time.strftime(fmt, time.gmtime(secs))


def now(ctx: CommandContext) -> float:
    """The virtual current time (without advancing the clock if possible)."""
    from agentsh.vfs import VirtualClock

    clock = ctx.fs.clock
    if isinstance(clock, VirtualClock):
        return clock.peek()
    return float(clock())


# ----------------------------------------------------------------------------- modes


@dataclass(frozen=True)
class ModeChange:
    """One clause of a mode (``who`` mask or 0 when not given, ``op``, bits or copy source)."""

    who: int
    op: str
    bits: int
    copy: str = ""  # "u", "g" or "o" for ``g=u``-style clauses
    cond_x: bool = False  # "X"
    octal_digits: int = 0  # > 0 for an octal mode


def parse_mode(text: str) -> list[ModeChange] | None:
    """GNU ``mode_compile``: octal (``755``) or symbolic (``u+x,go-w,a=r,+X``). None if invalid."""
    if not text:
        return None
    if all(c in "01234567" for c in text):
        n = int(text, 8)
        if n > 0o7777:
            return None
        return [ModeChange(0o7777, "=", n, octal_digits=len(text))]
    changes: list[ModeChange] = []
    for clause in text.split(","):
        i = 0
        who = 0
        while i < len(clause) and clause[i] in "ugoa":
            who |= {"u": 0o4700, "g": 0o2070, "o": 0o1007, "a": 0o7777}[clause[i]]
            i += 1
        if i >= len(clause) or clause[i] not in "+-=":
            return None
        while i < len(clause):
            op = clause[i]
            if op not in "+-=":
                return None
            i += 1
            bits = 0
            copy = ""
            cond_x = False
            if i < len(clause) and clause[i] in "01234567":  # (``+0644``: octal, no who)
                j = i
                while j < len(clause) and clause[j] in "01234567":
                    j += 1
                value = int(clause[i:j], 8)
                if who or j < len(clause) or value > 0o7777:
                    return None
                changes.append(ModeChange(0o7777, op, value))
                i = j
                continue
            if i < len(clause) and clause[i] in "ugo":
                copy = clause[i]
                i += 1
            else:
                while i < len(clause) and clause[i] in "rwxXst":
                    c = clause[i]
                    bits |= {"r": 0o444, "w": 0o222, "x": 0o111, "X": 0, "s": 0o6000, "t": 0o1000}[
                        c
                    ]
                    cond_x = cond_x or c == "X"
                    i += 1
            changes.append(ModeChange(who, op, bits, copy, cond_x))
    return changes


def apply_mode(changes: list[ModeChange], old: int, is_dir: bool, umask: int) -> int:
    """New permission bits after applying ``changes`` to ``old`` (GNU ``mode_adjust``)."""
    mode = old & 0o7777
    for ch in changes:
        if ch.octal_digits:
            mode = ch.bits
            if is_dir and ch.octal_digits < 5:
                mode |= old & 0o6000
            continue
        who = ch.who or 0o7777
        mask = ch.who if ch.who else 0o7777 & ~umask
        if ch.copy:
            v = (mode >> {"u": 6, "g": 3, "o": 0}[ch.copy]) & 7
            value_ = v * 0o111
        else:
            value_ = ch.bits
            if ch.cond_x and (is_dir or mode & 0o111):
                value_ |= 0o111
        value_ &= mask
        if ch.op == "=":
            mode = (mode & ~who) | value_
        elif ch.op == "+":
            mode |= value_
        else:
            mode &= ~value_
    return mode


# ----------------------------------------------------------------------------- dates


def parse_date(text: str, now_: float) -> float | None:
    """A date string as GNU ``parse_datetime`` reads it (``touch -d``, ``find -newermt``,
    ``tar --mtime``), relative to ``now_``, in UTC: the parser of ``date -d``. None if
    invalid."""
    from agentsh.commands._dateparse import UTC, DateError
    from agentsh.commands._dateparse import parse_date as _parse

    secs = int(now_ // 1)
    try:
        got, ns = _parse(text, secs, int(round((now_ - secs) * 1e9)), UTC)
    except DateError:
        return None
    return got + ns / 1e9


def parse_touch_stamp(text: str, now_: float) -> float | None:
    """``touch -t [[CC]YY]MMDDhhmm[.ss]`` (UTC). None if invalid."""
    import calendar

    main_, dot, secs = text.partition(".")
    if not main_.isdigit() or (dot and (len(secs) != 2 or not secs.isdigit())):
        return None
    year = time.gmtime(int(now_)).tm_year
    if len(main_) == 12:
        year = int(main_[:4])
        main_ = main_[4:]
    elif len(main_) == 10:
        yy = int(main_[:2])
        year = 1900 + yy if yy >= 69 else 2000 + yy
        main_ = main_[2:]
    elif len(main_) != 8:
        return None
    mo, d, h, mi = int(main_[:2]), int(main_[2:4]), int(main_[4:6]), int(main_[6:8])
    s = int(secs) if dot else 0
    if not (1 <= mo <= 12 and 1 <= d <= 31 and h < 24 and mi < 60 and s < 61):
        return None
    return float(calendar.timegm((year, mo, d, h, mi, s, 0, 0, 0)))


# ----------------------------------------------------------------------------- sizes


def human_size(n: int, base: int = 1024) -> str:
    """GNU ``human_readable`` with ceiling rounding (``-h``/``--si``): 4.0K, 13K, 1.5M."""
    if n < base:
        return str(n)
    units = "KMGTPEZY"
    value_ = float(n)
    i = -1
    while value_ >= base and i < len(units) - 1:
        value_ /= base
        i += 1
    suffix = units[i] if base == 1024 else (units[i].lower() if units[i] == "K" else units[i])
    if value_ < 10:
        tenths = -(-int(n * 10) // (base ** (i + 1)))
        if tenths >= 100:
            return _human_int(n, base, i, suffix)
        return f"{tenths // 10}.{tenths % 10}{suffix}"
    return _human_int(n, base, i, suffix)


def _human_int(n: int, base: int, i: int, suffix: str) -> str:
    v = -(-n // (base ** (i + 1)))
    if v >= base and i < 7:
        return human_size(v * base ** (i + 1), base)
    return f"{v}{suffix}"


_POWERS = "KMGTPEZYRQ"


def parse_size(text: str, extra: dict[str, int] | None = None) -> int | None:
    """GNU ``xstrtoumax`` with the usual suffixes: ``K``=1024, ``KB``/``kB``=1000,
    ``KiB``=1024 (likewise M G T P E Z Y), plus ``extra`` single-letter units (``b``=512,
    ``c``=1, ``w``=2 for dd). None if invalid (negative numbers included)."""
    import re as _re

    m = _re.fullmatch(r"(\d*)([A-Za-z]*)", text)
    if m is None or not text:
        return None
    digits, suf = m.group(1), m.group(2)
    n = int(digits) if digits else 1
    if not digits and not suf:
        return None
    if not suf:
        return n
    if extra and suf in extra:
        return n * extra[suf]
    letter = suf[0].upper() if suf[0] in "kK" else suf[0]
    if letter not in _POWERS:
        return None
    power = _POWERS.index(letter) + 1
    rest = suf[1:]
    if rest in ("", "iB"):
        base = 1024
    elif rest == "B":
        base = 1000
    else:
        return None
    if suf[0] == "k" and rest == "":
        base = 1024
    return n * base**power
