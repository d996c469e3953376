"""Table-driven tests of awk/gawk (expected outputs recorded from GNU awk 5.2.1)."""

from __future__ import annotations

import shlex

import pytest

from agentsh import Bash

# (argv after the command name, stdin, expected stdout, expected status)
CASES: list[tuple[list[str], str, str, int]] = [
    (
        ["{print}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        0,
    ),
    (
        ["{print $1}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice\nbob\ncarol\ndave\n",
        0,
    ),
    (["{print $NF}"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "x\ny\nz\nw\n", 0),
    (
        ['{print NR":"$0}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "1:alice 10 x\n2:bob 20 y\n3:carol 30 z\n4:dave 5 w\n",
        0,
    ),
    (["{print NF}"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "3\n3\n3\n3\n", 0),
    (["{s+=$2} END{print s}"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "65\n", 0),
    (["{s+=$2} END{print s/NR}"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "16.25\n", 0),
    (["$2>10"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "bob 20 y\ncarol 30 z\n", 0),
    (["$2>10{print $1}"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "bob\ncarol\n", 0),
    (
        ["/a/"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 10 x\ncarol 30 z\ndave 5 w\n",
        0,
    ),
    (["!/a/"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "bob 20 y\n", 0),
    (["/^b/,/^c/"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "bob 20 y\ncarol 30 z\n", 0),
    (["NR==2"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "bob 20 y\n", 0),
    (["NR%2"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "alice 10 x\ncarol 30 z\n", 0),
    (["END{print NR}"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "4\n", 0),
    (["{print length($1)}"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "5\n3\n5\n4\n", 0),
    (
        ["{print toupper($1)}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "ALICE\nBOB\nCAROL\nDAVE\n",
        0,
    ),
    (
        ["{print substr($1,2)}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "lice\nob\narol\nave\n",
        0,
    ),
    (['{print index($1,"a")}'], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "1\n0\n2\n2\n", 0),
    (
        ["{$2=$2*2; print}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 20 x\nbob 40 y\ncarol 60 z\ndave 10 w\n",
        0,
    ),
    (
        ['{$1=""; print}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        " 10 x\n 20 y\n 30 z\n 5 w\n",
        0,
    ),
    (
        ["{NF=2; print}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 10\nbob 20\ncarol 30\ndave 5\n",
        0,
    ),
    (
        ['{print $1, $2 > "/dev/stdout"}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 10\nbob 20\ncarol 30\ndave 5\n",
        0,
    ),
    (['{a[$3]=$1} END{print a["y"]}'], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "bob\n", 0),
    (
        ["{n=split($0, f); print n, f[n]}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "3 x\n3 y\n3 z\n3 w\n",
        0,
    ),
    (
        ['{gsub(/a/,"A"); print}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "Alice 10 x\nbob 20 y\ncArol 30 z\ndAve 5 w\n",
        0,
    ),
    (
        ['{sub(/[0-9]+/,"<&>"); print}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice <10> x\nbob <20> y\ncarol <30> z\ndave <5> w\n",
        0,
    ),
    (
        ['{print ($2 > 9) ? "big" : "small"}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "big\nbig\nbig\nsmall\n",
        0,
    ),
    (
        ["max<$2{max=$2; who=$1} END{print who, max}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "carol 30\n",
        0,
    ),
    (
        ['{printf "%-6s|%4d|\\n", $1, $2}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice |  10|\nbob   |  20|\ncarol |  30|\ndave  |   5|\n",
        0,
    ),
    (
        ['{printf "%s%s", sep, $1; sep=","} END{print ""}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice,bob,carol,dave\n",
        0,
    ),
    (
        ["{line[NR]=$0} END{for(i=NR;i>0;i--) print line[i]}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "dave 5 w\ncarol 30 z\nbob 20 y\nalice 10 x\n",
        0,
    ),
    (
        ["length($1) > 3"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 10 x\ncarol 30 z\ndave 5 w\n",
        0,
    ),
    (['{print $1 > "/dev/stderr"}'], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "", 0),
    (
        ['{print; print "--"}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 10 x\n--\nbob 20 y\n--\ncarol 30 z\n--\ndave 5 w\n--\n",
        0,
    ),
    (
        ['BEGIN{OFS="\\t"} {$1=$1; print}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice\t10\tx\nbob\t20\ty\ncarol\t30\tz\ndave\t5\tw\n",
        0,
    ),
    (
        ['BEGIN{ORS=" "} {print $1} END{printf "\\n"}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice bob carol dave \n",
        0,
    ),
    (
        ["{print match($1, /[aeiou]+/), RSTART, RLENGTH}"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "1 1 1\n2 2 1\n2 2 1\n2 2 1\n",
        0,
    ),
    (
        ['{c+=gsub(/[aeiou]/, "")} END{print c}'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "8\n",
        0,
    ),
    (
        [
            '{ if ($2 >= 20) print $1, "high"; else if ($2 >= 10) print $1, "mid"; else print $1, "low" }'
        ],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice mid\nbob high\ncarol high\ndave low\n",
        0,
    ),
    (
        ['{ for (i = NF; i > 0; i--) printf "%s%s", $i, (i > 1 ? OFS : ORS) }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "x 10 alice\ny 20 bob\nz 30 carol\nw 5 dave\n",
        0,
    ),
    (
        ["{ while (i < 2) { i++; print i, $1 } }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "1 alice\n2 alice\n",
        0,
    ),
    (
        ["{ do { j++ } while (j < 0); print j }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "1\n2\n3\n4\n",
        0,
    ),
    (
        ['{ t[$2 % 2] = t[$2 % 2] " " $1 } END { print t[0]; print t[1] }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        " alice bob carol\n dave\n",
        0,
    ),
    (
        ["NR == 1 { next } { print }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "bob 20 y\ncarol 30 z\ndave 5 w\n",
        0,
    ),
    (
        ["NR == 2 { exit } { print }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 10 x\n",
        0,
    ),
    (
        ["{ print NR, FNR, FILENAME }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "1 1 -\n2 2 -\n3 3 -\n4 4 -\n",
        0,
    ),
    (["{ print $(1+1) }"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "10\n20\n30\n5\n", 0),
    (
        ["{ x = $2; x++; print x, $2 }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "11 10\n21 20\n31 30\n6 5\n",
        0,
    ),
    (
        ['{ $5 = "e"; print NF; print }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "5\nalice 10 x  e\n5\nbob 20 y  e\n5\ncarol 30 z  e\n5\ndave 5 w  e\n",
        0,
    ),
    (['{ print ($1 < "c") }'], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "1\n1\n0\n0\n", 0),
    (["{ print ($2 < 9) }"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "0\n0\n0\n1\n", 0),
    (
        ["{ s = s $1 } END { print s, length(s) }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alicebobcaroldave 17\n",
        0,
    ),
    (
        ['BEGIN { getline; print "first:", $0 } { print }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "first: alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        0,
    ),
    (
        ["{ getline x; print $1, x }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice bob 20 y\ncarol dave 5 w\n",
        0,
    ),
    (
        ['{ print sprintf("%05.1f", $2 / 3) }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "003.3\n006.7\n010.0\n001.7\n",
        0,
    ),
    (
        ["{ print int($2 / 3), $2 % 3 }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "3 1\n6 2\n10 0\n1 2\n",
        0,
    ),
    (
        ["{ print -$2, +$1, !$2 }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "-10 0 0\n-20 0 0\n-30 0 0\n-5 0 0\n",
        0,
    ),
    (
        ["{ print $2 ^ 2, $2 ** 0.5 }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "100 3.16228\n400 4.47214\n900 5.47723\n25 2.23607\n",
        0,
    ),
    (
        [
            '{ arr[NR] = $2 } END { n = asort(arr); for (i = 1; i <= n; i++) printf "%s ", arr[i]; print "" }'
        ],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "5 10 20 30 \n",
        0,
    ),
    (
        [
            '{ k[$1] } END { n = asorti(k, s); for (i = 1; i <= n; i++) printf "%s ", s[i]; print "" }'
        ],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice bob carol dave \n",
        0,
    ),
    (
        ['{ print gensub(/([a-z])([a-z])/, "\\\\2\\\\1", "g", $1) }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "lacie\nobb\nacorl\nadev\n",
        0,
    ),
    (
        ["{ print tolower(toupper($1)) }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice\nbob\ncarol\ndave\n",
        0,
    ),
    (["{ print length() }"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "10\n8\n10\n8\n", 0),
    (["{ print length }"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "10\n8\n10\n8\n", 0),
    (['$1 ~ "^[ab]"'], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "alice 10 x\nbob 20 y\n", 0),
    (["$1 !~ /e$/"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "bob 20 y\ncarol 30 z\n", 0),
    (
        ['{ print ($1 ~ /o/ ? "o" : "-") }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "-\no\no\n-\n",
        0,
    ),
    (
        ["{ print typeof($2), typeof($1) }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "strnum string\nstrnum string\nstrnum string\nstrnum string\n",
        0,
    ),
    (
        ["{ n = patsplit($0, w, /[a-z]+/); print n, w[1] }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "2 alice\n2 bob\n2 carol\n2 dave\n",
        0,
    ),
    (
        ["BEGIN { while ((getline l) > 0) c++; print c }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "4\n",
        0,
    ),
    (["END { print $0 }"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "dave 5 w\n", 0),
    (["END { print $1 }"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "dave\n", 0),
    (
        ['{ printf "%c", $1 } END { print "" }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "abcd\n",
        0,
    ),
    (
        ['{ printf "%5.1s|\\n", $1 }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "    a|\n    b|\n    c|\n    d|\n",
        0,
    ),
    (
        ['{ printf "%x %o\\n", $2, $2 }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "a 12\n14 24\n1e 36\n5 5\n",
        0,
    ),
    (["{ print $2 == 10.0 }"], "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n", "1\n0\n0\n0\n", 0),
    (
        ['{ print $2 "" == "10.0" }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "0\n0\n0\n0\n",
        0,
    ),
    (
        ['{ print index($0, " ") }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "6\n4\n6\n5\n",
        0,
    ),
    (
        ["{ $0 = toupper($0); print $1 }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "ALICE\nBOB\nCAROL\nDAVE\n",
        0,
    ),
    (
        ['{ $3 = ""; print; print NF }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "alice 10 \n3\nbob 20 \n3\ncarol 30 \n3\ndave 5 \n3\n",
        0,
    ),
    (
        ['{ sum[$3 > "x"] += $2 } END { print sum[0], sum[1] }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "15 50\n",
        0,
    ),
    (
        ["{ print (NR in seen); seen[NR] }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "0\n0\n0\n0\n",
        0,
    ),
    (
        ["{ delete a; a[$1]; print length(a) }"],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "1\n1\n1\n1\n",
        0,
    ),
    (
        ['NR == 1, NR == 2 { print "r", $1 }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "r alice\nr bob\n",
        0,
    ),
    (
        ['/bob/, /bob/ { print "single", $1 }'],
        "alice 10 x\nbob 20 y\ncarol 30 z\ndave 5 w\n",
        "single bob\n",
        0,
    ),
    (["-F,", "{print $2}"], "a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n", "1\n2\n3\n4\n", 0),
    (
        ["-F,", '{c[$1]++} END{for (k in c) print k, c[k] | "sort"}'],
        "a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n",
        "a 2\nb 1\nc 1\n",
        0,
    ),
    (
        ["-F,", '{s[$1]+=$2} END{print s["a"], s["b"]}'],
        "a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n",
        "4 2\n",
        0,
    ),
    (["-F,", '$1 == "a" {print $3}'], "a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n", "foo\nbaz\n", 0),
    (["-F,", "{print NF}"], "a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n", "3\n3\n3\n3\n", 0),
    (
        ["-F,", "{$2 = $2 * 10; print}"],
        "a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n",
        "a 10 foo\nb 20 bar\na 30 baz\nc 40 qux\n",
        0,
    ),
    (
        ["-F,", 'BEGIN { OFS = ";" } { $1 = $1; print }'],
        "a,1,foo\nb,2,bar\na,3,baz\nc,4,qux\n",
        "a;1;foo\nb;2;bar\na;3;baz\nc;4;qux\n",
        0,
    ),
    (["{print $1}"], "  leading spaces\n", "leading\n", 0),
    (["{print NF}"], "\n", "0\n", 0),
    (["{print NF}"], " \t \n", "0\n", 0),
    (["{print $2}"], "a\tb\tc\n", "b\n", 0),
    (
        ['BEGIN{RS=""} {print NR ": " $0}'],
        "p1 l1\np1 l2\n\n\np2 l1\n",
        "1: p1 l1\np1 l2\n2: p2 l1\n",
        0,
    ),
    (['BEGIN{RS=";"} {print}'], "a;b;c\n", "a\nb\nc\n\n", 0),
    (['BEGIN{RS="[0-9]"} {print $0 "|" RT}'], "a1b2c", "a|1\nb|2\nc|\n", 0),
    (["{print}"], "no newline", "no newline\n", 0),
    (["END{print NR}"], "", "0\n", 0),
    (['BEGIN{FS=","} {print $2}'], "x,y,z\n", "y\n", 0),
    (['BEGIN{FS=""} {print $2, NF}'], "abc\n", "b 3\n", 0),
    (['BEGIN{FIELDWIDTHS="2 3"} {print $2}'], "abcdefg\n", "cde\n", 0),
    (['BEGIN{FPAT="[0-9]+"} {print NF, $2}'], "a1b22c333\n", "3 22\n", 0),
    (["{print ($1 == $2)}"], "1e2 100\n", "1\n", 0),
    (["{print ($1 == $2)}"], "abc ABC\n", "0\n", 0),
    (["{print ($1 < $2)}"], "9 10\n", "1\n", 0),
    (["{print $1+0}"], "0x10\n", "0\n", 0),
    (["{print $1+0}"], "+5\n", "5\n", 0),
    (["{print $1*2}"], "1.5e3\n", "3000\n", 0),
    (["{print $1+0}"], ".5.5\n", "0.5\n", 0),
    (["BEGIN{IGNORECASE=1} /HELLO/"], "hello\nHeLLo\nbye\n", "hello\nHeLLo\n", 0),
    (['{gsub(/\\<./, "X"); print}'], "one two\n", "Xne Xwo\n", 0),
    (['{gsub(/\\y/, "|"); print}'], "ab cd\n", "|ab| |cd|\n", 0),
    (['{print gsub(/\\s+/, " "), $0}'], "a   b\t\tc\n", "2 a b c\n", 0),
    (['{sub(/$/, "!"); print}'], "end\n", "end!\n", 0),
    (['{sub(/^/, ">"); print}'], "start\n", ">start\n", 0),
    (['{gsub(//, "-"); print}'], "abc\n", "-a-b-c-\n", 0),
    (["{n = split($0, a, /,/, s); print n, s[1], s[2]}"], "a,b,c\n", "3 , ,\n", 0),
    (["{print substr($0, 0, 3)}"], "hello\n", "hel\n", 0),
    (["{print substr($0, -1)}"], "hello\n", "hello\n", 0),
    (["{print substr($0, 2, 100)}"], "hello\n", "ello\n", 0),
    (['{printf "%d %d\\n", $1, $2}'], "3.99 -3.99\n", "3 -3\n", 0),
    (['{printf "%.2f\\n", $1}'], "2.675\n", "2.67\n", 0),
    (['{printf "%e\\n", $1}'], "0\n", "0.000000e+00\n", 0),
    (['{printf "%g %g %g\\n", $1, $2, $3}'], "100000 1000000 0.0001\n", "100000 1e+06 0.0001\n", 0),
    (['{printf "%s\\n", $1 + 0}'], "0.1\n", "0.1\n", 0),
    (["{print $1 / 3}"], "10\n", "3.33333\n", 0),
    (["{print 1e6 * $1}"], "3\n", "3000000\n", 0),
    (['{print $1 % 2 == 0 ? "even" : "odd"}'], "7\n", "odd\n", 0),
    (["{for (i = 1; i <= NF; i++) sum += $i} END {print sum}"], "1 2 3\n4 5 6\n", "21\n", 0),
    (["{print length($0)}"], "héllo wörld\n", "11\n", 0),
    (["{print toupper($0)}"], "héllo\n", "HÉLLO\n", 0),
    (['{print index($0, "l")}'], "héllo\n", "3\n", 0),
    (["{print substr($0, 2, 3)}"], "héllo\n", "éll\n", 0),
    (['BEGIN { printf "%s", "no newline" }'], "", "no newline", 0),
    (["BEGIN{print 1/3}"], "", "0.333333\n", 0),
    (["BEGIN{print 100/3*3}"], "", "100\n", 0),
    (["BEGIN{print 2^53, 2^53+1}"], "", "9007199254740992 9007199254740992\n", 0),
    (["BEGIN{print 1e300*1e300}"], "", "+inf\n", 0),
    (["BEGIN{print -1e300*1e300}"], "", "-inf\n", 0),
    (["BEGIN{print log(0)}"], "", "-inf\n", 0),
    (["BEGIN{x = 0.1; print x * 3}"], "", "0.3\n", 0),
    (["BEGIN{print 017, 0x11}"], "", "15 17\n", 0),
    (['BEGIN{OFMT="%.2g"; print 3.14159, 42}'], "", "3.1 42\n", 0),
    (['BEGIN{CONVFMT="%d"; a = 3.9; print (a "")}'], "", "3\n", 0),
    (['BEGIN{print length(""), length(0), length(0.5)}'], "", "0 1 3\n", 0),
    (['BEGIN{print substr("abc", 2, 1e10)}'], "", "bc\n", 0),
    (['BEGIN{print index("", ""), index("a", "")}'], "", "1 1\n", 0),
    (['BEGIN{print split("a b", x, ""), x[2]}'], "", "3  \n", 0),
    (['BEGIN{printf "%5s|%-5s|%05s\\n", "ab", "ab", "ab"}'], "", "   ab|ab   |   ab\n", 0),
    (['BEGIN{printf "%+.2e\\n", 12345}'], "", "+1.23e+04\n", 0),
    (['BEGIN{printf "%c%c\\n", "", "xyz"}'], "", "\x00x\n", 0),
    (['BEGIN{printf "%d%%\\n", 50}'], "", "50%\n", 0),
    (['BEGIN{printf "%3c|\\n", "a"}'], "", "  a|\n", 0),
    (['BEGIN{print sprintf("%s %s", "a")}'], "", "", 2),
    (['BEGIN{print substr("hello", 2, 3) substr("world", 1, 1)}'], "", "ellw\n", 0),
    (['BEGIN{print toupper(substr("abc", 1, 1)) substr("abc", 2)}'], "", "Abc\n", 0),
    (['BEGIN{a["x"] = 1; delete a["x"]; print length(a), ("x" in a)}'], "", "0 0\n", 0),
    (
        ["BEGIN{a[1,2,3] = 6; for (k in a) { n = split(k, p, SUBSEP); print n, p[3] } }"],
        "",
        "3 3\n",
        0,
    ),
    (['BEGIN{print 1 == 1, "a" == "a", "a" != "b", 2 >= 2, 3 <= 2}'], "", "1 1 1 1 0\n", 0),
    (["BEGIN{print !x, !!x, -x, x++ + 0, x}"], "", "1 0 0 0 1\n", 0),
    (
        [
            "BEGIN{x[1] = 5; x[1] += 2; x[1] *= 3; x[1] -= 1; x[1] /= 4; x[1] %= 3; x[1] ^= 2; print x[1]}"
        ],
        "",
        "4\n",
        0,
    ),
    (['BEGIN{$0 = "a b c"; print NF, $2; $2 = "X"; print}'], "", "3 b\na X c\n", 0),
    (['BEGIN{$3 = "c"; print NF; print "[" $0 "]"}'], "", "3\n[  c]\n", 0),
    (["BEGIN{print length(ENVIRON) > 0}"], "", "", 0),
    (["BEGIN{print ARGC, ARGV[0]}"], "", "1 gawk\n", 0),
    (['BEGIN{printf "[%s]\\n", FILENAME}'], "", "[]\n", 0),
    (["BEGIN{print RSTART, RLENGTH}"], "", "0 0\n", 0),
    (["BEGIN{print NR, NF, FNR}"], "", "0 0 0\n", 0),
    (['BEGIN{print SUBSEP == "\\034"}'], "", "1\n", 0),
    (['BEGIN{print CONVFMT, OFMT, "[" FS "]", "[" RS "]"}'], "", "%.6g %.6g [ ] [\n]\n", 0),
    (['BEGIN { n = split("3 1 2", a); asort(a); print a[1] a[2] a[3] }'], "", "123\n", 0),
    (['BEGIN { print strtonum("0x10") + strtonum("010") }'], "", "24\n", 0),
    (
        ["BEGIN { print and(6, 3), or(6, 3), xor(6, 3), compl(1) }"],
        "",
        "2 7 5 18014398509481982\n",
        0,
    ),
    (["BEGIN { print lshift(3, 2), rshift(12, 2) }"], "", "12 3\n", 0),
    (['BEGIN { print strftime("%Y-%m-%dT%H:%M:%S", 1000000000) }'], "", "2001-09-09T01:46:40\n", 0),
    (['BEGIN { print mktime("2001 09 09 01 46 40") }'], "", "1000000000\n", 0),
    (
        ['BEGIN { print typeof(1), typeof(""), typeof(u), typeof(a[1]) }'],
        "",
        "number string untyped untyped\n",
        0,
    ),
    (
        ["function f(n) { return n < 2 ? 1 : n * f(n - 1) } BEGIN { print f(20) }"],
        "",
        "2432902008176640000\n",
        0,
    ),
    (
        [
            'function swap(a, i, j,  t) { t = a[i]; a[i] = a[j]; a[j] = t } BEGIN { x[1] = "a"; x[2] = "b"; swap(x, 1, 2); print x[1] x[2] }'
        ],
        "",
        "ba\n",
        0,
    ),
    (
        [
            "function cnt(a,  k, n) { for (k in a) n++; return n } BEGIN { z[1]; z[2]; print cnt(z) }"
        ],
        "",
        "2\n",
        0,
    ),
    (['function g() { return } BEGIN { print "[" g() "]" }'], "", "[]\n", 0),
    (['function h(a) { a = a "!"; return a } BEGIN { s = "x"; print h(s), s }'], "", "x! x\n", 0),
    (["BEGIN { i = 0; while (1) { if (++i > 5) break }; print i }"], "", "6\n", 0),
    (
        ['BEGIN { for (i = 0; i < 5; i++) { if (i % 2) continue; printf "%d", i }; print "" }'],
        "",
        "024\n",
        0,
    ),
    (["BEGIN { do x++; while (x < 10); print x }"], "", "10\n", 0),
    (
        ['BEGIN { if (!(3 in a)) print "absent"; if (length(a) == 0) print "still empty" }'],
        "",
        "absent\nstill empty\n",
        0,
    ),
    (['BEGIN { s = "aaa"; print gsub(/a/, "&&", s), s }'], "", "3 aaaaaa\n", 0),
    (['BEGIN { s = "a&b"; gsub(/&/, "and", s); print s }'], "", "aandb\n", 0),
    (['BEGIN { s = "hello"; gsub(/l/, "\\\\&", s); print s }'], "", "he&&o\n", 0),
    (['BEGIN { s = "path/to/file"; n = split(s, p, "/"); print p[n] }'], "", "file\n", 0),
    (['BEGIN { s = "a.b.c"; gsub(/\\./, "/", s); print s }'], "", "a/b/c\n", 0),
    (['BEGIN { print match("aaa", /a*/), RLENGTH }'], "", "1 3\n", 0),
    (['BEGIN { print match("xyz", /a*/), RLENGTH }'], "", "1 0\n", 0),
    (
        [
            'BEGIN { if (match("2024-01-15", /([0-9]+)-([0-9]+)-([0-9]+)/, d)) print d[3] "/" d[2] "/" d[1] }'
        ],
        "",
        "15/01/2024\n",
        0,
    ),
    (['BEGIN { print 10 " items" + 0 }'], "", "100\n", 0),
    (['BEGIN { print "3" + "4", "3" "4" }'], "", "7 34\n", 0),
    (['BEGIN { x = "10"; y = 9; print (x < y) }'], "", "1\n", 0),
    (['BEGIN { print 1 > 2 ? "y" : "n" }'], "", "", 1),
]


def _run(argv: list[str], stdin: str, name: str = "gawk") -> tuple[str, str, int]:
    bash = Bash(files={"/home/user/stdin.txt": stdin})
    cmd = " ".join(shlex.quote(a) for a in [name, *argv])
    r = bash.run(f"{cmd} < stdin.txt")
    return r.stdout, r.stderr, r.exit_code


@pytest.mark.parametrize(
    ("argv", "stdin", "out", "status"), CASES, ids=[c[0][-1][:60] for c in CASES]
)
def test_gawk_table(argv: list[str], stdin: str, out: str, status: int) -> None:
    got_out, _err, got_status = _run(argv, stdin)
    assert got_out == out
    assert got_status == status


# (script, expected stdout, expected stderr, expected status): messages, options, streaming
SCRIPTS: list[tuple[str, str, str | None, int]] = [
    (
        "awk 'BEGIN { print 1 +* }'",
        "",
        "awk: cmd. line:1: BEGIN { print 1 +* }\nawk: cmd. line:1:                  ^ syntax error\n",
        1,
    ),
    (
        "gawk 'BEGIN { y = 0; print 1 / y }'",
        "",
        "gawk: cmd. line:1: fatal: division by zero attempted\n",
        2,
    ),
    (
        "echo hi | awk '{ y = 0; print 1 / y }'",
        "",
        "awk: cmd. line:1: (FILENAME=- FNR=1) fatal: division by zero attempted\n",
        2,
    ),
    (
        "awk '{print}' nofile",
        "",
        "awk: fatal: cannot open file `nofile' for reading: No such file or directory\n",
        2,
    ),
    ("yes | awk 'NR == 3 { print NR; exit }'", "3\n", "", 0),
    ("yes | awk '{ print; n++ } n == 2 { exit 4 }'", "y\ny\n", "", 4),
    ("printf 'a,\"b,c\",d\\n' | awk --csv '{ print NF, $2 }'", "3 b,c\n", "", 0),
    ('printf \'x,"y ""q"""\\n\' | awk --csv \'{ print $2 }\'', 'y "q"\n', "", 0),
    # a field test tested on the record first: not in CSV mode, where a field is not a
    # piece of the record
    ('printf \'a,"x""y"\\nb,xy\\n\' | awk --csv \'$2 == "x\\"y" { print $1 }\'', "a\n", "", 0),
    ('printf \'a,"x""y"\\nb,xy\\n\' | awk --csv \'$2 ~ /^x"/ { print $1 }\'', "a\n", "", 0),
    (
        "awk --version | head -1",
        "GNU Awk 5.2.1, API 3.2, PMA Avon 8-g1, (GNU MPFR 4.2.0, GNU MP 6.2.1)\n",
        "",
        0,
    ),
    ("awk -F", "", None, 1),  # (gawk 5.2.1: a usage error is status 1)
    ("awk -v 'x=a\\tb' 'BEGIN { print x }'", "a\tb\n", "", 0),
    ('awk \'BEGIN { print "a" | "cat"; close("cat"); print "b" }\'', "a\nb\n", "", 0),
    ("awk 'BEGIN { \"echo one; echo two\" | getline x; print x }'", "one\n", "", 0),
    ("awk 'BEGIN { print system(\"exit 7\") }'", "7\n", "", 0),
    ('awk \'BEGIN { printf "%s\\n", "x" > "f.txt" } END { }\' /dev/null; cat f.txt', "x\n", "", 0),
    ("echo 'a b' | awk '{ $3 = \"c\" } 1'", "a b c\n", "", 0),
    ("awk 'BEGIN { srand(3); x = rand(); srand(3); print (x == rand()) }'", "1\n", "", 0),
    ("awk 'BEGIN { print length(x), typeof(x) }'", "0 untyped\n", "", 0),
    ("awk 'function f(a) { a[1] = 1 } BEGIN { f(arr); print length(arr) }'", "1\n", "", 0),
    ("awk 'BEGIN { while (1) { if (++n > 100000) break }; print n }'", "100001\n", "", 0),
]


@pytest.mark.parametrize(("script", "out", "err", "status"), SCRIPTS)
def test_awk_scripts(script: str, out: str, err: str | None, status: int) -> None:
    r = Bash().run(script)
    assert r.stdout == out
    if err is not None:
        assert r.stderr == err
    assert r.exit_code == status


def test_awk_streams_lazily() -> None:
    # an infinite producer: awk must stop reading as soon as it exits
    r = Bash().run("yes abc | awk '{ n++ } n == 5 { print n; exit }'")
    assert r.stdout == "5\n"


# A program run again is not compiled again: each run must still start from fresh state and
# report the program's warnings and errors anew.
REPEATED: list[tuple[str, str, str, int]] = [
    ("awk '{ n++; a[$1]++ } END { print n, length(a) }' <<< $'x\\ny\\nx'", "3 2\n", "", 0),
    ("printf 'a\\nb\\nc\\nb\\n' | awk '/b/,/c/'", "b\nc\nb\n", "", 0),
    ("awk 'BEGIN { x = x \"z\"; print x }'", "z\n", "", 0),
    (
        "awk 'BEGIN { print \"a\\q\" }'",
        "aq\n",
        "awk: cmd. line:1: warning: escape sequence `\\q' treated as plain `q'\n",
        0,
    ),
    (
        "awk 'function f(a) { return a } BEGIN { print f(1, 2) }'",
        "1\n",
        "awk: cmd. line:1: warning: function `f' called with more arguments than declared\n",
        0,
    ),
    ("awk 'BEGIN { print 1 +* }'", "", "awk: cmd. line:1:                  ^ syntax error\n", 1),
    ("awk 'BEGIN { print /(/ }'", "", "awk: cmd. line:1: error: Unmatched ( or \\(: /(/\n", 1),
]


@pytest.mark.parametrize(("script", "out", "err", "status"), REPEATED)
def test_awk_program_run_again(script: str, out: str, err: str, status: int) -> None:
    bash = Bash()
    for _ in range(3):
        r = bash.run(script)
        assert r.stdout == out
        assert r.stderr.endswith(err)
        assert r.exit_code == status
    assert Bash().run(script).stderr == r.stderr  # a new session gets the same report


def test_awk_same_text_other_options() -> None:
    # the text is the same, the -v names and -F differ: so do the compiled programs
    bash = Bash(files={"/home/user/t.txt": "A,b\na,c\n"})
    prog = "'/a/ { n++ } END { print n + 0 }' t.txt"
    assert bash.run(f"awk {prog}").stdout == "1\n"
    assert bash.run(f"awk -v IGNORECASE=1 {prog}").stdout == "2\n"
    assert bash.run(f"awk -v x=1 {prog}").stdout == "1\n"
    assert bash.run("awk -F, '{ print $2 }' t.txt").stdout == "b\nc\n"
    assert bash.run("awk '{ print $2 }' t.txt").stdout == "\n\n"


def test_awk_more_programs_than_the_cache_holds() -> None:
    from agentsh.commands import awk

    bash = Bash()
    for i in range(awk._MAX_COMPILED + 3):  # pyright: ignore[reportPrivateUsage]
        assert bash.run(f"awk 'BEGIN {{ print {i} }}'").stdout == f"{i}\n"
    assert bash.run("awk 'BEGIN { print 0 }'").stdout == "0\n"


def test_lean_loop_renames_variables_by_token_and_gives_up_on_an_odd_line() -> None:
    from agentsh.commands.awk.compiler import _renamed  # pyright: ignore[reportPrivateUsage]

    names = {"V_a": "G_a"}
    assert _renamed(["    x = V_a + 1", '    y = "V_a" + V_ab'], names) == [
        "    x = G_a + 1",
        '    y = "V_a" + V_ab',
    ]
    assert _renamed(["    z = (V_a"], names) is None  # not one logical line: kept as globals


def test_lean_loop_keeps_string_literals_naming_its_variables() -> None:
    r = Bash().run("""printf '1\\n2\\n' | awk '{s += $1; print "V_s", s} END {print s}'""")
    assert (r.stdout, r.exit_code) == ("V_s 1\nV_s 3\n3\n", 0)


def _count_input() -> str:
    import random

    r = random.Random(11)
    words = ["a", "bb", "x1", "42", "-7", "3.5", "1e3", "nan", "inf", "0x1A", "é", "+5", "-0"]
    lines: list[str] = []
    for _ in range(20000):  # (more than one batch of records)
        k = r.random()
        if k < 0.02:
            lines.append("")
        elif k < 0.04:
            lines.append(r.choice(words))
        else:
            pool = [*words, str(r.randint(-2000, 200000)), f"{r.uniform(-1e4, 1e4):.3f}"]
            lines.append(" ".join(r.choice(pool) for _ in range(r.randint(1, 5))))
    return "\n".join(lines) + "\n"


COUNTING = [
    "{h[int($2/1000)]++}",
    "{h[$2 % 100]++}",
    "{h[int($1/100)] += 1}",
    "{h[$1]--}",
    "{h[$1 $2] += 3}",
    "{h[$1, $2]++}",
    "{h[$0]++}",
    "{h[length($1)]++}",
    "{h[$NF]++}",
    "{h[tolower(substr($1, 1, 2))]++}",
    "$2 > 500 {h[$1]++}",
    "/a/ {h[$1]++}",
    "NF > 2 {h[$3 * 1.5]++}",
    "{x = int($2 / 1000); h[x]++}",
    "/b/ {x = $1 + 0.1; h[x]++}",
    "{h[$1 / $2]++}",
    '{h[($1 ~ /^[0-9]/) ? "n" : "o"]++}',
    "{h[-$1]++}",
    "{++h[$1 * 0]}",
]


@pytest.mark.parametrize("fs", ["", "-F,", "-F'[,;]'"])
@pytest.mark.parametrize("prog", COUNTING)
def test_counting_batch_same_as_the_loop(prog: str, fs: str) -> None:
    # a counting program runs as one comprehension per batch (see _count_batch); the same
    # program with one more statement runs the general loop: same output, errors, status
    text = _count_input()
    if fs:
        text = text.replace(" ", ",")
    files = {"/home/user/d.txt": text}
    begin = 'BEGIN {h["1"] = "abc"; h["2"] = 0.5; h["3"] = "7"; h["0"] = 2^53 - 3} '
    end = " END {for (k in h) print k, h[k]; print x, NR, $0}"
    general = prog[:-1] + "; if (0) zz = 1}"
    for pre in ("", begin, 'BEGIN {CONVFMT = "%.2g"} '):
        fast = Bash(files=files).run(f"awk {fs} '{pre}{prog}{end}' d.txt")
        slow = Bash(files=files).run(f"awk {fs} '{pre}{general}{end}' d.txt")
        assert (fast.stdout, fast.stderr, fast.exit_code) == (
            slow.stdout,
            slow.stderr,
            slow.exit_code,
        )
        assert fast.stdout or fast.stderr


def test_counting_batch_is_used() -> None:
    from agentsh.commands.awk.compiler import compile_program
    from agentsh.commands.awk.parser import parse

    for prog in COUNTING:
        src = prog + " END {for (k in h) print k}"
        code = compile_program(parse(src)[0], src, set()).fixed["__awk_source"]
        assert "_Counter(_vals)" in code, prog


class _RefRandom:
    """random.c's TYPE_4 generator and gawk's shuffle, step by step (the reference for
    GawkRandom, which makes its numbers in bulk)."""

    def __init__(self, seed: int) -> None:
        from agentsh.commands.awk.order import _good_rand  # pyright: ignore[reportPrivateUsage]

        st = [seed & 0xFFFFFFFF] + [0] * 62
        for i in range(1, 63):
            st[i] = _good_rand(st[i - 1])
        self.st, self.f, self.r = st, 1, 0
        self.shuffle: list[int] | None = None
        self.s = 0
        for _ in range(630):
            self.draw()

    def old(self) -> int:
        st = self.st
        st[self.f] = (st[self.f] + st[self.r]) & 0xFFFFFFFF
        v = st[self.f] >> 1
        self.f = (self.f + 1) % 63
        self.r = (self.r + 1) % 63
        return v

    def draw(self) -> int:
        if self.shuffle is None:
            self.shuffle = [self.old() for _ in range(512)]
            self.s = self.old()
        r = self.old()
        k = self.s & 511
        self.s = self.shuffle[k]
        self.shuffle[k] = r
        return self.s

    def random(self) -> float:
        while True:
            v = 0.5 + ((self.draw() / 2147483648.0 + self.draw()) / 2147483648.0) - 0.5
            if v != 1.0:
                return v


def test_rand_made_in_bulk_is_the_step_by_step_sequence() -> None:
    from agentsh.commands.awk.order import GawkRandom

    for seed in (1, 0, 7, 2**31 + 5, 123456789):
        fast, ref = GawkRandom(seed), _RefRandom(seed)
        assert [fast.random() for _ in range(1500)] == [ref.random() for _ in range(1500)]
    g = GawkRandom(1)
    g.random()
    g.seed(42)  # (a reseed drops what the buffer held)
    ref = _RefRandom(42)
    assert [g.random() for _ in range(300)] == [ref.random() for _ in range(300)]


def test_switch_is_plain_statements_for_the_analyses() -> None:
    """A switch is rewritten into ifs and a do-while (see Parser.switch_stmt): a case
    falling through runs the following bodies, break leaves the switch, continue the
    loop around it; the hidden variables are names no program can spell."""
    from agentsh.commands.awk import nodes as N
    from agentsh.commands.awk.parser import Parser

    prog = Parser(
        "{ switch ($1) { case 1: a++; case /x/: b++; break; default: continue } }"
    ).program()
    body = prog.rules[0].body
    assert body is not None
    names = {n.name for n in _all_nodes(body) if isinstance(n, N.Var)}
    hidden = names - {"a", "b"}
    assert hidden and not any(n.isascii() for n in hidden)
    assert not any(
        isinstance(n, N.Simple) and n.kind == "continue" for n in _all_nodes(body.body[0].body[1])
    )  # type: ignore[union-attr]


def _all_nodes(s: object) -> list[object]:
    out = [s]
    for f in getattr(s, "__slots__", ()):
        v = getattr(s, f)
        for x in v if isinstance(v, tuple) else (v,):
            if hasattr(x, "__slots__"):
                out += _all_nodes(x)
    return out
