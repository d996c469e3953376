"""``uniq``: report or omit repeated adjacent lines (GNU coreutils 9.1), streaming.

Supports -c -d -D[=METHOD] --group[=METHOD] -u -i -f N -s N -w N -z, the legacy ``-N`` (skip
fields), and the optional OUTPUT operand (written to the VFS at the end).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from itertools import chain, compress, groupby, islice, repeat
from operator import itemgetter

from agentsh.commands._common import argmatch, err, open_operand, quote
from agentsh.commands._fileutil import ls_quote, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, parse, usage_error, value
from agentsh.streams import BufferOutput, EmptyInput, InputStream, OutputStream
from agentsh.vfs import FSError

SPEC = Spec(
    "uniq",
    [
        flag("c", "c", "count"),
        flag("d", "d", "repeated"),
        optional("D", "D", "all-repeated"),
        value("f", "f", "skip-fields"),
        optional("group", "", "group"),
        flag("i", "i", "ignore-case"),
        value("s", "s", "skip-chars"),
        flag("u", "u", "unique"),
        value("w", "w", "check-chars"),
        flag("z", "z", "zero-terminated"),
    ],
    digits="digits",
)

_BLANK = b" \t"


def _num(ctx: CommandContext, v: str, what: str) -> int | None:
    if v.isdigit():
        return int(v)
    err(ctx, f"{v}: invalid number of {what}")
    return None


_GROUPS = ("prepend", "append", "separate", "both")


def _argmatch(
    ctx: CommandContext, val: str | None, choices: tuple[str, ...], opt: str
) -> str | None:
    """GNU ``argmatch``: the choice ``val`` names, whole or by an unambiguous prefix
    (the first when the option has no argument); None after GNU's message, which lists the
    valid arguments."""
    if val is None:
        return choices[0]
    return argmatch(ctx, opt, val, {c: c for c in choices})


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    count = repeated = unique = icase = zero = False
    all_rep: str | None = None
    group: str | None = None
    skip_f = skip_c = 0
    check_w: int | None = None
    for key, val in p.opts:
        v = val or ""
        if key == "c":
            count = True
        elif key == "d":
            repeated = True
        elif key == "D":
            all_rep = _argmatch(ctx, val, ("none", "prepend", "separate"), "--all-repeated")
            if all_rep is None:
                return usage_error(ctx, SPEC, None)
        elif key == "group":
            group = _argmatch(ctx, val, _GROUPS, "--group")
            if group is None:
                return usage_error(ctx, SPEC, None)
            group = group if val is not None else "separate"
        elif key in ("f", "digits"):
            n = _num(ctx, v, "fields to skip")
            if n is None:
                return 1
            skip_f = n
        elif key == "s":
            n = _num(ctx, v, "bytes to skip")
            if n is None:
                return 1
            skip_c = n
        elif key == "w":
            n = _num(ctx, v, "bytes to compare")
            if n is None:
                return 1
            check_w = n
        elif key == "i":
            icase = True
        elif key == "u":
            unique = True
        elif key == "z":
            zero = True
    if len(p.operands) > 2:
        return usage_error(ctx, SPEC, f"extra operand {quote(p.operands[2])}")
    if all_rep is not None and count:
        return usage_error(
            ctx, SPEC, "printing all duplicated lines and repeat counts is meaningless"
        )
    if group is not None and (count or repeated or unique or all_rep is not None):
        return usage_error(ctx, SPEC, "--group is mutually exclusive with -c/-d/-D/-u")
    sep = b"\0" if zero else b"\n"
    src = p.operands[0] if p.operands else "-"
    try:
        stream = open_operand(ctx, src)
    except FSError as e:
        if e.strerror == "Is a directory":  # (it opens; its read fails)
            err(ctx, f"error reading {quoteaf(src)}")
        else:
            err(ctx, f"{ls_quote(src)}: {e.strerror}")
        return 1
    dest = p.operands[1] if len(p.operands) > 1 else None
    out: OutputStream = BufferOutput() if dest not in (None, "-") else ctx.stdout
    if dest not in (None, "-") and src != "-" and _same_file(ctx, src, dest):
        stream = EmptyInput()  # (GNU truncates OUTPUT when it opens it, before reading)

    def cmp_key(line: bytes) -> bytes:
        i = 0
        n = len(line)
        for _ in range(skip_f):
            while i < n and line[i] in _BLANK:
                i += 1
            while i < n and line[i] not in _BLANK:
                i += 1
        i = min(n, i + skip_c)
        k = line[i:] if check_w is None else line[i : i + check_w]
        return k.lower() if icase else k

    plain_key = not (skip_f or skip_c or check_w is not None or icase)
    keyf: Callable[[bytes], bytes] = cmp_key
    if skip_f and not (skip_c or check_w is not None or icase):
        # ``-f N`` alone: the fields cut off by one regex substitution, in C (each skipped
        # field is blanks then non-blanks; greedy, the match is cmp_key's loop)
        keyf = _SkipFields(skip_f, sep)
    if icase and not (skip_f or skip_c or check_w is not None):
        keyf = bytes.lower  # (``-i`` alone: cmp_key's, in C)
    if not (skip_f or icase) and (skip_c or check_w is not None):
        # ``-s N`` / ``-w N``: the key is a slice of the line, cut by an itemgetter in C
        # (uniq -s4 of 1M lines: 353 -> 127 ms)
        keyf = itemgetter(slice(skip_c, None if check_w is None else skip_c + check_w))
    if all_rep is None and group is None:
        _uniq_simple(ctx, stream, out, sep, None if plain_key else keyf, (count, repeated, unique))
        return _finish(ctx, out, dest)
    if not (repeated or unique):  # (-D with -d or -u: the line-by-line way below)
        _uniq_all(ctx, stream, out, sep, None if plain_key else keyf, all_rep, group)
        return _finish(ctx, out, dest)

    def records() -> Iterator[bytes]:
        for line in ctx.iter_lines(stream, sep):
            yield line[:-1] if line.endswith(sep) else line

    prev: bytes | None = None
    prev_key = b""
    n_rep = 0
    first_group = True
    group_lines: list[bytes] = []
    try:
        for line in records():
            k = keyf(line)
            if prev is not None and k == prev_key:
                n_rep += 1
                if all_rep is not None:
                    if n_rep == 1:
                        if all_rep == "prepend" or (all_rep == "separate" and not first_group):
                            out.write(sep)
                        first_group = False
                        out.write(prev + sep)
                    out.write(line + sep)
                elif group is not None:
                    out.write(line + sep)
                continue
            # new group
            if group is not None:
                if prev is None:
                    if group in ("prepend", "both"):
                        out.write(sep)
                else:
                    out.write(sep)
                out.write(line + sep)
            prev, prev_key, n_rep = line, k, 0
        if prev is not None and group in ("append", "both"):
            out.write(sep)
    finally:
        del group_lines
    return _finish(ctx, out, dest)


def _same_file(ctx: CommandContext, a: str, b: str) -> bool:
    """Whether the paths ``a`` and ``b`` name one existing file."""
    try:
        return ctx.fs.realpath(ctx.abspath(a)) == ctx.fs.realpath(ctx.abspath(b))
    except FSError:
        return False


def _finish(ctx: CommandContext, out: OutputStream, dest: str | None) -> int:
    """Write the buffered output to the OUTPUT operand, if any; the exit status."""
    if isinstance(out, BufferOutput) and dest is not None:
        sink = ctx.open_output(dest)  # (/dev/stdout, /dev/fd/N, >(...): that stream)
        if sink is not None:
            sink.write(out.getvalue())
            return 0
        try:
            ctx.fs.write_bytes(ctx.abspath(dest), out.getvalue())
        except FSError as e:
            err(ctx, f"{ls_quote(dest)}: {e.strerror}")
            return 1
    return 0


class _SkipFields:
    """The key of ``-f N`` alone: the line without its first N fields (each blanks then
    non-blanks), cut by one regex substitution in C; for newline-separated records, a
    whole block's keys by one substitution over the block (``many``)."""

    def __init__(self, n: int, sep: bytes) -> None:
        self.one = partial(re.compile(rb"(?:[ \t]*[^ \t]*){%d}" % n).sub, b"", count=1)
        # (each record's fields after the newline before it: ``re`` looks for the newline
        # in C, where ``(?m)^`` is tried at every position; 12% faster)
        self.block = (
            partial(re.compile(rb"\n(?:[ \t]*[^ \t\n]*){%d}" % n).sub, b"\n")
            if sep == b"\n"
            else None
        )

    def __call__(self, line: bytes) -> bytes:
        return self.one(line)

    def many(self, records: list[bytes]) -> list[bytes]:
        if self.block is None:
            return list(map(self.one, records))
        return self.block(b"\n" + b"\n".join(records))[1:].split(b"\n")


def _keys(key: Callable[[bytes], bytes], records: list[bytes]) -> list[bytes]:
    return key.many(records) if isinstance(key, _SkipFields) else list(map(key, records))


def _uniq_simple(
    ctx: CommandContext,
    stream: InputStream,
    out: OutputStream,
    sep: bytes,
    key: Callable[[bytes], bytes] | None,
    how: tuple[bool, bool, bool],
) -> None:
    """Without -D/--group: one output line per group of adjacent equal keys, found block by
    block in C: the group starts are where ``map(operator.ne)`` of neighbouring keys is true,
    the group sizes the differences of the starts. The last group of a block is held back,
    as it may continue into the next block."""
    if not any(how):
        _uniq_plain(ctx, stream, out, sep, key)
        return
    if how == (False, True, False) or how == (False, False, True):
        if key is None and sep == b"\n":
            _uniq_select_runs(ctx, stream, out, unique=how[2])
        else:
            _uniq_select(ctx, stream, out, sep, key, unique=how[2])
        return
    prev: bytes | None = None
    prev_key = b""
    prev_size = 0
    for records in _record_lists(ctx, stream, sep):
        firsts, sizes = _groups(records, key)
        if prev is not None:
            if (records[0] if key is None else key(records[0])) == prev_key:  # it goes on
                firsts[0] = prev
                sizes[0] += prev_size
            else:
                firsts.insert(0, prev)
                sizes.insert(0, prev_size)
        prev, prev_size = firsts.pop(), sizes.pop()
        prev_key = records[-1] if key is None else key(records[-1])
        data = _groups_out(firsts, sizes, how, sep)
        if data:
            out.write(data)
    if prev is not None:
        data = _groups_out([prev], [prev_size], how, sep)
        if data:
            out.write(data)


def _uniq_all(
    ctx: CommandContext,
    stream: InputStream,
    out: OutputStream,
    sep: bytes,
    key: Callable[[bytes], bytes] | None,
    all_rep: str | None,
    group: str | None,
) -> None:
    """``-D`` (every line of each group of more than one; ``prepend``/``separate``: an
    empty line before each group / between them) or ``--group`` (every group, an empty line
    between them, before the first with ``prepend``/``both``, after the last with
    ``append``/``both``): the groups found block by block as ``_uniq_simple`` does, the
    last of a block held back as it may go on in the next (uniq -D -w6 of 1M lines: 812 ->
    132 ms)."""
    first = True  # (no group written yet)
    held: list[bytes] = []
    held_key = b""

    def emit(lines: list[bytes], parts: list[bytes]) -> None:
        nonlocal first
        if group is not None:
            if not first or group in ("prepend", "both"):
                parts.append(sep)
        elif len(lines) < 2:
            return
        elif all_rep == "prepend" or (all_rep == "separate" and not first):
            parts.append(sep)
        first = False
        parts.append(sep.join(lines))
        parts.append(sep)

    for records in _record_lists(ctx, stream, sep):
        keys = records if key is None else _keys(key, records)
        n = len(records)
        starts = [0, *compress(range(1, n), map(operator.ne, keys, islice(keys, 1, None)))]
        ends = [*islice(starts, 1, None), n]
        bounds = list(zip(starts, ends, strict=True))
        parts: list[bytes] = []
        if held and keys[0] == held_key:  # the held group goes on
            a, b = bounds.pop(0)
            held += records[a:b]
        if bounds:
            if held:
                emit(held, parts)
            inner: Iterable[tuple[int, int]] = bounds[:-1]
            if group is None:  # (-D: the groups of one line left out in C)
                inner = compress(
                    inner,
                    map(
                        operator.gt, ends[-len(bounds) :], map((1).__add__, starts[-len(bounds) :])
                    ),
                )
            for a, b in inner:
                emit(records[a:b], parts)
            a, b = bounds[-1]
            held, held_key = records[a:b], keys[a]
        if parts:
            out.write(b"".join(parts))
    parts = []
    if held:
        emit(held, parts)
    if not first and group in ("append", "both"):
        parts.append(sep)
    if parts:
        out.write(b"".join(parts))


def _record_lists(ctx: CommandContext, stream: InputStream, sep: bytes) -> Iterator[list[bytes]]:
    """The records of each block of whole records (a last unterminated one included),
    blocks without any skipped."""
    for block in stream.blocks(sep):
        ctx.check()
        records = block.split(sep)
        if not records[-1]:
            records.pop()
        if records:
            yield records


def _uniq_plain(
    ctx: CommandContext,
    stream: InputStream,
    out: OutputStream,
    sep: bytes,
    key: Callable[[bytes], bytes] | None,
) -> None:
    """Without -c/-d/-u: the first record of each group, written as soon as it is seen
    (the records whose key differs from the one before, found in C with
    ``map(operator.ne)``; the first of a block against the last of the one before)."""
    last: bytes | None = None  # the key of the previous block's last record
    for records in _record_lists(ctx, stream, sep):
        keys = records if key is None else _keys(key, records)
        first = last is None or keys[0] != last
        kept = list(
            compress(records, chain((first,), map(operator.ne, keys, islice(keys, 1, None))))
        )
        last = keys[-1]
        if kept:
            kept.append(b"")  # the final separator
            out.write(sep.join(kept))


def _uniq_select(
    ctx: CommandContext,
    stream: InputStream,
    out: OutputStream,
    sep: bytes,
    key: Callable[[bytes], bytes] | None,
    unique: bool,
) -> None:
    """``-d`` (``unique`` False): the first record of each group of several; ``-u``: the
    records alone in their group. A record is either by whether its key differs from the
    one before and from the one after, flags taken from one ``map(operator.ne)`` of
    neighbouring keys (in C: no groups are built). A block's last record waits for the
    next block's first."""
    carry: bytes | None = None  # the previous block's last record, its key, and whether it
    carry_key = b""  # differs from the record before it
    carry_new = True
    for records in _record_lists(ctx, stream, sep):
        keys = records if key is None else _keys(key, records)
        if carry is not None:
            records = [carry, *records]
            keys = [carry_key, *keys]
        ne = list(map(operator.ne, keys, islice(keys, 1, None)))  # key i != key i + 1
        before = chain((carry_new,), ne)  # record i differs from the one before
        # -u: new and the next one differs too; -d: new, and the next one is the same
        # (the product of two bools, not their ``min``: a builtin call of two arguments a
        # record was two thirds of ``uniq -u -w N`` over distinct lines)
        flags: Iterator[int] = (
            map(operator.mul, before, ne) if unique else map(operator.gt, before, ne)
        )
        kept = list(compress(records, flags))  # (the last record: no flag, it waits)
        carry, carry_key = records[-1], keys[-1]
        carry_new = ne[-1] if ne else carry_new
        if kept:
            kept.append(b"")  # the final separator
            out.write(sep.join(kept))
    if carry is not None and unique and carry_new:
        out.write(carry + sep)


#: a run of two or more equal lines, from the newline before it to the one ending it (left
#: for the next run to start with): the line is group 1. (The leading newline is a literal
#: prefix, which ``re`` looks for in C; ``(?m)^`` is tried at every byte: 2.8x slower over
#: 15-byte lines. The possessive ``.*+`` does not back off a line's end.)
_RUN = re.compile(rb"\n(.*+)(?:\n\1)+(?=\n)")


def _uniq_select_runs(
    ctx: CommandContext, stream: InputStream, out: OutputStream, unique: bool
) -> None:
    """``-d``/``-u`` of whole newline-terminated lines (no key): the runs of equal lines
    are one regex's matches over each block (``_RUN``, in C: the records are never split
    nor compared in Python); ``-d`` writes each run's line, ``-u`` the text between the
    runs. A block's last line, or its last run (as two lines: only "more than one"
    matters), is held back and put before the next block, where it may go on.

    Decision: ``uniq -d`` of 1M short lines spent 70 ms splitting and comparing neighbours
    (``_uniq_select``); the regex scans the block once."""
    held = b""
    held_run = False  # (held is a run's line twice)
    for block in stream.blocks(b"\n"):
        ctx.check()
        text = b"\n" + held + block
        if not block.endswith(b"\n"):
            text += b"\n"  # (only the input's very last line lacks one)
        runs = list(_RUN.finditer(text))
        if runs and runs[-1].end() + 1 == len(text):
            last = runs.pop()
            cut = last.start() + 1
            held, held_run = last[1] + b"\n" + last[1] + b"\n", True
        else:
            cut = text.rfind(b"\n", 0, len(text) - 1) + 1
            held, held_run = text[cut:], False
        if unique:
            pos = 1
            parts: list[bytes] = []
            for m in runs:
                parts.append(text[pos : m.start() + 1])
                pos = m.end() + 1
            parts.append(text[pos:cut])
            data = b"".join(parts)
        else:
            data = b"".join([m[1] + b"\n" for m in runs])
        if data:
            out.write(data)
    if held and held_run != unique:
        out.write(held if unique else held[: len(held) // 2])


def _groups(
    records: list[bytes], key: Callable[[bytes], bytes] | None
) -> tuple[list[bytes], list[int]]:
    """The first record and the size of each group of adjacent records with equal keys.

    Few long groups (judged from 64 sampled neighbours): ``itertools.groupby``, each group
    gathered into a list by ``map``. Many short ones: the group starts are where
    ``map(operator.ne)`` of neighbouring keys is true, the sizes the differences of starts.
    """
    n = len(records)
    step = max(1, n // 64)
    sampled = range(0, n - 1, step)
    if key is None:
        changes = sum(records[i] != records[i + 1] for i in sampled)
    else:
        changes = sum(key(records[i]) != key(records[i + 1]) for i in sampled)
    if changes * 8 < len(sampled):
        one = key.one if isinstance(key, _SkipFields) else key  # (no Python frame a line)
        groups = list(map(list, map(itemgetter(1), groupby(records, one))))
        return list(map(itemgetter(0), groups)), list(map(len, groups))
    keys = records if key is None else _keys(key, records)
    if all(map(operator.ne, keys, islice(keys, 1, None))):
        return records[:], [1] * n  # (no two neighbours equal: a group a record)
    starts = [0, *compress(range(1, n), map(operator.ne, keys, islice(keys, 1, None)))]
    sizes = list(map(operator.sub, chain(islice(starts, 1, None), (n,)), starts))
    return list(map(records.__getitem__, starts)), sizes


def _groups_out(
    firsts: list[bytes], sizes: list[int], how: tuple[bool, bool, bool], sep: bytes
) -> bytes:
    """The output for groups of ``sizes[i]`` lines starting with ``firsts[i]``."""
    count, repeated, unique = how
    if repeated:
        keep = list(map(operator.gt, sizes, repeat(1)))
        firsts, sizes = list(compress(firsts, keep)), list(compress(sizes, keep))
    if unique:
        keep = list(map(operator.eq, sizes, repeat(1)))
        firsts, sizes = list(compress(firsts, keep)), list(compress(sizes, keep))
    if not firsts:
        return b""
    if count:  # (each distinct count formatted once)
        counts = set(sizes)
        if len(counts) == 1:  # (one count, 1 most often: its prefix joins the lines)
            p = b"%7d " % sizes[0]
            return p + (sep + p).join(firsts) + sep
        prefix = {k: b"%7d " % k for k in counts}
        firsts = list(map(operator.add, map(prefix.__getitem__, sizes), firsts))
    firsts.append(b"")  # the final separator
    return sep.join(firsts)
