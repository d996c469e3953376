"""``hexdump`` and ``hd`` (util-linux 2.38): the BSD format-string engine.

Owns the format language (``-e``/``-f``: units ``iter/bytecount "fmt"``, conversions
``%d %i %o %u %x %X %c %e %f %g %s %_a %_A %_c %_p %_u``), the canned formats of ``-b -c -C
-d -o -x`` and the default, block-at-a-time display with BSD's rules (the last iteration drops
one trailing blank, past-EOF conversions print blanks of the same width, ``%_A`` printed once
at the end, ``*`` for repeated blocks unless ``-v``), ``-n``/``-s`` and ``hd`` = ``hexdump -C``.
"""

from __future__ import annotations

import operator
import re
import struct
from itertools import compress, islice

from agentsh._dataclass import dataclass, field
from agentsh.commands._common import err, open_operand
from agentsh.commands._fileutil import parse_size
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.vfs import FSError

__all__ = ["hd_main", "main"]

SPEC = Spec(
    "hexdump",
    [
        flag("b", "b", "one-byte-octal"),
        flag("X", "X", "one-byte-hex"),
        flag("c", "c", "one-byte-char"),
        flag("C", "C", "canonical"),
        flag("d", "d", "two-bytes-decimal"),
        flag("o", "o", "two-bytes-octal"),
        flag("x", "x", "two-bytes-hex"),
        value("e", "e", "format"),
        value("f", "f", "format-file"),
        value("n", "n", "length"),
        value("s", "s", "skip"),
        flag("v", "v", "no-squeezing"),
        flag("L", "L"),
    ],
)

_CANNED = {
    "b": ['"%07.7_Ax\\n"', '"%07.7_ax " 16/1 "%03o " "\\n"'],
    "X": ['"%07.7_Ax\\n"', '"%07.7_ax " 16/1 "%02x " "\\n"'],
    "c": ['"%07.7_Ax\\n"', '"%07.7_ax " 16/1 "%3_c " "\\n"'],
    "C": [
        '"%08.8_Ax\\n"',
        '"%08.8_ax  " 8/1 "%02x " "  " 8/1 "%02x " ',
        '"  |" 16/1 "%_p" "|\\n"',
    ],
    "d": ['"%07.7_Ax\\n"', '"%07.7_ax " 8/2 "  %05u " "\\n"'],
    "o": ['"%07.7_Ax\\n"', '"%07.7_ax " 8/2 " %06o " "\\n"'],
    "x": ['"%07.7_Ax\\n"', '"%07.7_ax " 8/2 "   %04x " "\\n"'],
}
_DEFAULT = ['"%07.7_Ax\\n"', '"%07.7_ax " 8/2 "%04x " "\\n"']

_NAMES = (
    "nul soh stx etx eot enq ack bel bs ht lf vt ff cr so si dle dc1 dc2 dc3 dc4 nak syn etb "
    "can em sub esc fs gs rs us"
).split()
_C_ESC = {0: "\\0", 7: "\\a", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 11: "\\v"}


class _Bad(Exception):
    pass


@dataclass
class _Pr:
    text: str  # the whole piece: leading text + conversion (+ trailing text on the last)
    conv: str = ""  # '' for pure text; else d i o u x X c e f g s _a _A _c _p _u
    pyfmt: str = ""  # python % format of the conversion (flags/width/precision + letter)
    bcnt: int = 0
    pre: str = ""
    post: str = ""
    nospace: bool = False


@dataclass
class _Unit:
    reps: int
    bcnt: int
    setrep: bool
    prs: list[_Pr] = field(default_factory=list[_Pr])
    ignore: bool = False


def _unescape(s: str) -> str:
    return re.sub(
        r"\\(.)",
        lambda m: {"n": "\n", "t": "\t", "a": "\a", "b": "\b", "f": "\f", "r": "\r", "v": "\v"}.get(
            m.group(1), m.group(1)
        ),
        s,
    )


_CONV = re.compile(r"%([-+ #0]*)(\d*)(?:\.(\d*))?(_[aA][dox]|_[cpu]|[diouxXcefgGEs%])")


def _parse_format(text: str) -> list[_Unit]:
    units: list[_Unit] = []
    pos = 0
    n = len(text)
    while True:
        while pos < n and text[pos].isspace():
            pos += 1
        if pos >= n:
            return units
        reps, bcnt, setrep = 1, 0, False
        m = re.match(r"(\d+)", text[pos:])
        if m:
            reps = int(m.group(1))
            setrep = True
            pos += m.end()
            while pos < n and text[pos].isspace():
                pos += 1
        if pos < n and text[pos] == "/":
            pos += 1
            while pos < n and text[pos].isspace():
                pos += 1
            m = re.match(r"(\d+)", text[pos:])
            if not m:
                raise _Bad(f"bad format {{{text}}}")
            bcnt = int(m.group(1))
            pos += m.end()
            while pos < n and text[pos].isspace():
                pos += 1
        if pos >= n or text[pos] != '"':
            raise _Bad(f"bad format {{{text}}}")
        end = text.find('"', pos + 1)
        while end > 0 and text[end - 1] == "\\":
            end = text.find('"', end + 1)
        if end < 0:
            raise _Bad(f"bad format {{{text}}}")
        fmt = _unescape(text[pos + 1 : end])
        pos = end + 1
        units.append(_make_unit(fmt, reps, bcnt, setrep))


def _make_unit(fmt: str, reps: int, bcnt: int, setrep: bool) -> _Unit:
    unit = _Unit(reps, bcnt, setrep)
    last = 0
    total = 0
    for m in _CONV.finditer(fmt):
        flags, width, prec, conv = m.groups()
        if conv == "%":
            continue
        pre = fmt[last : m.start()]
        last = m.end()
        size = 0
        if conv in "di":
            size = bcnt or 4
            if size not in (1, 2, 4, 8):
                raise _Bad(f"bad byte count for conversion character {conv}")
        elif conv in "ouxX":
            size = bcnt or 4
            if size not in (1, 2, 4, 8):
                raise _Bad(f"bad byte count for conversion character {conv}")
        elif conv in "eEfgG":
            size = bcnt or 8
            if size not in (4, 8):
                raise _Bad(f"bad byte count for conversion character {conv}")
        elif conv in ("c", "_c", "_p", "_u"):
            size = 1
            if bcnt > 1:
                raise _Bad(f"bad byte count for conversion character {conv[-1]}")
        elif conv == "s":
            if bcnt:
                size = bcnt
            elif prec:
                size = int(prec)
            else:
                raise _Bad("%s requires a precision or a byte count")
        letter = conv[-1] if conv.startswith("_a") or conv.startswith("_A") else conv
        if conv in ("_c", "_p", "_u", "c"):
            letter = "s"
        if letter == "i":
            letter = "d"
        pyfmt = "%" + flags + width + ("." + prec if prec is not None else "") + letter
        unit.prs.append(_Pr("", conv, pyfmt, size, pre.replace("%%", "%")))
        total += size
        if conv.startswith("_A"):
            unit.ignore = True
    tail = fmt[last:].replace("%%", "%")
    if unit.prs:
        unit.prs[-1].post = tail
    else:
        unit.prs.append(_Pr("", post=tail))
    if not bcnt:
        unit.bcnt = total
    return unit


def _char_c(c: int) -> str:
    if c in _C_ESC:
        return _C_ESC[c]
    if 32 <= c < 127:
        return chr(c)
    return f"{c:03o}"


def _char_u(c: int) -> str:
    if c < 32:
        return _NAMES[c]
    if c == 127:
        return "del"
    if c < 127:
        return chr(c)
    return f"{c:02x}"


def _render(pr: _Pr, chunk: bytes | None, address: int) -> str:
    conv = pr.conv
    if not conv:
        return pr.post
    pre, post = pr.pre, pr.post
    if conv.startswith("_a"):
        return pre + (pr.pyfmt % address) + post
    if chunk is None:  # past EOF: blank of the same width
        if conv == "_p" or conv == "s":
            spec = re.sub(r"[-+ #0]", "", pr.pyfmt[1:-1])
            return pre + ("%" + spec + "s") % "" + post
        spec = re.sub(r"[-+ #0]", "", pr.pyfmt[1:-1])
        return pre + ("%" + spec + "s") % "" + post
    if conv == "_p":
        c = chunk[0]
        return pre + (pr.pyfmt % (chr(c) if 32 <= c < 127 else ".")) + post
    if conv == "_c":
        return pre + (pr.pyfmt % _char_c(chunk[0])) + post
    if conv == "_u":
        return pre + (pr.pyfmt % _char_u(chunk[0])) + post
    if conv == "c":
        return pre + (pr.pyfmt % chunk[:1].decode("latin-1")) + post
    if conv == "s":
        return pre + (pr.pyfmt % chunk.split(b"\0")[0].decode("latin-1")) + post
    size = len(chunk)
    if conv in "eEfgG":
        v = struct.unpack("<f" if size == 4 else "<d", chunk)[0]
        return pre + (pr.pyfmt % v) + post
    signed = conv in "di"
    v = int.from_bytes(chunk, "little", signed=signed)
    return pre + (pr.pyfmt % v) + post


#: Blocks of ``-C`` formatted at a time by :func:`_canonical_lines`.
_FAST_BLOCKS = 4096

#: A byte as ``%_p`` shows it: itself when printable ASCII, else a dot.
_PRINTABLE = bytes(c if 32 <= c < 127 else 46 for c in range(256))

_BLOCK = re.compile(b".{16}", re.DOTALL)

#: ``-C``'s line of a whole block: where each byte's two hex digits go.
_HEX_COLUMNS = [10 + 3 * k + (k >= 8) for k in range(16)]
_LINE = 79


def _first_repeat(data: bytes, start: int, end: int) -> int:
    """The offset of the first 16-byte block of ``data[start:end]`` (whole blocks) equal to
    the block before it (which ``-C`` shows as ``*``), or ``end``."""
    blocks = _BLOCK.findall(data, start, end)
    same = compress(range(1, len(blocks)), map(operator.eq, blocks, islice(blocks, 1, None)))
    k = next(same, None)
    return end if k is None else start + 16 * k


def _canonical_lines(data: bytes, start: int, end: int, address: int) -> bytes:
    """``hexdump -C``'s lines of the whole blocks ``data[start:end]``, the first at
    ``address`` (below 2**32: 8 hex digits): each column of the lines filled at once by a
    strided slice assignment (two hex digits of each of the 16 bytes, the address's digits,
    the printable bytes) into lines of blanks.

    Decision: the format engine renders a conversion at a time in Python (some 40 steps a
    line): ``hexdump -C`` of 600 KB 1050 -> ~30 ms."""
    n = (end - start) // 16
    chunk = data[start:end]
    hx = chunk.hex().encode("ascii")
    shown = chunk.translate(_PRINTABLE)
    out = bytearray(b" " * (_LINE * n))
    addr = "".join(map("%08x".__mod__, range(address, address + 16 * n, 16))).encode("ascii")
    for i in range(8):
        out[i::_LINE] = addr[i::8]
    for k, col in enumerate(_HEX_COLUMNS):
        out[col::_LINE] = hx[2 * k :: 32]
        out[col + 1 :: _LINE] = hx[2 * k + 1 :: 32]
    out[60::_LINE] = b"|" * n
    for k in range(16):
        out[61 + k :: _LINE] = shown[k::16]
    out[77::_LINE] = b"|" * n
    out[78::_LINE] = b"\n" * n
    return bytes(out)


def _run(
    ctx: CommandContext, fmts: list[str], p_opts: dict[str, str | None], files: list[str]
) -> int:
    try:
        formats = [_parse_format(f) for f in fmts]
    except _Bad as e:
        err(ctx, str(e))
        return 1
    blocksize = 0
    for units in formats:
        size = sum(u.reps * u.bcnt for u in units if not u.ignore)
        blocksize = max(blocksize, size)
    for units in formats:
        size = sum(u.reps * u.bcnt for u in units if not u.ignore)
        for k, u in enumerate(units):
            if k == len(units) - 1 and size < blocksize and not u.setrep and u.bcnt:
                u.reps += (blocksize - size) // u.bcnt
            if u.reps > 1 and u.prs:
                last = u.prs[-1]
                tail = last.post if last.conv else last.post
                if tail[-1:].isspace():
                    last.nospace = True
    # input
    data_parts: list[bytes] = []
    failed = 0
    for name in files:
        try:
            data_parts.append(open_operand(ctx, name).read())
        except FSError as e:
            err(ctx, f"{name}: {e.strerror}")
            failed += 1
    if files and failed == len(files) and files != ["-"]:
        err(ctx, "all input file arguments failed")
        return 1
    status = 1 if failed else 0
    data = b"".join(data_parts)
    skip_s = p_opts.get("s")
    skip = 0
    if skip_s is not None:
        n = _num(skip_s)
        if n is None:
            err(ctx, f"invalid skip argument: '{skip_s}'")
            return 1
        skip = n
    skip = min(skip, len(data))
    data = data[skip:]
    length_s = p_opts.get("n")
    if length_s is not None:
        n = _num(length_s)
        if n is None:
            err(ctx, f"invalid length argument: '{length_s}'")
            return 1
        data = data[:n]
    verbose = "v" in p_opts
    out: list[str] = []
    prev: bytes | None = None
    starred = False
    pos = 0
    total = len(data)
    canonical = fmts == _CANNED["C"] and skip + total < 1 << 32
    if blocksize:
        while pos < total:
            if canonical and total - pos >= 16 and (verbose or data[pos : pos + 16] != prev):
                # whole lines of -C at once, up to the next block that repeats its previous
                end = pos + 16 * min((total - pos) // 16, _FAST_BLOCKS)
                if not verbose:
                    end = _first_repeat(data, pos, end)
                if out:
                    ctx.stdout.write("".join(out).encode("latin-1", "replace"))
                    out.clear()
                ctx.stdout.write(_canonical_lines(data, pos, end, skip + pos))
                ctx.check()
                prev = data[end - 16 : end]
                starred = False
                pos = end
                continue
            block = data[pos : pos + blocksize]
            if not verbose and prev is not None and len(block) == blocksize and block == prev:
                if not starred:
                    out.append("*\n")
                    starred = True
                pos += blocksize
                continue
            starred = False
            prev = block
            for units in formats:
                bp = 0
                for u in units:
                    if u.ignore:
                        continue
                    for cnt in range(u.reps, 0, -1):
                        for k, pr in enumerate(u.prs):
                            piece = block[bp : bp + pr.bcnt] if pr.conv else b""
                            valid = bool(pr.conv) and bp < len(block)
                            if valid and pr.conv != "s" and len(piece) < pr.bcnt:
                                piece = piece + b"\0" * (pr.bcnt - len(piece))
                            text = _render(
                                pr, piece if valid or not pr.bcnt else None, skip + pos + bp
                            )
                            if cnt == 1 and pr.nospace and k == len(u.prs) - 1:
                                text = text[:-1]
                            out.append(text)
                            bp += pr.bcnt
            pos += len(block)
            if len(out) > 4096:
                ctx.stdout.write("".join(out).encode("latin-1", "replace"))
                out.clear()
                ctx.check()
    end_address = skip + total
    if end_address:
        for units in reversed(formats):
            for u in units:
                if u.ignore:
                    for pr in u.prs:
                        if pr.conv.startswith("_A"):
                            out.append(pr.pre + (pr.pyfmt % end_address) + pr.post)
                        elif not pr.conv:
                            out.append(pr.post)
                    break
            else:
                continue
            break
    ctx.stdout.write("".join(out).encode("latin-1", "replace"))
    return status


def _num(text: str) -> int | None:
    t = text.strip()
    if t.lower().startswith("0x"):
        try:
            return int(t, 16)
        except ValueError:
            return None
    return parse_size(t)


def main(ctx: CommandContext, canonical: bool = False) -> int:
    """``hexdump``."""
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    fmts: list[str] = []
    p_opts: dict[str, str | None] = {}
    if canonical:
        fmts.extend(_CANNED["C"])
    for key, val in p.opts:
        if key in _CANNED:
            fmts.extend(_CANNED[key])
        elif key == "e":
            fmts.append(val or "")
        elif key == "f":
            try:
                text = ctx.read_bytes(val or "").decode("utf-8", "replace")
            except FSError as e:
                err(ctx, f"{val}: {e.strerror}")
                return 1
            fmts.extend(
                ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")
            )
        elif key in ("n", "s"):
            p_opts[key] = val
        elif key == "v":
            p_opts["v"] = None
    if not fmts:
        fmts = list(_DEFAULT)
    return _run(ctx, fmts, p_opts, p.operands or ["-"])


def hd_main(ctx: CommandContext) -> int:
    """``hd``: ``hexdump -C``."""
    return main(ctx, canonical=True)
