"""The policy engine: allow, deny, warn or ask about commands and paths, decided in one place.

A :class:`Policy` is an ordered list of :class:`Rule` s. The interpreter asks it about every
command it is about to run — on the fully expanded argv, at the entry of each lookup tier
(function, builtin, command), so ``eval``, variables-as-commands, ``xargs``, ``find -exec``,
``env``, ``command``, ``builtin``, ``exec``, ``source``, functions and aliases all pass through
the same gate — and the filesystem asks it about every path an operation touches (the given
path and, through symlinks, the real one). The first matching rule decides; when none matches,
``mode`` decides: ``"denylist"`` allows, ``"allowlist"`` denies (commands; ``path_mode`` is the
same for paths).

Decision: an ``ask`` rule calls the ``approve`` callback (human in the loop) with a
:class:`Request`; without a callback, or when it returns False, the action is denied.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal

from agentsh._dataclass import dataclass, field

Action = Literal["allow", "deny", "warn", "ask"]
PATH_OPS = frozenset({"read", "list", "write", "create", "delete", "chmod"})


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule. A command rule has ``command`` (a glob on the command name) and optionally
    ``args`` (a glob over the arguments joined by spaces) or ``args_regex``; a path rule has
    ``path`` (a glob over absolute paths: ``*`` stays within a component, ``**`` crosses them)
    and ``ops`` (which operations it covers)."""

    action: Action
    command: str | None = None
    args: str | None = None
    args_regex: str | None = None
    path: str | None = None
    ops: frozenset[str] = PATH_OPS
    reason: str = ""

    def describe(self) -> str:
        if self.reason:
            return self.reason
        if self.path is not None:
            return f"{self.action} {'/'.join(sorted(self.ops)) if self.ops != PATH_OPS else 'any'} {self.path}"
        what = self.command or "*"
        if self.args is not None:
            what += f" {self.args}"
        if self.args_regex is not None:
            what += f" /{self.args_regex}/"
        return f"{self.action} {what}"

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> Rule:
        ops = d.get("ops")
        return Rule(
            action=d["action"],
            command=d.get("command"),
            args=d.get("args"),
            args_regex=d.get("args_regex"),
            path=d.get("path"),
            ops=frozenset(ops) if ops else PATH_OPS,
            reason=d.get("reason", ""),
        )


@dataclass(frozen=True, slots=True)
class Request:
    """What an ``ask`` rule asks the approver about."""

    kind: Literal["command", "path"]
    argv: tuple[str, ...] = ()
    op: str = ""
    path: str = ""
    rule: Rule | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    rule: Rule | None = None

    @property
    def allowed(self) -> bool:
        return self.action in ("allow", "warn")

    def describe(self) -> str:
        return self.rule.describe() if self.rule is not None else "not in the allowlist"


_ALLOW = Decision("allow")  #: no rule matched, denylist mode
_DENY = Decision("deny")  #: no rule matched, allowlist mode


def _path_regex(pattern: str) -> re.Pattern[str]:
    out: list[str] = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if pattern.startswith("**", i):
            out.append(".*")
            i += 2
            if i < len(pattern) and pattern[i] == "/":
                out[-1] = "(?:.*/)?"
                i += 1
            continue
        if c == "*":
            out.append("[^/]*")
        elif c == "?":
            out.append("[^/]")
        else:
            out.append(re.escape(c))
        i += 1
    return re.compile("".join(out) + r"(?:/.*)?\Z")


@dataclass
class Policy:
    """Ordered rules plus the default stance (``mode``) and the approval callback."""

    rules: list[Rule] = field(default_factory=list[Rule])
    mode: Literal["denylist", "allowlist"] = "denylist"
    path_mode: Literal["denylist", "allowlist"] = "denylist"
    approve: Callable[[Request], bool] | None = None

    def __post_init__(self) -> None:
        self._path_res = {r.path: _path_regex(r.path) for r in self.rules if r.path is not None}
        # the command rules whose glob matches a command name, by name (see _rules_for)
        self._by_name: dict[str, tuple[Rule, ...]] = {}
        self._by_name_of: list[Rule] = []

    # -- construction ---------------------------------------------------------------------
    @staticmethod
    def from_dict(d: Mapping[str, Any], approve: Callable[[Request], bool] | None = None) -> Policy:
        """``{"mode": "allowlist", "rules": [{"action": "allow", "command": "ls"}, ...]}``."""
        rules = [Rule.from_dict(r) for r in d.get("rules", ())]
        return Policy(rules, d.get("mode", "denylist"), d.get("path_mode", "denylist"), approve)

    @staticmethod
    def from_yaml(text: str, approve: Callable[[Request], bool] | None = None) -> Policy:
        import yaml

        data: Any = yaml.safe_load(text) or {}
        if not isinstance(data, dict):
            raise ValueError("a policy file holds a mapping with 'mode' and 'rules'")
        return Policy.from_dict(data, approve)  # pyright: ignore[reportUnknownArgumentType]

    @staticmethod
    def allow_only(
        commands: Iterable[str], approve: Callable[[Request], bool] | None = None
    ) -> Policy:
        """Allowlist mode: only these commands (and nothing else) may run."""
        return Policy([Rule("allow", command=c) for c in commands], "allowlist", approve=approve)

    # -- decisions ------------------------------------------------------------------------
    def decide_command(self, argv: list[str]) -> Decision:
        name = argv[0] if argv else ""
        rules = self._rules_for(name)
        if rules:
            joined = " ".join(argv[1:])
            for r in rules:
                if r.args is not None and not fnmatch.fnmatchcase(joined, r.args):
                    continue
                if r.args_regex is not None and not re.search(r.args_regex, joined):
                    continue
                return self._resolve(r, Request("command", tuple(argv), rule=r))
        return _ALLOW if self.mode == "denylist" else _DENY

    def _rules_for(self, name: str) -> tuple[Rule, ...]:
        """The command rules whose glob matches ``name`` or its last path component, in
        order: matched once per name (every command of a loop asks), and again whenever the
        rule list has changed since."""
        rules = self.rules
        if rules != self._by_name_of or len(self._by_name) >= 4096:
            # (a C-speed comparison, by identity first; the bound: names made up at run time)
            self._by_name = {}
            self._by_name_of = list(rules)
        found = self._by_name.get(name)
        if found is None:
            base = name.rsplit("/", 1)[-1]
            found = self._by_name[name] = tuple(
                r
                for r in rules
                if r.command is not None
                and (fnmatch.fnmatchcase(name, r.command) or fnmatch.fnmatchcase(base, r.command))
            )
        return found

    def decide_path(self, op: str, path: str) -> Decision:
        for r in self.rules:
            if r.path is None or op not in r.ops:
                continue
            if self._path_res[r.path].match(path):
                return self._resolve(r, Request("path", op=op, path=path, rule=r))
        return _ALLOW if self.path_mode == "denylist" else _DENY

    def _resolve(self, rule: Rule, request: Request) -> Decision:
        if rule.action != "ask":
            return Decision(rule.action, rule)
        approved = False
        if self.approve is not None:
            try:
                approved = bool(self.approve(request))
            except Exception:  # noqa: BLE001  (a failing approver denies)
                approved = False
        return Decision("allow" if approved else "deny", rule)


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One executed (or refused) command: what, how it was decided, status and duration."""

    argv: tuple[str, ...]
    kind: str  #: function | builtin | command
    decision: Action
    status: int
    duration: float
    rule: str = ""
