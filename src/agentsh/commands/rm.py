"""``rm`` and ``unlink`` (GNU coreutils 9.1).

Owns removal of files and (with ``-r``/``-R``) whole trees, walked here entry by entry so that
errors are reported per file and removal is partial like GNU's (the VFS ``rmtree`` is
all-or-nothing). ``-i``/``--interactive`` ask on stderr before each removal and read the answer
from stdin (GNU's yesno: yes only for a line starting with y or Y, EOF is no); ``-I`` asks once for more than three operands or with ``-r``.
``--preserve-root`` (the default) refuses ``/``; ``.``/``..`` are skipped.
"""

from __future__ import annotations

import errno
import stat as _stat

from agentsh._dataclass import replace
from agentsh.commands._common import argmatch
from agentsh.commands._fileutil import ask, err, parse, qloc, quoteaf, shell_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, usage_error
from agentsh.vfs import FSError, Stat

#: --interactive's words and when each asks, in GNU's order
_WHEN = {
    "never": "never",
    "no": "never",
    "none": "never",
    "once": "once",
    "always": "always",
    "yes": "always",
}

SPEC = Spec(
    "rm",
    [
        flag("f", "f", "force"),
        flag("i", "i"),
        flag("I", "I"),
        optional("interactive", "", "interactive"),
        flag("one-fs", "", "one-file-system"),
        flag("no-preserve-root", "", "no-preserve-root"),
        optional("preserve-root", "", "preserve-root"),
        flag("r", "r", "recursive"),
        flag("r", "R"),
        flag("d", "d", "dir"),
        flag("v", "v", "verbose"),
    ],
)

UNLINK = Spec("unlink", [])


class _Remover:
    def __init__(
        self, ctx: CommandContext, force: bool, recursive: bool, dirs: bool, verbose: bool
    ):
        self.ctx = ctx
        self.force = force
        self.recursive = recursive
        self.dirs = dirs
        self.verbose = verbose
        self.interactive = False  #: -i: ask before each removal

    def ignorable(self, e: FSError) -> bool:
        """GNU's ignorable_missing: -f takes errors of a file not there as no error."""
        return self.force and e.errno in (errno.ENOENT, errno.ENOTDIR, errno.EINVAL, errno.EILSEQ)

    def say(self, text: str) -> None:
        if self.verbose:
            self.ctx.stdout.write(text.encode("utf-8", "surrogateescape") + b"\n")

    def remove(self, shown: str, path: str, top: bool) -> bool:
        fs = self.ctx.fs
        self.ctx.check()
        try:
            st = fs.lstat(path)
        except FSError as e:
            if self.ignorable(e) and top:
                return True
            err(self.ctx, f"cannot remove {quoteaf(shown)}: {e.strerror}")
            return False
        if not _stat.S_ISDIR(st.st_mode):
            if self.interactive and not ask(self.ctx, f"remove {_kind(st)} {quoteaf(shown)}?"):
                return True
            try:
                fs.remove(path)
            except FSError as e:
                err(self.ctx, f"cannot remove {quoteaf(shown)}: {e.strerror}")
                return False
            self.say(f"removed {quoteaf(shown)}")
            return True
        if not self.recursive:
            if self.dirs:
                return self._ask_rmdir(shown, path)
            err(self.ctx, f"cannot remove {quoteaf(shown)}: Is a directory")
            return False
        try:
            names = fs.listdir(path)
        except FSError as e:
            # an unreadable but empty directory can still be removed
            try:
                fs.rmdir(path)
            except FSError:
                err(self.ctx, f"cannot remove {quoteaf(shown)}: {e.strerror}")
                return False
            self.say(f"removed directory {quoteaf(shown)}")
            return True
        if names and self.interactive:
            if not ask(self.ctx, f"descend into directory {quoteaf(shown)}?"):
                return True
        ok = True
        base = shown if shown.endswith("/") else shown + "/"
        for name in sorted(names):
            if not self.remove(base + name, path.rstrip("/") + "/" + name, False):
                ok = False
        if not ok:
            return False
        # (a declined file inside: GNU still asks, then fails on the non-empty directory)
        return self._ask_rmdir(shown, path)

    def _ask_rmdir(self, shown: str, path: str) -> bool:
        if self.interactive and not ask(self.ctx, f"remove directory {quoteaf(shown)}?"):
            return True
        return self._rmdir(shown, path)

    def _rmdir(self, shown: str, path: str) -> bool:
        try:
            self.ctx.fs.rmdir(path)
        except FSError as e:
            if self.ignorable(e):  # (LINK/ of a link to a directory: emptied, kept)
                return True
            err(self.ctx, f"cannot remove {quoteaf(shown)}: {e.strerror}")
            return False
        self.say(f"removed directory {quoteaf(shown)}")
        return True


def _leading_hyphen(ctx: CommandContext) -> str:
    """GNU's diagnose_leading_hyphen: after a bad option, the hint for the first operand
    that looks like an option but names a file ("Try 'rm ./-x' to remove the file '-x'.")."""
    for arg in ctx.args:
        if len(arg) > 1 and arg[0] == "-":
            try:
                ctx.fs.lstat(ctx.abspath(arg))
            except FSError:
                continue
            return f"Try '{ctx.name} ./{shell_quote(arg)}' to remove the file {quoteaf(arg)}."
    return ""


def main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "rm"
    hint = _leading_hyphen(ctx) if any(a[:1] == "-" for a in ctx.args) else ""
    p = parse(ctx, replace(SPEC, usage_line=hint) if hint else SPEC)
    if isinstance(p, int):
        return p
    force = False
    preserve_root = True
    when = "never"
    for key, val in p.opts:
        if key == "f":
            force, when = True, "never"
        elif key in ("i", "I"):
            force, when = False, ("always" if key == "i" else "once")
        elif key == "interactive":
            how = "always" if val is None else argmatch(ctx, "--interactive", val, _WHEN, SPEC)
            if how is None:
                return 1
            when = how
            force = force and when == "never"
        elif key == "no-preserve-root":
            preserve_root = False
        elif key == "preserve-root":
            preserve_root = True
            _ = val
    if not p.operands:
        if force:
            return 0
        return usage_error(ctx, SPEC, "missing operand")
    recursive = p.has("r")
    n = len(p.operands)
    if when == "once" and (recursive or n > 3):
        what = f"{n} argument{'s' if n > 1 else ''}{' recursively' if recursive else ''}"
        if not ask(ctx, f"remove {what}?"):
            return 0
    rem = _Remover(ctx, force, recursive, p.has("d"), p.has("v"))
    rem.interactive = when == "always"
    status = 0
    for op in p.operands:
        last = [c for c in op.split("/") if c]
        if last and last[-1] in (".", ".."):
            err(ctx, f"refusing to remove '.' or '..' directory: skipping {quoteaf(op)}")
            status = 1
            continue
        if not op:  # (no file has the empty name: abspath would make it the cwd)
            if not force:
                err(ctx, "cannot remove '': No such file or directory")
                status = 1
            continue
        path = ctx.abspath(op)
        if recursive and preserve_root and path == "/":
            err(ctx, f"it is dangerous to operate recursively on {quoteaf(op)}")
            err(ctx, "use --no-preserve-root to override this failsafe")
            status = 1
            continue
        if not rem.remove(op, path, True):
            status = 1
    return status


def _kind(st: Stat) -> str:
    """GNU's file_type() words for a prompt."""
    m = st.st_mode
    if _stat.S_ISREG(m):
        return "regular empty file" if st.st_size == 0 else "regular file"
    if _stat.S_ISLNK(m):
        return "symbolic link"
    if _stat.S_ISFIFO(m):
        return "fifo"
    if _stat.S_ISSOCK(m):
        return "socket"
    if _stat.S_ISCHR(m):
        return "character special file"
    if _stat.S_ISBLK(m):
        return "block special file"
    return "directory" if _stat.S_ISDIR(m) else "weird file"


def unlink_main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "unlink"
    p = parse(ctx, UNLINK)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, UNLINK, "missing operand")
    if len(p.operands) > 1:
        return usage_error(ctx, UNLINK, f"extra operand {qloc(p.operands[1])}")
    op = p.operands[0]
    try:
        if not op:
            raise FSError(errno.ENOENT, op)
        ctx.fs.remove(ctx.abspath(op))
    except FSError as e:
        err(ctx, f"cannot unlink {quoteaf(op)}: {e.strerror}")
        return 1
    return 0
