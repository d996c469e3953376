"""JSON input and output for jq: value model, number text, stream parsing, and dumping.

Value model: ``None``/``bool``/``int``/``float``/``str``/``list``/``dict``; values are never
mutated in place. Numbers are doubles in jq; Python ``int`` is used for integers (exact for
integer literals, so big integers print unchanged as jq 1.7 does) and arithmetic turns
results beyond 2**53 into ``float``. Non-integer literals become :class:`LitFloat`, a float
that remembers jq's canonical literal text (``1.000``, ``1E+1000``) until it is computed on.

Input: whole buffers are decoded with the C ``json`` scanner (``raw_decode`` per value);
on invalid text a port of jq's character-level parser finds jq's message and position.
"""

from __future__ import annotations

import json
import math
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any, cast

from agentsh._bigint import dec_text, int_text
from agentsh.commands.jq.errors import InputError

#: ``type(v)``, typed: narrowing ``type(v) is list`` on an ``Any`` would leave Unknowns.
_type_of: Callable[[object], type[Any]] = type

DBL_MAX = 1.7976931348623157e308


class LitFloat(float):
    """A number literal that keeps jq's canonical text while it is not computed on."""

    __slots__ = ("lit",)
    lit: str

    def __new__(cls, value: float, lit: str) -> LitFloat:
        v = super().__new__(cls, value)
        v.lit = lit
        if lit != repr(value):
            global lit_count
            lit_count += 1
        return v


#: How many LitFloats were ever made whose text is not the float's ``repr``: the fast C
#: dumper prints a LitFloat as its ``repr``, so it is only safe while none of those exist
#: (a literal such as ``45.0`` prints the same; its ``\d.0`` sends that value's dump to the
#: slow path anyway, see ``_FAST_BAD_RE``).
lit_count: int = 0


_NUM_RE = re.compile(r"(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\Z")


def canonical_literal(text: str) -> str | None:
    """decNumber's to-scientific-string of a JSON number literal (None if not a number)."""
    m = _NUM_RE.match(text)
    if m is None:
        return None
    sign, ip, fp, ex = m.group(1), m.group(2), m.group(3) or "", m.group(4)
    if not ip and not fp:
        return None
    digits = (ip + fp).lstrip("0") or "0"
    exp = (int(ex) if ex else 0) - len(fp)
    adjusted = exp + len(digits) - 1
    if exp <= 0 and adjusted >= -6:
        if exp == 0:
            body = digits
        else:
            n = -exp
            if len(digits) > n:
                body = digits[:-n] + "." + digits[-n:]
            else:
                body = "0." + "0" * (n - len(digits)) + digits
    else:
        body = digits[0]
        if len(digits) > 1:
            body += "." + digits[1:]
        body += "E" + ("+" if adjusted >= 0 else "-") + str(abs(adjusted))
    return sign + body


def make_literal(text: str) -> int | float:
    """The value of a number literal (from JSON input or a jq program)."""
    if text.isdigit() or (text[:1] == "-" and text[1:].isdigit()):
        return int(text)
    f = float(text)
    lit = canonical_literal(text)
    if lit is None:
        return f
    return LitFloat(f, lit)


_DEC_RE = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\Z")
_SPECIAL_RE = re.compile(r"([+-]?)(inf|infinity|nan|snan)\Z", re.IGNORECASE)


def parse_number_token(tok: str) -> int | float | None:
    """A number token as decNumber accepts it (None if invalid)."""
    if _DEC_RE.match(tok):
        t = tok[1:] if tok[0] == "+" else tok
        if t[:1] == "-" and t[1:].isdigit() and int(t[1:]) == 0:
            return LitFloat(-0.0, "-0")
        if t.lstrip("-").isdigit():
            return int_text(t)
        f = float(t)
        lit = canonical_literal(t if not t.lstrip("-").startswith(".") else t.replace(".", "0.", 1))
        return LitFloat(f, lit if lit is not None else repr(f))
    m = _SPECIAL_RE.match(tok)
    if m:
        word = m.group(2).lower()
        if word.endswith("nan"):
            return math.nan
        return -math.inf if m.group(1) == "-" else math.inf
    return None


def _parse_float(text: str) -> float:
    f = float(text)
    if text[-1] != "0" and "e" not in text and "E" not in text and repr(f) == text:
        return f  # prints the same either way
    return LitFloat(f, canonical_literal(text) or repr(f))


def format_double(d: float) -> str:
    """jq's ``jvp_dtoa_fmt``: shortest round-trip digits, 17 significant at most."""
    if d != d:
        return "null"
    if d == 0:
        return "-0" if math.copysign(1.0, d) < 0 else "0"
    if d > DBL_MAX:
        d = DBL_MAX
    elif d < -DBL_MAX:
        d = -DBL_MAX
    if -1e15 < d < 1e15 and d == int(d):
        return str(int(d))
    r = repr(d)
    if "e" not in r and r[-2:] != ".0":  # (the same digits, in the same notation)
        return r
    sign = ""
    if r[0] == "-":
        sign, r = "-", r[1:]
    mant, _, ex = r.partition("e")
    ip, _, fp = mant.partition(".")
    if fp == "0" and not ex:
        fp = ""
    digits = ip + fp
    decpt = len(ip) + (int(ex) if ex else 0)
    stripped = digits.lstrip("0")
    decpt -= len(digits) - len(stripped)
    digits = stripped.rstrip("0") or "0"
    nd = len(digits)
    if decpt <= -4 or decpt > nd + 15:
        out = digits[0]
        if nd > 1:
            out += "." + digits[1:]
        e = decpt - 1
        out += "e" + ("-" if e < 0 else "+") + f"{abs(e):02d}"
    elif decpt <= 0:
        out = "0." + "0" * (-decpt) + digits
    elif decpt >= nd:
        out = digits + "0" * (decpt - nd)
    else:
        out = digits[:decpt] + "." + digits[decpt:]
    return sign + out


def number_text(v: int | float) -> str:
    """How jq prints a number value."""
    if type(v) is int:
        return dec_text(v)
    if type(v) is LitFloat:
        return v.lit  # type: ignore[union-attr]
    return format_double(v)


# -- string escaping -----------------------------------------------------------------------

_ESC_RE = re.compile(r'[\x00-\x1f"\\\x7f]')
# Everything but printable ASCII other than '"' and '\\' (the same set as
# [\x00-\x1f"\\\x7f-\U0010ffff], whose compilation alone took ~15 ms at import).
_ESC_ASCII_RE = re.compile(r"[^\x20\x21\x23-\x5b\x5d-\x7e]")
_ESC = {
    '"': '\\"',
    "\\": "\\\\",
    "\n": "\\n",
    "\t": "\\t",
    "\r": "\\r",
    "\b": "\\b",
    "\f": "\\f",
}


def _esc_char(m: re.Match[str]) -> str:
    c = m.group()
    e = _ESC.get(c)
    if e is not None:
        return e
    n = ord(c)
    if n < 0x10000:
        return f"\\u{n:04x}"
    n -= 0x10000
    return f"\\u{0xD800 + (n >> 10):04x}\\u{0xDC00 + (n & 0x3FF):04x}"


def quote(s: str, ascii_only: bool = False) -> str:
    """A JSON string literal as jq writes it."""
    if ascii_only:
        return '"' + _ESC_ASCII_RE.sub(_esc_char, s) + '"'
    if _ESC_RE.search(s) is None:
        return '"' + s + '"'
    return '"' + _ESC_RE.sub(_esc_char, s) + '"'


# -- dumping -------------------------------------------------------------------------------


_FAST_BAD_RE = re.compile(r"NaN|Infinity|-0\.0\b|\d\.0\b|\de\+(1[6-9]|[23]\d)")


def _c_encoder(ascii_only: bool, sort_keys: bool) -> Callable[[Any], str]:
    """A compact JSON encoder: the C one called directly where there is one
    (``JSONEncoder.encode`` makes a new one each call, which costs more than encoding a
    small value, such as each event of ``--stream``)."""
    enc = json.JSONEncoder(
        ensure_ascii=ascii_only, separators=(",", ":"), check_circular=False, sort_keys=sort_keys
    )
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return enc.encode
    strings = json.encoder.encode_basestring_ascii if ascii_only else json.encoder.encode_basestring
    it = make(None, enc.default, strings, None, ":", ",", sort_keys, False, True)

    def encode(v: Any) -> str:
        return "".join(it(v, 0))

    return encode


_c_dumps = _c_encoder(False, False)
_c_dumps_a = _c_encoder(True, False)
_c_dumps_s = _c_encoder(False, True)
_c_dumps_as = _c_encoder(True, True)


#: jq's jv_dump_term writes a value nested deeper than this as ``<skipped: too deep>``
MAX_PRINT_DEPTH = 256
#: every byte but those of brackets and quotes (see _nested_past_print_depth)
_NOT_SKELETON = bytes(b for b in range(256) if b not in b'[]{}"')


def _nested_past_print_depth(s: str) -> bool:
    """Whether the C encoder's compact text ``s`` may hold a value nested deeper than
    MAX_PRINT_DEPTH (then written by :func:`dumps`): its brackets outside strings, their
    innermost pairs dropped level by level. Only for a text long enough and with enough
    brackets, looked at first; True when a string holds a bracket (no closer look)."""
    if len(s) <= 2 * MAX_PRINT_DEPTH + 1 or s.count("[") + s.count("{") <= MAX_PRINT_DEPTH:
        return False
    b = s.encode("utf-8", "surrogatepass")
    if b"\\" in b:  # (escapes: only in strings; an escaped quote is no quote)
        b = b.replace(b"\\\\", b"").replace(b'\\"', b"")
    b = b.translate(None, _NOT_SKELETON).replace(b'""', b"")
    if b'"' in b:
        return True
    for _ in range(MAX_PRINT_DEPTH):  # (256 levels of containers at most: no skipping)
        if not b:
            return False
        b2 = b.replace(b"[]", b"").replace(b"{}", b"")
        if len(b2) == len(b):
            return True  # (not reached: the encoder's brackets balance)
        b = b2
    return bool(b)


def fast_compact(v: Any, sort_keys: bool = False, ascii_only: bool = False) -> str | None:
    """Compact text through the C encoder; None when jq would print it differently."""
    if sort_keys:
        s = _c_dumps_as(v) if ascii_only else _c_dumps_s(v)
    else:
        s = _c_dumps_a(v) if ascii_only else _c_dumps(v)
    if len(s) > 2 * MAX_PRINT_DEPTH + 1 and _nested_past_print_depth(s):
        return None
    # (every text _FAST_BAD_RE finds holds one of these: the searches are much cheaper)
    if (".0" in s or "e+" in s or "NaN" in s or "Infinity" in s) and _FAST_BAD_RE.search(s):
        # (the text may be a string's, or a literal's kept text: a look at the numbers
        # costs less than the slow dump of a big value)
        if not _floats_print_as_repr(v):
            return None
    if "\x7f" in s:
        s = s.replace("\x7f", "\\u007f")
    return s


def _floats_print_as_repr(v: Any) -> bool:
    """Whether jq prints every number in ``v`` as the C encoder does (a float's ``repr``;
    a LitFloat's kept text is its ``repr`` while ``lit_count`` has not moved, which the
    callers check): not an integral float (``1.0`` is jq's ``1``), nor one that either
    writes with an exponent, nor NaN or an infinity."""
    stack = [v]
    pop, push = stack.pop, stack.extend
    while stack:
        x = pop()
        t = _type_of(x)
        if t is dict:
            push(x.values())
        elif t is list:
            push(x)
        elif t is float:
            if x.is_integer() or not 1e-4 <= abs(x) < 1e15:
                if format_double(x) != repr(x):
                    return False
    return True


def dumps(
    v: Any,
    indent: int = 0,
    sort_keys: bool = False,
    ascii_only: bool = False,
    tab: bool = False,
) -> str:
    """Serialise a value like ``jv_dump`` (``indent`` 0 = compact)."""
    out: list[str] = []
    app = out.append
    unit = "\t" if tab else " " * indent
    pretty = tab or indent > 0

    def dump(x: Any, level: int) -> None:
        if level > MAX_PRINT_DEPTH:
            app("<skipped: too deep>")
            return
        t = _type_of(x)
        if t is str:
            app(quote(x, ascii_only))  # type: ignore[arg-type]
        elif x is None:
            app("null")
        elif x is True:
            app("true")
        elif x is False:
            app("false")
        elif t is int:
            app(dec_text(x))
        elif t is float or t is LitFloat:
            app(number_text(x))  # type: ignore[arg-type]
        elif t is list:
            if not x:
                app("[]")
                return
            if pretty:
                inner = "\n" + unit * (level + 1)
                app("[" + inner)
                first = True
                for item in x:  # type: ignore[union-attr]
                    if not first:
                        app("," + inner)
                    first = False
                    dump(item, level + 1)
                app("\n" + unit * level + "]")
            else:
                app("[")
                first = True
                for item in x:  # type: ignore[union-attr]
                    if not first:
                        app(",")
                    first = False
                    dump(item, level + 1)
                app("]")
        elif t is dict:
            if not x:
                app("{}")
                return
            keys = sorted(x) if sort_keys else x  # type: ignore[arg-type]
            sep = ": " if pretty else ":"
            inner = "\n" + unit * (level + 1) if pretty else ""
            app("{" + inner)
            first = True
            for k in keys:  # type: ignore[union-attr]
                if not first:
                    app("," + inner)
                first = False
                app(quote(k, ascii_only))  # type: ignore[arg-type]
                app(sep)
                dump(x[k], level + 1)  # type: ignore[index]
            if pretty:
                app("\n" + unit * level)
            app("}")
        else:
            app(number_text(x))  # bool subclasses handled above; other numbers

    dump(v, 0)
    return "".join(out)


#: jq 1.7.1's colours (``def_colors``): null, false, true, numbers, strings, arrays, objects,
#: object keys
DEFAULT_COLORS: tuple[str, ...] = ("0;90", "0;39", "0;39", "0;39", "0;32", "1;39", "1;39", "1;34")


def parse_colors(spec: str) -> tuple[str, ...] | None:
    """``JQ_COLORS`` over the defaults (``jq_set_colors``); None when it is invalid."""
    cols: list[str] = list(DEFAULT_COLORS)
    i, c = 0, spec
    while i < len(cols) and c:
        part, sep, rest = c.partition(":")
        if len(part) > 12 or part.strip("0123456789;"):
            return None
        cols[i] = part
        i, c = i + 1, rest if sep else ""
    return tuple(cols)


def dumps_color(
    v: Any,
    colors: tuple[str, ...],
    indent: int = 0,
    sort_keys: bool = False,
    ascii_only: bool = False,
    tab: bool = False,
) -> str:
    """Serialise with ``-C``'s escapes, as ``jv_dump_term`` writes them."""
    out: list[str] = []
    app = out.append
    unit = "\t" if tab else " " * indent
    pretty = tab or indent > 0
    esc = ["\x1b[" + c + "m" for c in colors]
    reset = "\x1b[0m"
    field = esc[7]

    def dump(x: Any, level: int) -> None:
        t = _type_of(x)
        if x is None:
            app(esc[0] + "null")
        elif x is False:
            app(esc[1] + "false")
        elif x is True:
            app(esc[2] + "true")
        elif t is str:
            app(esc[4] + quote(x, ascii_only))  # type: ignore[arg-type]
        elif t is list:
            color = esc[5]
            app(color)
            if not x:
                app("[]")
            else:
                inner = "\n" + unit * (level + 1) if pretty else ""
                app("[" + inner)
                first = True
                for item in x:  # type: ignore[union-attr]
                    if not first:
                        app("," + inner)
                    first = False
                    dump(item, level + 1)
                    app(color)
                if pretty:
                    app("\n" + unit * level)
                app(color + "]")
        elif t is dict:
            color = esc[6]
            app(color)
            if not x:
                app("{}")
            else:
                keys = sorted(x) if sort_keys else x  # type: ignore[arg-type]
                inner = "\n" + unit * (level + 1) if pretty else ""
                sep = ": " if pretty else ":"
                app("{" + inner)
                first = True
                for k in keys:  # type: ignore[union-attr]
                    if not first:
                        app("," + inner)
                    first = False
                    app(reset + field + quote(k, ascii_only) + reset)  # type: ignore[arg-type]
                    app(color + sep + reset)
                    dump(x[k], level + 1)  # type: ignore[index]
                    app(color)
                if pretty:
                    app("\n" + unit * level)
                app(color + "}")
        else:
            app(esc[3])
            if x != x:  # (NaN prints as null, in null's colour inside the number's)
                dump(None, level)
            else:
                app(number_text(x))
        app(reset)

    dump(v, 0)
    return "".join(out)


def tojson(v: Any) -> str:
    """Compact serialisation (``tojson``/``tostring``)."""
    t = _type_of(v)
    if t is str:
        return quote(v)
    if t is int:
        return dec_text(v)
    return dumps(v)


# -- parsing -------------------------------------------------------------------------------

_decoder = json.JSONDecoder(parse_float=_parse_float, parse_constant=lambda s: float(s))
_raw_decode = _decoder.raw_decode
_WS_RE = re.compile(r"[ \t\n\r]*")


def parse_json_text(text: str) -> Any:
    """Parse exactly one JSON value (``fromjson``, ``--argjson``); raises InputError."""
    vals = list(iter_json_values(text))
    if len(vals) != 1:
        if not vals:
            raise InputError("Expected JSON value")
        raise InputError("Unexpected extra JSON values")
    return vals[0]


def _negzero_int(text: str) -> int | float:
    if text == "-0":
        return LitFloat(-0.0, "-0")
    return int(text)


_decoder_nz = json.JSONDecoder(
    parse_float=_parse_float, parse_int=_negzero_int, parse_constant=lambda s: float(s)
)
_NUMERIC = (int, float, LitFloat, bool, type(None))
#: Where a text may hold the number ``-0`` (an int to the C scanner, jq's -0): not after a
#: word character (``"alpha-0"``), a dot or a sign, nor before one (``-0.5``, ``-0e1``, ``-01``
#: are floats or invalid). Inside a string it may match too: only the slower decoder follows.
_NEG_ZERO = re.compile(r"-0(?<![\w.+-]-0)(?![\w.])")  # (the literal first: a fast search)


def values_with_end(text: str) -> Iterator[tuple[Any, int]]:
    """Each value of a text of concatenated JSON values with its end offset.

    Raises InputError (jq's message) at invalid text, after the valid values before it.
    """
    pos = 0
    n = len(text)
    ws = _WS_RE.match
    dec = _decoder_nz.raw_decode if "-0" in text and _NEG_ZERO.search(text) else _raw_decode
    if "\\u" in text and BAD_SURROGATE.search(text):
        dec = _refuse  # (jq's own reading of such \u escapes: the slow parser)
    # jq's parser refuses a value nested deeper than 256 (MAX_PARSING_DEPTH): the C scanner
    # counts its levels as Python calls, so it stops (RecursionError) a few levels short of
    # that under a recursion limit set just above this frame, and the slow parser, exact,
    # takes over. Set for the first value and for one after a long one (a value of fewer
    # than 514 characters or 257 brackets cannot be that deep: checked after it is read).
    guard = n > 513
    while True:
        m = ws(text, pos)
        if m:
            pos = m.end()
        if pos >= n:
            return
        try:
            if guard:
                v, end = _guarded(dec, text, pos)
            else:
                v, end = dec(text, pos)
                if end - pos > 513 and (
                    text.count("[", pos, end) + text.count("{", pos, end) > 256
                ):
                    v, end = _guarded(dec, text, pos)
                    guard = True
                    # jq needs a delimiter after a literal token ("12x" is one bad token)
            if end < n and type(v) in _NUMERIC and _is_literal_char(text[end]):
                raise ValueError
            if guard:
                guard = end - pos > 513
        except (ValueError, RecursionError):
            for v2 in _slow_parse(text, pos):
                yield v2, n
            return
        yield v, end
        pos = end


_DEPTH_MARGIN = 250  #: the recursion limit above the caller's depth in _guarded


def _guarded(dec: Callable[[str, int], tuple[Any, int]], text: str, pos: int) -> tuple[Any, int]:
    """``dec(text, pos)`` under a recursion limit that a value nested about 250 deep
    exceeds (RecursionError; see values_with_end)."""
    depth = 0
    f = sys._getframe()  # pyright: ignore[reportPrivateUsage]
    while f is not None:
        depth += 1
        f = f.f_back
    old = sys.getrecursionlimit()
    try:
        sys.setrecursionlimit(depth + _DEPTH_MARGIN)
    except RecursionError:  # (no lower than the depth in use)
        return dec(text, pos)
    try:
        return dec(text, pos)
    finally:
        sys.setrecursionlimit(old)


def _refuse(text: str, pos: int) -> tuple[Any, int]:
    raise ValueError


def iter_json_values(text: str) -> Iterator[Any]:
    """The values of a text of concatenated JSON values (raises InputError at bad text)."""
    for v, _ in values_with_end(text):
        yield v


def _is_literal_char(c: str) -> bool:
    return c not in ' \t\n\r[{:,]}"'


class _BadString:
    """Why a string token is invalid (jq's message)."""

    def __init__(self, msg: str) -> None:
        self.msg = msg


_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_HEX4 = re.compile(r"[0-9a-fA-F]{4}")
#: a \u escape of a surrogate that is not a high one followed by a low one: jq rejects the
#: high one, and makes the low one U+FFFD (Python's decoder keeps both as they are)
BAD_SURROGATE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])"
    r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F]"
)


def _jq_string(raw: str) -> str | _BadString:
    """A string token (quotes included) decoded as jq's ``found_string`` does."""
    if "\\" not in raw:
        if re.search(r"[\x00-\x1f]", raw):
            return _BadString(
                "Invalid string: control characters from U+0000 through U+001F must be escaped"
            )
        return raw[1:-1]
    if not BAD_SURROGATE.search(raw):
        try:
            return cast("str", json.loads(raw))
        except ValueError:
            pass
    out: list[str] = []
    i, end = 1, len(raw) - 1
    while i < end:
        c = raw[i]
        if c != "\\":
            if c < " ":
                return _BadString(
                    "Invalid string: control characters from U+0000 through U+001F must be escaped"
                )
            out.append(c)
            i += 1
            continue
        e = raw[i + 1] if i + 1 < end else ""
        i += 2
        if e in _ESCAPES:
            out.append(_ESCAPES[e])
            continue
        if e != "u":
            return _BadString("Invalid escape")
        if i + 4 > end:
            return _BadString("Invalid \\uXXXX escape")
        if not _HEX4.match(raw, i):
            return _BadString("Invalid characters in \\uXXXX escape")
        cp = int(raw[i : i + 4], 16)
        i += 4
        if 0xD800 <= cp <= 0xDBFF:
            if i + 6 > end or raw[i : i + 2] != "\\u" or not _HEX4.match(raw, i + 2):
                return _BadString("Invalid \\uXXXX\\uXXXX surrogate pair escape")
            low = int(raw[i + 2 : i + 6], 16)
            if not 0xDC00 <= low <= 0xDFFF:
                return _BadString("Invalid \\uXXXX\\uXXXX surrogate pair escape")
            i += 6
            cp = 0x10000 + ((cp - 0xD800) << 10 | (low - 0xDC00))
        elif 0xDC00 <= cp <= 0xDFFF:
            cp = 0xFFFD  # (encoded as it is, read back as one bad sequence)
        out.append(chr(cp))
    return "".join(out)


def _slow_parse(text: str, start: int) -> Iterator[Any]:
    """jq's character-level parser (jv_parse.c) from ``start``: exact error messages."""
    p = _JvParser(text, start)
    yield from p.run()


_STRUCT = "[{:,]}"


class _Nothing:
    pass


_NOTHING: Any = _Nothing()


def _nbytes(s: str) -> int:
    """The length of ``s`` in UTF-8 bytes (an undecodable byte, kept as a surrogate: 1)."""
    return len(s) if s.isascii() else len(s.encode("utf-8", "surrogateescape"))


class _JvParser:
    """A port of jq's push parser, used only from the first doubtful value on."""

    def __init__(self, text: str, start: int) -> None:
        self.text = text
        self.start = start
        self.stack: list[Any] = []  # containers: list or [dict, pending_key]
        self.next: Any = _NOTHING
        self.token = ""
        self.line, self.column = 1 + text.count("\n", 0, start), 0
        nl = text.rfind("\n", 0, start)
        self.column = _nbytes(text[nl + 1 : start])  # (jq counts columns in bytes)

    def fail(self, msg: str) -> InputError:
        return InputError(f"{msg} at line {self.line}, column {self.column}")

    def run(self) -> Iterator[Any]:
        text = self.text
        i = self.start
        n = len(text)
        while i < n:
            ch = text[i]
            self.column += 1 if ch < "\x80" else _nbytes(ch)
            if ch == "\n":
                self.line += 1
                self.column = 0
            if ch == '"':
                err = self.check_literal()
                if err:
                    raise self.fail(err)
                out = self.check_done()
                if out is not _NOTHING:
                    yield out
                j = i + 1
                # find the string end
                while True:
                    k = text.find('"', j)
                    if k < 0:
                        # unfinished string at EOF
                        self._advance_pos(text, i + 1, n)
                        raise self.fail("Unfinished string at EOF")
                    bs = 0
                    q = k - 1
                    while q > i and text[q] == "\\":
                        bs += 1
                        q -= 1
                    if bs % 2 == 0:
                        break
                    j = k + 1
                raw = text[i : k + 1]
                self._advance_pos(text, i + 1, k + 1)
                s = _jq_string(raw)
                if type(s) is _BadString:
                    raise self.fail(s.msg)
                err = self.value(s)
                if err:
                    raise self.fail(err)
                out = self.check_done()
                if out is not _NOTHING:
                    yield out
                i = k + 1
                continue
            if ch in " \t\r\n" or ch in _STRUCT:
                err = self.check_literal()
                if err:
                    raise self.fail(err)
                out = self.check_done()
                if out is not _NOTHING:
                    yield out
                if ch in _STRUCT:
                    err = self.struct(ch)
                    if err:
                        raise self.fail(err)
                out = self.check_done()
                if out is not _NOTHING:
                    yield out
            elif ch.isprintable() or ch == "\x7f" or ord(ch) >= 128:
                self.token += ch
            else:
                raise self.fail("Invalid character")
            i += 1
        err = self.check_literal()
        if err:
            raise self.fail(err + " at EOF")
        if self.stack:
            raise self.fail("Unfinished JSON term at EOF")
        out = self.check_done()
        if out is not _NOTHING:
            yield out

    def _advance_pos(self, text: str, a: int, b: int) -> None:
        seg = text[a:b]
        nl = seg.count("\n")
        if nl:
            self.line += nl
            self.column = _nbytes(seg[seg.rfind("\n") + 1 :])
        else:
            self.column += _nbytes(seg)

    def check_done(self) -> Any:
        if not self.stack and self.next is not _NOTHING:
            v = self.next
            self.next = _NOTHING
            return v
        return _NOTHING

    def value(self, v: Any) -> str | None:
        if self.next is not _NOTHING:
            return "Expected separator between values"
        self.next = v
        return None

    def check_literal(self) -> str | None:
        tok = self.token
        if not tok:
            return None
        pattern = None
        plain: Any = None
        if tok[0] == "t":
            pattern, plain = "true", True
        elif tok[0] == "f":
            pattern, plain = "false", False
        elif tok[:2] == "nu":
            pattern, plain = "null", None
        if pattern is not None:
            if tok != pattern:
                return "Invalid literal"
            err = self.value(plain)
        else:
            v = parse_number_token(tok)
            if v is None:
                return "Invalid numeric literal"
            err = self.value(v)
        if err:
            return err
        self.token = ""
        return None

    def struct(self, ch: str) -> str | None:
        """jq's ``parse_token``: the stack holds arrays, objects and pending keys."""
        st = self.stack
        nxt = self.next
        has_next = nxt is not _NOTHING
        top = st[-1] if st else _NOTHING
        if ch == "[" or ch == "{":
            if len(st) >= 256:  # (jq 1.7.1's MAX_PARSING_DEPTH; the stack holds keys too)
                return "Exceeds depth limit for parsing"
            if has_next:
                return "Expected separator between values"
            st.append([] if ch == "[" else {})
        elif ch == ":":
            if not has_next:
                return "Expected string key before ':'"
            if type(top) is not dict:
                return "':' not as part of an object"
            if type(nxt) is not str:
                return "Object keys must be strings"
            st.append(_Key(nxt))
            self.next = _NOTHING
        elif ch == ",":
            if not has_next:
                return "Expected value before ','"
            if not st:
                return "',' not as part of an object or array"
            if type(top) is list:
                cast("list[Any]", top).append(nxt)
                self.next = _NOTHING
            elif type(top) is _Key:
                st.pop()
                st[-1][top.key] = nxt
                self.next = _NOTHING
            else:
                return "Objects must consist of key:value pairs"
        elif ch == "]":
            if type(top) is not list:
                return "Unmatched ']'"
            if has_next:
                cast("list[Any]", top).append(nxt)
            elif top:
                return "Expected another array element"
            self.next = st.pop()
        elif ch == "}":
            if not st:
                return "Unmatched '}'"
            if has_next:
                if type(top) is not _Key:
                    return "Objects must consist of key:value pairs"
                st.pop()
                st[-1][top.key] = nxt
            else:
                if type(top) is not dict:
                    return "Unmatched '}'"
                if top:
                    return "Expected another key-value pair"
            self.next = st.pop()
        return None


class JvStreamParser(_JvParser):
    """jq's parser with JV_PARSE_STREAMING (``--stream``), read event by event: used where
    the whole-value reading failed, for the events before the error and the streaming
    parser's own message (``stream_token``). ``stack`` is the path (an object's key is
    None until it is read)."""

    def __init__(self, text: str, start: int) -> None:
        super().__init__(text, start)
        self.last_seen = ""  # jq's last_seen: "" none, "v" a value, else "[", "{", ":", ","
        self.output: list[Any] | None = None

    def run(self) -> Iterator[Any]:
        for out in super().run():
            yield out
            # (the second half of a split output comes before the next character is read)
            nxt = self.check_done()
            while nxt is not _NOTHING:
                yield nxt
                nxt = self.check_done()

    def check_done(self) -> Any:
        if not self.stack and self.next is not _NOTHING:
            v: list[Any] = [[], self.next]
            self.next = _NOTHING
            return v
        out = self.output
        if out is None:
            return _NOTHING
        if len(out) > 2:
            self.output = out[:1]
            return out[:2]
        self.output = None
        return out

    def value(self, v: Any) -> str | None:
        if self.next is not _NOTHING or self.last_seen == "v":
            return "Expected separator between values"
        self.last_seen = "v" if self.stack else ""
        self.next = v
        return None

    def struct(self, ch: str) -> str | None:
        path = self.stack
        ls = self.last_seen
        has_next = self.next is not _NOTHING
        if ch == "[" or ch == "{":
            if has_next if ch == "[" else ls == "v":
                return "Expected a separator between values"
            if ls == "{":
                return f"Expected string key after '{{', not '{ch}'"
            if ls == "," and type(path[-1]) is not int:
                return f"Expected string key after ',' in object, not '{ch}'"
            path.append(0 if ch == "[" else None)
            self.last_seen = ch
        elif ch == ":":
            if not path or type(path[-1]) is int:
                return "':' not as part of an object"
            if not has_next or ls == "":
                return "Expected string key before ':'"
            if type(self.next) is not str:
                return "Object keys must be strings"
            if ls != "v":
                return "':' should follow a key"
            self.last_seen = ":"
            path[-1] = self.next
            self.next = _NOTHING
        elif ch == ",":
            if ls != "v":
                return "Expected value before ','"
            if not path:
                return "',' not as part of an object or array"
            last = path[-1]
            if type(last) is not int and type(last) is not str:
                return "Objects must consist of key:value pairs"
            if has_next:
                self.output = [list(path), self.next]
                self.next = _NOTHING
            path[-1] = last + 1 if type(last) is int else None
            self.last_seen = ","
        elif ch == "]":
            if not path:
                return "Unmatched ']' at the top-level"
            if ls == ",":
                return "Expected another array element"
            if type(path[-1]) is not int:
                return "Unmatched ']' in the middle of an object"
            if has_next:
                self.output = [list(path), self.next, True]
            elif ls != "[":
                self.output = [list(path)]
            path.pop()
            self.next = _NOTHING
            if ls == "[":
                self.output = [list(path), []]
            self.last_seen = "v" if path else ""
        elif ch == "}":
            if not path:
                return "Unmatched '}' at the top-level"
            if ls == ",":
                return "Expected another key:value pair"
            key = path[-1]
            if type(key) is int:
                return "Unmatched '}' in the middle of an array"
            if has_next:
                if type(key) is not str:
                    return "Objects must consist of key:value pairs"
                self.output = [list(path), self.next, True]
            else:
                if ls == ":":
                    return "Missing value in key:value pair"
                if ls != "v" and ls != "{":
                    return "Unmatched '}'"
                if ls != "{":
                    self.output = [list(path)]
            path.pop()
            self.next = _NOTHING
            if ls == "{":
                self.output = [list(path), {}]
            self.last_seen = "v" if path else ""
        return None


class _Key:
    """An object key waiting for its value in :class:`_JvParser`."""

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key


def stream_events(v: Any) -> Iterator[Any]:
    """``--stream``'s events of a value: ``[path, leaf]`` for each scalar or empty
    container, ``[path]`` after a container's last child (the path of that child). A loop
    over a stack of child iterators (nested generators cost a frame per level per event)."""
    t = _type_of(v)
    if not ((t is list or t is dict) and v):
        yield [[], v]
        return
    path: list[Any] = []
    its: list[Iterator[tuple[Any, Any]]] = []
    lasts: list[Any] = []

    def enter(c: Any, tc: type[Any]) -> None:
        its.append(enumerate(cast("list[Any]", c)) if tc is list else iter(c.items()))
        lasts.append(len(c) - 1 if tc is list else next(reversed(c)))

    enter(v, t)
    while its:
        for k, x in its[-1]:
            tx = _type_of(x)
            if (tx is list or tx is dict) and x:
                path.append(k)
                enter(x, tx)
                break
            yield [[*path, k], x]
        else:
            its.pop()
            yield [[*path, lasts.pop()]]
            if its:
                path.pop()


_SMALL = 1 << 60  #: ints below this in size print as str() does (dec_text for any)
_c_quote: Callable[[str], str] = json.encoder.encode_basestring


def stream_texts(v: Any, leaves: bool, closes: bool, sep: str, unit: str = "") -> Iterator[str]:
    """The texts of ``--stream``'s events of ``v`` (see :func:`stream_events`), compact or
    indented by ``unit``, each followed by ``sep``, in chunks: those with a leaf when
    ``leaves``, the closing ones when ``closes`` (the outputs of ``.``,
    ``select(length == 2)`` and ``select(length == 1)`` over the events), made without the
    events themselves: as :func:`dumps` writes them (strings through the C quoting that
    :func:`fast_compact` relies on too, its DEL escaped in the whole chunk; a float as its
    ``repr`` when :func:`format_double` would give the same)."""
    t = _type_of(v)
    if not ((t is list or t is dict) and v):
        if leaves:
            yield dumps([[], v], len(unit), False, False, unit == "\t") + sep
        return
    if unit:  # [path, leaf] across lines: the path's items at the second level
        u, uu = "\n" + unit, "\n" + unit + unit
        op, joiner, mid = "[" + u + "[" + uu, "," + uu, u + "]," + u
        end, close = "\n]" + sep, u + "]\n]" + sep
    else:
        op, joiner, mid, end, close = "[[", ",", "],", "]" + sep, "]]" + sep
    cq = _c_quote
    out: list[str] = []
    app = out.append
    # one frame per open container: its (key text, child) iterator, the text of its path
    # with a comma after each key, its last key's text
    its: list[Iterator[tuple[str, Any]]] = []
    prefixes: list[str] = []
    lasts: list[str] = []

    def enter(c: Any, tc: type[Any], prefix: str) -> None:
        if tc is list:
            n = len(c)
            its.append(zip(map(str, range(n)), c, strict=True))
            lasts.append(str(n - 1))
        else:
            its.append(zip(map(cq, c), c.values(), strict=True))
            lasts.append(cq(next(reversed(c))))
        prefixes.append(prefix)

    enter(v, t, "")
    while its:
        prefix = prefixes[-1]
        for kt, x in its[-1]:
            tx = _type_of(x)
            if tx is str:
                lt = cq(x)
            elif tx is float:
                lt = repr(x)
                if "e" in lt or "n" in lt or lt[-2:] == ".0":
                    lt = format_double(x)
            elif tx is int:
                lt = str(x) if -_SMALL < x < _SMALL else dec_text(x)
            elif tx is list or tx is dict:
                if x:
                    enter(x, tx, prefix + kt + joiner)
                    break
                lt = "[]" if tx is list else "{}"
            elif x is None:
                lt = "null"
            elif tx is bool:
                lt = "true" if x else "false"
            else:
                lt = number_text(x)
            if leaves:
                app(op + prefix + kt + mid + lt + end)
        else:
            its.pop()
            prefixes.pop()
            last = lasts.pop()
            if closes:
                app(op + prefix + last + close)
        if len(out) > 4096:
            chunk = "".join(out)
            out.clear()
            yield chunk.replace("\x7f", "\\u007f") if "\x7f" in chunk else chunk
    if out:
        chunk = "".join(out)
        yield chunk.replace("\x7f", "\\u007f") if "\x7f" in chunk else chunk
