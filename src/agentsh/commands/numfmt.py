"""``numfmt``: convert numbers to/from human-readable strings (GNU coreutils 9.1).

Owns the port of ``numfmt.c``: --from/--to scaling (si, iec, iec-i, auto), --from-unit and
--to-unit, --round, --padding and automatic padding, --format (prefix, width, zero padding,
precision, suffix), --suffix, --field/-d field selection, --header, --invalid modes, -z, and
GNU's diagnostics and exit statuses (2 for conversion errors). GNU computes in x87 ``long
double``; this port uses exact fractions rounded to a 64-bit significand after every operation
(:func:`_ld`) and prints with ``%.*Lf``'s exact decimal rounding, so results match bit for bit;
plain integers and decimals take an integer-only fast path that provably gives the same
results (see "the fast path" in :class:`_Numfmt`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from itertools import repeat
from operator import itemgetter
from typing import cast

from agentsh._gcpause import gc_paused
from agentsh.commands._common import argmatch, err, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.cut import parse_list
from agentsh.commands.options import Spec, flag, optional, parse, usage_error, value

SPEC = Spec(
    "numfmt",
    [
        value("from", "", "from"),
        value("from-unit", "", "from-unit"),
        value("to", "", "to"),
        value("to-unit", "", "to-unit"),
        value("round", "", "round"),
        value("padding", "", "padding"),
        value("suffix", "", "suffix"),
        flag("grouping", "", "grouping"),
        value("d", "d", "delimiter"),
        value("field", "", "field"),
        flag("debug", "", "debug"),
        optional("header", "", "header"),
        value("format", "", "format"),
        value("invalid", "", "invalid"),
        flag("z", "z", "zero-terminated"),
    ],
)

_TWO64 = 1 << 64
_E18 = 10**18
_E17 = 10**17
_TWO62 = 1 << 62
_MAG_ROUND = {  # --round -> (magnitude rounding of positive values, of negative values)
    "up": ("ceil", "floor"),
    "down": ("floor", "ceil"),
    "from-zero": ("ceil", "ceil"),
    "towards-zero": ("floor", "floor"),
    "nearest": ("half", "half"),
}
_FIELD_SET_SIZE = 256
_FIELD = re.compile(r"[ \t\n]*[^ \t\n]*")

MAX_UNSCALED_DIGITS = 18
MAX_ACCEPTABLE_DIGITS = 27
INTMAX_MAX = (1 << 63) - 1
_SUFFIXES = "KMGTPEZY"

_OK, _LOSS, _OVERFLOW, _INVALID, _FORBIDDEN, _BAD_SUFFIX, _MISSING_I = range(7)


class _Die(Exception):
    def __init__(self, message: str, status: int = 1, usage: bool = False) -> None:
        super().__init__(message)
        self.status = status
        self.usage = usage


def _ld(x: Fraction) -> Fraction:
    """Round ``x`` to the nearest x87 long double (64-bit significand, ties to even)."""
    n = x.numerator
    if n == 0:
        return x
    d = x.denominator
    a = abs(n)
    shift = 64 - (a.bit_length() - d.bit_length())
    while True:
        num = a << shift if shift >= 0 else a
        den = d if shift >= 0 else d << -shift
        q, r = divmod(num, den)
        if q >= 1 << 64:
            shift -= 1
        elif q < 1 << 63:
            shift += 1
        else:
            break
    if 2 * r > den or (2 * r == den and q & 1):
        q += 1
    res = Fraction(q, 1 << shift) if shift >= 0 else Fraction(q << -shift)
    return res if n > 0 else -res


def _ldq(num: int, den: int) -> tuple[int, int]:
    """``(m, e)``: the x87 long double ``m * 2**e`` nearest ``num / den`` (both > 0; a
    64-bit significand, ties to even), with integers only (:func:`_ld` with fractions is
    several times slower)."""
    s = 66 - num.bit_length() + den.bit_length()  # the quotient gets 66 or 67 bits
    q, r = divmod(num << s, den) if s >= 0 else divmod(num, den << -s)
    extra = q.bit_length() - 64
    low = q & ((1 << extra) - 1)
    q >>= extra
    half = 1 << (extra - 1)
    if low > half or (low == half and (r or q & 1)):
        q += 1
        if q >> 64:
            q >>= 1
            extra += 1
    return q, extra - s


def _decimal_side(a: int, digits: int, mult: int, pa: int) -> int:
    """The sign of GNU's ``ld(ld(ld(I + ld(F / 10**digits)) * mult) * 10**pa)``
    (``simple_strtod_human`` reading the decimal ``a / 10**digits`` = I.F with a suffix worth
    ``mult``, then the power adjustment before rounding) minus its exact value, an integer
    (a positive)."""
    one = 10**digits
    i, f = divmod(a, one)
    m, e = i, 0
    if f:
        m, e = _ldq(f, one)
        if i:
            m, e = _ldq((i << -e) + m, 1 << -e)
    if not m:
        return 0
    if mult != 1:
        m, e = _ldq(m * mult, 1 << -e) if e < 0 else _ldq((m * mult) << e, 1)
    num = m * 10**pa
    xm, xe = _ldq(num, 1 << -e) if e < 0 else _ldq(num << e, 1)
    target = a * mult * 10**pa // one
    lhs, rhs = (xm << xe, target) if xe >= 0 else (xm, target << -xe)
    return (lhs > rhs) - (lhs < rhs)


def _trunc(x: Fraction) -> int:
    return int(x)  # Fraction.__int__ truncates toward zero, like a C cast


def _powerld(base: int, x: int) -> Fraction:
    result = Fraction(base)
    if x == 0:
        return Fraction(1)
    for _ in range(x - 1):
        result = _ld(result * base)
    return result


def _expld(val: Fraction, base: int) -> tuple[Fraction, int]:
    power = 0
    while abs(val) >= base:
        power += 1
        val = _ld(val / base)
    return val, power


def _simple_round(val: Fraction, style: str) -> Fraction:
    mul = _trunc(_ld(val / INTMAX_MAX))
    val = _ld(val - _ld(Fraction(INTMAX_MAX) * mul))

    def ceil(v: Fraction) -> int:
        i = _trunc(v)
        return i + 1 if i < v else i

    if style == "up":
        r = ceil(val)
    elif style == "down":
        r = -ceil(-val)
    elif style == "from-zero":
        r = -ceil(-val) if val < 0 else ceil(val)
    elif style == "towards-zero":
        r = _trunc(val)
    else:
        r = _trunc(_ld(val - Fraction(1, 2))) if val < 0 else _trunc(_ld(val + Fraction(1, 2)))
    return _ld(_ld(Fraction(INTMAX_MAX) * mul) + r)


def _fmt_fixed(val: Fraction, prec: int) -> str:
    """``%.{prec}Lf`` of an exact binary value (glibc: exact, ties to even)."""
    neg = val < 0
    scaled = abs(val) * 10**prec
    q, r = divmod(scaled.numerator, scaled.denominator)
    if 2 * r > scaled.denominator or (2 * r == scaled.denominator and q & 1):
        q += 1
    digits = str(q)
    if prec:
        digits = digits.rjust(prec + 1, "0")
        digits = digits[:-prec] + "." + digits[-prec:]
    return ("-" if neg else "") + digits


def _fmt_g(val: Fraction) -> str:
    """``%Lg`` of an exact long double: six significant digits rounded from the exact value
    (ties to even), as glibc does; converting to a double first could round twice."""
    if val == 0:
        return "0"
    a = abs(val)
    e = len(str(a.numerator)) - len(str(a.denominator))
    while a >= Fraction(10) ** (e + 1):
        e += 1
    while a < Fraction(10) ** e:
        e -= 1
    scaled = a / Fraction(10) ** (e - 5)
    q, r = divmod(scaled.numerator, scaled.denominator)
    if 2 * r > scaled.denominator or (2 * r == scaled.denominator and q & 1):
        q += 1
    if q == 10**6:
        q = 10**5
        e += 1
    digits = str(q)
    if -4 <= e < 6:
        places = 5 - e
        if places:
            t = digits.rjust(places + 1, "0")
            out = (t[:-places] + "." + t[-places:]).rstrip("0").rstrip(".")
        else:
            out = digits
    else:
        mant = (digits[0] + "." + digits[1:]).rstrip("0").rstrip(".")
        out = f"{mant}e{'-' if e < 0 else '+'}{abs(e):02d}"
    return ("-" if val < 0 else "") + out


def _strtod_int(s: str, i: int) -> tuple[int, int, Fraction, bool]:
    """(error, end, value, negative) of ``simple_strtod_int``."""
    e = _OK
    negative = False
    if i < len(s) and s[i] == "-":
        i += 1
        negative = True
    val = Fraction(0)
    digits = 0
    found = False
    while i < len(s) and "0" <= s[i] <= "9":
        digit = ord(s[i]) - 48
        found = True
        if val or digit:
            digits += 1
        if digits > MAX_UNSCALED_DIGITS:
            e = _LOSS
        if digits > MAX_ACCEPTABLE_DIGITS:
            return _OVERFLOW, i, val, negative
        val = _ld(_ld(val * 10) + digit)
        i += 1
    if not found and not s.startswith(".", i):
        return _INVALID, i, val, negative
    return e, i, -val if negative else val, negative


def _strtod_human(s: str, scale: str) -> tuple[int, int, Fraction, int]:
    """(error, end, value, precision) of ``simple_strtod_human``."""
    precision = 0
    e, i, val, negative = _strtod_int(s, 0)
    if e not in (_OK, _LOSS):
        return e, i, val, precision
    if s.startswith(".", i):
        i += 1
        e2, j, frac, neg_frac = _strtod_int(s, i)
        if e2 not in (_OK, _LOSS):
            return e2, j, val, precision
        if e2 == _LOSS:
            e = e2
        if neg_frac:
            return _INVALID, j, val, precision
        exponent = j - i
        frac = _ld(frac / _powerld(10, exponent))
        val = _ld(val - frac) if negative else _ld(val + frac)
        precision = exponent
        i = j
    base = 1024 if scale in ("iec", "iec-i") else 1000
    power = 0
    if i < len(s):
        while i < len(s) and s[i] in " \t":
            i += 1
        c = s[i] if i < len(s) else ""
        if c not in _SUFFIXES:
            return _BAD_SUFFIX, i, val, precision
        if scale == "none":
            return _FORBIDDEN, i, val, precision
        power = _SUFFIXES.index(c) + 1 if c else 0
        i += 1
        if scale == "auto" and s.startswith("i", i):
            base = 1024
            i += 1
        precision = 0
    if scale == "iec-i":
        if s.startswith("i", i):
            i += 1
        else:
            return _MISSING_I, i, val, precision
    val = _ld(val * _powerld(base, power))
    return e, i, val, precision


_ERRMSG = {
    _OVERFLOW: "value too large to be converted: {}",
    _INVALID: "invalid number: {}",
    _FORBIDDEN: "rejecting suffix in input: {} (consider using --from)",
    _BAD_SUFFIX: "invalid suffix in input: {}",
    _MISSING_I: "missing 'i' suffix in input: {} (e.g Ki/Mi/Gi)",
}


def _argmatch(ctx: CommandContext, opt: str, arg: str, choices: list[str]) -> str:
    """The word of ``choices`` that ``arg`` names (GNU's argmatch); else _Die after its
    message."""
    word = argmatch(ctx, opt, arg, {c: c for c in choices}, SPEC)
    if word is None:
        raise _Die("")
    return word


def _unit_size(text: str) -> int:
    s = text
    mult = 1
    if s and not s[-1].isdigit():
        if s[-1] == "i" and len(s) >= 2 and not s[-2].isdigit():
            s = s[:-1]
            base = 1024
        else:
            base = 1000
        c = s[-1]
        if c in _SUFFIXES:
            mult = base ** (_SUFFIXES.index(c) + 1)
            s = s[:-1]
        else:
            raise _Die(f"invalid unit size: {quote(text)}")
        if s == "":
            s = "1"
    if not s.isdigit() or not s.isascii() or int(s) == 0:
        raise _Die(f"invalid unit size: {quote(text)}")
    return int(s) * mult


@cache
def _scaled_names(base: int, suffixes: tuple[str, ...]) -> tuple[list[list[str]], list[list[str]]]:
    """What the default precision prints of a value scaled ``k`` times (``k`` < 6, past
    ``MAX_UNSCALED_DIGITS``) and rounded to ``y``, by ``k`` then ``y``: whole (``y`` up to
    ``base``, which is ``1.0`` of the next suffix), and in tenths (below 10: ``y`` up to
    100, which is ``10``)."""
    wholes = [
        [f"{y}{suffixes[k]}" for y in range(base)] + ["1.0" + suffixes[k + 1]] for k in range(6)
    ]
    tenths = [
        [f"{y // 10}.{y % 10}{suffixes[k]}" for y in range(100)] + ["10" + suffixes[k]]
        for k in range(6)
    ]
    return wholes, tenths


class _Numfmt:
    def __init__(self, ctx: CommandContext) -> None:
        self.ctx = ctx
        self.scale_from = "none"
        self.scale_to = "none"
        self.round = "from-zero"
        self.inval = "abort"
        self.suffix: str | None = None
        self.from_unit = 1
        self.to_unit = 1
        self.padding_width = 0
        self.zero_padding_width = 0
        self.user_precision = -1
        self.left = False
        self.fmt_prefix = ""
        self.fmt_suffix = ""
        self.delimiter: str | None = None
        self.auto_padding = False
        self.fields: list[tuple[int, int]] | None = None
        self.field_set: frozenset[int] = frozenset([1])
        self.out: list[str] = []
        # how --round rounds the magnitude of a positive / negative value (fast path)
        self.mag_round_pos = "ceil"
        self.mag_round_neg = "ceil"

    def error(self, msg: str) -> None:
        """An error() with conv_exit_code: fatal (status 2) in abort mode."""
        if self.inval == "abort":
            raise _Die(msg, 2)
        self.flush()
        err(self.ctx, msg)

    def flush(self) -> None:
        if self.out:
            self.ctx.stdout.write("".join(self.out).encode("utf-8", "surrogateescape"))
            self.out.clear()

    def parse_format(self, fmt: str) -> None:
        i = 0
        n = len(fmt)

        def at(k: int) -> str:
            return fmt[k] if k < n else ""

        prefix_len = 0
        while not (at(i) == "%" and at(i + 1) != "%"):
            if not at(i):
                raise _Die(f"format {quote(fmt)} has no % directive")
            prefix_len += 1
            i += 2 if at(i) == "%" else 1
        i += 1
        zero = False
        while True:
            skip = 0
            while at(i) == " ":
                i += 1
                skip += 1
            if at(i) == "'":
                i += 1
            elif at(i) == "0":
                zero = True
                i += 1
            elif not skip:
                break
        j = i
        while at(j) in (" ", "\t", "\n", "\v", "\f", "\r") and at(j):
            j += 1
        k = j
        if at(k) in ("+", "-"):
            k += 1
        m = k
        while at(m).isdigit() and at(m).isascii():
            m += 1
        if m > k:
            pad = int(fmt[j:m])
            endp = m
        else:
            pad = 0
            endp = i
        if pad != 0:
            if pad < 0:
                self.left = True
                self.padding_width = -pad
            elif zero:
                self.zero_padding_width = pad
            else:
                self.padding_width = pad
        i = endp
        if not at(i):
            raise _Die(f"format {quote(fmt)} ends in %")
        if at(i) == ".":
            i += 1
            j = i
            while at(j) in (" ", "\t", "\n", "\v", "\f", "\r") and at(j):
                j += 1
            k = j
            neg = False
            if at(k) in ("+", "-"):
                neg = at(k) == "-"
                k += 1
            m = k
            while at(m).isdigit() and at(m).isascii():
                m += 1
            if m > k:
                prec = int(fmt[k:m]) * (-1 if neg else 1)
                endp = m
            else:
                prec = 0
                endp = i
            if prec < 0 or at(i) in (" ", "\t", "+"):
                raise _Die(f"invalid precision in format {quote(fmt)}")
            self.user_precision = prec
            i = endp
        if at(i) != "f":
            raise _Die(f"invalid format {quote(fmt)}, directive must be %[0]['][-][N][.][N]f")
        i += 1
        suffix_pos = i
        while at(i):
            if at(i) == "%" and at(i + 1) != "%":
                raise _Die(f"format {quote(fmt)} has too many % directives")
            i += 2 if at(i) == "%" else 1
        self.fmt_prefix = fmt[:prefix_len]
        self.fmt_suffix = fmt[suffix_pos:]

    def double_to_human(self, val: Fraction, precision: int) -> str:
        zp = self.zero_padding_width

        def c_fmt(v: Fraction, prec: int, suffix: str = "") -> str:
            s = _fmt_fixed(v, prec)
            if zp and len(s) < zp:
                sign = "-" if s.startswith("-") else ""
                s = sign + s[len(sign) :].rjust(zp - len(sign), "0")
            return s + suffix

        if self.scale_to == "none":
            p10 = _powerld(10, precision)
            val = _ld(val * p10)
            val = _simple_round(val, self.round)
            val = _ld(val / p10)
            return c_fmt(val, precision)
        base = 1024 if self.scale_to in ("iec", "iec-i") else 1000
        val, power = _expld(val, base)
        if self.user_precision != -1:
            power_adjust = min(power * 3, self.user_precision)
        elif abs(val) < 10:
            power_adjust = 1
        else:
            power_adjust = 0
        p10 = _powerld(10, power_adjust)
        val = _ld(val * p10)
        val = _simple_round(val, self.round)
        val = _ld(val / p10)
        if abs(val) >= base:
            val = _ld(val / base)
            power += 1
        show_dp = 1 if (val != 0 and abs(val) < 10 and power > 0) else 0
        prec = show_dp if self.user_precision == -1 else self.user_precision
        suf = _SUFFIXES[power - 1] if 0 < power <= 8 else ("" if power == 0 else "(error)")
        s = c_fmt(val, prec, suf)
        if self.scale_to == "iec-i" and power > 0:
            s += "i"
        return s

    def prepare(self, val: Fraction, precision: int) -> str | None:
        used = precision if self.user_precision == -1 else self.user_precision
        _, x = _expld(val, 10)
        if self.scale_to == "none" and x + used > MAX_UNSCALED_DIGITS:
            if self.inval != "ignore":
                if used:
                    self.error(
                        f"value/precision too large to be printed: '{_fmt_g(val)}/{used}'"
                        " (consider using --to)"
                    )
                else:
                    self.error(
                        f"value too large to be printed: '{_fmt_g(val)}' (consider using --to)"
                    )
            return None
        if x > MAX_ACCEPTABLE_DIGITS - 1:
            if self.inval != "ignore":
                self.error(
                    f"value too large to be printed: '{_fmt_g(val)}' (cannot handle values > 999Y)"
                )
            return None
        buf = self.double_to_human(val, used)
        if self.suffix:
            buf += self.suffix
        if self.padding_width and len(buf) < self.padding_width:
            pad = " " * (self.padding_width - len(buf))
            buf = buf + pad if self.left else pad + buf
        return buf

    def process_field(self, text: str, field: int) -> bool:
        if not self._include(field):
            self.out.append(text)
            return True
        if self.suffix and len(text) > len(self.suffix) and text.endswith(self.suffix):
            text = text[: len(text) - len(self.suffix)]
        p = text.lstrip(" \t")
        if self.auto_padding:
            self.padding_width = len(text) if (len(p) != len(text) or field > 1) else 0
        fast = self.fast_convert(p, self.padding_width)
        if fast is not None:
            self.out.append(self.fmt_prefix)
            self.out.append(fast)
            self.out.append(self.fmt_suffix)
            return True
        e, end, val, precision = _strtod_human(p, self.scale_from)
        ok = e in (_OK, _LOSS)
        if not ok:
            if self.inval != "ignore":
                self.error(_ERRMSG[e].format(quote(p)))
        elif end < len(p):
            if self.inval != "ignore":
                self.error(f"invalid suffix in input {quote(p)}: {quote(p[end:])}")
            ok = False
        if ok and e == _LOSS and self.debug:
            self.flush()
            err(self.ctx, f"large input value {quote(p)}: possible precision loss")
        if ok:
            if self.from_unit != 1 or self.to_unit != 1:
                val = _ld(_ld(val * self.from_unit) / self.to_unit)
            buf = self.prepare(val, precision)
            if buf is None:
                ok = False
            else:
                self.out.append(self.fmt_prefix)
                self.out.append(buf)
                self.out.append(self.fmt_suffix)
                return True
        self.out.append(text)
        return False

    debug = False

    # -- the fast path ---------------------------------------------------------------------
    # Decision: GNU computes in x87 long double; emulating every operation with exact
    # fractions (:func:`_ld`) costs ~60 us a number. Plain integers and decimals (the common
    # input) take a shortcut instead: their exact value is a / 10**digits, and the scaled,
    # power-adjusted value is a fraction N / D computed exactly with integers. GNU's chain
    # differs from it by a relative error below m * 2**-64 (m roundings: two or three when
    # reading a decimal, k divisions by the base, one product, one addition), so it rounds
    # to the same integer whenever the exact value is not a rounding boundary (its distance
    # to one is then at least 1 / 2D; checked: 4 * N * m < 2**64). At a boundary the result
    # is the exact one only if every step was exact (checked: the intermediate values are
    # dyadic with a significand of at most 64 bits); an inexact decimal there (1.1 printed
    # with one decimal) is settled by :func:`_decimal_side`, an integer-only emulation of
    # its few roundings. Anything else (huge values, errors, units with decimals) returns
    # None, which sends the field through the exact path. Measured: 100,000 integers
    # --to=si 8.5 s -> 0.05 s; 1M --to=iec 60 s (over the time limit) -> ~0.5 s.

    def fast_value(self, p: str) -> tuple[int, int, int] | None:
        """``(v, digits, mult)`` with the value of the stripped field ``p`` exactly
        ``v / 10**digits`` when it is a plain integer (with a scale suffix where --from
        allows one, and --from-unit/--to-unit applied) or a plain decimal (no units, below
        10**17 without its point, ``mult`` the worth of its suffix, else 1) that
        ``simple_strtod_human`` reads without a diagnostic; None otherwise."""
        scale = self.scale_from
        power = 0
        base = 1000
        if scale != "none" and p and not p[-1].isdigit():
            last = p[-1]
            if scale == "iec-i" or (scale == "auto" and last == "i"):
                if last != "i" or len(p) < 2:
                    return None
                c = p[-2]
                p = p[:-2]
                base = 1024
            else:
                c = last
                p = p[:-1]
                if scale == "iec":
                    base = 1024
            power = _SUFFIXES.find(c) + 1
            if power == 0:
                return None
        elif scale == "iec-i":
            return None  # GNU 9.1 wants the "i" even without a suffix letter
        neg = p.startswith("-")
        d = p[1:] if neg else p
        if not (d.isdigit() and d.isascii()):
            # a decimal: its value is rounded twice (fraction, sum), counted in the bounds
            ip, dot, fp = d.partition(".")
            if not dot or not fp.isdigit() or not (ip + fp).isascii():
                return None
            if ip and not ip.isdigit() or len(fp) > MAX_UNSCALED_DIGITS:
                return None
            if self.from_unit != 1 or self.to_unit != 1:
                return None
            mult = base**power
            v = int(ip + fp) * mult
            if v >= _E17:
                return None
            return (-v if neg else v), len(fp), mult
        if len(d) > MAX_UNSCALED_DIGITS and len(d.lstrip("0")) > MAX_UNSCALED_DIGITS:
            return None  # precision loss (a --debug warning) or overflow
        v = int(d)
        if power:
            v *= base**power
        if self.from_unit != 1 or self.to_unit != 1:
            v *= self.from_unit
            if v >= _TWO64:
                return None
            v, r = divmod(v, self.to_unit)
            if r:
                return None
        return (-v if neg else v), 0, 1

    def fast_prepare(self, v: int, digits: int, mult: int, pad: int) -> str | None:
        """``prepare`` (double_to_human, --suffix, padding) of the exact value
        ``v / 10**digits`` (from :meth:`fast_value`, a decimal with a suffix worth ``mult``)
        with padding width ``pad``, or None when the exact path must decide (see the note
        above). A decimal was rounded twice when read (fraction, sum), thrice with a suffix;
        the bounds count those roundings."""
        a = -v if v < 0 else v
        if a >= (_E17 if digits else _E18):
            return None
        up = self.user_precision
        sign = "-" if v < 0 else ""
        one = 10**digits  # the value is a / one
        base = 0
        k = 0
        dk = 1
        if self.scale_to == "none":
            # no scaling: power_adjust is the precision; the digits before the point
            # (expld(val, 10)) bound it
            pa = (0 if mult != 1 else digits) if up == -1 else up  # a suffix: precision 0
            if len(str(a // one)) - 1 + pa > MAX_UNSCALED_DIGITS:
                return None
        else:
            base = 1024 if self.scale_to != "si" else 1000
            while a >= dk * base * one:
                dk *= base
                k += 1
            if up == -1:
                pa = 1 if a < 10 * dk * one else 0
            else:
                pa = min(3 * k, up)
        p10 = 10**pa
        n = a * p10  # the exact value after scaling and power_adjust is n / den
        den = dk * one
        mode = self.mag_round_neg if v < 0 else self.mag_round_pos
        y, r = divmod(n, den)
        if mode == "ceil":
            crit = r == 0
            if r:
                y += 1
        elif mode == "floor":
            crit = r == 0
        else:
            crit = 2 * r == den
            if 2 * r >= den:
                y += 1
        if crit and digits and not k and mode != "half":
            # a decimal on a boundary (say 1.1 printed with one decimal): rounding goes by
            # the side of it the long double chain lands on, computed exactly
            side = _decimal_side(a // mult, digits, mult, pa)
            if mode == "ceil":
                y += side > 0
            else:
                y -= side < 0
        elif crit:
            # exact steps: the decimal is dyadic (a / 5**digits an integer, below 2**57),
            # so is its quotient by 1000**k, and that times 10**pa fits 64 bits
            t = a
            if digits:
                if mult != 1:
                    return None  # (5**digits may divide the suffix's worth, not I.F)
                t, rem = divmod(t, 5**digits)
                if rem:
                    return None
            if base == 1000:
                t, rem = divmod(t, 5 ** (3 * k))
                if rem:
                    return None
            t *= 5**pa
            if t and t // (t & -t) >= _TWO64:
                return None
        elif 4 * n * (k + 2 + (0 if not digits else 2 if mult == 1 else 3)) >= _TWO64:
            return None
        if y >= _TWO62:  # simple_round works below INTMAX_MAX only
            return None
        power = k
        if base:
            if y >= base * p10:  # rounded up to the base: one more division (exact: 1)
                y //= base
                power += 1
            if up == -1:
                prec = 1 if (y and y < 10 * p10 and power > 0) else 0
            else:
                prec = up
        else:
            prec = pa
        if prec < pa:
            m = 10 ** (pa - prec)
            if y % m:
                return None
            y //= m
            pa = prec
        # the long double nearest y / 10**pa prints as that decimal if its error is
        # below half a unit of the last printed digit
        if 2 * y * 10 ** (prec - pa) >= _TWO64:
            return None
        if not y:
            sign = ""
        if pa:
            s = str(y).rjust(pa + 1, "0")
            s = s[:-pa] + "." + s[-pa:] + "0" * (prec - pa)
        else:
            s = str(y) + ("." + "0" * prec if prec else "")
        zp = self.zero_padding_width
        if zp and len(sign) + len(s) < zp:
            s = s.rjust(zp - len(sign), "0")
        s = sign + s
        if power:
            s += _SUFFIXES[power - 1]
            if self.scale_to == "iec-i":
                s += "i"
        if self.suffix:
            s += self.suffix
        if pad and len(s) < pad:
            s = s.ljust(pad) if self.left else s.rjust(pad)
        return s

    def fast_convert(self, p: str, pad: int) -> str | None:
        """The converted field ``p`` (blanks stripped) by the fast path, or None."""
        v = self.fast_value(p)
        if v is None:
            return None
        return self.fast_prepare(v[0], v[1], v[2], pad)

    def fast_line(self, line: str) -> str | None:
        """A whole line that is one field, converted by the fast path, or None (then
        :meth:`process_line` handles it)."""
        d = self.delimiter
        if d is None:
            if " " in line or "\t" in line or "\n" in line:
                return None
            pad = 0 if self.auto_padding else self.padding_width
            p = line
        else:
            if d in line:
                return None
            pad = self.padding_width
            p = line
        sfx = self.suffix
        if sfx and len(p) > len(sfx) and p.endswith(sfx):
            p = p[: len(p) - len(sfx)]
        if d is not None:
            p = p.lstrip(" \t")
        r = self.fast_convert(p, pad)
        if r is None:
            return None
        return self.fmt_prefix + r + self.fmt_suffix if self.fmt_prefix or self.fmt_suffix else r

    def line_converter(self, ascii_text: bool = False) -> Callable[[str], str | None]:
        """:meth:`fast_line`, or for the most common job (lines that are plain non-negative
        integers, scaled by --to) a specialization of it: the same arithmetic as
        :meth:`fast_prepare` with the scale's powers, suffixes and limits precomputed, about
        twice as fast; any other line goes to :meth:`fast_line`. ``ascii_text``: the lines are
        known to be ASCII (not checked again one by one)."""
        generic = self.fast_line
        d = self.delimiter
        sfx = self.suffix
        if (
            self.scale_to == "none"
            or self.scale_from not in ("none", "si", "iec", "auto")  # (plain digits: no scale)
            or self.from_unit != 1
            or self.to_unit != 1
            or (d is not None and d in "0123456789")
            or (sfx is not None and any(ch in sfx for ch in "0123456789"))
            or (self.user_precision < 0 and self.zero_padding_width)
        ):
            return generic  # (a digit delimiter or suffix: a digits line can hold them)
        base = 1000 if self.scale_to == "si" else 1024
        pows = [base**k for k in range(7)]
        thresholds = pows[1:]
        exact_div = [5 ** (3 * k) if base == 1000 else 1 for k in range(7)]
        # 4 * n * (k + 2) < 2**64: the rounding error is below the distance to a boundary
        n_limit = [_TWO64 // (4 * (k + 2)) for k in range(7)]
        tail = "i" if self.scale_to == "iec-i" else ""
        suffixes = [""] + [c + tail for c in _SUFFIXES[:6]]
        ceil = self.mag_round_pos == "ceil"
        floor = self.mag_round_pos == "floor"
        pad = 0 if self.auto_padding else self.padding_width
        left = self.left
        up = self.user_precision
        pas = [min(3 * k, up) for k in range(7)]  # power_adjust with --format's precision
        zp = self.zero_padding_width
        after = sfx or ""
        prefix = self.fmt_prefix
        fsuffix = self.fmt_suffix
        ten_dk = [10 * p for p in pows]
        wholes, tenths = _scaled_names(base, tuple(suffixes))
        bare = not (after or pad or prefix or fsuffix)  # (the number alone)

        def convert(line: str) -> str | None:
            if len(line) > MAX_UNSCALED_DIGITS or not line.isdigit():
                return generic(line)
            if not (ascii_text or line.isascii()):
                return generic(line)
            a = int(line)
            k = bisect_right(thresholds, a)
            if not k and up < 0:
                s = str(a)  # below the base: printed as is
            else:
                dk = pows[k]
                if up < 0:
                    pa = a < ten_dk[k]  # one decimal below 10
                    n = a * 10 if pa else a
                else:
                    pa = pas[k]
                    n = a * 10**pa
                y, r = divmod(n, dk)
                if ceil:
                    crit = not r
                    if r:
                        y += 1
                elif floor:
                    crit = not r
                else:
                    crit = 2 * r == dk
                    if 2 * r >= dk:
                        y += 1
                if crit:
                    t, rem = divmod(a, exact_div[k])
                    if rem:
                        return generic(line)
                    if pa:
                        t *= 5**pa
                    if t and t // (t & -t) >= _TWO64:
                        return generic(line)
                elif n >= n_limit[k]:
                    return generic(line)
                if up < 0:
                    s = tenths[k][y] if pa else wholes[k][y]
                else:
                    if y >= base * 10**pa:  # rounded up to the base: the value is 1
                        y //= base
                        k += 1
                    if 2 * y * 10 ** (up - pa) >= _TWO64:
                        return generic(line)
                    if pa:
                        s = str(y).rjust(pa + 1, "0")
                        s = s[:-pa] + "." + s[-pa:] + "0" * (up - pa)
                    else:
                        s = str(y) + ("." + "0" * up if up else "")
                    if zp and len(s) < zp:
                        s = s.rjust(zp, "0")
                    s += suffixes[k]
            if bare:
                return s
            s += after
            if pad and len(s) < pad:
                s = s.ljust(pad) if left else s.rjust(pad)
            return prefix + s + fsuffix if prefix or fsuffix else s

        return convert

    def process_lines(self, lines: list[str], newline: str, ascii_text: bool = False) -> bool:
        """Convert whole lines, each followed by ``newline``: the fast path for all at once
        when it can, :meth:`process_line` for the others, in order (``ascii_text``: see
        :meth:`line_converter`)."""
        out = self.out
        if not self._include(1):
            column = self.column_lines(lines, newline, ascii_text)
            if column is not None:
                done, ok = column
                if done:
                    out.append(newline.join(done))
                    out.append(newline)
                return ok
            ok = True
            for line in lines:
                ok &= self.process_line(line, newline)
            return ok
        fast = self.line_converter(ascii_text)
        res = list(map(fast, lines))
        if None not in res:
            if res:
                out.append(newline.join(cast("list[str]", res)))
                out.append(newline)
            return True
        ok = True
        for line, r in zip(lines, res, strict=True):
            if r is None:
                ok &= self.process_line(line, newline)
            else:
                out.append(r)
                out.append(newline)
        return ok

    def column_lines(
        self, lines: list[str], newline: str, ascii_text: bool
    ) -> tuple[list[str], bool] | None:
        """The lines converted in bulk, and whether all converted, when one field ``N > 1``
        is selected and every line is ``N`` or more fields each after one space (no tab, no
        leading or doubled blank, so ``str.split`` finds GNU's fields): field ``N`` of each
        by :meth:`line_converter`, padded to its width as GNU's automatic padding does; a
        line whose field that does not convert goes through :meth:`process_line`. None when
        a line is not so, a field that is not plain digits does not convert, or options
        could make an error (then
        :meth:`process_line` decides, line by line)."""
        if len(self.field_set) != 1 or self.delimiter is not None or not self.auto_padding:
            return None
        if self.suffix or self.fmt_prefix or self.fmt_suffix or self.debug:
            return None
        if self.scale_to == "none" or self.scale_from != "none" or self.user_precision >= 0:
            return None  # (what is left to process_line below can raise no error)
        if self.from_unit != 1 or self.to_unit != 1:
            return None
        (n,) = self.field_set
        if self.fields is not None and any(hi > _FIELD_SET_SIZE for _, hi in self.fields):
            return None  # (fields past the set's size are selected too)
        text = newline.join(lines)
        if "\t" in text or "  " in text or text.startswith(" ") or newline + " " in text:
            return None
        if newline != "\n" and "\n" in text:
            return None
        with gc_paused():  # (a list a line: see agentsh._gcpause)
            parts = list(map(str.split, lines, repeat(" "), repeat(n)))
            if not parts or min(map(len, parts)) < n:
                return None
            return self._column_of(lines, parts, n, ascii_text)

    def _column_of(
        self, lines: list[str], parts: list[list[str]], n: int, ascii_text: bool
    ) -> tuple[list[str], bool] | None:
        """:meth:`column_lines` of lines split into their fields (``parts``), ``n`` the
        field converted."""
        fields = list(map(itemgetter(n - 1), parts))
        res = list(map(self.line_converter(ascii_text), fields))
        slow = [i for i, r in enumerate(res) if r is None] if None in res else []
        for i in slow:
            f = fields[i]
            if len(f) > MAX_UNSCALED_DIGITS or not (f.isdigit() and f.isascii()):
                return None  # (an error message: after the lines before it)
            res[i] = f  # (replaced below)
        res = list(map(str.rjust, cast("list[str]", res), map(len, fields)))
        for row, r in zip(parts, res, strict=True):
            row[n - 1] = r
        done = list(map(" ".join, parts))
        ok = True
        out = self.out
        try:
            for i in slow:
                self.out = []
                ok &= self.process_line(lines[i], None)
                done[i] = "".join(self.out)
        finally:
            self.out = out
        return done, ok

    def _include(self, field: int) -> bool:
        """Whether --field selects ``field`` (1 by default); the first 256 from a set."""
        if field <= _FIELD_SET_SIZE:
            return field in self.field_set
        return self.fields is not None and any(lo <= field <= hi for lo, hi in self.fields)

    def select_fields(self) -> None:
        """Fill the set of selected fields that :meth:`_include` reads first."""
        fields = self.fields or [(1, 1)]
        self.field_set = frozenset(
            f for f in range(1, _FIELD_SET_SIZE + 1) if any(lo <= f <= hi for lo, hi in fields)
        )

    def process_line(self, line: str, newline: str | None) -> bool:
        """Convert the selected fields of one line. Fields are split as GNU does: with -d,
        at each delimiter; else each field is a run of blanks then non-blanks, and the one
        blank after it is written back as a space."""
        ok = True
        d = self.delimiter
        out = self.out
        if d is not None:
            parts = line.split(d)
            last = len(parts)
            for field, part in enumerate(parts, 1):
                if not self.process_field(part, field):
                    ok = False
                if field < last:
                    out.append(d)
        else:
            field = 0
            pos = 0
            n = len(line)
            match = _FIELD.match
            while True:
                field += 1
                m = match(line, pos)
                end = m.end() if m else n  # (the pattern matches at any position)
                if not self.process_field(line[pos:end], field):
                    ok = False
                if end >= n:
                    break
                out.append(" ")
                pos = end + 1
        if newline is not None:
            out.append(newline)
        return ok


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    nf = _Numfmt(ctx)
    try:
        return _run(ctx, nf, p.opts, p.operands)
    except _Die as e:
        nf.flush()
        if e.usage:
            return usage_error(ctx, SPEC, str(e))
        if str(e):  # (empty: the message is out already)
            err(ctx, str(e))
        return e.status


def _run(
    ctx: CommandContext, nf: _Numfmt, opts: list[tuple[str, str | None]], operands: list[str]
) -> int:
    grouping = False
    fmt: str | None = None
    header = 0
    line_delim = "\n"
    for key, val in opts:
        v = val or ""
        if key == "from":
            nf.scale_from = _argmatch(ctx, "--from", v, ["none", "auto", "si", "iec", "iec-i"])
        elif key == "to":
            nf.scale_to = _argmatch(ctx, "--to", v, ["none", "si", "iec", "iec-i"])
        elif key == "from-unit":
            nf.from_unit = _unit_size(v)
        elif key == "to-unit":
            nf.to_unit = _unit_size(v)
        elif key == "round":
            nf.round = _argmatch(
                ctx, "--round", v, ["up", "down", "from-zero", "towards-zero", "nearest"]
            )
        elif key == "grouping":
            grouping = True
        elif key == "padding":
            s = v.strip(" \t")
            try:
                pw = int(s) if s.lstrip("+-").isdigit() and s.isascii() else 0
            except ValueError:
                pw = 0
            if pw == 0:
                raise _Die(f"invalid padding value {quote(v)}")
            nf.left = pw < 0
            nf.padding_width = abs(pw)
        elif key == "field":
            if nf.fields is not None:
                raise _Die("multiple field specifications")
            if v == "-":
                nf.fields = [(1, 1 << 62)]
            else:
                try:
                    nf.fields = parse_list(v, True)
                except Exception as e:  # cut's list-syntax error
                    raise _Die(str(e), usage=True) from e
        elif key == "d":
            if len(v) > 1:
                raise _Die("the delimiter must be a single character")
            nf.delimiter = v or "\0"
        elif key == "z":
            line_delim = "\0"
        elif key == "suffix":
            nf.suffix = v
        elif key == "debug":
            nf.debug = True
        elif key == "header":
            if val is None:
                header = 1
            else:
                s = val.lstrip(" \t")
                if not (s.isdigit() and s.isascii()) or int(s) == 0:
                    raise _Die(f"invalid header value {quote(val)}")
                header = int(s)
        elif key == "format":
            fmt = v
        elif key == "invalid":
            nf.inval = _argmatch(ctx, "--invalid", v, ["abort", "fail", "warn", "ignore"])
    if fmt is not None and grouping:
        raise _Die("--grouping cannot be combined with --format")
    if (
        nf.debug
        and nf.scale_from == "none"
        and nf.scale_to == "none"
        and not grouping
        and nf.padding_width == 0
        and fmt is None
    ):
        err(ctx, "no conversion option specified")
    if fmt is not None:
        nf.parse_format(fmt)
    if grouping and nf.scale_to != "none":
        raise _Die("grouping cannot be combined with --to")
    if grouping and nf.debug:
        err(ctx, "grouping has no effect in this locale")
    nf.auto_padding = nf.padding_width == 0 and nf.delimiter is None
    nf.mag_round_pos, nf.mag_round_neg = _MAG_ROUND[nf.round]
    nf.select_fields()
    ok = True
    if operands:
        if nf.debug and header:
            err(ctx, "--header ignored with command-line input")
        for arg in operands:
            ok &= nf.process_line(arg.split("\0", 1)[0], "\n")
    else:
        stream = ctx.stdin_stream
        sep = line_delim.encode()
        while header:
            raw = stream.readline(sep)
            if not raw:
                break
            header -= 1
            nf.out.append(raw.split(b"\0", 1)[0].decode("utf-8", "surrogateescape"))
        # whole runs of lines at a time: one decode and split, then the fast path per line
        for block in stream.blocks(sep):
            ctx.check()
            lines = block.decode("utf-8", "surrogateescape").split(line_delim)
            last = lines.pop()  # "" after a final separator, else an unterminated record
            if line_delim != "\0" and b"\0" in block:
                lines = [line.split("\0", 1)[0] for line in lines]  # C strings end at a NUL
            ok &= nf.process_lines(lines, line_delim, block.isascii())
            if last:
                ok &= nf.process_line(last.split("\0", 1)[0], None)
            nf.flush()
    nf.flush()
    if nf.debug and not ok:
        err(ctx, "failed to convert some of the input numbers")
    if not ok and nf.inval not in ("warn", "ignore"):
        return 2
    return 0
