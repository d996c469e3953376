"""``realpath``, ``readlink`` and ``pathchk`` (GNU coreutils 9.1).

Owns path canonicalisation over the VFS (``-e`` all components exist, default/``-f`` all but
the last, ``-m`` none; ``-s`` lexical; ``--relative-to``/``--relative-base``), printing symlink
targets, and POSIX/portable file name checks.
"""

from __future__ import annotations

import errno
import posixpath

from agentsh.commands._fileutil import err, ls_quote, parse, qloc, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, usage_error, value
from agentsh.vfs import FSError, normpath

REALPATH = Spec(
    "realpath",
    [
        flag("e", "e", "canonicalize-existing"),
        flag("m", "m", "canonicalize-missing"),
        flag("L", "L", "logical"),
        flag("P", "P", "physical"),
        flag("q", "q", "quiet"),
        value("relative-to", "", "relative-to"),
        value("relative-base", "", "relative-base"),
        flag("s", "s", "strip", "no-symlinks"),
        flag("z", "z", "zero"),
    ],
)

READLINK = Spec(
    "readlink",
    [
        flag("f", "f", "canonicalize"),
        flag("e", "e", "canonicalize-existing"),
        flag("m", "m", "canonicalize-missing"),
        flag("n", "n", "no-newline"),
        flag("q", "q", "quiet"),
        flag("s", "s", "silent"),
        flag("v", "v", "verbose"),
        flag("z", "z", "zero"),
    ],
)

PATHCHK = Spec("pathchk", [flag("p", "p"), flag("P", "P"), flag("portability", "", "portability")])


def canonicalize(ctx: CommandContext, name: str, mode: str) -> str:
    """``e``: everything must exist; ``f``: all but the last; ``m``: nothing. Raises FSError."""
    fs = ctx.fs
    path = ctx.abspath(name) if not name.endswith("/") else ctx.abspath(name) + "/"
    if mode == "e":
        return fs.realpath(path, strict=True)
    if mode == "m":
        return _missing_ok(ctx, path)
    try:
        return fs.realpath(path, strict=True)
    except FSError as e:
        if e.errno != errno.ENOENT:
            raise
    parent = posixpath.dirname(path.rstrip("/")) or "/"
    fs.realpath(parent, strict=True)
    if not fs.is_dir(parent):
        raise FSError(errno.ENOTDIR, name)
    if name.endswith("/") and not fs.exists(path.rstrip("/")):
        raise FSError(errno.ENOENT, name)
    return fs.realpath(path.rstrip("/"), strict=False)


def _missing_ok(ctx: CommandContext, path: str) -> str:
    """``-m``: PATH resolved as far as it goes; a link loop on the way is kept as it is
    (GNU's canonicalize with CAN_MISSING goes on past ELOOP)."""
    try:
        return ctx.fs.realpath(path, strict=False)
    except FSError as e:
        if e.errno != errno.ELOOP:
            raise
    done = ""  # (resolved so far, component by component)
    for comp in path.split("/"):
        if comp in ("", "."):
            continue
        if comp == "..":
            done = done.rpartition("/")[0]
            continue
        step = done + "/" + comp
        try:
            done = ctx.fs.realpath(step, strict=False).rstrip("/")
        except FSError as e:
            if e.errno != errno.ELOOP:
                raise
            done = step
    return done or "/"


def _lstat_errno(ctx: CommandContext, path: str, want_dir: bool) -> int | None:
    """The errno of ``lstat(path)`` (``path/`` when ``want_dir``), None when it would work:
    ENOENT for a missing component, ENOTDIR for a file used as a directory."""
    fs = ctx.fs
    parts = [c for c in path.split("/") if c]
    cur = ""
    for i, comp in enumerate(parts):
        cur += "/" + comp
        if not fs.exists(cur):
            return errno.ENOENT
        if (i < len(parts) - 1 or want_dir) and not fs.is_dir(cur):
            return errno.ENOTDIR
    return None


def lexical_path(ctx: CommandContext, name: str, mode: str, logical: bool) -> str:
    """``-s`` (``logical`` False) or ``-L``: ``name`` made absolute with ``.`` and ``..``
    applied to the text. As GNU: with ``-s`` no symlink is followed, a ``..`` needs what it
    leaves to be a directory, and the result is looked at as ``lstat`` would (a missing
    file is fine but with ``-e``; a file under a file is not); ``-L`` resolves the rest as
    the default does (all but the last component must exist). ``-m`` checks nothing."""
    raw = name if name.startswith("/") else ctx.cwd.rstrip("/") + "/" + name
    if logical:
        return canonicalize(ctx, normpath(raw), mode)
    out: list[str] = []
    for comp in raw.split("/"):
        if not comp or comp == ".":
            continue
        if comp == "..":
            if mode != "m":
                here = "/" + "/".join(out)
                e = _lstat_errno(ctx, here, True)
                if e is not None:
                    raise FSError(e, name)
            if out:
                out.pop()
            continue
        out.append(comp)
    path = "/" + "/".join(out)
    if mode != "m":
        e = _lstat_errno(ctx, path, name.endswith("/"))
        if e is not None and (e != errno.ENOENT or mode == "e"):
            raise FSError(e, name)
    return path


def _relpath(path: str, base: str) -> str:
    return posixpath.relpath(path, base) if path != base else "."


def realpath_main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "realpath"
    p = parse(ctx, REALPATH)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, REALPATH, "missing operand")
    mode = "f"  # the last of -e and -m says what must exist
    how = "P"  # the last of -s, -L and -P says how (-P: symlinks resolved, the default)
    for key, _ in p.opts:
        if key in ("e", "m"):
            mode = key
        elif key in ("s", "L", "P"):
            how = key
    end = b"\0" if p.has("z") else b"\n"

    def canon(name: str) -> str:
        if not name:  # (no file has the empty name: abspath would make it the cwd)
            raise FSError(errno.ENOENT, name)
        if how != "P":
            return lexical_path(ctx, name, mode, how == "L")
        return canonicalize(ctx, name, mode)

    rel_to = p.last("relative-to")
    rel_base = p.last("relative-base")
    try:
        rel_to_c = canon(rel_to) if rel_to is not None else None
        rel_base_c = canon(rel_base) if rel_base is not None else None
    except FSError as e:
        err(ctx, f"{ls_quote(rel_to if rel_to is not None else rel_base or '')}: {e.strerror}")
        return 1
    if rel_base_c is not None and rel_to_c is None:
        rel_to_c = rel_base_c
    status = 0
    for op in p.operands:
        try:
            res = canon(op)
        except FSError as e:
            if not p.has("q"):
                err(ctx, f"{ls_quote(op)}: {e.strerror}")
            status = 1
            continue
        if rel_to_c is not None:
            inside = (
                rel_base_c is None
                or (res == rel_base_c or res.startswith(rel_base_c.rstrip("/") + "/"))
                and (rel_to_c == rel_base_c or rel_to_c.startswith(rel_base_c.rstrip("/") + "/"))
            )
            if inside:
                res = _relpath(res, rel_to_c)
        ctx.stdout.write(res.encode("utf-8", "surrogateescape") + end)
    return status


def readlink_main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "readlink"
    p = parse(ctx, READLINK)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, READLINK, "missing operand")
    mode = ""
    for key, _ in p.opts:
        if key in ("e", "f", "m"):
            mode = key
    verbose = p.has("v") and not (p.has("q") or p.has("s"))
    ops = p.operands
    no_nl = p.has("n")
    if no_nl and len(ops) > 1:
        err(ctx, "ignoring --no-newline with multiple arguments")
        no_nl = False
    end = b"\0" if p.has("z") else (b"" if no_nl else b"\n")
    status = 0
    for op in ops:
        try:
            if not op:  # (no file has the empty name: abspath would make it the cwd)
                raise FSError(errno.ENOENT, op)
            if mode:
                res = canonicalize(ctx, op, mode)
            else:
                res = ctx.fs.readlink(ctx.abspath(op))
        except FSError as e:
            if verbose:
                err(ctx, f"{ls_quote(op)}: {e.strerror}")
            status = 1
            continue
        ctx.stdout.write(res.encode("utf-8", "surrogateescape") + end)
    return status


_PORTABLE = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-/")


def pathchk_main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "pathchk"
    p = parse(ctx, PATHCHK)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, PATHCHK, "missing operand")
    posix = p.has("p") or p.has("portability")
    extra = p.has("P") or p.has("portability")
    status = 0
    for op in p.operands:
        ok = True
        if extra and (not op):
            err(ctx, "empty file name")
            ok = False
        elif extra and any(c.startswith("-") for c in op.split("/")):
            bad = next(c for c in op.split("/") if c.startswith("-"))
            err(ctx, f"leading '-' in a component of file name {quoteaf(bad)}")
            ok = False
        elif posix and not op:
            err(ctx, "empty file name")
            ok = False
        elif posix and any(c not in _PORTABLE for c in op):
            bad = next(c for c in op if c not in _PORTABLE)
            err(ctx, f"nonportable character {quoteaf(bad)} in file name {quoteaf(op)}")
            ok = False
        else:
            max_path, max_name = (256, 14) if posix else (4096, 255)
            if len(op.encode()) >= max_path + (0 if posix else 0) and len(op.encode()) > (
                max_path - 1
            ):
                err(
                    ctx,
                    f"limit {max_path - 1} exceeded by length {len(op.encode())} of file name {quoteaf(op)}",
                )
                ok = False
            else:
                for comp in op.split("/"):
                    if len(comp.encode()) > max_name:
                        err(
                            ctx,
                            f"limit {max_name} exceeded by length {len(comp.encode())} of file name component {quoteaf(comp)}",
                        )
                        ok = False
                        break
        if not op and not (posix or extra):
            err(ctx, f"{qloc('')}: No such file or directory")
            ok = False
        if not ok:
            status = 1
    return status
