"""Peer virtual bashes compared side by side with agentsh: bashkit and just-bash.

Each peer runs in a long-lived worker process (`peers/bashkit_worker.py`,
`peers/justbash_worker.mjs`) speaking JSON lines. The worker times the peer's
own execute call, so IPC and file loading are never part of a measurement. A
worker that hangs past the timeout is killed (the result becomes `n/a`) and a
fresh one is started for the next request.

Detection:
* bashkit: `import bashkit` works in this Python (`pip install bashkit`).
* just-bash: `node` on PATH and the package found in, in this order,
  `$JUST_BASH_DIR` (the package dir itself or a dir holding
  `node_modules/just-bash`), `benchmarks/peers/node_modules/just-bash`
  (`npm install --prefix benchmarks/peers just-bash`), `npm root -g`.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PEERS_DIR = HERE / "peers"


class PeerError(Exception):
    """The worker failed, died or timed out; the message is the `n/a` reason."""


class Peer:
    name = ""

    def __init__(self) -> None:
        self._proc: subprocess.Popen | None = None
        self.version = ""

    # -- to override
    def worker_cmd(self) -> list[str]:
        raise NotImplementedError

    def coldstart_cmd(self) -> list[str]:
        raise NotImplementedError

    # -- worker management
    def _start(self) -> subprocess.Popen:
        if self._proc is None or self._proc.poll() is not None:
            self._proc = subprocess.Popen(
                self.worker_cmd(),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                cwd=str(PEERS_DIR),
            )
        return self._proc

    def close(self) -> None:
        p, self._proc = self._proc, None
        if p is not None and p.poll() is None:
            p.kill()
            p.wait()

    def request(self, msg: dict, timeout: float = 120.0) -> dict:
        p = self._start()
        try:
            p.stdin.write((json.dumps(msg) + "\n").encode())
            p.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            self.close()
            raise PeerError(f"worker died ({e})") from None
        deadline = time.monotonic() + timeout
        buf = bytearray()
        fd = p.stdout.fileno()
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self.close()
                raise PeerError(f"timeout, {self.name} run killed after {timeout:.0f}s")
            r, _, _ = select.select([fd], [], [], left)
            if not r:
                continue
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                code = p.poll()
                self.close()
                raise PeerError(f"worker died (exit {code})")
            buf += chunk
            if buf.endswith(b"\n"):
                break
        reply = json.loads(buf)
        if not reply.get("ok"):
            raise PeerError(f"worker error: {reply.get('error', '?')[:160]}")
        return reply

    # -- API used by the runner
    def new(self, host_dir: str | None, cwd: str, timeout: float = 600.0) -> None:
        self.request({"op": "new", "dir": host_dir, "cwd": cwd}, timeout)

    def run(self, script: str, timeout: float) -> dict:
        return self.request({"op": "run", "script": script}, timeout)

    def repeat(self, script: str, n: int, timeout: float) -> dict:
        return self.request({"op": "repeat", "script": script, "n": n}, timeout)

    def session(self, commands: list[str], timeout: float) -> dict:
        return self.request({"op": "session", "commands": commands}, timeout)

    def probe(self) -> str | None:
        """Start the worker and ask its version; returns a reason when unusable."""
        try:
            self.version = self.request({"op": "version"}, 60.0)["version"]
        except PeerError as e:
            return str(e)
        return None


class BashkitPeer(Peer):
    name = "bashkit"

    def worker_cmd(self) -> list[str]:
        return [sys.executable, str(PEERS_DIR / "bashkit_worker.py")]

    def coldstart_cmd(self) -> list[str]:
        return [sys.executable, "-c", "import bashkit; bashkit.Bash().execute_sync('true')"]

    @staticmethod
    def find() -> str | None:
        try:
            import importlib.util

            return "ok" if importlib.util.find_spec("bashkit") else None
        except (ImportError, ValueError):
            return None


def _is_jb_pkg(d: Path) -> bool:
    try:
        return json.loads((d / "package.json").read_text()).get("name") == "just-bash"
    except (OSError, ValueError):
        return False


class JustBashPeer(Peer):
    name = "just-bash"

    def __init__(self, pkg_dir: Path) -> None:
        super().__init__()
        self.pkg_dir = pkg_dir

    def worker_cmd(self) -> list[str]:
        return ["node", str(PEERS_DIR / "justbash_worker.mjs"), str(self.pkg_dir)]

    def coldstart_cmd(self) -> list[str]:
        main = json.loads((self.pkg_dir / "package.json").read_text())["main"]
        url = (self.pkg_dir / main).as_uri()
        code = f"const {{ Bash }} = await import({json.dumps(url)}); await new Bash().exec('true');"
        return ["node", "--input-type=module", "-e", code]

    @staticmethod
    def find() -> Path | None:
        if not shutil.which("node"):
            return None
        cands = []
        env = os.environ.get("JUST_BASH_DIR")
        if env:
            cands += [Path(env), Path(env) / "node_modules" / "just-bash"]
        cands.append(PEERS_DIR / "node_modules" / "just-bash")
        if shutil.which("npm"):
            try:
                root = subprocess.run(
                    ["npm", "root", "-g"], capture_output=True, text=True, timeout=20
                ).stdout.strip()
                if root:
                    cands.append(Path(root) / "just-bash")
            except (OSError, subprocess.SubprocessError):
                pass
        return next((c.resolve() for c in cands if _is_jb_pkg(c)), None)


def detect(enabled: bool = True) -> tuple[list[Peer], dict[str, str]]:
    """Return the usable peers and, for the others, why they are skipped."""
    peers: list[Peer] = []
    skipped: dict[str, str] = {}
    if not enabled:
        return [], {"bashkit": "disabled (--no-peers)", "just-bash": "disabled (--no-peers)"}
    if BashkitPeer.find():
        p = BashkitPeer()
        why = p.probe()
        if why:
            skipped["bashkit"] = why
        else:
            peers.append(p)
    else:
        skipped["bashkit"] = "not installed (pip install bashkit)"
    d = JustBashPeer.find()
    if d:
        p = JustBashPeer(d)
        why = p.probe()
        if why:
            skipped["just-bash"] = why
        else:
            peers.append(p)
    else:
        skipped["just-bash"] = (
            "not found (node + npm install --prefix benchmarks/peers just-bash, or JUST_BASH_DIR)"
        )
    return peers, skipped
