"""``sort``: sort, merge or check lines (GNU coreutils 9.1, C.UTF-8 locale: byte order).

Reads all input with ``bytes.split``. Plain whole-line sorts sort the lines as latin-1 text:
one ``list.sort``, or for large inputs with spread-out prefixes one per bucket of lines sharing
a short prefix (``_sorted_text``). Keyed sorts compute each ``-k`` key (GNU
``begfield``/``limfield`` semantics) once per line as a column, in bulk where possible
(``_Source``: one split of a regular table, one ``re.findall``; ``_num_column``: ``map(int)``),
fold several columns into one int key when cheap (``_combine``), sort the lines by the keys
alone, then apply GNU's last-resort whole-line byte comparison (unless ``-s``/``-u``) to the
runs of equal keys only (``_sort_by_columns``). The last resort costs nothing when the input
is in order already (``in_order``: the sort is stable), or when it folds into the int key
too: the fields of a table that the keys leave free, ranked (``_tie_fields``). Many repeated
lines sort one of each (``_repeats``). ``-c``/``-m`` compare line pairs with the same keys.
Decimals of one width are ints scaled by a power of ten (``_fixed_point``), a text key of
few values is ranked (``_few_ranks``). Large sorts by an int key or by whole lines split the
lines into buckets in order, each sorted only when ``_write`` asks for it and joined while in
the caches (``_offset_keyed_groups``, ``_sorted_groups``): a reader that stops early
(``| head``) stops the sort.
Supports -b -d -f -g -h -i -M -n -R -r -V, -k, -t, -s, -u, -c/-C, -m, -o, -z, --sort=WORD;
-S/-T/--parallel/--batch-size are checked as GNU does and otherwise ignored.
"""

from __future__ import annotations

import heapq
import operator
import random
import re
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator
from decimal import Decimal, InvalidOperation
from functools import cmp_to_key, partial
from itertools import accumulate, chain, compress, count, islice, repeat
from typing import Any

from agentsh._dataclass import dataclass
from agentsh._gcpause import gc_paused, gc_resumed
from agentsh.commands._common import argmatch, err, files0_names, in_order, open_operand, quote
from agentsh.commands._fileutil import ls_quote, quoteaf
from agentsh.commands._vercmp import version_key, version_keys
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, parse, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "sort",
    [
        flag("b", "b", "ignore-leading-blanks"),
        flag("d", "d", "dictionary-order"),
        flag("f", "f", "ignore-case"),
        flag("g", "g", "general-numeric-sort"),
        flag("i", "i", "ignore-nonprinting"),
        flag("M", "M", "month-sort"),
        flag("h", "h", "human-numeric-sort"),
        flag("n", "n", "numeric-sort"),
        flag("R", "R", "random-sort"),
        value("random-source", "", "random-source"),
        flag("r", "r", "reverse"),
        value("sort", "", "sort"),
        flag("V", "V", "version-sort"),
        value("batch-size", "", "batch-size"),
        flag("c", "c"),
        optional("check", "", "check"),
        flag("C", "C"),
        value("compress-program", "", "compress-program"),
        flag("debug", "", "debug"),
        value("files0-from", "", "files0-from"),
        value("k", "k", "key"),
        flag("m", "m", "merge"),
        value("o", "o", "output"),
        flag("s", "s", "stable"),
        value("S", "S", "buffer-size"),
        value("t", "t", "field-separator"),
        value("T", "T", "temporary-directory"),
        value("parallel", "", "parallel"),
        flag("u", "u", "unique"),
        flag("z", "z", "zero-terminated"),
    ],
    status=2,
)

_ORDER_FLAGS = "bdfghiMnRrV"
_BLANKS = b" \t\n"
_MONTHS = {
    m: i for i, m in enumerate(b"JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split(), 1)
}
_INT = re.compile(rb"[ \t\n]*(-?\d+)(?![.\d])")
_NUM = re.compile(rb"[ \t\n]*(-?)(\d*)(?:\.(\d*))?")
_GNUM = re.compile(
    rb"[ \t\n\v\f\r]*([+-]?(?:inf(?:inity)?|nan|0x[0-9a-f]*\.?[0-9a-f]*(?:p[+-]?\d+)?|(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?))",
    re.IGNORECASE,
)
_HNUM = re.compile(rb"[ \t\n]*(-?)(\d*(?:\.\d*)?)([KMGTPEZYRQk]?)")
_UNITS = b"kKMGTPEZYRQ"
_UPPER = bytes.maketrans(b"abcdefghijklmnopqrstuvwxyz", b"ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_NOT_DICT = bytes(c for c in range(256) if not (chr(c).isalnum() and c < 128) and c not in b" \t")
_NOT_PRINT = bytes(c for c in range(256) if not 32 <= c < 127)


#: A line whose ``-n`` key is a number (not 0 by default): blanks, an optional minus sign,
#: a digit or a decimal point and a digit.
_NUMERIC_START = re.compile(rb"(?m)^[ \t]*-?\.?[0-9]")


class _KeyError(Exception):
    pass


@dataclass
class Key:
    sword: int = 0
    schar: int = 0
    eword: int | None = None  # None: end of line
    echar: int = 0
    skipsblanks: bool = False
    skipeblanks: bool = False
    opts: str = ""  # ordering letters among bdfghiMnRrV


def _parse_count(s: str, i: int, what: str, spec: str) -> tuple[int, int]:
    j = i
    while j < len(s) and s[j].isdigit():
        j += 1
    if j == i:
        raise _KeyError(f"{what}: invalid count at start of {quote(s[i:])}")
    return int(s[i:j]), j


def parse_key(spec: str) -> Key:
    k = Key()
    n, i = _parse_count(spec, 0, "invalid number at field start", spec)
    if n == 0:
        raise _KeyError(f"field number is zero: invalid field specification {quote(spec)}")
    k.sword = n - 1
    if i < len(spec) and spec[i] == ".":
        c, i = _parse_count(spec, i + 1, "invalid number after '.'", spec)
        if c == 0:
            raise _KeyError(f"character offset is zero: invalid field specification {quote(spec)}")
        k.schar = c - 1
    while i < len(spec) and spec[i] in _ORDER_FLAGS:
        if spec[i] == "b":
            k.skipsblanks = True
        k.opts += spec[i]
        i += 1
    if i < len(spec) and spec[i] == ",":
        n, i = _parse_count(spec, i + 1, "invalid number after ','", spec)
        if n == 0:
            raise _KeyError(f"field number is zero: invalid field specification {quote(spec)}")
        k.eword = n - 1
        if i < len(spec) and spec[i] == ".":
            k.echar, i = _parse_count(spec, i + 1, "invalid number after '.'", spec)
        while i < len(spec) and spec[i] in _ORDER_FLAGS:
            if spec[i] == "b":
                k.skipeblanks = True
            k.opts += spec[i]
            i += 1
    if i < len(spec):
        raise _KeyError(f"stray character in field spec: invalid field specification {quote(spec)}")
    return k


_RX_CACHE: dict[tuple[Any, ...], re.Pattern[bytes]] = {}


def _fields_rx(
    n: int, tab: int | None, last_skip_tab: bool, skip_blanks: bool
) -> re.Pattern[bytes]:
    """Regex consuming ``n`` fields the way GNU's begfield/limfield loops do."""
    ck = (n, tab, last_skip_tab, skip_blanks)
    rx = _RX_CACHE.get(ck)
    if rx is None:
        if tab is None:
            body = rb"(?:[ \t\n]*[^ \t\n]*)" + (b"{%d}" % n if n != 1 else b"") if n else b""
        else:
            t = re.escape(bytes([tab]))
            if last_skip_tab:
                body = (b"(?:[^" + t + b"]*(?:" + t + rb"|\Z))" + b"{%d}" % n) if n else b""
            elif n:
                body = (
                    (b"(?:[^" + t + b"]*(?:" + t + rb"|\Z))" + b"{%d}" % (n - 1))
                    + b"[^"
                    + t
                    + b"]*"
                )
            else:
                body = b""
        if skip_blanks:
            body += rb"[ \t\n]*"
        rx = re.compile(body)
        _RX_CACHE[ck] = rx
    return rx


def _num_key(s: bytes) -> Any:
    if s.isdigit() and len(s) < 4000:  # int() refuses more than 4300 digits
        return int(s)
    m = _INT.match(s)
    if m is not None and len(m.group(1)) < 4000:  # int() refuses more than 4300 digits
        return int(m.group(1))
    m = _NUM.match(s)
    if m is None:  # pragma: no cover - the regex always matches
        return 0
    sign, ip, fp = m.groups()
    if not ip and not fp:
        return 0
    if fp and fp.strip(b"0"):
        v: Any = Decimal((ip or b"0").decode() + "." + fp.decode())
    else:
        v = int(ip or b"0") if len(ip) < 4000 else Decimal(ip.decode())
    return -v if sign else v


def _gnum_key(s: bytes) -> tuple[int, float]:
    m = _GNUM.match(s)
    if m is None:
        return (0, 0.0)
    t = m.group(1).decode().lower()
    try:
        v = float.fromhex(t) if "0x" in t else float(t)
    except ValueError:
        return (0, 0.0)
    if v != v:
        return (1, 0.0)
    return (2, v)


def _gnum_column(fields: list[bytes]) -> list[Any]:
    """``_gnum_key`` of every field, in bulk when every field is a plain decimal number
    (``float`` takes it whole; the fields can only hold digits, signs, points, exponents
    and blanks): then the floats themselves, which order and compare like the keys."""
    if not b"".join(fields).translate(None, b" \t+-.0123456789eE"):
        try:
            return list(map(float, fields))
        except ValueError:
            pass
    return list(map(_gnum_key, fields))


def _hnum_key(s: bytes) -> tuple[int, int, Any]:
    m = _HNUM.match(s)
    if m is None or not m.group(2).strip(b"."):
        return (0, 0, 0)
    sign = -1 if m.group(1) else 1
    unit = _UNITS.find(m.group(3)) if m.group(3) else 0
    unit = max(unit, 1) if m.group(3) else 0
    digits = m.group(2)
    try:
        # (up to 15 characters a float orders and equals like the decimal, and faster)
        num: Any = float(digits) if len(digits) <= 15 else Decimal(digits.decode())
    except (InvalidOperation, ValueError):
        num = 0
    if num == 0:
        return (0, 0, 0)
    return (sign, sign * unit, sign * num)


def _month_key(s: bytes) -> int:
    return _MONTHS.get(s.lstrip(_BLANKS)[:3].upper(), 0)


_NUM_PREFIX = re.compile(rb"(?m)^[ \t]*(-?[0-9]*(?:\.[0-9]*)?)")
_NO_DIGITS = frozenset((b"", b"-", b".", b"-."))
_ZERO_LED = re.compile(rb"(?m)^0[0-9]")
_ZERO_LED_SIGNED = re.compile(rb"(?m)^-?0[0-9]")


class _TextKey:
    """The key of ``-f``, ``-d``, ``-i`` (text folded to upper case, bytes deleted): per line,
    or for a whole column at once (:meth:`column`)."""

    __slots__ = ("fold", "delete")

    def __init__(self, fold: bool, delete: bytes | None) -> None:
        self.fold = fold
        self.delete = delete

    def __call__(self, s: bytes) -> bytes:
        if self.delete is not None:
            s = s.translate(None, self.delete)
        if self.fold:
            s = s.translate(_UPPER)
        return s

    def column(self, fields: list[bytes], joined: bytes | None) -> list[bytes]:
        """The key of each of ``fields`` (none holds a newline; ``joined``: them joined by
        newlines, when at hand): the two translations run once over the joined column."""
        j = b"\n".join(fields) if joined is None else joined
        if self.delete is not None:
            j = j.translate(None, self.delete.replace(b"\n", b""))
        if self.fold:
            j = j.translate(_UPPER)
        return j.split(b"\n")


def _transform(opts: str, salt: bytes) -> Callable[[bytes], Any]:
    fold = "f" in opts
    delete = _NOT_DICT if "d" in opts else (_NOT_PRINT if "i" in opts else None)
    text = _TextKey(fold, delete)

    if "n" in opts:
        return _num_key
    if "g" in opts:
        return _gnum_key
    if "h" in opts:
        return _hnum_key
    if "M" in opts:
        return _month_key
    if "V" in opts:
        return version_key
    if "R" in opts:
        import hashlib

        return lambda s: hashlib.md5(salt + text(s)).digest()
    if fold or delete is not None:
        return text
    return _identity


def _identity(s: bytes) -> bytes:
    """The key of a plain text comparison: the bytes themselves."""
    return s


def _extractor(k: Key, tf: Callable[[bytes], Any], tab: int | None) -> Callable[[bytes], Any]:
    beg = _fields_rx(k.sword, tab, True, k.skipsblanks).match
    schar = k.schar
    if k.eword is None:

        def from_start(line: bytes) -> Any:
            m = beg(line)
            b = m.end() + schar if m else len(line)
            return tf(line[b:])

        return from_start
    eword, echar = k.eword, k.echar
    if echar == 0:
        eword += 1
    lim = _fields_rx(eword, tab, bool(echar), bool(echar) and k.skipeblanks).match

    def field(line: bytes) -> Any:
        n = len(line)
        m = beg(line)
        b = min(n, m.end() + schar) if m else n
        m2 = lim(line)
        e = m2.end() if m2 else n
        if echar:
            e = min(n, e + echar)
        return tf(line[b:e] if e > b else b"")

    return field


#: Key options whose comparison ignores leading blanks (numbers, months).
_BLANK_BLIND = frozenset("nghM")
#: Bytes a ``-n`` number (with its leading blanks) can contain.
_NUM_BYTES = b" \t-.0123456789"
#: ``bytes.translate`` deletion tables keeping only one separator byte and the newline.
_KEEP_SEP: dict[int, bytes] = {}


def _num_column(fields: list[bytes], joined: bytes | None = None) -> tuple[list[Any], bool, bool]:
    """``_num_key`` of every field, or keys that order and tie like them; whether every
    field is an integer, ``-?[0-9]+``, or every field a decimal with the same number of
    digits after the point (then the keys are the decimals times a power of ten: see
    ``_fixed_point``; either way ``_canonical`` tells whether equal keys are equal fields);
    and whether every key is known to be an int (``uniq -c`` lines: ``3 word``).

    All-digits fields (the common case) go through ``int`` in bulk, a few others (a header
    line) one by one; when there are many others, the number prefixes of all the fields are
    cut with one ``re.findall`` and those not all digits converted by ``_prefix_value``.
    ``joined``: the fields joined by newlines, when the caller has that already."""
    n = len(fields)
    try:
        if all(map(bytes.isdigit, fields)):  # (isdigit is false for b"")
            return list(map(int, fields)), True, True
        text = b"".join(fields) if joined is None else joined
        if not text.translate(None, b"-0123456789\n" if joined is not None else b"-0123456789"):
            # digits and minus signs only: int() takes every field that is ``-?[0-9]+``
            # and refuses the others ("", "-", "5-3", "--5")
            try:
                return list(map(int, fields)), True, True
            except ValueError:
                pass
        elif not text.translate(None, b"-.0123456789\n" if joined is not None else b"-.0123456789"):
            scaled = _fixed_point(fields, joined)
            if scaled is not None:
                return scaled, True, True
            # decimals (``-12.5``): float() takes every field that is a whole number prefix,
            # ``-?[0-9]*(\.[0-9]*)?`` with a digit, and refuses the others; up to 15
            # characters a float orders and equals like the decimal (see _prefix_value)
            if max(map(len, fields)) <= 15:
                try:
                    return list(map(float, fields)), False, False
                except ValueError:
                    pass
        if fields[0].lstrip(b" \t").partition(b" ")[0].isdigit():
            # ``uniq -c`` lines (blanks, digits, a space, text): the number is the digits
            # before the first space after the blanks, when every line is so
            cut = map(bytes.partition, map(bytes.lstrip, fields, repeat(b" \t")), repeat(b" "))
            heads: list[bytes] = list(map(operator.itemgetter(0), cut))
            if all(map(bytes.isdigit, heads)):
                return list(map(int, heads)), False, True
        other = list(compress(range(n), map(operator.not_, map(bytes.isdigit, fields))))
        if len(other) * 8 <= n:
            digits = list(fields)
            for i in other:
                digits[i] = b"0"
            col: list[Any] = list(map(int, digits))
            for i in other:
                col[i] = _num_key(fields[i])
            return col, False, False
        pre: list[bytes] = _NUM_PREFIX.findall(b"\n".join(fields))
        if len(pre) != n:  # pragma: no cover - one match per line
            return list(map(_num_key, fields)), False, False
        if not any(pre):
            return [0] * n, False, True  # no field starts with a number (words): all 0
        other = list(compress(range(n), map(operator.not_, map(bytes.isdigit, pre))))
        if len(other) * 8 > n and max(map(len, pre)) <= 15:
            # mostly decimals (``-12.5``): all of them as floats, in C (see _prefix_value)
            if any(map(_NO_DIGITS.__contains__, pre)):
                pre = [b"0" if p in _NO_DIGITS else p for p in pre]
            return list(map(float, pre)), False, False
        digits = list(pre)
        for i in other:
            digits[i] = b"0"
        col = list(map(int, digits))
    except ValueError:  # a run of digits longer than int() converts
        return list(map(_num_key, fields)), False, False
    # prefixes without digits ("", "-", ".", "-.") are 0 already
    has_digits = map(operator.not_, map(_NO_DIGITS.__contains__, map(pre.__getitem__, other)))
    for i in compress(other, has_digits):
        col[i] = _prefix_value(pre[i])
    return col, False, False


def _fixed_point(fields: list[bytes], joined: bytes | None) -> list[int] | None:
    """The ``-n`` keys of ``fields`` (digits, points and minus signs only, no newline) as
    ints, when every field is a decimal with the same number F of digits after its point,
    ``-?[0-9]*\\.[0-9]{F}`` with a digit: each decimal times 10**F, its digits without the
    point (``-12.50`` -> -1250), which order and tie like the decimals; else None.

    Decision: ints, not the floats of the general way: a canonical column (``_canonical``:
    ``sort -n`` of ``%.3f`` numbers) then needs no last resort, one sort by int keys
    instead of two sorts by floats and a check of the ties (1M lines: ~100 ms less).
    Checked in C: as many points as fields, each field's byte F + 1 from its end a point
    (so one point a field, F digits after it), and minus signs only at the starts; ``int``
    refuses a field without digits (``.``, ``-.``)."""
    first = fields[0]
    dot = first.find(b".")
    if dot < 0:
        return None
    at = dot - len(first)  # (the point's place from the end: -F - 1)
    j = b"\n".join(fields) if joined is None else joined
    n = len(fields)
    if j.count(b".") != n or j.count(b"-") != j.startswith(b"-") + j.count(b"\n-"):
        return None
    try:
        if list(map(operator.getitem, fields, repeat(at))).count(46) != n:  # (b".")
            return None
        return list(map(int, j.replace(b".", b"").split(b"\n")))
    except (IndexError, ValueError):  # (a field too short; a field without digits)
        return None


def _prefix_value(p: bytes) -> Any:
    """The value of a number prefix (``-?[0-9]*(\\.[0-9]*)?``) that is not all digits.

    Up to 15 characters, hence 15 significant digits, a float keeps the order and equality
    of the decimals exactly (distinct such decimals round to distinct doubles, and rounding
    is monotonic); longer ones go through ``Decimal``."""
    if p in _NO_DIGITS:
        return 0
    return float(p) if len(p) <= 15 else _num_key(p)


class _Source:
    """The input lines of one sort (newline-separated), with the field cuts shared by keys."""

    def __init__(self, lines: list[bytes], tab: int | None, joined: bytes | None) -> None:
        self.lines = lines
        self.tab = tab
        self._joined = joined
        self._table: tuple[list[bytes], int] | None = None
        self._table_done = False
        self._shape: int | None = None
        self._shape_done = False

    @property
    def joined(self) -> bytes:
        if self._joined is None:
            self._joined = b"\n".join(self.lines)
        return self._joined

    def table(self) -> tuple[list[bytes], int] | None:
        """All fields of all lines (row-major) and the fields per line, when every line has the
        same number of fields and GNU's field boundaries are the plain cuts at the separator:
        always with ``-t C``; without ``-t`` (blank-separated fields) when there are no tabs,
        no runs of spaces and no leading spaces, so that each field after the first is one
        space then the text up to the next space, the space being common to all the lines.

        Checked in C: deleting every byte but the separator and the newline must leave the
        same separator row for every line."""
        if self._table_done:
            return self._table
        self._table_done = True
        nf = self.shape()
        if nf is None:
            return None
        c = self.sep
        self._table = (self.lines if nf == 1 else self.joined.replace(b"\n", c).split(c), nf)
        return self._table

    @property
    def sep(self) -> bytes:
        """The separator of the fields of a table (``table``)."""
        return b" " if self.tab is None else bytes((self.tab,))

    def shape(self) -> int | None:
        """The fields per line when the lines are a table (see ``table``), else None: the
        check alone, without cutting the fields."""
        if self._shape_done:
            return self._shape
        self._shape_done = True
        tab, j, n = self.tab, self.joined, len(self.lines)
        if tab == 10:
            return None
        if tab is None and (b"\t" in j or b"  " in j or j.startswith(b" ") or b"\n " in j):
            return None
        c = self.sep
        end = j.find(b"\n")
        nf = (j[:end] if end >= 0 else j).count(c) + 1
        keep = _KEEP_SEP.get(c[0])
        if keep is None:
            keep = _KEEP_SEP[c[0]] = bytes(b for b in range(256) if b not in (c[0], 10))
        row = c * (nf - 1) + b"\n"
        if j.translate(None, keep) != row * (n - 1) + row[:-1]:
            return None
        self._shape = nf
        return nf

    def field(self, k: Key) -> list[bytes] | None:
        """Key ``k`` of every line as plain bytes when it is (or compares like) one whole
        field or the rest of the line from a field start, cut without per-line regexes; None
        when ``k`` needs the general extractor.

        ``-kN`` of a numeric key compares like ``-kN,N``: the number ends before the
        separator, unless the separator can be part of a number (blank, ``-``, ``.``,
        digit). Without ``-t``, fields but the first lose their leading blanks: they are
        skipped (``-b``) or ignored (``nghM``), or they are the same one space on every line
        of a table; ``-V``/``-R`` look at that space (``.x`` is hidden, `` .x`` is not).
        """
        if not self.lines:
            return None
        if k.schar or k.echar:
            return self._char_range(k)
        if k.sword == 0 and k.eword is None and "n" in k.opts:
            # a number from the start of the line: -n reads a prefix, which in a table
            # without -t ends where the first field does (at the first space, a line has
            # no leading blank): the first field is the key, cut in bulk with the others
            # (``sort -n`` of ``12 word`` lines; the last resort cuts them anyway)
            t = self.table() if self.tab is None and b" " in self.joined else None
            if t is None or t[1] == 1:
                return self.lines
            return t[0][:: t[1]]
        tab = self.tab
        rest = k.eword is None
        if rest and "n" in k.opts and (tab is None or tab not in _NUM_BYTES):
            rest = False
        elif not rest and (k.echar or k.eword != k.sword):
            return None
        skips = k.skipsblanks or not _BLANK_BLIND.isdisjoint(k.opts)
        if tab is None and k.sword and not skips and ("V" in k.opts or "R" in k.opts):
            return None
        j = self.joined
        if rest and k.sword == 0:
            # the rest of the line from its start: the line, its leading blanks skipped
            # with -b (none to skip in most inputs)
            if not k.skipsblanks or not (
                j.startswith((b" ", b"\t")) or b"\n " in j or b"\n\t" in j
            ):
                return self.lines
        if k.skipsblanks and tab is not None and (tab in _BLANKS or b" " in j or b"\t" in j):
            t = None
        else:
            t = self.table()
        if t is not None:
            flat, nf = t
            if rest:
                if k.sword >= nf:
                    return [b""] * len(self.lines)
                if k.sword == nf - 1:  # the rest of the line from its last field
                    return flat if nf == 1 else flat[k.sword :: nf]
                if k.sword == 0:
                    return self.lines
                c = b" " if tab is None else bytes((tab,))
                sw = k.sword
                return [ln.split(c, sw)[sw] for ln in self.lines]
            if k.sword >= nf:
                return [b""] * len(self.lines)
            return flat if nf == 1 else flat[k.sword :: nf]
        if rest:
            return None
        return self._findall(k, skips)

    def _char_range(self, k: Key) -> list[bytes] | None:
        """``-kF.C1,F.C2``: characters C1 to C2 of field F of every line, sliced from the
        field cut in bulk, when every field is long enough for the range to stay inside it
        (else the key runs on into the next fields: the general extractor); not with -b, nor
        for a field after the first without ``-t`` (its leading blank counts)."""
        if (
            k.eword != k.sword
            or not k.echar
            or k.skipsblanks
            or k.skipeblanks
            or (self.tab is None and k.sword)
        ):
            return None
        whole = self.field(Key(sword=k.sword, eword=k.sword))
        if whole is None:
            return None
        table = self.table()
        last = table is not None and k.sword == table[1] - 1  # (the line ends with the field)
        if not last and min(map(len, whole)) < k.echar:
            return None
        a, b = k.schar, k.echar
        return [f[a:b] for f in whole]

    def _findall(self, k: Key, skips: bool) -> list[bytes] | None:
        """Field ``k.sword`` of every line cut by one ``re.findall`` over the joined lines."""
        tab = self.tab
        if tab is None:
            field = rb"[ \t]*([^ \t\n]*)" if skips else rb"([ \t]*[^ \t\n]*)"
            rx = rb"(?m)^(?:[ \t]*[^ \t\n]*){%d}%s" % (k.sword, field)
        else:
            if tab == 10 or (k.skipsblanks and tab in _BLANKS):
                return None
            t = re.escape(bytes([tab]))
            not_t = b"[^" + t + rb"\n]"
            blanks = rb"[ \t]*" if k.skipsblanks else b""
            rx = rb"(?m)^(?:(?:%s*%s){%d}%s(%s*))?" % (not_t, t, k.sword, blanks, not_t)
        fields = re.findall(rx, self.joined)
        return fields if len(fields) == len(self.lines) else None


def _const(value: bool) -> Callable[[], bool]:
    """An answer known in advance, for a question asked lazily."""
    return lambda: value


def _column(
    k: Key,
    tf: Callable[[bytes], Any],
    extract: Callable[[bytes], Any],
    lines: list[bytes],
    src: _Source | None,
    need_same: bool = False,
) -> tuple[list[Any], bool, bool, Callable[[], bool]]:
    """The key of every line (``extract`` applied to each), computed once for the sort, from
    bulk field cuts when ``src`` (newline-separated input) can give them; whether equal keys
    mean equal lines (the key is the whole line, as text or as a canonical number); whether
    the keys are known to be all ints; whether equal keys mean equal key text (plain text
    keys, canonical integers), asked only when needed (for numbers, only with
    ``need_same``: the check joins the fields)."""
    fields = None if src is None else src.field(k)
    if fields is None:
        return list(map(extract, lines)), False, False, _const(tf is _identity)
    if tf is _identity:
        return fields, fields is lines, False, _const(True)
    if (
        tf is _num_key
        or (tf is _gnum_key and _plain_numbers(fields))
        or (tf is _hnum_key and _unitless(fields, lines, src))
    ):
        joined = src.joined if src is not None and fields is lines else None
        col, digits, all_int = _num_column(fields, joined)
        if tf is _gnum_key and not digits:
            return _gnum_column(fields), False, False, _const(False)
        # integers without leading zeros (nor ``-0``) spell their number one way only
        if joined is not None:
            same = digits and _canonical(joined)
            return col, same, all_int, _const(same)
        if digits and need_same:
            return col, False, all_int, lambda: _canonical(b"\n".join(fields))
        return col, False, all_int, _const(False)
    if tf is _gnum_key:
        return _gnum_column(fields), False, False, _const(False)
    if isinstance(tf, _TextKey) and fields:
        joined = src.joined if src is not None and fields is lines else None
        return tf.column(fields, joined), False, False, _const(False)
    if tf is version_key:
        col = version_keys(fields)
        if col is not None:
            return col, False, False, _const(False)
    return list(map(tf, fields)), False, False, _const(False)


_UNIT = re.compile(rb"[KMGTPEZYRQk]")


def _unitless(fields: list[bytes], lines: list[bytes], src: _Source | None) -> bool:
    """Whether no field holds a unit letter: then ``-h`` orders and ties as ``-n`` (GNU's
    human_numcompare is numcompare after the unit orders, all 0 here), through ``-n``'s
    bulk keys (1M decimals: 15.7 s of Decimal keys -> 0.6 s)."""
    text = src.joined if src is not None and fields is lines else b"".join(fields)
    return _UNIT.search(text) is None


def _plain_numbers(fields: list[bytes]) -> bool:
    """Whether ``fields`` hold only digits, points and minus signs, 15 bytes at most each:
    where every field is an integer or a decimal of one width (``_num_column``'s
    ``digits``), ``-g`` orders and ties them as ``-n`` does (at most 15 digits: distinct
    numbers stay distinct as floating point), through ``-n``'s int keys."""
    return (
        bool(fields)
        and max(map(len, fields)) <= 15
        and not b"".join(fields).translate(None, b"-.0123456789")
    )


def _canonical(j: bytes) -> bool:
    """Whether no line of ``j`` (lines of integers, or of decimals with the same number of
    digits after the point: see ``_num_column``) has a leading zero or is a negative zero
    (``-0``, ``-0.00``), nor, for decimals, lacks digits before the point (``.5``): then
    no two lines spell one number. Cheap substring tests first; a line ``0`` fails them
    too, so the few lines starting with ``0`` are looked at one by one (the regex decides
    when there are many)."""
    if b"." in j:
        end = j.find(b"\n")
        first = j[:end] if end >= 0 else j
        zero = b"0." + b"0" * (len(first) - first.find(b".") - 1)
        t = b"\n" + j + b"\n"
        if b"\n." in t or b"\n-." in t or b"\n-" + zero + b"\n" in t:
            return False
        return not _ZERO_LED_SIGNED.search(j)  # (0.5 lines are common: no loop)
    if j.startswith(b"-0") or b"\n-0" in j:
        return False  # (a line -0 or -0N)
    if j.startswith(b"0"):
        at = 0  # where a line starting with 0 starts
    else:
        at = j.find(b"\n0") + 1
        if not at:
            return True
    for _ in range(64):
        if j[at + 1 : at + 2].isdigit():
            return False
        at = j.find(b"\n0", at) + 1
        if not at:
            return True
    return not _ZERO_LED.search(j)


def _combine(
    cols: list[list[Any]], revs: list[bool], ints: list[bool], tails: list[bytes] | None = None
) -> list[int] | None:
    """One int key per line ordering the lines like the key columns (most significant first,
    each reversed or not) do, or None when that is not cheap.

    The key is a sum in mixed radix, built from the least significant column: an all-int
    column counts as its value (negated when reversed: both differ from the offset from the
    minimum, or maximum, by a constant), times the product of the spans of the columns after
    it; another column as the rank of its value among its few distinct values, the ranks
    scaled in advance. A column with a tail (``tails``) ranks its values by ``value + tail``.
    """
    n = len(cols[0])
    for i, col in enumerate(cols):  # a cheap first look for a column of many values
        if not ints[i] and isinstance(col[0], bytes) and len(set(col[:4096])) * 2 > min(n, 4096):
            return None
    out: list[int] | None = None
    weight = 1
    for i in reversed(range(len(cols))):
        col, r, tail = cols[i], revs[i], tails[i] if tails else b""
        if ints[i] or (not isinstance(col[0], bytes) and set(map(type, col)) == {int}):
            span = max(col) - min(col) + 1
            if weight * span > 1 << 62:
                return None
            w = -weight if r else weight
            part: Iterable[int] = col if w == 1 else map(operator.mul, col, repeat(w))
        else:
            distinct = set(col)
            span = len(distinct)
            if span > n // 4 or weight * span > 1 << 62:
                return None
            try:
                if tail:
                    by_text = {v + tail: v for v in distinct}
                    order = list(map(by_text.__getitem__, sorted(by_text, reverse=r)))
                else:
                    order = sorted(distinct, reverse=r)
            except TypeError:  # pragma: no cover - keys of one column always compare
                return None
            rank = dict(zip(order, count(0, weight)))
            part = map(rank.__getitem__, col)
        weight *= span
        out = list(part) if out is None else list(map(operator.add, out, part))
    return out


#: ``bytes.translate`` table complementing every byte (``255 - b``).
_COMPLEMENT = bytes(range(255, -1, -1))


def _int_offsets(col: list[int], ascending: bool) -> tuple[Iterator[int], int]:
    """Each int of ``col`` as an offset that orders like it (``ascending``) or the other
    way, from the minimum or from the maximum, and the largest offset."""
    lo, hi = min(col), max(col)
    if ascending:
        return map(operator.sub, col, repeat(lo)), hi - lo
    return map(operator.sub, repeat(hi), col), hi - lo


def _fixed_width(nums: Iterable[int], top: int) -> Iterator[bytes]:
    """Each of ``nums`` (from 0 to ``top``) as big-endian bytes of the one width that holds
    ``top``: bytes that order like the ints."""
    width = (top.bit_length() + 7) // 8 or 1
    return map(int.to_bytes, nums, repeat(width), repeat("big"))  # pyright: ignore[reportArgumentType]


def _int_prefixes(col: list[int], ascending: bool) -> Iterator[bytes]:
    """Each int of ``col`` as fixed-width big-endian bytes that order like the ints
    (``ascending``) or the other way: its offset from the minimum, or from the maximum."""
    return _fixed_width(*_int_offsets(col, ascending))


_RSHIFT: Callable[[int, int], int] = operator.rshift  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
_APPEND: Callable[[list[bytes], bytes], None] = list.append  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
_APPEND_INT: Callable[[list[int], int], None] = list.append  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]


def _offset_keyed_sort(
    lines: list[bytes], col: list[int], ascending: bool, reverse: bool
) -> list[bytes]:
    """``lines`` sorted by their int keys ``col`` (``ascending``, relative to ``reverse``)
    and, among equal keys, by whole lines, in the direction ``reverse``: the groups of
    ``_offset_keyed_groups`` one after the other."""
    return list(chain.from_iterable(_offset_keyed_groups(lines, col, ascending, reverse)))


def _offset_keyed_groups(
    lines: list[bytes],
    col: list[int],
    ascending: bool,
    reverse: bool,
    sub: list[Any] | None = None,
) -> Iterator[list[bytes]]:
    """``lines`` sorted by their int keys ``col`` (``ascending``, relative to ``reverse``)
    and, among equal keys, by whole lines, in the direction ``reverse``, as consecutive
    groups of the sorted lines: each line sorts as the pair of its key's offset
    (``_int_offsets``) and itself. ``sub``: a second key column, in the direction
    ``reverse``, between the int key and the line (``sort -k2,2n -k1,1``).

    Decision: a large input is first split into buckets by the high bits of the offsets
    (about 256 lines a bucket), put in order by those bits, each bucket's pairs then made
    and sorted alone, as ``_sorted_text`` does for whole lines: a bucket stays in the CPU
    caches while it is sorted, and there are fewer comparisons in all (1M lines: ~30 % less
    time than one sort; the split is two appends a line, in C). Pairs, not the offset as
    a fixed-width prefix of a copy of the line: a tuple's int compares first at C speed,
    and a bucket's pairs are made, sorted and dropped while in the caches (1M lines: 390
    ms against 470). Few distinct keys (a status code, a count: four lines a key or more)
    take a bucket each, whose lines are sorted as they are: no pairs at all.

    Decision: the buckets are sorted one at a time as the groups are asked for (the first
    right after the split), so that a reader that takes the sorted lines as they come
    (``_write``) joins each bucket's lines while they are in the caches (1M lines: ~80 ms
    less than joining the sorted list), and a reader that stops early (``| head``) ends
    the sort with the first buckets: ~150 ms for 1M lines instead of ~500."""
    if ascending and min(col) >= 0:
        offsets, top = col, max(col)  # (the keys themselves, not copied)
    else:
        it, top = _int_offsets(col, ascending)
        offsets = list(it)
    n = len(lines)
    exact = (top + 1) * 4 <= n
    if sub is not None and not exact and n < _BUCKET_MIN:
        triples = sorted(zip(offsets, sub, lines, strict=True), reverse=reverse)
        yield list(map(operator.itemgetter(2), triples))
        return
    if not exact and n < _BUCKET_MIN:  # (one sort; measured: faster than pairs here)
        keyed = list(map(operator.add, _fixed_width(offsets, top), lines))
        yield sorted(lines, key=partial(next, iter(keyed)), reverse=reverse)
        return
    shift = 0 if exact else max(top.bit_length() - (n // 256).bit_length(), 0)
    buckets = (top >> shift) + 1
    line_groups: list[list[bytes]] = [[] for _ in range(buckets)]
    where: list[int] = offsets if exact else list(map(_RSHIFT, offsets, repeat(shift)))
    deque(map(_APPEND, map(line_groups.__getitem__, where), lines), maxlen=0)
    key_groups: list[list[int]] = []
    if not exact:
        key_groups = [[] for _ in range(buckets)]
        deque(map(_APPEND_INT, map(key_groups.__getitem__, where), offsets), maxlen=0)
    sub_groups: list[list[Any]] = []
    if sub is not None:
        sub_groups = [[] for _ in range(buckets)]
        deque(map(_APPEND, map(sub_groups.__getitem__, where), sub), maxlen=0)
    for i in reversed(range(buckets)) if reverse else range(buckets):
        group = line_groups[i]
        if len(group) > 1:
            if sub is not None:
                keyed = (
                    zip(sub_groups[i], group, strict=True)
                    if exact
                    else zip(key_groups[i], sub_groups[i], group, strict=True)
                )
                group = list(map(operator.itemgetter(-1), sorted(keyed, reverse=reverse)))
            elif exact:  # (one key: the last resort alone)
                group.sort(reverse=reverse)
            else:
                pairs = sorted(zip(key_groups[i], group, strict=True), reverse=reverse)
                group = [pair[1] for pair in pairs]
        if group:
            yield group


def _concat(cols: list[list[Any]], revs: list[bool], reverse: bool) -> list[bytes] | None:
    """One bytes key per line ordering the lines like the key columns do (most significant
    first, each reversed or not), in a direction ``reverse``, for key columns of bytes
    (text without NUL bytes) and of ints; None when a column is of another kind.

    Each column's key is self-delimiting, so that the concatenation compares like the
    tuple of the columns: an int as its offset from the minimum in fixed-width big-endian
    bytes (from the maximum when its direction is not ``reverse``); text followed by a NUL
    (a shorter text is a prefix, and meets the NUL first), or, for a column sorted against
    ``reverse``, its bytes complemented followed by 0xFF (which no complemented byte of
    NUL-free text is, and which follows them all)."""
    out: list[bytes] | None = None
    for col, r in zip(cols, revs, strict=True):
        if isinstance(col[0], bytes):
            if not all(map(bytes.__instancecheck__, col)):
                return None
            if r == reverse:
                part = map(operator.add, col, repeat(b"\0"))
            else:
                part = map(
                    operator.add, map(bytes.translate, col, repeat(_COMPLEMENT)), repeat(b"\xff")
                )
        elif set(map(type, col)) == {int}:
            part = _int_prefixes(col, r == reverse)
        else:
            return None
        out = list(part) if out is None else list(map(operator.add, out, part))
    return out


def _sort_by_columns(
    lines: list[bytes],
    cols: list[list[Any]],
    revs: list[bool],
    ints: bool,
    unique: bool,
    last_resort: bool,
    reverse: bool,
    nul_free: bool = False,
    lazy: bool = False,
) -> list[bytes] | Iterator[list[bytes]] | Iterator[list[str]]:
    """``lines`` sorted by the key columns (most significant first, each reversed or not);
    ``unique`` keeps the first line of each run of equal keys, ``last_resort`` orders each
    such run by whole lines (reversed with ``reverse``), else the sort is stable. With
    ``lazy``, maybe as consecutive groups of the sorted lines, sorted as they are asked for.

    One column of bytes keys, with the last resort in the same direction, in an input
    without NUL bytes (``nul_free``): each line sorts by ``key + NUL + line``, which orders
    like the key then the line (a key that is a prefix of another meets the NUL first).

    The lines are sorted by the keys alone (stable, least significant key first); then the
    runs of equal keys are found from the neighbours' key equality, computed with
    ``map(operator.eq)``, and only those runs get the whole-line sort.
    """
    n = len(lines)
    if n < 2:
        return list(lines)
    eq: list[Any] = []  # eq[i]: out[i] and out[i + 1] have equal keys
    if len(cols) == 1:
        col, r = cols[0], revs[0]
        if unique and ints:
            lo, hi = min(col), max(col)
            if hi - lo <= 2 * n + 1024:
                # the first line of a run of equal keys is the earliest one (the sort is
                # stable): a slot per possible key, filled in reverse so the earliest wins;
                # keys from 0 up to a small maximum index the slots themselves
                base = 0 if 0 <= lo and hi <= 2 * n + 1024 else lo
                slot: list[Any] = [None] * (hi - base + 1)  # a line, or None when unused
                keys = map(operator.sub, reversed(col), repeat(base)) if base else reversed(col)
                deque(map(slot.__setitem__, keys, reversed(lines)), maxlen=0)
                # the taken slots are the true ones, unless an empty line took one
                taken: list[bytes] = list(
                    compress(slot, map(operator.is_not, slot, repeat(None)))
                    if b"" in lines
                    else filter(None, slot)
                )
                if r:
                    taken.reverse()
                return taken
        if unique:
            # the first line of a run of equal keys is the earliest one (the sort is stable):
            # map each distinct key to its earliest line (later dict entries win), sort them
            # (the values sorted by their keys, taken in dict order: looking each line up by
            # its sorted key instead hits memory at random, 1.5x the time of the sort)
            earliest = dict(zip(reversed(col), reversed(lines), strict=True))
            return sorted(earliest.values(), key=partial(next, iter(earliest)), reverse=r)
        if last_resort and isinstance(col[0], bytes) and n >= 4096:
            ranks = _few_ranks(col)
            if ranks is not None:  # (a status, a category: a bucket a key, as for ints)
                if lazy:
                    return _offset_keyed_groups(lines, ranks, r == reverse, reverse)
                return _offset_keyed_sort(lines, ranks, r == reverse, reverse)
        if last_resort and nul_free and r == reverse and isinstance(col[0], bytes):
            keyed = list(map(b"\0".join, zip(col, lines, strict=True)))
            if lazy and n >= _BUCKET_MIN:
                # (as latin-1 text: the whole-line sort's buckets, each line cut from
                # behind its key's NUL as it is written)
                text = list(map(bytes.decode, keyed, repeat("latin-1")))
                del keyed
                return _after_nul(_sorted_groups(text, r))
            return sorted(lines, key=partial(next, iter(keyed)), reverse=r)
        if last_resort and ints:
            # the same with an int key as a fixed-width big-endian prefix: its offset from
            # the minimum (from the maximum when only one of key and line is reversed)
            if lazy:
                return _offset_keyed_groups(lines, col, r == reverse, reverse)
            return _offset_keyed_sort(lines, col, r == reverse, reverse)
        if last_resort:
            if col.count(col[0]) == n:  # one key (``sort -n`` of words): the last resort alone
                return sorted(lines, reverse=reverse)
            if n < 65536:  # (a large input: the ties are found once sorted)
                distinct = len(set(col))
                if distinct == n:
                    last_resort = False  # no equal keys
                elif min(distinct, n - distinct) * 6 > n:
                    return _presorted(lines, cols, revs, reverse)  # likely many runs
        # the lines sorted directly, each taking the next key of the column: list.sort calls
        # the key function once per item, in list order (CPython's listobject.c)
        out = sorted(lines, key=partial(next, iter(col)), reverse=r)
        if not last_resort:
            return out
        sk = sorted(col, reverse=r)  # the keys of ``out``, in order
        eq = list(map(operator.eq, sk, islice(sk, 1, None)))
    else:
        order = list(range(n))
        for col, r in reversed(list(zip(cols, revs, strict=True))):
            order.sort(key=col.__getitem__, reverse=r)
        out = list(map(lines.__getitem__, order))
        if not (unique or last_resort):
            return out
        for i, col in enumerate(cols):
            sk = list(map(col.__getitem__, order))
            e = list(map(operator.eq, sk, islice(sk, 1, None)))
            eq = e if i == 0 else list(map(operator.mul, eq, e))  # and
    if unique:
        return list(compress(out, chain((True,), map(operator.not_, eq))))
    if all(map(operator.eq, compress(out, eq), compress(islice(out, 1, None), eq))):
        return out  # no equal keys, or only equal lines behind them (``sort -n`` of numbers)
    # runs of equal keys: from a (eq[a], not eq[a - 1]) to b (eq[b - 2], not eq[b - 1])
    starts = list(compress(range(n), map(operator.gt, eq, chain((False,), eq))))
    if n < 65536 and len(starts) * 6 > n:
        return _presorted(lines, cols, revs, reverse)
    if len(starts) > 64:
        _sort_runs(out, eq, reverse)
        return out
    ends = compress(range(2, n + 1), map(operator.gt, eq, chain(islice(eq, 1, None), (False,))))
    for a, b in zip(starts, ends, strict=True):
        out[a:b] = sorted(out[a:b], reverse=reverse)
    return out


def _few_ranks(col: list[Any]) -> list[int] | None:
    """The rank of each key of ``col`` (bytes keys) among its distinct keys, when there are
    few (at most one in eight lines; first one in sixteen among the first 4096, a cheap
    look), else None: ``sort -k3,3`` of a column of a few words sorts each word's lines
    as they are, in a bucket of its own, and needs no copy of each line behind its key."""
    if len(set(col[:4096])) * 16 > min(len(col), 4096):
        return None
    distinct = set(col)
    if len(distinct) * 8 > len(col):
        return None
    try:
        rank = dict(zip(sorted(distinct), count()))
    except TypeError:  # pragma: no cover - keys of one column always compare
        return None
    return list(map(rank.__getitem__, col))


def _sort_runs(out: list[bytes], eq: list[Any], reverse: bool) -> None:
    """Sort each run of equal keys of ``out`` by whole lines (reversed with ``reverse``), in
    place, without a Python loop over the runs (``eq[i]``: ``out[i]`` and ``out[i + 1]``
    have equal keys): the lines in runs are sorted together, each behind a fixed-width
    prefix numbering its run in order (counting down when ``reverse``, for a reversed
    sort keeps the runs in order then), and put back in the places of the runs."""
    n = len(out)
    in_run = list(map(max, chain((False,), eq), chain(eq, (False,))))  # (an "or" in C)
    run_no = list(compress(accumulate(chain((0,), map(operator.not_, eq))), in_run))
    if not run_no:
        return
    places = list(compress(range(n), in_run))
    sub = list(compress(out, in_run))
    last = run_no[-1]
    nums = map(operator.sub, repeat(last), run_no) if reverse else run_no
    keyed = list(map(operator.add, _fixed_width(nums, last), sub))
    sub.sort(key=partial(next, iter(keyed)), reverse=reverse)
    deque(map(out.__setitem__, places, sub), maxlen=0)


def _presorted(
    lines: list[bytes], cols: list[list[Any]], revs: list[bool], reverse: bool
) -> list[bytes]:
    """``lines`` sorted by whole lines (GNU's last resort, the least significant level), then
    stably by each key column from the least significant: the way for many runs of equal
    keys in a small input, where sorting each run apart costs more."""
    order = sorted(range(len(lines)), key=lines.__getitem__, reverse=reverse)
    for col, r in reversed(list(zip(cols, revs, strict=True))):
        order.sort(key=col.__getitem__, reverse=r)
    return list(map(lines.__getitem__, order))


def _tie_fields(
    src: _Source, keys: list[Key], same: list[Callable[[], bool]]
) -> tuple[list[list[bytes]], list[bytes]] | None:
    """Columns that order lines like GNU's last resort (whole lines in byte order) among
    lines with equal keys, with their tails for ``_combine``: the fields not fixed by the
    keys; None when the input is not a table or such a field has many distinct values.

    Exact for a table (``_Source.table``: every line is its fields joined by one separator
    byte ``s`` that no field contains): two lines compare like the tuples of their fields,
    each but the last followed by ``s`` (at the first differing field, the byte after the
    shorter one is ``s`` on that line's side), hence the tail ``s``. A field is left out
    when lines with equal keys have the same field: a key of plain text spanning whole
    fields (``-kN,M``, ``-kN``) or a canonical integer key (``same``: equal numbers are
    equal text) covers its fields; ``same`` is asked only when the fields no key can cover
    pass the look for many distinct values."""
    nf = src.shape()
    if nf is None:
        return None
    # (the first rows alone for the look at many values: a table cut only when it may do)
    head = src.lines[:4096]
    sample = head if nf == 1 else b"\n".join(head).replace(b"\n", src.sep).split(src.sep)

    def covered(known: bool) -> list[bool]:
        """The fields covered by the keys (by the keys that may, when ``known`` is False)."""
        out = [False] * nf
        for k, is_same in zip(keys, same, strict=True):
            if k.schar or k.echar or k.skipsblanks or k.skipeblanks or (known and not is_same()):
                continue
            if "n" in k.opts:
                last = k.sword  # (the text of the number may go on past its field)
            else:
                last = nf - 1 if k.eword is None else min(k.eword, nf - 1)
            for i in range(k.sword, min(last, nf - 1) + 1):
                out[i] = True
        return out

    def many(i: int) -> bool:  # (a cheap first look at a field with many distinct values)
        return len(set(sample[i::nf])) > 1024

    maybe = covered(False)
    if any(map(many, compress(range(nf), map(operator.not_, maybe)))):
        return None
    sep = src.sep
    free = [i for i, c in enumerate(covered(True)) if not c]
    if any(maybe[i] and many(i) for i in free):  # (the others passed the look above)
        return None
    t = src.table()
    if t is None:  # pragma: no cover - a table by its shape
        return None
    flat = t[0]
    fields = [flat if nf == 1 else flat[i::nf] for i in free]
    tails = [b"" if i == nf - 1 else sep for i in free]
    return fields, tails


def _incompatible(opts: str) -> str | None:
    """GNU's check_ordering_compatibility: at most one of -g -h -M -n and "-R, -V, -d or
    -i"; the message lists the key's options but -b and -r (-d hides -i)."""
    kinds = sum(c in opts for c in "ghMn") + (not set(opts).isdisjoint("RVdi"))
    if kinds < 2:
        return None
    shown = "dfghiMnRV".replace("i", "") if "d" in opts else "dfghiMnRV"
    return "".join(c for c in shown if c in opts)


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    gopts = ""
    keys: list[Key] = []
    check: str | None = None
    stable = unique = merge = zero = False
    output: str | None = None
    tab: int | None = None
    files0: str | None = None
    for key, val in p.opts:
        v = val or ""
        if key == "debug":  # (its annotations are not implemented: say so, print nothing)
            err(ctx, "option '--debug' is not supported by agentsh")
            return 2
        if key in _ORDER_FLAGS and len(key) == 1:
            gopts += key
        elif key == "sort":
            m = {
                "general-numeric": "g",
                "human-numeric": "h",
                "month": "M",
                "numeric": "n",
                "random": "R",
                "version": "V",
            }
            word = argmatch(ctx, "--sort", v, m, SPEC)
            if word is None:
                return 1  # (gnulib's argmatch_die: EXIT_FAILURE)
            gopts += word
        elif key == "k":
            try:
                keys.append(parse_key(v))
            except _KeyError as e:
                err(ctx, str(e))
                return 2
        elif key == "t":
            if v == "\\0":
                tab = 0
            elif len(v.encode()) != 1:
                if not v:
                    err(ctx, "empty tab")
                else:
                    err(ctx, f"multi-character tab {quote(v)}")
                return 2
            else:
                nt = v.encode()[0]
                if tab is not None and tab != nt:
                    err(ctx, "incompatible tabs")
                    return 2
                tab = nt
        elif key == "c":
            check = "c"
        elif key == "C":
            check = "C"
        elif key == "check":
            modes = {"quiet": "C", "silent": "C", "diagnose-first": "c"}
            mode = "c" if val is None else argmatch(ctx, "--check", v, modes, SPEC)
            if mode is None:
                return 1  # (gnulib's argmatch_die: EXIT_FAILURE)
            check = mode
        elif key == "s":
            stable = True
        elif key == "u":
            unique = True
        elif key == "m":
            merge = True
        elif key == "z":
            zero = True
        elif key == "o":
            if output is not None and output != v:
                err(ctx, "multiple output files specified")
                return 2
            output = v
        elif key == "files0-from":
            files0 = v
        elif key == "parallel":
            if not v.isascii() or not v.isdigit():
                err(ctx, f"invalid --parallel argument '{v}'")
                return 2
            if int(v) == 0:
                err(ctx, "number in parallel must be nonzero")
                return 2
        elif key == "batch-size":
            if not v.isascii() or not v.isdigit():
                err(ctx, f"invalid --batch-size argument '{v}'")
                return 2
            if int(v) < 2:
                err(ctx, f"invalid --batch-size argument {quote(v)}")
                err(ctx, f"minimum --batch-size argument is {quote('2')}")
                return 2
        elif key == "S":
            if not re.fullmatch(r"\d+[%bKMGTPEZYRQkmgtpezyrq]?", v):
                err(
                    ctx,
                    f"invalid suffix in -S argument '{v}'"
                    if re.match(r"\d", v)
                    else f"invalid -S argument '{v}'",
                )
                return 2
    # GNU checks each key after it inherits the global options (a key without ordering
    # options of its own), or the global options when there is no key
    bad = None
    for o in [k.opts or gopts for k in keys] if keys else [gopts]:
        bad = bad or _incompatible(o)
    if bad:
        err(ctx, f"options '-{bad}' are incompatible")
        return 2
    if check and output is not None:
        err(ctx, f"options '-{check}o' are incompatible")
        return 2
    files = list(p.operands)
    if files0 is not None:
        if files:
            err(ctx, f"extra operand {quoteaf(files[0])}")
            ctx.stderr.write(
                b"file operands cannot be combined with --files0-from\n"
                b"Try 'sort --help' for more information.\n"
            )
            return 2
        try:
            names = files0_names(ctx, files0)
        except FSError as e:
            err(ctx, f"open failed: {ls_quote(files0)}: {e.strerror}")
            return 2
        for i, raw in enumerate(names, start=1):
            if files0 == "-" and raw == b"-":
                err(ctx, "when reading file names from stdin, no file name of '-' allowed")
                return 2
            if not raw:
                err(ctx, f"{ls_quote(files0)}:{i}: invalid zero-length file name")
                return 2
        if not names:
            err(ctx, f"no input from {quoteaf(files0)}")
            return 2
        files = [x.decode("utf-8", "surrogateescape") for x in names]
    if not files:
        files = ["-"]
    if check and len(files) > 1:
        err(ctx, f"extra operand {quoteaf(files[1])} not allowed with -{check}")
        return usage_error(ctx, SPEC, None) if False else 2
    sep = b"\0" if zero else b"\n"
    # global options apply to keys without their own ordering options
    for k in keys:
        if not k.opts:
            k.opts = gopts
            k.skipsblanks = "b" in gopts
            k.skipeblanks = "b" in gopts
    if not keys:
        gk = Key(opts=gopts, skipsblanks="b" in gopts, skipeblanks="b" in gopts)
        keys = [gk]
        whole_default = not (set(gopts) - {"r"})
    else:
        whole_default = False
    salt = random.Random().randbytes(16) if any("R" in k.opts for k in keys) else b""

    # read input
    blobs: list[bytes] = []
    for name in files:
        try:
            stream = open_operand(ctx, name)
            blobs.append(stream.read())
        except FSError as e:
            if e.strerror == "Is a directory":
                err(ctx, f"read failed: {ls_quote(name)}: {e.strerror}")
            else:
                err(ctx, f"cannot read: {ls_quote(name)}: {e.strerror}")
            return 2
        ctx.check()
    if whole_default and not (check or merge):
        with gc_paused():  # (the buckets' lists: see agentsh._gcpause)
            return _write(ctx, output, _sort_whole(blobs, sep, unique, "r" in gopts), sep)
    if (
        len(keys) == 1
        and (k := keys[0]).sword == 0
        and k.schar == 0
        and k.eword == 0
        and k.echar == 0
        and k.opts == gopts
        and gopts in ("", "r")
        and not (check or merge or unique or stable or zero)
    ):
        with gc_paused():
            first = _sort_first_field(blobs, tab, "r" in gopts)
            if first is not None:
                return _write(ctx, output, first, sep)
    if (
        len(keys) == 1
        and (k := keys[0]).sword == 0
        and k.eword is None
        and k.opts in ("n", "nr", "rn")
        and k.opts == gopts
        and sep == b"\n"
        and not (check or merge)
        and not any(map(_NUMERIC_START.search, blobs))
    ):
        # ``sort -n`` of lines none of which starts with a number (``word 12``): every key
        # is 0, so the last resort alone orders them, the whole lines (as GNU's does); with
        # -u, the first line (one run of equal keys), and -s keeps them as they came
        if unique or stable:
            kept: list[bytes] = []
            for blob in filter(None, blobs):
                kept += blob.split(sep)
                if kept and kept[-1] == b"" and blob.endswith(sep):
                    kept.pop()
                if unique and kept:
                    break
            return _write(ctx, output, kept[:1] if unique else kept, sep)
        with gc_paused():
            return _write(ctx, output, _sort_whole(blobs, sep, False, "r" in gopts), sep)
    inputs: list[list[bytes]] = []
    for data in blobs if not check else ():  # (-c splits its input itself, in two steps)
        if data:
            recs = data.split(sep)
            if recs[-1] == b"":
                recs.pop()
            inputs.append(recs)
        else:
            inputs.append([])

    extractors: list[Callable[[bytes], Any]] = []
    transforms: list[Callable[[bytes], Any]] = []
    for k in keys:
        tf = _transform(k.opts, salt)
        transforms.append(tf)
        plain_whole = k.sword == 0 and k.schar == 0 and k.eword is None and not k.skipsblanks
        if plain_whole:
            extractors.append(tf)
        else:
            extractors.append(_extractor(k, tf, tab))
    last_resort = not (stable or unique)
    revs = ["r" in k.opts for k in keys]
    global_rev = "r" in gopts
    # (key function or None for the whole line, reverse) from most to least significant
    levels: list[tuple[Callable[[bytes], Any] | None, bool]] = []
    if whole_default:
        levels.append((None, global_rev))
    else:
        levels.extend(zip(extractors, revs, strict=True))
        if last_resort:
            levels.append((None, global_rev))

    def compare(a: bytes, b: bytes) -> int:
        for fn, r in levels:
            x = a if fn is None else fn(a)
            y = b if fn is None else fn(b)
            if x != y:
                c = -1 if x < y else 1
                return -c if r else c
        return 0

    def eq_key(line: bytes) -> Any:
        """Key used for -u equality (no last resort)."""
        if whole_default:
            return line
        return tuple([e(line) for e in extractors])

    if check:
        name = files[0]
        data = blobs[0]
        # the first disorder is often near the start: the lines of the first 64 KiB are
        # looked at before all of them are cut
        head = data[: data.rfind(sep, 0, 65536) + 1].split(sep)[:-1] if len(data) > 65536 else []
        for step in (0, 1):
            if step == 0:
                recs = head
            else:
                recs = data.split(sep)
                if recs[-1] == b"":
                    recs.pop()
            for i in range(1, len(recs)):
                c = compare(recs[i - 1], recs[i])
                if c > 0 or (unique and c == 0):
                    if check == "c":
                        shown = recs[i].decode("utf-8", "surrogateescape")
                        err(ctx, f"{name}:{i + 1}: disorder: {shown}")
                    return 1
                if i & 4095 == 0:
                    ctx.check()
        return 0

    if merge:
        result = list(heapq.merge(*inputs, key=cmp_to_key(compare)))
        if unique and result:
            out_lines = [result[0]]
            pk = eq_key(result[0])
            for line in result[1:]:
                kk = eq_key(line)
                if kk != pk:
                    out_lines.append(line)
                    pk = kk
            result = out_lines
    else:
        lines = [x for recs in inputs for x in recs] if len(inputs) != 1 else inputs[0]
        joined = None  # the lines joined, when the input is that already
        if len(blobs) == 1:
            joined = blobs[0][:-1] if blobs[0].endswith(sep) else blobs[0]
        order = _Order(keys, transforms, extractors, revs, tab, global_rev, sep == b"\n")
        order.nul_free = all(b"\0" not in blob for blob in blobs)
        with gc_paused():  # (columns, buckets: lists of a million; see agentsh._gcpause)
            groups = _sort_keyed(ctx, lines, joined, order, unique, last_resort, True)
            del lines, inputs, blobs  # (not held while the sorted groups are written)
            return _write(ctx, output, groups, sep)
    return _write(ctx, output, result, sep)


@dataclass
class _Order:
    """How a keyed sort orders lines: the keys with their transforms and extractors, each
    reversed or not (``revs``), ``-t``, the direction of the last resort (global ``-r``),
    whether the lines are newline-separated (bulk field cuts need that) and NUL-free."""

    keys: list[Key]
    transforms: list[Callable[[bytes], Any]]
    extractors: list[Callable[[bytes], Any]]
    revs: list[bool]
    tab: int | None
    reverse: bool
    newline: bool
    nul_free: bool = False


def _repeats(lines: list[Any]) -> Counter[Any] | None:
    """How many times each line occurs, when few distinct lines make up ``lines`` (at most
    one in four; first at most one in two among the first 4096 lines, a cheap look before
    counting them all), else None."""
    head = lines[:4096]
    if len(set(head)) * 2 > len(head):
        return None
    counts = Counter(lines)
    return counts if len(counts) * 4 <= len(lines) else None


def _expand(once: list[Any], counts: Counter[Any]) -> list[Any]:
    """The sorted distinct lines ``once``, each repeated as many times as it occurs."""
    return list(chain.from_iterable(map(repeat, once, map(counts.__getitem__, once))))


def _sort_keyed(
    ctx: CommandContext,
    lines: list[bytes],
    joined: bytes | None,
    order: _Order,
    unique: bool,
    last_resort: bool,
    lazy: bool = False,
) -> list[bytes] | Iterator[list[bytes]] | Iterator[list[str]]:
    """``lines`` sorted by ``order``'s keys: ``unique`` keeps the first line of each run of
    equal keys, ``last_resort`` orders each such run by whole lines, else the sort is
    stable. ``joined``: the lines joined by newlines, when the input is that already.
    ``lazy``: see ``_sort_by_columns``.

    With the last resort, identical lines end up side by side: with many repeats (a column
    of few values, ``cut | sort | uniq -c``) one of each distinct line is sorted, then each
    is repeated (``_repeats``)."""
    counts = _repeats(lines) if last_resort and len(lines) > 1 else None
    if counts is not None:
        once = _sort_keyed(ctx, list(counts), None, order, False, True)
        assert isinstance(once, list)
        return _expand(once, counts)
    keys, revs = order.keys, order.revs
    by_lines = last_resort  # (equal keys may be ordered by whole lines, needed or not)
    src = _Source(lines, order.tab, joined) if order.newline and lines else None
    if last_resort and in_order(lines, order.reverse):
        last_resort = False  # the stable sort keeps equal keys in last-resort order
    cols: list[list[Any]] = []
    ints: list[bool] = []
    sames: list[Callable[[], bool]] = []
    for k, tf, ex in zip(keys, order.transforms, order.extractors, strict=True):
        col, exact, col_ints, same = _column(k, tf, ex, lines, src, last_resort)
        cols.append(col)
        ints.append(col_ints)
        sames.append(same)
        if exact and len(keys) == 1:
            last_resort = False  # equal keys are equal lines
    if last_resort and src is not None:
        ties = _tie_fields(src, keys, sames)
        if ties is not None and not ties[0]:
            last_resort = False  # the keys cover every field: equal keys are equal lines
        elif ties is not None:
            m = len(ties[0])
            one = _combine(
                cols + ties[0],
                revs + [order.reverse] * m,
                ints + [False] * m,
                [b""] * len(cols) + ties[1],
            )
            if one is not None:  # equal keys and fields are equal lines
                cols, revs, ints = [one], [False], [True]
                last_resort = False
    if len(cols) > 1 and lines:
        one = _combine(cols, revs, ints)
        if one is not None:
            cols, revs, ints = [one], [False], [True]
        elif (
            len(cols) == 2 and ints[0] and by_lines and revs[1] == order.reverse and len(lines) > 1
        ):
            # an int key then another (``-k2,2n -k1,1``): the second between the first
            # and the line in the buckets of the first
            ascending = revs[0] == order.reverse
            groups = _offset_keyed_groups(lines, cols[0], ascending, order.reverse, cols[1])
            return groups if lazy else list(chain.from_iterable(groups))
        elif order.nul_free:
            text = _concat(cols, revs, order.reverse)
            if text is not None:
                cols, revs, ints = [text], [order.reverse], [False]
    ctx.check()
    if lazy and len(cols) == 1 and cols[0] is lines and src is not None and not unique:
        # the key is the whole line (``sort -b``, ``sort -k1``): the whole-line sort of
        # latin-1 text, sorted as it is written (see _sort_whole)
        return _sorted_groups(src.joined.decode("latin-1").split("\n"), revs[0])
    return _sort_by_columns(
        lines, cols, revs, ints[0], unique, last_resort, order.reverse, order.nul_free, lazy
    )


def _sort_whole(
    blobs: list[bytes], sep: bytes, unique: bool, reverse: bool
) -> list[str] | Iterator[list[str]]:
    """Sort whole lines in byte order (no keys, no ordering options but ``-r``), as latin-1
    text: the sorted lines, or consecutive groups of them sorted as they are asked for
    (``_sorted_groups``).

    Decision: the lines are sorted as latin-1 text, not as bytes: latin-1 maps each byte to
    the code point of the same value, so the order is the same, and ``list.sort`` compares
    one-byte-per-character strings with a specialised ``memcmp`` path, ~25-30 % faster than
    its generic comparison of ``bytes`` objects.
    """
    lines = _text_lines(blobs, sep)
    if unique and in_order(lines, False):
        # sorted already (a common case: ``sort | ... | sort -u``): drop the repeats, which
        # are neighbours
        lines = _drop_repeats(lines)
        if reverse:
            lines.reverse()
    elif unique:  # equal lines are the same bytes: any one of them will do
        head = lines[:4096]
        if len(set(head)) * 2 <= len(head):  # many repeats: sort one of each
            lines = _sorted_text(list(set(lines)), reverse)
        else:
            # Decision: mostly distinct lines are sorted in place, the repeats (then
            # neighbours) dropped: a set would cost its hashing and give its lines in hash
            # order, scattered in memory, which made sorting them 1.7x slower (1M lines)
            return _sorted_groups(lines, reverse, unique=True)
    else:
        counts = _repeats(lines)  # (few distinct lines: sort one of each)
        if counts is None:
            return _sorted_groups(lines, reverse)
        else:
            lines = _expand(_sorted_text(list(counts), reverse), counts)
    return lines


#: Below this many lines one ``list.sort`` is best; above, a first pass by prefix can pay.
_BUCKET_MIN = 65536


def _bucket_width(lines: list[str]) -> int:
    """The prefix length by which to split ``lines`` into many small buckets before sorting
    them, or 0 for one ``list.sort``; guessed from ~1024 evenly spaced lines: the shortest
    length, at most 3 characters past the sample's common prefix, that gives at least 256
    distinct sample prefixes with none holding more than 1/64 of the sample. 0 when the
    sample is in order either way (``list.sort`` takes ordered runs in one pass)."""
    n = len(lines)
    if n < _BUCKET_MIN:
        return 0
    sample = lines[:: max(1, n // 1024)]
    if sample == sorted(sample) or sample == sorted(sample, reverse=True):
        return 0
    lo, hi = min(sample), max(sample)
    p = 0
    while p < len(lo) and p < len(hi) and lo[p] == hi[p]:
        p += 1
    for width in range(p + 1, p + 4):
        sizes = Counter([s[:width] for s in sample])
        if len(sizes) >= 256 and max(sizes.values()) * 64 <= len(sample):
            return width
    return 0


def _text_lines(blobs: list[bytes], sep: bytes) -> list[str]:
    """The records of all inputs (each ended by ``sep``, the last maybe not), as latin-1
    text: one character a byte, in the bytes' order (see :func:`_sort_whole`)."""
    ssep = sep.decode("latin-1")
    lines: list[str] = []
    for data in blobs:
        if data:
            recs = data.decode("latin-1").split(ssep)
            if recs[-1] == "":
                recs.pop()
            if lines:
                lines += recs
            else:
                lines = recs
    return lines


def _sort_first_field(
    blobs: list[bytes], tab: int | None, reverse: bool
) -> Iterator[list[str]] | None:
    """``sort -k1,1`` (``-t`` or not, ``-r`` or not): lines ordered by their first field,
    then by whole lines, as latin-1 text; None when the input does not allow this way.

    Decision: ordering by the first field and then the whole line is ordering lines in
    which a NUL is put before the first separator (the field, then what follows it): no
    key column nor tuples, but ``str.replace`` on each line, the whole-line sort of
    ``_sorted_text``, and the NULs taken out again (``sort -t: -k1,1`` of a million
    lines: ~10 % less time than with the key column). The input must hold no NUL, and
    without ``-t`` no tab and no line beginning with a blank (where the first field ends
    is then the first space)."""
    for data in blobs:
        if b"\0" in data:
            return None
        if tab is None and (b"\t" in data or data.startswith(b" ") or b"\n " in data):
            return None
    sep = " " if tab is None else chr(tab)
    lines = _text_lines(blobs, b"\n")
    marked = list(map(str.replace, lines, repeat(sep), repeat("\0" + sep), repeat(1)))
    del lines
    return _unmarked(_sorted_groups(marked, reverse))


def _after_nul(groups: Iterator[list[str]]) -> Iterator[list[str]]:
    """The groups of lines each behind its key and a NUL (``_sort_by_columns``), without
    the key and the NUL: the line holds no NUL, the key may (``_concat``'s int prefixes),
    so the line starts after the last NUL."""
    for g in groups:
        yield list(map(operator.itemgetter(2), map(str.rpartition, g, repeat("\0"))))


def _unmarked(groups: Iterator[list[str]]) -> Iterator[list[str]]:
    """The groups of lines of ``_sort_first_field`` without their NULs."""
    for g in groups:
        yield list(map(str.replace, g, repeat("\0"), repeat(""), repeat(1)))


def _sorted_text(lines: list[str], reverse: bool, unique: bool = False) -> list[str]:
    """``lines`` sorted (reversed with ``reverse``; ``unique``: one of each run of equal
    lines): see ``_sorted_groups``."""
    width = _bucket_width(lines)
    if not width:
        lines.sort(reverse=reverse)
        return _drop_repeats(lines) if unique else lines
    return _bucket_sort(lines, width, reverse, unique)


def _sorted_groups(lines: list[str], reverse: bool, unique: bool = False) -> Iterator[list[str]]:
    """``lines`` sorted (reversed with ``reverse``; ``unique``: one of each run of equal
    lines), as consecutive groups of the sorted lines, sorted as they are asked for (see
    ``_offset_keyed_groups``).

    Decision: a large input is first split by a short prefix (``_bucket_width``) into buckets
    of a few thousand lines, each then sorted alone: the buckets are put in order by their
    prefixes, which order like the lines they hold (all lines of a bucket with the smaller
    prefix sort before those of the other). A small bucket's strings stay in the CPU caches
    while it is sorted, and there are fewer comparisons in all: 20-30 % less time than one
    ``list.sort`` of a million random lines, although the split is a Python loop. Inputs
    without spread-out prefixes (long common prefixes, few distinct lines) take one sort.
    The repeats of ``unique`` are dropped bucket by bucket too, while a bucket is in the
    caches (``sort -u`` of a million lines: ~25 % less time than after the whole sort).
    """
    width = _bucket_width(lines)
    if not width:
        lines.sort(reverse=reverse)
        yield _drop_repeats(lines) if unique else lines
        return
    yield from _bucket_groups(lines, width, reverse, unique)


def _drop_repeats(lines: list[str]) -> list[str]:
    """Sorted ``lines`` without the repeats (neighbours), in one pass in C."""
    if len(lines) < 2:
        return lines
    return list(compress(lines, chain((True,), map(operator.ne, lines[1:], lines))))


def _bucket_sort(lines: list[str], width: int, reverse: bool, unique: bool = False) -> list[str]:
    """``lines`` sorted by splitting them into buckets by their first ``width`` characters."""
    return list(chain.from_iterable(_bucket_groups(lines, width, reverse, unique)))


def _bucket_groups(
    lines: list[str], width: int, reverse: bool, unique: bool = False
) -> Iterator[list[str]]:
    """``lines`` sorted by splitting them into buckets by their first ``width`` characters,
    as the buckets, each sorted when it is asked for."""
    groups: dict[str, list[str]] = {}
    for s in lines:
        k = s[:width]
        g = groups.get(k)
        if g is None:
            groups[k] = [s]
        else:
            g.append(s)
    for k in sorted(groups, reverse=reverse):
        g = groups[k]
        g.sort(reverse=reverse)
        yield _drop_repeats(g) if unique else g


#: Lines joined and written first to standard output, then twice as many at each write: a
#: reader that stops early (``sort | head -1``) ends the sort at a later write (a broken
#: pipe: status 141, as GNU sort's SIGPIPE) before the rest is joined.
_OUT_LINES = 16384
#: The same for lines sorted as they are written (``_offset_keyed_groups``).
_OUT_LINES_SORTED = 1024


def _write(
    ctx: CommandContext,
    output: str | None,
    lines: list[bytes] | list[str] | Iterator[list[bytes]] | Iterator[list[str]],
    sep: bytes,
) -> int:
    """The sorted lines, each ended by ``sep``, to ``-o``'s file or standard output; lines
    of latin-1 text (``_sort_whole``) are written as their bytes. ``lines`` may come as
    consecutive groups (``_offset_keyed_groups``, ``_sorted_groups``): each group is joined
    as soon as it comes (while its lines are in the caches), and standard output on a pipe
    is written as the groups come, so that a reader that stops early stops the sort."""
    groups: Iterator[list[Any]] = iter((lines,)) if isinstance(lines, list) else lines
    tsep = sep.decode("latin-1")

    def joined(chunk: list[Any]) -> bytes:
        if not chunk:
            return b""
        text = isinstance(chunk[0], str)
        chunk.append("" if text else b"")  # the final separator, without a copy
        return tsep.join(chunk).encode("latin-1") if text else sep.join(chunk)

    sink = ctx.open_output(output) if output is not None and output != "-" else None
    if sink is not None:  # (-o /dev/stdout, /dev/fd/N, >(...): that stream)
        data = b"".join(map(joined, groups))
        if data:
            sink.write(data)
        return 0
    if output is not None and output != "-":
        data = b"".join(map(joined, groups))
        try:
            ctx.fs.write_bytes(ctx.abspath(output), data)
        except FSError as e:
            err(ctx, f"open failed: {ls_quote(output)}: {e.strerror}")
            return 2
        return 0
    if not ctx.stdout.may_close_early:  # (a file, captured output: one write)
        data = b"".join(map(joined, groups))
        if data:
            ctx.stdout.write(data)
        return 0
    # pieces doubling in size: few writes when all is read; groups are sorted as they are
    # written, so their first piece is small (the less sorted before a reader stops)
    size = _OUT_LINES if isinstance(lines, list) else _OUT_LINES_SORTED
    parts: list[bytes] = []
    held = 0  # lines in parts
    for group in groups:
        at = 0
        while len(group) - at + held >= size:  # (this group completes a piece)
            take = size - held
            parts.append(joined(group[at : at + take]))
            at += take
            with gc_resumed():  # (a write to a pipe may wait for its reader)
                ctx.stdout.write(b"".join(parts))
            parts.clear()
            held = 0
            size *= 2
        if at < len(group):
            parts.append(joined(group[at:] if at else group))
            held += len(group) - at
    if parts:
        with gc_resumed():
            ctx.stdout.write(b"".join(parts))
    return 0
