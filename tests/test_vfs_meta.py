"""Per-node metadata of the VFS: shared metadata records stay per-file in behaviour, inode
numbers (handed out when first observed) are unique and stable, timestamps move as before."""

from __future__ import annotations

import pytest

from agentsh import Bash
from agentsh.vfs import VirtualClock, VirtualFS


@pytest.fixture
def fs() -> VirtualFS:
    return VirtualFS.with_default_layout()


def test_files_written_in_one_call_get_distinct_inodes(fs: VirtualFS) -> None:
    fs.seed({f"/srv/d/f{i}": "x" for i in range(20)})
    inos = [fs.stat(f"/srv/d/f{i}").st_ino for i in range(20)]
    assert len(set(inos)) == 20
    assert fs.stat("/srv/d").st_ino not in inos
    assert inos == [fs.stat(f"/srv/d/f{i}").st_ino for i in range(20)]  # stable


def test_inode_number_is_the_same_through_every_view(fs: VirtualFS) -> None:
    fs.seed({"/srv/a": "1", "/srv/b": "2"})
    listed = dict(fs.entries("/srv"))
    walked = dict(fs.iter_tree("/srv"))
    assert listed["b"].st_ino == fs.stat("/srv/b").st_ino == walked["/srv/b"].st_ino
    assert listed["a"].st_ino == walked["/srv/a"].st_ino != listed["b"].st_ino


def test_inode_number_survives_rename_write_and_chmod(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/f", b"a")
    ino = fs.stat("/tmp/f").st_ino
    fs.write_bytes("/tmp/f", b"b", append=True)
    fs.chmod("/tmp/f", 0o600)
    fs.rename("/tmp/f", "/tmp/g")
    assert fs.stat("/tmp/g").st_ino == ino


def test_new_files_never_reuse_an_observed_number(fs: VirtualFS) -> None:
    seen = {fs.stat("/etc/passwd").st_ino, fs.stat("/").st_ino}
    for i in range(10):
        fs.write_bytes(f"/tmp/n{i}", b"")
        ino = fs.stat(f"/tmp/n{i}").st_ino
        assert ino not in seen
        seen.add(ino)
    fs.write_bytes("/tmp/late", b"")  # created before, observed after the others
    fs.write_bytes("/tmp/later", b"")
    assert fs.stat("/tmp/later").st_ino not in seen
    assert fs.stat("/tmp/late").st_ino not in seen | {fs.stat("/tmp/later").st_ino}


def test_hard_links_share_inode_whenever_observed(fs: VirtualFS) -> None:
    fs.seed({"/srv/a": "data"})
    fs.link("/srv/a", "/srv/b")  # linked before any number was given
    assert fs.stat("/srv/a").st_ino == fs.stat("/srv/b").st_ino
    assert fs.stat("/srv/a").st_nlink == fs.stat("/srv/b").st_nlink == 2
    fs.chmod("/srv/b", 0o600)
    assert fs.stat("/srv/a").permissions == 0o600
    fs.remove("/srv/b")
    assert fs.stat("/srv/a").st_nlink == 1


def test_fork_keeps_observed_numbers_and_stays_unique(fs: VirtualFS) -> None:
    fs.write_bytes("/tmp/seen", b"")
    fs.write_bytes("/tmp/unseen", b"")
    seen = fs.stat("/tmp/seen").st_ino
    other = fs.fork()
    assert other.stat("/tmp/seen").st_ino == seen
    inos = {other.stat(p).st_ino for p in ("/tmp/seen", "/tmp/unseen")}
    other.write_bytes("/tmp/new", b"")
    assert other.stat("/tmp/new").st_ino not in inos and len(inos) == 2


def test_hard_links_stay_one_inode_in_a_fork(fs: VirtualFS) -> None:
    fs.seed({"/srv/a": "data"})
    fs.link("/srv/a", "/srv/b")
    other = fs.fork()
    assert other.stat("/srv/a").st_ino == other.stat("/srv/b").st_ino
    other.write_bytes("/srv/a", b"new")
    assert other.read_bytes("/srv/b") == b"new" and fs.read_bytes("/srv/b") == b"data"


def test_chmod_and_chown_of_one_file_leave_its_siblings_alone(fs: VirtualFS) -> None:
    fs.seed({"/srv/a": "1", "/srv/b": "2", "/srv/c": "3"})
    fs.chmod("/srv/a", 0o600)
    with fs.as_user(0, 0):
        fs.chown("/srv/b", 0, 0)
    assert fs.stat("/srv/a").permissions == 0o600
    assert (fs.stat("/srv/a").st_uid, fs.stat("/srv/a").st_gid) == (1000, 1000)
    assert (fs.stat("/srv/b").st_uid, fs.stat("/srv/b").st_gid) == (0, 0)
    assert fs.stat("/srv/b").permissions == 0o644
    c = fs.stat("/srv/c")
    assert (c.permissions, c.st_uid, c.st_gid) == (0o644, 1000, 1000)


def test_times_of_one_file_leave_its_siblings_alone(fs: VirtualFS) -> None:
    fs.seed({"/srv/a": "1", "/srv/b": "2"})
    before = fs.stat("/srv/b")
    fs.utime("/srv/a", 100.0, 200.0)
    fs.write_bytes("/srv/a", b"more", append=True)
    after = fs.stat("/srv/b")
    assert (after.st_atime, after.st_mtime, after.st_ctime) == (
        before.st_atime,
        before.st_mtime,
        before.st_ctime,
    )


def test_one_seed_call_is_one_instant() -> None:
    fs = VirtualFS.with_default_layout(clock=VirtualClock(1000.0))
    fs.seed({"/srv/x/a": "1", "/srv/b": "2"})
    stats = [fs.stat(p) for p in ("/srv/x/a", "/srv/b", "/srv/x")]
    times = {t for st in stats for t in (st.st_atime, st.st_mtime, st.st_ctime)}
    assert len(times) == 1
    fs.seed({"/srv/c": "3"})
    assert fs.stat("/srv/c").st_mtime > fs.stat("/srv/b").st_mtime


def test_write_moves_mtime_and_ctime_not_atime() -> None:
    clock = VirtualClock(1000.0)
    fs = VirtualFS(clock=clock)
    fs.write_bytes("/f", b"a")
    born = fs.stat("/f")
    clock.advance(0.01)  # (past the coarse tick: see the next test)
    fs.write_bytes("/f", b"b")
    st = fs.stat("/f")
    assert st.st_atime == born.st_atime
    assert st.st_mtime == st.st_ctime > born.st_mtime
    clock.advance(0.01)
    fs.chmod("/f", 0o600)
    st2 = fs.stat("/f")
    assert (st2.st_atime, st2.st_mtime) == (st.st_atime, st.st_mtime)
    assert st2.st_ctime > st.st_ctime


def test_changes_within_a_coarse_tick_keep_the_three_times_one() -> None:
    # as Linux's file times (a clock ticking every few ms): ``echo x > f`` makes and writes
    # the file at one time, which all three show; later changes move only theirs
    clock = VirtualClock(1000.0)
    fs = VirtualFS(clock=clock)
    fs.write_bytes("/f", b"")
    fs.write_bytes("/f", b"x", append=True)
    fs.chmod("/f", 0o600)
    st = fs.stat("/f")
    assert st.st_atime == st.st_mtime == st.st_ctime > 1000.0
    clock.advance(0.01)
    fs.write_bytes("/f", b"y", append=True)
    st2 = fs.stat("/f")
    assert st2.st_atime == st.st_atime
    assert st2.st_mtime == st2.st_ctime > st.st_mtime


def test_utime_sets_each_time_separately() -> None:
    fs = VirtualFS(clock=VirtualClock(1000.0))
    fs.write_bytes("/f", b"a")
    fs.utime("/f", 5.0, 7.0)
    st = fs.stat("/f")
    assert (st.st_atime, st.st_mtime) == (5.0, 7.0) and st.st_ctime > 1000.0
    fs.utime("/f", 9.0, 9.0)
    st = fs.stat("/f")
    assert (st.st_atime, st.st_mtime) == (9.0, 9.0) and st.st_ctime > 1000.0


def test_snapshot_round_trip_keeps_metadata() -> None:
    bash = Bash(files={"/home/user/a": "1", "/home/user/b": "2"})
    bash.run("chmod 600 a; ln a hard; touch -d '2020-01-02 03:04:05' b")
    show = "stat -c '%n %i %a %h %Y %Z' a b hard"
    before = bash.run(show).stdout
    restored = Bash.restore(bash.snapshot())
    assert restored.run(show).stdout == before
    restored.run("chmod 640 b")
    assert restored.run("stat -c %a a b").stdout == "600\n640\n"


def test_shell_view_of_inodes_and_modes() -> None:
    bash = Bash(files={"/home/user/d/x": "1", "/home/user/d/y": "2"})
    out = bash.run("cd d && ls -i x y && chmod 700 x && stat -c '%n %a' x y").stdout.split()
    assert out[0] != out[2] and out[1:4:2] == ["x", "y"]
    assert out[4:] == ["x", "700", "y", "644"]


def test_stat_compares_and_shows_the_inode_number(fs: VirtualFS) -> None:
    fs.seed({"/srv/a": "x", "/srv/b": "y"})  # same size, mode, owner and times
    a, b = fs.stat("/srv/a"), fs.stat("/srv/b")
    assert a != b and a == fs.stat("/srv/a") and hash(a) == hash(fs.stat("/srv/a"))
    assert f"st_ino={a.st_ino}," in repr(a) and repr(a).startswith("Stat(st_mode=")


def test_walking_stats_leave_numbers_unassigned_until_read(fs: VirtualFS) -> None:
    fs.seed({"/srv/a": "x", "/srv/b": "y"})
    walked = dict(fs.iter_tree("/srv"))
    fs.write_bytes("/srv/c", b"")
    inos = [walked["/srv/b"].st_ino, fs.stat("/srv/c").st_ino, walked["/srv/a"].st_ino]
    assert len(set(inos)) == 3
    assert inos == [fs.stat(p).st_ino for p in ("/srv/b", "/srv/c", "/srv/a")]
