"""``nl``: number lines of files (GNU coreutils 9.1): -b/-h/-f STYLE (a t n pBRE), -n FORMAT
(ln rn rz), -w, -s, -v, -i, -l, -d, -p; logical page sections via ``\\:\\:\\:``/``\\:\\:``/``\\:``.
"""

from __future__ import annotations

import re
from itertools import repeat

from agentsh.commands._common import err, open_operand, quote, unreadable_stdin
from agentsh.commands._fileutil import ls_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "nl",
    [
        value("b", "b", "body-numbering"),
        value("d", "d", "section-delimiter"),
        value("f", "f", "footer-numbering"),
        value("h", "h", "header-numbering"),
        value("i", "i", "line-increment"),
        value("l", "l", "join-blank-lines"),
        value("n", "n", "number-format"),
        flag("p", "p", "no-renumber"),
        value("s", "s", "number-separator"),
        value("v", "v", "starting-line-number"),
        value("w", "w", "number-width"),
    ],
)

_STYLE_NAME = {"b": "body", "h": "header", "f": "footer"}


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    styles: dict[str, str] = {"h": "n", "b": "t", "f": "n"}
    regexes: dict[str, re.Pattern[str]] = {}
    fmt = "rn"
    width = 6
    sep = "\t"
    start = 1
    incr = 1
    join_blank = 1
    delim = "\\:"
    renumber = True
    for key, val in p.opts:
        v = val or ""
        if key in styles:
            if v in ("a", "t", "n"):
                styles[key] = v
            elif v.startswith("p"):
                from agentsh.regex import RegexError, compile_bre

                try:
                    regexes[key] = compile_bre(v[1:])
                except RegexError as e:
                    err(ctx, str(e))
                    return 1
                styles[key] = "p"
            else:
                return usage_error(
                    ctx, SPEC, f"invalid {_STYLE_NAME[key]} numbering style: {quote(v)}"
                )
        elif key == "n":
            if v not in ("ln", "rn", "rz"):
                return usage_error(ctx, SPEC, f"invalid line numbering format: {quote(v)}")
            fmt = v
        elif key in ("w", "v", "i", "l"):
            name = {
                "w": "line number field width",
                "v": "starting line number",
                "i": "line number increment",
                "l": "line number of blank lines",
            }[key]
            try:
                n = int(v)
            except ValueError:
                err(ctx, f"invalid {name}: {quote(v)}")
                return 1
            limit = 2147483647 if key == "w" else 9223372036854775807  # (int, intmax_t)
            if not -limit - 1 <= n <= limit:
                err(ctx, f"invalid {name}: {quote(v)}: Value too large for defined data type")
                return 1
            if key == "w":
                if n < 1:
                    err(
                        ctx,
                        f"invalid line number field width: {quote(v)}: Numerical result out of range",
                    )
                    return 1
                width = n
            elif key == "v":
                start = n
            elif key == "i":
                incr = n
            else:
                join_blank = n
        elif key == "s":
            sep = v
        elif key == "d":
            delim = v if len(v) != 1 else v + ":"
        elif key == "p":
            renumber = False
    num = start
    section = "b"
    blank_run = 0
    status = 0
    d_b = delim.encode("utf-8", "surrogateescape")
    hdr, body_d, ftr = d_b * 3, d_b * 2, d_b
    sep_b = sep.encode("utf-8", "surrogateescape")
    pad_b = b" " * (width + len(sep_b))
    closed = False
    for name in p.operands or ["-"]:
        bad = unreadable_stdin(ctx, name)
        if bad is not None:  # (``0<&-``, ``<&3`` of ``3>f``)
            err(ctx, "-: Bad file descriptor")
            status, closed = 1, closed or bad.closed
            continue
        try:
            stream = open_operand(ctx, name)
        except FSError as e:
            err(ctx, f"{ls_quote(name)}: {e.strerror}")
            status = 1
            continue
        out: list[bytes] = []
        # (``-n rz``: Python's zero padding puts a negative number's sign first, as GNU's)
        flags = b"-" if fmt == "ln" else b"0" if fmt == "rz" else b""
        form = b"%%%s%dd" % (flags, width) + sep_b.replace(b"%", b"%%") + b"%s"
        line_form = form + b"\n"
        num_form = form[:-2]  # (the number and the separator)
        blank_form = pad_b.replace(b"%", b"%%") + b"\n"
        for block in stream.blocks():
            ctx.check()
            style = styles[section]
            if (
                (style == "t" or (style == "a" and join_blank == 1))
                and not (delim and d_b in block)
                and block.endswith(b"\n")
            ):
                # every line numbered (-ba; -bt but for empty lines, which get the padding):
                # the whole block in one format, of the line format repeated (measured: 1M
                # lines 138 -> 103 ms; a format a line, its arguments zipped: the slower).
                # Decision: without an empty line under -bt the block itself is the format
                # (its % doubled, a number's conversion after each newline), given the
                # numbers alone: no split into lines, no tuple of lines and numbers (nl of
                # 1M lines ~197 -> ~127 ms)
                if out:
                    ctx.stdout.write(b"".join(out))
                    out.clear()
                if style == "a" or not (block.startswith(b"\n") or b"\n\n" in block):
                    k = block.count(b"\n")
                    lines = num_form + block[:-1].replace(b"%", b"%%").replace(
                        b"\n", b"\n" + num_form
                    )
                    nums = range(num, num + incr * k, incr) if incr else repeat(num, k)
                    ctx.stdout.write(lines % tuple(nums) + b"\n")
                    num += incr * k
                    continue
                rows = block.split(b"\n")
                rows.pop()
                # (-bt: an empty line is the padding, and takes no number)
                lines = b"".join(
                    map({True: line_form, False: blank_form}.__getitem__, map(bool, rows))
                )
                numbered = list(filter(None, rows))
                k = len(numbered)
                args: list[int | bytes] = [0] * (2 * k)
                args[0::2] = range(num, num + incr * k, incr) if incr else repeat(num, k)
                args[1::2] = numbered
                ctx.stdout.write(lines % tuple(args))
                num += incr * k
                continue
            parts = block.split(b"\n")
            tail = parts.pop()
            for line in [x + b"\n" for x in parts] + ([tail] if tail else []):
                body = line[:-1] if line.endswith(b"\n") else line
                if body in (hdr, body_d, ftr) and delim:
                    section = "h" if body == hdr else ("b" if body == body_d else "f")
                    if renumber:
                        num = start
                    out.append(b"\n")
                    continue
                style = styles[section]
                if style == "a":
                    number = True
                    if not body:
                        blank_run += 1
                        number = blank_run >= join_blank
                        if number:
                            blank_run = 0
                    else:
                        blank_run = 0
                elif style == "t":
                    number = bool(body)
                elif style == "n":
                    number = False
                else:
                    number = (
                        regexes[section].search(body.decode("utf-8", "surrogateescape")) is not None
                    )
                if number:
                    if fmt == "ln":
                        s = b"%-*d" % (width, num)
                    elif fmt == "rz":
                        s = (b"-%0*d" % (width - 1, -num)) if num < 0 else b"%0*d" % (width, num)
                    else:
                        s = b"%*d" % (width, num)
                    out.append(
                        s + sep_b + line if line.endswith(b"\n") else s + sep_b + line + b"\n"
                    )
                    num += incr
                else:
                    out.append(pad_b + (line if line.endswith(b"\n") else line + b"\n"))
                if len(out) >= 1024:
                    ctx.stdout.write(b"".join(out))
                    out.clear()
        if out:
            ctx.stdout.write(b"".join(out))
    if closed:  # (GNU's close_stdin at exit fails on a closed standard input)
        err(ctx, "-: Bad file descriptor")
    return status
