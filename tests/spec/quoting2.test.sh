# quoting2: ``$'...'`` inside subscripts and arithmetic (an associative array's key is
# decoded; arithmetic keeps the decoded text in single quotes, which fails as bash says),
# and ``$((...)`` that is not arithmetic and whose body does not parse either
# (``$((1)(2))``): a command substitution whose syntax error bash reports when it runs.

#### 1: echo before; echo $((1)(2)); echo after; echo $?
echo before; echo $((1)(2)); echo after; echo $?

#### 2: x=$((1)(2)); echo "st=$?"
x=$((1)(2)); echo "st=$?"

#### 3: echo $((echo a)(b))
echo $((echo a)(b))

#### 4: echo $( (1)(2) ); echo rc
echo $( (1)(2) ); echo rc

#### 5: echo $((echo x); echo y)
echo $((echo x); echo y)

#### 6: echo "$((1)(2))" end
echo "$((1)(2))" end

#### 7: f() { echo $((1)(2)); }; echo def; f
f() { echo $((1)(2)); }; echo def; f

#### 8: echo $((1)(2)
echo $((1)(2)

#### 9: echo a
echo a
echo $((1)(2)
echo b

#### 10: echo $((1)(2) )
echo $((1)(2) )

#### 11: echo `(1)(2)`
echo `(1)(2)`

#### 12: f() { echo `(1)(2)`; }; f
f() { echo `(1)(2)`; }; f

#### 13: declare -A m; m[$'a\tb']=1; m['x y']=2; k=$'a\tb'; echo "${m
declare -A m; m[$'a\tb']=1; m['x y']=2; k=$'a\tb'; echo "${m[$k]} ${m[$'a\tb']} ${m['x y']}"; declare -p m

#### 14: echo $((1)(2))
echo $((1)(2))

#### 15: echo $(( (1)(2) )); echo next
echo $(( (1)(2) )); echo next

#### 16: declare -A m=([$'k\n']=v); declare -p m
declare -A m=([$'k\n']=v); declare -p m

#### 17: echo $(( $'1' + 1 ))
echo $(( $'1' + 1 ))

#### 18: a=(1 2 3); echo ${a[$'1']}
a=(1 2 3); echo ${a[$'1']}

#### 19: a=(1 2 3); a[$'1']=x; echo ${a[@]}
a=(1 2 3); a[$'1']=x; echo ${a[@]}

#### 20: declare -A m; m["$'t'"]=1; m[$'\x41']=2; declare -p m; echo 
declare -A m; m["$'t'"]=1; m[$'\x41']=2; declare -p m; echo "${m[A]} ${m[$'A']}"

#### 21: x=$'\x41'; echo "$x" "$'a'" $'b'
x=$'\x41'; echo "$x" "$'a'" $'b'

#### 22: echo $(( 1 + $'2' ))
echo $(( 1 + $'2' ))

#### 23: declare -A m=([$'a b']=1 [$'c']=2); for k in "${!m[@]}"; do 
declare -A m=([$'a b']=1 [$'c']=2); for k in "${!m[@]}"; do echo "[$k]"; done | sort

#### 24: a=(x y); i=1; echo "${a[i]}" ${#a[$'0']}
a=(x y); i=1; echo "${a[i]}" ${#a[$'0']}

#### set -u: a braced positional parameter is named without its $
set -u; echo $1 2>&1; echo ${1} 2>&1; echo "${10}" 2>&1; echo ${#1} 2>&1; echo ${1:0} 2>&1
f() { echo "${1}"; }; f 2>&1; echo "rc=$?"
