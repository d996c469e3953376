# Word splitting and IFS edge cases.

#### default splitting
x="  a   b  c  "
printf '<%s>' $x; echo

#### IFS colon
IFS=:
x="a::b:"
printf '<%s>' $x; echo

#### IFS colon leading
IFS=:
x=":a:b"
printf '<%s>' $x; echo

#### IFS whitespace plus colon
IFS=' :'
x=" a : b :: c "
printf '<%s>' $x; echo

#### IFS empty no splitting
IFS=
x="a b c"
printf '<%s>' $x; echo

#### IFS unset default
x="a	b
c"
unset IFS
printf '<%s>' $x; echo

#### IFS newline only
IFS=$'\n'
x="a b
c d"
printf '<%s>' $x; echo

#### splitting of command substitution
printf '<%s>' $(printf 'a b\nc'); echo

#### no splitting in assignment
x="a   b"
y=$x
echo "$y"

#### splitting with quoted parts
x="1 2"
printf '<%s>' a${x}b "q${x}"; echo

#### empty unquoted expansions removed
e=
printf '<%s>' $e "$e" $e; echo

#### IFS with non whitespace consecutive
IFS=,
x="a,,b"
printf '<%s>' $x; echo

#### IFS trailing non whitespace
IFS=,
x="a,b,"
printf '<%s>' $x; echo
x=","
printf '<%s>' $x; echo

#### IFS character in literal not split
IFS=,
printf '<%s>' a,b; echo

#### splitting arithmetic result
IFS=1
printf '<%s>' $((515)); echo

#### splitting in for loop
IFS=:
list="a:b:c"
for i in $list; do echo $i; done

#### IFS local in function
f() { local IFS=,; x="1,2"; printf '<%s>' $x; echo; }
f
x="1,2"
printf '<%s>' $x; echo

#### IFS multibyte
IFS=é
x="aébéc"
printf '<%s>' $x; echo

#### globbing after splitting
touch a1 a2
x="a* b"
printf '<%s>' $x; echo

#### quoted glob not expanded
touch a1
x="a*"
printf '<%s>' "$x"; echo

#### splitting of positional star unquoted
set -- "a b" c
IFS=:
printf '<%s>' $*; echo

#### splitting with backslash in value
x='a\ b'
printf '<%s>' $x; echo

#### IFS=space tab only
IFS=$' \t'
x=$'a\tb\nc'
printf '<%s>' $x; echo

#### empty IFS and dollar star
IFS=
set -- a b
printf '<%s>' $*; echo
printf '<%s>' "$*"; echo

#### read respects IFS split consistency
IFS=: read -r a b <<< "x:y"
echo "$a|$b"

#### splitting nested in default
unset u
IFS=:
printf '<%s>' ${u:-a:b}; echo
printf '<%s>' ${u:-"a:b"}; echo

#### dollar-single-quote not split
printf '<%s>' $'a b'; echo

#### word with only spaces
x="   "
printf '<%s>' $x; echo
printf '<%s>' "$x"; echo

#### IFS set to tab splits on tab
IFS=$'\t'
x=$'a b\tc'
printf '<%s>' $x; echo

#### IFS with backslash char
IFS='\'
x='a\b\c'
printf '<%s>' $x; echo

#### IFS dash and set star
IFS=-
set -- a b
echo $*
echo "$*"

#### split result of array star unquoted with IFS
a=("1 2" "3")
IFS=' '
printf '<%s>' ${a[*]}; echo

#### splitting preserves empty quoted middle
x="a b"
printf '<%s>' $x "" $x; echo

#### IFS unset inside function via local
f() { local IFS; x="a:b c"; printf '<%s>' $x; echo; }
IFS=:
f

#### default IFS does not split on carriage return or vertical tab
x=$'a\rb c\vd\fe'
set -- $x
echo $#
printf '<%s>' "$@" | od -c | head -2

#### read with default IFS keeps carriage returns
printf 'a\rb  c\n' > f
read -r x y < f
printf '<%s>' "$x" "$y" | od -c | head -2

#### double-quoted words with several parts: one field, or one per element
set -- a b; a=(x y); k=@; x=5; ref=a
printf '<%s>' "pre-$@-post" "${a[@]}z" "q${a[*]}q" "${x:-"$@"}" "${y:-"$@"}" "${!ref}" "v${!a[@]}"; echo
printf '<%s>' "$x-${#x}-$((x+1))-$(echo hi)-${x/5/6}-${x^^}" "" "${x:0:1}'s" "\$x"; echo
set --; printf '<%s>' "a$@" "$@b" "${a[@]:5}c"; echo

#### a subscript that expands to @ is not all the elements
a=(x y); k=@; echo "${a[$k]}"; echo next
declare -A m=([@]=at [k]=v); echo "${m[$k]}"

#### "${x:-$@}" inside double quotes: a field per element
set -- a b; printf "<%s>" "${y:-$@}" "${y:-"$@"}" "${y:-x$@y}" "${y:-"x$@y"}" "${y:-${a[@]}}" "${y+$@}" "${u-$*}"; echo
a=(p q); printf "<%s>" "${y:-${a[@]}}" "${y:-"${a[@]}"}" "${a:+"${a[@]}"}" "${y:-~}"; echo
set --; printf "<%s>" "${y:-$@}" "${y:-"$@"}"; echo
set -- 'a b' c; printf "<%s>" "${y:-$@}" ${y:-$@} ${y:-"$@"} "${y:-"1 $@ 2"}"; echo

#### double-quoted words with non-literal subscripts are one field
a=(x y z); i=1; printf '<%s>' "${a[$i]}-q" "p${a[i+1]}" "${a[@]}x" "${a[*]}x"; echo
declare -A m=([k]=v [@]=at); k=@; printf '<%s>' "${m[$k]}x" "${m[k]}-${m[@]}"; echo

#### default IFS splitting of printable and non-printable values (no-break space, tabs, controls)
x='  alpha  beta gamma  '; set -- $x; echo $# "$1|$3"
x=$'a\xc2\xa0b c'; set -- $x; echo $#; printf '<%s>' "$@" | od -c | head -2
x=$'a\tb\n c\x1fd  e'; set -- $x; echo $#; printf '<%s>' "$@" | od -c | head -2
x=$'one\xe2\x80\x83two three'; set -- $x; echo $#
x=$'x\xffy z'; set -- $x; echo $#; printf '<%s>' "$@" | od -c | head -2
x='*.none b'; set -- $x; echo $# "$1"
x=' '; set -- $x; echo $#

#### unquoted $(...) alone as a word: blanks, \r, NBSP, globs, IFS, extglob, empty output
printf 'a  b\tc\n\nd \r e\xc2\xa0f\n' > f; touch g1 g2
for w in $(< f); do printf '[%s]' "$w"; done; echo
for w in $(echo 'g* x?y [g]1'); do printf '[%s]' "$w"; done; echo
set -f; for w in $(echo 'g* h'); do printf '[%s]' "$w"; done; echo; set +f
IFS=:; for w in $(echo 'a:b::c d'); do printf '[%s]' "$w"; done; echo; unset IFS
for w in $(true) $(echo) x; do printf '[%s]' "$w"; done; echo
shopt -s extglob; for w in $(echo '@(g1) (x)'); do printf '[%s]' "$w"; done; echo
shopt -s nullglob; for w in $(echo 'nomatch* g?'); do printf '[%s]' "$w"; done; echo
set -- $(printf ' lead\ttrail \n'); echo $# "$1" "$2"; n=$(printf '\t\n'); set -- $(echo "$n"); echo $#

#### one-blank IFS (newline, space, tab): runs separate, none at the ends
v=$'\n\na b\n\nc\td\n\n e \n'
IFS=$'\n'; a=($v); declare -p a; for x in $v; do echo "[$x]"; done
IFS=' '; a=($v); declare -p a
IFS=$'\t'; a=($v); declare -p a
IFS=$'\n'; g=$'x*\ny'; a=($g); declare -p a
IFS=$'\n'; e=$'\n\n\n'; a=($e); declare -p a; a=(""$e); declare -p a
IFS=' '; u=$'  a  \xc2\xa0 b  '; a=($u); declare -p a
IFS=$'\n'; set -- $v; echo $#
