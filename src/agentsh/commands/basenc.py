"""``base64``, ``base32`` and ``basenc``: encode/decode data (GNU coreutils 9.1).

Encoding streams in whole blocks (3/5/1/4 input bytes) and wraps at ``-w`` columns (76 by
default, 0 = never). Decoding strips newlines (and, with ``-i``, every byte outside the
alphabet) and emulates gnulib's quantum-by-quantum decoder exactly: the bytes of a broken
quantum that were already decodable are written before ``NAME: invalid input`` (status 1).
A fast path hands well-formed whole quanta to :mod:`binascii`.
"""

from __future__ import annotations

import base64 as _b64
import binascii
import re
from collections.abc import Callable

from agentsh.commands._common import err, open_operand, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.streams import BytesInput, InputStream
from agentsh.vfs import FSError

__all__ = ["base32_main", "base64_main", "basenc_main"]

_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64URL = _B64[:62] + b"-_"
_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32HEX = b"0123456789ABCDEFGHIJKLMNOPQRSTUV"
_B16 = b"0123456789ABCDEF"
_Z85 = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"

_COMMON = [
    flag("d", "d", "decode"),
    flag("i", "i", "ignore-garbage"),
    value("w", "w", "wrap"),
]
_BASENC_KINDS = ("base64", "base64url", "base32", "base32hex", "base16", "base2msbf", "base2lsbf")


class _Codec:
    """One encoding: block sizes, alphabet, encoder of whole blocks, quantum decoder."""

    def __init__(
        self,
        name: str,
        in_block: int,
        out_block: int,
        alphabet: bytes,
        encode: Callable[[bytes], bytes],
        decode: Callable[[bytes, bool], tuple[bytes, bool]],
        keep: bytes = b"",
    ) -> None:
        self.name = name
        self.in_block = in_block
        self.out_block = out_block
        self.alphabet = alphabet
        self.encode = encode
        #: decode(clean_data, final) -> (output, ok); ``clean_data`` is whole quanta unless final.
        self.decode = decode
        #: bytes kept by -i besides the alphabet ('=' padding).
        self.garbage_re = re.compile(b"[^" + re.escape(alphabet + keep) + b"]")


# -- base64 / base32 (gnulib decode_4 / decode_8) --------------------------------------------


def _make_b64(alpha: bytes) -> _Codec:
    table = {c: i for i, c in enumerate(alpha)}
    std = alpha == _B64
    trans = bytes.maketrans(alpha, _B64)
    a = rb"[" + re.escape(alpha) + rb"]"
    fast = re.compile(rb"(?:" + a + rb"{4})*(?:" + a + rb"{2}==|" + a + rb"{3}=)?\Z")

    def enc(data: bytes) -> bytes:
        out = binascii.b2a_base64(data, newline=False)
        return out if std else out.translate(bytes.maketrans(_B64, alpha))

    def quantum(q: bytes, out: bytearray) -> bool:
        n = len(q)
        if n < 2 or q[0] not in table or q[1] not in table:
            return False
        a, b = table[q[0]], table[q[1]]
        out.append(((a << 2) | (b >> 4)) & 255)
        if n == 2:
            return False
        if q[2] == 61:
            return n == 4 and q[3] == 61
        if q[2] not in table:
            return False
        c = table[q[2]]
        out.append(((b << 4) | (c >> 2)) & 255)
        if n == 3:
            return False
        if q[3] == 61:
            return n == 4
        if q[3] not in table:
            return False
        out.append(((c << 6) | table[q[3]]) & 255)
        return True

    def dec(data: bytes, final: bool) -> tuple[bytes, bool]:
        if fast.match(data):
            return binascii.a2b_base64(data if std else data.translate(trans)), True
        out = bytearray()
        for i in range(0, len(data), 4):
            if not quantum(data[i : i + 4], out):
                return bytes(out), False
        return bytes(out), True

    return _Codec("", 3, 4, alpha, enc, dec, b"=")


def _make_b32(alpha: bytes) -> _Codec:
    table = {c: i for i, c in enumerate(alpha)}
    std = alpha == _B32
    a = rb"[" + re.escape(alpha) + rb"]"
    fast = re.compile(
        rb"(?:"
        + a
        + rb"{8})*(?:"
        + a
        + rb"{2}={6}|"
        + a
        + rb"{4}={4}|"
        + a
        + rb"{5}={3}|"
        + a
        + rb"{7}=)?\Z"
    )

    def enc(data: bytes) -> bytes:
        out = _b64.b32encode(data)
        return out if std else out.translate(bytes.maketrans(_B32, alpha))

    def quantum(q: bytes, out: bytearray) -> bool:
        if len(q) < 8:
            return False
        v = [table.get(c, -1) for c in q]
        if v[0] < 0 or v[1] < 0:
            return False
        out.append(((v[0] << 3) | (v[1] >> 2)) & 255)
        if q[2] == 61:
            return q[3:] == b"====="
        if v[2] < 0 or v[3] < 0:
            return False
        out.append(((v[1] << 6) | (v[2] << 1) | (v[3] >> 4)) & 255)
        if q[4] == 61:
            return q[5:] == b"==="
        if v[4] < 0:
            return False
        out.append(((v[3] << 4) | (v[4] >> 1)) & 255)
        if q[5] == 61:
            return q[6:] == b"=="
        if v[5] < 0 or v[6] < 0:
            return False
        out.append(((v[4] << 7) | (v[5] << 2) | (v[6] >> 3)) & 255)
        if q[7] == 61:
            return True
        if v[7] < 0:
            return False
        out.append(((v[6] << 5) | v[7]) & 255)
        return True

    def dec(data: bytes, final: bool) -> tuple[bytes, bool]:
        if fast.match(data):
            if std:
                return _b64.b32decode(data), True
            return _b64.b32hexdecode(data), True
        out = bytearray()
        for i in range(0, len(data), 8):
            if not quantum(data[i : i + 8], out):
                return bytes(out), False
        return bytes(out), True

    return _Codec("", 5, 8, alpha, enc, dec, b"=")


# -- base16, base2, z85 ------------------------------------------------------------------------


def _b16_dec(data: bytes, final: bool) -> tuple[bytes, bool]:
    m = re.match(rb"[0-9A-F]*", data)
    good = m.end() if m else 0
    good -= good % 2
    out = bytes.fromhex(data[:good].decode("ascii"))
    return out, good == len(data)


def _b2_enc(msb: bool) -> Callable[[bytes], bytes]:
    def enc(data: bytes) -> bytes:
        if not data:
            return b""
        bits = bin(int.from_bytes(data, "big"))[2:].zfill(8 * len(data)).encode("ascii")
        if msb:
            return bits
        return b"".join(bits[i : i + 8][::-1] for i in range(0, len(bits), 8))

    return enc


def _b2_dec(msb: bool) -> Callable[[bytes, bool], tuple[bytes, bool]]:
    def dec(data: bytes, final: bool) -> tuple[bytes, bool]:
        m = re.match(rb"[01]*", data)
        good = m.end() if m else 0
        good -= good % 8
        chunk = data[:good]
        if not msb:
            chunk = b"".join(chunk[i : i + 8][::-1] for i in range(0, len(chunk), 8))
        out = int(chunk, 2).to_bytes(good // 8, "big") if good else b""
        return out, good == len(data)

    return dec


_Z85_TABLE = {c: i for i, c in enumerate(_Z85)}


def _z85_enc(data: bytes) -> bytes:
    out = bytearray()
    for i in range(0, len(data), 4):
        v = int.from_bytes(data[i : i + 4], "big")
        digits = bytearray(5)
        for j in range(4, -1, -1):
            v, r = divmod(v, 85)
            digits[j] = _Z85[r]
        out += digits
    return bytes(out)


def _z85_dec(data: bytes, final: bool) -> tuple[bytes, bool]:
    out = bytearray()
    for i in range(0, len(data), 5):
        q = data[i : i + 5]
        if len(q) < 5:
            return bytes(out), False
        v = 0
        for c in q:
            d = _Z85_TABLE.get(c)
            if d is None:
                return bytes(out), False
            v = v * 85 + d
        if v > 0xFFFFFFFF:
            return bytes(out), False
        out += v.to_bytes(4, "big")
    return bytes(out), True


def _codec(kind: str) -> _Codec:
    if kind == "base64":
        return _make_b64(_B64)
    if kind == "base64url":
        return _make_b64(_B64URL)
    if kind == "base32":
        return _make_b32(_B32)
    if kind == "base32hex":
        return _make_b32(_B32HEX)
    if kind == "base16":
        return _Codec("", 1, 2, _B16, lambda d: d.hex().upper().encode("ascii"), _b16_dec)
    if kind in ("base2msbf", "base2lsbf"):
        msb = kind == "base2msbf"
        return _Codec("", 1, 8, b"01", _b2_enc(msb), _b2_dec(msb))
    return _Codec("", 4, 5, _Z85, _z85_enc, _z85_dec)


# -- driver --------------------------------------------------------------------------------


def _full_lines(enc: bytes, pos: int, wrap: int, lines: int) -> bytes:
    """``lines`` lines of ``wrap`` bytes of ``enc`` from ``pos``, each with its newline.

    Many short lines (``-w 76`` of a big input) are made by strided slice copies, one per
    column, into the output (``out[c::wrap + 1] = body[c::wrap]``): C loops, not a Python
    step per line."""
    if lines <= wrap:
        return b"".join([enc[p : p + wrap] + b"\n" for p in range(pos, pos + lines * wrap, wrap)])
    body = enc[pos : pos + lines * wrap]
    out = bytearray(lines * (wrap + 1))
    for c in range(wrap):
        out[c :: wrap + 1] = body[c::wrap]
    out[wrap :: wrap + 1] = b"\n" * lines
    return bytes(out)


#: Input bytes encoded at a time (a whole file can come as one chunk): a multiple of every
#: codec's block (1, 3, 4, 5), so that only the last piece has a partial block.
_SLICE = 60 * 4096


def _encode(ctx: CommandContext, codec: _Codec, stream: InputStream, wrap: int, z85: bool) -> int:
    out = ctx.stdout
    col = 0
    pending = b""
    if z85:
        data = stream.read()
        if len(data) % 4:
            err(ctx, "invalid input (length must be multiple of 4 characters)")
            return 1
        stream = BytesInput(data)

    def emit(enc: bytes) -> None:
        nonlocal col
        if wrap <= 0:
            out.write(enc)
            return
        parts: list[bytes] = []
        pos = 0
        first = wrap - col
        if len(enc) < first:
            parts.append(enc)
            col += len(enc)
        else:
            parts.append(enc[:first] + b"\n")
            pos = first
            col = 0
            n = len(enc)
            lines = (n - pos) // wrap
            parts.append(_full_lines(enc, pos, wrap, lines))
            pos += lines * wrap
            if pos < n:
                parts.append(enc[pos:])
                col = n - pos
        out.write(b"".join(parts))

    for piece in stream.slices(_SLICE):  # the encoded text of one slice is held at a time
        buf = pending + piece if pending else piece
        take = len(buf) - len(buf) % codec.in_block
        enc = codec.encode(buf[:take])
        pending = buf[take:]
        if enc:
            emit(enc)
        ctx.check()
    enc = codec.encode(pending)  # the last, partial block
    if enc:
        emit(enc)
    if wrap > 0 and col > 0:
        out.write(b"\n")
    return 0


def _decode(ctx: CommandContext, codec: _Codec, stream: InputStream, garbage: bool) -> int:
    q = codec.out_block  # one encoded quantum
    pending = b""
    while True:
        chunk = stream.read1()
        final = not chunk
        if chunk:
            chunk = chunk.replace(b"\n", b"")
            if garbage:
                chunk = codec.garbage_re.sub(b"", chunk)
        pending += chunk
        take = len(pending) if final else len(pending) - len(pending) % q
        data, ok = codec.decode(pending[:take], final)
        pending = pending[take:]
        if data:
            ctx.stdout.write(data)
        if not ok:
            err(ctx, "invalid input")
            return 1
        if final:
            return 0
        ctx.check()


def _run(ctx: CommandContext, prog: str, kinds: tuple[str, ...]) -> int:
    opts = list(_COMMON)
    for k in kinds:
        opts.append(flag(k, "", k))
    if kinds:
        opts.append(flag("z85", "", "z85"))
    spec = Spec(prog, opts)
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    kind = prog if not kinds else ""
    decode = garbage = False
    wrap = 76
    for key, val in p.opts:
        if key == "d":
            decode = True
        elif key == "i":
            garbage = True
        elif key == "w":
            text = val or ""
            if not re.fullmatch(r"[ \t]*\+?\d+", text):
                err(ctx, f"invalid wrap size: {quote(text)}")
                return 1
            wrap = int(text)
        elif key in kinds or key == "z85":
            kind = key
    if not kind:
        return usage_error(ctx, spec, "missing encoding type")
    if len(p.operands) > 1:
        return usage_error(ctx, spec, f"extra operand {quote(p.operands[1])}")
    name = p.operands[0] if p.operands else "-"
    try:
        stream = open_operand(ctx, name)
    except FSError as e:
        if e.strerror == "Is a directory":
            err(ctx, "read error: Is a directory")
        else:
            err(ctx, f"{name}: {e.strerror}")
        return 1
    codec = _codec(kind)
    if decode:
        return _decode(ctx, codec, stream, garbage)
    return _encode(ctx, codec, stream, wrap, kind == "z85")


def base64_main(ctx: CommandContext) -> int:
    """``base64``."""
    return _run(ctx, "base64", ())


def base32_main(ctx: CommandContext) -> int:
    """``base32``."""
    return _run(ctx, "base32", ())


def basenc_main(ctx: CommandContext) -> int:
    """``basenc``."""
    return _run(ctx, "basenc", _BASENC_KINDS)
