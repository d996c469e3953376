# awk, sixth set: sub/gsub replacements with runs of backslashes (gawk 5.2's reading: four
# are two, \\\& a literal \&); index() under IGNORECASE; a builtin's array argument that is
# not an array, and an array assigned as a scalar, fail when they run (with gawk's message,
# after what was printed before); the fast paths of counted int() keys, of a field compared
# with an element, of the hash order of many string keys and of rand() keep their results.

#### sub/gsub: backslashes before & and elsewhere in the replacement
for n in 1 2 3 4 5 6 7 8; do
  r=$(printf '%*s' $n '' | tr ' ' '\\')
  for suf in "" "x" "&"; do
    R="$r$suf" awk 'BEGIN { r = ENVIRON["R"]; t = "b"; gsub(/b/, r, t); printf "%s->%s ", r, t; t = "abc"; sub("b", r, t); print t }'
  done
done
awk 'BEGIN { t = "b"; sub(/b/, "\\\\\\&", t); print t; t = "b"; sub(/b/, "\\\\\\\\&", t); print t; t = "b"; gsub(/b/, "x\\\\\\&y\\\\q", t); print t }'
echo "a.b.c" | awk '{ gsub(/\./, "\\\\\\\\"); print; sub(/b/, "[\\\\\\&]"); print }'

#### index under IGNORECASE
awk 'BEGIN { IGNORECASE = 1; print index("ABC", "b"), index("xÉ", "é"), index("aBc", "bC"), index("ABC", ""); IGNORECASE = 0; print index("aBc", "bc") }'
echo "FooBar" | awk -v IGNORECASE=1 '{ print index($0, "bar"), index($0, "BAR") }'

#### a builtin's argument that is not an array
awk 'BEGIN { print "x"; split("a b", x); split("c", x[1]) }'; echo "rc=$?"
awk 'BEGIN { split("c", 5) }'; echo "rc=$?"
awk 'BEGIN { n = asort(3) }'; echo "rc=$?"
awk 'BEGIN { match("a", /a/, 3) }'; echo "rc=$?"
awk 'BEGIN { patsplit("a", 3) }'; echo "rc=$?"
awk 'BEGIN { split("a", a, " ", 3) }'; echo "rc=$?"

#### an array assigned as a scalar fails when the assignment runs
awk 'BEGIN { print "x"; x[1]; x = 2; print "y" }'; echo "rc=$?"
awk 'function f() { print "f"; return 1 } BEGIN { x[1]; x = f() }'; echo "rc=$?"
printf 'a\nb\n' | awk '{ print; a[NR] = $0 } NR == 2 { a = 1 }'; echo "rc=$?"

#### counted int() keys
printf '%s\n' 'a -5' 'b -1500' 'c 2500' 'd x' 'e 1e3' 'f -0.2' 'g 999.9' 'h 1000' | awk '{ h[int($2 / 1000)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 'a inf' 'b nan' 'c 2500' 'd -inf' | awk '{ h[int($2 * 1)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 'a 1e300' 'b 5' 'c 5.5' | awk '{ h[int($2 * 1e10)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 3 7 12 7 | awk '{ x = int($1 / 5); c[x]++ } END { for (k in c) print k, c[k]; print x }' | sort

#### a field compared with an element of an array
printf '%s\n' 'a,10' 'b,9' 'a,9' 'b,100' 'a,x' 'c,-1' 'c,' 'c,0x1' 'd,1e3' 'd,999' 'e,abc' 'e,abd' | awk -F, '{ if ($2 > max[$1]) max[$1] = $2 } END { for (k in max) print k, max[k] }' | sort
printf '%s\n' 'a,10' 'b,9' 'a,9' 'b,100' 'a,x' 'c,-1' | awk -F, '{ if (m[$1] < $2) m[$1] = $2; if ($2 == m[$1]) e++ } END { for (k in m) print k, m[k]; print e, length(m) }' | sort
printf '%s\n' 'a 10' 'b 9' 'a 9' 'b 09' | awk '{ if ($2 >= v[$1]) n++; v[$1] = $2 + 0 } END { print n }'
printf '%s\n' 'k 5' 'k 10' 'j 2' | awk '{ if (!($1 in lo) || $2 < lo[$1]) lo[$1] = $2 } END { for (k in lo) print k, lo[k] }' | sort

#### the order of many string keys
i=0; while [ $i -lt 300 ]; do echo "10.$((i % 7)).$((i * 37 % 251)).$((i * 11 % 97))"; i=$((i + 1)); done > ips
awk '{ ip[$1]++ } END { for (k in ip) print k, ip[k] }' ips | head -20
awk '{ ip[$1 "/" NR % 3]++ } END { for (k in ip) n++; for (k in ip) { print k; if (++m == 5) break } print n }' ips

#### rand() after many numbers, srand's seed and its return
awk 'BEGIN { srand(1); for (i = 0; i < 3000; i++) x = rand(); print x, rand(), srand(3), rand() }'
awk 'BEGIN { srand(42); for (i = 0; i < 1000; i++) s += rand(); printf "%.6f\n", s }'
awk 'BEGIN { for (i = 0; i < 5; i++) printf "%.8f ", rand(); print "" }'

#### the number of a field that sub/gsub or a string changed, and of one given a number
echo "a 3.14159265358979 t=5" | awk '{ $2 = $2 * 1; x = $2 + 0; print x == 3.14159265358979, $2; sub(/t=/, "", $3); print $3 + 1, -$3, $3 * 2 }'
echo "a 007 x" | awk '{ sub(/x/, "12", $3); print ($3 == 12), $3 + 0, ($2 == 7); $2 = "0x1"; print $2 + 1, ($2 == 1) }'
echo "a 5 x" | awk '{ $2 = $2 "0"; print $2 / 2, ($2 < 6), $2 - 1 }'
echo "a 1e3 x" | awk '{ gsub(/e/, "E", $2); print $2 + 1, $2 * 1, $2 - 0, $2 }'
echo "5 10" | awk '{ $1 = 3.9999999999; print $1 + 0, $1; $2 = "abc"; print $2 + 0, $2 }'
printf 'x t=12\ny t=30\nz u=1\n' | awk '{ sub(/^t=/, "", $2); s += $2; print $2 * 1 } END { print s }'

#### regexes of fixed texts one or the other
printf 'alpha\nbeta x\ngamma\n^a\nab\na.b\naxb\na|b\n' > f
awk '/alpha|beta/ {print "1", $0} /^a|b$/ {print "2", $0} /a\.b|zz/ {print "3", $0} /a.b|q/ {print "4", $0}' f
awk '$0 ~ "ma|x$" {print "5", $0} /\^a|\// {print "6", $0} /a\|b|c/ {print "7", $0} $1 !~ /a|b/ {print "8", $0}' f
printf 'ab\n\n' | awk '/a||b/ {print "e", NR}'
printf 'AB\nab\n' | awk -v IGNORECASE=1 '/ab|cd/ {print NR}'

#### a field's text as a key or in a concatenation after sub/gsub or a number gave it a value
printf '10.1.2.3 a\n10.1.2.3 b\n7 c\n' | awk '{ gsub(/[0-9]+/, "N", $1); c[$1]++; s = s $1 "," } END { for (k in c) print k, c[k]; print s }'
printf '1 a\n2 b\n' | awk '{ $1 = $1 / 3; k[$1] = $1 "" ; print ($1 in k), $1 } END { for (x in k) print x }' | sort
printf '5 a\n' | awk '{ $1 = $1 * 1.5; CONVFMT = "%.2f"; print $1 "", $1; $1 = $1 / 7; print $1 "" }'

#### decimals in fields as numbers
printf '%s\n' '8.23,1' '1.,2' '.5,3' '1.2.3,4' '.,5' '-2.5,6' '+3.5,7' ' 4.5,8' '1e2,9' '１.５,10' '2_0.5,11' | awk -F, '{ s += $1; print $1 + 0, $1 * 2 } END { print s }'

#### options gawk does not know print only its usage; -W long options
awk -q 'BEGIN{}' 2>&1 | head -2; echo "rc=${PIPESTATUS[0]}"
awk --nosuch 'BEGIN{}' 2>&1 | head -1; awk --fi x 2>&1 | head -1
awk -F 2>&1 | head -2; awk --file 2>&1 | head -1; awk -f; echo "rc=$?"
awk -W version | head -1; awk -Wversion | head -1; awk -W vers | head -1
awk -W posix 'BEGIN { print "p" }'
awk -W nosuch 'BEGIN { print 1 }'; echo "rc=$?"
awk -W 'BEGIN { print 1 }' 2>&1 | head -2
echo 'a:b' | awk -W field-separator=: '{ print $2 }'; echo 'a:b' | awk -W field-separator : '{ print $2 }'
awk -W 2>&1 | head -1; awk -W file 2>&1 | head -1

#### a regex constant on the left of ~ is warned about
awk 'BEGIN { print /a/ ~ /b/ }'
awk 'BEGIN { x = /a/ ~ 1; y = /b/ !~ 2; z = (/c/) ~ 3 }
BEGIN { if (/q/ ~ "q") print "no" }'
echo a | awk '/a/ ~ 1 { print "m" }'

#### split and FS by an empty regex, and by regexes that can match the empty text
awk 'BEGIN { n = split("abc", p, //); print n, p[1], p[3]; r = ""; n = split("abc", p, r); print n; n = split("abc", p, /x*/); print n, p[1]; n = split("abc", p, /b*/); print n, p[1], p[2]; n = split("", p, //); print n }'
awk 'BEGIN { n = split("abc", p, //, s); print n, length(s), "[" s[1] "]"; n = split("héllo", p, "", s); print n, p[2], length(s) }'
echo "a:b" | awk '{ n = split($0, p, //); print n, p[2] }'
echo 'abc' | awk -F'x*' '{ print NF, $1 }'; echo 'abbc' | awk -F'b*' '{ print NF, $1, $2 }'
echo 'a1b22c' | awk -F'[0-9]*' '{ print NF, $1, $2, $3; $1 = $1; print }'
awk 'BEGIN { n = split("a  b", p, / */, s); print n, p[2], "[" s[1] "]" }'

#### index() as a test
printf 'beta x\nalpha\n\n' | awk '{ if (index($1, "ta")) t++; if (!index($1, ".")) u++ } index($0, x) { v++ } index($0, "") { w++ } END { print t, u, v, w }'
awk 'BEGIN { if (index(12345, 34)) print "y"; if (index("abc", 1)) print "n"; x = index("ab", "b") ? "t" : "f"; print x }'
awk 'BEGIN { x = "ab"; if (index(x, x = "b")) print "in", x; a[1] = "q"; if (index(a[1], "q")) print "a" }'

#### int() of numbers, infinities, NaN and -0, as keys and values
awk 'BEGIN { print int(3.9), int(-3.9), int(-0.5), int("x"), int(1e300), int(-1e300); printf "%f %f\n", int(-0.5), int(0.5); x = log(-1); print int(x), int(-log(0)), int(log(0)) }'
printf '%s\n' 'a -5' 'b -1500' 'c 2500' 'f -0.2' | awk '{ x = int($2 / 1000); h[x]++ } END { for (k in h) print k, h[k]; printf "%f %s\n", x, x }' | sort
printf '%s\n' 'a 5' 'b 1500' | awk '{ h[int($1) + int($2)]++ } END { for (k in h) print k, h[k] }'
printf '%s\n' '7' '15' '22' | awk '{ h[int($1 / 10) * 10]++ } END { for (k in h) print k, h[k] }' | sort -n

#### rand() across srand() calls, in functions and per record
awk 'BEGIN { for (i = 0; i < 600; i++) x = rand(); print x; srand(5); print rand(); srand(5); print rand() }'
awk 'function r() { return rand() } BEGIN { srand(9); print r(), r(); srand(9); print rand() }'
printf 'a\nb\nc\n' | awk 'BEGIN { srand(2) } { print $0, rand() }'
