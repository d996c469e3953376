"""gawk's builtin functions that need no interpreter state: formatting, strings, math, time.

Owns ``sprintf`` (gawk's printf engine: flags ``-+ #0``, ``*`` widths, ``%c`` of numbers,
``%i``, unsigned two's-complement ``%x/%o/%u``, ``+inf``/``-nan``), ``substr`` (gawk's
truncating rules), the ``sub``/``gsub``/``gensub`` replacement engines (awk's empty-match rule),
``split``/``patsplit`` helpers, bit operations, ``strtonum``, ``strftime``/``mktime`` (UTC), and
the sort orders of ``asort``/``asorti``/``PROCINFO["sorted_in"]``.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from typing import NamedTuple, cast

from agentsh.commands.awk.errors import AwkFatal
from agentsh.commands.awk.values import (
    StrNum,
    Uninit,
    Value,
    is_numeric_value,
    looks_numeric,
    num_to_str,
    special_str,
    to_num,
)
from agentsh.regex.literal import can_match_empty, literal_text

#: a conversion: position, flags, width, precision, the conversion character; C's size
#: modifiers (``%ld``, ``%hd``, ``%l5d``) are read and ignored, as gawk does
_SPEC = re.compile(
    r"%(?:(\d+)\$)?([-+ #0']*)([hlLjzt]*)(\*|\d+)?([hlLjzt]*)(?:\.(\*|\d*))?([hlLjzt]*)(.?)",
    re.S,
)


def _spec_parts(m: re.Match[str]) -> tuple[str | None, str, str | None, str | None, str]:
    """(position, flags, width, precision, conversion) of a :data:`_SPEC` match; the
    conversion "" (the text is printed as it is) when a modifier repeats (``%lld``,
    ``%hhd``: gawk's bad conversions)."""
    posarg, flags, m1, width_s, m2, prec_s, m3, conv = m.groups()
    mods = m1 + m2 + m3
    if len(set(mods)) != len(mods):
        conv = ""
    return posarg, flags, width_s, prec_s, conv


_MASK64 = (1 << 64) - 1


def _arg_str(v: Value, convfmt: str) -> str:
    return v if type(v) is not float else num_to_str(v, convfmt)


Formatter = Callable[[Value, str], str]


class CompiledFormat(NamedTuple):
    lead: str  # the text before the first conversion
    fns: list[Formatter]  # one per conversion
    lits: list[str]  # the text after each conversion
    #: per conversion: "s"/"-Ns"/"Ns" (plain strings), "d:F" and "f:F" (a number formatted
    #: by Python's ``F % int(x)``, ``F % x`` when it is finite), "u:F" (``F % int(x)`` when
    #: 0 < x < 2**53: %u %x %X %o), "num" or "any"
    kinds: list[str]


_FMT_CACHE: dict[str, CompiledFormat | None] = {}


def _one_spec(conv: str, flags: str, width: int | None, prec: int | None) -> Formatter:
    """A formatter of one conversion (the common forms straight to Python's ``%``)."""
    w = "" if width is None else str(width)

    def general(v: Value, convfmt: str) -> str:
        return _format_one(conv, flags, width, prec, v, convfmt)

    if conv == "s":
        left = "-" in flags

        def fmt_s(v: Value, convfmt: str) -> str:
            s = v if type(v) is not float else num_to_str(v, convfmt)
            if prec is not None:
                s = s[:prec]
            if width is not None and len(s) < width:
                return s.ljust(width) if left else s.rjust(width)
            return s

        return fmt_s
    if conv in "di" and prec is None:
        pyfmt = "%" + flags.replace("#", "") + w + "d"

        def fmt_d(v: Value, convfmt: str) -> str:
            x = v if type(v) is float else to_num(v)
            if x - x != 0:
                return general(x, convfmt)
            return pyfmt % int(x)

        return fmt_d
    if conv in "eEfFgG":
        pyfmt = "%" + flags + w + ("" if prec is None else "." + str(prec)) + conv

        def fmt_f(v: Value, convfmt: str) -> str:
            x = v if type(v) is float else to_num(v)
            if x - x != 0:
                return general(x, convfmt)
            return pyfmt % x

        return fmt_f
    return general


def compile_format(fmt: str) -> CompiledFormat | None:
    """The parsed format, or None for the forms left to the general engine (``*`` widths,
    ``n$`` positions)."""
    lits: list[str] = []
    fns: list[Formatter] = []
    kinds: list[str] = []
    buf: list[str] = []
    pos = 0
    n = len(fmt)
    while pos < n:
        i = fmt.find("%", pos)
        if i < 0:
            buf.append(fmt[pos:])
            break
        buf.append(fmt[pos:i])
        m = _SPEC.match(fmt, i)
        assert m is not None
        posarg, flags, width_s, prec_s, conv = _spec_parts(m)
        pos = m.end()
        if conv == "%":
            buf.append("%")
            continue
        if conv == "" or conv not in "cdiouxXeEfFgGsaA":
            buf.append(fmt[i : m.end()])
            continue
        if posarg or width_s == "*" or prec_s == "*":
            return None
        width = int(width_s) if width_s else None
        prec = (int(prec_s) if prec_s else 0) if prec_s is not None else None
        if (width or 0) > _MAX_FIELD or (prec or 0) > _MAX_FIELD:
            return None  # (the general way reports it)
        lits.append("".join(buf))
        buf = []
        fns.append(_one_spec(conv, flags.replace("'", ""), width, prec))
        fl = flags.replace("'", "")
        w = "" if width is None else str(width)
        if conv == "s" and prec is None and flags in ("", "-") and (width_s or not flags):
            kinds.append(flags + (width_s or "") + "s")
        elif conv in "di" and prec is None:  # (what _one_spec's fmt_d does with it)
            kinds.append("d:%" + fl.replace("#", "") + w + "d")
        elif conv in "eEfFgG":  # (fmt_f's)
            kinds.append("f:%" + fl + w + ("" if prec is None else "." + str(prec)) + conv)
        elif (conv in "uxX" or (conv == "o" and "#" not in fl)) and prec is None:
            # (_format_one's way for a whole positive number below 2**53)
            f2 = fl.replace("+", "").replace(" ", "")
            kinds.append("u:%" + f2 + w + ("d" if conv == "u" else conv))
        elif conv == "c" and not flags and width is None and prec is None:
            kinds.append("c")
        else:
            kinds.append("num" if conv in "dieEfFgG" else "any")
    lits.append("".join(buf))
    return CompiledFormat(lits[0], fns, lits[1:], kinds)


def sprintf(fmt: str, args: list[Value], convfmt: str = "%.6g") -> str:
    """gawk's ``sprintf`` (formats are compiled once; see :func:`_compile_format`)."""
    try:
        compiled = _FMT_CACHE[fmt]
    except KeyError:
        if len(_FMT_CACHE) > 256:
            _FMT_CACHE.clear()
        compiled = _FMT_CACHE[fmt] = compile_format(fmt)
    if compiled is not None:
        lead, fns, lits, _ = compiled
        if len(args) >= len(fns):
            if not fns:
                return lead
            out = [lead]
            for f, lit, a in zip(fns, lits, args, strict=False):
                out.append(f(a, convfmt))
                out.append(lit)
            return "".join(out)
    return _sprintf(fmt, args, convfmt)


def _sprintf(fmt: str, args: list[Value], convfmt: str) -> str:
    """The general engine (and its diagnostics)."""
    out: list[str] = []
    pos = 0
    ai = 0
    n = len(fmt)

    def next_arg(spec_start: int) -> Value:
        nonlocal ai
        if ai >= len(args):
            raise AwkFatal(
                "not enough arguments to satisfy format string\n\t`"
                + fmt
                + "'\n\t"
                + " " * (spec_start + 1)
                + "^ ran out for this one"
            )
        v = args[ai]
        ai += 1
        return v

    while pos < n:
        i = fmt.find("%", pos)
        if i < 0:
            out.append(fmt[pos:])
            break
        out.append(fmt[pos:i])
        m = _SPEC.match(fmt, i)
        assert m is not None
        posarg, flags, width_s, prec_s, conv = _spec_parts(m)
        pos = m.end()
        if conv == "%":
            out.append("%")
            continue
        if conv == "" or conv not in "cdiouxXeEfFgGsaA":
            out.append(fmt[i : m.end()])
            continue
        flags = flags.replace("'", "")
        width: int | None = None
        if width_s == "*":
            width = _star(to_num(next_arg(i)))
            if width is not None and width < 0:
                flags += "-"
                width = -width
        elif width_s:
            width = int(width_s)
        prec: int | None = None
        if prec_s is not None:
            if prec_s == "*":
                prec = _star(to_num(next_arg(i)))
                if prec is not None and prec < 0:
                    prec = None
            else:
                prec = int(prec_s) if prec_s else 0
        for size in (width, prec):
            if size is not None and size > _MAX_FIELD:
                raise AwkFatal(
                    f"printf: a width or precision of {size} exceeds the sandbox limit"
                    f" ({_MAX_FIELD})"
                )
        if posarg:
            k = int(posarg) - 1
            if k >= len(args):
                raise AwkFatal("not enough arguments to satisfy format string")
            arg = args[k]
        else:
            arg = next_arg(i)
        out.append(_format_one(conv, flags, width, prec, arg, convfmt))
    return "".join(out)


#: The largest printf width or precision (gawk would try to allocate the text and fail).
_MAX_FIELD = 64 * 1024 * 1024


def _star(v: float) -> int | None:
    """A ``*`` width or precision: None (ignored, as gawk's conversion to a C long leaves
    it) when it is not a number that fits in a long."""
    if not -(2**63) < v < 2**63:  # (NaN too)
        return None
    return int(v)


def _pad(s: str, flags: str, width: int | None) -> str:
    if width is not None and len(s) < width:
        return s.ljust(width) if "-" in flags else s.rjust(width)
    return s


def _legacy_utf8(code: int) -> str:
    """Past Unicode's last code point, glibc still encodes a wide character the way UTF-8
    first did (up to 31 bits, in 5 or 6 bytes), as gawk's ``%c`` prints it; the bytes as
    text (surrogate escapes)."""
    n = 4 if code < 0x200000 else 5 if code < 0x4000000 else 6
    lead = (0xF0, 0xF8, 0xFC)[n - 4]
    out = [lead | (code >> (6 * (n - 1)))]
    out += [0x80 | ((code >> (6 * k)) & 0x3F) for k in range(n - 2, -1, -1)]
    return bytes(out).decode("utf-8", "surrogateescape")


def _format_one(
    conv: str, flags: str, width: int | None, prec: int | None, arg: Value, convfmt: str
) -> str:
    w = "" if width is None else str(width)
    if conv == "s":
        s = _arg_str(arg, convfmt)
        if prec is not None:
            s = s[:prec]
        return _pad(s, flags, width)
    if conv == "c":
        if type(arg) is float or (type(arg) is StrNum and looks_numeric(arg)):
            fv = to_num(arg)
            code = int(fv) if fv - fv == 0 else 0
            if 0 <= code < 0x110000 and not 0xD800 <= code < 0xE000:
                s = chr(code)
            elif 0x110000 <= code <= 0x7FFFFFFF:
                s = _legacy_utf8(code)
            else:
                b = code & 0xFF
                s = chr(0xDC00 + b) if b >= 0x80 else chr(b)
        else:
            # (an empty field: gawk prints the byte its pointer into the record is at)
            s = _arg_str(arg, convfmt)[:1] or getattr(arg, "c", "\x00")
        return _pad(s, flags, width)
    v = to_num(arg)
    if v - v != 0:
        # (gawk's format_nan_inf: the text alone, no width, capitals for %E %F %G %A %X)
        s = special_str(v)
        return s.upper() if conv in "EFGAX" else s
    p = "" if prec is None else "." + str(prec)
    if conv in "di":
        iv = int(v)
        f2 = flags.replace("#", "")
        if prec is not None:
            f2 = f2.replace("0", "")
            if prec == 0 and iv == 0:
                s = "+" if "+" in f2 else (" " if " " in f2 else "")
                return _pad(s, f2, width)
        return ("%" + f2 + w + p + "d") % iv
    if conv in "ouxX":
        iv = int(v)
        if iv >= 1 << 64 or iv < -(1 << 63):
            # (out of the C integers' range: gawk's "emergency" %g, 6 digits by default)
            gp = p if prec is not None else ".6"
            return ("%" + flags.replace("'", "") + w + gp + "g") % v
        if iv < 0:
            iv &= _MASK64
        f2 = flags.replace("+", "").replace(" ", "")
        if prec is not None:
            f2 = f2.replace("0", "")
        c = "d" if conv == "u" else conv
        if v == 0:
            f2 = f2.replace("#", "")
        if c == "o" and "#" in f2:
            # (gawk puts a 0 before the digits of any number but 0: %#o of 0.5 is 00,
            # %#.3o of 8 0010)
            f2 = f2.replace("#", "")
            s = "0" + ("%" + p + "o") % iv
            return _pad0(s, f2, width)
        return ("%" + f2 + w + p + c) % iv
    if conv in "aA":
        return _fmt_a(v, flags, width, prec, conv == "A")
    return ("%" + flags + w + p + conv) % v


def _fmt_a(v: float, flags: str, width: int | None, prec: int | None, upper: bool) -> str:
    """C's ``%a``: the hexadecimal mantissa without trailing zeros (``0x1p+0``), or rounded
    to ``prec`` digits (to even; a carry shows as ``0x2``), subnormals as ``0x0.…p-1022``;
    ``#`` keeps the point, ``0`` pads after the ``0x``."""
    sign = (
        "-" if math.copysign(1.0, v) < 0 else "+" if "+" in flags else " " if " " in flags else ""
    )
    text = float.hex(abs(v))  # 0x1.8000000000000p+1, 0x0.0p+0 (finite: see _format_one)
    mant, _, exp = text[2:].partition("p")
    lead, _, frac = mant.partition(".")
    if v == 0:
        lead, frac, exp = "0", "", "+0"
    if prec is None:
        frac = frac.rstrip("0")
    elif prec < len(frac):
        shift = 4 * (len(frac) - prec)
        m = int(lead + frac, 16)
        q, r = m >> shift, m & ((1 << shift) - 1)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        digits = f"{q:x}"
        if prec:
            lead, frac = digits[:-prec] or "0", digits[-prec:].rjust(prec, "0")
        else:
            lead, frac = digits, ""
    else:
        frac = frac.ljust(prec, "0")
    point = "." if frac or "#" in flags else ""
    digits = lead + point + frac + "p" + exp
    if upper:
        digits = digits.upper()
    prefix = sign + ("0X" if upper else "0x")
    if width is not None and "0" in flags and "-" not in flags:
        digits = digits.rjust(width - len(prefix), "0")
    return _pad(prefix + digits, flags.replace("0", ""), width)


def _pad0(s: str, flags: str, width: int | None) -> str:
    if width is not None and len(s) < width and "0" in flags and "-" not in flags:
        return s.rjust(width, "0")
    return _pad(s, flags, width)


_SIMPLE_FMT = re.compile(r"%[-+ #0]*\d*(?:\.\d*)?[eEfFgGdi]\Z")


def format_number(fmt: str, v: float) -> str:
    """CONVFMT/OFMT conversion of a non-integral number."""
    if _SIMPLE_FMT.match(fmt) and fmt[-1] not in "di":
        return fmt % v
    try:
        return sprintf(fmt, [v])
    except AwkFatal:
        return fmt


def fmt_g(v: float) -> str:
    """``%g`` as gawk's warnings print numbers."""
    return f"{v:g}"


# -- strings -----------------------------------------------------------------------------
def substr(s: str, start: float, length: float | None = None) -> str:
    if start != start:
        return ""
    if length is not None:
        if not (length >= 1):
            if not (length > 0):
                return ""
        if length == math.inf:
            length = None
    if start >= len(s) + 1:  # (+inf too: past the end)
        return ""
    i = 1 if start < 1 else int(start)
    if length is None:
        return s[i - 1 :]
    n = int(length)
    if n <= 0:
        return ""
    return s[i - 1 : i - 1 + n]


def make_repl(repl: str) -> Callable[[re.Match[str]], str] | str:
    r"""sub/gsub replacement, as gawk 5.2 reads it from left to right: ``&`` is the match,
    four backslashes are two, ``\\\&`` a literal ``\&``, ``\\&`` a backslash then the match,
    ``\&`` a literal ``&``; any other backslash is itself (``\\q`` stays as it is)."""
    if "&" not in repl and "\\" not in repl:
        return repl
    parts: list[str | None] = []  # None = the matched text
    buf: list[str] = []
    i = 0
    n = len(repl)
    while i < n:
        c = repl[i]
        if c == "\\":
            if repl.startswith("\\\\\\\\", i) or repl.startswith("\\\\\\&", i):
                buf.append(repl[i + 2 : i + 4])
                i += 4
                continue
            if repl.startswith("\\\\&", i):
                buf.append("\\")
                parts.append("".join(buf))
                buf = []
                parts.append(None)
                i += 3
                continue
            if i + 1 < n and repl[i + 1] == "&":
                buf.append("&")
                i += 2
                continue
            buf.append("\\")
            i += 1
            continue
        if c == "&":
            parts.append("".join(buf))
            buf = []
            parts.append(None)
            i += 1
            continue
        buf.append(c)
        i += 1
    parts.append("".join(buf))
    if None not in parts:
        return "".join(p for p in parts if p is not None)
    frozen = tuple(parts)

    def fn(m: re.Match[str]) -> str:
        g = m.group()
        return "".join(g if p is None else p for p in frozen)

    return fn


_PLAN_CACHE: dict[
    tuple[object, str], tuple[str | None, bool, Callable[[re.Match[str]], str] | str]
] = {}


def _plan(
    pat: re.Pattern[str], repl: str
) -> tuple[str | None, bool, Callable[[re.Match[str]], str] | str]:
    """(the fixed string ``pat`` matches or None, whether ``re.subn`` is safe, replacement)."""
    key = (pat, repl)
    plan = _PLAN_CACHE.get(key)
    if plan is None:
        r = make_repl(repl)
        lit = literal_text(pat)
        if lit is not None and not isinstance(r, str):
            r = r(cast("re.Match[str]", FixedMatch(lit)))
        # re.subn: no empty matches (their rules differ) and no backslash in the template
        real = type(pat) is re.Pattern  # not a LongestPattern
        subn_ok = real and isinstance(r, str) and "\\" not in r
        if subn_ok and lit is None:
            subn_ok = not can_match_empty(pat)
        if len(_PLAN_CACHE) > 512:
            _PLAN_CACHE.clear()
        plan = _PLAN_CACHE[key] = (lit, subn_ok, r)
    return plan


def subn_template(pat: re.Pattern[str], repl: str) -> str | None:
    """The template with which ``pat.subn`` does awk's sub/gsub of ``pat`` by ``repl``, when
    it can (see :func:`_plan`): a real ``re`` pattern that matches no empty text, a
    replacement without ``&`` or backslashes; else None."""
    lit, subn_ok, r = _plan(pat, repl)
    return r if subn_ok and lit is None and isinstance(r, str) else None


class FixedMatch:
    """Stands for every match of a fixed string (the replacement only asks for the text)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def group(self) -> str:
        return self.text


def substitute(pat: re.Pattern[str], repl: str, s: str, global_: bool) -> tuple[int, str]:
    """sub/gsub on ``s``: (count, new string)."""
    lit, subn_ok, r = _plan(pat, repl)
    if lit is not None and isinstance(r, str):
        if global_:
            n = s.count(lit)
            return (n, s.replace(lit, r)) if n else (0, s)
        return (1, s.replace(lit, r, 1)) if lit in s else (0, s)
    if subn_ok:
        new, n = pat.subn(cast("str", r), s, 0 if global_ else 1)
        return n, new
    if not global_:
        m = pat.search(s)
        if m is None:
            return 0, s
        rep = r if isinstance(r, str) else r(m)
        return 1, s[: m.start()] + rep + s[m.end() :]
    out: list[str] = []
    pos = 0
    count = 0
    prev_end = -1
    for m in pat.finditer(s):
        st, en = m.span()
        if st == en and st == prev_end:
            continue
        out.append(s[pos:st])
        out.append(r if isinstance(r, str) else r(m))
        pos = en
        prev_end = en
        count += 1
    if not count:
        return 0, s
    out.append(s[pos:])
    return count, "".join(out)


def gensub(pat: re.Pattern[str], repl: str, how: Value, s: str) -> str:
    """gawk's gensub: ``\\0``/``&`` whole match, ``\\1``-``\\9`` groups; how = g or N."""
    hs = how if type(how) is not float else ""
    if isinstance(hs, str) and hs[:1] in ("g", "G"):
        which = 0
    else:
        which = int(to_num(how))
        if which <= 0:
            which = 1

    def expand(m: re.Match[str]) -> str:
        out: list[str] = []
        i = 0
        n = len(repl)
        while i < n:
            c = repl[i]
            if c == "\\" and i + 1 < n:
                d = repl[i + 1]
                if d.isdigit():
                    k = int(d)
                    if k <= (pat.groups or 0):
                        out.append(m.group(k) or "")
                    i += 2
                    continue
                if d == "&":
                    out.append("&")
                    i += 2
                    continue
                out.append(d if d == "\\" else "\\" + d)
                i += 2
                continue
            if c == "&":
                out.append(m.group())
            else:
                out.append(c)
            i += 1
        return "".join(out)

    out: list[str] = []
    pos = 0
    prev_end = -1
    k = 0
    for m in pat.finditer(s):
        st, en = m.span()
        if st == en and st == prev_end:
            continue
        k += 1
        prev_end = en
        if which == 0 or k == which:
            out.append(s[pos:st])
            out.append(expand(m))
            pos = en
            if which:
                break
    out.append(s[pos:])
    return "".join(out)


def to_upper(s: str) -> str:
    if s.isascii():
        return s.upper()
    return "".join(c.upper() if len(c.upper()) == 1 else c for c in s)


def to_lower(s: str) -> str:
    if s.isascii():
        return s.lower()
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in s)


# -- numbers -----------------------------------------------------------------------------
_BITS53 = (1 << 53) - 1


def bit_arg(name: str, v: float, args: str) -> int:
    if v < 0:
        raise AwkFatal(f"{name}({args}): negative values are not allowed")
    return int(v)


def strtonum(v: Value) -> float:
    if type(v) is float:
        return v
    s = str(v).lstrip(" \t\n\r\f\v")
    neg = False
    t = s
    if t[:1] in "+-":
        neg = t[0] == "-"
        t = t[1:]
    if t[:2].lower() == "0x":
        m = re.match(r"[0-9a-fA-F]+", t[2:])
        r = float(int(m.group(), 16)) if m else 0.0
        return -r if neg else r
    if t[:1] == "0" and len(t) > 1 and t[1].isdigit():
        m = re.match(r"[0-7]+", t)
        r = float(int(m.group(), 8)) if m else 0.0
        if m and t[len(m.group()) : len(m.group()) + 1] in ("8", "9", "."):
            return to_num(v)
        return -r if neg else r
    return to_num(v)


# -- time --------------------------------------------------------------------------------
DEFAULT_STRFTIME = "%a %b %e %H:%M:%S %Z %Y"


def strftime(fmt: str, ts: float) -> str:
    try:
        t = time.gmtime(int(ts))
    except (OverflowError, ValueError, OSError):
        t = time.gmtime(0)
    fmt2 = fmt.replace("%Z", "UTC").replace("%z", "+0000")
    try:
        return time.strftime(fmt2, t) if fmt2 else ""
    except ValueError:
        return fmt


def mktime(spec: str) -> float:
    parts = spec.split()
    if len(parts) < 6:
        return -1.0
    try:
        nums = [int(float(p)) for p in parts[:6]]
    except ValueError:
        return -1.0
    y, mo, d, h, mi, s = nums
    try:
        # normalise out-of-range fields like mktime(3)
        import calendar  # on use: calendar (+ datetime, locale) cost ~4 ms to import
        import datetime

        base = calendar.timegm((y, 1, 1, 0, 0, 0, 0, 0, 0))

        dt = datetime.datetime(y, 1, 1) + datetime.timedelta(
            days=d - 1, hours=h, minutes=mi, seconds=s
        )
        months = mo - 1
        yy = dt.year + (dt.month - 1 + months) // 12
        mm = (dt.month - 1 + months) % 12 + 1
        del base
        first = datetime.datetime(yy, mm, 1)
        dt2 = first + datetime.timedelta(
            days=dt.day - 1, hours=dt.hour, minutes=dt.minute, seconds=dt.second
        )
        return float(calendar.timegm(dt2.timetuple()))
    except (ValueError, OverflowError):
        return -1.0


# -- sorting -----------------------------------------------------------------------------
def value_sort_key(v: Value) -> tuple[int, float, str]:
    """asort order: numbers (numeric) before strings (string order)."""
    if is_numeric_value(v) and type(v) is not Uninit:
        return (0, to_num(v), "")
    if type(v) is Uninit:
        return (0, 0.0, "")
    return (1, 0.0, str(v))


def index_sort_key_num(k: str) -> tuple[int, float, str]:
    if looks_numeric(k):
        return (0, to_num(k), k)
    return (1, 0.0, k)
