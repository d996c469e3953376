"""GNU ``parse_datetime`` (coreutils 9.1 ``date -d``) for the common date-string forms.

Owns: time-zone resolution from a ``TZ`` value (IANA names through :mod:`zoneinfo`, plus
simple POSIX ``NAME[+-]H[:MM]`` forms), and :func:`parse_date`, which turns a date string into
``(epoch_seconds, nanoseconds)`` relative to a base instant, following GNU's rules: items are
dates (ISO, ``M/D/Y``, month names), times (``H:M[:S[.frac]]``, am/pm, numeric offsets), zones
(``UTC``, ``Z``, ``EST``..., military letters), weekdays with ordinals (``next monday``),
relative items (``2 days ago``, ``+1 month``, ``tomorrow``) and a ``TZ="..."`` prefix. Fields
that are not given come from the base time; relative years/months/days are added to the
broken-down wall time and normalised like ``mktime`` (``Jan 31 + 1 month`` = ``Mar 2``).
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from agentsh._dataclass import dataclass, field


class DateError(Exception):
    """The date string is not valid."""


_POSIX_TZ = re.compile(r"^:?([A-Za-z]{3,}|<[^>]*>)([+-]?\d{1,2})(?::(\d{2}))?(?::(\d{2}))?")


def resolve_tz(value: str | None) -> tzinfo:
    """A tzinfo for a ``TZ`` environment value (unset/empty/unknown names mean UTC)."""
    if not value:
        return UTC
    name = value[1:] if value.startswith(":") else value
    if name in ("UTC", "UTC0", "GMT", "GMT0", "UCT", "Zulu", "Universal"):
        return timezone(timedelta(0), name.rstrip("0") if name.endswith("0") else name)
    try:
        if name and not name.startswith("/") and ".." not in name:
            return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        pass
    m = _POSIX_TZ.match(name)
    if m:
        abbr = m.group(1).strip("<>")
        hours = int(m.group(2))
        mins = int(m.group(3) or 0)
        secs = int(m.group(4) or 0)
        total = abs(hours) * 3600 + mins * 60 + secs
        # POSIX offsets are west-positive
        sign = -1 if not m.group(2).startswith("-") else 1
        return timezone(timedelta(seconds=sign * total), abbr)
    abbr_m = re.match(r"[A-Za-z]*", name)
    abbr = abbr_m.group(0) if abbr_m and len(abbr_m.group(0)) >= 3 else "UTC"
    return timezone(timedelta(0), abbr)


_MONTHS = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "sept": 9,
    "october": 10,
    "november": 11,
    "december": 12,
}
_DAYS = {
    "sunday": 0,
    "monday": 1,
    "tuesday": 2,
    "tues": 2,
    "wednesday": 3,
    "wednes": 3,
    "thursday": 4,
    "thur": 4,
    "thurs": 4,
    "friday": 5,
    "saturday": 6,
}
_UNITS = {
    "year": ("y", 1),
    "month": ("m", 1),
    "fortnight": ("d", 14),
    "week": ("d", 7),
    "day": ("d", 1),
    "hour": ("s", 3600),
    "minute": ("s", 60),
    "min": ("s", 60),
    "second": ("s", 1),
    "sec": ("s", 1),
}
_ORDINALS = {
    "last": -1,
    "this": 0,
    "next": 1,
    "first": 1,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
}
_ZONES = {
    "gmt": 0,
    "ut": 0,
    "utc": 0,
    "wet": 0,
    "west": 1,
    "bst": 1,
    "art": -3,
    "brt": -3,
    "brst": -2,
    "nst": -3.5,
    "ndt": -2.5,
    "ast": -4,
    "adt": -3,
    "clt": -4,
    "clst": -3,
    "est": -5,
    "edt": -4,
    "cst": -6,
    "cdt": -5,
    "mst": -7,
    "mdt": -6,
    "pst": -8,
    "pdt": -7,
    "akst": -9,
    "akdt": -8,
    "hst": -10,
    "hast": -10,
    "hadt": -9,
    "sst": -12,
    "wat": 1,
    "cet": 1,
    "cest": 2,
    "met": 1,
    "mez": 1,
    "mest": 2,
    "mesz": 2,
    "eet": 2,
    "eest": 3,
    "cat": 2,
    "sast": 2,
    "eat": 3,
    "msk": 3,
    "msd": 4,
    "ist": 5.5,
    "sgt": 8,
    "kst": 9,
    "jst": 9,
    "gst": 10,
    "nzst": 12,
    "nzdt": 13,
}


def _month_of(word: str) -> int | None:
    w = word.rstrip(".")
    if w in _MONTHS:
        return _MONTHS[w]
    if len(w) == 3:
        for name, n in _MONTHS.items():
            if name.startswith(w):
                return n
    return None


def _day_of(word: str) -> int | None:
    w = word.rstrip(".")
    if w in _DAYS:
        return _DAYS[w]
    if len(w) == 3:
        for name, n in _DAYS.items():
            if name.startswith(w):
                return n
    return None


def _unit_of(word: str) -> tuple[str, int] | None:
    w = word
    if w in _UNITS:
        return _UNITS[w]
    if w.endswith("s") and w[:-1] in _UNITS:
        return _UNITS[w[:-1]]
    return None


def _military(letter: str) -> int | None:
    c = letter
    if c == "z":
        return 0
    if "a" <= c <= "i":
        return (ord(c) - ord("a") + 1) * 3600
    if "k" <= c <= "m":
        return (ord(c) - ord("a")) * 3600
    if "n" <= c <= "y":
        return -(ord(c) - ord("n") + 1) * 3600
    return None


@dataclass
class _State:
    year: int | None = None
    month: int | None = None
    day: int | None = None
    hour: int = 0
    minute: int = 0
    second: int = 0
    nsec: int = 0
    meridian: str = ""
    times_seen: int = 0
    dates_seen: int = 0
    days_seen: int = 0
    zones_seen: int = 0
    rels_seen: bool = False
    zone: int = 0
    day_number: int = 0
    day_ordinal: int = 0
    rel: dict[str, int] = field(default_factory=lambda: {"y": 0, "m": 0, "d": 0, "s": 0})
    rel_ns: int = 0


def _year(text: str) -> int:
    y = int(text)
    if len(text.lstrip("+-")) <= 2:
        y += 2000 if y < 69 else 1900
    return y


_WS = re.compile(r"(?:\s|,)+")
_TZ_PREFIX = re.compile(r'\s*TZ="([^"]*)"')
_ISO_DATE = re.compile(r"([+-]?\d+)-(\d{1,2})-(\d{1,2})(?![\d])")
_US_DATE = re.compile(r"(\d{1,2})/(\d{1,2})(?:/(\d+))?")
_YMD_SLASH = re.compile(r"(\d{4,})/(\d+)/(\d+)")  # (GNU: a 4-digit first number is the year)
_TIME = re.compile(r"(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d+))?)?")
_DMY = re.compile(r"(\d+)-([a-z]+)\.?-(\d+)")  # (a day of 3+ digits: invalid, as GNU)
_MERIDIAN = re.compile(r"\s*(a\.?m\.?|p\.?m\.?)(?![a-z])")
_ZONE_OFFSET = re.compile(r"\s*([+-])\s*(\d+)(?::(\d{2}))?(?!\d)\s*")
_OFFSET = re.compile(r"\s*([+-])\s*(\d{1,4})(?::(\d{2}))?")
_NUMBER = re.compile(r"([+-]?)\s*(\d+)(?:[.,](\d+))?")
_WORD = re.compile(r"[a-z]+\.?")
_EPOCH = re.compile(r"\s*@\s*([+-]?\d+)(?:[.,](\d+))?\s*$")


def _apply_meridian(hour: int, mer: str) -> int:
    if not mer:
        if hour > 23:
            raise DateError
        return hour
    if hour < 1 or hour > 12:
        raise DateError
    if mer.startswith("a"):
        return 0 if hour == 12 else hour
    return 12 if hour == 12 else hour + 12


def _offset_secs(sign: str, digits: str, mins: str | None) -> int:
    if mins is not None:
        h, m = int(digits), int(mins)
    elif len(digits) <= 2:
        h, m = int(digits), 0
    else:
        h, m = int(digits) // 100, int(digits) % 100
    if h > 24 or m > 59:
        raise DateError
    total = h * 3600 + m * 60
    return -total if sign == "-" else total


def parse_date(text: str, base: float, base_ns: int, tz: tzinfo) -> tuple[int, int]:
    """Parse ``text`` relative to the instant ``base`` (epoch seconds, integer part) +
    ``base_ns`` in zone ``tz``; return ``(epoch_seconds, nanoseconds)`` or raise DateError."""
    s = text
    m = _TZ_PREFIX.match(s)
    if m:
        tz = resolve_tz(m.group(1))
        s = s[m.end() :]
    em = _EPOCH.match(s)
    if em:
        secs = int(em.group(1))
        frac = (em.group(2) or "")[:9].ljust(9, "0")
        ns = int(frac)
        if em.group(1).startswith("-") and ns:
            secs -= 1
            ns = 1_000_000_000 - ns
        return secs, ns
    s = s.lower()
    st = _State()
    p = 0
    n = len(s)
    last_time_end = -1
    while True:
        wm = _WS.match(s, p)
        if wm:
            p = wm.end()
        if p >= n:
            break
        if s[p] in "+-":
            # GNU's lexer skips a sign that no digit follows (blanks between are fine):
            # ``+-1 days`` is ``-1 days``
            q = p + 1
            while q < n and s[q].isspace():
                q += 1
            if q >= n or not s[q].isdigit():
                p += 1
                continue
        # ISO date (with optional T and time)
        m = _ISO_DATE.match(s, p)
        if m and not (m.group(1)[0] in "+-" and st.dates_seen):
            st.year = _year(m.group(1).lstrip("+")) if m.group(1)[0] != "-" else -int(m.group(1))
            st.month, st.day = int(m.group(2)), int(m.group(3))
            st.dates_seen += 1
            p = m.end()
            if p < n and s[p] == "t" and p + 1 < n and s[p + 1].isdigit():
                p += 1
            continue
        m = _TIME.match(s, p)
        if m:
            hour = int(m.group(1))
            st.minute = int(m.group(2))
            st.second = int(m.group(3) or 0)
            st.nsec = int((m.group(4) or "")[:9].ljust(9, "0"))
            p = m.end()
            mm = _MERIDIAN.match(s, p)
            mer = ""
            if mm:
                mer = mm.group(1)[0]
                p = mm.end()
            st.hour = _apply_meridian(hour, mer)
            if st.minute > 59 or st.second > 60:
                raise DateError
            st.times_seen += 1
            om = _OFFSET.match(s, p)
            if om:
                st.zone = _offset_secs(om.group(1), om.group(2), om.group(3))
                st.zones_seen += 1
                p = om.end()
            last_time_end = p
            continue
        m = _DMY.match(s, p)
        if m and _month_of(m.group(2)) is not None:
            st.day, st.month = int(m.group(1)), _month_of(m.group(2))
            st.year = _year(m.group(3))
            st.dates_seen += 1
            p = m.end()
            continue
        m = _YMD_SLASH.match(s, p)
        if m:
            st.year, st.month, st.day = int(m.group(1)), int(m.group(2)), int(m.group(3))
            st.dates_seen += 1
            p = m.end()
            continue
        m = _US_DATE.match(s, p)
        if m:
            st.month, st.day = int(m.group(1)), int(m.group(2))
            if m.group(3):
                st.year = _year(m.group(3))
            st.dates_seen += 1
            p = m.end()
            continue
        m = _NUMBER.match(s, p)
        if m:
            sign, digits, frac = m.group(1), m.group(2), m.group(3)
            q = m.end()
            wm2 = re.compile(r"\s*([a-z]+\.?)").match(s, q)
            word = wm2.group(1) if wm2 else ""
            unit = _unit_of(word) if word else None
            if unit is not None:
                assert wm2 is not None
                if frac is not None and unit != ("s", 1):
                    raise DateError  # (GNU: a fraction only counts seconds)
                val = int(digits) * (-1 if sign == "-" else 1)
                p = wm2.end()
                p = _rel(st, unit, val, s, p, frac, sign == "-")
                continue
            if sign and st.times_seen and p == last_time_end:
                st.zone = _offset_secs(sign, digits, None)
                st.zones_seen += 1
                p = q
                continue
            if sign:
                raise DateError
            mon = _month_of(word) if word else None
            if mon is not None and wm2 is not None:
                # D MON [YEAR] or D-MON-YEAR
                st.day, st.month = int(digits), mon
                p = wm2.end()
                ym = re.compile(r"(?:\s+|-)(\d+)(?![\d:]|\s+:)").match(s, p)
                if ym and (s[p] == "-" or len(ym.group(1)) >= 3):
                    st.year = _year(ym.group(1))
                    p = ym.end()
                st.dates_seen += 1
                continue
            mm = _MERIDIAN.match(s, q)
            if mm and len(digits) <= 2:
                st.hour = _apply_meridian(int(digits), mm.group(1)[0])
                st.minute = st.second = st.nsec = 0
                st.times_seen += 1
                p = mm.end()
                continue
            _bare_number(st, digits)
            p = q
            continue
        m = _WORD.match(s, p)
        if not m:
            raise DateError
        word = m.group(0)
        p = m.end()
        bare = word.rstrip(".")
        if bare in _ORDINALS:
            ordv = _ORDINALS[bare]
            wm2 = re.compile(r"\s*([a-z]+\.?)").match(s, p)
            if not wm2:
                raise DateError
            w2 = wm2.group(1)
            unit = _unit_of(w2.rstrip("."))
            if unit is not None:
                p = _rel(st, unit, ordv, s, wm2.end(), None)
                continue
            dn = _day_of(w2)
            if dn is not None:
                st.day_number, st.day_ordinal = dn, ordv
                st.days_seen += 1
                p = wm2.end()
                continue
            raise DateError
        if bare in ("now", "today"):
            st.rels_seen = True
            continue
        if bare == "yesterday":
            st.rel["d"] -= 1
            st.rels_seen = True
            continue
        if bare == "tomorrow":
            st.rel["d"] += 1
            st.rels_seen = True
            continue
        unit = _unit_of(bare)
        if unit is not None:
            p = _rel(st, unit, 1, s, p, None)
            continue
        mon = _month_of(word)
        if mon is not None:
            st.month = mon
            # (the year is a whole number that no ':' follows: not the hour of a time)
            # (after blanks, a number is no part of MON DAY: the bare-number rules take it, so
            # 'Mar 5 2024' has a year and 'Mar 5 24' an invalid hour, as GNU's grammar)
            dm = re.compile(r"(?:\s+|-)?(\d+)(?:(?:\s*,\s*|-)(\d+)(?![\d:]|\s+:))?").match(s, p)
            if dm:
                a = dm.group(1)
                b = dm.group(2)
                if b is not None:
                    st.day, st.year = int(a), _year(b)
                elif len(a) >= 3:
                    st.year = _year(a)
                    st.day = 1
                else:
                    st.day = int(a)
                p = dm.end()
            else:
                st.day = 1
            st.dates_seen += 1
            continue
        dn = _day_of(word)
        if dn is not None:
            st.day_number, st.day_ordinal = dn, 0
            st.days_seen += 1
            continue
        if bare in _ZONES:
            st.zone = int(_ZONES[bare] * 3600)
            st.zones_seen += 1
            om = _ZONE_OFFSET.match(s, p)
            um = _WORD.match(s, om.end()) if om else None
            if om and not (um and _unit_of(um.group(0).rstrip(".")) is not None):
                # (GNU: ZONE and a signed number, as UTC-5 or GMT+1; '+N seconds' is relative)
                st.zone += _offset_secs(om.group(1), om.group(2), om.group(3))
                p = om.end()
            continue
        if len(bare) == 1 and _military(bare) is not None:
            mil = _military(bare)
            assert mil is not None
            st.zone = mil
            st.zones_seen += 1
            continue
        raise DateError
    if st.times_seen > 1 or st.dates_seen > 1 or st.days_seen > 1 or st.zones_seen > 1:
        raise DateError
    return _resolve(st, base, base_ns, tz)


def _rel(
    st: _State,
    unit: tuple[str, int],
    val: int,
    s: str,
    p: int,
    frac: str | None,
    negative: bool = False,
) -> int:
    """A relative item ``val`` (``frac``: its decimals, of seconds; ``negative``: its sign,
    which ``-0.5`` keeps when ``val`` is 0) of ``unit``, and a following ``ago``."""
    am = re.compile(r"\s+ago(?![a-z])").match(s, p)
    if am:
        val = -val
        negative = not negative
        p = am.end()
    kind, mult = unit
    st.rel[kind] += val * mult
    if frac and kind == "s":
        ns = int(frac[:9].ljust(9, "0")) * mult
        st.rel_ns += -ns if negative else ns
    st.rels_seen = True
    return p


def _bare_number(st: _State, digits: str) -> None:
    nd = len(digits)
    v = int(digits)
    if st.dates_seen and st.year is None and not st.rels_seen and (st.times_seen or nd > 2):
        st.year = _year(digits)
        return
    if nd > 4:
        st.dates_seen += 1
        st.day = v % 100
        st.month = (v // 100) % 100
        st.year = v // 10000
        return
    if nd <= 2:
        hour, minute = v, 0
    else:
        hour, minute = v // 100, v % 100
    st.times_seen += 1
    st.hour = _apply_meridian(hour, "")
    st.minute = minute
    st.second = st.nsec = 0
    if minute > 59:
        raise DateError


def _days_in_month(y: int, mo: int) -> int:
    if mo == 12:
        return 31
    return (date(y, mo + 1, 1) - date(y, mo, 1)).days


def _resolve(st: _State, base: float, base_ns: int, tz: tzinfo) -> tuple[int, int]:
    now = datetime.fromtimestamp(int(base), tz)
    year = st.year if st.year is not None else now.year
    month = st.month if st.month is not None else now.month
    day = st.day if st.day is not None else now.day
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        raise DateError
    try:
        if day > _days_in_month(year, month):
            raise DateError
    except ValueError as e:
        raise DateError from e
    if st.times_seen or (st.rels_seen and not st.dates_seen and not st.days_seen):
        if st.times_seen:
            hour, minute, second, nsec = st.hour, st.minute, st.second, st.nsec
        else:
            hour, minute, second, nsec = now.hour, now.minute, now.second, base_ns
    else:
        hour = minute = second = nsec = 0
    try:
        d = date(year, month, day)
    except ValueError as e:
        raise DateError from e
    if st.days_seen and not st.dates_seen:
        wday = (d.weekday() + 1) % 7
        ordv = st.day_ordinal
        delta = (st.day_number - wday + 7) % 7 + 7 * (
            ordv - (1 if 0 < ordv and wday != st.day_number else 0)
        )
        d += timedelta(days=delta)
    if st.rel["y"] or st.rel["m"] or st.rel["d"]:
        total_m = (d.year + st.rel["y"]) * 12 + (d.month - 1) + st.rel["m"]
        ny, nm = divmod(total_m, 12)
        try:
            d = date(ny, nm + 1, 1) + timedelta(days=d.day - 1 + st.rel["d"])
        except (ValueError, OverflowError) as e:
            raise DateError from e
    try:
        wall = datetime(d.year, d.month, d.day, hour, minute, min(second, 59))
    except ValueError as e:
        raise DateError from e
    extra = 1 if second == 60 else 0
    if st.zones_seen:
        epoch = int((wall - datetime(1970, 1, 1)).total_seconds()) - st.zone
    else:
        epoch = int(wall.replace(tzinfo=tz).timestamp())
    epoch += extra + st.rel["s"]
    ns = nsec + st.rel_ns
    epoch += ns // 1_000_000_000
    return epoch, ns % 1_000_000_000
