# fastassign: ``name=$((...))`` statements run often enough (a loop of more than 16
# iterations) to be compiled into one function that stores the value; each case makes the
# variable or the expression leave that path part-way through the loop, and checks what
# bash does with it: readonly, namerefs, arrays, attributes, locals, subshells, unset
# variables, non-numeric values, errors, set -u, traps, xtrace, allexport.

#### counter and a second variable
n=0 s=0
for ((i = 0; i < 40; i++)); do n=$((n + 1)); s=$((s + i * 2 % 7)); done
echo $n $s

#### a variable first set by the loop, then unset midway
for ((i = 0; i < 40; i++)); do t=$((i * 3)); (( i == 30 )) && unset t; done
echo "${t-unset}" $t

#### becomes readonly midway
n=0
for ((i = 0; i < 40; i++)); do n=$((n + 1)); (( i == 20 )) && readonly n; done
echo after $n

#### readonly target not read by the expression
readonly r=5
for ((i = 0; i < 30; i++)); do r=$((i + 1)); done
echo end $r $i

#### integer, lowercase and uppercase attributes
declare -i a=0; declare -l b=0; declare -u c=0
for ((i = 0; i < 30; i++)); do a=$((a + 2)); b=$((b - 3)); c=$((i * i)); done
echo $a $b $c; declare -p a b c

#### becomes a nameref midway
x=0 y=100
for ((i = 0; i < 40; i++)); do x=$((x + 1)); (( i == 25 )) && { unset x; declare -n x=y; }; done
echo $x $y; declare -p y

#### becomes an array midway
m=0
for ((i = 0; i < 40; i++)); do m=$((m + 1)); (( i == 20 )) && m=(7 8 9); done
declare -p m

#### associative array target
declare -A h=([k]=v)
for ((i = 0; i < 30; i++)); do h=$((i + 1)); done
declare -p h

#### non-numeric value midway
v=0
for ((i = 0; i < 40; i++)); do v=$((v + 1)); (( i == 20 )) && v=w; done
echo $v

#### octal and hex text midway
v=0
for ((i = 0; i < 40; i++)); do v=$((v + 1)); (( i == 20 )) && v=010; (( i == 30 )) && v=0x10; done
echo $v

#### an expression naming another variable
p=2 q=0
for ((i = 0; i < 40; i++)); do q=$((p * i + q)); (( i == 20 )) && p=abc; done
echo $p $q

#### local variables in a function
g=1
f() { local g=0 k; for ((i = 0; i < 30; i++)); do g=$((g + i)); k=$((g * 2)); done; echo in $g $k; }
f; echo out $g "${k-unset}"

#### a function assigning a global its caller made local
outer() { local c=0; inner; echo outer $c; }
inner() { for ((i = 0; i < 30; i++)); do c=$((c + 1)); done; }
c=5; outer; echo top $c

#### function creating a global
mk() { for ((i = 0; i < 30; i++)); do newg=$((i + 100)); done; }
mk; echo $newg

#### subshell does not change the parent
z=0
( for ((i = 0; i < 30; i++)); do z=$((z + 1)); done; echo sub $z )
echo parent $z
echo $(for ((i = 0; i < 30; i++)); do z=$((z + 2)); done; echo $z) $z

#### pipeline stage
w=1
for ((i = 0; i < 30; i++)); do w=$((w + 1)); done | cat
echo $w

#### division by zero midway ends the loop's line
d=5
for ((i = 0; i < 40; i++)); do d=$((100 / (30 - i))); done
echo next $d $i

#### unset variable under set -u
for ((i = 0; i < 30; i++)); do u=$((i + 1)); done
echo $u
set -u
( for ((i = 0; i < 30; i++)); do u=$((u + 1)); (( i == 20 )) && unset u; done; echo not reached )
echo status $?

#### DEBUG trap set midway
e=0
for ((i = 0; i < 25; i++)); do e=$((e + 1)); (( i == 22 )) && trap 'echo dbg $e' DEBUG; done
trap - DEBUG
echo $e

#### xtrace set midway
e=0
for ((i = 0; i < 22; i++)); do e=$((e + 1)); (( i == 20 )) && set -x; done 2>&1
set +x
echo $e

#### allexport set midway
e=0
for ((i = 0; i < 30; i++)); do ex=$((e + i)); (( i == 20 )) && set -a; done
set +a
env | grep '^ex='

#### exported variable keeps its export
export xp=0
for ((i = 0; i < 30; i++)); do xp=$((xp + 3)); done
env | grep '^xp='

#### the status of the assignment and $_
for ((i = 0; i < 30; i++)); do s=$((i)); done
echo $? "$_"
true last; q=$((5 + 5)); echo "[$_]" $?

#### LINENO and RANDOM as targets
for ((i = 0; i < 30; i++)); do LINENO=$((i)); done
echo $LINENO
for ((i = 0; i < 30; i++)); do RANDOM=$((7)); done
a=$RANDOM; RANDOM=7; b=$RANDOM; [[ $a == "$b" ]] && echo same seed

#### errexit is not triggered by an assignment of zero
set -e
for ((i = 0; i < 30; i++)); do z=$((0)); zz=$((i - i)); done
echo alive $z $zz

#### wraps at 64 bits
big=9223372036854775000
for ((i = 0; i < 30; i++)); do big=$((big + 100)); done
echo $big

#### name=word statements: status of a command substitution
for ((i = 0; i < 30; i++)); do v=$(exit $((i % 3))); done; echo $? "$v"
for ((i = 0; i < 30; i++)); do v=${i}x; done; echo $? $v

#### name=word statements: attributes, namerefs and arrays midway
declare -i n=0; declare -u u; declare -n ref=target
for ((i = 0; i < 30; i++)); do n=i+1; u=abc$i; ref=t$i; w=$i; (( i == 20 )) && w=(a b); done
echo $n $u $target; declare -p w

#### name=word statements: readonly midway abandons the line
for ((i = 0; i < 30; i++)); do k=v$i; (( i == 20 )) && readonly k; done; echo not reached
echo $k

#### name=word statements: an expansion error midway
for ((i = 0; i < 30; i++)); do k=${i}; (( i == 20 )) && k=${nope:?gone}; done; echo not reached
echo after $k

#### name=word statements in functions and subshells
f() { local x=1; for ((i = 0; i < 30; i++)); do x=$i:$1; y=$x; done; echo $x $y; }
f p; echo "${x-unset}" $y
( for ((i = 0; i < 30; i++)); do y=sub$i; done; echo $y ); echo $y

#### name+=word statements: strings, integers, arrays, attributes midway
s=; declare -i n=1; declare -l lo=A; a=(x y)
for ((i = 0; i < 25; i++)); do s+="$i,"; n+=$i; lo+=B$i; a+=z; (( i == 20 )) && declare -u s; done
echo "$s" $n $lo; declare -p a
for ((i = 0; i < 25; i++)); do fresh+=$i; done; echo $fresh

#### name+=word statements: readonly and nameref midway
t=a; declare -n r=t
for ((i = 0; i < 25; i++)); do r+=$i; (( i == 22 )) && readonly t; done; echo not reached
echo $t

#### while (( )) and a body of (( )): status, set -e, ERR trap
i=0; until (( i >= 30 )); do (( i++ )); done; echo $i $?
i=5; while (( i )); do (( i-- )); done; echo end $i $?
trap 'echo err at $i' ERR
i=0; while (( i < 3 )); do (( i++ == 1 ? 0 : 1 )); done; echo $i
trap - ERR
set -e
i=3; while (( i > -2 )); do (( --i )); done; echo not reached

#### a[sub]=v with arithmetic in the subscript: indexed, associative, new arrays
declare -A m; a=()
for ((i = 0; i < 30; i++)); do m[k$((i % 5))]=$i; a[$((i % 4 * 2))]=v$i; n[i$((i/10))x]=$i; done
declare -p m a n
for ((i = 0; i < 5; i++)); do a[$((-1))]=last$i; done; declare -p a

#### a[sub]=v: errors in the subscript
a=(x)
for ((i = 0; i < 30; i++)); do a[$((10 / (25 - i)))]=$i; done; echo not reached
echo after ${a[*]} $i
b=(y); set -u
( for ((i = 0; i < 30; i++)); do b[$((i + (i > 20 ? nope : 0)))]=$i; done; echo not reached )
echo status $?

#### a[sub]=v: readonly array midway
r=(1 2)
for ((i = 0; i < 30; i++)); do r[$((i % 3))]=$i; (( i == 20 )) && readonly r; done; echo not reached
declare -p r

#### for ((...)) step and condition: readonly step target
for ((i=0;i<3;i++)); do echo $i; (( i==1 )) && readonly i; done; echo rc=$?

#### for ((...)) step and condition: a local loop variable
f(){ local i; for ((i=0;i<3;i++)); do echo -n $i; done; echo; }; f; echo "[$i]"

#### for ((...)) step and condition: continue before the step
for ((i=0;i!=4;i+=2)); do echo $i; continue; done

#### for ((...)) step and condition: set -x midway
for ((i=0;i<3;i++)); do (( i == 1 )) && set -x; done 2>&1; set +x

#### for ((...)) step and condition: DEBUG trap midway
for ((i=0;i<4;i++)); do (( i == 1 )) && trap 'echo dbg $i' DEBUG; done; trap - DEBUG

#### for ((...)) step and condition: a nameref in the condition
declare -n r=i; for ((i=0;r<3;i++)); do echo $i; done

#### for ((...)) step and condition: the variable set to a name in the body
for ((i=0;i<3;i++)); do echo $i; i=x; x=7; done; echo "[$i]"

#### for ((...)) step and condition: 64-bit wraparound
for ((i=9223372036854775806;i>0;i++)); do echo $i; done

#### for ((...)) step and condition: declare -i midway
for ((i=0;i<3;i++)); do declare -i i; echo $i; done

#### for ((...)) step and condition: a comma step
j=5; for ((i=0;i<3;j--,i++)); do echo $i $j; done

#### for ((...)) step and condition: division by 0 in the condition
for ((i=0;i<2/i;i++)); do echo $i; done; echo rc=$?

#### for ((...)) step and condition: division in the condition
for ((i=1;i<10/i;i++)); do echo $i; done; echo rc=$?

#### for ((...)) step and condition: unset in the body
k=0; for ((i=0;i<3;i++)); do unset i; (( k++ > 5 )) && break; echo x$i; done; echo "[$i]"

#### assignment values of a lone $name / "$name": arrays, namerefs, locals, unset
a=(p q); declare -n r=a; s='x y'; declare -A m
for k in 1 2; do v1=$a; v2="$r"; v3=$s; v4="$nope"; m[$k]="$s"; m[k$k]=$v1; done
echo "$v1|$v2|$v3|[$v4]|${m[1]}|${m[k2]}"
f() { local s=L t="$s" u=$a; echo "$s|$t|$u"; }; f
g() { local -n q=s; w=$q; echo "$w"; }; g
(set -u; z=$nope; echo not reached); echo "status $?"

#### for ((...)) entered again and again: its step and condition each time
n=0; for ((i = 0; i < 4; i++)); do for ((j = i; j < 3; j++)); do n=$((n + j)); done; done; echo $n $i $j
f() { local j; for ((j = 0; j < $1; j += 2)); do printf '%s,' "$j"; done; echo; }; f 3; f 5; f 0

#### declare -i += in a loop, errors and wraparound
declare -i s=0; for ((i=0;i<10;i++)); do s+=i; done; echo $s
declare -i a; a=3+4; a+=2*3; echo $a; a=x; echo $a; x=5; a+=x; echo $a
declare -il l=7; l+=1; echo $l
declare -i b="abc"; echo "[$b]"; b+=1; echo $b
declare -i c; c+=5; echo $c
f() { local -i q=2; q+=3; echo $q; }; f
declare -i big=9223372036854775807; big+=1; echo $big
declare -i z=-9223372036854775808; z+=-1; echo $z
declare -i w; w='2#101'; w+=010; echo $w
declare -i y=5; y+=; echo "[$y]"
declare -iA m; m[x]=9223372036854775807; m[x]+=1; echo ${m[x]}
declare -ia arr=(9223372036854775807); arr[0]+=2; echo ${arr[0]}
declare -ri r=3; r+=1; echo "r=$r st=$?"
echo after

#### declare -i: an arithmetic error in the value ends the shell
declare -i e=1; e+=1/0; echo "st=$? e=$e"
echo "e=$e"

#### declare -i: an error in a plain assignment ends the shell, in a function too
declare -i e; f() { e=1/0; echo infunc; }; f; echo after1
echo after2

#### declare -i: an error in a subshell ends the subshell
declare -i e; ( e=1/0; echo insub ); echo "after1 $?"
echo x | { e=2/0; echo inpipe; }; echo "after2 $?"
x=$(e=x+; echo insub); echo "after3 [$x]"

#### declare -i: the value of $((...)) failing abandons the line only
declare -i e; e=$((1/0)); echo after1
echo after2

#### declare -i: read, printf -v and for name the builtin and end the shell
declare -i e; read e <<< "3*4"; echo "$e"; printf -v e '%s' 5+5; echo "$e"
for e in 1+1 2*3; do echo "$e"; done
read e <<< "1/0"; echo "after $e"

#### declare -i: printf -v of an error
declare -i e; printf -v e '%s' '2/0'; echo "after $e"

#### declare -i: for of an error
declare -i e; for e in 1 1/0 3; do echo "body $e"; done; echo after

#### ${var:=value} of an integer, lowercase or uppercase variable: the stored value
declare -i e; echo ${e:=2+3} $e; declare -ia a; echo ${a[1]:=3*3} ${a[1]}
declare -iA m; echo ${m[k]:=4*4} ${m[k]}
declare -l x; echo ${x:=ABC} $x; declare -u y; echo ${y:=abc} $y
declare -la la; echo ${la[2]:=XY} ${la[2]}; declare -uA ua; echo ${ua[k]:=xy} ${ua[k]}
declare -i f=3; echo ${f:=7} $f

#### ${var:=value} of an integer variable: an arithmetic error ends the shell
declare -i f; echo "${f:=1/0}"; echo after

#### select into an integer variable
declare -i n; select n in 2+3 4*4; do echo "n=$n REPLY=$REPLY"; break; done <<< 2
select n in 1/0; do break; done <<< 1; echo after

#### declare -i +=: the old value is read before the new one is evaluated
declare -i n=5; n+="n++"; echo $n
declare -ia a=(5); a[0]+="a[0]++"; echo ${a[0]}
declare -iA m=([k]=5); m[k]+="m[k]++"; echo ${m[k]}

#### ${a[i]:=X} of an integer array with -l/-u evaluates the text as written
declare -ial a; X=3; x=5; : ${a[0]:=X}; echo ${a[0]}
declare -iul b; : ${b:=X}; echo $b; declare -iuA m; : ${m[k]:=x}; echo ${m[k]}
