# mapfile / readarray.

#### mapfile basic
mapfile arr <<'EOF2'
a
b
c
EOF2
echo ${#arr[@]}
printf '<%s>' "${arr[@]}"; echo

#### mapfile -t
printf 'x\ny\n' | { mapfile -t arr; printf '<%s>' "${arr[@]}"; echo; }

#### mapfile default MAPFILE
mapfile -t <<< "one"
echo "${MAPFILE[0]}"

#### readarray alias
readarray -t lines <<< $'1\n2'
echo ${#lines[@]}

#### mapfile -n count
mapfile -t -n 2 arr <<< $'a\nb\nc'
echo "${arr[@]}"

#### mapfile -s skip
mapfile -t -s 1 arr <<< $'a\nb\nc'
echo "${arr[@]}"

#### mapfile -O origin
arr=(x y z)
mapfile -t -O 1 arr <<< $'B\nC'
declare -p arr

#### mapfile clears without -O
arr=(x y z)
mapfile -t arr <<< "only"
declare -p arr

#### mapfile -d delimiter
mapfile -t -d , arr <<< "a,b,c"
declare -p arr

#### mapfile -d empty NUL
printf 'a\0b\0' | { mapfile -t -d '' arr; declare -p arr; }

#### mapfile no trailing newline
printf 'a\nb' | { mapfile -t arr; declare -p arr; }

#### mapfile empty input
mapfile -t arr < /dev/null
echo ${#arr[@]}

#### mapfile empty lines kept
mapfile -t arr <<< $'a\n\nb'
declare -p arr

#### mapfile -u fd
exec 4<<< $'p\nq'
mapfile -t -u 4 arr
echo "${arr[@]}"

#### mapfile -C callback
cb() { echo "cb $1 $2"; }
mapfile -t -C cb -c 2 arr <<< $'a\nb\nc\nd'
echo "${arr[@]}"

#### mapfile invalid option
mapfile -Z arr
echo "status $?"

#### mapfile on readonly
readonly -a ro=(1)
mapfile ro <<< "x"
echo "status $?"

#### mapfile without -t keeps newline
mapfile arr <<< "z"
printf '%q\n' "${arr[0]}"

#### mapfile -n 0 reads all
mapfile -t -n 0 arr <<< $'1\n2\n3'
echo ${#arr[@]}

#### mapfile from here doc with tabs
mapfile -t a <<'E'
	tab
 space
E
printf '[%s]' "${a[@]}"; echo

#### mapfile -s and -n together
mapfile -t -s 1 -n 2 a <<< $'1\n2\n3\n4'
echo "${a[@]}"

#### readarray into assoc error
declare -A m
readarray m <<< "x"
echo $?

#### mapfile of a whole file: delimiters kept or stripped, skip, origin, partial last line
seq 5 > f; printf 'a\nb' > g
mapfile L < f; declare -p L
mapfile -t -s 2 L < f; declare -p L
mapfile L < g; declare -p L
mapfile -t -d x L < g; declare -p L
L=(9 9 9 9 9 9 9 9); mapfile -t L < g; declare -p L
L=(9 9 9 9 9 9 9 9); mapfile -t -O 3 L < g; declare -p L
unset L; mapfile -t -O 2 L < f; declare -p L
mapfile -t -s 20 L < f; declare -p L
mapfile -t L < /dev/null; declare -p L

#### mapfile with NUL delimiters, invalid UTF-8, attributes and namerefs
printf 'x\0y\0' > z; printf '\xe2\x82\nq\xff\n' > u; seq 3 > f
mapfile -d '' L < z; declare -p L
mapfile -t -d '' L < z; declare -p L
mapfile -t L < u; printf '%q\n' "${L[@]}"
declare -i I; mapfile -t I < f; declare -p I
declare -n ref=L; mapfile -t ref < f; declare -p L
readonly R; mapfile R < f; echo "st $?"
seq 10 | { mapfile -t -n 3 A; mapfile -t B; declare -p A B; }
mapfile -t < f; declare -p MAPFILE

#### mapfile from a closed or write-only standard input reads nothing
a=(1 2); mapfile a 0<&-; echo "${#a[@]} $?"
exec 4>&1; mapfile -u 4 b; echo "st=$? ${#b[@]}"
mapfile c <&4; echo "st=$? ${#c[@]}"

#### mapfile -u of a closed descriptor: invalid
mapfile -u 0 c 0<&-; echo "st=$? ${#c[@]}"
readarray -u 7 d; echo $?
