"""Registry entries of one group of commands (text2); merged into ``registry.TABLE``."""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {
    "expr": "expr:main",
    "column": "column:main",
    "join": "join:main",
    "comm": "comm:main",
    "fold": "fold:main",
    "which": "which:main",
    "printf": "printf_cmd:main",
    "echo": "echo_cmd:main",
    "factor": "factor:main",
    "expand": "expand:expand_main",
    "unexpand": "expand:unexpand_main",
    "split": "split:main",
    "envsubst": "envsubst:main",
    "tsort": "tsort:main",
    "fmt": "fmt:main",
    "numfmt": "numfmt:main",
    "strings": "strings:main",
    "shuf": "shuf:main",
    "csplit": "csplit:main",
}
