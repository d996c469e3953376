# Function-call fast paths of session 35: ``local -i`` of new names.

#### local -i: values are arithmetic, in order, on the new local
x=5; f(){ local -i x=x+1; echo $x; local -i y=; echo "[$y]"; local -i z; echo "[$z]"; z=3+4; echo $z; local -i w=abc; echo $w; }; f
h(){ local -i a=2 b=a*3; echo $a $b; local -i a=7; echo $a; a+=1; echo $a; }; h

#### local -i: an outer readonly, a bad name, side effects once
readonly R=1; k(){ local -i R=3; echo $R; }; k; echo st=$?
m(){ local -i n=5 'bad-name=3' q=2; echo $n $q; }; m; echo st=$?
c=0; u(){ local -i v=c++; echo $v $c; }; u; u; echo $c

#### local -i: a division by zero ends the shell
g(){ local -i q=1/0; echo after; }; g; echo st=$?

#### local -i: an unset variable under set -u
set -u; g(){ local -i q=nope+1; echo after $q; }; g; echo st=$?

#### local -i then declare -p, and the -i attribute kept in the function
f(){ local -i n=3*3; declare -p n; n=n+1; echo $n; local -i n; echo $n; }; f; echo "${n-unset}"

#### declare -i under set -u: at the top level, in a function, an element
set -u; declare -i a=nope+1; echo st=$?

#### declare -i under set -u in a function
set -u; f(){ declare -i a=nope+1; echo in; }; f; echo st=$?

#### declare -ai element under set -u in a function
set -u; f(){ local -a arr; declare -i arr[1]=nope; echo in; }; f; echo st=$?

#### dynamic scope three calls deep: a global read and set, then shadowed by a new local
g1=top; a(){ b; }; b(){ c; }; c(){ echo "$g1"; g1=set-in-c; newname=fresh; }; a; echo "$g1 $newname"
d(){ local newname=mine; e; echo "d:$newname"; }; e(){ f; }; f(){ echo "f:$newname"; newname=from-f; }; d; echo "top:$newname"

#### a local first made in a subshell of a deep call, and read deeper
a(){ b; }; b(){ (local zz=sub; c); echo "b:${zz-unset}"; }; c(){ echo "c:$zz"; }; a

#### a prefix assignment seen three calls deep, then gone
a(){ b; }; b(){ c; }; c(){ echo "c:${pfx-unset}"; }; pfx=outer; pfx=temp a; echo "$pfx"; unset pfx; pfx2=t2 a; c

#### declare and read making locals deep, arithmetic on them
a(){ b; }; b(){ declare q=5; read -r w <<< "line"; c; echo "b:$q $w"; }; c(){ (( q += 2 )); w+=x; echo "c:$q $w"; }; a; echo "top:${q-unset} ${w-unset}"

#### unset a local deep: the global shows through
v=global; a(){ b; }; b(){ local v=loc; c; echo "b:${v-unset}"; }; c(){ unset v; echo "c:${v-unset}"; }; a; echo "$v"
