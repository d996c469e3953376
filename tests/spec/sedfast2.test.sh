# sed fast paths (second set): the slurp loop :a;N;$!ba (and :a;$!{N;ba}), N/H/G appending in
# place, alternations of plain strings run longest-first on the plain engine

#### slurp loop joins all lines
seq 5 | sed ':a;N;$!ba;s/\n/ /g'; seq 1 | sed ':a;N;$!ba;s/\n/ /g'; printf '' | sed ':a;N;$!ba;s/\n/ /g'; echo "rc=$?"

#### slurp loop without trailing newline
printf 'a\nb' | sed ':a;N;$!ba;s/\n/+/g'; echo; printf 'a' | sed ':a;N;$!ba;s/\n/+/g'; echo; printf 'a\n\n\nb\n' | sed ':a;N;$!ba;s/\n/+/g'

#### slurp loop with -n and p flag, block form, -e pieces
seq 5 | sed -n ':a;N;$!ba;s/\n/ /gp'; seq 5 | sed ':a;$!{N;ba};s/\n/,/g'; seq 1 | sed ':a;$!{N;ba};s/\n/,/g'
seq 5 | sed -e :a -e '$!{N;ba' -e '}' -e 's/\n/,/g'; seq 5 | sed -e :a -e 'N;$!ba' -e 's/\n/,/g'

#### slurp loop over several files, -s and -i
printf '1\n2\n' > a; printf '3\n4' > b; sed ':a;N;$!ba;s/\n/,/g' a b; echo; sed -s ':a;N;$!ba;s/\n/,/g' a b; echo
printf '3\n4\n5\n' > b; sed -s ':a;$!{N;ba};s/\n/,/g' a b; printf '' > e; sed ':a;N;$!ba;s/\n/,/g;=' a e b
printf '3\n' > b; sed -i ':a;N;$!ba;s/\n/,/g' a b; cat a b

#### slurp loop with a queued text, hold space, line number, l
seq 5 | sed '1a foo
:a;N;$!ba;s/\n/,/g'; seq 5 | sed '2h;:a;N;$!ba;G;s/\n/,/g'; seq 6 | sed ':a;N;$!ba;=;l'

#### slurp loop with -z, --posix, two labels, other loop shapes
printf 'x\0y\0z\0' | sed -z ':a;N;$!ba;s/\x00/,/g' | tr '\0' '|'; echo; seq 5 | sed --posix ':a;N;$!ba;s/\n/ /g'
seq 3 | sed ':x;:y;N;$!by;s/\n/-/g'; seq 4 | sed ':a;N;3!ba;s/\n/-/g'; seq 4 | sed 'N;:a;N;$!ba;s/\n/-/g'; seq 4 | sed '$!N;:a;N;$!ba;s/\n/-/g'

#### slurp loop on invalid UTF-8 and long input
printf 'a\377\nb\376\n' | sed ':a;N;$!ba;s/\n/|/g'; seq 20000 | sed ':a;N;$!ba;s/\n/+/g' | wc -c

#### hold space accumulation
seq 5 | sed -n 'H;${x;s/\n/,/g;p}'; seq 5 | sed -n '1h;1!H;${g;s/\n/,/g;p}'; seq 5 | sed '1!G;h;$!d'; printf 'a\nb' | sed 'H;$!d;x'; echo
seq 3 | sed 'G;G'; printf 'a\nb' | sed 'G'; echo; seq 3000 | sed -n 'H;${x;s/\n/+/g;p}' | wc -c

#### hold space accumulation in the general loop
seq 6 | sed -n 'H;/3/{x;s/\n/,/g;p;s/.*//;x};${x;p}'; seq 4 | sed -n 'H;x;p;x;t;b'

#### alternation of strings longest first
echo 'abcd ab a abc' | sed 's/a\|ab\|abc/<&>/g'; echo 'abcd ab a abc' | sed -E 's/(a|ab|abc)/<\1>/g'
echo 'xay xaby xy' | sed -E 's/x(a|ab)y/[\1]/g'; echo 'xay xaby xy' | sed -E 's/x(a|)y/[\1]/g'
echo 'in int integer' | sed -E 's/(in|int|integer)/<&>/g'; echo 'in int integer' | sed -E 's/\b(in|int|integer)\b/<&>/g'

#### alternation of strings with escapes, flags, addresses
echo 'foo bar foobar' | sed -E 's/(foo|foobar|bar)/<\1>/2'; echo 'foo bar foobar' | sed -nE '/(zz|bar)/p'
echo 'a|b ab' | sed 's/a|b/X/g'; echo 'a|b ab' | sed -E 's/a\|b/X/g'; echo 'Alpha beta' | sed -E 's/(alpha|beta)/X/gI'
echo 'a.b a+b' | sed -E 's/(a\.b|a\+b|a)/[&]/g'; echo 'a(b a(b' | sed -E 's/(x|a)\(b/[&]/g'
printf 'one\ntwo\nthree\n' | sed -E 's/^(one|two)$/#\1/'; printf 'ab\nabc\n' | sed -E 's/(ab|abc|)/<\1>/g'
echo 'hello world' | sed 's/\(hello\|hell\|he\) w/[\1]/'; printf 'ab\377c\n' | sed -E 's/(b|ab)\xff/X/'

#### window N;P;D
seq 10 | sed '$!N;P;D'; seq 10 | sed '$!N;$!D'; seq 1 | sed '$!N;$!D'; printf '' | sed '$!N;P;D'; printf 'a\nb' | sed '$!N;P;D'; echo; printf 'a' | sed '$!N;$!D'

#### window uniq and tests
printf 'a\na\nb\nb\nb\nc\na\n' | sed '$!N; /^\(.*\)\n\1$/!P; D'; printf 'a\na\nb\nb\nb\nc\nc' | sed '$!N; /^\(.*\)\n\1$/!P; D'; echo
seq 20 | sed -n '$!N;/5\n/p;D'; seq 20 | sed '$!N;/5\n/=;D' | tr '\n' ' '; seq 20 | sed -n '$!N;=;D' | tr '\n' ' '

#### window with ranges, i, big inputs
seq 20 | sed '$!N;3,5{P;p};D' | tr '\n' ' '; seq 8 | sed '$!N;/1/i\
hi
P;D'; seq 30000 | sed '$!N;P;D' | wc -l; seq 30000 | sed '$!N;$!D'; seq 30000 | sed '$!N;/99\n/!P;D' | grep -c .

#### window over files, -s, -z, N without $!
printf '1\n2\n' > a; printf '3\n4\n5' > b; sed '$!N;P;D' a b; echo; sed -s '$!N;$!D' a b; sed -s '$!N;P;D' a b; echo
seq 10 | sed 'N;P;D'; seq 10 | sed -z '$!N;P;D' | tr '\0' '|'; echo; seq 100001 > f; sed -n '$!N;$!D;p' f; seq 70000 | sed -s '$!N;$!D' - f

#### stride n and N
seq 10 | sed 'h;n;G;p' | tr '\n' ' '; seq 11 | sed 'h;n;G;p' | tr '\n' ' '; seq 11 | sed -n 'p;n' | tr '\n' ' '; seq 11 | sed -n 'n;p' | tr '\n' ' '
seq 11 | sed 'n;d' | tr '\n' ' '; seq 11 | sed '$!N;s/\n/ /'; seq 11 | sed 'N;N;s/\n/ /g'; seq 11 | sed 'N;N;s/\n/+/g;='; seq 11 | sed '=;n;=' | tr '\n' ' '

#### stride with q, Q, d, a and ranges
seq 30000 | sed 'N;s/\n/ /;5000q' | tail -2; seq 30000 | sed -n 'N;s/\n/ /;5000{p;q}'; seq 30000 | sed 'n;3,6d' | head -5
seq 30000 | sed '$!N;s/\n/ /;/^9 /Q' | tail -2; seq 8 | sed 'n;a X'; seq 6 | sed '1a X
n;n'

#### stride ends, files, -i
seq 30000 | sed -n '$!N;$p'; seq 30001 | sed -n 'N;$p'; seq 30000 | sed 'x;n;x' | tail -3; printf 'a\nb\nc\nd\ne' | sed 'n;d'; echo
printf 'a\nb\nc\nd\ne' | sed '$!N;s/\n/-/'; echo; printf 'a\nb\nc\nd' | sed 'N;s/\n/-/'; echo
printf '1\n2\n3\n' > a; printf '4\n5\n6\n' > b; sed -s 'N;s/\n/-/' a b; sed 'N;s/\n/-/' a b; sed -i 'n;d' a b; cat a b

#### newline as a fixed string
printf 'a\nb\nc\n' | sed 'N;s/\n/ /;s/a\nb/X/'; printf 'a\nb\nc\nd\n' | sed 'N;/a\nb/d'; printf 'a\nb\nc\nd\n' | sed 'N;/a\nb/!d'
printf 'a\nb\nc\nd\n' | sed -n 'N;s/\n/&&/2p;s/\n/[&]/gp'; printf 'a\nb\nc\nd\n' | sed 'N;s/\n/\\n/'; printf 'a\nb\n' | sed 'N;s/\n/\n\n/'

#### cut from a string to the end
printf 'a:b:c\n:x\nnone\n\n' | sed 's/:.*//'; printf 'a:b:c\n:x\nnone\n\n' | sed 's/:.*/[&]/g'; printf 'a:b:c\n:x\nnone\n\n' | sed -n 's/:.*/[&]/p'
printf 'a:b\n' | sed 's/:.*$//'; printf 'xy\n' | sed 's/y.*/&\n&/'; printf 'x y\n' | sed 's/ .*/\\&/'; printf 'Ab:c\n' | sed 's/B.*//I'

#### cut from the start to the last string
printf 'a:b:c\n:x\nnone\n\n' | sed 's/.*://'; printf 'a:b:c\n:x\nnone\n\n' | sed 's/.*:/<&>/g'; printf 'a:b:c\n:x\nnone\n\n' | sed 's/^.*:/<&>/'
printf 'a::b::c\n' | sed 's/.*::/X/'; printf 'aaa\n' | sed 's/.*aa/X&/'; printf 'k=v=w\n' | sed 's/=.*/ = &/;s/.*=/[&]/'

#### cut from the start to the first character
printf 'a:b:c\n:x\nnone\n\n' | sed 's/[^:]*://'; printf 'a:b:c\n:x\nnone\n\n' | sed 's/^[^:]*:/[&]/g'
printf 'a:b:c\n:x\nnone\n\n' | sed 's/[^:]*:/[&]/g'; printf 'a:b:c\n:x\nnone\n\n' | sed 's/[^:]*:/[&]/2'

#### strip blanks at either end
printf '  a b  \n\t x\t\n\nxx\n   \n' | sed 's/^[ \t]*//' | tr ' \t' '_T'; printf '  a b  \n\t x\t\n\nxx\n   \n' | sed 's/[ \t]*$//' | tr ' \t' '_T'
printf '  a b  \n\t x\t\n\nxx\n   \n' | sed 's/^[ \t]*//;s/[ \t]*$//' | tr ' \t' '_T'; printf '  a b  \n\t x\t\n\nxx\n   ' | sed -n 's/^ \+/[&]/p'
printf '  a b  \n\t x\t\n\nxx\n   \n' | sed -n 's/ \+$/[&]/gp'; printf '  a b  \n\t x\t\n\nxx\n   \n' | sed 's/ *$/|/g' | tr '\t' T
printf '  a b  \n\t x\t\n\nxx\n   \n' | sed 's/^ */|/g' | tr '\t' T; printf '  a b  \n\t x\t\n' | sed -E 's/[[:space:]]+$//' | tr ' \t' '_T'

#### cut shapes over N, M flag and invalid bytes
printf 'a b\nc d\n' | sed 'N;s/ .*//'; printf 'a b\nc d\n' | sed 'N;s/.* //'; printf 'a b\nc d\n' | sed 'N;s/[^ ]* //'; printf 'a b\nc d\n' | sed 'N;s/[ a]*$//'
printf 'a\nb:c\n' | sed 'N;s/^[^:]*//M'; printf '  \377 x \n' | sed 's/^[ \t]*//;s/ *$/|/'

#### l in the batch loop
printf 'abc\n\tx\\y\n\n\303\251\377\n' | sed -n l; printf 'abcdefghijklmnopqrstuvwxyz0123456789\n' | sed -n 'l 10;l 9'
printf 'abcdefghi\n' | sed -n 'l 10'; printf 'abcdefghij\n' | sed -n 'l 10;l 1;l 2;l 0'; printf 'abcdefghij\n' | sed -l 4 -n 'l'

#### l with -l, no newline, -z, N
printf 'abcdefghij\n' | sed -l 1 -n 'l'; printf 'abcdefghij\n' | sed -l 0 'l'; printf 'a\tb\\cdefghij\n' | sed -n 'l 5'; printf 'x\ny' | sed 'l'; echo
printf 'x\0y\0' | sed -z 'l' | tr '\0' '|'; echo; seq 100 | tr -d '\n' | sed -n 'l;l 30'; printf 'a\nb\nc\n' | sed 'N;N;l'

#### only y commands, empty scripts
printf 'abc\n' | sed 'y/abc/xyz/'; printf 'abc\nbcd' | sed 'y/abc/xyz/'; echo; printf 'abc\nbcd\n' | sed -n 'y/abc/xyz/'; printf 'abc\nbcd\n' | sed ''
printf 'abc\nbcd' | sed ''; echo; printf 'abc\nbcd' | sed -n ''; printf '' | sed 'y/a/b/'; printf 'abc\nbcd\n' | sed 'y/abc/xyz/;y/x/Q/'; seq 20000 | sed 'y/123/abc/' | tail -2

#### wc -L over plain ASCII and tabs
printf 'ab\tc\nabcdefgh\tx\n\tq' | wc -L; printf 'ab\tc\nabcdefgh\tx\n\tq' | wc -lwcL; printf '' | wc -L; printf 'abc' | wc -L; printf 'a\nbb\nccc\n' | wc -L
printf 'a\r\nbbbb\n' | wc -L; printf '\303\251\tx\n' | wc -L; seq 100000 | wc -L; printf 'a b\tc\n' > f; wc -L f f

#### wc -L across read blocks
head -c 3000000 /dev/zero | tr '\0' 'a' | wc -L; (head -c 1048570 /dev/zero | tr '\0' 'a'; printf '\tbc\nx\n') | wc -L
(head -c 1048570 /dev/zero | tr '\0' 'a'; printf '\tbcdefghijkl\tm\nx\n') | wc -Lw; (head -c 1048575 /dev/zero | tr '\0' 'a'; printf '\303\251\tb\n') | wc -Lmw

#### case conversion shapes
echo 'hello world' | sed 's/.*/\U&/'; echo 'Hello World' | sed 's/.*/\L&/'; echo 'hello world' | sed 's/\b\(.\)/\u\1/g'; echo 'HELLO WORLD' | sed 's/\w\+/\l&/g'
echo 'hello world' | sed -E 's/(\w+) (\w+)/\u\2 \U\1/'; echo 'hello world' | sed -E 's/(\w+) (\w+)/\U\2\E \1/'; echo 'hello world' | sed -E 's/(x*)(\w+)/\u\1\2/g'
echo 'hello world' | sed -E 's/(x*)(\w+)/\u\1-\2/g'; echo 'hello world' | sed -E 's/(x*)(\w+)/\Uab\1\2/g'; echo 'hello world' | sed -E 's/(x*)(\w+)/\Lab\1\2 CD/g'
echo 'hello world' | sed -E 's/(x*)(\w+)/\u/g'; echo 'abc' | sed 's/b/\U\n/'; echo 'abc' | sed 's/b/\u\n&/'

#### case conversion of non-ASCII letters, one by one
echo 'ÉCOLE straße ΣΑΣ İx ǅ' | sed 's/.*/\L&/;p;s/.*/\U&/'; echo 'ÉCOLE straße ΣΑΣ İx ǅ' | sed -E 's/(\S+) (\S+)/\l\1 \u\2/'
echo 'ÉCOLE straße ΣΑΣ İx ǅ ﬁx' | sed -E 's/\S+/\u&/g'; echo 'ÉCOLE straße ΣΑΣ İx ǅ ﬁx' | sed -E 's/(\S+) (\S+)/\U\1\E \L\2/g'
echo 'ÉCOLE straße ΣΑΣ İx ǅ ﬁx' | sed -E 's/(\S+) (\S+)/\L\1\E \U\2\E/g'; echo 'ÉCOLE straße ΣΑΣ İx ǅ ﬁx' | sed -E 's/(\S+) (\S+)/\L\u\1/g'

#### the whole pattern space
printf 'ab\n\ncd e\n' | sed 's/.*/[&]/'; printf 'ab\n\ncd e\n' | sed 's/.*/[&]/g'; printf 'ab\n\ncd e\n' | sed 's/^.*$/[&&]/g'; printf 'ab\n\ncd e\n' | sed -n 's/.*/\U&/p'
printf 'ab\n\ncd e\n' | sed -n 's/.*/\u&/gp'; printf 'ab\n\ncd e\n' | sed 's/.*/x\L&y/'; printf 'ab\n\ncd e\n' | sed 's/.*/\Ux&\Ey/'; printf 'ab\n\ncd e\n' | sed 's/.*//'
printf 'ab\n\ncd e\n' | sed 's/.*/-/2'; printf 'ab\ncd\n' | sed 'N;s/.*/<&>/'; printf 'ab\ncd\n' | sed 'N;s/.*/<&>/M'; printf 'ab\ncd\n' | sed 's/.*/\n&/'

#### w command and s///w in the batch loop
seq 10 | sed -n '/[27]/w out'; cat out; seq 10 | sed '/[27]/w out' > /dev/null; cat out; seq 10 | sed -n '/[27]/w /dev/stdout
p' | tr '\n' ' '; seq 10 | sed 's/1/X/w out'; cat out; seq 10 | sed -n 's/1/X/gpw out'; cat out

#### w at the end of the input, several files, stderr
seq 10 | sed -n 's/^/>/w /dev/stdout'; printf '1\n2\n3' | sed -n 'w out'; cat out; echo; printf '1\n2\n3' | sed 's/3/Z/w out'; cat out; echo
seq 10 | sed -n '3w o1
5w o2
$w o1'; cat o1 o2; seq 10 | sed -n '/5/w /dev/stderr'; seq 30000 | sed -n '/5$/w big.out'; wc -l big.out; seq 30000 | sed -n '$!N;/5\n/w w.out
D'; wc -l w.out

#### c command in the batch loop
seq 10 | sed '/[27]/c\
changed' | tr '\n' ' '; seq 10 | sed '/[27]/!c\
changed' | tr '\n' ' '; seq 10 | sed '2,4c\
changed' | tr '\n' ' '; seq 10 | sed '2,4!c\
changed' | tr '\n' ' '; seq 10 | sed '3{c\
X
}' | tr '\n' ' '; seq 10 | sed '/2/,/4/{c\
X
}' | tr '\n' ' '

#### c with an empty text, no newline, queues, reads
seq 5 | sed 'c\'; seq 5 | sed '$!c X'; printf '1\n2\n3' | sed '3c\
end'; printf '1\n2\n3' | sed '2c\
mid'; echo; seq 6 | sed 'a A
3c C'; seq 6 | sed 'n;c C'; seq 6 | sed '$!N;c C'; seq 6 | sed '2q;c C'; seq 6 | sed -z 'c C' | tr '\0' '|'; seq 30000 | sed '/5$/c\
five' | tail -3

#### w /dev/stdout with -i
printf 'one\ntwo\nthree\n' > in; sed -i '2w /dev/stdout' in; cat in; sed -i -n 's/o/0/w /dev/stdout' in; cat in; echo end

#### line-number scripts visit only their lines
seq 100 | sed -n '45,50p'; seq 100 | sed -n '51q;45,50p' | tr '\n' ' '; seq 100 | sed -n '45,50{p;50q}' | tr '\n' ' '; seq 100 | sed '45,50d' | wc -l; seq 100 | sed '45,40d' | wc -l
seq 100 | sed -n '$p'; seq 100 | sed '$d' | tail -2; seq 100 | sed -n '2~3p' | tr '\n' ' '; seq 20 | sed '0~4G' | tr '\n' ' '; seq 20 | sed '1~3d' | tr '\n' ' '

#### line-number scripts with q, blocks, hold, queues
seq 100 | sed '5~0d' | wc -l; seq 100 | sed -n '0~0p' | wc -l; seq 100 | sed -n '100,200{=;p}'; seq 100 | sed -n '97,${=;p}' | tr '\n' ' '; seq 100 | sed '90,$s/0/Z/' | tail -12 | tr '\n' ' '
seq 100 | sed '50q' | tail -1; seq 100 | sed '50{h;d};$G' | tail -2; seq 100 | sed '3a foo' | head -5; seq 100 | sed '3i\
foo' | head -5 | tr '\n' ' '; seq 100 | sed '3c\
foo' | head -5 | tr '\n' ' '

#### line-number scripts at the end of input and over files
printf '1\n2\n3' | sed '$s/$/!/'; printf '1\n2\n3' | sed -n '$p'; printf '1\n2\n3' | sed '2d'; echo
printf '1\n2\n3\n' > a; printf '4\n5\n6' > b; sed -n '$p' a b; sed -s -n '$p' a b; sed -s '1d' a b; sed '2,4d' a b; sed -s '2,4d' a b; echo

#### line-number scripts across batches
seq 30000 | sed -n '$p'; seq 30000 | sed -n '8190,8195p' | tr '\n' ' '; seq 30000 | sed '8190,8195d' | wc -l; seq 30000 | sed -n '3~8192p' | tr '\n' ' '; seq 30000 | sed '20000q' | tail -1
seq 30000 | sed -n '20000{p;q}'; seq 30000 | sed '20000Q' | tail -1; seq 30000 | sed '0~7d' | wc -l; seq 30000 | sed -n '1,5000!p' | wc -l

#### line-number scripts in place
printf '1\n2\n3\n' > a; printf '4\n5\n6\n' > b; sed -i '$d' a b; cat a b; printf '1\n2\n3\n' > a; sed -i.bak '2~2s/$/x/' a; cat a a.bak
seq 20 | sed -n '5,8{/6/d;p}'; seq 20 | sed '5{/5/!d}' | head -6 | tr '\n' ' '; seq 5 | sed -z '2p' | tr '\0' '|'

#### lone d with a line address, negated
seq 100 | sed '5,$d'; seq 100 | sed '5,$!d' | wc -l; seq 100 | sed '3~7!d' | tr '\n' ' '; seq 100 | sed '3~7d' | wc -l; seq 100 | sed '50!d'; seq 100 | sed '50,60!d' | tr '\n' ' '
seq 100 | sed '60,50!d'; seq 100 | sed -n '$!d'; printf '1\n2\n3' | sed '$!d'; echo; printf '1\n2\n3' | sed '1d'; echo; printf '1\n2\n3' | sed '3d'
printf '1\n2\n3\n' > a; printf '4\n5\n6' > b; sed '$!d' a b; echo; sed -s '$!d' a b; echo; sed -s '2!d' a b; sed '2,5!d' a b
seq 30000 | sed '$!d'; seq 30000 | sed '5,$d'; seq 30000 | sed '8000,$!d' | wc -l; seq 30000 | sed '3~5!d' | tail -2

#### q ends a last line that lacks its newline
printf 'a' | sed q | tr '\n' N; printf 'a\nb' | sed -n 'p;q' | tr '\n' N; printf 'a\nb' | sed '2q' | tr '\n' N; printf 'a\nb' | sed -n '2{p;q}' | tr '\n' N; printf 'a\nb' | sed -n 'q' | tr '\n' N; echo
printf 'a\nb' | sed '$!d;q' | tr '\n' N; printf 'a\nb' | sed 'a foo
q' | tr '\n' N; printf 'a\nb' | sed 'Q' | tr '\n' N; printf 'a\nb' | sed 'N;q' | tr '\n' N; printf 'a' | sed -n 'p;Q' | tr '\n' N; echo
printf 'a' | sed -z 'q' | tr '\0' Z; printf 'a' | sed 'q' - /dev/null | tr '\n' N; printf 'a' > f1; printf 'b\n' > f2; sed -s '1q' f1 f2 | tr '\n' N; sed -i 'q' f1; tr '\n' N < f1; echo
printf 'a' | sed '$q5' | tr '\n' N; echo " $?"; printf 'a' | sed -n '$q5' | tr '\n' N; printf 'a' | sed 'q;p' | tr '\n' N; printf 'a' | sed '1!q' | tr '\n' N; printf 'a' | sed '1i\
x
q' | tr '\n' N; printf 'a' | sed -n '/a/q5; p' | tr '\n' N

#### one s///g over the joined records
printf 'a1b22\n333\n\nx\n' | sed 's/[0-9]\+/N/g'; printf 'a1b22\n333\n\nx' | sed 's/[0-9]\+/N/g'; echo; printf 'a1b22\n333\n\nx\n' | sed 's/[0-9]\+/<&>/g'
printf 'hello world\nfoo bar\n' | sed 's/\b\(.\)/\u\1/g'; printf 'hello world\nfoo bar\n' | sed 's/\b\([a-z]\)/\u\1/g'; printf 'hello world\nfoo bar\n' | sed 's/\<[a-z]/\u&/g'

#### one s///g with word boundaries, backrefs, classes
printf 'hello world\nfoo bar\n' | sed 's/[a-z]\>/X/g'; printf 'hello world\nfoo bar\n' | sed 's/o\B/0/g'; printf 'hello world\nfoo bar\n' | sed 's/\Bo/0/g'
printf 'hello world\nfoo bar\n' | sed -E 's/(o)(\w)/\2\1/g'; printf 'hello world\nfoo bar\n' | sed -E 's/(\w)\1/[&]/g'; printf 'hello world\nfoo bar\n' | sed -E 's/\S+/<&>/g'
printf 'a b\tc\n' | sed -E 's/\s/_/g'; printf 'a,b\nc,d\n' | sed 's/,/\t/g'; printf 'a,b\nc,d\n' | sed 's/,/\n/g'; printf 'a\nb\n' | sed 'N;s/\n/,/g'

#### one s///g that must stay per record
printf 'a b\nc d\n' | sed 's/[^ ]/X/g'; printf 'a b\nc d\n' | sed 's/x*/-/g'; printf 'a b\nc d\n' | sed 's/$/!/g'; printf 'a b\nc d\n' | sed 's/^./X/g'
printf 'ab\nab\n' | sed 's/ab/ba/g'; printf 'ab\nab\n' | sed 's/AB/ba/gI'; printf 'ab\nab\n' | sed 's/a\|ab/X/g'; printf 'ab\nab\n' | sed -E 's/(a|ab)(c|bcd)?/[\1]/g'
printf 'xy\n' | sed 's/[[:upper:]]*/-/g'; printf '\303\2511\n' | sed 's/[[:alpha:]]/A/g'; printf 'a.b\n' | sed 's/\./\n/g'; seq 30000 | sed 's/[13]/X/g' | tail -3

#### one s///g with -z
printf 'aXb\0cXd\0' | sed -z 's/[A-Z]/_/g' | tr '\0' '|'; printf 'a b\0c d\0' | sed -z 's/\S\+/<&>/g' | tr '\0' '|'; printf 'a\nb\0c\0' | sed -z 's/[a-z]\n/X/g' | tr '\0' '|'
printf 'a\nb\0c\0' | sed -z 's/\s/_/g' | tr '\0' '|'; printf 'a1\0b2\0' | sed -z 's/\w\b/<&>/g' | tr '\0' '|'

#### seq with decimals
seq 0.5 0.25 3 | tr '\n' ' '; seq -2.5 0.5 1 | tr '\n' ' '; seq 1.0 3 | tr '\n' ' '; seq 1 0.1 2 | tr '\n' ' '; seq 3 -0.7 -3 | tr '\n' ' '; echo
seq -0.5 0.5 0.5 | tr '\n' ' '; seq -0.0 0.5 1 | tr '\n' ' '; seq 0.1 0.1 0.3 | tr '\n' ' '; seq 1e-1 1e-1 5e-1 | tr '\n' ' '; seq 0.05 0.1 1 | tr '\n' ' '; echo

#### seq with decimals, separators, ends
seq 1 0.001 1.0049 | tail -2; seq -s, 0.5 0.5 3; seq -s '{x}' 0.5 0.5 3; seq -s '%' 0.5 0.5 3; seq -w 0.5 0.5 10 | tr '\n' ' '; seq 0.5 0.5 0; seq 0.5 0.5 0.5
seq 5.5 -1.5 -5 | tr '\n' ' '; seq 0.5 0.25 100000 | tail -2; seq 1 .5 3 | tr '\n' ' '; seq 0.10 0.1 0.5 | tr '\n' ' '; seq 1.5 1e0 4 | tr '\n' ' '; seq -1.5 1 inf | head -3

#### the Nth match of a regex and those after
printf 'banana\nxyz\na\naa\naaa\n' | sed 's/a/#/2g'; printf 'banana\nxyz\na\naa\naaa\n' | sed 's/[aeiou]/#/2'; printf 'banana\nxyz\na\naa\naaa\n' | sed -n 's/[an]/<&>/3gp'
printf 'banana\nxyz\na\naa\naaa\n' | sed 's/a*/X/2g'; printf 'banana\nxyz\na\naa\naaa\n' | sed 's/\ba/X/2g'; printf 'banana\nxyz\na\naa\naaa\n' | sed -E 's/(a)(n)/\2\1/2'
printf 'banana\nxyz\na\naa\naaa\n' | sed -E 's/(an|a)/[\1]/2g'; printf 'abab abab\n' | sed -E 's/(ab)\1/X/2'; printf 'a1b2c3d4\n' | sed 's/[0-9]/N/3;s/[0-9]/N/5;s/[0-9]/N/2g'
printf 'a.b.c\n' | sed 's/\./!/2g'; printf 'aXbxc\n' | sed 's/x/_/2gI'

#### b to the end in the batch loop
seq 10 | sed -e '/[37]/b' -e 's/$/!/' | tr '\n' ' '; seq 10 | sed -n -e '/[37]/b' -e 'p' | tr '\n' ' '; seq 10 | sed '/[37]/!b;s/$/!/' | tr '\n' ' '; seq 6 | sed '5b;a X' | tr '\n' ' '
seq 10 | sed '1~3{s/$/+/;b};s/$/-/' | tr '\n' ' '; seq 5 | sed 'b;p' | tr '\n' ' '; seq 10 | sed '$!N;/5/b;s/\n/,/' | tr '\n' ' '; seq 10 | sed 'n;/4/b;s/$/?/' | tr '\n' ' '
seq 10 | sed '/4/b;n;s/$/?/' | tr '\n' ' '; seq 10 | sed '$!N;/4\n/b;P;D' | tr '\n' ' '; seq 10 | sed -e '3,5b' -e 'd' | tr '\n' ' '; seq 6 | sed ':a;/5/b;s/$/x/' | tr '\n' ' '
seq 6 | sed '/5/b end;s/$/x/;:end' | tr '\n' ' '; printf '1\n2\n3' | sed '3b;s/$/x/'; echo; seq 30000 | sed -e '/[37]$/b' -e 's/$/!/' | tail -2; seq 10 | sed '2q;/1/b'

#### empty regex known from the address before it
printf 'alpha beta\ngamma\nalpha alpha\n' > f; sed '/alpha/{s//ALPHA/;s/beta/BETA/}' f; sed '/alpha/s//X/g' f; sed -n '/alpha/{//p}' f; sed '/alpha/!s//X/' f
sed 's/beta/B/;s//Q/' f; sed '/gamma/d;s//Q/' f; sed 's//Q/' f; echo "rc=$?"; sed '/a/{/beta/s//B/;s//C/}' f; sed '/a/{/beta/d};s//C/' f

#### empty regex after ranges, branches, flags
printf 'alpha beta\ngamma\nalpha alpha\n' > f; sed '/beta/,/gamma/s//X/' f; sed '/beta/b;s//X/' f; sed -E '/(al)pha/s//[\1]/' f; sed '/ALPHA/Is//x/' f; sed '/alpha/s//x/I' f; echo "rc=$?"
sed '2s/m/M/;s//N/' f; sed 's/a/A/;/l/s//Z/' f; sed '/l/{x;s//Z/;x}' f; printf 'ab\nab\n' | sed -n '$!N;/a\nb/{s//X/p}'; printf 'foo\nbar\n' | sed '/foo/{:a;s//x/;ta}'
printf 'foo\nbar\n' | sed -e '/o/{' -e 's//0/g' -e '}' -e 's//O/'; seq 30000 | sed '/5$/s//five/' | tail -6 | tr '\n' ' '

#### regex,+N ranges in the batch loop
seq 20 | sed -n '/[27]/,+2p' | tr '\n' ' '; seq 20 | sed '/[27]/,+2d' | tr '\n' ' '; seq 20 | sed '/1/,+3d' | tr '\n' ' '; seq 20 | sed '/1/,+0d' | tr '\n' ' '; echo
seq 20 | sed '/5/,+30s/$/!/' | tr '\n' ' '; seq 20 | sed '/5/,+2!d' | tr '\n' ' '; seq 20 | sed -n '/5/,+2{=;p}' | tr '\n' ' '; printf '1\n2\n3\n4' | sed '/3/,+3s/$/!/'; echo
printf 'a\nb\n' > f1; printf 'c\nd\n' > f2; printf 'a\nx\ny\n' | sed -n '/a/,+1p' - f1 f2; sed -s -n '/a/,+2p' f1 f2; seq 30000 | sed -n '/99$/,+1p' | tail -4 | tr '\n' ' '
seq 8200 | sed -n '/^8190$/,+5p' | tr '\n' ' '; seq 10 | sed '/3/,+2c\
X'

#### scripts that keep or drop records by a regex
printf 'ab\ncd\n\nabc\n' > f; sed '/b/d' f; sed '/b/!d' f; sed -n '/b/p' f; sed -n '/b/!p' f; printf 'ab\ncd\n\nabc' | sed '/b/!d'; echo; printf 'ab\ncd\n\nabc' | sed -n '/c$/p'; echo
sed '/^$/d' f; sed '/^a/!d' f; sed -n '/[bd]$/p' f; sed -n '/B/Ip' f; sed -n '/x\|c/p' f; printf '' | sed '/b/d'; printf 'a\0b\0' | sed -z '/a/d' | tr '\0' '|'; echo
seq 30000 | sed '/5/d' | tail -2; seq 30000 | sed -n '/5/p' | tail -2; printf 'a\nb\n' > f1; printf 'c\nb' > f2; sed '/a/d' f1 f2; echo; sed -s '/c/!d' f1 f2; echo; cp f1 f3; sed -i '/a/d' f3; cat f3
