# textfast: edge cases of the block-level fast paths of grep, cut, sort, head and tail
# (GNU grep 3.8, coreutils 9.1): counting, inverting, numbering, missing final newline,
# invalid UTF-8, NUL bytes, inputs bigger than one block/window.

#### grep -c literal and regex, no final newline
printf 'a 404 x\nb 200\nc 404\nd 404 404' > f
grep -c ' 404' f; grep -c '40[0-9]' f; grep -c -F '404' f; grep -c zzz f; echo rc=$?

#### grep -v and -vc with empty matches
printf 'a\n\nb\n\n' > f
grep -v '^$' f; grep -vc '^$' f; grep -c '^$' f; grep -c '' f; grep -vc 'a*' f; echo rc=$?

#### grep -vn -m and -c -m
printf 'x1\ny2\nx3\ny4\ny5\nx6\n' > f
grep -vn -m2 x f; grep -v -c -m2 x f; grep -c -m2 x f; grep -n -m1 y f

#### grep -n -H -Z over two files, one without final newline
printf 'ab\ncd\nab' > f; printf 'xab\n' > g
grep -n ab f g; grep -Hc ab f; grep -hn ab f g; grep -nZ ab f g | tr '\0' '@'

#### grep -w -x with a literal pattern
printf 'foo\nfoobar\nfoo bar\nbar foo\n' > f
grep -w foo f; grep -x foo f; grep -cw foo f; grep -vx foo f

#### grep invalid UTF-8 lines and NUL
printf 'ok abc\nbad \377 abc\nabc3\n' > f; printf 'abc\0x\nabc\n' > b
grep abc f; echo rc=$?; grep -c abc f; grep -n abc b; grep -c abc b; grep -a -c abc b

#### grep -n across blocks of a big input
i=0; while [ $i -lt 3000 ]; do echo "line $i with some padding text to make it longer than usual ok"; i=$((i+1)); done > f
cat f f f f f f f f f f > big; echo match 404 here >> big; cat f >> big
grep -n 404 big | tail -3; grep -c 404 big; grep -vc 'line' big; grep -n -v line big

#### grep -r literal, -rc, -rl -w, -L
mkdir -p d/s; printf 'TODO one\nx\n' > d/a; printf 'none\n' > d/b; printf 'x\n# TODO two\ngamma\n' > d/s/c
grep -rn TODO d | sort; grep -rc TODO d | sort; grep -rlw gamma d; grep -rL TODO d; grep -rh TODO d | sort

#### cut -f single and multiple fields, short lines
printf 'a b c d e\nf g\nh\n\ni j k l\n' > f
cut -d' ' -f3 f; echo --; cut -d' ' -f1,4 f; echo --; cut -d' ' -f2- f; echo --; cut -s -d' ' -f1 f

#### cut output delimiters and complement
printf 'a:b:c\nd\ne:f\n' > f
cut -d: -f1,3 --output-delimiter=, f; cut -d: -f1- --complement f; cut -d: -f1,2 --output-delimiter='' f | tr '\0' '@'

#### sort whole lines with high bytes, -r, -u
printf 'b\n\303\251\nz\n\377x\na\nb\nA\n' > f
sort f | od -An -c; sort -r f | od -An -c; sort -u f | od -An -c

#### sort keys with and without stability
printf 'x 3\ny 1\nz 3\nw 2\nv 1\n' > f
sort -k2,2n f; sort -k2,2n -u f; sort -s -k2,2n f; sort -k2,2nr -u f; printf 'a 1' | sort -k2,2n -u

#### head and tail on a big file
i=0; while [ $i -lt 2000 ]; do echo "row $i padded to be a somewhat longer line of text here"; i=$((i+1)); done > f
head -n 3 f; tail -n 2 f; tail -n +1999 f; head -n -1998 f | tail -2; tail -n 300 f | head -1; head -n 1500 f | tail -1; head -n 300 f | wc -l

#### head and tail without final newline and -z
printf 'a\nb\nc' > f; printf 'x\0y\0z' > z
tail -n 1 f; echo; tail -n 2 f; echo; head -n -1 f; tail -n +2 f; echo; tail -z -n 1 z | od -An -c; head -z -n 2 z | od -An -c

#### grep -i of an ASCII literal: ASCII and other text, -c, -v, -n, -l
printf 'Error one\nno\nERROR two ERROR\nerr\nerror\n' > f; printf '\xc3\x89cole ERROR\nk\n\xe2\x84\xaa\n' > u
grep -i error f; grep -ci ERROR f; grep -vic error f; grep -in eRRoR f u; grep -il error f u
grep -ci ecole u; grep -i 'ÉCOLE' u; grep -ci -F 'o' f; grep -ic '' f

#### grep -o per block: several matches per line, names, -z, empty and multi-line candidates
printf 'a 12345 b 67890\nnone\n11111x22222\n' > f; printf 'x 99999\n' > g
grep -o '[0-9]\{5\}' f; grep -o '[0-9]\{5\}' f g; grep -oh '[0-9]\{5\}' f g; grep -c -o '[0-9]\{5\}' f
grep -o 'x*' f; echo rc=$?; grep -o 'b*' f; grep -o '' f; echo rc=$?
grep -o '[^a]\{3\}' f | head -4; grep -oE '(1|2)+' f; grep -oi 'A [0-9]' f
printf 'a1\nb2\0c3\0' | grep -oz '[a-z][0-9]' | tr '\0\n' '@%'; echo
grep -o zzz f; echo rc=$?; grep -o -m1 '[0-9]\{5\}' f; grep -on '[0-9]\{5\}' f; grep -ob '[0-9]\{5\}' f

#### grep patterns with required pieces, alternations and several -e
printf 'alpha_1 = compute(x)\nbeta_22 = compute(y)\ngamma_3 = compute(z)\nalpha_ = compute\nTODO a\nFIXME b\nTODO FIXME\nab abc\n' > f
printf 'nothing here\n' > g; printf 'xx FIXME\n' > h
grep -nE '(alpha|beta)_[0-9]+ = compute' f g h; grep -cE 'a(l|e)pha_[0-9]* =' f; grep -vcE '(alpha|beta)_[0-9]+ =' f
grep -n -e TODO -e FIXME f g h; grep -c -e FIXME -e TODO f; grep -l -e TODO -e FIXME f g h; grep -L -e TODO -e FIXME f g h
grep -F -e 'FIXME b' -e 'TODO' f; grep -c 'TODO\|FIXME' f; grep -E 'TODO|FIXME' h; grep -xE 'ab|ab abc' f
grep -oE 'ab|abc' f; grep -oE 'a|ab' f | head -3; grep -wE 'ab|abc' f; grep -w -e ab -e abc f; grep -x -e 'TODO a' -e 'ab' f
grep -nE 'a\.b|x{2} FIX' f h; grep -n 'a\{2\}\|_1 =' f; grep -E '^(TODO|FIXME) [ab]$' f; grep -c 'comp[a-z]*(.)' f

#### cut -f of a table (every line the same number of fields)
printf 'a b c\nd e f\ng h i' > t; printf 'a,b\n,\nc,d\n' > u
cut -d' ' -f1,3 t; cut -d' ' -f2 t; cut -d' ' -f2- t; cut -d' ' -f4 t; cut -d' ' -f-2 --output-delimiter=: t
cut -d, -f2 u; cut -d, -f1,2 u; cut -d' ' -f3,1 t; cut -d' ' -f1-2,2-3 t; cut -d' ' --complement -f2 t
printf 'a b\0c d\0' | cut -z -d' ' -f2 | tr '\0' '@'; echo; printf 'x y\n\n' | cut -d' ' -f2; printf 'p q\nr\n' | cut -d' ' -f2

#### grep output buffered: diagnostics keep their place when merged, early exit of the reader
printf 'x1\n' > a; printf 'x2\n' > b
grep x a nosuch b 2>&1; grep -c x a nosuch b 2>&1; grep -l x nosuch a 2>&1
yes 'x line' | grep x | head -2; yes 'x line' | head -5000 | grep -n x | tail -1

#### grep -w of a plain word: boundaries, later occurrences, underscores, digits, non-ASCII
printf 'eta\nbeta eta\nbeta\neta_x\neta1 x\nx-eta-y\n\xc3\xa9eta\neta\xc3\xa9\nzeta;eta\n' > f
grep -w eta f; grep -cw eta f; grep -wn -i ETA f; grep -wF eta f | wc -l; grep -wo eta f | wc -l; grep -wv eta f

#### wc words: blanks of every kind, control characters, non-ASCII, a word across 1 MiB slices
printf 'a b\tc\vd\fe\rf\n  g  \n\n' | wc; printf 'x\001 \001 y\n' | wc -w; printf 'h\xc3\xa9 w\xe2\x80\x83z\n' | wc -wm
head -c 1048575 /dev/zero | tr '\0' ' ' > big; printf 'ab cd\n' >> big; wc -w big; printf 'word' > w; wc -w w

#### grep -o of a pattern that can match empty: the non-empty matches, the status of a line with only empty ones
printf 'a12b345\n\nxyz\n9\n' > f
grep -o '[0-9]*' f; echo rc=$?; grep -o 'q*' f; echo rc=$?; grep -oE '[a-z]*[0-9]?' f; grep -co '[0-9]*' f

#### grep where most lines match (the rest of a block as whole lines), -c -v -n, empty lines
i=0; while [ $i -lt 300 ]; do echo "row $i x${i}y"; i=$((i+1)); done > f; printf '\n\nend 12345' >> f
grep -c '[0-9]\{2\}' f; grep -vc '[0-9]\{2\}' f; grep '[0-9]\{3\}' f | tail -2; grep -n 'x[0-9]*y' f | tail -1
grep -c 'q*' f; grep -c '^$' f; grep -cE '(1|2)[0-9]' f; grep -c '[0-9]$' f; grep -m 5 -c '[0-9]' f

#### grep -f with many patterns (no literal prefilter past 32)
i=0; while [ $i -lt 40 ]; do echo "w$i"; i=$((i+1)); done > pats; printf 'x w39 y\nnone\nw7\n' > f
grep -c -f pats f; grep -n -f pats f; grep -F -f pats f | wc -l

#### seq of integers in batches: boundaries, separators with %, descending, big numbers
seq 1 4097 | tail -2; seq 4096 | wc -l; seq 8193 -1 1 | sed -n '1p;4096p;4097p;$p'
seq -s '%d' 3; echo; seq -s '%%' 2 4; seq -s ', ' 1 5000 | tail -c 20; seq -s '' 8 12
seq 99999999999999999990 3 99999999999999999999; seq -5 4 7; seq 10 -3 1 | tr '\n' ' '; echo

#### tac in blocks from the end: a big input, a line longer than a block, no final newline
seq 100000 | tac | head -3; seq 100000 | tac | tail -2; seq 50000 | tac | cksum
{ seq 3; head -c 200000 /dev/zero | tr '\0' x; echo; seq 4 6; printf 'end'; } > f
tac f | cut -c1-5; tac f | wc -c

#### base64/base32 wrapping of many lines: default, narrow, wide and no wrap
seq 100000 > f; base64 f | cksum; base64 -w 7 f | tail -2; base64 -w 1000 f | tail -c 30; base64 -w 0 f | cksum
base32 f | sed -n '1p;$p'; head -c 100000 /dev/zero | base64 -w 3 | tail -2; base64 f | base64 -d | cmp - f && echo same

#### tail -c of a pipe: more bytes asked than there are, and input written in pieces
printf abc | tail -c 5; echo; printf abc | tail -c 3; echo; printf '' | tail -c 2 | od -c
{ head -c 1000 /dev/zero | tr '\0' a; echo; echo; } | tail -c 3 | od -An -c
for i in 1 2 3; do printf '%0500d\n' "$i"; done | tail -c 4 | od -An -c

#### grep -v of empty patterns and -m 0 read nothing and select nothing
printf 'a\nb\n' > f.txt
grep -vc '' f.txt; echo "rc=$?"; grep -v -e '' -e '' -c f.txt; echo "rc=$?"; grep -m0 -c a f.txt; echo "rc=$?"
grep -v -c '' nonexist; echo "rc=$?"; grep -m0 '[' f.txt; echo "rc=$?"; grep -vxc '' f.txt; echo "rc=$?"
grep -vwc '' f.txt; echo "rc=$?"; grep -vL '' f.txt; echo "rc=$?"; grep -v -c -e '' -e a f.txt; echo "rc=$?"
printf 'a\nb' | grep -m 0 -v x; echo "rc=$?"

#### grep -c of a literal most lines hold, and of the empty pattern
i=0; while [ $i -lt 400 ]; do echo "line $i alpha"; echo "beta $i"; echo "gamma $i alpha"; i=$((i+1)); done > f
printf 'last alpha' >> f
grep -c alpha f; grep -vc alpha f; grep -c '' f; grep -ic ALPHA f; printf 'x\n\ny' | grep -c ''; printf '' | grep -c ''

#### grep printing the lines of a literal most lines hold: names, numbers, -i, -z, no final newline
i=0; while [ $i -lt 300 ]; do echo "row $i alpha"; echo "beta $i"; echo "ALPHA gamma $i"; i=$((i+1)); done > f
printf 'tail alpha' >> f; cp f g
grep alpha f | tail -3; grep -c alpha f; grep -n alpha f | tail -2; grep alpha f g | tail -2
grep -i alpha f | wc -l; grep -in ALPHA f | tail -2; grep -hn alpha f g | tail -1
tr '\n' '\0' < f | grep -z alpha | tr '\0' '\n' | tail -2; grep alpha f | head -2; grep -m 3 alpha f

#### grep where most lines match a regex: anchored, alternations, -v -c -n, several -e
seq 1 3000 | sed 's/^/10.1./; s/$/ GET x/' > f; seq 1 500 | sed 's/$/ POST y/' >> f; printf 'last\n' >> f
grep -E '^10\.1\.[0-9]{2}[0-9]* ' f | md5sum; grep -cE '^10\.1\.1' f; grep -vcE '^10\.' f
grep -vn -E 'GET|POST' f; grep -c -e GET -e POST f; grep -vc -e GET -e POST f
grep -n '^10\.1\.2[0-9][0-9]0 ' f | tail -2; grep -v 'GET x$' f | tail -2; grep -E 'x$|y$' f | wc -l

#### grep -P classes are ASCII: \d \w \s \b against non-ASCII digits, letters and spaces
printf '%s\n' '٣' 'é' 'a b' 'x y' '12' 'aé' | grep -nP '\d'; printf '%s\n' '٣' 'é' 'ab' | grep -cP '^\w+$'
printf 'x\xc2\xa0y\nx y\n' | grep -cP 'x\sy'; printf 'café bar\n' | grep -oP '\b\w+\b'; printf 'ÉTÉ\n' | grep -ciP 'été'

#### grep -i of regexes over ASCII and non-ASCII text, and ERE alternations of plain words
for i in $(seq 1 300); do echo "GET /Health x$i"; echo "post /LOGIN y$i"; echo "Delete /api z$i"; done > f
grep -ciE 'health|LOGIN' f; grep -ic 'DELETE.*API' f; grep -inE '^(get|POST) /h' f | tail -2
grep -ivcE 'health|login' f; grep -iwE 'x1|Y22' f; grep -ixE 'delete /API Z3|get /health x4' f
grep -cE 'Health|LOGIN' f; grep -E 'x29|y29' f | tail -3; grep -oiE 'api|HEALTH' f | sort | uniq -c
printf 'ÉTÉ health\nété HEALTH\nplain Health\n' > g; grep -iE 'HEALTH|été' g; grep -ci 'É.*h' g

#### grep anchored literals line by line: ^LIT, LIT$, ^LIT$, and dot
for i in $(seq 1 3000); do echo "10.$((i % 4)).$((i % 7)).1 GET /a$((i % 5)) t=$i"; done > log
printf 'x\n\nab.c\nab.c\n.ab\n' >> log
grep -c '^10\.1\.' log; grep -vc '^10\.1\.' log; grep -c '^10' log; grep -c 't=1[0-9]$' log; grep -vc '9$' log
grep -E '^10\.3\.6\.' log | tail -2; grep -n '^ab\.c$' log; grep -c '^ab\.c$' log; grep -c . log; grep -vn . log
grep -c '^10.2.1' log; grep '^10.2.1' log | head -3; grep -n 't=29..$' log; grep -c '\.c$' log
printf 'LIT end' | grep -c 'end$'; printf 'LIT end' | grep -c '^LIT'; printf 'a\nLIT\nLIT\nLIT' | grep -c '^LIT$'
printf '*a\n^a\n$b\nb$\n' > g; grep '^\*a' g; grep '\^a$' g; grep -c 'b\$$' g; grep '^\$b' g; grep -E '^\$' g

#### head, tail and base64 of a chunk bigger than their slices (one whole file)
for i in $(seq 1 120000); do echo "line $i of a file bigger than one slice"; done > big
head -n 100000 big | tail -1; tail -n +119999 big; head -c 3000005 big | tail -c 12; echo
tail -c +4700000 big | head -2; cat big | head -n -119998; tail -n 3 big | wc -l
base64 big | tail -2; base64 -w 0 big | tail -c 10; echo; base64 big | base64 -d | cmp - big && echo same
printf 'ab' | base64; printf '' | base64; base32 big | md5sum

#### grep regexes prefiltered by the literal starting each line or a required piece
for i in $(seq 1 3000); do echo "w$((i % 9))$((i % 5)) $((i * 7 % 1000)) z$((i % 3))"; done > f
printf 'ab\nab+\nabb z1\nabc\n' >> f
grep -E '^w4.*z1$' f | tail -2; grep -c '^w3.*z[0-2]$' f; grep -vc '^w4.*z1$' f; grep -n '^w81 [0-9]*5 ' f | tail -2
grep -cE '^w2[0-9] 9[0-9]+ z2$' f; grep -E '^ab+$' f; grep '^ab+$' f; grep '^ab*' f | tail -3; grep -c '^abc\?' f
grep -cw '^w1[0-4]' f; grep -cx '^w44 [0-9]* z.' f; grep -E -m2 '^w5.*5 z' f; grep -c 'z1$' f; grep -cE '0 z[12]$' f
grep -E '^a(b|c)$' f; grep -c '^w1\|^w2' f; grep -cE '^(w1|w2)' f; grep -ci '^W4.*Z1$' f; grep -E '^w{2}' f; echo rc=$?

#### uniq without -c/-d/-u over many blocks: runs across block boundaries, -i keeps the first
for i in $(seq 1 20000); do echo "Row $((i / 7))"; echo "row $((i / 7))"; done | uniq -i | tail -2
for i in $(seq 1 20000); do echo "k$((i / 3000)) $i"; done | uniq -w2 | tail -3
for i in $(seq 1 30000); do echo "same line"; done | uniq; printf 'a\na\nb' | uniq; printf '' | uniq; echo rc=$?
for i in $(seq 1 20000); do echo "x $((i % 2))"; done | uniq -f1 | wc -l; printf 'a\0a\0b\0' | uniq -z | tr '\0' @; echo

#### tr -s of a few bytes and of many, across slices; options end at the first operand
printf 'a    b\t\t\tc  d\n\n\nx..y  \n' > f; tr -s ' ' < f; tr -s ' \t' '_' < f; tr -s '\n .' < f; tr -s 'a-z .' < f
for i in $(seq 1 40000); do printf 'aa  bb\t\t'; done > g; tr -s ' \t' < g | md5sum; tr -s 'a-z' < g | wc -c
echo abc | tr a x -d; echo "rc=$?"; echo abc | tr -d x -s ' '; echo "rc=$?"; echo abc | tr -d x y; echo "rc=$?"
echo a-b | tr -- -b xy; echo abc | tr -ds b c

#### cut -fN- of a table: the rest of each record, other output delimiters, -z
for i in $(seq 1 3000); do echo "10.$((i % 4)).1.$i GET /a$((i % 5)) 200 $i t=$i"; done > f
cut -d' ' -f2- f | tail -2; cut -d' ' -f4- f | md5sum; cut -d' ' -f6- f | tail -1; cut -d' ' -f7- f | wc -c
cut -d' ' -f3- --output-delimiter=:: f | tail -1; cut -d. -f2- f | tail -1; printf 'a,b,c\0d,e,f' | cut -z -d, -f2- | tr '\0' @
printf 'x]y]z\nu]v]w\n' | cut -d']' -f2-; printf 'p q r\n' | cut -d' ' -f2- --output-delimiter=''; echo

#### grep -c of a regex starting with a literal, and classes that hold a newline stay in their line
for i in $(seq 1 3000); do echo "10.$((i % 4)).1.$i GET /a $((200 + (i % 7) * 50)) $i"; done > f
printf 'a\nb\na b\na\t\tb\nx 503 y 504 z\n' >> f
grep -cE ' 50[0-9] ' f; grep -cE ' (4|5)[0-9]{2} ' f; grep -vcE ' 4[0-9]{2} ' f; grep -cE -m5 ' 30[0-9] ' f; grep -cw 'GET' f
grep -c 'a[[:space:]]b' f; grep -c 'a[[:space:]]*b' f; grep 'a[[:space:]]b' f; grep -c '^[[:space:]]*$' f; grep -cE 'a[[:cntrl:]]+b' f
printf 'a\n\n \t\nb\n' | grep -c '^[[:space:]]*$'; printf 'a\nb\n' | grep -c 'a[[:space:]]b'; echo rc=$?

#### grep: a huge context length is clamped, a negative one refused
printf 'a\nx\nb\n' > f; grep -99999999999999999999 x f; echo "rc=$?"
grep -C 99999999999999999999 x f; echo "rc=$?"; grep -C -1 x f; echo "rc=$?"

#### grep: file operands searched whole (binary, empty, unreadable, directories)
printf 'abc\nTODO x\n' > a.txt; printf 'bin\0TODO\n' > b.bin; : > e.txt; mkdir -p d
grep -l TODO a.txt b.bin e.txt d missing; echo "rc=$?"
grep -c TODO a.txt b.bin e.txt; echo "rc=$?"
grep -L TODO a.txt b.bin e.txt; echo "rc=$?"
grep -H -m1 T a.txt a.txt; grep -n -o 'TO.O' a.txt b.bin; echo "rc=$?"

#### grep: conflicting matchers; egrep and fgrep speak as grep
echo a | grep -E -F a; echo "rc=$?"; echo a | grep -E -E a; echo "rc=$?"; echo a | grep -G -E a; echo "rc=$?"
echo a | grep -EF a; echo "rc=$?"; echo a | egrep -F a; echo "rc=$?"; echo a | fgrep -F a; echo "rc=$?"
egrep x missing; echo "rc=$?"; fgrep x missing; echo "rc=$?"

#### grep alternation of literals on dense and sparse lines: print, -v, -n, -c, -i, -e
for i in $(seq 400); do case $((i % 7)) in 0) echo "GET /a $i";; 1) echo "POST /b $i";; 2) echo "PUT /c $i";; 3) echo "get POST $i";; *) echo "HEAD /d $i";; esac; done > f
grep -E 'GET|POST' f | md5sum; grep -vE 'GET|POST' f | md5sum; grep -nE 'POST|PUT' f | tail -2
grep -cE 'GET|POST|PUT' f; grep -iE 'get|put' f | md5sum; grep -e GET -e PUT f | wc -l
grep -F -e 'T /' -e '/d' f | wc -l; grep -nE 'HEAD|zzz' f | md5sum; grep -E 'zz|qq' f; echo rc=$?

#### grep -c of a regex starting with a literal, over dense and sparse lines
for i in $(seq 600); do echo "10.0.$((i % 9)).1 GET /api/x $((200 + (i % 4) * 100)) $i t=$i"; done > f
grep -cE ' (4|5)[0-9]{2} ' f; grep -cE 't=[0-9]*5$' f; grep -cE '/api/[a-z]+ 5[0-9][0-9]' f
grep -vcE ' (4|5)[0-9]{2} ' f; grep -c ' 30[0-9] ' f; grep -cE ' 9[0-9]{2} ' f; echo rc=$?

#### grep with standard output /dev/null: status only, no binary-file message, errors kept
printf 'a\0b\n' > bin; printf 'a\377b\n' > bad; printf 'x\ny\nx\n' > t
grep a bin > /dev/null; echo rc=$?; grep a bad > /dev/null; echo rc=$?
grep -c x t > /dev/null; echo rc=$?; grep -L x t > /dev/null; echo rc=$?
grep x t missing > /dev/null; echo rc=$?; grep -m0 x t > /dev/null; echo rc=$?
grep -v x t > /dev/null; echo rc=$?; grep -l q t > /dev/null; echo rc=$?
grep -s a bin; echo rc=$?; grep -s a bad | od -c | head -1

#### uniq -f over a block: tabs, short lines, empty lines, -z
printf 'a x 1\nb\tx 1\nc x 2\n\nd\n\ne y\n f  y\n' > f; uniq -f1 f; echo --; uniq -c -f1 f; echo --; uniq -f2 f
printf 'a 1\0b 1\0c 2\0' | uniq -z -f1 | tr '\0' '\n'
seq 5000 | awk '{print $1, int($1/100)}' | uniq -f1 | wc -l; seq 5000 | awk '{print $1, int($1/100)}' | uniq -d -f1 | tail -1
