"""The dash personality of ``sh``: /bin/sh on the oracle machine (Debian) is dash.

``sh -c``, ``sh FILE``, ``#!/bin/sh`` scripts and the /bin/sh of ``sed e`` / awk's
``system()`` run in a child shell whose ``dash_messages`` is set. This module owns what
makes that shell dash rather than bash, as far as a script can tell:

- the builtins (:func:`dash_builtin_table`): only dash's (``declare``, ``source``,
  ``let``, ``shopt``, ``mapfile`` ... are ``not found``); dash's ``echo`` (backslash
  escapes always, ``-n`` only), ``type`` and ``command -v/-V``; dash's wording and the
  fatality of errors in ``cd``, ``test``/``[``, ``shift``, ``exit``, ``return``,
  ``local``, ``set``, ``read``, ``printf`` and ``trap``;
- the syntax bash has and dash has not (:func:`dash_tree`): array assignments,
  here-strings, C-style ``for``, ``function NAME()`` are syntax errors, reported as dash
  does, after the lines before them ran; ``${x:1}``, ``${x/a/b}``, ``${x^^}``, ``${!x}``,
  ``${a[0]}`` ... are a ``Bad substitution`` that ends the shell, as are ``x++``, ``**``
  and subscripts in arithmetic; ``[[ ]]`` is a command that is not found, ``(( ))`` a
  subshell in a subshell, ``a[0]=1`` and ``x+=1`` command names, ``$'...'`` a dollar and
  a quoted string, ``cmd &> f`` a background job then ``> f``.

The shell (exec/shell.py, exec/redirs.py) words the rest as dash: ``sh: N:`` prefixes,
``parameter not set``, ``is read only``, arithmetic errors, ``cannot open``/``cannot
create``, ``NAME: NAME: I/O error``; it keeps ``set -e`` in command substitutions and
has no brace expansion, ``BASH_VERSION``, ``LINENO`` or ``RANDOM``.

Not covered (bash's behaviour stays): other syntax-error wordings, dash's arithmetic on
variables that do not hold numbers (``Illegal number``), ``(( 1<<63 ))`` read as a
here-document, the order of a background job's output.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from agentsh.exec.errors import ExitShell
from agentsh.streams import BufferOutput
from agentsh.syntax import ast as A

if TYPE_CHECKING:
    from collections.abc import Callable

    from agentsh.exec.io import IO
    from agentsh.exec.shell import Shell

    BuiltinFn = Callable[[Shell, list[str], IO], int]

#: dash 0.5's builtins (``chdir`` is its other name for ``cd``; ``fc`` is not built in).
DASH_BUILTINS = frozenset(
    {".", ":", "[", "alias", "bg", "break", "cd", "chdir", "command", "continue", "echo",
     "eval", "exec", "exit", "export", "false", "fg", "getopts", "hash", "jobs", "kill",
     "local", "printf", "pwd", "read", "readonly", "return", "set", "shift", "test",
     "times", "trap", "true", "type", "ulimit", "umask", "unalias", "unset", "wait"}
)  # fmt: skip

#: ``set -o`` names dash knows.
_DASH_OPTIONS = frozenset(
    {"errexit", "noglob", "ignoreeof", "interactive", "monitor", "noexec", "stdin", "xtrace",
     "verbose", "vi", "emacs", "noclobber", "allexport", "notify", "nounset", "privileged",
     "nolog", "debug"}
)  # fmt: skip
_DASH_SET_LETTERS = "efIimnsxvVECabup"

_table: list[dict[str, Any]] = []


def dash_builtin_table(bash_table: dict[str, Any]) -> dict[str, Any]:
    """dash's builtins: bash's own for the names dash has, with dash's variants of those
    that behave or speak differently."""
    if not _table:
        table = {k: v for k, v in bash_table.items() if k in DASH_BUILTINS}
        table["chdir"] = bash_table["cd"]
        wrapped: dict[str, Callable[..., Any]] = {
            "echo": _echo_builtin,
            "cd": _cd,
            "chdir": _cd,
            "test": _test,
            "[": _test,
            "shift": _shift,
            "exit": _status_operand,
            "local": _local,
            "set": _set,
            "read": _read,
            "type": _type_builtin,
            "printf": _printf,
            "return": _status_operand,
            "trap": _trap,
            "command": _command,
        }
        for name, wrap in wrapped.items():
            table[name] = wrap(table[name])
        _table.append(table)
    return _table[0]


# ---------------------------------------------------------------------------------------------
# builtins


def _echo_builtin(inner: BuiltinFn) -> BuiltinFn:
    """dash's echo in place of bash's ``inner``."""
    return _echo


def _echo(sh: Shell, argv: list[str], io: IO) -> int:
    """dash's echo: ``-n`` (once, first) is its only option; backslash escapes always (``\\c``
    ends all output; ``\\0NNN`` and ``\\NNN`` are octal)."""
    args = argv[1:]
    newline = True
    if args and args[0] == "-n":
        newline = False
        args = args[1:]
    out = bytearray()
    for k, arg in enumerate(args):
        if k:
            out += b" "
        if _escape(arg.encode("utf-8", "surrogateescape"), out):
            io.stdout.write(bytes(out))
            return 0
    if newline:
        out += b"\n"
    io.stdout.write(bytes(out))
    return 0


_SIMPLE_ESCAPES = {
    ord("\\"): 0x5C, ord("a"): 7, ord("b"): 8, ord("e"): 0x1B, ord("f"): 12, ord("n"): 10,
    ord("r"): 13, ord("t"): 9, ord("v"): 11,
}  # fmt: skip
_OCTAL = b"01234567"


def _escape(s: bytes, out: bytearray) -> bool:
    """Append ``s`` with dash's echo escapes done to ``out``; True at a ``\\c`` (stop)."""
    i, n = 0, len(s)
    while i < n:
        j = s.find(b"\\", i)
        if j < 0:
            out += s[i:]
            return False
        out += s[i:j]
        i = j + 1
        c = s[i] if i < n else -1
        if c == ord("c"):
            return True
        if c == ord("0"):  # \0 then up to three octal digits
            i += 1
            v = 0
            for _ in range(3):
                if i < n and s[i] in _OCTAL:
                    v = v * 8 + s[i] - 48
                    i += 1
                else:
                    break
            out.append(v & 255)
        elif c != -1 and c in _OCTAL:  # up to three octal digits
            v = 0
            for _ in range(3):
                if i < n and s[i] in _OCTAL:
                    v = v * 8 + s[i] - 48
                    i += 1
                else:
                    break
            out.append(v & 255)
        elif c in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[c])
            i += 1
        else:  # not an escape: the backslash itself (what follows is plain text)
            out.append(0x5C)
    return False


def _captured(fn: BuiltinFn, sh: Shell, argv: list[str], io: IO) -> tuple[int, list[str]]:
    """Run bash's builtin ``fn`` with its diagnostics kept: its status and their lines with
    the ``sh: N: `` prefix taken off."""
    from agentsh.exec.io import IO as _IO

    err = BufferOutput()
    fds = dict(io.fds)
    fds[2] = err
    status = fn(sh, argv, _IO(fds))
    prefix = sh.prefix()
    lines = [
        line.removeprefix(prefix)
        for line in err.getvalue().decode("utf-8", "surrogateescape").splitlines()
    ]
    return status, lines


#: dash's reserved words and special builtins (``type`` names them so).
_KEYWORDS = frozenset("! case do done elif else esac fi for if in then until while { }".split())
_SPECIAL = frozenset(
    ". : break continue eval exec exit export readonly return set shift times trap unset".split()
)


def _describe(sh: Shell, name: str) -> tuple[str, str] | None:
    """What dash runs ``name`` as: (kind, detail), as bash's ``type`` finds it but with
    dash's keywords and builtins; None when nothing."""
    from agentsh.builtins.core import _type_of  # pyright: ignore[reportPrivateUsage]

    for kind, detail in _type_of(sh, name):
        if kind == "keyword" and name not in _KEYWORDS:
            continue
        if kind == "builtin" and name not in DASH_BUILTINS:
            continue
        return kind, detail
    return None


def _verbose(name: str, kind: str, detail: str) -> str:
    """A line of dash's ``type`` / ``command -V``."""
    if kind == "alias":
        return f"{name} is an alias for {detail}\n"
    if kind == "keyword":
        return f"{name} is a shell keyword\n"
    if kind == "function":
        return f"{name} is a shell function\n"
    if kind == "builtin":
        special = "special " if name in _SPECIAL else ""
        return f"{name} is a {special}shell builtin\n"
    if kind == "hashed":
        return f"{name} is a tracked alias for {detail}\n"
    return f"{name} is {detail}\n"


def _type_builtin(inner: BuiltinFn) -> BuiltinFn:
    """dash's ``type``: no options; ``NAME: not found`` on standard output, status 127."""
    return _type


def _type(sh: Shell, argv: list[str], io: IO) -> int:
    status = 0
    out: list[str] = []
    for name in argv[1:]:
        found = _describe(sh, name)
        if found is None:
            out.append(f"{name}: not found\n")
            status = 127
        else:
            out.append(_verbose(name, *found))
    io.stdout.write("".join(out).encode("utf-8", "surrogateescape"))
    return status


def _command(inner: BuiltinFn) -> BuiltinFn:
    def command(sh: Shell, argv: list[str], io: IO) -> int:
        args = argv[1:]
        flags = ""
        while args and args[0][:1] == "-" and len(args[0]) > 1:
            if args[0] == "--":
                args = args[1:]
                break
            flags += args[0][1:]
            args = args[1:]
        if not args or not ("v" in flags or "V" in flags):
            builtin = _table[0].get(args[0]) if args else None  # (dash's, by that name)
            if builtin is not None:
                return sh._call_builtin(builtin, args, io)  # pyright: ignore[reportPrivateUsage]
            return inner(sh, argv, io)
        status = 0
        out: list[str] = []
        for name in args:
            found = _describe(sh, name)
            if found is None:
                status = 127
                if "V" in flags:
                    out.append(f"{name}: not found\n")
                continue
            kind, detail = found
            if "V" in flags:
                out.append(_verbose(name, kind, detail))
            elif kind == "alias":
                out.append(f"alias {name}='{detail}'\n")
            else:
                out.append((detail if kind in ("file", "hashed") else name) + "\n")
        io.stdout.write("".join(out).encode("utf-8", "surrogateescape"))
        return status

    return command


def _operands(sh: Shell, argv: list[str], io: IO) -> list[str] | None:
    """The operands of a dash builtin that takes no option (printf, trap): after one
    ``--``; None when the first is an option (``NAME: Illegal option -X`` reported)."""
    args = argv[1:]
    if args and args[0] == "--":
        return args[1:]
    if args and args[0][:1] == "-" and len(args[0]) > 1:
        sh.err(io, f"{argv[0]}: Illegal option -{args[0][1]}")
        return None
    return args


_INVALID_NUMBER = re.compile(r"printf: (.*): invalid (?:octal |hex )?number$")
_NUMBER_START = re.compile(r"[ \t\n]*[+-]?\.?[0-9]")


def _printf(inner: BuiltinFn) -> BuiltinFn:
    """dash's printf: no options (``-v`` is illegal), its own wording of bad numbers
    (``expected numeric value``, ``not completely converted``), its diagnostics before
    its output (dash buffers a builtin's output)."""

    def printf(sh: Shell, argv: list[str], io: IO) -> int:
        from agentsh.exec.io import IO as _IO

        args = _operands(sh, argv, io)
        if args is None:
            return 2
        if not args:
            sh.err(io, "printf: usage: printf format [arg ...]")
            return 2
        out = BufferOutput()
        fds = dict(io.fds)
        fds[1] = out
        status, lines = _captured(inner, sh, ["printf", "--", *args], _IO(fds))
        for line in lines:
            m = _INVALID_NUMBER.match(line)
            if m:
                arg = m.group(1)
                why = (
                    "not completely converted"
                    if _NUMBER_START.match(arg)
                    else "expected numeric value"
                )
                line = f"printf: {arg}: {why}"
            else:
                line = line.replace("printf: warning: ", "printf: ")
            sh.err(io, line)
        io.stdout.write(out.getvalue())
        return status

    return printf


_BASH_TRAPS = frozenset({"ERR", "DEBUG", "RETURN"})
_BAD_SIGNAL = re.compile(r"trap: (.*): invalid signal specification$")


def _trap(inner: BuiltinFn) -> BuiltinFn:
    """dash's trap: no options; no ERR, DEBUG or RETURN, and an unknown signal is a ``bad
    trap`` (its message without the ``sh: N:`` prefix, status 1) that stops the rest."""

    def trap(sh: Shell, argv: list[str], io: IO) -> int:
        args = _operands(sh, argv, io)
        if args is None:
            raise ExitShell(2)
        if not args:  # the list, with dash's names (``INT``, not ``SIGINT``)
            from agentsh.exec.io import IO as _IO

            out = BufferOutput()
            status = inner(sh, argv, _IO({**io.fds, 1: out}))
            text = out.getvalue().decode("utf-8", "surrogateescape")
            io.stdout.write(
                re.sub(r"(?m) SIG(\w+)$", r" \1", text).encode("utf-8", "surrogateescape")
            )
            return status
        if len(args) < 2:
            return inner(sh, argv, io)
        signals = args[1:]
        bad = next((k for k, name in enumerate(signals) if name.upper() in _BASH_TRAPS), None)
        status, lines = 0, list[str]()
        if bad != 0:
            status, lines = _captured(inner, sh, ["trap", "--", args[0], *signals[:bad]], io)
        for line in lines:
            m = _BAD_SIGNAL.match(line)
            if m:
                sh.write_err(io, f"trap: {m.group(1)}: bad trap\n")
                return 1
            sh.err(io, line)
        if bad is not None:
            sh.write_err(io, f"trap: {signals[bad]}: bad trap\n")
            return 1
        return status

    return trap


_CD_FAILED = re.compile(
    r"cd: (.*): (?:No such file or directory|Not a directory|Permission denied)$"
)


def _cd(inner: BuiltinFn) -> BuiltinFn:
    def cd(sh: Shell, argv: list[str], io: IO) -> int:
        status, lines = _captured(inner, sh, argv, io)
        for line in lines:
            m = _CD_FAILED.match(line)
            if m:
                sh.err(io, f"cd: can't cd to {m.group(1)}")
                return 2
            sh.err(io, line)
        return status

    return cd


_BINARY_TESTS = frozenset(
    {"=", "!=", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-nt", "-ot", "-ef", "<", ">"}
)
_INT_EXPECTED = re.compile(r"(test|\[): (.*): integer expression expected$")


def _test(inner: BuiltinFn) -> BuiltinFn:
    def test(sh: Shell, argv: list[str], io: IO) -> int:
        name = argv[0]
        args = argv[1:-1] if name == "[" and argv[-1:] == ["]"] else argv[1:]
        if "==" in args[1:]:  # dash's test has no ``==``
            sh.err(io, f"{name}: {args[args.index('==', 1) - 1]}: unexpected operator")
            return 2
        if len(args) == 2 and args[1] in _BINARY_TESTS:
            sh.err(io, f"{name}: {args[1]}: argument expected")
            return 2
        status, lines = _captured(inner, sh, argv, io)
        for line in lines:
            m = _INT_EXPECTED.match(line)
            if m:
                line = f"{m.group(1)}: Illegal number: {m.group(2)}"
            elif line == "[: missing `]'":
                line = "[: missing ]"
            sh.err(io, line)
        return status

    return test


def _number(text: str) -> int | None:
    """``text`` as dash reads a number (``exit``, ``shift``, ``return``): digits, within
    its intmax_t; else None."""
    if not (text.isascii() and text.isdigit()) or len(text) > 19:
        return None
    n = int(text)
    return n if n < 1 << 63 else None


def _shift(inner: BuiltinFn) -> BuiltinFn:
    def shift(sh: Shell, argv: list[str], io: IO) -> int:
        if len(argv) > 1:
            n = _number(argv[1])
            if n is None:
                sh.err(io, f"shift: Illegal number: {argv[1]}")
                raise ExitShell(2)
            if n > len(sh.positional):
                sh.err(io, "shift: can't shift that many")
                raise ExitShell(2)
        elif not sh.positional:
            sh.err(io, "shift: can't shift that many")
            raise ExitShell(2)
        return inner(sh, argv[:2], io)

    return shift


def _status_operand(inner: BuiltinFn) -> BuiltinFn:
    """dash's ``exit`` and ``return``: one operand, a number (else fatal), the rest unread."""

    def status(sh: Shell, argv: list[str], io: IO) -> int:
        if len(argv) > 1 and _number(argv[1]) is None:
            sh.err(io, f"{argv[0]}: Illegal number: {argv[1]}")
            raise ExitShell(2)
        return inner(sh, argv[:2], io)

    return status


def _local(inner: BuiltinFn) -> BuiltinFn:
    def local(sh: Shell, argv: list[str], io: IO) -> int:
        if not sh.func_stack:
            sh.err(io, "local: not in a function")
            raise ExitShell(2)
        return inner(sh, argv, io)

    return local


def _set(inner: BuiltinFn) -> BuiltinFn:
    def set_(sh: Shell, argv: list[str], io: IO) -> int:
        args = argv[1:]
        i = 0
        while i < len(args):
            a = args[i]
            i += 1
            if a in ("-", "--") or a[:1] not in ("-", "+"):
                break
            for c in a[1:]:
                if c == "o":
                    if i >= len(args):
                        break  # (``set -o``: the settings)
                    name = args[i]
                    i += 1
                    if name not in _DASH_OPTIONS:
                        sh.err(io, f"set: Illegal option -o {name}")
                        raise ExitShell(2)
                elif c not in _DASH_SET_LETTERS:
                    sh.err(io, f"set: Illegal option -{c}")
                    raise ExitShell(2)
        return inner(sh, argv, io)

    return set_


def _read(inner: BuiltinFn) -> BuiltinFn:
    def read(sh: Shell, argv: list[str], io: IO) -> int:
        args = argv[1:]
        i = 0
        while i < len(args):
            a = args[i]
            if a == "--" or a[:1] != "-" or a == "-":
                break
            i += 1
            for k, c in enumerate(a[1:], 1):
                if c == "r":
                    continue
                if c == "p":
                    i += k == len(a) - 1  # the prompt is the next word
                    break
                sh.err(io, f"read: Illegal option -{c}")
                return 2
        return inner(sh, argv, io)

    return read


# ---------------------------------------------------------------------------------------------
# syntax


@dataclasses.dataclass(frozen=True, slots=True)
class DashSyntaxError:
    """A construct dash cannot parse: ``message`` at ``line``."""

    line: int
    message: str


def dash_tree(tree: A.Script, text: str) -> tuple[A.Script, DashSyntaxError | None]:
    """``tree`` (parsed as bash from ``text``) as dash runs it (see the module docstring),
    and the first construct dash rejects, if any: then the tree is what dash runs before
    it, the top-level statements on the lines before the list that holds it (dash parses a
    line's whole list before it runs any of it)."""
    lines = text.split("\n")
    body = tree.body
    for k, stmt in enumerate(body):
        found = _first_error(stmt, lines, "")
        if found is not None:
            line, message = found
            first = k
            while first > 0 and body[first - 1].span.end_line >= body[first].span.line:
                first -= 1
            ran = A.Script(_Rewriter(lines).statements(body[:first]))
            return ran, DashSyntaxError(line, message)
    new = _Rewriter(lines).statements(body)
    if len(new) == len(body) and all(a is b for a, b in zip(new, body, strict=True)):
        return tree, None
    return A.Script(new, tree.span), None


_EXPECTING: dict[type, str] = {
    A.BraceGroup: "}",
    A.Subshell: ")",
    A.CommandSub: ")",
    A.CaseItem: ";;",
}


def _first_error(node: Any, lines: list[str], expecting: str) -> tuple[int, str] | None:
    """The first (line, message) of a construct dash rejects in ``node``, in source order;
    ``expecting``: the closing word of the innermost construct it is in (dash names it)."""
    cls = node.__class__
    if cls is A.Assign:
        if node.array is not None:
            if node.append:
                return node.span.line, 'Syntax error: word unexpected (expecting ")")'
            tail = f' (expecting "{expecting}")' if expecting else ""
            return node.span.line, f'Syntax error: "(" unexpected{tail}'
    elif cls is A.Redir:
        if node.op == "<<<":
            return node.span.line, "Syntax error: redirection unexpected"
    elif cls is A.ArithFor:
        return node.span.line, "Syntax error: Bad for loop variable"
    elif cls is A.CommandSub:
        found = _unclosed_arith(node, lines)
        if found is not None:
            return found
    elif cls is A.FunctionDef:
        found = _function_keyword(node, lines)
        if found is not None:
            return found
    elif cls is A.Pipeline:
        span: A.Span = node.span
        line = span.line
        head = lines[line - 1][span.col :] if 0 < line <= len(lines) else ""
        if _DOUBLE_BANG.match(head):  # (dash's grammar has one ``!`` a pipeline)
            return line, 'Syntax error: "!" unexpected'
    if cls is A.Span or not hasattr(cls, "__dataclass_fields__"):
        return None
    inner = _EXPECTING.get(cls, expecting)
    if cls is A.If:
        return _first_in_if(node, lines)
    if cls is A.While or cls is A.For or cls is A.Select:
        cond = node.cond if cls is A.While else None
        if cond is not None:
            found = _first_error(cond, lines, "do")
            if found is not None:
                return found
        return _first_error(node.body, lines, "done")
    for f in dataclasses.fields(node):
        if f.init:  # (not the derived fields: Script.cmds holds its commands a second time)
            found = _first_in(getattr(node, f.name), lines, inner)
            if found is not None:
                return found
    return None


_NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
_DOUBLE_BANG = re.compile(r"!\s+!(?:\s|$)")


def _unclosed_arith(node: A.CommandSub, lines: list[str]) -> tuple[int, str] | None:
    """``$((cmd); ...)``: bash reads a command substitution holding a subshell when no
    ``))`` closes the ``$((``; dash always reads arithmetic there, and when a ``)`` outside
    parentheses is not followed by another it fails, naming the script's last line."""
    line, col = node.span.line, node.span.col
    if not 0 < line <= len(lines) or not lines[line - 1].startswith("$((", col):
        return None
    rest = "\n".join([lines[line - 1][col + 3 :], *lines[line:]])
    depth = 0
    for i, c in enumerate(rest):  # dash's scan: a ``)`` outside parentheses needs another
        if c == "(":
            depth += 1
        elif c == ")":
            if depth:
                depth -= 1
            elif rest.startswith(")", i + 1):
                return None  # (closed: what dash does then is not modelled)
            else:
                break
    return len(lines), "Syntax error: Missing '))'"


def _function_keyword(node: A.FunctionDef, lines: list[str]) -> tuple[int, str] | None:
    """``function NAME() ...`` (dash meets the ``(`` after its words ``function NAME``) or
    ``function NAME { ...; }`` on one line (it meets the ``}``, its ``{`` being a word)."""
    line = node.span.line
    head = lines[line - 1][node.span.col :] if 0 < line <= len(lines) else ""
    if not head.startswith("function") or head[8:9] not in (" ", "\t"):
        return None
    rest = head[8:].lstrip(" \t")
    after = rest.lstrip(_NAME_CHARS).lstrip(" \t")
    if after.startswith("("):
        return line, 'Syntax error: "(" unexpected'
    if node.span.end_line == line:
        return line, 'Syntax error: "}" unexpected'
    return None


def _first_in(value: Any, lines: list[str], expecting: str) -> tuple[int, str] | None:
    if value.__class__ is tuple:
        for v in value:
            found = _first_in(v, lines, expecting)
            if found is not None:
                return found
        return None
    if hasattr(value.__class__, "__dataclass_fields__"):
        return _first_error(value, lines, expecting)
    return None


def _first_in_if(node: A.If, lines: list[str]) -> tuple[int, str] | None:
    for clause in node.clauses:
        found = _first_error(clause.cond, lines, "then") or _first_error(clause.body, lines, "fi")
        if found is not None:
            return found
    if node.else_body is not None:
        return _first_error(node.else_body, lines, "fi")
    return None


def _is_bash_only(p: A.ParamExp) -> bool:
    """A ``${...}`` dash does not have: substrings, substitution, case changes, indirection,
    names by prefix, keys, transformations, any subscript."""
    return (
        p.offset is not None
        or p.index is not None
        or p.indirect
        or p.keys
        or p.prefix_names is not None
        or (p.op is not None and p.op[:1] in ("/", "^", ",", "@"))
    )


def _beyond_dash(node: Any) -> str | None:
    """What dash's parser expects where the arithmetic ``node`` uses what it has not (a
    postfix ``++``/``--``, ``**``: "primary"; a subscript: "EOF"), else None."""
    cls = node.__class__
    if cls is A.ArithIncDec and not node.prefix:
        return "primary"
    if cls is A.ArithBinary and node.op == "**":
        return "primary"
    if cls is A.ArithVar and node.index is not None:
        return "EOF"
    if cls is A.Span or cls is A.Word or not hasattr(cls, "__dataclass_fields__"):
        return None
    for f in dataclasses.fields(node):
        if not f.init:
            continue
        value = getattr(node, f.name)
        for v in value if value.__class__ is tuple else (value,):
            found = _beyond_dash(v)
            if found is not None:
                return found
    return None


def _amp_split(stmt: A.Statement) -> tuple[A.Statement, A.Statement] | None:
    """``cmd &> f`` (``&>>``) on the last command of a statement: dash reads ``cmd &``, a
    background job, then ``> f`` (and what follows it) as a command of its own."""
    cmd = stmt.cmd
    andor = cmd if isinstance(cmd, A.AndOr) and cmd.rest else None
    last: A.Command = andor.rest[-1][1] if andor is not None else cmd
    pipe = last if isinstance(last, A.Pipeline) and last.cmds else None
    if pipe is not None:
        last = pipe.cmds[-1]
    if not isinstance(last, (A.SimpleCommand, A.Redirected)):
        return None
    redirs = last.redirs
    k = next((i for i, r in enumerate(redirs) if r.op in ("&>", "&>>")), None)
    if k is None or (isinstance(last, A.SimpleCommand) and last.decl_args):
        return None
    amp = redirs[k]
    at = (amp.span.line, amp.span.col)
    later: tuple[A.Word, ...] = ()
    before: A.Command
    if isinstance(last, A.SimpleCommand):
        words = tuple(w for w in last.words if (w.span.line, w.span.col) < at)
        later = tuple(w for w in last.words if (w.span.line, w.span.col) > at)
        before = A.SimpleCommand(last.assigns, words, redirs[:k], span=last.span)
    else:
        before = A.Redirected(last.cmd, redirs[:k], last.span) if k else last.cmd
    if pipe is not None:
        before = A.Pipeline(
            (*pipe.cmds[:-1], before), pipe.negated, pipe.stderr_too, pipe.timed, pipe.span,
            pipe.posix_time,
        )  # fmt: skip
    if andor is not None:
        before = A.AndOr(andor.first, (*andor.rest[:-1], (andor.rest[-1][0], before)), andor.span)
    target = amp.target
    if not isinstance(target, A.Word):
        return None
    redirect = A.Redir(">" if amp.op == "&>" else ">>", target, span=amp.span)
    rest = A.SimpleCommand((), later, (redirect, *redirs[k + 1 :]), span=amp.span)
    return (
        A.Statement(before, True, stmt.span),
        A.Statement(rest, stmt.background, stmt.span),
    )


class _Rewriter:
    """The rewrite of a tree dash can parse into what dash makes of it."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines

    def statements(self, body: tuple[A.Statement, ...]) -> tuple[A.Statement, ...]:
        """``body`` rewritten; a statement ending in ``cmd &> f`` is two in dash."""
        out: list[A.Statement] = []
        for stmt in body:
            split = _amp_split(stmt)
            if split is None:
                out.append(self.node(stmt))
            else:
                out += (self.node(split[0]), self.node(split[1]))
        return tuple(out)

    def node(self, node: Any) -> Any:
        cls = node.__class__
        if cls is A.Script:
            new = self.statements(node.body)
            same = len(new) == len(node.body) and all(
                a is b for a, b in zip(new, node.body, strict=True)
            )
            return node if same else A.Script(new, node.span)
        if cls is A.ParamExp and _is_bash_only(node):
            return A.BadSubstitution("", node.span, dash=True)
        if cls is A.BadSubstitution:
            return A.BadSubstitution("", node.span, dash=True)
        if cls is A.ArithSub and node.text is not None:
            # (dash's arithmetic has no ``x++``, ``x--``, ``**``, arrays: its parser stops)
            beyond = _beyond_dash(node.expr)
            if beyond is not None:
                message = f'arithmetic expression: expecting {beyond}: "{node.text}"'
                return A.BadSubstitution(message, node.span, dash=True)
        if cls is A.ArithIncDec and node.prefix:  # ``++x`` is ``+(+x)`` in dash
            op = "+" if node.op == "++" else "-"
            target = self.node(node.target)
            return A.ArithUnary(op, A.ArithUnary(op, target, node.span), node.span)
        if cls is A.AnsiCQuoted and node.span.line and node.span.line == node.span.end_line:
            # ``$'a\tb'`` is ``$`` and a single-quoted string in dash
            span: A.Span = node.span
            raw = self.lines[span.line - 1][span.col + 2 : span.end_col - 1]
            return A.SingleQuoted("$" + raw, node.span)
        if cls is A.CondCommand:  # ``[[`` is just a word in dash: a command not found
            word = A.Word((A.Lit("[["),))
            return A.SimpleCommand((), (word,), (), span=node.span)
        if cls is A.ArithCommand:
            return self._arith_command(node)
        if cls is A.SimpleCommand:
            node = self._indexed_assigns(node)
        if cls is A.Span or not hasattr(cls, "__dataclass_fields__"):
            return node
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(node):
            if not f.init:
                continue
            value = getattr(node, f.name)
            new = self.value(value)
            if new is not value:
                changes[f.name] = new
        return dataclasses.replace(node, **changes) if changes else node

    def value(self, value: Any) -> Any:
        if value.__class__ is tuple:
            new = tuple(self.value(v) for v in value)
            return value if all(a is b for a, b in zip(new, value, strict=True)) else new
        if hasattr(value.__class__, "__dataclass_fields__"):
            return self.node(value)
        return value

    def _arith_command(self, node: A.ArithCommand) -> Any:
        """``((text))``: dash reads a subshell in a subshell running ``text``."""
        from agentsh.syntax import ParseError, parse

        text = node.text if node.text is not None else ""
        line = node.span.line or 1
        try:
            inner = parse("\n" * (line - 1) + text)
        except ParseError:
            inner = A.Script(())
        inner = A.Script(tuple(self.node(s) for s in inner.body))
        sub = A.Subshell(inner, node.span)
        return A.Subshell(A.Script((A.Statement(sub, span=node.span),)), node.span)

    @staticmethod
    def _indexed_assigns(cmd: A.SimpleCommand) -> A.SimpleCommand:
        """``a[0]=1``, ``x+=1``: not assignments in dash but a command word (and the rest
        with it)."""
        assigns = cmd.assigns
        k = next((i for i, a in enumerate(assigns) if a.index is not None or a.append), None)
        if k is None:
            return cmd
        words: list[A.Word] = []
        for a in assigns[k:]:
            parts: list[A.WordPart] = [A.Lit(a.name)]
            if a.index is not None:
                parts += [A.Lit("["), *a.index.parts, A.Lit("]")]
            parts.append(A.Lit("+=" if a.append else "="))
            if a.value is not None:
                parts += a.value.parts
            words.append(A.Word(tuple(parts), a.span))
        return A.SimpleCommand(assigns[:k], (*words, *cmd.words), cmd.redirs, span=cmd.span)


def dash_parse_error(lines: list[str]) -> tuple[int, str] | None:
    """bash's syntax error message ``lines`` as dash words the same error: (line, text)."""
    if not lines:
        return None
    m = re.match(r"(?:.*?: )?line (\d+): (.*)$", lines[0])
    if m is None:
        return None
    line, msg = int(m.group(1)), m.group(2)
    t = re.match(r"syntax error near unexpected token `(.*)'$", msg)
    if t is not None:
        return line, f'Syntax error: "{t.group(1)}" unexpected'
    if msg.startswith("unexpected EOF while looking for matching"):
        return line, "Syntax error: Unterminated quoted string"
    return None
