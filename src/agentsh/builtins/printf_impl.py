"""The formatting engine of bash's ``printf`` builtin, byte-exact with GNU bash 5.2.

This module owns the format-string interpreter only (option parsing, ``-v`` assignment and
writing the output are the caller's job):

* format reuse while arguments remain (the format runs at least once), missing arguments
  read as ``""``/``0``;
* escapes in the format (``tescape``) and in ``%b`` arguments (``bexpand``, where ``\\c``
  stops all output);
* conversions ``%s %b %q %Q %c %d %i %o %u %x %X %e %E %f %F %g %G %a %A %(fmt)T %n %%``
  with flags ``- + space # 0 '``, widths and precisions (``*`` reads an argument);
* numeric arguments as bash reads them (``strtoimax``/``strtoumax``/``strtold``: sign,
  ``0x``/octal, ``'c`` character codes), with its diagnostics (``invalid number``,
  ``invalid octal number``, ``invalid hex number``, ``Numerical result out of range``);
* floating point is emulated as x87 80-bit ``long double`` (64-bit significand) and
  printed exactly like glibc, since bash formats floats with ``%L...``.

Everything is computed on UTF-8 bytes (widths and precisions count bytes, as bash does);
raw bytes travel as ``surrogateescape`` code points in the ``str`` results. ``%(fmt)T``
uses UTC.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from agentsh._bigint import int_text
from agentsh._dataclass import dataclass, field
from agentsh.builtins.quoting import from_bytes, printf_q, to_bytes, u32_to_bytes

__all__ = ["PrintfResult", "printf_format", "printf_run"]

_INTMAX_MAX = (1 << 63) - 1
_INTMAX_MIN = -(1 << 63)
_UINTMAX_MAX = (1 << 64) - 1
_INT_MAX = (1 << 31) - 1
_INT_MIN = -(1 << 31)
# Guard against absurd field widths (bash would try to write gigabytes).
_MAX_WIDTH = 1 << 24
_TIMELEN_MAX = 128

_SKIP1 = b"#'-+ 0"
_LENMODS = b"hjlLtz"
_DIGITS = b"0123456789"
_HEXDIGITS = b"0123456789abcdefABCDEF"
_OCTDIGITS = b"01234567"
_CSPACE = b" \t\n\v\f\r"
# blanks, a sign, digits, an optional fraction, an exponent only when digits follow its sign
_NUMBER = re.compile(rb"[ \t\n\v\f\r]*([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?")


@dataclass
class PrintfResult:
    """Outcome of one ``printf`` run."""

    output: str
    errors: list[str] = field(default_factory=lambda: [])
    stop: bool = False
    status: int = 0


# ---------------------------------------------------------------------------
# numbers: strtoimax / strtoumax / strtold


def _strtoint(s: bytes) -> tuple[bool, int, int]:
    """Parse like ``strto[iu]max(s, &end, 0)``: (negative, magnitude, end index)."""
    n = len(s)
    i = 0
    while i < n and s[i] in _CSPACE:
        i += 1
    neg = False
    if i < n and s[i] in b"+-":
        neg = s[i] == 0x2D
        i += 1
    if i + 1 < n and s[i] == 0x30 and s[i + 1] in b"xX" and i + 2 < n and s[i + 2] in _HEXDIGITS:
        base = 16
        i += 2
        digits = _HEXDIGITS
    elif i < n and s[i] == 0x30:
        base = 8
        digits = _OCTDIGITS
    else:
        base = 10
        digits = _DIGITS
    start = i
    while i < n and s[i] in digits:
        i += 1
    if i == start:
        return False, 0, 0
    text = s[start:i].decode("ascii")
    return neg, int_text(text) if base == 10 else int(text, base), i


@dataclass
class _LD:
    """An x87 ``long double``: sign, kind (``fin``/``inf``/``nan``) and, when finite, its
    exact magnitude ``mant * 2**exp`` (every long double is such a dyadic number)."""

    neg: bool
    kind: str
    mant: int = 0
    exp: int = 0


_LD_MANT = 64
_LD_EMIN = -16382  # smallest normal binary exponent
_LD_QMIN = _LD_EMIN - (_LD_MANT - 1)  # quantum of subnormals: 2**-16445
_LD_EMAX = 16383


def _rhe(num: int, den: int) -> int:
    """``num / den`` (both >= 0, den > 0) rounded half to even, in integers."""
    q, r = divmod(num, den)
    r2 = r + r
    if r2 > den or (r2 == den and q & 1):
        q += 1
    return q


def _ratio(mant: int, exp: int) -> tuple[int, int]:
    """``mant * 2**exp`` as an integer fraction (numerator, denominator)."""
    return (mant << exp, 1) if exp >= 0 else (mant, 1 << -exp)


def _round_ld(num: int, den: int) -> tuple[int, int, bool, bool]:
    """Round ``num / den`` (> 0) to long double: (mant, exp, overflow, erange)."""
    e = num.bit_length() - den.bit_length()  # floor(log2(num / den)) is e or e - 1
    if e >= 0:
        if num < den << e:
            e -= 1
    elif num << -e < den:
        e -= 1
    if e > _LD_EMAX:
        return 0, 0, True, True
    qe = max(e - (_LD_MANT - 1), _LD_QMIN)
    if qe < 0:
        n2, d2 = num << -qe, den
    else:
        n2, d2 = num, den << qe
    q = _rhe(n2, d2)
    if q and q.bit_length() - 1 + qe > _LD_EMAX:
        return 0, 0, True, True
    tiny = q == 0 or q.bit_length() - 1 + qe < _LD_EMIN
    return q, qe, False, tiny and q * d2 != n2


def _exponent(e: bytes) -> int:
    """A decimal exponent (sign, digits), capped far beyond any long double's range."""
    digits = e.lstrip(b"+-").lstrip(b"0")
    v = int(digits or b"0") if len(digits) < 12 else 10**12
    return -v if e[:1] == b"-" else v


def _strtold(s: bytes) -> tuple[_LD, int, bool]:
    """Parse like glibc ``strtold``: (value, end index, erange)."""
    m = _NUMBER.match(s)
    if (
        m is not None
        and (m[2] or m[3])
        and (m[2] != b"0" or s[m.end(2) : m.end(2) + 1] not in (b"x", b"X"))
    ):
        return _decimal_ld(m)
    n = len(s)
    i = 0
    while i < n and s[i] in _CSPACE:
        i += 1
    neg = False
    if i < n and s[i] in b"+-":
        neg = s[i] == 0x2D
        i += 1
    low = s[i:].lower()
    if low.startswith(b"inf"):
        end = i + (8 if low.startswith(b"infinity") else 3)
        return _LD(neg, "inf"), end, False
    if low.startswith(b"nan"):
        end = i + 3
        if end < n and s[end] == 0x28:
            j = end + 1
            while j < n and (chr(s[j]).isalnum() and s[j] < 0x80 or s[j] == 0x5F):
                j += 1
            if j < n and s[j] == 0x29:
                end = j + 1
        return _LD(neg, "nan"), end, False
    if low.startswith(b"0x") and (
        (len(low) > 2 and low[2] in _HEXDIGITS)
        or (len(low) > 3 and low[2] == 0x2E and low[3] in _HEXDIGITS)
    ):
        j = i + 2
        mant = 0
        fdigits = 0
        while j < n and s[j] in _HEXDIGITS:
            mant = mant * 16 + int(chr(s[j]), 16)
            j += 1
        if j < n and s[j] == 0x2E:
            j += 1
            while j < n and s[j] in _HEXDIGITS:
                mant = mant * 16 + int(chr(s[j]), 16)
                fdigits += 1
                j += 1
        exp = 0
        if j < n and s[j] in b"pP":
            k = j + 1
            eneg = False
            if k < n and s[k] in b"+-":
                eneg = s[k] == 0x2D
                k += 1
            if k < n and s[k] in _DIGITS:
                st = k
                while k < n and s[k] in _DIGITS:
                    k += 1
                exp = _exponent(s[st:k])
                exp = -exp if eneg else exp
                j = k
        exp -= 4 * fdigits
        if mant == 0:
            return _LD(neg, "fin"), j, False
        bits = mant.bit_length() + exp
        if bits > _LD_EMAX + 2:
            return _LD(neg, "inf"), j, True
        if bits < _LD_QMIN - 2:
            return _LD(neg, "fin"), j, True
        q, qe, over, er = _round_ld(*_ratio(mant, exp))
        if over:
            return _LD(neg, "inf"), j, True
        return _LD(neg, "fin", q, qe), j, er
    # not a number the fast test above took (its match ``m``: "0x" without a hex digit
    # after it is the decimal 0), or no number at all (nothing read)
    if m is None or not (m[2] or m[3]):  # (the pattern matches at least the empty string)
        return _LD(False, "fin"), 0, False
    return _decimal_ld(m)


def _decimal_ld(m: re.Match[bytes]) -> tuple[_LD, int, bool]:
    """``strtold`` of a decimal number matched by ``_NUMBER``."""
    neg, intd, fracd, j = m[1] == b"-", m[2], m[3] or b"", m.end()
    exp = _exponent(m[4]) if m[4] else 0
    digits = (intd + fracd).lstrip(b"0")
    exp -= len(fracd)
    if not digits:
        return _LD(neg, "fin"), j, False
    mag = len(digits) + exp  # value < 10**mag
    if mag > 4940:
        return _LD(neg, "inf"), j, True
    if mag < -4960:
        return _LD(neg, "fin"), j, True
    v = _digits_int(digits)
    q, qe, over, er = _round_ld(v * 10**exp, 1) if exp >= 0 else _round_ld(v, 10**-exp)
    if over:
        return _LD(neg, "inf"), j, True
    return _LD(neg, "fin", q, qe), j, er


def _digits_int(digits: bytes) -> int:
    """``int(digits)`` for any length (Python refuses to convert more than 4300 digits)."""
    return int_text(digits.decode("ascii"))


# ---------------------------------------------------------------------------
# C-style formatting helpers


@dataclass
class _Spec:
    minus: bool = False
    plus: bool = False
    space: bool = False
    hash: bool = False
    zero: bool = False
    width: int = 0
    prec: int | None = None


def _pad(body: bytes, sp: _Spec, prefix_len: int = 0, zero_ok: bool = False) -> bytes:
    """Pad to the field width; zero padding goes after the first *prefix_len* bytes."""
    w = sp.width
    if len(body) >= w:
        return body
    if sp.minus:
        return body + b" " * (w - len(body))
    if sp.zero and zero_ok:
        return body[:prefix_len] + b"0" * (w - len(body)) + body[prefix_len:]
    return b" " * (w - len(body)) + body


def _fmt_int(neg: bool, mag: int, conv: str, sp: _Spec) -> bytes:
    if conv in "di":
        digits = str(mag)
    elif conv == "o":
        digits = format(mag, "o")
    elif conv == "x":
        digits = format(mag, "x")
    elif conv == "X":
        digits = format(mag, "X")
    else:  # u
        digits = str(mag)
    if sp.prec is not None:
        if sp.prec == 0 and mag == 0:
            digits = ""
        digits = digits.rjust(sp.prec, "0")
    sign = ""
    if conv in "di":
        sign = "-" if neg else ("+" if sp.plus else (" " if sp.space else ""))
    prefix = sign
    if conv == "o" and sp.hash and not digits.startswith("0"):
        digits = "0" + digits
    if conv in "xX" and sp.hash and mag != 0:
        prefix += "0" + conv
    body = (prefix + digits).encode("ascii")
    return _pad(body, sp, len(prefix), zero_ok=sp.prec is None)


def _sign_of(neg: bool, sp: _Spec) -> str:
    return "-" if neg else ("+" if sp.plus else (" " if sp.space else ""))


def _int_str(n: int) -> str:
    """``str(n)`` for n >= 0 without Python's 4300-digit conversion limit."""
    if n.bit_length() < 10000:
        return str(n)
    chunks: list[str] = []
    big = 10**2000
    while n >= big:
        n, r = divmod(n, big)
        chunks.append(str(r).rjust(2000, "0"))
    chunks.append(str(n))
    return "".join(reversed(chunks))


def _fixed(mant: int, exp: int, prec: int, alt: bool) -> str:
    if exp >= 0:
        q = (mant << exp) * 10**prec
    else:
        q = _rhe(mant * 10**prec, 1 << -exp)
    s = _int_str(q)
    if prec == 0:
        return s + ("." if alt else "")
    s = s.rjust(prec + 1, "0")
    return s[:-prec] + "." + s[-prec:]


def _ge_pow10(num: int, den: int, k: int) -> bool:
    """``num / den >= 10**k``."""
    return num >= den * 10**k if k >= 0 else num * 10**-k >= den


def _exp_digits(mant: int, exp: int, prec: int) -> tuple[str, int]:
    """Round ``mant * 2**exp`` to prec+1 significant digits: (digits, decimal exponent)."""
    if mant == 0:
        return "0" * (prec + 1), 0
    num, den = _ratio(mant, exp)
    e = int((num.bit_length() - den.bit_length()) * 0.30102999566398120)
    while _ge_pow10(num, den, e + 1):
        e += 1
    while not _ge_pow10(num, den, e):
        e -= 1
    q = _scaled(num, den, e - prec)
    if q >= 10 ** (prec + 1):  # rounding carried into one more digit
        e += 1
        q = _scaled(num, den, e - prec)
    return _int_str(q), e


def _scaled(num: int, den: int, k: int) -> int:
    """``num / den / 10**k`` rounded half to even."""
    return _rhe(num, den * 10**k) if k >= 0 else _rhe(num * 10**-k, den)


def _expo(digits: str, e: int, alt: bool, letter: str) -> str:
    mant = digits[0]
    if len(digits) > 1 or alt:
        mant += "." + digits[1:]
    return f"{mant}{letter}{'-' if e < 0 else '+'}{abs(e):02d}"


def _hexfloat(mant: int, exp: int, prec: int | None, alt: bool, upper: bool) -> str:
    if mant == 0:
        leading = "0"
        frac = ""
        exp = 0
    else:
        e2 = mant.bit_length() - 1 + exp
        if e2 < _LD_EMIN:
            sig = mant << (exp - _LD_QMIN)  # a subnormal: exp >= _LD_QMIN
            exp = _LD_EMIN - 3
        else:
            sig = mant << (_LD_MANT - mant.bit_length())
            exp = e2 - 3
        h = format(sig, "016x")
        leading = h[0]
        frac = h[1:].rstrip("0")
    if prec is not None and prec < len(frac):
        last = frac[prec - 1] if prec > 0 else leading
        nxt = int(frac[prec], 16)
        more = len(frac) > prec + 1
        round_up = nxt >= 8 and ((int(last, 16) & 1) == 1 or more or nxt != 8)
        digs = list(frac[:prec])
        if round_up:
            k = prec - 1
            while k >= 0:
                if digs[k] == "f":
                    digs[k] = "0"
                    k -= 1
                    continue
                digs[k] = format(int(digs[k], 16) + 1, "x")
                break
            if k < 0:
                if leading == "f":
                    leading = "1"
                    exp += 4
                else:
                    leading = format(int(leading, 16) + 1, "x")
        frac = "".join(digs)
    elif prec is not None:
        frac = frac.ljust(prec, "0")
    s = "0x" + leading
    if frac or alt:
        s += "." + frac
    s += "p" + ("-" if exp < 0 else "+") + str(abs(exp))
    return s.upper() if upper else s


def _fmt_float(x: _LD, conv: str, sp: _Spec) -> bytes:
    upper = conv in "EFGA"
    sign = _sign_of(x.neg, sp)
    if x.kind != "fin":
        word = "inf" if x.kind == "inf" else "nan"
        body = (sign + (word.upper() if upper else word)).encode("ascii")
        return _pad(body, sp)
    mant, exp = x.mant, x.exp
    low = conv.lower()
    prefix_len = len(sign)
    if low == "f":
        s = _fixed(mant, exp, 6 if sp.prec is None else sp.prec, sp.hash)
    elif low == "e":
        p = 6 if sp.prec is None else sp.prec
        digits, e = _exp_digits(mant, exp, p)
        s = _expo(digits, e, sp.hash, "E" if upper else "e")
    elif low == "g":
        p = 6 if sp.prec is None else sp.prec
        if p == 0:
            p = 1
        digits, e = _exp_digits(mant, exp, p - 1)
        if p > e >= -4:
            s = _fixed(mant, exp, p - 1 - e, sp.hash)
            if not sp.hash and "." in s:
                s = s.rstrip("0").rstrip(".")
        else:
            if not sp.hash:
                digits = digits[0] + digits[1:].rstrip("0")
            s = _expo(digits, e, sp.hash, "E" if upper else "e")
    else:  # a
        s = _hexfloat(mant, exp, sp.prec, sp.hash, upper)
        prefix_len += 2
    return _pad((sign + s).encode("ascii"), sp, prefix_len, zero_ok=True)


# ---------------------------------------------------------------------------
# escapes


def _tescape(b: bytes, i: int, sawc: bool) -> tuple[int, bytes, bool, str | None]:
    """bash's ``tescape``: the escape after a backslash at ``b[i]``.

    Returns (bytes consumed, replacement, saw ``\\c``, error message). Zero consumed means
    "output a backslash and carry on with ``b[i]``".
    """
    n = len(b)
    if i >= n:
        return 0, b"\\", False, None
    c = b[i]
    p = i + 1
    simple = {
        0x61: 0x07,
        0x62: 0x08,
        0x65: 0x1B,
        0x45: 0x1B,
        0x66: 0x0C,
        0x6E: 0x0A,
        0x72: 0x0D,
        0x74: 0x09,
        0x76: 0x0B,
    }.get(c)
    if simple is not None:
        return 1, bytes((simple,)), False, None
    if 0x30 <= c <= 0x37:
        v = c - 0x30
        temp = 3 if (v == 0 and sawc) else 2
        while temp > 0 and p < n and b[p] in _OCTDIGITS:
            v = v * 8 + b[p] - 0x30
            p += 1
            temp -= 1
        return p - i, bytes((v & 0xFF,)), False, None
    if c == 0x78:  # x
        v = 0
        temp = 2
        while temp > 0 and p < n and b[p] in _HEXDIGITS:
            v = v * 16 + int(chr(b[p]), 16)
            p += 1
            temp -= 1
        if p == i + 1:
            return 0, b"\\", False, "missing hex digit for \\x"
        return p - i, bytes((v & 0xFF,)), False, None
    if c in (0x75, 0x55):  # u U
        temp = 4 if c == 0x75 else 8
        v = 0
        while temp > 0 and p < n and b[p] in _HEXDIGITS:
            v = v * 16 + int(chr(b[p]), 16)
            p += 1
            temp -= 1
        if p == i + 1:
            return 0, b"\\", False, f"missing unicode digit for \\{chr(c)}"
        return p - i, u32_to_bytes(v), False, None
    if c == 0x5C:
        return 1, b"\\", False, None
    if c in (0x27, 0x22, 0x3F):
        if not sawc:
            return 1, bytes((c,)), False, None
        return 0, b"\\", False, None
    if c == 0x63 and sawc:
        return 1, b"", True, None
    return 0, b"\\", False, None


def _bexpand(s: bytes, errors: list[str]) -> tuple[bytes, bool]:
    """bash's ``bexpand`` (``%b``): (expanded bytes, saw ``\\c``)."""
    out = bytearray()
    n = len(s)
    i = 0
    while i < n:
        c = s[i]
        i += 1
        if c != 0x5C or i >= n:
            out.append(c)
            continue
        used, rep, sawc, err = _tescape(s, i, True)
        if err is not None:
            errors.append("printf: " + err)
        i += used
        if sawc:
            return bytes(out), True
        out += rep
    return bytes(out), False


# ---------------------------------------------------------------------------
# the interpreter


def _is_identifier(s: str) -> bool:
    if not s or not (s[0].isascii() and (s[0].isalpha() or s[0] == "_")):
        return False
    return all(ch.isascii() and (ch.isalnum() or ch == "_") for ch in s)


def _read_flags(fmt: bytes, i: int, sp: _Spec) -> int:
    """Read the flag characters (``-+ #0``) of a conversion at ``fmt[i:]`` into ``sp``;
    returns the index after them."""
    n = len(fmt)
    while i < n and fmt[i] in _SKIP1:
        ch = fmt[i]
        if ch == 0x2D:
            sp.minus = True
        elif ch == 0x2B:
            sp.plus = True
        elif ch == 0x20:
            sp.space = True
        elif ch == 0x23:
            sp.hash = True
        elif ch == 0x30:
            sp.zero = True
        i += 1
    return i


class _Printf:
    def __init__(
        self,
        args: list[bytes],
        now: float,
        shell_start: float,
        set_var: Callable[[str, str], None] | None,
    ) -> None:
        self.args = args
        self.pos = 0
        self.out = bytearray()
        self.errors: list[str] = []
        self.conversion_error = False
        self.now = now
        self.shell_start = shell_start
        self.set_var = set_var

    # -- argument fetchers ------------------------------------------------
    def _err(self, msg: bytes | str) -> None:
        if isinstance(msg, bytes):
            msg = from_bytes(msg)
        self.errors.append("printf: " + msg)

    def _invalidnum(self, s: bytes) -> None:
        if s[:1] == b"0" and s[1:2].isdigit():
            what = "invalid octal number"
        elif s[:2] == b"0x":
            what = "invalid hex number"
        else:
            what = "invalid number"
        self._err(s + b": " + what.encode())
        self.conversion_error = True

    def _erange(self, s: bytes) -> None:
        self._err(b"warning: " + s + b": Numerical result out of range")

    def getstr(self) -> bytes:
        if self.pos >= len(self.args):
            return b""
        self.pos += 1
        return self.args[self.pos - 1]

    def getchr(self) -> int:
        if self.pos >= len(self.args):
            return 0
        self.pos += 1
        a = self.args[self.pos - 1]
        return a[0] if a else 0

    def _asciicode(self, a: bytes) -> int:
        rest = a[1:]
        if not rest:
            return 0
        if rest[0] >= 0x80:
            for ln in (2, 3, 4):
                try:
                    ch = rest[:ln].decode("utf-8")
                except UnicodeDecodeError:
                    continue
                if len(ch) == 1:
                    return ord(ch)
        return rest[0]

    def getintmax(self, unsigned: bool = False) -> int:
        if self.pos >= len(self.args):
            return 0
        a = self.args[self.pos]
        self.pos += 1
        if len(a) < 19:  # plain decimal (no octal zero): one int(), in range, no diagnostics
            if a.isdigit() and (a[0] != 0x30 or len(a) == 1):
                return int(a)
            if a[:1] == b"-" and a[1:].isdigit() and (a[1] != 0x30 or len(a) == 2):
                return (int(a) & _UINTMAX_MAX) if unsigned else int(a)
        if a[:1] in (b"'", b'"'):
            return self._asciicode(a)
        neg, mag, end = _strtoint(a)
        erange = False
        if unsigned:
            if mag > _UINTMAX_MAX:
                val, erange = _UINTMAX_MAX, True
            else:
                val = (-mag) & _UINTMAX_MAX if neg else mag
        else:
            val = -mag if neg else mag
            if val > _INTMAX_MAX:
                val, erange = _INTMAX_MAX, True
            elif val < _INTMAX_MIN:
                val, erange = _INTMAX_MIN, True
        if end != len(a):
            self._invalidnum(a)
        elif erange:
            self._erange(a)
        return val

    def getint(self) -> int:
        if self.pos >= len(self.args):
            return 0
        a = self.args[self.pos]
        v = self.getintmax()
        if v > _INT_MAX:
            self._erange(a)
            v = _INT_MAX
        elif v < _INT_MIN:
            self._erange(a)
            v = _INT_MIN
        return v

    def getfloat(self) -> _LD:
        if self.pos >= len(self.args):
            return _LD(False, "fin")
        a = self.args[self.pos]
        self.pos += 1
        if a[:1] in (b"'", b'"'):
            return _LD(False, "fin", self._asciicode(a))
        v, end, erange = _strtold(a)
        if end != len(a):
            self._invalidnum(a)
        elif erange:
            self._erange(a)
        return v

    # -- output -------------------------------------------------------------
    def printstr(self, data: bytes, ljust: bool, width: int, prec: int) -> None:
        """bash's ``printstr``: *prec* < 0 means no precision."""
        nc = prec if 0 <= prec <= len(data) else len(data)
        pad = max(width - nc, 0)
        if ljust:
            self.out += data[:nc] + b" " * pad
        else:
            self.out += b" " * pad + data[:nc]

    def strftime(self, tfmt: bytes, secs: int) -> bytes:
        try:
            g = time.gmtime(secs)
        except (OverflowError, OSError, ValueError):
            g = time.gmtime(0)
            secs = 0
        tm = time.struct_time((*g[:9], "UTC", 0))
        if not tfmt:
            tfmt = b"%X"
        # %s would consult the host's time zone via mktime; expand it here.
        parts: list[bytes] = []
        i = 0
        n = len(tfmt)
        while i < n:
            if tfmt[i] == 0x25 and i + 1 < n:
                if tfmt[i + 1] == 0x73:
                    parts.append(str(secs).encode("ascii"))
                    i += 2
                    continue
                parts.append(tfmt[i : i + 2])
                i += 2
                continue
            parts.append(tfmt[i : i + 1])
            i += 1
        try:
            res = to_bytes(time.strftime(from_bytes(b"".join(parts)), tm))
        except (ValueError, UnicodeError):
            return b""
        if len(res) >= _TIMELEN_MAX:
            return b""
        return res

    # -- main loop ------------------------------------------------------------
    def run(self, fmt: bytes) -> tuple[bool, int]:
        """Interpret the format; returns (stop, status)."""
        n = len(fmt)
        while True:
            pass_start = len(self.out)
            i = 0
            while i < n:
                c = fmt[i]
                if c == 0x5C:
                    used, rep, _sawc, err = _tescape(fmt, i + 1, False)
                    if err is not None:
                        self._err(err)
                    self.out += rep
                    i += 1 + used
                    continue
                if c != 0x25:
                    self.out.append(c)
                    i += 1
                    continue
                start = i
                i += 1
                if i < n and fmt[i] == 0x25:
                    self.out.append(0x25)
                    i += 1
                    continue
                sp = _Spec()
                i = _read_flags(fmt, i, sp)
                star_w = False
                if i < n and fmt[i] == 0x2A:
                    i += 1
                    star_w = True
                    w = self.getint()
                    if w < 0:
                        sp.minus = True
                        w = -w
                    sp.width = w
                else:
                    st = i
                    while i < n and fmt[i] in _DIGITS:
                        i += 1
                    if i > st:
                        sp.width = int(fmt[st:i].decode("ascii"))
                sp.width = min(sp.width, _MAX_WIDTH)
                # printstr's view of the precision: -1 none, else the value
                str_prec = -1
                if i < n and fmt[i] == 0x2E:
                    i += 1
                    if i < n and fmt[i] == 0x2A:
                        i += 1
                        pv = self.getint()
                        str_prec = pv
                        sp.prec = pv if pv >= 0 else None
                    else:
                        dash = False
                        if i < n and fmt[i] == 0x2D:
                            dash = True
                            i += 1
                        st = i
                        while i < n and fmt[i] in _DIGITS:
                            i += 1
                        pv = int(fmt[st:i].decode("ascii")) if i > st else 0
                        if dash:
                            str_prec = 0
                            sp.prec = None
                        else:
                            str_prec = pv
                            sp.prec = pv
                while i < n and fmt[i] in _LENMODS:
                    i += 1
                if i >= n:
                    self._err(b"`" + fmt[start:] + b"': missing format character")
                    return False, 1
                conv = chr(fmt[i])
                i += 1
                _ = star_w
                if conv == "c":
                    ch = self.getchr()
                    self.out += _pad(bytes((ch,)), sp)
                elif conv == "s":
                    s = self.getstr()
                    if sp.prec is not None:
                        s = s[: sp.prec]
                    self.out += _pad(s, sp)
                elif conv == "b":
                    s = self.getstr()
                    xp, sawc = _bexpand(s, self.errors)
                    self.printstr(xp, sp.minus, sp.width, str_prec)
                    if sawc:
                        return True, 1 if self.conversion_error else 0
                elif conv in "qQ":
                    s = self.getstr()
                    if conv == "Q" and str_prec >= 0:
                        s = s[:str_prec]
                        str_prec = -1
                    q = to_bytes(printf_q(from_bytes(s)))
                    self.printstr(q, sp.minus, sp.width, str_prec)
                elif conv == "(":
                    depth = 1
                    j = i
                    while j < n:
                        if fmt[j] == 0x28:
                            depth += 1
                        elif fmt[j] == 0x29:
                            depth -= 1
                            if depth == 0:
                                break
                        j += 1
                    tfmt = fmt[i:j]
                    nxt = fmt[j + 1 : j + 2]
                    if nxt != b"T":
                        self._err(b"warning: `" + nxt + b"': invalid time format specification")
                        self.out.append(0x25)
                        i = start + 1
                        continue
                    i = j + 2
                    arg = self.getintmax() if self.pos < len(self.args) else -1
                    if arg == -1:
                        secs = int(self.now)
                    elif arg == -2:
                        secs = int(self.shell_start)
                    else:
                        secs = arg
                    self.printstr(self.strftime(tfmt, secs), sp.minus, sp.width, str_prec)
                elif conv == "n":
                    var = from_bytes(self.getstr())
                    if var:
                        if not _is_identifier(var):
                            self._err(f"`{var}': not a valid identifier")
                            return False, 1
                        if self.set_var is not None:
                            self.set_var(var, str(len(self.out) - pass_start))
                elif conv in "di":
                    v = self.getintmax()
                    self.out += _fmt_int(v < 0, abs(v), conv, sp)
                elif conv in "ouxX":
                    v = self.getintmax(unsigned=True)
                    self.out += _fmt_int(False, v, conv, sp)
                elif conv in "eEfFgGaA":
                    self.out += _fmt_float(self.getfloat(), conv, sp)
                else:
                    self._err(b"`" + fmt[i - 1 : i] + b"': invalid format character")
                    return False, 1
            if self.pos == 0 or self.pos >= len(self.args):
                break
        return False, 1 if self.conversion_error else 0


# ---------------------------------------------------------------------------
# compiled formats
#
# A format without anything unusual is parsed once into segments, cached by the format
# string: literal bytes (escapes already processed) and conversions with their flags,
# width and precision fixed. Formats that need the interpreter keep going through
# ``_Printf.run``: escapes with diagnostics, ``*`` widths/precisions, ``%q %Q %(..)T %n``,
# invalid or missing conversion characters, absurdly long numbers in a spec.

_LIT = 0  # literal bytes
_STR = 1  # %s: ``pyfmt % arg`` (or the argument itself when pyfmt is empty)
_INT = 2  # %d %i: ``pyfmt % value``, else _fmt_int with the spec
_UINT = 3  # %o %u %x %X: likewise, unsigned
_CHR = 4  # %c
_FLT = 5  # %e %E %f %F %g %G %a %A
_BSTR = 6  # %b (through printstr, with its view of the precision)

# (kind, literal bytes or Python %-format, conversion letter, spec, printstr precision)
_Seg = tuple[int, bytes, str, _Spec, int]


class _Compiled:
    """A compiled format: its segments and, when every conversion is a plain ``%s`` or one
    Python's ``%`` operator formats exactly like C (*kinds* non-empty), the whole format as
    one Python format (*whole*) applied to a tuple of converted arguments."""

    __slots__ = ("kinds", "lit", "segs", "simple", "simple_kinds", "whole")

    def __init__(self, segs: tuple[_Seg, ...]) -> None:
        self.segs = segs
        parts: list[bytes] = []
        kinds: list[int] = []
        #: for :func:`printf_simple`: the same with the float conversions Python's ``%``
        #: formats like C too (``%.2f``), as text when it is ASCII, and each conversion's
        #: kind, letter and precision
        simple_kinds: list[tuple[int, str, int | None]] = []
        floats = False
        for kind, data, conv, sp, _prec in segs:
            if kind == _LIT:
                parts.append(data.replace(b"%", b"%%"))
            elif kind == _STR or (kind in (_INT, _UINT, _FLT) and data):
                parts.append(data or b"%s")
                kinds.append(kind)
                simple_kinds.append((kind, conv, sp.prec))
                floats = floats or kind == _FLT
            else:
                kinds, simple_kinds = [], []
                break
        whole = b"".join(parts)
        self.whole = whole if kinds and not floats else b""
        self.kinds = tuple(kinds) if not floats else ()
        self.simple = whole.decode() if simple_kinds and whole.isascii() else None
        self.simple_kinds = tuple(simple_kinds) if self.simple is not None else ()
        #: the output of a format without conversions, when it is ASCII
        lit = (
            b"".join(data for _kind, data, *_ in segs)
            if all(sg[0] == _LIT for sg in segs)
            else None
        )
        self.lit = lit.decode() if lit is not None and lit.isascii() else None


_COMPILED: dict[str, _Compiled | None] = {}
_COMPILED_MAX = 256
_NO_SPEC = _Spec()


def _compile(f: bytes) -> tuple[_Seg, ...] | None:
    """Parse a format into segments, or None when it needs the interpreter."""
    segs: list[_Seg] = []
    lit = bytearray()
    n = len(f)
    i = 0
    while i < n:
        c = f[i]
        if c == 0x5C:
            used, rep, _sawc, err = _tescape(f, i + 1, False)
            if err is not None:
                return None
            lit += rep
            i += 1 + used
            continue
        if c != 0x25:
            lit.append(c)
            i += 1
            continue
        i += 1
        if i < n and f[i] == 0x25:
            lit.append(0x25)
            i += 1
            continue
        sp = _Spec()
        i = _read_flags(f, i, sp)
        st = i
        while i < n and f[i] in _DIGITS:
            i += 1
        if i - st > 9 or (i < n and f[i] == 0x2A):
            return None
        if i > st:
            sp.width = min(int(f[st:i]), _MAX_WIDTH)
        str_prec = -1
        if i < n and f[i] == 0x2E:
            i += 1
            dash = i < n and f[i] == 0x2D
            if dash:
                i += 1
            st = i
            while i < n and f[i] in _DIGITS:
                i += 1
            if i - st > 9 or (not dash and i == st and i < n and f[i] == 0x2A):
                return None
            pv = int(f[st:i]) if i > st else 0
            if dash:
                str_prec = 0
            else:
                str_prec = pv
                sp.prec = pv
        while i < n and f[i] in _LENMODS:
            i += 1
        if i >= n:
            return None
        conv = chr(f[i])
        i += 1
        width = str(sp.width).encode() if sp.width else b""
        if conv == "s":
            kind = _STR
            pyfmt = b""
            if sp.width or sp.prec is not None:
                prec = b"" if sp.prec is None else b".%d" % sp.prec
                pyfmt = b"%" + (b"-" if sp.minus else b"") + width + prec + b"s"
        elif conv in "diouxX":
            kind = _INT if conv in "di" else _UINT
            pyfmt = b""
            if not sp.hash and sp.prec is None:
                flags = b"-" if sp.minus else (b"0" if sp.zero else b"")
                if kind == _INT:
                    flags += b"+" if sp.plus else (b" " if sp.space else b"")
                pyfmt = b"%" + flags + width + (b"d" if conv in "diu" else conv.encode())
        elif conv == "c":
            kind, pyfmt = _CHR, b""
        elif conv in "eEfFgGaA":
            kind, pyfmt = _FLT, b""
            if conv not in "aA":  # integral arguments: Python's float formatting is exact
                flags = b"-" if sp.minus else (b"0" if sp.zero else b"")
                flags += b"+" if sp.plus else (b" " if sp.space else b"")
                flags += b"#" if sp.hash else b""
                prec = b"" if sp.prec is None else b".%d" % sp.prec
                pyfmt = b"%" + flags + width + prec + conv.encode()
        elif conv == "b":
            kind, pyfmt = _BSTR, b""
        else:
            return None
        if lit:
            segs.append((_LIT, bytes(lit), "", _NO_SPEC, 0))
            lit.clear()
        segs.append((kind, pyfmt, conv, sp, str_prec))
    if lit:
        segs.append((_LIT, bytes(lit), "", _NO_SPEC, 0))
    return tuple(segs)


def _run_whole(p: _Printf, whole: bytes, kinds: tuple[int, ...]) -> None:
    """Run a format that is one Python format (see :class:`_Compiled`)."""
    args = p.args
    nargs = len(args)
    out = p.out
    pos = 0
    while True:
        vals: list[bytes | int] = []
        for kind in kinds:
            if pos >= nargs:
                vals.append(b"" if kind == _STR else 0)
                continue
            a = args[pos]
            pos += 1
            if kind == _STR:
                vals.append(a)
            elif len(a) < 19 and a.isdigit() and (a[0] != 0x30 or len(a) == 1):
                vals.append(int(a))
            else:
                p.pos = pos - 1
                vals.append(p.getintmax(kind == _UINT))
        out += whole % tuple(vals)
        if pos == 0 or pos >= nargs:
            break
    p.pos = pos


def _double_exact(a: bytes, conv: str, prec: int | None) -> bool:
    """Whether formatting the decimal *a* (no exponent, the whole argument) as a double
    prints what bash prints from its long double.

    It does when at most 15 significant digits are printed and V, the exact decimal, has at
    most 15 from its first nonzero digit to its last. Then V * 10**s is an integer below
    10**15 at the scale s of the last printed digit, or, when V has more digits than are
    printed, V is a multiple of 10**-k (k fractional digits) below 10**(15-k), so that a
    rounding boundary of the output that V is not on lies at least 10**-15 * |V| away:
    farther than the double (2**-53 relative) or the long double (2**-64) is from V, and
    both round alike. What is left is V on a boundary (its last digit a 5 just past the
    printed precision), where the two may round apart (``%.2f`` of 2.675: 2.67 from the
    double, 2.68 from bash's long double).
    """
    m = _NUMBER.fullmatch(a)
    if m is None or m[4] is not None:
        return False
    fracd = (m[3] or b"").rstrip(b"0")
    intd = m[2].lstrip(b"0")
    digits = (intd + fracd).lstrip(b"0")
    if not digits:  # zero, when there is a digit at all
        return bool(m[2] or m[3])
    if len(digits) > 15:
        return False
    if conv in "fF":  # rounded at prec fractional digits
        p = 6 if prec is None else prec
        return len(intd) + p <= 15 and (len(fracd) != p + 1 or fracd[-1] != 0x35)
    p = 6 if prec is None else (prec or 1)  # significant digits: %g's
    if conv in "eE":
        p = 7 if prec is None else prec + 1
    sig = digits.rstrip(b"0")
    return p <= 15 and (len(sig) != p + 1 or sig[-1] != 0x35)


def _run_compiled(p: _Printf, segs: tuple[_Seg, ...]) -> bool:
    """Run a compiled format like ``_Printf.run``; returns stop (``\\c`` in a ``%b``)."""
    out = p.out
    args = p.args
    nargs = len(args)
    while True:
        for kind, data, conv, sp, str_prec in segs:
            if kind == _LIT:
                out += data
            elif kind == _STR:
                pos = p.pos
                if pos < nargs:
                    p.pos = pos + 1
                    out += data % args[pos] if data else args[pos]
                elif data:
                    out += data % b""
            elif kind == _INT or kind == _UINT:
                pos = p.pos
                if pos < nargs:
                    a = args[pos]
                    if len(a) < 19 and a.isdigit() and (a[0] != 0x30 or len(a) == 1):
                        p.pos = pos + 1
                        v = int(a)
                    else:
                        v = p.getintmax(kind == _UINT)
                else:
                    v = 0
                out += data % v if data else _fmt_int(v < 0, abs(v), conv, sp)
            elif kind == _CHR:
                out += _pad(bytes((p.getchr(),)), sp)
            elif kind == _FLT:
                pos = p.pos
                if data and pos < nargs:
                    # an integer below 2**53 is exact as a double and as a long double
                    a = args[pos]
                    if len(a) < 16 and (
                        a.isdigit() or (a[:1] == b"-" and a[1:].isdigit() and a[1] != 0x30)
                    ):
                        p.pos = pos + 1
                        out += data % float(int(a))
                        continue
                    if len(a) < 40 and _double_exact(a, conv, sp.prec):
                        p.pos = pos + 1
                        out += data % float(a)
                        continue
                out += _fmt_float(p.getfloat(), conv, sp)
            else:  # _BSTR
                xp, sawc = _bexpand(p.getstr(), p.errors)
                p.printstr(xp, sp.minus, sp.width, str_prec)
                if sawc:
                    return True
        if p.pos == 0 or p.pos >= nargs:
            return False


def printf_simple(fmt: str, args: list[str]) -> str | None:
    """The output of ``printf FMT ARGS`` in the common case where it is one Python ``%`` of
    the arguments as they are, else None (then :func:`printf_run`): a format compiled before
    (:class:`_Compiled`) as one ASCII Python format with as many conversions as there are
    arguments (or no conversion and no argument), every argument ASCII without NUL (so that
    byte widths are character widths) and, for an integer conversion, decimal digits without
    a sign or a leading zero (what ``int`` reads as ``strtoimax`` does). No errors, status 0.
    """
    prog = _COMPILED.get(fmt)
    if prog is None:
        return None
    if prog.simple is None:  # no conversion (then no argument), or one beyond Python's %
        return None if args else prog.lit
    return _simple_values(prog.simple, prog.simple_kinds, args)


def _simple_values(
    fmt: str, kinds: tuple[tuple[int, str, int | None], ...], args: list[str]
) -> str | None:
    """:func:`printf_simple`'s ``%`` of the arguments converted by kind: text as it is, an
    integer from its digits, a float argument from an integer below 2**53 or a decimal that
    prints the same from a double as from bash's long double (:func:`_double_exact`), as
    ``_run_compiled`` tells; None when an argument is not so."""
    if len(args) != len(kinds):
        return None
    vals: list[str | int | float] = []
    for (kind, conv, prec), a in zip(kinds, args, strict=True):
        if not a.isascii():
            return None
        if kind == _STR:
            if "\0" in a:
                return None
            vals.append(a)
        elif kind == _FLT:
            if len(a) < 16 and (a.isdigit() or (a[:1] == "-" and a[1:].isdigit() and a[1] != "0")):
                vals.append(float(int(a)))
            elif len(a) < 40 and _double_exact(a.encode(), conv, prec):
                vals.append(float(a))
            else:
                return None
        elif len(a) < 19 and a.isdigit() and (a[0] != "0" or len(a) == 1):
            vals.append(int(a))
        else:
            return None
    return fmt % tuple(vals)


def _cstr(s: str) -> bytes:
    try:
        b = s.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        b = to_bytes(s)
    if b"\x00" in b:
        return b[: b.find(b"\x00")]
    return b


def printf_run(
    fmt: str,
    args: list[str],
    now: float | None = None,
    shell_start: float | None = None,
    set_var: Callable[[str, str], None] | None = None,
) -> PrintfResult:
    """Run bash's printf format engine; see :class:`PrintfResult`.

    *now* is the current time (``%(..)T`` with ``-1`` or no argument), *shell_start* the
    shell's start time (argument ``-2``); both default to ``time.time()``. *set_var* receives
    ``%n`` assignments ``(name, value)``.
    """
    t = time.time() if now is None else now
    st = t if shell_start is None else shell_start
    p = _Printf([_cstr(a) for a in args], t, st, set_var)
    try:
        prog = _COMPILED[fmt]
    except KeyError:
        if len(_COMPILED) >= _COMPILED_MAX:
            _COMPILED.clear()
        segs = _compile(_cstr(fmt))
        prog = _COMPILED[fmt] = None if segs is None else _Compiled(segs)
    if prog is not None:
        if prog.kinds:
            _run_whole(p, prog.whole, prog.kinds)
            stop = False
        else:
            stop = _run_compiled(p, prog.segs)
        status = 1 if p.conversion_error else 0
        return PrintfResult(p.out.decode("utf-8", "surrogateescape"), p.errors, stop, status)
    f = _cstr(fmt)
    if not f:
        return PrintfResult("", [], False, 0)
    stop, status = p.run(f)
    return PrintfResult(from_bytes(bytes(p.out)), p.errors, stop, status)


def printf_format(
    fmt: str,
    args: list[str],
    now: float | None = None,
    shell_start: float | None = None,
    set_var: Callable[[str, str], None] | None = None,
) -> tuple[str, list[str], bool]:
    """bash's ``printf FORMAT ARGS...``: returns (output, error messages, stop).

    Messages look like ``printf: abc: invalid number`` (no ``bash: line N:`` prefix); some
    are warnings that do not affect the exit status -- use :func:`printf_run` for the exact
    status. *stop* is true when a ``%b`` argument's ``\\c`` ended all output.
    """
    r = printf_run(fmt, args, now, shell_start, set_var)
    return r.output, r.errors, r.stop
