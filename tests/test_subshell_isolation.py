"""Subshell isolation: whatever a subshell does to the variables stays in the subshell.

Subshells share their parent's variables until they touch them (``Variables.fork``), so every
way of changing a variable is run in every kind of fork, and the parent's state is compared
afterwards with the state of a run that did not fork at all. The child's own view is checked
too: before its change it sees exactly the parent's values and attributes; after it, the change
is visible (so each case really changes something).
"""

from __future__ import annotations

import pytest

from agentsh import Bash

SETUP = """\
x=1; a=(1 2 3); declare -A m=([k]=v [j]=w); s=abc; declare -i i=3; e=; t=x
declare -n r=x; export ex=E; n=5; OPTIND=1; set -- p1 p2
declare -a big=($(seq 1 50))
"""

# everything a mutation below can change, as the shell sees it
REPORT = (
    "declare -p x a m s i e t r ex n lx la big IFS u o 2>/dev/null; "
    'echo "OPTIND=$OPTIND pos=$* pwd=$PWD old=${OLDPWD-}"'
)

MUTATIONS = [
    "x=2",
    "x+=z",
    "n+=1",
    "i+=4",
    "s=ABC",
    "a[1]=X",
    "a[7]=seven",
    "a+=(9)",
    "a+=z",
    "unset 'a[0]'",
    "a=(q r)",
    "big[3]=changed",
    "unset 'big[10]'",
    "m[k]=w2",
    "m[new]=z",
    "m+=([p]=q)",
    "unset 'm[k]'",
    "m=([z]=1)",
    "declare -i x",
    "declare -i n; n+=1",
    "declare -l s; s=MiXeD",
    "declare -u s",
    "declare -x x",
    "declare -r x",
    "declare -n t",
    "declare -a x",
    "declare +x ex",
    "declare x=decl",
    "declare -g x=glob",
    "declare -A m2; m[k]=m",
    "export x",
    "export x=exp",
    "export -n ex",
    "readonly x",
    "readonly a",
    "unset x",
    "unset -v a",
    "unset m",
    "unset -n r",
    "unset ex",
    "f() { local x=9; x=10; a[0]=fa; }; f",
    "f() { local x; unset x; x=11; a[0]=$x; }; f",
    "f() { local -n q=a; q[1]=nr; }; f",
    "read x <<< hello",
    "read -a a <<< 'p q'",
    "read -r e s <<< 'one two'",
    "mapfile -t a <<< $'l1\\nl2'",
    "mapfile -t -O 5 a <<< add",
    "printf -v x %s pv",
    "printf -v 'a[1]' %s pv",
    "printf -v 'm[k]' %s pv",
    "((x++))",
    "((a[0]+=5))",
    "((m[k]=3))",
    "((n=n*2, i<<=1))",
    "let i*=2",
    "let 'a[2]=a[2]+1'",
    ': "${e:=dflt}"',
    ': "${u:=new}"',
    ': "${a[5]:=five}"',
    'x=${s@U}; : "${x@A}"',
    "getopts ab: o -a",
    "r=via_ref",
    "r+=zz",
    "declare -n r2=a; r2[0]=ref_elem",
    "set -- q1",
    "shift",
    "cd /",
    "IFS=:",
    "for x in l1 l2; do :; done",
    "select x in s1; do break; done <<< 1 2>/dev/null",
    "lx=changed",
    "unset lx",
    "local lx=sub 2>/dev/null; lx=sub2",
    "la[0]=z; la+=(y)",
    "declare -p >/dev/null; x=after_p",
    "eval 'x=ev; a[0]=ev'",
    "source /dev/stdin <<< 'x=src'",
]

FORKS = {
    "subshell": "( {body} )",
    "cmdsub": 'echo "$( {body} )"',
    "pipe_first": "{ {body}; } | cat",
    "pipe_middle": "true | { {body}; } | cat",
    "pipe_last": "echo | { {body}; }",
    "procsub": "cat <( {body} )",
    "procsub_out": ": > >( {body} )",
    "background": "{ {body}; } &\nwait",
    "nested": '( { {report}; } >/dev/null; : "$x ${a[*]} ${m[*]} $lx"; ( {body} ); echo ===; {report} )',
    "cmdsub_in_pipe": '{ echo "$( {body} )"; } | cat',
}

CONTEXTS = {
    "global": ("", ""),
    # the fork happens inside a function with locals of its own (one shadowing a global)
    "function": ("ctx() {\nlocal lx=L; local -a la=(1 2); local x=fx\n", "}\nctx\n"),
}


# changes the report cannot see (a global shadowed by the function's local)
# and ones that have nothing to act on in a context (no positional parameters, no local)
UNOBSERVABLE = {("declare -g x=glob", "function"), ("shift", "function"), ("unset lx", "global")}


def _run(script: str) -> str:
    r = Bash().run(script)
    assert r.stderr == "" or "readonly" in r.stderr or "not a valid" in r.stderr, r.stderr
    return r.stdout


def _script(context: str, middle: str) -> str:
    head, tail = CONTEXTS[context]
    return SETUP + head + middle + "\n" + tail


@pytest.mark.parametrize("context", list(CONTEXTS))
@pytest.mark.parametrize("fork", list(FORKS))
@pytest.mark.parametrize("mutation", MUTATIONS)
def test_subshell_change_stays_in_subshell(mutation: str, fork: str, context: str) -> None:
    baseline = _run(_script(context, REPORT))
    body = f"{REPORT}; echo +++; {mutation}\n{REPORT}"
    middle = FORKS[fork].replace("{report}", REPORT).replace("{body}", body)
    out = _run(_script(context, middle + "\necho ---\n" + REPORT))
    child, sep, parent = out.partition("---\n")
    assert sep, out
    before, sep, after = child.partition("+++\n")
    assert sep, out
    after, _, mid = after.partition("===\n")
    assert parent == baseline, f"the change leaked into the parent:\n{out}"
    assert before == baseline, f"the child did not see the parent's state:\n{out}"
    if mid:
        assert mid == baseline, f"the change leaked into the enclosing subshell:\n{out}"
    if (mutation, context) not in UNOBSERVABLE:
        assert after != baseline, f"the mutation changed nothing (bad test case):\n{out}"


def test_child_sees_attributes() -> None:
    script = """\
declare -i n=4; declare -l lo=ABC; declare -u up=abc; declare -r ro=R; export ex=E
declare -n ref=n; declare -A m=([a]=1); declare -a arr=(x y)
( n+=1; lo=XyZ; up=xYz; ref+=10; echo "$n $lo $up"; ro=2 ) 2>&1
echo "$( printenv ex; declare -p ro m arr ref )"
echo "$n $lo $up"
"""
    r = Bash().run(script)
    assert r.stdout == (
        "15 xyz XYZ\n"
        "bash: line 3: ro: readonly variable\n"
        'E\ndeclare -r ro="R"\ndeclare -A m=([a]="1" )\ndeclare -a arr=([0]="x" [1]="y")\n'
        'declare -n ref="n"\n'
        "4 abc ABC\n"
    )


def test_nested_forks_keep_each_level_apart() -> None:
    script = """\
x=0; a=(0)
( x=1; a[0]=1; ( x=2; a[0]=2; echo "$x ${a[0]}" ); echo "$x ${a[0]}"; \
echo "$( ( a+=(3); x=3 ); echo "$x ${a[*]}" )" )
echo "$x ${a[*]}"
"""
    assert Bash().run(script).stdout == "2 2\n1 1\n1 1\n0 0\n"


def test_recursive_command_substitution() -> None:
    script = """\
fib() { local n=$1; if ((n < 2)); then echo $n; else
  local a=$(fib $((n-1))) b=$(fib $((n-2))); echo $((a+b)); fi; }
n=x; a=y; fib 10; echo "$n $a"
"""
    assert Bash().run(script).stdout == "55\nx y\n"


def test_lastpipe_runs_last_stage_in_the_shell() -> None:
    r = Bash().run("shopt -s lastpipe; set +m; echo x | read v; echo $v")
    assert r.stdout == "x\n"


def test_lastpipe_other_stages_still_isolated() -> None:
    script = """\
shopt -s lastpipe; set +m
x=1; a=(1 2)
{ x=2; a[0]=z; echo "$x"; } | read v
echo "$x ${a[*]} $v"
{ echo "$x ${a[*]}"; } | { x=3; a[1]=w; read w; echo "got $w"; }
echo "$x ${a[*]}"
"""
    assert Bash().run(script).stdout == "1 1 2 2\ngot 1 1 2\n3 1 w\n"


def test_session_fork_is_independent() -> None:
    b = Bash()
    b.run("x=1; a=(1 2); declare -A m=([k]=v)")
    f = b.fork()
    f.run("x=2; a[0]=z; m[k]=w")
    assert b.run('echo "$x ${a[*]} ${m[k]}"').stdout == "1 1 2 v\n"
    b.run("x=3; a[1]=q; m[k]=u")
    assert f.run('echo "$x ${a[*]} ${m[k]}"').stdout == "2 z 2 w\n"


def test_fork_does_not_copy_variables() -> None:
    """A fork shares the parent's Var objects until the child fetches one."""
    b = Bash()
    b.run("x=1; a=(1 2)")
    sh = b._shell  # pyright: ignore[reportPrivateUsage]
    sub = sh.fork()
    parent_x = sh.vars.globals["x"]
    assert dict.get(sub.vars.globals, "x") is parent_x
    child_x = sub.vars.lookup("x")
    assert child_x is not None and child_x is not parent_x
    child_x.value = "2"
    assert parent_x.value == "1"
    assert sub.vars.lookup("x") is child_x
