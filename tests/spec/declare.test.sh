# declare/typeset/local/export/readonly attributes and listings.

#### declare -p scalar
x=hello
declare -p x

#### declare -p with quotes
x='a "b" $c'
declare -p x

#### declare -p unset variable
declare -p nosuch
echo "status $?"

#### declare -p declared but unset
declare x
declare -p x

#### declare -i
declare -i n=3+4
declare -p n

#### declare -r
declare -r r=1
r=2
echo "status $?" $r

#### declare -x exports
declare -x E=1
declare -p E

#### export -n removes export
export E=1
export -n E
declare -p E

#### declare -l and -u
declare -l lo=HeLLo
declare -u up=HeLLo
echo $lo $up
lo+=ABC
echo $lo

#### declare -u then -l replaces
declare -u v=ab
declare -l v
v=CD
echo $v

#### declare plus removes attribute
declare -i n=5
declare +i n
n=2+2
echo $n

#### readonly cannot unset
readonly r=1
unset r
echo "status $?"

#### readonly -p subset
readonly ro1=a
readonly -p | grep ro1

#### export -p subset
export EX1=val
export -p | grep EX1

#### declare -f prints function
f() { echo hi; }
declare -f f

#### declare -F names
f() { :; }
g() { :; }
declare -F

#### declare -F specific
f() { :; }
declare -F f nosuch
echo "status $?"

#### local outside function
local x=1
echo "status $?"

#### local shadows global
x=global
f() { local x=local; echo $x; g; }
g() { echo "g sees $x"; }
f
echo $x

#### local without value is unset
x=global
f() { local x; echo "[${x-unset}]"; }
f

#### local with same name keeps value with declare
x=global
f() { local x=$x; echo $x; x=changed; }
f
echo $x

#### declare in function is local
f() { declare y=in; }
f
echo "[${y-unset}]"

#### declare -g in function
f() { declare -g y=in; }
f
echo $y

#### typeset same as declare
typeset -i t=2*2
echo $t

#### declare multiple
declare a=1 b=2 c
echo $a $b "[${c-unset}]"

#### declare invalid name
declare 1x=2
echo "status $?"

#### declare invalid option
declare -Z x
echo "status $?"

#### declare -n nameref
x=10
declare -n ref=x
echo $ref
ref=20
echo $x

#### nameref to array element
arr=(a b c)
declare -n r='arr[1]'
echo $r
r=B
echo "${arr[@]}"

#### nameref in function
setit() { local -n out=$1; out=result; }
setit myvar
echo $myvar

#### nameref declare -p
x=1
declare -n r=x
declare -p r

#### unset -n removes nameref
x=1
declare -n r=x
unset -n r
echo "[${r-unset}]" $x

#### unset on nameref unsets target
x=1
declare -n r=x
unset r
echo "[${x-unset}]"

#### declare -a -p empty
declare -a e
declare -p e

#### declare -A -p empty
declare -A e
declare -p e

#### declare -p multiple
a=1 b=2
declare -p a b

#### declare -p array with special chars
a=('x y' '$z' 'q"')
declare -p a

#### declare -p of integer array
declare -ai a=(1 2)
declare -p a

#### declare -rx combination
declare -rx C=1
declare -p C

#### readonly array assignment
readonly -a ra=(1 2)
ra=(3)
echo "status $?"

#### readonly function
f() { echo f; }
readonly -f f
f() { echo g; }
echo "status $?"
f

#### export function marker
f() { :; }
export -f f
declare -F f
echo "status $?"

#### declare -t trace
declare -t x=1
declare -p x

#### local -p in function
f() { local a=1 b; local -p; }
f

#### declare with no args lists includes var
myvar=xyz
declare | grep '^myvar='

#### declare -p of special chars newline
x=$'a\nb'
declare -p x

#### declare -l on assignment with append
declare -l s=A
s+=B
echo $s

#### declare integer with invalid
declare -i n=abc
echo "[$n]"
declare -i m='1+'
echo after

#### declare -i with base
declare -i n=16#ff
echo $n

#### local in nested functions
outer() { local v=outer; inner; echo "outer after: $v"; }
inner() { v=modified; }
outer
echo "global: [${v-unset}]"

#### unset local reveals global
x=g
f() { local x=l; unset x; echo "[${x-unset}]"; }
f

#### readonly var in function local
readonly R=1
f() { local R=2; echo $R; }
f
echo "status $?"

#### declare -x in function is local
f() { declare -x FX=1; env_check; }
env_check() { echo "[$FX]"; }
f
echo "[${FX-unset}]"

#### export then unset
export X=1
unset X
echo "[${X-unset}]"

#### declare print attributes only flag
declare -i a=1 
declare -r b=2
declare -pi | grep -E ' (a|b)='

#### declare -p of exported integer
declare -ix N=5
declare -p N

#### declare -u on existing value no change until assign
v=abc
declare -u v
echo $v
v=def
echo $v

#### typeset -p output uses declare
typeset t=1
typeset -p t

#### declare -n loop detection
declare -n a=b
declare -n b=a
echo "[${a-x}]"

#### declare +x unexports
export Q=1
declare +x Q
declare -p Q

#### declare -g from nested function
f() { g; }
g() { declare -g deep=1; }
f
echo $deep

#### local -n to caller variable
inc() { local -n ref=$1; ref=$((ref + 1)); }
c=5
inc c
echo $c

#### declare array with attributes listing
declare -ar ro=(a b)
declare -p ro

#### prefix assignment to a readonly variable: the command still runs
readonly x=1
x=2 true; echo "builtin $? $x"
x=2 cat </dev/null; echo "external $? $x"
f() { echo "in f: $x"; }; x=2 f; echo "function $? $x"
x=2 y=3 printenv y; echo "others kept $?"
g() { x=2 true; echo "in g $?"; }; g

#### array element as a prefix assignment is not a valid identifier
i=3
a[0]=2 true; echo "$? [${a[0]}]"
a[$i]=2 cat </dev/null; echo "$? [${a[3]}]"
f() { echo "in f [${a[0]}]"; }; a["x y"]=5 f; echo "$?"

#### whole array as a prefix assignment is dropped
f() { echo "in f [${a[1]}]"; }
a=(1 2) f; echo "$? [${a[0]}]"
a=(1 2) true; echo "$? [${a[0]}]"

#### a nameref to itself is refused
declare -n a=a; echo rc=$?; declare -p a; echo $?
x=1; declare -n b=x; declare -n b=b; echo $?; declare -p b; echo $b
typeset -n t=t; echo $?

#### a nameref assigned its own name through an assignment is allowed
declare -n b; b=b; declare -p b; declare -n c=d; c=c; declare -p c d

#### reading a circular nameref warns and is empty
declare -n a=b; declare -n b=a; echo "[$a]"
declare -n r; r=r; echo "x$r"; declare -p r

#### assigning through a circular nameref abandons the line
declare -n a=b; declare -n b=a; a=1; echo "rc=$?"; echo same line
echo "next: $?"; declare -p a b

#### a nameref chain that ends reads and assigns the last variable
declare -n a=b; declare -n b=c; c=5; echo $a; a=7; echo $c

#### declare -p of the call-frame arrays: outside a function, in nested calls, DIRSTACK
declare -p FUNCNAME BASH_LINENO BASH_SOURCE; echo "rc=$?"
f() { g; }
g() { declare -p FUNCNAME BASH_LINENO BASH_SOURCE; }
f
h() { declare -p FUNCNAME; }; h
pushd / >/dev/null; declare -p DIRSTACK; popd >/dev/null
declare -p FUNCNAME nosuch; echo "rc=$?"

#### assigning a readonly variable through readonly, export, declare, local, typeset
readonly y=1; readonly y=2; declare y=3; export y=4; f() { local y=5; }; f; typeset y=6; echo "$y"
