"""The file-descriptor table of a running command and the redirection targets it can hold.

Owns :class:`IO` (fd number -> stream) and :class:`FileOutput`, the writer behind ``>file``
and ``>>file`` (buffers, flushes into the VFS on ``flush``/``close``, at its own offset).
"""

from __future__ import annotations

from typing import Any

from agentsh.streams import BufferOutput, ClosedOutput, InputStream, OutputStream
from agentsh.vfs import FSError

Stream = InputStream | OutputStream


class IO:
    """An fd table. Copy-on-modify: :meth:`copy` before changing fds for one command."""

    __slots__ = ("fds",)

    def __init__(self, fds: dict[int, Stream]) -> None:
        self.fds = fds

    def copy(self) -> IO:
        return IO(dict(self.fds))

    @property
    def stdin(self) -> InputStream:
        s = self.fds.get(0)
        if isinstance(s, InputStream):
            return s
        from agentsh.streams import UnreadableInput

        return UnreadableInput(s is None)

    @property
    def stdout(self) -> OutputStream:
        s = self.fds.get(1)
        return s if isinstance(s, OutputStream) else _CLOSED

    @property
    def stderr(self) -> OutputStream:
        s = self.fds.get(2)
        return s if isinstance(s, OutputStream) else _CLOSED


_CLOSED = ClosedOutput()


class WriteError(OSError):
    """Writing to a redirected file failed (``File too large``, ``No space left on device``)."""

    def __init__(self, strerror: str) -> None:
        super().__init__(strerror)
        self.strerror = strerror


class FileOutput(OutputStream):
    """Writes into a VFS file; buffered, flushed on close (and when the buffer grows).

    The file is re-made on each flush (bytes are immutable), so flushes are spaced out as the
    file grows (up to ``MAX_PENDING`` buffered): a big write costs O(n) copies, not O(n^2).

    Like an open file description, it holds the file itself (``node``, from the file
    system's ``open_write``: a file removed or renamed meanwhile still takes the writes) and
    writes at its own offset (``>file``: from 0, the file emptied when opened) or, with
    ``append`` (``>>file``), at the end of the file. Two of them open on one file (``>f
    2>>f``, ``>f 2>f``) write in the order the command wrote: before one buffers data, the
    other's buffered data is flushed (the file system's ``writers`` says which one last
    buffered some)."""

    MAX_PENDING = 16 << 20

    def __init__(self, fs: Any, path: str, append: bool, node: Any) -> None:
        self.fs = fs
        self.path = path
        self.node = node
        self.buf = BufferOutput()
        self.pending = 0
        self.append = append
        self.offset = 0  #: where the next flush writes, when not ``append``
        self.written = 0  #: bytes flushed so far
        self.threshold = 1 << 20  #: flush when more than this is pending

    def write(self, data: bytes) -> None:
        if not self.pending and data:
            writers = self.fs.writers
            key = id(self.node)
            other = writers.get(key)
            if other is not self:  # another one's data goes first (see the docstring)
                if other is not None and other.pending:
                    other.flush()
                writers[key] = self
        self.buf.write(data)
        self.pending += len(data)
        if self.pending > self.threshold:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            data = self.buf.getvalue()
            self.buf = BufferOutput()
            self.written += self.pending
            self.pending = 0
            fs = self.fs
            try:
                fs.write_node(self.node, data, None if self.append else self.offset, self.path)
                self.offset += len(data)  # (of no use with ``append``)
            except FSError as e:
                raise WriteError(e.strerror) from None
            # never buffer past a size limit: the write that crosses it must fail in the
            # command that makes it (its own error and status), not at close
            room = self.MAX_PENDING
            if fs.max_file_bytes is not None:
                room = min(room, fs.max_file_bytes - self.written)
            if fs.max_fs_bytes is not None:
                room = min(room, fs.max_fs_bytes - fs.total_bytes)
            self.threshold = max(0, min(max(1 << 20, self.written), room))

    def close(self) -> None:
        self.flush()
        writers = self.fs.writers
        key = id(self.node)
        if writers.get(key) is self:
            del writers[key]
