# File commands (find xargs diff patch ls cp mv rm ln mkdir touch stat du tree tar
# realpath basename dirname mktemp cmp ...), round 6: differences found comparing
# agent-style command lines with the GNU tools. Deterministic only: no owners, times,
# inodes or random names in the output; find output sorted where directory order leaks.

#### find: a stray ')' after an expression
find . -name x \) ; echo $?
find . \( -name x \) \) ; echo $?

#### find: an operator right before ')'
find . ! \) ; echo $?
find . -not \) ; echo $?
find . -name x -a \) ; echo $?
find . -name x -o \) ; echo $?
find . -name x , \) ; echo $?
find . \( ! \) ; echo $?

#### find: a binary operator right after an operator
find . -name x -a , ; echo $?
find . -name x -o , ; echo $?
find . ! -a ; echo $?

#### find: a lone ')' or ',' among the start points is a path
mkdir d
find d , ; echo $?
find d \) ; echo $?

#### patch: a hunk one line short gets a blank context line (fuzz 1)
printf '1\n2\n3\n4\n5\n' > f
printf -- '--- f\n+++ f\n@@ -1,4 +1,4 @@\n 1\n-2\n+X\n 3\n' > p
patch < p; echo $?; cat f

#### patch: a hunk several lines short fails, or ends the input unexpectedly
seq 1 12 > f
printf -- '--- f\n+++ f\n@@ -1,4 +1,4 @@\n-1\n+X\n' > p
patch < p; echo $?; cat f; ls
printf -- '--- f\n+++ f\n@@ -1,5 +1,5 @@\n-1\n+X\n' > p
patch < p; echo $?
printf -- '--- f\n+++ f\n@@ -1,2 +1,1 @@\n-1\n+X\n' > p
patch < p; echo $?

#### patch: a hunk line without a prefix is malformed
printf '1\n2\n3\n4\n5\n' > f
printf -- '--- f\n+++ f\n@@ -1,3 +1,3 @@\n 1\n-2\nX\n 3\n' > p
patch < p; echo $?; cat f

#### patch: hunk headers GNU refuses or accepts
seq 1 5 > f
printf -- '--- f\n+++ f\n@@ -1,2 +1,2\n 1\n-2\n+X\n' > p
patch < p; echo $?
printf -- '--- f\n+++ f\n@@ -x +1 @@\n-1\n+X\n' > p
patch < p; echo $?
printf -- '--- f\n+++ f\n@@ -1 x @@\n-1\n+X\n' > p
patch < p; echo $?
printf -- '--- f\n+++ f\n@@ @@\n-1\n+X\n' > p
patch < p; echo $?
printf -- '--- f\n+++ f\n@@ -1,2 +1,2 @\n 1\n-2\n+X\n' > p
patch < p; echo $?; cat f

#### patch: a hunk of context only is malformed
seq 1 5 > f
printf -- '--- f\n+++ f\n@@ -1,2 +1,2 @@\n 1\n 2\n' > p
patch < p; echo $?

#### patch: a broken second hunk stops patch and leaves the file
seq 1 12 > f
printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-1\n+X\n@@ -5 +5 @@\n-5\nY\n' > p
patch < p; echo $?; cat f; ls

#### patch: a tab-started hunk line is context
seq 1 5 > f
printf -- '--- f\n+++ f\n@@ -2,2 +2,2 @@\n\t2\n-3\n+X\n' > p
patch < p; echo $?; cat f

#### patch: no-newline markers only after the last line of a side
printf '1\n2' > f
printf -- '--- f\n+++ f\n@@ -1,2 +1,2 @@\n 1\n\\ No newline at end of file\n-2\n+X\n' > p
patch < p; echo $?
printf -- '--- f\n+++ f\n@@ -1,2 +1,2 @@\n-1\n+X\n\\ a\n\\ b\n 2\n' > p
patch < p; echo $?
printf -- '--- f\n+++ f\n@@ -1,2 +1,2 @@\n 1\n-2\n\\ No newline at end of file\n+X\n' > p
patch < p; echo $?; od -c f

#### patch: a line's newline is part of the match
seq 1 12 > f
printf -- '--- f\n+++ f\n@@ -1,2 +1,2 @@\n 1\n-2\n\\ No newline at end of file\n+X\n' > p
patch < p; echo $?; ls; cat f.rej
printf '1\n2' > f
printf -- '--- f\n+++ f\n@@ -1,2 +1,2 @@\n 1\n-2\n+X\n' > p
patch < p; echo $?; od -c f

#### patch: fuzzed context past the end of the file is not added
printf '1\n2' > f
printf -- '--- f\n+++ f\n@@ -1,3 +1,3 @@\n-1\n+X\n' > p
patch < p; echo $?; od -c f

#### patch: an offset of -1 is "lines"
seq 1 12 > f
printf -- '--- f\n+++ f\n@@ -5,3 +5,3 @@\n 4\n-5\n+X\n 6\n' > p
patch < p; echo $?

#### patch -o -: the text on stdout, the messages on stderr
printf 'a\n' > f
printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-a\n+b\n' > p
patch -o - < p 2>err; echo $?; cat err; cat f
patch -o - --dry-run < p; echo $?
printf 'x\n' > f
patch -o - < p; echo $?; ls

#### patch -o: created first, every file appended, written even with --dry-run
printf 'a\n' > f; printf 'c\n' > h
printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-a\n+b\n--- h\n+++ h\n@@ -1 +1 @@\n-c\n+d\n' > p
patch -o out < p; echo $?; cat out; cat f h
patch --dry-run -o out2 < p; cat out2
patch -o out3 < /dev/null; echo $?; ls out3
echo junk | patch -o out4; echo $?; ls out4
patch -o nodir/out < p; echo $?

#### patch -o: a broken hunk leaves what was patched before it
printf '1\n2\n' > f
printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-1\n+X\n@@ -5 +5 @@\n-5\nY\n' > p
patch -o out < p; echo $?; od -c out

#### patch -d: a missing directory
printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-a\n+b\n' > p
patch -d nodir < p; echo $?
touch file
patch -d file < p; echo $?

#### patch: diff -N's Epoch time removes the file
printf 'hello\n' > g
printf -- '--- g\t2024-01-01 00:00:00.000000000 +0000\n+++ g\t1970-01-01 00:00:00.000000000 +0000\n@@ -1 +0,0 @@\n-hello\n' > p
patch -p0 < p; echo $?; ls
printf 'hello\n' > g
printf -- '--- g\t2024-01-01 00:00:00 +0000\n+++ g\t1970-01-01 01:00:00 +0100\n@@ -1 +0,0 @@\n-hello\n' > p
patch -p0 < p; echo $?; ls
printf 'hello\n' > g
printf -- '--- g\t2024-01-01 00:00:00 +0000\n+++ g\t1970-01-01 01:00:00 +0000\n@@ -1 +0,0 @@\n-hello\n' > p
patch -p0 < p; echo $?; ls -s g

#### patch: a rejected line without newline is written as it is
printf '1\n2' > a; printf '1\nX' > b
diff -c a b | sed '1s/.*/*** a/;2s/.*/--- b/' > pc
printf '1\nQ' > a
patch a < pc; echo $?; od -c a.rej

#### ls --color=always with TERM=dumb and no LS_COLORS colours nothing
mkdir d; touch f; ln -s f l
ls --color=always; ls --color -F; ls --color=force -l d; echo $?

#### the empty file name is no file (not the current directory)
mkdir -p d/e; cd d; touch x
rm -rf ''; echo $?; ls
rm ''; echo $?; rm -r ''; echo $?
unlink ''; echo $?
ls ''; echo $?; ls -d ''; echo $?
stat ''; echo $?; stat -c %n ''; echo $?
du ''; echo $?; du -s '' x; echo $?
mkdir ''; echo $?; mkdir -p ''; echo $?; rmdir ''; echo $?
touch ''; echo $?; touch -c ''; echo $?
truncate -s 0 ''; echo $?; truncate -c -s 0 ''; echo $?
chmod 644 ''; echo $?; chmod -R 644 ''; echo $?
tree ''; echo $?
readlink -f ''; echo $?; readlink -v ''; echo $?; realpath ''; echo $?; realpath -m ''; echo $?
realpath --relative-to='' .; echo $?
diff '' x; echo $?; cmp '' x; echo $?
file ''; file '' x; file -E ''; echo $?
ls

#### cp and mv with the empty file name
mkdir d; touch f; ln -s f l
cp f ''; echo $?; cp '' f; echo $?
cp -r d ''; echo $?; cp -P l ''; echo $?; cp d ''; echo $?
cp -t '' f; echo $?; cp f l ''; echo $?
mv f ''; echo $?; mv '' f; echo $?; mv -t '' f; echo $?; mv f l ''; echo $?
ls

#### ln with the empty file name
touch f
ln -s f ''; echo $?; ln '' x; echo $?; ln f ''; echo $?
ln -s '' l; echo $?; ln -s f g ''; echo $?; ln f -t ''; echo $?
ls

#### ln: -t is checked first; hard link failures name the target
touch f; mkdir d
ln -t nosuch f; echo $?; ln -s -t nosuch; echo $?; ln -t f f; echo $?
ln f nod/x; echo $?; ln -s f nod/x; echo $?
touch g; ln f g; echo $?; ln -s f g; echo $?

#### rmdir -p names the parents it fails on as directories
mkdir -p a/b; touch a/f
rmdir -p a/b; echo $?
mkdir -p x/y/z; touch x/k
rmdir -pv x/y/z; echo $?

#### install, tar, xargs -a and shred with the empty file name
touch f
install f ''; echo $?; install -d ''; echo $?; install '' x; echo $?
tar cf x.tar ''; echo $?; tar tf ''; echo $?; tar cf '' f; echo $?
xargs -a '' echo; echo $?
shred ''; echo $?
ls

#### mktemp: too few X's is told of the template as given
mktemp -p . XX; echo $?; mktemp -t XX; echo $?; mktemp --tmpdir=. XX; echo $?
mktemp -t 'a/XX'; echo $?; mktemp -p . /XX; echo $?; mktemp -p . --suffix=.x aXX; echo $?

#### tar keeps names as given (// too) and strips up to the last .. component
mkdir -p w/d; cd w; touch d/f
tar cf x.tar d//f .//d//; tar tf x.tar
cd d
tar cf ../b.tar ./../d/f 2>&1; tar tf ../b.tar
tar cf ../b.tar f/../../d/f 2>&1; echo $?
tar cf ../b.tar ../nonexist /nonexist 2>&1; echo $?

#### tar: an excluded name is skipped before any note or stat
tar cf a.tar --exclude='*zz' /nonexist_zz ../nonexist_zz; echo $?
mkdir d; touch d/f d/g
tar cf y.tar --anchored --exclude='d/f' ./d; tar tf y.tar
tar cf z.tar --anchored --exclude='./d/f' ./d; tar tf z.tar

#### tar: with several names every file is looked for again as a hard link
mkdir d; touch d/f
tar cf x.tar d/../d/f d/./f ./d 2>&1; tar tvf x.tar | awk '{print $1, $NF}'
tar cf y.tar d; tar tvf y.tar | awk '{print $1, $NF}'
ln d/f d/g; tar cf z.tar d; tar tvf z.tar | awk '{print $1, $NF}'

#### tar: the archive itself is not dumped
mkdir d; touch d/f
tar cf d/x.tar d; echo $?; tar tf d/x.tar
tar cf x.tar .; echo $?; tar tf x.tar | sort
tar cf y.tar d; tar rf y.tar .; echo $?; tar tf y.tar | sort

#### find -exec ... +: the {} must be alone and only once
mkdir a; touch a/f
find a -type f -exec echo 'x{}y' + ; echo $?
find a -type f -exec echo {} {} + ; echo $?
find a -type f -execdir echo {} {} + ; echo $?
find a -type f -execdir echo x{} + ; echo $?
find a -type f -exec echo {} x + ; echo $?
find a -type f -ok echo {} + ; echo $?
find a -type f -exec echo a {} + ; find a -type f -exec echo {}{} \;

#### find -printf: a directive cut short by the end of the format
touch f
find f -printf '%'; echo $?
find f -printf '%-5' 2>&1 | od -c | head -2; echo $?

#### find -version and -help are read in the expression
touch f
find f -name x -version | head -1; echo $?
find f -help -name | head -1
find -version | head -1
find -foo -version; echo $?

#### mv and cp onto NAME/ when NAME is a file or missing
touch f g; mkdir e d
mv e/ f/; echo $?; mv g f/; echo $?; mv e f/; echo $?
cp f g/; echo $?; cp -r e f/; echo $?
cp f nosuch/; echo $?; mv f nosuch/; echo $?
mv e/ new/; echo $?; ls

#### cp --attributes-only copies no data; --update takes no argument in 9.1
echo a > f; echo b > g
cp --attributes-only f j; echo $?; cat j; wc -c < j
cp --attributes-only f g; cat g
cp --update=none f g; echo $?
mv --update=older f g; echo $?

#### ls -Z shows '?' for the context; --author repeats the owner
touch a bb; mkdir d
ls -Z; ls -Zm; ls -Zs; ls -Zx; ls -Z -1 d .
ls -lZ | awk '{print NF, $1, $5, $NF}'
ls -l --author | awk '{print NF, ($3 == $5)}'
ls -g --author | awk '{print NF}'
ls -lZ --author | awk '{print NF, $6}'

#### diff --color=always: GNU's default palette in each format
printf 'a\nb\nc\n' > x; printf 'a\nB\nc\nd' > y
diff --color=always x y | cat -v
diff --color=always -u --label x --label y x y | cat -v
diff --color=always -c --label x --label y x y | cat -v
diff --color=always -U0 --label x --label y x y | cat -v
diff --color=always -e x y | cat -v
diff --color=always -q x y; echo $?
diff --color x y | cat -v; diff --color=never x y | cat -v; diff --color=always --color=auto x y | cat -v

#### diff --color=always: -p function text, -T, side by side
printf 'void f()\n{\n a;\n b;\n c;\n d;\n}\n' > x; sed 's/d;/D;/' x > y
diff --color=always -p -u --label x --label y x y | cat -v
printf 'a\tb\n' > x; printf 'a b\n' > y
diff --color=always -T x y | cat -v
printf 'a\nb\nc\nq\n' > x; printf 'a\nB\nc\nd\n' > y
diff --color=always -y -W 30 x y | cat -v
printf 'a\nb' > x; printf 'a\n' > y
diff --color=always -y -W 30 x y | cat -v

#### diff -r shows its options quoted as GNU (= and ' too)
mkdir A B; echo 1 > A/f; echo 2 > B/f
diff -r --unified=5 A B | head -1; diff -r -I 'x=y' A B | head -1; diff -r -I "it's" A B | head -1
diff -r -I "it's\$" A B | head -1; diff -r -I 'a:b' A B | head -1; diff -r --color=always A B | head -1

#### patch: git renames, copies and mode changes
mkdir -p d; printf 'x\ny\n' > d/a
{ echo 'diff --git a/d/a b/d/b'; echo 'similarity index 50%'; echo 'rename from d/a'; echo 'rename to d/b'
  echo '--- a/d/a'; echo '+++ b/d/b'; echo '@@ -1,2 +1,2 @@'; echo ' x'; echo '-y'; echo '+z'; } > p
patch -p1 --dry-run < p; patch -p1 < p; echo $?; find d | sort; cat d/b
patch -p1 -R < p; find d | sort; cat d/a
patch -p0 < p; echo $?; patch < p; echo $?
printf 'q\n' > c
{ echo 'diff --git a/c b/e'; echo 'similarity index 100%'; echo 'copy from c'; echo 'copy to e'; } > p2
patch -p1 < p2; echo $?; cat e
{ echo 'diff --git a/c b/c'; echo 'old mode 100644'; echo 'new mode 100755'
  echo 'diff --git a/e b/e'; echo 'deleted file mode 100644'; } > p3
patch -p1 < p3; echo $?; ls -l c e | cut -c1-10
patch -p1 -R < p3; echo $?; ls -l c e | cut -c1-10
{ echo 'diff --git a/e b/h'; echo 'rename from e'; echo 'rename to h'; echo 'old mode 100644'; echo 'new mode 100700'; } > p4
patch -p1 < p4; ls -l e h 2>&1 | cut -c1-10

#### patch: git new and deleted empty files
{ echo 'diff --git a/n b/n'; echo 'new file mode 100644'; echo 'index 0000000..e69de29'; } > p
patch -p1 < p; echo $?; ls -l n | cut -c1-10
{ echo 'diff --git a/n b/n'; echo 'deleted file mode 100644'; echo 'index e69de29..0000000'; } > p
patch -p1 < p; echo $?; ls

#### patch: a creation patch on an existing file
printf 'x\n' > n
printf -- '--- /dev/null\n+++ n\n@@ -0,0 +1 @@\n+x\n' > p
patch < p; echo $?
printf -- '--- n\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n' > q
patch -R < q; echo $?; patch -N < p; echo $?
patch -f < p; echo $?; cat n; cat n.rej

#### patch --dry-run does not say it saves rejects
printf '1\n2\n3\n' > f
printf -- '--- f\n+++ f\n@@ -1,3 +1,3 @@\n 1\n-X\n+two\n 3\n' > p
patch --dry-run < p; echo $?; ls

#### patch: CR LF patches have their CRs stripped; line-ending mismatches are told
printf 'a\nb\n' > f
printf -- '--- f\r\n+++ f\r\n@@ -1,2 +1,2 @@\r\n a\r\n-b\r\n+c\r\n' > p
patch < p; echo $?; od -c f
patch -R -s < p; echo $?; cat f
printf -- '--- f\r\n+++ f\n@@ -1,2 +1,2 @@\r\n a\n-b\n+c\n' > p
patch --dry-run < p; echo $?
printf -- '--- f\n+++ f\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n' > p
patch --dry-run < p; echo $?
printf 'a\r\nb\r\n' > g
printf -- '--- g\n+++ g\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n' > p
patch < p; echo $?; od -c g
printf -- '--- g\r\n+++ g\r\n@@ -1,2 +1,2 @@\r\n a\r\n-b\r\n+c\r\n' > p
patch --binary < p; echo $?; od -c g

#### find -L: loops are told against the ancestor met again; link loops are errors
mkdir -p a/b; ln -s .. a/b/up
find -L a; echo $?
mkdir w; cd w; mkdir -p c/d; ln -s ../.. c/d/l
find -L c; echo $?; cd ..
ln -s loop1 loop2; ln -s loop2 loop1
find -L loop1; echo $?; find loop1; echo $?; find -H loop1; echo $?
find -L . -name 'loop*' -type l 2>/dev/null; echo $?

#### find -path with a trailing slash warns it matches nothing
mkdir -p d/e
find d -path 'd/e/'; echo $?; find . -ipath 'x/'; find . -wholename 'a/*/'

#### du --time and --time-style: the latest time of each tree
mkdir -p d/e; touch -d '2020-01-02 03:04:05' d/e/f; touch -d '2000-01-01' d/e d
du --time d; du --time -a d; du --time -c d d/e; du --time -s d
du --time-style=full-iso --time d/e; du --time --time-style=iso d; du --time --time-style=+%s d
du --time-style=iso d; du --time=bogus d; echo $?; du --time --time-style=locale d; echo $?
du --time=ctime d | cut -f1

#### tar --transform: names stored, listed and extracted through sed expressions
mkdir -p d/e; touch d/e/g
tar cf a.tar d --transform 's,^d,pre/d,'; tar tf a.tar
tar cf b.tar d --xform='s/e/E/g;s,g,G,'; tar tf b.tar
tar cvf c.tar d --transform 's/^/x\//'; tar tf c.tar
tar tf c.tar --transform 's/x/Y/'; tar tf c.tar --transform 's/x/Y/' --show-transformed-names
mkdir out; tar xvf a.tar -C out --transform 's,pre,P,'; find out | sort
mkdir o1; tar xf a.tar -C o1 --strip-components=1 --transform 's,^,X/,'; find o1 | sort
tar cf d.tar d --transform 's/\(d\)\/\(e\)/\2_\1/'; tar tf d.tar
tar cf e.tar d --transform 's/D/Z/i;s/[a-z]/Q/2'; tar tf e.tar
tar cf f.tar d --transform 's/\(.*\)/\U\1/'; tar tf f.tar
tar cf g.tar d --transform 's/e/[&]/' --transform='s|d|a|'; tar tf g.tar

#### tar --transform of link targets and bad expressions
mkdir d; touch d/f; ln -s f d/l
tar cf b.tar d/f d/l --transform 's,f,F,'; tar tvf b.tar | awk '{print $1, $6, $7, $8}'
tar cf c.tar d/f d/l --transform 's,f,F,S'; tar tvf c.tar | awk '{print $1, $6, $7, $8}'
tar cf z.tar d --transform 's/x/y/q'; echo $?; tar cf z.tar d --transform 'y/x/y/'; echo $?
tar cf z.tar d --transform 's/x/y'; echo $?; tar cf z.tar d --transform 's/\(x/y/'; echo $?
tar cf z.tar d --transform 's/x/\1/'; echo $?; tar cf z.tar d --transform 's/d/A/;;s/A/B/'; echo $?

#### touch -d reads dates as date -d does (weekdays, zones); --time's refusal
touch -d 'next monday' g; echo $?; touch -d 'last friday 10:00' h; echo $?
touch -d '2020-01-01 10:00:00 +0200' i; stat -c %Y i
touch -d 'Jan 2 2020' j; stat -c %Y j; touch -d '2020-13-01' k; echo $?
touch --time=bogus f; echo $?

#### chmod warns only of bits the umask left that a plain mode would not set
umask 022; touch f; chmod 666 f
chmod -w f; echo $?; stat -c %a f
chmod +w f; stat -c %a f; chmod u+s,g+s,+t f; stat -c '%a %A' f

#### install -b, --backup=CONTROL and -S make backups as cp does
touch f; mkdir d; install f d/f
install -bv f d/f; install -v f d/f; install --backup=numbered -v f d/f
install -S .bak f d/f; ls d; install -bC f d/f; ls d
install -b --backup=x f d/f; echo $?

#### tar -d/--diff/--compare tells how files differ from the archive
printf 'x' > f; mkdir d; printf 'a' > d/g; ln -s f l; touch -d 2010-01-01 f d/g d
tar cf a.tar f d l; tar df a.tar; echo "rc=$?"
printf 'y' > f; touch -d 2010-01-01 f; tar df a.tar; echo "rc=$?"
printf 'yy' > f; tar df a.tar; echo "rc=$?"
touch -d 2000-01-01 d/g; chmod 600 d/g; rm l; ln -s g l
tar --compare -f a.tar; echo "rc=$?"
rm -r d; tar dvf a.tar; echo "rc=$?"
tar df a.tar f nosuch; echo "rc=$?"
rm f; mkdir f; tar --diff -f a.tar f; echo "rc=$?"

#### patch -V / $VERSION_CONTROL name backups as GNU (existing by default)
printf 'x\n' > f
printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-x\n+y\n' > p
patch -b -V numbered < p; patch -R -b -V numbered < p; ls
patch -b < p; ls
patch -R -b -V simple -z .s < p; ls
patch -b -V x < p; echo $?
VERSION_CONTROL=bogus patch -b < p; echo $?
rm f.~*; SIMPLE_BACKUP_SUFFIX=.bk patch -b < p; ls
PATCH_VERSION_CONTROL=t patch -R -b < p; ls

#### mv LINK/ and rmdir LINK/ of a link to a directory
mkdir d; ln -s d l; mkdir e
mv l/ k; echo $?; mv l/ e; echo $?; mv -T l/ k; echo $?; ls
rmdir l/; echo $?; rm l/; echo $?; rm -r l/; echo $?; ls
touch f; ln -s f m; mv m/ n; echo $?; ls

#### rm -r LINK/ empties the directory; -f takes Not a directory as missing
mkdir d; touch d/f; ln -s d l
rm -r l/; echo $?; ls d
touch d/f; rm -rf l/; echo $?; ls d
mkdir d/sub; touch d/sub/x; rm -rfv l/; echo $?; ls; ls d
touch f; rm -f f/; echo $?; rm -f f/x; echo $?; rm f/x; echo $?

#### diff -r: binary files without a header, a directory against itself, --no-dereference
mkdir A B; printf 'a\0' > A/bin; printf 'b\0' > B/bin; echo x > A/t; echo y > B/t
diff -r A B; echo $?; diff -ru A B | sed 's/\t.*//'
diff -s A A; echo $?; diff -rs A A/; echo $?
mkdir C D; ln -s x C/l; ln -s x D/l; ln -s y C/m; echo q > D/m
diff -rs --no-dereference C D; echo $?
ln -s z C/n; diff --no-dereference -q C/m C/n; echo $?
diff -r C D; echo $?

#### find -printf %TX has the fraction as %TT
touch -d '2020-03-04 05:06:07' f
find f -printf '%TX|%TT|%AX|%CX\n' | cut -d'|' -f1,2

#### patch --verbose tells GNU's story (and -s after it silences it)
printf 'a\nb\n' > f; printf 'x\n' > h
printf 'junk line\n--- f\n+++ g\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n--- h\n+++ i\n@@ -1 +1 @@\n-x\n+y\n' > p
patch --verbose < p; echo "rc=$?"
patch --verbose --dry-run h < p; echo "rc=$?"
patch --verbose -s < p; echo "rc=$?"
printf '2c2\n< c\n---\n> d\n' > n; patch --verbose f < n
patch --verbose < /dev/null; echo $?
printf 'q\n' > a
printf 'diff --git a/a b/b\nsimilarity index 100%%\nrename from a\nrename to b\n' > r
patch --verbose -p1 < r; ls

#### diff -D NAME merges both files with #ifdef; -f writes a forward ed script
printf '1\n2\n3\n4\n' > a; printf '1\nX\n3\n4\n5\n' > b; printf '0\n1\n3\n' > c
diff -D FOO a b; echo $?; diff --ifdef=BAR a c; diff -D Z a a; echo $?
printf '1\n2' > d; printf '1\n3' > e; diff -D Z d e | od -c
diff -D Z -u a b; echo $?
mkdir A B; diff -D N A B; echo $?
printf 'a\nb\nc\nd\ne\n' > x; printf 'b\nC\nD\ne\nf\n' > y
diff -f x y; echo $?; diff --forward-ed x x; echo $?; diff -f -e x y; echo $?

#### realpath -m / readlink -m go on past a link loop
ln -s a b; ln -s b a
readlink -m a; echo $?; realpath -m a; echo $?; realpath -m a/x/../y; echo $?
readlink -m b/c; echo $?; realpath a; echo $?; readlink -f a; echo $?; readlink -e a; echo $?

#### names with control characters quoted as GNU: runs of escapes, a leading ''
touch $'\tb' $'b\t' $'\xffa' $'a\t\tb' $'\t\x01' $'a\'\tb'
ls --quoting-style=shell-escape; ls --quoting-style=shell-escape-always
rm nosuch$'\t\t'x; rm -v -- *

#### tree --charset=ascii and --filelimit
mkdir -p a/b/c; touch a/f a/b/g a/b/.h
tree --charset=ascii a; tree --charset ASCII -a a; tree --charset=utf-8 a
mkdir -p t/b; for i in 1 2 3 4 5; do touch t/b/f$i; done
tree --filelimit 3 t; echo $?; tree --filelimit=5 t; echo $?; tree --filelimit 4 -d t; echo $?
tree --filelimit 2 a; echo $?; tree -a --filelimit 2 a; echo $?

#### tree -u -g -D and --timefmt
mkdir -p a/b; printf 'abc' > a/b/f; touch -d '2020-01-02 03:04' a/b/f a/b a
tree -ug a | sed 's/\[[a-z]* *[a-z]* *\]/[O G]/'; tree -u a | awk '{print NF}'
tree -D a; tree -D --timefmt '%Y' a; tree --timefmt '%Y-%m' a; tree -D -s a; tree -p -D a

#### tree --du: directories sized with everything below, tree's total
mkdir -p a/b/c; printf '%5000s' > a/b/c/f; printf 'x' > a/g; mkdir e
tree --du a; tree --du -h a; tree --du --noreport a; tree --du -L 1 a; tree --du -d a
tree --du e; tree --du a e

#### tree -X writes tree's XML document
mkdir -p a/b; printf 'abc' > a/b/f; ln -s b/f a/l; touch 'a/x&<y'; mkdir e
tree -X a; tree -X -s -p a; tree -X --noreport a; tree -X -d a; tree -X a e; tree -X -L 1 -h a
tree -X nosuch; echo $?
