"""``tar`` (GNU tar 1.34, ``--format=gnu``) over the VFS.

Modes ``-c -x -t -r -u -d --delete`` (``-A`` is reported as unsupported), old-style
bundled options (``tar czf a.tgz dir``), long options, ``-f -``, compression ``-z -j -J
--lzma -a`` (reading auto-detects the compression of archive *files* like GNU does; from stdin
it says ``Archive is compressed. Use -z option``), ``-C``, ``-v``/``-vv`` listings in GNU's exact
format (the owner/size column widens as GNU's does), ``--strip-components``, ``--exclude``,
``-X``, ``-O``, ``-T``, ``-k``/``--skip-old-files``/``--overwrite``, ``-p``, ``-m``,
``--numeric-owner``, ``--owner``/``--group``/``--mtime``/``--mode``-less basics, ``-h``, ``-P``,
``--no-recursion``, ``--remove-files``, ``--wildcards``, ``--transform``.

Archives are written byte-for-byte as GNU writes them (GNU headers, ``././@LongLink`` for long
names, 10240-byte records); ``tar czf`` pipes them through :mod:`._archive`'s gzip encoder
(header mtime 0, no name: what GNU's gzip child writes).

Decisions: directories are walked in sorted name order (GNU uses readdir order, which on real
filesystems is arbitrary). Reading is streamed: members are decompressed chunk by chunk and
files are written through :class:`VfsSink`; when a VFS limit is hit (``Cannot write: No space
left on device`` / ``File too large``) extraction stops at once (GNU would go on with the next
member), leaving the files extracted so far.
"""

from __future__ import annotations

import bz2
import errno
import fnmatch
import lzma
import re
import stat as _stat
import time
from collections.abc import Iterator

import agentsh._dataclass as dataclasses
from agentsh._dataclass import dataclass, field
from agentsh.commands._archive import (
    DataError,
    VfsSink,
    bz_iter,
    enc,
    gunzip_iter,
    gzip_compress,
    help_version,
    xz_iter,
)
from agentsh.commands._fileutil import (
    group_id,
    group_name,
    mode_string,
    operand_path,
    parse_date,
    user_id,
    user_name,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, parse_args, value
from agentsh.streams import UnreadableStdin
from agentsh.vfs import FSError

BLOCK = 512
RECORD = 10240

SPEC = Spec(
    "tar",
    [
        flag("A", "A", "catenate", "concatenate"),
        flag("c", "c", "create"),
        flag("d", "d", "diff", "compare"),
        flag("delete", "", "delete"),
        flag("r", "r", "append"),
        flag("t", "t", "list"),
        flag("u", "u", "update"),
        flag("x", "x", "extract", "get"),
        value("f", "f", "file"),
        flag("v", "v", "verbose"),
        flag("z", "z", "gzip", "gunzip", "ungzip"),
        flag("j", "j", "bzip2"),
        flag("J", "J", "xz"),
        flag("lzma", "", "lzma"),
        flag("a", "a", "auto-compress"),
        value("C", "C", "directory"),
        value("strip", "", "strip-components"),
        value("exclude", "", "exclude"),
        value("X", "X", "exclude-from"),
        flag("O", "O", "to-stdout"),
        value("T", "T", "files-from"),
        flag("k", "k", "keep-old-files"),
        flag("skip-old", "", "skip-old-files"),
        flag("overwrite", "", "overwrite"),
        flag("keep-newer", "", "keep-newer-files"),
        flag("U", "U", "unlink-first"),
        flag("p", "p", "preserve-permissions", "same-permissions"),
        flag("no-same-perm", "", "no-same-permissions"),
        flag("o", "o", "no-same-owner"),
        flag("same-owner", "", "same-owner"),
        flag("numeric-owner", "", "numeric-owner"),
        value("owner", "", "owner"),
        value("group", "", "group"),
        value("mtime", "", "mtime"),
        value("mode", "", "mode"),
        flag("h", "h", "dereference"),
        flag("P", "P", "absolute-names"),
        flag("no-recursion", "", "no-recursion"),
        flag("recursion", "", "recursion"),
        flag("m", "m", "touch"),
        flag("remove-files", "", "remove-files"),
        flag("wildcards", "", "wildcards"),
        flag("no-wildcards", "", "no-wildcards"),
        flag("anchored", "", "anchored"),
        flag("no-anchored", "", "no-anchored"),
        value("sort", "", "sort"),
        value("format", "H", "format"),
        value("b", "b", "blocking-factor"),
        flag("totals", "", "totals"),
        flag("full-time", "", "full-time"),
        flag("utc", "", "utc"),
        flag("W", "W", "verify"),
        flag("S", "S", "sparse"),
        flag("null", "", "null"),
        flag("no-null", "", "no-null"),
        flag("ignore-failed-read", "", "ignore-failed-read"),
        flag("one-file-system", "", "one-file-system"),
        value("warning", "", "warning"),
        flag("exclude-vcs", "", "exclude-vcs"),
        flag("show-transformed", "", "show-transformed-names"),
        flag("show-stored", "", "show-stored-names"),
        value("transform", "", "transform", "xform"),
        flag("usage", "", "usage"),
        flag("help", "?", "help"),
        flag("version", "", "version"),
    ],
    status=2,
    help_version=False,
)

#: Old-style letters that take an argument (consumed from the following words in order).
_OLD_ARG = set("fCTXbHgKLNV")

TRY = "Try 'tar --help' or 'tar --usage' for more information.\n"


@dataclasses.dataclass
class Xform:
    """One ``s/REGEX/REPLACEMENT/FLAGS`` of --transform: the names it applies to (``r``
    member names, ``s`` symlink targets, ``h`` hard link targets), which match (0: all with
    ``g``, else the Nth, 1 by default)."""

    rx: re.Pattern[str]
    repl: str
    nth: int
    scopes: str


def parse_transforms(text: str) -> list[Xform]:
    """GNU tar's --transform expressions, ``;``-separated; raises ValueError (its message)."""
    from agentsh.regex import RegexError, compile_bre, compile_ere

    out: list[Xform] = []
    i = 0
    while True:
        if text[i : i + 1] != "s" or i + 1 >= len(text):
            raise ValueError("Invalid transform expression")
        delim = text[i + 1]
        parts: list[str] = []
        j = i + 2
        for _ in range(2):
            piece = ""
            while j < len(text) and text[j] != delim:
                if text[j] == "\\" and j + 1 < len(text):
                    piece += text[j + 1] if text[j + 1] == delim else text[j : j + 2]
                    j += 2
                    continue
                piece += text[j]
                j += 1
            if j >= len(text):
                raise ValueError("Invalid transform expression")
            parts.append(piece)
            j += 1
        nth, scopes, glob, icase, ere = 1, "rsh", False, False, False
        while j < len(text) and text[j] != ";":
            c = text[j]
            if c.isdigit():
                k = j
                while j < len(text) and text[j].isdigit():
                    j += 1
                nth = int(text[k:j])
                continue
            if c in "rsh":
                scopes += c
            elif c in "RSH":
                scopes = scopes.replace(c.lower(), "")
            elif c in "gix":
                glob, icase, ere = glob or c == "g", icase or c == "i", ere or c == "x"
            else:
                raise ValueError(f"Unknown flag in transform expression: {c}")
            j += 1
        try:
            rx = (compile_ere if ere else compile_bre)(parts[0], icase)
        except RegexError as e:
            raise ValueError(f"Invalid transform expression: {e}") from e
        for ref in re.findall(r"\\(\d)", parts[1]):
            if int(ref) > rx.groups:
                raise ValueError("Invalid transform replacement: back reference out of range")
        out.append(Xform(rx, parts[1], 0 if glob else nth, "".join(sorted(set(scopes)))))
        if j >= len(text):
            return out
        i = j + 1


def _expand(repl: str, m: re.Match[str]) -> str:
    """A --transform replacement for one match: ``&``, ``\\N``, and the case conversions
    ``\\U \\L \\u \\l \\E`` as GNU's."""
    out: list[str] = []
    case = ""  # U or L until \\E
    once = ""  # u or l: the next character
    i = 0

    def put(s: str) -> None:
        nonlocal once
        if case == "U":
            s = s.upper()
        elif case == "L":
            s = s.lower()
        if once and s:
            s = (s[0].upper() if once == "u" else s[0].lower()) + s[1:]
            once = ""
        out.append(s)

    while i < len(repl):
        c = repl[i]
        if c == "&":
            put(m.group(0))
        elif c == "\\" and i + 1 < len(repl):
            i += 1
            d = repl[i]
            if d.isdigit():
                put(m.group(int(d)) or "")
            elif d in "UL":
                case = d
            elif d == "E":
                case = ""
            elif d in "ul":
                once = d
            else:
                put({"n": "\n", "t": "\t"}.get(d, d))
        else:
            put(c)
        i += 1
    return "".join(out)


def transform(xforms: list[Xform], name: str, scope: str) -> str:
    """NAME through each --transform that applies to SCOPE (``r``, ``s`` or ``h``)."""
    for x in xforms:
        if scope in x.scopes:
            name = _transform_one(x, name)
    return name


def _transform_one(x: Xform, text: str) -> str:
    """GNU tar's _transform_name_to_obstack, quirks kept: each search starts afresh on the
    rest (``^`` matches there again), and a match before the Nth is copied with the text
    before it twice (``s/e/Z/2`` makes ``d/e`` ``d/d/e``)."""
    out: list[str] = []
    n = 0
    while text:
        m = x.rx.search(text)
        if m is None:
            break
        n += 1
        so, eo = m.span()
        out.append(text[:so])
        if x.nth > 1 and n < x.nth:
            out.append(text[:eo])
            text = text[eo:]
            continue
        out.append(_expand(x.repl, m))
        if x.nth:  # (the first or the Nth only)
            text = text[eo:]
            break
        if eo == so:  # (an empty match, global: step over a character)
            out.append(text[eo : eo + 1])
            eo += 1
        text = text[eo:]
    out.append(text)
    return "".join(out)


class Fatal(Exception):
    """``tar: MSG`` then ``Error is not recoverable: exiting now`` (exit 2)."""


class Stop(Exception):
    """Stop processing after a write error; the message has been printed."""


@dataclass
class Member:
    name: str
    mode: int = 0o644
    uid: int = 0
    gid: int = 0
    size: int = 0
    mtime: int = 0
    type: str = "0"
    linkname: str = ""
    uname: str = ""
    gname: str = ""
    devmajor: int = 0
    devminor: int = 0
    #: raw header blocks (including long-name blocks) as read, for --delete/-r rewriting
    raw: bytes = b""
    #: data bytes already read by the consumer
    consumed: int = 0


# ----------------------------------------------------------------------------- header codec


def _octal(n: int, width: int) -> bytes:
    """GNU numeric field: zero-padded octal + NUL; base-256 when it does not fit."""
    text = f"{n:0{width - 1}o}"
    if len(text) <= width - 1 and n >= 0:
        return text.encode() + b"\0"
    out = bytearray(width)
    v = n
    for i in range(width - 1, 0, -1):
        out[i] = v & 0xFF
        v >>= 8
    out[0] = 0x80
    return bytes(out)


def _field(text: bytes, width: int) -> bytes:
    return text[:width].ljust(width, b"\0")


def _header(m: Member, name: bytes, linkname: bytes) -> bytes:
    dev = _octal(m.devmajor, 8) + _octal(m.devminor, 8) if m.type in ("3", "4") else _NO_DEV
    h = b"".join(
        (
            _field(name, 100),
            _octal(m.mode & 0o7777, 8),
            _octal(m.uid, 8),
            _octal(m.gid, 8),
            _octal(m.size, 12),
            _octal(m.mtime, 12),
            b"        ",
            m.type.encode(),
            _field(linkname, 100),
            b"ustar  \0",
            _field(m.uname.encode(), 32),
            _field(m.gname.encode(), 32),
            dev,
            _HEADER_TAIL,
        )
    )
    return h[:148] + f"{sum(h):06o}".encode() + b"\0 " + h[156:]


_NO_DEV = b"\0" * 16
_HEADER_TAIL = b"\0" * (BLOCK - 345)


def _pad(n: int) -> bytes:
    return b"\0" * (-n % BLOCK)


def encode_member(m: Member) -> bytes:
    """Header block(s) of a member (GNU long-name extensions as needed)."""
    name = enc(m.name)
    link = enc(m.linkname)
    out = b""
    for kind, value_ in (("K", link), ("L", name)):
        if len(value_) > 100:
            data = value_ + b"\0"
            ll = Member("././@LongLink", 0o644, 0, 0, len(data), 0, kind, "", "root", "root")
            out += _header(ll, b"././@LongLink", b"") + data + _pad(len(data))
    return out + _header(m, name, link)


def _num(field_: bytes) -> int:
    digits = field_.rstrip(b"\0 ")
    if digits.isdigit() and b"8" not in digits and b"9" not in digits:
        return int(digits, 8)  # (the usual field: octal digits, then NULs or blanks)
    if field_ and field_[0] & 0x80:
        v = field_[0] & 0x7F
        for b in field_[1:]:
            v = (v << 8) | b
        return v
    text = field_.split(b"\0", 1)[0].strip(b" \0")
    if not text:
        return 0
    try:
        return int(text, 8)
    except ValueError:
        raise DataError("bad number") from None


def _str(field_: bytes) -> str:
    return field_.split(b"\0", 1)[0].decode("utf-8", "surrogateescape")


def _valid(h: bytes) -> bool:
    try:
        want = _num(h[148:156])
    except DataError:
        return False
    s = sum(h[:148]) + 256 + sum(h[156:])
    return want == s


# ----------------------------------------------------------------------------- block reader


class Reader:
    """Exact-size reads over an iterator of byte chunks (the decompressed archive).

    The current chunk is kept as it came, with a position in it: a read copies only the
    bytes it returns, a skip copies nothing (an uncompressed archive is one chunk: ``tar
    tvf`` of 50 MB copied all of it into a buffer first)."""

    def __init__(self, chunks: Iterator[bytes]) -> None:
        self.chunks = chunks
        self.cur = b""
        self.pos = 0
        self.offset = 0

    def _next(self) -> bool:
        """The next non-empty chunk as the current one; False at the end of the chunks."""
        for c in self.chunks:
            if c:
                self.cur = c
                self.pos = 0
                return True
        self.cur = b""
        self.pos = 0
        return False

    def read(self, n: int) -> bytes:
        """``n`` bytes, fewer at the end of the archive."""
        pos = self.pos
        if len(self.cur) - pos >= n:
            self.pos = pos + n
            self.offset += n
            return self.cur[pos : pos + n]
        parts = [self.cur[pos:]]
        have = len(parts[0])
        while have < n and self._next():
            take = min(n - have, len(self.cur))
            parts.append(self.cur[:take])
            self.pos = take
            have += take
        self.offset += have
        return b"".join(parts)

    def _refill(self) -> None:
        """The next chunk as the current one (raises DataError at a short archive)."""
        if not self._next():
            raise DataError("Unexpected EOF in archive")

    def skip(self, n: int) -> None:
        """Pass ``n`` bytes, copying nothing (raises DataError at a short archive)."""
        while n > 0:
            if self.pos >= len(self.cur):
                self._refill()
            take = min(n, len(self.cur) - self.pos)
            self.pos += take
            self.offset += take
            n -= take

    def read_iter(self, n: int) -> Iterator[bytes]:
        """Yield ``n`` bytes in pieces (raises DataError at a short archive)."""
        left = n
        while left > 0:
            if self.pos >= len(self.cur):
                self._refill()
            pos = self.pos
            take = min(left, len(self.cur) - pos, 1 << 16)
            self.pos = pos + take
            self.offset += take
            left -= take
            yield self.cur[pos : pos + take]


def _fails(message: str) -> Iterator[bytes]:
    """A decoded stream that fails at once (a decompressor's error)."""
    raise DataError(message)
    yield b""  # (makes this a generator: the error comes when the stream is read)


def iter_members(r: Reader) -> Iterator[Member]:
    """Members in archive order; the caller must consume (or skip) each member's data."""
    long_name: str | None = None
    long_link: str | None = None
    pax: dict[str, str] = {}
    first = True
    raw = b""
    while True:
        h = r.read(BLOCK)
        if len(h) < BLOCK:
            if first:  # (an empty archive too: GNU tar reads no header)
                raise DataError("This does not look like a tar archive")
            return
        if h.count(0) == BLOCK:
            return
        if not _valid(h):
            raise DataError(
                "This does not look like a tar archive" if first else "Skipping to next header"
            )
        first = False
        raw += h
        t = chr(h[156]) if h[156] else "0"
        size = _num(h[124:136])
        if t in "LKxg":
            data = r.read(size + (-size % BLOCK))
            raw += data
            payload = data[:size]
            if t == "L":
                long_name = payload.split(b"\0", 1)[0].decode("utf-8", "surrogateescape")
            elif t == "K":
                long_link = payload.split(b"\0", 1)[0].decode("utf-8", "surrogateescape")
            elif t == "x":
                pax.update(_parse_pax(payload))
            continue
        name = _str(h[0:100])
        if h[257:263] == b"ustar\0" and h[345]:
            name = _str(h[345:500]) + "/" + name
        m = Member(
            name=long_name if long_name is not None else name,
            mode=_num(h[100:108]),
            uid=_num(h[108:116]),
            gid=_num(h[116:124]),
            size=size,
            mtime=_num(h[136:148]),
            type=t,
            linkname=long_link if long_link is not None else _str(h[157:257]),
            uname=_str(h[265:297]),
            gname=_str(h[297:329]),
            devmajor=_num(h[329:337]) if t in "34" else 0,
            devminor=_num(h[337:345]) if t in "34" else 0,
            raw=raw,
        )
        if pax:
            _apply_pax(m, pax)
            pax = {}
        if t in "1235":
            m.size = 0
        long_name = long_link = None
        raw = b""
        yield m


def _apply_pax(m: Member, pax: dict[str, str]) -> None:
    """A pax extended header's values, over the member's own."""
    for key, attr in (
        ("path", "name"),
        ("linkpath", "linkname"),
        ("uname", "uname"),
        ("gname", "gname"),
    ):
        if key in pax:
            setattr(m, attr, pax[key])
    for key in ("size", "uid", "gid"):
        if key in pax:
            setattr(m, key, int(pax[key]))
    if "mtime" in pax:
        m.mtime = int(float(pax["mtime"]))


def _parse_pax(payload: bytes) -> dict[str, str]:
    out: dict[str, str] = {}
    i = 0
    while i < len(payload):
        sp = payload.find(b" ", i)
        if sp < 0:
            break
        try:
            length = int(payload[i:sp])
        except ValueError:
            break
        rec = payload[sp + 1 : i + length - 1]
        k, _, v = rec.partition(b"=")
        out[k.decode("utf-8", "surrogateescape")] = v.decode("utf-8", "surrogateescape")
        i += length
    return out


# ----------------------------------------------------------------------------- the command


#: a name with nothing to quote: printable ASCII but the backslash (and non-ASCII text)
_PLAIN_NAME = re.compile(r"[^\\\x00-\x1f\x7f\udc80-\udcff]*").fullmatch


def _quote(name: str) -> str:
    """GNU tar's default ``escape`` quoting of names in listings and messages."""
    if _PLAIN_NAME(name):
        return name
    out: list[str] = []
    for ch in name:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif o < 32 or o == 127:
            out.append(f"\\{o:03o}")
        elif 0xDC80 <= o <= 0xDCFF:
            out.append(f"\\{o - 0xDC00:03o}")
        else:
            out.append(ch)
    return "".join(out)


def _expand_old(args: list[str]) -> list[str] | str:
    """``tar czf a.tgz dir`` → ``-c -z -f a.tgz dir`` (GNU's old-option syntax)."""
    if not args or args[0].startswith("-"):
        return args
    first, rest = args[0], list(args[1:])
    out: list[str] = []
    for ch in first:
        if ch in _OLD_ARG:
            if not rest:
                return f"Old option '{ch}' requires an argument."
            out += ["-" + ch, rest.pop(0)]
        else:
            out.append("-" + ch)
    return out + rest


@dataclass
class _Opts:
    mode: str = ""
    archive: str | None = None
    verbose: int = 0
    compress: str = ""
    auto: bool = False
    directory: str | None = None
    strip: int = 0
    transforms: list[Xform] = field(default_factory=list["Xform"])
    show_transformed: bool = False
    excludes: list[str] = field(default_factory=list[str])
    to_stdout: bool = False
    files_from: list[str] = field(default_factory=list[str])
    old_files: str = "overwrite"  # keep | skip | overwrite | keep-newer
    unlink_first: bool = False
    preserve: bool = False
    numeric: bool = False
    owner: tuple[str, int] | None = None
    group: tuple[str, int] | None = None
    mtime: int | None = None
    deref: bool = False
    absolute: bool = False
    recursion: bool = True
    touch: bool = False
    remove_files: bool = False
    wildcards: bool = False
    anchored: bool = False
    totals: bool = False
    full_time: bool = False
    null: bool = False


class Tar:
    def __init__(self, ctx: CommandContext, o: _Opts) -> None:
        self.ctx = ctx
        self.o = o
        self.failed = False
        self.differ = False  # (-d: a member differs from its file)
        self.ugswidth = 18
        self.warned_slash = False
        #: the prefixes told of by _member_name: of member names, of hard link targets
        self.warned_prefixes: tuple[set[str], set[str]] = (set(), set())
        self.seen_inodes: dict[tuple[int, int], str] = {}
        #: GNU's trivial_link_count: with one name given, only files of several links are
        #: looked for again (as hard links); with more, every file is
        self.trivial_links = 1
        self.archive_key: tuple[int, int] | None = None  # (the archive being written)
        self._owner_names: dict[tuple[int, int], tuple[str, str]] = {}
        self.archive_on_stdout = o.archive in (None, "-")
        self.written = 0

    # -- diagnostics -------------------------------------------------------------------
    def err(self, msg: str) -> None:
        self.ctx.stderr.write(enc(f"tar: {msg}\n"))
        self.failed = True

    def note(self, msg: str) -> None:
        self.ctx.stderr.write(enc(f"tar: {msg}\n"))

    def lis(self, text: str) -> None:
        """Verbose output: stdout, or stderr when the archive itself goes to stdout."""
        out = (
            self.ctx.stderr
            if (self.o.mode in "cru" and self.archive_on_stdout)
            else self.ctx.stdout
        )
        if self.o.mode == "x" and self.o.to_stdout:
            out = self.ctx.stderr
        out.write(enc(text))

    def long_line(self, m: Member, name: str) -> str:
        mode = m.mode & 0o7777
        kind = {
            "5": _stat.S_IFDIR,
            "2": _stat.S_IFLNK,
            "3": _stat.S_IFCHR,
            "4": _stat.S_IFBLK,
            "6": _stat.S_IFIFO,
        }.get(m.type, _stat.S_IFREG)
        modes = mode_string(kind | mode)
        if m.type == "1":
            modes = "h" + modes[1:]
        if self.o.numeric or not m.uname:
            user = str(m.uid)
        else:
            user = m.uname
        if self.o.numeric or not m.gname:
            group = str(m.gid)
        else:
            group = m.gname
        size = f"{m.devmajor},{m.devminor}" if m.type in "34" else str(m.size)
        pad = len(user) + 1 + len(group) + len(size)
        if pad > self.ugswidth:
            self.ugswidth = pad
        fmt = "%Y-%m-%d %H:%M:%S" if self.o.full_time else "%Y-%m-%d %H:%M"
        stamp = time.strftime(fmt, time.gmtime(m.mtime))
        line = f"{modes} {user}/{group} {size:>{self.ugswidth - pad + len(size)}} {stamp} {_quote(name)}"
        if m.type == "2":
            line += f" -> {_quote(m.linkname)}"
        elif m.type == "1":
            line += f" link to {_quote(m.linkname)}"
        return line + "\n"

    # -- archive input -----------------------------------------------------------------
    def _read_archive_bytes(self) -> tuple[bytes, bool]:
        """(raw archive bytes, came from a named file)."""
        ctx = self.ctx
        name = self.o.archive
        if name in (None, "-"):
            return ctx.stdin_stream.read(), False
        try:
            if not name:  # (no file has the empty name: it would open the cwd)
                raise FSError(errno.ENOENT, name)
            return ctx.open_input(name).read(), True
        except FSError as e:
            raise Fatal(f"{name}: Cannot open: {e.strerror}") from e

    def _decoded(self, data: bytes, named: bool) -> Iterator[bytes]:
        kind = self.o.compress
        detected = ""
        if data.startswith(b"\x1f\x8b"):
            detected = "gzip"
        elif data.startswith(b"BZh"):
            detected = "bzip2"
        elif data.startswith(b"\xfd7zXZ\0"):
            detected = "xz"
        elif data[:3] == b"\x5d\x00\x00":
            detected = "lzma"
        if not kind and detected:
            if not named:
                opt = {"gzip": "-z", "bzip2": "-j", "xz": "-J", "lzma": "--lzma"}[detected]
                raise Fatal(f"Archive is compressed. Use {opt} option")
            kind = detected
        check = self.ctx.check
        if not data and kind in ("gzip", "xz", "lzma"):  # (the decompressor finds no header)
            return _fails("unexpected end of file")
        if kind == "gzip":
            return gunzip_iter(data, None, check)
        if kind == "bzip2":
            return bz_iter(data, check)
        if kind == "xz":
            return xz_iter(data, lzma.FORMAT_XZ, check)
        if kind == "lzma":
            return xz_iter(data, lzma.FORMAT_ALONE, check)
        return iter([data])

    def _child_error(self, e: DataError) -> Fatal:
        prog = {"gzip": "gzip", "bzip2": "bzip2", "xz": "xz", "lzma": "xz"}.get(
            self.o.compress, "gzip"
        )
        msg = str(e)
        if prog == "gzip":
            self.ctx.stderr.write(enc(f"\ngzip: stdin: {msg}\n"))
        elif prog == "bzip2":
            self.ctx.stderr.write(b"bzip2: Data integrity error when decompressing.\n")
        else:
            self.ctx.stderr.write(b"xz: (stdin): File format not recognized\n")
        return Fatal("Child returned status 1")

    def members(self) -> Iterator[tuple[Member, Reader]]:
        data, named = self._read_archive_bytes()
        r = Reader(self._decoded(data, named))
        it = iter_members(r)
        while True:
            try:
                m = next(it)
            except StopIteration:
                return
            except DataError as e:
                msg = str(e)
                if msg in ("This does not look like a tar archive", "Skipping to next header"):
                    self.err(msg)
                    return
                if msg == "Unexpected EOF in archive":
                    raise Fatal(msg) from e
                raise self._child_error(e) from e
            yield m, r
            # skip whatever the consumer left of the data
            left = m.size + (-m.size % BLOCK) if m.type not in "1235" else 0
            try:
                if left > m.consumed:
                    r.skip(left - m.consumed)
            except DataError as e:
                if str(e) == "Unexpected EOF in archive":
                    raise Fatal(str(e)) from e
                raise self._child_error(e) from e

    # -- name matching -----------------------------------------------------------------
    def _match_operand(self, pat: str, name: str) -> bool:
        n = name.rstrip("/")
        p = pat.rstrip("/") or pat
        if self.o.wildcards and any(c in pat for c in "*?["):
            if fnmatch.fnmatchcase(n, p):
                return True
            parts = n.split("/")
            return any(fnmatch.fnmatchcase("/".join(parts[:i]), p) for i in range(1, len(parts)))
        return n == p or n.startswith(p + "/")

    def excluded(self, name: str) -> bool:
        if not self.o.excludes:
            return False
        n = name.rstrip("/")
        parts = n.split("/")
        for pat in self.o.excludes:
            p = pat.rstrip("/") or pat
            if self.o.anchored:
                cands = ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]
            else:
                cands = [
                    "/".join(parts[i:j])
                    for i in range(len(parts))
                    for j in range(i + 1, len(parts) + 1)
                ]
            if any(fnmatch.fnmatchcase(c, p) for c in cands):
                return True
        return False

    def _strip(self, name: str) -> str | None:
        if self.o.strip <= 0:
            return name
        parts = [p for p in name.split("/")]
        trailing = name.endswith("/")
        comps = [p for p in parts if p]
        if len(comps) <= self.o.strip:
            return None
        rest = "/".join(comps[self.o.strip :])
        return rest + ("/" if trailing else "")

    def _safe_name(self, name: str) -> str | None:
        """Leading ``/`` removal and the ``..`` check of extraction (None: skip member)."""
        if not self.o.absolute:
            stripped = name.lstrip("/")
            if stripped != name:
                if not self.warned_slash:
                    self.note("Removing leading `/' from member names")
                    self.warned_slash = True
                name = stripped
            if ".." in name.split("/"):
                self.err(f"{_quote(name)}: Member name contains '..'")
                return None
        return name

    # -- list / extract ----------------------------------------------------------------
    def list_or_extract(self, operands: list[str]) -> None:
        found = [False] * len(operands)
        listed: list[str] = []  # (the listing is written in runs: stdout is a buffered stream)
        try:
            self._list_or_extract(operands, found, listed)
        finally:
            if listed:
                self.ctx.stdout.write(enc("".join(listed)))
        for i, pat in enumerate(operands):
            if not found[i]:
                self.err(f"{_quote(pat)}: Not found in archive")
        self.finish_dirs()

    def _list_or_extract(self, operands: list[str], found: list[bool], listed: list[str]) -> None:
        for m, r in self.members():
            self.ctx.check()
            if operands:
                hit = False
                for i, pat in enumerate(operands):
                    if self._match_operand(pat, m.name):
                        found[i] = True
                        hit = True
                if not hit:
                    continue
            if self.excluded(m.name):
                continue
            if self.o.mode == "d":
                self.compare_one(m, r)
                continue
            if self.o.mode == "t":
                if self.o.show_transformed and self.o.transforms:
                    self.transform_member(m)
                shown = m.name
                listed.append(self.long_line(m, shown) if self.o.verbose else _quote(shown) + "\n")
                if len(listed) >= 256:
                    self.ctx.stdout.write(enc("".join(listed)))
                    listed.clear()
                continue
            if listed:
                self.ctx.stdout.write(enc("".join(listed)))
                listed.clear()
            self.extract_one(m, r)

    def finish_dirs(self) -> None:
        for path, mode, mtime in reversed(getattr(self, "_dirs", [])):
            try:
                self.ctx.fs.chmod(path, mode)
                if not self.o.touch:
                    self.ctx.fs.utime(path, mtime=float(mtime))
            except FSError:
                pass

    def _target(self, name: str) -> str:
        base = self.ctx.abspath(self.o.directory or ".")
        return base.rstrip("/") + "/" + name if name else base

    def _mode_for(self, m: Member) -> int:
        mode = m.mode & 0o7777
        if not self.o.preserve:
            mode &= ~self.ctx.fs.umask
        return mode

    def compare_one(self, m: Member, r: Reader) -> None:
        """``-d``: tell how the file on disk differs from member M, in GNU's words and
        order (mode, owner, time in seconds, size, then contents or link target)."""
        if self.o.transforms:
            self.transform_member(m)
        name = self._strip(m.name)
        if name is None:
            return
        if self.o.verbose:
            self.lis(_quote(m.name) + "\n")
        shown = m.name.rstrip("/")
        path = self._target(name.rstrip("/"))
        fs = self.ctx.fs
        try:
            st = fs.lstat(path)
        except FSError as e:
            self.note(f"{_quote(shown)}: Warning: Cannot stat: {e.strerror}")
            self.differ = True
            return
        diffs: list[str] = []
        kind = {"5": "dir", "2": "symlink"}.get(m.type, "file")
        if m.type in "0\x007" and st.kind != "file" or kind != "file" and st.kind != kind:
            diffs.append("File type differs")
        elif m.type == "2":
            if fs.readlink(path) != m.linkname:
                diffs.append("Symlink differs")
        elif m.type != "1":
            if (st.st_mode & 0o7777) != (m.mode & 0o7777):
                diffs.append("Mode differs")
            if st.st_uid != m.uid:
                diffs.append("Uid differs")
            if st.st_gid != m.gid:
                diffs.append("Gid differs")
            if int(st.st_mtime // 1) != m.mtime:
                diffs.append("Mod time differs")
            if m.type != "5":
                if st.st_size != m.size:
                    diffs.append("Size differs")
                else:
                    body = b"".join(r.read_iter(m.size))
                    m.consumed = m.size
                    if body != fs.read_bytes(path):
                        diffs.append("Contents differ")
        for d in diffs:
            self.ctx.stdout.write(enc(f"{shown}: {d}\n"))
        self.differ = self.differ or bool(diffs)

    def transform_member(self, m: Member) -> None:
        """Put a member's name and link target through --transform (before any strip)."""
        xs = self.o.transforms
        slash = "/" if m.name.endswith("/") else ""
        m.name = transform(xs, m.name.rstrip("/") or m.name, "r")
        m.name = m.name.rstrip("/") + slash if slash else m.name
        if m.type in "12":
            m.linkname = transform(xs, m.linkname, "s" if m.type == "2" else "h")

    def extract_one(self, m: Member, r: Reader) -> None:
        ctx = self.ctx
        fs = ctx.fs
        told = m.name  # (-v tells the stored name, unless --show-transformed-names)
        if self.o.transforms:
            self.transform_member(m)
            told = m.name if self.o.show_transformed else told
        name = self._strip(m.name)
        if name is None:
            return
        safe = self._safe_name(name)
        if safe is None:
            return
        name = safe
        if self.o.verbose:
            if self.o.verbose > 1:
                self.lis(self.long_line(m, told))
            else:
                self.lis(_quote(told) + "\n")
        if self.o.to_stdout:
            if m.type in "07\x00" or m.type not in "123456":
                for chunk in r.read_iter(m.size):
                    ctx.stdout.write(chunk)
                m.consumed = m.size
            return
        rel = name.rstrip("/")
        if not rel or rel == ".":
            if m.type == "5":
                return
        path = self._target(rel)
        # parents
        parent = path.rsplit("/", 1)[0] or "/"
        if not fs.is_dir(parent):
            try:
                fs.mkdir(parent, 0o755, parents=True)
            except FSError as e:
                self.err(f"{_quote(rel)}: Cannot open: {e.strerror}")
                return
        exists = fs.lexists(path)
        if m.type == "5":
            if exists and not fs.is_dir(path):
                try:
                    fs.remove(path)
                    exists = False
                except FSError as e:
                    self.err(f"{_quote(rel)}: Cannot mkdir: {e.strerror}")
                    return
            if not exists:
                try:
                    fs.mkdir(path, 0o700)
                except FSError as e:
                    self.err(f"{_quote(rel)}: Cannot mkdir: {e.strerror}")
                    return
            dirs: list[tuple[str, int, int]] = getattr(self, "_dirs", [])
            dirs.append((path, self._mode_for(m), m.mtime))
            self._dirs = dirs
            return
        if exists:
            if self.o.old_files == "keep":
                self.err(f"{_quote(rel)}: Cannot open: File exists")
                return
            if self.o.old_files == "skip":
                return
            if self.o.old_files == "keep-newer":
                try:
                    if fs.lstat(path).st_mtime >= m.mtime:
                        self.note(f"Current {_quote(rel)} is newer or same age")
                        return
                except FSError:
                    pass
            if fs.is_dir(path) and not fs.is_symlink(path):
                if m.type != "5":
                    try:
                        fs.rmdir(path)
                    except FSError as e:
                        self.err(f"{_quote(rel)}: Cannot open: {e.strerror}")
                        return
            else:
                try:
                    fs.remove(path)
                except FSError as e:
                    self.err(f"{_quote(rel)}: Cannot open: {e.strerror}")
                    return
        try:
            if m.type == "2":
                fs.symlink(m.linkname, path)
                return
            if m.type == "1":
                link = m.linkname
                if self.o.strip:
                    stripped = self._strip(link)
                    link = stripped if stripped is not None else link
                src = self._target(link.lstrip("/") if not self.o.absolute else link)
                fs.link(src, path)
                return
            if m.type in "346":
                if m.type == "6":
                    fs.mkfifo(path, self._mode_for(m))
                return
            sink = VfsSink(ctx, path)
            for chunk in r.read_iter(m.size):
                ctx.check()
                sink.write(chunk)
            m.consumed = m.size
            sink.commit(0o600)
            fs.chmod(path, self._mode_for(m))
            if not self.o.touch:
                fs.utime(path, mtime=float(m.mtime))
        except FSError as e:
            if e.strerror in ("No space left on device", "File too large"):
                self.err(f"{_quote(rel)}: Cannot write: {e.strerror}")
                raise Stop from e
            if m.type == "2":
                self.err(
                    f"{_quote(rel)}: Cannot create symlink to {_quote(m.linkname)}: {e.strerror}"
                )
            elif m.type == "1":
                self.err(f"{_quote(rel)}: Cannot hard link to {_quote(m.linkname)}: {e.strerror}")
            else:
                self.err(f"{_quote(rel)}: Cannot open: {e.strerror}")

    # -- create ------------------------------------------------------------------------
    def _owner_of(self, uid: int, gid: int) -> tuple[int, int, str, str]:
        # (names looked up once per archive, as GNU tar caches them: reading /etc/passwd
        # and /etc/group for each of 5,000 members was a third of ``tar cf``)
        names = self._owner_names.get((uid, gid))
        if names is None:
            names = self._owner_names[uid, gid] = (
                ("", "")
                if self.o.numeric
                else (user_name(self.ctx, uid) or "", group_name(self.ctx, gid) or "")
            )
        uname, gname = names
        if self.o.owner is not None:
            uname, uid = self.o.owner
            uname = "" if self.o.numeric else uname
        if self.o.group is not None:
            gname, gid = self.o.group
            gname = "" if self.o.numeric else gname
        return uid, gid, uname, gname

    def _member_name(self, name: str, link_target: bool = False) -> str:
        """GNU's safer_name_suffix: drop everything up to the last ``..`` component and
        the slashes after it (told once per distinct prefix, of member names or of hard
        link targets); nothing left is ``.``."""
        if self.o.absolute:
            return name
        if ".." not in name and not name.startswith("/"):
            return name or "."  # (the common case: nothing to drop)
        cut = 0
        start = 0
        while start < len(name):
            end = name.find("/", start)
            end = len(name) if end < 0 else end
            if name[start:end] == "..":
                cut = end
            start = end + 1
        while cut < len(name) and name[cut] == "/":
            cut += 1
        if cut:
            prefix = name[:cut]
            if prefix not in self.warned_prefixes[link_target]:
                what = "hard link targets" if link_target else "member names"
                self.note(f"Removing leading `{prefix}' from {what}")
                self.warned_prefixes[link_target].add(prefix)
        return name[cut:] or "."

    def add_path(self, out: list[bytes], operand: str, top: bool = True) -> None:
        ctx = self.ctx
        fs = ctx.fs
        ctx.check()
        base = self.o.directory
        path = (
            ctx.abspath(operand)
            if base is None
            else ctx.abspath(base.rstrip("/") + "/" + operand)
            if not operand.startswith("/")
            else operand
        )
        if self.excluded(operand):  # (the name as given, GNU's; before any note)
            return
        if not operand and top:
            self.note("Substituting `.' for empty member name")
        name = self._member_name(operand)  # (its notes come before a failed stat, as GNU's)
        try:
            if not operand:  # (GNU still stats the empty name, which no file has)
                raise FSError(errno.ENOENT, operand)
            st = fs.stat(path) if self.o.deref else fs.lstat(path)
        except FSError as e:
            self.err(f"{_quote(operand)}: Cannot stat: {e.strerror}")
            return
        if (st.st_dev, st.st_ino) == self.archive_key:
            self.note(f"{_quote(operand)}: file is the archive; not dumped")
            return
        if self.o.mode == "u" and name in getattr(self, "_existing", {}):
            if self._existing[name] >= int(st.st_mtime) and st.kind != "dir":
                return
        uid, gid, uname, gname = self._owner_of(st.st_uid, st.st_gid)
        mtime = self.o.mtime if self.o.mtime is not None else int(st.st_mtime // 1)
        m = Member(name, st.st_mode & 0o7777, uid, gid, 0, mtime, "0", "", uname, gname)
        data = b""
        if st.kind == "dir":
            m.type = "5"
            m.name = name.rstrip("/") + "/" if name not in ("", ".") or True else name
            if name == ".":
                m.name = "./"
        elif (st.st_dev, st.st_ino) in self.seen_inodes and st.st_nlink > self.trivial_links:
            m.type = "1"
            m.linkname = self.seen_inodes[st.st_dev, st.st_ino]
        elif st.kind == "symlink":
            m.type = "2"
            m.linkname = fs.readlink(path)
        elif st.kind == "file":
            try:
                data = fs.read_bytes(path)
            except FSError as e:
                self.err(f"{_quote(operand)}: Cannot open: {e.strerror}")
                return
            m.size = len(data)
        elif st.kind == "fifo":
            m.type = "6"
        else:
            self.note(f"{_quote(operand)}: socket ignored")
            return
        told = m.name  # (-v tells the name as found, unless --show-transformed-names)
        if self.o.transforms:
            slash = "/" if m.name.endswith("/") else ""
            m.name = transform(self.o.transforms, m.name.rstrip("/") or m.name, "r")
            m.name = m.name.rstrip("/") + slash if slash else m.name
            if m.type == "2":
                m.linkname = transform(self.o.transforms, m.linkname, "s")
            told = m.name if self.o.show_transformed else told
        if self.o.verbose:
            if self.o.verbose > 1:
                shown = dataclasses.replace(m, mtime=int(st.st_mtime // 1))
                self.lis(self.long_line(shown, told))
            else:
                self.lis(_quote(told) + "\n")
        out.append(encode_member(m))
        if data:
            out.append(data)
            out.append(_pad(len(data)))
        self.written += 1
        if m.type in "026" and st.st_nlink > self.trivial_links:  # (GNU's file_count_links)
            target = self._member_name(operand, True)
            self.seen_inodes[st.st_dev, st.st_ino] = transform(self.o.transforms, target, "h")
        if st.kind == "dir" and self.o.recursion:
            try:
                children = sorted(fs.listdir(path))
            except FSError as e:
                self.err(f"{_quote(operand)}: Cannot open: {e.strerror}")
                return
            prefix = operand.rstrip("/") + "/"
            for child in children:
                self.add_path(out, prefix + child, False)
        if self.o.remove_files and st.kind != "dir":
            try:
                fs.remove(path)
            except FSError:
                pass
        elif self.o.remove_files:
            try:
                fs.rmdir(path)
            except FSError:
                pass

    def finish_archive(self, parts: list[bytes]) -> bytes:
        """The archive of these members' blocks: two zero blocks, zeros to a whole record
        (joined once), compressed as asked."""
        size = sum(map(len, parts)) + 2 * BLOCK
        body = b"".join([*parts, b"\0" * (2 * BLOCK + -size % RECORD)])
        kind = self.o.compress
        if kind == "gzip":
            return gzip_compress(body, 6)
        if kind == "bzip2":
            return bz2.compress(body, 9)
        if kind == "xz":
            return lzma.compress(body, lzma.FORMAT_XZ, check=lzma.CHECK_CRC64)
        if kind == "lzma":
            return lzma.compress(body, lzma.FORMAT_ALONE)
        return body

    def write_archive(self, blob: bytes) -> None:
        name = self.o.archive
        if name is None or name == "-":
            self.ctx.stdout.write(blob)
            return
        sink = self.ctx.open_output(name)
        if sink is not None:  # (-f /dev/stdout, /dev/fd/N, >(...): that stream)
            sink.write(blob)
            return
        try:
            self.ctx.fs.write_bytes(operand_path(self.ctx, name), blob)
        except FSError as e:
            raise Fatal(f"{name}: Cannot open: {e.strerror}") from e

    def create(self, operands: list[str]) -> None:
        out: list[bytes] = []
        if self.o.mode in "ru":
            out.append(self._existing_body())
        self.trivial_links = 1 if len(operands) <= 1 else 0
        self._open_archive()
        for op in operands:
            self.add_path(out, op)
        self.write_archive(self.finish_archive(out))

    def _open_archive(self) -> None:
        """Create the archive file first, as GNU does (empty until written at the end), so
        that walking over it skips it: ``file is the archive; not dumped``."""
        name = self.o.archive
        if name in (None, "-") or self.ctx.open_output(name) is not None or self.o.compress:
            return  # (compressed, GNU writes it through a pipe: not seen as the archive)
        path = self.ctx.abspath(name)
        try:
            if self.o.mode == "c" or not self.ctx.fs.exists(path):  # (-r/-u: O_CREAT)
                self.ctx.fs.write_bytes(operand_path(self.ctx, name), b"")
            st = self.ctx.fs.stat(path)
        except FSError as e:
            raise Fatal(f"{name}: Cannot open: {e.strerror}") from e
        self.archive_key = (st.st_dev, st.st_ino)

    def _existing_body(self) -> bytes:
        """Member blocks of the existing archive (for -r/-u), without the end blocks."""
        name = self.o.archive
        if name in (None, "-"):
            raise Fatal("Options '-Aru' are incompatible with '-f -'")
        fs = self.ctx.fs
        path = self.ctx.abspath(name)
        if not fs.exists(path):
            return b""
        data = fs.read_bytes(path)
        if data[:2] == b"\x1f\x8b" or data[:3] == b"BZh" or data[:6] == b"\xfd7zXZ\0":
            raise Fatal("Cannot update compressed archives")
        r = Reader(iter([data]))
        parts: list[bytes] = []
        existing: dict[str, int] = {}
        try:
            for m in iter_members(r):
                parts.append(m.raw)
                if m.type not in "1235":
                    parts.append(r.read(m.size + (-m.size % BLOCK)))
                existing[m.name.rstrip("/")] = m.mtime
                existing[m.name] = m.mtime
        except DataError as e:
            raise Fatal(str(e)) from e
        self._existing = existing
        return b"".join(parts)

    def delete(self, operands: list[str]) -> None:
        name = self.o.archive
        if name in (None, "-"):
            data = self.ctx.stdin_stream.read()
        else:
            try:
                data = self.ctx.fs.read_bytes(self.ctx.abspath(name))
            except FSError as e:
                raise Fatal(f"{name}: Cannot open: {e.strerror}") from e
        if data[:2] == b"\x1f\x8b" or data[:3] == b"BZh" or data[:6] == b"\xfd7zXZ\0":
            raise Fatal("Cannot update compressed archives")
        r = Reader(iter([data]))
        parts: list[bytes] = []
        found = [False] * len(operands)
        try:
            for m in iter_members(r):
                body = r.read(m.size + (-m.size % BLOCK)) if m.type not in "1235" else b""
                hit = False
                for i, pat in enumerate(operands):
                    if self._match_operand(pat, m.name):
                        found[i] = True
                        hit = True
                if hit:
                    if self.o.verbose:
                        self.ctx.stdout.write(enc(_quote(m.name) + "\n"))
                    continue
                parts.append(m.raw + body)
        except DataError as e:
            self.err(str(e))
            return
        for i, pat in enumerate(operands):
            if not found[i]:
                self.err(f"{_quote(pat)}: Not found in archive")
        body = b"".join(parts) + b"\0" * (2 * BLOCK)
        body += b"\0" * (-len(body) % RECORD)
        self.write_archive(body)


def _parse_owner(text: str, ctx: CommandContext, is_group: bool) -> tuple[str, int] | None:
    name, _, num = text.partition(":")
    if num:
        if not num.isdigit():
            return None
        return name, int(num)
    if name.startswith("+") and name[1:].isdigit():
        n = int(name[1:])
        return ((group_name(ctx, n) if is_group else user_name(ctx, n)) or ""), n
    if name.isdigit():
        n = int(name)
        return ((group_name(ctx, n) if is_group else user_name(ctx, n)) or ""), n
    if is_group:
        g = group_id(ctx, name)
        return None if g is None else (name, g)
    u = user_id(ctx, name)
    return None if u is None else (name, u[0])


def main(ctx: CommandContext) -> int:
    args = _expand_old(list(ctx.args))
    if isinstance(args, str):
        ctx.stderr.write(enc(f"tar: {args}\n{TRY}"))
        return 2
    try:
        parsed = parse_args(SPEC, args)
    except UsageError as e:
        ctx.stderr.write(enc(f"tar: {e}\n{TRY}"))
        return 64
    o = _Opts()
    mtime_text = ""
    modes: list[str] = []
    for key, val in parsed.opts:
        v = val or ""
        if key in ("help", "version"):
            return help_version(ctx, "tar", key)
        if key == "usage":
            return help_version(ctx, "tar", "help")
        if key in ("A", "c", "d", "r", "t", "u", "x", "delete"):
            if key not in modes:
                modes.append(key)
        elif key == "f":
            o.archive = v
        elif key == "v":
            o.verbose += 1
        elif key == "z":
            o.compress = "gzip"
        elif key == "j":
            o.compress = "bzip2"
        elif key == "J":
            o.compress = "xz"
        elif key == "lzma":
            o.compress = "lzma"
        elif key == "a":
            o.auto = True
        elif key == "C":
            o.directory = v
        elif key == "transform":
            try:
                o.transforms += parse_transforms(v)
            except ValueError as e:
                ctx.stderr.write(enc(f"tar: {e}\n{TRY}"))
                return 2
        elif key in ("show-transformed", "show-stored"):
            o.show_transformed = key == "show-transformed"
        elif key == "strip":
            if not v.isdigit():
                ctx.stderr.write(enc(f"tar: Invalid number of elements: '{v}'\n{TRY}"))
                return 2
            o.strip = int(v)
        elif key == "exclude":
            o.excludes.append(v)
        elif key == "X":
            try:
                text = ctx.open_input(v).read().decode("utf-8", "surrogateescape")
            except FSError as e:
                ctx.stderr.write(
                    enc(
                        f"tar: {v}: Cannot open: {e.strerror}\ntar: Error is not recoverable: exiting now\n"
                    )
                )
                return 2
            o.excludes += [ln for ln in text.split("\n") if ln]
        elif key == "O":
            o.to_stdout = True
        elif key == "T":
            o.files_from.append(v)
        elif key == "k":
            o.old_files = "keep"
        elif key == "skip-old":
            o.old_files = "skip"
        elif key == "overwrite":
            o.old_files = "overwrite"
        elif key == "keep-newer":
            o.old_files = "keep-newer"
        elif key == "U":
            o.unlink_first = True
        elif key == "p":
            o.preserve = True
        elif key == "no-same-perm":
            o.preserve = False
        elif key == "numeric-owner":
            o.numeric = True
        elif key in ("owner", "group"):
            res = _parse_owner(v, ctx, key == "group")
            if res is None:
                what = "group" if key == "group" else "owner"
                ctx.stderr.write(enc(f"tar: {v}: Invalid {what}\n{TRY}"))
                return 2
            if key == "owner":
                o.owner = res
            else:
                o.group = res
        elif key == "mtime":
            from agentsh.commands._fileutil import now

            when = parse_date(v, now(ctx))
            if when is None:
                try:
                    when = ctx.fs.stat(ctx.abspath(v)).st_mtime
                except FSError:
                    ctx.stderr.write(
                        enc(
                            f"tar: Substituting -9223372036854775807 for unknown date format '{v}'\n"
                        )
                    )
                    when = 0.0
            o.mtime = int(when // 1)
            mtime_text = v
        elif key == "h":
            o.deref = True
        elif key == "P":
            o.absolute = True
        elif key == "no-recursion":
            o.recursion = False
        elif key == "recursion":
            o.recursion = True
        elif key == "m":
            o.touch = True
        elif key == "remove-files":
            o.remove_files = True
        elif key == "wildcards":
            o.wildcards = True
        elif key == "no-wildcards":
            o.wildcards = False
        elif key == "anchored":
            o.anchored = True
        elif key == "no-anchored":
            o.anchored = False
        elif key == "totals":
            o.totals = True
        elif key == "full-time":
            o.full_time = True
        elif key == "null":
            o.null = True
        elif key == "format":
            if v not in ("gnu", "oldgnu", "ustar", "posix", "pax", "v7"):
                ctx.stderr.write(enc(f"tar: Invalid archive format\n{TRY}"))
                return 2
    if len(modes) > 1:
        ctx.stderr.write(
            enc(
                f"tar: You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option\n{TRY}"
            )
        )
        return 2
    if not modes:
        ctx.stderr.write(
            enc(
                f"tar: You must specify one of the '-Acdtrux', '--delete' or '--test-label' options\n{TRY}"
            )
        )
        return 2
    o.mode = {"delete": "D"}.get(modes[0], modes[0])
    if o.mode == "A":
        ctx.stderr.write(enc(f"tar: option '-{o.mode}' is not supported by agentsh\n"))
        return 2
    if o.auto and o.archive and o.mode == "c" and not o.compress:
        low = o.archive.lower()
        for sufs, kind in (
            ((".gz", ".tgz", ".taz"), "gzip"),
            ((".bz2", ".tbz", ".tbz2", ".tb2", ".tz2"), "bzip2"),
            ((".xz", ".txz"), "xz"),
            ((".lzma", ".tlz"), "lzma"),
        ):
            if low.endswith(sufs):
                o.compress = kind
    if mtime_text and o.verbose and o.mtime is not None:
        shown = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(o.mtime))
        ctx.stderr.write(enc(f"tar: Option --mtime: Treating date '{mtime_text}' as {shown}\n"))
    operands = list(parsed.operands)
    tar = Tar(ctx, o)
    try:
        for src in o.files_from:
            try:
                text = (
                    ctx.stdin_stream.read() if src == "-" else ctx.open_input(src).read()
                ).decode("utf-8", "surrogateescape")
            except FSError as e:
                raise Fatal(f"{src}: Cannot open: {e.strerror}") from e
            except UnreadableStdin:  # (GNU's read of the names fails as their end)
                text = ""
            sep = "\0" if o.null else "\n"
            operands += [ln for ln in text.split(sep) if ln]
        if o.mode in "cru":
            if not operands and o.mode == "c" and not o.files_from:  # (-T: even no names)
                ctx.stderr.write(enc(f"tar: Cowardly refusing to create an empty archive\n{TRY}"))
                return 2
            if o.directory is not None and not ctx.fs.is_dir(ctx.abspath(o.directory)):
                raise Fatal(f"{o.directory}: Cannot open: No such file or directory")
            tar.create(operands)
        elif o.mode == "D":
            tar.delete(operands)
        else:
            if (
                o.mode == "x"
                and o.directory is not None
                and not ctx.fs.is_dir(ctx.abspath(o.directory))
            ):
                raise Fatal(f"{o.directory}: Cannot open: No such file or directory")
            tar.list_or_extract(operands)
    except Fatal as e:
        ctx.stderr.write(enc(f"tar: {e}\ntar: Error is not recoverable: exiting now\n"))
        return 2
    except Stop:
        tar.finish_dirs()
    if tar.failed:
        ctx.stderr.write(b"tar: Exiting with failure status due to previous errors\n")
        return 2
    return 1 if tar.differ else 0
