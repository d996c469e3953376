"""``seq``: print a sequence of numbers (GNU coreutils 9.1), streaming in batches.

Integer sequences use exact Python ints (any size); otherwise numbers are formatted with the
precision of FIRST/INCREMENT like GNU, or with ``-f FORMAT`` (one ``%e/%f/%g/%a`` directive).
Negative operands (``seq -5 -1``) are not options.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal, InvalidOperation

from agentsh._bigint import dec_text
from agentsh.commands._common import quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value

SPEC = Spec(
    "seq",
    [value("f", "f", "format"), value("s", "s", "separator"), flag("w", "w", "equal-width")],
    permute=False,
)

_NEGNUM = re.compile(r"-(\d|\.\d|inf|nan)", re.IGNORECASE)
_FMT = re.compile(r"%[-+ #0']*\d*(?:\.\d*)?[Llhqjzt]*([a-zA-Z%])")


#: Integers below this are printed by batches of ``%d`` (see main).
_BATCH_MAX = 10**3000


def _parse_num(s: str) -> Decimal | None:
    t = s.strip()
    if not t or t.lower().startswith(("0x", "-0x", "+0x")):
        try:
            return Decimal(float.fromhex(t)) if t else None
        except ValueError:
            return None
    try:
        d = Decimal(t)
    except InvalidOperation:
        return None
    return d


def _frac_digits(s: str) -> int:
    s = s.strip().lower()
    if "e" in s:
        mant, _, exp = s.partition("e")
        frac = len(mant.partition(".")[2]) if "." in mant else 0
        try:
            return max(0, frac - int(exp))
        except ValueError:
            return 0
    return len(s.partition(".")[2]) if "." in s else 0


def _check_format(fmt: str) -> str | None:
    """Error message for an invalid -f FORMAT, else None."""
    directives = [m for m in _FMT.finditer(fmt) if m.group(1) != "%"]
    if not directives:
        return f"format {quote(fmt)} has no % directive"
    if len(directives) > 1:
        return f"format {quote(fmt)} has too many % directives"
    conv = directives[0].group(1)
    if conv not in "eEfFgGaA":
        return f"format {quote(fmt)} has unknown %{conv} directive"
    return None


def main(ctx: CommandContext) -> int:
    args = list(ctx.args)
    # a negative number ends the options
    fixed: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if _NEGNUM.match(a):
            fixed += ["--", *args[i:]]
            break
        fixed.append(a)
        if a in ("-f", "-s", "--format", "--separator") and i + 1 < len(args):
            fixed.append(args[i + 1])
            i += 1
        elif not a.startswith("-") or a == "--":
            fixed += args[i + 1 :]
            break
        i += 1
    p = parse(ctx, SPEC, fixed)
    if isinstance(p, int):
        return p
    fmt = p.last("f")
    sepr = (p.last("s") if p.has("s") else "\n") or ""
    width = p.has("w")
    ops = p.operands
    if not ops:
        return usage_error(ctx, SPEC, "missing operand")
    if len(ops) > 3:
        return usage_error(ctx, SPEC, f"extra operand {quote(ops[3])}")
    nums: list[Decimal] = []
    for o in ops:
        d = _parse_num(o)
        if d is None or d.is_nan():
            return usage_error(ctx, SPEC, f"invalid floating point argument: {quote(o)}")
        nums.append(d)
    if fmt is not None:
        msg = _check_format(fmt)
        if msg is not None:
            ctx.stderr.write(f"seq: {msg}\n".encode())
            return 1
        if width:
            ctx.stderr.write(
                b"seq: format string may not be specified when printing equal width strings\n"
            )
            return usage_error(ctx, SPEC, None)
    first, incr, last = Decimal(1), Decimal(1), nums[-1]
    if len(nums) >= 2:
        first = nums[0]
    if len(nums) == 3:
        incr = nums[1]
        if incr == 0:
            return usage_error(ctx, SPEC, f"invalid Zero increment value: {quote(ops[1])}")
    texts = ops[:-1]
    is_int = all(n == n.to_integral_value() and not n.is_infinite() for n in (first, incr)) and all(
        _frac_digits(t) == 0 for t in texts
    )
    prec = max([_frac_digits(t) for t in texts] or [0])
    sep_b = sepr.encode("utf-8", "surrogateescape")

    def fmt_one(x: Decimal) -> str:
        if fmt is not None:
            conv = fmt
            return conv % float(x) if "%" in conv else conv
        if is_int and not x.is_infinite():
            return dec_text(int(x))
        if x.is_infinite():
            return "inf" if x > 0 else "-inf"
        return f"{x:.{prec}f}"

    pad = 0
    if width and fmt is None and not last.is_infinite():
        # GNU pads to the widest of FIRST and LAST as printed
        cand = [
            fmt_one(first),
            fmt_one(last if is_int else last.quantize(Decimal(1).scaleb(-prec)) if prec else last),
        ]
        pad = max(len(c) for c in cand)

    def render(x: Decimal) -> str:
        s = fmt_one(x)
        if pad and len(s) < pad:
            if s.startswith("-"):
                s = "-" + s[1:].rjust(pad - 1, "0")
            else:
                s = s.rjust(pad, "0")
        return s

    out = ctx.stdout
    started = False
    if (
        is_int
        and fmt is None
        and not pad
        and not last.is_infinite()
        and max(abs(first), abs(last)) < _BATCH_MAX  # (``%`` refuses longer ints' digits)
    ):
        a, step, b = int(first), int(incr), math.floor(last) if incr > 0 else math.ceil(last)
        batch = 4096
        cur = a
        # each number and its separator (the last one's a newline) by one ``%`` per batch:
        # a C loop, faster than joining ``str`` of each
        unit = b"%d" + sepr.encode("utf-8", "surrogateescape").replace(b"%", b"%%")
        within = b.__ge__ if step > 0 else b.__le__  # whether a number is still printed
        while within(cur):
            end = cur + step * batch
            if step > 0:
                end = min(end, b + 1)
            else:
                end = max(end, b - 1)
            numbers = range(cur, end, step)
            n = len(numbers)
            cur = cur + step * n
            if within(cur):
                out.write(unit * n % tuple(numbers))
            else:
                out.write((unit * (n - 1) + b"%d\n") % tuple(numbers))
            ctx.check()
        return 0
    x = first
    buf: list[str] = []
    n = 0
    while (incr > 0 and x <= last) or (incr < 0 and x >= last):
        buf.append(render(x))
        n += 1
        x = first + incr * n
        if len(buf) >= 1024:
            out.write(
                ((sepr if started else "") + sepr.join(buf)).encode("utf-8", "surrogateescape")
            )
            started = True
            buf.clear()
            ctx.check()
        if x.is_infinite():
            break
    if buf:
        out.write(((sepr if started else "") + sepr.join(buf)).encode("utf-8", "surrogateescape"))
        started = True
    if started:
        out.write(b"\n")
    del sep_b
    return 0
