"""``wc``: newline, word, character, byte and max-line-width counts (GNU coreutils 9.1).

Counts chunk by chunk (``bytes.count``/``bytes.split`` fast paths for ASCII) and reproduces
GNU's column width rule: width = digits of the summed sizes of regular-file inputs, at least 7
when an input is not a regular file (a pipe), 1 for a single input with a single counter.
Standard input is treated as a regular file when it is an in-memory ``BytesInput`` (a ``<``
redirect) and as a pipe otherwise.
"""

from __future__ import annotations

import codecs
import re
import unicodedata

from agentsh.commands._common import err, files0_names
from agentsh.commands._fileutil import ls_quote, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.streams import (
    BytesInput,
    InputStream,
    PipedBytesInput,
    UnreadableInput,
    UnreadableStdin,
)
from agentsh.vfs import FSError

SPEC = Spec(
    "wc",
    [
        flag("c", "c", "bytes"),
        flag("m", "m", "chars"),
        flag("l", "l", "lines"),
        value("files0-from", "", "files0-from"),
        flag("L", "L", "max-line-length"),
        flag("w", "w", "words"),
    ],
)

#: The bytes of "simple" text: printable ASCII and the ASCII blanks (deleted, nothing is left).
_SIMPLE_BYTES = bytes(range(0x20, 0x7F)) + b"\t\n\x0b\x0c\r"
#: Blanks to " ", every other byte to "x" (words are the runs of "x").
_WORD_MARKS = bytes(0x20 if b in b"\t\n\x0b\x0c\r " else 0x78 for b in range(256))
_SEPS = " \t\n\r\x0b\x0c\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2008\u2009\u200a\u2028\u2029\u205f\u3000"
_TOKEN = re.compile("[^" + _SEPS + "]+")
_PRINTABLE = re.compile("[^\x00-\x1f\x7f-\x9f\udc80-\udcff]")
_ASCII_SPACE = b" \t\n\r\x0b\x0c"


class _Counts:
    __slots__ = ("lines", "words", "chars", "bytes", "maxlen")

    def __init__(self) -> None:
        self.lines = self.words = self.chars = self.bytes = self.maxlen = 0


def _char_width(ch: str) -> int:
    o = ord(ch)
    if o < 0x20 or 0x7F <= o < 0xA0 or 0xDC80 <= o <= 0xDCFF:
        return 0
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


#: Words and characters are counted in slices of at most this many bytes, so a huge input
#: never becomes one huge list of words or one huge string.
_SLICE = 1 << 20


#: The bytes of invalid UTF-8 as decoded with ``surrogateescape`` (not characters).
_ESCAPED = re.compile("[\udc80-\udcff]")


def _valid_chars(text: str) -> int:
    """The characters of ``text`` but the escaped bytes of invalid UTF-8 (GNU counts only
    valid characters); text that encodes strictly has none, found without a regex."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return len(text) - len(_ESCAPED.findall(text))
    return len(text)


#: the bytes of lines whose display width ``wc -L`` can take from lengths
_PLAIN_LINE_BYTES = bytes(range(0x20, 0x7F)) + b"\t\n"


def _plain_max_len(chunk: bytes, maxlen: int, linepos: int) -> tuple[int, int]:
    """``wc -L`` over a chunk of printable ASCII, tabs and newlines: the longest width so
    far and the width of the unfinished last line (``linepos``: its width before)."""
    parts = chunk.split(b"\n")
    if b"\t" in chunk:
        first = len((b" " * linepos + parts[0]).expandtabs(8))
        widths = [len(p.expandtabs(8)) for p in parts[1:]]
    else:
        first = linepos + len(parts[0])
        widths = list(map(len, parts[1:]))
    if not widths:
        return maxlen, first
    last = widths.pop()
    return max(maxlen, first, *widths), last


def _count(
    ctx: CommandContext,
    stream: InputStream,
    want_words: bool,
    want_chars: bool,
    want_len: bool,
    want_lines: bool = True,
) -> _Counts:
    """The counts of ``stream``: bytes always, lines when ``want_lines`` (a count of the
    newlines, the bulk of ``wc -m``'s time otherwise), the others when asked."""
    c = _Counts()
    in_word = False  # words: previous chunk ended inside a word
    pending_word = False  # slow path: current run has a printable char
    linepos = 0
    dec = (
        codecs.getincrementaldecoder("utf-8")("surrogateescape")
        if (want_words or want_len or want_chars)
        else None
    )
    for chunk in stream.slices(0 if dec is None else _SLICE):
        ctx.check()
        c.bytes += len(chunk)
        if want_lines:
            c.lines += chunk.count(b"\n")
        if dec is None:
            continue
        simple = not chunk.translate(None, _SIMPLE_BYTES)
        if simple and want_len and not chunk.translate(None, _PLAIN_LINE_BYTES):
            # printable ASCII, tabs and newlines: widths are lengths (tabs expanded)
            c.maxlen, linepos = _plain_max_len(chunk, c.maxlen, linepos)
            if not (want_chars or want_words):
                continue
            want_len_here = False
        else:
            want_len_here = want_len
        if simple and not want_len_here:
            if want_chars:
                c.chars += len(chunk)
            if want_words:
                # words are where a blank is followed by a non-blank (or the chunk starts)
                marks = chunk.translate(_WORD_MARKS)
                n = marks.count(b" x") + (marks[:1] == b"x")
                if n and in_word and chunk[0] not in _ASCII_SPACE:
                    n -= 1
                c.words += n
                in_word = chunk[-1] not in _ASCII_SPACE
                pending_word = in_word
            continue
        text = dec.decode(chunk)
        if want_chars:
            c.chars += len(text) if simple else _valid_chars(text)
        if want_words:
            pos = 0
            for m in _TOKEN.finditer(text):
                glued = m.start() == 0 and (pending_word or in_word)
                has_print = _PRINTABLE.search(m.group()) is not None
                if glued:
                    if pending_word:
                        c.words -= 1  # counted already; recount below
                    has_print = has_print or pending_word
                if has_print:
                    c.words += 1
                pos = m.end()
                pending_word = has_print
            in_word = pos == len(text) and len(text) > 0 and text[-1] not in _SEPS
            if not in_word:
                pending_word = False
        if want_len_here:
            for ch in text:
                if ch == "\n" or ch == "\r" or ch == "\f":
                    if linepos > c.maxlen:
                        c.maxlen = linepos
                    linepos = 0
                elif ch == "\t":
                    linepos += 8 - linepos % 8
                elif " " <= ch <= "~":
                    linepos += 1
                elif ch != "\v":
                    linepos += _char_width(ch)
    if linepos > c.maxlen:
        c.maxlen = linepos
    return c


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    keys = {k for k, _ in p.opts}
    lines, words, chars, nbytes, maxlen = (
        "l" in keys,
        "w" in keys,
        "m" in keys,
        "c" in keys,
        "L" in keys,
    )
    if not (lines or words or chars or nbytes or maxlen):
        lines = words = nbytes = True
    files = p.operands
    status = 0
    f0 = p.last("files0-from")
    if f0 is not None:
        if files:
            err(ctx, f"extra operand {quoteaf(files[0])}")
            ctx.stderr.write(
                b"file operands cannot be combined with --files0-from\nTry 'wc --help' for more information.\n"
            )
            return 1
        try:
            names = files0_names(ctx, f0)
        except UnreadableStdin as e:
            err(
                ctx,
                "-: read error: Bad file descriptor"
                if e.closed
                else f"cannot read file names from {quoteaf(f0)}",
            )
            return 1
        except FSError as e:
            err(ctx, f"cannot open {quoteaf(f0)} for reading: {e.strerror}")
            return 1
        # (an empty name stays: GNU reports it in its turn, and it counts for the total)
        files = [n.decode("utf-8", "surrogateescape") for n in names]
    no_operands = not files and f0 is None
    if no_operands:
        files = ["-"]
    nfields = lines + words + chars + nbytes + maxlen
    # open everything first (GNU stats all inputs to compute the column width)
    inputs: list[tuple[str, InputStream | None, str | None]] = []
    unreadable = ""  # (standard input: "closed", "write-only", or a readable one)
    regular_total = 0
    min_width = 1
    any_ok = False
    for name in files:
        if not name or (name == "-" and f0 == "-"):  # (GNU's own messages; no counts)
            inputs.append((name, None, ""))
            continue
        try:
            if name == "-":
                stream: InputStream = ctx.stdin_stream
                if isinstance(stream, UnreadableInput):
                    # (GNU counts it as empty after its read fails; it adds no width)
                    unreadable = "closed" if stream.closed else "write-only"
                    inputs.append((name, None, "Bad file descriptor"))
                    continue
                if isinstance(stream, BytesInput) and not isinstance(stream, PipedBytesInput):
                    data = stream.read()
                    stream = BytesInput(data)
                    regular_total += len(data)
                else:
                    min_width = 7
            else:
                try:
                    st = ctx.fs.stat(ctx.abspath(name))
                except FSError:
                    st = None  # (open_input reports why)
                if st is not None and st.kind == "dir":
                    inputs.append((name, None, "Is a directory"))
                    min_width = 7
                    any_ok = True
                    continue
                stream = ctx.open_input(name)
                if st is not None and st.kind == "file":
                    regular_total += st.st_size
                else:
                    min_width = 7
            any_ok = True
            inputs.append((name, stream, None))
        except FSError as e:
            inputs.append((name, None, e.strerror))
    width = 1
    if (
        inputs
        and (inputs[0][1] is not None or inputs[0][2] in ("Is a directory", "Bad file descriptor"))
        and not (len(files) == 1 and nfields == 1)
    ):
        while regular_total >= 10:
            width += 1
            regular_total //= 10
        width = max(width, min_width)
    del any_ok
    total = _Counts()

    def emit(cn: _Counts, label: str | None) -> None:
        vals: list[int] = []
        if lines:
            vals.append(cn.lines)
        if words:
            vals.append(cn.words)
        if chars:
            vals.append(cn.chars)
        if nbytes:
            vals.append(cn.bytes)
        if maxlen:
            vals.append(cn.maxlen)
        text = " ".join(f"{v:>{width}d}" for v in vals)
        if label is not None:
            text += " " + (ls_quote(label) if "\n" in label else label)
        ctx.stdout.write((text + "\n").encode("utf-8", "surrogateescape"))

    for number, (name, maybe, error) in enumerate(inputs, 1):
        if maybe is None and error == "":
            if name:  # ("-" in names read from standard input)
                err(ctx, "when reading file names from stdin, no file name of '-' allowed")
            elif f0 is None:
                err(ctx, "invalid zero-length file name")
            else:  # (the name's number in the list helps find it)
                err(ctx, f"{ls_quote(f0)}:{number}: invalid zero-length file name")
            status = 1
            continue
        if maybe is None:
            label = ls_quote(name)  # (GNU's quotef: 'e f', 'g:h', 'a'$'\n''b')
            if name == "-" and unreadable:
                label = "'standard input'" if no_operands else name
                error = "Bad file descriptor"
            err(ctx, f"{label}: {error}")
            status = 1
            if error == "Is a directory" or (name == "-" and unreadable):
                emit(_Counts(), None if no_operands else name)
            continue
        cn = _count(ctx, maybe, words, chars, maxlen, lines)
        total.lines += cn.lines
        total.words += cn.words
        total.chars += cn.chars
        total.bytes += cn.bytes
        total.maxlen = max(total.maxlen, cn.maxlen)
        emit(cn, None if (name == "-" and no_operands) else name)
    if len(files) > 1:
        emit(total, "total")
    if unreadable == "closed":  # (GNU's close_stdin at exit fails too)
        err(ctx, "-: Bad file descriptor")
    return status
