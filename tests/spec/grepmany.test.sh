# grep (GNU grep 3.8): many patterns (-f lists, -F strings with -x/-w/-i/-o) and context
# lines (-A/-B/-C with -n, -v, -m, -c, several files, group separators).

#### -F -x of a word list: whole lines, duplicates, -c -n -v -m
printf 'alpha\nbeta\nbeta\ngamma\n' > p
printf 'alpha\nalphabet\nbeta x\nbeta\ngamma\n\nGAMMA\nzeta\n' > f
grep -Fxf p f; echo "rc=$?"
grep -Fxcf p f; grep -Fxnf p f; grep -Fxvf p f; grep -Fxvcf p f
grep -Fx -m2 -f p f; grep -Fxvn -m2 -f p f
grep -Fxf p f f; grep -Fxhcf p f - < f

#### -F -x -i and -x with an empty pattern (empty lines)
printf 'Alpha\nbeta\n\n' > p
printf 'alpha\nALPHA\nbeta\nBETA x\n\nx\n' > f
grep -Fxif p f; grep -Fxinf p f; grep -Fxicf p f; grep -Fxivf p f
grep -Fxnf p f; grep -Fxo -f p f; grep -Fxio -f p f

#### -x lists of plain words in BRE and ERE are fixed strings; with a regex they are not
printf 'ab\ncd\n' > p; printf 'a.\nc*\n' > q
printf 'ab\nxab\ncd\nc\nccc\na.\naz\n' > f
grep -xf p f; grep -Exf p f; grep -xcf p f
grep -xf q f; grep -Exf q f; grep -xf p -f q f

#### -F -w of words: only whole words, prefixes of longer words, -o -c -v -n
printf 'foo\nfoobar\nbar\nb_1\n' > p
printf 'foo bar\nfoobarx foo\nxfoo\nfoo_bar\nb_1-x\nfoobar.\nnone here\n_foo\n' > f
grep -Fwf p f; grep -Fwcf p f; grep -Fwnf p f; grep -Fwvf p f; grep -Fwof p f
grep -Fwof p -n f; grep -Fw -m2 -f p f

#### -F -w -i, and non-ASCII words
printf 'Foo\nÉté\nbar\n' > p
printf 'foo\nFOO bar\nété\nÉTÉ x\nxété\nbarré\nBAR\n' > f
grep -Fwif p f; grep -Fwicf p f; grep -Fwiof p f; grep -Fwf p f

#### -F -w of strings with other characters than word ones
printf 'foo-bar\na.b\n-x\nab\n' > p
printf 'foo-bar\nxfoo-bar\nfoo-barx\n(foo-bar)\na.b c\nza.b\nq -x\nq-x\nab\n' > f
grep -Fwf p f; grep -Fwof p f; grep -Fwcf p f

#### -F of many strings: every line holding one, -c -n -v -i
printf 'cat\ndog\nbird\ncow\n' > p
printf 'a cat\nhotdog\nnothing\nBIRD\ncowboy and cat\n\nmoo\n' > f
grep -Ff p f; grep -Fcf p f; grep -Fnf p f; grep -Fvf p f; grep -Fif p f; grep -Ficf p f
grep -Fvcf p f; grep -Fl -f p f; grep -FL -f p f; grep -Fq -f p f; echo "rc=$?"

#### -F -o picks the leftmost-longest of overlapping strings
printf 'ab\nabc\nbc\nb\nc\ncd\n' > p
printf 'abcd\nxbcd\nabab\ncab\n' > f
grep -Fof p f; grep -Fon -f p f; grep -Fob -f p f; grep -Foc -f p f
printf 'AB\nabc\n' > p; printf 'xABCab\n' | grep -Fio -f p

#### -F with an empty string among the others matches every line
printf 'zz\n\nyy\n' > p
printf 'a\nzz\n\nbyy\n' > f
grep -Ff p f; grep -Fcf p f; grep -Fof p f; grep -Fvf p f; echo "rc=$?"
grep -Fxf p f; grep -Fxcf p f; grep -Fwcf p f

#### pattern files: an empty file, a file of one empty line, with -e
printf '' > e; printf '\n' > n; printf 'a\nb\n\nc\n' > f
grep -f e f; echo "rc=$?"; grep -cf e f; echo "rc=$?"; grep -vcf e f; grep -vnf e f
grep -Lf e f; grep -lf e f; echo "rc=$?"; grep -cf e -e b f
grep -cf n f; grep -nxf n f; grep -vcf n f; echo "rc=$?"
grep -f /dev/null -f n -c f; grep -wvf e f

#### more than 32 strings: -F, -x, -w, -o, -i, -v, -c
printf 'w%d\n' {1..60} > p
printf 'w%d x\n' {1..80} > f; printf 'W7\nw60\nw600\nxw3\nw3x w59\n' >> f
grep -Fcf p f; grep -Fxcf p f; grep -Fwcf p f; grep -Fwicf p f; grep -Fvcf p f
grep -Fwof p f | sort | head -5; grep -Fxnf p f; grep -Fwnf p f | tail -4
grep -Fwo -f p f | wc -l; grep -Fo -f p f | tail -3; grep -Fio -f p f | head -3

#### strings nested in each other (a, aa, aaa ...) and sharing prefixes
s=; for i in {1..120}; do s+=a; echo "$s"; done > p
printf 'aaaa\nbaab\n%s\n' "$s$s" > f
grep -Fxcf p f; grep -Fcf p f; grep -Fof p f | wc -lc; grep -Fwc -f p f
printf 'user1\nuser12\nuser123\nuser2\nuse\n' > q
printf 'user1234\nuser21\nuser\nuse\nus\n' > g
grep -Fof q g; grep -Fxf q g; grep -Fwf q g; grep -Fcf q g

#### -i with non-ASCII strings in the list
printf 'É\nstraße\nk\n' > p
printf 'é\nÉ\nSTRASSE\nStraße\nK\nx\n' > f
grep -Fif p f; grep -Fixf p f; grep -Fiof p f; grep -Fxf p f

#### -f of regexes: BRE and ERE lists, anchors, -o -c -n -v -i
printf 'user1[0-9]:\nuser2[0-9]*:5\nuser4.*x$\n' > p
printf 'user12:1:x\nuser2:5:y\nuser25:51:z\nuser4:0:x\nuser4:0:y\nuser13x:1:x\nUSER12:3:x\n' > f
grep -f p f; grep -cf p f; grep -nf p f; grep -vf p f; grep -of p f; grep -if p f
printf 'a+\n(b|c)d\n^x\n' > q; printf 'aa\nbd cd\nx1\n1x\na+\n' > g
grep -Ef q g; grep -Eof q g; grep -f q g; grep -Ecf q g; grep -Exf q g

#### -z with -x lists: records that are whole strings
printf 'a\nb\0c\0a\0' | grep -zxc -F -e a -e c
printf 'a b\0c\0' | grep -zwc -F -e a -e c
printf 'a\nb\0c\0a\0' | grep -zx -F -e a -e c | tr '\0' '@'; echo

#### -P drops repeated patterns before counting them
printf 'ab\nb\n' | grep -P -e 'a' -e 'a'; echo "rc=$?"
printf 'ab\nb\n' | grep -P -e 'a' -e 'b'; echo "rc=$?"

#### context: -A -B -C, overlapping and adjacent groups, separators
printf 'l%d\n' {1..20} > f
grep -A1 -e l3 -e l5 f; echo ==; grep -B2 -e l9 -e l15 f; echo ==
grep -C1 -e 'l1$' -e l4 -e l12 f; echo ==; grep -A1 -B3 'l1[46]' f; echo ==
grep -C2 -e l19 -e l2 f; echo ==; grep -A 5 -e l18 f

#### context with -n, -H, -b and several files
printf 'a\nx\nb\nx\nx\nx\nc\n' > f; printf 'x\nx\nz\n' > g
grep -n -C1 x f; echo ==; grep -nH -A1 -e a -e c f; echo ==
grep -C1 -e b -e z f g; echo ==; grep -n -B1 z g f; echo ==; grep -c -C1 x f g
grep -b -C1 b f; echo ==; grep -hn -A1 a f g

#### -A 0, -C 0: no lines of context, yet groups are separated
printf 'x\na\nb\na\na\nc\na\n' > f
grep -A0 a f; echo ==; grep -C0 -n a f; echo ==; grep -B0 a f; echo ==
grep -A 0 -C 1 a f; echo ==; grep -C1 -A0 -B0 a f; echo ==; grep -0 -c a f

#### --group-separator and --no-group-separator, the last one wins
printf 'a\nx\nx\nx\na\nx\nx\nb\n' > f
grep -A1 --group-separator=XX a f; echo ==; grep -A1 --group-separator= a f; echo ==
grep -A1 --no-group-separator a f; echo ==
grep -A1 --no-group-separator --group-separator='<>' a f; echo ==
grep -A1 --group-separator='<>' --no-group-separator a f; echo ==
grep --group-separator=XX a f; echo ==; grep -C1 --group-sep=YY -e a -e b f; echo ==
grep -A1 --color=always --group-separator=XX -n a f

#### --group-separator needs an argument
printf 'a\nx\nx\na\n' > f
grep --group-separator -A1 a f; echo "rc=$?"
grep -A1 a f --group-separator; echo "rc=$?"

#### -v with context: the matching lines are the context
printf 'a\nb\na\na\na\nc\na\n' > f
grep -v -C1 a f; echo ==; grep -vn -A1 a f; echo ==; grep -vc -C1 a f
grep -v -o -n -A1 b f; echo "rc=$?"

#### -m with context: trailing context after the last line, matching or not
printf 'a\na\nb\na\nc\nd\n' > f
grep -m1 -A2 a f; echo ==; grep -n -m2 -A3 a f; echo ==; grep -m1 -B2 -A1 -n b f; echo ==
grep -m1 -C1 -v a f; echo ==; grep -m2 -A1 -n -v a f; echo ==; grep -m1 -c -A5 a f

#### context with -i, -w, -x and -F lists
printf 'Alpha\nbeta\nALPHA x\ngamma\nalphabet\ndelta\n' > f; printf 'alpha\ndelta\n' > p
grep -i -C1 -n alpha f; echo ==; grep -iw -A1 alpha f; echo ==; grep -Fxf p -B1 f; echo ==
grep -Fwi -f p -C1 -n f; echo ==; grep -Fi -f p -A1 -c f

#### context with -o and --color
printf 'a\nb\nc\nd\ne\na\nb\n' > f
grep -o -A1 '[ae]' f; echo ==; grep -on -B1 '[ce]' f; echo ==
grep --color=always -A1 -n '[ae]' f; echo ==; grep --color=always -v -B1 '[a-d]' f

#### context with -Z and -z
printf 'a\nx\nb\n' > f; printf 'x\na\n' > g
grep -Z -H -n -C1 a f g | tr '\0' '@'; echo ==; grep -Z -H -A1 a f g | tr '\0' '@'; echo ==
printf 'a\0x\0y\0b\0' | grep -z -A1 -n b | tr '\0' '@'; echo
printf 'a\0x\0y\0z\0a\0' | grep -z -A1 a | tr '\0' '@'; echo

#### context in a binary file, then in another file
printf 'a\0b\nx\n' > bin; printf 'x\na\nb\n' > f
grep -A1 a bin f; echo "rc=$?"; grep -c -A1 a bin f; grep -B1 -n a f bin

#### context around lines with invalid UTF-8: not printed, and not adjacent
printf 'ab\nb\377\nb\nc\nab\n' > f
grep -n -C1 a f; echo "rc=$?"; grep -A1 -e ab -e c f; grep -a -n -C1 a f | wc -l

#### context over a large input (groups across blocks of the file)
printf 'line %d\n' {1..40000} > f
grep -n -B2 -A1 -e 'line 1[0-9]999$' f; echo ==
grep -c -A3 'line 3..00$' f; grep -A2 -B2 'line 3..00$' f | wc -l
grep -B5000 -m1 -n 'line 17000$' f | head -2; grep -A6000 -m1 'line 9000$' f | tail -1
grep -B7 -n 'line 3999[0-9]$' f | head -3; grep -v -C1 'line' f; echo "rc=$?"
cat f | grep -A1 -B2 'line 2[0-9]000$' | wc -l; cat f | grep -m3 -A50000 'line 1$' | wc -l

#### -v with context over a large input
printf 'line %d\n' {1..30000} > f
grep -v -n -C1 '[1-9]$' f | tail -4; grep -v -A2 '[0-9]$' f; echo "rc=$?"
grep -vc -A1 '5' f; grep -v -B1 -m5 -n '[0-8]$' f

#### -F -w with the empty string: an empty match between non-word characters, or a shorter one
printf 'Ab  xA\n \na b\n\nab-\n' > f
grep -Fwn -e '' -e ' x' f; grep -Fwc -e '' f; grep -Fwo -e '' -e ' x' -e A f; echo "rc=$?"
grep -Fwn -e '' -e ab f; grep -Fxn -e '' -e ab f

#### context across a line with invalid UTF-8 in a large input, -B larger than a block
printf 'line %d\n' {1..30000} > f; printf 'bad \377 line\n' >> f; printf 'line %d\n' {30001..40000} >> f
grep -n -B2 -A2 -e 'line 30000$' -e 'line 30001$' f; echo "rc=$?"
grep -n -C1 -e 'line 29999$' -e bad f; echo "rc=$?"
grep -c -B20000 'line 39999$' f; grep -B20000 'line 39999$' f | head -2; grep -vn -C1 'line' f
cat f | grep -B40000 -m1 'line 35000$' | wc -l; grep -n -A3 -m1 'line 29999$' f

#### after-context after a suppressed line: GNU prints from the last line output
printf 'a\nx2\nx3\nx4\nb\377\ny6\ny7\n' > f
grep -n -A1 -e a -e b f; echo "rc=$?"; grep -n -A2 -e b f; echo "rc=$?"
printf 'x1\nx2\nb\377\ny4\ny5\nb6\ny7\n' | grep -n -A1 -e b
printf 'a\nb\377\nc\nd\na\n' | grep -n -A3 a; printf 'a\nb\377\nc\nd\na\nq\n' | grep -n -m1 -A3 a
printf 'a\nb\377\nc\nd\na\nq\n' | grep -n -C1 -e b -e d
printf 'a\nx\nb\377\nc\nd\na\nq\n' | grep -n -B1 -A4 -e b
printf 'x\nb\377\nb\377\nc\nd\n' | grep -n -A2 -e b; printf 'x\nb\377\nb\nc\nd\n' | grep -n -A2 -e b
printf 'b\377\nb\nc\n' | grep -n -B1 -A1 b; printf 'b\377\nq\nb\nc\n' | grep -n -B1 -A1 b

#### -f of regexes sharing literal starts: alternations, anchors, groups, quantifiers
printf 'user1[0-9]\nuser1x*y\nuser\\.\n^user2\nus(er|ed)3\na|usb\nuser4$\n\\(x\\)\nus.r5\n' > p
printf 'user12\nuser1y\nuser1xxy\nuser.\nuserX\nuser2 at start\nan user2\nused3\nusb\nxuser4\nuser45\n(x)\nx\nusAr5\n' > f
grep -nf p f; echo ==; grep -cf p f; grep -of p f; echo ==; grep -Ef p f; echo ==
grep -Eof p f; echo ==; grep -Exf p f; echo ==; grep -Ewf p f; echo ==; grep -Eif p f | wc -l
grep -Evnf p f; grep -Eonbf p f | head -3

#### -o of a regex list on a large input with few matching lines
printf 'line %d ab\n' {1..20000} > f; printf 'q w12x w3x w399x\n' >> f
printf 'line %d ab\n' {1..9000} >> f; printf 'w%d[0-9]x\n' {1..40} > p
grep -of p f | head -3; grep -of p f | wc -l; grep -cf p f; grep -Eo -e 'w1[0-9]x' -e 'line 1999[0-9]' f | tail -2
printf 'ab\nabc\nb\n' > q; printf 'xabcx\nzz\n' | grep -o -f q; printf 'xabcx\nzz\n' | grep -oE -e 'ab|abc' -e 'b'
