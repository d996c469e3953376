# fmt, numfmt, strings, shuf, and the real --help/--version texts of many commands.

#### join help head
join --help | head -3

#### comm help head
comm --help | head -3

#### fold help head
fold --help | head -3

#### factor help head
factor --help | head -3

#### expand help head
expand --help | head -3

#### unexpand help head
unexpand --help | head -3

#### split help head
split --help | head -3

#### tsort help head
tsort --help | head -3

#### od help head
od --help | head -3

#### base64 help head
base64 --help | head -3

#### base32 help head
base32 --help | head -3

#### basenc help head
basenc --help | head -3

#### md5sum help head
md5sum --help | head -3

#### sha1sum help head
sha1sum --help | head -3

#### sha224sum help head
sha224sum --help | head -3

#### sha256sum help head
sha256sum --help | head -3

#### sha384sum help head
sha384sum --help | head -3

#### sha512sum help head
sha512sum --help | head -3

#### b2sum help head
b2sum --help | head -3

#### cksum help head
cksum --help | head -3

#### sum help head
sum --help | head -3

#### env help head
env --help | head -3

#### printenv help head
printenv --help | head -3

#### sleep help head
sleep --help | head -3

#### timeout help head
timeout --help | head -3

#### id help head
id --help | head -3

#### whoami help head
whoami --help | head -3

#### uname help head
uname --help | head -3

#### nproc help head
nproc --help | head -3

#### fmt help head
fmt --help | head -3

#### numfmt help head
numfmt --help | head -3

#### strings help head
strings --help | head -3

#### shuf help head
shuf --help | head -3

#### fmt version head
fmt --version | head -1

#### numfmt version head
numfmt --version | head -1

#### shuf version head
shuf --version | head -1

#### strings version head
strings --version | head -1

#### join version head
join --version | head -1

#### od version head
od --version | head -1

#### sha256sum version head
sha256sum --version | head -1

#### timeout version head
timeout --version | head -1

#### fmt default
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt t

#### fmt w30
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -w 30 t

#### fmt w20 u
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -u -w 20 t

#### fmt legacy width
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -25 t

#### fmt split
printf 'a b c d e f g h\nshort\n' | fmt -s -w 5

#### fmt crown
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
printf '  first line here\n    second line is indented\n    third one\n' | fmt -c -w 20

#### fmt tagged
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
printf 'tag line one\n  more text follows here\n  and here\n' | fmt -t -w 15

#### fmt prefix
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
printf '# one two three\n# four five six\nplain line\n# seven\n' | fmt -p '#' -w 12

#### fmt goal
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -g 40 t

#### fmt uniform
printf 'a    b   c.   d\n' | fmt -u

#### fmt tabs
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
printf '\tindented with a tab and quite a lot of words to wrap around\n' | fmt -w 30

#### fmt bad width
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -w abc t; echo rc=$?

#### fmt width too big
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -w 6000 t; echo rc=$?

#### fmt goal too big
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -g 80 t; echo rc=$?

#### fmt digit later
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -5 -3 t; echo rc=$?

#### fmt missing file
fmt nope; echo rc=$?

#### fmt blank lines kept
printf 'a\n\n\nb\n' | fmt

#### fmt no trailing newline
printf 'x y z' | fmt

#### fmt long word
printf 'aaaaaaaaaaaaaaaaaaaa b\n' | fmt -w 10

#### fmt stdin dash
printf 'The quick brown fox jumps over the lazy dog.  It was a sunny day. (Really) it was, I swear!\n\nSecond paragraph here,\nwith two lines.\n' > t
fmt -w 40 - < t

#### numfmt to si
numfmt --to=si 1000 1500 999999 1 0 -1234567

#### numfmt to iec
numfmt --to=iec 1024 1023 1048575 1536

#### numfmt to iec-i
numfmt --to=iec-i 1024 5000000

#### numfmt from si
numfmt --from=si 1K 1.5M 2G

#### numfmt from iec
numfmt --from=iec 1K 1.5M

#### numfmt from iec-i
numfmt --from=iec-i 1Ki 4Mi

#### numfmt from auto
numfmt --from=auto 1Ki 1K 3M

#### numfmt round up
numfmt --to=si --round=up 1001 1499 -1001

#### numfmt round down
numfmt --to=si --round=down 1999 -1001

#### numfmt round nearest
numfmt --to=si --round=nearest 1450 1550 -1550

#### numfmt round towards-zero
numfmt --to=si --round=towards-zero 1999 -1999

#### numfmt suffix
numfmt --suffix=B --to=si 1000B 2000

#### numfmt padding
numfmt --padding=10 5 123

#### numfmt padding left
numfmt --padding=-10 5; echo end

#### numfmt format width
numfmt --format=%10f 123

#### numfmt format left
numfmt --format='%-10f|' 123

#### numfmt format zero
numfmt --format=%010f 123

#### numfmt format precision
numfmt --format=%.2f 1.5

#### numfmt format prefix
numfmt --format='[%f]' 5

#### numfmt format si precision
numfmt --format=%.3f --to=si 1234567

#### numfmt from-unit
numfmt --from-unit=512 4

#### numfmt to-unit
numfmt --to-unit=1000 --to=si 5000000

#### numfmt precision kept
numfmt 1.234 1.50 00012

#### numfmt near 1000
numfmt --to=si 999.9 999950

#### numfmt invalid abort
numfmt 1 x 2; echo rc=$?

#### numfmt invalid warn
numfmt --invalid=warn 1 x 2; echo rc=$?

#### numfmt invalid ignore
numfmt --invalid=ignore x 3K; echo rc=$?

#### numfmt invalid fail
numfmt --invalid=fail x 4; echo rc=$?

#### numfmt bad to
numfmt --to=x 1; echo rc=$?

#### numfmt ambiguous to
numfmt --to=i 1; echo rc=$?

#### numfmt bad field
numfmt --field=0 1; echo rc=$?

#### numfmt bad padding
numfmt --padding=0 1; echo rc=$?

#### numfmt bad format
numfmt --format=%d 1; echo rc=$?

#### numfmt format no directive
numfmt --format=x 1; echo rc=$?

#### numfmt format two directives
numfmt --format=%f%f 1; echo rc=$?

#### numfmt bad suffix
numfmt --from=si 1X; echo rc=$?

#### numfmt rejecting suffix
numfmt 1K; echo rc=$?

#### numfmt missing i
numfmt --from=iec-i 1K; echo rc=$?

#### numfmt too large
numfmt 12345678901234567890; echo rc=$?

#### numfmt grouping with to
numfmt --grouping --to=si 1; echo rc=$?

#### numfmt field 2
printf 'a 1000 b\nc 2000000 d\n' | numfmt --field=2 --to=si

#### numfmt field range
printf 'x 2048 4096 y\n' | numfmt --field=2-3 --to=iec

#### numfmt delimiter
printf 'a:1000:b\nx::y\n' | numfmt -d : --field=2 --to=si

#### numfmt header
printf 'SIZE\n1000\n' | numfmt --header --to=si

#### numfmt auto padding
printf '  1000\n   20000  \n' | numfmt --to=si

#### numfmt zero terminated
printf '1000\0002000\000' | numfmt -z --to=si | tr '\0' '\n'

#### numfmt stdin invalid
printf '1000\nabc\n2000\n' | numfmt --to=si; echo rc=$?

#### numfmt iec round up
numfmt --to=iec --round=up 1025 1048577

#### strings default
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings s.bin

#### strings n2
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -n 2 s.bin

#### strings digits
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -8 s.bin; echo rc=$?

#### strings radix x
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -t x s.bin

#### strings radix o
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -o s.bin

#### strings radix d names
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -f -t d s.bin

#### strings all whitespace
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -w s.bin

#### strings 8bit
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -e S s.bin | od -c | head -3

#### strings separator
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -s '|' s.bin; echo

#### strings stdin name
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
printf 'abcdef' | strings -f

#### strings utf16le
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
printf 'h\000e\000l\000l\000o\000' | strings -e l

#### strings utf16be
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
printf '\000a\000b\000c\000d' | strings -e b -t d

#### strings missing
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings nope; echo rc=$?

#### strings bad length
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -n 0 s.bin; echo rc=$?

#### strings bad int
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -n abc s.bin; echo rc=$?

#### strings bad option
printf 'hello world\000\001abc\000abcd\tef\n\200\377xyzw' > s.bin
strings -x s.bin 2>&1 | head -2

#### shuf range
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf --random-source=rs2 -i 1-10

#### shuf range n
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf --random-source=rs2 -i 1-1000 -n 5

#### shuf echo
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf --random-source=rs2 -e a b c d e

#### shuf repeat
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf --random-source=rs2 -r -n 8 -e x y z

#### shuf repeat range
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf --random-source=rs2 -r -n 6 -i 1-6

#### shuf file
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
printf '1\n2\n3\n4\n5\n6\n' > f; shuf --random-source=rs2 f

#### shuf file n
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
printf '1\n2\n3\n4\n5\n6\n' > f; shuf --random-source=rs2 -n 2 f

#### shuf zero
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf --random-source=rs2 -z -e a b c | tr '\0' '\n'

#### shuf output file
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf --random-source=rs2 -o out -e a b c; cat out

#### shuf empty range
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf -i 5-4; echo rc=$?

#### shuf n zero
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf -n 0 -e a b; echo rc=$?

#### shuf end of source
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
printf 'ab' > s; shuf --random-source=s -i 1-100; echo rc=$?

#### shuf bad range
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf -i 5-1; echo rc=$?

#### shuf bad range lo
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf -i a-3; echo rc=$?

#### shuf bad count
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf -n x -e a; echo rc=$?

#### shuf e and i
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf -e -i 1-2; echo rc=$?

#### shuf extra operand
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf a b; echo rc=$?

#### shuf missing file
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf nofile; echo rc=$?

#### shuf nothing to repeat
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf -r -n 3 /dev/null; echo rc=$?

#### shuf permutation is complete
head -c 3000 /dev/zero | tr '\0' 'k' > rs; printf '\001\202\003\374\005\306\007\210' >> rs; i=0; while [ $i -lt 60 ]; do printf '%02x' $((i*37%251)) ; i=$((i+1)); done > rs2
shuf -i 1-50 | sort -n | tr '\n' ' '

#### grep: a NUL after the last newline still makes the file binary
printf 'x\nlast x\0no newline' > bin2; grep x bin2; echo rc=$?; grep -c x bin2; printf 'x\nlast x\0no nl' | grep x; echo rc=$?

#### grep -r over files with and without a final newline, binary and empty
mkdir -p t/a/b t/c; printf 'hello\nworld x\n' > t/a/f1; printf 'x\nlast x\0tail' > t/a/bin2; printf 'x no nl' > t/c/nonl; : > t/c/empty; printf 'xx\nyx\n' > t/a/b/deep
grep -rn x t/a/b t/c/nonl t/a/f1; grep -rc x t/c/empty t/c/nonl; grep -rl x t/a/bin2 t/a/b; grep -rI x t/a/bin2 t/a/b; echo rc=$?

#### sort -k N,N fast paths keep GNU field semantics
printf ' b 2\na  10\n\tc -1\nd\n b 2\ne 1.5\n' > f; sort -k2,2n f; sort -k2,2n -u f; sort -k1,1 f; sort -k2,2 -u f; sort -t' ' -k2,2 f; sort -t' ' -k3,3n -u f

#### cut and uniq on blocks: records without delimiter, unterminated last line
printf 'a b c\nnodelim\na b c\nx y\n\nlast z' > f; cut -d' ' -f2 f; cut -d' ' -f1,3 f; cut -d' ' -s -f3 f; sort f | uniq -c; uniq -d f; printf 'q\nq' | uniq -c

#### tr -s squeezes runs across the input
printf 'aaa  bbb\n\n\nccc]]]' | tr -s 'a ]\n'; printf 'xxyy' | tr -s 'xy' 'yy'

#### head and tail with large line counts
seq 3000 > n
head -n 2500 n | tail -n 2
tail -n +2999 n
tail -n 2800 n | head -n 1
head -n -2990 n | tail -n 2
head -n -2999 n
head -n -3000 n | wc -l
head -n -5000 n | wc -l
printf '1\n2\n3' > m
head -n -1 m; echo "|"
tail -n 2 m; echo "|"
seq 400 | tr '\n' '\0' > z
head -z -n 300 z | tail -z -n 1 | tr '\0' '\n'
tail -z -n 350 z | head -z -n 1 | tr '\0' '\n'

#### paste of files: lengths differ, delimiter lists, -s, no final newline, empty files
printf '1\n2\n3\n' > a; printf 'x\ny' > b; : > e
paste a b; paste -d, a b a; paste -d ',;' a b a e; paste -d '\t\n' a b; paste a e; paste e e | wc -c
paste -s a b; paste -s -d ':,' a; paste -sd '' a; paste -s e; paste -s -d, a e b; paste -z a b | tr '\0' '@'; echo
paste a nosuch; echo $?

#### fold: long lines in pieces, -s at blanks, -b, tabs and backspaces, no final newline
printf 'abcdefghijklmnopqrstuvwxyz\nshort\n\nab cd ef gh ij kl\n\tx\tyy\bz and more text here\nlast line no newline' > f
fold -w 5 f; fold -w 7 -s f; fold -b -w 4 f | head -5; fold -w 26 f | head -2; fold -w 1 f | head -3
printf 'h\xc3\xa9llo w\xc3\xb6rld\n' | fold -w 3; printf 'aaaa\n' | fold -w 2 -s

#### nl in bulk: -bt with and without empty lines, -ba, -n ln/rz, -i, -s, -w, sections
printf 'a\nb\n\nc\n' > f; printf 'x\ny\nz\n' > g
nl f; nl g; nl -ba f; nl -n ln -w 3 -s '|' g; nl -n rz g; nl -i 5 -v 10 g; nl -s '%d' g; nl -ba -i 0 g
printf 'h\n\\:\\:\\:\nhead\n\\:\\:\nbody\n\\:\nfoot\n' | nl -ha -fa; printf 'no newline' | nl; nl -l 2 -ba f

#### cat -n and -b in bulk, across files, a partial last line, with -s -E -T -v
printf 'a\nb\n\nc\n' > f; printf 'x\ny' > g; printf '\t\x01z\n\n\n\nw\n' > h
cat -n f g f; cat -b f h; cat -n g g; cat -sn h; cat -nE f; cat -nT h; cat -nv h; yes 'y' | cat -n | head -2

#### paste -s of stdin, twice, and with files
seq 5 | paste -sd+; printf 'a\nb\n' | paste -s - -; printf 'a\nb' | paste -s -d, - <(printf 'x\ny\n'); seq 3 | paste -s

#### comm of one column: sorted unique inputs, repeated lines, unsorted, empty, -z
printf 'a\nb\nd\ne\n' > x; printf 'b\nc\ne\nf\n' > y; printf 'a\na\nb\n' > r; printf 'a\nb\nb\n' > s; : > e
comm -12 x y; comm -23 x y; comm -13 x y; comm -12 r s; comm -23 r s; comm -13 r s; comm -12 x e; comm -13 e y
printf 'b\na\n' > u; comm -12 u x; echo rc=$?; comm -23 --nocheck-order u x; printf 'a\0b\0' > z1; printf 'b\0c\0' > z2; comm -z -12 z1 z2 | tr '\0' '@'; echo
printf 'a\nb' > n1; printf 'b\n' > n2; comm -12 n1 n2; comm -3 x y

#### tail: a +N count makes every later count from the start (GNU's sticky flag)
printf 'ab\ncd\nef\n' > f
tail -c +2 -c 3 f; echo "rc=$?"; tail -n +2 -c 3 f; echo "rc=$?"; tail -c +2 -n 0 f; echo "rc=$?"
tail -n 1 -n +2 f; echo "rc=$?"

#### head: a digit option after the first argument is an invalid trailing option
printf 'ab\ncd\nef\n' > f
head -v -2 f; echo "rc=$?"; head -n -1 -2 f; echo "rc=$?"; head -n 1 -v5 f; echo "rc=$?"
head -2 -v f; echo "rc=$?"; head -n -1 -n 1 f; echo "rc=$?"

#### ERE anchors under a repetition: ^* and $? may match no times, ^+ once
printf 'a\n*a\nb\n*b\nab\naab\n' > f
for p in '^*a' '^?a' '^+a' 'x|^*b' '(^*b)' 'a$*' 'a$+' '^{2}a' '^{0,1}a' 'b$?' 'a^*b'; do
  echo "== $p"; grep -E "$p" f; echo "rc=$?"
done 2>&1
sed -E 's/^*a/X/' f
