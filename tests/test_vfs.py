"""Tests for agentsh.vfs: the in-memory POSIX-like filesystem."""

from __future__ import annotations

import errno
import stat
from collections.abc import Callable

import pytest

from agentsh.vfs import (
    DEFAULT_EPOCH,
    DEVICE_READ_CHUNK,
    F_OK,
    R_OK,
    W_OK,
    X_OK,
    File,
    FSError,
    Stat,
    VirtualClock,
    VirtualFS,
    paths,
)


@pytest.fixture
def fs() -> VirtualFS:
    return VirtualFS.with_default_layout()


def err_of(fn: Callable[[], object]) -> int:
    with pytest.raises(FSError) as info:
        fn()
    return info.value.errno


# --------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("code", "text"),
    [
        (errno.ENOENT, "No such file or directory"),
        (errno.EISDIR, "Is a directory"),
        (errno.ENOTDIR, "Not a directory"),
        (errno.EACCES, "Permission denied"),
        (errno.EEXIST, "File exists"),
        (errno.ENOTEMPTY, "Directory not empty"),
        (errno.ELOOP, "Too many levels of symbolic links"),
        (errno.EINVAL, "Invalid argument"),
        (errno.ENOSPC, "No space left on device"),
        (errno.EFBIG, "File too large"),
        (errno.ENAMETOOLONG, "File name too long"),
        (errno.EPERM, "Operation not permitted"),
        (errno.EBUSY, "Device or resource busy"),
        (errno.EXDEV, "Invalid cross-device link"),
    ],
)
def test_fserror_text(code: int, text: str) -> None:
    err = FSError(code, "/x")
    assert err.errno == code
    assert err.path == "/x"
    assert err.strerror == text
    assert str(err) == text
    assert isinstance(err, Exception)


# ---------------------------------------------------------------------- clock


def test_virtual_clock() -> None:
    clock = VirtualClock()
    assert clock.peek() == DEFAULT_EPOCH == 1767225600.0
    a = clock.now()
    b = clock()
    assert a == DEFAULT_EPOCH
    assert b > a
    clock.advance(10)
    assert clock.now() >= a + 10
    with pytest.raises(ValueError):
        clock.advance(-1)


def test_mtimes_strictly_increasing_and_deterministic() -> None:
    def run() -> list[float]:
        fs = VirtualFS()
        fs.mkdir("/d")
        fs.write_bytes("/d/a", b"1")
        fs.write_bytes("/d/b", b"2")
        return [fs.stat(p).st_mtime for p in ("/d/a", "/d/b")]

    first = run()
    assert first == run()
    assert first[0] < first[1]


def test_injected_clock() -> None:
    fs = VirtualFS(clock=lambda: 42.0, uid=0, gid=0)
    fs.write_bytes("/f", b"x")
    st = fs.stat("/f")
    assert (st.st_atime, st.st_mtime, st.st_ctime) == (42.0, 42.0, 42.0)


# --------------------------------------------------------------------- layout


@pytest.mark.parametrize(
    ("path", "mode", "uid", "kind"),
    [
        ("/", 0o755, 0, "dir"),
        ("/bin", 0o755, 0, "dir"),
        ("/usr/bin", 0o755, 0, "dir"),
        ("/usr/local/bin", 0o755, 0, "dir"),
        ("/etc", 0o755, 0, "dir"),
        ("/var/log", 0o755, 0, "dir"),
        ("/opt", 0o755, 0, "dir"),
        ("/proc", 0o555, 0, "dir"),
        ("/root", 0o700, 0, "dir"),
        ("/tmp", 0o1777, 0, "dir"),
        ("/home", 0o755, 0, "dir"),
        ("/home/user", 0o755, 1000, "dir"),
        ("/dev/fd", 0o755, 0, "dir"),
        ("/dev/null", 0o666, 0, "chardev"),
        ("/dev/zero", 0o666, 0, "chardev"),
        ("/dev/urandom", 0o666, 0, "chardev"),
        ("/dev/random", 0o666, 0, "chardev"),
        ("/dev/tty", 0o666, 0, "chardev"),
        ("/dev/stdin", 0o666, 0, "chardev"),
        ("/dev/stdout", 0o666, 0, "chardev"),
        ("/dev/stderr", 0o666, 0, "chardev"),
        ("/etc/passwd", 0o644, 0, "file"),
        ("/etc/group", 0o644, 0, "file"),
        ("/etc/hostname", 0o644, 0, "file"),
        ("/etc/hosts", 0o644, 0, "file"),
        ("/etc/os-release", 0o644, 0, "file"),
    ],
)
def test_default_layout(fs: VirtualFS, path: str, mode: int, uid: int, kind: str) -> None:
    st = fs.stat(path)
    assert st.kind == kind
    assert stat.S_IMODE(st.st_mode) == mode
    assert st.permissions == mode
    assert st.st_uid == uid
    assert st.st_gid == uid


def test_default_file_contents(fs: VirtualFS) -> None:
    assert fs.read_bytes("/etc/hostname") == b"agentsh\n"
    passwd = fs.read_text("/etc/passwd").splitlines()
    assert "root:x:0:0:root:/root:/bin/bash" in passwd
    assert "user:x:1000:1000:user:/home/user:/bin/bash" in passwd
    assert any(line.startswith("nobody:") for line in passwd)
    group = fs.read_text("/etc/group")
    assert "root:x:0:" in group and "user:x:1000:" in group
    assert "agentsh virtual Linux" in fs.read_text("/etc/os-release")
    assert "localhost" in fs.read_text("/etc/hosts")
    assert fs.uid == 1000 and fs.gid == 1000 and fs.umask == 0o022


# ----------------------------------------------------------------- stat & co


@pytest.mark.parametrize(
    ("setup", "path", "ifmt", "kind", "size", "blocks"),
    [
        (lambda f: f.write_bytes("/tmp/f", b"x" * 5000), "/tmp/f", stat.S_IFREG, "file", 5000, 16),
        (lambda f: f.write_bytes("/tmp/f", b""), "/tmp/f", stat.S_IFREG, "file", 0, 0),
        (lambda f: f.mkdir("/tmp/d"), "/tmp/d", stat.S_IFDIR, "dir", 4096, 8),
        (lambda f: f.mkfifo("/tmp/p"), "/tmp/p", stat.S_IFIFO, "fifo", 0, 0),
        (lambda f: None, "/dev/null", stat.S_IFCHR, "chardev", 0, 0),
    ],
)
def test_stat_types(
    fs: VirtualFS,
    setup: Callable[[VirtualFS], object],
    path: str,
    ifmt: int,
    kind: str,
    size: int,
    blocks: int,
) -> None:
    setup(fs)
    st = fs.stat(path)
    assert stat.S_IFMT(st.st_mode) == ifmt
    assert st.kind == kind
    assert st.st_size == size
    assert st.st_blocks == blocks
    assert st.st_blksize == 4096


def test_stat_symlink_and_lstat(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/target", b"hello")
    fs.symlink("target", "/tmp/ln")
    lst = fs.lstat("/tmp/ln")
    assert stat.S_ISLNK(lst.st_mode) and lst.kind == "symlink"
    assert lst.st_size == len("target")
    assert stat.S_IMODE(lst.st_mode) == 0o777
    assert fs.stat("/tmp/ln").st_size == 5
    assert fs.stat("/tmp/ln", follow_symlinks=False) == lst
    assert fs.stat("/tmp/ln").st_ino == fs.stat("/tmp/target").st_ino
    assert isinstance(lst, Stat)
    with pytest.raises(AttributeError):
        lst.st_size = 3  # type: ignore[misc]


def test_unique_inodes_and_dev(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/a", b"")
    fs.write_bytes("/tmp/b", b"")
    a, b = fs.stat("/tmp/a"), fs.stat("/tmp/b")
    assert a.st_ino != b.st_ino
    assert a.st_dev == b.st_dev


def test_predicates(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/f", b"")
    fs.symlink("/tmp/f", "/tmp/l")
    fs.symlink("/nowhere", "/tmp/dangling")
    fs.mkfifo("/tmp/p")
    table = [
        # path, exists, lexists, is_file, is_dir, is_symlink
        ("/tmp/f", True, True, True, False, False),
        ("/tmp/l", True, True, True, False, True),
        ("/tmp/dangling", False, True, False, False, True),
        ("/tmp", True, True, False, True, False),
        ("/missing", False, False, False, False, False),
        ("/tmp/f/x", False, False, False, False, False),
        ("relative", False, False, False, False, False),
    ]
    for path, ex, lex, isf, isd, isl in table:
        assert fs.exists(path) is ex, path
        assert fs.lexists(path) is lex, path
        assert fs.is_file(path) is isf, path
        assert fs.is_dir(path) is isd, path
        assert fs.is_symlink(path) is isl, path
    assert fs.is_fifo("/tmp/p")
    assert fs.device_name("/dev/stdout") == "stdout"
    assert fs.device_name("/tmp/f") is None
    assert fs.device_name("/nope") is None


# ---------------------------------------------------------------- resolution


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("/nope", errno.ENOENT),
        ("/nope/x", errno.ENOENT),
        ("/etc/passwd/", errno.ENOTDIR),
        ("/etc/passwd/x", errno.ENOTDIR),
        ("/" + "a" * 256, errno.ENAMETOOLONG),
        ("/a" * 2048, errno.ENAMETOOLONG),
        ("relative/path", errno.EINVAL),
        ("", errno.ENOENT),
        ("/a\0b", errno.EINVAL),
    ],
)
def test_stat_errors(fs: VirtualFS, path: str, code: int) -> None:
    assert err_of(lambda: fs.stat(path)) == code


def test_name_max_ok(fs: VirtualFS) -> None:
    name = "/tmp/" + "a" * 255
    fs.write_bytes(name, b"ok")
    assert fs.read_bytes(name) == b"ok"
    # multi-byte characters count as bytes
    assert err_of(lambda: fs.write_bytes("/tmp/" + "é" * 128, b"")) == errno.ENAMETOOLONG


def test_symlink_loops(fs: VirtualFS) -> None:
    fs.symlink("/tmp/b", "/tmp/a")
    fs.symlink("/tmp/a", "/tmp/b")
    fs.symlink("self", "/tmp/self")
    for p in ("/tmp/a", "/tmp/self", "/tmp/a/x"):
        assert err_of(lambda p=p: fs.stat(p)) == errno.ELOOP
    assert err_of(lambda: fs.read_bytes("/tmp/a")) == errno.ELOOP
    assert err_of(lambda: fs.realpath("/tmp/a")) == errno.ELOOP
    assert fs.lstat("/tmp/a").kind == "symlink"
    assert not fs.exists("/tmp/a")


def test_symlink_chain_limit(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/l0", b"end")
    for i in range(1, 41):
        fs.symlink(f"l{i - 1}", f"/tmp/l{i}")
    assert fs.read_bytes("/tmp/l40") == b"end"  # exactly 40 hops is fine
    fs.symlink("l40", "/tmp/l41")
    assert err_of(lambda: fs.read_bytes("/tmp/l41")) == errno.ELOOP


def test_dangling_symlink(fs: VirtualFS) -> None:
    fs.symlink("/tmp/missing", "/tmp/d")
    assert err_of(lambda: fs.stat("/tmp/d")) == errno.ENOENT
    assert err_of(lambda: fs.read_bytes("/tmp/d")) == errno.ENOENT
    assert fs.readlink("/tmp/d") == "/tmp/missing"
    # writing through a dangling symlink creates the target
    fs.write_bytes("/tmp/d", b"made")
    assert fs.read_bytes("/tmp/missing") == b"made"
    assert fs.is_symlink("/tmp/d")


def test_physical_dotdot(fs: VirtualFS) -> None:
    with fs.as_user(0, 0):
        fs.mkdir("/opt/real/sub", parents=True)
        fs.write_bytes("/opt/real/marker", b"real")
    fs.write_bytes("/home/user/marker", b"home")
    fs.symlink("/opt/real/sub", "/home/user/link")
    # physically, link/.. is /opt/real, not /home/user
    assert fs.read_bytes("/home/user/link/../marker") == b"real"
    assert fs.realpath("/home/user/link/..") == "/opt/real"
    assert fs.realpath("/home/user/link") == "/opt/real/sub"
    assert fs.realpath("/home//user/./link/../sub/") == "/opt/real/sub"
    assert fs.realpath("/..") == "/"
    assert fs.realpath("/") == "/"


def test_trailing_slash_on_symlink_to_dir(fs: VirtualFS) -> None:
    fs.mkdir("/tmp/d")
    fs.symlink("d", "/tmp/ld")
    assert fs.stat("/tmp/ld/").kind == "dir"
    assert fs.lstat("/tmp/ld/").kind == "dir"  # trailing slash forces follow
    fs.write_bytes("/tmp/f", b"")
    fs.symlink("f", "/tmp/lf")
    assert err_of(lambda: fs.stat("/tmp/lf/")) == errno.ENOTDIR


def test_search_permission(fs: VirtualFS) -> None:
    assert err_of(lambda: fs.stat("/root/x")) == errno.EACCES
    assert err_of(lambda: fs.listdir("/root")) == errno.EACCES
    assert fs.stat("/root").kind == "dir"  # stat of the dir itself is fine
    fs.mkdir("/tmp/noexec", 0o600)
    assert err_of(lambda: fs.stat("/tmp/noexec/x")) == errno.EACCES


# ---------------------------------------------------------------- realpath


def test_realpath(fs: VirtualFS) -> None:
    with fs.as_user(0, 0):
        fs.mkdir("/opt/a/b", parents=True)
        fs.write_bytes("/opt/a/file", b"")
    fs.symlink("/opt/a/b", "/tmp/lb")
    fs.symlink("/nowhere/x", "/tmp/dang")
    fs.symlink("/opt/a/newname", "/tmp/dang2")
    assert err_of(lambda: fs.realpath("/tmp/lb/missing")) == errno.ENOENT
    table = [
        ("/tmp/lb/missing", "/opt/a/b/missing"),
        ("/tmp/lb/missing/../c", "/opt/a/b/c"),
        ("/tmp/lb/../x/y/..", "/opt/a/x"),
        ("/opt/a/file/x", "/opt/a/file/x"),
        ("/tmp/dang", "/tmp/dang"),
        ("/tmp/dang2", "/opt/a/newname"),
        ("/tmp/lb", "/opt/a/b"),
    ]
    for path, want in table:
        assert fs.realpath(path, strict=False) == want, path


# ----------------------------------------------------------------- read/write


def test_write_read_append_truncate_flags(fs: VirtualFS) -> None:
    p = "/home/user/f.txt"
    fs.write_bytes(p, b"hello world")
    assert fs.read_bytes(p) == b"hello world"
    fs.write_bytes(p, b"!!", append=True)
    assert fs.read_bytes(p) == b"hello world!!"
    fs.write_bytes(p, b"HE", truncate=False)
    assert fs.read_bytes(p) == b"HEllo world!!"
    fs.write_bytes(p, b"new")
    assert fs.read_bytes(p) == b"new"
    fs.write_text(p, "é")
    assert fs.read_text(p) == "é"
    assert err_of(lambda: fs.write_bytes(p, b"x", exclusive=True)) == errno.EEXIST
    fs.write_bytes("/home/user/g", b"x", exclusive=True)
    assert fs.read_bytes("/home/user/g") == b"x"


def test_write_creates_with_umask_and_owner(fs: VirtualFS) -> None:
    fs.write_bytes("/home/user/a", b"")
    st = fs.stat("/home/user/a")
    assert stat.S_IMODE(st.st_mode) == 0o644
    assert (st.st_uid, st.st_gid) == (1000, 1000)
    fs.write_bytes("/home/user/b", b"", mode=0o777)
    assert fs.stat("/home/user/b").permissions == 0o755
    fs.umask = 0o077
    fs.write_bytes("/home/user/c", b"")
    assert fs.stat("/home/user/c").permissions == 0o600


def test_exclusive_on_dangling_symlink(fs: VirtualFS) -> None:
    fs.symlink("/tmp/nothing", "/tmp/d")
    assert err_of(lambda: fs.write_bytes("/tmp/d", b"", exclusive=True)) == errno.EEXIST
    assert not fs.lexists("/tmp/nothing")


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("/tmp", errno.EISDIR),
        ("/nope/f", errno.ENOENT),
        ("/etc/passwd/f", errno.ENOTDIR),
        ("/tmp/newfile/", errno.EISDIR),
        ("/etc/passwd", errno.EACCES),
        ("/etc/newfile", errno.EACCES),
        ("/root/x", errno.EACCES),
        ("/", errno.EISDIR),
    ],
)
def test_write_errors(fs: VirtualFS, path: str, code: int) -> None:
    before = fs.file_count
    assert err_of(lambda: fs.write_bytes(path, b"data")) == code
    assert fs.file_count == before


def test_read_errors(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/secret", b"s")
    fs.chmod("/tmp/secret", 0o200)
    fs.mkfifo("/tmp/p")
    assert err_of(lambda: fs.read_bytes("/tmp")) == errno.EISDIR
    assert err_of(lambda: fs.read_bytes("/nope")) == errno.ENOENT
    assert err_of(lambda: fs.read_bytes("/tmp/secret")) == errno.EACCES
    assert err_of(lambda: fs.read_bytes("/tmp/p")) == errno.EINVAL
    assert err_of(lambda: fs.write_bytes("/tmp/p", b"x")) == errno.EINVAL


def test_write_updates_times(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/f", b"1")
    before = fs.stat("/tmp/f")
    dir_before = fs.stat("/tmp")
    fs.write_bytes("/tmp/f", b"2", append=True)
    after = fs.stat("/tmp/f")
    assert after.st_mtime > before.st_mtime
    assert after.st_ctime > before.st_ctime
    assert fs.stat("/tmp").st_mtime == dir_before.st_mtime  # no entry change
    fs.write_bytes("/tmp/g", b"")
    assert fs.stat("/tmp").st_mtime > dir_before.st_mtime


def test_devices(fs: VirtualFS) -> None:
    assert fs.read_bytes("/dev/null") == b""
    fs.write_bytes("/dev/null", b"discarded")
    fs.write_bytes("/dev/null", b"more", append=True)
    assert fs.read_bytes("/dev/null") == b""
    assert fs.read_device("/dev/zero", 5) == b"\0" * 5
    assert fs.read_bytes("/dev/zero") == bytes(DEVICE_READ_CHUNK)
    rnd = fs.read_device("/dev/urandom", 16)
    assert len(rnd) == 16
    assert len(fs.read_bytes("/dev/urandom")) == DEVICE_READ_CHUNK
    assert fs.read_device("/dev/null", 10) == b""
    assert fs.read_device("/dev/stdin", 10) == b""
    fs.write_bytes("/home/user/f", b"abcdef")
    assert fs.read_device("/home/user/f", 3) == b"abc"
    assert err_of(lambda: fs.read_device("/dev/zero", -1)) == errno.EINVAL
    assert err_of(lambda: fs.read_device("/dev", 1)) == errno.EISDIR
    assert err_of(lambda: fs.truncate("/dev/null", 0)) == errno.EINVAL


def test_urandom_is_deterministic_and_seedable() -> None:
    a = VirtualFS.with_default_layout()
    b = VirtualFS.with_default_layout()
    c = VirtualFS.with_default_layout(random_seed=7)
    ra = a.read_device("/dev/urandom", 32)
    assert ra == b.read_device("/dev/urandom", 32)
    assert ra != c.read_device("/dev/urandom", 32)
    assert a.read_device("/dev/urandom", 32) != ra  # stream advances


def test_truncate(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/f", b"abcdef")
    fs.truncate("/tmp/f", 3)
    assert fs.read_bytes("/tmp/f") == b"abc"
    fs.truncate("/tmp/f", 5)
    assert fs.read_bytes("/tmp/f") == b"abc\0\0"
    assert fs.total_bytes == 484 + 5
    assert err_of(lambda: fs.truncate("/tmp/f", -1)) == errno.EINVAL
    assert err_of(lambda: fs.truncate("/tmp", 0)) == errno.EISDIR
    assert err_of(lambda: fs.truncate("/tmp/nope", 0)) == errno.ENOENT
    assert err_of(lambda: fs.truncate("/etc/passwd", 0)) == errno.EACCES


# ---------------------------------------------------------------- permissions


def test_permission_denied_and_root_bypass(fs: VirtualFS) -> None:
    with fs.as_user(0, 0):
        fs.write_bytes("/opt/rootfile", b"secret", mode=0o600)
    assert err_of(lambda: fs.read_bytes("/opt/rootfile")) == errno.EACCES
    assert not fs.access("/opt/rootfile", R_OK)
    assert err_of(lambda: fs.write_bytes("/etc/hostname", b"x")) == errno.EACCES
    assert fs.read_bytes("/etc/hostname") == b"agentsh\n"
    fs.uid = fs.gid = 0
    assert fs.read_bytes("/opt/rootfile") == b"secret"
    fs.chmod("/opt/rootfile", 0o000)
    assert fs.read_bytes("/opt/rootfile") == b"secret"
    fs.write_bytes("/opt/rootfile", b"root writes")
    assert fs.access("/opt/rootfile", R_OK | W_OK)
    assert not fs.access("/opt/rootfile", X_OK)  # root needs some x bit
    fs.chmod("/opt/rootfile", 0o001)
    assert fs.access("/opt/rootfile", X_OK)
    assert fs.access("/root", R_OK | W_OK | X_OK)


def test_access_classes(fs: VirtualFS) -> None:
    with fs.as_user(0, 0):
        fs.write_bytes("/opt/f", b"", mode=0o640)
        fs.chown("/opt/f", 0, 50)
    assert fs.access("/opt/f", F_OK)
    assert not fs.access("/opt/f", R_OK)
    fs.groups = frozenset({50})
    assert fs.access("/opt/f", R_OK)
    assert not fs.access("/opt/f", W_OK)
    fs.gid = 50
    fs.groups = frozenset()
    assert fs.access("/opt/f", R_OK)
    assert not fs.access("/nope", F_OK)
    assert fs.access("/home/user", W_OK)
    assert not fs.access("/etc", W_OK)


def test_chmod_and_chown(fs: VirtualFS) -> None:
    fs.write_bytes("/home/user/f", b"")
    fs.chmod("/home/user/f", 0o4755 | 0o170000)
    assert fs.stat("/home/user/f").st_mode == stat.S_IFREG | 0o4755
    assert err_of(lambda: fs.chmod("/etc/passwd", 0o777)) == errno.EPERM
    assert err_of(lambda: fs.chmod("/nope", 0o777)) == errno.ENOENT
    assert err_of(lambda: fs.chown("/home/user/f", 0, 0)) == errno.EPERM
    assert err_of(lambda: fs.chown("/home/user/f", 1000, 0)) == errno.EPERM
    assert err_of(lambda: fs.chown("/etc/passwd", 0, 1000)) == errno.EPERM
    fs.chown("/home/user/f", 1000, 1000)  # no-op allowed
    fs.chown("/home/user/f", -1, -1)
    with fs.as_user(0, 0):
        fs.chown("/home/user/f", 5, 6)
    st = fs.stat("/home/user/f")
    assert (st.st_uid, st.st_gid) == (5, 6)


def test_chmod_updates_ctime_not_mtime(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/f", b"")
    fs.clock.advance(0.01)  # (past the coarse tick: see test_vfs_meta)
    before = fs.stat("/tmp/f")
    fs.chmod("/tmp/f", 0o600)
    after = fs.stat("/tmp/f")
    assert after.st_mtime == before.st_mtime
    assert after.st_ctime > before.st_ctime


def test_utime(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/f", b"")
    fs.utime("/tmp/f", 100.0, 200.0)
    st = fs.stat("/tmp/f")
    assert (st.st_atime, st.st_mtime) == (100.0, 200.0)
    fs.utime("/tmp/f")
    assert fs.stat("/tmp/f").st_mtime > 200.0
    assert err_of(lambda: fs.utime("/etc/passwd", 1.0, 1.0)) == errno.EPERM
    assert err_of(lambda: fs.utime("/etc/passwd")) == errno.EACCES
    assert err_of(lambda: fs.utime("/tmp/nope")) == errno.ENOENT
    with fs.as_user(0, 0, umask=0):
        fs.write_bytes("/tmp/shared", b"", mode=0o666)
    fs.utime("/tmp/shared")  # writable by us: touch allowed


# ----------------------------------------------------------------- mkdir etc.


def test_mkdir(fs: VirtualFS) -> None:
    fs.mkdir("/home/user/d")
    st = fs.stat("/home/user/d")
    assert st.kind == "dir" and st.permissions == 0o755 and st.st_nlink == 2
    assert fs.stat("/home/user").st_nlink == 3
    fs.mkdir("/home/user/p/q/r", parents=True)
    assert fs.is_dir("/home/user/p/q/r")
    fs.mkdir("/home/user/p/q/r", parents=True)  # no error
    fs.mkdir("/home/user/d", exist_ok=True)
    fs.mkdir("/home/user/m", mode=0o700)
    assert fs.stat("/home/user/m").permissions == 0o700
    fs.symlink("d", "/home/user/ld")
    fs.mkdir("/home/user/ld/inner")
    assert fs.is_dir("/home/user/d/inner")


@pytest.mark.parametrize(
    ("path", "kwargs", "code"),
    [
        ("/tmp", {}, errno.EEXIST),
        ("/", {}, errno.EEXIST),
        ("/etc/passwd", {}, errno.EEXIST),
        ("/etc/passwd", {"exist_ok": True}, errno.EEXIST),
        ("/etc/passwd", {"parents": True}, errno.EEXIST),
        ("/nope/x", {}, errno.ENOENT),
        ("/etc/passwd/x", {"parents": True}, errno.ENOTDIR),
        ("/etc/newdir", {}, errno.EACCES),
        ("/root/x", {"parents": True}, errno.EACCES),
    ],
)
def test_mkdir_errors(fs: VirtualFS, path: str, kwargs: dict[str, bool], code: int) -> None:
    assert err_of(lambda: fs.mkdir(path, **kwargs)) == code


def test_mkdir_on_dangling_symlink(fs: VirtualFS) -> None:
    fs.symlink("/tmp/nothing", "/tmp/d")
    assert err_of(lambda: fs.mkdir("/tmp/d")) == errno.EEXIST


def test_setgid_directory_inheritance(fs: VirtualFS) -> None:
    with fs.as_user(0, 0):
        fs.mkdir("/opt/shared", 0o2777)
        fs.chown("/opt/shared", 0, 77)
        fs.chmod("/opt/shared", 0o2777)
    fs.write_bytes("/opt/shared/f", b"")
    fs.mkdir("/opt/shared/sub")
    assert fs.stat("/opt/shared/f").st_gid == 77
    sub = fs.stat("/opt/shared/sub")
    assert sub.st_gid == 77 and sub.st_mode & stat.S_ISGID


def test_listdir_and_entries(fs: VirtualFS) -> None:
    for name in ("b", "a", "c"):
        fs.write_bytes(f"/home/user/{name}", name.encode())
    assert fs.listdir("/home/user") == ["b", "a", "c"]
    ents = fs.entries("/home/user")
    assert [n for n, _ in ents] == ["b", "a", "c"]
    assert all(s.kind == "file" and s.st_size == 1 for _, s in ents)
    assert err_of(lambda: fs.listdir("/etc/passwd")) == errno.ENOTDIR
    assert err_of(lambda: fs.listdir("/nope")) == errno.ENOENT
    assert err_of(lambda: fs.entries("/etc/passwd")) == errno.ENOTDIR
    fs.mkdir("/home/user/wo", 0o300)
    assert err_of(lambda: fs.listdir("/home/user/wo")) == errno.EACCES


def test_iter_tree(fs: VirtualFS) -> None:
    fs.seed({"/opt/t/a/x": "1", "/opt/t/b": "2"})
    fs.symlink("/etc", "/opt/t/etc")
    got = [(p, s.kind) for p, s in fs.iter_tree("/opt/t")]
    assert got == [
        ("/opt/t", "dir"),
        ("/opt/t/a", "dir"),
        ("/opt/t/a/x", "file"),
        ("/opt/t/b", "file"),
        ("/opt/t/etc", "symlink"),
    ]


def test_seed(fs: VirtualFS) -> None:
    fs.seed({"/srv/app/main.py": "print('hi')\n", "/srv/app/data.bin": b"\x00\x01"})
    assert fs.read_bytes("/srv/app/main.py") == b"print('hi')\n"
    assert fs.read_bytes("/srv/app/data.bin") == b"\x00\x01"
    st_dir = fs.stat("/srv/app")
    assert st_dir.permissions == 0o755 and st_dir.st_uid == 1000
    st = fs.stat("/srv/app/main.py")
    assert st.permissions == 0o644 and (st.st_uid, st.st_gid) == (1000, 1000)
    fs.seed({"/srv/root.txt": "r"}, uid=0, gid=0)
    assert fs.stat("/srv/root.txt").st_uid == 0
    assert fs.uid == 1000  # identity restored


# -------------------------------------------------------------------- removal


def test_remove(fs: VirtualFS) -> None:
    fs.write_bytes("/home/user/f", b"abc")
    count, size = fs.file_count, fs.total_bytes
    fs.remove("/home/user/f")
    assert not fs.lexists("/home/user/f")
    assert fs.file_count == count - 1
    assert fs.total_bytes == size - 3
    fs.write_bytes("/home/user/t", b"")
    fs.symlink("t", "/home/user/l")
    fs.remove("/home/user/l")  # removes the link, not the target
    assert fs.exists("/home/user/t")


@pytest.mark.parametrize(
    ("path", "code"),
    [
        ("/tmp", errno.EISDIR),
        ("/", errno.EISDIR),
        ("/nope", errno.ENOENT),
        ("/etc/passwd", errno.EACCES),
        ("/etc/passwd/", errno.ENOTDIR),
    ],
)
def test_remove_errors(fs: VirtualFS, path: str, code: int) -> None:
    assert err_of(lambda: fs.remove(path)) == code


def test_sticky_tmp(fs: VirtualFS) -> None:
    with fs.as_user(0, 0, umask=0):
        fs.write_bytes("/tmp/rootfile", b"", mode=0o666)
    with fs.as_user(1001, 1001):
        fs.write_bytes("/tmp/otherfile", b"")
        fs.mkdir("/tmp/otherdir")
    fs.write_bytes("/tmp/mine", b"")
    assert err_of(lambda: fs.remove("/tmp/rootfile")) == errno.EPERM
    assert err_of(lambda: fs.remove("/tmp/otherfile")) == errno.EPERM
    assert err_of(lambda: fs.rmdir("/tmp/otherdir")) == errno.EPERM
    assert err_of(lambda: fs.rename("/tmp/otherfile", "/tmp/x")) == errno.EPERM
    assert err_of(lambda: fs.rename("/tmp/mine", "/tmp/otherfile")) == errno.EPERM
    assert err_of(lambda: fs.rmtree("/tmp/otherdir")) == errno.EPERM
    fs.write_bytes("/tmp/rootfile", b"can still write")  # 0666
    fs.remove("/tmp/mine")
    with fs.as_user(0, 0):
        fs.remove("/tmp/otherfile")
    assert not fs.lexists("/tmp/otherfile")


def test_rmdir(fs: VirtualFS) -> None:
    fs.mkdir("/home/user/d")
    fs.rmdir("/home/user/d")
    assert not fs.exists("/home/user/d")
    assert fs.stat("/home/user").st_nlink == 2
    fs.mkdir("/home/user/full")
    fs.write_bytes("/home/user/full/x", b"")
    fs.mkdir("/home/user/e")
    fs.symlink("e", "/home/user/le")
    table = [
        ("/", errno.EBUSY),
        ("/home/user/full", errno.ENOTEMPTY),
        ("/home/user/full/x", errno.ENOTDIR),
        ("/home/user/nope", errno.ENOENT),
        ("/home/user/e/.", errno.EINVAL),
        ("/home/user/e/..", errno.ENOTEMPTY),
        ("/home/user/le", errno.ENOTDIR),
        ("/home/user/le/", errno.ENOTDIR),
        ("/var/log", errno.EACCES),
    ]
    for path, code in table:
        assert err_of(lambda path=path: fs.rmdir(path)) == code, path
    assert fs.is_dir("/home/user/e")


def test_rmtree(fs: VirtualFS) -> None:
    fs.seed({"/home/user/t/a/b/c.txt": "c", "/home/user/t/d.txt": "dd"})
    fs.symlink("/etc", "/home/user/t/etc")
    fs.link("/home/user/t/d.txt", "/home/user/keep")
    count, size = fs.file_count, fs.total_bytes
    fs.rmtree("/home/user/t")
    assert not fs.lexists("/home/user/t")
    assert fs.is_file("/etc/passwd")  # symlink not followed
    assert fs.read_bytes("/home/user/keep") == b"dd"
    assert fs.stat("/home/user/keep").st_nlink == 1
    # removed: t, a, b, c.txt, symlink (d.txt inode survives via keep)
    assert fs.file_count == count - 5
    assert fs.total_bytes == size - 1
    fs.symlink("/opt", "/home/user/lopt")
    fs.rmtree("/home/user/lopt")
    assert fs.is_dir("/opt")
    fs.write_bytes("/home/user/plain", b"")
    fs.rmtree("/home/user/plain")
    assert not fs.lexists("/home/user/plain")


def test_rmtree_errors_leave_tree_intact(fs: VirtualFS) -> None:
    fs.seed({"/home/user/t/ok.txt": "1", "/home/user/t/locked/x": "2"})
    fs.chmod("/home/user/t/locked", 0o500)
    before = fs.file_count
    assert err_of(lambda: fs.rmtree("/home/user/t")) == errno.EACCES
    assert fs.file_count == before
    assert fs.exists("/home/user/t/ok.txt")
    assert err_of(lambda: fs.rmtree("/")) == errno.EBUSY
    assert err_of(lambda: fs.rmtree("/nope")) == errno.ENOENT
    assert err_of(lambda: fs.rmtree("/etc")) == errno.EACCES


# --------------------------------------------------------------------- links


def test_hard_links(fs: VirtualFS) -> None:
    fs.write_bytes("/home/user/a", b"shared")
    size = fs.total_bytes
    fs.link("/home/user/a", "/home/user/b")
    a, b = fs.stat("/home/user/a"), fs.stat("/home/user/b")
    assert a.st_ino == b.st_ino and a.st_nlink == b.st_nlink == 2
    assert fs.total_bytes == size  # content counted once
    fs.write_bytes("/home/user/b", b"changed")
    assert fs.read_bytes("/home/user/a") == b"changed"
    fs.remove("/home/user/a")
    assert fs.stat("/home/user/b").st_nlink == 1
    assert fs.read_bytes("/home/user/b") == b"changed"
    fs.symlink("b", "/home/user/sl")
    fs.link("/home/user/sl", "/home/user/sl2")  # link(2) does not follow
    assert fs.lstat("/home/user/sl2").kind == "symlink"
    assert fs.lstat("/home/user/sl").st_nlink == 2


@pytest.mark.parametrize(
    ("src", "dst", "code"),
    [
        ("/tmp", "/home/user/t", errno.EPERM),
        ("/nope", "/home/user/t", errno.ENOENT),
        ("/etc/passwd", "/etc/hosts", errno.EEXIST),
        ("/etc/passwd", "/etc/p2", errno.EACCES),
        ("/etc/passwd", "/nope/p2", errno.ENOENT),
    ],
)
def test_link_errors(fs: VirtualFS, src: str, dst: str, code: int) -> None:
    assert err_of(lambda: fs.link(src, dst)) == code


def test_symlink_and_readlink(fs: VirtualFS) -> None:
    fs.symlink("../relative/target", "/home/user/l")
    assert fs.readlink("/home/user/l") == "../relative/target"
    st = fs.lstat("/home/user/l")
    assert st.st_uid == 1000
    assert err_of(lambda: fs.readlink("/etc/passwd")) == errno.EINVAL
    assert err_of(lambda: fs.readlink("/nope")) == errno.ENOENT
    assert err_of(lambda: fs.symlink("x", "/home/user/l")) == errno.EEXIST
    assert err_of(lambda: fs.symlink("", "/home/user/e")) == errno.ENOENT
    assert err_of(lambda: fs.symlink("x", "/etc/l")) == errno.EACCES
    assert err_of(lambda: fs.symlink("x" * 5000, "/home/user/long")) == errno.ENAMETOOLONG


def test_mkfifo_and_mknod(fs: VirtualFS) -> None:
    fs.mkfifo("/tmp/fifo", 0o644)
    st = fs.stat("/tmp/fifo")
    assert stat.S_ISFIFO(st.st_mode) and st.permissions == 0o644
    assert err_of(lambda: fs.mkfifo("/tmp/fifo")) == errno.EEXIST
    assert err_of(lambda: fs.mknod("/tmp/dev", "null")) == errno.EPERM
    with fs.as_user(0, 0, umask=0):
        fs.mknod("/tmp/mynull", "null")
    fs.write_bytes("/tmp/mynull", b"gone")
    assert fs.read_bytes("/tmp/mynull") == b""
    assert fs.stat("/tmp/mynull").st_rdev == (1 << 8) | 3


# -------------------------------------------------------------------- rename


def test_rename_file(fs: VirtualFS) -> None:
    fs.write_bytes("/home/user/a", b"A")
    ino = fs.stat("/home/user/a").st_ino
    fs.rename("/home/user/a", "/home/user/b")
    assert not fs.lexists("/home/user/a")
    assert fs.stat("/home/user/b").st_ino == ino
    fs.write_bytes("/home/user/c", b"C")
    count = fs.file_count
    fs.rename("/home/user/b", "/home/user/c")  # overwrite
    assert fs.read_bytes("/home/user/c") == b"A"
    assert fs.file_count == count - 1
    fs.rename("/home/user/c", "/tmp/c")  # across dirs
    assert fs.read_bytes("/tmp/c") == b"A"


def test_rename_dirs(fs: VirtualFS) -> None:
    fs.seed({"/home/user/src/f": "x"})
    fs.mkdir("/home/user/empty")
    fs.rename("/home/user/src", "/home/user/empty")  # replaces empty dir
    assert fs.read_bytes("/home/user/empty/f") == b"x"
    assert fs.stat("/home/user").st_nlink == 3
    fs.rename("/home/user/empty", "/tmp/moved")
    assert fs.stat("/home/user").st_nlink == 2
    assert fs.stat("/tmp").st_nlink == 3
    assert fs.read_bytes("/tmp/moved/f") == b"x"
    fs.rename("/tmp/moved", "/tmp/moved")  # same path: no-op
    fs.write_bytes("/home/user/h1", b"")
    fs.link("/home/user/h1", "/home/user/h2")
    fs.rename("/home/user/h1", "/home/user/h2")  # same inode: no-op
    assert fs.lexists("/home/user/h1") and fs.lexists("/home/user/h2")


def test_rename_symlink_itself(fs: VirtualFS) -> None:
    fs.mkdir("/home/user/d")
    fs.symlink("d", "/home/user/l")
    fs.rename("/home/user/l", "/home/user/l2")
    assert fs.readlink("/home/user/l2") == "d"
    assert fs.is_dir("/home/user/d")


def test_rename_errors(fs: VirtualFS) -> None:
    fs.seed({"/home/user/d/sub/f": "1", "/home/user/full/x": "2", "/home/user/file": "3"})
    fs.mkdir("/home/user/empty")
    table = [
        ("/home/user/nope", "/home/user/x", errno.ENOENT),
        ("/home/user/file", "/nope/x", errno.ENOENT),
        ("/home/user/d", "/home/user/file", errno.ENOTDIR),
        ("/home/user/file", "/home/user/empty", errno.EISDIR),
        ("/home/user/d", "/home/user/full", errno.ENOTEMPTY),
        ("/home/user/d", "/home/user/d/sub/inside", errno.EINVAL),
        ("/home/user/d", "/home/user/d/new", errno.EINVAL),
        ("/", "/tmp/root", errno.EBUSY),
        ("/home/user/d/..", "/tmp/x", errno.EBUSY),
        ("/home/user/file", "/home/user/newname/", errno.ENOTDIR),
        ("/etc/passwd", "/home/user/pw", errno.EACCES),
        ("/home/user/file", "/etc/file", errno.EACCES),
    ]
    for src, dst, code in table:
        assert err_of(lambda src=src, dst=dst: fs.rename(src, dst)) == code, (src, dst)
    assert fs.read_bytes("/home/user/d/sub/f") == b"1"
    assert fs.read_bytes("/home/user/file") == b"3"


def test_rename_dir_needs_write_on_itself_across_parents(fs: VirtualFS) -> None:
    fs.mkdir("/home/user/ro", 0o555)
    assert err_of(lambda: fs.rename("/home/user/ro", "/tmp/ro")) == errno.EACCES
    fs.rename("/home/user/ro", "/home/user/ro2")  # same parent is fine


# -------------------------------------------------------------------- limits


def test_max_file_bytes() -> None:
    fs = VirtualFS(uid=0, gid=0, max_file_bytes=10)
    fs.write_bytes("/f", b"1234567890")
    assert err_of(lambda: fs.write_bytes("/f", b"x", append=True)) == errno.EFBIG
    assert err_of(lambda: fs.write_bytes("/g", b"x" * 11)) == errno.EFBIG
    assert err_of(lambda: fs.truncate("/f", 11)) == errno.EFBIG
    assert fs.read_bytes("/f") == b"1234567890"
    assert not fs.lexists("/g")
    assert fs.total_bytes == 10


def test_max_fs_bytes() -> None:
    fs = VirtualFS(uid=0, gid=0, max_fs_bytes=10)
    fs.write_bytes("/a", b"12345")
    fs.write_bytes("/b", b"12345")
    count = fs.file_count
    assert err_of(lambda: fs.write_bytes("/c", b"1")) == errno.ENOSPC
    assert err_of(lambda: fs.write_bytes("/a", b"!", append=True)) == errno.ENOSPC
    assert err_of(lambda: fs.truncate("/a", 6)) == errno.ENOSPC
    assert fs.read_bytes("/a") == b"12345"
    assert not fs.lexists("/c")
    assert fs.file_count == count
    assert fs.total_bytes == 10
    fs.write_bytes("/a", b"1")  # shrinking frees space
    fs.write_bytes("/c", b"1234")
    assert fs.total_bytes == 10


def test_max_files() -> None:
    fs = VirtualFS(uid=0, gid=0, max_files=3)  # root counts as one
    fs.mkdir("/d")
    fs.write_bytes("/d/f", b"")
    assert fs.file_count == 3
    assert err_of(lambda: fs.write_bytes("/d/g", b"")) == errno.ENOSPC
    assert err_of(lambda: fs.mkdir("/e")) == errno.ENOSPC
    assert err_of(lambda: fs.symlink("x", "/s")) == errno.ENOSPC
    assert err_of(lambda: fs.mkfifo("/p")) == errno.ENOSPC
    assert fs.listdir("/") == ["d"]
    fs.link("/d/f", "/hard")  # no new inode needed
    fs.remove("/d/f")
    fs.remove("/hard")
    fs.write_bytes("/d/g", b"")
    assert fs.file_count == 3


# ----------------------------------------------------------------------- fork


def test_fork_independence(fs: VirtualFS) -> None:
    fs.seed({"/home/user/p/a": "A"})
    fs.link("/home/user/p/a", "/home/user/p/b")
    child = fs.fork()
    child.write_bytes("/home/user/p/a", b"child")
    child.mkdir("/home/user/new")
    child.chmod("/home/user/p", 0o700)
    assert fs.read_bytes("/home/user/p/a") == b"A"
    assert not fs.exists("/home/user/new")
    assert fs.stat("/home/user/p").permissions == 0o755
    # hard links are preserved inside the copy
    assert child.read_bytes("/home/user/p/b") == b"child"
    assert child.stat("/home/user/p/b").st_nlink == 2
    fs.remove("/home/user/p/b")
    assert child.lexists("/home/user/p/b")
    assert fs.stat("/home/user/p/a").st_nlink == 1
    assert child.stat("/home/user/p/a").st_nlink == 2
    assert child.file_count == fs.file_count + 1  # the new dir
    # same random stream, independent clocks
    assert fs.read_device("/dev/urandom", 8) == child.read_device("/dev/urandom", 8)
    c = fs.copy()
    c.uid = 0
    assert fs.uid == 1000


def test_fork_shares_bytes(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/big", b"x" * 1000)
    child = fs.fork()
    assert child.read_bytes("/tmp/big") is fs.read_bytes("/tmp/big")
    assert child.total_bytes == fs.total_bytes


# ---------------------------------------------------------------------- paths


@pytest.mark.parametrize(
    ("cwd", "path", "want"),
    [
        ("/home/user", "a/b", "/home/user/a/b"),
        ("/home/user", "/etc//passwd", "/etc/passwd"),
        ("/home/user", "../..", "/"),
        ("/home/user", "../../../..", "/"),
        ("/", "./a/./b/", "/a/b"),
        ("/home/user", "", "/home/user"),
        ("/a/b", "c/../d", "/a/b/d"),
    ],
)
def test_paths_join(cwd: str, path: str, want: str) -> None:
    assert paths.join(cwd, path) == want


def test_paths_helpers() -> None:
    assert paths.join("/a", "b/", keep_trailing_slash=True) == "/a/b/"
    assert paths.normpath("//a//b/..") == "/a"
    assert paths.absolute("/home/user", "x/../y") == "/home/user/x/../y"
    assert paths.absolute("/", "x") == "/x"
    assert paths.absolute("/h", "/abs") == "/abs"
    assert paths.absolute("/h", "") == "/h"
    assert paths.split("/a/b/") == ("/a", "b")
    assert paths.split("/a") == ("/", "a")
    assert paths.split("/") == ("/", "")
    assert paths.dirname("x") == "."
    assert paths.basename("/a/b//") == "b"
    assert paths.basename("//") == "/"
    assert paths.components("/a//b/./c") == ["a", "b", ".", "c"]
    assert paths.is_abs("/x") and not paths.is_abs("x")


def test_entries_of_a_directory_that_cannot_be_searched() -> None:
    fs = VirtualFS()
    fs.mkdir("/d")
    fs.write_bytes("/d/a", b"x")
    fs.chmod("/d", 0o644)
    fs.uid = 1000
    assert fs.entries("/d") == [("a", None)]  # names, but no lstat through it
    fs.uid = 0  # root searches everything
    assert [(name, st is not None) for name, st in fs.entries("/d")] == [("a", True)]


def test_appends_grow_in_place_and_reads_see_bytes(fs: VirtualFS) -> None:
    """Appending to a file past a page grows one buffer in place (a loop of ``>>`` is linear,
    not a copy of the whole file per line); every read still gets immutable ``bytes``."""
    from agentsh.vfs.nodes import APPEND_IN_PLACE, File

    before = fs.total_bytes
    fs.write_bytes("/tmp/f", b"x" * APPEND_IN_PLACE)
    fs.write_bytes("/tmp/f", b"a", append=True)
    node = fs._existing("/tmp/f")  # pyright: ignore[reportPrivateUsage]
    assert isinstance(node, File)
    buf = node.data
    assert isinstance(buf, bytearray)
    for i in range(100):
        fs.write_bytes("/tmp/f", b"%d\n" % i, append=True)
        assert node.data is buf  # the same buffer, grown in place
    expected = b"x" * APPEND_IN_PLACE + b"a" + b"".join(b"%d\n" % i for i in range(100))
    assert fs.stat("/tmp/f").st_size == len(expected)
    assert fs.total_bytes == before + len(expected)
    data = fs.read_bytes("/tmp/f")
    assert type(data) is bytes and data == expected
    assert type(node.data) is bytes  # frozen by the read
    assert fs.read_device("/tmp/f", 3) == b"xxx"


def test_a_growing_file_is_not_shared_by_copies(fs: VirtualFS) -> None:
    """``fork`` shares file bytes between the copies; a buffer that grows in place must not be
    shared, or an append in one copy would show in the other. Snapshots hold bytes."""
    import pickle

    fs.write_bytes("/tmp/f", b"y" * 5000)
    fs.write_bytes("/tmp/f", b"1", append=True)
    other = fs.fork()
    fs.write_bytes("/tmp/f", b"2", append=True)
    other.write_bytes("/tmp/f", b"3", append=True)
    assert fs.read_bytes("/tmp/f") == b"y" * 5000 + b"12"
    assert other.read_bytes("/tmp/f") == b"y" * 5000 + b"13"
    fs.write_bytes("/tmp/f", b"4", append=True)
    back = pickle.loads(pickle.dumps(fs))
    assert back.read_bytes("/tmp/f") == b"y" * 5000 + b"124"


def test_open_write_for_append(fs: VirtualFS) -> None:
    """``>>``'s open: one resolution; creates missing files and dangling symlinks' targets."""
    assert isinstance(fs.open_write("/tmp/new", append=True), File)
    assert fs.read_bytes("/tmp/new") == b""
    fs.symlink("target", "/tmp/link")
    assert isinstance(fs.open_write("/tmp/link", append=True), File)
    assert fs.exists("/tmp/target")
    assert fs.open_write("/dev/null", append=True) == "null"
    with pytest.raises(FSError) as e:
        fs.open_write("/tmp", append=True)
    assert e.value.errno == errno.EISDIR
    with pytest.raises(FSError) as e:
        fs.open_write("/nodir/x", append=True)
    assert e.value.errno == errno.ENOENT


def test_tiny_limits_still_get_the_default_layout() -> None:
    from agentsh import Bash, Limits

    # the layout (/etc/passwd...) is made before the limits apply: no exception at start
    r = Bash(limits=Limits(max_file_bytes=10)).run("head -1 /etc/passwd | cut -d: -f1; echo ok")
    assert r.stdout == "root\nok\n"


def test_relative_seed_paths_are_under_the_cwd() -> None:
    from agentsh import Bash

    b = Bash(files={"rel/x.txt": "a", "/abs.txt": "b"}, cwd="/app")
    assert b.run("cat rel/x.txt /abs.txt; cat /app/rel/x.txt").stdout == "ab" + "a"
