"""Tokenizer of the awk language (gawk dialect).

Owns the token stream: numbers (decimal, ``0x`` hex and ``0`` octal source constants like
gawk), strings with escape processing (``\\n \\t \\ddd \\xhh``..., unknown escapes keep the
character with gawk's warning), regex constants (``/re/``, told apart from division by the
previous token), names/keywords/builtins, ``FUNC_NAME`` for ``name(`` with no space (user
calls), operators, significant newlines (dropped after ``{ , && || do else`` and after
backslash-newline), comments.
"""

from __future__ import annotations

from agentsh._dataclass import dataclass
from agentsh.commands.awk.errors import AwkSyntaxError

KEYWORDS = frozenset(
    "BEGIN END BEGINFILE ENDFILE function func if else while for do break continue next "
    "nextfile exit return delete getline print printf in switch case default".split()
)

#: How many arguments each builtin takes (gawk's table: a call with another number is a
#: syntax error, the caret under its closing parenthesis); ``and``/``or``/``xor`` and
#: ``sprintf`` are checked when they run, as gawk does.
BUILTIN_ARITY: dict[str, tuple[int, int]] = {
    "length": (0, 1),
    "substr": (2, 3),
    "index": (2, 2),
    "split": (2, 4),
    "sub": (2, 3),
    "gsub": (2, 3),
    "gensub": (3, 4),
    "match": (2, 3),
    "tolower": (1, 1),
    "toupper": (1, 1),
    "int": (1, 1),
    "sqrt": (1, 1),
    "exp": (1, 1),
    "log": (1, 1),
    "sin": (1, 1),
    "cos": (1, 1),
    "atan2": (2, 2),
    "rand": (0, 0),
    "srand": (0, 1),
    "systime": (0, 0),
    "strftime": (0, 4),
    "mktime": (1, 2),
    "asort": (1, 3),
    "asorti": (1, 3),
    "patsplit": (2, 4),
    "strtonum": (1, 1),
    "compl": (1, 1),
    "lshift": (2, 2),
    "rshift": (2, 2),
    "typeof": (1, 2),
    "isarray": (1, 1),
    "close": (1, 2),
    "fflush": (0, 1),
    "system": (1, 1),
}

#: The builtin function names: those of the table, and ``sprintf``, ``and``, ``or``, ``xor``.
BUILTINS = frozenset(BUILTIN_ARITY) | {"sprintf", "and", "or", "xor"}

# Tokens after which a '/' is division (an operand just ended).
_OPERAND_END = frozenset(["NUMBER", "STRING", "ERE", "NAME", "BUILTIN", ")", "]", "$", "++", "--"])

_PUNCT3 = ("**=",)
_PUNCT2 = (
    "+=", "-=", "*=", "/=", "%=", "^=", "==", "<=", ">=", "!=", "++", "--", "&&", "||",
    ">>", "!~", "|&", "**",
)  # fmt: skip
_PUNCT1 = "{}()[];,<>+-*/%^!~?:=$|"

_ESCAPES = {
    "n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "/": "/", "a": "\a", "b": "\b",
    "f": "\f", "v": "\v",
}  # fmt: skip

#: Tokens after which a newline is not a terminator.
_SKIP_NL_AFTER = frozenset(["{", ",", "&&", "||", "do", "else"])


@dataclass(frozen=True, slots=True)
class Token:
    kind: str
    value: str
    line: int
    col: int  # 0-based column of the token's last character
    start: int  # 0-based column of the token's first character
    space_before: bool = False


class Lexer:
    """Turns program text into tokens; ``warnings`` collects gawk's escape warnings."""

    def __init__(self, text: str, source: str = "cmd. line") -> None:
        self.text = text
        self.source = source
        self.lines = text.split("\n")
        self.warnings: list[str] = []

    def error(self, message: str, line: int, col: int) -> AwkSyntaxError:
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        return AwkSyntaxError(message, self.source, line, col, text)

    def tokens(self) -> list[Token]:
        text = self.text
        n = len(text)
        i = 0
        line = 1
        line_start = 0
        out: list[Token] = []
        prev = ""
        space = False
        while i < n:
            c = text[i]
            if c in " \t\r\f\v":
                i += 1
                space = True
                continue
            if c == "\\" and i + 1 < n and text[i + 1] == "\n":
                i += 2
                line += 1
                line_start = i
                space = True
                continue
            if c == "\\" and text.startswith("\\\r\n", i):
                i += 3
                line += 1
                line_start = i
                continue
            if c == "#":
                while i < n and text[i] != "\n":
                    i += 1
                continue
            col = i - line_start
            if c == "\n":
                if prev not in _SKIP_NL_AFTER:
                    out.append(Token("NEWLINE", "\n", line, col, col, space))
                    prev = "NEWLINE"
                i += 1
                line += 1
                line_start = i
                space = False
                continue
            if c == '"':
                j = i + 1
                buf: list[str] = []
                while True:
                    if j >= n or text[j] == "\n":
                        raise self.error("unterminated string", line, col)
                    d = text[j]
                    if d == '"':
                        break
                    if d == "\\" and j + 1 < n:
                        j = self._escape(text, j + 1, buf, line)
                        continue
                    buf.append(d)
                    j += 1
                tok = Token("STRING", "".join(buf), line, j - line_start, col, space)
                i = j + 1
            elif c == "/" and prev not in _OPERAND_END:
                j = i + 1
                in_br = False
                buf = []
                while True:
                    if j >= n or text[j] == "\n":
                        raise self.error("unterminated regexp", line, col + 1)
                    d = text[j]
                    if d == "\\" and j + 1 < n:
                        if text[j + 1] == "/" and not in_br:
                            buf.append("/")
                        elif text[j + 1] == "\n":
                            line += 1
                            line_start = j + 2
                        else:
                            buf.append(text[j : j + 2])
                        j += 2
                        continue
                    if d == "[" and not in_br:
                        in_br = True
                        buf.append(d)
                        j += 1
                        if j < n and text[j] == "^":
                            buf.append("^")
                            j += 1
                        if j < n and text[j] == "]":
                            buf.append("]")
                            j += 1
                        continue
                    if d == "[" and in_br and j + 1 < n and text[j + 1] in ":.=":
                        end = text.find(text[j + 1] + "]", j + 2)
                        if end > 0 and "\n" not in text[j:end]:
                            buf.append(text[j : end + 2])
                            j = end + 2
                            continue
                    if d == "]" and in_br:
                        in_br = False
                    elif d == "/" and not in_br:
                        break
                    buf.append(d)
                    j += 1
                tok = Token("ERE", "".join(buf), line, j - line_start, col, space)
                i = j + 1
            elif c.isdigit() or (c == "." and i + 1 < n and text[i + 1].isdigit()):
                j, value = self._number(text, i)
                tok = Token("NUMBER", value, line, j - 1 - line_start, col, space)
                i = j
            elif c.isalpha() or c == "_":
                j = i + 1
                while j < n and (text[j].isalnum() or text[j] == "_"):
                    j += 1
                word = text[i:j]
                if word in KEYWORDS:
                    kind = "function" if word == "func" else word
                elif word in BUILTINS:
                    kind = "BUILTIN"
                elif j < n and text[j] == "(":
                    kind = "FUNC_NAME"
                else:
                    kind = "NAME"
                tok = Token(kind, word, line, j - 1 - line_start, col, space)
                i = j
            else:
                for p in _PUNCT3 + _PUNCT2:
                    if text.startswith(p, i):
                        break
                else:
                    p = c
                    if c not in _PUNCT1:
                        raise self.error(f"invalid char '{c}' in expression", line, col)
                ln = len(p)
                if p == "**":
                    p = "^"
                elif p == "**=":
                    p = "^="
                tok = Token(p, p, line, col + ln - 1, col, space)
                i += ln
            out.append(tok)
            prev = tok.kind
            space = False
        out.append(Token("EOF", "", line, i - line_start, i - line_start, space))
        return out

    def _escape(self, text: str, j: int, buf: list[str], line: int) -> int:
        """Process an escape after the backslash at ``j - 1``; return the next index."""
        d = text[j]
        if d in _ESCAPES:
            buf.append(_ESCAPES[d])
            if d == "/":
                self._warn(line, d)
            return j + 1
        if d in "01234567":
            k = j
            while k < len(text) and k < j + 3 and text[k] in "01234567":
                k += 1
            buf.append(chr(int(text[j:k], 8) & 0xFF))
            return k
        if d == "x":
            k = j + 1
            while k < len(text) and k < j + 3 and text[k] in "0123456789abcdefABCDEF":
                k += 1
            if k == j + 1:
                self.warn_msg(line, "no hex digits in `\\x' escape sequence")
                buf.append("x")
                return j + 1
            buf.append(chr(int(text[j + 1 : k], 16)))
            return k
        if d == "\n":
            return j + 1
        self._warn(line, d)
        buf.append(d)
        return j + 1

    def _warn(self, line: int, d: str) -> None:
        self.warn_msg(line, f"escape sequence `\\{d}' treated as plain `{d}'")

    def warn_msg(self, line: int, msg: str) -> None:
        self.warnings.append(f"{self.source}:{line}: warning: {msg}")

    @staticmethod
    def _number(text: str, i: int) -> tuple[int, str]:
        n = len(text)
        if (
            text.startswith(("0x", "0X"), i)
            and i + 2 < n
            and text[i + 2] in "0123456789abcdefABCDEF"
        ):
            j = i + 2
            while j < n and text[j] in "0123456789abcdefABCDEF":
                j += 1
            return j, repr(float(int(text[i + 2 : j], 16)))
        j = i
        while j < n and text[j].isdigit():
            j += 1
        if j < n and text[j] == ".":
            j += 1
            while j < n and text[j].isdigit():
                j += 1
        if j < n and text[j] in "eE":
            k = j + 1
            if k < n and text[k] in "+-":
                k += 1
            if k < n and text[k].isdigit():
                while k < n and text[k].isdigit():
                    k += 1
                j = k
        s = text[i:j]
        if len(s) > 1 and s[0] == "0" and s.isdigit() and all(ch in "01234567" for ch in s):
            return j, repr(float(int(s, 8)))
        return j, s
