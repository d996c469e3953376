"""The interpreter: shell state and the execution of commands.

Owns :class:`Shell` — variables, functions, aliases, options, positional parameters, cwd,
traps — and how each command node runs: simple commands (lookup in three tiers: function,
builtin, command registry), pipelines (each stage a subshell on its own thread, connected by
streaming pipes), lists, compound commands, redirections, and subshells (a forked copy of the
state sharing the filesystem).

Decision: word expansion, arithmetic and conditionals live in ``agentsh.eval``; the shell hands
them itself as their environment (it implements their small protocols), they never import it.
"""

from __future__ import annotations

import re
import threading
import time
from bisect import bisect_right
from collections.abc import Callable, Iterator
from time import perf_counter as _perf_counter
from typing import Any, Literal, NoReturn

from agentsh.commands._common import BIN_DIRS, command_stub
from agentsh.commands.context import CommandContext
from agentsh.eval.arith import (
    SPECIAL_SCALARS,
    ArithError,
    ArithIntegerError,
    ArithSubscriptError,
    ArithUnboundError,
    as_error,
    compiled,
    eval_text,
    evaluate,
    known_int,
    plain_decimal,
    sub_error,
    to_int_string,
    wrap64,
)
from agentsh.eval.arith import (
    compile_step_cond as arith_step_cond,
)
from agentsh.eval.arith import (
    pure as arith_pure,
)
from agentsh.eval.cond import CondArithError, CondError, compile_cond
from agentsh.eval.pattern import match_pattern
from agentsh.eval.pattern import matcher as pattern_matcher
from agentsh.eval.pattern import selector as pattern_selector
from agentsh.eval.words import Expander, ExpansionError, nosplit_getter, plain_param
from agentsh.exec.blocks import WARM_RUNS, compile_block, is_loop_jump, is_return, lone_builtin
from agentsh.exec.compiled import ARITH_TEXT as _ARITH_TEXT
from agentsh.exec.compiled import (
    RAN_ONCE,
    Run,
    compile_array_assign,
    compile_assign,
    compile_words,
    load_builtins,
    lone_static_ifs,
)
from agentsh.exec.compiled import builtin_table as _builtin_table
from agentsh.exec.errors import (
    AbortLine,
    AssignFailed,
    BreakLoop,
    ContinueLoop,
    ControlFlow,
    ExitShell,
    LimitExceeded,
    ReturnFromFunction,
    TimedOut,
)
from agentsh.exec.io import IO, FileOutput, WriteError
from agentsh.exec.redirs import apply_redirs, close_redirs
from agentsh.limits import Budget, Deadline, Limits
from agentsh.policy import AuditEntry, Policy
from agentsh.regex import RegexTimeout
from agentsh.runtime.variables import (
    EVER_LOCAL,
    Frame,
    ReadonlyError,
    Var,
    Variables,
    dset,
    env_order,
    has_attributes,
    is_name,
    next_index,
    set_env_underscore,
    store_element,
)
from agentsh.streams import (
    BrokenPipe,
    BufferOutput,
    BytesInput,
    EmptyInput,
    InputStream,
    NullOutput,
    OutputStream,
    Pipe,
    UnreadableStdin,
    decode,
    encode,
)
from agentsh.syntax import ast as A
from agentsh.vfs import FSError
from agentsh.vfs.paths import absolute, fd_number

BuiltinFn = Callable[["Shell", list[str], IO], int]
AUDIT_LIMIT = 10_000  #: entries kept per run; later ones are counted in ``audit_dropped``

SHELL_OPTIONS = (
    "allexport", "braceexpand", "emacs", "errexit", "errtrace", "functrace", "hashall",
    "histexpand", "history", "ignoreeof", "interactive-comments", "keyword", "monitor",
    "noclobber", "noexec", "noglob", "nolog", "notify", "nounset", "onecmd", "physical",
    "pipefail", "posix", "privileged", "verbose", "vi", "xtrace",
)  # fmt: skip

SHORT_OPTIONS = {
    "a": "allexport", "B": "braceexpand", "e": "errexit", "E": "errtrace", "T": "functrace",
    "h": "hashall", "H": "histexpand", "k": "keyword", "m": "monitor", "C": "noclobber",
    "n": "noexec", "f": "noglob", "b": "notify", "u": "nounset", "t": "onecmd",
    "P": "physical", "p": "privileged", "v": "verbose", "x": "xtrace",
}  # fmt: skip

SHOPT_DEFAULTS = {
    "assoc_expand_once": False, "autocd": False, "cdable_vars": False, "cdspell": False, "checkhash": False,
    "checkjobs": False, "checkwinsize": True, "cmdhist": True, "compat31": False,
    "compat32": False, "compat40": False, "compat41": False, "compat42": False,
    "compat43": False, "compat44": False, "complete_fullquote": True, "direxpand": False,
    "dirspell": False, "dotglob": False, "execfail": False, "expand_aliases": False,
    "extdebug": False, "extglob": False, "extquote": True, "failglob": False,
    "force_fignore": True, "globasciiranges": True, "globskipdots": True, "globstar": False,
    "gnu_errfmt": False, "histappend": False, "histreedit": False, "histverify": False,
    "hostcomplete": True, "huponexit": False, "inherit_errexit": False,
    "interactive_comments": True, "lastpipe": False, "lithist": False,
    "localvar_inherit": False, "localvar_unset": False, "login_shell": False,
    "mailwarn": False, "no_empty_cmd_completion": False, "nocaseglob": False,
    "nocasematch": False, "noexpand_translation": False, "nullglob": False,
    "patsub_replacement": True, "progcomp": True, "progcomp_alias": False,
    "promptvars": True, "restricted_shell": False, "shift_verbose": False,
    "sourcepath": True, "varredir_close": False, "xpg_echo": False,
}  # fmt: skip

DECL_BUILTINS = frozenset({"declare", "typeset", "local", "export", "readonly"})


class CustomCommandSpec:
    """A user command from ``define_command`` (kept here to avoid importing the API layer)."""

    def __init__(self, name: str, handler: Callable[..., Any]) -> None:
        self.name = name
        self.handler = handler


#: The commands whose failure is their own (set -e and the ERR trap look at these).
_FAILS_ITSELF = (A.SimpleCommand, A.Subshell, A.ArithCommand, A.CondCommand)
#: the commands whose status is a pipeline's of its own (``PIPESTATUS``): a compound
#: command (``{ }``, if, loops, case), a function definition, a pipeline or a list leave
#: what the last pipeline run inside them (or before them) set
_OWN_PIPESTATUS = frozenset(_FAILS_ITSELF)
#: the word parts whose characters a pattern takes literally
#: bash's arithmetic messages as dash words them
_DASH_ARITH_MESSAGES = {
    "division by 0": "division by zero",
    "syntax error: operand expected": "expecting primary",
    "syntax error in expression": "expecting EOF",
    "value too great for base": "expecting EOF",
    "`:' expected for conditional expression": "expecting ':'",
    "expression expected": "expecting primary",
}
#: the characters of a quoted part of a ``=~`` regex that ``set -x`` shows escaped
_ERE_SPECIAL = frozenset(".[\\*^$()+?{|")
_QUOTED_PARTS = frozenset((A.SingleQuoted, A.DoubleQuoted, A.Escaped, A.AnsiCQuoted))
#: the alias view of text read with no aliases (shared; never changed)
_NO_ALIASES: dict[str, str] = {}


def _tail_return(script: A.Script) -> tuple[A.Script | None, A.SimpleCommand] | Literal[False]:
    """For a function body whose last command is ``return`` (its first word the plain text
    ``return``, no assignment nor redirection): the body without it (None when empty) and that
    command; else False."""
    cmds = script.cmds
    if not cmds:
        return False
    last = cmds[-1]
    if not isinstance(last, A.SimpleCommand) or not is_return(last):
        return False
    head = A.Script(script.body[:-1], script.span) if len(cmds) > 1 else None
    return head, last


def _second_run(cmd: A.SimpleCommand) -> bool:
    """Whether ``cmd``, not compiled, is on its second run: the time to compile it (see
    :data:`agentsh.exec.compiled.RAN_ONCE`; its first run marks it so)."""
    run = cmd.run
    if run is None:
        A.memo(cmd, "run", RAN_ONCE)
        return False
    return run is RAN_ONCE


class _ExpanderSlot:
    """``Shell._expander`` when the instance has none: a new :class:`Expander`, kept.

    A shell and its expander refer to each other, so a subshell would live on as cyclic
    garbage until Python's cyclic collector finds it (with its variables, frames and what
    its commands made): ``$(...)`` in a loop and pipelines left ~20-80 such objects an
    iteration, and the collections that then walk them cost 8-15 % of those loops.
    :meth:`Shell.release` drops the expander of a subshell that is done, and anything that
    still asks for one gets a new one here."""

    def __get__(self, sh: Any, owner: Any = None) -> Any:
        if sh is None:
            return self
        ex = sh.__dict__["_expander"] = Expander(sh)
        return ex


class Shell:
    """One shell session (or subshell): state plus execution."""

    _expander: Expander = _ExpanderSlot()  # pyright: ignore[reportAssignmentType]

    def __init__(
        self,
        fs: Any,
        limits: Limits,
        budget: Budget | None = None,
        custom_commands: dict[str, CustomCommandSpec] | None = None,
    ) -> None:
        self.fs = fs
        self.limits = limits
        self.budget = budget or Budget(limits)
        self.vars = Variables()
        self.positional: list[str] = []
        self.functions: dict[str, A.FunctionDef] = {}
        #: where each function was defined, for its BASH_SOURCE entry: the file being sourced,
        #: else "environment" (the ``bash -c`` text, as bash says)
        self.function_files: dict[str, str] = {}
        #: the aliases defined; replaced, never changed in place (``alias``/``unalias`` make a
        #: new dict), so that a view of it below stays as it was
        self.aliases: dict[str, str] = {}
        #: the aliases the running commands were read with: bash expands aliases while it
        #: parses, one top-level line at a time, so ``alias g=...; g`` on one line does not
        #: use ``g``, and a function body keeps the aliases of the line that defined it
        #: (empty unless expand_aliases was on then)
        self.alias_view: dict[str, str] = _NO_ALIASES
        #: the alias views of functions defined while one was not empty, by name
        self.func_aliases: dict[str, dict[str, str]] = {}
        #: ``ulimit``'s settings, by option letter: (soft, hard), None unlimited; replaced,
        #: never changed in place (a subshell's stay its own)
        self.ulimits: dict[str, tuple[int | None, int | None]] = {}
        self.options: set[str] = {"braceexpand", "hashall", "interactive-comments"}
        self.shopts: dict[str, bool] = dict(SHOPT_DEFAULTS)
        #: what GLOBIGNORE was when last looked at: None unset, True with patterns
        self.globignore_seen: bool | None = None
        self.cwd = "/"
        self.last_status: int = 0
        #: the statuses of the last pipeline's stages; an int for one command (no list made)
        self.pipestatus: list[int] | int = []  # (none yet: bash's starts empty)
        self.last_bg_pid: int | None = None
        #: the command running, or the last one run (``$BASH_COMMAND``); and, while a trap
        #: runs, the text of the one running when it was set off
        self.current_cmd: A.Command | None = None
        self.trap_command: str | None = None
        #: the background jobs this shell started, by pid: their status (they run to the end
        #: when started), in the order started; and those ``wait -n`` has not reported
        self.bg_status: dict[int, int] = {}
        self.bg_unwaited: list[int] = []
        #: the job table: job number -> pid (``%N``); a new job takes the number after the
        #: highest there, ``disown`` takes one out (``wait PID`` still knows it)
        self.jobs: dict[int, int] = {}
        self.traps: dict[str, str] = {}
        self.custom_commands = custom_commands if custom_commands is not None else {}
        self.lineno = 0
        self.call_depth = 0
        #: the call depth whose function body is running its last command, a ``return``
        #: that may hand its status back instead of raising (-1: none; -2: it did)
        self.tail_depth = -1
        #: the loop depth whose body (compiled) is running a ``break``/``continue`` that may
        #: hand the jump back (in :attr:`jump`, for the loop to take) instead of raising it
        self.jump_depth = -1
        self.jump: BreakLoop | ContinueLoop | None = None
        self.func_stack: list[str] = []
        self.func_lines: list[int] = []
        #: ``source``d files being run: (len(func_stack) when sourced, file name, caller line)
        self.source_frames: list[tuple[int, str, int]] = []
        self.readonly_functions: set[str] = set()
        #: the functions ``export -f`` put in the commands' environment (``BASH_FUNC_f%%``)
        self.exported_functions: set[str] = set()
        self.loop_depth = 0
        #: ``$?`` before the running trap action (what a bare ``exit`` in it returns)
        self.trap_status: int | None = None
        #: ``$_``, ``$BASH_SUBSHELL`` and ``$BASHPID``
        self.underscore = "bash"
        #: ``$_`` before the running command set it: what bash's ``$_`` still is while a
        #: builtin runs (it sets it once the command is done), as eval's text sees it
        self.underscore_before = ""
        self.subshell_level = 0
        self.bashpid = 0  # 0: the same as $$
        self.errexit_suppressed = 0  # conditions, && || lists: no set -e, no ERR trap
        self.errexit_inverted = 0  # inside ``!``: no set -e
        self.is_subshell = False
        #: whether ``exit`` runs the EXIT trap with its redirections still in effect, as in a
        #: forked subshell ``( )`` (also in any function); not at top level nor in ``$( )``
        self.exit_keeps_redirs = False
        #: Run as ``sh`` (Debian's /bin/sh is dash): diagnostics read ``sh: N: message`` and a
        #: missing command ``NAME: not found``, as dash prints them (only these two: the
        #: shell itself stays bash)
        self.dash_messages = False
        #: signals that subshells sent to ``$$`` (``(kill $$)``): this shell's process gets
        #: them, when the subshell has ended (a list shared with its forks)
        self.signals_for_main: list[str] = []
        #: bash's table of commands found on PATH (``hash``): name -> (hits, path), and the
        #: PATH it was filled under (another PATH empties it)
        self.hashed: dict[str, tuple[int, str]] = {}
        self.hashed_path: str | None = None
        self._bin_dir_memo: tuple[str | None, str | None] = ("", None)
        #: ``complete``'s specifications: target -> how ``complete -p`` prints it
        self.completions: dict[str, str] = {}
        #: ``exec >(cmd)``: process substitutions running while descriptors write to them
        self.live_procsubs: list[tuple[Pipe, threading.Thread]] = []
        self.script_name = "bash"
        #: the script file this shell runs (``bash FILE``, ``./FILE``), None for ``-c`` text:
        #: it names the messages of its top level and of the functions it defines
        self.script_file: str | None = None
        #: where the functions this shell's top level defines come from (BASH_SOURCE, and
        #: the name of their messages): "environment" for ``-c`` text, the script file's
        #: name, "main" for a script read from stdin
        self.function_source = "environment"
        self.pid = 4242
        self.next_pid = 4300
        self.dir_stack: list[str] = []
        #: bash's RANDOM generator state (None: not seeded yet in this (sub)shell)
        self.rseed: int | None = None
        self.srandom_gen: Any = None  # $SRANDOM's generator, made at its first read
        self.random_last = 0
        self.umask = 0o022
        self.in_function_body = False
        self.persistent_io: IO | None = None
        self.getopts_state: tuple[int, int] = (1, 0)
        #: in a multi-line command substitution: its lines as bash numbers them (see
        #: :func:`_cmdsub_lines`), for messages and ``LINENO``
        self.line_map: Callable[[int], int] | None = None
        #: the OPTIND text getopts stored last (another object there: the script assigned it)
        self.getopts_optind: str | None = None
        self.persistent_files: list[FileOutput] = []
        #: The policy (None: everything allowed), the audit log of the current run (None: not
        #: kept) and a per-command hook for live logging.
        self.policy: Policy | None = None
        self.audit_log: list[AuditEntry | tuple[Any, ...]] | None = []
        self.audit_dropped = 0
        self.on_command: Callable[[AuditEntry], None] | None = None
        self.xtrace_level = 1
        self._pending_trace: list[str] | None = None
        #: Array values of ``declare a=(...)`` arguments, by argv index (set per command).
        self.decl_arrays: dict[int, list[tuple[str | None, str, bool]]] = {}
        self._expander = Expander(self)  # pyright: ignore[reportArgumentType]
        self.start_time = self.fs.clock.now() if hasattr(self.fs, "clock") else 0.0

    # ======================================================================================
    # State helpers

    def fork(self, *, share_vars: bool = True) -> Shell:
        """A subshell: a copy of the state, sharing the filesystem and the run's budget.

        With ``share_vars`` (the default) the variables are copied lazily (``Variables.fork``):
        that is only right for a child that runs while this shell is suspended and is then
        discarded; a copy that lives alongside this shell needs ``share_vars=False``."""
        sub = Shell.__new__(Shell)
        sub.__dict__.update(self.__dict__)
        sub.vars = self.vars.fork() if share_vars else self.vars.copy()
        sub.positional = list(self.positional)
        sub.functions = dict(self.functions)
        sub.exported_functions = set(self.exported_functions)
        sub.function_files = dict(self.function_files)
        sub.options = set(self.options)
        sub.shopts = dict(self.shopts)
        # EXIT is not inherited; ERR only with errtrace, DEBUG/RETURN only with functrace
        if self.traps:
            dropped = {"EXIT"}
            if "errtrace" not in self.options:
                dropped.add("ERR")
            if "functrace" not in self.options:
                dropped.update(("DEBUG", "RETURN"))
            sub.traps = {k: v for k, v in self.traps.items() if k not in dropped}
        else:
            sub.traps = {}
        sub.func_stack = list(self.func_stack)
        sub.func_lines = list(self.func_lines)
        sub.source_frames = list(self.source_frames)
        sub.dir_stack = list(self.dir_stack)
        sub.hashed = dict(self.hashed)
        sub.completions = dict(self.completions) if self.completions else {}
        sub.is_subshell = True
        sub.bg_status = {}  # (a subshell's children are its own)
        sub.jobs = {}
        sub.bg_unwaited = []
        sub.tail_depth = -1
        sub.jump_depth = -1
        sub.exit_keeps_redirs = True
        sub.subshell_level = self.subshell_level + 1
        sub.bashpid = self.next_pid
        sub.rseed = None  # bash reseeds RANDOM in a subshell
        sub.srandom_gen = None
        self.next_pid += 1
        sub.__dict__.pop("_expander", None)  # (the subshell makes its own on first use)
        return sub

    def release(self) -> None:
        """Break this subshell's cycle with its expander once it has run (see
        :class:`_ExpanderSlot`): its state then goes as soon as nothing refers to it."""
        self.__dict__.pop("_expander", None)

    def flush_persistent(self) -> None:
        """Flush files opened by ``exec >file`` so later commands see their content."""
        for f in self.persistent_files:
            try:
                f.flush()
            except FSError:
                pass

    def option(self, name: str) -> bool:
        """WordEnv/cond protocol: a ``set -o`` option or a ``shopt`` option."""
        if name in self.shopts:
            return self.shopts[name]
        return name in self.options

    def get_var(self, name: str) -> str | None:
        return self.vars.get_str(name)

    def set_var(self, name: str, value: str, *, export: bool | None = None) -> None:
        if not export and "allexport" not in self.options and self.vars.set_plain(name, value):
            return
        var = self.vars.set_str(name, value)
        if export:
            var.exported = True
        elif "allexport" in self.options:
            var.exported = True
        if var.integer:
            var.value = str(self.int_value(value))

    @property
    def nounset(self) -> bool:
        """Whether arithmetic fails on an unset variable: ``set -u`` in bash (dash's
        arithmetic reads an unset variable as 0 whatever the option)."""
        return "nounset" in self.options and not self.dash_messages

    # -- error output ---------------------------------------------------------------------
    def prefix(self) -> str:
        """``NAME: line N: ``, NAME being where the running code comes from, as bash says:
        the file being sourced, else a function's file (a sourced file or the script file;
        "environment" for ``-c`` text), else ``$0`` (the script file, or ``bash``)."""
        line = self.lineno if self.line_map is None else self.line_map(self.lineno)
        if self.dash_messages:  # (dash names the script, or ``$0``, in a function too)
            return f"{self.script_name}: {line}: "
        return f"{self.source_name()}: line {line}: "

    def source_name(self) -> str:
        """The NAME of :meth:`prefix`: where the running code comes from."""
        if self.source_frames and self.source_frames[-1][0] == len(self.func_stack):
            return self.source_frames[-1][1]
        if self.func_stack:
            return self.function_files.get(self.func_stack[-1], "environment")
        return self.script_name

    def warn(self, message: str) -> None:
        """A non-fatal diagnostic during expansion (to the current command's stderr)."""
        self.err(self._current_io, message)

    def err(self, io: IO, message: str) -> None:
        """Print a shell diagnostic: ``bash: line N: message``."""
        self.write_err(io, self.prefix() + message + "\n")

    def write_err(self, io: IO, text: str) -> None:
        try:
            io.stderr.write(encode(text))
        except (BrokenPipe, OSError):
            pass

    # ======================================================================================
    # WordEnv protocol (used by the expander, arithmetic and conditionals)

    def special(self, name: str) -> str | list[str] | None:
        match name:
            case "?":
                return str(self.last_status)
            case "#":
                return str(len(self.positional))
            case "$":
                return str(self.pid)
            case "!":
                return str(self.last_bg_pid) if self.last_bg_pid is not None else None
            case "-":
                # bash's order: the set -o letters, then B, C, H, P, then c (running -c)
                flags = "".join(
                    k
                    for k in "abefhkmnptuvxBCHP"
                    if k == "h" or SHORT_OPTIONS.get(k) in self.options
                )
                return flags + "c"
            case "0" | "BASH_ARGV0":
                return self.script_name
            case "LINENO":
                if self.dash_messages:
                    return ""  # (dash's LINENO is empty)
                return str(self.lineno if self.line_map is None else self.line_map(self.lineno))
            case "RANDOM":
                if self.dash_messages:  # (none of bash's own variables in dash)
                    return self.vars.get_str(name)
                return str(self._random())
            case "SRANDOM":
                return str(self._srandom())
            case "SECONDS":
                return str(int(self.fs.clock.peek() - self.start_time))

            case "EPOCHSECONDS":
                return str(int(self.fs.clock.peek()))
            case "EPOCHREALTIME":
                return f"{self.fs.clock.peek():.6f}"
            case "BASHPID":
                return str(self.bashpid or self.pid)
            case "BASH_SUBSHELL":
                return str(self.subshell_level)
            case "_":
                return self.underscore
            case "BASH_COMMAND":
                if self.dash_messages:
                    return self.vars.get_str(name)
                return self.trap_command if self.trap_command is not None else self.command_text()
            case "FUNCNAME":
                if not self.func_stack:
                    return None
                return self.func_stack[-1]
            case "PIPESTATUS":  # computed from the last command, whatever was assigned
                ps = self.pipestatus
                if ps.__class__ is int:
                    return str(ps)
                return str(ps[0]) if ps else None  # pyright: ignore
            case "SHELLOPTS":  # (the set -o options that are on)
                return ":".join(sorted(o for o in self.options if o in SHELL_OPTIONS))
            case "BASHOPTS":
                return ":".join(k for k, on in sorted(self.shopts.items()) if on)
            case "GROUPS":
                return str(self.fs.gid)
            case "BASH_VERSINFO":
                return None
            case _:
                return None

    def _sandbox_seed(self) -> int:
        """The base of the sandbox's random seeds: ``$__AGENTSH_RANDOM_SEED`` when it is
        decimal digits, else 12345."""
        text = self.vars.get_str("__AGENTSH_RANDOM_SEED")
        return int(text) if text and text.isascii() and text.isdigit() else 12345

    def _srandom(self) -> int:
        """``$SRANDOM``: a 32-bit random number that no assignment seeds (bash reads the
        system's generator; the sandbox, reproducible as ``$RANDOM`` is, a generator of its
        own seeded as ``$RANDOM``'s first seed is, in each subshell anew)."""
        gen = self.srandom_gen
        if gen is None:
            import random

            gen = self.srandom_gen = random.Random(self._sandbox_seed() * 37 + self.bashpid + 1)
        return gen.getrandbits(32)

    def _random(self) -> int:
        """``$RANDOM``: bash 5.2's generator (Park-Miller, folded to 15 bits), so a script
        that seeds it (``RANDOM=42``) gets bash's own sequence. An assignment to RANDOM is
        stored as a plain variable and taken as the seed at the next read."""
        var = self.vars.lookup("RANDOM")
        if var is not None and var.value.__class__ is str:
            text = var.value
            var.value = None
            try:  # RANDOM has the integer attribute: its value is arithmetic
                seed = self.arith_text(text)  # pyright: ignore[reportArgumentType]
            except Exception:  # noqa: BLE001  (bash reports it and keeps its state)
                seed = None
            if seed is not None:
                self.rseed = seed & 0xFFFFFFFF
                self.random_last = 0
        if self.rseed is None:
            # bash seeds from the clock and pid (each subshell anew); the sandbox is
            # reproducible: a fixed seed (or __AGENTSH_RANDOM_SEED), mixed with $BASHPID
            self.rseed = (self._sandbox_seed() * 31 + self.bashpid) & 0xFFFFFFFF
        while True:
            r = self.rseed or 123459876
            h, lo = divmod(r, 127773)
            t = 16807 * lo - 2836 * h
            self.rseed = r = (t + 0x7FFFFFFF if t < 0 else t) & 0xFFFFFFFF
            rv = ((r >> 16) ^ (r & 0xFFFF)) & 32767
            if rv != self.random_last:
                self.random_last = rv
                return rv

    def command_sub(self, cmd: A.CommandSub) -> str:
        out = BufferOutput()
        io = self._current_io
        if cmd.error:
            name = self.source_name()  # ("environment" in a function of -c text, as bash)
            for line in cmd.error.splitlines():
                self.write_err(io, f"{name}: {line}\n")
            self.last_status = self._cmdsub_status = 2
            return ""
        self.xtrace_level += 1
        try:
            sio = IO({0: io.stdin, 1: out, 2: io.stderr})
            redir: A.Redir | Literal[False] | None = cmd.cache
            if redir is None:
                redir = A.memo(cmd, "cache", _file_read_redir(cmd.body) or False)
            if redir:
                status = self._read_file_sub(redir, sio)
            else:
                sub = self.fork()
                sub.exit_keeps_redirs = False
                if self.aliases or self.alias_view:  # (bash reads its text when it runs)
                    sub.alias_view = self.read_now()
                if cmd.span.end_line > cmd.span.line and cmd.body.body:
                    sub.line_map = _cmdsub_lines(cmd, self.line_map)
                if "errexit" in self.options and not (
                    self.shopts["inherit_errexit"] or "posix" in self.options or self.dash_messages
                ):
                    # bash clears -e in a command substitution (unless inherit_errexit or
                    # POSIX mode; dash keeps it)
                    sub.options.discard("errexit")
                status = self.run_subshell(cmd.body, sio, sub)
                sub.release()
        finally:
            self.xtrace_level -= 1
        if self.signals_for_main:
            self.take_signals(io)
        self.last_status = status
        self._cmdsub_status = status
        text = decode(out.getvalue())
        return text.rstrip("\n")

    def _read_file_sub(self, redir: A.Redir, io: IO) -> int:
        """``$(< file)``: the file's content, read without running any command."""
        sub = self.fork()
        try:
            rio, opened = apply_redirs(sub, (redir,), io)
        except _RedirFailed as e:
            return e.status
        try:
            data = rio.stdin.read()
            if data:
                io.stdout.write(data)
        except FSError:
            pass  # a directory: bash's read fails and the substitution is silently empty
        finally:
            close_redirs(sub, opened)
            sub.release()
        return 0

    def arith_text(self, text: str) -> int:

        return eval_text(text, self)  # pyright: ignore[reportArgumentType]

    def int_value(self, text: str) -> int:
        """The value of ``text`` assigned to an integer variable (``declare -i``): its
        arithmetic, a failure of which ends the shell in bash (:class:`ArithIntegerError`;
        an unset variable under ``set -u`` stays what it is)."""
        try:
            return eval_text(text, self)  # pyright: ignore[reportArgumentType]
        except ArithUnboundError:
            raise
        except ArithError as e:
            raise ArithIntegerError(e.expr_text, e.message, e.token) from None

    def int_assigned(self, value: str, old: str | None) -> int:
        """The number an integer variable gets from ``value``; for ``+=`` (``old``: its text
        before, None for ``=``) the sum, the old value read first as bash does (``n+='n++'``
        adds to the value before the increment), wrapping at 64 bits as its intmax_t."""
        if old is None:
            return self.int_value(value)
        base = known_int(old) if old else 0  # (the digits stored last time, most often)
        if base is None:
            base = self.int_value(old)
        return wrap64(base + self.int_value(value))

    def expand(self, word: A.Word) -> str:
        """ArithEnv protocol: expand a word for ArithDynamic."""
        return self._expander.expand_word_nosplit(word)

    def expand_slots(self, parts: tuple[A.WordPart, ...]) -> list[str]:
        """ArithEnv protocol: the text of each one-part word (compiled ArithDynamic)."""
        return self._expander.part_texts(parts)

    def proc_sub(self, part: A.ProcSub) -> str:
        if self._procsub_fds is Shell._procsub_fds:  # the shared empty default: never mutate it
            self._procsub_fds = {}
        if self._procsub_pending is Shell._procsub_pending:
            self._procsub_pending = []
        n = self._alloc_fd_number()
        io = self._current_io
        if part.direction == "<":
            out = BufferOutput()
            self.xtrace_level += 1  # (``set -x`` shows its commands one level down: ``++``)
            try:
                self.run_subshell(part.body, IO({0: EmptyInput(), 1: out, 2: io.stderr}))
            finally:
                self.xtrace_level -= 1
            self._procsub_fds[n] = BytesInput(out.getvalue())
        else:
            buf = BufferOutput()
            self._procsub_fds[n] = buf
            self._procsub_pending.append((part.body, buf))
        return f"/dev/fd/{n}"

    def _alloc_fd_number(self) -> int:
        n = 63
        while n in self._procsub_fds:
            n -= 1
        return n

    def glob(self, pattern: str) -> list[str]:
        """The pathnames ``pattern`` matches, less those GLOBIGNORE's patterns match (its
        ``:``-separated patterns, ``*`` not crossing ``/``); a GLOBIGNORE with patterns makes
        hidden names match and never gives ``.`` or ``..``, as bash."""
        from agentsh.eval.glob import glob

        ignore = self.sync_globignore()
        pats = [p for p in ignore.split(":") if p] if ignore else None
        nocase = self.shopts["nocaseglob"]
        extglob = self.shopts["extglob"]
        found = glob(
            pattern,
            fs=self.fs,
            cwd=self.cwd,
            dotglob=self.shopts["dotglob"] or bool(pats),
            nocaseglob=nocase,
            extglob=extglob,
            globstar=self.shopts["globstar"],
        )
        if not pats:
            return found
        from agentsh.eval.pattern import match_pattern

        def kept(path: str) -> bool:
            if path.rsplit("/", 1)[-1] in (".", ".."):
                return False
            return not any(
                match_pattern(p, path, extglob=extglob, nocase=nocase, pathname=True, dotglob=True)
                for p in pats
            )

        return [path for path in found if kept(path)]

    def sync_globignore(self) -> str | None:
        """GLOBIGNORE's value, after bringing dotglob up to date with it: bash turns
        dotglob on when GLOBIGNORE gets patterns and off when it is unset (an empty value
        leaves it). Looked at where it matters (globbing, ``shopt``), not per assignment."""
        ignore = self.vars.get_str("GLOBIGNORE")
        now = None if ignore is None else any(ignore.split(":"))
        if now != self.globignore_seen:
            if now:
                self.shopts["dotglob"] = True
            elif now is None:
                self.shopts["dotglob"] = False
            self.globignore_seen = now
        return ignore

    def home_of(self, user: str) -> str | None:
        try:
            text = self.fs.read_bytes("/etc/passwd").decode()
        except Exception:
            return None
        for line in text.splitlines():
            fields = line.split(":")
            if len(fields) >= 6 and fields[0] == user:
                return fields[5]
        return None

    def prompt_expand(self, text: str) -> str:
        """Prompt-string backslash escapes (``${x@P}``, PS4): the deterministic ones."""
        if "\\" not in text:
            return text
        home = self.vars.get_str("HOME") or ""
        cwd = self.cwd
        under_home = home and (cwd == home or cwd.startswith(home + "/"))
        short = "~" + cwd[len(home) :] if under_home else cwd
        table = {
            "u": self.vars.get_str("USER") or "user",
            "h": "localhost",
            "H": "localhost",
            "w": short,
            "W": "~" if cwd == home else (cwd.rsplit("/", 1)[-1] or "/"),
            "s": "bash",
            "v": "5.2",
            "V": "5.2.21",
            "$": "#" if self.vars.get_str("EUID") == "0" else "$",
            "n": "\n",
            "r": "\r",
            "a": "\a",
            "e": "\x1b",
            "\\": "\\",
            "[": "",
            "]": "",
        }
        out: list[str] = []
        i = 0
        while i < len(text):
            c = text[i]
            if c == "\\" and i + 1 < len(text) and text[i + 1] in table:
                out.append(table[text[i + 1]])
                i += 2
                continue
            out.append(c)
            i += 1
        return "".join(out)

    def dynamic_array(self, name: str) -> Var | None:
        """Arrays computed on demand: FUNCNAME, PIPESTATUS, BASH_LINENO, BASH_SOURCE,
        DIRSTACK, GROUPS, BASH_ARGC, BASH_ALIASES, BASH_CMDS."""
        if name == "PIPESTATUS":
            ps = self.pipestatus
            values = [str(ps)] if isinstance(ps, int) else [str(s) for s in ps]
        elif name == "FUNCNAME":
            values = [v for _, v, _ in reversed(self._call_frames())] if self.func_stack else []
            if values and self.script_file is not None:
                values.append("main")  # (a script file's top level, seen from a function)
        elif name == "DIRSTACK":
            values = [self.cwd, *reversed(self.dir_stack)]
        elif name == "BASH_LINENO":
            values = [str(line) for _, _, line in reversed(self._call_frames())]
            if self.script_file is not None:
                values.append("0")
        elif name == "GROUPS":  # (the groups of the sandbox's user: its own)
            values = [str(self.fs.gid)]
        elif name == "BASH_ARGC":  # (as bash keeps it without extdebug)
            values = [] if self.func_stack else ["0"]
        elif name == "BASH_ALIASES":  # (an associative array, set even when empty)
            return Var(value=dict(self.aliases), assoc=True)
        elif name == "BASH_CMDS":  # (``hash``'s table)
            return Var(value={k: v[1] for k, v in self.hashed.items()}, assoc=True)
        elif name == "BASH_SOURCE":
            values: list[str] = []
            files = self.function_files
            for kind, entry, _ in reversed(self._call_frames()):
                values.append(kind if kind != "\0" else files.get(entry, "environment"))
            if self.script_file is not None:
                values.append(self.script_file)
        else:
            return None
        if not values:
            return None
        return Var(value={i: v for i, v in enumerate(values)}, indexed=True)

    def _call_frames(self) -> list[tuple[str, str, int]]:
        """Function and ``source`` frames, oldest first: (source file or NUL, FUNCNAME entry,
        the line it was called from)."""
        frames: list[tuple[str, str, int]] = []
        srcs = self.source_frames
        lines = self.func_lines
        j = 0
        for i, f in enumerate(self.func_stack):
            while j < len(srcs) and srcs[j][0] <= i:
                frames.append((srcs[j][1], "source", srcs[j][2]))
                j += 1
            frames.append(("\0", f, lines[i] if i < len(lines) else 0))
        for k in range(j, len(srcs)):
            frames.append((srcs[k][1], "source", srcs[k][2]))
        return frames

    # -- CondEnv protocol -------------------------------------------------------------------
    def expand_str(self, word: A.Word) -> str:
        return self._expander.expand_word_nosplit(word)

    def expand_pattern(self, word: A.Word) -> str:
        return self._expander.expand_pattern(word)

    def expand_regex(self, word: A.Word) -> str:
        return self._expander.expand_regex(word)

    def arith(self, text: str) -> int:
        return self.arith_text(text)

    @property
    def extglob(self) -> bool:
        return self.shopts["extglob"]

    @property
    def nocasematch(self) -> bool:
        return self.shopts["nocasematch"]

    def set_rematch(self, groups: list[str]) -> None:
        var = self.vars.ensure("BASH_REMATCH")
        var.value = {i: g for i, g in enumerate(groups)}
        var.indexed = True

    def option_set(self, name: str) -> bool:
        return name in self.options

    def fd_is_tty(self, fd: int) -> bool:
        return False

    # ======================================================================================
    # Running

    _current_io: IO
    #: the IFS of ``IFS=text read ...`` while that read runs (see _run_argv), else None
    read_ifs: str | None = None
    _procsub_fds: dict[int, Any] = {}  # replaced (never mutated) once a command needs one
    _procsub_pending: list[tuple[A.Script, BufferOutput]] = []  # likewise
    _cmdsub_status: int | None

    def run_script(self, script: A.Script, io: IO) -> int:
        """Run a whole script at top level, handling ``exit`` and fatal errors."""
        try:
            status = self.exec_script(script, io)
        except ExitShell as e:
            status = e.status
        except (BreakLoop, ContinueLoop):
            status = 0
        except ReturnFromFunction as e:
            status = e.status
        self.last_status = status
        return status

    def run_exit_trap(self, io: IO) -> None:
        action = self.traps.pop("EXIT", None)
        if action:
            tree = self._trap_tree("EXIT", action, io)
            if tree is None:
                return
            saved_trap = self.trap_status
            try:
                saved = self.last_status
                self.trap_status = saved
                self._exec_trap(tree, io)
                self.last_status = saved
            except ExitShell as e:
                self.last_status = e.status
            except Exception:  # noqa: BLE001
                pass
            finally:
                self.trap_status = saved_trap

    def run_subshell(
        self,
        body: A.Script | A.Command,
        io: IO,
        forked: Shell | None = None,
        top_err: bool = True,
        loops: bool = True,
    ) -> int:
        """Run ``body`` in a forked copy of the state (or in ``forked``); returns its status.
        ``top_err`` False: a simple command ``body`` failing does not set off ERR itself.
        ``loops`` False: the enclosing loops are not the body's to ``break`` (bash resets
        the loop level in ``( )`` and in a compound pipeline stage, not in ``$( )``)."""
        self.budget.check()
        if self.call_depth >= self.limits.max_call_depth:
            raise LimitExceeded(
                "max_call_depth",
                f"maximum nesting depth exceeded ({self.limits.max_call_depth})",
            )
        sub = self.fork() if forked is None else forked
        sub.call_depth += 1
        if not loops:
            sub.loop_depth = 0
        # (a lone simple command: bash runs it in the subshell's own process, by exec)
        sub.lone_command = isinstance(body, A.SimpleCommand) or (
            isinstance(body, A.Script)
            and len(body.body) == 1
            and isinstance(body.body[0].cmd, A.SimpleCommand)
        )
        io = io.copy()  # (its own descriptors: an ``exec >f`` in it leaves this shell's alone)
        try:
            try:
                if isinstance(body, A.Script):
                    status = sub.exec_script(body, io)
                elif not top_err and isinstance(body, A.SimpleCommand):
                    run = body.run
                    status = run(sub, io) if run else sub.exec_simple(body, io)
                    sub.last_status = sub.pipestatus = status
                else:
                    status = sub.exec_command(body, io)
            except (ArithError, ReadonlyError) as e:
                status = sub._stray_error(e, io)  # pyright: ignore[reportPrivateUsage]
        except ExitShell as e:
            status = e.status
            sub.killed_by = e.signal
        except (BreakLoop, ContinueLoop):
            status = 0
        except ReturnFromFunction as e:
            status = e.status
        sub.last_status = status
        sub.run_exit_trap(io)
        if "EXIT" in self.traps:
            status = sub.last_status
        if forked is None:
            sub.release()
        return status

    def exec_script(self, script: A.Script, io: IO) -> int:
        block = script.block  # its compiled form (see agentsh.exec.blocks), once warm
        if block.__class__ is not int:
            return block(self, io)
        return self._warming(script, io, False, False)

    def exec_body(self, script: A.Script, io: IO) -> int:
        """:meth:`exec_script` for the statements of a function's body (their only use):
        compiled, a ``return`` among them ends the block with ``tail_depth`` -2, which
        the caller (``_call_function_raw``) puts back."""
        block = script.block
        if block.__class__ is not int:
            return block(self, io)
        return self._warming(script, io, True, False)

    def exec_loop_body(self, script: A.Script, io: IO) -> int:
        """:meth:`exec_script` for a loop's body (its only use): compiled, a ``break`` or
        ``continue`` among its own statements ends the block with the jump left in
        :attr:`jump` (not raised), which the loop takes at once."""
        block = script.block
        if block.__class__ is not int:
            return block(self, io)
        return self._warming(script, io, False, True)

    def _warming(self, script: A.Script, io: IO, func_body: bool, loop_body: bool) -> int:
        """A statement list not compiled yet: counted, compiled on its WARM_RUNS-th run
        (as a function's or a loop's body, see ``compile_block``), else run one by one."""
        block: int = script.block  # pyright: ignore[reportAssignmentType]
        if block >= 0:  # (-1: not compiled, never will be)
            if block < WARM_RUNS:
                A.memo(script, "block", block + 1)
            else:
                made = compile_block(script, func_body, loop_body)
                A.memo(script, "block", made or -1)
                if made is not None:
                    return made(self, io)
        return self._exec_statements(script, io)

    def _exec_statements(self, script: A.Script, io: IO) -> int:
        """:meth:`exec_script`'s statements one by one (not compiled)."""
        cmds = script.cmds
        if cmds is None:  # a statement runs in the background
            status = 0
            for stmt in script.body:
                status = self.exec_statement(stmt, io)
            return status
        status = 0
        options = self.options
        for cmd in cmds:
            if "noexec" in options:  # ``set -n`` ran: read the rest, run none of it
                status = 0
                continue
            if cmd.__class__ is not A.SimpleCommand:
                status = self.exec_command(cmd, io)
                continue
            # exec_command of a simple command, inline: this loop runs every statement
            simple: A.SimpleCommand = cmd  # pyright: ignore[reportAssignmentType]
            run: Run | Literal[False] | None = simple.run
            if run:
                status = run(self, io)
            else:
                status = self.exec_simple(simple, io)
            self.last_status = self.pipestatus = status
            if self.persistent_files:
                self.flush_persistent()
            if status and (self.traps or "errexit" in options):
                self._failed(cmd, status, io)
        return status

    def exec_lines(
        self, script: A.Script, io: IO, before: Callable[[A.Statement], None] | None = None
    ) -> int:
        """A script's top-level statements as bash runs a script (``-c`` text, a file,
        stdin): an error that abandons a line (``AbortLine``) skips the rest of the
        statements of that line, then the next line runs; ``break``/``continue`` outside a
        loop go on, ``return`` ends the script. ``before(stmt)``: called for each one first.
        Other ends (``exit``, ``set -e``, limits) propagate."""
        status = self.last_status
        skip_line = -1
        unit_end = -1  # the last line of the text bash has read (parsed) so far
        saved_view = self.alias_view
        try:
            for stmt in script.body:
                line = stmt.span.line
                unit_end = self.read_statement(stmt, unit_end)
                if before is not None:
                    before(stmt)
                if line == skip_line:
                    continue
                try:
                    try:
                        status = self.exec_statement(stmt, io)
                    except (ArithError, ReadonlyError) as e:
                        status = self._stray_error(e, io)
                except AbortLine as e:
                    status = self.last_status = e.status
                    skip_line = line
                    continue
                except (BreakLoop, ContinueLoop):
                    status = 0
                    continue
                except ReturnFromFunction as e:
                    return e.status
                self.last_status = status
        finally:
            self.alias_view = saved_view
        return status

    def read_statement(self, stmt: A.Statement, unit_end: int) -> int:
        """Note that bash has read ``stmt``, a top-level statement of a script (or of a file
        sourced, or of eval's text), when the last line read so far was ``unit_end``; the
        last line read now. bash reads such text a line at a time (with every line a
        statement there needs), expanding aliases as it reads: a statement on a new line is
        read with the aliases defined at that moment (:attr:`alias_view`)."""
        span = stmt.span
        if span.line > unit_end:
            if self.aliases or self.alias_view:
                self.alias_view = self.read_now()
            return span.end_line
        return span.end_line if span.end_line > unit_end else unit_end

    def read_now(self) -> dict[str, str]:
        """The alias view of text read now (eval's, a trap's, ``$( )``'s, which bash reads
        when it runs): see :attr:`alias_view`."""
        return self.aliases if self.shopts["expand_aliases"] else _NO_ALIASES

    def unbound_status(self) -> int:
        """The status an unset variable under ``set -u`` ends the shell with: 127, or 1 in
        a subshell or when ``set -e`` is on too (``set -euo pipefail``), as bash does."""
        return 1 if self.is_subshell or "errexit" in self.options else 127

    def _stray_error(self, e: ArithError | ReadonlyError, io: IO) -> int:
        """An arithmetic or readonly error that no closer handler reported (a safety net:
        never an internal error), as bash treats such failures: an unset variable under
        ``set -u`` or a subscript's error ends the shell, another arithmetic error abandons
        the line, a readonly variable fails the command (status 1)."""
        if isinstance(e, ReadonlyError):
            self.err(io, f"{e.name}: readonly variable")
            return 1
        return self._maybe_arith_error(e, io)

    def exec_statement(self, stmt: A.Statement, io: IO) -> int:
        if "noexec" in self.options:  # set -n: read commands, run none
            return 0
        if stmt.background:
            pid = self.next_pid
            self.next_pid += 1
            status = 0
            try:
                status = self.run_subshell(stmt.cmd, io)
            finally:
                self.last_bg_pid = pid
                self.bg_status[pid] = status
                self.bg_unwaited.append(pid)
                self.jobs[max(self.jobs, default=0) + 1] = pid
                self.last_status = 0
            return 0
        return self.exec_command(stmt.cmd, io)

    def exec_command(self, cmd: A.Command, io: IO) -> int:
        """Execute any command node; updates ``$?``; applies ``set -e``."""
        cls = cmd.__class__
        if cls is A.SimpleCommand:
            # _exec_one_simple's first step, inline (every ``a && b`` member comes here: a
            # call more measured +350 instructions per command); the rest is below
            simple: A.SimpleCommand = cmd  # pyright: ignore[reportAssignmentType]
            own: Run | Literal[False] | None = simple.run
            if own:
                status = own(self, io)
            else:
                status = self.exec_simple(simple, io)
        else:
            run = _DISPATCH.get(cls)  # _dispatch, inline
            if run is None:
                raise TypeError(f"not a command node: {cmd!r}")
            status = run(self, cmd, io)
        self.last_status = status
        if cls in _OWN_PIPESTATUS or (
            isinstance(cmd, A.Redirected) and cmd.cmd.__class__ is A.Subshell
        ):
            self.pipestatus = status
        if self.persistent_files:
            self.flush_persistent()
        if status and (self.traps or "errexit" in self.options):
            self._failed(cmd, status, io)  # (what it does needs one of them)
        return status

    def _failed(self, cmd: A.Command, status: int, io: IO) -> None:
        """After ``cmd`` failed: ``set -e`` ends the shell, else an ERR trap runs.

        Only a command's own failure counts: a simple command, ``[[ ]]``, ``(( ))``, a
        subshell, a pipeline of several (not inverted). A compound command (``{ }``, if,
        for, while, case) that returns a failure got it from a command inside it, which
        counted then, or was exempt (``{ false && true; }``: bash goes on)."""
        if isinstance(cmd, A.Pipeline):
            if cmd.negated or len(cmd.cmds) < 2:
                return
        elif not isinstance(cmd, _FAILS_ITSELF) and not (
            isinstance(cmd, A.Redirected) and isinstance(cmd.cmd, A.Subshell)
        ):
            return
        if self.errexit_suppressed:
            return
        if "errexit" in self.options:
            if self.errexit_inverted:  # inside ``!`` with set -e: no ERR trap either
                return
            self._run_err_trap(io)
            if self.func_stack and not isinstance(cmd, A.SimpleCommand):
                # in a function, bash leaves for a ``( )``, ``(( ))``, ``[[ ]]`` or pipeline
                # failure without undoing the redirections around it (the call's too): the
                # EXIT trap runs with them (``f() { (false); }; f &>/dev/null``: silent)
                self.run_exit_trap(io)
            raise ExitShell(status)
        if "ERR" in self.traps:
            end = cmd.span.end_line
            if end > self.lineno:  # (a command of several lines: bash is at its last one)
                self.lineno = end
            self._run_err_trap(io)

    def _run_err_trap(self, io: IO) -> None:
        action = self.traps.get("ERR")
        if not action or (self.func_stack and "errtrace" not in self.options):
            return
        tree = self._trap_tree("ERR", action, io)
        if tree is None:
            return
        saved = self.last_status
        del self.traps["ERR"]
        try:
            self._exec_trap(tree, io)
        finally:
            self.traps["ERR"] = action
            self.last_status = saved

    def _exec_trap(self, tree: A.Script, io: IO) -> None:
        """Run a trap's parsed action: ``$BASH_COMMAND`` in it is the command that set it off
        (kept through nested traps), and its text is read when it runs, with the aliases
        defined then."""
        saved_command, current = self.trap_command, self.current_cmd
        if saved_command is None:
            self.trap_command = self.command_text()
        view = self.alias_view
        if self.aliases or view:
            self.alias_view = self.read_now()
        try:
            self.exec_script(tree, io)
        finally:
            self.trap_command, self.current_cmd = saved_command, current
            self.alias_view = view

    def _trap_tree(self, name: str, action: str, io: IO) -> A.Script | None:
        """The parsed action of the trap for ``name``; None after reporting a syntax error
        as bash does (``bash: error trap: line N: ...``). bash numbers the lines of ERR and
        DEBUG actions from the line of the command that set them off, the others' from 1."""
        from agentsh.syntax import ParseError, parse

        text = action
        if (name == "ERR" or name == "DEBUG") and self.lineno > 1:
            text = "\n" * (self.lineno - 1) + action
        try:
            return parse(text)
        except ParseError as e:
            source = _TRAP_SOURCES.get(name, "trap")
            for line in e.lines:
                self.write_err(io, f"bash: {source}: {line.removeprefix('-c: ')}\n")
            return None

    def _dispatch(self, cmd: A.Command, io: IO) -> int:
        """Run a command node by its class (one dict lookup, not a chain of isinstance)."""
        run = _DISPATCH.get(cmd.__class__)
        if run is None:
            raise TypeError(f"not a command node: {cmd!r}")
        return run(self, cmd, io)

    def _exec_brace_group(self, cmd: A.BraceGroup, io: IO) -> int:
        return self.exec_script(cmd.body, io)

    def _exec_subshell(self, cmd: A.Subshell, io: IO) -> int:
        self.lineno = cmd.span.line or self.lineno
        sub = self.fork()
        status = self.run_subshell(cmd.body, io, sub, loops=False)
        self.current_cmd = cmd
        if sub.killed_by:  # ``(kill -HUP $BASHPID)``: "bash: line 1: PID Hangup  ( ... )"
            self.report_killed(sub, io)
        sub.release()
        if self.signals_for_main:
            self.take_signals(io)
        return status

    def _exec_function_def(self, cmd: A.FunctionDef, io: IO) -> int:
        if cmd.name in self.readonly_functions:
            self.lineno = cmd.span.line or self.lineno
            self.err(io, f"{cmd.name}: readonly function")
            return 1
        self.functions[cmd.name] = cmd
        if self.alias_view:  # (its body was read with these aliases: see alias_view)
            self.func_aliases = {**self.func_aliases, cmd.name: self.alias_view}
        elif cmd.name in self.func_aliases:
            self.func_aliases = {k: v for k, v in self.func_aliases.items() if k != cmd.name}
        frames = self._call_frames() if self.func_stack or self.source_frames else None
        if frames:  # BASH_SOURCE[0] now: the file being sourced, or a function's own
            kind, entry, _ = frames[-1]
            self.function_files[cmd.name] = (
                kind if kind != "\0" else self.function_files.get(entry, "environment")
            )
        elif self.function_source != "environment":
            self.function_files[cmd.name] = self.function_source
        else:
            self.function_files.pop(cmd.name, None)
        return 0

    def _exec_coproc(self, cmd: A.Coproc, io: IO) -> int:
        self.lineno = cmd.span.line or self.lineno
        self.err(io, "coproc: not supported in the sandbox")
        return 1

    # ======================================================================================
    # Lists and pipelines

    def exec_andor(self, cmd: A.AndOr, io: IO) -> int:
        first = cmd.first
        self.errexit_suppressed += 1
        try:
            if first.__class__ is A.ArithCommand:
                # exec_command's work, inline (``(( n % d == 0 )) && ...`` in a loop): set -e
                # and ERR are off for this member, so after the status only $? and PIPESTATUS
                status = self.last_status = self.pipestatus = self.exec_arith_command(
                    first,  # pyright: ignore[reportArgumentType]
                    io,
                )
                if self.persistent_files:
                    self.flush_persistent()
            else:
                status = self.exec_command(first, io)
        finally:
            self.errexit_suppressed -= 1
        rest = cmd.rest
        n = len(rest)
        if n == 1:  # ``a && b``: the last command, set -e applies to it
            op, right = rest[0]
            if (op == "&&") == (status == 0):
                status = self.exec_command(right, io)
            return status
        for i, (op, right) in enumerate(rest):
            if (op == "&&") != (status == 0):
                continue
            last = i == n - 1
            if not last:
                self.errexit_suppressed += 1
            try:
                status = self.exec_command(right, io)
            finally:
                if not last:
                    self.errexit_suppressed -= 1
        return status

    def exec_pipeline(self, cmd: A.Pipeline, io: IO) -> int:
        if cmd.timed:
            first = cmd.cmds[0] if len(cmd.cmds) == 1 else None
            if isinstance(first, A.Redirected) and isinstance(first.cmd, A.Subshell):
                # ``time ( ... ) 2>f``: bash reports into the subshell's redirected stderr
                # (not for a simple command's nor a group's redirections)
                inner = A.Pipeline(
                    (first.cmd,), cmd.negated, cmd.stderr_too, True, cmd.span, cmd.posix_time
                )
                return self.exec_command(A.Redirected(inner, first.redirs, first.span), io)
            return self._timed(cmd, io)
        return self._exec_pipeline(cmd, io)

    def _timed(self, cmd: A.Pipeline, io: IO) -> int:
        """``time PIPELINE``: run it, then report real/user/sys like bash's keyword (virtual
        time: the clock includes virtual ``sleep``s; user and sys are not measured)."""
        start = self.fs.clock.peek()
        inner = A.Pipeline(cmd.cmds, cmd.negated, cmd.stderr_too, False, cmd.span)
        status = self._exec_pipeline(inner, io) if cmd.cmds else 0
        real = max(0.0, self.fs.clock.peek() - start)
        fmt = self.vars.get_str("TIMEFORMAT")
        if cmd.posix_time:
            text = f"real {real:.2f}\nuser 0.00\nsys 0.00\n"
        elif fmt is not None:
            text = _timeformat(fmt, real) + "\n" if fmt else ""
        else:
            m, sec = divmod(real, 60)
            text = f"\nreal\t{int(m)}m{sec:.3f}s\nuser\t0m0.000s\nsys\t0m0.000s\n"
        self.write_err(io, text)
        return status

    def _exec_pipeline(self, cmd: A.Pipeline, io: IO) -> int:
        # ``!``: set -e is ignored all through the pipeline, the ERR trap only for its own
        # status (a command nested in it, ``! { false; }``, still sets it off)
        if cmd.negated:
            self.errexit_inverted += 1
        try:
            if not cmd.cmds:
                status = 0
                self.pipestatus = [0]
            elif len(cmd.cmds) == 1:
                one = cmd.cmds[0]
                status = self.exec_command(one, io) if not cmd.negated else self._dispatch(one, io)
                if one.__class__ in _OWN_PIPESTATUS:
                    self.pipestatus = [status]
            else:
                status = self._run_pipeline(cmd, io)
                # (its stages ran in subshells: the line an ERR trap sees is the last one's,
                # and the command, $BASH_COMMAND)
                self.lineno = cmd.cmds[-1].span.end_line or self.lineno
                self.current_cmd = cmd.cmds[-1]
        finally:
            if cmd.negated:
                self.errexit_inverted -= 1
        if cmd.negated:
            return 0 if status != 0 else 1
        return status

    def _last_stage_err(self, status: int, io: IO) -> None:
        """bash runs the ERR trap in the child that runs a pipeline's last stage when that
        stage is a ``( ... )`` that failed (before the pipeline's own), errtrace or not."""
        action = self.traps.get("ERR")
        if not action or self.errexit_suppressed:  # (the child does not know of a ``!``)
            return
        sub = self.fork()
        sub.traps["ERR"] = action
        sub.last_status = status
        sub._run_err_trap(io)  # pyright: ignore[reportPrivateUsage]
        sub.release()

    def _join_stages(self, threads: list[threading.Thread], pipes: list[Pipe]) -> None:
        """Wait for the stages run on threads, keeping the run's budget (time, cancel) in force.

        ``threads`` may grow while we wait (a stage's writer starts the stages after it), but
        only before the thread that starts them ends, so joining in order sees them all."""
        k = 0
        while k < len(threads):
            t = threads[k]
            while t.is_alive():
                t.join(0.05)
                try:
                    self.budget.check()
                except LimitExceeded as e:
                    if not isinstance(e, TimedOut):  # (a ``timeout``'s: its stages alone end)
                        self.budget.cancelled = True
                    for p in pipes:
                        p.close_reader()
                        p.close_writer()
                    raise
            k += 1

    def _run_pipeline(self, cmd: A.Pipeline, io: IO) -> int:
        """Run the stages of a pipeline, streaming.

        Decision: stages run one after the other on this thread while their output is small
        (most pipelines an agent writes: a thread start costs more than the whole stage);
        when a stage has written more than a little, the pipe starts the rest of the
        pipeline on a new thread (``Pipe.set_on_full``), so ``yes | head -1`` still ends at
        once and a large input never waits whole in a pipe. Any schedule of the stages is
        one that a real kernel could have chosen."""
        stages = cmd.cmds
        n = len(stages)
        pipes = [Pipe() for _ in range(n - 1)]
        statuses: list[int] = [0] * n
        errors: list[BaseException | None] = [None] * n
        lastpipe = self.shopts.get("lastpipe", False)
        # with lastpipe this shell runs the last stage while the others run: they get their
        # own copy of the variables, made now (bash forks them before running the last stage)
        forks = [self.fork(share_vars=False) for _ in range(n - 1)] if lastpipe else None
        threads: list[threading.Thread] = []

        def stage_io(i: int) -> IO:
            sio = io.copy()
            if i > 0:
                sio.fds[0] = pipes[i - 1].reader
            if i < n - 1:
                sio.fds[1] = pipes[i].writer
                if cmd.stderr_too and i < len(cmd.stderr_too) and cmd.stderr_too[i]:
                    sio.fds[2] = pipes[i].writer
            return sio

        def run_stage(i: int) -> None:
            sio = stage_io(i)
            try:
                if i == n - 1 and lastpipe:
                    statuses[i] = self.exec_command(stages[i], sio)
                else:
                    sub = None if forks is None else forks[i]
                    if (
                        "DEBUG" in self.traps
                        and stages[i].__class__ is A.SimpleCommand
                        and "functrace" not in self.options
                    ):
                        # bash runs the DEBUG trap of a stage that is one simple command in
                        # the shell itself, with its descriptors, before it forks the stage
                        # (a compound stage forks first: a subshell, without the trap; under
                        # functrace the stage keeps it and runs it itself)
                        from agentsh.syntax.printer import format_command

                        self._debug(format_command(stages[i]), io)
                    if "errtrace" in self.options and stages[i].__class__ is A.SimpleCommand:
                        # a stage that is one simple command does not set off the ERR trap
                        # itself (the pipeline's status does, here; what a function it
                        # calls runs does)
                        statuses[i] = self.run_subshell(stages[i], sio, sub, top_err=False)
                        return
                    last = stages[i]
                    stage: A.Command | A.Script = last
                    if isinstance(last, A.Subshell):  # (the stage's subshell is this one)
                        stage = last.body
                    simple = last.__class__ is A.SimpleCommand
                    statuses[i] = self.run_subshell(stage, sio, sub, loops=simple)
                    if statuses[i] and i == n - 1 and "ERR" in self.traps:
                        if stage is not last or (
                            isinstance(last, A.Redirected)
                            and isinstance(last.cmd, A.Subshell)
                            and "errtrace" not in self.options
                        ):
                            self._last_stage_err(statuses[i], sio)
            except BrokenPipe:
                statuses[i] = 141
            except BaseException as e:  # noqa: BLE001
                errors[i] = e
                statuses[i] = 1
            finally:
                if i < n - 1:
                    pipes[i].close_writer()
                if i > 0:
                    pipes[i - 1].close_reader()

        scopes = self.budget.current_scopes()  # (stages run under this one's ``timeout``)

        # (run_chain starts threads that run it: through this list, which is emptied at the
        # end, so that the closures do not keep each other, the pipes and the stages' state
        # alive as a cycle until Python's cyclic collector runs: ~40 objects a pipeline)
        chain: list[Callable[[int, int], None]] = []

        def run_chain_under(first: int, last: int) -> None:
            self.budget.inherit(scopes)
            chain[0](first, last)

        def start(first: int, last: int) -> None:
            t = threading.Thread(target=run_chain_under, args=(first, last), daemon=True)
            threads.append(t)
            t.start()

        def run_chain(first: int, last: int) -> None:
            """Run stages first..last in order; a full pipe hands the rest to a new thread."""
            for i in range(first, last + 1):
                if i < last:
                    if _stops_early(stages[i + 1]):
                        pipes[i].start_reader_soon()
                    pipes[i].set_on_full(lambda i=i: start(i + 1, last))
                run_stage(i)
                if i < last and pipes[i].take_on_full():
                    return
                if isinstance(errors[i], LimitExceeded):
                    return

        chain.append(run_chain)
        self.budget.spawn(n - 1)
        try:
            if lastpipe:
                # the last stage is this shell's own: the others run beside it
                start(0, n - 2)
                run_stage(n - 1)
            else:
                run_chain(0, n - 1)
            self._join_stages(threads, pipes)
        finally:
            self.budget.reap(n - 1)
        chain.clear()  # (every stage has ended)
        for p in pipes:
            p.detach()
        for sub in forks or ():
            sub.release()
        if self.signals_for_main:
            self.take_signals(io)
        for e in errors:
            if isinstance(e, LimitExceeded):
                raise e
        for e in errors:
            if e is not None and not isinstance(e, ExitShell):
                raise e
        self.pipestatus = statuses
        if "pipefail" in self.options:
            for s in reversed(statuses):
                if s != 0:
                    return s
            return 0
        return statuses[-1]

    # ======================================================================================
    # Compound commands

    def _cond(self, script: A.Script, io: IO) -> int:
        self.errexit_suppressed += 1
        try:
            simple = script.simple
            if simple is not None and "noexec" not in self.options:
                return self._exec_one_simple(simple, io)
            one = script.lone
            if one is not None and "noexec" not in self.options:
                if one.__class__ is A.ArithCommand:
                    # ``if (( x ))``: exec_command's work, inline (set -e and ERR are
                    # suppressed in a condition)
                    status = self.exec_arith_command(one, io)  # pyright: ignore[reportArgumentType]
                    self.last_status = self.pipestatus = status
                    if self.persistent_files:
                        self.flush_persistent()
                    return status
                return self.exec_command(one, io)  # no script loop
            return self.exec_script(script, io)
        finally:
            self.errexit_suppressed -= 1

    def _exec_one_simple(self, cmd: A.SimpleCommand, io: IO) -> int:
        """A simple command as a statement (exec_command's work for it; a condition of one,
        ``while read -r x``, ``if [ ... ]``, without the statement loop): its compiled form
        or exec_simple, then ``$?``, PIPESTATUS, set -e and ERR. (exec_script's loop does
        the same inline: it runs every statement.)"""
        run = cmd.run
        status: int = run(self, io) if run else self.exec_simple(cmd, io)
        self.last_status = self.pipestatus = status
        if self.persistent_files:
            self.flush_persistent()
        if status and (self.traps or "errexit" in self.options):
            self._failed(cmd, status, io)
        return status

    def _exec_body(self, body: A.Script, io: IO) -> int:
        """A branch's body (``then``, ``else``, a ``case`` item): one simple command without
        the statement loop, else exec_script."""
        simple = body.simple
        if simple is not None and "noexec" not in self.options:
            return self._exec_one_simple(simple, io)
        return self.exec_script(body, io)

    def exec_if(self, cmd: A.If, io: IO) -> int:
        for clause in cmd.clauses:
            if self._cond(clause.cond, io) == 0:
                return self._exec_body(clause.body, io)
        if cmd.else_body is not None:
            return self._exec_body(cmd.else_body, io)
        return 0

    def _loop_guard(self, count: int) -> None:
        if count > self.limits.max_loop_iterations:
            raise LimitExceeded(
                "max_loop_iterations",
                f"loop iteration limit exceeded ({self.limits.max_loop_iterations})",
            )
        self.budget.check()

    def _body(self, body: A.Script, io: IO) -> tuple[int, bool]:
        """Run a loop body. Returns (status, stop_loop). (The loops of while, for and
        ``for ((...))`` do the same inline.)"""
        status = 0
        try:
            status = self.exec_loop_body(body, io)
        except (BreakLoop, ContinueLoop) as e:
            self.jump = e
        if self.jump is not None:  # (raised, or handed back by the compiled body)
            return self._take_jump()
        return status, False

    def _take_jump(self) -> tuple[int, bool]:
        """Take the ``break``/``continue`` a loop's body ended with (raised, or handed back
        by its compiled block), from :attr:`jump`: (the loop's status, whether it stops).
        One that names an enclosing loop goes on to it, raised."""
        jump = self.jump
        self.jump = None
        if jump.__class__ is BreakLoop:
            brk: BreakLoop = jump  # pyright: ignore[reportAssignmentType]
            if brk.levels > 1:
                raise BreakLoop(brk.levels - 1, brk.status) from None
            return brk.status, True
        assert jump is not None
        if jump.levels > 1:
            raise ContinueLoop(jump.levels - 1) from None
        return 0, False

    def exec_while(self, cmd: A.While, io: IO) -> int:
        max_iter = self.limits.max_loop_iterations
        budget = self.budget
        status = 0
        count = 0
        self.loop_depth += 1
        try:
            cond, body, until = cmd.cond, cmd.body, cmd.until
            one_cond, one, simple = cond.lone, body.lone, cond.simple
            if simple is not None and lone_builtin(simple):
                simple = None  # ``while true``, ``while :``: its block does it inline
            simple_body = body.simple
            # ``while (( ... ))`` / a body ``(( ... ))``: exec_command's work inline
            arith_cond: Any = one_cond if one_cond.__class__ is A.ArithCommand else None
            arith_body: Any = one if one.__class__ is A.ArithCommand else None
            while True:
                count += 1
                if count > max_iter:
                    self._loop_guard(count)
                budget.check()
                self.errexit_suppressed += 1  # _cond, inline
                try:
                    if simple is not None and "noexec" not in self.options:
                        c = self._exec_one_simple(simple, io)
                    elif arith_cond is not None and "noexec" not in self.options:
                        # (set -e and ERR are suppressed in a condition: no _failed)
                        c = self.last_status = self.pipestatus = self.exec_arith_command(
                            arith_cond, io
                        )
                        if self.persistent_files:
                            self.flush_persistent()
                    else:  # (a compound command alone too: its compiled block, once warm)
                        c = self.exec_script(cond, io)
                except BreakLoop as e:
                    if e.levels > 1:
                        raise BreakLoop(e.levels - 1) from None
                    break
                except ContinueLoop as e:
                    if e.levels > 1:
                        raise ContinueLoop(e.levels - 1) from None
                    continue
                finally:
                    self.errexit_suppressed -= 1
                if (c == 0) == until:
                    break
                try:  # _body, inline
                    if arith_body is not None and "noexec" not in self.options:
                        status = self.last_status = self.pipestatus = self.exec_arith_command(
                            arith_body, io
                        )
                        if self.persistent_files:
                            self.flush_persistent()
                        if status and (self.traps or "errexit" in self.options):
                            self._failed(arith_body, status, io)
                    elif simple_body is not None and "noexec" not in self.options:
                        # _exec_one_simple inline (its call: +740 instructions an iteration)
                        run = simple_body.run
                        status = run(self, io) if run else self.exec_simple(simple_body, io)
                        self.last_status = self.pipestatus = status
                        if self.persistent_files:
                            self.flush_persistent()
                        if status and (self.traps or "errexit" in self.options):
                            self._failed(simple_body, status, io)
                    else:  # (a compound command alone too: its compiled block, once warm)
                        status = self.exec_loop_body(body, io)
                except (BreakLoop, ContinueLoop) as e:
                    self.jump = e
                if self.jump is not None:  # (raised, or handed back by the compiled body)
                    status, stop = self._take_jump()
                    if stop:
                        break
        finally:
            self.loop_depth -= 1
        return status

    def exec_for(self, cmd: A.For, io: IO) -> int:
        max_iter = self.limits.max_loop_iterations
        budget = self.budget
        self._current_io = io
        self.lineno = cmd.span.line or self.lineno
        known: tuple[bool, tuple[str, ...] | None] | None = cmd.cache
        if known is None:  # (a valid name, the items when all are literal text)
            lits = A.literal_fields(cmd.items) if cmd.items else None
            known = A.memo(cmd, "cache", (is_name(cmd.var), lits))
        valid, lits = known
        if not valid:
            self.err(io, f"`{cmd.var}': not a valid identifier")
            raise ExitShell(1)
        if lits is not None:
            items = list(lits)
        elif cmd.items is None:
            items = list(self.positional)
        else:
            try:
                items = self.expand_words(cmd.items, io)
            except ExpansionError as e:
                return self._expansion_failed(e, io)
        status = 0
        body = cmd.body
        simple_body = body.simple
        name, set_plain = cmd.var, self.vars.set_plain
        self.loop_depth += 1
        try:
            for count, item in enumerate(items, 1):
                if count > max_iter:
                    self._loop_guard(count)
                budget.check()
                if "xtrace" in self.options or "DEBUG" in self.traps:
                    self._loop_head("for", cmd.var, cmd.items, io)
                # set_var's common case without its call (a plain scalar)
                if "allexport" in self.options or not set_plain(name, item):
                    try:
                        self.set_var(name, item)
                    except ReadonlyError as e:
                        self.err(io, f"{e.name}: readonly variable")
                        return 1
                    except ArithIntegerError as e:  # (``declare -i n; for n in 1/0``)
                        self.err(io, str(e))
                        raise ExitShell(1) from None
                try:  # _body, inline
                    if simple_body is not None and "noexec" not in self.options:
                        # _exec_one_simple inline (its call: +740 instructions an iteration)
                        run = simple_body.run
                        status = run(self, io) if run else self.exec_simple(simple_body, io)
                        self.last_status = self.pipestatus = status
                        if self.persistent_files:
                            self.flush_persistent()
                        if status and (self.traps or "errexit" in self.options):
                            self._failed(simple_body, status, io)
                    else:  # (a compound command alone too: its compiled block, once warm)
                        status = self.exec_loop_body(body, io)
                except (BreakLoop, ContinueLoop) as e:
                    self.jump = e
                if self.jump is not None:  # (raised, or handed back by the compiled body)
                    status, stop = self._take_jump()
                    if stop:
                        break
        finally:
            self.loop_depth -= 1
        return status

    def exec_arith_for(self, cmd: A.ArithFor, io: IO) -> int:
        max_iter = self.limits.max_loop_iterations
        budget = self.budget
        self.lineno = cmd.span.line or self.lineno
        status = 0
        self.loop_depth += 1
        try:
            if "xtrace" in self.options or "DEBUG" in self.traps:
                self._arith_for_hook(cmd, 0, io)
            if self._arith_eval(cmd.init, io, "((", cmd.texts[0] or None) is None:
                return 1
            cond, step = cmd.cond, cmd.step
            cond_fn = None if isinstance(cond, A.ArithEmpty) else compiled(cond, eager=True)
            step_fn = compiled(step, eager=True)
            # the step and the next condition in one call, when their shapes allow (made
            # once per loop node: a loop entered again and again reuses it)
            step_cond: Callable[[Any], int | None] | Literal[False] | None = cmd.cache
            if step_cond is None:
                made = None if cond_fn is None else arith_step_cond(step, cond)
                step_cond = A.memo(cmd, "cache", made or False)
            after_step: int | None = None  # the condition's value step_cond gave
            body = cmd.body
            simple_body = body.simple
            count = 0
            while True:
                count += 1
                if count > max_iter:
                    self._loop_guard(count)
                budget.check()
                if self.traps or "xtrace" in self.options:
                    self._arith_for_hook(cmd, 1, io)
                if after_step is not None:
                    if after_step == 0:
                        break
                    after_step = None
                elif cond_fn is not None:
                    self._current_io = io
                    try:
                        if cond_fn(self) == 0:  # pyright: ignore[reportArgumentType]
                            break
                    except Exception as e:
                        self._arith_failed(as_error(cond, _part_text(cmd, 1), e), io, "((")
                        return 1
                try:  # _body, inline
                    if simple_body is not None and "noexec" not in self.options:
                        # _exec_one_simple inline (its call: +740 instructions an iteration)
                        run = simple_body.run
                        status = run(self, io) if run else self.exec_simple(simple_body, io)
                        self.last_status = self.pipestatus = status
                        if self.persistent_files:
                            self.flush_persistent()
                        if status and (self.traps or "errexit" in self.options):
                            self._failed(simple_body, status, io)
                    else:  # (a compound command alone too: its compiled block, once warm)
                        status = self.exec_loop_body(body, io)
                except (BreakLoop, ContinueLoop) as e:
                    self.jump = e
                if self.jump is not None:  # (raised, or handed back by the compiled body)
                    status, stop = self._take_jump()
                    if stop:
                        break
                if self.traps or "xtrace" in self.options:
                    self._arith_for_hook(cmd, 2, io)
                self._current_io = io
                try:
                    if (
                        not step_cond
                        or "DEBUG" in self.traps
                        or "xtrace" in self.options
                        or (after_step := step_cond(self)) is None  # pyright: ignore[reportArgumentType]
                    ):
                        step_fn(self)  # pyright: ignore[reportArgumentType]
                except Exception as e:
                    self._arith_failed(as_error(step, _part_text(cmd, 2), e), io, "((")
                    return 1
        finally:
            self.loop_depth -= 1
        return status

    def _arith_for_hook(self, cmd: A.ArithFor, which: int, io: IO) -> None:
        """``set -x`` and the DEBUG trap before the init (0), cond (1) or step (2) of
        ``for ((...))``: bash shows each as ``(( text ))`` (an empty one as ``1``)."""
        text = cmd.texts[which].lstrip(" \t\n") or "1"
        if "xtrace" in self.options:
            self._xtrace(io, [f"(( {text} ))"], quote=False)
        if "DEBUG" in self.traps:
            self._debug(f"(({text}))", io)

    def _debug(self, command: str, io: IO) -> None:
        """The DEBUG trap (the caller saw one set) before a command shown as ``command`` in
        ``$BASH_COMMAND`` (a function's body runs without the caller's unless functrace is
        on: see _call_function_raw)."""
        saved = self.trap_command
        self.trap_command = command
        try:
            self.run_trap("DEBUG", io)
        finally:
            self.trap_command = saved

    def _loop_head(self, kind: str, var: str, items: tuple[A.Word, ...] | None, io: IO) -> None:
        """``set -x`` and the DEBUG trap before ``for``'s iterations and ``select``: its head
        as written (``for v in "$@"`` when it has no list)."""
        from agentsh.syntax.printer import format_word

        words = '"$@"' if items is None else " ".join(format_word(w) for w in items)
        head = f"{kind} {var} in {words}"
        if "xtrace" in self.options:
            self._xtrace(io, [head], quote=False)
        if "DEBUG" in self.traps:
            self._debug(head, io)

    def exec_select(self, cmd: A.Select, io: IO) -> int:
        if "xtrace" in self.options or "DEBUG" in self.traps:
            self._loop_head("select", cmd.var, cmd.items, io)
        items = list(self.positional) if cmd.items is None else self.expand_words(cmd.items, io)
        if not items:
            return 0
        self.loop_depth += 1  # (``break`` and ``continue`` are meaningful in its body)
        try:
            return self._select_loop(cmd, items, io)
        finally:
            self.loop_depth -= 1

    def _select_loop(self, cmd: A.Select, items: list[str], io: IO) -> int:
        status = 0
        count = 0
        menu = "".join(f"{i}) {item}\n" for i, item in enumerate(items, 1))
        show = True  # the menu: at first and after an empty reply (bash's select)
        while True:
            count += 1
            self._loop_guard(count)
            ps3 = self.vars.get_str("PS3")
            self.write_err(io, (menu if show else "") + (ps3 if ps3 is not None else "#? "))
            try:
                line = io.stdin.readline()
            except UnreadableStdin:
                self.err(io, "read error: 0: Bad file descriptor")
                line = b""
            if not line:  # (bash ends the prompt's line on standard output)
                try:
                    io.stdout.write(b"\n")
                except (BrokenPipe, OSError):
                    pass
                return status if status else 1
            reply = decode(line).rstrip("\n")
            choice = reply.strip()
            value = (
                items[int(choice) - 1]
                if (choice.isascii() and choice.isdigit()) and 1 <= int(choice) <= len(items)
                else ""
            )
            show = not choice
            try:
                self.set_var("REPLY", reply)
                if not choice:
                    continue
                self.set_var(cmd.var, value)
            except ArithIntegerError as e:  # (``declare -i n; select n in ...``)
                self.err(io, str(e))
                raise ExitShell(1) from None
            status, stop = self._body(cmd.body, io)
            if stop:
                break
        return status

    def exec_case(self, cmd: A.Case, io: IO, jump_ok: bool = False) -> int:
        """``case``. ``jump_ok``: a loop body's compiled block runs it and takes a
        ``break``/``continue`` of the item's body handed back in :attr:`jump` (else it is
        raised here)."""

        self._current_io = io
        self.lineno = cmd.span.line or self.lineno
        if "xtrace" in self.options or "DEBUG" in self.traps:
            from agentsh.syntax.printer import format_word

            source = format_word(cmd.word)
            if "xtrace" in self.options:
                self._xtrace(io, [f"case {source} in"], quote=False)
            if "DEBUG" in self.traps:
                self._debug(f"case {source} in ", io)
        try:
            word = self._expander.expand_word_nosplit(cmd.word)
        except ExpansionError as e:
            return self._expansion_failed(e, io)
        status = 0
        i = 0
        items = cmd.items
        shopts = self.shopts
        extglob = shopts["extglob"]
        nocase = shopts["nocasematch"]
        hit: tuple[bool, bool, _CaseMatchers, Any] | None = cmd.cache  # (_case_matchers's)
        if hit is not None and hit[0] == extglob and hit[1] == nocase:
            static, select = hit[2], hit[3]
        else:
            static, select = _case_matchers(cmd, extglob, nocase)
        matched_fall = False
        if select is not None:  # every pattern literal: one regex finds the first item matched
            m = select(word)
            if m is None:
                return 0
            k: int = m.lastindex - 1  # pyright: ignore[reportOptionalOperand]
            i = k
            item = items[k]
            if item.terminator == ";;":  # (the common end: that item's body, and done)
                return self._case_body(item.body, io, jump_ok) if item.body.body else 0
            matched_fall = True  # (the loop runs it, then goes on as its terminator says)
        while i < len(items):
            item = items[i]
            matched = matched_fall
            match_static = static[i]
            if not matched and match_static is not None:
                matched = match_static(word)
            elif not matched:
                for pat in item.patterns:
                    try:
                        p = self._expander.expand_pattern(pat)
                    except ExpansionError as e:
                        return self._expansion_failed(e, io)
                    if match_pattern(p, word, extglob=extglob, nocase=nocase):
                        matched = True
                        break
            if matched:
                status = self._case_body(item.body, io, jump_ok)
                if item.terminator == ";;" or self.jump is not None:
                    return status
                if item.terminator == ";&":
                    matched_fall = True
                    i += 1
                    continue
                matched_fall = False
            i += 1
        return status

    def _case_body(self, body: A.Script, io: IO, jump_ok: bool) -> int:
        """A ``case`` item's body (:meth:`_exec_body`) inside a loop: compiled as a loop
        body's statements are (``exec_loop_body``), and a lone ``break``/``continue`` run
        with :attr:`jump_depth` set, so that either hands the jump back in :attr:`jump`;
        raised from here unless ``jump_ok``. Outside a loop, :meth:`_exec_body`."""
        if not self.loop_depth:
            return self._exec_body(body, io)
        simple = body.simple
        if simple is not None and "noexec" not in self.options:
            if (
                not jump_ok
                or self.traps
                or self.alias_view
                or not is_loop_jump(simple)
                or "break" in self.functions  # (a function runs with jump_depth -1)
                or "continue" in self.functions
            ):
                return self._exec_one_simple(simple, io)
            saved = self.jump_depth
            self.jump_depth = self.loop_depth
            try:
                return self._exec_one_simple(simple, io)
            finally:
                self.jump_depth = saved
        status = self.exec_loop_body(body, io)
        if (jump := self.jump) is not None and not jump_ok:
            self.jump = None
            raise jump
        return status

    def _arith_eval(
        self, expr: A.ArithExpr, io: IO, label: str | None, text: str | None = None
    ) -> int | None:
        """Evaluate arithmetic, printing bash's error on failure (returns None)."""

        self._current_io = io
        if text is not None:
            text = text.lstrip(" \t\n")
        try:
            return evaluate(expr, self, text)  # pyright: ignore[reportArgumentType]
        except (ArithError, ReadonlyError, ExpansionError) as e:
            return self._arith_failed(e, io, label)

    def end_on_subscript_error(self, e: BaseException, io: IO) -> None:
        """An arithmetic error in an array subscript ends the shell (status 1), reported
        with the subscript's text: bash evaluates a subscript apart and jumps to the top."""
        if isinstance(e, ArithSubscriptError):
            self.err(io, str(e))
            raise ExitShell(1) from None

    def _dash_arith_error(self, e: ArithError, io: IO) -> NoReturn:
        """An arithmetic error in dash: ``arithmetic expression: MESSAGE: "TEXT"``, and the
        shell ends (status 2)."""
        if isinstance(e, ArithUnboundError):
            self.err(io, str(e).replace(": unbound variable", ": parameter not set"))
        else:
            message = _DASH_ARITH_MESSAGES.get(e.message, e.message)
            text = e.raw_text if e.raw_text is not None else e.expr_text
            self.err(io, f'arithmetic expression: {message}: "{text}"')
        raise ExitShell(2) from None

    def _arith_failed(self, e: BaseException, io: IO, label: str | None) -> None:
        """Report an arithmetic evaluation's failure as bash does (or re-raise what is not
        one): unset variables under ``set -u`` end the shell; the rest make the caller fail."""
        if self.dash_messages and isinstance(e, ArithError):
            self._dash_arith_error(e, io)
        if isinstance(e, ArithError):
            msg = str(e)
            if isinstance(e, ArithUnboundError):
                self.err(io, msg)
                raise ExitShell(self.unbound_status()) from None
            self.end_on_subscript_error(e, io)
            self.err(io, f"{label}: {msg}" if label else msg)
            return None
        if isinstance(e, ReadonlyError):
            self.err(io, f"{e.name}: readonly variable")
            return None
        if isinstance(e, ExpansionError):
            self._expansion_failed(e, io)
            return None
        raise e

    def exec_arith_command(self, cmd: A.ArithCommand, io: IO) -> int:
        self.lineno = cmd.span.line or self.lineno
        self.current_cmd = cmd
        budget = self.budget  # budget.count_command(), inline
        n = budget.commands = budget.commands + 1
        if n >= budget.next_check:
            budget.counted(n)
        if self.traps and "DEBUG" in self.traps:
            if cmd.text is not None:
                self._debug(f"(({cmd.text}))", io)
            else:
                from agentsh.syntax.printer import format_command

                self._debug(format_command(cmd), io)
        if "xtrace" in self.options:
            from agentsh.syntax.printer import format_arith

            self._xtrace(io, ["((", format_arith(cmd.expr), "))"], quote=False)
        self._current_io = io
        fn = cmd.cache
        if fn is None:
            fn = A.memo(cmd, "cache", compiled(cmd.expr, cmd))
        try:
            return 0 if fn(self) != 0 else 1  # pyright: ignore[reportArgumentType]
        except Exception as e:
            return self.arith_command_failed(cmd, e, io)

    def arith_command_failed(self, cmd: A.ArithCommand, e: Exception, io: IO) -> int:
        """``(( ))``'s evaluation raised ``e``: reported as bash does; its status."""
        text = cmd.text.lstrip(" \t\n") if cmd.text is not None else None
        self._arith_failed(as_error(cmd.expr, text, e), io, "((")
        return 1

    def exec_cond_command(self, cmd: A.CondCommand, io: IO) -> int:
        self.lineno = cmd.span.line or self.lineno
        self.current_cmd = cmd
        self._current_io = io
        budget = self.budget  # budget.count_command(), inline
        n = budget.commands = budget.commands + 1
        if n >= budget.next_check:
            budget.counted(n)
        if self.traps and "DEBUG" in self.traps:
            from agentsh.syntax.printer import format_command

            self._debug(format_command(cmd), io)
        try:
            if "xtrace" in self.options:
                return 0 if self._cond_traced(cmd.expr, io) else 1
            fn = cmd.cache
            if fn is None:
                fn = A.memo(cmd, "cache", compile_cond(cmd.expr))
            return 0 if fn(self) else 1  # pyright: ignore[reportArgumentType]
        except Exception as e:
            return self.cond_command_failed(e, io)

    def cond_command_failed(self, e: Exception, io: IO) -> int:
        """``[[ ]]``'s evaluation raised ``e``: reported as bash does; its status (or the
        shell ends)."""
        if isinstance(e, CondError):
            if str(e):
                self.err(io, str(e))
            return 2
        if isinstance(e, RegexTimeout):
            self.err(io, str(e))
            return 2
        if isinstance(e, CondArithError):  # ``x=1/0; [[ $x -eq 1 ]]``
            error = e.error
            if isinstance(error, ArithUnboundError):
                self.err(io, str(error))
                raise ExitShell(self.unbound_status()) from None
            self.end_on_subscript_error(error, io)
            if isinstance(error, ArithError):
                self.err(io, f"[[: {error}")
                return 1
            raise error from None
        # (a ``$((...))`` of an operand) as any expansion's error
        return self._words_failed(e, io)

    def _cond_traced(self, e: A.CondExpr, io: IO) -> bool:
        """A ``[[ ]]`` under ``set -x``: as bash, each test that runs is traced on its own
        (``[[ -f x && $i == 2 ]]`` shows ``+ [[ -f x ]]`` then ``+ [[ 2 == 2 ]]``; a lone
        word as ``-n WORD``; a ``!`` before a test with it, one before a group not)."""
        if isinstance(e, A.CondAnd):
            return self._cond_traced(e.left, io) and self._cond_traced(e.right, io)
        if isinstance(e, A.CondOr):
            return self._cond_traced(e.left, io) or self._cond_traced(e.right, io)
        if isinstance(e, A.CondGroup):
            return self._cond_traced(e.inner, io)
        inner = e.operand if isinstance(e, A.CondNot) else e
        if isinstance(inner, A.CondNot | A.CondAnd | A.CondOr | A.CondGroup):
            return not self._cond_traced(inner, io)
        test, words = self._cond_expanded(inner)  # (each operand expanded once)
        if isinstance(inner, A.CondWord):
            words = ["-n", *words]
        if isinstance(e, A.CondNot):
            words = ["!", *words]
            test = A.CondNot(test, e.span)
        self._xtrace(io, ["[[", *(w if w else "''" for w in words), "]]"], quote=False)
        return compile_cond(test)(self)  # pyright: ignore[reportArgumentType]

    def _cond_expanded(self, e: A.CondExpr) -> tuple[A.CondExpr, list[str]]:
        """One test of a ``[[ ]]`` under ``set -x`` (a word, a unary or a binary test), its
        operands expanded once, as bash expands them before it shows the test: the same
        test over literal words, and the words the trace shows (a pattern's quoted
        characters escaped with a backslash: ``"a"b*`` as ``\ab*``)."""

        def literal(text: str, w: A.Word) -> A.Word:
            return A.Word((A.SingleQuoted(text),), w.span)

        match e:
            case A.CondWord(word=w):
                text = self.expand_str(w)
                return A.CondWord(literal(text, w), e.span), [text]
            case A.CondUnary(op=op, operand=w):
                text = self.expand_str(w)
                return A.CondUnary(op, literal(text, w), e.span), [op, text]
            case A.CondBinary(op=op, left=l, right=r):
                left = self.expand_str(l)
                if op not in ("==", "=", "!=", "=~"):
                    right = self.expand_str(r)
                    return A.CondBinary(op, literal(left, l), literal(right, r), e.span), [
                        left,
                        op,
                        right,
                    ]
                # a pattern or a regex: each part's text, its quoted parts kept literal
                parts: list[A.WordPart] = []
                shown: list[str] = []
                for part in r.parts:
                    text = self.expand_str(A.Word((part,), r.span))
                    if part.__class__ in _QUOTED_PARTS:
                        parts.append(A.SingleQuoted(text))
                        shown.append(
                            "".join("\\" + c if c in _ERE_SPECIAL else c for c in text)
                            if op == "=~"
                            else "".join("\\" + c for c in text)
                        )
                    else:
                        parts.append(A.Lit(text))
                        shown.append(text)
                test = A.CondBinary(op, literal(left, l), A.Word(tuple(parts), r.span), e.span)
                return test, [left, op, "".join(shown)]
            case _:
                return e, []

    def exec_redirected(self, cmd: A.Redirected, io: IO) -> int:
        self.lineno = cmd.span.line or self.lineno

        self._current_io = io
        try:
            rio, opened = apply_redirs(
                self, cmd.redirs, io, compound=not isinstance(cmd.cmd, A.Subshell)
            )
        except _RedirArithFailed as e:
            if e.unbound:
                raise ExitShell(self.unbound_status()) from None
            raise AbortLine(1) from None
        except _RedirFailed as e:
            return e.status
        # output process substitutions of these redirections run after the command
        pending: list[tuple[A.Script, BufferOutput]] = self.__dict__.get("_procsub_pending") or []
        self._procsub_pending = []
        try:
            inner = cmd.cmd
            if inner.__class__ is A.Subshell:
                # bash notices a subshell's failure (set -e, the ERR trap) once its
                # redirections are undone: exec_command of this node does, not the inner's
                return self._exec_subshell(inner, rio)  # pyright: ignore[reportArgumentType]
            return self.exec_command(inner, rio)
        finally:
            close_redirs(self, opened)
            self._procsub_pending = pending
            self._flush_procsubs(io)

    # ======================================================================================
    # Simple commands

    def expand_words(self, words: tuple[A.Word, ...] | list[A.Word], io: IO) -> list[str]:
        self._current_io = io
        return self._expander.expand_words(words)

    def _expansion_failed(self, e: ExpansionError, io: IO) -> int:
        """Expansion errors end the shell (``${x:?}``, ``set -u``: status 127, or 1 in a
        subshell) or abandon the current line (``bad substitution``: status 1)."""
        if self.dash_messages:  # dash: ``parameter not set``; any of them ends the shell
            self.err(io, e.message.replace(": unbound variable", ": parameter not set"))
            raise ExitShell(2)
        self.err(io, e.message)
        if e.status == 127:
            raise ExitShell(self.unbound_status())
        if type(e).__name__ == "FatalExpansionError":
            raise ExitShell(e.status)
        raise AbortLine(e.status)

    def exec_simple(self, cmd: A.SimpleCommand, io: IO) -> int:
        line = cmd.span.line
        if line:
            self.lineno = line
        self.current_cmd = cmd
        budget = self.budget  # budget.count_command(), inline
        n = budget.commands = budget.commands + 1
        if n >= budget.next_check:
            budget.counted(n)
        self._current_io = io
        self._cmdsub_status = None
        if self._procsub_fds:
            self._procsub_fds = {}
        if self._procsub_pending:
            self._procsub_pending = []
        words = cmd.words
        if not words:  # assignments (and redirections) only: nothing to expand or alias
            if "DEBUG" in self.traps:
                from agentsh.syntax.printer import format_command

                self._debug(format_command(cmd), io)
            self.underscore = ""
            plan = cmd.assign_plan
            if plan and "xtrace" not in self.options and "allexport" not in self.options:
                if _second_run(cmd):
                    compile_assign(cmd, plan)
                return self._assign_plain(plan, io)  # the _assign_only it would do
            if plan is False and _second_run(cmd):  # (None: _assign_only decides it)
                compile_array_assign(cmd)
            return self._assign_only(cmd, io)
        # aliases (expanded when the option is on, as in bash scripts)
        if self.alias_view:
            expanded = self._expand_alias(cmd, io)
            if expanded is not None:
                return expanded
        if _second_run(cmd):
            compile_words(cmd)  # (a command with prefix assignments too)
        lits = cmd.lits
        try:
            if cmd.decl_args:
                argv = self._expand_decl_words(cmd, io)
            elif lits is not None:
                argv = list(lits)  # plain text words: nothing to expand
            else:
                argv = self._expander.expand_words(words)
        except Exception as e:
            return self._words_failed(e, io)
        if "DEBUG" in self.traps:
            from agentsh.syntax.printer import format_command

            self._debug(format_command(cmd), io)
        if not argv:
            self.underscore = ""
            return self._assign_only(cmd, io)
        underscore = self.underscore_before = self.underscore
        self.underscore = argv[-1]
        if "xtrace" in self.options:
            self._xtrace_arrays(cmd, io)
            shown = self._xtrace_decl(argv, io) if cmd.decl_args else argv
            if not cmd.assigns:
                self._xtrace(io, shown)
                if argv[0] == "export" or argv[0] == "readonly":
                    self._xtrace_exported(argv, self.decl_arrays if cmd.decl_args else {}, io)
            else:
                self._pending_trace = shown
        elif not cmd.redirs and not self._procsub_fds and not self._procsub_pending:
            # what the rest comes to, in the common case
            name = argv[0]
            if name != "exec":
                if (
                    _builtin_table
                    and not cmd.assigns
                    and self.policy is None
                    and self.on_command is None
                    and not self.dash_messages
                ):
                    # a function, or a builtin that is not a function's name: _run_argv's
                    # way, inline
                    func = self.functions.get(name)
                    if func is not None:
                        return self._call_traced(func, argv, io, underscore)
                    builtin = _builtin_table[0].get(name)
                    if builtin is not None:
                        return self._builtin_logged(builtin, argv, io)
                return self._run_argv(argv, cmd, io)
        return self._simple_rest(cmd, argv, io)

    def _simple_rest(self, cmd: A.SimpleCommand, argv: list[str], io: IO) -> int:
        """The rest of :meth:`exec_simple` once the words are expanded, when there are prefix
        assignments, redirections, process substitutions, tracing, ``exec``, a policy or an
        ``on_command`` hook: the general way."""
        # prefix assignments and redirections
        try:
            rio, opened = apply_redirs(self, cmd.redirs, io) if cmd.redirs else (io, [])
        except _RedirArithFailed as e:
            # bash forks for a command before its redirections: only that child ends; for a
            # builtin or function the shell itself abandons the line (or exits, when unset)
            if argv[0] not in self.functions and argv[0] not in _builtins():
                return (self.unbound_status()) if e.unbound else 1
            if e.unbound:
                raise ExitShell(self.unbound_status()) from None
            raise AbortLine(1) from None
        except _RedirFailed as e:
            if self.dash_messages and len(argv) == 1 and argv[0] == "exec":
                raise ExitShell(e.status) from None  # (dash: a special builtin's failure)
            return e.status
        if self._procsub_fds:
            rio = rio.copy()
            for n, s in self._procsub_fds.items():
                rio.fds[n] = s
        if len(argv) == 1 and argv[0] == "exec":
            # redirections only: they change the shell's own fds for the rest of the run
            out, err = io.stdout, io.stderr
            if rio is not io:  # (a lone ``exec`` changes nothing)
                io.fds.clear()
                io.fds.update(rio.fds)
            self.persistent_files.extend(f for f in opened if isinstance(f, FileOutput))
            if self._procsub_pending:
                self._start_live_procsubs(io, out, err)
            if self.live_procsubs:
                self._end_unused_procsubs(io)
            return 0
        try:
            status = self._run_argv(argv, cmd, rio)
        finally:
            if cmd.redirs:
                close_redirs(self, opened)
            if self._procsub_pending:
                self._flush_procsubs(io)
        return status

    def _call_traced(self, func: A.FunctionDef, argv: list[str], io: IO, underscore: str) -> int:
        """A function call logged as :meth:`_run_logged` does; ``$_`` is the value before the
        call (``underscore``) while the body starts, and the call's last word after it, as
        bash sets it once a command is done."""
        self.underscore = underscore
        log = self.audit_log
        try:
            # _run_logged, inline (as _builtin_logged: its frame measured +1.35K instructions
            # a call)
            if log is None or len(log) >= AUDIT_LIMIT:
                if log is not None:
                    self.audit_dropped += 1  # the log is full: nothing to time
                return self._call_function_raw(func, argv, io)
            start = _perf_counter()
            status = 1
            try:
                status = self._call_function_raw(func, argv, io)
                return status
            finally:
                if len(log) < AUDIT_LIMIT:  # the body may have filled it meanwhile
                    log.append(
                        (tuple(argv), "function", "allow", status, _perf_counter() - start, "")
                    )
                else:
                    self.audit_dropped += 1
        finally:
            self.underscore = argv[-1]

    def _words_failed(self, e: Exception, io: IO) -> int:
        """The expansion of a simple command's words raised ``e``: report it as bash does
        (the command fails, the line is abandoned, or the shell exits)."""
        if isinstance(e, ExpansionError):
            return self._expansion_failed(e, io)
        if isinstance(e, _ArithFailed):
            raise ExitShell(1) from None
        if isinstance(e, ReadonlyError):
            self.err(io, f"{e.name}: readonly variable")
            raise ExitShell(1) from None
        return self._maybe_arith_error(e, io)

    def _start_live_procsubs(self, io: IO, out: OutputStream, err: OutputStream) -> None:
        """``exec >(cmd)``-style redirections keep their process substitutions running: each
        one ``exec`` made a descriptor of reads a pipe on a thread of its own (as bash's
        process does) until that descriptor is closed, or the run ends; ``out``/``err`` are
        the streams they write to (the shell's, before this ``exec``)."""
        pending, self._procsub_pending = self._procsub_pending, []
        for body, buf in pending:
            users = [n for n, s in io.fds.items() if s is buf]
            if not users:
                self.xtrace_level += 1
                try:
                    self.run_subshell(body, IO({0: BytesInput(buf.getvalue()), 1: out, 2: err}))
                finally:
                    self.xtrace_level -= 1
                continue
            pipe = Pipe()
            for n in users:
                io.fds[n] = pipe.writer

            def consume(
                body: A.Script = body,
                pipe: Pipe = pipe,
                scopes: tuple[Deadline, ...] = self.budget.current_scopes(),
            ) -> None:
                # (a budget of its own: the shell does not wait for its process
                # substitutions in bash, so what they take, e.g. ``>(sleep 100)``, must
                # not end the run)
                sub = self.fork()
                sub.budget = Budget(self.limits)
                sub.budget.inherit(scopes)
                try:
                    self.run_subshell(body, IO({0: pipe.reader, 1: out, 2: err}), sub)
                except BaseException:  # noqa: BLE001  (its own output says what went wrong)
                    pass
                finally:
                    pipe.close_reader()
                    sub.release()

            t = threading.Thread(target=consume, daemon=True)
            self.live_procsubs.append((pipe, t))
            t.start()

    def _end_unused_procsubs(self, io: IO) -> None:
        """End the live process substitutions that no descriptor writes to any more."""
        used = {id(s) for s in io.fds.values()}
        for pipe, t in list(self.live_procsubs):
            if id(pipe.writer) not in used:
                self._end_procsub(pipe, t)

    def _end_procsub(self, pipe: Pipe, t: threading.Thread) -> None:
        self.live_procsubs.remove((pipe, t))
        pipe.close_writer()
        while t.is_alive():  # (its input ended: it finishes, within the run's budget)
            t.join(0.05)
            self.budget.check()

    def end_procsubs(self) -> None:
        """At the end of a run: close every live process substitution and wait for it."""
        for pipe, t in list(self.live_procsubs):
            self._end_procsub(pipe, t)

    def drain_procsubs(self) -> None:
        """Let the live process substitutions read what was written to them (a ``sleep``
        gives a concurrent process the time to catch up, as in bash)."""
        for pipe, t in self.live_procsubs:
            for _ in range(200):
                if not pipe.pending() or not t.is_alive():
                    break
                time.sleep(0.001)

    def _flush_procsubs(self, io: IO) -> None:
        pending = self._procsub_pending
        if not pending:
            return
        self._procsub_pending = []
        for body, buf in pending:
            self.xtrace_level += 1
            try:
                self.run_subshell(
                    body, IO({0: BytesInput(buf.getvalue()), 1: io.stdout, 2: io.stderr})
                )
            finally:
                self.xtrace_level -= 1

    def _maybe_arith_error(self, e: Exception, io: IO) -> int:

        if self.dash_messages and isinstance(e, ArithError):
            self._dash_arith_error(e, io)
        if isinstance(e, ArithUnboundError):
            self.err(io, str(e))
            raise ExitShell(self.unbound_status()) from None
        self.end_on_subscript_error(e, io)
        if isinstance(e, ArithError):
            self.err(io, str(e))
            raise AbortLine(1) from None
        raise e

    def _expand_alias(self, cmd: A.SimpleCommand, io: IO) -> int | None:
        first = cmd.words[0]
        if len(first.parts) != 1 or not isinstance(first.parts[0], A.Lit):
            return None
        name = first.parts[0].text
        view = self.alias_view
        text = view.get(name)
        if text is None:
            return None
        from agentsh.syntax import ParseError, parse

        rest_words = [_word_source(w) for w in cmd.words[1:]]
        if text.endswith((" ", "\t")) and rest_words and rest_words[0] in view:
            # an alias ending in a blank makes the next word an alias candidate too
            rest_words[0] = view[rest_words[0]]
        rest = " ".join(rest_words)
        try:
            script = parse(text + " " + rest)
        except ParseError:
            return None
        # (its text is read without it: an alias does not expand itself)
        self.alias_view = {k: v for k, v in view.items() if k != name}
        try:
            return self.exec_script(script, io)
        finally:
            self.alias_view = view

    def _expand_decl_words(self, cmd: A.SimpleCommand, io: IO) -> list[str]:
        plan: _DeclPlan | Literal[False] | None = cmd.decl_plan
        if plan is None:
            plan = A.memo(cmd, "decl_plan", _decl_plan(cmd))
        if plan:
            # no array values or subscripts: each word is a constant, an assignment's text, or
            # a word expanded in full
            if self.decl_arrays:
                self.decl_arrays = {}
            ex = self._expander
            argv: list[str] = []
            for text, prefix, get, arg in plan:
                if text is not None:
                    argv.append(text)
                elif get is not None:
                    argv.append(f"{prefix}{get(ex, arg)}")
                else:
                    argv.extend(ex.expand_words((arg,)))
            return argv
        decl = cmd.decl_args  # (word index, assignment), in word order
        nd = len(decl)
        k = 0
        argv: list[str] = []
        self.decl_arrays: dict[int, list[tuple[str | None, str, bool]]] = {}
        for i, w in enumerate(cmd.words):
            if k < nd and decl[k][0] == i:
                a = decl[k][1]
                k += 1
            else:
                argv.extend(self._expander.expand_words((w,)))
                continue
            name = a.name
            if a.index is not None:
                name = f"{name}[{self._expander.expand_word_nosplit(a.index)}]"
            op = "+=" if a.append else "="
            if a.array is not None:
                self.decl_arrays[len(argv)] = self.expand_array_elems(a.array)
                argv.append(f"{name}{op}(" + ")")
            elif a.value is None:
                argv.append(name)
            else:
                argv.append(f"{name}{op}{self._expander.expand_assignment(a.value)}")
        return argv

    def expand_array_elems(
        self, elems: tuple[A.ArrayElem, ...]
    ) -> list[tuple[str | None, str, bool]]:
        """The elements of ``(...)`` expanded: (key or None, value, ``[k]+=``), a keyless
        element giving a field each."""
        out: list[tuple[str | None, str, bool]] = []
        ex = self._expander
        for el in elems:
            key = ex.expand_word_nosplit(el.key) if el.key is not None else None
            if key is None:
                out.extend((None, v, False) for v in ex.expand_words([el.value]))
            else:
                out.append((key, ex.expand_assignment(el.value), el.append))
        return out

    def array_from_text(
        self, text: str, io: IO | None = None
    ) -> list[tuple[str | None, str, bool]] | None:
        """``declare -a name=$value`` with a value ``(...)``: bash reads it as the compound
        assignment it spells, and expands its elements; None when it is not one. Words that
        are no compound assignment (``(a;b)``) are bash's syntax error, told on ``io``: the
        line is abandoned (AbortLine)."""
        from agentsh.syntax import ParseError, parse

        try:
            tree = parse("_=" + text)
        except ParseError:
            tree = None
        cmd = tree.body[0].cmd if tree is not None and len(tree.body) == 1 else None
        array = (
            cmd.assigns[0].array
            if isinstance(cmd, A.SimpleCommand) and len(cmd.assigns) == 1 and not cmd.words
            else None
        )
        if array is None:
            token = _array_assign_token(text[1:-1]) if io is not None else None
            if token is None:
                return None
            assert io is not None
            where = f"{self.source_name()}: array assign: line {self.lineno}"
            self.write_err(io, f"{where}: syntax error near unexpected token `{token}'\n")
            self.write_err(io, f"{where}: `{text[1:-1]}'\n")
            raise AbortLine(1)
        return self.expand_array_elems(array)

    def _assign_only(self, cmd: A.SimpleCommand, io: IO) -> int:
        opts = self.options
        plan: _AssignPlan | Literal[False] | None = cmd.assign_plan
        if plan is None:
            plan = A.memo(cmd, "assign_plan", _plain_assigns(cmd))
        if plan and "xtrace" not in opts and "allexport" not in opts:
            return self._assign_plain(plan, io)  # the common case (exec_simple tests it first)
        status = 0
        if "xtrace" in opts:
            self._xtrace_arrays(cmd, io)
        for a in cmd.assigns:
            try:
                self.assign(a, io)
            except Exception as e:
                failed = self._assign_error(e, io)
                if failed is not None:
                    return failed
                status = 1
        if cmd.redirs:
            try:
                _, opened = apply_redirs(self, cmd.redirs, io)
            except _RedirArithFailed as e:
                if _null_command_forks(cmd.redirs):  # only that child fails
                    return (self.unbound_status()) if e.unbound else 1
                # the shell itself abandons the line (or exits)
                if e.unbound:
                    raise ExitShell(self.unbound_status()) from None
                raise AbortLine(1) from None
            except _RedirFailed as e:
                return e.status
            close_redirs(self, opened)
        if self._cmdsub_status is not None and status == 0:
            return self._cmdsub_status
        return status

    def _assign_plain(self, plan: _AssignPlan, io: IO) -> int:
        """``a=x b+=$y c=$((...))``: scalar assignments only, no redirections, nothing traced
        or exported (see :func:`_plain_assigns`); the rest of :meth:`_assign_only`'s work."""
        status = 0
        ex = self._expander
        vars = self.vars
        frames = vars.frames
        maxlen = self.limits.max_string_bytes
        for a, name, text, get, arg, index in plan:
            try:
                if index is not None:  # ``a[i]=v``
                    if index is False:
                        self.assign(a, io)
                        continue
                    value = text if text is not None else get(ex, arg)
                    if len(value) <= maxlen and self._set_element(name, index, value, a.append):
                        continue
                    self._assign_value(a, value, io)
                    continue
                if text is not None:
                    value = text
                elif get is _ARITH_TEXT and (fn := arg.cache) is not None:
                    # ``n=$((n + 1))``: Expander._arith_text and arith.sub_value, inline
                    try:
                        value = to_int_string(fn(self))
                    except Exception as e:
                        raise sub_error(arg, e) from None
                else:
                    value = get(ex, arg)
                if len(value) <= maxlen:
                    # Variables.set_plain inline (this is every assignment of a loop), with
                    # ``+=``: the same lookup, the same plain-scalar test
                    var = frames[0].vars.get(name) if len(frames) == 1 else vars.lookup(name)
                    if var is None:
                        frames[0].vars[name] = Var(value)
                        continue
                    if (
                        not (var.nameref or var.readonly or var.integer or var.lower or var.upper)
                        and (var.value is None or var.value.__class__ is str)
                    ):  # fmt: skip
                        if not a.append or not var.value:
                            var.value = value
                            continue
                        old: str = var.value  # pyright: ignore[reportAssignmentType]
                        if len(old) + len(value) <= maxlen:  # ``out+="$cell;"``
                            # Decision: the variable lets go of its value first, so that
                            # ``old`` holds the only reference and CPython appends in place
                            # (its ``s += t`` resizes a string nothing else refers to):
                            # a loop building a long string is linear, not quadratic
                            var.value = None
                            old += value
                            var.value = old
                            continue
                    elif (
                        var.integer
                        and not (var.nameref or var.readonly)
                        and (var.value is None or isinstance(var.value, str))
                        and name != "SECONDS"
                    ):
                        # ``declare -i n; n+=i``: _assign_value's integer case, inline
                        # (digits whatever -l/-u say)
                        before = var.value if a.append else None
                        var.value = to_int_string(self.int_assigned(value, before))
                        continue
                self._assign_value(a, value, io)
            except Exception as e:
                failed = self._assign_error(e, io)
                if failed is not None:
                    return failed
                status = 1
        if self._cmdsub_status is not None and status == 0:
            return self._cmdsub_status
        return status

    def _set_element(self, name: str, index: _Subscript, value: str, append: bool) -> bool:
        """``a[3]=v`` / ``m[$k]+=v`` of a plain array that exists: done (True), else False
        (:meth:`_assign_value` does it)."""
        var = self.vars.lookup(name)
        if (
            var is None
            or var.nameref or var.readonly or var.integer or var.lower or var.upper
            or (d := var.value).__class__ is not dict
        ):  # fmt: skip
            return False
        text, get, arg, n = index
        key: str | int | None
        if var.assoc:
            key = text if text is not None else get(self._expander, arg)
            if not key:
                return False  # the error
        else:
            # a number (else arithmetic, or a negative subscript: the general path)
            key = n if text is not None else known_int(get(self._expander, arg))
            if key is None and text is not None and text.isidentifier():
                # ``a[i]=v``: a plain variable holding a number (its arithmetic value,
                # read without side effects; anything else takes the general path)
                iv = self.vars.peek(text)
                if (
                    iv is not None
                    and iv.value.__class__ is str
                    and not iv.nameref
                    and text not in SPECIAL_SCALARS
                ):
                    key = known_int(iv.value)  # pyright: ignore[reportArgumentType]
            if key is None or key < 0:
                return False
        elems: dict[str | int, str] = d  # pyright: ignore[reportAssignmentType]
        if append:
            old = elems.get(key)
            if old:
                if len(old) + len(value) > self.limits.max_string_bytes:
                    return False
                elems[key] = ""  # let go of it: appended in place (see _assign_plain)
                old += value
                value = old
        if var.assoc:
            elems[key] = value
        else:
            store_element(d, key, value)  # pyright: ignore[reportArgumentType]
        return True

    def _assign_error(self, e: Exception, io: IO) -> int | None:
        """A failed assignment of an assignment-only command: None to go on (the command's
        status becomes 1), else the command's status; or it ends the line or the shell."""
        if isinstance(e, _AssignFailed):
            return None
        if isinstance(e, ReadonlyError):
            if self.dash_messages:
                self.err(io, f"{e.name}: is read only")
                raise ExitShell(2) from None
            self.err(io, f"{e.name}: readonly variable")
            raise AbortLine(1) from None
        if isinstance(e, ExpansionError):
            return self._expansion_failed(e, io)
        return self._maybe_arith_error(e, io)  # arithmetic errors abandon the line

    def assign(self, a: A.Assign, io: IO, *, local: bool = False) -> None:
        """Perform one assignment in the current scope chain."""
        ex = self._expander
        if a.array is not None:
            self.assign_array(a.name, a.array, a.append, io, local=local)
            return
        value = ex.expand_word_nosplit(a.value) if a.value is not None else ""
        self._assign_value(a, value, io, local=local)

    def _trace_element(self, a: A.Assign, value: str, io: IO) -> None:
        """``set -x`` of ``a[sub]=value``: the subscript as written, the value quoted."""
        from agentsh.builtins.quoting import xtrace_value
        from agentsh.syntax.printer import format_word

        sub = format_word(a.index) if a.index is not None else ""
        op = "+=" if a.append else "="
        self.write_err(io, f"{self._ps4()}{a.name}[{sub}]{op}{xtrace_value(value)}\n")

    def _assign_value(self, a: A.Assign, value: str, io: IO, *, local: bool = False) -> None:
        """The assignment ``a`` (not an array value) of its expanded ``value``."""
        if len(value) > self.limits.max_string_bytes:
            raise LimitExceeded("max_string_bytes", f"{a.name}: string too long")
        # the plain scalar cases are done inline by _assign_plain and _with_temp_assigns
        ex = self._expander
        if a.index is not None and not local:
            var = self.vars.lookup(a.name)
            if var is not None and not var.nameref and not var.readonly:
                # ``a[i]=v`` of an existing variable that is not a nameref: no name to resolve
                idx = ex.expand_subscript(a.index, var.assoc)
                if "xtrace" in self.options:
                    self._trace_element(a, value, io)
                try:
                    self.set_index(a.name, idx, value, a.append, io, a)
                except _AssignFailed:
                    raise AbortLine(1) from None  # a bad subscript abandons the line
                return
        name, target, circular = self.vars.follow(a.name)
        if circular:
            # bash warns, then abandons the line (status 1), but in a function where the
            # cycle is met at a local: there it assigns the global variable of that name
            self.err(io, f"warning: {a.name}: circular name reference")
            if local or not self.vars.cycle_to_global(a.name):
                raise AbortLine(1)
            if a.index is not None:
                self.err(io, f"warning: {a.name}: circular name reference")
            frames = self.vars.frames
            self.vars.frames = frames[:1]
            try:
                self._assign_value(a, value, io)
            finally:
                self.vars.frames = frames
            return
        if a.index is None and name != a.name and "[" in name and name.endswith("]"):
            # a nameref to an array element
            base, _, idx = name[:-1].partition("[")
            try:
                self.set_index(base, idx, value, a.append, io)
            except _AssignFailed:
                raise AbortLine(1) from None  # as for the element itself
            return
        if local:
            var = self.vars.frames[-1].vars.get(name)
        elif target is None or not target.nameref:
            var = target  # (the get of the name the chain ends at)
        else:
            var = self.vars.get(name)
        if var is not None and var.readonly:
            raise ReadonlyError(name)
        if local:  # a prefix assignment cannot shadow a readonly variable either
            outer = self.vars.get(name)
            if outer is not None and outer.readonly:
                raise ReadonlyError(name)
        if a.index is not None:
            idx = ex.expand_subscript(a.index, var is not None and var.assoc)
            if "xtrace" in self.options:
                self._trace_element(a, value, io)
            try:
                self.set_index(name, idx, value, a.append, io, a)
            except _AssignFailed:
                raise AbortLine(1) from None  # a bad subscript abandons the line
            return
        if var is not None and var.integer:
            old = var.value if isinstance(var.value, str) else ""
            value = str(self.int_assigned(value, old if a.append else None))
        elif a.append:
            value = self._appended(a.name, self.vars.get_str(name) or "", value)
        if "xtrace" in self.options:
            from agentsh.builtins.quoting import xtrace_value

            shown = ex.expand_assignment(a.value) if a.append and a.value is not None else value
            op = "+=" if a.append else "="
            self.write_err(io, f"{self._ps4()}{a.name}{op}{xtrace_value(shown)}\n")
        v = self.vars.set_str(name, value, local=local)
        if "allexport" in self.options:
            v.exported = True
        if name == "SECONDS":
            # assigning SECONDS sets where it counts from
            try:
                self.start_time = self.fs.clock.peek() - int(value or "0")
            except ValueError:
                self.start_time = self.fs.clock.peek()

    def set_index(
        self, name: str, idx: str, value: str, append: bool, io: IO, a: A.Assign | None = None
    ) -> None:
        """``name[idx]=value`` (``+=`` when ``append``). A bad subscript is reported with the
        source text of the assignment ``a`` when there is one (as bash does), and raises
        :class:`_AssignFailed`."""
        if name in ("BASH_ALIASES", "BASH_CMDS") and self.vars.lookup(name) is None:
            # (their elements are the aliases and ``hash``'s table: assigning one defines it)
            if idx == "":
                self.err(io, f"{_subscript_shown(name, idx, a)}: bad array subscript")
                raise _AssignFailed()
            if name == "BASH_ALIASES":
                old = self.aliases.get(idx, "") if append else ""
                self.aliases = {**self.aliases, idx: old + value}  # (a new dict: see aliases)
            else:
                self.hash_table()[idx] = (0, value)
            return
        var = self.vars.ensure(name)
        if var.readonly:
            raise ReadonlyError(name)
        if var.assoc:
            if not isinstance(var.value, dict):
                var.value = {}
            d: dict[str, str] = var.value  # pyright: ignore[reportAssignmentType]
            if idx == "":
                self.err(io, f"{_subscript_shown(name, idx, a)}: bad array subscript")
                raise _AssignFailed()
            if var.integer:
                d[idx] = str(self.int_assigned(value, d.get(idx) if append else None))
                return
            d[idx] = var.cased(self._appended(name, d.get(idx, ""), value) if append else value)
            return
        try:
            n = self.arith_text(idx) if idx.strip() else 0
        except ArithUnboundError:
            raise
        except ArithError as e:  # (a subscript's error ends the shell, as in an expansion)
            raise ArithSubscriptError(e.expr_text, e.message, e.token) from None
        if not isinstance(var.value, dict):
            var.value = {0: var.value} if isinstance(var.value, str) else {}
            var.indexed = True
        arr: dict[int, str] = var.value  # pyright: ignore[reportAssignmentType]
        if n < 0:
            n += next_index(arr)  # (0 for an empty array: still negative)
            if n < 0:
                self.err(io, f"{_subscript_shown(name, idx, a)}: bad array subscript")
                raise _AssignFailed()
        if var.integer:
            value = str(self.int_assigned(value, arr.get(n) if append else None))
        elif append:
            value = self._appended(name, arr.get(n, ""), value)
        store_element(arr, n, var.cased(value))

    def _appended(self, name: str, old: str, value: str) -> str:
        """``old + value`` for a ``+=`` (of a variable or an element), within
        ``max_string_bytes``."""
        if len(old) + len(value) > self.limits.max_string_bytes:
            raise LimitExceeded("max_string_bytes", f"{name}: string too long")
        return old + value

    def assign_array(
        self,
        name: str,
        elems: tuple[A.ArrayElem, ...],
        append: bool,
        io: IO,
        *,
        local: bool = False,
    ) -> None:
        ex = self._expander
        items: list[tuple[str | None, str, bool]] = []
        if name in ("BASH_ALIASES", "BASH_CMDS") and not local and self.vars.lookup(name) is None:
            self._assign_dynamic_assoc(name, elems, io)
            return
        if all(el.key is None for el in elems):
            # ``a=(x "${b[@]:1}" $i)``: the words expanded in one call, stored in one step
            values = ex.expand_words([el.value for el in elems])
            self.assign_array_list(name, values, append, io, local=local)
            return
        for el in elems:
            if el.key is None:
                for v in ex.expand_words([el.value]):
                    items.append((None, v, False))
            else:
                items.append(
                    (ex.expand_word_nosplit(el.key), ex.expand_assignment(el.value), el.append)
                )
        self.assign_array_values(name, items, append, io, local=local)

    def _assign_dynamic_assoc(self, name: str, elems: tuple[A.ArrayElem, ...], io: IO) -> None:
        """``BASH_ALIASES=(...)`` / ``BASH_CMDS=(...)`` (``+=`` alike): each element defines
        an alias or hashes a command, as ``name[key]=value`` does; nothing is removed (bash
        keeps them associative arrays). Words without a key pair up as an associative
        array's do (``(k v k2)``: the last key gets "")."""
        ex = self._expander
        pending: list[str] = []
        pairs: list[tuple[str, str, bool]] = []
        for el in elems:
            if el.key is None:
                pending += ex.expand_words([el.value])
                continue
            pairs.append(
                (ex.expand_word_nosplit(el.key), ex.expand_assignment(el.value), el.append)
            )
        for i in range(0, len(pending), 2):
            pairs.append((pending[i], pending[i + 1] if i + 1 < len(pending) else "", False))
        for key, value, append in pairs:
            self.set_index(name, key, value, append, io)

    def assign_array_list(
        self, name: str, values: list[str], append: bool, io: IO, *, local: bool = False
    ) -> None:
        """``name=(values...)`` (``+=`` when ``append``): in place when ``name`` is a plain
        indexed array or unset, else as :meth:`assign_array_values` does."""
        var = None if local else self.vars.lookup(name)
        if var is None or var.value.__class__ is str or has_attributes(var):
            items: list[tuple[str | None, str, bool]] = [(None, v, False) for v in values]
            self.assign_array_values(name, items, append, io, local=local)
            return
        old = var.value
        if append and old is not None:
            arr: dict[int, str] = old  # pyright: ignore[reportAssignmentType]
            arr.update(enumerate(values, next_index(arr)))
        else:
            var.value = dict(enumerate(values))
        var.indexed = True

    def assign_array_values(
        self,
        name: str,
        items: list[tuple[str | None, str, bool]],
        append: bool,
        io: IO,
        *,
        local: bool = False,
        assoc: bool | None = None,
    ) -> None:
        if (
            not local
            and (raw := self.vars.lookup(name)) is not None
            and raw.nameref
            and self.vars.circular(name)
            and self.vars.cycle_to_global(name)
        ):  # (the global variable of that name: see _assign_value)
            self.err(io, f"warning: {name}: circular name reference")
        name = self.vars.resolve_name(name)
        var = self.vars.frames[-1].vars.get(name) if local else self.vars.get(name)
        if var is None:
            var = self.vars.ensure(name, local=local)
        if var.readonly:
            raise ReadonlyError(name)
        if assoc:
            var.assoc = True
        if (var.lower or var.upper) and not (var.assoc and items and items[0][0] is None):
            # (a ``+=`` element is cased after the append, below)
            items = [(k, v if app else var.cased(v), app) for k, v, app in items]
        if var.assoc:
            d: dict[str, str] = dict(var.value) if append and isinstance(var.value, dict) else {}  # pyright: ignore
            if items and items[0][0] is None:
                # bash 5.2: m=(k1 v1 k2 v2): a list of key/value pairs
                flat = [v for _, v, _ in items]
                for j in range(0, len(flat), 2):
                    d[flat[j]] = var.cased(flat[j + 1]) if j + 1 < len(flat) else ""
                var.value = d  # pyright: ignore[reportAttributeAccessIssue]
                return
            for key, value, app in items:
                if key is None:
                    self.err(
                        io, f"{name}: {value}: must use subscript when assigning associative array"
                    )
                    continue
                d[key] = var.cased(self._appended(name, d.get(key, ""), value)) if app else value
            var.value = d  # pyright: ignore[reportAttributeAccessIssue]
            return
        arr: dict[int, str] = {}
        if append:
            if isinstance(var.value, dict):
                arr = var.value  # pyright: ignore  (appending in place: a+=(x) stays O(1))
            elif isinstance(var.value, str):
                arr = {0: var.value}
        nxt = next_index(arr)
        if not var.integer and all(key is None for key, _, _ in items):
            # ``a=(...)``/``a+=(...)`` without subscripts: the new keys follow every old one
            arr.update(enumerate([v for _, v, _ in items], nxt))
            var.value = arr
            var.indexed = True
            return
        for key, value, app in items:
            if key is not None:
                k = self.arith_text(key)
                if k < 0:
                    k += next_index(arr)
                    if k < 0:
                        self.err(io, f"{name}[{key}]: bad array subscript")
                        continue
                if var.integer:
                    value = str(self.int_value(value))
                store_element(
                    arr,
                    k,
                    var.cased(self._appended(name, arr.get(k, ""), value)) if app else value,
                )
                nxt = k + 1
            else:
                if var.integer:
                    value = str(self.int_value(value))
                store_element(arr, nxt, value)
                nxt += 1
        var.value = arr
        var.indexed = True

    # -- running argv --------------------------------------------------------------------
    def _run_function(
        self, func: A.FunctionDef, argv: list[str], assigns: tuple[A.Assign, ...], io: IO
    ) -> int:
        """A function call through the policy gate (logged), with its prefix assignments."""
        if not assigns:
            if self.policy is None and self.on_command is None:
                return self._run_logged("function", self._call_function_raw, func, argv, io)
            return self._gated("function", argv, io, self._call_function_raw, func, argv, io)
        return self._with_temp_assigns(
            assigns, io, self._gated, "function", argv, io, self._call_function_raw, func, argv, io
        )

    def _run_argv(self, argv: list[str], cmd: A.SimpleCommand | None, io: IO) -> int:
        name = argv[0]
        func = self.functions.get(name)
        assigns = cmd.assigns if cmd is not None else ()
        if func is not None and cmd is not None:
            try:  # ``$_`` is the call's last word once it is done (see _call_traced)
                return self._run_function(func, argv, assigns, io)
            finally:
                self.underscore = argv[-1]
        if func is not None:
            return self._run_function(func, argv, assigns, io)
        builtin = (
            (_builtin_table[0] if _builtin_table else _builtins())
            if not self.dash_messages
            else _dash_builtins()
        ).get(name)
        if builtin is not None:
            if not assigns:
                if self.policy is None and self.on_command is None:
                    return self._builtin_logged(builtin, argv, io)
                return self._gated("builtin", argv, io, self._call_builtin_raw, builtin, argv, io)
            if name == "read" and cmd is not None:
                ifs: str | Literal[False] | None = cmd.prefix_plan
                if ifs is None:
                    ifs = A.memo(cmd, "prefix_plan", lone_static_ifs(cmd))
                if isinstance(ifs, str) and self._quiet_read(argv):
                    # ``IFS=, read ...``: the temporary IFS handed to read (no frame)
                    self.read_ifs = ifs
                    try:
                        return self._builtin_logged(builtin, argv, io)
                    finally:
                        self.read_ifs = None
            if self.policy is None and self.on_command is None:
                return self._with_temp_assigns(assigns, io, self._builtin_logged, builtin, argv, io)
            return self._with_temp_assigns(
                assigns,
                io,
                self._gated,
                "builtin",
                argv,
                io,
                self._call_builtin_raw,
                builtin,
                argv,
                io,
            )
        env = self.vars.exported_lazy() if not self.exported_functions else self.command_env()
        if assigns:
            for a in assigns:
                try:
                    if a.array is None and a.index is None:
                        value = (
                            self._expander.expand_assignment(a.value) if a.value is not None else ""
                        )
                        if a.append:
                            value = (self.vars.get_str(a.name) or "") + value
                        var = self.vars.get(a.name)
                        if var is not None and var.readonly:
                            self.err(io, f"{a.name}: readonly variable")
                            continue  # the command still runs, without this variable
                        env[a.name] = value
                        if "xtrace" in self.options:
                            from agentsh.builtins.quoting import xtrace_value

                            self.write_err(io, f"{self._ps4()}{a.name}={xtrace_value(value)}\n")
                    else:
                        self._bad_temp_assign(a, io)
                except ExpansionError as e:
                    return self._expansion_failed(e, io)
            temp = [a.name for a in assigns if a.name in env]
            if temp:  # (bash's order: the command's own variables first)
                ordered = env_order(env, temp)
                env.clear()
                env.update(ordered)
        self._emit_pending_trace(io)
        return self.run_external(argv, env, io)

    def _bad_temp_assign(self, a: A.Assign, io: IO) -> None:
        """Array forms as a command's prefix assignment: bash rejects an element (the command
        still runs) and silently drops a whole-array value."""
        if a.index is not None:
            from agentsh.syntax.printer import format_word

            self.err(io, f"`{a.name}[{format_word(a.index)}]': not a valid identifier")

    def _emit_pending_trace(self, io: IO) -> None:
        argv = self._pending_trace
        if argv is not None:
            self._pending_trace = None
            self._xtrace(io, argv)

    def _quiet_read(self, argv: list[str]) -> bool:
        """Whether ``IFS=x read argv...`` can hand read its IFS instead of making a temporary
        variable: nothing traces, exports, audits through a policy or hook, or could see the
        difference (read does not assign IFS itself, and IFS is not readonly)."""
        opts = self.options
        if "xtrace" in opts or "allexport" in opts or self.policy is not None:
            return False
        if self.on_command is not None or "IFS" in " ".join(argv):
            return False  # (``read IFS``, ``read -a IFS``, ``read 'IFS[0]'``)
        var = self.vars.peek("IFS")
        return var is None or not (var.readonly or var.nameref)

    def _with_temp_assigns(
        self, assigns: tuple[A.Assign, ...], io: IO, fn: Callable[..., int], *args: Any
    ) -> int:
        """Run ``fn(*args)`` with ``assigns`` as temporary, exported variables."""
        if not assigns:
            return fn(*args)
        vars = self.vars
        frame = Frame(None, "")
        vars.frames.append(frame)
        top = frame.vars
        opts = self.options
        plain = "xtrace" not in opts and "allexport" not in opts
        try:
            for a in assigns:
                if a.index is not None or a.array is not None:
                    self._bad_temp_assign(a, io)
                    continue
                try:
                    name = a.name
                    if plain and not a.append and name != "SECONDS" and name not in top:
                        # the common ``IFS= read``: a new exported scalar in the temporary frame
                        w = a.value
                        value = "" if w is None else self._expander.expand_word_nosplit(w)
                        outer = vars.lookup(name)
                        if (outer is None or not (outer.nameref or outer.readonly)) and len(
                            value
                        ) <= self.limits.max_string_bytes:
                            if (
                                name not in EVER_LOCAL
                            ):  # (as LocalVars.__setitem__, without its call)
                                EVER_LOCAL.add(name)
                            dset(top, name, Var(value, True))
                            continue
                        self._assign_value(a, value, io, local=True)
                    else:
                        self.assign(a, io, local=True)
                except ReadonlyError as e:
                    self.err(io, f"{e.name}: readonly variable")  # the command still runs
                    continue
                except ExpansionError as e:
                    return self._expansion_failed(e, io)
                var = frame.vars.get(a.name)
                if var is not None:
                    var.exported = True
            if self._pending_trace is not None:
                self._emit_pending_trace(io)
            return fn(*args)
        finally:
            # merge back variables that commands like `export`/`declare -g` changed elsewhere
            if vars.frames and vars.frames[-1] is frame:
                vars.frames.pop()

    # -- the policy gate: every command of every tier passes here -----------------------
    def _gated(
        self, kind: str, argv: list[str], io: IO, run: Callable[..., int], *args: Any
    ) -> int:
        """Ask the policy about ``argv``, run ``run(*args)`` if allowed, and log the audit row."""
        policy = self.policy
        decision = "allow"
        rule = ""
        if policy is not None:
            d = policy.decide_command(argv)
            decision, rule = (
                d.action,
                (d.describe() if d.rule is not None or d.action == "deny" else ""),
            )
            if not d.allowed:
                self.err(io, f"{argv[0]}: denied by policy: {d.describe()}")
                self.audit(argv, kind, "deny", 126, 0.0, rule)
                return 126
        log = self.audit_log
        if self.on_command is None and (log is None or len(log) >= AUDIT_LIMIT):
            if log is not None:
                self.audit_dropped += 1  # the log is full: nothing to time
            return run(*args)
        start = time.perf_counter()
        status = 1
        try:
            status = run(*args)
            return status
        finally:
            if self.on_command is None and log is not None:
                # the common case: a raw row, made into an AuditEntry only when read
                if len(log) < AUDIT_LIMIT:
                    log.append((tuple(argv), kind, decision, status, time.perf_counter() - start, rule))  # fmt: skip
                else:
                    self.audit_dropped += 1
            else:
                self.audit(argv, kind, decision, status, time.perf_counter() - start, rule)  # pyright: ignore[reportArgumentType]

    def _run_logged(
        self,
        kind: str,
        run: Callable[[Any, list[str], IO], int],
        target: Any,
        argv: list[str],
        io: IO,
    ) -> int:
        """``_gated`` for a builtin or function call when there is no policy and no
        ``on_command`` hook (the common case, on every loop iteration): ``run(target, argv,
        io)`` and a raw audit row."""
        log = self.audit_log
        if log is None or len(log) >= AUDIT_LIMIT:
            if log is not None:
                self.audit_dropped += 1  # the log is full: nothing to time
            return run(target, argv, io)
        start = time.perf_counter()
        status = 1
        try:
            status = run(target, argv, io)
            return status
        finally:
            if len(log) < AUDIT_LIMIT:  # a function's body may have filled it meanwhile
                log.append((tuple(argv), kind, "allow", status, time.perf_counter() - start, ""))
            else:
                self.audit_dropped += 1

    def _builtin_logged(self, fn: BuiltinFn, argv: list[str], io: IO) -> int:
        """``_run_logged("builtin", self._call_builtin_raw, fn, argv, io)`` in one frame: the
        builtin of every loop iteration."""
        log = self.audit_log
        if log is None or len(log) >= AUDIT_LIMIT:
            if log is not None:
                self.audit_dropped += 1  # the log is full: nothing to time
            try:
                return fn(self, argv, io)
            except OSError as e:
                return self._builtin_os_error(e, argv, io)
            except ArithIntegerError as e:
                self._builtin_int_error(e, argv, io)
        start = _perf_counter()
        status = 1
        try:
            status = fn(self, argv, io)
            return status
        except OSError as e:
            status = self._builtin_os_error(e, argv, io)
            return status
        except ArithIntegerError as e:
            self._builtin_int_error(e, argv, io)
        finally:
            if len(log) < AUDIT_LIMIT:
                log.append((tuple(argv), "builtin", "allow", status, _perf_counter() - start, ""))
            else:
                self.audit_dropped += 1

    def _builtin_int_error(self, e: ArithIntegerError, argv: list[str], io: IO) -> NoReturn:
        """A builtin's assignment to an integer variable failed (``read n``, ``printf -v
        n``): reported with the builtin's name, and the shell ends (status 1), as in bash."""
        self.err(io, f"{argv[0]}: {e}")
        raise ExitShell(1) from None

    def _builtin_os_error(self, e: OSError, argv: list[str], io: IO) -> int:
        """A builtin's write to a closed fd fails with status 1; other OS errors propagate."""
        if self.dash_messages and (e.errno == 9 or isinstance(e, WriteError)):
            self.err(io, f"{argv[0]}: {argv[0]}: I/O error")  # (dash's words for both)
            return 1
        if e.errno == 9:
            self.err(io, f"{argv[0]}: write error: Bad file descriptor")
            return 1
        if isinstance(e, WriteError):  # (/dev/full, a file past its size limit)
            self.err(io, f"{argv[0]}: write error: {e.strerror}")
            return 1
        raise e

    def audit(
        self, argv: list[str], kind: str, decision: str, status: int, duration: float, rule: str
    ) -> None:
        from agentsh.policy import AuditEntry

        entry = AuditEntry(tuple(argv), kind, decision, status, duration, rule)  # pyright: ignore[reportArgumentType]
        log = self.audit_log
        if log is not None:
            if len(log) < AUDIT_LIMIT:
                log.append(entry)
            else:
                self.audit_dropped += 1
        if self.on_command is not None:
            self.on_command(entry)

    def _call_builtin(self, fn: BuiltinFn, argv: list[str], io: IO) -> int:
        return self._gated("builtin", argv, io, self._call_builtin_raw, fn, argv, io)

    def _call_builtin_raw(self, fn: BuiltinFn, argv: list[str], io: IO) -> int:
        try:
            return fn(self, argv, io)
        except OSError as e:
            return self._builtin_os_error(e, argv, io)
        except ArithIntegerError as e:
            self._builtin_int_error(e, argv, io)

    def call_function(self, func: A.FunctionDef, argv: list[str], io: IO) -> int:
        return self._gated("function", argv, io, self._call_function_raw, func, argv, io)

    def _call_function_raw(self, func: A.FunctionDef, argv: list[str], io: IO) -> int:
        if self.call_depth >= self.limits.max_call_depth:
            raise LimitExceeded(
                "max_call_depth",
                f"{argv[0]}: maximum function nesting level exceeded ({self.limits.max_call_depth})",
            )
        saved_pos = self.positional
        traps = self.traps
        self.positional = argv[1:]
        name = func.name
        self.vars.frames.append(Frame(None, name))
        self.func_stack.append(name)
        saved_line = self.lineno
        self.func_lines.append(saved_line)
        self.call_depth += 1
        saved_loops = self.loop_depth
        self.loop_depth = 0  # (the caller's loops are not the body's to break)
        # bash runs the body without the caller's DEBUG and RETURN traps (unless functrace
        # is on) and sets them again at the return unless the body set one (which then stays)
        debug = ret = None
        if traps and "functrace" not in self.options:
            debug = traps.pop("DEBUG", None)
            ret = traps.pop("RETURN", None)
        body = func.body
        saved_view = self.alias_view
        saved_tail = self.tail_depth
        if saved_view or self.func_aliases:  # (the aliases its body was read with)
            self.alias_view = self.func_aliases.get(name, _NO_ALIASES)
        try:
            try:
                if traps and "DEBUG" in traps and "functrace" in self.options:
                    self.run_trap("DEBUG", io)  # bash's trap on entering the function (set -T)
                if isinstance(body, A.BraceGroup):
                    # ``f() { ...; }``: its statements straight away (the caller's
                    # exec_command sets $? and PIPESTATUS, and applies set -e and ERR to the
                    # call's status)
                    tail: tuple[A.Script | None, A.SimpleCommand] | Literal[False] | None
                    tail = func.cache
                    if tail is None:
                        tail = A.memo(func, "cache", _tail_return(body.body))
                    if tail:
                        status = self._body_with_tail_return(tail, io)
                    else:
                        status = self.exec_body(body.body, io)
                else:
                    status = self.exec_command(body, io)
            except ReturnFromFunction as e:
                status = e.status
            if self.traps and "RETURN" in self.traps:
                # a RETURN trap the body set (or the caller's, under functrace) runs as the
                # function ends, still in it (its FUNCNAME, its locals)
                self.last_status = status
                self.run_trap("RETURN", io)
        finally:
            self.call_depth -= 1
            self.loop_depth = saved_loops
            if debug is not None and "DEBUG" not in self.traps:
                self.traps["DEBUG"] = debug
            if ret is not None and "RETURN" not in self.traps:
                self.traps["RETURN"] = ret
            self.func_stack.pop()
            self.func_lines.pop()
            saved_options = self.vars.frames.pop().options
            if saved_options is not None:  # (``local -``; the set is changed in place)
                self.options.intersection_update(saved_options)
                self.options.update(saved_options)
            self.positional = saved_pos
            self.lineno = saved_line
            self.alias_view = saved_view
            self.tail_depth = saved_tail  # (-2 after a ``return`` in a compiled body)
        return status

    def _body_with_tail_return(self, tail: tuple[A.Script | None, A.SimpleCommand], io: IO) -> int:
        """A function body whose last command is ``return ...``: the commands before it, then
        that one with :attr:`tail_depth` set, so that the ``return`` builtin hands its status
        back instead of raising ``ReturnFromFunction`` through every frame in between (what
        the exception would do: the status is the function's, and that command is not
        followed by exec_script's steps, ``$?`` nor ``set -e``). Anything else that runs at
        this depth meanwhile is that command itself (substitutions run in subshells, a
        function called ``return`` one level down); with a trap set (a DEBUG action could
        ``return``) it runs as exec_script would run it."""
        head, last = tail
        if head is not None:
            status = self.exec_body(head, io)
            if self.tail_depth == -2:  # a ``return`` in it (compiled) ended the function
                return status
        if "noexec" in self.options:
            return 0
        saved = self.tail_depth
        if not self.traps:
            self.tail_depth = self.call_depth
        try:
            run = last.run
            status = run(self, io) if run else self.exec_simple(last, io)
            if self.tail_depth == -2:  # the return builtin ran: the function's status
                return status
        finally:
            self.tail_depth = saved
        # (not the builtin: a function named return) exec_script's steps
        self.last_status = self.pipestatus = status
        if self.persistent_files:
            self.flush_persistent()
        if status and (self.traps or "errexit" in self.options):
            self._failed(last, status, io)
        return status

    def run_external(
        self, argv: list[str], env: dict[str, str], io: IO, *, by_shell: bool = True
    ) -> int:
        """Run a registry/custom command, or a script file, with a narrow context.
        ``by_shell``: the shell runs it (its environment gets ``_``, the command's path, as
        bash gives it; not when a command runs another: ``env``, ``xargs``, ``find -exec``)."""
        return self._gated("command", argv, io, self._run_external_raw, argv, env, io, by_shell)

    def _run_external_raw(
        self, argv: list[str], env: dict[str, str], io: IO, by_shell: bool = True
    ) -> int:
        name = argv[0]
        custom = self.custom_commands.get(name)
        if custom is not None:
            return self._run_custom(custom, argv, env, io)
        if "/" in name:
            return self._run_path(argv, env, io)
        # (a prefix assignment ``PATH=/x cmd`` is in the command's environment, which is
        # filled then; else it is the shell's PATH)
        env_path = _RAW_GET(env, "PATH")
        cur_path = env_path if env_path is not None else self.vars.get_str("PATH")
        memo = self._bin_dir_memo  # (bin_dir, inline)
        bin_dir = memo[1] if memo[0] == cur_path else self.bin_dir(cur_path)
        if bin_dir is not None and name in ("bash", "sh"):
            self.hash_hit(name, f"{bin_dir}/{name}", cur_path)
            if by_shell:
                set_env_underscore(env, f"{bin_dir}/{name}")
            return self._run_bash(argv, env, io)
        fn = (_registry[0] if _registry else _load_registry()).lookup(name)
        if fn is None or bin_dir is None:
            path = self._search_path(name, cur_path)
            if path is not None:
                self.hash_hit(name, path, cur_path)
                return self._run_script_file(path, argv, env, io)
            if not cur_path:
                # (no PATH, or an empty one: bash tries the name in the current directory)
                self.err(io, f"{name}: No such file or directory")
            elif (
                handler := self.functions.get("command_not_found_handle")
            ) is not None and not self.dash_messages:
                return self._not_found_handler(handler, argv, io)
            else:
                self.err(
                    io, f"{name}: not found" if self.dash_messages else f"{name}: command not found"
                )
            return 127
        # hash_hit, inline (this runs for every command)
        hashed = self.hashed
        hit = hashed.get(name) if cur_path == self.hashed_path else None
        if hit is None:
            # first use under this PATH: a directory before the commands' may hold a file
            # of that name, or the command's own file may have been replaced
            path = self._search_path(name, cur_path)
            if path is not None and not self.is_command_file(path, name):
                self.hash_hit(name, path, cur_path)
                return self._run_script_file(path, argv, env, io)
            self.hash_hit(name, f"{bin_dir}/{name}", cur_path)
        else:
            hashed[name] = (hit[0] + 1, hit[1])
            if hit[1].rpartition("/")[0] not in BIN_DIRS:
                return self._run_script_file(hit[1], argv, env, io)  # (a file found first)
        if by_shell:
            set_env_underscore(env, f"{bin_dir}/{name}")
        return self._run_fn(fn, name, argv, env, io)

    def bin_dir(self, path: str | None = None) -> str | None:
        """Where PATH (or ``path``) finds the commands (``/usr/bin`` or ``/bin``, as on a
        Debian system where the one is a link to the other): the first of them on PATH;
        None when PATH has neither (``PATH=/nowhere; ls``: command not found)."""
        if path is None:
            path = self.vars.get_str("PATH")
        memo = self._bin_dir_memo
        if memo[0] == path:
            return memo[1]
        found: str | None = None
        for d in (path or "").split(":"):
            if d.rstrip("/") in BIN_DIRS:
                found = d.rstrip("/")
                break
        self._bin_dir_memo = (path, found)
        return found

    def bin_dirs(self) -> list[str]:
        """Every directory of PATH that holds the commands, in PATH's order (``type -a``)."""
        out: list[str] = []
        for d in (self.vars.get_str("PATH") or "").split(":"):
            d = d.rstrip("/")
            if d in BIN_DIRS and d not in out:
                out.append(d)
        return out

    def refresh_option_vars(self) -> None:
        """Store the current values of SHELLOPTS and BASHOPTS in their variables, for the
        listings that show variables as stored (``declare -p``, ``set``)."""
        for name in ("SHELLOPTS", "BASHOPTS"):
            var = self.vars.get(name)
            if var is not None and var.readonly and isinstance(var.value, str):
                var.value = str(self.special(name))

    def hash_table(self) -> dict[str, tuple[int, str]]:
        """``hash``'s table for the current PATH (emptied if it was filled under another)."""
        path = self.vars.get_str("PATH")
        if path != self.hashed_path:
            self.hashed.clear()
            self.hashed_path = path
        return self.hashed

    def hash_hit(self, name: str, path: str, cur_path: str | None) -> None:
        """Count a run of the command ``name`` found at ``path`` on PATH ``cur_path``
        (``hash`` lists them; a new PATH empties the table first, as assigning PATH does)."""
        hashed = self.hashed
        if cur_path != self.hashed_path:
            hashed.clear()
            self.hashed_path = cur_path
        hit = hashed.get(name)
        if hit is None:
            hashed[name] = (1, path)
        else:
            hashed[name] = (hit[0] + 1, hit[1])

    def _run_fn(
        self, fn: Callable[..., int], name: str, argv: list[str], env: dict[str, str], io: IO
    ) -> int:
        # positional, in the field order (a test pins it): this runs for every command
        ctx = CommandContext(
            argv[1:],
            name,
            env,
            self.cwd,
            self.fs,
            io.stdin,
            io.stdout,
            io.stderr,
            self.limits,
            self._subcommand_runner(io, env),
            self.budget.check,
            lambda p: self.open_special(p, io),
            self._script_runner(io, env),
            self._virtual_sleep,
            self,
            lambda n: self.fd_stream(n, io),
        )
        try:
            status = fn(ctx)
        except BrokenPipe:
            # the command's process was killed by SIGPIPE; the shell that ran it goes on
            # (``{ seq 100000; echo more; } | head -1``: seq's 141, then echo runs)
            return 141
        except FSError as e:
            self.write_err(io, f"{name}: {e.path}: {e.strerror}\n")
            return 1
        except WriteError as e:
            self.write_err(io, f"{name}: write error: {e.strerror}\n")
            return 1
        except RegexTimeout as e:
            self.write_err(io, f"{name}: {e}\n")
            return 2
        except (LimitExceeded, ControlFlow, MemoryError):
            raise
        except RecursionError:
            self.write_err(io, f"{name}: recursion too deep\n")
            return 2
        except UnreadableStdin as e:  # (a read of ``0<&-``, or of ``<&3`` of ``3>f``)
            from agentsh.commands._stdin_errors import stdin_error

            text, status = stdin_error(name, argv[1:], e.closed)
            if text:
                self.write_err(io, text)
            return status
        except OSError as e:
            if e.errno != 9:
                self.write_err(io, f"{name}: internal error: {type(e).__name__}: {e}\n")
                return 2
            # a write to a closed descriptor (``>&-``): GNU's close_stdout message, and the
            # status of trouble (2 for those whose failure is 2)
            self.write_err(io, f"{name}: write error: Bad file descriptor\n")
            return 2 if name in ("sort", "ls", "grep", "egrep", "fgrep", "diff", "cmp") else 1
        except Exception as e:  # noqa: BLE001  (a bug of the command: it alone fails)
            # the script goes on, as after a program that crashed (the message keeps
            # "internal error", which the hostile-input tests look for)
            self.write_err(io, f"{name}: internal error: {type(e).__name__}: {e}\n")
            return 2
        return int(status) & 255

    def with_deadline(self, seconds: float, thunk: Callable[[], int]) -> int | None:
        """``thunk()`` under a deadline ``seconds`` away (the ``timeout`` command): its
        status, or None when the deadline passed first (wall time, or virtual ``sleep``s:
        the clock stops at the deadline) and it was cut short there."""
        d = self.budget.push_deadline(seconds)
        try:
            return thunk()
        except TimedOut as e:
            if e.scope is not d:
                raise
            return None
        finally:
            self.budget.pop_deadline(d)

    def _virtual_sleep(self, seconds: float) -> None:
        if self.live_procsubs:
            self.drain_procsubs()
        clock = getattr(self.fs, "clock", None)
        try:
            self.budget.sleep(seconds)
        except TimedOut as e:  # (a ``timeout`` cut it short)
            if clock is not None:
                clock.advance(e.slept)
            raise
        if clock is not None and seconds != float("inf"):
            clock.advance(seconds)

    def _script_runner(
        self, io: IO, env: dict[str, str]
    ) -> Callable[[str, bytes], tuple[int, bytes]]:
        """``run_script`` for commands: a command line run by a subshell (``sh -c`` style)."""

        def run(script: str, stdin: bytes) -> tuple[int, bytes]:
            from agentsh.syntax import ParseError, parse

            out = BufferOutput()
            sio = IO({0: BytesInput(stdin), 1: out, 2: io.stderr})
            from agentsh.exec.dash import dash_parse_error, dash_tree

            try:
                tree = parse(script)
            except ParseError as e:
                found = dash_parse_error(e.lines)
                if found is not None:
                    self.write_err(sio, f"sh: {found[0]}: {found[1]}\n")
                    return 2, b""
                for line in e.lines:
                    self.write_err(sio, "sh: " + line.removeprefix("-c: ") + "\n")
                return e.status, b""
            tree, error = dash_tree(tree, script)
            sub_env = {k: v for k, v in env.items()}
            # (as /bin/sh, which is dash: its builtins, its diagnostics ``sh: 1: ...``)
            saved = self.dash_messages, self.script_name, self.options
            self.dash_messages, self.script_name = True, "sh"
            self.options = self.options - {"braceexpand"}
            try:
                status = (
                    self.run_subshell(tree, sio)
                    if not sub_env
                    else self._run_with_env(tree, sio, sub_env)
                )
                if error is not None:  # (after the lines before it ran)
                    self.write_err(sio, f"sh: {error.line}: {error.message}\n")
                    status = 2
            finally:
                self.dash_messages, self.script_name, self.options = saved
            return status, out.getvalue()

        return run

    def _run_with_env(self, tree: A.Script, io: IO, env: dict[str, str]) -> int:
        saved = self.vars
        self.vars = self.vars.copy()
        try:
            for k, v in env.items():
                var = self.vars.get(k)
                if var is None or var.value != v:
                    self.vars.set_str(k, v).exported = True
            return self.run_subshell(tree, io)
        finally:
            self.vars = saved

    def _subcommand_runner(self, io: IO, env: dict[str, str]) -> Callable[..., int]:
        caller_env = env

        def run(
            argv: list[str],
            stdin: InputStream | None = None,
            stdout: OutputStream | None = None,
            stderr: OutputStream | None = None,
            env: dict[str, str] | None = None,
        ) -> int:
            sio = io.copy()
            if stdin is not None:
                sio.fds[0] = stdin
            if stdout is not None:
                sio.fds[1] = stdout
            if stderr is not None:
                sio.fds[2] = stderr
            sub = self.fork()
            if env is not None:  # an exact environment (``env -i``/``env -u``)
                for k in sub.vars.exported():
                    if k not in env:
                        var = sub.vars.get(k)
                        if var is not None:
                            var.exported = False
            for k, v in (caller_env if env is None else env).items():
                var = sub.vars.get(k)
                if var is None or var.value != v or not var.exported:
                    sub.set_var(k, v, export=True)
            b = _builtins().get(argv[0])
            try:
                if b is not None:
                    return sub._call_builtin(b, argv, sio)
                # (the environment as the running command holds it, in its order: what a
                # process's execvp hands on)
                given = dict(caller_env if env is None else env)
                return sub.run_external(argv, given, sio, by_shell=False)
            except ExitShell as e:
                return e.status
            finally:
                sub.release()

        return run

    def _run_custom(
        self, custom: CustomCommandSpec, argv: list[str], env: dict[str, str], io: IO
    ) -> int:
        from agentsh.commands.context import CommandContext

        ctx = CommandContext(
            args=argv[1:], name=argv[0], env=dict(env), cwd=self.cwd, fs=self.fs,
            stdin_stream=io.stdin, stdout=io.stdout, stderr=io.stderr, limits=self.limits,
            run_subcommand=self._subcommand_runner(io, env), check=self.budget.check,
            open_special=lambda p: self.open_special(p, io), shell=self,
            run_script=self._script_runner(io, env),
            sleep=self._virtual_sleep, fd_stream=lambda n: self.fd_stream(n, io),
        )  # fmt: skip
        try:
            result = custom.handler(argv[1:], ctx)
        except (LimitExceeded, BrokenPipe):
            raise
        except Exception as e:  # noqa: BLE001  (user code: report, never crash the run)
            self.write_err(io, f"{argv[0]}: {type(e).__name__}: {e}\n")
            return 1
        if isinstance(result, int):
            return result & 255
        out = getattr(result, "stdout", "")
        err = getattr(result, "stderr", "")
        if out:
            io.stdout.write(encode(out) if isinstance(out, str) else out)
        if err:
            io.stderr.write(encode(err) if isinstance(err, str) else err)
        return int(getattr(result, "exit_code", 0)) & 255

    def _run_bash(self, argv: list[str], env: dict[str, str], io: IO) -> int:
        """``bash``/``sh`` as a command: ``-c STRING [NAME [ARG...]]``, ``FILE [ARG...]``, or a
        script on stdin; a child shell with the exported environment only."""
        from agentsh.syntax import ParseError, parse

        args = argv[1:]
        opts: set[str] = set()
        command: str | None = None
        while args and args[0].startswith(("-", "+")) and args[0] not in ("-", "--"):
            a = args.pop(0)
            if a in ("--version",):
                io.stdout.write(b"GNU bash, version 5.2.15(1)-release (x86_64-pc-linux-gnu)\n")
                return 0
            if a.startswith("--"):
                continue  # --norc, --noprofile, --posix ...
            for c in a[1:]:
                if c == "c":
                    if not args:
                        self.write_err(io, f"{argv[0]}: -c: option requires an argument\n")
                        return 2
                    command = args.pop(0)
                elif c == "o" and args:
                    opt = args.pop(0)
                    if opt in SHELL_OPTIONS:
                        opts.add(opt)
                elif c in SHORT_OPTIONS:
                    opts.add(SHORT_OPTIONS[c])
        if args and args[0] == "--":
            args.pop(0)
        name = argv[0]
        script_file: str | None = None
        if command is not None:
            text = command
            if args:
                name, args = args[0], args[1:]
        elif args and args[0] != "-":
            path = absolute(self.cwd, args[0])
            try:
                if not args[0]:  # (no file has the empty name)
                    raise FSError(2, args[0])
                text = decode(self.fs.read_bytes(path))
            except FSError as e:
                self.write_err(io, f"{argv[0]}: {args[0]}: {e.strerror}\n")
                return 127
            name, args = args[0], args[1:]
            script_file = name
        else:
            if args:
                args = args[1:]
            try:
                text = decode(io.stdin.read())
            except UnreadableStdin as e:  # (a closed one reads as an empty script; dash's too)
                if e.closed or argv[0].rsplit("/", 1)[-1] == "sh":
                    return 0
                self.write_err(io, f"{argv[0]}: error reading input file: Bad file descriptor\n")
                return 2
        sub = self._child_bash(env, name, list(args))
        sub.dash_messages = argv[0].rsplit("/", 1)[-1] == "sh"
        sub.script_file = script_file
        sub.function_source = (
            script_file if script_file is not None else "main" if command is None else "environment"
        )
        for k in ("IFS", "PS4", "OPTIND", "HOSTNAME", "BASH_VERSION", "UID", "EUID"):
            v = self.vars.get_str(k)
            if v is not None and sub.vars.get(k) is None:
                sub.vars.set_str(k, v)
        sub.aliases = {}
        sub.alias_view = _NO_ALIASES
        sub.func_aliases = {}
        sub.traps = {}
        sub.func_lines = []
        sub.options = {"braceexpand", "hashall", "interactive-comments"} | opts
        sub.shopts = dict(SHOPT_DEFAULTS)
        if command is not None:
            sub.vars.set_str("BASH_EXECUTION_STRING", command)
        if sub.dash_messages:
            sub.become_dash()
        if self.call_depth >= self.limits.max_call_depth:
            raise LimitExceeded("max_call_depth", "maximum nesting depth exceeded")
        sub.call_depth += 1
        try:
            tree = parse(text)
        except ParseError as e:
            if e.partial is not None and e.partial.body:
                try:
                    sub.exec_script(e.partial, io)
                except ExitShell as x:
                    return x.status
            if sub.dash_messages and sub.dash_syntax_error(e.lines, io):
                return 2
            prefix = f"{argv[0]}: " if command is not None else f"{name}: "
            for line in e.lines:
                msg = line.removeprefix("-c: ") if command is None else line
                self.write_err(io, prefix + msg + "\n")
            return e.status
        if sub.dash_messages:
            status = sub.run_as_dash(tree, text, io)
        else:
            status = sub._run_as_bash(tree, io)
        self.report_killed(sub, io)
        return status

    def _import_function(self, name: str, text: str) -> None:
        """A function from the environment (bash's ``BASH_FUNC_name%%=() { ...; }``):
        defined, and exported in turn, when ``name () text`` parses as just that."""
        from agentsh.syntax import ParseError, parse

        if not text.startswith("() {"):
            return
        try:
            tree = parse(f"{name} {text}")
        except ParseError:
            return
        body = tree.body
        if len(body) == 1 and isinstance(body[0].cmd, A.FunctionDef) and body[0].cmd.name == name:
            self.functions[name] = body[0].cmd
            self.function_files[name] = "environment"
            self.exported_functions.add(name)

    def command_env(self) -> dict[str, str]:
        """The environment of the commands run: the exported variables, and the exported
        functions as bash passes them (``BASH_FUNC_f%%=() {  ...``)."""
        env = self.vars.exported()
        if self.exported_functions:
            from agentsh.syntax.printer import format_function

            for name in sorted(self.exported_functions):
                func = self.functions.get(name)
                if func is not None:
                    lines = format_function(func).split("\n")[2:-1]
                    body = "\n".join(" " + line.lstrip(" ") for line in lines)
                    env[f"BASH_FUNC_{name}%%"] = "() { " + body + "\n}"
        return env

    def _child_bash(self, env: dict[str, str], name: str, positional: list[str]) -> Shell:
        """A new bash run by this one (``bash ...``, a script file): a fork with only the
        exported ``env`` for variables and functions (``BASH_FUNC_f%%``), ``$0`` ``name``;
        not a subshell."""
        sub = self.fork()
        sub.vars = Variables()
        sub.functions = {}
        sub.function_files = {}
        sub.exported_functions = set()
        for k, v in env.items():
            if k.startswith("BASH_FUNC_") and k.endswith("%%"):
                sub._import_function(k[10:-2], v)
                continue
            sub.vars.set_str(k, v).exported = True
        sub.underscore = env.get("_", "")  # (``$_``: the path it was run as)
        sub.source_frames = []
        sub.is_subshell = False  # a new bash, not a subshell of this one
        sub.exit_keeps_redirs = False
        sub.signals_for_main = []
        sub.subshell_level = 0
        sub.positional = positional
        sub.script_name = name
        sub.func_stack = []
        return sub

    def become_dash(self) -> None:
        """Make this new shell (``sh``) dash, as /bin/sh is on Debian (see exec/dash.py):
        dash's builtins and messages, no brace expansion, no bash variables."""
        self.dash_messages = True
        self.options.discard("braceexpand")
        self.functions = {}  # (dash does not read bash's BASH_FUNC_f%% from its environment)
        self.exported_functions = set()
        try:
            self.vars.unset("BASH_VERSION")
        except ReadonlyError:  # (exported readonly by the caller: dash would have it too)
            pass

    def run_as_dash(self, script: A.Script, text: str, io: IO) -> int:
        """:meth:`_run_as_bash` for dash: ``script`` (parsed from ``text``) as dash reads
        it; a construct dash rejects is reported, after the lines before it ran."""
        from agentsh.exec.dash import dash_tree

        tree, error = dash_tree(script, text)
        if error is None:
            return self._run_as_bash(tree, io)
        io = io.copy()
        try:
            self.exec_lines(tree, io)
        except ExitShell as e:
            self.last_status = e.status
            self.run_exit_trap(io)
            return self.last_status
        self.write_err(io, f"{self.script_name}: {error.line}: {error.message}\n")
        self.last_status = 2
        self.run_exit_trap(io)
        return self.last_status

    def dash_syntax_error(self, lines: list[str], io: IO) -> bool:
        """Report bash's syntax error ``lines`` as dash words the same error, if it is one
        whose wording is known (True), else nothing (False)."""
        from agentsh.exec.dash import dash_parse_error

        found = dash_parse_error(lines)
        if found is None:
            return False
        self.write_err(io, f"{self.script_name}: {found[0]}: {found[1]}\n")
        return True

    def _run_as_bash(self, script: A.Script, io: IO) -> int:
        """Run ``script`` as a new bash's whole input (see :meth:`_child_bash`): line by line,
        its EXIT trap at the end; its status (:attr:`killed_by`: the signal that ended it)."""
        io = io.copy()  # (a process of its own: ``exec >f`` changes its descriptors only)
        try:
            status = self.exec_lines(script, io)
        except ExitShell as e:
            status = e.status
            self.killed_by = e.signal
        self.last_status = status
        self.run_exit_trap(io)
        return self.last_status

    #: the signal that ended this shell, run as a child bash (0: it exited)
    killed_by = 0
    #: a subshell that runs one simple command (bash execs it: no shell of its own waits)
    lone_command = False

    def report_killed(self, child: Shell, io: IO) -> None:
        """A child bash (``bash -c``, a script) that a signal ended: as a non-interactive
        bash, say so for a command it waited for (``bash: line 1:  4633 Hangup  bash -c
        ...``; SIGTERM as ``Terminated`` alone, SIGINT and SIGPIPE not at all; not where the
        command was a subshell's only one: ``$(...)``, a pipeline's stage)."""
        n = child.killed_by
        if not n or n in (2, 13) or self.lone_command or self.dash_messages:
            return
        from agentsh.builtins.core import SIGNAL_TEXTS

        text = SIGNAL_TEXTS.get(n, f"Unknown signal {n}")
        if n == 15:
            self.write_err(io, text + "\n")
        else:
            pid = child.bashpid if child.is_subshell else child.pid
            self.err(io, f"{pid:>5} {text:<24}{self.command_text()}")

    def _not_found_handler(self, handler: A.FunctionDef, argv: list[str], io: IO) -> int:
        """bash's ``command_not_found_handle``: called with the command and its arguments in
        a separate environment (the child bash forked to run the command), its status the
        command's; it prints no "command not found" itself."""
        sub = self.fork()
        sub.subshell_level = self.subshell_level  # (bash's $BASH_SUBSHELL stays)
        sio = io.copy()
        try:
            try:
                status = sub._call_function_raw(handler, ["command_not_found_handle", *argv], sio)
            except ExitShell as e:
                status = e.status
            sub.last_status = status
            sub.run_exit_trap(sio)
        except ExitShell as e:
            status = e.status
        sub.release()
        return status

    def is_command_file(self, path: str, name: str) -> bool:
        """Whether ``path`` is the file that stands for the command ``name`` (in ``/usr/bin``
        or ``/bin``, with the content of :func:`command_stub`): the shell runs the command."""
        return (
            path.rpartition("/")[0] in BIN_DIRS
            and self.fs.content_of(path) == command_stub(name)
            and _load_registry().exists(name)
        )

    def _search_path(self, name: str, path: str | None = None) -> str | None:
        """The first executable file ``name`` in PATH's directories (``path``: that PATH)."""
        return next(self._path_files(name, path), None)

    def _path_files(self, name: str, path: str | None = None) -> Iterator[str]:
        """The executable files ``name`` in PATH's directories, in PATH's order."""
        if path is None:
            path = self.vars.get_str("PATH") or ""
        for d in path.split(":"):
            if not d:
                d = "."
            full = absolute(self.cwd, d + name if d.endswith("/") else f"{d}/{name}")
            try:
                st = self.fs.stat(full)
            except FSError:
                continue
            if st.kind == "file" and st.st_mode & 0o111:
                yield full

    def path_files(self, name: str) -> list[str]:
        """Every file ``type -a`` lists for ``name``: PATH's executable files of that name (in
        a filesystem without the commands' files, the command's places in PATH's ``/usr/bin``
        and ``/bin`` all the same)."""
        found = list(self._path_files(name))
        if not found and _load_registry().exists(name):
            found = [f"{d}/{name}" for d in self.bin_dirs()]
        return found

    def _run_path(self, argv: list[str], env: dict[str, str], io: IO) -> int:
        from agentsh.commands import registry

        name = argv[0]
        full = absolute(self.cwd, name)
        try:
            st = self.fs.stat(full)
        except FSError as e:
            base = name.rsplit("/", 1)[-1]
            parent = full.rsplit("/", 1)[0] or "/"
            if parent in BIN_DIRS and registry.exists(base):
                # (a filesystem without the commands' files: they are there all the same)
                fn = registry.lookup(base)
                assert fn is not None
                return self._run_fn(fn, base, argv, env, io)
            if self.dash_messages and e.errno == 2:  # (dash's word for a missing path)
                self.err(io, f"{name}: not found")
            else:
                self.err(io, f"{name}: {e.strerror}")
            return 127 if e.errno == 2 else 126
        if st.kind == "dir":
            self.err(io, f"{name}: Is a directory")
            return 126
        if not self.fs.access(full, 1):
            self.err(io, f"{name}: Permission denied")
            return 126
        base = full.rpartition("/")[2]
        if self.is_command_file(full, base) or self.is_command_file(self.fs.realpath(full), base):
            fn = registry.lookup(base)
            assert fn is not None
            return self._run_fn(fn, base, argv, env, io)
        return self._run_script_file(full, argv, env, io)

    def _run_script_file(self, path: str, argv: list[str], env: dict[str, str], io: IO) -> int:
        from agentsh.commands import registry
        from agentsh.syntax import ParseError, parse

        try:
            data = self.fs.read_bytes(path)
        except FSError as e:
            self.err(io, f"{argv[0]}: {e.strerror}")
            return 126
        text = decode(data)
        dash = False  # (a ``#!/bin/sh`` script runs in dash, whose messages it shows)
        if text.startswith("#!"):
            interp = text[2:].split("\n", 1)[0].strip().split()
            prog = interp[0].rsplit("/", 1)[-1] if interp else ""
            if prog == "env" and len(interp) > 1:
                prog = interp[1]
            dash = prog in ("sh", "dash")
            if prog not in ("bash", "sh", "dash", "zsh", "ksh") and prog:
                fn = registry.lookup(prog)
                if fn is not None:
                    return self._run_fn(
                        fn,
                        prog,
                        [prog, *interp[2 if interp[0].endswith("env") else 1 :], path, *argv[1:]],
                        env,
                        io,
                    )
                self.err(
                    io,
                    f"{argv[0]}: {interp[0] if interp else ''}: bad interpreter: No such file or directory",
                )
                return 126
        sub = self._child_bash(env, argv[0], argv[1:])
        sub.dash_messages = dash
        sub.script_file = sub.function_source = argv[0]
        sub.options = {
            o for o in self.options if o in ("braceexpand", "hashall", "interactive-comments")
        }
        if dash:
            sub.become_dash()
        try:
            script = parse(text)
        except ParseError as e:
            sub.exec_script(e.partial, io) if e.partial else None
            if dash and sub.dash_syntax_error(e.lines, io):
                return 2
            self.write_err(
                io,
                "".join(
                    f"{argv[0]}: {line.split(': ', 1)[1] if line.startswith('-c: ') else line}\n"
                    for line in e.lines
                ),
            )
            return 2
        if self.call_depth >= self.limits.max_call_depth:
            raise LimitExceeded("max_call_depth", "maximum nesting depth exceeded")
        sub.call_depth += 1
        status = sub.run_as_dash(script, text, io) if dash else sub._run_as_bash(script, io)
        self.report_killed(sub, io)
        return status

    # -- special files -------------------------------------------------------------------
    def fd_stream(self, n: int, io: IO) -> Any:
        """What descriptor ``n`` is open on: ``io``'s, else a process substitution's."""
        s = io.fds.get(n)
        return s if s is not None else self.__dict__.get("_procsub_fds", {}).get(n)

    def open_special(self, path: str, io: IO) -> InputStream | None:
        if path == "/dev/stdin":
            return io.stdin
        n = fd_number(path)
        if n is not None:
            s = self.fd_stream(n, io)
            if isinstance(s, InputStream):
                return s
            if isinstance(s, BufferOutput):
                return BytesInput(s.getvalue())
        return None

    # -- xtrace --------------------------------------------------------------------------
    def _ps4(self) -> str:
        """PS4, expanded, with its first character repeated once per substitution level."""
        raw = self.vars.get_str("PS4")
        if raw is None:
            return ""
        text = raw
        if "$" in raw or "`" in raw:
            from agentsh.syntax.parser import lex_dynamic_word

            saved = self.options
            self.options = saved - {"xtrace"}
            try:
                text = self._expander.expand_word_nosplit(lex_dynamic_word(raw, A.NO_SPAN))
            except Exception:  # noqa: BLE001  (a broken PS4 must not break the trace)
                text = raw
            finally:
                self.options = saved
        if text:
            text = text[0] * (self.xtrace_level - 1) + text
        return text

    def _xtrace(self, io: IO, words: list[str], quote: bool = True) -> None:
        from agentsh.builtins.quoting import xtrace_quote

        body = " ".join(xtrace_quote(w) for w in words) if quote else " ".join(words)
        self.write_err(io, self._ps4() + body + "\n")

    def _xtrace_decl(self, argv: list[str], io: IO) -> list[str]:
        """A declaration command's array arguments as ``set -x`` shows them: each traced
        first as its own assignment (``+ a=('1' [k]='2')``: every value quoted), then the
        command with the name alone (``+ declare -a a``). The words to show."""
        arrays = self.decl_arrays
        if not arrays:
            return argv
        from agentsh.builtins.quoting import single_quote

        shown = list(argv)
        for i, elems in arrays.items():
            name = argv[i].partition("(")[0].removesuffix("=")  # (``name=(`` / ``name+=(``)
            op = "+=" if name.endswith("+") else "="
            name = name.removesuffix("+")
            items = " ".join(
                (f"[{single_quote(k)}]{'+=' if app else '='}" if k is not None else "")
                + single_quote(v)
                for k, v, app in elems
            )
            self.write_err(io, f"{self._ps4()}{name}{op}({items})\n")
            shown[i] = name
        return shown

    def _xtrace_exported(
        self, argv: list[str], arrays: dict[int, list[tuple[str | None, str, bool]]], io: IO
    ) -> None:
        """``export``/``readonly`` trace the scalar assignments they make, after the command
        (``+ export Z=1`` then ``+ Z=1``), as bash does (``arrays``: the array arguments,
        by argv index, traced before)."""
        from agentsh.builtins.quoting import xtrace_value

        for i, word in enumerate(argv[1:], 1):
            name, eq, value = word.partition("=")
            if eq and i not in arrays and is_name(name.removesuffix("+")):
                self.write_err(io, f"{self._ps4()}{name}={xtrace_value(value)}\n")

    def _xtrace_arrays(self, cmd: A.SimpleCommand, io: IO) -> None:
        """Array assignments are traced from their source (scalars at assignment time)."""
        for a in cmd.assigns:
            if a.array is not None:
                from agentsh.syntax.printer import format_word

                items = " ".join(format_word(el.value) for el in a.array)
                self.write_err(io, f"{self._ps4()}{a.name}{'+=' if a.append else '='}({items})\n")

    # -- traps ---------------------------------------------------------------------------
    def command_text(self) -> str:
        """``$BASH_COMMAND`` outside traps: the running (or last) command as bash prints it."""
        cmd = self.current_cmd
        if cmd is None:
            return ""
        from agentsh.syntax.printer import format_command

        return format_command(cmd)

    def run_trap(self, name: str, io: IO) -> None:
        """Run the action trapped for ``name`` (DEBUG, RETURN, SIGINT...) with ``$?`` kept."""
        action = self.traps.get(name)
        if not action:
            return
        tree = self._trap_tree(name, action, io)
        if tree is None:
            return
        saved_status = self.last_status
        saved_trap = self.trap_status
        self.trap_status = saved_status
        del self.traps[name]
        self.errexit_suppressed += 1
        try:
            self._exec_trap(tree, io)
        finally:
            self.trap_status = saved_trap
            self.errexit_suppressed -= 1
            self.traps.setdefault(name, action)
            self.last_status = saved_status

    def take_signals(self, io: IO) -> None:
        """Deliver the signals that subshells sent to ``$$``, when this shell is ``$$``'s
        own (not a subshell: it passes them on when it ends)."""
        if not self.is_subshell:
            while self.signals_for_main:
                self.deliver_signal(self.signals_for_main.pop(0), io)

    def deliver_signal(self, sig: str, io: IO, *, subshell: bool = False) -> bool:
        """A signal sent to this shell (``kill -TERM $$``; ``subshell``: to this subshell's
        own process, ``kill $BASHPID``): run its trap, or terminate.

        Returns True when the signal was handled by a trap (or ignored)."""
        from agentsh.builtins.core import signal_number

        if sig == "SIGKILL":  # (no trap runs: not one set for it, nor the EXIT trap)
            self.traps.pop("EXIT", None)
            e = ExitShell(137)
            e.signal = 9
            raise e
        if sig in self.traps:
            if self.traps[sig]:
                self.run_trap(sig, io)
            return True
        if sig in ("SIGCHLD", "SIGCONT", "SIGWINCH", "SIGURG"):
            return True
        if sig == "SIGQUIT" and not self.dash_messages and not subshell:
            return True  # (bash ignores it; a subshell's process does not)
        n = signal_number(sig) or 15
        e = ExitShell(128 + n)
        e.signal = n
        raise e


#: ``dict.get`` itself: a :class:`LazyEnv` not filled yet is not filled by it
_RAW_GET: Callable[[dict[str, str], str], str | None] = dict.get  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType, reportAssignmentType]

#: how bash names a trap's action in its syntax errors
_TRAP_SOURCES = {"ERR": "error trap", "DEBUG": "debug trap", "EXIT": "exit trap"}

#: command node class -> the Shell method that runs it (see Shell._dispatch)
_DISPATCH: dict[type, Callable[[Shell, Any, IO], int]] = {
    A.SimpleCommand: Shell.exec_simple,
    A.Pipeline: Shell.exec_pipeline,
    A.AndOr: Shell.exec_andor,
    A.BraceGroup: Shell._exec_brace_group,  # pyright: ignore[reportPrivateUsage]
    A.Subshell: Shell._exec_subshell,  # pyright: ignore[reportPrivateUsage]
    A.If: Shell.exec_if,
    A.While: Shell.exec_while,
    A.For: Shell.exec_for,
    A.ArithFor: Shell.exec_arith_for,
    A.Select: Shell.exec_select,
    A.Case: Shell.exec_case,
    A.FunctionDef: Shell._exec_function_def,  # pyright: ignore[reportPrivateUsage]
    A.ArithCommand: Shell.exec_arith_command,
    A.CondCommand: Shell.exec_cond_command,
    A.Coproc: Shell._exec_coproc,  # pyright: ignore[reportPrivateUsage]
    A.Redirected: Shell.exec_redirected,
}


_registry: list[Any] = []


_ARRAY_OPERATOR = re.compile(r";;&|;;|;&|&&|\|\||>>|<<|&>|[;|&<>()\n]")


def _array_assign_token(inner: str) -> str | None:
    """The operator bash meets first in the words of a compound assignment (outside quotes
    and escapes), which it reports as unexpected; None when there is none."""
    i, n = 0, len(inner)
    while i < n:
        c = inner[i]
        if c == "\\":
            i += 2
        elif c == "'":
            j = inner.find("'", i + 1)
            i = n if j < 0 else j + 1
        elif c == '"':
            i += 1
            while i < n and inner[i] != '"':
                i += 2 if inner[i] == "\\" else 1
            i += 1
        elif c == "$" and inner.startswith("$(", i):
            return None  # (a substitution: left to the general reading)
        else:
            m = _ARRAY_OPERATOR.match(inner, i)
            if m is not None and m.group() != "\n":
                return m.group()
            i += 1
    return None


def _load_registry() -> Any:
    """The command registry module (imported on the first command that is not a builtin)."""
    if not _registry:
        from agentsh.commands import registry

        _registry.append(registry)
    return _registry[0]


def _dash_builtins() -> dict[str, BuiltinFn]:
    """The builtins of the dash personality (``sh``): see exec/dash.py."""
    from agentsh.exec.dash import dash_builtin_table

    return dash_builtin_table(_builtins())


def _builtins() -> dict[str, BuiltinFn]:
    """The builtin table (imported on first use: builtins import this module)."""
    return _builtin_table[0] if _builtin_table else load_builtins()


#: how to get a subscript's text: ``(text, get, arg)`` as :func:`nosplit_getter` gives, and
#: the literal text's value as an indexed array's subscript (when it is plain digits)
_Subscript = tuple[str | None, Callable[[Any, Any], str], Any, int | None]
#: per assignment of :func:`_plain_assigns`: the node, its name, how to get its value (a
#: constant text, else ``get(expander, arg)``: see ``nosplit_getter``), and its subscript:
#: None (a scalar), how to get it (literal text or a plain ``$k``), or False (``assign``)
_AssignStep = tuple[
    A.Assign, str, str | None, Callable[[Any, Any], str], Any, _Subscript | Literal[False] | None
]
_AssignPlan = tuple[_AssignStep, ...]


def _subscript_shown(name: str, idx: str, a: A.Assign | None) -> str:
    """``name[...]`` in a bad-subscript message: the assignment's source text when known."""
    if a is None or a.index is None:
        return f"{name}[{idx}]"
    from agentsh.syntax.printer import format_word

    return f"{a.name}[{format_word(a.index)}]"


def _pure_word(word: A.Word) -> bool:
    """Whether expanding ``word`` (a subscript) has no effect and gives the same text when
    done twice: literal text, plain ``$k``, and ``$((...))`` of :func:`arith.pure`
    expressions (``k$((i % 50))``)."""
    for p in word.parts:
        t = type(p)
        if t is A.Lit or t is A.SingleQuoted or t is A.Escaped or plain_param(p):
            continue
        if isinstance(p, A.ArithSub) and arith_pure(p.expr):
            continue
        return False
    return True


def _plain_assigns(cmd: A.SimpleCommand) -> _AssignPlan | Literal[False]:
    """The plan of an assignment-only command whose assignments are ``name=word``,
    ``name+=word`` or ``name[sub]=word`` (no array value, not SECONDS) and that has no
    redirections; else False."""
    if cmd.redirs or cmd.words:
        return False
    plan: list[_AssignStep] = []
    for a in cmd.assigns:
        if a.array is not None or a.name == "SECONDS":
            return False
        index: _Subscript | Literal[False] | None = None
        if a.index is not None:
            # a subscript read twice (here, then by _assign_value) must have no side effects
            text, get, arg = nosplit_getter(a.index)
            if any(isinstance(q, A.SingleQuoted) for q in a.index.parts):
                index = False  # (kept quoted for an indexed array: Expander.expand_subscript)
            elif text is not None:
                index = (text, get, arg, plain_decimal(text))
            elif _pure_word(a.index):  # (``$k``: a plain_param part)
                index = (None, get, arg, None)
            else:
                index = False
        plan.append((a, a.name, *nosplit_getter(a.value), index))
    return tuple(plan)


#: per word of :func:`_decl_plan`: a constant text; else an assignment's ``name=`` and how to
#: get its value (``get(expander, arg)``); else (both None) a word ``arg`` to expand in full
_DeclPlan = tuple[tuple[str | None, str | None, Callable[[Any, Any], str] | None, Any], ...]


def _decl_plan(cmd: A.SimpleCommand) -> _DeclPlan | Literal[False]:
    """How to expand the words of ``local a=$1 b`` (a declaration builtin's): False when an
    assignment has an array value or a subscript (the general path)."""
    assigns = dict(cmd.decl_args)
    plan: list[tuple[str | None, str | None, Callable[[Any, Any], str] | None, Any]] = []
    for i, w in enumerate(cmd.words):
        a = assigns.get(i)
        if a is None:
            text = A.static_text(w)
            plan.append((text, None, None, None) if text is not None else (None, None, None, w))
        elif a.array is not None or a.index is not None:
            return False
        elif a.value is None:
            plan.append((a.name, None, None, None))
        else:
            prefix = a.name + ("+=" if a.append else "=")
            text, get, arg = nosplit_getter(a.value)
            if text is not None:
                plan.append((prefix + text, None, None, None))
            else:
                plan.append((None, prefix, get, arg))
    return tuple(plan)


def _file_read_redir(body: A.Script) -> A.Redir | None:
    """The ``< file`` of a ``$(< file)`` body (one command that is just that redirection)."""
    if len(body.body) != 1 or body.body[0].background:
        return None
    cmd = body.body[0].cmd
    if type(cmd) is not A.SimpleCommand or cmd.words or cmd.assigns or len(cmd.redirs) != 1:
        return None
    r = cmd.redirs[0]
    if r.op != "<" or r.fd not in (None, 0) or r.fd_var is not None:
        return None
    return r


def _null_command_forks(redirs: tuple[A.Redir, ...]) -> bool:
    """Whether bash runs a redirection-only command in a child (execute_null_command): when a
    redirection reads into, closes or dup-by-word's fd 0, or assigns an fd to a variable."""
    for r in redirs:
        if r.fd_var is not None:
            return True
        op = r.op
        if op in ("<", "<>", "<&"):
            if (r.fd if r.fd is not None else 0) != 0:
                continue
            if op != "<&":
                return True
            t = r.target
            if isinstance(t, A.Word) and not (
                len(t.parts) == 1 and isinstance(t.parts[0], A.Lit) and t.parts[0].text.isdigit()
            ):
                return True  # `0<&-` closes; `0<&$w` translates
    return False


def _part_text(cmd: A.ArithFor, which: int) -> str | None:
    """The source text of a ``for ((...))`` part (init 0, cond 1, step 2) as bash shows it in
    errors (without leading blanks), or None when unknown."""
    text = cmd.texts[which].lstrip(" \t\n")
    return text or None


#: :func:`_cmdsub_lines`'s layout of a substitution (kept with the node: ids are not reused)
_CMDSUB_LAYOUTS: dict[int, tuple[A.CommandSub, list[int], list[int]]] = {}


def _cmdsub_lines(cmd: A.CommandSub, outer: Callable[[int], int] | None) -> Callable[[int], int]:
    """The line numbers bash gives the commands of a multi-line ``$(...)`` (recorded from
    bash 5.2): it runs the text as it prints it back (``declare -f``'s layout: comments and
    blank lines gone, ``a |\n b`` on one line, ``a; b`` on one line, a compound command
    over several), numbered from the line where the substitution ends. A command gets its
    top-level statement's line (inside a compound command bash counts on; not here)."""
    layout = _CMDSUB_LAYOUTS.get(id(cmd))
    if layout is None or layout[0] is not cmd:
        from agentsh.syntax.printer import format_command

        starts: list[int] = []
        offsets: list[int] = []
        at = 0
        for st in cmd.body.body:
            starts.append(st.span.line)
            offsets.append(at)
            at += format_command(st.cmd).count("\n")
            joined = (
                st.span.end_line == st.cmd.span.end_line and st.span.end_col > st.cmd.span.end_col
            )
            if not joined:  # (a newline ends it, not ``;`` or ``&``)
                at += 1
        if len(_CMDSUB_LAYOUTS) >= 4096:
            _CMDSUB_LAYOUTS.clear()
        layout = _CMDSUB_LAYOUTS[id(cmd)] = (cmd, starts, offsets)
    _, starts, offsets = layout
    end = cmd.span.end_line if outer is None else outer(cmd.span.end_line)

    def line_of(line: int) -> int:
        return end + offsets[max(bisect_right(starts, line) - 1, 0)]

    return line_of


class _RedirFailed(Exception):
    """A redirection could not be performed (message already printed); ``status``: the
    command's (2 in dash)."""

    def __init__(self, status: int = 1) -> None:
        super().__init__()
        self.status = status


class _RedirArithFailed(_RedirFailed):
    """An arithmetic error while expanding a redirection's word, or an unset variable in a
    here-document (already reported); ``unbound``: a variable was unset."""

    def __init__(self, unbound: bool) -> None:
        super().__init__()
        self.unbound = unbound


_AssignFailed = AssignFailed  # (the name used here)


class _ArithFailed(Exception):
    pass


def _timeformat(fmt: str, real: float) -> str:
    """Expand bash's TIMEFORMAT (``%[p][l]R|U|S``, ``%P``, ``%%``)."""
    import re as _re

    def one(m: _re.Match[str]) -> str:
        prec = int(m.group(1)) if m.group(1) else 3
        long_form = bool(m.group(2))
        kind = m.group(3)
        if kind == "%":
            return "%"
        if kind == "P":
            return f"{0:.{min(prec, 3)}f}"
        value = real if kind == "R" else 0.0
        if long_form:
            mins, sec = divmod(value, 60)
            return f"{int(mins)}m{sec:.{min(prec, 3)}f}s"
        return f"{value:.{min(prec, 3)}f}"

    return _re.sub(r"%(\d)?(l)?([RUSP%])", one, fmt)


def _word_source(w: A.Word) -> str:
    out: list[str] = []
    for p in w.parts:
        if isinstance(p, A.Lit):
            out.append(p.text)
        elif isinstance(p, A.SingleQuoted):
            out.append("'" + p.text + "'")
        else:
            from agentsh.builtins.quoting import shell_quote

            out.append(shell_quote("".join(_flat(p))))
    return "".join(out)


def _flat(p: A.WordPart) -> list[str]:
    if isinstance(p, A.Lit | A.Escaped | A.SingleQuoted):
        return [p.text]
    if isinstance(p, A.DoubleQuoted):
        return [s for q in p.parts for s in _flat(q)]
    return []


_CaseMatchers = list[Callable[[str], object] | None]


def _case_matchers(
    cmd: A.Case, extglob: bool, nocase: bool
) -> tuple[_CaseMatchers, Callable[[str], Any] | None]:
    """Per item of ``cmd``: a predicate for its patterns when they are all literal text
    (expanding them is the identity), else None (expanded per run); and when all are, the
    :func:`pattern.selector` of the whole ``case`` (or None). Cached per node."""
    hit: tuple[bool, bool, _CaseMatchers, Any] | None = cmd.cache
    if hit is not None and hit[0] == extglob and hit[1] == nocase:
        return hit[2], hit[3]
    out: _CaseMatchers = []
    every: list[tuple[str, ...]] = []
    for item in cmd.items:
        texts: list[str] = []
        for w in item.patterns:
            parts = w.parts
            if len(parts) != 1 or not isinstance(lit := parts[0], A.Lit):
                break
            texts.append(lit.text)
        fn: Callable[[str], object] | None = None
        if len(texts) == len(item.patterns):
            try:
                fn = pattern_matcher(tuple(texts), extglob=extglob, nocase=nocase)
            except Exception:  # noqa: BLE001  (left to the per-run path and its errors)
                fn = None
        out.append(fn)
        if fn is not None:
            every.append(tuple(texts))
    select = None
    if len(every) == len(out) > 1:
        try:
            select = pattern_selector(every, extglob=extglob, nocase=nocase)
        except Exception:  # noqa: BLE001  (the items' own matchers do)
            select = None
    A.memo(cmd, "cache", (extglob, nocase, out, select))
    return out, select


__all__ = ["Shell", "CustomCommandSpec", "Var", "NullOutput", "FileOutput"]


#: Commands that often stop reading their input long before its end.
_EARLY_READERS = frozenset(("head",))
_EARLY_WHEN_FLAGGED = frozenset(("grep", "egrep", "fgrep", "rg"))
_AWKS = frozenset(("awk", "gawk", "mawk", "nawk"))


def _stops_early(cmd: A.Command) -> bool:
    """Whether a pipeline stage is a reader that may stop early: ``head``, ``grep -q``/``-m``,
    a sed script that may quit, an awk program that may exit (a guess from the literal
    words; a wrong one only changes when the stage starts: on a thread, a little sooner)."""
    if not isinstance(cmd, A.SimpleCommand):
        return False
    lits = cmd.lits
    if not lits:
        return False
    name = lits[0]
    if name in _EARLY_READERS:
        return True
    if name in _EARLY_WHEN_FLAGGED:
        for w in lits[1:]:
            if w.startswith("-") and not w.startswith("--") and ("q" in w or "m" in w):
                return True
            if w in ("--quiet", "--silent") or w.startswith("--max-count"):
                return True
    elif name == "sed":  # a script that may quit: ``sed 5q``, ``sed -n '/x/{p;q}'``
        return any("q" in w or "Q" in w for w in lits[1:])
    elif name in _AWKS:  # a program that may exit
        return any("exit" in w for w in lits[1:])
    return False
