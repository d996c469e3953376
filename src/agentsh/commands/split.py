"""``split``: split a file into pieces written in the VFS (GNU coreutils 9.1).

Owns GNU split's output naming (alphabetic/``-d``/``-x`` suffixes with ``FROM`` start values,
``-a``, automatic widening ``yz`` -> ``zaaa`` when ``-a`` is not given, ``--additional-suffix``,
``output file suffixes exhausted``) and the modes ``-l``, obsolete ``-N``, ``-b``, ``-C``,
``-n N``, ``-n K/N``, ``-n l/N``, ``-n l/K/N``, ``-n r/N``, ``-n r/K/N``, with ``-e``, ``-t``
and ``--verbose``; ``--filter`` pipes each piece to a shell command (``$FILE`` its name).
"""

from __future__ import annotations

from agentsh.commands._common import open_operand, quote
from agentsh.commands._fileutil import ls_quote, quoteaf, shell_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Parsed, Spec, flag, optional, parse, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "split",
    [
        value("a", "a", "suffix-length"),
        value("additional-suffix", "", "additional-suffix"),
        value("b", "b", "bytes"),
        value("C", "C", "line-bytes"),
        optional("d", "d", "numeric-suffixes"),
        optional("x", "x", "hex-suffixes"),
        flag("e", "e", "elide-empty-files"),
        value("filter", "", "filter"),
        value("l", "l", "lines"),
        value("n", "n", "number"),
        value("t", "t", "separator"),
        flag("u", "u", "unbuffered"),
        flag("verbose", "", "verbose"),
        value("io-blksize", "", "io-blksize"),
    ],
    digits="digits",
)

_MULT: dict[str, int] = {"": 1, "b": 512, "k": 1024, "K": 1024}
for _i, _c in enumerate("KMGTPEZY", start=1):
    _MULT[_c] = 1024**_i
    _MULT[_c + "iB"] = 1024**_i
    _MULT[_c + "B"] = 1000**_i
_MULT["m"] = 1024**2


class _Die(Exception):
    def __init__(self, message: str, usage: bool = False, status: int = 1) -> None:
        super().__init__(message)
        self.usage = usage
        self.status = status


def _size(text: str, what: str, suffixes: bool) -> int:
    s = text.strip()
    i = 0
    while i < len(s) and s[i].isdigit():
        i += 1
    mult = _MULT.get(s[i:]) if suffixes else (1 if i == len(s) else None)
    if i == 0 or mult is None:
        raise _Die(f"{what}: {quote(text)}")
    v = int(s[:i]) * mult
    if v == 0:
        raise _Die(f"{what}: {quote(text)}: Numerical result out of range")
    return v


class _Namer:
    def __init__(
        self, base: str, alphabet: str, length: int, auto: bool, start: str | None
    ) -> None:
        self.base = base
        self.alphabet = alphabet
        self.length = length
        self.auto = auto
        self.start = start
        self.idx: list[int] | None = None
        self.addsuf = ""

    def next(self) -> str:
        a = self.alphabet
        if self.idx is None:
            self.idx = [0] * self.length
            if self.start:
                digits = [a.index(c) for c in self.start]
                self.idx[self.length - len(digits) :] = digits
            return self._name()
        i = self.length
        while i > 0:
            i -= 1
            self.idx[i] += 1
            if self.auto and i == 0 and self.idx[0] + 1 >= len(a):
                # widen: the leading suffix character joins the prefix
                self.base += a[self.idx[0]]
                self.length += 1
                self.idx = [0] * self.length
                return self._name()
            if self.idx[i] < len(a):
                return self._name()
            self.idx[i] = 0
        raise _Die("output file suffixes exhausted")

    def _name(self) -> str:
        assert self.idx is not None
        return self.base + "".join(self.alphabet[k] for k in self.idx) + self.addsuf


class _Out:
    def __init__(self, ctx: CommandContext, namer: _Namer, elide: bool, verbose: bool) -> None:
        self.ctx = ctx
        self.namer = namer
        self.elide = elide
        self.verbose = verbose
        self.current: str | None = None
        #: --filter: the command each piece is piped to (with $FILE its name), the piece
        #: being gathered, and the --verbose lines (GNU's stdout is block-buffered: they
        #: come out after what the commands print)
        self.filter: str | None = None
        self.piece: list[bytes] = []
        self.said: list[bytes] = []

    def run_filter(self) -> None:
        """Pipe the gathered piece to the --filter command."""
        if self.filter is None or self.current is None:
            return
        ctx = self.ctx
        data = b"".join(self.piece)
        self.piece = []
        if ctx.run_script is None:
            raise _Die("--filter needs a shell")
        script = f"FILE={shell_quote(self.current)}; export FILE\n{self.filter}"
        status, out = ctx.run_script(script, data)
        ctx.stdout.write(out)
        if status:
            raise _Die(
                f"with FILE={self.current}, exit {status} from command: {self.filter}",
                status=status,
            )

    def emit(self, name: str, data: bytes) -> None:
        """A whole piece NAME (round robin)."""
        if self.filter is not None:
            self.current, self.piece = name, [data]
            if self.verbose:
                self.said.append(f"executing with FILE={name}\n".encode())
            self.run_filter()
            self.current = None
            return
        if self.verbose:
            self.ctx.stdout.write(f"creating file {quoteaf(name)}\n".encode())
        self.ctx.fs.write_bytes(self.ctx.abspath(name), data)

    def finish(self) -> None:
        self.run_filter()
        self.current = None
        if self.said:
            self.ctx.stdout.write(b"".join(self.said))

    def cwrite(self, new_file: bool, data: bytes | None) -> None:
        ctx = self.ctx
        if new_file and self.filter is not None:
            if data is None and self.elide:
                return
            self.run_filter()
            self.current = self.namer.next()
            if self.verbose:
                self.said.append(f"executing with FILE={self.current}\n".encode())
        elif new_file:
            if data is None and self.elide:
                return
            self.current = self.namer.next()
            if self.verbose:
                ctx.stdout.write(f"creating file {quoteaf(self.current)}\n".encode())
            try:
                ctx.fs.write_bytes(ctx.abspath(self.current), b"")
            except FSError as e:
                raise _Die(f"{ls_quote(self.current)}: {e.strerror}") from e
        if data and self.current is not None:
            if self.filter is not None:
                self.piece.append(data)
            else:
                ctx.fs.write_bytes(ctx.abspath(self.current), data, append=True)


def _lines_chunk(out: _Out, ctx: CommandContext, data: bytes, k: int, n: int, eol: bytes) -> None:
    file_size = max(len(data), n)
    chunk_size = file_size // n
    chunk_no = 1
    chunk_end = chunk_size - 1
    n_written = 0
    new_file = True
    pos = 0
    if k > 1:
        start = (k - 1) * chunk_size - 1
        pos = start
        n_written = start
        chunk_no = k - 1
        chunk_end = chunk_no * chunk_size - 1
    end = len(data)
    truncated = False
    while pos != end and n_written < file_size:
        skip = min(end - pos, max(0, chunk_end - n_written))
        hit = data.find(eol, pos + skip, end)
        nxt = hit >= 0
        bp_out = hit + 1 if nxt else end
        chunk = data[pos:bp_out]
        if k == chunk_no:
            ctx.stdout.write(chunk)
        elif not k:
            out.cwrite(new_file, chunk)
        n_written += len(chunk)
        pos = bp_out
        new_file = nxt
        while nxt or chunk_end <= n_written - 1:
            if not nxt and pos == end:
                truncated = True
                break
            chunk_no += 1
            if k and chunk_no > k:
                return
            chunk_end = file_size - 1 if chunk_no == n else chunk_end + chunk_size
            if chunk_end <= n_written - 1:
                if not k:
                    out.cwrite(True, None)
            else:
                nxt = False
    if truncated:
        chunk_no += 1
    while not k and chunk_no <= n:
        chunk_no += 1
        out.cwrite(True, None)


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    try:
        return _run(ctx, p)
    except _Die as e:
        if e.usage:
            return usage_error(ctx, SPEC, str(e))
        ctx.stderr.write(f"split: {e}\n".encode("utf-8", "surrogateescape"))
        return e.status


def _after_nth(data: bytes, eol: bytes, pos: int, n: int, avg: int) -> int:
    """The index just past the ``n``-th ``eol`` (one byte) at or after ``pos``, or the end.

    Counted in C, not found one line at a time: a span of ``n`` mean line lengths is counted
    (extended while it holds too few), halved while it holds many more than ``n``, and the
    last few separators are found from its end."""
    end = len(data)
    lo, need = pos, n
    while True:
        hi = min(end, lo + max(need * avg, 64))
        c = data.count(eol, lo, hi)
        if c >= need:
            break
        if hi >= end:
            return end
        need -= c
        lo = hi
    while c - need > 32:  # the need-th separator of [lo, hi), which holds c of them
        mid = (lo + hi) // 2
        cm = data.count(eol, lo, mid)
        if cm >= need:
            hi, c = mid, cm
        else:
            lo, need, c = mid, need - cm, c - cm
    i = hi
    for _ in range(c - need + 1):  # the (c - need + 1)-th from the right
        i = data.rfind(eol, lo, i)
    return i + 1


def _run(ctx: CommandContext, p: Parsed) -> int:
    mode = ""
    n_units = 0
    k_units = 0
    filter_cmd: str | None = None
    suffix_len = 0
    alphabet = "abcdefghijklmnopqrstuvwxyz"
    start: str | None = None
    addsuf = ""
    eol: bytes | None = None

    def one_way(new: str) -> None:
        nonlocal mode
        if mode and not (mode == "digits" and new == "digits"):
            raise _Die("cannot split in more than one way", usage=True)
        mode = new

    for key, val in p.opts:
        v = val or ""
        if key == "a":
            if not v.isdigit():
                raise _Die(f"invalid suffix length: {quote(v)}")
            suffix_len = int(v)
        elif key == "additional-suffix":
            if "/" in v:
                raise _Die(f"invalid suffix {quote(v)}, contains directory separator", True)
            addsuf = v
        elif key == "b":
            one_way("b")
            n_units = _size(v, "invalid number of bytes", True)
        elif key == "l":
            one_way("l")
            n_units = _size(v, "invalid number of lines", False)
        elif key == "C":
            one_way("C")
            n_units = _size(v, "invalid number of bytes", True)
        elif key == "digits":
            one_way("digits")
            n_units = int(v)
        elif key == "n":
            one_way("n")
            s = v.lstrip()
            sub = ""
            if s.startswith(("r/", "l/")):
                sub, s = s[0], s[2:]
            mode = "n" + sub
            if "/" in s:
                ks, _, ns = s.partition("/")
                k_units = _size(ks, "invalid chunk number", False)
                n_units = _size(ns, "invalid number of chunks", False)
                if k_units > n_units:
                    raise _Die(f"invalid chunk number: {quote(ks)}: Numerical result out of range")
            else:
                n_units = _size(s, "invalid number of chunks", False)
        elif key in ("d", "x"):
            alphabet = "0123456789" if key == "d" else "0123456789abcdef"
            if val is not None:
                if any(c not in alphabet for c in val) or val == "":
                    kind = "numerical" if key == "d" else "hexadecimal"
                    raise _Die(f"{quote(val)}: invalid start value for {kind} suffix", True)
                start = val.lstrip("0") or "0"
        elif key == "t":
            if v == "":
                raise _Die("empty record separator")
            b = v.encode("utf-8", "surrogateescape")
            if v == "\\0":
                b = b"\0"
            elif len(b) > 1:
                raise _Die(f"multi-character separator {quote(v)}")
            if eol is not None and eol != b:
                raise _Die("multiple separator characters specified")
            eol = b
        elif key == "filter":
            filter_cmd = val or ""
    if not mode:
        mode, n_units = "l", 1000
    if mode == "digits":
        mode = "l"
    if n_units == 0:
        raise _Die(f"invalid number of lines: {quote('0')}", True)
    eolb = eol if eol is not None else b"\n"
    auto = start is None
    needed = 0
    if mode in ("n", "nl", "nr"):
        end = n_units - 1
        if start is not None and int(start, len(alphabet)) < n_units:
            end += int(start, len(alphabet))
        while True:
            needed += 1
            end //= len(alphabet)
            if not end:
                break
        auto = False
    if suffix_len:
        if suffix_len < needed:
            raise _Die(f"the suffix length needs to be at least {needed}")
        auto = False
    else:
        suffix_len = max(2, needed)
    ops = p.operands
    if len(ops) > 2:
        raise _Die(f"extra operand {quote(ops[2])}", True)
    infile = ops[0] if ops else "-"
    base = ops[1] if len(ops) > 1 else "x"
    if start is not None and len(start) > suffix_len:
        raise _Die("numerical suffix start value is too large for the suffix length", True)
    if mode in ("n", "nl", "nr") and infile == "-" and getattr(ctx.stdin_stream, "is_pipe", False):
        raise _Die("-: cannot determine file size")
    try:
        data = open_operand(ctx, infile).read()
    except FSError as e:
        if e.strerror == "Is a directory":  # (it opens; its read fails)
            raise _Die(f"{ls_quote(infile)}: {e.strerror}") from e
        raise _Die(f"cannot open {quoteaf(infile)} for reading: {e.strerror}") from e
    namer = _Namer(base, alphabet, suffix_len, auto, start)
    namer.addsuf = addsuf
    out = _Out(ctx, namer, p.has("e"), p.has("verbose"))
    out.filter = filter_cmd
    if mode == "l":
        pos = 0
        n = len(data)
        avg = max(1, n // max(1, data.count(eolb)))  # the mean line length, for the guesses
        while pos < n:
            ctx.check()
            end = _after_nth(data, eolb, pos, n_units, avg)
            out.cwrite(True, data[pos:end])
            pos = end
    elif mode == "b":
        for pos in range(0, len(data), n_units):
            out.cwrite(True, data[pos : pos + n_units])
    elif mode == "C":
        pos = 0
        n = len(data)
        while pos < n:
            ctx.check()
            limit = min(n, pos + n_units)
            if limit == n:
                end = n
            else:
                cut = data.rfind(eolb, pos, limit)
                end = cut + 1 if cut >= 0 else limit
            out.cwrite(True, data[pos:end])
            pos = end
    elif mode == "n":
        file_size = max(len(data), n_units)
        size = file_size // n_units
        if k_units:
            s = (k_units - 1) * size
            e = file_size if k_units == n_units else k_units * size
            ctx.stdout.write(data[s:e])
        else:
            for i in range(n_units):
                s = i * size
                e = len(data) if i == n_units - 1 else (i + 1) * size
                chunk = data[s:e]
                if chunk:
                    out.cwrite(True, chunk)
                else:
                    out.cwrite(True, None)
    elif mode == "nl":
        _lines_chunk(out, ctx, data, k_units, n_units, eolb)
    else:  # round robin
        lines = data.split(eolb)
        if lines and lines[-1] == b"":
            lines.pop()
            pieces = [ln + eolb for ln in lines]
        else:
            pieces = [ln + eolb for ln in lines[:-1]] + ([lines[-1]] if lines else [])
        if k_units:
            ctx.stdout.write(b"".join(pieces[k_units - 1 :: n_units]))
        else:
            names = [namer.next() for _ in range(n_units)]
            for i, name in enumerate(names):
                chunk = b"".join(pieces[i::n_units])
                if not chunk and p.has("e"):
                    continue
                out.emit(name, chunk)
    out.finish()
    return 0
