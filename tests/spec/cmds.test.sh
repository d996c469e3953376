# cat, head, grep, wc, sort, tr.

#### cat file
printf 'a\nb\n' > f
cat f

#### cat -n
printf 'a\nb\n\nc\n' > f
cat -n f

#### cat multiple files
echo one > a; echo two > b
cat a b

#### cat missing file
cat nope
echo "status $?"

#### cat missing among others
echo one > a
cat a nope a
echo "status $?"

#### cat dash reads stdin
echo file > f
echo piped | cat f - f

#### cat no trailing newline
printf 'no newline' > f
cat f
echo

#### cat stdin devnull
cat
echo "status $?"

#### cat directory
cat .
echo "status $?"

#### cat -n multiple files continues numbering
echo a > a; echo b > b
cat -n a b

#### head default ten lines
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 11 12 > f
head f

#### head -n
printf '%s\n' 1 2 3 4 5 > f
head -n 2 f

#### head -n negative
printf '%s\n' 1 2 3 4 5 > f
head -n -2 f

#### head -c
printf 'abcdefgh' > f
head -c 3 f
echo

#### head multiple files headers
printf '1\n2\n3\n' > a; printf 'x\ny\n' > b
head -n 1 a b

#### head missing file
head nofile
echo "status $?"

#### head -n larger than file
printf 'a\nb\n' | head -n 100

#### head -n 0
printf 'a\n' | head -n 0
echo "status $?"

#### head shorthand number
printf '%s\n' 1 2 3 | head -2

#### head invalid count
head -n abc /dev/null
echo "status $?"

#### grep basic
printf 'apple\nbanana\ncherry\n' > f
grep an f

#### grep no match status
printf 'apple\n' > f
grep zzz f
echo "status $?"

#### grep missing file status 2
grep x nofile
echo "status $?"

#### grep -s suppresses missing file
grep -s x nofile
echo "status $?"

#### grep -i
printf 'Apple\nAPPLE\nbanana\n' | grep -i apple

#### grep -v
printf 'a\nb\nc\n' | grep -v b

#### grep -c
printf 'a\nab\nb\n' | grep -c a

#### grep -c no match
printf 'x\n' | grep -c a
echo "status $?"

#### grep -n
printf 'x\ny\nx\n' | grep -n x

#### grep -l
echo hit > a; echo miss > b; echo hit > c
grep -l hit a b c

#### grep -q
printf 'abc\n' | grep -q b && echo found
printf 'abc\n' | grep -q z || echo notfound

#### grep -e multiple patterns
printf 'a\nb\nc\n' | grep -e a -e c

#### grep -E alternation
printf 'cat\ndog\nbird\n' | grep -E 'cat|bird'

#### grep basic regex plus is literal
printf 'a+b\naab\n' | grep 'a+b'

#### grep -E plus
printf 'a+b\naab\n' | grep -E 'a+b'

#### grep -F fixed
printf 'a.c\nabc\n' | grep -F 'a.c'

#### grep dot matches any
printf 'a.c\nabc\n' | grep 'a.c'

#### grep -o
printf 'foo bar foo\n' | grep -o foo

#### grep -w
printf 'foo\nfoobar\nbar foo\n' | grep -w foo

#### grep -x
printf 'foo\nfoo bar\n' | grep -x foo

#### grep -r
echo needle > one.txt
echo hay > two.txt
grep -r needle .

#### grep -r sorted
echo needle > one.txt
echo needle > two.txt
grep -r needle . | sort

#### grep -h and -H
echo hit > a; echo hit > b
grep -h hit a b
grep -H hit a

#### grep multiple files prefixes
echo hit > a; echo miss > b
grep hit a b

#### grep anchors
printf 'start end\nend start\n' | grep '^start'
printf 'start end\nend start\n' | grep 'end$'

#### grep character class
printf 'a1\nbb\nc3\n' | grep '[0-9]'

#### grep -n -v combined
printf 'a\nb\nc\n' | grep -nv b

#### grep -ic combined
printf 'A\na\nb\n' | grep -ic a

#### grep -E groups and repetition
printf 'abab\nab\nabababx\n' | grep -xE '(ab){2,3}'

#### grep empty pattern matches all
printf 'a\n\nb\n' | grep -c ''

#### grep invalid regex
echo x | grep -E '('
echo "status $?"

#### grep stdin dash
echo hi | grep -H hi -

#### grep -o -i
printf 'Foo fOO\n' | grep -oi foo

#### grep backreference
printf 'aa\nab\n' | grep '\(a\)\1'

#### wc default one file
printf 'hello world\nsecond line\n' > f
wc f

#### wc -l
printf 'a\nb\nc\n' > f
wc -l f

#### wc -w
printf 'one two  three\n four\n' > f
wc -w f

#### wc -c
printf 'abcde' > f
wc -c f

#### wc stdin
printf 'a b\nc\n' | wc

#### wc stdin -l
printf 'a\nb\n' | wc -l

#### wc multiple files total
printf 'a\n' > a; printf 'b c\nd\n' > b
wc a b

#### wc -l multiple files
printf 'a\n' > a; printf 'b\nc\n' > b
wc -l a b

#### wc missing file
wc nofile
echo "status $?"

#### wc empty input
printf '' | wc

#### wc no trailing newline
printf 'abc' | wc -l

#### wc -lw order
printf 'a b\n' | wc -wl

#### wc unicode chars vs bytes
printf 'héllo\n' | wc -c

#### sort default
printf 'b\na\nc\nB\n' | sort

#### sort -r
printf 'b\na\nc\n' | sort -r

#### sort -n
printf '10\n2\n33\n-1\n' | sort -n

#### sort without -n is lexical
printf '10\n2\n33\n' | sort

#### sort -u
printf 'b\na\nb\na\n' | sort -u

#### sort -nr
printf '1\n3\n2\n' | sort -nr

#### sort -k
printf 'x 3\ny 1\nz 2\n' | sort -k 2

#### sort -k -n
printf 'a 10\nb 9\nc 100\n' | sort -k2 -n

#### sort -t -k
printf 'a:3\nb:1\nc:2\n' | sort -t : -k 2

#### sort -t -k -n
printf 'x,10\ny,9\n' | sort -t, -k2n

#### sort file argument
printf 'z\ny\n' > f
sort f

#### sort multiple files
printf 'b\n' > a; printf 'a\n' > b
sort a b

#### sort missing file
sort nofile
echo "status $?"

#### sort stable with keys and ties
printf 'b 1\na 1\nc 0\n' | sort -k2,2

#### sort empty lines
printf 'b\n\na\n' | sort

#### sort -n non-numeric lines
printf '5\nabc\n3\n' | sort -n

#### sort -u -n
printf '1\n01\n2\n' | sort -un

#### sort punctuation and case in C locale
printf 'a\n_\nA\n1\n' | sort

#### tr basic
echo hello | tr el ip

#### tr ranges
echo Hello World | tr a-z A-Z

#### tr -d
echo 'h-e-l-l-o' | tr -d -

#### tr -d range
echo 'abc123def' | tr -d 0-9

#### tr -s
echo 'aabbccdd' | tr -s ab

#### tr -s spaces
echo 'a    b   c' | tr -s ' '

#### tr classes
echo 'Mixed Case 123' | tr '[:upper:]' '[:lower:]'

#### tr digit class delete
echo 'a1b2c3' | tr -d '[:digit:]'

#### tr newline to space
printf 'a\nb\nc\n' | tr '\n' ' '
echo

#### tr shorter second set pads
echo abcde | tr abcde xy

#### tr missing operand
tr
echo "status $?"

#### tr space class
printf 'a b\tc\n' | tr '[:space:]' '_'

#### tr rot13
echo 'Hello' | tr 'A-Za-z' 'N-ZA-Mn-za-m'

#### tr -ds
echo 'aa11bb22' | tr -ds 0-9 a-z

#### tr alpha class
echo 'ab12' | tr '[:alpha:]' '*'
