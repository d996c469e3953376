"""Inode types of the virtual filesystem.

Owns the in-memory node classes: :class:`File`, :class:`Directory`,
:class:`Symlink`, :class:`CharDevice` and :class:`Fifo`, all deriving from
:class:`Inode`, and the shared :class:`Meta` record.  Nodes are plain
``__slots__`` records; every policy (permissions, limits, timestamps, inode
numbers) lives in :mod:`agentsh.vfs.fs`.

``mode`` holds only the permission bits (``0o7777``: rwx plus
setuid/setgid/sticky).  The file type is the class-level ``kind`` string and
``type_bits`` (an ``S_IF*`` constant from :mod:`stat`).

Memory layout (a filesystem may hold hundreds of thousands of small files, so a
node is kept to three slots):

* ``meta`` is an immutable :class:`Meta` (mode, uid, gid, nlink) from a small
  shared pool, so the thousands of files with the same owner and permissions
  point at one record; assigning ``mode``/``uid``/``gid``/``nlink`` swaps in
  another record and never affects other nodes.
* the three timestamps are kept as one number while atime, mtime and ctime are
  the same object (a new node, a file written in a batch, a ``touch``), as an
  ``(atime, mtime, ctime)`` tuple otherwise.
* ``ino`` is 0 until the filesystem hands out a number the first time it is
  observed (see ``VirtualFS._ino``); a copy keeps the node's number. It has no
  slot of its own: a numbered node keeps ``(atime, mtime, ctime, ino)`` where the
  timestamps were (few nodes are ever numbered; a slot is 8 bytes of every one).
"""

from __future__ import annotations

import stat as _stat
from typing import ClassVar, NamedTuple

__all__ = [
    "CharDevice",
    "Directory",
    "Fifo",
    "File",
    "Inode",
    "Meta",
    "Symlink",
    "meta_of",
    "mode_bits",
]

#: One shared int object per permission value: ints above 256 are not cached by Python, and a
#: private 32-byte int per node would be a tenth of a small file's cost.
_MODES = tuple(range(0o10000))


def mode_bits(mode: int) -> int:
    """``mode & 0o7777`` as a shared int object."""
    return _MODES[mode & 0o7777]


class Meta(NamedTuple):
    """The rarely changing metadata of a node; immutable and shared (see :func:`meta_of`)."""

    mode: int
    uid: int
    gid: int
    nlink: int


#: The pool behind :func:`meta_of`.  Bounded: past the limit records are simply not shared.
_METAS: dict[Meta, Meta] = {}
_METAS_MAX = 4096


def meta_of(mode: int, uid: int, gid: int, nlink: int) -> Meta:
    """The shared :class:`Meta` for these values (``mode`` is masked to ``0o7777``)."""
    meta = Meta(_MODES[mode & 0o7777], uid, gid, nlink)
    found = _METAS.get(meta)
    if found is not None:
        return found
    if len(_METAS) < _METAS_MAX:
        _METAS[meta] = meta
    return meta


#: Seconds within which changes to a node made at one time keep its timestamps one (see
#: ``Inode.modified``): a tick of Linux's coarse clock for file times (4 ms at HZ=250).
COARSE = 0.004

#: Timestamps of a node: one value when atime, mtime and ctime are the same object; with the
#: inode number fourth once the node has one.
Times = float | tuple[float, float, float] | tuple[float, float, float, int]


class Inode:
    """Common metadata shared by every node type (see the module docstring for the layout)."""

    __slots__ = ("meta", "_t")

    kind: ClassVar[str] = ""
    type_bits: ClassVar[int] = 0

    meta: Meta
    _t: Times

    def __init__(self, ino: int, mode: int, uid: int, gid: int, now: float) -> None:
        self.meta = meta_of(mode, uid, gid, 1)
        self._t = (now, now, now, ino) if ino else now

    # -- the inode number: 0 until numbered, then kept with the timestamps

    @property
    def ino(self) -> int:
        t = self._t
        if isinstance(t, tuple) and len(t) == 4:
            return t[3]
        return 0

    @ino.setter
    def ino(self, value: int) -> None:
        a, m, c = self.times
        self._t = (a, m, c, value) if value else (a if m is a and c is a else (a, m, c))

    # -- mode, owner, links: one shared record, replaced on change

    @property
    def mode(self) -> int:
        return self.meta.mode

    @mode.setter
    def mode(self, value: int) -> None:
        m = self.meta
        self.meta = meta_of(value, m.uid, m.gid, m.nlink)

    @property
    def uid(self) -> int:
        return self.meta.uid

    @uid.setter
    def uid(self, value: int) -> None:
        m = self.meta
        self.meta = meta_of(m.mode, value, m.gid, m.nlink)

    @property
    def gid(self) -> int:
        return self.meta.gid

    @gid.setter
    def gid(self, value: int) -> None:
        m = self.meta
        self.meta = meta_of(m.mode, m.uid, value, m.nlink)

    @property
    def nlink(self) -> int:
        return self.meta.nlink

    @nlink.setter
    def nlink(self, value: int) -> None:
        m = self.meta
        self.meta = meta_of(m.mode, m.uid, m.gid, value)

    # -- timestamps

    @property
    def times(self) -> tuple[float, float, float]:
        """``(atime, mtime, ctime)``."""
        t = self._t
        if isinstance(t, tuple):
            return t if len(t) == 3 else (t[0], t[1], t[2])
        return (t, t, t)

    def set_times(self, atime: float, mtime: float, ctime: float) -> None:
        """Set all three timestamps."""
        t = self._t
        if isinstance(t, tuple) and len(t) == 4:
            self._t = (atime, mtime, ctime, t[3])
        else:
            self._t = atime if mtime is atime and ctime is atime else (atime, mtime, ctime)

    def modified(self, now: float) -> None:
        """The content changed at ``now``: mtime and ctime become ``now``.

        Decision: a node whose three timestamps are still one (made, or last set whole)
        less than ``COARSE`` seconds before keeps them one, all ``now``: as Linux's file
        times, which come from a clock that ticks every few milliseconds, a file made and
        written by one command (``echo x > f``) shows one time for all three, and it keeps
        one float rather than a tuple of three (~90 bytes less per file)."""
        if not self._coalesced(now):
            self.set_times(self.times[0], now, now)

    def changed(self, now: float) -> None:
        """The metadata changed at ``now``: ctime becomes ``now`` (all three, as
        :meth:`modified` says, when they are one from less than ``COARSE`` before)."""
        if not self._coalesced(now):
            a, m, _ = self.times
            self.set_times(a, m, now)

    def _coalesced(self, now: float) -> bool:
        """All three timestamps made ``now`` when they are one from less than ``COARSE``
        before (see :meth:`modified`); whether they were."""
        t = self._t
        if t.__class__ is float and now - t < COARSE:  # pyright: ignore[reportOperatorIssue]
            self._t = now
            return True
        return False

    @property
    def atime(self) -> float:
        t = self._t
        return t[0] if isinstance(t, tuple) else t

    @atime.setter
    def atime(self, value: float) -> None:
        _, m, c = self.times
        self.set_times(value, m, c)

    @property
    def mtime(self) -> float:
        t = self._t
        return t[1] if isinstance(t, tuple) else t

    @mtime.setter
    def mtime(self, value: float) -> None:
        a, _, c = self.times
        self.set_times(a, value, c)

    @property
    def ctime(self) -> float:
        t = self._t
        return t[2] if isinstance(t, tuple) else t

    @ctime.setter
    def ctime(self, value: float) -> None:
        a, m, _ = self.times
        self.set_times(a, m, value)

    @property
    def size(self) -> int:
        """Size reported by ``stat`` (``st_size``)."""
        return 0

    def _copy_meta_to(self, other: Inode) -> None:
        other.meta = self.meta
        other._t = self._t  # (the number too)

    def clone(self) -> Inode:
        """Return a copy of this node (directories come back empty)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} ino={self.ino} mode={self.mode:o} uid={self.uid}>"


#: A file appended to past this size keeps its content in a ``bytearray`` until it is read.
APPEND_IN_PLACE = 4096


class File(Inode):
    """A regular file. ``data`` is immutable ``bytes`` (so copies share it), except while a
    file is being appended to: then it is a private ``bytearray`` that grows in place, so a
    loop of ``echo ... >> f`` costs O(total) rather than a copy of the whole file per line.
    Read it with :meth:`content` (which turns it back into ``bytes``), extend it with
    :meth:`append`."""

    __slots__ = ("data",)
    kind: ClassVar[str] = "file"
    type_bits: ClassVar[int] = _stat.S_IFREG

    data: bytes | bytearray

    def __init__(
        self, ino: int, mode: int, uid: int, gid: int, now: float, data: bytes = b""
    ) -> None:
        super().__init__(ino, mode, uid, gid, now)
        self.data = data

    def content(self) -> bytes:
        """The content as ``bytes`` (a growing ``bytearray`` is frozen: one copy)."""
        data = self.data
        if data.__class__ is bytearray:
            data = self.data = bytes(data)
        return data  # pyright: ignore[reportReturnType]

    def append(self, chunk: bytes) -> None:
        """Add ``chunk`` at the end: in place once the file is past :data:`APPEND_IN_PLACE`
        bytes (amortised O(len(chunk))), by concatenation below it."""
        data = self.data
        if data.__class__ is bytearray:
            data += chunk  # pyright: ignore[reportOperatorIssue]
        elif len(data) < APPEND_IN_PLACE:
            self.data = data + chunk
        else:
            grown = bytearray(data)
            grown += chunk
            self.data = grown

    @property
    def size(self) -> int:
        return len(self.data)

    def clone(self) -> File:
        new = File.__new__(File)
        self._copy_meta_to(new)
        new.data = self.content()  # never share a buffer that grows in place
        return new

    def __getstate__(self) -> object:
        self.content()  # snapshots hold bytes
        return object.__getstate__(self)


class Directory(Inode):
    """A directory: ``entries`` maps names to inodes in insertion order.

    ``nlink`` is kept at ``2 + number of subdirectories``.
    """

    __slots__ = ("entries",)
    kind: ClassVar[str] = "dir"
    type_bits: ClassVar[int] = _stat.S_IFDIR

    entries: dict[str, Inode]

    def __init__(self, ino: int, mode: int, uid: int, gid: int, now: float) -> None:
        super().__init__(ino, mode, uid, gid, now)
        self.meta = meta_of(mode, uid, gid, 2)
        self.entries = {}

    @property
    def size(self) -> int:
        return 4096

    def clone(self) -> Directory:
        new = Directory.__new__(Directory)
        self._copy_meta_to(new)
        new.entries = {}
        return new


class Symlink(Inode):
    """A symbolic link; ``target`` is stored verbatim (may be relative/dangling)."""

    __slots__ = ("target",)
    kind: ClassVar[str] = "symlink"
    type_bits: ClassVar[int] = _stat.S_IFLNK

    target: str

    def __init__(self, ino: int, mode: int, uid: int, gid: int, now: float, target: str) -> None:
        super().__init__(ino, mode, uid, gid, now)
        self.target = target

    @property
    def size(self) -> int:
        return len(self.target.encode("utf-8", "surrogateescape"))

    def clone(self) -> Symlink:
        new = Symlink.__new__(Symlink)
        self._copy_meta_to(new)
        new.target = self.target
        return new


#: (major, minor) numbers reported as ``st_rdev`` for the known devices.
DEVICE_NUMBERS: dict[str, tuple[int, int]] = {
    "null": (1, 3),
    "zero": (1, 5),
    "random": (1, 8),
    "urandom": (1, 9),
    "tty": (5, 0),
    "stdin": (136, 0),
    "stdout": (136, 0),
    "stderr": (136, 0),
}


class CharDevice(Inode):
    """A character device identified by ``device`` ("null", "zero", "urandom",
    "random", "tty", "stdin", "stdout", "stderr", ...).

    The VFS implements null/zero/random/urandom; the executor interprets the
    stdio and tty devices.
    """

    __slots__ = ("device",)
    kind: ClassVar[str] = "chardev"
    type_bits: ClassVar[int] = _stat.S_IFCHR

    device: str

    def __init__(self, ino: int, mode: int, uid: int, gid: int, now: float, device: str) -> None:
        super().__init__(ino, mode, uid, gid, now)
        self.device = device

    @property
    def rdev(self) -> int:
        major, minor = DEVICE_NUMBERS.get(self.device, (0, 0))
        return (major << 8) | minor

    def clone(self) -> CharDevice:
        new = CharDevice.__new__(CharDevice)
        self._copy_meta_to(new)
        new.device = self.device
        return new


class Fifo(Inode):
    """A named pipe.  Only a node type here; the executor gives it pipe semantics."""

    __slots__ = ()
    kind: ClassVar[str] = "fifo"
    type_bits: ClassVar[int] = _stat.S_IFIFO

    def clone(self) -> Fifo:
        new = Fifo.__new__(Fifo)
        self._copy_meta_to(new)
        return new
