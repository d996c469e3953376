"""``set -x`` nesting levels: a command substitution's and a process substitution's commands
are traced one level down (``++``), as bash does. (The order of a process substitution's
lines against its command's line is bash's process timing, not pinned in the spec files.)"""

from __future__ import annotations

from agentsh import Bash


def _trace(script: str) -> list[str]:
    return Bash().run("set -x\n" + script).stderr.splitlines()


def test_process_substitution_commands_are_one_level_down() -> None:
    lines = _trace("cat <(echo y) >/dev/null")
    assert "++ echo y" in lines
    assert "+ cat /dev/fd/63" in lines


def test_output_process_substitution_commands_are_one_level_down() -> None:
    lines = _trace("echo x > >(cat >/dev/null)")
    assert "++ cat" in lines
    assert "+ echo x" in lines


def test_command_substitution_commands_are_one_level_down() -> None:
    assert _trace("x=$(echo hi)") == ["++ echo hi", "+ x=hi"]


def test_the_level_comes_back_after_a_process_substitution() -> None:
    lines = _trace("diff <(echo a) <(echo a); echo after")
    assert lines.count("++ echo a") == 2
    assert lines[-1] == "+ echo after"
