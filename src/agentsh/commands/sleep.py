"""``sleep`` and ``usleep``: advance the virtual clock instead of blocking (GNU coreutils 9.1).

Owns GNU duration parsing (:func:`parse_duration`: ``1.5``, ``2m``, ``1h``, ``1d``, ``inf``,
hex floats; used by ``timeout`` too). Sleeping never blocks: the run's budget is checked
(``ctx.check()``), then ``ctx.fs.clock`` advances by the total. An infinite sleep
(``sleep inf``) can only end by the run's time limit or a cancellation, so it waits
cooperatively (checking the budget every 50 ms) until the budget ends the run.
"""

from __future__ import annotations

import math
import re
import time

from agentsh.commands._common import quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, parse, usage_error

__all__ = ["main", "parse_duration", "pass_time", "usleep_main"]

SPEC = Spec("sleep", [], permute=False)

_NUM = re.compile(
    r"[ \t\n]*\+?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|"
    r"\.[0-9a-fA-F]+)(?:[pP][+-]?\d+)?|inf(?:inity)?|nan)",
    re.I,
)
_MULT = {"": 1.0, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}


def parse_duration(text: str) -> float | None:
    """Seconds of a GNU duration (``NUMBER[smhd]``); None if invalid or negative."""
    m = _NUM.match(text)
    if m is None:
        return None
    num = m.group().strip().lstrip("+")
    suffix = text[m.end() :]
    if suffix not in _MULT:
        return None
    try:
        if num.lower().startswith("0x"):
            v = float.fromhex(num)
        else:
            v = float(num)
    except ValueError:
        return None
    if math.isnan(v) or v < 0:
        return None
    return v * _MULT[suffix]


def pass_time(ctx: CommandContext, seconds: float) -> None:
    """Let ``seconds`` of virtual time pass (or end the run if it could never finish)."""
    ctx.check()
    if not math.isfinite(seconds) and ctx.sleep is not None:
        ctx.sleep(seconds)  # (ends at a ``timeout``'s deadline, or the run's)
    while not math.isfinite(seconds):
        time.sleep(0.05)
        for _ in range(64):  # the budget looks at the wall clock every 64th check
            ctx.check()
    if ctx.sleep is not None:
        ctx.sleep(seconds)
        return
    clock = getattr(ctx.fs, "clock", None)
    advance = getattr(clock, "advance", None)
    if advance is not None:
        advance(seconds)


def main(ctx: CommandContext) -> int:
    """``sleep NUMBER[SUFFIX]...``."""
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, SPEC, "missing operand")
    total = 0.0
    bad = False
    for op in p.operands:
        v = parse_duration(op)
        if v is None:
            ctx.stderr.write(f"sleep: invalid time interval {quote(op)}\n".encode())
            bad = True
            continue
        total += v
    if bad:
        return usage_error(ctx, SPEC, None)
    pass_time(ctx, total)
    return 0


def usleep_main(ctx: CommandContext) -> int:
    """``usleep [MICROSECONDS]`` (default 1)."""
    if ctx.args == ["--help"]:  # busybox applet usage, on stderr, status 0
        from agentsh.commands._texts import HELP

        ctx.stderr.write(HELP["usleep"].encode())
        return 0
    arg = ctx.args[0] if ctx.args else "1"
    if not arg.isdigit():
        ctx.stderr.write(f"usleep: invalid number '{arg}'\n".encode())
        return 1
    pass_time(ctx, int(arg) / 1_000_000)
    return 0
