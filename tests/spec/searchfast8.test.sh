# grep / rg gaps found in session 34 (helper h2): rg --colors, --crlf, --null-data.

#### rg --colors match fg blue
printf 'foo bar\nbaz foo\n' > a.txt
rg --color=always --colors 'match:fg:blue' -n --column -H foo a.txt | cat -v

#### rg --colors several specs, styles and backgrounds
printf 'foo bar\nbaz foo\n' > a.txt
rg --color=always --colors path:fg:green --colors line:style:intense --colors 'column:fg:cyan' --colors 'match:bg:200' --colors match:style:underline --colors match:style:nobold -H -n --column foo a.txt | cat -v
rg --color=always --colors 'match:fg:0x10,0x20,30' --colors match:style:intense --colors 'match:bg:blue' o a.txt | cat -v

#### rg --colors match:none leaves matches plain, path:none still resets
printf 'foo bar\nbaz foo\n' > a.txt
rg --color=always --colors match:none --colors path:none -H foo a.txt | cat -v
rg --color=always --colors match:none -o foo a.txt | cat -v
rg --color=always --colors match:none --colors match:style:intense foo a.txt | cat -v

#### rg --colors case-insensitive names, numbers, extra none field
printf 'foo bar\nbaz foo\n' > a.txt
rg --color=always --colors 'MATCH:FG:Blue' foo a.txt | cat -v
rg --color=always --colors 'match:fg:+5' --colors 'line:fg:0xff' -n foo a.txt | cat -v
rg --color=always --colors 'match:none:x' foo a.txt | cat -v

#### rg --colors byte offsets use the column colour
printf 'foo bar\nbaz foo\n' > a.txt
rg --color=always --colors 'column:fg:red' -b -o foo a.txt | cat -v
rg --color=always --colors 'path:fg:yellow' -c foo a.txt a.txt | cat -v

#### rg --colors bad specs
printf 'foo bar\n' > a.txt
for c in bogus 'match:fg' '' 'match:fg:blue:x' 'bogus:fg:blue' ' match:fg:blue' 'match:xx:blue' 'match:style:italic' 'match:style:none' 'match:fg:bogus' 'match:fg:256' 'match:fg:' 'match:bg:ff' 'match:fg:0x1g' 'match:fg:0X10' 'match:fg:1,2' 'match:fg:1,2,300' 'match:fg:blue,' 'match:fg:-1'; do
  rg --color=always --colors "$c" foo a.txt; echo "status $?"
done

#### rg --colors errors without colour, after a regex error, not with --json
printf 'foo bar\n' > a.txt
rg --colors bogus foo a.txt; echo "status $?"
rg --colors bogus '(' a.txt; echo "status $?"
rg --colors bogus -q foo a.txt; echo "status $?"
rg --colors bogus -l foo a.txt; echo "status $?"
rg --colors bogus --json foo a.txt | wc -l
rg --colors bogus --json -q foo a.txt; echo "status $?"
rg --colors 'match:fg:red' foo a.txt; echo "status $?"

#### rg repeated --color: the last one
printf 'foo bar\n' > a.txt
rg --color=always --color=never foo a.txt | cat -v
rg --color=never --color=always foo a.txt | cat -v
rg --color=bogus --color=ansi foo a.txt | cat -v
rg --color=always --color=bogus foo a.txt; echo "status $?"

#### rg --crlf: an unterminated last line ends in CRLF
printf 'ab\r\ncb\r\nxb' > c.txt
rg --crlf 'b$' c.txt | cat -v
rg --crlf -n b c.txt | cat -v
rg --crlf --vimgrep b c.txt | cat -v
rg --crlf --column b c.txt | cat -v

#### rg --crlf -o: each match ends in CRLF
printf 'ab\nq\r\ncb\r\nxb' > m.txt
rg --crlf -o 'b$' m.txt | cat -v
rg --crlf -b -o b m.txt | cat -v
rg --crlf --color=always -o b m.txt | cat -v

#### rg --crlf -r: a replaced line ends in CRLF, LF lines kept
printf 'ab\nq\r\ncb\r\nxb' > m.txt
rg --crlf -r X b m.txt | cat -v
rg --crlf b m.txt | cat -v
rg --crlf -v q m.txt | cat -v
printf 'ab\nq' > n.txt
rg --crlf -A1 b n.txt | cat -v

#### rg --crlf: a CR in the regex is an error
printf 'ab\r\ncb\r\nxb' > c.txt
for p in 'b\r' '\x0D' 'b\x{0d}' '[\r]' 'a[\x0D]'; do rg --crlf "$p" c.txt; echo "status $?"; done
rg 'b\r' c.txt | cat -v

#### rg --crlf: classes and dot do not match the CR
printf 'ab\r\ncb\r\nxb' > c.txt
rg --crlf -o 'b\s' c.txt | cat -v; echo "status $?"
rg --crlf -o 'a.*' c.txt | cat -v
rg --crlf -o '[^a]' c.txt | cat -v
rg --crlf -o 'a\W' c.txt; echo "status $?"
rg --crlf -c 'b\D' c.txt; echo "status $?"

#### rg --null-data: NUL-separated records in, NUL-ended out
printf 'one\0two x\nmore\0three x' > n.bin
rg --null-data x n.bin | tr '\0' '@'; echo
rg -n --null-data x n.bin | tr '\0' '@'; echo
rg -c --null-data x n.bin | tr '\0' '@'; echo
rg -l --null-data x n.bin n.bin | tr '\0' '@'; echo
rg -o --null-data x n.bin | tr '\0' '@'; echo
rg -v --null-data x n.bin | tr '\0' '@'; echo
rg --null-data --column -H x n.bin | tr '\0' '@'; echo

#### rg --null-data: newline, dot and anchors inside a record
printf 'one\0two x\nmore\0three x' > n.bin
rg --null-data 'x\nmore' n.bin | tr '\0' '@'; echo
rg --null-data 'two x.more' n.bin; echo "status $?"
rg --null-data -n 'x$' n.bin | tr '\0' '@'; echo
rg --null-data -n '^more' n.bin | tr '\0' '@'; echo
rg --null-data -c '^' n.bin | tr '\0' '@'; echo
rg --null-data -w more n.bin | tr '\0' '@'; echo

#### rg --null-data: context, colour, stdin, and --crlf winning
printf 'a x\0b\0c\0d\0e\0f x\0' | rg --null-data -n -A1 x | tr '\0' '@'; echo
printf 'a\nb x\n' | rg --null-data x | tr '\0' '@'; echo
printf 'one\0two x\nmore\0three x' > n.bin
rg --null-data --color=always x n.bin | tr '\0' '@' | cat -v; echo
rg --null-data --crlf x n.bin

#### rg --color=always -i of a literal in a big file (painted at once)
for ((i = 1; i <= 300; i++)); do printf 'Post a POST %s\npostpost x\nnone\nPoSt\nxx\nyy\n' $i; done > a.txt
rg --color=always -i post a.txt | cat -v | sort | head -5
rg --color=always -i -C1 post a.txt | cat -v | tail -4
rg --color=always -i -n 'pOST' a.txt a.txt | cat -v | tail -3
rg --color=always --column -i post a.txt | tail -2 | cat -v

#### grep of a regex ending a line with a literal, in a big file
for ((i = 0; i < 3000; i++)); do echo "w$i $((i * 7 % 1000))"; done > big.txt
printf 'tail 5\n5\nx\\5\n' >> big.txt
grep -n '[0-9]5$' big.txt | tail -3
grep -c '[0-9][0-9]5$' big.txt
grep -n '\\5$' big.txt
grep -c ' 5$' big.txt
grep -n -E '(^| )5$' big.txt | tail -2

#### rg: an option with a value given again, its value apart, takes the arguments after it
printf 'foo bar\nbaz foo\n' > a.txt
rg --color always --color never foo a.txt; echo "status $?"
rg --color always --color never -e foo a.txt; echo "status $?"
rg --color always --color=never foo a.txt; echo "status $?"
rg --color never --color always -n foo a.txt | cat -v
rg --color never --color always -- foo a.txt | cat -v
rg --color never --color always a.txt -e foo; echo "status $?"
rg -A 1 -A 0 foo a.txt; echo "status $?"
rg -A 1 -A0 foo a.txt; echo "status $?"
rg -m 1 -m 2 a.txt -e foo; echo "status $?"
rg -t txt -t txt foo a.txt; echo "status $?"

#### rg context of sparse matches without numbers: groups apart and joined at the edge
for ((i = 1; i <= 400; i++)); do
  case $i in 2|8|13|19|30|31|395|399) echo "hit $i";; *) echo "line $i";; esac
done > f
rg -C2 hit f
rg -B1 -A3 hit f | wc -l
rg -B3 hit f | head -5
rg -A4 hit f | tail -6
rg -C2 --context-separator=XX hit f | grep -c XX
rg -C2 -H hit f | head -4
rg -C1 'hit 399' f

#### rg -F: a line terminator in a literal is an error (with --crlf, a CR too)
printf 'ab\r\ncb\r\nxb' > c.txt
rg --crlf -F "$(printf 'b\r')" c.txt; echo "status $?"
rg -F "$(printf 'b\nx')" c.txt; echo "status $?"
rg --crlf -F -e a -e "$(printf 'b\r')" c.txt; echo "status $?"
rg -U -F "$(printf 'b\r\nc')" c.txt | tr '\r' '^'
rg -F "$(printf 'b\r')" c.txt | tr '\r' '^'
rg --null-data -F "$(printf 'b\r\nc')" c.txt | tr '\0\r' '@^'; echo

#### rg --null-data -x: a record's lines are whole-line matches too
printf 'a\nb\n' > g
rg --null-data -x a g | tr '\0' '@'; echo
rg --null-data -x b g | tr '\0' '@'; echo
rg --null-data -x 'a\nb' g | tr '\0' '@'; echo
rg --null-data -x -c 'a b' g; echo "status $?"
