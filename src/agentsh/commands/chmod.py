"""``chmod``, ``chown`` and ``chgrp`` (GNU coreutils 9.1).

Owns mode changes (octal and symbolic through the shared mode parser, ``-R -v -c -f
--reference``) and ownership changes (names from the VFS's ``/etc/passwd``/``/etc/group``,
``USER[:GROUP]``, ``:GROUP``, ``-R -v -c -f -h --reference``). Permission rules are the VFS's:
a non-root user may not give files away.
"""

from __future__ import annotations

import stat as _stat

from agentsh.commands._fileutil import (
    apply_mode,
    err,
    group_id,
    group_name,
    mode_string,
    operand_path,
    parse,
    parse_mode,
    qloc,
    quoteaf,
    user_id,
    user_name,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, usage_error, value
from agentsh.vfs import FSError

CHMOD = Spec(
    "chmod",
    [
        flag("c", "c", "changes"),
        flag("f", "f", "silent", "quiet"),
        flag("v", "v", "verbose"),
        flag("no-preserve-root", "", "no-preserve-root"),
        flag("preserve-root", "", "preserve-root"),
        value("reference", "", "reference"),
        flag("R", "R", "recursive"),
    ],
)

_CHOWN_OPTS = [
    flag("c", "c", "changes"),
    flag("f", "f", "silent", "quiet"),
    flag("v", "v", "verbose"),
    flag("dereference", "", "dereference"),
    flag("h", "h", "no-dereference"),
    value("from", "", "from"),
    flag("no-preserve-root", "", "no-preserve-root"),
    flag("preserve-root", "", "preserve-root"),
    value("reference", "", "reference"),
    flag("R", "R", "recursive"),
    flag("H", "H"),
    flag("L", "L"),
    flag("P", "P"),
]
CHOWN = Spec("chown", _CHOWN_OPTS)
CHGRP = Spec("chgrp", _CHOWN_OPTS)


def _walk(ctx: CommandContext, name: str, recursive: bool) -> list[str]:
    """Operand followed (with -R) by everything below it, pre-order, sorted names."""
    out = [name]
    if not recursive:
        return out
    fs = ctx.fs
    try:
        path = operand_path(ctx, name)
        if not _stat.S_ISDIR(fs.lstat(path).st_mode):
            return out
        names = sorted(fs.listdir(path))
    except FSError:
        return out
    for n in names:
        out.extend(_walk(ctx, name.rstrip("/") + "/" + n, True))
    return out


def _mode_desc(mode: int) -> str:
    return f"{mode & 0o7777:04o} ({mode_string(mode)[1:]})"


def chmod_main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "chmod"
    # modes like -w or -rwx look like options: pull them out first
    args = list(ctx.args)
    mode_arg: str | None = None
    rest: list[str] = []
    for i, a in enumerate(args):
        if a == "--":
            rest.extend(args[i:])
            break
        # (GNU: an option letter of a mode makes the whole word a mode; several join with ',')
        if len(a) > 1 and a[0] == "-" and a[1] in "rwxXstugoa,+=01234567":
            mode_arg = a if mode_arg is None else mode_arg + "," + a
        else:
            rest.append(a)
    p = parse(ctx, CHMOD) if mode_arg is None else _parse_rest(ctx, rest)
    if isinstance(p, int):
        return p
    ops = p.operands
    ref = p.last("reference")
    if mode_arg is None and ref is None:
        if not ops:
            return usage_error(ctx, CHMOD, "missing operand")
        mode_arg = ops[0]
        ops = ops[1:]
    if not ops:
        return usage_error(ctx, CHMOD, f"missing operand after {qloc(mode_arg or '')}")
    fs = ctx.fs
    ref_mode: int | None = None
    changes = None
    if ref is not None:
        try:
            ref_mode = fs.stat(ctx.abspath(ref)).st_mode & 0o7777
        except FSError as e:
            err(ctx, f"failed to get attributes of {quoteaf(ref)}: {e.strerror}")
            return 1
    else:
        changes = parse_mode(mode_arg or "")
        if changes is None:
            err(ctx, f"invalid mode: {qloc(mode_arg or '')}")
            ctx.stderr.write(b"Try 'chmod --help' for more information.\n")
            return 1
    verbose, changes_only, quiet = p.has("v"), p.has("c"), p.has("f")
    status = 0
    for op in ops:
        for name in _walk(ctx, op, p.has("R")):
            try:
                path = operand_path(ctx, name)
                lst = fs.lstat(path)
            except FSError as e:
                if not quiet:
                    err(ctx, f"cannot access {quoteaf(name)}: {e.strerror}")
                status = 1
                continue
            if _stat.S_ISLNK(lst.st_mode) and name != op:
                if verbose:
                    ctx.stdout.write(
                        f"neither symbolic link {quoteaf(name)} nor referent has been changed\n".encode()
                    )
                continue
            try:
                st = fs.stat(path)
            except FSError as e:
                if not quiet:
                    err(ctx, f"cannot operate on dangling symlink {quoteaf(name)}")
                _ = e
                status = 1
                continue
            old = st.st_mode & 0o7777
            if ref_mode is not None:
                new = ref_mode
            else:
                assert changes is not None
                new = apply_mode(changes, old, _stat.S_ISDIR(st.st_mode), fs.umask)
            try:
                fs.chmod(path, new)
            except FSError as e:
                if not quiet:
                    err(ctx, f"changing permissions of {quoteaf(name)}: {e.strerror}")
                status = 1
                continue
            full_new = (st.st_mode & ~0o7777) | new
            if new != old and (verbose or changes_only):
                ctx.stdout.write(
                    f"mode of {quoteaf(name)} changed from {_mode_desc(st.st_mode)} to {_mode_desc(full_new)}\n".encode(
                        "utf-8", "surrogateescape"
                    )
                )
            elif new == old and verbose:
                ctx.stdout.write(
                    f"mode of {quoteaf(name)} retained as {_mode_desc(st.st_mode)}\n".encode(
                        "utf-8", "surrogateescape"
                    )
                )
            if changes is not None and ref_mode is None:
                unmasked = apply_mode(changes, old, _stat.S_ISDIR(st.st_mode), 0)
                # (GNU tells only of bits set that the mode without umask would not have)
                if new & ~unmasked and any(c.who == 0 and not c.octal_digits for c in changes):
                    err(
                        ctx,
                        f"{name}: new permissions are {mode_string(full_new)[1:]}, not {mode_string((st.st_mode & ~0o7777) | unmasked)[1:]}",
                    )
                    status = 1
    return status


def _parse_rest(ctx: CommandContext, rest: list[str]):  # type: ignore[no-untyped-def]
    from agentsh.commands.options import UsageError, parse_args
    from agentsh.commands.options import usage_error as ue

    try:
        return parse_args(CHMOD, rest)
    except UsageError as e:
        return ue(ctx, CHMOD, str(e))


def _owner_main(ctx: CommandContext, spec: Spec, is_chgrp: bool) -> int:
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    ops = p.operands
    ref = p.last("reference")
    fs = ctx.fs
    uid, gid = -1, -1
    if ref is not None:
        try:
            rst = fs.stat(ctx.abspath(ref))
        except FSError as e:
            err(ctx, f"failed to get attributes of {quoteaf(ref)}: {e.strerror}")
            return 1
        uid, gid = (-1 if is_chgrp else rst.st_uid), rst.st_gid
        spec_text = ""
    else:
        if not ops:
            return usage_error(ctx, spec, "missing operand")
        spec_text = ops[0]
        ops = ops[1:]
        if not ops:
            return usage_error(ctx, spec, f"missing operand after {qloc(spec_text)}")
        if is_chgrp:
            g = group_id(ctx, spec_text)
            if g is None:
                if not spec_text.isdigit():
                    err(ctx, f"invalid group: {qloc(spec_text)}")
                    return 1
                g = int(spec_text)
            gid = g
        else:
            sep = (
                ":"
                if ":" in spec_text
                else ("." if "." in spec_text and user_id(ctx, spec_text) is None else "")
            )
            user, _, group = spec_text.partition(sep) if sep else (spec_text, "", "")
            if user:
                u = user_id(ctx, user)
                if u is None:
                    if not user.isdigit():
                        err(ctx, f"invalid user: {qloc(spec_text)}")
                        return 1
                    uid = int(user)
                else:
                    uid = u[0]
                    if sep and not group:
                        gid = u[1]
            if group:
                g = group_id(ctx, group)
                if g is None:
                    if not group.isdigit():
                        err(ctx, f"invalid group: {qloc(spec_text)}")
                        return 1
                    g = int(group)
                gid = g
    verbose, changes_only, quiet = p.has("v"), p.has("c"), p.has("f")
    follow = not p.has("h")
    status = 0
    for op in ops:
        for name in _walk(ctx, op, p.has("R")):
            try:
                path = operand_path(ctx, name)
                st = fs.stat(path, follow_symlinks=follow and (name == op or p.has("L")))
            except FSError as e:
                if not quiet:
                    err(ctx, f"cannot access {quoteaf(name)}: {e.strerror}")
                status = 1
                continue
            try:
                fs.chown(path, uid, gid, follow_symlinks=follow and (name == op or p.has("L")))
            except FSError as e:
                if not quiet:
                    what = "group" if is_chgrp else "ownership"
                    err(ctx, f"changing {what} of {quoteaf(name)}: {e.strerror}")
                status = 1
                continue
            new_u = st.st_uid if uid == -1 else uid
            new_g = st.st_gid if gid == -1 else gid
            changed = (new_u, new_g) != (st.st_uid, st.st_gid)
            if verbose or (changes_only and changed):
                if is_chgrp:
                    old_s = group_name(ctx, st.st_gid) or str(st.st_gid)
                    new_s = group_name(ctx, new_g) or str(new_g)
                    what = "group"
                else:
                    what = "ownership"
                    old_s = (
                        (user_name(ctx, st.st_uid) or str(st.st_uid))
                        + ":"
                        + (group_name(ctx, st.st_gid) or str(st.st_gid))
                    )
                    new_s = (user_name(ctx, new_u) or str(new_u)) + (
                        ":" + (group_name(ctx, new_g) or str(new_g))
                        if gid != -1 or uid == -1
                        else ""
                    )
                    if gid == -1:
                        old_s = user_name(ctx, st.st_uid) or str(st.st_uid)
                msg = (
                    f"changed {what} of {quoteaf(name)} from {old_s} to {new_s}"
                    if changed
                    else f"{what} of {quoteaf(name)} retained as {new_s}"
                )
                ctx.stdout.write((msg + "\n").encode("utf-8", "surrogateescape"))
    return status


def chown_main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "chown"
    return _owner_main(ctx, CHOWN, False)


def chgrp_main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "chgrp"
    return _owner_main(ctx, CHGRP, True)
