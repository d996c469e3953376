"""Compiled code objects of the Python source that awk and sed generate, cached by source text:
a program run again (same text, same options) is not compiled again."""

from __future__ import annotations

from types import CodeType

_cache: dict[tuple[str, str], CodeType] = {}
_MAX = 256


def compile_cached(source: str, filename: str) -> CodeType:
    """``compile(source, filename, "exec")``, reused for a source seen before."""
    key = (source, filename)
    code = _cache.get(key)
    if code is None:
        code = compile(source, filename, "exec")
        if len(_cache) >= _MAX:
            _cache.clear()
        _cache[key] = code
    return code
