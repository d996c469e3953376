# textcmds7: text commands (fmt, shuf, numfmt, cut, paste, ...) on inputs that take their fast
# paths, compared with GNU coreutils 9.1.

#### fmt of one long line flushes the paragraph inside the line
i=0; line=""
while [ $i -lt 2600 ]; do line="$line w$i"; case $((i % 37)) in 0) line="$line end.";; 5) line="$line  two";; 9) line="$line (p";; esac; i=$((i+1)); done
printf '%s\n' "$line" > one.txt
fmt -w 50 one.txt | wc; fmt -w 50 one.txt | tail -3
fmt -u -w 30 one.txt | sort | tail -2
printf '%s' "$line" | fmt -w 70 | tail -2
i=0; long=""; while [ $i -lt 700 ]; do long="${long}abcdefgh"; i=$((i+1)); done
printf 'a b %s c %s d\n' "$long" "$long" | fmt | wc

#### numfmt --from with --to over plain integers and suffixed values
printf '%s\n' 0 1 999 1000 1023 1024 1025 9999 10000 99999 1048575 1048576 123456789 999999999999 1K 2Mi 3G 1.5K -7 x 12 > n.txt
for f in iec si auto; do for t in si iec iec-i; do echo "$f $t"; numfmt --from=$f --to=$t --invalid=ignore < n.txt | tr '\n' ' '; echo; done; done
numfmt --from=iec --to=si --round=down --padding=7 < n.txt 2>&1 | head -12
numfmt --from=si --to=iec --format=%.3f < n.txt; echo $?
numfmt --from=iec-i --to=si 1023 1Ki; echo $?

#### cut of a table's first or last fields (each record without its last or first ones)
i=0; while [ $i -lt 300 ]; do echo "u$i:$((i * 7 % 13)):x$((i % 3)):$i"; i=$((i+1)); done > t.txt
cut -d: -f1,2 t.txt | tail -2; cut -d: -f-3 t.txt | tail -1; cut -d: -f1 --complement t.txt | tail -1
cut -d: -f2- t.txt | tail -2; cut -d: -f3- --output-delimiter=' | ' t.txt | tail -1
cut -d: -f1,2 --output-delimiter='' t.txt | tail -1; cut -d: -f1-4 t.txt | tail -1
printf 'a:b:c\nd:e:f' | cut -d: -f1,2; printf 'a:b:c\n:\0::\0' | cut -z -d: -f1,2 | tr '\0' '\n'
printf 'a:b\nc:d\n' | cut -d: -f1,2; printf 'a:b:c\nd:e\n' | cut -d: -f1,2 -s

#### comm with one column shown, lines repeated within and across the inputs
printf '%s\n' a a a b c c d e e f h > x.txt; printf '%s\n' a a b b c e e e g h h > y.txt
comm -12 x.txt y.txt; echo; comm -23 x.txt y.txt; echo; comm -13 x.txt y.txt; echo
comm -12 --total x.txt y.txt; comm -123 --total x.txt y.txt; comm -13 --total --output-delimiter=: x.txt y.txt
comm -12 x.txt x.txt | wc -l; comm -23 x.txt /dev/null | wc -l; comm -13 x.txt /dev/null; echo $?
printf '%s\n' b a > u.txt; comm -12 u.txt x.txt; echo $?; comm -23 --nocheck-order u.txt x.txt; echo $?

#### comm columns of interleaved inputs and of long runs
i=0; while [ $i -lt 400 ]; do echo "k$((i * 7 % 300))"; i=$((i+1)); done | sort > p.txt
i=0; while [ $i -lt 300 ]; do echo "k$((i * 11 % 250))"; i=$((i+1)); done | sort > q.txt
comm p.txt q.txt | wc -l; comm p.txt q.txt | head -30; comm -3 p.txt q.txt | tail -5
comm -2 --total p.txt q.txt | tail -3; comm -1 --output-delimiter=:: p.txt q.txt | tail -4
comm p.txt p.txt | tail -2; comm --total p.txt /dev/null | tail -1

#### cut of one inner field of a table of many fields
i=0; while [ $i -lt 200 ]; do echo "$i,n$((i % 7)),$((i * 3)),s$i,x"; i=$((i+1)); done > c.csv
cut -d, -f2 c.csv | tail -2; cut -s -d, -f4 c.csv | tail -1; cut -d, -f3 c.csv | tr '\n' ' ' | tail -c 30; echo
printf 'a,b,c,d,e\n,,,,\n1,2,3,4,5' | cut -d, -f3; printf 'a,b,c,d,e\0f,g,h,i,j\0' | cut -z -d, -f2 | tr '\0' '\n'

#### hexdump -C and hd of whole blocks, repeated blocks and a partial last block
i=0; while [ $i -lt 40 ]; do printf 'line %d of the input\n' $i; i=$((i+1)); done > h.txt
printf '%064d' 0 >> h.txt; printf 'tail\001\377' >> h.txt
hexdump -C h.txt | tail -8; hd h.txt | head -3; hexdump -C -v h.txt | tail -6 | head -3
hexdump -C -s 5 -n 70 h.txt; hd -s 700 h.txt; printf '0123456789abcdef' | hd

#### join of a file with itself when its keys are not sorted
printf '%s\n' 3,c,x 1,a,y 10,j,z 2,b,w > s.csv
join -t, s.csv s.csv; echo $?; join -t, --check-order s.csv s.csv; echo $?
printf '%s\n' 'b 1' 'a 2' 'b 3' > s.txt; join s.txt s.txt; echo $?
printf '%s\n' 'b 1' 'b 2' 'a 3' > r.txt; join r.txt r.txt; echo $?
printf '%s\n' 'b 1' ' 2' 'a 3' > e.txt; join e.txt e.txt; echo $?; join -e X -a1 e.txt s.txt; echo $?

#### seq with a decimal increment
seq 0.5 0.25 3; seq -s, 0.1 0.2 2; echo; seq 0.001 0.003 0.02 | tr '\n' ' '; echo
seq -2.5 0.5 1 | tr '\n' ' '; echo; seq 5 -0.25 4 | tr '\n' ' '; echo; seq 0.5 0.25 100000 | tail -2

#### column -t of a table of printable ASCII cells
i=0; while [ $i -lt 50 ]; do echo "$i,name$((i % 7)),$((i * i)),ok"; i=$((i+1)); done > t.csv
column -s, -t t.csv | tail -3; column -t -s, -o ' | ' t.csv | head -2; column -t -s ',:' t.csv | tail -1
printf 'a b  c\n  dd e f\nggg h i\n' | column -t; printf 'a,b\n\nc,d\n' | column -t -s,
printf 'a,b\nc\n' | column -t -s,; printf 'x\ty z\n' | column -t

#### cut -b/-c: adjacent byte ranges keep the output delimiter between them
for l in 1,2 1-2,3-4 1-3,2-4 1-3,3-4 2,1 1-2,2 -2,3- 1,2,3 5,6; do
  printf '%s: ' "$l"; printf 'abcdef\nab\n\nabcdefgh\n' | cut -b "$l" --output-delimiter='|' | tr '\n' ' '; echo
done
printf 'abcdef\n' | cut -c 1,2 --complement --output-delimiter=:; printf 'abcdef\n' | cut -b 1,3 --complement --output-delimiter=:
printf 'abcdef\nxy\n' | cut -b 1,2; printf 'hello world\nab\n' | cut -c1-5; printf 'abc' | cut -b -2; printf 'a\0bcd\0' | cut -z -b1-2 | tr '\0' '\n'
