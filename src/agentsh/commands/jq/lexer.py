"""Tokenizer of the jq language: identifiers, fields, variables, numbers, strings with
``\\(...)`` interpolation (kept as source slices for the parser), formats and operators."""

from __future__ import annotations

from agentsh._dataclass import dataclass
from agentsh.commands.jq.errors import CompileError

KEYWORDS = frozenset(
    {
        "def",
        "if",
        "then",
        "elif",
        "else",
        "end",
        "as",
        "reduce",
        "foreach",
        "try",
        "catch",
        "label",
        "import",
        "include",
        "and",
        "or",
        "__loc__",
    }
)

# Longest first.
OPERATORS = (
    "?//=",
    "?//",
    "|=",
    "+=",
    "-=",
    "*=",
    "/=",
    "%=",
    "//=",
    "==",
    "!=",
    "<=",
    ">=",
    "//",
    "..",
    "|",
    ",",
    "+",
    "-",
    "*",
    "/",
    "%",
    "=",
    "<",
    ">",
    ".",
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    ":",
    ";",
    "?",
)


@dataclass(frozen=True)
class Token:
    """kind: IDENT FIELD VAR NUM STR FORMAT KW OP EOF; ``value`` depends on the kind."""

    kind: str
    value: object
    pos: int


#: A string token's value: literal text pieces and ``(source, offset)`` interpolations.
StrPart = str | tuple[str, int]


def _ident_start(c: str) -> bool:
    return c.isascii() and (c.isalpha() or c == "_")


def _ident_char(c: str) -> bool:
    return c.isascii() and (c.isalnum() or c == "_")


def syntax_error(src: str, msg: str, pos: int = -1) -> CompileError:
    return CompileError(msg + " (Unix shell quoting issues?)", pos)


def tokenize(src: str, base: int = 0) -> list[Token]:
    """Split ``src`` into tokens (interpolations are tokenized later, recursively)."""
    toks: list[Token] = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c in " \t\r\n":
            i += 1
            continue
        if c == "#":
            j = src.find("\n", i)
            i = n if j < 0 else j + 1
            continue
        start = i
        if c == '"':
            parts, i = _lex_string(src, i + 1)
            if base:  # (interpolation offsets count from the whole program)
                parts = [p if isinstance(p, str) else (p[0], p[1] + base) for p in parts]
            toks.append(Token("STR", parts, start + base))
            continue
        if c.isdigit() or (c == "." and i + 1 < n and src[i + 1].isdigit()):
            j = i
            while j < n and src[j].isdigit():
                j += 1
            if j < n and src[j] == ".":
                j += 1
                while j < n and src[j].isdigit():
                    j += 1
            if j < n and src[j] in "eE":
                k = j + 1
                if k < n and src[k] in "+-":
                    k += 1
                if k < n and src[k].isdigit():
                    while k < n and src[k].isdigit():
                        k += 1
                    j = k
            toks.append(Token("NUM", src[i:j], start + base))
            i = j
            continue
        if c == "." and i + 1 < n and _ident_start(src[i + 1]):
            j = i + 1
            while j < n and _ident_char(src[j]):
                j += 1
            toks.append(Token("FIELD", src[i + 1 : j], start + base))
            i = j
            continue
        if c == "$" and i + 1 < n and _ident_start(src[i + 1]):
            j = i + 1
            while j < n and (_ident_char(src[j]) or (src.startswith("::", j) and j + 2 < n)):
                j += 2 if src.startswith("::", j) else 1
            toks.append(Token("VAR", src[i + 1 : j], start + base))
            i = j
            continue
        if c == "@" and i + 1 < n and _ident_start(src[i + 1]):
            j = i + 1
            while j < n and _ident_char(src[j]):
                j += 1
            toks.append(Token("FORMAT", src[i + 1 : j], start + base))
            i = j
            continue
        if _ident_start(c):
            j = i
            while j < n and (_ident_char(src[j]) or src.startswith("::", j)):
                j += 2 if src.startswith("::", j) else 1
            word = src[i:j]
            toks.append(Token("KW" if word in KEYWORDS else "IDENT", word, start + base))
            i = j
            continue
        for op in OPERATORS:
            if src.startswith(op, i):
                toks.append(Token("OP", op, start + base))
                i += len(op)
                break
        else:
            raise syntax_error(src, "syntax error, unexpected INVALID_CHARACTER", i + base)
    toks.append(Token("EOF", None, n + base))
    return toks


_SIMPLE_ESC = {
    '"': '"',
    "\\": "\\",
    "/": "/",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
}


def _lex_string(src: str, i: int) -> tuple[list[StrPart], int]:
    """Scan a string body from after the opening quote; returns parts and end index."""
    parts: list[StrPart] = []
    buf: list[str] = []
    n = len(src)
    while True:
        if i >= n:
            raise syntax_error(src, "syntax error, unexpected end of file")
        c = src[i]
        if c == '"':
            if buf or not parts:
                parts.append("".join(buf))
            return parts, i + 1
        if c != "\\":
            buf.append(c)
            i += 1
            continue
        i += 1
        if i >= n:
            raise syntax_error(src, "syntax error, unexpected end of file")
        e = src[i]
        if e in _SIMPLE_ESC:
            buf.append(_SIMPLE_ESC[e])
            i += 1
        elif e == "u":
            hexs = src[i + 1 : i + 5]
            try:
                code = int(hexs, 16)
            except ValueError:
                raise syntax_error(src, "syntax error: invalid \\u escape") from None
            i += 5
            if 0xD800 <= code < 0xDC00 and src.startswith("\\u", i):
                try:
                    low = int(src[i + 2 : i + 6], 16)
                except ValueError:
                    low = 0
                if 0xDC00 <= low < 0xE000:
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
            if 0xD800 <= code < 0xE000:
                code = 0xFFFD
            buf.append(chr(code))
        elif e == "(":
            if buf:
                parts.append("".join(buf))
                buf = []
            j = _match_paren(src, i + 1)
            parts.append((src[i + 1 : j], i + 1))
            i = j + 1
        else:
            raise syntax_error(src, "syntax error, unexpected INVALID_CHARACTER")


def _match_paren(src: str, i: int) -> int:
    """Index of the ``)`` closing an interpolation opened just before ``i``."""
    depth = 1
    n = len(src)
    while i < n:
        c = src[i]
        if c == '"':
            _, i = _lex_string(src, i + 1)
            continue
        if c == "#":
            j = src.find("\n", i)
            i = n if j < 0 else j
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise syntax_error(src, "syntax error, unexpected end of file")
