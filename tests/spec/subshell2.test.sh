# Subshells: isolation, exit statuses, nesting.

#### variable isolation
x=1
( x=2; echo $x )
echo $x

#### exit in subshell
( exit 3 )
echo $?

#### cd in subshell
mkdir d
( cd d; pwd )
pwd

#### nested subshells
( ( ( echo deep; exit 2 ); echo $? ); exit 5 )
echo $?

#### subshell function isolation
( f() { echo sub; }; f )
f
echo $?

#### subshell set options isolation
( set -e; false; echo no )
echo after $?

#### command substitution isolation
x=1
y=$(x=2; echo $x)
echo $x $y

#### command substitution exit status
x=$(exit 4)
echo $?

#### command substitution strips trailing newlines
x=$(printf 'a\n\n\n')
echo "[$x]"

#### command substitution keeps inner newlines
x=$(printf 'a\n\nb\n')
echo "[$x]"

#### backticks
x=`echo back`
echo $x `echo tick`

#### nested command subst
echo $(echo $(echo $(echo nest)))

#### subshell with redirect
( echo a; echo b ) > out
cat out

#### subshell in pipeline
( echo 1; echo 2 ) | ( read a; read b; echo "$b $a" )

#### pipeline stages are subshells
x=1
echo | x=2
echo $x

#### BASH_SUBSHELL
echo $BASH_SUBSHELL
( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) )
echo $(echo $BASH_SUBSHELL)

#### exit trap in subshell runs on exit
( trap 'echo trap' EXIT; exit 1 )
echo $?

#### subshell readonly inherits
readonly r=1
( r=2 ) 2>/dev/null
echo $? $r

#### unset in subshell
x=1
( unset x; echo "[${x-unset}]" )
echo $x

#### array in subshell
a=(1 2)
( a+=(3); echo ${#a[@]} )
echo ${#a[@]}

#### command sub with case paren
x=$(case a in a) echo matched;; esac)
echo $x

#### command sub with comment
x=$(echo hi # comment
)
echo $x

#### subshell status of last command
( false; true )
echo $?
( true; false )
echo $?

#### break inside subshell in loop
for i in 1 2 3; do ( [ $i = 2 ] && exit 1; echo $i ); done

#### dollar-dollar same in subshell
[ "$$" = "$(echo $$)" ] && echo same

#### subshell errors in command sub
x=$(echo ${u?unset here})
echo "status $?"

#### command substitution with trailing spaces kept
x=$(printf 'a  ')
echo "[$x]"

#### nested command sub with quotes
echo "$(echo "inner $(echo "deep")")"

#### subshell exit status with set -e inside
( set -e; false; echo no ) ; echo "st=$?"

#### command sub assigns in subshell only
x=0
: $(x=5)
echo $x

#### subshell inherits positional params
set -- a b
( echo "$# $1" )

#### brace group shares state
x=1
{ x=2; }
echo $x
