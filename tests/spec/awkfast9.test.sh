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
