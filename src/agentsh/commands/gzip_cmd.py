"""``gzip``, ``gunzip`` and ``zcat`` (gzip 1.12) over the VFS.

Compression uses zlib with gzip's header fields (``-n``: no name, mtime 0; default: the file
name and its mtime), so the output is byte-identical to ``gzip -n`` whenever zlib's deflate and
gzip's own agree (they do on small and text inputs; larger binary inputs may differ in the
deflate stream, still valid). Decompression streams: outputs are produced in 64 KiB chunks and
files are written through :class:`VfsSink`, which stops with ``No space left on device`` /
``File too large`` as soon as a VFS limit would be exceeded.

Exit status as gzip: 0, 1 on errors, 2 on warnings only (``already has .gz suffix``,
``unknown suffix``, ``already exists; not overwritten``, ``is a directory -- ignored``,
trailing garbage).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from agentsh.commands._archive import (
    DataError,
    GzipInfo,
    VfsSink,
    enc,
    gunzip_iter,
    gzip_compress_iter,
    help_version,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, parse_args, value
from agentsh.vfs import FSError

SPEC = Spec(
    "gzip",
    [
        flag("a", "a", "ascii"),
        flag("c", "c", "stdout", "to-stdout"),
        flag("d", "d", "decompress", "uncompress"),
        flag("f", "f", "force"),
        flag("help", "h", "help"),
        flag("k", "k", "keep"),
        flag("l", "l", "list"),
        flag("L", "L", "license"),
        flag("n", "n", "no-name"),
        flag("N", "N", "name"),
        flag("q", "q", "quiet", "silent"),
        flag("r", "r", "recursive"),
        flag("rsyncable", "", "rsyncable"),
        value("S", "S", "suffix"),
        flag("synchronous", "", "synchronous"),
        flag("t", "t", "test"),
        flag("v", "v", "verbose"),
        flag("version", "V", "version"),
        flag("1", "1", "fast"),
        flag("2", "2"),
        flag("3", "3"),
        flag("4", "4"),
        flag("5", "5"),
        flag("6", "6"),
        flag("7", "7"),
        flag("8", "8"),
        flag("9", "9", "best"),
    ],
    help_version=False,
)

KNOWN_SUFFIXES = (".gz", ".z", ".taz", ".tgz", "-gz", "-z", "_z")

OK, ERROR, WARNING = 0, 1, 2


class _Gzip:
    def __init__(self, ctx: CommandContext) -> None:
        self.ctx = ctx
        self.decompress = False
        self.stdout = False
        self.force = False
        self.keep = False
        self.list = False
        self.test = False
        self.quiet = False
        self.verbose = False
        self.recursive = False
        self.no_name: bool | None = None
        self.level = 6
        self.suffix = ".gz"
        self.status = OK
        self.listed_first = True
        self.total_in = 0
        self.total_out = 0
        self.last_header = 0

    # -- diagnostics ---------------------------------------------------------------------
    def error(self, msg: str) -> None:
        self.ctx.stderr.write(enc(f"gzip: {msg}\n"))
        self.status = ERROR

    def warn(self, msg: str) -> None:
        if not self.quiet:
            self.ctx.stderr.write(enc(f"gzip: {msg}\n"))
        if self.status == OK:
            self.status = WARNING

    def data_error(self, name: str, e: DataError) -> None:
        self.ctx.stderr.write(enc(f"\ngzip: {name}: {e}\n"))
        self.status = ERROR

    # -- helpers -------------------------------------------------------------------------
    def _suffix_of(self, name: str) -> str | None:
        cands = (self.suffix, *KNOWN_SUFFIXES)
        low = name.lower()
        for s in cands:
            if s and low.endswith(s.lower()) and len(name) > len(s):
                return s
        return None

    def _ratio(self, num: int, den: int) -> str:
        x = 0.0 if den == 0 else 1000 * num / den
        sign = "-" if x < 0 else " "
        a = int(abs(x) + 0.5)
        return f"{sign}{a // 10:2d}.{a % 10}%"

    # -- compression ---------------------------------------------------------------------
    def run_file(self, name: str, top: bool = True) -> None:
        ctx = self.ctx
        self.ctx.check()
        if name == "-":
            self.run_stdin()
            return
        path = ctx.abspath(name)
        try:
            st = ctx.fs.stat(path)
        except FSError as e:
            if self.decompress and not self._suffix_of(name):
                for s in (self.suffix, *KNOWN_SUFFIXES):
                    if ctx.fs.exists(path + s):
                        self.run_file(name + s, top)
                        return
                self.error(f"{name}{self.suffix}: {e.strerror}")
                return
            self.error(f"{name}: {e.strerror}")
            return
        if st.kind == "dir":
            if self.recursive:
                for child in sorted(ctx.fs.listdir(path)):
                    self.run_file(name.rstrip("/") + "/" + child, False)
                return
            self.warn(f"{name} is a directory -- ignored")
            return
        if st.kind != "file":
            self.warn(f"{name} is not a directory or a regular file - ignored")
            return
        try:
            data = ctx.fs.read_bytes(path)
        except FSError as e:
            self.error(f"{name}: {e.strerror}")
            return
        if self.list:
            self.do_list(name, data, st.st_mtime)
            return
        if not data and (self.test or self.decompress) and not (self.force and self.stdout):
            self.error(f"{name}: unexpected end of file")
            return
        if self.test:
            try:
                for _ in gunzip_iter(data, check=ctx.check):
                    pass
            except DataError as e:
                self.data_error(name, e)
                return
            if self.verbose:
                ctx.stderr.write(enc(f"{name}:\t OK\n"))
            return
        if self.decompress:
            self.decompress_file(name, path, data, st.st_mode, st.st_mtime)
        else:
            self.compress_file(name, path, data, st.st_mode, st.st_mtime, top)

    def compress_file(
        self, name: str, path: str, data: bytes, mode: int, mtime: float, top: bool = True
    ) -> None:
        ctx = self.ctx
        suf = self._suffix_of(name)
        if suf is not None and not self.stdout:
            if self.verbose or (top and not self.recursive and not self.quiet):
                self.ctx.stderr.write(enc(f"gzip: {name} already has {suf} suffix -- unchanged\n"))
            return
        base = name.rsplit("/", 1)[-1]
        stored = None if self.no_name else enc(base)
        stamp = 0 if self.no_name else int(mtime)
        if stamp <= 0 and not self.no_name:
            self.warn(f"{name}: warning: file timestamp out of range for gzip format")
            stamp = 0
        chunks = gzip_compress_iter(iter([data]), self.level, stored, stamp)
        if self.stdout:
            out_len = 0
            for c in chunks:
                out_len += len(c)
                ctx.stdout.write(c)
            if self.verbose:
                ctx.stderr.write(
                    enc(
                        f"{name}:\t{self._ratio(len(data) - out_len + len(self._hdr(stored)) + 8, len(data))} -- replaced with stdout\n"
                    )
                )
            return
        out_name = name + self.suffix
        blob = b"".join(chunks)
        if not self._write_out(out_name, blob, mode, mtime):
            return
        if self.verbose:
            hdr = len(self._hdr(stored)) + 8
            what = "created" if self.keep else "replaced with"
            ratio = self._ratio(len(data) - (len(blob) - hdr), len(data))
            ctx.stderr.write(enc(f"{name}:\t{ratio} -- {what} {out_name}\n"))
        if not self.keep:
            self._remove(path)

    @staticmethod
    def _hdr(stored: bytes | None) -> bytes:
        return b"0" * 10 + (stored + b"\0" if stored is not None else b"")

    def _write_out(self, out_name: str, blob: bytes | VfsSink, mode: int, mtime: float) -> bool:
        ctx = self.ctx
        out_path = ctx.abspath(out_name)
        if ctx.fs.lexists(out_path):
            if not self.force:
                self.warn(f"{out_name} already exists;\tnot overwritten")
                return False
            try:
                ctx.fs.remove(out_path)
            except FSError as e:
                self.error(f"{out_name}: {e.strerror}")
                return False
        try:
            if isinstance(blob, VfsSink):
                blob.commit(mode & 0o7777)
            else:
                ctx.fs.write_bytes(out_path, blob, mode=mode & 0o7777)
            ctx.fs.chmod(out_path, mode & 0o7777)
            ctx.fs.utime(out_path, mtime=mtime)
        except FSError as e:
            self.error(f"{out_name}: {e.strerror}")
            return False
        return True

    def _remove(self, path: str) -> None:
        try:
            self.ctx.fs.remove(path)
        except FSError:
            pass

    # -- decompression -------------------------------------------------------------------
    def decompress_file(self, name: str, path: str, data: bytes, mode: int, mtime: float) -> None:
        ctx = self.ctx
        suf = self._suffix_of(name)
        if self.stdout:
            if not data.startswith(b"\x1f\x8b") and self.force:
                ctx.stdout.write(data)
                return
            try:
                total = 0
                info = GzipInfo()
                for chunk in gunzip_iter(data, info, ctx.check):
                    total += len(chunk)
                    ctx.stdout.write(chunk)
            except DataError as e:
                self.data_error(name, e)
                return
            if info.trailing_garbage:
                self._garbage(name)
            if self.verbose:
                ratio = self._ratio(total - (len(data) - info.header_len - 8), total)
                ctx.stderr.write(enc(f"{name}:\t{ratio} -- replaced with stdout\n"))
            return
        if suf is None:
            self.warn(f"{name}: unknown suffix -- ignored")
            return
        out_name = name[: -len(suf)]
        if suf.lower() in (".tgz", ".taz"):
            out_name += ".tar"
        info = GzipInfo()
        sink = VfsSink(ctx, out_name)
        try:
            for chunk in gunzip_iter(data, info, ctx.check):
                sink.write(chunk)
        except DataError as e:
            self.data_error(name, e)
            return
        except FSError as e:
            self.error(f"{out_name}: {e.strerror}")
            return
        if self.no_name is False and info.name:
            out_name = out_name.rsplit("/", 1)[0] + "/" if "/" in out_name else ""
            out_name += info.name.decode("utf-8", "surrogateescape").rsplit("/", 1)[-1]
            sink.path = out_name
        if self.no_name is False and info.mtime:
            mtime = float(info.mtime)
        if not self._write_out(out_name, sink, mode, mtime):
            return
        if info.trailing_garbage:
            self._garbage(name)
        if self.verbose:
            ratio = self._ratio(sink.size - (len(data) - info.header_len - 8), sink.size)
            what = "created" if self.keep else "replaced with"
            ctx.stderr.write(enc(f"{name}:\t{ratio} -- {what} {out_name}\n"))
        if not self.keep:
            self._remove(path)

    def _garbage(self, name: str) -> None:
        if not self.quiet:
            self.ctx.stderr.write(
                enc(f"\ngzip: {name}: decompression OK, trailing garbage ignored\n")
            )
        if self.status == OK:
            self.status = WARNING

    # -- stdin -----------------------------------------------------------------------------
    def run_stdin(self) -> None:
        ctx = self.ctx
        if self.list:
            self.do_list("stdout", ctx.stdin_stream.read(), None)
            return
        if self.decompress or self.test:
            data = ctx.stdin_stream.read()
            if self.force and not self.test and not data.startswith(b"\x1f\x8b"):
                ctx.stdout.write(data)
                return
            try:
                info = GzipInfo()
                total = 0
                for chunk in gunzip_iter(data, info, ctx.check):
                    total += len(chunk)
                    if not self.test:
                        ctx.stdout.write(chunk)
            except DataError as e:
                self.data_error("stdin", e)
                return
            if info.trailing_garbage:
                self._garbage("stdin")
            if self.test and self.verbose:
                ctx.stderr.write(b"stdin:\t OK\n")
            return

        ctx.stdin_stream.peek1()  # (an unreadable one fails before the header is out)

        def chunks() -> Iterator[bytes]:
            while True:
                c = ctx.stdin_stream.read1()
                if not c:
                    return
                ctx.check()
                yield c

        for out in gzip_compress_iter(chunks(), self.level, None, 0):
            ctx.stdout.write(out)

    # -- list ------------------------------------------------------------------------------
    def do_list(self, name: str, data: bytes, mtime: float | None) -> None:
        ctx = self.ctx
        if not data.startswith(b"\x1f\x8b"):
            short = len(data) < 2
            self.data_error(
                name, DataError("unexpected end of file" if short else "not in gzip format")
            )
            return
        info = GzipInfo()
        try:
            from agentsh.commands._archive import parse_gzip_header

            hdr_end, stored, stamp = parse_gzip_header(data, 0)
        except DataError as e:
            self.data_error(name, e)
            return
        info.name = stored
        multi = False
        try:
            count = GzipInfo()
            for _ in gunzip_iter(data, count, ctx.check):
                pass
            multi = count.members > 1
        except DataError:
            pass
        if len(data) >= 8:
            crc = int.from_bytes(data[-8:-4], "little")
            size = int.from_bytes(data[-4:], "little")
        else:
            crc = size = 0
        header_bytes = 0 if multi else hdr_end + 8
        out_name = name
        for s in (self.suffix, *KNOWN_SUFFIXES):
            if s and name.lower().endswith(s.lower()) and len(name) > len(s):
                out_name = name[: -len(s)]
                if s.lower() in (".tgz", ".taz"):
                    out_name += ".tar"
                break
        if self.no_name is False and stored:
            out_name = stored.decode("utf-8", "surrogateescape")
        if self.listed_first:
            self.listed_first = False
            if self.verbose:
                ctx.stdout.write(
                    b"method  crc     date  time           compressed        uncompressed"
                    b"  ratio uncompressed_name\n"
                )
            else:
                ctx.stdout.write(
                    b"         compressed        uncompressed  ratio uncompressed_name\n"
                )
        self.total_in += len(data)
        self.total_out += size
        self.last_header = header_bytes
        ratio = self._ratio(size - (len(data) - header_bytes), size)
        line = ""
        if self.verbose:
            when = stamp if (self.no_name is False and stamp) else (mtime or 0)
            tm = time.gmtime(int(when))
            date = time.strftime("%b ", tm) + f"{tm.tm_mday:2d} " + time.strftime("%H:%M", tm)
            line = f"defla {crc:08x} {date} "
        line += f"{len(data):19d} {size:19d} {ratio} {out_name}\n"
        ctx.stdout.write(enc(line))

    def list_totals(self) -> None:
        line = ""
        if self.verbose:
            line = " " * 25 + " "
        ratio = self._ratio(self.total_out - (self.total_in - self.last_header), self.total_out)
        line += f"{self.total_in:19d} {self.total_out:19d} {ratio} (totals)\n"
        self.ctx.stdout.write(enc(line))


def _run(ctx: CommandContext, prog: str, preset: list[str]) -> int:
    try:
        parsed = parse_args(SPEC, preset + ctx.args)
    except UsageError as e:
        ctx.stderr.write(enc(f"gzip: {e}\nTry `gzip --help' for more information.\n"))
        return 1
    g = _Gzip(ctx)
    for key, val in parsed.opts:
        if key in ("help", "version"):
            return help_version(ctx, prog, key)
        if key == "L":
            return help_version(ctx, prog, "version")
        if key == "c":
            g.stdout = True
        elif key == "d":
            g.decompress = True
        elif key == "f":
            g.force = True
        elif key == "k":
            g.keep = True
        elif key == "l":
            g.list = True
        elif key == "n":
            g.no_name = True
        elif key == "N":
            g.no_name = False
        elif key == "q":
            g.quiet, g.verbose = True, False
        elif key == "v":
            g.verbose, g.quiet = True, False
        elif key == "r":
            g.recursive = True
        elif key == "t":
            g.test = True
        elif key == "S":
            s = val or ""
            if not s or "/" in s:
                ctx.stderr.write(enc(f"gzip: invalid suffix '{s}'\n"))
                return 1
            g.suffix = s
        elif key.isdigit():
            g.level = int(key)
    if g.test:
        g.decompress = True
    if g.no_name is None:
        g.no_name = g.decompress or g.list
    files = parsed.operands or ["-"]
    for name in files:
        g.run_file(name)
    if g.list and len(files) > 1 and not g.quiet and not g.listed_first:
        g.list_totals()
    return g.status


def main(ctx: CommandContext) -> int:
    return _run(ctx, "gzip", [])


def gunzip_main(ctx: CommandContext) -> int:
    return _run(ctx, "gunzip", ["-d"])


def zcat_main(ctx: CommandContext) -> int:
    return _run(ctx, "zcat", ["-d", "-c"])
