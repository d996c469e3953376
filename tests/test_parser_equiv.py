"""The shell parser against a frozen copy of itself (tests/_parser_ref): the parser is tuned
for speed, and each change must build exactly the same trees (node for node, spans included)
and raise exactly the same errors (message, lines, position, status, partial script).

Inputs: every spec case (whole, line by line, and the text of each quoted string in it, as
most are ``eval``/``bash -c`` bodies), a list of tricky texts, and hypothesis token soups.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentsh.syntax import parser as new
from agentsh.syntax.errors import ParseError

HERE = Path(__file__).resolve().parent


def _load_ref() -> ModuleType:
    name = "agentsh_parser_ref"
    if name + ".parser" in sys.modules:
        return sys.modules[name + ".parser"]
    pkg_dir = HERE / "_parser_ref"
    spec = importlib.util.spec_from_file_location(
        name, pkg_dir / "__init__.py", submodule_search_locations=[str(pkg_dir)]
    )
    assert spec is not None and spec.loader is not None
    pkg = importlib.util.module_from_spec(spec)
    sys.modules[name] = pkg
    spec.loader.exec_module(pkg)
    return importlib.import_module(name + ".parser")


ref = _load_ref()


def _loader() -> ModuleType:
    name = "agentsh_spec_loader"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE / "spec" / "loader.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _outcome(mod: Any, src: str, line0: int = 1, col0: int = 0) -> tuple[Any, ...]:
    try:
        return ("ok", mod.Parser(src, line0, col0).parse_script())
    except ParseError as e:
        return ("error", e.message, e.lines, e.line, e.col, e.status, e.partial)


def check(src: str, line0: int = 1, col0: int = 0) -> bool:
    """The parser's outcome for ``src`` is the reference's; so is the fast path's tree when
    it takes the text (then True)."""
    want = _outcome(ref, src, line0, col0)
    got = _outcome(new, src, line0, col0)
    assert got == want, f"parser differs from the reference for {src!r}"
    if line0 != 1 or col0 != 0:
        return False
    fast = new._fast_line(src)  # pyright: ignore[reportPrivateUsage]
    if fast is None:
        return False
    assert want == ("ok", fast), f"the fast path differs from the reference for {src!r}"
    assert repr(want[1]) == repr(fast)  # (the fields not compared, like SimpleCommand.lits)
    return True


_QUOTED = re.compile(r"'([^']*)'|\"((?:[^\"\\]|\\.)*)\"")


def _texts_of(script: str) -> list[str]:
    out = [script]
    out += script.splitlines()
    for m in _QUOTED.finditer(script):
        t = m.group(1) if m.group(1) is not None else m.group(2)
        if t and t not in out:
            out.append(t)
    return out


def _spec_params() -> list[Any]:
    L = _loader()
    return [pytest.param(p, id=L.topic_of(p)) for p in L.spec_files()]


@pytest.mark.parametrize("path", _spec_params())
def test_spec_scripts_parse_as_before(path: Path) -> None:
    L = _loader()
    for case in L.load_file(path):
        for text in _texts_of(case.script):
            check(text)


TRICKY = [
    "",
    "\n",
    "echo hello 5",
    "if [ 1 -gt 5 ]; then c=1; fi",
    "x=${v1:-none}",
    "m[k1]=$i",
    "m[k1]+=$i a[$((1+2))]=3 b[x y]=z cmd",
    "a=(1 2 [3]=x [k]+=y 'q' \"$v\") b+=(z)",
    "declare -a a=(1 2) b=x c[1]=2 -r d",
    "local x=1 y=$(echo 2) z",
    "export PATH=$PATH:~/bin:~x/y",
    "x=~/a:~b/c y=a~b",
    "echo ~ ~/x ~user a~ x=~",
    "cat <<EOF\nhello $x\n  ${y:-z}\nEOF\necho after",
    "cat <<-'EOF'\n\tq $x\n\tEOF\n",
    'cat <<"E"F; echo x\nbody\nEF\n',
    "cat <<EOF | tr a-z A-Z\nnever closed",
    "cat <<A <<B\na\nA\nb\nB\n",
    "echo $(echo $(echo a) `echo b`) $((1 + $((2*3))))",
    "echo $(case x in x) echo y;; esac)",
    "echo $( (echo a) ) $(( (1) ))",
    "echo $((1)(2))",
    "echo $(( 1 + 2 ) )",
    "case $x in a|b) echo 1;; (c) echo 2;& *) echo 3;;& esac",
    "case x in\n  *.txt) echo t\n  ;;\n  *) ;;\nesac",
    "case x in esac",
    "[[ -n $x && ( $y == *.c || $z =~ ^a(b|c)+$ ) ]]",
    "[[ $x =~ [[:space:]] ]] && echo y",
    "[[ a < b ]]; [[ ! -e f ]]",
    "[[ ",
    "[[ a == ]]",
    "(( x = 1 + 2, y++ )) && echo $x",
    "for ((i=0; i<3; i++)); do echo $i; done",
    "for ((i=0; i<3)); do :; done",
    "for x in a b; do echo $x; done; for y; do :; done",
    "for x\nin a b\ndo echo; done",
    "select x in a b; do break; done",
    'while read -r l; do echo "$l"; done < f',
    "until false; do :; done",
    "f() { echo f; }; function g { :; }; function h() ( : )",
    "f () \n{ :; }",
    "coproc cat; coproc N { cat; }",
    "time -p sleep 1 | cat; ! true; time",
    "a && b || c | d |& e & f;",
    "echo a \\\n  b \\\n c # comment\n# full comment\necho d",
    "echo 'single' \"double $x ${y} $(z) `w`\" $'ansi\\n\\x41' $\"loc\"",
    "echo {a,b}{1..3} {x..z} {a,{b,c}} {1..10..2} {,} {a} {a,b",
    "echo @(a|b) !(x) *(y) +(z) ?(w) *.txt [abc]",
    "echo ${#x} ${!x} ${!p*} ${!a[@]} ${x[@]} ${x:1:2} ${x: -1} ${x/a/b} ${x//a} ${x^^} ${x,}",
    "echo ${x@Q} ${x#*/} ${x%%.*} ${x:?err} ${x:=d} ${#} ${#@} ${!#}",
    "echo \"${x:-$'\\t'}\" \"${x:-'q'}\"",
    "echo ${x:} ${} ${x!} ${",
    "echo $[1+2] $x$y ${x}z $1 $10 ${10} $@ $* $# $? $$ $! $- $0",
    "exec 3>&1 4<f 5<>g {fd}>h; echo >&2 2>&1 &>x &>>y >|z <<<'here'",
    "echo 2>&1<f 99999999999>x",
    "x=1 y=2",
    "x=1 echo $x",
    "x= y=\"\" z=''",
    "a=$(echo 1)$(echo 2)",
    "echo a; echo b &\necho c",
    "( cd /; ls ) > out",
    "{ echo a; echo b; } 2>/dev/null",
    "if a; then b; elif c; then d; else e; fi",
    "if a\nthen\n  b\nfi",
    "echo `echo \\`echo x\\``",
    'echo "`echo \\"a\\"`"',
    "echo $(( 2 ** 3 )) $(( x > 1 ? 1 : 0 ))",
    "echo )",
    "echo (",
    "if true; then fi",
    "fi",
    "done",
    "echo a |",
    "echo a &&",
    "echo a ;;",
    "case x in a) echo",
    "echo 'unterminated",
    'echo "unterminated',
    "echo $(unterminated",
    "echo ${unterminated",
    "echo `unterminated",
    "a=(unterminated",
    "f() echo",
    "for x in; do",
    "x=( $(echo a) ) y=( `echo b` )",
    'arr[1]=x arr[$i]=y arr["k"]=z',
    "a[=1",
    "a[1=2",
    "echo a[1]=2 =x x==y",
    "declare x[1]=(a)",
    "echo ${a[$i+1]} ${a[@]:1} ${#a[*]}",
    'eval "if [ $i -gt 5 ]; then c=$i; fi"',
    'eval "x=\\${v$i:-none}"',
    "echo \\$x \\\\ \\' \\\" \\ ",
    "echo a\\\nb",
    "echo $'\\''",
    "\techo\ttab\r\n",
    "echo #notcomment a#b",
    "!",
    "! ! true",
    "time ! true",
    "echo <(cat) >(cat) a<(b)",
    "cat < <(echo x)",
    "trap 'echo x' EXIT; echo $((RANDOM % 3))",
    "echo $( echo ')' ) $( # comment )\n)",
    "echo $(cat <<EOF\ninner\nEOF\n)",
    "x=$(y=$(z=$(echo a)))",
    "$((1 + $((2 + $((3))))))",
    "echo ${x/#a/b} ${x/%a/b} ${x///} ${x/\\//y}",
    'echo "${x#"$y"}" "${x/"a"/b}"',
    "test -f x && [ -d y ] || echo z",
    "echo ';' \";\" \\; a\\;b",
    "echo é ü 日本 $é",
    "a=1;b=2;c=3",
    "f(){ :;};f",
    "echo {1..3}{a..c}",
    "echo x{a,b}y{c,d}",
    "echo $((",
    "echo $((1+2)",
    "((1+2)",
    "( (echo) )",
    "echo a >",
    "echo a > ;",
    "<f cat",
    "2>&1",
    "{ echo",
    "}",
    "while true",
    "function",
    "coproc",
    "if",
    "case",
    "for",
]


@pytest.mark.parametrize("src", TRICKY)
def test_tricky_texts_parse_as_before(src: str) -> None:
    check(src)
    check(src, 7, 3)


_TOKENS = st.sampled_from(
    list("abcxi019 \t\n;&|()<>{}[]$`'\"\\#=~*?!@+-,.:/%^")
    + [
        "$(", "${", "$((", "))", "<<", "<<-", "EOF", "\nEOF\n", "if ", "then ", "elif ", "else ",
        "fi", "do ", "done", "case ", "esac", " in ", ";;", ";&", "[[ ", " ]]", " =~ ", "for ",
        "while ", "x=", "a[1]=", "a=(", "b+=", "declare ", "local ", "echo ", "$x", "${x:-",
        "${#", "$'", "function ", "f() ", "time ", "! ", "2>&1", ">&", "{a,b}", "{1..3}",
        "@(", "~/", " # c\n", "\\\n", "((", "$[", "coproc ", "select ",
    ]
)  # fmt: skip


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_TOKENS, max_size=40).map("".join))
def test_token_soup_parses_as_before(src: str) -> None:
    check(src)


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=60))
def test_random_text_parses_as_before(src: str) -> None:
    check(src)


def test_dynamic_words_lex_as_before() -> None:
    from agentsh.syntax.ast import Span

    for text in ["a+$b", "$(( $x ))", "'q' \"$y\" `z` ${a[1]}", "x\\$y", ""]:
        sp = Span(2, 4, 2, 9)
        assert new.lex_dynamic_word(text, sp) == ref.lex_dynamic_word(text, sp)


@pytest.mark.parametrize("depth", [999, 1000])
def test_deep_assignments_parse_as_before(depth: int) -> None:
    """Near the nesting limit, where an assignment's substitutions are parsed decides whether
    they are too deep (backquotes), and a ``$((`` that is no arithmetic leaves state behind.
    (With parse()'s recursion limit: under Python's default one, where the stack runs out
    depends on the parser's own frames.)"""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, new._RECURSION_LIMIT))  # pyright: ignore[reportPrivateUsage]
    try:
        for body in ["x=`echo a` y=$(echo b)", "x=$((1)(2)) z=1", "a[`i`]=$(c) d=${e:-`f`}"]:
            check("(" * depth + body + ")" * depth)
            check("{ " * depth + body + "; }" * depth)
    finally:
        sys.setrecursionlimit(limit)


# ---- the fast path (parser._fast_line) ---------------------------------------------------
# One line of simple commands, lists, pipelines and if/while/until/for loops is built
# without the parser's tokens (most command lines an agent sends, and most eval texts);
# check() compares its tree with the reference's wherever it takes a text. Below: the shapes
# it covers, near misses that must go to the parser, and generated lines of those shapes.

FAST_TEXTS = [
    "ls",
    "ls  # new text 12",
    "ls -la repo | wc -l",
    "grep -rn 'import json' repo | wc -l  # c",
    "find repo -name '*.py' | sort",
    "jq '.services[] | select(.enabled) | .port' repo/config.json",
    "awk -F, 'NR>1 {s+=$4} END {print s/(NR-1)}' repo/data/users.csv",
    "cut -d, -f3 repo/data/users.csv | sort | uniq -c",
    "mkdir -p repo/build && echo ok",
    "echo 'print(1)' > repo/build/out.py && cat repo/build/out.py",
    "grep -rn 'return x \\* 9' repo/src | sort | head -5",
    "echo $((3 * 7 + 2))",
    'for f in repo/tests/*.py; do echo "$f"; done',
    "printf '%s\\n' c b a | sort",
    "tr a-z A-Z < repo/README.md | head -2",
    "diff a b; echo rc=$?",
    "git --version >/dev/null 2>&1; echo done",
    "if [ 7 -gt 5 ]; then c=7; fi",
    "if a; then b; elif c; then d; else e; fi >out 2>&1",
    "while read -r l; do echo $l; done < f",
    "until false; do :; done &",
    "for x; do echo; done; for y in; do :; done",
    "x=${v1:-none}",
    "m[k1]=$i m[$i]=x a[]=y b+=z c[1]+=w",
    "s=$((s + v1)) t=$(( i * 2 ))",
    'echo "a\\"b\\$c\\d" "$@" "${x}" "${y:-a b}" "${z#*/}" "${w%%.*}" "$((1+2))"',
    "echo ${1} ${10:-q} $10 $$ $! $- $# $0 $_ a$b$?",
    "echo a\\ b \\; \\' x=1 a=b=c =x 1a=b a[1]=2 a[1] [ ] [x] a[]=1 a[1]=$x",
    "echo a#b 'q'#c \"\"'' 99999999999>x 3<f 2>&- <>rw >|c &>>d <<<s",
    "a=1 b= c='x y' env",
    ">f echo; <f; 2>&1",
    "\n\n  echo eval line 3",
    "echo trailing newline\n",
    "\necho both\n",
]

FAST_NEAR_MISSES = [
    "echo a |",
    "echo a &&",
    "echo a ;;",
    "echo a; ; b",
    "; echo",
    "echo 'open",
    'echo "open',
    "echo ${x",
    "echo ${#x} ${!x} ${x:1} ${x/a/b} ${x^^} ${x@Q} ${x[1]} ${}",
    "echo $(date) `date` $'a' $\"b\" $[1] $((a)(b)) $(( (1) ))",
    "echo ~ ~/x a:~",
    "echo {a,b} {} x{1..3}",
    "echo *(a) @(b) <(c) >(d)",
    "cat <<EOF\nx\nEOF",
    "cat <<EOF",
    "echo a\nb",
    "echo a\\\nb",
    "echo a\r",
    "a=(1 2)",
    "a[x y]=1 cmd",
    "echo a[x y]=1",
    "a['k']=1",
    "a[[1]]=x",
    "echo a[$i]=1",
    "echo a[[x y]]=1",
    "a[x\t>\tkeys[] $?y]=2",
    "elif[\t&  # c $((",
    "echo x a[x\t>\tkeys[] $?y]=2",
    "export a=1",
    "local x",
    "a=1 export b=2",
    "a=1 if",
    "! true",
    "time ls",
    "echo | ! x",
    "fi",
    "then",
    "[[ -f x ]]",
    "{ echo; }",
    "(echo)",
    "((i++))",
    "f() { :; }",
    "function f { :; }",
    "case x in x) ;; esac",
    "if a; then fi",
    "if a; b; fi",
    "if a; then b; fi x",
    "for x in a b do done",
    "for x in a b",
    "for 'x' in a; do :; done",
    "for ((i=0;i<3;i++)); do :; done",
    "for x in a >f; do :; done",
    "while a; do b; done x",
    "echo > ",
    "echo >",
    "echo > >f",
    "echo 2>1>f",
    "echo >#c",
    "#only a comment",
    "",
    "   ",
    "\n",
]


@pytest.mark.parametrize("src", FAST_TEXTS)
def test_fast_path_builds_the_parsers_tree(src: str) -> None:
    assert check(src), f"the fast path did not take {src!r}"


@pytest.mark.parametrize("src", FAST_NEAR_MISSES)
def test_fast_path_leaves_near_misses_to_the_parser(src: str) -> None:
    assert not check(src), f"the fast path took {src!r}"


def test_fast_path_on_generated_lines() -> None:
    """Lines generated from the fast path's grammar (and of words it does not take), some
    of them cut, or with a character put in or taken out."""
    import random

    r = random.Random(5)
    words = ["ls", "echo", "a", "-la", "x1", "'q r'", '"d $x e"', '"${v:-n o}"', "$x", "${x}"]
    words += ["${x:-y}", "${x#*/}", "$?", "$1", "\\*", "*.py", "a,b", "[", "]", "x=1", "a[1]=2"]
    words += ['"$f"', "''", '""', "$((i+1))", '"$((2*3))"', "a#b", "é"]
    risky = ["in", "do", "fi", "!", "{", "a=(", "$(x)", "~", "<<E", "if", "'", "${#x}", "a[x"]
    risky += ["y]=2", "a[[1]]=x", "[x]", "c[]", "b[k]+=v", "a[$i]=1", "x[1]"]
    prefix = ["x=1", "y=", "a+=b", "m[k1]=$i", "m[$i]=x", "z=${v1:-none}", "s=$((s + v1))"]
    redirs = [">f", "> f", "2>&1", ">>'o'", "<in", "&>/dev/null", "<<<x", ">&2", "3<f"]

    def word() -> str:
        return r.choice(risky) if r.random() < 0.03 else r.choice(words)

    def blank() -> str:
        return r.choice([" ", " ", "  ", "\t"])

    def simple() -> str:
        ws = [r.choice(prefix) for _ in range(r.choice([0, 0, 0, 1, 2]))]
        ws += [word() for _ in range(r.choice([1, 1, 2, 3, 4]))]
        if r.random() < 0.25:
            ws.insert(r.randint(0, len(ws)), r.choice(redirs))
        return blank().join(ws)

    def list_(d: int) -> str:
        k = r.choice([1, 1, 2, 3])
        out = [and_or(d) + r.choice([";", "; ", " ;", " & ", "&"]) for _ in range(k)]
        return "".join(out)

    def and_or(d: int) -> str:
        s = pipeline(d)
        while r.random() < 0.25:
            s += r.choice([" && ", "||", " || ", "&&"]) + pipeline(d)
        return s

    def pipeline(d: int) -> str:
        s = command(d)
        while r.random() < 0.25:
            s += r.choice([" | ", "|", " |& "]) + command(d)
        return s

    def command(d: int) -> str:
        x = r.random()
        if d >= 3 or x >= 0.3:
            return simple()
        if x < 0.12:
            s = "if " + list_(d + 1) + " then " + list_(d + 1)
            while r.random() < 0.3:
                s += " elif " + list_(d + 1) + " then " + list_(d + 1)
            if r.random() < 0.4:
                s += " else " + list_(d + 1)
            s += " fi"
        elif x < 0.2:
            s = r.choice(["while ", "until "]) + list_(d + 1) + " do " + list_(d + 1) + " done"
        else:
            items = " in " + " ".join(word() for _ in range(r.randint(0, 3))) + ";"
            var = r.choice(["x", "f", "i_1", "1x", "in", "do"])
            s = "for " + var + r.choice([items, ";", " in;", ""]) + " do " + list_(d + 1) + " done"
        if r.random() < 0.15:
            s += " " + r.choice(redirs)
        return s

    taken = 0
    loops = 0
    for _ in range(6000):
        src = r.choice(["", " ", "\n", "\n\n"]) + list_(0)
        src += r.choice(["", "", " # c x", "\n", "  # new text 12"])
        if r.random() < 0.2 and src:
            k = r.randint(0, len(src))
            c = r.choice(list(" ;&|<>'\"$()#{}\\\n") + [" fi", " done", " then", "do ", ""])
            src = src[:k] + c + src[k + (r.random() < 0.5) :]
        if check(src):
            taken += 1
            loops += any(w in src for w in ("if ", "while ", "until ", "for "))
    assert taken > 2000 and loops > 350, (taken, loops)  # (not vacuous)


def test_fast_path_leaves_deep_nesting_to_the_parser() -> None:
    """Loops nested deeper than the parser allows are its error (the fast path stops at 100
    compound commands open)."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, new._RECURSION_LIMIT))  # pyright: ignore[reportPrivateUsage]
    try:
        for depth in (3, 100):
            assert check("if true; then " * depth + "echo; " + "fi; " * depth)
            assert check("while a; do " * depth + "b; " + "done; " * depth)
        for depth in (101, 1001):
            assert not check("if true; then " * depth + "echo; " + "fi; " * depth)
            assert not check("for x in 1; do " * depth + "b; " + "done; " * depth)
    finally:
        sys.setrecursionlimit(limit)
