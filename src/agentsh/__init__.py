"""agentsh: a virtual bash for AI agents — pure Python, entirely in memory.

from agentsh import Bash
Bash().run("echo hello | tr a-z A-Z").stdout   # "HELLO\n"
"""

from agentsh.api import Bash, CustomCommand, RunResult, define_command
from agentsh.commands.context import CommandContext
from agentsh.limits import Limits


def parse(script: str):  # noqa: ANN201 - returns agentsh.syntax.ast.Script
    """Parse a script into agentsh's own AST (raises ``agentsh.syntax.ParseError``)."""
    from agentsh.syntax import parse as _parse

    return _parse(script)


__all__ = [
    "Bash",
    "RunResult",
    "Limits",
    "define_command",
    "CommandContext",
    "CustomCommand",
    "parse",
]
__version__ = "0.1.0"
