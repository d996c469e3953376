"""``shuf``: random permutations (GNU coreutils 9.1).

Owns -e, -i LO-HI, -n, -r, -o, -z and --random-source. Randomness goes through a port of
gnulib's ``randint_genmax`` (bytes appended big-endian, rejection sampling that keeps leftover
entropy) and ``randperm_new`` (partial Fisher-Yates), plus shuf's reservoir sampling for ``-n``
on standard input, so output with ``--random-source=FILE`` is byte-identical to GNU's. Without
a random source the bytes come from the VFS's seeded ``rng`` (deterministic per session).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable
from typing import TypeVar

from agentsh.commands._common import err, open_operand, quote
from agentsh.commands._fileutil import ls_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.streams import InputStream
from agentsh.vfs import FSError

SPEC = Spec(
    "shuf",
    [
        flag("e", "e", "echo"),
        value("i", "i", "input-range"),
        value("n", "n", "head-count"),
        value("o", "o", "output"),
        value("random-source", "", "random-source"),
        flag("r", "r", "repeat"),
        flag("z", "z", "zero-terminated"),
    ],
)

_MASK = (1 << 64) - 1
SIZE_MAX = _MASK
RESERVOIR_MIN_INPUT = 8192 * 1024
#: Largest number of lines (or of ``-i`` values) permuted by ``random.sample`` (it holds a
#: list of them all); past it gnulib's sparse permutation, over Python's generator.
_SAMPLE_MAX = 1 << 24

#: Bytes read at least at a time from a device random source (``/dev/urandom``).
_SOURCE_CHUNK = 1 << 16

_T = TypeVar("_T")


class _Fatal(Exception):
    pass


class _Randint:
    """gnulib ``struct randint_source`` over a byte reader."""

    def __init__(self, read: Callable[[int], bytes]) -> None:
        self.read = read
        self.randnum = 0
        self.randmax = 0

    def genmax(self, genmax: int) -> int:
        randnum = self.randnum
        randmax = self.randmax
        choices = genmax + 1
        while True:
            if randmax < genmax:
                i = 0
                rmax = randmax
                while True:
                    rmax = ((rmax << 8) & _MASK) + 255
                    i += 1
                    if rmax >= genmax:
                        break
                buf = self.read(i)
                i = 0
                while True:
                    randnum = ((randnum << 8) & _MASK) + buf[i]
                    randmax = ((randmax << 8) & _MASK) + 255
                    i += 1
                    if randmax >= genmax:
                        break
            if randmax == genmax:
                self.randnum = self.randmax = 0
                return randnum
            excess = randmax - genmax
            unusable = excess % choices
            last_usable = randmax - unusable
            reduced = randnum % choices
            if randnum <= last_usable:
                self.randnum = randnum // choices
                self.randmax = excess // choices
                return reduced
            randnum = randnum - (last_usable + 1)
            randmax = unusable - 1

    def choose(self, n: int) -> int:
        return self.genmax(n - 1)

    def reservoir(
        self, src: bytes, pos: int, lines: list[bytes], k: int, check: Callable[[], None]
    ) -> tuple[list[bytes], int]:
        """shuf's reservoir sampling of ``k`` of ``lines`` with random bytes ``src[pos:]``:
        the sample and the new position (:class:`IndexError` past the end of ``src``).

        Decision: one draw per input line (200,000 for a 13 MB log) made the method calls of
        :meth:`choose` cost 300 ms; the draws are inlined here and in :meth:`permutation`
        (see :func:`_draw` for the arithmetic), 40 ms."""
        num = self.randnum
        big_r = self.randmax + 1
        sample = lines[:k]
        n = len(lines)
        j = 0
        for start in range(k + 1, n + 2, _CHECK_EVERY):
            check()
            for c in range(start, min(start + _CHECK_EVERY, n + 2)):  # choose(count + 1)
                while big_r < c:
                    num = (num << 8) | src[pos]
                    pos += 1
                    big_r <<= 8
                rq = big_r // c
                q, j = divmod(num, c)
                if q < rq:
                    num = q
                    big_r = rq
                else:
                    num, big_r, j, pos = _draw(num - c * rq, big_r - c * rq, c, src, pos)
                if j < k and c <= n:  # (one draw past the last line, as GNU)
                    sample[j] = lines[c - 1]
        self.randnum = num
        self.randmax = big_r - 1
        return sample, pos

    def permutation(
        self, src: bytes, pos: int, h: int, n: int, check: Callable[[], None]
    ) -> tuple[list[int], int]:
        """:func:`_randperm` (``h >= 2`` of ``n < 2**48``) with random bytes ``src[pos:]``:
        the permutation and the new position (:class:`IndexError` past the end)."""
        num = self.randnum
        big_r = self.randmax + 1
        sparse: dict[int, int] = {}
        full = list(range(n)) if n <= min(4 * h, _SAMPLE_MAX) else None  # else a sparse map
        for start in range(0, h, _CHECK_EVERY):
            check()
            for i in range(start, min(start + _CHECK_EVERY, h)):
                c = n - i
                while big_r < c:
                    num = (num << 8) | src[pos]
                    pos += 1
                    big_r <<= 8
                rq = big_r // c
                q, j = divmod(num, c)
                if q < rq:
                    num = q
                    big_r = rq
                else:
                    num, big_r, j, pos = _draw(num - c * rq, big_r - c * rq, c, src, pos)
                j += i
                if full is not None:
                    full[i], full[j] = full[j], full[i]
                else:
                    vi = sparse.get(i, i)
                    sparse[i] = sparse.get(j, j)
                    sparse[j] = vi
        self.randnum = num
        self.randmax = big_r - 1
        if full is not None:
            return full[:h], pos
        return [sparse.get(i, i) for i in range(h)], pos


#: Draws between two ``ctx.check()`` calls in the inlined loops.
_CHECK_EVERY = 65536


def _draw(num: int, big_r: int, c: int, src: bytes, pos: int) -> tuple[int, int, int, int]:
    """One ``randint_choose (c)`` from the state ``randnum = num``, ``randmax = big_r - 1``
    and random bytes ``src[pos:]``: ``(num, big_r, choice, pos)`` after it.

    With ``R = randmax + 1``, gnulib's ``randint_genmax (c - 1)`` is: append bytes while
    ``R < c`` (``randmax < genmax``); then ``q, j = divmod(randnum, c)`` is accepted iff
    ``q < R // c`` (``randnum <= last_usable``), leaving ``randnum = q`` and ``R = R // c``
    (``excess // choices``); else the draw is rejected and retried with ``randnum -
    c * (R // c)`` and ``R % c``. ``randmax == genmax`` is the case ``R == c``: both become
    0 either way. Values stay below 2**64 for ``c < 2**48``, so gnulib's masks never apply."""
    while True:
        while big_r < c:
            num = (num << 8) | src[pos]
            pos += 1
            big_r <<= 8
        rq = big_r // c
        q, j = divmod(num, c)
        if q < rq:
            return q, rq, j, pos
        num -= c * rq
        big_r -= c * rq


def _randperm(r: _Randint, h: int, n: int, check: Callable[[], None]) -> list[int]:
    if h == 0:
        return []
    if h == 1:
        return [r.choose(n)]
    v: dict[int, int] = {}
    out: list[int] = []
    for i in range(h):
        if i & 4095 == 4095:
            check()
        j = i + r.choose(n - i)
        vi = v.get(i, i)
        vj = v.get(j, j)
        v[j] = vi
        out.append(vj)
    return out


def _range(text: str) -> tuple[int, int] | str:
    lo_s, dash, hi_s = text.partition("-")
    if not dash:
        hi_s = text
        lo_s = "0"

    def num(s: str) -> int | None:
        t = s.lstrip(" \t\n\v\f\r")
        return int(t) if t.isdigit() and t.isascii() else None

    lo = num(lo_s)
    if lo is None:
        return f"invalid input range: {quote(lo_s)}"
    hi = num(hi_s)
    if hi is None:
        return f"invalid input range: {quote(hi_s)}"
    if not dash or lo > hi + 1:
        return f"invalid input range: {quote(text)}"
    return lo, hi


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    try:
        return _run(ctx, p.opts, p.operands)
    except _Fatal as e:
        err(ctx, str(e))
        return 1


def _run(ctx: CommandContext, opts: list[tuple[str, str | None]], operands: list[str]) -> int:
    echo = repeat = False
    eol = b"\n"
    head = SIZE_MAX
    rng_range: tuple[int, int] | None = None
    outfile: str | None = None
    source: str | None = None
    for key, val in opts:
        v = val or ""
        if key == "e":
            echo = True
        elif key == "i":
            if rng_range is not None:
                raise _Fatal("multiple -i options specified")
            r = _range(v)
            if isinstance(r, str):
                raise _Fatal(r)
            rng_range = r
        elif key == "n":
            t = v.lstrip(" \t\n\v\f\r")
            if not (t.isdigit() and t.isascii()):
                raise _Fatal(f"invalid line count: {quote(v)}")
            head = min(head, int(t))
        elif key == "o":
            if outfile is not None and outfile != v:
                raise _Fatal("multiple output files specified")
            outfile = v
        elif key == "random-source":
            if source is not None and source != v:
                raise _Fatal("multiple random sources specified")
            source = v
        elif key == "r":
            repeat = True
        elif key == "z":
            eol = b"\0"
    if echo and rng_range is not None:
        err(ctx, "cannot combine -e and -i options")
        return usage_error(ctx, SPEC, None)
    if (len(operands) > 0) if rng_range is not None else (not echo and len(operands) > 1):
        err(ctx, f"extra operand {quote(operands[0 if rng_range is not None else 1])}")
        return usage_error(ctx, SPEC, None)

    lines: list[bytes] = []  # without their terminators (added when written)
    reservoir_input: bytes | None = None
    n_lines = 0
    if head == 0:
        pass
    elif echo:
        lines = [a.encode("utf-8", "surrogateescape") for a in operands]
        n_lines = len(lines)
    elif rng_range is not None:
        n_lines = rng_range[1] - rng_range[0] + 1
    else:
        name = operands[0] if operands else "-"
        try:
            data = open_operand(ctx, name).read()
        except FSError as e:
            if e.strerror == "Is a directory":  # (it opens; its read fails)
                raise _Fatal(f"read error: {e.strerror}") from e
            raise _Fatal(f"{ls_quote(name)}: {e.strerror}") from e
        if data and not data.endswith(eol):
            data += eol
        lines = data.split(eol)[:-1] if data else []
        is_pipe = name == "-"
        if repeat or head == SIZE_MAX or (not is_pipe and len(data) <= RESERVOIR_MIN_INPUT):
            n_lines = len(lines)
        else:
            reservoir_input = b""

    src = b""  # the random source's bytes read so far, ``pos`` of them used
    pos = 0
    more: InputStream | None = None  # a device source (/dev/zero, /dev/urandom): read on demand
    if source is not None:
        try:
            if source == "-":
                src = ctx.stdin_stream.read()
            elif ctx.fs.is_file(ctx.abspath(source)):
                src = ctx.read_bytes(source)
            else:
                more = ctx.open_input(source)
        except FSError as e:
            raise _Fatal(f"{ls_quote(source)}: {e.strerror}") from e

    def extend() -> None:
        """More of the random source (as much again), or GNU's end-of-file error."""
        nonlocal src
        got = more.read(max(len(src), _SOURCE_CHUNK)) if more is not None else b""
        if not got:
            raise _Fatal(f"{quote(source or '')}: end of file")
        src += got

    def drawn(run: Callable[[bytes, int], tuple[_T, int]]) -> _T:
        """``run(src, pos)``, which raises IndexError past the end of the bytes it is
        given, with as many of the source's bytes as it needs."""
        nonlocal pos
        while True:
            try:
                got, pos = run(src, pos)
                return got
            except IndexError:
                extend()

    if source is not None:

        def read(k: int) -> bytes:
            nonlocal pos
            while pos + k > len(src):
                extend()
            b = src[pos : pos + k]
            pos += k
            return b
    else:
        rng = ctx.fs.rng

        def read(k: int) -> bytes:
            return bytes(rng.getrandbits(8) for _ in range(k))

    rs = _Randint(read)
    # without a random source the output need not be GNU's bytes: Python's generator (C
    # and a per-item loop in ``random``) instead of gnulib's draws, ~10x faster
    choose = rs.choose if source is not None else ctx.fs.rng.randrange
    ahead = head if repeat or head < n_lines else n_lines
    if reservoir_input is not None and source is None:
        lines = ctx.fs.rng.sample(lines, min(head, len(lines)))
        n_lines = ahead = len(lines)
    elif reservoir_input is not None and len(lines) < head:
        n_lines = ahead = len(lines)  # GNU draws nothing for a sample bigger than the input
    elif reservoir_input is not None:
        # (GNU draws once more, past the last line, before noticing the end of input)
        sample = lines
        lines = drawn(lambda b, at: rs.reservoir(b, at, sample, head, ctx.check))
        n_lines = ahead = len(lines)

    out_chunks: list[bytes] = []

    def emit(b: bytes) -> None:
        out_chunks.append(b)
        if outfile is None and len(out_chunks) >= 4096:
            ctx.stdout.write(b"".join(out_chunks))
            out_chunks.clear()
            ctx.check()

    perm: list[int] = []
    if not repeat and source is None and ahead == n_lines <= _SAMPLE_MAX:
        perm = list(range(n_lines))
        ctx.fs.rng.shuffle(perm)
    elif not repeat and source is None and n_lines <= _SAMPLE_MAX:
        perm = ctx.fs.rng.sample(range(n_lines), ahead)
    elif not repeat and source is not None and ahead >= 2 and n_lines < 1 << 48:
        perm = drawn(lambda b, at: rs.permutation(b, at, ahead, n_lines, ctx.check))
    elif not repeat:
        perm = _randperm(rs, ahead, n_lines, ctx.check)
    if outfile is not None:
        try:
            ctx.fs.write_bytes(ctx.abspath(outfile), b"")
        except FSError as e:
            raise _Fatal(f"{ls_quote(outfile)}: {e.strerror}") from e
    if repeat:
        if head != 0:
            if n_lines == 0:
                raise _Fatal("no lines to repeat")
            i = 0
            while head == SIZE_MAX or i < ahead:
                j = choose(n_lines)
                if rng_range is not None:
                    emit(str(rng_range[0] + j).encode() + eol)
                else:
                    emit(lines[j] + eol)
                i += 1
                if outfile is not None and len(out_chunks) >= 4096:
                    ctx.fs.write_bytes(ctx.abspath(outfile), b"".join(out_chunks), append=True)
                    out_chunks.clear()
                    ctx.check()
    else:
        for i in range(0, len(perm), 65536):  # (pieces: a reader may stop early)
            part = perm[i : i + 65536]
            if rng_range is not None:
                nums = map(operator.add, part, itertools.repeat(rng_range[0]))
                piece = eol.decode("latin-1").join(map(str, nums)).encode() + eol
            else:
                piece = eol.join(map(lines.__getitem__, part)) + eol
            if outfile is None:
                ctx.stdout.write(piece)
                ctx.check()
            else:
                out_chunks.append(piece)
    if outfile is not None:
        ctx.fs.write_bytes(ctx.abspath(outfile), b"".join(out_chunks), append=True)
    elif out_chunks:
        ctx.stdout.write(b"".join(out_chunks))
    return 0
