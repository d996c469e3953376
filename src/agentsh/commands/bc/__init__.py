"""``bc``: the arbitrary-precision calculator language (GNU bc 1.07.1), in memory.

Owns the command line (``-l -q -s -w -i``, files then standard input, ``BC_LINE_LENGTH``)
and error reporting of each input; the language lives in :mod:`._interp`, numbers in
:mod:`._num`, and the ``-l`` math library (bc source, run by the same interpreter) in
:mod:`._lib`.
"""

from __future__ import annotations

from agentsh.commands.bc._interp import BcSyntaxError, Interp, Parser, Quit, tokenize
from agentsh.commands.bc._lib import LIBMATH
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, parse_args
from agentsh.vfs import FSError

SPEC = Spec(
    "bc",
    [
        flag("h", "h", "help"),
        flag("i", "i", "interactive"),
        flag("l", "l", "mathlib"),
        flag("q", "q", "quiet"),
        flag("s", "s", "standard"),
        flag("w", "w", "warn"),
        flag("v", "v", "version"),
    ],
    help_version=False,
)

HELP = (
    "usage: bc [options] [file ...]\n"
    "  -h  --help         print this usage and exit\n"
    "  -i  --interactive  force interactive mode\n"
    "  -l  --mathlib      use the predefined math routines\n"
    "  -q  --quiet        don't print initial banner\n"
    "  -s  --standard     non-standard bc constructs are errors\n"
    "  -w  --warn         warn about non-standard bc constructs\n"
    "  -v  --version      print version information and exit\n"
)
VERSION = (
    "bc 1.07.1\n"
    "Copyright 1991-1994, 1997, 1998, 2000, 2004, 2006, 2008, 2012-2017"
    " Free Software Foundation, Inc.\n"
)


def _run_source(ctx: CommandContext, interp: Interp, src: str, label: str) -> None:
    toks = tokenize(src)
    parser = Parser(toks)
    while parser.peek().kind != "eof":
        start = parser.i
        try:
            stmts = parser.parse_line()
        except BcSyntaxError as e:
            ctx.stderr.write(f"{label} {e.line}: syntax error\n".encode())
            # resynchronise after the offending token's line
            parser.i = max(parser.i, start)
            if parser.i > start and toks[parser.i - 1].kind == "nl":
                continue
            while parser.peek().kind not in ("nl", "eof"):
                parser.i += 1
            if parser.peek().kind == "nl":
                parser.i += 1
            continue
        interp.run_line(stmts)
        ctx.check()


def main(ctx: CommandContext) -> int:
    try:
        parsed = parse_args(SPEC, ctx.args)
    except UsageError as e:
        ctx.stderr.write(f"bc: {e}\n".encode())
        ctx.stdout.write(HELP.encode())
        return 1
    if parsed.has("h"):
        ctx.stdout.write(HELP.encode())
        return 0
    if parsed.has("v"):
        ctx.stdout.write(VERSION.encode())
        return 0
    line_len = 70
    raw = ctx.env.get("BC_LINE_LENGTH")
    if raw is not None:
        try:
            line_len = int(raw)
        except ValueError:
            line_len = 70
        if line_len < 3 and line_len != 0:
            line_len = 70
    out = ctx.stdout

    def write(text: str) -> None:
        out.write(text.encode("utf-8", "surrogateescape"))

    def warn(text: str) -> None:
        ctx.stderr.write(text.encode())

    interp = Interp(write, warn, ctx.check, line_len=line_len)
    try:
        if parsed.has("l"):
            _run_source(ctx, interp, LIBMATH, "(lib)")
            interp.scale = 20
        for path in parsed.operands:
            try:
                data = ctx.open_input(path).read()
            except FSError:
                ctx.stderr.write(f"File {path} is unavailable.\n".encode())
                return 1
            _run_source(ctx, interp, data.decode("utf-8", "surrogateescape"), path)
        data = ctx.stdin_stream.read()
        _run_source(ctx, interp, data.decode("utf-8", "surrogateescape"), "(standard_in)")
    except Quit:
        return 0
    return 0
