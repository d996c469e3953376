"""``rev`` (util-linux 2.38): reverse the characters of each line (UTF-8 aware), streaming."""

from __future__ import annotations

from itertools import chain

from agentsh.commands._common import err
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse
from agentsh.streams import InputStream
from agentsh.vfs import FSError

SPEC = Spec("rev", [flag("help", "h", "help"), flag("version", "V", "version")], help_version=False)


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if p.has("help") or p.has("version"):
        from agentsh.commands import _texts

        ctx.stdout.write((_texts.HELP if p.has("help") else _texts.VERSION)["rev"].encode())
        return 0
    status = 0
    for name in p.operands or [None]:
        try:
            # (util-linux: only no operand at all reads standard input; ``-`` is a name)
            stream = ctx.stdin_stream if name is None else ctx.open_input(name)
        except FSError as e:
            if e.strerror == "Is a directory":
                err(ctx, f"{name}: 0: {e.strerror}")
            else:
                err(ctx, f"cannot open {name}: {e.strerror}")
            status = 1
            continue
        if not _rev_stream(ctx, stream, "stdin" if name is None else name):
            status = 1
    return status


def _rev_stream(ctx: CommandContext, stream: InputStream, name: str) -> bool:
    """Write the lines of ``stream`` reversed; False when a line is not valid UTF-8 (the
    lines before it are written, then util-linux's message with their count)."""
    held = b""  # a line's text up to a NUL, which the next line continues
    done = 0  # lines written
    for block in chain(stream.blocks(), [b""]):
        ctx.check()
        if not block:  # (the end: a last line without its newline)
            block, held = held, b""
        elif held or b"\0" in block:
            block, held = _nul_ended(held + block)
        try:
            ctx.stdout.write(_reversed(block))
        except UnicodeDecodeError as e:
            good = block[: block.rfind(b"\n", 0, e.start) + 1]
            ctx.stdout.write(_reversed(good))
            done += good.count(b"\n")
            err(ctx, f"{name}: {done}: Invalid or incomplete multibyte or wide character")
            return False
        done += block.count(b"\n")
    return True


def _nul_ended(block: bytes) -> tuple[bytes, bytes]:
    """The lines of ``block`` as util-linux reads them (wide C strings): a line ends at a
    NUL, and as it did not end in a newline the next line's read is appended to it. Returns
    the whole lines and the text held for the next block."""
    lines: list[bytes] = []
    held = b""
    for line in _lines(block):
        if b"\0" in line:
            held += line[: line.index(b"\0")]
        elif line.endswith(b"\n"):
            lines.append(held + line)
            held = b""
        else:
            held += line
    return b"".join(lines), held


def _lines(block: bytes) -> list[bytes]:
    """The newline-ended lines of ``block`` (the last may lack its newline)."""
    parts = block.split(b"\n")
    last = parts.pop()
    return [x + b"\n" for x in parts] + ([last] if last else [])


def _reversed(run: bytes) -> bytes:
    """Each line of ``run`` with its characters in reverse order (the last line may lack
    its newline)."""
    text = run.decode("utf-8")  # (UnicodeDecodeError: see :func:`_rev_stream`)
    return "\n".join([x[::-1] for x in text.split("\n")]).encode("utf-8")
