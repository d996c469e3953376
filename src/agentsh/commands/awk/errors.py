"""Error types of the awk implementation and gawk's diagnostic formats.

Owns :class:`AwkSyntaxError` (parse-time, status 1, printed with the source line and a caret),
:class:`AwkFatal` (run-time ``fatal:`` errors, status 2) and the control-flow exceptions the
compiled program raises (``next``, ``nextfile``, ``exit``).
"""

from __future__ import annotations


class AwkSyntaxError(Exception):
    """A syntax error at ``(source, line, col)``; ``col`` is 0-based into the line text."""

    def __init__(self, message: str, source: str, line: int, col: int, text: str) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.line = line
        self.col = col
        self.text = text
        #: errors of the program found before this one, reported first
        self.earlier: tuple[AwkSyntaxError, ...] = ()

    def render(self, prog: str) -> str:
        before = "".join(e.render(prog) for e in self.earlier)
        return before + self._render_one(prog)

    def _render_one(self, prog: str) -> str:
        where = f"{prog}: {self.source}:{self.line}: "
        if self.col == -2:  # gawk reports these twice
            return f"{where}{self.message}\n" * 2
        if self.col < 0:
            return f"{where}{self.message}\n"
        return f"{where}{self.text}\n{where}{' ' * self.col}^ {self.message}\n"


class AwkFatal(Exception):
    """A run-time fatal error (``awk: cmd. line:N: fatal: ...``, exit status 2)."""

    def __init__(self, message: str, line: int = 0) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


class NextRecord(Exception):
    """``next`` executed inside a function or loop."""


class NextFile(Exception):
    """``nextfile``."""


class AwkExit(Exception):
    """``exit [code]``."""

    def __init__(self, code: int | None) -> None:
        super().__init__(code)
        self.code = code
