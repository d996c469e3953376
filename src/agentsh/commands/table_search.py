"""Registry entries of one group of commands (search); merged into ``registry.TABLE``."""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {
    "rg": "rg:main",
    "fd": "fd:main",
    "fdfind": "fd:main",
}
