# tree and column: differences from tree 2.1.0 and util-linux column found by differential testing

#### tree setup basic
mkdir -p a/b/c a/d .h; printf x > a/f1; printf yy > a/b/f2; printf '' > a/b/c/.hid; printf z > .h/x; printf q > top.txt
tree

#### tree -L 2 dir
mkdir -p a/b/c a/d; printf x > a/f1
tree -L 2 a

#### tree -d
mkdir -p a/b/c a/d; printf x > a/f1
tree -d

#### tree -I dir
mkdir -p a/b/c a/d; printf x > a/f1
tree -I 'b|d'

#### tree -P --prune
mkdir -p a/b/c a/d; printf x > a/f1; printf x > a/f2.log
tree -P '*.log' --prune

#### tree --dirsfirst
mkdir -p a/z a/b; printf x > a/a1; printf x > a/c
tree --dirsfirst

#### tree -if
mkdir -p a/b; printf x > a/f
tree -if

#### tree -h
mkdir -p a/b; printf '%5000s' x > a/f
tree -h a

#### tree --si
printf '%5000s' x > f
tree --si

#### tree -J -s
mkdir -p a/b; printf xy > a/f
tree -J -s

#### tree -C
mkdir -p a/b; printf x > a/f
tree -C

#### tree -C -a
mkdir -p a/b .x; printf x > a/f; printf x > a/run.sh
tree -C -a | cat -v

#### tree gitignore
mkdir -p a/b; printf x > a/f; printf x > a/g.log; printf '*.log\nb/\n' > .gitignore
tree --gitignore

#### tree gitignore -a
mkdir -p a/b; printf x > a/f; printf x > a/g.log; printf '*.log\nb/\n' > .gitignore
tree -a --gitignore

#### tree gitignore nested
mkdir -p a/b; printf x > a/f; printf x > a/g.txt; printf 'g.txt\n' > a/.gitignore; printf x > g.txt
tree --gitignore

#### tree gitignore negation
printf x > a.log; printf x > b.log; printf '*.log\n!b.log\n' > .gitignore
tree --gitignore

#### tree gitignore anchored
mkdir -p a/x; printf q > x; printf '/x\n' > .gitignore
tree --gitignore

#### tree -F
mkdir -p a/b; printf x > a/f; ln -s f a/l
tree -F

#### tree -q
printf x > "$(printf 'a\tb')"
tree -q

#### tree --du -h
mkdir -p a; printf hello > a/1; printf x > b
tree --du -h

#### tree --charset ascii
mkdir -p a/b; printf x > a/f
tree --charset=ascii

#### tree -o
mkdir a; tree -o out.txt; cat out.txt

#### tree --sort=size
printf xxx > a; printf x > b; printf xx > c
tree --sort=size

#### tree --sort bad
tree --sort=foo

#### tree --info
printf x > f
tree --info

#### tree 2 C types
mkdir -p d sticky ow tw; chmod +t sticky; chmod o+w ow; chmod 1777 tw; printf x > f; printf x > x.sh; chmod +x x.sh; ln -s f lnk; ln -s nope broken; ln -s d dlnk; printf x > a.tar; printf x > b.jpg; printf x > c.MP3; printf x > suid; chmod u+s suid
tree -C -a

#### tree 2 C custom LS_COLORS
mkdir -p d sticky ow tw; chmod +t sticky; chmod o+w ow; chmod 1777 tw; printf x > f; printf x > x.sh; chmod +x x.sh; ln -s f lnk; ln -s nope broken; ln -s d dlnk; printf x > a.tar; printf x > suid; chmod 4755 suid; printf x > sg; chmod 2644 sg
LS_COLORS='ex=EX:su=SU:sg=SG:tw=TW:ow=OW:st=ST:di=DI:or=OR:mi=MI:ln=LN:fi=FI:*.tar=T:*ar=AR' tree -C

#### tree 2 C ln=target
mkdir d; printf x > f; ln -s f lnk; ln -s nope broken; ln -s d dlnk
LS_COLORS='ln=target:di=DI:fi=FI' tree -C

#### tree 2 C no fallback
printf x > f; ln -s nope broken; ln -s f lnk
LS_COLORS='no=NO' tree -C

#### tree 2 C lc rc ec
mkdir d; printf x > f
LS_COLORS='lc=<:rc=>:di=D:ec=E:fi=F' tree -C

#### tree 2 C rs
mkdir d; printf x > f
LS_COLORS='lc=<:rc=>:di=D:rs=R' tree -C

#### tree 2 C TREE_COLORS wins
mkdir d
TREE_COLORS='di=T' LS_COLORS='di=L' tree -C

#### tree 2 C empty TREE_COLORS
mkdir d
TREE_COLORS= LS_COLORS='di=L' tree -C

#### tree 2 C no TERM
mkdir d
unset TERM; tree -C

#### tree 2 CLICOLOR_FORCE
mkdir d
CLICOLOR_FORCE=1 tree

#### tree 2 CLICOLOR_FORCE -n
mkdir d
CLICOLOR_FORCE=1 tree -n

#### tree 2 CLICOLOR only
mkdir d
CLICOLOR=1 tree

#### tree 2 C -n
mkdir d
tree -C -n; tree -n -C

#### tree 2 C -J
mkdir d
tree -C -J

#### tree 2 C -X
mkdir d
tree -C -X

#### tree 2 C -f -F -Q -s
mkdir d; printf x > x.sh; chmod +x x.sh; ln -s d dl
tree -C -f -F -Q -s

#### tree 2 C -i -l recursive
mkdir d; ln -s . d/self
tree -C -l

#### tree 2 C garbage
mkdir d; printf x > f.jpg
LS_COLORS='garbage:di=X=Y:xx=1:*.jpg=' tree -C

#### tree 2 C missing operand
mkdir d
tree -C nonexist d

#### tree 2 C du
mkdir d; printf hello > d/f
tree -C --du -h

#### tree 2 gitignore dir slash
mkdir -p a/b/c; printf x > a/b/c/f; printf 'c/\n' > .gitignore
tree --gitignore

#### tree 2 gitignore double star
mkdir -p a/b/c; printf x > a/b/c/f; printf x > c; printf '**/c\n' > .gitignore
tree --gitignore

#### tree 2 gitignore middle slash
mkdir -p sub/x sub/y; printf x > sub/x/y.txt; printf x > sub/y/y.txt; printf 'sub/x/*.txt\n' > .gitignore
tree --gitignore

#### tree 2 gitignore subdir operand
mkdir -p a; printf x > a/f.log; printf x > a/g; printf '*.log\n' > .gitignore
tree --gitignore a

#### tree 2 gitignore nested negation
mkdir -p a; printf x > a/k.log; printf x > a/g.log; printf '*.log\n' > .gitignore; printf '!k.log\n' > a/.gitignore
tree --gitignore

#### tree 2 gitignore comments and blanks
printf x > a; printf x > b; printf x > '#c'; printf '# a\n\n  \nb  \n\\#c\n' > .gitignore
tree --gitignore

#### tree 2 gitignore class
printf x > a1; printf x > a2; printf x > b1; printf 'a[0-1]\n?2\n' > .gitignore
tree --gitignore

#### tree 2 gitignore -a keeps .git
mkdir .git; printf x > .git/x; printf 'x\n' > .gitignore
tree -a --gitignore

#### tree 2 gitfile
printf x > a.log; printf x > b; printf 'b\n' > ign; printf '*.log\n' > .gitignore
tree --gitfile ign

#### tree 2 gitfile eq
printf x > a.log; printf x > b; printf 'b\n' > ign
tree --gitfile=ign

#### tree 2 gitignore with -P
mkdir d; printf x > d/a.txt; printf x > d/b.txt; printf 'b.txt\n' > .gitignore
tree --gitignore -P '*.txt'

#### tree 2 gitignore -J
mkdir d; printf x > d/a; printf 'a\n' > .gitignore
tree --gitignore -J

#### tree 2 -o json
mkdir d; tree -o o.txt -J; cat o.txt

#### tree 2 -o bad
tree -o nodir/x; echo $?

#### tree 2 -o missing
tree -o; echo $?

#### tree 2 --sort=size
mkdir d; printf xxx > a; printf x > b; printf xx > c; printf xx > e
tree --sort=size; tree --sort size -r

#### tree 2 --sort=ctime
printf x > a
tree --sort=ctime

#### tree 2 --si big
printf '%20000s' x > big
tree --si big .

#### tree 2 file operand -s
printf 'xx' > f
tree -s f

#### tree 2 --info
printf x > f
tree --info --infofile=x

#### tree link operand decorations
printf x > a; ln -s a lnk; chmod +x a
tree -C -F lnk; tree -F -s a; tree -C -Q a

#### column wide T
printf 'aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb cccccccccccccccccccccccccc\nx y z\n' > w.txt
column -t w.txt; column -t -T 2 w.txt; column -t -T 2 -c 60 w.txt; column -t -W 2 -c 60 w.txt; column -t -W 3 -c 60 w.txt; column -t -T 1 -c 60 w.txt; column -t -c 60 w.txt

#### column COLUMNS env
printf 'aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb c\n' > w.txt
COLUMNS=40 column -t -T 2 w.txt

#### column extreme E
printf 'a b c\naa bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb c\na b c\na bb c\n' > e.txt
column -t -E 2 e.txt | cat -A; column -t -E 2 -c 200 e.txt | cat -A; column -t -T 2 -c 20 e.txt | cat -A;  column -t -W 2 -c 20 e.txt | cat -A

#### column header min
printf 'a b\n' | column -t -N longname,x -d | cat -A
printf 'hello world foo bar,x\nab,y\n' | column -t -s, -W 1 -c 10 | cat -A
printf 'hello world foo bar,x\nab,y\n' | column -t -s, -N LONGHEADERNAME,Z -W 1 -c 10 | cat -A
printf 'hello world foo bar,x\nab,y\n' | column -t -s, -N LONGHEADERNAME,Z -T 1 -c 10 | cat -A

#### column two T
printf 'hello,world,x\nab,cd,y\n' | column -t -s, -T 1,2 -c 8 | cat -A
printf 'hello,world,x\nab,cd,y\n' | column -t -s, -W 1,2 -R 1 -c 8 | cat -A

#### column multibyte wrap
printf 'héllo wörld,x\n' | column -t -s, -W 1 -c 6 | cat -A
printf '日本語テキスト,x\n' | column -t -s, -W 1 -c 6 | cat -A
printf '日本語テキスト,x\n' | column -t -s, -T 1 -c 6 | cat -A

#### column misc
printf 'a,b\nlong,\n' | column -t -s, -R 2 | cat -A; printf 'a b\n' | column -t -T 3; echo $?; printf 'a b\n' | column -t -T x; echo $?; printf 'a b\n' | column -t -W 0 -c 2; printf 'a b c\n' | column -t -H 3 -T 2 -c 3 | cat -A; printf 'abc def ghi\n' | column -t -O 3,1,2 -T 2 -c 9 | cat -A; printf 'abcdef x\n' | column -t -W1 -c 5 -o '|' | cat -A

#### column names T
printf 'abcdef x\nab y\n' | column -t -N one,two -T one -c 6 | cat -A
printf 'abcdef x\nab y\n' | column -t -N one,two -W ONE -c 6 | cat -A

#### column E last default
printf 'a bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\nc d\nc d\nc d\n' | column -t -T 2 | cat -A
printf 'a bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\nc d\nc d\nc d\n' | column -t -T 2 -R 2 | cat -A

#### column E multiple
printf 'a bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb e\nc d f\nc d f\nc d f\n' | column -t -E 2 -R 3 | cat -A

#### column E with wrap
printf 'a bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb e\nc d f\nc d f\nc d f\n' | column -t -E 2 -W 2 -c 30 | cat -A

#### column wrap both
printf 'abcdefgh 123456789\nx y\n' | column -t -W 1,2 -c 9 | cat -A

#### column wrap header
printf 'abcdefgh 123\n' | column -t -N A,B -W 1 -c 5 | cat -A

#### column -e header repeat
printf 'a b\n' | column -t -N A,B -e

#### column -L with T
printf 'aaaa b\n\nc d\n' | column -t -L -T 1 -c 4 | cat -A

#### column tab cells
printf 'a\tb c\n' | column -t -s ' ' | cat -A

#### column J basic
printf 'a b\nc d\n' | column -J -N x,y

#### column J name
printf 'a b\nc d\n' | column -J -N x,y -n mytab

#### column J hide order
printf 'a b c\nd e f\n' | column -J -N x,y,z -H y -O z,x

#### column J empty cell
printf 'a,,c\n' | column -J -s, -N x,y,z

#### column J more cells than names
printf 'a b c d\n' | column -J -N x,y

#### column J fewer cells
printf 'a\n' | column -J -N x,y

#### column J numbers
printf '1 2.5\ntrue null\n' | column -J -N x,y

#### column J with -t
printf 'a b\n' | column -t -J -N x,y

#### column J without N
printf 'a b\n' | column -J

#### column R hide order
printf 'a b c\nddd eee fff\n' | column -t -R 1 -H 2 -O 3,1

#### column N uppercase names lookup
printf 'a b\n' | column -t -N Foo,Bar -R bar

#### column d
printf 'a b\n' | column -t -N Foo,Bar -d

#### column l limit
printf 'a b c d e\n' | column -t -l 2

#### column tree
printf '1 0 root\n2 1 child\n3 2 grand\n4 1 child2\n' | column -t -r name -i id -p parent -N id,parent,name

#### column tree json
printf '1 0 root\n2 1 child\n3 1 child2\n' | column -J -r name -i id -p parent -N id,parent,name

#### column tree hide
printf '1 0 root\n2 1 child\n3 2 grand\n' | column -t -r name -i id -p parent -N id,parent,name -H id,parent

#### column fill
printf '%s\n' one two three four five six seven eight nine ten eleven twelve | column -c 30

#### column fill x
printf '%s\n' one two three four five six seven eight nine ten eleven twelve | column -x -c 30

#### column fill default
printf '%s\n' $(printf 'w%d ' $(printf '%s ' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25)) | column

#### column o sep
printf 'a b\nccc d\n' | column -t -o ' | '

#### column s multi
printf 'a:b;c\n' | column -t -s ':;'

#### column header only
printf '' | column -t -N a,b; echo $?

#### column -e
printf 'a b\nc d\n' | column -t -N A,B -e

#### column c invalid
printf 'a\n' | column -c x; echo $?

#### column T undefined name
printf 'a b\n' | column -t -N x,y -T z; echo $?

#### column W with names JSON
printf 'aaaaaaa b\n' | column -J -N x,y -W x -c 3

#### column tree C locale
printf '1 0 root\n2 1 child\n3 2 grand\n4 1 child2\n5 9 orphan\n6 5 x\n' | LC_ALL=C column -t -r name -i id -p parent -N id,parent,name

#### column tree numbers no N
printf '1 0 root\n2 1 child\n3 2 grand\n' | column -t -r 3 -i 1 -p 2

#### column tree extra
printf '1 0 root extra\n2 1 child\n' | column -t -r 3 -i 1 -p 2 -N id,parent,name,z

#### column tree missing p
printf '1 0 root\n2 1 child\n' | column -t -r name -i id -N id,parent,name; echo $?

#### column tree undefined
printf '1 0 root\n2 1 child\n' | column -t -r nme -i id -p parent -N id,parent,name; echo $?

#### column tree self parent
printf '1 1 root\n2 1 child\n' | column -t -r name -i id -p parent -N id,parent,name

#### column tree right
printf '1 0 root\n2 1 child\n' | column -t -r name -i id -p parent -N id,parent,name -R name

#### column tree deep json hidden
printf '1 0 r\n2 1 c\n3 2 g\n4 1 d\n' | column -J -r 3 -i 1 -p 2 -N id,parent,name -H 1,2

#### column tree first col
printf 'root 1 0\nkid 2 1\nkid2 3 1\nsub 4 2\n' | column -t -r 1 -i 2 -p 3 -N n,i,p

#### column tree ordering
printf '3 1 c\n1 0 a\n2 1 b\n4 3 d\n' | column -t -r 3 -i 1 -p 2

#### column json line numbers
printf 'a b\n\n\nc d e\n' | column -J -N x,y; printf 'a b\nc d e f\n' | column -J -N x

#### column t N extra cells
printf 'a b\nc d e\n' | column -t -N x,y | cat -A

#### column tree with W
printf '1 0 rootnode\n2 1 childnode\n' | column -t -r 3 -i 1 -p 2 -W 3 -c 12

#### tree 3 proj1
mkdir -p p/src/app p/node_modules/x p/.git/objects p/tests p/docs; printf x > p/src/app/main.py; printf x > p/src/app/__init__.py; printf x > p/tests/test_a.py; printf x > p/README.md; printf x > p/node_modules/x/i.js; printf x > p/.git/HEAD; printf 'node_modules\n*.log\n' > p/.gitignore; printf x > p/debug.log; printf x > p/.env
cd p; tree -L 2 -I 'node_modules|.git' -a; tree --dirsfirst -F -L 1; tree -J -L 1; tree -d -L 2 --noreport; tree -P '*.py' --prune -I 'test*'; tree -a -I .git --gitignore; tree --gitignore -a -C

#### tree 3 proj2 filelimit gitignore
mkdir -p p/a p/b; for i in 1 2 3 4; do printf x > p/a/f$i; done; printf x > p/b/g; printf 'f1\n' > p/a/.gitignore
tree --gitignore --filelimit 3 p; tree --gitignore p -J

#### tree 3 gitignore deeper nested override
mkdir -p p/a/b; printf x > p/a/b/x.txt; printf x > p/a/x.txt; printf '*.txt\n' > p/.gitignore; printf '!x.txt\n' > p/a/b/.gitignore
tree --gitignore p

#### tree 3 gitignore leading spaces and CRLF
mkdir p; printf x > p/a; printf x > p/b; printf ' a\r\nb\r\n' > p/.gitignore
tree --gitignore p

#### tree 3 gitignore star slash
mkdir -p p/x/y p/z; printf x > p/x/y/f; printf x > p/z/f; printf 'x/*\n' > p/.gitignore
tree --gitignore p

#### tree 3 gitignore escaped bang
mkdir p; printf x > 'p/!a'; printf x > p/b; printf '\\!a\n' > p/.gitignore
tree --gitignore p

#### tree 3 C with -p -s -u
mkdir d; printf x > d/f; chmod 755 d/f
tree -C -p -s d

#### tree 3 C with -J off
mkdir d; printf x > d/f
tree -C -J d

#### tree 3 C dir colored file op
mkdir d
tree -C d

#### tree 3 gitignore trailing blanks
mkdir p; printf x > p/a; printf x > p/b; printf x > p/c; printf x > 'p/d '; printf 'a \nb\t\nc\\ \nd\\ \n' > p/.gitignore
tree --gitignore p

#### column 2 tab sep
printf 'name\tage\tcity\nalice\t30\tNYC\nbob\t4\tLos Angeles\n' | column -t -s "$(printf '\t')"

#### column 2 csv empty
printf 'a,,c\n,b,\n' | column -s, -t

#### column 2 wide no flags
printf '%s %s %s\n' aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb ccccccccccccccccccccccccccccccccccccc x y z | column -t

#### column 2 wide last right extreme
printf '%s %s\n' a bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb c d c d c d | column -t -R 2 | cat -A

#### column 2 wide last T extreme
printf '%s %s\n' a bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb c d c d c d | column -t -T 2 | cat -A

#### column 2 E two cols
printf '%s %s %s\n' a bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc d e f d e f | column -t -E 2,3 | cat -A

#### column 2 header wider than data with T
printf 'a b\n' | column -t -N VERYLONGHEADER,X -T 1 -c 5 | cat -A

#### column 2 unicode widths table
printf '日本 x\nab y\n' | column -t

#### column 2 -x fill
printf '%s\n' a b c d e f g | column -x -c 20

#### column 2 -c small fill
printf '%s\n' alpha beta gamma | column -c 5

#### column 2 empty input table
printf '' | column -t; echo $?

#### column 2 -o with R
printf 'a 1\nbb 22\n' | column -t -R 2 -o ' | '

#### column 2 x full rows
printf '%s\n' a b c d e f | column -x -c 20

#### column 2 x one col
printf '%s\n' aaaaaaaaaaaa bbbbbbbbbbbb c | column -x -c 20

#### column 2 x empty last
printf 'a\nb\n\nc\n' | column -x -c 20 | cat -A

#### column 2 x wide
printf '%s\n' one two three four five six seven eight nine ten | column -x

#### tree 4 C trailing slash
mkdir -p d/e; printf x > d/f
tree -C d/

#### tree 4 C link operand dir
mkdir -p d/e; ln -s d ld
tree -C ld; tree -C -l ld

#### tree 4 C ascii charset
mkdir -p d/e; printf x > d/e/f
tree -C --charset=ascii d

#### tree 4 C -d
mkdir -p d/e/g; printf x > d/f
tree -C -d d

#### tree 4 C prune -P
mkdir -p d/e; printf x > d/e/a.py; printf x > d/b.txt
tree -C -P '*.py' --prune d

#### tree -A: VT100 line graphics
mkdir -p d/e/g; touch d/e/h d/e/g/i d/f; tree -A d | od -c | head -8

#### tree -S: CP437 line graphics bytes
mkdir -p d/e/g; touch d/e/h d/e/g/i d/f; tree -S d | od -c | head -8

#### tree -A wins over -S and --charset; -x
mkdir -p d/e/g; touch d/e/h d/e/g/i d/f; tree -S -A d | od -c | head -4; tree --charset=ascii -A d | od -c | head -3; tree -x d | head -2
