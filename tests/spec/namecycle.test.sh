# namecycle: a nameref whose chain comes back to itself. At the top level bash refuses
# ``declare -n r=r`` and abandons a line that assigns through a cycle; in a function, where
# the cycle is met at a local (``f() { local -n ref=$1; ...; }; f ref``), it warns and uses
# the global variable of that name. (bash warns once per lookup it makes, which differs by
# expansion operator: the cases here are the common ones.)

#### 1: f() { local -n x=x; x=5; echo "in $x"; }; x=1; f; echo "out 
f() { local -n x=x; x=5; echo "in $x"; }; x=1; f; echo "out $x"

#### 2: f() { local -n a=b; local -n b=a; a=3; echo $?; echo "${a-u}
f() { local -n a=b; local -n b=a; a=3; echo $?; echo "${a-u} ${b-u}"; }; f; echo "g: ${a-u} ${b-u}"

#### 3: declare -n r=r; r=1; echo $? "$r"
declare -n r=r; r=1; echo $? "$r"

#### 4: f() { declare -n v=$1; v=10; }; v=0; f v; echo $v
f() { declare -n v=$1; v=10; }; v=0; f v; echo $v

#### 5: f() { local -n ref=$1; echo "${ref[@]}"; ref+=(z); }; ref=(a
f() { local -n ref=$1; echo "${ref[@]}"; ref+=(z); }; ref=(a b); f ref; declare -p ref

#### 6: g() { local -n n=n; echo "[${n}]"; }; n=glob; g
g() { local -n n=n; echo "[${n}]"; }; n=glob; g

#### 7: f() { local -n x=x; }; f
f() { local -n x=x; }; f

#### 8: f() { local -n x=x; x=5; }; x=1; f; echo $x
f() { local -n x=x; x=5; }; x=1; f; echo $x

#### 9: f() { local -n x=x; echo $x; }; x=1; f
f() { local -n x=x; echo $x; }; x=1; f

#### 10: f() { local -n x=x; echo ${x}; echo ${#x}; }; x=1; f
f() { local -n x=x; echo ${x}; echo ${#x}; }; x=1; f

#### 11: f() { local -n x=x; x+=5; }; x=1; f; echo $x
f() { local -n x=x; x+=5; }; x=1; f; echo $x

#### 12: f() { local -n x=x; echo ${x[@]}; }; x=(1 2); f
f() { local -n x=x; echo ${x[@]}; }; x=(1 2); f

#### 13: f() { local -n x=x; x[1]=9; }; x=(1 2); f; echo ${x[@]}
f() { local -n x=x; x[1]=9; }; x=(1 2); f; echo ${x[@]}

#### 14: f() { local -n x=x; declare -p x; }; x=1; f
f() { local -n x=x; declare -p x; }; x=1; f

#### 15: f() { local x=3; g; }; g() { local -n x=x; echo $x; x=7; }; 
f() { local x=3; g; }; g() { local -n x=x; echo $x; x=7; }; x=1; f; echo $x

#### 16: declare -n r=r
declare -n r=r

#### 17: declare -n a=b; declare -n b=a; a=3; echo "st=$? ${a-u} ${b-
declare -n a=b; declare -n b=a; a=3; echo "st=$? ${a-u} ${b-u}"; echo next

#### 18: declare -n a=b; declare -n b=a; f() { a=3; echo "in ${a-u}";
declare -n a=b; declare -n b=a; f() { a=3; echo "in ${a-u}"; }; f; echo "st=$?"

#### 19: f() { local -n x=x; x=(a b); }; x=1; f; declare -p x
f() { local -n x=x; x=(a b); }; x=1; f; declare -p x

#### 20: sum() { local -n arr=$1; local t=0 v; for v in "${arr[@]}"; 
sum() { local -n arr=$1; local t=0 v; for v in "${arr[@]}"; do ((t += v)); done; echo $t; }; arr=(1 2 3); sum arr; nums=(4 5); sum nums
