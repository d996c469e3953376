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
