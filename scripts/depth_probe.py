#!/usr/bin/env python3
"""Nesting-depth probe: time the parse and the run of every construct nested 8 to 64 deep
and flag growth faster than linear (a depth that doubles should not much more than double
the time). Not part of the test run; it found a 2**depth parse of nested substitutions.

    python scripts/depth_probe.py            # all forms
    python scripts/depth_probe.py assign if  # only these
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src"))

from agentsh import Bash, Limits  # noqa: E402
from agentsh.syntax.parser import parse  # noqa: E402

FORMS: dict[str, Callable[[int], str]] = {
    "assign": lambda n: "x=$(" * n + "echo ${v:1}" + ")" * n,
    "dq_cmdsub": lambda n: "echo " + '"$(echo ' * n + "x" + ')"' * n,
    "arith_sub": lambda n: "echo " + "$(( 1 + " * n + "1" + " ))" * n,
    "arith_paren": lambda n: "echo $(( " + "(" * n + "1" + ")" * n + " ))",
    "param_default": lambda n: "echo " + "${x:-" * n + "z" + "}" * n,
    "subscript": lambda n: "a=(0 0); echo ${a[" + "a[" * n + "0" + "]" * n + "]}",
    "if": lambda n: "if true; then " * n + "echo x" + "; fi" * n,
    "brace": lambda n: "{ " * n + "echo x" + "; }" * n,
    "subshell": lambda n: "( " * n + "echo x" + " )" * n,
    "cond_paren": lambda n: "[[ " + "( " * n + "x" + " )" * n + " ]] && echo y",
    "case": lambda n: "case a in a) " * n + "echo x" + ";; esac" * n,
    "for": lambda n: "for i in 1; do " * n + "echo x" + "; done" * n,
    "functions": lambda n: (
        "".join(f"f{i}() {{ f{i + 1}; }}; " for i in range(n)) + f"f{n}() {{ echo x; }}; f0"
    ),
    "procsub": lambda n: "cat " + "<(cat " * n + "/dev/null" + ")" * n,
    "heredoc_sub": lambda n: "x=$(cat <<E\n" + "$(echo " * n + "y" + ")" * n + "\nE\n); echo $x",
    "andor": lambda n: "true" + " && true" * n + " && echo x",
    "pipeline": lambda n: "echo x" + " | cat" * n,
}


def _timed(fn: Callable[[], object]) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def main(argv: list[str]) -> int:
    names = argv or list(FORMS)
    flagged = 0
    for name in names:
        make = FORMS[name]
        rows: list[tuple[int, float, float]] = []
        for n in (8, 16, 32, 64):
            script = make(n)
            parse_t = _timed(
                lambda s=script: parse(s)
            )  # (cached afterwards: the run's own parse is free)
            run_t = _timed(lambda s=script: Bash(limits=Limits(timeout=30)).run(s))
            rows.append((n, parse_t, run_t))
        # (from 16 to 64 deep: 4x the depth; allow 16x before calling it super-linear)
        worst = max(rows[3][1] / max(rows[1][1], 1e-4), rows[3][2] / max(rows[1][2], 1e-3))
        bad = worst > 16
        flagged += bad
        cells = "  ".join(f"{n:>2}: {p * 1000:7.1f}/{r * 1000:7.1f} ms" for n, p, r in rows)
        print(f"{'SLOW ' if bad else '     '}{name:14s} {cells}", flush=True)
    print(f"{flagged} form(s) growing faster than linear (parse/run ms at each depth)")
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
