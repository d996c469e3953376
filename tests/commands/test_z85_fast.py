"""basenc --z85: the whole-buffer codec (base64's base-85 with Z85's digits) agrees with
the definition, word by word, on random data, partial words, bad digits and overflows."""

from __future__ import annotations

import random

import agentsh.commands.basenc as basenc_mod

_Z85 = basenc_mod._Z85


def _enc_words(data: bytes) -> bytes:
    """Each 4-byte (or last, shorter) word's value as 5 base-85 digits, big-endian."""
    out = bytearray()
    for i in range(0, len(data), 4):
        v = int.from_bytes(data[i : i + 4], "big")
        out += bytes(_Z85[v // 85**k % 85] for k in range(4, -1, -1))
    return bytes(out)


def _dec_words(data: bytes) -> tuple[bytes, bool]:
    """Words decoded up to the first partial one, bad digit or value past 32 bits."""
    out = bytearray()
    for i in range(0, len(data), 5):
        q = data[i : i + 5]
        if len(q) < 5 or any(c not in _Z85 for c in q):
            return bytes(out), False
        v = 0
        for c in q:
            v = v * 85 + _Z85.index(c)
        if v > 0xFFFFFFFF:
            return bytes(out), False
        out += v.to_bytes(4, "big")
    return bytes(out), True


def test_encode_agrees_with_the_words() -> None:
    r = random.Random(7)
    for n in [*range(24), 4000, 4001, 4003]:
        for _ in range(10):
            data = bytes(r.choice([0, 255, r.randrange(256)]) for _ in range(n))
            assert basenc_mod._z85_enc(data) == _enc_words(data)


def test_decode_agrees_with_the_words() -> None:
    r = random.Random(8)
    odd = b"%$#@ x\n~"
    for n in [*range(24), 500, 505]:
        for _ in range(30):
            data = bytes(
                r.choice(odd)
                if r.random() < 0.03
                else r.choice(_Z85[-4:] if r.random() < 0.3 else _Z85)
                for _ in range(n)
            )
            assert basenc_mod._z85_dec(data, True) == _dec_words(data)
    for word in [b"%nSc0", b"%nSc1", b"#####", b"00000" * 3 + b"%nSc1"]:
        assert basenc_mod._z85_dec(word, True) == _dec_words(word)
