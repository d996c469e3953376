"""Registry entries of one group of commands (sed); merged into ``registry.TABLE``."""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {"sed": "sed:main"}
