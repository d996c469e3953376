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
