"""``csplit``: split a file into sections determined by context lines (GNU coreutils 9.1).

Owns the pattern language (``/RE/[OFFSET]``, ``%RE%[OFFSET]``, line numbers ``N`` and the
repeat counts ``{N}``/``{*}``), GNU's section algorithm (the ``current_line`` bookkeeping of
``csplit.c``, so that offsets, ``--suppress-matched`` and repeats split exactly where the
real tool does), output naming (``-f PREFIX``, ``-n DIGITS``, ``-b`` printf-style
``FORMAT`` with GNU's validation), the byte counts printed per file (unless ``-s``),
``-z`` elision, and error clean-up (created files are removed unless ``-k``). Output files
are written in the VFS relative to the cwd. The whole input is read first (GNU buffers it
too, as it may need to look back for negative offsets).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentsh.commands._common import open_operand, quote
from agentsh.commands._fileutil import ls_quote, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.regex import RegexError, compile_bre
from agentsh.streams import UnreadableStdin
from agentsh.vfs import FSError

SPEC = Spec(
    "csplit",
    [
        value("b", "b", "suffix-format"),
        value("f", "f", "prefix"),
        flag("k", "k", "keep-files"),
        flag("suppress-matched", "", "suppress-matched"),
        value("n", "n", "digits"),
        flag("s", "s", "quiet", "silent"),
        flag("s", "q"),
        flag("z", "z", "elide-empty-files"),
    ],
)

_INTMAX = 2**63 - 1


class _Die(Exception):
    """A fatal error: ``message`` is printed; ``cleanup`` removes created files (unless -k)."""

    def __init__(self, message: str, cleanup: bool = True) -> None:
        super().__init__(message)
        self.cleanup = cleanup


class _Exit(Exception):
    """``{*}`` ran out of input: GNU exits successfully right away."""


class _Control:
    """One pattern: a regexp (``/RE/``, ``%RE%``) or a line number, plus its repeat count."""

    def __init__(self, argnum: int) -> None:
        self.argnum = argnum
        self.regex: re.Pattern[str] | None = None
        self.ignore = False
        self.offset = 0
        self.lines_required = 0
        self.repeat = 0
        self.forever = False


def _strtoint(text: str, signed: bool) -> int | None:
    """``xstrtoimax``/``xstrtoumax`` with no suffixes: leading blanks and a sign allowed."""
    m = re.fullmatch(r"[ \t\n\v\f\r]*([+-]?)([0-9]+)", text)
    if m is None or (m.group(1) == "-" and not signed):
        return None
    v = int(m.group(2))
    v = -v if m.group(1) == "-" else v
    if v > _INTMAX or v < -_INTMAX - 1:
        return None
    return v


def _parse_patterns(args: list[str], warn: Callable[[str], None]) -> list[_Control]:
    """GNU ``parse_patterns``: the operands after FILE, in order."""
    controls: list[_Control] = []
    last_val = 0
    i = 1
    while i < len(args):
        arg = args[i]
        p = _Control(i)
        if arg[:1] in ("/", "%"):
            delim = arg[0]
            close = arg.rfind(delim, 1)
            if close < 0:
                raise _Die(f"{arg}: closing delimiter '{delim}' missing", False)
            p.ignore = delim == "%"
            try:
                p.regex = compile_bre(arg[1:close])
            except RegexError as e:
                raise _Die(f"{quote(arg)}: invalid regular expression: {e}", False) from e
            if close + 1 < len(arg):
                off = _strtoint(arg[close + 1 :], True)
                if off is None:
                    raise _Die(f"{quote(arg)}: integer expected after delimiter", False)
                p.offset = off
        else:
            val = _strtoint(arg, False)
            if val is None:
                raise _Die(f"{quote(arg)}: invalid pattern", False)
            if val == 0:
                raise _Die(f"{arg}: line number must be greater than zero", False)
            if val < last_val:
                raise _Die(
                    f"line number {quote(arg)} is smaller than preceding line number, {last_val}",
                    False,
                )
            if val == last_val:
                warn(f"warning: line number {quote(arg)} is the same as preceding line number")
            last_val = val
            p.lines_required = val
        controls.append(p)
        if i + 1 < len(args) and args[i + 1][:1] == "{":
            i += 1
            rep = args[i]
            if not rep.endswith("}"):
                raise _Die(f"{quote(rep)}: '}}' is required in repeat count", False)
            inner = rep[1:-1]
            if inner == "*":
                p.forever = True
            else:
                n = _strtoint(inner, False)
                if n is None:
                    raise _Die(
                        f"{quote(rep[:-1])}}}: integer required between '{{' and '}}'", False
                    )
                p.repeat = n
        i += 1
    return controls


def _validate_suffix(fmt: str) -> str:
    """GNU ``max_out``/``check_format_conv_type``: one %[-0'#][W][.P](d|i|u|o|x|X)."""
    count = 0
    i = 0
    n = len(fmt)
    while i < n:
        if fmt[i] != "%":
            i += 1
            continue
        i += 1
        if i < n and fmt[i] == "%":
            i += 1
            continue
        count += 1
        flags = ""
        while i < n and fmt[i] in "-0'#":
            flags += fmt[i]
            i += 1
        while i < n and fmt[i].isdigit():
            i += 1
        if i < n and fmt[i] == ".":
            i += 1
            while i < n and fmt[i].isdigit():
                i += 1
        if i >= n:
            raise _Die("missing conversion specifier in suffix", False)
        ch = fmt[i]
        if ch in "diu":
            bad = "#" in flags
        elif ch in "oxX":
            bad = "'" in flags
        elif ch.isprintable() and ord(ch) < 128:
            raise _Die(f"invalid conversion specifier in suffix: {ch}", False)
        else:
            raise _Die(f"invalid conversion specifier in suffix: \\{ord(ch) & 255:03o}", False)
        if bad:
            shown = "#" if "#" in flags and ch in "diu" else "'"
            raise _Die(f"invalid flags in conversion specification: %{shown}{ch}", False)
        i += 1
    if count > 1:
        raise _Die("too many % conversion specifications in suffix", False)
    if count == 0:
        raise _Die("missing % conversion specification in suffix", False)
    return fmt


_CONV = re.compile(r"%(%|([-0'#]*)(\d*)((?:\.\d*)?)([diuoxX]))")


def _format_suffix(fmt: str, num: int) -> str:
    """C ``sprintf(fmt, num)`` for a validated suffix format."""

    def conv(m: re.Match[str]) -> str:
        if m.group(1) == "%":
            return "%"
        flags, width, prec, ch = m.group(2), m.group(3), m.group(4), m.group(5)
        alt = "#" in flags
        flags = "".join(sorted(set(flags.replace("'", "").replace("#", ""))))
        if prec:  # C ignores the 0 flag when a precision is given
            flags = flags.replace("0", "")
        ch = "d" if ch in "iu" else ch
        body = f"%{flags}{width}{prec}{ch}" % num
        if alt and num != 0:
            if ch == "o":
                digits = f"%{prec}o" % num
                if not digits.startswith("0"):
                    digits = "0" + digits
                body = _pad(digits, flags, width)
            else:
                digits = f"%{prec}{ch}" % num
                body = _pad(("0x" if ch == "x" else "0X") + digits, flags, width, 2)
        return body

    return _CONV.sub(conv, fmt)


def _pad(text: str, flags: str, width: str, prefix_len: int = 0) -> str:
    w = int(width) if width else 0
    if len(text) >= w:
        return text
    if "-" in flags:
        return text.ljust(w)
    if "0" in flags:
        return text[:prefix_len] + "0" * (w - len(text)) + text[prefix_len:]
    return text.rjust(w)


class _Splitter:
    """The state of ``csplit.c``: input lines, the first unread line, ``current_line``."""

    def __init__(
        self,
        ctx: CommandContext,
        args: list[str],
        data: bytes,
        namer: tuple[str, str | None, int],
        quiet: bool,
        keep: bool,
        elide: bool,
        suppress: bool,
    ) -> None:
        self.ctx = ctx
        self.args = args
        self.data = data
        #: the input's lines without their newlines (the last one may have none)
        self.lines = lines = data.split(b"\n")
        last = lines.pop()
        self.unterminated = last != b""
        if self.unterminated:
            lines.append(last)
        self.total = len(lines)
        self.first = 1  # number of the first line not yet removed
        self.current_line = 0
        self.prefix, self.suffix, self.digits = namer
        self.quiet = quiet
        self.keep = keep
        self.elide = elide
        self.suppress = suppress
        self.files_created = 0
        self.out: list[bytes] | None = None
        self.sizes: list[bytes] = []  #: the sizes to print, at the end
        self.out_name = ""
        #: A read error of the input (a directory): GNU reads lazily, so it surfaces (with
        #: clean-up) at the first access to the input, after the first file was created.
        self.read_error: str | None = None

    def _check_read(self) -> None:
        if self.read_error is not None:
            raise _Die(f"read error: {self.read_error}")

    # -- output files ------------------------------------------------------------------------
    def _name(self, num: int) -> str:
        if self.suffix is not None:
            return self.prefix + _format_suffix(self.suffix, num)
        return self.prefix + f"{num:0{self.digits}d}"

    def create(self) -> None:
        name = self._name(self.files_created)
        try:
            self.ctx.fs.write_bytes(self.ctx.abspath(name), b"")
        except FSError as e:
            raise _Die(f"{ls_quote(name)}: {e.strerror}") from e
        self.files_created += 1
        self.out = []
        self.out_name = name

    def close(self) -> None:
        if self.out is None:
            return
        data = b"".join(self.out)
        self.out = None
        path = self.ctx.abspath(self.out_name)
        if not data and self.elide:
            self.ctx.fs.remove(path)
            self.files_created -= 1
            return
        if data:
            self.ctx.fs.write_bytes(path, data)
        if not self.quiet:  # (held until the end: GNU's stdout is block-buffered)
            self.sizes.append(f"{len(data)}\n".encode())

    def cleanup(self) -> None:
        """``cleanup_fatal``: close the current file, then remove all files unless ``-k``."""
        self.close()
        if self.keep:
            return
        for num in range(self.files_created):
            try:
                self.ctx.fs.remove(self.ctx.abspath(self._name(num)))
            except FSError:
                pass

    # -- input ---------------------------------------------------------------------------------
    def remove_line(self) -> bytes | None:
        self._check_read()
        if self.first > self.total:
            return None
        if self.current_line < self.first:
            self.current_line = self.first
        line = self.lines[self.first - 1]
        self.first += 1
        if self.unterminated and self.first > self.total:
            return line
        return line + b"\n"

    def first_line(self) -> int:
        self._check_read()
        if self.first > self.total:
            raise _Die("input disappeared", False)
        return self.first

    def save(self, line: bytes) -> None:
        if self.out is not None:
            self.out.append(line)

    def dump_rest(self) -> None:
        self._check_read()
        if self.out is not None:
            done = self.first - 1  # (the input from the start of the first unread line)
            self.out.append(self.data[sum(map(len, self.lines[:done])) + done :])
        self.first = self.total + 1

    def no_more_lines(self) -> bool:
        self._check_read()
        return self.current_line + 1 > self.total

    # -- sections ------------------------------------------------------------------------------
    def _repetition(self, rep: int) -> str:
        return f" on repetition {rep}" if rep else ""

    def line_error(self, p: _Control, rep: int) -> _Die:
        return _Die(
            f"{quote(str(p.lines_required))}: line number out of range{self._repetition(rep)}"
        )

    def process_line_count(self, p: _Control, rep: int) -> None:
        last_to_save = p.lines_required * (rep + 1)
        self.create()
        if self.no_more_lines() and self.suppress:
            raise self.line_error(p, rep)
        linenum = self.first_line()
        while linenum < last_to_save:
            linenum += 1
            line = self.remove_line()
            if line is None:
                raise self.line_error(p, rep)
            self.save(line)
        self.close()
        if self.suppress:
            self.remove_line()
        if self.no_more_lines() and not self.suppress:
            raise self.line_error(p, rep)

    def process_regexp(self, p: _Control, rep: int) -> None:
        assert p.regex is not None
        search = p.regex.search
        ignore = p.ignore
        if not ignore:
            self.create()
        lines = self.lines
        n = 0
        while True:
            n += 1
            if n & 4095 == 0:
                self.ctx.check()
            self.current_line += 1
            self._check_read()
            if self.current_line > self.total:
                if p.forever:
                    if not ignore:
                        self.dump_rest()
                        self.close()
                    raise _Exit
                msg = f"{quote(self.args[p.argnum])}: match not found{self._repetition(rep)}"
                self.ctx.stderr.write(f"csplit: {msg}\n".encode())
                if not ignore:
                    self.dump_rest()
                    self.close()
                raise _Die("", True)
            text = lines[self.current_line - 1]
            if search(text.decode("utf-8", "surrogateescape")) is not None:
                break
            if p.offset >= 0:
                removed = self.remove_line()
                if not ignore and removed is not None:
                    self.save(removed)
        break_line = self.current_line + p.offset
        self.write_to_file(break_line, ignore, p.argnum)
        if not ignore:
            self.close()
        if p.offset > 0:
            self.current_line = break_line
        if self.suppress:
            self.remove_line()

    def write_to_file(self, last_line: int, ignore: bool, argnum: int) -> None:
        first = self.first_line()
        err = f"{quote(self.args[argnum])}: line number out of range"
        if first > last_line:
            raise _Die(err)
        for _ in range(last_line - first):
            line = self.remove_line()
            if line is None:
                raise _Die(err)
            if not ignore:
                self.save(line)

    def run(self, controls: list[_Control]) -> None:
        for p in controls:
            j = 0
            while p.forever or j <= p.repeat:
                if p.regex is not None:
                    self.process_regexp(p, j)
                else:
                    self.process_line_count(p, j)
                j += 1
        self.create()
        self.dump_rest()
        self.close()


def main(ctx: CommandContext) -> int:
    """Entry point of ``csplit``."""
    parsed = parse(ctx, SPEC)
    if isinstance(parsed, int):
        return parsed
    ops = parsed.operands
    if len(ops) < 2:
        msg = f"missing operand after {quote(ops[-1])}" if ops else "missing operand"
        return usage_error(ctx, SPEC, msg)
    splitter: _Splitter | None = None
    try:
        digits = 2
        ntext = parsed.last("n")
        if ntext is not None:
            d = _strtoint(ntext, True)
            if d is None or d > 2**31 - 1:
                raise _Die(f"invalid number: {quote(ntext)}", False)
            digits = d
        suffix = parsed.last("b")
        if suffix is not None:
            _validate_suffix(suffix)
        read_error: str | None = None
        try:
            data = open_operand(ctx, ops[0]).read()
        except FSError as e:
            if e.strerror != "Is a directory":
                msg = f"cannot open {quoteaf(ops[0])} for reading: {e.strerror}"
                raise _Die(msg, False) from e
            data, read_error = b"", e.strerror
        except UnreadableStdin as e:  # (``0<&-``, ``<&3`` of ``3>f``: as a directory's)
            data, read_error = b"", e.strerror
        args = ops
        controls = _parse_patterns(
            args, lambda m: ctx.stderr.write(f"csplit: {m}\n".encode("utf-8", "surrogateescape"))
        )
        splitter = _Splitter(
            ctx,
            args,
            data,
            (parsed.last("f", "xx") or "", suffix, max(digits, 0)),
            parsed.has("s"),
            parsed.has("k"),
            parsed.has("z"),
            parsed.has("suppress-matched"),
        )
        splitter.read_error = read_error
        splitter.run(controls)
    except _Exit:
        return 0
    except _Die as e:
        if str(e):
            ctx.stderr.write(f"csplit: {e}\n".encode("utf-8", "surrogateescape"))
        if e.cleanup and splitter is not None:
            splitter.cleanup()
        return 1
    finally:
        if splitter is not None and splitter.sizes:
            ctx.stdout.write(b"".join(splitter.sizes))
    return 0
