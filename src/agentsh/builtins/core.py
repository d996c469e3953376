"""The core builtins: those that read or change the shell's own state.

Owns ``: true false echo printf cd pwd export unset exit return break continue test [ set
shift eval source . read type command builtin alias unalias let shopt trap exec wait local
declare typeset readonly getopts mapfile readarray hash umask jobs times dirs pushd popd
enable help history caller ulimit logout suspend bg fg disown kill compgen`` with bash's
flags, output formats, usage errors and statuses.

Every builtin has the signature ``(sh, argv, io) -> status``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from itertools import repeat
from typing import TYPE_CHECKING, Any, NoReturn

from agentsh.builtins.quoting import declare_quote, echo_decode, shell_quote, utf8_length
from agentsh.eval.arith import SPECIAL_SCALARS, ArithError, ArithUnboundError, eval_text
from agentsh.eval.cond import test_builtin
from agentsh.eval.words import DYNAMIC_ARRAYS
from agentsh.exec.errors import (
    AbortLine,
    AssignFailed,
    BreakLoop,
    ContinueLoop,
    ExitShell,
    LimitExceeded,
    ReturnFromFunction,
)
from agentsh.exec.io import IO
from agentsh.runtime.variables import (
    EVER_LOCAL,
    ReadonlyError,
    Var,
    drop_element,
    dset,
    is_name,
    next_index,
    store_element,
)
from agentsh.streams import BufferOutput, InputStream, UnreadableStdin, decode, encode
from agentsh.syntax import ParseError, parse
from agentsh.syntax.extglob import extglob_error, line_gate
from agentsh.vfs import FSError
from agentsh.vfs.paths import absolute, join

if TYPE_CHECKING:
    from collections.abc import Callable

    from agentsh.builtins.printf_impl import PrintfResult
    from agentsh.exec.shell import Shell
    from agentsh.syntax.extglob import LineGate


def _out(io: IO, text: str) -> None:
    io.stdout.write(encode(text))


def _parse_int(s: str) -> int | None:
    """bash's ``legal_number``: decimal digits with blanks around and a sign, within the
    64-bit range (``exit 9223372036854775808`` is "numeric argument required"); else None."""
    if s.isdigit() and s.isascii() and len(s) < 19:  # (the common case: plain digits)
        return int(s)
    t = s.strip()
    if t and t[0] in "+-":
        sign, t = t[0], t[1:]
    else:
        sign = ""
    if not (t.isascii() and t.isdigit()):
        return None
    n = int(sign + t)
    return n if -(1 << 63) <= n < 1 << 63 else None


# --------------------------------------------------------------------------------------------


def b_colon(sh: Shell, argv: list[str], io: IO) -> int:
    return 0


def b_false(sh: Shell, argv: list[str], io: IO) -> int:
    return 1


def b_echo(sh: Shell, argv: list[str], io: IO) -> int:
    if (len(argv) == 1 or argv[1][:1] != "-") and not sh.shopts.get("xpg_echo", False):
        # no option, no escapes: the words and a newline
        io.stdout.write(" ".join(argv[1:]).encode("utf-8", "surrogateescape") + b"\n")
        return 0
    args = argv[1:]
    newline = True
    escapes = sh.shopts.get("xpg_echo", False)
    while args and len(args[0]) > 1 and args[0][0] == "-" and all(c in "neE" for c in args[0][1:]):
        for c in args[0][1:]:
            if c == "n":
                newline = False
            elif c == "e":
                escapes = True
            else:
                escapes = False
        args = args[1:]
    text = " ".join(args)
    if escapes:
        text, stop = echo_decode(text)
        if stop:
            _out(io, text)
            return 0
    _out(io, text + ("\n" if newline else ""))
    return 0


_printf_run: list[Callable[..., PrintfResult]] = []
_printf_simple: list[Callable[[str, list[str]], str | None]] = []


def _load_printf() -> None:
    """printf's format engine, imported on the first ``printf`` (not at ``import agentsh``)."""
    from agentsh.builtins.printf_impl import printf_run, printf_simple

    _printf_run.append(printf_run)
    _printf_simple.append(printf_simple)


def b_printf(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    var = None
    if args and args[0] == "-v":
        if len(args) < 2:
            sh.err(io, "printf: -v: option requires an argument")
            sh.write_err(io, "printf: usage: printf [-v var] format [arguments]\n")
            return 2
        var = args[1]
        args = args[2:]
    dashdash = bool(args) and args[0] == "--"
    if dashdash:
        args = args[1:]
    if var is not None and not _valid_lvalue(var):
        sh.err(io, f"printf: `{var}': not a valid identifier")
        return 2
    if not args:
        sh.write_err(io, "printf: usage: printf [-v var] format [arguments]\n")
        return 2
    fmt = args[0]
    if var is None and not dashdash and fmt[:1] == "-" and len(fmt) > 1:
        sh.err(io, f"printf: {fmt[:2]}: invalid option")
        sh.write_err(io, "printf: usage: printf [-v var] format [arguments]\n")
        return 2

    if not _printf_run:
        _load_printf()
    text = _printf_simple[0](fmt, args[1:])  # the common case, without the format engine
    status = 0
    if text is None:

        def set_n(name: str, value: str) -> None:
            _set_lvalue(sh, name, value, io)

        res = _printf_run[0](
            fmt, args[1:], now=sh.fs.clock.peek(), shell_start=sh.start_time, set_var=set_n
        )
        for e in res.errors:
            sh.err(io, e)
        text, status = res.output, res.status
    if var is not None:
        if "[" in var or "allexport" in sh.options or not sh.vars.set_plain(var, text):
            if not _store(sh, var, text, io):  # (set_plain: a plain scalar, set_var's way)
                return 1
    else:
        _out(io, text)
    return status


@functools.lru_cache(maxsize=1024)
def _valid_lvalue(s: str) -> bool:
    if "[" in s and s.endswith("]"):
        base, _, idx = s[:-1].partition("[")
        return is_name(base) and idx != ""  # (``m[]``: not a valid identifier)
    return is_name(s)


def _set_lvalue(sh: Shell, name: str, value: str, io: IO) -> None:
    if "[" in name and name.endswith("]"):
        base, _, idx = name[:-1].partition("[")
        sh.set_index(base, idx, value, False, io)
    else:
        sh.set_var(name, value)


def _store(sh: Shell, name: str, value: str, io: IO) -> bool:
    """:func:`_set_lvalue` for a builtin's result (``read``, ``printf -v``): False after a
    failure, reported (a readonly variable here, a bad subscript by ``set_index``)."""
    try:
        _set_lvalue(sh, name, value, io)
    except ReadonlyError as e:
        sh.err(io, f"{e.name}: readonly variable")
        return False
    except AssignFailed:
        return False
    return True


def b_cd(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    physical = "physical" in sh.options
    while args and args[0].startswith("-") and len(args[0]) > 1 and args[0] != "-":
        if args[0] == "--":
            args = args[1:]
            break
        for c in args[0][1:]:
            if c == "P":
                physical = True
            elif c == "L":
                physical = False
            elif c in "e@":
                pass
            else:
                sh.err(io, f"cd: {args[0][:2]}: invalid option")
                sh.write_err(io, "cd: usage: cd [-L|[-P [-e]] [-@]] [dir]\n")
                return 2
        args = args[1:]
    if len(args) > 1:
        sh.err(io, "cd: too many arguments")
        return 1
    print_dir = False
    if not args:
        home = sh.vars.get_str("HOME")
        if home is None:
            sh.err(io, "cd: HOME not set")
            return 1
        target = home
    elif args[0] == "-":
        old = sh.vars.get_str("OLDPWD")
        if old is None:
            sh.err(io, "cd: OLDPWD not set")
            return 1
        target = old
        print_dir = True
    else:
        target = args[0]
    if target == "":  # (an empty HOME or OLDPWD too: nothing changes; cd - prints the line)
        if print_dir:
            _out(io, "\n")
        return 0
    candidates = [target]
    cdpath = sh.vars.get_str("CDPATH")
    if cdpath and not target.startswith("/") and not target.startswith("."):
        candidates = [f"{d.rstrip('/')}/{target}" if d else target for d in cdpath.split(":")]
        candidates.append(target)
    for i, cand in enumerate(candidates):
        new = join(sh.cwd, cand)
        try:
            st = sh.fs.stat(new)
        except FSError as e:
            if i == len(candidates) - 1:
                sh.err(io, f"cd: {target}: {e.strerror}")
                return 1
            continue
        if st.kind != "dir":
            if i == len(candidates) - 1:
                sh.err(io, f"cd: {target}: Not a directory")
                return 1
            continue
        if not sh.fs.access(new, 1):
            sh.err(io, f"cd: {target}: Permission denied")
            return 1
        if physical:
            new = sh.fs.realpath(new)
        if cand != target:
            print_dir = True
        old = sh.cwd
        sh.cwd = new
        sh.set_var("OLDPWD", old)
        sh.set_var("PWD", new)
        if print_dir:
            _out(io, new + "\n")
        return 0
    return 1


def b_pwd(sh: Shell, argv: list[str], io: IO) -> int:
    physical = False
    for a in argv[1:]:
        if a == "-P":
            physical = True
        elif a == "-L":
            physical = False
        elif a.startswith("-"):
            sh.err(io, f"pwd: {a[:2]}: invalid option")
            sh.write_err(io, "pwd: usage: pwd [-LP]\n")
            return 2
    cwd = sh.cwd
    if physical:
        try:
            cwd = sh.fs.realpath(cwd)
        except FSError:
            pass
    _out(io, cwd + "\n")
    return 0


def _operands(argv: list[str]) -> list[str]:
    """A builtin's arguments after one optional ``--`` (builtins that take no option)."""
    args = argv[1:]
    return args[1:] if args and args[0] == "--" else args


def b_exit(sh: Shell, argv: list[str], io: IO) -> int:
    args = _operands(argv)
    if not args:
        status = sh.last_status if sh.trap_status is None else sh.trap_status
    else:
        n = _parse_int(args[0])
        if n is None:
            sh.err(io, f"exit: {args[0]}: numeric argument required")
            status = 2
        elif len(args) > 1:
            sh.err(io, "exit: too many arguments")
            status = 1  # bash: the shell exits with status 1
        else:
            status = n & 255
    if sh.func_stack or sh.exit_keeps_redirs:
        # in a function or a ( ) subshell, bash runs the EXIT trap with the redirections
        # around the exit in effect (``f > /dev/null`` calling exit: the trap's output goes
        # there too); at top level and in $( ) they are undone first
        sh.last_status = status
        sh.run_exit_trap(io)
        status = sh.last_status
    raise ExitShell(status)


def _too_many(sh: Shell, name: str, io: IO) -> NoReturn:
    """bash's ``no_args``: a control builtin given an operand too many (``return 1 2``,
    ``shift 1 2``, ``break 1 2``) reports it and jumps to the top level, discarding the
    rest of the script (or subshell): it ends with status 1."""
    sh.err(io, f"{name}: too many arguments")
    raise ExitShell(1)


def b_return(sh: Shell, argv: list[str], io: IO) -> int:
    args = _operands(argv)
    if not args:
        status = sh.last_status
    elif (n := _parse_int(args[0])) is None:
        sh.err(io, f"return: {args[0]}: numeric argument required")
        status = 2
    elif len(args) > 1:
        _too_many(sh, "return", io)
    else:
        status = n & 255
    if not sh.func_stack and not getattr(sh, "sourcing", 0):
        sh.err(io, "return: can only `return' from a function or sourced script")
        return 2
    if sh.tail_depth == sh.call_depth:  # the function body's last command: no unwinding
        sh.tail_depth = -2
        return status
    raise ReturnFromFunction(status)


def _loop_ctl(sh: Shell, argv: list[str], io: IO, exc: type[BreakLoop] | type[ContinueLoop]) -> int:
    name = argv[0]
    if sh.loop_depth == 0:  # (checked first: ``break x`` outside a loop says only this)
        sh.err(io, f"{name}: only meaningful in a `for', `while', or `until' loop")
        return 0
    args = _operands(argv)
    n = 1
    if args:
        v = _parse_int(args[0])
        if v is None:
            sh.err(io, f"{name}: {args[0]}: numeric argument required")
            raise ExitShell(128)  # bash: a fatal error (jump to top level)
        if len(args) > 1:
            _too_many(sh, name, io)
        if v < 1:  # (break and continue alike: out of every enclosing loop, status 1)
            sh.err(io, f"{name}: {args[0]}: loop count out of range")
            sh.pipestatus = [1]
            raise BreakLoop(sh.loop_depth, 1)
        n = v
    # the last command run is this one (the raise skips exec_command's): ``$?`` is 0 in the
    # next iteration after a ``continue``
    sh.pipestatus = [0]
    sh.last_status = 0
    if sh.jump_depth == sh.loop_depth:  # a loop body's own statement: handed back
        sh.jump = exc(min(n, sh.loop_depth))
        return 0
    raise exc(min(n, sh.loop_depth))


def b_break(sh: Shell, argv: list[str], io: IO) -> int:
    return _loop_ctl(sh, argv, io, BreakLoop)


def b_continue(sh: Shell, argv: list[str], io: IO) -> int:
    return _loop_ctl(sh, argv, io, ContinueLoop)


def b_test(sh: Shell, argv: list[str], io: IO) -> int:
    bracket = argv[0] == "["
    status, msg = test_builtin(argv[1:], sh, bracket)  # pyright: ignore[reportArgumentType]
    if msg:
        sh.err(io, msg)
    return status


def b_shift(sh: Shell, argv: list[str], io: IO) -> int:
    n = 1
    args = _operands(argv)
    if args:
        v = _parse_int(args[0])
        if v is None:
            sh.err(io, f"shift: {args[0]}: numeric argument required")
            return 1
        if len(args) > 1:
            _too_many(sh, "shift", io)
        if v < 0:
            sh.err(io, f"shift: {args[0]}: shift count out of range")
            return 1
        n = v
    if n > len(sh.positional):
        return 1
    # in place (each list of positional parameters is the shell's own: ``set``, a call and
    # ``source`` make a new one): a ``while (( $# )); do ...; shift; done`` loop over N
    # parameters no longer copies N^2 / 2 of them, and ``source f a b`` still sees its own
    # list at the end, which bash then restores even after a shift
    del sh.positional[:n]
    return 0


# -- variables -------------------------------------------------------------------------------


#: the scalars the shell computes when read, and those of them bash lists as integers
_COMPUTED_SCALARS = (SPECIAL_SCALARS - {"_"}) | {"BASH_COMMAND", "BASH_ARGV0"}
_COMPUTED_INTEGERS = frozenset("SECONDS BASHPID RANDOM SRANDOM".split())


def _print_var(name: str, var: Var, for_decl: bool = True) -> str:
    flags = var.flags()
    if var.value is None:
        return (
            f"declare -{flags.lstrip('-') or '-'} {name}" if flags != "-" else f"declare -- {name}"
        )
    if isinstance(var.value, dict):
        if var.assoc:
            from agentsh.runtime.variables import assoc_keys

            d: dict[str, str] = var.value  # pyright: ignore[reportAssignmentType]
            items = " ".join(f"[{_assoc_key(k)}]={declare_quote(d[k])}" for k in assoc_keys(d))
            return f"declare -{flags} {name}=({items} )" if d else f"declare -{flags} {name}=()"
        items = " ".join(f"[{k}]={declare_quote(v)}" for k, v in sorted(var.value.items()))  # pyright: ignore
        return f"declare -{flags} {name}=({items})"
    return f"declare -{flags} {name}={declare_quote(var.value)}"


def _assoc_key(k: str) -> str:
    if k and all(c.isalnum() or c in "_-.,:/@%+" for c in k):
        return k
    return declare_quote(k)


#: declare's case attributes: -l, -u, and -c (capitalize: Var's lower and upper both set)
_CASINGS = frozenset("luc")


def _set_casing(var: Var, on: set[str], off: set[str]) -> None:
    """declare's -l/-u/-c (and +): one of them at a time (setting one clears the others;
    two at once turn all off); ``+X`` clears X only when X is the one set."""
    now = "c" if var.lower and var.upper else "l" if var.lower else "u" if var.upper else ""
    if now and now in off:
        now = ""
    wanted = on & _CASINGS
    if len(wanted) > 1:
        now = ""
    elif wanted:
        (now,) = wanted
    var.lower = now in ("l", "c")
    var.upper = now in ("u", "c")


def b_declare(sh: Shell, argv: list[str], io: IO) -> int:
    """declare / typeset / local / export / readonly."""
    cmd = argv[0]
    args = argv[1:]
    if cmd == "local" and sh.func_stack and not sh.decl_arrays and _local_fast(sh, args, io):
        return 0
    # keys are argv positions (argv[0] is the command name); make them positions in args
    arrays = {k - 1: v for k, v in sh.decl_arrays.items()}
    sh.decl_arrays = {}
    on: set[str] = set()
    off: set[str] = set()
    if cmd == "export":
        on.add("x")
    elif cmd == "readonly":
        on.add("r")
    local = cmd == "local"
    if local and not sh.func_stack:
        sh.err(io, "local: can only be used in a function")
        return 1
    i = 0
    valid = {
        "declare": "aAcfFgilnprtux",
        "typeset": "aAcfFgilnprtux",
        "local": "aAcilnprtux",
        "export": "fnp",
        "readonly": "aAfp",
    }[cmd]
    while i < len(args):
        a = args[i]
        if a == "--":
            i += 1
            break
        if len(a) > 1 and a[0] in "-+" and i not in arrays:
            target = on if a[0] == "-" else off
            for c in a[1:]:
                if c not in valid:
                    sh.err(io, f"{cmd}: {a[0]}{c}: invalid option")
                    usage = {
                        "declare": "declare: usage: declare [-aAfFgiIlnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]",
                        "typeset": "typeset: usage: typeset [-aAfFgiIlnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]",
                        "local": "local: usage: local [option] name[=value] ...",
                        "export": "export: usage: export [-fn] [name[=value] ...] or export -p",
                        "readonly": "readonly: usage: readonly [-aAf] [name[=value] ...] or readonly -p",
                    }[cmd]
                    sh.write_err(io, usage + "\n")
                    return 2
                target.add(c)
            i += 1
            continue
        break
    names = args[i:]
    base = i
    if local and "-" in names:  # ``local -``: the set options come back when the call ends
        frame = sh.vars.frames[-1]
        if frame.options is None:
            frame.options = frozenset(sh.options)
        kept = [k for k, n in enumerate(names) if n != "-"]
        if not kept:
            return 0
        arrays = {k: v for k, v in arrays.items() if k < base} | {
            base + j: arrays[base + k] for j, k in enumerate(kept) if base + k in arrays
        }
        names = [names[k] for k in kept]
    if cmd == "export" and "n" in on:
        on.discard("n")
        on.discard("x")
        off.add("x")
    if "f" in on or "F" in on:
        return _decl_functions(sh, cmd, names, on, off, io)
    if not names or "p" in on:
        sh.refresh_option_vars()  # (listings show them as stored)
    if not names or ("p" in on and not names):
        return _decl_list(sh, cmd, on, io)
    if "p" in on:
        status = 0
        for n in names:
            var = sh.vars.lookup(n) if not n.startswith("-") else None
            if (var is None and n in DYNAMIC_ARRAYS) or n == "PIPESTATUS":
                # computed on demand, as their expansions are (PIPESTATUS: always the last
                # command's); outside any function FUNCNAME is an array declared without a
                # value, BASH_LINENO and BASH_SOURCE are empty arrays
                var = sh.dynamic_array(n)
                if var is None and n != "PIPESTATUS":
                    var = Var(value=None if n == "FUNCNAME" else {}, indexed=True)
            if var is None and n == "_":
                var = Var(value=sh.underscore_before)  # (as it is while declare runs)
            if var is None and n in _COMPUTED_SCALARS:
                value = sh.special(n)  # (computed on demand, as their expansions are)
                if isinstance(value, str):
                    var = Var(value=value, integer=n in _COMPUTED_INTEGERS)
            if var is None:
                sh.err(io, f"{cmd}: {n}: not found")
                status = 1
                continue
            _out(io, _print_var(n, var) + "\n")
        return status
    status = 0
    glob = "g" in on
    for k, item in enumerate(names):
        idx = base + k
        name, op, value = item, "", None
        for sep in ("+=", "="):
            pos = item.find(sep)
            if pos > 0 and ("[" not in item[:pos] or item[:pos].endswith("]") or sep == "+="):
                eq = item.find("=")
                if sep == "+=" and (eq != pos + 1):
                    continue
                name, op, value = item[:pos], sep, item[pos + len(sep) :]
                break
        base_name = name.split("[", 1)[0]
        if (
            not is_name(base_name)
            or ("[" in name and not name.endswith("]"))
            or ("[" in name and cmd in ("export", "readonly"))  # (no element of an array)
        ):
            if cmd in ("export", "readonly") and is_name(base_name):
                item = name  # (bash names the element, without its value)
            sh.err(io, f"{cmd}: `{item}': not a valid identifier")
            status = 1
            continue
        if (
            value is not None
            and idx not in arrays
            and ("a" in on or "A" in on)
            and "[" not in name
            and value.startswith("(")
            and value.endswith(")")
        ):  # (``declare -a w="(1 2)"``, ``declare -a w=$z``: read as the array it spells)
            elems = sh.array_from_text(value, io)
            if elems is not None:
                arrays[idx] = elems
        in_local = local or (cmd in ("declare", "typeset") and bool(sh.func_stack) and not glob)
        if "n" in on and value is not None and idx not in arrays:
            if value and not nameref_target(value):
                sh.err(io, f"{cmd}: `{value}': invalid variable name for name reference")
                status = 1
                continue
            if not value:  # (a local is still made, without the attribute)
                if in_local and base_name not in sh.vars.frames[-1].vars:
                    sh.vars.frames[-1].vars[base_name] = Var()
                sh.err(io, f"{cmd}: `': not a valid identifier")
                status = 1
                continue
            if value == base_name and not in_local:
                sh.err(io, f"{cmd}: {base_name}: nameref variable self references not allowed")
                status = 1
                continue
            if value == base_name:  # (in a function: made, and bash warns twice)
                sh.err(io, f"{cmd}: warning: {base_name}: circular name reference")
                sh.err(io, f"warning: {base_name}: circular name reference")
        if in_local:
            var = sh.vars.frames[-1].vars.get(base_name)
            if var is None and local:
                outer = sh.vars.lookup(base_name)
                if outer is not None and outer.readonly:
                    sh.err(io, f"{cmd}: {base_name}: readonly variable")
                    status = 1
                    continue
            if var is None:
                var = Var()
                sh.vars.frames[-1].vars[base_name] = var
        else:
            if glob:
                var = sh.vars.globals.get(base_name)
                if var is None:
                    var = Var()
                    sh.vars.globals[base_name] = var
            else:
                var = sh.vars.get(base_name) if "n" not in on else sh.vars.lookup(base_name)
                if var is None:
                    var = sh.vars.ensure(base_name)
        if var.readonly and (value is not None or (on - {"r", "x", "g", "p"}) or ("r" in off)):
            named = f"{cmd}: " if cmd not in ("readonly", "export") else ""  # (as bash words it)
            sh.err(io, f"{named}{base_name}: readonly variable")
            status = 1
            continue
        if "n" in on and not var.nameref and idx not in arrays:
            if isinstance(var.value, dict):
                sh.err(io, f"{cmd}: {base_name}: reference variable cannot be an array")
                status = 1
                continue
            if value is None and var.value is not None and not nameref_target(var.value):
                sh.err(io, f"{cmd}: `{var.value}': invalid variable name for name reference")
                status = 1
                continue
        if "a" in on and "A" not in on and not var.assoc:
            if isinstance(var.value, str):
                var.value = {0: var.value}
            elif var.value is None and idx in arrays:
                var.value = {}
            var.indexed = True
        if "A" in on:
            if var.indexed or (isinstance(var.value, dict) and not var.assoc):
                sh.err(io, f"{cmd}: {base_name}: cannot convert indexed to associative array")
                status = 1
                continue
            if not var.assoc:
                var.assoc = True
                if isinstance(var.value, str):
                    var.value = {"0": var.value}
                elif idx in arrays:
                    var.value = {}
        for c, attr in (("i", "integer"), ("n", "nameref"), ("x", "exported"), ("t", "trace")):
            if c in on:
                setattr(var, attr, True)
            if c in off:
                setattr(var, attr, False)
        if on & _CASINGS or off & _CASINGS:
            _set_casing(var, on, off)
        try:
            if idx in arrays:
                sh.assign_array_values(base_name, arrays[idx], op == "+=", io, local=in_local)
            elif value is not None:
                if "[" in name:
                    sh.set_index(base_name, name[len(base_name) + 1 : -1], value, op == "+=", io)
                else:
                    if var.integer:
                        n = sh.arith_text(value)
                        if op == "+=":
                            cur = var.value if isinstance(var.value, str) else "0"
                            n += sh.arith_text(cur or "0")
                        value = str(n)
                    elif op == "+=":
                        value = (var.value if isinstance(var.value, str) else "") + value
                    value = var.cased(value)
                    if isinstance(var.value, dict):
                        if var.assoc:
                            var.value["0"] = value  # pyright: ignore
                        else:
                            store_element(var.value, 0, value)  # pyright: ignore
                    elif var.assoc:
                        var.value = {"0": value}
                    elif var.indexed:
                        var.value = {0: value}
                    else:
                        var.value = value
        except ReadonlyError as e:
            sh.err(io, f"{e.name}: readonly variable")
            status = 1
            continue
        except AssignFailed:
            status = 1  # a bad subscript (reported): the other names are still declared
            continue
        except Exception as e:
            _decl_arith_failed(sh, cmd, e, io)
        if "r" in on:
            var.readonly = True
        if "allexport" in sh.options and cmd != "local":
            var.exported = True
    return status


def nameref_target(s: str) -> bool:
    """Whether ``s`` may be what a nameref names: a variable name, or an element
    ``name[subscript]`` (brackets balanced, the subscript not empty), as bash checks."""
    if is_name(s):
        return True
    name, bracket, rest = s.partition("[")
    if not bracket or not rest.endswith("]") or len(rest) < 2 or not is_name(name):
        return False
    depth = 1
    for k, c in enumerate(rest):
        if c == "[":
            depth += 1
        elif c == "]":
            depth -= 1
            if depth == 0:
                return k == len(rest) - 1
    return False


def _local_fast(sh: Shell, args: list[str], io: IO) -> bool:
    """``local name[=value] ...`` of plain scalars (no options, no arrays, nothing readonly or
    with attributes in the way): done here, or False for the general path. One pass: the
    names before one the general path must handle are already done, as that path does them
    (it does them again: plain locals it finds already set, given the same values)."""
    vars = sh.vars
    frames = vars.frames
    top = frames[-1].vars
    # a function called from the top level: the one outer frame read directly (peek's way)
    below = frames[0].vars if len(frames) == 2 and type(frames[0].vars) is dict else None
    first = args[0] if args else ""
    if first == "-i":
        return _local_integers(sh, args, io)
    nameref = first == "-n"  # ``local -n ref=$1``: new namerefs to names
    for item in args[1:] if nameref else args:
        name, eq, value = item.partition("=")
        mine = top.get(name)
        if nameref and (mine is not None or value == name or not nameref_target(value)):
            return False  # (and no ``=``: an empty value)
        if mine is None:
            if not is_name(name):
                return False
            # an outer readonly variable cannot be shadowed
            outer = vars.peek(name) if below is None else below.get(name)
            if outer is not None and outer.readonly:
                return False
            if name not in EVER_LOCAL:  # (as LocalVars.__setitem__, without its call)
                EVER_LOCAL.add(name)
            dset(top, name, Var(value if eq else None, nameref=nameref))
        elif (
            mine.readonly or mine.nameref or mine.integer or mine.lower or mine.upper
            or mine.assoc or mine.indexed or mine.value.__class__ is dict
        ):  # fmt: skip
            return False
        elif eq:
            mine.value = value
    return True


def _local_integers(sh: Shell, args: list[str], io: IO) -> bool:
    """``local -i n=EXPR ...`` of new names (none already local, none with an outer readonly
    variable): checked first, then each made an integer and given its expression's value in
    order (``local -i a=2 b=a*3``), as the general path does; False (nothing done) for
    anything else."""
    vars = sh.vars
    top = vars.frames[-1].vars
    items = [item.partition("=") for item in args[1:]]
    for name, _eq, _value in items:
        if name in top or not is_name(name):
            return False
        outer = vars.peek(name)
        if outer is not None and outer.readonly:
            return False
    for name, eq, value in items:
        var = Var(integer=True)
        if name not in EVER_LOCAL:  # (as LocalVars.__setitem__, without its call)
            EVER_LOCAL.add(name)
        dset(top, name, var)
        if eq:
            try:
                var.value = str(sh.arith_text(value))
            except Exception as e:
                _decl_arith_failed(sh, "local", e, io)
    return True


def _decl_arith_failed(sh: Shell, cmd: str, e: Exception, io: IO) -> NoReturn:
    """An arithmetic error in a ``declare -i`` value or an element's subscript: told (an
    element's subscript without the builtin's name) and the shell exits, as bash's does;
    an unset variable under ``set -u`` is told there too (in the function, as bash does) and
    the shell exits; anything else goes on up."""
    from agentsh.eval.arith import ArithError, ArithUnboundError

    if isinstance(e, ArithUnboundError):
        sh.err(io, str(e))
        raise ExitShell(sh.unbound_status()) from None
    sh.end_on_subscript_error(e, io)
    if isinstance(e, ArithError):
        sh.err(io, f"{cmd}: {e}")
        raise ExitShell(1) from None
    raise e


def _decl_list(sh: Shell, cmd: str, on: set[str], io: IO) -> int:
    vis = sh.vars.visible() if cmd != "local" else dict(sh.vars.frames[-1].vars)
    lines: list[str] = []
    for name in sorted(vis):
        var = vis[name]
        if cmd == "export" or "x" in on:
            if not var.exported:
                continue
            lines.append(_print_var(name, var).replace("declare ", "declare ", 1))
            continue
        if cmd == "readonly" or "r" in on:
            if not var.readonly:
                continue
            lines.append(_print_var(name, var))
            continue
        if "a" in on and not (var.indexed and not var.assoc):
            continue
        if "A" in on and not var.assoc:
            continue
        if "i" in on and not var.integer:
            continue
        if "p" in on or cmd in ("declare", "typeset", "local"):
            if "p" in on or on:
                lines.append(_print_var(name, var))
            else:
                if var.value is None:
                    continue
                if isinstance(var.value, dict):
                    lines.append(_print_var(name, var).split(" ", 2)[2])
                else:
                    v = var.value
                    lines.append(f"{name}={shell_quote(v) if _needs_quote(v) else v}")
    if lines:
        _out(io, "\n".join(lines) + "\n")
    if cmd in ("declare", "typeset") and not on:
        for fname in sorted(sh.functions):
            _out(io, _function_text(sh, fname) + "\n")
    return 0


def _needs_quote(v: str) -> bool:
    return v == "" or any(not (c.isalnum() or c in "_-./:@%+,=") for c in v)


def _function_text(sh: Shell, name: str) -> str:
    from agentsh.syntax.printer import format_function

    return format_function(sh.functions[name])


def _decl_functions(
    sh: Shell, cmd: str, names: list[str], on: set[str], off: set[str], io: IO
) -> int:
    if cmd == "readonly" or (cmd in ("declare", "typeset") and "r" in on and names):
        for n in names:
            if n not in sh.functions:
                sh.err(io, f"{cmd}: {n}: not a function")
                return 1
            sh.readonly_functions.add(n)
        return 0
    exported = sh.exported_functions
    if cmd == "export" or ("x" in on and names):
        # ``export -f f`` / ``declare -fx f``: in the environment of the commands run
        # (``bash -c 'f'`` has it); ``export -nf f`` takes it out
        if not names:
            for fname in sorted(n for n in sh.functions if n in exported):
                _out(io, _function_text(sh, fname) + f"\ndeclare -fx {fname}\n")
            return 0
        status = 0
        for n in names:
            if n not in sh.functions:
                sh.err(io, f"{cmd}: {n}: not a function")
                status = 1
            elif "x" in off:
                exported.discard(n)
            else:
                exported.add(n)
        return status
    if not names:
        for fname in sorted(sh.functions):
            flag = "x" if fname in exported else ""
            if "F" in on:
                _out(io, f"declare -f{flag} {fname}\n")
            elif "x" in on and not flag:
                continue
            else:
                _out(io, _function_text(sh, fname) + "\n")
                if flag:
                    _out(io, f"declare -fx {fname}\n")
        return 0
    status = 0
    for n in names:
        if n not in sh.functions:
            status = 1
            continue
        if "F" in on:
            _out(io, n + "\n")
        else:
            _out(io, _function_text(sh, n) + "\n")
    return status


def b_unset(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    mode = ""
    while args and args[0].startswith("-") and len(args[0]) > 1:
        if args[0] == "--":
            args = args[1:]
            break
        for c in args[0][1:]:
            if c in "fvn":
                mode = c
            else:
                sh.err(io, f"unset: {args[0][:2]}: invalid option")
                sh.write_err(io, "unset: usage: unset [-f] [-v] [-n] [name ...]\n")
                return 2
        args = args[1:]
    status = 0
    for name in args:
        if mode == "f":
            sh.functions.pop(name, None)
            sh.exported_functions.discard(name)
            continue
        if "[" in name and name.endswith("]"):
            base, _, idx = name[:-1].partition("[")
            var = sh.vars.get(base)
            if var is None or var.value is None:
                continue
            if var.readonly:
                sh.err(io, f"unset: {base}: cannot unset: readonly variable")
                status = 1
                continue
            if idx in ("@", "*"):
                if isinstance(var.value, dict):
                    var.value = {}  # bash: the array stays declared, with no elements
                else:
                    sh.vars.unset(base)
                continue
            if isinstance(var.value, dict):
                if var.assoc:
                    var.value.pop(idx, None)  # pyright: ignore
                else:
                    try:
                        k = sh.arith_text(idx)
                    except ArithUnboundError:
                        raise
                    except ArithError as e:  # (a subscript's error ends the shell)
                        sh.err(io, str(e))
                        raise ExitShell(1) from None
                    if k < 0:
                        k = next_index(var.value) + k  # pyright: ignore
                        if k < 0:
                            sh.err(io, f"unset: [{idx}]: bad array subscript")
                            status = 1
                            continue
                    drop_element(var.value, k)  # pyright: ignore
            elif idx in ("0",):
                sh.vars.unset(base)
            continue
        if not is_name(name):
            if mode == "v":
                sh.err(io, f"unset: `{name}': not a valid identifier")
                status = 1
                continue
            if mode == "" and name in sh.functions:
                sh.functions.pop(name, None)
                sh.exported_functions.discard(name)
            continue
        var = sh.vars.lookup(name)
        if var is None and mode == "":
            if name in sh.functions:
                sh.functions.pop(name)
                sh.exported_functions.discard(name)
            continue
        try:
            if mode == "n":
                frames = sh.vars.frames
                for fr in reversed(frames):
                    if name in fr.vars:
                        if fr.vars[name].readonly:
                            raise ReadonlyError(name)
                        del fr.vars[name]
                        break
            else:
                sh.vars.unset(name)
        except ReadonlyError:
            sh.err(io, f"unset: {name}: cannot unset: readonly variable")
            status = 1
    return status


# -- evaluation -------------------------------------------------------------------------------


def b_eval(sh: Shell, argv: list[str], io: IO) -> int:
    args = _operands(argv)
    text = " ".join(args)
    if not text.strip():
        return 0
    if sh.lineno > 1:
        # the evaluated lines count from the line of the eval command (as bash reports them)
        text = "\n" * (sh.lineno - 1) + text
    try:
        script = parse(text)
    except ParseError as e:
        if e.partial is not None and e.partial.body:
            sh.exec_script(e.partial, io)
        for line in e.lines:
            msg = line
            if msg.startswith("-c: "):
                msg = msg[4:]
            sh.write_err(io, f"{sh.source_name()}: eval: {msg}\n")
        return 2
    if sh.call_depth >= sh.limits.max_call_depth:
        raise LimitExceeded("max_call_depth", "eval: maximum nesting depth exceeded")
    sh.call_depth += 1
    saved_line = sh.lineno
    sh.underscore = sh.underscore_before  # (bash sets ``$_`` once eval is done)
    sh.xtrace_level += 1  # (``set -x`` shows eval's commands one level down: ``++``)
    view = sh.alias_view
    if sh.aliases or view:  # (bash reads the text now, a line at a time: _lines_with_extglob)
        sh.alias_view = sh.read_now()
    try:
        gate = line_gate(script, text)
        if gate is None and not sh.shopts["expand_aliases"]:
            return sh.exec_script(script, io)
        # (line by line: a line with an extglob group is an error when extglob is off)
        status, bad = _lines_with_extglob(sh, script, gate, io)
        if bad is not None:
            for line in extglob_error(bad, text).lines:
                sh.write_err(io, f"{sh.source_name()}: eval: {line[4:]}\n")
            return 2
        return status
    finally:
        sh.call_depth -= 1
        sh.lineno = saved_line
        sh.alias_view = view
        sh.underscore = argv[-1]
        sh.xtrace_level -= 1


def _lines_with_extglob(
    sh: Shell, script: Any, gate: LineGate | None, io: IO
) -> tuple[int, int | None]:
    """Run ``script``'s statements a line at a time (see Shell.read_statement) until
    ``gate`` rejects a line: (the status, the line of the group, or None when all ran)."""
    status = 0
    unit_end = -1
    for stmt in script.body:
        unit_end = sh.read_statement(stmt, unit_end)
        bad = gate.rejected(stmt.span.line, sh.shopts["extglob"]) if gate is not None else None
        if bad is not None:
            return status, bad
        status = sh.exec_statement(stmt, io)
    return status, None


def _source_statements(
    sh: Shell, script: Any, io: IO, gate: LineGate | None
) -> tuple[int, int | None]:
    """Run a sourced file's top-level statements; an aborted line skips only that line.
    (status, None), or (status, the line of the group) when ``gate`` rejects a line."""
    status = 0
    skip_line = -1
    unit_end = -1
    for stmt in script.body:
        line = stmt.span.line
        unit_end = sh.read_statement(stmt, unit_end)
        if line == skip_line:
            continue
        if gate is not None:
            bad = gate.rejected(line, sh.shopts["extglob"])
            if bad is not None:
                return status, bad
        try:
            status = sh.exec_statement(stmt, io)
        except AbortLine as e:
            status = e.status
            skip_line = line
        sh.last_status = status
    return status, None


def b_source(sh: Shell, argv: list[str], io: IO) -> int:
    args = _operands(argv)
    if not args:
        sh.err(io, f"{argv[0]}: filename argument required")
        sh.write_err(io, f"{argv[0]}: usage: {argv[0]} filename [arguments]\n")
        return 2
    name = args[0]
    if not name:
        sh.err(io, ": No such file or directory")
        return 1
    path = absolute(sh.cwd, name)
    if "/" not in name:
        found = None
        for d in (sh.vars.get_str("PATH") or "").split(":"):
            cand = absolute(sh.cwd, f"{d or '.'}/{name}")
            if sh.fs.is_file(cand):
                found = cand
                break
        path = found or path
    special = sh.open_special(name, io) if name.startswith(("/dev/", "/proc/")) else None
    if special is not None:
        try:
            data = special.read()
        except UnreadableStdin as e:  # (/dev/stdin: absent when closed, else reopened)
            if e.closed:
                sh.err(io, f"{name}: No such file or directory")
                return 1
            data = b""
    else:
        if sh.fs.is_dir(path):
            sh.err(io, f"{argv[0]}: {name}: is a directory")
            return 1
        try:
            data = sh.fs.read_bytes(path)
        except FSError as e:
            sh.err(io, f"{name}: {e.strerror}")
            return 1
    parse_error: ParseError | None = None
    text = decode(data)
    try:
        script = parse(text)
    except ParseError as e:
        parse_error = e
        script = e.partial if e.partial is not None else parse("")
    if sh.call_depth >= sh.limits.max_call_depth:
        raise LimitExceeded("max_call_depth", f"{name}: maximum source nesting level exceeded")
    saved_pos = sh.positional
    source_pos: list[str] | None = None
    if len(args) > 1:
        sh.positional = source_pos = args[1:]
    sh.call_depth += 1
    sh.sourcing = getattr(sh, "sourcing", 0) + 1  # pyright: ignore[reportAttributeAccessIssue]
    saved_line = sh.lineno
    sh.source_frames.append((len(sh.func_stack), name, saved_line))
    status = 0
    view = sh.alias_view
    sh.underscore = sh.underscore_before  # (bash sets ``$_`` once the file is done)
    sh.xtrace_level += 1  # (its commands traced one level down, as eval's)
    try:
        status, bad = _source_statements(sh, script, io, line_gate(script, text))
        if bad is not None and parse_error is None:
            parse_error = extglob_error(bad, text)
        if parse_error is not None:
            for line in parse_error.lines:
                msg = line[4:] if line.startswith("-c: ") else line
                sh.write_err(io, f"{name}: {msg}\n")
            status = 2
        return status
    except ReturnFromFunction as e:
        status = e.status
        return status
    finally:
        if "RETURN" in sh.traps and (not sh.func_stack or "functrace" in sh.options):
            sh.last_status = status
            sh.run_trap("RETURN", io)
        sh.source_frames.pop()
        sh.sourcing -= 1  # pyright: ignore[reportAttributeAccessIssue]
        sh.call_depth -= 1
        sh.lineno = saved_line
        sh.alias_view = view
        sh.underscore = argv[-1]
        sh.xtrace_level -= 1
        if source_pos is not None and sh.positional is source_pos:
            # restored unless the sourced file set new ones (set --; not shift)
            sh.positional = saved_pos


def b_let(sh: Shell, argv: list[str], io: IO) -> int:
    if len(argv) < 2:
        sh.err(io, "let: expression expected")
        return 1
    v = 0
    for expr in argv[1:]:
        try:
            v = eval_text(expr, sh)  # pyright: ignore[reportArgumentType]  (sh.arith_text)
        except ArithUnboundError as e:  # (set -u: the shell ends, no "let:" in the message)
            sh.err(io, str(e))
            raise ExitShell(sh.unbound_status()) from None
        except ArithError as e:
            sh.end_on_subscript_error(e, io)
            sh.err(io, f"let: {e}")
            return 1
        except ReadonlyError as e:
            sh.err(io, f"{e.name}: readonly variable")
            return 1
    return 0 if v != 0 else 1


# -- read / mapfile -------------------------------------------------------------------------


#: raw, delim, nchars, exact (-N), array, fd (-1: standard input), names, poll (``-t 0``)
_ReadOpts = tuple[bool, str, int | None, bool, str | None, int, list[str], bool]
_read_opts_cache: dict[tuple[str, ...], _ReadOpts] = {}


def b_read(sh: Shell, argv: list[str], io: IO) -> int:
    key = tuple(argv)
    opts = _read_opts_cache.get(key)
    if opts is None:
        parsed = _read_options(sh, argv, io)
        if isinstance(parsed, int):
            return parsed
        opts = parsed
        if len(_read_opts_cache) >= 512:
            _read_opts_cache.clear()
        _read_opts_cache[key] = opts  # a loop's `read` parses its options once
    raw, delim, nchars, exact, array, fd, names, poll = opts
    if poll:
        return _read_poll(sh, io, fd)
    return _read_record(sh, io, raw, delim, nchars, exact, array, fd, names)


def _read_poll(sh: Shell, io: IO, fd: int) -> int:
    """``read -t 0``: whether input is there to read, reading none of it. Here it always
    is: the commands before a pipe's reader have written, and end of file counts (bash's
    ``read -t 0 </dev/null`` is true too)."""
    if isinstance(io.fds.get(max(fd, 0)), InputStream):
        return 0
    if fd >= 0 and io.fds.get(fd) is None:
        sh.err(io, f"read: {fd}: invalid file descriptor: Bad file descriptor")
    return 1


#: ``read -t``'s timeouts: digits, at most one dot (bash's "invalid timeout specification")
_READ_TIMEOUT = re.compile(r"[0-9]*(?:\.[0-9]*)?")


def _read_options(sh: Shell, argv: list[str], io: IO) -> _ReadOpts | int:
    """``read``'s options and variable names, or the exit status after a usage error."""
    args = argv[1:]
    raw = False
    delim = "\n"
    nchars: int | None = None
    exact = False
    prompt = ""
    array: str | None = None
    fd = -1  # (standard input, no -u)
    silent = False
    poll = False
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            i += 1
            break
        if not a.startswith("-") or a == "-":
            break
        j = 1
        while j < len(a):
            c = a[j]
            if c in "rse":
                if c == "r":
                    raw = True
                if c == "s":
                    silent = True
                j += 1
                continue
            if c in "dnNptaiu":
                val = a[j + 1 :]
                if not val:
                    i += 1
                    if i >= len(args):
                        sh.err(io, f"read: -{c}: option requires an argument")
                        sh.write_err(
                            io,
                            "read: usage: read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]\n",
                        )
                        return 2
                    val = args[i]
                if c == "d":
                    delim = val[:1] if val else "\0"
                elif c in "nN":
                    n = _parse_int(val)
                    if n is None or n < 0:
                        sh.err(io, f"read: {val}: invalid number")
                        return 1
                    nchars = n
                    exact = c == "N"
                elif c == "p":
                    prompt = val
                elif c == "t":
                    # (no waiting here: input is there or at its end at once)
                    if _READ_TIMEOUT.fullmatch(val) is None:
                        sh.err(io, f"read: {val}: invalid timeout specification")
                        return 1
                    poll = not val.strip("0.")
                elif c == "a":
                    array = val
                elif c == "u":
                    n = _parse_int(val)
                    if n is None or n < 0:
                        sh.err(io, f"read: {val}: invalid file descriptor specification")
                        return 1
                    fd = n
                break
            sh.err(io, f"read: -{c}: invalid option")
            sh.write_err(
                io,
                "read: usage: read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]\n",
            )
            return 2
        i += 1
    names = args[i:]
    del prompt, silent  # prompts go to a terminal only; there is none
    if names and not _valid_lvalue(names[0]):
        # (bash checks the first name before reading, the others as it assigns them)
        sh.err(io, f"read: `{names[0]}': not a valid identifier")
        return 1
    return raw, delim, nchars, exact, array, fd, names, poll


#: IFS -> its blank characters (space, tab, newline)
_IFS_BLANKS: dict[str, str] = {}


def _ifs_blanks(ifs: str) -> str:
    """The IFS whitespace characters of ``ifs`` (they separate fields in runs)."""
    ws = _IFS_BLANKS.get(ifs)
    if ws is None:
        ws = "".join(c for c in ifs if c in " \t\n")
        if len(_IFS_BLANKS) < 64:
            _IFS_BLANKS[ifs] = ws
    return ws


def _read_ifs(sh: Shell) -> str:
    """The IFS read splits with: the one of ``IFS=text read`` (handed over, see
    ``Shell.read_ifs``), else the variable's."""
    ifs = sh.read_ifs
    if ifs is None:
        ifs = sh.vars.get_str("IFS")
    return " \t\n" if ifs is None else ifs


def _read_record(
    sh: Shell,
    io: IO,
    raw: bool,
    delim: str,
    nchars: int | None,
    exact: bool,
    array: str | None,
    fd: int,
    names: list[str],
) -> int:
    stream = io.fds.get(max(fd, 0))
    if not isinstance(stream, InputStream):
        # (bash: a closed descriptor named by -u is invalid; reading standard input when
        # closed, or a descriptor open for writing only, is a read error)
        if stream is None and fd >= 0:
            sh.err(io, f"read: {fd}: invalid file descriptor: Bad file descriptor")
        else:
            sh.err(io, f"read: read error: {max(fd, 0)}: Bad file descriptor")
        return 1
    if raw and nchars is None and array is None and names and delim == "\n":
        # the loop's `read -r line` / `read -r a b c`: one record, no escapes
        line = stream.readline(b"\n")
        got = line.endswith(b"\n")
        if got:
            line = line[:-1]
        if b"\0" in line:
            line = line.replace(b"\0", b"")  # bash's read drops NUL bytes
        text = decode(line)
        ifs = _read_ifs(sh)
        if len(names) == 1:
            if ifs and text:
                ws = _ifs_blanks(ifs)
                if ws == ifs:
                    text = text.strip(ws)
                else:
                    vals = _read_split(text, ifs, True, 1)
                    text = vals[0] if vals else ""
            name = names[0]
            if "[" not in name and "allexport" not in sh.options and sh.vars.set_plain(name, text):
                return 0 if got else 1  # a plain scalar, as the loop's second line finds it
            if not _store(sh, name, text, io):
                return 1
            return 0 if got else 1
        if ifs == " \t\n" and text.isprintable():  # blanks are spaces only (no \t \r...)
            values = text.strip(" ").split(None, len(names) - 1)
        else:
            values = _read_split(text, ifs, True, len(names))
        plain = "allexport" not in sh.options
        set_plain = sh.vars.set_plain
        for k, n in enumerate(names):
            value = values[k] if k < len(values) else ""
            if not _valid_lvalue(n):
                sh.err(io, f"read: `{n}': not a valid identifier")
                return 1
            if plain and "[" not in n and set_plain(n, value):
                continue
            if not _store(sh, n, value, io):
                return 1
        return 0 if got else 1
    # read the record
    buf: bytes | bytearray = bytearray()
    got_delim = False
    dbyte = delim.encode()[:1] if delim != "\0" else b"\0"
    if nchars is not None:
        count = 0
        while count < nchars:
            b = stream.read(1)
            if not b:
                break
            if b == b"\0" and dbyte != b"\0":
                continue  # dropped, and not counted
            if not exact and b == dbyte:
                got_delim = True
                break
            if not raw and not exact and b == b"\\":
                nb = stream.read(1)
                if nb == b"\n":
                    continue
                buf += b"\\" + nb
                count += 1
                continue
            buf += b
            more = utf8_length(b[0]) - 1  # (characters, in UTF-8: the rest of this one)
            while more > 0 and 0x80 <= (stream.peek1() or b"\0")[0] <= 0xBF:
                buf += stream.read(1)
                more -= 1
            count += 1
        if count >= nchars:
            got_delim = True
    else:
        first = True
        while True:
            line = stream.readline(dbyte)
            if not line:
                break
            if first:
                first = False
                if line.endswith(dbyte) and (raw or not line.endswith(b"\\" + dbyte)):
                    buf = line[:-1]  # the common case: one whole record, no continuation
                    got_delim = True
                    break
            if line.endswith(dbyte):
                line = line[:-1]
                if not raw and line.endswith(b"\\") and not _escaped_backslash(line):
                    buf += line[:-1]
                    if dbyte != b"\n":
                        buf += dbyte
                    continue
                buf += line
                got_delim = True
                break
            buf += line
            break
    if b"\0" in buf:
        buf = buf.replace(b"\0", b"")  # bash's read drops NUL bytes
    text = decode(bytes(buf))
    ifs = _read_ifs(sh)
    if exact:
        values = [text]
        if array is None and names:
            sh.set_var(names[0], text)
            return 0 if got_delim else 1
    if array is not None:
        if not is_name(array):  # (checked once the record is read, as bash does)
            sh.err(io, f"read: `{array}': not a valid identifier")
            return 1
        fields = _read_split(text, ifs, raw, None)
        var = sh.vars.get(array)
        if var is not None and var.assoc:
            sh.err(io, f"read: {array}: not an indexed array")
            return 1
        if var is not None and not (
            var.nameref or var.readonly or var.integer or var.lower or var.upper
        ):  # an existing plain array (or scalar): the loop's second line finds it
            var.value = dict(enumerate(fields))
            var.indexed = True
            return 0 if got_delim else 1
        try:
            sh.assign_array_values(array, [(None, f, False) for f in fields], False, io)
        except ReadonlyError as e:
            sh.err(io, f"{e.name}: readonly variable")
            return 1
        return 0 if got_delim else 1
    if not names:
        val = text if raw else _unescape_read(text)
        sh.set_var("REPLY", val)
        return 0 if got_delim else 1
    values = _read_split(text, ifs, raw, len(names))
    for k, n in enumerate(names):
        if not _valid_lvalue(n):
            sh.err(io, f"read: `{n}': not a valid identifier")
            return 1
        if not _store(sh, n, values[k] if k < len(values) else "", io):
            return 1
    return 0 if got_delim else 1


def _escaped_backslash(line: bytes) -> bool:
    n = 0
    for c in reversed(line):
        if c == 0x5C:
            n += 1
        else:
            break
    return n % 2 == 0


def _unescape_read(s: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append(s[i + 1])
            i += 2
            continue
        if s[i] == "\\":
            i += 1
            continue
        out.append(s[i])
        i += 1
    return "".join(out)


@functools.lru_cache(maxsize=8)
def _blank_runs(ws: str) -> re.Pattern[str]:
    return re.compile(f"[{re.escape(ws)}]+")


@functools.lru_cache(maxsize=8)
def _delims(chars: str) -> re.Pattern[str]:
    return re.compile(f"[{re.escape(chars)}]")


def _read_split(text: str, ifs: str, raw: bool, nvars: int | None) -> list[str]:
    """Split a read line by IFS; the last variable takes the rest (with escapes honoured)."""
    ws = _ifs_blanks(ifs)
    if raw or "\\" not in text:
        # fast paths (no escapes to honour): one variable, or no IFS at all
        if not ifs:
            return [text] if text else []
        if ws == ifs:
            # IFS of blanks only (the default): runs of them separate, ends are trimmed; the
            # last variable keeps the rest with its inner blanks
            text = text.strip(ws)
            if not text:
                return []
            if nvars == 1:
                return [text]
            return _blank_runs(ws).split(text, 0 if nvars is None else nvars - 1)
        if not ws and nvars is None:
            # ``IFS=, read -a``: every delimiter ends a field (empty ones too); a delimiter
            # at the very end ends the last field without starting another
            fields = text.split(ifs) if len(ifs) == 1 else _delims(ifs).split(text)
            if fields[-1] == "":
                fields.pop()
            return fields
        if not ws and nvars is not None:
            # ``IFS=, read -r a b c``: the same cuts, the last variable taking the rest, less
            # one delimiter at its very end when it is the rest's only one
            if not text:
                return []
            if nvars == 1:
                fields = [text]
            elif len(ifs) == 1:
                fields = text.split(ifs, nvars - 1)
            else:
                fields = _delims(ifs).split(text, nvars - 1)
            last = fields[-1]
            if len(fields) == nvars and last and last[-1] in ifs:
                if not (set(last[:-1]) & set(ifs)):
                    fields[-1] = last[:-1]
            return fields
    # tokenise into (char, escaped)
    chars: list[tuple[str, bool]] = []
    i = 0
    while i < len(text):
        c = text[i]
        if not raw and c == "\\" and i + 1 < len(text):
            chars.append((text[i + 1], True))
            i += 2
            continue
        if not raw and c == "\\":
            i += 1
            continue
        chars.append((c, False))
        i += 1
    n = len(chars)
    pos = 0
    while pos < n and not chars[pos][1] and chars[pos][0] in ws:
        pos += 1
    fields: list[str] = []
    while pos < n:
        if nvars is not None and len(fields) == nvars - 1:
            # the rest, minus trailing IFS whitespace
            end = n
            while end > pos and not chars[end - 1][1] and chars[end - 1][0] in ws:
                end -= 1
            rest = chars[pos:end]
            # a trailing single non-ws IFS char is stripped when it is the only one
            fields.append("".join(c for c, _ in rest))
            if (
                fields[-1]
                and len(rest)
                and not rest[-1][1]
                and rest[-1][0] in ifs
                and rest[-1][0] not in ws
            ):
                # bash strips one trailing non-whitespace delimiter if no further fields
                inner = rest[:-1]
                if not any((c in ifs and not e) for c, e in inner):
                    fields[-1] = "".join(c for c, _ in inner)
            return fields
        cur: list[str] = []
        while pos < n and (chars[pos][1] or chars[pos][0] not in ifs):
            cur.append(chars[pos][0])
            pos += 1
        fields.append("".join(cur))
        # consume delimiter
        while pos < n and not chars[pos][1] and chars[pos][0] in ws:
            pos += 1
        if pos < n and not chars[pos][1] and chars[pos][0] in ifs and chars[pos][0] not in ws:
            pos += 1
            while pos < n and not chars[pos][1] and chars[pos][0] in ws:
                pos += 1
    return fields


def b_mapfile(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    delim = b"\n"
    count = 0
    origin = 0
    skip = 0
    strip = False
    fd = -1  # (standard input, no -u)
    callback: str | None = None
    quantum = 5000
    i = 0
    while i < len(args) and args[i].startswith("-") and len(args[i]) > 1:
        a = args[i]
        c = a[1]
        if c == "t":
            strip = True
            i += 1
            continue
        if c in "dnOsucC":
            val = a[2:] or (args[i + 1] if i + 1 < len(args) else None)
            if val is None:
                sh.err(io, f"{argv[0]}: -{c}: option requires an argument")
                return 2
            if not a[2:]:
                i += 1
            if c == "d":
                delim = val.encode()[:1] or b"\0"
            elif c == "C":
                callback = val
            else:
                # bash's legal_number (blanks and a sign allowed, within 64 bits), then
                # each option's range
                n = _parse_int(val)
                if c == "u":
                    if n is None or not 0 <= n < 1 << 31:
                        sh.err(io, f"{argv[0]}: {val}: invalid file descriptor specification")
                        return 1
                    fd = n
                elif c == "c":
                    if n is None or n <= 0:
                        sh.err(io, f"{argv[0]}: {val}: invalid callback quantum")
                        return 1
                    quantum = n
                elif n is None or n < 0:
                    what = "array origin" if c == "O" else "line count"
                    sh.err(io, f"{argv[0]}: {val}: invalid {what}")
                    return 1
                elif c == "n":
                    count = n
                elif c == "O":
                    origin = n
                else:
                    skip = n
            i += 1
            continue
        sh.err(io, f"{argv[0]}: -{c}: invalid option")
        sh.write_err(
            io,
            f"{argv[0]}: usage: {argv[0]} [-d delim] [-n count] [-O origin] [-s count] [-t] "
            "[-u fd] [-C callback] [-c quantum] [array]\n",
        )
        return 2
    name = args[i] if i < len(args) else "MAPFILE"
    if not is_name(name):
        sh.err(io, f"{argv[0]}: `{name}': not a valid identifier")
        return 1
    existing = sh.vars.get(name)
    if existing is not None and existing.assoc:
        sh.err(io, f"{argv[0]}: {name}: not an indexed array")
        return 1

    stream = io.fds.get(max(fd, 0))
    if not isinstance(stream, InputStream):
        # (bash: a closed descriptor named by -u is invalid; standard input closed, or a
        # descriptor open for writing only, reads as empty)
        if stream is None and fd >= 0:
            sh.err(io, f"{argv[0]}: {fd}: invalid file descriptor: Bad file descriptor")
            return 1
        stream = InputStream()
    if delim == b"\0":
        strip = True  # a kept NUL would end bash's C string: the same as -t
    items: list[tuple[str | None, str, bool]]
    if not count and callback is None and delim[0] < 0x80:
        # the whole input at once: one decode and one split (an ASCII delimiter splits the
        # text where it splits the bytes), no per-line reads or subscripts
        lines = decode(stream.read()).split(delim.decode())
        last = lines.pop()  # after the last delimiter: "" when the input ends with one
        if not strip:
            end = delim.decode()
            lines = [line + end for line in lines]
        if last:
            lines.append(last)
        if skip:
            del lines[:skip]
        keys: Iterable[str | None] = (
            repeat(None) if origin == 0 else map(str, range(origin, origin + len(lines)))
        )
        items = list(zip(keys, lines, repeat(False), strict=False))
    else:
        items = []
        n = 0
        idx = origin
        for line in stream.lines(delim):
            if skip > 0:
                skip -= 1
                continue
            if strip and line.endswith(delim):
                line = line[: -len(delim)]
            items.append((str(idx), decode(line), False))
            if callback is not None and quantum > 0 and (n + 1) % quantum == 0:
                b_eval(sh, ["eval", f"{callback} {idx} {shell_quote(decode(line))}"], io)
            idx += 1
            n += 1
            if count and n >= count:
                break
    try:
        sh.assign_array_values(name, items, origin != 0 and sh.vars.get(name) is not None, io)
    except ReadonlyError as e:
        sh.err(io, f"{e.name}: readonly variable")
        return 1
    return 0


# -- introspection -------------------------------------------------------------------------

KEYWORDS = frozenset(
    "if then else elif fi case esac for select while until do done in function time { } ! [[ ]] coproc".split()
)


def _type_of(sh: Shell, name: str, every: bool = False) -> list[tuple[str, str]]:
    """What ``name`` runs as, in the order bash looks: (kind, detail) pairs. A command run
    before (in ``hash``'s table) is ("hashed", path); ``every`` (``type -a``) searches PATH
    for each file instead, in every directory of PATH that holds it."""
    from agentsh.builtins import BUILTINS
    from agentsh.commands import registry

    out: list[tuple[str, str]] = []
    if name in sh.aliases and (sh.shopts["expand_aliases"] or sh.dash_messages):
        out.append(("alias", sh.aliases[name]))
    if name in KEYWORDS:
        out.append(("keyword", ""))
    if name in sh.functions:
        out.append(("function", ""))
    if name in BUILTINS:
        out.append(("builtin", ""))
    if "/" in name:
        if sh.fs.is_file(absolute(sh.cwd, name)):
            out.append(("file", name))
        return out
    hit = sh.hash_table().get(name) if not every else None
    if hit is not None:
        out.append(("hashed", hit[1]))
    elif name in sh.custom_commands:
        out.append(("file", f"/usr/bin/{name}"))
    elif not every:
        p = sh._search_path(name)  # pyright: ignore[reportPrivateUsage]
        if p is None and registry.exists(name) and (bin_dir := sh.bin_dir()) is not None:
            p = f"{bin_dir}/{name}"  # (a filesystem without the commands' files)
        if p:
            out.append(("file", p))
    else:
        out += [("file", p) for p in sh.path_files(name)]
    return out


def b_type(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    flags: set[str] = set()
    while args and args[0].startswith("-") and len(args[0]) > 1:
        if args[0] == "--":
            args = args[1:]
            break
        for c in args[0][1:]:
            if c not in "afptP":
                sh.err(io, f"type: -{c}: invalid option")
                sh.write_err(io, "type: usage: type [-afptP] name [name ...]\n")
                return 2
            flags.add(c)
        args = args[1:]
    status = 0
    for name in args:
        kinds = _type_of(sh, name, "a" in flags)
        if "f" in flags:
            kinds = [k for k in kinds if k[0] != "function"]
        if "P" in flags:
            kinds = [k for k in kinds if k[0] in ("file", "hashed")]
        if not kinds:
            if "t" not in flags and "p" not in flags and "P" not in flags:
                sh.err(io, f"type: {name}: not found")
            status = 1
            continue
        if "a" not in flags:
            kinds = kinds[:1]
        for kind, extra in kinds:
            if "t" in flags:
                _out(io, ("file" if kind == "hashed" else kind) + "\n")
            elif "p" in flags or "P" in flags:
                if kind == "file" or kind == "hashed":
                    _out(io, extra + "\n")
            elif kind == "hashed":
                _out(io, f"{name} is hashed ({extra})\n")
            elif kind == "alias":
                _out(io, f"{name} is aliased to `{extra}'\n")
            elif kind == "keyword":
                _out(io, f"{name} is a shell keyword\n")
            elif kind == "function":
                _out(io, f"{name} is a function\n{_function_text(sh, name)}\n")
            elif kind == "builtin":
                _out(io, f"{name} is a shell builtin\n")
            else:
                _out(io, f"{name} is {extra}\n")
    return status


def b_command(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    flags: set[str] = set()
    while args and args[0].startswith("-") and len(args[0]) > 1:
        if args[0] == "--":
            args = args[1:]
            break
        for c in args[0][1:]:
            if c not in "pvV":
                sh.err(io, f"command: -{c}: invalid option")
                sh.write_err(io, "command: usage: command [-pVv] command [arg ...]\n")
                return 2
            flags.add(c)
        args = args[1:]
    if not args:
        return 0
    if "v" in flags or "V" in flags:
        found = False  # (bash: 0 when any name was found)
        for name in args:
            kinds = _type_of(sh, name)
            if not kinds:
                if "V" in flags:
                    sh.err(io, f"command: {name}: not found")
                continue
            found = True
            kind, extra = kinds[0]
            if "V" in flags:
                if kind == "hashed":
                    _out(io, f"{name} is hashed ({extra})\n")
                elif kind == "alias":
                    _out(io, f"{name} is aliased to `{extra}'\n")
                elif kind == "keyword":
                    _out(io, f"{name} is a shell keyword\n")
                elif kind == "function":
                    _out(io, f"{name} is a function\n{_function_text(sh, name)}\n")
                elif kind == "builtin":
                    _out(io, f"{name} is a shell builtin\n")
                else:
                    _out(io, f"{name} is {extra}\n")
            else:
                if kind == "alias":
                    _out(io, f"alias {name}='{extra}'\n")
                elif kind == "file" or kind == "hashed":
                    _out(io, extra + "\n")
                else:
                    _out(io, name + "\n")
        return 0 if found else 1
    from agentsh.builtins import BUILTINS

    b = BUILTINS.get(args[0])
    if b is not None:
        return sh._call_builtin(b, args, io)  # pyright: ignore[reportPrivateUsage]
    return sh.run_external(args, sh.vars.exported(), io)


def b_builtin(sh: Shell, argv: list[str], io: IO) -> int:
    from agentsh.builtins import BUILTINS

    if len(argv) < 2:
        return 0
    b = BUILTINS.get(argv[1])
    if b is None:
        sh.err(io, f"builtin: {argv[1]}: not a shell builtin")
        return 1
    return sh._call_builtin(b, argv[1:], io)  # pyright: ignore[reportPrivateUsage]


def b_alias(sh: Shell, argv: list[str], io: IO) -> int:
    args = [a for a in argv[1:] if a != "-p"]
    if not args:
        for k in sorted(sh.aliases):
            _out(io, f"alias {k}={shell_quote(sh.aliases[k])}\n")
        return 0
    status = 0
    for a in args:
        if "=" in a:
            k, _, v = a.partition("=")
            if not k or any(c in k for c in " \t\n/$`=<>|&;()\\'\""):
                sh.err(io, f"alias: `{k}': invalid alias name")
                status = 1
                continue
            sh.aliases = {**sh.aliases, k: v}  # (a new dict: see Shell.aliases)
        elif a in sh.aliases:
            _out(io, f"alias {a}={shell_quote(sh.aliases[a])}\n")
        else:
            sh.err(io, f"alias: {a}: not found")
            status = 1
    return status


def b_unalias(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    if args and args[0] == "-a":
        sh.aliases = {}
        return 0
    if not args:
        sh.write_err(io, "unalias: usage: unalias [-a] name [name ...]\n")
        return 2
    status = 0
    for a in args:
        if a in sh.aliases:
            sh.aliases = {k: v for k, v in sh.aliases.items() if k != a}
        else:
            sh.err(io, f"unalias: {a}: not found")
            status = 1
    return status


# -- options ----------------------------------------------------------------------------------


#: the computed arrays ``set`` lists (FUNCNAME in a function only, PIPESTATUS after a
#: command; the others also empty)
_SET_COMPUTED = (
    "BASH_ALIASES BASH_ARGC BASH_CMDS BASH_LINENO BASH_SOURCE DIRSTACK FUNCNAME GROUPS PIPESTATUS"
)
#: those of them bash fills only when they are read: ``set`` shows them empty (``GROUPS=()``),
#: as it does in a script that had not read them before
_SET_UNFILLED = frozenset("BASH_ALIASES BASH_ARGC BASH_CMDS DIRSTACK GROUPS".split())


def b_set(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    if args and args[0] == "--":  # the common ``set -- words``
        sh.positional = args[1:]
        return 0
    from agentsh.exec.shell import SHELL_OPTIONS, SHORT_OPTIONS

    if not args:
        sh.refresh_option_vars()
        vis = dict(sh.vars.visible())
        # (the arrays bash computes, when no variable hides them)
        for name in _SET_COMPUTED.split():
            if name not in vis:
                var = sh.dynamic_array(name) if name not in _SET_UNFILLED else None
                if var is None and name != "FUNCNAME" and name != "PIPESTATUS":
                    var = Var(value={}, indexed=True)
                if var is not None:
                    vis[name] = var
        if "_" not in vis:
            vis["_"] = Var(value=sh.underscore_before)
        for name in sorted(vis):
            var = vis[name]
            if var.value is None:
                continue
            if isinstance(var.value, dict):
                _out(io, _print_var(name, var).split(" ", 2)[2] + "\n")
            else:
                v = var.value
                _out(io, f"{name}={shell_quote(v) if _needs_quote(v) else v}\n")
        return 0
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            sh.positional = args[i + 1 :]
            return 0
        if a == "-":
            sh.options.discard("xtrace")
            sh.options.discard("verbose")
            if i + 1 < len(args):
                sh.positional = args[i + 1 :]
            return 0
        if a[:1] in "-+" and len(a) > 1:
            on = a[0] == "-"
            for c in a[1:]:
                if c == "o":
                    i += 1
                    if i >= len(args):
                        _list_options(sh, io, on)
                        return 0
                    opt = args[i]
                    if opt not in SHELL_OPTIONS:
                        sh.err(io, f"set: {opt}: invalid option name")
                        return 2
                    _set_option(sh, opt, on)
                    continue
                opt = SHORT_OPTIONS.get(c)
                if opt is None:
                    sh.err(io, f"set: {a[0]}{c}: invalid option")
                    sh.write_err(
                        io,
                        "set: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]\n",
                    )
                    return 2
                (sh.options.add if on else sh.options.discard)(opt)
            i += 1
            continue
        sh.positional = args[i:]
        return 0
    return 0


def _set_option(sh: Shell, name: str, on: bool) -> None:
    """``set -o NAME`` / ``set +o NAME`` (and ``shopt -so``): posix mode also sets
    POSIXLY_CORRECT=y, and unsets it when turned off, as bash does."""
    (sh.options.add if on else sh.options.discard)(name)
    if name == "posix":
        try:
            if on:
                sh.vars.set_str("POSIXLY_CORRECT", "y")
            else:
                sh.vars.unset("POSIXLY_CORRECT")
        except ReadonlyError:
            pass


def _list_options(sh: Shell, io: IO, human: bool) -> None:
    from agentsh.exec.shell import SHELL_OPTIONS

    for opt in SHELL_OPTIONS:
        on = opt in sh.options
        if human:
            _out(io, f"{opt:<15}\t{'on' if on else 'off'}\n")
        else:
            _out(io, f"set {'-' if on else '+'}o {opt}\n")


def b_shopt(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    sh.sync_globignore()
    flags: set[str] = set()
    while args and args[0].startswith("-") and len(args[0]) > 1:
        for c in args[0][1:]:
            if c not in "psuqo":
                sh.err(io, f"shopt: -{c}: invalid option")
                sh.write_err(io, "shopt: usage: shopt [-pqsu] [-o] [optname ...]\n")
                return 2
            flags.add(c)
        args = args[1:]
    if "o" in flags:
        from agentsh.exec.shell import SHELL_OPTIONS

        table = {o: (o in sh.options) for o in SHELL_OPTIONS}
    else:
        table = sh.shopts
    status = 0
    if "s" in flags or "u" in flags:
        on = "s" in flags
        if not args:
            for k in sorted(table, key=_shopt_order):
                if table[k] == on:
                    _out(
                        io,
                        f"{k:<15}\t{'on' if on else 'off'}\n"
                        if "p" not in flags
                        else f"shopt -{'s' if on else 'u'} {k}\n",
                    )
            return 0
        for a in args:
            if a not in table:
                sh.err(io, f"shopt: {a}: invalid shell option name")
                status = 1
                continue
            if "o" in flags:
                _set_option(sh, a, on)
            else:
                sh.shopts[a] = on
        return status
    names = args or sorted(table, key=_shopt_order)
    for a in names:
        if a not in table:
            sh.err(io, f"shopt: {a}: invalid shell option name")
            status = 1
            continue
        on = table[a]
        if not on and args:
            status = 1
        if "q" in flags:
            continue
        if "p" in flags:
            _out(
                io,
                f"shopt -{'s' if on else 'u'} {a}\n"
                if "o" not in flags
                else f"set {'-' if on else '+'}o {a}\n",
            )
        else:
            _out(io, f"{a:<15}\t{'on' if on else 'off'}\n")
    return status


#: the traps that are not signals (EXIT is signal 0 too)
_TRAP_PSEUDO = ("EXIT", "DEBUG", "ERR", "RETURN")


def _trap_order(name: str) -> int:
    """bash's order of ``trap -p``: EXIT, the signals by number, then DEBUG, ERR, RETURN."""
    if name in _TRAP_PSEUDO:
        return {"EXIT": 0, "DEBUG": 100, "ERR": 101, "RETURN": 102}[name]
    return signal_number(name) or 99


def _shopt_order(name: str) -> tuple[bool, str]:
    """bash's order of ``shopt`` listings: by name, but autocd first (as in its table)."""
    return name != "autocd", name


def b_trap(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]

    def norm(s: str) -> str | None:
        u = s.upper()
        if u in _TRAP_PSEUDO:
            return u
        n = signal_number(s)
        return None if n is None else "EXIT" if n == 0 else "SIG" + _signal_names()[n]

    if not args or args == ["-p"]:
        for k in sorted(sh.traps, key=_trap_order):
            _out(io, f"trap -- {shell_quote(sh.traps[k])} {k}\n")
        return 0
    if args[0] == "-l":
        _out(io, SIGNAL_LISTING)
        return 0
    if args[0] == "-p":
        for s in args[1:]:
            n = norm(s)
            if n and n in sh.traps:
                _out(io, f"trap -- {shell_quote(sh.traps[n])} {n}\n")
        return 0
    if args[0] == "--":
        args = args[1:]
    if len(args) == 1:
        action = "-"
        sigs = args
    else:
        action, sigs = args[0], args[1:]
    status = 0
    for s in sigs:
        n = norm(s)
        if n is None:
            sh.err(io, f"trap: {s}: invalid signal specification")
            status = 1
            continue
        if action == "-":
            sh.traps.pop(n, None)
        else:
            sh.traps[n] = action
    return status


def b_exec(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    while args and args[0].startswith("-") and len(args[0]) > 1:
        if args[0] == "--":
            args = args[1:]
            break
        args = args[1:] if args[0] in ("-c", "-l") else args[1:]
    if not args:
        # redirections only: make them permanent for the rest of the run
        sh.persistent_io_update = io  # pyright: ignore[reportAttributeAccessIssue]
        return 0
    from agentsh.builtins import BUILTINS

    b = BUILTINS.get(args[0])
    if b is not None:
        status = sh._call_builtin(b, args, io)  # pyright: ignore[reportPrivateUsage]
        raise ExitShell(status)
    from agentsh.commands import registry

    if (
        "/" not in args[0]
        and registry.lookup(args[0]) is None
        and args[0] not in sh.custom_commands
    ):
        sh.err(io, f"exec: {args[0]}: not found")
        raise ExitShell(127)
    status = sh.run_external(args, sh.vars.exported(), io)
    raise ExitShell(status)


def b_wait(sh: Shell, argv: list[str], io: IO) -> int:
    """bash's ``wait [-fn] [-p var] [id ...]``. A background job runs to its end when it
    starts (``cmd &``), so waiting is looking up the status it ended with: ``wait PID``
    (again and again), ``wait -n`` (each job once, in order; 127 when none is left),
    ``wait`` (all: 0; bash forgets them then, as it does those that ended before it)."""
    args = argv[1:]
    any_job = False
    var: str | None = None
    while args and args[0].startswith("-") and args[0] != "-":
        opt = args.pop(0)
        if opt == "--":
            break
        for k, c in enumerate(opt[1:], 1):
            if c == "n":
                any_job = True
            elif c == "f":
                pass
            elif c == "p":
                rest = opt[k + 1 :]
                if rest:
                    var = rest
                elif args:
                    var = args.pop(0)
                else:
                    sh.err(io, "wait: -p: option requires an argument")
                    sh.write_err(io, "wait: usage: wait [-fn] [-p var] [id ...]\n")
                    return 2
                break
            else:
                sh.err(io, f"wait: -{c}: invalid option")
                sh.write_err(io, "wait: usage: wait [-fn] [-p var] [id ...]\n")
                return 2
    if var is not None and not is_name(var):
        sh.err(io, f"wait: `{var}': not a valid identifier")
        return 2
    if var is not None:
        _unset_quiet(sh, var)
    if any_job or not args:
        if not any_job:
            sh.bg_unwaited.clear()  # (``wait``: every job, status 0, and they are forgotten)
            sh.bg_status.clear()
            sh.jobs.clear()
            return 0
        if not sh.bg_unwaited:
            return 127
        pid = sh.bg_unwaited.pop(0)
        if var is not None:
            sh.set_var(var, str(pid))
        return sh.bg_status[pid]
    status = 0
    for a in args:
        if a.startswith("%"):
            pid = _job_pid(sh, a[1:])
            if pid is None:
                sh.err(io, f"wait: {a}: no such job")
                status = 127
                continue
        elif a.isascii() and a.isdigit():
            pid = int(a)
            if pid not in sh.bg_status:
                sh.err(io, f"wait: pid {a} is not a child of this shell")
                status = 127
                continue
        else:
            sh.err(io, f"wait: `{a}': not a pid or valid job spec")
            status = 1
            continue
        if pid in sh.bg_unwaited:
            sh.bg_unwaited.remove(pid)
        if var is not None:
            sh.set_var(var, str(pid))
        status = sh.bg_status[pid]
    return status


def b_disown(sh: Shell, argv: list[str], io: IO) -> int:
    """``disown [-h] [-ar] [jobspec ... | pid ...]``: take jobs out of the job table (-h:
    keep them, they would only be spared SIGHUP; -a all, -r the running ones: none here,
    jobs run to their end when started)."""
    args = argv[1:]
    every = running = keep = False
    while args and args[0].startswith("-") and args[0] != "-":
        opt = args.pop(0)
        if opt == "--":
            break
        for c in opt[1:]:
            if c not in "har":
                sh.err(io, f"disown: -{c}: invalid option")
                sh.write_err(io, "disown: usage: disown [-h] [-ar] [jobspec ... | pid ...]\n")
                return 2
            every, running, keep = every or c == "a", running or c == "r", keep or c == "h"
    if every or running:
        if not keep and not running:
            sh.jobs = {}
        return 0
    current = not args  # (the current job, named so in the error)
    if current:
        args = ["%+"]
    status = 0
    for a in args:
        pid = _job_pid(sh, a[1:]) if a.startswith("%") else int(a) if a.isdigit() else None
        number = next((n for n, p in sh.jobs.items() if p == pid), None)
        if number is None:
            sh.err(io, f"disown: {'current' if current else a}: no such job")
            status = 1
        elif not keep:
            sh.jobs = {n: p for n, p in sh.jobs.items() if n != number}
    return status


def _job_pid(sh: Shell, spec: str) -> int | None:
    """The pid of job ``%spec`` in the job table (``%%``/``%+``: the current job, the last
    started; ``%-``: the one before; ``%N``: job N)."""
    numbers = sorted(sh.jobs)
    if spec in ("", "%", "+"):
        return sh.jobs[numbers[-1]] if numbers else None
    if spec == "-":
        return sh.jobs[numbers[-2]] if len(numbers) > 1 else None
    if spec.isascii() and spec.isdigit():
        return sh.jobs.get(int(spec))
    return None


def _unset_quiet(sh: Shell, name: str) -> None:
    """Unset ``name``, silently not when it is readonly (bash's getopts OPTARG, wait -p)."""
    try:
        sh.vars.unset(name)
    except ReadonlyError:
        pass


def b_getopts(sh: Shell, argv: list[str], io: IO) -> int:
    bound: list[str] = []
    status = _getopts(sh, argv, io, bound)
    if bound:  # the option's variable is bound last, after OPTIND and OPTARG, as in bash
        try:
            sh.set_var(argv[2], bound[-1])
        except ReadonlyError as e:  # (a readonly one: reported, status 2)
            sh.err(io, f"{e.name}: readonly variable")
            return 2
    return status


def _set_reported(sh: Shell, io: IO, name: str, value: str) -> None:
    """getopts' ``OPTARG``/``OPTIND``: a readonly one is reported, and getopts goes on."""
    try:
        sh.set_var(name, value)
        if name == "OPTIND":  # (the very string stored: see _getopts)
            sh.getopts_optind = sh.vars.get_str(name)
    except ReadonlyError as e:
        sh.err(io, f"{e.name}: readonly variable")


def _getopts(sh: Shell, argv: list[str], io: IO, bound: list[str]) -> int:
    if len(argv) < 3:
        sh.write_err(io, "getopts: usage: getopts optstring name [arg ...]\n")
        return 2
    optstring, name = argv[1], argv[2]
    if not is_name(name):
        sh.err(io, f"getopts: `{name}': not a valid identifier")
        return 1
    params = argv[3:] if len(argv) > 3 else sh.positional
    silent = optstring.startswith(":")
    if silent:
        optstring = optstring[1:]
    if sh.vars.get_str("OPTERR") == "0":
        silent_msgs = True
    else:
        silent_msgs = silent
    text = sh.vars.get_str("OPTIND")
    try:
        optind = int(text or "1")
    except ValueError:
        optind = 1
    last_ind, pos = sh.getopts_state
    if optind < 1:
        optind = 1
    # bash resets its place within a word when OPTIND is assigned (``OPTIND=1`` before
    # another list): here when OPTIND is not the very string getopts stored, or the word
    # there is not one this place can be in
    moved = text is not sh.getopts_optind or last_ind != optind
    if moved or not (optind <= len(params) and 0 < pos < len(params[optind - 1])):
        pos = 0
    if optind > len(params):
        bound.append("?")
        _unset_quiet(sh, "OPTARG")
        sh.getopts_state = (optind, 0)
        return 1
    arg = params[optind - 1]
    if pos == 0:
        if arg == "--":
            _set_reported(sh, io, "OPTIND", str(optind + 1))
            bound.append("?")
            _unset_quiet(sh, "OPTARG")
            sh.getopts_state = (optind + 1, 0)
            return 1
        if not arg.startswith("-") or arg == "-":
            bound.append("?")
            _unset_quiet(sh, "OPTARG")
            sh.getopts_state = (optind, 0)
            return 1
        pos = 1
    c = arg[pos]
    pos += 1
    idx = optstring.find(c) if c != ":" else -1
    if idx < 0:
        if not silent_msgs:
            sh.write_err(io, f"{sh.script_name}: illegal option -- {c}\n")
        if silent:
            _set_reported(sh, io, "OPTARG", c)
        else:
            _unset_quiet(sh, "OPTARG")
        bound.append("?")
    elif idx + 1 < len(optstring) and optstring[idx + 1] == ":":
        if pos < len(arg):
            _set_reported(sh, io, "OPTARG", arg[pos:])
            pos = len(arg)
        elif optind < len(params):
            optind += 1
            _set_reported(sh, io, "OPTARG", params[optind - 1])
            pos = len(arg)
        else:
            if not silent_msgs:
                sh.write_err(io, f"{sh.script_name}: option requires an argument -- {c}\n")
            if silent:
                bound.append(":")
                _set_reported(sh, io, "OPTARG", c)
            else:
                bound.append("?")
                _unset_quiet(sh, "OPTARG")
            optind += 1
            _set_reported(sh, io, "OPTIND", str(optind))
            sh.getopts_state = (optind, 0)
            return 0
        bound.append(c)
    else:
        bound.append(c)
        _unset_quiet(sh, "OPTARG")
    if pos >= len(arg):
        optind += 1
        pos = 0
    _set_reported(sh, io, "OPTIND", str(optind))
    sh.getopts_state = (optind, pos)
    return 0


def b_hash(sh: Shell, argv: list[str], io: IO) -> int:
    """``hash [-lr] [-p pathname] [-dt] [name ...]``: the commands found on PATH so far
    (:meth:`Shell.hash_hit` counts each run), in the order they were first found."""
    table = sh.hash_table()
    args = argv[1:]
    flags: set[str] = set()
    given_path: str | None = None
    while args and args[0].startswith("-") and len(args[0]) > 1:
        a = args.pop(0)
        if a == "--":
            break
        for i, c in enumerate(a[1:], 1):
            if c not in "lrpdt":
                sh.err(io, f"hash: -{c}: invalid option")
                sh.write_err(io, "hash: usage: hash [-lr] [-p pathname] [-dt] [name ...]\n")
                return 2
            if c == "p":
                given_path = a[i + 1 :] or (args.pop(0) if args else None)
                if given_path is None:
                    sh.err(io, "hash: -p: option requires an argument")
                    sh.write_err(io, "hash: usage: hash [-lr] [-p pathname] [-dt] [name ...]\n")
                    return 2
                break
            flags.add(c)
    if "r" in flags:
        table.clear()
    if "t" in flags and not args:
        sh.err(io, "hash: -t: option requires an argument")
        return 1
    if not args:
        if "r" in flags:
            return 0
        if not table:
            if "l" not in flags:
                _out(io, "hash: hash table empty\n")
            return 0
        if "l" in flags:
            _out(io, "".join(f"builtin hash -p {p} {n}\n" for n, (_, p) in table.items()))
        else:
            rows = "".join(f"{hits:4d}\t{p}\n" for hits, p in table.values())
            _out(io, "hits\tcommand\n" + rows)
        return 0
    status = 0
    for name in args:
        if given_path is not None:
            table[name] = (0, given_path)
        elif "d" in flags:
            table.pop(name, None)
        elif "t" in flags:
            hit = table.get(name)
            if hit is None:
                sh.err(io, f"hash: {name}: not found")
                status = 1
            else:
                _out(io, f"{name}\t{hit[1]}\n" if len(args) > 1 else hit[1] + "\n")
        elif "/" not in name and name not in table:
            kinds = _type_of(sh, name)
            if not kinds:
                sh.err(io, f"hash: {name}: not found")
                status = 1
            elif kinds[0][0] == "file" or all(k != "builtin" and k != "function" for k, _ in kinds):
                found = [p for k, p in kinds if k == "file"]
                if found:
                    table[name] = (0, found[0])
    return status


def b_umask(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    symbolic = False
    if args and args[0] == "-S":
        symbolic = True
        args = args[1:]
    if args and args[0] == "-p":
        _out(io, f"umask {sh.umask:04o}\n")
        return 0
    if not args:
        if symbolic:
            m = ~sh.umask & 0o777
            parts: list[str] = []
            for who, shift in (("u", 6), ("g", 3), ("o", 0)):
                bits = (m >> shift) & 7
                parts.append(
                    who
                    + "="
                    + ("r" if bits & 4 else "")
                    + ("w" if bits & 2 else "")
                    + ("x" if bits & 1 else "")
                )
            _out(io, ",".join(parts) + "\n")
        else:
            _out(io, f"{sh.umask:04o}\n")
        return 0
    try:
        sh.umask = int(args[0], 8) & 0o777
    except ValueError:
        sh.err(io, f"umask: {args[0]}: octal number out of range")
        return 1
    sh.fs.umask = sh.umask
    return 0


def b_jobs(sh: Shell, argv: list[str], io: IO) -> int:
    return 0


def b_times(sh: Shell, argv: list[str], io: IO) -> int:
    _out(io, "0m0.000s 0m0.000s\n0m0.000s 0m0.000s\n")
    return 0


def b_dirs(sh: Shell, argv: list[str], io: IO) -> int:
    """``dirs [-clpv] [+N] [-N]``, as bash's pushd.def reads its words: each option a word of
    its own (``-lv`` is an invalid number), ``+N``/``-N`` one entry (counted from the top or
    the bottom of the stack; the current directory is entry 0)."""
    home = sh.vars.get_str("HOME") or ""
    full = False
    listing = 0  # 1: -p, one per line; 2: -v, numbered
    want: tuple[int, str] | None = None  # the entry asked for, and the digits as written
    args = argv[1:]
    while args:
        a = args.pop(0)
        if a in ("-l", "-v", "-p", "-c"):
            if a == "-c":
                sh.dir_stack.clear()
                return 0
            if a == "-l":
                full = True
            else:
                listing |= 2 if a == "-v" else 1
        elif a == "--":
            break
        elif a[:1] in ("+", "-"):
            digits = a[1:].strip(" \t\n")
            if not re.fullmatch(r"[-+]?[0-9]+", digits):
                sh.err(io, f"dirs: {a}: invalid number")
                sh.write_err(io, "dirs: usage: dirs [-clpv] [+N] [-N]\n")
                return 2
            n = int(digits)
            depth = len(sh.dir_stack)
            index = n if a[0] == "+" else depth - n  # (0: the current directory)
            want = (index if 0 <= n <= depth else -1, a[1:])
        else:
            sh.err(io, f"dirs: {a}: invalid option")
            sh.write_err(io, "dirs: usage: dirs [-clpv] [+N] [-N]\n")
            return 2
    stack = [sh.cwd, *reversed(sh.dir_stack)]

    def show(d: str) -> str:
        if not full and home and (d == home or d.startswith(home + "/")):
            return "~" + d[len(home) :]
        return d

    if want is not None:
        index, digits = want
        if index < 0:
            if not sh.dir_stack:
                sh.err(io, "dirs: directory stack empty")
            else:
                sh.err(io, f"dirs: {digits}: directory stack index out of range")
            return 1
        _out(io, (f"{index:2d}  " if listing & 2 else "") + show(stack[index]) + "\n")
        return 0
    if listing:
        for i, d in enumerate(stack):
            _out(io, (f"{i:2d}  " if listing & 2 else "") + show(d) + "\n")
        return 0
    _out(io, " ".join(show(d) for d in stack) + "\n")
    return 0


def _dir_rotate(sh: Shell, spec: str, cmd: str, io: IO) -> int | None:
    """The stack index (0 = the current dir) meant by ``+N`` / ``-N``; None if invalid."""
    stack_len = len(sh.dir_stack) + 1
    digits = spec[1:]
    if not (digits.isascii() and digits.isdigit()):
        sh.err(io, f"{cmd}: {spec}: invalid number")
        return None
    n = int(digits)
    if n >= stack_len:
        sh.err(io, f"{cmd}: {spec}: directory stack index out of range")
        return None
    return n if spec[0] == "+" else stack_len - 1 - n


def _quiet_cd(sh: Shell, target: str, cmd: str, io: IO) -> bool:
    """cd for pushd/popd: errors are reported as ``cmd: dir: reason``."""
    errbuf = BufferOutput()
    sub = io.copy()
    sub.fds[2] = errbuf
    status = b_cd(sh, ["cd", target], sub)
    if status != 0:
        msg = errbuf.getvalue().decode("utf-8", "surrogateescape")
        sh.write_err(io, msg.replace(": cd: ", f": {cmd}: ", 1))
        return False
    return True


def b_pushd(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    no_cd = False
    if args and args[0] == "-n":
        no_cd = True
        args = args[1:]
    if args and args[0] == "--":
        args = args[1:]
    if not args:
        if not sh.dir_stack:
            sh.err(io, "pushd: no other directory")
            return 1
        target = sh.dir_stack.pop()
        old = sh.cwd
        if not _quiet_cd(sh, target, "pushd", io):
            sh.dir_stack.append(target)
            return 1
        sh.dir_stack.append(old)
        return b_dirs(sh, ["dirs"], io)
    spec = args[0]
    if len(spec) > 1 and spec[0] in "+-" and spec[1:].isascii() and spec[1:].isdigit():
        k = _dir_rotate(sh, spec, "pushd", io)
        if k is None:
            return 1
        stack = [sh.cwd, *reversed(sh.dir_stack)]
        stack = stack[k:] + stack[:k]
        if not _quiet_cd(sh, stack[0], "pushd", io):
            return 1
        sh.dir_stack[:] = list(reversed(stack[1:]))
        return b_dirs(sh, ["dirs"], io)
    old = sh.cwd
    if no_cd:
        sh.dir_stack.append(absolute(sh.cwd, spec))
        return b_dirs(sh, ["dirs"], io)
    if not _quiet_cd(sh, spec, "pushd", io):
        return 1
    sh.dir_stack.append(old)
    return b_dirs(sh, ["dirs"], io)


def b_popd(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    no_cd = False
    if args and args[0] == "-n":
        no_cd = True
        args = args[1:]
    if not sh.dir_stack:
        sh.err(io, "popd: directory stack empty")
        return 1
    if args and len(args[0]) > 1 and args[0][0] in "+-":
        k = _dir_rotate(sh, args[0], "popd", io)
        if k is None:
            return 1
        if k > 0:
            stack = [sh.cwd, *reversed(sh.dir_stack)]
            del stack[k]
            sh.dir_stack[:] = list(reversed(stack[1:]))
            return b_dirs(sh, ["dirs"], io)
    if no_cd:
        sh.dir_stack.pop()
        return b_dirs(sh, ["dirs"], io)
    target = sh.dir_stack.pop()
    if not _quiet_cd(sh, target, "popd", io):
        sh.dir_stack.append(target)
        return 1
    return b_dirs(sh, ["dirs"], io)


def b_caller(sh: Shell, argv: list[str], io: IO) -> int:
    """``caller [N]``: read off BASH_LINENO, BASH_SOURCE and FUNCNAME as bash's does ("line
    file", or "line function file" N frames up; a missing entry prints as NULL in the
    short form, fails in the long one)."""

    def entries(name: str) -> dict[int, str]:
        var = sh.dynamic_array(name)
        value = var.value if var is not None else None
        return value if isinstance(value, dict) else {}  # pyright: ignore[reportReturnType]

    lines, sources = entries("BASH_LINENO"), entries("BASH_SOURCE")
    if not lines or not sources:
        return 1
    if len(argv) < 2:
        _out(io, f"{lines.get(0, 'NULL')} {sources.get(1, 'NULL')}\n")
        return 0
    n = _parse_int(argv[1])
    if n is None or n < 0:
        sh.err(io, f"caller: {argv[1]}: invalid number")
        sh.write_err(io, "caller: usage: caller [expr]\n")
        return 2
    line, source, func = lines.get(n), sources.get(n + 1), entries("FUNCNAME").get(n + 1)
    if line is None or source is None or func is None:
        return 1
    _out(io, f"{line} {func} {source}\n")
    return 0


def b_noop(sh: Shell, argv: list[str], io: IO) -> int:
    return 0


def b_enable(sh: Shell, argv: list[str], io: IO) -> int:
    from agentsh.builtins import BUILTINS

    if len(argv) == 1 or argv[1:] in (["-a"], ["-p"]):
        for name in sorted(BUILTINS):
            _out(io, f"enable {name}\n")
        return 0
    status = 0
    for name in argv[1:]:
        if not name.startswith("-") and name not in BUILTINS:
            sh.err(io, f"enable: {name}: not a shell builtin")
            status = 1
    return status


@functools.cache
def _signal_numbers() -> dict[str, int]:
    """Signal names (without ``SIG``) to numbers, from bash's ``kill -l`` listing: the one
    table of signals (trap, kill and the shell's delivery read it)."""
    table: dict[str, int] = {}
    for m in re.finditer(r"(\d+)\) SIG(\S+)", SIGNAL_LISTING):
        table[m.group(2)] = int(m.group(1))
    return table


#: glibc's strsignal() of Linux's signals 1-31: how bash tells a process ended by one
SIGNAL_TEXTS = dict(
    enumerate(
        (
            "Hangup",
            "Interrupt",
            "Quit",
            "Illegal instruction",
            "Trace/breakpoint trap",
            "Aborted",
            "Bus error",
            "Floating point exception",
            "Killed",
            "User defined signal 1",
            "Segmentation fault",
            "User defined signal 2",
            "Broken pipe",
            "Alarm clock",
            "Terminated",
            "Stack fault",
            "Child exited",
            "Continued",
            "Stopped (signal)",
            "Stopped",
            "Stopped (tty input)",
            "Stopped (tty output)",
            "Urgent I/O condition",
            "CPU time limit exceeded",
            "File size limit exceeded",
            "Virtual timer expired",
            "Profiling timer expired",
            "Window changed",
            "I/O possible",
            "Power failure",
            "Bad system call",
        ),  # fmt: skip
        start=1,
    )
)


@functools.cache
def _signal_names() -> dict[int, str]:
    return {n: name for name, n in _signal_numbers().items()}


def signal_number(spec: str) -> int | None:
    """A signal named as trap and kill take it: a number (0 to 64), or a name with or
    without ``SIG`` in any case (``INT``, ``sigint``); None when it is none."""
    if spec.isascii() and spec.isdigit():
        n = int(spec)
        return n if n == 0 or n in _signal_names() else None
    up = spec.upper()
    return _signal_numbers().get(up[3:] if up.startswith("SIG") else up)


def _kill_list(sh: Shell, specs: list[str], io: IO) -> int:
    """``kill -l [sigspec ...]``: the listing, or each number's name (a status above 128:
    the signal that ended a process) and each name's number."""
    if specs and specs[0] == "--":
        specs = specs[1:]
    if sh.dash_messages:
        return _dash_kill_list(sh, specs, io)
    if not specs:
        _out(io, SIGNAL_LISTING)
        return 0
    numbers = _signal_numbers()
    names = _signal_names() | {0: "EXIT"}
    status = 0
    for spec in specs:
        if spec.isascii() and spec.isdigit():
            n = int(spec)
            name = names.get(n - 128 if n > 128 else n)
            if name is not None:
                _out(io, name + "\n")
                continue
        else:
            n = numbers.get(spec.upper().removeprefix("SIG"))
            if n is not None:
                _out(io, f"{n}\n")
                continue
        sh.err(io, f"kill: {spec}: invalid signal specification")
        status = 1
    return status


def _dash_kill_list(sh: Shell, specs: list[str], io: IO) -> int:
    """dash's ``kill -l``: a name a line (0, then the signals 1-64, a number where there is
    no name), or the name of the first operand's number (an exit status above 128: the
    signal that ended a process)."""
    names = {n: name for n, name in _signal_names().items() if name != "STKFLT"}  # (not dash's)
    if not specs:
        _out(io, "0\n" + "".join(f"{names.get(n, n)}\n" for n in range(1, 65)))
        return 0
    spec = specs[0]
    if not (spec.isascii() and spec.isdigit()):
        sh.err(io, f"kill: Illegal number: {spec}")
        return 2
    n = int(spec)
    n = n - 128 if n > 128 else n
    if not 0 < n <= 64:
        sh.err(io, f"kill: invalid signal number or exit status: {spec}")
        return 2
    _out(io, f"{names.get(n, n)}\n")
    return 0


def b_kill(sh: Shell, argv: list[str], io: IO) -> int:
    args = argv[1:]
    if not args:
        sh.write_err(
            io,
            "kill: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]\n",
        )
        return 2
    if args[0] in ("-l", "-L"):
        return _kill_list(sh, args[1:], io)
    sig = "SIGTERM"
    rest: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        spec: str | None = None
        if not rest and a in ("-s", "-n"):
            i += 1
            spec = args[i] if i < len(args) else ""
        elif not rest and a.startswith("-") and len(a) > 1 and a != "--":
            spec = a[1:]
        elif a == "--" and not rest:
            i += 1
            continue
        else:
            rest.append(a)
            i += 1
            continue
        n = signal_number(spec)
        if n is None:
            sh.err(io, f"kill: {spec}: invalid signal specification")
            return 1
        sig = "0" if n == 0 else "SIG" + _signal_names()[n]
        i += 1
    status = 0
    for a in rest:
        if a.isascii() and a.isdigit() and int(a) == sh.pid:
            if sig == "0":
                pass
            elif sh.is_subshell:  # ``(kill $$)``: the signal is for the shell's process
                sh.signals_for_main.append(sig)
            else:
                sh.deliver_signal(sig, io)
            continue
        if sh.is_subshell and a.isascii() and a.isdigit() and int(a) == sh.bashpid:
            if sig != "0":  # ``(kill -9 $BASHPID)``: the subshell's own process
                sh.deliver_signal(sig, io, subshell=True)
            continue
        sh.err(
            io,
            f"kill: ({a}) - No such process"
            if a.lstrip("-").isascii() and a.lstrip("-").isdigit()
            else f"kill: {a}: no such job"  # (background jobs have ended when ``&`` returns)
            if a.startswith("%")
            else f"kill: {a}: arguments must be process or job IDs",
        )
        status = 1
    return status


def b_history(sh: Shell, argv: list[str], io: IO) -> int:
    return 0  # (a shell run with -c keeps no history)


def b_fc(sh: Shell, argv: list[str], io: IO) -> int:
    """``fc``: with no history (a shell run with -c keeps none) there is nothing to list or
    edit; ``fc -s`` has no command to run again."""
    if any(a.startswith("-") and "s" in a[1:] for a in argv[1:] if a != "--"):
        sh.err(io, "fc: no command found")
        return 1
    return 0


def b_logout(sh: Shell, argv: list[str], io: IO) -> int:
    sh.err(io, "logout: not login shell: use `exit'")
    return 1


def b_fg(sh: Shell, argv: list[str], io: IO) -> int:
    sh.err(io, f"{argv[0]}: no job control")
    return 1


def b_suspend(sh: Shell, argv: list[str], io: IO) -> int:
    sh.err(io, "suspend: cannot suspend: no job control")
    return 1


#: ``kill -l`` / ``trap -l`` output of bash 5.2 on Linux.
SIGNAL_LISTING = (
    " 1) SIGHUP\t 2) SIGINT\t 3) SIGQUIT\t 4) SIGILL\t 5) SIGTRAP\n"
    " 6) SIGABRT\t 7) SIGBUS\t 8) SIGFPE\t 9) SIGKILL\t10) SIGUSR1\n"
    "11) SIGSEGV\t12) SIGUSR2\t13) SIGPIPE\t14) SIGALRM\t15) SIGTERM\n"
    "16) SIGSTKFLT\t17) SIGCHLD\t18) SIGCONT\t19) SIGSTOP\t20) SIGTSTP\n"
    "21) SIGTTIN\t22) SIGTTOU\t23) SIGURG\t24) SIGXCPU\t25) SIGXFSZ\n"
    "26) SIGVTALRM\t27) SIGPROF\t28) SIGWINCH\t29) SIGIO\t30) SIGPWR\n"
    "31) SIGSYS\t34) SIGRTMIN\t35) SIGRTMIN+1\t36) SIGRTMIN+2\t37) SIGRTMIN+3\n"
    "38) SIGRTMIN+4\t39) SIGRTMIN+5\t40) SIGRTMIN+6\t41) SIGRTMIN+7\t42) SIGRTMIN+8\n"
    "43) SIGRTMIN+9\t44) SIGRTMIN+10\t45) SIGRTMIN+11\t46) SIGRTMIN+12\t47) SIGRTMIN+13\n"
    "48) SIGRTMIN+14\t49) SIGRTMIN+15\t50) SIGRTMAX-14\t51) SIGRTMAX-13\t52) SIGRTMAX-12\n"
    "53) SIGRTMAX-11\t54) SIGRTMAX-10\t55) SIGRTMAX-9\t56) SIGRTMAX-8\t57) SIGRTMAX-7\n"
    "58) SIGRTMAX-6\t59) SIGRTMAX-5\t60) SIGRTMAX-4\t61) SIGRTMAX-3\t62) SIGRTMAX-2\n"
    "63) SIGRTMAX-1\t64) SIGRTMAX\t\n"
)
