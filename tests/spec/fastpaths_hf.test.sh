# Bulk fast paths of join, numfmt, csplit, shuf, basenc, cut, paste: edge inputs (no final
# newline, empty lines, CRLF, invalid UTF-8, NULs, repeated keys) give GNU's bytes.

#### csplit rest of an unterminated input
printf 'a\nDELETE 1\nb\nDELETE 2\nc\nd' > f
csplit f '/DELETE/' '{*}'; echo rc=$?
for x in xx*; do od -c "$x" | head -3; done

#### csplit rest after a line count and a negative offset
printf 'l1\nl2\nDEL\nl4\r\n\nl6\xff\nDEL\0x\nl8\n' > f
csplit f 2 '/DEL/-1' ; echo rc=$?
for x in xx*; do od -c "$x"; done

#### csplit suppress-matched and elide empty
printf 'x\nx\ny\nx\n' > f
csplit -z --suppress-matched f '/x/' '{*}'; echo rc=$?
for x in xx*; do od -c "$x"; done

#### csplit silent with the rest, final newline only
printf '\n\n\nA\n\n' > f
csplit -s f '/A/' ; echo rc=$?
for x in xx*; do od -c "$x"; done

#### csplit match not found keeps the rest
printf 'a\nb\nc' > f
csplit f '/b/' '/zz/'; echo rc=$?
ls xx* 2>&1

#### join keys repeated in both files
printf 'a 1\na 2\nb 3\nc 4\nc 5\nc 6\nd 7\n' > x
printf 'a p\na q\na r\nb s\nc t\nc u\ne v\n' > y
join x y; echo rc=$?

#### join repeated keys mixed with unique runs, no final newline
printf 'a 1\nb 2\nb 3\nc 4\nd 5\nf 6' > x
printf 'a x\nb y\nb z\nc w\nd v\ne u\nf t' > y
join x y; echo rc=$?
join -t ' ' x y | od -c | tail -3

#### join -i with repeated keys
printf 'A 1\na 2\nB 3\n' > x
printf 'a x\nA y\nb z\n' > y
join -i x y; echo rc=$?

#### numfmt table values at each boundary
printf '%s\n' 999 1000 1001 1023 1024 1025 9999 10000 10239 10240 10241 1048575 1048576 1048577 999999 1000000 1000001 102399 102400 102401 0 007 > n
numfmt --to=si < n; numfmt --to=iec < n; numfmt --to=iec-i --round=nearest < n
numfmt --to=si --round=down < n | tr '\n' ' '; echo

#### numfmt non-ASCII and NUL lines next to plain ones
printf '1024\n١٢\n2048\0junk\n\xff5\n4096' | numfmt --to=iec --invalid=ignore | od -c

#### numfmt padding, suffix and format around table values
printf '1500\n2500000\n7\n' | numfmt --to=si --padding=7 --suffix=B
printf '1500\n2500000\n7\n' | numfmt --to=iec --format='[%-8f]'

#### numfmt one field of space-separated lines
printf 'a 1\nbb 4100\nc 999999\nd 1000\ne 0\nf 0000012345\ng 12345 tail x\nh 7 \ni 1048576\n' > f
numfmt --field=2 --to=si < f; echo rc=$?
numfmt --field=3 --to=iec < f; echo rc=$?

#### numfmt one field with an invalid value midway
printf 'a 1000\nb x1\nc 3000\n' | numfmt --field=2 --to=si 2>&1; echo rc=$?
printf 'a 1000\nb x1\nc 3000\n' | numfmt --field=2 --to=si --invalid=ignore; echo rc=$?

#### numfmt one field, a line without it and odd blanks
printf 'a 1000\nb\nc  3000\n d 4000\ne\t5000\n' | numfmt --field=2 --to=si; echo rc=$?

#### basenc z85 round trips and partial input
printf 'abcdefgh\0\0\0\0\377\377\377\377' | basenc --z85; echo rc=$?
head -c 4000 /dev/zero | tr '\0' '\377' | basenc --z85 -w 0 | basenc --z85 -d | od -c | head -3
printf 'abcde' | basenc --z85; echo rc=$?

#### basenc z85 decode errors
printf '%%nSc0' | basenc --z85 -d | od -c; echo rc=$?
printf '%%nSc1' | basenc --z85 -d | od -c; echo rc=$?
printf 'Hello~World' | basenc --z85 -d | od -c; echo rc=$?
printf 'HelloWorl' | basenc --z85 -d | od -c; echo rc=$?
printf 'nm=QNzY&b1A+]nf\n' | basenc --z85 -d; echo rc=$?
