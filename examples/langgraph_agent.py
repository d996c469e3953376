"""A LangGraph agent with the three agentsh tools (``agentsh_parse``, ``agentsh_plan``,
``agentsh_run``) sharing one sandboxed session.

The graph is the classic tool-calling loop, written out with LangGraph primitives: an
``agent`` node calls the model (tools bound), a ``tools`` node (LangGraph's ``ToolNode``) runs
the tool calls, and ``tools_condition`` loops back until the model answers without tool calls.

Run it offline with a scripted model::

    python examples/langgraph_agent.py

or pass a real chat model with tool calling (``ChatOpenAI(...)``, ``ChatAnthropic(...)``) to
:func:`build_agent`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.tools import BaseTool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

from agentsh.langchain_tools import create_agentsh_tools, session_of

SYSTEM = (
    "You solve tasks with a sandboxed bash. Use agentsh_plan to preview risky scripts, "
    "agentsh_run to run them, agentsh_parse to check syntax."
)


def build_agent(model: BaseChatModel, tools: Sequence[BaseTool]) -> Any:
    """The compiled graph: agent -> (tools -> agent)* -> END."""
    llm = model.bind_tools(list(tools))

    def agent(state: MessagesState) -> dict[str, list[BaseMessage]]:
        return {"messages": [llm.invoke([SystemMessage(SYSTEM), *state["messages"]])]}

    graph = StateGraph(MessagesState)
    graph.add_node("agent", agent)
    graph.add_node("tools", ToolNode(list(tools)))
    graph.add_edge(START, "agent")
    graph.add_conditional_edges("agent", tools_condition, {"tools": "tools", END: END})
    graph.add_edge("tools", "agent")
    return graph.compile()


class ScriptedToolModel(GenericFakeChatModel):
    """A fake chat model replaying fixed replies (tool calls included); binding tools is a
    no-op. For demos and tests without an API key."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:  # noqa: ARG002
        return self


def _call(name: str, script: str, n: int) -> AIMessage:
    return AIMessage("", tool_calls=[{"name": name, "args": {"script": script}, "id": f"call_{n}"}])


def scripted_model() -> ScriptedToolModel:
    """One fixed episode: plan, run, check syntax, run again, answer."""
    replies: Iterator[AIMessage] = iter(
        [
            _call("agentsh_plan", "sort -t, -k2 -n /data/sales.csv > /tmp/sorted.csv", 1),
            _call("agentsh_run", "sort -t, -k2 -n /data/sales.csv > /tmp/sorted.csv", 2),
            _call("agentsh_parse", "tail -n 1 /tmp/sorted.csv | cut -d, -f1", 3),
            _call("agentsh_run", "tail -n 1 /tmp/sorted.csv | cut -d, -f1", 4),
            AIMessage("The best-selling product is gadget."),
        ]
    )
    return ScriptedToolModel(messages=replies)


def main(model: BaseChatModel | None = None) -> list[BaseMessage]:
    tools = create_agentsh_tools(
        initial_files={"/data/sales.csv": "widget,100\ngadget,250\ngizmo,50\n"}
    )
    app = build_agent(model or scripted_model(), tools)
    out = app.invoke({"messages": [HumanMessage("Which product sold best?")]})
    messages: list[BaseMessage] = out["messages"]
    for m in messages:
        print(f"{m.type}: {m.content or getattr(m, 'tool_calls', '')}")
    assert session_of(tools[2]).file_exists("/tmp/sorted.csv")
    return messages


if __name__ == "__main__":
    main()
