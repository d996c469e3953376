"""Every ```python block of the README runs, in order, in one namespace."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)
    assert len(blocks) >= 5
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, str(README), "exec"), namespace)  # noqa: S102


def test_readme_quickstart_commands_match_ci() -> None:
    text = README.read_text()
    sh_blocks = re.findall(r"```sh\n(.*?)```", text, flags=re.S)
    test_cmd = sh_blocks[1].strip()
    ci = (README.parent / ".ci" / "run").read_text()
    assert test_cmd.split("&& ")[-1] in ci


def test_cli_runs_pipeline(capsys) -> None:  # type: ignore[no-untyped-def]
    from agentsh.cli import main

    assert main(["-c", "echo hello | tr a-z A-Z"]) == 0
    assert capsys.readouterr().out == "HELLO\n"


def test_cli_json_and_status(capsys) -> None:  # type: ignore[no-untyped-def]
    import json

    from agentsh.cli import main

    assert main(["--json", "-c", "echo hi; exit 3"]) == 3
    assert json.loads(capsys.readouterr().out) == {"exit_code": 3, "stdout": "hi\n", "stderr": ""}
