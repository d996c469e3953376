# Variables, parameter expansion, special parameters, set --, shift.

#### simple assignment
a=1 b=two
echo $a $b

#### braces around name
v=foo
echo ${v}bar $vbar.

#### assignment with spaces is a command
x = 1
echo $?

#### prefix assignment scoped to function
f() { echo "in f: $x"; }
x=outer
x=inner f
echo "after: $x"

#### prefix assignment to builtin is not kept
x=1
x=2 true
echo $x

#### prefix assignment seen by declare in function
f() { declare -p y; }
y=5 f
echo "y=[$y]"

#### assignment only command persists
x=1; y=$x; x=2
echo $x $y

#### default value colon dash
unset u; e=
echo "${u:-def} ${e:-def} ${s:-def}"
s=set; echo "${s:-def}"

#### default value dash
unset u; e=
echo "[${u-def}] [${e-def}]"

#### assign default colon equals
unset u
echo "${u:=new}"
echo "$u"

#### assign default equals with empty
e=
echo "[${e=new}]" "[${e:=other}]"

#### alternate value
unset u; e=; s=x
echo "[${u:+alt}] [${e:+alt}] [${s:+alt}] [${e+alt}]"

#### error if unset
unset u
echo "${u:?is required}"
echo not reached

#### error if unset default message
unset u
echo ${u:?}
echo not reached

#### error if null without colon passes
e=
echo "[${e?unset}]"

#### error if unset status in list
unset u
x=${u?gone}; echo "status $?"

#### string length
v=hello
echo ${#v}
e=
echo ${#e}

#### length of unicode string
v=héllo
echo ${#v}

#### remove shortest prefix
p=/usr/local/lib/file.tar.gz
echo ${p#*/}

#### remove longest prefix
p=/usr/local/lib/file.tar.gz
echo ${p##*/}

#### remove shortest suffix
p=/usr/local/lib/file.tar.gz
echo ${p%.*}

#### remove longest suffix
p=/usr/local/lib/file.tar.gz
echo ${p%%.*}

#### remove pattern no match
v=abc
echo ${v#x} ${v%y}

#### prefix with character class
v=123abc
echo ${v##[0-9]*} ${v##+([0-9])} ${v#[0-9]}

#### replace first
v=aaa-bbb-aaa
echo ${v/aaa/X}

#### replace all
v=aaa-bbb-aaa
echo ${v//aaa/X}

#### replace anchored start and end
v=abcabc
echo ${v/#abc/X} ${v/%abc/Y}

#### replace with empty
v=a-b-c
echo ${v//-} ${v//-/}

#### replace glob pattern
v=hello.world
echo ${v/l*o/_}

#### substring offset
v=abcdefgh
echo ${v:2} ${v:2:3}

#### substring negative offset
v=abcdefgh
echo ${v: -3} ${v: -3:2} ${v:(-2)}

#### substring negative length
v=abcdefgh
echo ${v:1:-2}

#### substring offset past end
v=abc
echo "[${v:5}]"

#### substring with arithmetic
v=abcdefgh
i=1
echo ${v:i+1:i*2}

#### upper and lower case
v=Hello
echo ${v^^} ${v,,} ${v^} ${v,}

#### case modification of first char
v=abc
w=ABC
echo ${v^} ${w,}

#### unset variable
x=1
unset x
echo "[$x]"

#### unset -v and -f
f() { echo f; }
v=1
unset -v v
unset -f f
echo "[$v]"
f

#### export shown by declare
export E=1
declare -p E

#### export visible in subshell bash
export Z=exported
( echo $Z )

#### declare -p plain variable
v='a b'
declare -p v

#### special param hash
set -- a b c
echo $#

#### positional params
set -- one two three
echo $1 $2 $3 "[$4]"

#### positional ten needs braces
set -- 1 2 3 4 5 6 7 8 9 ten eleven
echo $10 ${10} ${11}

#### shift
set -- a b c d
shift
echo "$@"
shift 2
echo "$@ $#"

#### shift too many
set -- a
shift 3
echo "status $? args $#"

#### set dash dash clears
set -- a b
set --
echo "$#"

#### dollar zero
echo $0

#### dollar question
false
echo $?
echo $?

#### length of positional params
set -- a b c
echo ${#@} ${#*}

#### length of positional param
set -- hello
echo ${#1}

#### default on positional
set --
echo ${1:-none}

#### indirect expansion
name=target
target=hit
echo ${!name}

#### nested default expansion
unset a b
echo ${a:-${b:-deep}}

#### default value with spaces is not split when quoted
unset u
printf '<%s>\n' "${u:-a  b}"
printf '<%s>\n' ${u:-a  b}

#### bad substitution
echo ${v:}

#### bad substitution with space
echo ${ v}

#### readonly variable assignment error
readonly r=1
r=2
echo "r=$r status=$?"

#### readonly unset error
readonly r=1
unset r
echo $?

#### append assignment
s=ab
s+=cd
echo $s

#### integer declare
declare -i n=5
n+=3
n=n*2
echo $n

#### variable name with underscore and digits
_a1=x
echo $_a1 ${_a1}

#### invalid variable name is a command
1x=5

#### dollar dollar digits differ
echo ${#$} > /dev/null
echo ok

#### pattern replace with special chars
v='a*b*c'
echo "${v//\*/+}"

#### quoted pattern in removal
v='a*b'
echo "${v#'a*'}" "${v#a*}"

#### case modification with pattern
v=banana
echo ${v^^a}

#### uppercase on positional params
set -- ab cd
echo "${@^^}"

#### replace on positional params
set -- aa ba
echo "${@/a/x}"

#### substring of positional params
set -- a b c d e
echo "${@:2:2}"

#### substring of positional params from zero
set -- a b
echo "${@:0:2}"

#### unset var with set -u
set -u
echo "${undefined_var}"
echo after

#### set -u default value ok
set -u
echo "${undefined_var:-fallback}"

#### set -u with dollar at empty
set -u
set --
echo "[$@]"

#### local outside function
local x=1
echo $?

#### declare array basics
a=(x y z)
echo ${a[1]} ${#a[@]} "${a[@]}"

#### array append and indices
a=(x y)
a+=(z)
a[5]=w
echo "${!a[@]}" "${a[*]}"

#### array element default
a=()
echo "${a[0]:-empty}"

#### assignment keeps literal glob
v=*
echo "$v"

#### HOME is set and cd goes there
echo "$HOME"
cd; pwd

#### PWD variable
echo "$PWD"

#### IFS default value
printf '%q\n' "$IFS"

#### append assignments: plain, unset, declared, attributes, arrays, readonly
out=; for i in 1 2 3; do out+="$i;"; done; echo "$out"
unset u; u+=x; echo "$u"
declare d; d+=y; echo "$d"
declare -i n=5; n+=3; echo "$n"
declare -u U=a; U+=b; echo "$U"
a=(1 2); a+=3; echo "${a[@]}"
readonly r=1; r+=2; echo "status $? $r"

#### append assignment keeps going after a readonly one on the line
readonly r=1
r+=2 s=3
echo "status $? ${s-unset}"
