"""POSIX regular expressions (BRE/ERE with GNU extensions) for every agentsh tool.

Owns the public regex API shared by grep, sed, awk, find, expr and ``[[ =~ ]]``:
:func:`compile_bre`, :func:`compile_ere`, :func:`translate` and :class:`RegexError`. Patterns
are ``str``; subjects are text decoded with ``surrogateescape`` (so invalid UTF-8 bytes survive
and never match a class). Compiled patterns are cached.

See :mod:`agentsh.regex.translate` for the syntax covered and the leftmost-longest caveat.
"""

from __future__ import annotations

import re
from functools import lru_cache

from agentsh.regex.translate import RegexError, Translation, translate

__all__ = ["RegexError", "Translation", "compile_bre", "compile_ere", "compile_regex", "translate"]


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
        return re.compile(tr.python, flags)
    except re.error as e:  # pragma: no cover - translation should always be valid
        raise RegexError(f"Invalid regular expression ({e})") from e
    except RecursionError as e:  # pragma: no cover
        raise RegexError("Regular expression too big") from e


def compile_bre(pattern: str, icase: bool = False, multiline: bool = False) -> re.Pattern[str]:
    """Compile a POSIX basic regular expression (GNU flavour)."""
    return compile_regex(pattern, False, icase, multiline)


def compile_ere(pattern: str, icase: bool = False, multiline: bool = False) -> re.Pattern[str]:
    """Compile a POSIX extended regular expression (GNU flavour)."""
    return compile_regex(pattern, True, icase, multiline)
