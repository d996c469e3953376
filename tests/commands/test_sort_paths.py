"""``sort``'s bulk paths (key columns, int and bytes keys joined with the line as one sort
key, several keys concatenated into one, signed integers, floats for ``-g``) agree with its general comparator.

The oracle is ``sort -m`` over one file per line: merging single lines runs GNU's comparison
(each key, then the last resort on whole lines) through ``compare`` one pair at a time, with
none of the column code. Duplicate keys, equal lines, negative numbers, ``-0``, leading
zeros and keys that are prefixes of others are what the generated inputs are made of.
"""

from __future__ import annotations

from _cmdtest import make_fs, run_cmd  # pyright: ignore[reportMissingImports]
from hypothesis import example, given, settings
from hypothesis import strategies as st

from agentsh.vfs import VirtualFS

_WORDS = ["a", "ab", "abc", "b", "B", "ba", "zz", "a b", "1.5", "-2e1", ".5", "+3"]
_NUMS = ["0", "-0", "00", "007", "7", "-7", "12", "-12", "120", "3", "-3", "99999999999"]

_FIELD = st.sampled_from(_WORDS + _NUMS)
_LINE = st.lists(_FIELD, min_size=1, max_size=3).map(" ".join)
# a word then numbers: all-int key columns
_NUM_LINE = st.tuples(st.sampled_from(_WORDS[:4]), st.lists(st.sampled_from(_NUMS), max_size=2))

_OPTS = [
    ["-n"],
    ["-rn"],
    ["-nu"],
    ["-k2"],
    ["-k2r"],
    ["-r", "-k2"],
    ["-k2,2"],
    ["-k2,2n"],
    ["-k2,2nr"],
    ["-r", "-k2,2n"],
    ["-t", " ", "-k2,2n"],
    ["-t", " ", "-k2"],
    ["-t", " ", "-k3,3nr"],
    ["-k1,1n", "-k2,2"],
    ["-s", "-k2,2n"],
    ["-u", "-k2,2"],
    ["-k2,2", "-u", "-n"],
    # several keys of text and numbers: one concatenated bytes key
    ["-k2,2", "-k1,1n"],
    ["-k2,2r", "-k1,1n"],
    ["-k1,1", "-k2,2nr"],
    ["-r", "-k2,2", "-k1,1"],
    ["-r", "-k2,2", "-k3,3nr"],
    ["-s", "-k2,2", "-k1,1n"],
    ["-u", "-k2,2", "-k1,1"],
    ["-t", " ", "-k2,2", "-k3,3n"],
    # general numbers: floats in bulk
    ["-g"],
    ["-gr"],
    ["-k2,2g"],
]


def _assert_sorts_like_the_comparator(opts: list[str], lines: list[str]) -> None:
    """``sort OPTS`` of the lines (its bulk paths) gives the order ``sort -m OPTS`` of one
    file per line gives (the general per-pair comparator)."""
    fs = VirtualFS()
    fs.mkdir("/w")
    fs.write_bytes("/w/all", "".join(ln + "\n" for ln in lines).encode())
    names: list[str] = []
    for i, ln in enumerate(lines):
        fs.write_bytes(f"/w/l{i}", (ln + "\n").encode())
        names.append(f"l{i}")
    bulk = run_cmd("sort", [*opts, "all"], fs=fs)
    merged = run_cmd("sort", ["-m", *opts, *names], fs=fs)
    assert bulk == merged, (opts, lines)
    assert bulk[2] == 0


@settings(max_examples=300, deadline=None)
@given(
    mixed=st.lists(_LINE, min_size=1, max_size=24),
    numeric=st.lists(_NUM_LINE, min_size=1, max_size=24),
    opts=st.sampled_from(_OPTS),
    kind=st.sampled_from(["mixed", "numeric", "numbers"]),
    table=st.booleans(),
)
def test_bulk_paths_agree_with_the_comparator(
    mixed: list[str],
    numeric: list[tuple[str, list[str]]],
    opts: list[str],
    kind: str,
    table: bool,
) -> None:
    if kind == "mixed":
        lines = mixed
    elif kind == "numeric":
        lines = [" ".join([w, *nums]) for w, nums in numeric]
    else:  # whole lines of integers
        lines = [nums[0] if nums else "5" for _, nums in numeric]
    if table:  # every line with the same number of fields: the table path
        width = max(len(ln.split(" ")) for ln in lines)
        lines = [" ".join((ln.split(" ") + ["x"] * width)[:width]) for ln in lines]
    _assert_sorts_like_the_comparator(opts, lines)


# Whole-line sorts of large inputs split the lines into buckets by a short prefix first.
_TEXT = st.text(alphabet=st.sampled_from("ab\x00\x7f\xe9\xff "), max_size=6)


@settings(max_examples=300, deadline=None)
@given(st.lists(_TEXT, max_size=60), st.integers(1, 4), st.booleans())
def test_bucket_sort_orders_like_one_sort(lines: list[str], width: int, reverse: bool) -> None:
    """Buckets by prefixes of any width, in either direction, give ``sorted``'s order:
    lines shorter than the width, empty lines, equal lines and bytes above 0x7f included."""
    from agentsh.commands.sort import _bucket_sort  # pyright: ignore[reportPrivateUsage]

    assert _bucket_sort(list(lines), width, reverse) == sorted(lines, reverse=reverse)


def test_bucket_width_is_chosen_for_spread_prefixes_only() -> None:
    """Random lines get buckets (and the command's output is one sort's); ordered input, a long
    shared prefix and few distinct lines get one ``list.sort``."""
    import random

    from agentsh.commands.sort import _bucket_width  # pyright: ignore[reportPrivateUsage]

    r = random.Random(3)
    words = [
        "".join(r.choices("abcdefghijklmnopqrstuvwxyz", k=r.randrange(1, 9))) for _ in range(70000)
    ]
    assert _bucket_width(words) in (1, 2, 3)
    numbers = [str(r.randrange(10**9)) for _ in range(70000)]
    assert _bucket_width(numbers) in (2, 3)
    assert _bucket_width(sorted(words)) == 0
    assert _bucket_width(sorted(words, reverse=True)) == 0
    assert 17 < _bucket_width(["2024-01-01T00:00:" + w for w in words]) <= 20  # past the prefix
    assert _bucket_width([r.choice(["alpha", "beta"]) for _ in range(70000)]) == 0
    assert _bucket_width(words[:1000]) == 0  # small inputs: one sort

    fs = make_fs()
    fs.write_bytes("/w/words", "".join(w + "\n" for w in words).encode())
    fs.write_bytes("/w/numbers", "".join(w + "\n" for w in numbers).encode())
    for name, lines in (("words", words), ("numbers", numbers)):
        for opts in ([], ["-r"], ["-u"], ["-ru"]):
            want = sorted(
                set(lines) if "u" in "".join(opts) else lines, reverse="-r" in opts or "-ru" in opts
            )
            out, _err, code = run_cmd("sort", [*opts, name], fs=fs)
            assert code == 0
            assert out == "".join(w + "\n" for w in want).encode()


_COUNT_LINE = st.tuples(
    st.sampled_from(["", " ", "   ", "\t", " \t "]),
    st.sampled_from(["0", "1", "7", "12", "007", "123456789012", "", "-3", "1.5", "x"]),
    st.sampled_from([" ", "  ", "\t", "", "x"]),
    st.sampled_from(["", "word", "a b", "9"]),
).map(lambda t: "".join(t).encode())


@settings(max_examples=400, deadline=None)
@given(st.lists(_COUNT_LINE, min_size=1, max_size=30))
def test_number_prefix_column_agrees_with_each_key(lines: list[bytes]) -> None:
    """The number keys of whole lines (``uniq -c`` output and its near misses: tabs, signs,
    decimals, no digits) cut in bulk order and tie like each line's own ``-n`` key."""
    from agentsh.commands.sort import _num_column, _num_key  # pyright: ignore[reportPrivateUsage]

    col, digits, all_int = _num_column(lines, b"\n".join(lines))
    keys = [_num_key(line) for line in lines]
    # (the flags are promises: every field the integer it spells, every key an int)
    assert all_int or not digits
    if all_int:
        assert all(type(v) is int for v in col)
    for i in range(len(lines)):
        for j in range(len(lines)):
            assert (col[i] < col[j], col[i] == col[j]) == (keys[i] < keys[j], keys[i] == keys[j])


# Tables of few distinct field values: GNU's last resort through per-field ranks folded into
# one int key, canonical integer keys covering their field, ordered input, repeated lines.
_SMALL = st.sampled_from(["a", "a!", "a\x10", "ab", "", "b", "7", "07", "-0", "0", "-3", "12"])
_INTS = st.integers(-20, 20).map(str)
_POOLS = st.lists(
    st.lists(_SMALL, min_size=1, max_size=3) | st.lists(_INTS, min_size=1, max_size=8),
    min_size=1,
    max_size=4,
)
# rows of one to four fields, each field taking one of a few values (so that the columns
# have few distinct values, the shape the folded key is for)
_TABLE = _POOLS.flatmap(
    lambda pools: st.lists(
        st.tuples(*[st.sampled_from(p) for p in pools]).map(list), min_size=1, max_size=60
    )
)
_TABLE_OPTS = [
    ["-k2,2n"],
    ["-k2,2nr"],
    ["-r", "-k2,2n"],
    ["-k2,2"],
    ["-k2"],
    ["-k1,1", "-k3,3n"],
    ["-k3,3r", "-k2,2n"],
    ["-k2n"],
    ["-k1,1n"],
    ["-k2,3"],
    ["-n"],
    ["-s", "-k2,2n"],
]


@settings(max_examples=400, deadline=None)
@example(  # ties decided by a field holding a byte below the separator
    rows=[[("a\x10", "a", "a!")[i % 3], str(i % 7), "xy"[i % 2]] for i in range(60)],
    opts=["-k2,2n"],
    sep=" ",
    tab=False,
    arrange="as is",
)
@example(  # equal numbers spelled apart (leading zeros, -0): the text decides
    rows=[["ba"[i % 2], ("7", "07", "0", "-0", "5")[i % 5], "xy"[i % 3 % 2]] for i in range(60)],
    opts=["-k2,2n"],
    sep=" ",
    tab=True,
    arrange="reversed",
)
@given(
    rows=_TABLE,
    opts=st.sampled_from(_TABLE_OPTS),
    sep=st.sampled_from([" ", ","]),
    tab=st.booleans(),
    arrange=st.sampled_from(["as is", "sorted", "reversed", "repeated"]),
)
def test_table_paths_agree_with_the_comparator(
    rows: list[list[str]], opts: list[str], sep: str, tab: bool, arrange: str
) -> None:
    """Keyed sorts of tables (fields holding bytes below the separator, integers with and
    without leading zeros) give the general comparator's order, in any input order and with
    many repeated lines."""
    lines = [sep.join(r) for r in rows]
    if arrange == "sorted":
        lines.sort()
    elif arrange == "reversed":
        lines.sort(reverse=True)
    elif arrange == "repeated":
        lines = lines[:3] * 5
    args = [*(["-t", sep] if tab or sep != " " else []), *opts]
    _assert_sorts_like_the_comparator(args, lines)


def test_several_keys_with_many_distinct_texts_agree_with_the_comparator() -> None:
    """Text keys with more distinct values than ``_combine`` ranks (so the keys are
    concatenated into one bytes key), words that are prefixes of others, each key
    reversed or not, against the per-pair comparator."""
    import random

    r = random.Random(5)
    words = ["a", "ab", "abc", "abd", "b", "ba", "bab", "B", "c", "zz", "z", "é", "éa"]
    lines = [f"{r.randrange(-5, 6)} {r.choice(words)} {r.randrange(3)}" for _ in range(40)]
    for opts in (
        ["-k2,2", "-k1,1n"],
        ["-k2,2r", "-k1,1n"],
        ["-k2,2", "-k1,1nr"],
        ["-r", "-k2,2", "-k1,1n"],
        ["-r", "-k2,2r", "-k3,3n"],
        ["-s", "-k2,2r", "-k3,3n"],
        ["-u", "-k2,2r", "-k1,1n"],
    ):
        _assert_sorts_like_the_comparator(opts, lines)


# Int keys with the last resort sort each line behind its key's offset, in buckets of
# offsets (by their high bits; one bucket a key when keys are few) for large inputs.
@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(-40, 300), st.sampled_from([b"", b"a", b"ab", b"b", b"\xff", b"a\x00"])
        ),
        max_size=80,
    ),
    st.booleans(),
    st.booleans(),
    st.sampled_from([1, 4, 65536]),
)
def test_offset_keyed_sort_orders_by_key_then_line(
    pairs: list[tuple[int, bytes]], ascending: bool, reverse: bool, bucket_min: int
) -> None:
    """Whatever the buckets (forced on small inputs by a lower threshold), the lines come out
    ordered by key (``ascending`` relative to ``reverse``), then by whole line, as one sort
    of (key, line) pairs: negative keys, equal keys, equal lines, one key for all."""
    from agentsh.commands import sort as sort_mod

    lines = [str(k).encode() + b" " + t for k, t in pairs]
    col = [k for k, _ in pairs]
    sign = 1 if ascending else -1  # (the offsets order like the keys, or the other way)
    ordered = sorted(
        zip(col, lines, strict=True), key=lambda p: (sign * p[0], p[1]), reverse=reverse
    )
    want = [ln for _, ln in ordered]
    saved = sort_mod._BUCKET_MIN  # pyright: ignore[reportPrivateUsage]
    sort_mod._BUCKET_MIN = bucket_min  # pyright: ignore[reportPrivateUsage]
    try:
        got = sort_mod._offset_keyed_sort(lines, col, ascending, reverse) if lines else []  # pyright: ignore[reportPrivateUsage]
    finally:
        sort_mod._BUCKET_MIN = saved  # pyright: ignore[reportPrivateUsage]
    assert got == want
