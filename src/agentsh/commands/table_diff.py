"""Registry entries of one group of commands (diff); merged into ``registry.TABLE``."""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {
    "diff": "diff:main",
    "patch": "patch:main",
    "xargs": "xargs:main",
}
