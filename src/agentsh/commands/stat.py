"""``stat`` (GNU coreutils 9.1): the default report, ``-t`` terse form, ``-c``/``--printf``.

Owns the ``%`` directives of file status (``%n %N %s %b %B %f %F %a %A %u %U %g %G %h %i %d
%D %o %t %T %x %X %y %Y %z %Z %w %W %m %C``). The VFS records no birth time: ``%w`` is ``-``
and ``%W`` is ``0``, and the default report prints `` Birth: -``. ``-f`` (file system status)
reports a fixed virtual tmpfs.
"""

from __future__ import annotations

import errno
import stat as _stat

from agentsh.commands._fileutil import (
    err,
    group_name,
    mode_string,
    parse,
    quoteaf,
    strftime_utc,
    user_name,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, usage_error, value
from agentsh.vfs import FSError, Stat

SPEC = Spec(
    "stat",
    [
        flag("L", "L", "dereference"),
        flag("f", "f", "file-system"),
        value("c", "c", "format"),
        value("printf", "", "printf"),
        flag("t", "t", "terse"),
        value("cached", "", "cached"),
    ],
)

DEFAULT = (
    "  File: %N\n"
    "  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\n"
    "Device: %Hd,%Ld\tInode: %-11i Links: %h\n"
    "Access: (%04a/%10.10A)  Uid: (%5u/%8U)   Gid: (%5g/%8G)\n"
    "Access: %x\nModify: %y\nChange: %z\n Birth: %w\n"
)
DEFAULT_DEV = DEFAULT.replace("Links: %h\n", "Links: %-5h Device type: %Hr,%Lr\n")
TERSE = "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o\n"


def _ftype(mode: int) -> str:
    if _stat.S_ISREG(mode):
        return "regular file"  # GNU says "regular empty file" for size 0 (handled by caller)
    if _stat.S_ISDIR(mode):
        return "directory"
    if _stat.S_ISLNK(mode):
        return "symbolic link"
    if _stat.S_ISCHR(mode):
        return "character special file"
    if _stat.S_ISBLK(mode):
        return "block special file"
    if _stat.S_ISFIFO(mode):
        return "fifo"
    if _stat.S_ISSOCK(mode):
        return "socket"
    return "weird file"


def _ts(t: float) -> str:
    return strftime_utc("%Y-%m-%d %H:%M:%S.%N +0000", t)


def _unescape(fmt: str) -> list[tuple[str, str]]:
    """--printf's backslash escapes, as pieces of text each followed by the warning GNU
    gives there ("" for none; an unknown escape is its character, a final backslash
    itself)."""
    parts: list[tuple[str, str]] = []
    out: list[str] = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c == "\\" and i + 1 == len(fmt):
            parts.append(("".join(out), "warning: backslash at end of format"))
            out = ["\\"]
            i += 1
            continue
        if c == "\\" and i + 1 < len(fmt):
            d = fmt[i + 1]
            i += 2
            if d in "01234567":
                j = i - 1
                k = j
                while k < len(fmt) and k < j + 3 and fmt[k] in "01234567":
                    k += 1
                out.append(chr(int(fmt[j:k], 8)))
                i = k
            elif d == "x" and fmt[i : i + 1] in _HEX:
                k = i
                while k < len(fmt) and k < i + 2 and fmt[k] in _HEX:
                    k += 1
                out.append(chr(int(fmt[i:k], 16)))
                i = k
            elif d not in _ESCAPES:
                out.append(d)
                parts.append(("".join(out[:-1]), f"warning: unrecognized escape '\\{d}'"))
                out = [d]
            else:
                out.append(
                    {
                        "n": "\n",
                        "t": "\t",
                        "\\": "\\",
                        "a": "\a",
                        "b": "\b",
                        "f": "\f",
                        "r": "\r",
                        "v": "\v",
                        "e": "\x1b",
                        '"': '"',
                    }[d]
                )
            continue
        out.append(c)
        i += 1
    parts.append(("".join(out), ""))
    return parts


_HEX = frozenset("0123456789abcdefABCDEF")
_ESCAPES = frozenset('nt\\abfrve"')


def render(ctx: CommandContext, fmt: str, name: str, path: str, st: Stat, default: bool) -> str:
    out: list[str] = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%":
            out.append(c)
            i += 1
            continue
        j = i + 1
        while j < n and fmt[j] in "-+ #0'":
            j += 1
        while j < n and fmt[j].isdigit():
            j += 1
        if j < n and fmt[j] == ".":
            j += 1
            while j < n and fmt[j].isdigit():
                j += 1
        spec = fmt[i + 1 : j]
        if j >= n:
            out.append(fmt[i:])
            break
        d = fmt[j]
        i = j + 1
        if d in "HL" and i < n and fmt[i] in "dr":
            d = d + fmt[i]
            i += 1
        if d == "%":
            out.append("%")
            continue
        val = _directive(ctx, d, name, path, st, default)
        if val is None:
            out.append("?")
            continue
        if d in "XYZ" and "." in spec:  # (a precision shows that many fraction digits)
            t = {"X": st.st_atime, "Y": st.st_mtime, "Z": st.st_ctime}[d]
            val = _epoch(t, spec.partition(".")[2])
            spec = spec.partition(".")[0]
        out.append(_apply_spec(spec, val, d))
    return "".join(out)


_NUMERIC = set("sbBfuUghidDoXYZWtTm") | {"Hd", "Ld", "Hr", "Lr"}


def _epoch(t: float, prec_s: str) -> str:
    """Seconds since the epoch with ``prec_s`` fraction digits (none given: 9)."""
    secs = int(t // 1)
    frac = f"{int(round((t - secs) * 1_000_000)) * 1000:09d}"
    prec = int(prec_s) if prec_s else 9
    if prec == 0:
        return str(secs)
    return f"{secs}.{frac[:prec].ljust(prec, '0')}"


#: directives printed as signed numbers (a '+' or ' ' flag signs them)
_SIGNED = set("sXYZW")


def _apply_spec(spec: str, val: str, d: str) -> str:
    if not spec:
        return val
    flags = ""
    k = 0
    while k < len(spec) and spec[k] in "-+ #0'":
        flags += spec[k]
        k += 1
    rest = spec[k:]
    width_s, _, prec_s = rest.partition(".")
    width = int(width_s) if width_s else 0
    if prec_s and d not in ("a",) and d not in _NUMERIC:
        val = val[: int(prec_s)]
    elif prec_s and (d == "a" or d in _NUMERIC) and val.isdigit():  # (minimum digits)
        val = val.rjust(int(prec_s), "0")
    if d in _SIGNED and val[:1] != "-" and ("+" in flags or " " in flags):
        val = ("+" if "+" in flags else " ") + val
        if "0" in flags and "-" not in flags:
            return val[0] + val[1:].rjust(width - 1, "0")
    if "#" in flags and d in "aftT" and val != "0":  # (printf's %#o and %#x)
        val = val if d != "a" else val if val.startswith("0") else "0" + val
        val = val if d == "a" else "0x" + val
    if "-" in flags:
        return val.ljust(width)
    if "0" in flags and (d in _NUMERIC or d == "a"):
        return val.rjust(width, "0")
    return val.rjust(width)


def _directive(
    ctx: CommandContext, d: str, name: str, path: str, st: Stat, default: bool
) -> str | None:
    fs = ctx.fs
    mode = st.st_mode
    if d == "n":
        return name
    if d == "N":
        if _stat.S_ISLNK(mode):
            target = fs.readlink(path)
            if default:
                return f"{name} -> {target}"
            return f"{quoteaf(name)} -> {quoteaf(target)}"
        return name if default else quoteaf(name)
    if d == "s":
        return str(st.st_size)
    if d == "b":
        return str(st.st_blocks)
    if d == "B":
        return "512"
    if d == "o":
        return str(st.st_blksize)
    if d == "f":
        return f"{mode:x}"
    if d == "F":
        if _stat.S_ISREG(mode) and st.st_size == 0:
            return "regular empty file"
        return _ftype(mode)
    if d == "a":
        return f"{mode & 0o7777:o}"
    if d == "A":
        return mode_string(mode)
    if d == "u":
        return str(st.st_uid)
    if d == "U":
        return user_name(ctx, st.st_uid) or "UNKNOWN"
    if d == "g":
        return str(st.st_gid)
    if d == "G":
        return group_name(ctx, st.st_gid) or "UNKNOWN"
    if d == "h":
        return str(st.st_nlink)
    if d == "i":
        return str(st.st_ino)
    if d == "d":
        return str(st.st_dev)
    if d == "D":
        return f"{st.st_dev:x}"
    if d == "Hd":
        return str((st.st_dev >> 8) & 0xFFF)
    if d == "Ld":
        return str((st.st_dev & 0xFF) | ((st.st_dev >> 12) & 0xFFF00))
    if d in ("Hr", "t"):
        v = (st.st_rdev >> 8) & 0xFFF
        return str(v) if d == "Hr" else f"{v:x}"
    if d in ("Lr", "T"):
        v = (st.st_rdev & 0xFF) | ((st.st_rdev >> 12) & 0xFFF00)
        return str(v) if d == "Lr" else f"{v:x}"
    if d == "x":
        return _ts(st.st_atime)
    if d == "y":
        return _ts(st.st_mtime)
    if d == "z":
        return _ts(st.st_ctime)
    if d == "w":
        return "-"
    if d == "X":
        return str(int(st.st_atime // 1))
    if d == "Y":
        return str(int(st.st_mtime // 1))
    if d == "Z":
        return str(int(st.st_ctime // 1))
    if d == "W":
        return "0"
    if d == "m":
        return "/"
    if d == "C":
        return "?"
    return None


def main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "stat"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, SPEC, "missing operand")
    fmt: list[tuple[str, str]] | None = None
    newline = True
    for key, val in p.opts:
        if key == "c":
            fmt, newline = [(val or "", "")], True
        elif key == "printf":
            fmt, newline = _unescape(val or ""), False
    terse = p.has("t")
    follow = p.has("L")
    status = 0
    fs = ctx.fs
    for op in p.operands:
        path = ctx.abspath(op)
        if p.has("f"):
            text = (
                f'  File: "{op}"\n    ID: 0        Namelen: 255     Type: tmpfs\n'
                "Block size: 4096       Fundamental block size: 4096\n"
                "Blocks: Total: 262144     Free: 262144     Available: 262144\n"
                "Inodes: Total: 1048576    Free: 1048576\n"
            )
            ctx.stdout.write(text.encode("utf-8", "surrogateescape"))
            continue
        try:
            if not op:  # (no file has the empty name: abspath would make it the cwd)
                raise FSError(errno.ENOENT, op)
            st = fs.stat(path, follow_symlinks=follow)
        except FSError as e:
            err(ctx, f"cannot statx {quoteaf(op)}: {e.strerror}")
            status = 1
            continue
        if fmt is not None:
            for piece, warning in fmt:  # (GNU's error() flushes stdout first)
                ctx.stdout.write(
                    render(ctx, piece, op, path, st, False).encode("utf-8", "surrogateescape")
                )
                if warning:
                    err(ctx, warning)
            text = "\n" if newline else ""
        elif terse:
            text = render(ctx, TERSE, op, path, st, False)
        else:
            dev = _stat.S_ISCHR(st.st_mode) or _stat.S_ISBLK(st.st_mode)
            text = render(ctx, DEFAULT_DEV if dev else DEFAULT, op, path, st, True)
        ctx.stdout.write(text.encode("utf-8", "surrogateescape"))
    return status
