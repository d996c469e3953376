"""``shred`` (GNU coreutils 9.1): overwrite files, optionally zero and remove them.

Owns the pass sequence (``-n``: random passes, with GNU's fixed patterns mixed in for more
than three passes; ``-z`` final zero pass), the size rules (round up to the 4096-byte block
unless ``-x``; ``-s`` limits the overwritten length), ``-f`` (force write permission), ``-u``
(``--remove=unlink|wipe|wipesync``: rename to ever-shorter names of ``0``s, then unlink) and
the ``-v`` progress lines. Random bytes come from the VFS's deterministic RNG.
"""

from __future__ import annotations

import posixpath

from agentsh.commands._common import argmatch
from agentsh.commands._fileutil import err, ls_quote, operand_path, parse, parse_size, qloc
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "shred",
    [
        flag("f", "f", "force"),
        value("n", "n", "iterations"),
        value("random", "", "random-source"),
        value("s", "s", "size"),
        flag("u", "u"),
        optional("remove", "", "remove"),
        flag("v", "v", "verbose"),
        flag("x", "x", "exact"),
        flag("z", "z", "zero"),
    ],
)

_PATTERNS = [
    0x000,
    0xFFF,
    0x555,
    0xAAA,
    0x249,
    0x492,
    0x6DB,
    0x924,
    0xB6D,
    0xDB6,
    0x111,
    0x222,
    0x333,
    0x444,
    0x666,
    0x777,
    0x888,
    0x999,
    0xBBB,
    0xCCC,
    0xDDD,
    0xEEE,
]


def _passes(n: int) -> list[int]:
    """-1 = random pass, else a 12-bit repeating pattern (deterministic order)."""
    if n <= 3:
        return [-1] * n
    out: list[int] = []
    pats = iter(_PATTERNS[1:] + _PATTERNS[:1])
    for i in range(n):
        if i in (0, n // 2, n - 1):
            out.append(-1)
        else:
            out.append(next(pats, -1))
    return out


def _pattern_bytes(pat: int, size: int) -> bytes:
    three = bytes([(pat >> 4) & 0xFF, ((pat << 4) | (pat >> 8)) & 0xFF, pat & 0xFF])
    return (three * (size // 3 + 1))[:size]


def main(ctx: CommandContext) -> int:
    """``shred [OPTION]... FILE...``."""
    ctx.name = ctx.name or "shred"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    n_text = p.last("n")
    iterations = 3
    if n_text is not None:
        if not n_text.isdigit():
            err(ctx, f"invalid number of passes: {qloc(n_text)}")
            return 1
        iterations = int(n_text)
    size_limit = -1
    s_text = p.last("s")
    if s_text is not None:
        v = parse_size(s_text)
        if v is None:
            err(ctx, f"invalid file size: {qloc(s_text)}")
            return 1
        size_limit = v
    remove = ""
    if p.has("u"):
        remove = "wipesync"
    rem = [v for k, v in p.opts if k == "remove"]
    if rem:
        how = "wipesync" if rem[-1] is None else rem[-1]
        how = argmatch(ctx, "--remove", how, {w: w for w in ("unlink", "wipe", "wipesync")}, SPEC)
        if how is None:
            return SPEC.status
        remove = how
    if not p.operands:
        return usage_error(ctx, SPEC, "missing file operand")
    verbose = p.has("v")
    passes = _passes(iterations) + ([0] if p.has("z") else [])
    fs = ctx.fs
    status = 0

    def say(text: str) -> None:
        ctx.stderr.write(f"shred: {text}\n".encode("utf-8", "surrogateescape"))

    for name in p.operands:
        path = ctx.abspath(name)
        try:
            st = fs.stat(operand_path(ctx, name))
            if st.kind == "dir":
                raise FSError(21, path)
            if p.has("f") and not fs.access(path, 2):
                fs.chmod(path, st.st_mode | 0o200)
            if not fs.access(path, 2):
                raise FSError(13, path)
        except FSError as e:
            say(f"{ls_quote(name)}: failed to open for writing: {e.strerror}")
            status = 1
            continue
        if st.kind != "file":
            size = max(size_limit, 0)
        elif size_limit >= 0:
            size = size_limit
        elif p.has("x"):
            size = st.st_size
        else:
            size = -(-st.st_size // 4096) * 4096
        total = len(passes)
        for i, pat in enumerate(passes, 1):
            ctx.check()
            label = "random" if pat < 0 else _pattern_bytes(pat, 3).hex()
            if verbose:
                say(f"{name}: pass {i}/{total} ({label})...")
            data = fs.rng.randbytes(size) if pat < 0 else _pattern_bytes(pat, size)
            if st.kind == "file":
                try:
                    fs.write_bytes(path, data, truncate=False)
                except FSError as e:
                    say(f"{name}: error writing at offset 0: {e.strerror}")
                    status = 1
                    break
        if remove and st.kind == "file":
            if verbose:
                say(f"{name}: removing")
            cur = path
            cur_name = name
            if remove != "unlink":
                base = posixpath.basename(path)
                parent = posixpath.dirname(path)
                shown_dir = posixpath.dirname(name)
                for length in range(len(base), 0, -1):
                    cand = "0" * length
                    target = posixpath.join(parent, cand)
                    if fs.lexists(target):
                        continue
                    try:
                        fs.rename(cur, target)
                    except FSError:
                        break
                    new_name = posixpath.join(shown_dir, cand) if shown_dir else cand
                    if verbose:
                        say(f"{cur_name}: renamed to {new_name}")
                    cur, cur_name = target, new_name
            try:
                fs.remove(cur)
            except FSError as e:
                say(f"{name}: failed to remove: {e.strerror}")
                status = 1
                continue
            if verbose:
                say(f"{name}: removed")
    return status
