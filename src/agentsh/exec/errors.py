"""Control-flow and fatal-error exceptions of the interpreter.

Exit status is a value; these exceptions are for the abnormal: ``break``/``continue``/``return``
unwind to their loop or function, ``exit`` and fatal errors unwind to the top of the run (or
of the subshell), and limit violations end the whole run.
"""

from __future__ import annotations


class ControlFlow(Exception):
    """Base class of the non-error unwinding exceptions."""


class BreakLoop(ControlFlow):
    # (these three are raised in loops: no Exception.__init__, which costs ~200 ns a raise,
    # for ``args`` nobody reads)
    def __init__(self, levels: int, status: int = 0) -> None:  # pyright: ignore[reportMissingSuperCall]
        self.levels = levels
        self.status = status


class ContinueLoop(ControlFlow):
    def __init__(self, levels: int) -> None:  # pyright: ignore[reportMissingSuperCall]
        self.levels = levels


class ReturnFromFunction(ControlFlow):
    def __init__(self, status: int) -> None:  # pyright: ignore[reportMissingSuperCall]
        self.status = status


class AssignFailed(Exception):
    """An assignment failed with a non-fatal error whose message is already printed (a bad
    array subscript): a builtin's status becomes 1, a plain assignment abandons the line."""


class ExitShell(ControlFlow):
    """``exit N`` or a fatal error: ends the current (sub)shell with ``status``."""

    #: the signal that ended the shell (``kill -HUP $$``), 0 for an exit
    signal = 0

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class AbortLine(ExitShell):
    """A non-fatal expansion error (``bad substitution``, arithmetic errors): bash abandons the
    rest of the current top-level line and goes on with the next one."""


class LimitExceeded(Exception):
    """A resource limit was hit: ends the whole run (not just a subshell)."""

    def __init__(self, limit: str, message: str, status: int = 125) -> None:
        super().__init__(message)
        self.limit = limit
        self.message = message
        self.status = status


class TimedOut(LimitExceeded):
    """The deadline of a ``timeout`` command passed (``Budget.push_deadline``): unwinds, like a
    limit, to that ``timeout``, which ends with 124; the rest of the run goes on."""

    def __init__(self, scope: object, slept: float = 0.0) -> None:
        super().__init__("timeout-command", "timed out", 124)
        self.scope = scope  #: the deadline that passed
        self.slept = slept  #: virtual seconds of the sleep it cut short, slept until then
