"""fold, expand and unexpand work on whole runs of lines (regexes, ``bytes.expandtabs``):
for any input their output is that of GNU's byte-by-byte loops (``fold_line``,
``expand_line``, ``unexpand_line``) applied line by line."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd  # pyright: ignore[reportMissingImports]
from hypothesis import given, settings
from hypothesis import strategies as st

from agentsh.commands.expand import Tabs, expand_line, unexpand_line
from agentsh.commands.fold import fold_block, fold_line

_PIECES = [b"a", b"bc", b"defghij", b" ", b"  ", b"\t", b"\n", b"\n", b"\x00", b"\xc3\xa9"]
_RARE = [b"\b", b"\r", b"\r\n"]
_DATA = st.lists(st.sampled_from(_PIECES + _PIECES + _RARE), max_size=80).map(b"".join)


def _lines(data: bytes) -> list[bytes]:
    """The lines of ``data`` with their newlines (the last one may lack it)."""
    parts = data.split(b"\n")
    last = parts.pop()
    return [p + b"\n" for p in parts] + ([last] if last else [])


@settings(max_examples=1500, deadline=None)
@given(
    _DATA,
    st.one_of(st.integers(1, 20), st.sampled_from([24, 31, 32, 33, 80])),
    st.booleans(),
    st.booleans(),
)
def test_fold_block_is_gnus_loop_line_by_line(
    data: bytes, width: int, count_bytes: bool, spaces: bool
) -> None:
    expected = b"".join(fold_line(line, width, count_bytes, spaces) for line in _lines(data))
    assert fold_block(data, width, count_bytes, spaces) == expected


def _tabs(spec: str) -> Tabs:
    tabs = Tabs()
    tabs.parse(spec)
    tabs.finalize()
    return tabs


_TAB_SPECS = ["8", "1", "2", "3", "4", "2,6", "1,2,5", "3,9,10", "2,/4", "4,+3"]


@settings(max_examples=800, deadline=None)
@given(_DATA, st.sampled_from(_TAB_SPECS))
def test_expand_is_gnus_loop_line_by_line(data: bytes, spec: str) -> None:
    tabs = _tabs(spec)
    expected = b"\n".join(expand_line(line, tabs, False) for line in data.split(b"\n"))
    assert run_cmd("expand", ["-t", spec], data) == (expected, b"", 0)


@settings(max_examples=800, deadline=None)
@given(_DATA, st.sampled_from(_TAB_SPECS), st.sampled_from([[], ["-a"], ["--first-only"]]))
def test_unexpand_is_gnus_loop_line_by_line(data: bytes, spec: str, flags: list[str]) -> None:
    tabs = _tabs(spec)
    # -t implies -a; --first-only takes it back
    entire = "--first-only" not in flags
    expected = b"\n".join(unexpand_line(line, tabs, entire) for line in data.split(b"\n"))
    assert run_cmd("unexpand", ["-t", spec, *flags], data) == (expected, b"", 0)


@settings(max_examples=300, deadline=None)
@given(_DATA, st.sampled_from([[], ["-a"]]))
def test_unexpand_default_stops(data: bytes, flags: list[str]) -> None:
    """Without -t: tab stops every 8 columns, only leading blanks unless -a."""
    tabs = _tabs("8")
    expected = b"\n".join(unexpand_line(line, tabs, bool(flags)) for line in data.split(b"\n"))
    assert run_cmd("unexpand", flags, data) == (expected, b"", 0)


def test_fold_streams_a_line_without_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """A line that never ends (``tr -dc a-z </dev/urandom | fold -w 12 | head -3``) is
    folded as it comes, by its beginnings: the output is the fold of the whole."""
    import agentsh.commands.fold as fold_mod

    monkeypatch.setattr(fold_mod, "_RUN", 64)  # (small runs: many chunks in a short test)
    chunks = [b"abcde fghij " * 4] * 50
    assert run_cmd("fold", ["-s", "-w", "7"], stdin=chunks)[0] == fold_block(
        b"".join(chunks), 7, False, True
    )


@settings(max_examples=400, deadline=None)
@given(
    st.lists(_DATA, max_size=8),
    st.integers(1, 12),
    st.booleans(),
    st.booleans(),
    st.sampled_from([8, 16, 64]),
)
def test_fold_of_any_chunks_is_fold_of_the_whole(
    chunks: list[bytes], width: int, spaces: bool, count_bytes: bool, run: int
) -> None:
    """However the input comes in pieces, and however small the runs folded at a time
    (long lines folded by their beginnings), the output is the fold of the whole input."""
    import agentsh.commands.fold as fold_mod

    flags = ["-w", str(width)] + (["-s"] if spaces else []) + (["-b"] if count_bytes else [])
    setattr(fold_mod, "_RUN", run)  # noqa: B010
    try:
        got = run_cmd("fold", flags, stdin=[c for c in chunks if c])[0]
    finally:
        setattr(fold_mod, "_RUN", 1 << 18)  # noqa: B010
    assert got == fold_block(b"".join(chunks), width, count_bytes, spaces)
