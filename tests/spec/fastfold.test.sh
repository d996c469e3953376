# fastfold: fold, expand and unexpand (coreutils 9.1) over whole runs of lines: fold's cuts
# without and with -s/-b, with tabs (8-column cells; widths below, at and above 8), empty
# lines and lines without a final newline, backspace/carriage-return lines between plain
# ones, bytes not columns (UTF-8 is cut inside a character); expand with one tab size and
# with a list of stops (a tab at, before and past the last stop); unexpand's leading blanks,
# -a runs that reach a stop, a single space before a stop, spaces before a tab, -t sizes and
# lists; inputs of many blocks. Tabs and spaces are shown with tr '\t ' 'T.'.

#### fold -w: shorter, equal, longer lines, empty lines, no final newline
printf 'abc\nabcdefghij\n\nabcdefghijk\nabcdefghijklmnopqrstuvwxyz\n\n\nxy' > f
fold -w 10 f; echo '|'; fold -w 1 f | head -5; echo '|'; fold -w 3 f | wc -l

#### fold -w on a line of exactly width, twice width, and one more
printf '%s\n' 12345 1234512345 12345123451 '' 1 > f
fold -w 5 f; echo --; fold -w5 f | wc -c

#### fold -s: last blank of the first width bytes, blank at the width, no blank
printf 'hello world this is a long line\naaaa bbbb cccc\nabcdefghijklmnop qr\nab  cd  ef  gh\n     x\n' > f
fold -s -w 5 f | tr ' ' .; echo --; fold -s -w 4 f | tr ' ' .; echo --; fold -s -w 1 f | wc -l

#### fold -s with runs of blanks and a line of blanks only
printf 'a         b\n          \nx y z w v u t s r q\n' > f
fold -s -w 3 f | tr ' ' .; echo --; fold -sw 7 f | tr ' ' .

#### fold -b: tabs, backspace and carriage return are one column each
printf 'a\tb\tc\td\te\n12\b34\r56\b78\r90\n' > f
fold -b -w 3 f | tr '\t\b\r' 'TBR'; echo --; fold -b -s -w 4 f | tr '\t\b\r' 'TBR'

#### fold with tabs: cells of 8 columns, widths 10, 8, 16
printf 'alpha\t12345\tbeta\n\t\tx\nab\tcd\tef\tgh\nabcdefghij\tk\n1234567\t8\n12345678\t9\n' > f
fold -w 10 f | tr '\t' T; echo --; fold -w 8 f | tr '\t' T; echo --; fold -w 16 f | tr '\t' T

#### fold with tabs below 8 columns: a tab that starts a piece stands alone
printf 'alpha\t12345\tbeta\n\t\t\n\tx\nab\t\n\t' > f
fold -w 5 f | tr '\t' T; echo --; fold -w 1 f | tr '\t' T; echo --; fold -w 7 f | tr '\t' T

#### fold -s with tabs: the tab is a blank to break after
printf 'alpha\t12345\tbeta gamma\nab cd\tef gh\tij\n\t \t \t x\nabcdefgh\tij klm\n' > f
fold -s -w 10 f | tr '\t ' 'T.'; echo --; fold -s -w 5 f | tr '\t ' 'T.'; echo --; fold -s -w 20 f | tr '\t ' 'T.'

#### fold: backspace and carriage return lines between plain ones
printf 'abcdefghij\nab\bcdefghijkl\nabcdefghij\nabc\rdefghijklmnop\nxyz\tabcdefghijk\n' > f
fold -w 4 f | tr '\t\b\r' 'TBR'; echo --; fold -s -w 6 f | tr '\t\b\r' 'TBR'

#### fold counts bytes: a UTF-8 character is cut in two, NUL and CRLF
printf 'h\303\251llo w\303\266rld\n' > f; fold -w 3 f | wc -l; fold -w 2 f | head -2 | wc -c
printf 'a\0b\0c\0d\n12\r\n345\r\n' | fold -w 2 | tr '\0\r' 'NR'

#### fold -w with the obsolete -N and the default width
printf '%s' aaaaaaaaaabbbbbbbbbbccccccccccddddddddddeeeeeeeeeeffffffffffgggggggggghhhhhhhhhhiiiiii > f
fold f; echo; fold -7 f | head -2

#### fold over many blocks
printf 'alpha %s beta\tgamma delta epsilon zeta\n' {1..20000} > big
fold -w 7 big | wc; fold -w 7 big | head -4 | tr '\t' T; fold -s -w 12 big | wc; fold -w 20 big | sort | head -3 | tr '\t' T
printf 'x%.0s' {1..70000} > long; fold -w 1000 long | wc; fold -b -w 999 long | head -c 5; echo

#### expand: one tab size, lines without tabs, no final newline
printf 'a\tb\tc\n\tx\nno tabs here\n\t\t\ny\tz' > f
expand f | tr ' ' .; echo '|'; expand -t 4 f | tr ' ' .; echo '|'; expand -t 1 f | tr ' ' .; echo '|'; expand -3 f | tr ' ' .

#### expand: columns count bytes, backspace and carriage return lines
printf 'a\303\251b\tc\nab\bc\td\nabc\rd\te\n\b\tx\n' > f
expand -t 4 f | tr ' \b\r' '.BR'; echo --; expand f | tr ' \b\r' '.BR'

#### expand with a list of stops: before, at and past the last stop
printf 'a\tb\tc\td\n\t\t\t\tx\nabcdefgh\ti\tj\nab\tcd\n123456\t7\n12345\t6\n' > f
expand -t 2,6 f | tr ' ' .; echo --; expand -t 3,9,10 f | tr ' ' .; echo --; expand -t 1,2,5 f | tr ' ' .

#### expand -i and list extensions
printf '\t a\tb\n  \t\tc\td\nx\ty\n' > f
expand -i f | tr ' ' .; echo --; expand -i -t 4 f | tr ' ' .; echo --; expand -t 2,/4 f | tr ' ' .; echo --; expand -t 2,+3 f | tr ' ' .

#### expand over many blocks
printf 'alpha\t%s\tbeta\t\tgamma\n' {1..20000} > big
expand big | wc; expand -t 4 big | head -2 | tr ' ' .; expand -t 2,6 big | wc; expand -t 2,6 big | sort | head -2 | tr ' ' .

#### unexpand: only leading blanks by default
printf '        x       y\n    \tz\n \t a\n\t  b\n x\n          \n  \t  \t\n' > f
unexpand f | tr '\t ' 'T.'; echo --; unexpand -t 4 --first-only f | tr '\t ' 'T.'

#### unexpand -a: runs that reach a stop, and that do not
printf 'abcdefgh        x\nabcd    efgh    ij\nab  cd  ef\nabcdef  \nabcdefg  x\nabcdef   \n' > f
unexpand -a f | tr '\t ' 'T.'; echo --; unexpand -t 4 f | tr '\t ' 'T.'; echo --; unexpand -t 2 f | tr '\t ' 'T.'

#### unexpand -a: a single space just before a stop
printf 'abcdefg x\nabcdefg  x\nabcdefg         x\nabcdefg \tx\nabcdefg \nabcdefg\t x\nabc d\n' > f
unexpand -a f | tr '\t ' 'T.'; echo --; unexpand -t 4 f | tr '\t ' 'T.'

#### unexpand -a: spaces before a tab, tabs alone, blanks after a tab
printf 'ab \tc\n \t\tx\na\t\tb\nab  \t  \tc\n\t \t x \t\nx\t  y\n' > f
unexpand -a f | tr '\t ' 'T.'; echo --; unexpand -t 3 f | tr '\t ' 'T.'

#### unexpand: backspace lines, no final newline, empty lines, lists of stops
printf 'ab\b      x\n\n   \b    y\n        z' > f
unexpand -a f | tr '\t \b' 'T.B'; echo '|'; printf 'a   b   c\n      d\n  x\n' > g
unexpand -t 2,6 g | tr '\t ' 'T.'; echo --; unexpand -t 1 g | tr '\t ' 'T.'; echo --; unexpand -a -t 1,2,5 g | tr '\t ' 'T.'

#### unexpand leaves lines with single spaces as they are
printf 'alpha 12345 beta\n\tx y\na\tb\tc\n' > f
unexpand f | tr '\t ' 'T.'; unexpand -a f | tr '\t ' 'T.'; unexpand -t 4 f | tr '\t ' 'T.'

#### unexpand over many blocks
printf 'alpha   %-8sbeta    \tgamma   x\n' {1..20000} > big
unexpand -a big | wc; unexpand -a big | head -2 | tr '\t ' 'T.'; unexpand -t 4 big | wc; unexpand big | wc -c

#### fold -w read like GNU: plus sign, leading blanks, out-of-range widths
printf 'abcdefgh\n' > f
fold -w +5 f; fold -w ' 3' f | head -1; fold -w 18446744073709551606 f
fold -w 18446744073709551607 f; echo "rc=$?"; fold -w 99999999999999999999999 f; echo "rc=$?"
fold -w 0 f; echo "rc=$?"; fold -w 5x f; echo "rc=$?"; fold -w -5 f; echo "rc=$?"

#### expand and unexpand: a tab stop too large for the tab list parser
printf 'a\tb\n' > f
expand -t 99999999999999999999999 f; echo "rc=$?"; unexpand -t 2,18446744073709551616 f; echo "rc=$?"
expand -t 99999999999999999999999,x f; echo "rc=$?"; expand -t 2/4,x f; echo "rc=$?"; unexpand -t +0099999999999999999999999x f; echo "rc=$?"
