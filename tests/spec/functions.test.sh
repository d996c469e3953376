# Functions.

#### posix function syntax
f() { echo hi; }
f

#### function keyword syntax
function g { echo hello; }
g

#### function keyword with parens
function h() { echo both; }
h

#### function args
f() { echo "$1-$2"; }
f a b

#### function arg count
f() { echo $#; }
f
f a "b c" d

#### function dollar at
f() { printf '<%s>\n' "$@"; }
f x "y z"

#### function restores positional params
set -- outer1 outer2
f() { echo "$1"; }
f inner
echo "$1"

#### function return value
f() { return 7; }
f
echo $?

#### function return without arg uses last status
f() { false; return; }
f; echo $?

#### function status is last command
f() { true; false; }
f; echo $?

#### return stops function
f() { echo a; return 0; echo b; }
f

#### return outside function
return 3
echo "status $?"

#### return value modulo
f() { return 257; }
f; echo $?

#### return non-numeric
f() { return abc; }
f; echo "status $?"

#### recursion factorial
fact() { if [ $1 -le 1 ]; then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
fact 5

#### recursion fibonacci
fib() { if [ $1 -lt 2 ]; then echo $1; return; fi; local a b; a=$(fib $(($1-1))); b=$(fib $(($1-2))); echo $((a+b)); }
fib 10

#### local variable
x=global
f() { local x=local; echo $x; }
f
echo $x

#### local without value
x=global
f() { local x; echo "[$x]"; x=set; }
f
echo $x

#### global modification
x=1
f() { x=2; y=new; }
f
echo $x $y

#### local dynamic scope
f() { local v=from-f; g; }
g() { echo "g sees $v"; }
v=global
f
g

#### local shadows then restores
f() { local x=1; g; echo "f: $x"; }
g() { x=2; }
x=0
f
echo "top: $x"

#### function in pipeline
f() { echo "b"; echo "a"; }
f | sort

#### function reading pipe
f() { tr a-z A-Z; }
echo hello | f

#### function in pipeline does not change parent
x=1
f() { x=2; }
f | cat
echo $x

#### function overriding a command
cat() { echo "fake cat $*"; }
cat file

#### command bypasses function
echo() { builtin echo "wrapped: $*"; }
echo hi
command echo direct

#### function redefinition
f() { echo one; }
f
f() { echo two; }
f

#### function with redirect in definition
f() { echo to-file; } > out.txt
f
cat out.txt

#### function output redirected at call
f() { echo x; echo y >&2; }
f > o 2> e
cat o e

#### FUNCNAME
f() { echo "${FUNCNAME[0]}"; g; }
g() { echo "${FUNCNAME[@]}"; }
f

#### unset function
f() { echo hi; }
unset -f f
f

#### function with local and recursion depth
count() { local n=$1; if [ $n -gt 0 ]; then count $((n-1)); fi; echo $n; }
count 3

#### function defined in function
outer() { inner() { echo inner; }; }
outer
inner

#### function body subshell
f() ( x=changed; echo "in $x" )
x=orig
f
echo $x

#### function name with dash and dot
my-func.x() { echo ok; }
my-func.x

#### function exit exits shell
f() { exit 5; }
f
echo never

#### declare -f shows function
f() { echo hi; }
declare -f f

#### type of function
f() { :; }
type f

#### function positional dollar zero
f() { echo $0; }
f

#### local in subshell of function
f() { local a=1; (a=2); echo $a; }
f

#### function with conditional return
is_even() { [ $(( $1 % 2 )) -eq 0 ]; }
for n in 1 2 3 4; do is_even $n && echo "$n even"; done

#### function return in loop
f() { for i in 1 2 3; do [ $i = 2 ] && return $i; done; }
f; echo $?

#### local -i in function
f() { local -i n=3; n+=4; echo $n; }
f

#### function shift
f() { shift; echo "$@"; }
f a b c

#### function with heredoc body
f() {
  cat <<EOF
arg=$1
EOF
}
f value

#### missing function body syntax error
f()
echo after

#### function defined after call
f
f() { echo defined; }
f

#### local with a bad name among good ones
f() { local a=1 1bad b=2 c; echo "status $?"; echo "[$a] [$b] [${c-unset}]"; }
f
g() { local x=1 x=2 y; local y=3 z=$y; echo "$x $y $z"; }
g
readonly r=5
h() { local q=1 r=2; echo "status $? q=$q r=$r"; }
h
echo "r=$r q=${q-unset}"
