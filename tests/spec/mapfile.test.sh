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
