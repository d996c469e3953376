"""``numfmt``: convert numbers to/from human-readable strings (GNU coreutils 9.1).

Owns the port of ``numfmt.c``: --from/--to scaling (si, iec, iec-i, auto), --from-unit and
--to-unit, --round, --padding and automatic padding, --format (prefix, width, zero padding,
precision, suffix), --suffix, --field/-d field selection, --header, --invalid modes, -z, and
GNU's diagnostics and exit statuses (2 for conversion errors). GNU computes in x87 ``long
double``; this port uses exact fractions rounded to a 64-bit significand after every operation
(:func:`_ld`) and prints with ``%.*Lf``'s exact decimal rounding, so results match bit for bit.
"""

from __future__ import annotations

from fractions import Fraction

from agentsh.commands._common import err, quote
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
    return f"{float(val):g}"


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


def _argmatch(opt: str, arg: str, choices: list[str]) -> str:
    if arg in choices:
        return arg
    cands = [c for c in choices if c.startswith(arg)]
    if len(cands) == 1:
        return cands[0]
    kind = "ambiguous" if cands else "invalid"
    lines = [f"{kind} argument {quote(arg)} for {quote(opt)}", "Valid arguments are:"]
    lines += [f"  - {quote(c)}" for c in choices]
    raise _Die("\n".join(lines), usage=True)


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
        self.out: list[str] = []

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

    def _include(self, field: int) -> bool:
        if self.fields is None:
            return field == 1
        return any(lo <= field <= hi for lo, hi in self.fields)

    def process_line(self, line: str, newline: str | None) -> bool:
        ok = True
        field = 0
        pos = 0
        n = len(line)
        d = self.delimiter
        while True:
            field += 1
            start = pos
            end = pos
            if d is not None:
                if end < n and line[end] != d:
                    while end < n and line[end] != d:
                        end += 1
            else:
                while end < n and line[end] in " \t\n":
                    end += 1
                while end < n and line[end] not in " \t\n":
                    end += 1
            pos = end
            if pos < n:
                if not self.process_field(line[start:pos], field):
                    ok = False
                self.out.append(d if d is not None else " ")
                pos += 1
            else:
                if not self.process_field(line[start:pos], field):
                    ok = False
                break
        if newline is not None:
            self.out.append(newline)
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
            nf.scale_from = _argmatch("--from", v, ["none", "auto", "si", "iec", "iec-i"])
        elif key == "to":
            nf.scale_to = _argmatch("--to", v, ["none", "si", "iec", "iec-i"])
        elif key == "from-unit":
            nf.from_unit = _unit_size(v)
        elif key == "to-unit":
            nf.to_unit = _unit_size(v)
        elif key == "round":
            nf.round = _argmatch(
                "--round", v, ["up", "down", "from-zero", "towards-zero", "nearest"]
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
            nf.inval = _argmatch("--invalid", v, ["abort", "fail", "warn", "ignore"])
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
    ok = True
    if operands:
        if nf.debug and header:
            err(ctx, "--header ignored with command-line input")
        for arg in operands:
            ok &= nf.process_line(arg.split("\0", 1)[0], "\n")
    else:
        sep = line_delim.encode()
        n = 0
        for raw in ctx.stdin_stream.lines(sep):
            n += 1
            if n & 1023 == 0:
                ctx.check()
                nf.flush()
            if header:
                header -= 1
                nf.out.append(raw.split(b"\0", 1)[0].decode("utf-8", "surrogateescape"))
                continue
            newline = raw.endswith(sep)
            text = raw[:-1] if newline else raw
            line = text.split(b"\0", 1)[0].decode("utf-8", "surrogateescape")
            ok &= nf.process_line(line, line_delim if newline else None)
    nf.flush()
    if nf.debug and not ok:
        err(ctx, "failed to convert some of the input numbers")
    if not ok and nf.inval not in ("warn", "ignore"):
        return 2
    return 0
