# Commands whose standard input is closed (0<&-) or open for writing only (<&3 of 3>w):
# GNU's exact messages and statuses (a closed one often adds close_stdin's at exit).

#### grep x
printf 'a\nb\n' > f
grep x 0<&-; echo "closed $?"
exec 3>w; grep x <&3; echo "write-only $?"

#### grep -c x
printf 'a\nb\n' > f
grep -c x 0<&-; echo "closed $?"
exec 3>w; grep -c x <&3; echo "write-only $?"

#### grep -L x
printf 'a\nb\n' > f
grep -L x 0<&-; echo "closed $?"
exec 3>w; grep -L x <&3; echo "write-only $?"

#### grep -s x
printf 'a\nb\n' > f
grep -s x 0<&-; echo "closed $?"
exec 3>w; grep -s x <&3; echo "write-only $?"

#### grep x f -
printf 'a\nb\n' > f
grep x f - 0<&-; echo "closed $?"
exec 3>w; grep x f - <&3; echo "write-only $?"

#### egrep x
printf 'a\nb\n' > f
egrep x 0<&-; echo "closed $?"
exec 3>w; egrep x <&3; echo "write-only $?"

#### sed p
printf 'a\nb\n' > f
sed p 0<&-; echo "closed $?"
exec 3>w; sed p <&3; echo "write-only $?"

#### sed -n '$='
printf 'a\nb\n' > f
sed -n '$=' 0<&-; echo "closed $?"
exec 3>w; sed -n '$=' <&3; echo "write-only $?"

#### sed p f -
printf 'a\nb\n' > f
sed p f - 0<&-; echo "closed $?"
exec 3>w; sed p f - <&3; echo "write-only $?"

#### sort
printf 'a\nb\n' > f
sort 0<&-; echo "closed $?"
exec 3>w; sort <&3; echo "write-only $?"

#### sort -n
printf 'a\nb\n' > f
sort -n 0<&-; echo "closed $?"
exec 3>w; sort -n <&3; echo "write-only $?"

#### sort -m
printf 'a\nb\n' > f
sort -m 0<&-; echo "closed $?"
exec 3>w; sort -m <&3; echo "write-only $?"

#### sort -c
printf 'a\nb\n' > f
sort -c 0<&-; echo "closed $?"
exec 3>w; sort -c <&3; echo "write-only $?"

#### awk 1
printf 'a\nb\n' > f
awk 1 0<&-; echo "closed $?"
exec 3>w; awk 1 <&3; echo "write-only $?"

#### awk 'END{print NR}'
printf 'a\nb\n' > f
awk 'END{print NR}' 0<&-; echo "closed $?"
exec 3>w; awk 'END{print NR}' <&3; echo "write-only $?"

#### tr a b
printf 'a\nb\n' > f
tr a b 0<&-; echo "closed $?"
exec 3>w; tr a b <&3; echo "write-only $?"

#### tr -d a
printf 'a\nb\n' > f
tr -d a 0<&-; echo "closed $?"
exec 3>w; tr -d a <&3; echo "write-only $?"

#### base64
printf 'a\nb\n' > f
base64 0<&-; echo "closed $?"
exec 3>w; base64 <&3; echo "write-only $?"

#### base64 -d
printf 'a\nb\n' > f
base64 -d 0<&-; echo "closed $?"
exec 3>w; base64 -d <&3; echo "write-only $?"

#### base32
printf 'a\nb\n' > f
base32 0<&-; echo "closed $?"
exec 3>w; base32 <&3; echo "write-only $?"

#### basenc --base64
printf 'a\nb\n' > f
basenc --base64 0<&-; echo "closed $?"
exec 3>w; basenc --base64 <&3; echo "write-only $?"

#### head
printf 'a\nb\n' > f
head 0<&-; echo "closed $?"
exec 3>w; head <&3; echo "write-only $?"

#### head -n1
printf 'a\nb\n' > f
head -n1 0<&-; echo "closed $?"
exec 3>w; head -n1 <&3; echo "write-only $?"

#### head -c3
printf 'a\nb\n' > f
head -c3 0<&-; echo "closed $?"
exec 3>w; head -c3 <&3; echo "write-only $?"

#### head f -
printf 'a\nb\n' > f
head f - 0<&-; echo "closed $?"
exec 3>w; head f - <&3; echo "write-only $?"

#### tail
printf 'a\nb\n' > f
tail 0<&-; echo "closed $?"
exec 3>w; tail <&3; echo "write-only $?"

#### tail -n1
printf 'a\nb\n' > f
tail -n1 0<&-; echo "closed $?"
exec 3>w; tail -n1 <&3; echo "write-only $?"

#### tail -c3
printf 'a\nb\n' > f
tail -c3 0<&-; echo "closed $?"
exec 3>w; tail -c3 <&3; echo "write-only $?"

#### uniq
printf 'a\nb\n' > f
uniq 0<&-; echo "closed $?"
exec 3>w; uniq <&3; echo "write-only $?"

#### uniq -c
printf 'a\nb\n' > f
uniq -c 0<&-; echo "closed $?"
exec 3>w; uniq -c <&3; echo "write-only $?"

#### cut -c1
printf 'a\nb\n' > f
cut -c1 0<&-; echo "closed $?"
exec 3>w; cut -c1 <&3; echo "write-only $?"

#### cut -d: -f1
printf 'a\nb\n' > f
cut -d: -f1 0<&-; echo "closed $?"
exec 3>w; cut -d: -f1 <&3; echo "write-only $?"

#### cut -c1 f -
printf 'a\nb\n' > f
cut -c1 f - 0<&-; echo "closed $?"
exec 3>w; cut -c1 f - <&3; echo "write-only $?"

#### nl
printf 'a\nb\n' > f
nl 0<&-; echo "closed $?"
exec 3>w; nl <&3; echo "write-only $?"

#### fold
printf 'a\nb\n' > f
fold 0<&-; echo "closed $?"
exec 3>w; fold <&3; echo "write-only $?"

#### fold - f
printf 'a\nb\n' > f
fold - f 0<&-; echo "closed $?"
exec 3>w; fold - f <&3; echo "write-only $?"

#### paste -
printf 'a\nb\n' > f
paste - 0<&-; echo "closed $?"
exec 3>w; paste - <&3; echo "write-only $?"

#### paste -s
printf 'a\nb\n' > f
paste -s 0<&-; echo "closed $?"
exec 3>w; paste -s <&3; echo "write-only $?"

#### expand
printf 'a\nb\n' > f
expand 0<&-; echo "closed $?"
exec 3>w; expand <&3; echo "write-only $?"

#### unexpand
printf 'a\nb\n' > f
unexpand 0<&-; echo "closed $?"
exec 3>w; unexpand <&3; echo "write-only $?"

#### wc
printf 'a\nb\n' > f
wc 0<&-; echo "closed $?"
exec 3>w; wc <&3; echo "write-only $?"

#### wc -l
printf 'a\nb\n' > f
wc -l 0<&-; echo "closed $?"
exec 3>w; wc -l <&3; echo "write-only $?"

#### wc -c
printf 'a\nb\n' > f
wc -c 0<&-; echo "closed $?"
exec 3>w; wc -c <&3; echo "write-only $?"

#### wc -l -
printf 'a\nb\n' > f
wc -l - 0<&-; echo "closed $?"
exec 3>w; wc -l - <&3; echo "write-only $?"

#### wc f -
printf 'a\nb\n' > f
wc f - 0<&-; echo "closed $?"
exec 3>w; wc f - <&3; echo "write-only $?"

#### wc - f
printf 'a\nb\n' > f
wc - f 0<&-; echo "closed $?"
exec 3>w; wc - f <&3; echo "write-only $?"

#### od
printf 'a\nb\n' > f
od 0<&-; echo "closed $?"
exec 3>w; od <&3; echo "write-only $?"

#### od -c
printf 'a\nb\n' > f
od -c 0<&-; echo "closed $?"
exec 3>w; od -c <&3; echo "write-only $?"

#### od -An -tx1
printf 'a\nb\n' > f
od -An -tx1 0<&-; echo "closed $?"
exec 3>w; od -An -tx1 <&3; echo "write-only $?"

#### od f -
printf 'a\nb\n' > f
od f - 0<&-; echo "closed $?"
exec 3>w; od f - <&3; echo "write-only $?"

#### md5sum
printf 'a\nb\n' > f
md5sum 0<&-; echo "closed $?"
exec 3>w; md5sum <&3; echo "write-only $?"

#### md5sum f -
printf 'a\nb\n' > f
md5sum f - 0<&-; echo "closed $?"
exec 3>w; md5sum f - <&3; echo "write-only $?"

#### md5sum -c
printf 'a\nb\n' > f
md5sum -c 0<&-; echo "closed $?"
exec 3>w; md5sum -c <&3; echo "write-only $?"

#### sha1sum
printf 'a\nb\n' > f
sha1sum 0<&-; echo "closed $?"
exec 3>w; sha1sum <&3; echo "write-only $?"

#### sha256sum
printf 'a\nb\n' > f
sha256sum 0<&-; echo "closed $?"
exec 3>w; sha256sum <&3; echo "write-only $?"

#### sha512sum
printf 'a\nb\n' > f
sha512sum 0<&-; echo "closed $?"
exec 3>w; sha512sum <&3; echo "write-only $?"

#### b2sum
printf 'a\nb\n' > f
b2sum 0<&-; echo "closed $?"
exec 3>w; b2sum <&3; echo "write-only $?"

#### sum
printf 'a\nb\n' > f
sum 0<&-; echo "closed $?"
exec 3>w; sum <&3; echo "write-only $?"

#### cksum
printf 'a\nb\n' > f
cksum 0<&-; echo "closed $?"
exec 3>w; cksum <&3; echo "write-only $?"

#### cksum -
printf 'a\nb\n' > f
cksum - 0<&-; echo "closed $?"
exec 3>w; cksum - <&3; echo "write-only $?"

#### tee
printf 'a\nb\n' > f
tee 0<&-; echo "closed $?"
exec 3>w; tee <&3; echo "write-only $?"

#### tee out
printf 'a\nb\n' > f
tee out 0<&-; echo "closed $?"
exec 3>w; tee out <&3; echo "write-only $?"

#### rev
printf 'a\nb\n' > f
rev 0<&-; echo "closed $?"
exec 3>w; rev <&3; echo "write-only $?"

#### xxd
printf 'a\nb\n' > f
xxd 0<&-; echo "closed $?"
exec 3>w; xxd <&3; echo "write-only $?"

#### tac
printf 'a\nb\n' > f
tac 0<&-; echo "closed $?"
exec 3>w; tac <&3; echo "write-only $?"

#### tac f -
printf 'a\nb\n' > f
tac f - 0<&-; echo "closed $?"
exec 3>w; tac f - <&3; echo "write-only $?"

#### comm - f
printf 'a\nb\n' > f
comm - f 0<&-; echo "closed $?"
exec 3>w; comm - f <&3; echo "write-only $?"

#### join - f
printf 'a\nb\n' > f
join - f 0<&-; echo "closed $?"
exec 3>w; join - f <&3; echo "write-only $?"

#### diff - f
printf 'a\nb\n' > f
diff - f 0<&-; echo "closed $?"
exec 3>w; diff - f <&3; echo "write-only $?"

#### cmp - f
printf 'a\nb\n' > f
cmp - f 0<&-; echo "closed $?"
exec 3>w; cmp - f <&3; echo "write-only $?"

#### xargs
printf 'a\nb\n' > f
xargs 0<&-; echo "closed $?"
exec 3>w; xargs <&3; echo "write-only $?"

#### xargs echo
printf 'a\nb\n' > f
xargs echo 0<&-; echo "closed $?"
exec 3>w; xargs echo <&3; echo "write-only $?"

#### xargs -n1
printf 'a\nb\n' > f
xargs -n1 0<&-; echo "closed $?"
exec 3>w; xargs -n1 <&3; echo "write-only $?"

#### xargs -I{} echo {}
printf 'a\nb\n' > f
xargs -I{} echo {} 0<&-; echo "closed $?"
exec 3>w; xargs -I{} echo {} <&3; echo "write-only $?"

#### xargs -0
printf 'a\nb\n' > f
xargs -0 0<&-; echo "closed $?"
exec 3>w; xargs -0 <&3; echo "write-only $?"

#### fmt
printf 'a\nb\n' > f
fmt 0<&-; echo "closed $?"
exec 3>w; fmt <&3; echo "write-only $?"

#### strings
printf 'a\nb\n' > f
strings 0<&-; echo "closed $?"
exec 3>w; strings <&3; echo "write-only $?"

#### gzip -c
printf 'a\nb\n' > f
gzip -c 0<&-; echo "closed $?"
exec 3>w; gzip -c <&3; echo "write-only $?"

#### gunzip -c
printf 'a\nb\n' > f
gunzip -c 0<&-; echo "closed $?"
exec 3>w; gunzip -c <&3; echo "write-only $?"

#### zcat
printf 'a\nb\n' > f
zcat 0<&-; echo "closed $?"
exec 3>w; zcat <&3; echo "write-only $?"

#### xz -c
printf 'a\nb\n' > f
xz -c 0<&-; echo "closed $?"
exec 3>w; xz -c <&3; echo "write-only $?"

#### xzcat
printf 'a\nb\n' > f
xzcat 0<&-; echo "closed $?"
exec 3>w; xzcat <&3; echo "write-only $?"

#### bzcat
printf 'a\nb\n' > f
bzcat 0<&-; echo "closed $?"
exec 3>w; bzcat <&3; echo "write-only $?"

#### split
printf 'a\nb\n' > f
split 0<&-; echo "closed $?"
exec 3>w; split <&3; echo "write-only $?"

#### column
printf 'a\nb\n' > f
column 0<&-; echo "closed $?"
exec 3>w; column <&3; echo "write-only $?"

#### tsort
printf 'a\nb\n' > f
tsort 0<&-; echo "closed $?"
exec 3>w; tsort <&3; echo "write-only $?"

#### shuf
printf 'a\nb\n' > f
shuf 0<&-; echo "closed $?"
exec 3>w; shuf <&3; echo "write-only $?"

#### numfmt
printf 'a\nb\n' > f
numfmt 0<&-; echo "closed $?"
exec 3>w; numfmt <&3; echo "write-only $?"

#### factor
printf 'a\nb\n' > f
factor 0<&-; echo "closed $?"
exec 3>w; factor <&3; echo "write-only $?"

#### dd status=none
printf 'a\nb\n' > f
dd status=none 0<&-; echo "closed $?"
exec 3>w; dd status=none <&3; echo "write-only $?"

#### dd of=out status=none
printf 'a\nb\n' > f
dd of=out status=none 0<&-; echo "closed $?"
exec 3>w; dd of=out status=none <&3; echo "write-only $?"

#### hexdump
printf 'a\nb\n' > f
hexdump 0<&-; echo "closed $?"
exec 3>w; hexdump <&3; echo "write-only $?"

#### hexdump -C
printf 'a\nb\n' > f
hexdump -C 0<&-; echo "closed $?"
exec 3>w; hexdump -C <&3; echo "write-only $?"

#### envsubst
printf 'a\nb\n' > f
envsubst 0<&-; echo "closed $?"
exec 3>w; envsubst <&3; echo "write-only $?"

#### date -f -
printf 'a\nb\n' > f
date -f - 0<&-; echo "closed $?"
exec 3>w; date -f - <&3; echo "write-only $?"

#### tar t
printf 'a\nb\n' > f
tar t 0<&-; echo "closed $?"
exec 3>w; tar t <&3; echo "write-only $?"

#### tar x
printf 'a\nb\n' > f
tar x 0<&-; echo "closed $?"
exec 3>w; tar x <&3; echo "write-only $?"

#### patch
printf 'a\nb\n' > f
patch 0<&-; echo "closed $?"
exec 3>w; patch <&3; echo "write-only $?"

#### bc
printf 'a\nb\n' > f
bc 0<&-; echo "closed $?"
exec 3>w; bc <&3; echo "write-only $?"

#### cat
printf 'a\nb\n' > f
cat 0<&-; echo "closed $?"
exec 3>w; cat <&3; echo "write-only $?"

#### cat f -
printf 'a\nb\n' > f
cat f - 0<&-; echo "closed $?"
exec 3>w; cat f - <&3; echo "write-only $?"

#### cut -c1 - f -
printf 'a\nb\n' > f
cut -c1 - f - 0<&-; echo "closed $?"
exec 3>w; cut -c1 - f - <&3; echo "write-only $?"

#### nl - f
printf 'a\nb\n' > f
nl - f 0<&-; echo "closed $?"
exec 3>w; nl - f <&3; echo "write-only $?"

#### expand - f
printf 'a\nb\n' > f
expand - f 0<&-; echo "closed $?"
exec 3>w; expand - f <&3; echo "write-only $?"

#### unexpand - f
printf 'a\nb\n' > f
unexpand - f 0<&-; echo "closed $?"
exec 3>w; unexpand - f <&3; echo "write-only $?"

#### tac - f
printf 'a\nb\n' > f
tac - f 0<&-; echo "closed $?"
exec 3>w; tac - f <&3; echo "write-only $?"

#### head - f
printf 'a\nb\n' > f
head - f 0<&-; echo "closed $?"
exec 3>w; head - f <&3; echo "write-only $?"

#### head -c1 - f
printf 'a\nb\n' > f
head -c1 - f 0<&-; echo "closed $?"
exec 3>w; head -c1 - f <&3; echo "write-only $?"

#### tail -n1 - f
printf 'a\nb\n' > f
tail -n1 - f 0<&-; echo "closed $?"
exec 3>w; tail -n1 - f <&3; echo "write-only $?"

#### head -n0
printf 'a\nb\n' > f
head -n0 0<&-; echo "closed $?"
exec 3>w; head -n0 <&3; echo "write-only $?"

#### head -c0
printf 'a\nb\n' > f
head -c0 0<&-; echo "closed $?"
exec 3>w; head -c0 <&3; echo "write-only $?"

#### head -n-1
printf 'a\nb\n' > f
head -n-1 0<&-; echo "closed $?"
exec 3>w; head -n-1 <&3; echo "write-only $?"

#### tail -n0
printf 'a\nb\n' > f
tail -n0 0<&-; echo "closed $?"
exec 3>w; tail -n0 <&3; echo "write-only $?"

#### tail -n+2
printf 'a\nb\n' > f
tail -n+2 0<&-; echo "closed $?"
exec 3>w; tail -n+2 <&3; echo "write-only $?"

#### tail -f
printf 'a\nb\n' > f
tail -f 0<&-; echo "closed $?"
exec 3>w; tail -f <&3; echo "write-only $?"

#### tail -f - -
printf 'a\nb\n' > f
tail -f - - 0<&-; echo "closed $?"
exec 3>w; tail -f - - <&3; echo "write-only $?"

#### paste - f
printf 'a\nb\n' > f
paste - f 0<&-; echo "closed $?"
exec 3>w; paste - f <&3; echo "write-only $?"

#### paste - -
printf 'a\nb\n' > f
paste - - 0<&-; echo "closed $?"
exec 3>w; paste - - <&3; echo "write-only $?"

#### paste -s - f
printf 'a\nb\n' > f
paste -s - f 0<&-; echo "closed $?"
exec 3>w; paste -s - f <&3; echo "write-only $?"

#### md5sum - f
printf 'a\nb\n' > f
md5sum - f 0<&-; echo "closed $?"
exec 3>w; md5sum - f <&3; echo "write-only $?"

#### sum -s -
printf 'a\nb\n' > f
sum -s - 0<&-; echo "closed $?"
exec 3>w; sum -s - <&3; echo "write-only $?"

#### cksum -a sha1
printf 'a\nb\n' > f
cksum -a sha1 0<&-; echo "closed $?"
exec 3>w; cksum -a sha1 <&3; echo "write-only $?"

#### b2sum -c
printf 'a\nb\n' > f
b2sum -c 0<&-; echo "closed $?"
exec 3>w; b2sum -c <&3; echo "write-only $?"

#### grep -c x f -
printf 'a\nb\n' > f
grep -c x f - 0<&-; echo "closed $?"
exec 3>w; grep -c x f - <&3; echo "write-only $?"

#### grep -L a - f
printf 'a\nb\n' > f
grep -L a - f 0<&-; echo "closed $?"
exec 3>w; grep -L a - f <&3; echo "write-only $?"

#### grep a - f
printf 'a\nb\n' > f
grep a - f 0<&-; echo "closed $?"
exec 3>w; grep a - f <&3; echo "write-only $?"

#### wc -L
printf 'a\nb\n' > f
wc -L 0<&-; echo "closed $?"
exec 3>w; wc -L <&3; echo "write-only $?"

#### wc --files0-from=-
printf 'a\nb\n' > f
wc --files0-from=- 0<&-; echo "closed $?"
exec 3>w; wc --files0-from=- <&3; echo "write-only $?"

#### od -j1
printf 'a\nb\n' > f
od -j1 0<&-; echo "closed $?"
exec 3>w; od -j1 <&3; echo "write-only $?"

#### csplit -s - 1
printf 'a\nb\n' > f
csplit -s - 1 0<&-; echo "closed $?"
exec 3>w; csplit -s - 1 <&3; echo "write-only $?"

#### csplit -k - 1
printf 'a\nb\n' > f
csplit -k - 1 0<&-; echo "closed $?"
exec 3>w; csplit -k - 1 <&3; echo "write-only $?"

#### xargs false
printf 'a\nb\n' > f
xargs false 0<&-; echo "closed $?"
exec 3>w; xargs false <&3; echo "write-only $?"

#### xargs nosuch
printf 'a\nb\n' > f
xargs nosuch 0<&-; echo "closed $?"
exec 3>w; xargs nosuch <&3; echo "write-only $?"

#### xargs -a f echo -
printf 'a\nb\n' > f
xargs -a f echo - 0<&-; echo "closed $?"
exec 3>w; xargs -a f echo - <&3; echo "write-only $?"

#### xargs sh -c 'exit 255'
printf 'a\nb\n' > f
xargs sh -c 'exit 255' 0<&-; echo "closed $?"
exec 3>w; xargs sh -c 'exit 255' <&3; echo "write-only $?"

#### xxd -r
printf 'a\nb\n' > f
xxd -r 0<&-; echo "closed $?"
exec 3>w; xxd -r <&3; echo "write-only $?"

#### bzip2 -c
printf 'a\nb\n' > f
bzip2 -c 0<&-; echo "closed $?"
exec 3>w; bzip2 -c <&3; echo "write-only $?"

#### bzip2 -dc
printf 'a\nb\n' > f
bzip2 -dc 0<&-; echo "closed $?"
exec 3>w; bzip2 -dc <&3; echo "write-only $?"

#### cmp - -
printf 'a\nb\n' > f
cmp - - 0<&-; echo "closed $?"
exec 3>w; cmp - - <&3; echo "write-only $?"

#### rev - f
printf 'a\nb\n' > f
rev - f 0<&-; echo "closed $?"
exec 3>w; rev - f <&3; echo "write-only $?"

#### file -
printf 'a\nb\n' > f
file - 0<&-; echo "closed $?"
exec 3>w; file - <&3; echo "write-only $?"

#### cat /dev/stdin
printf 'a\nb\n' > f
cat /dev/stdin 0<&-; echo "closed $?"
exec 3>w; cat /dev/stdin <&3; echo "write-only $?"

#### cat /dev/fd/0
printf 'a\nb\n' > f
cat /dev/fd/0 0<&-; echo "closed $?"
exec 3>w; cat /dev/fd/0 <&3; echo "write-only $?"

#### rg a
printf 'a\nb\n' > f
rg a 0<&-; echo "closed $?"
exec 3>w; rg a <&3; echo "write-only $?"

#### rg a -
printf 'a\nb\n' > f
rg a - 0<&-; echo "closed $?"
exec 3>w; rg a - <&3; echo "write-only $?"

#### tar tf -
printf 'a\nb\n' > f
tar tf - 0<&-; echo "closed $?"
exec 3>w; tar tf - <&3; echo "write-only $?"

#### grep -f - f
printf 'a\nb\n' > f
grep -f - f 0<&-; echo "closed $?"
exec 3>w; grep -f - f <&3; echo "write-only $?"

#### sed -f - f
printf 'a\nb\n' > f
sed -f - f 0<&-; echo "closed $?"
exec 3>w; sed -f - f <&3; echo "write-only $?"

#### sed '1r -' f
printf 'a\nb\n' > f
sed '1r -' f 0<&-; echo "closed $?"
exec 3>w; sed '1r -' f <&3; echo "write-only $?"

#### tar -cf x.tar -T -
printf 'a\nb\n' > f
tar -cf x.tar -T - 0<&-; echo "closed $?"
exec 3>w; tar -cf x.tar -T - <&3; echo "write-only $?"

#### seq 2
printf 'a\nb\n' > f
seq 2 0<&-; echo "closed $?"
exec 3>w; seq 2 <&3; echo "write-only $?"

#### echo hi
printf 'a\nb\n' > f
echo hi 0<&-; echo "closed $?"
exec 3>w; echo hi <&3; echo "write-only $?"

#### shuf -e a
printf 'a\nb\n' > f
shuf -e a 0<&-; echo "closed $?"
exec 3>w; shuf -e a <&3; echo "write-only $?"

#### xargs -a f echo
printf 'a\nb\n' > f
xargs -a f echo 0<&-; echo "closed $?"
exec 3>w; xargs -a f echo <&3; echo "write-only $?"

#### sed s/a/b/ f
printf 'a\nb\n' > f
sed s/a/b/ f 0<&-; echo "closed $?"
exec 3>w; sed s/a/b/ f <&3; echo "write-only $?"

#### grep -q x f
printf 'a\nb\n' > f
grep -q x f 0<&-; echo "closed $?"
exec 3>w; grep -q x f <&3; echo "write-only $?"

#### select reading a closed or write-only stdin
select x in a b; do echo $x; done 0<&-; echo "closed $?"
exec 3>w; select x in a b; do echo $x; done <&3; echo "write-only $?"

#### bash and sh reading their script from an unreadable stdin
bash 0<&-; echo "closed $?"
sh 0<&-; echo "closed $?"
exec 3>w; bash <&3; echo "write-only $?"
sh <&3; echo "write-only $?"
bash -s <&3; echo "write-only $?"

#### commands of bash -c and sh -c see the unreadable stdin
bash -c 'cat' 0<&-; echo "closed $?"
exec 3>w; sh -c 'wc -l' <&3; echo "write-only $?"

#### a write-only stdin by 0>file
grep x 0>w; echo "st $?"
wc -l 0>w; echo "st $?"
sort 0>w; echo "st $?"

#### read and mapfile still as before
read x 0<&-; echo "st $?"
mapfile a 0<&-; echo "st $? ${#a[@]}"

#### pipelines after an unreadable stage
grep x 0<&- | wc -l; echo "st ${PIPESTATUS[*]}"
exec 3>w; tr a b <&3 | cat; echo "st ${PIPESTATUS[*]}"

#### an unreadable stdin in a function and a subshell
f() { head -n1; }
f 0<&-; echo "st $?"
(sed p) 0<&-; echo "st $?"

#### source of /dev/stdin when it cannot be read
source /dev/stdin 0<&-; echo "closed $?"
exec 3>w; . /dev/stdin <&3; echo "write-only $?"

#### a closed stdin for the rest of the script
exec 0<&-
cat; echo "st $?"
grep x; echo "st $?"
read y; echo "st $?"
wc -l; echo "st $?"

#### file pads /dev/stdin by the width of its operand
printf 'a
' > longername
echo x | file longername -
echo x | file - f
exec 3>w; file longername - <&3; echo "st $?"

#### rev takes - for a file name
echo x | rev -; echo "st $?"
echo y | rev f; echo "st $?"

#### cmp of standard input with itself reads nothing
echo abc | cmp - -; echo "st $?"
echo abc | cmp - - 1 2; echo "st $?"

#### awk getline from an unreadable stdin returns -1
awk 'BEGIN{r=getline; print r}' 0<&-; echo "closed $?"
exec 3>w; awk 'BEGIN{getline; print "x"}' <&3; echo "write-only $?"

#### awk's fatal read error after a rule ran names the source line
## known-diff: awk/ (another owner) must add "cmd. line:1: " once a rule or BEGIN has run
printf 'a
b
' > f
awk 1 f - 0<&-; echo "closed $?"
exec 3>w; awk 'BEGIN{print 1} {print}' <&3; echo "write-only $?"

#### awk -f - and sort --files0-from=- of an unreadable stdin
## known-diff: awk/ and sort.py (other owners) still report their own wording
printf 'a
b
' > f
awk -f - f 0<&-; echo "closed $?"
sort --files0-from=- 0<&-; echo "closed $?"

#### a redirection from /dev/stdin when stdin is closed
## known-diff: redirs.py should fail the redirection (No such file or directory)
{ cat < /dev/stdin; } 0<&-; echo "st $?"

#### timeout and env run the command on the same stdin
timeout 5 grep x 0<&-; echo "st $?"
env uniq 0<&-; echo "st $?"
