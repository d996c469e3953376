# awk, seventh set: the fast paths keep their results: a field's number with a minus sign
# (decimals too), counted int(field / C) keys over digits and other texts, a for-in loop whose
# order cannot show (counts only) next to loops whose order shows (the key read after the
# loop, a print, PROCINFO["sorted_in"]).

#### sums of signed decimal fields
printf '%s\n' -1.5 2.25 -0 -.5 -5. - -- -3-4 -1e3 -0x10 '-1 2' +4 -7abc | awk '{ s += $1; print s }'
printf '%s\n' -12 -3.5 -x 7 | awk '{ t += $1 } END { printf "%.3f\n", t }'
printf '%s\n' -12:4 -3.5:-2 ':-' | awk -F: '{ a += $1; b += $2 } END { print a, b }'

#### counted int(field / C) keys
printf '%s\n' 'a 999' 'b 1000' 'c 1999' 'd 0' 'e 007' 'f -1500' 'g 2.5e3' 'h x' 'i 123456789012345678' 'j 999999999999999' | awk '{ h[int($2 / 1000)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 1:5 2:10 3:15 4: 5:x | awk -F: '{ h[int($2 / 5)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 'a 7' 'b 8' 'c 9 z' d | awk '{ h[int($2 / 3)]++ } END { for (k in h) print k "=" h[k] }' | sort

#### for-in loops that only count, and loops whose order shows
printf '%s\n' a b a c d d d e | awk '{ c[$1]++ } END { for (k in c) if (c[k] > 1) n++; print n + 0 }'
printf '%s\n' a b a c d d d e | awk '{ c[$1]++ } END { for (k in c) { t++; if (c[k] == 1) one += 1; else if (k ~ /d/) d-- }; print t, one, d }'
printf '%s\n' a b a c d d d e | awk '{ c[$1]++ } END { for (k in c) n++; print n, k }'
printf '%s\n' zz a b a c d d d e | awk '{ c[$1]++ } END { for (k in c) print k, c[k] }'
printf '%s\n' zz a b a c d d d e | awk '{ c[$1]++ } END { PROCINFO["sorted_in"] = "@ind_str_desc"; for (k in c) if (c[k]) n++; print n; for (k in c) print k }'
awk 'BEGIN { for (i = 0; i < 50; i++) c[i * 7 % 13]++; for (k in c) if (k in c && c[k] >= 4) n++; print n, length(c) }'

#### counted keys of one digit column: $i % C, int($i), a variable key
printf '%s\n' 'a 17' 'b 117' 'c 5' 'd 100' 'e 0' | awk '{ h[$2 % 10]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 12 7 12 '' ' 7' 3x 1234567890123456 | awk '{ h[int($1)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 1500000 2500000 999999 2999999 | awk '{ x = int($1 / 1000000); h[x]++ } END { for (k in h) print k, h[k]; print x, x + 1 }' | sort
printf '%s\n' 152 25 505 | awk -F5 '{ h[int($1 / 2)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 152 25 505 | awk '{ h[$1 % 7]++ } END { for (k in h) print k, h[k] }' | sort

#### sub and gsub of a regex constant by a plain text, on fields and records
printf '%s\n' 'banana split' 'xyz q' '' 'aeiou aeiou' | awk '{ n = sub(/[aeiou]/, "_", $1); print n, $0 }'
printf '%s\n' 'banana split' 'xyz q' '' 'aeiou aeiou' | awk '{ n = gsub(/[aeiou]+/, "-", $2); print n, NF, $0 }'
printf '%s\n' 'a1b22c333' '' 'x' | awk '{ n = gsub(/[0-9]+/, "N"); m = sub(/N$/, "E"); print n, m, $0 }'
printf '%s\n' 'ab ab' | awk '{ x = $0; n = gsub(/(a)(b)/, "[x]", x); m = sub(/a|b/, "-", $2); print n, x, m, $0 }'
printf '%s\n' 'hello world' | awk '{ t = $1; n = sub(/l+/, "L", t); g = gsub(/o/, "0"); print n, t, g, $0 }'

#### getline into $0 makes a strnum record (typeof, comparisons)
printf '%s\n' 10 9 abc ' 5 ' 1e2 '' > gl.txt
awk 'BEGIN { while ((getline < "gl.txt") > 0) print typeof($0), ($0 < 9), ($0 > 1e1), NF, typeof($1) }'
awk 'BEGIN { while (("cat gl.txt" | getline) > 0) print typeof($0), ($0 < 9) }'
awk 'BEGIN { getline < "gl.txt"; print typeof($0), ($0 < 9); "echo 10" | getline; print typeof($0), ($0 < 9); $0 = "12"; print typeof($0) }'
echo 7 | awk '{ "echo 3" | getline; print typeof($0), $0 + 1; getline; print typeof($0) }'

#### a getline loop's variable read in the loop and after it
printf '%s\n' 10 9 0 abc ' 5 ' 1e2 0x1A '' 5.0 > gl.txt
awk 'BEGIN { while ((getline l < "gl.txt") > 0) { n++; if (l) t++; if (l == 5) f++; if (l < 9) lt++; s += l; c = c "[" l "]"; len += length(l) }; print n, t, f, lt, s, c, len, l, (l == 5), typeof(l) }'
awk 'BEGIN { while ((getline l < "gl.txt") > 0) print typeof(l), l + 0, (l > 2), -l, !l }'
awk 'BEGIN { while ((getline l < "gl.txt") > 0) if (l == "abc") break; print "after", l, (l < 1); while ((getline l < "gl.txt") > 0) print "more", l }'
awk 'BEGIN { while ((getline l < "gl.txt") > 0) if (l == 0) exit } END { print "end", l, typeof(l), (l == "0"), (l < 1) }'
awk 'BEGIN { l = "x"; while ((getline l < "nosuch") > 0) n++; print l, n + 0, typeof(l) }'
awk 'END { while (("cat gl.txt" | getline l) > 0) if (l ~ /^[0-9]+$/) m = m l; print m, l, typeof(l) }' /dev/null

#### printf %x %X %o %u: whole numbers, out of range (gawk's %g), the # flag of %o
printf '%s\n' 255 0 -1 0.5 1e20 9007199254740993 abc 17.9 -17.9 1e300 inf -nan 2147483648 | awk '{ printf "%x|%X|%o|%u|%5x|%-6X|%05o|%#x|%#o|%#X|%+u|% x|%.3x|%#5o\n", $1, $1, $1, $1, $1, $1, $1, $1, $1, $1, $1, $1, $1, $1 }'
awk 'BEGIN { printf "%x %o %u %X\n", "0x1F", "017", " 12 ", -0; x = sprintf("%08x", 3000000000); print x }'
awk 'BEGIN { printf "%#o|%#.3o|%#.3o|%#.3o|%#o|%#5o|%#05o|%#-5o|%#o|%#o\n", 0.5, 0.5, 8, 0, -0.5, 0.7, 0.7, 0.7, 8, -8 }'
awk 'BEGIN { printf "%x|%x|%x|%o|%u|%x|%X|%x|%-12x|%+.2x|%#x|%012u|%'"'"'x\n", 2^64, 2^64-2048, -2^63, -2^63-4096, -2^64, 1e19, -1e300, 2^63, 2^65, 2^65, 2^65, -2^70, 2^66 }'

#### a column summed: plain decimals, and batches with other texts
printf '%s\n' 1.5 -2.25 3 -0 .5 5. 10 | awk '{ s += $1 } END { printf "%.3f %d\n", s, NR; print s }'
printf '%s\n' 1 2 x 3 '' 1e3 0x10 +4 1_0 ' 7' - 5-3 1.2.3 | awk '{ s += $1 } END { print s, NR }'
printf '%s\n' 'a:1.5' 'b:2' 'c' 'd:-1:9' ':' | awk -F: '{ t += $2 } END { print t, NR, $0 }'
printf '%s\n' '1 2' '3 4' | awk -v s=10 '{ s += $2 } END { print s }'
printf '%s\n' '1 2' '3 4' | awk 'BEGIN { s = "5x" } { s += $1 } END { print s, typeof(s) }'
awk '{ s += $1 } END { print s + 0, NR }' /dev/null
printf '%s\n' 1:5 2: 3:7 | awk -F: '{ s += $2 } END { print s }'
printf '%s\n' 9007199254740990 1 1 1 | awk '{ s += $1 } END { printf "%d %.17g\n", s, s }'
printf '%s\n' 3 4 | awk -v s=0.5 '{ s += $1 } END { print s }'
printf '%s\n' 3 4 | awk -v s=-0 '{ s += $1 } END { print s }'
printf '%s\n' 0 0 | awk -v s=-0 '{ s += $1 } END { print s, 1 / (s == 0 ? 1 : 1) }'

#### a string accumulated over the records, an exit, an assignment between files
printf '%s\n' 'a 1' 'b 2' 'c 3' > acc.txt
awk '{ s = s $1 } END { print s, length(s) }' acc.txt acc.txt
awk '{ s = s $1; if (NR == 2) exit } END { print s }' acc.txt
awk '{ s = s $1 "," $2 ";" } END { print s }' acc.txt s=X acc.txt
awk 'BEGIN { s = 7 } { s = s $2 } END { print s + 1 }' acc.txt
awk 'function f() { return s } { s = s $1; t = t f() "|" } END { print s, t }' acc.txt

#### NF in a getline < file loop, with the record or its fields changed in the body
printf '%s\n' 'a b c' '' 'd	e' ' f ' 'g h i j' > nf.txt
awk 'BEGIN { while ((getline < "nf.txt") > 0) { n += NF; printf "%d:%s|", NF, $NF }; print n, NF }'
awk 'BEGIN { while ((getline < "nf.txt") > 0) { a = NF; $5 = "x"; b = NF; sub(/x/, "y y"); printf "%d %d %d %s|", a, b, NF, $0 }; print "" }'
awk 'BEGIN { while ((getline < "nf.txt") > 0) { a = NF; NF = 1; printf "%d %d %s|", a, NF, $0 }; print "" }'
awk 'BEGIN { FS = "b" } END { while ((getline < "nf.txt") > 0) printf "%d ", NF; print "" }' /dev/null
