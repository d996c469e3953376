# sed: differences from GNU sed 4.9 found by differential testing (C locale, addresses, commands, errors)

#### sed C locale dot
printf 'héllo\n' | LC_ALL=C sed 's/./X/g'

#### sed C locale dot count
printf 'é\n' | LC_ALL=C sed -n '/^..$/p'

#### sed UTF8 dot
printf 'héllo\n' | sed 's/./X/g'

#### sed C y bytes
printf 'abc\n' | LC_ALL=C sed 'y/abc/xyz/'

#### sed C y multibyte
printf 'héllo\n' | LC_ALL=C sed 'y/é/ab/'

#### sed C l cmd
printf 'héllo\n' | LC_ALL=C sed -n l

#### sed utf8 l cmd
printf 'héllo\n' | sed -n l

#### sed C s 2nd char
printf 'é\n' | LC_ALL=C sed 's/./X/2'

#### sed LANG=C
printf 'héllo\n' | LC_ALL= LANG=C sed 's/./X/g'

#### sed C invalid C
printf 'a\xffb\n' | LC_ALL=C sed 's/./X/g' | cat -v

#### sed C upper
printf 'héllo\n' | LC_ALL=C sed 's/.*/\U&/'

#### sed utf8 upper
printf 'héllo\n' | sed 's/.*/\U&/'

#### sed C bracket
printf 'héllo\n' | LC_ALL=C sed 's/[^a-z]/_/g'

#### sed C I flag
printf 'HÉLLO\n' | LC_ALL=C sed 's/é/x/Ig'

#### sed utf8 I flag
printf 'HÉLLO\n' | sed 's/é/x/Ig'

#### sed C export
export LC_ALL=C; printf 'héllo\n' | sed 's/./X/g'

#### sed C y len err
printf 'é\n' | LC_ALL=C sed 'y/é/a/'

#### sed utf8 y len
printf 'é\n' | sed 'y/é/a/'

#### sed C z
printf 'héllo\n' | LC_ALL=C sed -E 's/(.)(.)/\2\1/' | cat -v

#### sed C w class
printf 'héllo wörld\n' | LC_ALL=C sed 's/\w/X/g'

#### sed C alpha class
printf 'héllo\n' | LC_ALL=C sed 's/[[:alpha:]]/X/g'

#### sed C print class
printf 'héllo\n' | LC_ALL=C sed 's/[[:print:]]/X/g'

#### sed utf8 alpha class
printf 'héllo\n' | sed 's/[[:alpha:]]/X/g'

#### sed C bracket multibyte
printf 'héllo\n' | LC_ALL=C sed 's/[é]/X/g'

#### sed C wfile
printf 'héllo\n' | LC_ALL=C sed -n 's/é/E/w out.txt'; cat out.txt

#### sed C length via regex
printf 'aé\n' | LC_ALL=C sed -E 's/^(.{3})$/[\1]/'

#### sed C l with width
printf 'ééééééééééééééééééé\n' | LC_ALL=C sed -n 'l 20'

#### sed utf8 l with width
printf 'ééééééééééééééééééé\n' | sed -n 'l 20'

#### sed POSIX locale
printf 'héllo\n' | LC_ALL=POSIX sed 's/./X/g'

#### sed LC_CTYPE
printf 'héllo\n' | LC_ALL= LC_CTYPE=C sed 's/./X/g'

#### sed C \u first byte
printf 'éa\n' | LC_ALL=C sed 's/.*/\u&/' | cat -v

#### sed C icase range
printf 'ABC\n' | LC_ALL=C sed 's/[a-c]/x/Ig'

#### sed C y backslash
printf 'a\tb\n' | LC_ALL=C sed 'y/\t/_/'

#### sed C script file multibyte
printf 's/é/E/\n' > s.sed; printf 'héllo\n' | LC_ALL=C sed -f s.sed

#### sed C hex escape
printf 'h\xe9llo\n' | LC_ALL=C sed 's/\xe9/E/' 

#### sed utf8 hex escape
printf 'h\xe9llo\n' | sed 's/\xe9/E/' 

#### sed C dot star count
printf 'héllo\n' | LC_ALL=C sed -n 's/h\(.\)\(.\).*/\2/p' | cat -v

#### sed 0,/re/
printf 'a\nb\na\nb\n' | sed '0,/a/d'

#### sed 1,/re/
printf 'a\nb\na\nb\n' | sed '1,/a/d'

#### sed 0,/re/ bad
printf 'a\nb\n' | sed '0,5d'

#### sed 0 address alone
printf 'a\nb\n' | sed '0p'

#### sed first~step
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | sed -n '0~3p'

#### sed first~step 2
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | sed -n '2~0p'

#### sed first~step 3
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | sed -n '1~4p'

#### sed addr,+N
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | sed -n '/3/,+2p'

#### sed addr,~N
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | sed -n '5,~4p'

#### sed addr,~N at multiple
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | sed -n '4,~4p'

#### sed addr,~0
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | sed -n '4,~0p'

#### sed addr,+N repeated
printf 'x\na\nb\nx\nc\nd\ne\n' | sed -n '/x/,+1p'

#### sed second addr less
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | sed -n '5,2p'

#### sed regex second addr same line
printf 'a\nb\na\n' | sed -n '/a/,/a/p'

#### sed e command
printf 'echo hi\nx\n' | sed '1e'

#### sed e command arg
printf 'a\nb\n' | sed '1e echo hey'

#### sed F command
printf 'a\nb\n' > f.txt; sed F f.txt

#### sed F stdin
printf 'a\n' | sed F

#### sed z command
printf 'a\nb\n' | sed 'z;s/^$/empty/'

#### sed W command
printf 'a\nb\nc\n' | sed -n 'N;W out.txt'; cat out.txt

#### sed R command
printf '1\n2\n' > r.txt; printf 'a\nb\nc\n' | sed 'R r.txt'

#### sed r command missing
printf 'a\n' | sed 'r nope.txt'

#### sed -s with $
printf 'a\nb\n' > f1; printf 'c\nd\n' > f2; sed -s -n '$p' f1 f2

#### sed -s with F and =
printf 'a\nb\n' > f1; printf 'c\nd\n' > f2; sed -s '1F;=' f1 f2

#### sed -z
printf 'a\nb\0c\0' | sed -z 's/^/X/' | tr '\0' '|'

#### sed -z $
printf 'a\0b\0c' | sed -z -n '$p' | cat -v

#### sed -E backref
echo 'abcabc' | sed -E 's/(abc)\1/[\1]/'

#### sed -E backref in regex
printf 'aa\nab\n' | sed -En '/(.)\1/p'

#### sed M flag
printf 'a\nb\n' | sed 'N;s/^/>/Mg'

#### sed M flag dollar
printf 'a\nb\n' | sed 'N;s/$/</Mg'

#### sed M with backtick
printf 'a\nb\n' | sed 'N;s/\`/>/Mg'

#### sed I flag addr
printf 'ABC\nabc\nx\n' | sed -n '/abc/Ip'

#### sed I flag s
echo 'Hello HELLO' | sed 's/hello/x/Ig'

#### sed \L\U\E
echo 'hello world' | sed -E 's/(\w+) (\w+)/\U\1\E \u\2/'

#### sed \l\u mix
echo 'HELLO' | sed 's/.*/\L\u&/'

#### sed \u\L
echo 'hELLO' | sed 's/.*/\u\L&/'

#### sed \U then \l
echo 'hello' | sed 's/\(h\)\(.*\)/\U\1\l\2/'

#### sed amp escape
echo 'a.b' | sed 's/\./\&/'

#### sed amp
echo 'abc' | sed 's/b/[&&]/'

#### sed newline in replacement
echo 'a,b' | sed 's/,/\n/'

#### sed newline in y
printf 'a\nb\n' | sed 'N;y/\n/,/'

#### sed y to newline
echo 'a,b' | sed 'y/,/\n/'

#### sed y escape backslash
echo 'a\b' | sed 'y/\\/X/'

#### sed s with number and g
echo 'aaaa' | sed 's/a/x/2g'

#### sed s with p and w
echo 'abc' | sed -n 's/b/B/pw /dev/stdout'

#### sed s special delim
echo 'a/b' | sed 's|/|_|'

#### sed s delim in class
echo 'a|b' | sed 's|[|]|_|'

#### sed s newline delim
echo 'ab' | sed 'snanxn'

#### sed unterminated s
sed 's/a/b' </dev/null

#### sed unknown option to s
sed 's/a/b/q' </dev/null

#### sed unknown command
sed 'k' </dev/null

#### sed missing command
sed '1' </dev/null

#### sed unmatched brace
sed '{p' </dev/null

#### sed unexpected brace
sed 'p}' </dev/null

#### sed extra chars after command
sed 'pq' </dev/null

#### sed y unequal
sed 'y/ab/c/' </dev/null

#### sed unterminated y
sed 'y/ab/cd' </dev/null

#### sed bad regex
sed 's/\(/x/' </dev/null

#### sed bad ERE
sed -E 's/(/x/' </dev/null

#### sed invalid reference
sed 's/a/\1/' </dev/null

#### sed ERE invalid reference
sed -E 's/(a)/\2/' </dev/null

#### sed undefined label
sed 'b foo' </dev/null

#### sed multiple p
sed 's/a/b/pp' </dev/null

#### sed multiple g
sed 's/a/b/gg' </dev/null

#### sed number zero
sed 's/a/b/0' </dev/null

#### sed comments after a
sed '1a\' </dev/null

#### sed expected \ after a
sed --posix '1a foo' </dev/null

#### sed : without label
sed ':' </dev/null

#### sed second expr error
sed -e p -e 'k' </dev/null

#### sed file error char
printf 'p\nk\n' > s.sed; sed -f s.sed </dev/null

#### sed invalid usage of line address 0
sed '0d' </dev/null

#### sed 0~ ok
printf '%s\n' 1 2 3 | sed '0~2d'

#### sed comma no addr
sed '1,p' </dev/null

#### sed unknown option
sed --foo </dev/null

#### sed missing input file
sed p nosuch

#### sed missing input file rc
sed p nosuch; echo $?

#### sed directory
mkdir d; sed p d; echo $?

#### sed q exit
printf 'a\nb\n' | sed '1q5'; echo $?

#### sed Q exit
printf 'a\nb\n' | sed '1Q7'; echo $?

#### sed l 0
printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n' | sed -n 'l 0'

#### sed -l 1
printf 'abcdef\n' | sed -n -l 1 l

#### sed -l 2
printf 'abcdef\n' | sed -n -l 2 l

#### sed label with semicolon
printf 'a\n' | sed ':a;s/a/b/;ta'

#### sed } with address
sed '1}' </dev/null

#### sed a text one-liner
printf 'x\n' | sed '1a\  hello'

#### sed i with leading spaces
printf 'x\n' | sed 'i   hello'

#### sed c range
printf 'a\nb\nc\n' | sed '1,2c\X'

#### sed c range negated
printf 'a\nb\nc\n' | sed '2!c\X'

#### sed a then n
printf 'a\nb\n' | sed '1{a foo
n}'

#### sed D no newline
printf 'a\nb\n' | sed 'D'

#### sed = with -s
printf 'a\n' > f1; sed -s = f1 f1

#### sed -n in script
printf 'a\n' | sed '#n
p'

#### sed -i
printf 'a\n' > f; sed -i 's/a/b/' f; cat f

#### sed -i suffix
printf 'a\n' > f; sed -i.bak 's/a/b/' f; cat f f.bak

#### sed w /dev/stdout
printf 'a\n' | sed 'w /dev/stdout'

#### sed empty regex reuse
printf 'abc\n' | sed '/b/s//X/'

#### sed empty regex none
printf 'abc\n' | sed 's//X/'

#### sed special char class in y
echo abc | sed 'y/abc/\n\t\\/' | cat -v

#### sed s e flag
echo 'echo hi' | sed 's/.*/&/e'

#### sed T command
printf 'a\nb\n' | sed 's/a/X/;T;s/$/!/'

#### sed branch to end
printf 'a\nb\n' | sed -n '/a/b;p'

#### sed occ class 2g
printf 'alpha beta\ngamma\nxyz\naaaa\n' | sed 's/[aeiou]/#/2g'

#### sed occ class 3
printf 'alpha beta\ngamma\nxyz\naaaa\n' | sed 's/[aeiou]/#/3'

#### sed occ word boundary 2
printf 'ab ab ab\nab\n' | sed 's/\bab/X/2'

#### sed occ word boundary 2g
printf 'ab cab ab ab\nab\n' | sed 's/\bab/X/2g'

#### sed occ anchor 2
printf 'aaa\n' | sed 's/^a/X/2'

#### sed occ lit 2 g
printf 'a,b,c,d\n,,\nx\n' | sed 's/,/;/2g'

#### sed occ lit 10
printf 'a,b,c,d,e,f,g,h,i,j,k,l\n' | sed 's/,/;/10'

#### sed occ lit multi
printf 'abcabcabc\n' | sed 's/bc/X/2'

#### sed occ with groups
printf 'k1=v1 k2=v2 k3=v3\n' | sed -E 's/(k[0-9])=(v[0-9])/\2:\1/2'

#### sed occ with groups g
printf 'k1=v1 k2=v2 k3=v3\n' | sed -E 's/(k[0-9])=(v[0-9])/\2:\1/2g'

#### sed occ with t
printf 'aaa\nbbb\n' | sed -n 's/a/X/2;t y;p;d;:y;s/$/!/p'

#### sed occ with p
printf 'a.a.a\nb\n' | sed -n 's/\./:/2p'

#### sed occ alternation
printf 'ab a ab abc\n' | sed -E 's/a|ab/X/2g'

#### sed occ alternation non-g
printf 'ab a ab abc\n' | sed -E 's/a|ab/X/3'

#### sed occ lookbehind-ish \<
printf 'foo foo foofoo\n' | sed 's/\<foo/X/2g'

#### sed occ case
printf 'abc abc abc\n' | sed 's/b/\U&x/2g'

#### sed occ icase
printf 'aAaA\n' | sed 's/a/x/2gI'

#### sed occ empty-capable
printf 'abc\n' | sed 's/x*/-/2g'

#### sed occ amp
printf 'a1b2c3\n' | sed 's/[0-9]/<&>/2'

#### sed occ backslash repl
printf 'a,b,c\n' | sed 's/,/\\/2'

#### sed nth class many lines
printf 'alpha beta\ngamma\nxyz\naaaa\n\nea\nb' | sed 's/[aeiou]/#/2g'

#### sed nth class 3g
printf 'alpha beta gamma\nab\naaa\naaaaa\n' | sed 's/[aeiou]/<&>/3g'

#### sed nth literal char g
printf 'a,b,c\n,,,\nx\n' | sed 's/[,]/;/2g'

#### sed nth icase
printf 'aAaAa\nAAA\n' | sed 's/[a]/x/2gI'

#### sed nth mark present
printf 'a\xee\x80\x80a a\na a a\n' | sed 's/a/X/2g'

#### sed nth dot class
printf 'a.b.c.d\n' | sed 's/[.]/!/3g'

#### sed nth negated class
printf 'abc,def\n' | sed 's/[^a-c]/_/2g'

#### sed nth -z
printf 'aXa\nab\0aaa\0' | sed -z 's/a/Y/2g' | tr '\0' '|'

#### sed nth hyphen class
printf 'a-b-c-d\n' | sed 's/[-]/+/2g'

#### sed nth backslash class
printf 'a\\b\\c\\d\n' | sed 's/[\\]/|/2g'

#### sed debug basic
printf 'a\nb\n' | sed --debug -n '/a/{s/a/X/p;h};$G;2~1='

#### sed debug many
printf 'a\nb\nc\n' > in3; sed --debug -n 'p;P;=;l;g;G;h;H;x;z;y/a/b/;F' in3

#### sed debug n N s t b a i
printf 'a\nb\nc\n' > in3; sed --debug 'n;N;s/x/y/;s/b/B/;tl;:l;bl2;:l2;a foo
i\
bar
' in3

#### sed debug d D
printf 'a\nb\nc\n' > in3; sed --debug '$!d;D' in3

#### sed debug N D
printf 'a\nb\nc\n' > in3; sed --debug 'N;D' in3

#### sed debug q
printf 'a\nb\nc\n' > in3; sed --debug '2q' in3; sed --debug '2Q' in3

#### sed debug c
printf 'a\nb\nc\n' > in3; sed --debug '2c\X' in3

#### sed debug tac
printf 'a\nb\nc\n' > in3; sed --debug '1!G;h;$!d' in3

#### sed debug r R w W
printf 'a\nb\nc\n' > in3; printf 'r1\nr2\n' > rf; sed --debug 'r rf' in3; sed --debug 'R rf' in3; sed --debug 'w /dev/null' in3; sed --debug 'W /dev/null' in3

#### sed debug P D
printf 'a\nb\nc\n' > in3; sed --debug 's/a/&\n/;P;D' in3

#### sed debug block d
printf 'a\nb\nc\n' > in3; sed --debug '2{p;d}' in3

#### sed debug addresses
printf 'a\nb\nc\n' > in3; sed --debug '0~2=' in3; sed --debug '/b/,/c/s/^/>/' in3; sed --debug -n '2,+1p' in3; sed --debug -n '1,~2p' in3

#### sed debug case groups
printf 'a\nb\nc\n' > in3; sed --debug 's/\(.\)/\U\1x\E&/' in3; sed --debug 's/./X/2g' in3

#### sed debug y escapes
printf 'a\nb\nc\n' > in3; sed --debug 'y/abc/\n\t\\/' in3

#### sed debug l
printf 'a\nb\nc\n' > in3; sed --debug 'l 3' in3

#### sed debug N s newline
printf 'a\nb\nc\n' > in3; sed --debug '$!N;s/\n/-/' in3

#### sed debug I M
printf 'a\nb\nc\n' > in3; sed --debug -n '/a/I,/C/Ip' in3; sed --debug 'N;s/^b/B/Mg' in3

#### sed debug s w
printf 'a\nb\nc\n' > in3; sed --debug 's/a/b/w /dev/null' in3

#### sed debug negated block
printf 'a\nb\nc\n' > in3; sed --debug '2!{=}' in3

#### sed debug branches
printf 'a\nb\nc\n' > in3; sed --debug 'b' in3; sed --debug 'bx;:x' in3; sed --debug 't' in3; sed --debug '/x/!b;p' in3

#### sed debug bytes
printf 'é\tx\\\001\n' | sed --debug -E 's/(z)?(x)/[\2]/'

#### sed debug null addrs
printf 'a\nb\n' | sed --debug -n '0,/a/p;1,+0p;1,~0p;$n'

#### sed debug -s
printf 'a\n' > f1; printf 'b\n' > f2; sed --debug -s '=' f1 f2; sed --debug '$N' f1 f2

#### sed debug empty regex
printf 'ab\n' | sed --debug '/a/s//X/'

#### sed debug x
printf 'a\nb\n' | sed --debug 'x'

#### sed debug e
printf 'a\n' > f1; printf 'b\n' > f2; sed --debug -s 'e' f1 f2

#### sed debug e cmd
printf 'a\nb\n' | sed --debug 'e echo hi'

#### sed debug -z
printf 'a\nb\0c\0' | sed --debug -z 's/b/B/' | tr '\0' '|'

#### sed debug -i
printf 'a\nb\n' > f; sed --debug -i 's/a/A/' f; cat f

#### sed debug missing newline
printf 'a\nb' | sed --debug 'p'

#### sed debug n at end
printf 'a\n' | sed --debug 'n;s/a/X/'

#### sed debug q exit
printf 'a\nb\n' | sed --debug '1q3'; echo $?

#### sed debug branch in block
printf 'a\nb\n' | sed --debug -n '/a/{p;b};='

#### sed debug t loop
printf 'aaa\n' | sed --debug ':a;s/a/b/;ta'

#### sed debug w stdout
printf 'a\n' | sed --debug 'w /dev/stdout'

#### sed debug append and D
printf 'a\nb\n' | sed --debug '1{a X
N};P;D'

#### sed debug c range
printf 'a\nb\nc\n' | sed --debug '1,2c\X'

#### sed debug labels
printf 'a\n' | sed --debug -n ':top
s/a/b/
t top
T
p'

#### sed debug s flags
printf 'aAa\n' | sed --debug 's/a/x/3;s/A/y/ig;s/x/z/gp'

#### sed debug i before
printf 'a\n' | sed --debug 'i\
X'

#### sed debug y multibyte
printf 'é\n' | sed --debug 'y/é/e/'

#### sed debug C locale
printf 'é\n' | LC_ALL=C sed --debug 's/./X/'

#### sed debug regex escapes
printf 'a.b\n' | sed --debug 's/\./\t/;s/\t/|/'

#### sed debug l wrap
printf 'abcdefghij\n' | sed --debug -n 'l 5'

#### sed debug F and =
printf 'a\n' | sed --debug 'F;='

#### sed debug z then G
printf 'a\n' | sed --debug 'h;z;G'

#### sed debug ERE
printf 'abc\n' | sed --debug -E 's/(a|b)+/<&>/'

#### sed debug 0 address
printf 'x\ny\n' | sed --debug -n '0,/x/{/x/p}'

#### sed debug stdin dash
printf 'a\n' | sed --debug p -

#### sed debug N last command
printf 'a\nb\nc\n' | sed --debug 'N'; printf 'a\nb\nc\n' | sed --debug '$!N'

#### sed debug n last command
printf 'a\nb\nc\n' | sed --debug 'n'

#### sed debug mixed blocks and reads
printf 'a\nb\nc\n' | sed --debug 'H;/b/{x;p;x};s/\(b\)/[\1]/2;N;$!N'
printf 'a\nb\nc\n' | sed --debug 't;{p};N'
printf 'a\nb\nc\n' | sed --debug '{p};/b/{x;p;x};l;N'

#### sed debug empty match g
printf 'abc\n' | sed --debug 's/x*/-/g'
