"""Proof that ``Bash.run`` never touches the host: no processes, sockets or real files.

An audit hook (``sys.addaudithook``) records every process, socket, exec and filesystem event
raised while scripts run. Modules are imported in a warm-up pass first, so the only file opens
a lazy import could cause are out of the measured pass.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from agentsh import Bash

SCRIPTS = [
    "echo hello | tr a-z A-Z",
    "x=$(echo a b c | wc -w); echo $x > /tmp/n; cat /tmp/n",
    "mkdir -p d/e && echo hi > d/e/f && cat d/e/f && rm -r d 2>/dev/null; ls",
    "cat /etc/passwd | grep user | head -n 1",
    "for i in 1 2 3; do echo $i; done | sort -r",
    "ls /nonexistent; cat nope; grep x nope; nosuchcmd",
    "cd /tmp && pwd && cd - >/dev/null && pwd",
    "f() { echo $(( $1 * 2 )); }; f 21",
    "yes | head -n 3",
    "printf '%s\\n' b a c | sort > out.txt; cat < out.txt",
    "cat <<EOF\nhere $HOME\nEOF",
    "echo *; echo /etc/*",
    "/bin/sh -c 'echo x'; exec python3 -c 1; curl http://example.com; nc -l 80",
    "source /etc/hostname; . nope",
    "[ -f /etc/passwd ] && test -d /tmp && [[ -e /dev/null ]]",
]

BAD_PREFIXES = (
    "subprocess.",
    "os.system",
    "os.exec",
    "os.spawn",
    "os.posix_spawn",
    "os.fork",
    "os.forkpty",
    "pty.",
    "socket.",
    "open",
    "os.listdir",
    "os.scandir",
    "os.mkdir",
    "os.remove",
    "os.rmdir",
    "os.rename",
    "os.symlink",
    "os.link",
    "os.chmod",
    "os.chown",
    "os.truncate",
    "os.utime",
    "shutil.",
    "ctypes.",
)

_events: list[tuple[str, tuple[object, ...]]] = []
_recording = False


def _hook(event: str, args: tuple[object, ...]) -> None:
    if _recording and event.startswith(BAD_PREFIXES):
        _events.append((event, args))


sys.addaudithook(_hook)


def test_runs_raise_no_host_io_events() -> None:
    global _recording
    warm = Bash()
    for s in SCRIPTS:
        warm.run(s)
    bash = Bash()
    _recording = True
    try:
        results = [bash.run(s) for s in SCRIPTS]
    finally:
        _recording = False
    assert not _events, f"host I/O during run(): {_events[:5]}"
    assert results[0].stdout == "HELLO\n"


def test_no_process_or_socket_imports_in_src() -> None:
    src = Path(__file__).resolve().parent.parent / "src" / "agentsh"
    forbidden = {"subprocess", "socket", "multiprocessing", "pty", "ctypes"}
    offenders: list[str] = []
    for path in src.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module.split(".")[0]]
            for n in names:
                if n in forbidden:
                    offenders.append(f"{path}: {n}")
    assert not offenders, offenders
