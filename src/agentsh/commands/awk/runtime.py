"""The run-time state of one awk execution: records, fields, input, output and commands.

Owns ``$0``/fields with lazy splitting (FS single space, single char, regex, ``""``,
FIELDWIDTHS, FPAT, ``--csv``) and lazy ``$0`` rebuilding with OFS, ``NF`` assignment,
record reading (RS newline/single char/regex/paragraph mode, ``RT``) streamed from the
operands named by ARGV (with ``var=value`` operands, BEGINFILE/ENDFILE, ``nextfile``), every
``getline`` form, output redirections ``> >> |`` buffered into the VFS or a sub-shell,
``close``/``fflush``/``system``, special-variable hooks and the builtins that need state
(``split``, ``match``, ``sub``/``gsub``, ``asort``, ``rand``...).

Commands run through ``ctx.run_script(cmd, stdin) -> (status, stdout)`` when the context
provides it, else through the ``eval`` builtin via ``ctx.run_subcommand``.
"""

from __future__ import annotations

import codecs
import math
import re
from collections.abc import Callable, Iterator
from typing import Any, cast

from agentsh.commands.awk import builtins as B
from agentsh.commands.awk.errors import AwkFatal
from agentsh.commands.awk.order import GawkRandom, gawk_order
from agentsh.commands.awk.regex import RegexError, compile_awk
from agentsh.commands.awk.values import (
    MISSING,
    UNINIT,
    AwkArray,
    StrNum,
    Uninit,
    Value,
    compare,
    looks_numeric,
    num_to_str,
    to_num,
    truth,
)
from agentsh.commands.context import CommandContext
from agentsh.regex import selecting
from agentsh.regex.literal import can_match_empty, literal_text
from agentsh.streams import (
    BufferOutput,
    BytesInput,
    InputStream,
    OutputStream,
    UnreadableStdin,
    encode,
)
from agentsh.vfs import FSError

_ODD_WS = re.compile("[\r\v\f\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]")
_AWK_WS = re.compile("[^ \t\n]+")
_PARA_SEP = re.compile("\n\n+")
_ASSIGN_ARG = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=", re.S)
_CSV_FIELD = re.compile(r'"((?:[^"]|"")*)"|([^,]*)')


_ODD_ASCII_WS = "\r\v\f\x1c\x1d\x1e\x1f"
# a bracket expression of plain characters (no ranges, classes, negation or escapes)
_CHAR_SET = re.compile(r"\[([^\]\\^\-\[][^\]\\\-\[]*)\]\Z")
_SPLITTERS: dict[Any, Callable[..., list[str]]] = {}


def regex_splitter(pat: Any) -> Callable[..., list[str]]:
    """A function ``(s, maxsplit=0) -> list[str]`` splitting ``s`` (non-empty) at the
    matches of the group-less regex ``pat`` as ``pat.split`` does (``maxsplit`` > 0 may
    stop early); a set of plain characters such as ``[ .]`` splits with ``str.replace`` +
    ``str.split``."""
    fn = _SPLITTERS.get(pat)
    if fn is not None:
        return fn
    if not isinstance(pat, re.Pattern):  # leftmost-longest matching: no maxsplit
        whole: Any = pat

        def split_all(s: str, maxsplit: int = 0) -> list[str]:
            return whole.split(s)

        fn = split_all
    else:
        rx = cast("re.Pattern[str]", pat)
        fn = _nonempty_splitter(rx) if can_match_empty(rx) else rx.split
        m = None if rx.flags & re.IGNORECASE else _CHAR_SET.match(rx.pattern)
        if m is not None:
            chars = sorted(set(m.group(1)))
            first, others = chars[0], chars[1:]

            def split_set(s: str, maxsplit: int = 0) -> list[str]:
                for c in others:
                    s = s.replace(c, first)
                return s.split(first, maxsplit if maxsplit > 0 else -1)

            fn = split_set
    if len(_SPLITTERS) > 256:
        _SPLITTERS.clear()
    _SPLITTERS[pat] = fn
    return fn


def _nonempty_splitter(rx: re.Pattern[str]) -> Callable[..., list[str]]:
    """A splitter at the non-empty matches of ``rx`` (see :func:`regex_splitter`): gawk's
    for a regex that can match the empty text (``split("abc", a, /b*/)`` is "a" and "c";
    ``re.split`` splits at empty matches too) or that has groups."""

    def split(s: str, maxsplit: int = 0) -> list[str]:
        parts: list[str] = []
        pos = 0
        for m in rx.finditer(s):
            if m.end() == m.start():
                continue
            parts.append(s[pos : m.start()])
            pos = m.end()
            if len(parts) == maxsplit:
                break
        parts.append(s[pos:])
        return parts

    return split


def _invalid_regexp(e: RegexError, src: str) -> AwkFatal:
    """gawk's fatal error for a dynamic regex (a string used as one, FS, RS, FPAT) that does
    not compile."""
    return AwkFatal(f"invalid regexp: {e}: /{src}/")


def is_clean(s: str) -> bool:
    """Whether ``s`` has no whitespace that ``str.split()`` splits on but awk's FS=" " does not."""
    if s.isascii():
        return not any(c in s for c in _ODD_ASCII_WS)
    return _ODD_WS.search(s) is None


_WINDOW = 1 << 16
_MAX_WINDOW = 1 << 18  # (decoded, split and run at once: 8 MiB windows held ~50 MB at a time)


class RecordReader:
    """Reads records from a byte stream with the RS in effect at each read."""

    def __init__(self, rt: Runtime, stream: InputStream) -> None:
        self.rt = rt
        self.stream = stream
        self.buf = ""
        self.pos = 0
        self.eof = False
        self.dec = codecs.getincrementaldecoder("utf-8")(errors="surrogateescape")
        self.term = ""
        self.started = False
        self.clean = False  # the last batch has no whitespace but awk's blank/tab/newline
        self.ascii = False  # ... it is all ASCII
        # a big chunk (a whole file) is decoded in growing windows, so a program that
        # stops early (exit) does not pay for all of it
        self.pend = b""
        self.ppos = 0
        self.window = _WINDOW
        # next() under a one-character RS: the complete records of the buffer split at once
        # (``lines[li:]`` are the next ones, each ended by ``lines_rs``; ``pos`` is past them)
        self.lines: list[str] = []
        self.li = 0
        self.lines_rs = ""

    def _unsplit(self) -> None:
        """Put the records split ahead by next() back into the buffer (RS changed)."""
        if self.li < len(self.lines):
            rs = self.lines_rs
            self.buf = rs.join(self.lines[self.li :]) + rs + self.buf[self.pos :]
            self.pos = 0
        self.lines = []
        self.li = 0

    def _next_piece(self) -> bytes:
        if self.ppos >= len(self.pend):
            self.pend = self.stream.read1()
            self.ppos = 0
        p = self.ppos
        data = self.pend
        if p == 0 and len(data) <= self.window:
            self.ppos = len(data)
            return data
        q = min(len(data), p + self.window)
        self.ppos = q
        self.window = min(self.window * 2, _MAX_WINDOW)
        return data[p:q]

    def _more(self) -> bool:
        if self.eof:
            return False
        chunk = self._next_piece()
        if not chunk:
            self.eof = True
            tail = self.dec.decode(b"", True)
            if tail:
                self.buf = self.buf[self.pos :] + tail
                self.pos = 0
            return bool(tail)
        text = self.dec.decode(chunk)
        self.buf = self.buf[self.pos :] + text if self.pos < len(self.buf) else text
        self.pos = 0
        return True

    def next_batch(self) -> list[str] | None:
        """All complete newline-terminated records of the next chunk (RS is a newline)."""
        if self.lines:
            self._unsplit()
        while True:
            if not self._more():
                if self.pos < len(self.buf):
                    rest = self.buf[self.pos :]
                    self.pos = len(self.buf)
                    self.term = ""
                    self.clean = self.rt.want_clean and is_clean(rest)
                    self.ascii = rest.isascii()
                    return [rest]
                return None
            i = self.buf.rfind("\n", self.pos)
            if i < 0:
                continue
            seg = self.buf[self.pos : i]
            if self.rt.want_clean:
                self.clean = is_clean(seg)
            self.ascii = seg.isascii()  # (O(1): CPython knows it)
            lines = seg.split("\n")
            self.pos = i + 1
            self.term = "\n"
            return lines

    def next(self) -> str | None:
        rs = self.rt.rs
        li = self.li
        if li < len(self.lines):
            if rs == self.lines_rs and not (self.rt.icase and rs.isalpha()):
                # Decision: ``getline line < file`` split one record at a time (a find and
                # a slice of the buffer, ~300 ns); the buffer's complete records are split
                # at once instead (100,000 lines: 76 -> ~40 ms)
                self.li = li + 1
                self.term = rs
                return self.lines[li]
            self._unsplit()
        if len(rs) == 1 and not (self.rt.icase and rs.isalpha()):
            while True:
                i = self.buf.rfind(rs, self.pos)
                if i >= 0:
                    lines = self.buf[self.pos : i].split(rs)
                    self.pos = i + 1
                    self.term = rs
                    self.lines_rs = rs
                    if len(lines) > 1:
                        self.lines = lines
                        self.li = 1
                    else:
                        self.lines = []
                        self.li = 0
                    return lines[0]
                if not self._more():
                    if self.pos < len(self.buf):
                        rec = self.buf[self.pos :]
                        self.pos = len(self.buf)
                        self.term = ""
                        return rec
                    return None
        if rs == "":
            return self._paragraph()
        try:
            pat = compile_awk(rs, self.rt.icase)
        except RegexError as e:
            raise _invalid_regexp(e, rs) from None
        while True:
            m = pat.search(self.buf, self.pos)
            while m is not None and m.start() == m.end():
                m = pat.search(self.buf, m.end() + 1) if m.end() < len(self.buf) else None
            if m is not None and (m.end() < len(self.buf) or self.eof):
                rec = self.buf[self.pos : m.start()]
                self.term = m.group()
                self.pos = m.end()
                return rec
            if not self._more():
                if self.pos < len(self.buf):
                    rec = self.buf[self.pos :]
                    self.pos = len(self.buf)
                    self.term = ""
                    return rec
                return None

    def _paragraph(self) -> str | None:
        if self.lines:
            self._unsplit()
        while True:
            # skip leading newlines
            while self.pos < len(self.buf) and self.buf[self.pos] == "\n":
                self.pos += 1
            if self.pos < len(self.buf):
                break
            if not self._more():
                return None
        while True:
            m = _PARA_SEP.search(self.buf, self.pos)
            if m is not None and (m.end() < len(self.buf) or self.eof):
                rec = self.buf[self.pos : m.start()]
                self.term = m.group()
                self.pos = m.end()
                return rec
            if not self._more():
                rest = self.buf[self.pos :]
                self.pos = len(self.buf)
                stripped = rest.rstrip("\n")
                self.term = rest[len(stripped) :]
                return stripped if stripped or rest else None


#: gawk's standard output is a stdio stream, fully buffered when it is not a terminal (an
#: agent's never is) in blocks of the descriptor's size: 4096 bytes for a pipe or a file.
STDOUT_BLOCK = 4096


class Sink:
    """An output redirection target."""

    def __init__(self, kind: str, name: str, stream: OutputStream | None = None) -> None:
        self.kind = kind  # "file" | "pipe" | "stdout" | "stderr" | "stream"
        self.name = name
        self.parts: list[str] = []
        self.pending = b""  # bytes short of a whole block (kinds "file" and "stream")
        self.stream = stream  # kind "stream": a descriptor of the shell (``/dev/fd/3``)


def whole_blocks(parts: list[str], pending: bytes, everything: bool) -> tuple[bytes, bytes]:
    """What a stdio buffer of STDOUT_BLOCK bytes holding ``pending`` writes when ``parts``
    are added (clearing them): whole blocks, or ``everything`` when it is flushed; and what
    it keeps."""
    data = encode("".join(parts))
    parts.clear()  # in place: main_batch holds standard output's list's append
    if pending:
        data = pending + data
    if everything:
        return data, b""
    cut = len(data) - len(data) % STDOUT_BLOCK
    return (data if cut == len(data) else data[:cut]), data[cut:]


def _fold(s: str) -> str:
    """``s`` in lower case, character for character (a character whose lower case is
    longer, as ``İ``'s, stays: positions in ``s`` are kept)."""
    if s.isascii():
        return s.lower()
    return "".join(c if len(low := c.lower()) != 1 else low for c in s)


class Runtime:
    """State and services of a running awk program (``RT`` in compiled code)."""

    def __init__(self, ctx: CommandContext, prog: str, ns: dict[str, Any]) -> None:
        self.ctx = ctx
        self.prog = prog
        self.ns = ns
        self.rec: str | None = ""
        self.fields: list[str] | None = []
        #: the values of the fields assigned something other than a strnum (a number, a
        #: string: see fset, fval), by number, for the list ``ftyped_of`` of fields only
        #: (a new record or $0 has a new list: none then)
        self.ftyped: dict[int, Value] = {}
        self.ftyped_of: list[str] | None = None
        self.rtyped: tuple[str, float, Value] | None = None  # (see fset)
        self.nr = 0.0
        self.fnr = 0.0
        self.convfmt = "%.6g"
        self.ofmt = "%.6g"
        self.ofs = " "
        self.ors = "\n"
        self.subsep = "\x1c"
        self.rs = "\n"
        self.icase = False
        # the last dynamic regex (see dre): its value (a string: the same object is the
        # same text), IGNORECASE then, and its pattern
        self.dre_src: object = None
        self.dre_icase = False
        self.dre_pat: re.Pattern[str] | None = None
        self.dre_sel: re.Pattern[str] | None = None  # (its pattern for tests: see dre_s)
        self.csv = False
        self.split_mode = "space"
        self.split_arg: Any = None
        self.out_parts: list[str] = []
        self.out_pending = b""  # standard output's bytes short of a whole block (spill_stdout)
        self.sinks: dict[str, Sink] = {}
        self.read_last: set[str] = set()  # names read from since they were opened for output
        self.readers: dict[str, RecordReader] = {}
        self.cmd_readers: dict[str, tuple[RecordReader, int]] = {}
        self.main_gen: Any = None
        self.skip_file = False
        self.track_rt = False
        self.in_file = False
        self.filename_for_errors = ""
        self.nr_val: Value | None = None  # (NR's value as assigned: see get_nr)
        self.fnr_val: Value | None = None
        self._rand: GawkRandom | None = None  # seeded on first use: seeding costs ~1 ms
        self.seed = 1.0
        self.beginfile: Any = None
        self.endfile: Any = None
        self.warned: set[str] = set()
        self.exit_code = 0
        self.line = 0
        self.batch: list[str] = []
        self.bpos = 0
        self.batch_ok = True
        self.want_clean = False  # main_batch splits clean batches with str.split()
        self.batch_clean = False
        self.batch_ascii = False  # ... and is all ASCII (its fields' digits are 0-9)
        self.brec: str | None = None  # the record main_batch is at (from the current batch)

    # -- conversions ---------------------------------------------------------------------
    def tostr(self, v: Value) -> str:
        if type(v) is float:
            return num_to_str(v, self.convfmt)
        return v

    def ostr(self, v: Value) -> str:
        if type(v) is float:
            return num_to_str(v, self.ofmt)
        return v

    def cmp(self, a: Value, b: Value) -> float:
        if self.icase:
            from agentsh.commands.awk.values import is_numeric_value

            if not (is_numeric_value(a) and is_numeric_value(b)):
                x, y = self.tostr(a).lower(), self.tostr(b).lower()
                return -1 if x < y else (1 if x > y else 0)
        return compare(a, b, self.convfmt)

    def warn(self, msg: str) -> None:
        self.flush_stdout()  # (gawk's messages flush standard output first)
        self.ctx.stderr.write(encode(f"{self.prog}: {msg}\n"))

    # -- special variables ---------------------------------------------------------------
    def setv(self, name: str, v: Value) -> Value:
        """Assign a special variable (keeps derived state in sync); returns ``v``."""
        self.ns["V_" + name] = v
        if name in ("FS", "FIELDWIDTHS", "FPAT") and self.fields is None and self.rec is not None:
            self.split_record()  # the current record keeps the old separator
        if name == "FS":
            self._set_fs(self.tostr(v))
        elif name == "OFS":
            if self.rec is None and self.fields is not None:
                # a $0 that a field changed is rebuilt with the OFS before the new one
                self.rec = self.ofs.join(self.fields)
            self.ofs = self.tostr(v)
        elif name == "ORS":
            self.ors = self.tostr(v)
        elif name == "RS":
            self.rs = self.tostr(v)
        elif name == "SUBSEP":
            self.subsep = self.tostr(v)
        elif name == "CONVFMT":
            self.convfmt = self.tostr(v)
            f = self.fields
            if self.ftyped_of is f and f is not None:
                # gawk's fields assigned a number keep it: their text (and a $0 rebuilt
                # from them) is its CONVFMT conversion when used (the compiler keeps a
                # program that assigns CONVFMT and fields on the runtime's fset)
                for i, x in self.ftyped.items():
                    if x.__class__ is float and i <= len(f):
                        f[i - 1] = self.tostr(x)
        elif name == "OFMT":
            self.ofmt = self.tostr(v)
        elif name == "IGNORECASE":
            self.icase = truth(v)
            self._set_fs(self.tostr(self.ns.get("V_FS", " ")))
        elif name == "FIELDWIDTHS":
            self._set_fieldwidths(self.tostr(v))
        elif name == "FPAT":
            self.split_mode = "fpat"
            self.split_arg = self.tostr(v)
        elif name == "NR":
            self.set_nr(v)
        elif name == "FNR":
            self.set_fnr(v)
        elif name == "NF":
            self.set_nf(v)
        return v

    def set_nr(self, v: Value) -> Value:
        self.nr = _counter(v)
        self.nr_val = v
        return v

    def set_fnr(self, v: Value) -> Value:
        self.fnr = _counter(v)
        self.fnr_val = v
        return v

    def get_nr(self) -> Value:
        """NR in a program that assigns it: the value assigned as long as the count is its
        number (gawk's update_NR: ``NR = "abc"`` reads "abc", a string, until the next
        record; ``NR = "2.5"`` reads the number 2), else the count."""
        v = self.nr_val
        if v is not None:
            if to_num(v) == self.nr:
                return v
            self.nr_val = None
        return self.nr

    def get_fnr(self) -> Value:
        """FNR as :meth:`get_nr` reads NR."""
        v = self.fnr_val
        if v is not None:
            if to_num(v) == self.fnr:
                return v
            self.fnr_val = None
        return self.fnr

    def _set_fs(self, fs: str) -> None:
        if self.csv:
            self.split_mode = "csv"
            return
        if fs == " ":
            self.split_mode = "space"
        elif fs == "":
            self.split_mode = "chars"
        elif len(fs) == 1 and fs != "\\":
            self.split_mode = "char"
            self.split_arg = fs
        elif fs == "\\":
            self.split_mode = "char"
            self.split_arg = "\\"
        else:
            self.split_mode = "regex"
            try:
                self.split_arg = compile_awk(fs, self.icase)
            except RegexError as e:
                raise _invalid_regexp(e, fs) from None
            lit = literal_text(self.split_arg)
            if lit is not None:  # a fixed string: split like a single character
                self.split_mode = "char"
                self.split_arg = lit

    def _set_fieldwidths(self, spec: str) -> None:
        widths: list[tuple[int, int | None]] = []
        for part in spec.split():
            skip = 0
            if ":" in part:
                a, _, part = part.partition(":")
                skip = int(a) if a.isdigit() else 0
            if part == "*":
                widths.append((skip, None))
            elif part.isdigit():
                widths.append((skip, int(part)))
            else:
                raise AwkFatal(
                    f"invalid FIELDWIDTHS value, for field {len(widths) + 1}, near `{part}'"
                )
        self.split_mode = "fw"
        self.split_arg = widths

    # -- fields --------------------------------------------------------------------------
    def split_text(self, s: str, mode: str, arg: Any) -> list[str]:
        if mode == "space":
            if s.isprintable() or _ODD_WS.search(s) is None:
                return s.split()
            return _AWK_WS.findall(s)
        if not s:
            return []
        if mode == "char":
            return s.split(arg)
        if mode == "regex":
            pat: re.Pattern[str] = arg
            if pat.groups == 0 or not isinstance(pat, re.Pattern):  # pyright: ignore[reportUnnecessaryIsInstance]
                return regex_splitter(pat)(s)
            return _nonempty_splitter(pat)(s)  # (re.split would add the groups' texts)
        if mode == "chars":
            return list(s)
        if mode == "fw":
            out: list[str] = []
            pos = 0
            for skip, w in arg:
                pos += skip
                if pos >= len(s):
                    break
                if w is None:
                    out.append(s[pos:])
                    pos = len(s)
                    break
                out.append(s[pos : pos + w])
                pos += w
            return out
        if mode == "fpat":
            try:
                p = compile_awk(arg, self.icase)
            except RegexError as e:
                raise _invalid_regexp(e, arg) from None
            return [m.group() for m in self._fpat_iter(p, s)]
        if mode == "csv":
            return self._csv(s)
        return [s]

    @staticmethod
    def _fpat_iter(p: re.Pattern[str], s: str) -> list[re.Match[str]]:
        out: list[re.Match[str]] = []
        pos = 0
        prev_nonempty_end = -1
        while pos <= len(s):
            m = p.search(s, pos)
            if m is None:
                break
            if m.start() == m.end():
                if m.start() == prev_nonempty_end:
                    pos = m.start() + 1
                    continue
                out.append(m)
                pos = m.end() + 1
            else:
                out.append(m)
                prev_nonempty_end = m.end()
                pos = m.end()
        return out

    @staticmethod
    def _csv(s: str) -> list[str]:
        out: list[str] = []
        pos = 0
        n = len(s)
        while True:
            if pos < n and s[pos] == '"':
                j = pos + 1
                buf: list[str] = []
                while j < n:
                    if s[j] == '"':
                        if j + 1 < n and s[j + 1] == '"':
                            buf.append('"')
                            j += 2
                            continue
                        j += 1
                        break
                    buf.append(s[j])
                    j += 1
                k = s.find(",", j)
                if k < 0:
                    out.append("".join(buf) + s[j:])
                    return out
                out.append("".join(buf) + s[j:k])
                pos = k + 1
                continue
            k = s.find(",", pos)
            if k < 0:
                out.append(s[pos:])
                return out
            out.append(s[pos:k])
            pos = k + 1

    def split_record(self) -> list[str]:
        r = self.rec
        if r is None:
            r = self.get0()
        if self.split_mode == "space":
            # (split_text's default splitting, without its two calls)
            # (an ASCII text without control characters has no odd whitespace: ~30 ns
            # where the search costs ~100)
            if (
                (r is self.brec and self.batch_clean)
                or (r.isascii() and r.isprintable())
                or _ODD_WS.search(r) is None
            ):
                f = self.fields = r.split()
            else:
                f = self.fields = _AWK_WS.findall(r)
        else:
            f = self.fields = self.split_str(r)
        return f

    def split_str(self, r: str) -> list[str]:
        """The fields of record text ``r`` with the current FS (``split_record`` without
        touching the current record)."""
        f = self.split_text(r, self.split_mode, self.split_arg)
        if self.rs == "" and self.split_mode not in ("space",) and "\n" in r:
            f2: list[str] = []
            for x in f:
                f2.extend(x.split("\n"))
            f = f2
        return f

    def get0(self) -> str:
        r = self.rec
        if r is None:
            assert self.fields is not None
            r = self.rec = self.ofs.join(self.fields)
        return r

    def fget(self, i: int) -> str:
        if i == 0:
            r = self.rec
            return r if r is not None else self.get0()
        f = self.fields
        if f is None:
            r = self.rec
            if self.split_mode == "space" and r is not None:
                if (r is self.brec and self.batch_clean) or _ODD_WS.search(r) is None:
                    f = self.fields = r.split()
                else:
                    f = self.fields = _AWK_WS.findall(r)
            else:
                f = self.split_record()
        if 0 < i <= len(f):
            return f[i - 1]
        if i < 0:
            raise AwkFatal(f"attempt to access field {i}")
        return ""

    def fref(self, i: int) -> str:
        """``$i`` as the target of sub/gsub: a field past NF is created, as gawk does (NF
        grows; $0 stays as it is until a field is assigned)."""
        if i == 0:
            return self.fget(0)
        f = self.fields if self.fields is not None else self.split_record()
        if i > len(f):
            self._unassigned(f, len(f) + 1, i)
            f.extend([""] * (i - len(f)))
        return f[i - 1]

    def _unassigned(self, f: list[str], first: int, last: int) -> None:
        """Fields ``first``..``last`` of ``f``, which NF or sub/gsub are adding, are
        unassigned (gawk's typeof; compared, the strnum "")."""
        if self.ftyped_of is not f:
            self.ftyped = {}
            self.ftyped_of = f
        for j in range(first, min(last, first + 4096) + 1):
            self.ftyped[j] = ADDED

    def fidx(self, v: float) -> int:
        """The field number of ``v`` as gawk's C cast to a long gives it (truncated; NaN
        and what is out of its range are LONG_MIN), a negative one fatal."""
        i = int(v) if -9223372036854775808.0 <= v < 9223372036854775808.0 else -(2**63)
        if i < 0:
            raise AwkFatal(f"attempt to access field {i}")
        return i

    def fset(self, i: int, v: Value) -> Value:
        s = v if v.__class__ is not float else self.tostr(v)
        if i == 0:
            self.rec = s
            self.fields = None
            # (for typeof($0): the value while this text is the record of this NR)
            self.rtyped = (s, self.nr, v) if v.__class__ is not StrNum else None
            return v
        if i < 0:
            raise AwkFatal(f"attempt to access field {i}")
        f = self.fields
        if f is None:
            f = self.split_record()
        if i > len(f):
            if i > len(f) + 1:
                self._unassigned(f, len(f) + 1, i - 1)
            f.extend([""] * (i - len(f)))
        f[i - 1] = s
        self.rec = None
        if v.__class__ is not StrNum:
            if self.ftyped_of is not f:
                self.ftyped = {}
                self.ftyped_of = f
            self.ftyped[i] = v
        elif self.ftyped_of is f:
            self.ftyped.pop(i, None)
        return v

    def empty_field_char(self, rec: str, i: int) -> str:
        """What gawk's ``printf "%c"`` prints for ``$i`` of the unchanged record ``rec``
        when it is empty: %c of an empty string prints the byte where its text starts, and
        a field's text is a pointer into the record: the separator after it, or for an
        empty last field after a one-character FS, the first byte of the field before it
        (gawk's sc_parse_field points it there); NUL otherwise (past NF, a regex FS).

        Decision: only where nothing changes the record (see the compiler's empty_rec), and
        only for single-character and regex separators and FPAT (where an empty field is an
        empty match, its text the byte where it is)."""
        mode, arg = self.split_mode, self.split_arg
        if mode == "char":
            parts = rec.split(arg) if rec else []
            if not 1 <= i <= len(parts) or parts[i - 1]:
                return "\x00"
            if i < len(parts):
                return arg[0]
            if len(arg) == 1 and i >= 2:
                return parts[i - 2][:1] or arg
            return "\x00"
        if mode == "fpat":
            # (an empty field is an empty match: its text starts where the match is)
            try:
                ms = self._fpat_iter(compile_awk(arg, self.icase), rec)
            except RegexError:
                return "\x00"
            if 1 <= i <= len(ms) and ms[i - 1].start() < len(rec):
                return rec[ms[i - 1].start()]
            return "\x00"
        if mode == "regex" and rec and hasattr(arg, "finditer"):
            k = 0
            for m in arg.finditer(rec):
                if m.end() > m.start():
                    k += 1
                    if k == i:
                        return rec[m.start()]
        return "\x00"

    def fval(self, i: int) -> Value:
        """``$i`` with its type: what was assigned to it (a number keeps its value, a
        string stays a string), else the strnum of its text."""
        s = self.fget(i)
        f = self.fields
        if i and self.ftyped_of is f and i in self.ftyped:
            v = self.ftyped[i]
            # (a field NF or sub added compares as the strnum "": see Missing)
            return v if v is not ADDED else MISSING
        if i and f is not None and i > len(f):
            return MISSING
        return StrNum(s)

    def get_nf(self) -> float:
        f = self.fields
        if f is None:
            f = self.split_record()
        return float(len(f))

    def set_nf(self, v: Value) -> Value:
        n = to_num(v)
        if n < 0:
            raise AwkFatal("NF set to negative value")
        k = int(n)
        f = self.fields
        if f is None:
            f = self.split_record()
        if k < len(f):
            del f[k:]
            if self.ftyped_of is f:
                self.ftyped = {j: x for j, x in self.ftyped.items() if j <= k}
        else:
            self._unassigned(f, len(f) + 1, k)
            f.extend([""] * (k - len(f)))
        self.rec = None
        return v

    def set_record(self, s: str) -> None:
        self.rec = s
        self.fields = None

    # -- output --------------------------------------------------------------------------
    #
    # Decision: standard output is buffered as gawk's stdio stream is (STDOUT_BLOCK), which
    # shows when it and another writer share a descriptor (``awk ... 2>&1``): what goes to
    # ``/dev/stderr`` (unbuffered) comes before the printed lines still in the buffer, and a
    # command of ``print | "cmd"`` writes its output when it is closed, before them too.
    # ``spill_stdout`` writes what a full buffer would have (whole blocks, keeping the rest),
    # before another writer writes and as the buffer grows; ``flush_stdout`` writes it all,
    # where gawk does: ``fflush``, ``system``, opening an output pipe, its messages, the end.

    def out(self, s: str) -> None:
        parts = self.out_parts
        parts.append(s)
        if len(parts) >= 512:
            self.spill_stdout()

    def spill_stdout(self) -> None:
        if self.out_parts:
            data, self.out_pending = whole_blocks(self.out_parts, self.out_pending, False)
            if data:
                self.ctx.stdout.write(data)

    def flush_stdout(self) -> None:
        if self.out_parts or self.out_pending:
            data, self.out_pending = whole_blocks(self.out_parts, self.out_pending, True)
            self.ctx.stdout.write(data)

    def out_to(self, kind: str, dest: str, s: str) -> None:
        sink = self.sinks.get(dest)
        if sink is None:
            sink = self._open_sink(kind, dest)
        if sink.kind == "file":  # (the common case first)
            parts = sink.parts
            parts.append(s)
            if len(parts) > 256:
                self._flush_sink(sink, False)
            return
        if sink.kind == "stdout":
            self.out(s)
        elif sink.kind == "stderr":
            self.spill_stdout()
            self.ctx.stderr.write(encode(s))
        else:
            sink.parts.append(s)
            if sink.kind != "pipe" and len(sink.parts) > 256:
                self._flush_sink(sink, False)

    def _open_sink(self, kind: str, dest: str) -> Sink:
        if kind == "|":
            sink = Sink("pipe", dest)
            self.flush_stdout()  # (gawk flushes before it starts the command)
        elif dest in ("/dev/stdout", "-", "/dev/fd/1"):
            sink = Sink("stdout", dest)
        elif dest in ("/dev/stderr", "/dev/fd/2"):
            sink = Sink("stderr", dest)
        elif dest.startswith("/dev/fd/") and (stream := self.ctx.open_output(dest)) is not None:
            sink = Sink("stream", dest, stream)
        else:
            sink = Sink("file", dest)
            path = self.ctx.abspath(dest)
            try:
                if kind == ">":
                    self.ctx.fs.write_bytes(path, b"")
                elif not self.ctx.fs.exists(path):
                    self.ctx.fs.write_bytes(path, b"")
            except FSError as e:
                raise AwkFatal(f"cannot redirect to `{dest}': {e.strerror}") from None
        self.sinks[dest] = sink
        self.read_last.discard(dest)
        return sink

    def _flush_sink(self, sink: Sink, everything: bool = True) -> None:
        """Write what a file's or a descriptor's buffer holds (whole blocks only, unless
        ``everything``: gawk's redirections are buffered like its standard output)."""
        if sink.kind != "file" and sink.kind != "stream":
            return
        if not sink.parts and not (everything and sink.pending):
            return
        data, sink.pending = whole_blocks(sink.parts, sink.pending, everything)
        if not data:
            return
        if sink.stream is not None:
            self.spill_stdout()  # (the descriptor may be standard output's)
            sink.stream.write(data)
            return
        try:
            self.ctx.fs.write_bytes(self.ctx.abspath(sink.name), data, append=True)
        except FSError as e:
            raise AwkFatal(f"cannot redirect to `{sink.name}': {e.strerror}") from None

    def _close_sink(self, sink: Sink) -> int:
        if sink.kind == "file" or sink.kind == "stream":
            self._flush_sink(sink)
            return 0
        if sink.kind == "pipe":
            data = encode("".join(sink.parts))
            sink.parts = []
            self.spill_stdout()
            status, out = self.run_cmd(sink.name, data)
            self.ctx.stdout.write(out)
            return status
        return 0

    def close(self, name: str) -> float:
        """``close(name)``: one redirection of that name (a name both written and read:
        the one opened last, as gawk keeps them in a list, newest first), after flushing
        standard output (gawk's "synchronize regular output"); -1 when there is none."""
        sink = self.sinks.get(name)
        reading = name in self.readers or name in self.cmd_readers
        if sink is None and not reading:
            return -1.0
        self.flush_stdout()
        if sink is not None and not (reading and name in self.read_last):
            del self.sinks[name]
            return float(self._close_sink(sink))
        self.read_last.discard(name)
        if name in self.readers:
            del self.readers[name]
            return 0.0
        return float(self.cmd_readers.pop(name)[1])

    def fflush(self, name: str | None = None) -> float:
        if name is None:
            self.flush_stdout()
            for sink in self.sinks.values():
                self._flush_sink(sink)
            return 0.0
        sink = self.sinks.get(name)
        if sink is None:
            if name in ("/dev/stdout",):
                self.flush_stdout()
                return 0.0
            return -1.0
        if sink.kind == "stdout":
            self.flush_stdout()
        self._flush_sink(sink)
        return 0.0

    def close_all(self) -> None:
        """The end: the redirections closed (pipes' commands run), then standard output
        flushed, in gawk's order."""
        self.spill_stdout()
        for name in list(self.sinks):
            self._close_sink(self.sinks.pop(name))
        self.flush_stdout()

    # -- commands ------------------------------------------------------------------------
    def run_cmd(self, cmd: str, stdin: bytes) -> tuple[int, bytes]:
        runner = getattr(self.ctx, "run_script", None)
        if runner is not None:
            status, out = runner(cmd, stdin)
            return status, out
        if self.ctx.run_subcommand is None:
            self.warn(f"cmd. line:1: warning: cannot run command `{cmd}'")
            return -1, b""
        buf = BufferOutput()
        status = self.ctx.run_subcommand(["eval", cmd], BytesInput(stdin), buf, self.ctx.stderr)
        return status, buf.getvalue()

    def system(self, cmd: str) -> float:
        self.fflush()
        status, out = self.run_cmd(cmd, b"")
        self.ctx.stdout.write(out)
        return float(status)

    # -- input ---------------------------------------------------------------------------
    def main_records(self) -> Any:
        ns = self.ns
        argv: AwkArray = ns["V_ARGV"]
        i = 1
        used = False
        while True:
            try:
                argc = int(to_num(ns["V_ARGC"]))
            except (OverflowError, ValueError):
                argc = 0
            if i >= argc:
                break
            key = str(i)
            i += 1
            if key not in argv:
                continue
            arg = self.tostr(argv[key])
            if arg == "":
                continue
            if _ASSIGN_ARG.match(arg):
                name, _, value = arg.partition("=")
                self.assign_var(name, value)
                continue
            used = True
            yield from self._file_records(arg)
        if not used:
            yield from self._file_records("-", stdin_default=True)

    def _file_records(self, name: str, stdin_default: bool = False) -> Any:
        ctx = self.ctx
        if name in ("-", "/dev/stdin"):
            stream = ctx.stdin_stream
        else:
            try:
                if ctx.fs.is_dir(ctx.abspath(name)):
                    self.warn(f"warning: command line argument `{name}' is a directory: skipped")
                    return
                stream = ctx.open_input(name)
            except FSError as e:
                self.warn_open(name, e.strerror)
                return
        self.ns["V_FILENAME"] = name
        self.filename_for_errors = name
        self.fnr = 0.0
        self.in_file = True
        if self.beginfile is not None:
            self.skip_file = False
            # (gawk's BEGINFILE sees an empty record, NF 0, not the last file's)
            self.rec = ""
            self.fields = None
            from agentsh.commands.awk.errors import NextFile, NextRecord

            try:
                self.beginfile()
            except NextFile:
                return
            except NextRecord:  # (from a function: the parser sees the rule's own)
                raise AwkFatal("`next' cannot be called from a `BEGINFILE' rule", -1) from None
        reader = RecordReader(self, stream)
        track = self.track_rt
        ns = self.ns
        nxt = reader.next
        while True:
            if self.batch_ok and self.rs == "\n" and not track:
                batch = reader.next_batch()
                if batch is None:
                    break
                self.batch_clean = reader.clean
                self.batch_ascii = reader.ascii
                yield batch
            else:
                rec = nxt()
                if rec is None:
                    break
                if track:
                    ns["V_RT"] = reader.term
                self.batch_clean = False
                self.batch_ascii = rec.isascii()
                yield [rec]
            if self.skip_file:
                self.skip_file = False
                break
        if self.endfile is not None:
            from agentsh.commands.awk.errors import NextFile, NextRecord

            try:
                self.endfile()
            except (NextRecord, NextFile) as e:  # (from a function)
                what = "next" if isinstance(e, NextRecord) else "nextfile"
                msg = f"`{what}' cannot be called from a `ENDFILE' rule"
                raise AwkFatal(msg, self.line) from None

    def warn_open(self, name: str, strerror: str) -> None:
        self.flush_stdout()
        raise AwkFatal(f"cannot open file `{name}' for reading: {strerror}", -1)

    def main_next(self) -> str | None:
        """The next main-input record (shared by the record loop and plain getline)."""
        while self.bpos >= len(self.batch):
            if self.main_gen is None:
                self.main_gen = self.main_records()
            nb = next(self.main_gen, None)
            if nb is None:
                self.batch = []
                self.bpos = 0
                return None
            self.batch = nb
            self.bpos = 0
        rec = self.batch[self.bpos]
        self.bpos += 1
        return rec

    def next_file(self) -> None:
        self.batch = []
        self.bpos = 0
        self.skip_file = True

    def gl_simple(self) -> float:
        pos = self.bpos
        batch = self.batch
        if pos < len(batch):  # (main_next's common case, inline)
            self.bpos = pos + 1
            self.nr += 1.0
            self.fnr += 1.0
            self.rec = batch[pos]
            self.fields = None
            return 1.0
        try:
            rec = self.main_next()
        except UnreadableStdin:  # (``0<&-``: getline fails quietly, the record loop not)
            return -1.0
        if rec is None:
            return 0.0
        self.nr += 1.0
        self.fnr += 1.0
        self.rec = rec
        self.fields = None
        return 1.0

    def gl_bsimple(self, it: Iterator[str]) -> float:
        """Plain ``getline`` in a main_batch whose records are ``it``: its next one, else
        the input's next (the batch loop goes on after it: see ``_batch_getline_loop``)."""
        rec = next(it, None)
        if rec is None:
            return self.gl_simple()
        self.nr += 1.0
        self.fnr += 1.0
        self.rec = rec
        self.fields = None
        return 1.0

    def gl_bvar(self, it: Iterator[str]) -> tuple[float, str]:
        """``getline var`` in a main_batch whose records are ``it`` (see gl_bsimple)."""
        rec = next(it, None)
        if rec is None:
            return self.gl_var()
        self.nr += 1.0
        self.fnr += 1.0
        return 1.0, rec

    def gl_var(self) -> tuple[float, str]:
        pos = self.bpos
        batch = self.batch
        if pos < len(batch):  # (main_next's common case, inline)
            self.bpos = pos + 1
            self.nr += 1.0
            self.fnr += 1.0
            return 1.0, batch[pos]
        try:
            rec = self.main_next()
        except UnreadableStdin:  # (see gl_simple)
            return -1.0, ""
        if rec is None:
            return 0.0, ""
        self.nr += 1.0
        self.fnr += 1.0
        return 1.0, rec

    def gl_file(self, name: str) -> tuple[float, str]:
        r = self.readers.get(name)
        if r is None:
            if name in ("-", "/dev/stdin"):
                stream = self.ctx.stdin_stream
            else:
                try:
                    if self.ctx.fs.is_dir(self.ctx.abspath(name)):
                        return -1.0, ""
                    stream = self.ctx.open_input(name)
                except FSError:
                    return -1.0, ""
            r = RecordReader(self, stream)
            self.readers[name] = r
            if name in self.sinks:
                self.read_last.add(name)
        try:
            rec = r.next()
        except UnreadableStdin:  # (``getline < "-"`` of ``0<&-``)
            return -1.0, ""
        if rec is None:
            return 0.0, ""
        if self.track_rt:
            self.ns["V_RT"] = r.term
        return 1.0, rec

    def gl_filev(self, name: str) -> str | float:
        """``getline var < name``: the record, else the status (-1 or 0).

        Decision: ``gl_file``'s tuple and its reader's ``next`` call cost more than the
        rest of ``while ((getline line < f) > 0) n++``; a record of the reader's split lines
        is taken here (the same test as ``RecordReader.next``'s), the rest by ``gl_file``
        (100,000 lines 33 -> ~24 ms)."""
        r = self.readers.get(name)
        if r is not None:
            li = r.li
            if li < len(r.lines) and r.lines_rs == self.rs and not self.icase and not self.track_rt:
                r.li = li + 1
                r.term = self.rs
                return r.lines[li]
        st, rec = self.gl_file(name)
        return rec if st > 0.0 else st

    def gl_cmdv(self, cmd: str) -> str | float:
        """``cmd | getline var``: the record, else the status (see gl_filev)."""
        entry = self.cmd_readers.get(cmd)
        if entry is not None:
            r = entry[0]
            li = r.li
            if li < len(r.lines) and r.lines_rs == self.rs and not self.icase and not self.track_rt:
                r.li = li + 1
                r.term = self.rs
                return r.lines[li]
        st, rec = self.gl_cmd(cmd)
        return rec if st > 0.0 else st

    def gl_iter(self, name: str, cmd: bool) -> Iterator[str]:
        """The records of ``while ((getline var < name) > 0)`` (``cmd``: ``while ((name |
        getline var) > 0)``) whose body cannot read, close or re-split them (see the
        compiler's getline_loop): each taken as ``gl_filev``/``gl_cmdv`` would, the reader's
        split lines one after the other (the reader's position moved before each is given)."""
        get = self.gl_cmdv if cmd else self.gl_filev
        while True:
            v = get(name)
            if v.__class__ is float:
                return
            yield v  # pyright: ignore[reportReturnType]
            rs = self.rs
            if self.icase or self.track_rt:
                continue
            r = self.cmd_readers[name][0] if cmd else self.readers[name]
            if r.lines_rs != rs:
                continue
            lines = r.lines
            li = r.li
            if li < len(lines):
                r.term = rs
                for rec in lines[li:]:
                    li += 1
                    r.li = li
                    yield rec

    def gl_rec(self, rec: str, split: bool) -> None:
        """$0 from a record that getline read (a strnum), its fields split now with
        ``split`` (from a file, as gawk: ``fset(0, SN(rec))`` and ``split_record``)."""
        self.rec = rec
        self.rtyped = None
        if not split:
            self.fields = None
        elif self.split_mode == "space" and rec.isascii() and rec.isprintable():
            self.fields = rec.split()  # (split_record's, inline)
        else:
            self.fields = None
            self.split_record()

    def gl_file0(self, name: str) -> float:
        """``getline < name``: $0 and its fields (split now, as gawk) from the next record
        of file ``name``; the status (``gl_file`` and ``fset(0, rec)``, in one call)."""
        st, rec = self.gl_file(name)
        if st > 0.0:
            self.rec = rec
            self.fields = None
            self.split_record()
        return st

    def gl_cmd(self, cmd: str) -> tuple[float, str]:
        entry = self.cmd_readers.get(cmd)
        if entry is None:
            self.spill_stdout()  # (gawk flushes nothing: the command may write to stderr)
            status, out = self.run_cmd(cmd, b"")
            entry = (RecordReader(self, BytesInput(out)), status)
            self.cmd_readers[cmd] = entry
            if cmd in self.sinks:
                self.read_last.add(cmd)
        rec = entry[0].next()
        if rec is None:
            return 0.0, ""
        if self.track_rt:
            self.ns["V_RT"] = entry[0].term
        return 1.0, rec

    # -- variables from the command line -------------------------------------------------
    def assign_var(self, name: str, raw: str) -> None:
        from agentsh.commands.awk.lexer import Lexer

        buf: list[str] = []
        lx = Lexer("")
        i = 0
        while i < len(raw):
            c = raw[i]
            if c == "\\" and i + 1 < len(raw):
                i = lx._escape(raw, i + 1, buf, 0)  # pyright: ignore[reportPrivateUsage]
                continue
            buf.append(c)
            i += 1
        value = StrNum("".join(buf))
        for w in lx.warnings:
            self.warn("warning:" + w.split("warning:", 1)[1])
        if isinstance(self.ns.get("V_" + name), dict):
            raise AwkFatal(f"cannot assign to array `{name}'")  # pragma: no cover
        if name in SPECIAL_NS:
            self.setv(name, value)
        elif name == "NR":
            self.set_nr(value)
        elif name == "FNR":
            self.set_fnr(value)
        elif name == "NF":
            self.set_nf(value)
        else:
            self.ns["V_" + name] = value

    # -- stateful builtins ---------------------------------------------------------------
    def dre(self, src: Value) -> re.Pattern[str]:
        pat = self.dre_pat
        if src is self.dre_src and pat is not None and self.dre_icase == self.icase:
            # (``$1 ~ re`` per record: the same string as the last time, ~250 ns less)
            return pat
        s = self.tostr(src)
        try:
            pat = compile_awk(s, self.icase)
        except RegexError as e:
            raise _invalid_regexp(e, s) from None
        if src.__class__ is not float:  # (a number's text depends on CONVFMT)
            self.dre_src = src
            self.dre_icase = self.icase
            self.dre_pat = pat
            self.dre_sel = selecting(pat)
        return pat

    def dre_s(self, src: Value) -> re.Pattern[str]:
        """The pattern of dynamic regex ``src`` that tests whether a text matches (``x ~
        re``); compiled code tests ``src is RT.dre_src`` first and takes ``RT.dre_sel``."""
        return selecting(self.dre(src))

    def sre(self, src: str) -> re.Pattern[str]:
        return self.dre(src)

    def split_char(self, s: str, arr: AwkArray, sep: str, raw: bool = False) -> float:
        """``split(s, arr, "C")`` of a one-character separator other than a blank: what
        :meth:`split_` does for it, without deciding how to split each time."""
        arr.clear()
        if not s:
            return 0.0
        parts = s.split(sep)
        n = len(parts)
        keys = _INDEX_KEYS if n <= len(_INDEX_KEYS) else index_keys(n)
        # (_fill, inline: this is the split of most programs; ``zip`` without ``strict=``,
        # whose keyword argument takes its slow call path: +90 ns a call)
        if raw:
            for k, v in zip(keys, parts):  # noqa: B905
                arr[k] = v
        else:
            for k, v in zip(keys, parts):  # noqa: B905
                arr[k] = StrNum(v)
        return float(n)

    def split_space(self, s: str, arr: AwkArray, raw: bool = False) -> float:
        """``split(s, arr, " ")``: what :meth:`split_` does for it, without deciding how to
        split each time; ``str.split`` when ``s`` is printable (no blank but the space: all
        that ``str.split`` splits on and awk does not is unprintable)."""
        arr.clear()
        parts = s.split() if s.isprintable() else self.split_text(s, "space", None)
        n = len(parts)
        keys = _INDEX_KEYS if n <= len(_INDEX_KEYS) else index_keys(n)
        if raw:
            for k, v in zip(keys, parts):  # noqa: B905 - (see split_char)
                arr[k] = v
        else:
            for k, v in zip(keys, parts):  # noqa: B905
                arr[k] = StrNum(v)
        return float(n)

    def split_(
        self, s: str, arr: AwkArray, fs: Any, seps: AwkArray | None, raw: bool = False
    ) -> float:
        """``split(s, arr, fs, seps)`` (``raw``: the pieces stay plain strings, for an array
        whose reads make them strnums; see the compiler's raw split arrays)."""
        arr.clear()
        if fs is None:
            mode, arg = self.split_mode, self.split_arg
            if mode == "fpat":
                mode, arg = "space", None
        elif not isinstance(fs, str):
            # (an empty regex constant, ``//``, splits into characters as "" does)
            mode, arg = ("regex", fs) if fs.pattern else ("chars", None)
        else:
            fs_s = self.tostr(fs)
            if fs_s == " ":
                mode, arg = "space", None
            elif fs_s == "":
                mode, arg = "chars", None
            elif len(fs_s) == 1:
                mode, arg = "char", fs_s
            else:
                mode, arg = "regex", self.dre(fs_s)
        if self.csv and fs is None:
            mode = "csv"
        parts = self.split_text(s, mode, arg)
        _fill(arr, parts, raw)
        if seps is not None:
            seps.clear()
            self._fill_seps(s, parts, mode, arg, seps)
        return float(len(parts))

    def _fill_seps(self, s: str, parts: list[str], mode: str, arg: Any, seps: AwkArray) -> None:
        if mode == "space":
            ms = list(re.finditer(r"[ \t\n]+", s))
            k = 0
            if ms and ms[0].start() == 0:
                seps["0"] = ms[0].group()
                ms = ms[1:]
            for m in ms:
                k += 1
                if k < len(parts) or m.end() < len(s):
                    seps[str(k)] = m.group()
            return
        if mode in ("char", "chars"):
            for k in range(1, len(parts)):
                seps[str(k)] = arg or ""
            return
        if mode == "regex":
            k = 0
            for m in arg.finditer(s):
                if m.start() == m.end():
                    continue
                k += 1
                seps[str(k)] = m.group()

    def patsplit_(self, s: str, arr: AwkArray, fp: Any, seps: AwkArray | None) -> float:
        arr.clear()
        if fp is None:
            pat = self.dre(self.tostr(self.ns.get("V_FPAT", "[^[:space:]]+")))
        elif not isinstance(fp, str):
            pat = cast("re.Pattern[str]", fp)
        else:
            pat = self.dre(fp)
        ms = self._fpat_iter(pat, s)
        for i, m in enumerate(ms, 1):
            arr[str(i)] = StrNum(m.group())
        if seps is not None:
            seps.clear()
            prev = 0
            for i, m in enumerate(ms):
                if m.start() > prev or i == 0:
                    seps[str(i)] = s[prev : m.start()]
                prev = m.end()
            if prev < len(s):
                seps[str(len(ms))] = s[prev:]
        return float(len(ms))

    def match_(self, s: str, pat: re.Pattern[str], arr: AwkArray | None) -> float:
        m = pat.search(s)
        if arr is not None:
            arr.clear()
        if m is None:
            self.ns["V_RSTART"] = 0.0
            self.ns["V_RLENGTH"] = -1.0
            return 0.0
        self.ns["V_RSTART"] = float(m.start() + 1)
        self.ns["V_RLENGTH"] = float(m.end() - m.start())
        if arr is not None:
            sub = self.subsep
            for g in range(pat.groups + 1):
                if m.group(g) is None:
                    continue
                k = str(g)
                arr[k] = StrNum(m.group(g))
                arr[k + sub + "start"] = float(m.start(g) + 1)
                arr[k + sub + "length"] = float(m.end(g) - m.start(g))
        return float(m.start() + 1)

    def sub_(
        self, pat: re.Pattern[str], repl: Value, target: str, global_: bool
    ) -> tuple[float, str]:
        n, s = B.substitute(pat, self.tostr(repl), target, global_)
        return float(n), s

    def index(self, s: str, t: str) -> float:
        """``index(s, t)``: where ``t`` first starts in ``s`` (1-based, 0 when nowhere),
        ignoring case while IGNORECASE is set, as gawk does."""
        if self.icase:
            s, t = _fold(s), _fold(t)
        return float(s.find(t) + 1)

    @property
    def rand(self) -> GawkRandom:
        """The ``rand()`` generator (gawk's initial seed is 1)."""
        if self._rand is None:
            self._rand = GawkRandom(1)
        return self._rand

    def rand_next(self) -> float:
        """``rand()``: the generator's next number (its buffer's, when it has one)."""
        r = self._rand
        if r is not None and r.buf:
            return r.buf.pop()
        return self.rand.random()

    def srand(self, seed: Value | None = None) -> float:
        prev = self.seed
        if seed is None:
            self.seed = self.systime()
        else:
            self.seed = float(int(to_num(seed)))
        self.rand.seed(self.seed)
        return prev

    def _mwarn(self, msg: str, fnr: float | None = None) -> None:
        """A run-time warning; while input is read it names the file and FNR, as gawk's
        (``fnr``: the count a lean main_batch keeps in its locals)."""
        self.flush_stdout()
        where = ""
        if self.in_file:
            n = self.fnr if fnr is None else fnr
            where = f"(FILENAME={self.filename_for_errors} FNR={B.fmt_g(n)}) "
        self.warn(f"cmd. line:{self.line or 1}: {where}warning: {msg}")

    def m_log(self, v: float, fnr: float | None = None) -> float:
        if v < 0:
            self._mwarn(f"log: received negative argument {B.fmt_g(v)}", fnr)
            return -math.nan
        if v != v:
            return v
        if v == 0:
            return -math.inf
        return math.log(v)

    def m_sqrt(self, v: float, fnr: float | None = None) -> float:
        if v < 0:
            self._mwarn(f"sqrt: received negative argument {B.fmt_g(v)}", fnr)
            return -math.nan
        return math.sqrt(v)

    def m_exp(self, v: float, fnr: float | None = None) -> float:
        try:
            return math.exp(v)
        except OverflowError:
            self._mwarn(f"exp: argument {B.fmt_g(v)} is out of range", fnr)
            return math.inf

    def systime(self) -> float:
        clock = getattr(self.ctx.fs, "clock", None)
        return float(int(clock.now())) if clock is not None else 0.0

    def sorted_keys(self, arr: AwkArray) -> list[str]:
        proc = self.ns.get("V_PROCINFO")
        how = ""
        if isinstance(proc, dict) and "sorted_in" in proc:
            how = self.tostr(proc["sorted_in"])
        keys = list(arr)
        if not how or how == "@unsorted":
            return gawk_order(keys)
        return sort_keys(self, arr, keys, how)

    def unordered_keys(self, arr: AwkArray) -> list[str]:
        """The keys for a ``for (k in arr)`` whose order cannot show (see the compiler's
        ``_order_free``): as stored, unless PROCINFO["sorted_in"] names an order (whose
        comparison function could show it)."""
        proc = self.ns.get("V_PROCINFO")
        if isinstance(proc, dict) and "sorted_in" in proc:
            return self.sorted_keys(arr)
        return list(arr)

    def asort(
        self, src: AwkArray, dest: AwkArray | None, how: Value | None, by_index: bool
    ) -> float:
        keys = list(src)
        if how is not None:
            order = sort_keys(self, src, keys, self.tostr(how))
        elif by_index:
            order = sort_keys(self, src, keys, "@ind_str_asc")
        else:
            order = sort_keys(self, src, keys, "@val_type_asc")
        vals: list[Value] = [StrNum(k) if by_index else src[k] for k in order]
        target = dest if dest is not None else src
        target.clear()
        for i, v in enumerate(vals, 1):
            target[str(i)] = v
        return float(len(vals))

    def length_of(self, v: Value) -> float:
        if isinstance(v, dict):
            return float(len(v))  # pyright: ignore[reportUnknownArgumentType]
        return float(len(self.tostr(v)))


_INDEX_KEYS: list[str] = []


#: the type of a field that NF, sub/gsub or an assignment past NF added (see _unassigned)
ADDED = Uninit("")


def _counter(v: Value) -> float:
    """The value NR/FNR take from an assignment: gawk keeps them in a C ``long``, so the
    number is truncated toward zero (``NR = 2.5`` reads 2), and one out of its range
    (infinities, NaN, 1e30) becomes LONG_MIN.

    (What it reads back while the count stays that number: see Runtime.get_nr.)"""
    n = to_num(v)
    if n - n == 0 and -9223372036854775808.0 <= n < 9223372036854775808.0:
        return float(int(n))
    return -9223372036854775808.0


def index_keys(n: int) -> list[str]:
    """The keys "1" ... "n" (shared; at least n long)."""
    if len(_INDEX_KEYS) < n:
        _INDEX_KEYS.extend(str(i) for i in range(len(_INDEX_KEYS) + 1, max(n, 64) + 1))
    return _INDEX_KEYS


def _fill(arr: AwkArray, parts: list[str], raw: bool = False) -> None:
    """``arr[1..n]`` = the pieces of a split, as strnums or (``raw``) as they are (``arr``
    is empty).

    Decision: a loop of stores, not ``arr.update(zip(keys, map(StrNum, parts)))``, which
    takes the generic path of a dict subclass: 200,000 splits of an address in 4 pieces
    186 -> 129 ms."""
    n = len(parts)
    keys = _INDEX_KEYS if n <= len(_INDEX_KEYS) else index_keys(n)
    if raw:
        for k, v in zip(keys, parts):  # noqa: B905 - (see split_char)
            arr[k] = v
        return
    for k, v in zip(keys, parts):  # noqa: B905
        arr[k] = StrNum(v)


index_keys(64)


def sort_keys(rt: Runtime, arr: AwkArray, keys: list[str], how: str) -> list[str]:
    """PROCINFO["sorted_in"] orders (and user comparison functions)."""
    desc = how.endswith("_desc")
    if how.startswith("@ind_num"):
        keys.sort(key=lambda k: (to_num(k), k), reverse=desc)
    elif how.startswith("@ind_str"):
        keys.sort(reverse=desc)
    elif how.startswith("@val_num"):
        keys.sort(key=lambda k: (to_num(arr[k]), k), reverse=desc)
    elif how.startswith("@val_str"):
        keys.sort(key=lambda k: (rt.tostr(arr[k]), k), reverse=desc)
    elif how.startswith("@val_type"):
        keys.sort(key=lambda k: (B.value_sort_key(arr[k]), k), reverse=desc)
    else:
        fn = rt.ns.get("F_" + how)
        if fn is None:
            raise AwkFatal(f"sort comparison function `{how}' is not defined")
        import functools

        def cmpf(a: str, b: str) -> int:
            r = to_num(fn(StrNum(a), arr[a], StrNum(b), arr[b]))
            return -1 if r < 0 else (1 if r > 0 else 0)

        keys.sort(key=functools.cmp_to_key(cmpf))
    return keys


SPECIAL_NS = frozenset("FS OFS ORS RS SUBSEP CONVFMT OFMT IGNORECASE FIELDWIDTHS FPAT".split())


def pow_(a: float, b: float) -> float:
    try:
        r = a**b
    except OverflowError:
        return math.inf if a > 0 or float(b).is_integer() and int(b) % 2 == 0 else -math.inf
    except ZeroDivisionError:
        return math.inf
    if isinstance(r, complex):
        return -math.nan
    return r


#: The built-in variables that gawk's SYMTAB has an element for (besides the program's).
SYMTAB_BUILTINS = (
    "ARGC ARGIND ARGV BINMODE CONVFMT ENVIRON ERRNO FIELDWIDTHS FILENAME FNR FPAT FS "
    "IGNORECASE LINT NF NR OFMT OFS ORS PREC PROCINFO RLENGTH ROUNDMODE RS RSTART RT SUBSEP "
    "TEXTDOMAIN"
).split()


class SymTab(AwkArray):
    """gawk's ``SYMTAB``: an element per global variable (the built-in ones and those the
    program names), whose value is the variable's own: reading ``SYMTAB["x"]`` reads x,
    assigning it assigns x (a built-in variable's value only: as in gawk, FS or OFS so
    assigned change no splitting nor output). Reading another element, assigning one or
    deleting any is gawk's fatal error. The compiler keeps no global of such a program in
    a Python local (see ``Compiler.symtab``): the namespace holds every value."""

    __slots__ = ("rt",)

    def __init__(self, rt: Runtime, names: list[str]) -> None:
        super().__init__(dict.fromkeys(names, UNINIT), name="SYMTAB")
        self.rt = rt

    def __missing__(self, key: str) -> Value:
        raise AwkFatal(
            f'reference to uninitialized element `SYMTAB["{key}"] is not allowed\'', self.rt.line
        )

    def __getitem__(self, key: str) -> Value:
        if key not in self:
            return self.__missing__(key)
        rt = self.rt
        if key == "NR":
            return rt.get_nr()
        if key == "FNR":
            return rt.get_fnr()
        if key == "NF":
            return rt.get_nf()
        if key == "PREC":
            return rt.ns.get("V_PREC", 53.0)
        if key == "ROUNDMODE":
            return rt.ns.get("V_ROUNDMODE", "N")
        v = rt.ns.get("V_" + key, UNINIT)
        return MISSING if v.__class__ is Uninit else v  # (gawk: "unassigned")

    def get(self, key: str, default: Any = None) -> Any:  # (``SYMTAB["x"] += 1``)
        return self[key] if key in self else default

    def __setitem__(self, key: str, v: Value) -> None:
        if key not in self:
            raise AwkFatal("cannot assign to arbitrary elements of SYMTAB", self.rt.line)
        if key not in ("NR", "FNR", "NF"):
            self.rt.ns["V_" + key] = v


__all__ = [
    "UNINIT",
    "AwkArray",
    "RecordReader",
    "Runtime",
    "StrNum",
    "SymTab",
    "Uninit",
    "looks_numeric",
]
