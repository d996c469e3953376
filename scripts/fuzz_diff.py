#!/usr/bin/env python3
"""Differential fuzzing of agentsh against the real tools (bash 5.2, GNU coreutils/sed/grep,
gawk), and a crash hunt. Not part of the test run: it needs the real tools, like
``record_spec.py``, and finds cases to turn into spec files (``tests/spec/*.test.sh``).

    python scripts/fuzz_diff.py shell 1 1000   # shell core: expansions, builtins, arithmetic
    python scripts/fuzz_diff.py dash 1 1000    # shell, errexit, redir cases run by ``sh -c`` (dash)
    python scripts/fuzz_diff.py text 1 1000    # text commands with random options and input
    python scripts/fuzz_diff.py awk 1 1000     # random idiomatic awk programs against gawk
    python scripts/fuzz_diff.py sed 1 1000     # random sed scripts against GNU sed
    python scripts/fuzz_diff.py find 1 1000    # random find expressions over a small tree
    python scripts/fuzz_diff.py expand 1 1000  # parameter expansions: patterns, cases, slices
    python scripts/fuzz_diff.py ifs 1 1000     # field splitting: blank and other IFS delimiters
    python scripts/fuzz_diff.py date 1 1000    # date -d inputs and formats, in time zones
    python scripts/fuzz_diff.py misc 1 1000    # seq expr numfmt printf tr od bc and more, odd values
    python scripts/fuzz_diff.py errexit 1 1000 # set -e, pipefail, ERR/EXIT traps around lists and functions
    python scripts/fuzz_diff.py builtins 1 1000  # read mapfile getopts declare printf -v IFS splitting
    python scripts/fuzz_diff.py arith 1 1000   # random arithmetic: operators, bases, overflow, errors
    python scripts/fuzz_diff.py redir 1 1000   # redirections, here-docs, descriptors, noclobber
    python scripts/fuzz_diff.py grep 1 1000    # grep with several options and patterns at once
    python scripts/fuzz_diff.py numfmt 1 1000  # numfmt options over numbers of every magnitude
    python scripts/fuzz_diff.py crash 1 3000   # every command with hostile arguments: no
                                               # "internal error" (no oracle needed)
    python scripts/fuzz_diff.py awkcrash 1 3000  # random awk programs: no "internal error"
    python scripts/fuzz_diff.py jqcrash 1 3000   # random jq filters: no "internal error"

Arguments: mode, seed, number of cases. Each differential case runs in a fresh session and as
``bash -c`` (``LC_ALL=C.UTF-8``, 10 s timeout) in a temp dir holding the same input file;
stdout, stderr and the status are compared and every difference is printed. Expect some
noise: pipeline stages' stderr order (concurrent in bash), gawk's ``for (k in a)`` order of
negative integer keys, the system jq (1.6; agentsh follows 1.7).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator
from shlex import quote

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "src"))

from agentsh import Bash, Limits  # noqa: E402
from agentsh.commands.awk.lexer import BUILTINS  # noqa: E402
from agentsh.commands.registry import names  # noqa: E402

ENV = {"LC_ALL": "C.UTF-8", "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp", "TZ": "UTC"}

_VALS = ["0", "1", "-1", "3", "08", "0x1f", "2#101", "x", "''", "'a b'", '""', "'*'", "'a*'",
         "$'\\n'", "'-n'", "'-e'", "'%s'", "'%d'", "'\\\\'", "999999999999999999999", "'1 2'",
         "'[a]'", "'?'", "'~'"]  # fmt: skip
_ARITH = ["i+1", "i*2%7", "i<3", "i>>1", "i**2", "-i", "!i", "i?1:2", "(i+1)/(i-i)", "i++",
          "--i", "i=5", "i+=3", "i,2", "~i", "i&3|4^1", "08", "0x10", "i/0", "1<<63",
          "-2**63/-1", "a[i]", "a[i]=2", "$i+1"]  # fmt: skip
_STMTS = [
    "i={v}", "echo {v} {v}", "printf '%s|' {v} {v}; echo", "printf {v} {v}; echo",
    "printf '%5.2f|%-4s|%x|%o|%e|%c\\n' {v} {v} {v} {v} {v} {v}", "echo $(( {a} ))",
    "(( {a} )); echo $?", "let '{a}'; echo $? $i", "[[ {v} == {v} ]]; echo $?",
    "[[ {v} -lt {v} ]]; echo $?", "[ {v} -eq {v} ]; echo $?", "[ -z {v} ]; echo $?",
    "a=({v} {v}); echo ${{#a[@]}} \"${{a[1]}}\"", "declare -p i a 2>&1", "shift {v}; echo $?",
    "set -- {v} {v}; echo $# \"$2\"", "read -r x y <<< {v}; echo \"[$x][$y]\"",
    "case {v} in [0-9]*) echo num;; *) echo other;; esac", "f() {{ return {v}; }}; f; echo $?",
    "echo ${{i:-u}} ${{i:+s}} ${{#i}}", "x=$(echo {v}); echo \"$x\"", "unset i; echo ${{i-gone}}",
    "declare -i k={v} 2>&1; echo $k", "echo ${{i:1:2}}", "printf -v q '%03d' {v} 2>&1; echo $q",
    "test {v} 2>&1; echo $?", "(exit {v}); echo $?", "x={v}; echo ${{x^^}} ${{x,,}} ${{x@Q}}",
    "echo ${{a[@]:1}} \"${{a[*]: -1}}\"", "for x in {v}; do printf '[%s]' \"$x\"; done; echo",
]  # fmt: skip

_WORDS = ["a", "b", "B", "10", "9", "-3", "2.5", "x y", "", " lead", "tab\there", "é", "zz",
          "1e3", "Apr", "1K", "v1.10", "v1.9", ",", ":", "a,b", "k=v"]  # fmt: skip
_TEXT = [
    ("sort", ["-n", "-r", "-u", "-f", "-k2", "-k2,2n", "-t,", "-b", "-s", "-g", "-h", "-V", "-M"]),
    ("uniq", ["-c", "-d", "-u", "-i", "-f1", "-s1", "-w2", "-D"]),
    ("cut", ["-d,", "-d:", "-f1", "-f2-", "-f1,3", "-c1-3", "-b2", "-s", "--complement"]),
    ("tr", ["a-z A-Z", "-d a", "-s ' '", "-c a-z _", "-cd '[:alpha:]\\n'", ", :"]),
    ("wc", ["-l", "-w", "-c", "-m", "-L", ""]),
    ("head", ["-n 2", "-n -1", "-c 3", "-c -2", "-q", "-v"]),
    ("tail", ["-n 2", "-n +2", "-c 3", "-c +2", "-q", "-n 0"]),
    ("nl", ["-ba", "-bt", "-nln", "-nrz", "-w3", "-s:"]),
    ("fold", ["-w3", "-s -w4", "-b -w2"]),
    ("paste", ["-s", "-d,", "-s -d' '"]),
    ("sed", ["-n p", "s/a/X/g", "-E 's/([0-9]+)/<\\1>/'", "2d", "-n '$p'", "'1!G;h;$!d'",
             "y/ab/AB/", "-n '/a/,/b/p'", "=", "'$!N;P;D'", "-n l", "'s/./&&/2'", "-z ="]),
    ("awk", ["'{print $1}'", "'{print NF}'", "-F, '{print $2}'", "'{s+=$1} END {print s}'",
             "'{$2=\"\"; print}'", "'{n[$1]++} END {for (k in n) print k, n[k]}'",
             "'{printf \"%5.2f|%s\\n\", $1, $2}'", "'{print substr($0,2,3)}'"]),
    ("grep", ["a", "-v a", "-c a", "-i b", "-n '[0-9]'", "-o '[a-z]'", "-w a", "-x a",
              "-E 'a|b'", "-F .", "-m1 ."]),
]  # fmt: skip


def _bash(script: str, cwd: str) -> tuple[str, str, int]:
    # (its own process group, killed whole on a time-out: a looping ``sed`` child of the
    # shell would otherwise outlive it and load the machine)
    proc = subprocess.Popen(
        ["bash", "-c", script],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env=ENV,
        cwd=cwd,
        start_new_session=True,
    )
    try:
        out, errs = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return "", "TIMEOUT", -1
    return out.decode("utf-8", "replace"), errs.decode("utf-8", "replace"), proc.returncode


def _case_shell(r: random.Random) -> tuple[str, bytes]:
    parts = []
    for _ in range(r.randint(1, 4)):
        s = r.choice(_STMTS)
        s = s.replace("{{", "\0").replace("}}", "\1")
        while "{v}" in s or "{a}" in s:
            s = s.replace("{v}", r.choice(_VALS), 1).replace("{a}", r.choice(_ARITH), 1)
        parts.append(s.replace("\0", "{").replace("\1", "}"))
    pre = "i=2; a=(5 6 7); " if r.random() < 0.7 else ""
    return pre + r.choice(["; ", "\n"]).join(parts), b""


_AWK_NUM = ["0", "1", "2", "-3", "0.5", "1e3", "100000000", "1/3", "NR", "NF", "$2", "$NF",
            "length($1)", "x", "n[$1]", "int($2/2)", "$2 % 3", "-$2", "2^31", "0.1+0.2",
            "substr($0, 2) + 0", "index($0, \"a\")", "split($0, t)", "FNR * 2", "+$1"]  # fmt: skip
_AWK_STR = ["$0", "$1", "$2", "$3", "\"a\"", "\"\"", "\"x y\"", "toupper($1)", "tolower($0)",
            "substr($0, 2, 3)", "substr($1, 0)", "substr($1, -1, 3)", "$1 $2", "$1 \"-\" NR",
            "sprintf(\"%5.2f\", $2)", "sprintf(\"%d|%s\", $2, $1)", "sprintf(\"%c\", $2)",
            "sprintf(\"%x %o %e\", $2, $2, $2)", "sprintf(\"%-4s|\", $1)", "FILENAME", "OFS",
            "sprintf(\"%.3s\", $0)", "sprintf(\"%i %5.1e\", $2, $2)", "$(1+1)",
            "($2 > 1 ? \"big\" : \"small\")", "x \"\"", "y", "t[1]", "(1 2)", "(-1 \" \" 1)",
            "1e6 \"\"", "0.1 \"\"", "100000000000000000000 \"\"", "(2^53 + 1) \"\"", "1/3 \"\""]  # fmt: skip
_AWK_COND = ["$2 > 1", "$1 == \"a\"", "$1 < $2", "$0 ~ /a/", "$1 !~ /^[0-9]+$/", "NR % 2",
             "NF > 2", "$2 == 2", "$1 in n", "!($2)", "$2 != \"\"", "length($0) > 5",
             "$1 ~ \"^[a-c]\"", "x < 3", "$3 == 0", "$2 >= \"10\"", "/b|c/", "!/a/",
             "match($0, /[0-9]+/)", "$1 == $1 + 0", "(\"10\" < \"9\")", "$2 < 10"]  # fmt: skip
_AWK_STMT = [
    "print", "print {s}", "print {s}, {n}", "print {n}", "printf \"%s|%d\\n\", {s}, {n}",
    "printf \"%5.2f %s\\n\", {n}, {s}", "x += {n}", "n[{s}]++", "n[{s}] += {n}", "y = y {s}",
    "$2 = {n}", "$1 = {s}", "$0 = {s}", "NF = 2", "$5 = \"e\"", "sub(/a/, \"[&]\")",
    "gsub(/[0-9]/, \"<&>\")", "gsub(/ /, \"_\", $0)", "sub(/^/, \">\", $1)",
    "split({s}, t, /[ ,]/); print t[1], length(t)", "delete n[{s}]", "if ({c}) print {s}; else print {n}",
    "c = match({s}, /[a-z]+/); print c, RSTART, RLENGTH", "print length()", "print NR, NF, $NF",
    "while (i < 3) {{ i++; y = y i }}; i = 0", "for (j = 1; j <= NF; j++) s2 = s2 $j; print s2",
    "print index({s}, {s})", "print ({c})", "print {n} {n}", "print -{n}", "print {n} == {n}",
    "OFS = \"-\"; $1 = $1; print", "printf \"%s\\n\", {n}", "print substr({s}, {n}, {n})",
    "print {s} > \"/dev/stderr\"", "next", "print toupper(substr({s}, 1, 1)) substr({s}, 2)",
    "print ({n} > {n}), ({s} < {s})", "CONVFMT = \"%.2g\"; v = {n} \"\"; print v",
    "OFMT = \"%.2f\"; print {n}, {n} \"\"", "print int({n}), int(-{n})", "print {n} % {n}",
    "print sprintf(\"%d\", {n})", "print length({s})", "printf \"%c|%c\\n\", {n}, {s}",
]  # fmt: skip
_AWK_END = ["print x", "print y", "for (k in n) c++; print c", "print NR, x + 0",
            "print length(n)", "print $0", "print NF", "printf \"%.6g\\n\", x",
            "print x / (NR ? NR : 1)"]  # fmt: skip
_AWK_INPUTS = [
    "a 1 x\nb 2 y\nc 10 z\na 3\n",
    "10 9 8\n  lead  space  \n\ta\tb\n1e3 0x1A 010\n",
    "x,1\ny,2,3\n,\n",
    "",
    "one\n",
    "3.0 3 +3\n-0 0 .5\nabc 1abc 1 \n",
]  # fmt: skip


def _case_dash(r: random.Random) -> tuple[str, bytes]:
    """A shell case run by ``sh -c``: dash on the oracle machine, the dash personality here."""
    script, data = r.choice([_case_shell, _case_errexit, _case_redir])(r)
    return f'sh -c {quote(script)}; echo "rc=$?"', data


def _case_awk(r: random.Random) -> tuple[str, bytes]:
    def fill(t: str) -> str:
        while "{s}" in t or "{n}" in t or "{c}" in t:
            t = t.replace("{s}", r.choice(_AWK_STR), 1).replace("{n}", r.choice(_AWK_NUM), 1)
            t = t.replace("{c}", r.choice(_AWK_COND), 1)
        return t.replace("{{", "{").replace("}}", "}")

    rules = []
    if r.random() < 0.3:
        rules.append("BEGIN { " + r.choice(["x = 1", 'FS = ","', 'OFS = ":"', 'y = "b"']) + " }")
    for _ in range(r.randint(1, 3)):
        body = "; ".join(fill(r.choice(_AWK_STMT)) for _ in range(r.randint(1, 3)))
        pat = fill(r.choice(_AWK_COND)) + " " if r.random() < 0.4 else ""
        rules.append(f"{pat}{{ {body} }}")
    if r.random() < 0.6:
        rules.append("END { " + r.choice(_AWK_END) + " }")
    opts = r.choice(["", "", "-F, ", "-F'[ x]' ", "-v x=5 ", "-F'\\t' "])
    prog = " ".join(rules)
    return f'awk {opts}{quote(prog)} f 2>&1; echo "rc=$?"', r.choice(_AWK_INPUTS).encode()


_SED_RE = ["a", "b", "[0-9]", "[0-9]\\+", "^", "$", "^a", "b$", ".", ".*", "\\(a\\)\\(b*\\)",
           "[[:space:]]", "[[:upper:]]", "x\\|y", "a\\{2\\}", "[^a-c]", "\\bx", "\\w\\+",
           "o\\?", "\\.", "[.]", "1*", ""]  # fmt: skip
_SED_ERE = ["a|b", "[0-9]+", "(a)(b*)", "x{1,2}", "^(.)(.*)$", "o?", "\\s+", "[[:alpha:]]+"]
_SED_REPL = [
    "X",
    "&&",
    "<&>",
    "\\1",
    "[\\2]",
    "\\n",
    "\\U&",
    "\\u&",
    "\\L&\\E!",
    "",
    "\\t",
    "&\\n&",
]
_SED_ADDR = ["", "", "", "1", "2", "$", "/a/", "/^b/", "1,2", "2,$", "/a/,/b/", "0,/a/", "1~2",
             "2~3", "$!", "1!", "/x/!", "2,+1", "/a/,~2"]  # fmt: skip
_SED_CMD = ["p", "d", "D", "n", "N", "P", "h", "H", "g", "G", "x", "=", "l", "q", "Q", "q5",
            "y/ab/BA/", "a\\\nadded", "i\\\ninserted", "c\\\nchanged", "a text", "s/{re}/{r}/",
            "s/{re}/{r}/g", "s/{re}/{r}/2", "s/{re}/{r}/gp", "s/{re}/{r}/I", "s/{re}/{r}/w /dev/stdout",
            "{{ p; p }}", "b", "t", "T", "z", "F", "e"]  # fmt: skip
_SED_INPUTS = [
    "a\nb\nab\nxyz\n",
    "one two\nthree four\n\nfive\n",
    "aaa bbb 123\nb a 45 x\nlast\n",
    "no newline at end",
    "",
    "Hello World\nfoo.bar\n  indented\n",
]  # fmt: skip


def _case_sed(r: random.Random) -> tuple[str, bytes]:
    ere = r.random() < 0.3

    def cmd() -> str:
        c = r.choice(_SED_CMD)
        c = c.replace("{re}", r.choice(_SED_ERE if ere else _SED_RE), 1).replace(
            "{r}", r.choice(_SED_REPL), 1
        )
        c = c.replace("{{", "{").replace("}}", "}")
        addr = r.choice(_SED_ADDR)
        return f"{addr}{c}"

    parts = [cmd() for _ in range(r.randint(1, 3))]
    if r.random() < 0.2:
        parts = [":a", *parts, r.choice(["ta", "/b/ba", "$!ba"])]
    script = (
        "\n".join(parts)
        if any("\n" in p or p.startswith((":", "a ")) for p in parts)
        else "; ".join(parts)
    )
    opts = r.choice(["", "", "-n ", "-E " if ere else "", "-s ", "-z ", "-n -E " if ere else "-n "])
    if ere and "-E" not in opts:
        opts += "-E "
    return f'sed {opts}{quote(script)} f 2>&1; echo "rc=$?"', r.choice(_SED_INPUTS).encode()


_FIND_SETUP = (
    "rm -rf t out; mkdir -p t/a/b t/c t/.hid t/e; printf 'hello\\n' > t/a/x.txt; printf '' > t/a/empty; "
    "head -c 3000 /dev/zero > t/a/b/big.bin; printf 'x' > t/c/one.TXT; printf 'y\\n' > t/.hid/h; "
    "printf 'z\\n' > 't/c/sp ace.md'; ln -s ../a/x.txt t/c/link; ln -s nowhere t/c/dangling; "
    "chmod 755 t/a/x.txt; chmod 600 t/c/one.TXT; chmod 444 t/.hid/h; "
)
_FIND_TESTS = ["-name '*.txt'", "-iname '*.txt'", "-name '.*'", "-path '*/a/*'", "-type f",
               "-type d", "-type l", "-empty", "-size +1k", "-size -2", "-size 1c", "-perm 644",
               "-perm -u+x", "-perm /o+w", "-readable", "-writable", "-executable",
               "-regex '.*/[a-c]/.*'", "-iregex '.*TXT'", "-lname '*x*'", "-true", "-false",
               "-maxdepth 1", "-mindepth 2", "-depth", "-links 1", "-xtype l", "-xtype f",
               "-wholename 't/c/*'", "-name 'sp*'", "-prune", "-samefile t/a/x.txt",
               "-nogroup", "-mmin -5", "-used -1", "-inum 0"]  # fmt: skip
# (not here: -newer and -uid/-user/-readable/-writable, which depend on the clock's grain and
# on running as root; nor ``-exec ... {} +`` with one line, in the directories' order)
_FIND_ACTIONS = ["", "", "-print", "-print0 | tr '\\0' '\\n'", "-printf '%p %s %y %d %f %h\\n'",
                 "-printf '%m %M %k %n %l|%P\\n'", "-ls | awk '{print $3, $NF}'", "-delete",
                 "-exec printf '%s\\n' {} +", "-exec basename {} \\;", "-quit", "-fprint out; cat out"]  # fmt: skip


def _case_find(r: random.Random) -> tuple[str, bytes]:
    tests = [r.choice(_FIND_TESTS) for _ in range(r.randint(0, 3))]
    expr = ""
    for i, t in enumerate(tests):
        if i and r.random() < 0.3:
            expr += r.choice([" -o ", " -a ", " , "])
        elif i:
            expr += " "
        expr += ("! " if r.random() < 0.15 else "") + t
    if tests and r.random() < 0.15:
        expr = f"\\( {expr} \\)"
    start = r.choice(
        ["t", "t", "t/a", "t/c", "t/c/link", "-L t", "-H t/c/link", "t t/a", "nothere"]
    )
    action = r.choice(_FIND_ACTIONS)
    return (
        f'{_FIND_SETUP}find {start} {expr} {action} 2>&1 | sort; echo "rc=${{PIPESTATUS[0]}}"',
        b"",
    )


_EXP_VALUES = ["'hello world'", "'a/b/c.tar.gz'", "''", "'AbC'", "'x*y'", "'  sp  '", "'a.b.a.b'",
               "'ÉtÉ'", "'--opt=val'", "'[x]'", "'a\\b'", "'$HOME'", "'1 2  3'", "'ααβ'"]  # fmt: skip
_EXP_PATS = ["a", "*", "?", "*.", ".*", "[ab]", "[!a]", "[[:upper:]]", "\\*", "'*'", "a*b", "*/",
             "/x*", "+(a|b)", "@(hello|x)", "!(a)", "?(x)", "*(l)", "", "$p", "\"$p\"", "[a-c]*",
             "[]a]", "[^.]", "é", "T"]  # fmt: skip
_EXP_OPS = ["#", "##", "%", "%%", "/", "//", "/#", "/%", "^", "^^", ",", ",,"]
_EXP_FORMS = ["${{v{op}{pat}}}", "${{v{op}{pat}/{rep}}}", "${{a[@]{op}{pat}}}", "\"${{a[@]{op}{pat}}}\"",
              "${{v:{n}}}", "${{v:{n}:{m}}}", "${{#v}}", "${{v@Q}}", "${{v@U}}", "${{v@L}}", "${{v@u}}",
              "${{v@E}}", "${{v@A}}", "${{a[*]@Q}}", "${{!a[@]}}", "${{a[@]:{n}:{m}}}", "${{v:-{pat}}}",
              "${{u:-{pat}}}", "${{v:+{pat}}}", "${{u-x}}${{u=def}}$u", "${{#a[@]}}", "${{v/#/pre}}",
              "${{v/%/suf}}", "\"${{v:{n}}}\""]  # fmt: skip


def _case_ifs(r: random.Random) -> tuple[str, bytes]:
    """Field splitting: IFS of blanks and other delimiters, values of them and letters, in
    words that join expansions to each other and to (quoted) text; and read's splitting."""

    def q(text: str) -> str:
        return "$'" + text.encode("unicode_escape").decode().replace("'", "\\'") + "'"

    chars = [" ", ":", ",", "\t", "a", "b"]
    lines: list[str] = []
    for _ in range(r.randint(1, 4)):
        ifs = "".join(r.sample([" ", ":", ",", "\t"], r.randint(1, 3)))
        v = "".join(r.choice(chars) for _ in range(r.randint(0, 7)))
        w = "".join(r.choice(chars) for _ in range(r.randint(0, 4)))
        pre, post = r.choice(["", "x", '"q"', "''"]), r.choice(["", "y", '"z"', "''"])
        mid = r.choice(["", '"m"', '""', "${w}"])
        if r.random() < 0.75:
            lines.append(
                f"IFS={q(ifs)}; v={q(v)}; w={q(w)}; set -- {pre}${{v}}{mid}{post}; "
                "printf '%s:' $#; printf '[%s]' \"$@\"; echo"
            )
        else:
            lines.append(
                f"IFS={q(ifs)} read -r{r.choice(['', 'a'])} a b c <<< {q(v)}; "
                'printf \'[%s]\' "$a" "$b" "$c"; echo'
            )
    return "\n".join(lines) + "\n", b""


def _case_expand(r: random.Random) -> tuple[str, bytes]:
    def form() -> str:
        f = r.choice(_EXP_FORMS)
        op = r.choice(_EXP_OPS)
        if "/" in op and "{rep}" not in f and "{op}" in f:
            f = f.replace("{pat}}}", "{pat}/{rep}}}")
        if op in ("^", "^^", ",", ",,") and "/{rep}" in f:
            f = f.replace("/{rep}", "")
        return f.format(
            op=op,
            pat=r.choice(_EXP_PATS),
            rep=r.choice(["X", "", "&", "\\&", "$p"]),
            n=r.choice(["0", "1", "-2", " -3", "2", "10"]),
            m=r.choice(["1", "0", "-1", "3"]),
        )

    pre = f"v={r.choice(_EXP_VALUES)}; a=({r.choice(_EXP_VALUES)} {r.choice(_EXP_VALUES)} x); p='{r.choice(['a', '*', '.', 'l'])}'; "
    if r.random() < 0.3:
        pre = "shopt -s extglob; " + pre
    if r.random() < 0.15:
        pre = "shopt -s nocasematch; " + pre
    if r.random() < 0.15:
        pre += (
            "shopt -s patsub_replacement; " if r.random() < 0.5 else "shopt -u patsub_replacement; "
        )
    body = "; ".join(f"printf '<%s>' {form()}; echo" for _ in range(r.randint(1, 3)))
    return pre + body + " 2>&1", b""


_DATE_INPUTS = ["2024-01-15", "2024-01-15 13:45:10", "@0", "@1700000000", "@-86400", "2024-02-29",
                "2023-02-29", "jan 5 2020", "5 jan 2020", "2020-01-05T10:00:00Z", "2020-01-05 10:00 +0530",
                "next monday", "last friday", "tomorrow", "yesterday", "2024-03-10 +3 days",
                "2024-01-31 +1 month", "2024-01-15 -2 weeks", "now", "today", "noon", "midnight",
                "1 hour ago", "2024-12-31 23:59:59 +1 second", "Sat, 02 Mar 2024 10:00:00 GMT",
                "12/25/2023", "20240115", "2024-01-15 UTC", "10:30", "3pm", "2024-W03",
                "first day", "2024-06-01 00:00:00.123456789", "thursday", "1970-01-01", "garbage",
                "2024-13-01", "25:00", "2024-01-15 5 years ago"]  # fmt: skip
_DATE_FORMATS = ["+%Y-%m-%d", "+%F %T", "+%s", "+%A %B %d", "+%a %b %e", "+%j %U %W %V %G %u %w",
                 "+%H:%M:%S %p %I %l %k", "+%Z %z %:z %::z", "+%D %x %X %r %R", "+%N %3N", "+%%|%n|%t|",
                 "+%C %y %g %h", "+%-d/%-m %_d %05d %^a %#b", "-I", "-Iseconds", "-R", "--rfc-3339=ns",
                 "-Ins", "+%c", "+%Ey %Od", "+%q %P", ""]  # fmt: skip


def _case_date(r: random.Random) -> tuple[str, bytes]:
    d = r.choice(_DATE_INPUTS)
    f = r.choice(_DATE_FORMATS)
    tz = r.choice(["", "", "TZ=America/New_York ", "TZ=Asia/Kolkata ", "TZ=UTC0 "])
    u = r.choice(["", "", "-u "])
    relative = any(
        w in d
        for w in (
            "now",
            "today",
            "tomorrow",
            "yesterday",
            "ago",
            "next",
            "last",
            "noon",
            "midnight",
            "10:30",
            "3pm",
            "first",
            "thursday",
            "25:00",
        )
    )
    if relative and f in ("+%s", "+%N %3N", "-Ins", "--rfc-3339=ns", "+%F %T", "-Iseconds"):
        f = "+%Y"  # (relative to now: only the parts that do not move while the case runs)
    elif relative:
        f = "+%Y %Z"
    return f'{tz}date {u}-d {quote(d)} {quote(f) if f else ""} 2>&1; echo "rc=$?"', b""


_MISC = [
    "seq {n}", "seq {n} {n}", "seq -s, {n} {n} {n}", "seq -w {n} {n}", "seq -f '%05.1f' {n} {n}",
    "seq 1 0.5 {n}", "seq -s '' {n}", "seq {n} -1 {n}",
    "expr {n} + {n}", "expr {n} '*' {n}", "expr {n} / {n}", "expr {n} % {n}", "expr {w} : '.*'",
    "expr substr {w} 2 3", "expr index {w} a", "expr length {w}", "expr {n} '<' {n}", "expr {w} = {w}",
    "expr match {w} 'a*'", "expr {n} - {w}", "expr '(' {n} + {n} ')' '*' {n}",
    "numfmt --to=si {n}", "numfmt --to=iec {n}", "numfmt --from=iec {w}", "numfmt --to=iec-i --suffix=B {n}",
    "numfmt --format='%08.2f' {n}", "numfmt --grouping {n}", "numfmt --from=auto {w}",
    "basename {p}", "basename -s .txt {p}", "basename -a {p} {p}", "dirname {p}", "dirname {p} {p}",
    "printf '%s|%d|%x|%o|%e|%g|%5.2f\\n' {w} {n} {n} {n} {n} {n} {n}", "printf '%b' '{w}\\n'",
    "printf '%q\\n' {w}", "printf '%-6s|%6s|\\n' {w} {w}", "printf '%c%c\\n' {w} {w}", "printf '%i %u\\n' {n} {n}",
    "printf '%#x %#o %+d % d\\n' {n} {n} {n} {n}", "printf '%.3s|%10.4s|\\n' {w} {w}", "printf '%*d|\\n' 5 {n}",
    "echo {w} | tr a-z A-Z", "echo {w} | tr -d '[:digit:]'", "echo {w} | tr -s 'a-z'", "echo {w} | tr -c 'a-z' '_'",
    "echo {w} | tr '[:lower:]' '[:upper:]'", "echo {w} | tr -cd '[:alnum:]'; echo", "echo {w} | tr 'a-c' 'x'",
    "echo {w} | rev", "echo {w} | fold -w 3", "echo {w} | od -c | head -2", "echo {w} | od -An -tx1",
    "echo {w} | base64", "echo {w} | base64 | base64 -d", "echo {w} | sha256sum", "echo {w} | md5sum",
    "echo {w} | cksum", "echo {w} | wc -c", "echo {w} | wc -m", "echo {w} | cut -c2-", "echo {w} | cut -b1,3",
    "factor {n}", "echo {w} | xxd | head -2", "echo {w} | xxd -p", "echo {w} | hexdump -C | head -2",
    "printf '%s\\n' {w} {w} {n} | sort -u", "printf '%s\\n' {w} {n} {w} | uniq -c", "echo {w} {n} | column -t",
    "echo {n} | awk '{{printf \"%d %s\\n\", $1, $1*2}}'", "test {n} -gt {n}; echo $?", "[ {w} \\< {w} ]; echo $?",
    "echo $(( {n} ** 2 ))", "echo {w} | sed 's/./&-/g'", "echo {w} | grep -o .", "echo {w} | grep -c a",
    "yes {w} | head -3", "echo {w} | tee /dev/null", "truncate -s {n} f; wc -c < f", "echo {w} | nl",
    "printf '%s\\n' {n} {n} {n} | paste -sd+ | bc", "echo '{n} / 3' | bc -l", "echo 'scale=3; {n}/7' | bc",
    "echo 'obase=16; {n}' | bc", "echo 'sqrt({n})' | bc", "echo {n} | numfmt --to=si --round=down",
]  # fmt: skip
_MISC_N = ["0", "1", "-1", "7", "10", "255", "1000", "1536", "1048576", "3.5", "-2.25", "1e3", "99999999999",
           "007", "0x10", "''", "abc", "2", "5", "12"]  # fmt: skip
_MISC_W = ["hello", "a", "''", "'a b'", "abc123", "Hello_World", "'é'", "'x\\ty'", "1K", "2M", "1.5Gi",
           "/usr/lib/x.txt", "'a/b/'", "//", ".", "'ab%d'", "'--'", "'-n'", "ÀB", "zzz"]  # fmt: skip


def _case_misc(r: random.Random) -> tuple[str, bytes]:
    t = r.choice(_MISC)
    while "{n}" in t or "{w}" in t or "{p}" in t:
        t = t.replace("{n}", r.choice(_MISC_N), 1).replace("{w}", r.choice(_MISC_W), 1)
        t = t.replace(
            "{p}",
            r.choice(["/usr/lib/x.txt", "a/b/", "//", ".", "x.txt", "/", "''", "a.txt.txt"]),
            1,
        )
    return f'{t} 2>&1; echo "rc=$?"', b""


_EE_ATOMS = ["true", "false", "f", "g", "(exit 3)", "! false", "! true", "false | true", "true | false",
             "x=$(false)", "x=$(exit 4)", "local_test", "[[ 1 == 2 ]]", "(( 0 ))", "(( 2 ))",
             "{ false; }", "( false )", "test -n ''", "cat /nonexistent", "return_in_sub", "echo ok"]  # fmt: skip
_EE_WRAP = ["{a}", "{a} && echo y", "{a} || echo n", "if {a}; then echo t; else echo e; fi",
            "while {a}; do break; done", "until {a}; do break; done", "{a}; echo \"s=$?\"",
            "echo \"$({a}; echo in=$?)\"", "( {a}; echo sub )", "{a} | cat", "! {a}", "{a} &> /dev/null",
            "for i in 1; do {a}; done", "case x in x) {a};; esac", "[ -z \"$({a})\" ]"]  # fmt: skip


def _case_errexit(r: random.Random) -> tuple[str, bytes]:
    opts = r.sample(
        ["set -e", "set -o pipefail", "set -E", "shopt -s inherit_errexit", "set -u"],
        r.randint(0, 3),
    )
    pre = [
        "f() { false; echo f-after; }",
        "g() { return 2; }",
        "local_test() { local y=$(false); echo lt=$?; }",
        "return_in_sub() { ( return 5 ); echo rs=$?; }",
    ]
    if r.random() < 0.4:
        pre.append(
            r.choice(
                [
                    "trap 'echo ERR $?' ERR",
                    "trap 'echo EXIT $?' EXIT",
                    "trap 'echo ERR $LINENO' ERR; trap 'echo EXIT' EXIT",
                ]
            )
        )
    body = []
    for _ in range(r.randint(1, 4)):
        w = r.choice(_EE_WRAP)
        body.append(w.replace("{a}", r.choice(_EE_ATOMS)))
    script = "\n".join([*pre, *opts, *body, "echo end=$?"])
    return script, b""


_BI_INPUT = ["'a b c'", "'  lead  trail  '", "'x:y::z'", "'one\\ntwo\\nthree'", "'back\\\\slash end'",
             "''", "'tab\\tsep\\tx'", "'a,b;c'", "'é ü'", "'no-newline'"]  # fmt: skip
_BI_STMT = [
    "IFS={ifs} read -r a b c <<< $'{in}'; printf '[%s]' \"$a\" \"$b\" \"$c\"; echo \" $?\"",
    "IFS={ifs} read a b <<< $'{in}'; printf '[%s]' \"$a\" \"$b\"; echo",
    "read -ra arr <<< $'{in}'; echo \"${{#arr[@]}}:${{arr[*]}}\"",
    "IFS={ifs} read -ra arr <<< $'{in}'; declare -p arr",
    "read -d , x <<< $'{in}'; echo \"[$x] $?\"", "read -n 3 x <<< $'{in}'; echo \"[$x] $?\"",
    "read -N 4 x <<< $'{in}'; echo \"[$x] $?\"", "read -d '' x <<< $'{in}'; echo \"[$x] $?\"",
    "printf $'{in}' | {{ read x; echo \"[$x] $?\"; }}", "read x; echo \"[$x] $?\"",
    "mapfile -t m <<< $'{in}'; declare -p m", "mapfile -d , m <<< $'{in}'; declare -p m",
    "mapfile -n 1 -s 1 m <<< $'{in}'; declare -p m", "mapfile -O 2 -t m <<< $'{in}'; declare -p m",
    "IFS={ifs}; set -- $'{in}'; echo $#; printf '<%s>' \"$@\"; echo", "IFS={ifs}; x=$'{in}'; arr=($x); echo ${{#arr[@]}}",
    "IFS={ifs}; x=$'{in}'; echo \"$*\" ${{x}}", "v=$'{in}'; printf '%q\\n' \"$v\"; echo ${{v@Q}}",
    "declare -A h=([k]=$'{in}' [z]=1); declare -p h", "declare -ia n=(1 2 3); n+=(4); declare -p n",
    "declare -l lo=$'{in}'; declare -u up=$'{in}'; echo \"$lo|$up\"", "declare -r r=1; declare -p r; r=2; echo $?",
    "f() {{ local -i x=5+2; local y=$'{in}'; declare -p x y; }}; f", "export E=$'{in}'; declare -p E; env | grep ^E=",
    "declare -x -i q=3; declare -p q", "declare -n ref=target; target=$'{in}'; echo \"$ref\"; declare -p ref",
    "set -- {args}; shift 2; echo $# \"$*\"", "set -- {args}; echo \"${{@: -2}}\" ${{#}}",
    "OPTIND=1; while getopts '{opts}' o {args}; do echo \"$o:${{OPTARG-}}:$OPTIND\"; done; echo end $OPTIND",
    "OPTIND=1; getopts ':{opts}' o {args}; echo \"$? $o ${{OPTARG-unset}}\"",
    "printf -v out '%s-%s' {args}; echo \"$out\"", "printf '%s\\n' {args} | sort -r | head -2",
    "type -t cd ls nosuch f 2>&1; echo $?", "command -v echo ls nosuch; echo $?", "unset -v nosuch; echo $?",
    "unset arr; arr=(1 2 3); unset 'arr[1]'; declare -p arr; echo ${{#arr[@]}}",
    "x=5; unset x; echo ${{x-gone}}; readonly y=1; unset y; echo $?",
    "a=(3 1 2); echo ${{a[@]:1}} ${{!a[@]}}; a[10]=x; echo ${{#a[@]}} ${{!a[*]}}",
]  # fmt: skip


def _case_builtins(r: random.Random) -> tuple[str, bytes]:
    parts = []
    for _ in range(r.randint(1, 3)):
        st = r.choice(_BI_STMT)
        st = st.format(
            ifs=r.choice(["' '", "':'", "','", "''", "$' \\t\\n'", "' :'", "$'\\n'"]),
            opts=r.choice(["ab:c", "a:", "xyz", "h", "ab:", "a::b"]),
            args=r.choice(
                [
                    "-a -b val x",
                    "-ab val",
                    "-c -x y",
                    "-- -a",
                    "x -a",
                    "-b",
                    "-abc",
                    "1 2 3 4",
                    "'a b' c",
                ]
            ),
            **{"in": r.choice(_BI_INPUT).strip("'").replace("'", "")},
        )
        parts.append(st)
    return "f() { :; }; " + "; ".join(parts) + " 2>&1", b""


_AR_ATOMS = ["0", "1", "2", "7", "-3", "x", "y", "z", "a[1]", "a[x]", "16#ff", "2#101", "0x1F", "010",
             "9223372036854775807", "-9223372036854775808", "36#zz", "64#@_", "1e3", "u", "'x'", "\"2\"",
             "$x", "${#s}", "s", "b"]  # fmt: skip
_AR_BIN = ["+", "-", "*", "/", "%", "**", "<<", ">>", "&", "|", "^", "&&", "||", "<", ">", "<=", ">=",
           "==", "!=", ","]  # fmt: skip
_AR_UN = ["-", "+", "!", "~", "++", "--"]
_AR_ASSIGN = ["=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="]


def _case_arith(r: random.Random) -> tuple[str, bytes]:
    def expr(d: int = 0) -> str:
        k = r.random()
        if d > 2 or k < 0.35:
            return r.choice(_AR_ATOMS)
        if k < 0.6:
            return f"{expr(d + 1)} {r.choice(_AR_BIN)} {expr(d + 1)}"
        if k < 0.7:
            op = r.choice(_AR_UN)
            return (
                f"{op}{r.choice(['x', 'y', 'a[2]'])}"
                if op in ("++", "--")
                else f"{op}{expr(d + 1)}"
            )
        if k < 0.8:
            return f"{r.choice(['x', 'y', 'a[3]'])} {r.choice(_AR_ASSIGN)} {expr(d + 1)}"
        if k < 0.9:
            return f"{expr(d + 1)} ? {expr(d + 1)} : {expr(d + 1)}"
        return f"({expr(d + 1)})"

    pre = "x=5; y=-2; a=(10 20 30); s=hello; b='x+1'; "
    forms = [
        f"echo $(( {expr()} ))",
        f'(( {expr()} )); echo "st=$? x=$x y=$y"',
        f"let '{expr()}' '{expr()}'; echo \"st=$? x=$x\"",
        f"declare -i n='{expr()}'; echo \"$n\"",
        f"echo ${{s:$(( {expr()} )):2}}",
        f"for ((i = 0; i < 3 && {expr()}; i++)); do echo $i; done",
        f"[[ $(( {expr()} )) -gt 0 ]]; echo $?",
        f'a[{expr()}]=7; echo "${{a[@]}}"',
    ]
    body = "; ".join(r.choice(forms) for _ in range(r.randint(1, 3)))
    return pre + body + ' 2>&1; echo "rc=$?"', b""


_RD_CMDS = ["echo out", "echo err >&2", "cat", "cat f", "cat nosuch", "printf 'a\\nb\\n'", "read x; echo \"[$x]\"",
            "{ echo a; echo b >&2; }", "(echo sub; echo serr >&2)", "ls nosuch", "true", "false",
            "f", "exec 3>&-", "cat <&3", "echo via3 >&3", "wc -l"]  # fmt: skip
_RD_REDIRS = ["> o", ">> o", "2> e", "2>&1", "&> o", "&>> o", "< f", "<<< 'here str'", "<<< $'x\\ny'",
              "2>/dev/null", ">/dev/null", "1>&2", "3> o3", "3< f", "<> rw", ">| o", "0<&-", ">&-",
              "2>&-", "4>&1", "<< 'EOF'\nheredoc $HOME\nEOF", "<<EOF\nexp $((1+2))\nEOF", "<<-EOF\n\tstrip\n\tEOF",
              "> /nonexistent/x", "< nosuch", "2>&3", "3>&1 1>&2 2>&3", "2>> o", "1<> o", "2> o",
              "1<> f", "3<> f", "4< o", ">> f"]  # fmt: skip


def _case_redir(r: random.Random) -> tuple[str, bytes]:
    pre = "rm -f o e o3 rw; printf 'l1\\nl2\\n' > f; f() { echo fout; echo ferr >&2; }; "
    if r.random() < 0.3:
        pre += r.choice(
            ["exec 3> o3; ", "exec 3< f; ", "set -o noclobber; echo x > o; ", "exec 2>&1; "]
        )
    parts = []
    for _ in range(r.randint(1, 3)):
        c = r.choice(_RD_CMDS)
        rd = " ".join(r.choice(_RD_REDIRS) for _ in range(r.randint(1, 2)))
        if "\n" in rd:
            parts.append(f'{c} {rd}\necho "st=$?"')
        else:
            parts.append(f'{c} {rd}; echo "st=$?"')
    post = '; for x in o e o3 rw; do [ -e $x ] && { echo "== $x"; cat $x; }; done'
    return pre + "\n".join(parts) + post, b""


_NF_TO = ["--to=si", "--to=iec", "--to=iec-i", "--to=none", "--to=auto", ""]
_NF_FROM = ["--from=si", "--from=iec", "--from=iec-i", "--from=auto", "--from=none", ""]
_NF_MORE = ["--round=up", "--round=down", "--round=from-zero", "--round=towards-zero",
            "--round=nearest", "--format=%.2f", "--format=%10.1f", "--format=%-8f", "--format=%08.3f",
            "--format='%.0f'", "--padding=8", "--padding=-6", "--suffix=B", "--to-unit=1000",
            "--from-unit=512", "--field=2", "-d,", "--header", "--invalid=warn", "--invalid=ignore",
            "--grouping", "--format='%.3e'"]  # fmt: skip


def _nf_value(r: random.Random) -> str:
    """A numfmt input: integers and decimals of every magnitude, boundaries, suffixes, junk."""
    k = r.randint(0, 20)
    pick = r.random()
    if pick < 0.35:
        v = str(r.randint(0, 10**k))
    elif pick < 0.5:
        v = str(
            r.choice([999, 1000, 1023, 1024, 9999, 10000, 99949, 99950, 1048575, 1048576])
            * 10 ** r.randint(0, 9)
        )
    elif pick < 0.7:
        v = f"{r.randint(0, 10**k)}.{r.randint(0, 999):0{r.randint(1, 3)}d}"
    elif pick < 0.8:
        v = f"{r.randint(1, 999)}{r.choice(['K', 'M', 'G', 'T', 'Ki', 'Mi', 'k', 'E', 'Z', 'Y'])}"
    elif pick < 0.9:
        v = r.choice(["", "abc", "1e3", "0x10", " 12", "12 ", "1,5", "-", "--5", "1.2.3", "9" * 25])
    else:
        v = str(r.randint(1, 10**k) * 10 ** r.randint(0, 3))
    if r.random() < 0.2 and v:
        v = "-" + v
    return v


def _case_numfmt(r: random.Random) -> tuple[str, bytes]:
    opts = [r.choice(_NF_TO), r.choice(_NF_FROM)] + r.sample(_NF_MORE, r.randint(0, 3))
    values = [_nf_value(r) for _ in range(r.randint(1, 6))]
    if "--field=2" in opts or "-d," in opts:
        sep = "," if "-d," in opts else " "
        values = [f"x{sep}{v}{sep}y" for v in values]
    data = ("\n".join(values) + "\n").encode()
    return f'numfmt {" ".join(o for o in opts if o)} < f 2>&1; echo "rc=$?"', data


_GREP_FLAGS = ["-i", "-w", "-x", "-v", "-c", "-n", "-o", "-l", "-L", "-h", "-H", "-F", "-E", "-q", "-s",
               "-m1", "-m2", "-A1", "-B1", "-C1", "-b", "-z", "--color=always", "-r", "-P"]  # fmt: skip
_GREP_PATS = ["b", "B", "ab", "a.b", "^a", "b$", "x y", "[0-9]+", "a|b", "foo", "", "\\bab", "é", "A.*B",
              "(ab)+", "a{2}", "\\.", "-x", "lead", "^$", "[[:upper:]]", "t\\w+"]  # fmt: skip
_GREP_LINES = ["ab", "b", "AB", "a b", "xab y", "a.b", "aab", "", "foo bar", "é É", "B-x", "  lead",
               "123", "tab\there", "abab", "x y"]  # fmt: skip


def _case_grep(r: random.Random) -> tuple[str, bytes]:
    flags = r.sample(_GREP_FLAGS, r.randint(1, 4))
    pats = [r.choice(_GREP_PATS) for _ in range(r.randint(1, 2))]
    pat_args = (
        " ".join(f"-e {quote(p)}" for p in pats)
        if len(pats) > 1 or r.random() < 0.3
        else quote(pats[0])
    )
    files = r.choice(["f", "f g", "f nosuch", "g f", "-", "d"])
    data = "\n".join(r.choice(_GREP_LINES) for _ in range(r.randint(0, 7))) + "\n"
    setup = "printf 'ab\\nxyz\\nAB b\\n' > g; mkdir -p d; printf 'b\\n' > d/h; "
    stdin = " < f" if files == "-" else ""
    return (
        f'{setup}grep {" ".join(flags)} {pat_args} {files}{stdin} 2>&1; echo "rc=$?"',
        data.encode(),
    )


def _case_text(r: random.Random) -> tuple[str, bytes]:
    lines = [
        r.choice([" ", ",", ":", "\t"]).join(r.choice(_WORDS) for _ in range(r.randint(1, 4)))
        for _ in range(r.randint(0, 8))
    ]
    data = "\n".join(lines) + ("\n" if lines and r.random() < 0.9 else "")
    cmd, opts = r.choice(_TEXT)
    chosen = " ".join(r.sample(opts, r.randint(0, min(2, len(opts)))))
    return f'{cmd} {chosen} f; echo "rc=$?"', data.encode()


def _crash(seed: int, n: int) -> int:
    r = random.Random(seed)
    cmds = [c for c in names() if c not in ("yes", "sleep", "cat", "tail", "timeout", "watch")]
    vals = ["", "0", "-1", "99999999999999999999", "1e9", "x", "%", "\\", "'", "1,2", "1-",
            "-3", "0x1F", "1G", "9Q", "a-z", "[:alpha:]", "[", "\\0", "/", ".", "f", "d", "\xff",
            "é", "*", "{", "(", "^", "$", "="]  # fmt: skip
    flags = [f"-{c}" for c in "abcdefhiklmnopqrstuvwxzABCEFLNPRSTV015"] + ["--help", "--", "-"]
    setup = "printf 'a b\\tc\\n1 2 3\\n\\xff\\n' > f; mkdir -p d; printf 'x\\n' > d/g; "

    def cases() -> Iterator[tuple[str, str]]:
        for _ in range(n):
            args = []
            for _ in range(r.randint(0, 4)):
                k = r.random()
                a = (
                    r.choice(flags)
                    if k < 0.4
                    else r.choice(flags) + r.choice(vals)
                    if k < 0.6
                    else ""
                )
                args.append(a or r.choice(vals))
            cmd = r.choice(cmds) + " " + " ".join(quote(a) for a in args)
            yield setup + cmd + " f < f", repr(cmd + " f < f")

    return _hunt(None, cases(), n)


def _hunt(sh: Bash | None, cases: Iterable[tuple[str, str]], n: int) -> int:
    """Run each (script, what to show) in ``sh`` (None: a new session each) and report the
    ones that end in an "internal error": the crash hunts' common loop (no oracle)."""
    bad = 0
    for script, shown in cases:
        res = (sh or Bash()).run(script)
        if "internal error" in res.stderr:
            bad += 1
            print(shown, "->", res.stderr.strip()[-150:], flush=True)
    print("internal errors", bad, "of", n)
    return 1 if bad else 0


_AWK_BUILTINS = sorted(BUILTINS)
_AWK_ATOMS = ['"a"', "1", "$1", "x", "a", "a[1]", "/re/", '"%d"', "-1", "1e300", '""', "NF",
              "$0", "0", '"a b c"', "arr", "(1,2)"]  # fmt: skip
_AWK_OPS = ["+", "-", "*", "/", "%", "^", " ", "<", "==", "~", "&&", "||", "in"]


def _awk_crash(seed: int, n: int) -> int:
    """Random awk programs (builtins with any number of arguments, arrays where scalars go,
    every operator): no "internal error" (no oracle)."""
    r = random.Random(seed)

    def expr(d: int = 0) -> str:
        k = r.random()
        if d > 2 or k < 0.3:
            return r.choice(_AWK_ATOMS)
        if k < 0.7:
            args = ", ".join(expr(d + 1) for _ in range(r.randint(0, 4)))
            return f"{r.choice(_AWK_BUILTINS)}({args})"
        return f"({expr(d + 1)} {r.choice(_AWK_OPS)} {expr(d + 1)})"

    def stmt() -> str:
        k = r.random()
        if k < 0.4:
            return f"print {expr()}"
        if k < 0.6:
            return f"x = {expr()}"
        if k < 0.7:
            return f"a[{expr()}] = {expr()}"
        if k < 0.8:
            return f"printf {expr()}, {expr()}"
        if k < 0.9:
            return f"if ({expr()}) {{ {stmt()} }}"
        return f"for (k in a) {{ {stmt()} }}"

    def cases() -> Iterator[tuple[str, str]]:
        for _ in range(n):
            body = "; ".join(stmt() for _ in range(r.randint(1, 3)))
            prog = f"BEGIN {{ a[1]=2; x=3 }} {{ {body} }} END {{ {stmt()} }}"
            yield f"printf 'a b c\\n1 2 3\\n' | awk {quote(prog)}", repr(prog)

    return _hunt(Bash(limits=Limits(timeout=5, max_loop_iterations=10000)), cases(), n)


_JQ_F0 = [
    ".",
    ".a",
    ".[0]",
    ".[]",
    "..",
    "keys",
    "length",
    "add",
    "tostring",
    "tonumber",
    "type",
    "not",
    "empty",
    "null",
    "1",
    '"s"',
    "[1,2]",
    "{a:1}",
    "$__loc__",
    "env",
    "input",
    "inputs",
    "now",
    "tojson",
    "fromjson",
    "ascii_downcase",
    "explode",
    "implode",
    "to_entries",
    "from_entries",
    "paths",
    "leaf_paths",
    "first",
    "last",
    "reverse",
    "sort",
    "unique",
    "min",
    "max",
    "floor",
    "sqrt",
    "infinite",
    "nan",
    "isnan",
    'splits("a")',
    "@base64",
    "@base64d",
    "@csv",
    "@tsv",
    "@html",
    "@uri",
    "@sh",
    "@json",
    "@text",
    "ltrimstr(1)",
    "tostream",
    "fromstream(.)",
    'getpath(["a"])',
    "input_line_number",
    "halt",
    "error",
    "debug",
    "stderr",
    "walk(.)",
    "flatten",
    "flatten(-1)",
    "range(3)",
    "limit(2; .[])",
    "until(. > 3; . + 1)",
    "repeat(.)|first",
    "indices(1)",
    "inside(.)",
    "combinations",
    "ascii",
    "todate",
    "fromdate",
    "dateadd(1;2)",
    'strptime("%Y")',
    "mktime",
    "gmtime",
    'strftime("%Y")',
    'test("a")',
    'match("(a)")',
    'capture("(?<x>a)")',
    'scan("a")',
    'split("a"; null)',
    'sub("a"; "b")',
    'gsub(""; "b")',
    "ascii(65)",
    "@base32d",
    "significand",
    "ldexp(1;2)",
    "getpath(1)",
    "setpath([1]; 2)",
    "delpaths([[1]])",
    "to_number",
    "splits(1)",
    'join(",")',
    "tojson|fromjson",
    "env.HOME",
    "$ENV",
    "input_filename",
    'ltrimstr("a")',
    '@text "\\(.)"',
    "limit(-1; 1)",
    "nth(1)",
    "nth(-1; .[])",
    "group_by(.)",
    "unique_by(.)",
    "min_by(.)",
    "any",
    "all",
    "IN(1)",
    "in({})",
    "has(0)",
    'has("a")',
    'contains("a")',
    "startswith(1)",
    "getpath([{}])",
    "pick(.a)",
    "abs",
    "toarray",
    "have_literal_numbers",
    'splits("(")',
    'test("[")',
    "ltrimstr",
    "error(null)",
    "try error catch .",
    "label $f | break $f",
    ".[1:2]",
    '.["a":]',
    ".[-1:]",
    "tojson[1:]",
    ".[null]",
    ".[{}]",
    "-.",
    ". as [$a] | $a",
    ". as {a:$x} | $x",
    "reduce .[] as $x (0; . + $x)",
    "foreach .[] as $x (0; . + $x)",
    "[.[] | . * 2]",
    "{(.): 1}",
    "..|numbers",
    'getpath(["a",0,"b"])',
    "path(..)",
    "del(.[0])",
    "to_entries[]",
    "with_entries(.)",
    '@json "x\\(.)"',
    "ascii_upcase",
    'ltrimstr("")',
    "$__prog_args",
    'splits("")',
    "input|.",
    "getpath(null)",
    "implode|explode",
    "[limit(3; repeat(1))]",
    "tostring|tonumber",
    "utf8bytelength",
    "tojson|length",
    "env|keys|length",
    "ascii(-1)",
    "[.[]?]",
    ".a?",
    ".[]?",
    "..?",
    "getpath([-1])",
    "if . then 1 else 2 end",
    "if . then 1 end",
    "try . ",
    "(1,2) as $x | $x",
    "def f: .; f",
    "def f(g): g; f(.)",
    "def f($a): $a; f(1)",
    'splits("a";"g")',
    "ltrimstr(null)",
    "limit(1; error)",
    "first(empty)",
    "isvalid(.)",
    'error("x")?',
    "getpath([0,0])",
    "@base64d|@base64",
    "tojson|@sh",
    ".[] += 1",
    ".a |= .+1",
    ".[0] = 1",
    "del(..)",
    "to_entries|from_entries",
    'paths(type == "number")',
    "splits(null)",
    '[splits("")]',
    "input_line_number",
    "$__loc__.line",
    'getpath(["a"]) = 1',
    "sort_by(.a)",
    "min_by(.a)",
    'tojson|test("1")',
    "ascii_downcase|explode",
    "@uri|@text",
    "significand",
    "gamma",
    "frexp",
    "modf",
    "logb",
    "nearbyint",
    "trunc",
    "round",
    "ceil",
    "pow(2;3)",
    "log(0)",
    "exp10",
    "1/0",
    "0/0",
    "1 % 0",
    "[] | implode",
    '"\\u0000"',
    'ltrimstr("x")',
    "tojson|fromjson|tojson",
    'getpath(["a"])|tostring',
    'splits("a+")',
    '[match(""; "g")]',
    'sub("(?<x>a)"; "\\(.x)")',
    'gsub("a"; "b"; "g")',
    'test("a"; "x")',
    '@sh "\\(.)"',
    "halt_error",
    "halt_error(1)",
    "input?",
    "$x",
    "[.[] | tostring]",
    "limit(0; 1)",
    "range(1;10;0)",
    "range(0;10;-1)",
    "range(1e10)|first",
    "tojson*2",
    '"a" * 0',
    '"a" * -1',
    '"a" * 1e10',
    "[1] - 1",
    "{} + 1",
    "{} * {a:{b:1}}",
    "null - 1",
    '"a" / ""',
    '"" / ""',
    "[] | add",
    "[[]] | add",
    "[{}] | add",
    "infinite | floor",
    "nan | tostring",
    "-infinite | tojson",
    "1e1000",
    "-1e1000",
    "100000000000000000000000",
    "[.[]] | transpose",
    "[[1],[2,3]] | transpose",
    'splits("\\\\")',
    "ascii_downcase(1)",
    "tojson(1)",
    "getpath",
    "error(1;2)",
    "@base32",
    "ltrimstr(1;2)",
    "env(1)",
    "$ENV.PATH",
    "ascii",
    '@html "<\\(.)>"',
    "input_filename|length",
    "getpath([true])",
    "paths(1)",
    "leaf_paths|length",
    "tostream|tojson",
    "fromstream(tostream)",
    "truncate_stream(1; tostream)",
    'getpath(["a"]) as [$x] | $x',
    'splits("x") | length',
    "abs(1)",
    "toarray(1)",
    "limit(1; 2; 3)",
    "@base64d(1)",
    "getpath([1.5])",
    ".[1.5]",
    ".[-1e20]",
    ".[1e20]",
    ".[nan]",
    "[range(5)] | .[1.7:3.2]",
    "[range(5)] | .[nan:]",
    '"abc" | .[1:nan]',
    "implode(1)",
    "[1114112] | implode",
    "[-1] | implode",
    "[55296] | implode",
    "tojson | .[0:1]",
]
_JQ_INPUTS = [
    '{"a":1,"b":[1,2]}',
    '[1,"a",null,true,{"x":1}]',
    '"str"',
    "3.5",
    "null",
    "[]",
    "{}",
    "[[1,2],[3]]",
    '"2015-03-05T23:51:47Z"',
    "-0",
    "1e309",
    '"\\u00e9"',
    '[{"a":1},{"a":2}]',
]
_JQ_OPTS = ["", "-c", "-r", "-s", "-n", "-e", "--arg x 1", "-S", "-j", "--seq", "--stream",
            "--tab", "--indent 7", "-a", "--slurp --raw-input", "-R"]  # fmt: skip


def _jq_crash(seed: int, n: int) -> int:
    """Random jq filters (builtins with odd arguments, NaN and infinite numbers, paths,
    dates) over odd inputs, with random options: no "internal error" (no oracle)."""
    r = random.Random(seed)

    def filt(d: int = 0) -> str:
        k = r.random()
        if d > 2 or k < 0.5:
            return r.choice(_JQ_F0)
        if k < 0.75:
            return f"{filt(d + 1)} | {filt(d + 1)}"
        if k < 0.85:
            return f"[{filt(d + 1)}]"
        if k < 0.92:
            op = r.choice(["+", "-", "*", "/", "%", "==", "<", "and", "or", "//", ","])
            return f"({filt(d + 1)}) {op} ({filt(d + 1)})"
        return f"try ({filt(d + 1)}) catch ."

    def cases() -> Iterator[tuple[str, str]]:
        for _ in range(n):
            f, inp, opts = filt(), r.choice(_JQ_INPUTS), r.choice(_JQ_OPTS)
            yield f"printf '%s\\n' {quote(inp)} | jq {opts} {quote(f)}", f"{opts!r} {f!r} {inp!r}"

    return _hunt(Bash(limits=Limits(timeout=3, max_loop_iterations=10000)), cases(), n)


def main(argv: list[str]) -> int:
    mode = argv[0] if argv else "shell"
    seed = int(argv[1]) if len(argv) > 1 else 1
    n = int(argv[2]) if len(argv) > 2 else 500
    if mode == "crash":
        return _crash(seed, n)
    if mode == "awkcrash":
        return _awk_crash(seed, n)
    if mode == "jqcrash":
        return _jq_crash(seed, n)
    make = {
        "shell": _case_shell,
        "dash": _case_dash,
        "text": _case_text,
        "awk": _case_awk,
        "sed": _case_sed,
        "find": _case_find,
        "expand": _case_expand,
        "ifs": _case_ifs,
        "date": _case_date,
        "misc": _case_misc,
        "errexit": _case_errexit,
        "builtins": _case_builtins,
        "arith": _case_arith,
        "redir": _case_redir,
        "grep": _case_grep,
        "numfmt": _case_numfmt,
    }[mode]
    r = random.Random(seed)
    bad = 0
    with tempfile.TemporaryDirectory() as d:
        for _ in range(n):
            script, data = make(r)
            with open(os.path.join(d, "f"), "wb") as fh:
                fh.write(data)
            bo, be, bs = _bash(script, d)
            res = Bash(
                files={"/home/user/f": data},
                cwd="/home/user",
                env={"TZ": "UTC"},
                limits=Limits(timeout=10),
            ).run(script)
            if (res.stdout, res.stderr, res.exit_code) != (bo, be, bs):
                bad += 1
                print("---", repr(script), "input", repr(data))
                print("  bash:", repr(bo[:300]), repr(be[:200]), bs)
                print("  ours:", repr(res.stdout[:300]), repr(res.stderr[:200]), res.exit_code)
    print("differences", bad, "of", n)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
