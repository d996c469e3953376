# [[ ]] conditional expressions.

#### string equality and pattern
[[ abc == a* ]] && echo glob
[[ abc == "a*" ]] || echo quoted literal
p='a*'
[[ abc == $p ]] && echo unquoted var pattern
[[ abc == "$p" ]] || echo quoted var literal

#### not equal and single equals
[[ abc != abd ]] && echo ne
[[ abc = abc ]] && echo eq

#### string ordering
[[ abc < abd ]] && echo lt
[[ b > a ]] && echo gt

#### integer comparisons
[[ 10 -gt 9 ]] && echo gt
[[ 010 -eq 8 ]] && echo octal
[[ 1+1 -eq 2 ]] && echo arith
[[ 3 -le 3 && 2 -lt 3 && 4 -ge 4 && 1 -ne 2 ]] && echo all

#### integer compare with variable
x=5
[[ x -eq 5 ]] && echo name
[[ $x -eq 5 ]] && echo value

#### empty and nonempty
[[ -z "" ]] && echo empty
[[ -n x ]] && echo nonempty
[[ x ]] && echo bare
[[ "" ]] || echo bare empty

#### logical operators and grouping
[[ ! -z x && ( 1 -eq 2 || 3 -eq 3 ) ]] && echo yes

#### regex match
[[ abc123 =~ ^[a-z]+([0-9]+)$ ]] && echo "${BASH_REMATCH[0]} ${BASH_REMATCH[1]}"

#### regex no match clears
[[ abc =~ (b) ]]
[[ abc =~ (z) ]]
echo "status $? [${#BASH_REMATCH[@]}]"

#### regex quoted part is literal
[[ a.c =~ "a.c" ]] && echo lit1
[[ abc =~ "a.c" ]] || echo lit2
[[ abc =~ a"."c ]] || echo lit3

#### regex from variable
re='^(x+)(y*)$'
[[ xxyy =~ $re ]] && echo "${BASH_REMATCH[1]}|${BASH_REMATCH[2]}"

#### regex invalid
## known-diff: bash reports an unbalanced ( in a regex with two odd messages (an EOF error, then line 3); agentsh gives one syntax error
[[ a =~ ( ]]
echo "status $?"

#### regex with spaces via variable
re='a b'
[[ "xa by" =~ $re ]] && echo ok

#### regex special chars
[[ 'a+b' =~ a\+b ]] && echo esc
[[ 'a|b' =~ ^a\|b$ ]] && echo pipe

#### file tests
touch f; mkdir d
[[ -e f && -f f && ! -d f && -d d && -e d ]] && echo files
[[ -e nosuch ]] || echo missing

#### file size and readable
touch empty; echo x > full
[[ -s full ]] && echo full nonempty
[[ -s empty ]] || echo empty zero
[[ -r full && -w full ]] && echo rw

#### newer than with touch -d
touch -d '2020-01-01' old
touch -d '2021-01-01' new
[[ new -nt old ]] && echo newer
[[ old -ot new ]] && echo older
[[ new -nt nosuch ]] && echo nt missing
[[ nosuch -ot new ]] && echo ot missing

#### same file
touch a
[[ a -ef a ]] && echo same
[[ a -ef ./a ]] && echo same2

#### -v variable set
x=1; e=
[[ -v x ]] && echo x set
[[ -v e ]] && echo e set
[[ -v nosuch ]] || echo nosuch unset

#### -v array element
a=(1 "" 3)
[[ -v a[1] ]] && echo idx1
[[ -v a[5] ]] || echo no idx5

#### -o option
set -e
[[ -o errexit ]] && echo on
[[ -o nounset ]] || echo off
set +e

#### no word splitting in cond
x="a b"
[[ $x == "a b" ]] && echo nosplit
[[ -n $empty_unset ]] || echo ok

#### no glob expansion in cond
touch zz1
[[ z* == z* ]] && echo literal

#### pattern with extglob inside cond
[[ foo.c == *.@(c|h) ]] && echo extglob

#### cond with nocasematch
shopt -s nocasematch
[[ ABC == abc ]] && echo ci
[[ ABC =~ ^abc$ ]] && echo ci regex

#### cond syntax error
[[ 1 -eq ]]
echo after

#### cond unexpected token
[[ a b ]]
echo after

#### cond integer error
[[ abc -eq 1 ]]
echo "status $?"
[[ 1x -eq 1 ]]
echo "status $?"

#### cond status values
[[ a == b ]]; echo $?
[[ a == a ]]; echo $?

#### pattern match with brackets
[[ b == [abc] ]] && echo class
[[ x == [!abc] ]] && echo negclass

#### cond right side escaped star
[[ 'a*' == a\* ]] && echo escaped
[[ ab == a\* ]] || echo no match

#### BASH_REMATCH with optional group
[[ ac =~ a(b)?c ]] && echo "[${BASH_REMATCH[1]}] ${#BASH_REMATCH[@]}"

#### regex anchors and bracket
[[ 'x]y' =~ []] ]] && echo bracket

#### -a and -o are not binary in cond
[[ -a f ]] || echo no file f

#### string comparison with numbers
[[ 10 < 9 ]] && echo lexical

#### cond arithmetic expansion inside
[[ $((2+2)) == 4 ]] && echo four

#### -t fd
[[ -t 0 ]] || echo not tty

#### -h symlink unsupported? -L
touch t
[[ -L t ]] || echo not link
[[ -h t ]] || echo not link h

#### cond with && across lines
if [[ a == a &&
      b == b ]]; then echo multi; fi

#### regex dot matches
[[ $'a\nb' =~ a.b ]] && echo dotnl || echo nodotnl

#### -R nameref
declare -n r=x
[[ -R r ]] && echo ref
[[ -R x ]] || echo notref

#### cond pattern with variable containing bracket
p='[ab]'
[[ a == $p ]] && echo class
[[ '[ab]' == "$p" ]] && echo literal

#### cond regex with capture groups nested
[[ 2024-01-15 =~ ^([0-9]{4})-(([0-9]{2})-([0-9]{2}))$ ]] && echo "${BASH_REMATCH[@]}"

#### cond string compare with special chars
[[ 'a b' == 'a b' ]] && echo eq
[[ 'a*' != 'a' ]] && echo ne

#### cond empty string comparisons
x=
[[ $x == "" ]] && echo empty1
[[ -z $x && ! -n $x ]] && echo empty2

#### cond -eq with arithmetic expression strings
x='3*2'
[[ $x -eq 6 ]] && echo six

#### cond with not and parens
[[ ! ( a == b ) ]] && echo not

#### cond -d on dot
[[ -d . && -d .. ]] && echo dirs

#### cond glob on left side is literal
[[ '*' == '*' ]] && echo stars

#### == and != against text that can only match itself, with nocasematch on and off
v=OK; for i in 1 2; do
  [[ $v == OK ]] && echo eq1; [[ $v == ok ]] && echo eq2; [[ $v != ok ]] && echo ne; [[ $v = 'OK' ]] && echo eq3
  [[ "a*b" == 'a*b' ]] && echo quoted; [[ axb == "a*b" ]] || echo nomatch; [[ $v == "" ]] || echo nonempty
  [[ ! $v == OK ]] || echo not; [[ $v == OK && $v != ko ]] && echo and; [[ $v == no || $v == OK ]] && echo or
  shopt -s nocasematch
done
e=; [[ $e == "" ]] && echo empty; [[ $unset_v == '' ]] && echo unset

#### [[ -eq ]] operands are arithmetic: plain numbers, octal, names, expressions, errors
x=7 y=08 z='3+4'
for e in '7 -eq x' '010 -eq 8' '0 -eq 0' '00 -eq 0' '9223372036854775807 -gt 0' '99999999999999999999 -gt 0' \
         '-5 -lt 0' '$z -eq 7' 'z -eq x' ' 7 -eq 7'; do
  eval "[[ $e ]]"; echo "$e: $?"
done 2>&1
[[ $y -eq 8 ]]; echo $?
[[ 1 -eq 1 ]] && [[ 2 -ne 2 ]] || echo or

#### [[ ]] integer operands: literal, variable, arithmetic substitution
i=7; x=010
for e in '3 -gt 2' '$i -lt 10' '10 -lt $i' '$((i % 3)) -eq 1' '$((i * 2)) -ge $i' '$x -eq 8' '010 -eq 8' '$((-i)) -lt 0' ' 0x10 -eq 16'; do
  eval "[[ $e ]]"; echo "$e: $?"
done

#### [[ ]] integer operand errors
[[ $((1 / 0)) -eq 0 ]]; echo $?
[[ 1 -eq $((2 / 0)) ]]; echo $?
[[ a+ -eq 1 ]]; echo $?
echo end

#### [[ ]] arithmetic substitution error abandons the line
[[ $((1 / 0)) -eq 1 || 1 -eq 1 ]]; echo same line $?
echo next $?
[[ -n $((2 / 0)) ]]; echo same line
[[ 1 -eq 2 && $((1 / 0)) -eq 1 ]]; echo short-circuit $?

#### [[ ]] operand arithmetic error fails the command
x="1/0"; [[ $x == 1 || $x -eq 1 ]]; echo s=$?
f() { [[ $1 -gt 0 ]]; echo "f $?"; }; f '2+'; f 3

#### [[ ]] unset operand under set -u exits
(set -u; [[ $y -eq 1 ]]; echo in); echo s=$?
(set -u; [[ $((y + 1)) -eq 1 ]]; echo in); echo s=$?
set -u; x=y; [[ $x -eq 1 ]]; echo not reached
