# bash's own variables: BASH_ALIASES, BASH_CMDS, BASH_ARGV/ARGC/ARGV0, BASH_EXECUTION_STRING,
# BASH_LOADABLES_PATH; what `set` lists; $_ while a builtin runs.

#### declare -p of bash's variables
declare -p BASH_ARGV BASH_ARGC BASH_ARGV0 BASH_LOADABLES_PATH BASH_ALIASES BASH_CMDS

#### names starting with BASH
echo ${!BASH@}
compgen -v BASH_A

#### BASH_EXECUTION_STRING is the script
echo "$BASH_EXECUTION_STRING"

#### BASH_CMDS follows hash
ls >/dev/null; declare -p BASH_CMDS; echo "${BASH_CMDS[ls]}" ${!BASH_CMDS[@]}

#### BASH_ALIASES follows alias
alias g="echo G" k=ls
declare -p BASH_ALIASES
echo "${BASH_ALIASES[g]}" ${#BASH_ALIASES[@]}
printf '%s\n' "${!BASH_ALIASES[@]}" | sort

#### BASH_ARGV and BASH_ARGC in a function
f() { declare -p BASH_ARGV BASH_ARGC; }; f a b

#### child bash execution string and argv0
bash -c 'echo "$BASH_EXECUTION_STRING|$BASH_ARGV0|$0"' nm

#### set lists the computed arrays
echo hi
set | grep -E "^(_|PIPESTATUS|RANDOM|LINENO|GROUPS|DIRSTACK|BASH_SOURCE|BASH_LINENO|BASH_ALIASES|BASH_ARGC|BASH_ARGV|BASH_CMDS|FUNCNAME|SECONDS|BASHPID|BASH_ARGV0|EPOCHSECONDS|SRANDOM|BASH_COMMAND|BASH_SUBSHELL)="
f() { set | grep -E "^(FUNCNAME|BASH_SOURCE|BASH_LINENO)="; }; f

#### set listing names
set | grep -v -E '^(LANG|LOGNAME|USER|LC_ALL)=' | cut -d= -f1

#### empty associative arrays print as ()
declare -A h=(); declare -p h
h[a]=1; unset "h[a]"; declare -p h
set | grep ^h=
declare -A e; e=(); declare -p e

#### $_ while builtins run
f() { echo "in:$_"; }; echo hi; f arg; echo "after:$_"
true x; eval 'echo "eval:$_"'; echo "then:$_"
echo 'echo "src:$_"' > s; true y; . ./s; echo "then:$_"
echo hi; declare -p _

#### env order: prefix assignments first, by bash's hash
x=1 y=2 env | grep -E '^(x|y)='
aa=1 bb=2 cc=3 dd=4 ee=5 ff=6 gg=7 env | grep -E '^[a-g]{2}='
export Q=1; a=1 b=2 c=3 Q=5 env | grep -E '^(a|b|c|Q)='

#### env order of exported variables
export Z=1 A=2 M=3 QQ=4 V1=a V2=b V3=c
env | grep -E '^(Z|A|M|QQ|V.)='
printenv | grep -E '^(Z|A|M|QQ|V.)='
f() { :; }; export -f f; env | grep -E '^(ZZ|BASH_FUNC|Z)='

#### declare -a of a value that spells an array
z="(\$PWD [k]=v)"; declare -a w=$z; declare -p w; declare -A h="([a]=1 [b]=2)"; declare -p h
declare -a q="x y"; declare -p q; declare "y=(3 4)"; declare -p y; declare -a "e=()"; declare -p e
local_t() { local -a l="(1 2)"; declare -p l; }; local_t; typeset -a t="(a b)"; declare -p t
readonly -a r="(z)"; declare -p r; declare -a bad="(1 2"; declare -p bad

#### assigning an element of BASH_ALIASES defines an alias; of BASH_CMDS, a hashed command
BASH_ALIASES[ll]="echo hi"; alias; shopt -s expand_aliases; eval ll
unset "BASH_ALIASES[ll]"; alias
BASH_ALIASES[g]=grep; BASH_ALIASES[g]+=" -c"; alias g; echo "${BASH_ALIASES[g]}" "${#BASH_ALIASES[@]}"
BASH_CMDS[foo]=/bin/echo; hash; echo "${BASH_CMDS[foo]}"
BASH_ALIASES[]=x; echo $?

#### declare -a of "(...)" that is no compound assignment: a syntax error that ends the line
v="(a;b)"
declare -a x="$v"; echo same line
echo next line
declare -a x="(a;b)" || echo handled; echo next
declare -a y='(a)(b)'
declare -a z='(a;;b)'
declare -a w='("a;b" c)'; echo "${#w[@]} ${w[0]}"
f() { local -a y="(a|b)"; echo in f; }; f; echo after

#### BASH_ALIASES=(...) and BASH_CMDS=(...) define, keep the rest, stay associative
alias x=y; BASH_ALIASES=(); alias; declare -p BASH_ALIASES
BASH_ALIASES=([k]=ls); alias; declare -p BASH_ALIASES
BASH_CMDS=(); declare -p BASH_CMDS
BASH_ALIASES=(a b c); BASH_ALIASES+=([q]=w); alias
BASH_CMDS=([x]=/bin/ls); hash
f() { local BASH_ALIASES=(); declare -p BASH_ALIASES; }; f
