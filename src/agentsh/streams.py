"""Byte streams between commands: pipes, buffers and the readers/writers commands use.

Bytes are canonical inside agentsh; text exists only at the API edge. A pipeline stage writes to
an :class:`OutputStream` and the next one reads from an :class:`InputStream`. A :class:`Pipe`
connects two stages with a bounded buffer (run one after the other, or on two threads once the
writer has produced more than a little), so stages stream:
``yes | head -n 2`` ends as soon as ``head`` stops reading, because the writer then gets
:class:`BrokenPipe` (the SIGPIPE of this world).

Decision: readers see chunks (``bytes`` objects are passed by reference, never copied per
stage); line iteration splits chunks lazily with ``bytes.find``.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Iterator

CHUNK = 65536


class BrokenPipe(Exception):
    """Raised by a write when no reader will ever read it (the reader closed or exited)."""


class InputStream:
    """A readable byte stream. Subclasses implement :meth:`_next_chunk`.

    Decision: the unread data is ``_buf[_pos:]``; reads advance ``_pos`` instead of slicing the
    buffer, so reading a big chunk line by line stays linear.
    """

    def __init__(self) -> None:
        self._buf = b""
        self._pos = 0
        self._eof = False

    # -- to implement --------------------------------------------------------------------
    def _next_chunk(self) -> bytes:
        """Return the next chunk, or b"" at end of input."""
        return b""

    def close(self) -> None:
        """The reader is done; a producer writing to us gets BrokenPipe."""
        self._eof = True

    # -- reading -------------------------------------------------------------------------
    def _fill(self) -> bool:
        if self._eof:
            return False
        chunk = self._next_chunk()
        if not chunk:
            self._eof = True
            return False
        if self._pos < len(self._buf):
            self._buf = self._buf[self._pos :] + chunk
        else:
            self._buf = chunk
        self._pos = 0
        return True

    def peek1(self) -> bytes:
        """The next byte, left unread (b"" at the end)."""
        if self._pos >= len(self._buf) and not self._fill():
            return b""
        return self._buf[self._pos : self._pos + 1]

    def _take(self, end: int) -> bytes:
        out = self._buf[self._pos : end]
        self._pos = end
        return out

    def read(self, n: int = -1) -> bytes:
        """Read up to n bytes (all remaining when n < 0). Returns b"" at end of input."""
        if n < 0:
            parts = [self._buf[self._pos :]] if self._pos < len(self._buf) else []
            self._buf, self._pos = b"", 0
            while not self._eof:
                chunk = self._next_chunk()
                if not chunk:
                    self._eof = True
                    break
                parts.append(chunk)
            return parts[0] if len(parts) == 1 else b"".join(parts)
        while len(self._buf) - self._pos < n and self._fill():
            pass
        return self._take(min(len(self._buf), self._pos + n))

    def read1(self) -> bytes:
        """Read whatever is available (at least one byte unless at EOF)."""
        if self._pos >= len(self._buf):
            self._fill()
        return self._take(len(self._buf))

    def readline(self, sep: bytes = b"\n") -> bytes:
        """Read through the next separator (included), or the rest at end of input."""
        start = self._pos
        while True:
            i = self._buf.find(sep, start)
            if i >= 0:
                return self._take(i + len(sep))
            before = len(self._buf) - self._pos
            if not self._fill():
                return self._take(len(self._buf))
            start = max(0, before - len(sep) + 1)

    def lines(self, sep: bytes = b"\n") -> Iterator[bytes]:
        """Iterate records including their separator (the last may lack it)."""
        while True:
            line = self.readline(sep)
            if not line:
                return
            yield line

    def slices(self, size: int) -> Iterator[bytes]:
        """Iterate what is read, each chunk bigger than ``size`` bytes cut into slices of
        that size (0: whole chunks): a big input delivered as one chunk (a whole file) is
        then never processed, nor its result held, all at once."""
        while True:
            chunk = self.read1()
            if not chunk:
                return
            if not size or len(chunk) <= size:
                yield chunk
                continue
            for i in range(0, len(chunk), size):
                yield chunk[i : i + size]

    def blocks(self, sep: bytes = b"\n", limit: int = 4 * CHUNK) -> Iterator[bytes]:
        """Iterate runs of whole records (separators included; the very last record may lack
        one), each about ``limit`` bytes at most unless one record is longer.

        A run is handed out as soon as the data holds a complete record, so pipelines keep
        streaming (``yes | cut -c1 | head -n1`` ends at once); a big input delivered as one
        chunk is cut into slices instead of being copied whole.
        """
        while True:
            buf, pos = self._buf, self._pos
            if pos >= len(buf):
                if not self._fill():
                    return
                buf, pos = self._buf, self._pos
            end = pos + limit
            cut = buf.rfind(sep, pos, end) if end < len(buf) else buf.rfind(sep, pos)
            if cut < 0 and end < len(buf):
                cut = buf.find(sep, end)
            if cut >= 0:
                yield self._take(cut + len(sep))
            elif not self._fill():
                yield self._take(len(self._buf))
                return

    def at_eof(self) -> bool:
        if self._pos < len(self._buf):
            return False
        return not self._fill()


class BytesInput(InputStream):
    """An input stream over a complete bytes object (files, here-docs, captured output)."""

    def __init__(self, data: bytes) -> None:
        super().__init__()
        self._data: bytes | None = data

    def _next_chunk(self) -> bytes:
        data, self._data = self._data, None
        return data or b""


class PipedBytesInput(BytesInput):
    """Complete bytes that arrive *as a pipe* would (here-documents, here-strings, captured
    output): commands that treat a regular-file stdin specially (``wc`` widths) see a pipe."""


class EmptyInput(InputStream):
    """No input at all (``/dev/null``, a closed stdin)."""


class UnreadableStdin(OSError):
    """A read of an :class:`UnreadableInput`: ``EBADF``. ``closed`` tells a closed standard
    input (``0<&-``) from one open for writing only; GNU's messages differ (a closed one
    also fails the ``close_stdin`` at exit). The command dispatcher reports it with the
    command's own GNU wording (``commands._stdin_errors``)."""

    def __init__(self, closed: bool) -> None:
        super().__init__(9, "Bad file descriptor")
        self.closed = closed


class UnreadableInput(EmptyInput):
    """Standard input that cannot be read: ``closed`` (``0<&-``) or open for writing only
    (``<&3`` of ``3>f``). Any read raises :class:`UnreadableStdin`; a command that reads
    it as empty (``xargs``, ``strings``) or reports it mid-output (``wc``, ``od``) catches
    that, the others fail there with their GNU message (``commands._stdin_errors``)."""

    def __init__(self, closed: bool = True) -> None:
        super().__init__()
        self.closed = closed

    def _next_chunk(self) -> bytes:
        raise UnreadableStdin(self.closed)


class CallbackInput(InputStream):
    """Input produced on demand by a callable (``/dev/zero``, ``yes``-like devices)."""

    def __init__(self, produce: Callable[[], bytes]) -> None:
        super().__init__()
        self._produce = produce

    def _next_chunk(self) -> bytes:
        return self._produce()


class OutputStream:
    """A writable byte stream."""

    #: Whether a reader may stop reading before the end (a pipe): a writer of much output
    #: can then write it in pieces and stop at the broken pipe, as a program on a real pipe
    #: gets SIGPIPE; other streams take everything, best in one write.
    may_close_early = False

    def write(self, data: bytes) -> None:
        raise NotImplementedError

    def flush(self) -> None:
        """Streams here are unbuffered; present for symmetry with file objects."""

    def close(self) -> None:
        """Writer finished (EOF for the reader)."""


class NullOutput(OutputStream):
    def write(self, data: bytes) -> None:
        return None


class ClosedOutput(OutputStream):
    """A closed fd: writes fail with ``Bad file descriptor``."""

    def write(self, data: bytes) -> None:
        raise OSError(9, "Bad file descriptor")


class BufferOutput(OutputStream):
    """Collects everything written (captured stdout, ``$(...)``)."""

    def __init__(self, limit: int | None = None, on_limit: Callable[[], None] | None = None):
        self.parts: list[bytes] = []
        self.size = 0
        self.limit = limit
        self.on_limit = on_limit

    def write(self, data: bytes) -> None:
        if not data:
            return
        self.size += len(data)
        self.parts.append(data)
        if self.limit is not None and self.size > self.limit and self.on_limit is not None:
            self.on_limit()

    def getvalue(self) -> bytes:
        if len(self.parts) > 1:
            self.parts = [b"".join(self.parts)]
        return self.parts[0] if self.parts else b""


class ForwardOutput(BufferOutput):
    """Hands everything written on to ``sink`` at once (a program's own output, as the CLI
    writes it), keeping only the count; past ``limit`` bytes the rest of the write is cut,
    marked as ``getvalue`` of a captured output would be, and ``on_limit`` is called."""

    truncated = False

    def __init__(self, sink: Callable[[bytes], None]) -> None:
        super().__init__()
        self.sink = sink

    def write(self, data: bytes) -> None:
        if not data or self.truncated:
            return
        size = self.size = self.size + len(data)
        limit = self.limit
        if limit is not None and size > limit:
            self.truncated = True
            self.sink(data[: len(data) - (size - limit)] + b"\n[output truncated]\n")
            if self.on_limit is not None:
                self.on_limit()
            return
        self.sink(data)


#: What a Linux pipe holds unread (its default size): a writer past it waits for the reader
PIPE_SIZE = 1 << 16
#: what a pipe into a reader that may stop early holds once that reader has taken
#: GROW_AFTER: 256 KiB, not the 1 MiB of other pipes (with 1 MiB, ``cat big | head -n N |
#: tail -1`` held up to 22 % of a 24 MB input under load: the pieces queued and joined on
#: both pipes; test_pipeline_memory's bound is 20 %)
GROWN_SIZE = 1 << 18


class Pipe:
    """A bounded, thread-safe pipe: ``writer`` on one stage, ``reader`` on the next.

    The bound is in bytes (``capacity``), so a writer of many small lines runs on without a
    thread switch per line; the reader takes what is queued at once (one join of at most
    ``capacity`` bytes; a large chunk is handed over as it is, never copied).

    A pipe may also be read *after* its writer finished: a pipeline runs its stages one after
    the other while their output is small, and starts the reading side on a thread of its own
    only when a writer has produced more than a little (``on_full``, called once, by the
    writing thread, when ``trigger_bytes`` or ``trigger_chunks`` are queued and unread).
    """

    trigger_bytes = 1 << 18
    trigger_chunks = 64

    def __init__(self, capacity: int = 1 << 20) -> None:
        self._chunks: deque[bytes] = deque()
        self._queued = 0  # bytes in _chunks
        self._capacity = capacity
        # the critical sections take the lock itself (``with`` on a Condition is two Python
        # calls; on the C lock none); the Condition over it only waits and notifies
        self._lock = threading.RLock()
        self._cond = threading.Condition(self._lock)
        self._waiting = 0  # threads blocked in wait(): notify only when someone listens
        self._writer_closed = False
        self._reader_closed = False
        self._on_full: Callable[[], None] | None = None
        self._fired = False
        self._soon = False  # (start_reader_soon: the reader runs as soon as it starts)
        self._piece = capacity  # (the largest write queued whole)
        self._taken = 0  # (what the reader took: see GROW_AFTER)
        self.reader = _PipeReader(self)
        self.writer = _PipeWriter(self)

    def detach(self) -> None:
        """Drop the ends once nothing will ask this pipe for them again (its pipeline has
        ended): they refer to the pipe, so with them it would wait for Python's cyclic
        collector; the ends themselves keep working for whoever still holds one."""
        self.__dict__.pop("reader", None)
        self.__dict__.pop("writer", None)

    def set_on_full(self, hook: Callable[[], None]) -> None:
        """Call ``hook`` (once) when the writer has queued enough that a reader must run."""
        with self._lock:
            self._on_full = hook
            self._fired = False

    def start_reader_soon(self) -> None:
        """The reader may stop long before the end (``| head``): have the hook fire after
        a few small writes, so that a writer of much output learns early that it can stop.
        The pipe then holds what a Linux pipe holds (:data:`PIPE_SIZE`), and a bigger write
        goes in pieces of that size: a writer whose output goes that far past what the
        reader took before it stopped is stopped by the broken pipe (``seq 100000 | head
        -1``: status 141, ``seq 10000 | head -1``: 0, as in bash)."""
        self.trigger_bytes = 1 << 13
        self.trigger_chunks = 4
        self._soon = True
        self._capacity = self._piece = PIPE_SIZE
        self._taken = 0

    #: what a reader that may stop early has taken, past which the pipe grows back to its
    #: full capacity: one that has read this much most often reads all (``head -n 5000000``),
    #: and a hand-over every 64 KiB costs two thread switches
    GROW_AFTER = 1 << 20

    def take_on_full(self) -> bool:
        """Disarm the hook; True if it had fired (then the reading side runs elsewhere)."""
        with self._lock:
            self._on_full = None
            return self._fired

    def _put(self, data: bytes) -> None:
        if self._soon and len(data) > self._piece:
            piece = self._piece
            for i in range(0, len(data), piece):
                self._put(data[i : i + piece])
            return
        if data.__class__ is not bytes:
            data = bytes(data)  # the writer may reuse a mutable buffer
        with self._lock:
            hook = self._on_full
            if hook is not None and (
                self._queued >= self.trigger_bytes or len(self._chunks) >= self.trigger_chunks
            ):
                self._on_full = None
                self._fired = True
                hook()
            while self._queued >= self._capacity and not self._reader_closed:
                self._waiting += 1
                self._cond.wait(0.05)
                self._waiting -= 1
            if self._reader_closed:
                raise BrokenPipe()
            self._chunks.append(data)
            self._queued += len(data)
            if self._waiting:
                self._cond.notify_all()
            started = hook is not None and self._on_full is None
        if started and self._soon:
            # a reader that may stop early was just started: let it run now (else this
            # writer keeps the GIL for up to 5 ms, and a loop of small writes may end
            # before the reader reads a line, where a real pipe's writer gets SIGPIPE)
            time.sleep(0)

    def _get(self) -> bytes:
        with self._lock:
            while not self._chunks and not self._writer_closed:
                self._waiting += 1
                self._cond.wait(0.05)
                self._waiting -= 1
            chunks = self._chunks
            if not chunks:
                return b""
            if len(chunks) == 1 or self._queued > self._capacity:
                # a big queue (its writer ran first, unread) is handed over chunk by chunk
                data = chunks.popleft()
                self._queued -= len(data)
            else:
                data = b"".join(chunks)
                chunks.clear()
                self._queued = 0
            if self._soon and self._piece == PIPE_SIZE:
                self._taken += len(data)
                if self._taken > self.GROW_AFTER:
                    self._capacity = self._piece = GROWN_SIZE
            if self._waiting:
                self._cond.notify_all()
            return data

    def pending(self) -> int:
        """Bytes written and not read yet."""
        return self._queued

    def close_writer(self) -> None:
        with self._lock:
            self._writer_closed = True
            if self._waiting:
                self._cond.notify_all()

    def close_reader(self) -> None:
        with self._lock:
            self._reader_closed = True
            self._chunks.clear()
            self._queued = 0
            if self._waiting:
                self._cond.notify_all()


class _PipeReader(InputStream):
    is_pipe = True  #: (a pipe has no size: ``split -n`` cannot read one)

    def __init__(self, pipe: Pipe) -> None:
        super().__init__()
        self._pipe = pipe

    def _next_chunk(self) -> bytes:
        return self._pipe._get()  # pyright: ignore[reportPrivateUsage]

    def close(self) -> None:
        super().close()
        self._pipe.close_reader()


class _PipeWriter(OutputStream):
    may_close_early = True

    def __init__(self, pipe: Pipe) -> None:
        self._pipe = pipe

    def write(self, data: bytes) -> None:
        if data:
            self._pipe._put(data)  # pyright: ignore[reportPrivateUsage]

    def close(self) -> None:
        self._pipe.close_writer()


#: Largest slice :func:`write_range` copies at a time.
SLICE_BYTES = 1 << 20


def write_range(out: OutputStream, data: bytes, start: int, end: int) -> None:
    """``out.write(data[start:end])`` without copying a large range at once: all of ``data``
    as it is, else slices of at most :data:`SLICE_BYTES` (a pipe takes each in turn, so a
    stage that passes on most of a 200 MB chunk holds about one slice more, not a copy)."""
    end = min(end, len(data))
    if start <= 0 and end == len(data):
        out.write(data)
        return
    for p in range(max(start, 0), end, SLICE_BYTES):
        out.write(data[p : min(p + SLICE_BYTES, end)])


def decode(data: bytes) -> str:
    """The one bytes→text conversion at the API edge (invalid UTF-8 is kept, not fatal)."""
    return data.decode("utf-8", errors="surrogateescape")


def encode(text: str) -> bytes:
    """The one text→bytes conversion at the API edge (round-trips :func:`decode`)."""
    return text.encode("utf-8", errors="surrogateescape")
