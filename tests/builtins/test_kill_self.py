"""``kill`` of the shell itself: a trapped signal runs its trap, an untrapped one ends the
shell with 128 + its number after the EXIT trap; SIGKILL cannot be trapped and leaves no
time for the EXIT trap either (bash -c dies at once: status 137, nothing printed)."""

from __future__ import annotations

import pytest

from agentsh import Bash


@pytest.mark.parametrize("spec", ["-9", "-KILL", "-s KILL", "-SIGKILL", "-n 9"])
def test_sigkill_runs_no_trap(spec: str) -> None:
    r = Bash().run(f"trap 'echo k' KILL; trap 'echo bye' EXIT; kill {spec} $$; echo alive")
    assert (r.stdout, r.stderr, r.exit_code) == ("", "", 137)


def test_sigterm_runs_the_exit_trap() -> None:
    r = Bash().run("trap 'echo bye' EXIT; kill $$; echo alive")
    assert (r.stdout, r.exit_code) == ("bye\n", 143)


def test_the_session_goes_on_without_the_exit_trap() -> None:
    b = Bash()
    b.run("trap 'echo bye' EXIT; kill -9 $$")
    assert b.run("echo next").stdout == "next\n"
