#!/usr/bin/env python3
"""Record jq 1.7.1's command-line answers for ``tests/commands/jq_cli_cases.test.sh`` into
``tests/commands/golden/jq_cli171.json``: like ``record_spec.py`` (same case format, same
``bash -c`` run in a fresh temp dir with the same environment), but with a jq 1.7.1 binary
first in PATH. The system jq is 1.6, so the spec topic ``jq`` cannot be recorded here; this
covers what the library (``record_jq_lib.py``) cannot: options, output formatting, input
positions. Not part of the test run; it needs a jq 1.7.1 binary, e.g. built from the source
that the PyPI package ``jq==1.7.0`` ships in its sdist (``deps/jq-1.7.1.tar.gz``:
``./configure --with-oniguruma=builtin && make``).

    python scripts/record_jq_cli.py /path/to/jq-1.7.1/jq
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "commands" / "jq_cli_cases.test.sh"
OUT = ROOT / "tests" / "commands" / "golden" / "jq_cli171.json"


def _record_spec():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(
        "record_spec", ROOT / "scripts" / "record_spec.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    jq = os.path.abspath(argv[0])
    version = subprocess.run([jq, "--version"], capture_output=True, text=True).stdout.strip()
    if version != "jq-1.7.1":
        print(f"{jq} is {version!r}, not jq-1.7.1", file=sys.stderr)
        return 2
    rs = _record_spec()
    bindir = tempfile.mkdtemp(prefix="jq171-bin-")
    try:
        os.symlink(jq, os.path.join(bindir, "jq"))
        cases: dict[str, dict[str, object]] = {}
        for case in rs.load_file(CASES):
            tmp = tempfile.mkdtemp(prefix="agentsh-jqcli-")
            real = os.path.realpath(tmp)
            try:
                env = {
                    "LC_ALL": "C.UTF-8",
                    "PATH": f"{bindir}:/usr/local/bin:/usr/bin:/bin",
                    "HOME": real,
                    "USER": "user",
                    "TERM": "dumb",
                }
                proc = subprocess.run(
                    ["bash", "-c", case.script],
                    executable=rs.BASH,
                    cwd=real,
                    env=env,
                    stdin=subprocess.DEVNULL,
                    capture_output=True,
                    timeout=rs.TIMEOUT,
                )
                out, err = proc.stdout, proc.stderr
                for path in {real, tmp}:
                    out = out.replace(path.encode(), rs.AGENT_HOME)
                    err = err.replace(path.encode(), rs.AGENT_HOME)
                cases[case.name] = {
                    "stdout": out.decode("utf-8", errors="surrogateescape"),
                    "stderr": err.decode("utf-8", errors="surrogateescape"),
                    "status": proc.returncode,
                }
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    finally:
        shutil.rmtree(bindir, ignore_errors=True)
    OUT.write_text(rs.dump_golden(cases), encoding="utf-8")
    print(f"{len(cases)} cases -> {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
