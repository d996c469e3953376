# awk, ninth set: a field compared with a variable that does not look numeric (-v m=GET),
# NR > 1 before rules that read fields, accumulators kept floats across batches, and the
# fast paths of the awk_fields kind of workload keep their results.

#### a field against a -v string that does not look numeric
printf 'GET 1\nPOST 2\nGET 3\n10 4\n' | awk -v m=GET '$1 == m { n++ } END { print n }'
printf 'GET 1\nPOST 2\nGET 3\n10 4\n' | awk -v m=GET '$1 != m { print $2 }'
printf 'GET 1\nPOST 2\nAAA 3\n10 4\n' | awk -v m=GET '$1 < m { print $1 } m > $1 { print "r", $1 }'
printf 'a 1\n10 2\n9 3\n010 4\n1e1 5\n' | awk -v m=10 '$1 == m { print "eq", $2 } $1 < m { print "lt", $2 }'
printf 'a 1\n10 2\n9 3\n' | awk -v m=' 10 ' '$1 == m { print "eq", $2 } $1 > m { print "gt", $2 }'
printf 'a 1\n\n0 3\n' | awk '$1 == m { print "eq", NR } $1 < m { print "lt", NR }'
printf 'b 1\n10 2\n9 3\n' | awk -v m=9x '$1 < m { print "lt", $2 } $1 >= m { print "ge", $2 }'
printf 'GET 1\nget 2\n' | awk -v m=get 'BEGIN { IGNORECASE = 1 } $1 == m { print $2 }'
printf 'x 5\ny 50\nz 500\n' | awk -v lo=10 -v hi=100 -v w=y '$1 == w && $2 >= lo && $2 < hi { print $0 }'

#### NR > 1 before a rule that reads fields
printf 'h1,h2,h3\n1,2,3\n4,5,6\n,7\n' | awk -F, 'NR > 1 { s += $3; if ($3 > m) m = $3 } END { print s / (NR - 1), m }'
printf 'head\n1 2\n3\n\n4 5 6\n' | awk 'NR > 1 { print NF, $2 }'
printf 'a\nb\nc\nd\n' | awk 'NR >= 3 { print NR, $1 }'
printf 'a 1\nb 2\nc 3\n' | awk 'FNR > 1 { print $2 } NR > 10 { print "no" }'

#### accumulators across batches of records
awk 'BEGIN { for (i = 1; i <= 30000; i++) print i, i % 7 }' > n.txt
awk '{ n += NF; if (NF > mx) mx = NF } END { print n, mx }' n.txt
awk '{ s += $2; c++ } END { print s, c, s / c }' n.txt
awk '$2 == 3 { t += $1 } END { print t }' n.txt
awk 'NR == 20000 { x = "str" } { x++ } END { print x }' n.txt
awk '$1 > 29999 { late++ } END { print late + 0, length(late) }' n.txt
awk '{ m = m + 1 } $1 == 15000 { m = m "" } END { print m, typeof(m) }' n.txt
awk '{ k = NR * 2; s += k } END { print k, s }' n.txt
awk -v n=abc '{ n++ } END { print n }' n.txt
awk '{ n++ } END { print n }' n.txt n=xyz n.txt
awk '{ if (NR == 100) exit; s += $1 } END { print s }' n.txt

#### long runs of digits read as numbers
awk 'BEGIN { s = ""; for (i = 0; i < 320; i++) s = s "9"; t = s s s s s s s s s s s s s s s s; print s; print substr(s, 1, 17); print t; print "12" }' > d.txt
awk '{ x = $1 + 0; print x, ($1 > 5), -$1 }' d.txt
awk '{ s += $1 } END { print s }' d.txt
awk '{ a[NR % 2] += $1 } END { print a[0], a[1] }' d.txt
awk '$1 > 1e300 { n++ } END { print n }' d.txt
awk '{ v = $1; if (v > m) m = v } END { print length(m) }' d.txt
awk '{ printf "%d %.3g\n", $1, $1 }' d.txt

#### arrays that only ever hold numbers
printf 'a 1\nb 2\na 3.5\nc -1\nb x\n' | awk '{ n[$1]++; s[$1] += $2 } END { for (k in n) print k, n[k], s[k] }' | sort
printf 'a 1\nb 2\na 3\n' | awk 'BEGIN { n["a"] = "str" } { n[$1]++ } END { for (k in n) print k, n[k] }' | sort
printf 'a 1\nb 2\na 3\n' | awk 'BEGIN { x = n["a"] } { n[$1] += $2 } END { for (k in n) print k, n[k], length(n[k]) }' | sort
printf 'a 1\nb 2\na 3\n' | awk '{ if (n[$1] > 0) c++; n[$1] += $2 } END { print c + 0, n["a"], n["b"] }'
printf 'a 1\nb 2\na 3\n' | awk '{ n[$1] += $2 } END { n["z"] = "q"; for (k in n) print k, n[k] }' | sort
printf 'a 1\nb 2\na 3\n' | awk 'function f(arr) { arr["a"] = "s" } NR == 2 { f(n) } { n[$1]++ } END { print n["a"], n["b"] }'
printf 'a 1\nb 2\na 3\n' | awk 'NR == 2 { split("p q", n) } { n[$1]++ } END { for (k in n) print k, n[k] }' | sort
printf 'a 1\nb 2\na 3\n' | awk '{ n[$1] = $2 * 2; t[$1] -= $2; u[$1] *= 2 } END { for (k in n) print k, n[k], t[k], u[k] }' | sort
printf 'a 1\nb 2\na 3\n' | awk '{ n[$1]++; delete n["b"] } END { for (k in n) print k, n[k] }'

#### one-character anchored regexes on fields
printf '500 x\n404 y\n5\n\n15 z\n' | awk '$1 ~ /^5/ { print "s", NR } $1 ~ /5$/ { print "e", NR } $1 !~ /^4/ { print "n", NR }'

#### field numbers out of C's long, negative fractions, NaN
echo 'x y z' | awk -v v=1e19 '{ print $(v + 0) }'; echo "rc=$?"
echo 'x y z' | awk -v v=-1e19 '{ print $(v + 0) }'; echo "rc=$?"
echo 'x y z' | awk -v v=1e400 '{ print $(v + 0) }'; echo "rc=$?"
echo 'x y z' | awk -v v=+nan '{ print $(v + 0) }'; echo "rc=$?"
echo 'x y z' | awk -v v=-0.5 '{ print $(v + 0) }'; echo "rc=$?"
echo 'x y z' | awk -v v=2.9 '{ print $(v + 0); $(v + 0) = "Q"; print }'; echo "rc=$?"
echo 'x y z' | awk -v v=-3 '{ $(v + 0) = "Q"; print }'; echo "rc=$?"
echo 'x y z' | awk -v v=1e19 '{ $(v + 0) = "Q"; print }'; echo "rc=$?"

#### records that are each one decimal, read as numbers
printf '%s\n' 1.5 -2.25 10 -.5 5. 0.125 -0 | awk '{ x = $1 + 0; if (x < 0) n++; else p++; print x, -$1, ($1 < 1) } END { print n, p }'
printf '%s\n' 1.5 - . 2 | awk '{ x = $1 + 0; print x, ($1 > 1) }'
printf '%s\n' 1.5 1-2 1.2.3 -- 3 | awk '{ x = $1 * 2; print x, ($1 == 1.5) }'
printf '%s\n' 1.5 '' 2 | awk '{ x = $1 + 0; print x, NF }'
printf '%s\n' 1.5 +4 1e3 0x10 | awk '{ x = $1 + 0; print x, ($1 < 5) }'
printf '1.5 2\n3\n' | awk '{ x = $1 + 0; print x, $2 }'
awk 'BEGIN { for (i = 1; i <= 20000; i++) print (i % 3 ? i / 4 : -i / 8); print "x"; for (i = 1; i <= 9000; i++) print i * 0.5 }' > f.txt
awk '{ if ($1 < m || NR == 1) m = $1; if ($1 > M || NR == 1) M = $1 } END { print m, M }' f.txt
awk '{ x = $1 + 0; if (x < 0) n++; else p++; s += x } END { print n, p, s }' f.txt
awk '{ x = $1 + 0 } $1 > 100 { c++ } END { print c, x }' f.txt

#### a field of digits compared with a number
printf '%s\n' 'a 5' 'b 90001' 'c 90000' 'd 0' 'e 007' | awk '$2 > 90000'
printf '%s\n' 'a 5' 'b 90001' 'c 90000' 'd 0' 'e 007' | awk '$2 >= 7 { n++ } END { print n }'
printf '%s\n' 'a 9007199254740993' 'b 9007199254740992' 'c 99999999999999999999' | awk '$2 == 9007199254740992'
printf '%s\n' 'a 999999999999999' 'b 1000000000000000' | awk '$2 > 999999999999999.5'
printf '%s\n' 'a 12' 'b 3.5' 'c 7' | awk '$2 < 5'

#### getline var as a statement of a main rule
printf '%s\n' 1 2 3 4 5 | awk '{ getline x; s += x; print NR, FNR, $0, x } END { print s, NR, $0, x }'
printf '%s\n' 1 2 3 4 | awk '{ getline a; getline b; print NR, $0, a, b } END { print NR, $0 }'
printf '%s\n' a b c > g1.txt; printf '%s\n' d e > g2.txt
awk '{ getline x; print NR, FNR, FILENAME, $0, x }' g1.txt g2.txt
awk '{ getline x; print y, x, NR }' g1.txt y=5 g2.txt
awk 'BEGINFILE { print "begin", FILENAME, n + 0 } ENDFILE { print "end", FILENAME, n, FNR } { getline x; n++; print $0 "-" x }' g1.txt g2.txt
awk -v OFS=: '{ getline x; print $0, x }' g1.txt OFS=- g2.txt
awk '{ getline x } $1 > x { print "gt", $0, x } { if (NR > 3) exit } END { print NR, $0, x }' g1.txt g2.txt
awk 'NR == 2 { next } { getline x; print $0, x, NR }' g1.txt g2.txt
awk 'BEGIN { for (i = 1; i <= 20001; i++) print i }' > h.txt
awk '{ getline x; s += x; t += $1 } END { print s, t, NR, $0, x }' h.txt
awk '{ getline x; if (NR % 5000 == 0) print NR, FNR, $1, x }' h.txt g1.txt
awk -v x=7 '{ getline x; n++ } END { print n, x }' g2.txt g1.txt

#### BEGINFILE sees an empty record
printf '%s\n' 'a b' c > b1.txt; printf '%s\n' x > b2.txt
awk 'BEGINFILE { print "BF[" $0 "]" NF } END { print "END[" $0 "]" NF }' b1.txt b2.txt
awk 'BEGINFILE { print "BF[" $0 "]" NF, $1 } { print "R[" $0 "]" }' b1.txt b2.txt
awk 'ENDFILE { print "EF[" $0 "]" NF }' b1.txt b2.txt

#### a regex test of a field in a rule that reads other fields
printf '%s\n' 'a 1 x 500' 'b 2 y 404' 'c 3 z 5' 'd 4 w' 'e 5 v 50x' | awk '{ s += $2; if ($4 ~ /^5/) n++; if ($3 ~ /y|z/) m++ } END { print s, n, m }'
printf '%s\n' 'a:1:500' 'b:2:404' 'c:3:5' | awk -F'[:]+' '{ s += $2; if ($3 ~ /^5/) n++ } END { print s, n }'

#### sub and gsub of an anchored text as statements
printf '%s\n' 'a b t=12' 'c d x=3' 'e f t=' 'g' | awk '{ sub(/^t=/, "", $3); print NF, $3 "|" $0 }'
printf '%s\n' 'a.gz b' 'c.gzz d' | awk '{ gsub(/\.gz$/, "[&]", $1); print }'
printf '%s\n' 'a b' | awk '{ sub(/^x/, "y", $5); print NF "|" $0 "|" }'
awk 'BEGIN { x = 12; sub(/^1/, "", x); print x, typeof(x); y = "abc"; gsub(/c$/, "\\&", y); print y; sub(/^/, "", z); print "[" z "]", typeof(z) }'
printf '%s\n' 't=5 1' 't=7 2' | awk '{ sub(/^t=/, "", $1); s += $1 } END { print s }'
