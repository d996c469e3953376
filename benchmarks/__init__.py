"""agentsh performance benchmark suite (not part of the pytest run).

Usage: python -m benchmarks [--quick] [--only NAME[,NAME...]] [--profile NAME]

Each workload runs agentsh (in-process) and real GNU bash (a `bash -c` subprocess
in a temp dir holding the same input files) alternately, several repetitions,
and reports median times, the agentsh/bash ratio and the geometric mean.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from . import workloads as W

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
VFS_ROOT = "/home/user/bench"
BASH_ENV = {"LC_ALL": "C", "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp"}


@dataclass
class Result:
    name: str
    description: str
    status: str = "ok"  # ok | mismatch | n/a: <reason>
    agentsh_s: float | None = None  # median seconds (per call for warm_tiny)
    bash_s: float | None = None
    ratio: float | None = None
    agentsh_runs: list[float] = field(default_factory=list)
    bash_runs: list[float] = field(default_factory=list)
    unit: str = "s"
    extra: dict = field(default_factory=dict)
    detail: str = ""


# --------------------------------------------------------------------------- helpers


def _limits():
    from agentsh import Limits

    return Limits(
        timeout=900.0,
        max_output_bytes=1 << 30,
        max_file_bytes=1 << 30,
        max_fs_bytes=4 << 30,
        max_files=2_000_000,
        max_string_bytes=1 << 30,
        max_loop_iterations=10**8,
        max_commands=10**9,
    )


def _make_agentsh(files: W.Files):
    from agentsh import Bash

    b = Bash(cwd=VFS_ROOT, limits=_limits())
    b.run(f"mkdir -p {VFS_ROOT}")
    if files:
        b.write_files({f"{VFS_ROOT}/{k}": v for k, v in files.items()})
    return b


def _write_tree(root: Path, files: W.Files) -> None:
    for rel, data in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)


def _run_bash(script: str, cwd: str) -> tuple[float, subprocess.CompletedProcess]:
    t = time.perf_counter()
    cp = subprocess.run(["bash", "-c", script], cwd=cwd, env=BASH_ENV, capture_output=True)
    return time.perf_counter() - t, cp


def _agentsh_failure(r) -> str | None:
    err = r.stderr or ""
    for line in err.splitlines():
        if "command not found" in line or "not supported" in line or "not implemented" in line:
            return line.strip()[:120]
    if getattr(r, "limit_exceeded", None):
        return f"limit exceeded: {r.limit_exceeded}"
    if r.exit_code != 0:
        first = err.strip().splitlines()[:1]
        return f"exit {r.exit_code}" + (f": {first[0][:100]}" if first else "")
    return None


def _norm(s: str | bytes) -> str:
    if isinstance(s, bytes):
        s = s.decode("utf-8", "surrogateescape")
    return s


def _diff_hint(a: str, b: str) -> str:
    al, bl = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(al, bl, strict=False)):
        if x != y:
            return f"line {i + 1}: agentsh={x[:60]!r} bash={y[:60]!r}"
    return f"line count agentsh={len(al)} bash={len(bl)}"


def _finish(res: Result) -> Result:
    if res.agentsh_runs:
        res.agentsh_s = statistics.median(res.agentsh_runs)
    if res.bash_runs:
        res.bash_s = statistics.median(res.bash_runs)
    if res.agentsh_s and res.bash_s and not res.status.startswith("n/a"):
        res.ratio = res.agentsh_s / res.bash_s
    return res


# --------------------------------------------------------------------------- runners


TIMEOUT = [120.0]  # seconds per agentsh run of a "script" workload (set by --timeout)


@dataclass
class _R:
    stdout: str
    stderr: str
    exit_code: int
    limit_exceeded: object = None


def _agentsh_child(files: W.Files, script: str, conn) -> None:
    try:
        b = _make_agentsh(files)
        t = time.perf_counter()
        r = b.run(script)
        dt = time.perf_counter() - t
        conn.send((dt, _R(r.stdout, r.stderr, r.exit_code, getattr(r, "limit_exceeded", None))))
    except BaseException as e:  # report, don't hang the parent
        conn.send((0.0, _R("", f"harness: {type(e).__name__}: {e}", 99)))
    finally:
        conn.close()
        os._exit(0)


def _agentsh_timed(files: W.Files, script: str, timeout: float):
    """Run agentsh in a forked worker (timing is taken in-process around run()).

    agentsh cannot always be interrupted from inside (a command stuck in a
    tight loop ignores Limits.timeout), so the worker is killed on timeout.
    Returns (seconds, result) or None on timeout.
    """
    import multiprocessing as mp

    ctx = mp.get_context("fork")
    rd, wr = ctx.Pipe(duplex=False)
    p = ctx.Process(target=_agentsh_child, args=(files, script, wr))
    p.start()
    wr.close()
    try:
        if rd.poll(timeout):
            out = rd.recv()
            p.join()
            return out
        return None
    except EOFError:
        return 0.0, _R("", f"worker died (exit {p.exitcode})", 99)
    finally:
        if p.is_alive():
            p.kill()
            p.join()


def run_script(w: W.Workload, reps: int, quick: bool) -> Result:
    res = Result(w.name, w.description)
    files = w.files(quick)
    with tempfile.TemporaryDirectory(prefix=f"agentsh-bench-{w.name}-") as td:
        shared = Path(td) / "shared"
        if not w.mutates:
            shared.mkdir()
            _write_tree(shared, files)
        for i in range(reps):
            # agentsh
            got = _agentsh_timed(files, w.script, TIMEOUT[0])
            if got is None:
                bt, cp = _run_bash(w.script, str(shared)) if not w.mutates else (None, None)
                res.status = f"n/a: timeout, agentsh run killed after {TIMEOUT[0]:.0f}s"
                res.extra["timeout_s"] = TIMEOUT[0]
                if bt:
                    res.extra["bash_s"] = bt
                    res.extra["ratio_lower_bound"] = TIMEOUT[0] / bt
                    res.status += f" (ratio > {TIMEOUT[0] / bt:.0f}x)"
                return _finish(res)
            dt, r = got
            fail = _agentsh_failure(r)
            # bash
            if w.mutates:
                cwd = Path(td) / f"rep{i}"
                cwd.mkdir()
                _write_tree(cwd, files)
            else:
                cwd = shared
            bt, cp = _run_bash(w.script, str(cwd))
            if w.mutates:
                shutil.rmtree(cwd, ignore_errors=True)
            if fail:
                res.status = f"n/a: {fail}"
                return _finish(res)
            res.agentsh_runs.append(dt)
            res.bash_runs.append(bt)
            if i == 0 and (r.stdout != _norm(cp.stdout) or r.exit_code != cp.returncode):
                res.status = "mismatch"
                res.detail = _diff_hint(r.stdout, _norm(cp.stdout))
                if r.exit_code != cp.returncode:
                    res.detail += f" (exit agentsh={r.exit_code} bash={cp.returncode})"
    return _finish(res)


def run_session(w: W.Workload, reps: int, quick: bool) -> Result:
    res = Result(w.name, w.description)
    files = w.files(quick)
    failures = []
    with tempfile.TemporaryDirectory(prefix="agentsh-bench-session-") as td:
        for i in range(reps):
            b = _make_agentsh(files)
            outs_a = []
            t = time.perf_counter()
            for c in w.commands:
                r = b.run(c)
                outs_a.append((r.stdout, r.exit_code, r.stderr))
            dt = time.perf_counter() - t
            cwd = Path(td) / f"rep{i}"
            cwd.mkdir()
            _write_tree(cwd, files)
            outs_b = []
            t = time.perf_counter()
            for c in w.commands:
                cp = subprocess.run(["bash", "-c", c], cwd=cwd, env=BASH_ENV, capture_output=True)
                outs_b.append((_norm(cp.stdout), cp.returncode))
            bt = time.perf_counter() - t
            shutil.rmtree(cwd, ignore_errors=True)
            res.agentsh_runs.append(dt)
            res.bash_runs.append(bt)
            if i == 0:
                for c, (ao, ac, ae), (bo, bc) in zip(w.commands, outs_a, outs_b, strict=False):
                    if "command not found" in ae:
                        failures.append(f"{c!r}: {ae.strip()[:80]}")
                    elif ao != bo or ac != bc:
                        failures.append(f"{c!r}: {_diff_hint(ao, bo)} exit {ac}/{bc}")
    if failures:
        res.status = "mismatch"
        res.detail = f"{len(failures)}/{len(w.commands)} commands differ: " + "; ".join(
            failures[:5]
        )
    res.extra["commands"] = len(w.commands)
    return _finish(res)


def run_coldstart(w: W.Workload, reps: int, quick: bool) -> Result:
    res = Result(w.name, w.description)
    src = str(HERE.parent / "src")
    env = dict(os.environ)
    env["PYTHONPATH"] = src + os.pathsep + env.get("PYTHONPATH", "")
    code = "import agentsh; r = agentsh.Bash().run('true'); raise SystemExit(r.exit_code)"
    n = max(reps, 5)
    for _ in range(n):
        t = time.perf_counter()
        cp = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True)
        dt = time.perf_counter() - t
        bt, bcp = _run_bash("true", tempfile.gettempdir())
        if cp.returncode != 0:
            res.status = f"n/a: exit {cp.returncode}: {_norm(cp.stderr).strip().splitlines()[-1:]}"
            return _finish(res)
        res.agentsh_runs.append(dt)
        res.bash_runs.append(bt)
    return _finish(res)


def run_warm(w: W.Workload, reps: int, quick: bool) -> Result:
    from agentsh import Bash

    res = Result(w.name, w.description, unit="s/call")
    b = Bash()
    b.run("true")
    n_a, n_b = 1000, 100
    with tempfile.TemporaryDirectory() as td:
        for _ in range(reps):
            t = time.perf_counter()
            for _ in range(n_a):
                r = b.run(w.script)
            res.agentsh_runs.append((time.perf_counter() - t) / n_a)
            t = time.perf_counter()
            for _ in range(n_b):
                cp = subprocess.run(
                    ["bash", "-c", w.script], cwd=td, env=BASH_ENV, capture_output=True
                )
            res.bash_runs.append((time.perf_counter() - t) / n_b)
            if r.stdout != _norm(cp.stdout):
                res.status = "mismatch"
                res.detail = _diff_hint(r.stdout, _norm(cp.stdout))
    return _finish(res)


_MEM_PIPELINE_CHILD = textwrap.dedent(
    """
    import json, sys, time, tracemalloc
    sys.path.insert(0, {src!r}); sys.path.insert(0, {root!r})
    from benchmarks import workloads as W, _make_agentsh
    data = W.gen_mem_pipeline_input({mb})
    b = _make_agentsh({{"big.txt": data}})
    del data
    tracemalloc.start()
    base, _ = tracemalloc.get_traced_memory()
    t = time.perf_counter()
    r = b.run({script!r})
    dt = time.perf_counter() - t
    cur, peak = tracemalloc.get_traced_memory()
    print(json.dumps({{"peak_extra": peak - base, "time": dt, "stdout": r.stdout,
                      "exit": r.exit_code, "stderr": r.stderr[-300:]}}))
    """
)

_MEM_FILES_CHILD = textwrap.dedent(
    """
    import json, sys, tracemalloc
    sys.path.insert(0, {src!r}); sys.path.insert(0, {root!r})
    from benchmarks import workloads as W, _make_agentsh
    files = W.gen_small_files({n})
    content = sum(len(v) for v in files.values())
    b0 = _make_agentsh({{}})
    tracemalloc.start()
    base, _ = tracemalloc.get_traced_memory()
    b0.write_files({{"/home/user/bench/" + k: v for k, v in files.items()}})
    cur, peak = tracemalloc.get_traced_memory()
    r = b0.run("find f -type f | wc -l")
    print(json.dumps({{"extra": cur - base, "peak": peak - base, "content": content,
                      "count": r.stdout.strip(), "exit": r.exit_code}}))
    """
)

_BASH_RSS_CHILD = textwrap.dedent(
    """
    import resource, subprocess, sys
    subprocess.run(["bash", "-c", sys.argv[1]], cwd=sys.argv[2], stdout=subprocess.DEVNULL,
                   env={env!r})
    print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024)
    """
)


def _py_child(code: str) -> dict:
    cp = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    if cp.returncode != 0:
        raise RuntimeError(
            cp.stderr.strip().splitlines()[-1] if cp.stderr.strip() else f"exit {cp.returncode}"
        )
    return json.loads(cp.stdout.strip().splitlines()[-1])


def run_mem_pipeline(w: W.Workload, reps: int, quick: bool) -> Result:
    res = Result(w.name, w.description, unit="bytes")
    mb = int(w.size_label(quick))
    code = _MEM_PIPELINE_CHILD.format(
        src=str(HERE.parent / "src"), root=str(HERE.parent), mb=mb, script=w.script
    )
    d = _py_child(code)
    with tempfile.TemporaryDirectory() as td:
        Path(td, "big.txt").write_bytes(W.gen_mem_pipeline_input(mb))
        bcode = _BASH_RSS_CHILD.format(env=BASH_ENV)
        rss = int(
            subprocess.run(
                [sys.executable, "-c", bcode, w.script, td], capture_output=True, text=True
            ).stdout
        )
        _, cp = _run_bash(w.script, td)
    res.extra = {
        "input_mb": mb,
        "agentsh_peak_extra_bytes": d["peak_extra"],
        "agentsh_time_s": d["time"],
        "bash_max_child_rss_bytes": rss,
    }
    res.agentsh_s, res.bash_s = float(d["peak_extra"]), float(rss)
    if d["exit"] != 0:
        res.status = f"n/a: exit {d['exit']}: {d['stderr'].strip()[:100]}"
    elif d["stdout"] != _norm(cp.stdout):
        res.status = "mismatch"
        res.detail = _diff_hint(d["stdout"], _norm(cp.stdout))
    res.ratio = res.agentsh_s / res.bash_s if res.bash_s else None
    return res


def run_mem_files(w: W.Workload, reps: int, quick: bool) -> Result:
    res = Result(w.name, w.description, unit="bytes/file")
    n = 200_000
    code = _MEM_FILES_CHILD.format(src=str(HERE.parent / "src"), root=str(HERE.parent), n=n)
    d = _py_child(code)
    per_file = d["extra"] / n
    res.agentsh_s = per_file
    res.extra = {
        "files": n,
        "agentsh_extra_bytes": d["extra"],
        "agentsh_peak_bytes": d["peak"],
        "content_bytes": d["content"],
        "agentsh_bytes_per_file": per_file,
        "content_bytes_per_file": d["content"] / n,
    }
    # Baseline: what the same files cost on the real filesystem (allocated blocks).
    with tempfile.TemporaryDirectory() as td:
        _write_tree(Path(td), W.gen_small_files(n))
        du = subprocess.run(
            ["du", "-sb", "--apparent-size", td], capture_output=True, text=True
        ).stdout.split()[0]
        dk = subprocess.run(["du", "-sk", td], capture_output=True, text=True).stdout.split()[0]
    res.bash_s = int(dk) * 1024 / n
    res.extra["disk_bytes_per_file"] = res.bash_s
    res.extra["disk_apparent_bytes_per_file"] = int(du) / n
    if str(d["count"]) != str(n):
        res.status = "mismatch"
        res.detail = f"find counted {d['count']}"
    res.ratio = res.agentsh_s / res.bash_s
    return res


RUNNERS = {
    "script": run_script,
    "session": run_session,
    "coldstart": run_coldstart,
    "warm": run_warm,
    "mem_pipeline": run_mem_pipeline,
    "mem_files": run_mem_files,
}
MEMORY_KINDS = {"mem_pipeline", "mem_files"}


# --------------------------------------------------------------------------- report


def machine_info() -> dict:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    bash_v = subprocess.run(
        ["bash", "--version"], capture_output=True, text=True
    ).stdout.splitlines()[0]
    try:
        mem = next(
            x for x in Path("/proc/meminfo").read_text().splitlines() if x.startswith("MemTotal")
        )
        mem = mem.split(":", 1)[1].strip()
    except (OSError, StopIteration):
        mem = "unknown"
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory": mem,
        "python": sys.version.split()[0],
        "python_impl": platform.python_implementation(),
        "bash": bash_v,
        "platform": platform.platform(),
        "date": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
    }


def _fmt_r(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v:.2f}x" if v < 10 else f"{v:.1f}x"


def _fmt_t(v: float | None, unit: str) -> str:
    if v is None:
        return "-"
    if unit in ("bytes",):
        return f"{v / 2**20:.1f} MiB"
    if unit == "bytes/file":
        return f"{v:.0f} B"
    if v < 1e-3:
        return f"{v * 1e6:.0f} µs"
    if v < 1:
        return f"{v * 1e3:.1f} ms"
    return f"{v:.2f} s"


def table(results: list[Result]) -> str:
    head = f"| {'workload':<14} | {'agentsh':>10} | {'bash':>10} | {'ratio':>8} | status"
    lines = [head, "|" + "-" * 16 + "|" + "-" * 12 + "|" + "-" * 12 + "|" + "-" * 10 + "|--------"]
    for r in results:
        ratio = _fmt_r(r.ratio)
        status = r.status + (f" ({r.detail})" if r.detail else "")
        lines.append(
            f"| {r.name:<14} | {_fmt_t(r.agentsh_s, r.unit):>10} | {_fmt_t(r.bash_s, r.unit):>10} | {ratio:>8} | {status}"
        )
    return "\n".join(lines)


def geomean(results: list[Result], kinds: dict[str, str]) -> float | None:
    rs = [
        r.ratio
        for r in results
        if r.ratio and kinds[r.name] not in MEMORY_KINDS and not r.status.startswith("n/a")
    ]
    if not rs:
        return None
    return math.exp(sum(math.log(x) for x in rs) / len(rs))


def chart(results: list[Result], kinds: dict[str, str], gm: float | None, path: Path) -> str | None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "matplotlib not installed; chart skipped"
    rs = [r for r in results if r.ratio is not None and kinds[r.name] not in MEMORY_KINDS]
    if not rs:
        return "no ratios to plot"
    fig, ax = plt.subplots(figsize=(10, 5))
    colors = ["tab:red" if r.status == "mismatch" else "tab:blue" for r in rs]
    ax.bar([r.name for r in rs], [r.ratio for r in rs], color=colors)
    ax.set_yscale("log")
    ax.axhline(1.0, color="black", linewidth=0.8)
    if gm:
        ax.axhline(gm, color="tab:orange", linestyle="--", label=f"geomean {gm:.1f}x")
        ax.legend()
    ax.set_ylabel("agentsh time / bash time (log)")
    ax.set_title("agentsh vs GNU bash (red = output mismatch)")
    for i, r in enumerate(rs):
        ax.text(i, r.ratio, _fmt_r(r.ratio), ha="center", va="bottom", fontsize=8)
    plt.xticks(rotation=35, ha="right")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return None


def profile(name: str, quick: bool, top: int = 15) -> None:
    """Run one workload's agentsh side once under cProfile and print the top lines."""
    import cProfile
    import io
    import pstats

    w = next(x for x in W.build(quick) if x.name == name)
    b = _make_agentsh(w.files(quick))
    pr = cProfile.Profile()
    if w.kind == "session":
        pr.enable()
        for c in w.commands:
            b.run(c)
        pr.disable()
    else:
        pr.enable()
        b.run(w.script or "true")
        pr.disable()
    s = io.StringIO()
    pstats.Stats(pr, stream=s).sort_stats("cumulative").print_stats(top)
    print(s.getvalue())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.splitlines()[0])
    ap.add_argument(
        "--quick", action="store_true", help="2 repetitions, smaller jq/tar/memory inputs"
    )
    ap.add_argument("--only", help="comma-separated workload names")
    ap.add_argument("--reps", type=int, help="repetitions (default 5, --quick 2)")
    ap.add_argument(
        "--profile", metavar="NAME", help="cProfile the agentsh side of one workload and exit"
    )
    ap.add_argument(
        "--timeout",
        type=float,
        help="kill an agentsh script run after N seconds (default 600, --quick 90)",
    )
    ap.add_argument("--list", action="store_true", help="list workloads and exit")
    ap.add_argument("--out", default=str(RESULTS), help="results directory")
    a = ap.parse_args(argv)

    src = HERE.parent / "src"
    if src.is_dir() and str(src) not in sys.path:
        sys.path.insert(0, str(src))

    all_w = W.build(a.quick)
    if a.list:
        for w in all_w:
            print(f"{w.name:<15} {w.description}")
        return 0
    if a.profile:
        profile(a.profile, a.quick)
        return 0
    if a.only:
        names = set(a.only.split(","))
        unknown = names - {w.name for w in all_w}
        if unknown:
            ap.error(f"unknown workload(s): {', '.join(sorted(unknown))}")
        all_w = [w for w in all_w if w.name in names]
    reps = a.reps or (2 if a.quick else 5)
    TIMEOUT[0] = a.timeout or (90.0 if a.quick else 600.0)
    kinds = {w.name: w.kind for w in all_w}

    info = machine_info()
    print(f"# {info['cpu']} ({info['cores']} cores), Python {info['python']}, {info['bash']}")
    print(f"# mode={'quick' if a.quick else 'full'} reps={reps}\n", flush=True)
    results: list[Result] = []
    t_all = time.perf_counter()
    for w in all_w:
        print(f"- {w.name} ...", end=" ", flush=True)
        t0 = time.perf_counter()
        try:
            r = RUNNERS[w.kind](w, reps, a.quick)
        except Exception as e:  # never crash the suite
            r = Result(
                w.name, w.description, status=f"n/a: harness error: {type(e).__name__}: {e}"[:200]
            )
            traceback.print_exc(limit=3)
        results.append(r)
        ratio = _fmt_r(r.ratio)
        print(f"{ratio} {r.status} [{time.perf_counter() - t0:.1f}s]", flush=True)

    gm = geomean(results, kinds)
    print()
    print(table(results))
    print(
        f"\ngeomean agentsh/bash (time workloads, excluding n/a): {gm:.2f}x"
        if gm
        else "\ngeomean: n/a"
    )
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    doc = {
        "machine": info,
        "command": "python -m benchmarks"
        + (" --quick" if a.quick else "")
        + (f" --only {a.only}" if a.only else ""),
        "mode": "quick" if a.quick else "full",
        "repetitions": reps,
        "agentsh_timeout_s": TIMEOUT[0],
        "total_seconds": round(time.perf_counter() - t_all, 1),
        "geomean_ratio": gm,
        "geomean_note": "time workloads only; memory workloads and n/a excluded; mismatches included",
        "mismatches": [r.name for r in results if r.status == "mismatch"],
        "results": [
            {
                "name": r.name,
                "kind": kinds[r.name],
                "description": r.description,
                "status": r.status,
                "detail": r.detail,
                "unit": r.unit,
                "agentsh_median": r.agentsh_s,
                "bash_median": r.bash_s,
                "ratio": r.ratio,
                "agentsh_runs": r.agentsh_runs,
                "bash_runs": r.bash_runs,
                "extra": r.extra,
            }
            for r in results
        ],
    }
    (out / "latest.json").write_text(json.dumps(doc, indent=2) + "\n")
    note = chart(results, kinds, gm, out / "latest.png")
    print(f"wrote {out / 'latest.json'}" + (f"; {note}" if note else f", {out / 'latest.png'}"))
    return 0
