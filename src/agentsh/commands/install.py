"""``install`` (GNU coreutils 9.1): copy files and set attributes, or create directories.

Owns the three forms (``SRC DEST``, ``SRC... DIR``/``-t DIR``, ``-d DIR...``), ``-D``
(leading directories), modes (``-m``, default 0755; symbolic modes apply to 0 without the
umask, as GNU does), ``-o``/``-g`` through the VFS's chown (so only changes the current user
may make succeed), ``-C`` (skip identical files), ``-p`` (keep times), ``-v`` messages.
``-s`` (strip) is accepted and ignored (there are no real binaries to strip).
"""

from __future__ import annotations

import posixpath

from agentsh.commands._fileutil import (
    apply_mode,
    err,
    group_id,
    operand_path,
    parse,
    parse_mode,
    qloc,
    quoteaf,
    user_id,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.cp import backup_opts, make_backup  # (shared with cp, mv and ln)
from agentsh.commands.options import Spec, flag, optional, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "install",
    [
        optional("backup", "", "backup"),
        flag("b", "b"),
        flag("C", "C", "compare"),
        flag("c", "c"),
        flag("d", "d", "directory"),
        flag("D", "D"),
        value("g", "g", "group"),
        value("m", "m", "mode"),
        value("o", "o", "owner"),
        flag("p", "p", "preserve-timestamps"),
        flag("s", "s", "strip"),
        value("strip_program", "", "strip-program"),
        value("S", "S", "suffix"),
        value("t", "t", "target-directory"),
        flag("T", "T", "no-target-directory"),
        flag("v", "v", "verbose"),
        flag("pc", "", "preserve-context"),
        flag("Z", "Z"),
        optional("context", "", "context"),
    ],
)


class _Install:
    def __init__(self, ctx: CommandContext, mode: int, uid: int, gid: int) -> None:
        self.ctx = ctx
        self.mode = mode
        self.uid = uid
        self.gid = gid
        self.verbose = False
        self.compare = False
        self.preserve = False
        self.backup: tuple[str, str] = ("none", "~")  #: -b/--backup/-S, as cp's

    def say(self, text: str) -> None:
        self.ctx.stdout.write((text + "\n").encode("utf-8", "surrogateescape"))

    def mkdirs(self, name: str, final_mode: int | None) -> bool:
        """``mkdir -p`` with verbose messages; the last component gets ``final_mode``."""
        fs = self.ctx.fs
        comps = [c for c in name.split("/") if c]
        prefix = "/" if name.startswith("/") else ""
        for i, comp in enumerate(comps):
            prefix = posixpath.join(prefix, comp) if prefix else comp
            full = self.ctx.abspath(prefix)
            if fs.is_dir(full):
                if i == len(comps) - 1 and final_mode is not None:
                    self._attrs(prefix, full, final_mode)
                continue
            try:
                fs.mkdir(full, 0o777)
            except FSError as e:
                err(self.ctx, f"cannot create directory {qloc(prefix)}: {e.strerror}")
                return False
            if self.verbose:
                self.say(f"install: creating directory {quoteaf(prefix)}")
            if i == len(comps) - 1 and final_mode is not None:
                if not self._attrs(prefix, full, final_mode):
                    return False
        return True

    def _attrs(self, name: str, full: str, mode: int) -> bool:
        fs = self.ctx.fs
        try:
            if self.uid != -1 or self.gid != -1:
                fs.chown(full, self.uid, self.gid)
        except FSError as e:
            err(self.ctx, f"cannot change ownership of {quoteaf(name)}: {e.strerror}")
            return False
        try:
            fs.chmod(full, mode)
        except FSError as e:
            err(self.ctx, f"cannot change permissions of {quoteaf(name)}: {e.strerror}")
            return False
        return True

    def copy(self, src: str, dst: str) -> bool:
        ctx = self.ctx
        fs = ctx.fs
        spath, dpath = ctx.abspath(src), ctx.abspath(dst)
        try:
            st = fs.stat(operand_path(ctx, src))
        except FSError as e:
            err(ctx, f"cannot stat {quoteaf(src)}: {e.strerror}")
            return False
        if st.kind == "dir":
            err(ctx, f"omitting directory {quoteaf(src)}")
            return False
        if not dst:  # (no file has the empty name: abspath would make it the cwd)
            err(ctx, "cannot create regular file '': No such file or directory")
            return False
        try:
            dst_st = fs.stat(dpath)
        except FSError:
            dst_st = None
        if dst_st is not None and dst_st.st_ino == st.st_ino:
            err(ctx, f"{quoteaf(src)} and {quoteaf(dst)} are the same file")
            return False
        if dst_st is not None and dst_st.kind == "dir":
            err(ctx, f"cannot overwrite directory {quoteaf(dst)} with non-directory")
            return False
        try:
            data = ctx.read_bytes(spath)
        except FSError as e:
            err(ctx, f"cannot open {quoteaf(src)} for reading: {e.strerror}")
            return False
        if (
            self.compare
            and dst_st is not None
            and dst_st.kind == "file"
            and (dst_st.st_mode & 0o7777) == self.mode
            and fs.read_bytes(dpath) == data
            and (self.uid == -1 or dst_st.st_uid == self.uid)
            and (self.gid == -1 or dst_st.st_gid == self.gid)
        ):
            return True
        note = ""  # (the backup made, for -v)
        try:
            if fs.lexists(dpath) and self.backup[0] != "none":
                note = f" (backup: {quoteaf(make_backup(ctx, dst, dpath, self.backup))})"
            elif fs.lexists(dpath):
                fs.remove(dpath)
                if self.verbose:
                    self.say(f"removed {quoteaf(dst)}")
            fs.write_bytes(dpath, data, mode=0o600)
        except FSError as e:
            err(ctx, f"cannot create regular file {quoteaf(dst)}: {e.strerror}")
            return False
        if self.preserve:
            fs.utime(dpath, st.st_atime, st.st_mtime)
        if not self._attrs(dst, dpath, self.mode):
            return False
        if self.verbose:
            self.say(f"{quoteaf(src)} -> {quoteaf(dst)}{note}")
        return True


def main(ctx: CommandContext) -> int:
    """``install [OPTION]... SOURCE... DEST`` / ``install -d DIRECTORY...``."""
    ctx.name = ctx.name or "install"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    fs = ctx.fs
    mode = 0o755
    mode_text = p.last("m")
    if mode_text is not None:
        changes = parse_mode(mode_text)
        if changes is None:
            err(ctx, f"invalid mode {qloc(mode_text)}")
            return 1
        mode = apply_mode(changes, 0, False, 0)
    uid = gid = -1
    owner = p.last("o")
    if owner is not None:
        found = user_id(ctx, owner)
        if found is not None:
            uid = found[0]
        elif owner.isdigit():
            uid = int(owner)
        else:
            err(ctx, f"invalid user {qloc(owner)}")
            return 1
    group = p.last("g")
    if group is not None:
        g = group_id(ctx, group)
        if g is not None:
            gid = g
        elif group.isdigit():
            gid = int(group)
        else:
            err(ctx, f"invalid group {qloc(group)}")
            return 1
    backup = backup_opts(ctx, p, "install")
    if isinstance(backup, int):
        return backup
    inst = _Install(ctx, mode, uid, gid)
    inst.backup = backup
    inst.verbose = p.has("v")
    inst.compare = p.has("C")
    inst.preserve = p.has("p")
    ops = p.operands
    status = 0
    if p.has("d"):
        if not ops:
            return usage_error(ctx, SPEC, "missing file operand")
        for op in ops:
            if not op:  # (no file has the empty name: abspath would make it the cwd)
                err(ctx, f"cannot create directory {qloc(op)}: No such file or directory")
                status = 1
                continue
            if fs.lexists(ctx.abspath(op)) and not fs.is_dir(ctx.abspath(op)):
                err(ctx, f"cannot create directory {qloc(op)}: File exists")
                status = 1
                continue
            if not inst.mkdirs(op, mode):
                status = 1
        return status
    target = p.last("t")
    if not ops:
        return usage_error(ctx, SPEC, "missing file operand")
    if target is None and len(ops) == 1:
        return usage_error(ctx, SPEC, f"missing destination file operand after {quoteaf(ops[0])}")
    if target is not None and p.has("T"):
        err(ctx, "cannot combine --target-directory (-t) and --no-target-directory (-T)")
        return usage_error(ctx, SPEC, None)
    if p.has("T") and len(ops) > 2:
        return usage_error(ctx, SPEC, f"extra operand {quoteaf(ops[2])}")
    if target is None and not p.has("T"):
        last = ops[-1]
        if len(ops) > 2 or (last and fs.is_dir(ctx.abspath(last))):
            target = last
            ops = ops[:-1]
    if target is None:
        src, dst = ops
        if p.has("D"):
            parent = posixpath.dirname(dst)
            if parent and not inst.mkdirs(parent, None):
                return 1
        return 0 if inst.copy(src, dst) else 1
    if p.has("D") and not inst.mkdirs(target, None):
        return 1
    tpath = ctx.abspath(target)
    if not target or not fs.is_dir(tpath):
        try:
            fs.stat(operand_path(ctx, target))
            msg = "Not a directory"
        except FSError as e:
            msg = e.strerror
        if p.last("t") is not None:
            err(ctx, f"failed to access {quoteaf(target)}: {msg}")
        else:
            err(ctx, f"target {quoteaf(target)}: {msg}")
        return 1
    for src in ops:
        ctx.check()
        base = posixpath.basename(src.rstrip("/")) or src
        dst = target.rstrip("/") + "/" + base if target != "/" else "/" + base
        if not inst.copy(src, dst):
            status = 1
    return status
