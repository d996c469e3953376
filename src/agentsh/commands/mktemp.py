"""``mktemp`` (GNU coreutils 9.1): create a uniquely named temporary file or directory.

Owns template handling (the last run of 3+ ``X``s, ``--suffix`` or the text after the last
``X``, ``-p``/``--tmpdir``/``-t`` directory rules, ``$TMPDIR``) and creation (file 0600,
directory 0700, ``-u`` dry run). Decision: the random letters come from a
``random.Random`` seeded per call from the VFS's own RNG (``ctx.fs.rng``), so a session
with a fixed VFS seed produces a reproducible sequence of names while successive calls still
differ; a name that already exists is simply retried.
"""

from __future__ import annotations

import errno
import random

from agentsh.commands._fileutil import err, parse, qloc
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "mktemp",
    [
        flag("d", "d", "directory"),
        flag("u", "u", "dry-run"),
        flag("q", "q", "quiet"),
        value("suffix", "", "suffix"),
        value("p", "p"),
        optional("p", "", "tmpdir"),
        flag("t", "t"),
    ],
)

_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def main(ctx: CommandContext) -> int:
    """``mktemp [OPTION]... [TEMPLATE]``."""
    ctx.name = ctx.name or "mktemp"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if len(p.operands) > 1:
        return usage_error(ctx, SPEC, "too many templates")
    quiet = p.has("q")
    make_dir = p.has("d")
    tmpdir_opt = p.has("p")
    tmpdir = p.last("p")
    env_tmp = ctx.env.get("TMPDIR", "")
    if p.operands:
        template = p.operands[0]
    else:
        template = "tmp.XXXXXXXXXX"
        tmpdir_opt = True
    suffix = p.last("suffix")
    if suffix is None:
        last_x = template.rfind("X")
        if last_x >= 0 and last_x != len(template) - 1:
            suffix = template[last_x + 1 :]
            template = template[: last_x + 1]
        else:
            suffix = ""
    elif "/" in suffix:
        err(ctx, f"invalid suffix {qloc(suffix)}, contains directory separator")
        return 1
    elif template and not template.endswith("X"):
        err(ctx, f"with --suffix, template {qloc(template)} must end in X")
        return 1
    nx = len(template) - len(template.rstrip("X"))
    if nx < 3:  # (checked on the template as given, before any directory is put in front)
        err(ctx, f"too few X's in template {qloc(template + suffix)}")
        return 1
    if p.has("t"):
        if "/" in template:
            err(ctx, f"invalid template, {qloc(template)}, contains directory separator")
            return 1
        base = env_tmp or tmpdir or "/tmp"
        template = base.rstrip("/") + "/" + template if base != "/" else "/" + template
    elif tmpdir_opt:
        if template.startswith("/"):
            err(
                ctx,
                f"invalid template, {qloc(template)}; with --tmpdir, it may not be absolute",
            )
            return 1
        base = tmpdir or env_tmp or "/tmp"
        template = base.rstrip("/") + "/" + template if base != "/" else "/" + template
    stem = template[: len(template) - nx]
    rng = random.Random(ctx.fs.rng.getrandbits(64))
    fs = ctx.fs
    what = "directory" if make_dir else "file"
    for _ in range(100):
        name = stem + "".join(rng.choice(_CHARS) for _ in range(nx)) + suffix
        path = ctx.abspath(name)
        try:
            if p.has("u"):
                if fs.lexists(path):
                    continue
            elif make_dir:
                fs.mkdir(path, 0o700)
            else:
                fs.write_bytes(path, b"", mode=0o600, exclusive=True)
        except FSError as e:
            if e.errno == errno.EEXIST:
                continue
            if not quiet:
                err(
                    ctx,
                    f"failed to create {what} via template {qloc(template + suffix)}: {e.strerror}",
                )  # noqa: E501
            return 1
        ctx.stdout.write((name + "\n").encode("utf-8", "surrogateescape"))
        return 0
    if not quiet:
        err(ctx, f"failed to create {what} via template {qloc(template + suffix)}: File exists")
    return 1
