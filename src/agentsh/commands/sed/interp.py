"""The sed machine: compiles a parsed :class:`Program` to closures and streams input through it.

Owns input reading (lazy, chunked, one record of look-ahead for ``$``, files in order with
GNU's diagnostics), output buffering (GNU's missing-final-newline rule, ``w`` files, in-place
files on the VFS) and the execution of every command. Each command becomes one closure
``op(pc) -> next_pc`` built once per invocation; the cycle loop only calls closures, never walks
the AST. Straight-line scripts (no branches, no ``n``/``N``/``D``...) instead run as one
generated loop over whole batches of records (:mod:`.fastpath`).

Return protocol of a closure: the index of the next command, ``END`` (end of script: autoprint)
or ``DELETE`` (end the cycle without autoprint). Quitting is a flag on the machine.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from agentsh.commands.sed import errors as E
from agentsh.commands.sed.errors import SedError
from agentsh.commands.sed.parser import (
    Address,
    AddrKind,
    Command,
    Part,
    Program,
    Regex,
    ReplPart,
    Subst,
)
from agentsh.commands.sed.sedregex import compile_sed
from agentsh.regex import selecting
from agentsh.regex.literal import can_match_empty
from agentsh.streams import InputStream, UnreadableStdin
from agentsh.vfs import FSError

if TYPE_CHECKING:
    from agentsh.commands.context import CommandContext

DELETE = -1
_FLUSH_PARTS = 2048
_WINDOW = 1 << 16
_MAX_WINDOW = 1 << 18  # (decoded, split and run at once: 8 MiB windows held ~50 MB at a time)

Op = Callable[[int], int]


def _enc(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


def bytewise(text: str) -> str:
    """``text`` (decoded as UTF-8) as the C locale reads it: one character a byte."""
    return text if text.isascii() else _enc(text).decode("ascii", "surrogateescape")


def native(text: str) -> str:
    """A name from a script read bytewise (:func:`bytewise`) as the file system spells it."""
    return text if text.isascii() else _enc(text).decode("utf-8", "surrogateescape")


class Output:
    """A buffered text output with GNU's missing-newline bookkeeping."""

    def __init__(
        self, sink: Callable[[bytes], None] | None, unbuffered: bool = False, sep: str = "\n"
    ) -> None:
        self.sink = sink
        self.parts: list[str] = []
        self.missing_nl = False
        self.limit = 1 if unbuffered else _FLUSH_PARTS
        #: the record separator a record that lacked one gets before more output (NUL: -z)
        self.sep = sep

    def write(self, text: str) -> None:
        if self.missing_nl:
            self.parts.append(self.sep)
            self.missing_nl = False
        self.parts.append(text)
        if len(self.parts) >= self.limit:
            self.flush()

    def line(self, text: str, nl: bool, delim: str) -> None:
        """Write a record: the text plus the delimiter unless the input line lacked one."""
        if self.missing_nl:
            self.parts.append(self.sep)
        self.parts.append(text + delim if nl else text)
        self.missing_nl = not nl
        if len(self.parts) >= self.limit:
            self.flush()

    def raw(self, text: str) -> None:
        """Write ``text`` outside the missing-newline bookkeeping (``--debug``'s lines)."""
        self.parts.append(text)
        if len(self.parts) >= self.limit:
            self.flush()

    def flush(self) -> None:
        if self.parts and self.sink is not None:
            data = "".join(self.parts)
            self.parts = []
            self.sink(_enc(data))

    def take(self) -> bytes:
        data = _enc("".join(self.parts))
        self.parts = []
        return data


class Input:
    """Records of the input files in order, read lazily, with look-ahead for ``$``."""

    def __init__(
        self,
        ctx: CommandContext,
        files: list[str],
        delim: str,
        separate: bool,
        on_open: Callable[[str, InputStream], bool] | None = None,
        on_close: Callable[[str], None] | None = None,
        bytewise: bool = False,
    ) -> None:
        self.ctx = ctx
        self.encoding = "ascii" if bytewise else "utf-8"
        self.files = files
        self.fi = 0
        self.delim = delim
        self.bdelim = _enc(delim)
        self.separate = separate
        self.stream: InputStream | None = None
        self.lines: list[str] = []
        self.li = 0
        self.rest = b""
        # a big chunk (a whole file) is decoded in growing windows from ``pend[ppos:]``, so
        # a script that quits early does not pay for all of it
        self.pend: bytes | None = None
        self.ppos = 0
        self.window = _WINDOW
        self.last_partial = False  # the final record of the current file lacks a delimiter
        self.name = "-"
        self.status = 0
        self.on_open = on_open
        self.on_close = on_close
        self.open_name: str | None = None
        self.chomped = True
        self.line_no = 0
        self.reads = 0
        self.resets: list[Callable[[], None]] = []

    def _open_next(self) -> bool:
        """Open the next readable file; False when there is none."""
        while self.fi < len(self.files):
            name = self.files[self.fi]
            self.fi += 1
            inplace = self.on_open is not None  # (-i: ``-`` names a file too)
            try:
                if name == "-" and not inplace:
                    stream = self.ctx.stdin_stream
                else:
                    full = self.ctx.abspath(name)
                    if name and self.ctx.fs.is_dir(full):  # ('': no file, open_input says)
                        if inplace:
                            raise SedError(E.not_regular(name), E.EXIT_PANIC)
                        raise SedError(f"read error on {name}: Is a directory", E.EXIT_PANIC)
                    stream = self.ctx.open_input("./-" if name == "-" else name)
            except FSError as e:
                self.ctx.stderr.write(_enc(f"sed: can't read {name}: {e.strerror}\n"))
                self.status = E.EXIT_BAD_INPUT
                continue
            if self.on_open is not None and not self.on_open(name, stream):
                continue
            self.stream = stream
            self.name = name
            self.open_name = name
            if self.separate:
                self.line_no = 0
                for reset in self.resets:
                    reset()
            self.lines = []
            self.li = 0
            self.rest = b""
            self.pend = None
            self.window = _WINDOW
            self.last_partial = False
            return True
        return False

    def _fill(self) -> bool:
        """Decode more records of the current stream; False at its end."""
        stream = self.stream
        if stream is None:
            return False
        bd = self.bdelim
        while True:
            data = self.pend
            if data is None:
                chunk = stream.read1()
                self.reads += 1
                if self.reads & 63 == 0:
                    self.ctx.check()
                if not chunk:
                    if self.rest:
                        self.lines = [self.rest.decode(self.encoding, "surrogateescape")]
                        self.li = 0
                        self.rest = b""
                        self.last_partial = True
                        return True
                    self.stream = None
                    return False
                data = self.pend = self.rest + chunk if self.rest else chunk
                self.ppos = 0
                self.rest = b""
            p = self.ppos
            if len(data) - p > self.window:
                cut = data.rfind(bd, p, p + self.window)
                if cut >= 0:
                    self.window = min(self.window * 2, _MAX_WINDOW)
                    self.ppos = cut + 1
                    self._decode(data[p:cut])
                    return True
            self.pend = None  # the rest of the pending data
            cut = data.rfind(bd, p)
            if cut < 0:
                self.rest = data[p:]
                continue
            self.rest = data[cut + 1 :]
            self._decode(data[p:cut])
            return True

    def _decode(self, data: bytes) -> None:
        self.lines = data.decode(self.encoding, "surrogateescape").split(self.delim)
        self.li = 0

    def available(self) -> bool:
        """Make a record of the current file available; False at the end of the file."""
        while self.li >= len(self.lines):
            if not self._fill():
                return False
        return True

    def _close_current(self) -> None:
        if self.open_name is not None:
            name = self.open_name
            self.open_name = None
            if self.on_close is not None:
                self.on_close(name)

    def next_line(self) -> str | None:
        """The next record (None at the end of all input); sets ``chomped``."""
        li = self.li
        if li < len(self.lines):
            self.li = li + 1
            self.line_no += 1
            self.chomped = not self.last_partial
            return self.lines[li]
        while not self.available():
            self._close_current()
            if not self._open_next():
                return None
        line = self.lines[self.li]
        self.li += 1
        self.chomped = not (self.last_partial and self.li >= len(self.lines))
        self.line_no += 1
        return line

    def is_last(self) -> bool:
        """True when the record just read is the last one (of the file, with -s/-i)."""
        if self.li < len(self.lines) or self.available():
            return False
        if self.separate:
            return True
        self._close_current()
        while self._open_next():
            if self.available():
                return False
            self._close_current()
        return True

    def at_file_end(self) -> bool:
        """True when the current file has no more records (for ``n``/``N`` with -s/-i)."""
        if self.li < len(self.lines):
            return False
        if self.separate:
            return not self.available()
        return self.is_last()

    def finish(self) -> None:
        self._close_current()

    def drain_chunks(self) -> tuple[list[str], bool] | None:
        """Fast path: all records currently decoded (the flag: last one lacks a delimiter)."""
        while not self.available():
            self._close_current()
            if not self._open_next():
                return None
        lines = self.lines[self.li :] if self.li else self.lines
        self.li = len(self.lines)
        partial = self.last_partial
        self.line_no += len(lines)
        return lines, partial


def repl_template(parts: tuple[ReplPart, ...]) -> str | None:
    """A Python ``re`` template for a replacement without case conversion."""
    out: list[str] = []
    for p in parts:
        if p.kind is Part.CASE:
            return None
        if p.kind is Part.GROUP:
            out.append(f"\\g<{p.group}>")
        else:
            out.append(p.text.replace("\\", "\\\\"))
    return "".join(out)


def repl_function(parts: tuple[ReplPart, ...]) -> str | Callable[[re.Match[str]], str]:
    """What ``re.sub`` is given for a replacement without case conversion: its text when it
    names no group, else a function made for it that joins the literal pieces and the groups
    (an unmatched group is empty), as the ``re`` template of :func:`repl_template` would. A
    template string costs three Python calls per match in ``re`` (its ``_subx``, ``filter``
    and ``expand_template``); this function is one."""
    if not any(p.kind is Part.GROUP for p in parts):
        text = "".join(p.text for p in parts)
        return text if "\\" not in text else lambda m: text
    pieces: list[str] = []
    for p in parts:
        if p.kind is Part.GROUP:
            pieces.append("m[0]" if p.group == 0 else f"(m[{p.group}] or '')")
        elif p.text:
            pieces.append(repr(p.text))
    fn = eval(f"lambda m: {' + '.join(pieces)}", {})  # noqa: S307 - built from ints and reprs
    return fn  # pyright: ignore[reportUnknownVariableType]


def case_expander(
    parts: tuple[ReplPart, ...], bytewise: bool = False
) -> Callable[[re.Match[str]], str]:
    """The replacement function of ``parts`` with case conversions (``\\U \\L \\E \\u
    \\l``). The common shapes, one conversion first and none after (``\\U&``,
    ``\\u\\1``), become one generated expression; the others walk the parts.
    ``bytewise``: the C locale's conversions (see :func:`upper_c`)."""
    upper, lower = (upper_c, lower_c) if bytewise else (upper_u, lower_u)
    fast = _case_function(parts, upper, lower)
    if fast is not None:
        return fast

    def expand(m: re.Match[str]) -> str:
        out: list[str] = []
        mode = ""
        one = ""
        for p in parts:
            if p.kind is Part.CASE:
                if p.text in "lu":
                    one = p.text
                else:
                    mode = "" if p.text == "E" else p.text
                    one = ""
                continue
            s = p.text if p.kind is Part.LITERAL else (m.group(p.group) or "")
            if not s:
                continue
            if mode == "U":
                s = upper(s)
            elif mode == "L":
                s = lower(s)
            if one:
                s = (upper(s[0]) if one == "u" else lower(s[0])) + s[1:]
                one = ""
            out.append(s)
        return "".join(out)

    return expand


def _case_function(
    parts: tuple[ReplPart, ...],
    upper: Callable[[str], str],
    lower: Callable[[str], str],
    whole: bool = False,
) -> Any:
    """``\\U...``/``\\L...`` (every piece converted: the upper case of the joined pieces,
    each piece's lower case, as the walk does) and ``\\u...``/``\\l...`` (the first
    character of the joined pieces: the first of the first piece that is not empty) with no
    other conversion, as one expression; else None. ``whole``: a function of the matched
    text instead of the match (when the parts name no group but ``&``)."""
    if len(parts) < 2 or parts[0].kind is not Part.CASE or parts[0].text == "E":
        return None
    rest = parts[1:]
    if any(p.kind is Part.CASE for p in rest):
        return None
    if whole and any(p.kind is Part.GROUP and p.group for p in rest):
        return None
    pieces = [
        ("m" if whole else "m[0]" if p.group == 0 else f"(m[{p.group}] or '')")
        if p.kind is Part.GROUP
        else repr(p.text)
        for p in rest
        if p.kind is Part.GROUP or p.text
    ]
    if not pieces:
        return None
    mode = parts[0].text
    joined = " + ".join(pieces)
    if mode in "UL":
        body = f"{'upper' if mode == 'U' else 'lower'}({joined})"
    else:
        body = f"_first(({joined}), {'upper' if mode == 'u' else 'lower'})"
    env = {"_first": _first, "upper": upper, "lower": lower}
    fn = eval(f"lambda m: {body}", env)  # noqa: S307 - ints and reprs
    return fn  # pyright: ignore[reportUnknownVariableType]


def _first(text: str, conv: Callable[[str], str]) -> str:
    """``text`` with its first character converted by ``conv``."""
    return conv(text[:1]) + text[1:]


def upper_u(text: str) -> str:
    """``text`` in upper case as GNU sed converts it: character by character (``towupper``:
    a character whose upper case is not one character, ``ß``, stays)."""
    if text.isascii():
        return text.upper()
    return "".join([u if len(u := c.upper()) == 1 else c for c in text])


def lower_u(text: str) -> str:
    """``text`` in lower case character by character (no final sigma, see :func:`upper`;
    ``İ``, whose full lower case is two characters, is ``i``)."""
    if text.isascii():
        return text.lower()
    return "".join([u if len(u := c.lower()) == 1 else "i" if c == "\u0130" else c for c in text])


#: the C locale's conversions of a byte >= 128 (a surrogate escape): GNU sed 4.9 passes the
#: ``char`` to ``toupper``/``tolower`` signed, and glibc answers -1 (byte 255) for it
_HIGH_BYTES = {c: "\udcff" for c in range(0xDC80, 0xDD00)}


def upper_c(text: str) -> str:
    """``text`` in upper case in the C locale: ASCII letters converted, high bytes 255."""
    if text.isascii():
        return text.upper()
    return text.upper().translate(_HIGH_BYTES)


def lower_c(text: str) -> str:
    """``text`` in lower case in the C locale (see :func:`upper_c`)."""
    if text.isascii():
        return text.lower()
    return text.lower().translate(_HIGH_BYTES)


class Machine:
    """One run of a sed program over its input."""

    def __init__(
        self,
        ctx: CommandContext,
        program: Program,
        *,
        silent: bool,
        delim: str,
        line_length: int,
        posix: bool,
        sandbox: bool,
        separate: bool,
        unbuffered: bool,
        in_place: bool,
        suffix: str | None,
        follow_symlinks: bool,
        files: list[str],
        bytewise: bool = False,
        debug: bool = False,
    ) -> None:
        self.ctx = ctx
        from agentsh.commands.sed.debug import Tracer

        #: --debug: the trace GNU prints (the batch paths are not taken then)
        self.tracer = Tracer(self, program) if debug else None
        #: the C locale: a character is a byte (input decoded as ASCII, every byte >= 128 a
        #: surrogate escape of its own); the script's text was converted the same way
        self.bytewise = bytewise
        program = _resolve_empty_regexes(program)
        self.program = program
        self.silent = silent or program.silent
        self.delim = delim
        self.line_length = line_length
        self.posix = posix or "POSIXLY_CORRECT" in ctx.env
        self.unbuffered = unbuffered
        self.in_place = in_place
        self.suffix = suffix
        self.follow = follow_symlinks
        self.stdout = Output(ctx.stdout.write, unbuffered, delim)
        self.out = self.stdout
        self.stderr_out = Output(ctx.stderr.write, True)
        self.wfiles: dict[str, Output] = {}
        self.rfiles: dict[str, tuple[list[str], int] | None] = {}
        self.ps = ""
        self.hs = ""
        self.chomped = True  # the pattern space came from a line that had its delimiter
        self.hchomped = True  # same for the hold space (GNU copies the flag with the text)
        self.tflag = False
        self.quit: int | None = None
        self.quit_newline = False  # (q, not Q: see _loop)
        self.restart = False
        self.append: list[tuple[int, str]] = []  # (0 text | 1 r file | 2 raw), payload
        self.last_regex: re.Pattern[str] | None = None
        self.track_last = False
        self.steps = 0
        self.inplace_name: str | None = None
        self.inplace_out: Output | None = None
        self.input = Input(
            ctx,
            files,
            delim,
            separate or in_place,
            self._open_inplace if in_place else None,
            self._close_inplace if in_place else None,
            bytewise,
        )
        self.track_last = _uses_empty_regex(program)
        self.batch_last: int | None = None  # line number of a batch's final full record
        self.batch_used = 0  # records a reading batch took (see _reading_batches)
        # per command: its address test and range-active cell (shared with the batch path)
        self.selectors: list[tuple[Callable[[], bool] | None, list[bool]]] = []
        #: per command with a range: the line its range ends at (``addr,+N``, ``addr,~N``)
        self.range_ends: dict[int, list[int]] = {}
        self._open_wfiles()
        self.code = self._compile()

    # -- files ----------------------------------------------------------------------------
    def _open_wfiles(self) -> None:
        for name in self.program.wfiles:
            if name in self.wfiles:
                continue
            if name == "/dev/stdout":
                self.wfiles[name] = self.stdout
            elif name == "/dev/stderr":
                self.wfiles[name] = self.stderr_out
            else:
                try:
                    self.ctx.fs.write_bytes(self.ctx.abspath(native(name)), b"")
                except FSError as e:
                    raise SedError(
                        f"couldn't open file {name}: {e.strerror}", E.EXIT_PANIC
                    ) from None
                self.wfiles[name] = Output(None, sep=self.delim)

    def _flush_wfiles(self) -> None:
        for name, out in self.wfiles.items():
            if out is self.stdout or out is self.stderr_out:
                continue
            data = out.take()
            if data:
                try:
                    self.ctx.fs.write_bytes(self.ctx.abspath(native(name)), data, append=True)
                except FSError as e:
                    raise SedError(
                        f"couldn't write to {name}: {e.strerror}", E.EXIT_PANIC
                    ) from None

    def _open_inplace(self, name: str, stream: InputStream) -> bool:
        fs = self.ctx.fs
        full = self.ctx.abspath(name)
        if not fs.is_file(full):
            raise SedError(E.not_regular(name), E.EXIT_PANIC)
        self.inplace_name = name
        self.inplace_out = Output(None, sep=self.delim)
        self.out = self.inplace_out
        return True

    def _close_inplace(self, name: str) -> None:
        out = self.inplace_out
        if out is None:
            return
        fs = self.ctx.fs
        full = self.ctx.abspath(name)
        target = full
        if self.follow and fs.is_symlink(full):
            target = fs.realpath(full)
        if self.suffix:
            from agentsh.vfs.paths import basename, dirname

            base = basename(target)
            bname = self.suffix.replace("*", base) if "*" in self.suffix else base + self.suffix
            bpath = bname if bname.startswith("/") else dirname(target).rstrip("/") + "/" + bname
            try:
                fs.write_bytes(bpath, fs.read_bytes(target))
            except FSError as e:
                raise SedError(f"cannot rename {name}: {e.strerror}", E.EXIT_PANIC) from None
        if not self.follow and fs.is_symlink(full):
            fs.remove(full)
        fs.write_bytes(target, out.take())
        self.inplace_out = None
        self.out = self.stdout

    # -- helpers ------------------------------------------------------------------------------
    def regex_getter(self, rx: Regex) -> Callable[[], re.Pattern[str]]:
        if rx.source is None:

            def last() -> re.Pattern[str]:
                pat = self.last_regex
                if pat is None:
                    raise SedError(f"-e expression #1, char 0: {E.NO_REGEX}")
                return pat

            return last
        pat = compile_sed(rx.source, rx.extended, rx.icase, rx.multiline)

        def get() -> re.Pattern[str]:
            self.last_regex = pat
            return pat

        return get

    def _matcher(self, a: Address) -> Callable[[], bool]:
        inp = self.input
        k = a.kind
        if k is AddrKind.NUM:
            n = a.n1
            return lambda: inp.line_no == n
        if k is AddrKind.STEP:
            first, step = a.n1, a.n2
            return lambda: inp.line_no >= first and (inp.line_no - first) % step == 0
        if k is AddrKind.LAST:
            return self._is_last
        assert a.regex is not None
        get = self.regex_getter(a.regex)
        if a.regex.source is not None and not self.track_last:
            search = selecting(get()).search  # (whether it matches: see selecting)
            return lambda: search(self.ps) is not None
        return lambda: get().search(self.ps) is not None

    def _is_last(self) -> bool:
        """``$`` (inside a batch only its final record can be the last one)."""
        bl = self.batch_last
        if bl is not None and self.input.line_no != bl:
            return False
        return self.input.is_last()

    def _selector(self, c: Command) -> tuple[Callable[[], bool] | None, list[bool]]:
        """The address test of a command and its range-active cell (for ``c``)."""
        active: list[bool] = [False]
        if c.a1 is None:
            return None, active
        m1 = self._matcher(c.a1)
        a2 = c.a2
        neg = c.negate
        if a2 is None:
            if neg:
                return (lambda: not m1()), active
            return m1, active
        inp = self.input
        a1_num = c.a1.kind is AddrKind.NUM
        a1_n = c.a1.n1
        closed = [False]
        if a1_num and a1_n == 0:
            active[0] = True
        k2 = a2.kind
        end = self.range_ends.setdefault(len(self.selectors), [0])  # (shared with batches)
        initially_active = active[0]

        def reset() -> None:
            active[0] = initially_active
            closed[0] = False

        inp.resets.append(reset)
        m2 = self._matcher(a2) if k2 in (AddrKind.REGEX, AddrKind.LAST) else None

        def start() -> bool:
            if closed[0]:
                return False
            line = inp.line_no
            if a1_num:
                if line < a1_n:
                    return False
            elif not m1():
                return False
            if k2 is AddrKind.NUM:
                if a2.n1 <= line:
                    if a1_num:
                        closed[0] = True
                    # first tested on the range's last line: GNU still selects it
                    return line == a1_n or line == a2.n1 or not a1_num
                end[0] = a2.n1
            elif k2 is AddrKind.PLUS:
                end[0] = line + a2.n1
            elif k2 is AddrKind.TILDE:
                end[0] = (line // a2.n1 + 1) * a2.n1
            elif k2 is AddrKind.NULL:
                if a1_num:
                    closed[0] = True
                return True
            active[0] = True
            return True

        def in_range() -> bool:
            if not active[0]:
                return start()
            line = inp.line_no
            if m2 is not None:
                if m2():
                    active[0] = False
                    closed[0] = a1_num
                return True
            if line >= end[0]:
                active[0] = False
                closed[0] = a1_num
                if k2 is AddrKind.NUM and line > end[0]:
                    return False if a1_num else m1()
            return True

        if neg:
            return (lambda: not in_range()), active
        return in_range, active

    def _print_ps(self) -> None:
        self.out.line(self.ps, self.chomped, self.delim)

    def _dump_append(self) -> None:
        out = self.out
        for kind, payload in self.append:
            if kind == 0:
                out.write(payload)
            elif kind == 2:
                if payload:
                    out.write(payload)
            else:
                data = self._read_rfile(payload)
                if data:
                    out.write(data)
        self.append.clear()

    def _read_rfile(self, name: str) -> str:
        try:
            if name == "/dev/stdin" or name == "-":
                raw = self.ctx.stdin_stream.read()
            else:
                name = native(name)
                full = self.ctx.abspath(name)
                if self.ctx.fs.is_dir(full):
                    return ""
                raw = self.ctx.open_input(name).read()
        except (FSError, UnreadableStdin):
            return ""
        return raw.decode(self.input.encoding, "surrogateescape")

    def _rline(self, name: str) -> str | None:
        if name not in self.rfiles:
            text = self._read_rfile(name)
            if not text:
                self.rfiles[name] = None
            else:
                self.rfiles[name] = (text.split(self.delim), 0)
        entry = self.rfiles[name]
        if entry is None:
            return None
        lines, i = entry
        if i >= len(lines) or (i == len(lines) - 1 and lines[i] == ""):
            return None
        self.rfiles[name] = (lines, i + 1)
        return lines[i] + (self.delim if i < len(lines) - 1 else "")

    def _read_next(self, append: bool) -> bool:
        """``n``/``N``: read the next record into the pattern space; False at the end."""
        inp = self.input
        if inp.at_file_end():
            return False
        if not append and not self.silent:
            self.out.line(self.ps, self.chomped, self.delim)
        if self.append:
            self._dump_append()
        line = inp.next_line()
        if line is None:
            return False
        if append:
            # appended in place: with no other reference to the pattern space, CPython grows
            # the string instead of copying it (``:a;N;$!ba`` stays linear in the input)
            ps = self.ps
            self.ps = ""
            ps += self.delim + line
            self.ps = ps
        else:
            self.ps = line
        self.chomped = inp.chomped
        self.tflag = False
        return True

    def _ps_limit(self) -> int:
        """The size the pattern and hold spaces may reach in a loop (the sandbox's limit)."""
        return getattr(self.ctx.limits, "max_string_bytes", None) or 64 * 1024 * 1024

    def _slurp(self, limit: int) -> None:
        """The rest of ``:a;N;$!ba`` after its first ``N``: append every record up to the
        last one (``$``: of the file with -s/-i) to the pattern space, as the loop would, a
        decoded window at a time. Its jumps (one per record read before the last) count as
        steps, and the loop fails as it would when the spaces outgrew ``limit`` at one."""
        inp = self.input
        parts = [self.ps]
        size = len(self.ps)
        jumps = 0
        while not inp.is_last():  # (is_last makes the next record available)
            self.ctx.check()
            if size + len(self.hs) > limit:  # (the jump to read the next record)
                raise SedError(f"pattern space exceeds the sandbox limit ({limit} bytes)")
            chunk = inp.lines[inp.li :] if inp.li else inp.lines
            inp.li = len(inp.lines)
            inp.line_no += len(chunk)
            inp.chomped = not inp.last_partial
            jumps += len(chunk)
            parts += chunk
            # (the size at the last jump of this chunk: before its last record)
            size += sum(map(len, chunk)) + len(chunk)
            if size - len(chunk[-1]) - 1 + len(self.hs) > limit:
                raise SedError(f"pattern space exceeds the sandbox limit ({limit} bytes)")
        self.steps += jumps
        self.ps = self.delim.join(parts)
        self.chomped = inp.chomped

    def _listing(self, width: int) -> str:
        return listing(self.ps, width, self.delim)

    # -- compilation ------------------------------------------------------------------------
    def _compile(self) -> list[Op]:
        cmds = self.program.commands
        n = len(cmds)
        code: list[Op] = []
        tracer = self.tracer
        for i, c in enumerate(cmds):
            op = self._op(c, i, n)
            code.append(op if tracer is None else tracer.command(i, op))
        return code

    def _op(self, c: Command, i: int, n: int) -> Op:
        sel, active = self._selector(c)
        self.selectors.append((sel, active))
        body = self._body(c, i, n, active)
        if self.tracer is not None:
            body = self.tracer.body(c, body)
        if c.name == "{":
            # (traced: to the ``}``, which GNU runs, and prints, when it skips a block)
            target = c.target if self.tracer is None else c.target - 1
            if sel is None:
                return lambda pc: pc + 1
            return lambda pc: pc + 1 if sel() else target
        if sel is None:
            return body
        return lambda pc: body(pc) if sel() else pc + 1

    def _body(self, c: Command, i: int, n: int, active: list[bool]) -> Op:
        name = c.name
        m = self
        inp = self.input
        if name in "{}:":
            return lambda pc: pc + 1
        if name == "s":
            assert c.subst is not None
            return self._subst(c.subst)
        if name == "p":

            def op_p(pc: int) -> int:
                m.out.line(m.ps, m.chomped, m.delim)
                return pc + 1

            return op_p
        if name == "d":
            return lambda pc: DELETE
        if name == "D":

            def op_D(pc: int) -> int:
                k = m.ps.find(m.delim)
                if k < 0:
                    return DELETE
                m.ps = m.ps[k + 1 :]
                m.restart = True
                return DELETE

            return op_D
        if name in "btT":
            target = c.target if c.target >= 0 else n
            ctx = self.ctx

            limit = self._ps_limit()

            def jump() -> int:
                m.steps += 1
                if m.steps & 1023 == 0:
                    ctx.check()
                if len(m.ps) + len(m.hs) > limit:
                    # a loop growing the pattern/hold space (``:a;s/.*/&&/;ba``) ends here
                    raise SedError(f"pattern space exceeds the sandbox limit ({limit} bytes)")
                return target

            if name == "b":
                return lambda pc: jump()

            if name == "t":

                def op_t(pc: int) -> int:
                    if m.tflag:
                        m.tflag = False
                        return jump()
                    return pc + 1

                return op_t

            def op_T(pc: int) -> int:
                if m.tflag:
                    m.tflag = False
                    return pc + 1
                return jump()

            return op_T
        if name == "h":

            def op_h(pc: int) -> int:
                m.hs = m.ps
                m.hchomped = m.chomped
                return pc + 1

            return op_h
        if name == "H":

            def op_H(pc: int) -> int:
                # (the text appended in place: ``H`` on every line grows one string, no copy
                # of it per line; see _read_next)
                hs = m.hs
                m.hs = ""
                hs += m.delim + m.ps
                m.hs = hs
                m.hchomped = m.chomped
                return pc + 1

            return op_H
        if name == "g":

            def op_g(pc: int) -> int:
                m.ps = m.hs
                m.chomped = m.hchomped
                return pc + 1

            return op_g
        if name == "G":

            def op_G(pc: int) -> int:
                ps = m.ps
                m.ps = ""
                ps += m.delim + m.hs
                m.ps = ps
                m.chomped = m.hchomped
                return pc + 1

            return op_G
        if name == "x":

            def op_x(pc: int) -> int:
                m.ps, m.hs = m.hs, m.ps
                m.chomped, m.hchomped = m.hchomped, m.chomped
                return pc + 1

            return op_x
        if name == "z":

            def op_z(pc: int) -> int:
                m.ps = ""
                return pc + 1

            return op_z
        if name == "n":

            def op_n(pc: int) -> int:
                if not m._read_next(False):
                    return n
                return pc + 1

            return op_n
        if name == "N":
            after = _slurp_exit(self.program.commands, i)
            if after is not None and not m.posix and m.tracer is None:
                limit = self._ps_limit()

                def op_N_slurp(pc: int) -> int:
                    # ``:a;N;$!ba`` (or ``:a;$!{N;ba}``): every record up to ``$`` at once
                    if not m._read_next(True):
                        return n
                    m._slurp(limit)
                    return after

                return op_N_slurp

            def op_N(pc: int) -> int:
                if not m._read_next(True):
                    if m.posix:
                        return DELETE
                    return n
                return pc + 1

            return op_N
        if name == "P":

            def op_P(pc: int) -> int:
                k = m.ps.find(m.delim)
                if k < 0:  # (all of it: like p, a last line without its newline stays so)
                    m.out.line(m.ps, m.chomped, m.delim)
                else:
                    m.out.line(m.ps[:k], True, m.delim)
                return pc + 1

            return op_P
        if name == "=":

            def op_eq(pc: int) -> int:
                m.out.write(f"{inp.line_no}{m.delim}")
                return pc + 1

            return op_eq
        if name == "F":

            def op_F(pc: int) -> int:
                m.out.write(f"{inp.name}{m.delim}")
                return pc + 1

            return op_F
        if name == "l":
            width = c.int_arg if c.int_arg >= 0 else self.line_length
            if c.int_arg == 1:
                width = 1

            def op_l(pc: int) -> int:
                m.out.write(m._listing(width))
                return pc + 1

            return op_l
        if name in "qQ":
            status = c.int_arg if c.int_arg >= 0 else 0
            if name == "q":

                def op_q(pc: int) -> int:
                    m.quit = status
                    m.quit_newline = True
                    return n

                return op_q

            def op_Q(pc: int) -> int:
                m.quit = status
                m.append.clear()
                return DELETE

            return op_Q
        if name == "a":
            text = c.text

            def op_a(pc: int) -> int:
                m.append.append((0, text))
                return pc + 1

            return op_a
        text = c.written_text(m.delim)  # (i and c)
        if name == "i":

            def op_i(pc: int) -> int:
                if text:
                    m.out.write(text)
                return pc + 1

            return op_i
        if name == "c":
            ranged = c.a2 is not None and not c.negate

            def op_c(pc: int) -> int:
                if not (ranged and active[0]) and text:
                    m.out.write(text)
                return DELETE

            return op_c
        if name == "r":
            fname = c.text

            def op_r(pc: int) -> int:
                m.append.append((1, fname))
                return pc + 1

            return op_r
        if name == "R":
            fname = c.text

            def op_R(pc: int) -> int:
                line = m._rline(fname)
                if line is not None:
                    m.append.append((2, line))
                return pc + 1

            return op_R
        if name in "wW":
            wout = self.wfiles[c.text]
            first = name == "W"

            def op_w(pc: int) -> int:
                text = m.ps
                if first:
                    k = text.find(m.delim)
                    if k >= 0:
                        text = text[:k]
                    wout.line(text, True, m.delim)
                else:
                    wout.line(text, m.chomped, m.delim)
                return pc + 1

            return op_w
        if name == "y":
            table = {ord(a): b for a, b in c.ymap}

            def op_y(pc: int) -> int:
                m.ps = m.ps.translate(table)
                return pc + 1

            return op_y

        if name == "e":
            command = c.text

            def op_e(pc: int) -> int:
                if command:  # its output goes out now (after a newline a last line lacked)
                    m.out.write(m._shell(command))
                else:  # the pattern space's command: its output, less one newline, replaces it
                    m.ps = m._shell(m.ps).removesuffix(m.delim)
                return pc + 1

            return op_e

        def op_bad(pc: int) -> int:
            raise SedError(f"INTERNAL ERROR: Bad cmd {name}", E.EXIT_PANIC)

        return op_bad

    def _subst(self, s: Subst) -> Op:
        m = self
        apply = make_substituter(s, self.regex_getter(s.regex), self.track_last, self.bytewise)
        wout = self.wfiles[s.wfile] if s.wfile is not None else None
        prnt = s.print_

        evaluate = s.eval_

        def op_s(pc: int) -> int:
            new = apply(m.ps)
            if new is None:
                return pc + 1
            if evaluate:
                new = m._shell(new).removesuffix(m.delim)
            m.ps = new
            m.tflag = True
            if prnt:
                m.out.line(new, m.chomped, m.delim)
            if wout is not None:
                wout.line(new, m.chomped, m.delim)
            return pc + 1

        return op_s

    def _shell(self, command: str) -> str:
        """What ``command`` writes to its standard output, run as ``sh -c`` would run it (in
        the sandbox's shell; its errors go to sed's standard error, its status is ignored)."""
        run = self.ctx.run_script
        if run is None:
            raise SedError(E.E_UNSUPPORTED, E.EXIT_PANIC)
        _status, out = run(native(command), b"")
        return out.decode(self.input.encoding, "surrogateescape")

    # -- running ------------------------------------------------------------------------------
    def run(self) -> int:
        if self.tracer is not None:
            from agentsh.commands.sed.debug import listing

            self.stdout.raw(listing(self.tracer.program))
        try:
            if self.tracer is not None or not self._batches():
                self._loop()
        finally:
            self._finish()
        if self.quit is not None:
            return self.quit if self.quit else self.input.status
        return self.input.status

    def _finish(self) -> None:
        self.input.finish()
        self.stdout.flush()
        self._flush_wfiles()

    def _loop(self) -> None:
        code = self.code
        n = len(code)
        inp = self.input
        silent = self.silent
        check = self.ctx.check
        count = 0
        while True:
            if self.restart:
                self.restart = False
                if self.append:
                    self._dump_append()
            else:
                if self.append:
                    self._dump_append()
                line = inp.next_line()
                if line is None:
                    break
                self.ps = line
                self.chomped = inp.chomped
                self.tflag = False
                if self.tracer is not None:
                    self.tracer.cycle_start()
            count += 1  # (every cycle: ``D`` may restart them without reading, forever)
            if count & 4095 == 0:
                check()
            pc = 0
            while 0 <= pc < n:
                pc = code[pc](pc)
            if pc >= n and self.tracer is not None and self.quit is None:
                self.stdout.raw("END-OF-CYCLE:\n")
            if pc >= n and not silent:
                self.out.line(self.ps, self.chomped, self.delim)
            if self.quit is not None:
                self._dump_append()
                if self.quit_newline and self.out.missing_nl:
                    # (GNU's q ends a last line that lacked its newline: ``printf a | sed q``)
                    self.out.write("")
                break
        self._dump_append()

    def _batches(self) -> bool:
        """Run straight-line scripts over whole batches of records (see :mod:`.fastpath`);
        False when the general cycle loop must run (or take over at a record that lacks its
        newline)."""
        if self.unbuffered or self.track_last:
            return False
        from agentsh.commands.sed.fastpath import compile_batch

        run = compile_batch(self)
        if run is None:
            return False
        inp = self.input
        check = self.ctx.check
        names = [c.name for c in self.program.commands]
        if "n" in names or "N" in names or "D" in names:
            return self._reading_batches(run, names.count("n") + names.count("N"))
        while True:
            got = inp.drain_chunks()
            if got is None:
                return True
            lines, partial = got
            end = inp.line_no
            if partial:
                # the general loop handles the final record (GNU's missing-newline rules)
                inp.li = len(inp.lines) - 1
                end -= 1
                inp.line_no = end
                lines = lines[:-1]
            base = end - len(lines)
            for i in range(0, len(lines), _SLICE):
                check()
                part = lines[i : i + _SLICE] if len(lines) > _SLICE else lines
                nlast = -1 if partial or i + _SLICE < len(lines) else end
                self.batch_last = nlast
                try:
                    out = run(part, base + i, nlast)
                finally:
                    self.batch_last = None
                    inp.line_no = end
                if self._batch_out(out):
                    return True
            if partial:
                return False

    def _batch_out(self, out: list[str]) -> bool:
        """Write a batch's output (at once to standard output); True when it quit (``q``)."""
        if out:
            self.out.write("".join(out))
            if self.out is self.stdout:
                self.out.flush()
        return self.quit is not None

    def _reading_batches(self, run: Callable[..., list[str]], reads: int) -> bool:
        """A script that reads ahead (``n``/``N``/``D``) over the records of the first file:
        batches of the cycles that have more than ``reads`` records after them, those few
        records carried over to the next decoded window; at the end of the file (its last
        records, one without its newline) the general loop, which knows the ends of the
        input and of each file, takes over. Returns True when a ``q`` ended it all."""
        inp = self.input
        got = inp.drain_chunks()
        if got is None:
            return True
        buf, partial = got
        base = inp.line_no - len(buf)
        while not partial:
            stop = len(buf) - reads - 1  # (the last record is never read here: ``$``)
            i = 0
            while i < stop:
                self.ctx.check()
                self.batch_last = -1  # (no record here is the last one: see below)
                try:
                    out = run(buf, base, -1, i, min(i + _SLICE, stop))
                finally:
                    self.batch_last = None
                i = self.batch_used
                inp.line_no = base + i
                if self._batch_out(out):
                    return True
            buf = buf[i:]  # (at most ``reads + 1`` records)
            base += i
            if not inp.available():  # (the end of this file)
                break
            new = inp.lines[inp.li :]
            inp.li = len(inp.lines)
            partial = inp.last_partial  # (then ``new`` is that one record)
            if partial:
                # it waits as undecoded bytes (Input then decodes it as the final record)
                inp.rest = _enc(new[0])
                inp.last_partial = False
            else:
                buf += new
        inp.lines = buf  # the records not read yet, for the general loop
        inp.li = 0
        inp.line_no = base
        return False


_SLICE = 8192  # records per batch call (the budget is checked between calls)


def _uses_empty_regex(program: Program) -> bool:
    for c in program.commands:
        for a in (c.a1, c.a2):
            if a is not None and a.regex is not None and a.regex.source is None:
                return True
        if c.subst is not None and c.subst.regex.source is None:
            return True
    return False


def listing(ps: str, width: int, delim: str) -> str:
    """What ``l`` writes for pattern space ``ps``: C escapes, lines wrapped at ``width``
    (with a ``\\``; 0: never), a ``$`` and the delimiter."""
    limit = width - 1
    if ps.isascii() and ps.isprintable() and "\\" not in ps and (width <= 0 or limit >= 1):
        # (nothing to escape: each character is one column)
        if width > 0 and len(ps) > limit:
            ps = "\\\n".join([ps[i : i + limit] for i in range(0, len(ps), limit)])
        return ps + "$" + delim
    data = _enc(ps)
    out: list[str] = []
    col = 0
    for b in data:
        if b == 92:
            piece = "\\\\"
        elif 32 <= b < 127:
            piece = chr(b)
        elif b in _CTRL:
            piece = _CTRL[b]
        else:
            piece = f"\\{b:03o}"
        if width > 0 and col + len(piece) > limit:
            out.append("\\\n")
            col = 0
        out.append(piece)
        col += len(piece)
    out.append("$" + delim)
    return "".join(out)


def _resolve_empty_regexes(program: Program) -> Program:
    """The program with each empty regex (``//``: the last regex used) replaced by the one
    it must be where that is known without running it: the address just tested on the same
    command (``/x/s//y/``) or on the block around it (``/x/{s//y/}``) with no other regex
    used between, in straight-line code (a label, a block's end or a range forgets it)."""
    cmds = program.commands
    if not _uses_empty_regex(program):
        return program

    def empty(rx: Regex | None) -> bool:
        return rx is not None and rx.source is None and not rx.icase and not rx.multiline

    out: list[Command] = []
    known: Regex | None = None
    for c in cmds:
        a1 = c.a1
        if c.name in ":}" or c.a2 is not None:
            known = None
        if a1 is not None and a1.kind is AddrKind.REGEX and c.a2 is None:
            if empty(a1.regex) and known is not None:
                a1 = dataclasses.replace(a1, regex=known)
                c = dataclasses.replace(c, a1=a1)
            known = a1.regex if a1.regex is not None and a1.regex.source is not None else None
        elif a1 is not None and c.name not in "{s":
            pass  # (a line address: no regex used)
        elif a1 is not None and c.name == "{":
            known = None  # (skipped or not: after the block it is not known)
        s = c.subst
        if s is not None:
            if empty(s.regex) and known is not None:
                c = dataclasses.replace(c, subst=dataclasses.replace(s, regex=known))
            elif s.regex.source is None:
                known = None
            elif a1 is None or (a1.kind is AddrKind.REGEX and c.a2 is None and not c.negate):
                known = s.regex if a1 is None or s.regex == known else None
                if a1 is not None and s.regex != a1.regex:
                    known = None  # (the s ran or not: either regex)
            else:
                known = None
        out.append(c)
    return dataclasses.replace(program, commands=tuple(out))


def _slurp_exit(cmds: Sequence[Command], i: int) -> int | None:
    """Where ``:a;N;$!ba`` (or ``:a;$!{N;ba}``) goes on once the ``N`` at ``i`` read up to
    the last record (the command after the loop); None when ``i`` is not such an ``N``."""
    c = cmds[i]
    if c.a1 is not None or i + 1 >= len(cmds):
        return None

    def loops_back(b: Command) -> bool:  # a jump to labels just before the N
        t = b.target
        return b.name == "b" and 0 <= t <= i and all(cmds[k].name == ":" for k in range(t, i))

    b = cmds[i + 1]
    a = b.a1
    if a is not None and a.kind is AddrKind.LAST and b.negate and b.a2 is None and loops_back(b):
        return i + 2
    # ``$!{N;ba}``: the block holds just the N and the jump (to labels before the block)
    if i == 0 or i + 2 >= len(cmds):
        return None
    o = cmds[i - 1]
    a = o.a1
    if (
        o.name == "{"
        and a is not None
        and a.kind is AddrKind.LAST
        and o.negate
        and o.a2 is None
        and b.a1 is None
        and cmds[i + 2].name == "}"
        and b.name == "b"
        and 0 <= b.target < i - 1
        and all(cmds[k].name == ":" for k in range(b.target, i - 1))
    ):
        return i + 3
    return None


_CTRL = {7: "\\a", 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r"}


def make_substituter(
    s: Subst, get: Callable[[], re.Pattern[str]], dynamic: bool, bytewise: bool = False
) -> Callable[[str], str | None]:
    """A function ``ps -> new ps`` (None when nothing was replaced), GNU empty-match rules."""
    template = repl_template(s.replacement)
    expand: Callable[[re.Match[str]], str]
    if template is not None:
        tpl = template

        def expand_tpl(mt: re.Match[str]) -> str:
            return mt.expand(tpl)

        expand = expand_tpl
    else:
        expand = case_expander(s.replacement, bytewise)
    glob = s.global_
    occ = s.occurrence
    repl = repl_function(s.replacement) if template is not None else expand

    def general(pat: re.Pattern[str], ps: str) -> str | None:
        out: list[str] = []
        pos = 0
        count = 0
        prev_end = -1
        done = False
        for mt in pat.finditer(ps):
            st, en = mt.span()
            if st == en and st == prev_end:
                continue
            prev_end = en
            count += 1
            if count < occ:
                continue
            out.append(ps[pos:st])
            out.append(expand(mt))
            pos = en
            done = True
            if not glob:
                break
        if not done:
            return None
        out.append(ps[pos:])
        return "".join(out)

    if dynamic:
        return lambda ps: general(get(), ps)
    pat = get()
    if occ == 1 and not glob:
        subn = pat.subn

        def first(ps: str) -> str | None:
            new, k = subn(repl, ps, 1)
            return new if k else None

        return first
    if occ == 1 and not can_match_empty(pat):
        subn = pat.subn

        def every(ps: str) -> str | None:
            new, k = subn(repl, ps)
            return new if k else None

        return every
    if occ > 1 and not can_match_empty(pat) and _context_free(pat):
        # ``s/[aeiou]/#/2g``: past the end of match N - 1 (a match needs no text around it:
        # the rest finds the same ones), one ``sub`` in C
        skip = range(occ - 1)
        search = pat.search
        subn = pat.subn
        count = 0 if glob else 1

        def nth(ps: str) -> str | None:
            end = 0
            for _ in skip:
                mt = search(ps, end)
                if mt is None:
                    return None
                end = mt.end()
            new, k = subn(repl, ps[end:], count)
            return ps[:end] + new if k else None

        return nth
    return lambda ps: general(pat, ps)


def _context_free(pat: re.Pattern[str]) -> bool:
    """Whether a pattern's matches do not depend on the text around them (no anchor, word
    boundary or look-around), read from ``re``'s parse; False in doubt."""
    try:
        import importlib

        parser: Any = importlib.import_module("re._parser")
        k: Any = importlib.import_module("re._constants")
        items = parser.parse(pat.pattern, pat.flags)
    except Exception:  # noqa: BLE001
        return False

    def ok(seq: Any) -> bool:
        for op, av in seq:
            if op in (k.AT, k.ASSERT, k.ASSERT_NOT, k.GROUPREF_EXISTS):
                return False
            if op in (k.MAX_REPEAT, k.MIN_REPEAT, k.POSSESSIVE_REPEAT):
                if not ok(av[2]):
                    return False
            elif op is k.SUBPATTERN:
                if not ok(av[3]):
                    return False
            elif op is k.ATOMIC_GROUP:
                if not ok(av):
                    return False
            elif op is k.BRANCH:
                if not all(ok(b) for b in av[1]):
                    return False
        return True

    return ok(items)
