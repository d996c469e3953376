"""``bzip2``, ``bunzip2`` and ``bzcat`` (bzip2 1.0.8) over the VFS.

Compression uses Python's :mod:`bz2` (libbzip2 itself), so output is byte-identical to the
real tool at the same block size. Decompression handles concatenated streams and is streamed
in chunks (files go through :class:`VfsSink`, stopping at the VFS limits). Flags may appear
anywhere (``bzip2 a -k``), ``--`` ends them; messages and exit statuses (1 for I/O errors, 2
for corrupt data) follow bzip2. ``-v`` statistics lines are printed without bzip2's
name-column padding.
"""

from __future__ import annotations

import bz2
from collections.abc import Iterator

from agentsh.commands._archive import DataError, VfsSink, bz_iter, enc, help_version
from agentsh.commands.context import CommandContext
from agentsh.streams import UnreadableStdin
from agentsh.vfs import FSError

_LONG = {
    "--help": "h",
    "--decompress": "d",
    "--compress": "z",
    "--keep": "k",
    "--force": "f",
    "--test": "t",
    "--stdout": "c",
    "--quiet": "q",
    "--verbose": "v",
    "--license": "L",
    "--version": "V",
    "--small": "s",
    "--fast": "1",
    "--best": "9",
    "--exponential": "",
    "--repetitive-fast": "",
    "--repetitive-best": "",
}

_SUFFIXES = ((".bz2", ""), (".bz", ""), (".tbz2", ".tar"), (".tbz", ".tar"))

_CORRUPT_TAIL = (
    "\nIt is possible that the compressed file(s) have become corrupted.\n"
    "You can use the -tvv option to test integrity of such files.\n\n"
    "You can use the `bzip2recover' program to attempt to recover\n"
    "data from undamaged sections of corrupted files.\n\n"
)


class _Bz:
    def __init__(self, ctx: CommandContext, prog: str) -> None:
        self.ctx = ctx
        self.prog = prog
        self.mode = "z"
        self.stdout = False
        self.keep = False
        self.force = False
        self.quiet = False
        self.verbose = 0
        self.level = 9
        self.status = 0

    def msg(self, text: str) -> None:
        self.ctx.stderr.write(enc(f"{self.prog}: {text}\n"))

    def set_status(self, n: int) -> None:
        self.status = max(self.status, n)

    def _data_error(self, e: DataError, in_name: str, out_name: str) -> None:
        kind = str(e)
        if kind == "format":
            self.msg(f"{in_name} is not a bzip2 file.")
        elif kind == "truncated":
            self.ctx.stderr.write(
                enc(
                    f"\n{self.prog}: Compressed file ends unexpectedly;\n\tperhaps it is corrupted?"
                    f"  *Possible* reason follows.\n{self.prog}: Success\n"
                    f"\tInput file = {in_name}, output file = {out_name}\n" + _CORRUPT_TAIL
                )
            )
        else:
            self.ctx.stderr.write(
                enc(
                    f"\n{self.prog}: Data integrity error when decompressing.\n"
                    f"\tInput file = {in_name}, output file = {out_name}\n" + _CORRUPT_TAIL
                )
            )
        self.set_status(2)

    def _decode(self, data: bytes, in_name: str, out_name: str, sink: VfsSink | None) -> bool:
        try:
            for chunk in bz_iter(data, self.ctx.check):
                if self.mode == "t":
                    continue
                if sink is None:
                    self.ctx.stdout.write(chunk)
                else:
                    sink.write(chunk)
        except DataError as e:
            if str(e) == "trailing garbage":
                if not self.quiet:
                    self.msg(f"{in_name}: trailing garbage after EOF ignored")
                return True
            if self.mode == "t":
                self.ctx.stderr.write(
                    enc(
                        f"{in_name}: data integrity (CRC) error in data\n"
                        if str(e) != "format"
                        else f"{self.prog}: {in_name}: bad magic number (file not created by bzip2)\n"
                    )
                )
                if str(e) != "format":
                    self.ctx.stderr.write(enc(_CORRUPT_TAIL))
                self.set_status(2)
                return False
            self._data_error(e, in_name, out_name)
            return False
        return True

    def run_stdin(self) -> None:
        ctx = self.ctx
        if self.mode == "z":
            failed: list[UnreadableStdin] = []

            def chunks() -> Iterator[bytes]:
                while True:
                    try:
                        c = ctx.stdin_stream.read1()
                    except UnreadableStdin as e:  # (bzip2 ends its stream, then fails)
                        failed.append(e)
                        return
                    if not c:
                        return
                    ctx.check()
                    yield c

            comp = bz2.BZ2Compressor(self.level)
            for c in chunks():
                out = comp.compress(c)
                if out:
                    ctx.stdout.write(out)
            ctx.stdout.write(comp.flush())
            if failed:
                ctx.stderr.write(
                    enc(
                        f"\n{self.prog}: I/O or other error, bailing out.  Possible reason follows.\n"
                        f"{self.prog}: Bad file descriptor\n"
                        "\tInput file = (stdin), output file = (stdout)\n"
                    )
                )
                self.set_status(1)
            return
        data = ctx.stdin_stream.read()
        self._decode(data, "(stdin)", "(stdout)", None)

    def run_file(self, name: str) -> None:
        ctx = self.ctx
        fs = ctx.fs
        path = ctx.abspath(name)
        try:
            st = fs.stat(path)
        except FSError as e:
            self.msg(f"Can't open input file {name}: {e.strerror}.")
            self.set_status(1)
            return
        if st.kind == "dir":
            self.msg(f"Input file {name} is a directory.")
            self.set_status(1)
            return
        if self.mode == "z" and not self.stdout:
            for suf, _ in _SUFFIXES:
                if name.endswith(suf):
                    if not self.quiet:
                        self.msg(f"Input file {name} already has {suf} suffix.")
                    self.set_status(1)
                    return
        data = fs.read_bytes(path)
        if self.mode == "t":
            if self._decode(data, name, "(none)", None) and self.verbose:
                ctx.stderr.write(enc(f"  {name}:   ok\n"))
            return
        if self.mode == "z":
            out = bz2.compress(data, self.level)
            if self.stdout:
                ctx.stdout.write(out)
            else:
                if not self._write(name + ".bz2", out, st.st_mode, st.st_mtime):
                    return
            if self.verbose:
                n_in, n_out = len(data), len(out)
                if n_in:
                    ctx.stderr.write(
                        enc(
                            f"  {name}: {n_in / n_out:6.3f}:1, {8 * n_out / n_in:6.3f} bits/byte, "
                            f"{100 * (1 - n_out / n_in):5.2f}% saved, {n_in} in, {n_out} out.\n"
                        )
                    )
                else:
                    ctx.stderr.write(enc(f"  {name}: no data compressed.\n"))
            if not self.stdout and not self.keep:
                fs.remove(path)
            return
        # decompress
        if self.stdout:
            self._decode(data, name, "(stdout)", None)
            if self.verbose:
                ctx.stderr.write(enc(f"  {name}:   done\n"))
            return
        out_name = ""
        for suf, repl in _SUFFIXES:
            if name.endswith(suf) and len(name) > len(suf):
                out_name = name[: -len(suf)] + repl
                break
        if not out_name:
            out_name = name + ".out"
            if not self.quiet:
                self.msg(f"Can't guess original name for {name} -- using {out_name}")
        out_path = ctx.abspath(out_name)
        if fs.lexists(out_path) and not self.force:
            self.msg(f"Output file {out_name} already exists.")
            self.set_status(1)
            return
        sink = VfsSink(ctx, out_name)
        try:
            ok = self._decode(data, name, out_name, sink)
        except FSError as e:
            self.msg(
                f"I/O or other error, bailing out.  Possible reason follows.\n{self.prog}: {e.strerror}\n\tInput file = {name}, output file = {out_name}"
            )
            self.set_status(1)
            return
        if not ok:
            return
        if not self._write(out_name, sink.data(), st.st_mode, st.st_mtime):
            return
        if self.verbose:
            ctx.stderr.write(enc(f"  {name}:   done\n"))
        if not self.keep:
            fs.remove(path)

    def _write(self, out_name: str, blob: bytes, mode: int, mtime: float) -> bool:
        fs = self.ctx.fs
        out_path = self.ctx.abspath(out_name)
        if fs.lexists(out_path):
            if not self.force:
                self.msg(f"Output file {out_name} already exists.")
                self.set_status(1)
                return False
            fs.remove(out_path)
        try:
            fs.write_bytes(out_path, blob, mode=mode & 0o7777)
            fs.chmod(out_path, mode & 0o7777)
            fs.utime(out_path, mtime=mtime)
        except FSError as e:
            self.msg(f"Can't create output file {out_name}: {e.strerror}.")
            self.set_status(1)
            return False
        return True


def _run(ctx: CommandContext, prog: str, mode: str, to_stdout: bool) -> int:
    b = _Bz(ctx, prog)
    b.mode = mode
    b.stdout = to_stdout
    files: list[str] = []
    flags_done = False
    for a in ctx.args:
        if flags_done or not a.startswith("-") or a == "-":
            files.append(a)
            continue
        if a == "--":
            flags_done = True
            continue
        letters: str
        if a.startswith("--"):
            if a not in _LONG:
                b.msg(f"Bad flag `{a}'")
                help_version(ctx, "bzip2", "help", to_stderr=True)
                return 1
            letters = _LONG[a]
        else:
            letters = a[1:]
        for ch in letters:
            if ch == "d":
                b.mode = "d"
            elif ch == "z":
                b.mode = "z"
            elif ch == "t":
                b.mode = "t"
            elif ch == "c":
                b.stdout = True
            elif ch == "k":
                b.keep = True
            elif ch == "f":
                b.force = True
            elif ch == "q":
                b.quiet = True
            elif ch == "v":
                b.verbose += 1
            elif ch == "s":
                pass
            elif ch.isdigit() and ch != "0":
                b.level = int(ch)
            elif ch == "h":
                return help_version(ctx, "bzip2", "help", to_stderr=True)
            elif ch in "LV":
                return help_version(ctx, "bzip2", "version", to_stderr=True)
            else:
                b.msg(f"Bad flag `{a}'")
                help_version(ctx, "bzip2", "help", to_stderr=True)
                return 1
    if not files or files == ["-"]:
        b.run_stdin()
        return b.status
    for name in files:
        ctx.check()
        if name == "-":
            b.run_stdin()
        else:
            b.run_file(name)
    return b.status


def main(ctx: CommandContext) -> int:
    return _run(ctx, "bzip2", "z", False)


def bunzip2_main(ctx: CommandContext) -> int:
    return _run(ctx, "bunzip2", "d", False)


def bzcat_main(ctx: CommandContext) -> int:
    return _run(ctx, "bzcat", "d", True)
