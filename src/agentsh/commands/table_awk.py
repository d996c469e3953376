"""Registry entries of one group of commands (awk); merged into ``registry.TABLE``."""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {"awk": "awk:main", "gawk": "awk:main"}
