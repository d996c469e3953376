"""The dry-run planner: what a script would run and touch, without running anything.

Owns the walk over the AST that produces a :class:`Plan`: ``steps`` (each command in order,
its static argv or which parts are dynamic, how its name resolves), ``effects`` (paths read,
written, deleted..., variables set, cwd changes) and ``warnings`` (destructive patterns,
download-and-execute, network, secrets, fork bombs, loops with no exit, privilege escalation,
parse errors, and the parts it cannot see through — ``eval``, ``source``, a command name
from a variable — marked as opaque rather than guessed).

Decision: the planner is advisory and static. Words are resolved only when they are literal or
use variables whose values are known (the session's, or literal assignments earlier in the
script); anything else is reported as dynamic.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from agentsh._dataclass import dataclass, field
from agentsh.planner.effects import NETWORK, Effect, declare_effects
from agentsh.syntax import ast as A

SHELLS = frozenset(
    {"bash", "sh", "zsh", "dash", "ksh", "python", "python3", "perl", "ruby", "node"}
)
SECRET_PATTERNS = re.compile(
    r"(^|/)\.ssh(/|$)|(^|/)\.env(\.|$)|/etc/shadow|/etc/sudoers|id_rsa|id_ed25519|\.aws/credentials"
    r"|\.netrc|\.git-credentials|\.pgpass|\.npmrc|\.pypirc|\.docker/config\.json|\.kube/config"
)
SYSTEM_DIRS = (
    "/etc/",
    "/bin/",
    "/sbin/",
    "/usr/",
    "/boot/",
    "/lib/",
    "/dev/sd",
    "/dev/nvme",
    "/proc/",
    "/sys/",
)


@dataclass
class Warning:
    code: str
    severity: str  #: "info" | "low" | "medium" | "high" | "error"
    message: str
    line: int = 0

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "severity": self.severity,
            "message": self.message,
            "line": self.line,
        }


@dataclass
class Step:
    command: str
    line: int
    argv: list[str | dict[str, str]]
    resolution: str  #: function | builtin | command | custom | not_found | dynamic | keyword
    effects: list[Effect] = field(default_factory=list[Effect])

    def to_json(self) -> dict[str, object]:
        return {
            "command": self.command,
            "line": self.line,
            "argv": self.argv,
            "resolution": self.resolution,
            "effects": [e.to_json() for e in self.effects],
        }


@dataclass
class Plan:
    steps: list[Step] = field(default_factory=list[Step])
    effects: list[Effect] = field(default_factory=list[Effect])
    warnings: list[Warning] = field(default_factory=list[Warning])

    def to_json(self) -> dict[str, object]:
        return {
            "steps": [s.to_json() for s in self.steps],
            "effects": [e.to_json() for e in self.effects],
            "warnings": [w.to_json() for w in self.warnings],
        }


_DYNAMIC = object()


class Planner:
    """Walks one script. ``resolve(name)`` says how a command name resolves in the session;
    ``lookup(var)`` gives a session variable's value (None when unset); ``find(name,
    path)``, whether a command (not a builtin nor a function) of that name runs with that
    PATH."""

    def __init__(
        self,
        resolve: Callable[[str], str],
        lookup: Callable[[str], str | None],
        functions: set[str],
        policy_check: Callable[[list[str]], tuple[str, str] | None] | None = None,
        find: Callable[[str, str], bool] | None = None,
    ) -> None:
        self.resolve_name = resolve
        #: whether a command name is found in a PATH (``find(name, path)``), when known
        self.find = find
        self.lookup = lookup
        self.functions = set(functions)
        self.known: dict[str, str | None] = {}
        self.plan = Plan()
        self.policy_check = policy_check
        self._warned: set[tuple[str, int, str]] = set()

    # -- output helpers -------------------------------------------------------------------
    def warn(self, code: str, severity: str, message: str, line: int) -> None:
        key = (code, line, message)
        if key in self._warned:
            return
        self._warned.add(key)
        self.plan.warnings.append(Warning(code, severity, message, line))

    def effect(self, e: Effect, step: Step | None) -> None:
        self.plan.effects.append(e)
        if step is not None:
            step.effects.append(e)
        if e.kind in (
            "read",
            "write",
            "append",
            "delete",
            "create",
            "copy",
            "move",
        ) and SECRET_PATTERNS.search(e.target):
            self.warn(
                "secrets",
                "medium",
                f"{e.command} touches a secret-looking path: {e.target}",
                e.line,
            )
        if e.kind in (
            "write",
            "append",
            "delete",
            "create",
            "move",
            "chmod",
            "chown",
        ) and e.target.startswith(SYSTEM_DIRS):
            self.warn(
                "system_path", "high", f"{e.command} modifies a system path: {e.target}", e.line
            )

    # -- words ----------------------------------------------------------------------------
    def value(self, w: A.Word) -> str | None:
        """The word's value when it is static (or uses known variables), else None."""
        out: list[str] = []
        for p in w.parts:
            v = self._part_value(p)
            if v is None:
                return None
            out.append(v)
        return "".join(out)

    def _part_value(self, p: A.WordPart) -> str | None:
        match p:
            case A.Lit(text=t) | A.Escaped(text=t) | A.SingleQuoted(text=t):
                return t
            case A.AnsiCQuoted(value=v):
                return v
            case A.DoubleQuoted(parts=parts):
                out: list[str] = []
                for q in parts:
                    v = self._part_value(q)
                    if v is None:
                        return None
                    out.append(v)
                return "".join(out)
            case A.Tilde(user=""):
                return self.lookup("HOME") or "/home/user"
            case A.ParamExp(
                name=name,
                op=None,
                index=None,
                length=False,
                indirect=False,
                prefix_names=None,
                keys=False,
            ):
                if name in self.known:
                    return self.known[name] if self.known[name] is not None else None
                if not (name[:1].isalpha() or name[:1] == "_"):
                    return None
                v = self.lookup(name)
                return v if v is not None else ""
            case _:
                return None

    def display(self, w: A.Word) -> str | dict[str, str]:
        v = self.value(w)
        if v is not None:
            return v
        from agentsh.syntax.printer import format_word

        return {"dynamic": format_word(w)}

    # -- walking --------------------------------------------------------------------------
    def script(self, s: A.Script, in_loop: bool = False) -> None:
        for st in s.body:
            self.command(st.cmd, background=st.background)

    def command(self, c: A.Command, background: bool = False) -> None:
        match c:
            case A.SimpleCommand():
                self.simple(c)
            case A.Pipeline(cmds=cmds):
                self.pipeline(c)
                for x in cmds:
                    self.command(x)
            case A.AndOr(first=first, rest=rest):
                self.command(first)
                for _, x in rest:
                    self.command(x)
            case A.BraceGroup(body=b) | A.Subshell(body=b):
                self.script(b)
            case A.If(clauses=clauses, else_body=eb):
                for cl in clauses:
                    self.script(cl.cond)
                    self.script(cl.body)
                if eb is not None:
                    self.script(eb)
            case A.While(cond=cond, body=body, until=until):
                self.loop_check(c, cond, body, until)
                self.script(cond)
                self.script(body)
            case A.For(var=var, items=items, body=body):
                self.known[var] = None
                self.plan.effects.append(Effect("var", var, "for", c.span.line))
                for w in items or ():
                    self.words_effects(w, c.span.line)
                self.script(body)
            case A.ArithFor(body=body, cond=cond):
                if isinstance(cond, A.ArithEmpty) and not _has_exit(body):
                    self.warn(
                        "infinite_loop",
                        "medium",
                        "for ((;;)) loop with no break/exit/return",
                        c.span.line,
                    )
                self.script(body)
            case A.Select(body=body):
                self.script(body)
            case A.Case(items=items):
                for it in items:
                    self.script(it.body)
            case A.FunctionDef(name=name, body=body):
                self.functions.add(name)
                if _calls_self_in_background_or_pipe(name, body):
                    self.warn(
                        "fork_bomb",
                        "high",
                        f"function {name} calls itself in a pipeline or in the background (fork bomb)",
                        c.span.line,
                    )
                self.command(body)
            case A.ArithCommand() | A.CondCommand() | A.Coproc():
                pass
            case A.Redirected(cmd=inner, redirs=redirs):
                self.command(inner)
                for r in redirs:
                    self.redir(r, None, "redirection")

    def words_effects(self, w: A.Word, line: int) -> None:
        for p in w.parts:
            if isinstance(p, A.CommandSub | A.ProcSub):
                self.script(p.body)
            elif isinstance(p, A.DoubleQuoted):
                self.words_effects(A.Word(p.parts), line)

    def loop_check(self, c: A.While, cond: A.Script, body: A.Script, until: bool) -> None:
        if _always(cond, not until) and not _has_exit(body):
            self.warn(
                "infinite_loop",
                "medium",
                "loop condition is always true and the body has no break/exit/return",
                c.span.line,
            )

    def pipeline(self, p: A.Pipeline) -> None:
        names: list[str | None] = []
        for x in p.cmds:
            if isinstance(x, A.SimpleCommand) and x.words:
                names.append(self.value(x.words[0]))
            else:
                names.append(None)
        for i, n in enumerate(names):
            if n in ("curl", "wget") and any(m in SHELLS for m in names[i + 1 :] if m):
                self.warn(
                    "download_exec",
                    "high",
                    "downloads code and pipes it into an interpreter",
                    p.span.line,
                )

    def redir(self, r: A.Redir, step: Step | None, command: str) -> None:
        if isinstance(r.target, A.HereDoc) or r.op in ("<<<", ">&", "<&"):
            return
        target = self.value(r.target)
        if target is None:
            return
        kind = {"<": "read", ">>": "append", "&>>": "append", "<>": "write"}.get(r.op, "write")
        if target in ("/dev/null", "/dev/stdout", "/dev/stderr", "/dev/stdin"):
            return
        self.effect(Effect(kind, target, command, r.span.line), step)

    def simple(self, c: A.SimpleCommand) -> None:
        line = c.span.line
        # assignments before a command are in its environment only (``PATH=/x ls; ls``: the
        # second ls, and the first one's words, see the shell's PATH)
        env: dict[str, str | None] = {}
        for a in c.assigns:
            v = self.value(a.value) if a.value is not None else ""
            if c.words:
                env[a.name] = v
            else:
                self.known[a.name] = v
            self.plan.effects.append(Effect("var", a.name, "assignment", line))
            if a.value is not None:
                self.words_effects(a.value, line)
        for w in c.words:
            self.words_effects(w, line)
        if not c.words:
            for r in c.redirs:
                self.redir(r, None, "redirection")
            return
        first = c.words[0]
        literal = all(
            isinstance(p, A.Lit | A.SingleQuoted | A.Escaped | A.AnsiCQuoted) for p in first.parts
        )
        name = self.value(first) if literal else None
        argv = [self.display(w) for w in c.words]
        if name is None:
            step = Step("<dynamic>", line, argv, "dynamic")
            self.plan.steps.append(step)
            self.warn(
                "opaque",
                "info",
                "command name is computed at run time; the planner cannot see what runs",
                line,
            )
            for r in c.redirs:
                self.redir(r, step, "<dynamic>")
            return
        resolution = "function" if name in self.functions else self.resolve_name(name)
        if resolution in ("command", "not_found") and "/" not in name and self.find is not None:
            # a command is looked for in PATH: the one the command's environment gives,
            # else the script's or the session's (unknown: the session's commands)
            path = env["PATH"] if "PATH" in env else self.known.get("PATH", _DYNAMIC)
            if path is _DYNAMIC:
                path = self.lookup("PATH")
            if isinstance(path, str):
                resolution = "command" if self.find(name, path) else "not_found"
        step = Step(name, line, argv, resolution)
        self.plan.steps.append(step)
        args = [a if isinstance(a, str) else "\0dynamic" for a in argv[1:]]
        static_args = [a for a in args if a != "\0dynamic"]
        if resolution == "not_found":
            self.warn("not_found", "info", f"{name}: command not found in the sandbox", line)
        if self.policy_check is not None:
            decision = self.policy_check([name, *static_args])
            if decision is not None:
                self.warn(
                    "policy",
                    "high" if decision[0] == "deny" else "medium",
                    f"{name}: {decision[0]} by policy: {decision[1]}",
                    line,
                )
        # (``/usr/bin/grep``: the command's own file, with the command's effects)
        bare = name.rpartition("/")[2] if name.rpartition("/")[0] in ("/usr/bin", "/bin") else name
        self.command_warnings(bare, args, line)
        effects = (
            declare_effects(bare, static_args, line)
            if resolution in ("command", "builtin")
            else None
        )
        for e in effects or ():
            self.effect(e, step)
        if name == "cd":
            target = static_args[0] if static_args else (self.lookup("HOME") or "~")
            self.effect(Effect("cwd", target, "cd", line), step)
        if (
            name
            in (
                "export",
                "declare",
                "typeset",
                "local",
                "readonly",
                "read",
                "mapfile",
                "readarray",
                "unset",
                "printf",
            )
            and resolution == "builtin"
        ):
            for a in static_args:
                if a.startswith("-"):
                    continue
                var = a.split("=", 1)[0].split("[", 1)[0]
                if var.isidentifier():
                    if name == "printf":
                        continue
                    self.known[var] = a.split("=", 1)[1] if "=" in a else None
                    self.effect(Effect("var", var, name, line), step)
            if name == "printf" and "-v" in static_args:
                i = static_args.index("-v")
                if i + 1 < len(static_args):
                    self.effect(Effect("var", static_args[i + 1], name, line), step)
        for r in c.redirs:
            self.redir(r, step, name)
            if r.op in (">", ">|") and isinstance(r.target, A.Word):
                t = self.value(r.target)
                if t is not None and t.startswith(SYSTEM_DIRS):
                    self.warn("destructive", "high", f"truncates a system file: {t}", line)

    def command_warnings(self, name: str, args: list[str], line: int) -> None:
        flags = "".join(a[1:] for a in args if a.startswith("-") and not a.startswith("--"))
        operands = [a for a in args if not a.startswith("-")]
        if name in ("sudo", "su", "doas"):
            self.warn(
                "privilege",
                "medium",
                f"{name}: privilege escalation (not available in the sandbox)",
                line,
            )
        if name in NETWORK:
            self.warn(
                "network",
                "medium",
                f"{name}: needs the network, which the sandbox does not have",
                line,
            )
        if name in ("eval",):
            self.warn("opaque", "info", "eval runs text the planner cannot see", line)
        if name in ("source", "."):
            self.warn("opaque", "info", f"{name} runs a file the planner does not read", line)
        if name in SHELLS and name not in ("python", "python3", "perl", "ruby", "node"):
            self.warn("opaque", "info", f"{name} runs a script the planner does not analyse", line)
        if name in ("awk", "gawk", "mawk", "nawk") and _awk_runs_commands(args):
            self.warn("opaque", "info", f"{name} runs shell commands from its program", line)
        if name == "sed" and _sed_runs_commands(args):
            self.warn("opaque", "info", "sed runs shell commands from its script (e)", line)
        if name in ("xargs",) or (
            name == "find" and any(a in ("-exec", "-execdir", "-ok") for a in args)
        ):
            self.warn("opaque", "info", f"{name} runs commands built at run time", line)
        if (
            name in ("printenv", "env")
            and not operands
            or (name in ("set", "export", "declare") and not args)
        ):
            self.warn("secrets", "low", f"{name} dumps the environment (may expose secrets)", line)
        if name == "rm" and ("r" in flags.lower() or "--recursive" in args):
            home = self.lookup("HOME") or "/home/user"
            for t in operands:
                norm = t.rstrip("/") or "/"
                if t == "\0dynamic":
                    self.warn("destructive", "medium", "rm -r on a path computed at run time", line)
                elif norm in (
                    "/",
                    "/*",
                    "~",
                    home,
                    "/home",
                    "/etc",
                    "/usr",
                    "/var",
                    "/bin",
                    ".",
                    "..",
                    "*",
                ) or t in ("/*", "~/*", home + "/*"):
                    self.warn(
                        "destructive",
                        "high",
                        f"rm -r on {t or '/'} deletes everything below it",
                        line,
                    )
        if name == "chmod" and ("R" in flags or "--recursive" in args):
            for t in operands[1:]:
                if (t.rstrip("/") or "/") in ("/", "/etc", "/usr", "/home"):
                    self.warn("destructive", "high", f"chmod -R on {t}", line)
        if name == "dd" and any(
            a.startswith("of=/dev/") and not a.startswith("of=/dev/null") for a in args
        ):
            self.warn("destructive", "high", "dd writes to a raw device", line)
        if name.startswith("mkfs") or name in (
            "fdisk",
            "parted",
            "wipefs",
            "shutdown",
            "reboot",
            "halt",
            "poweroff",
        ):
            self.warn("destructive", "high", f"{name}: a system-level destructive command", line)
        if name in ("kill", "pkill", "killall") and any(a in ("-1", "1") for a in operands + args):
            self.warn("destructive", "medium", "kill targeting every process", line)


def _always(cond: A.Script, truthy: bool) -> bool:
    if len(cond.body) != 1:
        return False
    c = cond.body[0].cmd
    if isinstance(c, A.SimpleCommand) and len(c.words) == 1 and not c.assigns:
        w = c.words[0]
        if len(w.parts) == 1 and isinstance(w.parts[0], A.Lit):
            t = w.parts[0].text
            return t in (("true", ":") if truthy else ("false",))
    if isinstance(c, A.ArithCommand) and isinstance(c.expr, A.ArithNum):
        return (c.expr.value != 0) == truthy
    return False


def _has_exit(node: Any) -> bool:
    """Does the subtree contain break/exit/return (or exec)?"""
    import agentsh._dataclass as dataclasses

    if isinstance(node, A.SimpleCommand):
        if (
            node.words
            and len(node.words[0].parts) == 1
            and isinstance(node.words[0].parts[0], A.Lit)
        ):
            if node.words[0].parts[0].text in ("break", "exit", "return", "exec"):
                return True
    if isinstance(node, tuple):
        return any(_has_exit(x) for x in node)  # pyright: ignore[reportUnknownVariableType]
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_has_exit(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


def _calls_self_in_background_or_pipe(name: str, body: A.Command) -> bool:
    import agentsh._dataclass as dataclasses

    found = False

    def calls(node: Any) -> bool:
        if isinstance(node, A.SimpleCommand):
            return (
                bool(node.words)
                and len(node.words[0].parts) == 1
                and isinstance(node.words[0].parts[0], A.Lit)
                and node.words[0].parts[0].text == name
            )
        if isinstance(node, tuple):
            return any(calls(x) for x in node)  # pyright: ignore[reportUnknownVariableType]
        if dataclasses.is_dataclass(node) and not isinstance(node, type):
            return any(calls(getattr(node, f.name)) for f in dataclasses.fields(node))
        return False

    def walk(node: Any) -> None:
        nonlocal found
        if found:
            return
        if isinstance(node, A.Pipeline) and len(node.cmds) > 1 and calls(node.cmds):
            found = True
        if isinstance(node, A.Statement) and node.background and calls(node.cmd):
            found = True
        if isinstance(node, tuple):
            for x in node:  # pyright: ignore[reportUnknownVariableType]
                walk(x)
        elif dataclasses.is_dataclass(node) and not isinstance(node, type):
            for f in dataclasses.fields(node):
                walk(getattr(node, f.name))

    walk(body)
    return found


_AWK_COMMANDS = re.compile(
    r"\bsystem\s*\(|\|&?\s*getline\b|\bprint[f]?\b[^;{}]*(?<!\|)\|(?!\|)&?\s*[\"\w(]"
)
_SED_E_COMMAND = re.compile(r"(?:^|[;{}\n]|[\d$/!])\s*e(?:\s|;|}|$)")
_SED_E_FLAG = re.compile(
    r"(?:^|[;{}\n]|[\d$/!])\s*s(.)(?:\\.|(?!\1).)*\1(?:\\.|(?!\1).)*\1[gpIiMmw\d]*e"
)


def _awk_runs_commands(args: list[str]) -> bool:
    """Whether an awk command line's program (its first operand) may run shell commands:
    ``system()``, ``print | "cmd"``, ``"cmd" | getline`` (a guess from the text)."""
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-F", "-v", "-f"):
            if a == "-f":
                return False  # (a program file: not read)
            i += 2
            continue
        if a.startswith("-") and a != "-":
            i += 1
            continue
        return _AWK_COMMANDS.search(a) is not None
    return False


def _sed_runs_commands(args: list[str]) -> bool:
    """Whether a sed command line's script may run shell commands (``e``, ``s///e``)."""
    scripts: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-e", "--expression") and i + 1 < len(args):
            scripts.append(args[i + 1])
            i += 2
            continue
        if a.startswith("--expression="):
            scripts.append(a.split("=", 1)[1])
        elif not a.startswith("-") and not scripts:
            scripts.append(a)
            break
        i += 1
    return any(_SED_E_COMMAND.search(t) or _SED_E_FLAG.search(t) for t in scripts)
