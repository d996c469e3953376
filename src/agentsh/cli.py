"""The ``agentsh`` command line: run, parse or plan a script in a virtual session, or serve MCP.

    agentsh -c 'echo hello | tr a-z A-Z'          # run (the default subcommand)
    agentsh script.sh arg1 arg2                    # run a script file read from the host
    echo 'ls /' | agentsh                          # script on stdin
    agentsh run --json -c 'exit 3'                 # {"exit_code": 3, "stdout": "", "stderr": ""}
    agentsh plan -c 'rm -rf /data'                 # what it would run and touch; runs nothing
    agentsh parse --json -c 'for i in 1 2; do echo $i; done'
    agentsh run --mount ./project:/project -c 'sed -i s/a/b/ /project/x'   # copy-on-write
    agentsh run --snapshot s.bin -c 'x=1'          # resume from s.bin if it exists, save back
    agentsh mcp                                    # MCP server (stdio) with the three tools

Options (every subcommand): ``--cwd DIR``, ``--files DIR`` (copy a real directory into the
VFS), ``--mount HOST:VIRT[:ro]`` (lazy copy-on-write mount; ``:ro`` also read-only inside),
``--policy FILE`` (YAML, see :meth:`agentsh.Policy.from_yaml`), ``--limit NAME=VALUE``
(repeatable; fields of :class:`agentsh.Limits`, ``none`` for no limit) and ``--snapshot FILE``.
With a terminal on stdin and no script, an interactive prompt runs (``:help`` lists its
commands, ``:plan`` shows plans before running).

Besides :mod:`agentsh.vfs.mount`, this module is the only place the package reads host files:
script files, ``--files``, ``--policy`` and ``--snapshot``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

import agentsh._dataclass as dataclasses
from agentsh.api import Bash, RunResult
from agentsh.limits import Limits
from agentsh.planner import Plan
from agentsh.policy import Policy
from agentsh.streams import CallbackInput, EmptyInput, InputStream

SUBCOMMANDS = ("run", "parse", "plan", "mcp")


class UsageError(Exception):
    """A bad command line: reported as ``agentsh: message`` with status 2."""


# ---------------------------------------------------------------------------------- options


def _seed_from_dir(bash: Bash, host_dir: str, virtual_root: str) -> None:
    files: dict[str, bytes] = {}
    for root, _dirs, names in os.walk(host_dir):
        for name in names:
            full = os.path.join(root, name)
            if os.path.islink(full) or not os.path.isfile(full):
                continue
            rel = os.path.relpath(full, host_dir)
            with open(full, "rb") as fh:
                files[virtual_root.rstrip("/") + "/" + rel.replace(os.sep, "/")] = fh.read()
    bash.write_files(files)


def parse_limits(items: Sequence[str]) -> Limits | None:
    """``["timeout=5", "max_files=none"]`` -> ``Limits(timeout=5.0, max_files=None)``."""
    if not items:
        return None
    fields = {f.name: f for f in dataclasses.fields(Limits)}
    values: dict[str, Any] = {}
    for item in items:
        name, sep, raw = item.partition("=")
        name = name.strip().replace("-", "_")
        if not sep or name not in fields:
            raise UsageError(
                f"--limit {item!r}: expected NAME=VALUE with NAME one of {', '.join(fields)}"
            )
        text = raw.strip().replace("_", "")
        annotation = str(fields[name].type)
        if text.lower() in ("none", "off", "unlimited"):
            if "None" not in annotation:
                raise UsageError(f"--limit {name}: cannot be unlimited")
            values[name] = None
            continue
        try:
            values[name] = float(text) if annotation.startswith("float") else int(text)
        except ValueError:
            raise UsageError(f"--limit {name}: not a number: {raw!r}") from None
    return Limits(**values)


def parse_mount(spec: str) -> tuple[str, str, bool]:
    """``HOST:VIRT[:ro]`` -> ``(host, virt, read_only)``."""
    parts = spec.split(":")
    read_only = False
    if len(parts) == 3 and parts[2] in ("ro", "rw"):
        read_only = parts.pop() == "ro"
    if len(parts) != 2 or not parts[0] or not parts[1].startswith("/"):
        raise UsageError(f"--mount {spec!r}: expected HOST:/VIRTUAL/PATH[:ro]")
    return parts[0], parts[1], read_only


def _read_host_text(path: str, what: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as fh:
            return fh.read()
    except OSError as e:
        raise UsageError(f"{what} {path}: {e.strerror}") from None


def _common(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("session")
    g.add_argument("--cwd", default="/home/user", help="virtual working directory")
    g.add_argument("--files", metavar="DIR", help="copy a real directory into the VFS cwd")
    g.add_argument(
        "--mount",
        metavar="HOST:VIRT[:ro]",
        action="append",
        default=[],
        help="mount a real directory copy-on-write (reads lazy, writes stay in memory; "
        "':ro' makes it read-only inside too); repeatable",
    )
    g.add_argument("--policy", metavar="FILE", help="a YAML policy file (Policy.from_yaml)")
    g.add_argument(
        "--limit",
        metavar="NAME=VALUE",
        action="append",
        default=[],
        help="set a Limits field, e.g. timeout=5, max_output_bytes=65536, max_files=none; "
        "repeatable",
    )
    g.add_argument(
        "--snapshot",
        metavar="FILE",
        help="resume the session from FILE if it exists; save it back after the run",
    )


def _script_args(p: argparse.ArgumentParser, verb: str) -> None:
    p.add_argument("-c", dest="command", metavar="SCRIPT", help=f"{verb} this script")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument(
        "args",
        nargs=argparse.REMAINDER,
        metavar="FILE [ARG ...]",
        help="script file and its arguments ($1 ...); with -c, $0 then $1 ...",
    )


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser (whose options are those of ``run``) and the subcommands."""
    desc = "A virtual bash for AI agents, entirely in memory."
    top = argparse.ArgumentParser(
        prog="agentsh",
        description=desc + " Without a subcommand, 'run' is implied.",
        epilog="subcommands: run, parse, plan, mcp (agentsh SUBCOMMAND --help for each)",
    )
    _script_args(top, "run")
    _common(top)
    return top


def build_subparser(name: str) -> argparse.ArgumentParser:
    helps = {
        "run": "Run a script in a virtual session and print its output (exit status: the "
        "script's).",
        "parse": "Parse a script without running it: syntax errors, or the AST with --json "
        "(exit status 2 on a syntax error).",
        "plan": "Dry-run a script: the commands it would run, the files it would touch and "
        "warnings; nothing runs.",
        "mcp": "Serve agentsh_parse, agentsh_plan and agentsh_run over the Model Context "
        "Protocol (stdio). Needs 'pip install agentsh[mcp]'.",
    }
    p = argparse.ArgumentParser(prog=f"agentsh {name}", description=helps[name])
    if name != "mcp":
        _script_args(p, name)
    _common(p)
    return p


# ---------------------------------------------------------------------------------- session


def make_session(ns: argparse.Namespace) -> Bash:
    """A session from the options: restored from ``--snapshot`` when that file exists."""
    try:
        return _make_session(ns)
    except UsageError:
        raise
    except Exception as e:  # noqa: BLE001  (bad YAML, limits too small for the layout, ...)
        raise UsageError(f"cannot set up the session: {type(e).__name__}: {e}") from None


def _make_session(ns: argparse.Namespace) -> Bash:
    limits = parse_limits(ns.limit)
    policy = Policy.from_yaml(_read_host_text(ns.policy, "--policy")) if ns.policy else None
    mounts = [parse_mount(m) for m in ns.mount]
    bash: Bash | None = None
    if ns.snapshot and os.path.exists(ns.snapshot):
        try:
            with open(ns.snapshot, "rb") as fh:
                bash = Bash.restore(fh.read(), policy=policy, limits=limits)
        except (OSError, ValueError) as e:
            raise UsageError(f"--snapshot {ns.snapshot}: {e}") from None
    if bash is None:
        bash = Bash(cwd=ns.cwd, limits=limits, policy=policy)
        if ns.files:
            _seed_from_dir(bash, ns.files, ns.cwd)
    for host, virt, read_only in mounts:
        if _nonempty_dir(bash, virt):
            continue  # resumed session: the mount's (changed) content came with the snapshot
        try:
            bash.mount(host, virt, read_only=read_only)
        except (ValueError, OSError) as e:
            raise UsageError(str(e)) from None
    return bash


def _nonempty_dir(bash: Bash, path: str) -> bool:
    from agentsh.vfs import FSError

    guard, bash.fs.guard = bash.fs.guard, None
    try:
        return bash.fs.is_dir(path) and bool(bash.fs.listdir(path))
    except FSError:
        return False
    finally:
        bash.fs.guard = guard


def save_snapshot(bash: Bash, path: str | None) -> None:
    if not path:
        return
    tmp = path + ".tmp"
    with open(tmp, "wb") as fh:
        fh.write(bash.snapshot())
    os.replace(tmp, path)


def _load_script(ns: argparse.Namespace) -> tuple[str, list[str], str | None] | None:
    """``(script, args, $0)`` from ``-c``, a file or piped stdin; None for the REPL."""
    rest: list[str] = list(ns.args)
    if rest and rest[0] == "--":
        rest = rest[1:]
    if ns.command is not None:
        return ns.command, rest[1:], rest[0] if rest else None
    if rest:
        try:
            with open(rest[0], encoding="utf-8", errors="surrogateescape") as fh:
                return fh.read(), rest[1:], rest[0]
        except OSError as e:
            raise FileNotFoundError(f"agentsh: {rest[0]}: {e.strerror}") from None
    if sys.stdin.isatty():
        return None
    return sys.stdin.read(), [], None


# ---------------------------------------------------------------------------------- output


def _emit(result: RunResult, as_json: bool) -> None:
    if as_json:
        out: dict[str, Any] = {
            "exit_code": result.exit_code,
            "stdout": result.stdout,
            "stderr": result.stderr,
        }
        if result.truncated:
            out["truncated"] = True
        if result.limit_exceeded:
            out["limit_exceeded"] = result.limit_exceeded
        print(json.dumps(out))
        return
    sys.stdout.write(result.stdout)
    sys.stdout.flush()
    sys.stderr.write(result.stderr)
    sys.stderr.flush()


def format_plan(plan: Plan) -> str:
    """A plan as text: one line per step, then effects and warnings."""
    lines: list[str] = []
    for s in plan.steps:
        argv = " ".join(
            a if isinstance(a, str) else "<" + next(iter(a.values()), "?") + ">" for a in s.argv
        )
        lines.append(f"step  line {s.line}: {argv}  [{s.resolution}]")
    for e in plan.effects:
        src = f"{e.source} -> " if e.source else ""
        lines.append(f"effect  {e.kind}: {src}{e.target}  ({e.command}, line {e.line})")
    for w in plan.warnings:
        lines.append(f"warning  {w.severity} {w.code}: {w.message} (line {w.line})")
    if not lines:
        lines.append("(nothing to do)")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------- REPL

REPL_HELP = """\
:plan SCRIPT  show the plan of SCRIPT without running it
:plan         toggle plan-first mode: show each line's plan and ask before running it
:changes      unified diff of what this session changed in its mounts
:help         this help
:quit         leave (also Ctrl-D)
"""


def _repl(bash: Bash, ask: Callable[[str], str] = input) -> int:
    try:
        import readline  # noqa: F401  # pyright: ignore[reportUnusedImport]  (history, editing)
    except ImportError:
        pass
    from agentsh.syntax import ParseError, parse

    status = 0
    buffer = ""
    plan_first = False
    while True:
        try:
            line = ask("> " if buffer else f"agentsh:{bash.cwd}$ ")
        except EOFError:
            print()
            return status
        except KeyboardInterrupt:
            print()
            buffer = ""
            continue
        if not buffer and line.strip().startswith(":"):
            cmd, _, arg = line.strip().partition(" ")
            if cmd == ":plan" and arg.strip():
                sys.stdout.write(format_plan(bash.plan(arg)))
            elif cmd == ":plan":
                plan_first = not plan_first
                print(f"plan-first mode {'on' if plan_first else 'off'}")
            elif cmd == ":changes":
                sys.stdout.write(bash.changes().diff() or "(no changes)\n")
            elif cmd in (":quit", ":q", ":exit"):
                return status
            else:
                sys.stdout.write(REPL_HELP)
            continue
        buffer += line + "\n"
        try:
            parse(buffer)
        except ParseError as e:
            if "unexpected end of file" in e.message or "unexpected EOF" in e.message:
                continue
        script, buffer = buffer, ""
        if plan_first:
            sys.stdout.write(format_plan(bash.plan(script)))
            try:
                answer = ask("run it? [Y/n] ")
            except (EOFError, KeyboardInterrupt):
                answer = "n"
            if answer.strip().lower() not in ("", "y", "yes"):
                continue
        result = bash.run(script)
        _emit(result, False)
        status = result.exit_code


# ---------------------------------------------------------------------------------- commands


def _cmd_parse(script: str, as_json: bool) -> int:
    from agentsh.langchain_tools import _parse  # pyright: ignore[reportPrivateUsage]

    out = json.loads(_parse(script))
    if as_json:
        print(json.dumps(out))
    elif out["has_errors"]:
        for err in out["errors"]:
            print(f"agentsh: {err['message']}", file=sys.stderr)
    else:
        print("ok")
    return 2 if out["has_errors"] else 0


def _dispatch(name: str, argv: list[str]) -> int:
    ns = (build_parser() if name == "" else build_subparser(name)).parse_args(argv)
    if name == "mcp":
        bash = make_session(ns)
        try:
            from agentsh.mcp_server import serve_stdio

            return serve_stdio(bash)
        except ImportError as e:
            raise UsageError(str(e)) from None
        finally:
            save_snapshot(bash, ns.snapshot)
    try:
        loaded = _load_script(ns)
    except FileNotFoundError as e:
        print(e, file=sys.stderr)
        return 127
    if name == "parse":
        if loaded is None:
            raise UsageError("parse: give -c SCRIPT, a FILE or a script on stdin")
        return _cmd_parse(loaded[0], ns.json)
    bash = make_session(ns)
    if name == "plan":
        if loaded is None:
            raise UsageError("plan: give -c SCRIPT, a FILE or a script on stdin")
        plan = bash.plan(loaded[0])
        if ns.json:
            print(json.dumps(plan.to_json()))
        else:
            sys.stdout.write(format_plan(plan))
        return 0
    if loaded is None:
        status = _repl(bash)
    else:
        script, args, arg0 = loaded
        shell = bash._shell  # pyright: ignore[reportPrivateUsage]
        saved = shell.script_name, shell.script_file, shell.function_source
        if arg0 is not None:
            shell.script_name = arg0  # $0, as bash -c 'script' NAME ARGS... and bash FILE set it
            if ns.command is None:
                # a FILE: its name is the messages' (``s.sh: line 2:``) and BASH_SOURCE's
                shell.script_file = shell.function_source = arg0
        elif ns.command is None:
            shell.function_source = "main"  # a script piped in: its functions' BASH_SOURCE
        try:
            # the commands read the process's stdin (``echo hi | agentsh -c cat``), unless
            # the script itself came from it
            stdin = EmptyInput() if ns.command is None and not ns.args else _host_stdin()
            if ns.json:
                result = bash._run_streaming(script, stdin, args)  # pyright: ignore[reportPrivateUsage]
            else:
                # the script's output and errors as it writes them, in that order
                both = _Interleaved()
                sinks = (both.out, both.err)
                try:
                    result = bash._run_streaming(script, stdin, args, sinks)  # pyright: ignore[reportPrivateUsage]
                finally:
                    both.flush()
        finally:
            shell.script_name, shell.script_file, shell.function_source = saved
        _emit(result, ns.json)
        status = result.exit_code
    save_snapshot(bash, ns.snapshot)
    return status


class _Interleaved:
    """This process's stdout and stderr as a script writes them: each buffered (a script
    that echoes a line at a time makes few system calls) and flushed before the other is
    written to, so the two keep the order of the writes, as a real shell's do."""

    _MAX = 1 << 16

    def __init__(self) -> None:
        self._buf: list[bytes] = []
        self._size = 0
        self._to_err = False

    def out(self, data: bytes) -> None:
        self._write(data, False)

    def err(self, data: bytes) -> None:
        self._write(data, True)

    def _write(self, data: bytes, to_err: bool) -> None:
        if to_err != self._to_err:
            self.flush()
            self._to_err = to_err
        self._buf.append(data)
        self._size += len(data)
        if self._size >= self._MAX or to_err:
            self.flush()

    def flush(self) -> None:
        if not self._buf:
            return
        data = b"".join(self._buf)
        self._buf.clear()
        self._size = 0
        stream = sys.stderr if self._to_err else sys.stdout
        try:
            stream.flush()
            buffer = getattr(stream, "buffer", None)
            if buffer is not None:
                buffer.write(data)
            else:  # (a text stream without bytes underneath: a test's capture)
                stream.write(data.decode("utf-8", "surrogateescape"))
            stream.flush()
        except (BrokenPipeError, ValueError):
            pass


def _host_stdin() -> InputStream:
    """This process's standard input as a stream the script reads on demand (nothing is
    read unless a command reads it); a closed or unreadable stdin is an empty input."""
    raw = getattr(sys.stdin, "buffer", None)
    read1 = getattr(raw, "read1", None)
    if read1 is None:
        return EmptyInput()

    def produce() -> bytes:
        try:
            return read1(65536)
        except (OSError, ValueError):  # closed, or not readable (a test's captured stdin)
            return b""

    return CallbackInput(produce)


def main(argv: list[str] | None = None) -> int:
    """The ``agentsh`` entry point; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    name = args[0] if args and args[0] in SUBCOMMANDS else ""
    try:
        return _dispatch(name, args[1:] if name else args)
    except UsageError as e:
        print(f"agentsh: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
