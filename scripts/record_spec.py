#!/usr/bin/env python3
"""Record the expected outputs of the spec cases from real GNU bash (the oracle).

Usage::

    python scripts/record_spec.py                 # every tests/spec/*.test.sh
    python scripts/record_spec.py vars quoting    # only these topics (or file paths)
    python scripts/record_spec.py --check         # re-run bash, compare, write nothing

For each case: a fresh temp dir, ``bash -c SCRIPT`` with cwd = that dir, stdin from
/dev/null, a fixed minimal environment (HOME = the temp dir), 10 s timeout. Every
occurrence of the temp dir path in stdout/stderr is replaced by ``/home/user`` (the
cwd and $HOME of an agentsh session). Output bytes are decoded as UTF-8 with
``errors="surrogateescape"``; lone surrogates are written to JSON as ``\\udcXX``
escapes, so ``json.loads`` gives back exactly that ``str``.

Writes ``tests/spec/golden/<topic>.json`` = {"cases": {name: {stdout, stderr, status}}},
sorted keys, indent 1. Spec files are never modified. Re-running is idempotent.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _import_loader():
    name = "agentsh_spec_loader"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / "spec" / "loader.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod  # dataclasses need the module registered
    spec.loader.exec_module(mod)
    return mod


_L = _import_loader()
GOLDEN_DIR, SpecError = _L.GOLDEN_DIR, _L.SpecError
golden_path, load_file, load_golden = _L.golden_path, _L.load_file, _L.load_golden
spec_files, topic_of = _L.spec_files, _L.topic_of

BASH = "/usr/bin/bash"
TIMEOUT = 10
AGENT_HOME = b"/home/user"
_SURROGATE_RE = re.compile("[\ud800-\udfff]")


def run_case(script: str) -> dict:
    tmp = tempfile.mkdtemp(prefix="agentsh-spec-")
    real = os.path.realpath(tmp)
    try:
        env = {
            "LC_ALL": "C.UTF-8",
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": real,
            "USER": "user",
            "TERM": "dumb",
        }
        proc = subprocess.run(
            ["bash", "-c", script],  # argv[0] "bash" => messages start with "bash: "
            executable=BASH,
            cwd=real,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=TIMEOUT,
        )
        out, err = proc.stdout, proc.stderr
        for path in {real, tmp}:
            p = path.encode()
            out = out.replace(p, AGENT_HOME)
            err = err.replace(p, AGENT_HOME)
        return {
            "stdout": out.decode("utf-8", errors="surrogateescape"),
            "stderr": err.decode("utf-8", errors="surrogateescape"),
            "status": proc.returncode,
        }
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def dump_golden(cases: dict[str, dict]) -> str:
    text = json.dumps({"cases": cases}, sort_keys=True, indent=1, ensure_ascii=False)
    # Lone surrogates (undecodable bytes) cannot be encoded as UTF-8: escape them.
    return _SURROGATE_RE.sub(lambda m: f"\\u{ord(m.group()):04x}", text) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("topics", nargs="*", help="topics or spec file paths (default: all)")
    ap.add_argument(
        "--check", action="store_true", help="compare with existing golden files, write nothing"
    )
    args = ap.parse_args(argv)
    os.umask(0o022)

    try:
        files = spec_files(args.topics)
    except SpecError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if not files:
        print("no spec files found", file=sys.stderr)
        return 2

    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    total = failed = changed = 0
    for path in files:
        topic = topic_of(path)
        try:
            cases = load_file(path)
        except SpecError as e:
            print(f"error: {e}", file=sys.stderr)
            failed += 1
            continue
        old = load_golden(topic)
        recorded: dict[str, dict] = {}
        nonzero = 0
        for case in cases:
            try:
                res = run_case(case.script)
            except subprocess.TimeoutExpired:
                print(f"  TIMEOUT {case.id} (not recorded)", file=sys.stderr)
                failed += 1
                continue
            recorded[case.name] = res
            nonzero += res["status"] != 0
        diff = sorted(n for n in set(old) | set(recorded) if old.get(n) != recorded.get(n))
        changed += len(diff)
        total += len(recorded)
        print(
            f"{topic:12} {len(recorded):4} cases  ({nonzero} nonzero status, "
            f"{len(diff)} changed vs golden)"
        )
        if args.check:
            for n in diff:
                print(f"  differs: {topic}::{n}")
        else:
            golden_path(topic).write_text(dump_golden(recorded), encoding="utf-8")
    print(f"total: {total} cases recorded from {len(files)} file(s); {failed} error(s)")
    if args.check and changed:
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
