"""What a command leaves for Python's cyclic garbage collector.

A subshell and its expander, a pipeline's closures and pipes, and a compiled command and its
node refer to each other; left as cycles, every ``$(...)``, pipeline or ``eval``'d text of a
loop would wait for the cyclic collector, and its collections (walking all that and what
survives with it) took 8-45 % of such loops. These tests pin that the common constructs
leave (almost) nothing for it: the state of a finished subshell or pipeline, and the tree
of a text run once, go by reference counting.
"""

from __future__ import annotations

import gc

import pytest

from agentsh import Bash
from agentsh.syntax import parser as P

#: (statement run in a loop, with ``$i`` its iteration)
CASES = [
    "y=$(echo $i)",
    "x=$(printf %s $i)",
    "(c=$i)",
    "echo $i | cat >/dev/null",
    "echo $i | tr 1 2 | wc -c >/dev/null",
    "shopt -s lastpipe; echo $i | read q",
    "f() { echo $1; }; v=$(f $i | cat)",
    "seq 1 $i | head -1 >/dev/null",
    "cat <(echo $i) >/dev/null",
    "x=$(< /dev/null)",
    "env A=$i true",
    'eval "v$i=$i"',
    'eval "if [ $i -gt 5 ]; then c=$i; fi"',
    'eval "y=\\$(echo $i)"',
    'eval "echo $i | cat >/dev/null"',
    'eval "[[ $i -gt 1000 ]] || n=$i"',
]

N = 60


def _cyclic_after(sh: Bash, stmt: str, n: int) -> int:
    """Objects the cyclic collector finds after ``n`` iterations of ``stmt``."""
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        r = sh.run(f"for i in $(seq 100 {99 + n}); do {stmt}; done")
        # the trees of the eval'd texts go with the parse cache's entries
        P._parse_cached.cache_clear()  # pyright: ignore[reportPrivateUsage]
        found = gc.collect()
    finally:
        if was:
            gc.enable()
    assert r.exit_code == 0, r.stderr
    return found


@pytest.mark.parametrize("stmt", CASES)
def test_loop_leaves_no_cycles(stmt: str) -> None:
    sh = Bash()
    sh.run(f"for i in 1 2 3; do {stmt}; done")  # (imports and first-use caches made)
    once = _cyclic_after(sh, stmt, N)
    twice = _cyclic_after(sh, stmt, 2 * N)
    # what a run leaves itself is the same for both; a cycle an iteration would add >= N
    assert twice - once < N // 2, f"{once} then {twice} objects in cycles: {stmt!r}"
