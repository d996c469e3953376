# awk's compiled fast paths, fourth set (counting programs batched, one-way and plain-string
# alternations on plain re, rand() made in bulk, NR/FNR keeping an assigned value), and sed's
# and uniq's shapes that run on other engines: gawk's, GNU sed's and coreutils' exact output.

#### counting programs: keys from fields, patterns, x = E then a[x]++, odd records
printf '1500 3\n-1500 -3\n\n0 0\nx\n-0.4 x\n2.5 y y\n1e30 z\nnan t\n1500 3\n' > f
awk '{ h[int($1/1000)]++ } END { for (k in h) print k, h[k] }' f | sort
awk '{ h[$2]-- } END { for (k in h) print "[" k "]", h[k] }' f | sort
awk '$1 > 0 { h[$1 % 7] += 3 } END { for (k in h) print k, h[k] }' f | sort
awk '/x|y/ { x = $1 * 2; h[x]++ } END { for (k in h) print k, h[k]; print "x=" x, NR, $0 }' f | sort
awk '{ h[$1, $2]++; } END { for (k in h) { split(k, p, SUBSEP); print p[1], p[2], h[k] } }' f | sort
awk 'BEGIN { h["3"] = "abc"; h["-3"] = 0.5; h["0"] = 2^53 - 1 } { h[$2]++ } END { for (k in h) printf "%s %.17g\n", k, h[k] }' f | sort
awk -F' ' '{ h[length($0)]++ } END { for (k in h) print k, h[k] }' f | sort -n

#### counting programs: a division by zero mid-file reports the record
printf '4 2\n6 3\n1 0\n8 4\n' > f
awk '{ h[$1 / $2]++ } END { for (k in h) print k, h[k] }' f; echo "status $?"
awk '{ h[$1 % $2]++ } END { print length(h) }' f; echo "status $?"

#### counting programs over many records, several batches
awk 'BEGIN { for (i = 0; i < 30000; i++) print i % 97, (i * 7) % 1000 }' > f
awk '{ h[int($2 / 100)]++ } END { for (k in h) print k, h[k] }' f | sort -n | head -5
awk '$1 < 10 { c[$1]++ } END { for (k in c) print k, c[k] }' f | sort -n | tail -3
awk -F' ' '{ x = $2 % 3; h[x]++ } END { for (k in h) print k, h[k]; print x }' f

#### alternations: leftmost-longest where plain strings overlap, one-way anchored groups
printf 'abab,ab,a\nok,a,ok\nxok,ok,okx\n,ok,\nalphabet beta gamma\n' > f
awk '{ n = gsub(/a|ab/, "<&>"); print n, $0 }' f
awk '{ gsub(/(^|,)ok(,|$)/, "[&]"); print }' f
awk 'match($0, /(^|,)ok(,|$)/, m) { print RSTART, RLENGTH, "(" m[1] ")", "(" m[2] ")" }' f
awk '$0 ~ /(^|,)ok(,|$)/ { n++ } /alpha|alphabet|beta/ { m++ } END { print n, m }' f
awk '{ print match($0, /bet|beta|b/), RLENGTH }' f

#### sed: anchored alternations substitute as POSIX does
printf 'ok,a,ok\nok\nxok,ok,okx\n,ok,\nok,ok,ok\n' > f
sed -E 's/(^|,)ok(,|$)/\1OK\2/g' f
sed -E 's/(^|,)(ok|a)(,|$)/<\2>/g' f
sed -E 's/(^|[^a-z])ok([^a-z]|$)/[\1|\2]/' f
sed -E 's/(x|)ok/{\1}/g' f

#### rand(): the same numbers as gawk, long runs and reseeds
awk 'BEGIN { for (i = 0; i < 3000; i++) s += rand(); printf "%.10f\n", s; srand(7); for (i = 0; i < 700; i++) x = rand(); printf "%.17g\n", x; print srand(42); printf "%.17g %.17g\n", rand(), rand() }'
printf 'a\nb\nc\nd\n' > f
awk 'BEGIN { srand(3) } { printf "%s %d\n", $0, int(rand() * 1000) }' f

#### NR and FNR keep a value assigned until the next record
printf 'a\nb\nc\n' > f
awk 'NR == 1 { NR = "abc"; print NR, typeof(NR), NR + 1, (NR == "abc") } { print NR, FNR }' f
awk 'NR == 1 { NR = "5"; print NR, typeof(NR) } NR == 2 { NR = "2.5"; print NR, typeof(NR) } { print NR }' f
awk 'NR == 2 { FNR = "x"; print FNR, typeof(FNR); FNR++; print FNR } END { print NR, FNR }' f
awk '{ NR = "last" } END { print NR, typeof(NR) }' f
awk -v NR=abc 'BEGIN { print NR, typeof(NR) }'

#### uniq -d and -u: runs across big inputs, empty lines, an unterminated last line
awk 'BEGIN { for (i = 0; i < 40000; i++) { n = (i % 7 == 0) ? 2 : 1; for (j = 0; j < n; j++) print int(i / 3) } }' > f
uniq -d f | wc -l
uniq -u f | wc -l
uniq -d f | tail -2
printf 'a\na\n\n\nb\nab\nab\nc\nc' > g
uniq -d g
echo --
uniq -u g

#### printf %c of an empty field in functions, BEGIN, END, with FPAT and after getline var
printf 'a,,b\n,a\na,\na,,\n' > f
awk -F, 'function f() { printf "%c|%c|\n", $2, $7 } { f() } END { printf "%c|%c|\n", $2, $3 }' f | od -c
awk -v FPAT='[^,]*' '{ printf "%c|%c|%c|%c|\n", $1, $2, $3, $7 }' f | od -c
awk -F, 'BEGIN { printf "%c|\n", $2 } { getline x < "/dev/null"; printf "%c|\n", $2 } END { $0 = "x,,y"; printf "%c|\n", $2 }' f | od -c

#### sed: w files named before an error in the script exist, empty
echo old > w1
sed -n -e 'w w1' -e 'p;{' f; echo "status $?"
cat w1; echo --
sed -n 's/a/b/w w2
k' f; echo "status $?"
cat w2 && echo "w2 there"
sed -n -e 'w w3' -e 'b nowhere' f; echo "status $?"
cat w3 && echo "w3 there"
sed -n -e 'w nodir/w4' -e 'k' f; echo "status $?"

#### warnings of sqrt, log and exp name the file and FNR while input is read
printf '1\n2\n3\n' > f
awk 'NR > 1 { x = sqrt(-$1); y = log(-$1) } END { print x, y, exp(1000) }' f f 2>&1
awk 'function g(v) { return exp(v) } FNR == 2 { print g(1000) }' f f 2>&1
awk 'BEGIN { print log(-1); getline; print sqrt(-2) }' f 2>&1

#### typed fields assigned numbers: their text under CONVFMT, their type kept
printf '1 2 3\n4 5\n\n7\n' > f
awk 'BEGIN { CONVFMT = "%.2g" } { $2 = $1 / 7; $4 = -$2 * 1e20; $5 = $1 ""; print; print $2, typeof($2), typeof($5), ($2 < 1), ($4 < 0) }' f
awk '{ $3 = $1 % 3; if ($3 == 1) n++; $1 = $3 * 2.5 } END { print n, $0 }' f

#### next and nextfile where they cannot run: in the rule a syntax error, from a function fatal
echo x > f
awk 'BEGIN { nextfile }' f; echo "status $?"
awk 'END { nextfile }' f; echo "status $?"
awk 'ENDFILE { nextfile }' f; echo "status $?"
awk 'BEGINFILE { nextfile } { print "never" } END { print "end", NR }' f; echo "status $?"
awk 'function g() { nextfile } BEGIN { g() }' f; echo "status $?"
awk 'function g() { nextfile } END { g() }' f; echo "status $?"
awk 'function g() { next } END { g() }' f; echo "status $?"
awk 'function g() { next } BEGINFILE { g() }' f; echo "status $?"
awk 'function g() { nextfile } ENDFILE { g() }' f; echo "status $?"
awk 'function g() { next } { g(); print "no" } END { print NR }' f; echo "status $?"

#### printf: C size modifiers, %a as C prints it, infinities and NaN without width
awk 'BEGIN { printf "[%ld|%li|%lu|%lx|%hd|%5ld|%-5.2lf|%Lf|%jd|%zd|%l5d]\n", 65, 66, 67, 255, 68, 69, 1.5, 2, 3, 4, 5 }'
awk 'BEGIN { printf "[%hhd|%lld|%qd|%d]\n", 1, 2, 3 }'
awk 'BEGIN { s = sprintf("%lld %ld", 7, 8); print s }'
awk 'BEGIN { printf "%a %a %a %a %a %a %A\n", 1, 0.1, -2.5, 0, 255.5, -0.0, 1e-320; printf "%.2a|%.0a|%#a|%#.0a|%10a|%-10a|%020a|%+a|% a|%.14a\n", 0.1, 255.5, 1, 1, 1, -2.5, -2.5, 1, 1, 1.5 }'
awk 'BEGIN { i = -log(0); n = log(-1); printf "%10f|%10e|%10g|%10a|%10A|%-10d|%10E|%10F|%10G|%05d|%X|%x|%10s|\n", i, i, i, i, i, i, i, i, i, -i, i, i, i; printf "%10a|%A|%F|%5.1e|\n", n, n, n, n }' 2>/dev/null
