"""Copy-on-write mounts of real folders: lazy reads, writes in memory, no escapes, diffs."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from agentsh import Bash
from agentsh.vfs.mount import LazyFile


def _tree_hash(root: Path) -> str:
    """A hash of names, kinds, modes, contents and symlink targets under ``root``."""
    h = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(dirnames + filenames):
            p = Path(dirpath, name)
            st = p.lstat()
            h.update(f"{p.relative_to(root)}|{st.st_mode:o}|{st.st_mtime_ns}".encode())
            if p.is_symlink():
                h.update(os.readlink(p).encode())
            elif p.is_file():
                h.update(p.read_bytes())
    return h.hexdigest()


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / "src").mkdir(parents=True)
    (root / "src" / "app.py").write_text("def main():\n    return 1\n")
    (root / "README").write_text("hello\n")
    (root / "run.sh").write_text("#!/bin/sh\necho run\n")
    (root / "run.sh").chmod(0o755)
    (root / "bin.dat").write_bytes(b"\x00\x01\x02")
    os.symlink("src/app.py", root / "link_inside")
    os.symlink("../secret.txt", root / "link_up")
    os.symlink(str(tmp_path / "secret.txt"), root / "link_abs")
    os.symlink("/etc", root / "link_etc")
    (tmp_path / "secret.txt").write_text("TOP SECRET\n")
    return root


def test_reads_come_from_the_host_lazily(project: Path) -> None:
    bash = Bash(mounts={"/project": str(project)})
    node = bash.fs._existing("/project/src/app.py")  # pyright: ignore[reportPrivateUsage]
    assert isinstance(node, LazyFile) and node.pending  # nothing read at mount time
    assert bash.run("ls /project").stdout == "README\nbin.dat\nlink_inside\nrun.sh\nsrc\n"
    assert bash.run("stat -c '%s %a' /project/src/app.py /project/run.sh").stdout == (
        "25 644\n19 755\n"
    )
    assert node.pending  # stat and ls need no content
    assert bash.run("cat /project/link_inside").stdout == "def main():\n    return 1\n"
    assert not node.pending
    assert bash.run("cd /project && ./run.sh 2>/dev/null; grep -rn return .").stdout.endswith(
        "./src/app.py:2:    return 1\n"
    )


def test_host_folder_is_never_modified(project: Path) -> None:
    before = _tree_hash(project.parent)
    bash = Bash()
    bash.mount(str(project), "/project")
    r = bash.run(
        "cd /project && echo x >> README && sed -i s/1/2/ src/app.py && rm -rf src bin.dat "
        "&& chmod 000 run.sh && mv README R2 && ln -sf /etc/passwd link_inside "
        "&& mkdir -p new/deep && echo hi > new/deep/f && rm -rf /project; echo done"
    )
    assert r.stdout == "done\n", r.stderr
    assert _tree_hash(project.parent) == before
    assert (project / "README").read_text() == "hello\n"


def test_dotdot_and_symlink_escapes_are_refused(project: Path) -> None:
    bash = Bash(mounts={"/project": str(project)})
    m = bash._mounts[0]  # pyright: ignore[reportPrivateUsage]
    assert sorted(m.refused) == ["link_abs", "link_etc", "link_up"]
    r = bash.run(
        "cd /project; cat ../secret.txt; cat ../../secret.txt; cat link_up link_abs; "
        "ls link_etc; cat /project/../../../../../secret.txt"
    )
    assert "TOP SECRET" not in r.stdout
    assert r.exit_code != 0
    # a symlink the agent makes can only point into the VFS, never at the host
    tmp = project.parent
    bash.run(f"ln -s {tmp}/secret.txt /project/evil; ln -s ../../.. /project/up")
    assert "TOP SECRET" not in bash.run(f"cat /project/evil /project/up{tmp}/secret.txt").stdout


def test_host_symlink_swapped_after_mount_is_refused(project: Path, tmp_path: Path) -> None:
    bash = Bash(mounts={"/project": str(project)})
    (project / "README").unlink()
    os.symlink(tmp_path / "secret.txt", project / "README")  # attacker swaps the file
    r = bash.run("cat /project/README")
    assert "TOP SECRET" not in r.stdout
    assert r.exit_code == 1 and "Permission denied" in r.stderr


def test_mount_refuses_bad_targets(project: Path, tmp_path: Path) -> None:
    bash = Bash(files={"/busy/x": "1"})
    with pytest.raises(ValueError):
        bash.mount(str(project), "/busy")
    with pytest.raises(ValueError):
        bash.mount(str(tmp_path / "secret.txt"), "/p")
    with pytest.raises(ValueError):
        bash.mount(str(project), "/")


def test_read_only_mount(project: Path) -> None:
    bash = Bash()
    bash.mount(str(project), "/ro", read_only=True)
    r = bash.run("cat /ro/README; echo x > /ro/README; rm /ro/README; chmod 777 /ro/README")
    assert r.stdout == "hello\n"
    assert r.stderr.count("Permission denied") + r.stderr.count("Operation not permitted") == 3
    assert not bash.changes()


def test_changes_diff_and_patch(project: Path, tmp_path: Path) -> None:
    bash = Bash(mounts={"/project": str(project)})
    assert not bash.changes()
    bash.run(
        "cd /project && echo world >> README && rm bin.dat && printf 'new\\n' > src/new.py "
        "&& sed -i 's/return 1/return 2/' src/app.py && chmod -x run.sh && mkdir empty && printf '\\000\\377abc' > blob.bin"
    )
    ch = bash.changes()
    assert ch.created == ["blob.bin", "empty/", "src/new.py"]
    assert ch.modified == ["README", "run.sh", "src/app.py"]
    assert ch.deleted == ["bin.dat"]
    diff = ch.diff()
    assert "--- a/README\n+++ b/README\n@@ -1 +1,2 @@\n hello\n+world\n" in diff
    assert "--- /dev/null\n+++ b/src/new.py\n@@ -0,0 +1 @@\n+new\n" in diff
    assert "-    return 1\n+    return 2\n" in diff
    assert "Binary files a/bin.dat and /dev/null differ" in diff
    patch = ch.patch()
    assert "diff --git a/run.sh b/run.sh\nold mode 100755\nnew mode 100644\n" in patch
    assert "new file mode 100644" in patch and "deleted file mode 100644" in patch
    # the patch applies to a copy of the real folder and reproduces the session's files
    if shutil.which("git") is None:
        pytest.skip("git not installed")
    copy = tmp_path / "copy"
    shutil.copytree(project, copy, symlinks=True)
    done = subprocess.run(
        ["git", "apply", "-"], input=patch.encode(), cwd=copy, capture_output=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert (copy / "README").read_text() == "hello\nworld\n"
    assert (copy / "src" / "app.py").read_text() == bash.read_file("/project/src/app.py")
    assert not (copy / "bin.dat").exists()
    assert (copy / "blob.bin").read_bytes() == b"\x00\xffabc"
    assert not os.access(copy / "run.sh", os.X_OK)


def test_forks_and_snapshots_of_mounted_sessions(project: Path) -> None:
    bash = Bash(mounts={"/project": str(project)})
    bash.run("echo more >> /project/README")
    fork = bash.fork()
    fork.run("rm /project/README")
    assert fork.changes().deleted == ["README"]
    assert bash.changes().modified == ["README"]
    restored = Bash.restore(bash.snapshot())
    assert restored.read_file("/project/README") == "hello\nmore\n"
    assert restored.read_file("/project/src/app.py") == "def main():\n    return 1\n"
    # the snapshot holds plain in-memory files: no host path, no lazy loader
    assert b"LazyFile" not in bash.snapshot() and str(project).encode() not in bash.snapshot()


def test_simulate_on_a_mount(project: Path) -> None:
    bash = Bash(mounts={"/project": str(project)})
    sim = bash.simulate("echo x > /project/README")
    assert sim.modified == ["/project/README"]
    assert bash.read_file("/project/README") == "hello\n"


_opened: list[str] = []
_watch = False


def _audit(event: str, args: tuple[object, ...]) -> None:
    if _watch and event in ("open", "os.listdir", "os.scandir") and args:
        _opened.append(str(args[0]))


sys.addaudithook(_audit)


def test_host_reads_stay_inside_the_mount(project: Path, tmp_path: Path) -> None:
    global _watch
    warm = Bash(mounts={"/project": str(project)})
    warm.run("cat /project/README; grep -r x /project; cat /project/../secret.txt")
    bash = Bash(mounts={"/project": str(project)})
    _watch = True
    try:
        bash.run(
            "cat /project/README /project/link_up; grep -rn return /project; cat ../secret.txt"
        )
        bash.run("cd /project && cat ../../../../secret.txt link_abs; find . -type f | xargs cat")
    finally:
        _watch = False
    # (Python's own reads while it imports a module lazily: source, caches, extension
    # modules, and the listings of sys.path that its finders make)
    python_dirs = tuple(
        os.path.realpath(d) + os.sep
        for d in (sys.prefix, sys.base_prefix, sys.exec_prefix, *sys.path)
        if d and os.path.isdir(d)
    )
    opened = [
        p
        for p in _opened
        if not p.endswith(".py")
        and "__pycache__" not in p
        and not (os.path.realpath(p) + os.sep).startswith(python_dirs)
    ]
    assert opened, "the mounted files are read lazily during the run"
    real = os.path.realpath(project)
    assert all(os.path.realpath(p).startswith(real + os.sep) for p in opened), opened
