"""``python -m agentsh``: the CLI."""

from agentsh.cli import main

raise SystemExit(main())
