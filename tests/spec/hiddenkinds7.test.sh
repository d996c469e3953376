# Hidden workloads of the suite's kinds (sort, uniq, tr, head/tail, wc, cat): variants whose
# fast paths must order and count as the real tools do.

#### sort -h of plain decimals orders as -n
printf '%s\n' 10.5 -3 0 -0.0 2 -10.25 .5 -.5 1e3 007 7 '' - . abc 3.0 3 > f
sort -h f
echo --
sort -rh f
echo --
sort -h -u f

#### sort -h with units and without
printf '%s\n' 1K 900 2M -1K -5 1.5G 1k 0K -0 3T 1024 0.5M 2 > f
sort -h f
echo --
sort -rh f
echo --
sort -h -s -k1,1 f

#### sort -h on a field, blanks before the numbers
printf 'a  12.5\nb 3\nc  -1\nd 3.0\ne 11\n' > f
sort -h -k2 f
echo --
sort -t' ' -k2,2h f

#### tr -s of a big set squeezes each run of one byte
printf 'aabbbccd  eeffff\nxxyyzz\n\n\nAAbb!!..\\\\--]]^^\n' > f
tr -s 'a-z' < f
tr -s '[:alnum:][:punct:]' < f
tr -s 'a-z' 'A-Z' < f
tr -cs 'a-z' '\n' < f

#### sort -V of names with digit runs, tildes, dots and suffixes
printf '%s\n' a10 a9 a009 a1b2 'a 10 z' 'a 9 z' v1.2.10 v1.2.9 v1.2.9-rc1 1.0~beta 1.0 1.0.tar.gz 1.0.tar Fx2 fx2 '~x' 'x~' 9 010 10 0 a0b a00b '!1' '.hidden' 'F~1' > f
sort -V f
echo --
sort -rV f
echo --
sort -V -k2 f

#### sort -V on fields of words and numbers
printf '%s\n' 'beta 10 x' 'alpha 9 y' 'beta 9 x' 'alpha 10 z' 'gamma 007 q' 'gamma 7 q' 'Zeta 1 r' > f
sort -V f
echo --
sort -V -k2,2 f
echo --
sort -s -V -k3,3 f

#### tar lists and extracts members across chunks, plain and gzipped
mkdir -p d/s
i=0; while [ $i -lt 3000 ]; do printf 'line %05d of the first file\n' $i; i=$((i+1)); done > d/a.txt
printf 'small\n' > d/s/b.txt
: > d/s/empty
i=0; while [ $i -lt 9000 ]; do printf '%d\n' $i; i=$((i+1)); done > d/s/c.txt
tar cf a.tar d && tar tf a.tar | sort
tar czf a.tgz d && tar tzf a.tgz | sort | wc -l
mkdir x y && tar xf a.tar -C x && tar xzf a.tgz -C y
cat x/d/a.txt x/d/s/c.txt | wc -lc
cat y/d/a.txt y/d/s/b.txt y/d/s/c.txt | tail -2
tar xOzf a.tgz d/s/c.txt | head -2

#### uniq -c of distinct lines, of runs, across blocks
printf '%s\n' {1..40000} > f
uniq -c f | head -2
uniq -c f | tail -2
uniq -c f | wc -lc
printf '%s\n' {1..20000} {1..20000} | sort > g
uniq -c g | head -3
uniq -c g | wc -l
uniq -c -f0 -s1 g | tail -2
printf 'a\na\nb\nc\nc\nc\nd' | uniq -c
printf 'x\ny\nz' | uniq -c

#### cat -A, -E, -T, -v over plain and non-printing text
printf 'a\tb,c\nplain line\n\n' > p
printf 'x\001y\tz\177\n\303\251t\303\251\nend' > q
cat -A p
cat -E p q
cat -T p
cat -v q p
cat -vE p | wc -c
cat -A q p | head -3

#### uniq -s and -w compare a slice of each line
printf '%s\n' user1:5:x user2:5:x user10:1:y user10:2:y xuser10:2:y ab a '' '' abc abd > f
uniq -s4 f
echo --
uniq -c -w5 f
echo --
uniq -d -s2 -w3 f
echo --
uniq -c -w0 f
echo --
uniq -u -s100 f | wc -l
uniq -c -s1 -w2 f

#### tr -s of a big set with NUL and 0xFF bytes
printf 'aa\000\000bb\377\377cc\n\n' | tr -s '\000-\377' | wc -c
printf 'xx\377\377yy\000\000zz' | tr -s 'a-z' | wc -c
printf 'AAbbCCdd\n' | tr -s 'A-Za-z'

#### uniq -D and --group, groups across blocks
printf '%s\n' a a b c c c d e e > f
uniq -D f
echo --
uniq --all-repeated=prepend f
echo --
uniq --all-repeated=separate f
echo --
uniq --group f
echo --
uniq --group=prepend f | head -3
uniq --group=append f | tail -3
uniq --group=both f | wc -l
uniq -D -w1 -i f | wc -l
printf '%s\n' {1..15000} {1..15000} | sort > g
printf 'x\nx\n' >> g
uniq -D g | wc -l
uniq --all-repeated=separate g | tail -4
uniq --group=both g | wc -l
printf '' | uniq --group=both | wc -c
