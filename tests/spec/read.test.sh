# The read builtin (input from here-strings, here-docs and pipes).

#### read single var
read x <<< "hello world"
echo "[$x]"

#### read multiple vars
read a b c <<< "one two three four"
echo "[$a][$b][$c]"

#### read fewer fields
read a b c <<< "one"
echo "[$a][$b][$c]"

#### read strips leading trailing whitespace
read x <<< "   spaced   out   "
echo "[$x]"

#### read REPLY keeps whitespace
read <<< "   spaced   "
echo "[$REPLY]"

#### read backslash handling
read x <<< 'a\tb\\c\
d'
echo "[$x]"

#### read -r raw
read -r x <<< 'a\tb\\c'
echo "[$x]"

#### read line continuation
read x <<'EOF2'
first \
second
EOF2
echo "[$x]"

#### read with IFS colon
IFS=: read a b c <<< "x:y:z:w"
echo "[$a][$b][$c]"

#### read IFS empty fields
IFS=: read a b c <<< "x::z"
echo "[$a][$b][$c]"

#### read IFS mixed whitespace and non whitespace
IFS=' :' read a b c <<< " x : y:z "
echo "[$a][$b][$c]"

#### read IFS empty
IFS= read x <<< "  keep  "
echo "[$x]"

#### read -a
read -a arr <<< "a b  c"
echo ${#arr[@]} "${arr[@]}"

#### read -a with IFS
IFS=, read -a arr <<< "1,,3,"
echo ${#arr[@]}
declare -p arr

#### read -d
read -d : x <<< "abc:def"
echo "[$x]"

#### read -d empty reads to NUL
printf 'a\nb\0c' | { read -d '' x; echo "[$x]"; }

#### read -n
read -n 3 x <<< "abcdef"
echo "[$x]"

#### read -n stops at newline
read -n 10 x <<< "ab"
echo "[$x]"

#### read -N exact
printf 'ab\ncd' | { read -N 4 x; echo "[$x]"; }

#### read -N ignores IFS trimming
read -N 4 x <<< "  ab"
echo "[$x]"

#### read eof status
read x < /dev/null
echo "status $? [$x]"

#### read partial line without newline
printf 'noeol' | { read x; echo "status $? [$x]"; }

#### read in while loop
printf '1\n2\n3\n' | while read n; do echo "got $n"; done

#### read last line without newline in loop
printf 'a\nb' | while read l || [ -n "$l" ]; do echo "<$l>"; done

#### read -p prompt not shown when not tty
read -p "prompt> " x <<< "val"
echo "[$x]"

#### read -s silent
read -s x <<< "secret"
echo "[$x]"

#### read -t 0
read -t 0 x <<< "data"
echo "status $?"

#### read -u fd
exec 3<<< "from three"
read -u 3 x
echo "[$x]"

#### read -u bad fd
read -u 9 x
echo "status $?"

#### read invalid option
read -Q x
echo "status $?"

#### read invalid var name
read 1x <<< "a"
echo "status $?"

#### read -r with backslash at end
read -r x <<< 'abc\'
echo "[$x]"

#### read into array element
read 'a[2]' <<< "val"
echo "${a[2]}"

#### read -n with -r and backslash
read -n 2 x <<< 'a\bc'
echo "[$x]"

#### read from here doc multiple lines
{ read l1; read l2; } <<'EOF2'
line one
line two
EOF2
echo "[$l1][$l2]"

#### read last var gets rest with separators
IFS=: read a b <<< "1:2:3:4"
echo "[$a][$b]"

#### read last var trailing IFS whitespace
read a b <<< "1 2 3   "
echo "[$a][$b]"

#### read last var trailing nonwhitespace delimiter
IFS=: read a b <<< "1:2:"
echo "[$a][$b]"
IFS=: read a b <<< "1:2::"
echo "[$a][$b]"

#### read readonly var
readonly r=1
read r <<< "x"
echo "status $?"

#### read -d with -r
read -r -d ';' x <<< 'a\b;c'
echo "[$x]"

#### read empty line
read x <<< ""
echo "status $? [$x]"

#### read in pipeline does not affect parent
echo hi | read x
echo "[${x-unset}]"

#### read with lastpipe
shopt -s lastpipe
echo hi | read x
echo "[$x]"

#### read -a clears array
arr=(1 2 3 4)
read -a arr <<< "x"
declare -p arr

#### read -e ignored
read -e x <<< "edit"
echo "[$x]"

#### read with IFS tab
IFS=$'\t' read a b <<< $'x y\tz'
echo "[$a][$b]"

#### read -a with sparse and IFS whitespace
read -a arr <<< "   a   b   "
declare -p arr

#### read -n 0
read -n 0 x <<< "abc"
echo "status $? [$x]"

#### read -d with multichar uses first
read -d 'xy' v <<< "abxcd"
echo "[$v]"

#### read from pipe in brace group
echo "l1 l2" | { read a b; echo "$b $a"; }

#### read -r -a with backslashes
read -r -a arr <<< 'a\ b c'
declare -p arr

#### read without -r joins backslash space
read -a arr <<< 'a\ b c'
declare -p arr

#### read line with only IFS
read a b <<< "    "
echo "[$a][$b]"

#### read drops NUL bytes
printf 'a\0b\n' | { read -r l; printf '%s' "$l" | od -An -c; }
printf 'a\0b c\0d\n' | { read l m; printf '%s|' "$l" "$m" | od -An -c; }
printf 'a\0b\n' | { read -n 2 l; printf '%s' "$l" | od -An -c; }
printf 'a\0b\n' | { read -N 2 l; printf '%s' "$l" | od -An -c; }
printf 'a\0b\0' | { while read -r -d '' l; do echo "[$l]"; done; }

#### read -r of one variable: IFS trimming, attributes, array element
printf 'a b\n  c  \nlast' | { while read -r l; do echo "[$l]"; done; echo "[$l] $?"; }
printf ' a,b ,\n' | { IFS=, read -r l; echo "[$l]"; }
printf ' a b \n' | { IFS=: read -r l; echo "[$l]"; }
printf 'a\\tb\n' | { IFS= read -r l; echo "[$l]"; }
declare -i n; printf '1+2\n' | { read -r n; echo "$n"; }
printf 'x\n' | { read -r a[2]; echo "${a[2]}"; }
set -a; printf 'v\n' > f; read -r xx < f; env | grep '^xx='

#### read -a with non-blank IFS: empty fields, trailing delimiter
for IFS_ in ',' ':,' ',:' '-'; do
for t in '' ',' ',,' 'a' 'a,' 'a,,' ',a' 'a,b' 'a,b,' 'a,,b' ' a , b ' 'a:b,c' 'a:,b' ',:' 'x-y,z:w-'; do
  IFS="$IFS_" read -r -a f <<< "$t"; printf '[%s]' "${#f[@]}" "${f[@]}"; echo
done; done

#### read -a with non-blank IFS and backslashes
IFS=, read -a f <<< 'a\\,b,c\\'; printf '[%s]' "${f[@]}"; echo
IFS=, read -r -a f <<< 'a\\,b,c\\'; printf '[%s]' "${f[@]}"; echo

#### read into variables with attributes, the second time round (the fast paths step aside)
declare -l low; declare -u up; declare -i num; readonly ro=1
for i in 1 2; do
  read -r low <<< "MiXeD $i"; read -r up <<< "MiXeD $i"; read -r num <<< "2+$i"
  echo "$low|$up|$num"
done
read -r ro <<< x; echo "status=$? ro=$ro"
declare -n ref=target; read -r ref <<< via-ref; read -r ref <<< again; echo "$target"
IFS= read -r line <<< '  keep  '; IFS= read -r line <<< '  kept  '; echo "[$line]"

#### read -a replaces a scalar, a local array, and refuses a readonly or associative one
f=scalar; IFS=, read -r -a f <<< 'a,b,,c'; declare -p f
IFS=, read -r -a f <<< 'x'; declare -p f
g() { local -a arr=(old); IFS=: read -r -a arr <<< '1:2'; declare -p arr; }; g; declare -p arr 2>&1
readonly -a fixed=(1); read -r -a fixed <<< 'a b'; echo "status=$? ${fixed[*]}"
declare -A as; read -r -a as <<< 'a b'; echo "status=$?"

#### a prefix IFS for read: plain, blank, tab, read into IFS itself, readonly IFS, then restored
printf 'a,b,c\n  x y  \n' > f.txt
while IFS=, read -r p q r; do echo "[$p][$q][$r]"; done < f.txt
IFS= read -r line <<< '  lead trail  '; echo "[$line]"
IFS=$'\t' read -r a b <<< $'1\t2 3'; echo "[$a][$b]"; IFS=, read -ra arr <<< 'x,,y,'; echo "${#arr[@]}"
IFS=: read IFS <<< 'x:y'; echo "[$IFS]"; unset IFS; echo "[${IFS-unset}]"
f() { local IFS=';'; IFS=, read -r m n <<< 'a,b;c'; echo "[$m][$n][$IFS]"; }; f
readonly IFS=' '; IFS=, read u v <<< 'p,q r'; echo "st $? [$u][$v]"

#### read with an invalid name: the first is checked before reading, the others as assigned
printf 'l1 a\nl2\nl3\nl4 b c\nl5\nl6\n' > f
{ read -r 1b c; echo $?; read -r x; echo "$x"; read -r c 1b; echo $? "$c"; read c d 1b e; echo $? "$c" "$d" "$e"; read -a 2x; echo $?; read -r y; echo "$y"; } < f
read -a a[1] <<< "p q"; echo $?; read -a ar b <<< "p q"; echo $? ${ar[@]} "$b"

#### read -r into several variables: blanks, tabs, missing fields, the rest
printf 'a b  c d \n x\ty z\n\n  only\n\t\ttab  sep\t\nlast no newline' > f
while read -r a b c; do echo "[$a|$b|$c]"; done < f; echo "[$a|$b|$c]"
IFS=: read -r u v w <<< 'p:q::r:'; echo "[$u|$v|$w]"; IFS=' ' read -r u v <<< '  x   y   z  '; echo "[$u|$v]"
declare -i n; read -r n m <<< '1+2 x'; echo $n $m; readonly ro=1; read -r m ro <<< 'p q'; echo $? $m $ro

#### read with a non-blank IFS into several names: empty fields, the rest, one trailing delimiter
for line in '1,2,3,4' '1,2' '1,,3' ',,' '1,2,3,4,5' '1,2,3,4,' '1,2,3,4,5,' 'a b,c d' '' ','; do
  IFS=, read -r a b c d <<< "$line"; printf '<%s>' "$a" "$b" "$c" "$d"; echo
done
for line in 'x:y;z' 'x;;' ':' 'x:y;z;' 'x\:y;z'; do
  IFS=':;' read -r a b <<< "$line"; printf '<%s>' "$a" "$b"; IFS=':;' read a b <<< "$line"; printf '[%s]' "$a" "$b"; echo
done
printf '1,a\n2,b\n3,c,d,\n' | while IFS=, read -r n w; do echo "$n=$w"; done

#### read from a closed or write-only standard input: a read error
read x 0<&-; echo st=$?
exec 4>&1; read x <&4; echo st=$?
read -u 4 x; echo st=$?

#### read -u of a closed descriptor: invalid
read -u 0 x 0<&-; echo st=$?
read -u 5 x; echo st=$?
