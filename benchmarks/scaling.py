"""Scaling probe: each script run at a size n and at 4n in agentsh; a time that grows more
than 7x (with at least 50 ms at 4n) is flagged ``<<<``: a cost that grows faster than the
input (quadratic copying, a count from the start at every step) shows there long before a
user's big input makes it a hang. Not the suite, and no bash: growth, not speed.

    python -m benchmarks.scaling [--n 5000] [--only TEXT]

Each case is ``(setup, script)``: ``N`` in both is replaced by the size; the setup (not
timed) makes the input files in a fresh session. Found so far (all fixed): jq reading a
stream of many values (input_line_number counted from the start), jq ``reduce`` updates
copying the state, ``add`` of objects, ``del(.[] | select(f))``.
"""

from __future__ import annotations

import argparse
import time

from agentsh import Bash, Limits

_LINES = "seq N | sed 's/$/ alpha beta gamma/' > f"
_ONELINE = "seq N | tr '\\n' ' ' > f"
_NDJSON = 'seq N | sed \'s/.*/{"a":&,"b":"x&"}/\' > f'
_CSV = 'seq N | awk \'{print $1","$1%7",name"$1}\' > f'
_TREE = 'for ((i=0;i<N/10;i++)); do d=d$((i%50))/e$((i%7)); mkdir -p $d; echo "line $i TODO" > $d/f$i; done'
_NONE = ":"

CASES: list[tuple[str, str]] = [
    *(
        (_LINES, s)
        for s in (
            "sort -r f | head -1",
            "grep -c 5 f",
            "sed 's/a/b/g' f | tail -1",
            "awk '{s+=$1} END{print s}' f",
            "cut -d' ' -f2 f | uniq -c",
            "tac f | head -1",
            "nl f | tail -1",
            "paste -sd, f | wc -c",
            "tr a-z A-Z < f | tail -1",
            "column -t f | tail -1",
            "split -l 100 f p; ls | wc -l",
            "join f f | wc -l",
            "diff f <(sed 's/alpha/x/' f) | wc -l",
            "od -c f | tail -1",
            "gzip -c f | gunzip | wc -c",
            "xargs -n 50 echo < f | wc -l",
            "while read -r a b; do :; done < f",
            "mapfile -t a < f; echo ${#a[@]}",
            'a=(); while read -r l; do a+=("$l"); done < f; echo ${#a[@]}',
            "s=; while read -r l; do s+=$l; done < f; echo ${#s}",
            "grep -n beta f | tail -1",
            "awk '{a[NR]=$0} END{for(i=NR;i>0;i--) print a[i]}' f | head -1",
            "uniq f | wc -l",
            "sort -u f | wc -l",
            "for w in $(cat f); do :; done",
            "set -- $(cat f); echo $#",
            "sed -i 's/beta/B/' f; tail -1 f",
            "while IFS= read -r -n1 c; do :; done < f",
        )
    ),
    *(
        (_ONELINE, s)
        for s in (
            "wc -w f",
            "tr ' ' '\\n' < f | sort -n | tail -1",
            "awk '{print NF}' f",
            "read -ra a < f; echo ${#a[@]}",
            "x=$(<f); y=${x// /,}; echo ${#y}",
            "grep -o '[0-9]*' f | wc -l",
            "fold -w 80 f | wc -l",
            "x=$(<f); set -- $x; while (($#)); do shift 100 2>/dev/null || shift $#; done",
        )
    ),
    *(
        (_NDJSON, s)
        for s in (
            "jq -c 'select(.a % 1000 == 0)' f | wc -l",
            "jq -s 'map(.a) | add' f",
            "jq -r '.b' f | tail -1",
            "jq -n '[inputs] | length' f",
            "jq -s 'group_by(.a % 10) | length' f",
            "jq -s 'sort_by(-.a) | .[0].a' f",
            "jq -s 'reduce .[] as $x ({}; .[$x.b] = $x.a) | length' f",
            "jq -s 'map({(.b): .a}) | add | length' f",
            "jq -s 'del(.[] | select(.a % 2 == 0)) | length' f",
            "jq -s '[.[] | tostring] | length' f",
            "jq -n 'reduce inputs as $x ([]; . + [$x.a]) | length' f",
        )
    ),
    *(
        (_CSV, s)
        for s in (
            "sort -t, -k2,2n -k1,1nr f | head -1",
            "awk -F, '{c[$2]++} END{for(k in c) print k, c[k]}' f | sort | head -1",
            "IFS=,; while read -r a b c; do :; done < f",
            "column -s, -t f | tail -1",
            "awk -F, 'NR==FNR{a[$1]=$3; next} ($1 in a){n++} END{print n}' f f",
        )
    ),
    *(
        (_TREE, s)
        for s in (
            "find . -type f | wc -l",
            "grep -rn TODO . | wc -l",
            "ls -R | wc -l",
            "du -s . | cut -f2",
            "tar cf t.tar d1 d2; tar tf t.tar | wc -l",
            "find . -type f | xargs grep -l TODO | wc -l",
            "shopt -s globstar; echo **/f* | wc -w",
            "rm -r d1 d2; find . | wc -l",
        )
    ),
    *(
        (_NONE, s)
        for s in (
            "a=(); for ((i=0;i<N;i++)); do a[i]=$i; done; for ((i=0;i<N;i+=2)); do unset 'a[i]'; done; echo ${#a[@]}",
            'declare -A m; for ((i=0;i<N;i++)); do m[k$i]=$i; done; for k in "${!m[@]}"; do unset "m[$k]"; done',
            'for ((i=0;i<N/5;i++)); do eval "f$i() { :; }"; done; declare -F | wc -l',
            'x=; for ((i=0;i<N;i++)); do x="$x."; done; echo ${#x}',
            "for ((i=0;i<N;i++)); do echo $i >> o; done; wc -l < o",
            "f() { echo $(($1+1)); }; for ((i=0;i<N/5;i++)); do y=$(f $i); done; echo $y",
            "seq N | while read x; do echo $x; done > o4; wc -l < o4",
            "for ((i=0;i<N;i++)); do [[ x$i =~ ^x([0-9]+)$ ]] && y=${BASH_REMATCH[1]}; done; echo $y",
            "seq N | sed -n 'H;${x;s/\\n/,/g;p}' | wc -c",
            "seq N | awk '{s = s $1} END{print length(s)}'",
            "jq -n 'reduce range(N) as $i ({}; .[$i|tostring] += 1) | length'",
            "jq -n '[range(N) | [.]] | add | length'",
            "jq -n '[range(N)] | del(.[] | select(. % 3 == 0)) | length'",
            "jq -n '[range(N) | {a: .}] | .[] |= (.a += 1) | length'",
            "jq -n 'reduce range(N) as $i ({}; .[$i|tostring] |= $i) | length'",
            "jq -n '[range(N) | {a: [.]}] | walk(if type == \"number\" then . + 1 else . end) | length'",
            "{ for ((i=0;i<N;i++)); do echo $i; echo e$i >&2; done; } >o5 2>>o5; wc -l < o5",
        )
    ),
]


def _time(setup: str, script: str, n: int) -> float:
    sh = Bash(limits=Limits(timeout=300, max_output_bytes=1 << 30))
    sh.run("mkdir -p /w && cd /w")
    sh.run(setup.replace("N", str(n)))
    t = time.perf_counter()
    r = sh.run(script.replace("N", str(n)))
    dt = time.perf_counter() - t
    if r.exit_code not in (0, 1):
        print(f"     ! status {r.exit_code}: {r.stderr[:120]!r}")
    return dt


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.scaling")
    ap.add_argument("--n", type=int, default=5000, help="the smaller size (default 5000)")
    ap.add_argument("--only", help="only the scripts containing this text")
    args = ap.parse_args()
    print(f"{'n':>9} {'4n':>9} {'growth':>6}  script", flush=True)
    for setup, script in CASES:
        if args.only and args.only not in script:
            continue
        a, b = _time(setup, script, args.n), _time(setup, script, 4 * args.n)
        growth = b / max(a, 1e-4)
        flag = "  <<<" if growth > 7 and b > 0.05 else ""
        print(
            f"{a * 1000:7.1f}ms {b * 1000:7.1f}ms {growth:5.1f}x  {script[:90]}{flag}", flush=True
        )


if __name__ == "__main__":
    main()
