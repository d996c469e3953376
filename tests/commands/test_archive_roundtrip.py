"""Round trips of the archive commands on binary data, and interoperability with Python's
tarfile/zipfile/gzip readers (the real formats)."""

from __future__ import annotations

import gzip
import io
import random
import tarfile
import zipfile

import pytest

from agentsh import Bash

RND = random.Random(7).randbytes(200_000)
BINARY = bytes(range(256)) * 40


def _sh() -> Bash:
    return Bash(
        files={"/home/user/d/bin": BINARY, "/home/user/d/rnd": RND, "/home/user/d/t.txt": "text\n"}
    )


@pytest.mark.parametrize(
    "script",
    [
        "tar cf a.tar d && rm -r d && tar xf a.tar",
        "tar czf a.tgz d && rm -r d && tar xzf a.tgz",
        "tar cjf a.tbz d && rm -r d && tar xf a.tbz",
        "tar cJf a.txz d && rm -r d && tar xf a.txz",
        "zip -qr a.zip d && rm -r d && unzip -q a.zip",
        "find d | cpio -o -H newc --quiet > a.cpio && rm -r d && cpio -id --quiet < a.cpio",
        "gzip d/bin d/rnd && gunzip d/bin.gz d/rnd.gz",
        "bzip2 d/bin d/rnd && bunzip2 d/bin.bz2 d/rnd.bz2",
        "xz d/bin d/rnd && unxz d/bin.xz d/rnd.xz",
        "lzma d/bin d/rnd && unlzma d/bin.lzma d/rnd.lzma",
    ],
)
def test_round_trip(script: str) -> None:
    sh = _sh()
    r = sh.run(script)
    assert r.exit_code == 0, r.stderr
    assert sh.fs.read_bytes("/home/user/d/bin") == BINARY
    assert sh.fs.read_bytes("/home/user/d/rnd") == RND


def test_tar_readable_by_tarfile_long_names() -> None:
    long_dir = "x" * 60 + "/" + "y" * 60
    sh = Bash(files={f"/home/user/{long_dir}/file": "hi\n"})
    assert sh.run("tar czf a.tgz xxx*").exit_code == 0
    data = sh.fs.read_bytes("/home/user/a.tgz")
    with tarfile.open(fileobj=io.BytesIO(data)) as tf:
        names = tf.getnames()
        member = tf.extractfile(f"{long_dir}/file")
        assert member is not None and member.read() == b"hi\n"
    assert f"{long_dir}/file" in names


def test_reads_pax_archives() -> None:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.PAX_FORMAT) as tf:
        info = tarfile.TarInfo("p/" + "n" * 150)
        info.size = 2
        info.mtime = 86400
        tf.addfile(info, io.BytesIO(b"ok"))
    sh = Bash(files={"/home/user/p.tar": buf.getvalue()})
    r = sh.run("tar tf p.tar; tar xf p.tar; cat p/n*")
    assert r.stdout == "p/" + "n" * 150 + "\nok"


def test_gzip_output_readable_and_identical_to_gzip_n() -> None:
    sh = Bash(files={"/home/user/f": "hello world\n"})
    sh.run("gzip -n -c f > f.gz")
    data = sh.fs.read_bytes("/home/user/f.gz")
    assert gzip.decompress(data) == b"hello world\n"
    assert data.hex() == "1f8b0800000000000003cb48cdc9c95728cf2fca49e102002d3b08af0c000000"


def test_zip_readable_by_zipfile() -> None:
    sh = _sh()
    sh.run("zip -qr a.zip d")
    with zipfile.ZipFile(io.BytesIO(sh.fs.read_bytes("/home/user/a.zip"))) as zf:
        assert zf.read("d/rnd") == RND
        assert zf.testzip() is None


def test_tar_dotdot_member_refused() -> None:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.GNU_FORMAT) as tf:
        info = tarfile.TarInfo("x/../../evil")
        info.size = 1
        tf.addfile(info, io.BytesIO(b"e"))
        info = tarfile.TarInfo("/abs")
        info.size = 1
        tf.addfile(info, io.BytesIO(b"a"))
    sh = Bash(files={"/home/user/e.tar": buf.getvalue()})
    r = sh.run("tar xf e.tar; echo rc=$?; ls")
    assert r.stdout == "rc=2\nabs\ne.tar\n"
    assert r.stderr == (
        "tar: x/../../evil: Member name contains '..'\n"
        "tar: Removing leading `/' from member names\n"
        "tar: Exiting with failure status due to previous errors\n"
    )
    assert not sh.fs.exists("/home/evil")
