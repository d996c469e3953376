"""``uuidgen`` (util-linux 2.38): random (v4, default / ``-r``), time-based (v1, ``-t``) and
name-based (``--md5``/``--sha1`` with ``-n NAMESPACE -N NAME``) UUIDs.

Decision: random and time UUIDs must be reproducible, so they come from ``random.Random``
seeded with the ``AGENTSH_SEED`` environment variable when set, else the fixed seed
:data:`DEFAULT_SEED`; the generator is kept per VFS, so successive calls in one session differ.
Time UUIDs use the virtual clock and a seeded node/clock sequence.
"""

from __future__ import annotations

import random
import uuid
import weakref
from typing import Any

from agentsh.commands._common import err
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value

__all__ = ["DEFAULT_SEED", "main"]

DEFAULT_SEED = 0x5EED
_RNGS: weakref.WeakKeyDictionary[Any, random.Random] = weakref.WeakKeyDictionary()

SPEC = Spec(
    "uuidgen",
    [
        flag("r", "r", "random"),
        flag("t", "t", "time"),
        value("n", "n", "namespace"),
        value("N", "N", "name"),
        flag("m", "m", "md5"),
        flag("s", "s", "sha1"),
        flag("x", "x", "hex"),
    ],
)

_NAMESPACES = {
    "@dns": uuid.NAMESPACE_DNS,
    "@url": uuid.NAMESPACE_URL,
    "@oid": uuid.NAMESPACE_OID,
    "@x500": uuid.NAMESPACE_X500,
}


def _rng(ctx: CommandContext) -> random.Random:
    seed_text = ctx.env.get("AGENTSH_SEED")
    key = ctx.fs
    rng: random.Random | None = None
    try:
        rng = _RNGS.get(key)
    except TypeError:
        rng = None
    if rng is None:
        rng = random.Random(seed_text if seed_text is not None else DEFAULT_SEED)
        try:
            _RNGS[key] = rng
        except TypeError:
            pass
    return rng


def main(ctx: CommandContext) -> int:
    """``uuidgen``."""
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if p.operands:
        err(ctx, "bad usage")
        ctx.stderr.write(b"Try 'uuidgen --help' for more information.\n")
        return 1
    rng = _rng(ctx)
    if p.has("m") or p.has("s"):
        ns_text = p.last("n")
        name = p.last("N")
        if ns_text is None or name is None:
            err(ctx, "--namespace and --name are required for --md5 or --sha1")
            return 1
        ns = _NAMESPACES.get(ns_text)
        if ns is None:
            try:
                ns = uuid.UUID(ns_text)
            except ValueError:
                err(ctx, "invalid namespace")
                return 1
        data = name
        if p.has("x"):
            try:
                data = bytes.fromhex(name).decode("latin-1")
            except ValueError:
                err(ctx, "failed to parse --name")
                return 1
        u = uuid.uuid3(ns, data) if p.has("m") else uuid.uuid5(ns, data)
    elif p.has("t"):
        clock = getattr(ctx.fs, "clock", None)
        now = float(clock()) if clock is not None else 1767225600.0
        ticks = int(now * 10_000_000) + 0x01B21DD213814000
        node = rng.getrandbits(48) | (1 << 40)  # multicast bit: not a real MAC
        seq = rng.getrandbits(14)
        u = uuid.UUID(
            fields=(
                ticks & 0xFFFFFFFF,
                (ticks >> 32) & 0xFFFF,
                ((ticks >> 48) & 0x0FFF) | 0x1000,
                ((seq >> 8) & 0x3F) | 0x80,
                seq & 0xFF,
                node,
            )
        )
    else:
        u = uuid.UUID(int=rng.getrandbits(128), version=4)
    ctx.stdout.write(f"{u}\n".encode())
    return 0
