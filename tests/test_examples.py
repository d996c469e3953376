"""The examples run against scripted fake chat models, so they cannot rot."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        f"agentsh_example_{name}", EXAMPLES / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_react_loop_plans_asks_and_runs(capsys: Any) -> None:
    ex = _load("react_loop")
    from agentsh import Bash

    asked: list[tuple[str, list[str]]] = []

    def refuse(script: str, plan: Any) -> bool:
        asked.append((script, [w.code for w in plan.warnings]))
        return False

    bash = Bash(files={"/data/sales.csv": "product,amount\nwidget,100\ngadget,250\n"})
    answer, transcript = ex.react_loop(ex.scripted_model(), "total?", bash, refuse)
    assert answer == "The total of all sales is 350."
    observations = [m.content for m in transcript if m.type == "human"][1:]
    assert observations[0].startswith("exit_code: 0\nstdout:\nproduct,amount\nwidget,100")
    assert observations[1] == "exit_code: 0\nstdout:\n350\n\nstderr:\n"
    assert asked == [("rm -rf ~\n", ["destructive"])]  # only the warned step asked
    assert "refused" in observations[2]
    assert bash.file_exists("/home/user")  # refused: nothing deleted

    bash2 = Bash(files={"/home/user/notes.txt": "x"})
    _, transcript = ex.react_loop(ex.scripted_model(), "total?", bash2, lambda s, p: True)
    assert not bash2.file_exists("/home/user/notes.txt")  # approved: it ran (in the sandbox)
    assert transcript[-2].content.startswith("exit_code: 1\n")  # rm could not remove ~ itself
    assert ex.main(refuse) == "The total of all sales is 350."
    assert capsys.readouterr().out == "The total of all sales is 350.\n"


def test_react_loop_stops_after_max_turns() -> None:
    ex = _load("react_loop")
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    model = GenericFakeChatModel(messages=iter([AIMessage("<bash>echo $((1+1))</bash>")] * 3))
    answer, transcript = ex.react_loop(model, "loop", approve=lambda s, p: True, max_turns=3)
    assert answer == "(stopped: too many turns)"
    assert transcript[-1].content.startswith("exit_code: 0\nstdout:\n2\n")


def test_langgraph_agent_uses_the_three_tools(capsys: Any) -> None:
    pytest.importorskip("langgraph")
    ex = _load("langgraph_agent")
    messages = ex.main()
    tool_results = [json.loads(m.content) for m in messages if m.type == "tool"]
    assert [m.name for m in messages if m.type == "tool"] == [
        "agentsh_plan",
        "agentsh_run",
        "agentsh_parse",
        "agentsh_run",
    ]
    assert tool_results[0]["effects"][0]["kind"] == "read"
    assert tool_results[1] == {"exit_code": 0, "stdout": "", "stderr": ""}
    assert tool_results[2]["has_errors"] is False
    assert tool_results[3] == {"exit_code": 0, "stdout": "gadget\n", "stderr": ""}
    assert messages[-1].content == "The best-selling product is gadget."
    assert "ai: The best-selling product is gadget." in capsys.readouterr().out
