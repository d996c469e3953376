"""POSIX regular expressions (BRE/ERE with GNU extensions) for every agentsh tool.

Owns the public regex API shared by grep, sed, awk, find, expr and ``[[ =~ ]]``:
:func:`compile_bre`, :func:`compile_ere`, :func:`translate` and :class:`RegexError`. Patterns
are ``str``; subjects are text decoded with ``surrogateescape`` (so invalid UTF-8 bytes survive
and never match a class). Compiled patterns are cached.

See :mod:`agentsh.regex.translate` for the syntax covered and the leftmost-longest caveat.
"""

from __future__ import annotations

import re
import warnings
from functools import lru_cache
from typing import Any

from agentsh.regex.translate import RegexError, Translation, translate

__all__ = [
    "RegexError",
    "RegexTimeout",
    "Translation",
    "compile_bre",
    "compile_ere",
    "compile_regex",
    "safe_compile",
    "selecting",
    "translate",
]


@lru_cache(maxsize=512)
def compile_regex(
    pattern: str, extended: bool = False, icase: bool = False, multiline: bool = False
) -> re.Pattern[str]:
    """Compile a GNU BRE/ERE. ``multiline``: grep-style buffer of lines (see translate)."""
    tr = translate(pattern, extended, multiline)
    flags = re.MULTILINE if multiline else re.DOTALL
    if icase:
        flags |= re.IGNORECASE
    try:
        compiled = re.compile(tr.python, flags)
    except re.error as e:  # pragma: no cover - translation should always be valid
        raise RegexError(f"Invalid regular expression ({e})") from e
    except RecursionError as e:  # pragma: no cover
        raise RegexError("Regular expression too big") from e
    if _CATASTROPHIC.search(tr.python):
        return guarded(compiled)  # pyright: ignore[reportReturnType]
    if "|" in tr.python:
        # POSIX picks the leftmost-*longest* match among alternatives (``a|ab`` on "ab" is
        # "ab"); Python's re picks the first alternative. The regex engine's POSIX mode
        # agrees. (Not needed when the alternatives exclude each other: ``(^|,)ok(,|$)``.)
        from agentsh.regex.oneway import one_way

        if one_way(compiled):
            return compiled
        return guarded(compiled, posix=True)  # pyright: ignore[reportReturnType]
    return compiled


#: Nested or alternated quantified groups — the shapes of catastrophic backtracking
#: (``(a+)+``, ``(a|a)*``, ``(.*x){20}``). Python's ``re`` runs those in one uninterruptible C
#: call; such patterns run on the ``regex`` engine instead, with a time-out.
_CATASTROPHIC = re.compile(r"\((?:\?:)?[^()]*(?:[+*}]|\|)[^()]*\)(?:[+*]|\{\d*,)")

#: Seconds one match may take before it fails (ReDoS guard).
MATCH_TIMEOUT = 5.0


class RegexTimeout(RegexError):
    """A match took longer than :data:`MATCH_TIMEOUT` (catastrophic backtracking)."""


def _compile_quietly(pattern: str, flags: int) -> re.Pattern[str]:
    """``re.compile`` without ``re``'s FutureWarnings ("Possible nested set") reaching the
    host program's stderr: a user's pattern is not the program's bug."""
    if "[" not in pattern:
        return re.compile(pattern, flags)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        return re.compile(pattern, flags)


def safe_compile(python_pattern: str, flags: int = 0, posix: bool = False) -> re.Pattern[str]:
    """``re.compile`` for translated patterns, with the catastrophic-backtracking guard (and,
    with ``posix``, POSIX leftmost-longest matching for alternations)."""
    compiled = _compile_quietly(python_pattern, flags)
    if _CATASTROPHIC.search(python_pattern):
        # POSIX mode explores every alternative: on these shapes it would always time out
        return guarded(compiled)  # pyright: ignore[reportReturnType]
    if posix and "|" in python_pattern:
        return guarded(compiled, posix=True)  # pyright: ignore[reportReturnType]
    return compiled


def guarded(compiled: re.Pattern[str], posix: bool = False) -> Any:
    """The same pattern on the ``regex`` engine, every call bounded by a time-out
    (``posix``: leftmost-longest matching)."""
    try:
        import regex as _regex  # the third-party engine: interruptible matching
    except ImportError:  # pragma: no cover - a declared dependency
        return compiled
    try:
        flags = compiled.flags & ~re.UNICODE
        if posix:
            flags |= _regex.POSIX
        rx = _regex.compile(compiled.pattern, flags)
    except Exception:  # noqa: BLE001  (syntax the other engine lacks: keep re)
        return compiled
    return _Guarded(rx, compiled, posix)


class _Guarded:
    """Mimics ``re.Pattern`` over a ``regex`` pattern; each call has a time-out."""

    def __init__(self, rx: Any, original: re.Pattern[str], posix: bool = False) -> None:
        self._rx = rx
        #: With ``posix`` only (not a catastrophic shape): the ``re`` pattern, for callers
        #: that only ask *whether* and *where* a match starts (the leftmost start is the
        #: same under both rules; only the choice among matches there differs).
        self.plain: re.Pattern[str] | None = original if posix else None
        self.pattern = original.pattern
        self.flags = original.flags
        self.groups = original.groups
        self.groupindex = original.groupindex

    def _call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        try:
            return getattr(self._rx, name)(*args, timeout=MATCH_TIMEOUT, **kwargs)
        except TimeoutError:
            raise RegexTimeout("regular expression too expensive (matching timed out)") from None

    def search(self, *a: Any, **k: Any) -> Any:
        return self._call("search", *a, **k)

    def match(self, *a: Any, **k: Any) -> Any:
        return self._call("match", *a, **k)

    def fullmatch(self, *a: Any, **k: Any) -> Any:
        return self._call("fullmatch", *a, **k)

    def finditer(self, *a: Any, **k: Any) -> Any:
        return self._call("finditer", *a, **k)

    def findall(self, *a: Any, **k: Any) -> Any:
        return self._call("findall", *a, **k)

    def sub(self, *a: Any, **k: Any) -> Any:
        return self._call("sub", *a, **k)

    def subn(self, *a: Any, **k: Any) -> Any:
        return self._call("subn", *a, **k)

    def split(self, *a: Any, **k: Any) -> Any:
        return self._call("split", *a, **k)


def selecting(rx: re.Pattern[str]) -> re.Pattern[str]:
    """The fastest pattern that finds the same leftmost match starts as ``rx``: its plain
    ``re`` form when ``rx`` is guarded only for leftmost-longest matching (line selection,
    addresses: whether a line matches, not what)."""
    plain = getattr(rx, "plain", None)
    return rx if plain is None else plain


def compile_bre(pattern: str, icase: bool = False, multiline: bool = False) -> re.Pattern[str]:
    """Compile a POSIX basic regular expression (GNU flavour)."""
    return compile_regex(pattern, False, icase, multiline)


def compile_ere(pattern: str, icase: bool = False, multiline: bool = False) -> re.Pattern[str]:
    """Compile a POSIX extended regular expression (GNU flavour)."""
    return compile_regex(pattern, True, icase, multiline)
