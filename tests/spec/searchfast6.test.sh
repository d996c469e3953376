# rg and grep over big files (searched block by block) and their options; rg's \A and \z

#### rg \A and \z are the line's start and end
printf 'a\nb\nab\n' > t.txt
rg -n '\Ab' t.txt; echo "st=$?"
rg -n 'b\z' t.txt; echo "st=$?"
rg -c '\Aa' t.txt

#### rg over a big file: lines, numbers, counts, -v, -i
seq 1 60000 | awk '{printf "%d %s user%d %s\n", $1, ($1%7==0?"ERROR":($1%3==0?"warn":"INFO")), $1%101, ($1%11==0?"timeout x":"ok")}' > f.log
printf 'tail without newline ERROR' >> f.log
rg -n ERROR f.log | tail -2
rg ERROR f.log | wc -l
rg -c ERROR f.log
rg -c -i error f.log
rg -n -i 'WARN' f.log | tail -2
rg -v INFO f.log | wc -l
rg -vn INFO f.log | tail -2
rg -c -v INFO f.log

#### rg over a big file: several patterns, -F, -w, -o, --column
seq 1 60000 | awk '{printf "%d %s user%d %s\n", $1, ($1%7==0?"ERROR":($1%3==0?"warn":"INFO")), $1%101, ($1%11==0?"timeout x":"ok")}' > f.log
rg -n -e ERROR -e timeout f.log | tail -2
rg -c -e ERROR -e timeout f.log
rg -F -e 'user1 ' -e 'user10 ' -n f.log | tail -3
rg -n 'user[0-9]+ timeout' f.log | tail -2
rg -n '^5' f.log | tail -2
rg -w user5 f.log | wc -l
rg -o 'user9[0-9]' f.log | wc -l
rg -on 'user9[0-9]' f.log | tail -1
rg --column ERROR f.log | tail -1
rg -n 'o\z' f.log | tail -1
rg -n '\A1' f.log | tail -1

#### rg over a big file of non-ASCII lines
seq 1 80000 | sed 's/$/ é ünïcode line/' > u.txt
rg -n 'é ü' u.txt | tail -1
rg -c -i 'ÜNÏ' u.txt
rg -o -n 'ï.' u.txt | tail -1
rg -c '\w+code' u.txt

#### rg context groups: separators, numbers, names, custom separators
printf 'a1\nb\na2\na3\nb\nb\na4 a5\nb\nb\nb\na6\nb\nb\nb\nb\na7' > f
rg -A1 a f; echo "st=$?"
rg -B2 -n a f
rg -C1 -n 'a[36]' f
rg -A3 -B1 a7 f
rg -A1 -H a f
rg -n -C1 --no-context-separator a f
rg -C1 --context-separator='##' -n -H a f
rg -A1 -n --field-context-separator='~' a f
rg -0 -A1 -H a f | od -c | head -3

#### rg context over a big file
seq 1 50000 | awk '{print ($1%25==0 ? "x 503 y" : "line " $1)}' > f.log
rg -A1 ' 503 ' f.log | wc -l
rg -n -B2 ' 503 ' f.log | tail -4
rg -C3 ' 503 ' f.log | md5sum
rg -n -C1 -e ' 503 ' -e 'line 7$' f.log | tail -5
rg -A1 -n 'line' f.log | tail -3

#### rg context with empty lines and a last line without newline
printf 'x\n\nx\n\n\nx\n' > f
rg -n -C1 '^$' f
rg -C5 x f
printf 'only one line x' > g
rg -C2 -n x g

#### grep -P and rg -P: \K keeps the prefix out of the match
printf 'hello\nversion=1.2.3 x\n"name": "foo", "name": "bar"\n' > f
grep -oP 'h\Kello' f
grep -oP 'version=\K[0-9.]+' f
grep -oP '"name": "\K[^"]+' f
grep -cP 'version=\K' f
grep -P 'h\Kel' f
grep -oP '\Khel' f
rg -oP 'version=\K[0-9.]+' f
rg -oP '"name": "\K[^"]+' f
rg -P -n 'h\Kel' f

#### grep option values: binary-files, directories, devices, color
printf 'a\n' > f
grep --binary-files=foo a f; echo "st=$?"
grep -d foo a f; echo "st=$?"
grep --color=ALWAYS a f; echo "st=$?"
grep --color=Never a f
grep -D foo a f; echo "st=$?"
grep -D skip a f
grep --color=x -d foo a f >/dev/null; echo "st=$?"
grep --color=sometimes a f | head -3; echo "st=$?"

#### grep -X matcher
printf 'a.b\naxb\n' > f
for m in grep egrep fgrep perl foo; do grep -X $m 'a.b' f; echo "st=$?"; done
grep -E -X fgrep a f; echo "st=$?"
grep -Xfgrep -c a.b f

#### grep -r --exclude-dir on directories named on the command line
mkdir -p d/sub; echo x > d/sub/f; echo x > d/g
grep -r --exclude-dir=d x d; echo "st=$?"
grep -r --exclude-dir=sub x d/sub; echo "st=$?"
grep -r --exclude-dir=sub x d; echo "st=$?"
grep -r --exclude-dir='*' x d; echo "st=$?"
grep -r --exclude-dir=d x d/; echo "st=$?"
grep -r --exclude-dir=. x .; echo "st=$?"
cd d; grep -r --exclude-dir=. x; echo "st=$?"
grep -r --exclude-dir=sub x sub/f; echo "st=$?"
grep -r --exclude-dir=sub/ x .

#### rg: an option given last without its value
printf 'foo\n' > f
for o in -e -f -A; do rg $o; echo $?; done
for o in -A -g -t -m -r --max-depth --sort --type-add --context-separator --color -C -B -T --iglob -j; do rg foo $o; echo $?; done
rg -e foo -A; echo $?

#### rg --sort and --sortr values
printf 'foo\n' > f
rg --sort foo x f; echo $?
rg --sortr bad x f; echo $?
rg --sort none foo f
rg --sortr path foo f

#### rg --crlf: $ before a CRLF, counts and names end with CRLF
printf 'foo\r\nbar\r\nfoo\n' > crlf
rg -c 'foo$' crlf; echo $?
rg --crlf 'foo$' crlf | od -c | head -2
rg --crlf -x 'bar' crlf | od -c | head -1
rg --crlf -c 'o$' crlf | od -c | head -1
rg --crlf -l foo crlf | od -c | head -1

#### grep and rg: an empty path operand is no such file
printf 'foo\n' > f
grep foo ''; echo $?
grep -r foo ''; echo $?
grep -c foo f ''; echo $?
grep -s foo '' f; echo $?
rg foo ''; echo $?
rg foo '' f; echo $?

#### rg --max-columns-preview
printf 'long line here x\n' > g
rg x g -M 5 --max-columns-preview
rg -n 'l|e' g -M 3 --max-columns-preview
rg -o e g -M 1 --max-columns-preview
printf 'ééééé x\n' > u
rg -M 3 --max-columns-preview x u
rg -M 3 --max-columns-preview -A1 long g u
rg -M 5 --max-columns-preview --column e g
rg -M 5 --max-columns-preview --column l g
rg -M 5 --max-columns-preview --no-max-columns-preview x g
rg --vimgrep -M 5 --max-columns-preview e g

#### rg (?-u): ASCII classes
printf 'a1\n٣\n' > f
rg -c '\d' f
rg '(?-u)\d' f
rg -c '(?-u:\w)' f
rg -c '(?i-u)A' f

#### grep: a bracket range with a non-ASCII end is an invalid collation character
printf 'α\nβ\né\nb\n' > f
for r in '[α-β]' '[à-é]' '[a-é]' '[é-z]' '[a-z]' '[αβ]' '[^α-β]'; do grep -c "$r" f; echo "st=$?"; done
grep -E '[α-β]' f; echo $?
grep -c '[[:alpha:]]' f

#### rg and fd with a relative path: a parent's anchored ignore globs do not match
mkdir -p gi/.git gi/sub/deep; cd gi
printf '/top.txt\nsub/*.log\n*.tmp\n/sub/x.md\n**/q.txt\n' > .gitignore
printf 'x\n' > top.txt; printf 'x\n' > sub/top.txt; printf 'x\n' > sub/a.log; printf 'x\n' > sub/b.tmp
printf 'x\n' > sub/x.md; printf 'x\n' > sub/q.txt; printf 'x\n' > sub/deep/d.txt; printf 'deep/d.txt\n' > sub/.gitignore
echo "== ."; rg --sort path -l x
echo "== sub"; rg --sort path -l x sub
echo "== ./sub"; rg --sort path -l x ./sub
echo "== sub/deep"; rg --sort path -l x sub/deep
echo "== fd sub"; fdfind . sub | sort
cd sub
echo "== in sub"; rg --sort path -l x
echo "== in sub ."; rg --sort path -l x .
echo "== ../sub"; rg --sort path -l x ../sub
echo "== fd in sub"; fdfind . | sort

#### grep -R and rg -L: a link to nothing is an error
mkdir -p d/s; printf 'x\n' > d/s/f; ln -s s d/l; ln -s /nonexistent d/broken
grep -r x d | sort
grep -R x d > out; echo $?; sort out
grep -Rs x d > out; echo $?
rg -L -l x d --sort path; echo $?
rg -L --no-messages -l x d --sort path; echo $?
rm d/broken; ln -s /nonexistent d/.hidden
rg -L -l x d/s; echo $?
rg -L -c x d --sort path; echo $?
mkdir -p e/.git; printf 'x\n' > e/f; ln -s /nonexistent e/ign; printf 'ign\n' > e/.gitignore
cd e; rg -L -l x; echo $?
rg -L --files; echo $?
