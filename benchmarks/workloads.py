"""Workload definitions for the agentsh benchmark suite.

Every input is generated deterministically from a fixed seed, so agentsh's
in-memory VFS and real bash's temp directory get byte-identical files.
Generation time is never part of a measurement.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field

Files = dict[str, bytes]  # relative path -> content

GROUPS = {
    "startup": "process start, warm per-call cost, agent session of small commands",
    "core": "interpreter-bound scripts (loops, expansions, functions, builtins)",
    "text": "text tools over big inputs (sort, grep, sed, awk, cut, tr, head/tail, find/xargs)",
    "data": "jq and tar",
    "memory": "agentsh memory metrics (pipeline copies, VFS bytes per file)",
}

WORDS = (
    "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi "
    "omicron pi rho sigma tau upsilon phi chi psi omega error warning info debug "
    "request response handler server client cache token user session config"
).split()


@dataclass
class Workload:
    name: str
    kind: str  # "script" | "coldstart" | "warm" | "session" | "mem_pipeline" | "mem_files"
    description: str
    script: str = ""
    files: Callable[[bool], Files] = lambda quick: {}
    mutates: bool = False  # needs a fresh file tree for every repetition
    group: str = "core"  # startup | core | text | data | memory (see GROUPS)
    commands: list[str] = field(default_factory=list)  # for kind == "session"
    size_label: Callable[[bool], str] = lambda quick: ""


# --------------------------------------------------------------------------- data


def gen_lines(n: int, seed: int) -> bytes:
    r = random.Random(seed)
    return "".join(
        f"{r.choice(WORDS)} {r.randint(0, 99999)} {r.choice(WORDS)}\n" for _ in range(n)
    ).encode()


def gen_access_log(n: int, seed: int = 11) -> bytes:
    r = random.Random(seed)
    methods = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]
    paths = [f"/api/{w}" for w in WORDS[:20]] + ["/", "/health", "/login", "/static/app.js"]
    statuses = [200] * 12 + [201, 204, 301, 304, 400, 401, 403, 404, 404, 500, 502, 503]
    out = []
    for i in range(n):
        ip = f"10.{r.randint(0, 3)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        out.append(
            f"{ip} {r.choice(methods)} {r.choice(paths)} {r.choice(statuses)} "
            f"{r.randint(100, 99999)} t={i % 86400}\n"
        )
    return "".join(out).encode()


def gen_sort_input(n: int, seed: int = 12) -> bytes:
    r = random.Random(seed)
    letters = "abcdefghijklmnopqrstuvwxyz"
    pool = "".join(r.choices(letters, k=n * 12))
    lens = r.choices(range(3, 13), k=n)
    nums = r.choices(range(10**6 + 1), k=n)
    out, pos = [], 0
    for ln, num in zip(lens, nums, strict=False):
        out.append(f"{pool[pos : pos + ln]} {num}\n")
        pos += ln
    return "".join(out).encode()


def gen_tree(n_files: int, seed: int = 13) -> Files:
    r = random.Random(seed)
    files: Files = {}
    for i in range(n_files):
        d = f"src/pkg{i % 50:02d}/mod{(i // 50) % 10}"
        lines = []
        for j in range(r.randint(10, 40)):
            w = r.choice(WORDS)
            if r.random() < 0.02:
                lines.append(f"    # TODO: fix {w} handling ({j})")
            else:
                lines.append(f"    {w}_{j} = compute({r.choice(WORDS)!r}, {r.randint(0, 999)})")
        files[f"{d}/file{i:05d}.py"] = ("def f():\n" + "\n".join(lines) + "\n").encode()
    return files


def gen_json(target_bytes: int, seed: int = 14) -> bytes:
    r = random.Random(seed)
    items = []
    size = 2
    i = 0
    while size < target_bytes:
        obj = {
            "name": f"{r.choice(WORDS)}-{i}",
            "x": r.randint(0, 9),
            "tags": [r.choice(WORDS) for _ in range(r.randint(0, 4))],
            "meta": {"score": round(r.random() * 100, 3), "ok": r.random() < 0.5},
        }
        s = json.dumps(obj)
        items.append(s)
        size += len(s) + 1
        i += 1
    return ("[" + ",\n".join(items) + "]\n").encode()


def gen_tar_tree(total_bytes: int, seed: int = 15) -> Files:
    r = random.Random(seed)
    files: Files = {}
    per_file = 256 * 1024
    n = max(1, total_bytes // per_file)
    for i in range(n):
        # Text-like and partly compressible, like real source trees / logs.
        chunk = []
        size = 0
        while size < per_file:
            line = " ".join(r.choice(WORDS) for _ in range(8)) + f" {r.getrandbits(48):x}\n"
            chunk.append(line)
            size += len(line)
        files[f"data/d{i % 8}/blob{i:04d}.txt"] = "".join(chunk).encode()
    return files


def gen_repo(seed: int = 16) -> Files:
    """A small seeded 'project' for the agent-session workload."""
    r = random.Random(seed)
    files: Files = {}
    for i in range(12):
        body = ["import os", "import json", ""]
        for j in range(r.randint(20, 60)):
            w = r.choice(WORDS)
            if r.random() < 0.1:
                body.append(f"# TODO: {w} cleanup")
            body.append(f"def {w}_{j}(x):\n    return x * {r.randint(1, 9)}  # {r.choice(WORDS)}")
        files[f"repo/src/module{i:02d}.py"] = ("\n".join(body) + "\n").encode()
    for i in range(5):
        files[f"repo/tests/test_module{i:02d}.py"] = (
            f"from src.module{i:02d} import *\n\ndef test_{i}():\n    assert True\n"
        ).encode()
    files["repo/README.md"] = b"# Demo project\n\nSome words about the project.\nVersion: 1.2.3\n"
    files["repo/config.json"] = (
        json.dumps(
            {
                "name": "demo",
                "version": "1.2.3",
                "deps": {w: f"{r.randint(0, 9)}.{r.randint(0, 20)}" for w in WORDS[:8]},
                "services": [
                    {"name": w, "port": 8000 + k, "enabled": k % 2 == 0}
                    for k, w in enumerate(WORDS[8:16])
                ],
            },
            indent=2,
        ).encode()
        + b"\n"
    )
    files["repo/data/users.csv"] = (
        "id,name,role,age\n"
        + "".join(
            f"{k},{r.choice(WORDS)},{r.choice(['admin', 'dev', 'ops'])},{r.randint(18, 70)}\n"
            for k in range(300)
        )
    ).encode()
    files["repo/logs/app.log"] = gen_access_log(2000, seed=17)
    return files


SESSION_COMMANDS = [
    "ls",
    "ls -la repo | wc -l",
    "ls repo/src",
    "cat repo/README.md",
    "head -20 repo/src/module00.py",
    "wc -l repo/src/*.py",
    "grep -rn TODO repo/src | sort | head -20",
    "grep -rn 'import json' repo | wc -l",
    "grep -c def repo/src/module03.py",
    "find repo -name '*.py' | sort",
    "find repo -type f | wc -l",
    "cat repo/config.json",
    "jq '.name' repo/config.json",
    "jq -r '.deps | keys[]' repo/config.json",
    "jq '.services[] | select(.enabled) | .port' repo/config.json",
    "sed -n '1,5p' repo/src/module01.py",
    "sed -i 's/import os/import os, sys/' repo/src/module01.py",
    "head -3 repo/src/module01.py",
    "sed -i 's/Version: 1.2.3/Version: 1.2.4/' repo/README.md",
    "grep Version repo/README.md",
    "cut -d, -f3 repo/data/users.csv | sort | uniq -c",
    "awk -F, 'NR>1 {s+=$4} END {print s/(NR-1)}' repo/data/users.csv",
    "sort -t, -k4 -n repo/data/users.csv | tail -3",
    "head -5 repo/logs/app.log",
    "awk '{print $4}' repo/logs/app.log | sort | uniq -c | sort -rn | head -5",
    "grep -c ' 500 ' repo/logs/app.log",
    "tail -n 3 repo/logs/app.log",
    "wc -c repo/logs/app.log",
    "mkdir -p repo/build && echo ok",
    "echo 'print(1)' > repo/build/out.py && cat repo/build/out.py",
    "cp repo/README.md repo/build/ && ls repo/build",
    "mv repo/build/out.py repo/build/main.py && ls repo/build",
    "rm -r repo/build && ls repo",
    "grep -rln 'def alpha' repo/src | sort",
    "grep -rn 'return x \\* 9' repo/src | sort | head -5",
    "cat repo/tests/test_module02.py",
    "wc -w repo/README.md",
    "sort repo/data/users.csv | head -3",
    "cut -d, -f2 repo/data/users.csv | sort -u | wc -l",
    "find repo/src -name 'module0*' | sort | head -3",
    "echo $((3 * 7 + 2))",
    'for f in repo/tests/*.py; do echo "$f"; done',
    "test -f repo/README.md && echo exists",
    "printf '%s\\n' c b a | sort",
    "basename repo/src/module05.py .py",
    "dirname repo/src/module05.py",
    "tr a-z A-Z < repo/README.md | head -2",
    "grep -o 'def [a-z]*' repo/src/module04.py | sort | uniq -c | sort -rn | head -3",
    "diff repo/tests/test_module00.py repo/tests/test_module01.py; echo rc=$?",
    "git --version >/dev/null 2>&1; echo done",
]


# --------------------------------------------------------------------------- workloads


def build(quick: bool) -> list[Workload]:
    ws: list[Workload] = []
    ws.append(
        Workload(
            "cold_start",
            "coldstart",
            "python -c 'import agentsh; agentsh.Bash().run(\"true\")' vs bash -c true (process spawn)",
        )
    )
    ws.append(
        Workload(
            "warm_tiny",
            "warm",
            "run('echo hello') per call (1000 calls) vs bash -c spawn per call (100 calls); per-call time",
            script="echo hello",
        )
    )
    ws.append(
        Workload(
            "agent_session",
            "session",
            f"{len(SESSION_COMMANDS)} typical small agent commands, one run()/spawn each",
            files=lambda q: gen_repo(),
            mutates=True,
            commands=SESSION_COMMANDS,
        )
    )
    ws.append(
        Workload(
            "arith_loop",
            "script",
            "for ((i=0;i<20000;i++)) arithmetic loop",
            script="x=0; for ((i=0;i<20000;i++)); do x=$((x+i*2%7)); done; echo $x",
        )
    )
    ws.append(
        Workload(
            "fib_subst",
            "script",
            "recursive fib 12 via $(...) command substitution",
            script=(
                "fib() { local n=$1; if (( n < 2 )); then echo $n; return; fi\n"
                "  local a b; a=$(fib $((n-1))); b=$(fib $((n-2))); echo $((a+b)); }\n"
                "fib 12\n"
            ),
        )
    )
    ws.append(
        Workload(
            "while_read",
            "script",
            "while IFS= read -r over 20,000 lines",
            script=(
                "n=0; s=0; while IFS= read -r line; do n=$((n+1)); s=$((s+${#line})); "
                "set -- $line; last=$3; done < lines.txt; echo $n $s $last"
            ),
            files=lambda q: {"lines.txt": gen_lines(20_000, 1)},
        )
    )
    ws.append(
        Workload(
            "string_array",
            "script",
            "3,000 iterations of parameter expansions + array appends",
            script=(
                "arr=(); s='The quick brown fox jumps over the lazy dog'\n"
                "for ((i=0;i<3000;i++)); do\n"
                "  t=${s//o/0}; u=${t^^}; v=${s#* }; w=${s%% *}; l=${#v}\n"
                '  arr+=("${w}-${l}-${u:4:5}-$i")\n'
                "done\n"
                'echo ${#arr[@]} ${arr[0]} ${arr[2999]} "${arr[*]:10:3}"\n'
            ),
        )
    )
    ws.append(
        Workload(
            "text_pipeline",
            "script",
            "awk/sort|uniq -c|sort -rn/grep -c/sed/cut over 200,000 log lines",
            script=(
                "awk '{c[$2]++; b[$2]+=$5} END {for (k in c) print k, c[k], b[k]}' access.log | sort\n"
                "cut -d' ' -f3 access.log | sort | uniq -c | sort -rn | head -5\n"
                "grep -c ' 404 ' access.log\n"
                "grep -c -E ' 50[0-9] ' access.log\n"
                "sed -e 's/GET/get/g' -e 's/ t=[0-9]*$//' access.log | tail -3\n"
                "sed -n 's/^10\\.0\\.\\([0-9]*\\)\\..*/\\1/p' access.log | wc -l\n"
                "cut -d' ' -f1,4 access.log | sort -u | wc -l\n"
            ),
            files=lambda q: {"access.log": gen_access_log(200_000)},
        )
    )
    ws.append(
        Workload(
            "sort_1m",
            "script",
            "sort of 1,000,000 lines",
            script="sort big.txt > sorted.txt; head -3 sorted.txt; tail -3 sorted.txt; wc -l < sorted.txt; sort -k2,2n -u big.txt | wc -l",
            files=lambda q: {"big.txt": gen_sort_input(1_000_000)},
        )
    )
    ws.append(
        Workload(
            "grep_tree",
            "script",
            "grep -rn over a tree of 5,000 files",
            script="grep -rn TODO src | sort | tail -3; grep -rn TODO src | wc -l; grep -rlw gamma src | wc -l",
            files=lambda q: gen_tree(5_000),
        )
    )
    jq_mb = 5 if quick else 50
    ws.append(
        Workload(
            "jq_select",
            "script",
            f"jq '.[] | select(.x > 3) | .name' over {jq_mb} MB JSON",
            script="jq '.[] | select(.x > 3) | .name' data.json > out.txt; wc -l < out.txt; head -3 out.txt; tail -2 out.txt",
            files=lambda q: {"data.json": gen_json((5 if q else 50) * 1024 * 1024)},
        )
    )
    tar_mb = 5 if quick else 50
    ws.append(
        Workload(
            "tar_gz",
            "script",
            f"tar czf + tar xzf of {tar_mb} MB",
            script=(
                "tar czf a.tgz data && mkdir out && tar xzf a.tgz -C out && "
                "find out -type f | wc -l && diff -r data out/data && echo identical"
            ),
            files=lambda q: gen_tar_tree((5 if q else 50) * 1024 * 1024),
            mutates=True,
        )
    )
    mem_mb = 20 if quick else 200
    ws.append(
        Workload(
            "mem_pipeline",
            "mem_pipeline",
            f"peak extra memory of cat {mem_mb}MB | grep x | head -1",
            script="cat big.txt | grep x | head -1",
            size_label=lambda q: str(20 if q else 200),
        )
    )
    ws.append(
        Workload(
            "mem_files",
            "mem_files",
            "VFS overhead bytes per file for 200,000 small files (agentsh only)",
        )
    )
    ws += extra_workloads()
    for w in ws:
        w.group = _GROUP_OF.get(w.name, w.group)
    order = list(GROUPS)
    return sorted(ws, key=lambda w: order.index(w.group))


_GROUP_OF = {
    "cold_start": "startup",
    "warm_tiny": "startup",
    "agent_session": "startup",
    "text_pipeline": "text",
    "sort_1m": "text",
    "grep_tree": "text",
    "jq_select": "data",
    "tar_gz": "data",
    "mem_pipeline": "memory",
    "mem_files": "memory",
}


def gen_words(n: int, seed: int = 21) -> bytes:
    """`n` words, 8 per line, drawn from WORDS plus a long tail of rarer ones."""
    r = random.Random(seed)
    tail = [f"{w}{k}" for w in WORDS[:10] for k in range(20)]
    ws = [r.choice(WORDS) if r.random() < 0.8 else r.choice(tail) for _ in range(n)]
    return "".join(" ".join(ws[i : i + 8]) + "\n" for i in range(0, n, 8)).encode()


def gen_csv(n: int, seed: int = 22) -> bytes:
    r = random.Random(seed)
    return "".join(
        f"{i},{r.choice(WORDS)},{r.randint(0, 999)},{r.choice(['ok', 'fail', 'skip'])},"
        f"{r.randint(1, 9)}.{r.randint(0, 99):02d}\n"
        for i in range(n)
    ).encode()


def extra_workloads() -> list[Workload]:
    """More workloads of the same kinds, so that no optimisation is tuned to one script."""
    core = [
        Workload(
            "func_calls",
            "script",
            "5,000 calls of a small function with local (no substitution)",
            script=(
                "f() { local a=$1 b=$2 t; t=$((a * b + 1)); r=$((t % 1000)); }\n"
                "s=0; for ((i = 0; i < 5000; i++)); do f $i 3; s=$((s + r)); done; echo $s\n"
            ),
        ),
        Workload(
            "case_dispatch",
            "script",
            "case dispatch (glob and | patterns) over 10,000 words",
            script=(
                "a=0 b=0 c=0 d=0; i=0\n"
                "for w in $(< words.txt); do\n"
                "  case $w in\n"
                "    alpha|beta|gamma) a=$((a + 1)) ;;\n"
                "    *[0-9]) b=$((b + 1)) ;;\n"
                "    e*|*on) c=$((c + 1)) ;;\n"
                "    *) d=$((d + 1)) ;;\n"
                "  esac\n"
                "  i=$((i + 1)); (( i >= 10000 )) && break\n"
                "done; echo $a $b $c $d $i\n"
            ),
            files=lambda q: {"words.txt": gen_words(12_000)},
        ),
        Workload(
            "cond_regex",
            "script",
            "[[ == glob ]] and [[ =~ ]] with BASH_REMATCH over 6,000 strings",
            script=(
                "n=0 m=0 s=0\n"
                "for ((i = 0; i < 6000; i++)); do\n"
                '  w="item${i}x$((i % 17))"\n'
                "  [[ $w == *7* ]] && n=$((n + 1))\n"
                "  if [[ $w =~ ^item([0-9]+)x([0-9]+)$ ]]; then\n"
                "    s=$((s + BASH_REMATCH[2])); [[ ${BASH_REMATCH[1]} < 3 ]] && m=$((m + 1))\n"
                "  fi\n"
                "done; echo $n $m $s\n"
            ),
        ),
        Workload(
            "printf_build",
            "script",
            "printf -v formatting and string concatenation, 4,000 iterations",
            script=(
                "out=; words=(alpha beta gamma delta epsilon)\n"
                "for ((i = 0; i < 4000; i++)); do\n"
                "  printf -v cell '%05d:%-8s|%x' $i ${words[i % 5]} $((i * 7))\n"
                '  out+="$cell;"\n'
                "done\n"
                "echo ${#out} ${out:0:60} ${out: -30}\n"
                "printf '%s=%d\\n' a 1 b 2 c 3\n"
            ),
        ),
        Workload(
            "read_split",
            "script",
            "IFS=, read -r -a fields over 10,000 CSV lines, plus IFS=: read of a here-string",
            script=(
                "s=0 ok=0 n=0\n"
                "while IFS=, read -r -a f; do\n"
                "  s=$((s + f[2])); [[ ${f[3]} == ok ]] && ok=$((ok + 1)); n=$((n + 1))\n"
                "done < data.csv\n"
                "IFS=: read -r u x uid rest <<< 'root:x:0:0:root:/root:/bin/bash'\n"
                "echo $n $s $ok $u $uid $rest\n"
            ),
            files=lambda q: {"data.csv": gen_csv(10_000)},
        ),
        Workload(
            "param_fields",
            "script",
            "while read + ${x%% *} / ${x#* } field cutting over 8,000 log lines",
            script=(
                "n=0 bytes=0 posts=0\n"
                "while read -r line; do\n"
                "  ip=${line%% *}; rest=${line#* }; method=${rest%% *}; rest=${rest#* }\n"
                "  path=${rest%% *}; rest=${rest#* }; status=${rest%% *}; rest=${rest#* }\n"
                "  size=${rest%% *}\n"
                "  [[ $method == POST ]] && posts=$((posts + 1))\n"
                "  bytes=$((bytes + size)); n=$((n + 1)); last=${ip##*.}/${path#/}\n"
                "done < access.log\n"
                "echo $n $bytes $posts $last\n"
            ),
            files=lambda q: {"access.log": gen_access_log(8_000, seed=23)},
        ),
        Workload(
            "assoc_count",
            "script",
            "word frequency with an associative array over 20,000 words (pure bash)",
            script=(
                "declare -A c\n"
                'while read -r -a ws; do for w in "${ws[@]}"; do c[$w]=$((${c[$w]:-0} + 1)); '
                "done; done < words.txt\n"
                'for k in "${!c[@]}"; do echo "${c[$k]} $k"; done | sort -rn | head -5\n'
                "echo ${#c[@]}\n"
            ),
            files=lambda q: {"words.txt": gen_words(20_000, seed=24)},
        ),
        Workload(
            "nested_arith",
            "script",
            "nested for loops with (( )) tests, 150x150",
            script=(
                "c=0 s=0\n"
                "for ((i = 0; i < 150; i++)); do\n"
                "  for ((j = 0; j < 150; j++)); do\n"
                "    if (( (i * j) % 7 == 0 )); then c=$((c + 1)); else (( s += i ^ j )); fi\n"
                "  done\n"
                "done; echo $c $s\n"
            ),
        ),
        Workload(
            "heredoc_gen",
            "script",
            "300 here-documents with expansions appended to a file, then wc/tail",
            script=(
                "for ((i = 0; i < 300; i++)); do\n"
                "  cat <<EOF >> gen.txt\n"
                "[section $i]\n"
                "name = item-$((i * 3))\n"
                "path = /srv/${i}/data\n"
                "EOF\n"
                "done\n"
                "wc -l < gen.txt; tail -3 gen.txt\n"
            ),
            mutates=True,  # writes gen.txt: every engine needs a fresh tree
        ),
        Workload(
            "subst_builtin",
            "script",
            "x=$(echo $i) command substitution of a builtin, 2,000 times",
            script=(
                "s=0; for ((i = 0; i < 2000; i++)); do x=$(echo $i); s=$((s + x)); done\n"
                "y=$(printf '%s-' a b c); echo $s $y\n"
            ),
        ),
    ]
    text = [
        Workload(
            "find_xargs_sed",
            "script",
            "find | xargs grep -l, then find -print0 | xargs -0 sed -i over 2,000 files",
            script=(
                "find src -name '*.py' | xargs grep -l TODO | sort | tail -2\n"
                "find src -name '*.py' -print0 | xargs -0 sed -i 's/compute(/calc(/g'\n"
                "grep -rc 'calc(' src | awk -F: '{s += $2} END {print s}'\n"
                "grep -rl 'compute(' src | wc -l\n"
            ),
            files=lambda q: gen_tree(2_000, seed=25),
            mutates=True,
        ),
        Workload(
            "sort_uniq_tr",
            "script",
            "tr | sort | uniq -c | sort -rn, sort -n, wc over ~100,000 lines",
            script=(
                "tr 'a-z' 'A-Z' < words.txt | tr -s ' ' '\\n' | sort | uniq -c | sort -rn | head -5\n"
                "cut -d' ' -f2 lines.txt | sort -n | uniq | tail -3\n"
                "sort -k3,3 -k2,2n lines.txt | head -3\n"
                "tr -d 'aeiou' < lines.txt | wc -lwc\n"
            ),
            files=lambda q: {
                "words.txt": gen_words(100_000, seed=26),
                "lines.txt": gen_lines(100_000, 27),
            },
        ),
        Workload(
            "awk_fields",
            "script",
            "awk field math (sums, averages, printf, arrays) over 100,000 log lines",
            script=(
                'awk \'{n[$4]++; s[$4] += $5} END {for (k in n) printf "%s %d %.2f\\n", '
                "k, n[k], s[k] / n[k]}' access.log | sort\n"
                "awk '$2 == \"POST\" && $5 > 50000 {c++; t += $5} END {print c, t, t / c}' access.log\n"
                "awk -F'[ .]' '{a[$2] += $NF ~ /t=/ ? 1 : 0} END {for (k in a) print k, a[k]}' "
                "access.log | sort -n\n"
            ),
            files=lambda q: {"access.log": gen_access_log(100_000, seed=28)},
        ),
        Workload(
            "head_tail",
            "script",
            "head/tail -n/-c on a 500,000-line file",
            script=(
                "head -n 250000 big.txt | tail -n 2\n"
                "tail -n 3 big.txt; tail -n +499998 big.txt\n"
                "head -c 100000 big.txt | wc -l; tail -c 64 big.txt\n"
                "head -n -499997 big.txt | tail -1\n"
            ),
            files=lambda q: {"big.txt": gen_sort_input(500_000, seed=29)},
        ),
    ]
    for w in text:
        w.group = "text"
    return core + text


def gen_mem_pipeline_input(mb: int) -> bytes:
    """`mb` MB of lines with no 'x', except one line halfway through."""
    line = b"abcdefghijklmnopqrstuvw 0123456789 the quick brown fog jumps\n"
    n = mb * 1024 * 1024 // len(line)
    half = n // 2
    return line * half + b"here is an x marks the spot\n" + line * (n - half)


def gen_small_files(n: int = 200_000) -> Files:
    return {
        f"f/d{i % 200:03d}/file{i:06d}.txt": f"content of file {i}\n".encode() for i in range(n)
    }
