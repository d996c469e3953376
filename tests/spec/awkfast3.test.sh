# awk's compiled fast paths, third set (whole numbers' texts through a per-run cache for keys
# and concatenations, gawk's for-in order of big string arrays): gawk's exact output whatever
# path the compiler takes.

#### computed numeric keys: whole, negative, -0, huge, fractions, CONVFMT changes
printf '1500 3\n-1500 -3\n0 0\n-0.4 x\n2.5 y\n1e30 z\n-1e30 w\n1e400 v\n-1e400 u\nnan t\n\n' > f
awk '{ h[int($1/1000)]++; g[$1 / 2]++; m[$1 % 7] = NR } END { for (k in h) print "h", k, h[k]; for (k in g) print "g", k, g[k]; for (k in m) print "m", k, m[k] }' f | sort
awk '{ k = $1 * 1; a[k] = a[k] $2 } NR == 5 { CONVFMT = "%.2f" } { b[$1 / 3] = NR } END { for (x in a) print x, a[x]; for (x in b) print x, b[x] }' f | sort
awk 'BEGIN { CONVFMT = "%d"; a[0.5]; a[1.5]; a[-0.5]; a[2]; a[-0]; for (k in a) print k }' | sort

#### computed numbers in concatenations and as output file names
printf '5 a\n6 b\n7 c\n8 d\n-5 e\n' > f
awk '{ print > ("out" $1 % 4) } END { close("out1"); close("out2"); close("out3"); close("out-1") }' f
cat out1 out2 out3 out-1 out0
awk '{ x = "k" ($1 / 2) "-" (-$1 * 0) "|" int($1 / 3); print x }' f
awk 'BEGIN { CONVFMT = "%.1f" } { print ("v" $1 / 4), ($1 / 4) "" }' f

#### many keys: the for-in order of a big string array
awk 'BEGIN { for (i = 0; i < 3000; i++) a["k" (i * 7919 % 3001)] = i; n = 0; for (k in a) { if (n++ < 20 || n > 2980) printf "%s ", k } print "" }'
awk 'BEGIN { for (i = 0; i < 2000; i++) a[sprintf("%c%d", 97 + i % 26, i)]; for (k in a) printf "%s ", k; print "" }' | head -c 600; echo

#### the remainder of infinities and NaNs
awk 'BEGIN { y = 7; i = -log(0); n = log(-1); print i % 7, -i % 7, i % y, 5 % i, -5 % -i, n % 3, 3 % n, -n % 3, n % y; x = i; x %= 4; a["k"] = -i; a["k"] %= y; print x, a["k"] }' 2>&1
printf 'inf\n+inf\n-inf\n1e999\n-nan\n' | awk '{ print $1 % 10, ($1 + 0) % 10 }'

#### many whole-number keys: ascending after the strings, in any insertion order
awk 'BEGIN { for (i = 2999; i >= 0; i--) a[i]; for (i = 3000; i < 6000; i += 2) a[i]; for (i = 3001; i < 6000; i += 2) a[i]; a["x"]; a["01"]; a["1e3"]; a[10000000000]; a[" 5"]; a[2147483647]; a[2147483648]; a[4294967296]; n = 0; for (k in a) if (n++ < 30 || n > 5980) printf "%s ", k; print "" }'
awk 'BEGIN { a[0]; a[4294967295]; a[2147483647]; a[2147483648]; a[99999999999]; a[1]; for (k in a) printf "%s ", k; print "" }'
awk 'BEGIN { a[5]; a["b"]; a[3]; a["a"]; a[100]; a[20]; a[-1]; a[0]; for (k in a) printf "%s ", k; print "" }'

#### assigning NR and FNR: truncated toward zero, LONG_MIN out of range
printf 'x\ny\nz\nw\n' | awk 'NR == 2 { NR = 2.5 } { print NR, FNR }'
printf 'x\ny\nz\nw\n' | awk 'NR == 2 { NR = -1.7; FNR = 10.9 } { print NR, FNR } END { print NR, FNR }'
printf 'x\ny\nz\n' | awk 'NR == 1 { x = (NR = 2.5); print x, NR; NR = 1e30 } { print NR }'
printf 'x\ny\nz\n' | awk 'NR == 1 { NR = -log(0) } NR < 0 { print NR; NR = 7.99 } { print NR }'
printf 'x\ny\n' | awk 'END { NR = 4.5; print NR; NR = "12.7"; print NR + 1 }'
printf 'x\ny\n' | awk -v NR=3.9 '{ print NR }'

#### a field keeps the type of what is assigned to it
printf '5 abc\n3x 7\n 10 \n' > f1
awk '{ $2 = $2 + 0; print typeof($2), ($2 < 10) }' f1
awk '{ $1 = $1; print typeof($1), ($1 < 10) }' f1
awk '{ $3 = "12"; print typeof($3), ($3 < 9) }' f1
awk '{ x = $1; $1 = x; print typeof($1), ($1 < 9) }' f1
awk '{ $2 = $2 + 0; $3 = "x"; print typeof($2), ($2 < 10), typeof($1) }' f1
awk '{ $2 = 7; print ($2 < 10), ($2 == "7"), ($2 == 7.0) }' f1
awk '{ $1 = 0.1 + 0.2; print ($1 == 0.3), $1, typeof($1) }' f1
awk '{ $1 = 100; if ($1 > 9) print "num" ; else print "str" }' f1
awk '{ $1 = "100"; if ($1 > 9) print "num" ; else print "str" }' f1
awk '{ $1 = substr("100", 1); if ($1 > 9) print "num" ; else print "str" }' f1
awk '{ $(NF+1) = 5; print typeof($NF), ($NF < 10) }' f1
awk '{ NF = 3; print typeof($3), ($3 == 0), ($3 == "") }' f1
awk '{ $2 = $2 + 0; x = $2; print typeof(x); a[1] = $2; print typeof(a[1]) }' f1
awk '{ $0 = "12 13"; print typeof($1), typeof($0) }' f1
awk '{ $0 = 12; print typeof($1), typeof($0) }' f1
awk '{ $2 = $2 + 0; $0 = $0; print typeof($2) }' f1
awk '{ $2++; print typeof($2), $2 }' f1
awk '{ $2 += 1; print typeof($2), $2 }' f1
awk '{ sub(/a/, "b", $2); print typeof($2), $2 }' f1
awk '{ $1 = $1 + 0; print ($1 == "5.0"), ($1 < "9") }' f1

#### typed fields: exact numbers, strings "0", loops, dynamic indexes, NF, END
printf '1 2 3\n0 4 5\n' > f
awk '{ $3 = $2 / 3; t += $3 } END { printf "%.17g\n", t }' f
awk '{ $3 = $2 / 3; printf "%.17g %s\n", $3, $3; print }' f
awk '{ $1 = "0"; if ($1) print "true", NR; else print "false", NR }' f
awk '{ $1 = 0; if ($1) print "true", NR; else print "false", NR }' f
awk '{ for (i = 1; i <= NF; i++) $i = $i / 7; s = 0; for (i = 1; i <= NF; i++) s += $i; printf "%.17g\n", s }' f
awk '{ for (i = 1; i <= NF; i++) $i = $i * 2; print; print $1 + $2 }' f
awk '{ i = 2; $i = "010"; print ($2 < 9), ($2 == 10) }' f
awk '{ $2 = 0.1; NF = 1; NF = 3; print typeof($2), ($2 == 0), typeof($3) }' f
awk '{ $2 = 1 / 3 } END { printf "%.17g %s\n", $2, typeof($2) }' f
awk '{ $2 = $2 * 2 } { print $2, ($2 > 5) }' f
awk -v OFMT=%.2f '{ $2 = $2 / 3; print $2; print }' f
awk '{ $2 = $2 / 3; CONVFMT = "%.2f"; print $2 "" }' f
awk 'BEGIN { $0 = "a b"; $2 = 3; print typeof($2), ($2 == 3.0) }'
awk 'function f(x) { return x < 10 } { $1 = "100"; print f($1) }' f
awk '{ $2 = ""; print typeof($2), ($2 == 0), length($2) }' f

#### printf %c of an empty field prints the byte gawk's field points at
printf '65 abc  \n\n 0 x\n' | awk '{ printf "[%c][%c][%c][%c]\n", $1, $2, $3, $0 }' | od -c
printf 'a,,b\n' | awk -F, '{ printf "[%c][%c][%5c][%-3c]\n", $2, $4, $2, $2 }' | od -c
printf 'a,b,\nx,,\n,y\n,\n' | awk -F, '{ printf "[%c][%c][%c]\n", $1, $2, $3 }' | od -c
printf '%s\n' 'a,b,' 'a;;b' 'x,;' 'ab,;' ',' 'a, ;' 'a,;b;' | awk -F'[,;]' '{ printf "%s NF=%d:", $0, NF; for (i = 1; i <= NF; i++) printf " [%c]", $i; print "" }' | od -c
printf 'a12b\n' | awk -F'[0-9]+' '{ printf "[%c][%c]\n", $2, $3 }' | od -c
printf 'a::\na::::b\n' | awk -F'::' '{ printf "[%c][%c]\n", $2, $3 }' | od -c
printf 'a\t\tb\n' | awk -F'\t' '{ printf "[%c]\n", $2; x = sprintf("%c", $2); print length(x) }' | od -c
printf 'a,,b\n' | awk -F, '{ x = $2; printf "[%c][%s][%d][%x]\n", x, $2, $2, $2 }' | od -c
printf 'a,,b\n' | awk -F, '{ f = "[%c]\n"; printf f, $2 }' | od -c
printf '  lead  space  \n' | awk -F'[ x]' '{ printf "%c|%c\n", 0.1+0.2, $(1+1) }' | od -c
printf 'a,,b\n' | awk -F, '{ printf "[%c] %d\n", $2, NR }' | od -c
printf 'a,,b\nc,,d\n' | awk -F, '{ getline; printf "[%c] %s\n", $2, $0 }' | od -c
printf 'a,,b\nc,,d\n' | awk -F, '{ getline x; printf "[%c] %s %d\n", $2, x, NR }' | od -c
printf 'a,,b\n' | awk -F, '{ $3 = ""; printf "[%c]\n", $3 }' | od -c

#### typed fields in a batch that keeps the record in locals
printf '1 2 3\n4 5 6\n7 8\n' > f
awk '{ $2 = $2 / 3; t += $2 } END { printf "%.17g\n", t }' f
awk '{ $2 = $2 * 2 } $2 > 9 { n++ } END { print n+0 }' f
awk '{ $3 = $1 "" ; if ($3 < 10) print "lt", NR; print typeof($3) }' f
awk '{ $4 = $1 / 7; print ($4 == $1 / 7), $4 }' f
awk '{ i = 2; $i = $i / 3; s += $i; $i = "9"; if ($i > 10) print "str-gt" } END { printf "%.17g\n", s }' f
awk '{ $2 = $2 + 0.1; x = $2; if (x == $2) print "eq" }' f
awk '{ $5 = 0.5; if ($5) print "t", NF; $5 = "0"; if ($5) print "t2" }' f
awk '{ for (i = 1; i <= NF; i++) { $i = $i / 2; s += $i } } END { print s }' f
awk '{ $1 = $1 / 3; print; print $1 + 0 == 1/3 }' f
awk '{ $2 = $2 / 3 } NR == 2 { exit } END { printf "%.17g %s\n", $2, typeof($2) }' f

#### variables as keys: cached texts past the cache's size, counters, CONVFMT
awk 'BEGIN { for (i = 0; i < 20000; i++) print i, i % 7 }' > f
awk '{ x = $1 * 3; a[x]++; y = $2 / 2; b[y]++ } END { n = 0; for (k in a) n++; print n, a[59997], a[3]; for (k in b) print k, b[k] }' f | sort
awk '{ x = int($1 / 1000); h[x]++ } END { for (k in h) print k, h[k] }' f | sort -n | head -3
awk 'NR == 3 { CONVFMT = "%.2f" } { x = $2 / 3; c[x]++ } END { for (k in c) print k, c[k] }' f | sort
awk '{ a[n++] = $1 } END { print n, a[19999], length(a) }' f
awk 'BEGIN { x = -0; a[x]; x = 1e20; a[x]; x = -1e-300; a[x]; for (k in a) print k }' | sort

#### typed fields: copies, uninitialized values, gaps, getline and sub on them
printf '1 2 3\n4 5 6\n' > f
awk '{ $2 = $2 / 3; n = split($2, a, "."); print n, a[1], ($2 > 0.3) }' f
awk '{ $2 = u; print typeof($2), ($2 == 0), ($2 == "") }' f
awk '{ $2 = 0.1; $0 = $0; print typeof($2), ($2 == 0.1) }' f
awk '{ $2 = 0.5; NF = 2; print ($2 == 0.5), typeof($2); NF = 1; NF = 2; print typeof($2) }' f
awk '{ $2 = 2.5; getline $2 < "f"; print typeof($2), $2 }' f
awk '{ $3 = 1/3; sub(/3/, "x", $3); print typeof($3), $3 }' f
awk '{ $3 = 1/3; sub(/q/, "x", $3); print typeof($3), ($3 == 1/3) }' f
awk '{ $1 = 1/3 } { $1 = $1 } { print ($1 == 1/3), typeof($1) }' f
awk '{ $1 = 1/3; $2 = $1; print ($2 == 1/3), typeof($2) }' f
awk 'function g() { return $1 } { $1 = 1/3; print (g() == 1/3) }' f
awk '{ $1 = 1/3; x[$1] = 1; for (k in x) print k }' f
awk '{ $(NF + 2) = 1/3; print NF, ($NF == 1/3), typeof($(NF - 1)) }' f
awk '{ $2++; $2++; print $2, typeof($2) }' f
awk '{ $2 = "007"; print ($2 == 7), ($2 < 10), length($2) }' f
awk '{ $2 = 1e300 * 1e300; print $2, ($2 > 1e308), typeof($2) }' f
awk '{ $2 = -0; print $2, typeof($2), ($2 == 0) }' f

#### the remainder by a positive constant: signs, zeros, fractions, tiny and huge numbers
awk 'BEGIN { split("7 -7 0 -0 0.5 -0.5 1e300 -1e300 123456789.75 4 8 3.999999", v, " "); for (i = 1; i <= 12; i++) { x = v[i] + 0; printf "%s %.17g %.17g %.17g %g\n", v[i], x % 4, x % 0.3, x % 1e-300, -x % 2.5 } y = -log(0); print y % 3, -y % 3, log(-1) % 3, -log(-1) % 3 }' 2>&1
printf '5\n-5\n0\n-0\n2.5\n' | awk '{ printf "%g %g %d\n", $1 % 2, ($1 - 10) % 3, $1 % 1 }'

#### printf %c of empty fields with other separators
printf 'aXXb\nA,,B\n' | awk -v IGNORECASE=1 -F'x' '{ printf "[%c][%c]\n", $2, $3 }' | od -c
printf 'a  b\n' | awk -F'[ ]' '{ printf "[%c]\n", $2 }' | od -c
printf 'a||b\n' | awk -F'|' '{ printf "[%c]\n", $2 }' | od -c

#### printf %c of fields: words, numbers, blanks, invalid bytes
printf 'abc 65 -1 +inf nan .5 \xe9t\xff \xc3\xa9x\n' | awk '{ for (i = 1; i <= NF; i++) printf "%c|", $i; printf "%c%c\n", $1, $2 }' | od -c
printf 'x\n\n 7\n' | awk '{ printf "[%c][%c]\n", $1, $0 }' | od -c

#### fields as numbers: words, other scripts' letters and digits, inf and nan words
printf 'abc 12 nan inf e5 x1 \xc3\xa9t\xc3\xa9 \xd9\xa3 \xe2\x85\xa7 Infinity NaN +nan -inf 0x1A 1e3 .5 -.5e1\n' | awk '{ for (i = 1; i <= NF; i++) { s += $i; printf "%s=%s ", $i, $i + 0 } print ""; print s }'
