# awk's compiled fast paths, second set (strnum numbers in one conversion, a variable's number
# kept with its value in comparisons with fields, getline loops as Python loops, prints in
# loops appending to the output buffer, split on " "): gawk's exact output whatever path the
# compiler takes, and the cases where a fast path must not apply.

#### numeric strings: signs, dots, exponents, blanks, words
printf '%s\n' '-12.5' '+3' '.5' '5.' '1e3' '1E-2' '-.5e+1' '0x1A' '1_000' 'inf' '+inf' '-nan' '+nan' 'nan' '12abc' '10.1.2.3' '' '-' '.' '1e' '+' 'e5' > f
awk '{ printf "%s|%s|%s\n", $0, ($0 < 2), ($0 == $0 + 0) }' f
awk -F, '{ print ($1 < $2), ($1 == $2), ($2 > 5) }' <<'IN'
 12 ,12
1.50,1.5
 -3, -3.0
10 x,10
 1e2 ,100
IN

#### numeric strings with odd blanks and other scripts' digits
printf '1\x1c\n\x1c2\n\x0b7\x0b\n\xd9\xa3\n 3 \n' > f
awk '{ print NR, ($0 < 2), ($0 == 7), ($0 + 0) }' f

#### a field against a variable the rule assigns: max and min
printf '5\n12\n-3.5\n12.0\nabc\n7e1\n-1e1\n\n 9 \n' > f
awk '$1 > max { max = $1 } END { print max }' f
awk 'NR == 1 || $1 < min { min = $1 } END { print min }' f
awk '{ if ($1 >= m) m = $1; if (m <= $1) k++ } END { print m, k }' f
awk 'max < $1 { max = $1; n++ } END { print max, n }' f
awk '$1 != last { c++; last = $1 } END { print c, last }' f

#### a field against a variable holding strings, numbers and nothing
printf '10\n9\nabc\n2\n100\n' > f
awk 'BEGIN { m = "5" } $1 > m { print "gt", $1 } END { print m }' f
awk 'BEGIN { m = 5 } $1 > m { print "gt", $1; m = $1 "" } END { print m }' f
awk '$1 > m { print "gt", $1; m = $1 + 0 }' f
awk '{ if ($1 > u) print "u", $1 } END { print "[" u "]" }' f
awk '{ x = (NR % 2) ? $1 : "str" } $1 < x { print NR, $1, x }' f

#### a compared variable changed between two comparisons of one record
printf '3 1\n1 3\n2 2\n' > f
awk '$1 > v { v = $2 } $2 > v { v = $1; print "b", NR } { print NR, v }' f
awk '{ v = $1 } $2 > v { print "gt", NR } { v = v $2 } $1 < v { print "lt", NR, v }' f

#### comparisons with infinities from fields
printf '+inf 1\n-inf 1\n+inf +inf\n1 -inf\n1e400 +inf\n' > f
awk '{ print ($1 < $2), ($1 > $2), ($1 == $2), ($1 != $2) } $1 > m { m = $1 } END { print m }' f

#### getline var from a file in a loop
printf 'a 1\nb 2\n\nc 3' > f
awk 'BEGIN { while ((getline line < "f") > 0) { n++; s = s "[" line "]" } print n, s; print (getline line < "f"), line }'
awk 'BEGIN { while ((getline line < "nosuch") > 0) n++; print "[" n "]", (getline line < "nosuch") }'
awk 'BEGIN { f = "f"; while ((getline x < f) > 0) { if (x == "b 2") break } print x; getline x < f; print "next:" x }'
awk 'BEGIN { while ((getline line < "f") > 0) if (line ~ /b/) exit; } END { getline line < "f"; print "end:" line }'

#### getline loops whose body must read the file the general way
printf 'a\nb\nc\nd\n' > f
printf '1\n2\n' > g
awk 'BEGIN { while ((getline line < "f") > 0) { print line; getline line < "f" } }'
awk 'BEGIN { while ((getline line < "f") > 0) { print line; close("f"); if (++n > 2) break } }'
awk 'BEGIN { while ((getline line < "f") > 0) { getline other < "g"; print line, other } }'
awk 'BEGIN { fn = "f"; while ((getline line < fn) > 0) { print line; fn = "g" } }'
awk 'function rd() { getline z < "f"; return z } BEGIN { while ((getline line < "f") > 0) print line, rd() }'

#### getline loops: RS, RT and IGNORECASE in and around the loop
printf 'a;b;c\nd;e' > f
awk 'BEGIN { RS = ";"; while ((getline x < "f") > 0) print "[" x "]" }'
awk 'BEGIN { RS = ";"; while ((getline x < "f") > 0) { print "[" x "]"; RS = "\n" } }'
awk 'BEGIN { RS = ";"; while ((getline x < "f") > 0) print "[" x "]" RT "|" }'
printf 'aXbxc\n' > g
awk 'BEGIN { RS = "x"; while ((getline x < "g") > 0) { print "[" x "]"; IGNORECASE = 1 } }'
printf 'p1\np1b\n\np2\n' > h
awk 'BEGIN { RS = ""; while ((getline x < "h") > 0) print "<" x ">" }'

#### command | getline var in a loop
printf 'x\ny\nz\n' > f
awk 'BEGIN { while (("cat f" | getline line) > 0) n = n line; print n; close("cat f"); while (("cat f" | getline line) > 0) m++; print m }'
awk 'BEGIN { c = "sort -r f"; while ((c | getline v) > 0) { print v; if (v == "y") break } c | getline v; print "after", v }'
awk 'BEGIN { while (("echo a; echo b" | getline) > 0) print NR, $0 }'

#### getline loops in rules and functions: NR, FNR and $0 untouched
printf 'r1\nr2\n' > main
printf 'g1\ng2\ng3\n' > f
awk '{ while ((getline l < "f") > 0) c++; close("f"); print NR, FNR, $0, c }' main
awk 'function cnt(file,   l, n) { while ((getline l < file) > 0) n++; close(file); return n } { print $0, cnt("f") }' main

#### getline from a file in a rule and plain getline
printf '1\n2\n3\n4\n5\n' > f
awk '{ getline; print NR ": " $0 }' f
awk 'NR == 1 { while ((getline x) > 0) s += x } END { print s, NR, $0 }' f
awk '{ getline x; print $0, x, NR }' f

#### prints in loops of BEGIN and END, with stderr and commands between them
awk 'BEGIN { for (i = 1; i <= 3000; i++) { print i; if (i % 1000 == 0) print "err" i > "/dev/stderr" } }' 2>&1 | grep -n err
awk 'END { for (i = 0; i < 700; i++) printf "%d ", i; print ""; system("echo sys"); for (i = 0; i < 3; i++) print "after" i }' /dev/null | tail -c 60
awk 'BEGIN { while (k < 1500) { print k++ | "cat 1>&2" } close("cat 1>&2"); for (j = 0; j < 600; j++) print "o" j }' 2>&1 | sed -n '1p;1499,1502p;$p'
awk 'BEGIN { for (i = 0; i < 5; i++) { print i; if (i == 2) exit 3 } } END { print "end" }'; echo "status $?"
awk 'BEGIN { for (k = 0; k < 600; k++) a[k] = k } END { for (k in a) print k, a[k] }' /dev/null | sort -n | sed -n '1p;$p'

#### prints in loops of rules and a fatal error after them
printf 'a b c\nd e f\n' > f
awk '{ for (i = 1; i <= NF; i++) print NR, i, $i; while (j < 2) print "w" j++ }' f
awk '{ for (i = 0; i < 2; i++) print $1, i } NR == 2 { x = 1 / 0 }' f; echo "status $?"

#### split on a blank: tabs, runs, odd blanks and other scripts' spaces
printf 'a  b\tc \n  lead trail  \n\n \t \nx\vy\fz\rw\nu\xc2\xa0v\xe2\x80\x83w\n' > f
awk '{ n = split($0, p, " "); printf "%d:", n; for (i = 1; i <= n; i++) printf "[%s]", p[i]; print "" }' f
awk '{ n = split($0, p, (" ")); s = ""; for (i = n; i > 0; i--) s = s p[i] "|"; print n, s }' f
awk 'BEGIN { n = split("  3 10 2  ", a, " "); print n, (a[1] < a[2]), (a[2] < a[3]), typeof(a[1]) }'

#### one print of field expressions: short records, empty lines, OFS, ORS, OFMT
printf 'abc 12 3.5\n\nx\n  de  7  \nlast 1e3 0x1A\n' > f
awk '{ print substr($1, 2, 3), toupper($1) "-" tolower($2), length($2), $2 * 2, -$3, $3 / 4 }' f
awk 'BEGIN { OFS = ":"; ORS = "|\n"; OFMT = "%.2f" } { print $2 / 3, index($1, "b"), int($3), $2 % 5 }' f
awk -F, '{ print $2 "+" $1, length($3) }' <<'IN'
a,b,c

one
x,,yy
IN
awk -F'[,;]' '{ print $2 "+" $1 }' <<'IN'
a;b,c
d,e
IN

#### one print of field expressions: a division by zero in the middle of the input
printf '4 2\n6 3\n1 0\n8 4\n' > f
awk '{ print $1 / $2 }' f; echo "status $?"
awk '{ print $1 % $2, $1 }' f; echo "status $?"

#### OFS and ORS in BEGIN and END: assigned, by functions, by getline, by operands
printf 'x y\n' > f
printf ';\n' > sep
awk 'BEGIN { print "a", "b"; ORS = "|\n"; print "c", "d"; OFS = "-"; print "e", "f" }'
awk -v OFS=: 'BEGIN { print 1, 2 } END { print 3, 4; sub(/:/, "+", OFS); print 5, 6 }' /dev/null
awk 'function f() { OFS = "#" } END { print 1, 2; f(); print 3, 4 }' /dev/null
awk 'BEGIN { print "a", "b"; getline; print "c", "d", $0 }' OFS=@ f
awk 'END { getline ORS < "sep"; print "a"; print "b" }' /dev/null
awk 'END { for (i = 0; i < 3; i++) { print i, i * 2; if (i == 1) ORS = "!\n" } }' /dev/null

#### assignments to fields and NF, then $0, in a rule that prints
printf 'a 1 x\nb 2\n\nc 3 y z\n' > f
awk '{ $2 = $2 * 2; print; print NF }' f
awk 'BEGIN { OFS = "-" } { $3 = "new"; print; $1 = ""; print $0 "|" NF }' f
awk '{ NF = 2; $2 = $2 "!"; print }' f
awk '{ $5 = "e"; print; OFS = ":"; $1 = $1; print }' f

#### getline loops into $0: NF, fields, NR, and a body that changes the record
printf 'a b c\n\nd e\n' > f
awk 'BEGIN { while ((getline < "f") > 0) print NR, NF, $2 "|" $0 }'
awk 'BEGIN { while (("cat f" | getline) > 0) { $1 = "X"; print NF, $0 } print "last:" $0 }'
printf 'm1\nm2\n' > main
awk 'NR == 1 { while ((getline < "f") > 0) n += NF } END { print n, NR, $0 }' main
awk '{ while (("cat f" | getline) > 0) c++; close("cat f"); print $0, c, NR, FNR }' main

#### int(): toward zero, gawk's -0, infinities, strings, as array keys
awk 'BEGIN { x = int(-0.3); printf "%g|%d|%s|%.1f|%e|%x|%+d|%G\n", x, x, x, x, x, x, x, x; print x, x "", int(-5.7), int(5.7), int("3abc"), int(" -2.9e1x"), int(-log(0)), int(1e300) == 1e300, int(-2^53 - 0.5), int(0), int(-0) }'
printf '1500 -1500\n999 -999\n-0.5 0.5\n2e3 abc\n' > f
awk '{ a[int($1 / 1000)]++; b[int($2 / 1000)]++; print int($1 / 1000), int($2 / 1000), int($1) int($2) } END { for (k in a) print "a", k, a[k]; for (k in b) print "b", k, b[k] }' f | sort

#### substr with computed bounds: fractions, zero, negatives, infinities, huge, effects
printf 'hello world 2.5 3\nab 1 -1 x\n' > f
awk '{ print substr($0, $3, $4) "|" substr($1, $2) "|" substr($2, $3 + 1, $4 * 2) "|" substr($1, NF - 2, NF) }' f
awk 'BEGIN { s = "hello world"; n = split("2 1.5 0 -1 0.5 20 1e30 3.7", b, " "); for (i = 1; i <= n; i++) printf "%s|%s|%s\n", substr(s, b[i]), substr(s, b[i], 2), substr(s, 2, b[i]) }'
awk 'BEGIN { s = "abcdef"; i = 1; x = substr(s, i++, i++); print x, i; j = 2; print substr(s j, j, j *= 2), j; print substr(s, -log(0)) "|" substr(s, 2, -log(0)) "|" substr(12345.678, 3, 4) }'

#### numbers of computed strings: digits, signs, blanks, other scripts' digits
printf 'x007y +12 \xd9\xa3\xd9\xa4\n' > f
awk '{ print substr($1, 2, 3) + 1, substr($2, 1) + 1, substr($2, 2) * 2, $3 + 0, substr($3, 1) + 0, (substr($1, 2, 3) < 10), toupper("12") + 1, ("1" "2") + 1, sprintf("%d", 42) / 2 }' f

#### NR and FNR as text: array keys, concatenation, after NR is set to odd values
printf 'a\nb\n' > f
printf 'c\n' > g
awk '{ a[NR] = $0; b[FNR] = b[FNR] $0; k = k NR "/" FNR "," } END { for (i = NR; i > 0; i--) print i, a[i]; print b[1], b[2], k }' f g
awk 'BEGIN { NR = 7 } { a[NR] = $0; print NR "" } END { for (k in a) print k, a[k] }' f | sort
awk 'BEGIN { NR = 2^53 } { print NR "", NR + 0 }' f
awk 'BEGIN { CONVFMT = "%.2f"; NR = -1 } { x = NR ""; print x, FNR "" }' f

#### a field read as a number several times in one record
printf '5 x\n12abc y\n-3.5 z\n abc\n1e999 w\n0x1A v\n\n007 u\n' > f
awk '{ s += $1; if ($1 > m) m = $1; if ($1 < 3) lo++; print NR, $1 + 0, ($1 == 5), ($1 < "a"), $1 * 2 } END { print s, m, lo }' f
awk '$1 > 0 { p += $1; n++ } $1 <= 0 { q += $1 } { t = t ($1 + 1) "," } END { print p, n, q, t }' f
awk -F, '{ x = $2 + $2; y = ($2 > 10) + ($2 == 12); print x, y, $2 "|" }' <<'IN'
a, 12 ,b
c,12x
d
e,+7,f
IN
awk '{ if ($3 > 1) print "gt"; print $3 + 0, ($3 == 0), $3 "|" }' f | head -4

#### print to files: many lines, several files, reading back, appending, standard streams
awk 'BEGIN { for (i = 1; i <= 1000; i++) { print i > ("out" (i % 3)); printf "%d\n", i * 2 >> "dbl" } close("out0"); while ((getline l < "out0") > 0) n++; print n }'
wc -l out0 out1 out2 dbl | head -4; tail -1 out2
printf 'a 1\nb 2\nc 3\n' > f
awk '{ print $1 > "/dev/stdout"; print $2 > "/dev/stderr"; print NR > "log" } END { close("log"); print "log:"; while ((getline x < "log") > 0) print x }' f 2>&1
awk '{ print $2 >> "log" } END { system("cat log") }' f
