# Functions: FUNCNAME, scoping, recursion, return codes, declare -f, type, unset -f.

#### FUNCNAME stack
f() { echo "${FUNCNAME[@]}"; g; }
g() { echo "${FUNCNAME[@]}"; echo $FUNCNAME; }
f
echo "[${FUNCNAME[@]}]"

#### recursion factorial
fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
fact 6

#### recursion with local
count() { local n=$1; if (( n > 0 )); then count $((n-1)); fi; echo $n; }
count 3

#### return codes
f() { return 7; }
f; echo $?
g() { false; }
g; echo $?
h() { true; return; }
h; echo $?

#### return without value keeps last status
f() { false; return; }
f; echo $?

#### return out of range
f() { return 257; }
f; echo $?
g() { return -1; }
g; echo $?

#### return non numeric
f() { return abc; }
f; echo $?

#### return outside function
return 2
echo "status $?"

#### positional params in function
f() { echo "$# $1 $2"; set -- x; echo "$# $1"; }
set -- a b c
f p q
echo "$# $1"

#### dollar zero in function
f() { echo $0; }
f

#### dynamic scoping
x=global
a() { local x=a; b; }
b() { echo "b sees $x"; x=changed; }
a
echo $x

#### declare -f output
f() {
  local x=1
  if [[ $x == 1 ]]; then echo one; fi
  for i in a b; do echo $i; done
}
declare -f f

#### declare -f with redirection and pipes
g() { echo hi | cat > /dev/null 2>&1; }
declare -f g

#### type function
f() { echo hi; }
type f

#### type builtin and keyword
type echo
type if
type -t echo if f nosuch
echo "status $?"

#### type -a
type -a echo

#### unset -f
f() { echo f; }
unset -f f
f
echo "status $?"

#### unset prefers variable then function
f=var
f() { echo func; }
unset f
echo "[${f-unset}]"
f

#### function keyword syntax
function g { echo g; }
function h() { echo h; }
g; h

#### function with subshell body
f() ( x=inner; echo $x )
x=outer
f
echo $x

#### function with redirect on definition
f() { echo to file; } > out.txt
f
cat out.txt

#### function name with dash and dot
my-func() { echo dash; }
my.func() { echo dot; }
my-func; my.func

#### function overriding builtin
echo() { builtin echo "wrapped: $*"; }
echo hi
unset -f echo
echo plain

#### command bypasses function
ls() { echo fake; }
command -v ls >/dev/null && echo found
type -t ls

#### local in loop in function
f() { for i in 1 2; do local v=$i; done; echo $v; }
f
echo "[${v-unset}]"

#### FUNCNAME in nested subshell
f() { ( echo ${FUNCNAME[0]} ); }
f

#### function exit status of last command
f() { echo x; false; }
f > /dev/null
echo $?

#### function redefinition
f() { echo one; }
f
f() { echo two; }
f

#### function calling itself depth
d() { if (( $1 < 50 )); then d $(( $1 + 1 )); else echo deep $1; fi; }
d 0

#### BASH_SOURCE and BASH_LINENO in function
f() { echo "${BASH_LINENO[0]}"; }
f

#### caller builtin
f() { caller 0; }
f
echo "status $?"

#### local -r
f() { local -r c=1; c=2; echo "status $?"; }
f

#### function with here doc body
f() {
  cat <<EOF
in heredoc $1
EOF
}
f arg

#### exit in function exits shell
f() { exit 4; }
f
echo not reached

#### return in sourced file in function
echo 'return 3' > r.sh
f() { . ./r.sh; echo "after source $?"; }
f

#### function invalid name
function 1abc { echo x; }
echo "status $?"

#### type -p and command -V
f() { :; }
command -V f
command -V true

#### function with local -a and assoc
f() { local -A m=([k]=v); local -a a=(1 2); echo ${m[k]} ${#a[@]}; }
f

#### local var visible in called func modifies local
f() { local x=1; g; echo "f: $x"; }
g() { x=2; }
x=0
f
echo "global: $x"

#### unset -v on local in nested function
x=global
f() { local x=f; g; echo "f: $x"; }
g() { unset x; echo "g: [${x-unset}]"; }
f

#### declare -f nonexistent
declare -f nosuch
echo "status $?"

#### empty function body syntax error
f() { }
echo after

#### function with same name as variable
x=1
x() { echo func; }
x
echo $x

#### local with array from args
f() { local a=("$@"); echo ${#a[@]}; }
f 1 "2 3" 4

#### recursive fibonacci
fib() { local n=$1; if (( n < 2 )); then echo $n; return; fi; echo $(( $(fib $((n-1))) + $(fib $((n-2))) )); }
fib 10

#### function return value via global
f() { RESULT=$(( $1 * 2 )); }
f 21
echo $RESULT

#### local IFS in function
f() { local IFS=,; echo "$*"; }
f a b c
echo "$*"

#### shift in function does not affect caller
f() { shift; echo "$@"; }
set -- a b c
f x y z
echo "$@"

#### declare -f of function with case
f() { case $1 in a) echo A;; *) echo other;; esac; }
declare -f f

#### declare -f of function with while and arithmetic
g() { local i=0; while (( i < 3 )); do (( i++ )); done; echo $i; }
declare -f g

#### script style argument parsing loop
parse() {
  while [ $# -gt 0 ]; do
    case $1 in
      -n) shift; name=$1;;
      --flag) flag=1;;
      *) rest+=("$1");;
    esac
    shift
  done
}
parse -n bob --flag a "b c"
echo "$name $flag ${#rest[@]} ${rest[1]}"

#### string building in loop
s=
for w in alpha beta gamma; do s+="${w:0:1}"; done
echo $s

#### join function with IFS
join() { local IFS="$1"; shift; echo "$*"; }
join , a b c
join '' x y

#### trim function with parameter expansion
trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; s=${s%"${s##*[![:space:]]}"}; echo "[$s]"; }
trim "   padded text   "

#### counting words with associative array
declare -A count
for w in a b a c b a; do (( count[$w]++ )); done
for k in a b c; do echo "$k=${count[$k]}"; done

#### reading key value lines
while IFS='=' read -r k v; do echo "key=$k val=$v"; done <<'E'
name=value
other=x=y
E

#### nested functions with return codes in conditions
is_even() { (( $1 % 2 == 0 )); }
for n in 1 2 3 4; do if is_even $n; then echo "$n even"; else echo "$n odd"; fi; done

#### max of array
a=(3 9 2 7)
max=${a[0]}
for v in "${a[@]}"; do (( v > max )) && max=$v; done
echo $max
