"""``touch``: change file timestamps, creating missing files (GNU coreutils 9.1).

Owns ``-a -m -c -d DATE -t STAMP -r REF -h --time=WORD``. Dates are parsed in UTC by
:func:`agentsh.commands._fileutil.parse_date` (a subset of GNU ``parse_datetime``).
"""

from __future__ import annotations

import errno

from agentsh.commands._common import argmatch
from agentsh.commands._fileutil import (
    err,
    now,
    parse,
    parse_date,
    parse_touch_stamp,
    qloc,
    quoteaf,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, usage_error, value
from agentsh.vfs import W_OK, FSError

#: --time's words, each the time it changes (a: access, m: modification), in GNU's order
_TIME_WORDS = {"atime": "a", "access": "a", "use": "a", "mtime": "m", "modify": "m"}

SPEC = Spec(
    "touch",
    [
        flag("a", "a"),
        flag("c", "c", "no-create"),
        value("d", "d", "date"),
        flag("f", "f"),
        flag("h", "h", "no-dereference"),
        flag("m", "m"),
        value("r", "r", "reference"),
        value("t", "t"),
        value("time", "", "time"),
    ],
)


def main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "touch"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    fs = ctx.fs
    change_a = change_m = False
    for key, val in p.opts:
        if key == "a":
            change_a = True
        elif key == "m":
            change_m = True
        elif key == "time":
            which = argmatch(ctx, "--time", val or "", _TIME_WORDS, SPEC)
            if which is None:
                return 1
            change_a, change_m = change_a or which == "a", change_m or which == "m"
    if not change_a and not change_m:
        change_a = change_m = True
    if not p.operands:
        return usage_error(ctx, SPEC, "missing file operand")
    atime: float | None = None
    mtime: float | None = None
    ref = p.last("r")
    date = p.last("d")
    stamp = p.last("t")
    if stamp is not None and (date is not None or ref is not None):
        err(ctx, "cannot specify times from more than one source")
        ctx.stderr.write(b"Try 'touch --help' for more information.\n")
        return 1
    current = now(ctx)
    if ref is not None:
        try:
            st = fs.stat(ctx.abspath(ref))
        except FSError as e:
            err(ctx, f"failed to get attributes of {quoteaf(ref)}: {e.strerror}")
            return 1
        ref_a, ref_m = st.st_atime, st.st_mtime
        atime, mtime = ref_a, ref_m
        if date is not None:
            t = parse_date(date, ref_m)
            if t is None:
                err(ctx, f"invalid date format {qloc(date)}")
                return 1
            atime = parse_date(date, ref_a) or t
            mtime = t
    elif date is not None:
        t = parse_date(date, current)
        if t is None:
            err(ctx, f"invalid date format {qloc(date)}")
            return 1
        atime = mtime = t
    elif stamp is not None:
        t = parse_touch_stamp(stamp, current)
        if t is None:
            err(ctx, f"invalid date format {qloc(stamp)}")
            return 1
        atime = mtime = t
    status = 0
    no_create = p.has("c")
    no_deref = p.has("h")
    for op in p.operands:
        if op == "-":
            continue
        path = ctx.abspath(op)
        try:
            if not op:  # (no file has the empty name: abspath would make it the cwd)
                if no_create:
                    continue
                raise FSError(errno.ENOENT, op)
            exists = fs.lexists(path) if no_deref else fs.exists(path)
            if not exists:
                if no_create:
                    continue
                if no_deref:  # (lutimes creates nothing: GNU reports the missing file)
                    err(ctx, f"setting times of {quoteaf(op)}: No such file or directory")
                    status = 1
                    continue
                fs.write_bytes(path, b"", append=True)
                if atime is None and change_a and change_m:
                    continue
            follow = not no_deref  # (-h: a symlink's own times, as lutimes sets them)
            st = fs.stat(path, follow_symlinks=follow)
            t_now = current if atime is None else None
            new_a = (atime if atime is not None else t_now) if change_a else st.st_atime
            new_m = (mtime if mtime is not None else t_now) if change_m else st.st_mtime
            if atime is None and change_a and change_m:
                fs.utime(path, None, None, follow_symlinks=follow)
            else:
                fs.utime(path, new_a, new_m, follow_symlinks=follow)
        except FSError as e:
            if e.errno in (errno.EPERM, errno.EACCES) and fs.access(path, W_OK):
                err(ctx, f"setting times of {quoteaf(op)}: {e.strerror}")
            else:
                err(ctx, f"cannot touch {quoteaf(op)}: {e.strerror}")
            status = 1
    return status
