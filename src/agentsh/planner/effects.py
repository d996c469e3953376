"""What each command does to the filesystem, declared from its (static) argv.

Owns the effect declarations the planner uses: for a command name and its arguments, which
paths it reads, writes, appends, creates, deletes, moves, copies or chmods. Each declaration is
a small function; unknown commands declare nothing (the planner says so).

Decision: declarations parse options loosely (anything starting with ``-`` is an option, with
a per-command set of options that take a value) — a plan is advisory, and a wrong guess must
err on the side of reporting more, never on executing anything.
"""

from __future__ import annotations

from collections.abc import Callable

from agentsh._dataclass import dataclass


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of one command: ``kind`` is read/write/append/create/delete/move/copy/chmod/
    chown/link/cwd/var/network/exec."""

    kind: str
    target: str
    command: str
    line: int = 0
    source: str | None = None  #: for move/copy/link: where from

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind, "target": self.target, "command": self.command}
        if self.line:
            out["line"] = self.line
        if self.source is not None:
            out["source"] = self.source
        return out


Declare = Callable[[str, list[str], int], list[Effect]]


def _operands(args: list[str], with_value: str = "") -> list[str]:
    """Non-option arguments (``--`` ends options); ``with_value`` lists short options that
    consume the next argument."""
    out: list[str] = []
    i = 0
    opts = True
    while i < len(args):
        a = args[i]
        if opts and a == "--":
            opts = False
        elif opts and a.startswith("-") and a != "-":
            if len(a) == 2 and a[1] in with_value:
                i += 1
        else:
            out.append(a)
        i += 1
    return out


def _reads(value_opts: str = "") -> Declare:
    def declare(name: str, args: list[str], line: int) -> list[Effect]:
        return [Effect("read", p, name, line) for p in _operands(args, value_opts) if p != "-"]

    return declare


def _reads_after_first(value_opts: str = "") -> Declare:
    """grep PATTERN FILE..., sed SCRIPT FILE..., awk PROG FILE..."""

    def declare(name: str, args: list[str], line: int) -> list[Effect]:
        ops = _operands(args, value_opts)
        if any(
            a in ("-e", "-f") or a.startswith(("--regexp", "--file", "--expression")) for a in args
        ):
            files = ops
        else:
            files = ops[1:]
        effects = [Effect("read", p, name, line) for p in files if p != "-"]
        if name == "sed" and any(a.startswith("-i") or a.startswith("--in-place") for a in args):
            effects += [Effect("write", p, name, line) for p in files if p != "-"]
        return effects

    return declare


def _writes(kind: str, value_opts: str = "") -> Declare:
    def declare(name: str, args: list[str], line: int) -> list[Effect]:
        return [Effect(kind, p, name, line) for p in _operands(args, value_opts)]

    return declare


def _copy_like(kind: str) -> Declare:
    def declare(name: str, args: list[str], line: int) -> list[Effect]:
        ops = _operands(args, "tS")
        target = None
        for i, a in enumerate(args):
            if a == "-t" and i + 1 < len(args):
                target = args[i + 1]
            elif a.startswith("--target-directory="):
                target = a.split("=", 1)[1]
        if target is None:
            if len(ops) < 2:
                return []
            target, ops = ops[-1], ops[:-1]
        effects: list[Effect] = []
        for src in ops:
            effects.append(Effect(kind, target, name, line, source=src))
            if kind == "move":
                effects.append(Effect("delete", src, name, line))
            else:
                effects.append(Effect("read", src, name, line))
        return effects

    return declare


def _chmod(name: str, args: list[str], line: int) -> list[Effect]:
    ops = _operands(args)
    return [Effect("chmod" if name == "chmod" else "chown", p, name, line) for p in ops[1:]]


def _tee(name: str, args: list[str], line: int) -> list[Effect]:
    kind = "append" if any(a in ("-a", "--append") for a in args) else "write"
    return [Effect(kind, p, name, line) for p in _operands(args)]


def _dd(name: str, args: list[str], line: int) -> list[Effect]:
    out: list[Effect] = []
    for a in args:
        if a.startswith("if="):
            out.append(Effect("read", a[3:], name, line))
        elif a.startswith("of="):
            out.append(Effect("write", a[3:], name, line))
    return out


def _find(name: str, args: list[str], line: int) -> list[Effect]:
    roots: list[str] = []
    for a in args:
        if a.startswith("-") or a in ("(", ")", "!", ","):
            break
        roots.append(a)
    out = [Effect("read", r, name, line) for r in roots or ["."]]
    if "-delete" in args:
        out += [Effect("delete", r + "/**", name, line) for r in roots or ["."]]
    if any(a in ("-exec", "-execdir", "-ok", "-okdir") for a in args):
        out += [Effect("exec", "find -exec", name, line)]
    return out


def _tar(name: str, args: list[str], line: int) -> list[Effect]:
    flags = (
        args[0]
        if args and not args[0].startswith("-")
        else "".join(a.lstrip("-") for a in args if a.startswith("-") and not a.startswith("--"))
    )
    archive = None
    for i, a in enumerate(args):
        if a == "-f" and i + 1 < len(args):
            archive = args[i + 1]
        elif a.startswith("--file="):
            archive = a.split("=", 1)[1]
    if archive is None and "f" in flags:
        ops = _operands(args[1:] if args and not args[0].startswith("-") else args)
        archive = ops[0] if ops else None
    out: list[Effect] = []
    if archive:
        out.append(Effect("write" if "c" in flags else "read", archive, name, line))
    if "x" in flags:
        out.append(Effect("write", ".", name, line))
    return out


NETWORK = frozenset(
    "curl wget nc ncat netcat ssh scp sftp rsync ftp telnet ping dig nslookup host git apt "
    "apt-get pip pip3 npm yarn docker kubectl aws gcloud az".split()
)

DECLARATIONS: dict[str, Declare] = {
    "cat": _reads(), "head": _reads("nc"), "tail": _reads("nc"), "wc": _reads(), "sort": _reads("kto"),
    "uniq": _reads("fsw"), "cut": _reads("bcfd"), "less": _reads(), "more": _reads(), "nl": _reads(),
    "tac": _reads(), "rev": _reads(), "od": _reads("AtjNw"), "xxd": _reads(), "md5sum": _reads(),
    "sha256sum": _reads(), "sha1sum": _reads(), "base64": _reads(), "file": _reads(), "stat": _reads("c"),
    "ls": _reads(), "du": _reads("d"), "tree": _reads("LIP"), "diff": _reads(), "cmp": _reads(),
    "comm": _reads(), "join": _reads(), "paste": _reads("d"), "jq": _reads_after_first(),
    "grep": _reads_after_first("efmABC"), "egrep": _reads_after_first("efmABC"),
    "fgrep": _reads_after_first("efmABC"), "rg": _reads_after_first("egtTmABC"),
    "sed": _reads_after_first("ef"), "awk": _reads_after_first("Fvf"), "gawk": _reads_after_first("Fvf"),
    "source": _reads(), ".": _reads(),
    "rm": _writes("delete"), "rmdir": _writes("delete"), "unlink": _writes("delete"),
    "shred": _writes("delete", "ns"), "mkdir": _writes("create", "m"), "touch": _writes("write", "dtr"),
    "truncate": _writes("write", "sr"), "mkfifo": _writes("create", "m"),
    "cp": _copy_like("copy"), "mv": _copy_like("move"), "ln": _copy_like("link"),
    "install": _copy_like("copy"), "chmod": _chmod, "chown": _chmod, "chgrp": _chmod,
    "tee": _tee, "dd": _dd, "find": _find, "tar": _tar,
}  # fmt: skip


def declare_effects(name: str, args: list[str], line: int) -> list[Effect] | None:
    """Effects of ``name args`` or None when the command declares nothing."""
    fn = DECLARATIONS.get(name)
    if fn is None:
        return None
    return fn(name, args, line)
