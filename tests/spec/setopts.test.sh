# set and shopt options.

#### set -e basic
set -e
echo a
false
echo b

#### set -e if condition exempt
set -e
if false; then echo no; fi
echo reached

#### set -e while condition
set -e
while false; do :; done
echo reached

#### set -e and-or list
set -e
false && echo x
echo reached1
false || echo rescued
true && false
echo not reached

#### set -e negation
set -e
! true
echo reached
! false
echo reached2

#### set -e in pipeline last
set -e
false | true
echo reached
true | false
echo not reached

#### set -e in function called in condition
set -e
f() { false; echo "in f"; }
if f; then echo ok; fi
f
echo not reached

#### set -e in subshell
set -e
( false; echo no )
echo not reached

#### set -e with command substitution
set -e
x=$(false)
echo not reached

#### set -e command sub in echo arg
set -e
echo "x$(false)"
echo reached

#### set -e in brace group with or
set -e
{ false; echo in; } || echo alt
echo reached

#### set -e with local status
set -e
f() { local x=$(false); echo "local ok"; }
f

#### set -e arithmetic
set -e
(( 0 ))
echo not reached

#### set -e arithmetic in or
set -e
(( 0 )) || true
echo reached

#### set +e turns off
set -e
set +e
false
echo reached

#### set -u
set -u
echo $undefined
echo not reached

#### set -u in subshell
set -u
( echo $undefined )
echo "status $?"

#### set -u positional
set -u
echo $1
echo after

#### set -u at ok
set -u
echo "[$@][$*]"

#### pipefail
set -o pipefail
false | true
echo $?
true | (exit 3) | true
echo $?

#### pipefail off
false | true
echo $?

#### PIPESTATUS
true | false | (exit 3)
echo "${PIPESTATUS[@]}"

#### set -x basic
set -x
echo hi
x=1
set +x

#### set -x with quotes
set -x
echo 'a b' "c" '' $'\t'
set +x

#### set -x PS4
PS4='+ $LINENO: '
set -x
echo one
set +x

#### set -x nested command sub
set -x
echo $(echo inner)
set +x

#### set -x in function
set -x
f() { echo in f; }
f
set +x

#### set -x arithmetic and cond
set -x
(( 1 + 2 ))
[[ a == b ]]
set +x

#### set -x for loop
set -x
for i in 1 2; do :; done
set +x

#### set -f noglob
touch a1 a2
set -f
echo a*
set +f
echo a*

#### set -C noclobber
echo one > f
set -C
echo two > f
echo "status $?"
echo three >| f
cat f

#### set -o listing
set -o | grep -E '^(errexit|nounset|pipefail|xtrace) '

#### set +o listing
set -e
set +o | grep -E 'errexit|nounset'

#### dollar dash flags
echo $-
set -e
echo $-
set -u
echo $-

#### set -o invalid
set -o nosuchopt
echo "status $?"

#### set invalid flag
set -Q
echo "status $?"

#### set -- clears positional
set -- a b
set --
echo $#

#### set with args sets positional
set a b c
echo $# $2

#### set -n noexec
set -n
echo not printed

#### shopt -p selected
shopt -p nullglob extglob

#### shopt -s then -p
shopt -s nullglob
shopt -p nullglob
shopt -u nullglob
shopt -p nullglob

#### shopt -q status
shopt -q nullglob; echo $?
shopt -s nullglob
shopt -q nullglob; echo $?

#### shopt invalid
shopt -s nosuchopt
echo "status $?"

#### shopt -o
shopt -o errexit
shopt -po errexit

#### nullglob
shopt -s nullglob
echo x*y
for f in *.nothing; do echo never; done
echo done

#### failglob
shopt -s failglob
echo *.nothing
echo "status $?"

#### dotglob
touch .hidden visible
echo *
shopt -s dotglob
echo *

#### globstar
mkdir -p d/e/f
touch d/1.txt d/e/2.txt d/e/f/3.txt
shopt -s globstar
echo **/*.txt
echo d/**

#### globstar off
mkdir -p d/e
touch d/e/x.txt
echo **/*.txt

#### extglob patterns
shopt -s extglob
touch a.c b.h c.o
echo !(*.o)
echo @(a|b).*
echo *.+(c|h)

#### nocasematch
shopt -s nocasematch
case ABC in abc) echo match;; *) echo no;; esac
[[ Hello == hello ]] && echo cond match

#### nocaseglob
touch File.TXT
shopt -s nocaseglob
echo file.*

#### expand_aliases
shopt -s expand_aliases
alias hi='echo hello'
hi

#### xpg_echo
shopt -s xpg_echo
echo 'a\tb'

#### lastpipe
shopt -s lastpipe
echo val | read v
echo $v

#### set -e with ERR and exit status
set -e
f() { return 3; }
f
echo not reached

#### set -o errexit long form
set -o errexit
false
echo not reached

#### set -v verbose
set -v
echo visible
set +v

#### set -e in until condition
set -e
until true; do :; done
echo reached

#### set -e ignored in function inside && list
set -e
f() { false; echo "continued"; }
f && echo ok

#### set -e case command last status
set -e
case x in x) false;; esac
echo not reached

#### set -o pipefail with set -e
set -eo pipefail
false | true
echo not reached

#### shopt listing sample
shopt | grep -E '^(extglob|nullglob|dotglob)\b'

#### set -x with redirection
set -x
echo hi > out.txt
set +x
cat out.txt

#### set -x assignment with command sub
set -x
y=$(echo v)
set +x

#### set -x with PS4 expansion of variable
n=7
PS4='[$n] '
set -x
echo a
set +x

#### set -x nested subshell levels
set -x
( echo sub )
x=$(echo cs)
set +x

#### set -x here string
set -x
cat <<< "hs"
set +x

#### set -x case and while
set -x
i=0
while (( i < 1 )); do i=$((i+1)); done
case a in a) : ;; esac
set +x

#### set -e in command list with semicolon after failing or
set -e
false || false
echo not reached

#### set -e exempt in while body condition of if inside function
set -e
f() { if false; then :; fi; echo fine; }
f

#### set -u with array element unset
set -u
a=(1)
echo ${a[5]}
echo not reached

#### set -u with dollar star empty
set -u
set --
echo "[$*]"

#### set -u unset in arithmetic
set -u
echo $(( nope + 1 ))
echo not reached

#### shopt -s nullglob with array
shopt -s nullglob
a=(*.none)
echo ${#a[@]}

#### set -o allexport
set -a
V=1
declare -p V

#### set -o noglob listing
set -f
set -o | grep noglob

#### xtrace of empty values and of array elements
{ i=2; declare -A m; set -x
x=; x=""; X= true; a=(); a[1]=; a[2]=x; a[3]+=y; m[k]=; m[j]=v
a[i]=x; a[$i]="p q"; m["k k"]=z; b[i+1]+=w; unset a; a[0]=n
set +x; } 2>&1

#### SHELLOPTS and BASHOPTS follow the options
echo "[$SHELLOPTS] [$BASHOPTS]"; set -o noglob -o pipefail; shopt -s extglob; echo "$SHELLOPTS"; echo "$BASHOPTS"

#### shopt lists every option
shopt | wc -l; shopt assoc_expand_once complete_fullquote direxpand compat44

#### local - restores the set options when the function returns
f() { local -; set -e; set -o pipefail; shopt -s extglob; echo "in: $- $SHELLOPTS"; }; f; echo "out: $- $SHELLOPTS"; shopt extglob
f() { local - x=1 y; set -u; echo "$x [$y]"; }; f; echo $-; echo "[$x]"
g() { set -f; }; f() { local -; g; echo "$-"; }; f; echo "$-"
f() { local -; set +B; return 3; }; f; echo "$? $-"
local -; echo $?
