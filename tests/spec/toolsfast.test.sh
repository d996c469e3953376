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
