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
