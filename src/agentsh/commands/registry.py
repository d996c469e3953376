"""The command registry: name -> implementation, loaded lazily on first use.

Commands are the third tier of lookup (after functions and builtins). Each entry names the
module and function implementing it, so ``import agentsh`` stays cheap and a command's module is
imported only when a script first runs it.

Decision: one explicit table rather than import-time self-registration: it is greppable, it is
the single list of what exists, and the planner and ``which`` read it without importing code.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from agentsh.commands.context import CommandContext

CommandFn = Callable[[CommandContext], int]

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {
    "cat": "cat:main",
    "head": "head:main",
    "tail": "head:tail_main",
    "grep": "grep:main",
    "egrep": "grep:egrep_main",
    "fgrep": "grep:fgrep_main",
    "wc": "wc:main",
    "sort": "sort:main",
    "tr": "tr:main",
    "bash": "shell_cmd:main",
    "sh": "shell_cmd:main",
    "uniq": "uniq:main",
    "cut": "cut:main",
    "seq": "seq:main",
    "yes": "yes:main",
    "tee": "tee:main",
    "basename": "basename:main",
    "dirname": "dirname:main",
    "rev": "rev:main",
    "tac": "tac:main",
    "paste": "paste:main",
    "nl": "nl:main",
}


_GROUP_TABLES = ("text2", "bin", "diff", "search", "sed", "awk", "archive", "jq", "datebc", "yq")


def _merge_extra_tables() -> None:
    """Tables kept in their own modules (one per group of commands) join the main one."""
    from agentsh.commands.table_files import TABLE_FILES

    for name, target in TABLE_FILES.items():
        TABLE.setdefault(name, target)
    for group in _GROUP_TABLES:
        module = importlib.import_module(f"agentsh.commands.table_{group}")
        for name, target in module.TABLE.items():
            TABLE.setdefault(name, target)


_merge_extra_tables()

_loaded: dict[str, CommandFn] = {}


def lookup(name: str) -> CommandFn | None:
    """The implementation of ``name``, importing its module on first use; None if unknown."""
    fn = _loaded.get(name)
    if fn is not None:
        return fn
    target = TABLE.get(name)
    if target is None:
        return None
    module_name, _, attr = target.partition(":")
    module = importlib.import_module(f"agentsh.commands.{module_name}")
    fn = getattr(module, attr)
    _loaded[name] = fn
    return fn


def exists(name: str) -> bool:
    return name in TABLE


def names() -> list[str]:
    return sorted(TABLE)
