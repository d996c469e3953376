"""``tree`` (tree v2.1.0): recursive directory listing with ``├── └── │`` connectors.

Owns tree's own option syntax (not getopt: ``-L`` etc. take the next argument, errors print
``tree: Invalid argument -`X'.`` plus the usage), name filtering (``-a -d -P -I --prune
--matchdirs --ignore-case``, patterns with ``|`` alternatives), sorting (byte order, ``-r``,
``-U``, ``--dirsfirst``/``--filesfirst``, ``-t`` mtime, ``-v`` version), the per-entry
decorations (``-p -s -h --si -F -Q -f -i``), the ``N directories, M files`` report and the
``-J`` JSON form, names escaped as tree's printit does (``-N`` raw, ``-q`` question marks),
colours (``-C``, ``CLICOLOR_FORCE``: TREE_COLORS/LS_COLORS or tree's defaults), ``--gitignore``
/``--gitfile`` filtering, ``-o`` output files. The top directory is counted in the
report only when it lists something, as tree 2.1.0 does. Not done: ``-H`` (HTML) and ``-A``.
"""

from __future__ import annotations

import fnmatch
import re
import stat as _stat
from functools import cmp_to_key

from agentsh._dataclass import dataclass, field
from agentsh.commands import _files_texts
from agentsh.commands._common import printable
from agentsh.commands._fileutil import (
    group_name,
    mode_string,
    now,
    operand_path,
    strftime_utc,
    user_name,
)
from agentsh.commands._vercmp import strverscmp
from agentsh.commands.context import CommandContext
from agentsh.vfs import FSError, Stat

_USAGE = _files_texts.HELP["tree"].split("[directory ...]\n", 1)[0] + "[directory ...]\n"

_TEE = "├── "
_ELL = "└── "
_BAR = "│\u00a0\u00a0 "
_GAP = "    "
#: the connectors of --charset=ascii (tee, ell, bar, gap)
_ASCII_LINES = ("|-- ", "`-- ", "|   ", "    ")
_ASCII_NAMES = ("ascii", "us-ascii", "ansi_x3.4-1968")
#: -A: the VT100 line-drawing characters (each line's run of them between ESC ( 0 and ESC ( B)
_ANSI_LINES = ("tqq ", "mqq ", "x   ", "    ")
#: -S: the CP437 bytes (├ ─ └ │ there), as raw bytes
_CP437_LINES = ("\udcc3\udcc4\udcc4 ", "\udcc0\udcc4\udcc4 ", "\udcb3   ", "    ")


@dataclass
class _Opts:
    all: bool = False
    dirs_only: bool = False
    follow: bool = False
    full: bool = False
    level: int = -1
    ascii: bool = False  #: --charset=ascii: |-- `-- connectors
    lines: str = ""  #: -A: VT100 line graphics ("A"), -S: CP437 ("S"); -A wins
    owner: bool = False  #: -u: the owner's name
    group: bool = False  #: -g: the group's name
    date: bool = False  #: -D: the modification time (--timefmt, else ls's two styles)
    timefmt: str = ""
    filelimit: int = 0  #: --filelimit N (above 0): directories of more entries are not opened
    du: bool = False  #: --du: directories sized with all below them (implies -s)
    include: list[str] = field(default_factory=list[str])
    exclude: list[str] = field(default_factory=list[str])
    ignore_case: bool = False
    matchdirs: bool = False
    prune: bool = False
    noreport: bool = False
    indent: bool = True
    perms: bool = False
    size: bool = False
    human: int = 0
    classify: bool = False
    quote: bool = False
    raw: bool = False  #: -N: names as they are (else non-printables escaped)
    qmark: bool = False  #: -q: non-printables as '?'
    sort: str = "name"
    reverse: bool = False
    dirsfirst: int = 0  # 1 dirs first, -1 files first
    json: bool = False
    xml: bool = False  #: -X: tree's XML document
    color: bool = False  #: -C
    nocolor: bool = False  #: -n
    gitignore: bool = False  #: --gitignore (and --gitfile)
    gitfiles: list[str] = field(default_factory=list[str])  #: --gitfile FILE
    outfile: str | None = None  #: -o FILE


#: tree 2.1.0's colours when neither TREE_COLORS nor LS_COLORS says any (-C)
_DEFAULT_COLORS = (
    ":no=00:rs=0:fi=00:di=01;34:ln=01;36:pi=40;33:so=01;35:bd=40;33;01:cd=40;33;01:"
    "or=40;31;01:ex=01;32:*.bat=01;32:*.BAT=01;32:*.btm=01;32:*.BTM=01;32:*.cmd=01;32:"
    "*.CMD=01;32:*.com=01;32:*.COM=01;32:*.dll=01;32:*.DLL=01;32:*.exe=01;32:*.EXE=01;32:"
    "*.arj=01;31:*.bz2=01;31:*.deb=01;31:*.gz=01;31:*.lzh=01;31:*.rpm=01;31:*.tar=01;31:"
    "*.taz=01;31:*.tb2=01;31:*.tbz2=01;31:*.tbz=01;31:*.tgz=01;31:*.tz2=01;31:*.z=01;31:"
    "*.Z=01;31:*.zip=01;31:*.ZIP=01;31:*.zoo=01;31:*.asf=01;35:*.ASF=01;35:*.avi=01;35:"
    "*.AVI=01;35:*.bmp=01;35:*.BMP=01;35:*.flac=01;35:*.FLAC=01;35:*.gif=01;35:"
    "*.GIF=01;35:*.jpg=01;35:*.JPG=01;35:*.jpeg=01;35:*.JPEG=01;35:*.m2a=01;35:"
    "*.M2a=01;35:*.m2v=01;35:*.M2V=01;35:*.mov=01;35:*.MOV=01;35:*.mp3=01;35:"
    "*.MP3=01;35:*.mpeg=01;35:*.MPEG=01;35:*.mpg=01;35:*.MPG=01;35:*.ogg=01;35:"
    "*.OGG=01;35:*.ppm=01;35:*.rm=01;35:*.RM=01;35:*.tga=01;35:*.TGA=01;35:*.tif=01;35:"
    "*.TIF=01;35:*.wav=01;35:*.WAV=01;35:*.wmv=01;35:*.WMV=01;35:*.xbm=01;35:*.xpm=01;35:"
)


class _Colors:
    """-C: tree 2.1.0's colouring of names from TREE_COLORS, else LS_COLORS, else its own
    defaults (``key=value`` items split at ``:``; an item without a value is ignored; the
    extensions ``*SUFFIX`` are tried last one first)."""

    def __init__(self, spec: str) -> None:
        self.keys: dict[str, str] = {}
        self.exts: list[tuple[str, str]] = []
        for item in spec.split(":"):
            fields = [f for f in item.split("=") if f]
            if len(fields) < 2:
                continue
            key, val = fields[0], fields[1]
            if key.startswith("*"):
                self.exts.insert(0, (key[1:], val))
            else:
                self.keys[key] = val
        self.lc = self.keys.get("lc", "\033[")
        self.rc = self.keys.get("rc", "m")
        self.ec = self.keys.get("ec", self.lc + self.keys.get("rs", "0") + self.rc)

    def _code(self, mode: int, name: str) -> str | None:
        k = self.keys
        if _stat.S_ISDIR(mode):
            if mode & 0o1002 == 0o1002 and "tw" in k:
                return k["tw"]
            if mode & 0o002 and "ow" in k:
                return k["ow"]
            if mode & 0o1000 and "st" in k:
                return k["st"]
            return k.get("di")
        if _stat.S_ISLNK(mode):
            return k.get("ln")
        if _stat.S_ISFIFO(mode):
            return k.get("pi")
        if _stat.S_ISSOCK(mode):
            return k.get("so")
        if _stat.S_ISBLK(mode):
            return k.get("bd")
        if _stat.S_ISCHR(mode):
            return k.get("cd")
        regular = _stat.S_ISREG(mode)
        if regular:
            if mode & 0o4000 and "su" in k:
                return k["su"]
            if mode & 0o2000 and "sg" in k:
                return k["sg"]
            if mode & 0o111 and "ex" in k:
                return k["ex"]
        for ext, code in self.exts:
            if name.endswith(ext):
                return code
        return k.get("fi" if regular else "no")

    def paint(self, text: str, code: str | None) -> str:
        return text if code is None else f"{self.lc}{code}{self.rc}{text}{self.ec}"

    def name(self, text: str, mode: int, name: str, orphan: bool, target_mode: int) -> str:
        """A listed name (``mode``: its lstat's; a link's ``target_mode``: 0 when it is an
        orphan)."""
        if _stat.S_ISLNK(mode):
            if orphan and "or" in self.keys:
                return self.paint(text, self.keys["or"])
            if self.keys.get("ln") == "target":
                return self.paint(text, None if orphan else self._code(target_mode, name))
        return self.paint(text, self._code(mode, name))

    def target(self, text: str, mode: int, name: str) -> str:
        """A link's target (``mode`` 0: it does not exist)."""
        if not mode and "mi" in self.keys:
            return self.paint(text, self.keys["mi"])
        return self.paint(text, self._code(mode, name))


def _colors(ctx: CommandContext, o: _Opts) -> _Colors | None:
    """The colouring of this run: -C (or CLICOLOR_FORCE without -n), with TERM set; never
    in the JSON or XML forms."""
    env = ctx.env
    if "TERM" not in env or o.json or o.xml:
        return None
    if not (o.color or ("CLICOLOR_FORCE" in env and not o.nocolor)):
        return None
    spec = env["TREE_COLORS"] if "TREE_COLORS" in env else env.get("LS_COLORS")
    return _Colors(spec or _DEFAULT_COLORS)


@dataclass
class _Node:
    name: str
    path: str
    lst: Stat | None
    is_dir: bool
    target: str | None = None
    children: list[_Node] | None = None
    note: str = ""
    limit: str = ""  #: --filelimit's words on a directory left closed
    error: bool = False
    total: int = -1  #: --du: the size of the node and all below it


@dataclass
class _Ignore:
    """One ignore file of --gitignore (a directory's ``.gitignore`` or --gitfile's): its
    patterns, each compiled to match a name (no ``/`` in it but a last one) or else a path
    under ``base``; ``!`` patterns put back what any file's others took out."""

    remove: list[tuple[bool, re.Pattern[str]]] = field(
        default_factory=list[tuple[bool, re.Pattern[str]]]
    )
    reverse: list[tuple[bool, re.Pattern[str]]] = field(
        default_factory=list[tuple[bool, re.Pattern[str]]]
    )


def _git_glob(pat: str) -> str:
    """A .gitignore glob as a regex: ``*`` and ``?`` stop at ``/``, ``**`` does not (and
    ``**/`` may match nothing), ``[...]`` a class, ``\\x`` the character x."""
    out: list[str] = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        if c == "*":
            if pat.startswith("**", i):
                if pat.startswith("**/", i) and (i == 0 or pat[i - 1] == "/"):
                    out.append("(?:.*/)?")
                    i += 3
                    continue
                out.append(".*")
                i += 2
                continue
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        elif c == "[":
            j = i + 1
            if j < n and pat[j] in "!^":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                out.append("\\[")
            else:
                body = pat[i + 1 : j]
                neg = body[:1] in ("!", "^")
                body = body[1:] if neg else body
                body = body.replace("\\", "\\\\").replace("[", "\\[")
                out.append(f"[{'^' if neg else ''}{body}]")
                i = j
        elif c == "\\" and i + 1 < n:
            i += 1
            out.append(re.escape(pat[i]))
        else:
            out.append(re.escape(c))
        i += 1
    return "".join(out)


def _read_ignore(text: str, base: str) -> _Ignore:
    """The patterns of an ignore file's ``text`` (its directory: ``base``)."""
    ig = _Ignore()
    for line in text.split("\n"):
        if line.startswith("#"):
            continue
        stripped = line.rstrip(" ")  # (spaces only, tree 2.1.0's gittrim; an escaped one stays)
        if stripped.endswith("\\") and len(stripped) < len(line):
            stripped += " "
        line = stripped
        if not line:
            continue
        neg = line.startswith("!")
        if neg:
            line = line[1:]
            if not line:
                continue
        slash = line.find("/")
        relative = slash < 0 or slash == len(line) - 1
        body = line[1:] if line.startswith("/") else line
        if relative:
            rx = re.compile(_git_glob(body), re.S)
        else:
            rx = re.compile(re.escape(base.rstrip("/") + "/") + _git_glob(body), re.S)
        (ig.reverse if neg else ig.remove).append((relative, rx))
    return ig


def _ignored(stack: list[_Ignore], name: str, path: str) -> bool:
    """Whether an ignore file of ``stack`` takes out the entry ``name`` at ``path``."""

    def hit(pats: list[tuple[bool, re.Pattern[str]]]) -> bool:
        return any(rx.fullmatch(name if rel else path) for rel, rx in pats)

    if not any(hit(ig.remove) for ig in stack):
        return False
    return not any(hit(ig.reverse) for ig in stack)


def _match(pats: list[str], name: str, icase: bool) -> bool:
    flags = re.S | (re.I if icase else 0)
    for pat in pats:
        for alt in pat.split("|"):
            if re.fullmatch(fnmatch.translate(alt), name, flags):
                return True
    return False


def _human(size: int, base: int) -> str:
    units = "BKMGTPEZY" if base == 1024 else "BkMGTPEZY"
    idx = 0
    if size >= base:
        idx = 1
        while size >= base * base:
            size //= base
            idx += 1
    if idx == 0:
        return f"{size:4d}"
    v = size / base
    return (f"{v:3.0f}" if size // base >= 10 else f"{v:3.1f}") + units[idx]


class _Tree:
    def __init__(self, ctx: CommandContext, o: _Opts) -> None:
        self.ctx = ctx
        self.o = o
        self.dirs = 0
        self.files = 0
        self.visited: set[int] = set()
        self.limited = False  # (a directory left closed by --filelimit)
        self.used = 0  # (--du: the bytes below the named directories)
        #: --gitignore: the ignore files in force (--gitfile's, then the open directories')
        self.ignores: list[_Ignore] = []
        self.colors = _colors(ctx, o)
        self.sink: list[str] | None = [] if o.outfile is not None else None

    def out(self, text: str) -> None:
        if self.sink is not None:
            self.sink.append(text)
            return
        self.ctx.stdout.write(text.encode("utf-8", "surrogateescape"))

    def _dir_ignore(self, path: str) -> _Ignore | None:
        """The ``.gitignore`` of directory ``path``, if it has one."""
        name = path.rstrip("/") + "/.gitignore"
        try:
            data = self.ctx.fs.read_bytes(name)
        except FSError:
            return None
        return _read_ignore(data.decode("utf-8", "surrogateescape"), path)

    # ------------------------------------------------------------------ reading
    def build(self, path: str, shown: str, depth: int, matched: bool = False) -> list[_Node]:
        """Children of directory ``path`` (filtered, sorted, recursively built); MATCHED:
        it is a directory of the first level that --matchdirs matched, whose files -P
        lets through (tree 2.1.0 does so for the first level only)."""
        ctx = self.ctx
        ctx.check()
        fs = ctx.fs
        o = self.o
        try:
            entries = fs.entries(path)  # each name with its lstat (None: cannot search)
        except FSError:
            return []
        ig = self._dir_ignore(path) if o.gitignore else None
        if ig is not None:
            self.ignores.append(ig)
        try:
            return self._build(path, shown, depth, matched, entries)
        finally:
            if ig is not None:
                self.ignores.pop()

    def _build(
        self,
        path: str,
        shown: str,
        depth: int,
        matched: bool,
        entries: list[tuple[str, Stat | None]],
    ) -> list[_Node]:
        fs = self.ctx.fs
        o = self.o
        nodes: list[_Node] = []
        base = path.rstrip("/")
        for name, lst in entries:
            if not o.all and name.startswith("."):
                continue
            cpath = f"{base}/{name}"
            if lst is None:
                continue
            if self.ignores and _ignored(self.ignores, name, cpath):
                continue
            target: str | None = None
            is_dir = _stat.S_ISDIR(lst.st_mode)
            if _stat.S_ISLNK(lst.st_mode):
                target = fs.readlink(cpath)
                try:
                    is_dir = _stat.S_ISDIR(fs.stat(cpath).st_mode)
                except FSError:
                    is_dir = False
            if o.dirs_only and not is_dir:
                continue
            real_dir = _stat.S_ISDIR(lst.st_mode)
            if o.exclude and _match(o.exclude, name, o.ignore_case):
                continue
            if (
                o.include
                and not real_dir
                and not matched
                and not _match(o.include, name, o.ignore_case)
            ):
                continue
            cshown = f"{shown.rstrip('/')}/{name}" if o.full else name
            node = _Node(name if not o.full else cshown, cpath, lst, is_dir, target)
            descend = real_dir or (o.follow and is_dir and target is not None)
            if descend and o.filelimit > 0 and (o.level < 0 or depth + 1 < o.level):
                count = self._shown_entries(cpath)
                if count > o.filelimit:  # (not opened: tree's status is 2 then)
                    node.limit = f"{count} entries exceeds filelimit, not opening dir"
                    node.note = f"  [{node.limit}]"
                    descend = False
                    self.limited = True
            if descend and (o.level < 0 or depth + 1 < o.level):
                if target is not None:
                    ino = fs.stat(cpath).st_ino
                    if ino in self.visited:
                        node.note = "  [recursive, not followed]"
                        descend = False
                    else:
                        self.visited.add(ino)
                else:
                    self.visited.add(lst.st_ino)
                if descend:
                    opened = (
                        depth == 0
                        and o.matchdirs
                        and bool(o.include)
                        and _match(o.include, name, o.ignore_case)
                    )
                    node.children = self.build(cpath, cshown, depth + 1, opened)
            if o.prune and real_dir and not node.children:
                # (--matchdirs keeps an empty directory the pattern matches)
                if not (o.matchdirs and o.include and _match(o.include, name, o.ignore_case)):
                    continue
            nodes.append(node)
        return self.sort(nodes)

    def _shown_entries(self, path: str) -> int:
        """--filelimit's count: the entries of PATH that tree would show (hidden ones with
        -a only, directories only with -d)."""
        fs = self.ctx.fs
        try:
            entries = fs.entries(path)
        except FSError:
            return 0
        n = 0
        stack = self.ignores
        if self.o.gitignore:
            ig = self._dir_ignore(path)
            stack = stack + [ig] if ig is not None else stack
        base = path.rstrip("/")
        for name, lst in entries:
            if (not self.o.all and name.startswith(".")) or lst is None:
                continue
            if stack and _ignored(stack, name, f"{base}/{name}"):
                continue
            if self.o.dirs_only and not fs.is_dir(path.rstrip("/") + "/" + name):
                continue
            n += 1
        return n

    def sort(self, nodes: list[_Node]) -> list[_Node]:
        o = self.o
        if o.sort == "none":
            return nodes
        if o.sort in ("mtime", "ctime"):
            attr = "st_mtime" if o.sort == "mtime" else "st_ctime"
            nodes.sort(key=lambda n: (getattr(n.lst, attr) if n.lst else 0.0, _name_bytes(n.name)))
        elif o.sort == "size":  # (the largest first; a tie by name)
            nodes.sort(key=lambda n: (-(n.lst.st_size if n.lst else 0), _name_bytes(n.name)))
        elif o.sort == "version":
            nodes.sort(
                key=cmp_to_key(lambda a, b: strverscmp(_name_bytes(a.name), _name_bytes(b.name)))
            )
        else:
            nodes.sort(key=lambda n: n.name.encode("utf-8", "surrogateescape"))
        if o.reverse:
            nodes.reverse()
        if o.dirsfirst:
            nodes.sort(key=lambda n: (not n.is_dir) if o.dirsfirst > 0 else n.is_dir)
        return nodes

    def count(self, nodes: list[_Node]) -> None:
        for n in nodes:
            if n.is_dir:
                self.dirs += 1
            else:
                self.files += 1
            if n.children:
                self.count(n.children)

    # ------------------------------------------------------------------ text
    def label(self, n: _Node) -> str:
        o = self.o
        meta: list[str] = []
        if n.lst is not None:
            if o.perms:
                meta.append(mode_string(n.lst.st_mode))
            if o.owner:
                who = user_name(self.ctx, n.lst.st_uid) or str(n.lst.st_uid)
                meta.append(f"{who[:8]:<8}")
            if o.group:
                grp = group_name(self.ctx, n.lst.st_gid) or str(n.lst.st_gid)
                meta.append(f"{grp[:8]:<8}")
            size = n.total if n.total >= 0 else n.lst.st_size
            if o.human:
                meta.append(_human(size, o.human))
            elif o.size or o.du:
                meta.append(f"{size:11d}")
            if o.date:
                meta.append(self.when(n.lst.st_mtime))
        name = self.printit(n.name)
        colors = self.colors
        tmode = 0
        if colors is not None and n.lst is not None:
            if n.target is not None:
                try:
                    tmode = self.ctx.fs.stat(n.path).st_mode
                except FSError:
                    tmode = 0
            mode = n.lst.st_mode
            name = colors.name(name, mode, n.name, n.target is not None and not tmode, tmode)
        text = (f"[{' '.join(meta)}]  " if meta else "") + name
        if n.target is not None:
            tgt = self.printit(n.target)
            if colors is not None:
                tgt = colors.target(tgt, tmode, n.target)
            text += f" -> {tgt}"
            if o.classify and n.is_dir:
                text += "/"
        elif o.classify and n.lst is not None:
            text += _indicator(n.lst.st_mode)
        return text + n.note

    def printit(self, s: str) -> str:
        """tree's printit: with -N the name as it is; else each character iswprint denies as
        ``\\ooo`` (its code point; '?' with -q), and a name that is not valid UTF-8 byte by
        byte: ``\\a``..``\\r``, ``\\\\``, ``\\ `` (``\\"`` with -Q), other unprintable bytes
        ``\\ooo`` (with -q: '?' below 128, else the byte). -Q adds double quotes."""
        o = self.o
        if o.raw or (s.isascii() and s.isprintable()):
            text = s
        elif not any(0xDC80 <= ord(c) <= 0xDCFF for c in s):
            if all(printable(c) for c in s):
                text = s
            else:
                text = "".join(
                    c if printable(c) else "?" if o.qmark else f"\\{ord(c):03o}" for c in s
                )
        else:
            out: list[str] = []
            for b in s.encode("utf-8", "surrogateescape"):
                if (
                    7 <= b <= 13
                    or b == 0x5C
                    or (b == 0x22 and o.quote)
                    or (b == 0x20 and not o.quote)
                ):
                    out.append("\\" + (chr(b) if b > 13 else "abtnvfr"[b - 7]))
                elif 32 <= b < 127:
                    out.append(chr(b))
                elif o.qmark:
                    out.append(chr(0xDC00 + b) if b > 127 else "?")
                else:
                    out.append(f"\\{b:03o}")
            text = "".join(out)
        return f'"{text}"' if o.quote else text

    def when(self, t: float) -> str:
        """-D's date: --timefmt, else ``%b %e %H:%M`` within half a year, ``%b %e  %Y``."""
        if self.o.timefmt:
            return strftime_utc(self.o.timefmt, t)
        recent = now(self.ctx) - 31556952 // 2 < t <= now(self.ctx) + 1
        return strftime_utc("%b %e %H:%M" if recent else "%b %e  %Y", t)

    def print_text(self, nodes: list[_Node], prefix: str) -> None:
        lines: list[str] = []
        self._text_lines(nodes, prefix, lines)
        if lines:
            lines.append("")
            self.out("\n".join(lines))  # one write: a line a write was most of tree's time

    def _text_lines(self, nodes: list[_Node], prefix: str, lines: list[str]) -> None:
        for i, n in enumerate(nodes):
            last = i == len(nodes) - 1
            graphics = self.o.lines
            if graphics == "A":  # (the run of connectors in the VT100 line-drawing set)
                tee, ell, bar, gap = _ANSI_LINES
                lead = (
                    "\x1b(0" + prefix + (ell if last else tee) + "\x1b(B" if self.o.indent else ""
                )
            else:
                if graphics == "S":
                    tee, ell, bar, gap = _CP437_LINES
                else:
                    tee, ell, bar, gap = _ASCII_LINES if self.o.ascii else (_TEE, _ELL, _BAR, _GAP)
                lead = prefix + (ell if last else tee) if self.o.indent else ""
            lines.append(lead + self.label(n))
            if n.children:
                self._text_lines(n.children, prefix + (gap if last else bar), lines)

    # ------------------------------------------------------------------ json
    def json_obj(self, n: _Node) -> str:
        o = self.o
        typ = "directory" if (n.lst and _stat.S_ISDIR(n.lst.st_mode)) else "file"
        if n.target is not None:
            typ = "link"
        parts = [f'"type":"{typ}"', f'"name":{_jstr(n.name)}']
        if n.target is not None:
            parts.append(f'"target":{_jstr(n.target)}')
        if n.lst is not None:
            if o.perms:
                parts.append(f'"mode":"{n.lst.st_mode & 0o7777:04o}"')
                parts.append(f'"prot":"{mode_string(n.lst.st_mode)}"')
            if o.human:
                parts.append(f'"size":"{_human(n.lst.st_size, o.human).strip()}"')
            elif o.size:
                parts.append(f'"size":{n.lst.st_size}')
        return "{" + ",".join(parts)

    def print_xml(self, nodes: list[_Node], indent: str, top: bool = False) -> None:
        """-X: an element a node (directory, file, link), its children inside (a named
        directory's element on two lines even when empty)."""
        o = self.o
        for n in nodes:
            tag = "link" if n.target is not None else "directory" if n.is_dir else "file"
            attrs = f' name="{_xstr(n.name)}"'
            if n.target is not None:
                attrs += f' target="{_xstr(n.target)}"'
            if n.lst is not None:
                if o.perms:
                    attrs += (
                        f' mode="{n.lst.st_mode & 0o7777:04o}" prot="{mode_string(n.lst.st_mode)}"'
                    )
                if o.size or o.human:
                    size = n.total if n.total >= 0 else n.lst.st_size
                    attrs += f' size="{size}"'  # (bytes, even with -h)
            if n.limit:
                self.out(f"{indent}<{tag}{attrs}><error>{n.limit}</error>")
                self.out(f"\n{indent}</{tag}>\n" if top else f"</{tag}>\n")
            elif n.children or top:
                self.out(f"{indent}<{tag}{attrs}>\n")
                self.print_xml(n.children or [], indent + "  ")
                self.out(f"{indent}</{tag}>\n")
            else:
                self.out(f"{indent}<{tag}{attrs}></{tag}>\n")

    def print_json(self, nodes: list[_Node], indent: str) -> None:
        for i, n in enumerate(nodes):
            self.out(indent + self.json_obj(n))
            if n.limit:  # (tree's own layout)
                self.out(f',"contents":[{{"error": "{n.limit}"}}\n  ]}}')
            elif n.children:
                self.out(',"contents":[\n')
                self.print_json(n.children, indent + "  ")
                self.out(f"\n{indent}]}}")
            else:
                self.out("}")
            if i < len(nodes) - 1:
                self.out(",\n")

    # ------------------------------------------------------------------ top
    def run(self, operands: list[str]) -> int:
        ctx = self.ctx
        o = self.o
        status = 0
        if o.json:
            self.out("[")
        if o.xml:
            self.out('<?xml version="1.0" encoding="UTF-8"?>\n<tree>\n')
        first = True
        for k, op in enumerate(operands):
            path = ctx.abspath(op)
            try:
                st = ctx.fs.stat(operand_path(ctx, op))
                ok_dir = _stat.S_ISDIR(st.st_mode)
            except FSError:
                st = None
                ok_dir = False
            if not ok_dir:
                if st is not None:
                    self.files += 1
                else:
                    status = 2
                if o.xml:  # (tree 2.1's broken element for a missing name, as it is)
                    self.out(
                        f' name="{_xstr(op)}"><error>error opening dir</error>\n  </unknown>\n'
                    )
                elif o.json:
                    typ = "file" if st is not None else ""
                    head = f'"type":"{typ}",' if typ else ""
                    self.out(
                        ("\n" if first else ",\n")
                        + f'  {{{head}"name":{_jstr(op)},"contents":[{{"error": '
                        + '"error opening dir"}\n\n  ]}'
                    )
                else:
                    text = self.printit(op)
                    if st is not None:  # (a file: its decorations, as a listed entry's)
                        text = self.label(_Node(op, path, ctx.fs.lstat(path), False))
                    self.out(f"{text}  [error opening dir]\n")
                first = False
                continue
            self.visited.add(st.st_ino) if st is not None else None
            count = self._shown_entries(path) if o.filelimit > 0 else -1
            if count > o.filelimit > 0:  # (a named directory too; the status stays 0)
                top = _Node(op, path, ctx.fs.lstat(path), True)
                top.limit = f"{count} entries exceeds filelimit, not opening dir"
                top.note = f"  [{top.limit}]"
                self.dirs += 1
                if o.xml:
                    self.print_xml([top], "  ", top=True)
                elif o.json:
                    self.out("\n" if first else ",\n")
                    self.out(f'  {self.json_obj(top)},"contents":[{{"error": "{top.limit}"}}')
                    self.out("\n\n  ]}" if k == len(operands) - 1 else "\n,\n  ]}")
                else:
                    self.out(self.label(top) + "\n")
                first = False
                continue
            children = self.build(path, op, 0)
            if children:
                self.dirs += 1
            self.count(children)
            top = _Node(op, path, ctx.fs.lstat(path), True, children=children)
            if o.du:  # (tree 2.1 adds up every total shown below, or an empty top's)
                _du(top)
                self.used += _sum_totals(children) if children else top.total
            top_label = self.label(top)
            if o.classify and not top_label.endswith("/"):
                top_label += "/"
            if o.xml:
                self.print_xml([top], "  ", top=True)
            elif o.json:
                self.out("\n" if first else ",\n")
                self.out("  " + self.json_obj(top))
                if children:
                    self.out(',"contents":[\n')
                    self.print_json(children, "    ")
                    self.out("\n  ]}")
                else:
                    self.out("}")
            else:
                self.out(top_label + "\n")
                self.print_text(children, "")
            first = False
        if o.xml:
            if not o.noreport:
                files = "" if o.dirs_only else f"    <files>{self.files}</files>\n"
                self.out(
                    f"  <report>\n    <directories>{self.dirs}</directories>\n{files}  </report>\n"
                )
            self.out("</tree>\n")
        elif o.json:
            if o.noreport:
                self.out("\n\n]\n")
            else:
                files = "" if o.dirs_only else f',"files":{self.files}'
                self.out(f'\n,\n  {{"type":"report","directories":{self.dirs}{files}}}\n]\n')
        elif not o.noreport:
            d = f"{self.dirs} director{'y' if self.dirs == 1 else 'ies'}"
            if o.du:  # (what is below the named directories)
                used = (
                    f" {_human(self.used, o.human)} used"
                    if o.human
                    else f"{self.used:12d} bytes used"
                )
                d = f"{used} in {d}"
            if o.dirs_only:
                self.out(f"\n{d}\n")
            else:
                f = f"{self.files} file{'' if self.files == 1 else 's'}"
                self.out(f"\n{d}, {f}\n")
        return 2 if self.limited and not status else status


def _du(n: _Node) -> int:
    """Set and return --du's total of N: its size and its children's totals."""
    n.total = (n.lst.st_size if n.lst is not None else 0) + sum(_du(c) for c in n.children or [])
    return n.total


def _sum_totals(nodes: list[_Node]) -> int:
    """The sum of the --du totals of NODES and of all below them."""
    return sum(n.total + _sum_totals(n.children or []) for n in nodes)


def _xstr(s: str) -> str:
    """A name in an XML attribute, as tree escapes it."""
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _jstr(s: str) -> str:
    """A name as a JSON string, as tree escapes it (controls as \\n or \\u00XX)."""
    out = s.replace("\\", "\\\\").replace('"', '\\"')
    if not out.isprintable():
        out = "".join(_JSON_ESCAPES.get(c, f"\\u{ord(c):04x}") if c < " " else c for c in out)
    return '"' + out + '"'


_JSON_ESCAPES = {"\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _indicator(mode: int) -> str:
    if _stat.S_ISDIR(mode):
        return "/"
    if _stat.S_ISLNK(mode):
        return "@"
    if _stat.S_ISFIFO(mode):
        return "|"
    if _stat.S_ISSOCK(mode):
        return "="
    if _stat.S_ISREG(mode) and mode & 0o111:
        return "*"
    return ""


def _name_bytes(name: str) -> bytes:
    return name.encode("utf-8", "surrogateescape")


def _fail(ctx: CommandContext, message: str, usage: bool) -> int:
    ctx.stderr.write(f"tree: {message}\n".encode("utf-8", "surrogateescape"))
    if usage:
        ctx.stderr.write(_USAGE.encode())
    return 1


_SHORT_FLAGS = {
    "a": "all",
    "d": "dirs_only",
    "l": "follow",
    "f": "full",
    "p": "perms",
    "s": "size",
    "F": "classify",
    "Q": "quote",
    "r": "reverse",
    "J": "json",
    "X": "xml",
}


def main(ctx: CommandContext) -> int:
    """``tree [OPTION]... [DIRECTORY]...``."""
    o = _Opts()
    operands: list[str] = []
    args = ctx.args
    i = 0
    only_operands = False
    while i < len(args):
        a = args[i]
        i += 1
        if only_operands or not a.startswith("-") or a == "-":
            operands.append(a)
            continue
        if a == "--":
            only_operands = True
            continue
        if a.startswith("--"):
            name, eq, val = a[2:].partition("=")
            if name == "help":
                ctx.stdout.write(_files_texts.HELP["tree"].encode())
                return 0
            if name == "version":
                text = _files_texts.VERSION["tree"].replace(" (c) ", " \u00a9 ")
                ctx.stdout.write(text.encode())
                return 0
            simple = {
                "noreport": "noreport",
                "dirsfirst": "",
                "filesfirst": "",
                "prune": "prune",
                "matchdirs": "matchdirs",
                "ignore-case": "ignore_case",
            }
            if name in simple:
                if name == "dirsfirst":
                    o.dirsfirst = 1
                elif name == "filesfirst":
                    o.dirsfirst = -1
                else:
                    setattr(o, simple[name], True)
                continue
            if name == "si":
                o.human = 1000
                continue
            if name == "du":
                o.du = True
                continue
            if name in ("inodes", "device", "nolinks", "fflinks", "metafirst", "info"):
                continue
            if name == "gitignore":
                o.gitignore = True
                continue
            if name in ("sort", "charset", "timefmt", "filelimit", "gitfile", "infofile"):
                if not eq:
                    if i >= len(args):
                        return _fail(ctx, f"Missing argument to --{name} option.", False)
                    val = args[i]
                    i += 1
                if name == "charset":
                    o.ascii = val.lower() in _ASCII_NAMES
                elif name == "timefmt":  # (implies -D)
                    o.date, o.timefmt = True, val
                elif name == "infofile" and not ctx.fs.is_file(ctx.abspath(val)):
                    ctx.stderr.write(b"tree: Could not load infofile\n")
                    return 1
                elif name == "gitfile":
                    o.gitignore = True
                    o.gitfiles.append(val)
                elif name == "filelimit":
                    m = re.match(r"\s*([-+]?\d+)", val)  # (atoi; 0 or less: no limit)
                    o.filelimit = int(m.group(1)) if m else 0
                if name == "sort":
                    if val not in ("name", "version", "size", "mtime", "ctime", "none"):
                        # (tree 2.1.0 prints the list of names to stdout, without "none")
                        ctx.stderr.write(
                            f"tree: Sort type '{val}' not valid, should be one of: ".encode(
                                "utf-8", "surrogateescape"
                            )
                        )
                        ctx.stdout.write(b"name,version,size,mtime,ctime\n")
                        return 1
                    o.sort = val
                continue
            return _fail(ctx, f"Invalid argument `{a}'.", True)
        for c in a[1:]:
            if c in _SHORT_FLAGS:
                setattr(o, _SHORT_FLAGS[c], True)
            elif c == "h":
                o.human = 1024
            elif c == "i":
                o.indent = False
            elif c == "t":
                o.sort = "mtime"
            elif c == "v":
                o.sort = "version"
            elif c == "U":
                o.sort = "none"
            elif c == "u":
                o.owner = True
            elif c == "g":
                o.group = True
            elif c == "D":
                o.date = True
            elif c == "N":
                o.raw = True
            elif c == "q":
                o.qmark = True
            elif c == "C":
                o.color = True
            elif c == "n":
                o.nocolor = True
            elif c == "A":
                o.lines = "A"
            elif c == "S":
                o.lines = o.lines or "S"
            elif c == "x":
                pass  # (one filesystem: the VFS is one)
            elif c == "H":
                return _fail(ctx, "-H: HTML output is not implemented in agentsh", False)
            elif c in "LPIoT":
                if i >= len(args):
                    return _fail(ctx, f"Missing argument to -{c} option.", False)
                val = args[i]
                i += 1
                if c == "L":
                    if not re.fullmatch(r"\d+", val) or int(val) < 1:
                        return _fail(ctx, "Invalid level, must be greater than 0.", False)
                    o.level = int(val)
                elif c == "P":
                    o.include.append(val)
                elif c == "I":
                    o.exclude.append(val)
                elif c == "o":
                    o.outfile = val
            else:
                return _fail(ctx, f"Invalid argument -`{c}'.", True)
    if o.outfile is not None:
        try:
            ctx.fs.write_bytes(ctx.abspath(o.outfile), b"")
        except FSError:
            return _fail(ctx, f"invalid filename '{o.outfile}'", False)
    tree = _Tree(ctx, o)
    for name in o.gitfiles:
        full = ctx.abspath(name)
        try:
            data = ctx.fs.read_bytes(full)
        except FSError:
            continue
        base = full.rsplit("/", 1)[0] or "/"
        tree.ignores.append(_read_ignore(data.decode("utf-8", "surrogateescape"), base))
    status = tree.run(operands or ["."])
    if o.outfile is not None and tree.sink is not None:
        data = "".join(tree.sink).encode("utf-8", "surrogateescape")
        ctx.fs.write_bytes(ctx.abspath(o.outfile), data, append=True)
    return status
