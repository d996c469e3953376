"""Exceptions of the jq implementation: runtime errors, control flow, compile errors."""

from __future__ import annotations

from typing import Any


class JQError(Exception):
    """A jq runtime error carrying a jq value (``error(v)``); catchable with ``try``."""

    def __init__(self, value: Any) -> None:
        super().__init__(value)
        self.value = value


class BreakEx(Exception):
    """``break $label``: unwinds to the ``label`` with the same identity."""

    def __init__(self, label: object) -> None:
        super().__init__()
        self.label = label


class HaltEx(Exception):
    """``halt``/``halt_error``: stop the program with an exit status and optional message."""

    def __init__(self, status: int, message: Any = None, has_message: bool = False) -> None:
        super().__init__(status)
        self.status = status
        self.message = message
        self.has_message = has_message


class CompileError(Exception):
    """A syntax or compile error at offset ``pos`` of the program (-1: unknown)."""

    def __init__(self, message: str, pos: int = -1) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos

    def render(self, program: str, count: int = 1) -> str:
        """jq's report: message, location line, the program line padded to the column;
        ``count`` > 0 ends it with "jq: N compile error(s)" (0: several reports in a row)."""
        pos = max(self.pos, 0)
        start = program.rfind("\n", 0, pos) + 1
        end = program.find("\n", pos)
        line_text = program[start:] if end < 0 else program[start : end + 1]
        line_no = program.count("\n", 0, start) + 1
        return (
            f"jq: error: {self.message} at <top-level>, line {line_no}:\n"
            f"{line_text}{' ' * (pos - start)}\n"
            + (f"jq: {count} compile error{'s' if count > 1 else ''}\n" if count else "")
        )


class InputError(Exception):
    """Invalid JSON input text (message without the ``jq: parse error:`` prefix)."""
