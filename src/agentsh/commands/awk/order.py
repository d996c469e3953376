"""The order in which gawk 5.2's ``for (k in a)`` visits keys (no ``PROCINFO["sorted_in"]``).

Owns an emulation of gawk's array storage, from its source (str_array.c, cint_array.c):
string keys live in a chained hash table (``awk_hash``, sizes 13, 127, 1021, ... grown when
the load passes 2 per bucket, new entries at the head of their chain, rehashed chain by chain)
walked bucket by bucket; in an array whose first key was a non-negative integer, such keys live
in a separate integer table listed after the strings, in ascending order. Checked against gawk
5.2.1 on string, integer and mixed arrays; deletions are not replayed (the table never shrinks
in gawk either). Not emulated: gawk's integer hash of negative integers (an array whose first
key is negative, or negative keys in an integer array: here hashed as strings).
"""

from __future__ import annotations

import operator
from itertools import compress, repeat

_SHUFFLE_MAX = 1 << 9  #: gawk's shuffle buffer (SHUFFLE_BITS 9)
_SIZES = (13, 127, 1021, 8191, 16381, 32749, 65497, 131101, 262147, 524309, 1048583, 2097169)


#: ``_POWERS[n]``: 65599 ** (n - 1 - i) mod 2**32 for i < n (see :func:`awk_hash`)
_POWERS: list[tuple[int, ...]] = [()]


def awk_hash(key: str) -> int:
    """gawk's default string hash (``awk_hash`` in str_array.c), before ``% size``.

    gawk: h = c + (h << 6) + (h << 16) - h, i.e. h * 65599 + c, kept to 32 bits: the sum of
    each byte times 65599 to the power of the bytes after it, mod 2**32 (one C-level
    ``sum(map(...))`` with the powers made once per length)."""
    data = key.encode("utf-8", "surrogateescape")
    n = len(data)
    while len(_POWERS) <= n:
        k = len(_POWERS)
        _POWERS.append(tuple(pow(65599, k - 1 - i, 1 << 32) for i in range(k)))
    if not data.isascii():
        # gawk hashes C ``char``s, signed on x86-64: a byte from 0x80 counts as b - 256
        signed = [b - 256 if b > 127 else b for b in data]
        return sum(map(operator.mul, signed, _POWERS[n])) & 0xFFFFFFFF
    return sum(map(operator.mul, data, _POWERS[n])) & 0xFFFFFFFF


def _is_cint(key: str) -> bool:
    """Whether gawk's integer table takes ``key``: a whole number from 0 to 2**31 - 1
    written without a sign or leading zero (larger ones are hashed as strings)."""
    return (
        key.isascii()
        and key.isdigit()
        and (key == "0" or not key.startswith("0"))
        and (len(key) < 10 or (len(key) == 10 and key <= "2147483647"))
    )


def gawk_order(keys: list[str]) -> list[str]:
    """``keys`` (in insertion order) in the order gawk's ``for (k in a)`` yields them.

    gawk picks an array's storage at its first insertion: a first key that is not a
    non-negative integer makes a string array, where every later key, integers too, is
    hashed as a string (``n["q"]; n[9]`` walks ``9`` among the strings)."""
    if len(keys) < 2:
        return keys
    if not any(map(str.isdigit, keys)) or not _is_cint(keys[0]):
        return _str_order(keys)
    if "".join(keys).isascii():  # (_is_cint inline)
        cint = [
            k.isdigit()
            and (k[0] != "0" or k == "0")
            and (len(k) < 10 or len(k) == 10 and k <= "2147483647")
            for k in keys
        ]
    else:
        cint = list(map(_is_cint, keys))
    # (canonical whole numbers: numeric order is by length, then text; two C-level sorts)
    ints = sorted(compress(keys, cint))
    ints.sort(key=len)
    strs = list(compress(keys, map(operator.not_, cint)))
    if len(strs) > 1:
        strs = _str_order(strs)
    return strs + ints


def _str_order(keys: list[str]) -> list[str]:
    """The walk order of gawk's chained hash table after inserting ``keys`` in order.

    Computed phase by phase instead of moving entries between chain lists: between two
    rehashes, a bucket's chain is the keys inserted since the last rehash (newest first)
    followed by the keys moved there by that rehash (in reverse of the previous walk order,
    since each is pushed on the head). Each phase's walk order is one stable sort, by
    bucket, of those two runs of key indices one after the other.
    """
    n = len(keys)
    top = max(map(len, keys))
    if top < 256 and "".join(keys).isascii():
        # (awk_hash inline: an ASCII key's UTF-8 bytes are its characters)
        awk_hash("x" * top)  # (the powers up to the longest key)
        mul = operator.mul
        p = _POWERS
        codes = [sum(map(mul, k.encode(), p[len(k)])) & 0xFFFFFFFF for k in keys]
    else:
        codes = list(map(awk_hash, keys))

    def walk(upto: int, size: int, moved: list[int], start: int) -> list[int]:
        bucket = list(map(operator.mod, codes[:upto], repeat(size)))
        seq = list(range(upto - 1, start - 1, -1))  # (the new keys, newest first)
        seq.extend(reversed(moved))
        seq.sort(key=bucket.__getitem__)
        return seq

    size = _SIZES[0]
    order: list[int] = []
    start = 0
    # the table grows before inserting key i when (i + 1) // size > 2: at i = 3 * size - 1
    while size != _SIZES[-1] and 3 * size - 1 < n:
        i = 3 * size - 1
        order = walk(i, size, order, start)
        size = next(s for s in _SIZES if s > size)
        start = i
    return list(map(keys.__getitem__, walk(n, size, order, start)))


class GawkRandom:
    """gawk's ``rand()``/``srand()``: the BSD ``random()`` gawk bundles (support/random.c:
    TYPE_4 additive feedback, degree 63, Park-Miller seeding, with gawk's shuffle buffer in
    front), two draws combined per call as builtin.c does. Same sequence as gawk 5.2 for the
    same seed (the default seed is 1)."""

    _DEG = 63
    _SEP = 1

    def __init__(self, seed: float | int = 1) -> None:
        self.state: list[int] = [0] * self._DEG
        self.f = self._SEP
        self.r = 0
        self.shuffle: list[int] = [0] * _SHUFFLE_MAX
        self.s = 0xCAFEFEED
        self.shuffle_init = True
        self.seed(seed)

    def seed(self, seed: float | int) -> None:
        x = int(seed) & 0xFFFFFFFF
        st = [x] + [0] * (self._DEG - 1)
        for i in range(1, self._DEG):
            st[i] = _good_rand(st[i - 1])
        self.state = st
        self.f, self.r = self._SEP, 0
        self.shuffle_init = True
        for _ in range(10 * self._DEG):
            self._random()

    def _random_old(self) -> int:
        st = self.state
        st[self.f] = (st[self.f] + st[self.r]) & 0xFFFFFFFF
        value = (st[self.f] >> 1) & 0x7FFFFFFF
        self.f += 1
        if self.f >= self._DEG:
            self.f = 0
            self.r += 1
        else:
            self.r += 1
            if self.r >= self._DEG:
                self.r = 0
        return value

    def _random(self) -> int:
        if self.shuffle_init:
            for k in range(_SHUFFLE_MAX):
                self.shuffle[k] = self._random_old()
            self.s = self._random_old()
            self.shuffle_init = False
        r = self._random_old()
        k = self.s & (_SHUFFLE_MAX - 1)
        self.s = self.shuffle[k]
        self.shuffle[k] = r
        return self.s

    def random(self) -> float:
        divisor = 2147483648.0
        while True:
            d1 = self._random()
            d2 = self._random()
            value = 0.5 + ((d1 / divisor + d2) / divisor)
            value -= 0.5
            if value != 1.0:
                return value


def _good_rand(x: int) -> int:
    """Park-Miller minimal standard step on a C ``int32_t`` (support/random.c)."""
    x &= 0xFFFFFFFF
    if x >= 0x80000000:
        x -= 0x100000000
    if x == 0:
        x = 123459876
    hi = int(x / 127773)  # C division truncates toward zero
    lo = x - hi * 127773
    x = 16807 * lo - 2836 * hi
    if x < 0:
        x += 0x7FFFFFFF
    return x & 0xFFFFFFFF
