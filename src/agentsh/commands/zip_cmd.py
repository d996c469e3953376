"""``zip`` (Info-ZIP Zip 3.0) and ``unzip`` (UnZip 6.00) over the VFS.

Archives are built and read with :mod:`zipfile` on ``io.BytesIO``. ``zip`` stores a member when
deflating would not make it smaller (``(stored 0%)``), else deflates it (``(deflated N%)``); it
writes Unix modes and an ``UT`` extended-timestamp field like Info-ZIP, so archive *contents*
match but archive bytes differ (zlib vs Info-ZIP's deflate, extra fields). Supported: ``zip -r
-j -q -d -m -u -D -x PAT... -i PAT... -0..-9 -@``; ``unzip -l -v -t -p -c -o -n -q -qq -j -d DIR
-x PAT... -Z1`` with wildcard member selection. Extraction streams each member through
:class:`VfsSink` (so zip bombs stop at the VFS limits with ``write error (disk full?)``).

Decisions: directories are recursed in sorted name order. An existing file without ``-o``/``-n``
gets unzip's prompt answered by end of input (``NULL``, treated as ``[N]one``), as when stdin is
not a terminal.
"""

from __future__ import annotations

import fnmatch
import io
import stat as _stat
import struct
import time
import zipfile
import zlib

from agentsh.commands._archive import VfsSink, enc, help_version
from agentsh.commands.context import CommandContext
from agentsh.streams import UnreadableStdin
from agentsh.vfs import FSError


def _percent(usize: int, csize: int) -> int:
    if usize == 0:
        return 0
    return (100 * (usize - csize) + usize // 2) // usize


def _dos_time(t: float) -> tuple[int, int, int, int, int, int]:
    tm = time.gmtime(max(int(t), 315532800))
    return (tm.tm_year, tm.tm_mon, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec & ~1)


def _ut_extra(mtime: float) -> bytes:
    return b"UT" + struct.pack("<HBI", 5, 1, int(mtime) & 0xFFFFFFFF)


def _ut_mtime(extra: bytes) -> int | None:
    i = 0
    while i + 4 <= len(extra):
        tag, size = struct.unpack_from("<HH", extra, i)
        body = extra[i + 4 : i + 4 + size]
        if tag == 0x5455 and len(body) >= 5 and body[0] & 1:
            return struct.unpack_from("<I", body, 1)[0]
        i += 4 + size
    return None


# ============================================================================== zip


class _Zip:
    def __init__(self, ctx: CommandContext) -> None:
        self.ctx = ctx
        self.recurse = False
        self.junk = False
        self.quiet = False
        self.delete = False
        self.move = False
        self.update = False
        self.no_dirs = False
        self.level = 6
        self.excludes: list[str] = []
        self.includes: list[str] = []
        self.status = 0

    def say(self, text: str) -> None:
        if not self.quiet:
            self.ctx.stdout.write(enc(text))

    def _excluded(self, name: str) -> bool:
        if any(fnmatch.fnmatchcase(name, p) for p in self.excludes):
            return True
        if self.includes and not any(fnmatch.fnmatchcase(name, p) for p in self.includes):
            return True
        return False

    def collect(self, operand: str, out: list[tuple[str, str]]) -> bool:
        """Add (archive name, vfs path) pairs for an operand; False if it does not exist."""
        fs = self.ctx.fs
        path = self.ctx.abspath(operand)
        try:
            st = fs.stat(path)
        except FSError:
            return False
        name = operand
        while name.startswith("./"):
            name = name[2:]
        name = name.lstrip("/")
        if st.kind == "dir":
            if not self.no_dirs and not self.junk:
                out.append((name.rstrip("/") + "/", path))
            if self.recurse:
                for child in sorted(fs.listdir(path)):
                    self.collect(operand.rstrip("/") + "/" + child, out)
            return True
        if self.junk:
            name = name.rsplit("/", 1)[-1]
        out.append((name, path))
        return True

    def run(self, archive: str, operands: list[str]) -> int:
        ctx = self.ctx
        fs = ctx.fs
        if "." not in archive.rsplit("/", 1)[-1]:
            archive += ".zip"
        apath = ctx.abspath(archive)
        existing: dict[str, tuple[zipfile.ZipInfo, bytes]] = {}
        order: list[str] = []
        if fs.exists(apath):
            try:
                with zipfile.ZipFile(io.BytesIO(fs.read_bytes(apath))) as zf:
                    for info in zf.infolist():
                        existing[info.filename] = (info, zf.read(info))
                        order.append(info.filename)
            except (zipfile.BadZipFile, OSError):
                ctx.stderr.write(enc(f"\nzip error: Zip file structure invalid ({archive})\n"))
                return 3
        if self.delete:
            changed = False
            for pat in operands:
                for name in list(order):
                    if fnmatch.fnmatchcase(name, pat) or name == pat:
                        self.say(f"deleting: {name}\n")
                        order.remove(name)
                        del existing[name]
                        changed = True
            if not changed:
                ctx.stdout.write(enc(f"\nzip error: Nothing to do! ({archive})\n"))
                return 12
            return self._write(archive, apath, existing, order)
        pairs: list[tuple[str, str]] = []
        for op in operands:
            if not self.collect(op, pairs):
                ctx.stdout.write(enc(f"\tzip warning: name not matched: {op}\n"))
        pairs = [(n, p) for n, p in pairs if not self._excluded(n)]
        if not pairs:
            ctx.stdout.write(enc(f"\nzip error: Nothing to do! ({archive})\n"))
            return 12
        added: list[str] = []
        for name, path in pairs:
            ctx.check()
            st = fs.stat(path)
            if self.update and name in existing:
                old = existing[name][0]
                if time.mktime(old.date_time + (0, 0, -1)) - time.timezone >= int(st.st_mtime) - 1:
                    continue
            info = zipfile.ZipInfo(name, _dos_time(st.st_mtime))
            info.create_system = 3
            info.external_attr = (st.st_mode & 0xFFFF) << 16
            info.extra = _ut_extra(st.st_mtime)
            if st.kind == "dir":
                info.external_attr |= 0x10
                data = b""
                info.compress_type = zipfile.ZIP_STORED
                how = "stored 0%"
            else:
                data = fs.read_bytes(path)
                comp = zlib.compressobj(self.level, zlib.DEFLATED, -15) if self.level else None
                csize = len(comp.compress(data) + comp.flush()) if comp is not None else len(data)
                if comp is None or csize >= len(data):
                    info.compress_type = zipfile.ZIP_STORED
                    how = "stored 0%"
                else:
                    info.compress_type = zipfile.ZIP_DEFLATED
                    how = f"deflated {_percent(len(data), csize)}%"
            verb = "updating" if name in existing else "  adding"
            self.say(f"{verb}: {name} ({how})\n")
            if name not in existing:
                order.append(name)
            existing[name] = (info, data)
            added.append(path)
        status = self._write(archive, apath, existing, order)
        if status == 0 and self.move:
            for path in sorted(set(added), reverse=True):
                try:
                    if fs.is_dir(path):
                        fs.rmdir(path)
                    else:
                        fs.remove(path)
                except FSError:
                    pass
        return status

    def _write(
        self,
        archive: str,
        apath: str,
        entries: dict[str, tuple[zipfile.ZipInfo, bytes]],
        order: list[str],
    ) -> int:
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as zf:
            for name in order:
                info, data = entries[name]
                zf.writestr(
                    info, data, compress_type=info.compress_type, compresslevel=self.level or None
                )
        try:
            self.ctx.fs.write_bytes(apath, buf.getvalue())
        except FSError as e:
            self.ctx.stderr.write(
                enc(
                    f"zip I/O error: {e.strerror}\n\nzip error: Output file write failure (write error on zip file)\n"
                )
            )
            return 14
        return 0


def zip_main(ctx: CommandContext) -> int:
    z = _Zip(ctx)
    args = list(ctx.args)
    if not args:
        return help_version(ctx, "zip", "help")
    positional: list[str] = []
    i = 0
    mode = ""
    while i < len(args):
        a = args[i]
        i += 1
        if a == "--help" or a == "-h":
            return help_version(ctx, "zip", "help")
        if a in ("-v", "--version") and not positional:
            return help_version(ctx, "zip", "version")
        if a.startswith("-") and len(a) > 1 and not a.startswith("--"):
            mode = ""
            for ch in a[1:]:
                if ch == "r":
                    z.recurse = True
                elif ch == "j":
                    z.junk = True
                elif ch == "q":
                    z.quiet = True
                elif ch == "d":
                    z.delete = True
                elif ch == "m":
                    z.move = True
                elif ch == "u":
                    z.update = True
                elif ch == "f":
                    z.update = True
                elif ch == "D":
                    z.no_dirs = True
                elif ch.isdigit():
                    z.level = int(ch)
                elif ch == "x":
                    mode = "x"
                elif ch == "i":
                    mode = "i"
                elif ch == "@":
                    try:
                        text = ctx.stdin_stream.read().decode("utf-8", "surrogateescape")
                    except UnreadableStdin:  # (a read that fails: no names)
                        text = ""
                    positional += [ln for ln in text.split("\n") if ln]
                elif ch in "yXTlv":
                    pass
                else:
                    ctx.stderr.write(
                        enc(
                            f"\nzip error: Invalid command arguments (short option '{ch}' not supported)\n"
                        )
                    )
                    return 16
            continue
        if a.startswith("--"):
            long = a[2:]
            if long == "recurse-paths":
                z.recurse = True
            elif long == "quiet":
                z.quiet = True
            elif long == "junk-paths":
                z.junk = True
            elif long == "delete":
                z.delete = True
            elif long == "exclude":
                mode = "x"
            else:
                ctx.stderr.write(
                    enc(
                        f"\nzip error: Invalid command arguments (long option '{long}' not supported)\n"
                    )
                )
                return 16
            continue
        if mode == "x" and positional:
            z.excludes.append(a)
            continue
        if mode == "i" and positional:
            z.includes.append(a)
            continue
        positional.append(a)
    if not positional:
        ctx.stderr.write(b"\nzip error: Invalid command arguments (nothing to select from)\n")
        return 16
    archive, operands = positional[0], positional[1:]
    if not operands and not z.delete:
        ctx.stderr.write(
            enc(
                f"\nzip error: Nothing to do! ({archive if '.' in archive else archive + '.zip'})\n"
            )
        )
        return 12
    return z.run(archive, operands)


# ============================================================================== unzip


def _unzip_match(pat: str, name: str) -> bool:
    return name == pat or fnmatch.fnmatchcase(name, pat)


class _Unzip:
    def __init__(self, ctx: CommandContext) -> None:
        self.ctx = ctx
        self.mode = "x"
        self.overwrite: bool | None = None
        self.quiet = 0
        self.junk = False
        self.exdir: str | None = None
        self.excludes: list[str] = []
        self.status = 0
        self.none_all = False

    def out(self, text: str) -> None:
        self.ctx.stdout.write(enc(text))

    def run(self, archive: str, members: list[str]) -> int:
        ctx = self.ctx
        fs = ctx.fs
        path = ctx.abspath(archive)
        shown = archive
        if not fs.is_file(path):
            for alt in (archive + ".zip", archive + ".ZIP"):
                if fs.is_file(ctx.abspath(alt)):
                    path, shown = ctx.abspath(alt), alt
                    break
            else:
                if fs.exists(path):
                    ctx.stderr.write(
                        enc(
                            f"unzip:  cannot find or open {archive}, {archive}.zip or {archive}.ZIP.\n"
                        )
                    )
                    return 9
                ctx.stderr.write(
                    enc(f"unzip:  cannot find or open {archive}, {archive}.zip or {archive}.ZIP.\n")
                )
                return 9
        data = fs.read_bytes(path)
        try:
            zf = zipfile.ZipFile(io.BytesIO(data))
        except (zipfile.BadZipFile, OSError):
            if self.mode != "p":
                self.out(f"Archive:  {shown}\n")
            ctx.stderr.write(
                enc(
                    "  End-of-central-directory signature not found.  Either this file is not\n"
                    "  a zipfile, or it constitutes one disk of a multi-part archive.  In the\n"
                    "  latter case the central directory and zipfile comment will be found on\n"
                    "  the last disk(s) of this archive.\n"
                    f"unzip:  cannot find zipfile directory in one of {shown} or\n"
                    f"        {shown}.zip, and cannot find {shown}.ZIP, period.\n"
                )
            )
            return 9
        infos = zf.infolist()
        matched = [False] * len(members)
        chosen: list[zipfile.ZipInfo] = []
        for info in infos:
            name = info.filename
            if members:
                hit = False
                for i, pat in enumerate(members):
                    if _unzip_match(pat, name):
                        matched[i] = True
                        hit = True
                if not hit:
                    continue
            if any(_unzip_match(p, name) for p in self.excludes):
                continue
            chosen.append(info)
        if self.mode not in ("p", "Z1") and self.quiet == 0:
            self.out(f"Archive:  {shown}\n")
        if self.mode == "l":
            self.list_short(chosen)
        elif self.mode == "v":
            self.list_verbose(chosen)
        elif self.mode == "Z1":
            for info in chosen:
                self.out(info.filename + "\n")
        elif self.mode == "t":
            self.test(zf, chosen, shown)
        else:
            self.extract(zf, chosen)
        for i, pat in enumerate(members):
            if not matched[i]:
                ctx.stderr.write(enc(f"caution: filename not matched:  {pat}\n"))
                self.status = max(self.status, 11)
        return self.status

    @staticmethod
    def _date(info: zipfile.ZipInfo) -> str:
        y, mo, d, h, mi, _ = info.date_time
        return f"{y:04d}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}"

    def list_short(self, chosen: list[zipfile.ZipInfo]) -> None:
        if self.quiet < 2:
            self.out("  Length      Date    Time    Name\n---------  ---------- -----   ----\n")
        total = 0
        for info in chosen:
            total += info.file_size
            self.out(f"{info.file_size:9d}  {self._date(info)}   {info.filename}\n")
        if self.quiet < 2:
            n = len(chosen)
            self.out("---------                     -------\n")
            self.out(f"{total:9d}                     {n} file{'s' if n != 1 else ''}\n")

    def list_verbose(self, chosen: list[zipfile.ZipInfo]) -> None:
        self.out(
            " Length   Method    Size  Cmpr    Date    Time   CRC-32   Name\n"
            "--------  ------  ------- ---- ---------- ----- --------  ----\n"
        )
        tu = tc = 0
        for info in chosen:
            tu += info.file_size
            tc += info.compress_size
            if info.compress_type == zipfile.ZIP_DEFLATED:
                method = "Defl:" + "NXFF"[(info.flag_bits >> 1) & 3]
            elif info.compress_type == zipfile.ZIP_STORED:
                method = "Stored"
            elif info.compress_type == zipfile.ZIP_BZIP2:
                method = "BZip2"
            else:
                method = f"Unk:{info.compress_type:03d}"
            pct = _percent(info.file_size, info.compress_size)
            self.out(
                f"{info.file_size:8d}  {method:<6s} {info.compress_size:8d} {pct:3d}% "
                f"{self._date(info)} {info.CRC:08x}  {info.filename}\n"
            )
        n = len(chosen)
        self.out("--------          -------  ---                            -------\n")
        self.out(
            f"{tu:8d}         {tc:8d} {_percent(tu, tc):3d}%                            "
            f"{n} file{'s' if n != 1 else ''}\n"
        )

    def test(self, zf: zipfile.ZipFile, chosen: list[zipfile.ZipInfo], shown: str) -> None:
        bad = 0
        for info in chosen:
            ok = True
            try:
                with zf.open(info) as fh:
                    while fh.read(1 << 16):
                        self.ctx.check()
            except (zipfile.BadZipFile, zlib.error, OSError, EOFError):
                ok = False
            if self.quiet == 0:
                self.out(f"    testing: {info.filename:<22s}   {'OK' if ok else 'bad CRC'}\n")
            if not ok:
                bad += 1
        if bad:
            self.out(f"At least one error was detected in {shown}.\n")
            self.status = 2
        elif self.quiet < 2:
            self.out(f"No errors detected in compressed data of {shown}.\n")

    def extract(self, zf: zipfile.ZipFile, chosen: list[zipfile.ZipInfo]) -> None:
        ctx = self.ctx
        fs = ctx.fs
        base = ctx.abspath(self.exdir) if self.exdir else ctx.cwd
        if self.exdir and not fs.is_dir(base) and self.mode != "p":
            try:
                fs.mkdir(base, 0o777, parents=True)
            except FSError:
                pass
        dirs: list[tuple[str, int | None, float]] = []
        for info in chosen:
            ctx.check()
            name = info.filename
            mode = (info.external_attr >> 16) & 0o7777 if info.create_system == 3 else 0
            if self.mode == "p":
                if name.endswith("/"):
                    continue
                with zf.open(info) as fh:
                    while True:
                        chunk = fh.read(1 << 16)
                        if not chunk:
                            break
                        ctx.stdout.write(chunk)
                continue
            parts = [p for p in name.split("/") if p and p != ".."]
            if self.junk:
                if name.endswith("/"):
                    continue
                parts = parts[-1:]
            rel = "/".join(parts)
            shown = (self.exdir.rstrip("/") + "/" if self.exdir else "") + rel
            target = base.rstrip("/") + "/" + rel
            ut = _ut_mtime(info.extra)
            mtime = (
                float(ut)
                if ut is not None
                else time.mktime(info.date_time + (0, 0, -1)) - time.timezone
            )
            if name.endswith("/"):
                if not fs.is_dir(target):
                    try:
                        fs.mkdir(target, 0o755, parents=True)
                    except FSError:
                        pass
                    if self.quiet == 0:
                        self.out(f"   creating: {shown}/\n")
                dirs.append((target, mode & 0o777 if mode else None, mtime))
                continue
            parent = target.rsplit("/", 1)[0] or "/"
            if not fs.is_dir(parent):
                try:
                    fs.mkdir(parent, 0o755, parents=True)
                except FSError:
                    pass
            if fs.lexists(target):
                if self.overwrite is False or self.none_all:
                    continue
                if self.overwrite is None:
                    ctx.stderr.write(
                        enc(
                            f"replace {shown}? [y]es, [n]o, [A]ll, [N]one, [r]ename:  NULL\n"
                            '(EOF or read error, treating as "[N]one" ...)\n'
                        )
                    )
                    self.none_all = True
                    self.status = max(self.status, 1)
                    continue
            is_link = _stat.S_ISLNK(mode << 0 | ((info.external_attr >> 16) & 0o170000))
            if self.quiet == 0:
                verb = "extracting" if info.compress_type == zipfile.ZIP_STORED else " inflating"
                if is_link:
                    verb = "   linking"
                self.out(f"{verb.rjust(11)}: {shown:<22s}  \n" if not is_link else "")
            try:
                sink = VfsSink(ctx, target)
                with zf.open(info) as fh:
                    while True:
                        chunk = fh.read(1 << 16)
                        if not chunk:
                            break
                        ctx.check()
                        sink.write(chunk)
                if is_link:
                    if fs.lexists(target):
                        fs.remove(target)
                    link = sink.data().decode("utf-8", "surrogateescape")
                    if self.quiet == 0:
                        self.out(f"    linking: {shown:<22s}  -> {link} \n")
                    fs.symlink(link, target)
                    continue
                if fs.lexists(target):
                    fs.remove(target)
                sink.commit(0o644)
                if mode:
                    fs.chmod(target, mode & 0o777)
                fs.utime(target, mtime=mtime)
            except FSError as e:
                ctx.stderr.write(enc(f"{shown}:  write error (disk full?).  Continue? (y/n/^C) \n"))
                del e
                self.status = 50
                return
            except (zipfile.BadZipFile, zlib.error, EOFError):
                ctx.stderr.write(enc(f"  error:  invalid compressed data to inflate {shown}\n"))
                self.status = max(self.status, 2)
        for target, dmode, mtime in reversed(dirs):
            try:
                if dmode:
                    fs.chmod(target, dmode)
                fs.utime(target, mtime=mtime)
            except FSError:
                pass


def unzip_main(ctx: CommandContext) -> int:
    u = _Unzip(ctx)
    args = list(ctx.args)
    if not args:
        return help_version(ctx, "unzip", "help")
    positional: list[str] = []
    i = 0
    xmode = False
    while i < len(args):
        a = args[i]
        i += 1
        if a.startswith("-") and len(a) > 1:
            xmode = False
            if a == "-Z1":
                u.mode = "Z1"
                continue
            j = 1
            while j < len(a):
                ch = a[j]
                j += 1
                if ch == "l":
                    u.mode = "l"
                elif ch == "v":
                    u.mode = "v"
                elif ch == "t":
                    u.mode = "t"
                elif ch in "pc":
                    u.mode = "p"
                elif ch == "o":
                    u.overwrite = True
                elif ch == "n":
                    u.overwrite = False
                elif ch == "q":
                    u.quiet += 1
                elif ch == "j":
                    u.junk = True
                elif ch == "x":
                    xmode = True
                elif ch == "d":
                    rest = a[j:]
                    if rest:
                        u.exdir = rest
                    elif i < len(args):
                        u.exdir = args[i]
                        i += 1
                    break
                elif ch == "h":
                    return help_version(ctx, "unzip", "help")
                elif ch == "-":  # option negation prefix ("--help" is -h)
                    pass
                elif ch in "aCLXKUVMDfu":
                    pass
                else:
                    ctx.stderr.write(enc(f"error:  -{ch} is not a valid option\n"))
                    return 10
            continue
        if xmode and positional:
            u.excludes.append(a)
        else:
            positional.append(a)
    if not positional:
        return help_version(ctx, "unzip", "help")
    return u.run(positional[0], positional[1:])
