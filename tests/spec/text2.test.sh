# text2: expr, column, join, comm, fold, fmt, expand, split, csplit, tsort, strings,
# factor, shuf, numfmt, envsubst, which (GNU coreutils 9.1, util-linux, binutils, gettext)

#### expr 01 1 + 2
expr 1 + 2
echo rc=$?

#### expr 02 7 - 10
expr 7 - 10
echo rc=$?

#### expr 03 4 - 5 \* 2
expr 4 - 5 \* 2
echo rc=$?

#### expr 04 12 / 5 % 2
expr 12 / 5 % 2
echo rc=$?

#### expr 05 3 / -2
expr 3 / -2
echo rc=$?

#### expr 06 -7 % 3
expr -7 % 3
echo rc=$?

#### expr 07 99999999999999999999 + 1
expr 99999999999999999999 + 1
echo rc=$?

#### expr 08 9223372036854775807 \* 3
expr 9223372036854775807 \* 3
echo rc=$?

#### expr 09 5 / 0
expr 5 / 0
echo rc=$?

#### expr 10 5 % 0
expr 5 % 0
echo rc=$?

#### expr 11 1 + x
expr 1 + x
echo rc=$?

#### expr 12 ' 1' + 2
expr ' 1' + 2
echo rc=$?

#### expr 13 1 +
expr 1 +
echo rc=$?

#### expr 14 1 2
expr 1 2
echo rc=$?

#### expr 15 
expr
echo rc=$?

#### expr 16 '(' 1
expr '(' 1
echo rc=$?

#### expr 17 '(' 1 2
expr '(' 1 2
echo rc=$?

#### expr 18 ')'
expr ')'
echo rc=$?

#### expr 19 1 + '('
expr 1 + '('
echo rc=$?

#### expr 20 '(' 1 + 2 ')' \* 3
expr '(' 1 + 2 ')' \* 3
echo rc=$?

#### expr 21 10 \< 9
expr 10 \< 9
echo rc=$?

#### expr 22 10 \< 9a
expr 10 \< 9a
echo rc=$?

#### expr 23 a \< b
expr a \< b
echo rc=$?

#### expr 24 1 = 01
expr 1 = 01
echo rc=$?

#### expr 25 a != b
expr a != b
echo rc=$?

#### expr 26 2 \>= 10
expr 2 \>= 10
echo rc=$?

#### expr 27 a \> ''
expr a \> ''
echo rc=$?

#### expr 28 '' \| 0
expr '' \| 0
echo rc=$?

#### expr 29 0 \| ''
expr 0 \| ''
echo rc=$?

#### expr 30 3 \| 4
expr 3 \| 4
echo rc=$?

#### expr 31 0 \| 4
expr 0 \| 4
echo rc=$?

#### expr 32 3 \& 0
expr 3 \& 0
echo rc=$?

#### expr 33 3 \& 4
expr 3 \& 4
echo rc=$?

#### expr 34 0 \& 1 / 0
expr 0 \& 1 / 0
echo rc=$?

#### expr 35 1 \| 1 / 0
expr 1 \| 1 / 0
echo rc=$?

#### expr 36 abc : 'b*'
expr abc : 'b*'
echo rc=$?

#### expr 37 abc : 'a\(b*\)'
expr abc : 'a\(b*\)'
echo rc=$?

#### expr 38 abc : '\(x*\)'
expr abc : '\(x*\)'
echo rc=$?

#### expr 39 aXbc : '.*X\(.*\)'
expr aXbc : '.*X\(.*\)'
echo rc=$?

#### expr 40 abc : '^a'
expr abc : '^a'
echo rc=$?

#### expr 41 'a^b' : 'a^b'
expr 'a^b' : 'a^b'
echo rc=$?

#### expr 42 abc : '*a'
expr abc : '*a'
echo rc=$?

#### expr 43 '*abc' : '*a'
expr '*abc' : '*a'
echo rc=$?

#### expr 44 'a$' : 'a$'
expr 'a$' : 'a$'
echo rc=$?

#### expr 45 ab : '\(a\)\(b\)'
expr ab : '\(a\)\(b\)'
echo rc=$?

#### expr 46 abc : '[b'
expr abc : '[b'
echo rc=$?

#### expr 47 a : 'b\('
expr a : 'b\('
echo rc=$?

#### expr 48 abc : 'a\{1'
expr abc : 'a\{1'
echo rc=$?

#### expr 49 abc : 'a\+b'
expr abc : 'a\+b'
echo rc=$?

#### expr 50 abc : 'ab\?'
expr abc : 'ab\?'
echo rc=$?

#### expr 51 ABC : '[[:upper:]]*'
expr ABC : '[[:upper:]]*'
echo rc=$?

#### expr 52 héllo : 'h.l'
expr héllo : 'h.l'
echo rc=$?

#### expr 53 héllo : '\(..\)'
expr héllo : '\(..\)'
echo rc=$?

#### expr 54 '' : ''
expr '' : ''
echo rc=$?

#### expr 55 match abc a
expr match abc a
echo rc=$?

#### expr 56 match abc b
expr match abc b
echo rc=$?

#### expr 57 match
expr match
echo rc=$?

#### expr 58 substr hello 2 3
expr substr hello 2 3
echo rc=$?

#### expr 59 substr hello 0 3
expr substr hello 0 3
echo rc=$?

#### expr 60 substr hello a 2
expr substr hello a 2
echo rc=$?

#### expr 61 substr hello 2 -1
expr substr hello 2 -1
echo rc=$?

#### expr 62 substr hello 2 100
expr substr hello 2 100
echo rc=$?

#### expr 63 substr abc 1
expr substr abc 1
echo rc=$?

#### expr 64 index hello lo
expr index hello lo
echo rc=$?

#### expr 65 index hello ''
expr index hello ''
echo rc=$?

#### expr 66 index abc
expr index abc
echo rc=$?

#### expr 67 length héllo
expr length héllo
echo rc=$?

#### expr 68 length 12345 + 1
expr length 12345 + 1
echo rc=$?

#### expr 69 length
expr length
echo rc=$?

#### expr 70 + match
expr + match
echo rc=$?

#### expr 71 + length
expr + length
echo rc=$?

#### expr 72 00
expr 00
echo rc=$?

#### expr 73 -0
expr -0
echo rc=$?

#### expr 74 0x1 + 1
expr 0x1 + 1
echo rc=$?

#### expr 75 -- -3
expr -- -3
echo rc=$?

#### expr 76 -- 3 + 3
expr -- 3 + 3
echo rc=$?

#### expr 77 --foo
expr --foo
echo rc=$?

#### expr 78 -x
expr -x
echo rc=$?

#### expr 79 --help x
expr --help x
echo rc=$?

#### expr 80 1 : 1 : 1
expr 1 : 1 : 1
echo rc=$?

#### expr 81 abc : 'a\|b'
expr abc : 'a\|b'
echo rc=$?

#### expr 82 x '*' 2
expr x '*' 2
echo rc=$?

#### column 01
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t t1
echo rc=$?

#### column 02
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -s: t2
echo rc=$?

#### column 03
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -s: -o '|' t2
echo rc=$?

#### column 04
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -N A,B,C,D -s: t2
echo rc=$?

#### column 05
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -N A,B -s: t2
echo rc=$?

#### column 06
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -R 2 -s: t2
echo rc=$?

#### column 07
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -R B -N A,B,C,D -s: t2
echo rc=$?

#### column 08
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -J -s: t2
echo rc=$?

#### column 09
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -J -N A,B,C,D -s: t2
echo rc=$?

#### column 10
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -J -n foo -N A,B,C,D -s: t2
echo rc=$?

#### column 11
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column t3
echo rc=$?

#### column 12
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -c 40 t3
echo rc=$?

#### column 13
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -x -c 40 t3
echo rc=$?

#### column 14
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -c 5 t3
echo rc=$?

#### column 15
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column t1
echo rc=$?

#### column 16
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -L t1
echo rc=$?

#### column 17
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -L t1
echo rc=$?

#### column 18
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -H 2 -N a,b,c -s: t2
echo rc=$?

#### column 19
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -O 3,1 -s: t2
echo rc=$?

#### column 20
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -d -N a,b,c,d -s: t2
echo rc=$?

#### column 21
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column nonexist
echo rc=$?

#### column 22
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -R 3 t1
echo rc=$?

#### column 23
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -tl2 t1
echo rc=$?

#### column 24
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -c 0 t3
echo rc=$?

#### column 25
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -c x t3
echo rc=$?

#### column 26
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -s: -R 3 t4
echo rc=$?

#### column 27
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -s: -R 1,2,3 t4
echo rc=$?

#### column 28
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
printf '  lead  trail  \n\ta\tb\n' | column -t
echo rc=$?

#### column 29
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
printf '  lead  trail  \n\ta\tb\n' | column
echo rc=$?

#### column 30
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -s: -R x t4
echo rc=$?

#### column 31
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -J -N 'a b,"q",C' -s: t4
echo rc=$?

#### column 32
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -s '' t4
echo rc=$?

#### column 33
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -s ':x' t4
echo rc=$?

#### column 34
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
printf 'héllo:日本:z\nab:c:d\n' | column -t -s:
echo rc=$?

#### column 35
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
printf 'a\tb\n' | column -t -s "$(printf '\t')" -o ,
echo rc=$?

#### column 36
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
printf 'a\\b\001"\n' | column -J -N x
echo rc=$?

#### column 37
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -R 2 -s: -N 'x,y' -H y t2
echo rc=$?

#### column 38
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -x t1
echo rc=$?

#### column 39
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t -o '' t1
echo rc=$?

#### column 40
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column missing t1
echo rc=$?

#### column 41
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
column -t missing t1
echo rc=$?

#### column 42
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
printf 'ab\n\tx\nq\nr\nssss\nt\nu\nv\nw\nx\ny\nz\n' | column -c 100
echo rc=$?

#### column 43
printf 'a b  c\nlonger word here\n\nx\n' > t1; printf 'a:b::c\n1:22:333:4444\n' > t2; i=1; while [ $i -le 30 ]; do echo item$i; i=$((i+1)); done > t3; printf 'a::c\n1:22:\n:x:yy\n' > t4
COLUMNS=40 column t3
echo rc=$?

#### join 01
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join j1 j2
echo rc=$?

#### join 02
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -t ab j1 j2
echo rc=$?

#### join 03
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -t a -t b j1 j2
echo rc=$?

#### join 04
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -a 3 j1 j2
echo rc=$?

#### join 05
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -1 0 j1 j2
echo rc=$?

#### join 06
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -1 x j1 j2
echo rc=$?

#### join 07
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o 3.1 j1 j2
echo rc=$?

#### join 08
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o x j1 j2
echo rc=$?

#### join 09
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o 1.0 j1 j2
echo rc=$?

#### join 10
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join j1
echo rc=$?

#### join 11
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join
echo rc=$?

#### join 12
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join j1 j2 j3
echo rc=$?

#### join 13
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join - - < j1
echo rc=$?

#### join 14
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -j 1 j1 j2
echo rc=$?

#### join 15
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -j1 j1 j2
echo rc=$?

#### join 16
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -v 1 -v 2 j1 j2
echo rc=$?

#### join 17
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -a1 -a2 -v1 j1 j2
echo rc=$?

#### join 18
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -a1 -a2 j1 j2
echo rc=$?

#### join 19
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -v2 j1 j2
echo rc=$?

#### join 20
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o 1.1,2.2 j1 j2
echo rc=$?

#### join 21
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o '1.1 2.2' j1 j2
echo rc=$?

#### join 22
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o 0,2.2,1.2 -a2 j1 j2
echo rc=$?

#### join 23
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join nofile j2
echo rc=$?

#### join 24
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -e X -o 1.1,2.5 j1 j2
echo rc=$?

#### join 25
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -e X -a1 -o 0,1.2,2.2 j1 j2
echo rc=$?

#### join 26
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join --header j1 j2
echo rc=$?

#### join 27
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -z j1 j2 | tr '\0' '@'
echo rc=$?

#### join 28
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join u1 u2
echo rc=$?

#### join 29
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join --check-order u1 u2
echo rc=$?

#### join 30
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join --nocheck-order u1 u2
echo rc=$?

#### join 31
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join u2 u1
echo rc=$?

#### join 32
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -a1 u1 u2
echo rc=$?

#### join 33
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join u3 s1
echo rc=$?

#### join 34
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join s1 u3
echo rc=$?

#### join 35
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join u3 u3
echo rc=$?

#### join 36
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join --check-order u3 u3
echo rc=$?

#### join 37
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -i u1 u2
echo rc=$?

#### join 38
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join i1 i2
echo rc=$?

#### join 39
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -i i1 i2
echo rc=$?

#### join 40
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o auto -e- u2 s1
echo rc=$?

#### join 41
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o auto -a1 -e- u2 s1
echo rc=$?

#### join 42
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o auto w1 w2
echo rc=$?

#### join 43
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -o auto w2 w1
echo rc=$?

#### join 44
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
printf 'x,1\n,2\n' > c1; printf ',3\ny,4\n' > c2; join -t, -a1 -a2 c1 c2
echo rc=$?

#### join 45
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -t '' s1 s1
echo rc=$?

#### join 46
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
printf '1 a\n2 b\n' > n1; join -1 2 -2 1 n1 s1
echo rc=$?

#### join 47
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join --header h1 h2
echo rc=$?

#### join 48
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join --header -a1 h1 /dev/null
echo rc=$?

#### join 49
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join --header -o auto h1 h2
echo rc=$?

#### join 50
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
printf 'a  1 \n' > b1; printf ' a\t2\n' > b2; join b1 b2 | cat -A
echo rc=$?

#### join 51
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
printf 'k 1\nk 2\n' > m1; printf 'k x\nk y\n' > m2; join m1 m2
echo rc=$?

#### join 52
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
join -t: <(printf 'a:1:2\n') <(printf 'a:3\n')
echo rc=$?

#### join 53
printf 'a 1\nb 2\n' > j1; printf 'a x\nc y\n' > j2; printf 'a 1\nc 3\nb 2\nd 4\n' > u1; printf 'a x\nb y\nc z\nd w\n' > u2; printf 'b 1\na 2\n' > u3; printf 'a 1\nb 2\n' > s1; printf 'A 1\nb 2\n' > i1; printf 'a x\nB y\n' > i2; printf 'h1 h2\na 1\n' >h1; printf 'H1 H2\na 9\n' > h2; printf 'k a b\n' > w1; printf 'k\n' > w2
cat s1 | join - j2
echo rc=$?

#### comm 01
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm c1
echo rc=$?

#### comm 02
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm c1 c2 c3
echo rc=$?

#### comm 03
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm
echo rc=$?

#### comm 04
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm c1 nofile
echo rc=$?

#### comm 05
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm c1 c2
echo rc=$?

#### comm 06
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm -12 c1 c2
echo rc=$?

#### comm 07
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm -23 c1 c2
echo rc=$?

#### comm 08
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm -13 c1 c2
echo rc=$?

#### comm 09
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm --output-delimiter=, c1 c2
echo rc=$?

#### comm 10
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm --output-delimiter= c1 c2 | tr '\0' @
echo rc=$?

#### comm 11
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm --output-delimiter=, --output-delimiter=: c1 c2
echo rc=$?

#### comm 12
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm --total c1 c2
echo rc=$?

#### comm 13
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm --total -123 c1 c2
echo rc=$?

#### comm 14
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm cu c1
echo rc=$?

#### comm 15
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm --check-order cu c1
echo rc=$?

#### comm 16
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm --nocheck-order cu c1
echo rc=$?

#### comm 17
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm cu cu
echo rc=$?

#### comm 18
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm c1 cu
echo rc=$?

#### comm 19
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm -z c1 c2 | tr '\0' @
echo rc=$?

#### comm 20
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
comm -3 --total --output-delimiter=XY c1 c2
echo rc=$?

#### comm 21
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\ne' > c2; printf 'b\na\nc\n' > cu
cat c1 | comm - c2
echo rc=$?

#### fold 01
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
fold -w 10 f1
echo rc=$?

#### fold 02
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
fold -s -w 10 f1
echo rc=$?

#### fold 03
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
fold -b -w 5 f1
echo rc=$?

#### fold 04
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
fold -w 0 f1
echo rc=$?

#### fold 05
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
fold -w x f1
echo rc=$?

#### fold 06
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
fold -5 f1
echo rc=$?

#### fold 07
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
fold -w 10 nofile
echo rc=$?

#### fold 08
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
printf 'héllo wörld\n' | fold -w 3
echo rc=$?

#### fold 09
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
printf 'a\bbc\rde\n' | fold -w 2 | cat -A
echo rc=$?

#### fold 10
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
printf 'abcdefghij\tk\n' | fold -w 12 | cat -A
echo rc=$?

#### fold 11
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
printf 'aaaa bbbb cccc\n' | fold -sw 5
echo rc=$?

#### fold 12
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
printf 'aaaaaaaaaaaaaaaa\n' | fold -sw 5
echo rc=$?

#### fold 13
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
printf 'ab\tcd\tef\n' | fold -s -w 10 | cat -A
echo rc=$?

#### fold 14
printf 'hello world this is a long line of text\tand a tab\nshort\n\nabc def' > f1
fold f1 - < f1
echo rc=$?

#### which 01
which ls cat
echo rc=$?

#### which 02
which -a sort
echo rc=$?

#### which 03
which nosuchcmd_xyz ls
echo rc=$?

#### which 04
which
echo rc=$?

#### which 05
which -x ls
echo rc=$?

#### which 06
which ls -a
echo rc=$?

#### which 07
printf '#!/bin/sh\necho hi\n' > myscript; chmod +x myscript; PATH="$PWD:$PATH" which myscript; which ./myscript
echo rc=$?

#### which 08
printf 'x\n' > plain; PATH="$PWD:$PATH" which plain; which ./plain
echo rc=$?

#### which 09
mkdir -p bin2; printf '#!/bin/sh\n' > bin2/tool; chmod +x bin2/tool; PATH=bin2:/usr/bin which tool; PATH=/nonexist:/usr/bin which -a ls
echo rc=$?

#### which 10
which -- ls
echo rc=$?


#### factor 01
factor 0 1 12 x
echo rc=$?

#### factor 02
factor -- -5
echo rc=$?

#### factor 03
factor +12 ' 7' '8 '
echo rc=$?

#### factor 04
printf ' 6 9\n10\n' | factor
echo rc=$?

#### factor 05
factor 1237940039285380274899124191
echo rc=$?

#### factor 06
factor 18446744073709551617 18446744073709551616 4294967291
echo rc=$?

#### factor 07
factor 1000000007 999999999999 600851475143
echo rc=$?

#### factor 08
factor 170141183460469231731687303715884105727
echo rc=$?

#### factor 09
factor -5
echo rc=$?

#### factor 10
factor 12345678901234567890123456789
echo rc=$?

#### factor 11
factor 2 3 4 5 6 7 8 9 10
echo rc=$?

#### expand 01
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand e1 | cat -A
echo rc=$?

#### expand 02
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t 4 e1 | cat -A
echo rc=$?

#### expand 03
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t 2,5,9 e1 | cat -A
echo rc=$?

#### expand 04
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t 2,5,/4 e1 | cat -A
echo rc=$?

#### expand 05
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t 2,5,+4 e1 | cat -A
echo rc=$?

#### expand 06
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -i e1 | cat -A
echo rc=$?

#### expand 07
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -3 e1 | cat -A
echo rc=$?

#### expand 08
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t 0 e1
echo rc=$?

#### expand 09
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t 4,2 e1
echo rc=$?

#### expand 10
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t x e1
echo rc=$?

#### expand 11
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t 1,/2,/3 e1
echo rc=$?

#### expand 12
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand -t /2,+3 e1
echo rc=$?

#### expand 13
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand e1 nofile | cat -A
echo rc=$?

#### expand 14
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
printf 'ab\bc\td\n' | expand | cat -A
echo rc=$?

#### expand 15
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
printf 'a\tb' | expand | cat -A
echo rc=$?

#### expand 16
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
unexpand e2 | cat -A
echo rc=$?

#### expand 17
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
unexpand -a e2 | cat -A
echo rc=$?

#### expand 18
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
unexpand -t 4 e2 | cat -A
echo rc=$?

#### expand 19
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
unexpand -t 4 --first-only e2 | cat -A
echo rc=$?

#### expand 20
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
unexpand -4 e2 | cat -A
echo rc=$?

#### expand 21
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
unexpand -t 2,6 e2 | cat -A
echo rc=$?

#### expand 22
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
unexpand -a -t /4 e2 | cat -A
echo rc=$?

#### expand 23
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
printf 'x       \n' | unexpand -a | cat -A
echo rc=$?

#### expand 24
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
printf 'abcdefg h\n' | unexpand -a | cat -A
echo rc=$?

#### expand 25
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
printf ' \t x\n' | unexpand | cat -A
echo rc=$?

#### expand 26
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
unexpand -t 0 e2
echo rc=$?

#### expand 27
printf 'a\tb\tc\n\tx\n  \t y\tz\n' > e1; printf '        a       b\n    x   y z\n  \t  q\n a  b    c\n' > e2
expand e1 | unexpand -a | cat -A
echo rc=$?

#### tsort 01
printf 'a b\nb c\nc d\n' | tsort
echo rc=$?

#### tsort 02
printf 'x y z w\n' | tsort
echo rc=$?

#### tsort 03
printf 'a b b a\n' | tsort
echo rc=$?

#### tsort 04
printf 'a b b c c a d e\n' | tsort
echo rc=$?

#### tsort 05
printf 'a b c\n' | tsort
echo rc=$?

#### tsort 06
printf 'a a\nb b\n' | tsort
echo rc=$?

#### tsort 07
printf '1 2\n2 3\n1 3\n5 4\n4 3\n' | tsort
echo rc=$?

#### tsort 08
printf 'a b\n' > tf; tsort tf
echo rc=$?

#### tsort 09
tsort nofile
echo rc=$?

#### tsort 10
tsort tf tf
echo rc=$?

#### tsort 11
printf 'main parse\nmain eval\nparse lex\neval lex\nlex util\neval util\n' | tsort
echo rc=$?

#### tsort 12
printf 'a b b c c a c d d e e c\n' | tsort
echo rc=$?

#### tsort 13
printf 'p q q r r p s t t s\n' | tsort
echo rc=$?

#### tsort 14
tsort < /dev/null
echo rc=$?

#### envsubst 01
export FOO=foo BAR=bar
echo 'a $FOO ${BAR} $NOPE ${FOO:-x} ${FOO $ $1 ${} $FOO_x \$FOO $$FOO' | envsubst
echo rc=$?

#### envsubst 02
export FOO=foo BAR=bar
echo 'a $FOO ${BAR}' | envsubst '$BAR'
echo rc=$?

#### envsubst 03
export FOO=foo BAR=bar
envsubst -v '$FOO ${BAR} $FOO x$Y'
echo rc=$?

#### envsubst 04
export FOO=foo BAR=bar
envsubst -v
echo rc=$?

#### envsubst 05
export FOO=foo BAR=bar
envsubst a b
echo rc=$?

#### envsubst 06
export FOO=foo BAR=bar
envsubst --variables 'abc'
echo rc=$?

#### envsubst 07
export FOO=foo BAR=bar
echo '$FOO' | envsubst 'x'
echo rc=$?

#### envsubst 08
export FOO=foo BAR=bar
envsubst -x
echo rc=$?

#### envsubst 09
export FOO=foo BAR=bar
printf 'no newline $BAR' | envsubst
echo rc=$?

#### split 01
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -l 10 in; show x*
echo rc=$?

#### split 02
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -l 7 -d in p_; show p_*
echo rc=$?

#### split 03
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -l 10 --numeric-suffixes=5 -a 3 in q; show q*
echo rc=$?

#### split 04
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -l 10 --additional-suffix=.txt in r; show r*
echo rc=$?

#### split 05
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -b 50 in; show x*
echo rc=$?

#### split 06
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -b 1K in; ls x*
echo rc=$?

#### split 07
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -C 30 in; show x*
echo rc=$?

#### split 08
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n 3 in; show x*
echo rc=$?

#### split 09
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n 2/3 in
echo rc=$?

#### split 10
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n l/3 in; show x*
echo rc=$?

#### split 11
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n l/2/3 in
echo rc=$?

#### split 12
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n r/3 in; show x*
echo rc=$?

#### split 13
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n r/2/3 in
echo rc=$?

#### split 14
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n 30 in; ls x* | head -3; cat xab
echo rc=$?

#### split 15
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -e -n 30 -b 3 in
echo rc=$?

#### split 16
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -l 0 in
echo rc=$?

#### split 17
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -l x in
echo rc=$?

#### split 18
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -b 0 in
echo rc=$?

#### split 19
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n 4/3 in
echo rc=$?

#### split 20
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split nofile
echo rc=$?

#### split 21
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split in a b
echo rc=$?

#### split 22
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -a 1 -l 1 in
echo rc=$?

#### split 23
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -d -a 1 -l 2 in; ls x*
echo rc=$?

#### split 24
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -l 1 in; ls x* | tail -3
echo rc=$?

#### split 25
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split --verbose -l 10 in
echo rc=$?

#### split 26
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -x -l 5 in; ls x*
echo rc=$?

#### split 27
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
printf 'a,b,c' | split -t , -l 1; show x*
echo rc=$?

#### split 28
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -3 in; ls x* | wc -l
echo rc=$?

#### split 29
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
cat in | split -l 20 - stdin_; show stdin_*
echo rc=$?

#### split 30
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -n l/5 -e in; ls x*
echo rc=$?

#### split 31
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
printf 'abc' > s3; split -n 5 s3; ls x* | wc -l; cat xaa xac
echo rc=$?

#### split 32
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split -d 5 in
echo rc=$?

#### split 33
i=1; while [ $i -le 25 ]; do echo "line $i"; i=$((i+1)); done > in; show() { for f in "$@"; do echo "== $f"; cat "$f"; done; }
split --numeric-suffixes=x in
echo rc=$?
