"""``cp`` and ``mv`` (GNU coreutils 9.1).

Owns copying (files, symlinks, FIFOs, whole trees with ``-r``/``-a``, ``--parents``, ``-t``/
``-T``, ``-n``/``-u``/``-f``, ``-p``/``--preserve``, ``-L``/``-P``/``-d``/``-H``, ``-l``/``-s``)
and moving (rename, or onto/into directories with ``-n -u -f -v -t -T``). Directory entries
are processed in sorted name order (the VFS has no on-disk order to mimic). ``-i`` never
prompts (no terminal): it behaves like ``-n`` would not; it is simply accepted.
"""

from __future__ import annotations

import errno
import posixpath
import re
import stat as _stat

from agentsh.commands._common import argmatch
from agentsh.commands._fileutil import ask, err, operand_path, parse, quoteaf, shell_needs_quotes
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Parsed, Spec, flag, optional, usage_error, value
from agentsh.vfs import FSError, Stat

CP = Spec(
    "cp",
    [
        flag("a", "a", "archive"),
        flag("attributes-only", "", "attributes-only"),
        optional("backup", "", "backup"),
        flag("b", "b"),
        flag("d", "d"),
        flag("f", "f", "force"),
        flag("i", "i", "interactive"),
        flag("H", "H"),
        flag("l", "l", "link"),
        flag("L", "L", "dereference"),
        flag("n", "n", "no-clobber"),
        flag("P", "P", "no-dereference"),
        flag("p", "p"),
        optional("preserve", "", "preserve"),
        value("no-preserve", "", "no-preserve"),
        flag("parents", "", "parents"),
        flag("r", "r", "recursive"),
        flag("r", "R"),
        optional("reflink", "", "reflink"),
        flag("remove-destination", "", "remove-destination"),
        value("sparse", "", "sparse"),
        flag("strip-trailing-slashes", "", "strip-trailing-slashes"),
        flag("s", "s", "symbolic-link"),
        value("S", "S", "suffix"),
        value("t", "t", "target-directory"),
        flag("T", "T", "no-target-directory"),
        flag("u", "u", "update"),  # (no =WHEN before coreutils 9.3)
        flag("v", "v", "verbose"),
        flag("x", "x", "one-file-system"),
        flag("Z", "Z"),
        optional("context", "", "context"),
        flag("copy-contents", "", "copy-contents"),
        flag("debug", "", "debug"),
    ],
)

MV = Spec(
    "mv",
    [
        optional("backup", "", "backup"),
        flag("b", "b"),
        flag("f", "f", "force"),
        flag("i", "i", "interactive"),
        flag("n", "n", "no-clobber"),
        flag("strip-trailing-slashes", "", "strip-trailing-slashes"),
        value("S", "S", "suffix"),
        value("t", "t", "target-directory"),
        flag("T", "T", "no-target-directory"),
        flag("u", "u", "update"),  # (no =WHEN before coreutils 9.3)
        flag("v", "v", "verbose"),
        flag("Z", "Z", "context"),
        flag("debug", "", "debug"),
    ],
)


def _join(a: str, b: str) -> str:
    return a + b if a.endswith("/") else a + "/" + b


#: the backup control words (``--backup=``, $VERSION_CONTROL) and the naming each means
BACKUP_TYPES = {
    "none": "none",
    "off": "none",
    "simple": "simple",
    "never": "simple",
    "existing": "existing",
    "nil": "existing",
    "numbered": "numbered",
    "t": "numbered",
}


def backup_opts(ctx: CommandContext, p: Parsed, prog: str) -> tuple[str, str] | int:
    """-b, --backup[=CONTROL] and -S SUFFIX (which implies backups) as GNU: the control
    word, else $VERSION_CONTROL, else "existing"; the suffix, else $SIMPLE_BACKUP_SUFFIX, "~"."""
    make = False
    control: str | None = None
    suffix = ctx.env.get("SIMPLE_BACKUP_SUFFIX") or "~"
    for key, val in p.opts:
        if key in ("b", "backup"):
            make = True
            if key == "backup" and val:  # (GNU: an empty word is no word)
                control = val
        elif key == "S":
            make, suffix = True, val or ""
    if not make:
        return ("none", suffix)
    what = "backup type"
    if control is None:
        control = ctx.env.get("VERSION_CONTROL") or "existing"
        what = "$VERSION_CONTROL"
    kind = argmatch(ctx, what, control, BACKUP_TYPES)
    if kind is None:
        ctx.stderr.write(f"Try '{prog} --help' for more information.\n".encode())
        return 1
    return (kind, suffix)


def make_backup(ctx: CommandContext, dst: str, dpath: str, backup: tuple[str, str]) -> str:
    """Rename ``dpath`` to its backup name; that name as ``dst`` is shown."""
    mode, suffix = backup
    fs = ctx.fs
    parent, base = dpath.rsplit("/", 1)
    name = dpath + suffix
    if mode in ("numbered", "existing"):
        rx = re.compile(re.escape(base) + r"\.~([1-9][0-9]*)~")
        nums = [int(m.group(1)) for n in fs.listdir(parent or "/") if (m := rx.fullmatch(n))]
        if mode == "numbered" or nums:
            name = f"{dpath}.~{max(nums, default=0) + 1}~"
    fs.rename(dpath, name)
    return dst + name[len(dpath) :]


def _say(ctx: CommandContext, text: str) -> None:
    ctx.stdout.write(text.encode("utf-8", "surrogateescape") + b"\n")


def _targets(
    ctx: CommandContext, spec: Spec, operands: list[str], target_dir: str | None, no_target: bool
) -> list[tuple[str, str]] | int:
    """(source, destination) pairs, or an exit status after a usage error."""
    fs = ctx.fs
    if target_dir is not None:
        if no_target:
            err(ctx, "cannot combine --target-directory (-t) and --no-target-directory (-T)")
            return 1
        if not operands:
            return usage_error(ctx, spec, "missing file operand")
        if not target_dir or not fs.is_dir(ctx.abspath(target_dir)):
            if target_dir and fs.lexists(ctx.abspath(target_dir)):
                err(ctx, f"target directory {quoteaf(target_dir)}: Not a directory")
            else:
                err(ctx, f"target directory {quoteaf(target_dir)}: No such file or directory")
            return 1
        return [(s, _join(target_dir, _base(s))) for s in operands]
    if not operands:
        return usage_error(ctx, spec, "missing file operand")
    if len(operands) == 1:
        return usage_error(
            ctx, spec, f"missing destination file operand after {quoteaf(operands[0])}"
        )
    if no_target:
        if len(operands) > 2:
            return usage_error(ctx, spec, f"extra operand {quoteaf(operands[2])}")
        return [(operands[0], operands[1])]
    dest = operands[-1]
    srcs = operands[:-1]
    dpath = ctx.abspath(dest)
    if len(srcs) > 1:
        if not dest or not fs.is_dir(dpath):
            if dest and (fs.lexists(dpath) or fs.is_symlink(dpath)):
                err(ctx, f"target {quoteaf(dest)}: Not a directory")
            else:
                err(ctx, f"target {quoteaf(dest)}: No such file or directory")
            return 1
        return [(s, _join(dest, _base(s))) for s in srcs]
    if dest and fs.is_dir(dpath):
        return [(srcs[0], _join(dest, _base(srcs[0])))]
    return [(srcs[0], dest)]


def _base(path: str) -> str:
    stripped = path.rstrip("/")
    return posixpath.basename(stripped) or stripped or "/"


class _Copier:
    def __init__(self, ctx: CommandContext) -> None:
        self.ctx = ctx
        self.recursive = False
        self.deref = "cmdline-or-norec"  # always | never | cmdline
        self.no_clobber = False
        self.interactive = False
        #: -b/--backup/-S: (version control, simple suffix)
        self.backup: tuple[str, str] = ("none", "~")
        self.update = False
        self.force = False
        self.verbose = False
        self.preserve_mode = False
        self.preserve_owner = False
        self.preserve_time = False
        self.preserve_links = False
        self.hardlink = False
        self.symlink = False
        self.remove_dest = False
        self.attributes_only = False  # (a new file is empty, an existing one keeps its data)
        self.status = 0
        self.links: dict[int, str] = {}

    def _in_cwd(self, dst: str) -> bool:
        """GNU: whether DST's directory is the current one (or cannot be told)."""
        parent = posixpath.dirname(dst) or "."
        if parent == ".":
            return True
        fs = self.ctx.fs
        try:
            a, b = fs.stat(self.ctx.cwd), fs.stat(self.ctx.abspath(parent))
        except FSError:
            return True
        return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)

    def fail(self, msg: str) -> bool:
        err(self.ctx, msg)
        self.status = 1
        return False

    def copy(self, src: str, dst: str, top: bool, ancestors: tuple[int, ...] = ()) -> bool:
        note = ""  # (" (backup: NAME)" for -v when the destination was backed up)
        ctx = self.ctx
        fs = ctx.fs
        ctx.check()
        spath = ctx.abspath(src)
        dpath = ctx.abspath(dst)
        follow = self.deref == "always" or (top and self.deref == "cmdline")
        if self.deref == "cmdline-or-norec":
            follow = not self.recursive
        try:
            st = fs.stat(operand_path(ctx, src), follow_symlinks=follow)
        except FSError as e:
            return self.fail(f"cannot stat {quoteaf(src)}: {e.strerror}")
        if not dst and not (_stat.S_ISDIR(st.st_mode) and not self.recursive):
            # (no file has the empty name: abspath would make it the cwd)
            kind = {_stat.S_IFDIR: "directory", _stat.S_IFLNK: "symbolic link"}
            what = kind.get(_stat.S_IFMT(st.st_mode), "regular file")
            return self.fail(f"cannot create {what} '': No such file or directory")
        try:
            dst_st: Stat | None = fs.stat(dpath, follow_symlinks=False)
        except FSError as e:
            if e.errno not in (errno.ENOENT,):
                return self.fail(f"cannot stat {quoteaf(dst)}: {e.strerror}")
            dst_st = None
        if (
            dst_st is not None
            and dst_st.st_ino == st.st_ino
            and not (self.symlink and _stat.S_ISLNK(dst_st.st_mode))
        ):
            if not (_stat.S_ISLNK(dst_st.st_mode) and not follow):
                return self.fail(f"{quoteaf(src)} and {quoteaf(dst)} are the same file")
        if _stat.S_ISDIR(st.st_mode):
            if not self.recursive:
                return self.fail(f"-r not specified; omitting directory {quoteaf(src)}")
            if dst_st is not None and not _stat.S_ISDIR(
                fs.stat(dpath).st_mode if fs.exists(dpath) else dst_st.st_mode
            ):
                return self.fail(
                    f"cannot overwrite non-directory {quoteaf(dst)} with directory {quoteaf(src)}"
                )
            sreal = fs.realpath(spath)
            dreal = fs.realpath(dpath, strict=False)
            if dreal == sreal or dreal.startswith(sreal.rstrip("/") + "/"):
                return self.fail(
                    f"cannot copy a directory, {quoteaf(src)}, into itself, {quoteaf(dst)}"
                )
            created = False
            if dst_st is None:
                try:
                    fs.mkdir(dpath, st.st_mode & 0o7777 | 0o700)
                    created = True
                except FSError as e:
                    return self.fail(f"cannot create directory {quoteaf(dst)}: {e.strerror}")
                if self.verbose:
                    _say(ctx, f"{quoteaf(src)} -> {quoteaf(dst)}")
            try:
                names = sorted(fs.listdir(spath))
            except FSError as e:
                return self.fail(f"cannot access {quoteaf(src)}: {e.strerror}")
            ok = True
            for name in names:
                if not self.copy(_join(src, name), _join(dst, name), False):
                    ok = False
            try:
                if created:
                    mode = st.st_mode & 0o7777
                    fs.chmod(dpath, mode if self.preserve_mode else mode & ~fs.umask)
                self._attrs(dpath, st)
            except FSError:
                pass
            return ok
        if dst_st is not None:
            dfollow = fs.stat(dpath) if fs.exists(dpath) else dst_st
            if _stat.S_ISDIR(dfollow.st_mode):
                return self.fail(f"cannot overwrite directory {quoteaf(dst)} with non-directory")
            if self.no_clobber:
                return True
            if self.update and dst_st.st_mtime >= st.st_mtime:
                return True
            if self.interactive and not ask(self.ctx, f"overwrite {quoteaf(dst)}?"):
                return True
            if self.backup[0] != "none" and not _stat.S_ISDIR(dst_st.st_mode):
                try:
                    note = f" (backup: {quoteaf(make_backup(ctx, dst, dpath, self.backup))})"
                except FSError as e:
                    return self.fail(f"cannot backup {quoteaf(dst)}: {e.strerror}")
                dst_st = None
        if self.symlink:
            return self._make_link(src, dst, dpath, dst_st, True)
        if self.hardlink:
            return self._make_link(src, dst, dpath, dst_st, False)
        if self.preserve_links and st.st_nlink > 1 and st.st_ino in self.links:
            try:
                if dst_st is not None:
                    fs.remove(dpath)
                fs.link(self.links[st.st_ino], dpath)
            except FSError as e:
                return self.fail(f"cannot create hard link {quoteaf(dst)}: {e.strerror}")
            if self.verbose:
                _say(ctx, f"{quoteaf(src)} -> {quoteaf(dst)}")
            return True
        if _stat.S_ISLNK(st.st_mode):
            target = fs.readlink(spath)
            try:
                if dst_st is not None:
                    fs.remove(dpath)
                fs.symlink(target, dpath)
            except FSError as e:
                return self.fail(f"cannot create symbolic link {quoteaf(dst)}: {e.strerror}")
        elif _stat.S_ISFIFO(st.st_mode) and self.recursive:
            try:
                if dst_st is not None:
                    fs.remove(dpath)
                fs.mkfifo(dpath, st.st_mode & 0o777)
            except FSError as e:
                return self.fail(f"cannot create fifo {quoteaf(dst)}: {e.strerror}")
        else:
            try:
                data = fs.read_bytes(spath)
                if self.attributes_only:
                    data = fs.read_bytes(dpath) if dst_st is not None else b""
            except FSError as e:
                return self.fail(f"cannot open {quoteaf(src)} for reading: {e.strerror}")
            sink = ctx.open_output(dst)  # (/dev/stdout, /dev/fd/N, >(...): that stream)
            if sink is not None:
                sink.write(data)
                return True
            try:
                if self.remove_dest and dst_st is not None:
                    fs.remove(dpath)
                    dst_st = None
                if dst_st is not None and _stat.S_ISLNK(dst_st.st_mode) and not fs.exists(dpath):
                    fs.remove(dpath)
                    dst_st = None
                try:
                    if dst.endswith("/"):  # (a file is no directory: GNU's ENOTDIR)
                        raise FSError(errno.ENOTDIR, dst)
                    fs.write_bytes(dpath, data, mode=st.st_mode & 0o777)
                except FSError as e:
                    if not (self.force and dst_st is not None and e.errno == errno.EACCES):
                        raise
                    fs.remove(dpath)
                    dst_st = None
                    fs.write_bytes(dpath, data, mode=st.st_mode & 0o777)
            except FSError as e:
                if dst_st is not None:
                    return self.fail(f"cannot create regular file {quoteaf(dst)}: {e.strerror}")
                return self.fail(f"cannot create regular file {quoteaf(dst)}: {e.strerror}")
        if st.st_nlink > 1:
            self.links.setdefault(st.st_ino, dpath)
        if self.verbose:
            _say(ctx, f"{quoteaf(src)} -> {quoteaf(dst)}{note}")
        if not _stat.S_ISLNK(st.st_mode):
            try:
                if self.preserve_mode:
                    fs.chmod(dpath, st.st_mode & 0o7777)
                self._attrs(dpath, st)
            except FSError as e:
                return self.fail(f"preserving permissions for {quoteaf(dst)}: {e.strerror}")
        return True

    def _attrs(self, dpath: str, st: Stat) -> None:
        fs = self.ctx.fs
        if self.preserve_owner:
            try:
                fs.chown(dpath, st.st_uid, st.st_gid)
            except FSError:
                try:
                    fs.chown(dpath, -1, st.st_gid)
                except FSError:
                    pass
        if self.preserve_time:
            fs.utime(dpath, st.st_atime, st.st_mtime)

    def _make_link(
        self, src: str, dst: str, dpath: str, dst_st: Stat | None, symbolic: bool
    ) -> bool:
        fs = self.ctx.fs
        if symbolic and not src.startswith("/") and not self._in_cwd(dst):
            return self.fail(
                f"{quoteaf(dst) if shell_needs_quotes(dst, colon=True) else dst}: can make relative symbolic links only in "
                "current directory"
            )
        try:
            if dst_st is not None:
                if not (self.force or self.remove_dest):
                    raise FSError(errno.EEXIST, dpath)
                fs.remove(dpath)
            if symbolic:
                fs.symlink(src, dpath)
            else:
                fs.link(self.ctx.abspath(src), dpath)
        except FSError as e:
            kind = "symbolic link" if symbolic else "hard link"
            return self.fail(f"cannot create {kind} {quoteaf(dst)} to {quoteaf(src)}: {e.strerror}")
        if self.verbose:
            _say(self.ctx, f"{quoteaf(src)} -> {quoteaf(dst)}")
        return True


#: --preserve's words in GNU's order
_PRESERVE_WORDS = ("mode", "timestamps", "ownership", "links", "context", "xattr", "all")


def _apply_preserve(c: _Copier, spec: str, on: bool) -> bool:
    """Turn the attributes of the comma list ``spec`` on or off (GNU's argmatch for each
    word); False after the message for a bad word."""
    for item in spec.split(","):
        opt = "--preserve" if on else "--no-preserve"
        word = argmatch(c.ctx, opt, item, {w: w for w in _PRESERVE_WORDS}, CP)
        if word is None:
            return False
        if word == "mode":
            c.preserve_mode = on
        elif word == "ownership":
            c.preserve_owner = on
        elif word == "timestamps":
            c.preserve_time = on
        elif word == "links":
            c.preserve_links = on
        elif word == "all":
            c.preserve_mode = c.preserve_owner = c.preserve_time = c.preserve_links = on
    return True


#: --sparse's and --reflink's words in GNU's order (a copy here is never sparse nor a clone)
_SPARSE = {w: w for w in ("never", "auto", "always")}
_REFLINK = {w: w for w in ("auto", "always", "never")}


def main(ctx: CommandContext) -> int:
    """``cp``."""
    ctx.name = ctx.name or "cp"
    p = parse(ctx, CP)
    if isinstance(p, int):
        return p
    c = _Copier(ctx)
    backup = backup_opts(ctx, p, "cp")
    if isinstance(backup, int):
        return backup
    c.backup = backup
    for key, val in p.opts:
        if key == "a":
            c.recursive = True
            c.deref = "never"
            _apply_preserve(c, "all", True)
        elif key == "r":
            c.recursive = True
        elif key in ("d", "P"):
            c.deref = "never"
            if key == "d":
                c.preserve_links = True
        elif key == "L":
            c.deref = "always"
        elif key == "H":
            c.deref = "cmdline"
        elif key == "f":
            c.force = True
        elif key == "n":
            c.no_clobber, c.interactive = True, False
        elif key == "i":
            c.no_clobber, c.interactive = False, True
        elif key == "u":
            c.update = True
        elif key == "v":
            c.verbose = True
        elif key == "p":
            _apply_preserve(c, "mode,ownership,timestamps", True)
        elif key == "preserve":
            if not _apply_preserve(c, "mode,ownership,timestamps" if val is None else val, True):
                return 1
        elif key == "no-preserve":
            if not _apply_preserve(c, val or "", False):
                return 1
        elif key == "sparse" and argmatch(ctx, "--sparse", val or "", _SPARSE, CP) is None:
            return 1
        elif key == "reflink" and val is not None:
            if argmatch(ctx, "--reflink", val, _REFLINK, CP) is None:
                return 1
        elif key == "l":
            c.hardlink = True
        elif key == "s":
            c.symlink = True
        elif key == "remove-destination":
            c.remove_dest = True
        elif key == "attributes-only":
            c.attributes_only = True
    if c.backup[0] != "none" and c.no_clobber:
        return usage_error(ctx, CP, "options --backup and --no-clobber are mutually exclusive")
    operands = p.operands
    if p.has("strip-trailing-slashes"):
        operands = [o.rstrip("/") or o for o in operands]
    target = p.last("t")
    if p.has("parents"):
        dest = target if target is not None else (operands[-1] if len(operands) > 1 else None)
        if dest is None:
            if not operands:
                return usage_error(ctx, CP, "missing file operand")
            return usage_error(
                ctx, CP, f"missing destination file operand after {quoteaf(operands[0])}"
            )
        srcs = operands if target is not None else operands[:-1]
        if not ctx.fs.is_dir(ctx.abspath(dest)):
            return usage_error(ctx, CP, "with --parents, the destination must be a directory")
        for s in srcs:
            parts = [x for x in s.split("/") if x]
            cur_src = "/" if s.startswith("/") else ""
            cur_dst = dest
            for comp in parts[:-1]:
                cur_src = (
                    cur_src + comp if not cur_src or cur_src.endswith("/") else cur_src + "/" + comp
                )
                cur_dst = _join(cur_dst, comp)
                dp = ctx.abspath(cur_dst)
                if not ctx.fs.lexists(dp):
                    try:
                        sst = ctx.fs.stat(ctx.abspath(cur_src))
                        ctx.fs.mkdir(dp, sst.st_mode & 0o7777)
                    except FSError as e:
                        c.fail(f"cannot make directory {quoteaf(cur_dst)}: {e.strerror}")
                        break
                    if c.verbose:
                        _say(ctx, f"{cur_src} -> {cur_dst}")
            else:
                c.copy(s, _join(dest, s.lstrip("/")), True)
        return c.status
    pairs = _targets(ctx, CP, operands, target, p.has("T"))
    if isinstance(pairs, int):
        return pairs
    for s, d in pairs:
        c.copy(s, d, True)
    return c.status


def mv_main(ctx: CommandContext) -> int:
    """``mv``."""
    ctx.name = ctx.name or "mv"
    p = parse(ctx, MV)
    if isinstance(p, int):
        return p
    no_clobber = update = verbose = interactive = False
    backup = backup_opts(ctx, p, "mv")
    if isinstance(backup, int):
        return backup
    for key, _ in p.opts:
        if key == "n":
            no_clobber, interactive = True, False
        elif key in ("f", "i"):
            no_clobber, interactive = False, key == "i"
        elif key == "u":
            update = True
        elif key == "v":
            verbose = True
    if backup[0] != "none" and no_clobber:
        return usage_error(ctx, MV, "options --backup and --no-clobber are mutually exclusive")
    operands = p.operands
    if p.has("strip-trailing-slashes"):
        operands = [o.rstrip("/") or o for o in operands]
    pairs = _targets(ctx, MV, operands, p.last("t"), p.has("T"))
    if isinstance(pairs, int):
        return pairs
    fs = ctx.fs
    status = 0
    for src, dst in pairs:
        spath = ctx.abspath(src)
        dpath = ctx.abspath(dst)
        try:
            sst = fs.lstat(operand_path(ctx, src))
            if not dst:  # (no file has the empty name: abspath would make it the cwd)
                err(ctx, f"cannot move {quoteaf(src)} to '': No such file or directory")
                status = 1
                continue
            if src.endswith("/") and fs.is_symlink(ctx.abspath(src.rstrip("/") or "/")):
                # (rename(2) of LINK/ is ENOTDIR: the link is not followed, nor moved)
                err(ctx, f"cannot move {quoteaf(src)} to {quoteaf(dst)}: Not a directory")
                status = 1
                continue
        except FSError as e:
            err(ctx, f"cannot stat {quoteaf(src)}: {e.strerror}")
            status = 1
            continue
        try:
            dst_st: Stat | None = fs.lstat(dpath)
        except FSError:
            dst_st = None
        bare = ctx.abspath(dst.rstrip("/") or "/")
        if dst.endswith("/") and fs.lexists(bare) and not fs.is_dir(bare):
            err(ctx, f"cannot stat {quoteaf(dst)}: Not a directory")
            status = 1
            continue
        if dst_st is not None:
            if dst_st.st_ino == sst.st_ino:
                err(ctx, f"{quoteaf(src)} and {quoteaf(dst)} are the same file")
                status = 1
                continue
            if no_clobber:
                continue
            if update and dst_st.st_mtime >= sst.st_mtime:
                continue
            if interactive and not ask(ctx, f"overwrite {quoteaf(dst)}?"):
                continue
            if _stat.S_ISDIR(dst_st.st_mode) and not _stat.S_ISDIR(sst.st_mode):
                err(ctx, f"cannot overwrite directory {quoteaf(dst)} with non-directory")
                status = 1
                continue
            if not _stat.S_ISDIR(dst_st.st_mode) and _stat.S_ISDIR(sst.st_mode):
                err(
                    ctx,
                    f"cannot overwrite non-directory {quoteaf(dst)} with directory {quoteaf(src)}",
                )
                status = 1
                continue
        if _stat.S_ISDIR(sst.st_mode):
            sreal = fs.realpath(spath)
            dreal = fs.realpath(dpath, strict=False)
            if dreal.startswith(sreal.rstrip("/") + "/"):
                err(ctx, f"cannot move {quoteaf(src)} to a subdirectory of itself, {quoteaf(dst)}")
                status = 1
                continue
        note = ""
        try:
            if dst_st is not None and backup[0] != "none" and not _stat.S_ISDIR(dst_st.st_mode):
                note = f" (backup: {quoteaf(make_backup(ctx, dst, dpath, backup))})"
            fs.rename(spath, dpath)
        except FSError as e:
            err(ctx, f"cannot move {quoteaf(src)} to {quoteaf(dst)}: {e.strerror}")
            status = 1
            continue
        if verbose:
            _say(ctx, f"renamed {quoteaf(src)} -> {quoteaf(dst)}{note}")
    return status
