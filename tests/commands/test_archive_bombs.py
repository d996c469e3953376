"""Decompression bombs and VFS limits: archive commands stop with a clear error, stay streamed,
and leave the VFS consistent."""

from __future__ import annotations

import bz2
import io
import lzma
import tarfile
import zipfile
import zlib

import pytest

from agentsh import Bash
from agentsh.limits import Limits

BIG = 64 * 1024 * 1024  # 64 MiB of zeros: ~64 KiB gzip


def _gzip_zeros(n: int) -> bytes:
    comp = zlib.compressobj(9, zlib.DEFLATED, 31)
    chunk = bytes(1 << 20)
    parts = [comp.compress(chunk) for _ in range(n >> 20)]
    parts.append(comp.flush())
    return b"".join(parts)


def _tar_gz_bomb() -> bytes:
    comp = zlib.compressobj(9, zlib.DEFLATED, 31)
    small = tarfile.TarInfo("small")
    small.size = 3
    big = tarfile.TarInfo("big")
    big.size = BIG
    parts = [comp.compress(small.tobuf(tarfile.GNU_FORMAT) + b"ok\n".ljust(512, b"\0"))]
    parts.append(comp.compress(big.tobuf(tarfile.GNU_FORMAT)))
    chunk = bytes(1 << 20)
    parts += [comp.compress(chunk) for _ in range(BIG >> 20)]
    parts.append(comp.compress(bytes(10240)))
    parts.append(comp.flush())
    return b"".join(parts)


LIMITS = Limits(max_fs_bytes=4 * 1024 * 1024)


def test_gunzip_bomb_no_space() -> None:
    sh = Bash(files={"/home/user/bomb.gz": _gzip_zeros(BIG)}, limits=LIMITS)
    r = sh.run("gunzip bomb.gz; echo rc=$?; ls")
    assert r.stdout == "rc=1\nbomb.gz\n"
    assert r.stderr == "gzip: bomb: No space left on device\n"


def test_gunzip_bomb_file_too_large() -> None:
    sh = Bash(
        files={"/home/user/bomb.gz": _gzip_zeros(BIG)},
        limits=Limits(max_file_bytes=1024 * 1024),
    )
    r = sh.run("gunzip bomb.gz; echo rc=$?")
    assert r.stdout == "rc=1\n"
    assert r.stderr == "gzip: bomb: File too large\n"


def test_zcat_bomb_streams_to_head() -> None:
    sh = Bash(files={"/home/user/bomb.gz": _gzip_zeros(BIG)}, limits=LIMITS)
    r = sh.run("zcat bomb.gz | head -c 5 | od -An -tx1")
    assert r.stdout == " 00 00 00 00 00\n"


def test_tar_bomb_stops_with_error() -> None:
    sh = Bash(files={"/home/user/b.tgz": _tar_gz_bomb()}, limits=LIMITS)
    r = sh.run("tar xzf b.tgz; echo rc=$?; cat small; ls")
    assert r.stdout == "rc=2\nok\nb.tgz\nsmall\n"
    assert r.stderr == (
        "tar: big: Cannot write: No space left on device\n"
        "tar: Exiting with failure status due to previous errors\n"
    )


def test_tar_bomb_list_only_is_fine() -> None:
    sh = Bash(files={"/home/user/b.tgz": _tar_gz_bomb()}, limits=LIMITS)
    r = sh.run("tar tvf b.tgz --numeric-owner")
    assert r.stdout.splitlines()[1] == f"-rw-r--r-- 0/0        {BIG} 1970-01-01 00:00 big"


def test_unzip_bomb() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        with zf.open("big", "w", force_zip64=True) as fh:
            for _ in range(BIG >> 20):
                fh.write(bytes(1 << 20))
    sh = Bash(files={"/home/user/b.zip": buf.getvalue()}, limits=LIMITS)
    r = sh.run("unzip -q b.zip; echo rc=$?; ls")
    assert r.stdout == "rc=50\nb.zip\n"
    assert "write error (disk full?)" in r.stderr


@pytest.mark.parametrize(
    ("name", "blob", "cmd", "msg"),
    [
        ("b.bz2", bz2.compress(bytes(BIG // 4)), "bunzip2 b.bz2", "No space left on device"),
        ("b.xz", lzma.compress(bytes(BIG // 4)), "unxz b.xz", "No space left on device"),
    ],
)
def test_bzip2_xz_bombs(name: str, blob: bytes, cmd: str, msg: str) -> None:
    sh = Bash(files={f"/home/user/{name}": blob}, limits=LIMITS)
    r = sh.run(f"{cmd}; echo rc=$?; ls")
    assert r.stdout == f"rc=1\n{name}\n"
    assert msg in r.stderr


def test_vfs_consistent_after_bomb() -> None:
    sh = Bash(files={"/home/user/bomb.gz": _gzip_zeros(BIG)}, limits=LIMITS)
    sh.run("gunzip bomb.gz")
    assert sh.fs.total_bytes < LIMITS.max_fs_bytes  # type: ignore[operator]
    r = sh.run("printf 'still works\\n' > f; cat f")
    assert r.stdout == "still works\n"
