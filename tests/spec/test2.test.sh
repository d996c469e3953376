# test / [ : argument-count rules and operators.

#### zero args
test; echo $?
[ ]; echo $?

#### one arg
test x; echo $?
test ''; echo $?
test -n; echo $?
test !; echo $?

#### two args
test ! x; echo $?
test ! ''; echo $?
test -z ''; echo $?
test -n ''; echo $?

#### two args unknown unary
test -Q x; echo $?

#### three args binary
test a = a; echo $?
test a != a; echo $?
test 1 -lt 2; echo $?

#### three args with bang
test ! a = b; echo $?
test ! -n x; echo $?

#### three args parens
test '(' x ')'; echo $?
test '(' '' ')'; echo $?

#### three args -a -o
test x -a ''; echo $?
test x -o ''; echo $?

#### four args
test ! a = a; echo $?
test '(' a = a ')' ; echo $?
test ! '(' x ')'; echo $?

#### many args
test a = a -a b = b -o c = d; echo $?
[ 1 -eq 1 -a '(' 2 -eq 3 -o 4 -eq 4 ')' ]; echo $?

#### missing bracket
[ a = a
echo $?

#### integer expected
test abc -eq 1
echo $?

#### integer with spaces ok
test ' 5 ' -eq 5; echo $?

#### too many arguments
test a b c d e
echo $?

#### unary expected binary
test a -zz b
echo $?

#### equals double equals
[ a == a ]; echo $?

#### string less with escape
[ a \< b ]; echo $?
[ b \< a ]; echo $?

#### file operators
touch f; mkdir d
[ -f f ]; echo $?
[ -d f ]; echo $?
[ -d d ]; echo $?
[ -e missing ]; echo $?
[ -s f ]; echo $?

#### -nt via test
touch -d 2001-01-01 a
touch -d 2002-01-01 b
[ b -nt a ]; echo $?
[ a -nt b ]; echo $?

#### test -v
x=1
test -v x; echo $?
test -v nope; echo $?

#### test -o option
test -o errexit; echo $?
set -e
test -o errexit; echo $?

#### negative numbers
[ -1 -lt 0 ]; echo $?
[ -5 -gt -10 ]; echo $?

#### unary operator as string
[ -f ]; echo $?
[ -z ]; echo $?

#### bang bang
[ ! ! x ]; echo $?

#### test with equal as first arg
[ = ]; echo $?
[ = = ]; echo $?
[ = = = ]; echo $?

#### test -a -o precedence
[ '' -o x -a '' ]; echo $?

#### test paren error
[ '(' x ]; echo $?

#### test large integer
[ 99999999999999999999 -gt 1 ]
echo $?

#### test -t
[ -t 1 ]; echo $?

#### bracket requires closing
test a = a ]; echo $?

#### test string equality with spaces
x="a b"
[ "$x" = "a b" ]; echo $?

#### test -n unquoted empty
x=
[ -n $x ]; echo $?
[ -n "$x" ]; echo $?

#### test numeric with leading plus
[ +3 -eq 3 ]; echo $?

#### test -ge with negative
[ -3 -ge -4 ]; echo $?

#### test -e on directory and -r
mkdir d
[ -e d -a -r d ]; echo $?

#### three-argument comparisons and -n/-z (the common forms), edge operands
for a in '1 -lt 2' '012 -eq 12' '-1 -lt 0' '5 -gt 99999999999999999999' ' 5 -eq 5' 'a -lt 1' '1 -lt b' '+3 -ge 3' \
         '! = !' '= = =' 'a == a' 'a != a' '-n -z' '-z -n' '( = )' '٣ -eq 3'; do
  set -f; [ $a ]; echo "[ $a ] $?"; test $a; echo "test $a $?"; set +f
done 2>&1
[ ' 5' -eq 5 ]; echo $?; [ 5 -eq '5 ' ]; echo $?; [ '' -eq 0 ]; echo $?; [ -n '' ]; echo $?; [ -z '' ]; echo $?; [ -n ]; echo $?; [ -z ]; echo $?

#### [ and ] as words are not patterns, a [ with a ] after it is
touch a b '[' ']' '[a' 'x['
echo [ ] [a x[ [ab] [[ ]] | tr ' ' '\n' | sort | tr '\n' ' '; echo
[ [ = [ ]; echo $?; [ ] = ] ]; echo $?; set -- [ a ]; echo $# "$@"
