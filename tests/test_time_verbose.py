"""``time`` (bash's keyword formats, virtual time) and ``set -v`` (echo input lines)."""

from __future__ import annotations

from agentsh import Bash


def test_time_formats() -> None:
    # a pinned clock: on the wall clock a loaded machine can take 1 ms for ``true``
    r = Bash(clock=1_000_000_000).run(
        "time echo hi; time -p true; time sleep 1.5; TIMEFORMAT=%R; time true"
    )
    assert r.stdout == "hi\n"
    assert r.stderr == (
        "\nreal\t0m0.000s\nuser\t0m0.000s\nsys\t0m0.000s\n"
        "real 0.00\nuser 0.00\nsys 0.00\n"
        "\nreal\t0m1.500s\nuser\t0m0.000s\nsys\t0m0.000s\n"
        "0.000\n"
    )


def test_set_v_echoes_later_lines_as_read() -> None:
    r = Bash().run("echo a; set -v\necho b\nfor i in 1; do\n  echo $i\ndone\n")
    assert r.stdout == "a\nb\n1\n"
    assert r.stderr == "echo b\nfor i in 1; do\n  echo $i\ndone\n"
