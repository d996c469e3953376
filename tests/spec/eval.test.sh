# eval.

#### eval simple
eval echo hello

#### eval joins args
eval 'x=1;' 'y=2'
echo $x $y

#### eval expands twice
a='$b'; b=final
eval echo $a

#### eval with quotes
eval "echo 'single quoted' \"double\""

#### eval syntax error
eval 'if then'
echo "status $?"

#### eval status
eval false
echo $?
eval
echo $?

#### eval defines function
eval 'f() { echo from eval; }'
f

#### eval in loop builds vars
for i in 1 2 3; do eval "v$i=$((i*i))"; done
echo $v1 $v2 $v3

#### eval indirect array
name=arr
eval "$name=(a b c)"
eval "echo \${#$name[@]}"

#### eval with break
for i in 1 2 3; do eval 'if [ $i = 2 ]; then break; fi'; echo $i; done

#### eval return in function
f() { eval 'return 5'; echo no; }
f; echo $?

#### eval multi line
eval 'echo a
echo b'

#### eval error line number
eval 'echo ${x'
echo "status $?"

#### eval unset var with set -u
set -u
eval 'echo $nope'
echo not reached

#### eval exit
eval 'exit 3'
echo not reached

#### eval with here doc
eval 'cat <<E
heredoc in eval
E'

#### eval empty string
eval ''
echo $?

#### eval preserves status for next
false
eval 'echo $?'

#### eval command not found
eval nosuchcmd_xyz
echo $?

#### eval with local in function
f() { eval 'local v=inner'; echo $v; }
f
echo "[${v-unset}]"

#### eval nested
eval "eval 'echo nested'"

#### eval alias expansion
shopt -s expand_aliases
eval "alias e1='echo aliased'"
eval e1

#### eval redirect
eval 'echo redirected' > out
cat out

#### eval bad substitution continues
eval 'echo ${x!}'
echo "after $?"

#### eval with positional params
set -- x y
eval 'echo $2 $1'

#### eval with semicolons and pipes
eval 'echo abc | tr a-z A-Z; echo done'

#### eval quoted dollar at
set -- "a b" c
eval 'printf "<%s>" "$@"'; echo

#### eval creates array with spaces
eval 'arr=("one two" three)'
echo ${#arr[@]}
