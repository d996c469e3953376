"""``factor``: print the prime factors of integers (GNU coreutils 9.1), any size.

Owns trial division by small primes, a deterministic Miller-Rabin test (plus random bases
for huge numbers) and Brent's variant of Pollard's rho for the rest. Operands come from the
command line or, when there are none, whitespace-separated tokens of standard input.
"""

from __future__ import annotations

import math
import random

from agentsh.commands._common import quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, parse

SPEC = Spec("factor", [])

_SMALL = [p for p in range(2, 1000) if all(p % q for q in range(2, int(p**0.5) + 1))]
_MR_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in _SMALL[:25]:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    bases: tuple[int, ...] = _MR_BASES
    if n >= 3317044064679887385961981:
        rng = random.Random(n)
        bases = _MR_BASES + tuple(rng.randrange(2, n - 1) for _ in range(20))
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rho(n: int) -> int:
    """A non-trivial factor of the odd composite ``n`` (Brent)."""
    rng = random.Random(n)
    while True:
        y, c, m = rng.randrange(1, n), rng.randrange(1, n), 128
        g = r = q = 1
        x = ys = y
        while g == 1:
            x = y
            for _ in range(r):
                y = (y * y + c) % n
            k = 0
            while k < r and g == 1:
                ys = y
                for _ in range(min(m, r - k)):
                    y = (y * y + c) % n
                    q = q * abs(x - y) % n
                g = math.gcd(q, n)
                k += m
            r *= 2
        if g == n:
            g = 1
            while g == 1:
                ys = (ys * ys + c) % n
                g = math.gcd(abs(x - ys), n)
        if g != n:
            return g


def factorize(n: int) -> list[int]:
    """Prime factors of ``n`` in ascending order (empty for 0 and 1)."""
    out: list[int] = []
    if n < 2:
        return out
    for p in _SMALL:
        if p * p > n:
            break
        while n % p == 0:
            out.append(p)
            n //= p
    if n == 1:
        return out
    stack = [n]
    while stack:
        m = stack.pop()
        if m == 1:
            continue
        if is_prime(m):
            out.append(m)
            continue
        r = math.isqrt(m)
        if r * r == m:
            stack += [r, r]
            continue
        d = _rho(m)
        stack += [d, m // d]
    out.sort()
    return out


def _one(ctx: CommandContext, tok: str) -> bool:
    s = tok.lstrip(" \t\n\v\f\r")
    if s.startswith("+"):
        s = s[1:]
    if not s or not s.isascii() or not s.isdigit():
        ctx.stderr.write(
            f"factor: {quote(tok)} is not a valid positive integer\n".encode(
                "utf-8", "surrogateescape"
            )
        )
        return False
    n = int(s)
    fs = factorize(n)
    ctx.stdout.write((f"{n}:" + "".join(f" {p}" for p in fs) + "\n").encode())
    return True


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    ok = True
    if p.operands:
        for tok in p.operands:
            ok = _one(ctx, tok) and ok
            ctx.check()
        return 0 if ok else 1
    for line in ctx.iter_lines(ctx.stdin_stream):
        for tok in line.decode("utf-8", "surrogateescape").split():
            ok = _one(ctx, tok) and ok
            ctx.check()
    return 0 if ok else 1
