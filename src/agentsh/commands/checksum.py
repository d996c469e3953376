"""Message digests: ``md5sum sha1sum sha224sum sha256sum sha384sum sha512sum b2sum``, ``cksum``
(CRC and ``-a ALGO``) and ``sum`` (BSD/SysV), as GNU coreutils 9.1.

Owns digest computation (streamed through :mod:`hashlib`), the GNU output forms (``hash  name``,
binary ``*``, ``--tag`` BSD form, ``-z``, backslash escaping of awkward names) and ``-c``
verification with GNU's parsing of both line formats and its exact warning texts. The POSIX
CRC of ``cksum`` is computed with :func:`binascii.crc32` over bit-reversed bytes (the
non-reflected CRC is the bit-reverse of the reflected one), so it runs at C speed.
"""

from __future__ import annotations

import binascii
import hashlib
import re
from collections.abc import Callable
from typing import Any

from agentsh._dataclass import dataclass
from agentsh.commands._common import argmatch, err, open_operand, quote
from agentsh.commands._fileutil import ls_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Parsed, Spec, flag, parse, usage_error, value
from agentsh.streams import EmptyInput, InputStream, UnreadableInput, UnreadableStdin
from agentsh.vfs import FSError

__all__ = ["b2sum_main", "cksum_main", "digest_main", "sum_main"]

#: command -> (hashlib name, tag shown by --tag and in messages)
_ALGOS: dict[str, tuple[str, str]] = {
    "md5sum": ("md5", "MD5"),
    "sha1sum": ("sha1", "SHA1"),
    "sha224sum": ("sha224", "SHA224"),
    "sha256sum": ("sha256", "SHA256"),
    "sha384sum": ("sha384", "SHA384"),
    "sha512sum": ("sha512", "SHA512"),
    "b2sum": ("blake2b", "BLAKE2b"),
}
_CKSUM_ALGOS = (
    "bsd",
    "sysv",
    "crc",
    "md5",
    "sha1",
    "sha224",
    "sha256",
    "sha384",
    "sha512",
    "blake2b",
    "sm3",
)
_TAG_OF = {
    "md5": "MD5",
    "sha1": "SHA1",
    "sha224": "SHA224",
    "sha256": "SHA256",
    "sha384": "SHA384",
    "sha512": "SHA512",
    "blake2b": "BLAKE2b",
    "sm3": "SM3",
}
_ALGO_OF_TAG = {v: k for k, v in _TAG_OF.items()}
_BITREV = bytes(int(f"{i:08b}"[::-1], 2) for i in range(256))


def _quotef(name: str) -> str:
    return ls_quote(name)


def _display(name: str) -> str:
    return "standard input" if name == "-" else name


# -- digest objects ------------------------------------------------------------------------


def _hasher(algo: str, bits: int) -> Callable[[], Any]:
    if algo == "blake2b":
        size = (bits or 512) // 8
        return lambda: hashlib.blake2b(digest_size=size)
    if algo == "sm3":
        return lambda: hashlib.new("sm3")
    return lambda: hashlib.new(algo)


def _hash_stream(ctx: CommandContext, stream: InputStream, algo: str, bits: int) -> str:
    h = _hasher(algo, bits)()
    while True:
        chunk = stream.read1()
        if not chunk:
            return h.hexdigest()
        h.update(chunk)
        ctx.check()


def _escape_name(name: str) -> tuple[str, bool]:
    if "\\" in name or "\n" in name or "\r" in name:
        return name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r"), True
    return name, False


def _unescape_name(name: str) -> str | None:
    out: list[str] = []
    i = 0
    while i < len(name):
        c = name[i]
        if c == "\\":
            nxt = name[i + 1 : i + 2]
            if nxt == "\\":
                out.append("\\")
            elif nxt == "n":
                out.append("\n")
            elif nxt == "r":
                out.append("\r")
            else:
                return None
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


@dataclass
class _Cfg:
    prog: str
    algo: str
    tag_name: str
    bits: int = 0
    tag: bool = False
    binary: bool = False
    zero: bool = False
    cksum_mode: bool = False
    algo_given: bool = True


def _tag_label(cfg: _Cfg, algo: str, bits: int) -> str:
    label = _TAG_OF.get(algo, cfg.tag_name)
    if algo == "blake2b" and bits and bits != 512:
        label += f"-{bits}"
    return label


def _emit(ctx: CommandContext, cfg: _Cfg, name: str, digest: str) -> None:
    end = "\0" if cfg.zero else "\n"
    shown, esc = (name, False) if cfg.zero else _escape_name(name)
    pre = "\\" if esc else ""
    if cfg.tag:
        line = f"{pre}{_tag_label(cfg, cfg.algo, cfg.bits)} ({shown}) = {digest}{end}"
    else:
        line = f"{pre}{digest} {'*' if cfg.binary else ' '}{shown}{end}"
    ctx.stdout.write(line.encode("utf-8", "surrogateescape"))


def _open(ctx: CommandContext, name: str) -> InputStream | None:
    try:
        return open_operand(ctx, name)
    except FSError as e:
        err(ctx, f"{_quotef(name)}: {e.strerror}")
        return None


def _compute_files(ctx: CommandContext, cfg: _Cfg, files: list[str]) -> int:
    status = 0
    closed = False
    for name in files:
        stream = _open(ctx, name)
        if stream is None:
            status = 1
            continue
        try:
            digest = _hash_stream(ctx, stream, cfg.algo, cfg.bits)
        except UnreadableStdin as e:
            err(ctx, f"-: {e.strerror}")
            status = 1
            closed = closed or e.closed
            continue
        except FSError as e:
            err(ctx, f"{_quotef(name)}: {e.strerror}")
            status = 1
            continue
        _emit(ctx, cfg, name, digest)
    return _close_stdin(ctx, closed, status)


def _close_stdin(ctx: CommandContext, closed: bool, status: int) -> int:
    """GNU's close_stdin at exit: it fails on a closed standard input (``0<&-``) that was
    read (the read's own error was reported already)."""
    if not closed:
        return status
    err(ctx, "standard input: Bad file descriptor")
    return 1


# -- checking ------------------------------------------------------------------------------

_HEX = re.compile(r"[0-9a-fA-F]+")
_TAGGED = re.compile(r"([A-Za-z0-9]+)(?:-(\d+))? ?\((.*)\) ?= ?([0-9a-fA-F]+)\Z", re.S)


@dataclass
class _Line:
    algo: str
    bits: int
    name: str
    digest: str


def _parse_line(cfg: _Cfg, raw: str) -> _Line | None:
    s = raw.lstrip(" \t")
    escaped = s.startswith("\\")
    if escaped:
        s = s[1:]
    m = _TAGGED.match(s)
    if m is not None:
        tag, bits_s, name, digest = m.groups()
        algo = _ALGO_OF_TAG.get(tag)
        if algo is None:
            return None
        if algo != cfg.algo and cfg.algo_given:
            return None
        bits = int(bits_s) if bits_s else 0
        if bits_s and (algo != "blake2b" or bits % 8 or bits > 512 or bits == 0):
            return None
        if algo == "blake2b" and not bits_s and cfg.bits:
            bits = cfg.bits
        if not _digest_len_ok(algo, bits, digest):
            return None
        if escaped:
            un = _unescape_name(name)
            if un is None:
                return None
            name = un
        return _Line(algo, bits, name, digest.lower())
    if not cfg.algo_given:
        return None
    hm = _HEX.match(s)
    if hm is None:
        return None
    digest = hm.group()
    rest = s[hm.end() :]
    if not rest or rest[0] not in " \t":
        return None
    rest = rest[1:]
    if rest[:1] in (" ", "*") and len(rest) > 1:
        rest = rest[1:]
    if not rest:
        return None
    bits = cfg.bits
    if cfg.algo == "blake2b" and not bits:
        bits = len(digest) * 4
        if bits % 8 or bits > 512:
            return None
    if not _digest_len_ok(cfg.algo, bits, digest):
        return None
    name = rest
    if escaped:
        un = _unescape_name(name)
        if un is None:
            return None
        name = un
    return _Line(cfg.algo, bits, name, digest.lower())


_DIGEST_HEX = {"md5": 32, "sha1": 40, "sha224": 56, "sha256": 64, "sha384": 96, "sha512": 128}
_DIGEST_HEX["sm3"] = 64


def _digest_len_ok(algo: str, bits: int, digest: str) -> bool:
    if algo == "blake2b":
        return len(digest) == (bits or 512) // 4
    return len(digest) == _DIGEST_HEX.get(algo, -1)


def _plural(n: int, one: str, many: str) -> str:
    return (one if n == 1 else many).replace("%d", str(n))


def _check_name_shown(name: str) -> str:
    if "\n" in name:
        return "\\" + name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
    return name.replace("\r", "\\r")


def _check_file(ctx: CommandContext, cfg: _Cfg, p: Parsed, listname: str) -> int:
    quiet = p.has("quiet")
    status_only = p.has("status")
    strict = p.has("strict")
    warn = p.has("warn")
    ignore_missing = p.has("ignore-missing")
    stream = _open(ctx, listname)
    if stream is None:
        return 1
    if isinstance(stream, UnreadableInput):  # (``0<&-``, ``<&3`` of ``3>f``)
        err(ctx, f"{_quotef(_display(listname))}: read error")
        return _close_stdin(ctx, stream.closed, 1)
    bad_format = mismatched = unreadable = 0
    properly = False
    matched_any = False
    out = ctx.stdout
    lineno = 0
    for raw_b in ctx.iter_lines(stream):
        lineno += 1
        raw = raw_b.decode("utf-8", "surrogateescape")
        if raw.endswith("\n"):
            raw = raw[:-1]
        if raw.endswith("\r"):
            raw = raw[:-1]
        if raw.lstrip(" \t").startswith("#"):
            continue
        line = _parse_line(cfg, raw)
        if line is None:
            bad_format += 1
            if warn:
                label = cfg.tag_name
                err(
                    ctx,
                    f"{_quotef(_display(listname))}: {lineno}: "
                    f"improperly formatted {label} checksum line",
                )
            continue
        properly = True
        try:
            target = open_operand(ctx, line.name)
            digest = _hash_stream(ctx, target, line.algo, line.bits)
        except (FSError, UnreadableStdin) as e:
            if ignore_missing and e.strerror == "No such file or directory":
                continue
            shown = "-" if isinstance(e, UnreadableStdin) else _quotef(line.name)
            err(ctx, f"{shown}: {e.strerror}")
            unreadable += 1
            if not status_only:
                out.write(
                    f"{_check_name_shown(line.name)}: FAILED open or read\n".encode(
                        "utf-8", "surrogateescape"
                    )
                )
            continue
        ok = digest == line.digest
        matched_any = matched_any or ok  # (GNU's matched_checksums: an OK one)
        if not ok:
            mismatched += 1
        if not status_only and (not ok or not quiet):
            word = "OK" if ok else "FAILED"
            out.write(
                f"{_check_name_shown(line.name)}: {word}\n".encode("utf-8", "surrogateescape")
            )
    shown = _quotef(_display(listname))
    if not properly:
        err(ctx, f"{shown}: no properly formatted checksum lines found")
        return 1
    if not status_only:
        if bad_format:
            err(
                ctx,
                "WARNING: "
                + _plural(
                    bad_format,
                    "%d line is improperly formatted",
                    "%d lines are improperly formatted",
                ),
            )
        if unreadable:
            err(
                ctx,
                "WARNING: "
                + _plural(
                    unreadable,
                    "%d listed file could not be read",
                    "%d listed files could not be read",
                ),
            )
        if mismatched:
            err(
                ctx,
                "WARNING: "
                + _plural(
                    mismatched,
                    "%d computed checksum did NOT match",
                    "%d computed checksums did NOT match",
                ),
            )
    if ignore_missing and not matched_any:  # (GNU: no checksum matched, failures or not)
        if not status_only:
            err(ctx, f"{shown}: no file was verified")
        return 1
    if mismatched or unreadable or (strict and bad_format):
        return 1
    return 0


def _check_only_opts(ctx: CommandContext, spec: Spec, p: Parsed) -> int | None:
    check = p.has("c")
    if check:
        if p.has("tag"):
            return usage_error(
                ctx, spec, "the --tag option is meaningless when verifying checksums"
            )
        if p.has("b") or p.has("t"):
            return usage_error(
                ctx,
                spec,
                "the --binary and --text options are meaningless when verifying checksums",
            )
        if p.has("z"):
            return usage_error(
                ctx, spec, "the --zero option is not supported when verifying checksums"
            )
        return None
    for key, text in (
        ("ignore-missing", "--ignore-missing"),
        ("status", "--status"),
        ("warn", "--warn"),
        ("quiet", "--quiet"),
        ("strict", "--strict"),
    ):
        if p.has(key):
            return usage_error(
                ctx, spec, f"the {text} option is meaningful only when verifying checksums"
            )
    return None


_CHECK_OPTS = [
    flag("c", "c", "check"),
    flag("ignore-missing", "", "ignore-missing"),
    flag("quiet", "", "quiet"),
    flag("status", "", "status"),
    flag("strict", "", "strict"),
    flag("warn", "w", "warn"),
    flag("z", "z", "zero"),
    flag("tag", "", "tag"),
]


def _parse_bits(ctx: CommandContext, text: str, algo_label: str = "BLAKE2b") -> int | None:
    if not re.fullmatch(r"\d+", text.strip()):
        err(ctx, f"invalid length: {quote(text)}")
        return None
    n = int(text)
    if n > 512:
        err(ctx, f"invalid length: {quote(text)}")
        err(ctx, f"maximum digest length for {quote(algo_label)} is 512 bits")
        return None
    if n % 8:
        err(ctx, f"invalid length: {quote(text)}")
        err(ctx, "length is not a multiple of 8")
        return None
    return n


def _digest_cmd(ctx: CommandContext, prog: str) -> int:
    algo, tag_name = _ALGOS[prog]
    opts = [*_CHECK_OPTS, flag("b", "b", "binary"), flag("t", "t", "text")]
    if prog == "b2sum":
        opts.append(value("l", "l", "length"))
    spec = Spec(prog, opts)
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    cfg = _Cfg(prog, algo, tag_name)
    for key, val in p.opts:
        if key == "l":
            bits = _parse_bits(ctx, val or "")
            if bits is None:
                return 1
            cfg.bits = bits
        elif key == "b":
            cfg.binary = True
        elif key == "t":
            cfg.binary = False
        elif key == "tag":
            cfg.tag = True
        elif key == "z":
            cfg.zero = True
    rc = _check_only_opts(ctx, spec, p)
    if rc is not None:
        return rc
    if cfg.bits == 512:
        cfg.bits = 0
    files = p.operands or ["-"]
    if p.has("c"):
        status = 0
        for f in files:
            status |= _check_file(ctx, cfg, p, f)
        return status
    return _compute_files(ctx, cfg, files)


def digest_main(ctx: CommandContext) -> int:
    """``md5sum``, ``sha1sum``, ``sha224sum``, ``sha256sum``, ``sha384sum``, ``sha512sum``."""
    return _digest_cmd(ctx, ctx.name if ctx.name in _ALGOS else "md5sum")


def b2sum_main(ctx: CommandContext) -> int:
    """``b2sum``."""
    return _digest_cmd(ctx, "b2sum")


# -- cksum / sum -----------------------------------------------------------------------------


def _crc_update(crc: int, data: bytes) -> int:
    return binascii.crc32(data.translate(_BITREV), crc)


def _crc_final(crc: int, size: int) -> int:
    n = size
    tail = bytearray()
    while n:
        tail.append(n & 0xFF)
        n >>= 8
    crc = binascii.crc32(bytes(tail).translate(_BITREV), crc)
    return int(f"{crc:032b}"[::-1], 2)


def _bsd_sum(data: bytes, state: int) -> int:
    s = state
    for b in data:
        s = ((s >> 1) + ((s & 1) << 15) + b) & 0xFFFF
    return s


def _sums(ctx: CommandContext, stream: InputStream, algo: str) -> tuple[int, int]:
    """(checksum, size) of a stream for crc/bsd/sysv."""
    size = 0
    state = 0xFFFFFFFF if algo == "crc" else 0
    while True:
        chunk = stream.read1()
        if not chunk:
            break
        size += len(chunk)
        if algo == "crc":
            state = _crc_update(state, chunk)
        elif algo == "bsd":
            state = _bsd_sum(chunk, state)
        else:
            state += sum(chunk)
        ctx.check()
    if algo == "crc":
        return _crc_final(state, size), size
    if algo == "sysv":
        r = (state & 0xFFFF) + ((state & 0xFFFFFFFF) >> 16)
        return (r & 0xFFFF) + (r >> 16), size
    return state, size


def _sum_line(algo: str, value_: int, size: int, name: str | None) -> str:
    if algo == "crc":
        text = f"{value_} {size}"
    elif algo == "bsd":
        text = f"{value_:05d} {(size + 1023) // 1024:5d}"
    else:
        text = f"{value_} {(size + 511) // 512}"
    if name is not None:
        text += " " + name
    return text


def _old_sums(
    ctx: CommandContext, algo: str, files: list[str], named: bool, end: str = "\n"
) -> int:
    status = 0
    closed = False
    for name in files:
        stream = _open(ctx, name)
        if stream is None:
            status = 1
            continue
        try:
            v, size = _sums(ctx, stream, algo)
        except UnreadableStdin as e:
            err(ctx, f"-: {e.strerror}")
            status = 1
            closed = closed or e.closed
            continue
        except FSError as e:
            err(ctx, f"{_quotef(name)}: {e.strerror}")
            status = 1
            continue
        line = _sum_line(algo, v, size, name if named else None) + end
        ctx.stdout.write(line.encode("utf-8", "surrogateescape"))
    return _close_stdin(ctx, closed, status)


def sum_main(ctx: CommandContext) -> int:
    """``sum``: BSD (default, ``-r``) or SysV (``-s``) checksum and block count."""
    spec = Spec("sum", [flag("r", "r"), flag("s", "s", "sysv")])
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    algo = "bsd"
    for key, _ in p.opts:
        algo = "sysv" if key == "s" else "bsd"
    if not p.operands:
        return _old_sums(ctx, algo, ["-"], False)
    return _old_sums(ctx, algo, p.operands, True)


def cksum_main(ctx: CommandContext) -> int:
    """``cksum``: POSIX CRC by default, any digest with ``-a``."""
    spec = Spec(
        "cksum",
        [
            *_CHECK_OPTS,
            value("a", "a", "algorithm"),
            value("l", "l", "length"),
            flag("untagged", "", "untagged"),
            flag("debug", "", "debug"),
        ],
    )
    p = parse(ctx, spec)
    if isinstance(p, int):
        return p
    algo = "crc"
    algo_given = False
    untagged = False
    tag = True
    bits_text: str | None = None
    zero = False
    for key, val in p.opts:
        if key == "a":
            v = val or ""
            word = argmatch(ctx, "--algorithm", v, {a: a for a in _CKSUM_ALGOS}, spec, exact=True)
            if word is None:
                return spec.status
            algo = word
            algo_given = True
        elif key == "l":
            bits_text = val or ""
        elif key == "untagged":
            untagged, tag = True, False
        elif key == "tag":
            untagged, tag = False, True
        elif key == "z":
            zero = True
    bits = 0
    if bits_text is not None:
        if algo != "blake2b":
            err(ctx, "--length is only supported with --algorithm=blake2b")
            return 1
        b = _parse_bits(ctx, bits_text)
        if b is None:
            return 1
        bits = 0 if b == 512 else b
    rc = _check_only_opts(ctx, spec, p)
    if rc is not None:
        return rc
    files = p.operands or ["-"]
    if p.has("c"):
        if algo in ("bsd", "sysv", "crc") and algo_given:
            err(ctx, "--check is not supported with --algorithm={bsd,sysv,crc}")
            return 1
        cfg = _Cfg(
            "cksum",
            algo if algo_given else "md5",
            "CRC" if not algo_given else _TAG_OF[algo],
            bits=bits,
            cksum_mode=True,
            algo_given=algo_given,
        )
        status = 0
        for f in files:
            status |= _check_file(ctx, cfg, p, f)
        return status
    end = "\0" if zero else "\n"
    if algo in ("bsd", "sysv", "crc"):
        named = bool(p.operands) if algo != "crc" else True
        if algo == "crc":
            status = 0
            closed = False
            for name in files:
                stream = _open(ctx, name)
                if stream is None:
                    status = 1
                    continue
                try:
                    v, size = _sums(ctx, stream, "crc")
                except UnreadableStdin as e:
                    # (GNU's CRC loop takes the read's failure for the end of the input)
                    v, size = _sums(ctx, EmptyInput(), "crc")
                    closed = closed or e.closed
                except FSError as e:
                    err(ctx, f"{_quotef(name)}: {e.strerror}")
                    status = 1
                    continue
                shown = None if not p.operands else name
                ctx.stdout.write(
                    (_sum_line("crc", v, size, shown) + end).encode("utf-8", "surrogateescape")
                )
            return _close_stdin(ctx, closed, status)
        return _old_sums(ctx, algo, files, named, end)
    cfg = _Cfg("cksum", algo, _TAG_OF[algo], bits=bits, tag=tag and not untagged, zero=zero)
    return _compute_files(ctx, cfg, files)
