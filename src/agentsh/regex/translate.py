"""Translation of POSIX BRE/ERE (with the GNU extensions) into Python ``re`` syntax.

Owns the parser that turns a GNU regular expression into an equivalent Python pattern string,
raising :class:`RegexError` with glibc/GNU grep's messages for invalid input. Supported: BRE
(``\\( \\) \\{n,m\\} \\| \\+ \\?``, context-dependent ``* ^ $``), ERE (``( ) { } | + ?``,
invalid intervals taken literally, leading repetition operators ignored with a warning),
back-references ``\\1``-``\\9``, ``\\< \\> \\b \\B \\w \\W \\s \\S \\` \\'``, bracket
expressions with ``[:class:]``, ``[=c=]``, ``[.c.]``, ``]`` first, ranges.

Two matching modes: ``multiline=False`` (sed/awk/expr: the subject is one string, ``.`` and
``[^x]`` match newline, ``^``/``$`` only at its ends) and ``multiline=True`` (grep over a buffer
of many lines: anchors match at line boundaries and no construct matches a newline).

Known difference: Python's ``re`` is leftmost-first, POSIX is leftmost-longest. Results differ
only in *which* text matches when an alternation's earlier branch is a prefix of a later one
(``a|ab`` on ``ab``: GNU ``ab``, Python ``a``) -- visible in ``grep -o``, ``sed s///`` and
``[[ =~ ]]`` captures, never in whether a line matches.
"""

from __future__ import annotations

import re

from agentsh._dataclass import dataclass, field
from agentsh.regex.uniclass import LOWER, UPPER

DUP_MAX = 32767

# Bracket classes. In UTF-8 locales GNU's classes include non-ASCII letters: upper and lower
# case as glibc classifies them (all of Unicode, see uniclass); alpha covers Latin, Greek and
# Cyrillic, which is what scripts realistically contain.
_UPPER = UPPER
_LOWER = LOWER
_ALPHA = "a-zA-Z\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02af\u0370-\u03ff\u0400-\u04ff"
_CLASSES: dict[str, str] = {
    "alpha": _ALPHA,
    "upper": _UPPER,
    "lower": _LOWER,
    "digit": "0-9",
    "alnum": "0-9" + _ALPHA,
    "xdigit": "0-9A-Fa-f",
    "space": " \\t\\n\\r\\f\\v",
    "blank": " \\t",
    "punct": "!-/:-@\\[-`{-~",
    "cntrl": "\\x00-\\x1f\\x7f",
    "print": " -~\u00a0-\ud7ff\ue000-\U0010ffff",
    "graph": "!-~\u00a1-\ud7ff\ue000-\U0010ffff",
}


#: The classes in multiline mode (grep over a buffer of lines): a line holds no newline, and a
#: match must not run from one line into the next.
_CLASSES_ML = {**_CLASSES, "space": " \\t\\r\\f\\v", "cntrl": "\\x00-\\x09\\x0b-\\x1f\\x7f"}

#: The classes over NUL-terminated records (``grep -z``): the newline is an ordinary
#: character there, the NUL the one no match runs across.
_CLASSES_Z = {**_CLASSES, "cntrl": "\\x01-\\x1f\\x7f"}


class RegexError(Exception):
    """An invalid regular expression; ``str(err)`` is GNU's message (no program prefix)."""


@dataclass
class Translation:
    python: str
    groups: int
    warnings: list[str] = field(default_factory=list[str])


# piece kinds
_ATOM, _QUANT, _ANCHOR = 0, 1, 2

_BRACKET_ERR = "Unmatched [, [^, [:, [., or [="


def _class_char(c: str) -> str:
    return "\\" + c if c in "\\]^-[" else c


class _Parser:
    def __init__(
        self,
        pat: str,
        extended: bool,
        multiline: bool,
        records: bool = False,
        ascii_ranges: bool = False,
    ) -> None:
        self.p = pat
        #: glibc's rule in C.UTF-8 (grep): a range's ends must be ASCII characters.
        self.ascii_ranges = ascii_ranges
        self.i = 0
        self.ere = extended
        self.ml = multiline and not records
        self.z = records  # NUL-terminated records: ``.`` and ``[^x]`` match a newline
        # what ``^`` and ``$`` are: a line's ends (re.MULTILINE), a record's, or the text's
        self.bol = "(?<![^\\x00])" if records else "^" if multiline else "\\A"
        self.eol = "(?![^\\x00])" if records else "$" if multiline else "\\Z"
        self.ngroups = 0
        self.closed: set[int] = set()
        self.warnings: list[str] = []

    # -- helpers -------------------------------------------------------------------------
    def _warn_start(self, op: str) -> None:
        msg = f"{op} at start of expression"
        if msg not in self.warnings:
            self.warnings.append(msg)

    def _interval(self) -> tuple[int, int | None] | None:
        """Parse after ``{`` / ``\\{``; None when invalid in ERE (then ``{`` is literal)."""
        p, start = self.p, self.i
        j = start
        close = "}" if self.ere else "\\}"

        def num(k: int) -> tuple[int | None, int]:
            m = k
            while m < len(p) and p[m].isdigit():
                m += 1
            return (int(p[k:m]) if m > k else None), m

        lo, j = num(j)
        hi: int | None
        if j < len(p) and p[j] == ",":
            hi, j = num(j + 1)
        else:
            hi = lo
        if not p.startswith(close, j):
            if self.ere:
                return None
            # BRE: distinguish a missing close from junk inside
            if "\\}" in p[start:]:
                raise RegexError("Invalid content of \\{\\}")
            raise RegexError("Unmatched \\{")
        if lo is None:
            lo = 0
        if hi is not None and lo > hi:
            raise RegexError("Invalid content of \\{\\}")
        if lo > DUP_MAX or (hi is not None and hi > DUP_MAX):
            raise RegexError("Regular expression too big")
        self.i = j + len(close)
        return lo, hi

    def _bracket(self) -> str:
        p = self.p
        i = self.i  # just after '['
        if i >= len(p):
            raise RegexError("Invalid regular expression")
        neg = False
        if i < len(p) and p[i] == "^":
            neg = True
            i += 1
        items: list[str] = []
        first = True
        while True:
            if i >= len(p):
                raise RegexError(_BRACKET_ERR)
            c = p[i]
            if c == "]" and not first:
                i += 1
                break
            first = False
            lo_char: str | None = None
            if c == "[" and i + 1 < len(p) and p[i + 1] in ":=.":
                kind = p[i + 1]
                end = p.find(kind + "]", i + 2)
                if end < 0:
                    raise RegexError(_BRACKET_ERR)
                name = p[i + 2 : end]
                i = end + 2
                if kind == ":":
                    cls = (_CLASSES_Z if self.z else _CLASSES_ML if self.ml else _CLASSES).get(name)
                    if cls is None:
                        raise RegexError("Invalid character class name")
                    if i < len(p) and p[i] == "-" and i + 1 < len(p) and p[i + 1] != "]":
                        raise RegexError("Invalid range end")
                    items.append(cls)
                    continue
                if len(name) != 1:
                    raise RegexError("Invalid collation character")
                if kind == "=":
                    items.append(_class_char(name))
                    continue
                lo_char = name
            else:
                lo_char = c
                i += 1
            # range?
            if i + 1 < len(p) and p[i] == "-" and p[i + 1] != "]":
                i += 1
                if p.startswith("[.", i):
                    end = p.find(".]", i + 2)
                    if end < 0:
                        raise RegexError(_BRACKET_ERR)
                    hi_char = p[i + 2 : end]
                    if len(hi_char) != 1:
                        raise RegexError("Invalid collation character")
                    i = end + 2
                elif p.startswith("[=", i) or p.startswith("[:", i):
                    raise RegexError("Invalid range end")
                else:
                    hi_char = p[i]
                    i += 1
                if self.ascii_ranges and not (lo_char + hi_char).isascii():
                    raise RegexError("Invalid collation character")
                if ord(hi_char) < ord(lo_char):
                    raise RegexError("Invalid range end")
                if self.z and lo_char == "\0":  # (the range, but the NUL)
                    if hi_char > "\0":
                        items.append("\\x01-" + _class_char(hi_char))
                    continue
                if self.ml and lo_char <= "\n" <= hi_char:  # (the range, but the newline)
                    if lo_char < "\n":
                        items.append(_class_char(lo_char) + "-\\x09")
                    if hi_char > "\n":
                        items.append("\\x0b-" + _class_char(hi_char))
                    continue
                items.append(_class_char(lo_char) + "-" + _class_char(hi_char))
            else:
                items.append(_class_char(lo_char))
        self.i = i
        body = "".join(items)
        if neg:
            return "[^" + body + ("\\n" if self.ml else "\\x00" if self.z else "") + "]"
        return "[" + body + "]"

    # -- main loop -----------------------------------------------------------------------
    def parse(self) -> str:
        p = self.p
        ere = self.ere
        # stack of (alternatives, current sequence, group number)
        stack: list[tuple[list[str], list[tuple[str, int]], int]] = []
        alts: list[str] = []
        seq: list[tuple[str, int]] = []

        def at_seq_start() -> bool:
            return not seq

        def quantify(q: str, sym: str) -> None:
            if ere and seq and seq[-1][1] == _ANCHOR:
                # an anchor repeated: ``^*`` or ``$?`` may match it no times (the anchor
                # is dropped: ``^*a`` finds an ``a`` anywhere, as GNU's), ``^+`` once;
                # GNU warns when the anchor opens the expression
                if len(seq) == 1:
                    self._warn_start(sym)
                if q in ("*", "?") or q.startswith("{0"):
                    seq.pop()
                return
            if not seq or seq[-1][1] == _ANCHOR:
                if ere:
                    self._warn_start(sym)
                    return
                seq.append((re.escape(sym), _ATOM))
                return
            text, kind = seq[-1]
            if kind == _QUANT:
                text = "(?:" + text + ")"
            seq[-1] = (text + q, _QUANT)

        while self.i < len(p):
            c = p[self.i]
            self.i += 1
            if c == "\\":
                if self.i >= len(p):
                    raise RegexError("Trailing backslash")
                c = p[self.i]
                self.i += 1
                if not ere and c == "(":
                    stack.append((alts, seq, self.ngroups + 1))
                    self.ngroups += 1
                    alts, seq = [], []
                    continue
                if not ere and c == ")":
                    if not stack:
                        raise RegexError("Unmatched ) or \\)")
                    alts, seq = self._close_group(stack, alts, seq)
                    continue
                if not ere and c == "|":
                    alts.append("".join(t for t, _ in seq))
                    seq = []
                    continue
                if not ere and c == "{":
                    if not seq or seq[-1][1] == _ANCHOR:
                        raise RegexError("Invalid preceding regular expression")
                    lo, hi = self._interval() or (0, None)
                    quantify(self._interval_text(lo, hi), "{...}")
                    continue
                if not ere and c in "+?":
                    if not seq or seq[-1][1] == _ANCHOR:
                        seq.append((re.escape(c), _ATOM))
                    else:
                        quantify(c, c)
                    continue
                if c.isdigit() and c != "0":
                    n = int(c)
                    if n not in self.closed:
                        raise RegexError("Invalid back reference")
                    seq.append((f"(?:\\{n})", _ATOM))
                    continue
                if c == "<":
                    seq.append(("\\b(?=\\w)", _ANCHOR))
                elif c == ">":
                    seq.append(("\\b(?<=\\w)", _ANCHOR))
                elif c in "bB":
                    seq.append(("\\" + c, _ANCHOR))
                elif c == "`":
                    seq.append((self.bol, _ANCHOR))
                elif c == "'":
                    seq.append((self.eol, _ANCHOR))
                elif c == "w":
                    seq.append(("\\w", _ATOM))
                elif c == "W":
                    seq.append(
                        ("[^\\w\\n]" if self.ml else "[^\\w\\x00]" if self.z else "\\W", _ATOM)
                    )
                elif c == "s":
                    seq.append(("[^\\S\\n]" if self.ml else "\\s", _ATOM))
                elif c == "S":
                    seq.append(("\\S", _ATOM))
                else:
                    seq.append((re.escape(c), _ATOM))
                continue
            if c == "[":
                seq.append((self._bracket(), _ATOM))
            elif c == ".":
                seq.append(("[^\\x00]" if self.z else ".", _ATOM))
            elif c == "*":
                quantify("*", "*")
            elif c == "^":
                if ere or at_seq_start():
                    seq.append((self.bol, _ANCHOR))
                else:
                    seq.append(("\\^", _ATOM))
            elif c == "$":
                if ere or self._dollar_is_anchor():
                    seq.append((self.eol, _ANCHOR))
                else:
                    seq.append(("\\$", _ATOM))
            elif ere and c in "+?":
                quantify(c, c)
            elif ere and c == "{":
                save = self.i
                iv = self._interval()
                if iv is None:
                    self.i = save
                    seq.append(("\\{", _ATOM))
                else:
                    quantify(self._interval_text(*iv), "{...}")
            elif ere and c == "(":
                stack.append((alts, seq, self.ngroups + 1))
                self.ngroups += 1
                alts, seq = [], []
            elif ere and c == ")" and stack:
                alts, seq = self._close_group(stack, alts, seq)
            elif ere and c == "|":
                alts.append("".join(t for t, _ in seq))
                seq = []
            else:
                seq.append((re.escape(c), _ATOM))
        if stack:
            raise RegexError("Unmatched ( or \\(")
        alts.append("".join(t for t, _ in seq))
        return "|".join(alts)

    def _dollar_is_anchor(self) -> bool:
        rest = self.p[self.i :]
        return rest == "" or rest.startswith("\\)") or rest.startswith("\\|")

    @staticmethod
    def _interval_text(lo: int, hi: int | None) -> str:
        if hi is None:
            return f"{{{lo},}}"
        if lo == hi:
            return f"{{{lo}}}"
        return f"{{{lo},{hi}}}"

    def _close_group(
        self,
        stack: list[tuple[list[str], list[tuple[str, int]], int]],
        alts: list[str],
        seq: list[tuple[str, int]],
    ) -> tuple[list[str], list[tuple[str, int]]]:
        alts.append("".join(t for t, _ in seq))
        outer_alts, outer_seq, num = stack.pop()
        self.closed.add(num)
        outer_seq.append(("(" + "|".join(alts) + ")", _ATOM))
        return outer_alts, outer_seq


def translate(
    pattern: str,
    extended: bool = False,
    multiline: bool = False,
    records: bool = False,
    ascii_ranges: bool = False,
) -> Translation:
    """Translate a GNU BRE (or ERE when ``extended``) into a Python ``re`` pattern string
    (``records``: for a buffer of NUL-terminated records, ``grep -z``; ``ascii_ranges``:
    a bracket range with a non-ASCII end is glibc's "Invalid collation character", as
    grep's in C.UTF-8, where gawk takes it by code points)."""
    parser = _Parser(pattern, extended, multiline, records, ascii_ranges)
    python = parser.parse()
    return Translation(python, parser.ngroups, parser.warnings)


def top_alternatives(py: str) -> list[str]:
    """Split a Python pattern (as :func:`translate` makes them) at its top-level ``|``
    (outside groups and classes)."""
    parts: list[str] = []
    depth = 0
    in_class = False
    start = 0
    i = 0
    n = len(py)
    while i < n:
        c = py[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
        elif c == "[":
            in_class = True
            if i + 1 < n and py[i + 1] == "^":
                i += 1
            if i + 1 < n and py[i + 1] == "]":
                i += 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            parts.append(py[start:i])
            start = i + 1
        i += 1
    parts.append(py[start:])
    return parts


class KeepOutError(ValueError):
    """A PCRE ``\\K`` that :func:`keep_out` cannot express in Python's ``re``."""


def keep_out(py: str, flags: int = 0) -> str:
    """A PCRE pattern's ``\\K`` ("keep out": the match reported starts there) in Python's
    ``re``: ``X\\KY`` as ``(?<=X)Y`` (the same lines match, and ``-o`` prints what PCRE
    reports, ``grep -oP 'version=\\K[0-9.]+'``). Only one ``\\K``, at the top level of a
    pattern without top-level alternatives, after a prefix of one length (a look-behind's
    rule); else :class:`KeepOutError`. A pattern without ``\\K`` is returned as it is."""
    if "\\K" not in py:
        return py
    depth = 0
    in_class = False
    at: list[int] = []
    i, n = 0, len(py)
    while i < n:
        c = py[i]
        if c == "\\":
            if py.startswith("\\K", i) and not in_class:
                if depth:
                    raise KeepOutError("\\K inside a group is not supported")
                at.append(i)
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":  # (a class: a ``]`` first, after any ``^``, is a member)
            in_class = True
            i += 2 if py.startswith("[^", i) else 1
            if i < n and py[i] == "]":
                i += 1
            continue
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        i += 1
    if not at:
        return py
    if len(at) > 1 or len(top_alternatives(py)) > 1:
        raise KeepOutError("\\K with alternatives or twice is not supported")
    prefix, rest = py[: at[0]], py[at[0] + 2 :]
    body = f"(?<={prefix}){rest}" if prefix else rest
    try:
        re.compile(body, flags)
    except re.error as e:
        if "look-behind" in e.msg:
            raise KeepOutError("\\K after a variable-length prefix is not supported") from None
        raise
    return body
