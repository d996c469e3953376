# File-management commands: ls mkdir rmdir rm cp mv ln touch find stat chmod readlink
# realpath du df tree mktemp truncate install file shred dd.
# Deterministic only: no owner columns, no real times (touch -d fixes them), du with
# --apparent-size -b, find/du output sorted where directory order would leak.

#### ls plain sorted
touch b a c
ls

#### ls -1
touch b a c
ls -1

#### ls -a shows dot entries
touch .h v
ls -a

#### ls -A
touch .h v
ls -A

#### ls missing operand
ls nope
echo "status $?"

#### ls file and missing
touch f
ls f nope
echo "status $?"

#### ls directory operand header
mkdir d e; touch d/x e/y
ls d e

#### ls -d dir
mkdir d; touch d/x
ls -d d

#### ls -F classify
mkdir d; touch f; ln -s f l; printf '' > x; chmod +x x
ls -F

#### ls -p
mkdir d; touch f
ls -p

#### ls -R
mkdir -p a/b; touch a/f a/b/g
ls -R a

#### ls -r reverse
touch a b c
ls -r

#### ls -S by size
printf 1 > s1; printf 123 > s3; printf 12 > s2
ls -S

#### ls -t by fixed mtimes
touch -d '2020-01-01' old; touch -d '2022-01-01' new; touch -d '2021-01-01' mid
ls -t

#### ls -tr
touch -d '2020-01-01' old; touch -d '2022-01-01' new
ls -tr

#### ls -l mode column
touch f; chmod 640 f; mkdir d; chmod 751 d
ls -l | cut -c1-10

#### ls -l symlink mode
ln -s target l
ls -l l | cut -c1-10

#### ls -1 with spaces in names
touch 'a b' c
ls -1

#### ls -m commas
touch a b c
ls -m

#### ls -Q quoting
touch 'a b' c
ls -Q

#### ls -X by extension
touch a.z b.a c
ls -X

#### ls -v version sort
touch f10 f9 f1
ls -v

#### ls -U count
touch a b c
ls -U | wc -l

#### ls --hide
touch a.o b.c
ls --hide='*.o'

#### ls -I ignore
touch a.o b.c
ls -I '*.c'

#### ls glob expansion
touch x1 x2 y1
ls x*

#### ls empty dir
mkdir e
ls e
echo "status $?"

#### ls -1 dir trailing slash
mkdir d; touch d/f
ls d/

#### ls -s size blocks of empty
touch e
ls -s e

#### ls invalid option
ls -Y
echo "status $?"

#### mkdir simple
mkdir d
ls -d d

#### mkdir exists
mkdir d
mkdir d
echo "status $?"

#### mkdir -p nested
mkdir -p a/b/c
ls -R a

#### mkdir -p existing ok
mkdir -p a/b
mkdir -p a/b
echo "status $?"

#### mkdir missing parent
mkdir x/y
echo "status $?"

#### mkdir -v
mkdir -v d1 d2

#### mkdir -pv
mkdir -pv p/q

#### mkdir -m
mkdir -m 700 d
stat -c %a d

#### mkdir -m symbolic
mkdir -m u=rwx,g=rx,o= d
stat -c %a d

#### mkdir invalid mode
mkdir -m xyz d
echo "status $?"

#### mkdir no operand
mkdir
echo "status $?"

#### mkdir over file
touch f
mkdir f
echo "status $?"

#### mkdir under file
touch f
mkdir f/x
echo "status $?"

#### rmdir empty
mkdir d
rmdir d
ls

#### rmdir non-empty
mkdir d; touch d/f
rmdir d
echo "status $?"

#### rmdir -p
mkdir -p a/b/c
rmdir -p a/b/c
ls

#### rmdir missing
rmdir nope
echo "status $?"

#### rmdir on file
touch f
rmdir f
echo "status $?"

#### rmdir -v
mkdir d
rmdir -v d

#### rm file
touch f
rm f
ls

#### rm missing
rm nope
echo "status $?"

#### rm -f missing
rm -f nope
echo "status $?"

#### rm directory without -r
mkdir d
rm d
echo "status $?"

#### rm -r tree
mkdir -p d/e; touch d/e/f
rm -r d
ls

#### rm -rv
mkdir d; touch d/f
rm -rv d

#### rm -v file
touch a b
rm -v a b

#### rm -d empty dir
mkdir d
rm -d d
ls

#### rm -d non-empty
mkdir d; touch d/f
rm -d d
echo "status $?"

#### rm no operand
rm
echo "status $?"

#### rm dot refused
rm -r .
echo "status $?"

#### rm symlink keeps target
touch t; ln -s t l
rm l
ls

#### rm -r missing
rm -r nope
echo "status $?"

#### cp file
echo hi > a
cp a b
cat b

#### cp into dir
mkdir d; echo hi > a
cp a d
cat d/a

#### cp missing source
cp nope x
echo "status $?"

#### cp dir without -r
mkdir d
cp d e
echo "status $?"

#### cp -r dir
mkdir -p d/e; echo x > d/e/f
cp -r d c
cat c/e/f

#### cp -r into existing dir
mkdir -p d t; echo x > d/f
cp -r d t
ls -R t

#### cp -v
echo x > a
cp -v a b

#### cp -n no clobber
echo old > b; echo new > a
cp -n a b
cat b

#### cp same file
echo x > a
cp a a
echo "status $?"

#### cp multiple to non-dir
touch a b c
cp a b c
echo "status $?"

#### cp missing operand
cp a
echo "status $?"

#### cp -p keeps mode
echo x > a; chmod 600 a
cp -p a b
stat -c %a b

#### cp keeps mode bits by default
echo x > a; chmod 751 a
cp a b
stat -c %a b

#### cp -a symlink
touch t; ln -s t l
cp -a l m
readlink m

#### cp follows symlink by default
echo data > t; ln -s t l
cp l c
cat c; test -L c || echo regular

#### cp -t
mkdir d; touch a b
cp -t d a b
ls d

#### cp -T
mkdir d e; touch d/x
cp -rT d e
ls e

#### cp overwrite content
echo 1 > a; echo 22 > b
cp a b
cat b

#### cp -u older
echo new > a; echo old > b
touch -d '2020-01-01' a; touch -d '2021-01-01' b
cp -u a b
cat b

#### mv rename
echo x > a
mv a b
ls; cat b

#### mv into dir
mkdir d; touch a
mv a d
ls d

#### mv missing
mv nope x
echo "status $?"

#### mv -v
touch a
mv -v a b

#### mv -n
echo 1 > a; echo 2 > b
mv -n a b
cat b; ls

#### mv dir rename
mkdir d; touch d/f
mv d e
ls e

#### mv onto itself
touch a
mv a a
echo "status $?"

#### mv dir into itself
mkdir d
mv d d/e
echo "status $?"

#### mv multiple into non-dir
touch a b c
mv a b c
echo "status $?"

#### mv -t
mkdir d; touch a b
mv -t d a b
ls d

#### mv file over dir
mkdir d; touch f
mv f d
ls d

#### mv -f
echo 1 > a; echo 2 > b
mv -f a b
cat b

#### ln -s and readlink
ln -s target l
readlink l

#### ln hard link shares inode count
echo x > a
ln a b
stat -c %h a

#### ln existing
touch a b
ln a b
echo "status $?"

#### ln -sf replace
touch a b
ln -s a l
ln -sf b l
readlink l

#### ln -sv
ln -sv t l

#### ln into dir
mkdir d; touch a
ln -s ../a d
readlink d/a

#### ln hard link dir refused
mkdir d
ln d e
echo "status $?"

#### ln missing target for hard
ln nope x
echo "status $?"

#### ln -s dangling cat
ln -s nowhere l
cat l
echo "status $?"

#### ln -sn no-deref
mkdir d; ln -s d l
ln -sfn x l
readlink l

#### ln -r relative
mkdir -p a/b; touch f
ln -sr f a/b/l
readlink a/b/l

#### touch creates
touch f
ls

#### touch -c no create
touch -c f
ls
echo "status $?"

#### touch -d fixed date
touch -d '2024-01-02 03:04:05' f
stat -c %y f

#### touch -d epoch
touch -d @0 f
stat -c %Y f

#### touch -t stamp
touch -t 202001021530.45 f
stat -c %y f

#### touch -r reference
touch -d '2019-05-06 07:08:09' r
touch -r r f
stat -c %y f

#### touch -m only
touch -d '2019-05-06' f
touch -m -d '2020-01-01' f
stat -c '%y' f

#### touch -a only
touch -d '2019-05-06' f
touch -a -d '2020-01-01' f
stat -c '%x %y' f

#### touch invalid date
touch -d 'not a date' f
echo "status $?"

#### touch missing dir
touch nodir/f
echo "status $?"

#### touch -d iso T
touch -d '2021-03-04T05:06:07' f
stat -c %y f

#### touch -d date only
touch -d '2021-03-04' f
stat -c %y f

#### find all sorted
mkdir -p d/e; touch d/f d/e/g
find d | sort

#### find -name
mkdir -p d/e; touch d/a.txt d/e/b.txt d/c.md
find d -name '*.txt' | sort

#### find -type d
mkdir -p d/e/f; touch d/x
find d -type d | sort

#### find -type f
mkdir -p d/e; touch d/x d/e/y
find d -type f | sort

#### find -type l
mkdir d; touch d/x; ln -s x d/l
find d -type l

#### find -maxdepth
mkdir -p d/e/f
find d -maxdepth 1 | sort

#### find -mindepth
mkdir -p d/e/f
find d -mindepth 2 | sort

#### find missing start
find nope
echo "status $?"

#### find -empty
mkdir -p d/e; touch d/z; echo x > d/n
find d -empty | sort

#### find -size
printf 12345 > a; printf 1 > b
find . -size -2c -type f

#### find -path
mkdir -p d/e; touch d/e/f d/f
find d -path '*e/f'

#### find -iname
touch ABC abc
find . -iname 'abc' | sort

#### find -not
touch a.c b.h
find . -type f ! -name '*.c'

#### find -o
touch a.c b.h c.x
find . -name '*.c' -o -name '*.h' | sort

#### find -exec
echo hi > f
find . -name f -exec cat {} \;

#### find -exec plus
touch a b
find . -type f -exec echo {} + | tr ' ' '\n' | sort

#### find -print0 count
touch a b
find . -type f -print0 | tr '\0' '\n' | sort

#### find -printf
printf 123 > f
find . -name f -printf '%f %s\n'

#### find -delete
mkdir -p d/e; touch d/e/f
find d -delete
ls

#### find -prune
mkdir -p d/skip d/keep; touch d/skip/x d/keep/y
find d -name skip -prune -o -type f -print

#### find -newer
touch -d '2020-01-01' old; touch -d '2022-01-01' new
find . -newer old -type f

#### find -perm
touch a b; chmod 755 a; chmod 644 b
find . -perm 755 -type f

#### find bad predicate
find . -bogus
echo "status $?"

#### find -depth order
mkdir -p d/e
find d -depth

#### find relative dot
touch x
find . | sort

#### find -regex
touch a1 b2
find . -regex '.*/a[0-9]'

#### find -mtime on fixed dates count
touch -d '2000-01-01' old
find . -mtime +1000 -name old

#### stat -c %s %n
printf abc > f
stat -c '%s %n' f

#### stat -c %a %A
touch f; chmod 754 f
stat -c '%a %A' f

#### stat -c %F types
mkdir d; touch e; printf x > f; ln -s f l
stat -c '%F' d e f l

#### stat -L link
printf abc > f; ln -s f l
stat -L -c '%F %s' l

#### stat %N
touch f; ln -s f l
stat -c %N l

#### stat missing
stat nope
echo "status $?"

#### stat --printf
printf ab > f
stat --printf '%n:%s\n' f

#### stat -c %h dir
mkdir -p d/a d/b
stat -c %h d

#### stat %Y fixed
touch -d @1000000000 f
stat -c %Y f

#### stat %y fixed
touch -d '2023-06-07 08:09:10' f
stat -c %y f

#### stat no operand
stat
echo "status $?"

#### chmod octal
touch f
chmod 600 f
stat -c %a f

#### chmod symbolic add
touch f; chmod 600 f
chmod go+r f
stat -c %a f

#### chmod symbolic remove
touch f; chmod 777 f
chmod o-wx f
stat -c %a f

#### chmod equals
touch f
chmod u=rwx,go= f
stat -c %a f

#### chmod -R
mkdir -p d/e; touch d/e/f
chmod -R 700 d
stat -c %a d d/e d/e/f

#### chmod missing file
chmod 644 nope
echo "status $?"

#### chmod invalid mode
touch f
chmod 999 f
echo "status $?"

#### chmod -v
touch f; chmod 644 f
chmod -v 600 f

#### chmod -c no change
touch f; chmod 644 f
chmod -c 644 f
echo done

#### chmod X
mkdir d; touch f; chmod 600 f; chmod 600 d
chmod a+X d f
stat -c '%n %a' d f

#### chmod setuid
touch f; chmod 755 f
chmod u+s f
stat -c '%a %A' f

#### chmod sticky
mkdir d; chmod 755 d
chmod +t d
stat -c '%a %A' d

#### chmod reference
touch r f; chmod 640 r
chmod --reference=r f
stat -c %a f

#### chmod missing operand
chmod 644
echo "status $?"

#### readlink basic
ln -s some/where l
readlink l

#### readlink non-link
touch f
readlink f
echo "status $?"

#### readlink -f
mkdir -p a/b; touch a/b/f; ln -s a/b/f l
readlink -f l

#### readlink -f missing tail
readlink -f nope/x
echo "status $?"

#### readlink -e missing
readlink -e nope
echo "status $?"

#### readlink -m
readlink -m a/../b/./c

#### readlink -n
ln -s t l
readlink -n l; echo '|'

#### realpath file
mkdir d; touch d/f
realpath d/f

#### realpath dotdot
mkdir -p a/b
realpath a/b/..

#### realpath missing
realpath nope/x
echo "status $?"

#### realpath -m
realpath -m x/../y

#### realpath -e
realpath -e nope
echo "status $?"

#### realpath symlink
mkdir d; ln -s d l
realpath l

#### realpath -s
mkdir d; ln -s d l
realpath -s l

#### realpath --relative-to
mkdir -p a/b c
realpath --relative-to=c a/b

#### realpath --relative-base
mkdir -p a/b
realpath --relative-base=. a/b

#### du apparent bytes single file
printf 12345 > f
du -b f

#### du apparent tree sorted
mkdir -p d/e; printf 123 > d/f; printf 1234567 > d/e/g
du -b d | sort -k2

#### du -a apparent
mkdir -p d/e; printf 123 > d/f; printf 1234567 > d/e/g
du -ab d | sort -k2

#### du -s apparent
mkdir -p d/e; printf 123 > d/f; printf 1234567 > d/e/g
du -sb d

#### du -c total
printf 123 > a; printf 45 > b
du -cb a b

#### du duplicate operand counted once
mkdir -p d/e; printf 123 > d/e/f
du -sb d d/e

#### du -d 1
mkdir -p d/e/f; printf 1 > d/e/f/g
du -b -d 1 d | sort -k2

#### du --max-depth=0
mkdir -p d/e
du -b --max-depth=0 d

#### du -S separate dirs
mkdir -p d/e; printf 123 > d/f; printf 12 > d/e/g
du -Sb d | sort -k2

#### du missing
du nope
echo "status $?"

#### du missing among others
printf 1 > f
du -b f nope
echo "status $?"

#### du -sa conflict
du -sa .
echo "status $?"

#### du -s and -d conflict
du -s -d 1 .
echo "status $?"

#### du invalid depth
du -d x .
echo "status $?"

#### du -h apparent
printf '%05000d' 0 > f
du -h --apparent-size f

#### du --inodes
mkdir -p d/e; touch d/f d/e/g
du --inodes -s d

#### du -t threshold
printf 1 > small; printf '%0100d' 0 > big
du -ab -t 50 . | sort -k2

#### du --exclude
mkdir d; printf 12 > d/a.o; printf 1 > d/b.c
du -ab --exclude='*.o' d | sort -k2

#### du symlink not followed
printf 123456 > f; ln -s f l
du -b l

#### du -L symlink followed
printf 123456 > f; ln -s f l
du -Lb l

#### du -0
printf 12 > f
du -0b f | tr '\0' '\n'

#### du -B
printf '%02048d' 0 > f
du --apparent-size -B 1024 f

#### du -m apparent
printf '%02048d' 0 > f
du --apparent-size -m f

#### du -k apparent
printf '%02049d' 0 > f
du --apparent-size -k f

#### du invalid -B
du -B x .
echo "status $?"

#### du trailing slash name
mkdir d
du -b d/

#### du file relative path
mkdir d; printf 1 > d/f
du -b d/../d/f

#### df missing file
df nope
echo "status $?"

#### df bad output field
df --output=bogus
echo "status $?"

#### df -i with --output
df -i --output=source
echo "status $?"

#### df invalid option
df --bogus
echo "status $?"

#### tree basic
mkdir -p a/b/c a/e; echo hi > a/f1; : > a/b/c/empty; ln -s f1 a/lnk
tree a

#### tree -a hidden
mkdir -p t/.hid; touch t/.hid/x t/v
tree -a t

#### tree hides dotfiles
mkdir -p t/.hid; touch t/.hid/x t/v
tree t

#### tree -d
mkdir -p a/b/c a/e; touch a/f
tree -d a

#### tree -L 1
mkdir -p a/b/c; touch a/b/c/f a/g
tree -L 1 a

#### tree -L 2
mkdir -p a/b/c; touch a/b/c/f a/g
tree -L 2 a

#### tree -f
mkdir -p a/b; touch a/b/f a/g
tree -f a

#### tree -i -f
mkdir -p a/b; touch a/b/f a/g
tree -if a

#### tree --noreport
mkdir -p a/b; touch a/b/f
tree --noreport a

#### tree -F
mkdir -p a/d; touch a/f a/x; chmod +x a/x; ln -s d a/l
tree -F a

#### tree --dirsfirst
mkdir -p a/z; touch a/b a/y
tree --dirsfirst a

#### tree --filesfirst
mkdir -p a/b; touch a/c a/y
tree --filesfirst a

#### tree -r
touch a1 a2 a3
tree -r .

#### tree -I
mkdir -p a/build; touch a/x.o a/x.c a/build/out
tree -I 'build|*.o' a

#### tree -P
mkdir -p a/s; touch a/x.c a/x.h a/s/y.c
tree -P '*.c' a

#### tree -P --prune
mkdir -p a/s a/t; touch a/x.c a/s/y.c a/t/z.h
tree -P '*.c' --prune a

#### tree -s sizes
mkdir a; printf 12345 > a/f; printf '' > a/g
tree -s a

#### tree -h sizes
mkdir a; printf '%05000d' 0 > a/f; printf 12 > a/g
tree -h a

#### tree -p perms
mkdir a; touch a/f; chmod 640 a/f
tree -p a

#### tree -Q
mkdir a; touch 'a/x y'
tree -Q a

#### tree -J
mkdir -p a/b; touch a/b/f a/g; ln -s g a/l
tree -J a

#### tree -J -d
mkdir -p a/b; touch a/f
tree -J -d a

#### tree -J --noreport
mkdir a; touch a/f
tree -J --noreport a

#### tree -J -s
mkdir a; printf 123 > a/f
tree -J -s a

#### tree empty dir
mkdir e
tree e

#### tree missing dir
tree nope
echo "status $?"

#### tree file operand
touch f
tree f
echo "status $?"

#### tree two dirs
mkdir a b; touch a/x b/y
tree a b

#### tree default dot
mkdir d; touch d/f g
tree

#### tree broken link
mkdir a; ln -s nowhere a/l
tree a

#### tree link to dir not followed
mkdir -p a/d; touch a/d/f; ln -s d a/l
tree a

#### tree -l follows link
mkdir -p a/real; touch a/real/f; mkdir b; ln -s ../a/real b/l
tree -l b

#### tree byte order sort
mkdir w; touch w/B w/a w/_c w/Z w/10 w/9
tree w

#### tree invalid option
tree -Z
echo "status $?"

#### tree invalid level
tree -L 0 .
echo "status $?"

#### tree missing -L argument
tree -L
echo "status $?"

#### tree deep connectors
mkdir -p r/a/b r/c; touch r/a/b/f r/a/g r/c/h
tree r

#### tree --version
tree --version

#### mktemp default in tmp
f=$(mktemp)
case $f in /tmp/tmp.??????????) echo ok;; *) echo "bad $f";; esac
test -f "$f" && echo file
rm -f "$f"

#### mktemp file mode
f=$(mktemp -p .)
stat -c %a "$f"
rm -f "$f"

#### mktemp -d mode
d=$(mktemp -d -p .)
stat -c '%a %F' "$d"

#### mktemp template in cwd
f=$(mktemp fooXXXX)
case $f in foo????) echo ok;; esac
ls | wc -l

#### mktemp suffix
f=$(mktemp -p . xXXXX --suffix=.txt)
case $f in ./x????.txt) echo ok;; *) echo "bad $f";; esac

#### mktemp implicit suffix
f=$(mktemp aXXXbc)
case $f in a???bc) echo ok;; *) echo "bad $f";; esac

#### mktemp -u does not create
f=$(mktemp -u -p . zXXXX)
ls | wc -l

#### mktemp too few X
mktemp fooXX
echo "status $?"

#### mktemp no X
mktemp foo
echo "status $?"

#### mktemp suffix requires X end
mktemp --suffix=.c fooX
echo "status $?"

#### mktemp missing dir
mktemp nodir/fooXXX
echo "status $?"

#### mktemp -q missing dir
mktemp -q nodir/fooXXX
echo "status $?"

#### mktemp -d missing dir
mktemp -d nodir/fooXXX
echo "status $?"

#### mktemp -t with slash
mktemp -t a/bXXX
echo "status $?"

#### mktemp too many templates
mktemp aXXX bXXX
echo "status $?"

#### mktemp tmpdir absolute template
mktemp --tmpdir /x/yXXX
echo "status $?"

#### mktemp -p file
touch f
mktemp -p f xXXX
echo "status $?"

#### mktemp TMPDIR with -t
mkdir t
f=$(TMPDIR=$PWD/t mktemp -t xXXX)
ls t | wc -l

#### mktemp two calls differ
a=$(mktemp -p . qXXXXXX); b=$(mktemp -p . qXXXXXX)
test "$a" != "$b" && echo differ

#### truncate set size
printf abcdef > f
truncate -s 3 f
cat f; echo

#### truncate extend
printf ab > f
truncate -s 5 f
wc -c < f

#### truncate creates
truncate -s 4 new
wc -c < new

#### truncate -c no create
truncate -c -s 4 new
ls | wc -l

#### truncate relative grow
printf abc > f
truncate -s +2 f
wc -c < f

#### truncate relative shrink
printf abcdef > f
truncate -s -2 f
cat f; echo

#### truncate shrink below zero
printf abc > f
truncate -s -10 f
wc -c < f

#### truncate at most
printf abcdef > f
truncate -s '<4' f
wc -c < f

#### truncate at least
printf ab > f
truncate -s '>4' f
wc -c < f

#### truncate round down
printf 1234567 > f
truncate -s /3 f
wc -c < f

#### truncate round up
printf 1234567 > f
truncate -s %4 f
wc -c < f

#### truncate K suffix
truncate -s 2K f
wc -c < f

#### truncate KB suffix
truncate -s 2KB f
wc -c < f

#### truncate -r
printf 12345 > ref
truncate -r ref f
wc -c < f

#### truncate -r relative
printf 12345 > ref
truncate -r ref -s +1 f
wc -c < f

#### truncate -o io blocks
truncate -o -s 1 f
wc -c < f

#### truncate no size
truncate f
echo "status $?"

#### truncate no file
truncate -s 1
echo "status $?"

#### truncate invalid number
truncate -s abc f
echo "status $?"

#### truncate directory
mkdir d
truncate -s 0 d
echo "status $?"

#### truncate missing dir
truncate -s 0 nodir/f
echo "status $?"

#### truncate division by zero
touch f
truncate -s /0 f
echo "status $?"

#### truncate absolute with reference
touch r
truncate -r r -s 3 f
echo "status $?"

#### truncate missing reference
truncate -r nope f
echo "status $?"

#### truncate zero fill
printf ab > f
truncate -s 4 f
tr '\0' 0 < f; echo

#### install copy default mode
echo hi > a; chmod 600 a
install a b
stat -c %a b; cat b

#### install -m
echo hi > a
install -m 640 a b
stat -c %a b

#### install -m symbolic
echo hi > a
install -m u+x a b
stat -c %a b

#### install -v
echo hi > a
install -v a b

#### install -v overwrite
echo hi > a; echo old > b
install -v a b

#### install into dir
mkdir d; echo hi > a
install a d
cat d/a

#### install multiple into dir
mkdir d; touch a b
install a b d
ls d

#### install -t
mkdir d; touch a b
install -t d a b
ls d

#### install -d
install -d x/y/z
stat -c %a x x/y x/y/z

#### install -d -v
install -dv p/q

#### install -d -m
install -d -m 700 m
stat -c %a m

#### install -D
echo hi > a
install -D a p/q/r
cat p/q/r

#### install -Dv
echo hi > a
install -Dv a p/q/r

#### install -D -t
touch a
install -D -t n1/n2 a
ls n1/n2

#### install -C unchanged
echo hi > a
install a b
install -vC a b
echo done

#### install missing operand
install
echo "status $?"

#### install missing destination
touch a
install a
echo "status $?"

#### install missing source
install nope x
echo "status $?"

#### install directory source
mkdir d
install d x
echo "status $?"

#### install target not a dir
touch a b
install a b c
echo "status $?"

#### install invalid mode
touch a
install -m bad a b
echo "status $?"

#### install -t missing
touch a
install -t nod a
echo "status $?"

#### install -T onto dir
mkdir d; touch a
install -T a d
echo "status $?"

#### install same file
touch a
install a a
echo "status $?"

#### install -d over file
touch a
install -d a
echo "status $?"

#### install invalid user
touch a
install -o nobodyx a b
echo "status $?"

#### install invalid group
touch a
install -g nogrp a b
echo "status $?"

#### file empty
: > e
file e

#### file ascii
echo hello > a
file a

#### file utf8
printf 'h\303\251llo\n' > u
file u

#### file crlf
printf 'a\r\nb\r\n' > c
file c

#### file cr
printf 'a\rb\r' > c
file c

#### file mixed terminators
printf 'a\r\nb\n' > m
file m

#### file no terminator
printf 'no newline' > n
file n

#### file long lines
printf '%0400d\n' 0 > l
file l

#### file escape sequences
printf 'a\033[m\n' > e
file e

#### file bash script
printf '#!/bin/bash\necho\n' > s
file s

#### file env bash script
printf '#!/usr/bin/env bash\necho\n' > s
file s

#### file sh script
printf '#!/bin/sh\necho\n' > s
file s

#### file python script
printf '#!/usr/bin/env python3\nprint()\n' > p
file p

#### file perl script
printf '#!/usr/bin/perl\nprint;\n' > p
file p

#### file json object
printf '{"a": 1}\n' > j
file j

#### file json array
printf '[1, 2]\n' > j
file j

#### file invalid json
printf '{bad\n' > j
file j

#### file xml
printf '<?xml version="1.0"?>\n<a/>\n' > x
file x

#### file html
printf '<!DOCTYPE html>\n<html></html>\n' > h
file h

#### file utf8 bom
printf '\357\273\277hi\n' > b
file b

#### file latin1
printf 'caf\351\n' > l
file l

#### file data
printf '\000\001\002\003' > d
file d

#### file directory
mkdir d
file d

#### file symlink
touch t; ln -s t l
file l

#### file broken symlink
ln -s nowhere l
file l

#### file -L symlink
echo hi > t; ln -s t l
file -L l

#### file -b
echo hi > a
file -b a

#### file -i
echo hi > a
file -i a

#### file -i utf8
printf '\303\251\n' > u
file -i u

#### file --mime-type
echo hi > a; mkdir d
file --mime-type a d

#### file --mime-encoding
echo hi > a
file --mime-encoding a

#### file -i directory and empty
mkdir d; : > e
file -i d e

#### file padding
echo hi > a; echo hi > longer_name
file a longer_name

#### file -N no pad
echo hi > a; echo hi > longer_name
file -N a longer_name

#### file missing
file nope
echo "status $?"

#### file -E missing
file -E nope
echo "status $?"

#### file no operand
file
echo "status $?"

#### file stdin
echo hi | file -

#### file pdf
printf '%%PDF-1.4\n%%x\n' > d.pdf
file d.pdf

#### file png
printf '\211PNG\r\n\032\n\000\000\000\015IHDR\000\000\000\003\000\000\000\002\010\006\000\000\000xxxx' > p.png
file p.png

#### file gif
printf 'GIF89a\003\000\002\000' > g.gif
file g.gif

#### file jpeg jfif
printf '\377\330\377\340\000\020JFIF\000\001\001\000\000\001\000\001\000\000' > i.jpg
file i.jpg

#### file gzip header
printf '\037\213\010\000\000\000\000\000\000\003xxxxxxxx\003\000\000\000' > g.gz
file g.gz

#### file gzip name and mtime
printf '\037\213\010\010\000\000\000\000\002\003abc\000xxxxxxxx\005\000\000\000' > g.gz
file g.gz

#### file bzip2
printf 'BZh91AY&SY' > b.bz2
file b.bz2

#### file xz
printf '\3757zXZ\000\000\004' > x.xz
file x.xz

#### file empty zip
printf 'PK\005\006' > z.zip
file z.zip

#### file zip store
printf 'PK\003\004\024\000\000\000\000\000%060d' 0 > z.zip

#### file zip too short
printf 'PK\003\004\024\000\000\000\000\000' > z.zip
file z.zip
file z.zip

#### file one byte
printf x > o
file o

#### file -F separator
echo hi > a
file -F ' =' a

#### shred overwrites keeping name
printf 'secret' > f
shred f
ls; grep -c secret f

#### shred -v passes
printf 'secret' > f
shred -v f

#### shred -n 1 -z -v
printf 'secret' > f
shred -n 1 -z -v f

#### shred rounds size up
printf 'secret' > f
shred -n 1 f
wc -c < f

#### shred -x exact
printf 'secret' > f
shred -x -n 1 f
wc -c < f

#### shred -s size
printf 'ab' > f
shred -s 5 -n 1 f
wc -c < f

#### shred -z zeros
printf 'secret' > f
shred -x -n 0 -z f
tr '\0' 0 < f; echo

#### shred -u removes
printf 'secret' > f
shred -u f
ls | wc -l

#### shred -u -v renames
printf 'x' > abc
shred -u -v -n 0 abc

#### shred --remove=unlink
printf 'x' > f
shred -v -n 0 --remove=unlink f

#### shred missing
shred nope
echo "status $?"

#### shred directory
mkdir d
shred d
echo "status $?"

#### shred no operand
shred
echo "status $?"

#### shred invalid passes
touch f
shred -n x f
echo "status $?"

#### shred invalid remove
touch f
shred --remove=bad f
echo "status $?"

#### dd copy file
printf 'hello\n' > h
dd if=h of=o status=none
cat o

#### dd stdout
printf 'hello\n' > h
dd if=h status=none

#### dd records summary
printf 'hello\n' > h
dd if=h of=o 2>&1 | head -2

#### dd noxfer
printf 'hello\n' > h
dd if=h of=o status=noxfer

#### dd bs and count
printf 'abcdefgh' > h
dd if=h bs=3 count=2 status=none; echo

#### dd skip
printf 'abcdefgh' > h
dd if=h bs=2 skip=2 status=none; echo

#### dd skip_bytes count_bytes
printf 'abcdefgh' > h
dd if=h iflag=skip_bytes,count_bytes skip=1 count=3 status=none; echo

#### dd count bytes suffix
printf 'abcdefgh' > h
dd if=h count=3B status=none; echo

#### dd seek truncates
printf 'hello\n' > h; printf 'abcdefgh\n' > x
dd if=h of=x bs=3 seek=1 status=none
cat x

#### dd notrunc
printf 'hi\n' > h; printf 'abcdefgh\n' > x
dd if=h of=x conv=notrunc status=none
cat x

#### dd ucase
printf 'Hello\n' > h
dd if=h conv=ucase status=none

#### dd lcase
printf 'HeLLo\n' > h
dd if=h conv=lcase status=none

#### dd swab
printf 'abcdef' > h
dd if=h conv=swab status=none; echo

#### dd sync pad
printf 'abc' > h
dd if=h bs=5 conv=sync status=none | tr '\0' 0; echo

#### dd reblock counts
printf 'hello\n' > h
dd if=h ibs=4 obs=3 of=o 2>&1 | head -2

#### dd bs counts partial
printf 'hello' > h
dd if=h bs=2 of=o 2>&1 | head -2

#### dd zero device
dd if=/dev/zero bs=4 count=2 status=none | tr '\0' z; echo

#### dd urandom length
dd if=/dev/urandom bs=16 count=2 status=none | wc -c

#### dd append
printf 'ab' > h
dd if=h of=o status=none
dd if=h of=o oflag=append conv=notrunc status=none
cat o; echo

#### dd unblock
printf 'ab  cd  ' > h
dd if=h cbs=4 conv=unblock status=none

#### dd block
printf 'hello\nhi\n' > h
dd if=h cbs=3 conv=block status=none | tr ' ' _; echo

#### dd stdin
printf 'piped' | dd status=none; echo

#### dd unknown operand
dd foo=bar
echo "status $?"

#### dd invalid number
dd bs=x
echo "status $?"

#### dd missing input
dd if=nope
echo "status $?"

#### dd missing output dir
printf x > h
dd if=h of=nodir/x
echo "status $?"

#### dd invalid conv
dd conv=bogus
echo "status $?"

#### dd invalid status
dd status=bogus
echo "status $?"

#### dd invalid iflag
dd iflag=bogus
echo "status $?"

#### dd lcase and ucase
dd conv=lcase,ucase
echo "status $?"

#### dd excl existing
printf x > h; touch o
dd if=h of=o conv=excl
echo "status $?"

#### dd nocreat missing
printf x > h
dd if=h of=o conv=nocreat
echo "status $?"

#### dd output directory
printf x > h; mkdir d
dd if=h of=d
echo "status $?"

#### dd count 0
printf x > h
dd if=h count=0 status=noxfer

#### dd skip past end
printf 'abc' > h
dd if=h bs=4 skip=3 status=noxfer
echo "status $?"

#### dd multiplied bs
printf 'abcdefgh' > h
dd if=h bs=2x2 count=1 status=none; echo

#### find output and errors in order when merged, -exec output after earlier names
mkdir -p d/s e; touch d/s/b e/c
find d nosuch e 2>&1; echo --; find d -name b -exec echo found {} \; -o -print 2>&1
find e d -type f -print -exec echo x {} \; ; find d -print -quit; find e -name c -print -fprint out; cat out

#### find -exec {} + runs the command each time its 128 KiB argument buffer fills
mkdir d; p=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
for i in {1000..3999}; do : > d/f$i$p; done
find d -type f -exec sh -c 'echo $#' sh {} +
find d -type f -exec echo {} + | wc -l
find d -name 'f1*' -print -exec echo batch {} + | grep -c batch

#### realpath -s and -L walk the components as they are written: all but the last must exist
mkdir -p d/e; echo x > f
for a in "-s d/./e/../x" "-s nope/../x" "-s nope/x" "-s -m nope/../x" "-s -e d/x" "-s f/x" "-s f/" "-s -e f/" "-s -m f/" "-s d/e/" "-L nope/x" "-s -e d/e/../../f"; do
  realpath $a 2>&1 | sed "s|$PWD|PWD|"; echo "rc=${PIPESTATUS[0]}"
done
for a in "-s nope/x/y" "-s f/x/y" "-s d/nope/../x" "-s nope/" "-s -e nope" "-s d/e/../nope/x" "-L d/nope/x" "-L nope" "-L d/e/../../f" "-s f/../x" "-s -m f/../x" "-sL nope/x"; do
  realpath $a 2>&1 | sed "s|$PWD|PWD|"; echo "rc=${PIPESTATUS[0]}"
done
for a in "-Ls nope/x" "-sP nope/x" "-Ps nope/x" "-LP nope/x"; do
  realpath $a 2>&1 | sed "s|$PWD|PWD|"; echo "rc=${PIPESTATUS[0]}"
done

#### find: a link followed (-L, or -H on the command line) is its target for -lname %l %y -xtype
mkdir -p t/a t/c; printf 'hello\n' > t/a/x.txt; ln -s ../a/x.txt t/c/link; ln -s nowhere t/c/dangling
find -H t/c/link -printf '%l|%P|%y|%Y\n'
find -H t/c/link -lname '*x*'; echo "rc=$?"
find -L t -printf '%p %y %Y %l\n' | sort
find t -printf '%p %y %Y %l\n' | sort
find t -xtype l
find t -xtype f | sort
find -L t -xtype l | sort
find -L t -type l
find -L t -lname '*'
find -H t/c/link -xtype l

#### find: -delete with -prune needs an explicit -depth
mkdir -p t/a; touch t/a/f
find t -prune , -delete; echo "rc=$?"
find t -depth -prune , -name nothing -delete; echo "rc=$?"
ls t/a

#### find -used: days from the status change to the last access
for x in -50 -12 12 36 72; do touch f$x; touch -a -d "$x hours" f$x; done
for t in "-used 0" "-used 1" "-used -1" "-used +0" "-used +1" "-used -2" "-used 2" "-used +2" "-used -0"; do echo "$t: $(find . -type f $t | sort | tr '\n' ' ')"; done
find . -used x; echo "rc=$?"
