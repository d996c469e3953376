"""``getopt``: util-linux 2.38 enhanced getopt (parse and canonicalise shell script options).

Owns the three invocation forms (``getopt OPTSTRING ARGS`` unquoted; ``getopt [opts] -o
SHORT [-l LONG] -- ARGS``), glibc ``getopt_long`` semantics (permutation unless the optstring
starts with ``+`` or ``POSIXLY_CORRECT`` is set, ``-`` keeps operands in place, ``::``
optional arguments, unambiguous long prefixes, ``-a`` long options with one dash), glibc's
diagnostics (continuing after errors, status 1) and the output quoting of ``sh``/``bash``
(``'it'\\''s'``) and ``csh``/``tcsh`` (``!`` escaped).
"""

from __future__ import annotations

from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, UsageError, flag, parse_args, value

__all__ = ["main"]

SPEC = Spec(
    "getopt",
    [
        flag("a", "a", "alternative"),
        flag("h", "h", "help"),
        value("l", "l", "longoptions"),
        value("n", "n", "name"),
        value("o", "o", "options"),
        flag("q", "q", "quiet"),
        flag("Q", "Q", "quiet-output"),
        value("s", "s", "shell"),
        flag("T", "T", "test"),
        flag("u", "u", "unquoted"),
        flag("V", "V", "version"),
    ],
    help_version=False,
    permute=False,
)

_HELP = """
Usage:
 getopt <optstring> <parameters>
 getopt [options] [--] <optstring> <parameters>
 getopt [options] -o|--options <optstring> [options] [--] <parameters>

Parse command options.

Options:
 -a, --alternative             allow long options starting with single -
 -l, --longoptions <longopts>  the long options to be recognized
 -n, --name <progname>         the name under which errors are reported
 -o, --options <optstring>     the short options to be recognized
 -q, --quiet                   disable error reporting by getopt(3)
 -Q, --quiet-output            no normal output
 -s, --shell <shell>           set quoting conventions to those of <shell>
 -T, --test                    test for getopt(1) version
 -u, --unquoted                do not quote the output

 -h, --help                    display this help
 -V, --version                 display version

For more details see getopt(1).
"""


def _quote(word: str, shell: str) -> str:
    if shell in ("csh", "tcsh"):
        out = ["'"]
        for c in word:
            if c == "'":
                out.append("'\\''")
            elif c == "!":
                out.append("'\\!'")
            elif c == "\n":
                out.append("\\\n")
            elif c.isspace():
                out.append("'\\" + c + "'")
            else:
                out.append(c)
        out.append("'")
        return "".join(out)
    return "'" + word.replace("'", "'\\''") + "'"


def _usage(ctx: CommandContext, msg: str) -> int:
    ctx.stderr.write(
        f"getopt: {msg}\nTry 'getopt --help' for more information.\n".encode(
            "utf-8", "surrogateescape"
        )
    )
    return 2


def main(ctx: CommandContext) -> int:
    """``getopt``."""
    args = list(ctx.args)
    quoted = True
    if args and not args[0].startswith("-"):
        # form 1: getopt OPTSTRING PARAMS (unquoted, like old implementations)
        return _parse(ctx, "getopt", args[0], [], args[1:], False, False, "bash", False, False)
    try:
        p = parse_args(SPEC, args)
    except UsageError as e:
        return _usage(ctx, str(e))
    if p.has("h"):
        ctx.stdout.write(_HELP.encode())
        return 0
    if p.has("V"):
        ctx.stdout.write(b"getopt from util-linux 2.38.1\n")
        return 0
    if p.has("T"):
        return 4
    name = p.last("n") or "getopt"
    shell = p.last("s") or "bash"
    if shell not in ("sh", "bash", "csh", "tcsh"):
        return _usage(ctx, "unknown shell after -s or --shell argument")
    longs: list[tuple[str, int]] = []
    for spec in p.all("l"):
        for item in spec.replace(" ", ",").replace("\t", ",").replace("\n", ",").split(","):
            if not item:
                continue
            kind = 0
            if item.endswith("::"):
                kind, item = 2, item[:-2]
            elif item.endswith(":"):
                kind, item = 1, item[:-1]
            longs.append((item, kind))
    if p.has("u"):
        quoted = False
    params = list(p.operands)
    short = p.last("o")
    if short is None:
        if not params:
            return _usage(ctx, "missing optstring argument")
        short = params.pop(0)
    return _parse(
        ctx, name, short, longs, params, p.has("a"), p.has("q"), shell, quoted, p.has("Q")
    )


def _parse(
    ctx: CommandContext,
    name: str,
    optstring: str,
    longs: list[tuple[str, int]],
    params: list[str],
    alternative: bool,
    quiet: bool,
    shell: str,
    quoted: bool,
    quiet_output: bool,
) -> int:
    mode = ""
    if optstring[:1] in "+-" and optstring:
        mode, optstring = optstring[0], optstring[1:]
    if not mode and "POSIXLY_CORRECT" in ctx.env:
        mode = "+"
    shorts: dict[str, int] = {}
    i = 0
    while i < len(optstring):
        c = optstring[i]
        i += 1
        kind = 0
        if optstring[i : i + 2] == "::":
            kind = 2
            i += 2
        elif optstring[i : i + 1] == ":":
            kind = 1
            i += 1
        shorts[c] = kind
    out: list[str] = []
    operands: list[str] = []
    errors = False

    def q(w: str) -> str:
        return _quote(w, shell) if quoted else w

    def error(msg: str) -> None:
        nonlocal errors
        errors = True
        if not quiet:
            ctx.stderr.write(f"{name}: {msg}\n".encode("utf-8", "surrogateescape"))

    def do_long(body: str, k: int, dash: str) -> int:
        lname, eq, val = body.partition("=")
        exact = [x for x in longs if x[0] == lname]
        cands = exact or [x for x in longs if x[0].startswith(lname)]
        if len({(x[0], x[1]) for x in cands}) > 1 and not exact:
            names = " ".join(f"'{dash}{x[0]}'" for x in cands)
            error(f"option '{dash}{lname}' is ambiguous; possibilities: {names}")
            return k
        if not cands:
            error(f"unrecognized option '{dash}{body}'")
            return k
        full, kind = cands[0]
        if kind == 0:
            if eq:
                error(f"option '{dash}{full}' doesn't allow an argument")
                return k
            out.append(" --" + full)
        elif kind == 1:
            if not eq:
                if k >= len(params):
                    error(f"option '{dash}{full}' requires an argument")
                    return k
                val = params[k]
                k += 1
            out.append(" --" + full + " " + q(val))
        else:
            out.append(" --" + full + " " + q(val if eq else ""))
        return k

    k = 0
    while k < len(params):
        a = params[k]
        k += 1
        if a == "--":
            operands.extend(params[k:])
            break
        if a.startswith("--") and len(a) > 2:
            k = do_long(a[2:], k, "--")
            continue
        if a.startswith("-") and a != "-":
            if alternative and len(a) > 2 or (alternative and a[1:2] not in shorts):
                body = a[1:]
                lname = body.partition("=")[0]
                if any(x[0].startswith(lname) for x in longs) and (
                    len(a) > 2 or a[1:2] not in shorts
                ):
                    k = do_long(body, k, "-")
                    continue
            j = 1
            while j < len(a):
                c = a[j]
                j += 1
                kind = shorts.get(c)
                if kind is None or c in ":":
                    error(f"invalid option -- '{c}'")
                    continue
                if kind == 0:
                    out.append(" -" + c)
                    continue
                rest = a[j:]
                if kind == 2:
                    out.append(" -" + c + " " + q(rest))
                elif rest:
                    out.append(" -" + c + " " + q(rest))
                elif k < len(params):
                    out.append(" -" + c + " " + q(params[k]))
                    k += 1
                else:
                    error(f"option requires an argument -- '{c}'")
                break
            continue
        if mode == "+":
            operands.append(a)
            operands.extend(params[k:])
            break
        if mode == "-":
            out.append(" " + q(a))
            continue
        operands.append(a)
    if not quiet_output:
        text = "".join(out) + " --" + "".join(" " + q(w) for w in operands) + "\n"
        ctx.stdout.write(text.encode("utf-8", "surrogateescape"))
    return 1 if errors else 0
