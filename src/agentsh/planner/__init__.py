"""The dry-run planner: ``Bash.plan(script)`` reports steps, effects and warnings, runs nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from agentsh.planner.analyze import Plan, Planner, Step, Warning
from agentsh.planner.effects import Effect

if TYPE_CHECKING:
    from agentsh.syntax import ParseError

__all__ = ["Plan", "Planner", "Step", "Warning", "Effect", "plan_script"]


def plan_script(
    script: str,
    resolve: Callable[[str], str],
    lookup: Callable[[str], str | None],
    functions: set[str],
    policy_check: Callable[[list[str]], tuple[str, str] | None] | None = None,
    extglob: bool = False,
    find: Callable[[str, str], bool] | None = None,
) -> Plan:
    """Plan ``script``: parse it (a parse error is a warning: nothing would run) and walk it.
    ``extglob``: whether the session has ``shopt extglob`` on (else an extglob group is
    bash's syntax error on the line that holds it, see :mod:`agentsh.syntax.extglob`)."""
    from agentsh.syntax import ParseError, parse

    planner = Planner(resolve, lookup, functions, policy_check, find)
    try:
        tree = parse(script)
    except ParseError as e:
        return _parse_error(planner, e, "")
    except Exception as e:  # noqa: BLE001  (a plan never raises)
        planner.warn("parse_error", "error", f"cannot parse: {e}", 0)
        return planner.plan
    bad = None if extglob else _extglob_line(tree, script)
    if bad is not None:
        from agentsh.syntax import ast as A
        from agentsh.syntax.extglob import extglob_error

        group_line, stmt_line = bad
        e = extglob_error(group_line, script)
        e.partial = A.Script(tuple(st for st in tree.body if st.span.line < stmt_line))
        return _parse_error(planner, e, "an extglob group while extglob is off: ")
    planner.script(tree)
    return planner.plan


def _parse_error(planner: Planner, e: ParseError, why: str) -> Plan:
    """The plan of a script bash rejects (``why``: what the error is, when not plain
    syntax): the lines before the error, and the error as a warning."""
    if e.partial is not None and e.partial.body:
        planner.script(e.partial)
    planner.warn(
        "parse_error",
        "error",
        (e.lines[0] if e.lines else e.message) + f" ({why}the rest of the script would not run)",
        e.line,
    )
    return planner.plan


def _extglob_line(tree: Any, script: str) -> tuple[int, int] | None:
    """(the line of the extglob group that bash would reject, the line where the statements
    holding it start) for the first such line before any top-level ``shopt -s extglob``;
    None when there is none."""
    from agentsh.syntax import ast as A
    from agentsh.syntax.extglob import extglob_lines

    groups = extglob_lines(tree, script)
    if not groups:
        return None
    for st in tree.body:
        line = st.span.line
        if line in groups:
            return groups[line], line
        cmd = st.cmd
        if isinstance(cmd, A.SimpleCommand) and cmd.lits and cmd.lits[:2] == ("shopt", "-s"):
            if "extglob" in cmd.lits[2:]:
                return None
    return None
