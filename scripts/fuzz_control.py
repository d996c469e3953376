#!/usr/bin/env python3
"""Differential fuzzing of control flow against bash 5.2: random loops, ``case``, ``if``,
groups and functions with ``return``, ``break N`` and ``continue N`` in every position, each
script run enough times that its bodies are compiled (``agentsh.exec.blocks``). Not part of
the test run (it needs real bash); cases it finds go to ``tests/spec``.

    python scripts/fuzz_control.py SEED N
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
from agentsh import Bash  # noqa: E402

R = random.Random(int(sys.argv[1]))


def stmt(d, inloop, infunc):
    c = R.random()
    opts = ['echo -n "x$i "', "((n++))", "false", "true", ":"]
    if inloop:
        opts += [
            "break",
            "continue",
            "break 2",
            "continue 2",
            "[[ $i == 3 ]] && continue",
            "(( i > 4 )) && break",
            "continue 1",
        ]
    if infunc:
        opts += ["return", "return 3", "(( i == 2 )) && return 4", "return $((i % 3))"]
    if d > 2 or c < 0.45:
        return R.choice(opts)
    if c < 0.6:
        return f"if (( i % {R.randint(2, 4)} == 0 )); then {body(d + 1, inloop, infunc)}; else {body(d + 1, inloop, infunc)}; fi"
    if c < 0.7:
        return f"case $((i % 3)) in 0) {body(d + 1, inloop, infunc)};; 1) {body(d + 1, inloop, infunc)};& 2) {body(d + 1, inloop, infunc)};; esac"
    if c < 0.8:
        return f"{{ {body(d + 1, inloop, infunc)}; }}"
    if c < 0.9:
        return f"for j in 1 2 3; do {body(d + 1, True, infunc)}; done"
    return f"{stmt(d + 1, inloop, infunc)} && {stmt(d + 1, inloop, infunc)} || {stmt(d + 1, inloop, infunc)}"


def body(d, inloop, infunc):
    return "; ".join(stmt(d, inloop, infunc) for _ in range(R.randint(1, 3)))


nd = 0
N = int(sys.argv[2])
for _k in range(N):
    fb = body(0, True, True)
    lb = body(0, True, False)
    script = (
        f'n=0; f() {{ for i in 1 2 3 4 5 6; do {fb}; done; echo -n "fend$? "; }}\n'
        f'for r in 1 2 3 4 5 6; do f; echo "f=$? n=$n"; done\n'
        f'for i in 1 2 3 4 5 6 7 8; do {lb}; echo -n "[$?]"; done; echo " end=$? n=$n"\n'
        f'g() {{ i=2; {body(0, False, True)}; echo -n g-after; }}; for r in 1 2 3 4 5 6; do g; echo " g=$?"; done\n'
    )
    d = tempfile.mkdtemp()
    p = subprocess.run(
        ["bash", "-c", script],
        cwd=d,
        capture_output=True,
        text=True,
        timeout=20,
        env={"LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"},
    )
    r = Bash().run(script)
    if (r.stdout, r.exit_code) != (p.stdout, p.returncode) or r.stderr.replace(
        "bash: ", ""
    ) != p.stderr.replace("bash: ", ""):
        nd += 1
        if nd <= 3:
            print("=== DIFF\n" + script)
            print("bash:", repr(p.stdout[:400]), repr(p.stderr[:300]), p.returncode)
            print("ours:", repr(r.stdout[:400]), repr(r.stderr[:300]), r.exit_code)
print(f"differences {nd} of {N}")
