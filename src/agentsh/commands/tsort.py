"""``tsort``: topological sort (GNU coreutils 9.1), with GNU's exact output order.

Owns a transcription of GNU tsort's algorithm: items are visited in ``strcmp`` order (the
in-order walk of GNU's AVL tree), successors in reverse order of their relations, zero
in-degree items are queued FIFO, and each loop is reported member by member
(``tsort: -: input contains a loop:``) before one of its edges is removed; status 1 then.
"""

from __future__ import annotations

from agentsh.commands._common import quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, parse, usage_error
from agentsh.vfs import FSError


class _Item:
    __slots__ = ("count", "printed", "qlink", "s", "top")

    def __init__(self, s: bytes) -> None:
        self.s = s
        self.count = 0
        self.printed = False
        self.qlink: _Item | None = None
        self.top: list[_Item] = []  # successors, most recent first


SPEC = Spec("tsort", [])


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if len(p.operands) > 1:
        return usage_error(ctx, SPEC, f"extra operand {quote(p.operands[1])}")
    name = p.operands[0] if p.operands else "-"
    try:
        data = ctx.stdin_stream.read() if name == "-" else ctx.open_input(name).read()
    except FSError as e:
        ctx.stderr.write(f"tsort: {name}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
        return 1
    items: dict[bytes, _Item] = {}
    tokens = data.split()
    for tok in tokens:
        if tok not in items:
            items[tok] = _Item(tok)
    if len(tokens) % 2:
        ctx.stderr.write(
            f"tsort: {name}: input contains an odd number of tokens\n".encode(
                "utf-8", "surrogateescape"
            )
        )
        return 1
    for i in range(0, len(tokens), 2):
        j, k = items[tokens[i]], items[tokens[i + 1]]
        if j is not k:
            k.count += 1
            j.top.insert(0, k)
    order = [items[k] for k in sorted(items)]
    n_strings = len(order)
    out: list[bytes] = []
    ok = True
    while n_strings > 0:
        ctx.check()
        queue: list[_Item] = [k for k in order if k.count == 0 and not k.printed]
        qi = 0
        while qi < len(queue):
            head = queue[qi]
            qi += 1
            out.append(head.s + b"\n")
            head.printed = True
            n_strings -= 1
            for suc in head.top:
                suc.count -= 1
                if suc.count == 0:
                    queue.append(suc)
        if n_strings > 0:
            ctx.stdout.write(b"".join(out))
            out.clear()
            ctx.stderr.write(
                f"tsort: {name}: input contains a loop:\n".encode("utf-8", "surrogateescape")
            )
            ok = False
            loop: _Item | None = None
            while True:
                stop = False
                for k in order:
                    if k.count <= 0:
                        continue
                    if loop is None:
                        loop = k
                        continue
                    for idx, suc in enumerate(k.top):
                        if suc is not loop:
                            continue
                        if k.qlink is not None:
                            while loop is not None:
                                tmp: _Item | None = loop.qlink
                                ctx.stderr.write(b"tsort: " + loop.s + b"\n")
                                if loop is k:
                                    suc.count -= 1
                                    del k.top[idx]
                                    break
                                loop.qlink = None
                                loop = tmp
                            while loop is not None:
                                tmp = loop.qlink
                                loop.qlink = None
                                loop = tmp
                            stop = True
                        else:
                            k.qlink = loop
                            loop = k
                        break
                    if stop:
                        break
                if loop is None:
                    break
    ctx.stdout.write(b"".join(out))
    return 0 if ok else 1
