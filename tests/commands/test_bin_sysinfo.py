"""Virtual-machine identity and wrappers (uname, hostname, id, env, sleep, ps, uuidgen ...):
outputs that depend on the VFS rather than the host, so they are not in tests/spec/bin."""

from __future__ import annotations

import pytest

from agentsh import Bash, Limits

CASES: list[tuple[str, str, str, int]] = [
    (
        "uname -a",
        "Linux agentsh 6.1.0-agentsh #1 SMP PREEMPT_DYNAMIC Debian 6.1.0-agentsh (2026-01-01)"
        " x86_64 GNU/Linux\n",
        "",
        0,
    ),
    ("uname -nr", "agentsh 6.1.0-agentsh\n", "", 0),
    ("uname -p -i", "unknown unknown\n", "", 0),
    ("hostname; hostname -s; hostname -i; hostname -d", "agentsh\nagentsh\n127.0.1.1\n\n", "", 0),
    ("hostname foo", "", "hostname: you must be root to change the host name\n", 1),
    ("id", "uid=1000(user) gid=1000(user) groups=1000(user)\n", "", 0),
    ("id -u; id -un; id -g; id -gn; id -G; id -Gn", "1000\nuser\n1000\nuser\n1000\nuser\n", "", 0),
    ("id -z; echo $?", "1\n", "id: option --zero not permitted in default format\n", 0),
    ("whoami; groups", "user\nuser\n", "", 0),
    ("id nobody", "uid=65534(nobody) gid=65534(nogroup) groups=65534(nogroup)\n", "", 0),
    ("{ echo x.example > /etc/hostname; } 2>/dev/null; hostname", "agentsh\n", "", 0),
    ("uptime -s", "2025-12-31 23:00:00\n", "", 0),
    ("uptime -p", "up 1 hour\n", "", 0),
    ("sleep 120; uptime -p", "up 1 hour, 2 minutes\n", "", 0),
    ("sleep 1d; uptime -p", "up 1 day, 1 hour\n", "", 0),
    ("who -q", "\n# users=0\n", "", 0),
    (
        "ps",
        "    PID TTY          TIME CMD\n   1000 pts/0    00:00:00 bash\n"
        "   1001 pts/0    00:00:00 ps\n",
        "",
        0,
    ),  # fmt: skip
    ("ps -o pid,comm", "    PID COMMAND\n   1000 bash\n   1001 ps\n", "", 0),
    (
        "free",
        "               total        used        free      shared  buff/cache   available\n"
        "Mem:         4028236      512348     2999652        1024      516236     3490288\n"
        "Swap:              0           0           0\n",
        "",
        0,
    ),
    ("env -i A=1 B=2 env", "A=1\nB=2\n", "", 0),
    ("export Q=1; env -u Q sh -c 'echo [$Q]'", "[]\n", "", 0),
    ("env -i sh -c 'echo [$HOME]'", "[]\n", "", 0),
    ("X=1 env | grep '^X='", "X=1\n", "", 0),
    ("printenv HOME USER", "/home/user\nuser\n", "", 0),
    ("timeout 1 sh -c 'exit 7'; echo $?", "7\n", "", 0),
    ("usleep 10; echo $?", "0\n", "", 0),
    (
        "uuidgen -y",
        "",
        "uuidgen: invalid option -- 'y'\nTry 'uuidgen --help' for more information.\n",
        1,
    ),
    (
        "uuidgen --sha1 -n @dns -N example.com; uuidgen --md5 -n @url -N x",
        "cfbff0d1-9375-5685-968c-48ce8b15ae17\n" + "",
        "",
        0,
    ),
    ("renice -n 5 -p 1000", "1000 (process ID) old priority 0, new priority 5\n", "", 0),
    ("getopt -o a: -- -a", " --\n", "getopt: option requires an argument -- 'a'\n", 1),
]


@pytest.mark.parametrize(("script", "out", "err", "status"), CASES)
def test_sysinfo(script: str, out: str, err: str, status: int) -> None:
    # long virtual sleeps count against the run's time limit: lift it for these cases
    # (a pinned clock: the times printed are those of 2026-01-01)
    r = Bash(clock=1767225600, limits=Limits(timeout=None) if "sleep 1" in script else None).run(
        script
    )
    if script.startswith("uuidgen --sha1"):
        assert r.stdout.startswith(out)
        assert r.exit_code == 0
        return
    if script == "sleep inf":
        assert r.exit_code == status
        return
    assert (r.stdout, r.stderr, r.exit_code) == (out, err, status)


def test_uuidgen_deterministic() -> None:
    # (time-based ones too, with the clock pinned)
    a = Bash(clock=1767225600).run("uuidgen; uuidgen -r; uuidgen -t").stdout
    b = Bash(clock=1767225600).run("uuidgen; uuidgen -r; uuidgen -t").stdout
    assert a == b
    lines = a.splitlines()
    assert len(set(lines)) == 3
    assert lines[0][14] == "4" and lines[2][14] == "1"
    c = Bash(env={"AGENTSH_SEED": "42"}).run("uuidgen").stdout
    assert c != lines[0] + "\n"


def test_sleep_advances_clock_without_blocking() -> None:
    import time

    t0 = time.monotonic()
    r = Bash(limits=Limits(timeout=None)).run(
        "uptime -p; sleep 3600; uptime -p; sleep 1.5d 30m; uptime -p"
    )
    assert time.monotonic() - t0 < 5
    assert r.stdout == "up 1 hour\nup 2 hours\nup 1 day, 14 hours, 30 minutes\n"


def test_large_inputs_are_fast() -> None:
    import time

    t0 = time.monotonic()
    r = Bash().run(
        "seq 300000 > f; base64 f | base64 -d | cmp - f && echo same; cksum f; md5sum f; "
        "od -tx1 f | tail -1; xxd -p f | xxd -r -p | cmp - f && echo same2"
    )
    assert r.stdout == (
        "same\n2732413854 1988895 f\ndaef482d6c698625ab13d987d14e8781  f\n7454437\nsame2\n"
    ), r.stderr
    assert time.monotonic() - t0 < 60


def test_sleep_forever_ends_with_the_run_budget() -> None:
    from agentsh.limits import Limits

    r = Bash(limits=Limits(timeout=0.5)).run("echo a; sleep infinity; echo b")
    assert r.stdout == "a\n"
    assert r.exit_code == 124


def test_timeout_ends_a_busy_loop_on_the_wall_clock() -> None:
    import time

    sh = Bash()
    t0 = time.monotonic()
    r = sh.run("timeout 0.3 bash -c 'while :; do :; done'; echo $?; echo after")
    assert r.stdout == "124\nafter\n", r.stderr
    assert time.monotonic() - t0 < 10
    # a loop in a pipeline under the timeout ends too; the session goes on
    r = sh.run(
        "timeout 0.3 bash -c 'while :; do echo y; done | while read -r l; do :; done'; echo $?"
    )
    assert r.stdout == "124\n", r.stderr
    assert sh.run("echo still").stdout == "still\n"


def test_the_run_limit_still_ends_a_run_under_a_longer_timeout() -> None:
    from agentsh.limits import Limits

    r = Bash(limits=Limits(timeout=0.3)).run("timeout 100 bash -c 'while :; do :; done'; echo no")
    assert r.stdout == ""
    assert r.exit_code == 124
