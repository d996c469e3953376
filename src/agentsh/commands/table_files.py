"""Registry entries of the file-management commands (ls, cp, mv, rm, find, ...).

Kept apart from ``registry.TABLE`` so that groups of commands can be added independently;
``registry`` merges this table into its own.
"""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE_FILES: dict[str, str] = {
    "ls": "ls:main",
    "mkdir": "mkdir:main",
    "rmdir": "mkdir:rmdir_main",
    "mkfifo": "mkdir:mkfifo_main",
    "touch": "touch:main",
    "rm": "rm:main",
    "unlink": "rm:unlink_main",
    "cp": "cp:main",
    "mv": "cp:mv_main",
    "find": "find:main",
    "stat": "stat:main",
    "ln": "ln:main",
    "link": "ln:link_main",
    "chmod": "chmod:chmod_main",
    "chown": "chmod:chown_main",
    "chgrp": "chmod:chgrp_main",
    "realpath": "realpath:realpath_main",
    "readlink": "realpath:readlink_main",
    "pathchk": "realpath:pathchk_main",
    "du": "du:main",
    "df": "df:main",
    "tree": "tree:main",
    "mktemp": "mktemp:main",
    "truncate": "truncate:main",
    "install": "install:main",
    "file": "file:main",
    "shred": "shred:main",
    "dd": "dd:main",
}
