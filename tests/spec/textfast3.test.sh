# textfast3: edge cases of block-level fast paths (GNU grep 3.8, coreutils 9.1, ripgrep 13):
# grep's context groups found from the selected lines' spans (few selected lines: -A/-B/-C
# over blocks, owed after-context, kept before-context, -m, -n/-H/-Z, separators), grep -n,
# cut of fields and characters, paste of files and of stdin, nl's formats, rg -w/-x with
# inline flags.

#### grep context of sparse lines over several blocks
for i in $(seq 1 30000); do if [ $((i % 97)) = 0 ]; then echo "hit $i"; else echo "line $i abcdefgh"; fi; done > f
grep -A2 hit f | tail -5; grep -A2 hit f | wc -l; grep -B1 -A1 hit f | head -7; grep -C3 hit f | wc -l
grep -n -A1 hit f | tail -4; grep -nB2 'hit 9' f | head -8; grep -c -A2 hit f; grep -B3 'hit 291$' f
grep -A1 --group-separator=XX hit f | tail -3; grep -A1 --no-group-separator hit f | head -4
grep -HnC1 'hit 2' f | head -5; grep -ZHA1 'hit 97$' f | tr '\0' '@'; grep -ZH -n -B1 'hit 194$' f | tr '\0' '@'

#### grep context groups at block ends: owed after-context and kept before-context
for i in $(seq 1 40000); do echo "l$i"; done > f
for n in 20308 20309 20310 20311 20312 20313 20314 39032 39033 39034 39035 39036 39037; do
  grep -nA3 "^l$n\$" f | tr '\n' ' '; echo; grep -nB3 "^l$n\$" f | tr '\n' ' '; echo
done
grep -A40 'l1000$' f | tail -1; grep -B40 'l1000$' f | head -1; grep -C32 '^l2222[0-9]$' f | wc -l
grep -B2 -A5 -e '^l2031[0-9]$' f | wc -l; grep -A1 'l2031\(0\|2\)$' f; grep -B40 '^l2032[05]$' f | head -3

#### grep context with -m over blocks
for i in $(seq 1 30000); do if [ $((i % 50)) = 0 ]; then echo "hit $i"; else echo "x $i"; fi; done > f
grep -m3 -A2 hit f; grep -m 100 -A3 hit f | tail -5; grep -m 120 -B2 -n hit f | tail -4
grep -m1 -A5 'hit 29950' f; echo rc=$?; grep -m 599 -A60 hit f | tail -2; grep -m2 -C1 -c hit f

#### grep context: no final newline, empty lines, first and last lines, -i, -w, -x
printf 'a\n\nhit\n\nb\nc\nhit' > f; grep -A1 hit f; echo rc=$?; grep -B2 hit f; grep -nC1 hit f; grep -A0 hit f
printf 'hit\nx\ny\nHIT\n' > g; grep -iA1 hit g; grep -B5 hit g; grep -wA1 hit g; grep -xB1 HIT g; grep -A2 nothing g; echo rc=$?
printf '' > e; grep -A1 x e; echo rc=$?; grep -B2 hit f g; grep -hA1 hit g f; grep -C1 hit e g

#### grep context over many files, -r
for d in a b; do mkdir -p $d; for i in $(seq 1 3000); do echo "$d $i"; done > $d/f; done
grep -r -A1 ' 1500$' a b; grep -rn -B1 ' 2999$' a b; grep -A1 ' 3000$' a/f b/f; grep -c -B1 ' 1$' a/f b/f

#### grep -n of sparse and dense lines over blocks, -i, -v, -w, -F, -E, -b, -o, -H
for i in $(seq 1 30000); do if [ $((i % 7)) = 0 ]; then echo "POST /a $i"; else echo "GET /b $i"; fi; done > f
grep -n POST f | tail -2; grep -n GET f | tail -2; grep -ni 'post /A' f | tail -1; grep -nv GET f | tail -1
grep -nw 'a' f | tail -1; grep -nF '/a 2' f | tail -1; grep -nE ' (29999|30000)$' f; grep -bn 'POST /a 2996' f
grep -n -o '/a [0-9]*5$' f | tail -2; grep -nH '/a 7$' f; grep -n '^P' f | wc -l; grep -nm 3 GET f
grep -bn 'GET /b 1$' f; grep -b -o 'b 2999[0-9]' f | tail -2; grep -nb '^GET /b 3000' f

#### cut the last field of a table, with -s, -z, --output-delimiter, no final newline
for i in $(seq 1 20000); do echo "w$i $i"; done > f; printf 'a:b:c\nd:e:f\ng:h:i' > g
cut -d' ' -f2 f | tail -2; cut -d' ' -f2 -s f | head -2; cut -d' ' -f2 -s f | wc -l; cut -d: -f3 g; cut -d: -f3 -s g
cut -d: -f3 --output-delimiter=XX g; cut -d: -f2- g; cut -d: -f3,9 g; tr '\n' '\0' < g | cut -z -d: -f3 | tr '\0' '@'; echo
printf 'a:b\n:\n\n' > h; cut -d: -f2 h | od -c | head -3; cut -d: -f2 -s h; printf '' | cut -d: -f2 -s; echo rc=$?

#### cut a run of fields with -s, records lacking fields, records with more
printf 'a b c d\ne f\ng\nh i j k l\n\n' > f; cut -d' ' -f2,3 -s f; cut -d' ' -f2-3 f; cut -d' ' -f1,2 -s f; cut -d' ' -f2 -s f
for i in $(seq 1 5000); do echo "$i x y z"; done > g; echo 'short' >> g; echo 'two words' >> g
cut -d' ' -f2,3 -s g | tail -3; cut -d' ' -f1-3 g | tail -3; cut -d' ' -f3 g | tail -3; cut -d' ' -f2-3 --output-delimiter=, -s g | tail -2
printf 'a\tb\tc\n\xff\tx\ty\n' > t; cut -f2,3 t | od -c | head -2; cut -f3 -s t; cut -f1,2 t | od -c | head -2

#### paste files side by side: unequal lengths, no final newline, delimiter lists, CR
for i in $(seq 1 9000); do echo "$i"; done > a; for i in $(seq 1 5000); do echo "b$i"; done > b; printf 'x\ny' > c
paste a b | tail -2; paste a b | sed -n 4095,4098p; paste b a | tail -1; paste a b c | head -3; paste c b a | tail -2
paste -d, a b c | sed -n 2,3p; paste -d':,' a b c a | tail -1; paste -d'\0' c c; paste -d'\n' c b | head -4
paste -d'ab' c c c c; paste a c | tail -1 | od -c | head -2; printf 'p\r\nq\n' > r; paste r c | od -c | head -3
printf '' > e; paste e e; echo rc=$?; paste e c; paste c e e; paste -z c c | od -c | head -2; paste -d'\t' a a | wc -l
printf '\xff\n\n' > v; paste v c | od -c | head -2; paste c - < b | tail -1; paste -s c b | head -c 30; echo

#### nl formats over blocks: rz, ln, widths, negative and zero increments, blank lines
for i in $(seq 1 20000); do echo "w$i"; if [ $((i % 7)) = 0 ]; then echo; fi; done > f
nl f | tail -3; nl -ba f | tail -2; nl -ba -nrz f | tail -2; nl -nrz -w3 f | sed -n 999,1001p; nl -nln -s: f | tail -2
nl -ba -w1 -s' ' f | tail -1; nl -i2 -v10 f | tail -1; nl -v-3 -nrz -w4 f | head -5; nl -v-3 -nln -ba f | head -3
nl -i0 -v7 f | tail -1; nl -i-5 f | tail -1; nl -s'%d%s' -nrz f | head -2; nl -bt -w12 -nrz f | tail -1; nl -bn f | tail -1
printf 'a\n\nb' | nl -nrz; printf '' | nl; echo rc=$?; printf '\n\n' | nl -ba -nrz -w2; printf 'x\xff\n' | nl -nrz | od -c | head -2

#### rg -w and -x of patterns with inline flags
printf 'Foo bar\nfoo\nFOOD\nxfoo\nb\nxa\nxA\nB\n' > f
rg -N -w '(?i)foo' f; rg -N -x '(?i)foo' f; rg -N -c -w '(?i)foo|bar' f; rg -N -wi '(?-i)foo' f; echo rc=$?
rg -N 'x(?i)a|B' f; rg -N -o '(?i)XA|b' f; rg -N -w -e '(?i)foo' -e xfoo f; rg -N -x '(x(?i)a|B)' f
rg -N -w '(?x) f o o' f; rg -N -x '(?i)FOO|bar' f; rg -N -e '(?i)food' -e xfoo f; rg -N '[(?i)]' f; echo rc=$?
rg -N -w '(?i)fo+' f; rg -N -c -i -w '(?-i)Foo' f; rg -N -x '(?i)x(?-i)a' f; rg -N -w '(?is)b' f

#### grep of ^LIT, LIT$ and ^LIT$ on few lines of big blocks, -n -c -v -i -m
for i in $(seq 1 30000); do echo "w$i x"; if [ $((i % 40)) = 0 ]; then echo "a$i"; fi; done > f
grep '^a' f | tail -2; grep -n '^a' f | tail -2; grep -c '^a' f; grep -vc '^w' f; grep -n 'x$' f | tail -1
grep -n '7 x$' f | tail -2; grep -c '^a2000$' f; grep -n '^a2000$' f; grep -ni '^A1' f | head -2; grep -m2 -n '^a' f
grep -n '^a' f f | tail -1; grep -nv 'x$' f | tail -1; grep -n '^a3' f | wc -l; grep -bn '^a40$' f; printf 'a' >> f; grep -n '^a$' f

#### grep -o with -n and -b over blocks: several matches a line, empty matches, -H -Z, non-ASCII
for i in $(seq 1 20000); do echo "GET /api/a$i x /api/b"; if [ $((i % 9)) = 0 ]; then echo "é /api/é$i"; fi; done > f
grep -n -o '/api/[a-z]*' f | tail -3; grep -b -o '/api/b' f | tail -2; grep -nbo 'x /api' f | tail -1; grep -Hno 'a1999[0-9]' f | tail -2
grep -no 'é[0-9]*' f | tail -2; grep -bo 'é1' f | head -2; grep -nHZ -o 'a2000[0-9]' f | tr '\0' '@'; grep -no 'x*' f | head -2; echo rc=$?
grep -c -n -o '/api/b' f; grep -nio 'GET /API/A1999[0-9]' f | tail -1; grep -nwo 'x' f | tail -1; grep -no '^GET' f | wc -l
printf 'ab\nab' > g; grep -no 'b$' g; grep -bo 'a' g; grep -no 'b[^a]a' g; echo rc=$?; grep -bno 'z*' g; echo rc=$?

#### rg context lines found from the selected ones: groups, separators, -m, first and last lines
for i in $(seq 1 3000); do if [ $((i % 37)) = 0 ]; then echo "hit $i"; else echo "line $i"; fi; done > f; printf 'a1\nb\na2\na3\na4\nc' > g
rg -A1 hit f | tail -4; rg -n -C2 'hit 7' f | head -9; rg -B1 -H 'hit 29' f | tail -3; rg -A3 -B2 hit f | wc -l
rg -n -m2 -A2 a g; rg -n -m1 -A3 a g; rg -n -m1 -B1 -A1 a g; rg -A2 c g; rg -B9 a1 g; rg -C1 --context-separator=XX 'a[14]' g
rg -A1 --no-context-separator 'hit 1' f | head -4; rg -n -A1 -e 'hit 2' -e 'line 3000' f | tail -3; rg -c -A1 hit f
printf '\n\nx\n\n' > h; rg -n -C1 x h; rg -n -B2 '^$' h; rg -A1 x g h; echo rc=$?

#### grep -o with context: matches only, groups separated, over blocks, -n -H -m
for i in $(seq 1 30000); do if [ $((i % 61)) = 0 ]; then echo "hit $i x hit"; else echo "line $i"; fi; done > f
grep -o -A1 hit f | head -5; grep -on -B2 'hit [0-9]*' f | tail -3; grep -o -C40 'hit 61 ' f | wc -l; grep -oH -A1 'hit 12[0-9]*' f
grep -o -m3 -A2 'x hit' f; grep -on -C1 --group-separator=XX 'hit 18[0-9]*' f; grep -o -A1 --no-group-separator 'hit 3[0-9]* ' f | head -3
printf 'a x\nb\nc\nd x x\ne\nf\ng\nh\ni x\n' > g; grep -o -A1 x g; grep -on -B1 x g; grep -o -C3 x g; grep -oc -A1 x g; grep -o -A1 'x*' g | head -3

#### grep -b of ASCII blocks: dense and sparse lines, -n, -i, -H, -m, no final newline, non-ASCII
for i in $(seq 1 30000); do if [ $((i % 5)) = 0 ]; then echo "DELETE /a $i"; else echo "GET /b $i"; fi; done > f
grep -b DELETE f | tail -2; grep -bn DELETE f | tail -1; grep -b GET f | tail -1; grep -bn 'GET /b 2999[0-9]' f
grep -bni 'delete /A 1500' f; grep -bH -m2 GET f; grep -bn '^D' f | tail -1; grep -bc GET f; grep -bx 'GET /b 7' f
printf 'ab\nxb\nab' > g; grep -b b g; grep -bn '^a' g; printf '\xc3\xa9 b\nab\n' > h; grep -b b h; grep -bn a h g

#### cut a few fields of a table: not first and last, output delimiters, -s, -z
for i in $(seq 1 20000); do echo "10.0.$i GET /a$i 200 $i t=$i"; done > f; printf 'a:b:c\nd:e:f\ng:h:i' > g
cut -d' ' -f1,3 f | tail -2; cut -d' ' -f2,4,6 f | head -2; cut -d' ' -f2-4 f | tail -1; cut -d' ' -f1,3 --output-delimiter='<>' f | tail -1
cut -d' ' -f3,5 -s f | head -1; cut -d: -f2,3 g; cut -d: -f1,2 g; cut -d: -f2,3 --output-delimiter=$'\n' g; cut -d' ' -f5,1 f | tail -1
tr '\n' '\0' < g | cut -z -d: -f2,3 | tr '\0' '@'; echo; cut -d' ' -f1,3,9 f | tail -1; cut -d' ' --complement -f2,4,5,6 f | tail -1

#### grep context over blocks of few long lines (fewer lines than -B): -B, -A, -o, -n
s=$(printf '%040000d' 0); for i in 1 2 3 4 5 6 7 8 9 10 11 12; do echo "$i $s"; if [ $i = 7 ]; then echo hit; fi; done > f
for i in $(seq 1 3000); do echo "short $i"; done >> f; echo hit >> f
grep -B5 hit f | cut -c1-3; grep -nA3 hit f | cut -c1-5; grep -o -B4 hit f; grep -c -B8 hit f; grep -nB9 -A1 '^hit' f | cut -c1-6 | tail -4

#### cut several character ranges: short and empty records, no final newline, -z, --complement
for i in $(seq 1 20000); do echo "w$i abcdef"; done > f; printf 'abcdefgh\n\nab\nxyz\n\xc3\xa9t\xc3\xa9\nabcdefghij' > g
cut -c1,3,5-7 f | tail -2; cut -c1,3,5-7 g; cut -c2,9- g; cut -b1-2,4 g | od -c | head -3; cut -c1-3,6- f | head -2
cut --complement -c2-3,5 g; tr '\n' '\0' < g | cut -z -c1,3 | tr '\0' '@'; echo; printf '' | cut -c1,2; printf '\n\n' | cut -c1,3 | wc -c

#### paste -s of several delimiters over many lines: cycles across chunks, short inputs
for i in $(seq 1 20000); do echo "$i"; done > a; printf 'x\ny\nz' > c; printf 'one\n' > o
paste -s -d'\t\n' a | tail -2; paste -s -d'abc' a | cut -c1-40; paste -s -d'abc' a | tail -c 40; paste -s -d',,\n' a | sed -n 4095,4097p
paste -s -d'ab' c; paste -s -d'ab' o; paste -s -d'\0x' c; paste -s -d'-\n' c a | head -2; printf '' | paste -s -d'ab'; echo rc=$?
paste -s -d'12345' a | wc -c; paste -s -d'\t\n' a | wc -l

#### grep -i of a literal on one line in five and one in two over blocks, -n -c -v -A
for i in $(seq 1 30000); do if [ $((i % 5)) = 0 ]; then echo "10.0 POST /x $i"; elif [ $((i % 2)) = 0 ]; then echo "10.1 get /y $i"; else echo "10.2 Put /z $i"; fi; done > f
grep -ni 'post' f | tail -2; grep -ci 'POST' f; grep -ni 'GET' f | tail -1; grep -vci 'post' f; grep -i -A1 'post /X 2999' f
grep -in 'put /Z 2999[0-9]' f; grep -ic 'é' f; printf 'É\né\nE\n' | grep -in 'é'

#### rg of a plain literal on most lines: numbers, counts, context, empty lines, no final newline
for i in $(seq 1 5000); do if [ $((i % 3)) = 0 ]; then echo; else echo "GET /x $i"; fi; done > f; printf 'GET a\n\nGET b' > g
rg -n GET f | tail -2; rg -c GET f; rg GET f | wc -l; rg -n -A1 'GET /x 4' f | tail -3; rg -N GET g; rg -n GET g; rg -c 'GET /' g
rg -n 'x 49' f | head -2; rg -w -c GET f; rg -i -c get f; rg -F -n 'GET /x 500' f

#### nl: numbers too large for their type
echo a > f
for o in v i l w; do nl -$o 99999999999999999999 f; echo "rc=$?"; done
nl -w 2147483648 f; echo "rc=$?"; nl -v 9223372036854775807 f

#### uniq -d / -u / -i: records kept by their neighbours, across blocks
printf 'a\na\nb\nc\nc\nc\nd\n' > u.txt
uniq -d u.txt; echo --; uniq -u u.txt; echo --; printf 'a\nA\nb\nB\nb\nc' | uniq -d -i; echo --
printf 'a\nA\nb\nB\nb\nc' | uniq -u -i; echo --; printf 'x\n' | uniq -u; printf '' | uniq -d; echo --
printf 'a\0a\0b\0' | uniq -dz | od -c | head -2; printf 'k 1\nk 2\nj 3\n' | uniq -d -w 1
for i in $(seq 1 30000); do echo "line$((i / 3))"; done > big.txt
uniq -d big.txt | wc -l; uniq -u big.txt | wc -l; uniq -d big.txt | tail -1; uniq -u big.txt | head -2
awk '{print toupper(substr($0,1,1)) substr($0,2)}' big.txt | uniq -d -i | wc -l
