"""Command-line front end of ``sed`` (GNU sed 4.9): options, script pieces, exit status.

Owns option parsing (declared with the shared :mod:`agentsh.commands.options` parser; GNU sed
prints its whole usage text after a getopt diagnostic, so ``--help``/``--version`` and usage
errors are handled here), collecting the ``-e``/``-f`` pieces, and running the
:class:`~agentsh.commands.sed.interp.Machine`. ``--debug`` traces the run (see :mod:`.debug`).
"""

from __future__ import annotations

from functools import lru_cache

from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, optional, parse_args, value
from agentsh.commands.sed import errors as E
from agentsh.commands.sed.errors import SedError
from agentsh.commands.sed.interp import Machine, bytewise, native
from agentsh.commands.sed.parser import Piece, Program, parse_script
from agentsh.streams import UnreadableStdin
from agentsh.vfs import FSError

__all__ = ["main"]

USAGE = (
    "Usage: sed [OPTION]... {script-only-if-no-other-script} [input-file]...\n"
    "\n"
    "  -n, --quiet, --silent\n"
    "                 suppress automatic printing of pattern space\n"
    "      --debug\n"
    "                 annotate program execution\n"
    "  -e script, --expression=script\n"
    "                 add the script to the commands to be executed\n"
    "  -f script-file, --file=script-file\n"
    "                 add the contents of script-file to the commands to be executed\n"
    "  --follow-symlinks\n"
    "                 follow symlinks when processing in place\n"
    "  -i[SUFFIX], --in-place[=SUFFIX]\n"
    "                 edit files in place (makes backup if SUFFIX supplied)\n"
    "  -l N, --line-length=N\n"
    "                 specify the desired line-wrap length for the `l' command\n"
    "  --posix\n"
    "                 disable all GNU extensions.\n"
    "  -E, -r, --regexp-extended\n"
    "                 use extended regular expressions in the script\n"
    "                 (for portability use POSIX -E).\n"
    "  -s, --separate\n"
    "                 consider files as separate rather than as a single,\n"
    "                 continuous long stream.\n"
    "      --sandbox\n"
    "                 operate in sandbox mode (disable e/r/w commands).\n"
    "  -u, --unbuffered\n"
    "                 load minimal amounts of data from the input files and flush\n"
    "                 the output buffers more often\n"
    "  -z, --null-data\n"
    "                 separate lines by NUL characters\n"
    "      --help     display this help and exit\n"
    "      --version  output version information and exit\n"
    "\n"
    "If no -e, --expression, -f, or --file option is given, then the first\n"
    "non-option argument is taken as the sed script to interpret.  All\n"
    "remaining arguments are names of input files; if no input files are\n"
    "specified, then the standard input is read.\n"
    "\n"
    "GNU sed home page: <https://www.gnu.org/software/sed/>.\n"
    "General help using GNU software: <https://www.gnu.org/gethelp/>.\n"
)

HELP = USAGE + "E-mail bug reports to: <bug-sed@gnu.org>.\n"

VERSION = (
    "sed (GNU sed) 4.9\n"
    "Packaged by Debian\n"
    "Copyright (C) 2022 Free Software Foundation, Inc.\n"
    "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
    "This is free software: you are free to change and redistribute it.\n"
    "There is NO WARRANTY, to the extent permitted by law.\n"
    "\n"
    "Written by Jay Fenlason, Tom Lord, Ken Pizzini,\n"
    "Paolo Bonzini, Jim Meyering, and Assaf Gordon.\n"
    "\n"
    "This sed program was built with SELinux support.\n"
    "SELinux is disabled on this system.\n"
    "\n"
    "GNU sed home page: <https://www.gnu.org/software/sed/>.\n"
    "General help using GNU software: <https://www.gnu.org/gethelp/>.\n"
    "E-mail bug reports to: <bug-sed@gnu.org>.\n"
)

SPEC = Spec(
    "sed",
    [
        flag("n", "n", "quiet", "silent"),
        flag("debug", "", "debug"),
        value("e", "e", "expression"),
        value("f", "f", "file"),
        flag("follow", "", "follow-symlinks"),
        optional("i", "i", "in-place"),
        value("l", "l", "line-length"),
        flag("posix", "", "posix"),
        flag("E", "E", "regexp-extended"),
        flag("E", "r"),
        flag("s", "s", "separate"),
        flag("sandbox", "", "sandbox"),
        flag("u", "u", "unbuffered"),
        flag("z", "z", "null-data", "zero-terminated"),
        flag("b", "b", "binary"),
        flag("help", "", "help"),
        flag("version", "", "version"),
    ],
    help_version=False,
)


def _atoi(text: str) -> int:
    s = text.lstrip(" \t\n\v\f\r")
    sign = 1
    if s[:1] in ("+", "-"):
        sign = -1 if s[0] == "-" else 1
        s = s[1:]
    digits = ""
    for ch in s:
        if not ("0" <= ch <= "9"):
            break
        digits += ch
    return sign * int(digits) if digits else 0


def _c_locale(env: dict[str, str]) -> bool:
    """Whether sed runs in a single-byte locale (``LC_ALL``, else ``LC_CTYPE``, else
    ``LANG``: ``C``, ``POSIX`` or any other that is not UTF-8), where a character is a byte.
    None of them set is the sandbox's own locale, C.UTF-8."""
    name = env.get("LC_ALL") or env.get("LC_CTYPE") or env.get("LANG") or "C.UTF-8"
    low = name.lower()
    return "utf-8" not in low and "utf8" not in low


def _err(ctx: CommandContext, message: str) -> None:
    ctx.stderr.write(f"sed: {message}\n".encode("utf-8", "surrogateescape"))


def _read_script_file(ctx: CommandContext, name: str) -> str:
    try:
        if name == "-":
            try:
                data = ctx.stdin_stream.read()
            except UnreadableStdin:  # (GNU takes the failed read for the script's end)
                data = b""
        else:
            if name and ctx.fs.is_dir(ctx.abspath(name)):
                raise SedError(f"read error on {name}: Is a directory", E.EXIT_PANIC)
            data = ctx.open_input(name).read()
    except FSError as e:
        raise SedError(f"couldn't open file {name}: {e.strerror}", E.EXIT_PANIC) from None
    text = data.decode("utf-8", "surrogateescape")
    if text.endswith("\n"):
        text = text[:-1]
    return text


_MAX_PROGRAMS = 128


@lru_cache(maxsize=_MAX_PROGRAMS)
def _parse(pieces: tuple[Piece, ...], extended: bool, posix: bool, sandbox: bool) -> Program:
    """The parsed script (remembered: an agent runs the same ones again and again; programs
    are immutable, failures are not kept)."""
    return parse_script(list(pieces), extended, posix, sandbox)


def main(ctx: CommandContext) -> int:
    """``sed``."""
    try:
        parsed = parse_args(SPEC, list(ctx.args))
    except UsageError as e:
        ctx.stderr.write(f"sed: {e}\n{USAGE}".encode())
        return E.EXIT_BAD_USAGE
    if parsed.has("help"):
        ctx.stdout.write(HELP.encode())
        return 0
    if parsed.has("version"):
        ctx.stdout.write(VERSION.encode())
        return 0
    silent = extended = posix = sandbox = separate = unbuffered = follow = False
    in_place = debug = False
    suffix: str | None = None
    delim = "\n"
    line_length = 70
    pieces: list[Piece] = []
    try:
        for key, val in parsed.opts:
            if key == "n":
                silent = True
            elif key == "e":
                pieces.append(Piece(val or ""))
            elif key == "f":
                pieces.append(Piece(_read_script_file(ctx, val or ""), val or ""))
            elif key == "i":
                in_place = True
                separate = True
                suffix = val or None
            elif key == "l":
                line_length = _atoi(val or "")
            elif key == "posix":
                posix = True
            elif key == "E":
                extended = True
            elif key == "s":
                separate = True
            elif key == "sandbox":
                sandbox = True
            elif key == "u":
                unbuffered = True
            elif key == "z":
                delim = "\0"
            elif key == "follow":
                follow = True
            elif key == "debug":
                debug = True
        operands = list(parsed.operands)
        if not pieces:
            if not operands:
                ctx.stderr.write(USAGE.encode())
                return E.EXIT_BAD_USAGE
            pieces.append(Piece(operands.pop(0)))
        c_locale = _c_locale(ctx.env)
        if c_locale:
            pieces = [Piece(bytewise(p.text), p.filename) for p in pieces]
        program = _parse(tuple(pieces), extended, posix, sandbox)
        if in_place and not operands:
            raise SedError("no input files", E.EXIT_PANIC)
        machine = Machine(
            ctx,
            program,
            silent=silent,
            delim=delim,
            line_length=line_length,
            posix=posix,
            sandbox=sandbox,
            separate=separate,
            unbuffered=unbuffered,
            in_place=in_place,
            suffix=suffix,
            follow_symlinks=follow,
            files=operands or ["-"],
            bytewise=c_locale,
            debug=debug,
        )
        return machine.run()
    except SedError as e:
        for name in e.wfiles:
            # (GNU opens each w file as it reads the command: they exist, empty, when a
            # later part of the script is wrong; one that cannot be opened is the error)
            if name in ("/dev/stdout", "/dev/stderr"):
                continue
            try:
                ctx.fs.write_bytes(ctx.abspath(native(name)), b"")
            except FSError as f:
                _err(ctx, f"couldn't open file {name}: {f.strerror}")
                return E.EXIT_PANIC
        _err(ctx, e.message)
        return e.status
