"""``date``: print a time in a format (GNU coreutils 9.1), on the virtual clock.

Owns: option handling (``-d -f -r -u -I -R --rfc-3339 -s``), the GNU/gnulib ``strftime``
(every conversion with the ``- _ 0 ^ #`` flags and widths, C locale names) and the output of
each instant. Date strings are parsed by :mod:`._dateparse`. "Now" is the VFS clock, so runs
are reproducible; setting the clock (``-s``, ``MMDDhhmm`` operands) is refused like an
unprivileged GNU date.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta, tzinfo

from agentsh.commands._common import argmatch, quote
from agentsh.commands._dateparse import DateError, parse_date, resolve_tz
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, optional, parse, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "date",
    [
        value("d", "d", "date"),
        value("f", "f", "file"),
        optional("I", "I", "iso-8601"),
        value("r", "r", "reference"),
        flag("R", "R", "rfc-email", "rfc-822", "rfc-2822"),
        value("rfc3339", "", "rfc-3339"),
        value("s", "s", "set"),
        flag("u", "u", "utc", "universal"),
        flag("debug", "", "debug"),
        flag("help", "", "help"),
        flag("version", "", "version"),
    ],
    help_version=False,
)

#: Day and month names in the C locale (also jq's strftime of out-of-range fields).
DAY_NAMES = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_ISO_FORMATS = {
    "date": "%Y-%m-%d",
    "hours": "%Y-%m-%dT%H%:z",
    "minutes": "%Y-%m-%dT%H:%M%:z",
    "seconds": "%Y-%m-%dT%H:%M:%S%:z",
    "ns": "%Y-%m-%dT%H:%M:%S,%N%:z",
}
_ISO_ORDER = ("hours", "minutes", "date", "seconds", "ns")
_RFC3339 = {
    "date": "%Y-%m-%d",
    "seconds": "%Y-%m-%d %H:%M:%S%:z",
    "ns": "%Y-%m-%d %H:%M:%S.%N%:z",
}
_DEFAULT_FORMAT = "%a %b %e %H:%M:%S %Z %Y"
_NUMERIC_SPACE = frozenset("ekl")


class _Time:
    """One instant broken down in a zone."""

    def __init__(self, secs: int, ns: int, tz: tzinfo) -> None:
        self.secs = secs
        self.ns = ns
        self.dt = (datetime(1970, 1, 1, tzinfo=UTC) + timedelta(seconds=secs)).astimezone(tz)
        off = self.dt.utcoffset()
        self.offset = int(off.total_seconds()) if off is not None else 0
        self.zone = self.dt.tzname() or "UTC"


def _pad_num(
    val: int, width: int, default_width: int, pad: str, default_pad: str, sign: bool = False
) -> str:
    digits = str(abs(val))
    sg = "-" if val < 0 else ("+" if sign else "")
    if pad == "-":
        return sg + digits
    w = width if width >= 0 else default_width
    if (pad or default_pad) == "_":
        return (sg + digits).rjust(w)
    return sg + digits.zfill(max(0, w - len(sg)))


def _pad_text(text: str, width: int, pad: str) -> str:
    if width > len(text) and pad != "-":
        return text.rjust(width, "0" if pad == "0" else " ")
    return text


def _colon_offset(off: int, colons: int) -> tuple[str, int]:
    sign = "-" if off < 0 else "+"
    a = abs(off)
    h, m, s = a // 3600, a // 60 % 60, a % 60
    if colons == 1:
        return f"{sign}{h:02d}:{m:02d}", 6
    if colons == 2:
        return f"{sign}{h:02d}:{m:02d}:{s:02d}", 9
    if s:
        return f"{sign}{h:02d}:{m:02d}:{s:02d}", 9
    if m:
        return f"{sign}{h:02d}:{m:02d}", 6
    return f"{sign}{h:02d}", 3


def strftime(fmt: str, t: _Time) -> str:
    """GNU ``fprintftime`` in the C locale."""
    out: list[str] = []
    i = 0
    n = len(fmt)
    dt = t.dt
    while i < n:
        c = fmt[i]
        if c != "%":
            j = fmt.find("%", i)
            if j < 0:
                j = n
            out.append(fmt[i:j])
            i = j
            continue
        start = i
        i += 1
        pad = ""
        upper = False
        swap = False
        while i < n and fmt[i] in "-_0^#+":
            f = fmt[i]
            if f == "^":
                upper = True
            elif f == "#":
                swap = True
            elif f == "+":
                pad = "0"
            else:
                pad = f
            i += 1
        width = -1
        if i < n and fmt[i].isdigit():
            j = i
            while j < n and fmt[j].isdigit():
                j += 1
            width = int(fmt[i:j])
            i = j
        while i < n and fmt[i] in "EO":
            i += 1
        colons = 0
        while i < n and fmt[i] == ":":
            colons += 1
            i += 1
        if i >= n:
            out.append(fmt[start:])
            break
        conv = fmt[i]
        i += 1
        if colons and conv != "z":
            out.append(fmt[start:i])
            continue
        wday = (dt.weekday() + 1) % 7
        yday = dt.timetuple().tm_yday - 1
        text: str | None = None
        num: tuple[int, int] | None = None
        if conv == "a":
            text = DAY_NAMES[wday][:3]
        elif conv == "A":
            text = DAY_NAMES[wday]
        elif conv in "bh":
            text = MONTH_NAMES[dt.month - 1][:3]
        elif conv == "B":
            text = MONTH_NAMES[dt.month - 1]
        elif conv == "c":
            text = strftime("%a %b %e %H:%M:%S %Y", t)
        elif conv == "C":
            num = (dt.year // 100, 2)
        elif conv == "d":
            num = (dt.day, 2)
        elif conv == "D":
            text = strftime("%m/%d/%y", t)
        elif conv == "e":
            num = (dt.day, 2)
        elif conv == "F":
            text = strftime("%Y-%m-%d", t)
        elif conv == "g":
            num = (dt.isocalendar()[0] % 100, 2)
        elif conv == "G":
            num = (dt.isocalendar()[0], 1)
        elif conv == "H":
            num = (dt.hour, 2)
        elif conv == "I":
            num = ((dt.hour % 12) or 12, 2)
        elif conv == "j":
            num = (yday + 1, 3)
        elif conv == "k":
            num = (dt.hour, 2)
        elif conv == "l":
            num = ((dt.hour % 12) or 12, 2)
        elif conv == "m":
            num = (dt.month, 2)
        elif conv == "M":
            num = (dt.minute, 2)
        elif conv == "n":
            text = "\n"
        elif conv == "t":
            text = "\t"
        elif conv == "N":
            digits = f"{t.ns:09d}"
            w = width if width > 0 else 9
            s = digits[:w] if w <= 9 else digits + "0" * (w - 9)
            if pad == "_":
                s = (s.rstrip("0") or "0").ljust(w)
            out.append(s)
            continue
        elif conv == "p":
            text = "AM" if dt.hour < 12 else "PM"
            if swap:
                text = text.lower()
                swap = False
        elif conv == "P":
            text = "am" if dt.hour < 12 else "pm"
            swap = False
        elif conv == "q":
            num = ((dt.month - 1) // 3 + 1, 1)
        elif conv == "r":
            text = strftime("%I:%M:%S %p", t)
        elif conv == "R":
            text = strftime("%H:%M", t)
        elif conv == "s":
            num = (t.secs, 1)
        elif conv == "S":
            num = (dt.second, 2)
        elif conv == "T":
            text = strftime("%H:%M:%S", t)
        elif conv == "u":
            num = (wday or 7, 1)
        elif conv == "U":
            num = ((yday + 7 - wday) // 7, 2)
        elif conv == "V":
            num = (dt.isocalendar()[1], 2)
        elif conv == "w":
            num = (wday, 1)
        elif conv == "W":
            num = ((yday + 7 - (wday - 1) % 7) // 7, 2)
        elif conv == "x":
            text = strftime("%m/%d/%y", t)
        elif conv == "X":
            text = strftime("%H:%M:%S", t)
        elif conv == "y":
            num = (dt.year % 100, 2)
        elif conv == "Y":
            num = (dt.year, 1)
        elif conv == "z":
            if colons:
                s, dw = _colon_offset(t.offset, colons)
                if width > dw and pad != "-":
                    s = s[0] + s[1:].rjust(width - 1, " " if pad == "_" else "0")
                out.append(s)
                continue
            a = abs(t.offset)
            hhmm = a // 3600 * 100 + a // 60 % 60
            val = -hhmm if t.offset < 0 else hhmm
            if pad == "-":
                out.append(("-" if t.offset < 0 else "+") + str(hhmm))
            elif pad == "_":
                out.append((("-" if t.offset < 0 else "+") + str(hhmm)).rjust(max(width, 5)))
            else:
                out.append(_pad_num(val, width, 5, "0", "0", sign=True))
            continue
        elif conv == "Z":
            text = t.zone
            if swap:
                text = text.lower()
                swap = False
        elif conv == "%":
            text = "%"
        else:
            out.append(fmt[start:i])
            continue
        if num is not None:
            val, dw = num
            dpad = "_" if conv in _NUMERIC_SPACE else "0"
            if conv == "Y" and pad != "_" and pad != "-":
                dw = 4 if val >= 0 else 1
                s = _pad_num(val, width, dw, pad, dpad)
            else:
                s = _pad_num(val, width, dw, pad, dpad)
            out.append(s)
            continue
        assert text is not None
        if upper or (swap and conv in "aAbBh"):
            text = text.upper()
        out.append(_pad_text(text, width, pad))
    return "".join(out)


def _word(ctx: CommandContext, opt: str, val: str, words: tuple[str, ...]) -> str | None:
    """The word of ``words`` that ``val`` names (GNU's argmatch); None after its message."""
    return argmatch(ctx, opt, val, {w: w for w in words}, SPEC)


def main(ctx: CommandContext) -> int:
    parsed = parse(ctx, SPEC)
    if isinstance(parsed, int):
        return parsed
    if parsed.has("help"):
        ctx.stdout.write(HELP.encode())
        return 0
    if parsed.has("version"):
        ctx.stdout.write(VERSION.encode())
        return 0
    fmt: str | None = None
    for key, val in parsed.opts:
        if key == "I":
            kind = "date" if val is None else _word(ctx, "--iso-8601", val, _ISO_ORDER)
            if kind is None:
                return 1
            new = _ISO_FORMATS[kind]
        elif key == "rfc3339":
            kind = _word(ctx, "--rfc-3339", val or "", ("date", "seconds", "ns"))
            if kind is None:
                return 1
            new = _RFC3339[kind]
        elif key == "R":
            new = "%a, %d %b %Y %H:%M:%S %z"
        else:
            continue
        if fmt is not None and fmt != new:
            ctx.stderr.write(b"date: multiple output formats specified\n")
            return 1
        fmt = new
    sources = sum(1 for k in ("d", "f", "r") if parsed.has(k))
    if sources > 1:
        return usage_error(
            ctx, SPEC, "the options to specify dates for printing are mutually exclusive"
        )
    operands = parsed.operands
    set_arg = parsed.last("s")
    if operands and operands[0].startswith("+"):
        if len(operands) > 1:
            return usage_error(ctx, SPEC, f"extra operand {quote(operands[1])}")
        if fmt is not None:
            ctx.stderr.write(b"date: multiple output formats specified\n")
            return 1
        fmt = operands[0][1:]
        operands = []
    elif operands:
        if len(operands) > 1:
            return usage_error(ctx, SPEC, f"extra operand {quote(operands[1])}")
        if sources or set_arg is not None:
            return usage_error(
                ctx,
                SPEC,
                f"the argument {quote(operands[0])} lacks a leading '+';\n"
                "when using an option to specify date(s), any non-option\n"
                "argument must be a format string beginning with '+'",
            )
        set_arg = operands[0]
        if not _valid_posix_set(set_arg):
            ctx.error(f"invalid date {quote(set_arg)}")
            return 1
    if fmt is None:
        fmt = _DEFAULT_FORMAT
    tz = resolve_tz("UTC0") if parsed.has("u") else resolve_tz(ctx.env.get("TZ"))
    now = _now(ctx)
    if set_arg is not None:
        if not operands:
            try:
                parse_date(set_arg, now[0], now[1], tz)
            except DateError:
                ctx.error(f"invalid date {quote(set_arg)}")
                return 1
        ctx.error("cannot set date: Operation not permitted")
        return 1
    datestr = parsed.last("d")
    if parsed.has("r"):
        ref = parsed.last("r") or ""
        try:
            st = ctx.fs.stat(ctx.abspath(ref))
        except FSError as e:
            ctx.error(f"{ref}: {e.strerror}")
            return 1
        mt = float(st.st_mtime)
        secs = math.floor(mt)
        ns = round((mt - secs) * 1e9)
        _emit(ctx, fmt, secs, ns, tz)
        return 0
    if parsed.has("f"):
        return _batch(ctx, parsed.last("f") or "", fmt, tz, now)
    if datestr is None:
        _emit(ctx, fmt, now[0], now[1], tz)
        return 0
    try:
        secs, ns = parse_date(datestr, now[0], now[1], tz)
    except (DateError, OverflowError, ValueError):
        ctx.error(f"invalid date {quote(datestr)}")
        return 1
    return _emit(ctx, fmt, secs, ns, tz)


def _valid_posix_set(arg: str) -> bool:
    body, _, ss = arg.partition(".")
    if not body.isdigit() or len(body) not in (8, 10, 12):
        return False
    if ss and (not ss.isdigit() or len(ss) != 2):
        return False
    mo, dd, hh, mi = int(body[0:2]), int(body[2:4]), int(body[4:6]), int(body[6:8])
    return 1 <= mo <= 12 and 1 <= dd <= 31 and hh < 24 and mi < 60


def _now(ctx: CommandContext) -> tuple[int, int]:
    clock = getattr(ctx.fs, "clock", None)
    if clock is None:
        return 0, 0
    raw = clock.now() if hasattr(clock, "now") else clock()
    us = round(float(raw) * 1_000_000)
    return us // 1_000_000, us % 1_000_000 * 1000


def _emit(ctx: CommandContext, fmt: str, secs: int, ns: int, tz: tzinfo) -> int:
    try:
        t = _Time(secs, ns, tz)
    except (OverflowError, ValueError, OSError):
        ctx.error(f"time {secs} is out of range")
        return 1
    ctx.stdout.write((strftime(fmt, t) + "\n").encode("utf-8", "surrogateescape"))
    return 0


def _batch(ctx: CommandContext, path: str, fmt: str, tz: tzinfo, now: tuple[int, int]) -> int:
    try:
        stream = ctx.stdin_stream if path == "-" else ctx.open_input(path)
    except FSError as e:
        ctx.error(f"{path}: {e.strerror}")
        return 1
    status = 0
    for raw in ctx.iter_lines(stream):
        line = raw.decode("utf-8", "surrogateescape").removesuffix("\n")
        try:
            secs, ns = parse_date(line, now[0], now[1], tz)
        except (DateError, OverflowError, ValueError):
            ctx.error(f"invalid date {quote(line)}")
            status = 1
            continue
        if _emit(ctx, fmt, secs, ns, tz):
            status = 1
    return status


HELP = (
    "Usage: date [OPTION]... [+FORMAT]\n"
    "  or:  date [-u|--utc|--universal] [MMDDhhmm[[CC]YY][.ss]]\n"
    "Display date and time in the given FORMAT.\n"
    "With -s, or with [MMDDhhmm[[CC]YY][.ss]], set the date and time.\n"
    "\n"
    "Mandatory arguments to long options are mandatory for short options too.\n"
    "  -d, --date=STRING          display time described by STRING, not 'now'\n"
    "      --debug                annotate the parsed date,\n"
    "                              and warn about questionable usage to stderr\n"
    "  -f, --file=DATEFILE        like --date; once for each line of DATEFILE\n"
    "  -I[FMT], --iso-8601[=FMT]  output date/time in ISO 8601 format.\n"
    "                               FMT='date' for date only (the default),\n"
    "                               'hours', 'minutes', 'seconds', or 'ns'\n"
    "                               for date and time to the indicated precision.\n"
    "                               Example: 2006-08-14T02:34:56-06:00\n"
    "  --resolution               output the available resolution of timestamps\n"
    "                               Example: 0.000000001\n"
    "  -R, --rfc-email            output date and time in RFC 5322 format.\n"
    "                               Example: Mon, 14 Aug 2006 02:34:56 -0600\n"
    "      --rfc-3339=FMT         output date/time in RFC 3339 format.\n"
    "                               FMT='date', 'seconds', or 'ns'\n"
    "                               for date and time to the indicated precision.\n"
    "                               Example: 2006-08-14 02:34:56-06:00\n"
    "  -r, --reference=FILE       display the last modification time of FILE\n"
    "  -s, --set=STRING           set time described by STRING\n"
    "  -u, --utc, --universal     print or set Coordinated Universal Time (UTC)\n"
    "      --help        display this help and exit\n"
    "      --version     output version information and exit\n"
    "\n"
    "FORMAT controls the output.  Interpreted sequences are:\n"
    "\n"
    "  %%   a literal %\n"
    "  %a   locale's abbreviated weekday name (e.g., Sun)\n"
    "  %A   locale's full weekday name (e.g., Sunday)\n"
    "  %b   locale's abbreviated month name (e.g., Jan)\n"
    "  %B   locale's full month name (e.g., January)\n"
    "  %c   locale's date and time (e.g., Thu Mar  3 23:05:25 2005)\n"
    "  %C   century; like %Y, except omit last two digits (e.g., 20)\n"
    "  %d   day of month (e.g., 01)\n"
    "  %D   date; same as %m/%d/%y\n"
    "  %e   day of month, space padded; same as %_d\n"
    "  %F   full date; like %+4Y-%m-%d\n"
    "  %g   last two digits of year of ISO week number (see %G)\n"
    "  %G   year of ISO week number (see %V); normally useful only with %V\n"
    "  %h   same as %b\n"
    "  %H   hour (00..23)\n"
    "  %I   hour (01..12)\n"
    "  %j   day of year (001..366)\n"
    "  %k   hour, space padded ( 0..23); same as %_H\n"
    "  %l   hour, space padded ( 1..12); same as %_I\n"
    "  %m   month (01..12)\n"
    "  %M   minute (00..59)\n"
    "  %n   a newline\n"
    "  %N   nanoseconds (000000000..999999999)\n"
    "  %p   locale's equivalent of either AM or PM; blank if not known\n"
    "  %P   like %p, but lower case\n"
    "  %q   quarter of year (1..4)\n"
    "  %r   locale's 12-hour clock time (e.g., 11:11:04 PM)\n"
    "  %R   24-hour hour and minute; same as %H:%M\n"
    "  %s   seconds since the Epoch (1970-01-01 00:00 UTC)\n"
    "  %S   second (00..60)\n"
    "  %t   a tab\n"
    "  %T   time; same as %H:%M:%S\n"
    "  %u   day of week (1..7); 1 is Monday\n"
    "  %U   week number of year, with Sunday as first day of week (00..53)\n"
    "  %V   ISO week number, with Monday as first day of week (01..53)\n"
    "  %w   day of week (0..6); 0 is Sunday\n"
    "  %W   week number of year, with Monday as first day of week (00..53)\n"
    "  %x   locale's date representation (e.g., 12/31/99)\n"
    "  %X   locale's time representation (e.g., 23:13:48)\n"
    "  %y   last two digits of year (00..99)\n"
    "  %Y   year\n"
    "  %z   +hhmm numeric time zone (e.g., -0400)\n"
    "  %:z  +hh:mm numeric time zone (e.g., -04:00)\n"
    "  %::z  +hh:mm:ss numeric time zone (e.g., -04:00:00)\n"
    "  %:::z  numeric time zone with : to necessary precision (e.g., -04, +05:30)\n"
    "  %Z   alphabetic time zone abbreviation (e.g., EDT)\n"
    "\n"
    "By default, date pads numeric fields with zeroes.\n"
    "The following optional flags may follow '%':\n"
    "\n"
    "  -  (hyphen) do not pad the field\n"
    "  _  (underscore) pad with spaces\n"
    "  0  (zero) pad with zeros\n"
    "  +  pad with zeros, and put '+' before future years with >4 digits\n"
    "  ^  use upper case if possible\n"
    "  #  use opposite case if possible\n"
    "\n"
    "After any flags comes an optional field width, as a decimal number;\n"
    "then an optional modifier, which is either\n"
    "E to use the locale's alternate representations if available, or\n"
    "O to use the locale's alternate numeric symbols if available.\n"
    "\n"
    "Examples:\n"
    "Convert seconds since the Epoch (1970-01-01 UTC) to a date\n"
    "  $ date --date='@2147483647'\n"
    "\n"
    "Show the time on the west coast of the US (use tzselect(1) to find TZ)\n"
    "  $ TZ='America/Los_Angeles' date\n"
    "\n"
    "Show the local time for 9AM next Friday on the west coast of the US\n"
    "  $ date --date='TZ=\"America/Los_Angeles\" 09:00 next Fri'\n"
    "\n"
    "GNU coreutils online help: <https://www.gnu.org/software/coreutils/>\n"
    "Report any translation bugs to <https://translationproject.org/team/>\n"
    "Full documentation <https://www.gnu.org/software/coreutils/date>\n"
    "or available locally via: info '(coreutils) date invocation'\n"
)
VERSION = (
    "date (GNU coreutils) 9.1\n"
    "Copyright (C) 2022 Free Software Foundation, Inc.\n"
    "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
    "This is free software: you are free to change and redistribute it.\n"
    "There is NO WARRANTY, to the extent permitted by law.\n"
    "\n"
    "Written by David MacKenzie.\n"
)
