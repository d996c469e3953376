# fastkeys: the fast paths of keyed sort and multi-field cut (GNU coreutils 9.1, C.UTF-8).
# sort: GNU's last-resort whole-line comparison done through per-field ranks of a table
# (fields holding bytes below the separator, canonical integer keys vs leading zeros and
# -0, -r vs a reversed key), input already in order, many repeated lines, -u of sorted
# input, option compatibility. cut: several fields of a table picked from one split (first
# and last field, only the first, only the last, inner fields, output delimiters), tables
# larger than one block, and the -z quirk of a last record ending with its delimiter.

#### last resort through field ranks: bytes below the separator
printf 'a\020 5 x\na 5 x\na! 5 x\na 5 w\nb 4 x\na\020 5 w\n' > f
sort -k2,2n f | tr '\020' '^'; echo --; sort -t' ' -k2,2n f | tr '\020' '^'; echo --; sort -k2,2nr f | tr '\020' '^'

#### last resort through field ranks with -t and a comma
printf 'a+,1,z\na,1,z\na,1,y\na+,2,z\na\001,1,z\n' > f
sort -t, -k2,2n f | tr '\001' '^'; echo --; sort -t, -k2,2 f | tr '\001' '^'; echo --; sort -t, -k3,3 -k2,2n f | tr '\001' '^'

#### canonical integer keys vs leading zeros and -0
printf 'x 07 a\nx 7 b\ny 7 a\nx -0 c\nx 0 d\nw 0 a\nx 007 a\n' > f
sort -k2,2n f; echo --; sort -t' ' -k2,2n f; echo --; sort -k2,2n -r f; echo --; sort -k2,2nr f

#### global -r reverses the last resort, a reversed key does not
printf 'b 1 x\na 1 x\nc 2 y\na 1 y\nb 2 x\n' > f
sort -k2,2n f; echo --; sort -r -k2,2n f; echo --; sort -k2,2nr f; echo --; sort -k3,3r -k2,2n f

#### several keys, text and numbers, with ties decided by the whole line
printf 'q 3 b\np 3 b\nq 1 a\np 10 b\nr 3 a\np 3 a\n' > f
sort -t' ' -k3,3 -k2,2n f; echo --; sort -k3,3r -k2,2nr f; echo --; sort -k2n f; echo --; sort -k1,1 -k3,3 f

#### input already in order (ties keep the input order) and in reverse order
printf 'a 2\nb 1\nc 2\nd 1\ne 2\n' > f
sort -k2,2n f; echo --; sort -k2,2n -r f; echo --; sort -r f > g; sort -k2,2n g; echo --; sort -k2,2n -r g

#### many repeated lines: one of each sorted, then repeated
printf 'b 2\na 1\nb 2\nc 0\na 1\nb 2\na 1\nc 0\n' > f
sort f | tr '\n' ' '; echo; sort -k2,2n f | tr '\n' ' '; echo; sort -t' ' -k2 -r f | tr '\n' ' '; echo
printf 'k%d v\n' {1..3} {1..3} {1..3} {1..3} {1..3} > g; sort -k1.2n g | tr '\n' ' '; echo

#### many repeated lines with -s keep the input order of equal keys
printf 'b 1\na 1\nb 1\na 1\nc 0\nb 1\na 1\nc 0\n' > f
sort -s -k2,2n f | tr '\n' ' '; echo; sort -s -k2,2nr f | tr '\n' ' '; echo; sort -u -k2,2n f

#### a large table with repeated lines and ties
for w in pear fig apple kiwi; do printf "$w %d x\n" {1..400}; done > f
printf 'fig 7 a\n' >> f
sort -k2,2n f | head -5; sort -t' ' -k2,2nr f | head -3; sort -k2 f | head -3; sort f | wc -l
cut -d' ' -f1,3 f | sort -t' ' -k2 | head -3; cut -d' ' -f2 f | sort -n | sort -u | wc -l

#### -u of sorted input, forward and reversed
printf 'a\na\nb\nc\nc\nc\n\n' > f
sort f > g; sort -u g | tr '\n' ' '; echo; sort -u -r g | tr '\n' ' '; echo; sort -r g > h; sort -u h | tr '\n' ' '; echo

#### -u with several keys keeps an empty line
printf '2\n\n1\n 1\n2\n\n' > f
sort -t, -u -k1r -k2 f | tr '\n' '|'; echo; sort -u -k1,1nr f | tr '\n' '|'; echo

#### an empty input with several keys
printf '' > f
sort -k1 -k2 f; echo "status $?"; sort -k2,2n -k1 -u f; echo "status $?"

#### options that do not go together
sort -nd /dev/null; echo "status $?"; sort -fbnM /dev/null; echo "status $?"
sort -RV /dev/null; echo "status $?"; sort -nd -k1,1r /dev/null; echo "status $?"
sort -nd -k1,1 /dev/null; echo "status $?"; sort -k1,1ni /dev/null; echo "status $?"; sort -di /dev/null; echo "status $?"

#### cut: first and last field of a table, several shapes
printf 'a b c\nd e f\ng h i\n' > f
cut -d' ' -f1,3 f; cut -d' ' -f1,2 f; cut -d' ' -f2,3 f; cut -d' ' -f1- f; cut -d' ' -f3,1 --output-delimiter=:: f

#### cut: fields of wider tables (inner, uneven, every other)
printf '1,2,3,4,5\n6,7,8,9,10\n,,,,\n' > f
cut -d, -f2,4 f; cut -d, -f3 f; cut -d, -f1,3 f; cut -d, -f1,2,5 f; cut -d, -f1,3,5 f; cut -d, -f2-4 f; cut -d, -f1,4 --output-delimiter=' | ' f

#### cut: output delimiter holding the record separator, empty fields, no final newline
printf 'a\tb\tc\n\t\t\nx\ty\tz' > f
cut -f1,3 --output-delimiter=$'\n' f; echo --; cut -f1,2 f; echo --; cut -f2,3 f; echo --; cut -f2 --complement f

#### cut: a table larger than one block
printf 'row%d mid%d end%d\n' {1..9000} {1..9000} {1..9000} > f
cut -d' ' -f1,3 f | wc -c; cut -d' ' -f1,2 f | wc -c; cut -d' ' -f2,3 f | head -2; cut -d' ' -f2 f | grep -c mid

#### cut -z: a last record ending with its only delimiter
printf 'a\tb\0c\t' | cut -z -f2 | tr '\0' '@'; echo; printf 'a\tb\0c\t' | cut -z -f1,3 | tr '\0' '@'; echo
printf 'a\tb\0c\t' | cut -z -s -f1 | tr '\0' '@'; echo; printf 'c\t\t' | cut -z -f2 | tr '\0' '@'; echo
printf 'a\tb\nc\t' | cut -f2 | tr '\n' '@'; echo; printf 'a\tb\0c\t' | cut -z -f1,2 -s | tr '\0' '@'; echo

#### whole-line numeric keys with a leading zero on the first line: the last resort decides
printf '0\n00\n' | sort -rn; printf '0\n00\n' | sort -n; printf '00\n0\n' | sort -n; printf '0\n7\n007\n0\n' | sort -rn
printf '0\n00\n' | sort -un; printf '0\n-0\n00\n' | sort -n
