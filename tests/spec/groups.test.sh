# Brace groups and subshells.

#### brace group shares variables
x=1
{ x=2; }
echo $x

#### subshell isolates variables
x=1
( x=2; echo "in $x" )
echo "out $x"

#### cd in subshell does not leak
( cd /; pwd )
pwd

#### cd in brace group leaks
{ cd /; }
pwd

#### exit in subshell
( exit 3 )
echo "status $?"
echo still running

#### exit in brace group exits shell
{ echo a; exit 4; }
echo never

#### group status is last command
{ true; false; }
echo $?
( false; true )
echo $?

#### group output redirected together
{ echo a; echo b; } > out
cat out

#### subshell output piped
( echo z; echo y ) | sort

#### brace group needs semicolon
{ echo a }
echo next

#### brace group closing brace is literal word
echo }

#### nested subshells
( ( ( echo deep; exit 2 ) ; echo "mid $?" ) )

#### subshell set does not leak
( set -- a b c; echo $# )
echo $#

#### function defined in subshell not visible
( f() { echo f; } ; f )
f

#### group in and or chain
false || { echo fallback; echo second; }
true && ( echo sub )

#### empty brace group syntax error
{ }

#### subshell without spaces
(echo a;echo b)

#### brace group on multiple lines
{
  echo line1
  echo line2
}

#### subshell exit status with not
! ( exit 1 )
echo $?

#### export in subshell does not leak
( export X=1 )
echo "[$X]"

#### group with redirect input
printf 'l1\nl2\n' > in
{ read a; read b; echo "$b $a"; } < in

#### subshell shares functions from parent
f() { echo parent-func; }
( f )

#### set -e in subshell
( set -e; false; echo not-printed )
echo "after $?"

#### subshell sees unexported vars
v=local-only
( echo $v )

#### brace group in pipeline runs in subshell
x=1
{ x=2; echo $x; } | cat
echo $x

#### exit status of subshell in if
if ( exit 0 ); then echo zero; fi
if ( exit 1 ); then :; else echo nonzero; fi

#### subshell with trailing background-free semicolon
(echo x;)

#### unmatched paren
( echo a
echo b

#### unmatched close paren
echo a )

#### double group nesting
{ { echo in; }; echo out; }
