"""Gitignore-style matching and the ignore-aware directory walk shared by ``rg`` and ``fd``.

Owns :class:`GlobSet` (an ordered list of gitignore globs: negation ``!``, dir-only ``/``
suffix, anchoring when the pattern contains a ``/``, ``*``/``?``/``[...]``/``**``; the last
matching glob wins), :class:`IgnoreStack` (the ``.gitignore``/``.ignore``/custom ignore files of
a directory and its ancestors, with the precedence of the Rust ``ignore`` crate used by both
tools: custom ignore file > ``.ignore`` > ``.gitignore``, nearest directory first; ``.gitignore``
only counts inside a git repository, i.e. below a directory holding ``.git``), and
:func:`walk` (a sorted, pruning walk over the VFS yielding what both tools would visit).

Decision: both tools walk in parallel and print in a nondeterministic order; this walk visits
entries sorted by name (``rg --sort path`` order), so outputs are deterministic.
"""

from __future__ import annotations

import errno
import operator
import re
import stat as _stat
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from agentsh._dataclass import dataclass, field
from agentsh.vfs import FSError

if TYPE_CHECKING:
    from agentsh.commands.context import CommandContext
    from agentsh.vfs import VirtualFS

__all__ = [
    "Level",
    "NONE",
    "IGNORE",
    "WHITELIST",
    "GlobSet",
    "IgnoreStack",
    "Entry",
    "glob_to_regex",
    "GlobError",
    "walk",
]

NONE = 0
IGNORE = 1
WHITELIST = 2


class GlobError(ValueError):
    """A glob the Rust ``globset`` crate rejects; the message is its wording."""


def glob_to_regex(glob: str, *, slash_star: bool = False, check: bool = False) -> str:
    """Regex body for a gitignore glob matched against a whole ``/``-separated relative path.

    ``*`` and ``?`` never match ``/`` (unless ``slash_star``); ``**`` as a whole component
    matches any number of components; ``{a,b}`` is either (the ``globset`` crate's
    alternation, which both tools' globs and ignore files have). ``check``: a glob
    ``globset`` rejects (an unclosed ``{`` or ``[``, nested ``{``, a reversed range, a
    trailing backslash) raises :class:`GlobError`; else such a piece is taken literally.
    """
    out: list[str] = []
    i = 0
    n = len(glob)
    star = ".*" if slash_star else "[^/]*"
    qmark = "." if slash_star else "[^/]"
    depth = 0  # (inside an alternation)

    def bad(msg: str) -> GlobError:
        return GlobError(f"error parsing glob '{glob}': {msg}")

    while i < n:
        c = glob[i]
        if c == "*":
            if glob.startswith("**", i):
                at_start = i == 0 or glob[i - 1] in "/{,"
                j = i + 2
                at_end = j == n or glob[j] == "/"
                if at_start and at_end:
                    if j == n:
                        out.append(".*")
                        i = j
                        continue
                    # "**/" : zero or more leading components
                    out.append("(?:.*/)?")
                    i = j + 1
                    continue
                out.append(star)
                i = j
                continue
            out.append(star)
            i += 1
        elif c == "?":
            out.append(qmark)
            i += 1
        elif c == "{" and (check or glob.find("}", i) > 0):
            if depth:
                if check:
                    raise bad("nested alternate groups are not allowed")
                out.append(re.escape(c))
                i += 1
                continue
            if check and glob.find("}", i) < 0:
                raise bad("unclosed alternate group; missing '}' (maybe escape '{' with '[{]'?)")
            depth = 1
            out.append("(?:")
            i += 1
        elif c == "}" and depth:
            depth = 0
            out.append(")")
            i += 1
        elif c == "," and depth:
            out.append("|")
            i += 1
        elif c == "[":
            j = i + 1
            if j < n and glob[j] in "!^":
                j += 1
            if j < n and glob[j] == "]":
                j += 1
            while j < n and glob[j] != "]":
                j += 1
            if j >= n:
                if check:
                    raise bad("unclosed character class; missing ']'")
                out.append(re.escape(c))
                i += 1
                continue
            body = glob[i + 1 : j]
            neg = body[:1] in ("!", "^")
            if neg:
                body = body[1:]
            if check:
                for k in range(1, len(body) - 1):
                    if body[k] == "-" and body[k - 1] > body[k + 1]:
                        raise bad(f"invalid range; '{body[k - 1]}' > '{body[k + 1]}'")
            body = body.replace("\\", "\\\\").replace("[", "\\[")
            out.append(("[^" if neg else "[") + body + "]")
            i = j + 1
        elif c == "\\" and i + 1 < n:
            out.append(re.escape(glob[i + 1]))
            i += 2
        else:
            if c == "\\" and check:
                raise bad("dangling '\\'")
            out.append(re.escape(c))
            i += 1
    return "".join(out)


@dataclass
class _Glob:
    regex: re.Pattern[str]
    negated: bool
    dir_only: bool
    #: Whether it holds a slash (not only a leading ``**/``): matched from its file's
    #: directory.
    anchored: bool = False


@dataclass
class GlobSet:
    """Ordered gitignore globs; :meth:`matched` says IGNORE, WHITELIST or NONE (last wins)."""

    globs: list[_Glob] = field(default_factory=list[_Glob])

    def add(self, line: str, *, case_insensitive: bool = False, check: bool = False) -> None:
        """Add one gitignore line (comments, blanks and trailing spaces handled).
        ``check``: a glob ``globset`` rejects raises :class:`GlobError` (else its pieces are
        taken literally)."""
        if line.endswith("\r"):
            line = line[:-1]
        if not line or line.startswith("#"):
            return
        # trailing unescaped spaces are dropped
        stripped = line.rstrip(" ")
        if stripped != line and stripped.endswith("\\"):
            stripped += " "
        line = stripped
        if not line:
            return
        negated = False
        if line.startswith("!"):
            negated = True
            line = line[1:]
        elif line.startswith("\\!") or line.startswith("\\#"):
            line = line[1:]
        dir_only = False
        if line.endswith("/") and len(line) > 1:
            dir_only = True
            line = line[:-1]
        if not line:
            return
        anchored = "/" in line
        if line.startswith("/"):
            line = line[1:]
        body = glob_to_regex(line, check=check)
        if not anchored and not line.startswith("**/") and line != "**":
            body = "(?:.*/)?" + body
        flags = re.IGNORECASE if case_insensitive else 0
        # trailing "/**" style globs also match the directory contents
        rx = re.compile(body + r"\Z", flags | re.DOTALL)
        pinned = anchored and not (line.startswith("**/") and "/" not in line[3:])
        self.globs.append(_Glob(rx, negated, dir_only, pinned))

    def unanchored(self) -> GlobSet | None:
        """The set without its anchored globs (None when none is left)."""
        globs = [g for g in self.globs if not g.anchored]
        return GlobSet(globs) if globs else None

    def add_text(self, text: str) -> list[tuple[int, str]]:
        """Add an ignore file's lines; a line ``globset`` rejects is left out, and given
        back with its number and the message."""
        bad: list[tuple[int, str]] = []
        for k, line in enumerate(text.split("\n"), 1):
            try:
                self.add(line, check=True)
            except GlobError as e:
                bad.append((k, str(e)))
        return bad

    def __bool__(self) -> bool:
        return bool(self.globs)

    def matched(self, rel: str, is_dir: bool) -> int:
        """Match a path relative to the glob set's base directory."""
        for g in reversed(self.globs):
            if g.dir_only and not is_dir:
                continue
            if g.regex.match(rel):
                return WHITELIST if g.negated else IGNORE
        return NONE

    def num_whitelist(self) -> int:
        """Globs that select (``!``-less globs, as overrides read them)."""
        return sum(1 for g in self.globs if not g.negated)


@dataclass
class Level:
    """The ignore files of one directory."""

    path: str
    custom: GlobSet | None
    ignore: GlobSet | None
    git: GlobSet | None
    has_git: bool
    #: The repository's ``.git/info/exclude`` (below its ``.gitignore`` files).
    exclude: GlobSet | None = None

    def unanchored(self) -> Level:
        """The level without its anchored globs (see :func:`walk`)."""

        def strip(g: GlobSet | None) -> GlobSet | None:
            return None if g is None else g.unanchored()

        return Level(
            self.path,
            strip(self.custom),
            strip(self.ignore),
            strip(self.git),
            self.has_git,
            strip(self.exclude),
        )


def _read_globs(
    fs: VirtualFS, path: str, shown: str | None, warn: Callable[[str], None] | None
) -> GlobSet | None:
    """An ignore file's globs (None when there is none); each line ``globset`` rejects is
    reported to ``warn`` as ripgrep words it, under ``shown`` (the file's path as the walk
    names it; None: the absolute path)."""
    try:
        if not fs.is_file(path):
            return None
        data = fs.read_bytes(path)
    except FSError:
        return None
    gs = GlobSet()
    bad = gs.add_text(data.decode("utf-8", "surrogateescape"))
    if bad and warn is not None:
        for k, msg in bad:
            warn(f"{path if shown is None else shown}: line {k}: {msg}\n")
    return gs


@dataclass
class IgnoreStack:
    """Which ignore files apply; one :class:`Level` per directory from the top down."""

    fs: VirtualFS
    custom_name: str
    use_ignore: bool = True
    use_git: bool = True
    require_git: bool = True
    levels: list[Level] = field(default_factory=list[Level])
    #: Told of each ignore file line that is not a valid glob (ripgrep's warning line).
    warn: Callable[[str], None] | None = None

    def level_for(
        self, directory: str, names: set[str] | None = None, shown: str | None = None
    ) -> Level:
        """The ignore files of ``directory``; ``names``: its entries' names when known
        (then a file that is not among them is not looked up); ``shown``: the directory
        as the walk names it, with a final ``/`` (None: its absolute path), for warnings."""
        fs = self.fs
        base = directory.rstrip("/") or "/"
        prefix = base if base != "/" else ""
        custom = ign = git = None
        warn = self.warn

        def named(name: str) -> str | None:
            return None if shown is None else shown + name

        def here(name: str) -> bool:
            return names is None or name in names

        # (the tool's own file, ``.rgignore``, counts even without ``.ignore`` files:
        # ``rg --no-ignore-dot``, as ripgrep)
        if self.custom_name and here(self.custom_name):
            name = self.custom_name
            custom = _read_globs(fs, f"{prefix}/{name}", named(name), warn)
        if self.use_ignore and here(".ignore"):
            ign = _read_globs(fs, f"{prefix}/.ignore", named(".ignore"), warn)
        has_git = False
        exclude = None
        if self.use_git:
            has_git = here(".git") and fs.exists(f"{prefix}/.git")
            if here(".gitignore"):
                git = _read_globs(fs, f"{prefix}/.gitignore", named(".gitignore"), warn)
            if has_git:
                exclude = _read_globs(fs, f"{prefix}/.git/info/exclude", None, None)
        return Level(base, custom, ign, git, has_git, exclude)

    def push_parents(self, top: str) -> None:
        """Load the ignore files of the ancestors of ``top`` (absolute, a directory)."""
        parts = [p for p in top.split("/") if p]
        for k in range(len(parts)):
            self.levels.append(self.level_for("/" + "/".join(parts[:k])))

    def in_repo(self, levels: list[Level]) -> bool:
        return any(lv.has_git for lv in levels)

    def matched(self, levels: list[Level], path: str, is_dir: bool) -> int:
        """Decision of the ignore files for absolute ``path`` (levels are its ancestors)."""
        m_custom = m_ignore = m_git = m_exclude = NONE
        any_git: bool | None = None  # (asked only when a .gitignore could decide)
        saw_git = False
        for lv in reversed(levels):
            custom, ignore, git = lv.custom, lv.ignore, lv.git
            if lv.exclude and m_exclude == NONE and not saw_git:
                rel = path[len(lv.path) :].lstrip("/") if lv.path != "/" else path.lstrip("/")
                m_exclude = lv.exclude.matched(rel, is_dir)
            if custom is None and ignore is None and git is None:
                # (no ignore file here: most directories, for each entry walked)
                saw_git = saw_git or lv.has_git
                continue
            rel = path[len(lv.path) :].lstrip("/") if lv.path != "/" else path.lstrip("/")
            if m_custom == NONE and custom:
                m_custom = custom.matched(rel, is_dir)
            if m_ignore == NONE and ignore:
                m_ignore = ignore.matched(rel, is_dir)
            if not saw_git and m_git == NONE and git:
                if any_git is None:
                    any_git = not self.require_git or self.in_repo(levels)
                if any_git:
                    m_git = git.matched(rel, is_dir)
            saw_git = saw_git or lv.has_git
        for m in (m_custom, m_ignore, m_git, m_exclude):
            if m != NONE:
                return m
        return NONE


@dataclass
class Entry:
    """One walked entry: absolute path, shown path, depth (top = 0), lstat kind, stat."""

    full: str
    shown: str
    depth: int
    is_dir: bool
    is_link: bool
    mode: int
    size: int


_FIRST = operator.itemgetter(0)


def _kind(fs: VirtualFS, path: str, follow: bool) -> tuple[bool, bool, int, int] | None:
    try:
        st = fs.lstat(path)
    except FSError:
        return None
    is_link = _stat.S_ISLNK(st.st_mode)
    if is_link and follow:
        try:
            st2 = fs.stat(path)
        except FSError:
            return (False, True, st.st_mode, st.st_size)
        return (_stat.S_ISDIR(st2.st_mode), True, st2.st_mode, st2.st_size)
    return (_stat.S_ISDIR(st.st_mode), is_link, st.st_mode, st.st_size)


def walk(
    ctx: CommandContext,
    top_full: str,
    top_shown: str,
    *,
    stack: IgnoreStack | None,
    hidden: bool,
    follow: bool,
    max_depth: int | None,
    filt: Callable[[Entry, list[Level]], int] | None = None,
    on_error: Callable[[str, FSError], None] | None = None,
    reverse: bool = False,
) -> Iterator[Entry]:
    """Sorted pre-order walk below directory ``top_full`` (the top itself is not yielded).

    ``top_shown`` is how the top is printed ("" for none: children print bare names).
    ``filt(entry, levels)`` may return IGNORE (skip; directories are pruned), WHITELIST
    (keep, even if hidden) or NONE (then the ignore files and the hidden rule decide).
    ``reverse``: each directory's entries in reverse order (``rg --sortr path``).
    """
    fs = ctx.fs
    levels: list[Level] = []  # (the parents': the walked directory adds its own, see sub)
    if stack is not None:
        stack.levels = []
        stack.push_parents(top_full)
        if top_shown and not top_shown.startswith("/") and top_shown.strip("/") not in (".", ""):
            # (ripgrep 13 with a relative path other than ".": the anchored globs, those
            # with a slash, of the ignore files above it never match: ``rg x sub`` under a
            # .gitignore of ``sub/*.log`` searches sub/a.log; run in sub, or given an
            # absolute path, it does not)
            stack.levels = [lv.unanchored() for lv in stack.levels]
        levels = list(stack.levels)
    seen: set[str] = set()
    if follow:
        try:
            seen.add(fs.realpath(top_full))
        except FSError:
            pass
    w = _Walker(ctx, stack, hidden, follow, max_depth, filt, on_error, seen, top_shown == "")
    w.reverse = reverse
    if max_depth == 0:
        return  # (the top only, which is not yielded)
    if top_shown == "":
        prefix = ""
    else:
        prefix = top_shown if top_shown.endswith("/") else top_shown + "/"
    yield from w.sub(top_full, top_shown, prefix, 1, levels)


@dataclass
class _Walker:
    ctx: CommandContext
    stack: IgnoreStack | None
    hidden: bool
    follow: bool
    max_depth: int | None
    filt: Callable[[Entry, list[Level]], int] | None
    on_error: Callable[[str, FSError], None] | None
    seen: set[str]
    #: The walk's top is shown as nothing (its entries by bare names); its ignore files, as
    #: ripgrep names them in warnings, are under ``./``.
    dot: bool = False
    reverse: bool = False

    def sub(
        self, dfull: str, dshown: str, prefix: str, depth: int, levels: list[Level]
    ) -> Iterator[Entry]:
        ctx = self.ctx
        fs = ctx.fs
        stack = self.stack
        try:
            # (each entry's lstat with the names, in one call: not a path lookup a name)
            listed = sorted(fs.entries(dfull), key=_FIRST, reverse=self.reverse)
        except FSError as e:
            if self.on_error is not None:
                self.on_error(dshown, e)
            return
        if stack is not None:  # (this directory's ignore files: only those listed)
            shown = "./" + prefix if self.dot else prefix
            levels = [*levels, stack.level_for(dfull, set(map(_FIRST, listed)), shown)]
        base = dfull.rstrip("/")
        for name, st in listed:
            ctx.check()
            if st is None:  # (a directory that can be listed but not searched)
                continue
            full = f"{base}/{name}"
            if _stat.S_ISLNK(st.st_mode):
                k = _kind(fs, full, self.follow)
                if k is None:
                    continue
                is_dir, is_link, mode, size = k
                if self.follow and _stat.S_ISLNK(mode) and self.on_error is not None:
                    # (a link to nothing, followed: an error, hidden or ignored as it may
                    # be, as ripgrep's walk stats it first; fd, without on_error, lists it)
                    shown = ("./" if self.dot else "") + prefix + name  # (as it walks it)
                    self.on_error(shown, FSError(errno.ENOENT, full))
                    continue
            else:
                is_dir, is_link, mode, size = (
                    _stat.S_ISDIR(st.st_mode),
                    False,
                    st.st_mode,
                    st.st_size,
                )
            child = Entry(full, prefix + name, depth, is_dir, is_link, mode, size)
            if self.filt is not None:
                decision = self.filt(child, levels)
            elif stack is not None:
                decision = stack.matched(levels, full, is_dir)
            else:
                decision = NONE
            if decision == IGNORE:
                continue
            if decision == NONE and not self.hidden and name.startswith("."):
                continue
            yield child
            if is_dir and (self.max_depth is None or depth < self.max_depth):
                if is_link:
                    try:
                        real = fs.realpath(full)
                    except FSError:
                        continue
                    if real in self.seen:
                        continue
                    self.seen.add(real)
                yield from self.sub(full, child.shown, child.shown + "/", depth + 1, levels)
