# Parameter expansion operators over unset / empty / set, quoted and unquoted, arrays, $@ and $*.

#### minus on unset empty set
unset u; e=; s=val
echo "[${u-d}] [${e-d}] [${s-d}] [${u:-d}] [${e:-d}] [${s:-d}]"

#### plus on unset empty set
unset u; e=; s=val
echo "[${u+a}] [${e+a}] [${s+a}] [${u:+a}] [${e:+a}] [${s:+a}]"

#### equals assigns
unset u; e=
: ${u=one} ${e:=two}
echo "[$u] [$e]"

#### equals does not reassign set
s=keep
: ${s:=other}
echo $s

#### question on set is fine
s=v
echo ${s?msg} ${s:?msg}

#### question on empty colon
e=
echo ${e:?empty here}
echo not reached

#### question on empty no colon
e=
echo "[${e?x}]"

#### question default message
unset u
echo ${u?}
echo not reached

#### question default message colon
unset u
echo ${u:?}

#### question in subshell continues
unset u
( echo ${u?oops} )
echo "status $?"

#### default word is expanded
unset u; x=X
echo ${u:-$x-y} ${u:-"$x  y"} ${u:-'$x'}

#### default word with spaces unquoted splits
unset u
printf '<%s>' ${u:-a   b}; echo
printf '<%s>' "${u:-a   b}"; echo

#### alternate word with spaces
s=1
printf '<%s>' ${s:+a b}; echo

#### default with nested param
unset u v
echo ${u:-${v:-deep}}

#### assignment via default to positional is error
set --
echo ${1:=x}
echo after

#### length
s=hello; e=
echo ${#s} ${#e} ${#undefined}

#### length of positional params
set -- a b c
echo ${#} ${#@} ${#*}

#### length utf8
s=héllo
echo ${#s}

#### remove smallest prefix
p=/usr/local/lib/file.tar.gz
echo ${p#*/} ${p##*/}

#### remove suffix
p=/usr/local/lib/file.tar.gz
echo ${p%.*} ${p%%.*}

#### remove with no match
s=abc
echo ${s#x} ${s%x}

#### remove pattern with quotes literal
s='a*b*c'
echo ${s#"a*"} ${s#a*}

#### remove with char class
s=abc123
echo ${s%%[0-9]*} ${s##*[a-z]}

#### remove with variable pattern
s=foo.bar; p=.bar
echo ${s%$p}

#### substitute first and all
s=aXbXc
echo ${s/X/-} ${s//X/-}

#### substitute anchored
s=abcabc
echo ${s/#abc/X} ${s/%abc/X} ${s/#b/X}

#### substitute with empty replacement
s=a-b-c
echo ${s//-} ${s/-}

#### substitute pattern glob
s=hello.world.txt
echo ${s//[lo]/_} ${s/*./X}

#### substitute ampersand literal in 5.2
s=abc
echo "${s/b/[&]}"

#### substitute empty string var
e=
echo "[${e/x/y}]" "[${e//}]"

#### substitute on positional
set -- ab cb
echo ${@/b/X}
echo "${*/b/Y}"

#### substring
s=abcdefgh
echo ${s:2} ${s:2:3} ${s: -3} ${s: -3:2} ${s:(-2)}

#### substring negative length
s=abcdefgh
echo ${s:1:-2} ${s: -4:-1}

#### substring out of range
s=abc
echo "[${s:5}]" "[${s:1:0}]"

#### substring arithmetic offset
s=abcdef; i=2
echo ${s:i:i+1} ${s:$i}

#### substring on positional params
set -- a b c d e
echo ${@:2} "|" ${@:2:2} "|" ${@: -2} "|" ${@:0:2}

#### substring star quoted
set -- a b c d
IFS=-
echo "${*:2:2}"

#### substring negative length error
s=abc
echo ${s:1:-5}
echo after

#### uppercase lowercase
s="hello World"
echo ${s^} ${s^^} ${s,} ${s,,}

#### case with pattern
s=banana
echo ${s^^a} ${s^^[an]}

#### toggle case
s=HeLLo
echo ${s~} ${s~~}

#### indirect expansion
name=target; target=value
echo ${!name}

#### indirect to array element
arr=(a b c); ref='arr[1]'
echo ${!ref}

#### indirect unset
ref=nothere
echo "[${!ref}]"

#### indirect with default
ref=nothere
echo ${!ref:-def}

#### names with prefix
aa1=1 aa2=2 ab=3
echo ${!aa*}
echo "${!aa@}"

#### transform Q
s="it's a test"
echo ${s@Q}

#### transform E
s='a\tb\x41'
echo "${s@E}"

#### transform U L u
s=hello
echo ${s@U} ${s@u} ${s@L}

#### transform A
s="x y"
echo ${s@A}
declare -a arr=(1 2)
echo ${arr[@]@A}

#### transform a attributes
declare -ri n=5
declare -a arr=(1)
s=x
echo "${n@a}" "${arr@a}" "[${s@a}]"

#### transform P
x='a\\b\[c\] \s'
echo "${x@P}"

#### transform K
declare -A m=([k]=v)
a=(x y)
echo ${m[@]@K}
echo ${a[@]@K}

#### transform Q on array
a=("a b" c)
echo ${a[@]@Q}

#### bad substitution
echo ${s@Z}
echo after

#### bad substitution syntax
echo ${a b}
echo next line

#### dollar at empty quoted
set --
printf '<%s>' "$@"; echo
printf '<%s>' "x$@y"; echo

#### dollar star with IFS variants
set -- a "b c" d
IFS=,; echo "$*"
IFS=; echo "$*"
unset IFS; echo "$*"

#### at with prefix suffix quoted
set -- 1 2
printf '<%s>' "a$@b"; echo

#### at default expansion
set --
echo "${@:-none}"
set -- x
echo "${@:-none}"

#### star length in quoted
set -- aa bbb
echo "${#*}" ${#1} ${#2}

#### nested quotes in default
unset u
echo "${u:-"quoted value"}"
echo "${u:-'single'}"

#### tilde in default
unset u
echo ${u:-~}
echo "${u:-~}"

#### default with escaped brace
unset u
echo ${u:-a\}b}

#### pattern with quoted star removal
s='***abc'
echo ${s##\*} ${s##"*"} ${s##'**'}

#### greedy vs lazy on repeated
s=aaaa
echo ${s#a*a} ${s##a*a} ${s%a*a} ${s%%a*a}

#### extglob pattern in removal
shopt -s extglob
s=foo123bar
echo ${s##+([a-z])} ${s%%+([a-z])}

#### slice of star
set -- a b c
echo "${*:1:2}"

#### length of unset with set -u
set -u
echo ${#nosuch}
echo after

#### set -u with default is ok
set -u
echo ${nosuch:-ok} ${nosuch-ok2}

#### set -u on array at
set -u
a=()
echo "[${a[@]}]"
echo "[$@]"

#### indirect of positional
set -- one two
n=2
echo ${!n}

#### indirect of special
set -- a b c
n='#'
echo ${!n}

#### indirect at
set -- p q
n=@
echo ${!n}

#### substitution on array star quoted
a=(ax bx)
echo "${a[*]/x/Y}"

#### remove from every positional
set -- a.c b.c
echo ${@%.c}

#### empty pattern removal
s=abc
echo ${s#} ${s%}

#### replace with slash in pattern
p=a/b/c
echo ${p//\//_} ${p//'/'/:}

#### braces around special params
set -- a b c d e f g h i j k
echo ${10} $10 ${11}

#### uppercase on positional
set -- ab cd
echo ${@^} ${*^^}

#### default on array element
a=(1)
echo ${a[1]:-none} ${a[0]:-none}

#### colon minus with at in quotes and empty params
set -- ""
printf '<%s>' "${@:-x}"; echo
set -- "" ""
printf '<%s>' "${@:-x}"; echo

#### dollar star empty quoted
set --
printf '<%s>' "$*"; echo

#### nested expansion in pattern
x=b
s=abc
echo ${s/${x}/[$x]}

#### substitution with backslash
s='a\b'
echo "${s/\\/X}"

#### star remove on empty
e=
echo "[${e#*}]" "[${e%%*}]"

#### substitution with pattern at end anchor and star
s=foo.tar.gz
echo ${s/%.*/X} ${s/#*./Y}

#### replace all with empty pattern
s=abc
echo "${s//}" "${s///x}"

#### prefix removal on array elements star quoted
a=(x.1 y.2)
echo "${a[*]%.*}"

#### length of array element via indirect
a=(abc)
r='a[0]'
echo ${#r} ${!r}

#### default expansion of at with spaces quoted
set -- "a b" c
printf '<%s>' "${@:-x}"; echo

#### alternate with at
set -- a b
printf '<%s>' "${@:+alt $1}"; echo

#### assign default to array element
unset a
echo ${a[2]:=two}
declare -p a

#### substring of unicode
s=héllo
echo ${s:1:2}

#### parameter case modification of utf8
s=éa
echo ${s^^}

#### nested default in double quotes with at
set --
printf '<%s>' "${1:-"$@"}"; echo

#### colon-question in function error prefix
f() { echo ${x:?missing}; }
f
echo after

#### trimming up to or from a literal after or before a star
s='a b c.d e.f'; echo "[${s#* }] [${s##* }] [${s% *}] [${s%% *}] [${s#*.}] [${s##*.}] [${s%.*}] [${s%%.*}]"
s='abc'; echo "[${s#* }] [${s##* }] [${s% *}] [${s%% *}] [${s#*ab}] [${s%bc*}] [${s%%c*}] [${s##*c}]"
s='abab'; echo "[${s#*ab}] [${s##*ab}] [${s%ab*}] [${s%%ab*}]"
s=$'x\ny z'; echo "[${s#*$'\n'}] [${s%%$'\n'*}] [${s#* }]"
s='ééa éb'; echo "[${s#*é}] [${s##*é}] [${s%é*}] [${s%%é*}]"
a=(x.1 y.2 z); echo "${a[@]%.*}" "${a[@]#*.}"

#### trimming with a quoted star or an extglob after a star
s='a*b*c'; echo "[${s#*\*}] [${s##*\*}] [${s%\**}] [${s%%"*"*}]"
shopt -s extglob; s='a+(b)c'; echo "[${s#*+(b)}] [${s%%+(b)*}]"
s='abbbc'; echo "[${s#*+(b)}] [${s%%+(b)*}]"

#### unquoted expansion split on default IFS blanks only
l=$'  a  b\tc\n d  '; set -- $l; echo $# "$1|$2|$3|$4"
l=$'a\rb \vc\fd'; set -- $l; printf '[%s]' "$@" | od -An -c
l=' '; set -- $l; echo $#
l=$'a\xa0b c'; set -- $l; echo $#
set -f; l='a * b'; set -- $l; echo $#

#### a subscript with side effects is expanded once
a=(x y z); i=0; echo ${a[$((i++))]}; echo $i; echo "${a[$((i++))]}"; echo $i
a=(x y z); i=0; echo ${a[i++]}; echo $i
declare -A m=([k]=v [0k]=w); n=0; echo ${m[$((n++))k]} $n
b=(); j=0; echo ${b[$((j++))]:=v}; echo $j "${b[@]}" ${!b[@]}

#### unbound array element names the subscript as written
set -u; a=(); i=0; echo ${a[$((i++))]}; echo $i

#### unbound element with a variable subscript
set -u; a=(); k=x; echo "${a[$k]}"; echo after

#### unbound element with an arithmetic subscript
set -u; a=(); echo ${a[1+1]}

#### positional parameters: plain, braced, past the end, under set -u
f() { echo "$1|$2|${3}|${10}|$#"; local a=$1 b=$2; echo $a $b; }; f x y z 4 5 6 7 8 9 ten eleven; f; set -u; f q
set -- a b; echo $1 ${1} $2 ${#1} ${1:-d} ${3:-d} $0x; echo $3

#### trims of the shapes *L and L* (one find): both ends, shortest and longest
for v in "a b c d" "" " " "ab" "x, y, z" "a  b" "no-sep"; do
  echo "[${v#* }|${v##* }|${v% *}|${v%% *}|${v#*, }|${v%%, *}|${v##*, }|${v%, *}|${v#*x}|${v%%x*}|${v#* b}|${v%c *}]"
done

#### a pattern with an unclosed *( ?( +( @( !( (no extglob): the characters themselves
w="a(b(c"
echo "${w#*(}" ${w##*(} "${w%(*}" "${w%%?(*}" "${w/+(/-}" "${w//@(/_}" "${w/!(/x}"

#### ${!prefix@} lists computed variables too, sorted
printf "%s\n" "${!BASHO@}" "${!SHELLO@}" "${!EPOCH@}"; f() { echo ${!FUNC*}; }; f; true; echo ${!PIPE@}

#### ${a[i]:?} names the element with its subscript as written
x=(1 2); (echo ${x[5]:?}); i=3; (echo ${x[i]:?m}); y=(); (echo ${y[@]:?m}); (echo ${x[$((1+1))]:?m})
declare -A h; (echo ${h["a b"]?oops}); echo ${x[@]:?m}

#### a // pattern may start with a slash
v=a/b/c; echo ${v///*/} ${v///} ${v///b} ${v////_} "${v///*/}"
v=/a/b; echo ${v/#//x}; v=a//b; echo ${v/////_}; a=(x/y z); echo ${a[@]///}

#### nocasematch applies to ${v/p/s}, not to ${v#p} nor case modification
shopt -s nocasematch; v=ABC
echo ${v#a} ${v%c} ${v/a/x} ${v//[ab]/x} ${v,,b} ${v/#a/S} ${v/%c/E}
a=(Ab aB); echo ${a[@]/a/z}

#### case modification patterns are extended patterns, extglob or not
v=ab; echo ${v^^@(a)} ${v^^?(b)} ${v//?(a)/X} ${v^^+(a|b)}

#### an array slice from past its last index is empty, even with a negative length
a=(1 2 3); echo "<${a[@]:3:-1}>" "<${a[@]:4:-1}>"
a=([2]=1 [5]=2); echo "<${a[@]:6:-1}>" "<${a[@]:3}>"
a=(1 2 3); echo "<${a[@]:2:-1}>"

#### ${!a[*]} ${!prefix@} unquoted, with a null or another IFS
IFS=''; ab=1; ac=2; a=(x y z)
printf '<%s>' ${!a@}; echo; printf '<%s>' ${!a*}; echo; printf '<%s>' "${!a*}"; echo
printf '<%s>' ${!a[*]}; echo; printf '<%s>' "${!a[*]}"; echo; printf '<%s>' ${!a[@]}; echo
IFS=:; printf '<%s>' ${!a@}; echo; printf '<%s>' ${!a*}; echo; printf '<%s>' ${!a[*]}; echo

#### an arithmetic error in a substring names the parameter
s=abcdef; a=(1 2 3); declare -A m=([k]=v); set -- a b c
echo "${s:1:2:3}"
echo "${s: 1 + : 2}"
echo "${a[@]:1:2:3}"
echo "${a[1]:1/0}"
echo "${m[k]:1/0}"
echo "${@:1:2:3}"
echo "${#:1/0}"
echo "${s:1:2**-1}"
echo "${s:08}"
x=1/0; echo "${s:x}"
echo "${s:a[1/0]}"
echo "${nosuch:1/0}" end

#### an unset variable in a substring's offset under set -u
set -u; s=abc; echo "${s:y}"

#### substring offsets and lengths that are plain numbers, past 64 bits too
s=abcdef; echo "${s:18446744073709551617:1}" "${s:0:18446744073709551617}" "${s:9223372036854775807}" "${s:1:2}" "${s: -2}" "${s:0x2:1}" "${s:010:1}"

#### ${x:-word} of a set, empty variable: the literal default split, globbed and quoted as a value is
x=; echo "[${x:-}]" [${x:-a b}] "${x:-*}" ${x:-~} ${x:-~/q} "${x:-'q'}" ${x:-'q r'} ${x:-\*}; y=v; echo ${y:-d}
set -- ${x:-a b c}; echo $#; set -- "${x:-a b c}"; echo $#; IFS=:; set -- ${x:-a:b}; echo $#; unset IFS
touch f1 f2; echo ${x:-f*} "${x:-f*}"; set -f; echo ${x:-f*}; set +f
for i in 1 2 3; do echo ${x:-none$i} ${x:-none}; x=$i; done
f() { local x=; echo ${x:-loc}; }; f; declare -n r=z; z=; echo ${r:-viaref}; declare -a arr=(); echo ${arr:-arr}
