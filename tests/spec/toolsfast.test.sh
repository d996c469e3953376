# Fast paths of small tools (basenc/base32/base64, shuf, seq, od, xxd, strings, cut,
# paste, wc): whole-buffer C primitives must keep GNU's exact output and errors.

#### base32 of every partial block length
for n in 0 1 2 3 4 5 6 7 8 9 10 11; do
  printf 'abcdefghijk' | head -c $n | base32
done

#### base32 round trip of binary bytes with wrapping
printf '\000\001\377\200\177abc\n\tXYZ%s' 0123456789 > bin
base32 -w 9 bin
base32 -w 0 bin; echo
base32 bin | base32 -d | cmp - bin && echo same

#### basenc base32hex encode and decode
printf 'hello, world\377\000' > f
basenc --base32hex f
basenc --base32hex f | basenc --base32hex -d | cmp - f && echo same

#### basenc base32hex decodes standard base32 letters W-Z as GNU does
printf 'MZXW6YTBOI======\n' | basenc --base32hex -d | od -An -tx1
echo "status ${PIPESTATUS[1]}"

#### base32 decode padding forms
for q in MY====== MZXQ==== MZXW6=== MZXW6YQ= MZXW6YTB M======= MZX===== MZXW6Y== MZXW6YQ=MZXW6YQ= MZXW6YTBOI; do
  printf '%s' "$q" | base32 -d | od -An -c
  echo "status ${PIPESTATUS[1]}"
done

#### base32 decode invalid byte after good quanta
printf 'MZXW6YTBMZXW6YTB!MZXW6YTB' | base32 -d | od -An -c
echo "status ${PIPESTATUS[1]}"

#### base32 -i ignores garbage but keeps padding
printf 'MZ!XW 6YT\nBOI======' | base32 -di | od -An -c
printf 'MZ!XW 6YT\nBOI======' | basenc --base16 -di | od -An -c
echo "status ${PIPESTATUS[1]}"

#### base64 decode errors keep the decoded prefix
printf 'QUJDREVGR0hJ*QUJD' | base64 -d; echo " status $?"
printf 'QQ==QUJD' | base64 -d; echo " status $?"
printf 'QUJDR===' | base64 -d; echo " status $?"
printf 'QUJDRA' | base64 -d; echo " status $?"
printf 'QUJD\n\nRA==\n' | base64 -d; echo " status $?"

#### base64url rejects standard base64 characters
printf 'hello??>>>' | basenc --base64url
printf 'aGVsbG8_Pz4-Pg==' | basenc --base64url -d; echo " status $?"
printf 'aGVsbG8/Pz4+Pg==' | basenc --base64url -d; echo " status $?"
printf 'aGVsbG8/Pz4+Pg==' | basenc --base64url -di; echo " status $?"

#### basenc base2 both bit orders
printf 'Az\001\200' | basenc --base2msbf
printf 'Az\001\200' | basenc --base2lsbf
printf '1000001001011110' | basenc --base2lsbf -d; echo
printf '0100000101111010' | basenc --base2msbf -d; echo
printf '010000010111' | basenc --base2msbf -d; echo " status $?"

#### shuf reservoir sampling from a pipe with a random source
seq 100000 > rs
seq 5000 | shuf -n 3 --random-source=rs
seq 5000 | shuf -n 1 --random-source=rs
seq 3 | shuf -n 3 --random-source=rs
seq 2 | shuf -n 5 --random-source=rs

#### shuf full permutation and ranges with a random source
seq 100000 > rs
seq 20 | shuf --random-source=rs | tr '\n' ' '; echo
shuf -i 1-1000 -n 5 --random-source=rs
shuf -i 1-100000000 -n 3 --random-source=rs
shuf -e a b c d e --random-source=rs

#### shuf random source too short
printf 'ab' > rs
seq 1000 | shuf -n 2 --random-source=rs; echo "status $?"
seq 1000 | shuf --random-source=rs | head -3; echo "status ${PIPESTATUS[1]}"

#### seq integer runs across whole thousands
seq 995 1005 | tr '\n' ' '; echo
seq 1998 2003 | tr '\n' ' '; echo
seq 1 1002000 | tail -3
seq 999000 1001000 | md5sum
seq -s, 990 2010 | md5sum
seq -s '' 1000 1999 | md5sum
seq -s '%' 998 1001
seq -s 'a\0b' 999 1001 | od -c

#### seq equal width and negative zero
seq -w 998 1002 | tr '\n' ' '; echo
seq -w -5 1001 | head -3
seq -w 1 1001000 | tail -2
seq -0 2 | tr '\n' ' '; echo
seq -w -0 12 | tr '\n' ' '; echo
seq -w -0 -1 -3 | tr '\n' ' '; echo
seq -s, -0 0

#### seq formats of integers
seq -f '%05g' 9998 10002
seq -f 'x%.3e%%y' 1 3 7
seq -f '%-8.2f|' -2 2
seq -s, -f '%+g' -0 2
seq -f "%'g" 999 1001
seq -f %Lg 3
seq -f '%g' 999999 1000001
seq -f '%g' 9007199254740990 9007199254740993

#### od whole-line formats and duplicate suppression
printf 'abcdefghijklmnopabcdefghijklmnopabcdefghijklmnopXYZ\000\001\377\n\tend' > f
od f
od -An -tx1 f
od -v -Ax -tx1z f
od -tx2 -w8 f
od -Ad -td4 -tc f
od -to1 -tu2 -a f
od -tx8 --endian=big f
od -w3 -tx1 -j 5 -N 20 f

#### od repeated lines across a run
printf '%016d' 0 0 0 0 1 1 2 2 2 > f
printf 'tail' >> f
od -c f
od -An -tx4 -w32 f
od -v -tx1 -N 40 f | head -3

#### od floats: subnormals and a negative nan
printf '\001\000\000\000\000\000\300\377\000\000\200\077\000\000\000\000' > f
od -tfF f
od -tfD f
od -tx1z -tfF -w8 f

#### od when no operand can be read
od nosuch; echo "status $?"
printf 'ab' > f
od nosuch f; echo "status $?"

#### xxd whole lines and the short last line
printf 'hello\tworld\n\177\200 ~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ' > f
xxd f
xxd -u -c 8 f
xxd -d -c 12 -g 4 f
xxd -c 10 -g 3 f
xxd -o 0xfffffff0 f
xxd -o -5 -l 20 f
xxd -s 3 -g 8 f

#### strings runs, lengths and separators
printf 'hello world\nfoo\nab\n\000\000abcd\000\001efgh\tij\r\nlonger line\200here\351x' > f
strings f
strings -n 1 f
strings -3 f
strings -n 6 f
strings -w f | od -c
strings -f -s '|' -n 4 f; echo
strings -s '' f; echo
strings -t x f
printf 'abc' | strings; echo "status $?"
printf 'abcd' | strings -f

#### cut several byte ranges of short and long records
printf 'abcdefghijklmnopqrstuvwxyz\n\nab\nabcdefghijk\nabcdefghijkl\nlast-no-newline' > f
cut -c3-8,12- f
cut -c1,3,5 f
cut -b-3,5- f
cut -c3-8,12-15 f
cut --complement -c3-5,8- f
cut -c3-8,12- --output-delimiter=: f
printf 'abcdefghij\000xy\000\000abcdefghijklmnop' | cut -z -c2-3,5- | od -c
printf '' | cut -c1,3-; echo "status $?"

#### paste serial with one delimiter
printf '1\n2\n3\n' > a
printf 'x\ny' > b
printf '' > e
printf '\n\n' > nl
paste -sd, a b e nl
paste -s a b
paste -sd '' a
paste -s -d '\n' b a
printf 'p\000q\000r' | paste -sz -d: | od -c

#### wc characters of ASCII, UTF-8 and invalid bytes
printf 'hello world\nfoo\n' > a
printf 'h\303\251llo w\303\266rld \342\230\203 \346\227\245\n\tcaf\303\251\r\n' > u
printf 'ab\377cd\303\n\342\202 x\360\237\230\200 end\200' > bad
wc -m a u bad
wc -mc u
wc -lm bad
wc -m < u
