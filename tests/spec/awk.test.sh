# awk (GNU awk 5.2) spec cases: each script calls gawk explicitly.

#### print all
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '{print}' d.txt

#### print field
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '{print $2}' d.txt

#### print multiple fields
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '{print $3, $1}' d.txt

#### print concat fields
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '{print $3 $1}' d.txt

#### NF and NR
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '{print NR, NF, $NF}' d.txt

#### sum column
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '{s += $2} END {print s}' d.txt

#### average
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '{s += $2} END {print s/NR}' d.txt

#### pattern regex
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '/o/' d.txt

#### pattern compare
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '$2 > 15' d.txt

#### pattern string compare
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '$1 == "bob" {print $2}' d.txt

#### negated regex pattern
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '!/o/' d.txt

#### field regex match
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '$1 ~ /^c/ {print $1}' d.txt

#### field regex not match
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '$1 !~ /^c/ {print $1}' d.txt

#### range pattern
printf '1\n2\n3\n4\n5\n' | gawk '/2/,/4/'

#### range same line
printf 'a\nb\na\nb\n' | gawk '/a/,/a/ {print NR}'

#### range open end
printf '1\n2\n3\n' | gawk 'NR==2,0'

#### BEGIN only
gawk 'BEGIN {print "hello"}'

#### BEGIN and END
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN {print "start"} END {print "end", NR}' d.txt

#### END with last record
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'END {print $0, NF}' d.txt

#### multiple rules
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '/a/ {print "A", $1} /o/ {print "O", $1}' d.txt

#### F comma
printf 'a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n' > c.csv
gawk -F, '{print $2}' c.csv

#### F tab
printf 'a\tb c\td\n' | gawk -F'\t' '{print $2}'

#### F t means tab
printf 'a\tb c\td\n' | gawk -Ft '{print $2}'

#### F regex
echo 'a1b22c333d' | gawk -F'[0-9]+' '{print $1 $2 $3 $4, NF}'

#### F empty chars
echo 'hello' | gawk -F '' '{print $1, $5, NF}'

#### FS in BEGIN
echo 'a:b:c' | gawk 'BEGIN{FS=":"} {print $2}'

#### FS single space leading
echo '   a   b  ' | gawk '{print NF, $1}'

#### FS bracket space
echo ' a  b ' | gawk -F'[ ]' '{print NF; for(i=1;i<=NF;i++) printf "[%s]", $i; print ""}'

#### FS pipe literal
echo 'a|b|c' | gawk -F'|' '{print $3}'

#### FS dot literal
echo 'a.b.c' | gawk -F. '{print $2}'

#### OFS rebuild
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{OFS="-"} {$1=$1; print}' d.txt

#### OFS no rebuild
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{OFS="-"} {print}' d.txt

#### OFS print comma
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{OFS=":"} {print $1, $2}' d.txt

#### ORS
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{ORS=";"} {print $1} END {printf "\n"}' d.txt

#### assign field beyond NF
echo 'a b' | gawk '{$5="e"; print; print NF}'

#### NF assign truncate
echo 'a b c d' | gawk '{NF=2; print}'

#### NF assign extend
echo 'a b' | gawk 'BEGIN{OFS=","} {NF=4; print}'

#### dollar NF minus
echo 'a b c' | gawk '{print $(NF-1)}'

#### dollar zero assign
echo 'a b c' | gawk '{$0="x y"; print NF, $2}'

#### field increment
echo '5 6' | gawk '{$1++; print}'

#### dollar i plus plus
echo '3 a b c' | gawk '{i=1; print $i++; print i}'

#### numeric strnum compare
printf '10\n9\n100\n' | gawk '$1 > 50'

#### string vs number compare
printf '10\n9\nabc\n' | gawk '$1 > "5"'

#### strnum equal
echo '1.0 1' | gawk '{print ($1 == $2)}'

#### string constants compare
gawk 'BEGIN{print ("10" < "9"), (10 < 9)}'

#### uninit compare
gawk 'BEGIN{print (x == 0), (x == ""), length(x)}'

#### uninit in arith
gawk 'BEGIN{print x+0, x "", -x}'

#### integer output
gawk 'BEGIN{print 1+2, 10/2, 7/2, 2^10, 2**3}'

#### modulo
gawk 'BEGIN{print 7%3, -7%3, 7.5%2}'

#### power right assoc
gawk 'BEGIN{print 2^3^2, -2^2, 2^-1}'

#### unary minus concat
gawk 'BEGIN{print 1 " " -1; x=3; print x -1; print -1 " " -1}'

#### float output
gawk 'BEGIN{print 0.1+0.2, 1/3, 100000*100000, 1e6, 1e16, 123456789012}'

#### OFMT
gawk 'BEGIN{OFMT="%.2f"; print 3.14159; x = 3.14159; print x ""}'

#### CONVFMT
gawk 'BEGIN{CONVFMT="%.3f"; x = 3.14159; y = x ""; print y; a[x]=1; for (k in a) print k}'

#### integer CONVFMT
gawk 'BEGIN{CONVFMT="%.3f"; x = 17; print x ""}'

#### large integers
gawk 'BEGIN{print 2^53, 2^53+1, 1e30, -1e20}'

#### inf and nan
gawk 'BEGIN{x=2^1024; print x, -x; print log(-1)}' 2>&1

#### string to number
gawk 'BEGIN{print "3abc"+0, " 12 "+1, ".5"+0, "1e3"+0, "0x1A"+0, "abc"+0}'

#### increment ops
gawk 'BEGIN{x=5; print x++, x, ++x, x--, --x}'

#### assignment ops
gawk 'BEGIN{x=10; x+=5; print x; x-=3; print x; x*=2; print x; x/=4; print x; x%=4; print x; x^=3; print x}'

#### assignment value
gawk 'BEGIN{a=b=c=4; print a, b, c; print (x=5)+1}'

#### ternary
gawk 'BEGIN{for(i=1;i<=4;i++) print (i%2 ? "odd" : "even")}'

#### nested ternary
gawk 'BEGIN{x=5; print x>3 ? x>4 ? "big" : "mid" : "small"}'

#### logical ops
gawk 'BEGIN{print 1&&0, 1||0, !0, !1, !"", !"a", !"0"}'

#### short circuit
gawk 'BEGIN{x=0; if (0 && x++) print "no"; if (1 || x++) print "yes"; print x}'

#### not field
echo '0 1' | gawk '{print !$1, !$2}'

#### comparison result
gawk 'BEGIN{print (1<2), (2<1), ("a"<"b"), (1==1.0)}'

#### concat precedence
gawk 'BEGIN{print 1 2+3, 1 (2+3), 2*3 4}'

#### concat comparison
gawk 'BEGIN{print ("a" "b" == "ab")}'

#### in operator
gawk 'BEGIN{a["x"]; print ("x" in a), ("y" in a)}'

#### multidim
gawk 'BEGIN{a[1,2]=3; for (k in a) {split(k, p, SUBSEP); print p[1], p[2], a[k]}; print ((1,2) in a), ((2,1) in a)}'

#### SUBSEP change
gawk 'BEGIN{SUBSEP=":"; a[1,2]=3; for (k in a) print k}'

#### if else
gawk 'BEGIN{x=3; if (x>2) print "big"; else print "small"}'

#### if else newline
gawk 'BEGIN{x=1
if (x>2)
  print "big"
else
  print "small"
}'

#### while loop
gawk 'BEGIN{i=0; while (i<3) {print i; i++}}'

#### do while
gawk 'BEGIN{i=5; do {print i; i++} while (i<3)}'

#### for loop
gawk 'BEGIN{for (i=0; i<3; i++) print i}'

#### for break continue
gawk 'BEGIN{for (i=0; i<10; i++) {if (i==2) continue; if (i==5) break; print i}; print "i=" i}'

#### while continue
gawk 'BEGIN{i=0; while (i<5) {i++; if (i%2) continue; print i}}'

#### do continue
gawk 'BEGIN{i=0; do {i++; if (i==2) continue; print i} while (i<4)}'

#### nested loops break
gawk 'BEGIN{for(i=0;i<3;i++) for(j=0;j<3;j++) {if (j==1) break; print i, j}}'

#### for empty parts
gawk 'BEGIN{i=0; for (;;) {if (++i > 3) break}; print i}'

#### next
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'NR==2{next} {print $1}' d.txt

#### next in function
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'function f() {next} NR==1{f()} {print $1}' d.txt

#### exit code
gawk 'BEGIN{exit 3}'; echo $?

#### exit runs END
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '{print $1; exit} END {print "end"}' d.txt

#### exit in END
gawk 'BEGIN{exit 1} END{print "e"; exit}'; echo $?

#### exit BEGIN no input read
gawk 'BEGIN{print "b"; exit} {print "never"}'

#### nextfile
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
cp d.txt e.txt; gawk 'FNR==2{nextfile} {print FILENAME, $1}' d.txt e.txt

#### FNR and NR
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
cp d.txt e.txt; gawk '{print FILENAME, NR, FNR}' d.txt e.txt

#### FILENAME stdin
echo x | gawk '{print "[" FILENAME "]"}'

#### dash operand
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
echo x | gawk '{print FILENAME ":" $0}' d.txt -

#### array count
printf 'a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n' > c.csv
gawk -F, '{c[$1]++} END{for (k in c) print k, c[k]}' c.csv | sort

#### array delete
gawk 'BEGIN{a[1];a[2];a[3]; delete a[2]; n=0; for (k in a) n++; print n, (2 in a)}'

#### array delete all
gawk 'BEGIN{a[1];a[2]; delete a; print length(a)}'

#### array length
gawk 'BEGIN{a["x"]=1; a["y"]=2; print length(a)}'

#### array reference creates
gawk 'BEGIN{if (a["x"] == "") print length(a)}'

#### array numeric index
gawk 'BEGIN{a[1]="one"; print a["1"], a[1.0], a[2-1]}'

#### sorted_in ind_str
gawk 'BEGIN{a["b"]=1;a["a"]=2;a["c"]=3; PROCINFO["sorted_in"]="@ind_str_asc"; for (k in a) print k, a[k]}'

#### sorted_in val_num_desc
gawk 'BEGIN{a["b"]=10;a["a"]=2;a["c"]=30; PROCINFO["sorted_in"]="@val_num_desc"; for (k in a) print k, a[k]}'

#### sorted_in ind_num
gawk 'BEGIN{a[10];a[9];a[100]; PROCINFO["sorted_in"]="@ind_num_asc"; for (k in a) print k}'

#### split basic
gawk 'BEGIN{n=split("a b c", arr); print n, arr[1], arr[3]}'

#### split sep
gawk 'BEGIN{n=split("a:b:c", arr, ":"); print n, arr[2]}'

#### split regex
gawk 'BEGIN{n=split("a1b22c", arr, /[0-9]+/); print n, arr[1] arr[2] arr[3]}'

#### split seps
gawk 'BEGIN{n=split("a-b--c", arr, /-+/, seps); print n, seps[1], seps[2]}'

#### split empty
gawk 'BEGIN{n=split("", arr); print n, length(arr)}'

#### split chars
gawk 'BEGIN{n=split("abc", arr, ""); print n, arr[1], arr[3]}'

#### split strnum
gawk 'BEGIN{split("10 9", a); print (a[1] > a[2])}'

#### user function
gawk 'function add(a, b) {return a+b} BEGIN{print add(2, 3)}'

#### recursion
gawk 'function fact(n) {return n<=1 ? 1 : n*fact(n-1)} BEGIN{print fact(10)}'

#### fib recursion
gawk 'function fib(n) {return n<2 ? n : fib(n-1)+fib(n-2)} BEGIN{print fib(15)}'

#### local vars
gawk 'function f(x,   tmp) {tmp = x*2; return tmp} BEGIN{tmp="global"; print f(3), tmp}'

#### array by reference
gawk 'function fill(arr, n,  i) {for (i=1;i<=n;i++) arr[i]=i*i} BEGIN{fill(sq, 3); print sq[1], sq[2], sq[3]}'

#### array param modify
gawk 'function m(a) {a["k"]="v"} BEGIN{x["j"]=1; m(x); print x["k"], length(x)}'

#### scalar by value
gawk 'function m(a) {a=5} BEGIN{x=1; m(x); print x}'

#### function no return
gawk 'function f() {} BEGIN{x = f(); print "[" x "]"}'

#### function missing args
gawk 'function f(a, b) {return a "-" b} BEGIN{print f(1)}'

#### local array
gawk 'function f(  loc) {loc[1]=5; return length(loc)} BEGIN{print f(); print f()}'

#### function calls function
gawk 'function a(x) {return b(x)+1} function b(x) {return x*2} BEGIN{print a(5)}'

#### function newline before brace
gawk 'function f(x)
{
  return x+1
}
BEGIN { print f(1) }'

#### length
gawk 'BEGIN{print length("hello"), length(12345), length()}'

#### length no parens
echo 'abcd' | gawk '{print length}'

#### length unicode
gawk 'BEGIN{print length("héllo")}'

#### substr
gawk 'BEGIN{s="hello"; print substr(s,2,3), substr(s,2), substr(s,0,2), substr(s,-1,3), substr(s,4,100)}'

#### substr fractional
gawk 'BEGIN{s="hello"; print substr(s,1.5) "|" substr(s,2.5,1.5) "|" substr(s,2,0.5)}'

#### index
gawk 'BEGIN{print index("hello", "ll"), index("hello", "z")}'

#### toupper tolower
gawk 'BEGIN{print toupper("abc Déf"), tolower("ABC")}'

#### sub
echo 'foo bar foo' | gawk '{sub(/foo/, "X"); print}'

#### gsub
echo 'foo bar foo' | gawk '{n = gsub(/foo/, "X"); print n, $0}'

#### gsub ampersand
echo 'abc' | gawk '{gsub(/b/, "[&]"); print}'

#### gsub escaped ampersand
echo 'abc' | gawk '{gsub(/b/, "\\&"); print}'

#### gsub empty match
echo 'abc' | gawk '{gsub(/x*/, "-"); print}'

#### gsub on field
echo 'a-b c-d' | gawk '{gsub(/-/, "+", $2); print; print $2}'

#### gsub on var
gawk 'BEGIN{s="aaa"; print gsub(/a/, "bb", s), s}'

#### gsub anchor
gawk 'BEGIN{s="aaa"; gsub(/^a/, "X", s); print s}'

#### gsub dynamic regex
gawk 'BEGIN{s="a.b.c"; gsub(".", "X", s); print s; t="a.b.c"; gsub("\\.", "-", t); print t}'

#### gensub
gawk 'BEGIN{print gensub(/(a)(b)/, "\\2\\1", "g", "abab"); print gensub(/o/, "0", 2, "foo boo")}'

#### match
gawk 'BEGIN{print match("foobar", /ob/), RSTART, RLENGTH; print match("abc", /z/), RSTART, RLENGTH}'

#### match array
gawk 'BEGIN{match("key=value", /(.*)=(.*)/, m); print m[1], m[2], m[0], m[1, "start"], m[2, "length"]}'

#### sprintf
gawk 'BEGIN{s = sprintf("%05.1f|%-4s|%x", 3.14159, "ab", 255); print s}'

#### printf formats
gawk 'BEGIN{printf "%d %i %o %x %X %u %c %s %e %f %g %%\n", 42, 42, 8, 255, 255, 42, 65, "str", 1234.5, 1.5, 0.0001}'

#### printf widths
gawk 'BEGIN{printf "[%5d][%-5d][%05d][%+d][% d][%.3d]\n", 42, 42, 42, 42, 42, 7}'

#### printf star
gawk 'BEGIN{printf "[%*d][%-*d][%.*f]\n", 5, 1, 4, 2, 2, 3.14159}'

#### printf string precision
gawk 'BEGIN{printf "[%.2s][%5.1s][%-5s]\n", "abc", "xyz", "ab"}'

#### printf char
gawk 'BEGIN{printf "%c%c%c\n", 72, "ello", 256}'

#### printf negative hex
gawk 'BEGIN{printf "%x %u %d\n", -1, -1, -3.9}'

#### printf hash
gawk 'BEGIN{printf "%#o %#x %#X\n", 8, 255, 255}'

#### printf reuse no newline
gawk 'BEGIN{printf "a"; printf "b"; print ""}'

#### printf with parens
gawk 'BEGIN{printf("%s-%s\n", "a", "b")}'

#### printf too few args
gawk 'BEGIN{printf "%d %s\n", 1}'; echo $?

#### int
gawk 'BEGIN{print int(3.9), int(-3.9), int("4.7x")}'

#### math
gawk 'BEGIN{print sqrt(16), exp(0), log(1), sin(0), cos(0), atan2(0,-1)}'

#### math formatting
gawk 'BEGIN{print exp(1), log(10), sqrt(2)}'

#### srand returns previous
gawk 'BEGIN{print srand(5); print srand(7)}'

#### rand range
gawk 'BEGIN{srand(1); for(i=0;i<100;i++) {r=rand(); if (r<0||r>=1) print "bad"}; print "ok"}'

#### strtonum
gawk 'BEGIN{print strtonum("0x1A"), strtonum("017"), strtonum("12")}'

#### bit ops
gawk 'BEGIN{print and(12,10), or(12,10), xor(12,10), lshift(1,4), rshift(32,2), compl(0)}'

#### typeof
echo '3 abc' | gawk '{print typeof($1), typeof($2), typeof($3), typeof(1), typeof("s"), typeof(x); a[1]; print typeof(a)}'

#### isarray
gawk 'BEGIN{a[1]; print isarray(a), isarray(x)}'

#### asort
gawk 'BEGIN{a[1]="c"; a[2]="a"; a[3]="b"; n=asort(a); for(i=1;i<=n;i++) printf "%s ", a[i]; print ""}'

#### asort numbers
gawk 'BEGIN{a["x"]=10; a["y"]=9; a["z"]=100; n=asort(a, b); for(i=1;i<=n;i++) printf "%s ", b[i]; print ""}'

#### asorti
gawk 'BEGIN{a["c"]; a["a"]; a["b"]; n=asorti(a, b); for(i=1;i<=n;i++) printf "%s ", b[i]; print ""}'

#### strftime
gawk 'BEGIN{print strftime("%Y-%m-%d %H:%M:%S", 0); print strftime("%j", 86400*40)}'

#### mktime
gawk 'BEGIN{print mktime("1970 01 02 00 00 00"), mktime("2000 01 01 00 00 00")}'

#### patsplit
gawk 'BEGIN{n=patsplit("a1b22c333", arr, /[0-9]+/); print n, arr[1], arr[2], arr[3]}'

#### getline var from file
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{while ((getline line < "d.txt") > 0) n++; print n, line}'

#### getline plain
printf '1\n2\n3\n4\n' | gawk '{getline; print}'

#### getline var
printf '1\n2\n3\n4\n' | gawk '{getline x; print $0, x, NR}'

#### getline file sets $0
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{getline < "d.txt"; print $1, NF, NR}'

#### getline missing file
gawk 'BEGIN{print (getline x < "nope")}'

#### getline in BEGIN from stdin
printf 'a\nb\n' | gawk 'BEGIN{getline; print "got", $0} {print "main", $0}'

#### close and reread
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{getline a < "d.txt"; close("d.txt"); getline b < "d.txt"; print a == b}'

#### print to file
gawk 'BEGIN{print "x" > "out.txt"; print "y" > "out.txt"; close("out.txt"); while ((getline l < "out.txt") > 0) print "got", l}'

#### print append
echo first > o.txt; gawk 'BEGIN{print "second" >> "o.txt"}'; cat o.txt

#### print truncates once
echo old > o.txt; gawk 'BEGIN{print "a" > "o.txt"; print "b" > "o.txt"}'; cat o.txt

#### print to stderr
gawk 'BEGIN{print "err" > "/dev/stderr"; print "out"}'

#### print redirect concat
gawk 'BEGIN{print "z" > "f" ".txt"}'; cat f.txt

#### print parens redirect
gawk 'BEGIN{print("a", "b") > "p.txt"}'; cat p.txt

#### print to pipe
gawk 'BEGIN{print "b" | "sort"; print "a" | "sort"}'

#### close pipe then print
gawk 'BEGIN{print "b" | "sort"; print "a" | "sort"; close("sort"); print "done"}'

#### command getline
gawk 'BEGIN{"echo hi there" | getline x; print x}'

#### command getline loop
gawk 'BEGIN{while (("printf \"1\\n2\\n\"" | getline line) > 0) print "L" line}'

#### command getline $0
gawk 'BEGIN{"echo a b c" | getline; print NF, $2}'

#### system
gawk 'BEGIN{r = system("echo from system"); print "r=" r}'

#### system exit status
gawk 'BEGIN{r = system("exit 3"); print r}'

#### system flush order
gawk 'BEGIN{print "before"; system("echo mid"); print "after"}'

#### v option
gawk -v x=5 'BEGIN{print x+1}'

#### v option escapes
gawk -v 's=a\tb' 'BEGIN{print s}'

#### v strnum
gawk -v x=10 'BEGIN{print (x < 9)}'

#### operand assignment
printf 'a\n' > f1; printf 'b\n' > f2; gawk '{print v, $0}' v=1 f1 v=2 f2

#### ARGV ARGC
gawk 'BEGIN{for (i=0; i<ARGC; i++) print i, ARGV[i]}' a b c

#### ARGV modify
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{ARGV[1]="d.txt"; ARGC=2} {print $1}' nothing

#### ENVIRON
FOO=bar gawk 'BEGIN{print ENVIRON["FOO"]}'

#### e option
gawk -e 'BEGIN{print 1}' -e 'BEGIN{print 2}'

#### f option
echo 'BEGIN{print "from file"}' > p.awk; gawk -f p.awk

#### f option with args
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
echo '{print $1}' > p.awk; gawk -f p.awk d.txt

#### double dash
gawk -- 'BEGIN{print "dd"}'

#### RS paragraph
printf 'a\nb\n\n\nc\nd\n\n' | gawk 'BEGIN{RS=""} {print NR": "$1"-"$2, NF}'

#### RS single char
printf 'a;b;c' | gawk 'BEGIN{RS=";"} {print NR, $0}'

#### RS regex
printf 'a12b345c' | gawk 'BEGIN{RS="[0-9]+"} {print $0, RT}'

#### RT newline
printf 'a\nb' | gawk '{print $0 "[" RT "]"}'

#### no trailing newline
printf 'a\nb' | gawk '{print NR":"$0}'

#### empty input
printf '' | gawk '{print "x"} END{print NR}'

#### empty lines
printf '\n\n' | gawk '{print NF}'

#### CRLF kept
printf 'a b\r\n' | gawk '{print length($2)}'

#### FIELDWIDTHS
echo 'aaabbcccc' | gawk 'BEGIN{FIELDWIDTHS="3 2 4"} {print $1, $2, $3}'

#### FPAT
echo 'a,"b,c",d' | gawk 'BEGIN{FPAT="([^,]*)|(\"[^\"]+\")"} {print NF, $2}'

#### IGNORECASE
printf 'ABC\nabc\n' | gawk 'BEGIN{IGNORECASE=1} /abc/ {print NR}'

#### regex interval
printf 'ab\naab\naaab\n' | gawk '/^a{2}b/'

#### regex word boundary y
echo 'cat concat' | gawk '{print gsub(/\ycat\y/, "X"), $0}'

#### regex word start end
echo 'cat concat' | gawk '{gsub(/\<c/, "C"); print}'

#### regex classes
echo 'a1 b2_c' | gawk '{gsub(/[[:digit:]]/, "#"); print}'

#### regex backslash s w
echo 'a b\tc' | gawk '{gsub(/\s/, "_"); print; print gsub(/\w/, "x")}'

#### regex bracket escape
echo 'a]b-c' | gawk '{gsub(/[\]\-]/, "+"); print}'

#### regex slash in bracket
echo 'a/b' | gawk '{gsub(/[/]/, "|"); print}'

#### regex escaped slash
echo 'a/b' | gawk '{gsub(/\//, "|"); print}'

#### regex dot matches
echo 'abc' | gawk '/a.c/'

#### regex alternation
printf 'cat\ndog\nbird\n' | gawk '/cat|dog/'

#### dynamic regex var
printf 'cat\ndog\n' | gawk -v pat='^d' '$0 ~ pat'

#### regex as value
echo abc | gawk '{x = /b/; print x}'

#### division by zero
gawk 'BEGIN{y=0; print 1/y}'; echo $?

#### division by zero in rule
echo hi | gawk '{y=0; print 1/y}'; echo $?

#### modulo by zero
gawk 'BEGIN{y=0; print 1%y}'; echo $?

#### syntax error
gawk 'BEGIN { print 1 +* }'; echo $?

#### syntax error unexpected newline
gawk 'BEGIN { if (1) { print 1 '; echo $?

#### syntax error line 2
gawk 'BEGIN { print 1 }
{ x = = 2 }'; echo $?

#### missing file
gawk '{print}' nofile; echo $?

#### usage no program
gawk 2>&1 | head -1; gawk >/dev/null 2>&1; echo $?

#### version
gawk --version | head -1

#### semicolons and newlines
gawk 'BEGIN { x = 1 ; ; y = 2

 print x, y ; }'

#### comments
gawk 'BEGIN { # comment
 print "a" # another
}'

#### line continuation
gawk 'BEGIN { print \
 "cont" }'

#### pattern only newline
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk '$2 >= 20
' d.txt

#### getline lt concat
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
gawk 'BEGIN{f="d"; while ((getline line < (f ".txt")) > 0) print line}'

#### regex division ambiguity
gawk 'BEGIN{a=10; b=2; c=a/b/1; print c}'

#### print greater comparison in parens
gawk 'BEGIN{print (2 > 1)}'

#### string escapes
gawk 'BEGIN{print "a\tb\\c\"d\101\x42"}'

#### unknown escape warning
gawk 'BEGIN{print "a\qb"}'

#### in precedence
gawk 'BEGIN{a["x"]; k="x"; if (k in a) print "yes"; if (!("z" in a)) print "no z"}'

#### delete during loop
gawk 'BEGIN{a[1];a[2];a[3]; for (k in a) delete a[k]; print length(a)}'

#### numeric string output keeps text
echo '0.10 1e2' | gawk '{print $1, $2, $1+0, $2+0}'

#### assign number to field
echo 'a b' | gawk '{$2 = 3.0; print; $1 = 0.1+0.2; print}'

#### compare fields numerically
echo '2 10' | gawk '{print ($1 < $2), ($1"" < $2"")}'

#### long pipeline yes
yes | head -1000 | gawk 'NR==3{print; exit}'

#### uninitialized array elem in arith
gawk 'BEGIN{a["x"]++; a["x"]++; print a["x"]}'

#### increment field in array key
printf 'a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n' > c.csv
gawk -F, '{s[$1] += $2} END{print s["a"], s["b"], s["c"]}' c.csv

#### printf to file
gawk 'BEGIN{printf "%s\n", "pf" > "pf.txt"}'; cat pf.txt

#### fflush
gawk 'BEGIN{print "a"; fflush(); print "b"}'

#### close return unknown
gawk 'BEGIN{print close("nothing")}'

#### length of number
gawk 'BEGIN{x=123.456; print length(x)}'

#### substr of number
gawk 'BEGIN{print substr(12345, 2, 3)}'

#### index of number
gawk 'BEGIN{print index(12345, 34)}'

#### concatenate numbers
gawk 'BEGIN{x = 1; y = 2; print x y + 1}'

#### getline updates NR
printf 'a\nb\nc\n' | gawk 'NR==1{getline; print NR, $0}'

#### END getline
printf 'a\n' | gawk 'END{r = getline; print r, $0}'

#### BEGINFILE ENDFILE
printf 'alice 10 x\nbob 20 y\ncarol 30 z\n' > d.txt
cp d.txt e.txt; gawk 'BEGINFILE{print "start", FILENAME} ENDFILE{print "end", FILENAME, FNR}' d.txt e.txt

#### regex in ternary
printf 'ab\ncd\n' | gawk '{print /a/ ? "has a" : "no a"}'

#### multiple -v
gawk -v a=1 -v b=2 'BEGIN{print a+b}'

#### print empty string vs uninit
gawk 'BEGIN{print "" == 0, x == 0}'

#### while getline from cmd with close
gawk 'BEGIN{cmd="echo x"; cmd | getline a; close(cmd); cmd | getline b; print a, b}'

#### printf no args to format
gawk 'BEGIN{printf "plain\n"}'

#### format percent literal with width
gawk 'BEGIN{printf "%5%|\n"}'

#### unknown conversion
gawk 'BEGIN{printf "%z\n", 5}'

#### negative field
echo a | gawk '{print $(-1)}'; echo $?

#### for in with sorted_in str desc
gawk 'BEGIN{split("c a b", x); for (i in x) y[x[i]]; PROCINFO["sorted_in"]="@ind_str_desc"; for (k in y) printf "%s ", k; print ""}'

#### printf %d values 0
gawk 'BEGIN{printf "%d\n", 0; printf "%d\n", 1; printf "%d\n", -1; printf "%d\n", 3.7;}'

#### printf %d values 1
gawk 'BEGIN{printf "%d\n", -3.7; printf "%d\n", 255; printf "%d\n", 1e10; printf "%d\n", "abc";}'

#### printf %d values 2
gawk 'BEGIN{printf "%d\n", "12abc"; printf "%d\n", 0.000123; printf "%d\n", 65; printf "%d\n", 2147483648;}'

#### printf %5d values 0
gawk 'BEGIN{printf "%5d\n", 0; printf "%5d\n", 1; printf "%5d\n", -1; printf "%5d\n", 3.7;}'

#### printf %5d values 1
gawk 'BEGIN{printf "%5d\n", -3.7; printf "%5d\n", 255; printf "%5d\n", 1e10; printf "%5d\n", "abc";}'

#### printf %5d values 2
gawk 'BEGIN{printf "%5d\n", "12abc"; printf "%5d\n", 0.000123; printf "%5d\n", 65; printf "%5d\n", 2147483648;}'

#### printf %-5d| values 0
gawk 'BEGIN{printf "%-5d|\n", 0; printf "%-5d|\n", 1; printf "%-5d|\n", -1; printf "%-5d|\n", 3.7;}'

#### printf %-5d| values 1
gawk 'BEGIN{printf "%-5d|\n", -3.7; printf "%-5d|\n", 255; printf "%-5d|\n", 1e10; printf "%-5d|\n", "abc";}'

#### printf %-5d| values 2
gawk 'BEGIN{printf "%-5d|\n", "12abc"; printf "%-5d|\n", 0.000123; printf "%-5d|\n", 65; printf "%-5d|\n", 2147483648;}'

#### printf %05d values 0
gawk 'BEGIN{printf "%05d\n", 0; printf "%05d\n", 1; printf "%05d\n", -1; printf "%05d\n", 3.7;}'

#### printf %05d values 1
gawk 'BEGIN{printf "%05d\n", -3.7; printf "%05d\n", 255; printf "%05d\n", 1e10; printf "%05d\n", "abc";}'

#### printf %05d values 2
gawk 'BEGIN{printf "%05d\n", "12abc"; printf "%05d\n", 0.000123; printf "%05d\n", 65; printf "%05d\n", 2147483648;}'

#### printf %+d values 0
gawk 'BEGIN{printf "%+d\n", 0; printf "%+d\n", 1; printf "%+d\n", -1; printf "%+d\n", 3.7;}'

#### printf %+d values 1
gawk 'BEGIN{printf "%+d\n", -3.7; printf "%+d\n", 255; printf "%+d\n", 1e10; printf "%+d\n", "abc";}'

#### printf %+d values 2
gawk 'BEGIN{printf "%+d\n", "12abc"; printf "%+d\n", 0.000123; printf "%+d\n", 65; printf "%+d\n", 2147483648;}'

#### printf %x values 0
gawk 'BEGIN{printf "%x\n", 0; printf "%x\n", 1; printf "%x\n", -1; printf "%x\n", 3.7;}'

#### printf %x values 1
gawk 'BEGIN{printf "%x\n", -3.7; printf "%x\n", 255; printf "%x\n", 1e10; printf "%x\n", "abc";}'

#### printf %x values 2
gawk 'BEGIN{printf "%x\n", "12abc"; printf "%x\n", 0.000123; printf "%x\n", 65; printf "%x\n", 2147483648;}'

#### printf %o values 0
gawk 'BEGIN{printf "%o\n", 0; printf "%o\n", 1; printf "%o\n", -1; printf "%o\n", 3.7;}'

#### printf %o values 1
gawk 'BEGIN{printf "%o\n", -3.7; printf "%o\n", 255; printf "%o\n", 1e10; printf "%o\n", "abc";}'

#### printf %o values 2
gawk 'BEGIN{printf "%o\n", "12abc"; printf "%o\n", 0.000123; printf "%o\n", 65; printf "%o\n", 2147483648;}'

#### printf %e values 0
gawk 'BEGIN{printf "%e\n", 0; printf "%e\n", 1; printf "%e\n", -1; printf "%e\n", 3.7;}'

#### printf %e values 1
gawk 'BEGIN{printf "%e\n", -3.7; printf "%e\n", 255; printf "%e\n", 1e10; printf "%e\n", "abc";}'

#### printf %e values 2
gawk 'BEGIN{printf "%e\n", "12abc"; printf "%e\n", 0.000123; printf "%e\n", 65; printf "%e\n", 2147483648;}'

#### printf %.2e values 0
gawk 'BEGIN{printf "%.2e\n", 0; printf "%.2e\n", 1; printf "%.2e\n", -1; printf "%.2e\n", 3.7;}'

#### printf %.2e values 1
gawk 'BEGIN{printf "%.2e\n", -3.7; printf "%.2e\n", 255; printf "%.2e\n", 1e10; printf "%.2e\n", "abc";}'

#### printf %.2e values 2
gawk 'BEGIN{printf "%.2e\n", "12abc"; printf "%.2e\n", 0.000123; printf "%.2e\n", 65; printf "%.2e\n", 2147483648;}'

#### printf %f values 0
gawk 'BEGIN{printf "%f\n", 0; printf "%f\n", 1; printf "%f\n", -1; printf "%f\n", 3.7;}'

#### printf %f values 1
gawk 'BEGIN{printf "%f\n", -3.7; printf "%f\n", 255; printf "%f\n", 1e10; printf "%f\n", "abc";}'

#### printf %f values 2
gawk 'BEGIN{printf "%f\n", "12abc"; printf "%f\n", 0.000123; printf "%f\n", 65; printf "%f\n", 2147483648;}'

#### printf %.3f values 0
gawk 'BEGIN{printf "%.3f\n", 0; printf "%.3f\n", 1; printf "%.3f\n", -1; printf "%.3f\n", 3.7;}'

#### printf %.3f values 1
gawk 'BEGIN{printf "%.3f\n", -3.7; printf "%.3f\n", 255; printf "%.3f\n", 1e10; printf "%.3f\n", "abc";}'

#### printf %.3f values 2
gawk 'BEGIN{printf "%.3f\n", "12abc"; printf "%.3f\n", 0.000123; printf "%.3f\n", 65; printf "%.3f\n", 2147483648;}'

#### printf %10.4f values 0
gawk 'BEGIN{printf "%10.4f\n", 0; printf "%10.4f\n", 1; printf "%10.4f\n", -1; printf "%10.4f\n", 3.7;}'

#### printf %10.4f values 1
gawk 'BEGIN{printf "%10.4f\n", -3.7; printf "%10.4f\n", 255; printf "%10.4f\n", 1e10; printf "%10.4f\n", "abc";}'

#### printf %10.4f values 2
gawk 'BEGIN{printf "%10.4f\n", "12abc"; printf "%10.4f\n", 0.000123; printf "%10.4f\n", 65; printf "%10.4f\n", 2147483648;}'

#### printf %g values 0
gawk 'BEGIN{printf "%g\n", 0; printf "%g\n", 1; printf "%g\n", -1; printf "%g\n", 3.7;}'

#### printf %g values 1
gawk 'BEGIN{printf "%g\n", -3.7; printf "%g\n", 255; printf "%g\n", 1e10; printf "%g\n", "abc";}'

#### printf %g values 2
gawk 'BEGIN{printf "%g\n", "12abc"; printf "%g\n", 0.000123; printf "%g\n", 65; printf "%g\n", 2147483648;}'

#### printf %.3g values 0
gawk 'BEGIN{printf "%.3g\n", 0; printf "%.3g\n", 1; printf "%.3g\n", -1; printf "%.3g\n", 3.7;}'

#### printf %.3g values 1
gawk 'BEGIN{printf "%.3g\n", -3.7; printf "%.3g\n", 255; printf "%.3g\n", 1e10; printf "%.3g\n", "abc";}'

#### printf %.3g values 2
gawk 'BEGIN{printf "%.3g\n", "12abc"; printf "%.3g\n", 0.000123; printf "%.3g\n", 65; printf "%.3g\n", 2147483648;}'

#### printf %G values 0
gawk 'BEGIN{printf "%G\n", 0; printf "%G\n", 1; printf "%G\n", -1; printf "%G\n", 3.7;}'

#### printf %G values 1
gawk 'BEGIN{printf "%G\n", -3.7; printf "%G\n", 255; printf "%G\n", 1e10; printf "%G\n", "abc";}'

#### printf %G values 2
gawk 'BEGIN{printf "%G\n", "12abc"; printf "%G\n", 0.000123; printf "%G\n", 65; printf "%G\n", 2147483648;}'

#### printf %s values 0
gawk 'BEGIN{printf "%s\n", 0; printf "%s\n", 1; printf "%s\n", -1; printf "%s\n", 3.7;}'

#### printf %s values 1
gawk 'BEGIN{printf "%s\n", -3.7; printf "%s\n", 255; printf "%s\n", 1e10; printf "%s\n", "abc";}'

#### printf %s values 2
gawk 'BEGIN{printf "%s\n", "12abc"; printf "%s\n", 0.000123; printf "%s\n", 65; printf "%s\n", 2147483648;}'

#### printf %10s| values 0
gawk 'BEGIN{printf "%10s|\n", 0; printf "%10s|\n", 1; printf "%10s|\n", -1; printf "%10s|\n", 3.7;}'

#### printf %10s| values 1
gawk 'BEGIN{printf "%10s|\n", -3.7; printf "%10s|\n", 255; printf "%10s|\n", 1e10; printf "%10s|\n", "abc";}'

#### printf %10s| values 2
gawk 'BEGIN{printf "%10s|\n", "12abc"; printf "%10s|\n", 0.000123; printf "%10s|\n", 65; printf "%10s|\n", 2147483648;}'

#### printf %-10s| values 0
gawk 'BEGIN{printf "%-10s|\n", 0; printf "%-10s|\n", 1; printf "%-10s|\n", -1; printf "%-10s|\n", 3.7;}'

#### printf %-10s| values 1
gawk 'BEGIN{printf "%-10s|\n", -3.7; printf "%-10s|\n", 255; printf "%-10s|\n", 1e10; printf "%-10s|\n", "abc";}'

#### printf %-10s| values 2
gawk 'BEGIN{printf "%-10s|\n", "12abc"; printf "%-10s|\n", 0.000123; printf "%-10s|\n", 65; printf "%-10s|\n", 2147483648;}'

#### printf %.1s values 0
gawk 'BEGIN{printf "%.1s\n", 0; printf "%.1s\n", 1; printf "%.1s\n", -1; printf "%.1s\n", 3.7;}'

#### printf %.1s values 1
gawk 'BEGIN{printf "%.1s\n", -3.7; printf "%.1s\n", 255; printf "%.1s\n", 1e10; printf "%.1s\n", "abc";}'

#### printf %.1s values 2
gawk 'BEGIN{printf "%.1s\n", "12abc"; printf "%.1s\n", 0.000123; printf "%.1s\n", 65; printf "%.1s\n", 2147483648;}'

#### printf %i values 0
gawk 'BEGIN{printf "%i\n", 0; printf "%i\n", 1; printf "%i\n", -1; printf "%i\n", 3.7;}'

#### printf %i values 1
gawk 'BEGIN{printf "%i\n", -3.7; printf "%i\n", 255; printf "%i\n", 1e10; printf "%i\n", "abc";}'

#### printf %i values 2
gawk 'BEGIN{printf "%i\n", "12abc"; printf "%i\n", 0.000123; printf "%i\n", 65; printf "%i\n", 2147483648;}'

#### printf %u values 0
gawk 'BEGIN{printf "%u\n", 0; printf "%u\n", 1; printf "%u\n", -1; printf "%u\n", 3.7;}'

#### printf %u values 1
gawk 'BEGIN{printf "%u\n", -3.7; printf "%u\n", 255; printf "%u\n", 1e10; printf "%u\n", "abc";}'

#### printf %u values 2
gawk 'BEGIN{printf "%u\n", "12abc"; printf "%u\n", 0.000123; printf "%u\n", 65; printf "%u\n", 2147483648;}'

#### printf %X values 0
gawk 'BEGIN{printf "%X\n", 0; printf "%X\n", 1; printf "%X\n", -1; printf "%X\n", 3.7;}'

#### printf %X values 1
gawk 'BEGIN{printf "%X\n", -3.7; printf "%X\n", 255; printf "%X\n", 1e10; printf "%X\n", "abc";}'

#### printf %X values 2
gawk 'BEGIN{printf "%X\n", "12abc"; printf "%X\n", 0.000123; printf "%X\n", 65; printf "%X\n", 2147483648;}'

#### printf %#x values 0
gawk 'BEGIN{printf "%#x\n", 0; printf "%#x\n", 1; printf "%#x\n", -1; printf "%#x\n", 3.7;}'

#### printf %#x values 1
gawk 'BEGIN{printf "%#x\n", -3.7; printf "%#x\n", 255; printf "%#x\n", 1e10; printf "%#x\n", "abc";}'

#### printf %#x values 2
gawk 'BEGIN{printf "%#x\n", "12abc"; printf "%#x\n", 0.000123; printf "%#x\n", 65; printf "%#x\n", 2147483648;}'

#### printf % d values 0
gawk 'BEGIN{printf "% d\n", 0; printf "% d\n", 1; printf "% d\n", -1; printf "% d\n", 3.7;}'

#### printf % d values 1
gawk 'BEGIN{printf "% d\n", -3.7; printf "% d\n", 255; printf "% d\n", 1e10; printf "% d\n", "abc";}'

#### printf % d values 2
gawk 'BEGIN{printf "% d\n", "12abc"; printf "% d\n", 0.000123; printf "% d\n", 65; printf "% d\n", 2147483648;}'

#### printf %E values 0
gawk 'BEGIN{printf "%E\n", 0; printf "%E\n", 1; printf "%E\n", -1; printf "%E\n", 3.7;}'

#### printf %E values 1
gawk 'BEGIN{printf "%E\n", -3.7; printf "%E\n", 255; printf "%E\n", 1e10; printf "%E\n", "abc";}'

#### printf %E values 2
gawk 'BEGIN{printf "%E\n", "12abc"; printf "%E\n", 0.000123; printf "%E\n", 65; printf "%E\n", 2147483648;}'

#### printf %.0f values 0
gawk 'BEGIN{printf "%.0f\n", 0; printf "%.0f\n", 1; printf "%.0f\n", -1; printf "%.0f\n", 3.7;}'

#### printf %.0f values 1
gawk 'BEGIN{printf "%.0f\n", -3.7; printf "%.0f\n", 255; printf "%.0f\n", 1e10; printf "%.0f\n", "abc";}'

#### printf %.0f values 2
gawk 'BEGIN{printf "%.0f\n", "12abc"; printf "%.0f\n", 0.000123; printf "%.0f\n", 65; printf "%.0f\n", 2147483648;}'

#### printf %#.3g values 0
gawk 'BEGIN{printf "%#.3g\n", 0; printf "%#.3g\n", 1; printf "%#.3g\n", -1; printf "%#.3g\n", 3.7;}'

#### printf %#.3g values 1
gawk 'BEGIN{printf "%#.3g\n", -3.7; printf "%#.3g\n", 255; printf "%#.3g\n", 1e10; printf "%#.3g\n", "abc";}'

#### printf %#.3g values 2
gawk 'BEGIN{printf "%#.3g\n", "12abc"; printf "%#.3g\n", 0.000123; printf "%#.3g\n", 65; printf "%#.3g\n", 2147483648;}'

#### printf %-+6d| values 0
gawk 'BEGIN{printf "%-+6d|\n", 0; printf "%-+6d|\n", 1; printf "%-+6d|\n", -1; printf "%-+6d|\n", 3.7;}'

#### printf %-+6d| values 1
gawk 'BEGIN{printf "%-+6d|\n", -3.7; printf "%-+6d|\n", 255; printf "%-+6d|\n", 1e10; printf "%-+6d|\n", "abc";}'

#### printf %-+6d| values 2
gawk 'BEGIN{printf "%-+6d|\n", "12abc"; printf "%-+6d|\n", 0.000123; printf "%-+6d|\n", 65; printf "%-+6d|\n", 2147483648;}'

#### printf %08.3f values 0
gawk 'BEGIN{printf "%08.3f\n", 0; printf "%08.3f\n", 1; printf "%08.3f\n", -1; printf "%08.3f\n", 3.7;}'

#### printf %08.3f values 1
gawk 'BEGIN{printf "%08.3f\n", -3.7; printf "%08.3f\n", 255; printf "%08.3f\n", 1e10; printf "%08.3f\n", "abc";}'

#### printf %08.3f values 2
gawk 'BEGIN{printf "%08.3f\n", "12abc"; printf "%08.3f\n", 0.000123; printf "%08.3f\n", 65; printf "%08.3f\n", 2147483648;}'

#### expr 0: 1/3
gawk 'BEGIN{print 1/3}'

#### expr 1: 2/3*3
gawk 'BEGIN{print 2/3*3}'

#### expr 2: 100/7
gawk 'BEGIN{print 100/7}'

#### expr 3: 1e300*10
gawk 'BEGIN{print 1e300*10}'

#### expr 4: -1e300*10
gawk 'BEGIN{print -1e300*10}'

#### expr 5: 0.1*3
gawk 'BEGIN{print 0.1*3}'

#### expr 6: 1e-300/1e10
gawk 'BEGIN{print 1e-300/1e10}'

#### expr 7: 123456789*1000
gawk 'BEGIN{print 123456789*1000}'

#### expr 8: 2^31
gawk 'BEGIN{print 2^31}'

#### expr 9: 2^63
gawk 'BEGIN{print 2^63}'

#### expr 10: 2^64
gawk 'BEGIN{print 2^64}'

#### expr 11: -2^63
gawk 'BEGIN{print -2^63}'

#### expr 12: 17/4
gawk 'BEGIN{print 17/4}'

#### expr 13: -17/4
gawk 'BEGIN{print -17/4}'

#### expr 14: 1e15+0.5
gawk 'BEGIN{print 1e15+0.5}'

#### expr 15: 1e16+1
gawk 'BEGIN{print 1e16+1}'

#### expr 16: 3.0
gawk 'BEGIN{print 3.0}'

#### expr 17: -0
gawk 'BEGIN{print -0}'

#### expr 18: 0*-1
gawk 'BEGIN{print 0*-1}'

#### expr 19: int(-0.5)
gawk 'BEGIN{print int(-0.5)}'

#### expr 20: 0.30000000000000004
gawk 'BEGIN{print 0.30000000000000004}'

#### expr 21: 1e5
gawk 'BEGIN{print 1e5}'

#### expr 22: 1e-5
gawk 'BEGIN{print 1e-5}'

#### expr 23: 123.456e2
gawk 'BEGIN{print 123.456e2}'

#### expr 24: 1.5e-7
gawk 'BEGIN{print 1.5e-7}'

#### expr 25: 999999.5
gawk 'BEGIN{print 999999.5}'

#### expr 26: 9999999
gawk 'BEGIN{print 9999999}'

#### expr 27: 0.1+0.7
gawk 'BEGIN{print 0.1+0.7}'

#### expr 28: 5%3.5
gawk 'BEGIN{print 5%3.5}'

#### expr 29: 2^0.5
gawk 'BEGIN{print 2^0.5}'

#### expr 30: (-8)^(1/3)
gawk 'BEGIN{print (-8)^(1/3)}'

#### expr 31: 10^-2
gawk 'BEGIN{print 10^-2}'

#### expr 32: "1e2"+0
gawk 'BEGIN{print "1e2"+0}'

#### expr 33: " +5"+0
gawk 'BEGIN{print " +5"+0}'

#### expr 34: "-.5e1x"+0
gawk 'BEGIN{print "-.5e1x"+0}'

#### expr 35: "++5"+0
gawk 'BEGIN{print "++5"+0}'

#### expr 36: "1,5"+0
gawk 'BEGIN{print "1,5"+0}'

#### expr 37: "."+0
gawk 'BEGIN{print "."+0}'

#### expr 38: "e5"+0
gawk 'BEGIN{print "e5"+0}'

#### expr 39: 1==1.0
gawk 'BEGIN{print 1==1.0}'

#### expr 40: "a"<"b"
gawk 'BEGIN{print "a"<"b"}'

#### expr 41: "B"<"a"
gawk 'BEGIN{print "B"<"a"}'

#### expr 42: 2<10
gawk 'BEGIN{print 2<10}'

#### expr 43: "2"<"10"
gawk 'BEGIN{print "2"<"10"}'

#### expr 44: length(12.0)
gawk 'BEGIN{print length(12.0)}'

#### expr 45: length(0.1+0.2)
gawk 'BEGIN{print length(0.1+0.2)}'

#### expr 46: substr(3.14159,1,4)
gawk 'BEGIN{print substr(3.14159,1,4)}'

#### expr 47: index(1e6, 0)
gawk 'BEGIN{print index(1e6, 0)}'

#### expr 48: toupper(1e3)
gawk 'BEGIN{print toupper(1e3)}'

#### expr 49: -"3"
gawk 'BEGIN{print -"3"}'

#### expr 50: +"4x"
gawk 'BEGIN{print +"4x"}'

#### expr 51: !"0"
gawk 'BEGIN{print !"0"}'

#### expr 52: !0
gawk 'BEGIN{print !0}'

#### expr 53: !""
gawk 'BEGIN{print !""}'

#### expr 54: 1 - -1
gawk 'BEGIN{print 1 - -1}'

#### expr 55: 2 - - 2
gawk 'BEGIN{print 2 - - 2}'

#### expr 56: x++ + ++x
gawk 'BEGIN{print x++ + ++x}'

#### expr 57: 10 % 3 * 2
gawk 'BEGIN{print 10 % 3 * 2}'

#### expr 58: 2 * 3 ^ 2
gawk 'BEGIN{print 2 * 3 ^ 2}'

#### expr 59: -3 ^ 2
gawk 'BEGIN{print -3 ^ 2}'

#### expr 60: (1,2) in a
gawk 'BEGIN{print (1,2) in a}'

#### expr 61: 1 < 2 ? "y" : "n"
gawk 'BEGIN{print 1 < 2 ? "y" : "n"}'

#### expr 62: "x" > "y" ? 1 : 0
gawk 'BEGIN{print "x" > "y" ? 1 : 0}'

#### expr 63: 12 "" + 1
gawk 'BEGIN{print 12 "" + 1}'

#### expr 64: 1 " " 2 " " 3
gawk 'BEGIN{print 1 " " 2 " " 3}'

#### substr("hello", 1, 3)
gawk 'BEGIN{print "[" substr("hello", 1, 3) "]"}'

#### substr("hello", 3)
gawk 'BEGIN{print "[" substr("hello", 3) "]"}'

#### substr("hello", 0)
gawk 'BEGIN{print "[" substr("hello", 0) "]"}'

#### substr("hello", -2, 4)
gawk 'BEGIN{print "[" substr("hello", -2, 4) "]"}'

#### substr("hello", 5, 1)
gawk 'BEGIN{print "[" substr("hello", 5, 1) "]"}'

#### substr("hello", 6, 1)
gawk 'BEGIN{print "[" substr("hello", 6, 1) "]"}'

#### substr("hello", 2, 0)
gawk 'BEGIN{print "[" substr("hello", 2, 0) "]"}'

#### substr("hello", 2, -1)
gawk 'BEGIN{print "[" substr("hello", 2, -1) "]"}'

#### substr("héllo wörld", 2, 5)
gawk 'BEGIN{print "[" substr("héllo wörld", 2, 5) "]"}'

#### substr("", 1, 2)
gawk 'BEGIN{print "[" substr("", 1, 2) "]"}'

#### substr("12345", 2.7, 2.2)
gawk 'BEGIN{print "[" substr("12345", 2.7, 2.2) "]"}'

#### substr("abc", 1, 1e9)
gawk 'BEGIN{print "[" substr("abc", 1, 1e9) "]"}'

#### field compare [10] [9]
printf '%s\t%s\n' '10' '9' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [10] [abc]
printf '%s\t%s\n' '10' 'abc' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [1e2] [100]
printf '%s\t%s\n' '1e2' '100' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [0x10] [16]
printf '%s\t%s\n' '0x10' '16' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [ 5] [5]
printf '%s\t%s\n' ' 5' '5' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [5 ] [5.0]
printf '%s\t%s\n' '5 ' '5.0' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [-1] [+1]
printf '%s\t%s\n' '-1' '+1' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [abc] [ABC]
printf '%s\t%s\n' 'abc' 'ABC' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [] [0]
printf '%s\t%s\n' '' '0' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [1.0] [1]
printf '%s\t%s\n' '1.0' '1' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [.5] [0.5]
printf '%s\t%s\n' '.5' '0.5' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [+inf] [1e308]
printf '%s\t%s\n' '+inf' '1e308' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### field compare [a] []
printf '%s\t%s\n' 'a' '' | gawk -F'\t' '{print ($1<$2), ($1==$2), ($1>$2)}'

#### match /a+/ on caaat
gawk 'BEGIN{s = "caaat"; if (match(s, /a+/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /^a/ on abc
gawk 'BEGIN{s = "abc"; if (match(s, /^a/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /c$/ on abc
gawk 'BEGIN{s = "abc"; if (match(s, /c$/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /a|ab/ on xabx
gawk 'BEGIN{s = "xabx"; if (match(s, /a|ab/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /(ab)+/ on ababab
gawk 'BEGIN{s = "ababab"; if (match(s, /(ab)+/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /[0-9]+/ on x123y
gawk 'BEGIN{s = "x123y"; if (match(s, /[0-9]+/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /[^a-z]/ on abC
gawk 'BEGIN{s = "abC"; if (match(s, /[^a-z]/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /a.c/ on a\nc
gawk 'BEGIN{s = "a\nc"; if (match(s, /a.c/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /x*/ on abc
gawk 'BEGIN{s = "abc"; if (match(s, /x*/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /\./ on a.b
gawk 'BEGIN{s = "a.b"; if (match(s, /\./)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /[[:upper:]]+/ on abCDe
gawk 'BEGIN{s = "abCDe"; if (match(s, /[[:upper:]]+/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /\$/ on a$b
gawk 'BEGIN{s = "a$b"; if (match(s, /\$/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /a{2,3}/ on aaaa
gawk 'BEGIN{s = "aaaa"; if (match(s, /a{2,3}/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /(foo|foobar)/ on foobarx
gawk 'BEGIN{s = "foobarx"; if (match(s, /(foo|foobar)/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /\<b/ on ab b
gawk 'BEGIN{s = "ab b"; if (match(s, /\<b/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /b\>/ on ab b
gawk 'BEGIN{s = "ab b"; if (match(s, /b\>/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /\Bb/ on ab b
gawk 'BEGIN{s = "ab b"; if (match(s, /\Bb/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /[[:space:]]+/ on a \t b
gawk 'BEGIN{s = "a \t b"; if (match(s, /[[:space:]]+/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /\w+/ on --ab_1--
gawk 'BEGIN{s = "--ab_1--"; if (match(s, /\w+/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /[a\-z]/ on x-y
gawk 'BEGIN{s = "x-y"; if (match(s, /[a\-z]/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /^$/ on 
gawk 'BEGIN{s = ""; if (match(s, /^$/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /()/ on abc
gawk 'BEGIN{s = "abc"; if (match(s, /()/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /a?b/ on cb
gawk 'BEGIN{s = "cb"; if (match(s, /a?b/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /[.]/ on a.b
gawk 'BEGIN{s = "a.b"; if (match(s, /[.]/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /[]a]/ on x]y
gawk 'BEGIN{s = "x]y"; if (match(s, /[]a]/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /[^]a]/ on ]ab
gawk 'BEGIN{s = "]ab"; if (match(s, /[^]a]/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /colou?r/ on color
gawk 'BEGIN{s = "color"; if (match(s, /colou?r/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /(a|b)*c/ on ababc
gawk 'BEGIN{s = "ababc"; if (match(s, /(a|b)*c/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /\(/ on f(x)
gawk 'BEGIN{s = "f(x)"; if (match(s, /\(/)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### match /\// on a/b
gawk 'BEGIN{s = "a/b"; if (match(s, /\//)) print RSTART, RLENGTH, "[" substr(s, RSTART, RLENGTH) "]"; else print "no", RSTART, RLENGTH}'

#### gsub /a+/ on caaat
gawk 'BEGIN{s = "caaat"; n = gsub(/a+/, "<&>", s); print n, s}'

#### gsub /^a/ on abc
gawk 'BEGIN{s = "abc"; n = gsub(/^a/, "<&>", s); print n, s}'

#### gsub /c$/ on abc
gawk 'BEGIN{s = "abc"; n = gsub(/c$/, "<&>", s); print n, s}'

#### gsub /a|ab/ on xabx
gawk 'BEGIN{s = "xabx"; n = gsub(/a|ab/, "<&>", s); print n, s}'

#### gsub /(ab)+/ on ababab
gawk 'BEGIN{s = "ababab"; n = gsub(/(ab)+/, "<&>", s); print n, s}'

#### gsub /[0-9]+/ on x123y
gawk 'BEGIN{s = "x123y"; n = gsub(/[0-9]+/, "<&>", s); print n, s}'

#### gsub /[^a-z]/ on abC
gawk 'BEGIN{s = "abC"; n = gsub(/[^a-z]/, "<&>", s); print n, s}'

#### gsub /a.c/ on a\nc
gawk 'BEGIN{s = "a\nc"; n = gsub(/a.c/, "<&>", s); print n, s}'

#### gsub /x*/ on abc
gawk 'BEGIN{s = "abc"; n = gsub(/x*/, "<&>", s); print n, s}'

#### gsub /\./ on a.b
gawk 'BEGIN{s = "a.b"; n = gsub(/\./, "<&>", s); print n, s}'

#### gsub /[[:upper:]]+/ on abCDe
gawk 'BEGIN{s = "abCDe"; n = gsub(/[[:upper:]]+/, "<&>", s); print n, s}'

#### gsub /\$/ on a$b
gawk 'BEGIN{s = "a$b"; n = gsub(/\$/, "<&>", s); print n, s}'

#### gsub /a{2,3}/ on aaaa
gawk 'BEGIN{s = "aaaa"; n = gsub(/a{2,3}/, "<&>", s); print n, s}'

#### gsub /(foo|foobar)/ on foobarx
gawk 'BEGIN{s = "foobarx"; n = gsub(/(foo|foobar)/, "<&>", s); print n, s}'

#### gsub /\<b/ on ab b
gawk 'BEGIN{s = "ab b"; n = gsub(/\<b/, "<&>", s); print n, s}'

#### gsub /b\>/ on ab b
gawk 'BEGIN{s = "ab b"; n = gsub(/b\>/, "<&>", s); print n, s}'

#### gsub /\Bb/ on ab b
gawk 'BEGIN{s = "ab b"; n = gsub(/\Bb/, "<&>", s); print n, s}'

#### gsub /[[:space:]]+/ on a \t b
gawk 'BEGIN{s = "a \t b"; n = gsub(/[[:space:]]+/, "<&>", s); print n, s}'

#### gsub /\w+/ on --ab_1--
gawk 'BEGIN{s = "--ab_1--"; n = gsub(/\w+/, "<&>", s); print n, s}'

#### gsub /[a\-z]/ on x-y
gawk 'BEGIN{s = "x-y"; n = gsub(/[a\-z]/, "<&>", s); print n, s}'

#### split [a b  c] by " "
gawk 'BEGIN{n = split("a b  c", a, " "); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [ a b ] by " "
gawk 'BEGIN{n = split(" a b ", a, " "); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [a,b,,c] by ","
gawk 'BEGIN{n = split("a,b,,c", a, ","); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [a:b;c] by /[:;]/
gawk 'BEGIN{n = split("a:b;c", a, /[:;]/); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [aXbxc] by "x"
gawk 'BEGIN{n = split("aXbxc", a, "x"); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [abc] by ""
gawk 'BEGIN{n = split("abc", a, ""); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [a1b2c3] by /[0-9]/
gawk 'BEGIN{n = split("a1b2c3", a, /[0-9]/); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [] by ","
gawk 'BEGIN{n = split("", a, ","); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [a] by ","
gawk 'BEGIN{n = split("a", a, ","); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [,a,] by ","
gawk 'BEGIN{n = split(",a,", a, ","); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [a  b] by "[ ]"
gawk 'BEGIN{n = split("a  b", a, "[ ]"); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### split [one	two three] by "\t"
gawk 'BEGIN{n = split("one	two three", a, "\t"); printf "%d:", n; for (i = 1; i <= n; i++) printf " [%s]", a[i]; print ""}'

#### FS , on a,b,c
printf '%s\n' 'a,b,c' | gawk -F ',' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS : on a::b
printf '%s\n' 'a::b' | gawk -F ':' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS [,;] on a,b;c
printf '%s\n' 'a,b;c' | gawk -F '[,;]' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS  + on  a  b 
printf '%s\n' ' a  b ' | gawk -F ' +' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS \| on a|b
printf '%s\n' 'a|b' | gawk -F '\|' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS ab on 1ab2ab3
printf '%s\n' '1ab2ab3' | gawk -F 'ab' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS 	 on a	b	
printf '%s\n' 'a	b	' | gawk -F '	' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS x on axbxc
printf '%s\n' 'axbxc' | gawk -F 'x' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS [ on a[b
printf '%s\n' 'a[b' | gawk -F '[' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### FS ^ on a^b
printf '%s\n' 'a^b' | gawk -F '^' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf " [%s]", $i; print ""}'

#### error program: print 1
gawk 'print 1' </dev/null; echo "status $?"

#### error program: print 1;
gawk 'print 1;' </dev/null; echo "status $?"

#### error program: {print 1}
gawk '{print 1}' </dev/null; echo "status $?"

#### error program: print 1 }
gawk 'print 1 }' </dev/null; echo "status $?"

#### error program: BEGIN
gawk 'BEGIN' </dev/null; echo "status $?"

#### error program: BEGIN {
gawk 'BEGIN {' </dev/null; echo "status $?"

#### error program: BEGIN { print ( }
gawk 'BEGIN { print ( }' </dev/null; echo "status $?"

#### error program: BEGIN { a[1 }
gawk 'BEGIN { a[1 }' </dev/null; echo "status $?"

#### error program: BEGIN { f( }
gawk 'BEGIN { f( }' </dev/null; echo "status $?"

#### error program: BEGIN { print > }
gawk 'BEGIN { print > }' </dev/null; echo "status $?"

#### error program: BEGIN { for (;;) }
gawk 'BEGIN { for (;;) }' </dev/null; echo "status $?"

#### error program: { print $ }
gawk '{ print $ }' </dev/null; echo "status $?"

#### error program: BEGIN { if }
gawk 'BEGIN { if }' </dev/null; echo "status $?"

#### error program: BEGIN { getline < }
gawk 'BEGIN { getline < }' </dev/null; echo "status $?"

#### error program: BEGIN { printf }
gawk 'BEGIN { printf }' </dev/null; echo "status $?"

#### error program: BEGIN { return 1 }
gawk 'BEGIN { return 1 }' </dev/null; echo "status $?"

#### error program: BEGIN { next }
gawk 'BEGIN { next }' </dev/null; echo "status $?"

#### error program: BEGIN { break }
gawk 'BEGIN { break }' </dev/null; echo "status $?"

#### error program: function f(a) { } BEGIN { f(1, 2) }
gawk 'function f(a) { } BEGIN { f(1, 2) }' </dev/null; echo "status $?"

#### error program: BEGIN { undefined_fn() }
gawk 'BEGIN { undefined_fn() }' </dev/null; echo "status $?"

#### error program: BEGIN { x = "abc }
gawk 'BEGIN { x = "abc }' </dev/null; echo "status $?"

#### error program: BEGIN { x = /abc }
gawk 'BEGIN { x = /abc }' </dev/null; echo "status $?"

#### error program: BEGIN { 1 = 2 }
gawk 'BEGIN { 1 = 2 }' </dev/null; echo "status $?"

#### error program: END { print NR
gawk 'END { print NR' </dev/null; echo "status $?"

#### error program: BEGIN { a[1] = 2; a = 1 }
gawk 'BEGIN { a[1] = 2; a = 1 }' </dev/null; echo "status $?"

#### uninit array passed to function then read
gawk 'function f(a) { a["x"] = 1 } BEGIN { f(arr); print length(arr), arr["x"] }'

#### recursive array function
gawk 'function depth(n, a) { if (n == 0) return length(a); a[n] = n; return depth(n - 1, a) } BEGIN { print depth(5, x) }'

#### function param shadows global
gawk 'function f(NRx) { return NRx * 2 } BEGIN { NRx = 7; print f(3), NRx }'

#### getline var keeps $0
printf 'a\nb\n' | gawk 'NR == 1 { getline nxt; print $0, nxt }'

#### while getline file split
printf 'k1 v1\nk2 v2\n' > m.txt; gawk 'BEGIN { while ((getline < "m.txt") > 0) map[$1] = $2; print map["k2"], NF }'

#### NR assignment
printf 'a\nb\nc\n' | gawk 'NR == 2 { NR = 10 } { print NR, $0 }'

#### FS change takes effect next record
printf 'a:b c\nd:e f\n' | gawk '{ FS = ":"; print $1 }'

#### dollar 0 modify then NF
echo 'a b c' | gawk '{ $0 = $0 " d"; print NF }'

#### OFS applied after NF change
echo 'a b c' | gawk -v OFS=- '{ NF = NF; print }'

#### numeric field compare after assignment
echo '5' | gawk '{ x = $1; if (x < 10) print "lt" }'

#### concat number formatting
gawk 'BEGIN { x = 0.1; y = x ""; print y, length(y) }'

#### array subscript float
gawk 'BEGIN { a[0.1 + 0.2] = 1; for (k in a) print k }'

#### array subscript negative zero
gawk 'BEGIN { a[-0] = 1; for (k in a) print k }'

#### printf %c from string number
echo 65 | gawk '{ printf "%c\n", $1 }'

#### printf %d from string
gawk 'BEGIN { printf "%d %d\n", "3.9x", "-0" }'

#### print with parenthesised list and concat
gawk 'BEGIN { print (1)(2) }'

#### print comparison needs parens
gawk 'BEGIN { print (1 > 2) ? "a" : "b" }'

#### regex literal dynamic string equivalence
echo 'a+b' | gawk '{ print ($0 ~ "a\\+b"), ($0 ~ /a\+b/) }'

#### tolower in condition
printf 'ABC\nxyz\n' | gawk 'tolower($0) == "abc"'

#### length of $0 after field change
echo 'a b' | gawk '{ $2 = "bbbb"; print length() }'

#### sprintf no extra args
gawk 'BEGIN { s = sprintf("100%%"); print s }'

#### exit code from END expression
gawk 'END { exit NR }' </dev/null; echo $?

#### exit 256
gawk 'BEGIN { exit 256 }'; echo $?

#### exit negative
gawk 'BEGIN { exit -1 }'; echo $?

#### print to same file twice via different strings
gawk 'BEGIN { f = "o.txt"; print "1" > f; print "2" > "o.txt" }'; cat o.txt

#### getline from file that was written
gawk 'BEGIN { print "data" > "w.txt"; close("w.txt"); getline x < "w.txt"; print x }'

#### split into ARGV style
gawk 'BEGIN { n = split("x=1 y=2", kv); for (i = 1; i <= n; i++) { split(kv[i], p, "="); print p[1], p[2] } }'

#### in with parenthesized subscript
gawk 'BEGIN { a["x", "y"] = 1; if (("x", "y") in a) print "yes" }'

#### delete whole array then reuse
gawk 'BEGIN { a[1] = 1; delete a; a[2] = 2; for (k in a) print k, a[k] }'

#### substr with NF
echo 'abc def' | gawk '{ print substr($2, 2) }'

#### printf width from field
echo '8 x' | gawk '{ printf "[%*s]\n", $1, $2 }'

#### compound pattern
printf '1 a\n2 b\n3 c\n' | gawk '$1 > 1 && $2 != "c"'

#### pattern with or
printf '1\n2\n3\n' | gawk '$1 == 1 || $1 == 3'

#### pattern parenthesized regex
printf 'ab\ncd\n' | gawk '(/a/)'

#### assignment as pattern
printf 'a\nb\n' | gawk 'x = NR % 2'

#### uninitialized $0 in BEGIN
gawk 'BEGIN { print NF, "[" $0 "]", "[" $1 "]" }'

#### NF in END
printf 'a b c\n' | gawk 'END { print NF, $2 }'

#### ENVIRON iteration count positive
gawk 'BEGIN { n = 0; for (k in ENVIRON) n++; print (n > 0) }'

#### RS regex RT
printf 'aXXbXc' | gawk 'BEGIN { RS = "X+" } { print NR, $0, "[" RT "]" }'

#### RS paragraph FS newline
printf 'a b\nc d\n\ne f\n' | gawk 'BEGIN { RS = ""; FS = ":" } { print NF, $1 }'

#### RS change mid stream
printf 'a;b\nc;d\n' | gawk 'NR == 1 { RS = ";" } { print NR ": " $0 }'

#### printf to stderr
gawk 'BEGIN { printf "e%d\n", 1 > "/dev/stderr" }' 2>&1

#### print to /dev/stdout
gawk 'BEGIN { print "x" > "/dev/stdout"; print "y" }'

#### system with output redirect
gawk 'BEGIN { system("echo hi > s.txt") }'; cat s.txt

#### pipe to command with quotes
gawk 'BEGIN { print "hello" | "tr a-z A-Z" }'

#### close returns pipe status
gawk 'BEGIN { print "x" | "cat >/dev/null; exit 3"; print close("cat >/dev/null; exit 3") }'

#### getline from command sets NR
gawk 'BEGIN { "echo a" | getline; print NR }'

#### gensub with backreferences
gawk 'BEGIN { print gensub(/([a-z]+)-([0-9]+)/, "\\2:\\1", "g", "ab-12 cd-34") }'

#### gensub third occurrence
gawk 'BEGIN { print gensub(/a/, "A", 3, "aaaaa") }'

#### gensub ampersand
gawk 'BEGIN { print gensub(/b+/, "[&]", "g", "abbcb") }'

#### sub with backslashes
gawk 'BEGIN { s = "a.b"; sub(/\./, "\\\\", s); print s }'

#### toupper field then rebuild
echo 'ab cd' | gawk '{ $1 = toupper($1); print }'

#### number to string keeps integer
gawk 'BEGIN { x = 1e6; print x "" }'

#### large count loop
gawk 'BEGIN { for (i = 0; i < 100000; i++) s += i; print s }'

#### string repeat via loop
gawk 'BEGIN { while (length(s) < 10) s = s "ab"; print s }'

#### printf reuse format for extra args
gawk 'BEGIN { printf "%s\n", "a", "b" }'

#### dollar of string number
echo 'a b c' | gawk '{ i = "2"; print $i }'

#### dollar of float
echo 'a b c' | gawk '{ print $1.9 }'

#### increment NF
echo 'a b' | gawk '{ NF++; $NF = "c"; print }'

#### assign $3 on empty record
echo '' | gawk '{ $3 = "x"; print; print NF }'

#### IGNORECASE with match
gawk 'BEGIN { IGNORECASE = 1; print match("xABc", /ab/), RSTART }'

#### IGNORECASE with comparison unaffected
gawk 'BEGIN { IGNORECASE = 1; print ("a" == "A") }'

#### IGNORECASE split
gawk 'BEGIN { IGNORECASE = 1; n = split("aXbxc", p, "x"); print n }'

#### for in loop var is strnum
gawk 'BEGIN { a[10]; a[9]; for (k in a) if (k < 9.5) print "lt", k }'

#### string escapes octal
gawk 'BEGIN { print "\101\102\103", "\x41" }'

#### regex with escaped slash in dynamic
echo 'a/b' | gawk '{ n = split($0, p, "/"); print n, p[2] }'

#### nested function arrays
gawk 'function g(b) { b["z"] = 26 } function f(a) { g(a) } BEGIN { f(m); print m["z"] }'

#### function returning array element
gawk 'function get(a, k) { return a[k] } BEGIN { x["q"] = 5; print get(x, "q") }'

#### printf with positional args
gawk 'BEGIN { printf "%2$s %1$s\n", "world", "hello" }'

#### very long field count
gawk 'BEGIN { for (i = 1; i <= 1000; i++) s = s i " "; $0 = s; print NF, $1000 }'

#### comparison of uninit with string
gawk 'BEGIN { if (x < "a") print "lt" }'

#### srand with seed reproducible
gawk 'BEGIN { srand(42); a = rand(); srand(42); b = rand(); print (a == b) }'

#### rand is in range
gawk 'BEGIN { for (i = 0; i < 1000; i++) { r = rand(); if (r < 0 || r >= 1) bad++ } print bad + 0 }'

#### atan2 values
gawk 'BEGIN { printf "%.4f %.4f\n", atan2(1, 1), atan2(-1, -1) }'

#### exp and log roundtrip
gawk 'BEGIN { printf "%.6f\n", log(exp(2)) }'

#### sqrt negative
gawk 'BEGIN { print sqrt(-4) }'

#### strftime default format length
gawk 'BEGIN { print length(strftime("%Y", 0)) }'

#### mktime invalid
gawk 'BEGIN { print mktime("garbage") }'

#### lshift large
gawk 'BEGIN { print lshift(1, 40) }'

#### and with multiple args
gawk 'BEGIN { print and(15, 7, 3) }'

#### xor self
gawk 'BEGIN { print xor(5, 5) }'

#### for-in order of string keys (gawk hash order)
gawk 'BEGIN{a["x"];a["y"];a["z"];a["apple"]; for(k in a) printf "%s ", k; print ""}'

#### for-in order of word counts
gawk 'BEGIN{split("banana cherry apple date elderberry fig grape", w); for(i=1;i<=7;i++) c[w[i]]++; for(k in c) print k, c[k]}'

#### for-in order of integer keys
gawk 'BEGIN{c[5];c[3];c[10];c[1]; for(k in c) printf "%s ", k; print ""}'

#### for-in order of mixed keys
gawk 'BEGIN{d["b"];d[2];d["a"];d[1]; for(k in d) printf "%s ", k; print ""}'

#### for-in order after the table grows
gawk 'BEGIN{for(i=1;i<=100;i++) g["k" i]; for(k in g) printf "%s ", k; print ""}'

#### for-in order of a large table
gawk 'BEGIN{for(i=1;i<=400;i++) g["key" i*7]; for(k in g) printf "%s ", k; print ""}'

#### aggregation idiom over log lines
printf 'GET /a 200\nPOST /b 404\nGET /c 200\nPUT /d 500\nGET /e 404\nDELETE /f 200\n' > log
gawk '{c[$1]++; s[$3]++} END{for(k in c) print k, c[k]; for(k in s) print k, s[k]}' log

#### rand default seed sequence
gawk 'BEGIN{print rand(), rand(), rand()}'

#### srand with a seed and the previous seed
gawk 'BEGIN{srand(42); print rand(), rand(); print srand(7); print rand()}'

#### rand sum over many draws
gawk 'BEGIN{srand(0); x=0; for(i=0;i<1000;i++) x+=rand(); printf "%.10f\n", x}'

#### rand full precision
gawk 'BEGIN{srand(123456789); printf "%.17g\n", rand()}'

#### shuffle-like use of rand
gawk 'BEGIN{srand(3); for(i=1;i<=5;i++) printf "%d ", int(rand()*100); print ""}'

#### NaN compares false except with !=
printf '+nan\n-nan 1\n' > in
awk '{print ($1 == 5), ($1 < 5), ($1 > 5), ($1 <= 5), ($1 >= 5), ($1 != 5), ($1 == $1)}' in
awk '{x = $1 + 0; print (x == 5), (x < 5), (x > 5), (x <= 5), (x >= 5), (x != 5), (x == x)}' in

#### batch record loop: fields, next, nextfile, getline and output
printf 'a b c\n\n  x\ty  z  \n1 2 3 4 5\n' > in
printf 'p q\nr s t\n' > in2
awk '$2 > 1 {print NR, $NF} /x/ {next} {print NF ":" $1}' in in2
awk 'FNR == 2 {nextfile} {n++; s = s $1} END {print n, s, $0, NF}' in in2
awk '{printf "%-3s|%3d|%s\n", $1, $2, $(NF)}' in
awk '{ $2 = "<" $2 ">"; print; print NF }' in
awk 'NR == 1 {while ((getline line < "in2") > 0) print "L", line} {gsub(/ /, "_"); print}' in

#### record loop: exit mid-file then END reads NR, FNR and $0
printf 'a 1\nb 2\nc 3\nd 4\n' > d.txt
gawk '$2 == 2 {exit} {n++} END {print NR, FNR, n, $0, $1, NF}' d.txt

#### record loop: END reads NR, $0 and fields of the last record
printf 'a 1\nb 2 x\nc 3 y z\n' > d.txt
gawk '{s += $2} END {print NR, FNR, $0, $2, NF, s}' d.txt

#### record loop: NR and FNR over two files
printf 'a\nb\n' > d1.txt; printf 'c\nd\ne\n' > d2.txt
gawk '{print NR, FNR, FILENAME, $1} END {print NR, FNR}' d1.txt d2.txt

#### record loop: a function reads NR and $0
printf 'a 1\nb 2\nc 3\n' > d.txt
gawk 'function f() { return NR ":" FNR ":" $2 } {print f()}' d.txt

#### record loop: getline var advances NR
printf 'a\nb\nc\nd\ne\n' > d.txt
gawk 'NR == 2 {getline x; print "got", x, NR} {print NR, $0}' d.txt

#### record loop: getline from a file leaves NR alone
printf 'a\nb\nc\n' > d.txt; printf 'x\ny\n' > o.txt
gawk '{getline v < "o.txt"; print NR, FNR, $0, v}' d.txt

#### record loop: NR assigned in the loop
printf 'a\nb\nc\nd\n' > d.txt
gawk 'NR == 2 {NR = 10} {print NR, FNR, $0} END {print NR}' d.txt

#### record loop: NF assignment truncates and extends
printf 'a b c d\ne f\n' > d.txt
gawk '{NF = 3; print; print NF; $5 = "z"; print; print NF}' d.txt

#### record loop: $0 assigned re-splits
printf 'a b\nc d\n' > d.txt
gawk '{$0 = "x y z " NR; print NF, $3, $4} END {print $0, NF}' d.txt

#### record loop: field assignment rebuilds $0 with OFS
printf 'a b c\nd e f\n' > d.txt
gawk 'BEGIN {OFS = "-"} {$2 = NR; print; print $0} END {print $0}' d.txt

#### record loop: a low field with trailing blanks and fewer fields
printf 'a b   \n  c\n\nd e f g\n' > d.txt
gawk '{print "[" $2 "]", "[" $1 "]"}' d.txt

#### record loop: a low field with a single-character FS
printf 'a,b,c,d\ne\n,f,\n' > d.txt
gawk -F, '{print "[" $2 "]"} END {print NF, $3}' d.txt

#### record loop: digit fields and other numeric strings in arithmetic
printf '007 1e3 0x10 .5 12abc -3 +4\n' > d.txt
gawk '{print $1 + 0, $2 + 0, $3 + 0, $4 + 0, $5 + 0, $6 + 0, $7 + 0}' d.txt

#### record loop: a fatal error reports FNR
printf 'a 1\nb 0\n' > d.txt
gawk '{print 1 / $2}' d.txt

#### record loop: nextfile then NR in the next file
printf 'a\nb\nc\n' > d1.txt; printf 'd\ne\n' > d2.txt
gawk 'FNR == 2 {nextfile} {print NR, FNR, $0} END {print NR, FNR}' d1.txt d2.txt

#### record loop: NR in a pattern and in END with a regex FS
printf 'a.b c\nd.e f\ng.h i\n' > d.txt
gawk -F'[ .]' 'NR % 2 {print NR, $2, $NF} END {print NR, $0, NF}' d.txt

#### record loop: paragraph mode counts records
printf 'a b\nc\n\n\nd e\nf\n' > d.txt
gawk 'BEGIN {RS = ""} {print NR, NF, $2} END {print NR}' d.txt

#### record loop: a bracket-expression FS splits at each character
printf 'a..b c\n.x y.\n\nq\n10.0.1.2 GET t=5\n' > d.txt
gawk -F'[ .]' '{printf "%d:", NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print ""}' d.txt
gawk -F'[ .]' '{print "<" $2 ">"} END {print NR, NF, $NF}' d.txt
gawk -F'[.:]+' '{print $2, NF}' d.txt
gawk '{n = split($0, a, /[ .]/); print n, a[1], a[n]}' d.txt
gawk -F'[ab]' 'BEGIN {IGNORECASE = 1} {print NF, $1}' d.txt

#### record loop: constant fields past the end of short records
printf 'a b c d e\nf\n\ng h\n' > d.txt
gawk '{c[$2]++; print "[" $1 "|" $3 "|" $5 "]", $5 + 0} END {for (k in c) print "k[" k "]", c[k]; print NF, $2}' d.txt
gawk -F: '$3 == "" {n++} {s = s "<" $4 ">"} END {print n, s}' d.txt
gawk '$2 ~ /h/ {print $2, $7 "x"}' d.txt

#### record loop: field against number comparisons with odd numeric text
printf '7 x\n10 y\n 12 z\n1e2 w\n0x1A v\nabc u\n+5 s\n' > d.txt
gawk '$1 > 9 {print "gt", $1} $1 == 7 {print "eq", $1} 5 < $1 {print "lt", $1}' d.txt

#### digits of other scripts are not numbers
printf '\331\243 5\n\331\241\331\242x 3\n' > d.txt
awk '{print $1+0, $2+1, ($1 == 3), ($1 < 10); s+=$1} END{print s+0}' d.txt

#### invalid regex constant is an error before BEGIN runs
gawk 'BEGIN { print "begin" } /(/ { print }' /dev/null
echo "rc=$?"

#### invalid regex constant in match()
gawk 'BEGIN { print match("a", /a{2,1}/) }'
echo "rc=$?"

#### invalid dynamic regex is fatal at run time
gawk 'BEGIN { print "begin"; x = "("; print ("a" ~ x) }'
echo "rc=$?"

#### invalid dynamic regex in split() and gsub()
gawk 'BEGIN { n = split("a(b", a, "((") ; print n }'
echo "rc=$?"
gawk 'BEGIN { s = "a"; print gsub("((", "x", s) }'
echo "rc=$?"

#### print of constant fields: short records, empty lines, $0
printf 'a b c d e\n  x  y\n\nq\n' > f; awk '{print $4}' f; awk '{print $1, $3}' f; awk '{print}' f; awk '{print $0, $2}' f; awk '{print $2 $1}' f
printf 'x y z\n' > f; awk '{print $3, $1, $0}' f; awk '{print $1000}' f | od -c | head -2

#### print of constant fields: -F, OFS, ORS, several files, NR after
printf 'a:b:c\n:x\n\n' > f; awk -F: '{print $2, $3}' f; awk -F: '{print $1}' f; awk -F: -v OFS=- '{print $1,$2}' f; awk 'BEGIN{OFS="|"; ORS="#\n"} {print $2,$1}' f
printf 'a,b\nc,d\n' > g; awk -F, '{print $2}' g g; awk -F, '{print $2} END {print NR, FNR, $0}' g g

#### print of constant fields: regex FS, paragraph mode, big and endless inputs
printf 'a  b\tc\n' > f; awk -F'[ \t]+' '{print $3}' f; awk '{print $1}' RS= f
seq 1 20000 | awk '{print $1}' | tail -2; yes 'a b' | head -100000 | awk '{print $2}' | head -2
yes 'a b' | awk '{print $2}' | head -3

#### print of constant fields: assignments between files change OFS, ORS and FS
printf 'a b\nc d\n' > f; awk '{print $1,$2}' f OFS=- f ORS=+ f; echo
awk '{print $2}' FS=b f FS=' ' f
printf 'a b\n' > g; awk '{print $1}' g - < g

#### words, signs and blanks as numbers
printf 'a 1\nb -2.5\n+3 x\n.5 y\n -4 z\n+inf q\nnan 1\ninf 2\n 0x10 3\n' | awk '{s += $1; t += $2; print $1 + 0, ($1 < 1)} END {print s, t}'

#### alternation patterns and ~ tests select lines
printf 'ab\nabc\nx\nba\n' | awk '/a|ab/ {n++} $0 ~ /(a|ab)c$/ {print "m", $0} $0 !~ /^(x|ba)$/ {k++} END {print n, k}'

#### lean record loop: variables kept in locals reach END, exit and operand assignments
printf 'a 1\nb 2\n\nc 3 x  \nd 4\n' > f
awk '{s += $2; n++; last = $1} END {print s, n, last, NR}' f
awk '$2 == 3 {exit} {s += $2; t = t $1} END {print s, t, NR, $0}' f
awk '{s += $2; print "V_s", s}' f
awk '{s += $2} END {print s}' f s=10 f
awk '{n++} END {print n}' n=5 f

#### lean record loop: $NF, NF and the last field with trailing blanks, -F, and blank lines
printf 'a b c\n\n  x\ty  z  \n1 2 3 4 5\n' > in
awk '$2 > 1 {print NR, $NF} {print NF ":" $1}' in
awk '{m = $2 > m ? $2 : m; s = s $3} END {print m, s}' in
printf 'a,b,c\n\n,x\n1,2\n' > c
awk -F, '{n += ($2 == "")} {print NF, $1, $2}' c
awk -F, '{s = s "<" $2 ">"} END {print s, NR}' c
awk -F'[,]+' '{s = s $2} END {print s}' c

#### comparisons of fields with variables and other fields: numbers, strnums, strings, uninitialised
printf '10 9 abc 1e2 0x10 -3\n5 05 ab 100 16 +3\n  7 7.0 b 1e2x 010 -0\n' > f
awk '{ if ($1 > max) max = $1 } END { print max }' f
awk '{ print ($1 > $2), ($1 == $2), ($3 < $4), ($4 == 100), (u < $6), ($6 > u), ($5 == $1) }' f
awk '{ v = $2; w = "9"; print ($1 < v), (v < $1), ($1 < w), (w < $1), ($3 > v), (x == $6) }' f
awk 'BEGIN { m = 5 } { print ($1 >= m), (m <= $1), ($1 != m) }' f

#### split with a one-character separator: dot, pipe, backslash, empty and trailing fields, reuse
printf '10.1.2.3 x\n\n1..2.\n' | gawk '{n = split($1, p, "."); printf "%d [%s] [%s] %d\n", n, p[1], p[n], length(p)}'
gawk 'BEGIN{n=split("x|y|z", a, "|"); print n, a[3]; n=split("x\\y", a, "\\"); print n, a[2]; n=split("", a, ":"); print n, length(a)}'
gawk 'BEGIN{IGNORECASE=1; n=split("xAyaz", a, "a"); print n, a[1], a[2]; n=split("1,2", a, ","); print a[1] + a[2], (a[1] < 10)}'

#### for (k in a): an array whose first key is a string hashes integer keys as strings
awk 'BEGIN {n["a:x"]; n[9]; n["B"]; n["zz"]; n[3]; n[100]; for (k in n) printf "%s ", k; print ""}'
awk 'BEGIN {n[9]; n["a:x"]; n["B"]; n["zz"]; n[3]; n[100]; for (k in n) printf "%s ", k; print ""}'
awk 'BEGIN {for (i = 0; i < 40; i++) n["k" i]; for (i = 0; i < 40; i++) n[i]; for (k in n) printf "%s ", k; print ""}'
printf 'a:x\n9\nB\n1e3\n' | awk '{n[$1]++} END {for (k in n) print k, n[k]}'

#### for (k in a) order of non-ASCII keys (gawk hashes signed chars)
awk 'BEGIN {n["é"]; n["a"]; n["ü"]; n["日本"]; n["b"]; n["€x"]; for (k in n) printf "%s ", k; print ""}'
awk 'BEGIN {for (i = 0; i < 60; i++) n["é" i]; for (k in n) printf "%s ", k; print ""}'

#### builtins called with a wrong number of arguments: syntax errors with a caret
for p in 'BEGIN{x=substr("a")}' 'BEGIN { print substr("abc") }' 'BEGIN{x=sin()}' 'BEGIN{x=atan2(1)}' 'BEGIN{x=split("a")}' 'BEGIN{x=rand(1)}' 'BEGIN{x=gensub("a","b")}' 'BEGIN{x=length(1,2)}' 'BEGIN{x=substr("a",1,2,3)}' 'BEGIN{x=strftime(1,2,3,4,5)}' 'BEGIN{x=close()}' 'BEGIN{x=srand(1,2)}' 'BEGIN{x=lshift(1)}' 'BEGIN{x=typeof()}' 'BEGIN{x=index("a","b","c")}' 'BEGIN{x=and(1)}' 'BEGIN{x=sprintf()}'; do
  awk "$p"; echo "rc=$?"
done 2>&1

#### division by a constant zero is an error of the program; by a zero value, of the run
for p in 'BEGIN{x=1/(0)}' 'BEGIN{x=1/-0}' 'BEGIN{x=1/"0"}' 'BEGIN{x=1/0e5}' 'BEGIN{y=0; x=1%y}' 'BEGIN{x=2; x%=0}' 'BEGIN{print "a"; x=1/0; print "b"}' 'BEGIN{x=1/0; y=2%0}' 'BEGIN{x=1/0; y=2 +}' 'BEGIN { y=0; x /= y }' 'BEGIN{a[1]=2; a[1] /= 0}' 'BEGIN{a[1]=2; a[1] %= 0}' '{ $1 /= 0 }' 'BEGIN{x=1/0; y=substr("a")}'; do
  echo 4 | awk "$p"; echo "rc=$?"
done 2>&1

#### an array read where a scalar is wanted is a fatal error of the run
for p in 'BEGIN { print "x"; a[1]=2; print a }' 'BEGIN { a[1]=2; x = a == a }' 'BEGIN { a[1]=2; b[a] = 1 }' 'BEGIN { a[1]=2; if (a ~ 1) print 1 }' 'BEGIN { a[1]=2; x = "a" / a }' 'BEGIN { a[1]=2; print typeof(a), length(a) }' '{ a[$1] } END { print a }'; do
  echo 4 | awk "$p"; echo "rc=$?"
done 2>&1

#### printf * widths and precisions: beyond a C long they are ignored
awk 'BEGIN { printf "%*d|%.*f|%*d|\n", 1e300, 5, 1e300, 1, -1e300, 7; printf "%*d|%.*f|%*s|\n", 4, 5, 2, 3.14159, -3, "a" }'

#### sub and gsub of fixed strings: counts, & in the replacement, fields re-split
printf 'a.b x.y\n1 2\n' | awk '{n = gsub(/\./, "-"); m = gsub(/x/, "[&]", $2); k = sub(/-/, "\\&"); print n, m, k, $0, NF, $1}'
printf 'aaa b\n' | awk '{n = gsub(/aa/, "x"); print n, $0; print sub(/q/, "z"), $0; print gsub(/ /, "  "), $0, $2}'

#### sub and gsub evaluate the target's subscript or field number once
awk 'BEGIN { a[0] = "aa"; a[1] = "cc"; i = 0; n = gsub(/a/, "b", a[i++]); print n, i, a[0], a[1]; m = sub(/c+/, "d", a[i++]); print m, i, a[1] }'
echo '1.2 x y' | awk '{ i = 1; n = gsub(/[0-9]/, "N", $(i++)); j = 1; m = sub(/y/, "Y", $(j += 2)); print n, i, m, j, $0 }'

#### gawk 5.2's messages for a missing program file and a failed redirection
awk -f nonexist.awk; echo $?
awk 'BEGIN { print "x" > "/nonexist/dir/f" }'; echo $?
awk 'BEGIN { printf "y" >> "/nonexist/dir/g" }'; echo $?

#### stderr comes before stdout still in gawk's buffer
gawk 'BEGIN { print "a"; print "b" > "/dev/stdout"; print "c" > "/dev/stderr"; print "d" }' 2>&1

#### stdout is written in whole 4096-byte blocks around stderr
gawk 'BEGIN { for (i = 0; i < 1500; i++) { print i; print "e" i > "/dev/stderr" } }' 2>&1 | gawk '/^e/ { if (!s) print NR ": e"; s = 1; next } { if (s) print NR ": " $0; s = 0 }'

#### output pipe: stdout flushed when it starts, its output at close or the end
gawk 'BEGIN { print "a"; print "b" | "cat"; print "c" > "/dev/stderr"; print "d" }' 2>&1
gawk 'BEGIN { print "a"; print "b" | "cat 1>&2"; print "c" }' 2>&1
gawk 'BEGIN { print "b" | "cat"; print "x"; close("cat"); print "c" > "/dev/stderr" }' 2>&1

#### fflush and system flush stdout, close of /dev/stdout too
gawk 'BEGIN { print "x" > "/dev/stderr"; print "a"; fflush(); print "y" > "/dev/stderr"; print "b"; system(""); print "z" > "/dev/fd/2"; print "c" }' 2>&1
gawk 'BEGIN { print "x" > "/dev/stdout"; print "a"; close("/dev/stdout"); print "y" > "/dev/stderr"; print "b" }' 2>&1

#### getline from a command flushes nothing
gawk 'BEGIN { print "a"; "echo x" | getline v; print "c" > "/dev/stderr"; print v }' 2>&1

#### /dev/fd/N: 1 and 2 are stdout and stderr, others the shell's descriptors
gawk 'BEGIN { print "a" > "/dev/fd/2"; print "b"; print "c" > "/dev/fd/1"; print "e" > "/dev/stderr" }' 2>&1
gawk 'BEGIN { print "x" > "/dev/fd/3"; print "a"; fflush(); print "y" > "/dev/fd/3"; print "b" }' 3>&1
exec 4>fd4.txt
gawk 'BEGIN { print "to four" > "/dev/fd/4" }'
exec 4>&-
cat fd4.txt

#### a file being written is buffered: a command or getline sees whole blocks only
gawk 'BEGIN { print "x" > "ff"; "cat ff" | getline v; print "v=" v; system("cat ff") }'
gawk 'BEGIN { print "y" > "gg"; while ((getline l < "gg") > 0) print "l=" l; close("gg"); while ((getline l < "gg") > 0) print "l2=" l }'

#### a name both a function and a variable: gawk's errors, in source order
gawk 'BEGIN { split("a", b); print b(1) }'; echo rc=$?
gawk 'BEGIN { b = 1 } END { print b(1) }'; echo rc=$?
gawk 'BEGIN { print b(1); b = 1 }'; echo rc=$?
gawk 'function f(x) { return x } BEGIN { f = 1; x = f }'; echo rc=$?
gawk 'function f() {} BEGIN { f[1] = 1 }'; echo rc=$?
gawk 'BEGIN { f = 1 } function f() {}'; echo rc=$?
gawk 'BEGIN { x = f; f() } function f() {}'; echo rc=$?
gawk 'function f() {} function f() {}'; echo rc=$?
gawk 'function f() {} BEGIN { f (1) }'; echo rc=$?

#### bad function definitions
gawk 'function f(f) {}'; echo rc=$?
gawk 'function f(NR) {}'; echo rc=$?
gawk 'function f(a, b, a) {}'; echo rc=$?
gawk 'BEGIN { f(1) } function f(x, x) {}'; echo rc=$?
gawk 'function NR() {}'; echo rc=$?
gawk 'function SYMTAB() {}'; echo rc=$?
gawk 'function length() {}'; echo rc=$?
gawk 'function f(SYMTAB) { return 1 } BEGIN { print f(2) }'; echo rc=$?

#### errors of names come before a later syntax error
gawk 'BEGIN { x = 1; x(1); y = 2 + }'; echo rc=$?
gawk 'BEGIN { x = 1; x(1); y = 2 +'; echo rc=$?

#### a program ending where an operand is due: the added newline is the error
gawk 'BEGIN { y = 2 *'; echo rc=$?
gawk 'BEGIN { x ='; echo rc=$?
gawk 'BEGIN { print >'; echo rc=$?
gawk 'BEGIN {
 y = 2 *'; echo rc=$?
gawk 'BEGIN { x++'; echo rc=$?
gawk 'BEGIN { print 1,'; echo rc=$?
gawk 'BEGIN { if (x) '; echo rc=$?

#### a program ending after && || ? or :: gawk reads on to the end of the text
gawk 'BEGIN { y = 2 &&'; echo rc=$?
gawk 'BEGIN { y = 2 ||
'; echo rc=$?
gawk 'BEGIN { x = 1 ?
 2 : 3 } END { y = 1 ||'; echo rc=$?
gawk 'BEGIN { x = 2 ? 3 :'; echo rc=$?

#### newlines only after commas, && || ? and :, not inside parentheses or after =
gawk 'BEGIN { print (
1) }'; echo rc=$?
gawk 'BEGIN { print (1
) }'; echo rc=$?
gawk 'BEGIN { x[
1] = 2 }'; echo rc=$?
gawk 'BEGIN { print substr("abc"
, 2) }'; echo rc=$?
gawk 'BEGIN { print substr("abc",
2) }'; echo rc=$?
gawk 'BEGIN { x =
1 }'; echo rc=$?
gawk 'BEGIN { x = 1 ? 2
: 3 }'; echo rc=$?
gawk 'BEGIN { x = 1 ? 2 :
3; y = 0 ||
1; print x, y }'; echo rc=$?

#### an array given to a parameter used as a scalar: fatal when the use runs
gawk 'function f(a) { return a + 1 } BEGIN { x[1] = 1; print f(x) }'; echo rc=$?
gawk 'function f(a) { a = 1 } BEGIN { x[1] = 1; f(x) }'; echo rc=$?
gawk 'function f(a) { a++ } BEGIN { x[1] = 1; f(x) }'; echo rc=$?
gawk 'function f(a) { print a } BEGIN { x[1] = 1; f(x) }'; echo rc=$?
gawk 'function f(a) { if (0) print a; return length(a) } BEGIN { x[1] = 1; print f(x) }'; echo rc=$?
gawk 'function g(b) { b[1] = 1; return f(b) } function f(a) { return a + 1 } BEGIN { print g() }'; echo rc=$?
gawk 'function f(a) { return a "" } BEGIN { print f(ENVIRON) }'; echo rc=$?
gawk 'function f(a) { a[1] = 1 } BEGIN { f(1) }'; echo rc=$?
gawk 'function f(a, b) { b = a; b++; return b } BEGIN { print f(3) }'; echo rc=$?

#### printf %c of a code point past Unicode: glibc's old 5- and 6-byte encodings
gawk 'BEGIN { printf "%c|%c|%c|%c|%c|%c\n", 1114112, 2097152, 100000000, 2147483647, 2147483649, 55297 }' | od -An -tx1
gawk 'BEGIN { printf "%c|%c|%c|%c\n", -1, -300, 65.7, 57344 }' | od -An -tx1

#### fields assigned in the record loop: $0 rebuilt with OFS, NF grown and cut
printf ' a  b\tc \n\nx y\n1 2 3 4 5\n' > d.txt
gawk 'BEGIN { OFS = "," } { $1 = $1; print; print NF }' d.txt
gawk '{ $5 = "e"; print; print NF }' d.txt
gawk '{ $NF = ""; print "[" $0 "]", NF }' d.txt
gawk '{ NF = 2; print; NF--; print; NF += 2; print; print NF }' d.txt
gawk '{ $2 += 1; $3 = $3 * 2; print }' d.txt
gawk '{ $0 = " p\tq "; print NF, $2; $2 = "r"; print }' d.txt
gawk '{ i = 2; $i = "I"; $(i + 1)++; print } END { print NR, NF, $0 }' d.txt
gawk '{ x = $1 = "q"; print x, $0 }' d.txt

#### OFS assigned after a field changed: $0 is rebuilt with the old OFS
printf 'a b c\n' > d.txt
gawk '{ $1 = $1; OFS = "-"; print; $1 = $1; print }' d.txt
gawk '{ NF = 2; OFS = "-"; print }' d.txt
gawk '{ $3 = "x"; OFS = ":" } END { print; $1 = $1; print }' d.txt
gawk 'function f() {} { $2 = "q"; OFS = "-"; $3 = "r"; print }' d.txt

#### sub and gsub on fields and $0 with anchored and plain regexes
printf '10.1.2.3 GET /a/b\n11.0.0.1 POST /\nab ab\n\n' > d.txt
gawk '{ n = sub(/^10\./, "", $1); print n, $1, $0 }' d.txt
gawk '{ n = gsub(/\//, "_", $3); print n, $3, NF }' d.txt
gawk '{ n = gsub(/^a/, "[&]"); m = sub(/b$/, "\\&"); print n, m, $0, NF }' d.txt
gawk '{ n = gsub(/[0-9]+/, "#"); print n, $0; print $1 }' d.txt
gawk '{ sub(/^$/, "E"); sub(/^/, ">"); sub(/$/, "<"); print }' d.txt
gawk '{ t = $1; sub(/\.[0-9]+$/, "", t); print t }' d.txt

#### a field test as a pattern, and anchored regexes
printf 'x GET /a 200\ny POST /b 500\nz GETX /c 404\nPOST\n' > d.txt
gawk '$2 == "GET" { print $1 } "POST" == $2 { print "p", $1 }' d.txt
gawk '$2 ~ /^GET/ { print $1 } $3 ~ /c$/ { print "c", $1 } $2 ~ /^POST$/ { print "P" }' d.txt
gawk -F, '$2 == "b" { print $1 }' <<< $'a,b\nc,d'

#### split into arrays read as strings, numbers and strnums
printf '10.1.23.45 a,b,,3\n\n7.x 1,02\n' > d.txt
gawk '{ n = split($1, ip, "."); c[ip[2]]++; print n, ip[1] + ip[2], ip[3] "", (ip[2] < 9), (ip[5] == 0), length(ip) } END { for (k in c) print k, c[k] }' d.txt
gawk '{ n = split($2, p, ","); for (i = 1; i <= n; i++) if (p[i] > 1) print i, p[i]; print typeof(p[2]), typeof(p[4]) }' d.txt
gawk '{ split($0, w, /[ ,.]/); x = w[1]; if (x == 10) print "ten"; print w[2] w[3] }' d.txt
gawk '{ split($1, u, "2"); print u[1] "|" u[2] }' d.txt
gawk '{ split($2, a, ","); b[a[1]] = a[4] } END { for (k in b) print k "=" b[k] }' d.txt

#### for loops over the fields
printf 'a b c\n\nx 1 y 2\n' > d.txt
gawk '{ for (i = 1; i <= NF; i++) c[$i]++; print i } END { for (k in c) print k, c[k] }' d.txt
gawk '{ for (i = 1; i <= NF; i++) { if ($i == "y") break; printf "%s;", $i }; print i }' d.txt
gawk '{ for (i = 2; i < NF; i++) { if (i == 3) continue; printf "%s,", $i }; print i }' d.txt
gawk '{ for (i = 0; i <= NF; i++) printf "[%s]", $i; print "" }' d.txt
gawk '{ for (i = 1; i <= 3; i++) printf "%s.", $i; print i; for (i = 5; i < 3; i++) print "no"; print i }' d.txt
gawk '{ for (i = 1; i <= NF; i++) { i++; printf "%s ", $i }; print "" }' d.txt
gawk 'function f() { i = 10 } { for (i = 1; i <= NF; i++) f(); print i }' d.txt

#### user functions with the record loop: NR, globals, next and exit
printf '1 a\n2 b\n3 c\n' > d.txt
gawk 'function f(x) { return x * 2 } { s += f($1) } END { print s }' d.txt
gawk 'function g() { return n } { n++; print g() }' d.txt
gawk 'function h() { return NR ":" $2 } { print h() }' d.txt
gawk 'function h() { m = $2 } { h(); print m }' d.txt
gawk 'function h() { next } NR == 2 { h() } { print NR }' d.txt
gawk 'function h() { exit 3 } NR == 2 { h() } { print NR } END { print "end", NR, $0 }' d.txt; echo rc=$?

#### match without an array: RSTART and RLENGTH
printf 'abc t=123 x\nnothing\n' > d.txt
gawk 'match($0, /t=[0-9]+/) { print substr($0, RSTART + 2, RLENGTH - 2) } { print RSTART, RLENGTH }' d.txt
gawk 'function f(s) { return match(s, /b+/) } { print f($0), RSTART, RLENGTH }' d.txt

#### comparisons of two variables: numbers, strnums and strings
printf '5 10\n10 9\nabc 2\n' > d.txt
gawk '{ x = $1; y = $2; print (x < y), (x > y), (x == y) } END { a = 2; b = "10"; print (a < b) }' d.txt
gawk '{ x = $1 + 0; if (x > max) max = x } END { print max }' d.txt
