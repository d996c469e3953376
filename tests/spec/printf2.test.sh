# The printf builtin.

#### basic formats
printf '%s|%d|%i|%x|%X|%o|%c|%%\n' str 42 -7 255 255 8 xyz

#### width and precision
printf '[%5s][%-5s][%.2s][%5.1s]\n' ab ab abcdef xyz

#### numeric width and flags
printf '[%05d][%-5d][%+d][% d][%x][%#x][%#o]\n' 42 42 42 42 255 255 8

#### float formats
printf '%.2f %e %g %G %.3e\n' 3.14159 12345.678 0.0001 1e20 2.5

#### reuse format
printf '%s-%s\n' a b c d e

#### missing args
printf '[%s][%d][%s]\n' only

#### no args but format
printf 'hello\n'

#### escapes in format
printf 'a\tb\\c\x41\101\u00e9\n'

#### percent b
printf '%b\n' 'a\nb' 'c\td' '\0101'

#### percent b with backslash c
printf '%b' 'one\ctwo'; printf 'end\n'

#### percent q
printf '%q\n' 'a b' "it's" '$x' '' $'a\nb'

#### percent q simple
printf '%q\n' abc a/b.c

#### invalid number
printf '%d\n' abc
echo "status $?"

#### partial number
printf '%d\n' 12abc
echo "status $?"

#### char constant number
printf '%d %d\n' "'A" '"a'

#### hex and octal input
printf '%d %d %d\n' 0x10 010 -0x1

#### printf -v
printf -v out '%s=%d' x 5
echo "$out"

#### printf -v array element
printf -v 'arr[2]' '%s' val
echo "${arr[2]}"

#### printf -v invalid name
printf -v '1bad' x
echo "status $?"

#### star width
printf '[%*s][%-*s]\n' 4 a 3 b

#### star precision
printf '[%.*s]\n' 2 abcdef

#### invalid format char
printf '%z\n' x
echo "status $?"

#### no format
printf
echo "status $?"

#### double dash
printf -- '%s\n' x

#### format starting with dash
printf -- '-x\n'

#### large numbers
printf '%d %u\n' 9223372036854775807 -1

#### overflow number
printf '%d\n' 99999999999999999999
echo "status $?"

#### percent s with empty args list
printf '%s\n'

#### octal escape in format
printf '\0101\101\n'

#### percent c with empty
printf '[%c]\n' ''

#### string precision zero
printf '[%.0s]\n' abc

#### float with integer arg
printf '%.1f\n' 3

#### percent i negative width
printf '[%-6i]\n' 12

#### printf with trailing backslash
printf 'abc\\'
echo

#### printf %b with octal without zero
printf '%b\n' '\101\0102'

#### printf -v with %b
printf -v v '%b' 'x\ty'
echo "$v"

#### percent s of array
a=(1 2 3)
printf '<%s>' "${a[@]}"; echo

#### printf returns 1 on bad number but prints all
printf '%d,' 1 x 3; echo
echo "status $?"

#### unicode escape
printf '\u263a \U0001F600\n'

#### printf %q with special chars
printf '%q\n' 'a*b' 'x;y' '~home' 'tab	x'

#### printf %(fmt)T fixed time
printf '%(%Y-%m-%d)T\n' 0

#### printf %s with precision and utf8
printf '[%.2s]\n' héllo

#### printf %5s with utf8
printf '[%5s]\n' é

#### printf %b with \c in second arg stops all
printf '%b-%b\n' 'one' 'two\cthree' 'four'
echo

#### printf zero padded negative
printf '[%05d] [%-05d]\n' -42 -42

#### printf %x negative
printf '%x\n' -1

#### printf %e rounding
printf '%.0f %.0f %.0f\n' 0.5 1.5 2.5

#### printf %c multibyte
printf '%c\n' é

#### printf %d with plus sign input
printf '%d %d\n' +5 ' 7'

#### printf %s with no args and literal text
printf 'just text %s|\n'

#### printf %% only
printf '%%\n'

#### printf -v with %q
printf -v q '%q' 'a b'
echo "$q"

#### printf %08.3f
printf '[%08.3f]\n' 3.14159

#### printf compiled format reused for extra args
printf '%05d:%-8s|%x\n' 1 ab 7 2 cd 255 3
for i in 1 2 3; do printf -v c '%05d:%-8s|%x' $i w$i $((i * 7)); echo "$c"; done

#### printf missing args read as zero and empty
printf '[%d][%s][%x][%5s][%-3d][%.2f][%c]\n' 5

#### printf invalid number output continues
printf '%d|%d|%x|%u\n' abc 12 3z 4
echo "status $?"
printf '%d %d\n' 08 0x
echo "status $?"

#### printf character arguments
printf '%d %x %u %.1f %s\n' "'A" "'a" '"b' "'C" "'D"

#### printf overflow
printf '%d %u %x\n' 9223372036854775808 18446744073709551616 -1
echo "status $?"
printf '%d\n' -9223372036854775809
echo "status $?"

#### printf flags on fast conversions
printf '[%5.2s][%-05d][%+d][% d][%#x][%#o][%.0f][%+.3d][%05.1d][%-+6i]\n' abc 7 3 4 255 8 2.5 5 3 9
printf '[%#X][%#.0x][%.0d][%lu][%ld][%hx][% +d][%+ d]\n' 255 0 0 42 -42 255 1 1

#### printf float conversions of integers
printf '[%f][%.0e][%.1e][%g][%G][%#.0f][%+.2f][% 10.3f][%-10g|][%010.2f]\n' 7 25 125 1000000 -1234567 5 -3 42 100 -8

#### printf backslash c in the format
printf 'a\cb|%s\n' x
printf -v v 'a\cb'; echo "$v"

#### printf -v array element via compiled format
declare -a arr
printf -v 'arr[2]' '%s-%d' x 5
printf -v 'arr[i+1]' '%03d' 7
declare -p arr
declare -A h
printf -v 'h[k]' '%x' 255
declare -p h

#### printf -v invalid names
printf -v 1bad '%s' x
echo "status $?"
printf -v 'a b' '%s' x
echo "status $?"

#### printf double dash
printf -- '%s-%s\n' a b
printf -v v -- '%05d' 42; echo "$v"
printf -- -x; echo
printf -x 2>&1; echo "status $?"

#### printf same format many times
for i in 1 2 3 4 5 6 7 8 9 10; do printf '%s:%03d|' "w$i" $((i * i)); done; echo

#### printf floats: decimal arguments, ties a double would round the other way
printf '%.2f %.2f %.1f %.0f %.0f\n' 2.675 1.005 0.25 2.5 3.5
printf '%.3e %.2g %g %G\n' 1.0005 2.25 0.0001234567 1234567.5
for v in 3.14159 -0.0 .5 12. 0.1 100.125 99999999999999.5; do printf '[%8.3f|%-10.2e|%+g|%#.4g]' "$v" "$v" "$v" "$v"; done; echo
printf '%.20f %.18e\n' 0.1 2.675
printf '%05.1f|% f|%F\n' 7.25 -1.5 2.5

#### printf floats: many digits and long exponents
printf '%.3f\n' 1$(printf '%04500d' 0) | tail -c 20
printf '%.3f\n' 0.$(printf '%04500d' 7)
printf '%.3e %g\n' $(printf '%09500d' 7) 1e00000000000000000000000000002
printf '%f\n' 1e$(printf '%05000d' 1) 1e-$(printf '%05000d' 1)
printf '%a\n' 0x1p$(printf '%05000d' 1)
printf '%g\n' 1e99999999999999999999 1e-99999999999999999999; echo "status $?"

#### printf floats in a loop
for ((i = 0; i < 30; i++)); do printf -v s '%5d|%-8s|%.2f' $i abc "$i.$i"; r+="$s;"; done; echo "$r"
for ((i = 0; i < 12; i++)); do printf '%.3f %e %g\n' "$i.25" "$i.5" "0.$i"; done

#### float conversions with as many arguments: integers, exact and boundary decimals, -v
printf '%.2f|%5.1f|%e|%g|%s|%d\n' 3.14159 -0.04 12.5 0.0001 x 7
printf '[%.2f]\n' 2.675; printf '[%.2f]\n' 1e3; printf '[%.2f]\n' -0; printf '[%.2f]\n' 007
printf '[%.1f]\n' 0.05; printf '[%.1f]\n' -1.25; printf '[%G]\n' 123456789; printf '[%.3e]\n' -5
for i in 1 22 333; do printf -v s '%5d|%-8s|%.2f' $i abc 3.14159; echo "[$s]"; done
printf '%.2f %s\n' 1.5x y; echo rc=$?; printf '%.2f %s\n' ' 3' y; printf '%08.3f|%-9.2f|\n' 3.14159 -2.5
