"""``od``: dump files in octal and other formats (GNU coreutils 9.1).

Owns type-string parsing (``-t a c dN oN uN xN fN`` with ``C S I L F D`` size letters and the
``z`` trailer), the legacy options (``-a -b -c -d -f -i -l -o -s -x`` ...), GNU's column
layout (every type of a block padded to the widest one, pads spread over the fields as
``od`` does), ``*`` duplicate-block suppression, ``-A -j -N -w -v -S --endian`` and the final
offset line. All operands form one concatenated stream; numbers in ``-j``/``-N`` accept C
prefixes (``0x``, leading ``0``) and size suffixes.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Callable, Sequence

from agentsh._dataclass import dataclass
from agentsh.commands._common import argmatch, err, open_operand, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, parse, value
from agentsh.streams import UnreadableStdin
from agentsh.vfs import FSError

__all__ = ["main"]

SPEC = Spec(
    "od",
    [
        value("A", "A", "address-radix"),
        value("j", "j", "skip-bytes"),
        value("N", "N", "read-bytes"),
        value("S", "S"),
        optional("S", "", "strings"),
        value("t", "t", "format"),
        flag("v", "v", "output-duplicates"),
        optional("w", "w", "width"),
        value("endian", "", "endian"),
        flag("traditional", "", "traditional"),
        flag("a", "a"),
        flag("b", "b"),
        flag("c", "c"),
        flag("d", "d"),
        flag("D", "D"),
        flag("e", "e"),
        flag("f", "f"),
        flag("F", "F"),
        flag("H", "H"),
        flag("X", "X"),
        flag("i", "i"),
        flag("I", "I"),
        flag("L", "L"),
        flag("l", "l"),
        flag("o", "o"),
        flag("O", "O"),
        flag("s", "s"),
        flag("h", "h"),
        flag("B", "B"),
        flag("x", "x"),
    ],
)

_LEGACY = {
    "a": "a",
    "b": "o1",
    "c": "c",
    "d": "u2",
    "D": "u4",
    "e": "fD",
    "f": "fF",
    "F": "fD",
    "h": "x2",
    "H": "x4",
    "X": "x4",
    "i": "dI",
    "I": "dL",
    "L": "dL",
    "l": "dL",
    "o": "o2",
    "B": "o2",
    "O": "o4",
    "s": "d2",
    "x": "x2",
}

_INT_WIDTH = {
    "o": {1: 3, 2: 6, 4: 11, 8: 22},
    "d": {1: 4, 2: 6, 4: 11, 8: 20},
    "u": {1: 3, 2: 5, 4: 10, 8: 20},
    "x": {1: 2, 2: 4, 4: 8, 8: 16},
}
_FLOAT = {4: ("f", 15, 6, 9), 8: ("d", 24, 15, 17)}
_NAMES = (
    "nul soh stx etx eot enq ack bel bs ht nl vt ff cr so si dle dc1 dc2 dc3 dc4 nak syn etb "
    "can em sub esc fs gs rs us sp"
).split()
_C_ESC = {0: "\\0", 7: "\\a", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 11: "\\v"}


@dataclass
class _Type:
    kind: str  # a c d o u x f
    size: int
    width: int
    trailer: bool
    fmt: Callable[[bytes], list[str]]
    #: the items of whole items' bytes as ``%`` arguments (ints, or strings for ``a c f``)
    values: Callable[[bytes], Sequence[object]]
    big: bool = False
    pad: int = 0


def _char_a(c: int) -> str:
    c &= 0x7F
    if c <= 32:
        return _NAMES[c]
    if c == 127:
        return "del"
    return chr(c)


def _char_c(c: int) -> str:
    if c in _C_ESC:
        return _C_ESC[c]
    if 32 <= c < 127:
        return chr(c)
    return f"{c:03o}"


_A_TABLE = [_char_a(i) for i in range(256)]
_C_TABLE = [_char_c(i) for i in range(256)]


#: The smallest normal float and double.
_FLOAT_MIN = {"f": 1.1754943508222875e-38, "d": 2.2250738585072014e-308}


def _float_str(x: float, raw: bytes, code: str, lo: int, hi: int) -> str:
    if x != x:
        return "-nan" if math.copysign(1.0, x) < 0 else "nan"  # (the sign bit, as printf)
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    s = ""
    if abs(x) < _FLOAT_MIN[code]:  # (gnulib's ftoastr: subnormals from one digit on)
        lo = 1
    for prec in range(lo, hi + 1):
        s = format(x, f".{prec}g")
        if struct.pack("<" + code, float(s)) == struct.pack("<" + code, x):
            return s
    return s


def _make_type(kind: str, size: int, trailer: bool, big: bool) -> _Type:
    order = ">" if big else "<"
    if kind in ("a", "c"):
        table = _A_TABLE if kind == "a" else _C_TABLE

        def chars(b: bytes) -> list[str]:
            return list(map(table.__getitem__, b))

        return _Type(kind, 1, 3, trailer, chars, chars, big)
    if kind == "f":
        code, width, lo, hi = _FLOAT[size]

        def ffmt(b: bytes) -> list[str]:
            vals = struct.unpack(f"{order}{len(b) // size}{code}", b)
            return [
                _float_str(v, b[i * size : (i + 1) * size], code, lo, hi)
                for i, v in enumerate(vals)
            ]

        return _Type(kind, size, width, trailer, ffmt, ffmt, big)
    width = _INT_WIDTH[kind][size]
    code = {1: "B", 2: "H", 4: "I", 8: "Q"}[size]
    if kind == "d":
        code = code.lower()
    pyfmt = {"o": "o", "d": "d", "u": "d", "x": "x"}[kind]
    zero = kind in ("o", "x")
    spec = f"0{width}{pyfmt}" if zero else pyfmt

    def ifmt(b: bytes) -> list[str]:
        vals = struct.unpack(f"{order}{len(b) // size}{code}", b)
        return [format(v, spec) for v in vals]

    def ivalues(b: bytes) -> Sequence[int]:
        return b if code == "B" else struct.unpack(f"{order}{len(b) // size}{code}", b)

    return _Type(kind, size, width, trailer, ifmt, ivalues, big)


class _BadType(Exception):
    pass


_SIZE_LETTER = {"C": 1, "S": 2, "I": 4, "L": 8}
_FSIZE_LETTER = {"F": 4, "D": 8, "L": 16}


def _parse_types(text: str, big: bool) -> list[_Type]:
    out: list[_Type] = []
    i = 0
    n = len(text)
    while i < n:
        k = text[i]
        i += 1
        if k not in "acdoufx":
            raise _BadType(f"invalid character '{k}' in type string {quote(text)}")
        size = 1
        if k in "doux":
            m = re.match(r"\d+", text[i:])
            if m:
                size = int(m.group())
                i += m.end()
                if size not in (1, 2, 4, 8):
                    raise _BadType(
                        f"invalid type string {quote(text)};\n"
                        f"this system doesn't provide a {size}-byte integral type"
                    )
            elif i < n and text[i] in _SIZE_LETTER:
                size = _SIZE_LETTER[text[i]]
                i += 1
            else:
                size = 4
        elif k == "f":
            m = re.match(r"\d+", text[i:])
            if m:
                size = int(m.group())
                i += m.end()
                if size not in (4, 8):
                    raise _BadType(
                        f"invalid type string {quote(text)};\n"
                        f"this system doesn't provide a {size}-byte floating point type"
                    )
            elif i < n and text[i] in _FSIZE_LETTER:
                size = _FSIZE_LETTER[text[i]]
                i += 1
                if size == 16:
                    raise _BadType(f"invalid type string {quote(text)} (long double unsupported)")
            else:
                size = 8
        trailer = False
        if i < n and text[i] == "z":
            trailer = True
            i += 1
        out.append(_make_type(k, size, trailer, big))
    return out


def _cnum(text: str) -> int | None:
    """strtoumax base 0 plus od's suffixes (b k m and the GNU size letters)."""
    m = re.fullmatch(r"\s*(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)(.*)", text)
    if m is None:
        return None
    num, suf = m.groups()
    if num.lower().startswith("0x"):
        v = int(num, 16)
    elif num.startswith("0") and len(num) > 1:
        v = int(num, 8)
    else:
        v = int(num)
    mult = {"": 1, "b": 512, "k": 1024, "m": 1024 * 1024}.get(suf)
    if mult is None:
        from agentsh.commands._common import parse_size

        mult = parse_size("1" + suf) if suf else 1
        if mult is None:
            return None
    return v * mult


def _gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a


def main(ctx: CommandContext) -> int:
    """``od``."""
    closed_stdin = [False]
    status = _od(ctx, closed_stdin)
    if closed_stdin[0]:  # (GNU's close_stdin at exit, once the dump is done)
        err(ctx, "standard input: Bad file descriptor")
    return status


def _od(ctx: CommandContext, closed_stdin: list[bool]) -> int:
    """``od``; ``closed_stdin[0]`` is set when it read a closed standard input."""
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    radix = "o"
    skip = 0
    limit: int | None = None
    verbose = False
    width: int | None = None
    big = False
    strings: int | None = None
    for key, val in p.opts:
        if key == "endian":
            endian = argmatch(ctx, "--endian", val or "", {"little": False, "big": True}, SPEC)
            if endian is None:
                return SPEC.status
            big = endian
    types: list[_Type] = []
    try:
        for key, val in p.opts:
            if key == "A":
                if val is None or len(val) != 1 or val not in "doxn":
                    err(
                        ctx,
                        f"invalid output address radix '{val}'; "
                        "it must be one character from [doxn]",
                    )
                    return 1
                radix = val
            elif key == "j":
                n = _cnum(val or "")
                if n is None:
                    err(ctx, f"invalid skip-bytes argument {quote(val or '')}")
                    return 1
                skip = n
            elif key == "N":
                n = _cnum(val or "")
                if n is None:
                    err(ctx, f"invalid read-bytes argument {quote(val or '')}")
                    return 1
                limit = n
            elif key == "t":
                types.extend(_parse_types(val or "", big))
            elif key == "v":
                verbose = True
            elif key == "w":
                if val is None:
                    width = 32
                else:
                    n = _cnum(val)
                    if n is None:
                        err(ctx, f"invalid width argument {quote(val)}")
                        return 1
                    width = n
            elif key == "S":
                if val is None:
                    strings = 3
                else:
                    n = _cnum(val)
                    if n is None:
                        err(ctx, f"invalid string length argument {quote(val)}")
                        return 1
                    strings = n
            elif key in _LEGACY:
                types.extend(_parse_types(_LEGACY[key], big))
    except _BadType as e:
        err(ctx, str(e))
        return 1
    if not types:
        types = _parse_types("o2", big)
    # read the concatenated input
    names = p.operands or ["-"]
    status = 0
    parts: list[bytes] = []
    # (where a write-only stdin is: its file is a regular one, which GNU's skip seeks in:
    # the rest of the skip is done there)
    absorb_at: int | None = None
    for name in names:
        try:
            parts.append(open_operand(ctx, name).read())
        except FSError as e:
            err(ctx, f"{name}: {e.strerror}")
            status = 1
        except UnreadableStdin as e:  # (``0<&-``, ``<&3`` of ``3>f``: read as empty)
            err(ctx, f"'standard input': {e.strerror}")
            closed_stdin[0] = closed_stdin[0] or e.closed
            if not e.closed and absorb_at is None:
                absorb_at = sum(map(len, parts))
            parts.append(b"")
            status = 1
    if not parts:
        return status  # no operand could be opened: no dump at all, as GNU
    data = b"".join(parts)
    if absorb_at is not None and skip > absorb_at:
        data = data[absorb_at:]
    elif skip > len(data):
        err(ctx, "cannot skip past end of combined input")
        closed_stdin[0] = False  # (GNU exits there, before its close_stdin)
        return 1
    else:
        data = data[skip:]
    if limit is not None:
        data = data[:limit]
    addr_width = {"o": 7, "d": 7, "x": 6, "n": 0}[radix]
    addr_fmt = {"o": "o", "d": "d", "x": "x", "n": ""}[radix]

    def address(off: int) -> str:
        if radix == "n":
            return ""
        return format(off, f"0{addr_width}{addr_fmt}")

    if strings is not None:
        _dump_strings(ctx, data, skip, strings, address)
        return status
    lcm = 1
    for t in types:
        lcm = lcm * t.size // _gcd(lcm, t.size)
    per_line = 16 if width is None else width
    if per_line <= 0 or per_line % lcm:
        ctx.stderr.write(f"od: warning: invalid width {per_line}; using {lcm} instead\n".encode())
        per_line = lcm
    width_per_block = max((t.width + 1) * (per_line // t.size) for t in types)
    for t in types:
        t.pad = width_per_block - t.width * (per_line // t.size)
    layout = _Layout(types, per_line, radix, addr_width)
    out: list[str] = []
    total = len(data)
    full = total // per_line
    dups: list[int] = [] if verbose else _repeated_lines(data, per_line, full)
    dups.append(full)  # (a sentinel)
    line = 0
    d = 0  # dups[d] is the first repeated line at or after ``line``
    while line < full:  # runs of whole lines told apart from their predecessor
        end = min(dups[d], line + _RUN_LINES)
        if end > line:
            out.append(layout.lines(data[line * per_line : end * per_line], skip + line * per_line))
        if end == dups[d] < full:
            out.append("*\n")
            while dups[d] == end < full:  # the lines repeated in a row
                d += 1
                end += 1
        line = end
        ctx.stdout.write("".join(out).encode())
        out.clear()
        ctx.check()
    if full * per_line < total:
        out.append(layout.partial(data[full * per_line :], skip + full * per_line))
    if radix != "n":
        out.append(address(skip + total) + "\n")
    ctx.stdout.write("".join(out).encode())
    return status


#: Lines formatted by one ``%`` (see :class:`_Layout`).
_RUN_LINES = 4096


def _repeated_lines(data: bytes, size: int, full: int) -> list[int]:
    """The ascending indexes of the whole ``size``-byte lines of ``data`` equal to the line before.

    The lines are compared all at once: the XOR of ``data`` and ``data`` shifted by a line
    (as big integers) has a line of zero bytes exactly where a line repeats; ``bytes.find``
    of such a zero line jumps over the rest."""
    if full < 2:
        return []
    n = (full - 1) * size
    x = int.from_bytes(data[size : size + n], "big") ^ int.from_bytes(data[:n], "big")
    diff = x.to_bytes(n, "big")
    zeros = bytes(size)
    out: list[int] = []
    at = diff.find(zeros)
    while at >= 0:
        start = -(-at // size) * size  # the first line start at or after ``at``
        if diff[start : start + size] == zeros:
            out.append(start // size + 1)
        at = diff.find(zeros, start + 1)
    return out


class _Layout:
    """GNU's line layout for the output types: each item right-justified in its column
    (every type's pads spread over the fields as od does), then formatted for whole runs of
    lines at once.

    Decision: a run of whole lines is one ``%`` of a repeated line format (the address and
    each item a directive, ``%02x``/``%3o``/``%5d`` or ``%Ns`` for characters and floats)
    over one flat tuple of arguments, built by strided list assignments from the unpacked
    values; ``-t x`` items come from ``bytes.hex`` (a line's items one ``%s``). That is C
    loops instead of a Python step per item: ``od -An -tx1`` of 2.7 MB 510 -> ~100 ms."""

    def __init__(self, types: list[_Type], per_line: int, radix: str, addr_width: int) -> None:
        self.types = types
        self.per_line = per_line
        self.radix = radix
        self.addr_width = addr_width
        self.widths: list[list[int]] = []  # each type's column widths
        for t in types:
            fields = per_line // t.size
            cols: list[int] = []
            pad_rem = t.pad
            for k in range(fields):
                next_pad = t.pad * (fields - k - 1) // fields
                cols.append(pad_rem - next_pad + t.width)
                pad_rem = next_pad
            self.widths.append(cols)
        unit: list[str] = []
        self.nargs = 0
        self.addr_fmt = {"o": "%07o", "d": "%07d", "x": "%06x", "n": ""}[radix]
        if radix != "n":
            unit.append(self.addr_fmt)
            self.nargs += 1
        for ti, t in enumerate(types):
            if ti and radix != "n":
                unit.append(" " * addr_width)
            if self._hex(t, ti):
                unit.append(" %s")  # the line's items from ``bytes.hex``
                self.nargs += 1
            else:
                for w in self.widths[ti]:
                    if t.kind in "ox":
                        unit.append(" " * (w - t.width) + f"%0{t.width}{t.kind}")
                    elif t.kind in "du":
                        unit.append(f"%{w}d")
                    else:
                        unit.append(f"%{w}s")
                self.nargs += len(self.widths[ti])
            if t.trailer:
                unit.append("  >%s<")
                self.nargs += 1
            unit.append("\n")
        self.unit = "".join(unit)

    def _hex(self, t: _Type, ti: int) -> bool:
        """Whether the items of type ``t`` are ``bytes.hex`` groups (hex, no pads)."""
        return t.kind == "x" and all(w == t.width + 1 for w in self.widths[ti])

    def lines(self, run: bytes, offset: int) -> str:
        """The text of ``run``, whole lines, the first at input ``offset``."""
        size = self.per_line
        n = len(run) // size
        args: list[object] = [None] * (n * self.nargs)
        step = self.nargs
        at = 0
        if self.radix != "n":
            args[0::step] = range(offset, offset + n * size, size)
            at = 1
        for ti, t in enumerate(self.types):
            if self._hex(t, ti):
                text = _swapped(run, t.size, t.big).hex(" ", -t.size)
                length = size * 2 + size // t.size - 1
                args[at::step] = [
                    text[i : i + length] for i in range(0, n * (length + 1), length + 1)
                ]
                at += 1
            else:
                fields = size // t.size
                values = t.values(run)
                for k in range(fields):
                    args[at + k :: step] = values[k::fields]
                at += fields
            if t.trailer:
                shown = run.translate(_SHOWN).decode("latin-1")
                args[at::step] = [shown[i : i + size] for i in range(0, n * size, size)]
                at += 1
        return self.unit * n % tuple(args)

    def partial(self, block: bytes, offset: int) -> str:
        """The last line, shorter than a whole one: its missing items left blank."""
        out: list[str] = []
        for ti, t in enumerate(self.types):
            fields = self.per_line // t.size
            blank = (self.per_line - len(block)) // t.size
            count = fields - blank
            padded = block + bytes(max(count * t.size - len(block), 0))
            items = t.fmt(padded[: count * t.size])
            if ti == 0:
                addr = "" if self.radix == "n" else self.addr_fmt % offset
            else:
                addr = " " * self.addr_width
            line = [addr]
            line += [item.rjust(w) for item, w in zip(items, self.widths[ti], strict=False)]
            if t.trailer:
                line.append(" " * (blank * t.width + t.pad * blank // fields))
                line.append("  >" + block.translate(_SHOWN).decode("latin-1") + "<")
            line.append("\n")
            out.append("".join(line))
        return "".join(out)


#: ``translate`` table of the ``z`` trailer: printable ASCII as is, any other byte '.'.
_SHOWN = bytes(c if 32 <= c < 127 else 46 for c in range(256))


def _swapped(data: bytes, size: int, big: bool) -> bytes:
    """``data`` with the bytes of each ``size``-byte item reversed when little-endian (so
    that ``bytes.hex`` groups read as the items' values)."""
    if size == 1 or big:
        return data
    out = bytearray(len(data))
    for k in range(size):
        out[k::size] = data[size - 1 - k :: size]
    return bytes(out)


def _dump_strings(
    ctx: CommandContext, data: bytes, base: int, minlen: int, address: Callable[[int], str]
) -> None:
    out: list[str] = []
    for m in re.finditer(rb"[\x20-\x7e]{%d,}(?=\0)" % max(minlen, 1), data):
        s = m.group().decode("ascii")
        addr = address(base + m.start())
        out.append((addr + " " if addr else "") + s + "\n")
    ctx.stdout.write("".join(out).encode())
