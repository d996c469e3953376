"""``truncate`` (GNU coreutils 9.1): shrink or extend files to a size.

Owns the ``--size`` grammar (``[+-<>/%]N[K|KB|KiB|M...]``), ``--reference``, ``-o``
(I/O-block units of 4096 bytes, the VFS's ``st_blksize``) and ``-c`` (no creation).
"""

from __future__ import annotations

import re

from agentsh.commands._fileutil import err, operand_path, parse, parse_size, qloc, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "truncate",
    [
        flag("c", "c", "no-create"),
        flag("o", "o", "io-blocks"),
        value("r", "r", "reference"),
        value("s", "s", "size"),
    ],
)


def _parse_size_arg(text: str) -> tuple[str, int] | None:
    m = re.fullmatch(r"\s*([-+<>/%]?)\s*(.*)", text, re.S)
    assert m is not None
    op, num = m.group(1), m.group(2)
    if num.startswith(("-", "+")) and op:
        return None
    if num.startswith("-"):
        return None
    num = num.lstrip("+")
    if re.search(r"[bcw]$", num) or not num or not num[0].isdigit():
        return None
    n = parse_size(num)
    if n is None:
        return None
    return op, n


def main(ctx: CommandContext) -> int:
    """``truncate OPTION... FILE...``."""
    ctx.name = ctx.name or "truncate"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    size_text = p.last("s")
    ref = p.last("r")
    op, n = "", 0
    if size_text is not None:
        parsed = _parse_size_arg(size_text)
        if parsed is None:
            err(ctx, f"Invalid number: {qloc(size_text)}")
            return 1
        op, n = parsed
        if p.has("o"):
            n *= 4096
    if size_text is None and ref is None:
        err(ctx, "you must specify either \u2018--size\u2019 or \u2018--reference\u2019")
        return usage_error(ctx, SPEC, None)
    if size_text is not None and ref is not None and op == "":
        err(ctx, "you must specify a relative \u2018--size\u2019 with \u2018--reference\u2019")
        return usage_error(ctx, SPEC, None)
    if p.has("o") and size_text is None:
        err(ctx, "--io-blocks was specified but --size was not")
        return usage_error(ctx, SPEC, None)
    if not p.operands:
        return usage_error(ctx, SPEC, "missing file operand")
    if op in "/%" and op and n == 0:
        err(ctx, "division by zero")
        return 1
    ref_size = -1
    fs = ctx.fs
    if ref is not None:
        try:
            ref_size = fs.stat(ctx.abspath(ref)).st_size
        except FSError as e:
            err(ctx, f"cannot stat {quoteaf(ref)}: {e.strerror}")
            return 1
    status = 0
    for name in p.operands:
        ctx.check()
        try:
            if not name and p.has("c"):
                continue
            path = operand_path(ctx, name)
            if not fs.exists(path):
                if p.has("c"):
                    continue
                fs.write_bytes(path, b"", exclusive=False)
            st = fs.stat(path)
            if st.kind == "dir":
                raise FSError(21, path)
        except FSError as e:
            err(ctx, f"cannot open {quoteaf(name)} for writing: {e.strerror}")
            status = 1
            continue
        cur = ref_size if ref_size >= 0 else st.st_size
        if size_text is None:
            new = ref_size
        elif op == "":
            new = n
        elif op == "+":
            new = cur + n
        elif op == "-":
            new = max(0, cur - n)
        elif op == "<":
            new = min(cur, n)
        elif op == ">":
            new = max(cur, n)
        elif op == "/":
            new = cur // n * n
        else:
            new = -(-cur // n) * n
        if st.kind != "file":
            continue
        try:
            fs.truncate(path, new)
        except FSError as e:
            err(ctx, f"failed to truncate {quoteaf(name)} at {new} bytes: {e.strerror}")
            status = 1
    return status
