# File and tree commands (ls find xargs cp mv rm ln stat du tree head tail tee split
# csplit diff patch sed ...), round 8: differences found running agent-style scripts
# against GNU coreutils / findutils / diffutils / patch / sed / tree. Deterministic
# only: no owners, times or inodes in the output; find output sorted where directory
# order leaks.

#### patch: of two existing names the one with the fewest parts, then shortest
printf 'x\n' > longname; printf 'x\n' > a
printf -- '--- longname\n+++ a\n@@ -1 +1 @@\n-x\n+y\n' > p
patch < p; echo $?; cat longname a
mkdir -p d/e; printf 'x\n' > d/e/f; printf 'x\n' > d/zz
printf -- '--- d/e/f\n+++ d/zz\n@@ -1 +1 @@\n-x\n+y\n' > p
patch -p0 < p; echo $?; cat d/e/f d/zz

#### patch: a created file takes the best of its names, not the old one
printf -- '--- nonexist\t1970-01-01 00:00:00.000000000 +0000\n+++ g\t2020-01-01 00:00:00.000000000 +0000\n@@ -0,0 +1 @@\n+new\n' > p
patch -p0 < p; echo $?; cat g; ls
printf -- '--- a\t1970-01-01 00:00:00.000000000 +0000\n+++ longname\t2020-01-01 00:00:00.000000000 +0000\n@@ -0,0 +1 @@\n+new\n' > p2
patch -p0 < p2; echo $?; cat a

#### patch: an all-added hunk names the best of its names
printf -- '--- z\n+++ qq\n@@ -0,0 +1 @@\n+x\n' > p
patch < p; cat z
printf -- '--- zzz\n+++ qq\n@@ -0,0 +1 @@\n+x\n' > p
patch < p; cat qq

#### patch: a created file prefers a name whose directories exist
mkdir a
printf -- '--- a/bbbbb\t1970-01-01 00:00:00.000000000 +0000\n+++ q/x\t2020-01-01 00:00:00.000000000 +0000\n@@ -0,0 +1 @@\n+new\n' > p
patch -p0 < p; echo $?; cat a/bbbbb

#### ls: --classify takes an optional WHEN
mkdir -p d/s; touch d/f; chmod +x d/f; ln -s f d/l
ls --classify=always d; ls --classify d; ls --classify=never d
ls -p --classify=auto d; ls --classify=if-tty d; ls --class=force d
ls --classify=bad 2>&1; echo $?

#### rm: a bad option names the operand that looks like an option
touch -- -x '-a b' -f "-q'r"
rm -x 2>&1; echo $?
rm -z -- '-a b' 2>&1; echo $?
rm --bogus -f 2>&1; echo $?
rm --force=1 "-q'r" 2>&1; echo $?
rm -z -- -nosuch 2>&1; echo $?
rm -- -x; ls

#### diff: the obsolete -NUM context and the largest -C/-U
printf '%s\n' 1 2 3 4 5 6 7 8 9 > a; printf '%s\n' 1 2 3 4 X 6 7 8 9 > b
for s in '-u0' '-c1' '-1 -u' '-12 -u' '-1 -2 -u' '-1 -x z -2 -u' '-U5 -U2' '-u -U1' '-U1 -3' '-U3 -1' '-u1 -u3' '--context -2' '--unified -1' '-0 -U0' '-5' '-C 0 -u'; do
  echo "== $s"; diff -L a -L b $s a b 2>&1; echo $?
done

#### diff -N: a directory on one side only is an empty directory
mkdir -p x/sub/deep y; printf 'a\n' > x/sub/f; printf 'b\n' > x/sub/deep/g; printf 'q\n' > x/top
diff -N nosuch x; echo $?
diff -rN nosuch x; echo $?
diff -rN x nosuch; echo $?
diff -rNq x y; echo $?
diff -rN -s y x; echo $?
diff -N y x; echo $?
diff -r --unidirectional-new-file y x; echo $?
diff -r --unidirectional-new-file x y; echo $?
diff -rN --unidirectional-new-file x y; echo $?
diff -N nosuch1 nosuch2; echo $?

#### diff: line formats
printf 'a\nb\nc\n' > a; printf 'a\nB\nC\nc\n' > b
diff --old-line-format='-%dn %l
' --new-line-format='+%3dn|%-3xn|%05on %L' --unchanged-line-format='' a b; echo $?
diff --line-format='%(n=2?X:Y)%l
' a b
diff --unchanged-line-format='%q %c %% %' --old-line-format='%' --new-line-format='%c'"'"'\101'"'"'%c'"'"'\'"'"'
' a b; echo
printf 'a\nb\nc' > a; printf 'a\nB\nc' > b
diff --line-format='[%l]
' a b; diff --line-format='%L' a b; echo
printf 'a\tb\n' > a; printf 'c\n' > b
diff -t --line-format='%L' a b; diff -T --line-format='%L' a b

#### diff: group formats
printf 'a\nb\nc\n' > a; printf 'a\nB\nC\nc\n' > b
diff --changed-group-format='%df,%dl %de %dm %dn %dF,%dL %(N=2?two:other) %(n=0?z:nz)%c'"'"'x'"'"'
' --unchanged-group-format='U%dn
' a b; echo $?
printf 'a\nb\nc\n' > a; printf 'a\nc\nd\n' > b
diff --old-group-format='<%<>' --new-group-format='{%>}' --changed-group-format='[%<|%>]' --unchanged-group-format='=%=' a b
printf 'a\nb\nc\n' > a; printf 'x\nc\nd\n' > b
diff --changed-group-format='CH(%<)(%>)
' a b
diff --changed-group-format='CH
' --old-group-format='OLD
' a b
diff --new-group-format='N %dF-%dL
' --old-group-format='O %df-%dl
' --unchanged-group-format='' a b
printf 'a\n' > a; printf 'b\n' > b
diff --changed-group-format='%(f=1?%(F=1?both:left):none)|%(n=1?one)|%(1=2?:no)|%(x=1?a:b)|%(1=?x:y)|%-5dn|%05dN|%.2dn|%c'"'"'ab'"'"'
' a b

#### diff: if-then-else output of identical files, ignored changes and conflicts
printf 'a\nb\n' > a; printf 'a\nb\n' > b
diff -D X a b; echo $?
diff --unchanged-group-format='same %dn
' a b; echo $?
printf 'a\n\nb\n' > a; printf 'a\nb\n' > b; diff -B -D X a b; echo $?
printf 'a\n#x\nb\n' > c; printf 'a\nb\n' > d; diff -I '^#' --old-group-format='DEL%<' c d; echo $?
diff --old-line-format=x --old-line-format=y a b; echo $?
diff --line-format=x --old-line-format=y a b; echo $?
diff -D X --old-group-format=q a b; echo $?
diff --changed-group-format=q -D X a b; echo $?
diff -u --line-format=x a b; echo $?

#### tree: names escaped as tree prints them
mkdir d; touch d/$'c1\xc2\x85' d/$'ok "q\\' d/'é' d/$'nb\xc2\xa0' d/$'t\tb' d/$'x y\xff\\'
ln -s $'t\tgt' d/$'l\x01'
tree d; tree -Q d; tree -N d; tree -q d; tree -q -Q d; tree -f d; tree -N -Q d
tree -Q $'x\ty' 2>&1

#### tree: -J escapes control characters
mkdir d; touch d/$'a\x01b' d/'q"\' d/$'n\nl' d/$'t\tb\b\f\r' d/'é<&>'
tree -J d; tree -X d

#### tree --matchdirs: directories always listed, a matched first-level one open
mkdir -p d/e/deep d/sub d/e2 d/e/e/f
touch d/e/z.py d/e/deep/k.txt d/sub/a.py d/sub/b.txt d/x.py d/e2/w d/e/e/f/g d/e/e/h
tree --matchdirs -P '*.py' d
tree --matchdirs -P 'e' d
tree --matchdirs -P 'e' --prune d
tree --matchdirs -P 'sub|*.py' d
tree --matchdirs -P 'deep' d
tree --matchdirs -P 'e' d/e
tree --matchdirs -P 'f' d/e

#### tree --filelimit: the named directory too, and 0 is no limit
mkdir -p d/s e/x/s; touch d/f1 d/f2 d/s/a d/s/b e/x/s/a e/x/s/b
tree --filelimit 1 d; echo "rc $?"
tree --filelimit 2 -J d; tree --filelimit 1 -X d
tree --filelimit 1 e; echo "rc $?"
tree --filelimit 1 -J e; tree --filelimit 1 -X e
tree --filelimit 1 -J d d
tree --filelimit 0 e; tree --filelimit -1 e; tree --filelimit 1x e; echo $?

#### ls --zero: NUL line ends, one per line unless -l, names as they are
mkdir -p d/s; touch d/a d/$'b\nc' d/s/x
ls --zero d | tr '\0' '|'; echo
ls --zero -C d | tr '\0' '|'; echo
ls -C --zero d | tr '\0' '|'; echo
ls --zero -m d | tr '\0' '|'; echo
ls --zero -R d | tr '\0' '|'; echo
ls --zero -go --time-style=+X d | tr '\0' '|'; echo
ls -l --zero --time-style=+X -go d | tr '\0' '|'; echo
ls --zero -F -Q d | tr '\0' '|'; echo
ls -q --zero d | tr '\0' '|'; echo
ls --zero -q d | tr '\0' '|'; echo
ls --zero d d/a | tr '\0' '|'; echo

#### ls: -1 after -l keeps the long format
mkdir d; touch d/a d/b
ls -go -1 --time-style=+X d; ls -1 -go --time-style=+X d

#### ls --dereference-command-line-symlink-to-dir
mkdir d; touch d/f; ln -s d dl
ls --dereference-command-line-symlink-to-dir dl
ls -l --dereference-command-line-symlink-to-dir --time-style=+X -go dl
ls -d --dereference-command-line-symlink-to-dir dl
ls -F --dereference-command-line-symlink-to-dir dl; ls -F dl

#### ls: columns by display width (controls none, wide two, bad bytes one)
touch 'é' '日本語テキスト' $'t\tx' $'c\x01d' zz a b c d e f g h i $'x\xffy' $'e\xcc\x81' $'zw\xe2\x80\x8bz'
ls -C -w 30; ls -x -w 30; ls -C -w 50

#### find -newerXY: letters checked, no birth times
for p in -newerXY -newerqq -newerm -newermmm -newerBt -newertm -newer1 -newerXm -newerBm -newermB -newermm -newermc; do
  find . -maxdepth 0 $p nosuch 2>&1; echo $?
done
find . -maxdepth 0 -newermt 2>&1; echo $?

#### tee: '-' is a file, a file named twice written once
printf 'z\n' | tee - | cat; cat ./-
printf 'x\n' > f; printf 'a\n' | tee f f; cat f
printf 'b\n' | tee -a f f; cat f
printf 'c\n' | tee f ./f; cat f
mkdir d; printf 'a\n' | tee d d 2>&1; echo $?

#### csplit: the sizes come out after the error (block-buffered stdout)
printf '%s\n' a b c d e f g h > f
csplit -k f 3 20 2>&1; echo $?
printf '%s\n' a X b X c > g
csplit g '/X/' '{5}' 2>&1; echo $?
csplit -k g '/X/' '{5}' 2>&1; echo $?

#### cp -s: a relative source only into the current directory
touch a 'b:c'; mkdir d
cp -s a d/ 2>&1; echo $?
cp -s ./a d/x 2>&1; echo $?
cp -s a . 2>&1; echo $?
cp -s a ./z 2>&1; echo $?; ls -l z | cut -c1
cp -s a d/../w 2>&1; echo $?
cp -s 'b:c' d/ 2>&1; echo $?
mkdir e; touch e/f; cp -rs e e2 2>&1; echo $?
ln -s a l; cp -sf a l 2>&1; echo $?; cp -sf a a 2>&1; echo $?

#### ln: --relative needs --symbolic
mkdir a; touch f
ln -r a c 2>&1; echo $?
ln -r 2>&1; echo $?
ln --relative f g 2>&1; echo $?

#### stat: %#a and %#f, --printf's unknown escapes warned where they are
printf 'abc' > f; chmod 644 f
stat -c '%#a|%#f|%#10a|%-#6a|%#s' f
chmod 0 f; stat -c '%#a|%a' f; chmod 644 f
stat --printf='\101\x42\u0041|\q\x|\xZ\n' f 2>&1; echo
stat --printf='a\' f 2>&1; echo
stat --printf='[%s]\u\n' f f 2>&1

#### split --filter: each piece piped to a shell command with $FILE
printf '1\n2\n3\n' > f
split -l 1 --filter='echo "$FILE:"; cat' f; echo "rc $?"
split -l 2 --verbose --filter='wc -l' f; echo "rc $?"
split -l 1 --filter='cat >/dev/null; exit 3' f 2>&1; echo "rc $?"
split -n 2 --filter='echo $FILE; cat' f
split -b 2 --filter='tr 0-9 a-j > $FILE' f; cat xaa xab; echo
split -n l/2 --filter='echo [$FILE]' f
printf 'a\nb\n' > g; split -l 1 --filter='cat > $FILE.x' g w; cat wab.x
split -d -l 1 --additional-suffix=.t --filter='echo $FILE' g

#### patch -r -: rejects thrown away
printf '1\n2\n3\n' > f
printf -- '--- f\n+++ f\n@@ -1,3 +1,3 @@\n 1\n-Q\n+X\n 3\n' > p
patch -r - f < p; echo $?; ls
printf -- '--- f\n+++ f\n@@ -1,3 +1,3 @@\n 1\n-2\n+X\n 3\n' > p2
patch f < p2; patch --reject-file=- f < p2; echo $?; ls
