# textfast2: edge cases of more block-level fast paths (GNU grep 3.8, coreutils 9.1,
# ripgrep 13): grep's line-anchored regexes (-x, ^...) tried at each line start, literal
# pieces of x+, -w of a word and plain literals counted by one regex, -o at a block's end;
# cut of one run of fields of a table; join of two files with the same keys; rg's lines
# found at once, its buffered output, and its ignore files looked up only when listed.

#### grep -x of a regex: dense and sparse, -c -n -v -H, no final newline
for i in $(seq 1 3000); do echo "w$((i % 7)) 1$((i % 13))"; echo "x $i"; echo; done > f
printf 'w1 19' >> f
grep -x 'w[0-9]* 1[0-9]*' f | tail -2; grep -cx 'w[0-9]* 1[0-9]*' f; grep -nx 'w1 1[0-9]' f | tail -2
grep -vcx 'w[0-9]* 1[0-9]*' f; grep -cx '' f; grep -cx 'x 2[0-9]*' f; grep -Hx 'x 29[0-9]*' f | head -3
grep -x 'w1 19' f | wc -l; grep -cxE 'w[0-9]|x [0-9]' f; grep -cx 'nothing' f; echo rc=$?

#### grep -x with groups, alternations and -i
printf 'TODO a\nFIXME b\ntodo a\nTODO c\n\nab\nab abc\n' > f
grep -xE '(TODO|FIXME) [ab]' f; grep -xiE '(todo|fixme) [ab]' f; grep -xE 'ab|ab abc' f
grep -x -e 'TODO a' -e ab f; grep -cxE '(a|b)*' f; grep -xE '\(x\)|ab' f; grep -ix 'todo A' f

#### grep ^-anchored regexes: first line, empty lines, last line, ^ and ^$ alone
printf 'a1 z 5\n\nab z 10\nza z 1\nax z 7x\na z 9' > f
grep -E '^a.*z [0-9]+$' f; grep -cE '^a.*z [0-9]+$' f; grep -c '^' f; grep -c '^$' f; grep -n '^$' f
grep -E '^(a|z)[a-z]' f; grep -c '^a\(b\|1\)' f; grep -vE '^a' f; grep -nE '^[a-z]+ z' f

#### grep ^-anchored over several blocks
for i in $(seq 1 20000); do echo "a$i z $i"; done > f
grep -cE '^a1.*z [0-9]+$' f; grep -E '^a19999 ' f; grep -nE '^a2000[0-9] ' f; grep -cx 'a[0-9]*5 z [0-9]*' f

#### grep patterns with x+: the piece holds the x
printf 'xy\nxxxy\nx y\nabbbc\nac\nab+c\naxxyb\nxxz\n' > f
grep -cE 'x+y' f; grep -E 'ax+y' f; grep -E 'ab+c' f; grep 'ab+c' f; grep 'ab\+c' f; grep -E 'x+?y' f
grep -E 'a(b)+c' f; grep -cE 'x+z|b+c' f; grep -E 'x+{2}y' f; grep -oE 'x+y' f; grep -wE 'x+y' f

#### grep -w of a word: counts and lines, dense and sparse, -i
for i in $(seq 1 2000); do echo "10.0.0.$i GET /x"; echo "GETX $i"; echo "a_GET $i GET"; done > f
printf 'GET' >> f
grep -cw GET f; grep -w GET f | tail -2; grep -ciw get f; grep -cw GETX f; grep -w -n 'GET' f | head -3
grep -iw 'getx' f | tail -1; grep -vcw GET f; grep -cw 'a_GET' f; grep -cw x f

#### grep -c and lines of a plain literal, -i, repeated on a line, non-ASCII
printf 'get GET get\nGeT\nnothing\nxget\n\xc3\xa9t\xc3\xa9 GET\n' > f
grep -c get f; grep -ci get f; grep -n get f; grep -in get f; grep -vc get f; grep -ic 'ÉTÉ' f; grep -c '' f
for i in $(seq 1 3000); do echo "line $i get"; echo other; done > g
grep -c get g; grep -ci GET g; grep get g | tail -1; grep -n get g | tail -1; grep -vc get g

#### grep -o of an empty match at the end of a block
printf '1\t1x  :12\n' > f; printf 'a\n\nb\n' > g; printf 'ab\nx' > h
grep -o '^$' f; echo rc=$?; grep -o '^$' g; echo rc=$?; grep -o 'x*' h; echo rc=$?
grep -co '^$' f g; grep -o 'b$' h g; grep -oE 'a|b$' h g

#### cut one run of fields of a table
for i in $(seq 1 500); do echo "$i,name$i,$((i * 3)),ok,$i.5"; done > f
cut -d, -f1,2 f | tail -2; cut -d, -f2-3 f | tail -1; cut -d, -f1-3 --output-delimiter=' | ' f | tail -1
cut -d, -f2,3,4 f | head -1; cut -d, -f1-5 f | tail -1; cut -d, -f2-4 --output-delimiter=, f | tail -1
cut -d, -f1,3 f | tail -1; cut -d, -f3,2 f | head -1; cut -d, -f1-2 --output-delimiter=$'\t' f | tail -1

#### cut one run of fields: not a table, empty fields, tabs
printf 'a\tb\tc\td\n\t\t\t\ne\tf\tg\th' > f
cut -f2,3 f; cut -f1-2 f; printf 'a,b,c\nd,e\nf\n' > g; cut -d, -f1,2 g; cut -d, -f2-3 g; cut -s -d, -f1,2 g

#### join of two files with the same keys
for i in $(seq 1 300); do echo "$i,n$i,$((i*2))"; done | sort -t, -k1,1 > t
cut -d, -f1,2 t > a; cut -d, -f1,3 t > b
join -t, a b | tail -2; join -t, a b | wc -l; join -t, -a1 a b | wc -l; join -t, -v1 a b | wc -l
join -t, -v2 a a; join -t, a a | head -2; cut -d, -f1 t > k; join -t, k k | tail -1

#### join of the same keys: -i, repeated keys, unsorted
printf 'A 1\nb 2\nc 3\n' > a; printf 'a x\nB y\nc z\n' > b
join -i a b; join a b; echo rc=$?
printf 'a 1\na 2\nb 3\n' > c; join c c; printf 'b 1\na 2\n' > d; join d d; echo rc=$?

#### rg lines of many files at once, -n -c -H, line numbers
mkdir -p src/a src/b; for i in $(seq 1 300); do echo "    x_$i = compute('a', $i)"; done > src/a/f.py
printf 'def f():\n    compute(1)\n\ncompute(\n' > src/b/g.py; printf 'compute(' > src/b/h.py; : > src/b/e.py
rg -n 'compute\(' src | sort | tail -3; rg -c 'compute\(' src | sort; rg -N 'compute\(1' src; rg -n 'x_29[0-9]' src/a/f.py
rg -c '' src/b/e.py; echo rc=$?; rg -c '$' src/b | sort; rg -c '^' src/b/g.py; rg -n 'x*' src/b/g.py

#### rg matches that could cross lines, empty matches, --null, -m
printf 'a\nb\n  c\nab\n\n' > f
rg -n 'a\s*b' f; rg -n '\s' f; rg -c '^$' f; rg -n 'b?' f; rg --null -H -n b f | tr '\0' '@'; rg -m1 -n b f; rg -n '' f

#### rg with ignore files in some directories only
mkdir -p r/.git r/a/b r/c; printf 'x.log\n' > r/.gitignore; printf 'skip*\n' > r/a/.ignore
printf 'b/deep.txt\n' > r/a/.rgignore; mkdir -p r/d/.gitignore
for f in r/x.log r/y.txt r/a/skip1 r/a/keep r/a/b/deep.txt r/a/b/ok.txt r/c/x.log r/c/z r/d/w; do echo hit > $f; done
cd r && rg -l hit | sort; rg -l --no-ignore hit | sort | wc -l; rg -l --no-ignore-dot hit | sort; cd ..

#### grep over many file operands: directories, links, missing and unreadable files among them
mkdir -p t/a t/b; for i in $(seq 1 30); do echo "x $i TODO" > t/a/f$i; echo "y $i" > t/b/g$i; done
ln -s f1 t/a/link; ln -s nowhere t/a/dangling; mkdir t/a/dir; echo 'TODO' > t/a/dir/in
printf 'TODO\n' > t/a/.h
grep -l TODO t/a/f* t/b/g* t/a/link t/a/dangling t/a/dir t/nope t/a/.h t/a/./f2 t/a/../a/f3 2>/dev/null | tail -7
grep -l TODO t/a/f* t/b/g* t/a/link t/a/dangling t/a/dir t/nope 2>&1 >/dev/null | sort; echo rc=$?
grep -c TODO t/b/g1 t/b/g2 t/b/g3 t/b/g4 t/b/g5 t/b/g6 t/b/g7 t/b/g8 t/b/g9 t/b/g10 t/b/g11 t/b/g12 t/b/g13 t/b/g14 t/b/g15 t/b/g16 t/b/g17 t/a/f1 2>/dev/null | tail -4
ls t/a/f* | xargs grep -h TODO --include='f1*' | sort | head -3; ls t/a/f* | xargs grep -c x | tail -2
grep -L TODO t/a/f1 t/a/f2 t/a/f3 t/a/f4 t/a/f5 t/a/f6 t/a/f7 t/a/f8 t/a/f9 t/a/f10 t/a/f11 t/a/f12 t/a/f13 t/a/f14 t/a/f15 t/a/f16 t/a/f17 t/b/g1 /dev/null; echo rc=$?

#### grep x+ at the start of a pattern: counted and printed by the literal-start regex
for i in $(seq 1 3000); do echo "a$i xxy b"; echo "x$i y"; echo "xy"; done > f
grep -cE 'x+y' f; grep -E 'x+y b' f | tail -1; grep -cE 'x+ y' f; grep -c 'x\+y' f; grep -nE 'x+[0-9]+9 y' f | tail -2
grep -cE '\.+x|x+y' f; grep -cwE 'x+y' f; grep -vcE 'x+y' f

#### paste of several files and delimiters
printf '1\n2\n3\n' > a; printf 'x\ny\n' > b; printf 'p\n' > c
paste a b c; paste -d, a b; paste -d ',;' a b c a; paste -d '' a b; paste -d '\n' a b; paste a
printf 'q\nr\n' | paste - a -; paste -d '\0,' a b c; paste c c c c

#### grep of a few literals, sparse: each one's lines found alone, then merged
for i in $(seq 1 4000); do echo "10.0.$((i % 7)).1 GET /x $((200 + i % 5)) alpha_$i"; done > f
printf 'DELETE alpha beta\nbeta-alpha\nxalpha\nalphabet beta\n' >> f
grep -e DELETE -e ' 203 ' f | tail -3; grep -c -e DELETE -e ' 203 ' f; grep -n -F -e 'beta' -e '.3.1 GET /x 204' f | tail -3
grep -Fw -e alpha -e beta f; grep -cFw -e alpha -e beta f; grep -vcFw -e alpha -e beta f; grep -Fwn -e beta -e x f | tail -2
grep -iFw -e ALPHA -e Beta f | tail -2; grep -Fw -e alpha -e alphabet f | tail -2; grep -Fw -e -alpha -e 'a b' f
grep -c -e 'alpha_1' -e 'alpha_2' f; grep -F -e alpha_3999 -e alpha_39 f

#### grep -n of dense and sparse lines, names with % and braces
for i in $(seq 1 6000); do echo "x$i POST"; echo "y$i GET"; echo; done > 'a%d{}'
grep -n POST 'a%d{}' | tail -2; grep -Hn 'x599[0-9] ' 'a%d{}' | tail -2; grep -n -e x5999 -e y1 'a%d{}' | tail -2
grep -n 'x1[0-9]* POST' 'a%d{}' f 2>/dev/null | tail -1; grep -nx 'y[0-9]*5 GET' 'a%d{}' | tail -1; grep -c -n '^$' 'a%d{}'

#### uniq -f of many records: blanks, tabs, short and empty lines
for i in $(seq 1 3000); do echo "$i  x	k$((i / 3))"; echo " $i y k$((i / 3))"; done > f
printf '\n\na\n b\n\tc d\n' >> f
uniq -f2 f | tail -3; uniq -f2 f | wc -l; uniq -c -f2 f | tail -2; uniq -d -f1 f | wc -l; uniq -u -f2 f | tail -2
uniq -f3 f | wc -l; uniq -f1 -s1 f | tail -2; uniq -f2 -i f | wc -l; uniq -f0 f | wc -l

#### rg -l -L -q -c over a tree: first line only, binary files, -v, -m
mkdir -p s/a s/b; printf 'x\ny gamma\n' > s/a/f; printf 'none\n' > s/a/g; printf 'gamma\0bin\n' > s/b/bin; printf 'gamma\ngamma\n' > s/b/h
rg -l gamma s | sort; rg -L gamma s | sort; rg -q gamma s; echo rc=$?; rg -q zzz s; echo rc=$?; rg -lv gamma s | sort
rg -c gamma s | sort; rg -l -m1 gamma s | sort; rg --files-without-match -v x s | sort; rg -l gamma s/b/bin s/a/g; echo rc=$?

#### grep -x of many fixed strings keeps the set lookup; -x of one with a rare literal
for i in $(seq 1 3000); do echo "w$i"; done > f; seq 1 7 3000 | sed 's/^/w/' > list
grep -cFx -f list f; grep -vcFx -f list f; grep -Fx -f list f | tail -2; grep -cx 'w2999' f; grep -nx 'w1\|w2' f

#### grep -r of a regex ending at the line's end over many small files (the dense whole-line regex)
mkdir -p tr; for f in $(seq 1 40); do for i in $(seq 1 12); do echo "    v_$i = compute('x', $((f * i))) # $i\$"; echo "w$i = f(12, 345)"; done > tr/f$f.py; done
grep -rE '[0-9]{3}\)$' tr | sort | tail -2; grep -rcE '[0-9]{3}\)$' tr | sort | tail -2; grep -rE '[0-9]\$$' tr | wc -l
grep -rE '\$$|5\)$' tr | wc -l; grep -rhE '(12|34)5?\)$' tr | sort | uniq -c; grep -rnE '[0-9]{2} #' tr | sort | tail -1
