"""Structure behind a cheap cold start: what ``import agentsh`` + a first run must not import.

Timings live in benchmarks/ (cold_start); here only the shape is checked, in a fresh interpreter.
"""

from __future__ import annotations

import subprocess
import sys

#: Imported on use only: the stdlib's dataclasses machinery (and inspect, which it pulls in),
#: printf's format engine and its fractions, random (the VFS's seeded source is made on first
#: use), the planner, and every command implementation. (The registry's tables of names are
#: read at ``Bash()``: ``/usr/bin`` holds a file for each command.)
NOT_AT_STARTUP = (
    "dataclasses",
    "inspect",
    "fractions",
    "decimal",
    "random",
    "agentsh.builtins.printf_impl",
    "agentsh.planner",
    "agentsh.commands.options",
    "agentsh.commands.jq",
    "agentsh.commands.awk",
    "agentsh.commands.sed",
    "agentsh.commands.grep",
)


def _modules_after(code: str) -> set[str]:
    script = f"import sys\n{code}\nprint('\\n'.join(sys.modules))"
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout
    return set(out.split())


def test_import_and_first_run_stay_lean() -> None:
    mods = _modules_after("import agentsh\nagentsh.Bash().run('true; x=1; echo $x >/dev/null')")
    assert "agentsh.exec.shell" in mods
    loaded = sorted(m for m in NOT_AT_STARTUP if m in mods)
    assert not loaded, loaded


def test_first_jq_run_does_not_need_the_stdlib_dataclasses() -> None:
    mods = _modules_after(
        "import agentsh\nb = agentsh.Bash()\n"
        "r = b.run('echo \\'{\"a\": [1, 2]}\\' | jq -c \\'.a | map(. * 2)\\'')\n"
        "assert r.stdout == '[2,4]\\n', r"
    )
    assert "agentsh.commands.jq" in mods
    assert "dataclasses" not in mods
