# awk, fifth set: gawk's switch statement (cases of numbers, strings and regexps, fall-through,
# default anywhere, break and continue inside it), the messages of its misuse; a field
# assigned a number converted with the CONVFMT of when it is used (and $0 rebuilt with it);
# a field past NF copied to a variable or element is "unassigned" for typeof.

#### switch: numbers, strings, regexps, default, fall-through
printf 'abc\nb\nzz\n3\n1.0\n1\n' > f
awk '{ switch ($1) { case /^a/: print "A"; case "b": print "B"; break; default: print "D"; case 3: print "3" } }' f
awk '{ switch ($1) { case 1: print "num"; break; case "1.0": print "str"; break; default: print "other" } }' f
awk 'BEGIN { x = "1.0"; switch (x) { case 1: print "num"; break; case "1.0": print "str" } }'
awk 'BEGIN { switch (2) { case 1: print "one"; case 2: print "two"; case 3: print "three"; default: print "def" } }'
awk 'BEGIN { switch (9) { case 1: print "one"; default: print "def"; case 3: print "three" } }'
awk 'BEGIN { switch (x) { case 0: print "zero"; break; case "": print "empty" } }'
awk 'BEGIN { switch (x) { case "": print "empty"; break; case 0: print "zero" } }'
awk 'BEGIN { switch (-3) { case -3: print "minus"; break } switch (2) {}; print "ok" }'

#### switch: break and continue, nested switches and loops
awk 'BEGIN { for (i = 0; i < 5; i++) { switch (i) { case 1: continue; case 3: print "three"; break; default: print "d" i } print "after", i } }'
awk 'BEGIN { for (i = 0; i < 4; i++) { switch (i % 2) { case 0: switch (i) { case 2: continue; default: print "in", i } print "x"; break; case 1: print "odd" }; print "end", i } }'
awk 'BEGIN { switch (1) { case 1: if (1) { print "x"; break } print "y"; case 2: print "z" } }'
awk 'BEGIN { switch ("a") { case "a": for (i = 0; i < 3; i++) { if (i == 1) break; print i } print "after"; break; default: print "no" } }'
awk 'BEGIN { while (k++ < 3) { switch (k) { case 1: switch (k) { case 1: continue } ; print "no" } print "k", k } }'
awk 'BEGIN { do { switch (1) { case 1: print "c"; continue } } while (j++ < 2); print j }'
awk 'BEGIN { a["x"]; for (k in a) switch (k) { case "x": print "got"; continue; default: print "no" } print "end" }'

#### switch: in functions, with next and exit, over records
printf 'a 1\nb x\nc 22\n\nd 4 5\n' > f
awk 'function f(n) { switch (n) { case 0: return 1; default: return n * f(n - 1) } } BEGIN { print f(5) }'
awk '{ switch ($2) { case /^[0-9]+$/: s += $2; break; default: bad++ } } END { print s, bad + 0 }' f
awk '{ switch (NF) { case 0: print "empty"; break; case 2: print "two:" $1; break; default: print NF } }' f
awk '{ switch (NR) { case 1: next; case 2: print "two" } } END { print NR }' f
awk '{ switch ($1) { case "c": exit 3 } print }' f; echo "status $?"
awk '{ switch ($0) {
  case "a 1":
  case "b x":
    n++
    break
  default:
    m++
  }
}
END { print n, m }' f

#### switch: misuse is a syntax error
awk 'BEGIN { switch (1) { case 1: print "a"; continue } }'; echo "status $?"
awk 'BEGIN { continue }'; echo "status $?"
awk 'BEGIN { switch (2) { case 1: case 1: print } }'; echo "status $?"
awk 'BEGIN { switch (1) { case "1": print "s"; break; case 1.0: print "n" } }'; echo "status $?"
awk 'BEGIN { switch (2) { default: print 1; default: print } }'; echo "status $?"
awk 'BEGIN { switch (2) { case 1+1: print "p" } }'; echo "status $?"
awk 'BEGIN { switch (1) { print "x"; case 1: print } }'; echo "status $?"
awk 'BEGIN { default = 1 }'; echo "status $?"

#### switch: duplicate cases and defaults, reported after the parse
awk 'BEGIN { switch (1) { case 1: case 1: case "a": case "a": case 1: default: ; default: ; default: } }'; echo "status $?"
awk 'BEGIN { switch (1) { case 1: case 1: print } } BEGIN { x = }'; echo "status $?"
awk 'BEGIN { switch (1) { case "a": print "a"; case "a" "b": print } }'; echo "status $?"
awk 'BEGIN { switch (1) { case /a/: print "s"; break; case /a/: print "n" } print "ran" }'; echo "status $?"
awk 'BEGIN { switch (1) {
 default: print
 case 1: print
 default: print
 case 2: print
 default: print
 case 1: print
 }
 switch (1) { case 2: case 2: } }'; echo "status $?"

#### CONVFMT: a field assigned a number, converted when $0 is rebuilt and when used
printf 'a b c\n' > f
awk '{ $2 = 3.14159265; CONVFMT = "%.2g"; print; print $2; print $2 "" }' f
awk '{ $2 = 3.14159265; OFMT = "%.2g"; print; print $2 }' f
awk '{ $2 = 3.14159265; CONVFMT = "%.3g"; $3 = "x"; print; CONVFMT = "%.1g"; print; $1 = "y"; print }' f
awk '{ $2 = 1/3; print; CONVFMT = "%.2f"; print; print $2 "" }' f
awk '{ $2 = 0.1 + 0.2; CONVFMT = "%.17g"; x = $0; print x, length($0), NF }' f
awk '{ $5 = 2.5; CONVFMT = "%d"; print; NF = 2; print }' f
awk '{ $2 = 3; CONVFMT = "%.2f"; print; print $2 "" }' f
awk 'BEGIN { $0 = "a b c"; $2 = 1/3; CONVFMT = "%.2f"; print; print $2 }'

#### CONVFMT: set in a function, per record, around sub and OFS
printf '1.25 b\nc d\ne f\n' > f
awk 'function f() { CONVFMT = "%.2f" } { $1 = 1/7; f(); print; CONVFMT = "%.6g" }' f
awk '{ $2 = 1/7 } NR == 1 { CONVFMT = "%.3f" } { print; print $2 }' f
awk '{ $2 = 1/7; $3 = "s"; $4 = $1 + 0.5; CONVFMT = "%.2f"; print; print ($2 == 1/7), length($2), length($4) }' f
awk '{ $2 = 1/7; CONVFMT = "%.2f"; $2 = $2 ""; CONVFMT = "%.4f"; print }' f
awk '{ $2 = 1/7; CONVFMT = "%.2f"; sub(/0/, "X", $2); print }' f
awk '{ $2 = 1/7; OFS = "-"; CONVFMT = "%.2f"; print }' f
awk '{ $2 = 1/7; CONVFMT = "%.2f"; a[$2] = 1; for (k in a) print k; printf "%s|%s\n", $2, $0; CONVFMT = "%.6g" }' f
awk '{ $2 = 1e6 + 0.5; CONVFMT = "%.2e"; print; $2 = 2^53; print }' f

#### typeof: a field past NF copied is unassigned, an empty field is not
printf 'a b\n\n1 x\n' > f
awk '{ x = $5; y = $2; z = $3 ""; a[1] = $5; w = x; print typeof(x), typeof(y), typeof(z), typeof(a[1]), typeof(w); print (x == 0), (x == ""), length(x) }' f
awk 'function f(p) { return typeof(p) } function g() { return $9 } { print f($5), typeof(g()); x = $(NF + 1); print typeof(x); NF = 4; x = $4; print typeof(x); $6 = ""; x = $5; print typeof(x) }' f
awk 'BEGIN { x = $1; print typeof(x) } { x = $1; print typeof(x); x = $0; print typeof(x) } END { x = $3; print typeof(x) }' f
awk '{ x = $3; if (x) print "t"; else print "f"; print x + 1, "[" x "]"; x++; print typeof(x), x }' f
awk '{ a[NR] = $4; x = y = $4 } END { for (i = 1; i <= NR; i++) print i, typeof(a[i]); print typeof(x), typeof(y) }' f
awk '{ x = $5; $3 = x; print typeof($3), typeof($5); NF = 2; print typeof($5) }' f
awk '{ x = $3; sub(/^/, "q", $5); y = $4; z = $5; print typeof(x), typeof(y), typeof(z), NF }' f
awk '{ x = $NF; print typeof(x), typeof($1), typeof($2) }' f

#### -v: names that are not awk identifiers, an operand without '=', usage examples
for a in '=3' '1a=3' 'a-b=3' 'a b=1' 'ab·=1' 'sw·1=2' 'a1_=2'; do awk -v "$a" 'BEGIN { print "ok" }'; echo "status $?"; done
awk -v x 'BEGIN { print "ok" }'; echo "status $?"
awk -h | tail -2
