# Special parameters and shell variables.

#### dollar hash
set -- a b c
echo $#
set --
echo $#

#### dollar at quoted preserves
set -- "a b" "" c
printf '<%s>' "$@"; echo
printf '<%s>' $@; echo

#### dollar star quoted joins
set -- "a b" "" c
printf '<%s>' "$*"; echo
printf '<%s>' $*; echo

#### dollar at in middle of word
set -- x y
printf '<%s>' "pre$@post"; echo
printf '<%s>' pre$@post; echo

#### empty dollar at disappears
set --
printf '<%s>' "$@" end; echo
printf '<%s>' "$*" end; echo

#### dollar question
true; echo $?
false; echo $?
(exit 42); echo $?

#### dollar question after pipeline
false | true; echo $?
true | false; echo $?

#### dollar zero
echo $0

#### dollar dash default
echo $-

#### dollar underscore
echo one two
echo $_
: last arg here
echo "$_"

#### LINENO
echo $LINENO
echo $LINENO
f() {
  echo "f line $LINENO"
}
f

#### LINENO in multi line command
echo start
if true; then
  echo $LINENO
fi

#### SHLVL
echo $SHLVL

#### BASH_VERSION prefix
[[ $BASH_VERSION == 5.* ]] && echo version5
echo ${BASH_VERSINFO[0]}

#### dollar dollar is number
[[ $$ =~ ^[0-9]+$ ]] && echo numeric

#### PPID numeric
[[ $PPID =~ ^[0-9]+$ ]] && echo numeric

#### RANDOM range
r=$RANDOM
(( r >= 0 && r < 32768 )) && echo in range

#### RANDOM seeded
RANDOM=42
echo $RANDOM $RANDOM

#### RANDOM seeded: bash's sequence
RANDOM=5; echo $RANDOM $RANDOM $RANDOM
RANDOM=0; echo $RANDOM
RANDOM=4294967301; echo $RANDOM
RANDOM=-3; echo $RANDOM
RANDOM=" 7 "; echo $RANDOM
RANDOM=x; echo $RANDOM
RANDOM="2*3"; echo $RANDOM

#### RANDOM seeded in arithmetic
((RANDOM = 42)); echo $RANDOM
RANDOM=5; echo $((RANDOM)) $((RANDOM % 100))
x=RANDOM; RANDOM=5; echo $((x))

#### RANDOM seeded in a subshell
RANDOM=9; (RANDOM=5; echo $RANDOM); echo $(RANDOM=5; echo $RANDOM)

#### LINENO and BASH_SUBSHELL in arithmetic
echo $((LINENO + 1))
echo $((BASH_SUBSHELL)) $( echo $((BASH_SUBSHELL)) )
x=LINENO; echo $((x))

#### SECONDS is small
(( SECONDS < 5 )) && echo small

#### IFS default
printf '%q\n' "$IFS"

#### HOME PWD
echo $HOME
echo $PWD

#### positional beyond nine
set -- 1 2 3 4 5 6 7 8 9 10 11
echo $10 ${10} ${11}

#### shift
set -- a b c d
shift
echo $@
shift 2
echo $@
shift 5
echo "status $? $@"

#### shift bad arg
set -- a
shift x
echo "status $?"
shift -1
echo "status $?"

#### dollar at with IFS change
set -- a b
IFS=:
echo "$*"
echo "$@"
x="$@"
echo "$x"

#### assignment of dollar star
set -- a b c
IFS=-
x=$*
echo "$x"
y=$@
echo "$y"

#### dollar bang without background
echo "[$!]"

#### background job sets bang
true &
[[ -n $! ]] && echo set
wait

#### OPTIND default
echo $OPTIND

#### MACHTYPE HOSTTYPE present
[[ -n $HOSTTYPE ]] && echo has hosttype

#### EUID UID numeric
[[ $UID =~ ^[0-9]+$ && $EUID =~ ^[0-9]+$ ]] && echo ids

#### BASHPID in subshell differs
[[ $BASHPID == $$ ]] && echo same at top
x=$(echo $BASHPID)
[[ $x != $$ ]] && echo differs in sub

#### FUNCNAME at top unset
echo "[${FUNCNAME-unset}]"

#### PIPESTATUS single
false
echo "${PIPESTATUS[@]}"

#### dollar at in arithmetic
set -- 3 4
echo $(( $# + $1 ))

#### unset special
## known-diff: unset LINENO (losing its special meaning) is not modelled
unset LINENO
echo "[$LINENO]"

#### BASH_ARGC style counts
f() { echo $#; }
f "" ""
f "$@"

#### EPOCHSECONDS numeric
[[ $EPOCHSECONDS =~ ^[0-9]+$ ]] && echo epoch

#### set positional via set dash dash with dash
set -- -x -y
echo "$1 $2"

#### dollar question after command not found
nosuch_cmd_here 2>/dev/null
echo $?

#### dollar question after syntax error in eval
eval 'if' 2>/dev/null
echo $?

#### dollar at in function with no args
f() { echo "$#:$@:"; }
f

#### dollar star with custom IFS in function
f() { local IFS=+; echo "$*"; }
f 1 2 3

#### LINENO in subshell and command substitution
echo $LINENO
( echo $LINENO )
x=$(echo $LINENO)
echo $x

#### $SRANDOM: a 32-bit number each time, assignments ignored
a=$SRANDOM b=$SRANDOM
[[ $a =~ ^[0-9]+$ && $b =~ ^[0-9]+$ ]] && echo digits
(( a <= 4294967295 && b <= 4294967295 )) && echo in range
n=0; for i in 1 2 3 4 5 6; do (( SRANDOM != SRANDOM )) && n=$((n + 1)); done; echo "differ $n"
SRANDOM=7; c=$SRANDOM; d=$SRANDOM; [[ $c == 7 && $d == 7 ]] || echo ignored

#### BASH is the path bash was found at, as type says
echo "$BASH"; type -P bash; [ "$BASH" = "$(type -P bash)" ] && echo same

#### PIPESTATUS is the last pipeline's: compound commands and definitions leave it
{ false | true; }; echo ${PIPESTATUS[*]}
{ false | true; } > /dev/null; echo ${PIPESTATUS[*]}
( false | true ); echo ${PIPESTATUS[*]}
if true; then false | true; fi; echo ${PIPESTATUS[*]}
for i in 1; do false | true; done; echo ${PIPESTATUS[*]}
case a in a) false | true;; esac; echo ${PIPESTATUS[*]}
while true; do false | true; break; done; echo ${PIPESTATUS[*]}
f() { false | true; }; f; echo ${PIPESTATUS[*]}
false | true; for i in; do :; done; echo ${PIPESTATUS[*]}
false | true; if false; then :; fi; echo ${PIPESTATUS[*]}
false | true; g() { :; }; echo ${PIPESTATUS[*]}
false | true; ( : ) > /dev/null; echo ${PIPESTATUS[*]}
for ((i=0;i<1;i++)); do false | true; done; echo ${PIPESTATUS[*]}
! { false | true; }; echo ${PIPESTATUS[*]}
false | true; for ((i=0;i<0;i++)); do :; done; echo ${PIPESTATUS[*]}
false | true; while false; do :; done; echo ${PIPESTATUS[*]}
{ false | true; } | cat; echo ${PIPESTATUS[*]}
x=$(false | true); echo ${PIPESTATUS[*]}
false|true; if (false|true); then false | false; fi; echo ${PIPESTATUS[*]}
! false; echo ${PIPESTATUS[*]}
