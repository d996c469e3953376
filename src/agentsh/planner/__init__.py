"""The dry-run planner: ``Bash.plan(script)`` reports steps, effects and warnings, runs nothing."""

from __future__ import annotations

from collections.abc import Callable

from agentsh.planner.analyze import Plan, Planner, Step, Warning
from agentsh.planner.effects import Effect

__all__ = ["Plan", "Planner", "Step", "Warning", "Effect", "plan_script"]


def plan_script(
    script: str,
    resolve: Callable[[str], str],
    lookup: Callable[[str], str | None],
    functions: set[str],
    policy_check: Callable[[list[str]], tuple[str, str] | None] | None = None,
) -> Plan:
    """Plan ``script``: parse it (a parse error is a warning: nothing would run) and walk it."""
    from agentsh.syntax import ParseError, parse

    planner = Planner(resolve, lookup, functions, policy_check)
    try:
        tree = parse(script)
    except ParseError as e:
        if e.partial is not None and e.partial.body:
            planner.script(e.partial)
        planner.warn(
            "parse_error",
            "error",
            (e.lines[0] if e.lines else e.message) + " (the rest of the script would not run)",
            e.line,
        )
        return planner.plan
    except Exception as e:  # noqa: BLE001  (a plan never raises)
        planner.warn("parse_error", "error", f"cannot parse: {e}", 0)
        return planner.plan
    planner.script(tree)
    return planner.plan
