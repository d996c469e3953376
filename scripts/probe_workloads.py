"""Probe: workloads of the same kinds as the suite's, not in it (hidden-workload practice).

Each is timed like a suite workload (``benchmarks.run_script``: agentsh in a forked worker,
``bash -c`` in a temp dir with the same files, 3 repetitions, outputs compared) and printed
as one line: status, medians, ratio to bash (and just-bash's median with ``--jb``). Not part
of the suite or of the tests: a quick way to find where agentsh is far from bash (or behind a
peer) before a hidden workload does. Names on the command line select workloads.

    python scripts/probe_workloads.py [--jb] [--heavy] [NAME ...]
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import benchmarks as B  # noqa: E402
from benchmarks import peer_engines as PE  # noqa: E402
from benchmarks import workloads as W  # noqa: E402


def gen_json_arr(n, seed=31):
    import random

    r = random.Random(seed)
    return json.dumps(
        [
            {
                "id": i,
                "name": r.choice(W.WORDS),
                "v": r.randint(0, 1000),
                "tags": r.sample(W.WORDS, 2),
                "ok": r.random() < 0.5,
            }
            for i in range(n)
        ]
    ).encode()


P = [
    (
        "while_arith",
        "i=0 s=0; while (( i < 20000 )); do (( i++ )); (( s += i % 3 )); done; echo $i $s",
        {},
    ),
    ("seq_for", "s=0; for i in $(seq 1 20000); do s=$((s+i)); done; echo $s", {}),
    (
        "let_loop",
        "x=0; for ((i=0;i<10000;i++)); do let 'x += i * 3' 'x %= 100003'; done; echo $x",
        {},
    ),
    ("brace_for", "s=0; for i in {1..20000}; do ((s+=i&7)); done; echo $s", {}),
    (
        "read_upper",
        'while IFS= read -r line; do echo "${line^^}"; done < f.txt | tail -2',
        {"f.txt": W.gen_lines(20000, 41)},
    ),
    (
        "read_count",
        "c=0; while read -r a b c2; do [[ $a == error ]] && ((c++)); done < f.txt; echo $c",
        {"f.txt": W.gen_lines(20000, 42)},
    ),
    (
        "read_printf",
        'while read -r a n b; do printf "%s:%06d\\n" "$b" "$n"; done < f.txt | tail -2',
        {"f.txt": W.gen_lines(20000, 43)},
    ),
    ("str_concat", 's=; for i in {1..10000}; do s+="x$i,"; done; echo ${#s} ${s: -20}', {}),
    (
        "str_replace",
        's=$(printf "%s " {1..2000}); for i in {1..300}; do t=${s//1/one}; u=${t^^}; done; echo ${#t} ${#u} ${u:0:30}',
        {},
    ),
    (
        "str_chars",
        "s=abcdefghijklmnopqrstuvwxyz0123456789; n=0; for ((k=0;k<300;k++)); do for ((i=0;i<${#s};i++)); do c=${s:i:1}; [[ $c == [aeiou] ]] && ((n++)); done; done; echo $n",
        {},
    ),
    (
        "arr_append",
        'a=(); for ((i=0;i<20000;i++)); do a+=($((i*i%1000))); done; echo ${#a[@]} ${a[@]: -3}; s=0; for v in "${a[@]}"; do ((s+=v)); done; echo $s',
        {},
    ),
    (
        "arr_index",
        "a=($(seq 0 999)); s=0; for ((r=0;r<20;r++)); do for ((i=0;i<1000;i++)); do ((s+=a[i]*r)); done; done; echo $s",
        {},
    ),
    (
        "assoc_set",
        "declare -A m; for ((i=0;i<10000;i++)); do m[k$((i%500))]+=x; done; echo ${#m[@]} ${#m[k7]}",
        {},
    ),
    (
        "func_rec",
        "fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }; for i in {1..30}; do fact 15 >/dev/null; done; fact 20",
        {},
    ),
    (
        "func_ret",
        "isodd() { (( $1 % 2 )); }; c=0; for ((i=0;i<10000;i++)); do isodd $i && ((c++)); done; echo $c",
        {},
    ),
    (
        "grep_variants",
        "grep -c -i ERROR f.txt; grep -v alpha f.txt | wc -l; grep -E 'beta [0-9]+ (gamma|delta)' f.txt | tail -1; grep -o '[0-9]\\{5\\}' f.txt | sort -u | wc -l",
        {"f.txt": W.gen_lines(200000, 44)},
    ),
    (
        "sed_variants",
        "sed -n '/alpha/p' f.txt | wc -l; sed 's/\\([a-z]*\\) \\([0-9]*\\)/\\2 \\1/' f.txt | tail -1; sed -E 's/[0-9]+/N/g; /^x/d' f.txt | sort | uniq -c | sort -rn | head -3",
        {"f.txt": W.gen_lines(200000, 45)},
    ),
    (
        "cut_sort_t",
        "cut -d' ' -f1,3 f.txt | sort -t' ' -k2 | uniq | wc -l; sort -t' ' -k2,2nr f.txt | head -3; sort -u f.txt | wc -l",
        {"f.txt": W.gen_lines(200000, 46)},
    ),
    (
        "sort_variants",
        "sort -r s.txt | head -2; sort -k2n s.txt | tail -2; sort -u s.txt | wc -l",
        {"s.txt": W.gen_sort_input(300000, 47)},
    ),
    (
        "wc_tr_uniq",
        "wc -l f.txt; tr -cd 'a-e\\n' < f.txt | sort | uniq -d | wc -l; tr ' ' '\\n' < f.txt | sort | uniq -c | sort -rn | head -3",
        {"f.txt": W.gen_lines(200000, 48)},
    ),
    (
        "grep_rn_re",
        "grep -rnE '(alpha|beta)_[0-9]+ = compute' src | wc -l; grep -rli 'todo: FIX' src | wc -l; grep -rn --include='*.py' 'compute(.gamma., 7' src | sort | tail -1; grep -rnw 'delta_3' src | wc -l; grep -rn -e TODO -e FIXME src | wc -l",
        W.gen_tree(5000, 49),
    ),
    (
        "find_variants",
        "find src -type f | wc -l; find src -name 'file0001*' | sort | head -3; find src -type d | wc -l; find src -size +1k | wc -l; find src -name '*.py' -path '*pkg0*' | wc -l",
        W.gen_tree(5000, 50),
    ),
    (
        "jq_variants",
        "jq -c '[.[] | select(.v > 900) | {id, name}] | length' d.json; jq 'map(.v) | add' d.json; jq -r '.[] | .name' d.json | sort | uniq -c | sort -rn | head -3; jq 'group_by(.name) | map({k: .[0].name, n: length}) | sort_by(-.n) | .[0]' d.json",
        {"d.json": gen_json_arr(100000)},
    ),
    (
        "awk_variants",
        "awk '{s+=$2} END {print s, NR}' f.txt; awk -F' ' 'length($1) > 5 {c[$1]++} END {for (k in c) print k, c[k]}' f.txt | sort; awk '{print toupper($3), $2 * 2}' f.txt | tail -2; awk 'NR % 1000 == 0 {printf \"%d %s\\n\", NR, substr($1, 1, 3)}' f.txt | wc -l",
        {"f.txt": W.gen_lines(200000, 51)},
    ),
    (
        "xargs_echo",
        "seq 1 5000 | xargs -n 100 echo | wc -l; seq 1 3000 | xargs -I{} echo item{} | tail -1",
        {},
    ),
    (
        "paste_join",
        "seq 1 100000 > a; seq 100000 -1 1 > b; paste a b | awk '{s+=$1*$2} END {print s}'; sort a > sa; sort b > sb; join sa sb | wc -l; comm -12 sa sb | wc -l",
        {},
    ),
]

_F = {
    "f.txt": W.gen_lines(200000, 61),
    "s.txt": b"\n".join(sorted(W.gen_lines(200000, 62).split(b"\n")[1:])) + b"\n",
}
P += [
    ("t_comm", "comm -3 s.txt s.txt | wc -l; comm -12 s.txt s.txt | wc -l", _F),
    ("t_column", "head -20000 f.txt | column -t | tail -1", _F),
    ("t_expand", "expand f.txt | tail -1; unexpand f.txt | tail -1", _F),
    ("t_od", "head -c 200000 f.txt | od -c | tail -1", _F),
    ("t_uniq", "uniq -c s.txt | sort -rn | head -3; uniq -d s.txt | wc -l", _F),
    ("t_wc", "wc f.txt; wc -w f.txt", _F),
    ("t_tr", "tr -s ' ' '\n' < f.txt | sort | uniq -c | sort -rn | head -3", _F),
    ("t_fold", "fold -w 10 f.txt | wc -l", _F),
    ("t_nl", "nl f.txt | tail -1; cat -n f.txt | tail -1", _F),
]

_G = {
    "f.txt": W.gen_lines(100000, 71),
    "s.txt": b"\n".join(sorted(W.gen_lines(100000, 72).split(b"\n")[1:])) + b"\n",
    "d.json": gen_json_arr(20000),
}
for _i, _c in enumerate(
    [
        "sed 's/a/b/g' f.txt | tail -1",
        "sed -n '/alpha/p' f.txt | wc -l",
        "sed '1d;$d' f.txt | wc -l",
        "sed -E 's/([a-z]+) ([0-9]+)/\\2 \\1/' f.txt | tail -1",
        "awk '{s+=$2} END {print s}' f.txt",
        "awk '{print $3, $1}' f.txt | tail -1",
        "awk -F' ' '$2 > 50000 {c++} END {print c}' f.txt",
        "grep -c alpha f.txt",
        "grep -v beta f.txt | wc -l",
        "grep -o '[0-9]*' f.txt | wc -l",
        "grep -n -i 'ALPHA 1' f.txt | tail -1",
        "sort f.txt | tail -1",
        "sort -u f.txt | wc -l",
        "sort -k2 -n f.txt | tail -1",
        "sort -t' ' -k3,3 -k2,2n f.txt | head -1",
        "uniq -c s.txt | tail -1",
        "tr a-z A-Z < f.txt | tail -1",
        "tr -d ' ' < f.txt | wc -c",
        "cut -d' ' -f2 f.txt | sort -n | tail -1",
        "head -50000 f.txt | tail -1",
        "wc -l f.txt",
        "cat f.txt | wc -c",
        "rev f.txt | tail -1",
        "tac f.txt | head -1",
        "nl f.txt | tail -1",
        "paste -d, f.txt f.txt | tail -1",
        "jq -c '.[] | select(.v > 990)' d.json | wc -l",
        "jq 'map(.v) | add' d.json",
        "jq -r '.[].name' d.json | sort | uniq -c | sort -rn | head -1",
        "md5sum f.txt",
        "base64 f.txt | wc -l",
        "od -An -tx1 f.txt | tail -1",
        "split -l 10000 f.txt p_; ls p_* | wc -l",
        "find . -type f | wc -l",
        "ls -la | wc -l",
        "du -sh . | cut -f2",
        "tee x < f.txt | wc -l",
        "diff f.txt f.txt && echo same",
        "comm -12 s.txt s.txt | wc -l",
        "expand f.txt | tail -1",
        "fold -w 20 f.txt | wc -l",
        "column -t f.txt | tail -1",
        "seq 100000 | tail -1",
        "printf '%s\\n' {1..20000} | wc -l",
        "yes | head -100000 | wc -l",
        "gzip -c f.txt | wc -c",
        "tar cf a.tar f.txt s.txt && tar tf a.tar",
        "strings f.txt | wc -l",
        "shuf -n 1 -i 1-10 --random-source=f.txt",
    ]
):
    P.append((f"j{_i:02d}", _c, _G))


def _heavy() -> list[tuple[str, str, dict]]:
    """Heavier workloads of the suite's big kinds (``--heavy``): jq over a 10 MB file, sort of
    a million lines, grep -r over the 5,000-file tree, an access log, tar."""
    j = {"d.json": W.gen_json(10 * 1024 * 1024)}
    s = {"big.txt": W.gen_sort_input(1_000_000)}
    t = W.gen_tree(5000)
    log = {"access.log": W.gen_access_log(200_000)}
    tar = W.gen_tar_tree(20 * 1024 * 1024)
    return [
        ("h_jq_map", "jq -c 'map(select(.meta.ok)) | length' d.json", j),
        ("h_jq_group", "jq -r 'group_by(.x) | map([.[0].x, length] | @tsv) | .[]' d.json", j),
        ("h_jq_tags", "jq -r '.[].tags[]' d.json | sort | uniq -c | sort -rn | head -3", j),
        ("h_jq_reduce", "jq 'reduce .[] as $o (0; . + $o.meta.score) | floor' d.json", j),
        ("h_jq_csv", "jq -r '.[] | [.name, .x, .meta.score] | @csv' d.json | tail -1", j),
        ("h_jq_keys", "jq -c '.[1000] | to_entries | map(.key)' d.json", j),
        ("h_jq_stream", "jq -c '.[] | {n: .name, s: (.meta.score * 2)}' d.json | wc -l", j),
        ("h_sort_n", "sort -k2,2n big.txt | tail -2", s),
        ("h_sort_r", "sort -r big.txt | head -2", s),
        ("h_sort_u", "cut -d' ' -f1 big.txt | sort -u | wc -l", s),
        ("h_sort_nr", "sort -t' ' -k2nr big.txt | head -2", s),
        ("h_sort_uniq", "cut -c1-2 big.txt | sort | uniq -c | sort -rn | head -3", s),
        ("h_grep_rl", "grep -rl TODO src | wc -l; grep -rc compute src | tail -1", t),
        ("h_grep_ri", "grep -rni 'todo: fix alpha' src | wc -l", t),
        ("h_grep_inc", "grep -rn --include='*.py' -e beta -e gamma src | wc -l", t),
        ("h_grep_E", "grep -rEn 'TODO|FIXME' src | cut -d: -f1 | sort -u | wc -l", t),
        ("h_find_grep", "find src -name '*.py' -exec grep -l TODO {} + | wc -l", t),
        ("h_wc_tree", "find src -type f | xargs wc -l | tail -1", t),
        ("h_log_awk", "awk '{c[$4]++} END {for (s in c) print s, c[s]}' access.log | sort", log),
        ("h_log_pipe", "cut -d' ' -f3 access.log | sort | uniq -c | sort -rn | head -5", log),
        ("h_log_grep", "grep -c ' 404 ' access.log; grep -E ' 50[0-9] ' access.log | wc -l", log),
        ("h_log_sed", "sed -E 's/^([0-9.]+) ([A-Z]+)/\\2 \\1/' access.log | tail -1", log),
        (
            "h_log_bytes",
            'awk \'$2 == "GET" {b += $5; n++} END {printf "%d %.2f\\n", n, b / n}\' access.log',
            log,
        ),
        ("h_tar_tz", "tar czf a.tgz data && tar tzf a.tgz | wc -l", tar),
        (
            "h_tar_x",
            "tar cf a.tar data && mkdir o && tar xf a.tar -C o && diff -r data o/data && echo ok",
            tar,
        ),
        ("h_gzip", "cat data/d0/*.txt | gzip | gunzip | md5sum", tar),
    ]


def main(argv: list[str]) -> int:
    B._preload_agentsh()  # pyright: ignore[reportPrivateUsage]
    if "--jb" in argv:
        B.PEERS[:] = [p for p in PE.detect()[0] if p.name == "just-bash"]
    only = [a for a in argv if not a.startswith("--")]
    for name, script, files in _heavy() if "--heavy" in argv else P:
        if only and name not in only:
            continue
        w = W.Workload(
            name, "script", name, script=script, files=lambda q, f=files: f, mutates=True
        )
        r = B.run_script(w, 3, True)
        a, b = r.eng("agentsh"), r.eng("bash")
        extra = ""
        for n, e in r.engines.items():
            if n not in ("agentsh", "bash"):
                extra += f" {n}={e.median and round(e.median, 4)} {e.status[:50]}"
        ratio = a.ratio and round(a.ratio, 2)
        med = a.median and round(a.median, 4)
        bmed = b.median and round(b.median, 4)
        print(f"{name:14s} {a.status[:60]:10s} a={med} b={bmed} ratio={ratio}{extra}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
