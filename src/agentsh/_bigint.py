"""Integers of any size to and from decimal text, past CPython's conversion limit.

CPython (3.11+) refuses ``str(n)`` and ``int(text)`` beyond 4300 digits (a guard against
quadratic conversions, ``sys.set_int_max_str_digits``). GNU tools have no such limit (``expr``
and ``bc`` are arbitrary precision, ``seq`` and ``printf`` print what they read), so the
commands convert through these helpers: small values in one C call, big ones by halves (each
piece under the limit). Layer-free: anything may use it. The process-wide limit is left alone.
"""

from __future__ import annotations

#: Values below this many bits (about 3900 digits) convert in one call.
_BITS = 12_900
#: Texts shorter than this convert in one call.
_DIGITS = 3_900


#: Past this many bits (about 1.2 million digits) the conversion, quadratic in CPython,
#: would outlast any time limit in one uninterruptible division: refused instead.
MAX_BITS = 4_000_000


def dec_text(n: int) -> str:
    """``str(n)`` for an int of any size (OverflowError past :data:`MAX_BITS`)."""
    if n.bit_length() < _BITS:
        return str(n)
    if n.bit_length() > MAX_BITS:
        raise OverflowError("number too large to convert to decimal")
    if n < 0:
        return "-" + dec_text(-n)
    k = n.bit_length() * 3 // 20  # about half of its digits (log10(2) > 0.3)
    hi, lo = divmod(n, 10**k)
    return dec_text(hi) + dec_text(lo).zfill(k)


def int_text(text: str) -> int:
    """``int(text)`` for decimal text of any length (the same errors for bad text)."""
    if len(text) < _DIGITS:
        return int(text)
    t = text.strip()
    sign = 1
    if t[:1] in "+-":
        sign = -1 if t[0] == "-" else 1
        t = t[1:]
    if not (t.isascii() and t.isdigit()):
        return int(text)  # (raises the ValueError int() raises for bad text)
    k = len(t) // 2
    return sign * (int_text(t[:k]) * 10 ** (len(t) - k) + int_text(t[k:]))
