# sortfast2: GNU sort (coreutils 9.1, C.UTF-8) on the shapes of its faster paths: -n of
# decimals with one number of fraction digits (scaled to ints; a canonical column needs no
# last resort), -n of "number word" table lines (the key cut as the first field), and
# sorted output written bucket by bucket as it is sorted (| head stops early, | tail, -o,
# files, -z), with ties, -r, -s, -u, negative zeros, leading zeros and odd numbers.

#### -n of decimals with three fraction digits: signs, zeros, negative zero, ties
printf '1.500\n-0.000\n0.000\n-1.250\n10.000\n-0.500\n2.000\n1.500\n0.250\n-10.000\n' > f
sort -n f; echo --; sort -rn f; echo --; sort -nu f; echo --; sort -ns f; echo --; sort -n -r -s f

#### -n of decimals: leading zeros, no digit before the point, -0 spellings tie
printf '00.50\n0.50\n.50\n-.50\n-0.50\n-00.00\n0.00\n.00\n-.00\n007.25\n7.25\n' > f
sort -n f; echo --; sort -rn f; echo --; sort -nu f; echo --; sort -s -n f

#### -n of decimals of one field width: zero fraction digits, one, four
printf '5.\n-3.\n0.\n-0.\n12.\n5.\n' | sort -n; echo --
printf '2.5\n-2.5\n0.1\n-0.1\n2.5\n10.0\n' | sort -n; echo --
printf '3.1416\n-2.7183\n1.4142\n0.0000\n-0.0000\n1.4142\n' | sort -rn

#### -n of decimals that are not all of one width, or not all numbers
printf '1.5\n1.50\n1.500\n-1.5\n0.5\n.5\n' | sort -n; echo --
printf '1.50\n-\n.\n-.\n2.25\n\n0.75\n' | sort -n; echo --
printf '1.50\n1.2.3\n2.25\n--1.00\n0.75\n1-2.00\n' | sort -n; echo --
printf '1.50\n+2.25\n 0.75\n1e3.00\n0.25\n' | sort -n

#### decimal key fields: -kN,Nn, -kNn to the end, -t, -r, -s, -u
printf 'a 1.50 x\nb -0.25 y\nc 1.50 a\nd 10.00 z\ne -0.00 q\nf 0.00 p\ng -10.50 r\n' > f
sort -k2,2n f; echo --; sort -k2n f; echo --; sort -k2,2nr f; echo --; sort -s -k2,2n f; echo --; sort -u -k2,2n f
tr ' ' : < f > g
echo --; sort -t: -k2,2n g; echo --; sort -t: -k2n -r g; echo --; sort -t: -k2,2n -k1,1r g

#### a large column of decimals: in order, reversed, unique, first and last lines
seq 70000 | awk '{ printf "%.3f\n", (($1 * 7919) % 100003 - 50000) / 7 }' > f
sort -n f | md5sum; sort -rn f | md5sum; sort -nu f | md5sum; sort -n f | head -3; sort -rn f | tail -2
awk '{ print "w" ($1 % 7), $1 }' f > g; sort -k2,2n g | md5sum; sort -k2nr g | head -3; sort -s -k2,2n g | md5sum

#### -n of "number word" lines: ties by the word, leading zeros, -0, -r, -u, -s
printf '10 b\n9 a\n10 a\n007 c\n7 b\n-0 z\n0 y\n-5 q\n9 a\n' > f
sort -n f; echo --; sort -rn f; echo --; sort -nu f; echo --; sort -ns f; echo --; sort -n -r -s f

#### -n of "number word" lines that are not a plain table
printf '10 b\n9  a\n10\ta\n 7 c\n7 b c\n\n3\n' > f
sort -n f | od -An -c; sort -rn f | od -An -c
printf '1.5 x\n1.50 y\n-1 z\n1 w\n.5 v\n' | sort -n; echo --
printf '12abc 1\n12 2\n12.5x 3\n-12 4\n' | sort -n

#### -n of a large "number word" table, and the same numbers after the word
seq 70000 | awk '{ print ($1 * 104729) % 49999 - 500, "w" ($1 * 7919 % 53) }' > f
sort -n f | md5sum; sort -rn f | md5sum; sort -nu f | md5sum; sort -ns f | md5sum
sort -n f | head -3; sort -rn f | head -3; sort -n f | tail -2
awk '{ print $2, $1 }' f > g; sort -k2,2n g | md5sum; sort -k2nr g | head -2; sort -nr -t' ' -k2 g | head -2

#### sorted output as it is sorted: head, tail, a file, -o, a pipe to cat
seq 80000 | awk '{ print "k" ($1 * 7919 % 997), ($1 * 104729) % 100003 }' > f
sort -k2,2n f | head -2; sort -k2,2n f | tail -2; sort -k2,2n f > o; md5sum < o
sort -k2,2n -o o2 f; cmp o o2 && echo same; sort -k2,2n f | cat | md5sum
sort -k2,2nr f | head -2; sort -r -k2,2n f | tail -2; sort -k1,1 -k2,2n f | head -2

#### whole-line and first-field sorts of a large input, head and tail
seq 80000 | awk '{ print "x" ($1 * 7919 % 100003) ":" ($1 % 13) }' > f
sort f | head -2; sort -r f | head -2; sort f | tail -2; sort f | md5sum; sort -r f | md5sum
sort -u f | head -2; sort -t: -k1,1 f | head -2; sort -t: -k1,1 -r f | tail -2; sort -t: -k1,1 f | md5sum

#### NUL-terminated records of a large input
seq 70000 | awk '{ print "r" ($1 % 11), ($1 * 7919) % 70001 }' | tr '\n' '\0' > f
sort -z -k2,2n f | tr '\0' '\n' | md5sum; sort -z -r f | tr '\0' '\n' | head -2; sort -z -n -k2 f | head -c 30 | tr '\0' '\n'; echo

#### a text key of a few distinct values in a large input: a bucket a value
seq 20000 | awk '{ print "r" ($1 * 7919 % 1009), "k" ($1 * 31 % 5), $1 % 3 }' > f
sort -k2,2 f | md5sum; sort -k2,2r f | md5sum; sort -r -k2,2 f | md5sum; sort -k2 f | md5sum
sort -k2,2 f | head -2; sort -k2,2r f | tail -2; sort -t' ' -k3,3 f | head -2; sort -k2,2f f | md5sum
sort -s -k2,2 f | md5sum; sort -u -k2,2 f; sort -k2,2 -k3,3n f | md5sum
tr ' ' , < f > g; sort -t, -k2,2 g | md5sum; sort -t, -k3,3 -r g | head -2

#### -g of plain integers and one-width decimals orders them as -n does
printf '1.50\n-0.00\n0.00\n-1.25\n10.00\n007.50\n.50\n1.50\n' > f
sort -g f; echo --; sort -rg f; echo --; sort -gu f; echo --; sort -s -g f
printf '10\n-0\n0\n007\n7\n-5\n123456789012345\n-123456789012344\n' | sort -g; echo --
printf 'a 1.5\nb -2.0\nc 1.5\nd 1e1\n' | sort -k2,2g; echo --
seq 70000 | awk '{ printf "%.2f\n", (($1 * 7919) % 100003 - 50000) / 3 }' > g
sort -g g | md5sum; sort -rg g | head -2; sort -n g | md5sum

#### an int key then a text key: the text key within the int key's buckets
printf 'b 2 x\na 1 y\nc 2 a\na 2 b\nb 1 a\na 1 y\nab 2 z\n' > f
sort -k2,2n -k1,1 f; echo --; sort -r -k2,2n -k1,1 f; echo --; sort -k2,2nr -k1,1 f; echo --; sort -s -k2,2n -k1,1 f; echo --; sort -u -k2,2n -k1,1 f
seq 70000 | awk '{ print "u" ($1 * 7919 % 5003) ":" ($1 * 31 % 997) ":" substr("xyz", $1 % 3 + 1, 1) }' > g
sort -t: -k2,2n -k1,1 g | md5sum; sort -t: -k2,2n -k1,1 g | head -3; sort -t: -r -k2,2n -k1,1 g | tail -2
sort -t: -k2,2n -k1 g | md5sum; sort -t: -s -k2,2n -k1,1 g | md5sum; sort -t: -k2,2nr -k1,1 g | head -2

#### a key that is the whole line: -b, -k1, -t with -k1, leading blanks or not
printf 'b x\na y\n a z\n\tc\nA b\n' > f
sort -b f | od -An -c; sort -k1 f | od -An -c; sort -k1b -r f | od -An -c; sort -s -b f | od -An -c
seq 70000 | awk '{ print "v" ($1 * 7919 % 100003) ":" ($1 % 7) }' > g
sort -b g | md5sum; sort -k1 g | head -2; sort -t: -k1 -r g | head -2; sort -k1b g | tail -2; sort -t: -k1b g | md5sum

#### folded and dictionary keys of a large input, ties by the whole line
seq 70000 | awk '{ print substr("aAbBcC", $1 % 6 + 1, 1) substr("xyzXYZ-.", $1 * 7 % 8 + 1, 1) ($1 * 7919 % 1009) }' > f
sort -f f | md5sum; sort -f f | head -3; sort -fr f | tail -2; sort -d f | md5sum; sort -df f | head -2
sort -k1,1f f | md5sum; sort -s -f f | md5sum; sort -fu f | wc -l

#### an int key then a reversed text key of a large input (one bytes key a line, NULs in it)
seq 70000 | awk '{ printf "%d\t%s\t%s\n", ($1 * 31) % 1000, "w" ($1 * 7919 % 10007), "z" ($1 % 7919) }' > f
sort -t"$(printf '\t')" -k1,1n -k2,2r f | md5sum; sort -t"$(printf '\t')" -k1,1n -k2,2r f | head -3
sort -k1,1n -k2,2r f | tail -2; sort -r -k1,1n -k2,2 f | head -2
