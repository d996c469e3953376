"""Long-lived bashkit worker for the agentsh benchmark suite.

Usage: python bashkit_worker.py
Speaks the same JSON-lines protocol as justbash_worker.mjs (see there): ops
"version", "new", "run", "repeat" and "session". "seconds" is measured in this
process around Bash.execute_sync() only, the way agentsh is timed around
Bash.run(). It runs in its own process so that a hang or crash can be killed
without taking the suite down.
"""

from __future__ import annotations

import json
import os
import sys
import time

import bashkit

BIG = 2**62
_bash = None


def _load(root: str, cwd: str) -> dict[str, str]:
    files = {}
    for dirpath, _dirs, names in os.walk(root):
        for n in names:
            p = os.path.join(dirpath, n)
            rel = os.path.relpath(p, root)
            with open(p, "rb") as f:
                files[f"{cwd}/{rel}"] = f.read().decode("utf-8", "replace")
    return files


def handle(msg: dict) -> dict:
    global _bash
    op = msg["op"]
    if op == "version":
        return {"version": bashkit.__version__}
    if op == "new":
        files = _load(msg["dir"], msg["cwd"]) if msg.get("dir") else {}
        _bash = bashkit.Bash(
            cwd=msg["cwd"],
            env={"LC_ALL": "C", "HOME": "/home/user"},
            max_commands=BIG,
            max_loop_iterations=BIG,
            max_memory=16 << 30,
            timeout_seconds=3600.0,
            # Standard caps a session at 1,000 execute() calls; Interactive does not.
            profile=bashkit.ExecutionProfile.Interactive,
        )
        _bash.mkdir(msg["cwd"], recursive=True)
        for d in sorted({os.path.dirname(p) for p in files}):
            _bash.mkdir(d, recursive=True)
        for path, data in files.items():
            _bash.write_file(path, data)
        return {}
    if op == "run":
        t = time.perf_counter()
        r = _bash.execute_sync(msg["script"])
        dt = time.perf_counter() - t
        return {"stdout": r.stdout, "stderr": r.stderr, "exit": r.exit_code, "seconds": dt}
    if op == "repeat":
        t = time.perf_counter()
        for _ in range(msg["n"]):
            r = _bash.execute_sync(msg["script"])
        dt = time.perf_counter() - t
        return {"stdout": r.stdout, "stderr": r.stderr, "exit": r.exit_code, "seconds": dt}
    if op == "session":
        outputs = []
        t = time.perf_counter()
        for c in msg["commands"]:
            r = _bash.execute_sync(c)
            outputs.append([r.stdout, r.exit_code, r.stderr])
        dt = time.perf_counter() - t
        return {"outputs": outputs, "seconds": dt}
    raise ValueError(f"unknown op {op}")


def main() -> None:
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            reply = {"ok": True, **handle(json.loads(line))}
        except Exception as e:  # report to the harness, keep serving
            reply = {"ok": False, "error": f"{type(e).__name__}: {e}"[:500]}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
