"""The environment and context a command receives: built lazily, yet exactly the exported
variables at the command's start, whatever way the command reads it."""

from __future__ import annotations

import copy
import pickle

from agentsh import Bash, CommandContext, RunResult, define_command
from agentsh._dataclass import fields
from agentsh.runtime.variables import LazyEnv


def _env() -> tuple[LazyEnv, list[int]]:
    calls: list[int] = []

    def fill() -> dict[str, str]:
        calls.append(1)
        return {"A": "1", "B": "2"}

    return LazyEnv(fill), calls


def test_lazy_env_is_not_built_until_read() -> None:
    e, calls = _env()
    assert calls == []
    assert e["A"] == "1"
    assert e.get("B") == "2"
    assert calls == [1]  # built once


def test_lazy_env_every_way_of_reading() -> None:
    want = {"A": "1", "B": "2"}
    readers = [
        dict,
        lambda e: {**e},
        lambda e: dict(**e),
        lambda e: dict(e.items()),
        lambda e: {k: e[k] for k in e},
        lambda e: {k: e[k] for k in e.keys()},
        lambda e: dict(zip(e.keys(), e.values(), strict=True)),
        copy.copy,
        lambda e: pickle.loads(pickle.dumps(e)),
        lambda e: e.copy(),
        lambda e: e | {},
    ]
    for read in readers:
        e, _ = _env()
        assert read(e) == want
    e, _ = _env()
    assert e == want and len(e) == 2 and "A" in e and "Z" not in e and bool(e)
    e, _ = _env()
    d: dict[str, str] = {}
    d.update(e)
    assert d == want
    e, _ = _env()
    assert "{A}-{B}".format_map(e) == "1-2"
    e, _ = _env()
    assert repr(e) == repr(want)


def test_lazy_env_changes_apply_to_the_built_dict() -> None:
    e, _ = _env()
    e["C"] = "3"
    assert dict(e) == {"A": "1", "B": "2", "C": "3"}
    e, _ = _env()
    assert e.pop("A") == "1" and dict(e) == {"B": "2"}
    e, _ = _env()
    del e["B"]
    assert dict(e) == {"A": "1"}
    e, _ = _env()
    assert e.setdefault("A", "x") == "1" and e.setdefault("D", "4") == "4"
    e, calls = _env()
    e.clear()
    assert dict(e) == {} and calls == []


def test_command_sees_exported_variables() -> None:
    seen: dict[str, str] = {}

    def showenv(args: list[str], ctx: CommandContext) -> RunResult:
        seen.clear()
        seen.update(ctx.env)
        return RunResult(stdout=ctx.env.get("FOO", "-") + "\n")

    b = Bash(custom_commands=[define_command("showenv", showenv)])
    r = b.run("export FOO=bar; NOTEXP=1; showenv; FOO=tmp showenv; showenv; env | grep '^FOO='")
    assert r.stdout == "bar\ntmp\nbar\nFOO=bar\n", r
    assert "NOTEXP" not in seen and seen["FOO"] == "bar"


def test_command_context_field_order() -> None:
    # the shell builds CommandContext positionally (it runs for every command): this order
    # is what exec/shell.py:_run_fn passes
    assert [f.name for f in fields(CommandContext)] == [
        "args",
        "name",
        "env",
        "cwd",
        "fs",
        "stdin_stream",
        "stdout",
        "stderr",
        "limits",
        "run_subcommand",
        "check",
        "open_special",
        "run_script",
        "sleep",
        "shell",
        "fd_stream",
        "_stdin_text",
    ]
