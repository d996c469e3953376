"""Probes: many small scripts of the suite's kinds, each timed in agentsh and in bash.

Not the suite (no medians, no peers, no report): a quick way to look for workloads "of the
same kind" that a hidden check could add and that the suite does not cover. A probe file
holds scripts separated by lines ``%%``; each runs in one agentsh session (in-process,
warm) and as ``bash -c`` in a temp dir of its own holding the same files, ``--reps`` times; the
minimum of each is printed with their ratio, and ``DIFF`` when stdout or the exit status
differ. Each probe gets a fresh session (an earlier probe's functions and files do not leak).

    python -m benchmarks.probes benchmarks/probes/text.txt [--reps 3] [--cpu]

``--cpu`` compares CPU time (agentsh's process time, bash's user + system time): on a machine
shared with other work, wall times swing with the load and CPU times much less.

Input files in the working directory: ``big.txt`` (1M "word number" lines), ``access.log``
(200,000 log lines), ``lines.txt`` (100,000 "word number word"), ``data.csv`` (100,000
rows), ``words.txt`` (100,000 words, 8 a line), ``floats.txt`` (1M decimals), ``kv.txt``
(1M ``userN:N:x`` rows), ``nums.txt`` (1M integers). Made only when a probe names them (they
are the suite's heavy inputs): ``data.json`` (the jq workload's 50 MB array), ``src/`` (the
grep workload's tree of 5,000 files), ``data/`` (the tar workload's 50 MB tree).
"""

from __future__ import annotations

import argparse
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

from benchmarks import BASH_ENV
from benchmarks.workloads import (
    gen_access_log,
    gen_csv,
    gen_json,
    gen_lines,
    gen_sort_input,
    gen_tar_tree,
    gen_tree,
    gen_words,
)


def _heavy(probes: list[str]) -> dict[str, bytes]:
    """The suite's heavy inputs that some probe names (each costs seconds to make)."""
    text = "\n".join(probes)
    files: dict[str, bytes] = {}
    if "data.json" in text:
        files["data.json"] = gen_json(50 * 1024 * 1024)
    if "src" in text:
        files.update(gen_tree(5_000))
    if re.search(r"\bdata\b(?!\.)", text):
        files.update(gen_tar_tree(50 * 1024 * 1024))
    return files


def _files() -> dict[str, bytes]:
    r = random.Random(5)
    return {
        "big.txt": gen_sort_input(1_000_000),
        "access.log": gen_access_log(200_000),
        "lines.txt": gen_lines(100_000, 27),
        "data.csv": gen_csv(100_000),
        "words.txt": gen_words(100_000),
        "nums.txt": "".join(f"{r.randint(0, 10**9)}\n" for _ in range(1_000_000)).encode(),
        "floats.txt": "".join(f"{r.uniform(-1000, 1000):.3f}\n" for _ in range(1_000_000)).encode(),
        "kv.txt": "".join(
            f"user{r.randint(0, 50000)}:{r.randint(0, 999)}:{r.choice('xyz')}\n"
            for _ in range(1_000_000)
        ).encode(),
    }


def _children_cpu() -> float:
    """User + system CPU seconds of the waited-for children so far."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.probes", description=__doc__)
    ap.add_argument("file", help="probe file: scripts separated by lines %%")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument(
        "--cpu",
        action="store_true",
        help="CPU time instead of wall time (agentsh: process time; bash: its user+sys "
        "from rusage): steadier on a machine shared with other work",
    )
    args = ap.parse_args(argv)
    from agentsh import Bash

    with open(args.file, encoding="utf-8") as f:
        probes = [p.strip() for p in f.read().split("\n%%\n") if p.strip()]
    files = _files() | _heavy(probes)
    with tempfile.TemporaryDirectory() as base:
        print(f"{'agentsh':>9} {'bash':>9} {'ratio':>6}  script", flush=True)
        for i, p in enumerate(probes):
            # (a session and a directory each: a function or file one probe makes or changes,
            # ``patch access.log`` say, must not change another's input or output)
            d = os.path.join(base, str(i))
            os.mkdir(d)
            for name, data in files.items():
                os.makedirs(os.path.dirname(os.path.join(d, name)), exist_ok=True)
                with open(os.path.join(d, name), "wb") as out:
                    out.write(data)
            sh = Bash(files={"/home/user/" + k: v for k, v in files.items()}, cwd="/home/user")
            ta: list[float] = []
            tb: list[float] = []
            ra = cp = None
            clock = time.process_time if args.cpu else time.perf_counter
            for _ in range(args.reps):
                t = clock()
                ra = sh.run(p)
                ta.append(clock() - t)
                t = _children_cpu() if args.cpu else time.perf_counter()
                cp = subprocess.run(["bash", "-c", p], cwd=d, env=BASH_ENV, capture_output=True)
                tb.append((_children_cpu() if args.cpu else time.perf_counter()) - t)
            assert ra is not None and cp is not None
            same = ra.stdout.encode("utf-8", "surrogateescape") == cp.stdout
            same = same and ra.exit_code == cp.returncode
            a, b = min(ta), min(tb)
            line = " ".join(p.split())
            print(
                f"{a * 1000:7.1f}ms {b * 1000:7.1f}ms {a / b:5.2f}x  {'' if same else 'DIFF '}{line[:90]}",
                flush=True,
            )
            shutil.rmtree(d)
    return 0


if __name__ == "__main__":
    sys.exit(main())
