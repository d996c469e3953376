# declare -n / local -n: which targets a nameref may name (names, balanced elements), the
# errors for the others, for empty values and arrays, and local -n's fast path

#### nameref target 1
declare -n r=1x; echo $?; declare -p r

#### nameref target 2
declare -n r=; echo $?; declare -p r

#### nameref target 3
declare -n r="a b"; echo $?

#### nameref target 4
declare -n r=a[1]; echo $?; declare -p r

#### nameref target 5
declare -n r=a[; echo $?

#### nameref target 6
declare -n r=r; echo $?

#### nameref target 7
declare -n r=x; r=1x; echo $?; declare -p r x

#### nameref target 8
declare r=1x; declare -n r; echo $?; declare -p r

#### nameref target 9
declare -n r=@; echo $?

#### nameref target 10
declare -n r=x[@]; echo $?;declare -p r

#### nameref target 11
f() { local -n r=; echo $?; declare -p r; }; f

#### nameref target 12
f() { local -n r=1x; echo $?; declare -p r; }; f

#### nameref target 13
declare -n r=a.b; echo $?

#### nameref target 14
declare r; declare -n r; echo $?; declare -p r

#### nameref target 15
declare -a r=(1 2); declare -n r; echo $?; declare -p r

#### nameref target 16
declare -n r=x; declare -n r=2y; echo $?; declare -p r

#### nameref target 17
declare -n r=" x"; echo $?

#### nameref target 18
declare -n r=x[1; echo $?

#### nameref target 19
declare -n r="x[a b]"; echo $?; declare -p r

#### nameref target 20
declare -n r='x[]'; echo $?

#### nameref target 21
declare -n r='x[1]]'; echo $?

#### nameref target 22
declare -n r='x[[1]'; echo $?

#### nameref target 23
declare -n r='x[[1]]'; echo $?; declare -p r

#### nameref target 24
declare -a r=(1); declare -n r=x; echo $?; declare -p r

#### nameref target 25
declare r=""; declare -n r; echo $?; declare -p r

#### nameref target 26
declare -n r=x=y; echo $?

#### nameref target 27
f() { local -n r=1x s=y; echo $?; declare -p s; }; f

#### nameref target 28
declare -rn r=1x; echo $?; declare -p r

#### nameref target 29
f() { local -n r=$1; r=5; declare -p r; }; v=1; f v; declare -p v

#### nameref target 30
f() { local -n r=v; local -n r=w; declare -p r; }; f

#### nameref target 31
f() { local r=3; local -n r=v; declare -p r; }; f

#### nameref target 32
f() { local -n r=a[1]; r=3; declare -p a; }; f

#### nameref target 33
readonly r=1; f() { local -n r=v; }; f; echo $?

#### nameref target 34
f() { local -n r=x y=2; declare -p r y; }; f

#### nameref target 35
f() { local -n r; declare -p r; r=q; declare -p r; }; f

#### nameref target 36
typeset -n t=9; echo $?

#### nameref target 37
x=5; declare -n r=x; declare -n r; echo $?; declare -p r
