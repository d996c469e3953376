"""Lexical path helpers (pure string manipulation, no filesystem access).

Owns path-string utilities used by the executor and the VFS:

* :func:`absolute` -- make a path absolute by prefixing the cwd *without*
  normalizing; use it for file operations so the VFS resolves ``..`` physically
  (as the kernel does) and a trailing slash is preserved.
* :func:`join` / :func:`normpath` -- bash-style *logical* normalization of
  ``.``, ``..`` and repeated slashes, NOT resolving symlinks (what ``cd`` and
  ``$PWD`` use).
* :func:`split`, :func:`dirname`, :func:`basename`, :func:`components`.
"""

from __future__ import annotations

__all__ = [
    "absolute",
    "basename",
    "components",
    "dirname",
    "fd_number",
    "is_abs",
    "join",
    "normpath",
    "split",
]


def fd_number(path: str) -> int | None:
    """N of ``/dev/fd/N`` or ``/proc/self/fd/N`` (a descriptor of the shell); else None."""
    for prefix in ("/dev/fd/", "/proc/self/fd/"):
        if path.startswith(prefix):
            n = path[len(prefix) :]
            return int(n) if n.isascii() and n.isdigit() else None
    return None


def is_abs(path: str) -> bool:
    """True if ``path`` starts with ``/``."""
    return path.startswith("/")


def components(path: str) -> list[str]:
    """Non-empty ``/``-separated components of ``path`` (``.``/``..`` kept)."""
    return [c for c in path.split("/") if c]


def normpath(path: str, *, keep_trailing_slash: bool = False) -> str:
    """Lexically normalize an absolute path (relative paths are taken from ``/``).

    Collapses ``//`` and ``.``, applies ``..`` lexically (``..`` at the root
    stays at the root).  The result has no trailing slash unless
    ``keep_trailing_slash`` is set and the input had one (and it is not ``/``).
    """
    out: list[str] = []
    for comp in components(path):
        if comp == ".":
            continue
        if comp == "..":
            if out:
                out.pop()
            continue
        out.append(comp)
    result = "/" + "/".join(out)
    if keep_trailing_slash and out and path.endswith("/"):
        result += "/"
    return result


def join(cwd: str, path: str, *, keep_trailing_slash: bool = False) -> str:
    """Logical join: ``path`` relative to ``cwd`` then :func:`normpath`-ed.

    An absolute ``path`` ignores ``cwd``; an empty ``path`` yields ``cwd``.
    """
    if path.startswith("/"):
        return normpath(path, keep_trailing_slash=keep_trailing_slash)
    return normpath(cwd + "/" + path, keep_trailing_slash=keep_trailing_slash)


def absolute(cwd: str, path: str) -> str:
    """Physical-friendly absolute path: ``cwd + "/" + path`` with no normalization.

    Returns ``path`` unchanged if already absolute; ``cwd`` if ``path`` is empty.
    """
    if path.startswith("/"):
        return path
    if not path:
        return cwd
    return cwd.rstrip("/") + "/" + path


def split(path: str) -> tuple[str, str]:
    """Split into ``(dirname, basename)`` after stripping trailing slashes.

    ``split("/a/b/") == ("/a", "b")``, ``split("/a") == ("/", "a")``,
    ``split("/") == ("/", "")``, ``split("a") == ("", "a")``.
    """
    stripped = path.rstrip("/")
    if not stripped:
        return ("/", "") if path else ("", "")
    head, sep, tail = stripped.rpartition("/")
    if not sep:
        return ("", tail)
    head = head.rstrip("/")
    return (head or "/", tail)


def dirname(path: str) -> str:
    """Directory part as in :func:`split` (``"."`` for a bare relative name)."""
    head = split(path)[0]
    return head or "."


def basename(path: str) -> str:
    """Last component after stripping trailing slashes (``"/"`` for the root)."""
    if path and not path.strip("/"):
        return "/"
    return split(path)[1]
