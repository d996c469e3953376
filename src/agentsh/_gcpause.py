"""A pause of Python's cyclic garbage collector while a command builds many containers.

Each dict, list or tuple that outlives its statement counts toward the next collection,
and the collections walk every container built so far: ``jq`` parsing 20 MB of JSON spent
1.1 s with the collector on and 0.4 s with it paused (its values are trees, never cycles,
so nothing waits for the collector meanwhile). Nested and concurrent pauses (pipeline
stages run in threads) share one count: the collector is back on when the last pause ends,
if it was on when the first began.

A paused command resumes the collector while it may block on a pipe (:func:`gc_resumed`
around its reads and writes): the other stages of its pipeline, a ``while`` loop reading
its output say, then run with the collector on, so their cyclic garbage (a pipeline's
stages leave some) is not held for as long as the paused command lives. If the command
has built much by then, the heap is frozen first (see ``_FREEZE_YOUNG``). Imports nothing
of agentsh (any layer may use it).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Generator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_was_enabled = False
_froze = False  # this module froze the heap (undone when the last pause ends)
#: Young objects (built since the last collection) past which a resumed stretch freezes the
#: heap rather than let its first collection walk them. Below it the collection is cheap,
#: and freezing would cost more: what ``gc.unfreeze`` gives back joins the oldest generation
#: without counting toward its next collection, so the cyclic garbage among it (a
#: pipeline's stages leave some) would wait for a full collection that may be far off.
_FREEZE_YOUNG = 20_000


def _enter() -> None:
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1


def _leave(last: bool) -> None:
    """One pause less: at the end of the ``with`` block (``last``) or for a resumed stretch."""
    global _depth, _froze
    with _lock:
        _depth -= 1
        if _depth:
            return
        if last and _froze:
            gc.unfreeze()
            _froze = False
        elif (
            not last
            and _was_enabled
            and not _froze
            and gc.get_count()[0] > _FREEZE_YOUNG
            and not gc.get_freeze_count()
        ):
            # what was built meanwhile (jq's input, alive until the command ends) is set
            # aside from the collections of the resumed stretches: the first would walk it
            gc.freeze()
            _froze = True
        if _was_enabled:
            gc.enable()


#: How many pauses the current thread holds (a resumed stretch lifts only its own).
_held = threading.local()


def _holding() -> int:
    n: int = getattr(_held, "n", 0)
    return n


@contextmanager
def gc_paused() -> Generator[None]:
    """The collector off for the ``with`` block (see the module docstring)."""
    _enter()
    _held.n = _holding() + 1
    try:
        yield
    finally:
        _held.n -= 1
        _leave(True)


@contextmanager
def gc_resumed() -> Generator[None]:
    """Inside :func:`gc_paused`: this thread's pause lifted for the ``with`` block (a read
    or write that may block), taken again after it; nothing outside a pause. The first such
    stretch after the command built much freezes the heap (``gc.freeze``, unless the program
    froze it already) until the last pause ends, so that its collections do not walk it."""
    if not _holding():
        yield
        return
    _held.n -= 1
    _leave(False)
    try:
        yield
    finally:
        _enter()
        _held.n += 1
