"""sed script text -> an owned AST of frozen dataclasses (GNU sed 4.9 grammar and diagnostics).

Owns :func:`parse_script`, which reads the ``-e``/``-f`` pieces in order the way GNU's
``compile.c`` does (one character at a time, with the same look-ahead), so that every error
carries GNU's exact location: ``-e expression #N, char M`` or ``file F line L``. Blocks and a
trailing ``a\\`` continue from one piece into the next, labels are resolved at the end.

The AST is flat like GNU's command vector: ``{`` records the index just past its matching
``}``; jumps record their target index (``-1`` = end of script). Regexes are validated here
(GNU compiles them while parsing) but kept as source text in :class:`Regex`.
"""

from __future__ import annotations

from enum import Enum

import agentsh._dataclass as dataclasses
from agentsh._dataclass import dataclass, field
from agentsh.commands.sed import errors as E
from agentsh.commands.sed.errors import SedError
from agentsh.commands.sed.sedregex import RegexError, compile_sed, escape_char, posix_regex


class AddrKind(Enum):
    NUM = 1  # line number n1
    STEP = 2  # first~step (n1~n2)
    LAST = 3  # $
    REGEX = 4
    PLUS = 5  # addr1,+N (n1 = N)
    TILDE = 6  # addr1,~N (n1 = N)
    NULL = 7  # addr1,+0 / addr1,~0: the range ends at once


@dataclass(frozen=True)
class Regex:
    """A regex as written; ``source`` None is the empty regex (reuse the last one used)."""

    source: str | None
    extended: bool = False
    icase: bool = False
    multiline: bool = False


@dataclass(frozen=True)
class Address:
    kind: AddrKind
    n1: int = 0
    n2: int = 0
    regex: Regex | None = None


class Part(Enum):
    LITERAL = 1
    GROUP = 2
    CASE = 3  # value: one of L U E l u


@dataclass(frozen=True)
class ReplPart:
    kind: Part
    text: str = ""
    group: int = 0


@dataclass(frozen=True)
class Subst:
    regex: Regex
    replacement: tuple[ReplPart, ...]
    global_: bool = False
    occurrence: int = 1
    print_: bool = False
    wfile: str | None = None
    max_group: int = 0
    eval_: bool = False  # the ``e`` flag: the result is run as a command, its output kept


@dataclass(frozen=True)
class Command:
    """One entry of the flat command vector."""

    name: str
    a1: Address | None = None
    a2: Address | None = None
    negate: bool = False
    text: str = ""  # a/i/c text, label (b t T :), file name (r R w W)
    int_arg: int = -1  # q/Q exit status, l line length (-1 = default)
    target: int = -1  # '{': index after the matching '}'; b/t/T: label index (-1 = end)
    subst: Subst | None = None
    ymap: tuple[tuple[str, str], ...] = ()

    def written_text(self, delim: str) -> str:
        """The text ``i``/``c`` write: GNU writes it without its final newline, then the
        record separator ``delim`` (NUL with -z); appended text (``a``) goes out as it is."""
        t = self.text
        return t[:-1] + delim if t.endswith("\n") else t


@dataclass(frozen=True)
class Program:
    commands: tuple[Command, ...]
    silent: bool = False  # '#n' on the first line
    wfiles: tuple[str, ...] = ()  # every w/W/s///w file, in order (opened at start)


@dataclass(frozen=True)
class Piece:
    """One ``-e`` expression (``filename`` None) or one ``-f`` file's text."""

    text: str
    filename: str | None = None


@dataclass
class _Options:
    extended: bool = False
    posix: bool = False
    sandbox: bool = False


@dataclass
class _Pending:
    """Builder state that persists across pieces (open blocks, unfinished a/i/c text)."""

    cmds: list[Command] = field(default_factory=list[Command])
    blocks: list[tuple[int, str]] = field(default_factory=list[tuple[int, str]])
    labels: dict[str, int] = field(default_factory=dict[str, int])
    text_cmd: int = -1  # index of a/i/c whose text continues in the next piece
    text_buf: list[str] = field(default_factory=list[str])
    silent: bool = False
    wfiles: list[str] = field(default_factory=list[str])


_SPACE = " \t\n\v\f\r"
_BLANK = " \t"


class _Reader:
    def __init__(self, piece: Piece, index: int) -> None:
        self.text = piece.text
        self.pos = 0
        self.line = 1
        self.filename = piece.filename
        self.index = index

    def where(self) -> str:
        if self.filename is not None:
            return f"file {self.filename} line {self.line}"
        return f"-e expression #{self.index}, char {self.pos}"

    def fail(self, message: str) -> SedError:
        return SedError(f"{self.where()}: {message}", E.EXIT_BAD_USAGE)

    def inchar(self) -> str | None:
        if self.pos >= len(self.text):
            return None
        ch = self.text[self.pos]
        self.pos += 1
        if ch == "\n":
            self.line += 1
        return ch

    def savchar(self, ch: str | None) -> None:
        if ch is None:
            return
        self.pos -= 1
        if ch == "\n" and self.line > 1:
            self.line -= 1

    def in_nonblank(self) -> str | None:
        while True:
            ch = self.inchar()
            if ch is None or ch not in _BLANK:
                return ch

    def in_integer(self, ch: str | None) -> int:
        num = 0
        while ch is not None and "0" <= ch <= "9":
            num = num * 10 + ord(ch) - 48
            ch = self.inchar()
        self.savchar(ch)
        return num

    def read_end_of_cmd(self) -> None:
        ch = self.in_nonblank()
        if ch == "}" or ch == "#":
            self.savchar(ch)
        elif ch is not None and ch != "\n" and ch != ";":
            raise self.fail(E.EXCESS_JUNK)

    def read_label(self) -> str:
        out: list[str] = []
        ch = self.in_nonblank()
        while ch is not None and ch not in _SPACE and ch not in ";}#":
            out.append(ch)
            ch = self.inchar()
        self.savchar(ch)
        return "".join(out)

    def read_filename(self) -> str:
        out: list[str] = []
        ch = self.in_nonblank()
        while ch is not None and ch != "\n":
            out.append(ch)
            ch = self.inchar()
        return "".join(out)

    def match_slash(self, slash: str | None, regex: bool) -> str | None:
        """Text up to the unescaped delimiter (None when unterminated)."""
        if slash is None:
            return None
        out: list[str] = []
        ch = self.inchar()
        while ch is not None and ch != "\n":
            if ch == slash:
                break
            if ch == "\\":
                ch = self.inchar()
                if ch is None:
                    break
                if ch == "n" and regex:
                    ch = "\n"
                elif ch != "\n" and (ch != slash or (not regex and ch == "&")):
                    out.append("\\")
            elif ch == "[" and regex:
                ch = self._bracket(out)
                if ch is None or ch == "\n":
                    break
                continue
            out.append(ch)
            ch = self.inchar()
        if ch == "\n":
            self.savchar(ch)
        if ch != slash:
            return None
        return "".join(out)

    def _bracket(self, out: list[str]) -> str | None:
        """Copy a bracket expression (delimiters inside do not end the regex)."""
        out.append("[")
        ch = self.inchar()
        if ch == "^":
            out.append(ch)
            ch = self.inchar()
        if ch == "]":
            out.append(ch)
            ch = self.inchar()
        while ch is not None and ch != "\n":
            if ch == "]":
                out.append(ch)
                return self.inchar()
            if ch == "[":
                nxt = self.inchar()
                if nxt is not None and nxt in ":.=":
                    out.append("[" + nxt)
                    ch = self.inchar()
                    while ch is not None and ch != "\n":
                        if ch == nxt:
                            after = self.inchar()
                            if after == "]":
                                out.append(nxt + "]")
                                break
                            out.append(ch)
                            ch = after
                            continue
                        out.append(ch)
                        ch = self.inchar()
                    if ch is None or ch == "\n":
                        return ch
                    ch = self.inchar()
                    continue
                out.append("[")
                ch = nxt
                continue
            if ch == "\\":
                nxt = self.inchar()
                if nxt == "n":
                    out.append("\n")
                    ch = self.inchar()
                    continue
                out.append("\\")
                ch = nxt
                continue
            out.append(ch)
            ch = self.inchar()
        return ch


def _text_normalize(raw: str) -> str:
    """GNU's TEXT_BUFFER normalisation of a/i/c text: escapes decoded, other backslashes dropped."""
    out: list[str] = []
    i = 0
    n = len(raw)
    while i < n:
        c = raw[i]
        if c == "\\" and i + 1 < n:
            esc = escape_char(raw, i + 1)
            if esc is not None:
                out.append(esc[0])
                i = esc[1]
                continue
            out.append(raw[i + 1])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _parse_replacement(text: str) -> tuple[tuple[ReplPart, ...], int]:
    parts: list[ReplPart] = []
    lit: list[str] = []
    max_group = 0

    def flush() -> None:
        if lit:
            parts.append(ReplPart(Part.LITERAL, "".join(lit)))
            lit.clear()

    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n:
            d = text[i + 1]
            if "0" <= d <= "9":
                flush()
                g = ord(d) - 48
                max_group = max(max_group, g)
                parts.append(ReplPart(Part.GROUP, group=g))
                i += 2
                continue
            if d in "LUElu":
                flush()
                parts.append(ReplPart(Part.CASE, d))
                i += 2
                continue
            esc = escape_char(text, i + 1)
            if esc is not None:
                lit.append(esc[0])
                i = esc[1]
                continue
            lit.append(d)
            i += 2
            continue
        if c == "&":
            flush()
            parts.append(ReplPart(Part.GROUP, group=0))
        else:
            lit.append(c)
        i += 1
    flush()
    return tuple(parts), max_group


def _y_chars(text: str) -> list[str]:
    out: list[str] = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n:
            esc = escape_char(text, i + 1)
            if esc is not None:
                out.append(esc[0])
                i = esc[1]
                continue
            out.append(text[i + 1])
            i += 2
            continue
        out.append(c)
        i += 1
    return out


class _Parser:
    def __init__(self, opts: _Options, st: _Pending) -> None:
        self.opts = opts
        self.st = st
        self.text_open = False  # the last a/i/c/e text ended in a backslash at the piece end

    def check_regex(self, r: _Reader, regex: Regex) -> None:
        if regex.source is None:
            return
        try:
            compile_sed(regex.source, regex.extended, regex.icase, regex.multiline)
        except RegexError as e:
            raise r.fail(str(e)) from None

    def make_regex(self, r: _Reader, text: str, icase: bool, multiline: bool) -> Regex:
        if text == "":
            if icase or multiline:
                raise r.fail(E.EMPTY_MODIFIERS)
            return Regex(None)
        if self.opts.posix:
            text = posix_regex(text, self.opts.extended)
        return Regex(text, self.opts.extended, icase, multiline)

    def address(self, r: _Reader, ch: str | None) -> Address | None:
        posix = self.opts.posix
        if ch == "/" or ch == "\\":
            if ch == "\\":
                ch = r.inchar()
            text = r.match_slash(ch, True)
            if text is None:
                raise r.fail(E.UNTERMINATED_REGEX)
            icase = multi = False
            while True:
                ch = r.in_nonblank()
                if ch == "I" and not posix:
                    icase = True
                elif ch == "M" and not posix:
                    multi = True
                else:
                    r.savchar(ch)
                    break
            rx = self.make_regex(r, text, icase, multi)
            self.check_regex(r, rx)
            return Address(AddrKind.REGEX, regex=rx)
        if ch is not None and "0" <= ch <= "9":
            n = r.in_integer(ch)
            ch = r.in_nonblank()
            if ch != "~" or posix:
                r.savchar(ch)
                return Address(AddrKind.NUM, n)
            step = r.in_integer(r.in_nonblank())
            if step > 0:
                return Address(AddrKind.STEP, n, step)
            return Address(AddrKind.NUM, n)
        if (ch == "+" or ch == "~") and not posix:
            step = r.in_integer(r.in_nonblank())
            if step == 0:
                return Address(AddrKind.NULL)
            return Address(AddrKind.PLUS if ch == "+" else AddrKind.TILDE, step)
        if ch == "$":
            return Address(AddrKind.LAST)
        return None

    def read_text(self, r: _Reader, leadin: str | None) -> str | None:
        """Text of a/i/c; None when the piece ended right after ``a\\`` (continues).

        A piece that ends in a backslash inside the text leaves it open too
        (``self.text_open``): GNU reads the next ``-e`` as its next line.
        """
        buf = self.st.text_buf
        self.text_open = False
        if leadin is None:
            return None
        if leadin != "\n":
            buf.append(leadin)
        ch = r.inchar()
        while ch is not None and ch != "\n":
            if ch == "\\":
                ch = r.inchar()
                if ch is None:
                    buf.append("\n")
                    self.text_open = True
                    return _text_normalize("".join(buf))
                buf.append("\\")
            buf.append(ch)
            ch = r.inchar()
        buf.append("\n")
        text = _text_normalize("".join(buf))
        buf.clear()
        return text

    def piece(self, r: _Reader, first: bool) -> None:
        st = self.st
        cmds = st.cmds
        posix = self.opts.posix
        if st.text_cmd >= 0:
            idx = st.text_cmd
            st.text_cmd = -1
            text = self.read_text(r, "\n")
            cmds[idx] = dataclasses.replace(cmds[idx], text=text or "")
            if self.text_open:
                st.text_cmd = idx
        while True:
            ch = r.inchar()
            while ch is not None and (ch == ";" or ch in _SPACE):
                ch = r.inchar()
            if ch is None:
                return
            a1 = a2 = None
            a = self.address(r, ch)
            if a is not None:
                if a.kind in (AddrKind.PLUS, AddrKind.TILDE, AddrKind.NULL):
                    raise r.fail(E.BAD_STEP)
                a1 = a
                ch = r.in_nonblank()
                if ch == ",":
                    a2 = self.address(r, r.in_nonblank())
                    if a2 is None:
                        raise r.fail(E.UNEXPECTED_COMMA)
                    ch = r.in_nonblank()
                if (
                    a1.kind is AddrKind.NUM
                    and a1.n1 == 0
                    and (a2 is None or a2.kind is not AddrKind.REGEX or posix)
                ):
                    raise r.fail(E.LINE_ZERO)
            negate = False
            if ch == "!":
                negate = True
                ch = r.in_nonblank()
                while ch is not None and ch in _SPACE:
                    ch = r.inchar()
                if ch == "!":
                    raise r.fail(E.MULTIPLE_BANG)
            if posix and ch is not None:
                if ch in "eFvzLQTRW":
                    raise r.fail(E.unknown_command(ch))
                if ch in "ail=r" and a2 is not None:
                    raise r.fail(E.ONE_ADDR)
            cmd = Command(ch or "", a1, a2, negate)
            if ch == "#":
                if a1 is not None:
                    raise r.fail(E.NO_SHARP_ADDR)
                ch = r.inchar()
                if ch == "n" and first and r.pos == 2:
                    st.silent = True
                while ch is not None and ch != "\n":
                    ch = r.inchar()
                continue
            if ch == "v":
                label = r.read_label()
                if label and _version_tuple(label) > (4, 9):
                    raise r.fail(E.ANCIENT_VERSION)
                continue
            if ch == "{":
                st.blocks.append((len(cmds), r.where() if r.filename else _open_where(r)))
                cmds.append(cmd)
                continue
            if ch == "}":
                if not st.blocks:
                    raise r.fail(E.UNEXPECTED_CLOSE)
                if a1 is not None:
                    raise r.fail(E.CLOSE_BRACE_ADDR)
                r.read_end_of_cmd()
                open_idx, _ = st.blocks.pop()
                cmds.append(cmd)
                cmds[open_idx] = dataclasses.replace(cmds[open_idx], target=len(cmds))
                continue
            if ch == "e":
                if self.opts.sandbox:
                    raise r.fail(E.SANDBOX)
                # ``e``: the pattern space is the command; ``e command``: the rest of the
                # line (read like a one-line ``a`` text, from its first non-blank)
                ch = r.in_nonblank()
                self.text_open = False
                text = "" if ch is None or ch == "\n" else self.read_text(r, ch) or ""
                if self.text_open:
                    st.text_cmd = len(cmds)
                cmds.append(dataclasses.replace(cmd, text=text.removesuffix("\n")))
                continue
            if ch is not None and ch in "aic":
                ch = r.in_nonblank()
                if ch is None:
                    raise r.fail(E.EXPECTED_SLASH)
                if ch == "\\":
                    ch = r.inchar()
                else:
                    if posix:
                        raise r.fail(E.EXPECTED_SLASH)
                    r.savchar(ch)
                    ch = "\n"
                text = self.read_text(r, ch)
                if text is None or self.text_open:
                    st.text_cmd = len(cmds)
                    text = text or ""
                cmds.append(dataclasses.replace(cmd, text=text))
                continue
            if ch == ":":
                if a1 is not None:
                    raise r.fail(E.NO_COLON_ADDR)
                label = r.read_label()
                if not label:
                    raise r.fail(E.COLON_LACKS_LABEL)
                st.labels[label] = len(cmds)
                cmds.append(dataclasses.replace(cmd, text=label))
                continue
            if ch is not None and ch in "btT":
                cmds.append(dataclasses.replace(cmd, text=r.read_label()))
                continue
            if ch is not None and ch in "qQlL":
                if ch in "qQ" and a2 is not None:
                    raise r.fail(E.ONE_ADDR)
                ch2 = r.in_nonblank()
                arg = -1
                if ch2 is not None and "0" <= ch2 <= "9" and not posix:
                    arg = r.in_integer(ch2)
                    ch2 = r.in_nonblank()
                if ch2 == "}" or ch2 == "#":
                    r.savchar(ch2)
                elif ch2 is not None and ch2 != "\n" and ch2 != ";":
                    raise r.fail(E.EXCESS_JUNK)
                cmds.append(dataclasses.replace(cmd, int_arg=arg))
                continue
            if ch is not None and ch in "=dDFgGhHnNpPzx":
                r.read_end_of_cmd()
                cmds.append(cmd)
                continue
            if ch is not None and ch in "rRwW":
                if self.opts.sandbox:
                    raise r.fail(E.SANDBOX)
                name = r.read_filename()
                if not name:
                    raise r.fail(E.MISSING_FILENAME)
                if ch in "wW":
                    st.wfiles.append(name)
                cmds.append(dataclasses.replace(cmd, text=name))
                continue
            if ch == "s":
                cmds.append(dataclasses.replace(cmd, subst=self.subst(r)))
                continue
            if ch == "y":
                cmds.append(dataclasses.replace(cmd, ymap=self.ycmd(r)))
                continue
            if ch is None:
                raise r.fail(E.MISSING_COMMAND)
            raise r.fail(E.unknown_command(ch))

    def subst(self, r: _Reader) -> Subst:
        slash = r.inchar()
        pattern = r.match_slash(slash, True)
        if pattern is None:
            raise r.fail(E.UNTERMINATED_S)
        repl_text = r.match_slash(slash, False)
        if repl_text is None:
            raise r.fail(E.UNTERMINATED_S)
        parts, max_group = _parse_replacement(repl_text)
        posix = self.opts.posix
        icase = multi = glob = prnt = evaluate = False
        numb = 0
        wfile: str | None = None
        while True:
            ch = r.inchar()
            if ch is not None and ch in "iImMe" and posix:
                raise r.fail(E.UNKNOWN_S_OPT)
            if ch == "i" or ch == "I":
                icase = True
            elif ch == "m" or ch == "M":
                multi = True
            elif ch == "e":
                if self.opts.sandbox:
                    raise r.fail(E.SANDBOX)
                evaluate = True
            elif ch == "p":
                if prnt:
                    raise r.fail(E.EXCESS_P)
                prnt = True
            elif ch == "g":
                if glob:
                    raise r.fail(E.EXCESS_G)
                glob = True
            elif ch == "w":
                if self.opts.sandbox:
                    raise r.fail(E.SANDBOX)
                wfile = r.read_filename()
                if not wfile:
                    raise r.fail(E.MISSING_FILENAME)
                self.st.wfiles.append(wfile)
                break
            elif ch is not None and "0" <= ch <= "9":
                if numb:
                    raise r.fail(E.EXCESS_N)
                numb = r.in_integer(ch)
                if not numb:
                    raise r.fail(E.ZERO_N)
            elif ch == "}" or ch == "#":
                r.savchar(ch)
                break
            elif ch is None or ch == "\n" or ch == ";":
                break
            elif ch in _BLANK:
                continue
            else:
                raise r.fail(E.UNKNOWN_S_OPT)
        rx = self.make_regex(r, pattern, icase, multi)
        self.check_regex(r, rx)
        if rx.source is not None:
            groups = compile_sed(rx.source, rx.extended, rx.icase, rx.multiline).groups
            if max_group > groups:
                raise r.fail(E.bad_reference(max_group))
        return Subst(rx, parts, glob, numb or 1, prnt, wfile, max_group, evaluate)

    def ycmd(self, r: _Reader) -> tuple[tuple[str, str], ...]:
        slash = r.inchar()
        src = r.match_slash(slash, False)
        if src is None:
            raise r.fail(E.UNTERMINATED_Y)
        dst = r.match_slash(slash, False)
        if dst is None:
            raise r.fail(E.UNTERMINATED_Y)
        a = _y_chars(src)
        b = _y_chars(dst)
        if len(a) != len(b):
            raise r.fail(E.Y_LENGTHS)
        r.read_end_of_cmd()
        seen: dict[str, str] = {}
        for x, y in zip(a, b, strict=True):
            seen.setdefault(x, y)
        return tuple(seen.items())


def _open_where(r: _Reader) -> str:
    return f"-e expression #{r.index}, char 0"


def _version_tuple(text: str) -> tuple[int, ...]:
    out: list[int] = []
    for part in text.split("."):
        digits = ""
        for c in part:
            if not c.isdigit():
                break
            digits += c
        out.append(int(digits) if digits else 0)
    return tuple(out)


def parse_script(
    pieces: list[Piece], extended: bool = False, posix: bool = False, sandbox: bool = False
) -> Program:
    """Parse all pieces into one :class:`Program` (raises :class:`SedError`)."""
    opts = _Options(extended, posix, sandbox)
    st = _Pending()
    parser = _Parser(opts, st)
    try:
        return _parse_pieces(pieces, parser, st)
    except SedError as e:
        e.wfiles = tuple(st.wfiles)
        raise


def _parse_pieces(pieces: list[Piece], parser: _Parser, st: _Pending) -> Program:
    expr_index = 0
    for i, piece in enumerate(pieces):
        if piece.filename is None:
            expr_index += 1
        r = _Reader(piece, expr_index)
        parser.piece(r, i == 0)
    if st.blocks:
        _, where = st.blocks[-1]
        raise SedError(f"{where}: {E.UNMATCHED_OPEN}", E.EXIT_BAD_USAGE)
    if st.text_cmd >= 0 and st.text_buf:
        idx = st.text_cmd
        st.cmds[idx] = dataclasses.replace(st.cmds[idx], text=_text_normalize("".join(st.text_buf)))
    cmds = st.cmds
    for i, c in enumerate(cmds):
        if c.name in "btT":
            if c.text:
                target = st.labels.get(c.text)
                if target is None:
                    raise SedError(E.missing_label(c.text), E.EXIT_PANIC)
                cmds[i] = dataclasses.replace(c, target=target)
            else:
                cmds[i] = dataclasses.replace(c, target=-1)
    return Program(tuple(cmds), st.silent, tuple(st.wfiles))
