"""``tail`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd
from hypothesis import given, settings
from hypothesis import strategies as st

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (["h"], b"", b"l3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12", b"", 0),
    (["-n", "3", "h"], b"", b"l10\nl11\nl12", b"", 0),
    (["-n", "+3", "h"], b"", b"l3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12", b"", 0),
    (["-n0", "h"], b"", b"", b"", 0),
    (["-c", "5", "h"], b"", b"1\nl12", b"", 0),
    (["-c", "+5", "h"], b"", b"2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12", b"", 0),
    (["-3", "h"], b"", b"l10\nl11\nl12", b"", 0),
    (["+3", "h"], b"", b"l3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12", b"", 0),
    (["-3c", "h"], b"", b"l12", b"", 0),
    (["-q", "h", "f"], b"", b"l3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12a\nb\n", b"", 0),
    (["-v", "h"], b"", b"==> h <==\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12", b"", 0),
    (
        ["-n", "2", "f", "d", "h"],
        b"",
        b"==> f <==\na\nb\n\n==> d <==\n\n==> h <==\nl11\nl12",
        b"tail: error reading 'd': Is a directory\n",
        1,
    ),
    (["-n", "x", "h"], b"", b"", b"tail: invalid number of lines: \xe2\x80\x98x\xe2\x80\x99\n", 1),
    (["-1", "h", "h"], b"", b"", b"tail: option used in invalid context -- 1\n", 1),
    (["+2c", "h"], b"", b"1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12", b"", 0),
    (["-1"], b"a\nb\nc", b"c", b"", 0),
    (["-n2", "-"], b"a\nb\nc\n", b"b\nc\n", b"", 0),
    (["nof"], b"", b"", b"tail: cannot open 'nof' for reading: No such file or directory\n", 1),
    (["-c", "3"], b"abcdef", b"def", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_tail(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("tail", args, stdin) == (out, err, status)


_CHUNK = st.sampled_from([b"", b"a", b"\n", b"ab\n", b"x" * 40, b"y" * 39 + b"\n", b"\n\n"])


@settings(max_examples=400, deadline=None)
@given(st.lists(_CHUNK.filter(bool), max_size=12), st.integers(0, 60))
def test_last_bytes_and_lines_of_a_pipe_in_any_chunks(chunks: list[bytes], n: int) -> None:
    """``tail -c N`` / ``-n N`` of a pipe whose writer wrote in pieces: the last N bytes or
    lines of the whole input, however it was cut (a long line then a short chunk dropped the
    line when ``-c`` counted lines while trimming its window)."""
    data = b"".join(chunks)
    assert run_cmd("tail", ["-c", str(n)], stdin=chunks) == (
        data[max(0, len(data) - n) :] if n else b"",
        b"",
        0,
    )
    lines = data.splitlines(keepends=True)
    want = b"".join(lines[max(0, len(lines) - n) :]) if n else b""
    assert run_cmd("tail", ["-n", str(n)], stdin=chunks) == (want, b"", 0)


def test_follow_prints_then_says_following_is_not_supported() -> None:
    """``tail -f FILE``/``-F``: GNU waits forever for more; agentsh prints the end of the
    file as tail would and then says it stopped there (a pipe on stdin is not followed by GNU
    either, so it gets no warning)."""
    warn = b"tail: warning: following is not supported by agentsh; stopped at the end\n"
    assert run_cmd("tail", ["-f", "-n", "2", "h"]) == (b"l11\nl12", warn, 0)
    assert run_cmd("tail", ["-F", "-n", "1", "f"]) == (b"b\n", warn, 0)
    assert run_cmd("tail", ["-f", "-n", "1"], b"a\nb\n") == (b"b\n", b"", 0)
