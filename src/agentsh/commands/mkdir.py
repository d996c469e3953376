"""``mkdir``, ``rmdir`` and ``mkfifo`` (GNU coreutils 9.1).

Owns directory creation (``-p`` parents, ``-m`` modes through the shared mode parser, ``-v``),
empty-directory removal (``-p`` ancestors, ``--ignore-fail-on-non-empty``) and FIFO creation.
"""

from __future__ import annotations

import errno
import posixpath

from agentsh.commands._fileutil import apply_mode, err, parse, parse_mode, qloc, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, usage_error, value
from agentsh.vfs import FSError

MKDIR = Spec(
    "mkdir",
    [
        value("m", "m", "mode"),
        flag("p", "p", "parents"),
        flag("v", "v", "verbose"),
        flag("Z", "Z"),
        value("context", "", "context"),
    ],
)

RMDIR = Spec(
    "rmdir",
    [
        flag("ignore", "", "ignore-fail-on-non-empty"),
        flag("p", "p", "parents"),
        flag("v", "v", "verbose"),
    ],
)

MKFIFO = Spec("mkfifo", [value("m", "m", "mode"), flag("Z", "Z"), value("context", "", "context")])


def _out(ctx: CommandContext, text: str) -> None:
    ctx.stdout.write(text.encode("utf-8", "surrogateescape"))


def main(ctx: CommandContext) -> int:
    """``mkdir [-p] [-m MODE] [-v] DIR...``."""
    ctx.name = ctx.name or "mkdir"
    p = parse(ctx, MKDIR)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, MKDIR, "missing operand")
    fs = ctx.fs
    mode_text = p.last("m")
    mode = 0o777 & ~fs.umask
    if mode_text is not None:
        changes = parse_mode(mode_text)
        if changes is None:
            err(ctx, f"invalid mode {qloc(mode_text)}")
            return 1
        mode = apply_mode(changes, 0o777, True, fs.umask)
    parents = p.has("p")
    verbose = p.has("v")
    status = 0
    for op in p.operands:
        path = ctx.abspath(op)
        try:
            if not op:
                raise FSError(errno.ENOENT, op)
            if parents:
                comps = [c for c in op.split("/") if c]
                prefix = "/" if op.startswith("/") else ""
                for comp in comps[:-1]:
                    prefix = posixpath.join(prefix, comp) if prefix else comp
                    full = ctx.abspath(prefix)
                    if fs.lexists(full) or comp in (".", ".."):
                        if not fs.is_dir(full):
                            raise FSError(errno.ENOTDIR, prefix)
                        continue
                    try:
                        fs.mkdir(full, 0o777)
                        fs.chmod(full, (0o777 & ~fs.umask) | 0o300)
                    except FSError as e:
                        raise FSError(e.errno, prefix) from None
                    if verbose:
                        _out(ctx, f"mkdir: created directory {quoteaf(prefix)}\n")
                if fs.is_dir(path):
                    continue
            fs.mkdir(path, 0o777)
            if mode_text is not None:
                fs.chmod(path, mode)
            if verbose:
                _out(ctx, f"mkdir: created directory {quoteaf(op)}\n")
        except FSError as e:
            where = e.path if e.path and e.path != path else op
            err(ctx, f"cannot create directory {qloc(where)}: {e.strerror}")
            status = 1
    return status


def rmdir_main(ctx: CommandContext) -> int:
    """``rmdir [-p] [-v] [--ignore-fail-on-non-empty] DIR...``."""
    ctx.name = ctx.name or "rmdir"
    p = parse(ctx, RMDIR)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, RMDIR, "missing operand")
    ignore = p.has("ignore")
    verbose = p.has("v")
    status = 0
    for op in p.operands:
        targets = [op]
        if p.has("p"):
            cur = op.rstrip("/") or op
            while True:
                parent = posixpath.dirname(cur.rstrip("/"))
                if not parent or parent in (cur, "/"):
                    break
                targets.append(parent)
                cur = parent
        for t in targets:
            if verbose:
                _out(ctx, f"rmdir: removing directory, {quoteaf(t)}\n")
            try:
                if not t:
                    raise FSError(errno.ENOENT, t)
                ctx.fs.rmdir(ctx.abspath(t) + ("/" if t.endswith("/") else ""))
            except FSError as e:
                if ignore and e.errno == errno.ENOTEMPTY:
                    break
                what = "directory " if t is not op else ""  # (-p's parents: GNU's words)
                why = e.strerror
                bare = ctx.abspath(t.rstrip("/") or "/")
                if (  # (NAME/ of a link to a directory: GNU says why more clearly)
                    e.errno == errno.ENOTDIR
                    and t.endswith("/")
                    and ctx.fs.is_symlink(bare)
                    and ctx.fs.is_dir(bare)
                ):
                    why = "Symbolic link not followed"
                err(ctx, f"failed to remove {what}{quoteaf(t)}: {why}")
                status = 1
                break
    return status


def mkfifo_main(ctx: CommandContext) -> int:
    """``mkfifo [-m MODE] NAME...``."""
    ctx.name = ctx.name or "mkfifo"
    p = parse(ctx, MKFIFO)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, MKFIFO, "missing operand")
    fs = ctx.fs
    mode_text = p.last("m")
    mode: int | None = None
    if mode_text is not None:
        changes = parse_mode(mode_text)
        if changes is None:
            err(ctx, f"invalid mode {qloc(mode_text)}")
            return 1
        mode = apply_mode(changes, 0o666, False, fs.umask)
    status = 0
    for op in p.operands:
        path = ctx.abspath(op)
        try:
            fs.mkfifo(path, 0o666)
            if mode is not None:
                fs.chmod(path, mode)
        except FSError as e:
            err(ctx, f"cannot create fifo {qloc(op)}: {e.strerror}")
            status = 1
    return status
