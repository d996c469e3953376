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
