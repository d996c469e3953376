"""``xz``, ``unxz``, ``xzcat``, ``lzma``, ``unlzma`` and ``lzcat`` (XZ Utils 5.4.1) over the VFS.

Compression uses Python's :mod:`lzma` (liblzma itself, CRC64 check, presets 0-9 and ``-e``),
so output is byte-identical to the real tool for single-threaded runs (``-T`` is accepted and
ignored). Decompression handles concatenated ``.xz`` streams, is streamed in chunks and writes
files through :class:`VfsSink`. ``-l`` prints the summary table (sizes in B/KiB/MiB; one block
per stream is assumed). ``--format=xz|lzma|raw|auto`` is accepted (raw: lzma2 filter only).
"""

from __future__ import annotations

import lzma
from collections.abc import Iterator

from agentsh.commands._archive import DataError, VfsSink, enc, help_version, xz_iter
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, optional, parse_args, value
from agentsh.vfs import FSError

SPEC = Spec(
    "xz",
    [
        flag("z", "z", "compress"),
        flag("d", "d", "decompress", "uncompress"),
        flag("t", "t", "test"),
        flag("l", "l", "list"),
        flag("k", "k", "keep"),
        flag("f", "f", "force"),
        flag("c", "c", "stdout", "to-stdout"),
        flag("q", "q", "quiet"),
        flag("v", "v", "verbose"),
        flag("e", "e", "extreme"),
        value("T", "T", "threads"),
        value("F", "F", "format"),
        value("C", "C", "check"),
        value("S", "S", "suffix"),
        value("M", "M", "memlimit", "memory"),
        optional("single-stream", "", "single-stream"),
        flag("no-sparse", "", "no-sparse"),
        flag("Q", "Q", "no-warn"),
        flag("robot", "", "robot"),
        flag("help", "h", "help"),
        flag("help", "H", "long-help"),
        flag("version", "V", "version"),
        flag("0", "0"),
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


class _Xz:
    def __init__(self, ctx: CommandContext, prog: str) -> None:
        self.ctx = ctx
        self.prog = prog
        self.mode = "z"
        self.stdout = False
        self.keep = False
        self.force = False
        self.quiet = 0
        self.verbose = 0
        self.preset = 6
        self.extreme = False
        self.fmt = "auto"
        self.suffix = ""
        self.check = lzma.CHECK_CRC64
        self.status = 0
        self.listed: list[tuple[int, int, int, int, str]] = []

    def err(self, text: str) -> None:
        self.ctx.stderr.write(enc(f"{self.prog}: {text}\n"))
        self.status = 1

    def warn(self, text: str) -> None:
        if self.quiet == 0:
            self.ctx.stderr.write(enc(f"{self.prog}: {text}\n"))
        if self.status == 0:
            self.status = 2

    def _alone(self) -> bool:
        return self.fmt == "lzma"

    def compressor(self) -> lzma.LZMACompressor:
        preset = self.preset | (lzma.PRESET_EXTREME if self.extreme else 0)
        if self.fmt == "lzma":
            return lzma.LZMACompressor(lzma.FORMAT_ALONE, preset=preset)
        if self.fmt == "raw":
            return lzma.LZMACompressor(
                lzma.FORMAT_RAW, filters=[{"id": lzma.FILTER_LZMA2, "preset": preset}]
            )
        return lzma.LZMACompressor(lzma.FORMAT_XZ, check=self.check, preset=preset)

    def decoded(self, data: bytes) -> Iterator[bytes]:
        if self.fmt == "raw":
            d = lzma.LZMADecompressor(lzma.FORMAT_RAW, filters=[{"id": lzma.FILTER_LZMA2}])
            try:
                yield d.decompress(data)
            except lzma.LZMAError as e:
                raise DataError("corrupt") from e
            return
        if data.startswith(b"\xfd7zXZ\0") and self.fmt in ("auto", "xz"):
            yield from xz_iter(data, lzma.FORMAT_XZ, self.ctx.check)
            return
        if self.fmt in ("auto", "lzma") and data[:1] == b"\x5d" and len(data) >= 13:
            yield from xz_iter(data, lzma.FORMAT_ALONE, self.ctx.check)
            return
        raise DataError("format")

    def _reason(self, e: DataError) -> str:
        return {
            "format": "File format not recognized",
            "truncated": "Unexpected end of input",
            "trailing garbage": "Compressed data is corrupt",
        }.get(str(e), "Compressed data is corrupt")

    def suffixes(self) -> tuple[tuple[str, str], ...]:
        if self.suffix:
            return ((self.suffix, ""),)
        if self.fmt == "lzma":
            return ((".lzma", ""), (".tlz", ".tar"))
        return ((".xz", ""), (".txz", ".tar"), (".lzma", ""), (".tlz", ".tar"))

    def run_stdin(self) -> None:
        ctx = self.ctx
        if self.mode == "z":
            comp = self.compressor()
            while True:
                c = ctx.stdin_stream.read1()
                if not c:
                    break
                ctx.check()
                out = comp.compress(c)
                if out:
                    ctx.stdout.write(out)
            ctx.stdout.write(comp.flush())
            return
        data = ctx.stdin_stream.read()
        if self.mode == "l":
            self.err("--list does not support reading from standard input")
            return
        try:
            for chunk in self.decoded(data):
                if self.mode != "t":
                    ctx.stdout.write(chunk)
        except DataError as e:
            if self.force and self.stdout and str(e) == "format":
                ctx.stdout.write(data)
                return
            self.err(f"(stdin): {self._reason(e)}")

    def run_file(self, name: str) -> None:
        ctx = self.ctx
        fs = ctx.fs
        path = ctx.abspath(name)
        try:
            st = fs.stat(path)
        except FSError as e:
            self.err(f"{name}: {e.strerror}")
            return
        if st.kind == "dir":
            self.warn(f"{name}: Is a directory, skipping")
            return
        data = fs.read_bytes(path)
        if self.mode == "z":
            if not self.stdout:
                for suf, _ in self.suffixes() if not self.suffix else ((self.suffix, ""),):
                    if name.endswith(suf):
                        self.warn(f"{name}: File already has `{suf}' suffix, skipping")
                        return
            comp = self.compressor()
            out = comp.compress(data) + comp.flush()
            if self.stdout:
                ctx.stdout.write(out)
                return
            suffix = self.suffix or (".lzma" if self.fmt == "lzma" else ".xz")
            if self._write(name + suffix, out, st.st_mode, st.st_mtime) and not self.keep:
                fs.remove(path)
            return
        if self.mode == "l":
            self.list_file(name, data)
            return
        if self.mode == "t" or self.stdout:
            try:
                for chunk in self.decoded(data):
                    if self.mode != "t":
                        ctx.stdout.write(chunk)
            except DataError as e:
                if self.force and self.stdout and str(e) == "format":
                    ctx.stdout.write(data)
                    return
                self.err(f"{name}: {self._reason(e)}")
            return
        out_name = ""
        for suf, repl in self.suffixes():
            if name.endswith(suf) and len(name) > len(suf):
                out_name = name[: -len(suf)] + repl
                break
        sink = VfsSink(ctx, out_name or name + ".out")
        try:
            for chunk in self.decoded(data):
                sink.write(chunk)
        except DataError as e:
            self.err(f"{name}: {self._reason(e)}")
            return
        except FSError as e:
            self.err(f"{out_name}: Write error: {e.strerror}")
            return
        if not out_name:
            self.warn(f"{name}: Filename has an unknown suffix, skipping")
            return
        if self._write(out_name, sink.data(), st.st_mode, st.st_mtime) and not self.keep:
            fs.remove(path)

    def _write(self, out_name: str, blob: bytes, mode: int, mtime: float) -> bool:
        fs = self.ctx.fs
        out_path = self.ctx.abspath(out_name)
        if fs.lexists(out_path):
            if not self.force:
                self.err(f"{out_name}: File exists")
                return False
            fs.remove(out_path)
        try:
            fs.write_bytes(out_path, blob, mode=mode & 0o7777)
            fs.chmod(out_path, mode & 0o7777)
            fs.utime(out_path, mtime=mtime)
        except FSError as e:
            self.err(f"{out_name}: Write error: {e.strerror}")
            return False
        return True

    # -- list --------------------------------------------------------------------------
    @staticmethod
    def size_text(n: int) -> str:
        if n < 1024:
            return f"{n} B"
        if n < 1024 * 1024:
            return f"{n / 1024:,.1f} KiB"
        return f"{n / 1024 / 1024:,.1f} MiB"

    def list_file(self, name: str, data: bytes) -> None:
        if not data.startswith(b"\xfd7zXZ\0"):
            self.err(f"{name}: File format not recognized")
            return
        streams = 0
        usize = 0
        pos = 0
        try:
            while pos < len(data):
                d = lzma.LZMADecompressor(lzma.FORMAT_XZ)
                for_size = 0
                piece = data[pos:]
                out = d.decompress(piece, 1 << 16)
                for_size += len(out)
                while not d.eof:
                    self.ctx.check()
                    out = d.decompress(b"", 1 << 16)
                    if not out and d.needs_input:
                        raise DataError("truncated")
                    for_size += len(out)
                usize += for_size
                streams += 1
                rest = d.unused_data
                pos = len(data) - len(rest)
                while pos < len(data) and data[pos] == 0:
                    pos += 1
        except (lzma.LZMAError, DataError):
            self.err(f"{name}: File format not recognized")
            return
        csize = len(data)
        ratio = "---" if usize == 0 or csize / usize > 9.999 else f"{csize / usize:.3f}"
        if not self.listed:
            self.ctx.stdout.write(
                b"Strms  Blocks   Compressed Uncompressed  Ratio  Check   Filename\n"
            )
        self.listed.append((streams, streams, csize, usize, name))
        line = (
            f"{streams:5d} {streams:7d} {self.size_text(csize):>12s} {self.size_text(usize):>12s} "
            f"{ratio:>6s}  {'CRC64':<6s}  {name}\n"
        )
        self.ctx.stdout.write(enc(line))


def _run(ctx: CommandContext, prog: str, mode: str, fmt: str, to_stdout: bool) -> int:
    try:
        parsed = parse_args(SPEC, ctx.args)
    except UsageError as e:
        ctx.stderr.write(enc(f"{prog}: {e}\n{prog}: Try `{prog} --help' for more information.\n"))
        return 1
    x = _Xz(ctx, prog)
    x.mode = mode
    x.fmt = fmt
    x.stdout = to_stdout
    for key, val in parsed.opts:
        v = val or ""
        if key in ("help", "version"):
            return help_version(ctx, "xz", key)
        if key in ("z", "d", "t", "l"):
            x.mode = key
        elif key == "c":
            x.stdout = True
        elif key == "k":
            x.keep = True
        elif key == "f":
            x.force = True
        elif key == "q":
            x.quiet += 1
        elif key == "v":
            x.verbose += 1
        elif key == "e":
            x.extreme = True
        elif key == "F":
            if v not in ("auto", "xz", "lzma", "alone", "raw"):
                ctx.stderr.write(enc(f"{prog}: {v}: Unknown file format type\n"))
                return 1
            x.fmt = "lzma" if v == "alone" else v
        elif key == "C":
            checks = {
                "none": lzma.CHECK_NONE,
                "crc32": lzma.CHECK_CRC32,
                "crc64": lzma.CHECK_CRC64,
                "sha256": lzma.CHECK_SHA256,
            }
            if v not in checks:
                ctx.stderr.write(enc(f"{prog}: {v}: Unsupported integrity check type\n"))
                return 1
            x.check = checks[v]
        elif key == "S":
            x.suffix = v if v.startswith(".") else "." + v
        elif key.isdigit():
            x.preset = int(key)
    if x.mode == "z" and x.fmt == "auto":
        x.fmt = "xz"
    files = parsed.operands or ["-"]
    for name in files:
        ctx.check()
        if name == "-":
            x.run_stdin()
        else:
            x.run_file(name)
    if x.mode == "l" and len(x.listed) > 1:
        s = sum(r[0] for r in x.listed)
        c = sum(r[2] for r in x.listed)
        u = sum(r[3] for r in x.listed)
        ratio = "---" if u == 0 or c / u > 9.999 else f"{c / u:.3f}"
        ctx.stdout.write(
            b"-------------------------------------------------------------------------------\n"
        )
        ctx.stdout.write(
            enc(
                f"{s:5d} {s:7d} {x.size_text(c):>12s} {x.size_text(u):>12s} {ratio:>6s}  {'CRC64':<6s}  {len(x.listed)} files\n"
            )
        )
    return x.status


def main(ctx: CommandContext) -> int:
    return _run(ctx, "xz", "z", "auto", False)


def unxz_main(ctx: CommandContext) -> int:
    return _run(ctx, "unxz", "d", "auto", False)


def xzcat_main(ctx: CommandContext) -> int:
    return _run(ctx, "xzcat", "d", "auto", True)


def lzma_main(ctx: CommandContext) -> int:
    return _run(ctx, "lzma", "z", "lzma", False)


def unlzma_main(ctx: CommandContext) -> int:
    return _run(ctx, "unlzma", "d", "lzma", False)


def lzcat_main(ctx: CommandContext) -> int:
    return _run(ctx, "lzcat", "d", "lzma", True)
