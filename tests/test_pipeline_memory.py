"""Pipeline stages pass a large input on in slices: no stage holds a copy of all of it.

A whole file reaches a pipeline as one chunk (``cat`` hands the VFS content on as it is), so
each stage must cut it up itself; tracemalloc's peak during ``run()`` shows what it held.
"""

from __future__ import annotations

import base64
import tracemalloc

import pytest

from agentsh import Bash

_LINE = b"the quick brown fox jumps over the lazy dog 0123456789\n"
_SIZE = 24_000_000
_DATA = _LINE * (_SIZE // len(_LINE))
_LAST_B64 = (len(_DATA) - 1) // 57 * 57  # where base64's last 76-column line starts


@pytest.fixture(scope="module")
def shell() -> Bash:
    return Bash(files={"/data/big.txt": _DATA}, cwd="/data")


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        ("cat big.txt | grep fox | head -1", _LINE.decode()),
        ("cat big.txt | sed s/fox/cat/ | tail -1", _LINE.decode().replace("fox", "cat")),
        ("awk '{n++} END {print n}' big.txt", f"{_SIZE // len(_LINE)}\n"),
        ("cat big.txt | head -n 400000 | tail -1", _LINE.decode()),
        ("cat big.txt | tail -n +2 | wc -l", f"{_SIZE // len(_LINE) - 1}\n"),
        ("cat big.txt | base64 | tail -1", base64.encodebytes(_DATA[_LAST_B64:]).decode()),
    ],
)
def test_a_stage_holds_a_slice_not_the_input(shell: Bash, script: str, expected: str) -> None:
    shell.run(script.replace("big.txt", "/dev/null"))  # imports and first compiles first
    tracemalloc.start()
    try:
        base, _ = tracemalloc.get_traced_memory()
        r = shell.run(script)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert (r.stdout, r.exit_code) == (expected, 0)
    # (before: sed and awk decoded 8 MiB windows, head/tail copied what they passed on,
    # base64 encoded the whole chunk: 88-540 % of the input)
    assert peak - base < _SIZE // 5, f"{script}: {100 * (peak - base) / _SIZE:.0f} % of the input"
