"""``date`` against outputs recorded from GNU coreutils 9.1 (LC_ALL=C.UTF-8)."""

from __future__ import annotations

import pytest

from agentsh import Bash

# (script, stdout)
CASES: list[tuple[str, str]] = [
    ("date -u -d @0", "Thu Jan  1 00:00:00 UTC 1970\n"),
    ("date -u -d '2024-01-31 +1 month' +%F", "2024-03-02\n"),
    ("date -u -d '2024-03-05 14:30:00+02:00' +%T", "12:30:00\n"),
    ("date -u -d 'TZ=\"Europe/Paris\" 2024-01-01 12:00' +%T", "11:00:00\n"),
    ("date -u -d 'Mar 5 2024' +%F", "2024-03-05\n"),
    ("date -u -d @1700000000.5 -Ins", "2023-11-14T22:13:20,500000000+00:00\n"),
    ("date -u -d @0 -R", "Thu, 01 Jan 1970 00:00:00 +0000\n"),
    ("date -u -d @0 --rfc-3339=ns", "1970-01-01 00:00:00.000000000+00:00\n"),
    ("TZ=Europe/Paris date -d @0 '+%Z %z %:z %::z %:::z'", "CET +0100 +01:00 +01:00:00 +01\n"),
    (
        "date -u -d @0 '+%10A|%-d|%_m|%^a|%#a|%#Z|%#p|%5N|%10Y|%_10Y|%q|%P|%Q|%05A|%^#B'",
        "  Thursday|1| 1|THU|THU|utc|am|00000|0000001970|      1970|1|am|%Q|Thursday|JANUARY\n",
    ),
    ("date -u -d xyz; echo $?", "1\n"),
    ("date -s 2024-01-01; echo $?", "1\n"),
]


@pytest.mark.parametrize(("script", "expected"), CASES)
def test_date(script: str, expected: str) -> None:
    assert Bash().run(script).stdout == expected


def test_date_errors() -> None:
    r = Bash().run("date -u -d xyz")
    assert r.stderr == "date: invalid date ‘xyz’\n"
    r = Bash().run("date -s 2024-01-01")
    assert r.stderr == "date: cannot set date: Operation not permitted\n"
