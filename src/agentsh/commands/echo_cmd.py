"""``echo`` as a command (GNU coreutils 9.1 ``/usr/bin/echo``), for ``env``/``xargs``/``-exec``.

Owns coreutils' option rule (leading arguments made only of ``n``, ``e``, ``E`` letters are
options; ``--help``/``--version`` only as the sole argument) and the ``-e`` escapes
(``\\c`` stops output, ``\\0NNN`` octal, ``\\xHH`` hex).
"""

from __future__ import annotations

from agentsh.commands.context import CommandContext
from agentsh.commands.printf_cmd import version_text

HELP = (
    "Usage: echo [SHORT-OPTION]... [STRING]...\n"
    "  or:  echo LONG-OPTION\n"
    "Echo the STRING(s) to standard output.\n"
    "\n"
    "  -n             do not output the trailing newline\n"
    "  -e             enable interpretation of backslash escapes\n"
    "  -E             disable interpretation of backslash escapes (default)\n"
    "      --help     display this help and exit\n"
    "      --version  output version information and exit\n"
    "\n"
    "If -e is in effect, the following sequences are recognized:\n"
    "\n"
    "  \\\\      backslash\n"
    "  \\a      alert (BEL)\n"
    "  \\b      backspace\n"
    "  \\c      produce no further output\n"
    "  \\e      escape\n"
    "  \\f      form feed\n"
    "  \\n      new line\n"
    "  \\r      carriage return\n"
    "  \\t      horizontal tab\n"
    "  \\v      vertical tab\n"
    "  \\0NNN   byte with octal value NNN (1 to 3 digits)\n"
    "  \\xHH    byte with hexadecimal value HH (1 to 2 digits)\n"
    "\n"
    "NOTE: your shell may have its own version of echo, which usually supersedes\n"
    "the version described here.  Please refer to your shell's documentation\n"
    "for details about the options it supports.\n"
    "\n"
    "NOTE: 'echo' is a shell builtin in some shells, but the --help and --version options\n"
    "are only honored by the standalone program.\n"
    "\n"
    "GNU coreutils online help: <https://www.gnu.org/software/coreutils/>\n"
    "Report any translation bugs to <https://translationproject.org/team/>\n"
    "Full documentation <https://www.gnu.org/software/coreutils/echo>\n"
    "or available locally via: info '(coreutils) echo invocation'\n"
)

_SIMPLE = {
    ord("a"): 7,
    ord("b"): 8,
    ord("e"): 27,
    ord("f"): 12,
    ord("n"): 10,
    ord("r"): 13,
    ord("t"): 9,
    ord("v"): 11,
    ord("\\"): 92,
}
_HEX = b"0123456789abcdefABCDEF"


def _escape(s: bytes, out: bytearray) -> bool:
    """Append ``s`` with escapes interpreted; False when ``\\c`` stopped the output."""
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        i += 1
        if c != 0x5C or i >= n:
            out.append(c)
            continue
        c = s[i]
        i += 1
        if c in _SIMPLE:
            out.append(_SIMPLE[c])
        elif c == ord("c"):
            return False
        elif c == ord("x") and i < n and s[i] in _HEX:
            v = 0
            k = 0
            while k < 2 and i < n and s[i] in _HEX:
                v = v * 16 + int(chr(s[i]), 16)
                i += 1
                k += 1
            out.append(v)
        elif c == ord("0"):
            v = 0
            k = 0
            while k < 3 and i < n and 0x30 <= s[i] <= 0x37:
                v = v * 8 + s[i] - 0x30
                i += 1
                k += 1
            out.append(v & 0xFF)
        elif 0x31 <= c <= 0x37:
            # GNU: \1-\7 are octal too (1 to 3 digits)
            v = c - 0x30
            k = 1
            while k < 3 and i < n and 0x30 <= s[i] <= 0x37:
                v = v * 8 + s[i] - 0x30
                i += 1
                k += 1
            out.append(v & 0xFF)
        else:
            out.append(0x5C)
            out.append(c)
    return True


def main(ctx: CommandContext) -> int:
    args = list(ctx.args)
    if len(args) == 1 and args[0] == "--help":
        ctx.stdout.write(HELP.encode())
        return 0
    if len(args) == 1 and args[0] == "--version":
        ctx.stdout.write(version_text("echo", "Brian Fox and Chet Ramey").encode())
        return 0
    newline = True
    escapes = False
    while args and len(args[0]) > 1 and args[0][0] == "-" and all(c in "neE" for c in args[0][1:]):
        for c in args.pop(0)[1:]:
            if c == "n":
                newline = False
            elif c == "e":
                escapes = True
            else:
                escapes = False
    out = bytearray()
    for k, a in enumerate(args):
        if k:
            out.append(0x20)
        b = a.encode("utf-8", "surrogateescape")
        if escapes:
            if not _escape(b, out):
                ctx.stdout.write(bytes(out))
                return 0
        else:
            out += b
    if newline:
        out.append(10)
    ctx.stdout.write(bytes(out))
    return 0
