"""Helpers shared by the archive and compression commands (tar, gzip, bzip2, xz, zip, cpio, ar).

Owns:

* streamed decompression (:func:`gunzip_iter`, :func:`bz_iter`, :func:`xz_iter`): the compressed
  input is a ``bytes`` object (it already lives in the VFS or was read from a pipe), the output
  is yielded in chunks of at most :data:`OUT_CHUNK` bytes (``max_length``), so a decompression
  bomb never materialises beyond what its consumer keeps;
* gzip member encoding byte-compatible with ``gzip -n`` for inputs where zlib and gzip's own
  deflate agree (small and text inputs: same header fields, OS=3, XFL 2/4 for -9/-1);
* :class:`VfsSink`, a file being written to the VFS that checks ``max_file_bytes`` and
  ``max_fs_bytes`` *while* data arrives (raising ``FSError`` EFBIG/ENOSPC early) and writes
  once at the end (the VFS's append is O(n) per call);
* option-spec help/version handling with the recorded texts of :mod:`._archive_texts`.
"""

from __future__ import annotations

import bz2
import errno
import lzma
import struct
import zlib
from collections.abc import Callable, Iterator

from agentsh.commands.context import CommandContext
from agentsh.vfs import FSError

OUT_CHUNK = 1 << 16
IN_CHUNK = 1 << 16


class DataError(Exception):
    """Corrupt or truncated compressed data; the message is the tool-neutral reason."""


# ----------------------------------------------------------------------------- gzip


def gzip_header(name: bytes | None, mtime: int, level: int) -> bytes:
    """The 10-byte gzip header (+ FNAME) as gzip 1.12 writes it."""
    flags = 0x08 if name is not None else 0
    xfl = 2 if level == 9 else (4 if level == 1 else 0)
    head = b"\x1f\x8b\x08" + bytes([flags]) + struct.pack("<I", mtime & 0xFFFFFFFF)
    head += bytes([xfl, 3])
    if name is not None:
        head += name + b"\0"
    return head


def gzip_compress_iter(
    chunks: Iterator[bytes], level: int, name: bytes | None = None, mtime: int = 0
) -> Iterator[bytes]:
    """One gzip member of the concatenated ``chunks``, yielded piecewise."""
    yield gzip_header(name, mtime, level)
    comp = zlib.compressobj(level, zlib.DEFLATED, -15, 8)
    crc = 0
    size = 0
    for chunk in chunks:
        crc = zlib.crc32(chunk, crc)
        size += len(chunk)
        out = comp.compress(chunk)
        if out:
            yield out
    yield comp.flush() + struct.pack("<II", crc, size & 0xFFFFFFFF)


def gzip_compress(data: bytes, level: int = 6, name: bytes | None = None, mtime: int = 0) -> bytes:
    return b"".join(gzip_compress_iter(iter([data]), level, name, mtime))


class GzipInfo:
    """Header fields of the first member and what decompression found."""

    def __init__(self) -> None:
        self.name: bytes | None = None
        self.mtime = 0
        self.members = 0
        self.header_len = 0
        self.trailing_garbage = False
        self.crc = 0
        self.size = 0


def parse_gzip_header(data: bytes, pos: int) -> tuple[int, bytes | None, int]:
    """(end of header, stored name, mtime); raises DataError."""
    n = len(data)
    if n - pos < 10:
        raise DataError("unexpected end of file")
    if data[pos + 2] != 8:
        raise DataError(f"unknown method {data[pos + 2]} -- not supported")
    flags = data[pos + 3]
    mtime = struct.unpack_from("<I", data, pos + 4)[0]
    p = pos + 10
    name: bytes | None = None
    if flags & 0x04:
        if p + 2 > n:
            raise DataError("unexpected end of file")
        xlen = data[p] | (data[p + 1] << 8)
        p += 2 + xlen
    if flags & 0x08:
        end = data.find(b"\0", p)
        if end < 0:
            raise DataError("unexpected end of file")
        name = data[p:end]
        p = end + 1
    if flags & 0x10:
        end = data.find(b"\0", p)
        if end < 0:
            raise DataError("unexpected end of file")
        p = end + 1
    if flags & 0x02:
        p += 2
    if p > n:
        raise DataError("unexpected end of file")
    return p, name, mtime


def is_gzip(data: bytes) -> bool:
    return data[:2] == b"\x1f\x8b"


def gunzip_iter(
    data: bytes, info: GzipInfo | None = None, check: Callable[[], None] | None = None
) -> Iterator[bytes]:
    """Decompress all gzip members of ``data``; yields chunks. Raises :class:`DataError`
    (``not in gzip format``, ``unexpected end of file``, ``invalid compressed data--crc error``,
    ...). Trailing zeros are ignored; other trailing bytes set ``info.trailing_garbage``."""
    info = info if info is not None else GzipInfo()
    view = memoryview(data)
    pos = 0
    n = len(data)
    while True:
        if pos >= n:
            return
        if info.members == 0 and n - pos < 2:
            raise DataError("unexpected end of file")
        if data[pos : pos + 2] != b"\x1f\x8b":
            if info.members == 0:
                raise DataError("not in gzip format")
            if data[pos:].count(0) != n - pos:
                info.trailing_garbage = True
            return
        hdr_end, name, mtime = parse_gzip_header(data, pos)
        if info.members == 0:
            info.name, info.mtime, info.header_len = name, mtime, hdr_end - pos
        info.members += 1
        d = zlib.decompressobj(-15)
        crc = 0
        size = 0
        i = hdr_end
        member_end = -1
        try:
            while i < n and member_end < 0:
                fed_end = min(i + IN_CHUNK, n)
                piece: bytes | memoryview = view[i:fed_end]
                while True:
                    out = d.decompress(piece, OUT_CHUNK)
                    if out:
                        crc = zlib.crc32(out, crc)
                        size += len(out)
                        if check is not None:
                            check()
                        yield out
                    if d.eof:
                        member_end = fed_end - len(d.unused_data)
                        break
                    piece = d.unconsumed_tail
                    if not piece and not out:
                        break
                i = fed_end
        except zlib.error as e:
            raise DataError("invalid compressed data--format violated") from e
        if member_end < 0:
            raise DataError("unexpected end of file")
        if member_end + 8 > n:
            raise DataError("unexpected end of file")
        want_crc, want_size = struct.unpack_from("<II", data, member_end)
        if want_crc != crc:
            raise DataError("invalid compressed data--crc error")
        if want_size != size & 0xFFFFFFFF:
            raise DataError("invalid compressed data--length error")
        info.crc, info.size = crc, size
        pos = member_end + 8


# ----------------------------------------------------------------------------- bzip2 / xz


def _multi_iter(
    data: bytes,
    make: Callable[[], bz2.BZ2Decompressor | lzma.LZMADecompressor],
    magic: bytes,
    check: Callable[[], None] | None,
    errors: tuple[type[Exception], ...],
) -> Iterator[bytes]:
    pos = 0
    n = len(data)
    first = True
    while pos < n:
        if data[pos : pos + len(magic)] != magic:
            if first:
                raise DataError("format")
            raise DataError("trailing garbage")
        first = False
        d = make()
        i = pos
        done = False
        try:
            while not done:
                if d.needs_input:
                    if i >= n:
                        raise DataError("truncated")
                    piece = data[i : i + IN_CHUNK]
                    i += len(piece)
                else:
                    piece = b""
                out = d.decompress(piece, OUT_CHUNK)
                if out:
                    if check is not None:
                        check()
                    yield out
                if d.eof:
                    pos = i - len(d.unused_data)
                    done = True
        except errors as e:
            raise DataError("corrupt") from e
        if magic == b"\xfd7zXZ\0":
            # xz stream padding: zero bytes in multiples of four
            j = pos
            while j < n and data[j] == 0:
                j += 1
            pos = j


def bz_iter(data: bytes, check: Callable[[], None] | None = None) -> Iterator[bytes]:
    """Decompress concatenated bzip2 streams (DataError 'format'/'truncated'/'corrupt'/'trailing garbage')."""
    return _multi_iter(data, bz2.BZ2Decompressor, b"BZh", check, (OSError, ValueError, EOFError))


def xz_iter(data: bytes, fmt: int, check: Callable[[], None] | None = None) -> Iterator[bytes]:
    """Decompress .xz (concatenated streams) or .lzma (one stream) data."""
    if fmt == lzma.FORMAT_ALONE:
        return _alone_iter(data, check)
    return _multi_iter(
        data,
        lambda: lzma.LZMADecompressor(lzma.FORMAT_XZ),
        b"\xfd7zXZ\0",
        check,
        (lzma.LZMAError, EOFError),
    )


def _alone_iter(data: bytes, check: Callable[[], None] | None) -> Iterator[bytes]:
    d = lzma.LZMADecompressor(lzma.FORMAT_ALONE)
    i = 0
    n = len(data)
    try:
        while not d.eof:
            if d.needs_input:
                if i >= n:
                    raise DataError("truncated")
                piece = data[i : i + IN_CHUNK]
                i += len(piece)
            else:
                piece = b""
            out = d.decompress(piece, OUT_CHUNK)
            if out:
                if check is not None:
                    check()
                yield out
    except (lzma.LZMAError, EOFError) as e:
        raise DataError("format" if i <= IN_CHUNK and not d.eof else "corrupt") from e


# ----------------------------------------------------------------------------- VFS output


class VfsSink:
    """A regular file being produced: accumulates chunks, enforcing the VFS limits as it goes."""

    def __init__(self, ctx: CommandContext, path: str) -> None:
        self.ctx = ctx
        self.path = path
        self.parts: list[bytes] = []
        self.size = 0
        fs = ctx.fs
        old = 0
        try:
            st = fs.stat(ctx.abspath(path))
            if st.kind == "file":
                old = st.st_size
        except FSError:
            pass
        self.file_limit: int | None = fs.max_file_bytes
        self.fs_room: int | None = (
            None if fs.max_fs_bytes is None else fs.max_fs_bytes - fs.total_bytes + old
        )

    def write(self, chunk: bytes) -> None:
        self.size += len(chunk)
        if self.file_limit is not None and self.size > self.file_limit:
            raise FSError(errno.EFBIG, self.path)
        if self.fs_room is not None and self.size > self.fs_room:
            raise FSError(errno.ENOSPC, self.path)
        self.parts.append(chunk)

    def data(self) -> bytes:
        return b"".join(self.parts)

    def commit(self, mode: int = 0o666, exclusive: bool = False) -> None:
        """Write the file (the VFS checks the limits again and raises FSError)."""
        self.ctx.fs.write_bytes(
            self.ctx.abspath(self.path), self.data(), mode=mode, exclusive=exclusive
        )


def help_version(ctx: CommandContext, prog: str, key: str, to_stderr: bool = False) -> int:
    """Print the recorded ``--help`` (key 'help') or ``--version`` text of ``prog``."""
    from agentsh.commands._archive_texts import HELP, VERSION

    text = (HELP if key == "help" else VERSION).get(prog, f"Usage: {prog} [OPTION]...\n")
    (ctx.stderr if to_stderr else ctx.stdout).write(text.encode())
    return 0


def enc(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")
