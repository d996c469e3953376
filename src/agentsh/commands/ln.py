"""``ln`` and ``link`` (GNU coreutils 9.1): hard and symbolic links.

Owns ``ln [-s] [-f] [-n] [-r] [-T] [-t DIR] [-v]`` in its three forms (one operand: link in
the current directory; ``TARGET LINK``; ``TARGET... DIR``) and the two-operand ``link``.
"""

from __future__ import annotations

import errno
import posixpath
import stat as _stat

from agentsh.commands._fileutil import ask, err, operand_path, parse, qloc, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.cp import backup_opts, make_backup  # (shared with cp and mv)
from agentsh.commands.options import Spec, flag, optional, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "ln",
    [
        optional("backup", "", "backup"),
        flag("b", "b"),
        flag("d", "d", "directory"),
        flag("d", "F"),
        flag("f", "f", "force"),
        flag("i", "i", "interactive"),
        flag("L", "L", "logical"),
        flag("n", "n", "no-dereference"),
        flag("P", "P", "physical"),
        flag("r", "r", "relative"),
        flag("s", "s", "symbolic"),
        value("S", "S", "suffix"),
        value("t", "t", "target-directory"),
        flag("T", "T", "no-target-directory"),
        flag("v", "v", "verbose"),
    ],
)

LINK = Spec("link", [])


def _relative(ctx: CommandContext, target: str, link: str) -> str:
    fs = ctx.fs
    t = fs.realpath(ctx.abspath(target), strict=False)
    ldir = fs.realpath(posixpath.dirname(ctx.abspath(link)) or "/", strict=False)
    return posixpath.relpath(t, ldir)


def _failed(symbolic: bool, errnum: int, link: str, target: str) -> str:
    """GNU ln's words for a link it could not make (the target named or not, by errno)."""
    if symbolic:
        if target:
            return f"failed to create symbolic link {quoteaf(link)}"
        return f"failed to create symbolic link {quoteaf(link)} -> {quoteaf(target)}"
    if errnum in (errno.EEXIST, errno.EDQUOT, errno.ENOSPC, errno.EROFS):
        return f"failed to create hard link {quoteaf(link)}"
    return f"failed to create hard link {quoteaf(link)} => {quoteaf(target)}"


def main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "ln"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    fs = ctx.fs
    symbolic = p.has("s")
    backup = backup_opts(ctx, p, "ln")
    if isinstance(backup, int):
        return backup
    force = interactive = False  # (-f and -i: the last one given wins)
    for key, _val in p.opts:
        if key in ("f", "i"):
            force, interactive = key == "f", key == "i"
    no_deref = p.has("n")
    verbose = p.has("v")
    ops = p.operands
    tdir = p.last("t")
    if tdir is not None:  # (checked as the option is read: before the operands)
        try:
            if not _stat.S_ISDIR(fs.stat(operand_path(ctx, tdir)).st_mode):
                err(ctx, f"target {quoteaf(tdir)} is not a directory")
                return 1
        except FSError as e:
            err(ctx, f"failed to access {quoteaf(tdir)}: {e.strerror}")
            return 1
    if not ops:
        return usage_error(ctx, SPEC, "missing file operand")
    if p.has("r") and not symbolic:
        err(ctx, "cannot do --relative without --symbolic")
        return 1
    pairs: list[tuple[str, str]] = []

    def is_dir(name: str) -> bool:
        if not name:
            return False
        path = ctx.abspath(name)
        if no_deref and fs.is_symlink(path):
            return False
        return fs.is_dir(path)

    if tdir is not None:
        pairs = [(o, posixpath.join(tdir, posixpath.basename(o.rstrip("/")))) for o in ops]
    elif p.has("T"):
        if len(ops) < 2:
            return usage_error(
                ctx, SPEC, f"missing destination file operand after {quoteaf(ops[0])}"
            )
        if len(ops) > 2:
            return usage_error(ctx, SPEC, f"extra operand {qloc(ops[2])}")
        pairs = [(ops[0], ops[1])]
    elif len(ops) == 1:
        pairs = [(ops[0], posixpath.basename(ops[0].rstrip("/")) or ops[0])]
    elif len(ops) == 2 and not is_dir(ops[1]):
        pairs = [(ops[0], ops[1])]
    else:
        dest = ops[-1]
        if not is_dir(dest):
            err(
                ctx,
                f"target {quoteaf(dest)}: No such file or directory"
                if not dest or not fs.lexists(ctx.abspath(dest))
                else f"target {quoteaf(dest)}: Not a directory",
            )
            return 1
        pairs = [(o, posixpath.join(dest, posixpath.basename(o.rstrip("/")))) for o in ops[:-1]]
        if len(ops) == 1:
            pairs = [(ops[0], "./" + posixpath.basename(ops[0]))]
    if len(ops) == 1 and tdir is None:
        pairs = [(ops[0], posixpath.basename(ops[0].rstrip("/")) or ops[0])]
        if (
            fs.lexists(ctx.abspath(pairs[0][1]))
            and not force
            and not interactive
            and backup[0] == "none"
        ):
            name = "./" + pairs[0][1]
            kind = "symbolic link" if symbolic else "hard link"
            err(ctx, f"failed to create {kind} {quoteaf(name)}: File exists")
            return 1
    status = 0
    for target, link in pairs:
        note = ""
        lpath = ctx.abspath(link)
        shown = "./" + link if len(ops) == 1 and tdir is None else link
        try:
            if not link:  # (no file has the empty name: abspath would make it the cwd)
                raise FSError(errno.ENOENT, link)
            if symbolic:
                content = _relative(ctx, target, link) if p.has("r") else target
            else:
                content = target
                try:
                    tst = fs.stat(operand_path(ctx, target), follow_symlinks=p.has("L"))
                except FSError as e:
                    err(ctx, f"failed to access {quoteaf(target)}: {e.strerror}")
                    status = 1
                    continue
                if tst.kind == "dir":
                    err(ctx, f"{target}: hard link not allowed for directory")
                    status = 1
                    continue
            if fs.lexists(lpath):
                if not force and not interactive and backup[0] == "none":
                    raise FSError(17, lpath)
                lst = fs.stat(lpath, follow_symlinks=False)
                sst = None
                try:
                    sst = fs.stat(ctx.abspath(target))
                except FSError:
                    pass
                same = not symbolic and sst is not None and sst.st_ino == lst.st_ino
                # (GNU: one entry, or the very same name; another hard link is replaced)
                same = same and (
                    lst.st_nlink == 1
                    or posixpath.normpath(ctx.abspath(target)) == posixpath.normpath(lpath)
                )
                # (-i asks instead: GNU checks this only for -f and -b)
                if (force or backup[0] != "none") and same:
                    err(ctx, f"{quoteaf(target)} and {quoteaf(link)} are the same file")
                    status = 1
                    continue
                if lst.kind == "dir":
                    err(ctx, f"{quoteaf(link)}: cannot overwrite directory")
                    status = 1
                    continue
                if interactive and not ask(ctx, f"replace {quoteaf(shown)}?"):
                    continue
                if backup[0] != "none":
                    note = f"{quoteaf(make_backup(ctx, shown, lpath, backup))} ~ "
                else:
                    fs.remove(lpath)
            if symbolic:
                fs.symlink(content, lpath)
            elif p.has("L"):
                fs.link(fs.realpath(ctx.abspath(target)), lpath)
            else:
                fs.link(ctx.abspath(target), lpath)
        except FSError as e:
            err(ctx, f"{_failed(symbolic, e.errno, link, target)}: {e.strerror}")
            status = 1
            continue
        if verbose:
            arrow = "->" if symbolic else "=>"
            ctx.stdout.write(
                f"{note}{quoteaf(shown)} {arrow} {quoteaf(target)}\n".encode(
                    "utf-8", "surrogateescape"
                )
            )
    return status


def link_main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "link"
    p = parse(ctx, LINK)
    if isinstance(p, int):
        return p
    ops = p.operands
    if not ops:
        return usage_error(ctx, LINK, "missing operand")
    if len(ops) == 1:
        return usage_error(ctx, LINK, f"missing operand after {qloc(ops[0])}")
    if len(ops) > 2:
        return usage_error(ctx, LINK, f"extra operand {qloc(ops[2])}")
    try:
        ctx.fs.link(ctx.abspath(ops[0]), ctx.abspath(ops[1]))
    except FSError as e:
        err(ctx, f"cannot create link {quoteaf(ops[1])} to {quoteaf(ops[0])}: {e.strerror}")
        return 1
    return 0
