"""``du`` (GNU coreutils 9.1): disk usage of file trees.

Owns the post-order traversal (entries of a directory in byte order of their names, since the
VFS has no on-disk directory order), block accounting (``st_blocks`` in 512-byte units, or
``st_size`` with ``--apparent-size``/``-b``), inode counting (``--inodes``), the once-only
rule for inodes seen twice (multiple operands, ``-L``, or hard links), depth limits,
thresholds, ``--exclude`` patterns and the output units (``-k -m -B -h --si``).
"""

from __future__ import annotations

import fnmatch
import re
import stat as _stat

from agentsh._dataclass import dataclass, field
from agentsh.commands._common import argmatch, files0_names
from agentsh.commands._fileutil import (
    block_size_arg,
    err,
    human_size,
    ls_quote,
    parse,
    parse_size,
    qloc,
    quoteaf,
    strftime_utc,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, usage_error, value
from agentsh.vfs import FSError, Stat

SPEC = Spec(
    "du",
    [
        flag("0", "0", "null"),
        flag("a", "a", "all"),
        flag("apparent", "A", "apparent-size"),
        value("B", "B", "block-size"),
        flag("b", "b", "bytes"),
        flag("c", "c", "total"),
        flag("D", "D", "dereference-args"),
        flag("D", "H"),
        value("d", "d", "max-depth"),
        value("files0", "", "files0-from"),
        flag("h", "h", "human-readable"),
        flag("inodes", "", "inodes"),
        flag("k", "k"),
        flag("L", "L", "dereference"),
        flag("l", "l", "count-links"),
        flag("m", "m"),
        flag("P", "P", "no-dereference"),
        flag("S", "S", "separate-dirs"),
        flag("si", "", "si"),
        flag("s", "s", "summarize"),
        value("t", "t", "threshold"),
        value("X", "X", "exclude-from"),
        value("exclude", "", "exclude"),
        flag("x", "x", "one-file-system"),
        optional("time", "", "time"),
        value("time-style", "", "time-style"),
    ],
)


@dataclass
class _Opts:
    all: bool = False
    apparent: bool = False
    inodes: bool = False
    block: int = 1024
    suffix: str = ""
    human: int = 0
    max_depth: int = -1
    separate: bool = False
    deref: bool = False
    deref_args: bool = False
    count_links: bool = False
    threshold: int = 0
    excludes: list[str] = field(default_factory=list[str])
    eol: str = "\n"
    hash_all: bool = False
    #: --time: the Stat field whose latest value in each tree is shown ("" without)
    time_field: str = ""
    time_format: str = "%Y-%m-%d %H:%M"


class _Du:
    def __init__(self, ctx: CommandContext, o: _Opts) -> None:
        self.ctx = ctx
        self.o = o
        self.seen: set[int] = set()
        self.status = 0
        self.latest = 0.0  # (--time: the latest time of the tree being walked)

    def size_of(self, st: Stat) -> int:
        if self.o.inodes:
            return 1
        if self.o.apparent:
            if _stat.S_ISREG(st.st_mode) or _stat.S_ISLNK(st.st_mode) or _stat.S_ISDIR(st.st_mode):
                return st.st_size
            return 0
        return st.st_blocks * 512

    def fmt(self, n: int) -> str:
        o = self.o
        if o.inodes:
            return str(n)
        if o.human:
            return human_size(n, o.human)
        return str(-(-n // o.block)) + o.suffix

    def emit(self, n: int, name: str, check: bool = True, t: float = 0.0) -> None:
        o = self.o
        if check and o.threshold >= 0 and n < o.threshold:
            return
        if check and o.threshold < 0 and n > -o.threshold:
            return
        when = f"{strftime_utc(o.time_format, t)}\t" if o.time_field else ""
        text = f"{self.fmt(n)}\t{when}{name}{o.eol}"
        self.ctx.stdout.write(text.encode("utf-8", "surrogateescape"))

    def excluded(self, name: str) -> bool:
        base = name.rstrip("/").rsplit("/", 1)[-1]
        for pat in self.o.excludes:
            rx = fnmatch.translate(pat)
            if re.fullmatch(rx, base, re.S) or re.fullmatch(rx, name, re.S):
                return True
        return False

    def walk(self, shown: str, path: str, depth: int, follow: bool, ancestors: set[int]) -> int:
        """Print and return the size of ``path`` (shown as ``shown``); -1 when skipped."""
        ctx = self.ctx
        ctx.check()
        fs = ctx.fs
        try:
            st = fs.stat(path, follow_symlinks=follow)
        except FSError as e:
            err(ctx, f"cannot access {quoteaf(shown)}: {e.strerror}")
            self.status = 1
            return -1
        is_dir = _stat.S_ISDIR(st.st_mode)
        if not self.o.count_links and (self.o.hash_all or (not is_dir and st.st_nlink > 1)):
            if st.st_ino in self.seen:
                return -1
            self.seen.add(st.st_ino)
        total = self.size_of(st)
        when = float(getattr(st, self.o.time_field)) if self.o.time_field else 0.0
        if not is_dir:
            self.latest = max(self.latest, when)
            if depth == 0 or (self.o.all and self._depth_ok(depth)):
                self.emit(total, shown, t=when)
            return total
        if st.st_ino in ancestors:
            return -1
        outer, self.latest = self.latest, when
        sub = 0
        try:
            names = fs.listdir(path)
        except FSError as e:
            err(ctx, f"cannot read directory {quoteaf(shown)}: {e.strerror}")
            self.status = 1
            names = []
        prefix = shown if shown.endswith("/") else shown + "/"
        base = path.rstrip("/")
        for name in sorted(names, key=lambda s: s.encode("utf-8", "surrogateescape")):
            child_shown = prefix + name
            if self.o.excludes and self.excluded(child_shown):
                continue
            n = self.walk(
                child_shown, f"{base}/{name}", depth + 1, self.o.deref, ancestors | {st.st_ino}
            )
            if n < 0:
                continue
            if self.o.separate and self._is_dir(f"{base}/{name}"):
                continue
            sub += n
        total += sub
        when = self.latest
        self.latest = max(outer, when)
        if self._depth_ok(depth):
            self.emit(total, shown, t=when)
        return total

    def _is_dir(self, path: str) -> bool:
        try:
            return _stat.S_ISDIR(self.ctx.fs.stat(path, follow_symlinks=self.o.deref).st_mode)
        except FSError:
            return False

    def _depth_ok(self, depth: int) -> bool:
        return self.o.max_depth < 0 or depth <= self.o.max_depth


def _block_arg(ctx: CommandContext, text: str, o: _Opts) -> bool:
    got = block_size_arg(text)
    if isinstance(got, str):
        err(ctx, _BLOCK_ERRORS[got].format(quoteaf(text)))
        return False
    o.human = 0
    o.block, o.suffix = got  # (the unit as GNU prints it: K, kB, MiB)
    return True


_BLOCK_ERRORS = {
    "invalid": "invalid -B argument {}",
    "suffix": "invalid suffix in -B argument {}",
    "large": "-B argument {} too large",
}


_TIME_WORDS = {
    "atime": "st_atime",
    "access": "st_atime",
    "use": "st_atime",
    "ctime": "st_ctime",
    "status": "st_ctime",
}
_TIME_STYLES = {
    "full-iso": "%Y-%m-%d %H:%M:%S.%N %z",
    "long-iso": "%Y-%m-%d %H:%M",
    "iso": "%Y-%m-%d",
}


def _time_opts(ctx: CommandContext, o: _Opts, word: str | None, style: str | None) -> int | None:
    """Set --time[=WORD] and --time-style (GNU's words); an exit status when refused."""
    o.time_field = "st_mtime"
    if word is not None:
        field = argmatch(ctx, "--time", word, _TIME_WORDS, SPEC)
        if field is None:
            return 1
        o.time_field = field
    style = "long-iso" if style is None else style
    if style.startswith("+"):
        o.time_format = style[1:].split("\n", 1)[0]
    else:
        fmt = argmatch(ctx, "time style", style, _TIME_STYLES, SPEC)
        if fmt is None:
            return 1
        o.time_format = fmt
    return None


def main(ctx: CommandContext) -> int:
    """``du [OPTION]... [FILE]...``."""
    ctx.name = ctx.name or "du"
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    o = _Opts()
    summarize = False
    for key, val in p.opts:
        if key == "a":
            o.all = True
        elif key == "apparent":
            o.apparent = True
        elif key == "b":
            o.apparent = True
            o.block, o.suffix, o.human = 1, "", 0
        elif key == "B":
            if not _block_arg(ctx, val or "", o):
                return 1
        elif key == "k":
            o.block, o.suffix, o.human = 1024, "", 0
        elif key == "m":
            o.block, o.suffix, o.human = 1024 * 1024, "", 0
        elif key == "h":
            o.human = 1024
        elif key == "si":
            o.human = 1000
        elif key == "inodes":
            o.inodes = True
        elif key == "d":
            text = val or ""
            if not re.fullmatch(r"\s*\+?\d+", text):
                err(ctx, f"invalid maximum depth {qloc(text)}")
                return usage_error(ctx, SPEC, None)
            o.max_depth = int(text)
        elif key == "s":
            summarize = True
        elif key == "S":
            o.separate = True
        elif key == "L":
            o.deref = True
        elif key == "P":
            o.deref = False
        elif key == "D":
            o.deref_args = True
        elif key == "l":
            o.count_links = True
        elif key == "0":
            o.eol = "\0"
        elif key == "t":
            text = val or ""
            neg = text.startswith("-")
            n = parse_size(text[1:] if neg else text)
            if n is None or (neg and n == 0):
                err(ctx, f"invalid -t argument {quoteaf(text)}")
                return 1
            o.threshold = -n if neg else n
        elif key == "exclude":
            o.excludes.append(val or "")
        elif key == "X":
            try:
                data = ctx.read_bytes(val or "").decode("utf-8", "surrogateescape")
            except FSError as e:
                err(ctx, f"{val}: {e.strerror}")
                return usage_error(ctx, SPEC, None)
            o.excludes.extend(line for line in data.split("\n") if line)
    if p.has("time"):
        bad_time = _time_opts(ctx, o, p.last("time"), p.last("time-style"))
        if bad_time is not None:
            return bad_time
    if summarize and o.all:
        err(ctx, "cannot both summarize and show all entries")
        return usage_error(ctx, SPEC, None)
    if summarize and o.max_depth > 0:
        err(ctx, f"warning: summarizing conflicts with --max-depth={o.max_depth}")
        return usage_error(ctx, SPEC, None)
    if summarize and o.max_depth == 0:
        err(ctx, "warning: summarizing is the same as using --max-depth=0")
    if summarize:
        o.max_depth = 0
    if o.inodes and o.apparent:
        err(ctx, "warning: options --apparent-size and -b are ineffective with --inodes")
    if o.inodes:
        o.apparent = False
    files0 = p.last("files0")
    bad: dict[int, str] = {}  # (index -> the message for a bad name)
    if files0 is not None:
        if p.operands:
            err(ctx, f"extra operand {qloc(p.operands[0])}")
            ctx.stderr.write(b"file operands cannot be combined with --files0-from\n")
            return usage_error(ctx, SPEC, None)
        try:
            names = files0_names(ctx, files0)
        except FSError as e:
            err(ctx, f"cannot open {quoteaf(files0)} for reading: {e.strerror}")
            return 1
        operands = [x.decode("utf-8", "surrogateescape") for x in names]
        for i, name in enumerate(operands):
            if files0 == "-" and name == "-":
                bad[i] = "when reading file names from stdin, no file name of '-' allowed"
            elif not name:
                bad[i] = f"{ls_quote(files0)}:{i + 1}: invalid zero-length file name"
    else:
        operands = p.operands or ["."]
        bad.update((i, "invalid zero-length file name") for i, op in enumerate(operands) if not op)
    o.hash_all = len(operands) > 1 or o.deref
    du = _Du(ctx, o)
    grand = 0
    for i, op in enumerate(operands):
        if i in bad:  # (reported in its turn; the others are still counted)
            err(ctx, bad[i])
            du.status = 1
            continue
        shown = op
        while shown.endswith("//"):
            shown = shown[:-1]
        n = du.walk(shown, ctx.abspath(op), 0, o.deref or o.deref_args, set())
        if n > 0:
            grand += n
    if p.has("c"):
        du.emit(grand, "total", False, du.latest)
    return du.status
