# grep (GNU grep 3.8) spec cases that the text commands files do not cover.

#### -i with -x and -w: whole lines and words, case folded
printf 'b\nab\nB\nb c\nB-x\n' > gf
grep -ix b gf; grep -i -x b gf; grep -ixn b gf; grep -ixv b gf
grep -iw b gf; grep -iwc b gf; grep -iwo b gf
grep -ixF b gf; grep -iwF b gf; grep -ixE 'b|ab' gf
grep -i b -x gf nosuch; echo "rc=$?"

#### -c, -l, -L and -q: which wins
printf 'ab\nxyz\nAB b\n' > g; printf 'xab y\naab\nB-x\n' > f
grep -c -l -e a.b g f; echo "rc=$?"
grep -L -c -x b - < f; echo "rc=$?"
grep -E -q -c zz f; echo "rc=$?"

#### a directory operand: its count and -L name after the error
mkdir -p d; printf 'b\n' > d/h; printf 'xab y\naab\n' > f
grep -c b d; echo "rc=$?"
grep -c b d f; echo "rc=$?"
grep -L b d; echo "rc=$?"

#### -r names the files found in directories, not a lone file operand
mkdir -p d; printf 'b\n' > d/h; printf 'xab y\naab\n' > f
grep -r ab f; grep -w -r ab f; echo "rc=$?"
grep -rc b d f
grep -r b . | sort

#### -P: POSIX classes, and no newline matched by \s \D \W or negated classes
printf 'ab\nxyz\nAB b\n' > g
grep -P -o '[[:upper:]]' g; grep -P -c '[[:digit:][:space:]]' g
grep -P -c '\s' g; grep -P -c 'b[^x]' g; grep -P -c '\D\D\D' g; grep -P -c '\W' g
grep -Po '[^]a]+' g; grep -Po '[^a-z ]+' g

#### -r with standard input, and -q with -l or -L
printf 'ab\nxyz\n' > g
grep -r ab - < g
grep -L -q zz g; echo "rc=$?"
grep -l -q ab g; echo "rc=$?"

#### -z: records end at NUL; ^ $ are a record's ends, . and [^x] match a newline
printf 'a\nb\0c\0' | grep -z 'a.b' | od -An -c
printf 'a\nb\0c\0' | grep -zc 'a[^x]b'
printf 'xa\nb\0a\0' | grep -zc '^a'
printf 'a\nb\0' | grep -zc 'a$'; printf 'a\nb\0' | grep -zc 'b$'
printf 'a\nb\0ab\0' | grep -zxc 'a.b'
printf 'a\nb\0' | grep -zo '[[:space:]]' | od -An -c
printf 'B-x\n\nab\n' | grep -zc '^a'
printf 'a\nb\0' | grep -zcE 'a\sb'; printf 'a\nb\0' | grep -zcE 'a\Wb'

#### -o -v with a pattern that matches empty at the end
printf 'abab\n' | grep -o -v '^$'; echo "rc=$?"
printf 'abab\n\ncd\n' | grep -vn '^$'

#### -T aligns line numbers and offsets to the width of the file's size, no tab on empty lines
printf 'a\n\nab\n' > g.txt; seq 1 12 > h.txt; seq 1 1200 > h2.txt
grep -nT . g.txt; grep -nT '' g.txt; grep -bT a g.txt; grep -nbT a g.txt g.txt; grep -T a g.txt g.txt
grep -nT 1 h.txt | head -3; grep -bT 1 h.txt | tail -2; grep -nT '^1$' h.txt h2.txt

#### -T on a pipe: the width of the largest offset
seq 1 20 > h.txt; cat h.txt | grep -nT '^7$'; grep -nT '^7$' - < h.txt; grep -nT -C1 '^7$' h.txt; grep -onT 2 h.txt | head -3; grep -HT '' h.txt | head -2
