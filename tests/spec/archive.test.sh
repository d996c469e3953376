# Archive and compression commands: tar (GNU tar 1.34), gzip 1.12, bzip2 1.0.8, xz 5.4.1,
# zip 3.0 / unzip 6.00, cpio 2.13, ar (binutils 2.40). Timestamps are pinned with touch -d
# (gzip warns about mtime 0, so @86400 is used) and listings use --owner/--group or
# --numeric-owner; compressed bytes are compared only where byte-identical (gzip -n).

#### gzip round trip
printf 'hello\n' > a
gzip a; echo $?; ls; gunzip a.gz; echo $?; cat a; ls

#### gzip -n bytes identical
printf 'hello world\n' > a
gzip -n -c a | od -An -tx1

#### gzip -n level 1 and 9 bytes
printf 'hello hello hello hello\n' > a
gzip -n1 -c a | od -An -tx1
gzip -n -9 -c a | od -An -tx1
gzip -n --fast -c a | od -An -tx1 | head -1

#### gzip stores name and mtime
printf 'hello\n' > a; touch -d @86400 a
gzip -c a | od -An -tx1

#### gzip from stdin
printf 'data\n' | gzip | od -An -tx1

#### gzip keep
printf 'x\n' > a
gzip -k a; ls; gzip -dc a.gz

#### gzip already exists
printf 'x\n' > a
gzip -k a; gzip -k a; echo "rc=$?"; gzip -kf a; echo "rc=$?"

#### gzip missing file
gzip nofile; echo "rc=$?"
gzip -q nofile; echo "rc=$?"

#### gzip directory ignored
mkdir d; gzip d; echo "rc=$?"

#### gzip recursive
mkdir -p d/e; printf 'x\n' > d/f; printf 'y\n' > d/e/g
gzip -r d; echo "rc=$?"; ls d d/e
gunzip -r d; ls d d/e

#### gzip already has suffix
printf 'x\n' > a.gz
gzip a.gz; echo "rc=$?"

#### gzip verbose
printf 'hello\n' > a; printf 'hello world\n' > b
gzip -v a; gzip -vk b; gzip -vc b > /dev/null
gzip -dv a.gz

#### gzip test ok and bad
printf 'hello\n' > a; gzip a
gzip -t a.gz; echo "rc=$?"; gzip -tv a.gz
printf 'junk' > j.gz; gzip -t j.gz; echo "rc=$?"

#### gunzip not in gzip format
printf 'junk' > j.gz
gunzip j.gz; echo "rc=$?"; ls

#### gzip -d stdin not gzip
printf 'plain' | gzip -d; echo "rc=$?"

#### gzip -dcf passes plain data
printf 'plain\n' > p
gzip -dcf p; zcat -f p; echo "rc=$?"

#### gunzip unknown suffix
printf 'x' > a
gunzip a; echo "rc=$?"

#### gunzip tries .gz suffix
printf 'hello\n' > a; gzip a
gunzip a; echo "rc=$?"; cat a

#### gunzip missing
gunzip nofile; echo "rc=$?"
gunzip nofile.gz; echo "rc=$?"

#### zcat concatenated members
printf 'one\n' > a; printf 'two\n' > b
gzip -c a > ab.gz; gzip -c b >> ab.gz
zcat ab.gz

#### zcat multiple files
printf 'one\n' > a; printf 'two\n' > b
gzip a b; zcat a.gz b.gz; zcat b.gz - < a.gz

#### zcat trailing garbage
printf 'one\n' | gzip > a.gz; echo junk >> a.gz
zcat a.gz; echo "rc=$?"

#### zcat trailing zeros ignored
printf 'one\n' | gzip > a.gz; printf '\0\0\0\0' >> a.gz
zcat a.gz; echo "rc=$?"

#### zcat truncated
printf 'hello world hello world\n' | gzip > a.gz
head -c 20 a.gz > t.gz
zcat t.gz; echo "rc=$?"

#### zcat crc error
printf 'hello\n' | gzip -n > a.gz
od -An -tx1 a.gz > /dev/null
printf '\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03\xcb\x48\xcd\xc9\xc9\xe7\x02\x00\x00\x00\x00\x00\x06\x00\x00\x00' > bad.gz
zcat bad.gz; echo "rc=$?"

#### gzip -l
printf 'hello\n' > a; printf 'hello world\n' > b
gzip a b
gzip -l a.gz; gzip -l a.gz b.gz

#### gzip -l name options
printf 'hello\n' > a; gzip a; mv a.gz x.gz
gzip -l x.gz; gzip -lN x.gz

#### gzip -lv
printf 'hello\n' > a; touch -d @86400 a; gzip a; touch -d '2020-03-04 05:06' a.gz
gzip -lv a.gz

#### gzip -l multi member
printf 'one\n' > a; gzip -c a > ab.gz; gzip -c a >> ab.gz
gzip -l ab.gz

#### gzip -l not gzip
printf 'x' > j.gz; gzip -l j.gz; echo "rc=$?"

#### gzip suffix option
printf 'x\n' > a
gzip -S .zz a; ls; gzip -d -S .zz a.zz; ls

#### gzip invalid suffix
printf 'x\n' > a
gzip -S '' a; echo "rc=$?"

#### gzip bad option
gzip -x; echo "rc=$?"
gzip --bogus; echo "rc=$?"

#### gzip preserves mode and mtime
printf 'x\n' > a; chmod 600 a; touch -d '2020-01-02 03:04:05' a
gzip a; ls -l a.gz | cut -d' ' -f1,6-; gunzip a.gz; ls -l a | cut -d' ' -f1,6-

#### gunzip -N restores name
printf 'x\n' > a; gzip a; mv a.gz b.gz
gunzip -N b.gz; ls

#### gzip stdout multiple files
printf 'a\n' > a; printf 'b\n' > b
gzip -c a b > ab.gz; zcat ab.gz; ls

#### gzip level option digits
printf 'aaaaaaaaaaaaaaaaaaaaaaaa\n' > a
gzip -c -n -5 a | od -An -tx1
gzip -c -n -19 a | od -An -tx1 | head -1

#### gzip tgz name
printf 'x\n' | gzip > a.tgz
gunzip a.tgz; ls

#### gzip -c keeps source
printf 'x\n' > a
gzip -c a > b.gz; ls

#### gzip bigger text round trip
for i in 1 2 3 4 5 6 7 8 9 10; do echo "line $i of some text that repeats"; done > t
gzip -n -c t | od -An -tx1 | head -3
gzip -c t | gzip -dc | diff - t && echo same

#### gzip help head
gzip --help | head -3
gzip -V | head -1

#### tar create and list
mkdir -p d/sub; printf 'hello\n' > d/f; printf 'b\n' > d/sub/g
tar cf a.tar d; echo "rc=$?"; tar tf a.tar

#### tar bundled options with gzip
mkdir d; printf 'x\n' > d/f
tar czf a.tgz d; tar tzf a.tgz; tar tf a.tgz; echo "rc=$?"

#### tar dash options
mkdir d; printf 'x\n' > d/f
tar -czf a.tgz d; tar -tzf a.tgz; tar --create --file=b.tar d; tar --list --file b.tar

#### tar verbose listing
mkdir -p d/sub; printf 'hello\n' > d/f; printf 'bb\n' > d/sub/g; ln -s f d/l
touch -d '2020-01-02 03:04:05' d/f d/sub/g d/sub d
tar cf a.tar --owner=user:1000 --group=user:1000 --exclude=l d
tar tvf a.tar
tar cf a.tar --owner=user:1000 --group=user:1000 --mtime='2020-01-02 03:04:05' d
tar tvf a.tar

#### tar verbose listing numeric owner
mkdir d; printf 'hello\n' > d/f; touch -d @0 d/f d
tar cf a.tar --owner=user:1000 --group=user:1000 d
tar tvf a.tar --numeric-owner

#### tar mtime option
mkdir d; printf 'hello\n' > d/f
tar cf a.tar --owner=user:1000 --group=user:1000 --mtime=@86400 d
tar tvf a.tar

#### tar listing width grows
mkdir d; printf 'hello\n' > d/f; head -c 123456789 /dev/zero > d/big 2>/dev/null || true
touch -d @0 d d/f
tar cf a.tar --owner=someverylongusername:1000 --group=user:1000 --mtime=@0 d/f
tar tvf a.tar

#### tar byte identical archive
mkdir d; printf 'hello\n' > d/f; touch -d @86400 d d/f
tar cf a.tar --owner=user:1000 --group=user:1000 d
od -An -c a.tar | head -20; wc -c < a.tar; cksum < a.tar

#### tar czf byte identical
mkdir d; printf 'hello\n' > d/f; touch -d @86400 d d/f
tar czf a.tgz --owner=user:1000 --group=user:1000 d
cksum < a.tgz

#### tar extract round trip
mkdir -p d/sub; printf 'hello\n' > d/f; printf 'b\n' > d/sub/g
tar cf a.tar d; rm -r d; tar xf a.tar; cat d/f d/sub/g; ls -R d

#### tar extract preserves mode and mtime
mkdir d; printf 'x\n' > d/f; chmod 640 d/f; touch -d '2021-05-06 07:08:09' d/f
tar cf a.tar d; rm -r d; tar xf a.tar; ls -l d/f | cut -d' ' -f1,6-

#### tar extract verbose
mkdir -p d/sub; printf 'hello\n' > d/f; printf 'b\n' > d/sub/g
tar cf a.tar d; rm -r d; tar xvf a.tar

#### tar create verbose
mkdir -p d/sub; printf 'hello\n' > d/f; printf 'b\n' > d/sub/g
tar cvf a.tar d

#### tar create verbose to stdout archive
mkdir d; printf 'hello\n' > d/f
tar cvf - d > a.tar; tar tf a.tar

#### tar extract to directory
mkdir d out; printf 'hello\n' > d/f
tar cf a.tar d; tar xf a.tar -C out; cat out/d/f

#### tar extract -C missing dir
mkdir d; printf 'hello\n' > d/f; tar cf a.tar d
tar xf a.tar -C nodir; echo "rc=$?"

#### tar create -C
mkdir -p src/d; printf 'hello\n' > src/d/f
tar cf a.tar -C src d; tar tf a.tar

#### tar strip components
mkdir -p d/sub; printf 'hello\n' > d/f; printf 'b\n' > d/sub/g
tar cf a.tar d; mkdir out; tar xf a.tar -C out --strip-components=1; ls -R out; cat out/sub/g

#### tar strip components list
mkdir -p d/sub; printf 'b\n' > d/sub/g
tar cf a.tar d; tar tf a.tar --strip-components=1

#### tar exclude
mkdir -p d/sub; printf 'a\n' > d/f.txt; printf 'b\n' > d/g.log; printf 'c\n' > d/sub/h.log
tar cf a.tar --exclude='*.log' d; tar tf a.tar
tar cf b.tar --exclude=sub d; tar tf b.tar

#### tar exclude on extract
mkdir d; printf 'a\n' > d/f.txt; printf 'b\n' > d/g.log
tar cf a.tar d; rm -r d; tar xf a.tar --exclude='*.txt'; ls d

#### tar to stdout
mkdir d; printf 'hello\n' > d/f; printf 'world\n' > d/g
tar cf a.tar d; tar xOf a.tar; tar -xf a.tar -O d/g

#### tar files from
mkdir d; printf 'a\n' > d/f; printf 'b\n' > d/g; printf 'c\n' > d/h
printf 'd/f\nd/h\n' > list
tar cf a.tar -T list; tar tf a.tar

#### tar keep old files
mkdir d; printf 'new\n' > d/f; tar cf a.tar d; printf 'old\n' > d/f
tar xkf a.tar; echo "rc=$?"; cat d/f

#### tar skip old files
mkdir d; printf 'new\n' > d/f; tar cf a.tar d; printf 'old\n' > d/f
tar xf a.tar --skip-old-files; echo "rc=$?"; cat d/f

#### tar overwrite default
mkdir d; printf 'new\n' > d/f; tar cf a.tar d; printf 'old\n' > d/f
tar xf a.tar; echo "rc=$?"; cat d/f
tar xf a.tar --overwrite; echo "rc=$?"; cat d/f

#### tar missing operand
mkdir d; tar cf a.tar d nofile; echo "rc=$?"; tar tf a.tar

#### tar not found in archive
mkdir d; printf 'x\n' > d/f; tar cf a.tar d
tar tf a.tar nonm; echo "rc=$?"
tar xf a.tar d/f nonm; echo "rc=$?"

#### tar list member subset
mkdir -p d/sub e; printf 'x\n' > d/f; printf 'y\n' > d/sub/g; printf 'z\n' > e/h
tar cf a.tar d e; tar tf a.tar d/sub; tar tf a.tar e

#### tar wildcards
mkdir d; printf 'x\n' > d/a.txt; printf 'y\n' > d/b.log
tar cf a.tar d; tar tf a.tar --wildcards '*.txt'

#### tar absolute names
mkdir d; printf 'x\n' > d/f
tar cf a.tar "$PWD/d/f" 2>err; echo "rc=$?"; cat err; tar tf a.tar | sed "s|^${PWD#/}|PWD|"

#### tar dotdot member refused
mkdir -p d/e; printf 'x\n' > d/f
cd d/e && tar cf ../../a.tar ../f; echo "rc=$?"; cd ../..; tar tf a.tar

#### tar empty archive refused
tar cf a.tar; echo "rc=$?"

#### tar no mode
tar f a.tar; echo "rc=$?"

#### tar two modes
tar ct; echo "rc=$?"

#### tar old option needs arg
tar tf; echo "rc=$?"

#### tar bad option
tar --bogus; echo "rc=$?"
tar -c -Q; echo "rc=$?"

#### tar not a tar archive
printf 'garbage' > g.tar; tar tf g.tar; echo "rc=$?"

#### tar missing archive
tar tf nofile.tar; echo "rc=$?"
tar xf nofile.tar; echo "rc=$?"

#### tar compressed stdin without -z
mkdir d; printf 'x\n' > d/f; tar czf a.tgz d
tar tf - < a.tgz; echo "rc=$?"; tar tzf - < a.tgz

#### tar pipe create extract
mkdir d out; printf 'hello\n' > d/f
tar cf - d | tar xf - -C out; cat out/d/f

#### tar append
mkdir d; printf 'x\n' > d/f; printf 'y\n' > g
tar cf a.tar d; tar rf a.tar g; tar tf a.tar

#### tar update
mkdir d; printf 'x\n' > d/f; printf 'y\n' > d/g; touch -d @86400 d/f d/g
tar cf a.tar d/f d/g; touch -d @172800 d/g
tar uf a.tar d/f d/g; tar tf a.tar

#### tar delete
mkdir d; printf 'x\n' > d/f; printf 'y\n' > d/g
tar cf a.tar d; tar --delete -f a.tar d/f; tar tf a.tar

#### tar bzip2 round trip
mkdir d; printf 'hello\n' > d/f
tar cjf a.tbz d; tar tjf a.tbz; tar tf a.tbz; rm -r d; tar xf a.tbz; cat d/f

#### tar xz round trip
mkdir d; printf 'hello\n' > d/f
tar cJf a.txz d; tar tJf a.txz; rm -r d; tar xf a.txz; cat d/f

#### tar auto compress
mkdir d; printf 'hello\n' > d/f
tar caf a.tar.gz d; od -An -tx1 a.tar.gz | head -1 | cut -c1-6
tar caf a.tar.bz2 d; head -c 3 a.tar.bz2; echo
tar caf a.tar.xz d; tar tf a.tar.xz

#### tar symlink round trip
mkdir d; printf 'x\n' > d/f; ln -s f d/l
tar cf a.tar d; rm -r d; tar xf a.tar; readlink d/l; cat d/l

#### tar hard link
mkdir d; printf 'x\n' > d/f; ln d/f d/g
tar cf a.tar --owner=user:1000 --group=user:1000 --mtime=@0 d; tar tvf a.tar
rm -r d; tar xf a.tar; cat d/g

#### tar long name
mkdir -p aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/cccccccccccccccccccccccccccccc
printf 'x\n' > aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/cccccccccccccccccccccccccccccc/file
touch -d @86400 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/cccccccccccccccccccccccccccccc/file
tar cf a.tar --owner=user:1000 --group=user:1000 --mtime=@86400 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
tar tf a.tar; cksum < a.tar

#### tar vv create
mkdir d; printf 'hi\n' > d/f
touch -d @86400 d d/f; tar cvvf a.tar --owner=user:1000 --group=user:1000 --mtime=@0 d

#### tar remove files
mkdir d; printf 'hi\n' > d/f
tar cf a.tar --remove-files d; ls; tar tf a.tar

#### tar no recursion
mkdir d; printf 'hi\n' > d/f
tar cf a.tar --no-recursion d; tar tf a.tar

#### tar dot directory
mkdir d; printf 'hi\n' > d/f
cd d && tar cf ../a.tar . && cd .. && tar tf a.tar

#### tar touch option
mkdir d; printf 'hi\n' > d/f; touch -d @86400 d/f
tar cf a.tar d; rm -r d; tar xmf a.tar; ls -l --time-style=+%Y d/f | cut -d' ' -f6

#### tar help version
tar --version | head -1
tar --help | head -2

#### zip recursive adding lines
mkdir -p d/sub; printf 'hello\n' > d/f; for i in 1 2 3 4 5 6 7 8 9; do echo "line line line $i"; done > d/sub/g
zip -r a.zip d; echo "rc=$?"

#### unzip -l listing
mkdir -p d/sub; printf 'hello\n' > d/f; for i in 1 2 3 4 5 6 7 8 9; do echo "line line line $i"; done > d/sub/g
touch -d '2020-01-02 03:04:05' d/f d/sub/g d/sub d
zip -qr a.zip d; unzip -l a.zip

#### unzip -v listing
mkdir -p d/sub; printf 'hello\n' > d/f; for i in 1 2 3 4 5 6 7 8 9; do echo "line line line $i"; done > d/sub/g
touch -d '2020-01-02 03:04:05' d/f d/sub/g d/sub d
zip -qr a.zip d; unzip -v a.zip

#### unzip extract lines
mkdir -p d/sub; printf 'hello\n' > d/f; for i in 1 2 3 4 5 6 7 8 9; do echo "line line line $i"; done > d/sub/g
zip -qr a.zip d; mkdir o; unzip a.zip -d o; cat o/d/f; md5sum o/d/sub/g d/sub/g | cut -c1-32

#### unzip into cwd
mkdir d; printf 'hello\n' > d/f
zip -q a.zip d/f; rm -r d; unzip a.zip; cat d/f

#### unzip overwrite and never
mkdir d; printf 'hello\n' > d/f
zip -q a.zip d/f; printf 'changed\n' > d/f
unzip -n a.zip; cat d/f; unzip -o a.zip; cat d/f

#### unzip existing file prompt eof
mkdir d; printf 'hello\n' > d/f
zip -q a.zip d/f; unzip a.zip; echo "rc=$?"

#### unzip quiet
mkdir d; printf 'hello\n' > d/f
zip -q a.zip d/f; unzip -q a.zip -d o; echo "rc=$?"; cat o/d/f

#### unzip pipe
mkdir d; printf 'hello\n' > d/f; printf 'world\n' > d/g
zip -q a.zip d/f d/g; unzip -p a.zip; unzip -p a.zip d/g

#### unzip test
mkdir d; printf 'hello\n' > d/f
zip -q a.zip d d/f; unzip -t a.zip

#### unzip Z1
mkdir d; printf 'hello\n' > d/f
zip -qr a.zip d; unzip -Z1 a.zip

#### unzip missing archive
unzip nofile.zip; echo "rc=$?"

#### unzip not a zip
printf 'abc' > j.zip; unzip -l j.zip; echo "rc=$?"

#### unzip member not matched
mkdir d; printf 'hello\n' > d/f
zip -q a.zip d/f; unzip a.zip nonm; echo "rc=$?"

#### unzip member selection wildcard
mkdir d; printf 'a\n' > d/a.txt; printf 'b\n' > d/b.log
zip -qr a.zip d; unzip -l a.zip '*.txt' | tail -2

#### unzip exclude
mkdir d; printf 'a\n' > d/a.txt; printf 'b\n' > d/b.log
zip -qr a.zip d; unzip -q a.zip -d o -x '*.log'; ls o/d

#### unzip junk paths
mkdir -p d/e; printf 'a\n' > d/e/f
zip -qr a.zip d; unzip -j a.zip -d o; ls o

#### zip missing file
zip c.zip nofile; echo "rc=$?"

#### zip junk paths
mkdir -p d/e; printf 'a\n' > d/e/f
zip -j a.zip d/e/f; unzip -Z1 a.zip

#### zip stored level 0
printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n' > f
zip -0 a.zip f; zip b.zip f

#### zip delete
mkdir d; printf 'a\n' > d/f; printf 'b\n' > d/g
zip -qr a.zip d; zip -d a.zip d/f; unzip -Z1 a.zip

#### zip update existing entry
printf 'hello\n' > h
zip h.zip h; printf 'hello2\n' > h; zip h.zip h; unzip -p h.zip

#### zip move
printf 'hello\n' > h
zip -m m.zip h; ls

#### zip exclude
mkdir d; printf 'a\n' > d/a.txt; printf 'b\n' > d/b.log
zip -r x.zip d -x '*.log'

#### zip appends .zip suffix
printf 'hello\n' > h
zip arch h; ls

#### zip dir without -r
mkdir d; printf 'a\n' > d/f
zip a.zip d; unzip -Z1 a.zip

#### zip unzip preserves mode
printf '#!/bin/sh\n' > s; chmod 755 s
zip -q a.zip s; rm s; unzip -q a.zip; ls -l s | cut -c1-10

#### bzip2 round trip
printf 'hello\n' > a
bzip2 a; ls; bunzip2 a.bz2; cat a

#### bzip2 bytes identical
printf 'hello world\n' > a
bzip2 -c a | od -An -tx1
bzip2 -1 -c a | cksum

#### bzip2 keep and exists
printf 'hello\n' > a
bzip2 -k a; bzip2 -k a; echo "rc=$?"; bzip2 -kf a; echo "rc=$?"; ls

#### bzip2 test and bzcat
printf 'hello\n' > a; bzip2 a
bzip2 -t a.bz2; echo "rc=$?"; bzip2 -tv a.bz2; bzcat a.bz2

#### bzip2 missing file
bzip2 nofile; echo "rc=$?"

#### bzip2 not bzip2
printf junk > j.bz2; bzip2 -d j.bz2; echo "rc=$?"; bzip2 -dc < j.bz2; echo "rc=$?"

#### bzip2 directory
mkdir d; bzip2 d; echo "rc=$?"

#### bzip2 guess name
printf 'hello\n' | bzip2 > b; bzip2 -d b; echo "rc=$?"; ls; cat b.out

#### bzip2 stdin stdout
printf 'data\n' | bzip2 | bzip2 -d

#### bzcat concatenated
printf 'one\n' | bzip2 > x.bz2; printf 'two\n' | bzip2 >> x.bz2; bzcat x.bz2

#### bzip2 already has suffix
printf 'x' > a.bz2; bzip2 a.bz2; echo "rc=$?"

#### bzip2 bad flag
bzip2 -x 2>&1 | head -3; echo "rc=$?"

#### bzip2 flags after files
printf 'hello\n' > a; bzip2 a -k; ls

#### bunzip2 tbz2 name
printf 'x\n' | bzip2 > a.tbz2; bunzip2 a.tbz2; ls

#### xz round trip
printf 'hello\n' > a
xz a; ls; unxz a.xz; cat a

#### xz bytes identical
printf 'hello world\n' > a
xz -c a | od -An -tx1
xz -9e -c a | cksum
xz -0 -c a | cksum

#### xz keep exists
printf 'hello\n' > a
xz -k a; xz -k a; echo "rc=$?"; xz -kf a; echo "rc=$?"

#### xz test
printf 'hello\n' > a; xz a; xz -t a.xz; echo "rc=$?"; xzcat a.xz

#### xz missing
xz nofile; echo "rc=$?"

#### xz not recognized
printf junk > j.xz; xz -d j.xz; echo "rc=$?"; xz -dc < j.xz; echo "rc=$?"

#### xz directory
mkdir d; xz d; echo "rc=$?"

#### xz already has suffix
printf 'hello\n' > a; xz a; xz a.xz; echo "rc=$?"

#### xz list
printf 'hello\n' > a; xz a; xz -l a.xz

#### xz truncated
printf 'hello\n' | xz > a.xz; head -c 30 a.xz > t.xz; xzcat t.xz; echo "rc=$?"

#### xz concatenated
printf 'one\n' | xz > x.xz; printf 'two\n' | xz >> x.xz; xzcat x.xz

#### xz bad option
xz -x; echo "rc=$?"

#### xz threads accepted
printf 'hello\n' | xz -T0 | xz -dc

#### lzma format
printf 'hello\n' > a
lzma -c a | od -An -tx1
lzma a; ls; unlzma a.lzma; cat a
printf 'x\n' | xz --format=lzma | lzcat

#### xz stdin stdout
printf 'data\n' | xz | xz -d

#### cpio newc round trip
mkdir -p d/e; printf 'hello\n' > d/f; printf 'x\n' > d/e/g
find d | sort | cpio -o -H newc > a.cpio; echo "rc=$?"
cpio -t < a.cpio
mkdir o; cd o; cpio -id < ../a.cpio; echo "rc=$?"; find . | sort; cat d/f

#### cpio list verbose
mkdir -p d/e; printf 'hello\n' > d/f; printf 'x\n' > d/e/g; touch -d @86400 d d/f d/e d/e/g
find d | sort | cpio -o -H newc > a.cpio 2>/dev/null
cpio -tv < a.cpio 2>/dev/null | sed 's/root/user/g'

#### cpio default bin format round trip
mkdir d; printf 'hello\n' > d/f
find d | sort | cpio -o > a.cpio; cpio -it < a.cpio

#### cpio odc round trip
mkdir d; printf 'hello\n' > d/f
find d | sort | cpio -o -H odc > a.cpio; head -c 6 a.cpio; echo; cpio -it < a.cpio

#### cpio not created newer
mkdir d; printf 'hello\n' > d/f
find d | cpio -o -H newc > a.cpio 2>/dev/null
cpio -i < a.cpio; echo "rc=$?"

#### cpio unconditional
mkdir d; printf 'hello\n' > d/f
find d | cpio -o -H newc > a.cpio 2>/dev/null; printf 'changed\n' > d/f
cpio -iu < a.cpio; cat d/f

#### cpio premature end
printf 'junk' | cpio -t; echo "rc=$?"

#### cpio missing input file
echo nofile | cpio -o -H newc > /dev/null; echo "rc=$?"

#### cpio no mode
cpio; echo "rc=$?"

#### cpio pattern
mkdir -p d/e; printf 'hello\n' > d/f; printf 'x\n' > d/e/g
find d | sort | cpio -o -H newc 2>/dev/null > a.cpio
cpio -it 'd/e*' < a.cpio

#### cpio verbose extract
mkdir d; printf 'hello\n' > d/f
find d | sort | cpio -o -H newc 2>/dev/null > a.cpio
mkdir o; cd o; cpio -idv < ../a.cpio

#### cpio file option
mkdir d; printf 'hello\n' > d/f
find d | cpio -o -H newc -F a.cpio; cpio -it -F a.cpio

#### ar create list
printf 'hello\n' > a.txt; printf 'world!\n' > b.txt
ar r lib.a a.txt b.txt; echo "rc=$?"; ar t lib.a; ar tv lib.a

#### ar byte identical
printf 'hello\n' > a.txt; printf 'world!\n' > b.txt; printf 'x' > averyverylongname.txt
ar rc lib.a a.txt b.txt averyverylongname.txt; od -c lib.a

#### ar verbose replace
printf 'hello\n' > a.txt; printf 'x' > c.txt
ar rc lib.a a.txt; ar rv lib.a a.txt c.txt; ar t lib.a

#### ar print
printf 'hello\n' > a.txt; printf 'world!\n' > b.txt
ar rc lib.a a.txt b.txt; ar p lib.a; ar pv lib.a b.txt

#### ar extract
printf 'hello\n' > a.txt; printf 'world!\n' > b.txt
ar rc lib.a a.txt b.txt; mkdir o; cd o; ar x ../lib.a; cat a.txt b.txt; ar xv ../lib.a a.txt

#### ar delete
printf 'hello\n' > a.txt; printf 'world!\n' > b.txt
ar rc lib.a a.txt b.txt; ar d lib.a a.txt; ar t lib.a; ar dv lib.a nonm; echo "rc=$?"

#### ar quick append
printf 'hello\n' > a.txt
ar rc new.a a.txt; ar q new.a a.txt; ar t new.a

#### ar errors
printf 'hello\n' > a.txt
ar t nolib.a; echo "rc=$?"
printf junk > j.a; ar t j.a; echo "rc=$?"
ar r x.a nofile; echo "rc=$?"
ar rc lib.a a.txt; ar x lib.a nonm; echo "rc=$?"

#### tar gzip pipe round trip
mkdir d; printf 'hello\n' > d/f
tar czf - d | tar xzf - -C /tmp 2>/dev/null; tar czf - d | gzip -dc | tar tf -

#### tar list verbose compressed
mkdir d; printf 'hello\n' > d/f; touch -d @86400 d d/f
tar czf a.tgz --owner=user:1000 --group=user:1000 d; tar tzvf a.tgz

#### tar extract single member
mkdir d; printf 'a\n' > d/f; printf 'b\n' > d/g
tar cf a.tar d; rm -r d; tar xf a.tar d/g; ls d

#### tar extract verbose single
mkdir d; printf 'a\n' > d/f; printf 'b\n' > d/g
tar cf a.tar d; rm -r d; tar xvf a.tar d/f

#### tar multiple operands order
mkdir a b; printf '1\n' > a/x; printf '2\n' > b/y; printf '3\n' > c
tar cf t.tar c b a; tar tf t.tar

#### tar file operand only
printf 'x\n' > f
tar cf t.tar f; tar tf t.tar; tar xOf t.tar f

#### tar empty directory
mkdir -p e/sub
tar cf t.tar e; tar tf t.tar; rm -r e; tar xf t.tar; ls -R e

#### tar exclude multiple
mkdir d; printf 'a\n' > d/a.c; printf 'b\n' > d/b.o; printf 'c\n' > d/c.h
tar cf t.tar --exclude='*.o' --exclude='*.h' d; tar tf t.tar

#### tar exclude from file
mkdir d; printf 'a\n' > d/a.c; printf 'b\n' > d/b.o
printf '*.o\n' > ex; tar cf t.tar -X ex d; tar tf t.tar

#### tar long options
mkdir d; printf 'a\n' > d/f
tar --create --gzip --file=t.tgz d; tar --list --gzip --file=t.tgz; tar --extract --to-stdout --file t.tgz d/f

#### tar strip two components
mkdir -p a/b/c; printf 'x\n' > a/b/c/f
tar cf t.tar a; mkdir o; tar xf t.tar -C o --strip-components=2; ls -R o

#### tar extract over directory file conflict
mkdir d; printf 'x\n' > d/f; tar cf t.tar d; rm -r d; printf 'file\n' > d
tar xf t.tar; echo "rc=$?"; cat d/f

#### tar append to missing archive
printf 'x\n' > f; tar rf new.tar f; tar tf new.tar

#### tar delete missing member
mkdir d; printf 'x\n' > d/f; tar cf t.tar d
tar --delete -f t.tar nonm; echo "rc=$?"; tar tf t.tar

#### tar xz listing
mkdir d; printf 'x\n' > d/f
tar cJf t.txz d; tar tvJf t.txz --numeric-owner | cut -c1-10

#### tar bz2 pipe
mkdir d; printf 'x\n' > d/f
tar cjf - d | tar tjf -

#### gzip zcat stdin
printf 'hello\n' | gzip | zcat

#### gzip quiet warning
printf 'x\n' > a; mkdir d
gzip -q d; echo "rc=$?"

#### gzip multiple files mixed
printf 'x\n' > a
gzip a nofile; echo "rc=$?"; ls

#### gunzip keep
printf 'hello\n' > a; gzip a; gunzip -k a.gz; ls; cat a

#### gzip decompress force existing
printf 'hello\n' > a; gzip -k a; gunzip a.gz; echo "rc=$?"; gunzip -f a.gz; echo "rc=$?"; ls

#### zcat -l behaves as list
printf 'hello\n' > a; gzip a; zcat -l a.gz

#### gzip test stdin
printf 'hello\n' | gzip | gzip -t; echo "rc=$?"

#### bzip2 decompress existing output
printf 'hello\n' > a; bzip2 -k a; bzip2 -d a.bz2; echo "rc=$?"; bzip2 -df a.bz2; echo "rc=$?"; ls

#### bzcat multiple
printf 'one\n' > a; printf 'two\n' > b; bzip2 a b; bzcat a.bz2 b.bz2

#### xz decompress existing output
printf 'hello\n' > a; xz -k a; unxz a.xz; echo "rc=$?"; unxz -f a.xz; echo "rc=$?"; ls

#### xzcat multiple
printf 'one\n' > a; printf 'two\n' > b; xz a b; xzcat a.xz b.xz

#### zip quiet recursive and listing count
mkdir -p d/e; printf 'a\n' > d/f; printf 'b\n' > d/e/g
zip -qr a.zip d; unzip -Z1 a.zip | wc -l

#### unzip test quiet
printf 'a\n' > f; zip -q a.zip f; unzip -tq a.zip

#### unzip -l quiet
printf 'a\n' > f; zip -q a.zip f; unzip -lq a.zip | wc -l

#### ar long names extract
printf 'x' > averyverylongname.txt; printf 'y' > b
ar rc l.a averyverylongname.txt b; ar t l.a; rm averyverylongname.txt b; ar x l.a; cat averyverylongname.txt b; echo

#### cpio extract to directory option
mkdir d; printf 'hello\n' > d/f
find d | cpio -o -H newc 2>/dev/null > a.cpio
mkdir o; cpio -id -D o < a.cpio; cat o/d/f

#### cpio quiet
mkdir d; printf 'hello\n' > d/f
find d | cpio -o -H newc --quiet | cpio -it --quiet
