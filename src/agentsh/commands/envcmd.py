"""``env``, ``printenv`` and the command-running wrappers ``nice nohup stdbuf ionice chrt
flock timeout`` (GNU coreutils 9.1 / util-linux 2.38 messages and statuses).

Owns running a command through ``ctx.run_subcommand`` (optionally with an exact environment
for ``env -i``/``-u``) and the ``env``-style "command not found" diagnostics
(``env: ‘x’: No such file or directory``, status 127; 126 for a directory). Scheduling knobs
(niceness, I/O class, buffering, locks) have no effect in the virtual machine: the wrappers
validate their options like the real tools and then just run the command. ``timeout`` cannot
preempt a command: it runs it and returns its status.
"""

from __future__ import annotations

import re
from typing import Any, cast

from agentsh.commands._common import BIN_DIRS, SIGNAL_NAMES, err, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import (
    Parsed,
    Spec,
    UsageError,
    flag,
    optional,
    parse,
    parse_args,
    usage_error,
    value,
)
from agentsh.commands.sleep import parse_duration

__all__ = [
    "chrt_main",
    "env_main",
    "flock_main",
    "ionice_main",
    "nice_main",
    "nohup_main",
    "printenv_main",
    "stdbuf_main",
    "timeout_main",
]

#: bash builtins with no executable of the same name (``env cd`` fails like a missing file)
_SHELL_ONLY = frozenset(
    "cd export source . set unset alias unalias declare typeset local eval exec exit return "
    "shift readonly let trap builtin caller shopt enable hash bind complete compgen dirs pushd "
    "popd disown suspend logout mapfile readarray history fc jobs fg bg wait umask ulimit times "
    "break continue".split()
)


#: bash builtins that also exist as programs, so ``env NAME`` finds them
EXTERNAL_BUILTINS = frozenset(
    ["echo", "printf", "true", "false", "test", "[", "kill", "pwd", "command", "type", "getopts",
     "read", "ulimit", "umask", "wait", "cd", "hash", "jobs", "fg", "bg", "alias", "unalias"]
) - _SHELL_ONLY  # fmt: skip


def command_status(
    ctx: CommandContext, name: str, env: dict[str, str] | None = None
) -> tuple[int, str] | None:
    """None if ``name`` can run; else (status, strerror) as execvp would report (searching
    the PATH of ``env``, the new environment, if given: glibc's ``/bin:/usr/bin`` without
    one)."""
    if "/" in name:
        path = ctx.abspath(name)
        fs = ctx.fs
        if not fs.exists(path):
            return 127, "No such file or directory"
        if fs.is_dir(path):
            return 126, "Permission denied"
        return None
    if name in _SHELL_ONLY or not name:
        return 127, "No such file or directory"
    from agentsh.commands import registry

    path = (env.get("PATH", "/bin:/usr/bin") if env is not None else ctx.env.get("PATH")) or ""
    on_path = any(d.rstrip("/") in BIN_DIRS for d in path.split(":"))
    if (name in EXTERNAL_BUILTINS or registry.exists(name)) and on_path:
        return None
    shell = ctx.shell
    if shell is not None:
        custom = getattr(shell, "custom_commands", {})
        if name in custom:
            return None
        search = getattr(shell, "_search_path", None)
        if search is not None and search(name, path) is not None:
            return None
    return 127, "No such file or directory"


def run_command(
    ctx: CommandContext,
    argv: list[str],
    env: dict[str, str] | None = None,
    prog: str = "",
    style: str = "env",
) -> int:
    """Run ``argv`` like execvp from ``prog``; diagnostics in the style of that tool."""
    prog = prog or ctx.name
    bad = command_status(ctx, argv[0], env)
    if bad is not None:
        status, why = bad
        if style == "nohup":
            err(ctx, f"failed to run command {_q_sh(argv[0])}: {why}")
        elif style == "timeout":
            err(ctx, f"failed to run command {quote(argv[0])}: {why}")
        elif style == "util":
            err(ctx, f"failed to execute {argv[0]}: {why}")
        else:
            err(ctx, f"{quote(argv[0])}: {why}")
        return status
    runner = ctx.run_subcommand
    if runner is None:
        err(ctx, "cannot run commands here")
        return 126
    if env is None:
        return runner(argv, ctx.stdin_stream, ctx.stdout, ctx.stderr)
    return cast(Any, runner)(argv, ctx.stdin_stream, ctx.stdout, ctx.stderr, env=env)


def _q_sh(name: str) -> str:
    from agentsh.commands._fileutil import quoteaf

    return quoteaf(name)


# -- env / printenv ----------------------------------------------------------------------------

ENV_SPEC = Spec(
    "env",
    [
        flag("i", "i", "ignore-environment"),
        flag("0", "0", "null"),
        value("u", "u", "unset"),
        value("C", "C", "chdir"),
        value("S", "S", "split-string"),
        flag("v", "v", "debug"),
        optional("default-signal", "", "default-signal"),
        optional("ignore-signal", "", "ignore-signal"),
        optional("block-signal", "", "block-signal"),
        flag("list-signal-handling", "", "list-signal-handling"),
    ],
    status=125,
    permute=False,
)


def _split_string(text: str) -> list[str]:
    import shlex

    try:
        return shlex.split(text)
    except ValueError:
        return text.split()


def env_main(ctx: CommandContext) -> int:
    """``env [OPTION]... [-] [NAME=VALUE]... [COMMAND [ARG]...]``."""
    args = list(ctx.args)
    # -S splits its argument into more arguments (shebang use)
    expanded: list[str] = []
    k = 0
    while k < len(args):
        a = args[k]
        if a.startswith("-S") and a != "-S":
            expanded.extend(_split_string(a[2:]))
        elif a in ("-S", "--split-string") and k + 1 < len(args):
            expanded.extend(_split_string(args[k + 1]))
            k += 1
        elif a.startswith("--split-string="):
            expanded.extend(_split_string(a.partition("=")[2]))
        else:
            expanded.append(a)
        k += 1
        if not a.startswith("-") or a == "--":
            expanded.extend(args[k:])
            break
    p = parse(ctx, ENV_SPEC, expanded)
    if isinstance(p, int):
        return p
    ignore = p.has("i")
    nul = p.has("0")
    env = {} if ignore else dict(ctx.env)
    changed = ignore
    chdir: str | None = None
    for key, val in p.opts:
        if key == "u":
            name = val or ""
            if "=" in name or not name:
                err(ctx, f"cannot unset {quote(name)}: Invalid argument")
                return 125
            env.pop(name, None)
            changed = True
        elif key == "C":
            chdir = val
    ops = list(p.operands)
    if ops and ops[0] == "-":
        env = {}
        changed = True
        ops = ops[1:]
    while ops and "=" in ops[0]:
        name, _, val = ops.pop(0).partition("=")
        if name:
            env[name] = val
        changed = True
    if not ops:
        if chdir is not None:
            return usage_error(ctx, ENV_SPEC, "must specify command with --chdir (-C)")
        end = "\0" if nul else "\n"
        ctx.stdout.write(
            "".join(f"{k}={v}{end}" for k, v in env.items()).encode("utf-8", "surrogateescape")
        )
        return 0
    if nul:
        return usage_error(ctx, ENV_SPEC, "cannot specify --null (-0) with command")
    if chdir is not None:
        target = ctx.abspath(chdir)
        if not ctx.fs.exists(target):
            err(ctx, f"cannot change directory to {_q_sh(chdir)}: No such file or directory")
            return 125
        if not ctx.fs.is_dir(target):
            err(ctx, f"cannot change directory to {_q_sh(chdir)}: Not a directory")
            return 125
        bad = command_status(ctx, ops[0])
        if bad is not None:
            err(ctx, f"{quote(ops[0])}: {bad[1]}")
            return bad[0]
        script = 'cd -- "$0" || exit 125; "$@"'
        return run_command(ctx, ["bash", "-c", script, target, *ops], env if changed else None)
    return run_command(ctx, ops, env if changed else None)


PRINTENV_SPEC = Spec("printenv", [flag("0", "0", "null")], status=2)


def printenv_main(ctx: CommandContext) -> int:
    """``printenv [-0] [NAME]...``."""
    p = parse(ctx, PRINTENV_SPEC)
    if isinstance(p, int):
        return p
    end = "\0" if p.has("0") else "\n"
    if not p.operands:
        ctx.stdout.write(
            "".join(f"{k}={v}{end}" for k, v in ctx.env.items()).encode("utf-8", "surrogateescape")
        )
        return 0
    status = 0
    out: list[str] = []
    for name in p.operands:
        if "=" not in name and name in ctx.env:
            out.append(ctx.env[name] + end)
        else:
            status = 1
    ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))
    return status


# -- wrappers -----------------------------------------------------------------------------------

NICE_SPEC = Spec("nice", [value("n", "n", "adjustment")], status=125, permute=False)


def nice_main(ctx: CommandContext) -> int:
    """``nice [-n N] [COMMAND...]``: prints the niceness (0 + N) without a command."""
    args = list(ctx.args)
    adjust = 0
    if args and re.fullmatch(r"-[+-]?\d+", args[0]):
        args = ["-n", args[0][1:], *args[1:]]
    p = parse(ctx, NICE_SPEC, args)
    if isinstance(p, int):
        return p
    for key, val in p.opts:
        if key == "n":
            text = val or ""
            if not re.fullmatch(r"\s*[+-]?\d+", text):
                err(ctx, f"invalid adjustment {quote(text)}")
                return 125
            adjust = int(text)
    if not p.operands:
        if p.has("n"):
            return usage_error(ctx, NICE_SPEC, "a command must be given with an adjustment")
        ctx.stdout.write(b"0\n")
        return 0
    del adjust
    return run_command(ctx, p.operands)


NOHUP_SPEC = Spec("nohup", [], status=125, permute=False)


def nohup_main(ctx: CommandContext) -> int:
    """``nohup COMMAND...``: stdin/stdout are not terminals here, so it just runs COMMAND."""
    p = parse(ctx, NOHUP_SPEC)
    if isinstance(p, int):
        return p
    if not p.operands:
        return usage_error(ctx, NOHUP_SPEC, "missing operand")
    return run_command(ctx, p.operands, style="nohup")


STDBUF_SPEC = Spec(
    "stdbuf",
    [value("i", "i", "input"), value("o", "o", "output"), value("e", "e", "error")],
    status=125,
    permute=False,
)


def stdbuf_main(ctx: CommandContext) -> int:
    """``stdbuf -i/-o/-e MODE COMMAND...``."""
    p = parse(ctx, STDBUF_SPEC)
    if isinstance(p, int):
        return p
    for key, val in p.opts:
        mode = val or ""
        if mode == "L" and key != "i":
            continue
        if mode == "L":
            err(ctx, "line buffering stdin is meaningless")
            return usage_error(ctx, STDBUF_SPEC, None)
        if not re.fullmatch(r"\d+([kKMGTPEZY]B?|[kKMGTPEZY]iB|[bcw])?", mode):
            err(ctx, f"invalid mode {quote(mode)}")
            return 125
    if not p.opts:
        return usage_error(ctx, STDBUF_SPEC, "you must specify a buffering mode option")
    if not p.operands:
        return usage_error(ctx, STDBUF_SPEC, "missing operand")
    return run_command(ctx, p.operands, style="timeout")


IONICE_SPEC = Spec(
    "ionice",
    [value("c", "c", "class"), value("n", "n", "classdata"), value("p", "p", "pid"),
     value("P", "P", "pgid"), flag("t", "t", "ignore"), value("u", "u", "uid")],
    permute=False,
)  # fmt: skip


def ionice_main(ctx: CommandContext) -> int:
    """``ionice [-c CLASS] [-n LEVEL] [COMMAND...]``; prints ``none: prio 0`` alone."""
    p = parse(ctx, IONICE_SPEC)
    if isinstance(p, int):
        return p
    if not p.operands:
        if p.has("c") and not p.has("p"):
            return 0
        ctx.stdout.write(b"none: prio 0\n")
        return 0
    return run_command(ctx, p.operands, style="util")


def chrt_main(ctx: CommandContext) -> int:
    """``chrt [POLICY] PRIORITY COMMAND...``: runs COMMAND (scheduling is not modelled)."""
    args = [a for a in ctx.args if not (a.startswith("-") and a != "-")]
    if len(args) < 2 or not args[0].isdigit():
        ctx.stderr.write(b"chrt: bad usage\nTry 'chrt --help' for more information.\n")
        return 1
    return run_command(ctx, args[1:], style="util")


FLOCK_SPEC = Spec(
    "flock",
    [flag("s", "s", "shared"), flag("x", "x", "exclusive"), flag("u", "u", "unlock"),
     flag("n", "n", "nonblock"), value("w", "w", "timeout"), value("E", "E", "conflict-exit-code"),
     flag("o", "o", "close"), value("c", "c", "command"), flag("F", "F", "no-fork"),
     flag("verbose", "", "verbose"), flag("help", "h"), flag("version", "V")],
    status=64,
    permute=False,
)  # fmt: skip


def flock_main(ctx: CommandContext) -> int:
    """``flock FILE COMMAND...`` / ``flock FILE -c CMD``: the lock is always free."""
    try:
        p: Parsed = parse_args(FLOCK_SPEC, ctx.args)
    except UsageError as e:
        return usage_error(ctx, FLOCK_SPEC, str(e))
    for k, _ in p.opts:
        if k in ("help", "version"):
            from agentsh.commands._texts import HELP, VERSION

            ctx.stdout.write((HELP if k == "help" else VERSION)["flock"].encode())
            return 0
    ops = list(p.operands)
    if not ops:
        return usage_error(ctx, FLOCK_SPEC, "not enough arguments")
    target = ops[0]
    rest = ops[1:]
    command = p.last("c")
    if rest[:1] == ["-c"] and len(rest) > 1:
        command = rest[1]
        rest = []
    if command is None and not rest:
        if target.isdigit():
            return 0
        return usage_error(ctx, FLOCK_SPEC, "not enough arguments")
    path = ctx.abspath(target)
    if not ctx.fs.exists(path):
        try:
            ctx.fs.write_bytes(path, b"")
        except Exception as e:  # noqa: BLE001
            err(ctx, f"cannot open lock file {target}: {getattr(e, 'strerror', e)}")
            return 66
    if command is not None:
        return run_command(ctx, ["bash", "-c", command], style="util")
    return run_command(ctx, rest, style="util")


TIMEOUT_SPEC = Spec(
    "timeout",
    [value("s", "s", "signal"), value("k", "k", "kill-after"), flag("f", "f", "foreground"),
     flag("p", "", "preserve-status"), flag("v", "v", "verbose")],
    status=125,
    permute=False,
)  # fmt: skip


def _valid_signal(text: str) -> bool:
    t = text.upper()
    if t.isdigit():
        return int(t) <= 64
    if t.startswith("SIG"):
        t = t[3:]
    return (
        t in SIGNAL_NAMES
        or t == "IOT"
        or t == "POLL"
        or bool(re.fullmatch(r"RTM(IN|AX)([+-]\d+)?", t))
    )


def timeout_main(ctx: CommandContext) -> int:
    """``timeout [OPTION] DURATION COMMAND...``: COMMAND ends at the deadline (wall time and
    virtual ``sleep``s both count), wherever it next checks the budget: 124, or 137 for
    ``-s KILL``, or 128+N with ``--preserve-status``. The command cannot trap the signal
    (``-k`` is accepted and needs nothing more)."""
    p = parse(ctx, TIMEOUT_SPEC)
    if isinstance(p, int):
        return p
    for key, val in p.opts:
        if key == "s" and not _valid_signal(val or ""):
            err(ctx, f"{quote(val or '')}: invalid signal")
            return usage_error(ctx, TIMEOUT_SPEC, None)
        if key == "k" and parse_duration(val or "") is None:
            err(ctx, f"invalid time interval {quote(val or '')}")
            return usage_error(ctx, TIMEOUT_SPEC, None)
    if len(p.operands) < 2:
        if not p.operands:
            return usage_error(ctx, TIMEOUT_SPEC, None)
        return usage_error(ctx, TIMEOUT_SPEC, "missing operand")
    seconds = parse_duration(p.operands[0])
    if seconds is None:
        err(ctx, f"invalid time interval {quote(p.operands[0])}")
        return usage_error(ctx, TIMEOUT_SPEC, None)
    argv = p.operands[1:]
    with_deadline = getattr(ctx.shell, "with_deadline", None)
    if not seconds or with_deadline is None:  # (0: no time limit)
        return run_command(ctx, argv, style="timeout")
    status = with_deadline(seconds, lambda: run_command(ctx, argv, style="timeout"))
    if status is not None:
        return status
    # the deadline passed: the command "got" the signal and ended there
    opts = dict(p.opts)
    sig = _signal_name(opts.get("s") or "TERM")
    if "v" in opts:
        err(ctx, f"sending signal {sig} to command {quote(argv[0])}")
    if sig == "KILL":
        return 137
    if "p" in opts:
        return 128 + SIGNAL_NAMES.index(sig) + 1 if sig in SIGNAL_NAMES else 143
    return 124


def _signal_name(text: str) -> str:
    """The name of a valid signal (``9``, ``sigkill``, ``KILL``: ``KILL``)."""
    t = text.upper().removeprefix("SIG")
    if t.isdigit():
        n = int(t)
        return SIGNAL_NAMES[n - 1] if 1 <= n <= len(SIGNAL_NAMES) else t
    return {"IOT": "ABRT", "POLL": "IO"}.get(t, t)
