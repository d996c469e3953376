"""``ar`` (GNU binutils 2.40, Debian: deterministic mode ``D`` by default) over the VFS.

Operations ``r q t x p d`` with modifiers ``c v u D U o O``; the GNU archive format (``!<arch>``,
``name/`` members, a ``//`` long-name table for names over 15 bytes, even padding). In
deterministic mode members get mtime 0, uid/gid 0 and mode 644, exactly as Debian's ar writes
them, so archives are byte-identical. No symbol index (``s``) is built: members are treated as
opaque files.
"""

from __future__ import annotations

import time

from agentsh.commands._archive import enc, help_version
from agentsh.commands.context import CommandContext
from agentsh.vfs import FSError

MAGIC = b"!<arch>\n"


class ArError(Exception):
    pass


def parse_archive(data: bytes) -> list[tuple[str, int, int, int, int, bytes]]:
    """Members as (name, mtime, uid, gid, mode, data)."""
    if not data.startswith(MAGIC):
        raise ArError("file format not recognized")
    pos = len(MAGIC)
    names = b""
    out: list[tuple[str, int, int, int, int, bytes]] = []
    while pos + 60 <= len(data):
        h = data[pos : pos + 60]
        if h[58:60] != b"`\n":
            raise ArError("malformed archive")
        raw_name = h[0:16].rstrip(b" ")
        try:
            size = int(h[48:58].strip() or b"0")
        except ValueError as e:
            raise ArError("malformed archive") from e
        body = data[pos + 60 : pos + 60 + size]
        pos += 60 + size + (size & 1)
        if raw_name == b"//":
            names = body
            continue
        if raw_name in (b"/", b"/SYM64/"):
            continue
        if raw_name.startswith(b"/") and raw_name[1:].isdigit():
            off = int(raw_name[1:])
            end = names.find(b"/\n", off)
            name = names[off : end if end >= 0 else len(names)]
        else:
            name = raw_name[:-1] if raw_name.endswith(b"/") else raw_name

        def num(field: bytes, base: int = 10) -> int:
            t = field.strip()
            return int(t, base) if t else 0

        out.append(
            (
                name.decode("utf-8", "surrogateescape"),
                num(h[16:28]),
                num(h[28:34]),
                num(h[34:40]),
                num(h[40:48], 8),
                body,
            )
        )
    return out


def build_archive(members: list[tuple[str, int, int, int, int, bytes]]) -> bytes:
    longs = b""
    offsets: dict[str, int] = {}
    for name, *_ in members:
        b = enc(name)
        if len(b) > 15 and name not in offsets:
            offsets[name] = len(longs)
            longs += b + b"/\n"
    parts = [MAGIC]
    if longs:
        if len(longs) & 1:
            longs += b"\n"
        parts.append(_hdr(b"//", 0, None, None, None, len(longs)) + longs)
    for name, mtime, uid, gid, mode, body in members:
        b = enc(name)
        field = b"/" + str(offsets[name]).encode() if name in offsets else b + b"/"
        parts.append(
            _hdr(field, mtime, uid, gid, mode, len(body)) + body + (b"\n" if len(body) & 1 else b"")
        )
    return b"".join(parts)


def _hdr(
    name: bytes, mtime: int, uid: int | None, gid: int | None, mode: int | None, size: int
) -> bytes:
    if uid is None:
        return name.ljust(16) + b" " * 32 + str(size).encode().ljust(10) + b"`\n"
    return (
        name.ljust(16)
        + str(mtime).encode().ljust(12)
        + str(uid).encode().ljust(6)
        + str(gid).encode().ljust(6)
        + f"{mode:o}".encode().ljust(8)
        + str(size).encode().ljust(10)
        + b"`\n"
    )


def _mode_str(mode: int) -> str:
    s = ""
    for r, w, x in ((0o400, 0o200, 0o100), (0o40, 0o20, 0o10), (4, 2, 1)):
        s += ("r" if mode & r else "-") + ("w" if mode & w else "-") + ("x" if mode & x else "-")
    return s


def main(ctx: CommandContext) -> int:
    args = list(ctx.args)
    if not args:
        help_version(ctx, "ar", "help", to_stderr=True)
        return 1
    if args[0] in ("--help", "-h"):
        return help_version(ctx, "ar", "help")
    if args[0] in ("--version", "-V"):
        return help_version(ctx, "ar", "version")
    keys = args.pop(0).lstrip("-")
    op = ""
    mods: set[str] = set()
    for ch in keys:
        if ch in "dmpqrstx":
            op = ch if not op or op == "s" else op
            if ch != "s" and op != ch and op != "s":
                ctx.stderr.write(b"ar: two different operation options specified\n")
                return 1
        elif ch in "abcDfilMNoOPSTuvU":
            mods.add(ch)
        else:
            ctx.stderr.write(enc(f"ar: invalid option -- '{ch}'\n"))
            help_version(ctx, "ar", "help", to_stderr=True)
            return 1
    if not op:
        ctx.stderr.write(b"ar: no operation specified\n")
        return 1
    if not args:
        help_version(ctx, "ar", "help", to_stderr=True)
        return 1
    archive, files = args[0], args[1:]
    fs = ctx.fs
    apath = ctx.abspath(archive)
    verbose = "v" in mods
    deterministic = "U" not in mods
    members: list[tuple[str, int, int, int, int, bytes]] = []
    exists = fs.exists(apath)
    if exists:
        try:
            members = parse_archive(fs.read_bytes(apath))
        except ArError as e:
            ctx.stderr.write(enc(f"ar: {archive}: {e}\n"))
            return 1
        except FSError as e:
            ctx.stderr.write(enc(f"ar: {archive}: {e.strerror}\n"))
            return 1
    elif op in "tpxd":
        ctx.stderr.write(enc(f"ar: {archive}: No such file or directory\n"))
        return 9
    out = ctx.stdout
    status = 0
    if op in "tpx":
        wanted = set(files)
        seen: set[str] = set()
        offset = len(MAGIC)
        for name, mtime, uid, gid, mode, body in members:
            ctx.check()
            if files and name not in wanted:
                offset += 60 + len(body) + (len(body) & 1)
                continue
            seen.add(name)
            if op == "t":
                if verbose:
                    stamp = time.strftime("%b %e %H:%M %Y", time.gmtime(mtime))
                    line = f"{_mode_str(mode)} {uid}/{gid} {len(body):6d} {stamp} {name}"
                else:
                    line = name
                out.write(enc(line + "\n"))
            elif op == "p":
                if verbose:
                    out.write(enc(f"\n<{name}>\n\n"))
                out.write(body)
            else:
                if verbose:
                    out.write(enc(f"x - {name}\n"))
                target = ctx.abspath(name.rsplit("/", 1)[-1])
                try:
                    if fs.lexists(target):
                        fs.remove(target)
                    fs.write_bytes(target, body, mode=mode & 0o7777)
                    fs.chmod(target, mode & 0o7777)
                    if "o" in mods:
                        fs.utime(target, mtime=float(mtime))
                except FSError as e:
                    ctx.stderr.write(enc(f"ar: {name}: {e.strerror}\n"))
                    status = 1
        for f in files:
            if f not in seen:
                ctx.stderr.write(enc(f"no entry {f} in archive\n"))
        return status
    if op == "d":
        for f in files:
            idx = next((i for i, m in enumerate(members) if m[0] == f), -1)
            if idx < 0:
                if verbose:
                    out.write(enc(f"No member named `{f}'\n"))
                continue
            if verbose:
                out.write(enc(f"d - {f}\n"))
            del members[idx]
        fs.write_bytes(apath, build_archive(members))
        return 0
    if op in "rq":
        if not exists and "c" not in mods:
            ctx.stderr.write(enc(f"ar: creating {archive}\n"))
        new: list[tuple[str, int, int, int, int, bytes]] = []
        for f in files:
            ctx.check()
            path = ctx.abspath(f)
            try:
                st = fs.stat(path)
                body = fs.read_bytes(path)
            except FSError as e:
                ctx.stderr.write(enc(f"ar: {f}: {e.strerror}\n"))
                return 1
            name = f.rsplit("/", 1)[-1]
            if deterministic:
                entry = (name, 0, 0, 0, 0o644, body)
            else:
                entry = (name, int(st.st_mtime), st.st_uid, st.st_gid, st.st_mode & 0o7777, body)
            new.append(entry)
        for entry in new:
            name = entry[0]
            idx = next((i for i, m in enumerate(members) if m[0] == name), -1) if op == "r" else -1
            if idx >= 0:
                if "u" in mods and members[idx][1] >= entry[1] and not deterministic:
                    continue
                if verbose:
                    out.write(enc(f"r - {name}\n"))
                members[idx] = entry
            else:
                if verbose:
                    out.write(enc(f"{'q' if op == 'q' else 'a'} - {name}\n"))
                members.append(entry)
        try:
            fs.write_bytes(apath, build_archive(members))
        except FSError as e:
            ctx.stderr.write(enc(f"ar: {archive}: {e.strerror}\n"))
            return 1
        return 0
    if op == "s":
        return 0
    ctx.stderr.write(enc(f"ar: operation '{op}' is not supported by agentsh\n"))
    return 1
