"""``version_keys`` (the bulk keys of ``sort -V``) against ``version_key`` line by line."""

from __future__ import annotations

import random

from agentsh.commands._vercmp import version_key, version_keys


def test_bulk_keys_equal_line_keys() -> None:
    r = random.Random(7)
    anybyte = bytes(range(1, 256)).replace(b"\n", b"")
    made = 0
    for _ in range(4000):
        fields = [
            bytes(
                r.choice(anybyte if r.random() < 0.3 else b"ab.1203~xFz-")
                for _ in range(r.randint(1, 12))
            )
            for _ in range(r.randint(1, 6))
        ]
        keys = version_keys(fields)
        if keys is not None:
            made += 1
            assert keys == [version_key(f) for f in fields], fields
    assert made > 1000


def test_fields_made_alone() -> None:
    assert version_keys([b"a", b""]) is None
    assert version_keys([b"a", b".hidden"]) is None
    assert version_keys([b"x.tar", b"y"]) is None
    assert version_keys([b"1" * 250]) is None
    fields = [b"a" + b"0" * 300 + b"1", b"x" + b"9" * 249, b"v1.2.10", b"1.0~beta", b"F~1"]
    assert version_keys(fields) == [version_key(f) for f in fields]
