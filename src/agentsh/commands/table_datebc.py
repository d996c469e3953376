"""Registry entries of the date/bc group; merged into ``registry.TABLE``."""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {
    "date": "date:main",
    "bc": "bc:main",
}
