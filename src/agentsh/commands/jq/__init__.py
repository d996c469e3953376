"""jq (1.7.1) for agentsh: command-line handling, input feeding, output and exit statuses.

The language lives in the sibling modules: :mod:`.lexer` and :mod:`.parser` (source -> AST),
:mod:`.interp` (AST -> closures evaluated as generators), :mod:`.builtins` (the library),
:mod:`.values` (value semantics) and :mod:`.json_io` (JSON text in and out).
"""

from __future__ import annotations

import errno
import re
import sys
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from agentsh._gcpause import gc_paused, gc_resumed
from agentsh.commands.jq import json_io
from agentsh.commands.jq.errors import BreakEx, CompileError, HaltEx, InputError, JQError
from agentsh.commands.jq.json_io import (
    LitFloat,
    dumps,
    fast_compact,
    iter_json_values,
    number_text,
    parse_json_text,
    quote,
    stream_events,
    values_with_end,
)

#: ``type(v)``, typed: narrowing ``type(v) is list`` on an ``Any`` would leave Unknowns.
_type_of: Callable[[object], type[Any]] = type

if TYPE_CHECKING:
    from agentsh.commands.context import CommandContext
    from agentsh.commands.jq.parser import Node

VERSION = "jq-1.7.1"

_HELP_HEAD = (
    "jq - commandline JSON processor [version 1.7.1]\n"
    "\nUsage:\tjq [options] <jq filter> [file...]\n"
    "\tjq [options] --args <jq filter> [strings...]\n"
    "\tjq [options] --jsonargs <jq filter> [JSON_TEXTS...]\n\n"
    "jq is a tool for processing JSON inputs, applying the given filter to\n"
    "its JSON text inputs and producing the filter's results as JSON on\n"
    "standard output.\n\n"
    "The simplest filter is ., which copies jq's input to its output\n"
    "unmodified except for formatting. For more advanced filters see\n"
    'the jq(1) manpage ("man jq") and/or https://jqlang.github.io/jq/.\n\n'
    "Example:\n\n\t$ echo '{\"foo\": 0}' | jq .\n"
    '\t{\n\t  "foo": 0\n\t}\n\n'
)

_HELP_OPTS = (
    "Command options:\n"
    "  -n, --null-input          use `null` as the single input value;\n"
    "  -R, --raw-input           read each line as string instead of JSON;\n"
    "  -s, --slurp               read all inputs into an array and use it as\n"
    "                            the single input value;\n"
    "  -c, --compact-output      compact instead of pretty-printed output;\n"
    "  -r, --raw-output          output strings without escapes and quotes;\n"
    "      --raw-output0         implies -r and output NUL after each output;\n"
    "  -j, --join-output         implies -r and output without newline after\n"
    "                            each output;\n"
    "  -a, --ascii-output        output strings by only ASCII characters\n"
    "                            using escape sequences;\n"
    "  -S, --sort-keys           sort keys of each object on output;\n"
    "  -C, --color-output        colorize JSON output;\n"
    "  -M, --monochrome-output   disable colored output;\n"
    "      --tab                 use tabs for indentation;\n"
    "      --indent n            use n spaces for indentation (max 7 spaces);\n"
    "      --unbuffered          flush output stream after each output;\n"
    "      --stream              parse the input value in streaming fashion;\n"
    "      --stream-errors       implies --stream and report parse error as\n"
    "                            an array;\n"
    "      --seq                 parse input/output as application/json-seq;\n"
    "  -f, --from-file file      load filter from the file;\n"
    "  -L directory              search modules from the directory;\n"
    "      --arg name value      set $name to the string value;\n"
    "      --argjson name value  set $name to the JSON value;\n"
    "      --slurpfile name file set $name to an array of JSON values read\n"
    "                            from the file;\n"
    "      --rawfile name file   set $name to string contents of file;\n"
    "      --args                consume remaining arguments as positional\n"
    "                            string values;\n"
    "      --jsonargs            consume remaining arguments as positional\n"
    "                            JSON values;\n"
    "  -e, --exit-status         set exit status code based on the output;\n"
    "  -V, --version             show the version;\n"
    "  --build-configuration     show jq's build configuration;\n"
    "  -h, --help                show the help;\n"
    "  --                        terminates argument processing;\n\n"
    "Named arguments are also available as $ARGS.named[], while\n"
    "positional arguments are available as $ARGS.positional[].\n"
)

_DIE = (
    "Use jq --help for help with command-line options,\n"
    "or see the jq manpage, or online docs  at https://jqlang.github.io/jq\n"
)

# exit codes (jq's main.c)
OK, OK_NULL_KIND, ERROR_SYSTEM, ERROR_COMPILE, OK_NO_OUTPUT, ERROR_UNKNOWN = 0, -1, 2, 3, -4, 5


class _Usage(Exception):
    def __init__(self, text: str, status: int, to_stdout: bool = False) -> None:
        super().__init__(text)
        self.text = text
        self.status = status
        self.to_stdout = to_stdout


class Options:
    def __init__(self) -> None:
        self.slurp = False
        self.raw_out = False
        self.raw0 = False
        self.join = False
        self.ascii = False
        self.sort = False
        self.raw_in = False
        self.null_in = False
        self.from_file = False
        self.seq = False
        self.stream = False
        self.stream_errors = False
        self.exit_status = False
        self.color = False  #: -C given (and -M not: jq's -M wins whatever the order)
        self.mono = False
        self.indent = 2
        self.tab = False
        self.program: str | None = None
        self.files: list[str] = []
        self.named: dict[str, Any] = {}
        self.positional: list[Any] = []


def _isoptish(a: str) -> bool:
    return len(a) >= 2 and a[0] == "-" and (a[1] == "-" or a[1].isalpha())


def _parse_args(ctx: CommandContext, args: list[str]) -> Options:
    o = Options()
    strings = jsonargs = done = False
    i = 0
    n = len(args)
    while i < n:
        a = args[i]
        if done or not _isoptish(a):
            if o.program is None:
                o.program = a
            elif strings:
                o.positional.append(a)
            elif jsonargs:
                try:
                    o.positional.append(parse_json_text(a))
                except InputError:
                    raise _Usage("jq: invalid JSON text passed to --jsonargs\n" + _DIE, 2) from None
            else:
                o.files.append(a)
            i += 1
            continue
        if a == "--":
            done = True
            i += 1
            continue
        if a[1] == "L":
            i += 1 if len(a) > 2 else 2
            continue
        long = a[2:] if a.startswith("--") else None
        short = a[1:] if long is None else ""
        count = 0

        def has(c: str, name: str, long: str | None = long, short: str = short) -> bool:
            nonlocal count
            if long is not None:
                return long == name
            if c and c in short:
                count += 1
                return True
            return False

        if has("s", "slurp"):
            o.slurp = True
        if has("r", "raw-output"):
            o.raw_out = True
        if has("", "raw-output0"):
            o.raw_out = o.join = o.raw0 = True
        if has("j", "join-output"):
            o.raw_out = o.join = True
        if has("c", "compact-output"):
            o.indent, o.tab = 0, False
        if has("C", "color-output"):
            o.color = True
        if has("M", "monochrome-output"):
            o.mono = True
        if has("a", "ascii-output"):
            o.ascii = True
        if has("", "unbuffered"):
            pass
        if has("S", "sort-keys"):
            o.sort = True
        if has("R", "raw-input"):
            o.raw_in = True
        if has("n", "null-input"):
            o.null_in = True
        if has("f", "from-file"):
            o.from_file = True
        if has("b", "binary"):
            pass
        if has("", "tab"):
            o.tab, o.indent = True, 1
        if has("", "indent"):
            if i >= n - 1:
                raise _Usage("jq: --indent takes one parameter\n" + _DIE, 2)
            try:
                ind = int(args[i + 1])
            except ValueError:
                ind = 0
            if ind < -1 or ind > 7:
                raise _Usage("jq: --indent takes a number between -1 and 7\n" + _DIE, 2)
            # (-1: tabs, as JV_PRINT_INDENT_FLAGS makes of any count out of 0..7)
            o.tab, o.indent = (True, 1) if ind == -1 else (False, ind)
            i += 2
            continue
        if has("", "seq"):
            o.seq = True
        if has("", "stream"):
            o.stream = True
        if has("", "stream-errors"):
            o.stream = o.stream_errors = True
        if has("e", "exit-status"):
            o.exit_status = True
        if has("", "args"):
            strings, jsonargs = True, False
        if has("", "jsonargs"):
            strings, jsonargs = False, True
        if long in ("arg", "argjson", "rawfile", "slurpfile"):
            if i >= n - 2:
                eg = {
                    "arg": "--arg varname value",
                    "argjson": "--argjson varname text",
                    "rawfile": "--rawfile varname filename",
                    "slurpfile": "--slurpfile varname filename",
                }[long]
                raise _Usage(f"jq: --{long} takes two parameters (e.g. {eg})\n" + _DIE, 2)
            name, val = args[i + 1], args[i + 2]
            if name not in o.named:
                if long == "arg":
                    o.named[name] = val
                elif long == "argjson":
                    try:
                        o.named[name] = parse_json_text(val)
                    except InputError:
                        raise _Usage(
                            "jq: invalid JSON text passed to --argjson\n" + _DIE, 2
                        ) from None
                else:
                    try:
                        data = ctx.read_bytes(val).decode("utf-8", "replace")
                    except Exception as e:  # FSError
                        msg = getattr(e, "strerror", None) or str(e)
                        raise _Usage(
                            f"jq: Bad JSON in --{long} {name} {val}: Could not open {val}: {msg}\n",
                            2,
                        ) from None
                    if long == "rawfile":
                        o.named[name] = data
                    else:
                        try:
                            o.named[name] = list(iter_json_values(data))
                        except InputError as e:
                            raise _Usage(
                                f"jq: Bad JSON in --{long} {name} {val}: {e}\n", 2
                            ) from None
            i += 3
            continue
        if has("h", "help"):
            raise _Usage(_HELP_HEAD + _HELP_OPTS, 0, True)
        if has("V", "version"):
            raise _Usage(VERSION + "\n", 0, True)
        if has("", "build-configuration"):
            raise _Usage("agentsh\n", 0, True)
        if long is not None:
            if long not in (
                "slurp",
                "raw-output",
                "raw-output0",
                "join-output",
                "compact-output",
                "color-output",
                "monochrome-output",
                "ascii-output",
                "unbuffered",
                "sort-keys",
                "raw-input",
                "null-input",
                "from-file",
                "binary",
                "tab",
                "seq",
                "stream",
                "stream-errors",
                "exit-status",
                "args",
                "jsonargs",
            ):
                raise _Usage(f"jq: Unknown option {a}\n" + _DIE, 2)
        elif len(a) != count + 1:
            raise _Usage(f"jq: Unknown option {a}\n" + _DIE, 2)
        i += 1
    return o


class _SeqError:
    """A parse error that ``--seq`` reports and reads past."""

    __slots__ = ("message",)

    def __init__(self, message: str) -> None:
        self.message = message


def _line_col(text: str, end: int) -> str:
    """jq's parser position after reading ``text[:end]``: lines from 1, the column in
    bytes since the last newline."""
    nl = text.rfind("\n", 0, end)
    col = len(text[nl + 1 : end].encode("utf-8", "surrogatepass"))
    return f"line {text.count(chr(10), 0, end) + 1}, column {col}"


def _seq_error(text: str, seg_start: int, seg: str) -> str:
    """The parse error of ``seg`` with positions as in the whole ``text`` (it starts at
    ``seg_start``): the segment parsed after as many newlines and columns as precede it."""
    nl = text.rfind("\n", 0, seg_start)
    pad = "\n" * text.count("\n", 0, seg_start)
    pad += " " * len(text[nl + 1 : seg_start].encode("utf-8", "surrogatepass"))
    try:
        for _ in values_with_end(pad + seg):
            pass
    except InputError as e:
        return str(e)
    return "Unfinished JSON term"  # (not reached: the segment alone failed)


class _Chunk:
    """Printed text of ``--stream``'s events (see ``_Inputs.shape``), with the result of
    the last event's run (OK or OK_NO_OUTPUT)."""

    __slots__ = ("text", "ret")

    def __init__(self, text: str, ret: int) -> None:
        self.text = text
        self.ret = ret


def _stream_shape(ast: Node) -> tuple[bool, bool] | None:
    """Which of ``--stream``'s events a program outputs as they are, when it outputs
    nothing else: ``.`` all, ``select(length == 2)`` those with a leaf,
    ``select(length == 1)`` the closing ones."""
    from agentsh.commands.jq import parser as A

    if type(ast) is A.Identity:
        return True, True
    if type(ast) is A.Call and ast.name == "select" and len(ast.args) == 1:
        c = ast.args[0]
        if (
            type(c) is A.BinOp
            and c.op == "=="
            and c.left == A.Call("length", ())
            and type(c.right) is A.Literal
            and type(c.right.value) is int
            and c.right.value in (1, 2)
        ):
            return c.right.value == 2, c.right.value == 1
    return None


class _Inputs:
    """The input values of all files, in order, with jq's ``<file>:<line>`` positions."""

    def __init__(self, ctx: CommandContext, o: Options) -> None:
        self.ctx = ctx
        self.o = o
        self.errors = 0
        self.name = "<stdin>"
        self.line = 0
        self.started = False
        self.done = False  #: every input read: jq's reader has closed its last file
        self.exhausted = False  #: a read found no more input
        self.eof_nl = False  #: the last file ends in a newline
        self.newlines = 0  #: the newlines of the text read
        self.rt: Any = None
        #: --stream with a program that outputs its input events or some of them: which
        #: (leaves, closing events), the separator (the main loop prints _Chunks)
        self.shape: tuple[bool, bool] | None = None
        self.sep = "\n"
        self.unit = ""  #: the indentation's unit ("" compact)
        self._it = self._values()

    def _texts(self) -> Iterator[tuple[str, str]]:
        files = self.o.files or ["-"]
        for fi, f in enumerate(files):
            if f == "-":
                with gc_resumed():  # (the producer may be a loop of this shell)
                    data = self.ctx.stdin_stream.read()
                name = "<stdin>"
            else:
                try:
                    data = self.ctx.read_bytes(f)
                except Exception as e:  # FSError
                    # (a directory opens, and its read fails: jq says so only when it goes
                    # on to a next file)
                    msg = getattr(e, "strerror", None) or str(e)
                    if getattr(e, "errno", None) != errno.EISDIR:
                        text = f"jq: error: Could not open file {f}: {msg}\n"
                    else:
                        text = f"jq: error: {msg}\n" if fi < len(files) - 1 else ""
                    with gc_resumed():
                        self.ctx.stderr.write(text.encode())
                    self.errors += 1
                    continue
                name = f
            yield name, data.decode("utf-8", "replace")

    def _values(self) -> Iterator[Any]:
        o = self.o
        if o.raw_in:
            if o.slurp:
                parts: list[str] = []
                for name, text in self._texts():
                    self.name = name
                    parts.append(text)
                if self.errors == 0:
                    yield "".join(parts)
                return
            pending = ""
            for name, text in self._texts():
                self.name = name
                self.rt.filename = name
                text = pending + text
                lines = text.split("\n")
                pending = lines.pop()
                for ln in lines:
                    self.line += 1
                    self.rt.line_number = self.line
                    yield ln
            if pending:
                yield pending
            self.eof_nl = not pending
            return
        if o.slurp:
            allv: list[Any] = []
            texts = [t for _, t in self._texts()]
            text = "".join(texts)
            try:
                for v in iter_json_values(text):
                    allv.extend(stream_events(v) if o.stream else [v])
            except InputError:
                if not o.stream_errors:
                    raise
                # (the events up to the error, then [message, path]: see _values)
                allv = []
                parser = json_io.JvStreamParser(text, 0)
                try:
                    allv.extend(parser.run())
                except InputError as e:
                    allv.append([str(e), list(parser.stack)])
            self.line = text.count("\n")
            if self.errors == 0 or allv:
                yield allv
            return
        # Files are one continuous stream for jq's parser.
        texts2: list[tuple[str, str]] = list(self._texts())
        if not texts2:
            return
        text = "".join(t for _, t in texts2)
        self.newlines = text.count("\n")
        if o.seq:
            yield from self._seq_values(text)
            self.line = self.newlines
            self.eof_nl = not text or text.endswith("\n")
            return
        bounds: list[tuple[int, str]] = []
        acc = 0
        for name, t in texts2:
            acc += len(t)
            bounds.append((acc, name))
        self.name = bounds[0][1]
        # input_line_number: the lines of the value's file read so far (jq reads a file line
        # by line and starts counting again at the next file). The newlines are counted
        # from the previous value's end: counting from the start each time made a stream
        # of many values quadratic.
        newlines = counted = 0
        next_nl = 0  # the first newline at or after the last value's end (-1: none)
        file_no, before = 0, 0  # the value's file, the newlines before that file
        # (--stream: where the last value read whole ended, and the values read after it by
        # the careful parser, which ends them all at the text's end)
        resume = 0
        after: list[Any] = []
        try:
            for v, end in values_with_end(text):
                newlines += text.count("\n", counted, end)
                counted = end
                if 0 <= next_nl < end:
                    next_nl = text.find("\n", end)
                # (a number or literal ending a file ends when the next file's first byte is read:
                # it belongs to that file, as jq's parser sees it)
                at = end + 1 if end < len(text) and not isinstance(v, str | list | dict) else end
                if at > bounds[file_no][0] and file_no < len(bounds) - 1:  # (a later file)
                    while file_no < len(bounds) - 1 and at > bounds[file_no][0]:
                        file_no += 1
                    start = bounds[file_no - 1][0]
                    before = newlines - text.count("\n", start, end)
                ended = 0 <= next_nl < bounds[file_no][0]  # (the value's line ends in its file)
                self.line = newlines - before + (1 if ended else 0)
                self.rt.line_number = self.line
                self.name = self.rt.filename = bounds[file_no][1]
                if o.stream:
                    if end < len(text):
                        resume = end
                        after.clear()
                    else:
                        after.append(v)
                    shape = self.shape
                    if shape is not None:
                        chunks = json_io.stream_texts(v, shape[0], shape[1], self.sep, self.unit)
                        for chunk in chunks:
                            yield _Chunk(chunk, OK)
                        # (a container's last event closes it; a scalar's is its leaf)
                        last = shape[1] if isinstance(v, list | dict) and v else shape[0]
                        yield _Chunk("", OK if last else OK_NO_OUTPUT)
                    else:
                        yield from stream_events(v)
                else:
                    yield v
        except InputError:
            if not o.stream:
                raise
            # jq's streaming parser reads the bad value event by event: the events before
            # the error (those of whole values already given skipped), then its own message
            # ([message, path] with --stream-errors, read as an input value)
            parser = json_io.JvStreamParser(text, resume)
            since = sum(1 for v in after for _ in stream_events(v))
            try:
                for event in parser.run():
                    if since:
                        since -= 1
                    else:
                        yield event
            except InputError as e:
                if not o.stream_errors:
                    raise
                yield [str(e), list(parser.stack)]
            return
        # (the reader has read the last file to its end: its last line, if it ended in a
        # newline; see next)
        last_start = bounds[-2][0] if len(bounds) > 1 else 0
        self.line = text.count("\n", last_start)
        self.name = bounds[-1][1]
        self.eof_nl = not text or text.endswith("\n")

    def _seq_values(self, text: str) -> Iterator[Any]:
        """``--seq``'s reading (jq's parser with JV_PARSE_SEQ): text before the first RS is
        skipped; a value cut short by an RS is dropped, with "Truncated value" unless the
        last character before the RS was whitespace outside a string; a top-level number
        (or a literal) right before an RS, or a number right at the end, may be truncated;
        after any other error the parser waits for the next RS. Errors are yielded as
        :class:`_SeqError` (the reading goes on)."""
        o = self.o
        rs = [i for i, c in enumerate(text) if c == "\x1e"]
        if not rs:
            yield _SeqError(f"Unfinished abandoned text at EOF at {_line_col(text, len(text))}")
            return
        # jq's reader reads a line at a time (fgets into 4096 bytes): in the call that read
        # the text's last line (one with no newline), an RS after only whitespace ends the
        # input when an RS came before (the parser is no longer waiting for one, and no
        # value is pending after a newline: jv_parser_next gives a plain invalid, and
        # jq_util_input_next_input stops at its last read); the rest is dropped, silently
        tail = -1
        if not text.endswith("\n"):
            tail = text.rfind("\n") + 1
            if len(text[tail:].encode("utf-8", "surrogatepass")) >= 4095:
                tail = -1  # (read in several parts: not followed)
        settled = False  # an RS came, and the parser is left with nothing unfinished
        for j, start in enumerate(rs):
            if settled and 0 <= tail <= start and not text[tail:start].strip(" \t\r"):
                return
            settled = True
            seg_start = start + 1
            final = j == len(rs) - 1
            seg = text[seg_start : len(text) if final else rs[j + 1]]
            at = (
                "at EOF at " + _line_col(text, len(text))
                if final
                else "at " + _line_col(text, rs[j + 1] + 1)
            )
            last: tuple[Any, int] | None = None
            try:
                for v, end in values_with_end(seg):
                    if last is not None:
                        yield from self._seq_yield(last[0], o.stream, text, seg_start + last[1])
                    last = (v, end)
            except InputError as e:
                if last is not None:
                    yield from self._seq_yield(last[0], o.stream, text, seg_start + last[1])
                msg = str(e)
                if " at EOF at " not in msg:  # (an error before the end: wait for an RS)
                    yield _SeqError(f"{_seq_error(text, seg_start, seg)} (need RS to resync)")
                elif final:
                    yield _SeqError(_seq_error(text, seg_start, seg))
                elif msg.startswith("Unfinished string") or not seg[-1:].isspace():
                    yield _SeqError(f"Truncated value {at}")
                    settled = False
                elif o.stream:  # (the streaming parser's events of it are out)
                    settled = False
                continue
            if last is None:
                continue
            v, end = last
            tv = _type_of(v)
            if end == len(seg) and (
                tv in (int, float, LitFloat) or (v in (True, False, None) and not final)
            ):
                if tv in (int, float, LitFloat):
                    yield _SeqError(f"Potentially truncated top-level numeric value {at}")
                else:
                    yield _SeqError(f"Truncated value {at}")
                continue
            yield from self._seq_yield(v, o.stream, text, seg_start + end)

    def _seq_yield(self, v: Any, stream: bool, text: str, end: int) -> Iterator[Any]:
        # (jq's reader has read the line the value ends on, with its newline)
        nl = text.find("\n", end)
        self.line = self.rt.line_number = text.count("\n", 0, end) + (1 if nl >= 0 else 0)
        if stream:
            yield from stream_events(v)
        else:
            yield v

    def next(self) -> Any:
        self.started = True
        try:
            v = next(self._it)
            if type(v) is _SeqError:
                raise InputError(v.message)
            return v
        except InputError as e:
            self.failed(e)
            raise
        except StopIteration:
            self.ended()
            raise

    def next_plain(self) -> Callable[[], Any]:
        """The reader's own next, for a caller that does what :meth:`next` does around it
        (no ``--seq``: no error values)."""
        self.started = True
        return self._it.__next__

    def failed(self, e: InputError) -> None:
        """The position after a parse error: the line of the error, which jq's reader has
        read, with its newline if it has one (an error at a newline, column 0, is on the
        line that newline ends)."""
        m = re.search(r" at line (\d+), column (\d+)", str(e))
        if m is not None:
            line = int(m.group(1))
            self.line = line - 1 if m.group(2) == "0" else min(line, self.newlines)

    def ended(self) -> None:
        """A read found no more input. jq's reader reads a line at a time: when the input
        ends in a newline, the first read past the last value only finds the end of the
        file (the position is still its last line); any later one, or one where the end
        came with the last line, has closed the file (the position is unknown)."""
        if self.exhausted or not self.eof_nl:
            self.done = True
        self.exhausted = True

    def position(self) -> str:
        if not self.started or self.done:
            return "<unknown>"
        if self.line == 0 and self.name == "<stdin>":
            return "<stdin>:0"
        return f"{self.name}:{self.line}"


_MAX_PARSED = 128


@lru_cache(maxsize=_MAX_PARSED)
def _parse(program: str) -> tuple[Node, bool]:
    """The AST of ``program`` and whether it holds number literals that keep their text
    (remembered by text: an agent runs the same filters again and again; the nodes are
    frozen)."""
    from agentsh.commands.jq.parser import parse

    before = json_io.lit_count
    ast = parse(program)
    return ast, json_io.lit_count != before


def main(ctx: CommandContext) -> int:
    # (JSON values are trees of dicts and lists: the collector's passes over them, as they
    # pile up, cost more than the parse; it is resumed around each read and write that may
    # block, see agentsh._gcpause)
    with gc_paused():
        return _main(ctx)


def _main(ctx: CommandContext) -> int:
    from agentsh.commands.jq import interp
    from agentsh.commands.jq.builtins import library

    def err(s: str) -> None:
        with gc_resumed():
            ctx.stderr.write(s.encode("utf-8", "surrogateescape"))

    try:
        o = _parse_args(ctx, list(ctx.args))
    except _Usage as u:
        (ctx.stdout if u.to_stdout else ctx.stderr).write(u.text.encode())
        return u.status
    colors: tuple[str, ...] | None = None
    if o.color and not o.mono:  # (-M wins whatever the order)
        colors = json_io.DEFAULT_COLORS
    jq_colors = ctx.env.get("JQ_COLORS")
    if jq_colors is not None:
        set_colors = json_io.parse_colors(jq_colors)
        if set_colors is None:
            err("Failed to set $JQ_COLORS\n")
        elif colors is not None:
            colors = set_colors

    program = o.program if o.program is not None else "."
    if o.from_file:
        try:
            program = ctx.read_bytes(program).decode("utf-8", "replace")
        except Exception as e:  # FSError
            # (jv_load_file's words: its own for a directory, else strerror)
            is_dir = getattr(e, "errno", None) == errno.EISDIR
            msg = "It's a directory" if is_dir else getattr(e, "strerror", None) or str(e)
            err(f"jq: Could not open {o.program}: {msg}\n")
            return 2
        if program.startswith("#!"):
            nl = program.find("\n")
            program = "" if nl < 0 else program[nl + 1 :]
    named = dict(o.named)
    args_obj = {"positional": o.positional, "named": dict(o.named)}
    lib = library()
    lit_count0 = json_io.lit_count
    scope = {"$" + k for k in named} | {"$ARGS", "$ENV"}
    try:
        ast, program_lits = _parse(program)
        compiler = interp.Compiler(lib)
        code = compiler.compile(ast, frozenset(scope))
        if compiler.errors:  # (a part compiled twice reports once)
            errors = list({(e.message, e.pos): e for e in compiler.errors}.values())
            n = len(errors)
            err("".join(e.render(program, 0) for e in errors))
            err(f"jq: {n} compile error{'s' if n > 1 else ''}\n")
            return 3
    except CompileError as e:
        err(e.render(program))
        return 3
    except RecursionError:
        err("jq: error: program too deeply nested\njq: 1 compile error\n")
        return 3

    rt = interp.Runtime()
    rt.fast_base = -1 if program_lits else lit_count0
    rt.check = ctx.check
    rt.env = dict(ctx.env)
    inputs = _Inputs(ctx, o)
    inputs.rt = rt

    def next_input() -> Any:
        try:
            return inputs.next()
        except StopIteration:
            raise JQError("break") from None
        except InputError as e:  # (input's parse error is an error of the program)
            raise JQError(str(e)) from None

    rt.next_input = next_input
    out_parts: list[str] = []
    size = [0]

    def write(s: str) -> None:
        out_parts.append(s)
        size[0] += len(s)
        if size[0] > 65536:
            flush()

    def flush() -> None:
        if out_parts:
            data = "".join(out_parts)
            out_parts.clear()
            size[0] = 0
            with gc_resumed():  # (the reader may be a loop of this shell)
                ctx.stdout.write(data.encode("utf-8", "surrogatepass"))

    def debug(v: Any) -> None:
        # (compact, but with -S's order, -a's escapes and -C's colours)
        flush()
        if colors is not None:
            err(json_io.dumps_color(["DEBUG:", v], colors, 0, o.sort, o.ascii) + "\n")
        else:
            err(dumps(["DEBUG:", v], 0, o.sort, o.ascii) + "\n")

    def to_stderr(v: Any) -> None:
        flush()
        err(v if type(v) is str else dumps(v))

    rt.debug = debug
    rt.stderr = to_stderr
    env0: dict[str, Any] = {"$" + k: v for k, v in named.items()}
    env0["$ARGS"] = args_obj
    env0["$ENV"] = dict(ctx.env)
    indent = 0 if o.indent <= 0 and not o.tab else o.indent
    ev = code.ev
    sep = "" if o.join else "\n"
    if o.raw0:
        sep = "\0"

    raw_out, ascii_out, raw0, sort_keys, tab = o.raw_out, o.ascii, o.raw0, o.sort, o.tab
    rs = "\x1e" if o.seq else ""
    compact = indent == 0 and not program_lits
    if o.stream and not (o.null_in or o.seq or o.slurp or rs or ascii_out) and colors is None:
        inputs.shape = _stream_shape(ast)
        inputs.sep = sep
        inputs.unit = "\t" if tab else " " * indent

    def process(value: Any) -> int:
        ret = OK_NO_OUTPUT
        try:
            for r in ev(value, env0):
                tr = _type_of(r)
                if tr is str and raw_out:
                    if ascii_out:
                        s = dumps(r, ascii_only=True)
                    elif raw0 and "\0" in r:
                        raise JQError(
                            "Cannot dump a string containing NUL with --raw-output0 option"
                        )
                    else:
                        s = r
                    ret = OK
                else:
                    ret = OK_NULL_KIND if r is None or r is False else OK
                    if colors is not None:
                        s = json_io.dumps_color(r, colors, indent, sort_keys, ascii_out, tab)
                    elif tr is str and not ascii_out:
                        s = quote(r)  # type: ignore[arg-type]
                    elif tr is int or tr is float or tr is LitFloat:
                        s = number_text(r)  # type: ignore[arg-type]
                    elif r is None or tr is bool:
                        s = "null" if r is None else "true" if r else "false"
                    elif compact and (tr is list or tr is dict) and json_io.lit_count == lit_count0:
                        s = fast_compact(r, sort_keys, ascii_out)
                        if s is None:
                            s = dumps(r, 0, sort_keys, ascii_out)
                    else:
                        s = dumps(r, indent, sort_keys, ascii_out, tab)
                    if rs:
                        s = rs + s
                write(s + sep)
        except JQError as e:
            flush()
            pos = inputs.position()
            if type(e.value) is str:
                err(f"jq: error (at {pos}): {e.value}\n")
            else:
                err(f"jq: error (at {pos}) (not a string): {dumps(e.value)}\n")
            return ERROR_UNKNOWN
        except BreakEx:
            flush()
            err(f"jq: error (at {inputs.position()}): break\n")
            return ERROR_UNKNOWN
        except RecursionError:
            flush()
            err(f"jq: error (at {inputs.position()}): stack overflow (recursion too deep)\n")
            return ERROR_UNKNOWN
        return ret

    old_limit = sys.getrecursionlimit()
    if old_limit < 6000:
        sys.setrecursionlimit(6000)
    prev_rt = getattr(interp._local, "rt", None)  # pyright: ignore[reportPrivateUsage]
    interp.set_runtime(rt)
    ret = OK_NO_OUTPUT
    last_result = -1
    try:
        if o.null_in:
            ret = process(None)
        else:
            # (the reader's generator called directly while it gives plain values: a call of
            # inputs.next per value cost ~10 % of a --stream run)
            fast_next = None if o.seq else inputs.next_plain()
            while True:
                try:
                    value = fast_next() if fast_next is not None else inputs.next()
                except StopIteration:
                    if fast_next is not None:
                        inputs.ended()
                    break
                except InputError as e:
                    if fast_next is not None:
                        inputs.failed(e)
                    flush()
                    if o.seq:
                        err(f"jq: ignoring parse error: {e}\n")
                        continue
                    err(f"jq: parse error: {e}\n")
                    ret = ERROR_UNKNOWN
                    break
                if type(value) is _Chunk:
                    if value.text:
                        write(value.text)
                        last_result = 1
                    ret = value.ret
                    continue
                ret = process(value)
                if ret <= 0 and ret != OK_NO_OUTPUT:
                    last_result = 1 if ret != OK_NULL_KIND else 0
        if inputs.errors:
            ret = ERROR_SYSTEM
    except HaltEx as h:
        flush()
        ret = h.status
        if h.has_message:
            m = h.message
            if type(m) is str:
                err(m)
            elif m is not None:
                err(dumps(m) + "\n")
        last_result = -2
    finally:
        interp.set_runtime(prev_rt) if prev_rt is not None else None
        sys.setrecursionlimit(old_limit)
    flush()
    if last_result == -2:
        return ret if ret >= 0 else 0
    if o.exit_status:
        if ret != OK_NO_OUTPUT:
            return abs(ret)
        return {-1: 4, 0: 1}.get(last_result, 0)
    return ret if ret > 0 else 0
