# diff (GNU diffutils 3.8): formats, options, directories, errors. Timestamps are pinned
# with touch -d so that -u/-c headers are deterministic.

#### normal change
printf 'a\nb\nc\n' > f1; printf 'a\nB\nc\n' > f2
diff f1 f2
echo "status $?"

#### normal add and delete
printf 'a\nb\nc\nd\n' > f1; printf 'a\nc\nd\ne\nf\n' > f2
diff f1 f2
echo "status $?"

#### identical files
printf 'a\nb\n' > f1; printf 'a\nb\n' > f2
diff f1 f2
echo "status $?"

#### identical with -s
printf 'a\n' > f1; printf 'a\n' > f2
diff -s f1 f2
echo "status $?"

#### brief differ
printf 'a\n' > f1; printf 'b\n' > f2
diff -q f1 f2
echo "status $?"

#### brief long option
printf 'a\n' > f1; printf 'b\n' > f2
diff --brief f1 f2; echo "status $?"

#### brief identical prints nothing
printf 'a\n' > f1; printf 'a\n' > f2
diff -q f1 f2; echo "status $?"

#### empty vs content
: > e; printf 'x\ny\n' > f
diff e f; echo "status $?"
diff f e; echo "status $?"

#### both empty
: > e1; : > e2
diff e1 e2; echo "status $?"

#### no newline at end first
printf 'a\nb' > f1; printf 'a\nb\n' > f2
diff f1 f2

#### no newline at end second
printf 'a\nb\n' > f1; printf 'a\nc' > f2
diff f1 f2

#### no newline both differ
printf 'a\nb' > f1; printf 'a\nc' > f2
diff f1 f2

#### unified basic
printf 'a\nb\nc\n' > f1; printf 'a\nB\nc\n' > f2
touch -d '2026-01-01 00:00:00' f1 f2
diff -u f1 f2; echo "status $?"

#### unified with labels
printf 'a\nb\nc\n' > f1; printf 'a\nc\nd\n' > f2
diff -u --label old --label new f1 f2

#### unified context 1
printf '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n' > f1
printf '1\n2\n3\n4\nfive\n6\n7\n8\n9\nten\n11\n12\n' > f2
diff -U 1 --label a --label b f1 f2

#### unified context 0
printf '1\n2\n3\n4\n5\n' > f1; printf '1\nx\n3\n5\n6\n' > f2
diff -U0 --label a --label b f1 f2

#### unified merges close hunks
printf '1\n2\n3\n4\n5\n6\n7\n8\n9\n' > f1; printf '1\nx\n3\n4\n5\n6\n7\ny\n9\n' > f2
diff -u --label a --label b f1 f2

#### unified separate hunks
printf '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n' > f1; printf 'x\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\ny\n' > f2
diff -u --label a --label b f1 f2

#### unified long option
printf 'a\n' > f1; printf 'b\n' > f2
diff --unified=0 --label a --label b f1 f2

#### unified empty file
: > e; printf 'x\n' > f
diff -u --label a --label b e f
diff -u --label a --label b f e

#### unified no newline
printf 'a\nb' > f1; printf 'a\nc\n' > f2
diff -u --label a --label b f1 f2

#### unified all lines context
printf 'a\nb\n' > f1; printf 'a\nb\nc\n' > f2
diff -u --label a --label b f1 f2

#### context format
printf 'a\nb\nc\nd\n' > f1; printf 'a\nB\nc\nd\ne\n' > f2
touch -d '2026-01-01 00:00:00' f1 f2
diff -c f1 f2

#### context format C1
printf '1\n2\n3\n4\n5\n6\n7\n8\n' > f1; printf '1\n2\nx\n4\n5\n6\n8\n' > f2
diff -C 1 --label a --label b f1 f2

#### context only deletions
printf 'a\nb\nc\n' > f1; printf 'a\nc\n' > f2
diff -c --label a --label b f1 f2

#### context only insertions
printf 'a\nc\n' > f1; printf 'a\nb\nc\n' > f2
diff -c --label a --label b f1 f2

#### context no newline
printf 'a\nb' > f1; printf 'a\nb\n' > f2
diff -c --label a --label b f1 f2

#### ed script
printf 'a\nb\nc\nd\n' > f1; printf 'a\nx\nc\ne\nf\n' > f2
diff -e f1 f2

#### ed script dot line
printf 'a\n' > f1; printf 'a\n.\nb\n' > f2
diff -e f1 f2

#### ed deletions only
printf 'a\nb\nc\nd\n' > f1; printf 'a\nd\n' > f2
diff -e f1 f2

#### rcs format
printf 'a\nb\nc\n' > f1; printf 'a\nx\ny\nc\nz\n' > f2
diff -n f1 f2

#### side by side
printf 'a\nb\nc\n' > f1; printf 'a\nB\nc\nd\n' > f2
diff -y f1 f2; echo "status $?"

#### side by side width
printf 'hello world\nsame\nonly left\n' > f1; printf 'hello there\nsame\n' > f2
diff -y -W 40 f1 f2

#### side by side suppress common
printf 'a\nb\nc\n' > f1; printf 'a\nB\nc\nd\n' > f2
diff -y --suppress-common-lines -W 30 f1 f2

#### side by side left column
printf 'a\nb\nc\n' > f1; printf 'a\nB\nc\n' > f2
diff -y --left-column -W 30 f1 f2

#### side by side expand tabs
printf 'a\tb\nx\n' > f1; printf 'a\tb\ny\n' > f2
diff -y -t -W 40 f1 f2

#### side by side identical
printf 'a\nb\n' > f1; printf 'a\nb\n' > f2
diff -y -W 20 f1 f2; echo "status $?"

#### side by side long lines truncated
printf 'abcdefghijklmnopqrstuvwxyz0123456789\n' > f1; printf 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\n' > f2
diff -y -W 30 f1 f2

#### side by side missing newline
printf 'a\nb' > f1; printf 'a\nb\n' > f2
diff -y -W 20 f1 f2

#### ignore case
printf 'Hello\nWorld\n' > f1; printf 'hello\nworld\n' > f2
diff -i f1 f2; echo "status $?"

#### ignore all space
printf 'a b c\nx\n' > f1; printf 'abc\n  x  \n' > f2
diff -w f1 f2; echo "status $?"

#### ignore space change
printf 'a  b\nc \n d\n' > f1; printf 'a b\nc\nd\n' > f2
diff -b f1 f2; echo "status $?"

#### ignore trailing space
printf 'a  \nb\n' > f1; printf 'a\n b\n' > f2
diff -Z f1 f2; echo "status $?"

#### ignore tab expansion
printf 'a\tb\n' > f1; printf 'a       b\n' > f2
diff -E f1 f2; echo "status $?"

#### ignore blank lines
printf 'a\n\nb\n' > f1; printf 'a\nb\n\n' > f2
diff -B f1 f2; echo "status $?"

#### ignore blank lines with real change
printf 'a\n\nb\n' > f1; printf 'a\nc\n' > f2
diff -B f1 f2; echo "status $?"

#### ignore matching lines
printf 'a\n# one\nb\n' > f1; printf 'a\n# two\nb\n' > f2
diff -I '^#' f1 f2; echo "status $?"

#### ignore matching lines long option unified
printf 'a\n# one\nb\nc\n' > f1; printf 'a\n# two\nb\nd\n' > f2
diff -u --ignore-matching-lines='^#' --label a --label b f1 f2; echo "status $?"

#### strip trailing cr
printf 'a\r\nb\r\n' > f1; printf 'a\nb\n' > f2
diff --strip-trailing-cr f1 f2; echo "status $?"
diff f1 f2 | wc -l

#### show c function
printf 'int main()\n{\n  a;\n  b;\n  c;\n  d;\n  e;\n}\n' > f1
printf 'int main()\n{\n  a;\n  b;\n  c;\n  D;\n  e;\n}\n' > f2
diff -p -u --label a --label b f1 f2
diff -p -c --label a --label b f1 f2

#### show function line regex
printf 'def f:\n 1\n 2\n 3\n 4\n 5\n' > f1; printf 'def f:\n 1\n 2\n 3\n 4\n X\n' > f2
diff -U1 -F '^def' --label a --label b f1 f2

#### initial tab
printf 'a\nb\n' > f1; printf 'a\nc\n' > f2
diff -T f1 f2
diff -T -u --label a --label b f1 f2

#### expand tabs output
printf 'a\tb\n' > f1; printf 'a\tc\n' > f2
diff -t f1 f2

#### binary files differ
printf 'a\0b' > b1; printf 'a\0c' > b2
diff b1 b2; echo "status $?"

#### binary identical
printf 'a\0b' > b1; printf 'a\0b' > b2
diff b1 b2; echo "status $?"

#### binary as text
printf 'a\0b\n' > b1; printf 'a\0c\n' > b2
diff -a b1 b2 | tr '\0' '@'; echo "status $?"

#### stdin dash
printf 'a\nb\n' > f1
printf 'a\nc\n' | diff f1 -; echo "status $?"

#### stdin dash first
printf 'a\nb\n' > f1
printf 'a\nc\n' | diff - f1

#### missing file
printf 'a\n' > f1
diff f1 nosuch; echo "status $?"

#### missing both files
diff nosuch1 nosuch2; echo "status $?"

#### missing operand
diff; echo "status $?"
printf 'a\n' > f1
diff f1; echo "status $?"

#### extra operand
printf 'a\n' > f1
diff f1 f1 f1; echo "status $?"

#### unknown option
diff --bogus a b; echo "status $?"

#### invalid context length
printf 'a\n' > f1
diff -U x f1 f1; echo "status $?"

#### conflicting styles
printf 'a\n' > f1
diff -u -c f1 f1; echo "status $?"

#### new file option
printf 'a\n' > f1
diff -N f1 nosuch; echo "status $?"
diff -N nosuch f1; echo "status $?"

#### directories common subdirs
mkdir -p d1/s d2/s d1/t
printf 'a\n' > d1/x; printf 'b\n' > d2/x
diff d1 d2; echo "status $?"

#### directories only in
mkdir d1 d2
printf 'a\n' > d1/a; printf 'a\n' > d2/a; printf 'z\n' > d1/only1; printf 'z\n' > d2/only2
diff d1 d2; echo "status $?"

#### recursive
mkdir -p d1/s/deep d2/s/deep
printf 'a\n' > d1/s/deep/f; printf 'b\n' > d2/s/deep/f; printf '1\n' > d1/s/g
diff -r d1 d2; echo "status $?"

#### recursive unified labels
mkdir -p d1/s d2/s
printf 'a\nb\n' > d1/s/f; printf 'a\nc\n' > d2/s/f
touch -d '2026-01-01 00:00:00' d1/s/f d2/s/f
diff -ru d1 d2; echo "status $?"

#### recursive brief
mkdir -p d1/s d2/s
printf 'a\n' > d1/s/f; printf 'b\n' > d2/s/f; printf 'c\n' > d2/new
diff -rq d1 d2; echo "status $?"

#### recursive new file
mkdir -p d1 d2
printf 'a\n' > d1/gone; printf 'b\n' > d2/added; printf 'x\n' > d1/same; printf 'x\n' > d2/same
diff -rN d1 d2; echo "status $?"

#### recursive sorted names
mkdir d1 d2
for n in b a C c 10 9; do printf '%s\n' $n > d1/$n; printf '%s!\n' $n > d2/$n; done
diff -r -q d1 d2

#### recursive exclude
mkdir d1 d2
printf 'a\n' > d1/keep; printf 'b\n' > d2/keep; printf 'a\n' > d1/skip.o; printf 'b\n' > d2/skip.o
diff -r -x '*.o' d1 d2; echo "status $?"

#### recursive exclude from file
mkdir d1 d2
printf 'a\n' > d1/keep; printf 'b\n' > d2/keep; printf 'a\n' > d1/skip.o; printf 'b\n' > d2/skip.o
printf '*.o\n' > pats
diff -r -X pats d1 d2; echo "status $?"

#### dir vs file kind
mkdir -p d1/x d2
printf 'a\n' > d2/x
diff d1 d2; echo "status $?"

#### dir and file operand
mkdir d
printf 'a\n' > d/f; printf 'b\n' > f
diff d f; echo "status $?"
diff f d; echo "status $?"

#### dir and file operand missing inside
mkdir d
printf 'b\n' > f
diff d f; echo "status $?"

#### directories identical with -s
mkdir d1 d2
printf 'a\n' > d1/f; printf 'a\n' > d2/f
diff -rs d1 d2; echo "status $?"

#### trailing slash dirs
mkdir d1 d2
printf 'a\n' > d1/f; printf 'b\n' > d2/f; printf 'c\n' > d1/g
diff d1/ d2/

#### moved block
printf '1\n2\n3\n4\n5\n6\n7\n8\n' > f1; printf '1\n6\n7\n2\n3\n4\n5\n8\n' > f2
diff f1 f2
diff -u --label a --label b f1 f2

#### repeated lines shift
printf 'a\nb\na\nb\n' > f1; printf 'a\nb\na\nb\na\nb\n' > f2
diff f1 f2
diff -u --label a --label b f1 f2

#### blank line insertion ambiguity
printf '}\n\nint f()\n{\n}\n' > f1; printf '}\n\nint g()\n{\n}\n\nint f()\n{\n}\n' > f2
diff f1 f2
diff -u --label a --label b f1 f2

#### many changes
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 > f1
printf '%s\n' 1 x 3 4 5 y z 8 9 10 11 13 14 15 16 17 w 18 19 20 21 > f2
diff f1 f2
diff -c --label a --label b f1 f2

#### minimal flag
printf 'a\nb\nc\nd\n' > f1; printf 'b\nc\nd\na\n' > f2
diff -d f1 f2

#### color never
printf 'a\n' > f1; printf 'b\n' > f2
diff --color=never f1 f2

#### normal option explicit
printf 'a\n' > f1; printf 'b\n' > f2
diff --normal f1 f2

#### diff help first line
diff --help | head -n 3

#### diff version first line
diff --version | head -n 1

#### label count one
printf 'a\n' > f1; printf 'b\n' > f2
touch -d '2026-01-01 00:00:00' f2
diff -u --label left f1 f2

#### unified timestamps
printf 'a\n' > f1; printf 'b\n' > f2
touch -d '2025-06-15 12:34:56' f1
touch -d '2026-01-01 00:00:00' f2
diff -u f1 f2 | head -n 2

#### context timestamps
printf 'a\n' > f1; printf 'b\n' > f2
touch -d '2025-06-15 12:34:56' f1
touch -d '2026-01-01 00:00:00' f2
diff -c f1 f2 | head -n 2

#### ignore case unified
printf 'A\nb\nC\n' > f1; printf 'a\nB\nd\n' > f2
diff -i -u --label a --label b f1 f2

#### ignore blank lines unified hunks
printf 'a\n\n\nb\nc\nd\ne\nf\ng\nh\n' > f1; printf 'a\nb\nc\nd\ne\nf\ng\nH\n' > f2
diff -B -u --label a --label b f1 f2

#### pipe to head
printf '%s\n' 1 2 3 4 5 > f1; printf '%s\n' a b c d e > f2
diff f1 f2 | head -n 2

#### patch round trip unified
printf '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n' > f; printf '1\n2\n3\n4\nfive\n6\n7\n8\n9\nten\n' > g
diff -u f g > p.diff
cp f orig
patch < p.diff; echo "status $?"
cat f

#### patch offset
printf '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n' > f; printf '1\n2\n3\n4\nfive\n6\n7\n8\n9\nten\n' > g
diff -u --label a/f --label b/f f g > p.diff
printf 'x\ny\n' > f; printf '%s\n' 1 2 3 4 5 6 7 8 9 10 >> f
patch < p.diff; echo "status $?"
cat f; cat f.orig | wc -l

#### patch fuzz
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 > f; printf '%s\n' 1 2 3 4 five 6 7 8 9 ten > g
diff -u --label f --label f f g > p.diff
printf '%s\n' 1 2 three 4 5 6 7 8 9 10 > f
patch < p.diff; echo "status $?"
cat f

#### patch reject
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 > f; printf '%s\n' 1 2 3 4 five 6 7 8 9 ten > g
diff -u --label f --label g f g > p.diff
printf '%s\n' 1 2 3 4 5 six 7 8 9 10 > f
patch < p.diff; echo "status $?"
cat f.rej

#### patch two hunks one fails context
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 > f
printf '%s\n' 1 2 three 4 5 6 7 8 9 10 11 12 thirteen 14 15 > g
diff -c --label f --label g f g > c.diff
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 11 12 XIII 14 15 > f
patch < c.diff; echo "status $?"
cat f.rej; head -n 3 f

#### patch reversed detected
printf '1\n2\n3\n' > f; printf '1\n2\nthree\n' > g
diff -u --label a/f --label b/f f g > p.diff
cp g f
patch < p.diff; echo "status $?"

#### patch forward skips reversed
printf '1\n2\n3\n' > f; printf '1\n2\nthree\n' > g
diff -u --label a/f --label b/f f g > p.diff
cp g f
patch -N < p.diff; echo "status $?"
cat f.rej

#### patch batch assumes reverse
printf '1\n2\n3\n' > f; printf '1\n2\nthree\n' > g
diff -u --label a/f --label b/f f g > p.diff
cp g f
patch -t < p.diff; echo "status $?"
cat f

#### patch reverse option
printf '1\n2\n3\n' > f; printf '1\n2\nthree\n' > g
diff -u --label a/f --label b/f f g > p.diff
cp g f
patch -R < p.diff; echo "status $?"
cat f

#### patch dry run
printf '1\n2\n3\n' > f; printf '1\n2\nthree\n' > g
diff -u --label f --label f f g > p.diff
patch --dry-run < p.diff; echo "status $?"
cat f

#### patch output file
printf '1\n2\n3\n' > f; printf '1\n2\nthree\n' > g
diff -u --label f --label f f g > p.diff
patch -o out < p.diff; echo "status $?"
cat out; cat f

#### patch backup
printf '1\n2\n3\n' > f; printf '1\n2\nthree\n' > g
diff -u --label f --label f f g > p.diff
patch -b < p.diff; echo "status $?"
cat f.orig f

#### patch input option and strip
mkdir -p src
printf 'a\nb\n' > src/x; printf 'a\nB\n' > new
diff -u --label a/src/x --label b/src/x src/x new > p.diff
patch -p1 -i p.diff; echo "status $?"
cat src/x

#### patch wrong strip
mkdir -p src
printf 'a\nb\n' > src/x; printf 'a\nB\n' > new
diff -u --label a/src/x --label b/src/x src/x new > p.diff
patch -p2 -i p.diff; echo "status $?"

#### patch explicit file normal diff
printf 'a\nb\nc\n' > f; printf 'a\nx\nc\nd\n' > g
diff f g > n.diff
patch f n.diff; echo "status $?"
cat f

#### patch normal diff without file
printf 'a\nb\n' > f; printf 'a\nc\n' > g
diff f g > n.diff
patch < n.diff; echo "status $?"

#### patch create file
printf 'new1\nnew2\n' > g
diff -u --label /dev/null --label sub/g /dev/null g > p.diff
rm g
patch -p0 < p.diff; echo "status $?"
cat sub/g

#### patch delete file
printf 'a\nb\n' > g
diff -u --label g --label /dev/null g /dev/null > p.diff
patch < p.diff; echo "status $?"
ls

#### patch silent
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 > f; printf '%s\n' 1 2 3 4 five 6 7 8 9 ten > g
diff -u --label f --label f f g > p.diff
printf 'x\n' > f; printf '%s\n' 1 2 3 4 5 6 7 8 9 10 >> f
patch -s < p.diff; echo "status $?"

#### patch multiple files
printf 'a\n' > f1; printf 'b\n' > f2
printf '%s\n' '--- f1' '+++ f1' '@@ -1 +1 @@' -a +A '--- f2' '+++ f2' '@@ -1 +1 @@' -b +B > p.diff
patch < p.diff; echo "status $?"
cat f1 f2

#### patch no newline at end
printf 'a\nb' > f; printf 'a\nc\n' > g
diff -u --label f --label f f g > p.diff
patch < p.diff; echo "status $?"
od -c f | head -n 2

#### patch missing patch file
patch -i nosuch.diff; echo "status $?"

#### patch garbage
printf 'hello\nworld\n' | patch; echo "status $?"

#### patch empty input
patch < /dev/null; echo "status $?"

#### patch recursive diff round trip
mkdir -p a/s b/s
printf '1\n2\n' > a/s/f; printf '1\nX\n' > b/s/f; printf 'q\n' > a/top; printf 'Q\n' > b/top
diff -ru a b > r.diff
cd a && patch -p1 < ../r.diff; echo "status $?"; cat s/f top

#### patch offset two hunks
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 > f
printf '%s\n' 1 2 3 X 5 6 7 8 9 10 11 12 13 14 15 Y 17 18 19 20 > g
diff -u --label f --label f f g > p.diff
printf '%s\n' a b c 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 > f
patch < p.diff; echo "status $?"

#### -u -T puts a tab after the flag of an empty line too
printf 'a\n\nb\n' > x; printf 'a\nb\n\n' > y; diff -u -T x y | tail -n +3
diff -u -T --suppress-blank-empty x y | tail -n +3 | od -c | head -5

#### many one-line hunks, normal and unified
seq 1 40 > x; seq 1 40 | sed 's/5/X/' > y; diff x y; diff -U0 x y | tail -n +3; diff -u x y | tail -n +3 | head -20
