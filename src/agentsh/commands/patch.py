"""``patch``: apply a diff to files (GNU patch 2.7.6), on the virtual filesystem.

Owns parsing of unified, context and normal diffs (several files per patch, ``\\ No newline``
markers, ``/dev/null`` creation/deletion), GNU's file-name choice (``-p N``; without ``-p`` the
base name), hunk location with offsets and fuzz (``locate_hunk``/``patch_match``), reversed-patch
detection (``-R``, ``-N``, ``-t``, ``-f``), reject files (``x.rej``), backups (``-b`` and the
default backup-if-mismatch ``.orig``), ``-o``, ``--dry-run``, ``-E``, ``-s`` and exit statuses.
There is never a terminal: questions get their default answers, as with GNU patch without a tty.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable

from agentsh._dataclass import dataclass, field
from agentsh.commands._common import argmatch
from agentsh.commands._diff_texts import HELP, VERSION
from agentsh.commands.context import CommandContext
from agentsh.commands.cp import BACKUP_TYPES
from agentsh.commands.options import Spec, UsageError, flag, optional, parse_args, value
from agentsh.vfs import FSError

SPEC = Spec(
    "patch",
    [
        value("p", "p", "strip"),
        value("i", "i", "input"),
        value("o", "o", "output"),
        value("d", "d", "directory"),
        value("r", "r", "reject-file"),
        value("F", "F", "fuzz"),
        flag("R", "R", "reverse"),
        flag("N", "N", "forward"),
        flag("f", "f", "force"),
        flag("t", "t", "batch"),
        flag("s", "s", "silent", "quiet"),
        flag("E", "E", "remove-empty-files"),
        flag("b", "b", "backup"),
        flag("dry-run", "", "dry-run"),
        flag("l", "l", "ignore-whitespace"),
        flag("u", "u", "unified"),
        flag("c", "c", "context"),
        flag("n", "n", "normal"),
        flag("no-backup-if-mismatch", "", "no-backup-if-mismatch"),
        flag("backup-if-mismatch", "", "backup-if-mismatch"),
        value("z", "z", "suffix"),
        value("V", "V", "version-control"),
        value("B", "B", "prefix"),
        flag("verbose", "", "verbose"),
        flag("posix", "", "posix"),
        optional("binary", "", "binary"),
        value("reject-format", "", "reject-format"),
        flag("help", "", "help"),
        flag("v", "v", "version"),
    ],
    status=2,
    help_version=False,
)


def _enc(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape")


def _dec(b: bytes) -> str:
    return b.decode("utf-8", "surrogateescape")


@dataclass
class _Hunk:
    old_start: int
    old_len: int
    new_start: int
    new_len: int
    #: (tag, text without newline, has_newline); tag in " ", "-", "+"
    lines: list[tuple[str, bytes, bool]] = field(default_factory=list[tuple[str, bytes, bool]])
    tail: bytes = b""

    def old(self) -> list[tuple[bytes, bool]]:
        return [(t, nl) for tag, t, nl in self.lines if tag != "+"]

    def new(self) -> list[tuple[bytes, bool]]:
        return [(t, nl) for tag, t, nl in self.lines if tag != "-"]

    def swapped(self) -> _Hunk:
        sw = {"-": "+", "+": "-", " ": " "}
        lines: list[tuple[str, bytes, bool]] = []
        # keep deletions before insertions inside each change block
        block_m: list[tuple[str, bytes, bool]] = []
        block_p: list[tuple[str, bytes, bool]] = []
        for tag, t, nl in self.lines:
            if tag == " ":
                lines += block_m + block_p
                block_m, block_p = [], []
                lines.append((tag, t, nl))
            elif sw[tag] == "-":
                block_m.append(("-", t, nl))
            else:
                block_p.append(("+", t, nl))
        lines += block_m + block_p
        return _Hunk(self.new_start, self.new_len, self.old_start, self.old_len, lines, self.tail)

    def prefix_context(self) -> int:
        n = 0
        for tag, _, _ in self.lines:
            if tag != " ":
                break
            n += 1
        return n

    def suffix_context(self) -> int:
        n = 0
        for tag, _, _ in reversed(self.lines):
            if tag != " ":
                break
            n += 1
        return n


@dataclass
class _GitInfo:
    """A ``diff --git`` section's extended header (names with their a/ b/ prefixes)."""

    old: str
    new: str
    how: str = ""  # "renamed" | "copied" | ""
    old_mode: int | None = None
    new_mode: int | None = None
    created: bool = False
    deleted: bool = False

    def reversed(self) -> _GitInfo:
        return _GitInfo(
            self.new, self.old, self.how, self.new_mode, self.old_mode, self.deleted, self.created
        )


_GIT_HEAD = re.compile(
    rb"(old mode|new mode|deleted file mode|new file mode|similarity index|dissimilarity index"
    rb"|rename from|rename to|copy from|copy to|index) ?(.*?)\r?\n?$"
)


def _git_section(lines: list[bytes], i: int) -> tuple[_GitInfo | None, int]:
    """The ``diff --git`` line I and its extended header: (info, index after them)."""
    text = _dec(_body(lines[i])[0][len(b"diff --git ") :])
    old, sep, new = text.rpartition(" b/")
    if not sep:
        return None, i + 1
    g = _GitInfo(old, "b/" + new)
    i += 1
    while i < len(lines):
        m = _GIT_HEAD.match(lines[i])
        if m is None:
            break
        key, val = m.group(1), m.group(2)
        if key in (b"rename from", b"rename to", b"copy from", b"copy to"):
            g.how = "renamed" if key.startswith(b"rename") else "copied"
        elif key in (b"old mode", b"new mode", b"deleted file mode", b"new file mode"):
            mode = int(val, 8) if val.isdigit() else None
            if key == b"old mode" or key == b"deleted file mode":
                g.old_mode = mode
            else:
                g.new_mode = mode
            g.created = g.created or key == b"new file mode"
            g.deleted = g.deleted or key == b"deleted file mode"
        i += 1
    return g, i


@dataclass
class _FilePatch:
    kind: str  # unified | context | normal
    old_name: str | None
    new_name: str | None
    old_header: bytes
    new_header: bytes
    header_text: list[bytes]
    hunk_line: int
    hunks: list[_Hunk] = field(default_factory=list[_Hunk])
    #: GNU patch's fatal message for a broken hunk after the ones read (it stops there)
    fatal: str | None = None
    git: _GitInfo | None = None  #: the ``diff --git`` header before it


_UNI_HEAD = re.compile(rb"@@ -(\d+)?(?:,(\d+))? ?(\+)?(\d+)?(?:,(\d+))? ?(@)?")
_CTX_OLD = re.compile(rb"^\*\*\* (\d+)(?:,(\d+))? \*\*\*\*")
_CTX_NEW = re.compile(rb"^--- (\d+)(?:,(\d+))? ----")
_NORMAL = re.compile(rb"^(\d+)(?:,(\d+))?([acd])(\d+)(?:,(\d+))?$")


def _file_patch(
    kind: str,
    old_line: bytes,
    new_line: bytes,
    header: list[bytes],
    start: int,
    git: _GitInfo | None = None,
) -> _FilePatch:
    """A file's patch from its two header lines (``--- a`` / ``+++ b``, or ``*** a`` /
    ``--- b``), the lines before them, and the line its hunks start at."""
    old, new = _body(old_line)[0][4:], _body(new_line)[0][4:]
    return _FilePatch(
        kind, _name_of(old), _name_of(new), old, new, [*header, old_line, new_line], start, git=git
    )


def _name_of(header: bytes) -> str | None:
    text = _dec(header)
    name = text.split("\t", 1)[0].rstrip("\r")
    if "\t" not in text:
        # "name  date" style headers: keep the whole name unless a date follows
        m = re.match(r"^(.*?)\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", name)
        if m:
            name = m.group(1)
    return name.strip() or None


def _body(line: bytes) -> tuple[bytes, bool]:
    if line.endswith(b"\n"):
        return line[:-1], True
    return line, False


_STAMP = re.compile(
    rb"\t(\d{4})-(\d\d)-(\d\d)(?: (\d\d):(\d\d):(\d\d)(?:\.\d+)?)?(?: ?([+-])(\d\d)(\d\d))?\s*$"
)


def _epoch_stamp(header: bytes) -> bool:
    """Whether a ``---``/``+++`` header's time is the Epoch in some time zone, diff -N's
    mark of a file that does not exist (GNU patch then creates or removes it): GNU takes
    any time after 25 hours before it and before 26 hours after it."""
    m = _STAMP.search(header)
    if m is None:
        return False
    y, mo, d, hh, mm, ss = (int(m.group(k) or 0) for k in range(1, 7))
    zone = (int(m.group(8) or 0) * 60 + int(m.group(9) or 0)) * (-1 if m.group(7) == b"-" else 1)
    try:
        day = datetime.date(y, mo, d).toordinal() - datetime.date(1970, 1, 1).toordinal()
    except ValueError:
        return False
    t = day * 86400 + hh * 3600 + mm * 60 + ss - zone * 60
    return -25 * 3600 < t < 26 * 3600


#: -V's words and the naming each means: cp's, but none/off mean existing (seen of GNU
#: patch 2.7.6)
_VC_WORDS = {**BACKUP_TYPES, "none": "existing", "off": "existing"}


def _version_control(ctx: CommandContext, opts: dict[str, str | None | bool]) -> str | None:
    """The backup naming of -V, else $PATCH_VERSION_CONTROL or $VERSION_CONTROL (GNU's
    default: existing); None after telling of a bad word."""
    given = opts.get("V")
    where = "--version-control or -V option"
    word: str | None = given if isinstance(given, str) else None
    for var in ("PATCH_VERSION_CONTROL", "VERSION_CONTROL"):
        if word is None and ctx.env.get(var):
            word, where = ctx.env[var], "$" + var
    if word is None:
        return "existing"
    return argmatch(ctx, where, word, _VC_WORDS, quoter=lambda w: f"'{w}'")


def _crlf_patch(data: bytes) -> bool:
    """Whether GNU patch strips the CRs of this patch: its first file header's second line
    (``+++`` of a unified diff, ``---`` of a context diff) ends with CR LF."""
    lines = data.split(b"\n")
    for i in range(len(lines) - 1):
        first, second = lines[i], lines[i + 1]
        if (first.startswith(b"--- ") and second.startswith(b"+++ ")) or (
            first.startswith(b"*** ") and second.startswith(b"--- ")
        ):
            return second.endswith(b"\r")
    return False


def _cr_only(h: _Hunk, lines: list[tuple[bytes, bool]], at: int) -> bool:
    """Whether a failed hunk's first line and the file's line where it was expected differ
    by a trailing CR only (GNU's ``different line endings``)."""
    old = h.old()
    if not old or not 1 <= at <= len(lines):
        return False
    a, b = old[0][0], lines[at - 1][0]
    return a != b and (a + b"\r" == b or b + b"\r" == a)


def _join(lines: list[tuple[bytes, bool]]) -> bytes:
    """The bytes of (text, has newline) lines."""
    return b"".join(t + b"\n" if nl else t for t, nl in lines)


def _malformed(lines: list[bytes], i: int, text: bytes | None = None) -> str:
    """GNU patch's fatal message for a broken hunk at line index I (the line is quoted
    with its newline; TEXT stands for a line made up at the end of the input)."""
    quoted = _dec(lines[i] if text is None else text)
    return f"malformed patch at line {i + 1}: {quoted}\n"


def _hunk_header(lines: list[bytes], i: int) -> tuple[_Hunk | None, str | None]:
    """Parse a ``@@ -a,b +c,d @@`` line as GNU patch does: the counts may be left out,
    the second ``@`` and anything after it are not checked."""
    m = _UNI_HEAD.match(lines[i])
    if m is None:
        return None, _malformed(lines, i)
    for group in (1, 3, 4, 6):  # (in GNU's order of checking)
        if m.group(group) is None:
            if group in (1, 4):
                return None, f"missing line number at line {i + 1}: {_dec(lines[i])}\n"
            return None, _malformed(lines, i)
    rest = lines[i][m.end() :]
    return _Hunk(
        int(m.group(1)),
        int(m.group(2)) if m.group(2) is not None else 1,
        int(m.group(4)),
        int(m.group(5)) if m.group(5) is not None else 1,
        tail=rest.rstrip(b"\r\n")[1:] if rest.startswith(b"@") else b"",
    ), None


def _unified_hunk(lines: list[bytes], i: int) -> tuple[_Hunk | None, int, str | None]:
    """Read the unified hunk whose header is line I: (hunk, next index, fatal message).

    GNU patch's rules: each line must fit the counts of the header; a line starting with a
    tab or an empty line is context (its space eaten); a ``\\`` line may only follow the last
    line of a side; at the end of the input, when at most 3 new lines are missing, blank
    context lines are assumed (chopped by a mailer), else the input ended unexpectedly; a
    hunk with no change at all is malformed."""
    h, fatal = _hunk_header(lines, i)
    if h is None:
        return None, i, fatal
    n = len(lines)
    old_left, new_left = h.old_len, h.new_len
    last = i  # the index of the last line read (the fake blank lines read none)
    i += 1
    changed = False
    prev = ""  # the tag of the previous line, for a following \\ line
    while old_left > 0 or new_left > 0:
        if i < n:
            raw = lines[i]
            last = i
            i += 1
        elif new_left <= 3:
            raw = b" \n"
            last = -1
        else:
            return None, i, "unexpected end of file in patch\n"
        t, nl = _body(raw)
        tag = t[:1]
        if tag in (b"\t", b""):
            tag, t = b" ", b" " + t
        quoted = None if last >= 0 else raw
        where = last if last >= 0 else n - 1
        if tag == b"\\":
            ended = (prev in " -" and old_left == 0) or (prev in " +" and new_left == 0)
            if not (prev and ended):
                return None, i, _malformed(lines, where, quoted)
            a, b, _ = h.lines[-1]
            h.lines[-1] = (a, b, False)
            prev = ""
            continue
        if (
            tag not in (b" ", b"-", b"+")
            or (tag in b" -" and old_left == 0)
            or (tag in b" +" and new_left == 0)
        ):
            return None, i, _malformed(lines, where, quoted)
        prev = _dec(tag)
        old_left -= tag != b"+"
        new_left -= tag != b"-"
        changed = changed or tag != b" "
        h.lines.append((prev, t[1:], nl))
    if not changed:
        return (
            None,
            i,
            _malformed(lines, last if last >= 0 else n - 1, b" \n" if last < 0 else None),
        )
    if i < n and lines[i].startswith(b"\\") and h.lines:
        a, b, _ = h.lines[-1]
        h.lines[-1] = (a, b, False)
        i += 1
    return h, i, None


def _parse(data: bytes) -> list[_FilePatch]:
    lines = data.splitlines(keepends=True)
    out: list[_FilePatch] = []
    i = 0
    n = len(lines)
    header: list[bytes] = []
    git: _GitInfo | None = None  # (a diff --git header waiting for its ---/+++ part)
    while i < n:
        ln = lines[i]
        if ln.startswith(b"diff --git "):
            if git is not None:  # (the previous one had no hunks: a rename, a mode...)
                out.append(_FilePatch("git", None, None, b"", b"", header, i + 1, git=git))
                header = []
            start = i
            git, i = _git_section(lines, i)
            header += lines[start:i]
            continue
        if (
            ln.startswith(b"--- ")
            and i + 2 < n
            and lines[i + 1].startswith(b"+++ ")
            and lines[i + 2].startswith(b"@@ -")
        ):
            fp = _file_patch("unified", ln, lines[i + 1], header, i + 3, git)
            git = None
            out.append(fp)
            i += 2
            while i < n and lines[i].startswith(b"@@ -"):
                h, i, fatal = _unified_hunk(lines, i)
                if fatal is not None:
                    fp.fatal = fatal
                    return out  # (GNU patch stops reading at the first broken hunk)
                if h is not None:
                    fp.hunks.append(h)
            header = []
            continue
        if (
            ln.startswith(b"*** ")
            and i + 2 < n
            and lines[i + 1].startswith(b"--- ")
            and lines[i + 2].startswith(b"***************")
        ):
            fp = _file_patch("context", ln, lines[i + 1], header, i + 3)
            i += 2
            while i < n and lines[i].startswith(b"***************"):
                i += 1
                m = _CTX_OLD.match(lines[i]) if i < n else None
                if not m:
                    break
                o1 = int(m.group(1))
                o2 = int(m.group(2)) if m.group(2) else o1
                i += 1
                old: list[tuple[str, bytes, bool]] = []
                while i < n and not _CTX_NEW.match(lines[i]):
                    t, nl = _body(lines[i])
                    if t.startswith(b"\\"):
                        old[-1] = (old[-1][0], old[-1][1], False)
                    else:
                        old.append((_dec(t[:1]), t[2:], nl))
                    i += 1
                m2 = _CTX_NEW.match(lines[i]) if i < n else None
                if not m2:
                    break
                n1 = int(m2.group(1))
                n2 = int(m2.group(2)) if m2.group(2) else n1
                i += 1
                new: list[tuple[str, bytes, bool]] = []
                while i < n and lines[i][:2] in (b"  ", b"+ ", b"! ", b"- ", b"\\ "):
                    t, nl = _body(lines[i])
                    if t.startswith(b"\\"):
                        new[-1] = (new[-1][0], new[-1][1], False)
                    else:
                        new.append((_dec(t[:1]), t[2:], nl))
                    i += 1
                old_len = o2 - o1 + 1 if o2 >= o1 and (o1 or o2) else 0
                new_len = n2 - n1 + 1 if n2 >= n1 and (n1 or n2) else 0
                if not old:
                    old = [(" ", t, nl) for tag, t, nl in new if tag == " "]
                if not new:
                    new = [(" ", t, nl) for tag, t, nl in old if tag == " "]
                h = _Hunk(o1, old_len, n1, new_len, _merge_context(old, new))
                fp.hunks.append(h)
            out.append(fp)
            header = []
            continue
        m = _NORMAL.match(ln.rstrip(b"\r\n"))
        if m:
            fp = _FilePatch("normal", None, None, b"", b"", header, i + 1)
            while i < n:
                m = _NORMAL.match(lines[i].rstrip(b"\r\n"))
                if not m:
                    break
                a1 = int(m.group(1))
                a2 = int(m.group(2)) if m.group(2) else a1
                op = m.group(3)
                b1 = int(m.group(4))
                b2 = int(m.group(5)) if m.group(5) else b1
                i += 1
                h = _Hunk(0, 0, 0, 0)
                while i < n and lines[i].startswith(b"< "):
                    t, nl = _body(lines[i])
                    h.lines.append(("-", t[2:], nl))
                    i += 1
                    if i < n and lines[i].startswith(b"\\"):
                        h.lines[-1] = ("-", h.lines[-1][1], False)
                        i += 1
                if i < n and lines[i].rstrip(b"\r\n") == b"---":
                    i += 1
                while i < n and lines[i].startswith(b"> "):
                    t, nl = _body(lines[i])
                    h.lines.append(("+", t[2:], nl))
                    i += 1
                    if i < n and lines[i].startswith(b"\\"):
                        h.lines[-1] = ("+", h.lines[-1][1], False)
                        i += 1
                if op == b"a":
                    h.old_start, h.old_len = a1, 0
                    h.new_start, h.new_len = b1, b2 - b1 + 1
                elif op == b"d":
                    h.old_start, h.old_len = a1, a2 - a1 + 1
                    h.new_start, h.new_len = b1, 0
                else:
                    h.old_start, h.old_len = a1, a2 - a1 + 1
                    h.new_start, h.new_len = b1, b2 - b1 + 1
                fp.hunks.append(h)
            out.append(fp)
            header = []
            continue
        header.append(ln)
        i += 1
    if git is not None:
        out.append(_FilePatch("git", None, None, b"", b"", header, n, git=git))
    return out


def _merge_context(
    old: list[tuple[str, bytes, bool]], new: list[tuple[str, bytes, bool]]
) -> list[tuple[str, bytes, bool]]:
    """Context-diff sections to unified lines."""
    out: list[tuple[str, bytes, bool]] = []
    i = j = 0
    while i < len(old) or j < len(new):
        if i < len(old) and old[i][0] == " " and j < len(new) and new[j][0] == " ":
            out.append((" ", old[i][1], new[j][2]))
            i += 1
            j += 1
            continue
        while i < len(old) and old[i][0] != " ":
            out.append(("-", old[i][1], old[i][2]))
            i += 1
        while j < len(new) and new[j][0] != " ":
            out.append(("+", new[j][1], new[j][2]))
            j += 1
        if (i < len(old) and old[i][0] == " ") != (j < len(new) and new[j][0] == " "):
            # malformed: flush the rest
            for t in old[i:]:
                out.append(("-", t[1], t[2]))
            for t in new[j:]:
                out.append(("+", t[1], t[2]))
            break
    return out


def _strip(name: str, p: int | None) -> str | None:
    if p is None:
        return name.rsplit("/", 1)[-1] or None
    parts = name.split("/")
    # GNU strips the smallest prefix containing p slashes (runs of slashes count once)
    i = 0
    count = 0
    while count < p:
        j = name.find("/", i)
        if j < 0:
            return None
        while j < len(name) and name[j] == "/":
            j += 1
        i = j
        count += 1
    del parts
    return name[i:] or None


def _components(
    name: str,
    is_dir: Callable[[str], bool] | None = None,
    abspath: Callable[[str], str] | None = None,
) -> int:
    """GNU patch's prefix_components: the slashes in NAME that end a directory part (a run
    counts once, a leading one never); with IS_DIR, only up to the first part that is not
    an existing directory."""
    count = 0
    for k in range(1, len(name)):
        if name[k] == "/" and name[k - 1] != "/":
            if is_dir is not None and abspath is not None and not is_dir(abspath(name[:k])):
                break
            count += 1
    return count


def _best_name(names: list[str], ignore: list[bool]) -> str | None:
    """GNU patch's best_name: of the names not ignored, those with the fewest directory
    parts, of those the shortest base name, of those the shortest; the first such."""
    best: tuple[int, int, int] | None = None
    pick = None
    for nm, ign in zip(names, ignore, strict=True):
        if ign:
            continue
        stem = nm.rstrip("/")
        key = (_components(nm), len(stem.rsplit("/", 1)[-1]) if stem else 1, len(nm))
        if best is None or key < best:
            best, pick = key, nm
    return pick


class _Patcher:
    def __init__(self, ctx: CommandContext, opts: dict[str, str | None | bool]) -> None:
        self.ctx = ctx
        self.o = opts
        self.out: list[bytes] = []
        self.status = 0
        self.removed: list[str] = []  # (--verbose: renamed files, told after "done")

    def say(self, s: str) -> None:
        """A message: on stdout, unless the patched text goes there (``-o -``)."""
        out = self.ctx.stderr if self.o.get("o") == "-" else self.ctx.stdout
        out.write(_enc(s))

    def emit(self, outname: str, data: bytes) -> None:
        """Add a patched file's text to the ``-o`` output (created empty at the start)."""
        if outname == "-":
            self.ctx.stdout.write(data)
        else:
            self.ctx.fs.write_bytes(self.ctx.abspath(outname), data, append=True)

    def backup_name(self, target: str) -> str:
        """The backup of TARGET: numbered (``f.~N~``) with -V numbered, or with existing
        (the default) when numbered ones exist; else TARGET + -z, $SIMPLE_BACKUP_SUFFIX or
        ``.orig``."""
        mode = self.o.get("_vc")
        if mode != "simple":
            parent, _, base = self.ctx.abspath(target).rpartition("/")
            rx = re.compile(re.escape(base) + r"\.~([1-9][0-9]*)~")
            names = self.ctx.fs.listdir(parent or "/")
            nums = [int(m.group(1)) for n in names if (m := rx.fullmatch(n))]
            if mode == "numbered" or nums:
                return f"{target}.~{max(nums, default=0) + 1}~"
        suffix = self.o.get("z")
        if not isinstance(suffix, str):
            suffix = self.ctx.env.get("SIMPLE_BACKUP_SUFFIX") or ".orig"
        return target + suffix

    def introduce(self, fp: _FilePatch, first: bool) -> None:
        """--verbose: GNU's words on the kind of diff, and the text before it."""
        kind = {"context": "new-style context", "normal": "normal"}.get(fp.kind, "unified")
        which = "Looks" if first else "The next patch looks"
        text = "".join("|" + _dec(x.rstrip(b"\n")) + "\n" for x in fp.header_text)
        if text:
            text = (
                "The text leading up to this was:\n--------------------------\n"
                f"{text}--------------------------\n"
            )
        self.say(f"Hmm...  {which} like a {kind} diff to me...\n{text}")

    def fatal(self, fp: _FilePatch) -> bool:
        """Report the broken hunk that ended FP's patch, if any (status 2: patch stops)."""
        if fp.fatal is None:
            return False
        self.ctx.stderr.write(_enc(f"patch: **** {fp.fatal}"))
        self.status = 2
        return True

    def exists(self, path: str) -> bool:
        return bool(self.ctx.fs.exists(self.ctx.abspath(path)))

    def read(self, path: str) -> bytes:
        return self.ctx.fs.read_bytes(self.ctx.abspath(path))

    def write(self, path: str, data: bytes) -> None:
        full = self.ctx.abspath(path)
        parent = full.rsplit("/", 1)[0] or "/"
        if not self.ctx.fs.exists(parent):
            self.ctx.fs.mkdir(parent, parents=True)
        self.ctx.fs.write_bytes(full, data)

    def choose(self, fp: _FilePatch, forced: str | None) -> tuple[str | None, bool, bool]:
        """(target, creating, deleting)."""
        strip = self.o.get("p")
        p = int(strip) if isinstance(strip, str) else None
        old = fp.old_name
        new = fp.new_name
        creating = old == "/dev/null" or _epoch_stamp(fp.old_header)
        deleting = new == "/dev/null" or _epoch_stamp(fp.new_header)
        if forced is not None:
            return forced, creating, deleting
        cands: list[str] = []
        for nm in (old, new):
            if nm is None or nm == "/dev/null":
                continue
            s = _strip(nm, p)
            if s is not None:
                cands.append(s)
        best = _best_name(cands, [not self.exists(c) for c in cands])
        if best is not None:
            return best, creating, deleting
        adding = fp.hunks and all(h.old_len == 0 for h in fp.hunks)
        if cands and (creating or adding):
            # GNU: of the names needing the fewest new directories, the best
            newdirs = [
                _components(c) - _components(c, self.ctx.fs.is_dir, self.ctx.abspath) for c in cands
            ]
            least = min(newdirs)
            best = _best_name(cands, [n != least for n in newdirs])
            if best is not None:
                return best, True, False
        return None, creating, deleting

    def git_names(self, fp: _FilePatch, g: _GitInfo) -> tuple[str, str] | None:
        """(file read, file written) of a git rename, copy or hunkless change, after -p;
        None (told) when a rename or copy lacks its source."""
        strip = self.o.get("p")
        p = int(strip) if isinstance(strip, str) else None
        src, dst = _strip(g.old, p), _strip(g.new, p)
        if g.how:
            if src is None or dst is None or not self.exists(src):
                verb = "rename" if g.how == "renamed" else "copy"
                self.say(f"Cannot {verb} file without two valid file names\n")
                if fp.hunks:
                    nh = len(fp.hunks)
                    self.say(f"{nh} out of {nh} hunk{'' if nh == 1 else 's'} ignored\n")
                self.status = max(self.status, 1)
                return None
            return src, dst
        name = dst if g.created else src
        return (name, name) if name is not None else None

    def run_file(self, fp: _FilePatch, forced: str | None) -> None:
        o = self.o
        silent = bool(o.get("s"))
        given = fp.git
        g = given.reversed() if given is not None and o.get("R") else given
        dest = None  # (a git rename's or copy's new name)
        if given is not None and g is not None and (g.how or fp.kind == "git") and forced is None:
            names = self.git_names(fp, g)
            if names is None and g.how:
                return
            target, dest = names if names is not None else (None, None)
            creating, deleting = given.created, given.deleted  # (-R swaps them below)
        else:
            target, creating, deleting = self.choose(fp, forced)
            if g is not None:
                creating, deleting = creating or g.created, deleting or g.deleted
        nh = len(fp.hunks)
        plural = "hunk" if nh == 1 else "hunks"
        if target is None:
            if fp.kind == "normal":
                self.ctx.stderr.write(b"patch: **** Only garbage was found in the patch input.\n")
                self.status = 2
                return
            hint = (
                "Perhaps you used the wrong -p or --strip option?"
                if o.get("p") is not None
                else "Perhaps you should have used the -p or --strip option?"
            )
            text = "".join("|" + _dec(x.rstrip(b"\n")) + "\n" for x in fp.header_text)
            self.say(
                f"can't find file to patch at input line {fp.hunk_line}\n{hint}\n"
                "The text leading up to this was:\n--------------------------\n"
                f"{text}--------------------------\n"
                "File to patch: \nSkip this patch? [y] \nSkipping patch.\n"
            )
            if not self.fatal(fp):
                self.say(f"{nh} out of {nh} {plural} ignored\n")
                self.status = max(self.status, 1)
            return
        dry = bool(o.get("dry-run"))
        outname = o.get("o")
        outpath = outname if isinstance(outname, str) else target
        reverse = bool(o.get("R"))
        hunks = [h.swapped() for h in fp.hunks] if reverse else list(fp.hunks)
        if reverse:
            creating, deleting = deleting, creating
        exists = self.exists(target)
        try:
            data = self.read(target) if exists else b""
        except FSError as e:
            self.ctx.stderr.write(_enc(f"patch: **** Can't open file {target} : {e.strerror}\n"))
            self.status = 2
            return
        if creating and exists and data:
            would = "would" if not reverse else "when reversed, would"
            first = f"The next patch{',' if reverse else ''} {would} create the file {target},\n"
            if o.get("N"):
                self.say(first + "which already exists!  Skipping patch.\n")
            elif o.get("t") or o.get("f"):
                self.say(first + "which already exists!  Applying it anyway.\n")
            else:
                assume = "Ignore" if reverse else "Assume"
                self.say(
                    first + f"which already exists!  {assume} -R? [n] \nApply anyway? [n] \n"
                    "Skipping patch.\n"
                )
            if not (o.get("t") or o.get("f")):
                if not self.fatal(fp):
                    if nh:
                        self.say(f"{nh} out of {nh} {plural} ignored\n")
                    self.status = max(self.status, 1)
                return
        if not silent:
            verb = "checking" if dry else "patching"
            if isinstance(outname, str):
                self.say(f"{verb} file {outname} (read from {target})\n")
            elif g is not None and g.how and dest is not None:
                self.say(f"{verb} file {dest} ({g.how} from {target})\n")
            else:
                self.say(f"{verb} file {target}\n")
            if o.get("verbose"):
                self.say("Using Plan A...\n")
        flines = data.splitlines(keepends=True)
        lines: list[tuple[bytes, bool]] = [_body(x) for x in flines]
        fuzz_max = int(str(o.get("F"))) if isinstance(o.get("F"), str) else 2
        result: list[tuple[bytes, bool]] = []
        last_frozen = 0  # lines of the input already copied
        in_offset = 0
        out_offset = 0
        failed: list[_Hunk] = []
        mismatch = False
        skip_rest = False
        ignored = False
        clash = creating and exists and bool(data)  # (forced on an existing file: all fail)
        for idx, h in enumerate(hunks, start=1):
            self.ctx.check()
            if skip_rest:
                failed.append(fp.hunks[idx - 1])
                continue
            where = 0
            fuzz = 0
            while True:
                where = self.locate(h, lines, fuzz, in_offset, last_frozen)
                if where and where[0]:
                    break
                if fuzz == 0 and idx == 1 and not o.get("f") and not reverse_tried(o):
                    sw = h.swapped()
                    w2 = self.locate(sw, lines, 0, in_offset, last_frozen)
                    if w2 and w2[0]:
                        # (with -R given, the patch looks unreversed: GNU's words flip)
                        what = "Unreversed" if reverse else "Reversed (or previously applied)"
                        if o.get("N"):
                            self.say(f"{what} patch detected!  Skipping patch.\n")
                            skip_rest = True
                            ignored = True
                        elif o.get("t"):
                            assume = "Ignoring" if reverse else "Assuming"
                            self.say(f"{what} patch detected!  {assume} -R.\n")
                            hunks = [x.swapped() for x in hunks]
                            h = hunks[idx - 1]
                            o["_reversed_once"] = True
                            o["R"] = not reverse
                            reverse = not reverse
                            continue
                        else:
                            assume = "Ignore" if reverse else "Assume"
                            self.say(  # (the questions are asked even with -s; the verdict not)
                                f"{what} patch detected!  {assume} -R? [n] \n"
                                "Apply anyway? [n] \n" + ("" if silent else "Skipping patch.\n")
                            )
                            skip_rest = True
                            ignored = True
                        break
                fuzz += 1
                if fuzz > min(fuzz_max, max(h.prefix_context(), h.suffix_context())):
                    break
            if skip_rest:
                failed.append(fp.hunks[idx - 1])
                if o.get("verbose"):
                    at = h.old_start + (h.old_len == 0) + out_offset
                    self.say(f"Hunk #{idx} ignored at {at}.\n")
                continue
            if not where or not where[0] or clash:
                failed.append(fp.hunks[idx - 1])
                mismatch = True
                if not silent:  # (GNU's first line of a pure insertion is the next one)
                    at = h.old_start + (h.old_len == 0) + out_offset
                    endings = " (different line endings)" if _cr_only(h, lines, at) else ""
                    self.say(f"Hunk #{idx} FAILED at {at}{endings}.\n")
                continue
            pos, in_offset = where
            if fuzz or in_offset:
                mismatch = True
            # apply: copy up to pos-1, then replace old lines (respecting fuzz-ignored context)
            start = pos - 1
            result.extend(lines[last_frozen:start])
            old = h.old()
            new = h.new()
            pf = min(fuzz, h.prefix_context()) if fuzz else 0
            sf = min(fuzz, h.suffix_context()) if fuzz else 0
            # context lines kept from the file, changed lines from the patch
            file_old = lines[start : start + len(old)]
            j = 0
            k = 0
            for tag, t, nl in h.lines:
                if tag == " ":
                    if j < len(file_old):  # (context past the end, fuzzed away: nothing)
                        result.append(file_old[j])
                    j += 1
                    k += 1
                elif tag == "-":
                    j += 1
                else:
                    result.append((t, nl))
                    k += 1
            del pf, sf, new
            last_frozen = start + len(old)
            if not silent and (fuzz or in_offset or o.get("verbose")):
                msg = f"Hunk #{idx} succeeded at {pos + out_offset}"
                if fuzz:
                    msg += f" with fuzz {fuzz}"
                if in_offset:
                    msg += f" (offset {in_offset} line{'' if in_offset == 1 else 's'})"
                self.say(msg + ".\n")
            out_offset += (
                h.new_len - h.old_len if fp.kind != "normal" else len(h.new()) - len(h.old())
            )
        if self.fatal(fp):
            if isinstance(outname, str):  # (-o is written as the hunks apply)
                self.emit(outname, _join(result))
            return  # (else nothing of this file is written)
        result.extend(lines[last_frozen:])
        body = _join(result)
        if failed:
            rej = o.get("r")
            rejname = rej if isinstance(rej, str) else outpath + ".rej"
            nf = len(failed)
            what = "ignored" if ignored else "FAILED"
            discard = rej == "-"  # (-r -: rejects thrown away)
            saving = "" if dry or discard else f" -- saving rejects to file {rejname}"
            self.say(f"{nf} out of {nh} {plural} {what}{saving}\n")
            if not dry and not discard:
                self.write(rejname, self.rejects(fp, failed))
            self.status = max(self.status, 1)
        if ignored:
            return
        if isinstance(outname, str):  # (written even with --dry-run, as GNU does)
            self.emit(outname, body)
            return
        if dry:
            return
        backup = bool(o.get("b")) or (mismatch and not o.get("no-backup-if-mismatch") and exists)
        if backup and exists:
            self.write(self.backup_name(target), data)
        if not body and (deleting or o.get("E")):
            if exists:
                self.ctx.fs.remove(self.ctx.abspath(target))
            return
        if deleting and body and g is not None and g.deleted:
            self.say(f"Not deleting file {target} as content differs from patch\n")
            self.status = max(self.status, 1)
        self.write(dest or target, body)
        if dest is not None and dest != target and g is not None and g.how == "renamed":
            self.ctx.fs.remove(self.ctx.abspath(target))
            self.removed.append(target)
        if g is not None and g.new_mode is not None and not deleting:
            self.ctx.fs.chmod(self.ctx.abspath(dest or target), g.new_mode & 0o7777)

    def locate(
        self,
        h: _Hunk,
        lines: list[tuple[bytes, bool]],
        fuzz: int,
        in_offset: int,
        last_frozen: int,
    ) -> tuple[int, int] | None:
        """GNU ``locate_hunk``: (1-based line, new in_offset) or None. A line matches
        with its newline: a last line without one is not the same line."""
        pat = h.old()
        pat_lines = len(pat)
        first = h.old_start if pat_lines else h.old_start
        if h.old_len == 0 and pat_lines == 0:
            first = h.old_start + 1 if h.old_start else 1
        first_guess = first + in_offset
        prefix_context = h.prefix_context()
        suffix_context = h.suffix_context()
        context = max(prefix_context, suffix_context)
        prefix_fuzz = fuzz + prefix_context - context
        suffix_fuzz = fuzz + suffix_context - context
        input_lines = len(lines)
        max_where = input_lines - (pat_lines - suffix_fuzz) + 1
        min_where = last_frozen + 1 - (prefix_context - prefix_fuzz)
        max_pos = max_where - first_guess
        max_neg = first_guess - min_where
        max_offset = max(max_pos, max_neg)
        if not pat_lines:
            return first_guess, in_offset
        if first_guess <= max_neg:
            max_neg = first_guess - 1

        def match(base: int, offset: int, pf: int, sf: int) -> bool:
            iline = base + offset + pf
            for pl in range(pf, pat_lines - sf):
                if iline < 1 or iline > input_lines:
                    return False
                if lines[iline - 1] != pat[pl]:
                    return False
                iline += 1
            return True

        if prefix_fuzz < 0 and first <= 1:
            if suffix_fuzz < 0 and (pat_lines != input_lines or prefix_context < last_frozen):
                return None
            offset = 1 - first_guess
            if (
                last_frozen <= prefix_context
                and offset <= max_pos
                and match(first_guess, offset, 0, max(suffix_fuzz, 0))
            ):
                return first_guess + offset, in_offset + offset
            return None
        if prefix_fuzz < 0:
            prefix_fuzz = 0
        if suffix_fuzz < 0:
            offset = first_guess - (input_lines - pat_lines + 1)
            if offset <= max_neg and match(first_guess, -offset, prefix_fuzz, 0):
                return first_guess - offset, in_offset - offset
            return None
        for offset in range(0, max_offset + 1):
            if offset <= max_pos and match(first_guess, offset, prefix_fuzz, suffix_fuzz):
                return first_guess + offset, in_offset + offset
            if 0 < offset <= max_neg and match(first_guess, -offset, prefix_fuzz, suffix_fuzz):
                return first_guess - offset, in_offset - offset
        return None

    def _rej_header(self, header: bytes, name: str | None) -> bytes:
        """The header line of a reject file: the stripped name, then the rest (date)."""
        if name is None or name == "/dev/null":
            return header
        strip = self.o.get("p")
        stripped = _strip(name, int(strip) if isinstance(strip, str) else None)
        raw = _enc(name)
        if stripped is None or not header.startswith(raw):
            return header
        return _enc(stripped) + header[len(raw) :]

    def rejects(self, fp: _FilePatch, hunks: list[_Hunk]) -> bytes:
        out: list[bytes] = []

        def line(prefix: bytes, t: bytes, nl: bool) -> None:
            # (a line without its newline is written as it is, no marker: GNU's rejects)
            out.append(prefix + t + b"\n" if nl else prefix + t)

        oh = self._rej_header(fp.old_header, fp.old_name)
        nh = self._rej_header(fp.new_header, fp.new_name)
        if fp.kind == "unified":
            out.append(b"--- " + oh + b"\n+++ " + nh + b"\n")
            for h in hunks:
                out.append(
                    _enc(
                        f"@@ -{_urange(h.old_start, h.old_len)} +{_urange(h.new_start, h.new_len)} @@"
                    )
                    + h.tail
                    + b"\n"
                )
                for tag, t, nl in h.lines:
                    line(_enc(tag), t, nl)
        else:
            if fp.kind == "context":
                out.append(b"*** " + oh + b"\n--- " + nh + b"\n")
            for h in hunks:
                out.append(b"***************\n")
                out.append(_enc(f"*** {_crange(h.old_start, h.old_len)} ****\n"))
                has_minus = any(t == "-" for t, _, _ in h.lines)
                has_plus = any(t == "+" for t, _, _ in h.lines)
                marks = _context_marks(h)
                if has_minus:
                    for (tag, t, nl), mk in zip(h.lines, marks, strict=True):
                        if tag != "+":
                            line(mk + b" ", t, nl)
                out.append(_enc(f"--- {_crange(h.new_start, h.new_len)} ----\n"))
                if has_plus:
                    for (tag, t, nl), mk in zip(h.lines, marks, strict=True):
                        if tag != "-":
                            line(mk + b" ", t, nl)
        return b"".join(out)


def _context_marks(h: _Hunk) -> list[bytes]:
    """Context-format marks: ' ', '-', '+', or '!' for lines of a block with both kinds."""
    marks: list[bytes] = []
    i = 0
    lines = h.lines
    while i < len(lines):
        if lines[i][0] == " ":
            marks.append(b" ")
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j][0] != " ":
            j += 1
        kinds = {lines[k][0] for k in range(i, j)}
        for k in range(i, j):
            marks.append(b"!" if len(kinds) == 2 else _enc(lines[k][0]))
        i = j
    return marks


def reverse_tried(o: dict[str, str | None | bool]) -> bool:
    return bool(o.get("_reversed_once"))


def _urange(start: int, length: int) -> str:
    return f"{start}" if length == 1 else f"{start},{length}"


def _crange(start: int, length: int) -> str:
    if length <= 1:
        return f"{start}" if length == 1 else f"{start}"
    return f"{start},{start + length - 1}"


def main(ctx: CommandContext) -> int:
    try:
        p = parse_args(SPEC, ctx.args)
    except UsageError as e:
        ctx.stderr.write(_enc(f"patch: {e}\npatch: Try 'patch --help' for more information.\n"))
        return 2
    opts: dict[str, str | None | bool] = {}
    for key, val in p.opts:
        if key == "help":
            ctx.stdout.write(HELP["patch"].encode())
            return 0
        if key == "v":
            ctx.stdout.write(VERSION["patch"].encode())
            return 0
        opts[key] = val if val is not None else True
        if key in ("s", "verbose"):  # (one verbosity: the last of -s and --verbose wins)
            opts["s"], opts["verbose"] = key == "s", key == "verbose"
    vc = _version_control(ctx, opts)
    if vc is None:
        return 2
    opts["_vc"] = vc
    strip = opts.get("p")
    if isinstance(strip, str) and not strip.isdigit():
        ctx.stderr.write(_enc(f"patch: **** strip count {strip} is not a number\n"))
        return 2
    operands = p.operands
    forced = operands[0] if operands else None
    patchfile = opts.get("i")
    if len(operands) > 1:
        patchfile = operands[1]
    if len(operands) > 2:
        ctx.stderr.write(
            _enc(
                f"patch: extra operand '{operands[2]}'\npatch: Try 'patch --help' for more information.\n"
            )
        )
        return 2
    d = opts.get("d")
    if isinstance(d, str):
        if not ctx.fs.is_dir(ctx.abspath(d)):
            why = (
                "Not a directory" if ctx.fs.exists(ctx.abspath(d)) else "No such file or directory"
            )
            ctx.stderr.write(_enc(f"patch: **** Can't change to directory {d} : {why}\n"))
            return 2
        ctx.cwd = ctx.abspath(d)
    outname = opts.get("o")
    if isinstance(outname, str) and outname != "-":
        try:  # (GNU creates it first, whatever follows)
            ctx.fs.write_bytes(ctx.abspath(outname), b"")
        except FSError as e:
            ctx.stderr.write(_enc(f"patch: **** Can't create file {outname} : {e.strerror}\n"))
            return 2
    try:
        if isinstance(patchfile, str) and patchfile != "-":
            data = ctx.open_input(patchfile).read()
        else:
            data = ctx.stdin_stream.read()
    except FSError as e:
        ctx.stderr.write(_enc(f"patch: **** Can't open patch file {patchfile} : {e.strerror}\n"))
        return 2
    if not opts.get("binary") and _crlf_patch(data):
        data = data.replace(b"\r\n", b"\n")
        if not opts.get("s"):
            ctx.stdout.write(b"(Stripping trailing CRs from patch; use --binary to disable.)\n")
    files = _parse(data)
    pt = _Patcher(ctx, opts)
    if not files:
        if data.strip():
            ctx.stderr.write(b"patch: **** Only garbage was found in the patch input.\n")
            return 2
        if opts.get("verbose"):
            pt.say("Hmm...  I can't seem to find a patch in there anywhere.\n")
        return 0
    for n, fp in enumerate(files):
        if fp.kind == "normal" and forced is None:
            ctx.stderr.write(b"patch: **** Only garbage was found in the patch input.\n")
            return 2
        if opts.get("verbose"):
            pt.introduce(fp, n == 0)
        pt.run_file(fp, forced)
        if pt.status == 2:
            return 2
    if opts.get("verbose"):
        pt.say("done\n" + "".join(f"Removing file {name}\n" for name in pt.removed))
    return pt.status
