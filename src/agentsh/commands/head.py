"""``head`` and ``tail``: first/last parts of files (GNU coreutils 9.1).

Both stream: ``head`` stops reading once it has what it needs (so ``yes | head -n 2`` ends),
``tail`` keeps only the last N lines/bytes of a stream in memory (whole chunks, counted with
``bytes.count``). ``tail -f``/``-F`` print like plain ``tail``, then warn that following is not supported.
Legacy forms ``head -5``, ``head -5c``, ``tail -5``, ``tail +3``, ``tail -3c`` are rewritten
before option parsing, as GNU does.
"""

from __future__ import annotations

import re
from collections import deque

from agentsh.commands._common import (
    argmatch,
    err,
    open_operand,
    parse_size,
    quote,
    unreadable_stdin,
)
from agentsh.commands._fileutil import quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import (
    Parsed,
    Spec,
    UsageError,
    flag,
    optional,
    parse,
    usage_error,
    value,
)
from agentsh.streams import InputStream, write_range
from agentsh.vfs import FSError

HEAD_SPEC = Spec(
    "head",
    [
        value("c", "c", "bytes"),
        value("n", "n", "lines"),
        flag("q", "q", "quiet", "silent"),
        flag("v", "v", "verbose"),
        flag("z", "z", "zero-terminated"),
    ],
)

TAIL_SPEC = Spec(
    "tail",
    [
        value("c", "c", "bytes"),
        optional("f", "f", "follow"),
        flag("F", "F"),
        value("n", "n", "lines"),
        value("max-unchanged-stats", "", "max-unchanged-stats"),
        value("pid", "", "pid"),
        flag("q", "q", "quiet", "silent"),
        flag("retry", "", "retry"),
        value("s", "s", "sleep-interval"),
        flag("v", "v", "verbose"),
        flag("z", "z", "zero-terminated"),
    ],
    digits="digits",
)

_HEAD_LEGACY = re.compile(r"-(\d+)([bkm]?)([cl]?)([qv]?)(z?)\Z")


def _display(name: str) -> str:
    return "standard input" if name == "-" else name


class _Opts:
    def __init__(self) -> None:
        self.bytes_mode = False
        self.count = 10
        self.from_start = False  # head: all-but-last (-N); tail: +N
        self.header: bool | None = None
        self.sep = b"\n"


_UINTMAX = 2**64 - 1


def _size(text: str, signed: bool) -> int | None:
    """A count as GNU's ``xstrtoumax`` reads it: blanks before it, then a ``+`` (not after
    the ``+`` that ``signed`` says was taken off), digits and one of 9.1's suffixes (no R
    or Q yet: they came in coreutils 9.5), nothing after."""
    body = text if signed else text.lstrip(" \t\n\v\f\r")
    if not signed and body.startswith("+"):
        body = body[1:]
    if not body[:1].isdigit() or body != body.rstrip() or "R" in body or "Q" in body:
        return None
    return parse_size(body)


def _count(ctx: CommandContext, spec: Spec, arg: str, bytes_mode: bool, o: _Opts) -> int | None:
    text = arg
    sign = ""
    if text and text[0] in "+-":
        sign, text = text[0], text[1:]
    n = _size(text, sign == "+")
    if n is None or n > _UINTMAX:
        what = "bytes" if bytes_mode else "lines"
        shown = text if sign == "-" else arg  # (GNU drops a leading '-', keeps a '+')
        why = "" if n is None else ": Value too large for defined data type"
        err(ctx, f"invalid number of {what}: {quote(shown)}{why}")
        return None
    o.bytes_mode = bytes_mode
    o.count = n
    if spec.prog == "head":
        o.from_start = sign == "-"  # (elide from the end: each -n/-c says anew)
    else:
        # GNU tail's flag is sticky: a ``+N`` once makes every later count from the start
        # (``tail -n +2 -c 3`` is ``tail -c +3``)
        o.from_start = o.from_start or sign == "+"
    return 0


def _common_opts(ctx: CommandContext, spec: Spec, p: Parsed, o: _Opts) -> int | None:
    for key, val in p.opts:
        if key in ("n", "c"):
            if _count(ctx, spec, val or "", key == "c", o) is None:
                return 1
        elif key == "q":
            o.header = False
        elif key == "v":
            o.header = True
        elif key == "z":
            o.sep = b"\0"
        elif key == "s" and val is not None:
            try:
                float(val)
            except ValueError:
                err(ctx, f"invalid number of seconds: {quote(val)}")
                return 1
    return None


def _open(ctx: CommandContext, name: str) -> InputStream | None:
    try:
        return open_operand(ctx, name)
    except FSError as e:
        if e.strerror == "Is a directory":
            return None
        err(ctx, f"cannot open {quoteaf(name)} for reading: {e.strerror}")
        raise


def _run(ctx: CommandContext, spec: Spec, p: Parsed, o: _Opts, one: object) -> int:
    files = p.operands or ["-"]
    header = o.header if o.header is not None else len(files) > 1
    status = 0
    first = True
    closed = False  # (a closed standard input was read: GNU's close_stdin fails at exit)
    follow = one is not _head_one and p.has("f")
    unreadable = 0
    followed = False  # (a named file was printed under -f/-F)
    for name in files:
        try:
            stream = _open(ctx, name)
        except FSError:
            status = 1
            continue
        if header:
            ctx.stdout.write(
                ("" if first else "\n").encode()
                + f"==> {_display(name)} <==\n".encode("utf-8", "surrogateescape")
            )
        first = False
        bad = unreadable_stdin(ctx, name)
        if bad is not None:
            unreadable += 1
            if follow:  # (tail -f reads it whatever the count, and then gives it up)
                if bad.closed:
                    err(ctx, "cannot fstat 'standard input': Bad file descriptor")
                err(ctx, "error reading 'standard input': Bad file descriptor")
                status = 1
            elif o.count or o.from_start:  # (``-n 0`` reads nothing)
                # (tail, and head's all-but-the-last, fstat it first)
                fstat = bad.closed and (one is not _head_one or o.from_start)
                fails = "cannot fstat" if fstat else "error reading"
                err(ctx, f"{fails} 'standard input': Bad file descriptor")
                status = 1
            elif one is not _head_one:
                continue  # (GNU's tail -n 0 does not even close it)
            closed = closed or bad.closed
            continue
        if stream is None:
            err(ctx, f"error reading {quoteaf(name)}: Is a directory")
            status = 1
            continue
        if one is _head_one:
            _head_one(ctx, stream, o)
        else:
            _tail_one(ctx, stream, o)
            followed = followed or ((follow or p.has("F")) and name != "-")
    if follow and unreadable == len(files):
        err(ctx, "no files remaining")
    if followed:
        # (GNU waits for more forever; nothing here can write to a file while tail waits)
        err(ctx, "warning: following is not supported by agentsh; stopped at the end")
    if closed:
        err(ctx, "-: Bad file descriptor")
        return 1
    return status


# -- head ---------------------------------------------------------------------------------


def _head_one(ctx: CommandContext, stream: InputStream, o: _Opts) -> None:
    out = ctx.stdout
    n = o.count
    if o.bytes_mode and not o.from_start:
        while n > 0:
            chunk = stream.read1()
            if not chunk:
                return
            write_range(out, chunk, 0, n)
            n -= min(len(chunk), n)
        return
    if o.bytes_mode:  # all but the last n bytes
        pending = b""
        while True:
            chunk = stream.read1()
            if not chunk:
                return
            pending += chunk
            if len(pending) > n:
                cut = len(pending) - n
                out.write(pending[:cut])
                pending = pending[cut:]
            ctx.check()
    sep = o.sep
    if not o.from_start:
        while n > 0:
            chunk = stream.read1()
            if not chunk:
                return
            end, c = _find_nth(chunk, n, sep)
            if end >= 0:
                write_range(out, chunk, 0, end + 1)
                return
            out.write(chunk)
            n -= c
            ctx.check()
        return
    # all but the last n lines
    if n == 0:
        while True:
            chunk = stream.read1()
            if not chunk:
                return
            out.write(chunk)
    # hold back chunks that may still hold one of the last n records; write the rest
    held: deque[bytes] = deque()
    held_count = 0
    while True:
        chunk = stream.read1()
        if not chunk:
            break
        held.append(chunk)
        held_count += chunk.count(sep)
        while len(held) > 1 and held_count - held[0].count(sep) > n:
            first = held.popleft()
            held_count -= first.count(sep)
            out.write(first)
        ctx.check()
    data = b"".join(held)
    if data:
        write_range(out, data, 0, _last_start(data, n, sep, held_count))


def _later_digit_option(args: list[str]) -> str | None:
    """The first digit that getopt would meet as an option letter in ``args`` (GNU head
    reports it as an "invalid trailing option"), skipping the arguments of -n/-c."""
    i = 0
    while i < len(args):
        a = args[i]
        i += 1
        if a == "--":
            return None
        if a.startswith("--"):
            if a in ("--lines", "--bytes"):
                i += 1
            continue
        if not a.startswith("-") or a == "-":
            continue
        for k, ch in enumerate(a[1:], 1):
            if ch in "nc":
                if k == len(a) - 1:
                    i += 1  # (the count is the next argument)
                break
            if ch.isdigit():
                return ch
    return None


def main(ctx: CommandContext) -> int:
    """``head``."""
    args = list(ctx.args)
    if args:
        m = _HEAD_LEGACY.match(args[0])
        if m is None and re.match(r"-\d", args[0]):
            bad = re.match(r"-\d+(.)", args[0])
            ch = bad.group(1) if bad else "?"
            return usage_error(ctx, HEAD_SPEC, f"invalid trailing option -- {ch}")
        digit = _later_digit_option(args[1:] if m is not None else args)
        if digit is not None:  # (``head -v -2``: a count only works as the first argument)
            return usage_error(ctx, HEAD_SPEC, f"invalid trailing option -- {digit}")
        if m is not None:
            digits, mult, unit, qv, z = m.groups()
            repl = [
                "-c" if (unit == "c" or mult) else "-n",
                digits + ({"b": "b", "k": "K", "m": "M"}.get(mult, "")),
            ]
            if qv:
                repl.append("-" + qv)
            if z:
                repl.append("-z")
            args = repl + args[1:]
    p = parse(ctx, HEAD_SPEC, args)
    if isinstance(p, int):
        return p
    o = _Opts()
    rc = _common_opts(ctx, HEAD_SPEC, p, o)
    if rc is not None:
        return rc
    return _run(ctx, HEAD_SPEC, p, o, _head_one)


# -- tail ---------------------------------------------------------------------------------


def _find_nth(data: bytes, n: int, sep: bytes) -> tuple[int, int]:
    """(index of the ``n``-th ``sep`` in ``data``, -1 when there are fewer; how many there are
    when fewer). Reads only as far as the ``n``-th separator (a whole file arrives as one
    chunk: ``head -n 3`` must not count the separators of all of it): small ``n`` steps with
    ``find``, large ``n`` counts fixed windows, then steps with ``find`` in the last one."""
    if n <= 256:
        pos = -1
        for k in range(n):
            pos = data.find(sep, pos + 1)
            if pos < 0:
                return -1, k
        return pos, n
    lo, k = 0, 0  # k = count(data[:lo])
    size = len(data)
    while lo < size:
        hi = min(size, lo + _WINDOW)
        c = data.count(sep, lo, hi)
        if k + c >= n:
            pos = lo - 1
            for _ in range(n - k):
                pos = data.find(sep, pos + 1)
            return pos, n
        lo, k = hi, k + c
    return -1, k


#: Separators are counted in windows of this size when looking for the n-th one.
_WINDOW = 1 << 15


def _last_start(data: bytes, n: int, sep: bytes, seps: int | None = None) -> int:
    """Offset where the last ``n`` records of ``data`` begin (``seps``: how many separators
    ``data`` holds, when the caller has counted them already)."""
    if n <= 0:
        return len(data)
    if n <= 256:
        pos = len(data)
        if data.endswith(sep):
            pos -= 1
        for _ in range(n):
            pos = data.rfind(sep, 0, pos)
            if pos < 0:
                return 0
        return pos + 1
    total = (data.count(sep) if seps is None else seps) + (0 if data.endswith(sep) else 1)
    if n >= total:
        return 0
    return _find_nth(data, total - n, sep)[0] + 1


def _tail_one(ctx: CommandContext, stream: InputStream, o: _Opts) -> None:
    out = ctx.stdout
    n = o.count
    sep = o.sep
    if o.from_start:
        skip = max(n - 1, 0)
        if o.bytes_mode:
            while skip > 0:
                chunk = stream.read1()
                if not chunk:
                    return
                if len(chunk) > skip:
                    write_range(out, chunk, skip, len(chunk))
                    skip = 0
                    break
                skip -= len(chunk)
        else:
            while skip > 0:
                chunk = stream.read1()
                if not chunk:
                    return
                end, c = _find_nth(chunk, skip, sep)
                if end >= 0:
                    write_range(out, chunk, end + 1, len(chunk))
                    skip = 0
                    break
                skip -= c
        while True:
            chunk = stream.read1()
            if not chunk:
                return
            out.write(chunk)
            ctx.check()
    # keep only what can still be in the last n records/bytes
    chunks: deque[bytes] = deque()
    kept = 0
    skip = 0  # what the first chunk holds before this offset no longer matters
    while True:
        chunk = stream.read1()
        if not chunk:
            break
        chunks.append(chunk)
        ctx.check()
        if o.bytes_mode:
            kept += len(chunk)
            while chunks and kept - len(chunks[0]) >= n:
                kept -= len(chunks.popleft())
            continue  # (``kept`` counts bytes here: the record trimming below is not for it)
        if len(chunk) > _TAIL_WINDOW:
            # a big chunk (a whole file): what it holds after its last n+1 separators is all
            # that can still matter, so drop what came before without counting it (kept
            # whole, with an offset: a slice would copy most of it for a large n)
            start = _tail_window_start(chunk, n, sep)
            if start >= 0:
                chunks.clear()
                chunks.append(chunk)
                skip, kept = start, n
                continue
            kept += chunk.count(sep)
        else:
            kept += chunk.count(sep)
        while len(chunks) > 1 and kept - chunks[0].count(sep, skip) > n:
            kept -= chunks.popleft().count(sep, skip)
            skip = 0
    if o.bytes_mode:
        data = b"".join(chunks)
        write_range(out, data, max(0, len(data) - n), len(data) if n else 0)
    elif len(chunks) == 1 and skip:
        # after ``skip``: n separators, so the last n records, and the partial record
        # before them when the data does not end with a separator
        data = chunks[0]
        start = skip if data.endswith(sep) else data.find(sep, skip) + 1
        write_range(out, data, start, len(data))
    else:
        if skip:
            chunks[0] = chunks[0][skip:]
        data = b"".join(chunks)
        write_range(out, data, _last_start(data, n, sep, kept), len(data))


#: Chunks bigger than this are cut from their end by :func:`_tail_window_start`.
_TAIL_WINDOW = 1 << 16


def _tail_window_start(chunk: bytes, n: int, sep: bytes) -> int:
    """Offset just after the (n+1)-th ``sep`` from the end of ``chunk`` (so the rest holds the
    last n records whole, and one separator more), or -1 when there are not that many:
    found with ``rfind`` for small ``n``, by counting windows back from the end otherwise."""
    if n <= 256:
        pos = len(chunk)
        for _ in range(n + 1):
            pos = chunk.rfind(sep, 0, pos)
            if pos < 0:
                return -1
        return pos + 1
    hi, k = len(chunk), 0
    while hi > 0:
        lo = max(0, hi - _WINDOW)
        c = chunk.count(sep, lo, hi)
        if k + c >= n + 1:  # the (n+1-k)-th separator from the end of the window
            pos = hi
            for _ in range(n + 1 - k):
                pos = chunk.rfind(sep, lo, pos)
            return pos + 1
        hi, k = lo, k + c
    return -1


_TAIL_OBSOLETE = re.compile(r"([-+])(\d*)([bcl]?)(f?)\Z")


def tail_main(ctx: CommandContext) -> int:
    """``tail``."""
    args = list(ctx.args)
    if args and (len(args) == 1 or (len(args) == 2 and not args[1].startswith("-"))):
        m = _TAIL_OBSOLETE.match(args[0])
        if m is not None and (m.group(1) == "+" or m.group(2)):
            sign, digits, unit, _f = m.groups()
            num = digits or "10"
            if int(num) > _UINTMAX:
                err(ctx, f"invalid number: {quote(args[0])}: Numerical result out of range")
                return 1
            if unit == "b":
                num = str(int(num) * 512)
                if int(num) > _UINTMAX:
                    err(ctx, f"invalid number: {quote(args[0])}")
                    return 1
            flag_ = "-c" if unit in ("b", "c") else "-n"
            args = [flag_, (sign if sign == "+" else "") + num, *args[1:]]
    p = parse(ctx, TAIL_SPEC, args)
    if isinstance(p, int):
        return p
    for key, val in p.opts:
        if key == "digits":
            err(ctx, f"option used in invalid context -- {(val or '0')[0]}")
            return 1
    o = _Opts()
    rc = _common_opts(ctx, TAIL_SPEC, p, o)
    if rc is not None:
        return rc
    by_name = p.has("F")
    for key, val in p.opts:
        if key == "f" and val is not None:
            mode = argmatch(ctx, "--follow", val, {"descriptor": "d", "name": "n"}, TAIL_SPEC)
            if mode is None:
                return TAIL_SPEC.status
            by_name = mode == "n"
    if by_name and "-" in (p.operands or ["-"]):
        err(ctx, "cannot follow '-' by name")
        return 1
    if p.has("pid") and not p.has("f") and not p.has("F"):
        err(ctx, "warning: PID ignored; --pid=PID is useful only when following")
    return _run(ctx, TAIL_SPEC, p, o, _tail_one)


__all__ = ["UsageError", "main", "tail_main"]
