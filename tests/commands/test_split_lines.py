"""``split -l``'s chunk ends are counted in C (``_after_nth``): they agree with finding the
separators one line at a time, for any data, start, line count and length guess."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from agentsh.commands.split import _after_nth  # pyright: ignore[reportPrivateUsage]


def _one_by_one(data: bytes, eol: bytes, pos: int, n: int) -> int:
    end = pos
    for _ in range(n):
        hit = data.find(eol, end)
        if hit < 0:
            return len(data)
        end = hit + 1
    return end


_LINES = st.lists(st.sampled_from([b"", b"a", b"abc", b"x" * 70, b"y" * 300]), max_size=200)


@settings(max_examples=400, deadline=None)
@given(
    _LINES,
    st.booleans(),
    st.integers(1, 120),
    st.integers(0, 10**6),
    st.sampled_from([1, 2, 5, 64, 1000, 0]),
)
def test_chunk_ends_agree_with_one_line_at_a_time(
    lines: list[bytes], final: bool, n: int, start: int, avg: int
) -> None:
    data = b"\n".join(lines) + (b"\n" if final and lines else b"")
    pos = start % (len(data) + 1)
    guess = avg or max(1, len(data) // max(1, data.count(b"\n")))
    assert _after_nth(data, b"\n", pos, n, guess) == _one_by_one(data, b"\n", pos, n)
