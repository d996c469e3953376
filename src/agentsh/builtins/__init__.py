"""Shell builtins: the registry of name -> implementation (``(sh, argv, io) -> status``).

Builtins are the second tier of command lookup, after functions and before the command
registry. ``SPECIAL_BUILTINS`` are POSIX's special builtins (errors in them are fatal in
POSIX mode; prefix assignments before them persist).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from agentsh.builtins import core as c
from agentsh.builtins.compgen import b_compgen, b_complete, b_compopt
from agentsh.builtins.help import b_help
from agentsh.builtins.ulimit import b_ulimit

if TYPE_CHECKING:
    from collections.abc import Callable

    BuiltinFn = Callable[[Any, list[str], Any], int]

BUILTINS: dict[str, Any] = {
    ":": c.b_colon,
    "true": c.b_colon,
    "false": c.b_false,
    "echo": c.b_echo,
    "printf": c.b_printf,
    "cd": c.b_cd,
    "pwd": c.b_pwd,
    "exit": c.b_exit,
    "return": c.b_return,
    "break": c.b_break,
    "continue": c.b_continue,
    "test": c.b_test,
    "[": c.b_test,
    "shift": c.b_shift,
    "declare": c.b_declare,
    "typeset": c.b_declare,
    "local": c.b_declare,
    "export": c.b_declare,
    "readonly": c.b_declare,
    "unset": c.b_unset,
    "eval": c.b_eval,
    "source": c.b_source,
    ".": c.b_source,
    "let": c.b_let,
    "read": c.b_read,
    "mapfile": c.b_mapfile,
    "readarray": c.b_mapfile,
    "type": c.b_type,
    "command": c.b_command,
    "builtin": c.b_builtin,
    "alias": c.b_alias,
    "unalias": c.b_unalias,
    "set": c.b_set,
    "shopt": c.b_shopt,
    "trap": c.b_trap,
    "exec": c.b_exec,
    "wait": c.b_wait,
    "getopts": c.b_getopts,
    "hash": c.b_hash,
    "umask": c.b_umask,
    "jobs": c.b_jobs,
    "times": c.b_times,
    "dirs": c.b_dirs,
    "pushd": c.b_pushd,
    "popd": c.b_popd,
    "caller": c.b_caller,
    "ulimit": b_ulimit,
    "enable": c.b_enable,
    "help": b_help,
    "history": c.b_history,
    "logout": c.b_logout,
    "bg": c.b_fg,
    "fg": c.b_fg,
    "disown": c.b_disown,
    "suspend": c.b_suspend,
    "kill": c.b_kill,
    "compgen": b_compgen,
    "complete": b_complete,
    "compopt": b_compopt,
    "fc": c.b_fc,
}

SPECIAL_BUILTINS = frozenset(
    {":", ".", "break", "continue", "eval", "exec", "exit", "export", "readonly", "return",
     "set", "shift", "times", "trap", "unset", "source"}
)  # fmt: skip
