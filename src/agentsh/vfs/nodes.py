"""Inode types of the virtual filesystem.

Owns the in-memory node classes: :class:`File`, :class:`Directory`,
:class:`Symlink`, :class:`CharDevice` and :class:`Fifo`, all deriving from
:class:`Inode`.  Nodes are plain ``__slots__`` records; every policy
(permissions, limits, timestamps) lives in :mod:`agentsh.vfs.fs`.

``mode`` holds only the permission bits (``0o7777``: rwx plus
setuid/setgid/sticky).  The file type is the class-level ``kind`` string and
``type_bits`` (an ``S_IF*`` constant from :mod:`stat`).
"""

from __future__ import annotations

import stat as _stat
from typing import ClassVar

__all__ = ["CharDevice", "Directory", "Fifo", "File", "Inode", "Symlink", "mode_bits"]

#: One shared int object per permission value: ints above 256 are not cached by Python, and a
#: private 32-byte int per node would be a tenth of a small file's cost.
_MODES = tuple(range(0o10000))


def mode_bits(mode: int) -> int:
    """``mode & 0o7777`` as a shared int object."""
    return _MODES[mode & 0o7777]


class Inode:
    """Common metadata shared by every node type."""

    __slots__ = ("ino", "mode", "uid", "gid", "nlink", "atime", "mtime", "ctime")

    kind: ClassVar[str] = ""
    type_bits: ClassVar[int] = 0

    ino: int
    mode: int
    uid: int
    gid: int
    nlink: int
    atime: float
    mtime: float
    ctime: float

    def __init__(self, ino: int, mode: int, uid: int, gid: int, now: float) -> None:
        self.ino = ino
        self.mode = _MODES[mode & 0o7777]
        self.uid = uid
        self.gid = gid
        self.nlink = 1
        self.atime = now
        self.mtime = now
        self.ctime = now

    @property
    def size(self) -> int:
        """Size reported by ``stat`` (``st_size``)."""
        return 0

    def _copy_meta_to(self, other: Inode) -> None:
        other.ino = self.ino
        other.mode = self.mode
        other.uid = self.uid
        other.gid = self.gid
        other.nlink = self.nlink
        other.atime = self.atime
        other.mtime = self.mtime
        other.ctime = self.ctime

    def clone(self) -> Inode:
        """Return a copy of this node (directories come back empty)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} ino={self.ino} mode={self.mode:o} uid={self.uid}>"


class File(Inode):
    """A regular file; ``data`` is immutable ``bytes`` (so copies share it)."""

    __slots__ = ("data",)
    kind: ClassVar[str] = "file"
    type_bits: ClassVar[int] = _stat.S_IFREG

    data: bytes

    def __init__(
        self, ino: int, mode: int, uid: int, gid: int, now: float, data: bytes = b""
    ) -> None:
        super().__init__(ino, mode, uid, gid, now)
        self.data = data

    @property
    def size(self) -> int:
        return len(self.data)

    def clone(self) -> File:
        new = File.__new__(File)
        self._copy_meta_to(new)
        new.data = self.data
        return new


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
        self.nlink = 2
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
