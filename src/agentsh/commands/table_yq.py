"""Registry entries of the yq command; merged into ``registry.TABLE``."""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {"yq": "yq:main"}
