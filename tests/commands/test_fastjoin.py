"""comm, join and paste: the bulk fast paths agree with the line-by-line code on generated
inputs (sorted ones, with repeated lines and keys, so that every kind of run occurs)."""

from __future__ import annotations

import pytest
from _cmdtest import make_fs, run_cmd
from hypothesis import given, settings
from hypothesis import strategies as st

import agentsh.commands.comm as comm_mod
import agentsh.commands.join as join_mod

_WORD = st.sampled_from(["", "a", "b", "B", "_", "ab", "a b", "\xff", "é", "x\ty", "k\r"])
_LINES = st.lists(_WORD, max_size=40)


def _file(lines: list[str], final: bool, eol: bytes = b"\n") -> bytes:
    data = eol.join(x.encode("utf-8", "surrogateescape") for x in lines)
    return data + eol if lines and final else data


def _both_ways(name: str, args: list[str], files: dict[str, bytes]) -> None:
    """Runs ``name args`` with its fast path, then with it disabled: same result."""
    fs = make_fs()
    for path, data in files.items():
        fs.write_bytes("/w/" + path, data)
    fast = run_cmd(name, args, fs=fs)
    with pytest.MonkeyPatch.context() as m:
        if name == "comm":
            m.setattr(comm_mod, "in_order", lambda lines, reverse=False: False)
        else:
            m.setattr(join_mod, "_fast_join", lambda *a: None)
        slow = run_cmd(name, args, fs=fs)
    assert fast == slow


@settings(max_examples=400, deadline=None)
@given(
    a=_LINES,
    b=_LINES,
    cols=st.sets(st.sampled_from(["-1", "-2", "-3"])),
    extra=st.lists(
        st.sampled_from(["--total", "--check-order", "--output-delimiter=::"]), max_size=2
    ),
    zero=st.booleans(),
    final=st.booleans(),
)
def test_comm_runs_agree_with_the_line_merge(
    a: list[str],
    b: list[str],
    cols: set[str],
    extra: list[str],
    zero: bool,
    final: bool,
) -> None:
    eol = b"\0" if zero else b"\n"
    key = lambda s: s.encode("utf-8", "surrogateescape")  # noqa: E731
    files = {"x": _file(sorted(a, key=key), final, eol), "y": _file(sorted(b, key=key), True, eol)}
    args = [*sorted(cols), *extra, *(["-z"] if zero else []), "x", "y"]
    _both_ways("comm", args, files)


_KEY = st.sampled_from(["", "a", "A", "b", "_", "k1", "k2", "10", "9"])
_REST = st.lists(st.sampled_from(["", "p", "q", "rr", "é"]), max_size=3)
_ROWS = st.lists(st.tuples(_KEY, _REST), max_size=30)


@settings(max_examples=400, deadline=None)
@given(
    r1=_ROWS,
    r2=_ROWS,
    sep=st.sampled_from([" ", ",", "\t", "  "]),
    tab=st.booleans(),
    opts=st.lists(
        st.sampled_from(
            ["-a1", "-a2", "-v1", "-v2", "-i", "-eE", "-oauto", "-o0,1.2,2.2", "-o2.3,1.1"]
        ),
        max_size=3,
    ),
    final=st.booleans(),
)
def test_join_bulk_agrees_with_the_line_merge(
    r1: list[tuple[str, list[str]]],
    r2: list[tuple[str, list[str]]],
    sep: str,
    tab: bool,
    opts: list[str],
    final: bool,
) -> None:
    """Rows sorted on their key (upper-cased with ``-i``), keys repeated on either side, fields
    split by blanks (runs, tabs) or ``-t``, any unpaired/format/filler options."""
    if tab and sep == "  ":
        sep = ";"
    fold = str.upper if "-i" in opts else str

    def lines(rows: list[tuple[str, list[str]]]) -> list[str]:
        return [sep.join([k, *rest]) for k, rest in sorted(rows, key=lambda r: fold(r[0]).encode())]

    files = {"x": _file(lines(r1), final), "y": _file(lines(r2), True)}
    args = [*dict.fromkeys(opts), *(["-t", sep] if tab else []), "x", "y"]
    _both_ways("join", args, files)


@settings(max_examples=300, deadline=None)
@given(
    lines=st.lists(_WORD, max_size=60),
    cuts=st.lists(st.integers(0, 400), max_size=6),
    ops=st.sampled_from(
        [["-", "-"], ["-", "f", "-"], ["f", "-"], ["-", "-", "-"], ["-d,:", "-", "f"]]
    ),
    final=st.booleans(),
)
def test_paste_stdin_any_chunking(
    lines: list[str], cuts: list[int], ops: list[str], final: bool
) -> None:
    """``-`` operands read stdin by blocks: however the pipe hands the data over, the output
    is that of the whole input; and ``paste - -`` is ``paste`` of its odd and even lines."""
    data = _file(lines, final)
    bounds = sorted({0, len(data), *(c for c in cuts if c < len(data))})
    chunks = [data[i:j] for i, j in zip(bounds, bounds[1:], strict=False)]
    fs = make_fs()
    fs.write_bytes("/w/f", b"1\n2\n3\n")
    whole = run_cmd("paste", ops, data, fs=fs)
    assert run_cmd("paste", ops, chunks, fs=fs) == whole
    if ops == ["-", "-"]:
        recs = data.split(b"\n")
        if recs[-1] == b"":
            recs.pop()  # (data without a final newline ends with a line, unless empty)
        fs.write_bytes("/w/odd", b"".join(x + b"\n" for x in recs[0::2]))
        fs.write_bytes("/w/even", b"".join(x + b"\n" for x in recs[1::2]))
        assert whole == run_cmd("paste", ["odd", "even"], fs=fs)
