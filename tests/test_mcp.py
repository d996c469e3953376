"""The MCP server (``agentsh mcp``): the three tools, in-process and over stdio."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import pytest

pytest.importorskip("mcp")

from agentsh import Bash  # noqa: E402
from agentsh.langchain_tools import create_agentsh_tools  # noqa: E402
from agentsh.mcp_server import build_server  # noqa: E402

Call = Callable[[str, dict[str, Any]], Awaitable[Any]]


def _text(result: Any) -> str:
    assert not result.isError if hasattr(result, "isError") else not result.is_error
    return "".join(c.text for c in result.content if getattr(c, "type", "") == "text")


def _in_process(server: Any) -> AbstractAsyncContextManager[Any]:
    """A connected client session: ``mcp.Client`` (SDK 2.x) or the 1.x memory helper."""
    try:
        from mcp import Client  # pyright: ignore[reportAttributeAccessIssue]

        return Client(server)
    except ImportError:
        from mcp.shared.memory import (  # pyright: ignore[reportAttributeAccessIssue]
            create_connected_server_and_client_session,
        )

        return create_connected_server_and_client_session(server._mcp_server)


async def _session_calls(client: Any) -> dict[str, Any]:
    tools = await client.list_tools()
    out: dict[str, Any] = {"names": sorted(t.name for t in tools.tools)}
    out["schema"] = {
        t.name: t.inputSchema if hasattr(t, "inputSchema") else t.input_schema for t in tools.tools
    }
    out["run1"] = json.loads(
        _text(await client.call_tool("agentsh_run", {"script": "cd /tmp && echo hi > f && X=7"}))
    )
    out["run2"] = json.loads(
        _text(await client.call_tool("agentsh_run", {"script": "pwd; cat f; echo $X; exit 3"}))
    )
    out["plan"] = json.loads(
        _text(await client.call_tool("agentsh_plan", {"script": "rm -rf /data"}))
    )
    out["parse"] = json.loads(
        _text(await client.call_tool("agentsh_parse", {"script": "if; then"}))
    )
    return out


def test_tools_in_process_match_the_langchain_tools() -> None:
    bash = Bash(files={"/data/a.txt": "x"})
    server = build_server(bash)

    async def main() -> dict[str, Any]:
        async with _in_process(server) as client:
            return await _session_calls(client)

    out = asyncio.run(main())
    assert out["names"] == ["agentsh_parse", "agentsh_plan", "agentsh_run"]
    assert out["schema"]["agentsh_run"]["required"] == ["script"]
    assert out["run1"] == {"exit_code": 0, "stdout": "", "stderr": ""}
    assert out["run2"] == {"exit_code": 3, "stdout": "/tmp\nhi\n7\n", "stderr": ""}
    parse_tool, plan_tool, _ = create_agentsh_tools()
    assert out["plan"] == json.loads(plan_tool.invoke("rm -rf /data"))
    assert out["parse"] == json.loads(parse_tool.invoke("if; then"))
    assert out["parse"]["has_errors"] is True
    assert bash.file_exists("/data/a.txt")  # the plan ran nothing
    assert bash.read_file("/tmp/f") == "hi\n"  # the server used the given session


def test_each_server_has_its_own_session() -> None:
    async def one() -> dict[str, Any]:
        async with _in_process(build_server()) as client:
            return await _session_calls(client)

    async def main() -> list[dict[str, Any]]:
        return [await one(), await one()]

    first, second = asyncio.run(main())
    assert first["run2"] == second["run2"]  # the second connection did not see the first's files


def test_stdio_subprocess() -> None:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(command=sys.executable, args=["-m", "agentsh", "mcp"])

    async def main() -> dict[str, Any]:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await _session_calls(session)

    out = asyncio.run(asyncio.wait_for(main(), 60))
    assert out["names"] == ["agentsh_parse", "agentsh_plan", "agentsh_run"]
    assert out["run2"] == {"exit_code": 3, "stdout": "/tmp\nhi\n7\n", "stderr": ""}
