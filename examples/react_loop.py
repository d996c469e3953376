"""The minimal ReAct loop with agentsh in place of ``subprocess.run(..., shell=True)``.

The model answers in text; a ``<bash>...</bash>`` block is an action. The harness *plans* the
script first (``Bash.plan``: what it would run and touch, with warnings), asks a human to
approve scripts with warnings (destructive, network, download-and-execute, secrets, ...), runs
it in the sandbox and feeds the result back as the observation. A reply without a ``<bash>``
block is the final answer.

Run it offline with a scripted model::

    python examples/react_loop.py

or pass any LangChain chat model (``ChatOpenAI(...)``, ``ChatAnthropic(...)``) to
:func:`react_loop`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from langchain_core.language_models import BaseChatModel
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from agentsh import Bash
from agentsh.planner import Plan

SYSTEM = (
    "You are an agent with a bash shell (a sandbox: in-memory files, no network). To run a "
    "command, answer with exactly one <bash>...</bash> block and wait for the result. When the "
    "task is done, answer without a <bash> block."
)
ACTION = re.compile(r"<bash>\n?(.*?)</bash>", re.S)

#: approve(script, plan) -> True to run a script whose plan has warnings
Approver = Callable[[str, Plan], bool]


def ask_on_terminal(script: str, plan: Plan) -> bool:
    """The default approver: show the warnings and ask on the terminal."""
    print(f"The agent wants to run:\n{script}")
    for w in plan.warnings:
        print(f"  warning [{w.severity}] {w.code}: {w.message}")
    return input("Run it? [y/N] ").strip().lower() in ("y", "yes")


def needs_approval(plan: Plan) -> bool:
    """Scripts with a warning above "info" (destructive, network, secrets, ...) need a human."""
    return any(w.severity != "info" for w in plan.warnings)


def observe(bash: Bash, script: str, approve: Approver) -> str:
    """One action: plan, maybe ask, run; the observation text for the model."""
    plan = bash.plan(script)
    if needs_approval(plan) and not approve(script, plan):
        codes = ", ".join(sorted({w.code for w in plan.warnings}))
        return f"The user refused to run this script ({codes}). Try something safer."
    r = bash.run(script)
    return f"exit_code: {r.exit_code}\nstdout:\n{r.stdout}\nstderr:\n{r.stderr}"


def react_loop(
    model: BaseChatModel,
    task: str,
    bash: Bash | None = None,
    approve: Approver = ask_on_terminal,
    max_turns: int = 10,
) -> tuple[str, list[BaseMessage]]:
    """Run the loop until the model answers without an action; returns (answer, transcript)."""
    bash = bash or Bash()
    messages: list[BaseMessage] = [SystemMessage(SYSTEM), HumanMessage(task)]
    for _ in range(max_turns):
        reply = model.invoke(messages)
        messages.append(reply)
        text = reply.text if isinstance(reply.text, str) else str(reply.content)
        action = ACTION.search(text)
        if action is None:
            return text, messages
        # before: subprocess.run(action.group(1), shell=True, capture_output=True, text=True)
        messages.append(HumanMessage(observe(bash, action.group(1), approve)))
    return "(stopped: too many turns)", messages


def scripted_model() -> BaseChatModel:
    """A fake model that plays one fixed episode (for the demo and the tests)."""
    replies: Iterator[AIMessage] = iter(
        [
            AIMessage("Let me look at the data.\n<bash>\ncat /data/sales.csv\n</bash>"),
            AIMessage(
                "Now the total.\n<bash>\nawk -F, 'NR > 1 { s += $2 } END { print s }' "
                "/data/sales.csv\n</bash>"
            ),
            AIMessage("Cleaning up my home directory.\n<bash>\nrm -rf ~\n</bash>"),
            AIMessage("The total of all sales is 350."),
        ]
    )
    return GenericFakeChatModel(messages=replies)


def main(approve: Approver | None = None) -> str:
    bash = Bash(files={"/data/sales.csv": "product,amount\nwidget,100\ngadget,250\n"})
    answer, _ = react_loop(
        scripted_model(), "What is the total of sales?", bash, approve or ask_on_terminal
    )
    print(answer)
    return answer


if __name__ == "__main__":
    main()
