"""``df`` (GNU coreutils 9.1) over the single virtual filesystem.

Owns the report layout (GNU's column widths: ``Filesystem`` at least 14 wide, text columns
left-aligned, numbers right-aligned, single spaces), the unit options (``-k -m -B -h -H -P
-i``), ``--output`` field lists, ``--total`` and ``-t``/``-x`` type filters. Decision: there
is exactly one filesystem, ``agentsh`` of type ``tmpfs`` mounted on ``/``; its size is the
VFS byte limit (``max_fs_bytes``, else 1 GiB, never less than what is used), used space is
``fs.total_bytes`` and inodes are ``fs.file_count`` out of ``max_files`` (else 1048576).
"""

from __future__ import annotations

from agentsh.commands._fileutil import err, human_size, parse, parse_size, qloc, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "df",
    [
        flag("a", "a", "all"),
        value("B", "B", "block-size"),
        flag("h", "h", "human-readable"),
        flag("H", "H", "si"),
        flag("i", "i", "inodes"),
        flag("k", "k"),
        flag("l", "l", "local"),
        flag("sync", "", "no-sync"),
        flag("sync", "", "sync"),
        optional("output", "", "output"),
        flag("P", "P", "portability"),
        flag("total", "", "total"),
        value("t", "t", "type"),
        flag("T", "T", "print-type"),
        value("x", "x", "exclude-type"),
        flag("v", "v"),
    ],
)

SOURCE = "agentsh"
FSTYPE = "tmpfs"
DEFAULT_SIZE = 1 << 30
DEFAULT_INODES = 1048576

_ALL_FIELDS = [
    "source",
    "fstype",
    "itotal",
    "iused",
    "iavail",
    "ipcent",
    "size",
    "used",
    "avail",
    "pcent",
    "file",
    "target",
]
_LEFT = {"source", "fstype", "file", "target"}


def _pct(used: int, avail: int) -> str:
    total = used + avail
    if total == 0:
        return "-"
    return f"{-(-used * 100 // total)}%"


def main(ctx: CommandContext) -> int:
    """``df [OPTION]... [FILE]...``."""
    ctx.name = ctx.name or "df"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    block = 1024
    block_label = "1K"
    human = 0
    inodes = False
    posix = False
    fields: list[str] | None = None
    show_type = False
    for key, val in p.opts:
        if key == "B":
            text = val or ""
            n = parse_size(text)
            if n is None or n == 0:
                err(ctx, f"invalid --block-size argument {quoteaf(text)}")
                return 1
            block, human = n, 0
            block_label = text if not text[0].isdigit() else f"{text}"
            if text.isdigit():
                block_label = f"{text}B"
        elif key == "k":
            block, block_label, human = 1024, "1K", 0
        elif key == "h":
            human = 1024
        elif key == "H":
            human = 1000
        elif key == "i":
            inodes = True
        elif key == "P":
            posix = True
        elif key == "T":
            show_type = True
        elif key == "output":
            if val is None:
                fields = list(_ALL_FIELDS)
            else:
                fields = fields or []
                for f in val.split(","):
                    if f not in _ALL_FIELDS:
                        err(ctx, f"option --output: field {qloc(f)} unknown")
                        return usage_error(ctx, SPEC, None)
                    if f in fields:
                        err(ctx, f"option --output: field {qloc(f)} used more than once")
                        return usage_error(ctx, SPEC, None)
                    fields.append(f)
    if fields is not None and (inodes or posix or show_type):
        opt = "-i" if inodes else "-P" if posix else "-T"
        err(ctx, f"options {opt} and --output are mutually exclusive")
        return usage_error(ctx, SPEC, None)
    types = p.all("t")
    excluded = p.all("x")
    fs = ctx.fs
    status = 0
    files: list[str] = []
    for op in p.operands:
        try:
            fs.stat(ctx.abspath(op))
        except FSError as e:
            err(ctx, f"{op}: {e.strerror}")
            status = 1
            continue
        files.append(op)
    if p.operands and not files:
        return status
    if (types and FSTYPE not in types) or FSTYPE in excluded:
        err(ctx, "no file systems processed")
        return 1
    if fields is None:
        if inodes:
            fields = ["source", "itotal", "iused", "iavail", "ipcent", "target"]
        else:
            fields = ["source", "size", "used", "avail", "pcent", "target"]
        if show_type:
            fields.insert(1, "fstype")
        custom = False
    else:
        custom = True

    used_b = -(-fs.total_bytes // 1024) * 1024  # allocation in 1 KiB fragments
    size_b = max(fs.max_fs_bytes or DEFAULT_SIZE, used_b)
    itotal = max(fs.max_files or DEFAULT_INODES, fs.file_count)
    iused = fs.file_count

    def blocks(n: int) -> str:
        if human:
            return human_size(n, human)
        return str(-(-n // block))

    def inum(n: int) -> str:
        return human_size(n, human) if human else str(n)

    size_s = blocks(size_b)
    used_s = blocks(used_b)
    avail_s = blocks(size_b - used_b)
    size_hdr = "Size" if human else f"{block_label}-blocks"
    if posix and not human:
        size_hdr = f"{block}-blocks"
    headers = {
        "source": "Filesystem",
        "fstype": "Type",
        "itotal": "Inodes",
        "iused": "IUsed",
        "iavail": "IFree",
        "ipcent": "IUse%",
        "size": size_hdr,
        "used": "Used",
        "avail": "Avail" if (human or custom) else "Available",
        "pcent": "Capacity" if posix else "Use%",
        "file": "File",
        "target": "Mounted on",
    }

    def row(file: str, target: str, source: str) -> dict[str, str]:
        return {
            "source": source,
            "fstype": FSTYPE,
            "itotal": inum(itotal),
            "iused": inum(iused),
            "iavail": inum(itotal - iused),
            "ipcent": _pct(iused, itotal - iused),
            "size": size_s,
            "used": used_s,
            "avail": avail_s,
            "pcent": _pct(-(-used_b // block), -(-size_b // block) - -(-used_b // block))
            if not human
            else _pct(used_b, size_b - used_b),
            "file": file,
            "target": target,
        }

    rows = [row(f, "/", SOURCE) for f in files] or [row("-", "/", SOURCE)]
    if p.has("total"):
        total = row("-", "-", "total")
        total["fstype"] = "-"
        rows.append(total)
    table = [headers, *rows]
    widths = {f: max(len(r[f]) for r in table) for f in fields}
    widths["source"] = max(widths.get("source", 0), 14)
    out: list[str] = []
    for r in table:
        cells: list[str] = []
        for i, f in enumerate(fields):
            last = i == len(fields) - 1
            if f in _LEFT:
                cells.append(r[f] if last else r[f].ljust(widths[f]))
            else:
                cells.append(r[f].rjust(widths[f]))
        out.append(" ".join(cells) + "\n")
    ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))
    return status
