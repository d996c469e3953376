"""Copy-on-write mounts of real host directories into the virtual filesystem.

This module and :mod:`agentsh.cli` are the only places agentsh reads host files, and only for
sessions that opted in with ``Bash(mounts=...)`` / :meth:`agentsh.Bash.mount`.

Design: at mount time the host tree's *structure* (names, modes, sizes, mtimes, and symlinks
whose targets stay inside the mounted root) is walked into ordinary VFS nodes. Regular files
become :class:`LazyFile` nodes whose content is read from the host the first time it is needed.
Every write, delete, rename or chmod afterwards changes only the in-memory nodes: the host is
never written. :class:`Mount` remembers the original tree, so :func:`changes` can report what a
session created, modified and deleted, and export it as a unified diff or a git-style patch.

Safety: the root is resolved with :func:`os.path.realpath`; host symlinks are only reproduced
when their fully resolved target stays inside the root (others are skipped and listed in
:attr:`Mount.refused`); ``..`` in the VFS can never reach the host because VFS paths only
resolve over VFS nodes. A lazy read re-checks that the file's real path is still the same path
inside the root and opens it with ``O_NOFOLLOW``, so a host file swapped for a symlink after
mounting is refused too.
"""

from __future__ import annotations

import base64
import difflib
import errno
import hashlib
import os
import stat as _stat
import zlib
from typing import Any, ClassVar

from agentsh._dataclass import dataclass, field
from agentsh.vfs.errors import FSError
from agentsh.vfs.fs import VirtualFS
from agentsh.vfs.nodes import Directory, File, Inode, Symlink
from agentsh.vfs.paths import normpath

__all__ = ["Changes", "HostBlob", "LazyFile", "Mount", "changes", "mount_host_dir"]

_DATA_SLOT: Any = File.__dict__["data"]  # the member descriptor of File's ``data`` slot


def _inside(root: str, path: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


class HostBlob:
    """The original content of one host file, read (once) on demand.

    Shared by every copy (fork) of the :class:`LazyFile` made from it, and used by
    :func:`changes` as the "before" side of a diff.
    """

    __slots__ = ("root", "rel", "size", "max_bytes", "_data")

    def __init__(self, root: str, rel: str, size: int, max_bytes: int | None) -> None:
        self.root = root
        self.rel = rel
        self.size = size
        self.max_bytes = max_bytes
        self._data: bytes | None = None

    @property
    def loaded(self) -> bool:
        return self._data is not None

    def load(self) -> bytes:
        """The host file's bytes; raises :class:`FSError` if it can no longer be read safely."""
        if self._data is not None:
            return self._data
        full = os.path.join(self.root, *self.rel.split("/"))
        vpath = "/" + self.rel
        if os.path.realpath(full) != full or not _inside(self.root, full):
            raise FSError(errno.EACCES, vpath)  # a component became a symlink after mounting
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        try:
            fd = os.open(full, flags)
        except OSError as e:
            raise FSError(e.errno or errno.EIO, vpath) from None
        try:
            st = os.fstat(fd)
            if not _stat.S_ISREG(st.st_mode):
                raise FSError(errno.EACCES, vpath)
            if self.max_bytes is not None and st.st_size > self.max_bytes:
                raise FSError(errno.EFBIG, vpath)
            chunks: list[bytes] = []
            while True:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
        finally:
            os.close(fd)
        self._data = b"".join(chunks)
        return self._data


class LazyFile(File):
    """A regular file whose content comes from a :class:`HostBlob` on first access.

    Assigning ``data`` (any write) replaces the content in memory and detaches the host.
    Pickling (snapshots) materialises the content into a plain :class:`File`, so a snapshot
    never carries host paths and restoring one never reads the host.
    """

    __slots__ = ("blob", "pending")
    kind: ClassVar[str] = "file"

    blob: HostBlob
    pending: bool

    def __init__(self, ino: int, mode: int, uid: int, gid: int, now: float, blob: HostBlob) -> None:
        Inode.__init__(self, ino, mode, uid, gid, now)
        self.blob = blob
        self.pending = True

    @property
    def data(self) -> bytes:  # pyright: ignore[reportIncompatibleVariableOverride]
        if self.pending:
            _DATA_SLOT.__set__(self, self.blob.load())
            self.pending = False
        return _DATA_SLOT.__get__(self, LazyFile)

    @data.setter
    def data(self, value: bytes) -> None:  # pyright: ignore[reportIncompatibleVariableOverride]
        _DATA_SLOT.__set__(self, value)
        self.pending = False

    @property
    def size(self) -> int:
        return self.blob.size if self.pending else len(self.data)

    def clone(self) -> LazyFile:
        new = LazyFile.__new__(LazyFile)
        self._copy_meta_to(new)
        new.blob = self.blob
        new.pending = self.pending
        if not self.pending:
            _DATA_SLOT.__set__(new, self.content())  # never share a buffer that grows in place
        return new

    def materialize(self) -> File:
        """A plain :class:`File` with the same metadata and content."""
        new = File.__new__(File)
        self._copy_meta_to(new)
        new.data = self.content()
        return new

    def __reduce_ex__(self, protocol: Any) -> Any:
        meta = (self.ino, self.mode, self.uid, self.gid, self.nlink)
        return (plain_file, (*meta, self.atime, self.mtime, self.ctime, self.data))


def plain_file(
    ino: int,
    mode: int,
    uid: int,
    gid: int,
    nlink: int,
    atime: float,
    mtime: float,
    ctime: float,
    data: bytes,
) -> File:
    """Rebuild a pickled :class:`LazyFile` as a plain in-memory :class:`File`."""
    node = File(ino, mode, uid, gid, ctime, bytes(data))
    node.nlink, node.atime, node.mtime = nlink, atime, mtime
    return node


@dataclass(frozen=True)
class _Orig:
    kind: str  # "file", "dir" or "symlink"
    mode: int
    blob: HostBlob | None = None
    target: str = ""


@dataclass
class Mount:
    """One mounted host directory: where it is, and what it held when mounted."""

    host_root: str
    virtual_path: str
    read_only: bool
    original: dict[str, _Orig] = field(default_factory=dict[str, _Orig])
    #: Host entries not reproduced: symlinks leaving the root, sockets, FIFOs, devices.
    refused: list[str] = field(default_factory=list[str])


def mount_host_dir(
    fs: VirtualFS, host_dir: str, virtual_path: str, *, read_only: bool = False
) -> Mount:
    """Mount ``host_dir`` at ``virtual_path`` (copy-on-write: writes stay in memory).

    ``read_only`` makes the mounted nodes root-owned and unwritable inside the VFS as well.
    The virtual path must not exist or be an empty directory. Raises ``ValueError`` for a
    host path that is not a directory or a bad virtual path.
    """
    root = os.path.realpath(host_dir)
    if not os.path.isdir(root):
        raise ValueError(f"mount: {host_dir}: not a directory")
    vroot = normpath("/" + virtual_path.lstrip("/")) if virtual_path else ""
    if not virtual_path.startswith("/") or vroot == "/":
        raise ValueError(f"mount: {virtual_path!r}: need an absolute path other than /")
    uid, gid = (0, 0) if read_only else (fs.uid, fs.gid)
    mount = Mount(root, vroot, read_only)
    wmask = ~0o222 if read_only else ~0
    with fs.as_user(0, 0, 0):
        if fs.lexists(vroot):
            if not fs.is_dir(vroot) or fs.is_symlink(vroot) or fs.listdir(vroot):
                raise ValueError(f"mount: {vroot}: exists and is not an empty directory")
        else:
            fs.mkdir(vroot, 0o755, parents=True)
        st = os.stat(root)
        mount.original[""] = _Orig("dir", _stat.S_IMODE(st.st_mode))
        _walk(fs, mount, root, "", vroot, uid, gid, wmask)
        fs.chmod(vroot, _stat.S_IMODE(st.st_mode) & wmask)
        fs.chown(vroot, uid, gid)
        fs.utime(vroot, st.st_atime, st.st_mtime)
    return mount


def _walk(
    fs: VirtualFS, mount: Mount, hdir: str, rel: str, vdir: str, uid: int, gid: int, wmask: int
) -> None:
    try:
        with os.scandir(hdir) as it:
            entries = sorted(it, key=lambda e: e.name)
    except OSError:
        mount.refused.append(rel or ".")
        return
    parent = fs._existing(vdir)  # pyright: ignore[reportPrivateUsage]
    assert isinstance(parent, Directory)
    for entry in entries:
        name = entry.name
        erel = f"{rel}/{name}" if rel else name
        vpath = f"{vdir}/{name}"
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            mount.refused.append(erel)
            continue
        mode = _stat.S_IMODE(st.st_mode)
        if entry.is_symlink():
            real = os.path.realpath(entry.path)
            if not _inside(mount.host_root, real):
                mount.refused.append(erel)
                continue
            target = os.path.relpath(real, hdir).replace(os.sep, "/")
            fs.symlink(target, vpath)
            fs.chown(vpath, uid, gid, follow_symlinks=False)
            mount.original[erel] = _Orig("symlink", 0o777, target=target)
        elif _stat.S_ISDIR(st.st_mode):
            fs.mkdir(vpath, 0o755)
            _walk(fs, mount, entry.path, erel, vpath, uid, gid, wmask)
            fs.chmod(vpath, mode & wmask)
            fs.chown(vpath, uid, gid)
            mount.original[erel] = _Orig("dir", mode)
        elif _stat.S_ISREG(st.st_mode):
            fs._check_limits(0, st.st_size, 1, vpath)  # pyright: ignore[reportPrivateUsage]
            blob = HostBlob(mount.host_root, erel, st.st_size, fs.max_file_bytes)
            node = LazyFile(0, mode & wmask, uid, gid, st.st_mtime, blob)
            node.atime = st.st_atime
            fs._attach(parent, name, node, fs.clock())  # pyright: ignore[reportPrivateUsage]
            mount.original[erel] = _Orig("file", mode, blob=blob)
        else:
            mount.refused.append(erel)
            continue
        if not entry.is_symlink():
            fs.utime(vpath, st.st_atime, st.st_mtime)


# ----------------------------------------------------------------------------- changes


@dataclass
class _Change:
    path: str  # relative to the mount (prefixed when several mounts are combined)
    status: str  # "created", "modified" or "deleted"
    old: bytes | None = None  # file content (or symlink target) before, None if none
    new: bytes | None = None
    old_mode: int | None = None  # permission bits (files only)
    new_mode: int | None = None
    old_kind: str | None = None
    new_kind: str | None = None


@dataclass
class Changes:
    """What a session did to its mounted folders. Paths are relative to the mount point
    (directories end with ``/``). ``diff()`` gives a unified diff (``diff -ruN`` style) and
    ``patch()`` a git-style patch; both use ``a/`` and ``b/`` prefixes (apply with
    ``patch -p1`` or ``git apply``)."""

    created: list[str] = field(default_factory=list[str])
    modified: list[str] = field(default_factory=list[str])
    deleted: list[str] = field(default_factory=list[str])
    items: list[_Change] = field(default_factory=list[_Change], repr=False)

    def __bool__(self) -> bool:
        return bool(self.created or self.modified or self.deleted)

    def to_json(self) -> dict[str, list[str]]:
        return {"created": self.created, "modified": self.modified, "deleted": self.deleted}

    def diff(self) -> str:
        """A unified diff of every changed file (binary files and symlinks noted)."""
        return "".join(_file_diff(c, git=False) for c in self.items)

    def patch(self) -> str:
        """A git-style patch (``diff --git`` headers, file modes, symlinks): ``git apply``-able."""
        return "".join(_file_diff(c, git=True) for c in self.items)


def _text(data: bytes) -> list[str] | None:
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8").splitlines(keepends=True)
    except UnicodeDecodeError:
        return None


def _hunks(a: list[str], b: list[str], name_a: str, name_b: str) -> str:
    out: list[str] = []
    for line in difflib.unified_diff(a, b, name_a, name_b):
        if line.startswith(("---", "+++")) and not line.endswith("\n"):
            line += "\n"
        out.append(line)
        if not line.endswith("\n"):
            out.append("\n\\ No newline at end of file\n")
    return "".join(out)


def _blob_id(data: bytes | None) -> str:
    if data is None:
        return "0" * 40
    return hashlib.sha1(b"blob %d\0" % len(data) + data, usedforsecurity=False).hexdigest()


def _base85_lines(data: bytes) -> str:
    """git's binary-patch body: zlib data in lines of up to 52 bytes, base85, length-prefixed."""
    packed = zlib.compress(data, 9)
    out: list[str] = []
    for i in range(0, len(packed), 52):
        chunk = packed[i : i + 52]
        n = len(chunk)
        prefix = chr(ord("A") + n - 1) if n <= 26 else chr(ord("a") + n - 27)
        out.append(prefix + base64.b85encode(chunk, pad=True).decode("ascii") + "\n")
    return "".join(out)


def _git_binary(old: bytes, new: bytes, created: bool, deleted: bool) -> str:
    """A ``GIT binary patch`` (literal forward and reverse hunks) that ``git apply`` accepts."""
    index = f"index {_blob_id(None if created else old)}..{_blob_id(None if deleted else new)}\n"
    return (
        index
        + "GIT binary patch\n"
        + f"literal {len(new)}\n"
        + _base85_lines(new)
        + "\n"
        + f"literal {len(old)}\n"
        + _base85_lines(old)
        + "\n"
    )


def _git_mode(kind: str | None, mode: int | None) -> str:
    if kind == "symlink":
        return "120000"
    return "100755" if (mode or 0) & 0o111 else "100644"


def _file_diff(c: _Change, *, git: bool) -> str:
    if c.path.endswith("/"):
        return ""  # directories: implied by the files
    a_name = "/dev/null" if c.old is None else f"a/{c.path}"
    b_name = "/dev/null" if c.new is None else f"b/{c.path}"
    head = ""
    if git:
        head = f"diff --git a/{c.path} b/{c.path}\n"
        if c.old is None:
            head += f"new file mode {_git_mode(c.new_kind, c.new_mode)}\n"
        elif c.new is None:
            head += f"deleted file mode {_git_mode(c.old_kind, c.old_mode)}\n"
        else:
            om, nm = _git_mode(c.old_kind, c.old_mode), _git_mode(c.new_kind, c.new_mode)
            if om != nm:
                head += f"old mode {om}\nnew mode {nm}\n"
    else:
        head = f"diff -ruN {a_name} {b_name}\n"
    if c.old == c.new:
        return head if git and "mode" in head else ""
    old_lines = _text(c.old) if c.old is not None else []
    new_lines = _text(c.new) if c.new is not None else []
    if old_lines is None or new_lines is None:
        if git:
            return head + _git_binary(c.old or b"", c.new or b"", c.old is None, c.new is None)
        return head + f"Binary files {a_name} and {b_name} differ\n"
    return head + _hunks(old_lines, new_lines, a_name, b_name)


def _current(fs: VirtualFS, vroot: str) -> dict[str, Inode]:
    """The nodes under ``vroot`` (symlinks not followed), by path relative to it."""
    out: dict[str, Inode] = {}
    try:
        top = fs._resolve(vroot, follow=False, check=False).node  # pyright: ignore[reportPrivateUsage]
    except FSError:
        return out
    if not isinstance(top, Directory):
        return out
    out[""] = top
    stack: list[tuple[str, Directory]] = [("", top)]
    while stack:
        rel, d = stack.pop()
        for name, child in d.entries.items():
            crel = f"{rel}/{name}" if rel else name
            out[crel] = child
            if isinstance(child, Directory):
                stack.append((crel, child))
    return out


def _content(node: Inode) -> bytes | None:
    if isinstance(node, Symlink):
        return node.target.encode("utf-8", "surrogateescape")
    if isinstance(node, File):
        return node.content()
    return None


def _orig_content(o: _Orig) -> bytes | None:
    if o.kind == "symlink":
        return o.target.encode("utf-8", "surrogateescape")
    if o.blob is not None:
        try:
            return o.blob.load()
        except FSError:
            return b""
    return None


def changes(fs: VirtualFS, mounts: list[Mount]) -> Changes:
    """Compare each mount's current VFS subtree with what was mounted."""
    result = Changes()
    several = len(mounts) > 1
    for m in mounts:
        prefix = m.virtual_path.lstrip("/") + "/" if several else ""
        now = _current(fs, m.virtual_path)
        for rel in sorted(set(now) | set(m.original)):
            if rel == "":
                continue
            node, orig = now.get(rel), m.original.get(rel)
            kind = node.kind if node is not None else None
            shown = prefix + rel + ("/" if "dir" in (kind, orig and orig.kind) else "")
            if orig is None:
                assert node is not None
                status = "created"
            elif node is None:
                status = "deleted"
            elif kind != orig.kind:
                status = "modified"
            elif isinstance(node, LazyFile) and node.blob is orig.blob and node.pending:
                status = "" if node.mode == orig.mode or m.read_only else "modified"
            elif kind == "dir":
                status = ""
            elif _content(node) != _orig_content(orig) or (
                kind == "file" and not m.read_only and node.mode != orig.mode
            ):
                status = "modified"
            else:
                status = ""
            if not status:
                continue
            getattr(result, status).append(shown)
            if shown.endswith("/"):
                continue
            result.items.append(
                _Change(
                    path=prefix + rel,
                    status=status,
                    old=_orig_content(orig) if orig is not None and orig.kind != "dir" else None,
                    new=_content(node) if node is not None else None,
                    old_mode=orig.mode if orig is not None else None,
                    new_mode=node.mode if node is not None else None,
                    old_kind=orig.kind if orig is not None else None,
                    new_kind=kind,
                )
            )
    return result
