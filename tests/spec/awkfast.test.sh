# awk's compiled fast paths (variables known to hold numbers, globals kept in locals in
# BEGIN/END, in-place string appends, loop budget checks, constant divisors): gawk's exact
# output whatever path the compiler takes.

#### a number then a string in the same variable
awk 'BEGIN { x = 1; x = "a"; print x + 0, x; x = 2; print x, x "" }'

#### a function assigns a global known to be a number
awk 'function f() { x = "str" } BEGIN { x = 1; f(); print x; x++; print x }'
awk 'function f() { x = y } BEGIN { x = 1; f(); print "[" x "]"; print x + 1 }'

#### an assignment inside an expression forgets the number
awk 'BEGIN { x = 5; y = (x = "abc") x; print y; x = 5; if ((x = "q") == "q") print x }'

#### a loop that assigns a string to its counter
awk 'BEGIN { for (i = 0; i < 3; i++) { if (i == 1) i = "1x"; print i } }'
awk 'BEGIN { i = 1; while (i < 5) { i = i ""; i++ } print i, length(i) }'

#### a value per rule: END does not know what a record assigned
printf 'a\nb\n' > f
awk '{ x = 1 } END { print "[" x "]" }' /dev/null
awk '{ x = NR } END { print "[" x "]", x + 1 }' f

#### sub, for-in and getline assign strings to numbers
printf 'hello\n' > f
awk 'BEGIN { x = 1; sub(/1/, "z", x); print x; y = 7; a["k"]; for (y in a) ; print y; z = 3; getline z < "f"; print z, z + 1 }'

#### if and else: what both branches know
awk 'BEGIN { x = 1; if (1) x = "s"; print x; y = 1; if (0) y = "t"; else y = 2; print y + 1 }'

#### do-while and concatenation of a number
awk 'BEGIN { x = 2; do { x = x "" } while (0); print x + 1, length(x); s = 0; s = s "a" "b"; print s }'

#### numbers known through division and modulus by constants
awk 'BEGIN { n = 10; print n / 4, n % 3, -7 % 3, 7 / 0.5, n % -3, 1e308 / 0.1, -n % 3.5 }'
awk 'BEGIN { x = 0; print 1 % x }'
awk 'BEGIN { x = 0; print 1 / x }'

#### the fields loop counter after the loop
printf 'a b c\nd e\n\n' > f
awk '{ for (i = 1; i <= NF; i++) s += i } END { print s, i }' f
awk '{ for (i = 1; i <= NF; i++) { t = t $i } ; print i, t }' f

#### OFMT and CONVFMT on known numbers
awk 'BEGIN { OFMT = "%.2f"; x = 3.14159; print x; y = x ""; print y; CONVFMT = "%.3g"; z = x ""; print z; a[x] = 1; for (k in a) print k }'
awk 'BEGIN { x = 17; print x; x = x / 4; print x; print x "" }'

#### function locals known to be numbers
awk 'function g(a,   t) { t = a * 2; t = t "x"; return t } BEGIN { print g(3), g("4y") }'
awk 'function h(n,   i, s) { for (i = 0; i < n; i++) s += i; return s } BEGIN { print h(5), "[" h(0) "]" }'
awk 'function f(n) { c = c "x"; if (n > 0) f(n - 1) } BEGIN { c = 0; f(3); print c }'

#### strings built in loops
awk 'BEGIN { for (i = 0; i < 1000; i++) s = s "x"; print length(s); t = "ab"; for (i = 0; i < 3; i++) t = t t; print t }'
awk 'BEGIN { for (i = 0; i < 5; i++) s = s i "-" ; print s; u = 1; for (i = 0; i < 3; i++) u = u u; print u + 0 }'
printf 'a b\nc d\n' > f
awk '{ s = s $2 "," } END { print s }' f

#### counters uninitialized before the loop
awk 'BEGIN { for (;;) { if (k++ > 3) break }; print k; while (j < 3) j++; print j }'

#### infinities and NaN known to be numbers
awk 'BEGIN { x = -log(0); print x, x + 1, -x; y = log(-1); print y; z = x - x; print z }'

#### -v and operand assignments to variables the program counts
printf '1\n2\n' > f
awk -v n=3 'BEGIN { n++; print n }'
awk '{ x = x + 1 } END { print x }' x=10 f
awk 'BEGIN { x = 5 } { print x; x = "r" } END { print x }' x=7 f

#### exit and fatal errors keep the globals BEGIN assigned
awk 'BEGIN { x = 5; s = "a"; for (i = 0; i < 3; i++) s = s "b"; exit 3 } END { print x, s, i }'; echo "status $?"
awk 'BEGIN { x = 5; y = 0; z = x / y } END { print x }'; echo "status $?"

#### comparisons of known numbers with strings
awk 'BEGIN { x = 10; if (x < "9") print "str"; else print "num"; y = 10; if (y < 9) print "lt"; else print "ge"; print (x == "10"), (x == 10.0) }'

#### known numbers as array subscripts and field numbers
printf 'a b c\n' > f
awk '{ for (i = 0; i < 3; i++) a[i] = $(i + 1); i = 0.5; a[i] = "h"; for (k in a) n++; print n, a[0], a[2], a["0.5"] }' f
awk 'BEGIN { CONVFMT = "%.2g"; x = 3.14159; b[x] = 1; for (k in b) print k; c[12345678] = 1; for (k in c) print k }'

#### typeof and length of known numbers
awk 'BEGIN { x = 12; print typeof(x), length(x); x = x ""; print typeof(x); y = 1e20; print length(y), y }'

#### nested loops and continue keep the counters
awk 'BEGIN { for (i = 0; i < 3; i++) for (j = 0; j < 3; j++) { if (j == 1) continue; n += i * j } print n, i, j }'
awk 'BEGIN { i = 0; do { i++; if (i == 2) continue; s = s i } while (i < 4); print s, i }'

#### range pattern bodies know nothing of each other
printf '1\n2\n3\n4\n' > f
awk '/2/,/3/ { x = x + $1; print x } END { print x }' f

#### a counter of a loop that never runs stays uninitialized
awk 'END { for (k in n) c++; print "[" c "]"; for (; i < 0;) d++; print "[" d "]"; while (0) e++; print "[" e "]" }' /dev/null
awk 'BEGIN { for (i = 5; i < 3; i++) f++; print "[" f "]", i; do g++; while (0); print g }'

#### dynamic regexes: the same string, a changed one, numbers under CONVFMT
printf 'abc 1\nxbz 2\nq.z 3\n' > f
awk -v re='^[a-x]' '$1 ~ re { n++ } $1 !~ re { m++ } END { print n, m }' f
awk '{ re = NR == 2 ? "b" : "^q" } $0 ~ re { print NR ": " $0 }' f
awk 'BEGIN { x = 1.5; CONVFMT = "%d"; if ("1" ~ x) print "a"; CONVFMT = "%.6g"; if ("1.5" ~ x) print "b"; r = "a|b"; if ("xbx" ~ r) print "c"; if ("abc" ~ ("^" "a")) print "d" }'
awk '{ if ($1 ~ $2) print "y"; else print "n" }' <<'IN'
abc b
abc ^b
a.c .
IN
awk 'BEGIN { r = "B"; IGNORECASE = 1; if ("abc" ~ r) print "i"; if ("xyz" !~ r) print "c" }'
awk 'BEGIN { if ("x(" ~ "(") print "d" }'; echo "status $?"

#### arrays filled only with fields keep strnums
printf '10 9 abc\n 007 1e2 x\n' > f
awk '{ a[NR] = $1; b[NR] = $2; c[NR] = $0 } END { print (a[1] > b[1]), (a[2] < b[2]), a[2], a[2] + 0, typeof(a[1]), typeof(c[1]), typeof(a[9]); for (i = NR; i > 0; i--) print c[i] }' f
awk -F, '{ a[NR] = $2 } END { print (a[1] == 5), (a[2] == 5), length(a[1]), a[1] "|" a[2] "|" }' <<'IN'
x, 5 ,y
x,5x
IN
awk '{ a[NR] = $1 } NR == 1 { a[0] = "lit" } END { print (a[1] < a[0]), typeof(a[0]), typeof(a[1]) }' f
awk '{ a[$3] = $2 } END { for (k in a) s += a[k]; print s; if (a["abc"]) print "t"; if (!a["zz"]) print "u" }' f
awk '{ a[NR] = $NF; b[NR] = $(NF - 1) } END { print a[1] a[2], b[1] + b[2], (b[2] == 100) }' f

#### printf of constant formats: numbers, flags, infinities, strnums
printf 'abc 12 3.5\n-0 -7.25 1e3\nx inf nan\n 0x1A 010 -9\n' > f
awk '{ printf "%-6s|%5d|%-5d|%05d|%+d|% d|%d\n", $1, $2, $2, $2, $3, $3, $3 }' f
awk '{ printf "%.2f|%8.3e|%G|%g|%#x|%5.1f%%|%i\n", $2, $3, $3, $2 * 1e10, $2, $2, $2 }' f
awk 'BEGIN { x = -log(0); printf "%d %f %e %i\n", x, x, -x, 2^53 + 1; printf "%d %d %d\n", 1e30, -0.0, 0.999 }'
awk "BEGIN { printf \"%'d|%'5d|%#5d|%#.3g\n\", 1234567, 42, 7, 1 }"
awk 'BEGIN { printf "%s %d\n", "a" }'; echo "status $?"
awk 'BEGIN { for (i = -2; i <= 2; i++) printf "%5d|%-5d|%05d|%d|%0d|%-0d|%3d|%03d|%-05d|%0-5d|%010d\n", i * 1234, i * 1234, i * 12, i, i, i, i * 123456, i * 123456, i, i, i }'

#### a first if testing a field splits every record first
printf '3 a\n10 b\n\n9 c\n x  \n' > f
awk '{ if ($1 > max) max = $1 } END { print max }' f
awk '{ if ($2 == "b" || NR == 3) print NR ": " $0; else n++ } END { print n }' f
awk -F'[ ]' '{ if (length($2) > 0) print NR, $2 "|" }' f

#### globals no rule assigns compared with fields and used as numbers
printf '5 10\n20 abc\n  7 1e1\n-3 0x10\n\n' > f
awk -v n=6 '$1 > n { print "gt", NR } n < $2 { print "lt", NR } { s += $1 * n } END { print s }' f
awk -v n=abc '$2 > n { print "gt", NR } $1 <= n { print "le", NR }' f
awk -v n= '$1 == n { print "eq", NR } { s += n + $1 } END { print s }' f
awk '$1 > u { print "u", NR } { t += u } END { print t + 0 }' f
awk -v n=1e1 '$2 == n { print "same", NR }' f
awk '$1 > n { print NR }' n=4 f n=10 f
awk 'function bump() { n++ } $1 > n { bump(); print NR, n }' f

#### OFS and ORS read once per batch only when no rule assigns them
printf 'a b\nc d\n' > f
awk 'BEGIN { OFS = "-"; ORS = "|\n" } { print $1, $2 } length > 2 { print }' f
awk '{ print $1, $2; OFS = ":" ; ORS = NR "\n" }' f
awk 'length($0) > 1 { print $2, $1 }' OFS=+ f OFS=/ ORS=.. f; echo
awk 'function s() { OFS = "#" } { print $1, $2; s() }' f

#### length compared with whole numbers
printf 'abc\nabcdefghij\n\n' > f
awk 'length($1) > 8 { print "long", NR } length() == 0 { print "empty", NR } 3 >= length { print "short", NR } length($1) < 3.5 { print "lt", NR }' f

#### getline from files: records, fields, statuses
printf 'a b c\nd,e f\n\nlast' > f
awk 'BEGIN { while ((getline < "f") > 0) { n++; print NF ":" $2 ":" $0; FS = "," } print n, NR, $0; print (getline < "nope"), (getline < "f") }'
awk 'BEGIN { while ((getline line < "f") > 0) s = s "[" line "]"; print s, NR, "(" $0 ")" }'
awk 'BEGIN { RS = "e"; while ((getline x < "f") > 0) printf "<%s>", x; print ""; close("f"); RS = ""; while ((getline x < "f") > 0) printf "{%s}", x; print "" }'
awk '{ getline l < "f"; print NR, $0, "|", l }' f
awk 'BEGIN { getline a < "f"; RS = "e"; getline b < "f"; RS = "\n"; getline c < "f"; RS = ""; getline d < "f"; print a "|" b "|" c "|" d "|" }'
printf 'x1\nx2\n\n\nx3\nx4\n' > g
awk 'BEGIN { getline a < "g"; RS = ""; getline b < "g"; RS = "\n"; getline c < "g"; getline d < "g"; print a "|" b "|" c "|" d "|" }'

#### fields compared with variables of every type
printf '10 9\n007 7\nabc 10\n 5 x\n-3 1e1\n' > f
awk '{ if ($1 > max) max = $1 } END { print max }' f
awk '{ if ($2 < min || NR == 1) min = $2 } END { print min }' f
awk '{ v = $1 } v == $2 { print "eq", NR } v < $2 { print "lt", NR } { w = $1 + 0 } $2 >= w { print "ge", NR }' f
awk 'BEGIN { s = "9" } $1 > s { print "str", NR } $1 > u { print "uninit", NR }' f
awk '{ i = 1 } i < $(i++) { print NR, i }' f

#### functions given fields: parameters read as numbers or strings, or by type
printf '0 10 65\n0.0 9 abc\na 010 66\n  x\n' > f
awk 'function t(x) { if (x) return "yes"; return "no" } { print t($1), t($2) }' f
awk 'function c(x) { return x } { print (c($2) == 10), (c($2) < c($3)), typeof(c($1)) }' f
awk 'function n(x, y) { a[x] = y; return x * 2 "|" x y "|" length(x) "|" substr(x, 2) } { print n($2, $3) } END { for (k in a) m++; print m }' f
awk 'function r(x) { return g(x) } function g(y) { return y == 10 } { print r($2) }' f
awk 'function pc(x) { printf "%c|%d|%s\n", x, x, x } { pc($3) }' f
awk 'function ty(x) { return typeof(x) } function p2(x) { print x + 0, x } NR < 4 { print ty($2); p2($2) }' f
awk 'function inc(x) { x++; return x } function cat(x) { x = x "!"; return x } { print inc($2), cat($1) }' f
awk 'function f(x) { return x * 2 + 1 } { s += f($2) } END { print s }' f

#### variables compared with variables: numbers, strnums of digits, strings
printf '10 9\n007 7\n9 10\nabc 10\n1e1 10\n 5 5\n' > f
awk 'function max(a, b) { return a > b ? a : b } { m = max(m, $1); print (a = $1) < (b = $2), a == b, max($1, $2) }' f
awk '{ x = $1; y = $2; print (x < y), (x == y), (x >= y) } END { s = "10"; t = 9; print (s < t) }' f
