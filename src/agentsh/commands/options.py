"""The one GNU ``getopt_long``-style option parser every command declares its options to.

A command describes its options as data (:class:`Opt` entries in a :class:`Spec`) and calls
:func:`parse`. Supported: short clusters (``-abc``), attached/separate arguments (``-n5``,
``-n 5``), long options with ``=`` or a separate argument, unambiguous long prefixes, optional
arguments (``--color[=WHEN]``), ``--`` ending options, GNU argument permutation (options after
operands), digit options that accumulate a number (``grep -5``, ``uniq -3``), and the exact glibc
diagnostics followed by ``Try 'NAME --help' for more information.``. ``--help``/``--version``
print the recorded GNU texts (:mod:`._texts`) unless the spec disables them.

Commands that have special legacy syntax (``head -5``, ``tail +3``) rewrite ``args`` before
calling :func:`parse`.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from agentsh._dataclass import dataclass, field

if TYPE_CHECKING:
    from agentsh.commands.context import CommandContext


class Arg(Enum):
    NONE = 0
    REQUIRED = 1
    OPTIONAL = 2


@dataclass(frozen=True)
class Opt:
    """One option: ``key`` is what :class:`Parsed` reports; ``short`` a letter, ``long`` names."""

    key: str
    short: str = ""
    long: tuple[str, ...] = ()
    arg: Arg = Arg.NONE


def flag(key: str, short: str = "", *longs: str) -> Opt:
    return Opt(key, short, longs, Arg.NONE)


def value(key: str, short: str = "", *longs: str) -> Opt:
    return Opt(key, short, longs, Arg.REQUIRED)


def optional(key: str, short: str = "", *longs: str) -> Opt:
    return Opt(key, short, longs, Arg.OPTIONAL)


@dataclass
class Spec:
    """Options of one command plus how it reports usage errors."""

    prog: str
    opts: list[Opt]
    #: Exit status of usage errors (coreutils: 1; sort/grep: 2).
    status: int = 1
    #: Extra lines printed before ``Try ...`` (grep prints its Usage line).
    usage_line: str = ""
    #: Key under which digit options (``-5``, ``-12`` in clusters) accumulate; "" = not options.
    digits: str = ""
    #: Handle ``--help``/``--version`` automatically.
    help_version: bool = True
    #: Stop at the first operand (no permutation), as for ``seq``-like numeric operands.
    permute: bool = True
    #: Unambiguous prefixes of long options stand for them (getopt_long's way; clap, the
    #: parser of ripgrep, takes whole names only).
    abbrev: bool = True
    _short: dict[str, Opt] = field(default_factory=dict[str, Opt], init=False, repr=False)

    def __post_init__(self) -> None:
        if self.help_version:
            self.opts = [*self.opts, flag("help", "", "help"), flag("version", "", "version")]
        self._short = {o.short: o for o in self.opts if o.short}


@dataclass
class Parsed:
    """Result of a successful parse: options in command-line order and the operands."""

    opts: list[tuple[str, str | None]]
    operands: list[str]

    def has(self, key: str) -> bool:
        return any(k == key for k, _ in self.opts)

    def last(self, key: str, default: str | None = None) -> str | None:
        for k, v in reversed(self.opts):
            if k == key:
                return v
        return default

    def all(self, key: str) -> list[str]:
        return [v or "" for k, v in self.opts if k == key]


class UsageError(Exception):
    """A getopt diagnostic (without the program name)."""


def usage_error(ctx: CommandContext, spec: Spec, message: str | None) -> int:
    """Print ``prog: message`` + ``Try ...`` to stderr; return the spec's usage status."""
    text = f"{spec.prog}: {message}\n" if message else ""
    if spec.usage_line:
        text += spec.usage_line + "\n"
    text += f"Try '{spec.prog} --help' for more information.\n"
    ctx.stderr.write(text.encode())
    return spec.status


def _match_long(spec: Spec, name: str, shown: str) -> tuple[Opt, str]:
    exact: Opt | None = None
    cands: list[tuple[str, Opt]] = []
    for o in spec.opts:
        for ln in o.long:
            if ln == name:
                exact = o
            elif ln.startswith(name) and spec.abbrev:
                cands.append((ln, o))
    if exact is not None:
        return exact, name
    if not cands:
        raise UsageError(f"unrecognized option '{shown}'")
    first = cands[0][1]
    if all(o.key == first.key and o.arg == first.arg for _, o in cands):
        return first, cands[0][0]
    names = " ".join(f"'--{ln}'" for ln, _ in cands)
    raise UsageError(f"option '{shown}' is ambiguous; possibilities: {names}")


def parse_args(spec: Spec, args: list[str]) -> Parsed:
    """Parse ``args``; raises :class:`UsageError` with glibc's message text."""
    opts: list[tuple[str, str | None]] = []
    operands: list[str] = []
    i = 0
    n = len(args)
    digits_acc: str | None = None
    while i < n:
        a = args[i]
        i += 1
        if a == "--":
            operands.extend(args[i:])
            break
        if a.startswith("--"):
            name, eq, val = a[2:].partition("=")
            # (getopt_long shows the whole argument, "=value" included; clap its name)
            o, full = _match_long(spec, name, a if spec.abbrev else "--" + name)
            if o.arg is Arg.NONE:
                if eq:
                    raise UsageError(f"option '--{full}' doesn't allow an argument")
                opts.append((o.key, None))
            elif o.arg is Arg.OPTIONAL:
                opts.append((o.key, val if eq else None))
            else:
                if not eq:
                    if i >= n:
                        raise UsageError(f"option '--{full}' requires an argument")
                    val = args[i]
                    i += 1
                opts.append((o.key, val))
            digits_acc = None
            continue
        if a.startswith("-") and a != "-":
            j = 1
            prev_digit = False
            while j < len(a):
                c = a[j]
                j += 1
                if spec.digits and c.isdigit() and c.isascii():
                    if prev_digit and digits_acc is not None:
                        digits_acc += c
                        opts[-1] = (spec.digits, digits_acc)
                    else:
                        digits_acc = c
                        opts.append((spec.digits, digits_acc))
                    prev_digit = True
                    continue
                prev_digit = False
                digits_acc = None
                o = spec._short.get(c)  # pyright: ignore[reportPrivateUsage]
                if o is None:
                    raise UsageError(f"invalid option -- '{c}'")
                if o.arg is Arg.NONE:
                    opts.append((o.key, None))
                    continue
                rest = a[j:]
                if rest:
                    opts.append((o.key, rest))
                elif o.arg is Arg.OPTIONAL:
                    opts.append((o.key, None))
                elif i < n:
                    opts.append((o.key, args[i]))
                    i += 1
                else:
                    raise UsageError(f"option requires an argument -- '{c}'")
                break
            if not prev_digit:
                digits_acc = None
            continue
        operands.append(a)
        if not spec.permute:
            operands.extend(args[i:])
            break
    return Parsed(opts, operands)


def parse(ctx: CommandContext, spec: Spec, args: list[str] | None = None) -> Parsed | int:
    """Parse ``ctx.args`` (or ``args``). Returns :class:`Parsed`, or an exit status when the
    command must stop now (usage error printed, or ``--help``/``--version`` printed)."""
    try:
        parsed = parse_args(spec, ctx.args if args is None else args)
    except UsageError as e:
        return usage_error(ctx, spec, str(e))
    if spec.help_version:
        for key, _ in parsed.opts:
            if key in ("help", "version"):
                from agentsh.commands import _texts

                table = _texts.HELP if key == "help" else _texts.VERSION
                text = table.get(spec.prog, f"Usage: {spec.prog} [OPTION]...\n")
                ctx.stdout.write(text.encode())
                return 0
    return parsed
