"""``ls``: list directory contents (GNU coreutils 9.1, output not a terminal).

Owns listing, sorting (C-locale byte order by default), the long format (``-l -g -o -n``,
``--time-style``), ``-R`` recursion, ``-m`` comma lists and ``-C``/``-x`` columns (80 wide, or
``-w``/``$COLUMNS``). Names are printed literally (GNU's non-tty default quoting) unless
``--quoting-style``/``-b``/``-Q`` says otherwise; ``--block-size`` scales sizes.
``--color``/``--color=auto``/``never`` colour nothing (no terminal); ``always`` is refused
unless GNU would find no colours either (no LS_COLORS nor COLORTERM, a TERM like dumb).
"""

from __future__ import annotations

import errno
import fnmatch
import posixpath
import re
import stat as _stat

from agentsh._dataclass import dataclass
from agentsh.commands._common import argmatch
from agentsh.commands._fileutil import (
    block_size_arg,
    c_escape,
    err,
    group_name,
    is_printable,
    mode_string,
    now,
    parse,
    qloc,
    quoteaf,
    shell_quote,
    strftime_utc,
    user_name,
)
from agentsh.commands._vercmp import version_key_str
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, value
from agentsh.vfs import FSError, Stat

SPEC = Spec(
    "ls",
    [
        flag("a", "a", "all"),
        flag("A", "A", "almost-all"),
        flag("b", "b", "escape"),
        flag("B", "B", "ignore-backups"),
        flag("c", "c"),
        flag("C", "C"),
        optional("color", "", "color", "colour"),
        flag("d", "d", "directory"),
        flag("f", "f"),
        flag("F", "F"),
        optional("classify", "", "classify"),
        flag("file-type", "", "file-type"),
        flag("full-time", "", "full-time"),
        flag("g", "g"),
        flag("gdf", "", "group-directories-first"),
        flag("G", "G", "no-group"),
        flag("h", "h", "human-readable"),
        flag("si", "", "si"),
        flag("H", "H", "dereference-command-line"),
        flag("deref-dir", "", "dereference-command-line-symlink-to-dir"),
        flag("i", "i", "inode"),
        value("I", "I", "ignore"),
        value("hide", "", "hide"),
        flag("k", "k", "kibibytes"),
        flag("l", "l"),
        flag("L", "L", "dereference"),
        flag("m", "m"),
        flag("n", "n", "numeric-uid-gid"),
        flag("N", "N", "literal"),
        flag("o", "o"),
        flag("p", "p"),
        flag("q", "q", "hide-control-chars"),
        flag("show-control-chars", "", "show-control-chars"),
        flag("Q", "Q", "quote-name"),
        flag("r", "r", "reverse"),
        flag("R", "R", "recursive"),
        flag("s", "s", "size"),
        flag("S", "S"),
        value("sort", "", "sort"),
        flag("t", "t"),
        value("time", "", "time"),
        value("time-style", "", "time-style"),
        value("T", "T", "tabsize"),
        flag("u", "u"),
        flag("U", "U"),
        flag("v", "v"),
        value("w", "w", "width"),
        flag("x", "x"),
        flag("X", "X"),
        flag("Z", "Z", "context"),
        flag("1", "1"),
        flag("zero", "", "zero"),
        value("format", "", "format"),
        value("indicator-style", "", "indicator-style"),
        value("quoting-style", "", "quoting-style"),
        optional("hyperlink", "", "hyperlink"),
        value("block-size", "", "block-size"),
        flag("author", "", "author"),
    ],
    status=2,
)

SIX_MONTHS = 31556952 // 2


@dataclass
class Entry:
    name: str  # as displayed
    path: str  # absolute path
    st: Stat | None  # None: could not stat (dangling with -L)
    target: str | None = None  # symlink target (long format)
    target_st: Stat | None = None


@dataclass
class Opts:
    show: str = "default"  # default | A | a
    dirs: bool = False
    recursive: bool = False
    fmt: str = "one"  # one | long | comma | cols | across
    sort: str = "name"  # name | none | size | time | ext | version
    reverse: bool = False
    time_kind: str = "mtime"
    indicator: str = "none"  # none | slash | file-type | classify
    human: int = 0  # 0, 1024 or 1000
    inode: bool = False
    size_blocks: bool = False
    numeric: bool = False
    show_owner: bool = True
    show_group: bool = True
    author: bool = False  #: --author: the owner again (Linux has no other author)
    context: bool = False  #: -Z: the security context, '?' (no SELinux)
    deref: str = ""  # never | cmdline | cmdline-dir | always ("": not given)
    time_style: str = "locale"
    width: int = 80
    ignore_backups: bool = False
    ignore: tuple[str, ...] = ()
    hide: tuple[str, ...] = ()  #: --hide patterns: like -I, but -a/-A show them again
    quoting: str = "literal"  #: the --quoting-style (-b escape, -Q c, -N literal)
    hide_ctrl: bool = False  #: -q: control characters print as '?'
    eol: str = "\n"  #: --zero: NUL ends each line of names
    block: tuple[int, str] | None = None  #: --block-size: (bytes, unit suffix printed)
    group_dirs: bool = False
    kib: bool = True


def _human(n: int, base: int) -> str:
    if n < base:
        return str(n)
    units = "KMGTPEZY"
    value_ = float(n)
    i = -1
    while value_ >= base and i < len(units) - 1:
        value_ /= base
        i += 1
    suffix = units[i] if base == 1024 else (units[i].lower() if units[i] == "K" else units[i])
    if value_ < 10:
        tenths = -(-int(n * 10) // (base ** (i + 1)))
        if tenths >= 100:
            return _human_int(n, base, i, suffix)
        return f"{tenths // 10}.{tenths % 10}{suffix}"
    return _human_int(n, base, i, suffix)


def _human_int(n: int, base: int, i: int, suffix: str) -> str:
    v = -(-n // (base ** (i + 1)))
    if v >= base and i < 7:
        return _human(v * base ** (i + 1), base)
    return f"{v}{suffix}"


def _glob_match(pattern: str, name: str) -> bool:
    import fnmatch

    return re.fullmatch(fnmatch.translate(pattern), name, re.S) is not None


def _name_key(name: str) -> bytes:
    return name.encode("utf-8", "surrogateescape")


class Lister:
    def __init__(self, ctx: CommandContext, o: Opts) -> None:
        self.ctx = ctx
        self.o = o
        self.status = 0
        self.now = now(ctx)
        self.first_output = True
        self._users: dict[int, str] = {}
        self._groups: dict[int, str] = {}

    def out(self, text: str) -> None:
        self.ctx.stdout.write(text.encode("utf-8", "surrogateescape"))

    # -- stat helpers ---------------------------------------------------------------
    def _stat(self, path: str, follow: bool) -> Stat:
        return self.ctx.fs.stat(path, follow_symlinks=follow)

    def make_entry(self, name: str, path: str, follow: bool, lst: Stat | None = None) -> Entry:
        """The entry of ``path`` (``lst``: its ``lstat``, when known already)."""
        fs = self.ctx.fs
        st = lst if lst is not None else fs.stat(path, follow_symlinks=False)
        if _stat.S_ISLNK(st.st_mode):
            if follow:
                try:
                    return Entry(name, path, fs.stat(path))
                except FSError:
                    pass
            ent = Entry(name, path, st, fs.readlink(path))
            try:
                ent.target_st = fs.stat(path)
            except FSError:
                ent.target_st = None
            return ent
        return Entry(name, path, st)

    # -- sorting ----------------------------------------------------------------------
    def time_of(self, st: Stat) -> float:
        if self.o.time_kind == "atime":
            return st.st_atime
        if self.o.time_kind == "ctime":
            return st.st_ctime
        return st.st_mtime

    def sort(self, ents: list[Entry]) -> list[Entry]:
        o = self.o
        if o.sort == "none":
            res = list(ents)
        else:
            res = sorted(ents, key=lambda e: _name_key(e.name))
            if o.sort == "size":
                res.sort(key=lambda e: -(e.st.st_size if e.st else 0))
            elif o.sort == "time":
                res.sort(key=lambda e: -(self.time_of(e.st) if e.st else 0))
            elif o.sort == "ext":
                res.sort(key=lambda e: _name_key(_ext(e.name)))
            elif o.sort == "version":
                res.sort(key=lambda e: version_key_str(e.name))
            elif o.sort == "width":
                res.sort(key=lambda e: len(self.disp(e.name)))
            if o.reverse:
                res.reverse()
        if o.group_dirs:
            res.sort(key=lambda e: 0 if e.st and _stat.S_ISDIR(self._dirmode(e)) else 1)
        return res

    def _dirmode(self, e: Entry) -> int:
        if e.target_st is not None:
            return e.target_st.st_mode
        return e.st.st_mode if e.st else 0

    # -- formatting -------------------------------------------------------------------
    def indicator(self, st: Stat | None) -> str:
        if st is None or self.o.indicator == "none":
            return ""
        m = st.st_mode
        if _stat.S_ISDIR(m):
            return "/"
        if self.o.indicator == "slash":
            return ""
        if _stat.S_ISLNK(m):
            return "@"
        if _stat.S_ISFIFO(m):
            return "|"
        if _stat.S_ISSOCK(m):
            return "="
        if self.o.indicator == "classify" and _stat.S_ISREG(m) and m & 0o111:
            return "*"
        return ""

    def entry_indicator(self, e: Entry) -> str:
        if e.st is None:  # (a dangling link under -L: its own type, a link)
            return "@" if self.o.indicator in ("classify", "file-type") else ""
        return self.indicator(e.st)

    def disp(self, name: str) -> str:
        """``name`` in the --quoting-style (GNU quotearg, as ls sets it up)."""
        style = self.o.quoting
        if self.o.hide_ctrl and style in ("literal", "shell", "shell-always"):
            name = "".join(c if is_printable(c) else "?" for c in name)
        if style == "literal":
            return name
        if style.startswith("shell"):
            return shell_quote(name, "escape" in style, style.endswith("always"))
        if style == "c":
            return '"' + c_escape(name, True) + '"'
        if style == "c-maybe":
            esc = c_escape(name, True)
            return '"' + esc + '"' if '"' in name or not name.isprintable() else name
        if style == "escape":
            return c_escape(name, False).replace(" ", "\\ ")
        return qloc(name)  # locale, clocale

    def pad_quotes(self, ents: list[Entry]) -> bool:
        """GNU's align_variable_outer_quotes: in columns or -l, with a style that quotes
        only some names, the unquoted ones get a leading space when any name is quoted."""
        o = self.o
        if o.quoting not in ("shell", "shell-escape", "c-maybe"):
            return False
        if o.fmt not in ("long", "cols", "across") or (o.fmt != "long" and not o.width):
            return False
        return any(self.disp(e.name) != e.name for e in ents)

    def shown(self, name: str, pad: bool) -> str:
        d = self.disp(name)
        return " " + d if pad and d == name else d

    def scaled(self, n: int) -> str:
        """A byte count in the --block-size unit, rounded up, with its suffix."""
        assert self.o.block is not None
        size, suffix = self.o.block
        return str(-(-n // size)) + suffix

    def user(self, uid: int) -> str:
        if self.o.numeric:
            return str(uid)
        if uid not in self._users:
            self._users[uid] = user_name(self.ctx, uid) or str(uid)
        return self._users[uid]

    def group(self, gid: int) -> str:
        if self.o.numeric:
            return str(gid)
        if gid not in self._groups:
            self._groups[gid] = group_name(self.ctx, gid) or str(gid)
        return self._groups[gid]

    def fmt_time(self, t: float) -> str:
        style = self.o.time_style
        recent = self.now - SIX_MONTHS < t <= self.now + 1
        if style == "full-iso":
            return strftime_utc("%Y-%m-%d %H:%M:%S.%N +0000", t)
        if style == "long-iso":
            return strftime_utc("%Y-%m-%d %H:%M", t)
        if style == "iso":
            return strftime_utc("%m-%d %H:%M" if recent else "%Y-%m-%d ", t)
        if style.startswith("+"):
            fmts = style[1:].split("\n", 1)
            fmt = fmts[0] if recent or len(fmts) == 1 else fmts[1]
            return strftime_utc(fmt, t)
        return strftime_utc("%b %e %H:%M" if recent else "%b %e  %Y", t)

    def blocks(self, st: Stat | None) -> str:
        if st is None:
            return "?"
        if self.o.human:
            return _human(st.st_blocks * 512, self.o.human)
        if self.o.block:
            return self.scaled(st.st_blocks * 512)
        return str(-(-st.st_blocks * 512 // 1024) if self.o.kib else st.st_blocks)

    def size_str(self, st: Stat) -> str:
        if _stat.S_ISCHR(st.st_mode) or _stat.S_ISBLK(st.st_mode):
            rdev = st.st_rdev
            major = (rdev >> 8) & 0xFFF
            minor = (rdev & 0xFF) | ((rdev >> 12) & 0xFFF00)
            return f"{major}, {minor}"
        if self.o.human:
            return _human(st.st_size, self.o.human)
        if self.o.block:
            return self.scaled(st.st_size)
        return str(st.st_size)

    def print_entries(self, ents: list[Entry]) -> None:
        o = self.o
        if not ents:
            return
        if o.fmt == "long":
            self.print_long(ents)
            return
        prefixes: list[str] = []
        if o.inode or o.size_blocks or o.context:
            iw = max(len(str(e.st.st_ino if e.st else "?")) for e in ents) if o.inode else 0
            bw = max(len(self.blocks(e.st)) for e in ents) if o.size_blocks else 0
            for e in ents:
                p = ""
                if o.inode:
                    p += str(e.st.st_ino if e.st else "?").rjust(iw) + " "
                if o.size_blocks:
                    p += self.blocks(e.st).rjust(bw) + " "
                if o.context:
                    p += "? "
                prefixes.append(p)
        else:
            prefixes = [""] * len(ents)
        pad = self.pad_quotes(ents)
        names = [
            prefixes[i] + self.shown(e.name, pad) + self.entry_indicator(e)
            for i, e in enumerate(ents)
        ]
        if o.fmt == "comma":
            self.print_comma(names)
        elif o.fmt in ("cols", "across"):
            self.print_columns(names, o.fmt == "across")
        else:
            self.out("".join(n + self.o.eol for n in names))

    def print_comma(self, names: list[str]) -> None:
        line = ""
        out: list[str] = []
        for i, n in enumerate(names):
            piece = n + ("," if i < len(names) - 1 else "")
            if line and len(line) + 1 + len(piece) > self.o.width - 1 + 1 and self.o.width:
                out.append(line + self.o.eol)
                line = piece
            else:
                line = line + " " + piece if line else piece
        out.append(line + self.o.eol)
        self.out("".join(out))

    def print_columns(self, names: list[str], across: bool) -> None:
        """GNU's calculate_columns and print_many_per_line/print_horizontal: each column is
        at least 3 wide (a name and two blanks, the last column's name alone); a layout is
        kept if no name widened a column or the line stays shorter than the width."""
        n = len(names)
        width = self.o.width
        lens = [len(x) if x.isascii() and x.isprintable() else _width(x) for x in names]
        max_cols = min(n, max(1, -(-width // 3))) if width else n
        cols = 1
        col_w: list[int] = [3]
        for c in range(max_cols, 0, -1):
            rows = -(-n // c)
            w = [3] * c
            for i, ln in enumerate(lens):
                idx = i % c if across else i // rows
                w[idx] = max(w[idx], ln + (0 if idx == c - 1 else 2))
            if c == 1 or not width or sum(w) < width or all(x == 3 for x in w):
                cols, col_w = c, w
                break
        rows = -(-n // cols)
        out: list[str] = []
        for r in range(rows):
            idxs = (
                [r * cols + k for k in range(cols)]
                if across
                else [k * rows + r for k in range(cols)]
            )
            idxs = [i for i in idxs if i < n]
            line = ""
            pos = 0
            for k, i in enumerate(idxs):
                line += names[i]
                if k < len(idxs) - 1:
                    end, target = pos + lens[i], pos + col_w[k]
                    while end < target:  # (GNU's indent: tabs of 8, then blanks)
                        if target // 8 > (end + 1) // 8:
                            line += "\t"
                            end += 8 - end % 8
                        else:
                            line += " "
                            end += 1
                    pos = target
            out.append(line + self.o.eol)
        self.out("".join(out))

    def print_long(self, ents: list[Entry]) -> None:
        o = self.o
        rows: list[list[str]] = []
        for e in ents:
            st = e.st
            if st is None:  # (a dangling link under -L)
                rows.append(["?", "?", "l?????????", "?", "?", "?", "?", "?"])
                continue
            row = [
                str(st.st_ino) if o.inode else "",
                self.blocks(st) if o.size_blocks else "",
                mode_string(st.st_mode),
                str(st.st_nlink),
                self.user(st.st_uid) if o.show_owner or o.author else "",
                self.group(st.st_gid) if o.show_group else "",
                self.size_str(st),
                self.fmt_time(self.time_of(st)),
            ]
            rows.append(row)
        widths = [max(len(r[i]) for r in rows) for i in range(8)]
        # device columns: major, minor widths aligned separately
        out: list[str] = []
        pad = self.pad_quotes(ents)
        for e, r in zip(ents, rows, strict=True):
            parts: list[str] = []
            if o.inode:
                parts.append(r[0].rjust(widths[0]))
            if o.size_blocks:
                parts.append(r[1].rjust(widths[1]))
            parts.append(r[2])
            parts.append(r[3].rjust(widths[3]))
            if o.show_owner:
                parts.append(r[4].ljust(widths[4]))
            if o.show_group:
                parts.append(r[5].ljust(widths[5]))
            if o.author:  # (even under -g)
                parts.append(r[4].ljust(widths[4]))
            if o.context:
                parts.append("?")
            parts.append(r[6].rjust(widths[6]))
            parts.append(r[7] if e.st is not None else r[7].rjust(widths[7]))
            name = self.shown(e.name, pad)
            if e.target is not None:
                name += " -> " + self.disp(e.target)
                if o.indicator not in ("none", "slash") or (
                    o.indicator == "slash" and e.target_st and _stat.S_ISDIR(e.target_st.st_mode)
                ):
                    name += self.indicator(e.target_st)
            else:
                name += self.entry_indicator(e)
            parts.append(name)
            out.append(" ".join(parts) + self.o.eol)
        self.out("".join(out))

    def needs_stat(self) -> bool:
        """Whether GNU stats each entry (only a plain list of names does without)."""
        o = self.o
        return (
            o.fmt == "long"
            or o.size_blocks
            or o.inode
            or o.recursive
            or o.group_dirs
            or o.indicator != "none"
            or o.sort in ("size", "time")
        )

    # -- directories ------------------------------------------------------------------
    def visible(self, name: str) -> bool:
        o = self.o
        if name.startswith(".") and o.show == "default":
            return False
        if o.ignore_backups and name.endswith("~"):
            return False
        if o.show == "default" and any(_glob_match(p, name) for p in o.hide):
            return False
        return not any(_glob_match(p, name) for p in o.ignore)

    def list_dir(self, shown: str, path: str, header: bool, top: bool) -> None:
        ctx = self.ctx
        ctx.check()
        fs = ctx.fs
        try:
            listing = fs.entries(path)  # (no lstat when the directory cannot be searched)
        except FSError as e:
            err(ctx, f"cannot open directory {quoteaf(shown)}: {e.strerror}")
            self.status = 2 if top else max(self.status, 1)
            return
        if header:
            if not self.first_output:
                self.out("\n")
            self.out(shown + ":\n")
        self.first_output = False
        ents: list[Entry] = []
        if self.o.show == "a":
            ents.append(Entry(".", path, fs.stat(path)))
            parent = posixpath.dirname(path.rstrip("/")) or "/"
            try:
                ents.append(Entry("..", parent, fs.stat(parent)))
            except FSError:
                ents.append(Entry("..", parent, fs.stat(path)))
        follow = self.o.deref == "always"
        for name, lst in listing:
            if not self.visible(name):
                continue
            child = path.rstrip("/") + "/" + name
            try:
                ent = self.make_entry(name, child, follow, lst)
                if follow and ent.target is not None and self.needs_stat():
                    # (-L, a dangling link: GNU cannot stat it and shows '?' for its fields)
                    err(
                        ctx,
                        f"cannot access {quoteaf(_join(shown, name))}: No such file or directory",
                    )
                    self.status = max(self.status, 1)
                    ent = Entry(name, child, None)
                ents.append(ent)
            except FSError as e:
                err(ctx, f"cannot access {quoteaf(_join(shown, name))}: {e.strerror}")
                self.status = max(self.status, 1)
        ents = self.sort(ents)
        if self.o.fmt == "long" or self.o.size_blocks:
            total = sum(e.st.st_blocks for e in ents if e.st)
            if self.o.human:
                tot = _human(total * 512, self.o.human)
            elif self.o.block:
                tot = self.scaled(total * 512)
            else:
                tot = str(-(-total * 512 // 1024))
            self.out(f"total {tot}{self.o.eol}")
        self.print_entries(ents)
        if self.o.recursive:
            for e in ents:
                if e.name in (".", "..") or e.st is None or not _stat.S_ISDIR(e.st.st_mode):
                    continue
                if e.target is not None:
                    continue
                self.list_dir(_join(shown, e.name), e.path, True, False)


def _join(base: str, name: str) -> str:
    if base.endswith("/"):
        return base + name
    return base + "/" + name


def _width(text: str) -> int:
    """gnulib's mbsnwidth as ls uses it: control characters 0 columns, a byte that is not
    UTF-8 1, other characters their wcwidth (combining 0, wide 2)."""
    import unicodedata

    w = 0
    for ch in text:
        o = ord(ch)
        if o < 0x20 or 0x7F <= o < 0xA0:
            continue
        if 0xDC80 <= o <= 0xDCFF:
            w += 1
        elif unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        else:
            w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w


def _ext(name: str) -> str:
    i = name.rfind(".")
    return name[i:] if i > 0 else ""


def _options(ctx: CommandContext, p_opts: list[tuple[str, str | None]]) -> Opts | int:
    o = Opts()
    fmt_explicit: str | None = None
    width_given = False
    sort_explicit = False
    for key, val in p_opts:
        if key == "a":
            o.show = "a"
        elif key == "A":
            o.show = "A"
        elif key == "B":
            o.ignore_backups = True
        elif key == "c":
            o.time_kind = "ctime"
        elif key == "u":
            o.time_kind = "atime"
        elif key == "time":
            kind = _word(ctx, "--time", val, _TIME_ARGS)
            if kind is None:
                return 1
            if kind == "birth":
                err(ctx, "--time=birth is not supported (no birth times)")
                return 2
            o.time_kind = kind
        elif key == "C":
            fmt_explicit = "cols"
        elif key == "x":
            fmt_explicit = "across"
        elif key == "m":
            fmt_explicit = "comma"
        elif key in ("1", "zero"):
            if fmt_explicit != "long":  # (-1 and --zero do nothing to -l before them)
                fmt_explicit = "one"
            if key == "zero":  # (NUL line ends, names as they are, no colour)
                o.eol, o.hide_ctrl, o.quoting = "\0", False, "literal"
        elif key in ("l",):
            fmt_explicit = "long"
        elif key == "g":
            fmt_explicit = "long"
            o.show_owner = False
        elif key == "o":
            fmt_explicit = "long"
            o.show_group = False
        elif key == "G":
            o.show_group = False
        elif key == "n":
            fmt_explicit = "long"
            o.numeric = True
        elif key == "full-time":
            fmt_explicit = "long"
            o.time_style = "full-iso"
        elif key == "format":
            fmt = _word(ctx, "--format", val, _FORMAT_ARGS)
            if fmt is None:
                return 1
            fmt_explicit = fmt
        elif key == "d":
            o.dirs = True
        elif key == "f":
            o.show = "a"
            o.sort = "none"
            sort_explicit = True
        elif key == "U":
            o.sort = "none"
            sort_explicit = True
        elif key == "S":
            o.sort = "size"
            sort_explicit = True
        elif key == "t":
            o.sort = "time"
            sort_explicit = True
        elif key == "X":
            o.sort = "ext"
            sort_explicit = True
        elif key == "v":
            o.sort = "version"
            sort_explicit = True
        elif key == "sort":
            order = _word(ctx, "--sort", val, _SORT_ARGS)
            if order is None:
                return 1
            o.sort = order
            sort_explicit = True
        elif key == "r":
            o.reverse = True
        elif key == "R":
            o.recursive = True
        elif key == "F":
            o.indicator = "classify"
        elif key == "classify":
            # (--classify=WHEN: auto and never classify nothing without a terminal)
            when = "always" if val is None else _word(ctx, "--classify", val, _COLOR_ARGS)
            if when is None:
                return 1
            if when == "always":
                o.indicator = "classify"
        elif key == "file-type":
            o.indicator = "file-type"
        elif key == "p":
            o.indicator = "slash"
        elif key == "indicator-style":
            indicator = _word(ctx, "--indicator-style", val, _INDICATOR_ARGS)
            if indicator is None:
                return 1
            o.indicator = indicator
        elif key == "h":
            o.human, o.block = 1024, None
        elif key == "si":
            o.human, o.block = 1000, None
        elif key == "i":
            o.inode = True
        elif key == "s":
            o.size_blocks = True
        elif key == "k":
            o.kib = True
        elif key == "L":
            o.deref = "always"
        elif key == "H":
            o.deref = "cmdline"
        elif key == "deref-dir":
            o.deref = "cmdline-dir"
        elif key == "I":
            o.ignore = (*o.ignore, val or "")
        elif key == "hide":
            o.hide = (*o.hide, val or "")
        elif key == "Q":
            o.quoting = "c"
        elif key == "N":
            o.quoting = "literal"
        elif key == "b":
            o.quoting = "escape"
        elif key == "quoting-style":
            quoting = _word(ctx, "--quoting-style", val, _QUOTING_STYLES)
            if quoting is None:
                return 1
            o.quoting = quoting
        elif key == "q":
            o.hide_ctrl = True
        elif key == "show-control-chars":
            o.hide_ctrl = False
        elif key == "block-size":
            v = val or ""
            if v in ("human-readable", "si"):
                o.human, o.block = (1024 if v == "human-readable" else 1000), None
                continue
            got = block_size_arg(v)
            if isinstance(got, str):
                msg = {
                    "invalid": f"invalid --block-size argument {quoteaf(v)}",
                    "suffix": f"invalid suffix in --block-size argument {quoteaf(v)}",
                    "large": f"--block-size argument {quoteaf(v)} too large",
                }[got]
                err(ctx, msg)
                return 2
            o.human, o.block = 0, got
        elif key == "author":
            o.author = True
        elif key == "Z":
            o.context = True
        elif key in ("hyperlink", "T"):
            err(
                ctx,
                f"option '{'-' * (1 if len(key) == 1 else 2)}{key}' is not supported by agentsh",
            )
            return 2
        elif key == "gdf":
            o.group_dirs = True
        elif key == "time-style":
            o.time_style = val or ""
        elif key == "w":
            width_given = True
            try:
                o.width = int(val or "")
            except ValueError:
                err(ctx, f"invalid line width: {qloc(val or '')}")
                return 2
        elif key == "color":
            when = "always" if val is None else _word(ctx, "--color", val, _COLOR_ARGS)
            if when is None:
                return 1
            # (auto and never colour nothing without a terminal; always nothing either
            # when ls finds no colours to use)
            if when == "always" and _would_colour(ctx.env):
                err(ctx, f"option '--color={val or 'always'}' is not supported by agentsh")
                return 2
    if fmt_explicit:
        o.fmt = fmt_explicit
    cols_env = ctx.env.get("COLUMNS", "")
    if o.fmt in ("cols", "across", "comma") and not width_given and cols_env:
        digits = cols_env.lstrip(" \t")
        if digits.isascii() and digits.isdigit():
            o.width = int(digits)
        else:
            err(ctx, f"ignoring invalid width in environment variable COLUMNS: {qloc(cols_env)}")
    if o.fmt == "long":  # (GNU checks the style only where it is used)
        v = o.time_style[6:] if o.time_style.startswith("posix-") else o.time_style
        if not v.startswith("+"):
            style = argmatch(ctx, "time style", v, _TIME_STYLES, SPEC, valid=_TIME_STYLE_HELP)
            if style is None:
                return 2
            v = style
        o.time_style = v
    if o.time_kind != "mtime" and not sort_explicit and o.fmt != "long":
        o.sort = "time"
    if not o.deref:  # (GNU's default: directories named through a link are listed)
        long_or_dirs = o.fmt == "long" or o.dirs or o.indicator == "classify"
        o.deref = "never" if long_or_dirs else "cmdline-dir"
    return o


#: the words of --time, --format, --sort, --indicator-style, --quoting-style and --color,
#: in GNU's order (synonyms together), and what each means here; coreutils 9.1 has no
#: --time=mtime nor --sort=name
_TIME_ARGS = {
    "atime": "atime",
    "access": "atime",
    "use": "atime",
    "ctime": "ctime",
    "status": "ctime",
    "birth": "birth",
    "creation": "birth",
}
_FORMAT_ARGS = {
    "verbose": "long",
    "long": "long",
    "commas": "comma",
    "horizontal": "across",
    "across": "across",
    "vertical": "cols",
    "single-column": "one",
}
_SORT_ARGS = {
    "none": "none",
    "time": "time",
    "size": "size",
    "extension": "ext",
    "version": "version",
    "width": "width",
}
_INDICATOR_ARGS = {w: w for w in ("none", "slash", "file-type", "classify")}
_COLOR_ARGS: dict[str, str] = {
    "always": "always",
    "yes": "always",
    "force": "always",
    "never": "never",
    "no": "never",
    "none": "never",
    "auto": "auto",
    "tty": "auto",
    "if-tty": "auto",
}
_QUOTING_STYLES = {
    w: w
    for w in (
        "literal",
        "shell",
        "shell-always",
        "shell-escape",
        "shell-escape-always",
        "c",
        "c-maybe",
        "escape",
        "locale",
        "clocale",
    )
}
_TIME_STYLES = {w: w for w in ("full-iso", "long-iso", "iso", "locale")}
_TIME_STYLE_HELP = """Valid arguments are:
  - [posix-]full-iso
  - [posix-]long-iso
  - [posix-]iso
  - [posix-]locale
  - +FORMAT (e.g., +%H:%M) for a 'date'-style format
"""


#: the terminals of GNU's built-in dircolors data base (ls colours only those)
_COLOUR_TERMS = (
    "Eterm ansi *color* con[0-9]*x[0-9]* cons25 console cygwin *direct* dtterm gnome hurd "
    "jfbterm konsole kterm linux linux-c mlterm putty rxvt* screen* st terminator tmux* "
    "vt100 xterm*"
).split()


def _would_colour(env: dict[str, str]) -> bool:
    """Whether GNU ls --color=always would colour anything: with LS_COLORS or COLORTERM
    set, or a TERM of its data base; with neither (TERM=dumb) it prints plain names."""
    if env.get("LS_COLORS") or env.get("COLORTERM"):
        return True
    term = env.get("TERM", "")
    return any(fnmatch.fnmatchcase(term, pat) for pat in _COLOUR_TERMS)


def _word(ctx: CommandContext, opt: str, val: str | None, words: dict[str, str]) -> str | None:
    """What the word ``val`` of option ``opt`` means (GNU's argmatch); None after its
    message (and ls's usage line; the status is 1)."""
    return argmatch(ctx, opt, val or "", words, SPEC)


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    o = _options(ctx, p.opts)
    if isinstance(o, int):
        return o
    if not ctx.name:
        ctx.name = "ls"
    lister = Lister(ctx, o)
    operands = p.operands or ["."]
    fs = ctx.fs
    files: list[Entry] = []
    dirs: list[Entry] = []
    for op in operands:
        path = ctx.abspath(op)
        try:
            if not op:  # (no file has the empty name: abspath would make it the cwd)
                raise FSError(errno.ENOENT, op)
            lst = fs.stat(path, follow_symlinks=False)
        except FSError as e:
            err(ctx, f"cannot access {quoteaf(op)}: {e.strerror}")
            lister.status = 2
            continue
        follow = o.deref in ("always", "cmdline")
        if _stat.S_ISLNK(lst.st_mode) and o.deref == "cmdline-dir":
            follow = fs.is_dir(path)
        if o.deref in ("always", "cmdline") and _stat.S_ISLNK(lst.st_mode):
            try:
                fs.stat(path)
            except FSError as e:
                err(ctx, f"cannot access {quoteaf(op)}: {e.strerror}")
                lister.status = 2
                continue
        ent = lister.make_entry(op, path, follow, lst)
        st = ent.st
        if st is not None and _stat.S_ISDIR(st.st_mode) and ent.target is None and not o.dirs:
            dirs.append(ent)  # (st: the directory's stat, a symlink to it followed)
        else:
            files.append(ent)
    files = lister.sort(files)
    if files:
        lister.print_entries(files)
        lister.first_output = False
    if dirs:
        ds = lister.sort(dirs)
        header = o.recursive or len(operands) > 1
        for d in ds:
            lister.list_dir(d.name, d.path, header, True)
    return lister.status
