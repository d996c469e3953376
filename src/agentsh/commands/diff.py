"""``diff``: compare files line by line (GNU diffutils 3.8), byte-exact output.

Owns option handling, file and directory comparison (``-r``, ``-N``, ``-x``/``-X``,
``Only in``/``Common subdirectories`` lines), binary detection and every output format:
normal, ``-u``/``-U``, ``-c``/``-C``, ``-e``, ``-n`` (RCS), ``-y`` (side by side), ``-q``/``-s``, and the
if-then-else output of ``-D NAME`` and GNU's ``--*-group-format``/``--*-line-format`` language.
The line-matching engine lives in :mod:`._diffcore`.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable
from functools import lru_cache, partial

from agentsh._dataclass import dataclass, field
from agentsh.commands._diff_texts import HELP, VERSION
from agentsh.commands._diffcore import (
    Change,
    analyze_hunk,
    compute_changes,
    make_normalizer,
    split_lines,
)
from agentsh.commands._fileutil import operand_path, shell_quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, optional, parse_args, value
from agentsh.vfs import FSError

SPEC = Spec(
    "diff",
    [
        flag("normal", "", "normal"),
        flag("q", "q", "brief"),
        flag("s", "s", "report-identical-files"),
        flag("c", "c"),
        value("C", "C"),
        optional("context", "", "context"),
        flag("u", "u"),
        value("U", "U"),
        optional("unified", "", "unified"),
        flag("e", "e", "ed"),
        flag("f", "f", "forward-ed"),
        flag("n", "n", "rcs"),
        flag("y", "y", "side-by-side"),
        value("W", "W", "width"),
        flag("left-column", "", "left-column"),
        flag("suppress-common-lines", "", "suppress-common-lines"),
        flag("p", "p", "show-c-function"),
        value("F", "F", "show-function-line"),
        value("label", "L", "label"),
        flag("t", "t", "expand-tabs"),
        flag("T", "T", "initial-tab"),
        value("tabsize", "", "tabsize"),
        flag("suppress-blank-empty", "", "suppress-blank-empty"),
        flag("l", "l", "paginate"),
        flag("r", "r", "recursive"),
        flag("no-dereference", "", "no-dereference"),
        flag("N", "N", "new-file"),
        flag("unidirectional-new-file", "", "unidirectional-new-file"),
        flag("ignore-file-name-case", "", "ignore-file-name-case"),
        flag("no-ignore-file-name-case", "", "no-ignore-file-name-case"),
        value("x", "x", "exclude"),
        value("X", "X", "exclude-from"),
        value("S", "S", "starting-file"),
        value("from-file", "", "from-file"),
        value("to-file", "", "to-file"),
        flag("i", "i", "ignore-case"),
        flag("E", "E", "ignore-tab-expansion"),
        flag("Z", "Z", "ignore-trailing-space"),
        flag("b", "b", "ignore-space-change"),
        flag("w", "w", "ignore-all-space"),
        flag("B", "B", "ignore-blank-lines"),
        value("I", "I", "ignore-matching-lines"),
        flag("a", "a", "text"),
        flag("strip-trailing-cr", "", "strip-trailing-cr"),
        flag("d", "d", "minimal"),
        value("horizon-lines", "", "horizon-lines"),
        flag("speed-large-files", "", "speed-large-files"),
        optional("color", "", "color"),
        value("palette", "", "palette"),
        value("D", "D", "ifdef"),
        *(
            value(f"{kind}-format", "", f"{kind}-format")
            for kind in (
                "old-line",
                "new-line",
                "unchanged-line",
                "line",
                "old-group",
                "new-group",
                "changed-group",
                "unchanged-group",
            )
        ),
        flag("help", "", "help"),
        flag("v", "v", "version"),
    ],
    status=2,
    help_version=False,
    digits="digits",
)

_ARG_SHORT = set("CUWFLxXSDI")
_EPOCH = "1970-01-01 00:00:00.000000000 +0000"


class _Trouble(Exception):
    """A fatal usage problem (message already formatted)."""


@dataclass
class _Opts:
    style: str = "normal"
    context: int = 3
    brief: bool = False
    report_same: bool = False
    width: int = 130
    left_column: bool = False
    suppress_common: bool = False
    function_re: re.Pattern[str] | None = None
    labels: list[str] = field(default_factory=list[str])
    expand_tabs: bool = False
    initial_tab: bool = False
    tabsize: int = 8
    recursive: bool = False
    new_file: bool = False
    unidir_new: bool = False
    excludes: list[str] = field(default_factory=list[str])
    ignore_case: bool = False
    white: int = 0
    ignore_blank: bool = False
    ignore_res: list[re.Pattern[str]] = field(default_factory=list[re.Pattern[str]])
    text: bool = False
    strip_cr: bool = False
    minimal: bool = False
    horizon: int = 0
    suppress_blank_empty: bool = False
    switches: str = ""
    starting_file: str | None = None
    color: bool = False  #: --color=always: GNU's default palette (no $DIFF_COLORS read)
    no_deref: bool = False  #: --no-dereference: symbolic links compared as links
    #: the if-then-else output (-D NAME, --*-group-format, --*-line-format): GNU's format
    #: of each kind of group (unchanged, old, new, changed) and of line (old, new, unchanged)
    group_formats: dict[str, str] = field(default_factory=dict[str, str])
    line_formats: dict[str, str] = field(default_factory=dict[str, str])


#: SGR sequences of GNU diff's default palette (hd=1:ad=32:de=31:ln=36), and the reset
_HEADER, _ADDED, _DELETED, _LINE_NO, _RESET = (
    b"\x1b[1m",
    b"\x1b[32m",
    b"\x1b[31m",
    b"\x1b[36m",
    b"\x1b[0m",
)


@dataclass
class _File:
    name: str
    data: bytes | None  # None: nonexistent (treated as empty with -N)
    mtime: float = 0.0
    is_dir: bool = False


def _dec(b: bytes) -> str:
    return b.decode("utf-8", "surrogateescape")


def _enc(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape")


def _fmt_time(t: float | None) -> str:
    if t is None:
        return _EPOCH
    ns_total = round(t * 1_000_000_000)
    sec, ns = divmod(ns_total, 1_000_000_000)
    import datetime  # on use: ~1.5 ms to import

    dt = datetime.datetime.fromtimestamp(sec, datetime.UTC)
    return dt.strftime("%Y-%m-%d %H:%M:%S") + f".{ns:09d} +0000"


def _switch_string(args: list[str]) -> str:
    """The options of the command line as GNU's ``option_list`` shows them."""
    out: list[str] = []
    i = 0
    n = len(args)
    while i < n:
        a = args[i]
        i += 1
        if a == "--":
            out.append(a)
            break
        if a.startswith("--"):
            out.append(a)
            name = a[2:].partition("=")[0]
            if "=" not in a:
                for o in SPEC.opts:
                    if o.arg.value == 1 and any(ln.startswith(name) for ln in o.long):
                        if i < n:
                            out.append(args[i])
                            i += 1
                        break
            continue
        if a.startswith("-") and a != "-":
            out.append(a)
            for j, c in enumerate(a[1:], start=1):
                if c in _ARG_SHORT:
                    if j == len(a) - 1 and i < n:
                        out.append(args[i])
                        i += 1
                    break
    return "".join(" " + _shell_quote(x) for x in out)


def _shell_quote(arg: str) -> str:
    """GNU's quoting of the options shown: quotearg's shell style (``=`` quoted, a ``'``
    in double quotes when nothing else needs escaping there)."""
    return shell_quote(arg, escape=False)


class _Differ:
    """Runs one ``diff`` invocation: owns the options, output and the stdin cache."""

    def __init__(self, ctx: CommandContext, o: _Opts) -> None:
        self.ctx = ctx
        self.o = o
        self.stdin_data: bytes | None = None
        self.out = ctx.stdout
        self.norm = make_normalizer(o.ignore_case, o.white)
        self.trivial = self._make_trivial()

    # -- helpers -----------------------------------------------------------------------------
    def err(self, msg: str) -> None:
        self.ctx.stderr.write(_enc(f"diff: {msg}\n"))

    def _make_trivial(self) -> Callable[[bytes], bool] | None:
        o = self.o
        if not o.ignore_blank and not o.ignore_res:
            return None
        skip_white = o.ignore_blank and o.white >= 2
        skip_leading = skip_white and o.white >= 4
        res = o.ignore_res

        def trivial(line: bytes) -> bool:
            body = line[:-1] if line.endswith(b"\n") else line
            if o.ignore_blank:
                p = body
                if skip_white:
                    stripped = body.lstrip(b" \t\v\f\r")
                    if not stripped or skip_leading:
                        p = stripped
                if len(p) == 0:
                    return True
            if res:
                s = _dec(body)
                return any(r.search(s) for r in res)
            return False

        return trivial

    def load(self, path: str) -> _File:
        """Stat and read an operand; raises FSError."""
        ctx = self.ctx
        if path == "-":
            if self.stdin_data is None:
                self.stdin_data = ctx.stdin_stream.read()
            return _File(path, self.stdin_data, ctx.fs.clock() if ctx.fs is not None else 0.0)
        full = operand_path(ctx, path)
        if full.startswith("/dev/") and full not in ("/dev/null",):
            data = ctx.open_input(path).read()
            return _File(path, data, ctx.fs.clock())
        st = ctx.fs.stat(full)
        if st.kind == "dir":
            return _File(path, b"", st.st_mtime, True)
        data = ctx.open_input(path).read()
        return _File(path, data, st.st_mtime)

    def exists(self, path: str) -> bool:
        if path == "-":
            return True
        return bool(path) and self.ctx.fs.exists(self.ctx.abspath(path))

    # -- top level ---------------------------------------------------------------------------
    def compare(self, n0: str, n1: str, depth: int) -> int:
        links = self._links(n0, n1) if self.o.no_deref else None
        if links is not None:
            return links
        files: list[_File | None] = []
        status = 0
        for name in (n0, n1):
            try:
                files.append(self.load(name))
            except FSError as e:
                files.append(None)
                if e.strerror == "No such file or directory" and (
                    self.o.new_file or (self.o.unidir_new and name is n0)
                ):
                    continue
                self.err(f"{name}: {e.strerror}")
                status = 2
        if status:
            return 2
        f0, f1 = files
        if f0 is None and f1 is None:
            self.err(f"{n0}: No such file or directory")
            self.err(f"{n1}: No such file or directory")
            return 2
        # (-N: a missing file is an empty one, or an empty directory beside a directory)
        if f0 is None:
            assert f1 is not None
            f0 = _File(n0, b"" if f1.is_dir else None, is_dir=f1.is_dir)
        if f1 is None:
            f1 = _File(n1, b"" if f0.is_dir else None, is_dir=f0.is_dir)
        if f0.is_dir and f1.is_dir:
            if self.o.style == "ifdef":
                self.err("-D option not supported with directories")
                return 2
            if self._same_dir(n0, n1):  # (a directory against itself: nothing to tell)
                return 0
            if depth > 0 and not self.o.recursive:
                self._line(f"Common subdirectories: {n0} and {n1}\n")
                return 0
            return self.diff_dirs(n0, n1, depth)
        if f0.is_dir != f1.is_dir:
            if depth == 0:
                if f0.is_dir:
                    n0 = _join(n0, _basename(n1))
                else:
                    n1 = _join(n1, _basename(n0))
                return self._compare_resolved(n0, n1)
            k0 = "directory" if f0.is_dir else "regular file"
            k1 = "directory" if f1.is_dir else "regular file"
            if f0.data is not None and not f0.is_dir and not f0.data:
                k0 = "regular empty file"
            if f1.data is not None and not f1.is_dir and not f1.data:
                k1 = "regular empty file"
            self._line(f"File {n0} is a {k0} while file {n1} is a {k1}\n")
            return 1
        return self.diff_files(f0, f1, depth)

    def _same_dir(self, n0: str, n1: str) -> bool:
        fs = self.ctx.fs
        try:
            s0, s1 = fs.stat(self.ctx.abspath(n0)), fs.stat(self.ctx.abspath(n1))
        except FSError:
            return False
        return (s0.st_dev, s0.st_ino) == (s1.st_dev, s1.st_ino)

    def _links(self, n0: str, n1: str) -> int | None:
        """--no-dereference with a symbolic link among N0 and N1: compared as links (the
        status), else None."""
        fs = self.ctx.fs
        kinds: list[str] = []
        for name in (n0, n1):
            try:
                kinds.append("" if name == "-" else fs.lstat(operand_path(self.ctx, name)).kind)
            except FSError:
                return None
        if "symlink" not in kinds:
            return None
        if kinds[0] != kinds[1]:
            words = {"symlink": "symbolic link", "dir": "directory", "file": "regular file"}
            k0, k1 = (words.get(k, "file") for k in kinds)
            self._line(f"File {n0} is a {k0} while file {n1} is a {k1}\n")
            return 1
        t0 = fs.readlink(self.ctx.abspath(n0))
        t1 = fs.readlink(self.ctx.abspath(n1))
        if t0 != t1:
            self._line(f"Symbolic links {n0} and {n1} differ\n")
            return 1
        if self.o.report_same:
            self._line(f"Files {n0} and {n1} are identical\n")
        return 0

    def _compare_resolved(self, n0: str, n1: str) -> int:
        """``diff DIR FILE``: DIR/FILE against FILE (no further directory resolution)."""
        try:
            f0 = self.load(n0)
            f1 = self.load(n1)
        except FSError as e:
            self.err(f"{n0 if not self.exists(n0) else n1}: {e.strerror}")
            return 2
        if f0.is_dir or f1.is_dir:
            return self.compare(n0, n1, 1)
        return self.diff_files(f0, f1, 0)

    def _line(self, s: str) -> None:
        self.out.write(_enc(s))

    def _excluded(self, name: str) -> bool:
        return any(fnmatch.fnmatchcase(name, p) for p in self.o.excludes)

    def diff_dirs(self, d0: str, d1: str, depth: int) -> int:
        fs = self.ctx.fs
        names0 = [] if not self.exists(d0) else list(fs.listdir(self.ctx.abspath(d0)))
        names1 = [] if not self.exists(d1) else list(fs.listdir(self.ctx.abspath(d1)))
        s0 = {n for n in names0 if not self._excluded(n)}
        s1 = {n for n in names1 if not self._excluded(n)}
        names = sorted(s0 | s1)
        if depth == 0 and self.o.starting_file is not None:
            names = [n for n in names if n >= self.o.starting_file]
        status = 0
        for name in names:
            self.ctx.check()
            p0 = _join(d0, name)
            p1 = _join(d1, name)
            if name in s0 and name in s1:
                st = self.compare(p0, p1, depth + 1)
            elif name in s0:
                if self.o.new_file:
                    st = self.compare(p0, p1, depth + 1)
                else:
                    self._line(f"Only in {d0}: {name}\n")
                    st = 1
            elif self.o.new_file or self.o.unidir_new:
                st = self.compare(p0, p1, depth + 1)
            else:
                self._line(f"Only in {d1}: {name}\n")
                st = 1
            status = max(status, st)
        return status

    # -- two files ---------------------------------------------------------------------------
    def diff_files(self, f0: _File, f1: _File, depth: int) -> int:
        o = self.o
        d0 = f0.data if f0.data is not None else b""
        d1 = f1.data if f1.data is not None else b""
        if o.strip_cr:
            d0 = d0.replace(b"\r\n", b"\n")
            d1 = d1.replace(b"\r\n", b"\n")
        header = f"diff{o.switches} {f0.name} {f1.name}\n" if depth > 0 else ""
        trouble = 0
        binary0 = not o.text and (b"\0" in d0 or b"\0" in d1)
        if o.style in ("ed", "forward_ed") and not binary0:
            # ed scripts cannot express a missing newline: GNU warns and completes the line.
            if d0 and not d0.endswith(b"\n"):
                self.err(f"{f0.name}: No newline at end of file\n")
                d0 += b"\n"
                trouble = 2
            if d1 and not d1.endswith(b"\n"):
                self.err(f"{f1.name}: No newline at end of file\n")
                d1 += b"\n"
                trouble = 2
        if d0 == d1 and not (o.style in ("sdiff", "ifdef") and not o.brief):
            if o.report_same:
                self._line(f"Files {f0.name} and {f1.name} are identical\n")
            return trouble
        binary = not o.text and (b"\0" in d0 or b"\0" in d1)
        if binary:
            if o.brief:
                self._line(f"Files {f0.name} and {f1.name} differ\n")
            else:
                self._line(f"Binary files {f0.name} and {f1.name} differ\n")
            return 1
        lines0 = split_lines(d0)
        lines1 = split_lines(d1)
        horizon = max(o.horizon, o.context if o.style in ("context", "unified") else 0)
        changes = compute_changes(lines0, lines1, self.norm, horizon, o.minimal, self.ctx.check)
        if self.trivial is not None:
            significant = any(analyze_hunk([c], lines0, lines1, self.trivial)[0] for c in changes)
        else:
            significant = bool(changes)
        if not significant and o.style in ("sdiff", "ifdef") and not o.brief:
            _Output(self, f0, f1, lines0, lines1, header).run(changes)
            return 0
        if not significant:
            if o.report_same:
                self._line(f"Files {f0.name} and {f1.name} are identical\n")
            return trouble
        if o.brief:
            self._line(f"Files {f0.name} and {f1.name} differ\n")
            return 1
        out = _Output(self, f0, f1, lines0, lines1, header)
        out.run(changes)
        return max(1, trouble)


def _join(d: str, name: str) -> str:
    return d + name if d.endswith("/") else d + "/" + name


def _basename(p: str) -> str:
    s = p.rstrip("/")
    return s.rsplit("/", 1)[-1] if s else "/"


class _Output:
    """Prints the hunks of one pair of files in the selected format."""

    def __init__(
        self,
        d: _Differ,
        f0: _File,
        f1: _File,
        lines0: list[bytes],
        lines1: list[bytes],
        header: str,
    ) -> None:
        self.d = d
        self.o = d.o
        self.f0 = f0
        self.f1 = f1
        self.l0 = lines0
        self.l1 = lines1
        self.header = header
        self.started = False
        self.buf: list[bytes] = []
        self.last_search = 0
        self.last_match: int | None = None

    def begin(self) -> None:
        if self.started:
            return
        self.started = True
        o = self.o
        w = self.buf.append
        if self.header:
            w(_enc(self.header))
        if o.style in ("context", "unified"):
            a, b = ("***", "---") if o.style == "context" else ("---", "+++")
            w(self.paint(_HEADER, _enc(f"{a} {self._label(0)}")))
            w(self.paint(_HEADER, _enc(f"{b} {self._label(1)}")))

    def paint(self, sgr: bytes, text: bytes) -> bytes:
        """A line of TEXT (no newline), coloured with SGR under --color=always."""
        return sgr + text + _RESET + b"\n" if self.o.color else text + b"\n"

    def _label(self, i: int) -> str:
        o = self.o
        if len(o.labels) > i:
            return o.labels[i]
        f = self.f0 if i == 0 else self.f1
        return f"{f.name}\t{_fmt_time(f.mtime if f.data is not None else None)}"

    def flush(self) -> None:
        if self.buf:
            self.d.out.write(b"".join(self.buf))
            self.buf = []

    def run(self, changes: list[Change]) -> None:
        o = self.o
        st = o.style
        if st == "ifdef":
            self.begin()
            self.ifdef_all(changes)
        elif st == "ed":
            for c in reversed(changes):
                self.ed_hunk([c])
        elif st == "forward_ed":
            for c in changes:
                self.forward_ed_hunk([c])
        elif st in ("context", "unified"):
            if self.d.trivial is not None:
                for c in changes:
                    c.ignore = not analyze_hunk([c], self.l0, self.l1, self.d.trivial)[0]
            i = 0
            n = len(changes)
            ctxn = o.context
            while i < n:
                j = i
                while j + 1 < n:
                    top0 = changes[j].line0 + changes[j].deleted
                    nxt = changes[j + 1]
                    thresh = ctxn if nxt.ignore else 2 * ctxn + 1
                    if nxt.line0 - top0 < thresh:
                        j += 1
                    else:
                        break
                hunk = changes[i : j + 1]
                if st == "context":
                    self.context_hunk(hunk)
                else:
                    self.unified_hunk(hunk)
                i = j + 1
                if len(self.buf) > 512:
                    self.flush()
        elif st == "sdiff":
            self.next0 = 0
            self.next1 = 0
            self.begin()
            for c in changes:
                self.sdiff_hunk([c])
                if len(self.buf) > 512:
                    self.flush()
            self.sdiff_common(len(self.l0), len(self.l1))
        elif (
            st == "normal"
            and self.d.trivial is None
            and not (o.expand_tabs or o.initial_tab or o.suppress_blank_empty or o.color)
        ):
            self.normal_plain(changes)
        else:
            for c in changes:
                if st == "rcs":
                    self.rcs_hunk([c])
                else:
                    self.normal_hunk([c])
                if len(self.buf) > 512:
                    self.flush()
        self.flush()

    # -- line printing -----------------------------------------------------------------------
    def _expand(self, body: bytes) -> bytes:
        if not self.o.expand_tabs or b"\t" not in body:
            return body
        ts = self.o.tabsize
        out = bytearray()
        col = 0
        for ch in body:
            if ch == 9:
                k = ts - col % ts
                out += b" " * k
                col += k
            else:
                out.append(ch)
                if ch == 8:
                    col = max(0, col - 1)
                elif ch == 13:
                    col = 0
                else:
                    col += 1
        return bytes(out)

    def line(self, flag: str, line: bytes, sgr: bytes = b"") -> None:
        """``print_1_line``: flag, separator, text, and the missing-newline marker (the
        flag and text coloured with SGR under --color=always)."""
        w = self.buf.append
        o = self.o
        sgr = sgr if o.color else b""
        if sgr:
            w(sgr)
        if flag:
            if o.suppress_blank_empty and line == b"\n":
                w(_enc(flag.rstrip(" ") if flag.strip() else flag[:1]))
            else:
                w(_enc(flag + ("\t" if o.initial_tab else " ")))
        body = line[:-1] if line.endswith(b"\n") else line
        w(self._expand(body))
        if sgr:
            w(_RESET)
        if line.endswith(b"\n"):
            w(b"\n")
        elif flag:
            w(b"\n\\ No newline at end of file\n")

    def lines(self, flag: str, lines: list[bytes], sgr: bytes = b"") -> None:
        """:meth:`line` for each of ``lines`` (see :meth:`_batch`)."""
        self._batch(lines, _enc(flag + " "), partial(self.line, flag, sgr=sgr))

    def ulines(self, flag: str, lines: list[bytes]) -> None:
        """:meth:`uline` for each of ``lines`` (see :meth:`_batch`)."""
        self._batch(lines, _enc(flag), partial(self.uline, flag))

    def _batch(self, lines: list[bytes], prefix: bytes, one: Callable[[bytes], None]) -> None:
        """``one(line)`` for each of ``lines``; in one step (``prefix`` + each line) when no
        option changes a line and all end with a newline (only a file's last may not)."""
        o = self.o
        if (
            o.expand_tabs
            or o.suppress_blank_empty
            or o.initial_tab
            or o.color
            or not lines[-1:]
            or (not lines[-1].endswith(b"\n"))
        ):
            for ln in lines:
                one(ln)
            return
        self.buf.extend(map(prefix.__add__, lines))

    def uline(self, flag: str, line: bytes) -> None:
        w = self.buf.append
        o = self.o
        sgr = (_DELETED if flag == "-" else _ADDED if flag == "+" else b"") if o.color else b""
        if sgr:
            w(sgr)
        if flag == " ":
            if not (o.suppress_blank_empty and line == b"\n"):
                w(b"\t" if o.initial_tab else b" ")
        else:
            w(_enc(flag))
            if o.initial_tab and not (o.suppress_blank_empty and line == b"\n"):
                w(b"\t")
        body = line[:-1] if line.endswith(b"\n") else line
        w(self._expand(body))
        if sgr:
            w(_RESET)
        if line.endswith(b"\n"):
            w(b"\n")
        else:
            w(b"\n\\ No newline at end of file\n")

    # -- formats -----------------------------------------------------------------------------
    @staticmethod
    def _range(a: int, b: int) -> str:
        """``print_number_range`` with 1-based translated a..b."""
        return f"{a},{b}" if b > a else f"{b}"

    def normal_hunk(self, hunk: list[Change]) -> None:
        ch, f0, l0, f1, l1 = analyze_hunk(hunk, self.l0, self.l1, self.d.trivial)
        if not ch:
            return
        self.begin()
        letter = " dac"[ch]
        rng = f"{self._range(f0 + 1, l0 + 1)}{letter}{self._range(f1 + 1, l1 + 1)}"
        self.buf.append(self.paint(_LINE_NO, _enc(rng)))
        if ch & 1:
            self.lines("<", self.l0[f0 : l0 + 1], _DELETED)
        if ch == 3:
            self.buf.append(b"---\n")
        if ch & 2:
            self.lines(">", self.l1[f1 : l1 + 1], _ADDED)

    def normal_plain(self, changes: list[Change]) -> None:
        """:meth:`normal_hunk` of each change when no option changes a line and no change
        is ignorable (``-B``/``-I``): the hunk's lines are written at once, a hunk with a
        file's incomplete last line aside."""
        if not changes:
            return
        self.begin()
        buf = self.buf
        l0 = self.l0
        l1 = self.l1
        n0 = len(l0)
        n1 = len(l1)
        cut0 = n0 if l0 and not l0[-1].endswith(b"\n") else -1  # (an incomplete last line)
        cut1 = n1 if l1 and not l1[-1].endswith(b"\n") else -1
        for c in changes:
            f0 = c.line0
            e0 = f0 + c.deleted
            f1 = c.line1
            e1 = f1 + c.inserted
            if (c.deleted and e0 == cut0) or (c.inserted and e1 == cut1):
                self.normal_hunk([c])
                continue
            r0 = f"{f0 + 1},{e0}" if e0 > f0 + 1 else f"{e0}"
            r1 = f"{f1 + 1},{e1}" if e1 > f1 + 1 else f"{e1}"
            if not c.inserted:
                buf.append(f"{r0}d{r1}\n".encode())
                buf.extend(map(b"< ".__add__, l0[f0:e0]))
            elif not c.deleted:
                buf.append(f"{r0}a{r1}\n".encode())
                buf.extend(map(b"> ".__add__, l1[f1:e1]))
            else:
                buf.append(f"{r0}c{r1}\n".encode())
                buf.extend(map(b"< ".__add__, l0[f0:e0]))
                buf.append(b"---\n")
                buf.extend(map(b"> ".__add__, l1[f1:e1]))
            if len(buf) > 4096:
                self.flush()
                buf = self.buf

    def ifdef_all(self, changes: list[Change]) -> None:
        """The if-then-else output (-D, --*-format; GNU's print_ifdef_script): each run of
        common lines in the unchanged group format, each change in the old, new or changed
        group format (a change of only ignorable lines joins the common lines)."""
        gf = self.o.group_formats
        n0, n1 = len(self.l0), len(self.l1)
        next0 = next1 = 0
        trivial = self.d.trivial
        same = _group_ops(gf["unchanged"])
        kinds = [_group_ops(gf[k]) for k in _GROUP_KINDS]
        for c in changes:
            if trivial is not None:
                ch, first0, last0, first1, last1 = analyze_hunk([c], self.l0, self.l1, trivial)
                if not ch:
                    continue
            else:
                ch = (1 if c.deleted else 0) | (2 if c.inserted else 0)
                first0, first1 = c.line0, c.line1
                last0, last1 = first0 + c.deleted - 1, first1 + c.inserted - 1
            if next0 < first0 or next1 < first1:
                self._group(same, (next0, first0, next1, first1))
            next0, next1 = last0 + 1, last1 + 1
            self._group(kinds[ch], (first0, next0, first1, next1))
        if next0 < n0 or next1 < n1:
            self._group(same, (next0, n0, next1, n1))

    def _group(self, ops: _Ops, g: tuple[int, int, int, int]) -> None:
        """A group format (compiled by :func:`_group_ops`) for the group G (from0, upto0,
        from1, upto1)."""
        w = self.buf.append
        for op in ops:
            if isinstance(op, bytes):
                w(op)
            elif isinstance(op, str):
                lf = self.o.line_formats
                if op == ">":
                    self._format_lines(lf["new"], self.l1, g[2], g[3])
                else:
                    self._format_lines(lf["old" if op == "<" else "unchanged"], self.l0, g[0], g[1])
            elif len(op) == 2:
                w(_enc(op[0] % _letter_value(g, op[1])))
            else:
                a, b, then, other = op
                va = a if isinstance(a, int) else _letter_value(g, a)
                vb = b if isinstance(b, int) else _letter_value(g, b)
                self._group(then if va == vb else other, g)

    def _format_lines(self, fmt: str, lines: list[bytes], lo: int, hi: int) -> None:
        """GNU's print_ifdef_lines: each line of LINES[LO:HI] in the line format FMT."""
        w = self.buf.append
        if fmt in ("%l\n", "%L") and not self.o.expand_tabs and lo < hi:  # (GNU's fast path)
            chunk = b"".join(lines[lo:hi])
            w(chunk + b"\n" if fmt == "%l\n" and not chunk.endswith(b"\n") else chunk)
            return
        ops = _line_ops(fmt)
        expand = self._expand
        for k in range(lo, hi):
            line = lines[k]
            for op in ops:
                if isinstance(op, bytes):
                    w(op)
                elif op == "l":
                    w(expand(line[:-1] if line.endswith(b"\n") else line))
                elif op == "L":
                    w(expand(line))
                else:
                    w(_enc(op % (k + 1)))

    def forward_ed_hunk(self, hunk: list[Change]) -> None:
        """``-f``: the command letter first, hunks in file order, inserted lines as they
        are (GNU's pr_forward_ed_hunk)."""
        ch, f0, l0, f1, l1 = analyze_hunk(hunk, self.l0, self.l1, self.d.trivial)
        if not ch:
            return
        self.begin()
        w = self.buf.append
        w(_enc(f"{' dac'[ch]}{self._range(f0 + 1, l0 + 1).replace(',', ' ')}\n"))
        if ch != 1:
            for i in range(f1, l1 + 1):
                w(self.l1[i])
            w(b".\n")

    def ed_hunk(self, hunk: list[Change]) -> None:
        ch, f0, l0, f1, l1 = analyze_hunk(hunk, self.l0, self.l1, self.d.trivial)
        if not ch:
            return
        self.begin()
        w = self.buf.append
        w(_enc(f"{self._range(f0 + 1, l0 + 1)}{' dac'[ch]}\n"))
        if ch != 1:
            insert_mode = True
            for i in range(f1, l1 + 1):
                if not insert_mode:
                    w(b"a\n")
                    insert_mode = True
                ln = self.l1[i]
                if ln == b".\n":
                    w(b"..\n.\ns/.//\n")
                    insert_mode = False
                else:
                    w(ln)
            if insert_mode:
                w(b".\n")

    def rcs_hunk(self, hunk: list[Change]) -> None:
        ch, f0, l0, f1, l1 = analyze_hunk(hunk, self.l0, self.l1, self.d.trivial)
        if not ch:
            return
        self.begin()
        w = self.buf.append
        tf0, tl0 = f0 + 1, l0 + 1
        if ch & 1:
            w(_enc(f"d{tf0} {tl0 - tf0 + 1 if tf0 <= tl0 else 1}\n"))
        if ch & 2:
            tf1, tl1 = f1 + 1, l1 + 1
            w(_enc(f"a{tl0} {tl1 - tf1 + 1 if tf1 <= tl1 else 1}\n"))
            for i in range(f1, l1 + 1):
                w(self.l1[i])

    def _find_function(self, linenum: int) -> bytes | None:
        rx = self.o.function_re
        if rx is None:
            return None
        i = linenum
        last = self.last_search
        self.last_search = i
        while last <= i - 1:
            i -= 1
            ln = self.l0[i]
            body = ln[:-1] if ln.endswith(b"\n") else ln
            if rx.search(_dec(body)):
                self.last_match = i
                return ln
        if self.last_match is not None:
            return self.l0[self.last_match]
        return None

    @staticmethod
    def _function_text(fn: bytes) -> bytes:
        body = fn[:-1] if fn.endswith(b"\n") else fn
        i = 0
        while i < len(body) and body[i] in b" \t\v\f\r":
            i += 1
        j = i
        while j < i + 40 and j < len(body):
            j += 1
        while i < j and body[j - 1] in b" \t\v\f\r\n":
            j -= 1
        return b" " + body[i:j]

    def _bounds(self, f0: int, l0: int, f1: int, l1: int) -> tuple[int, int, int, int]:
        c = self.o.context
        return (
            max(f0 - c, 0),
            min(l0 + c, len(self.l0) - 1),
            max(f1 - c, 0),
            min(l1 + c, len(self.l1) - 1),
        )

    def unified_hunk(self, hunk: list[Change]) -> None:
        ch, f0, l0, f1, l1 = analyze_hunk(hunk, self.l0, self.l1, self.d.trivial)
        if not ch:
            return
        f0, l0, f1, l1 = self._bounds(f0, l0, f1, l1)
        fn = self._find_function(f0)
        self.begin()
        w = self.buf.append
        w(
            self.paint(
                _LINE_NO, _enc(f"@@ -{_urange(f0 + 1, l0 + 1)} +{_urange(f1 + 1, l1 + 1)} @@")
            )
        )
        if fn is not None:  # (after the line's newline: put back before it)
            self.buf[-1] = self.buf[-1][:-1] + self._function_text(fn) + b"\n"
        i = f0
        j = f1
        k = 0
        nh = len(hunk)
        while i <= l0 or j <= l1:
            if k >= nh or i < hunk[k].line0:
                # the unchanged lines up to the next change (or the hunk's end)
                n = (hunk[k].line0 if k < nh else l0 + 1) - i
                self.ulines(" ", self.l0[i : i + n])
                i += n
                j += n
            else:
                c = hunk[k]
                self.ulines("-", self.l0[i : i + c.deleted])
                i += c.deleted
                self.ulines("+", self.l1[j : j + c.inserted])
                j += c.inserted
                k += 1

    def context_hunk(self, hunk: list[Change]) -> None:
        ch, f0, l0, f1, l1 = analyze_hunk(hunk, self.l0, self.l1, self.d.trivial)
        if not ch:
            return
        f0, l0, f1, l1 = self._bounds(f0, l0, f1, l1)
        fn = self._find_function(f0)
        self.begin()
        w = self.buf.append
        w(b"***************")
        if fn is not None:
            w(self._function_text(fn))
        w(b"\n")
        w(self.paint(_LINE_NO, _enc(f"*** {_crange(f0 + 1, l0 + 1)} ****")))
        if ch & 1:
            k = 0
            for i in range(f0, l0 + 1):
                while k < len(hunk) and hunk[k].line0 + hunk[k].deleted <= i:
                    k += 1
                prefix = " "
                if k < len(hunk) and hunk[k].line0 <= i:
                    prefix = "!" if hunk[k].inserted > 0 else "-"
                self.line(prefix, self.l0[i], _DELETED)
        w(self.paint(_LINE_NO, _enc(f"--- {_crange(f1 + 1, l1 + 1)} ----")))
        if ch & 2:
            k = 0
            for i in range(f1, l1 + 1):
                while k < len(hunk) and hunk[k].line1 + hunk[k].inserted <= i:
                    k += 1
                prefix = " "
                if k < len(hunk) and hunk[k].line1 <= i:
                    prefix = "!" if hunk[k].deleted > 0 else "+"
                self.line(prefix, self.l1[i], _ADDED)

    # -- side by side ------------------------------------------------------------------------
    next0 = 0
    next1 = 0

    def _geometry(self) -> tuple[int, int]:
        width = self.o.width
        t = 1 if self.o.expand_tabs else self.o.tabsize
        off = (width + t + 3) // (2 * t) * t
        hw = max(0, min(off - 3, width - off))
        c2o = off if hw < off else width
        return hw, c2o

    def _tab_from_to(self, frm: int, to: int) -> int:
        w = self.buf.append
        ts = self.o.tabsize
        if not self.o.expand_tabs:
            tab = frm + ts - frm % ts
            while tab <= to:
                w(b"\t")
                frm = tab
                tab += ts
        if frm < to:
            w(b" " * (to - frm))
        return to

    def _half(self, line: bytes, indent: int, bound: int) -> int:
        w = self.buf.append
        ts = self.o.tabsize
        in_pos = 0
        out_pos = 0
        out = bytearray()
        i = 0
        n = len(line)
        while i < n:
            c = line[i]
            i += 1
            if c == 9:
                spaces = ts - in_pos % ts
                if in_pos == out_pos:
                    tabstop = out_pos + spaces
                    if self.o.expand_tabs:
                        tabstop = min(tabstop, bound)
                        if out_pos < tabstop:
                            out += b" " * (tabstop - out_pos)
                            out_pos = tabstop
                    elif tabstop < bound:
                        out_pos = tabstop
                        out.append(c)
                in_pos += spaces
            elif c == 13:
                out.append(c)
                w(bytes(out))
                out = bytearray()
                self._tab_from_to(0, indent)
                in_pos = out_pos = 0
            elif c == 8:
                if in_pos != 0:
                    in_pos -= 1
                    if in_pos < bound:
                        if out_pos <= in_pos:
                            out += b" " * (in_pos - out_pos)
                            out_pos = in_pos
                        else:
                            out_pos = in_pos
                            out.append(c)
            elif c == 10:
                break
            elif 32 <= c < 127:
                if in_pos < bound:
                    in_pos += 1
                    out_pos = in_pos
                    out.append(c)
                else:
                    in_pos += 1
            elif c >= 0xC0:
                # one UTF-8 character: width 1 (wide characters are rare in agents' files)
                j = i
                while j < n and 0x80 <= line[j] < 0xC0 and j - i < 3:
                    j += 1
                if in_pos < bound:
                    in_pos += 1
                    out_pos = in_pos
                    out += line[i - 1 : j]
                else:
                    in_pos += 1
                i = j
            else:
                if in_pos < bound:
                    out.append(c)
        w(bytes(out))
        return out_pos

    def sdiff_line(self, left: bytes | None, sep: str, right: bytes | None) -> None:
        hw, c2o = self._geometry()
        col = 0
        put_nl = False
        if left is not None:
            put_nl = put_nl or left.endswith(b"\n")
            col = self._half(left, 0, hw)
        if sep != " ":
            col = self._tab_from_to(col, (hw + c2o - 1) // 2) + 1
            if sep == "|" and right is not None and put_nl != right.endswith(b"\n"):
                sep = "/" if put_nl else "\\"
            self.buf.append(_enc(sep))
        if right is not None:
            put_nl = put_nl or right.endswith(b"\n")
            if right[:1] != b"\n":
                col = self._tab_from_to(col, c2o)
                self._half(right, col, hw)
        if put_nl:
            self.buf.append(b"\n")

    def sdiff_common(self, limit0: int, limit1: int) -> None:
        i0, i1 = self.next0, self.next1
        if not self.o.suppress_common and (i0 != limit0 or i1 != limit1):
            if not self.o.left_column:
                while i0 != limit0 and i1 != limit1:
                    self.sdiff_line(self.l0[i0], " ", self.l1[i1])
                    i0 += 1
                    i1 += 1
            else:
                while i0 != limit0 and i1 != limit1:
                    self.sdiff_line(self.l0[i0], "(", None)
                    i0 += 1
                    i1 += 1
            while i0 != limit0:
                self.sdiff_line(self.l0[i0], "(", None)
                i0 += 1
            while i1 != limit1:
                self.sdiff_line(None, ")", self.l1[i1])
                i1 += 1
        self.next0 = limit0
        self.next1 = limit1

    def sdiff_hunk(self, hunk: list[Change]) -> None:
        ch, f0, l0, f1, l1 = analyze_hunk(hunk, self.l0, self.l1, self.d.trivial)
        if not ch:
            return
        self.sdiff_common(f0, f1)
        if ch == 3:
            i, j = f0, f1
            while i <= l0 and j <= l1:
                self.sdiff_line(self.l0[i], "|", self.l1[j])
                i += 1
                j += 1
            ch = (1 if i <= l0 else 0) + (2 if j <= l1 else 0)
            self.next0 = f0 = i
            self.next1 = f1 = j
        # (coloured as GNU does: the reset after the line's newline)
        sgr = self.o.color
        if ch & 2:
            for j in range(f1, l1 + 1):
                self.buf.append(_ADDED) if sgr else None
                self.sdiff_line(None, ">", self.l1[j])
                self.buf.append(_RESET) if sgr else None
            self.next1 = l1 + 1
        if ch & 1:
            for i in range(f0, l0 + 1):
                self.buf.append(_DELETED) if sgr else None
                self.sdiff_line(self.l0[i], "<", None)
                self.buf.append(_RESET) if sgr else None
            self.next0 = l0 + 1


def _urange(a: int, b: int) -> str:
    if b <= a:
        return f"{b},0" if b < a else f"{b}"
    return f"{a},{b - a + 1}"


def _crange(a: int, b: int) -> str:
    return f"{b}" if b <= a else f"{a},{b}"


def _context_arg(v: str) -> int:
    if not v.isdigit():
        raise _Trouble(f"invalid context length '{v}'")
    return int(v)


def _build_opts(ctx: CommandContext, opts: list[tuple[str, str | None]]) -> _Opts:
    from agentsh.regex import compile_bre

    o = _Opts()
    style: str | None = None
    # GNU: -c/-u mean at least 3 lines, -C/-U N at least N (the largest wins); the obsolete
    # -NUM (digits of options in a row, -1 -2 is 12) overrides a larger implicit context
    context = -1
    explicit = False
    ocontext = -1
    prev = ""
    white = 0

    def set_style(s: str) -> None:
        nonlocal style
        if style is not None and style != s:
            raise _Trouble("conflicting output style options")
        style = s

    for key, val in opts:
        v = val or ""
        was, prev = prev, key
        if key == "digits":
            ocontext = int(v) + (ocontext * 10 ** len(v) if was == "digits" else 0)
        elif key == "normal":
            set_style("normal")
        elif key == "q":
            o.brief = True
        elif key == "s":
            o.report_same = True
        elif key in ("c", "C", "context", "u", "U", "unified"):
            set_style("context" if key in ("c", "C", "context") else "unified")
            context = max(context, 3 if val is None else _context_arg(v))
            explicit = explicit or key in ("C", "context", "U", "unified")
        elif key == "e":
            set_style("ed")
        elif key == "f":
            set_style("forward_ed")
        elif key == "n":
            set_style("rcs")
        elif key == "y":
            set_style("sdiff")
        elif key == "W":
            if not v.isdigit() or int(v) == 0:
                raise _Trouble(f"invalid width '{v}'")
            o.width = int(v)
        elif key == "left-column":
            o.left_column = True
        elif key == "suppress-common-lines":
            o.suppress_common = True
        elif key == "p":
            o.function_re = re.compile(r"^[A-Za-z$_]")
        elif key == "F":
            o.function_re = _compile(compile_bre, v)
        elif key == "label":
            o.labels.append(v)
        elif key == "t":
            o.expand_tabs = True
        elif key == "T":
            o.initial_tab = True
        elif key == "tabsize":
            if not v.isdigit() or int(v) == 0:
                raise _Trouble(f"invalid tabsize '{v}'")
            o.tabsize = int(v)
        elif key == "suppress-blank-empty":
            o.suppress_blank_empty = True
        elif key == "r":
            o.recursive = True
        elif key == "N":
            o.new_file = True
        elif key == "unidirectional-new-file":
            o.unidir_new = True
        elif key == "x":
            o.excludes.append(v)
        elif key == "X":
            try:
                data = ctx.read_bytes(v)
            except FSError as e:
                raise _Trouble(f"{v}: {e.strerror}") from e
            o.excludes.extend(_dec(x) for x in data.split(b"\n") if x)
        elif key == "S":
            o.starting_file = v
        elif key == "i":
            o.ignore_case = True
        elif key == "E":
            white = max(white, 1) if white != 2 else 3
        elif key == "Z":
            white = max(white, 2) if white != 1 else 3
        elif key == "b":
            white = max(white, 4)
        elif key == "w":
            white = 5
        elif key == "B":
            o.ignore_blank = True
        elif key == "I":
            o.ignore_res.append(_compile(compile_bre, v))
        elif key == "a":
            o.text = True
        elif key == "strip-trailing-cr":
            o.strip_cr = True
        elif key == "d":
            o.minimal = True
        elif key == "horizon-lines":
            if not v.isdigit():
                raise _Trouble(f"invalid horizon length '{v}'")
            o.horizon = int(v)
        elif key == "color":
            if val is not None and v not in ("never", "always", "auto"):
                raise _Trouble(f"invalid color '{v}'")
            o.color = val == "always"  # (auto, the default of --color: no terminal here)
        elif key == "D":
            set_style("ifdef")
            formats = (
                "%=",
                f"#ifndef {v}\n%<#endif /* ! {v} */\n",
                f"#ifdef {v}\n%>#endif /* {v} */\n",
                f"#ifndef {v}\n%<#else /* {v} */\n%>#endif /* {v} */\n",
            )
            for kind, fmt in zip(_GROUP_KINDS, formats, strict=True):
                _specify(o.group_formats, kind, fmt, "-D")
        elif key == "no-dereference":
            o.no_deref = True
        elif key == "line-format":
            set_style("ifdef")
            for kind in ("old", "new", "unchanged"):
                _specify(o.line_formats, kind, v, "--line-format")
        elif key.endswith("-line-format"):
            set_style("ifdef")
            _specify(o.line_formats, key[: -len("-line-format")], v, f"--{key}")
        elif key.endswith("-group-format"):
            set_style("ifdef")
            _specify(o.group_formats, key[: -len("-group-format")], v, f"--{key}")
    o.style = style or "normal"
    o.white = white
    _default_formats(o)
    context = _with_obsolete(o, context, ocontext, explicit)
    if context >= 0:
        o.context = context
    return o


#: GNU's kinds of group, in its order (enum changes)
_GROUP_KINDS = ("unchanged", "old", "new", "changed")


def _specify(formats: dict[str, str], kind: str, fmt: str, option: str) -> None:
    """GNU's specify_value: a format given twice must be the same."""
    if formats.get(kind, fmt) != fmt:
        raise _Trouble(f"conflicting {option} option value '{fmt}'")
    formats[kind] = fmt


def _default_formats(o: _Opts) -> None:
    """The formats not given, as GNU fills them in: lines ``%l\n``; old and new groups the
    changed group's format if given, else ``%<`` and ``%>``; the changed group both."""
    if o.style != "ifdef":
        return
    lf, gf = o.line_formats, o.group_formats
    for kind in ("old", "new", "unchanged"):
        lf.setdefault(kind, "%l\n")
    changed = gf.get("changed")
    gf.setdefault("old", "%<" if changed is None else changed)
    gf.setdefault("new", "%>" if changed is None else changed)
    gf.setdefault("unchanged", "%=")
    gf.setdefault("changed", gf["old"] + gf["new"])


_DECIMAL = re.compile(r"[0-9]+")
#: a run of literal text in a format, by the character that ends it (None: the end)
_LITERAL = {
    None: re.compile(r"[^%]+"),
    ":": re.compile(r"[^%:]+"),
    ")": re.compile(r"[^%)]+"),
}
_PRINTF_SPEC = re.compile(r"%([-'0]*[0-9]*(?:\.[0-9]*)?)([cdoxX])")
_CHAR_LITERAL = re.compile(r"(?:\\([0-7]{1,3})|([^'\\\0]))'")


def _char_literal(m: re.Match[str]) -> bytes:
    """The character of a ``%c'C'`` or ``%c'\\OOO'`` (a byte: GNU's char)."""
    octal = m.group(1)
    return bytes([int(octal, 8) & 0xFF]) if octal is not None else _enc(m.group(2))


@lru_cache(maxsize=64)
def _line_ops(fmt: str) -> tuple[bytes | str, ...]:
    """A line format (GNU's print_ifdef_lines) as its pieces: bytes as they are, "l" and
    "L" the line without and with its newline, else the printf spec of its number."""
    ops: list[bytes | str] = []
    i, n = 0, len(fmt)
    while i < n:
        if fmt[i] != "%" or i + 1 >= n:
            m = _LITERAL[None].match(fmt, i + 1)
            stop = m.end() if m else i + 1
            ops.append(_enc(fmt[i:stop]))
            i = stop
            continue
        d = fmt[i + 1]
        if d in "%lL":
            ops.append(b"%" if d == "%" else d)
            i += 2
            continue
        m = _PRINTF_SPEC.match(fmt, i)
        if m is not None:
            j = m.end()
            if m.group(2) == "c":
                lit = _CHAR_LITERAL.match(fmt, j + 1) if fmt[j : j + 1] == "'" else None
                if lit is not None:
                    ops.append(_char_literal(lit))
                    i = lit.end()
                    continue
            elif fmt[j : j + 1] == "n":
                ops.append("%" + m.group(1).replace("'", "") + m.group(2))
                i = j + 1
                continue
        ops.append(b"%")  # (a bad directive: the '%' as it is)
        i += 1
    return tuple(ops)


#: a compiled group format: bytes as they are, "<" "=" ">" the lines, (printf spec,
#: letter) a number, (A, B, THEN, ELSE) a condition (A and B numbers or letters)
_Ops = tuple["bytes | str | tuple[str, str] | tuple[int | str, int | str, _Ops, _Ops]", ...]


@lru_cache(maxsize=64)
def _group_ops(fmt: str) -> _Ops:
    """GNU's format_group, compiled (what it prints does not change what it reads)."""
    return _compile_group(fmt, 0, None)[0]


def _compile_group(fmt: str, i: int, end: str | None) -> tuple[_Ops, int]:
    """The group format FMT from I up to the character END (None: its end), and the index
    reached."""
    ops: list[bytes | str | tuple[str, str] | tuple[int | str, int | str, _Ops, _Ops]] = []
    literal = _LITERAL[end]
    n = len(fmt)
    while i < n and fmt[i] != end:
        if fmt[i] != "%" or i + 1 >= n:
            m = literal.match(fmt, i + 1)
            stop = m.end() if m else i + 1
            ops.append(_enc(fmt[i:stop]))
            i = stop
            continue
        d = fmt[i + 1]
        if d in "%<=>":
            ops.append(b"%" if d == "%" else d)
            i += 2
            continue
        if d == "(":
            # %(A=B?THEN:ELSE), A and B each a number or a letter
            k = i + 2
            values: list[int | str] = []
            for sep in "=?":
                m = _DECIMAL.match(fmt, k)
                letter = fmt[k : k + 1]
                if m is None and _letter_value((0, 0, 0, 0), letter) < 0:
                    break
                values.append(int(m.group()) if m else letter)
                k = m.end() if m else k + 1
                if fmt[k : k + 1] != sep:
                    break
                k += 1
            else:
                then, k = _compile_group(fmt, k, ":")
                other: _Ops = ()
                if k < n:
                    other, k = _compile_group(fmt, k + 1, ")")
                    if k < n:
                        k += 1
                ops.append((values[0], values[1], then, other))
                i = k
                continue
        else:
            m = _PRINTF_SPEC.match(fmt, i)
            if m is not None:
                j = m.end()
                if m.group(2) == "c":
                    lit = _CHAR_LITERAL.match(fmt, j + 1) if fmt[j : j + 1] == "'" else None
                    if lit is not None:
                        ops.append(_char_literal(lit))
                        i = lit.end()
                        continue
                elif _letter_value((0, 0, 0, 0), fmt[j : j + 1]) >= 0:
                    ops.append(("%" + m.group(1).replace("'", "") + m.group(2), fmt[j]))
                    i = j + 1
                    continue
        ops.append(b"%")  # (a bad directive: the '%' as it is)
        i += 1
    return tuple(ops), i


def _letter_value(g: tuple[int, int, int, int], letter: str) -> int:
    """GNU's groups_letter_value: e f l m n of the old lines (E F L M N of the new) of the
    group G: the line before it, its first, its last, the one after, how many."""
    lo, hi = (g[2], g[3]) if letter in "EFLMN" else (g[0], g[1])
    return {"e": lo, "f": lo + 1, "l": hi, "m": hi + 1, "n": hi - lo}.get(
        letter.lower() if letter else "", -1
    )


def _with_obsolete(o: _Opts, context: int, ocontext: int, explicit: bool) -> int:
    """GNU: the -NUM context of a context or unified diff replaces a smaller one, and a
    larger one unless -C/-U gave it."""
    if (
        ocontext >= 0
        and o.style in ("context", "unified")
        and (context < ocontext or (ocontext < context and not explicit))
    ):
        return ocontext
    return context


def _compile(compiler: Callable[[str], re.Pattern[str]], pattern: str) -> re.Pattern[str]:
    from agentsh.regex import RegexError

    try:
        return compiler(pattern)
    except RegexError as e:
        raise _Trouble(f"{e}") from e


def main(ctx: CommandContext) -> int:
    try:
        p = parse_args(SPEC, ctx.args)
    except UsageError as e:
        ctx.stderr.write(_enc(f"diff: {e}\ndiff: Try 'diff --help' for more information.\n"))
        return 2
    for key, _ in p.opts:
        if key == "help":
            ctx.stdout.write(HELP["diff"].encode())
            return 0
        if key == "v":
            ctx.stdout.write(VERSION["diff"].encode())
            return 0
    try:
        o = _build_opts(ctx, p.opts)
    except _Trouble as e:
        ctx.stderr.write(_enc(f"diff: {e}\ndiff: Try 'diff --help' for more information.\n"))
        return 2
    o.switches = _switch_string(ctx.args)
    operands = p.operands
    from_file = p.last("from-file")
    to_file = p.last("to-file")
    pairs: list[tuple[str, str]] = []
    if from_file is not None or to_file is not None:
        if from_file is not None:
            pairs = [(from_file, x) for x in operands]
        else:
            assert to_file is not None
            pairs = [(x, to_file) for x in operands]
    else:
        if len(operands) < 2:
            after = operands[-1] if operands else "diff"
            ctx.stderr.write(
                _enc(
                    f"diff: missing operand after '{after}'\n"
                    "diff: Try 'diff --help' for more information.\n"
                )
            )
            return 2
        if len(operands) > 2:
            ctx.stderr.write(
                _enc(
                    f"diff: extra operand '{operands[2]}'\n"
                    "diff: Try 'diff --help' for more information.\n"
                )
            )
            return 2
        pairs = [(operands[0], operands[1])]
    d = _Differ(ctx, o)
    status = 0
    for a, b in pairs:
        status = max(status, d.compare(a, b, 0))
    return status
