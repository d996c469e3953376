"""Helpers shared by the text commands: opening operands (``-`` is stdin) and GNU size suffixes.

Owns :func:`open_operand` (the one place where ``-`` means standard input), :func:`err` for
``prog: message`` diagnostics, :func:`parse_size` for ``head -c 1K``-style numbers, GNU's
:func:`quote` (with :func:`printable`, glibc's iswprint) and :func:`argmatch`, the one
reading of an option's word (``--sort=num``) with GNU's messages.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Generator, Iterable, Mapping
from contextlib import contextmanager
from itertools import islice
from typing import TYPE_CHECKING, Any, TypeVar
from unicodedata import category

from agentsh.commands.context import CommandContext
from agentsh.streams import InputStream, OutputStream, UnreadableInput

if TYPE_CHECKING:  # (the option parser is imported by the commands that use it)
    from agentsh.commands.options import Spec

__all__ = ["argmatch", "buffered_output", "err", "open_operand", "parse_size", "quote"]

_T = TypeVar("_T")


class _Buffered(OutputStream):
    """Output collected and written in pieces of about ``limit`` bytes."""

    def __init__(self, out: OutputStream, limit: int) -> None:
        self.out = out
        self.limit = limit
        self.parts: list[bytes] = []
        self.size = 0

    def write(self, data: bytes) -> None:
        if data:
            self.parts.append(data)
            self.size += len(data)
            if self.size >= self.limit:
                self.flush()

    def flush(self) -> None:
        if self.parts:
            data = b"".join(self.parts)
            self.parts.clear()
            self.size = 0
            self.out.write(data)


class _AfterOutput(OutputStream):
    """A diagnostics stream that first writes the buffered output (GNU's ``error()`` flushes
    stdout before it writes to stderr, so merged streams keep their order)."""

    def __init__(self, err: OutputStream, buffered: _Buffered) -> None:
        self.err = err
        self.buffered = buffered

    def write(self, data: bytes) -> None:
        self.buffered.flush()
        self.err.write(data)


@contextmanager
def buffered_output(ctx: CommandContext, limit: int = 4096) -> Generator[None]:
    """Within the block, ``ctx.stdout`` is buffered like a C program's stdout on a pipe (a
    write per output line would be a pipe write each), flushed before each diagnostic and
    at the end."""
    out, errs = ctx.stdout, ctx.stderr
    buf = _Buffered(out, limit)
    ctx.stdout = buf
    ctx.stderr = _AfterOutput(errs, buf)
    try:
        yield
    finally:
        ctx.stdout, ctx.stderr = out, errs
        buf.flush()


def open_operand(ctx: CommandContext, name: str) -> InputStream:
    """The stream of an operand: ``-`` is standard input, anything else a path.

    Raises ``FSError`` (``.strerror``) like :meth:`CommandContext.open_input`.
    """
    if name == "-":
        return ctx.stdin_stream
    return ctx.open_input(name)


def unreadable_stdin(ctx: CommandContext, name: str) -> UnreadableInput | None:
    """Standard input, when operand ``name`` is ``-`` and it cannot be read (closed by
    ``0<&-``, or open for writing only by ``<&3`` of ``3>f``): a command that reports it
    and goes on with its next operand, as GNU's do, checks this before reading."""
    if name == "-":
        stdin = ctx.stdin_stream
        if isinstance(stdin, UnreadableInput):
            return stdin
    return None


#: the directories that hold the commands, as ``/usr/bin`` and its link ``/bin`` do on
#: Debian (the shell's PATH lookup, ``which``, ``env``)
BIN_DIRS = frozenset(("/usr/bin", "/bin"))


def command_stub(name: str) -> bytes:
    """The content of ``/usr/bin/NAME``, the file that stands for a command built into agentsh
    (so ``[ -x "$(command -v jq)" ]``, ``ls /usr/bin`` and ``test -f /bin/sh`` see it): a
    script that runs the command, which is what it does when read, copied or run. The shell
    runs the command itself when PATH or a path leads to a file with exactly this content."""
    return f'#!/bin/bash\n# {name}: built into agentsh; this file stands for it\nexec {name} "$@"\n'.encode()


#: Linux's signals 1-31 by number, without ``SIG`` (``kill -l``, ``timeout -s``, ``compgen``)
SIGNAL_NAMES = (
    "HUP INT QUIT ILL TRAP ABRT BUS FPE KILL USR1 SEGV USR2 PIPE ALRM TERM STKFLT CHLD CONT "
    "STOP TSTP TTIN TTOU URG XCPU XFSZ VTALRM PROF WINCH IO PWR SYS"
).split()


def files0_names(ctx: CommandContext, source: str) -> list[bytes]:
    """The names ``--files0-from=SOURCE`` lists (``-``: standard input): NUL-separated, the
    last terminator dropped (an empty name between two NULs stays). Raises what reading
    raises (FSError, UnreadableStdin): each tool words that failure its own way."""
    data = ctx.stdin_stream.read() if source == "-" else ctx.read_bytes(source)
    names = data.split(b"\0")
    if names and not names[-1]:
        names.pop()
    return names


def err(ctx: CommandContext, message: str) -> None:
    """``prog: message`` on stderr."""
    ctx.stderr.write(f"{ctx.name}: {message}\n".encode("utf-8", "surrogateescape"))


def quote(text: str) -> str:
    """GNU ``quote()`` in the C.UTF-8 locale: ‘text’, a backslash before a backslash or ’,
    C escapes (\\n, \\t...) inside, octal ones for the other characters glibc does not print
    (see :func:`printable`: each byte) and for invalid bytes (surrogate-escaped)."""
    if text.isprintable() and "\\" not in text and "\u2019" not in text:
        return "\u2018" + text + "\u2019"
    out: list[str] = []
    for ch in text:
        o = ord(ch)
        if ch in "\\\u2019":  # (the backslash and the closing quote)
            out.append("\\" + ch)
        elif ch in C_ESCAPES:
            out.append(C_ESCAPES[ch])
        elif 0xDC80 <= o <= 0xDCFF:  # (a byte that is not UTF-8)
            out.append(f"\\{o - 0xDC00:03o}")
        elif not printable(ch):
            out.append("".join(f"\\{b:03o}" for b in ch.encode("utf-8", "surrogatepass")))
        else:
            out.append(ch)
    return "\u2018" + "".join(out) + "\u2019"


#: the Unicode categories glibc's iswprint refuses (of the characters above ASCII)
_UNPRINTED = frozenset(("Cc", "Cn", "Cs", "Zl", "Zp"))


def printable(ch: str) -> bool:
    """glibc's ``iswprint`` in C.UTF-8: not the controls, unassigned code points, line and
    paragraph separators (nor a surrogate-escaped byte); format characters (soft hyphen,
    zero width space) and other spaces are printable, unlike ``str.isprintable``."""
    o = ord(ch)
    return 32 <= o < 127 if o < 128 else category(ch) not in _UNPRINTED


#: the C escapes of GNU quotearg (and printf's)
C_ESCAPES = {
    "\a": "\\a",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
    "\v": "\\v",
}


def argmatch(
    ctx: CommandContext,
    opt: str,
    word: str,
    choices: Mapping[str, _T],
    spec: Spec | None = None,
    exact: bool = False,
    valid: str = "",
    quoter: Callable[[str], str] = quote,
) -> _T | None:
    """GNU ``argmatch``: the value of the choice ``word`` names, whole or by a prefix whose
    choices all have one value (synonyms); else None after GNU's ``argmatch_invalid``
    ("invalid" or "ambiguous argument ‘word’ for ‘opt’") and ``argmatch_valid`` (the choices
    in their order, each run of synonyms on one line) and, given ``spec``, the usage lines
    (``Try 'prog --help' ...``) of GNU's ``argmatch_die``. The caller picks the status.
    ``exact``: GNU's ``argmatch_exact``, the whole word only; ``valid``: a list of the
    program's own in place of GNU's (ls's time styles); ``quoter``: how words are quoted
    (patch's older gnulib: 'word')."""
    if word in choices:
        return choices[word]
    found = [] if exact else [choices[c] for c in choices if c.startswith(word)]
    if found and all(v == found[0] for v in found):
        return found[0]
    lines = [
        f"{ctx.name}: {'ambiguous' if found else 'invalid'} argument {quoter(word)} for "
        f"{quoter(opt)}\n"
    ]
    if valid:
        lines.append(valid)
    else:
        lines.append("Valid arguments are:")
        last: list[_T] = []
        for name, value in choices.items():
            same = last and last[0] == value
            lines.append(f", {quoter(name)}" if same else f"\n  - {quoter(name)}")
            last = [value]
        lines.append("\n")
    ctx.stderr.write("".join(lines).encode("utf-8", "surrogateescape"))
    if spec is not None:
        from agentsh.commands.options import usage_error

        usage_error(ctx, spec, None)
    return None


_SUFFIX: dict[str, int] = {"b": 512, "": 1}
for _i, _c in enumerate("KMGTPEZYRQ", start=1):
    _SUFFIX[_c] = 1024**_i
    _SUFFIX[_c + "iB"] = 1024**_i
    _SUFFIX[_c + "B"] = 1000**_i
_SUFFIX["k"] = 1024
_SUFFIX["kB"] = 1000
_SUFFIX["KB"] = 1000


def parse_size(text: str) -> int | None:
    """GNU ``xstrtoumax`` with the usual suffixes (b, K, KB, KiB, M, ...); None if invalid.

    Values too large saturate to a huge number (GNU treats them as "infinity" for head/tail).
    """
    s = text.strip(" \t")
    i = 0
    while i < len(s) and s[i].isdigit():
        i += 1
    if i == 0:
        return None
    mult = _SUFFIX.get(s[i:])
    if mult is None:
        return None
    return int(s[:i]) * mult


def in_order(lines: list[Any], reverse: bool = False) -> bool:
    """Whether ``lines`` are sorted already (non-decreasing; non-increasing with
    ``reverse``): one pass in C, which stops at the first pair out of order."""
    return all(map(operator.ge if reverse else operator.le, lines, islice(lines, 1, None)))


def jaro_winkler(a: str, b: str) -> float:
    """strsim's ``jaro_winkler`` (what clap ranks its "Did you mean" suggestions by: rg's
    clap 2, fd's clap 3): Jaro's
    similarity, raised by a tenth of the rest for each character of the common prefix (its
    whole length, not at most 4 as in the textbook version)."""
    la, lb = len(a), len(b)
    if la == 0 and lb == 0:
        return 1.0
    if la == 0 or lb == 0:
        return 0.0
    window = max(max(la, lb) // 2 - 1, 0)
    flags_b = [False] * lb
    matched_a: list[str] = []
    for i, ch in enumerate(a):
        for j in range(max(0, i - window), min(lb, i + window + 1)):
            if not flags_b[j] and b[j] == ch:
                flags_b[j] = True
                matched_a.append(ch)
                break
    m = len(matched_a)
    if m == 0:
        return 0.0
    matched_b = [b[j] for j in range(lb) if flags_b[j]]
    t = sum(x != y for x, y in zip(matched_a, matched_b, strict=True)) / 2
    jaro = (m / la + m / lb + (m - t) / m) / 3
    prefix = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        prefix += 1
    return min(1.0, jaro + 0.1 * prefix * (1 - jaro))


def clap_suggestion(name: str, candidates: Iterable[str]) -> str | None:
    """clap's "Did you mean" for an unknown ``--name``: the first of ``candidates`` (in the
    order clap tries them) most like it, when their Jaro-Winkler similarity is over 0.8."""
    best: tuple[float, str] | None = None
    for long in candidates:
        score = jaro_winkler(name, long)
        if score > 0.8 and (best is None or best[0] < score):
            best = (score, long)
    return None if best is None else best[1]
