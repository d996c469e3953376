# sortkeys: the key shapes GNU sort (coreutils 9.1, C.UTF-8) sorts through bulk field cuts:
# whole fields (-kN,N) of blank- or -t-separated tables (same field count on every line, or
# not), rest-of-line keys (-kN), numeric keys to the end of the line (-kN n), several keys
# folded into one, the last-resort whole-line comparison of equal keys, -u, -r, -s.

#### -kN,N on a regular blank-separated table, text and numeric
printf 'pear 10 x\napple 9 y\nfig 10 a\nkiwi 010 b\nfig 9 y\nfig 9 x\n' > f
sort -k2,2 f; echo --; sort -k2,2n f; echo --; sort -k3,3 f; echo --; sort -k1,1 f

#### -kN,N with runs of blanks, tabs and leading blanks
printf ' pear 10\napple  9\n\tfig 10\nkiwi\t010\nfig 9 \n' > f
sort -k2,2 f | od -An -c; sort -k2,2n f | od -An -c; sort -k2,2b f | od -An -c; sort -k1,1 f | od -An -c

#### -kN,N with lines of fewer fields and empty lines
printf 'b 2\na\n\nc 1 z\nd\n' > f
sort -k2,2 f; echo --; sort -k2,2n f; echo --; sort -k3,3 f; echo --; sort -k2,2 -u f

#### -kN rest of the line, blank and -t separated
printf 'x b a\ny a c\nz a b\nw b a\n' > f
sort -k2 f; echo --; sort -k2 -r f; echo --; sort -t' ' -k2 f; echo --; printf 'x,b,a\ny,a,c\nz,a,b\n' | sort -t, -k2

#### -kN numeric to the end of the line
printf 'a,10,x\nb,9,y\nc,10,a\nd,-1,z\ne,,q\nf,1.5,r\n' > f
sort -t, -k2n f; echo --; sort -t, -k2 -n f; echo --; sort -t, -k2nr f; echo --; sort -t, -k3n f

#### -kN numeric when the separator can be part of a number
printf 'a 5\nb  1\nc 3 9\nd  2 7\n' > f
sort -t' ' -k2n f; echo --; printf 'x.5.1\ny.1.9\nz.3.3\n' | sort -t. -k2n; echo --; printf 'a-5-1\nb-1-9\nc-3-3\n' | sort -t- -k2n

#### several keys: text then numeric, numeric reversed then text
printf 'ant 3 b\nbee 10 a\nant 10 a\ncat 3 b\nbee 3 a\nant 3 a\n' > f
sort -k3,3 -k2,2n f; echo --; sort -k2,2nr -k1,1 f; echo --; sort -k3,3r -k1,1 f; echo --; sort -k3,3 -k2,2n -u f

#### equal keys fall back to the whole line, -r reverses that too, -s keeps input order
printf 'b 1\na 1\nc 2\na 2\nb 1\n' > f
sort -k2,2n f; echo --; sort -r -k2,2n f; echo --; sort -k2,2nr f; echo --; sort -s -k2,2n f; echo --; sort -s -r -k2,2n f

#### -n on whole lines: digits, leading zeros, signs, decimals, blanks, junk
printf '10\n9\n010\n0\n00\n-0\n-5\n 7\n7\n1.50\n1.5\n.5\n-\nx\n\n3a\n' > f
sort -n f | od -An -c; sort -rn f | od -An -c; sort -nu f | od -An -c

#### -n on counts from uniq -c
printf 'b\na\nb\nc\nb\na\n' | sort | uniq -c | sort -rn; printf '  3 x\n 10 y\n  3 a\n' | sort -n

#### -u with keys keeps the first line of each run of equal keys
printf 'a 2\nb 1\nc 2\nd 1\ne 3\n' > f
sort -u -k2,2n f; echo --; sort -u -k2,2nr f; echo --; sort -u -k2,2 -k1,1 f; echo --; sort -u -t' ' -k2 f
printf '7\n007\n3\n10\n3\n07\n1000000\n0\n00\n' > g
echo --; sort -nu g; echo --; sort -rnu g; echo --; sort -u -k1,1n -k1,1n g

#### -t, CSV keys: numeric column with a header line, text column
printf 'id,name,age\n3,bob,30\n1,al,7\n2,cy,30\n4,di,100\n' > f
sort -t, -k3 -n f; echo --; sort -t, -k3,3n f; echo --; sort -t, -k2,2 f; echo --; sort -t, -k3,3nr -k2,2 f

#### -t with -b and blanks inside fields
printf 'x, b\ny,a\nz,  c\nw, a\n' > f
sort -t, -k2b f; echo --; sort -t, -k2,2b f; echo --; sort -t, -k2,2 f; echo --; printf 'a  b\nc d\n' | sort -t' ' -k2b

#### -V, -f, -M, -g, -h keys on a regular table
printf 'x .b 1K\ny a 2M\nz B 1\nw .a 512\n' > f
sort -k2,2V f; echo --; sort -k2,2f f; echo --; sort -k3,3h f; echo --; sort -k3,3g f; echo --; printf 'a feb\nb JAN\nc xyz\n' | sort -k2,2M

#### char positions, -z and no final newline
printf 'ab3 x\nab1 y\nac2 z' > f
sort -k1.3,1.3n f; echo; sort -k1.2 f; echo; printf 'b 2\0a 10\0c 1\0' | sort -z -k2,2n | tr '\0' '@'; echo

#### a big regular table: numeric, text and both
i=0; while [ $i -lt 3000 ]; do echo "w$((i * 7919 % 13)) $((i * 104729 % 1000)) v$((i % 5))"; i=$((i+1)); done > f
sort -k2,2n f | cksum; sort -k3,3 -k2,2n f | cksum; sort -k1,1 -k2,2nr f | cksum; sort -u -k2,2n f | cksum; sort -n -k2 f | head -3; sort -s -k3,3 f | cksum

#### numeric columns: decimals past float precision, signs, junk, mostly digits
printf 'a 0.10000000000000001\nb 0.1\nc 0.10000000000000002\nd -0\ne -.5\nf 1.\ng -\nh .\ni 12345678901234567\nj 12345678901234568\nk 2x\nl  3\nm 007.0\n' > f
sort -k2,2n f; echo --; sort -k2n -r f; echo --; sort -u -k2,2n f; echo --; printf 'n\n5\n3\nx\n10\n' | sort -n

#### uniq -c -d -u on few long groups and many short ones
printf 'a\na\na\nb\nc\nc\nd\n' > f
uniq -c f; uniq -d f; uniq -u f; uniq -cd f; uniq -cu f; uniq -du f; echo rc=$?
i=0; while [ $i -lt 500 ]; do echo $((i / 3)); i=$((i+1)); done > g
uniq -c g | tail -3; uniq -d g | wc -l; uniq -u g | wc -l; uniq g | cksum

#### uniq groups running across blocks of a big input
i=0; while [ $i -lt 4000 ]; do echo "same line of text here $((i / 1500))"; i=$((i+1)); done > f
cat f f f > big; uniq -c big; uniq -c -i big | cksum; uniq -d big | wc -l
i=0; while [ $i -lt 20000 ]; do echo "k$((i / 7))"; i=$((i+1)); done > g; cat g g g g > big; uniq -c big | tail -2; uniq -c big | cksum; uniq -u big | wc -l

#### uniq with keys: -i, -f, -s, -w, -z and no final newline
printf 'A x\na x\nb y\nB y\nb z' > f
uniq -c -i f; echo; uniq -c -f1 f; echo; uniq -c -s1 f; echo; uniq -c -w1 -i f; echo; printf 'a\0a\0b\0' | uniq -cz | tr '\0' '@'; echo

#### randomised tables: many key shapes against GNU sort
s=12345
r() { s=$(( (s * 1103515245 + 12345) % 2147483648 )); R=$(( s / 65536 )); }
W=(apple Bee cat ant .dot _x 10 9 007 -3 1.5 -0.5 '' 2K feb JAN)
N=(0 1 7 10 007 -2 -10 1.5 1.50 -.5 . - 12x ' 3' 100 99)
: > t; : > c; : > m
i=0
while [ $i -lt 300 ]; do
  r; a=${W[R % 16]}; r; b=${N[R % 16]}; r; x=${W[R % 16]}; r; d=${N[R % 16]}
  printf '%s %s %s\n' "${a:-z}" "${b// /}" "${x:-y}" >> t
  printf '%s,%s,%s,%s\n' "$a" "$b" "$x" "$d" >> c
  r; case $((R % 5)) in 0) printf '%s\t%s\n' "$a" "$b";; 1) printf ' %s  %s %s\n' "$a" "$b" "$d";; 2) printf '%s\n' "$b";; *) printf '%s %s\n' "$x" "$d";; esac >> m
  i=$((i+1))
done
for o in '' -n -r -rn -u -nu -f -s -k2,2 -k2,2n -k2n -k2 -k3,3 -k1,1r -k2,2nr '-k3,3 -k2,2n' '-k3,3r -k1,1' '-k2,2n -u' '-k3,3 -u' '-k1,1 -k2,2n -u' '-s -k3,3' '-r -k2,2n' '-k2,2b' '-k2,2V' '-k2,2h' '-k2,2g' '-k1.2,1.3' '-s -k2,2n -r'; do
  printf '%s: ' "$o"; { sort $o t | cksum; sort $o m | cksum; } | tr '\n' ' '; echo
done
for o in -k2 -k2n -k2,2 -k2,2n -k4,4n '-k3,3 -k4,4nr' '-k2,2n -u' '-k3 -u' -k2b '-k2,2nr -k1,1'; do
  printf '%s: ' "$o"; sort -t, $o c | cksum
done

#### signed integers: -n, -rn, -nu with -0, leading zeros and duplicates
printf '%s\n' 5 -3 0 -0 007 7 -12 12 -3 100 -100 0 > f
sort -n f | tr '\n' ' '; echo; sort -rn f | tr '\n' ' '; echo; sort -nu f | tr '\n' ' '; echo
printf '%s\n' 3 -1 2 -2 1 > g; sort -n g | tr '\n' ' '; sort -n -s g | tr '\n' ' '; echo

#### a key to the end of the line and int keys with the last resort, both directions
printf 'b 10 x\na 10 x\nc 2 y\nb 2 y\na 1 z\nc 10 x\n' > f
sort -k2 f | tr '\n' ' '; echo; sort -k2r f | tr '\n' ' '; echo; sort -r -k2 f | tr '\n' ' '; echo
sort -k2,2n f | tr '\n' ' '; echo; sort -k2,2nr f | tr '\n' ' '; echo; sort -r -k2,2n f | tr '\n' ' '; echo
sort -t' ' -k2,2n -k1,1r f | tr '\n' ' '; echo; sort -k3 f | tr '\n' ' '; echo
printf 'x ab\ny a\nz abc\nw a\n' | sort -k2 | tr '\n' ' '; echo

#### -n of lines without numbers: every key 0, the whole line decides
printf 'beta x\nalpha y\n-x\n.z\nalpha y\n' > f
sort -n f | tr '\n' ' '; echo; sort -rn f | tr '\n' ' '; echo; sort -nu f | tr '\n' ' '; echo; sort -sn f | tr '\n' ' '; echo
printf 'b\na 2\nc\n1 a\n' | sort -n | tr '\n' ' '; echo

#### -u of int keys: an empty line (key 0) first, keys from 0 or from a negative minimum
printf '\n3\n1\n\n2\n' | sort -nu | od -An -c
printf '\n3\n1\n\n2\n' | sort -rnu | od -An -c
printf 'x\n\n3\n-4\n1\n' | sort -nu | od -An -c
printf 'a 5\nb 5\n\nc 0\nd 1000000\ne 7\n' | sort -k2,2n -u | od -An -c
printf '%s\n' 100005 100001 100003 100001 | sort -nu | tr '\n' ' '; echo

#### -n of uniq -c lines (blanks, a count, a space, text), and near misses that take the general way
printf '%s\n' b a c a b a d d d d e | sort | uniq -c | sort -rn
printf '%s\n' b a c a b a | sort | uniq -c | sort -n | tr '\n' '|'; echo
printf '  3 x\n 10 y\n\t2 z\n 1\tw\n 4.5 v\n -2 u\n' | sort -n | tr '\n' '|'; echo
printf '  3 x\n 10 y\n  2 z\n' | sort -rn | tr '\n' '|'; echo

#### several keys of many distinct texts and numbers, each reversed or not (one concatenated key)
printf '%s\n' '3 ab 1' '-2 a 0' '3 abc 2' '1 b 1' '0 ab 0' '5 B 2' '2 ba 1' '3 a 1' '-2 zz 0' '1 é 2' '4 éa 0' '0 b 1' > f
sort -k2,2 -k1,1n f | tr '\n' '|'; echo; sort -k2,2r -k1,1n f | tr '\n' '|'; echo
sort -k2,2 -k1,1nr f | tr '\n' '|'; echo; sort -r -k2,2 -k3,3n f | tr '\n' '|'; echo
sort -s -k2,2r -k3,3n f | tr '\n' '|'; echo; sort -u -k2,2r -k3,3n f | tr '\n' '|'; echo
sort -t' ' -k3,3n -k2,2 f | tr '\n' '|'; echo

#### -g over plain decimals and exponents (bulk floats), and mixed with non-numbers
printf '%s\n' 10 1.5 -2e1 .5 +3 007 -0 0 1e3 ' 4' 2.50 > f
sort -g f | tr '\n' '|'; echo; sort -gr f | tr '\n' '|'; echo; sort -gu f | tr '\n' '|'; echo
printf '%s\n' 10 x 1.5 '' nan -inf 0x10 3 > g
sort -g g | tr '\n' '|'; echo; printf 'a 2.5\nb 1e1\nc -1\nd 2.50\n' | sort -k2,2g

#### numeric keys of a large input: buckets by key bits, one bucket a key when keys are few
seq 70000 | awk '{print "w" ($1*7919%53), ($1*104729)%99991 - 500, ($1*7)%13}' > f
sort -k2,2n f | md5sum; sort -k2,2nr f | md5sum; sort -r -k2,2n f | md5sum
sort -k3,3n f | md5sum; sort -k3,3nr f | md5sum; sort -n -k3 -r f | head -3
awk '{print $3, $1}' f | sort -n | md5sum; awk '{print $2, $1}' f | sort -rn | tail -2

#### a reader that stops early ends a sort of much output (SIGPIPE, 141), one that reads all does not
seq 300000 | sort | head -1; echo ${PIPESTATUS[@]}; seq 300000 | sort -n | head -2; echo ${PIPESTATUS[@]}
seq 300000 | sort -k1,1n -t: | tail -1; echo ${PIPESTATUS[@]}; seq 300000 | sort -r > f; head -1 f; wc -l < f

#### uniq -f N alone: blanks and tabs, fewer fields than N, empty lines, with -c -d -u -D
printf 'a x 1\nb  x 1\n\tc x 1\nd y\ne y\n\nf\n\ng\n  h  i j\n k i  j\n' > f
uniq -f1 f; echo; uniq -c -f2 f; echo; uniq -d -f1 f; echo; uniq -u -f3 f; echo; uniq -D -f1 f
printf 'a\tb c\nz\tb c\nq b  c\n' | uniq -c -f1; printf 'x 1\0y 1\0z 2\0' | uniq -z -f1 | tr '\0' @

#### -k1,1: the first field, then the whole line (with and without -t, -r)
printf 'ab,2\na,1\nab\na b,3\nb\n,x\na,0\n' > f
sort -t, -k1,1 f; echo --; sort -t, -r -k1,1 f; echo --; sort -k1,1 f; echo --; sort -r -k1,1 f

#### -k1,1 with a key that is a prefix of another, digits below the separator
printf 'user12:1\nuser1:2\nuser1:10\nuser123:0\nuser1\n' > g
sort -t: -k1,1 g; echo --; sort -t: -k1,1r g; echo --; sort -k1,1 g

#### -k1,1 where the input's tabs or leading blanks decide the first field
printf 'b\ta x\na\tb\n  c d\n b a\na b\n' > h
sort -k1,1 h; echo --; sort -r -k1,1 h

#### sort -u of a large unordered input with repeats (the bucketed way)
printf '%s\n' {a..z}{a..z}{a..z}{0..4} {a..z}{a..z}{a..z}{0..2} | tr 'a-z' 'qwertyuiopasdfghjklzxcvbnm' > big
sort -u big | wc -l; sort -u big | head -3; sort -u big | tail -2; sort -ru big | head -2; sort -u big | sort -c && echo sorted

#### sort -n of lines that start with no number: the whole lines order them
printf 'b 2\na 10\nc 1\n\nB 3\n--5 x\n+4 y\n-x\n. z\n' > w.txt
sort -n w.txt; echo ---; sort -rn w.txt; echo ---; sort -nr w.txt | head -2

#### sort -n where a few lines start with a number
printf 'b 2\n 3 a\nc 1\n-.5 q\n.25 r\n-7\nx\n' > m.txt
sort -n m.txt; echo ---; sort -rn m.txt; echo ---; sort -n -u m.txt

#### sort -nu / -ns of lines that start with no number
printf 'b 2\na 10\nc 1\n' > w.txt; printf 'z\ny' > v.txt
sort -nu w.txt; sort -rnu w.txt; sort -ns w.txt; echo ---; sort -nu v.txt w.txt; sort -ns v.txt w.txt; : | sort -nu | wc -c

#### character ranges within a field, cut in bulk or spilling into the next field
printf 'bca 3\nabc 1\nacb 2\ncab 10\nbac 7\nab 9\nb x\n' > c.txt
sort -k1.2,1.3 c.txt; echo ---; sort -k1.2,1.2 -k2,2n c.txt; echo ---; sort -r -k1.1,1.2 c.txt; echo ---; sort -u -k1.2,1.2 c.txt

#### character ranges with -t, in the last field, numeric, with leading blanks
printf 'x:12:b\ny:3:a\nz:120:c\nw:7:aa\n' > t.txt
sort -t: -k2.1,2.1 t.txt; echo ---; sort -t: -k3.1,3.2 t.txt; echo ---; sort -t: -k2.2,2.3n t.txt; echo ---
printf '  b 2\n a 1\nc 3\n' | sort -k1.2,1.3; echo ---; printf 'ab 1\nab 2\naa 9\n' | sort -k1.1,1.2 -s
