"""``tr -s``'s squeezer of many bytes (big-integer masks) against a plain reference."""

from __future__ import annotations

import random

from agentsh.commands.tr import _squeezer  # pyright: ignore[reportPrivateUsage]


def _reference(data: bytes, sq: frozenset[int]) -> bytes:
    out = bytearray()
    for c in data:
        if not (out and out[-1] == c and c in sq):
            out.append(c)
    return bytes(out)


def test_many_bytes_squeeze_as_the_reference() -> None:
    r = random.Random(3)
    for _ in range(400):
        sq = frozenset(r.sample(range(256), r.randint(9, 256)))
        alphabet = bytes(r.sample(range(256), r.randint(1, 12)))
        data = bytes(r.choice(alphabet) for _ in range(r.randint(0, 300)))
        assert _squeezer(sq)(data) == _reference(data, sq), (sorted(sq), data)


def test_edges() -> None:
    sq = frozenset(range(256))
    for data in (b"", b"\0", b"\0\0", b"\0\0a", b"a\0\0", b"\xff\xff", b"ab\xffcc", b"zz"):
        assert _squeezer(sq)(data) == _reference(data, sq)
