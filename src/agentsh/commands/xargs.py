"""``xargs``: build and run command lines from standard input (GNU findutils 4.9.0).

Owns the three input syntaxes (the default blank/quote/backslash one of ``read_line``, ``-0``
and ``-d DELIM``), ``-E`` end-of-file strings, batching by ``-n``/``-L``/``-s``, ``-I``
replacement, ``-t``/``-p`` tracing, ``-r`` and GNU's exit statuses (123 / 124 / 126 / 127).
Commands run serially through ``ctx.run_subcommand`` (builtins work, shell functions do not,
as with the real ``xargs``); their standard input is empty unless ``-a`` is used.
"""

from __future__ import annotations

import errno
import re
from collections.abc import Iterator

from agentsh.commands._common import quote
from agentsh.commands._diff_texts import HELP, VERSION
from agentsh.commands._fileutil import shell_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, optional, parse_args, value
from agentsh.streams import EmptyInput, InputStream, OutputStream, UnreadableInput
from agentsh.vfs import FSError

SPEC = Spec(
    "xargs",
    [
        flag("0", "0", "null"),
        value("a", "a", "arg-file"),
        value("d", "d", "delimiter"),
        value("E", "E"),
        optional("e", "e", "eof"),
        value("I", "I"),
        optional("i", "i", "replace"),
        value("L", "L", "max-lines"),
        optional("l", "l"),
        value("n", "n", "max-args"),
        flag("o", "o", "open-tty"),
        flag("p", "p", "interactive"),
        value("P", "P", "max-procs"),
        flag("r", "r", "no-run-if-empty"),
        value("s", "s", "max-chars"),
        flag("show-limits", "", "show-limits"),
        flag("t", "t", "verbose"),
        flag("x", "x", "exit"),
        value("process-slot-var", "", "process-slot-var"),
        flag("help", "", "help"),
        flag("version", "", "version"),
    ],
    permute=False,
    help_version=False,
)

_DEFAULT_SIZE = 131072


class _Fatal(Exception):
    """Stop with ``xargs: message`` and the given status."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


class _Abort(Exception):
    """Stop now with a status (message already printed)."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


def _enc(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape")


def _dec(b: bytes) -> str:
    return b.decode("utf-8", "surrogateescape")


def _exclusive(err: OutputStream, offending: str, option: str) -> None:
    """GNU's warn_mutually_exclusive: the earlier option's value is dropped."""
    err.write(
        _enc(
            f"xargs: warning: options {offending} and {option} are mutually exclusive, "
            f"ignoring previous {offending} value\n"
        )
    )


def _parse_delim(spec: str) -> bytes:
    raw = _enc(spec)
    if len(raw) == 1:
        return raw
    simple = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11, "\\": 92}
    if raw[:1] == b"\\":
        rest = spec[1:]
        if len(rest) == 1 and rest in simple:
            return bytes([simple[rest]])
        if rest[:1] == "x" and 1 < len(rest) <= 3:
            try:
                return bytes([int(rest[1:], 16)])
            except ValueError:
                pass
        if rest and len(rest) <= 3 and all(c in "01234567" for c in rest):
            v = int(rest, 8)
            if v < 256:
                return bytes([v])
    raise _Fatal(
        f"Invalid input delimiter specification {spec}: the delimiter must be either a "
        "single character or an escape sequence starting with \\."
    )


class _Reader:
    """Yields (item, ends_line) pairs from the input, GNU ``read_line``/``read_string``."""

    def __init__(
        self, stream: InputStream, delim: bytes | None, eof: str | None, replace: bool
    ) -> None:
        self.stream = stream
        self.delim = delim
        self.eof = _enc(eof) if eof else None
        self.replace = replace

    def items(self) -> Iterator[tuple[bytes, int]]:
        """(item, lines completed by this item) pairs."""
        if self.delim is not None:
            yield from self._delimited(self.delim)
            return
        data = self.stream.read()
        yield from self._default(data)

    def _delimited(self, d: bytes) -> Iterator[tuple[bytes, int]]:
        buf = b""
        while True:
            chunk = self.stream.read1() if hasattr(self.stream, "read1") else self.stream.read()
            if not chunk:
                break
            buf += chunk
            parts = buf.split(d)
            buf = parts.pop()
            for p in parts:
                yield p, 1
        if buf:
            yield buf, 1

    def _default(self, data: bytes) -> Iterator[tuple[bytes, int]]:
        if not self.replace and not _SPECIAL_INPUT.search(data):
            yield from self._plain(data)
            return
        space, norm, quote, backslash = 0, 1, 2, 3
        state = space
        cur = bytearray()
        quotc = 0
        prevc = 0
        replace = self.replace
        eof = self.eof
        n = len(data)
        i = 0
        while True:
            if i >= n:
                if state == quote:
                    kind = "double" if quotc == 34 else "single"
                    raise _Fatal(
                        f"unmatched {kind} quote; by default quotes are special to xargs "
                        "unless you use the -0 option"
                    )
                if cur:
                    item = bytes(cur)
                    if eof is None or item != eof:
                        yield item, 1
                return
            c = data[i]
            i += 1
            if state == space:
                if c in b" \t\n\v\f\r":
                    prevc = c
                    continue
                state = norm
            if state == norm:
                if c == 10:
                    lines = 0 if prevc in (32, 9) else 1
                    prevc = c
                    if not cur:
                        state = space
                        continue
                    item = bytes(cur)
                    cur.clear()
                    state = space
                    if eof is not None and item == eof:
                        return
                    yield item, lines
                    continue
                if not replace and c in (32, 9):
                    item = bytes(cur)
                    cur.clear()
                    state = space
                    prevc = c
                    if eof is not None and item == eof:
                        return
                    yield item, 0
                    continue
                if c == 92:
                    state = backslash
                    prevc = c
                    continue
                if c in (39, 34):
                    state = quote
                    quotc = c
                    prevc = c
                    continue
            elif state == quote:
                if c == 10:
                    kind = "double" if quotc == 34 else "single"
                    raise _Fatal(
                        f"unmatched {kind} quote; by default quotes are special to xargs "
                        "unless you use the -0 option"
                    )
                if c == quotc:
                    state = norm
                    prevc = c
                    continue
            elif state == backslash:
                state = norm
            cur.append(c)
            prevc = c

    def _plain(self, data: bytes) -> Iterator[tuple[bytes, int]]:
        """:meth:`_default` of input without quotes, backslashes or the blanks it treats
        apart (``\\v``, ``\\f``, ``\\r``), without ``-I``: the items are the runs of other
        bytes than space, tab and newline; one ends a line (for ``-L``) when a newline or the
        end of the input comes right after it (a trailing blank continues the line)."""
        eof = self.eof
        if b" " not in data and b"\t" not in data:  # one item a line: find's output
            for item in data.split(b"\n"):
                if item:
                    if item == eof:
                        return
                    yield item, 1
            return
        end = len(data)
        for m in _ITEM.finditer(data):
            item = m.group(1)
            if item == eof:
                return
            yield item, 1 if m.end() == end or m.group(2) else 0


_SPECIAL_INPUT = re.compile(rb"[\"'\\\v\f\r]")
_ITEM = re.compile(rb"([^ \t\n]+)(\n?)")


def _number(opt: str, v: str, minimum: int) -> int:
    try:
        n = int(v)
    except ValueError:
        raise UsageError(f'invalid number "{v}" for -{opt} option') from None
    if n < minimum:
        raise UsageError(f"value {n} for -{opt} option should be >= {minimum}")
    return n


def _command_status(ctx: CommandContext, name: str) -> tuple[int, str]:
    """(0, "") if ``name`` can run; else (126|127, strerror) like execvp would report."""
    fs = ctx.fs
    if "/" in name:
        full = ctx.abspath(name)
        try:
            st = fs.stat(full)
        except FSError as e:
            return 127, e.strerror
        if st.kind == "dir" or not st.st_mode & 0o111:
            return 126, "Permission denied"
        return 0, ""
    from agentsh.commands import registry
    from agentsh.commands.envcmd import EXTERNAL_BUILTINS

    if name in EXTERNAL_BUILTINS or registry.exists(name) or name in ("bash", "sh"):
        return 0, ""
    shell = ctx.shell
    custom = getattr(shell, "custom_commands", None)
    if isinstance(custom, dict) and name in custom:
        return 0, ""
    search = getattr(shell, "_search_path", None)
    if callable(search) and search(name) is not None:
        return 0, ""
    return 127, "No such file or directory"


def _no_such_file() -> InputStream:
    """Raise ENOENT: the input for the empty file name."""
    raise FSError(errno.ENOENT, "")


def main(ctx: CommandContext) -> int:
    """``xargs``."""
    unreadable: list[UnreadableInput] = []
    status = _xargs(ctx, unreadable)
    if unreadable and status != 123:
        # (GNU reads an unreadable standard input as empty, then its close fails: with the
        # reason for a closed one; not after a command that failed with 1-125)
        ctx.stderr.write(
            b"xargs: error closing file: Bad file descriptor\n"
            if unreadable[0].closed
            else b"xargs: error closing file\n"
        )
        return 1
    return status


def _args_input(stream: InputStream, unreadable: list[UnreadableInput]) -> InputStream:
    """The stream to read the arguments from: an unreadable one reads as empty (noted)."""
    if isinstance(stream, UnreadableInput):
        unreadable.append(stream)
        return EmptyInput()
    return stream


def _xargs(ctx: CommandContext, unreadable: list[UnreadableInput]) -> int:
    err = ctx.stderr
    try:
        p = parse_args(SPEC, ctx.args)
        for key, _ in p.opts:
            if key == "help":
                ctx.stdout.write(HELP["xargs"].encode())
                return 0
            if key == "version":
                ctx.stdout.write(VERSION["xargs"].encode())
                return 0
        delim: bytes | None = None
        eof: str | None = None
        replace: str | None = None
        max_lines = 0
        max_args = 0
        size = _DEFAULT_SIZE
        arg_file: str | None = None
        trace = interactive = no_empty = exit_on_size = False
        slot_var: str | None = None
        for key, val in p.opts:
            v = val or ""
            if key == "0":
                delim = b"\0"
            elif key == "d":
                delim = _parse_delim(v)
            elif key == "a":
                arg_file = v
            elif key in ("E", "e"):
                eof = v or None
            # (GNU: -I, -L/-l and -n exclude each other; the later one wins, with a warning)
            elif key in ("I", "i"):
                replace = v if (key == "I" or val is not None) else "{}"
                if max_args:
                    _exclusive(err, "--max-args", "--replace/-I/-i")
                if max_lines:
                    _exclusive(err, "--max-lines", "--replace/-I/-i")
                max_lines = max_args = 0
                exit_on_size = True
            elif key in ("L", "l"):
                n = 1 if (key == "l" and val is None) else _number(key, v, 1)
                opt = "-L" if key == "L" else "--max-lines/-l"
                if max_args:
                    _exclusive(err, "--max-args", opt)
                if replace is not None:
                    _exclusive(err, "--replace", opt)
                max_lines, max_args, replace = n, 0, None
                exit_on_size = True
            elif key == "n":
                n = _number("n", v, 1)
                if max_lines:
                    _exclusive(err, "--max-lines", "--max-args/-n")
                if replace is not None and n == 1:
                    n = 0  # (GNU ignores -n1 in '-i -n1')
                elif replace is not None:
                    _exclusive(err, "--replace", "--max-args/-n")
                    replace = None
                max_args, max_lines = n, 0
            elif key == "show-limits":
                raise _Fatal("option '--show-limits' is not supported by agentsh")
            elif key == "s":
                n = int(v) if v.lstrip("-").isdigit() else None
                if n is None:
                    raise UsageError(f'invalid number "{v}" for -s option')
                if n < 1:
                    err.write(_enc(f"xargs: value {n} for -s option should be >= 1\n"))
                    n = 1
                size = n
            elif key == "P":
                _number("P", v, 0)
            elif key == "t":
                trace = True
            elif key == "p":
                interactive = True
                trace = True
            elif key == "r":
                no_empty = True
            elif key == "x":
                exit_on_size = True
            elif key == "process-slot-var":
                slot_var = v
    except UsageError as e:
        err.write(_enc(f"xargs: {e}\nTry 'xargs --help' for more information.\n"))
        return 1
    except _Fatal as e:
        err.write(_enc(f"xargs: {e}\n"))
        return e.status
    if replace is not None:  # (-I: one input line per command)
        max_lines, max_args = 1, 0
    initial = p.operands or ["echo"]
    cmd_stdin: InputStream = EmptyInput()
    if arg_file is not None:
        try:
            stream = (
                _args_input(ctx.stdin_stream, unreadable)
                if arg_file == "-"
                else ctx.open_input(arg_file)
                if arg_file  # (no file has the empty name: it would open the cwd)
                else _no_such_file()
            )
        except FSError as e:
            err.write(_enc(f"xargs: Cannot open input file {quote(arg_file)}: {e.strerror}\n"))
            return 1
        if arg_file != "-":
            cmd_stdin = ctx.stdin_stream
    else:
        stream = _args_input(ctx.stdin_stream, unreadable)
    runner = _Runner(ctx, initial, trace, interactive, cmd_stdin)
    runner.slot_var = slot_var
    reader = _Reader(stream, delim, eof, replace is not None)
    base = sum(len(_enc(a)) + 1 for a in initial)
    try:
        if base > size:
            raise _Fatal("cannot fit single argument within argument list size limit")
        if replace is not None:
            rb = replace
            any_item = False
            for item, _lines in reader.items():
                any_item = True
                s = _dec(item)
                argv = initial[:1] + [a.replace(rb, s) for a in initial[1:]]
                if sum(len(_enc(a)) + 1 for a in argv) > size:
                    raise _Fatal("argument line too long")
                runner.run(argv)
            del any_item
            return runner.status
        batch: list[str] = []
        used = base
        lines = 0
        seen = False
        try:
            for item, nl in reader.items():
                seen = True
                s = _dec(item)
                ln = len(item) + 1
                if used + ln > size:
                    if not batch:
                        raise _Fatal("argument line too long")
                    if exit_on_size and (max_args or max_lines):
                        raise _Fatal("argument line too long")
                    runner.run(initial + batch)
                    batch = []
                    used = base
                    lines = 0
                batch.append(s)
                used += ln
                lines += nl
                if (max_args and len(batch) >= max_args) or (max_lines and lines >= max_lines):
                    runner.run(initial + batch)
                    batch = []
                    used = base
                    lines = 0
        except _Fatal:
            if batch:
                runner.run(initial + batch)
            raise
        if batch or (not seen and not no_empty):
            runner.run(initial + batch)
        return runner.status
    except _Fatal as e:
        err.write(_enc(f"xargs: {e}\n"))
        return e.status
    except _Abort as e:
        return e.status


class _Runner:
    """Runs one command line at a time and folds the statuses as GNU xargs does."""

    def __init__(
        self,
        ctx: CommandContext,
        initial: list[str],
        trace: bool,
        interactive: bool,
        stdin: InputStream,
    ) -> None:
        self.ctx = ctx
        self.slot_var: str | None = None  #: --process-slot-var: set to the slot (always 0)
        self.trace = trace
        self.interactive = interactive
        self.stdin = stdin
        self.status = 0
        code, msg = _command_status(ctx, initial[0])
        self.exec_error = (code, msg)

    def run(self, argv: list[str]) -> None:
        ctx = self.ctx
        ctx.check()
        if self.trace:
            line = " ".join(shell_quote(a) for a in argv)
            if self.interactive:
                ctx.stderr.write(
                    _enc(line)
                    + b"xargs: failed to open /dev/tty for reading: No such device or address\n"
                )
                raise _Abort(1)
            ctx.stderr.write(_enc(line + "\n"))
        code, msg = self.exec_error
        if code:
            ctx.stderr.write(_enc(f"xargs: {argv[0]}: {msg}\n"))
            raise _Abort(code)
        if ctx.run_subcommand is None:
            raise _Fatal(f"{argv[0]}: cannot run commands here", 126)
        if self.slot_var is not None:  # (one command at a time: the slot is always 0)
            argv = ["env", "--", f"{self.slot_var}=0", *argv]
        st = ctx.run_subcommand(argv, self.stdin, ctx.stdout, ctx.stderr)
        if st == 255:
            ctx.stderr.write(_enc(f"xargs: {argv[0]}: exited with status 255; aborting\n"))
            raise _Abort(124)
        if st != 0:
            self.status = 123
