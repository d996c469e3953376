"""awk values: the string/number duality, strnum rules and conversions.

Owns the representation used by compiled programs: numbers are ``float``; strings are
``str``; strings that came from input (fields, ``getline`` variables, ``split`` pieces, ARGV,
ENVIRON, for-in keys) are :class:`StrNum` (a ``str`` subclass: *numeric string if it looks
numeric*); the uninitialised value is :data:`UNINIT` (both ``""`` and ``0``). Also number
parsing (awk's leading-prefix rule, gawk's ``+inf``/``-nan``), number → string with
CONVFMT/OFMT (integers print as integers) and awk's comparison rule.
"""

from __future__ import annotations

import math
import re
from typing import Any


class StrNum(str):
    """A string from input: compares as a number when it looks numeric."""

    __slots__ = ()


class EmptyField(StrNum):
    """An empty field of an unchanged record given to printf: ``c`` is the character that
    gawk's ``%c`` prints for it (see Runtime.empty_field_char)."""

    c: str


def empty_field(c: str) -> EmptyField:
    v = EmptyField()
    v.c = c
    return v


class Uninit(str):
    """The uninitialised value (string ``""`` and number 0 at the same time)."""

    __slots__ = ()


UNINIT = Uninit("")


class Missing(str):
    """A field past NF (or one that NF or sub/gsub added) read as a value by a program
    that uses typeof (see Runtime.fval): the string ``""`` (a strnum that does not look
    numeric: compared, converted and printed alike) whose typeof is ``"unassigned"``, as
    gawk's null field is, in the variables and elements it is copied to."""

    __slots__ = ()


MISSING = Missing("")

Value = Any  # float | str | StrNum | Uninit | Missing

INF = math.inf

_PREFIX = re.compile(r"[ \t\n\r\f\v]*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)", re.ASCII)
_LEAD_WS = re.compile(r"[ \t\n\r\f\v]*")
_FULL = re.compile(
    r"[ \t\n\r\f\v]*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?[ \t\n\r\f\v]*\Z", re.ASCII
)
_MAGIC = {"+inf": INF, "-inf": -INF, "+nan": math.nan, "-nan": -math.nan}


#: The first characters of a string that can have a numeric prefix (blanks, sign, dot, digit).
_NUM_START = frozenset(" \t\n\r\f\v+-.0123456789")


def _magic(s: str) -> float | None:
    t = s[_LEAD_WS.match(s).end() :].rstrip(" \t\n\r\f\v")  # type: ignore[union-attr]
    if len(t) == 4:
        return _MAGIC.get(t.lower())
    return None


def str_to_num(s: str) -> float:
    """awk's string → number: the longest numeric prefix (after blanks), else 0."""
    if not s or s[0] not in _NUM_START:
        return 0.0  # a word: no prefix can be a number (nor a signed inf/nan)
    try:
        if not s.isascii():
            raise ValueError  # Python's float() takes other scripts' digits and blanks; awk not
        v = float(s)
    except ValueError:
        m = _PREFIX.match(s)
        if m is None:
            mg = _magic(s)
            return mg if mg is not None else 0.0
        return float(m.group(1))
    if v - v == 0 and "_" not in s:
        return v
    mg = _magic(s)
    if mg is not None:
        return mg
    m = _PREFIX.match(s)
    return float(m.group(1)) if m is not None else 0.0


def looks_numeric(s: str) -> bool:
    """Whether an input string is a numeric string (strnum)."""
    if not s or s[0] not in _NUM_START:
        return False
    try:
        if not s.isascii():
            raise ValueError
        v = float(s)
    except ValueError:
        return _magic(s) is not None
    if v - v == 0 and "_" not in s:
        return _FULL.match(s) is not None
    return _FULL.match(s) is not None or _magic(s) is not None


#: The last characters of a finite decimal number's text (no trailing blank).
_NUM_END = frozenset("0123456789.")


def field_num(s: str) -> float | None:
    """The number of an input string that looks numeric (a strnum), else None.

    Decision: one ``float`` of the text, not :func:`looks_numeric` then :func:`str_to_num`
    (two ``float`` calls and a regex match, ~590 ns for ``-123.456``): ``float`` accepting
    an ASCII text with no ``_`` as a finite number means a sign, digits, a dot and an
    exponent between blanks; awk's own blanks (``_FULL``) are checked only when the text
    ends with something else (Python's also include ``\x1c``-``\x1f``). Anything else
    takes the general path."""
    if s.isdigit() and s.isascii():
        return float(s)
    if not s or s[0] not in _NUM_START:
        return None
    if s.isascii() and "_" not in s:
        try:
            v = float(s)
        except ValueError:  # (``10.1.2.3``, ``12ab``)
            return str_to_num(s) if _magic(s) is not None else None
        if v - v == 0:
            return v if s[-1] in _NUM_END or _FULL.match(s) is not None else None
    if looks_numeric(s):
        return str_to_num(s)
    return None


def to_num(v: Value) -> float:
    if type(v) is float:
        return v
    return str_to_num(v)


def special_str(v: float) -> str:
    """gawk's text of inf/nan values."""
    if v != v:
        return "-nan" if math.copysign(1.0, v) < 0 else "+nan"
    return "+inf" if v > 0 else "-inf"


def num_to_str(v: float, fmt: str) -> str:
    """Number → string as gawk does (integral values as integers, else ``fmt``)."""
    try:
        if v.is_integer():
            return str(int(v))
    except (OverflowError, ValueError):  # pragma: no cover
        pass
    if v - v != 0:
        return special_str(v)
    if fmt == "%.6g":
        return f"{v:.6g}"
    from agentsh.commands.awk.builtins import format_number

    return format_number(fmt, v)


def is_numeric_value(v: Value) -> bool:
    t: Any = v.__class__
    if t is float:
        return True
    if t is StrNum:
        return looks_numeric(v)
    return t is Uninit


def compare_num(v: Value) -> float | None:
    """The number of a value that compares as a number (a number, a numeric-looking strnum,
    an uninitialised value), else None."""
    t: Any = v.__class__
    if t is float:
        return v  # pyright: ignore[reportReturnType]
    if t is StrNum:
        return field_num(v)  # pyright: ignore[reportArgumentType]
    return 0.0 if t is Uninit else None


def truth(v: Value) -> bool:
    """awk truth: numbers non-zero, strings non-empty, strnums by value."""
    t: Any = v.__class__
    if t is float:
        return v != 0.0
    if t is StrNum:
        n = field_num(v)  # pyright: ignore[reportArgumentType]
        return v != "" if n is None else n != 0.0
    return v != ""


def compare(a: Value, b: Value, convfmt: str) -> float:
    """awk comparison: numeric when both are numbers/strnums, else string (code points).

    The sign of the result orders ``a`` and ``b``; NaN (a NaN operand) makes every relation
    false but ``!=``, as in gawk."""
    # (the number of each that compares as one, inline: plain digits without a call)
    t: Any = a.__class__
    if t is float:
        x: float | None = a
    elif t is StrNum:
        x = float(a) if a.isdigit() and a.isascii() else field_num(a)
    else:
        x = 0.0 if t is Uninit else None
    if x is not None:
        t = b.__class__
        if t is float:
            y: float | None = b
        elif t is StrNum:
            y = float(b) if b.isdigit() and b.isascii() else field_num(b)
        else:
            y = 0.0 if t is Uninit else None
        if y is not None:
            return -1 if x < y else (1 if x > y else (0 if x == y else math.nan))
    x2 = a if type(a) is not float else num_to_str(a, convfmt)
    y2 = b if type(b) is not float else num_to_str(b, convfmt)
    return -1 if x2 < y2 else (1 if x2 > y2 else 0)


def compare_field(a: str, b: Value, convfmt: str) -> float:
    """``compare(StrNum(a), b, convfmt)`` for an input field's text ``a``, in one call when
    both are plain digits or ``b`` is a number: ``$5 > max``, ``$1 == $2``."""
    x = float(a) if a.isdigit() and a.isascii() else field_num(a)
    if x is not None:
        t: Any = b.__class__
        if t is float:
            y: float | None = b
        elif t is StrNum:
            y = float(b) if b.isdigit() and b.isascii() else field_num(b)
        else:
            y = 0.0 if t is Uninit else None
        if y is not None:
            return -1 if x < y else (1 if x > y else (0 if x == y else math.nan))
    y2 = b if type(b) is not float else num_to_str(b, convfmt)
    return -1 if a < y2 else (1 if a > y2 else 0)


def compare_to_field(a: Value, b: str, convfmt: str) -> float:
    """``compare(a, StrNum(b), convfmt)`` for an input field's text ``b``."""
    return -compare_field(b, a, convfmt)


class AwkArray(dict[str, Value]):
    """An awk associative array: referencing a missing element creates it. ``name``: the
    global variable's name (gawk's messages name it when a function misuses it)."""

    __slots__ = ("name",)

    def __init__(self, *args: Any, name: str = "") -> None:
        super().__init__(*args)
        self.name = name

    def __missing__(self, key: str) -> Value:
        self[key] = UNINIT
        return UNINIT
