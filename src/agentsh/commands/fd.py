"""``fd`` / ``fdfind``: find entries by name (fd 8.6.0, output not to a terminal).

Owns fd's option handling (``-x``/``-X`` take every argument up to ``;``), the name/path
matching (regex with smart case, ``-F`` substring, ``-g`` glob, ``-e`` extensions, ``-t``
types, depth limits), the display rules (paths relative to the search path with ``./``
stripped when no path is given, directories shown with a trailing ``/``, the ``./`` kept for
``-0``/``-x``/``-X``/``-l`` as fd does) and command execution through
``ctx.run_subcommand`` with the ``{}`` ``{/}`` ``{//}`` ``{.}`` ``{/.}`` placeholders.
Hidden and ignored entries (``.gitignore`` inside a git repository, ``.ignore``,
``.fdignore``) are skipped by the shared walk in :mod:`._ignore`.

Decision: fd walks in parallel; its output is sorted only when the search is quick, and
``-x`` runs and ``--max-results`` picks are in thread order. Here everything is in sorted
path order (component-wise, as fd sorts), commands run one after the other in that order,
and ``--max-results N`` keeps the first N sorted results.
"""

from __future__ import annotations

import re
import stat as _stat

from agentsh.commands._common import clap_suggestion
from agentsh.commands._ignore import (
    IGNORE,
    NONE,
    Entry,
    GlobSet,
    IgnoreStack,
    Level,
    glob_to_regex,
    walk,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Parsed, Spec, UsageError, flag, parse_args, value
from agentsh.commands.rg import translate as rust_regex
from agentsh.vfs import FSError
from agentsh.vfs.paths import normpath

SPEC = Spec(
    "fd",
    [
        flag("H", "H", "hidden"),
        flag("no-hidden", "", "no-hidden"),
        flag("I", "I", "no-ignore"),
        flag("ignore", "", "ignore"),
        flag("no-ignore-vcs", "", "no-ignore-vcs"),
        flag("no-ignore-parent", "", "no-ignore-parent"),
        flag("no-require-git", "", "no-require-git"),
        flag("u", "u", "unrestricted"),
        flag("s", "s", "case-sensitive"),
        flag("i", "i", "ignore-case"),
        flag("g", "g", "glob"),
        flag("regex", "", "regex"),
        flag("F", "F", "fixed-strings"),
        flag("a", "a", "absolute-path"),
        flag("relative-path", "", "relative-path"),
        flag("l", "l", "list-details"),
        flag("L", "L", "follow"),
        flag("p", "p", "full-path"),
        flag("0", "0", "print0"),
        value("d", "d", "max-depth", "maxdepth"),
        value("min-depth", "", "min-depth"),
        value("exact-depth", "", "exact-depth"),
        flag("prune", "", "prune"),
        value("t", "t", "type"),
        value("e", "e", "extension"),
        value("E", "E", "exclude"),
        value("ignore-file", "", "ignore-file"),
        value("c", "c", "color"),
        value("j", "j", "threads"),
        value("S", "S", "size"),
        value(
            "changed-within", "", "changed-within", "change-newer-than", "newer", "changed-after"
        ),
        value("changed-before", "", "changed-before", "change-older-than", "older"),
        value("o", "o", "owner"),
        value("max-results", "", "max-results"),
        flag("1", "1"),
        flag("q", "q", "quiet", "has-results"),
        flag("show-errors", "", "show-errors"),
        value("base-directory", "", "base-directory"),
        value("path-separator", "", "path-separator"),
        value("search-path", "", "search-path"),
        flag("strip-cwd-prefix", "", "strip-cwd-prefix"),
        flag("one-file-system", "", "one-file-system"),
        flag("help", "h", "help"),
        flag("version", "V", "version"),
    ],
    status=2,
    help_version=False,
    abbrev=False,
)

_NOTE = (
    "\n\nNote: You can use the '--fixed-strings' option to search for a literal string "
    "instead of a regular expression. Alternatively, you can also use the '--glob' option "
    "to match on a glob pattern."
)


class _Fail(Exception):
    """``[fd error]: message``, exit status 1."""


def _usage_of(name: str, long: str) -> str:
    """clap's usage line about the option ``--long`` (its name, its value's, its group)."""
    opt = next(o for o in SPEC.opts if long in o.long)
    shown = f"--{opt.long[0]}"
    if opt.long[0] == "list-details":  # (one of a group that conflicts)
        shown = "<--exec <cmd>...|--exec-batch <cmd>...|--list-details>"
    elif opt.long[0] in _VALUE_NAMES:
        shown += f" <{_VALUE_NAMES[opt.long[0]]}>"
    return f"Usage: {name} {shown} [pattern] [path]..."


def _clap(
    ctx: CommandContext,
    message: str,
    unknown: str = "",
    near: str | None = None,
    usage_of: str = "",
) -> int:
    """clap's usage error (exit status 2); ``near``: the option clap suggests for an unknown
    one, ``usage_of``: an option the error is about (the usage line then shows it)."""
    name = ctx.name or "fd"
    text = f"error: {message}\n\n"
    if near is not None:
        text += f"  Did you mean '--{near}'?\n\n{_usage_of(name, near)}\n\n"
    elif usage_of:
        text += f"{_usage_of(name, usage_of)}\n\n"
    elif unknown:
        text += (
            f"  If you tried to supply '{unknown}' as a value rather than a flag, "
            f"use '-- {unknown}'\n\nUsage: {name} [OPTIONS] [pattern] [path]...\n\n"
        )
    text += "For more information try '--help'\n"
    ctx.stderr.write(text.encode("utf-8", "surrogateescape"))
    return 2


#: the value names fd's usage line shows after an option (``--type <filetype>``)
_VALUE_NAMES = {
    "max-depth": "depth", "min-depth": "depth", "exact-depth": "depth", "exclude": "pattern",
    "type": "filetype", "extension": "ext", "size": "size", "changed-within": "date|dur",
    "changed-before": "date|dur", "owner": "user:group", "ignore-file": "path",
    "color": "when", "threads": "num", "max-results": "count", "base-directory": "path",
    "path-separator": "separator", "search-path": "search-path",
}  # fmt: skip


def _did_you_mean(name: str) -> str | None:
    """clap 3's suggestion for an unknown ``--name``: the long option or alias (in fd's
    order of definition) most like it, when their Jaro-Winkler similarity is over 0.8."""
    return clap_suggestion(name, (long for opt in SPEC.opts for long in opt.long))


def _split_exec(args: list[str]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """Pull ``-x CMD... ;`` and ``-X CMD... ;`` out of argv."""
    rest: list[str] = []
    cmds: list[tuple[str, list[str]]] = []
    i = 0
    n = len(args)
    while i < n:
        a = args[i]
        if a == "--":
            rest.extend(args[i:])
            break
        if a in ("-x", "--exec", "-X", "--exec-batch"):
            kind = "x" if a in ("-x", "--exec") else "X"
            j = i + 1
            cmd: list[str] = []
            while j < n and args[j] != ";":
                cmd.append(args[j])
                j += 1
            if not cmd:
                long = "--exec <cmd>..." if kind == "x" else "--exec-batch <cmd>..."
                raise UsageError(f"The argument '{long}' requires a value but none was supplied")
            cmds.append((kind, cmd))
            i = j + 1
            continue
        rest.append(a)
        i += 1
    return rest, cmds


def _has_upper(pat: str) -> bool:
    stripped = re.sub(r"\\(?:[pP]\{[^}]*\}|x\{[^}]*\}|.)", "", pat)
    stripped = re.sub(r"\[:\w+:\]", "", stripped)
    return any(ch.isupper() for ch in stripped)


def _int(ctx: CommandContext, name: str, text: str) -> int | None:
    if not text.isdigit():
        msg = (
            "cannot parse integer from empty string"
            if not text
            else "invalid digit found in string"
        )
        _clap(ctx, f"Invalid value '{text}' for '{name}': {msg}")
        return None
    return int(text)


def main(ctx: CommandContext) -> int:
    """``fd``."""
    try:
        args, cmds = _split_exec(ctx.args)
        p = parse_args(SPEC, args)
    except UsageError as e:
        msg = str(e)
        m = re.match(r"unrecognized option '(.*)'", msg) or re.match(
            r"invalid option -- '(.*)'", msg
        )
        if m is not None:
            arg = m.group(1)
            shown = arg if arg.startswith("-") else "-" + arg
            near = _did_you_mean(shown[2:].partition("=")[0]) if shown.startswith("--") else None
            return _clap(
                ctx,
                f"Found argument '{shown}' which wasn't expected, or isn't valid in this context",
                shown,
                near,
            )
        m = re.match(r"option '--(.*)' doesn't allow an argument", msg)
        if m is not None:
            long = m.group(1)
            value = next((a.partition("=")[2] for a in ctx.args if a.startswith(f"--{long}=")), "")
            return _clap(
                ctx,
                f"The value '{value}' was provided to '--{long}' but it wasn't expecting any"
                " more values",
                usage_of=long,
            )
        m = re.match(
            r"option '?-+(.*?)'? requires an argument|option requires an argument -- '(.*)'", msg
        )
        if m is not None:
            return _clap(
                ctx,
                f"The argument '-{m.group(1) or m.group(2)}' requires a value but none was supplied",
            )
        return _clap(ctx, msg)
    try:
        return _run(ctx, p, cmds)
    except _Fail as e:
        ctx.stderr.write(f"[fd error]: {e}\n".encode("utf-8", "surrogateescape"))
        return 1


_TYPES = {
    "f": "f", "file": "f", "d": "d", "directory": "d", "l": "l", "symlink": "l",
    "x": "x", "executable": "x", "e": "e", "empty": "e", "s": "s", "socket": "s",
    "p": "p", "pipe": "p",
}  # fmt: skip


def _run(ctx: CommandContext, p: Parsed, cmds: list[tuple[str, list[str]]]) -> int:
    name = ctx.name or "fd"
    if p.has("help"):
        ctx.stdout.write(f"Usage: {name} [OPTIONS] [pattern] [path]...\n".encode())
        return 0
    if p.has("version"):
        ctx.stdout.write(f"{name} 8.6.0\n".encode())
        return 0
    ops = list(p.operands)
    pattern = ops[0] if ops else ""
    paths = ops[1:]
    for key, val in p.opts:
        if key == "search-path":
            paths.append(val or "")
    glob_mode = False
    fixed = False
    for key, _ in p.opts:
        if key == "g":
            glob_mode, fixed = True, False
        elif key == "regex":
            glob_mode = False
        elif key == "F":
            fixed = True
    full_path = p.has("p")
    if "/" in pattern and not glob_mode and not full_path:
        raise _Fail(
            f"The search pattern '{pattern}' contains a path-separation character ('/') and "
            "will not lead to any search results.\n\n"
            f"If you want to search for all files inside the '{pattern}' directory, use a "
            f"match-all pattern:\n\n  fd . '{pattern}'\n\n"
            "Instead, if you want your pattern to match the full file path, use:\n\n"
            f"  fd --full-path '{pattern}'"
        )
    case = "smart"
    for key, _ in p.opts:
        if key == "s":
            case = "s"
        elif key == "i":
            case = "i"
    if case == "smart":
        insensitive = not _has_upper(pattern)
    else:
        insensitive = case == "i"
    flags = re.IGNORECASE if insensitive else 0
    if glob_mode:
        body = "^" + glob_to_regex(pattern, slash_star=False) + r"\Z"
    elif fixed:
        body = re.escape(pattern)
    else:
        try:
            body = rust_regex(pattern)
        except Exception as e:  # the rg translator raises its own failure type
            raise _Fail(str(e).rstrip("\n") + _NOTE) from None
    try:
        rx = re.compile(body, flags | re.DOTALL)
    except re.error as e:
        raise _Fail(f"regex parse error:\n    {pattern}\nerror: {e.msg}" + _NOTE) from None
    # filters
    exts = [v.lstrip(".").lower() for v in p.all("e")]
    types: set[str] = set()
    for v in p.all("t"):
        t = _TYPES.get(v)
        if t is None:
            return _clap(
                ctx,
                f"'{v}' isn't a valid value for '--type <filetype>'\n"
                "  [possible values: file, directory, symlink, executable, empty, socket, pipe]",
            )
        types.add(t)
    max_depth = min_depth = None
    for key, val in p.opts:
        if key in ("d", "min-depth", "exact-depth"):
            label = {"d": "--max-depth <depth>", "min-depth": "--min-depth <depth>"}.get(
                key, "--exact-depth <depth>"
            )
            num = _int(ctx, label, val or "")
            if num is None:
                return 2
            if key in ("d", "exact-depth"):
                max_depth = num
            if key in ("min-depth", "exact-depth"):
                min_depth = num
    limit: int | None = None
    if p.has("max-results"):
        num = _int(ctx, "--max-results <count>", p.last("max-results") or "")
        if num is None:
            return 2
        limit = num or None
    if p.has("1"):
        limit = 1
    quiet = p.has("q")
    if quiet:
        limit = 1
    unrestricted = p.has("u")
    hidden = unrestricted
    no_ignore = unrestricted
    for key, _ in p.opts:
        if key == "H":
            hidden = True
        elif key == "no-hidden":
            hidden = False
        elif key == "I":
            no_ignore = True
        elif key == "ignore":
            no_ignore = False
    stack: IgnoreStack | None = None
    if not no_ignore:
        stack = IgnoreStack(
            ctx.fs,
            ".fdignore",
            use_git=not p.has("no-ignore-vcs"),
            require_git=not p.has("no-require-git"),
        )
    excludes = GlobSet()
    for v in p.all("E"):
        excludes.add(v)
    follow = p.has("L")
    absolute = p.has("a")
    listing = p.has("l")
    null = p.has("0")
    keep_dot = null or bool(cmds) or listing
    if p.has("strip-cwd-prefix"):
        keep_dot = False
    no_parent = p.has("no-ignore-parent")

    def decide(ent: Entry, levels: list[Level]) -> int:
        if excludes:
            rel = ent.shown[2:] if ent.shown.startswith("./") else ent.shown
            if excludes.matched(rel, ent.is_dir) == IGNORE:
                return IGNORE
        if stack is not None:
            lv = levels if not no_parent else levels[-ent.depth :]
            return stack.matched(lv, ent.full, ent.is_dir)
        return NONE

    # search paths
    roots: list[tuple[str, str]] = []
    if not paths:
        roots.append((normpath(ctx.abspath(".")), "./" if keep_dot or absolute else ""))
    else:
        for sp in paths:
            full = normpath(ctx.abspath(sp))
            if not ctx.fs.is_dir(full):
                ctx.stderr.write(
                    f"[fd error]: Search path '{sp}' is not a directory.\n".encode(
                        "utf-8", "surrogateescape"
                    )
                )
                continue
            roots.append((full, sp))
        if not roots:
            raise _Fail("No valid search paths given.")
    results: list[tuple[str, Entry]] = []
    done = False
    for full, shown in roots:
        for ent in walk(
            ctx,
            full,
            shown,
            stack=stack,
            hidden=hidden,
            follow=follow,
            max_depth=max_depth,
            filt=decide,
        ):
            if min_depth is not None and ent.depth < min_depth:
                continue
            base = ent.full.rsplit("/", 1)[-1]
            target = ent.full if full_path else base
            if pattern and rx.search(target) is None:
                continue
            if exts:
                low = base.lower()
                if not any(low.endswith("." + x) and len(low) > len(x) + 1 for x in exts):
                    continue
            if types and not _type_ok(ctx, ent, types):
                continue
            results.append((ent.full if absolute else ent.shown, ent))
            if limit is not None and len(results) >= limit and len(roots) == 1:
                done = True
                break
        if done:
            break
    if quiet:
        return 0 if results else 1
    if listing:
        cmds = [("X", ["ls", "-l", "-h", "-d", "--"])]
    if len(roots) > 1:
        results.sort(key=lambda r: r[0].split("/"))
        if limit is not None:
            del results[limit:]
    if cmds:
        return _exec(ctx, cmds, results)
    out = ctx.stdout
    term = b"\0" if null else b"\n"
    for shown, ent in results:
        text = shown + "/" if ent.is_dir else shown
        out.write(text.encode("utf-8", "surrogateescape") + term)
    return 0


def _type_ok(ctx: CommandContext, ent: Entry, types: set[str]) -> bool:
    mode = ent.mode
    kinds = types - {"e", "x"}
    ok = True
    if kinds:
        ok = (
            ("f" in kinds and _stat.S_ISREG(mode) and not (ent.is_link and not _follows(ent)))
            or ("d" in kinds and ent.is_dir)
            or ("l" in kinds and ent.is_link and not _stat.S_ISDIR(mode) and _stat.S_ISLNK(mode))
            or ("s" in kinds and _stat.S_ISSOCK(mode))
            or ("p" in kinds and _stat.S_ISFIFO(mode))
        )
    if ok and "x" in types:
        ok = _stat.S_ISREG(mode) and bool(mode & 0o111) and not _stat.S_ISLNK(mode)
    if ok and "e" in types:
        if ent.is_dir:
            try:
                ok = not ctx.fs.listdir(ent.full)
            except FSError:
                ok = False
        else:
            ok = _stat.S_ISREG(mode) and ent.size == 0
    return ok


def _follows(ent: Entry) -> bool:
    return not _stat.S_ISLNK(ent.mode)


def _placeholders(path: str) -> dict[str, str]:
    base = path.rstrip("/").rsplit("/", 1)[-1] if path not in ("/", "") else path
    if "/" in path.rstrip("/"):
        parent = path.rstrip("/").rsplit("/", 1)[0] or "/"
    else:
        parent = "."
    stem = base
    dot = base.rfind(".")
    if dot > 0:
        stem = base[:dot]
    noext = (parent + "/" + stem) if parent != "." or path.startswith("./") else stem
    if noext.startswith("./"):
        noext = noext[2:]
    return {"{}": path, "{/}": base, "{//}": parent, "{.}": noext, "{/.}": stem}


_PH = re.compile(r"\{(?:/\.|//|/|\.)?\}")


def _expand(token: str, path: str) -> str:
    ph = _placeholders(path)
    return _PH.sub(lambda m: ph[m.group(0)], token)


def _exec(
    ctx: CommandContext, cmds: list[tuple[str, list[str]]], results: list[tuple[str, Entry]]
) -> int:
    run = ctx.run_subcommand
    if run is None:
        raise _Fail("cannot run commands here")
    status = 0
    paths = [shown for shown, _ in results]
    for kind, cmd in cmds:
        has_ph = any(_PH.search(tok) for tok in cmd)
        if kind == "x":
            for path in paths:
                ctx.check()
                argv = [_expand(tok, path) for tok in cmd] if has_ph else [*cmd, path]
                if run(argv, None, ctx.stdout, ctx.stderr) != 0:
                    status = 1
        else:
            if not paths:
                continue
            argv: list[str] = []
            for tok in cmd:
                if _PH.search(tok):
                    argv.extend(_expand(tok, path) for path in paths)
                else:
                    argv.append(tok)
            if not has_ph:
                argv.extend(paths)
            if run(argv, None, ctx.stdout, ctx.stderr) != 0:
                status = 1
    return status
