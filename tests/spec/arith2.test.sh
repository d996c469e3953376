# Arithmetic: operators, precedence, bases, assignment operators, overflow, errors.

#### basic operators
echo $((7+3)) $((7-3)) $((7*3)) $((7/3)) $((7%3)) $((2**10))

#### negative division truncates
echo $((-7/2)) $((-7%2)) $((7/-2)) $((7%-2))

#### precedence
echo $((2+3*4)) $(((2+3)*4)) $((2**3**2)) $((-2**2))

#### unary
echo $((-5)) $((+5)) $((!0)) $((!5)) $((~0)) $((~5)) $((- -3))

#### comparison
echo $((1<2)) $((2<1)) $((2<=2)) $((3>=4)) $((3==3)) $((3!=3))

#### logical short circuit
x=0
echo $((0 && (x=1))) $x
echo $((1 || (x=2))) $x
echo $((1 && (x=3))) $x

#### bitwise
echo $((5&3)) $((5|3)) $((5^3)) $((1<<4)) $((256>>2)) $((-8>>1))

#### ternary
echo $((1?10:20)) $((0?10:20)) $((1?2?3:4:5))

#### ternary assignment
x=0
echo $((1 ? (x=5) : (x=6))) $x

#### comma operator
echo $((a=1, b=2, a+b))

#### assignment operators
x=10
(( x+=5 )); echo $x
(( x-=3 )); echo $x
(( x*=2 )); echo $x
(( x/=5 )); echo $x
(( x%=3 )); echo $x
(( x<<=3 )); echo $x
(( x>>=1 )); echo $x
(( x|=1 )); echo $x
(( x&=6 )); echo $x
(( x^=7 )); echo $x

#### increment decrement
x=5
echo $((x++)) $x $((x--)) $x $((++x)) $x $((--x)) $x

#### bases
echo $((0x1F)) $((0X10)) $((010)) $((2#1011)) $((36#z)) $((16#ff)) $((64#_)) $((64#@))

#### base with letters case
echo $((36#ZZ)) $((62#A)) $((62#a))

#### invalid octal
echo $((08))
echo after

#### invalid base digit
echo $((2#3))
echo after

#### base too big
echo $((65#1))

#### overflow wraps
echo $((9223372036854775807 + 1))
echo $((-9223372036854775808 - 1))
echo $((2**63)) $((2**64))

#### large literal wraps
echo $((18446744073709551617))

#### division by zero
echo $((1/0))
echo after

#### modulo by zero
echo $((5%0))

#### division by zero in let
let 'x=1/0'
echo "status $?"

#### negative exponent
echo $((2**-1))

#### min int division
echo $((-9223372036854775808 / -1))
echo $((-9223372036854775808 % -1))

#### variables in arithmetic
a=5 b=3
echo $((a*b)) $(($a*$b)) $((a-b))

#### unset variable is zero
unset z
echo $((z+1)) $((z))

#### empty variable is zero
e=
echo $((e+1))

#### variable containing expression
x='2+3'
echo $((x*2)) $(($x*2))

#### recursive variable reference
a=b b=c c=7
echo $((a))

#### variable with invalid content
x=abc
echo $((x))
y='1 2'
echo $((y))
echo after

#### arithmetic command status
(( 0 )); echo $?
(( 5 )); echo $?
(( -1 )); echo $?

#### let status
let x=0; echo $?
let x=1; echo $?
let 'y = 2 + 3' z=y*2; echo $y $z

#### let with no args
let
echo "status $?"

#### syntax error in expression
echo $((1 +))
echo after

#### syntax error unmatched paren
echo $(( (1+2 ))
echo after

#### assignment to non-variable
echo $((3=4))
echo after

#### arithmetic in array subscript
a=(10 20 30)
i=0
echo ${a[i++]} ${a[i++]} $i

#### whitespace and newlines in arithmetic
echo $((  1
 +
 2  ))

#### nested arithmetic
echo $(( $((2+3)) * $((1+1)) ))

#### deprecated dollar bracket
echo $[1+2]

#### arithmetic for loop
for ((i=0, j=10; i<3; i++, j-=2)); do echo $i $j; done

#### arith for empty parts
i=0
for ((;;)); do ((i++ >= 2)) && break; done
echo $i

#### hex output via printf
printf '%x %o %X\n' $((255)) $((8)) $((0xab))

#### readonly in arithmetic
readonly r=1
(( r++ ))
echo "status $?" $r

#### integer attribute
declare -i n
n=5+5
echo $n
n+=3
echo $n
n=abc
echo $n

#### integer attribute with string expression
declare -i n='2*3'
echo $n

#### compound comparison chains
echo $((1<2<3)) $((3>2>1)) $((1==1==1))

#### unary minus on variable
x=3
echo $((-x)) $((- x)) $((--x)) $x

#### postfix on non lvalue
echo $((5++))
echo after

#### exponent zero and one
echo $((0**0)) $((5**0)) $((1**100))

#### shifts by large amounts
echo $((1<<63)) $((1<<64)) $((-1>>63))

#### logical not of string var
s=
echo $((!s))

#### double paren with string compare
x=3
(( x == 3 )) && echo yes

#### bitwise not precedence
echo $((~1+1)) $((!1+1))

#### assignment returns value
echo $((x = 7 * 6)) $x

#### chained assignment
echo $((a = b = 4)) $a $b

#### increment of unset
unset q
echo $((q++)) $q

#### spaces in base notation
echo $(( 16#a + 1 ))

#### character literal not supported
echo $(( 'a' ))
echo after

#### exit status of division error in if
if (( 1/0 )); then echo yes; else echo no; fi
echo after

#### arithmetic error aborts line
x=$((1/0)); echo same line
echo next line

#### let multiple expressions last value status
let 1 0
echo $?
let 0 1
echo $?

#### arithmetic with array length
a=(1 2 3)
echo $(( ${#a[@]} * 2 ))

#### arithmetic with positional
set -- 4 5
echo $(( $1 + $2 )) $(( $# * 10 ))

#### precedence of bitwise vs comparison
echo $(( 1 | 2 == 2 )) $(( 4 & 6 != 0 ))

#### modulo with negatives
echo $(( -13 % 5 )) $(( 13 % -5 ))

#### integer attribute on array
declare -ai a
a=(1+1 2*3)
echo "${a[@]}"

#### too many leading zeros
echo $((0000012))

#### 0x without digits
echo $((0x))
echo after

#### decimal point in arithmetic
echo $((1.5))
echo after

#### empty arithmetic
echo "[$(())]"
(( ))
echo "status $?"

#### arithmetic with negative base notation
echo $(( -16#10 )) $(( - 2#11 ))

#### assignment operators on array elements
a=(1 2)
(( a[0] += 5, a[1] *= 3 ))
echo ${a[@]}

#### pre and post increment in same expression
x=1
echo $(( x++ + ++x )) $x

#### ternary with nested assignment and comma
x=0
(( x = 1 ? 5 : 6, x += 1 ))
echo $x

#### logical ops return 0 or 1
echo $(( 5 && 7 )) $(( 0 || 9 )) $(( !!5 ))

#### variable name with underscore and digits
_v1=3
echo $(( _v1 * 2 ))

#### arithmetic expansion nested in string
echo "val=$(( 6 * 7 ))!"

#### let with increments
x=1
let x++ x++
echo $x

#### integer overflow multiplication
echo $(( 4611686018427387904 * 4 ))

#### exponent negative base
echo $(( (-2) ** 3 )) $(( -2 ** 2 ))

#### hex uppercase digits
echo $(( 0xABCDEF )) $(( 0xabcdef ))

#### base 64 digits
echo $(( 64#10 )) $(( 64#Z )) $(( 64#z ))

#### dynamic: parameter lengths and positionals as operands
line='abc def'; s=3; echo $((s+${#line}))
set -- 4 5; echo $(( $1 * $2 )) $(($# + 1))
x=5; echo $(( $x * 3 )) $((x+$x)) $(($x)) $(( 2 ** $x )) $(( $x ? 1 : 2 )) $(( -$x )) $(( !$x ))

#### dynamic: expansions are substituted as text before parsing
x='1+2'; echo $(( $x * 3 ))
x=010; echo $(( $x + 1 ))
x=0x10; echo $(( 2 * $x ))
x=' 5'; echo $(( 2 * $x ))
x=5; echo $((1$x)) $(($x$x))
echo $(( $(echo 1+1) * 3 ))
set -- 1 2; echo $(( $@ ))

#### dynamic: empty expansion
x=; echo $(( 3 + $x ))
echo after

#### dynamic: division by zero names the substituted text
x=0; echo $(( 10 / $x ))
x=12; echo $(( $x  /  0 ))
x=7; y=0; echo $(( x / y + $x ))

#### dynamic: side effects before an error happen once
x=0; y=1; echo $(( y++ + 10 / $x )); echo $y

#### dynamic: assignment targets and subscripts stay textual
x=3; echo $(( x = $x + 1 )); echo $x
a=(1 2 3); i=1; echo $(( a[$i] + ${#a[@]} ))
x=3; echo $(( $x = 1 ))

#### dynamic: operators, substitutions, associative counts
declare -A c; for w in a b a c a; do c[$w]=$((${c[$w]:-0} + 1)); done; declare -p c
echo $(( $(echo 3) + $(echo 4) * 2 ))
x=3; echo $(( ${x:-7} + ${y:-7} + ${#x} + ${x/3/4} ))
x=3; echo $(( ${y:=9} + y )); echo $y
echo $(( $((2+3)) * 2 ))
i=2; echo $(( i + $(( i * 3 )) ))

#### dynamic: RANDOM expands once per occurrence
RANDOM=4; echo $(( $RANDOM + $RANDOM ))

#### dynamic: unset under set -u
set -u; echo $(( $nope + 1 )); echo after

#### dynamic: too big for a slot
x=99999999999999999999; echo $(( $x + 1 ))

#### loop arithmetic: counters, element reads, fallbacks to the general evaluator
f=(1 2 3); s=0
for ((i = 0; i < 5; i++)); do s=$((s + f[2] * f[0] - f[7])); f[2]=$i; done; echo $s
declare -A m=([2]=5); echo $((m[2] + 1))
x=("1+1" 4); echo $((x[0] * 3))
y=010; z=' 7'; w=0x10; echo $((y + 1)) $((z + 1)) $((w + 1))
e='i++'; i=3; echo $((e + 1)) $i
c=0; for ((k = 0; k < 40; k++)); do (( (k * 3) % 7 == 0 )) && c=$((c + 1)); done; echo $c
echo $((5 / (c - c)))
echo after

#### arithmetic near the 64-bit edges in a loop
n=9223372036854775800; for ((k = 0; k < 10; k++)); do n=$((n + 1)); done; echo $n
m=$((-9223372036854775807 - 1)); echo $((m - 1)) $((-m)) $((m / -1)) $((m % -1))

#### arithmetic evaluated many times (closures first, then a generated function)
x=0 y=0 s=0
for i in {1..40}; do x=$((x + i * 3 % 7)); (( y += i )); s=$((s + ${#i})); done
echo $x $y $s
f() { local a=$1; echo $(( a * 2 + ${#a} )); }
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do f $i; done | tail -2
while (( n < 30 )); do n=$((n + 1)); done; echo $n

#### an error after many good evaluations
for i in {1..30}; do r=$(( 100 / (20 - i) )); echo -n "$r "; done; echo
echo after

#### expansions inside subscripts of indexed arrays: evaluated with the numbers, assoc keys as text
for j in 3 13 -1 0; do ((h[$j%10]++)); ((g[$j]+=2)); done; declare -p h g
declare -A m; j=5; ((m[$j%10]++)); ((m[$j]+=1)); ((m[h[$j%10]]++)); declare -p m
declare -A mm; declare -n r=mm; ((r[$j*2]=7)); declare -p mm
e=(); ((e[$j-9]=1)); echo "st $?"; k=-2; x=$((h[$k] + 1)); echo $x
j='1+1'; ((h[$j*2]++)); declare -p h
i=2; ((h[$i]++, h[$i+1]--)); echo ${h[@]}

#### an arithmetic error in an array subscript ends the shell
j=08; ((h[$j]++)); echo "st $?"
echo next

#### an arithmetic error in a subscript ends the shell from $(( )), let, [[ ]], a function, an assignment
for s in 'echo $((h[1/0]+1))' 'let "h[08]++"' '[[ h[08] -eq 1 ]]' 'f() { ((h[2/0]=1)); echo in; }; f' 'x=$((h[09])); echo x' \
         'x=1/0; ((h[x]++))' '( ((h[08]++)) ); echo sub $?' 'set -u; ((h[zz]++))'; do
  bash -c "$s; echo next"; echo "status $?"
done 2>&1

#### a subscript expansion inside another subscript of an associative array is part of its key text
declare -A h=([3]=4 [x]=1); j=2; ((h[h[$j]]++)); ((h[h[$j]+1]+=2)); declare -p h

#### error tokens are the source's text, as written
x=5; y=-2
let '(y % 0 / -9223372036854775808)'
(( y %= x &= 010 )) ; x=0; (( y %= x &= 010 ))
echo $(( 5 == 36#zz / (a[x]) ))
echo $(( 010 ? u ** -9223372036854775808 ? ~7 : 7 : 010 ))
echo $(( (1) / (0) + 3 ))
echo $(( 1 / ((0)) ))
a=(1 2); echo $(( a[1] / a[0] / (0) ))

#### --- reads one - at a time until -- is followed by a name
y=5; (( ---y )); echo $y
y=3; echo $(( +++y )) $y
y=3; echo $(( -----y )) $y
echo $(( ---5 ))

#### an indexed array's subscript keeps single quotes (an arithmetic error)
a=(1 2 3)
a['1']=5; echo "rc=$?"
echo ${a['1']}; echo "rc=$?"

#### an arithmetic error in an assignment's subscript ends the shell
a=(1)
a[1/0]=5
echo not reached

#### a stray token after a whole expression: the expression was evaluated first
(( a=1 b )); echo "$? a=$a"
x=1; (( x++ 3 )); echo "$? x=$x"
(( y=2, z 4 )); echo "$? y=$y"
let 'l=5 6'; echo "$? l=$l"
a=(1 2); (( a[0]=7 8 )); echo "$? ${a[*]}"
(( d=(2+3) 7 )); echo "$? d=$d"
(( e=1 ? 2 : 3 4 )); echo "$? e=$e"
(( c=1 + )); echo "$? c=$c"
(( g=1 @ )); echo "$? g=$g"

#### a stray token after an expression that fails: its error comes first
(( 1/0 3 )); echo "rc=$?"
(( x=2, 5/(x-2) 3 )); echo "rc=$?"

#### a stray token after an unset variable under set -u
set -u
trap 'echo EXIT $?' EXIT
[ -z "$((exit 3))" ]
echo never

#### for (( )) errors show each part's own text
x=5; for ((i = 0; i < 3 && ++x / z; i++)); do echo $i; done; echo "rc=$?"
for ((i = 0; i < 3; i += 1/0 )); do echo $i; done; echo "rc=$?"
for (( i = 1/0 ; i < 3; i++ )); do echo $i; done; echo "rc=$?"
for ((i=0;   i <  2 ;  i+=  1/z)); do echo $i; done; echo "rc=$?"

#### division by 0 in an assignment's parenthesized value: the token after its parentheses
a=5; (( a /= (1-1) )); echo "rc=$?"
a=5; (( (a /= (1-1)) + 2 )); echo "rc=$?"
a=5; (( a /= ((0)) )); echo "rc=$?"
a=5; (( b = (a /= (0)) , 3 )); echo "rc=$?"
x=5; a=(10 20 30); (( (a[3] /= a[1] ? a[x] : (16#ff)) )); echo "rc=$?"
let '(a[3] %= x < z)'; echo "st=$?"

#### bash evaluates as it parses: what was read before a syntax error has run
x=5; y=-2; (( --y ? y >>= ("2") : x %= (36#zz) )); echo "st=$? x=$x y=$y"
x=4; let '++x * x /= 5 < "2"'; echo "st=$? x=$x"
a=(1 2); echo $(( a[1 % 0 , 1] )); echo after
x=1; echo $(( x++ + (x++ +) )); echo "x=$x"
x=0; echo $(( 0 && (x++ +) )); echo "x=$x"
x=0; echo $(( 1 || (x=5, 3 +) )); echo "x=$x"
x=0; echo $(( x++, x++, 1 + )); echo "x=$x"
x=0; echo $(( 1 ? x++ : 2 : 3 )); echo "x=$x"
x=0; echo $(( 0 ? x++ : x+=2 )); echo "x=$x"
x=0; echo $(( x++ ** 08 )); echo "x=$x"
x=0; (( x++ 5 )); echo "x=$x"
x=0; echo $(( 1/0 + )); echo b
