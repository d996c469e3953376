"""``find`` (GNU findutils 4.9): the expression language, traversal and actions.

Owns parsing of the expression (operators ``! -not -a -and -o -or ( ) ,``, tests, actions,
global options), the walk over the VFS and the actions (``-print -print0 -printf -fprint
-fprint0 -fprintf -ls -fls -exec/-execdir/-ok/-okdir (;/+) -delete -quit -prune``).

Decision: GNU visits directory entries in the order the filesystem returns them; the VFS has
no meaningful on-disk order, so entries are visited in sorted (C locale byte) order.
``-ok``/``-okdir`` ask on stderr and read the answer from stdin (a line starting with y/Y).
``-execdir`` runs the command with the file's directory as cwd (registered commands directly;
builtins through the shell runner with the shell's cwd switched for the call).
"""

from __future__ import annotations

import errno
import re
import stat as _stat
import time
from collections.abc import Callable

from agentsh._dataclass import dataclass, field
from agentsh.commands._common import buffered_output, quote
from agentsh.commands._fileutil import (
    apply_mode,
    err,
    group_id,
    group_name,
    mode_string,
    now,
    parse_date,
    parse_mode,
    qloc,
    quoteaf,
    strftime_utc,
    user_id,
    user_name,
)
from agentsh.commands.context import CommandContext
from agentsh.regex import RegexError, translate
from agentsh.regex.literal import bracket_end
from agentsh.streams import UnreadableStdin
from agentsh.vfs import R_OK, W_OK, X_OK, FSError, Stat


class FindError(Exception):
    """A fatal expression error (message without the ``find: `` prefix)."""


class InfoAsked(Exception):
    """``-help``/``-version`` read in the expression: the text is printed, find ends (0)."""


class Quit(Exception):
    """``-quit``."""


_ARG_BUFFER = 131072  #: bytes of a ``-exec ... {} +`` command line (GNU's buffer)


@dataclass(slots=True)
class Item:
    path: str  # as displayed
    abspath: str
    start: str
    depth: int
    st: Stat | None
    lst: Stat | None
    name: str
    prune: bool = False


Pred = Callable[[Item], bool]


@dataclass
class Node:
    kind: str  # "and" "or" "not" "comma" "pred"
    left: Node | None = None
    right: Node | None = None
    fn: Pred | None = None
    name: str = ""


# ----------------------------------------------------------------------------- globbing


def glob_to_regex(pat: str, icase: bool = False) -> re.Pattern[str]:
    """``fnmatch(3)`` without FNM_PERIOD/FNM_PATHNAME, backslash escapes included."""
    out: list[str] = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "\\" and i < n:
            out.append(re.escape(pat[i]))
            i += 1
        elif c == "[":
            j = i
            if j < n and pat[j] in "!^":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                if pat[j] == "[" and j + 1 < n and pat[j + 1] == ":":
                    k = pat.find(":]", j + 2)
                    if k >= 0:
                        j = k + 2
                        continue
                j += 1
            if j >= n:
                out.append("\\[")
                continue
            body = pat[i:j]
            i = j + 1
            neg = body[:1] in ("!", "^")
            if neg:
                body = body[1:]
            cls = ""
            k = 0
            while k < len(body):
                if body.startswith("[:", k):
                    e = body.find(":]", k)
                    name = body[k + 2 : e]
                    cls += _POSIX_CLASSES.get(name, "")
                    k = e + 2
                    continue
                ch = body[k]
                cls += "\\" + ch if ch in "\\^[]" else ch
                k += 1
            out.append("[" + ("^" if neg else "") + cls + "]")
        else:
            out.append(re.escape(c))
    flags = re.S | (re.I if icase else 0)
    return re.compile("".join(out) + r"\Z", flags)


_POSIX_CLASSES = {
    "alpha": "a-zA-Z",
    "digit": "0-9",
    "alnum": "a-zA-Z0-9",
    "upper": "A-Z",
    "lower": "a-z",
    "space": " \\t\\n\\r\\f\\v",
    "blank": " \\t",
    "punct": "!-/:-@\\[-`{-~",
    "xdigit": "0-9A-Fa-f",
    "cntrl": "\\x00-\\x1f\\x7f",
    "print": " -~",
    "graph": "!-~",
}


#: Emacs syntax's anchors after a backslash, in Python.
_EMACS_ANCHORS = {
    "b": "\\b",
    "B": "\\B",
    "`": "\\A",
    "'": "\\Z",
    "<": "\\b(?=\\w)",
    ">": "\\b(?<=\\w)",
}


def emacs_to_python(pat: str) -> str:
    """Translate an Emacs-syntax regex (find's default ``-regextype``: glibc's RE_SYNTAX_EMACS,
    no character classes, no intervals) to Python ``re``; a bad one raises RegexError with
    glibc's message. ``*``/``+``/``?`` at the start of the pattern or of a group or
    alternative are literal; stacked ones act as one (``a**`` is ``a*``, ``a+?`` is ``a*``)."""
    out: list[str] = []
    i = 0
    n = len(pat)
    groups = 0  # open \( groups
    closed = 0  # groups closed so far (back-references may name only those)
    leading = True  # an operator here would be literal
    while i < n:
        c = pat[i]
        i += 1
        if c in "*+?":
            if leading:
                out.append(re.escape(c))
                leading = False
                continue
            ops = c
            while i < n and pat[i] in "*+?":
                ops += pat[i]
                i += 1
            if "*" in ops or ("+" in ops and "?" in ops):
                out.append("*")
            else:
                out.append(ops[0])
            continue
        leading = False
        if c == "\\":
            if i >= n:
                raise RegexError("Trailing backslash")
            d = pat[i]
            i += 1
            if d == "(":
                groups += 1
                out.append("(")
                leading = True
            elif d == ")":
                if not groups:
                    raise RegexError("Unmatched ) or \\)")
                groups -= 1
                closed += 1
                out.append(")")
            elif d == "|":
                out.append("|")
                leading = True
            elif d in "wWsS":
                out.append("\\" + d)
            elif d in "bB`'<>":  # (anchors: an operator after one is literal)
                out.append(_EMACS_ANCHORS[d])
                leading = True
            elif d.isdigit() and d != "0":
                if int(d) > closed:
                    raise RegexError("Invalid back reference")
                out.append("\\" + d)
            else:
                out.append(re.escape(d))
        elif c == "[":
            j = i
            neg = j < n and pat[j] == "^"
            if neg:
                j += 1
            start = j
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                raise RegexError(
                    "Unmatched [, [^, [:, [., or [=" if start < n else "Invalid regular expression"
                )
            body = pat[start:j]
            i = j + 1
            members: list[str] = []
            k = 0
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    lo, hi = body[k], body[k + 2]
                    if lo <= hi:  # (a reversed range is empty: no error in this syntax)
                        members.append(re.escape(lo) + "-" + re.escape(hi))
                    k += 3
                    continue
                members.append(re.escape(body[k]))
                k += 1
            if members:
                out.append("[" + ("^" if neg else "") + "".join(members) + "]")
            else:
                out.append("[\\s\\S]" if neg else "(?!)")
        elif c in "(){}|":
            out.append("\\" + c)
        elif c == "^" and (i == 1 or pat[i - 3 : i - 1] in ("\\(", "\\|")):
            out.append("\\A")  # (an anchor only where an expression starts, else text)
            leading = True
        elif c == "$" and (i == n or pat[i : i + 2] in ("\\)", "\\|")):
            out.append("\\Z")  # (an anchor only where an expression ends, else text)
        else:
            out.append(re.escape(c) if c != "." else c)
    if groups:
        raise RegexError("Unmatched ( or \\(")
    return "".join(out)


#: RE_DUP_MAX: the largest count of an interval (glibc).
_DUP_MAX = 0x7FFF

#: The ERE -regextypes whose syntax glibc checks beyond grep's (see :func:`check_ere`):
#: (an operator at an expression's start is an error, a bad interval is an error rather
#: than literal text, GNU's \< \> \b \B \` \' are anchors).
_ERE_STRICT = {
    "posix-extended": (True, True, True),
    "posix-awk": (True, False, False),
    "posix-egrep": (False, False, True),
    "egrep": (False, False, True),
}


def _interval_number(pat: str, j: int) -> tuple[int, int, str]:
    """glibc's fetch_number from ``pat[j]``: the number (-1 none, -2 not a number), where
    it stopped, and the token that ended it (``}``, ``,`` or ``""``: the pattern's end)."""
    num = -1
    n = len(pat)
    while True:
        if j >= n:
            return -2, j, ""
        ch = pat[j]
        j += 1
        if ch in "},":
            return num, j, ch
        if ch == "\\" and j < n:
            j += 1
            num = -2
        elif num == -2 or not ("0" <= ch <= "9"):
            num = -2
        else:
            num = int(ch) if num == -1 else min(_DUP_MAX + 1, num * 10 + int(ch))


def check_ere(pat: str, regextype: str) -> None:
    """Raise RegexError with glibc's message where find's ERE syntaxes reject what grep's
    accepts (the shared translator follows grep: ``grep -E '*a'`` is valid): ``*``, ``+``,
    ``?`` or ``{`` at the start of an expression (of the pattern, after ``(``, ``|`` or
    an anchor) in posix-extended and posix-awk ("Invalid preceding regular expression");
    an interval that is not one: "Unmatched \\{" at the pattern's end, else "Invalid content
    of \\{\\}" (posix-extended; the others take it as text, unless empty or reversed)."""
    opts = _ERE_STRICT.get(regextype)
    if opts is None:
        return
    context_invalid, strict, gnu_ops = opts
    n = len(pat)
    i = 0
    start = True  # (where an expression starts)
    while i < n:
        c = pat[i]
        if c in "*+?{":
            if start and context_invalid:
                raise RegexError("Invalid preceding regular expression")
            if c != "{" or start:
                i += 1
                start = False
                continue
            first, j, tok = _interval_number(pat, i + 1)
            if first == -1:
                if tok != ",":
                    raise RegexError("Invalid content of \\{\\}")
                first = 0
            last = first
            if first != -2:
                if tok == ",":
                    last, j, tok = _interval_number(pat, j)
                elif tok != "}":
                    last = -2
            if first == -2 or last == -2:
                if strict:
                    raise RegexError("Unmatched \\{" if tok == "" else "Invalid content of \\{\\}")
                i += 1  # (a literal brace)
                start = False
                continue
            if (last != -1 and first > last) or tok != "}":
                raise RegexError("Invalid content of \\{\\}")
            if max(first, last) > _DUP_MAX:
                raise RegexError("Regular expression too big")
            i = j
            continue
        if c == "\\":
            if i + 1 >= n:
                return  # (the translator's message)
            start = gnu_ops and pat[i + 1] in "<>bB`'"
            i += 2
            continue
        if c == "[":
            j = bracket_end(pat, i + 1)
            if j is None:
                return  # (an unmatched bracket: the translator's message)
            i = j + 1
            start = False
            continue
        start = c in "(|^$"
        i += 1


def compile_find_regex(pat: str, regextype: str, icase: bool) -> re.Pattern[str]:
    flags = re.S | (re.I if icase else 0)
    check_ere(pat, regextype)
    if regextype in ("emacs", "findutils-default", "gnu-awk", "awk", "egrep", "posix-egrep"):
        if regextype == "emacs" or regextype == "findutils-default":
            return re.compile("(?:" + emacs_to_python(pat) + r")\Z", flags)
    extended = regextype not in ("posix-basic", "grep", "ed", "sed")
    tr = translate(pat, extended, False)
    return re.compile("(?:" + tr.python + r")\Z", flags)


# ----------------------------------------------------------------------------- the command


USAGE = "Usage: find [-H] [-L] [-P] [-Olevel] [-D debugopts] [path...] [expression]\n"

_ACTIONS = {
    "-print",
    "-print0",
    "-printf",
    "-fprint",
    "-fprint0",
    "-fprintf",
    "-ls",
    "-fls",
    "-exec",
    "-execdir",
    "-ok",
    "-okdir",
    "-delete",
}


@dataclass
class Finder:
    ctx: CommandContext
    follow: str = "P"  # P, L, H
    maxdepth: int | None = None
    mindepth: int = 0
    depth_first: bool = False
    depth_given: bool = False  # -depth itself (not only -delete's)
    deletes: bool = False
    prunes: bool = False
    regextype: str = "emacs"
    status: int = 0
    now: float = 0.0
    daystart: bool = False
    pending_plus: list[tuple[list[str], int, list[str], str | None]] = field(
        default_factory=lambda: []
    )
    plus_batches: dict[int, list[str]] = field(default_factory=lambda: {})
    files: dict[str, list[bytes]] = field(default_factory=lambda: {})
    has_action: bool = False

    # -- output ------------------------------------------------------------------------
    def out(self, data: bytes, target: str | None = None) -> None:
        if target is None:
            self.ctx.stdout.write(data)  # (buffered by main: see buffered_output)
        else:
            self.files.setdefault(target, []).append(data)

    # -- parsing -----------------------------------------------------------------------
    def parse(self, toks: list[str]) -> Node | None:
        self.toks = toks
        self.pos = 0
        if not toks:
            return None
        node = self.p_comma()
        if self.pos < len(toks):
            t = toks[self.pos]
            if t == ")":
                raise FindError("you have too many ')'")
            raise FindError(f"paths must precede expression: `{t}'")
        return node

    def peek(self) -> str | None:
        return self.toks[self.pos] if self.pos < len(self.toks) else None

    def operand_check(self, op: str) -> None:
        """Refuse an operator OP with nothing after it, or a ')' right after it, in
        find's words (a binary operator after it is p_unary's error)."""
        t = self.peek()
        if t is None:
            raise FindError(f"expected an expression after '{op}'")
        if t == ")":
            raise FindError(f"expected an expression between '{op}' and ')'")

    def p_comma(self) -> Node:
        left = self.p_or()
        while self.peek() == ",":
            self.pos += 1
            self.operand_check(",")
            left = Node("comma", left, self.p_or())
        return left

    def p_or(self) -> Node:
        left = self.p_and()
        while self.peek() in ("-o", "-or"):
            op = self.toks[self.pos]
            self.pos += 1
            self.operand_check(op)
            left = Node("or", left, self.p_and())
        return left

    def p_and(self) -> Node:
        left = self.p_unary()
        while True:
            t = self.peek()
            if t is None or t in (")", "-o", "-or", ","):
                return left
            if t in ("-a", "-and"):
                self.pos += 1
                self.operand_check(t)
            left = Node("and", left, self.p_unary())

    def p_unary(self) -> Node:
        t = self.peek()
        if t is None:
            raise FindError("expected an expression")
        if t in ("!", "-not"):
            self.pos += 1
            self.operand_check(t)
            return Node("not", self.p_unary())
        if t == "(":
            self.pos += 1
            if self.peek() == ")":
                raise FindError("invalid expression; empty parentheses are not allowed.")
            inner = self.p_comma()
            if self.peek() != ")":
                raise FindError(
                    "invalid expression; I was expecting to find a ')' somewhere but did not see one."
                )
            self.pos += 1
            return inner
        if t in (")",):
            raise FindError("you have too many ')'")
        if t in ("-a", "-and", "-o", "-or", ","):
            raise FindError(
                f"invalid expression; you have used a binary operator '{t}' with nothing before it."
            )
        self.pos += 1
        return self.primary(t)

    def arg(self, name: str) -> str:
        if self.pos >= len(self.toks):
            raise FindError(f"missing argument to `{name}'")
        a = self.toks[self.pos]
        self.pos += 1
        return a

    def num_test(self, name: str, text: str) -> Callable[[float], bool]:
        m = re.fullmatch(r"([+-]?)(\d+)", text)
        if not m:
            raise FindError(f"invalid argument `{text}' to `{name}'")
        n = int(m.group(2))
        if m.group(1) == "+":
            return lambda v: v > n
        if m.group(1) == "-":
            return lambda v: v < n
        return lambda v: v == n

    def primary(self, t: str) -> Node:  # noqa: C901
        ctx = self.ctx
        fs = ctx.fs

        def P(fn: Pred) -> Node:
            return Node("pred", fn=fn, name=t)

        if t in ("-name", "-iname"):
            rx = glob_to_regex(self.arg(t), t == "-iname")
            return P(lambda it: rx.match(it.name) is not None)
        if t in ("-path", "-ipath", "-wholename", "-iwholename"):
            pattern = self.arg(t)
            if pattern.endswith("/"):  # (names are matched without a trailing slash)
                err(
                    self.ctx,
                    f"warning: {t} {pattern} will not match anything because it ends with /.",
                )
            rx = glob_to_regex(pattern, t.startswith("-i"))
            return P(lambda it: rx.match(it.path) is not None)
        if t in ("-lname", "-ilname"):
            rx = glob_to_regex(self.arg(t), t == "-ilname")

            def lname(it: Item) -> bool:  # (a link followed, -L or -H, is not one)
                if it.st is None or not _stat.S_ISLNK(it.st.st_mode):
                    return False
                return rx.match(fs.readlink(it.abspath)) is not None

            return P(lname)
        if t in ("-regex", "-iregex"):
            pat = self.arg(t)
            try:
                rx = compile_find_regex(pat, self.regextype, t == "-iregex")
            except (RegexError, re.error) as e:
                msg = str(e) if isinstance(e, RegexError) else "Invalid regular expression"
                raise FindError(
                    f"failed to compile regular expression {quoteaf(pat)}: {msg}"
                ) from None
            return P(lambda it: rx.match(it.path) is not None)
        if t == "-regextype":
            rt = self.arg(t)
            if rt not in (
                "emacs",
                "posix-basic",
                "posix-extended",
                "posix-egrep",
                "egrep",
                "findutils-default",
                "posix-awk",
                "awk",
                "gnu-awk",
                "grep",
                "ed",
                "sed",
            ):
                raise FindError(
                    f"Unknown regular expression type {qloc(rt)}; valid types are ‘findutils-default’, ‘ed’, ‘emacs’, ‘gnu-awk’, ‘grep’, ‘posix-awk’, ‘awk’, ‘posix-basic’, ‘posix-egrep’, ‘egrep’, ‘posix-extended’, ‘posix-minimal-basic’, ‘sed’."
                )
            self.regextype = rt
            return P(lambda it: True)
        if t in ("-type", "-xtype"):
            spec = self.arg(t)
            kinds = spec.split(",")
            for k in kinds:
                if k not in ("f", "d", "l", "p", "c", "b", "s", "D"):
                    if len(k) != 1:
                        raise FindError(f"Must separate multiple arguments to {t} using: ','")
                    raise FindError(f"Unknown argument to {t}: {k}")
            wanted = set(kinds)
            xtype = t == "-xtype"

            def typ(it: Item) -> bool:
                st = it.st
                if xtype and st is not None and it.lst is not None:
                    # the other one of a link: the link itself when it was followed, else
                    # its target (the link again when it has none)
                    if st is not it.lst:
                        st = it.lst
                    elif _stat.S_ISLNK(st.st_mode):
                        st = self._follow(it) or it.lst
                if st is None:
                    return False
                return _type_char(st.st_mode) in wanted

            return P(typ)
        if t == "-size":
            text = self.arg(t)
            m = re.fullmatch(r"([+-]?)(\d+)([bcwkMG]?)", text)
            if not m:
                raise FindError(
                    f"invalid -size type `{text[-1:]}'"
                    if text and text[-1].isalpha()
                    else f"invalid argument `{text}' to `-size'"
                )
            unit = {"b": 512, "c": 1, "w": 2, "k": 1024, "M": 1024**2, "G": 1024**3, "": 512}[
                m.group(3)
            ]
            cmp = self.num_test(t, m.group(1) + m.group(2))
            return P(lambda it: it.st is not None and cmp(-(-it.st.st_size // unit)))
        if t == "-empty":

            def empty(it: Item) -> bool:
                st = it.st
                if st is None:
                    return False
                if _stat.S_ISDIR(st.st_mode):
                    try:
                        return not fs.listdir(it.abspath)
                    except FSError:
                        return False
                return _stat.S_ISREG(st.st_mode) and st.st_size == 0

            return P(empty)
        if t in ("-newer", "-anewer", "-cnewer"):
            ref = self.arg(t)
            try:
                rst = fs.stat(ctx.abspath(ref)) if self.follow != "P" else fs.stat(ctx.abspath(ref))
            except FSError as e:
                raise FindError(f"{qloc(ref)}: {e.strerror}") from None
            rt = rst.st_mtime
            attr = {"-newer": "st_mtime", "-anewer": "st_atime", "-cnewer": "st_ctime"}[t]
            return P(lambda it: it.st is not None and getattr(it.st, attr) > rt)
        if len(t) == 8 and t.startswith("-newer"):
            # (GNU's parse_newerXY: these letters or an invalid predicate; no birth times)
            if "B" in t[6:]:
                ctx.stderr.write(
                    b"find: This system does not provide a way to find the birth time of a file.\n"
                )
            if not re.fullmatch(r"-newer[acm][acmt]", t):
                raise FindError(f"invalid predicate `{t}'")
        m = re.fullmatch(r"-newer([amc])([amct])", t)
        if m:
            if self.pos >= len(self.toks):
                raise FindError(f"The {qloc(t)} test needs an argument")
            ref = self.arg(t)
            if m.group(2) == "t":
                rt2 = parse_date(ref, self.now)
                if rt2 is None:
                    raise FindError(
                        f"I cannot figure out how to interpret {qloc(ref)} as a date or time"
                    )
                rt = rt2
            else:
                try:
                    rst = fs.stat(ctx.abspath(ref))
                except FSError as e:
                    raise FindError(f"{qloc(ref)}: {e.strerror}") from None
                rt = getattr(rst, _TATTR[m.group(2)])
            attr = _TATTR[m.group(1)]
            return P(lambda it: it.st is not None and getattr(it.st, attr) > rt)
        if t in ("-mtime", "-atime", "-ctime", "-mmin", "-amin", "-cmin"):
            text = self.arg(t)
            mm = re.fullmatch(r"([+-]?)(\d+(?:\.\d*)?)", text)
            if not mm:
                raise FindError(f"invalid argument `{text}' to `{t}'")
            attr = {"m": "st_mtime", "a": "st_atime", "c": "st_ctime"}[t[1]]
            unit = 86400 if t.endswith("time") else 60
            n = float(mm.group(2))
            sign = mm.group(1)
            base = self.now
            if self.daystart:
                base = (int(self.now) // 86400 + 1) * 86400

            def tcmp(it: Item) -> bool:
                if it.st is None:
                    return False
                age = base - getattr(it.st, attr)
                if unit == 86400:
                    v = float(int(age // 86400))
                    if sign == "+":
                        return v > n
                    if sign == "-":
                        return v < n
                    return v == n
                if sign == "+":
                    return age > n * 60
                if sign == "-":
                    return age < n * 60
                return -(-age // 60) == n

            return P(tcmp)
        if t == "-used":
            text = self.arg(t)
            mm = re.fullmatch(r"([+-]?)(\d+(?:\.\d*)?)", text)
            if not mm:
                raise FindError(f"Invalid argument {text} to -used")
            days = float(mm.group(2)) * 86400
            rel = mm.group(1)

            def used(it: Item) -> bool:
                """GNU's pred_used: the time from the last status change to the last
                access (never true when the access came first), against n days: ``+n``
                more, ``-n`` less, ``n`` from n-1 days up to n (measured on findutils 4.9
                with touch -a)."""
                if it.st is None:
                    return False
                d = it.st.st_atime - it.st.st_ctime
                if d < 0:
                    return False
                if rel == "+":
                    return d > days
                if rel == "-":
                    return d < days
                return days - 86400 <= d < days

            return P(used)
        if t == "-perm":
            text = self.arg(t)
            kind = ""
            if text[:1] in ("-", "/", "+") and len(text) > 1:
                kind = text[0]
                text2 = text[1:]
            else:
                text2 = text
            changes = parse_mode(text2)
            if changes is None:
                raise FindError(f"invalid mode {qloc(text2)}")
            want = apply_mode(changes, 0, False, 0)

            def perm(it: Item) -> bool:
                if it.st is None:
                    return False
                mode = it.st.st_mode & 0o7777
                if kind == "-":
                    return mode & want == want
                if kind in ("/", "+"):
                    return want == 0 or mode & want != 0
                return mode == want

            return P(perm)
        if t in ("-user", "-group"):
            text = self.arg(t)
            if t == "-user":
                u = user_id(ctx, text)
                if u is None:
                    if not text.isdigit():
                        raise FindError(f"{qloc(text)} is not the name of a known user")
                    idv = int(text)
                else:
                    idv = u[0]
                return P(lambda it: it.st is not None and it.st.st_uid == idv)
            g = group_id(ctx, text)
            if g is None:
                if not text.isdigit():
                    raise FindError(f"{qloc(text)} is not the name of an existing group")
                g = int(text)
            gv = g
            return P(lambda it: it.st is not None and it.st.st_gid == gv)
        if t in ("-uid", "-gid", "-links", "-inum"):
            cmp = self.num_test(t, self.arg(t))
            attr = {"-uid": "st_uid", "-gid": "st_gid", "-links": "st_nlink", "-inum": "st_ino"}[t]
            return P(lambda it: it.st is not None and cmp(getattr(it.st, attr)))
        if t == "-nouser":
            return P(lambda it: it.st is not None and user_name(ctx, it.st.st_uid) is None)
        if t == "-nogroup":
            return P(lambda it: it.st is not None and group_name(ctx, it.st.st_gid) is None)
        if t == "-samefile":
            ref = self.arg(t)
            try:
                rst = fs.stat(ctx.abspath(ref), follow_symlinks=self.follow == "L")
            except FSError as e:
                raise FindError(f"{qloc(ref)}: {e.strerror}") from None
            return P(lambda it: it.st is not None and it.st.st_ino == rst.st_ino)
        if t in ("-readable", "-writable", "-executable"):
            bit = {"-readable": R_OK, "-writable": W_OK, "-executable": X_OK}[t]
            return P(lambda it: fs.access(it.abspath, bit))
        if t == "-true":
            return P(lambda it: True)
        if t == "-false":
            return P(lambda it: False)
        if t in ("-maxdepth", "-mindepth"):
            text = self.arg(t)
            if not text.isdigit():
                raise FindError(
                    f"Expected a positive decimal integer argument to {t}, but got {qloc(text)}"
                )
            if t == "-maxdepth":
                self.maxdepth = int(text)
            else:
                self.mindepth = int(text)
            return P(lambda it: True)
        if t in ("-depth", "-d"):
            self.depth_first = self.depth_given = True
            return P(lambda it: True)
        if t == "-daystart":
            self.daystart = True
            return P(lambda it: True)
        if t in (
            "-xdev",
            "-mount",
            "-noleaf",
            "-ignore_readdir_race",
            "-noignore_readdir_race",
            "-nowarn",
            "-warn",
        ):
            return P(lambda it: True)
        if t == "-follow":
            self.follow = "L"
            return P(lambda it: True)
        if t == "-prune":
            self.prunes = True

            def prune(it: Item) -> bool:
                it.prune = True
                return True

            return P(prune)
        if t == "-quit":

            def quit_(it: Item) -> bool:
                raise Quit()

            return P(quit_)
        # -- actions
        if t in ("-print", "-fprint", "-print0", "-fprint0"):
            self.has_action = True
            target = self.arg(t) if t.startswith("-f") else None
            if target is not None:
                self.files.setdefault(target, [])
            end = b"\0" if t.endswith("0") else b"\n"
            return P(lambda it: self.out(_b(it.path) + end, target) or True)
        if t in ("-printf", "-fprintf"):
            self.has_action = True
            target = self.arg(t) if t == "-fprintf" else None
            if target is not None:
                self.files.setdefault(target, [])
            fmt = self.arg(t)
            self._check_format(fmt)
            return P(lambda it: self.out(self.format(fmt, it), target) or True)
        if t in ("-ls", "-fls"):
            self.has_action = True
            target = self.arg(t) if t == "-fls" else None
            if target is not None:
                self.files.setdefault(target, [])
            return P(lambda it: self.out(self.ls_line(it), target) or True)
        if t == "-delete":
            self.has_action = self.deletes = True
            self.depth_first = True
            return P(self.delete)
        if t in ("-exec", "-execdir", "-ok", "-okdir"):
            self.has_action = True
            return self.parse_exec(t)
        if t in ("-help", "--help", "-version", "--version"):
            raise InfoAsked("version" if t.endswith("version") else "help")
        if t.startswith("-"):
            raise FindError(f"unknown predicate `{t}'")
        raise FindError(f"paths must precede expression: `{t}'")

    def parse_exec(self, t: str) -> Node:
        argv: list[str] = []
        braces: list[str] = []  # (the words with a {} in them)
        plus = False
        while True:
            if self.pos >= len(self.toks):
                raise FindError(f"missing argument to `{t}'")
            a = self.toks[self.pos]
            self.pos += 1
            if a == ";":
                break
            # (a + ends the command only after a word with {} in it, as in GNU find)
            if a == "+" and argv and "{}" in argv[-1] and t in ("-exec", "-execdir"):
                plus = True
                break
            if "{}" in a:
                braces.append(a)
            argv.append(a)
        if not argv:
            raise FindError(f"missing argument to `{t}'")
        if plus:
            if len(braces) > 1:
                raise FindError(f"Only one instance of {{}} is supported with {t} ... +")
            if braces[0] != "{}":
                raise FindError(
                    f"In \u2018{t} ... {{}} +\u2019 the \u2018{{}}\u2019 must appear by itself, "
                    f"but you specified \u2018{braces[0]}\u2019"
                )
            argv.pop()
        indir = t.endswith("dir")
        if plus:
            key = len(self.plus_batches)
            self.plus_batches[key] = []
            # GNU find runs the command whenever the next name would not fit in its 128 KiB
            # argument buffer (each word and its NUL), as xargs does: mid-walk, not at the end
            room = _ARG_BUFFER - sum(len(_b(a)) + 1 for a in argv)
            used = [0]

            def add(it: Item) -> bool:
                name = self._exec_name(it, indir)
                size = len(_b(name)) + 1
                batch = self.plus_batches[key]
                if batch and used[0] + size > room:
                    self.plus_batches[key] = []
                    used[0] = 0
                    if self.run_cmd([*argv, *batch], None) != 0:
                        self.status = 1
                    batch = self.plus_batches[key]
                batch.append(name)
                used[0] += size
                return True

            self.pending_plus.append((argv, key, [], None))
            return Node("pred", fn=add, name=t)

        def run(it: Item) -> bool:
            name = self._exec_name(it, indir)
            args = [a.replace("{}", name) for a in argv]
            if t.startswith("-ok"):  # (the answer is a line of find's stdin, as GNU's yesno)
                self.ctx.stderr.write(_b(f"< {args[0]} ... {it.path} > ? "))
                try:
                    answer = self.ctx.stdin_stream.readline(b"\n")
                except UnreadableStdin:
                    answer = b""
                if answer[:1] not in (b"y", b"Y"):
                    return False
            return self.run_cmd(args, it if indir else None) == 0

        return Node("pred", fn=run, name=t)

    def _exec_name(self, it: Item, indir: bool) -> str:
        if not indir:
            return it.path
        if it.name == "/":
            return "/"
        return "./" + it.name

    def run_cmd(self, argv: list[str], it: Item | None) -> int:
        ctx = self.ctx
        from agentsh.commands.envcmd import command_status

        bad = command_status(ctx, argv[0])
        if bad is not None:  # (find runs the command itself: execvp's failure, no shell's)
            err(ctx, f"{quote(argv[0])}: {bad[1]}")
            return bad[0]
        if it is not None:
            from agentsh.commands import registry

            fn = registry.lookup(argv[0]) if registry.exists(argv[0]) else None
            d = it.abspath.rsplit("/", 1)[0] or "/"
            if fn is not None:
                sub = CommandContext(
                    args=argv[1:],
                    name=argv[0],
                    env=ctx.env,
                    cwd=d,
                    fs=ctx.fs,
                    stdout=ctx.stdout,
                    stderr=ctx.stderr,
                    limits=ctx.limits,
                    run_subcommand=ctx.run_subcommand,
                    check=ctx.check,
                    open_special=ctx.open_special,
                    shell=ctx.shell,
                )
                return fn(sub)
            shell = ctx.shell
            if ctx.run_subcommand is not None and shell is not None and hasattr(shell, "cwd"):
                saved = getattr(shell, "cwd")  # noqa: B009
                setattr(shell, "cwd", d)  # noqa: B010
                try:
                    return ctx.run_subcommand(argv, None, ctx.stdout, ctx.stderr)
                finally:
                    setattr(shell, "cwd", saved)  # noqa: B010
            argv = [a.replace("./" + it.name, it.abspath) for a in argv]
        if ctx.run_subcommand is None:
            err(ctx, f"cannot run {argv[0]}: no command runner")
            return 127
        return ctx.run_subcommand(argv, None, ctx.stdout, ctx.stderr)

    def flush_plus(self) -> None:
        for argv, key, _, _ in self.pending_plus:
            names = self.plus_batches[key]
            if not names:
                continue
            self.plus_batches[key] = []
            if self.run_cmd([*argv, *names], None) != 0:
                self.status = 1

    def delete(self, it: Item) -> bool:
        fs = self.ctx.fs
        if it.path == "." or it.depth == 0 and it.name in (".", ".."):
            return True
        try:
            if it.lst is not None and _stat.S_ISDIR(it.lst.st_mode):
                fs.rmdir(it.abspath)
            else:
                fs.remove(it.abspath)
        except FSError as e:
            err(self.ctx, f"cannot delete {qloc(it.path)}: {e.strerror}")
            self.status = 1
            return False
        return True

    # -- formatting --------------------------------------------------------------------
    def _check_format(self, fmt: str) -> None:
        """GNU's warnings for unknown escapes and directives; a '%' that ends the format
        is an error."""
        i = 0
        while i < len(fmt):
            if fmt[i] == "\\":
                if i + 1 >= len(fmt):
                    err(self.ctx, "warning: escape `\\' followed by nothing at all")
                elif fmt[i + 1] not in "01234567abcfnrtv\\":
                    err(self.ctx, f"warning: unrecognized escape `\\{fmt[i + 1]}'")
                i += 2
            elif fmt[i] == "%":
                m = re.match(r"%[-+ #0]*\d*(?:\.\d+)?(.?)", fmt[i:], re.S)
                assert m is not None
                d = m.group(1)
                if not d:
                    if m.end() > 1:  # (flags or a width, then the end: GNU reads the NUL)
                        raise FindError(
                            "error: the format directive `%\0' is reserved for future use"
                        )
                    raise FindError("error: % at end of format string")
                if d in "ACT":
                    i += m.end() + 1
                    continue
                if d not in "pfhPHsmMugUGtacdyYlinkbDFSZ%":
                    err(self.ctx, f"warning: unrecognized format directive `%{d}'")
                i += m.end()
            else:
                i += 1

    def format(self, fmt: str, it: Item) -> bytes:
        out: list[str] = []
        i = 0
        n = len(fmt)
        while i < n:
            c = fmt[i]
            if c == "\\" and i + 1 < n:
                d = fmt[i + 1]
                i += 2
                if d in "01234567":
                    j = i - 1
                    k = j
                    while k < n and k < j + 3 and fmt[k] in "01234567":
                        k += 1
                    out.append(chr(int(fmt[j:k], 8)))
                    i = k
                elif d == "c":
                    break
                else:
                    out.append(
                        {
                            "n": "\n",
                            "t": "\t",
                            "\\": "\\",
                            "a": "\a",
                            "b": "\b",
                            "f": "\f",
                            "r": "\r",
                            "v": "\v",
                        }.get(d, "\\" + d)
                    )
                continue
            if c != "%":
                out.append(c)
                i += 1
                continue
            m = re.match(r"%([-+ #0]*)(\d*)(\.\d+)?(.?)", fmt[i:], re.S)
            assert m is not None
            flags, width, prec, d = m.group(1), m.group(2), m.group(3), m.group(4)
            i += m.end()
            if d == "":
                out.append("%")
                continue
            if d == "%":
                out.append("%")
                continue
            if d in "ACT":
                k = fmt[i] if i < n else ""
                i += 1
                val = self._time_fmt(it, d, k)
            else:
                val = self._directive(it, d)
                if val is None:
                    out.append("%" + d)
                    continue
            if prec and d not in "sdk":
                val = val[: int(prec[1:])]
            if d == "m" and "#" in flags and not val.startswith("0"):  # (%#o: a leading 0)
                val = "0" + val
            if d == "d" and ("+" in flags or " " in flags):  # (printf's sign flags)
                val = ("+" if "+" in flags else " ") + val
                if width and "0" in flags and "-" not in flags:
                    val = val[0] + val[1:].rjust(int(width) - 1, "0")
            if width:
                w = int(width)
                if "-" in flags:
                    val = val.ljust(w)
                elif "0" in flags and d in "dm":  # (the others print as strings)
                    val = val.rjust(w, "0")
                else:
                    val = val.rjust(w)
            out.append(val)
        return "".join(out).encode("utf-8", "surrogateescape")

    def _directive(self, it: Item, d: str) -> str | None:
        st = it.st
        fs = self.ctx.fs
        if d == "p":
            return it.path
        if d == "f":
            if it.depth == 0 and it.path.endswith("/") and it.name != "/":
                return it.name + "/"  # gnulib base_name keeps one trailing slash
            return it.name
        if d == "h":
            if "/" not in it.path:
                return "."
            return it.path.rsplit("/", 1)[0]  # everything before the last slash ("/" -> "")
        if d == "P":
            if it.depth == 0:
                return ""
            rest = it.path[len(it.start) :]
            return rest.lstrip("/")
        if d == "H":
            return it.start
        if d == "d":
            return str(it.depth)
        if st is None:
            return ""
        if d == "s":
            return str(st.st_size)
        if d == "m":
            return f"{st.st_mode & 0o7777:o}"
        if d == "M":
            return mode_string(st.st_mode)
        if d == "u":
            return user_name(self.ctx, st.st_uid) or str(st.st_uid)
        if d == "g":
            return group_name(self.ctx, st.st_gid) or str(st.st_gid)
        if d == "U":
            return str(st.st_uid)
        if d == "G":
            return str(st.st_gid)
        if d == "i":
            return str(st.st_ino)
        if d == "n":
            return str(st.st_nlink)
        if d == "k":
            return str(-(-st.st_blocks // 2))
        if d == "b":
            return str(st.st_blocks)
        if d == "D":
            return str(st.st_dev)
        if d == "F":
            return "tmpfs"
        if d == "S":
            return (
                "1"
                if st.st_blocks == 0 and st.st_size == 0
                else f"{st.st_blocks * 512 / st.st_size:g}"
                if st.st_size
                else "1"
            )
        if d == "y":  # (a link followed, -L or -H, shows its target's)
            return _type_char(st.st_mode)
        if d == "Y":
            f = self._follow(it)
            if f is None:
                return "N"
            return _type_char(f.st_mode)
        if d == "l":
            if _stat.S_ISLNK(st.st_mode):
                return fs.readlink(it.abspath)
            return ""
        if d in "tac":
            t = {"t": st.st_mtime, "a": st.st_atime, "c": st.st_ctime}[d]
            return _ctime(t)
        if d == "Z":
            return "?"
        return None

    def _time_fmt(self, it: Item, d: str, k: str) -> str:
        st = it.st
        if st is None:
            return ""
        t = {"T": st.st_mtime, "A": st.st_atime, "C": st.st_ctime}[d]
        frac = _frac10(t)
        if k == "@":
            return f"{int(t // 1)}.{frac}"
        if k == "+":
            return strftime_utc("%Y-%m-%d+%H:%M:%S", t) + "." + frac
        if k == "S":
            return strftime_utc("%S", t) + "." + frac
        if k in "TX":  # (%X in the C locale is %T: find adds the fraction to both)
            return strftime_utc("%H:%M:%S", t) + "." + frac
        if k == "k":
            return (
                strftime_utc("%H", t).lstrip("0").rjust(2)
                if strftime_utc("%H", t) != "00"
                else " 0"
            )
        if k == "l":
            h = int(strftime_utc("%I", t))
            return str(h).rjust(2)
        if k == "e":
            return strftime_utc("%d", t).lstrip("0").rjust(2)
        if not k:
            return ""
        try:
            return strftime_utc("%" + k, t)
        except ValueError:
            return "%" + k

    def ls_line(self, it: Item) -> bytes:
        st = it.lst if it.lst is not None and self.follow == "P" else it.st
        if st is None:
            return b""
        user = user_name(self.ctx, st.st_uid) or str(st.st_uid)
        group = group_name(self.ctx, st.st_gid) or str(st.st_gid)
        age_ok = self.now - 31556952 // 2 < st.st_mtime <= self.now + 1
        date = strftime_utc("%b %e %H:%M" if age_ok else "%b %e  %Y", st.st_mtime)
        if _stat.S_ISCHR(st.st_mode) or _stat.S_ISBLK(st.st_mode):
            size = f"{(st.st_rdev >> 8) & 0xFFF:>3}, {st.st_rdev & 0xFF:>3}"
        else:
            size = str(st.st_size)
        line = (
            f"{st.st_ino:>9} {-(-st.st_blocks // 2):>6} {mode_string(st.st_mode)} "
            f"{st.st_nlink:>3} {user:<8} {group:<8} {size:>8} {date} {it.path}"
        )
        if _stat.S_ISLNK(st.st_mode):
            line += " -> " + self.ctx.fs.readlink(it.abspath)
        return (line + "\n").encode("utf-8", "surrogateescape")

    # -- traversal ---------------------------------------------------------------------
    def _follow(self, it: Item) -> Stat | None:
        try:
            return self.ctx.fs.stat(it.abspath)
        except FSError:
            return None

    def walk(self, start: str, expr: Node | None) -> None:
        ctx = self.ctx
        fs = ctx.fs
        abspath = ctx.abspath(start)
        display = start
        stripped = start.rstrip("/") or "/"
        name = stripped.rsplit("/", 1)[-1] if stripped != "/" else "/"
        if not name:
            name = "/"
        try:
            lst = fs.lstat(abspath)
        except FSError as e:
            err(ctx, f"{qloc(start)}: {e.strerror}")
            self.status = 1
            return
        st = lst
        if _stat.S_ISLNK(lst.st_mode) and self.follow in ("L", "H"):
            try:
                st = fs.stat(abspath)
            except FSError as e:
                if e.errno == errno.ELOOP:
                    err(ctx, f"{qloc(start)}: {e.strerror}")
                    self.status = 1
                    return
                st = lst
        # fts joins a child as the start minus one trailing slash, "/", name: a// -> a//b
        self.visit(Item(display, abspath, start, 0, st, lst, name), expr, start)

    def visit(
        self, it: Item, expr: Node | None, base: str, up: tuple[tuple[int, int, str], ...] = ()
    ) -> None:
        """Evaluate IT and walk below it; UP holds the directories above it (device,
        inode, path), for the loops that following symlinks can make."""
        ctx = self.ctx
        fs = ctx.fs
        ctx.check()
        if not self.depth_first and it.depth >= self.mindepth:
            self.eval(expr, it)
        descend = (
            it.st is not None
            and _stat.S_ISDIR(it.st.st_mode)
            and (self.maxdepth is None or it.depth < self.maxdepth)
            and (not it.prune or self.depth_first)
        )
        if descend:
            try:
                children = self._children(it.abspath)
            except FSError as e:
                err(ctx, f"{qloc(it.path)}: {e.strerror}")
                self.status = 1
                children = []
            assert it.st is not None
            chain = (*up, (it.st.st_dev, it.st.st_ino, it.path))
            for nm, known in children:
                cpath = (base + nm) if base.endswith("/") else base + "/" + nm
                cabs = it.abspath.rstrip("/") + "/" + nm
                try:
                    lst = known if known is not None else fs.lstat(cabs)
                except FSError as e:
                    err(ctx, f"{qloc(cpath)}: {e.strerror}")
                    self.status = 1
                    continue
                st = lst
                if self.follow == "L" and _stat.S_ISLNK(lst.st_mode):
                    try:
                        st = fs.stat(cabs)
                    except FSError as e:
                        if e.errno == errno.ELOOP:
                            err(ctx, f"{qloc(cpath)}: {e.strerror}")
                            self.status = 1
                            continue
                        st = lst
                if self.follow == "L" and _stat.S_ISDIR(st.st_mode):
                    # (any directory met again below itself, through a link on the way or
                    # being one: fts's FTS_DC)
                    same = [p for d, i, p in chain if (d, i) == (st.st_dev, st.st_ino)]
                    if same:
                        err(
                            ctx,
                            f"File system loop detected; {qloc(cpath)} is part of the "
                            f"same file system loop as {qloc(same[0])}.",
                        )
                        self.status = 1
                        continue
                child = Item(cpath, cabs, it.start, it.depth + 1, st, lst, nm)
                self.visit(child, expr, cpath, chain)
        if self.depth_first and it.depth >= self.mindepth:
            self.eval(expr, it)

    def _children(self, abspath: str) -> list[tuple[str, Stat | None]]:
        """The entries of a directory sorted by name, each with its ``lstat`` taken now, as
        GNU find's fts does when it reads a directory; the ``lstat`` is None (to be taken by
        path, and failing) when the directory cannot be searched."""
        found: list[tuple[str, Stat | None]] = self.ctx.fs.entries(abspath)
        found.sort(key=lambda e: e[0].encode("utf-8", "surrogateescape"))
        return found

    def eval(self, node: Node | None, it: Item) -> bool:
        if node is None:
            self.out(_b(it.path) + b"\n")
            return True
        k = node.kind
        if k == "pred":
            assert node.fn is not None
            return node.fn(it)
        assert node.left is not None
        if k == "not":
            return not self.eval(node.left, it)
        assert node.right is not None
        if k == "and":
            return self.eval(node.left, it) and self.eval(node.right, it)
        if k == "or":
            return self.eval(node.left, it) or self.eval(node.right, it)
        self.eval(node.left, it)
        return self.eval(node.right, it)


_TATTR = {"a": "st_atime", "m": "st_mtime", "c": "st_ctime", "B": "st_ctime", "t": "st_mtime"}


def _b(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape")


def _frac10(t: float) -> str:
    us = int(round((t - (t // 1)) * 1_000_000))
    if us >= 1_000_000:
        us = 999_999
    return f"{us:06d}0000"


def _ctime(t: float) -> str:
    return strftime_utc("%a %b %e %H:%M:%S", t) + "." + _frac10(t) + strftime_utc(" %Y", t)


#: the ``-type`` letter of each file type (``S_IFMT`` bits); anything else is a regular file
_TYPE_CHARS = {
    _stat.S_IFDIR: "d",
    _stat.S_IFLNK: "l",
    _stat.S_IFIFO: "p",
    _stat.S_IFCHR: "c",
    _stat.S_IFBLK: "b",
    _stat.S_IFSOCK: "s",
}


def _type_char(mode: int) -> str:
    return _TYPE_CHARS.get(mode & 0o170000, "f")


def main(ctx: CommandContext) -> int:
    ctx.name = ctx.name or "find"
    args = list(ctx.args)
    f = Finder(ctx)
    f.now = now(ctx)
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-H", "-L", "-P"):
            f.follow = a[1]
            i += 1
        elif a == "-D" or a.startswith("-O"):
            i += 2 if a == "-D" else 1
        elif a == "--":
            i += 1
            break
        else:
            break
    starts: list[str] = []
    while i < len(args):
        a = args[i]
        if (a.startswith("-") and a != "-") or a in ("(", "!"):
            break  # (a lone ')' or ',' there is a start point, as in find)
        starts.append(a)
        i += 1
    try:
        expr = f.parse(args[i:])
        if f.deletes and f.prunes and not f.depth_given:
            raise FindError(
                "The -delete action automatically turns on -depth, but -prune does nothing "
                "when -depth is in effect.  If you want to carry on anyway, just explicitly "
                "use the -depth option."
            )
    except FindError as e:
        err(ctx, str(e))
        return 1
    except InfoAsked as e:
        from agentsh.commands._files_texts import HELP, VERSION

        ctx.stdout.write((VERSION if str(e) == "version" else HELP)["find"].encode())
        return 0
    if expr is not None and not f.has_action:
        expr = Node("and", expr, Node("pred", fn=lambda it: f.out(_b(it.path) + b"\n") or True))
    if not starts:
        starts = ["."]
    with buffered_output(ctx):  # a write per name, not a pipe write each (see there)
        try:
            for s in starts:
                if s == "":
                    err(ctx, "\u2018\u2019: No such file or directory")
                    f.status = 1
                    continue
                f.walk(s, expr)
        except Quit:
            pass
        f.flush_plus()
        for target, chunks in f.files.items():
            try:
                ctx.fs.write_bytes(ctx.abspath(target), b"".join(chunks))
            except FSError as e:
                err(ctx, f"{qloc(target)}: {e.strerror}")
                f.status = 1
    _ = time
    return f.status
