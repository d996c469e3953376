"""glibc's ``strptime`` in the C locale, as jq 1.7.1 on Linux calls it (``strptime/1``).

A port of glibc's ``__strptime_internal``: whitespace in the format matches any run of
whitespace (none too); a number skips the whitespace before it and reads at most its width,
stopping early once another digit would pass its maximum; names match case-blind, the full
name before the abbreviation; ``%Z`` skips a word; ``%z`` reads ``Z``, ``+hh``, ``+hhmm``
or ``+hh:mm`` (the offset is dropped, as jq drops ``tm_gmtoff``). After the whole format,
the week and year days are worked out as glibc does when a date conversion was seen.

The fields start as jq sets them: all 0, but the week day 8 and the year day 367 (its
markers for "not set").
"""

from __future__ import annotations

from agentsh._dataclass import dataclass, field
from agentsh.commands.date import DAY_NAMES, MONTH_NAMES

#: C's isspace in the C locale
_SPACE = frozenset(" \t\n\v\f\r")
#: __mon_yday: the days before each month (and the year's length), common and leap years
_MON_YDAY = (
    (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365),
    (0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366),
)
#: the C locale's composite conversions
_COMPOSITE = {
    "c": "%a %b %e %H:%M:%S %Y",
    "D": "%m/%d/%y",
    "x": "%m/%d/%y",
    "F": "%Y-%m-%d",
    "T": "%H:%M:%S",
    "X": "%H:%M:%S",
    "R": "%H:%M",
    "r": "%I:%M:%S %p",
}
#: conversions after which glibc works out the week and year days (want_xday)
_XDAY = frozenset("cDxF")


class NoMatch(Exception):
    """The text does not match the format (glibc's strptime returns NULL)."""


@dataclass
class _State:
    """glibc's ``struct __strptime_state`` and the ``struct tm`` being filled."""

    tm: list[int] = field(default_factory=lambda: [0, 0, 0, 0, 0, 0, 8, 367])
    have_I: bool = False
    is_pm: bool = False
    century: int = -1
    want_century: bool = False
    want_xday: bool = False
    have_wday: bool = False
    have_yday: bool = False
    have_mon: bool = False
    have_mday: bool = False
    have_uweek: bool = False
    have_wweek: bool = False
    week_no: int = 0


# tm indexes: the year (since 1900), month, day, hour, minute, second, week day, year day
_YEAR, _MON, _MDAY, _HOUR, _MIN, _SEC, _WDAY, _YDAY = range(8)


def _isleap(year: int) -> int:
    return 1 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 0


def _cdiv(a: int, b: int) -> int:
    """C's integer division (toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _cmod(a: int, b: int) -> int:
    return a - b * _cdiv(a, b)


def _skip_space(s: str, i: int) -> int:
    while i < len(s) and s[i] in _SPACE:
        i += 1
    return i


def _number(s: str, i: int, lo: int, hi: int, width: int) -> tuple[int, int]:
    """glibc's get_number: the number at ``i`` (after whitespace) and where it ends."""
    i = _skip_space(s, i)
    if i >= len(s) or not "0" <= s[i] <= "9":
        raise NoMatch
    val = 0
    while True:
        val = val * 10 + ord(s[i]) - 48
        i += 1
        width -= 1
        if not (width > 0 and val * 10 <= hi and i < len(s) and "0" <= s[i] <= "9"):
            break
    if val < lo or val > hi:
        raise NoMatch
    return val, i


def _name(s: str, i: int, names: tuple[str, ...]) -> tuple[int, int]:
    """The index of the longest full or three-letter name at ``i`` (case-blind)."""
    best, end = -1, -1
    low = s.lower()
    for n, full in enumerate(names):
        for cand in (full, full[:3]):
            c = cand.lower()
            if low.startswith(c, i) and i + len(c) > end:
                best, end = n, i + len(c)
    if best < 0:
        raise NoMatch
    return best, end


def _epoch(s: str, i: int, st: _State) -> int:
    """``%s``: seconds since the epoch, broken down (in UTC, agentsh's time zone)."""
    j = i
    while j < len(s) and "0" <= s[j] <= "9":
        j += 1
    if j == i:
        raise NoMatch
    import time

    try:
        t = time.gmtime(int(s[i:j]))
    except (OverflowError, OSError, ValueError):
        raise NoMatch from None
    st.tm = [
        t.tm_year - 1900,
        t.tm_mon - 1,
        t.tm_mday,
        t.tm_hour,
        t.tm_min,
        t.tm_sec,
        (t.tm_wday + 1) % 7,
        t.tm_yday - 1,
    ]
    return j


def _zone(s: str, i: int) -> int:
    """``%z``: where a ``Z`` or a numeric offset ends (the offset itself is not kept)."""
    i = _skip_space(s, i)
    if i < len(s) and s[i] == "Z":
        return i + 1
    if i >= len(s) or s[i] not in "+-":
        raise NoMatch
    i += 1
    n = val = 0
    while n < 4 and i < len(s) and "0" <= s[i] <= "9":
        val = val * 10 + ord(s[i]) - 48
        i += 1
        n += 1
        if n == 2 and i + 1 < len(s) and s[i] == ":" and "0" <= s[i + 1] <= "9":
            i += 1
    if n == 2:
        val *= 100
    elif n != 4 or val % 100 >= 60:
        raise NoMatch
    return i


def _conversion(s: str, i: int, c: str, st: _State) -> int:  # noqa: C901 - one case each
    """One ``%c`` conversion at ``i``: where the text it matched ends."""
    tm = st.tm
    if c in _COMPOSITE:
        i = _scan(s, i, _COMPOSITE[c], st)
        if c in _XDAY:
            st.want_xday = True
    elif c == "%":
        if i >= len(s) or s[i] != "%":
            raise NoMatch
        i += 1
    elif c in "aA":
        tm[_WDAY], i = _name(s, i, DAY_NAMES)
        st.have_wday = True
    elif c in "bBh":
        tm[_MON], i = _name(s, i, MONTH_NAMES)
        st.have_mon = st.want_xday = True
    elif c == "C":
        st.century, i = _number(s, i, 0, 99, 2)
        st.want_xday = True
    elif c in "de":
        tm[_MDAY], i = _number(s, i, 1, 31, 2)
        st.have_mday = st.want_xday = True
    elif c in "kH":
        tm[_HOUR], i = _number(s, i, 0, 23, 2)
        st.have_I = False
    elif c in "lI":
        h, i = _number(s, i, 1, 12, 2)
        tm[_HOUR] = h % 12
        st.have_I = True
    elif c == "j":
        d, i = _number(s, i, 1, 366, 3)
        tm[_YDAY] = d - 1
        st.have_yday = True
    elif c == "m":
        m, i = _number(s, i, 1, 12, 2)
        tm[_MON] = m - 1
        st.have_mon = st.want_xday = True
    elif c == "M":
        tm[_MIN], i = _number(s, i, 0, 59, 2)
    elif c in "nt":
        i = _skip_space(s, i)
    elif c == "p":
        low = s[i : i + 2].lower()
        if low not in ("am", "pm"):
            raise NoMatch
        st.is_pm = low == "pm"
        i += 2
    elif c == "s":
        i = _epoch(s, i, st)
    elif c == "S":
        tm[_SEC], i = _number(s, i, 0, 61, 2)
    elif c == "u":
        d, i = _number(s, i, 1, 7, 1)
        tm[_WDAY] = d % 7
        st.have_wday = True
    elif c in "gV":
        _, i = _number(s, i, 0, 99 if c == "g" else 53, 2)
    elif c == "G":
        j = i
        while j < len(s) and "0" <= s[j] <= "9":
            j += 1
        if j == i:
            raise NoMatch
        i = j
    elif c in "UW":
        st.week_no, i = _number(s, i, 0, 53, 2)
        st.have_uweek, st.have_wweek = c == "U", c == "W"
    elif c == "w":
        tm[_WDAY], i = _number(s, i, 0, 6, 1)
        st.have_wday = True
    elif c == "y":
        y, i = _number(s, i, 0, 99, 2)
        tm[_YEAR] = y if y >= 69 else y + 100
        st.want_century = st.want_xday = True
    elif c == "Y":
        y, i = _number(s, i, 0, 9999, 4)
        tm[_YEAR] = y - 1900
        st.want_century = False
        st.want_xday = True
    elif c == "Z":
        i = _skip_space(s, i)
        while i < len(s) and s[i] not in _SPACE:
            i += 1
    elif c == "z":
        i = _zone(s, i)
    else:
        raise NoMatch
    return i


def _scan(s: str, i: int, fmt: str, st: _State) -> int:
    """Match ``fmt`` against ``s`` from ``i``: where the match ends."""
    f = 0
    while f < len(fmt):
        c = fmt[f]
        if c in _SPACE:
            i = _skip_space(s, i)
            f += 1
            continue
        if c != "%":
            if i >= len(s) or s[i] != c:
                raise NoMatch
            i += 1
            f += 1
            continue
        f += 1
        while f < len(fmt) and fmt[f] in "-_0^#":  # strftime's flags and width: ignored
            f += 1
        while f < len(fmt) and "0" <= fmt[f] <= "9":
            f += 1
        while f < len(fmt) and fmt[f] in "EO":  # the C locale has no alternatives
            f += 1
        if f >= len(fmt):
            raise NoMatch
        i = _conversion(s, i, fmt[f], st)
        f += 1
    return i


def _day_of_the_week(tm: list[int]) -> None:
    corr_year = 1900 + tm[_YEAR] - (1 if tm[_MON] < 2 else 0)
    q = _cdiv(corr_year, 4)
    wday = (
        -473
        + 365 * (tm[_YEAR] - 70)
        + q
        - _cdiv(q, 25)
        + (1 if _cmod(q, 25) < 0 else 0)
        + _cdiv(_cdiv(q, 25), 4)
        + _MON_YDAY[0][tm[_MON]]
        + tm[_MDAY]
        - 1
    )
    tm[_WDAY] = (_cmod(wday, 7) + 7) % 7


def _month_of_yday(tm: list[int], st: _State) -> None:
    """The month and day of the month of the year day, for those the format did not set."""
    table = _MON_YDAY[_isleap(1900 + tm[_YEAR])]
    t_mon = 0
    while t_mon < 13 and table[t_mon] <= tm[_YDAY]:
        t_mon += 1
    if not st.have_mon:
        tm[_MON] = t_mon - 1
    if not st.have_mday:
        tm[_MDAY] = tm[_YDAY] - table[t_mon - 1] + 1


def _finish(st: _State) -> None:
    """What glibc works out once the whole format matched."""
    tm = st.tm
    if st.have_I and st.is_pm:
        tm[_HOUR] += 12
    if st.century != -1:
        if st.want_century:
            tm[_YEAR] = _cmod(tm[_YEAR], 100) + (st.century - 19) * 100
        else:
            tm[_YEAR] = (st.century - 19) * 100
    if st.want_xday and not st.have_wday:
        if not (st.have_mon and st.have_mday) and st.have_yday:
            _month_of_yday(tm, st)
            st.have_mon = st.have_mday = True
        if tm[_YEAR] >= -1900:
            _day_of_the_week(tm)
    if st.want_xday and not st.have_yday:
        tm[_YDAY] = _MON_YDAY[_isleap(1900 + tm[_YEAR])][tm[_MON]] + tm[_MDAY] - 1
    if (st.have_uweek or st.have_wweek) and st.have_wday:
        save_wday, save_mday, save_mon = tm[_WDAY], tm[_MDAY], tm[_MON]
        w_offset = 0 if st.have_uweek else 1
        tm[_MDAY] = 1
        tm[_MON] = 0
        _day_of_the_week(tm)
        if st.have_mday:
            tm[_MDAY] = save_mday
        if st.have_mon:
            tm[_MON] = save_mon
        if not st.have_yday:
            tm[_YDAY] = (
                _cmod(7 - (tm[_WDAY] - w_offset), 7)
                + (st.week_no - 1) * 7
                + _cmod(save_wday - w_offset + 7, 7)
            )
        if not st.have_mday or not st.have_mon:
            _month_of_yday(tm, st)
        tm[_WDAY] = save_wday


def strptime(s: str, fmt: str) -> tuple[list[int], str]:
    """The broken-down time (jq's eight fields, the year since 1900) that ``s`` spells in
    ``fmt``, and the text after the match. Raises ``NoMatch``."""
    st = _State()
    end = _scan(s, 0, fmt, st)
    _finish(st)
    return st.tm, s[end:]
