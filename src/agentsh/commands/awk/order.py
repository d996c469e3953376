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
#: 63 lanes of 64 bits with 32 (31) low bits set, and the shift to the last lane (see GawkRandom)
_LANES32 = sum(0xFFFFFFFF << (64 * j) for j in range(63))
_LANES31 = sum(0x7FFFFFFF << (64 * j) for j in range(63))
_NEWEST = 62 * 64
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
    text = "".join(keys)
    if top < 256 and text.isascii():
        if n >= 64 and top * n <= 2 * len(text) + 8 * n:
            codes = _packed_hashes(keys, top)
        else:
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


def _packed_hashes(keys: list[str], top: int) -> list[int]:
    """``awk_hash`` of each of ``keys`` (ASCII, none longer than ``top``), all at once: the
    keys padded on the left with NULs to ``top`` bytes (which leaves a hash as it is), their
    hashes are one int, a key to a 64-bit lane, each step of the hash (``h * 65599 + c``
    mod 2**32) done to every lane by one multiplication, addition and ``&`` of the column
    of the keys' i-th bytes.

    Decision: the hashes one key at a time (``sum(map(...))``) cost ~450 ns a key of 12
    characters: ``{ip[$1]++} END {for (k in ip) ...}`` over 140,000 addresses spent 65 ms
    there; packed, ~30 ms."""
    n = len(keys)
    data = "".join(map(str.rjust, keys, repeat(top), repeat("\0"))).encode("ascii")
    column = bytearray(8 * n)
    mask = int.from_bytes(b"\xff\xff\xff\xff\0\0\0\0" * n, "little")
    h = 0
    for i in range(top):
        column[0::8] = data[i::top]
        h = (h * 65599 + int.from_bytes(column, "little")) & mask
    return memoryview(h.to_bytes(8 * n, "little")).cast("I")[0::2].tolist()


class GawkRandom:
    """gawk's ``rand()``/``srand()``: the BSD ``random()`` gawk bundles (support/random.c:
    TYPE_4 additive feedback, degree 63, Park-Miller seeding, with gawk's shuffle buffer in
    front), two draws combined per call as builtin.c does. Same sequence as gawk 5.2 for the
    same seed (the default seed is 1).

    With separation 1 the feedback is a lagged sum: each new word is the word written 63
    steps before plus the one just written (mod 2**32): the next 63 words are the running
    sums of the last 63 from the newest one. The generator keeps those 63 words packed in
    one int, a word to a 64-bit lane (``packed``), where the running sums are six shifted
    additions and the reduction mod 2**32 one ``&``; :meth:`random` hands out numbers from
    a buffer made 256 at a time.

    Decision: ``rand()`` cost ~0.8 us a call (four method calls, attribute state);
    ``{if (rand() < 0.01) n++}`` over 1M records was 8x gawk. The words made 63 at a time by
    ``accumulate`` cost ~115 ns each; packed, ~75 ns."""

    _DEG = 63
    _BATCH = 256  #: numbers made per refill of the buffer

    def __init__(self, seed: float | int = 1) -> None:
        self.packed = 0
        self.spare: list[int] = []  # (words made beyond the last request, shifted)
        self.shuffle: list[int] = [0] * _SHUFFLE_MAX
        self.s = 0xCAFEFEED
        self.shuffle_init = True
        # (reversed: the next number last; always this list, which compiled code reads)
        self.buf: list[float] = []
        self.seed(seed)

    def seed(self, seed: float | int) -> None:
        x = int(seed) & 0xFFFFFFFF
        st = [x] + [0] * (self._DEG - 1)
        for i in range(1, self._DEG):
            st[i] = _good_rand(st[i - 1])
        # (random.c's front pointer starts at 1, the rear at 0: st[1] is the oldest word,
        # st[0] the newest)
        hist = st[1:] + st[:1]
        self.packed = sum(w << (64 * j) for j, w in enumerate(hist))
        self.spare = []
        self.shuffle_init = True
        self.buf.clear()
        self._draw(10 * self._DEG)

    def _old(self, n: int) -> list[int]:
        """The next ``n`` outputs of random.c's ``random()`` (before the shuffle)."""
        words = self.spare
        if len(words) < n:
            p = self.packed
            parts: list[bytes] = []
            for _ in range(-(-(n - len(words)) // 63)):
                # (lane j: the newest word plus words 0..j, i.e. the running sums)
                p += p >> _NEWEST
                p += p << 64
                p += p << 128
                p += p << 256
                p += p << 512
                p += p << 1024
                p = (p + (p << 2048)) & _LANES32
                parts.append((p >> 1 & _LANES31).to_bytes(504, "little"))
            self.packed = p
            words = words + memoryview(b"".join(parts)).cast("I")[0::2].tolist()
        self.spare = words[n:]
        return words[:n]

    def _draw(self, n: int) -> list[int]:
        """The next ``n`` outputs of gawk's shuffled ``random()``."""
        if self.shuffle_init:
            self.shuffle = self._old(_SHUFFLE_MAX)
            self.s = self._old(1)[0]
            self.shuffle_init = False
        sh = self.shuffle
        s = self.s
        out: list[int] = []
        put = out.append
        mask = _SHUFFLE_MAX - 1
        for r in self._old(n):
            k = s & mask
            s = sh[k]
            sh[k] = r
            put(s)
        self.s = s
        return out

    def random(self) -> float:
        buf = self.buf
        if not buf:
            self._refill()
            buf = self.buf
        return buf.pop()

    def _refill(self) -> None:
        """The buffer's next numbers: each of two shuffled draws (gawk's shuffle, inline)."""
        if self.shuffle_init:
            self._draw(0)
        sh = self.shuffle
        s = self.s
        vals: list[float] = []
        put = vals.append
        div = 2147483648.0
        mask = _SHUFFLE_MAX - 1
        it = iter(self._old(2 * self._BATCH))
        for a, b in zip(it, it, strict=False):  # (pairs of draws)
            k = s & mask
            d = sh[k]
            sh[k] = a
            k = d & mask
            s = sh[k]
            sh[k] = b
            put((0.5 + ((d / div + s) / div)) - 0.5)
        self.s = s
        vals.reverse()
        if 1.0 in vals:  # (a pair giving 1.0 is dropped: builtin.c draws the next pair)
            vals = [v for v in vals if v != 1.0]
        self.buf.extend(vals)


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
