"""``base64``/``base32``/``basenc`` wrap full lines of many columns by strided slice copies
(``_full_lines``): the same bytes as cutting the lines one by one, for any width."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from agentsh.commands.basenc import _full_lines  # pyright: ignore[reportPrivateUsage]


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=300), st.integers(0, 20), st.integers(1, 40))
def test_full_lines_agree_with_one_line_at_a_time(enc: bytes, start: int, wrap: int) -> None:
    pos = min(start, len(enc))
    lines = (len(enc) - pos) // wrap
    want = b"".join(enc[p : p + wrap] + b"\n" for p in range(pos, pos + lines * wrap, wrap))
    assert _full_lines(enc, pos, wrap, lines) == want
