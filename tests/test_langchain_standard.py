"""LangChain's own standard unit tests for tools, run against the three agentsh tools."""

from __future__ import annotations

import pytest

pytest.importorskip("langchain_tests")

from langchain_core.tools import BaseTool  # noqa: E402
from langchain_tests.unit_tests import ToolsUnitTests  # noqa: E402

from agentsh.langchain_tools import create_agentsh_tools  # noqa: E402


class _Base(ToolsUnitTests):
    index = 0

    @property
    def tool_constructor(self) -> BaseTool:
        return create_agentsh_tools()[self.index]

    @property
    def tool_invoke_params_example(self) -> dict[str, str]:
        return {"script": "echo hello"}


class TestParseTool(_Base):
    index = 0


class TestPlanTool(_Base):
    index = 1


class TestRunTool(_Base):
    index = 2
