# textcmds6: agent-style text command lines compared with GNU sed 4.9 and coreutils 9.1:
# sed a/i/c text continued across -e pieces, head/tail count limits and suffixes,
# tail --pid without -f.

#### sed a/i/c text continues into the next -e after a trailing backslash
echo x | sed -e 'i\' -e 'multi\' -e 'line'
echo x | sed -e 'a\' -e 'one\' -e 'two' -e 's/x/y/'
echo x | sed -e 'a foo\' -e 'bar'
echo x | sed -e 'a foo\'; echo x | sed -e 'a\' -e 'foo\'
echo x | sed -e 'c\' -e 'A\' -e 'B'; echo x | sed -e 'a\' -e 'l1' -e 'p'

#### head and tail counts beyond 2^64-1 are refused
for a in 99999999999999999999999 18446744073709551616 1Y 16E; do
  seq 3 | head -c "$a"; echo "head -c $a: $?"; seq 3 | tail -n "$a"; echo "tail -n $a: $?"
done
seq 3 | head -n -18446744073709551616; echo $?; seq 3 | tail -n +99999999999999999999999; echo $?
seq 3 | head -c 18446744073709551615 | wc -c; seq 3 | tail -c 15E | wc -c

#### head and tail know no R or Q suffix (coreutils 9.1)
seq 3 | head -c 1R; echo $?; seq 3 | head -n 1Q; echo $?; seq 3 | tail -c 1RiB; echo $?
seq 3 | head -c 1E | wc -l; seq 3 | head -n 1P | wc -l; seq 3 | tail -c 1EB | wc -l

#### legacy tail and head counts that overflow
seq 3 | head -3000000000000000000000; echo $?; seq 3 | tail -3000000000000000000000; echo $?
seq 3 | tail +3000000000000000000000; echo $?; seq 3 | tail -3000000000000000000b; echo $?
seq 3 | tail -30000000000000000b | wc -l

#### tail --pid without following warns
seq 100 | tail --pid=1 -n 1; seq 3 | tail --pid=1 -c 2

#### sed -i of a directory stops at once; -i reads a file named -
mkdir d; printf 'x\n' > f; sed -i 's/x/y/' d f; echo $?; cat f
sed -i 's/x/y/' f d f; echo $?; cat f
printf 'x\n' > f; sed -i 's/x/y/' - f; echo $?; cat f
cp f ./-; sed -i 's/y/z/' - ; echo $?; cat ./-
sed -i 's/x/y/' /dev/null; echo $?; sed -i 's/x/y/' nosuch f; echo $?; cat f

#### wc quotes the names in its messages as GNU's quotef, and a name with a newline
printf 'x' > $'a\nb'; printf 'x' > 'c d'; wc $'a\nb' 'c d' $'n\no' 'e f' 'g:h'; echo $?
printf 'a b\0' | wc --files0-from=- ; echo $?; printf 'a\n' > f; wc --files0-from=f; echo $?
printf 'a\0' > l; wc --files0-from=l extra; echo $?; wc --files0-from=l 'e x'; echo $?
printf 'x' > $'t\tb'; wc -c $'t\tb'; mkdir 'd x'; wc 'd x'; echo $?

#### sort --parallel and --batch-size values are checked
for a in 0 1 x -1 2 ''; do printf 'x\n' | sort --batch-size=$a; echo "batch $a: $?"; done
for a in 0 1 x -1 99999999999999999999 ''; do printf 'x\n' | sort --parallel=$a; echo "parallel $a: $?"; done

#### file names in open and read errors are quoted as GNU quotes them
printf 'y\n' > f; mkdir 'd x' d
for c in uniq nl fold paste expand unexpand wc 'cut -f1' head tail tac fmt shuf split 'join - ' 'comm - ' 'sort'; do
  echo "== $c"; $c 'e f' 2>&1; echo $?; $c $'n\no' 2>&1; echo $?; $c 'g:h' 2>&1; echo $?
done
csplit 'e f' 1; echo $?; csplit $'n\no' 1; echo $?; tail -n1 f $'n\no'; echo $?

#### a directory operand: each command's read error
printf 'y\n' > f; mkdir 'd x' d
for c in uniq nl fold expand unexpand tac fmt shuf split 'join - ' 'comm - ' 'csplit - 1' column; do
  echo "== $c"; $c 'd x' < /dev/null 2>&1; echo $?; $c d < /dev/null 2>&1; echo $?
done
paste 'd x' f; echo $?; paste -s d f; echo $?; nl d f; echo $?; uniq - 'd x' < f; echo $?

#### uniq, shuf and split name their output files as GNU does
printf 'y\n' > f; uniq f 'n:o/x'; echo $?; shuf -o 'n:o/x' -e a; echo $?
shuf -n1 --random-source='e f' -e a; echo $?; split -l1 f 'n:o/x'; echo $?
split --verbose -l1 f $'a\nb'; ls | wc -l

#### column: exit status after missing files, a directory stops it
printf 'a b\n' > f; mkdir 'd x'; column -t 'e f' 'g:h'; echo $?; column 'e f' 'g:h'; echo $?
column -t 'e f'; echo $?; column -t 'e f' f; echo $?; column 'e f' f; echo $?
column -t 'e f' 'g:h' 'h i'; echo $?; column 'e f' 'g:h' 'h i'; echo $?; column -t 'e f' /dev/null; echo $?
column 'e f' /dev/null; echo $?; column -t 'd x'; echo $?; column 'd x' f; echo $?; column -t f 'd x'; echo $?
column -t /dev/null; echo $?; column /dev/null; echo $?

#### sed -E: a ) without its ( is an error (grep -E takes it literally)
echo 'x)' | sed -E 's/x)/y/'; echo $?; echo 'x)' | sed -E -n '/x)/p'; echo $?
echo 'x)' | sed -E 's/(a|(b))x)/y/'; echo $?; echo 'x)' | grep -E 'x)'
echo 'x)' | sed -E 's/[)]/y/'; echo 'x)' | sed -E 's/\)/y/'; echo 'x)' | sed -E 's/(x)\)/y/'
echo 'x' | sed -E 's/()x/y/'; echo 'x)' | sed -E 's/((x))/[\2]/'; echo 'x)' | sed 's/x)/y/'

#### uniq --group and --all-repeated take unambiguous prefixes and list the valid ones
for a in foo '' s b p a n separate both se; do
  printf 'a\na\nb\n' | uniq --group=$a; echo "g $a $?"; printf 'a\na\nb\n' | uniq --all-repeated=$a; echo "D $a $?"
done
printf 'a\na\nb\n' | uniq --group; printf 'a\na\nb\n' | uniq --all-repeated

#### sort --check takes an optional word or a prefix of one
for a in d q s foo '' quiet diagnose-first; do printf '10\n9\n' | sort --check=$a; echo "check $a: $?"; done
printf '9\n10\n' | sort --check; echo $?; printf '9\n10\n' | sort --check -n; echo $?

#### tail --follow takes descriptor or name, or a prefix; standard input is not followed by name
seq 3 > f; tail --follow=foo f; echo $?; tail --follow= f; echo $?
seq 3 | tail --follow=n; echo $?; seq 3 | tail -F; echo $?; seq 3 | tail --follow=n f -; echo $?
seq 3 | tail --follow=na -n 1 -q f - ; echo $?

#### shuf reads a device random source only as far as it needs
seq 5 | shuf --random-source=/dev/zero; seq 100000 | shuf --random-source=/dev/zero | tail -2
seq 100000 | shuf -n 3 --random-source=/dev/zero; shuf -r -n 5 -i 1-9 --random-source=/dev/zero
shuf -i 1-100000 -n 4 --random-source=/dev/zero; shuf --random-source=/dev/urandom -i 1-5 | sort -n
printf 'ab' > f; shuf --random-source=f -i 1-1000; echo $?; shuf --random-source=/dev/null -i 1-5; echo $?

#### rev: a NUL ends the line's text and the next line carries on from it
printf 'ab\0cd\nef\0gh\nij\n' | rev | od -c; printf 'ab\0cd\nef' | rev | od -c
printf 'é\0x\nab\n' | rev; printf 'a\0b\n' | rev | od -c; printf '\0\nx\n' | rev | od -c

#### fold of a line that never ends: random passwords from /dev/urandom
tr -dc '[:alnum:]' </dev/urandom | fold -w 12 | head -n 3 | wc -l
tr -dc 'a-z' </dev/urandom | fold -w 8 | head -n 2 | awk '{print length($0)}'
fold -w 10 /dev/zero | head -n 2 | wc -c; yes 'abc def' | tr -d '\n' | fold -s -w 9 | head -n 3

#### expand and unexpand stream, and a file's last line goes on in the next file
yes 'a	b' | expand | head -n 2; yes '        b' | unexpand | head -n 2 | od -c
printf 'a\tb' > f; printf 'c\td\n' > g; expand f g; expand -t 3 f g f; echo
printf '        a' > f; printf '        b\n' > g; unexpand -a f g f; echo
printf 'a\tb\n' > f; expand f nosuch f 2>&1; echo $?; unexpand -a f nosuch f 2>&1; echo $?
seq 100000 | sed 's/^/\t/' | expand -t 3 | tail -1

#### head and tail counts: blanks before them, a sign, nothing after
for a in '  2' '2 ' ' +2' '+ 2' '- 2' '-+2' '+2' '++2' ' -2' $'\t3' '2k ' ' 2K' '+-2' '-' '+' ''; do
  seq 3000 | head -n "$a" | wc -l; echo "head -n [$a] $?"; seq 3000 | tail -n "$a" | wc -l; echo "tail -n [$a] $?"
  seq 3000 | head -c "$a" | wc -c; echo "head -c [$a] $?"; seq 3000 | tail -c "$a" | wc -c; echo "tail -c [$a] $?"
done 2>&1

#### rev stops at a line that is not UTF-8, after the lines before it
printf 'ok\nab\xffcd\nzz\n' | rev; echo "rc=$?"; printf 'ok\nmore\nab\xffcd\nzz\n' > inv; rev inv; echo "rc=$?"
rev inv inv; echo "rc=$?"; printf 'ab\xff' | rev; echo $?; printf '\xc3' | rev; echo $?
printf 'é\nà\n' | rev; printf 'a\r\nb\rc\n' | rev | od -c; yes abc | rev | head -n 2
printf 'ab\0c\nd' > f; printf 'xy\n' > g; rev f g | od -c

#### uniq with its input as its output: GNU truncates the output first
printf 'a\na\n' > f; uniq f f; echo $?; wc -c f; printf 'a\na\n' > f; ln -s f l; uniq f l; echo $?; wc -c f
printf 'a\na\n' > f; uniq -c ./f f; echo $?; wc -c f; printf 'a\na\n' > f; uniq f g; cat g f
