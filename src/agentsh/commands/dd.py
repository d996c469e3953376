"""``dd`` (GNU coreutils 9.1): block copy with conversions.

Owns the ``key=value`` operands (``if of bs ibs obs cbs count skip/iseek seek/oseek conv
iflag oflag status``), GNU's number grammar (``c w b kB K MB M xM GB G ... KiB``, ``N×M``
products, a trailing ``B`` = bytes), conversions (``ucase lcase swab sync block unblock
notrunc excl nocreat noerror``; ``ascii``/``ebcdic``/``ibm`` are accepted and not applied),
the endless devices (``/dev/zero``, ``/dev/urandom`` read block by block through
:meth:`VirtualFS.read_device`), and the final statistics on stderr. Decision: input behaves
like a regular file (every read returns a full block until EOF), and the transfer always
"took" a fixed fake 0.0001 s so the report is deterministic.
"""

from __future__ import annotations

import re
from fractions import Fraction

from agentsh.commands._files_texts import HELP, VERSION
from agentsh.commands._fileutil import ls_quote, qloc, quoteaf
from agentsh.commands.context import CommandContext
from agentsh.streams import InputStream, UnreadableStdin
from agentsh.vfs import FSError

_FAKE_SECONDS = Fraction(1, 10000)
_CONVS = {
    "ascii",
    "ebcdic",
    "ibm",
    "block",
    "unblock",
    "lcase",
    "ucase",
    "sparse",
    "swab",
    "sync",
    "excl",
    "nocreat",
    "notrunc",
    "noerror",
    "fdatasync",
    "fsync",
}
_IFLAGS = {
    "append",
    "direct",
    "directory",
    "dsync",
    "sync",
    "fullblock",
    "nonblock",
    "noatime",
    "nocache",
    "noctty",
    "nofollow",
    "count_bytes",
    "skip_bytes",
    "binary",
    "text",
    "cio",
}
_OFLAGS = (_IFLAGS - {"fullblock", "count_bytes", "skip_bytes"}) | {"seek_bytes"}
_MULT = {
    "c": 1,
    "w": 2,
    "b": 512,
    "kB": 1000,
    "K": 1024,
    "k": 1024,
    "KiB": 1024,
}


def _mult(suffix: str) -> int | None:
    if suffix in _MULT:
        return _MULT[suffix]
    if suffix.startswith("x"):
        return _mult(suffix[1:])
    powers = "KMGTPEZYRQ"
    if suffix and suffix[0] in powers:
        p = powers.index(suffix[0]) + 1
        if suffix[1:] in ("", "iB"):
            return 1024**p
        if suffix[1:] == "B":
            return 1000**p
    return None


def _number(text: str) -> tuple[int, bool] | None:
    """Value of a dd number and whether it ended in ``B`` (bytes); None if invalid."""
    product = 1
    bytes_ = False
    parts = text.split("x")
    for i, part in enumerate(parts):
        m = re.fullmatch(r"(\d+)([A-Za-z]*)", part)
        if m is None:
            return None
        suf = m.group(2)
        if (
            i == len(parts) - 1
            and suf.endswith("B")
            and suf not in ("kB",)
            and (len(suf) == 1 or _mult(suf) is None)
        ):
            bytes_ = True
            suf = suf[:-1]
        factor = _mult(suf) if suf else 1
        if factor is None:
            return None
        product *= int(m.group(1)) * factor
    return product, bytes_


def _human(n: Fraction, base: int, always_scale: bool) -> str:
    """GNU human_readable with round-to-nearest, a space and ``B`` units."""
    units = "kMGTPEZYRQ" if base == 1000 else "KMGTPEZYRQ"
    power = 0
    v = n
    if always_scale:
        v /= base
        power = 1
    while v >= base and power < len(units):
        v /= base
        power += 1
    if power == 0:
        return f"{round(v)} B"
    text = f"{float(v):.1f}"
    if len(text) > 4:
        text = f"{float(v):.0f}"
    if text in ("1000", "1024") and base == int(text) and power < len(units):
        text, power = "1.0", power + 1
    unit = units[power - 1] + ("iB" if base == 1024 else "B")
    return f"{text} {unit}"


def _stats(ctx: CommandContext, st: dict[str, int], level: str) -> None:
    if level == "none":
        return
    text = (
        f"{st['in_full']}+{st['in_part']} records in\n"
        f"{st['out_full']}+{st['out_part']} records out\n"
    )
    if st["trunc"]:
        text += f"{st['trunc']} truncated record{'s' if st['trunc'] != 1 else ''}\n"
    if level != "noxfer":
        n = st["bytes"]
        si = _human(Fraction(n), 1000, False)
        iec = _human(Fraction(n), 1024, False)
        rate = _human(Fraction(n) / _FAKE_SECONDS, 1000, True)
        secs = f"{float(_FAKE_SECONDS):g} s"
        if si.endswith(" B"):
            text += f"{n} byte{'s' if n != 1 else ''} copied, {secs}, {rate}/s\n"
        elif iec.endswith(" B"):
            text += f"{n} bytes ({si}) copied, {secs}, {rate}/s\n"
        else:
            text += f"{n} bytes ({si}, {iec}) copied, {secs}, {rate}/s\n"
    ctx.stderr.write(text.encode())


def _fail(ctx: CommandContext, msg: str, usage: bool = False) -> int:
    ctx.stderr.write(f"dd: {msg}\n".encode("utf-8", "surrogateescape"))
    if usage:
        ctx.stderr.write(b"Try 'dd --help' for more information.\n")
    return 1


def main(ctx: CommandContext) -> int:
    """``dd [OPERAND]...``."""
    args = ctx.args
    if args and args[0] in ("--help", "--version"):
        table = HELP if args[0] == "--help" else VERSION
        ctx.stdout.write(table["dd"].encode())
        return 0
    if args and args[0] == "--":
        args = args[1:]
    ops: dict[str, str] = {}
    convs: set[str] = set()
    iflags: set[str] = set()
    oflags: set[str] = set()
    for a in args:
        key, eq, val = a.partition("=")
        if a.startswith("-") and not eq and a != "-":
            if a.startswith("--"):
                return _fail(ctx, f"unrecognized option '{a}'", True)
            return _fail(ctx, f"invalid option -- '{a[1:2]}'", True)
        if not eq or key not in (
            "if",
            "of",
            "bs",
            "ibs",
            "obs",
            "cbs",
            "count",
            "skip",
            "iseek",
            "seek",
            "oseek",
            "conv",
            "iflag",
            "oflag",
            "status",
        ):
            return _fail(ctx, f"unrecognized operand {qloc(a)}", True)
        if key == "conv":
            for c in val.split(","):
                if c not in _CONVS:
                    return _fail(ctx, f"invalid conversion: {qloc(c)}", True)
                convs.add(c)
        elif key in ("iflag", "oflag"):
            allowed = _IFLAGS if key == "iflag" else _OFLAGS
            for c in val.split(","):
                if c not in allowed:
                    what = "input" if key == "iflag" else "output"
                    return _fail(ctx, f"invalid {what} flag: {qloc(c)}", True)
                (iflags if key == "iflag" else oflags).add(c)
        else:
            ops[{"iseek": "skip", "oseek": "seek"}.get(key, key)] = val
    level = ops.get("status", "")
    if level not in ("", "none", "noxfer", "progress"):
        return _fail(ctx, f"invalid status level: {qloc(level)}", True)
    nums: dict[str, int] = {}
    byte_flag: dict[str, bool] = {}
    for key in ("bs", "ibs", "obs", "cbs", "count", "skip", "seek"):
        if key in ops:
            parsed = _number(ops[key])
            if parsed is None or (key in ("bs", "ibs", "obs", "cbs") and parsed[0] == 0):
                msg = "invalid number" if parsed is None else "invalid number"
                return _fail(ctx, f"{msg}: {qloc(ops[key])}")
            nums[key], byte_flag[key] = parsed
    if {"lcase", "ucase"} <= convs:
        return _fail(ctx, "cannot combine lcase and ucase")
    if {"block", "unblock"} <= convs:
        return _fail(ctx, "cannot combine block and unblock")
    if {"excl", "nocreat"} <= convs:
        return _fail(ctx, "cannot combine excl and nocreat")
    ibs = nums.get("bs", nums.get("ibs", 512))
    obs = nums.get("bs", nums.get("obs", 512))
    reblock = "bs" not in nums or bool(convs & {"block", "unblock"})
    cbs = nums.get("cbs", 0)
    count = nums.get("count", -1)
    count_bytes = "count_bytes" in iflags or byte_flag.get("count", False)
    skip = nums.get("skip", 0)
    if not ("skip_bytes" in iflags or byte_flag.get("skip", False)):
        skip *= ibs
    seek = nums.get("seek", 0)
    if not ("seek_bytes" in oflags or byte_flag.get("seek", False)):
        seek *= obs
    fs = ctx.fs
    st = {"in_full": 0, "in_part": 0, "out_full": 0, "out_part": 0, "bytes": 0, "trunc": 0}

    # ----------------------------------------------------------------- input
    in_name = ops.get("if")
    device: str | None = None
    stream: InputStream | None = None
    if in_name is None:
        stream = ctx.stdin_stream
    else:
        path = ctx.abspath(in_name)
        try:
            device = fs.device_name(path) if fs.lexists(path) else None
            if device not in ("zero", "urandom", "random"):
                device = None
                if fs.is_dir(path):
                    fs.stat(path)
                else:
                    stream = ctx.open_input(in_name)
        except FSError as e:
            return _fail(ctx, f"failed to open {quoteaf(in_name)}: {e.strerror}")
    shown_in = quoteaf(in_name) if in_name is not None else "'standard input'"

    def read_block(size: int) -> bytes:
        if device is not None:
            return fs.read_device(ctx.abspath(in_name or ""), size)
        if stream is None:
            raise FSError(21, in_name or "")
        out = b""
        while len(out) < size:
            chunk = stream.read(size - len(out))
            if not chunk:
                break
            out += chunk
        return out

    # ----------------------------------------------------------------- output
    out_name = ops.get("of")
    out_path = ctx.abspath(out_name) if out_name is not None else None
    # (of=/dev/stdout, /dev/stderr, /dev/fd/N: that stream, written as standard output is)
    sink = ctx.open_output(out_name) if out_name is not None else None
    if sink is not None:
        out_path = None
    base = b""
    if out_path is not None and out_name is not None:
        try:
            exists = fs.exists(out_path)
            if "excl" in convs and fs.lexists(out_path):
                raise FSError(17, out_path)
            if "nocreat" in convs and not exists:
                raise FSError(2, out_path)
            if exists and fs.is_dir(out_path):
                raise FSError(21, out_path)
            if not exists:
                fs.write_bytes(out_path, b"")
            elif fs.device_name(out_path) is None:
                base = fs.read_bytes(out_path)
        except FSError as e:
            return _fail(ctx, f"failed to open {quoteaf(out_name)}: {e.strerror}")
        if "append" in oflags:
            seek = len(base)
        elif "notrunc" not in convs:
            base = base[:seek]
    chunks: list[bytes] = []
    pending = b""
    status = 0
    closed_stdin = False

    def emit(data: bytes) -> None:
        nonlocal pending
        if not reblock:
            if data:
                if len(data) == obs:
                    st["out_full"] += 1
                else:
                    st["out_part"] += 1
                chunks.append(data)
                st["bytes"] += len(data)
                if out_path is None:
                    (sink or ctx.stdout).write(data)
            return
        pending += data
        while len(pending) >= obs:
            block, pending = pending[:obs], pending[obs:]
            st["out_full"] += 1
            chunks.append(block)
            st["bytes"] += len(block)
            if out_path is None:
                (sink or ctx.stdout).write(block)

    # ----------------------------------------------------------------- copy
    try:
        if skip:
            skipped = 0
            while skipped < skip:
                ctx.check()
                got = read_block(min(skip - skipped, 65536))
                if not got:
                    break
                skipped += len(got)
            if skipped < skip:
                ctx.stderr.write(
                    f"dd: {ls_quote(in_name or 'standard input')}: cannot skip to specified offset\n".encode(  # noqa: E501
                        "utf-8", "surrogateescape"
                    )
                )
        copied = 0
        col = 0
        while count < 0 or copied < count:
            ctx.check()
            want = ibs
            if count >= 0 and count_bytes:
                want = min(ibs, count - copied)
            block = read_block(want)
            if not block:
                break
            if len(block) == ibs:
                st["in_full"] += 1
            else:
                st["in_part"] += 1
            copied += len(block) if count_bytes else 1
            if "sync" in convs and len(block) < ibs:
                pad = b" " if convs & {"block", "unblock"} else b"\0"
                block += pad * (ibs - len(block))
            if "swab" in convs:
                arr = bytearray(block)
                arr[0 : len(arr) - 1 : 2], arr[1::2] = block[1::2], block[0 : len(arr) - 1 : 2]
                block = bytes(arr)
            if "ucase" in convs:
                block = block.upper()
            elif "lcase" in convs:
                block = block.lower()
            if "block" in convs and cbs:
                out = bytearray()
                for b in block:
                    if b == 10:
                        if col < cbs:
                            out += b" " * (cbs - col)
                        col = 0
                        continue
                    if col < cbs:
                        out.append(b)
                    elif col == cbs:
                        st["trunc"] += 1
                    col += 1
                block = bytes(out)
            elif "unblock" in convs and cbs:
                out = bytearray()
                for b in block:
                    out.append(b)
                    col += 1
                    if col == cbs:
                        while out and out[-1] == 32:
                            out.pop()
                        out.append(10)
                        col = 0
                block = bytes(out)
            emit(block)
        if "block" in convs and cbs and col:
            if col < cbs:
                emit(b" " * (cbs - col))
        elif "unblock" in convs and cbs and col:
            emit(b"\n")
        if pending:
            st["out_part"] += 1
            chunks.append(pending)
            st["bytes"] += len(pending)
            if out_path is None:
                (sink or ctx.stdout).write(pending)
            pending = b""
    except (FSError, UnreadableStdin) as e:
        if e.errno == 21:
            e_msg = "Is a directory"
        else:
            e_msg = e.strerror
        ctx.stderr.write(f"dd: error reading {shown_in}: {e_msg}\n".encode())
        status = 1
        closed_stdin = isinstance(e, UnreadableStdin) and e.closed
    if out_path is not None:
        data = b"".join(chunks)
        if len(base) < seek:
            base += bytes(seek - len(base))
        new = base[:seek] + data + base[seek + len(data) :]
        try:
            if fs.device_name(out_path) is None:
                fs.write_bytes(out_path, new)
        except FSError as e:
            ctx.stderr.write(
                f"dd: error writing {quoteaf(out_name or '')}: {e.strerror}\n".encode()
            )
            status = 1
    if closed_stdin:  # (GNU fails closing it, before any statistics)
        ctx.stderr.write(b"dd: closing input file 'standard input': Bad file descriptor\n")
        return 1
    _stats(ctx, st, level)
    return status
