# awk, eighth set: SYMTAB reads and assigns the program's globals (as gawk: the value of the
# variable, wherever the compiler would keep it); the fast paths of decimal fields, getline
# in a main rule and rand() keep their results.

#### SYMTAB reads and assigns globals
awk 'BEGIN { x = 5; print SYMTAB["x"]; SYMTAB["x"] = 7; print x; SYMTAB["y"] = "hi"; print y }'
printf 'a\nb\n' | awk '{ n++ } END { print SYMTAB["n"], SYMTAB["NR"], SYMTAB["FS"] "|"; print ("n" in SYMTAB), ("zz" in SYMTAB) }'
awk 'function f(p) { p = 1; return SYMTAB["p"] } BEGIN { p = 3; print f(2) }'
awk 'function f(k) { SYMTAB[k] = SYMTAB[k] "!" } BEGIN { a = "x"; b = "y"; f("a"); f("b"); f("a"); print a, b }'
echo "a b" | awk '{ print SYMTAB["NF"], SYMTAB["FNR"]; SYMTAB["x"] = "str"; print x + 0, length(x); print typeof(SYMTAB["x"]) }'
awk 'BEGIN { x = "3"; y = SYMTAB["x"]; print typeof(y); z = 5; print typeof(SYMTAB["z"]); print typeof(SYMTAB["w"]); w = 1 }'

#### SYMTAB in loops and main rules
awk 'BEGIN { for (i = 0; i < 5; i++) SYMTAB["s"] = SYMTAB["s"] i; print s; n = 0; for (i = 0; i < 3; i++) { SYMTAB["n"] = SYMTAB["n"] + 2 }; print n + 1 }'
printf '1\n2\n3\n' | awk 'BEGIN { v0 = 0; v1 = 0 } { SYMTAB["v" ($1 % 2)] += $1 } END { print v0, v1 }'
printf '1\n2\n3\n' | awk '{ t += $1; if (SYMTAB["t"] > 2) print NR, SYMTAB["t"] }'
awk 'BEGIN { i = 3; s = 0; while (i-- > 0) s += SYMTAB["i"]; print s, i }'
awk 'function f(q) { return q } BEGIN { x = 1; for (k in SYMTAB) print k }' | sort

#### SYMTAB: a built-in variable assigned, errors
awk 'BEGIN { SYMTAB["FS"] = ":"; print FS; $0 = "a:b c"; print $1 }'
awk 'BEGIN { x = SYMTAB["q"]; print "[" x "]" }'; echo "rc=$?"
awk 'BEGIN { SYMTAB["nv"] = 3; print "ok" }'; echo "rc=$?"
awk 'BEGIN { x = 1; delete SYMTAB["x"]; print x }'; echo "rc=$?"

#### sums of records that are each one decimal
printf '%s\n' 1.5 -2.25 10 -.5 5. 0.125 | awk '{ s += $1 } END { printf "%.4f\n", s }'
printf '%s\n' 1.5 1_0 2 | awk '{ s += $1 } END { print s }'
printf '%s\n' 1.5 - . -- 2 | awk '{ s += $1 } END { print s }'
printf '%s\n' 1.2.3 4 1-2 | awk '{ s += $1 } END { print s }'
printf '%s\n' 1.5 inf nan 1e3 +4 0x10 | awk '{ s += $1 } END { print s }'
printf '%s\n' 1.5 '' 2.5 | awk '{ s += $1 } END { print s, NR }'
printf '1.5\t\n 2.25\n3\n' | awk '{ s += $1 } END { print s }'
printf '1.5;2.5\n;-1;' | awk 'BEGIN { RS = ";" } { s += $1 } END { print s, NR }'
printf '%s\n' 12 34 56 | awk '{ s += $1 } END { print s }'
printf '%s\n' 0.1 0.2 0.3 0.4 | awk '{ s += $1 } END { printf "%.17g\n", s }'

#### signed decimal fields compared and computed
printf '%s\n' -1.5 -0 - -. -.5 -5. --1 -1.2.3 -1e3 -0x1 2.5 -12.75 | awk '$1 > -2 { print "gt", $1 } $1 < 0 { print "neg", $1 }'
printf '%s\n' -1.5 -0 - -. -.5 -5. --1 -1.2.3 -1e3 2.5 -12.75 | awk '{ print $1 * 2, $1 + 0, -$1 }'
printf '%s\n' -3.25 7.5 -10.125 4 | awk '{ if ($1 < m || NR == 1) m = $1; if ($1 > M || NR == 1) M = $1 } END { print m, M }'
printf '%s\n' 'a -3.5' 'b -x' 'c -.25' 'd -' | awk '$2 <= -0.25 { n++; t += $2 } END { print n, t }'
printf '%s\n' -9.5 -10.5 -abc | awk '{ print ($1 < "-9"), ($1 > -10) }'

#### plain getline in main rules
printf '%s\n' 1 2 3 4 5 6 7 | awk '{ getline x; print $0, x, NR, FNR }'
printf '%s\n' 1 2 3 4 5 6 7 | awk '{ getline; print $0, NR }'
printf '%s\n' 1 2 3 4 5 6 7 | awk 'NR % 3 == 1 { getline a; getline b; print $1, a, b, NR }'
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | awk '{ while ((getline line) > 0) n++; print $0, n, line, NR }'
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | awk '/3/ { getline; print "after3", $0 } /5/ { print "five", $0 }'
printf '%s\n' 1 2 3 4 5 | awk '{ getline x; if (x == 4) exit; print $0, x } END { print "end", NR, $0, x }'
printf '%s\n' 1 2 3 4 5 | awk '{ getline x; if (NR == 4) next; print $0, x } END { print NR }'
printf 'a b c\nd e\nf\n' | awk '{ n = getline x; print NF, $2, x, n }'
printf 'a b c\nd e\nf\n' | awk '{ n = getline; print NF, $2, n }'
printf 'a:b\nc:d\ne:f\n' | awk -F: '{ getline y; print $2, y }'
printf '%s\n' 1 2 3 4 5 6 | awk 'NR == 2 { getline; getline x; print "got", $0, x } { print NR ": " $0 }'
printf '%s\n' 1 2 3 4 | awk '(getline line) > 0 { print $0 "-" line }'

#### plain getline across files and many records
printf '1\n2\n3\n' > a; printf '4\n5\n' > b
awk '{ r = getline x; print FILENAME, FNR, NR, $0, x, r }' a b
awk '{ getline; print FILENAME, FNR, NR, $0 }' a b
awk 'FNR == 1 { print "start", FILENAME } { getline; print $0 }' a b
awk '{ getline x; print x } ENDFILE { print "ef", FNR }' a a
awk '{ getline x; print x, n }' a n=7 b
i=0; while [ $i -lt 20001 ]; do echo $i; i=$((i+1)); done > big
awk '{ getline x; s += x; n++ } END { print s, n, NR, x }' big
awk '{ getline; s += $1 } END { print s, NR, $0 }' big
awk 'NR % 8192 == 0 { getline x; print NR, $0, x }' big

#### getline var from a file or a command in a main rule
printf 'x\ny\n' > f
printf '%s\n' 1 2 3 4 5 | awk '{ r = (getline v < "f"); print NR, $0, v, r } END { print NR, v }'
printf '%s\n' 1 2 3 4 | awk '{ "echo hi" NR | getline v; print NR, v, $1 }'
printf '%s\n' 1 2 3 | awk 'NR == 1 { while ((getline line < "f") > 0) c++ } { s += $1; print NR, c, line } END { print s, c }'
printf '%s\n' 1 2 3 | awk '{ getline < "f"; print NR, $0, NF }'
printf '%s\n' 1 2 3 4 | awk '{ getline NF < "f"; print NR, $0 }'
printf '%s\n' 10 11 12 13 | awk '{ if ((getline v < "f") > 0) s += length(v); else s += $1 } END { print s, NR }'
printf '%s\n' 1 2 3 | awk '{ getline v < "nonexist"; print NR, v "|" }'

#### a decimal field compared with a number: records printed or counted
printf '%s\n' 1.5 3.5 3.51 -4 10 0.25 -0 | awk '$1 > 3.5'
printf '%s\n' 1.5 3.5 3.51 -4 10 0.25 -0 | awk '$1 <= 3.5 { print }'
printf '%s\n' 1.5 3.5 3.51 -4 10 0.25 -0 | awk '3.5 < $1 { print $0 }'
printf '%s\n' 1.5 3.5 3.51 -4 10 0.25 -0 | awk '$1 == 0 { n++ } END { print n + 0 }'
printf '%s\n' 1.5 3.5 3.51 -4 10 0.25 -0 | awk '$1 != 3.5 { n += 1 } END { print n }'
printf '%s\n' 1.5 3.5 3.51 -4 10 0.25 -0 | awk '$1 >= -4 { n++ } END { print n }'
printf '%s\n' 1.5 3.5 abc 10 | awk '$1 > 3.5'
printf '%s\n' 1.5 3.5 '' 10 | awk '$1 > 3.5'
printf '%s\n' '1.5 a' '7.5 b' '2 c' | awk '$1 > 1.5'
printf '%s\n' 'a 1.5' 'b 7.5' 'c' 'd 2' | awk '$2 > 1.5 { n++ } END { print n }'
printf '%s\n' 'a,1.5' 'b,7.5' 'c,-2' | awk -F, '$2 < 2'
printf '%s\n' 1 2 3 | awk 'BEGIN { ORS = ";" } $1 > 1'; echo
printf '%s\n' 1.5 1-2 5 | awk '$1 > 1'
printf '%s\n' 5 . - 6 | awk '$1 > 1'
printf '%s\n' 5 6 | awk 'BEGIN { n = 0.5 } $1 > 1 { n++ } END { print n }'
printf '%s\n' 5 6 | awk 'BEGIN { n = "x" } $1 > 1 { n++ } END { print n }'

#### SYMTAB in END only, in a function
printf '1\n2\n3\n' | awk '{ n++; s += $1 } END { print SYMTAB["n"], SYMTAB["s"]; SYMTAB["s"] = "x"; print s }'
awk 'BEGIN { for (i = 0; i < 5; i++) t += i; SYMTAB["t"] = SYMTAB["t"] * 2; print t } END { print SYMTAB["t"], t }' /dev/null
printf '1\n2\n' | awk 'BEGIN { c = 5 } { c++ } END { SYMTAB["c"] = "s"; print c; for (i = 0; i < 2; i++) c = c "!"; print c }'
printf '1\n2\n' | awk 'function f() { return SYMTAB["c"] } { c += $1 } END { print f(), c }'

#### sums of a decimal column times, over, plus or minus a number
printf '%s\n' 1.5 -2.25 10 -.5 5. 0.125 | awk '{ s += $1 * 1.5 } END { printf "%.6f\n", s }'
printf '%s\n' 1.5 -2.25 10 -.5 5. 0.125 | awk '{ s += $1 / 3 } END { printf "%.17g\n", s }'
printf '%s\n' 1.5 -2.25 10 -.5 5. 0.125 | awk '{ s += ($1 - 0.1) } END { printf "%.17g\n", s }'
printf '%s\n' 'a 1' 'b 2.5' 'c -3' | awk '{ s += $2 + 1 } END { print s }'
printf '%s\n' 'a 1' 'b 2.5' 'c' | awk '{ s += $2 * 2 } END { print s }'
printf '%s\n' 1 x 3 | awk '{ s += $1 * 2 } END { print s }'
printf '%s\n' 1 2 3 | awk '{ s += $1 / 0 } END { print s }'; echo "rc=$?"
printf '%s\n' 1 2 3 | awk 'BEGIN { s = "7x" } { s += $1 * -1 } END { print s }'

#### plain getline as a statement, then fields
printf 'a b c\nd e\nf\ng h i j\n' | awk '{ getline; print NF, $2, $0 }'
printf 'a b c\nd e\nf\ng h i j\n' | awk '{ print $1; getline; print NF, $2, $NF }'
printf 'a b c\nd e\nf\n' | awk '{ getline; $2 = "X"; print; print NF }'
printf 'a b c\nd e\nf\n' | awk '{ x = $1; getline; print x, $1 }'
printf 'a:b\nc:d\ne:f\n' | awk -F: '{ getline; print $2 }'
printf 'a b c\nd e\nf\n' | awk '$1 != "" { getline; print $1 "|" $0 }'
printf '1\n2\n3\n4\n' | awk '{ getline NR; print NR, $0 }'
