"""``cut`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd
from hypothesis import given, settings
from hypothesis import strategies as st

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (
        [],
        b"",
        b"",
        b"cut: you must specify a list of bytes, characters, or fields\nTry 'cut --help' for more infor"
        b"mation.\n",
        1,
    ),
    (
        ["-b", "1", "-f", "1"],
        b"",
        b"",
        b"cut: only one list may be specified\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-d:", "-b1"],
        b"",
        b"",
        b"cut: an input delimiter may be specified only when operating on fields\nTry 'cut --help' for "
        b"more information.\n",
        1,
    ),
    (
        ["-s", "-b1"],
        b"",
        b"",
        b"cut: suppressing non-delimited lines makes sense\n\tonly when operating on fields\nTry 'cut --h"
        b"elp' for more information.\n",
        1,
    ),
    (
        ["-d", "ab", "-f1"],
        b"",
        b"",
        b"cut: the delimiter must be a single character\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-f", "0"],
        b"",
        b"",
        b"cut: fields are numbered from 1\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-f", "x"],
        b"",
        b"",
        b"cut: invalid field value \xe2\x80\x98x\xe2\x80\x99\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-f", "3-1"],
        b"",
        b"",
        b"cut: invalid decreasing range\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-f", "-"],
        b"",
        b"",
        b"cut: invalid range with no endpoint: -\nTry 'cut --help' for more information.\n",
        1,
    ),
    (
        ["-c", "1,"],
        b"",
        b"",
        b"cut: byte/character positions are numbered from 1\nTry 'cut --help' for more information.\n",
        1,
    ),
    (["-d:", "-f1", "cf"], b"", b"a\nno delim\n1\n\n", b"", 0),
    (["-d:", "-f2-", "cf"], b"", b"b:c\nno delim\n2\n:\n", b"", 0),
    (["-d:", "-f1,3", "cf"], b"", b"a:c\nno delim\n1\n:\n", b"", 0),
    (["-d:", "-s", "-f2", "cf"], b"", b"b\n2\n\n", b"", 0),
    (["-d:", "--complement", "-f2", "cf"], b"", b"a:c\nno delim\n1\n:\n", b"", 0),
    (["-d:", "-f1,2", "--output-delimiter=XX", "cf"], b"", b"aXXb\nno delim\n1XX2\nXX\n", b"", 0),
    (["-c2-3", "cf"], b"", b":b\no \n:2\n:\n", b"", 0),
    (["-b-2,4-", "cf"], b"", b"a::c\nnodelim\n1:\n::\n", b"", 0),
    (["-c1,3", "--output-delimiter=.", "cf"], b"", b"a.b\nn. \n1.2\n:\n", b"", 0),
    (["--complement", "-c2", "cf"], b"", b"ab:c\nn delim\n12\n:\n", b"", 0),
    (["-f1", "cf"], b"", b"a:b:c\nno delim\n1:2\n::\n", b"", 0),
    (
        ["-f2", "nof", "cf"],
        b"",
        b"a:b:c\nno delim\n1:2\n::\n",
        b"cut: nof: No such file or directory\n",
        1,
    ),
    (["-f2"], b"a\tb\tc\n", b"b\n", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_cut(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("cut", args, stdin) == (out, err, status)


# The table path (one split of a whole block) against the record-by-record path.
_FIELD = st.sampled_from(["", "a", "bc", "\x00", "x\ry", "\xe9"])
_LIST = st.lists(
    st.tuples(st.integers(1, 7), st.integers(0, 3)).map(lambda t: f"{t[0]}-{t[0] + t[1]}"),
    min_size=1,
    max_size=4,
).map(",".join)


@settings(max_examples=500, deadline=None)
@given(
    nf=st.integers(2, 6),
    cells=st.lists(_FIELD, min_size=1, max_size=120),
    spec=_LIST,
    od=st.sampled_from([None, ":", "ab", "\t\t", "\n"]),
    complement=st.booleans(),
    zero=st.booleans(),
    final=st.booleans(),
)
def test_table_path_agrees_with_the_record_path(
    nf: int,
    cells: list[str],
    spec: str,
    od: str | None,
    complement: bool,
    zero: bool,
    final: bool,
) -> None:
    """Any field list of a table (same number of fields on every record), with any output
    delimiter (one holding the record separator too), gives the per-record output."""
    from agentsh.commands.cut import (  # pyright: ignore[reportPrivateUsage]
        _complement,
        _cut_fields,
        _table_fields,
        parse_list,
    )

    sep, d = (b"\0", b"\t") if zero else (b"\n", b"\t")
    cells = cells + [""] * (-len(cells) % nf)
    recs = [
        "\t".join(cells[i : i + nf]).encode("latin-1").replace(sep, b"")
        for i in range(0, len(cells), nf)
    ]
    block = sep.join(recs) + (sep if final else b"")
    ranges = parse_list(spec, True)
    if complement:
        ranges = _complement(ranges)
    out_d = d if od is None else od.encode()
    fast = _table_fields(block, sep, d, ranges, out_d)
    assert fast is not None
    assert sep.join(fast) == sep.join(_cut_fields(recs, d, ranges, out_d, False)), recs
