"""``cmp``: compare two files byte by byte (GNU diffutils 3.8).

Owns the first-difference report (``a b differ: byte N, line M``), ``-l`` listing with
diffutils' offset width, ``-b`` byte printing in ``cat -v`` notation, skips (``-i``, operands
3 and 4, with size suffixes), ``-n`` limits and the EOF diagnostics. Status: 0 same, 1
different, 2 trouble. Equal 64 KiB blocks are skipped with one C-level comparison.
"""

from __future__ import annotations

import errno

from agentsh.commands._common import open_operand
from agentsh.commands._fileutil import parse_size
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, parse_args, value
from agentsh.vfs import FSError

__all__ = ["main"]

SPEC = Spec(
    "cmp",
    [
        flag("b", "b", "print-bytes"),
        value("i", "i", "ignore-initial"),
        flag("l", "l", "verbose"),
        value("n", "n", "bytes"),
        flag("s", "s", "quiet", "silent"),
        flag("help", "", "help"),
        flag("version", "v", "version"),
    ],
    help_version=False,
)

_HELP = """\
Usage: cmp [OPTION]... FILE1 [FILE2 [SKIP1 [SKIP2]]]
Compare two files byte by byte.

The optional SKIP1 and SKIP2 specify the number of bytes to skip
at the beginning of each file (zero by default).

Mandatory arguments to long options are mandatory for short options too.
  -b, --print-bytes          print differing bytes
  -i, --ignore-initial=SKIP         skip first SKIP bytes of both inputs
  -i, --ignore-initial=SKIP1:SKIP2  skip first SKIP1 bytes of FILE1 and
                                      first SKIP2 bytes of FILE2
  -l, --verbose              output byte numbers and differing byte values
  -n, --bytes=LIMIT          compare at most LIMIT bytes
  -s, --quiet, --silent      suppress all normal output
      --help                 display this help and exit
  -v, --version              output version information and exit

SKIP values may be followed by the following multiplicative suffixes:
kB 1000, K 1024, MB 1,000,000, M 1,048,576,
GB 1,000,000,000, G 1,073,741,824, and so on for T, P, E, Z, Y.
SKIP1 and SKIP2 are also accepted as the first and second numbers
of an additional operand, for compatibility with old programs.

If a FILE is '-' or missing, read standard input.
Exit status is 0 if inputs are the same, 1 if different, 2 if trouble.

Report bugs to: bug-diffutils@gnu.org
GNU diffutils home page: <https://www.gnu.org/software/diffutils/>
General help using GNU software: <https://www.gnu.org/gethelp/>
"""

_VERSION = """\
cmp (GNU diffutils) 3.8
Copyright (C) 2021 Free Software Foundation, Inc.
License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law.

Written by Torbjorn Granlund and David MacKenzie.
"""


def _fail(ctx: CommandContext, message: str) -> int:
    ctx.stderr.write(
        f"cmp: {message}\ncmp: Try 'cmp --help' for more information.\n".encode(
            "utf-8", "surrogateescape"
        )
    )
    return 2


def _num(text: str) -> int | None:
    n = parse_size(text)
    if n is None or text.strip().startswith("-"):
        return None
    return n


def _cat_v(c: int) -> str:
    pre = ""
    if c >= 128:
        pre = "M-"
        c -= 128
    if c < 32:
        return pre + "^" + chr(c + 64)
    if c == 127:
        return pre + "^?"
    return pre + chr(c)


def main(ctx: CommandContext) -> int:
    """``cmp``."""
    try:
        p = parse_args(SPEC, ctx.args)
    except UsageError as e:
        return _fail(ctx, str(e))
    if p.has("help"):
        ctx.stdout.write(_HELP.encode())
        return 0
    if p.has("version"):
        ctx.stdout.write(_VERSION.encode())
        return 0
    mode = ""
    print_bytes = False
    limit: int | None = None
    skips = [0, 0]
    for key, val in p.opts:
        if key in ("l", "s"):
            if mode and mode != key:
                return _fail(ctx, "options -l and -s are incompatible")
            mode = key
        elif key == "b":
            print_bytes = True
        elif key == "n":
            n = _num(val or "")
            if n is None:
                return _fail(ctx, f"invalid --bytes value '{val}'")
            limit = n
        elif key == "i":
            first, colon, second = (val or "").partition(":")
            a = _num(first)
            b = _num(second) if colon else a
            if a is None or b is None:
                bad = first if a is None else second
                return _fail(ctx, f"invalid --ignore-initial value '{bad}'")
            skips = [a, b]
    ops = p.operands
    if not ops:
        return _fail(ctx, "missing operand after 'cmp'")
    for idx in (2, 3):
        if len(ops) > idx:
            n = _num(ops[idx])
            if n is None:
                return _fail(ctx, f"invalid --ignore-initial value '{ops[idx]}'")
            skips[idx - 2] = n
    if len(ops) > 4:
        return _fail(ctx, f"extra operand '{ops[4]}'")
    names = [ops[0], ops[1] if len(ops) > 1 else "-"]
    if names == ["-", "-"]:
        return 0  # (one and the same file: GNU does not even read it)
    datas: list[bytes] = []
    for name in names:
        try:
            if not name:  # (no file has the empty name: it would open the cwd)
                raise FSError(errno.ENOENT, name)
            datas.append(open_operand(ctx, name).read())
        except FSError as e:
            if mode != "s":
                ctx.stderr.write(f"cmp: {name}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
            return 2
    if names[0] == names[1] and names[0] != "-":
        return 0
    d0 = datas[0][skips[0] :]
    d1 = datas[1][skips[1] :]
    # offset width of -l: the smallest size of the regular files (stdin counts as unbounded)
    sizes = [len(d) for d, nm in zip((d0, d1), names, strict=True) if nm != "-"]
    widest = min(sizes) if sizes else 2**63 - 1
    width = len(str(widest))
    if limit is not None:
        d0 = d0[:limit]
        d1 = d1[:limit]
    common = min(len(d0), len(d1))
    out = ctx.stdout
    differ = False
    if mode == "l":
        pos = 0
        step = 65536
        lines: list[str] = []
        while pos < common:
            end = min(pos + step, common)
            if d0[pos:end] != d1[pos:end]:
                for i in range(pos, end):
                    c0 = d0[i]
                    c1 = d1[i]
                    if c0 != c1:
                        if print_bytes:
                            lines.append(
                                f"{i + 1:>{width}} {c0:3o} {_cat_v(c0):<4} {c1:3o} {_cat_v(c1)}\n"
                            )
                        else:
                            lines.append(f"{i + 1:>{width}} {c0:3o} {c1:3o}\n")
                differ = True
                out.write("".join(lines).encode())
                lines.clear()
                ctx.check()
            pos = end
    else:
        first = -1
        if d0[:common] != d1[:common]:
            step = 65536
            pos = 0
            while pos < common:
                end = min(pos + step, common)
                if d0[pos:end] != d1[pos:end]:
                    for i in range(pos, end):
                        if d0[i] != d1[i]:
                            first = i
                            break
                    break
                pos = end
        if first >= 0:
            if mode == "s":
                return 1
            line = d0.count(b"\n", 0, first) + 1
            text = f"{names[0]} {names[1]} differ: byte {first + 1}, line {line}"
            if print_bytes:
                c0, c1 = d0[first], d1[first]
                text += f" is {c0:3o} {_cat_v(c0)} {c1:3o} {_cat_v(c1)}"
            out.write((text + "\n").encode("utf-8", "surrogateescape"))
            return 1
    if len(d0) != len(d1):
        if mode != "s":
            short = 0 if len(d0) < len(d1) else 1
            name = names[short]
            if common == 0:
                msg = f"cmp: EOF on {name} which is empty\n"
            elif mode == "l":
                msg = f"cmp: EOF on {name} after byte {common}\n"
            else:
                nl = d0.count(b"\n", 0, common)
                if d0[common - 1] == 10:
                    msg = f"cmp: EOF on {name} after byte {common}, line {nl}\n"
                else:
                    msg = f"cmp: EOF on {name} after byte {common}, in line {nl + 1}\n"
            ctx.stderr.write(msg.encode("utf-8", "surrogateescape"))
        return 1
    return 1 if differ else 0
