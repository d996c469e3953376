"""``cpio`` (GNU cpio 2.13) over the VFS: copy-out ``-o``, copy-in ``-i`` and list ``-t``.

Formats: ``newc`` (``-H newc``), ``odc`` and the default ``bin`` (little-endian old binary);
``crc`` is read like newc. Copy-out reads names from standard input (one per line, or NUL with
``-0``); copy-in extracts members matching the glob operands (``*`` matches ``/`` as in cpio),
creates directories only with ``-d``, keeps existing files that are newer or the same age unless
``-u``, restores mtimes only with ``-m``, lists with ``-v`` (``ls -l`` style) and reports the
``N blocks`` summary on stderr (``--quiet`` drops it). ``-F``/``-O``/``-I`` name the archive
file, ``-D`` the directory to work in. Files are written through :class:`VfsSink` so the VFS
limits stop a bomb. Pass-through ``-p`` is not supported.
"""

from __future__ import annotations

import fnmatch
import stat as _stat
import struct
import time

from agentsh.commands._archive import VfsSink, enc, help_version
from agentsh.commands._fileutil import group_name, mode_string, now, user_name
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, parse_args, value
from agentsh.vfs import FSError

SPEC = Spec(
    "cpio",
    [
        flag("o", "o", "create"),
        flag("i", "i", "extract"),
        flag("p", "p", "pass-through"),
        flag("t", "t", "list"),
        value("H", "H", "format"),
        flag("d", "d", "make-directories"),
        flag("v", "v", "verbose"),
        flag("u", "u", "unconditional"),
        flag("m", "m", "preserve-modification-time"),
        flag("0", "0", "null"),
        value("F", "F", "file"),
        value("O", "O"),
        value("I", "I"),
        value("D", "D", "directory"),
        flag("quiet", "", "quiet"),
        flag("c", "c"),
        flag("a", "a", "reset-access-time"),
        flag("numeric", "n", "numeric-uid-gid"),
        flag("f", "f", "nonmatching"),
        flag("no-absolute", "", "no-absolute-filenames"),
        flag("help", "?", "help"),
        flag("version", "V", "version"),
    ],
    status=2,
    help_version=False,
)

TRY = "Try 'cpio --help' or 'cpio --usage' for more information.\n"


class Entry:
    def __init__(
        self,
        name: str,
        mode: int,
        uid: int,
        gid: int,
        nlink: int,
        mtime: int,
        data: bytes,
        ino: int = 0,
    ) -> None:
        self.name = name
        self.mode = mode
        self.uid = uid
        self.gid = gid
        self.nlink = nlink
        self.mtime = mtime
        self.data = data
        self.ino = ino


def _pad4(n: int) -> int:
    return -n % 4


def encode(e: Entry, fmt: str) -> bytes:
    name = enc(e.name) + b"\0"
    if fmt in ("newc", "crc"):
        fields = [
            e.ino,
            e.mode,
            e.uid,
            e.gid,
            e.nlink,
            e.mtime,
            len(e.data),
            0,
            0,
            0,
            0,
            len(name),
            0,
        ]
        if fmt == "crc":
            fields[-1] = sum(e.data) & 0xFFFFFFFF
        magic = b"070702" if fmt == "crc" else b"070701"
        h = magic + b"".join(b"%08X" % (f & 0xFFFFFFFF) for f in fields)
        h += name
        h += b"\0" * _pad4(len(h))
        return h + e.data + b"\0" * _pad4(len(e.data))
    if fmt == "odc":
        h = b"070707" + b"%06o%06o%06o%06o%06o%06o%06o%011o%06o%011o" % (
            0,
            e.ino & 0o777777,
            e.mode & 0o777777,
            e.uid & 0o777777,
            e.gid & 0o777777,
            e.nlink & 0o777777,
            0,
            e.mtime & 0o77777777777,
            len(name),
            len(e.data) & 0o77777777777,
        )
        return h + name + e.data
    size = len(e.data)
    h = struct.pack(
        "<13H",
        0o70707,
        0,
        e.ino & 0xFFFF,
        e.mode & 0xFFFF,
        e.uid & 0xFFFF,
        e.gid & 0xFFFF,
        e.nlink & 0xFFFF,
        0,
        (e.mtime >> 16) & 0xFFFF,
        e.mtime & 0xFFFF,
        len(name),
        (size >> 16) & 0xFFFF,
        size & 0xFFFF,
    )
    h += name + (b"\0" if len(name) & 1 else b"")
    return h + e.data + (b"\0" if size & 1 else b"")


class Premature(Exception):
    pass


def decode_all(data: bytes) -> tuple[list[Entry], int]:
    """All entries up to TRAILER!!! and the offset after it; raises Premature on damage."""
    out: list[Entry] = []
    pos = 0
    n = len(data)
    while True:
        if pos + 6 > n:
            raise Premature
        magic = data[pos : pos + 6]
        if magic in (b"070701", b"070702"):
            if pos + 110 > n:
                raise Premature
            try:
                f = [int(data[pos + 6 + 8 * i : pos + 14 + 8 * i], 16) for i in range(13)]
            except ValueError as e:
                raise Premature from e
            namesize, size = f[11], f[6]
            nstart = pos + 110
            name = data[nstart : nstart + namesize - 1]
            dstart = nstart + namesize
            dstart += _pad4(dstart)
            body = data[dstart : dstart + size]
            if len(body) < size:
                raise Premature
            pos = dstart + size + _pad4(size)
            e = Entry(
                name.decode("utf-8", "surrogateescape"), f[1], f[2], f[3], f[4], f[5], body, f[0]
            )
        elif magic == b"070707":
            if pos + 76 > n:
                raise Premature
            h = data[pos : pos + 76]
            try:
                mode = int(h[18:24], 8)
                uid = int(h[24:30], 8)
                gid = int(h[30:36], 8)
                nlink = int(h[36:42], 8)
                mtime = int(h[48:59], 8)
                namesize = int(h[59:65], 8)
                size = int(h[65:76], 8)
                ino = int(h[12:18], 8)
            except ValueError as e:
                raise Premature from e
            name = data[pos + 76 : pos + 76 + namesize - 1]
            body = data[pos + 76 + namesize : pos + 76 + namesize + size]
            if len(body) < size:
                raise Premature
            pos += 76 + namesize + size
            e = Entry(
                name.decode("utf-8", "surrogateescape"), mode, uid, gid, nlink, mtime, body, ino
            )
        elif pos + 26 <= n and struct.unpack_from("<H", data, pos)[0] == 0o70707:
            v = struct.unpack_from("<13H", data, pos)
            namesize = v[10]
            size = (v[11] << 16) | v[12]
            nstart = pos + 26
            name = data[nstart : nstart + namesize - 1]
            dstart = nstart + namesize + (namesize & 1)
            body = data[dstart : dstart + size]
            if len(body) < size:
                raise Premature
            pos = dstart + size + (size & 1)
            e = Entry(
                name.decode("utf-8", "surrogateescape"),
                v[3],
                v[4],
                v[5],
                v[6],
                (v[8] << 16) | v[9],
                body,
                v[2],
            )
        else:
            raise Premature
        if e.name == "TRAILER!!!":
            return out, pos
        out.append(e)


def _blocks(n: int) -> str:
    b = (n + 511) // 512
    return f"{b} block{'s' if b != 1 else ''}\n"


def _listing(ctx: CommandContext, e: Entry, numeric: bool) -> str:
    user = str(e.uid) if numeric else (user_name(ctx, e.uid) or str(e.uid))
    group = str(e.gid) if numeric else (group_name(ctx, e.gid) or str(e.gid))
    t = now(ctx)
    if abs(t - e.mtime) > 182 * 86400 or e.mtime > t:
        stamp = time.strftime("%b %e  %Y", time.gmtime(e.mtime))
    else:
        stamp = time.strftime("%b %e %H:%M", time.gmtime(e.mtime))
    line = f"{mode_string(e.mode)} {e.nlink:3d} {user:<8s} {group:<8s} {len(e.data):8d} {stamp} {e.name}"
    if _stat.S_ISLNK(e.mode):
        line += " -> " + e.data.decode("utf-8", "surrogateescape")
    return line + "\n"


def main(ctx: CommandContext) -> int:
    try:
        p = parse_args(SPEC, ctx.args)
    except UsageError as e:
        ctx.stderr.write(enc(f"cpio: {e}\n{TRY}"))
        return 64
    mode = ""
    fmt = ""
    o: dict[str, str | bool] = {}
    for key, val in p.opts:
        if key in ("help", "version"):
            return help_version(ctx, "cpio", key)
        if key in ("o", "i", "p"):
            if mode and mode != key:
                ctx.stderr.write(enc(f"cpio: Mode already defined\n{TRY}"))
                return 2
            mode = key
        elif key == "t":
            o["t"] = True
        elif key == "H":
            fmt = (val or "").lower()
            if fmt not in ("newc", "crc", "odc", "bin"):
                ctx.stderr.write(
                    enc(
                        f"cpio: invalid archive format `{val}'; valid formats are:\ncrc newc odc bin ustar tar (all-caps also recognized)\n{TRY}"
                    )
                )
                return 2
        elif key == "c":
            fmt = "newc"
        else:
            o[key] = val if val is not None else True
    if o.get("t") and not mode:
        mode = "i"
    if not mode:
        ctx.stderr.write(enc(f"cpio: You must specify one of -oipt options.\n{TRY}"))
        return 2
    if mode == "p":
        ctx.stderr.write(b"cpio: pass-through mode (-p) is not supported by agentsh\n")
        return 2
    quiet = bool(o.get("quiet"))
    verbose = bool(o.get("v"))
    base = str(o["D"]) if "D" in o else None
    fs = ctx.fs

    def path_of(name: str) -> str:
        return ctx.abspath(
            base.rstrip("/") + "/" + name if base and not name.startswith("/") else name
        )

    if mode == "o":
        sep = "\0" if o.get("0") else "\n"
        names = [
            n for n in ctx.stdin_stream.read().decode("utf-8", "surrogateescape").split(sep) if n
        ]
        parts: list[bytes] = []
        status = 0
        fmt = fmt or "bin"
        for name in names:
            ctx.check()
            try:
                st = fs.lstat(path_of(name))
            except FSError as e:
                ctx.stderr.write(enc(f"cpio: {name}: Cannot stat: {e.strerror}\n"))
                status = 2
                continue
            data = b""
            if st.kind == "file":
                data = fs.read_bytes(path_of(name))
            elif st.kind == "symlink":
                data = enc(fs.readlink(path_of(name)))
            parts.append(
                encode(
                    Entry(
                        name,
                        st.st_mode,
                        st.st_uid,
                        st.st_gid,
                        st.st_nlink,
                        int(st.st_mtime),
                        data,
                        st.st_ino,
                    ),
                    fmt,
                )
            )
            if verbose:
                ctx.stderr.write(enc(name + "\n"))
        parts.append(encode(Entry("TRAILER!!!", 0, 0, 0, 1, 0, b""), fmt))
        blob = b"".join(parts)
        blob += b"\0" * (-len(blob) % 512)
        target = o.get("F") or o.get("O")
        if isinstance(target, str):
            try:
                fs.write_bytes(ctx.abspath(target), blob)
            except FSError as e:
                ctx.stderr.write(enc(f"cpio: {target}: Cannot open: {e.strerror}\n"))
                return 2
        else:
            ctx.stdout.write(blob)
        if not quiet:
            ctx.stderr.write(enc(_blocks(len(blob))))
        return status

    # copy-in / list
    src = o.get("F") or o.get("I")
    if isinstance(src, str):
        try:
            data = fs.read_bytes(ctx.abspath(src))
        except FSError as e:
            ctx.stderr.write(enc(f"cpio: {src}: Cannot open: {e.strerror}\n"))
            return 2
    else:
        data = ctx.stdin_stream.read()
    status = 0
    try:
        entries, consumed = decode_all(data)
        premature = False
    except Premature:
        entries, consumed = [], 0
        premature = True
    pats = p.operands
    invert = bool(o.get("f"))
    dirs: list[tuple[str, int, int]] = []
    for e in entries:
        ctx.check()
        if pats:
            hit = any(fnmatch.fnmatchcase(e.name, pat) for pat in pats)
            if hit == invert:
                continue
        if o.get("t"):
            ctx.stdout.write(
                enc(_listing(ctx, e, bool(o.get("numeric"))) if verbose else e.name + "\n")
            )
            continue
        name = e.name
        if o.get("no-absolute"):
            name = name.lstrip("/")
        target = path_of(name)
        parent = target.rsplit("/", 1)[0] or "/"
        if not fs.is_dir(parent):
            if o.get("d"):
                try:
                    fs.mkdir(parent, 0o755, parents=True)
                except FSError:
                    pass
            else:
                ctx.stderr.write(enc(f"cpio: {name}: Cannot open: No such file or directory\n"))
                status = 2
                continue
        kind = _stat.S_IFMT(e.mode)
        if kind == _stat.S_IFDIR:
            if not fs.is_dir(target):
                try:
                    fs.mkdir(target, 0o700)
                except FSError as err:
                    ctx.stderr.write(enc(f"cpio: {name}: Cannot mkdir: {err.strerror}\n"))
                    status = 2
                    continue
            dirs.append((target, e.mode & 0o7777, e.mtime))
            if verbose:
                ctx.stderr.write(enc(name + "\n"))
            continue
        if fs.lexists(target):
            if not o.get("u"):
                try:
                    cur = fs.lstat(target).st_mtime
                except FSError:
                    cur = 0
                if cur >= e.mtime:
                    ctx.stderr.write(
                        enc(f"cpio: {name} not created: newer or same age version exists\n")
                    )
                    if verbose:
                        ctx.stderr.write(enc(name + "\n"))
                    continue
            try:
                fs.remove(target)
            except FSError:
                pass
        try:
            if kind == _stat.S_IFLNK:
                fs.symlink(e.data.decode("utf-8", "surrogateescape"), target)
            else:
                sink = VfsSink(ctx, target)
                sink.write(e.data)
                sink.commit(e.mode & 0o7777)
                fs.chmod(target, e.mode & 0o7777)
                if o.get("m"):
                    fs.utime(target, mtime=float(e.mtime))
        except FSError as err:
            if err.strerror in ("No space left on device", "File too large"):
                ctx.stderr.write(enc(f"cpio: write error: {err.strerror}\n"))
                return 2
            ctx.stderr.write(enc(f"cpio: {name}: Cannot open: {err.strerror}\n"))
            status = 2
            continue
        if verbose:
            ctx.stderr.write(enc(name + "\n"))
    for target, dmode, mtime in reversed(dirs):
        try:
            fs.chmod(target, dmode)
            if o.get("m"):
                fs.utime(target, mtime=float(mtime))
        except FSError:
            pass
    if premature:
        ctx.stderr.write(b"cpio: premature end of archive\n")
        return 2
    if not quiet:
        ctx.stderr.write(enc(_blocks(consumed)))
    return status
