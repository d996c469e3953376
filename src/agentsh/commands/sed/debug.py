"""``sed --debug``: GNU sed 4.9's program listing and execution trace.

Owns the canonical text of a command as GNU's ``debug.c`` prints it (addresses, ``!``, the
function with its arguments; regexes and the pattern/hold spaces escaped byte by byte, a byte
above 127 as the sign-extended octal GNU's ``printf("%03o", (char) c)`` gives), the ``SED
PROGRAM:`` listing, and the wrappers the machine puts around each command in debug mode:
``COMMAND:`` before it (indented by the blocks entered, as GNU counts them: a ``{`` adds a
level, a ``}`` run removes one, a block left by a jump keeps its level) and, after the ones
that change a buffer, ``PATTERN:``/``HOLD:`` lines (``g`` shows the hold space, as GNU
does), ``s``'s registers of its first match, ``END-OF-CYCLE:`` after ``d`` and ``c``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from agentsh.commands.sed.parser import Address, AddrKind, Command, Part, Program

if TYPE_CHECKING:
    from agentsh.commands.sed.interp import Machine

Op = Callable[[int], int]

_CHAR_ESCAPES = {7: "\\a", 12: "\\f", 13: "\\r", 9: "\\t", 11: "\\v", 10: "\\n", 92: "\\\\"}


def escape(text: str) -> str:
    """``text`` as GNU's ``debug_print_char`` writes each of its bytes."""
    if text.isascii() and text.isprintable() and "\\" not in text:
        return text
    out: list[str] = []
    for b in text.encode("utf-8", "surrogateescape"):
        if 32 <= b < 127 and b != 92:
            out.append(chr(b))
        elif b in _CHAR_ESCAPES:
            out.append(_CHAR_ESCAPES[b])
        else:
            out.append(f"\\o{(b if b < 128 else 0xFFFFFF00 | b):03o}")
    return "".join(out)


def _regex(source: str) -> str:
    """A regex as GNU holds it once compiled (``\\t``, ``\\x41``... are the characters)
    and prints it."""
    from agentsh.commands.sed.sedregex import pretranslate

    return escape(pretranslate(source, False))


def _addr(a: Address) -> str:
    k = a.kind
    if k is AddrKind.REGEX:
        rx = a.regex
        if rx is None or rx.source is None:
            return "//"
        flags = ("I" if rx.icase else "") + ("M" if rx.multiline else "")
        return f"/{_regex(rx.source)}/{flags}"
    if k is AddrKind.NUM:
        return str(a.n1)
    if k is AddrKind.STEP:
        return f"{a.n1}~{a.n2}"
    if k is AddrKind.LAST:
        return "$"
    if k is AddrKind.PLUS:
        return f"+{a.n1}"
    if k is AddrKind.TILDE:
        return f"~{a.n1}"
    return "[ADDR-NULL]"


def _function(c: Command, program: Program) -> str:
    name = c.name
    if name == ":":
        return ":" + c.text
    if name in "aic":
        return name + "\\" + c.text
    if name in "btT":
        if 0 <= c.target < len(program.commands):
            return f"{name} {program.commands[c.target].text}"
        return name
    if name == "e":  # (GNU keeps the text's newline, see Tracer.command)
        return "e " + (c.text + "\n" if c.text else "")
    if name in "lqQ":
        return name if c.int_arg == -1 else f"{name} {c.int_arg}"
    if name in "rR":
        return f"{name} {c.text}"
    if name in "wW":
        return name + c.text
    if name == "y":
        return "y/" + "".join(a for a, _ in c.ymap) + "/" + "".join(b for _, b in c.ymap) + "/"
    if name == "s" and c.subst is not None:
        s = c.subst
        rx = s.regex
        out = ["s", "//" if rx.source is None else f"/{_regex(rx.source)}/"]
        for p in s.replacement:
            if p.kind is Part.CASE:
                out.append("\\" + p.text)
            elif p.kind is Part.GROUP:
                out.append("&" if p.group == 0 else f"\\{p.group}")
            else:
                out.append(p.text)
        out.append("/")
        out.append(("i" if rx.icase else "") + ("m" if rx.multiline else ""))
        out.append(
            ("g" if s.global_ else "") + ("e" if s.eval_ else "") + ("p" if s.print_ else "")
        )
        if s.occurrence > 1:
            out.append(str(s.occurrence))
        if s.wfile is not None:
            out.append("w" + s.wfile)
        return "".join(out)
    return name


def command_text(c: Command, program: Program) -> str:
    """A command as ``debug_print_command`` writes it (without indentation)."""
    head = ""
    if c.a1 is not None:
        head = _addr(c.a1)
        if c.a2 is not None:
            head += "," + _addr(c.a2)
    if c.negate:
        head += "!"
    if c.a1 is not None:
        head += " "
    return head + _function(c, program)


def listing(program: Program) -> str:
    """The ``SED PROGRAM:`` block."""
    out = ["SED PROGRAM:\n"]
    level = 1
    for c in program.commands:
        if c.name == "}":
            level -= 1
        out.append("  " * level + command_text(c, program) + "\n")
        if c.name == "{":
            level += 1
    return "".join(out)


class Tracer:
    """The trace of one run: the block level and the wrappers of the machine's commands."""

    def __init__(self, m: Machine, program: Program) -> None:
        self.m = m
        #: the program as written (the machine's has its empty regexes resolved)
        self.program = program
        self.level = 0

    def write(self, text: str) -> None:
        self.m.stdout.raw(text)

    def pattern(self) -> None:
        self.write(f"PATTERN: {escape(self.m.ps)}\n")

    def hold(self) -> None:
        self.write(f"HOLD:    {escape(self.m.hs)}\n")

    def cycle_start(self) -> None:
        inp = self.m.input
        name = "STDIN" if inp.name == "-" else inp.name
        self.write(f"INPUT:   '{name}' line {inp.line_no}\n")
        self.pattern()

    def body(self, c: Command, body: Op) -> Op:
        """``body`` (run when the address matches) with what GNU prints around it."""
        m = self.m
        name = c.name
        if name == "s" and c.subst is not None:
            get = m.regex_getter(c.subst.regex)

            def op_s(pc: int) -> int:
                mt = get().search(m.ps)
                if mt is not None:
                    self.registers(mt)
                r = body(pc)
                self.pattern()
                return r

            return op_s
        if name in "nN":
            inp = m.input

            def op_read(pc: int) -> int:
                before = inp.line_no
                r = body(pc)
                if inp.line_no != before:  # (a record was read)
                    self.pattern()
                elif name == "n" and r >= 0:  # (none: GNU's n prints, ends, no autoprint)
                    if not m.silent:
                        m.out.line(m.ps, m.chomped, m.delim)
                    self.write("END-OF-CYCLE:\n")
                    return -1
                return r

            return op_read
        hook = self._after(name)
        if hook is None:
            return body

        def op(pc: int) -> int:
            r = body(pc)
            hook(r)
            return r

        return op

    def _after(self, name: str) -> Callable[[int], None] | None:
        """What GNU prints after command ``name`` ran (given what it returned), if anything."""
        m = self.m

        def pattern(r: int) -> None:
            self.pattern()

        def both(r: int) -> None:
            self.pattern()
            self.hold()

        def hold(r: int) -> None:
            self.hold()

        def restarted(r: int) -> None:
            if m.restart:
                self.pattern()

        def ended(r: int) -> None:
            if r < 0:
                self.write("END-OF-CYCLE:\n")

        hooks: dict[str, Callable[[int], None]] = {
            "y": pattern,
            "G": pattern,
            "z": pattern,
            "x": both,
            "g": hold,  # (GNU shows the hold space after g)
            "h": hold,
            "H": hold,
            "D": restarted,
            "d": ended,
            "c": ended,
        }
        return hooks.get(name)

    def registers(self, mt: Any) -> None:
        """``MATCHED REGEX REGISTERS``: the groups of the first match up to the first that
        did not take part, with byte offsets (``mt``: an ``re`` or ``regex`` match)."""
        ps = self.m.ps
        out = ["MATCHED REGEX REGISTERS\n"]
        for i in range(len(mt.groups()) + 1):
            start, end = mt.span(i)
            if start < 0:
                break
            bs = len(ps[:start].encode("utf-8", "surrogateescape"))
            be = bs + len(ps[start:end].encode("utf-8", "surrogateescape"))
            out.append(f"  regex[{i}] = {bs}-{be} '{ps[start:end]}'\n")
        self.write("".join(out))

    def command(self, i: int, op: Op) -> Op:
        """``op`` (command ``i`` with its address test) after its ``COMMAND:`` line."""
        c = self.program.commands[i]
        text = command_text(c, self.program)
        name = c.name
        ran = [False]

        def traced(pc: int) -> int:
            if name == "}":
                self.level -= 1
            self.write("COMMAND: " + "  " * self.level + text + "\n")
            if name == "{":
                self.level += 1
            return op(pc)

        def traced_e(pc: int) -> int:
            # (GNU's first run of ``e command`` turns the newline ending its text into a NUL)
            self.write("COMMAND: " + "  " * self.level + (text[:-1] + "\0" if ran[0] else text))
            self.write("\n")
            r = op(pc)
            ran[0] = True
            return r

        return traced_e if name == "e" and c.text else traced
