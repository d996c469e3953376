"""Parse errors, carrying bash's exact diagnostic text."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from agentsh.syntax.ast import Script


class ParseError(Exception):
    """A syntax error, as bash reports it for ``bash -c``.

    ``lines`` are the diagnostic lines bash prints (each to be prefixed with ``"bash: "``),
    ``message`` is the first of them. ``line``/``col`` locate the error (1-based line, 0-based
    column). ``partial`` holds the complete top-level command lines that bash would already have
    executed before reading the line with the error. ``status`` is bash's exit status (2, except
    for a few ``[[ ]]`` diagnostics where bash 5.2 exits 0).
    """

    message: str
    lines: list[str]
    line: int
    col: int
    partial: Script | None
    status: int

    def __init__(
        self,
        message: str,
        *,
        lines: list[str] | None = None,
        line: int = 0,
        col: int = 0,
        partial: Script | None = None,
        status: int = 2,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.lines = lines if lines is not None else [message]
        self.line = line
        self.col = col
        self.partial = partial
        self.status = status

    def __str__(self) -> str:
        return "\n".join(self.lines)
