# cd, pwd, export, unset, test/[, type, command -v, read, set -e, set -u.

#### pwd initial
pwd

#### cd to root and back
cd /
pwd
cd ~
pwd

#### cd nonexistent dir
cd nodir
echo "status $?"

#### cd to a file
echo x > file
cd file
echo "status $?"

#### cd too many args
cd a b
echo "status $?"

#### cd dash
cd /
cd ~
cd - > /dev/null
pwd

#### cd dash prints directory
cd /
cd "$HOME"
cd -

#### cd sets PWD and OLDPWD
cd /
echo "$PWD $OLDPWD"

#### cd no args goes home
cd /
cd
pwd

#### cd dot and dotdot
cd /
cd .
pwd

#### pwd after cd relative via PWD
cd "$HOME"
cd .
echo "$PWD"

#### export and declare
export A=1 B
B=2
declare -p A B

#### export -n
export V=1
export -n V
declare -p V

#### unset multiple
a=1 b=2 c=3
unset a b
echo "[$a][$b][$c]"

#### unset nonexistent is ok
unset nothing_at_all
echo $?

#### test string equality
test abc = abc; echo $?
test abc = abd; echo $?
test abc != abd; echo $?

#### bracket string equality
[ a = a ] && echo eq
[ a == a ] && echo eq2

#### test empty and nonempty
[ -z "" ] && echo empty
[ -n "x" ] && echo nonempty
[ -z x ]; echo $?

#### test single arg
[ x ]; echo $?
[ "" ]; echo $?

#### test no args
[ ]; echo $?
test; echo $?

#### test numeric comparisons
[ 1 -eq 1 ]; echo $?
[ 2 -ne 2 ]; echo $?
[ 1 -lt 2 ]; echo $?
[ 3 -le 2 ]; echo $?
[ 3 -gt 2 ]; echo $?
[ 2 -ge 3 ]; echo $?

#### test negative numbers
[ -5 -lt 3 ] && echo yes

#### test numeric with spaces
[ " 5 " -eq 5 ] && echo ok

#### test integer expression expected
[ abc -eq 1 ]
echo "status $?"

#### test integer expression expected right
test 1 -lt x
echo "status $?"

#### bracket missing close
[ a = a
echo "status $?"

#### test too many arguments
[ a b c ]
echo "status $?"

#### test unary operator expected
[ -x ]
echo "status $?"
[ a -z b ]
echo "status $?"

#### test binary operator expected
[ a b ]
echo "status $?"

#### test file operators
echo data > f
> empty
[ -e f ] && echo exists
[ -f f ] && echo regular
[ -d . ] && echo dir
[ -s f ] && echo nonempty
[ -s empty ] || echo emptyfile
[ -e nope ] || echo missing

#### test directory vs file
echo x > f
[ -d f ]; echo $?
[ -f . ]; echo $?

#### test not executable regular file
echo x > f
[ -x f ]; echo $?

#### test negation
[ ! -e nope ] && echo negated
[ ! a = b ] && echo ne

#### test and or
[ 1 -eq 1 -a 2 -eq 2 ]; echo $?
[ 1 -eq 2 -o 2 -eq 2 ]; echo $?

#### test parentheses
[ \( a = a \) ]; echo $?

#### test string ordering
[ a \< b ]; echo $?
[ b \> a ]; echo $?

#### test equal files
echo x > f
[ f -ef f ]; echo $?

#### test -v
v=1
[ -v v ]; echo $?
[ -v nonexistent ]; echo $?

#### test string with dash
[ "-n" = "-n" ]; echo $?

#### type builtin
type echo cd

#### type keyword and alias-free
type if
type -t for

#### type function and file
f() { :; }
type -t f cat echo

#### type not found
type nosuch_type_cmd
echo "status $?"

#### command -v builtins and functions
f() { :; }
command -v echo
command -v f
command -v if

#### command -v not found
command -v nosuch_v_cmd
echo "status $?"

#### command -v external
command -v cat

#### read two vars
read a b <<< "x y z"
echo "[$a] [$b]"

#### read single var keeps whitespace inside
read a <<< "  lead  and trail  "
echo "[$a]"

#### read -r keeps backslash
read -r a <<< 'a\b'
echo "$a"
read a <<< 'a\b'
echo "$a"

#### read from empty input fails
read a < /dev/null
echo "status $? [$a]"

#### read without trailing newline
printf 'partial' > f
read a < f
echo "status $? [$a]"

#### read with IFS
IFS=: read a b c <<< "1:2:3:4"
echo "$a $b $c"

#### read REPLY default
read <<< "reply text"
echo "$REPLY"

#### read -a array
read -a arr <<< "p q r"
echo "${arr[1]} ${#arr[@]}"

#### read from heredoc
read x y <<EOF
first second
EOF
echo "$y $x"

#### read from stdin devnull
read line
echo "status $?"

#### read -p prompt not interactive
read -p "prompt: " x <<< val
echo "[$x]"

#### set -e basic
set -e
echo before
false
echo after

#### set -e ignored in if condition
set -e
if false; then :; fi
false || true
echo survived

#### set -e with and list
set -e
false && true
echo still-here

#### set -e in function
set -e
f() { false; echo in-f; }
f
echo after

#### set +e disables
set -e
set +e
false
echo ok

#### set -u unbound variable
set -u
echo "$nope"
echo after

#### set -u unbound positional
set -u
echo "$1"

#### set -o errexit shows in dash flags
set -o errexit
echo $-  > /dev/null
case $- in *e*) echo errexit-on;; esac

#### set invalid option
set -o nosuchopt
echo "status $?"

#### shopt nullglob
shopt -s nullglob
echo none*here
echo end

#### echo builtin via builtin
builtin echo via-builtin

#### builtin unknown
builtin nosuchbuiltin
echo "status $?"

#### eval
cmd='echo evaluated $((1+1))'
eval "$cmd"

#### eval syntax error
eval 'echo ('
echo "status $?"

#### true false status
true; a=$?; false; b=$?
echo $a $b

#### colon with args and redirect
: > created
[ -f created ] && echo created

#### export invalid identifier
export 1bad=x
echo "status $?"

#### unset invalid identifier
unset 'a-b'
echo "status $?"

#### declare invalid identifier
declare -- 'x y=1'
echo "status $?"

#### getopts basic
set -- -a -b val rest
while getopts ab: opt; do echo "$opt ${OPTARG:-}"; done
shift $((OPTIND-1))
echo "rest: $*"

#### getopts illegal option
set -- -z
getopts a opt
echo "$opt $?"

#### printf builtin vs command
command printf '%s\n' cmd

#### hash builtin quiet
hash -r
echo $?

#### cd absolute nonexistent path
cd /nonexistent/deeper
echo "status $?"

#### pwd -P at home
cd "$HOME"
pwd -P

#### hash: the commands found on PATH, with their hits
ls >/dev/null; ls >/dev/null; cat </dev/null; hash; hash -t ls; hash -l; hash -d ls; hash; hash -r; hash
hash wc; hash; hash -t nosuch; echo $?; hash nosuch; echo $?; hash -p /bin/x foo; hash -t foo; hash -t ls cat

#### hash: builtins are not hashed; errors; another PATH empties the table
hash echo; echo $?; hash; hash -l; hash -d nosuch; echo $?; hash -t; echo $?
ls >/dev/null; hash -t ls cat; PATH=/bin:$PATH; hash; hash -z; echo $?
f() { :; }; f; hash; (cat </dev/null; hash); hash

#### SHELLOPTS and BASHOPTS are readonly variables
declare -p SHELLOPTS; set -f; declare -p SHELLOPTS; SHELLOPTS=x; echo "$? $SHELLOPTS"
unset BASHOPTS; echo $?; set -o pipefail; set | grep ^SHELLOPTS

#### UID, EUID and PPID are readonly integers, OPTIND an integer; PS1 and PS2 are unset
declare -p UID EUID PPID OPTIND | cut -d= -f1; echo "${PS1-unset} ${PS2-unset} [$PS4]"

#### commands are found on PATH: /usr/bin and /bin hold them
PATH=/nonexist; ls; echo $?; type ls; PATH=/bin; type ls; command -v cat; type -P ls
PATH=/bin:/usr/bin; ls >/dev/null; hash; which ls; command -V ls
PATH=/usr/bin/; type ls; ls > /dev/null; hash

#### no PATH, or an empty one, and PATH as a prefix assignment
PATH=/x ls; echo $?; env PATH=/x ls; echo $?
PATH=; echo x | cat; echo $?; bash -c 'echo hi'; echo $?
unset PATH; ls; echo $?

#### type and command -V say which commands are hashed
ls >/dev/null; type ls; type -a ls; type -p ls; type -t ls; command -v ls; command -V ls
hash -p /x/y ls; type ls; type -P ls; command -v ls

#### a script on PATH is hashed once run
mkdir -p bin; printf '#!/bin/bash\necho mine\n' > bin/tool; chmod +x bin/tool; PATH=$PWD/bin:$PATH; tool; type tool | sed "s|$PWD|.|"

#### command -v and -V: status 0 when any name was found
command -v nosuch echo; echo $?
command -v nosuch; echo $?
command -V echo nosuch; echo $?

#### read -n and -N count characters
read -n 2 x <<< "éüa"; echo "[$x]"
read -N 2 x <<< "éüa"; echo "[$x]"
read -N 3 x <<< "日本語です"; echo "[$x]"
printf '\xff\xfeab' | { read -N 2 x; printf '%s' "$x" | od -An -c; }

#### getopts after OPTIND=1 with other words
getopts ':h' o -abc; echo "$? $o ${OPTARG-unset}"
OPTIND=1
while getopts 'ab:c' o 1 2 3 4; do echo "$o"; done; echo "end $OPTIND"
