"""Extglob groups that bash rejects when it reads them with ``extglob`` off.

The parser always reads ``!(a|b)``, ``@(x)``, ``*(y)``... as extglob groups (tree-sitter
does). Bash reads a line at a time and decides when it reads the line: with ``shopt
extglob`` off, an unquoted group in a command word, a ``case`` pattern, an assignment or a
redirection is a syntax error (``syntax error near unexpected token `('``), the line does
not run and neither does the rest of a ``bash -c`` script; in ``[[ ]]`` patterns and inside
``${...}`` the group is fine either way. So the executor, at the first statement of each
line, asks :func:`extglob_lines` whether the line holds such a group and, when ``extglob``
is off at that moment, reports bash's syntax error instead of running the line.
"""

from __future__ import annotations

import re
from typing import Any

from agentsh._dataclass import fields
from agentsh.syntax import ast as A
from agentsh.syntax.errors import ParseError

#: Text that may hold an extglob group (a cheap test before walking the tree).
_CANDIDATE = re.compile(r"[?*+@!]\(")

#: Nodes whose extglob groups bash accepts with extglob off (or are no words at all).
_ALLOWED = (A.CondCommand, A.ParamExp, A.ArithCommand, A.ArithSub, A.ArithFor, A.HereDoc)


def extglob_lines(script: A.Script, text: str) -> dict[int, int]:
    """For each line on which top-level statements of ``script`` start and one of them holds
    an extglob group in a place bash parses with the extglob setting: the line of the first
    such group. Empty (at once) when ``text`` cannot hold one."""
    if not _CANDIDATE.search(text):
        return {}
    out: dict[int, int] = {}
    for stmt in script.body:
        line = stmt.span.line
        if line in out:
            continue
        found = _first_group(stmt)
        if found is not None:
            out[line] = found
    return out


class LineGate:
    """What the statement loops of a script, ``eval`` and ``source`` ask at each statement:
    :meth:`rejected` gives the line of the group when the statement starts a new line that
    holds one (:func:`extglob_lines`) while extglob is off, else None."""

    __slots__ = ("groups", "last")

    def __init__(self, groups: dict[int, int]) -> None:
        self.groups = groups
        self.last = 0

    def rejected(self, line: int, extglob: bool) -> int | None:
        if line == self.last:
            return None
        self.last = line
        return None if extglob else self.groups.get(line)


def line_gate(script: A.Script, text: str) -> LineGate | None:
    """A :class:`LineGate` for ``script`` (parsed from ``text``), or None when no line holds
    an extglob group (the common case: nothing to ask)."""
    groups = extglob_lines(script, text)
    return LineGate(groups) if groups else None


def extglob_error(line: int, text: str) -> ParseError:
    """Bash's syntax error for an extglob group on ``line`` of ``text`` (``-c`` prefixed, as
    the parser's errors are)."""
    lines = text.split("\n")
    src = lines[line - 1] if 0 < line <= len(lines) else ""
    return ParseError(
        f"-c: line {line}: syntax error near unexpected token `('",
        lines=[
            f"-c: line {line}: syntax error near unexpected token `('",
            f"-c: line {line}: `{src}'",
        ],
        line=line,
    )


def _first_group(node: Any) -> int | None:
    """The line of the first extglob group under ``node`` outside the allowed places."""
    if isinstance(node, A.ExtGlob):
        return node.span.line
    if isinstance(node, _ALLOWED):
        return None
    if isinstance(node, tuple | list):
        for item in node:  # pyright: ignore[reportUnknownVariableType]
            found = _first_group(item)
            if found is not None:
                return found
        return None
    if type(node).__module__ != A.__name__:
        return None
    for f in fields(node):
        if f.init:
            value = getattr(node, f.name)
            if value is not None and not isinstance(value, str | int | bool):
                found = _first_group(value)
                if found is not None:
                    return found
    return None
