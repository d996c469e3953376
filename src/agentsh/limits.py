"""Execution limits: a frozen configuration (``Limits``) plus the live counters of one run.

Every limit has a safe default and is enforced at execution time by the interpreter (calls,
loops, commands, time), by the VFS (file sizes and counts) and by the output buffers.
"""

from __future__ import annotations

import threading
import time

from agentsh._dataclass import dataclass
from agentsh.exec.errors import LimitExceeded, TimedOut


@dataclass(frozen=True, slots=True)
class Limits:
    """Resource limits of a session (per run where it says so)."""

    max_call_depth: int = 200  #: nested functions, source, eval, substitutions
    max_loop_iterations: int = 1_000_000  #: per loop
    max_commands: int = 5_000_000  #: per run
    timeout: float | None = 60.0  #: wall-clock seconds per run
    max_output_bytes: int = 16 * 1024 * 1024  #: stdout and stderr returned per run (each)
    max_file_bytes: int | None = 256 * 1024 * 1024
    max_fs_bytes: int | None = 1024 * 1024 * 1024
    max_files: int | None = 1_000_000
    max_string_bytes: int = 64 * 1024 * 1024  #: one variable, argument or expansion
    max_processes: int = 128  #: concurrently running pipeline stages (threads)
    #: growth of the process's peak memory during one run (a backstop for memory bombs that no
    #: finer limit catches, e.g. an awk array filled in a loop); None disables it
    max_memory_bytes: int | None = 2 * 1024 * 1024 * 1024


try:
    import resource as _resource
except ImportError:  # pragma: no cover - not on POSIX
    _resource = None

#: Decision: the calling thread's usage. Linux reports the process's peak RSS (``ru_maxrss``)
#: for it as for the whole process, in ~1 us, while ``RUSAGE_SELF`` sums the CPU times of
#: every thread, which was seen taking 0.1-4 ms per call in a long-lived process (once per
#: ``run()``: more than a small command costs).
_WHO = getattr(_resource, "RUSAGE_THREAD", None) or getattr(_resource, "RUSAGE_SELF", 0)


def _peak_rss() -> int:
    """Peak resident memory of this process, in bytes (0 where unknown)."""
    if _resource is None:  # pragma: no cover
        return 0
    return _resource.getrusage(_WHO).ru_maxrss * 1024


class Budget:
    """Live counters of one run, shared by the shell and all its subshells and threads."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.commands = 0
        self.max_commands = limits.max_commands
        #: the command count at which :meth:`counted` runs next: every 16th command (time,
        #: memory, cancellation), and the first one over the limit
        self.next_check = min(16, self.max_commands + 1)
        self.started = time.monotonic()
        self.deadline = self.started + limits.timeout if limits.timeout else None
        self.cancelled = False
        self._tick = 0
        self.processes = 0
        self.memory_base: int | None = _peak_rss() if limits.max_memory_bytes is not None else None
        self.slept = 0.0  #: virtual seconds slept (``sleep``): they count against ``timeout``
        self.first_error: LimitExceeded | None = None
        self._lock = threading.Lock()
        #: ``timeout`` commands running (in any thread): their deadlines are per thread
        #: (``_local.scopes``, outermost first), as a stage of a pipeline beside a ``timeout``
        #: is not under it; the stages of a pipeline under one inherit it (``inherit``)
        self.scoped = 0
        self._local: threading.local | None = None  # (made by the first ``timeout``)

    def spawn(self, n: int) -> None:
        """Account for ``n`` more concurrent pipeline stages (a fork bomb ends here)."""
        with self._lock:
            if self.processes + n > self.limits.max_processes:
                self.stop(
                    LimitExceeded(
                        "max_processes",
                        "fork: retry: Resource temporarily unavailable "
                        f"(limit of {self.limits.max_processes} processes)",
                        254,
                    )
                )
            self.processes += n

    def stop(self, error: LimitExceeded) -> None:
        """End the run everywhere: every thread's next check raises the first error."""
        if self.first_error is None:
            self.first_error = error
        self.cancelled = True
        raise self.first_error

    def reap(self, n: int) -> None:
        with self._lock:
            self.processes -= n

    def check(self) -> None:
        """Cooperative check of time and cancellation (cheap; call it in loops)."""
        if self.cancelled:
            raise self.first_error or LimitExceeded("cancelled", "run cancelled", 130)
        self._tick += 1
        if (self._tick & 63) == 0:
            if self.deadline is not None and time.monotonic() + self.slept > self.deadline:
                self._timeout()
            if self.scoped:
                self._check_scopes()
            if self.memory_base is not None and (self._tick & 1023) == 0:
                self._check_memory()

    def _check_memory(self) -> None:
        grown = _peak_rss() - (self.memory_base or 0)
        limit = self.limits.max_memory_bytes
        if limit is not None and grown > limit:
            self.stop(
                LimitExceeded("max_memory_bytes", f"memory limit exceeded ({limit} bytes)", 125)
            )

    def _timeout(self) -> None:
        self.stop(LimitExceeded("timeout", f"time limit exceeded ({self.limits.timeout:g}s)", 124))

    def _scopes(self) -> list[Deadline]:
        local = self._local
        if local is None:
            with self._lock:
                if self._local is None:
                    self._local = threading.local()
                local = self._local
        scopes: list[Deadline] | None = getattr(local, "scopes", None)
        if scopes is None:
            scopes = local.scopes = []
        return scopes

    def push_deadline(self, seconds: float) -> Deadline:
        """Start a ``timeout`` of ``seconds`` (wall and virtual time) in this thread: checks
        and sleeps past it raise :class:`TimedOut` until :meth:`pop_deadline`."""
        d = Deadline(time.monotonic() + self.slept + seconds)
        self._scopes().append(d)
        with self._lock:
            self.scoped += 1
        return d

    def pop_deadline(self, d: Deadline) -> None:
        scopes = self._scopes()
        if d in scopes:
            scopes.remove(d)
        with self._lock:
            self.scoped -= 1

    def current_scopes(self) -> tuple[Deadline, ...]:
        """This thread's deadlines, for a thread it starts (:meth:`inherit`)."""
        return tuple(self._scopes()) if self.scoped else ()

    def inherit(self, scopes: tuple[Deadline, ...]) -> None:
        """Put this (new) thread under the deadlines of the thread that started it."""
        if scopes:
            self._scopes()[:] = scopes

    def _check_scopes(self) -> None:
        scopes: list[Deadline] | None = getattr(self._local, "scopes", None)
        if scopes:
            now = time.monotonic() + self.slept
            for d in scopes:
                if now >= d.at:
                    raise TimedOut(d)

    def sleep(self, seconds: float) -> None:
        """Virtual sleeping: costs no wall time, but counts against the run's time limit (and
        a ``timeout``'s: a sleep past its deadline sleeps until then, then raises
        :class:`TimedOut`). An endless sleep under no deadline at all does nothing here."""
        self.check()
        if self.scoped:
            scopes: list[Deadline] | None = getattr(self._local, "scopes", None)
            if scopes:
                first = min(scopes, key=_at)
                now = time.monotonic() + self.slept
                if now + seconds > first.at:
                    part = max(0.0, first.at - now)
                    self.slept += part
                    raise TimedOut(first, part)
        if seconds == float("inf"):
            if self.deadline is not None:
                self._timeout()
            return
        self.slept += seconds
        if self.deadline is not None and time.monotonic() + self.slept > self.deadline:
            self._timeout()

    def too_many_commands(self) -> None:
        raise LimitExceeded(
            "max_commands", f"too many commands executed (limit {self.limits.max_commands})"
        )

    def counted(self, n: int) -> None:
        """The rare part of :meth:`count_command`, for callers that count inline: ``n`` is the
        new count, and it reached :attr:`next_check`."""
        if n > self.max_commands:
            self.too_many_commands()
        self.check()
        self.next_check = min((n | 15) + 1, self.max_commands + 1)

    def count_command(self) -> None:
        """One more command: the command limit, and every 16th command cancellation, time and
        memory (a loop checks them every iteration too)."""
        n = self.commands = self.commands + 1
        if n >= self.next_check:
            self.counted(n)


class Deadline:
    """The deadline of one ``timeout`` (``Budget.push_deadline``): compared by identity."""

    __slots__ = ("at",)

    def __init__(self, at: float) -> None:
        self.at = at  #: in ``time.monotonic() + Budget.slept`` seconds


def _at(d: Deadline) -> float:
    return d.at
