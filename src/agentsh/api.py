"""The public API: ``Bash`` (one shell session), ``RunResult``, ``define_command``.

This is the edge where text meets bytes: scripts, stdin and file contents given as ``str`` are
UTF-8 encoded here, and output is decoded here. Errors are results, never exceptions: whatever
the script does, ``run`` returns a :class:`RunResult`.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable, Generator, Mapping
from typing import TYPE_CHECKING, Any

from agentsh._dataclass import dataclass, field
from agentsh.builtins.core import KEYWORDS
from agentsh.commands import registry
from agentsh.commands._common import command_stub
from agentsh.commands.context import CommandContext
from agentsh.exec.errors import ExitShell, LimitExceeded
from agentsh.exec.io import IO
from agentsh.exec.shell import CustomCommandSpec, Shell
from agentsh.limits import Budget, Limits
from agentsh.policy import AuditEntry, Policy
from agentsh.runtime.variables import ReadonlyError
from agentsh.streams import (
    BufferOutput,
    BytesInput,
    EmptyInput,
    ForwardOutput,
    InputStream,
    encode,
)
from agentsh.vfs import FSError, VirtualClock, VirtualFS, WallClock
from agentsh.vfs.paths import join

if TYPE_CHECKING:
    from agentsh.planner import Plan  # imported by plan() when used: not needed to run
    from agentsh.vfs.mount import Changes, Mount

DEFAULT_HOME = "/home/user"
#: where bash looks for loadable builtins (Debian's bash 5.2; there are none here)
_LOADABLES_PATH = (
    "/usr/local/lib/bash:/usr/lib/bash:/opt/local/lib/bash:/usr/pkg/lib/bash:/opt/pkg/lib/bash:."
)


@dataclass
class RunResult:
    """What a run produced. ``exit_code`` is the script's exit status (``$?`` at the end)."""

    stdout: str = ""
    stderr: str = ""
    exit_code: int = 0
    #: Which limit ended the run, if any (e.g. ``"timeout"``, ``"max_loop_iterations"``).
    limit_exceeded: str | None = None
    #: True when stdout or stderr was cut at ``Limits.max_output_bytes``.
    truncated: bool = False


Handler = Callable[[list[str], CommandContext], RunResult]


@dataclass(frozen=True)
class CustomCommand:
    """A user command, made with :func:`define_command`."""

    name: str
    handler: Handler


#: ``/usr/bin``'s files of the registry's commands, made once
_registry_files: dict[str, bytes] = {}


def _command_files(customs: Mapping[str, object]) -> dict[str, bytes]:
    """The files that stand for the commands in ``/usr/bin``: the registry's and the custom
    ones (a name that cannot be a file name has none)."""
    if not _registry_files:
        _registry_files.update((name, command_stub(name)) for name in registry.names())
    if not customs:
        return _registry_files
    files = dict(_registry_files)
    for name in customs:
        if name not in ("", ".", "..") and "/" not in name:
            files[name] = command_stub(name)
    return files


def define_command(name: str, handler: Handler) -> CustomCommand:
    """Define a command implemented in Python: ``handler(args, ctx) -> RunResult``."""
    return CustomCommand(name, handler)


def _lossy(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


class Bash:
    """One virtual shell session: files, variables, functions, aliases and cwd persist."""

    def __init__(
        self,
        files: Mapping[str, str | bytes] | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str = DEFAULT_HOME,
        limits: Limits | None = None,
        custom_commands: list[CustomCommand] | None = None,
        policy: Policy | None = None,
        on_command: Callable[[AuditEntry], None] | None = None,
        mounts: Mapping[str, str] | None = None,
        clock: float | None = None,
    ) -> None:
        self.limits = limits or Limits()
        lim = self.limits
        self.fs = VirtualFS.with_default_layout(
            # the real time (``date`` shows today), or a pinned clock starting at the epoch
            # seconds ``clock`` that moves 1 us a reading: runs that replay exactly
            clock=WallClock() if clock is None else VirtualClock(float(clock)),
            max_file_bytes=lim.max_file_bytes,
            max_fs_bytes=lim.max_fs_bytes,
            max_files=lim.max_files,
        )
        if files:
            base = join("/", cwd)  # (a relative path is under the session's cwd, as in write_file)
            self.fs.seed({join(base, k): v for k, v in files.items()})
        customs = {c.name: CustomCommandSpec(c.name, c.handler) for c in custom_commands or []}
        self.fs.add_files("/usr/bin", _command_files(customs))
        self._shell = Shell(self.fs, self.limits, custom_commands=customs)
        self._shell.on_command = on_command
        self.policy = policy
        self._lock = threading.Lock()
        self._budget: Budget | None = None
        sh = self._shell
        cwd = join("/", cwd)
        if not self.fs.exists(cwd):
            uid, gid = self.fs.uid, self.fs.gid
            with self.fs.as_user(0, 0):
                self.fs.mkdir(cwd, parents=True)
                self.fs.chown(cwd, uid, gid)
        sh.cwd = cwd
        defaults = {
            "HOME": DEFAULT_HOME,
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "PWD": cwd,
            "USER": "user",
            "LOGNAME": "user",
            "SHELL": "/bin/bash",
            "SHLVL": "1",
            "LANG": "C.UTF-8",
            "TERM": "dumb",
        }
        for k, v in defaults.items():
            sh.vars.set_str(k, v).exported = True
        for k, v in {
            "IFS": " \t\n",
            "PS4": "+ ",  # (PS1 and PS2 are set by an interactive bash only)
            "OPTIND": "1",
            "OPTERR": "1",
            "HOSTNAME": "agentsh",
            "HOSTTYPE": "x86_64",
            "MACHTYPE": "x86_64-pc-linux-gnu",
            "OSTYPE": "linux-gnu",
            "BASH": "/usr/bin/bash",  # (where bash -c finds it on PATH; type bash says so too)
            "BASH_VERSION": "5.2.15(1)-release",
            "UID": "1000",
            "EUID": "1000",
            "PPID": "4241",
        }.items():
            sh.vars.set_str(k, v)
        # (Debian's; no loadable builtins here)
        sh.vars.set_str("BASH_LOADABLES_PATH", _LOADABLES_PATH)
        argv = sh.vars.ensure("BASH_ARGV")  # (empty without extdebug; BASH_ARGC is computed)
        argv.value = {}
        argv.indexed = True
        ver = sh.vars.ensure("BASH_VERSINFO")
        ver.value = {0: "5", 1: "2", 2: "15", 3: "1", 4: "release", 5: "x86_64-pc-linux-gnu"}
        ver.indexed = True
        ver.readonly = True
        for k in ("UID", "EUID", "PPID", "OPTIND"):  # (integers, as bash declares them)
            v = sh.vars.get(k)
            if v is not None:
                v.integer = True
                v.readonly = k != "OPTIND"
        for k in ("SHELLOPTS", "BASHOPTS"):  # (readonly; their values are computed when read)
            v = sh.vars.ensure(k)
            v.value = ""
            v.readonly = True
        for k, v in (env or {}).items():
            sh.vars.set_str(k, v).exported = True
        if sys.getrecursionlimit() < 20000:
            sys.setrecursionlimit(20000)
        for virtual_path, host_dir in (mounts or {}).items():
            self.mount(host_dir, virtual_path)

    # ------------------------------------------------------------------------------------
    def run(
        self,
        script: str,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        stdin: str | bytes | None = None,
        args: list[str] | None = None,
    ) -> RunResult:
        """Run a script in this session. Never raises for anything the script does."""
        with self._lock:
            return self._run(script, env, cwd, stdin, args)

    def _run_streaming(
        self,
        script: str,
        stdin: InputStream,
        args: list[str] | None,
        sinks: tuple[Callable[[bytes], None], Callable[[bytes], None]] | None = None,
    ) -> RunResult:
        """:meth:`run` with a standard input read as the script reads it (the CLI hands
        over its own stdin this way: read eagerly, an open pipe nobody writes to would
        hang a script that never reads it), and with ``sinks``, standard output and error
        handed on as they are written (then the result holds neither; the CLI, so that
        the two come out in the order the script wrote them)."""
        with self._lock:
            return self._run(script, None, None, stdin, args, sinks)

    @property
    def policy(self) -> Policy | None:
        """The session's policy (commands and paths); None allows everything."""
        return self._shell.policy

    @policy.setter
    def policy(self, policy: Policy | None) -> None:
        self._shell.policy = policy
        if (
            policy is not None
            and any(r.path is not None for r in policy.rules)
            or (policy is not None and policy.path_mode == "allowlist")
        ):
            self.fs.guard = self._path_guard
        else:
            self.fs.guard = None

    def _path_guard(self, op: str, path: str) -> None:
        policy = self._shell.policy
        if policy is None:
            return
        d = policy.decide_path(op, path)
        if d.action != "allow":
            self._shell.audit(
                [f"<{op}>", path], "path", d.action, 0 if d.allowed else 13, 0.0, d.describe()
            )  # pyright: ignore[reportPrivateUsage]
        if not d.allowed:
            raise FSError(13, path)

    @property
    def audit_log(self) -> list[AuditEntry]:
        """Every command of the last run with its policy decision, status and duration (the
        first 10,000; see ``audit_dropped``)."""
        from agentsh.policy import AuditEntry

        return [
            e if isinstance(e, AuditEntry) else AuditEntry(*e) for e in self._shell.audit_log or ()
        ]

    def cancel(self) -> None:
        """Stop the running script at its next check (from another thread)."""
        if self._budget is not None:
            self._budget.cancelled = True

    def _run(
        self,
        script: str,
        env: Mapping[str, str] | None,
        cwd: str | None,
        stdin: str | bytes | InputStream | None,
        args: list[str] | None,
        sinks: tuple[Callable[[bytes], None], Callable[[bytes], None]] | None = None,
    ) -> RunResult:
        from agentsh.syntax import ParseError, parse

        sh = self._shell
        budget = Budget(self.limits)
        self._budget = budget
        sh.audit_log = []
        sh.audit_dropped = 0
        sh.budget = budget
        limit = self.limits.max_output_bytes
        if sinks is None:
            out, err = BufferOutput(), BufferOutput()
        else:
            out, err = ForwardOutput(sinks[0]), ForwardOutput(sinks[1])

        def output_limit() -> None:
            out.on_limit = err.on_limit = None  # report once; the message itself must fit
            raise LimitExceeded(
                "max_output_bytes", f"output limit exceeded ({limit} bytes): run stopped", 125
            )

        out.limit = err.limit = limit
        out.on_limit = err.on_limit = output_limit
        if stdin is None:
            sin = EmptyInput()
        elif isinstance(stdin, InputStream):
            sin = stdin
        else:
            sin = BytesInput(encode(stdin) if isinstance(stdin, str) else stdin)
        io = IO({0: sin, 1: out, 2: err})
        # per-call overrides
        saved_vars: dict[str, Any] = {}
        for k, v in (env or {}).items():
            saved_vars[k] = sh.vars.globals.get(k)
            var = sh.vars.globals[k] = type(sh.vars.globals.get(k) or _var())()
            var.value = v
            var.exported = True
        saved_cwd = sh.cwd
        saved_pwd = sh.vars.get_str("PWD")
        if cwd is not None:
            sh.cwd = join(sh.cwd, cwd)
            sh.vars.set_str("PWD", sh.cwd)
        saved_pos = sh.positional
        if args is not None:
            sh.positional = list(args)
        limit_hit: str | None = None
        status = 0
        try:
            try:
                self._has_heredoc = "<<" in script
                self._script_lines = script.split("\n")
                try:  # (the script is what ``bash -c`` would have been given)
                    sh.vars.set_str("BASH_EXECUTION_STRING", script)
                except ReadonlyError:
                    pass
                try:
                    tree = parse(script)
                except ParseError as e:
                    if e.partial is not None and e.partial.body:
                        status = self._exec_top(e.partial, io)
                    for line in e.lines:
                        sh.write_err(io, "bash: " + line + "\n")
                    status = e.status
                else:
                    status = self._exec_top(tree, io)
                sh.last_status = status
                sh.run_exit_trap(io)
                status = sh.last_status
                if sh.live_procsubs:
                    sh.end_procsubs()
            except LimitExceeded as e:
                e = budget.first_error or e
                sh.write_err(io, f"bash: {e.message}\n")
                status = e.status
                limit_hit = e.limit
            except RecursionError:
                sh.write_err(io, "bash: maximum recursion depth exceeded\n")
                status = 2
                limit_hit = "recursion"
            except MemoryError:  # (the host ran out before max_memory_bytes was seen)
                sh.write_err(io, "bash: memory exhausted\n")
                status = 125
                limit_hit = "max_memory_bytes"
        except Exception as e:  # noqa: BLE001  (the promise: never a traceback)
            sh.write_err(io, f"bash: internal error: {type(e).__name__}: {e}\n")
            status = 2
        finally:
            for k, old in saved_vars.items():
                if old is None:
                    sh.vars.globals.pop(k, None)
                else:
                    sh.vars.globals[k] = old
            if cwd is not None:
                sh.cwd = saved_cwd
                if saved_pwd is not None:
                    sh.vars.set_str("PWD", saved_pwd)
            if args is not None:
                sh.positional = saved_pos
            sh.call_depth = 0
            sh.func_stack = []
            sh.loop_depth = 0
            sh.errexit_suppressed = sh.errexit_inverted = 0
            while len(sh.vars.frames) > 1:
                sh.vars.pop()
            self._budget = None
        so, se = out.getvalue(), err.getvalue()
        truncated = any(isinstance(o, ForwardOutput) and o.truncated for o in (out, err))
        if len(so) > limit:
            so = so[:limit] + b"\n[output truncated]\n"
            truncated = True
        if len(se) > limit:
            se = se[:limit] + b"\n[output truncated]\n"
            truncated = True
        return RunResult(_lossy(so), _lossy(se), status & 255, limit_hit, truncated)

    _has_heredoc = False
    _script_lines: list[str] = []

    def _exec_top(self, tree: Any, io: IO) -> int:
        """Run top-level statements (``Shell.exec_lines``: an abort of one line skips the
        rest of that line), with the here-document warnings and the ``set -v`` echo."""
        from agentsh.syntax.extglob import extglob_error, line_gate

        sh = self._shell
        warnings = _heredoc_warnings(tree) if self._has_heredoc else {}
        source = "\n".join(self._script_lines)
        gate = line_gate(tree, source)  # (lines bash would reject with extglob off)
        units: dict[int, tuple[int, int]] | None = None  # (``set -v``: see _read_units)

        def before(stmt: Any) -> None:
            nonlocal units
            if gate is not None:
                bad = gate.rejected(stmt.span.line, sh.shopts["extglob"])
                if bad is not None:
                    for line in extglob_error(bad, source).lines:
                        sh.write_err(io, "bash: " + line + "\n")
                    raise ExitShell(2)
            for w in warnings.get(id(stmt), ()):
                sh.write_err(io, "bash: " + w + "\n")
            if "verbose" in sh.options:  # bash echoes the lines it reads, as it reads them
                if units is None:
                    units = _read_units(tree)
                lines = units.get(id(stmt))
                if lines is not None:
                    text = "\n".join(self._script_lines[lines[0] - 1 : lines[1]])
                    sh.write_err(io, text + "\n")

        try:
            status = sh.exec_lines(tree, io, before)
        except ExitShell as e:
            return e.status
        if "verbose" in sh.options:  # (the blank and comment lines after the last command)
            ends = [end for _, end in (units or _read_units(tree)).values()]
            rest = self._script_lines[max(ends, default=0) :]
            if rest and rest[-1] == "":
                rest.pop()  # (the newline ending the last line)
            if rest:
                sh.write_err(io, "\n".join(rest) + "\n")
        return status

    # ------------------------------------------------------------------------------------
    # Session tools

    _STATE_FIELDS = (
        "vars", "positional", "functions", "function_files", "aliases", "options", "shopts",
        "cwd", "last_status", "traps", "dir_stack", "umask", "script_name", "getopts_state",
        "getopts_optind",
    )  # fmt: skip

    def fork(self) -> Bash:
        """An independent copy of the session (files copy-on-write, state copied)."""
        new = Bash.__new__(Bash)
        new.limits = self.limits
        new.fs = self.fs.fork()
        new.fs.guard = None
        sh = self._shell.fork(share_vars=False)
        sh.fs = new.fs
        sh.is_subshell = False
        sh.call_depth = 0
        sh.traps = dict(self._shell.traps)
        sh.budget = Budget(self.limits)
        sh.audit_log = []
        new._shell = sh
        new._lock = threading.Lock()
        new._budget = None
        new.policy = self.policy
        new._mounts = list(self._mounts)
        return new

    def snapshot(self) -> bytes:
        """The whole session (files, variables, functions, aliases, cwd, options) as bytes that
        survive a process restart; see :meth:`restore`."""
        import pickle

        sh = self._shell
        guard, self.fs.guard = self.fs.guard, None
        try:
            state = {k: getattr(sh, k) for k in self._STATE_FIELDS}
            return pickle.dumps(
                {"agentsh_snapshot": 1, "fs": self.fs, "shell": state, "limits": self.limits}
            )
        finally:
            self.fs.guard = guard

    @classmethod
    def restore(
        cls,
        data: bytes,
        custom_commands: list[CustomCommand] | None = None,
        policy: Policy | None = None,
        limits: Limits | None = None,
    ) -> Bash:
        """A session from :meth:`snapshot` bytes. Only agentsh's own types are accepted."""
        from agentsh.snapshot import safe_loads

        loaded: Any = safe_loads(data)
        if not isinstance(loaded, dict) or loaded.get("agentsh_snapshot") != 1:  # pyright: ignore[reportUnknownMemberType]
            raise ValueError("not an agentsh snapshot")
        obj: dict[str, Any] = loaded  # pyright: ignore[reportUnknownVariableType]
        state: dict[str, Any] = obj["shell"]
        bash = cls(limits=limits or obj["limits"], custom_commands=custom_commands)
        bash.fs = obj["fs"]
        sh = bash._shell
        sh.fs = bash.fs
        for k, v in state.items():
            if k in cls._STATE_FIELDS:
                setattr(sh, k, v)
        from agentsh.eval.words import Expander

        sh._expander = Expander(sh)  # pyright: ignore[reportPrivateUsage, reportArgumentType]
        bash.policy = policy
        return bash

    # ------------------------------------------------------------------------------------
    # Dry runs

    def plan(self, script: str) -> Plan:
        """What ``script`` would run and touch, without running anything (see ``Plan``)."""
        from agentsh.planner import plan_script

        sh = self._shell

        def resolve(name: str) -> str:
            from agentsh.builtins import BUILTINS
            from agentsh.commands import registry

            if name in sh.functions:
                return "function"
            if name in KEYWORDS:
                return "keyword"
            if name in BUILTINS:
                return "builtin"
            if name in sh.custom_commands:
                return "custom"
            if registry.exists(name) or "/" in name:
                return "command"
            return "not_found"

        def find(name: str, path: str) -> bool:
            # as Shell._run_argv looks: the commands where PATH has /usr/bin or /bin, else a
            # file of that name in one of its directories
            from agentsh.commands import registry

            if registry.exists(name) and sh.bin_dir(path) is not None:
                return True
            return sh._search_path(name, path) is not None  # pyright: ignore[reportPrivateUsage]

        return plan_script(
            script,
            resolve,
            sh.vars.get_str,
            set(sh.functions),
            extglob=sh.shopts["extglob"],
            find=find,
        )

    def simulate(self, script: str, **run_kwargs: Any) -> Simulation:
        """Run ``script`` on a copy-on-write fork and report its real effects; this session is
        left untouched. The dry run that static analysis alone cannot give."""
        fork = self.fork()
        before_files = _tree(fork.fs)
        before_vars = _scalars(fork)
        result = fork.run(script, **run_kwargs)
        after_files = _tree(fork.fs)
        after_vars = _scalars(fork)
        sim = Simulation(result=result, cwd=fork.cwd)
        for path, (kind, data) in after_files.items():
            old = before_files.get(path)
            if old is None:
                sim.created.append(path)
            elif old != (kind, data):
                sim.modified.append(path)
                if kind == "file" and old[0] == "file":
                    import difflib

                    a = old[1].decode("utf-8", "replace").splitlines(keepends=True)
                    b = data.decode("utf-8", "replace").splitlines(keepends=True)
                    sim.diffs[path] = "".join(difflib.unified_diff(a, b, path, path))
        sim.deleted = [p for p in before_files if p not in after_files]
        for name in sorted(set(before_vars) | set(after_vars)):
            if before_vars.get(name) != after_vars.get(name):
                sim.variables[name] = after_vars.get(name)
        return sim

    # ------------------------------------------------------------------------------------
    # Files from Python

    def _path(self, path: str) -> str:
        return join(self._shell.cwd, path)

    @contextlib.contextmanager
    def _host_access(self) -> Generator[None]:
        """The host program's own file calls are not subject to the script's policy."""
        guard, self.fs.guard = self.fs.guard, None
        try:
            yield
        finally:
            self.fs.guard = guard

    def write_file(self, path: str, content: str | bytes) -> None:
        """Create or replace a file (parents created)."""
        with self._host_access():
            self.fs.seed({self._path(path): content})

    def write_files(self, files: Mapping[str, str | bytes]) -> None:
        with self._host_access():
            self.fs.seed({self._path(p): c for p, c in files.items()})

    def read_file(self, path: str) -> str:
        """A file's content as text (invalid UTF-8 is kept as surrogate escapes)."""
        with self._host_access():
            return self.fs.read_bytes(self._path(path)).decode("utf-8", errors="surrogateescape")

    def read_bytes(self, path: str) -> bytes:
        with self._host_access():
            return self.fs.read_bytes(self._path(path))

    def file_exists(self, path: str) -> bool:
        try:
            with self._host_access():
                return self.fs.exists(self._path(path))
        except FSError:
            return False

    @property
    def cwd(self) -> str:
        return self._shell.cwd

    # ------------------------------------------------------------------------------------
    # Async

    async def arun(
        self,
        script: str,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        stdin: str | bytes | None = None,
        args: list[str] | None = None,
    ) -> RunResult:
        """:meth:`run` in a worker thread (``asyncio.to_thread``), so the event loop stays free.

        Runs of one session still serialise on its lock; different sessions run in parallel.
        Cancelling the awaiting task cancels this script: at its next check if it is running,
        or before it starts if it is still waiting for the session.
        """
        import asyncio

        state = {"cancelled": False, "running": False}

        def work() -> RunResult:
            with self._lock:
                if state["cancelled"]:
                    return RunResult("", "bash: run cancelled\n", 130, "cancelled")
                state["running"] = True
                try:
                    return self._run(script, env, cwd, stdin, args)
                finally:
                    state["running"] = False

        try:
            return await asyncio.to_thread(work)
        except asyncio.CancelledError:
            state["cancelled"] = True
            if state["running"]:
                self.cancel()
            raise

    async def aplan(self, script: str) -> Plan:
        """:meth:`plan` in a worker thread."""
        import asyncio

        return await asyncio.to_thread(self.plan, script)

    # ------------------------------------------------------------------------------------
    # Mounted host folders (opt-in; the only way a session reads host files)

    _mounts: list[Mount] = []  # replaced (never mutated) per instance by mount()

    def mount(self, host_dir: str, virtual_path: str, *, read_only: bool = False) -> Mount:
        """Mount a real directory at ``virtual_path``, copy-on-write: file contents are read
        from the host lazily (on first read), every write/delete stays in memory, and nothing
        outside the host directory is reachable (symlinks leaving it are not reproduced).
        ``read_only`` also makes the mounted files unwritable inside the session.
        See :meth:`changes` for what the session did to it."""
        from agentsh.vfs.mount import mount_host_dir

        with self._lock, self._host_access():
            m = mount_host_dir(self.fs, host_dir, self._path(virtual_path), read_only=read_only)
            self._mounts = [*self._mounts, m]
        return m

    def changes(self, virtual_path: str | None = None) -> Changes:
        """Files created/modified/deleted under the mounts (paths relative to the mount point;
        with several mounts, prefixed by the mount point). ``.diff()`` / ``.patch()`` export
        them for review and ``patch -p1`` / ``git apply`` on the real folder."""
        from agentsh.vfs.mount import changes

        mounts = self._mounts
        if virtual_path is not None:
            want = self._path(virtual_path)
            mounts = [m for m in mounts if m.virtual_path == want]
            if not mounts:
                raise ValueError(f"no mount at {want}")
        with self._lock, self._host_access():
            return changes(self.fs, mounts)


@dataclass
class Simulation:
    """What a script did when run on a fork: files created/modified (with unified diffs)/
    deleted, variables changed (None: unset), and its output."""

    result: RunResult
    cwd: str
    created: list[str] = field(default_factory=list[str])
    modified: list[str] = field(default_factory=list[str])
    deleted: list[str] = field(default_factory=list[str])
    diffs: dict[str, str] = field(default_factory=dict[str, str])
    variables: dict[str, str | None] = field(default_factory=dict[str, str | None])

    def to_json(self) -> dict[str, object]:
        return {
            "exit_code": self.result.exit_code,
            "stdout": self.result.stdout,
            "stderr": self.result.stderr,
            "created": self.created,
            "modified": self.modified,
            "deleted": self.deleted,
            "diffs": self.diffs,
            "variables": self.variables,
            "cwd": self.cwd,
        }


_VOLATILE = frozenset(
    {"PIPESTATUS", "BASH_COMMAND", "_", "RANDOM", "SRANDOM", "LINENO", "SECONDS", "OLDPWD"}
)


def _tree(fs: VirtualFS) -> dict[str, tuple[str, bytes]]:
    out: dict[str, tuple[str, bytes]] = {}
    for path, st in fs.iter_tree("/"):
        if path.startswith(("/dev/", "/proc/")):
            continue
        if st.kind == "file":
            out[path] = ("file", fs.read_bytes(path) if fs.access(path, 4) else b"")
        elif st.kind == "symlink":
            out[path] = ("symlink", fs.readlink(path).encode())
        else:
            out[path] = (st.kind, b"")
    return out


def _scalars(bash: Bash) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, var in bash._shell.vars.visible().items():  # pyright: ignore[reportPrivateUsage]
        if name in _VOLATILE or var.value is None:
            continue
        out[name] = var.value if isinstance(var.value, str) else repr(var.value)
    return out


def _read_units(tree: Any) -> dict[int, tuple[int, int]]:
    """bash's reads of a script's text: it reads a line, with the lines a statement begun on
    it needs (its here-documents too), and runs them; the blank and comment lines before the
    next such line are read with it. By id of the first statement of each read: (its first
    line, its last line)."""
    units: dict[int, tuple[int, int]] = {}
    first: Any = None
    start = end = 0
    for stmt in tree.body:
        span = stmt.span
        if first is None or span.line > end:
            if first is not None:
                units[id(first)] = (start, end)
                start = end + 1
            else:
                start = 1
            first, end = stmt, span.end_line
        last = max(span.end_line, _heredocs_end(stmt))
        if last > end:
            end = last
    if first is not None:
        units[id(first)] = (start, end)
    return units


def _heredocs_end(node: Any) -> int:
    """The last line of the here-documents in ``node`` (their delimiter lines), or 0."""
    import agentsh._dataclass as dataclasses
    from agentsh.syntax.ast import HereDoc

    if isinstance(node, HereDoc):
        span = node.body.span
        return span.end_line + (1 if span.end_col else 0)
    if isinstance(node, tuple):
        return max((_heredocs_end(x) for x in node), default=0)  # pyright: ignore[reportUnknownVariableType]
    if dataclasses.is_dataclass(node):
        return max(
            (_heredocs_end(getattr(node, f.name)) for f in dataclasses.fields(node)), default=0
        )
    return 0


def _heredoc_warnings(tree: Any) -> dict[int, list[str]]:
    """Here-document warnings per top-level statement (bash prints them while reading)."""
    import agentsh._dataclass as dataclasses
    from agentsh.syntax.ast import HereDoc

    out: dict[int, list[str]] = {}

    def walk(node: Any, acc: list[str]) -> None:
        if isinstance(node, HereDoc):
            if node.warning:
                acc.append(node.warning)
            return
        if isinstance(node, tuple):
            for x in node:  # pyright: ignore[reportUnknownVariableType]
                walk(x, acc)
            return
        if dataclasses.is_dataclass(node):
            for f in dataclasses.fields(node):
                walk(getattr(node, f.name), acc)

    # (bash reads a line's whole list, here-documents included, before running any of it:
    # a warning comes before the first statement of the line that holds it)
    units = _read_units(tree)
    first: Any = None
    for stmt in tree.body:
        if id(stmt) in units:
            first = stmt
        acc: list[str] = []
        walk(stmt, acc)
        if acc:
            out.setdefault(id(first), []).extend(acc)
    return out


def _var() -> Any:
    from agentsh.runtime.variables import Var

    return Var()
