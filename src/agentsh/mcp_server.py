"""``agentsh mcp``: the three agentsh tools over the Model Context Protocol (stdio transport).

Serves ``agentsh_parse``, ``agentsh_plan`` and ``agentsh_run`` with the official MCP Python SDK
(``pip install 'agentsh[mcp]'``; both the 1.x ``FastMCP`` and the 2.x ``MCPServer`` APIs are
supported). Each tool takes ``{"script": "..."}`` and returns the same JSON text as the LangChain
tools of :mod:`agentsh.langchain_tools`. A server holds one :class:`~agentsh.Bash` session, and
a stdio server serves one connection, so every connection gets its own session; files,
variables and cwd persist between the calls of that connection.

Use it from an MCP client configuration, e.g. ``{"command": "agentsh", "args": ["mcp"]}``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agentsh.api import Bash
from agentsh.langchain_tools import create_agentsh_tools

__all__ = ["build_server", "serve_stdio"]

SERVER_NAME = "agentsh"
INSTRUCTIONS = (
    "A sandboxed, in-memory bash (GNU bash 5.2 semantics). Use agentsh_plan to preview what a "
    "script would do, agentsh_run to run it and agentsh_parse to check syntax. State (files, "
    "variables, cwd) persists between calls of this connection."
)


def _server_class() -> Callable[..., Any]:
    """The SDK's high-level server class: ``MCPServer`` (mcp 2.x) or ``FastMCP`` (mcp 1.x)."""
    import importlib

    for module, name in (("mcp.server.mcpserver", "MCPServer"), ("mcp.server.fastmcp", "FastMCP")):
        try:
            cls: Callable[..., Any] = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            continue
        return cls
    raise ImportError("no MCP server class found in the mcp package")


def build_server(bash: Bash | None = None) -> Any:
    """An MCP server exposing the three tools over ``bash`` (a fresh session by default).

    Raises ``ImportError`` with an install hint when the ``mcp`` package is missing.
    """
    try:
        cls = _server_class()
    except ImportError as e:
        raise ImportError(
            "agentsh mcp needs the MCP SDK: pip install 'agentsh[mcp]' (or pip install mcp)"
        ) from e
    session = bash if bash is not None else Bash()
    parse_tool, plan_tool, run_tool = create_agentsh_tools(bash=session)
    server = cls(SERVER_NAME, instructions=INSTRUCTIONS)

    async def agentsh_parse(script: str) -> str:
        return await parse_tool.ainvoke({"script": script})

    async def agentsh_plan(script: str) -> str:
        return await plan_tool.ainvoke({"script": script})

    async def agentsh_run(script: str) -> str:
        # run in a worker thread: the server keeps answering (e.g. cancellations) meanwhile
        import asyncio

        return await asyncio.to_thread(run_tool.invoke, {"script": script})

    for fn, tool in (
        (agentsh_parse, parse_tool),
        (agentsh_plan, plan_tool),
        (agentsh_run, run_tool),
    ):
        fn.__doc__ = tool.description
        server.tool(name=tool.name, description=tool.description)(fn)
    server.agentsh_session = session
    return server


def serve_stdio(bash: Bash | None = None) -> int:
    """Serve one connection on stdin/stdout until the client disconnects."""
    import anyio

    server = build_server(bash)
    anyio.run(server.run_stdio_async)
    return 0
