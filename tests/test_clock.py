"""The session clock: the real time by default (``date`` shows today), plus virtual sleeps;
``Bash(clock=EPOCH)`` pins a deterministic clock for runs that must replay exactly."""

from __future__ import annotations

import time

from agentsh import Bash


def test_date_is_today_by_default() -> None:
    before = int(time.time())
    r = Bash().run("date +%s; date -u +%Y-%m-%d")
    after = int(time.time())
    secs, day = r.stdout.split()
    assert before <= int(secs) <= after + 1
    assert day == time.strftime("%Y-%m-%d", time.gmtime(int(secs)))


def test_sleep_moves_the_real_clock_forward_without_waiting() -> None:
    sh = Bash()
    t0 = time.monotonic()
    r = sh.run("a=$(date +%s); sleep 30; b=$(date +%s); echo $((b - a)); echo $SECONDS")
    assert time.monotonic() - t0 < 5
    elapsed, seconds = r.stdout.split()
    assert 30 <= int(elapsed) <= 32
    assert 30 <= int(seconds) <= 32
    # the time slept stays slept in later runs of the session
    r = sh.run("date +%s")
    assert int(r.stdout) >= int(time.time()) + 29


def test_files_written_one_after_another_have_ordered_mtimes() -> None:
    r = Bash().run("for i in 1 2 3 4 5; do touch f$i; done; ls -t | tr '\\n' ' '")
    assert r.stdout == "f5 f4 f3 f2 f1 "


def test_a_pinned_clock_replays_exactly() -> None:
    script = "date; touch f; stat -c %Y f; sleep 2; date -u +%T; uptime -s"
    a = Bash(clock=0).run(script)
    b = Bash(clock=0).run(script)
    assert a.stdout == b.stdout
    assert a.stdout.splitlines()[:3] == ["Thu Jan  1 00:00:00 UTC 1970", "0", "00:00:02"]


def test_uptime_counts_from_the_session_start() -> None:
    assert Bash().run("uptime -p").stdout == "up 1 hour\n"
