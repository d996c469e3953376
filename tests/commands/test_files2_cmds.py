"""du, df, tree, mktemp, truncate, install, file, shred, dd: cases the differential spec file
(tests/spec/files.test.sh) cannot cover -- VFS block accounting, the virtual df, binary
formats built in Python, non-root permission paths, determinism and dd's fixed statistics.
Expected outputs come from GNU coreutils 9.1 / file-5.44 / tree 2.1.0 (LC_ALL=C.UTF-8, TZ=UTC)
unless a comment says the behaviour is an agentsh decision."""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import struct
import tarfile
import zipfile
import zlib

import pytest

from agentsh import Bash, Limits
from agentsh.commands.file import describe

HOME = "/home/user"


def sh(script: str, files: dict[str, str | bytes] | None = None) -> tuple[str, str, int]:
    r = Bash(files=files or {}).run(script)
    return r.stdout, r.stderr, r.exit_code


TREE = (
    "mkdir -p a/b/c a/e; printf 'hello\\n' > a/f1; printf '%05000d' 0 > a/b/big; "
    ": > a/b/c/empty; ln -s f1 a/lnk; "
)

# (script, stdout, stderr, status) -- all recorded from GNU du on ext4, whose block
# accounting (4 KiB blocks, 4 KiB directories) the VFS mirrors.
DU_CASES = [
    (
        TREE + "du -a a",
        "8\ta/b/big\n0\ta/b/c/empty\n4\ta/b/c\n16\ta/b\n4\ta/e\n4\ta/f1\n0\ta/lnk\n28\ta\n",
        "",
        0,
    ),
    (TREE + "du a", "4\ta/b/c\n16\ta/b\n4\ta/e\n28\ta\n", "", 0),
    (TREE + "du -sh a", "28K\ta\n", "", 0),
    (TREE + "du -c a a/b", "4\ta/b/c\n16\ta/b\n4\ta/e\n28\ta\n28\ttotal\n", "", 0),
    (TREE + "du -k -s a; du -m -s a", "28\ta\n1\ta\n", "", 0),
    (TREE + "du -B K -s a", "28K\ta\n", "", 0),
    (TREE + "du --si -s a", "29k\ta\n", "", 0),
    (TREE + "du -h -a a/b", "8.0K\ta/b/big\n0\ta/b/c/empty\n4.0K\ta/b/c\n16K\ta/b\n", "", 0),
    (TREE + "du -S a", "4\ta/b/c\n12\ta/b\n4\ta/e\n8\ta\n", "", 0),
    (
        TREE + "du -X nope a",
        "",
        "du: nope: No such file or directory\nTry 'du --help' for more information.\n",
        1,
    ),
    (
        TREE + "du -sb --inodes a",
        "8\ta\n",
        "du: warning: options --apparent-size and -b are ineffective with --inodes\n",
        0,
    ),
    (TREE + "du -L -sb a", "21390\ta\n", "", 0),
]


@pytest.mark.parametrize(("script", "out", "err", "status"), DU_CASES)
def test_du(script: str, out: str, err: str, status: int) -> None:
    assert sh(script) == (out, err, status)


# df: agentsh decision (one virtual tmpfs named agentsh); layout follows GNU df.
def _seeded(seed: int, **limits: int) -> Bash:
    b = Bash(limits=Limits(**limits)) if limits else Bash()
    b.fs.rng.seed(seed)
    return b


def test_df_layout() -> None:
    b = _seeded(0, max_fs_bytes=10 * 1024 * 1024, max_files=5000)
    b.fs.seed({f"{HOME}/f": b"x" * (3 * 1024 * 1024 - b.fs.total_bytes)})
    r = b.run("df; df -h .; df -T; df -P")
    lines = r.stdout.splitlines()
    assert lines[0] == "Filesystem     1K-blocks Used Available Use% Mounted on"
    assert lines[1] == "agentsh            10240 3072      7168  30% /"
    assert lines[2:4] == [
        "Filesystem     Size Used Avail Use% Mounted on",
        "agentsh         10M 3.0M  7.0M  30% /",
    ]
    assert "Filesystem     Size Used Avail Use% Mounted on" in r.stdout
    assert "Filesystem     Type  1K-blocks" in r.stdout
    assert "Filesystem     1024-blocks" in r.stdout
    assert "Capacity" in r.stdout
    assert r.exit_code == 0


def test_df_inodes_and_output() -> None:
    r = _seeded(0, max_files=5000).run("df -i; df --output=source,fstype,target")
    lines = r.stdout.splitlines()
    assert lines[0] == "Filesystem     Inodes IUsed IFree IUse% Mounted on"
    assert lines[1].startswith("agentsh          5000 ")
    assert lines[2] == "Filesystem     Type  Mounted on"
    assert lines[3] == "agentsh        tmpfs /"


def test_df_errors() -> None:
    assert sh("df nope") == ("", "df: nope: No such file or directory\n", 1)
    assert sh("df -t ext4") == ("", "df: no file systems processed\n", 1)
    assert sh("df -x tmpfs")[2] == 1


# file: binary formats generated here, descriptions from file-5.44 on the same bytes.
def _png(w: int, h: int, depth: int, ctype: int, inter: int) -> bytes:
    body = struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, inter)
    chunk = struct.pack(">I", len(body)) + b"IHDR" + body
    return b"\x89PNG\r\n\x1a\n" + chunk + struct.pack(">I", zlib.crc32(b"IHDR" + body))


def _tar(fmt: int) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=fmt) as t:
        ti = tarfile.TarInfo("a")
        ti.size = 1
        t.addfile(ti, io.BytesIO(b"x"))
    return buf.getvalue()


def _zip(method: int) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=method) as z:
        z.writestr("a", "b" * 100)
    return buf.getvalue()


GZ_NAMED = (
    b"\x1f\x8b\x08\x08"
    + struct.pack("<I", 1704164645)
    + b"\x04\x03named\x00"
    + b"xxxx"
    + struct.pack("<II", 0, 3)
)

FILE_CASES: list[tuple[bytes, str]] = [
    (
        gzip.compress(b"hello", mtime=0),
        "gzip compressed data, max compression, from Unix, original size modulo 2^32 5",
    ),
    (
        gzip.compress(b"hello", mtime=1700000000, compresslevel=1)[:9]
        + b"\xff"
        + gzip.compress(b"hello", mtime=1700000000, compresslevel=1)[10:],
        "gzip compressed data, last modified: Tue Nov 14 22:13:20 2023, max speed, "
        "original size modulo 2^32 5",
    ),
    (
        GZ_NAMED,
        'gzip compressed data, was "named", last modified: Tue Jan  2 03:04:05 2024, '
        "max speed, from Unix, original size modulo 2^32 3",
    ),
    (bz2.compress(b"x"), "bzip2 compressed data, block size = 900k"),
    (lzma.compress(b"x"), "XZ compressed data, checksum CRC64"),
    (lzma.compress(b"x", check=lzma.CHECK_CRC32), "XZ compressed data, checksum CRC32"),
    (_tar(tarfile.GNU_FORMAT), "POSIX tar archive (GNU)"),
    (_tar(tarfile.USTAR_FORMAT), "POSIX tar archive"),
    (
        _zip(zipfile.ZIP_DEFLATED),
        "Zip archive data, at least v2.0 to extract, compression method=deflate",
    ),
    (
        _zip(zipfile.ZIP_STORED),
        "Zip archive data, at least v2.0 to extract, compression method=store",
    ),
    (_png(3, 2, 8, 6, 0), "PNG image data, 3 x 2, 8-bit/color RGBA, non-interlaced"),
    (_png(256, 128, 8, 2, 1), "PNG image data, 256 x 128, 8-bit/color RGB, interlaced"),
    (b"\x7fELF\x01\x01\x01\x00", "ELF 32-bit LSB (SYSV)"),
    (b"\xff\xfeh\x00i\x00", "Unicode text, UTF-16, little-endian text, with no line terminators"),
    (b"a\x80b\n", "Non-ISO extended-ASCII text"),
    (b"%!PS-Adobe-3.0\n", "PostScript document text conforming DSC level 3.0"),
    (("x" * 301 + "\n").encode(), "ASCII text, with very long lines (301)"),
    (("x" * 300 + "\n").encode(), "ASCII text"),
    (("\u00e9" * 200 + "\n").encode(), "Unicode text, UTF-8 text"),
    (
        b"#!/usr/bin/env bash\necho h\xc3\xa9\n",
        "Bourne-Again shell script, Unicode text, UTF-8 text executable",
    ),
    (b"#!/usr/bin/env node\n", "Node.js script executable, ASCII text"),
]


@pytest.mark.parametrize(("data", "expected"), FILE_CASES)
def test_file_describe(data: bytes, expected: str) -> None:
    assert describe(data)[0] == expected


def test_file_stdin_gzip_has_no_size() -> None:
    data = gzip.compress(b"hi\n", mtime=0)
    assert describe(data, seekable=False)[0] == "gzip compressed data, max compression, from Unix"


def test_file_mime_binary() -> None:
    out, _, _ = sh("file -i g.gz", {f"{HOME}/g.gz": gzip.compress(b"x", mtime=0)})
    assert out == "g.gz: application/gzip; charset=binary\n"


def test_file_devices() -> None:
    out, _, _ = sh("file /dev/null")
    assert out == "/dev/null: character special (1/3)\n"


# mktemp: agentsh decision -- names from a generator seeded from the VFS RNG.
def test_mktemp_deterministic_per_seed() -> None:
    a = _seeded(7).run("mktemp; mktemp -d").stdout
    b = _seeded(7).run("mktemp; mktemp -d").stdout
    assert a == b
    first, second = a.splitlines()
    assert first != second
    assert first.startswith("/tmp/tmp.") and len(first) == len("/tmp/tmp.") + 10


def test_mktemp_tmpdir_env() -> None:
    out, _, status = sh("mkdir t; TMPDIR=$PWD/t mktemp -p '' -u xXXX; echo $?")
    assert status == 0 and out.startswith(f"{HOME}/t/x")


# install as a normal user: ownership changes are refused like on Linux.
def test_install_owner_as_user() -> None:
    out, err, status = sh("touch a; install -o root a b")
    assert (out, err, status) == (
        "",
        "install: cannot change ownership of 'b': Operation not permitted\n",
        1,
    )


def test_install_own_group_ok() -> None:
    out, err, status = sh("touch a; install -o user -g user a b; stat -c %U:%G b")
    assert (out, err, status) == ("user:user\n", "", 0)


# dd statistics: agentsh decision -- a fixed 0.0001 s transfer time; formats from GNU dd.
DD_CASES = [
    (
        "printf 'hello\\n' > h; dd if=h of=o",
        "0+1 records in\n0+1 records out\n6 bytes copied, 0.0001 s, 60.0 kB/s\n",
    ),
    (
        "dd if=/dev/zero of=o bs=1000 count=1",
        "1+0 records in\n1+0 records out\n1000 bytes (1.0 kB) copied, 0.0001 s, 10.0 MB/s\n",
    ),
    (
        "dd if=/dev/zero of=o bs=1024 count=1",
        "1+0 records in\n1+0 records out\n"
        "1024 bytes (1.0 kB, 1.0 KiB) copied, 0.0001 s, 10.2 MB/s\n",
    ),
    (
        "dd if=/dev/zero of=o bs=1M count=3",
        "3+0 records in\n3+0 records out\n"
        "3145728 bytes (3.1 MB, 3.0 MiB) copied, 0.0001 s, 31.5 GB/s\n",
    ),
    (
        "dd if=/dev/zero of=o bs=1 count=1",
        "1+0 records in\n1+0 records out\n1 byte copied, 0.0001 s, 10.0 kB/s\n",
    ),
    (
        "dd if=/dev/zero of=o count=0",
        "0+0 records in\n0+0 records out\n0 bytes copied, 0.0001 s, 0.0 kB/s\n",
    ),
]


@pytest.mark.parametrize(("script", "err"), DD_CASES)
def test_dd_stats(script: str, err: str) -> None:
    assert sh(script) == ("", err, 0)


def test_dd_zero_large_count() -> None:
    out, _, _ = sh("dd if=/dev/zero bs=64K count=3 status=none | wc -c")
    assert out == "196608\n"


def test_shred_deterministic_and_sized() -> None:
    script = "printf secret > f; shred -n 1 f; wc -c < f"
    a = _seeded(1).run(script)
    b = _seeded(1).run(script)
    assert a.stdout == b.stdout == "4096\n"
    assert _seeded(1).fs.read_bytes  # same seed, same bytes:
    x, y = _seeded(3), _seeded(3)
    x.run(script)
    y.run(script)
    assert x.fs.read_bytes(f"{HOME}/f") == y.fs.read_bytes(f"{HOME}/f")


def test_shred_readonly_as_user() -> None:
    out, err, status = sh(
        "echo hi > h; chmod 444 h; shred -n 1 h; echo $?; shred -f -n 1 h; echo $?"
    )
    assert out == "1\n0\n"
    assert err == "shred: h: failed to open for writing: Permission denied\n"
    assert status == 0


def test_tree_version_and_help() -> None:
    out, _, _ = sh("tree --version")
    assert out.startswith("tree v2.1.0 \u00a9 1996 - 2022 by Steve Baker")
    out, _, _ = sh("tree --help | head -1")
    assert out.startswith("usage: tree [-acdfghilnpqrstuvxACDFJQNSUX]")


def test_truncate_limits() -> None:
    r = Bash(limits=Limits(max_file_bytes=100_000)).run("truncate -s 1M f; echo $?")
    assert r.stdout == "1\n"
    assert r.stderr.startswith("truncate: failed to truncate 'f' at 1048576 bytes: ")
