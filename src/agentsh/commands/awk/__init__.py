"""``awk``/``gawk``: a GNU awk 5 implementation (lexer → parser → AST → Python code).

Owns the command entry point: option parsing (``-F -v -f -e --csv --version --help --``,
gawk-style: options stop at the program text), program loading from the VFS, compiling the
program once (:mod:`.compiler`), then running BEGIN, the record loop over ARGV operands
(streamed, lazily split), END, and gawk's diagnostics and exit statuses (1 for syntax errors
and usage, 2 for fatal errors, ``exit N``).

``for (k in a)`` visits keys in gawk's own order and ``rand()`` reproduces gawk's sequence
(both emulated in :mod:`.order` from gawk's source). Deviations (documented): ``|&``
coprocesses and dynamic extensions are refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

from agentsh._gcpause import gc_paused
from agentsh.commands.awk.compiler import CompiledProgram, compile_program, instantiate
from agentsh.commands.awk.errors import AwkExit, AwkFatal, AwkSyntaxError, NextFile, NextRecord
from agentsh.commands.awk.parser import parse
from agentsh.commands.awk.runtime import SPECIAL_NS, Runtime, regex_splitter
from agentsh.commands.awk.texts import USAGE, VERSION
from agentsh.commands.awk.values import AwkArray, StrNum
from agentsh.commands.context import CommandContext
from agentsh.streams import encode
from agentsh.vfs import FSError


class _Usage(Exception):
    def __init__(self, msg: str) -> None:
        super().__init__(msg)
        self.msg = msg


_NEEDS_ARG = {"F": "field-separator", "v": "assign", "f": "file", "e": "source"}
_LONG = {
    "field-separator": "F",
    "assign": "v",
    "file": "f",
    "source": "e",
    "csv": "k",
    "version": "V",
    "help": "h",
    "characters-as-bytes": "b",
    "posix": "P",
    "traditional": "c",
    "re-interval": "r",
    "sandbox": "S",
    "non-decimal-data": "n",
    "optimize": "O",
    "no-optimize": "s",
}


def _parse_args(args: list[str], warnings: list[str]) -> tuple[list[tuple[str, str]], list[str]]:
    """gawk's options (as its getopt reads them) and the operands after them; the warnings
    of ``-W`` options it ignores go to ``warnings``. An option gawk does not know, or a
    missing argument, raises :class:`_Usage` (whose message is empty when gawk prints
    only its usage)."""
    opts: list[tuple[str, str]] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            i += 1
            break
        if a.startswith("--") and len(a) > 2:
            name, eq, val = a[2:].partition("=")
            key = _long_option(name)
            if key is None:
                raise _Usage("")
            if key in _NEEDS_ARG and not eq:
                i += 1
                if i >= len(args):
                    raise _Usage(f"option requires an argument -- {key}")
                val = args[i]
            opts.append((key, val if key in _NEEDS_ARG else ""))
            i += 1
            continue
        if a.startswith("-") and len(a) > 1:
            j = 1
            while j < len(a):
                c = a[j]
                if c in _NEEDS_ARG or c == "W":
                    val = a[j + 1 :]
                    if not val:
                        i += 1
                        if i >= len(args):
                            raise _Usage(f"option requires an argument -- {c}")
                        val = args[i]
                    if c != "W":
                        opts.append((c, val))
                        break
                    # -W name[=value]: the long option --name, an unknown one ignored
                    name, eq, arg = val.partition("=")
                    key = _long_option(name)
                    if key is None:
                        warnings.append(f"option `-W {val}' unrecognized, ignored")
                        break
                    if key in _NEEDS_ARG and not eq:
                        i += 1
                        if i >= len(args):
                            raise _Usage("")
                        arg = args[i]
                    opts.append((key, arg if key in _NEEDS_ARG else ""))
                    break
                if c in "VhkbPcrSnOsC":
                    opts.append((c, ""))
                    j += 1
                    continue
                raise _Usage("")
            i += 1
            continue
        break
    return opts, args[i:]


def _long_option(name: str) -> str | None:
    """The option letter of gawk's long option ``name`` (or of the one it begins
    unambiguously), else None."""
    if name in _LONG:
        return _LONG[name]
    matches = [k for k in _LONG if k.startswith(name)] if name else []
    return _LONG[matches[0]] if len(matches) == 1 else None


#: An operand that assigns a variable (``var=value``) instead of naming a file.
_ASSIGN_OPERAND = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _fs_from_option(v: str) -> str:
    return v


#: Programs compiled before, with their warnings, by (text, source name, names assigned with
#: -v): an agent runs the same one-liners again and again. Failures are not kept.
_compiled: dict[tuple[str, str, frozenset[str]], tuple[CompiledProgram, tuple[str, ...]]] = {}
_MAX_COMPILED = 128
_MAX_CACHED_TEXT = 1 << 16


def _compile(
    text: str, source_name: str, names: frozenset[str], warn: Callable[[str], None]
) -> CompiledProgram:
    """The compiled program; its parse and compile warnings go to ``warn`` as they arise."""
    key = (text, source_name, names)
    hit = _compiled.get(key)
    if hit is not None:
        for w in hit[1]:
            warn(w)
        return hit[0]
    program, parse_warnings = parse(text, source_name)
    for w in parse_warnings:
        warn(w)
    compiled = compile_program(program, source_name, set(names))
    for w in compiled.warnings:
        warn(w)
    if len(text) <= _MAX_CACHED_TEXT:
        if len(_compiled) >= _MAX_COMPILED:
            _compiled.clear()  # (atomic: pipeline stages run in threads)
        _compiled[key] = (compiled, (*parse_warnings, *compiled.warnings))
    return compiled


def main(ctx: CommandContext) -> int:
    prog = ctx.name or "awk"
    err = ctx.stderr

    def say(text: str) -> None:
        err.write(encode(text))

    warnings: list[str] = []
    try:
        opts, operands = _parse_args(list(ctx.args), warnings)
    except _Usage as e:
        say((f"{prog}: {e.msg}\n" if e.msg else "") + USAGE.replace("{prog}", prog))
        return 1
    for w in warnings:
        say(f"{prog}: {w}\n")
    sources: list[tuple[str, str]] = []
    assigns: list[str] = []
    fs: str | None = None
    csv = False
    for key, val in opts:
        if key == "V":
            ctx.stdout.write(encode(VERSION))
            return 0
        if key == "h":
            ctx.stdout.write(encode(USAGE.replace("{prog}", prog)))
            return 0
        if key == "F":
            fs = _fs_from_option(val)
        elif key == "v":
            if "=" not in val:  # (gawk: when it reads its options, with its usage)
                say(f"{prog}: `{val}' argument to `-v' not in `var=value' form\n\n")
                say(USAGE.replace("{prog}", prog))
                return 1
            assigns.append(val)
        elif key == "e":
            sources.append(("cmd. line", val))
        elif key == "f":
            try:
                data = ctx.read_bytes(val)
            except FSError as e:
                say(f"{prog}: fatal: cannot open source file `{val}' for reading: {e.strerror}\n")
                return 2
            sources.append((val, data.decode("utf-8", "surrogateescape")))
        elif key == "k":
            csv = True
    if not sources:
        if not operands:
            say(USAGE.replace("{prog}", prog))
            return 1
        sources.append(("cmd. line", operands[0]))
        operands = operands[1:]
    if fs is not None and csv:
        say(f"{prog}: fatal: only one of --csv or -F allowed\n")  # pragma: no cover
        return 2
    text = "\n".join(s for _, s in sources)
    source_name = sources[0][0]
    names = frozenset(a.partition("=")[0] for a in assigns)

    def warn(message: str) -> None:
        say(f"{prog}: {message}\n")

    try:
        compiled = _compile(text, source_name, names, warn)
    except AwkSyntaxError as e:
        say(e.render(prog))
        return 1
    except AwkFatal as e:
        say(f"{prog}: {source_name}:{e.line or 1}: fatal: {e.message}\n")
        return 2

    def factory(ns: dict[str, Any]) -> Runtime:
        return Runtime(ctx, prog, ns)

    ns, rt = instantiate(compiled, factory)
    # Decision: the cyclic collector is paused while a program that reads files and runs
    # no commands runs (see agentsh._gcpause): awk values hold no references, but each
    # StrNum kept (``a[NR] = $0``) counts toward collections that walk all of them
    # (``{a[NR] = $0}`` over 200,000 records: 110 -> 82 ms). Not while it reads standard
    # input or runs commands, which may be shell loops making garbage for as long; nor
    # resumed around reads and writes (gc_resumed): its freeze, undone at the end, left
    # each run's garbage for a full collection that its count never triggered.
    files = [a for a in operands if a and not _ASSIGN_OPERAND.match(a)]
    pause = bool(files) and "-" not in files and "/dev/stdin" not in files
    pause = pause and not compiled.fixed["__awk_runs_commands"]
    with gc_paused() if pause else nullcontext():
        try:
            return _run(ctx, prog, source_name, ns, rt, operands, assigns, fs, csv)
        finally:
            # (the runtime and the namespace refer to each other: cleared, the arrays go
            # now, not at the collection that a paused collector would start when resumed)
            ns.clear()


def _init_vars(
    ctx: CommandContext, prog: str, ns: dict[str, Any], rt: Runtime, operands: list[str], csv: bool
) -> None:
    defaults = {
        "FS": " ",
        "OFS": " ",
        "ORS": "\n",
        "RS": "\n",
        "SUBSEP": "\x1c",
        "CONVFMT": "%.6g",
        "OFMT": "%.6g",
        "IGNORECASE": 0.0,
        "FIELDWIDTHS": "",
        "FPAT": "[^[:space:]]+",
    }
    for k, v in defaults.items():
        ns["V_" + k] = v
    rt.csv = csv
    if csv:
        rt.split_mode = "csv"
        ns["V_FS"] = ","
    for k, v in {"FILENAME": "", "RSTART": 0.0, "RLENGTH": 0.0, "RT": ""}.items():
        ns["V_" + k] = v
    argv = AwkArray(name="ARGV")
    argv["0"] = prog
    for i, a in enumerate(operands, 1):
        argv[str(i)] = StrNum(a)
    ns["V_ARGV"] = argv
    ns["V_ARGC"] = float(len(operands) + 1)
    env = AwkArray(name="ENVIRON")
    for k, v in ctx.env.items():
        env[k] = StrNum(v)
    ns["V_ENVIRON"] = env
    proc = ns.get("V_PROCINFO")
    if not isinstance(proc, AwkArray):
        proc = AwkArray(name="PROCINFO")
    proc["version"] = "5.2.1"
    proc["FS"] = "FS"
    proc["strftime"] = "%a %b %e %H:%M:%S %Z %Y"
    proc["platform"] = "posix"
    ns["V_PROCINFO"] = proc
    rt.track_rt = bool(ns.get("__awk_uses_rt"))
    rt.batch_ok = not ns.get("__awk_assigns_rs")


def _run(
    ctx: CommandContext,
    prog: str,
    source: str,
    ns: dict[str, Any],
    rt: Runtime,
    operands: list[str],
    assigns: list[str],
    fs: str | None,
    csv: bool,
) -> int:
    exit_code = 0
    try:
        _init_vars(ctx, prog, ns, rt, operands, csv)
        if fs is not None:
            rt.assign_var("FS", fs)
        for a in assigns:
            name, eq, value = a.partition("=")
            if not eq or not _NAME.fullmatch(name):
                ctx.stderr.write(encode(f"{prog}: fatal: `{name}' is not a legal variable name\n"))
                return 2
            rt.assign_var(name, value)
        exiting = False
        try:
            ns["begin"]()
        except AwkExit as e:
            exiting = True
            if e.code is not None:
                exit_code = e.code
        except (NextRecord, NextFile) as e:  # (from a function: the parser sees the rest)
            raise _next_fatal(e, "BEGIN", rt) from None
        need_input = (
            ns["__awk_has_main"]
            or ns["__awk_has_end"]
            or ns["__awk_has_beginfile"]
            or ns["__awk_has_endfile"]
        )
        if not exiting and need_input:
            try:
                _main_loop(ctx, ns, rt)
            except AwkExit as e:
                exiting = True
                if e.code is not None:
                    exit_code = e.code
        if ns["__awk_has_end"]:
            try:
                ns["end"]()
            except AwkExit as e:
                if e.code is not None:
                    exit_code = e.code
            except (NextRecord, NextFile) as e:
                raise _next_fatal(e, "END", rt) from None
        rt.close_all()
    except (AwkFatal, TypeError, AttributeError) as e:
        if not isinstance(e, AwkFatal):
            if "AwkArray" not in str(e):
                raise
            # an array where a scalar was read, by a path that does not check it (a
            # function's parameter): gawk's fatal error, without the name
            e = AwkFatal("attempt to use array in a scalar context", rt.line)
        try:
            rt.flush_stdout()
        except Exception:  # noqa: BLE001 - reporting the fatal error matters more
            pass
        ctx.stderr.write(encode(_fatal_text(prog, source, rt, e)))
        return 2
    return exit_code


def _next_fatal(e: Exception, kind: str, rt: Runtime) -> AwkFatal:
    """gawk's error for ``next``/``nextfile`` run by a function that a ``kind`` rule
    called (in the rule itself, it is a syntax error)."""
    what = "next" if isinstance(e, NextRecord) else "nextfile"
    return AwkFatal(f"`{what}' cannot be called from a `{kind}' rule", rt.line)


def _fatal_text(prog: str, source: str, rt: Runtime, e: AwkFatal) -> str:
    where = ""
    if e.line > 0:
        where = f"{source}:{e.line}: "
    elif rt.line > 0:
        where = f"{source}:{rt.line}: "
    file_part = ""
    if rt.in_file and e.line >= 0:
        fnr = rt.fnr
        fnr_s = str(int(fnr)) if fnr == int(fnr) else str(fnr)
        file_part = f"(FILENAME={rt.filename_for_errors} FNR={fnr_s}) "
    return f"{prog}: {where}{file_part}fatal: {e.message}\n"


def _main_loop(ctx: CommandContext, ns: dict[str, Any], rt: Runtime) -> None:
    if ns["__awk_has_beginfile"]:
        rt.beginfile = ns["beginfile"]
    if ns["__awk_has_endfile"]:
        rt.endfile = ns["endfile"]
    if ns["__awk_batch"]:
        _batch_loop(ctx, ns, rt)
        return
    rules = ns["main_rules"]
    if rt.main_gen is None:
        rt.main_gen = rt.main_records()
    gen = rt.main_gen
    check = ctx.check
    while True:
        batch = rt.batch
        pos = rt.bpos
        if pos >= len(batch):
            nb = next(gen, None)
            if nb is None:
                break
            rt.batch = nb
            rt.bpos = 0
            check()
            continue
        rt.bpos = pos + 1
        rt.nr += 1.0
        rt.fnr += 1.0
        rt.rec = batch[pos]
        rt.fields = None
        try:
            rules()
        except NextRecord:
            pass
        except NextFile:
            rt.next_file()


_SLICE = 8192  # records per main_batch call (the budget is checked between calls)


def _batch_loop(ctx: CommandContext, ns: dict[str, Any], rt: Runtime) -> None:
    """The record loop of programs without a plain ``getline``: the compiled ``main_batch``
    runs the rules over a list of records (see the compiler)."""
    run = ns["main_batch"]
    # (a counting main_batch adds each slice's counts to the array key by key: fewer
    # slices, fewer additions; its records cost ~0.3 us each, 64K of them ~20 ms)
    size = _SLICE * 8 if ns["__awk_counting"] else _SLICE
    rt.want_clean = ns["__awk_uses_fields"]
    if ns["__awk_batch_getline"]:
        _batch_getline_loop(ctx, ns, rt, size)
        return
    gen = rt.main_records()
    check = ctx.check
    for batch in gen:
        mode, arg = _split_mode(rt)
        n = len(batch)
        try:
            for i in range(0, n, size):
                check()
                run(
                    batch if n <= size else batch[i : i + size],
                    mode,
                    arg,
                    rt.split_str,
                    rt.batch_ascii,
                )
        except NextFile:
            rt.next_file()


def _split_mode(rt: Runtime) -> tuple[int, Any]:
    """main_batch's ``_mode`` and ``_fsc`` for the batch read last (see the compiler)."""
    arg: Any = rt.split_arg
    if rt.split_mode == "space" and rt.batch_clean:
        return 0, arg
    if rt.split_mode == "char" and rt.rs != "":
        return 1, arg
    if rt.split_mode == "regex" and rt.rs != "":
        pat: Any = arg
        if not isinstance(pat, re.Pattern) or pat.groups == 0:
            return 3, regex_splitter(arg)
    return 2, arg


def _batch_getline_loop(ctx: CommandContext, ns: dict[str, Any], rt: Runtime, size: int) -> None:
    """The record loop of a main_batch whose rules use a plain getline: the input's records
    are the runtime's (``rt.batch`` from ``rt.bpos``, as the record-at-a-time loop's), each
    call given the next slice of them; a getline takes the slice's next record, else the
    input's next (``Runtime.main_next``: past the slice, a later batch, another file), and
    the loop goes on after the last one taken.

    Decision: such programs ran the rules once per record (``main_rules``): ``{getline x;
    s += x}`` over 1M lines was ~5x gawk."""
    run = ns["main_batch"]
    rt.want_clean = ns["__awk_uses_fields"]
    if rt.main_gen is None:
        rt.main_gen = rt.main_records()
    gen = rt.main_gen
    check = ctx.check
    while True:
        batch = rt.batch
        pos = rt.bpos
        if pos >= len(batch):
            nb = next(gen, None)
            if nb is None:
                break
            rt.batch = nb
            rt.bpos = 0
            continue
        check()
        mode, arg = _split_mode(rt)
        chunk = batch if pos == 0 and len(batch) <= size else batch[pos : pos + size]
        rt.bpos = pos + len(chunk)
        try:
            run(chunk, mode, arg, rt.split_str, rt.batch_ascii)
        except NextFile:
            rt.next_file()


__all__ = ["SPECIAL_NS", "main"]
