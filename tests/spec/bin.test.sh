# Binary/encoding/checksum/system-info commands (od hexdump xxd cmp base64 base32 basenc
# *sum cksum sum env printenv uname getopt ...), compared with the real tools.

#### base64 encode
printf abc | base64; printf '' | base64; echo "[$?]"

#### base64 -w0
printf abc | base64 -w0; echo "[$?]"

#### base64 wrap small
seq 100 | base64 -w 10 | head -3; printf ab | base64 -w 3

#### base64 long default wrap
seq 200 | base64

#### base64 decode
printf 'YWJj\nZA==' | base64 -d; echo "[$?]"

#### base64 decode missing padding
printf YWI | base64 -d; echo "[$?]"

#### base64 decode garbage
printf 'YW!Jj' | base64 -d; echo "[$?]"

#### base64 decode -i
printf 'YW!Jj' | base64 -di; echo "[$?]"

#### base64 decode concatenated padding
printf 'YQ==YQ==' | base64 -d; echo "[$?]"

#### base64 decode bad padding
printf 'YQ=' | base64 -d; echo "[$?]"; printf 'Y' | base64 -d; echo "[$?]"; printf 'YW=j' | base64 -d; echo "[$?]"

#### base64 decode trailing junk
printf 'YWJj=' | base64 -d; echo "[$?]"; printf 'YWJj====' | base64 -d; echo "[$?]"

#### base64 decode crlf
printf 'YWJj\r\n' | base64 -d; echo "[$?]"

#### base64 decode later error
printf 'YWJjZGVmZ2hp!Jj' | base64 -d; echo "[$?]"

#### base64 roundtrip
seq 1000 > f; base64 f | base64 -d | cmp - f && echo same

#### base64 invalid wrap
base64 -w x; echo "[$?]"; base64 -w -1; echo "[$?]"; base64 -w 1k </dev/null; echo "[$?]"

#### base64 extra operand
base64 a b; echo "[$?]"

#### base64 missing file
base64 nofile; echo "[$?]"; base64 -d nofile; echo "[$?]"

#### base64 directory
mkdir d; base64 d; echo "[$?]"

#### base64 bad option
base64 -x; echo "[$?]"; base64 --wrap; echo "[$?]"

#### base64 file operand and dash
printf hello > f; base64 f; printf hey | base64 -

#### base32 encode decode
printf abc | base32; printf MFRGG=== | base32 -d; echo; printf MFRGGZDF | base32 -d; echo

#### base32 decode errors
printf MFRGG | base32 -d; echo "[$?]"; printf 'MFRGGZ==' | base32 -d; echo "[$?]"; printf 'mfrgg===' | base32 -d; echo "[$?]"

#### base32 decode partial
printf 'MFRGG===M' | base32 -d; echo "[$?]"; printf MF | base32 -d; echo "[$?]"

#### basenc base2
printf abcd | basenc --base2msbf; printf abcd | basenc --base2lsbf; printf 01100001 | basenc --base2msbf -d; echo

#### basenc base2 bad
printf 0110000 | basenc --base2msbf -d; echo "[$?]"; printf '0110000 1' | basenc --base2lsbf -d; echo "[$?]"

#### basenc z85
printf abcd | basenc --z85; printf abcdefgh | basenc --z85; printf abcdefgh | basenc --z85 | basenc --z85 -d; echo

#### basenc z85 bad length
printf abc | basenc --z85; echo "[$?]"; printf vpA.S1 | basenc --z85 -d; echo "[$?]"

#### basenc z85 decode newline and overflow
printf 'vpA.S\nwObN*' | basenc --z85 -d; echo "[$?]"; printf '#####' | basenc --z85 -d; echo "[$?]"

#### basenc missing type
printf abc | basenc; echo "[$?]"

#### basenc base64url
printf '\377\376' | basenc --base64url; printf 'a+b/' | basenc --base64url -d; echo "[$?]"; printf '__4=' | basenc --base64url -d | od -An -tx1

#### basenc base16
printf abc | basenc --base16; printf 616263 | basenc --base16 -d; echo; printf 616 | basenc --base16 -d; echo "[$?]"

#### basenc base16 lowercase invalid
printf 6a6B | basenc --base16 -d; echo "[$?]"; printf '61\n62' | basenc --base16 -d; echo

#### basenc base16 wrap
printf abc | basenc --base16 -w 2

#### basenc base32hex and last wins
printf abc | basenc --base32hex; printf abc | basenc --base64 --base32

#### md5sum basic
printf 'hello\n' > f; md5sum f; md5sum -b f; md5sum --tag f; echo hi | md5sum; echo hi | md5sum --tag

#### md5sum stdin and file
printf 'hello\n' > f; md5sum - f < f

#### sha family
printf 'hello\n' > f; sha1sum f; sha224sum f; sha256sum f; sha384sum --tag f; sha512sum f

#### md5sum escaped names
printf x > 'a\b'; printf y > 'n
l'; md5sum 'a\b' 'n
l'; md5sum --tag 'a\b'

#### md5sum -z
printf 'hello\n' > f; printf x > 'a\b'; md5sum -z f 'a\b' | tr '\0' '|'; echo

#### md5sum errors
printf 'hello\n' > f; mkdir d; md5sum d nofile f; echo "[$?]"; md5sum 'c?d'; echo "[$?]"

#### md5sum check ok and failed
printf 'hello\n' > f; md5sum f > s; md5sum -c s; printf x > f; md5sum -c s; echo "[$?]"

#### md5sum check improper lines
printf 'hello\n' > f; printf x > g; md5sum f g > s; echo junk >> s; md5sum -c s; echo "[$?]"; md5sum -c --strict s; echo "[$?]"; md5sum -c -w s; echo "[$?]"

#### md5sum check no proper lines
echo junk > j; md5sum -c j; echo "[$?]"; echo "x  f" | md5sum -c -w; echo "[$?]"

#### md5sum check missing file
echo "00000000000000000000000000000000  nofile" > s2; md5sum -c s2; echo "[$?]"; md5sum -c --ignore-missing s2; echo "[$?]"

#### md5sum check tagged
printf 'hello\n' > f; printf x > g; md5sum --tag f g > t; md5sum -c t; sha1sum -c t; echo "[$?]"

#### md5sum check quiet status
printf 'hello\n' > f; printf x > g; md5sum f | md5sum -c --quiet; echo "[$?]"; md5sum f g | tr b c | md5sum -c --quiet; echo "[$?]"; md5sum f | tr b c | md5sum -c --status; echo "[$?]"

#### md5sum check two lines same file
printf 'hello\n' > f; printf "%s  f\n" b1946ac92492d2347c6235b4d2611184 b1946ac92492d2347c6235b4d2611183 | md5sum -c; echo "[$?]"

#### md5sum check missing list
md5sum -c nofile; echo "[$?]"

#### md5sum option conflicts
printf 'hello\n' > f; md5sum f > s; md5sum --tag -c s; echo "[$?]"; md5sum -b -c s; echo "[$?]"; md5sum --status f; echo "[$?]"; md5sum -c -z s; echo "[$?]"; md5sum --quiet f; echo "[$?]"

#### md5sum bad option
md5sum -x; echo "[$?]"

#### md5sum check formats
printf 'hello\n' > f; echo "b1946ac92492d2347c6235b4d2611184 f" | md5sum -c; echo " b1946ac92492d2347c6235b4d2611184  f" | md5sum -c; echo "b1946ac92492d2347c6235b4d2611184 *f" | md5sum -c; echo "MD5(f)= b1946ac92492d2347c6235b4d2611184" | md5sum -c; printf "B1946AC92492D2347C6235B4D2611184  f\r\n" | md5sum -c

#### md5sum check escaped name
printf x > 'a\b'; md5sum 'a\b' | md5sum -c; printf y > 'n
l'; md5sum 'n
l' | md5sum -c

#### b2sum lengths
printf 'hello\n' > f; b2sum f; b2sum -l 256 f; b2sum --tag -l 128 f; b2sum --tag f; b2sum -l 0 f

#### b2sum bad lengths
b2sum -l 7 f; echo "[$?]"; b2sum -l 1024 f; echo "[$?]"; b2sum -l x f; echo "[$?]"

#### b2sum check
printf 'hello\n' > f; b2sum -l 128 f | b2sum -c; b2sum -l 16 f | b2sum -l 16 -c; echo 0000  f | b2sum -c; echo "[$?]"; b2sum --tag -l 64 f | b2sum -c

#### sha256sum check warn label
echo junk > j; sha256sum -c -w j; b2sum -c -w j; cksum -c -w j; echo "[$?]"

#### cksum crc
printf 'hello\n' > f; cksum f; echo hi | cksum; cksum f f; cksum - < f; printf '' | cksum

#### cksum crc large
seq 10000 > f; cksum f; cksum < f

#### cksum algorithms
printf 'hello\n' > f; cksum -a md5 f; cksum -a md5 --untagged f; echo hi | cksum -a sha256; cksum -a sysv f; cksum -a bsd f; cksum -a crc f; cksum -a blake2b -l 128 f; cksum -a sha1 --tag f

#### cksum bad algorithm
cksum -a bogus f; echo "[$?]"

#### cksum length errors
printf 'hello\n' > f; cksum -a sha512 -l 8 f; echo "[$?]"; cksum -a blake2b -l 8 f

#### cksum check
printf 'hello\n' > f; cksum -a md5 f | cksum -c; echo "[$?]"; cksum -a md5 --untagged f | cksum -c -a md5; cksum f | cksum -c; echo "[$?]"; cksum -a crc -c f; echo "[$?]"

#### cksum check mixed tags
printf 'hello\n' > f; echo "SHA1 (f) = f572d396fae9206628714fb2ce00f72e94f2258f" | cksum -c; echo "BLAKE2b-16 (f) = 1234" | cksum -c; md5sum f | cksum -c -a md5

#### sum bsd sysv
printf 'hello\n' > f; sum f; sum -s f; sum f f; sum -s f f; echo hi | sum; echo hi | sum -s; sum -r f; sum - < f; sum -s - < f

#### sum larger
seq 5000 > f; sum f; sum -s f; cksum -a bsd f; cksum -a sysv f

#### sum missing
sum nofile; echo "[$?]"; sum -x; echo "[$?]"

#### cmp differ
printf 'abc\ndef\nghi\n' > a; printf 'abc\ndxf\nghX\n' > b; cmp a b; echo "[$?]"; cmp a a; echo "[$?]"

#### cmp eof
printf 'abc\ndef\nghi\n' > a; printf 'abc\nd' > c; : > e; cmp a c; echo "[$?]"; cmp c a; echo "[$?]"; cmp a e; echo "[$?]"; cmp e a; echo "[$?]"; cmp e e; echo "[$?]"

#### cmp eof after newline
printf 'abc\n' > p; printf 'abc\nd' > q; cmp p q; echo "[$?]"; cmp -b p q

#### cmp -l
printf 'abc\ndef\nghi\n' > a; printf 'abc\ndxf\nghX\n' > b; printf 'abc\nd' > c; cmp -l a b; echo "[$?]"; cmp -l a c; echo "[$?]"; cmp -l c a

#### cmp -b
printf 'abc\ndef\nghi\n' > a; printf 'abc\ndxf\nghX\n' > b; cmp -b a b; cmp -lb a b; cmp --verbose --print-bytes a b

#### cmp -b control and high bytes
printf '\200\377\n' > h; printf '\201\000\n' > i; cmp -l -b h i; cmp -b h i

#### cmp -s
printf 'abc\ndef\nghi\n' > a; printf 'abc\ndxf\nghX\n' > b; cmp -s a b; echo "[$?]"; cmp -s a nofile; echo "[$?]"; cmp -s a a; echo "[$?]"; printf abc > c; cmp -s a c; echo "[$?]"

#### cmp missing
printf 'abc\n' > a; cmp a nofile; echo "[$?]"; cmp; echo "[$?]"; cmp a < a; echo "[$?]"

#### cmp -n and -i
printf 'abc\ndef\nghi\n' > a; printf 'abc\ndxf\nghX\n' > b; cmp -n 5 a b; echo "[$?]"; cmp -n 6 a b; echo "[$?]"; cmp -i 2 a b; cmp -i 2:3 a b; cmp a b 1 1; cmp a b 5; echo "[$?]"

#### cmp skips beyond end
printf 'abc\ndef\nghi\n' > a; printf 'abc\ndxf\nghX\n' > b; cmp -i 100 a b; echo "[$?]"; cmp -i 12 a b; echo "[$?]"; cmp a b 1K; echo "[$?]"; cmp -n 0 a b; echo "[$?]"

#### cmp -l width
seq 1 2000 > big1; seq 1 2000 | tr 5 6 > big2; cmp -l big1 big2 | head -5; cmp -l big1 big2 | wc -l; cmp big1 big2; cmp -l -n 3 big1 big2; cmp -l -i 8 big1 big2 | head -2

#### cmp usage errors
printf 'abc\n' > a; printf 'abd\n' > b; cmp -x a b; echo "[$?]"; cmp a b 0 0 e; echo "[$?]"; cmp -n x a b; echo "[$?]"; cmp -i x a b; echo "[$?]"; cmp a b x; echo "[$?]"; cmp -i 1:x a b; echo "[$?]"; cmp -n -1 a b; echo "[$?]"; cmp -s -l a b; echo "[$?]"

#### cmp stdin
printf 'abc\ndef\nghi\n' > a; printf 'abc\ndxf\nghX\n' > b; cmp - a < b; cmp a - < b; cmp -l - b < a

#### cmp directory
printf 'abc\n' > a; mkdir dd; cmp a dd; echo "[$?]"

#### cmp long options
printf 'abc\ndef\nghi\n' > a; printf 'abc\ndxf\nghX\n' > b; cmp --bytes=6 a b; cmp --ignore-initial=1 a b; cmp --quiet a b; echo $?; cmp -i 1KB a b; echo $?

#### od default
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od f

#### od -c
printf 'hello world\nfoo\tbar\001\377\303\251\n\a\b\f\r\v\000' > f; od -c f

#### od -a
printf 'hello world\nfoo\tbar\001\377\303\251\n\177 ' > f; od -a f

#### od -tx1z
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -tx1z f

#### od two types
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -tx2 -tc f

#### od -An
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -An -tx1 f; printf abc | od -An -c -tx1

#### od radix d and x
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -Ad -tu1 f; od -Ax -td2 f

#### od floats
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -tf4 f; od -tf8 f; od -tfF f; printf '\000\000\200\077\000\000\000\100' > fl; od -tf4 fl; od -tf8 fl

#### od mixed sizes
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -td4 -to4 -tx8 f

#### od legacy options
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -b -x -d -o -s -i -l f

#### od width
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -w4 -tx1 f | head -4; od -w -tx1 f; od -tx1 -w3 f | tail -2

#### od invalid width
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -w5 -tx2 f; echo "[$?]"; od -w0 f | head -3

#### od duplicates
head -c 64 /dev/zero | od; head -c 64 /dev/zero | od -v; head -c 100 /dev/zero | od -c

#### od skip and limit
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; od -j 3 -N 5 -c f; od -j 010 -N 0x3 -c f; od -N 3 -An -c f

#### od skip past end
printf 'hello world\nfoo\n' > f; od -j 100 f; echo "[$?]"; od -j 1k f; echo "[$?]"

#### od bad types
printf 'hello' > f; od -tq f; echo "[$?]"; od -t x3 f; echo "[$?]"; od -tdX f; echo "[$?]"; od -t a1 f; echo "[$?]"; od -tf2 f; echo "[$?]"

#### od missing file
printf 'hello world\n' > f; od nofile f; echo "[$?]"

#### od partial items
printf ab > two; od -c two; od -x two; printf abc | od -x; printf abc | od -tx4; printf abc | od -tx1z -tx4

#### od endian
printf ab > two; od --endian=big -tx2 two; od --endian=little -tx2 two

#### od bad radix
printf ab > f; od -Aq f; echo "[$?]"

#### od empty
printf '' | od; printf '' | od -An; echo "[$?]"

#### od multiple files
printf 'hello world\nfoo\tbar\n' > f; od -t x1 f f; od -c - < f | head -1

#### od signed and 8 byte
printf '\000\000\200\077\000\000\000\100' > fl; od -tu8 -td8 fl; od -to8 fl; od -td2 -td4 fl; od -td1z -tx1 fl

#### od strings
printf 'abc\000hello\000xy\000longer string\n\000tail' > s; od -S 3 s; od -S 5 -An s

#### xxd default
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd f; printf abc | xxd

#### xxd plain
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd -p f; xxd -ps -c 8 f; xxd -c 4 -p f; xxd -ps -c 0 f; seq 40 | xxd -p

#### xxd include
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd -i f; cat f | xxd -i

#### xxd include names
printf ab > 9lives; : > empty; printf xy > my-file.1; xxd -i 9lives; xxd -i empty; xxd -i -u 9lives; xxd -i my-file.1; xxd -i -C my-file.1; xxd -n foo -i 9lives

#### xxd groups and cols
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd -c 8 -g 4 f; xxd -g 0 f; xxd -g 3 f; xxd -c 5 -g 2 f; xxd -c8 -g1 f

#### xxd bits
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd -b f; printf ab | xxd -b -c 2

#### xxd little endian
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd -e f; xxd -e -g 8 f; xxd -e -g 3 f; echo "[$?]"

#### xxd upper len seek offset
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd -u -l 5 f; xxd -s 3 -l 4 f; xxd -s -4 f; xxd -o 16 -l 3 f; xxd -o 0x10 -l 2 f; xxd -s 0x10 f

#### xxd seek past end
printf ab > f; xxd -s 3 f; xxd -s +1 f; xxd -s 10 f; echo "[$?]"; xxd -s -100 f; echo "[$?]"

#### xxd reverse plain
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd -p f | xxd -r -p | od -c; printf '6162 63\n64zz65' | xxd -r -p | od -c

#### xxd reverse
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd f | xxd -r > g; cmp f g && echo same; printf '00000000: 6162 6364  abcd\n00000010: 41\n' | xxd -r | od -c; printf '4: 41\n' | xxd -r | od -c

#### xxd autoskip
head -c 64 /dev/zero | xxd; head -c 64 /dev/zero | xxd -a; head -c 40 /dev/zero | xxd -a; { head -c 48 /dev/zero; printf x; head -c 40 /dev/zero; } | xxd -a

#### xxd errors
printf ab > f; xxd nofile; echo "[$?]"; xxd -c 300 f; echo "[$?]"; xxd -c 0 f

#### xxd empty
printf '' | xxd; printf '' | xxd -i; printf '' | xxd -p; echo "[$?]"

#### xxd outfile
printf 'hello\n' > f; xxd f out; cat out

#### xxd ebcdic and decimal
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; xxd -E -l 16 f; xxd -d f

#### xxd bad option
xxd -Z; echo "[$?]"

#### hexdump default
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; hexdump f; printf abc | hexdump

#### hexdump canonical
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; hexdump -C f; printf abc | hd; seq 30 | hd

#### hexdump one byte and two byte
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; hexdump -b f; hexdump -c f; hexdump -d f; printf abc | hexdump -o; printf abc | hexdump -x

#### hexdump -c escapes
printf '\000\a\b\f\n\r\t\v\200 ' | hexdump -c

#### hexdump squeeze
head -c 64 /dev/zero | hexdump; head -c 64 /dev/zero | hexdump -C; head -c 64 /dev/zero | hexdump -v

#### hexdump skip length
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; hexdump -n 5 -s 2 -C f; hexdump -s 100 f; echo "[$?]"

#### hexdump missing files
printf 'hello world\n' > f; hexdump nofile; echo "[$?]"; hexdump nofile f; echo "[$?]"

#### hexdump empty
printf '' | hexdump; printf '' | hexdump -C; echo "[$?]"

#### hexdump -e formats
printf 'hello world\nfoo\tbar\001\377\303\251\n' > f; hexdump -e '16/1 "%02x" "\n"' f; printf abc | hexdump -e '"%07.7_ax " 8/2 "%04x " "\n"'; printf abc | hexdump -e '1/1 "%c"'; echo; hexdump -e '4/1 "%3d" "\n"' f

#### hexdump -e multiple and names
printf 'hello world\nfoo\tbar\n' > f; hexdump -e '2/2 "%x" "\n"' -e '"[" 4/1 "%_p" "]\n"' f; printf '\000\001\177\200a' | hexdump -e '5/1 "%_u " "\n"'; printf abc | hexdump -e '"%_ad: " 4/1 "%02X" "\n"'

#### hexdump -e errors
printf abc > t; hexdump -e '%x' t; echo "[$?]"; hexdump -e '"%5.2s|"' t; echo "[$?]"; hexdump -e '4 "%s"' t; echo "[$?]"

#### hexdump combined canned
printf abc | hexdump -C -b

#### hexdump bad option
hexdump -Z; echo "[$?]"

#### getopt long and short
getopt -o ab:c:: -l alpha,beta:,gamma:: -- -a -b x -cy --alpha --beta=z --gamma file1 "it s"

#### getopt form one
getopt ab: -a -b 1 x

#### getopt invalid option
getopt -o a -- -z; echo "[$?]"; getopt -q -o a -- -z; echo "[$?]"

#### getopt long argument errors
getopt -o a -l long -- --lo --long=x; echo "[$?]"; getopt -o a -l long,longer -- --lon; echo "[$?]"

#### getopt name and missing argument
getopt -n myprog -o a: -- -a; echo "[$?]"

#### getopt missing optstring
getopt; echo "[$?]"; getopt -T; echo "[$?]"

#### getopt plus mode
getopt -o +a -- x -a; getopt -o a -- x -a; POSIXLY_CORRECT=1 getopt -o a -- x -a

#### getopt unquoted and alternative
getopt -u -o a:b -- -a "x y" -b z; getopt -a -o a -l long -- -long -a

#### getopt quoting
getopt -o a: -- -a "it's"; getopt -s tcsh -o a: -- -a 'x!y'

#### getopt empty optstring and double dash
getopt -o "" -- a b; getopt -o a -- -- -a

#### getopt optstring as first param
getopt -l foo -- ab -a --foo x

#### getopt long required missing
getopt -o "" -l file: -- --file; echo "[$?]"; getopt -o "" -l file: -- --file x --file=y

#### getopt unknown long
getopt -o a -l b -- --zzz -a; echo "[$?]"

#### getopt dash mode
getopt -o -a -- x -a y

#### getopt quiet output
getopt -Q -o a -- -a x; echo "[$?]"

#### getopt clustered
getopt -o abc:d -- -abcfoo -d -cbar arg

#### getopt in eval loop
set -- $(getopt -u -o vn: -- -v -n 3 file); while [ $# -gt 0 ]; do echo "<$1>"; shift; done

#### env -i listing
env -i; echo "[$?]"; env -i A=1 B=2; env -i A=1 env

#### env -0
env -i A=1 B=2 -0 | tr '\0' '|'; echo; env -i -0 A=1 B=x | tr '\0' '|'; echo

#### env command not found
env nocmd; echo "[$?]"; env -i nocmd; echo "[$?]"

#### env unset errors
env -u; echo "[$?]"; env -u a=b true; echo "[$?]"

#### env bad option
env -x; echo "[$?]"

#### env chdir
mkdir dd; env -C dd pwd; env -C nod pwd; echo "[$?]"

#### env assignment for command
env -i -- A=1 printenv A; env A=2 printenv A; env -S "A=3 printenv A"

#### env unset for command
export FOO=bar; env -u FOO printenv FOO; echo "[$?]"; env printenv FOO

#### env null with command
env -0 true; echo "[$?]"

#### env directory as command
mkdir dx; env ./dx; echo "[$?]"

#### env runs shell
env -i PATH=/usr/bin:/bin sh -c 'echo "[$A]"'; env A=5 sh -c 'echo "[$A]"'

#### printenv names
export A1=one; printenv A1 HOME NOPE; echo "[$?]"; printenv -0 A1 | tr '\0' '|'; echo

#### printenv bad option
printenv -x; echo "[$?]"

#### sleep ok
sleep 0; echo "[$?]"; sleep 0.01 0s; echo "[$?]"; sleep .0; echo "[$?]"

#### sleep errors
sleep; echo "[$?]"; sleep x; echo "[$?]"; sleep 1y; echo "[$?]"; sleep -1; echo "[$?]"

#### timeout runs command
timeout 1 echo hi; echo "[$?]"; timeout 5s sh -c 'exit 3'; echo "[$?]"; timeout -s KILL 1 true; echo "[$?]"

#### timeout errors
timeout; echo "[$?]"; timeout x echo; echo "[$?]"; timeout 1 nocmd; echo "[$?]"; timeout -s FOO 1 true; echo "[$?]"

#### nice
nice; nice -n 5 true; echo "[$?]"; nice -n x true; echo "[$?]"; nice nocmd; echo "[$?]"; nice echo ok

#### nohup
nohup; echo "[$?]"; nohup echo hi | cat; nohup nocmd | cat; echo "[$?]"

#### stdbuf
stdbuf echo hi; echo "[$?]"; stdbuf -o0 echo hi; stdbuf -oX echo; echo "[$?]"; stdbuf -oL echo line

#### ionice and chrt
ionice; ionice -c 3 echo hi; chrt; echo "[$?]"

#### flock
flock; echo "[$?]"; flock lk echo hi; flock lk -c 'echo y'; echo "[$?]"

#### tty
tty; echo "[$?]"; tty -s; echo "[$?]"

#### sync
sync; echo "[$?]"; printf x > f; sync f; echo "[$?]"

#### clear dumb
TERM=dumb clear; echo "[$?]"

#### clear xterm
TERM=xterm clear | od -c

#### uname fields
uname; uname -s; uname -m; uname -o; uname -p; uname -i; arch

#### uname errors
uname -x; echo "[$?]"; uname a; echo "[$?]"

#### nproc
nproc; nproc --all; nproc --ignore=1; nproc --ignore=5; nproc x; echo "[$?]"

#### logname
logname; echo "[$?]"

#### users and who
users; echo "[$?]"; who; echo "[$?]"

#### id errors
id -n; echo "[$?]"; id -u -g; echo "[$?]"; id bob; echo "[$?]"; groups bob; echo "[$?]"; whoami x; echo "[$?]"

#### id of root
id root; id -G root; id -Gn root; id -un root; groups root

#### base64 large roundtrip
seq 5000 > f; base64 -w 0 f | base64 -d | cksum; cksum f; base32 f | base32 -d | md5sum; md5sum < f

#### basenc roundtrips
printf 'hello world\n' > f; for e in --base64 --base64url --base32 --base32hex --base16 --base2msbf --base2lsbf; do basenc $e f | basenc $e -d; done

#### od -tx8 and -tu2 partial
printf 'abcdefghij' | od -tx8; printf 'abcde' | od -tu2; printf 'abcde' | od -td4

#### od -c utf8 and high bytes
printf 'caf\303\251 \342\202\254\n' | od -c; printf 'caf\303\251' | od -tc -tx1

#### od address radix with skip
seq 30 | od -Ad -j 10 -N 20 -c; seq 30 | od -Ax -j 0x10 -tx1 -N 8

#### od -w large and -v
head -c 48 /dev/zero | od -w32 -tx1; head -c 48 /dev/zero | od -v -w8 -tx1

#### xxd long file
seq 100 | xxd | head -5; seq 100 | xxd | tail -2; seq 100 | xxd -l 40 -c 12

#### xxd -u -p and -r -p roundtrip
seq 20 | xxd -u -p; seq 20 | xxd -p | xxd -r -p | md5sum; seq 20 | md5sum

#### hexdump long file
seq 100 | hexdump -C | head -4; seq 100 | hexdump | tail -2

#### cmp identical streams
seq 100 > a; seq 100 > b; cmp a b; echo "[$?]"; cmp -l a b; echo "[$?]"; cmp -s - a < b; echo "[$?]"

#### md5sum many files and stdin
printf a > 1; printf b > 2; printf c > 3; md5sum 1 2 3; cat 1 2 3 | sha1sum; sha256sum --tag 1 2

#### md5sum check with spaces in name
printf x > 'a b'; md5sum 'a b' > s; cat s; md5sum -c s

#### sha512sum check mixed results
printf a > 1; printf b > 2; sha512sum 1 2 > s; printf z > 2; rm 1; sha512sum -c s; echo "[$?]"; sha512sum -c --quiet s; echo "[$?]"

#### cksum multiple and missing
printf a > 1; cksum 1 nofile 1; echo "[$?]"

#### sum sysv large
seq 100000 > f; sum f; sum -s f

#### b2sum stdin
printf abc | b2sum; printf abc | b2sum -l 8; printf abc | b2sum --tag -l 16

#### xxd -E shows bytes with xxd's own EBCDIC table
i=64; s=; while [ $i -lt 256 ]; do s="$s\\$(printf '%03o' $i)"; i=$((i+1)); done
printf "$s" | xxd -E -c 16 | cut -c52-

#### timeout ends a command at its deadline: 124, -s KILL 137, --preserve-status 128+N
timeout 1 sleep 0.1; echo $?; timeout 0.1 sleep 5; echo $?
timeout -v 0.1 sleep 1; echo $?
timeout --preserve-status 0.1 sleep 1; echo $?; timeout -s INT --preserve-status 0.1 sleep 1; echo $?
timeout 0 sleep 0.2; echo $?; timeout -v -s usr1 0.1 sleep 1; echo $?; timeout -s HUP 0.1 sleep 1; echo $?

#### timeout: what the command printed before its deadline stays
timeout 0.2 bash -c 'echo a; sleep 1; echo b'; echo $?
timeout 0.5 bash -c 'for i in 1 2 3 4 5; do echo $i; sleep 0.2; done'; echo $?
timeout 1 bash -c 'sleep 0.3 | sleep 0.3; echo in'; echo $?

#### timeout: pipelines under it and beside it
timeout 1 bash -c 'yes | sleep 2'; echo $?
yes | timeout 0.2 sleep 5; echo $? ${PIPESTATUS[@]}

#### timeout: nested, endless sleep, the clock stops at the deadline
timeout 2 timeout 1 sleep 3; echo $?; timeout 1 timeout 2 sleep 3; echo $?
timeout 0.3 sleep infinity; echo $?
s=$(date +%s); timeout 1 sleep 10; e=$(date +%s); echo $((e-s))

#### sh (dash on Debian) names a missing command as dash does
sh -c 'nosuch'; echo "rc=$?"
sh -c 'echo a; nosuch arg'; echo "rc=$?"
sh -c 'echo $0; nope' myname; echo "rc=$?"
printf 'echo in\nnosuch2\n' > s.sh; sh s.sh; echo "rc=$?"
printf '#!/bin/sh\necho sb\nmissing_cmd\n' > t.sh; chmod +x t.sh; ./t.sh; echo "rc=$?"
printf '#!/bin/bash\nmissing_b\n' > u.sh; chmod +x u.sh; ./u.sh; echo "rc=$?"
bash -c 'nosuch3'; echo "rc=$?"
find . -name s.sh -exec sh -c 'nosuch4 "$1"' sh {} \; ; echo "rc=$?"
echo x | xargs sh -c 'nosuch5'; echo "rc=$?"
sh -c '(nosuch6)'; echo "rc=$?"
sh -c 'f() { nosuch7; }; f'; echo "rc=$?"

#### sed e, awk system/getline/print-pipe run /bin/sh: dash's messages
printf 'a\n' | sed 's/a/nosuch_a/e'; echo "rc=$?"
awk 'BEGIN { system("nosuch_b"); print "after" }'; echo "rc=$?"
awk 'BEGIN { "nosuch_c" | getline x; print "[" x "]" }'; echo "rc=$?"
echo hi | awk '{ print | "nosuch_d" }'; echo "rc=$?"

#### a missing command run by find, xargs, env, timeout, nice, nohup, stdbuf
find . -maxdepth 0 -exec nosuch_e \; ; echo "rc=$?"
echo a | xargs nosuch_f; echo "rc=$?"
env nosuch_g; echo "rc=$?"
timeout 1 nosuch_h; echo "rc=$?"
nice nosuch_i; echo "rc=$?"
nohup nosuch_j; echo "rc=$?"
command nosuch_k; echo "rc=$?"
exec 2>&1; stdbuf -o0 nosuch_l; echo "rc=$?"
mkdir -p fd; touch fd/a fd/b; find fd -type f -exec nosuch_m {} +; echo "rc=$?"
find fd -type f -exec nosuch_n {} \; -print; echo "rc=$?"
find fd -maxdepth 0 -execdir nosuch_o \; ; echo "rc=$?"
find fd -name a -exec ./fd {} \; ; echo "rc=$?"
