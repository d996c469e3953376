"""``compgen``: the possible completions of a word, as bash's completion would list them.

Actions (``-abcdefgjksuv``, ``-A action``), a glob (``-G``), a word list (``-W``, expanded as
shell words), then ``-X`` drops the matches of a pattern (``!`` keeps them instead), and ``-P``
/ ``-S`` add a prefix and a suffix. Actions that need what a sandbox has not (line editing,
jobs, hostnames, services) complete nothing. ``-F``/``-C`` are not supported (they are for
``complete`` functions run at the prompt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agentsh.commands._common import SIGNAL_NAMES
from agentsh.eval.pattern import match_pattern
from agentsh.eval.words import all_names
from agentsh.exec.io import IO
from agentsh.streams import encode
from agentsh.vfs import FSError
from agentsh.vfs.paths import absolute

if TYPE_CHECKING:
    from agentsh.exec.shell import Shell

_USAGE = (
    "compgen: usage: compgen [-abcdefgjksuv] [-o option] [-A action] [-G globpat] "
    "[-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [word]\n"
)

#: the action of each one-letter option
_LETTERS = {
    "a": "alias", "b": "builtin", "c": "command", "d": "directory", "e": "export",
    "f": "file", "g": "group", "j": "job", "k": "keyword", "s": "service", "u": "user",
    "v": "variable",
}  # fmt: skip

#: bash's reserved words in its own order (``compgen -k``)
_KEYWORDS = (
    "if then else elif fi case esac for select while until do done in function time { } ! "
    "[[ ]] coproc"
).split()

_ACTIONS = frozenset(
    "alias arrayvar binding builtin command directory disabled enabled export file function "
    "group helptopic hostname job keyword running service setopt shopt signal stopped user "
    "variable".split()
)


class _Spec:
    """What the options of ``compgen`` or ``complete`` say (:func:`_parse`)."""

    def __init__(self) -> None:
        self.actions: list[str] = []  # in the order given, the one-letter ones by name
        self.options: set[str] = set()  # -o
        self.values: dict[str, str] = {}  # -G -W -X -P -S -F -C
        self.flags: set[str] = set()  # complete's -p -r and -D -E -I
        self.operands: list[str] = []


def _parse(sh: Shell, io: IO, args: list[str], name: str, usage: str, extra: str) -> _Spec | int:
    """The options shared by ``compgen`` and ``complete`` (``extra``: the letters only the
    latter takes); a status after reporting a bad one as bash does."""
    spec = _Spec()
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
            j += 1
            if c in _LETTERS:
                spec.actions.append(_LETTERS[c])
                continue
            if c in extra:
                spec.flags.add(c)
                continue
            if c not in "oAGWFCXPS":
                sh.err(io, f"{name}: -{c}: invalid option")
                sh.write_err(io, usage)
                return 2
            value, j = a[j:], len(a)
            if not value:
                i += 1
                if i >= len(args):
                    sh.err(io, f"{name}: -{c}: option requires an argument")
                    sh.write_err(io, usage)
                    return 2
                value = args[i]
            if c == "A":
                if value not in _ACTIONS:
                    sh.err(io, f"{name}: {value}: invalid action name")
                    return 2
                spec.actions.append(value)
            elif c == "o":
                if value not in _COMP_OPTIONS:
                    sh.err(io, f"{name}: {value}: invalid option name")
                    return 2
                spec.options.add(value)
            else:
                spec.values[c] = value
        i += 1
    spec.operands = args[i:]
    return spec


def b_compgen(sh: Shell, argv: list[str], io: IO) -> int:
    spec = _parse(sh, io, argv[1:], "compgen", _USAGE, "")
    if isinstance(spec, int):
        return spec
    values = spec.values
    for c in "FC":
        if c in values:
            sh.err(io, f"compgen: -{c}: not supported in the sandbox")
            return 1
    # (-o: completion options change how the prompt shows the words, not the words)
    word = spec.operands[0] if spec.operands else ""
    out: list[str] = []
    for action in spec.actions:
        out += [w for w in _action(sh, action, word) if w.startswith(word)]
    glob_pat = values.get("G")
    if glob_pat is not None:
        out += sh.glob(glob_pat) if _has_glob(glob_pat) else [glob_pat]
    if "W" in values:
        out += [w for w in _words(sh, values["W"], io) if w.startswith(word)]
    filt = values.get("X")
    if filt is not None:
        keep = filt.startswith("!")
        pat = filt[1:] if keep else filt
        ext = sh.shopts.get("extglob", False)
        out = [w for w in out if match_pattern(pat, w, extglob=ext) == keep]
    if not out:
        return 1
    prefix, suffix = values.get("P", ""), values.get("S", "")
    io.stdout.write(encode("".join(prefix + w + suffix + "\n" for w in out)))
    return 0


def _has_glob(pat: str) -> bool:
    return any(c in pat for c in "*?[")


def _words(sh: Shell, text: str, io: IO) -> list[str]:
    """The word list of ``-W``: split and expanded as the words of a command line."""
    from agentsh.syntax import ParseError, parse
    from agentsh.syntax import ast as A

    try:
        script = parse(": " + text)
    except ParseError:
        return text.split()
    cmd = script.body[0].cmd if script.body else None
    if not isinstance(cmd, A.SimpleCommand):
        return text.split()
    return sh.expand_words(cmd.words[1:], io)


def _action(sh: Shell, action: str, word: str) -> list[str]:
    from agentsh.builtins import BUILTINS
    from agentsh.commands import registry

    if action == "alias":
        return list(sh.aliases)
    if action == "builtin" or action == "enabled" or action == "helptopic":
        return sorted(BUILTINS)
    if action == "command":
        names = [*sh.aliases, *sorted(BUILTINS), *sh.functions, *_KEYWORDS]
        return list(dict.fromkeys(names + sorted(registry.names())))
    if action == "keyword":
        return list(_KEYWORDS)
    if action == "function":
        return sorted(sh.functions)
    if action == "variable":
        return all_names(sh)
    if action == "export":
        return sorted(sh.vars.exported())
    if action == "arrayvar":
        out: list[str] = []
        for name in sorted(sh.vars.names()):
            var = sh.vars.get(name)
            if var is not None and var.indexed:
                out.append(name)
        return out
    if action == "setopt":
        from agentsh.exec.shell import SHELL_OPTIONS

        return list(SHELL_OPTIONS)
    if action == "shopt":
        return sorted(sh.shopts)
    if action == "signal":
        return ["SIG" + s for s in SIGNAL_NAMES]
    if action == "user":
        return ["root", sh.vars.get_str("USER") or "user"]
    if action == "group":
        return ["root", sh.vars.get_str("USER") or "user"]
    if action in ("file", "directory"):
        return _files(sh, word, action == "directory")
    return []  # binding, disabled, hostname, job, running, service, stopped


def _files(sh: Shell, word: str, dirs_only: bool) -> list[str]:
    """The entries of the directory that ``word`` names a part of (``dir/pre``: dir's)."""
    head, sep, _ = word.rpartition("/")
    base = head + sep
    where = absolute(sh.cwd, head or ("/" if sep else "."))
    try:
        names = sorted(sh.fs.listdir(where))  # (bash: the directory's order)
    except FSError:
        return []
    out: list[str] = []
    for n in names:  # (hidden files too: readline's match-hidden-files is on)
        path = base + n
        if dirs_only and not sh.fs.is_dir(absolute(sh.cwd, path)):
            continue
        out.append(path)
    return out


# -- complete / compopt --------------------------------------------------------------------------

_COMPLETE_USAGE = (
    "complete: usage: complete [-abcdefgjksuv] [-pr] [-DEI] [-o option] [-A action] "
    "[-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] "
    "[-S suffix] [name ...]\n"
)
#: ``-o`` options, in the order ``complete -p`` prints them
_COMP_OPTIONS = "bashdefault default dirnames filenames noquote nosort nospace plusdirs".split()
#: the actions that ``complete -p`` prints as one letter, in its order
_LETTER_ORDER = "abcdefgjksuv"
_LETTER_OF = {action: letter for letter, action in _LETTERS.items()}
_ACTION_ORDER = sorted(_ACTIONS)
#: the special targets: the default, empty-line and initial-word completions
_SPECIAL_TARGETS = {"D": "-D", "E": "-E", "I": "-I"}


def b_complete(sh: Shell, argv: list[str], io: IO) -> int:
    """``complete``: keeps completion specifications (they complete nothing here: there is
    no prompt), lists them with ``-p`` as bash prints them, removes them with ``-r``."""
    from agentsh.builtins.quoting import shell_quote

    specs = sh.completions
    args = argv[1:]
    spec = _parse(sh, io, args, "complete", _COMPLETE_USAGE, "prDEI")
    if isinstance(spec, int):
        return spec
    flags = spec.flags
    names = [_SPECIAL_TARGETS[c] for c in "DEI" if c in flags] + spec.operands
    if "r" in flags:
        for n in names or list(specs):
            specs.pop(n, None)
        return 0
    defining = bool(spec.options or spec.actions or spec.values or flags & set("DEI"))
    if "p" in flags or not defining:
        if not args or ("p" in flags and not names):
            _emit(io, "".join(f"{specs[n]}\n" for n in specs))
            return 0
        status = 0
        for n in names:
            if n in specs:
                _emit(io, specs[n] + "\n")
            else:
                sh.err(io, f"complete: {n}: no completion specification")
                status = 1
        return status
    if not names:
        sh.write_err(io, _COMPLETE_USAGE)
        return 2
    letters = {_LETTER_OF[a] for a in spec.actions if a in _LETTER_OF}
    parts = ["complete"]
    parts += [f"-o {o}" for o in _COMP_OPTIONS if o in spec.options]
    parts += [f"-{c}" for c in _LETTER_ORDER if c in letters]
    parts += [f"-A {act}" for act in _ACTION_ORDER if act in spec.actions and act not in _LETTER_OF]
    for c in "GWPSXC":
        if c in spec.values:
            parts.append(f"-{c} {shell_quote(spec.values[c])}")
    if "F" in spec.values:
        parts.append(f"-F {spec.values['F']}")
    for n in names:
        specs[n] = " ".join([*parts, n])
    return 0


def b_compopt(sh: Shell, argv: list[str], io: IO) -> int:
    sh.err(io, "compopt: not currently executing completion function")
    return 1


def _emit(io: IO, text: str) -> None:
    if text:
        io.stdout.write(encode(text))
