"""Pathname expansion (globbing) over the virtual filesystem.

Owns how a pattern word becomes a sorted list of existing paths, as bash 5.2 does it: the
pattern is split on ``/``; components without wildcards are used literally (and must exist),
the others are matched (with :mod:`agentsh.eval.pattern` in pathname mode) against directory
listings. Hidden names need an explicit leading ``.`` unless ``dotglob``; ``.``/``..`` are
never produced by wildcards (``globskipdots``). With ``globstar`` a ``**`` component matches
zero or more directories (symlinked directories are listed but not descended into). A trailing
``/`` keeps only directories (and keeps the slash). Results are sorted by the bytes of the whole
path (the C / C.UTF-8 collation). Nothing matching gives ``[]``: nullglob/failglob/keeping the
word is the caller's business.

Patterns use the word expander's convention (quoted characters backslash-escaped).
"""

from __future__ import annotations

from typing import Any

from agentsh.eval.pattern import compile_pattern, has_glob_chars, unescape

__all__ = ["glob", "split_components"]


def split_components(pattern: str) -> list[str]:
    """Split on unescaped ``/`` outside extglob parentheses and brackets."""
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    i = 0
    n = len(pattern)
    while i < n:
        c = pattern[i]
        if c == "\\" and i + 1 < n:
            if pattern[i + 1] == "/" and depth == 0:
                out.append("".join(cur))
                cur = []
            else:
                cur.append(pattern[i : i + 2])
            i += 2
            continue
        if c == "(":
            depth += 1
        elif c == ")" and depth:
            depth -= 1
        if c == "/" and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    out.append("".join(cur))
    return out


def _sort_key(path: str) -> bytes:
    return path.encode("utf-8", "surrogateescape")


def glob(
    pattern: str,
    *,
    fs: Any,
    cwd: str,
    dotglob: bool = False,
    nocaseglob: bool = False,
    extglob: bool = False,
    globstar: bool = False,
) -> list[str]:
    """Expand ``pattern`` against ``fs``; sorted matches, or ``[]``."""
    comps = split_components(pattern)
    if pattern.startswith("/"):
        # leading slashes: keep them as written ("//x*" stays "//x...")
        k = 0
        while k < len(comps) - 1 and comps[k] == "":
            k += 1
        prefix = "/" * k
        comps = comps[k:]
    else:
        prefix = ""
    base = cwd if cwd.endswith("/") else cwd + "/"
    g = _Globber(fs, base, dotglob, nocaseglob, extglob, globstar)
    results = g.expand([prefix], comps)
    results = list(dict.fromkeys(results))
    results.sort(key=_sort_key)
    return results


class _Globber:
    def __init__(
        self, fs: Any, base: str, dotglob: bool, nocase: bool, extglob: bool, globstar: bool
    ) -> None:
        self.fs = fs
        self.base = base
        self.dotglob = dotglob
        self.nocase = nocase
        self.extglob = extglob
        self.globstar = globstar

    # -- filesystem helpers (paths are as the user wrote them; resolve against cwd) --------
    def real(self, path: str) -> str:
        if path.startswith("/"):
            return path
        return self.base + path if path else self.base

    def listdir(self, path: str) -> list[str]:
        try:
            return list(self.fs.listdir(self.real(path) or "/"))
        except Exception:
            return []

    def is_dir(self, path: str) -> bool:
        try:
            return bool(self.fs.is_dir(self.real(path)))
        except Exception:
            return False

    def lexists(self, path: str) -> bool:
        fs = self.fs
        try:
            if hasattr(fs, "lexists"):
                return bool(fs.lexists(self.real(path)))
            return bool(fs.exists(self.real(path)) or fs.is_symlink(self.real(path)))
        except Exception:
            return False

    def is_symlink(self, path: str) -> bool:
        try:
            return bool(self.fs.is_symlink(self.real(path)))
        except Exception:
            return False

    @staticmethod
    def join(prefix: str, name: str) -> str:
        if not prefix.strip("/"):  # "" (cwd) or the root written as "/" or "//"
            return prefix + name
        return prefix + "/" + name

    # -- expansion ---------------------------------------------------------------------------
    def expand(self, prefixes: list[str], comps: list[str]) -> list[str]:
        """``prefixes`` are existing directories (``""`` = cwd); match ``comps`` below them."""
        if not comps:
            return prefixes
        comp, rest = comps[0], comps[1:]
        last = not rest
        if comp == "":
            if last:
                # trailing slash: only directories, keep the slash
                return [p if p.endswith("/") else p + "/" for p in prefixes if self.is_dir(p)]
            # "a//b": keep the doubled slash
            return self.expand([p + "/" if p.strip("/") else p for p in prefixes], rest)
        if self.globstar and comp == "**":
            while rest and rest[0] == "**":
                rest = rest[1:]
            return self.globstar_expand(prefixes, rest)
        if not has_glob_chars(comp, extglob=self.extglob):
            name = unescape(comp)
            out: list[str] = []
            for p in prefixes:
                path = self.join(p, name)
                if last:
                    if self.lexists(path):
                        out.append(path)
                elif self.is_dir(path):
                    out.append(path)
            return out if last else self.expand(out, rest)
        matcher = compile_pattern(
            comp,
            extglob=self.extglob,
            nocase=self.nocase,
            pathname=True,
            dotglob=self.dotglob,
        )
        matched: list[str] = []
        for p in prefixes:
            if p and not self.is_dir(p):
                continue
            for name in self.listdir(p):
                if name in (".", ".."):
                    continue
                if matcher.fullmatch(name) is None:
                    continue
                path = self.join(p, name)
                if last or self.is_dir(path):
                    matched.append(path)
        return matched if last else self.expand(matched, rest)

    def walk_dirs(self, prefix: str) -> list[str]:
        """``prefix`` and every directory below it (hidden ones only with dotglob; symlinks
        to directories are not descended into)."""
        out = [prefix]
        for name in sorted(self.listdir(prefix), key=_sort_key):
            if name.startswith(".") and not self.dotglob:
                continue
            path = self.join(prefix, name)
            if self.is_dir(path) and not self.is_symlink(path):
                out.extend(self.walk_dirs(path))
        return out

    def globstar_expand(self, prefixes: list[str], rest: list[str]) -> list[str]:
        out: list[str] = []
        for p in prefixes:
            dirs = self.walk_dirs(p)
            if p and (not rest or rest == [""]):
                # zero directories below "d/": bash yields "d/" itself
                out.append(p if p.endswith("/") else p + "/")
            if not rest:
                # "**" last: everything below (files and directories), not the start itself
                for d in dirs:
                    for name in self.listdir(d):
                        if name.startswith(".") and not self.dotglob:
                            continue
                        out.append(self.join(d, name))
                continue
            if rest == [""]:
                # "**/": all directories below, with a trailing slash
                for d in dirs[1:]:
                    out.append(d + "/")
                # symlinks to directories are listed (not descended)
                for d in dirs:
                    for name in self.listdir(d):
                        if name.startswith(".") and not self.dotglob:
                            continue
                        path = self.join(d, name)
                        if self.is_symlink(path) and self.is_dir(path):
                            out.append(path + "/")
                continue
            out.extend(self.expand(dirs, rest))
        return out
