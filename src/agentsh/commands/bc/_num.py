"""bc numbers: exact scaled integers with GNU bc 1.07's scale rules and output format.

A :class:`Num` is ``n / 10**scale`` (``n`` a Python int); every operation truncates toward
zero at the scale bc prescribes. :func:`to_string` renders a number in any ``obase`` (multi-digit
groups above 16) and :func:`wrap` splits long output lines with ``\\`` like bc.
"""

from __future__ import annotations

from agentsh._bigint import dec_text
from agentsh._dataclass import dataclass


class BcRuntimeError(Exception):
    """A bc runtime error (message text after ``Runtime error (...): ``)."""


@dataclass(frozen=True, slots=True)
class Num:
    n: int
    scale: int

    def is_zero(self) -> bool:
        return self.n == 0

    def rescale(self, scale: int) -> Num:
        """Truncate (toward zero) or extend to ``scale`` digits."""
        if scale >= self.scale:
            return Num(self.n * 10 ** (scale - self.scale), scale)
        return Num(_tdiv(self.n, 10 ** (self.scale - scale)), scale)

    def to_int(self) -> int:
        return _tdiv(self.n, 10**self.scale)


ZERO = Num(0, 0)
ONE = Num(1, 0)


def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def from_int(v: int) -> Num:
    return Num(v, 0)


def add(a: Num, b: Num) -> Num:
    if a.scale == b.scale:
        return Num(a.n + b.n, a.scale)
    s = max(a.scale, b.scale)
    return Num(a.rescale(s).n + b.rescale(s).n, s)


def sub(a: Num, b: Num) -> Num:
    if a.scale == b.scale:
        return Num(a.n - b.n, a.scale)
    s = max(a.scale, b.scale)
    return Num(a.rescale(s).n - b.rescale(s).n, s)


def mul(a: Num, b: Num, scale: int) -> Num:
    full = a.scale + b.scale
    rs = min(full, max(scale, a.scale, b.scale))
    return Num(a.n * b.n, full).rescale(rs)


def div(a: Num, b: Num, scale: int) -> Num:
    if b.n == 0:
        raise BcRuntimeError("Divide by zero")
    # a/b = (a.n/10^as) / (b.n/10^bs); result n = a.n*10^(scale+bs-as)/b.n
    e = scale + b.scale - a.scale
    if e >= 0:
        return Num(_tdiv(a.n * 10**e, b.n), scale)
    return Num(_tdiv(a.n, b.n * 10**-e), scale)


def mod(a: Num, b: Num, scale: int) -> Num:
    if b.n == 0:
        raise BcRuntimeError("Modulo by zero")
    q = div(a, b, scale)
    rs = max(scale + b.scale, a.scale)
    return sub(a, mul(q, b, rs)).rescale(rs)


def power(a: Num, b: Num, scale: int) -> tuple[Num, bool]:
    """``a ^ b``; the flag says the exponent had a non-zero scale (bc warns)."""
    warn = b.scale > 0 and b.n % 10**b.scale != 0
    e = b.to_int()
    if e == 0:
        return ONE, warn
    if e > 0:
        rs = min(a.scale * e, max(scale, a.scale))
        return Num(a.n**e, a.scale * e).rescale(rs), warn
    if a.n == 0:
        raise BcRuntimeError("divide by zero")
    p = Num(a.n ** (-e), a.scale * -e)
    return div(ONE, p, scale), warn


def isqrt_num(a: Num, scale: int) -> Num:
    if a.n < 0:
        raise BcRuntimeError("Square root of a negative number")
    rs = max(scale, a.scale)
    # value * 10^(2 rs) as an integer, then integer square root
    v = a.rescale(2 * rs).n
    from math import isqrt

    return Num(isqrt(v), rs)


def compare(a: Num, b: Num) -> int:
    d = sub(a, b).n
    return (d > 0) - (d < 0)


def length(a: Num) -> int:
    if a.n == 0:
        return max(1, a.scale) if a.scale else 1
    digits = len(dec_text(abs(a.n)))
    return max(digits, a.scale)


def from_digits(text: str, ibase: int) -> Num:
    """A numeric constant as typed (digits 0-9A-Z, optional fraction) in ``ibase``."""
    if len(text) == 1 and text.isalnum():
        return Num(_digit(text), 0)
    ip, _, fp = text.partition(".")
    if ibase == 10 and len(text) < 4000 and text.isascii():  # (the common case, in C;
        # int() of a str: below CPython's limit on the digits it converts)
        if text.isdigit():
            return Num(int(text), 0)
        if (ip.isdigit() or not ip) and fp.isdigit():
            return Num(int(ip + fp), len(fp))
    v = 0
    for ch in ip:
        v = v * ibase + min(_digit(ch), ibase - 1)
    if not fp:
        return Num(v, 0)
    scale = len(fp)
    num = 0
    den = 1
    for ch in fp:
        num = num * ibase + min(_digit(ch), ibase - 1)
        den *= ibase
    frac = _tdiv(num * 10**scale, den)
    return Num(v * 10**scale + frac, scale)


def _digit(ch: str) -> int:
    if ch.isdigit():
        return ord(ch) - 48
    return ord(ch) - 55


_HEX = "0123456789ABCDEF"


def to_string(a: Num, obase: int) -> str:
    """``a`` as bc prints it in ``obase``."""
    try:
        return _to_string(a, obase)
    except OverflowError:
        raise BcRuntimeError("number too large to print in the sandbox") from None


def _to_string(a: Num, obase: int) -> str:
    neg = a.n < 0
    absn = -a.n if neg else a.n
    ipart, fpart = divmod(absn, 10**a.scale)
    if absn == 0:
        return "0" if obase <= 16 else " " + "0".zfill(len(str(obase - 1)))
    if obase == 10:
        s = dec_text(ipart) if ipart else ""
        if a.scale:
            s += "." + dec_text(fpart).zfill(a.scale)
        if not s:
            s = "0"
        return ("-" if neg and a.n else "") + s
    if obase <= 16:
        digs: list[str] = []
        while ipart:
            ipart, d = divmod(ipart, obase)
            digs.append(_HEX[d])
        s = "".join(reversed(digs)) or ("0" if not a.scale else "0")
        if a.scale:
            s += "." + "".join(_HEX[d] for d in _frac_digits(fpart, a.scale, obase))
        if s.startswith("0") and len(s) > 1 and s[1] == ".":
            s = s[1:] if absn else s
        if absn == 0:
            s = "0"
        return ("-" if neg else "") + s
    width = len(str(obase - 1))
    groups: list[str] = []
    while ipart:
        ipart, d = divmod(ipart, obase)
        groups.append(" " + str(d).zfill(width))
    s = "".join(reversed(groups)) or " " + "0".zfill(width)
    if a.scale:
        s += "." + " ".join(str(d).zfill(width) for d in _frac_digits(fpart, a.scale, obase))
    if absn == 0:
        s = " " + "0".zfill(width)
    return ("-" if neg else "") + s


def _frac_digits(fpart: int, scale: int, obase: int) -> list[int]:
    out: list[int] = []
    limit = 10**scale
    place = 1
    while place < limit:
        fpart *= obase
        d, fpart = divmod(fpart, limit)
        out.append(d)
        place *= obase
    return out


def wrap(text: str, line_len: int) -> str:
    """Split at ``line_len - 1`` characters per line with a trailing backslash."""
    if line_len <= 2 or len(text) < line_len:
        return text
    step = line_len - 2
    parts = [text[i : i + step] for i in range(0, len(text), step)]
    return "\\\n".join(parts)
