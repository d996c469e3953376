"""``xxd``: hex dumps and their reverse (vim's xxd, version 2022-01-14).

Owns xxd's own option syntax (``-c8``, ``-c 8``, ``-cols 8``, ``-ps``, ``-l``/``-s``/``-o`` with
C-style numbers), the line layout computed exactly as xxd.c does (hex at
``addrlen + 1 + grplen*x/octspergrp``, text column after it), ``-a`` autoskip with xxd's
flush rules, ``-p`` plain, ``-i`` C include (variable name from the file name, ``-n``, ``-C``),
``-b`` bits, ``-e`` little-endian groups, ``-E`` EBCDIC, ``-u``, ``-d`` and ``-r`` / ``-r -p``
reversal (zero-filling gaps). ``xxd IN OUT`` writes OUT in the VFS.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentsh.commands._common import open_operand
from agentsh.commands.context import CommandContext
from agentsh.vfs import FSError

__all__ = ["main"]

_USAGE = """\
Usage:
       xxd [options] [infile [outfile]]
    or
       xxd -r [-s [-]offset] [-c cols] [-ps] [infile [outfile]]
Options:
    -a          toggle autoskip: A single '*' replaces nul-lines. Default off.
    -b          binary digit dump (incompatible with -ps,-i,-r). Default hex.
    -C          capitalize variable names in C include file style (-i).
    -c cols     format <cols> octets per line. Default 16 (-i: 12, -ps: 30).
    -E          show characters in EBCDIC. Default ASCII.
    -e          little-endian dump (incompatible with -ps,-i,-r).
    -g bytes    number of octets per group in normal output. Default 2 (-e: 4).
    -h          print this summary.
    -i          output in C include file style.
    -l len      stop after <len> octets.
    -n name     set the variable name used in C include output (-i).
    -o off      add <off> to the displayed file position.
    -ps         output in postscript plain hexdump style.
    -r          reverse operation: convert (or patch) hexdump into binary.
    -r -s off   revert with <off> added to file positions found in hexdump.
    -d          show offset in decimal instead of hex.
    -s [+][-]seek  start at <seek> bytes abs. (or +: rel.) infile offset.
    -u          use upper case hex letters.
    -v          show version: "xxd 2022-01-14 by Juergen Weigert et al.".
"""
_VERSION = "xxd 2022-01-14 by Juergen Weigert et al.\n"

# option letter -> long spellings accepted by xxd (prefix match on the letter)
_FLAGS = {
    "a": ("-a", "-autoskip"),
    "b": ("-b", "-bits"),
    "C": ("-C", "-capitalize"),
    "e": ("-e",),
    "E": ("-E", "-EBCDIC"),
    "h": ("-h", "-help"),
    "i": ("-i", "-include"),
    "p": ("-p", "-ps", "-postscript", "-plain"),
    "r": ("-r", "-revert"),
    "u": ("-u", "-uppercase"),
    "v": ("-v", "-version"),
    "d": ("-d",),
}
_VALUED = {"c": "-cols", "g": "-groupsize", "l": "-len", "s": "-seek", "o": "-offset", "n": "-name"}


class _Usage(Exception):
    pass


def _strtol(text: str) -> int:
    """C ``strtol(s, NULL, 0)``: leading number, garbage ignored, 0 if none."""
    m = re.match(r"\s*([+-]?)(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)", text)
    if m is None:
        return 0
    sign, num = m.groups()
    if num[:2].lower() == "0x":
        v = int(num, 16)
    elif num.startswith("0"):
        v = int(num, 8)
    else:
        v = int(num)
    return -v if sign == "-" else v


#: xxd's text column for the EBCDIC bytes 64-255 (its own table, ``etoa64``, which is not
#: code page 037's: ``0x5F`` is ``~`` there, ``0xAD``/``0xBD`` are ``[``/``]``); read from
#: xxd's output, unprintable characters as ``.``.
_ETOA64 = (
    " ...........<(+|&.........!$*);~-/.........,%_>?.........`:#@'=\""
    ".abcdefghi.......jklmnopqr^.......stuvwxyz...[...............].."
    "{ABCDEFGHI......}JKLMNOPQR......\\.STUVWXYZ......0123456789......"
)


def _ebcdic_char(c: int) -> str:
    return "." if c < 64 else _ETOA64[c - 64]


def main(ctx: CommandContext) -> int:
    """``xxd``."""
    args = list(ctx.args)
    opts: dict[str, str | bool] = {}
    i = 0
    try:
        while i < len(args) and args[i].startswith("-") and args[i] != "-":
            a = args[i]
            i += 1
            if a == "--":
                break
            matched = False
            for key, names in _FLAGS.items():
                if a in names:
                    if key == "a":
                        opts["a"] = not opts.get("a", False)
                    else:
                        opts[key] = True
                    matched = True
                    break
            if matched:
                continue
            key = a[1:2]
            if key in _VALUED:
                if a == "-" + key or a == _VALUED[key]:
                    if i >= len(args):
                        raise _Usage
                    opts[key] = args[i]
                    i += 1
                else:
                    opts[key] = a[2:]
                continue
            raise _Usage
    except _Usage:
        ctx.stderr.write(_USAGE.encode())
        return 1
    if opts.get("h"):
        ctx.stderr.write(_USAGE.encode())
        return 0
    if opts.get("v"):
        ctx.stderr.write(_VERSION.encode())
        return 0
    rest = args[i:]
    if len(rest) > 2:
        ctx.stderr.write(_USAGE.encode())
        return 1
    infile = rest[0] if rest else "-"
    outfile = rest[1] if len(rest) > 1 else "-"
    try:
        data = open_operand(ctx, infile).read()
    except FSError as e:
        ctx.stderr.write(f"xxd: {infile}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
        return 2
    out = bytearray()

    def flush(buf: bytearray) -> None:
        ctx.stdout.write(bytes(buf))
        buf.clear()

    status = _run(ctx, opts, data, infile, out, flush if outfile == "-" else None)
    if status != 0 and status != -1:
        return status
    sink = ctx.stdout if outfile == "-" else ctx.open_output(outfile)
    if sink is not None:
        sink.write(bytes(out))
    else:
        try:
            ctx.fs.write_bytes(ctx.abspath(outfile), bytes(out))
        except FSError as e:
            ctx.stderr.write(f"xxd: {outfile}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
            return 3
    return 0


def _run(
    ctx: CommandContext,
    opts: dict[str, str | bool],
    data: bytes,
    infile: str,
    out: bytearray,
    flush: Callable[[bytearray], None] | None = None,
) -> int:
    """The output of xxd on ``data`` into ``out``; ``flush(out)`` (when given) may take
    what is there so far (standard output: a reader may stop early)."""
    plain = bool(opts.get("p"))
    include = bool(opts.get("i"))
    bits = bool(opts.get("b"))
    little = bool(opts.get("e"))
    upper = bool(opts.get("u"))
    hexd = "0123456789ABCDEF" if upper else "0123456789abcdef"
    cols_s = opts.get("c")
    cols = _strtol(cols_s) if isinstance(cols_s, str) else 0
    if cols < 0 or cols > 256:
        ctx.stderr.write(b"xxd: invalid number of columns (max. 256).\n")
        return 1
    if opts.get("r"):
        return _revert(opts, data, plain, out)
    seek_s = opts.get("s")
    seek = 0
    if isinstance(seek_s, str):
        s = seek_s.strip()
        rel = s.startswith("+")
        if rel:
            s = s[1:]
        neg = s.startswith("-")
        v = _strtol(s)
        if neg:
            if -v > len(data):
                ctx.stderr.write(b"xxd: Sorry, cannot seek.\n")
                return 4
            seek = len(data) + v
        else:
            seek = v
        del rel
    length_s = opts.get("l")
    length = _strtol(length_s) if isinstance(length_s, str) else -1
    disp_s = opts.get("o")
    disp = _strtol(disp_s) if isinstance(disp_s, str) else 0
    chunk = data[seek:]
    if length >= 0:
        chunk = chunk[:length]
    if plain:
        per = cols if isinstance(cols_s, str) else 30
        text = chunk.hex()
        if upper:
            text = text.upper()
        if not text:
            return 0
        if per <= 0:
            out += (text + "\n").encode()
            return 0
        w = per * 2
        out += "".join(text[k : k + w] + "\n" for k in range(0, len(text), w)).encode()
        return 0
    if include:
        per = cols if cols else 12
        name_opt = opts.get("n")
        if infile != "-" or isinstance(name_opt, str):
            name = name_opt if isinstance(name_opt, str) else infile
            var = "".join(c if c.isalnum() and c.isascii() else "_" for c in name)
            if not isinstance(name_opt, str) and var[:1].isdigit():
                var = "__" + var
            if opts.get("C"):
                var = var.upper()
            out += f"unsigned char {var}[] = {{\n".encode()
        else:
            var = ""
        pre = "0X" if upper else "0x"
        items = [f"{pre}{hexd[b >> 4]}{hexd[b & 15]}" for b in chunk]
        lines = [", ".join(items[k : k + per]) for k in range(0, len(items), per)]
        if lines:
            out += ("  " + ",\n  ".join(lines) + "\n").encode()
        if var:
            suffix = "_LEN" if opts.get("C") else "_len"
            out += f"}};\nunsigned int {var}{suffix} = {len(chunk)};\n".encode()
        return 0
    if not cols:
        cols = 6 if bits else 16
    grp_s = opts.get("g")
    if isinstance(grp_s, str):
        octs = _strtol(grp_s)
    else:
        octs = 1 if bits else (4 if little else 2)
    if little and octs & (octs - 1):
        ctx.stderr.write(b"xxd: number of octets per group must be a power of 2 with -e.\n")
        return 1
    if octs < 1 or octs > cols:
        octs = cols
    grplen = octs * (8 if bits else 2) + 1
    decimal = bool(opts.get("d"))
    ebcdic = bool(opts.get("E"))
    autoskip = bool(opts.get("a"))
    state = _Skip()
    n = 0
    total = len(chunk)
    if not (bits or little or ebcdic or autoskip):
        # the usual dump: a line at a time with bytes.hex and bytes.translate (the loop
        # below goes byte by byte)
        hexlen = 2 * cols + (cols - 1) // octs
        asc = chunk.translate(_PRINTABLE).decode("latin-1")
        base = seek + disp
        fmt = "{:08d}: " if decimal else "{:08x}: "
        for block in range(0, total, cols * 4096):
            end = min(block + cols * 4096, total)
            whole = (end - block) // cols
            top = base + block + whole * cols  # (past the last address)
            if (
                whole
                and cols % octs == 0
                and 0 <= base + block
                and top <= (10**8 if decimal else 1 << 32)
            ):
                out += _whole_lines(
                    chunk[block : block + whole * cols], base + block, cols, octs, upper, decimal
                )
                block += whole * cols
            lines: list[str] = []
            for start in range(block, end, cols):
                hx = chunk[start : start + cols].hex(" ", -octs)
                if upper:
                    hx = hx.upper()
                addr = fmt.format((start + base) & 0xFFFFFFFFFFFFFFFF)
                lines.append(f"{addr}{hx:<{hexlen}}  {asc[start : start + cols]}\n")
            out += "".join(lines).encode()
            if flush is not None:
                flush(out)
            ctx.check()
        return 0
    for start in range(0, total, cols):
        line_bytes = chunk[start : start + cols]
        addr_v = (n + seek + disp) & 0xFFFFFFFFFFFFFFFF
        addr = f"{addr_v:08d}:" if decimal else f"{addr_v:08x}:"
        alen = len(addr)
        size = alen + 3 + (grplen * cols - 1) // octs + cols + 1
        buf = [" "] * size
        buf[:alen] = addr
        c = 0
        nonzero = 0
        for p, e in enumerate(line_bytes):
            x = p ^ (octs - 1) if little else p
            c = alen + 1 + (grplen * x) // octs
            if bits:
                buf[c : c + 8] = format(e, "08b")
            else:
                buf[c] = hexd[e >> 4]
                buf[c + 1] = hexd[e & 15]
            if e:
                nonzero += 1
            ch = _ebcdic_char(e) if ebcdic else (chr(e) if 31 < e < 127 else ".")
            c = alen + 3 + (grplen * cols - 1) // octs + p
            buf[c] = ch
            c += 1
        line = "".join(buf[:c]) + "\n"
        n += len(line_bytes)
        full = len(line_bytes) == cols
        state.line(out, line, (nonzero if autoskip else 1) if full else 1)
        if start % (cols * 4096) == 0:
            if flush is not None:  # (as the usual dump's: a reader may stop early)
                flush(out)
            ctx.check()
    if total and total % cols == 0 and autoskip:
        state.line(out, state.last, -1)
    return 0


def _whole_lines(data: bytes, base: int, cols: int, octs: int, upper: bool, decimal: bool) -> bytes:
    """The usual dump of ``data``, whole lines of ``cols`` bytes (a multiple of the group
    size ``octs``), the first at address ``base`` (the addresses have 8 digits).

    Decision: every line has the same layout (10-character address, the hex, two spaces,
    the text column, newline), so the output is built column by column with strided
    slice assignments from three whole-block texts (the addresses by one ``%``, the hex by
    ``bytes.hex`` whose group separators fall at the line ends, the text by ``translate``):
    C loops over the lines instead of a Python step per line (3x faster)."""
    m = len(data) // cols
    hexlen = 2 * cols + cols // octs - 1
    width = 10 + hexlen + 2 + cols + 1
    out = bytearray(width * m)
    addrs = (b"%08d: " if decimal else b"%08x: ") * m % tuple(range(base, base + m * cols, cols))
    hx = (data.hex(" ", -octs) + " ").encode("ascii")
    if upper:
        hx = hx.upper()
    text = data.translate(_PRINTABLE)
    for c in range(10):
        out[c::width] = addrs[c::10]
    for c in range(hexlen):
        out[10 + c :: width] = hx[c :: hexlen + 1]
    out[10 + hexlen :: width] = b" " * m
    out[11 + hexlen :: width] = b" " * m
    for c in range(cols):
        out[12 + hexlen + c :: width] = text[c::cols]
    out[width - 1 :: width] = b"\n" * m
    return bytes(out)


class _Skip:
    """xxd's ``xxdline`` autoskip state machine."""

    def __init__(self) -> None:
        self.z = ""
        self.zero_seen = 0
        self.last = ""

    def line(self, out: bytearray, text: str, nz: int) -> None:
        if nz != -1:
            self.last = text
        if not nz and self.zero_seen == 1:
            self.z = text
        seen = self.zero_seen
        self.zero_seen += 0 if nz else 1
        if nz or not seen:
            if nz:
                if nz < 0:
                    self.zero_seen -= 1
                if self.zero_seen == 2:
                    out += self.z.encode()
                if self.zero_seen > 2:
                    out += b"*\n"
            if nz >= 0 or self.zero_seen > 0:
                out += text.encode()
            if nz:
                self.zero_seen = 0


#: Bytes as xxd shows them in its text column: printable ASCII as is, others as ``.``.
_PRINTABLE = bytes(c if 31 < c < 127 else 46 for c in range(256))

_HEXVAL = {c: int(c, 16) for c in "0123456789abcdefABCDEF"}


def _revert(opts: dict[str, str | bool], data: bytes, plain: bool, out: bytearray) -> int:
    seek_s = opts.get("s")
    base = _strtol(seek_s.lstrip("+")) if isinstance(seek_s, str) else 0
    text = data.decode("latin-1")
    if plain:
        pending = -1
        skipping = False
        for ch in text:
            if ch == "\n":
                skipping = False
                continue
            if skipping or ch in " \t\r":
                continue
            v = _HEXVAL.get(ch)
            if v is None:
                skipping = True
                pending = -1
                continue
            if pending < 0:
                pending = v
            else:
                out.append(pending * 16 + v)
                pending = -1
        return 0
    pos = 0
    for raw in text.replace("\r", "").split("\n"):
        colon = raw.find(":")
        if colon < 0:
            continue
        addr_txt = raw[:colon].strip()
        try:
            addr = int(addr_txt, 16) if addr_txt else 0
        except ValueError:
            continue
        addr += base
        body = raw[colon + 1 :]
        vals: list[int] = []
        k = 0
        prev_space = False
        while k < len(body):
            ch = body[k]
            if ch == " ":
                if prev_space and vals:
                    break
                prev_space = True
                k += 1
                continue
            prev_space = False
            if ch in _HEXVAL and k + 1 < len(body) and body[k + 1] in _HEXVAL:
                vals.append(_HEXVAL[ch] * 16 + _HEXVAL[body[k + 1]])
                k += 2
                continue
            break
        if not vals:
            continue
        if addr > pos:
            out += b"\0" * (addr - pos)
            pos = addr
        if addr < pos:
            end = addr + len(vals)
            out[addr:end] = bytes(vals)
            pos = max(pos, end)
            continue
        out += bytes(vals)
        pos += len(vals)
    return 0
