"""The order in which gawk 5.2's ``for (k in a)`` visits keys (no ``PROCINFO["sorted_in"]``).

Owns an emulation of gawk's array storage, from its source (str_array.c, cint_array.c):
string keys live in a chained hash table (``awk_hash``, sizes 13, 127, 1021, ... grown when
the load passes 2 per bucket, new entries at the head of their chain, rehashed chain by chain)
walked bucket by bucket; non-negative integer keys live in a separate integer table listed
after the strings, in ascending order. Checked against gawk 5.2.1 on string, integer and mixed
arrays; deletions are not replayed (the table never shrinks in gawk either).
"""

from __future__ import annotations

_SIZES = (13, 127, 1021, 8191, 16381, 32749, 65497, 131101, 262147, 524309, 1048583, 2097169)


def awk_hash(key: str) -> int:
    """gawk's default string hash (``awk_hash`` in str_array.c), before ``% size``."""
    h = 0
    for c in key.encode("utf-8", "surrogateescape"):
        htmp = (h << 6) & 0xFFFFFFFFFFFFFFFF
        h = (c + htmp + (htmp << 10) - h) & 0xFFFFFFFF
    return h


def _is_cint(key: str) -> bool:
    return key.isascii() and key.isdigit() and (key == "0" or not key.startswith("0"))


def gawk_order(keys: list[str]) -> list[str]:
    """``keys`` (in insertion order) in the order gawk's ``for (k in a)`` yields them."""
    if len(keys) < 2:
        return keys
    ints = sorted((k for k in keys if _is_cint(k)), key=int)
    strs = [k for k in keys if not _is_cint(k)]
    if len(strs) > 1:
        strs = _str_order(strs)
    return strs + ints


def _str_order(keys: list[str]) -> list[str]:
    size = _SIZES[0]
    buckets: list[list[tuple[str, int]]] = [[] for _ in range(size)]
    count = 0
    for key in keys:
        code = awk_hash(key)
        count += 1
        if count // size > 2 and size != _SIZES[-1]:
            new_size = next(s for s in _SIZES if s > size)
            new: list[list[tuple[str, int]]] = [[] for _ in range(new_size)]
            for chain in buckets:
                for entry in chain:  # head to tail, each pushed on the head of its new chain
                    new[entry[1] % new_size].insert(0, entry)
            buckets, size = new, new_size
        buckets[code % size].insert(0, (key, code))
    return [k for chain in buckets for k, _ in chain]
