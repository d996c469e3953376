# comm, join and paste on the edges of their bulk fast paths: comm and join merge sorted
# inputs by runs (equal stretches, repeated lines and keys, one input ending first); unsorted
# inputs go to the line-by-line merge with its order warnings; join's whole-line shortcut
# (lines printed as they are) versus lines that need GNU's field splitter (tabs, blank runs,
# trailing blanks, CR); paste's stdin read by blocks with several '-' operands.

#### comm identical inputs every column choice
printf 'a\nb\nb\nc\n' > s
comm s s; comm -1 s s; comm -2 s s; comm -3 s s; comm -12 s s; comm -13 s s; comm -23 s s; comm -123 s s

#### comm repeated lines pair one by one
printf 'a\na\na\nb\nc\nc\n' > x
printf 'a\nb\nb\nc\nc\nc\nd\n' > y
comm x y; comm -12 x y; comm -3 x y; comm --total x y

#### comm one input ends first, no trailing newline
printf 'a\nc\ne' > x
printf 'b\nc\nd\ne\nf\ng' > y
comm x y; comm y x; comm -12 --output-delimiter=:: x y

#### comm empty lines and bytes order
printf '\n\nA\nB\n_\na\n\303\251\n\377\n' > x
printf '\nB\n_\nb\n\303\251\n' > y
comm x y | tr '\t' T

#### comm empty inputs
printf '' > e
printf 'a\n' > x
comm e x; comm x e; comm e e; comm --total e x

#### comm unsorted default warns at the end
printf 'b\na\n' > x
printf 'a\nc\n' > y
comm x y; echo "rc=$?"

#### comm unsorted warning only once unpairable lines were seen
printf 'b\n_\nx\n' > x
printf 'b\nc\n' > y
comm x y; echo "rc=$?"
printf 'b\n_\n' > x
comm x y; echo "rc=$?"

#### comm check-order fatal and nocheck-order silent
printf 'a\nc\nb\n' > x
printf 'a\nb\n' > y
comm --check-order x y; echo "rc=$?"
comm --nocheck-order x y; echo "rc=$?"

#### comm total with empty output delimiter
printf 'a\nb\n' > x
printf 'b\nc\n' > y
comm --total --output-delimiter= x y | tr '\0' 0

#### comm zero terminated
printf 'a\0b\0c\0' > x
printf 'b\0d\0' > y
comm -z x y | tr '\0' '|'; echo

#### comm many lines sorted
i=0; : > x; : > y
while [ $i -lt 300 ]; do printf 'l%03d\n' $i >> x; [ $((i % 7)) -eq 0 ] || printf 'l%03d\n' $i >> y; i=$((i+1)); done
printf 'l999\n' >> y
comm -3 x y | head -5; comm -12 x y | wc -l; comm --total x y | grep total

#### join identical sorted inputs
printf '1 a\n2 b\n3 c\n' > x
join x x; join -o 1.2,2.2,0 x x

#### join keys only on one side repeated
printf 'a 1\nb 2\nc 3\n' > x
printf 'a x\na y\nc z\nc w\nd v\n' > y
join x y; join y x; join -a1 -a2 x y; join -v1 x y; join -v2 x y

#### join repeated keys on both sides pair every way
printf 'k 1\nk 2\nm 3\n' > x
printf 'k a\nk b\nk c\nm d\nm e\n' > y
join x y; join -a1 -a2 -o 0,1.2,2.2 x y

#### join unpairable lines merged in order
printf 'a 1\nc 3\ne 5\ng 7\n' > x
printf 'b 2\nc 3\nd 4\ng 8\nh 9\n' > y
join -a1 x y; join -a2 x y; join -a1 -a2 x y; join -a1 -a2 -e NULL -o auto x y

#### join fields with tabs and blank runs
printf 'a\t1  x\n  b 2\n' > x
printf 'a 9\nb\t\t8\n' > y
join x y; join -o auto x y

#### join trailing blank makes an empty field
printf 'a 1 \nb 2\n' > x
printf 'a z\nb y\n' > y
join x y | tr ' ' _; join -e E -o 1.3,2.2 x y

#### join carriage return is not a blank
printf 'a\r 1\nb 2\n' > x
printf 'a\r z\nb y\n' > y
join x y | tr '\r ' R_

#### join -t with empty fields and -e
printf ',3,4\na,,1\nb,2,\n' > x
printf ',z\na,y\nb,\n' > y
join -t, x y; join -t, -e E -o 0,1.2,1.3,2.2 x y; join -t, -a1 -a2 -e - x y

#### join -t whole line and tab
printf 'a b\nc d\n' > x
printf 'a b\ne f\n' > y
join -t '' x y; join -t "$(printf '\t')" -a2 x y

#### join other join fields
printf 'x 1 p\ny 2 q\nz 2 r\n' > x
printf '1 A\n2 B\n3 C\n' > y
join -1 2 x y; join -1 2 -2 1 -o 1.1,2.2,0 x y; join -j1 y y

#### join ignore case uses upper case order
printf 'a x\n_ y\n' > x
printf 'A p\n_ q\n' > y
join -i x y; echo "rc=$?"; join -i --check-order x y; echo "rc=$?"

#### join unsorted default warns once unpaired
printf 'a 1\nc 2\nb 3\n' > x
printf 'a 9\nb 8\n' > y
join x y; echo "rc=$?"; join --nocheck-order x y; echo "rc=$?"

#### join multi-character and NUL tab
printf 'a 1\n' > x
join -t ab x x; echo "rc=$?"
join -t '\0' x x; echo "rc=$?"

#### join empty lines and missing fields
printf '\na 1\nb\n' > x
printf '\na\nb 2 3\n' > y
join x y | tr ' ' _; join -a1 -a2 -e E -o 0,1.2,2.3 x y

#### join zero terminated
printf 'a 1\0b 2\0' > x
printf 'a x\0c y\0' > y
join -z -a1 -a2 x y | tr '\0' '|'; echo

#### join header line
printf 'K V\na 1\n' > x
printf 'K W\na 2\n' > y
join --header x y

#### paste stdin columns
printf '1\n2\n3\n4\n5\n' | paste - -
printf '1\n2\n3\n4\n5\n' | paste - - -
printf '1\n2\n3' | paste -d, - -

#### paste stdin mixed with files
printf 'a\nb\nc\nd\ne\n' > f
printf '1\n2\n' | paste - f -
printf '1\n2\n3\n4\n5\n6\n7\n8\n' | paste -d ':;' f - -

#### paste empty stdin and empty file
printf '' > e
printf 'x\n' > f
paste - f < e; paste e - < f; paste - - < e; echo end

#### paste many stdin lines
i=0; while [ $i -lt 500 ]; do echo $i; i=$((i+1)); done > n
paste - - - < n | grep '^49'; paste -d '' - - < n | wc -l; cat n | paste -s -d + - | wc -c

#### paste zero terminated from stdin
printf 'a\0b\0c\0' | paste -z - - | tr '\0' '|'; echo

#### paste delimiter list cycles
printf '1\n2\n' > a
printf '3\n' > b
paste -d ',\n-' a b a b; paste -d '\0x' a b a

#### join two columns of one table: the same unique keys pair line by line
printf '1,a,x\n2,b,y\n3,c,z\n' > t
cut -d, -f1,2 t > l; cut -d, -f1,3 t > r
join -t, l r; join -t, -v1 l r; join -t, -a1 -a2 l r; join -t, -o 2.2,1.2 l r; join -t, r l

#### join whole lines: file 1 printed as it is, file 2's rest behind its key
printf 'a 1 x\nb 2\nc\n' > l
printf 'a p q\nb\nc r\nd s\n' > r
join l r; join -a2 l r; join r l
