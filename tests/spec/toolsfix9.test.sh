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
