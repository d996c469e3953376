"""diff over inputs that differ nearly everywhere: GNU's middle-snake search, in Python, gives
up sooner once a step budget is spent, so the diff stays valid and the run ends in seconds
(a 100,000-line file against its sorted copy ran into the time limit before)."""

from __future__ import annotations

import random

import pytest

from agentsh import Bash
from agentsh.commands import _diffcore


def _files(n: int) -> dict[str, bytes]:
    r = random.Random(7)
    lines = [f"{r.randrange(10**6)} {r.choice('abcdef') * r.randint(1, 5)}\n" for _ in range(n)]
    return {"/tmp/a": "".join(lines).encode(), "/tmp/b": "".join(sorted(lines)).encode()}


@pytest.mark.parametrize("budget", [500, 50_000, _diffcore._WORK_BUDGET])  # pyright: ignore[reportPrivateUsage]
def test_a_spent_budget_still_gives_a_valid_diff(
    monkeypatch: pytest.MonkeyPatch, budget: int
) -> None:
    monkeypatch.setattr(_diffcore, "_WORK_BUDGET", budget)
    b = Bash(files=_files(3000))
    script = (
        "cd /tmp; diff a b > d; echo $?; patch -s a d -o c && cmp b c && echo applies; "
        "diff -u b a > e; patch -s b e -o f && cmp a f && echo applies too"
    )
    r = b.run(script)
    assert (r.stdout, r.stderr) == ("1\napplies\napplies too\n", "")


def test_small_edits_never_reach_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    # the hunks of an ordinary diff are GNU's whatever the budget: few steps are searched
    files = _files(3000)
    old = files["/tmp/a"].split(b"\n")
    new = old[:100] + [b"inserted"] + old[100:2000] + old[2010:]
    files["/tmp/b"] = b"\n".join(new)
    want = Bash(files=files).run("diff /tmp/a /tmp/b").stdout
    monkeypatch.setattr(_diffcore, "_WORK_BUDGET", 0)
    assert Bash(files=files).run("diff /tmp/a /tmp/b").stdout == want
    assert want.startswith("100a101\n> inserted\n2001,2010d2001\n")
