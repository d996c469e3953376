"""``tac`` writes the lines in reverse a block of whole lines at a time from the end: for any
input and any block size the output is the whole input's lines reversed."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd  # pyright: ignore[reportMissingImports]
from hypothesis import given, settings
from hypothesis import strategies as st

from agentsh.commands import tac


def _reversed_lines(data: bytes) -> bytes:
    lines = data.split(b"\n")
    tail = lines.pop()  # b"" after a final newline, else a last line without one
    return tail + b"".join(line + b"\n" for line in reversed(lines))


_DATA = st.lists(
    st.sampled_from([b"", b"a", b"bc", b"x" * 9, b"\n", b"\n\n", b"\xff"]), max_size=40
)


@settings(max_examples=300, deadline=None)
@given(_DATA, st.integers(1, 12))
def test_blocks_give_the_whole_input_reversed(pieces: list[bytes], block: int) -> None:
    data = b"".join(pieces)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(tac, "_BLOCK", block)
        out, err, code = run_cmd("tac", [], stdin=data)
    assert (out, err, code) == (_reversed_lines(data), b"", 0)
