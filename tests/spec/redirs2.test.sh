# Redirections: fd juggling, {var}> allocation, <>, >&-, ordering, noclobber, here-docs.

#### exec fd to file and back
exec 3> out
echo to three >&3
exec 3>&-
cat out

#### exec read fd
printf 'l1\nl2\n' > in
exec 4< in
read a <&4
read b <&4
exec 4<&-
echo "$a $b"

#### fd var allocation
exec {fd}> out
echo "fd>=10: $(( fd >= 10 ))"
echo data >&$fd
exec {fd}>&-
cat out

#### fd var read
echo content > f
exec {rd}< f
read -u $rd line
echo $line
exec {rd}<&-

#### read write fd
echo hello > rw
exec 5<> rw
read w <&5
echo "$w"
exec 5>&-

#### order sensitivity stderr to stdout
{ echo out; echo err >&2; } > file 2>&1
cat file

#### order sensitivity reversed
{ echo out; echo err >&2; } 2>&1 > file
echo ---
cat file

#### closing stdout
( echo hi >&- ) 2>/dev/null
echo "status $?"

#### write to closed fd error
echo hi >&5
echo "status $?"

#### duplicate fd
exec 3>&1
echo via dup >&3
exec 3>&-

#### noclobber
echo a > f
set -o noclobber
echo b > f
echo "status $?"
echo c >> f
cat f

#### noclobber with dev null
set -C
echo x > /dev/null
echo "status $?"

#### clobber override
set -C
echo a > f
echo b >| f
cat f

#### dev stdout and stderr
echo to stdout > /dev/stdout
echo to stderr > /dev/stderr
{ echo x > /dev/stderr; } 2>/dev/null
echo done

#### redirect stdin from file
echo input > in
cat < in
read v < in; echo $v

#### here doc quoted delimiter
x=val
cat <<'END'
$x `cmd` \t
END

#### here doc unquoted expands
x=val
cat <<END
x=$x $(echo sub) $((1+1)) \$x \\
END

#### here doc dash strips tabs
cat <<-END
	tab indented
		two tabs
	END

#### here doc with partially quoted delimiter
cat <<"E"ND
$HOME
END

#### multiple here docs
cat <<A; cat <<B
first
A
second
B

#### here string
cat <<< "here string $((2*3))"

#### here string with variable containing newlines
x=$'a\nb'
cat <<< "$x"

#### here doc in loop
for i in 1 2; do cat <<E
item $i
E
done

#### here doc with backslash newline
cat <<E
line \
continued
E

#### redirect append
echo a > f
echo b >> f
cat f

#### redirect both with ampersand
{ echo out; echo err >&2; } &> both
cat both

#### append both
echo first > both
{ echo err >&2; } &>> both
cat both

#### redirect to file named by variable
name=out.txt
echo data > $name
cat "$name"

#### ambiguous redirect
f="a b"
echo x > $f
echo "status $?"

#### ambiguous redirect empty
echo x > $nothing
echo "status $?"

#### redirect to directory error
mkdir d
echo x > d
echo "status $?"

#### redirect from missing file
cat < missing
echo "status $?"

#### redirect error prevents command
echo should not print < missing
echo "status $?"

#### redirect on compound command
if true; then echo in if; fi > f
cat f

#### redirect on while loop input
printf '1\n2\n' > nums
while read n; do echo "n=$n"; done < nums

#### exec without command redirects shell
exec > out
echo hidden
exec >&2
cat out >&2

#### stderr of builtin redirected
cd /nonexistent 2>/dev/null
echo "status $?"

#### fd 2 duplicated to 1 inside command sub
x=$(echo err >&2 2>&1)
echo "[$x]"
y=$( { echo err >&2; } 2>&1 )
echo "[$y]"

#### redirect move fd
exec 3> out
exec 4>&3-
echo moved >&4
exec 4>&-
cat out

#### here doc to fd 3
cat <&3 3<<E
via three
E

#### redirection before command
> f echo prefix
cat f

#### redirect on assignment only
x=1 > created
ls created

#### truncation with colon
echo data > f
: > f
wc -c < f

#### noclobber and append allowed
set -C
echo a >> new
cat new

#### heredoc with quoted delimiter containing spaces
cat << 'MY END'
text
MY END

#### redirect to fd beyond nine
exec 12> out
echo twelve >&12
exec 12>&-
cat out

#### redirect with number adjacency
echo a 2>/dev/null
echo b 2> /dev/null

#### less-greater creates file
: <> newfile
ls newfile

#### pipeline and stderr
{ echo out; echo err >&2; } 2>&1 | tr a-z A-Z

#### pipe ampersand
{ echo out; echo err >&2; } |& cat

#### here doc with command substitution containing quotes
cat <<E
$(echo "it's")
E

#### here doc in function called twice
f() { cat <<E
v=$1
E
}
f 1; f 2

#### redirect stdout of function call
f() { echo inside; }
f > out
cat out

#### here string with no newline at end of var
x=abc
wc -c <<< "$x"

#### redirection of stderr to stdout in function
f() { echo err >&2; }
f 2>&1 | cat

#### exec fd and subshell inherit
exec 3> out
( echo from sub >&3 )
exec 3>&-
cat out

#### heredoc escaped dollar and backtick
cat <<E
\$HOME \`x\` \\
E

#### arithmetic error in a simple command's redirection fails only that command
echo hi < $((1/0)); echo "after $?"
echo next $?
f() { :; }
f > $((2/0)); echo "after $?"
echo next $?

#### arithmetic error in a compound command's redirection abandons the line
{ echo hi; } > $((1/0)); echo after

#### unset variable in arithmetic of a simple command's redirection
set -u
echo hi < $((nosuch)); echo "after $?"

#### unset variable in arithmetic of a redirection-only command
set -u
< $((nosuch)); echo "after $?"
x=1 < $((nosuch)); echo "after $?"

#### append through a dangling symlink creates its target
ln -s target link
echo one >> link; echo two >> link
cat target; ls -l link | cut -c1
echo three >> missing/x; echo "status $?"

#### append to a directory and to a device
mkdir d
echo x >> d; echo "status $?"
echo y >> /dev/null; echo "null $?"
ln -s /dev/null n
echo z >> n; echo "via link $?"; cat n | wc -c

#### a file appended to line by line, read between appends
for i in $(seq 1 3000); do echo "line $i of a file that grows past a few pages" >> f; done
wc -l < f; wc -c < f
head -c 20 f; echo
echo extra >> f; tail -n 2 f
cp f g; echo more >> f; tail -n 1 g; tail -n 1 f
printf 'abc' > f; echo "$(cat f)"; wc -c < g

#### appends by several commands and by a redirected loop
for i in 1 2 3; do echo "a$i"; done >> out
{ echo b1; echo b3; } >> out
seq 1 2000 >> out
wc -l < out; head -n 6 out; tail -n 1 out

#### a file written through two descriptors at once
## known-diff: a redirection's output is buffered until the command ends, so writes through another descriptor (and reads) in between do not see it
{ echo b1; echo b2 >> out; echo b3; } >> out
cat out
{ echo a; wc -c < out2; echo b; } > out2
cat out2

#### /dev/full fails writes, reads zeros; /dev/tty is no device without a terminal
ls > /dev/full; echo $?; echo hi > /dev/full; echo $?; echo hi | cat > /dev/full; echo $?
head -c 4 /dev/full | od -An -tx1; printf '' > /dev/full; echo $?; echo hi | tee /dev/full; echo $?
echo "a" > /dev/tty; echo $?; cat < /dev/tty; echo $?

#### writing to a closed stdout: GNU's messages and statuses
cat /etc/hostname >&-; echo "st=$?"
cat nosuch >&-; echo "st=$?"
wc -l <<< x >&-; echo "st=$?"
seq 3 >&-; echo "st=$?"
ls / >&-; echo "st=$?"
printf 'a\nb\n' > f; grep a f >&-; echo "st=$?"

#### cat: input file is output file (when it holds something)
echo hi > f; cat f > f; echo "st=$?"; wc -c < f
echo hi > f; cat f >> f; echo "st=$?"; cat f
echo hi > f; echo x > o; cat f o > o; echo "st=$?"; cat o
echo hi > f; ln -s f g; cat g >> f; echo "st=$?"

#### a failed redirection is reported on the stderr the ones before it made
true &>> o > /nonexistent/x; echo "st=$?"; cat o
ls nosuch &> o2 < nosuch; echo "st=$?"; cat o2
printf a &> o3 2>&3; echo "st=$?"; cat o3
echo hi > o4 2>&1 < missing; echo "st=$?"; cat o4
{ echo x; } 2> e < nosuch; echo "st=$?"; cat e

#### here-document with an unset variable fails just an external command
cat <<EOF; echo same $?
a ${x?unset here}
EOF
echo after $?
cat <<EOF > out && echo ok || echo fail $?
${x:?}
EOF
ls out 2>/dev/null; echo next
( cat <<EOF
${x?b}
EOF
echo in $? ); echo out $?

#### here-document with set -u unset variable and an external command
set -u
cat <<EOF
a $x
EOF
echo after $?

#### here-document unset variable ends the shell for a builtin
read v <<EOF
${y?b}
EOF
echo never

#### two descriptions of one file: > and 2>> write at their own offsets, in order
{ echo a; echo b >&2; echo c; } >o 2>>o; cat o
rm -f o; (echo sub; echo serr >&2) &>> o > o; cat o

#### two truncating opens of one file overwrite each other
{ echo aaa; echo b >&2; echo c; } >o 2>o; cat o

#### an inner >> inside an outer > of the same file
{ echo a; echo b >> o; echo c; } > o; cat o
{ echo 1; echo 22 > o; echo 333; } >> o; cat o

#### <> writes over the start of the file without truncating it
echo 12345 > o; echo ab 1<>o; cat o
echo 12345 > o; { echo a; echo b >&2; } 2>>o 1<>o; cat o

#### <> shares one offset between reads and writes
echo 12345 > o; exec 3<>o; echo ab >&3; cat o; read -u 3 x; echo "x=$x"; echo Z >&3; cat o; exec 3>&-
printf 'l1\nl2\nl3\n' > f; exec 4<>f; read -u 4 a; echo NEW >&4; cat f; read -u 4 b; echo "a=$a b=$b"; exec 4>&-

#### <> on standard input: read, then write back where reading stopped
printf 'one\ntwo\n' > f; { read x; echo "X" >&0; } 0<>f; cat f; echo "x=$x"
printf 'abc\n' > g; cat 0<>g; wc -c < g

#### a loop appending and a file written at an offset past a reread
for i in 1 2 3; do echo $i >> h; done; cat h; echo 9 1<>h; cat h

#### an open file removed or renamed still takes the writes
exec 3>f; echo a >&3; rm f; echo b >&3; ls f; exec 3>&-
exec 3>g; echo a >&3; mv g g2; echo b >&3; exec 3>&-; cat g2; ls g
{ echo one; rm -f k; echo two; } > k; ls k

#### > empties the file for all its hard links
echo x > h; ln h h2; echo yy > h; cat h2

#### an fd opened with >> and another >> of the same file interleave
exec 5>>m; echo 1 >&5; echo 2 >> m; echo 3 >&5; cat m; exec 5>&-

#### <> creates a missing file; > >> <> on a directory fail
exec 6<>nf; echo abc >&6; exec 6>&-; cat nf
mkdir d; echo x > d; echo st=$?; echo x >> d; echo st=$?; echo x 1<>d; echo st=$?

#### a file opened with < is read as it is at the first read
echo x > f; exec 4< f; echo y >> f; read -u 4 l; echo "l=$l"; cat <&4; exec 4<&-
echo a > g; exec 5< g; : > g; cat <&5; echo "rc=$?"; exec 5<&-

#### a command reading a file it appends to reads what was there
printf 'one\ntwo\n' > h; sed p < h >> h; cat h

#### cat refuses a standard input that is its output file
echo hello > f; cat < f >> f; echo "rc=$?"; cat f
cat - < f >> f; echo "rc=$?"; cat f
: > e; cat < e >> e; echo "rc=$?"; wc -c < e
echo hi > g; cat < g > g; echo "rc=$?"; wc -c < g
echo z > h; { cat; } < h >> h; echo "rc=$?"; cat h
echo q > k; cat k - < k >> k; echo "rc=$?"; cat k

#### a compound command's redirection errors: the line past its here-documents (a subshell's own line)
{ echo a; } 2>&3 <<-EOF
	strip
	EOF
echo "st=$?"
cat 2>&3 <<EOF
x
EOF
{ echo a; } <<EOF 2>&3
x
EOF
{ echo a; } 2>&3
echo z <<EOF 2>&3
EOF
(echo b) 2>&3 <<EOF
y
EOF
{ echo a; } 2>&3 <<EOF
EOF

#### here-document expansion errors of a subshell and of a brace group
( cat ) <<EOF
$((1/0))
x
EOF
{ cat; } <<EOF
$((1/0))
y
EOF

#### cat of a closed or write-only standard input
cat 0<&-; echo "rc=$?"
exec 3> o3; cat <&3; echo "rc=$?"
cat - - 0<&-; echo "rc=$?"
echo x > f; cat f - f 0<&-; echo "rc=$?"
cat; echo "rc=$?"
echo in | cat; echo "rc=$?"
cat < /dev/null; echo "rc=$?"

#### exec in a subshell or a child bash leaves the parent's descriptors alone
(exec > o; echo st); echo "rc=$?"; cat o
bash -c 'exec > o2 2>&1; echo st2; nosuch'; echo "rc=$?"; cat o2
(exec 3>f; echo in >&3); echo out >&3; echo $?; cat f
echo a | (exec > o3; cat); cat o3
f() { exec > o4; }; f; echo x; exec >&2; cat o4

#### a here-document's end-of-file warning comes before its line runs
exec 2>&1; read x; echo "[$x]" <<-EOF
	strip
	EOF <<< 'here str'
echo "st=$?"
