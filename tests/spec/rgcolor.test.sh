# rgcolor: rg --color=always (ripgrep 13 writes SGR sequences even into a pipe): file
# names magenta, line numbers green, columns and byte offsets a bare reset, matches bold
# red (adjacent ones one run, empty ones none), separators plain. Several files are
# searched with --sort path (ripgrep's own order is that of its threads).

#### plain lines, one file
printf 'abc a\nxbx\nc\nab\n' > f
rg --color=always a f; rg --color=ansi b f; rg --color always -e c f

#### -n and file names
printf 'abc a\nxbx\nc\nab\n' > f; printf 'xa\nzz\n' > g
rg --color=always -n --sort path a f g; rg --color=always -H a f
rg --color=always --no-filename --sort path a f g; rg --color=always -n --null --sort path a f g

#### --column and -b
printf 'abc a\nxbx\nc\nab\n' > f
rg --color=always --column a f; rg --color=always -b a f; rg --color=always -o -b a f
rg --color=always --column -v a f

#### counts and file lists
printf 'abc a\nxbx\nc\nab\n' > f; printf 'xa\nzz\n' > g; printf 'q\n' > h
rg --color=always -c --sort path a f g; rg --color=always --count-matches --sort path a f g
rg --color=always -c a f; rg --color=always -c -v a f; rg --color=always -c --include-zero --sort path a f g h
rg --color=always -l --sort path a f g h; rg --color=always --files-without-match --sort path a f g h
rg --color=always -l -0 --sort path a f g; echo; rg --color=always --files --sort path

#### -o
printf 'abc a\nxbx\nc\nab\n' > f; printf 'xa\nzz\n' > g
rg --color=always -o a f; rg --color=always -o -n --sort path a f g; rg --color=always --vimgrep a f
rg --color=always --vimgrep -o a f

#### context lines: matches in them coloured, the separator plain
printf 'abc a\nxbx\nc\nab\nq\nq\nq\nb\n' > f; printf 'xa\nzz\n' > g
rg --color=always -C1 -n b f; rg --color=always -A1 --sort path a f g
rg --color=always -A1 -n --field-context-separator=QQ b f; rg --color=always -C1 --no-context-separator b f
rg --color=always --context-separator=XX -A0 a f; rg --color=always --passthru -n b f

#### -v: selected lines plain, context lines that match coloured
printf 'abc a\nxbx\nc\nab\n' > f; printf 'xa\nzz\n' > g
rg --color=always -v a f; rg --color=always -v -n --sort path a f g
rg --color=always -v -C1 b f; rg --color=always -v -n -A1 x f; rg --color=always -v -o a f

#### --heading
printf 'abc a\nxbx\nc\nab\n' > f; printf 'xa\nzz\n' > g
rg --color=always --heading --sort path a f g; rg --color=always --heading -n --sort path -C1 b f g
rg --color=always -p a f

#### -r: the replacement coloured
printf 'abc a\nxbx\nc\nab\n' > f
rg --color=always -r X a f; rg --color=always -o -r 'Y$0' a f; rg --color=always -n -r '' a f

#### empty and adjacent matches
printf 'abc a\nxbx\nc\nab\n' > f; printf 'axb\nbbb\n' > e
rg --color=always '' f; rg --color=always -n 'x*' f; rg --color=always -o 'x*' e
rg --color=always 'b|bb' e; rg --color=always -e x -e '' e; rg --color=always '$' e
rg --color=always -n '^' e; rg --color=always 'ab|a' f; rg --color=always 'a|ab' f

#### multi-byte text
printf 'h\303\251llo w\303\266rld\n\303\266\303\266\n' > u
rg --color=always ö u; rg --color=always -o ö u; rg --color=always --column ö u
rg --color=always -b -o ö u; rg --color=always --vimgrep ö u; rg --color=always -i Ö u

#### options that shape the match
printf 'abc a\nxbx\nc\nab\n' > f; printf '  lead a\n' > t; printf 'abc' > nonl
rg --color=always -w a f; rg --color=always -x ab f; rg --color=always -F 'c a' f
rg --color=always -i A f; rg --color=always -m1 a f; rg --color=always -m1 -A2 b f
rg --color=always --trim -n a t; rg --color=always --trim ' lead' t; rg --color=always c nonl

#### -M and its preview
printf 'abc a\nxbx\nc\nab\n' > f; printf 'axb\nbbb\n' > e
rg --color=always -M3 a f; rg --color=always -M3 --max-columns-preview a f
rg --color=always -M3 -C1 b f; rg --color=always -M3 'x*' e; rg --color=always -M3 -v a f
rg --color=always -M2 --max-columns-preview --sort path b e f

#### -U: a match across lines coloured in each line
printf 'abc a\nxbx\nc\nab\n' > f
rg --color=always -U -n 'a\nx' f; rg --color=always -U 'bc a\nxb' f; rg --color=always -U -o 'a\nx' f
rg --color=always -U -c 'a\nx' f; rg --color=always -U -n 'x\n' f

#### binary files, -a, stdin
printf 'a\0b\n' > bin; printf 'abc a\n' > f
rg --color=always --sort path a bin f; rg --color=always -a a bin
printf 'xa\nb\n' | rg --color=always a; printf 'xa\nb\n' | rg --color=always -n -H a

#### --crlf: a coloured line ends in CRLF
printf 'ab\nb\r\nc\r\nzz' > cr
rg --color=always --crlf -n b cr; rg --color=always --crlf -C1 b cr; rg --color=always --crlf -o b cr
rg --color=always --crlf z cr; rg --color=always --crlf -r X b cr; rg --color=always --crlf --column b cr

#### colour off: auto and never into a pipe, the last --color wins
printf 'abc a\nab\n' > f
rg --color=auto a f; rg --color=never a f; rg --color=always --color=never a f; rg --color=never --color=always a f

#### a bad --color value
printf 'abc a\n' > f
rg --color=bogus a f; echo $?; rg --color= a f; echo $?

#### an empty match right after a match, skipped: the search goes on past it
printf 'abc a\nxbx\nc\nab\n' > f; printf 'axb\nbbb\n' > e
rg -o -n 'x*|b|c' f; rg --count-matches --sort path 'x*|b' f e; rg --column --sort path 'x*|b' f e
rg -r Z 'x*|b' e; rg --color=always -n --sort path 'x*|b' f e

#### colour of whole lines in big files, escapes in the text, inline flags
printf 'abc a\nxbx\nAc\nab\n' > f; printf 'a\033[0m\033[0m\033[1m\033[31mb\n' > esc
i=0; while [ $i -lt 600 ]; do printf 'line %d abc ab a GET\n' $i; i=$((i+1)); done > big
rg --color=always -n GET big | tail -2; rg --color=always -i get big | tail -1; rg --color=always -c --sort path ab big f
rg --color=always '(?i)a' f; rg --color=always 'a|b' esc; rg --color=always -w 'ab|a' big | tail -1

#### -o of a big file: each match painted
i=0; while [ $i -lt 600 ]; do printf 'li%%ne %d abc ab a GET\n' $i; i=$((i+1)); done > big
printf 'abc a\nxbx\n' > f
rg --color=always -o -n ab big | tail -2; rg --color=always -o '[0-9]+' big | tail -2
rg --color=always -o -n -H --sort path 'b+' big f | tail -3; rg --color=always -o 'x*' big | tail -2
rg --color=always -o --null -n --sort path 9 big f | tail -2; rg --color=always -o -n '%n' big | tail -1

#### context of a big file: groups painted at once
i=0; while [ $i -lt 600 ]; do printf 'li%%ne %d abc ab a GET\n' $i; i=$((i+1)); done > big
printf 'abc a\nxbx\nc\nab\n' > f
rg --color=always -C2 -n 99 big | tail -5; rg --color=always -A1 7 big | tail -3; rg --color=always -B1 -H 00 big | tail -3
rg --color=always -C1 --null -n --sort path b f big | head -5; rg --color=always -A1 -n --field-context-separator=QQ --field-match-separator=MM b f
rg --color=always -C1 -n 'x*|b' f; rg --color=always -C2 -i 'B' f; rg --color=always -C1 -n '%n' big | tail -2

#### whole lines of a big file by the dense and sparse ways, painted together
i=0; while [ $i -lt 600 ]; do printf 'li%%ne %d abc ab a\n' $i; i=$((i+1)); done > big
rg --color=always -n ab big | tail -2; rg --color=always 'a|b' big | tail -1; rg --color=always -v -n 9 big | tail -2
rg --color=always -n 99 big | tail -2; rg --color=always -H -i 'LI%NE 29' big | tail -2; rg --color=always 'x*|b' big | tail -1
rg --color=always -w ab big | tail -1; rg --color=always --crlf -n ab big | tail -1; rg --color=always -n '\s\d+\s' big | tail -1

#### --column of whole lines: the columns at once, the lines painted together
printf 'abc a\nxbx\nc\nab\n' > f; printf 'axb\nbbb\n' > e
i=0; while [ $i -lt 600 ]; do printf 'li%%ne %d abc ab a\n' $i; i=$((i+1)); done > big
rg --color=always --column --sort path -H b f e; rg --color=always --column -N --sort path b f e
rg --color=always --column --sort path 'x*|b' f e; rg --color=always --column --null --sort path -n b f e
rg --color=always --column -n ab big | tail -2; rg --color=always --column 'b+' big | tail -1
rg --color=always --column -i 'LI%NE 29' big | tail -2; rg --color=always --column --crlf a big | tail -1
