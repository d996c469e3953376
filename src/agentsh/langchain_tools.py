"""LangChain tools over one agentsh session: ``agentsh_parse``, ``agentsh_plan``, ``agentsh_run``.

``create_agentsh_tools(...)`` returns ``(parse_tool, plan_tool, run_tool)``: real
``langchain_core`` structured tools with a pydantic argument schema (``script: str``), sharing
one :class:`~agentsh.Bash` session, each returning JSON text. The session is reachable from any
of them as ``tool.metadata["agentsh_session"]`` (or :func:`session_of`) so callers can seed or
read files between agent steps.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field

from agentsh.api import Bash
from agentsh.limits import Limits

_SANDBOX = (
    "agentsh is a sandboxed, in-memory bash (GNU bash 5.2 semantics with coreutils, grep, sed, "
    "awk, find, ... reimplemented). There is no network and no access to real files: only the "
    "virtual filesystem of this session. Files, variables, functions, aliases and the working "
    "directory persist between calls."
)


class ScriptInput(BaseModel):
    """The one argument of every agentsh tool."""

    script: str = Field(description="The bash script to use, e.g. `ls -la && grep -rn TODO .`")


def _parse(script: str) -> str:
    from agentsh.syntax import ParseError, parse
    from agentsh.syntax.ast import to_json

    try:
        tree = parse(script)
    except ParseError as e:
        return json.dumps(
            {
                "has_errors": True,
                "errors": [{"message": line, "line": e.line, "column": e.col} for line in e.lines]
                or [{"message": e.message, "line": e.line, "column": e.col}],
                "ast": to_json(e.partial) if e.partial is not None else None,
            }
        )
    return json.dumps({"has_errors": False, "ast": to_json(tree)})


def create_agentsh_tools(
    initial_files: Mapping[str, str | bytes] | None = None,
    initial_vars: Mapping[str, str] | None = None,
    policy: Any = None,
    limits: Limits | None = None,
    cwd: str = "/home/user",
    bash: Bash | None = None,
) -> tuple[BaseTool, BaseTool, BaseTool]:
    """Three tools sharing one session: ``(parse_tool, plan_tool, run_tool)``.

    ``bash`` reuses an existing session instead of creating one. ``policy`` is accepted for the
    policy engine (not yet implemented: passing one raises ``NotImplementedError`` rather than
    silently not enforcing it).
    """
    if policy is not None:
        raise NotImplementedError("policies are not implemented yet in agentsh")
    session = bash or Bash(files=initial_files, env=initial_vars, cwd=cwd, limits=limits)
    meta = {"agentsh_session": session}

    def run(script: str) -> str:
        r = session.run(script)
        out: dict[str, Any] = {"exit_code": r.exit_code, "stdout": r.stdout, "stderr": r.stderr}
        if r.truncated:
            out["truncated"] = True
        if r.limit_exceeded:
            out["limit_exceeded"] = r.limit_exceeded
        return json.dumps(out)

    def plan(script: str) -> str:
        return json.dumps(session.plan(script).to_json())

    run_tool = StructuredTool.from_function(
        func=run,
        name="agentsh_run",
        description=(
            "Run a bash script in the sandbox and return JSON {exit_code, stdout, stderr}. "
            + _SANDBOX
        ),
        args_schema=ScriptInput,
        metadata=meta,
    )
    parse_tool = StructuredTool.from_function(
        func=_parse,
        name="agentsh_parse",
        description=(
            "Parse a bash script without running it; returns JSON {has_errors, ast} (errors with "
            "line and column). Use it to check syntax. " + _SANDBOX
        ),
        args_schema=ScriptInput,
        metadata=meta,
    )
    plan_tool = StructuredTool.from_function(
        func=plan,
        name="agentsh_plan",
        description=(
            "Dry-run a bash script: returns JSON {steps, effects, warnings} describing which "
            "commands would run, which files they would read/write/delete, and risks "
            "(destructive commands, network use, secrets). Nothing is executed. " + _SANDBOX
        ),
        args_schema=ScriptInput,
        metadata=meta,
    )
    return parse_tool, plan_tool, run_tool


def session_of(tool: BaseTool) -> Bash:
    """The :class:`~agentsh.Bash` session behind a tool made by :func:`create_agentsh_tools`."""
    meta = tool.metadata or {}
    session = meta.get("agentsh_session")
    if not isinstance(session, Bash):
        raise ValueError("not an agentsh tool")
    return session
