"""The in-memory POSIX-like filesystem.

Owns :class:`VirtualFS` (path resolution, permissions, limits, every
filesystem operation), :class:`Stat`, :class:`VirtualClock` (the default
deterministic clock) and :func:`populate_default_layout`.

Conventions a caller must know:

* Every path argument must be absolute (a relative path raises ``EINVAL``).
  Use :func:`agentsh.vfs.paths.absolute` to prefix the cwd; resolution is
  *physical* (``..`` after a symlink goes to the target's parent), a trailing
  slash on a non-directory raises ``ENOTDIR``, more than 40 symlink hops raise
  ``ELOOP``, a component longer than 255 bytes or a path of 4096+ bytes raises
  ``ENAMETOOLONG``.
* Permissions are checked against the process identity held in the ``uid``,
  ``gid`` and ``groups`` attributes (settable).  uid 0 bypasses read/write/search
  checks; executing a non-directory still needs some ``x`` bit.
* All failures raise :class:`~agentsh.vfs.errors.FSError`; mutating operations
  check everything first, so a failed call leaves the filesystem unchanged
  (``rmtree`` included: it validates the whole subtree before deleting).
* The VFS never touches the host disk and never spawns processes.
"""

from __future__ import annotations

import errno as _errno
import stat as _stat
import time as _time
from collections import deque
from collections.abc import Callable, Generator, Iterator, Mapping
from contextlib import contextmanager
from functools import lru_cache, partial
from os import F_OK, R_OK, W_OK, X_OK
from typing import TYPE_CHECKING, Any, NamedTuple

from agentsh._dataclass import dataclass

from .errors import FSError

if TYPE_CHECKING:
    import random

from .nodes import CharDevice, Directory, Fifo, File, Inode, Symlink, meta_of, mode_bits

__all__ = [
    "DEFAULT_EPOCH",
    "DEVICE_READ_CHUNK",
    "MAX_SYMLINK_HOPS",
    "NAME_MAX",
    "PATH_MAX",
    "ST_DEV",
    "Stat",
    "VirtualClock",
    "VirtualFS",
    "WallClock",
    "populate_default_layout",
]

#: 2026-01-01T00:00:00Z, the start of the default virtual clock.
DEFAULT_EPOCH = 1767225600.0
#: Maximum number of symlinks followed during one resolution.
MAX_SYMLINK_HOPS = 40
#: Maximum length of one path component, in UTF-8 bytes.
NAME_MAX = 255
#: Paths of this many bytes or more are rejected (like Linux, NUL included).
PATH_MAX = 4096
#: ``read_bytes`` on an endless device (zero/random/urandom) returns this many bytes.
DEVICE_READ_CHUNK = 65536
#: The fixed ``st_dev`` of every node.
ST_DEV = 0x803

_ENDLESS_DEVICES = frozenset({"zero", "full", "random", "urandom"})


class VirtualClock:
    """Deterministic clock: starts at ``start`` and advances 1 µs per read.

    Time is kept as an integer number of microseconds, so successive
    :meth:`now` values are strictly increasing and exactly reproducible.
    Instances are callable (``clock()`` is ``clock.now()``).
    """

    __slots__ = ("_us", "start")

    def __init__(self, start: float = DEFAULT_EPOCH) -> None:
        self._us = round(start * 1_000_000)
        self.start = start  #: the first reading (the virtual machine's epoch)

    def now(self) -> float:
        """Return the current time, then advance by one microsecond."""
        value = self._us / 1_000_000
        self._us += 1
        return value

    def peek(self) -> float:
        """Return the current time without advancing."""
        return self._us / 1_000_000

    def advance(self, seconds: float) -> None:
        """Move the clock forward by ``seconds`` (must be >= 0)."""
        if seconds < 0:
            raise ValueError("VirtualClock cannot go backwards")
        self._us += round(seconds * 1_000_000)

    def copy(self) -> VirtualClock:
        new = VirtualClock.__new__(VirtualClock)
        new._us = self._us
        new.start = self.start
        return new

    def __call__(self) -> float:
        return self.now()


class WallClock(VirtualClock):
    """The real time, plus the virtual ``sleep``s (:meth:`advance`): ``date`` shows today.

    Readings still strictly increase (by at least 1 µs each, as :class:`VirtualClock`'s), so
    files written one after the other have distinct, ordered mtimes however fast they come.
    """

    __slots__ = ("_offset",)

    def __init__(self) -> None:
        super().__init__(_time.time())
        self._offset = 0  #: microseconds slept (virtually) so far

    def _real_us(self) -> int:
        return int(_time.time() * 1_000_000) + self._offset

    def now(self) -> float:
        us = max(self._real_us(), self._us)
        self._us = us + 1
        return us / 1_000_000

    def peek(self) -> float:
        return max(self._real_us(), self._us) / 1_000_000

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("VirtualClock cannot go backwards")
        step = round(seconds * 1_000_000)
        self._offset += step
        self._us += step

    def copy(self) -> WallClock:
        new = WallClock.__new__(WallClock)
        new._us = self._us
        new._offset = self._offset
        new.start = self.start
        return new


class Stat(NamedTuple):
    """Result of :meth:`VirtualFS.stat` (field names mirror ``os.stat_result``).

    ``st_ino`` is looked up when it is read: a node gets its inode number the first time anybody
    asks (``ls -i``, ``stat``, ``cp``...), and most stats (``find``, ``ls -l``) never do.
    Equality, hashing and ``repr`` treat it like the other fields.

    Decision: a named tuple, immutable like ``os.stat_result``: one is made for every entry
    ``find``, ``ls -l`` and ``du`` look at, and a tuple is made in one C call (a frozen
    dataclass's ``__init__`` sets its 14 fields one descriptor call at a time: 3 µs a stat).
    """

    st_mode: int
    st_dev: int
    st_nlink: int
    st_uid: int
    st_gid: int
    st_size: int
    st_atime: float
    st_mtime: float
    st_ctime: float
    st_blocks: int
    st_blksize: int
    kind: str
    st_rdev: int = 0
    ino_ref: int | Callable[[], int] = 0  # the inode number, or how to get it

    @property
    def st_ino(self) -> int:
        ino = self.ino_ref
        return ino if isinstance(ino, int) else ino()

    @property
    def permissions(self) -> int:
        """Permission bits only (``st_mode & 0o7777``)."""
        return _stat.S_IMODE(self.st_mode)

    _SHOWN = (
        "st_mode",
        "st_ino",
        "st_dev",
        "st_nlink",
        "st_uid",
        "st_gid",
        "st_size",
        "st_atime",
        "st_mtime",
        "st_ctime",
        "st_blocks",
        "st_blksize",
        "kind",
        "st_rdev",
    )

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._SHOWN)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Stat):
            return NotImplemented
        return self._values() == other._values()

    def __ne__(self, other: object) -> bool:  # (a tuple's own would compare ``ino_ref``)
        if not isinstance(other, Stat):
            return NotImplemented
        return self._values() != other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._SHOWN)
        return f"Stat({fields})"


@dataclass(slots=True)
class _Res:
    """Outcome of a path walk.

    ``node`` is None when only the final component is missing; ``parent`` is
    the directory holding ``name`` (None for ``/``); ``parts`` is the
    canonical component list of ``parent``.
    """

    node: Inode | None
    parent: Directory | None
    name: str
    parts: list[str]
    dotted: bool
    trailing: bool

    def full_parts(self) -> list[str]:
        return [*self.parts, self.name] if self.name else list(self.parts)

    def canonical(self) -> str:
        return "/" + "/".join(self.full_parts())


#: ``Stat`` from a tuple of its 14 fields, in C (``Stat._make`` checks the length in Python)
_new_stat: Callable[[tuple[object, ...]], Stat] = partial(tuple.__new__, Stat)  # pyright: ignore[reportAssignmentType, reportUnknownMemberType]


def _make_stat(node: Inode, ino: int | Callable[[], int]) -> Stat:
    size = node.size
    cls = type(node)
    if isinstance(node, File):  # (a mount's LazyFile too)
        blocks = -(-size // 4096) * 8
    elif cls is Directory:
        blocks = 8
    else:
        blocks = 0
    meta = node.meta
    t = node._t  # pyright: ignore[reportPrivateUsage]  (Inode.times, inline)
    if isinstance(t, tuple):
        atime, mtime, ctime = t[0], t[1], t[2]  # (and the inode number, once it has one)
    else:
        atime = mtime = ctime = t
    # one C call (see Stat), in the field order
    return _new_stat(
        (
            node.type_bits | meta.mode,
            ST_DEV,
            meta.nlink,
            meta.uid,
            meta.gid,
            size,
            atime,
            mtime,
            ctime,
            blocks,
            4096,
            node.kind,
            node.rdev if isinstance(node, CharDevice) else 0,
            ino,
        )
    )


def _name_len(name: str) -> int:
    return len(name.encode("utf-8", "surrogateescape"))


class VirtualFS:
    """An in-memory POSIX-like filesystem.  See the module docstring.

    A bare ``VirtualFS()`` holds only ``/`` (0755, owned by the constructor's
    ``uid``/``gid`` so it is usable); :meth:`with_default_layout` gives the
    standard root-owned tree.
    """

    uid: int
    gid: int
    groups: frozenset[int]
    umask: int
    max_file_bytes: int | None
    max_fs_bytes: int | None
    max_files: int | None
    clock: Callable[[], float]

    def __init__(
        self,
        clock: Callable[[], float] | None = None,
        uid: int = 1000,
        gid: int = 1000,
        max_file_bytes: int | None = None,
        max_fs_bytes: int | None = None,
        max_files: int | None = None,
        umask: int = 0o022,
        *,
        random_seed: int = 0,
    ) -> None:
        self.clock = clock if clock is not None else VirtualClock()
        self.uid = uid
        self.gid = gid
        self.groups = frozenset()
        self.umask = umask & 0o777
        self.max_file_bytes = max_file_bytes
        self.max_fs_bytes = max_fs_bytes
        self.max_files = max_files
        self._rng: random.Random | None = None  # made on first use (import random is not free)
        self._seed = random_seed
        self._next_ino = 2
        self._root = Directory(self._alloc_ino(), 0o755, uid, gid, self.clock())
        self._bytes = 0
        self._count = 1
        #: id of a file -> the open file (of the shell's redirections) that last began
        #: buffering data for it, kept for the order of writes (agentsh.exec.io.FileOutput)
        self.writers: dict[int, Any] = {}

    def __getstate__(self) -> dict[str, Any]:
        """What a snapshot keeps: not the open files (``writers``), which belong to the run."""
        state = self.__dict__.copy()
        state.pop("writers", None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.writers = {}

    @property
    def rng(self) -> random.Random:
        """The filesystem's random source (``/dev/urandom``, ``mktemp``, ``shuf``, ``shred``):
        seeded, so that a session replays the same way."""
        rng = self._rng
        if rng is None:
            import random

            rng = self._rng = random.Random(self._seed)
        return rng

    # ------------------------------------------------------------------ setup

    @classmethod
    def with_default_layout(
        cls,
        clock: Callable[[], float] | None = None,
        uid: int = 1000,
        gid: int = 1000,
        max_file_bytes: int | None = None,
        max_fs_bytes: int | None = None,
        max_files: int | None = None,
        umask: int = 0o022,
        *,
        random_seed: int = 0,
    ) -> VirtualFS:
        """Create a filesystem populated by :func:`populate_default_layout` (the layout is
        made before the limits apply: a tiny ``max_file_bytes`` still gets /etc/passwd)."""
        fs = cls(clock, uid, gid, None, None, None, umask, random_seed=random_seed)
        populate_default_layout(fs)
        fs.max_file_bytes = max_file_bytes
        fs.max_fs_bytes = max_fs_bytes
        fs.max_files = max_files
        return fs

    #: Policy hook: ``guard(op, path)`` raises FSError(EACCES) to refuse an operation (op is one of
    #: read/list/write/create/delete/chmod). None (the default) costs nothing.
    guard: Callable[[str, str], None] | None = None

    def _guarded(self, op: str, path: str) -> None:
        """Ask the guard about ``path`` and about where it really leads (symlinks resolved)."""
        guard = self.guard
        if guard is None:
            return
        guard(op, path)
        try:
            real = self.realpath(path, strict=False)
        except FSError:
            return
        if real != path:
            guard(op, real)

    @contextmanager
    def as_user(self, uid: int, gid: int, umask: int | None = None) -> Generator[VirtualFS]:
        """Temporarily run as ``uid``/``gid`` (and optionally another umask)."""
        saved = (self.uid, self.gid, self.umask)
        self.uid, self.gid = uid, gid
        if umask is not None:
            self.umask = umask & 0o777
        try:
            yield self
        finally:
            self.uid, self.gid, self.umask = saved

    def seed(
        self,
        files: Mapping[str, str | bytes],
        uid: int | None = None,
        gid: int | None = None,
    ) -> None:
        """Create files (0644) and any missing parents (0755) owned by ``uid:gid``.

        Defaults to the current process identity.  Permission checks are
        bypassed; limits still apply.  ``str`` content is UTF-8 encoded.
        Existing files are overwritten (keeping their mode and owner).

        The whole call happens at one instant: every file and directory it creates or
        changes gets the same timestamps (which also lets them share one time object).
        """
        owner = self.uid if uid is None else uid
        group = self.gid if gid is None else gid
        with self.as_user(0, 0, 0), self._one_instant():
            present: set[str] = set()  # parent paths known to exist during this call
            for path, content in files.items():
                data = content.encode("utf-8") if isinstance(content, str) else content
                comps = self._split(path)[0]
                prefix = ""
                for comp in comps[:-1]:
                    prefix += "/" + comp
                    if prefix in present:
                        continue
                    if not self.lexists(prefix):
                        self.mkdir(prefix, 0o755)
                        self.chown(prefix, owner, group)
                    present.add(prefix)
                res = self._seed_target(path)
                if res is not None:  # the common case, in one path walk
                    self._create_file(path, res, bytes(data), 0o644, owner, group)
                    continue
                existed = self.lexists(path)
                self.write_bytes(path, data, mode=0o644)
                if not existed:
                    self.chown(path, owner, group)

    def _seed_target(self, path: str) -> _Res | None:
        """For :meth:`seed`: the walk to ``path`` if a new file can simply be created there."""
        if self.guard is not None:
            return None
        try:
            res = self._resolve(path, follow=False)
        except FSError:
            return None
        return res if res.node is None else None

    # --------------------------------------------------------------- internals

    def _alloc_ino(self) -> int:
        ino = self._next_ino
        self._next_ino += 1
        return ino

    def _ino(self, node: Inode) -> int:
        """``node``'s inode number, handed out the first time it is asked for.

        New nodes carry 0 (an int per node is a tenth of a small file's memory); a number, once
        given, stays with the node (and its copies in forks).
        """
        ino = node.ino
        if not ino:
            ino = node.ino = self._alloc_ino()
        return ino

    def _stat_of(self, node: Inode) -> Stat:
        ino = node.ino
        return _make_stat(node, ino or partial(self._ino, node))

    #: While set (see :meth:`_one_instant`), the time every operation uses instead of the clock.
    _instant: float | None = None

    def _now(self) -> float:
        instant = self._instant
        return self.clock() if instant is None else instant

    @contextmanager
    def _one_instant(self) -> Generator[None]:
        """Run a batch of operations at one point in time (one clock reading)."""
        saved, self._instant = self._instant, self.clock()
        try:
            yield
        finally:
            self._instant = saved

    @staticmethod
    @lru_cache(maxsize=4096)
    def _split(path: str) -> tuple[list[str], bool]:
        """The components of an absolute path and whether it ends in ``/`` (memoised: the
        result is shared, callers never mutate it; errors are not kept)."""
        if not isinstance(path, str):  # pyright: ignore[reportUnnecessaryIsInstance]
            raise TypeError(f"path must be str, not {type(path).__name__}")
        if not path:
            raise FSError(_errno.ENOENT, path)
        if "\0" in path or not path.startswith("/"):
            raise FSError(_errno.EINVAL, path)
        # A character is at most 4 UTF-8 bytes: short strings need no encoding to be measured.
        if len(path) * 4 >= PATH_MAX and _name_len(path) >= PATH_MAX:
            raise FSError(_errno.ENAMETOOLONG, path)
        comps = [c for c in path.split("/") if c]
        for comp in comps:
            if len(comp) * 4 > NAME_MAX and _name_len(comp) > NAME_MAX:
                raise FSError(_errno.ENAMETOOLONG, path)
        return comps, bool(comps) and path.endswith("/")

    def _may(self, node: Inode, want: int) -> bool:
        if want == F_OK:
            return True
        meta = node.meta
        if self.uid == 0:
            if want & X_OK and not isinstance(node, Directory):
                return bool(meta.mode & 0o111)
            return True
        if self.uid == meta.uid:
            bits = meta.mode >> 6
        elif meta.gid == self.gid or meta.gid in self.groups:
            bits = meta.mode >> 3
        else:
            bits = meta.mode
        return (bits & want) == want

    def _need(self, node: Inode, want: int, path: str) -> None:
        if not self._may(node, want):
            raise FSError(_errno.EACCES, path)

    def _resolve(self, path: str, follow: bool = True, check: bool = True) -> _Res:
        comps, trailing = self._split(path)
        if trailing:
            follow = True
        plain = self._resolve_plain(path, comps, trailing, follow, check)
        if plain is not None:
            return plain
        return self._resolve_walk(path, comps, trailing, follow, check)

    def _resolve_plain(
        self, path: str, comps: list[str], trailing: bool, follow: bool, check: bool
    ) -> _Res | None:
        """The common case of :meth:`_resolve`: only directories on the way, no ``.``/``..``.

        Returns None (nothing decided) at the first ``.``, ``..`` or symlink to follow, so the
        general walk takes over; every error raised here is the one the walk would raise.
        """
        cur = self._root
        if not comps:
            return _Res(cur, None, "", [], False, trailing)
        check = check and self.uid != 0  # root may search every directory
        dirs = comps[:-1]
        for comp in dirs:
            # a directory everyone may search (the usual 755) needs no closer look
            if check and cur.meta.mode & 0o111 != 0o111 and not self._may(cur, X_OK):
                raise FSError(_errno.EACCES, path)
            child = cur.entries.get(comp)  # (never "." or "..": no entry has those names)
            if isinstance(child, Directory):
                cur = child
                continue
            if comp == "." or comp == ".." or isinstance(child, Symlink):
                return None
            if child is None:
                raise FSError(_errno.ENOENT, path)
            raise FSError(_errno.ENOTDIR, path)
        if check and cur.meta.mode & 0o111 != 0o111 and not self._may(cur, X_OK):
            raise FSError(_errno.EACCES, path)
        comp = comps[-1]
        if comp == "." or comp == "..":
            return None
        child = cur.entries.get(comp)
        if child is None:
            return _Res(None, cur, comp, dirs, False, trailing)
        if isinstance(child, Symlink) and follow:
            return None
        if trailing and not isinstance(child, Directory):
            raise FSError(_errno.ENOTDIR, path)
        return _Res(child, cur, comp, dirs, False, trailing)

    def _resolve_walk(
        self, path: str, comps: list[str], trailing: bool, follow: bool, check: bool
    ) -> _Res:
        """The general path walk: symlinks (at most 40 hops), ``.`` and ``..``."""
        stack: list[tuple[str, Directory]] = [("", self._root)]
        pending: deque[str] = deque(comps)
        hops = 0
        while pending:
            comp = pending.popleft()
            cur = stack[-1][1]
            last = not pending
            if check and not self._may(cur, X_OK):
                raise FSError(_errno.EACCES, path)
            if comp in (".", ".."):
                if comp == ".." and len(stack) > 1:
                    stack.pop()
                if last:
                    return self._dir_res(stack, True, trailing)
                continue
            child = cur.entries.get(comp)
            if child is None:
                if last:
                    return _Res(None, cur, comp, [n for n, _ in stack[1:]], False, trailing)
                raise FSError(_errno.ENOENT, path)
            if isinstance(child, Symlink) and (follow or not last):
                hops += 1
                if hops > MAX_SYMLINK_HOPS:
                    raise FSError(_errno.ELOOP, path)
                target = child.target
                if not target:
                    raise FSError(_errno.ENOENT, path)
                if target.startswith("/"):
                    del stack[1:]
                if last and target.endswith("/"):
                    trailing = True
                pending.extendleft(reversed([c for c in target.split("/") if c]))
                continue
            if isinstance(child, Directory):
                stack.append((comp, child))
                if last:
                    return self._dir_res(stack, False, trailing)
                continue
            if last:
                if trailing:
                    raise FSError(_errno.ENOTDIR, path)
                return _Res(child, cur, comp, [n for n, _ in stack[1:]], False, trailing)
            raise FSError(_errno.ENOTDIR, path)
        return self._dir_res(stack, False, trailing)

    @staticmethod
    def _dir_res(stack: list[tuple[str, Directory]], dotted: bool, trailing: bool) -> _Res:
        node = stack[-1][1]
        if len(stack) == 1:
            return _Res(node, None, "", [], dotted, trailing)
        return _Res(node, stack[-2][1], stack[-1][0], [n for n, _ in stack[1:-1]], dotted, trailing)

    def _existing(self, path: str, follow: bool = True) -> Inode:
        res = self._resolve(path, follow)
        if res.node is None:
            raise FSError(_errno.ENOENT, path)
        return res.node

    def content_of(self, path: str) -> bytes | None:
        """The content of the regular file at ``path`` (symlinks followed), None if there is
        none: the shell's own look (is this file a command's stand-in?), so no permission or
        policy check and no access time."""
        try:
            node = self._resolve(path, True, check=False).node
        except FSError:
            return None
        return node.content() if isinstance(node, File) else None

    def add_files(self, directory: str, files: Mapping[str, bytes], mode: int = 0o755) -> None:
        """Put root's files ``files`` (name -> content) in the existing ``directory``,
        skipping names already there: the layout's stand-ins of the commands (``/usr/bin/ls``),
        made in one pass (no limits apply, as for the rest of the layout)."""
        node = self._existing(directory)
        assert isinstance(node, Directory)
        now = self._now()
        entries = node.entries
        template = File(0, mode, 0, 0, now)
        added = size = 0
        for name, data in files.items():
            if name not in entries:
                entries[name] = new = template.clone()  # (what _attach does, in one pass)
                new.data = data
                added += 1
                size += len(data)
        node.modified(now)
        self._count += added
        self._bytes += size

    def _check_limits(self, new_size: int, delta_bytes: int, new_inodes: int, path: str) -> None:
        if self.max_file_bytes is not None and new_size > self.max_file_bytes:
            raise FSError(_errno.EFBIG, path)
        if (
            self.max_fs_bytes is not None
            and delta_bytes > 0
            and self._bytes + delta_bytes > self.max_fs_bytes
        ):
            raise FSError(_errno.ENOSPC, path)
        if (
            self.max_files is not None
            and new_inodes > 0
            and self._count + new_inodes > self.max_files
        ):
            raise FSError(_errno.ENOSPC, path)

    def _prepare_create(
        self, path: str, *, file_like: bool = False, res: _Res | None = None
    ) -> tuple[Directory, str]:
        """Resolve ``path`` (or use ``res``) for creating a new entry.

        Returns ``(parent, name)`` after the existence, trailing-slash,
        permission and inode-limit checks.
        """
        if res is None:
            res = self._resolve(path, follow=False)
        if res.node is not None:
            raise FSError(_errno.EEXIST, path)
        assert res.parent is not None
        if res.trailing:
            raise FSError(_errno.EISDIR if file_like else _errno.ENOENT, path)
        self._need(res.parent, W_OK, path)
        self._check_limits(0, 0, 1, path)
        return res.parent, res.name

    def _attach(self, parent: Directory, name: str, node: Inode, now: float) -> None:
        parent.entries[name] = node
        if isinstance(node, Directory):
            parent.nlink += 1
        parent.modified(now)
        self._count += 1
        self._bytes += node.size if isinstance(node, File) else 0

    def _new_gid(self, parent: Directory) -> int:
        return parent.gid if parent.mode & _stat.S_ISGID else self.gid

    def _drop_link(self, node: Inode, now: float) -> None:
        """Account for one directory entry of ``node`` having gone away."""
        if isinstance(node, Directory):
            self._count -= 1
            return
        node.nlink -= 1
        node.changed(now)
        if node.nlink <= 0:
            self._count -= 1
            if isinstance(node, File):
                self._bytes -= node.size

    def _check_sticky(self, parent: Directory, node: Inode, path: str) -> None:
        if (
            parent.mode & _stat.S_ISVTX
            and self.uid != 0
            and self.uid != node.uid
            and self.uid != parent.uid
        ):
            raise FSError(_errno.EPERM, path)

    def _check_delete(self, parent: Directory, node: Inode, path: str) -> None:
        self._need(parent, W_OK | X_OK, path)
        self._check_sticky(parent, node, path)

    # ------------------------------------------------------------------ queries

    def stat(self, path: str, follow_symlinks: bool = True) -> Stat:
        """``stat(2)``/``lstat(2)``: metadata of ``path``."""
        return self._stat_of(self._existing(path, follow_symlinks))

    def lstat(self, path: str) -> Stat:
        """Like :meth:`stat` without following a final symlink."""
        return self.stat(path, follow_symlinks=False)

    def _kind_or_none(self, path: str, follow: bool) -> str | None:
        try:
            return self._existing(path, follow).kind
        except FSError:
            return None

    def exists(self, path: str) -> bool:
        """True if ``path`` resolves (following symlinks); False on any error."""
        return self._kind_or_none(path, True) is not None

    def lexists(self, path: str) -> bool:
        """True if ``path`` exists without following a final symlink."""
        return self._kind_or_none(path, False) is not None

    def is_file(self, path: str) -> bool:
        return self._kind_or_none(path, True) == "file"

    def is_dir(self, path: str) -> bool:
        return self._kind_or_none(path, True) == "dir"

    def is_symlink(self, path: str) -> bool:
        return self._kind_or_none(path, False) == "symlink"

    def is_fifo(self, path: str) -> bool:
        return self._kind_or_none(path, True) == "fifo"

    def device_name(self, path: str) -> str | None:
        """The device name if ``path`` resolves to a char device, else None."""
        try:
            node = self._existing(path)
        except FSError:
            return None
        return node.device if isinstance(node, CharDevice) else None

    def access(self, path: str, mode: int) -> bool:
        """``access(2)`` with ``F_OK``/``R_OK``/``W_OK``/``X_OK``; never raises."""
        try:
            node = self._existing(path)
        except FSError:
            return False
        return self._may(node, mode)

    def readlink(self, path: str) -> str:
        """Target of the symlink ``path`` (``EINVAL`` if not a symlink)."""
        node = self._existing(path, follow=False)
        if not isinstance(node, Symlink):
            raise FSError(_errno.EINVAL, path)
        return node.target

    def realpath(self, path: str, strict: bool = True) -> str:
        """Canonical physical path (symlinks, ``.``, ``..`` resolved).

        ``strict=True`` (``realpath -e``) requires the whole path to exist
        (``ENOENT`` otherwise).  With ``strict=False`` (``realpath -m``) the part
        after the first missing or non-directory component is appended
        lexically (``..`` pops lexically there).  ``ELOOP``/``EACCES`` are
        raised in both modes.
        """
        if strict:
            return self._resolve_canonical(path)
        comps = self._split(path)[0]
        prefix = "/"
        for i, comp in enumerate(comps):
            candidate = prefix.rstrip("/") + "/" + comp
            try:
                res = self._resolve(candidate)
            except FSError as err:
                if err.errno not in (_errno.ENOENT, _errno.ENOTDIR):
                    raise
                res = None
            if res is None or res.node is None:
                if res is not None:
                    parts = res.full_parts()
                    i += 1
                else:
                    parts = [c for c in prefix.split("/") if c]
                for rest in comps[i:]:
                    if rest == "..":
                        if parts:
                            parts.pop()
                    elif rest != ".":
                        parts.append(rest)
                return "/" + "/".join(parts)
            if not isinstance(res.node, Directory) and i < len(comps) - 1:
                parts = res.full_parts()
                for rest in comps[i + 1 :]:
                    if rest == "..":
                        if parts:
                            parts.pop()
                    elif rest != ".":
                        parts.append(rest)
                return "/" + "/".join(parts)
            prefix = res.canonical()
        return prefix

    def _resolve_canonical(self, path: str) -> str:
        res = self._resolve(path)
        if res.node is None:
            raise FSError(_errno.ENOENT, path)
        return res.canonical()

    def listdir(self, path: str) -> list[str]:
        """Entry names in insertion order (no ``.``/``..``); needs read permission."""
        if self.guard is not None:
            self._guarded("list", path)
        node = self._existing(path)
        if not isinstance(node, Directory):
            raise FSError(_errno.ENOTDIR, path)
        self._need(node, R_OK, path)
        return list(node.entries)

    def kinds(self, path: str) -> list[tuple[str, str | None]]:
        """:meth:`listdir` with each entry's ``lstat`` kind, cheaply (no :class:`Stat` built).

        The kind is None where ``lstat`` of the entry would fail: the directory lacks search
        permission.
        """
        if self.guard is not None:
            self._guarded("list", path)
        node = self._existing(path)
        if not isinstance(node, Directory):
            raise FSError(_errno.ENOTDIR, path)
        self._need(node, R_OK, path)
        if not self._may(node, X_OK):
            return [(name, None) for name in node.entries]
        return [(name, child.kind) for name, child in node.entries.items()]

    def readable_contents(self, path: str) -> dict[str, bytes]:
        """The contents of the plain in-memory regular files of directory ``path`` that
        :meth:`read_bytes` of ``path/name`` would return without error, by name.

        For recursive readers (``grep -r``): one lookup instead of resolving every file.
        Nothing is returned when a guard is set (each read must be asked) or the directory
        cannot be listed and searched; other files (host-backed, unreadable) are left out, for
        the caller to read by path.
        """
        if self.guard is not None:
            return {}
        try:
            node = self._existing(path)
        except FSError:
            return {}
        if not isinstance(node, Directory) or not self._may(node, R_OK | X_OK):
            return {}
        may = self._may
        return {
            name: child.content()
            for name, child in node.entries.items()
            if type(child) is File and may(child, R_OK)
        }

    def entries(self, path: str) -> list[tuple[str, Stat | None]]:
        """Like :meth:`listdir` with each entry's ``lstat``; None for every entry of a directory
        that can be read but not searched (its names list, an ``lstat`` through it fails)."""
        if self.guard is not None:
            self._guarded("list", path)
        node = self._existing(path)
        if not isinstance(node, Directory):
            raise FSError(_errno.ENOTDIR, path)
        self._need(node, R_OK, path)
        if not self._may(node, X_OK):
            return [(name, None) for name in node.entries]
        return [(name, self._stat_of(child)) for name, child in node.entries.items()]

    def iter_tree(self, path: str) -> Iterator[tuple[str, Stat]]:
        """Pre-order walk yielding ``(path, lstat)`` for ``path`` and everything below.

        The top is followed if it is a symlink; symlinks below are not.
        Directories without read+search permission are yielded but not entered.
        Children are yielded in insertion order.
        """
        top = self._existing(path)
        base = path.rstrip("/") or "/"
        stack: list[tuple[str, Inode]] = [(base, top)]
        while stack:
            cur_path, node = stack.pop()
            yield cur_path, self._stat_of(node)
            if isinstance(node, Directory) and self._may(node, R_OK | X_OK):
                prefix = cur_path.rstrip("/")
                children = [(f"{prefix}/{name}", child) for name, child in node.entries.items()]
                stack.extend(reversed(children))

    @property
    def total_bytes(self) -> int:
        """Sum of regular-file content sizes (hard links counted once)."""
        return self._bytes

    @property
    def file_count(self) -> int:
        """Number of inodes of every kind, root and directories included."""
        return self._count

    # ------------------------------------------------------------------- I/O

    def read_bytes(self, path: str) -> bytes:
        """Whole content of a file.

        Devices: ``null`` and the executor-owned ones (stdin/stdout/stderr/tty)
        read as ``b""``; endless devices (zero/random/urandom) return one bounded
        chunk of :data:`DEVICE_READ_CHUNK` bytes -- use :meth:`read_device` for a
        specific size.  Directories raise ``EISDIR``; FIFOs raise ``EINVAL``
        (the executor implements pipe semantics).
        """
        node = self._readable(path)
        if isinstance(node, File):
            return node.content()
        if isinstance(node, CharDevice):
            return self._device_read(node, DEVICE_READ_CHUNK)
        raise FSError(_errno.EINVAL, path)

    def _readable(self, path: str) -> Inode:
        """The node ``path`` names, once the guard allows reading it and it may be read
        (``EISDIR`` for a directory, ``EACCES`` without read permission)."""
        if self.guard is not None:
            self._guarded("read", path)
        node = self._existing(path)
        if isinstance(node, Directory):
            raise FSError(_errno.EISDIR, path)
        self._need(node, R_OK, path)
        return node

    def open_read(self, path: str) -> File:
        """``open(path, O_RDONLY)`` of a regular file, with :meth:`read_bytes`'s checks and
        errors: the file itself, whose content the caller takes when it reads (what was
        written to it after the open included)."""
        node = self._readable(path)
        if not isinstance(node, File):
            raise FSError(_errno.EINVAL, path)
        return node

    def read_text(self, path: str, errors: str = "surrogateescape") -> str:
        """:meth:`read_bytes` decoded as UTF-8."""
        return self.read_bytes(path).decode("utf-8", errors)

    def read_device(self, path: str, size: int) -> bytes:
        """Read up to ``size`` bytes: ``zero`` gives NULs, ``random``/``urandom``
        give deterministic bytes from :attr:`rng`, other devices ``b""``.
        Regular files return their first ``size`` bytes."""
        if size < 0:
            if self.guard is not None:
                self._guarded("read", path)
            raise FSError(_errno.EINVAL, path)
        node = self._readable(path)
        if isinstance(node, File):
            return node.content()[:size]
        if isinstance(node, CharDevice):
            return self._device_read(node, size)
        raise FSError(_errno.EINVAL, path)

    def _device_read(self, node: CharDevice, size: int) -> bytes:
        if node.device == "zero" or node.device == "full":
            return bytes(size)
        if node.device in ("random", "urandom"):
            return self.rng.randbytes(size)
        return b""

    def write_bytes(
        self,
        path: str,
        data: bytes,
        *,
        append: bool = False,
        mode: int = 0o666,
        exclusive: bool = False,
        truncate: bool = True,
    ) -> None:
        """Write ``data`` to ``path``, creating it (``mode & ~umask``) if missing.

        ``append`` adds to the end; ``truncate=False`` (without ``append``)
        overwrites from offset 0 keeping any longer tail; ``exclusive`` raises
        ``EEXIST`` if the path exists (even as a dangling symlink).  A missing
        final target of a symlink is created.  Writes to char devices are
        discarded; to FIFOs raise ``EINVAL``.  Limits raise ``EFBIG``/``ENOSPC``
        with nothing changed.
        """
        if self.guard is not None:
            self._guarded("write", path)
        data = bytes(data)
        res = self._resolve(path, follow=not exclusive)
        node = res.node
        if node is not None:
            if exclusive:
                raise FSError(_errno.EEXIST, path)
            if isinstance(node, Directory):
                raise FSError(_errno.EISDIR, path)
            self._need(node, W_OK, path)
            if isinstance(node, CharDevice):
                if data and node.device == "full":
                    raise FSError(_errno.ENOSPC, path)
                if node.device == "tty":  # (no controlling terminal)
                    raise FSError(_errno.ENXIO, path)
                return
            if not isinstance(node, File):
                raise FSError(_errno.EINVAL, path)
            if append or not truncate:  # (in place at the end: a loop of ``>>`` is linear)
                self.write_node(node, data, None if append else 0, path)
                return
            grown = len(data) - node.size
            self._check_limits(len(data), grown, 0, path)
            node.data = data
            self._bytes += grown
            node.modified(self._now())
            return
        self._create_file(path, res, data, mode & ~self.umask, self.uid, None)

    def open_write(self, path: str, *, append: bool) -> File | str:
        """``open(path, O_WRONLY | O_CREAT | (O_APPEND or O_TRUNC), 0o666)`` for ``>>`` and
        ``>``, resolving the path once: the file (created if missing, as is a dangling
        symlink's target; emptied unless ``append``), for :meth:`write_node`; or the
        device name when it is a char device (nothing truncated: writes go there). Raises
        ``EISDIR``, ``EACCES`` (no write permission), the guard's refusal, the walk's errors.
        """
        if self.guard is not None:
            self._guarded("write", path)
        node = self._resolve(path).node
        if node is None:
            self.write_bytes(path, b"", append=True, mode=0o666)
            node = self._resolve(path).node
        if isinstance(node, CharDevice):
            return node.device
        if isinstance(node, Directory):
            raise FSError(_errno.EISDIR, path)
        if not isinstance(node, File):
            raise FSError(_errno.EINVAL, path)
        self._need(node, W_OK, path)
        if not append:
            self._bytes -= node.size
            node.data = b""
            node.modified(self._now())
        return node

    def write_node(self, node: File, data: bytes, offset: int | None, path: str) -> None:
        """Write ``data`` into the file ``node`` (from :meth:`open_write`, even if it was
        removed or renamed since, as through an open file description): at the end when
        ``offset`` is None (append mode), else at byte ``offset``: at the end it appends
        in place, past it the gap reads as NUL bytes, before it the bytes there are
        replaced (the rest kept). Limits raise ``EFBIG``/``ENOSPC`` (about ``path``) with
        nothing changed."""
        size = node.size
        if offset is None or offset == size:  # (the usual case: in place)
            grown = len(data)
            self._check_limits(size + grown, grown, 0, path)
            node.append(bytes(data))
        else:
            old = node.content()
            if offset > size:
                old += bytes(offset - size)
            new = old[:offset] + bytes(data) + old[offset + len(data) :]
            grown = len(new) - size
            self._check_limits(len(new), grown, 0, path)
            node.data = new
        self._bytes += grown
        node.modified(self._now())

    def _create_file(
        self, path: str, res: _Res, data: bytes, mode: int, uid: int, gid: int | None
    ) -> None:
        """Create the missing file ``res`` points at (``gid`` None: the usual group rule)."""
        parent, name = self._prepare_create(path, file_like=True, res=res)
        self._check_limits(len(data), len(data), 1, path)
        now = self._now()
        group = self._new_gid(parent) if gid is None else gid
        self._attach(parent, name, File(0, mode, uid, group, now, data), now)

    def write_text(self, path: str, text: str, *, append: bool = False) -> None:
        """:meth:`write_bytes` of UTF-8 encoded ``text``."""
        self.write_bytes(path, text.encode("utf-8", "surrogateescape"), append=append)

    def truncate(self, path: str, size: int) -> None:
        """Cut or NUL-extend a regular file to ``size`` bytes."""
        if self.guard is not None:
            self._guarded("write", path)
        if size < 0:
            raise FSError(_errno.EINVAL, path)
        node = self._existing(path)
        if isinstance(node, Directory):
            raise FSError(_errno.EISDIR, path)
        self._need(node, W_OK, path)
        if not isinstance(node, File):
            raise FSError(_errno.EINVAL, path)
        old = node.content()
        self._check_limits(size, size - len(old), 0, path)
        node.data = old[:size] if size <= len(old) else old + bytes(size - len(old))
        self._bytes += size - len(old)
        node.modified(self._now())

    # --------------------------------------------------------------- creation

    def mkdir(
        self, path: str, mode: int = 0o777, parents: bool = False, exist_ok: bool = False
    ) -> None:
        """Create a directory with ``mode & ~umask``.

        ``parents`` creates missing ancestors (``mkdir -p``: mode
        ``0o777 & ~umask | 0o300``) and tolerates an existing directory, as does
        ``exist_ok``.  An existing non-directory raises ``EEXIST``.
        """
        if self.guard is not None:
            self._guarded("create", path)
        if parents:
            comps = self._split(path)[0]
            prefix = ""
            for comp in comps[:-1]:
                prefix += "/" + comp
                res = self._resolve(prefix)
                if res.node is None:
                    self._mkdir_one(prefix, (0o777 & ~self.umask) | 0o300, umask=False)
                elif not isinstance(res.node, Directory):
                    raise FSError(_errno.ENOTDIR, path)
        try:
            self._mkdir_one(path, mode)
        except FSError as err:
            if err.errno == _errno.EEXIST and (parents or exist_ok) and self.is_dir(path):
                return
            raise

    def _mkdir_one(self, path: str, mode: int, umask: bool = True) -> None:
        res = self._resolve(path, follow=False)
        if res.node is not None:
            raise FSError(_errno.EEXIST, path)
        assert res.parent is not None
        parent = res.parent
        self._need(parent, W_OK, path)
        self._check_limits(0, 0, 1, path)
        now = self._now()
        bits = (mode & ~self.umask) if umask else mode
        gid = self._new_gid(parent)
        if parent.mode & _stat.S_ISGID:
            bits |= _stat.S_ISGID
        self._attach(parent, res.name, Directory(0, bits, self.uid, gid, now), now)

    def symlink(self, target: str, linkpath: str) -> None:
        """Create ``linkpath`` pointing at ``target`` (stored verbatim, 0777)."""
        if self.guard is not None:
            self._guarded("create", linkpath)
        if not target:
            raise FSError(_errno.ENOENT, linkpath)
        if "\0" in target:
            raise FSError(_errno.EINVAL, linkpath)
        if _name_len(target) >= PATH_MAX:
            raise FSError(_errno.ENAMETOOLONG, linkpath)
        parent, name = self._prepare_create(linkpath)
        now = self._now()
        node = Symlink(0, 0o777, self.uid, self._new_gid(parent), now, target)
        self._attach(parent, name, node, now)

    def link(self, src: str, dst: str) -> None:
        """Hard link: ``dst`` becomes another name for ``src``'s inode.

        ``src`` is not followed if it is a symlink (like ``link(2)``).
        Directories raise ``EPERM``.
        """
        if self.guard is not None:
            self._guarded("create", dst)
        node = self._existing(src, follow=False)
        if isinstance(node, Directory):
            raise FSError(_errno.EPERM, src)
        res = self._resolve(dst, follow=False)
        if res.node is not None:
            raise FSError(_errno.EEXIST, dst)
        assert res.parent is not None
        if res.trailing:
            raise FSError(_errno.ENOENT, dst)
        self._need(res.parent, W_OK, dst)
        now = self._now()
        res.parent.entries[res.name] = node
        res.parent.modified(now)
        node.nlink += 1
        node.changed(now)

    def mkfifo(self, path: str, mode: int = 0o666) -> None:
        """Create a named pipe (``mode & ~umask``)."""
        if self.guard is not None:
            self._guarded("create", path)
        parent, name = self._prepare_create(path)
        now = self._now()
        node = Fifo(0, mode & ~self.umask, self.uid, self._new_gid(parent), now)
        self._attach(parent, name, node, now)

    def mknod(self, path: str, device: str, mode: int = 0o666) -> None:
        """Create a character device named ``device`` (root only, else ``EPERM``)."""
        if self.uid != 0:
            raise FSError(_errno.EPERM, path)
        parent, name = self._prepare_create(path)
        now = self._now()
        node = CharDevice(0, mode & ~self.umask, self.uid, self._new_gid(parent), now, device)
        self._attach(parent, name, node, now)

    # ---------------------------------------------------------------- removal

    def remove(self, path: str) -> None:
        """Unlink a non-directory (``EISDIR`` for directories).

        Needs write+search permission on the parent; in a sticky directory
        only root, the entry's owner or the directory's owner may remove
        (``EPERM`` otherwise).
        """
        if self.guard is not None:
            self._guarded("delete", path)
        res = self._resolve(path, follow=False)
        node = res.node
        if node is None:
            raise FSError(_errno.ENOENT, path)
        if isinstance(node, Directory):
            raise FSError(_errno.EISDIR, path)
        assert res.parent is not None
        self._check_delete(res.parent, node, path)
        now = self._now()
        del res.parent.entries[res.name]
        res.parent.modified(now)
        self._drop_link(node, now)

    unlink = remove

    def rmdir(self, path: str) -> None:
        """Remove an empty directory.

        ``/`` raises ``EBUSY``; a final ``.`` raises ``EINVAL`` and ``..``
        ``ENOTEMPTY``; a non-directory ``ENOTDIR``.
        """
        if self.guard is not None:
            self._guarded("delete", path)
        res = self._resolve(path, follow=False)
        node = res.node
        if node is None:
            raise FSError(_errno.ENOENT, path)
        if res.trailing and self.is_symlink(path.rstrip("/")):
            raise FSError(_errno.ENOTDIR, path)
        if res.dotted:
            last = [c for c in path.split("/") if c][-1]
            raise FSError(_errno.EINVAL if last == "." else _errno.ENOTEMPTY, path)
        if not isinstance(node, Directory):
            raise FSError(_errno.ENOTDIR, path)
        if res.parent is None:
            raise FSError(_errno.EBUSY, path)
        if node.entries:
            raise FSError(_errno.ENOTEMPTY, path)
        self._check_delete(res.parent, node, path)
        now = self._now()
        del res.parent.entries[res.name]
        res.parent.nlink -= 1
        res.parent.modified(now)
        self._drop_link(node, now)

    def rmtree(self, path: str) -> None:
        """Recursively delete ``path`` (``rm -r``); a symlink is removed, not followed.

        The whole subtree is permission-checked first (read+write+search on
        each non-empty directory, sticky rules on each entry); on any error
        nothing is deleted.  ``/`` raises ``EBUSY``.
        """
        if self.guard is not None:
            self._guarded("delete", path)
        res = self._resolve(path, follow=False)
        node = res.node
        if node is None:
            raise FSError(_errno.ENOENT, path)
        if res.dotted:
            raise FSError(_errno.EINVAL, path)
        if res.parent is None:
            raise FSError(_errno.EBUSY, path)
        self._check_delete(res.parent, node, path)
        base = path.rstrip("/")
        # validation pass
        todo: list[tuple[str, Inode]] = [(base, node)]
        order: list[Inode] = []
        while todo:
            cur_path, cur = todo.pop()
            order.append(cur)
            if isinstance(cur, Directory) and cur.entries:
                self._need(cur, R_OK | W_OK | X_OK, cur_path)
                for name, child in cur.entries.items():
                    child_path = f"{cur_path}/{name}"
                    self._check_sticky(cur, child, child_path)
                    todo.append((child_path, child))
        # removal pass
        now = self._now()
        del res.parent.entries[res.name]
        if isinstance(node, Directory):
            res.parent.nlink -= 1
        res.parent.modified(now)
        for item in order:
            self._drop_link(item, now)
            if isinstance(item, Directory):
                item.entries = {}
                item.nlink = 2

    # ----------------------------------------------------------------- rename

    def rename(self, src: str, dst: str) -> None:
        """POSIX ``rename(2)``.

        Overwrites a non-directory ``dst``; a directory may replace an empty
        directory.  Errors: dir onto non-dir ``ENOTDIR``, non-dir onto dir
        ``EISDIR``, non-empty target ``ENOTEMPTY``, moving a directory into its
        own subtree ``EINVAL``, ``/`` or ``..`` as source ``EBUSY``.  If both
        names refer to the same inode nothing happens.
        """
        if self.guard is not None:
            self._guarded("delete", src)
            self._guarded("write", dst)
        sres = self._resolve(src, follow=False)
        node = sres.node
        if node is None:
            raise FSError(_errno.ENOENT, src)
        if sres.parent is None:
            raise FSError(_errno.EBUSY, src)
        if sres.dotted:
            raise FSError(_errno.EBUSY, src)
        dres = self._resolve(dst, follow=False)
        if dres.parent is None or dres.dotted:
            raise FSError(_errno.EBUSY, dst)
        target = dres.node
        is_dir = isinstance(node, Directory)
        if not is_dir and (dres.trailing or sres.trailing):
            raise FSError(_errno.ENOTDIR, dst if dres.trailing else src)
        if target is node:
            return
        if is_dir:
            sparts = sres.full_parts()
            dparts = dres.full_parts()
            if dparts[: len(sparts)] == sparts:
                raise FSError(_errno.EINVAL, dst)
            if target is not None:
                if not isinstance(target, Directory):
                    raise FSError(_errno.ENOTDIR, dst)
                if target.entries:
                    raise FSError(_errno.ENOTEMPTY, dst)
        elif isinstance(target, Directory):
            raise FSError(_errno.EISDIR, dst)
        sparent, dparent = sres.parent, dres.parent
        self._check_delete(sparent, node, src)
        self._need(dparent, W_OK | X_OK, dst)
        if target is not None:
            self._check_sticky(dparent, target, dst)
        if is_dir and sparent is not dparent:
            self._need(node, W_OK, src)
        now = self._now()
        del sparent.entries[sres.name]
        if target is not None:
            del dparent.entries[dres.name]
            if isinstance(target, Directory):
                dparent.nlink -= 1
            self._drop_link(target, now)
        dparent.entries[dres.name] = node
        if is_dir:
            sparent.nlink -= 1
            dparent.nlink += 1
        sparent.modified(now)
        dparent.modified(now)
        node.changed(now)

    # --------------------------------------------------------------- metadata

    def chmod(self, path: str, mode: int, follow_symlinks: bool = True) -> None:
        """Set permission bits (``mode & 0o7777``); owner or root only (``EPERM``)."""
        if self.guard is not None:
            self._guarded("chmod", path)
        node = self._existing(path, follow_symlinks)
        if self.uid != 0 and self.uid != node.uid:
            raise FSError(_errno.EPERM, path)
        node.mode = mode_bits(mode)
        node.changed(self._now())

    def chown(self, path: str, uid: int, gid: int, follow_symlinks: bool = True) -> None:
        """Change owner/group (``-1`` keeps the current value).

        Root may do anything.  Others may only make no-op changes or, as the
        owner, set the group to one of their own groups; else ``EPERM``.
        """
        if self.guard is not None:
            self._guarded("chmod", path)
        node = self._existing(path, follow_symlinks)
        new_uid = node.uid if uid == -1 else uid
        new_gid = node.gid if gid == -1 else gid
        if self.uid != 0:
            if new_uid != node.uid:
                raise FSError(_errno.EPERM, path)
            if new_gid != node.gid and (
                self.uid != node.uid or (new_gid != self.gid and new_gid not in self.groups)
            ):
                raise FSError(_errno.EPERM, path)
        node.meta = meta_of(node.mode, new_uid, new_gid, node.nlink)
        node.changed(self._now())

    def utime(
        self,
        path: str,
        atime: float | None = None,
        mtime: float | None = None,
        *,
        follow_symlinks: bool = True,
    ) -> None:
        """Set access/modification times (None means now); ctime becomes now. Without
        ``follow_symlinks`` a final symlink's own times (``lutimes``: ``touch -h``).

        Setting explicit times needs ownership (or root), else ``EPERM``;
        setting both to now needs ownership or write permission (``EACCES``).
        """
        if self.guard is not None:
            self._guarded("write", path)
        node = self._existing(path, follow_symlinks)
        owner = self.uid == 0 or self.uid == node.uid
        if not owner:
            if atime is not None or mtime is not None:
                raise FSError(_errno.EPERM, path)
            self._need(node, W_OK, path)
        now = self._now()
        node.set_times(now if atime is None else atime, now if mtime is None else mtime, now)

    # ------------------------------------------------------------------- fork

    def fork(self) -> VirtualFS:
        """Independent deep copy (file ``bytes`` are shared; they are immutable).

        Hard links stay hard links within the copy.  A :class:`VirtualClock`
        is copied; a user-supplied clock callable is shared.  The PRNG state
        is copied, so both filesystems produce the same random stream.
        """
        new = VirtualFS.__new__(VirtualFS)
        new.writers = {}
        new.clock = self.clock.copy() if isinstance(self.clock, VirtualClock) else self.clock
        new.uid = self.uid
        new.gid = self.gid
        new.groups = self.groups
        new.umask = self.umask
        new.max_file_bytes = self.max_file_bytes
        new.max_fs_bytes = self.max_fs_bytes
        new.max_files = self.max_files
        new._seed = self._seed
        new._rng = None
        if self._rng is not None:
            import random

            new._rng = random.Random()
            new._rng.setstate(self._rng.getstate())
        new._next_ino = self._next_ino
        new._bytes = self._bytes
        new._count = self._count
        new._root = self._root.clone()
        memo: dict[int, Inode] = {}
        stack: list[tuple[Directory, Directory]] = [(self._root, new._root)]
        while stack:
            src_dir, dst_dir = stack.pop()
            out = dst_dir.entries
            for name, child in src_dir.entries.items():
                if isinstance(child, Directory):
                    dup = child.clone()
                    stack.append((child, dup))
                elif child.nlink > 1:
                    found = memo.get(id(child))
                    if found is None:
                        found = memo[id(child)] = child.clone()
                    dup = found
                else:
                    dup = child.clone()
                out[name] = dup
        return new

    copy = fork


# ---------------------------------------------------------------- default tree

_PASSWD = (
    "root:x:0:0:root:/root:/bin/bash\n"
    "user:x:1000:1000:user:/home/user:/bin/bash\n"
    "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n"
)
_GROUP = "root:x:0:\nuser:x:1000:\nnogroup:x:65534:\n"
_HOSTS = (
    "127.0.0.1\tlocalhost\n"
    "127.0.1.1\tagentsh\n"
    "::1\tlocalhost ip6-localhost ip6-loopback\n"
    "ff02::1\tip6-allnodes\n"
    "ff02::2\tip6-allrouters\n"
)
_OS_RELEASE = (
    'PRETTY_NAME="agentsh virtual Linux"\n'
    'NAME="agentsh"\n'
    'VERSION_ID="0.1"\n'
    'VERSION="0.1 (virtual)"\n'
    "ID=agentsh\n"
    "ID_LIKE=debian\n"
    'HOME_URL="https://example.invalid/agentsh"\n'
)
_SHELLS = "/bin/sh\n/bin/bash\n"

_LAYOUT_DIRS: tuple[tuple[str, int, int], ...] = (
    ("/usr", 0o755, 0),
    ("/usr/bin", 0o755, 0),
    ("/usr/local", 0o755, 0),
    ("/usr/local/bin", 0o755, 0),
    ("/etc", 0o755, 0),
    ("/var", 0o755, 0),
    ("/var/log", 0o755, 0),
    ("/var/tmp", 0o1777, 0),
    ("/opt", 0o755, 0),
    ("/proc", 0o555, 0),
    ("/root", 0o700, 0),
    ("/tmp", 0o1777, 0),
    ("/home", 0o755, 0),
    ("/home/user", 0o755, 1000),
    ("/dev", 0o755, 0),
    ("/dev/fd", 0o755, 0),
)
_LAYOUT_DEVICES = (
    "null", "zero", "full", "urandom", "random", "tty", "stdin", "stdout", "stderr",
)  # fmt: skip
_LAYOUT_FILES: tuple[tuple[str, str], ...] = (
    ("/etc/passwd", _PASSWD),
    ("/etc/group", _GROUP),
    ("/etc/hostname", "agentsh\n"),
    ("/etc/hosts", _HOSTS),
    ("/etc/os-release", _OS_RELEASE),
    ("/etc/shells", _SHELLS),
)


def populate_default_layout(fs: VirtualFS) -> None:
    """Create the standard tree (``/usr/bin`` and its link ``/bin``, ``/etc``, ``/dev``,
    ``/home/user`` ...).

    System entries are root-owned (files 0644); ``/home/user`` is 0755 owned
    by 1000:1000; ``/tmp`` and ``/var/tmp`` are 01777; ``/root`` is 0700;
    ``/dev`` holds 0666 char devices null, zero, full, urandom, random, tty, stdin,
    stdout, stderr and the ``/dev/fd`` directory.  Existing entries are kept.
    """
    with fs.as_user(0, 0, 0):
        fs.chmod("/", 0o755)
        fs.chown("/", 0, 0)
        for path, mode, owner in _LAYOUT_DIRS:
            if not fs.lexists(path):
                fs.mkdir(path, mode)
            fs.chmod(path, mode)
            fs.chown(path, owner, owner)
        if not fs.lexists("/bin"):  # (a link, as on Debian and Ubuntu since their merged /usr)
            fs.symlink("usr/bin", "/bin")
        for name in _LAYOUT_DEVICES:
            path = "/dev/" + name
            if not fs.lexists(path):
                fs.mknod(path, name, 0o666)
        for path, text in _LAYOUT_FILES:
            if not fs.lexists(path):
                fs.write_bytes(path, text.encode("utf-8"), mode=0o644)
