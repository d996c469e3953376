# Redirections, here-docs, here-strings.

#### write and read file
echo hello > f.txt
cat f.txt

#### overwrite truncates
echo first > f
echo second > f
cat f

#### append
echo one > f
echo two >> f
cat f

#### input redirect
printf 'x\ny\n' > in
cat < in

#### redirect before command
> f echo pre
cat f

#### redirect in middle of args
echo a > f b c
cat f

#### stderr to file
nosuch_cmd_r 2> err
echo "status $?"
cat err

#### stderr to stdout
{ echo out; echo err >&2; } 2>&1 | cat

#### order sensitivity stdout to file then stderr
{ echo out; echo err >&2; } > f 2>&1
echo ---; cat f

#### order sensitivity stderr dup before file
{ echo out; echo err >&2; } 2>&1 > f
echo ---; cat f

#### ampersand greater
{ echo out; echo err >&2; } &> f
cat f

#### ampersand double greater appends
echo first > f
{ echo out; echo err >&2; } &>> f
cat f

#### stdout to stderr
echo to-err >&2
echo to-out

#### explicit fd 1
echo x 1> f
cat f

#### redirect to dev null
echo gone > /dev/null
echo kept

#### stderr to dev null
nosuchcmd_z 2>/dev/null
echo "status $?"

#### create empty file
> empty
cat empty
echo "[$(cat empty)]"

#### redirect on compound if
if true; then echo in-if; fi > f
cat f

#### redirect on while loop
i=0; while [ $i -lt 3 ]; do echo $i; i=$((i+1)); done > f
cat f

#### redirect input to while loop
printf 'a\nb\n' > in
while read l; do echo "[$l]"; done < in

#### redirect on for loop appends
for i in 1 2; do echo $i; done >> f
for i in 3; do echo $i; done >> f
cat f

#### redirect on function call
f() { echo fn; }
f > out
cat out

#### redirect on subshell
( echo sub ) > f
cat f

#### heredoc basic
cat <<EOF
line one
line two
EOF

#### heredoc with expansions
name=world
cat <<EOF
hello $name
sum $((1+2))
cmd $(echo sub)
EOF

#### heredoc quoted delimiter no expansion
name=world
cat <<'EOF'
hello $name $((1+2)) `echo x`
EOF

#### heredoc double quoted delimiter
cat <<"EOF"
$HOME
EOF

#### heredoc escaped delimiter
x=1
cat <<\EOF
$x
EOF

#### heredoc backslash escapes
x=1
cat <<EOF
a \$x b \\ c \" d $x
EOF

#### heredoc tab stripping
cat <<-EOF
	indented
		twice
	EOF

#### heredoc dash without tabs
cat <<-EOF
  spaces kept
EOF

#### heredoc at start of script
cat <<EOF
first thing
EOF
echo after

#### two heredocs on one line
cat <<A <<B
from a
A
from b
B

#### heredoc followed by command on same line
cat <<EOF; echo after
body
EOF

#### heredoc in pipeline
cat <<EOF | tr a-z A-Z
shout
EOF

#### heredoc to while read
while read a b; do echo "$b $a"; done <<EOF
1 2
3 4
EOF

#### heredoc empty
cat <<EOF
EOF
echo done

#### heredoc missing delimiter
cat <<EOF
no end

#### heredoc with quotes inside kept
cat <<EOF
'single' "double"
EOF

#### heredoc delimiter must be alone on line
cat <<EOF
 EOF
EOF x
EOF

#### here-string
cat <<< "here string"

#### here-string with variable
v="a b"
cat <<< $v

#### here-string adds newline
cat <<< x | wc -c

#### here-string to read
read a b <<< "one two three"
echo "[$a] [$b]"

#### clobber override
echo a > f
echo b >| f
cat f

#### noclobber prevents overwrite
echo a > f
set -o noclobber
echo b > f
echo "status $?"
cat f

#### noclobber allows append and force
set -C
echo a > f
echo b >> f
echo c >| f
cat f

#### missing input file
cat < missing.txt
echo "status $?"

#### missing input file skips command
echo hi < nofile
echo "status $?"

#### redirect to a directory
echo x > .
echo "status $?"

#### redirect to nonexistent directory path
echo x > nodir/file
echo "status $?"

#### read from directory
cat < .
echo "status $?"

#### fd duplication to custom fd
exec 3> f3
echo to3 >&3
exec 3>&-
cat f3

#### bad file descriptor
echo x >&5
echo "status $?"

#### input from fd dup
printf 'data\n' > f
exec 4< f
cat <&4

#### exec redirect persists
exec > out
echo hidden
echo also
exec >&2
cat out >&2

#### redirect with variable filename
name=vf.txt
echo content > $name
cat "$name"

#### ambiguous redirect
v="a b"
echo x > $v
echo "status $?"

#### ambiguous redirect empty
echo x > $nothing_here
echo "status $?"

#### redirect stderr of builtin
cd nodir_r 2> e
cat e

#### redirect fd swap
{ echo out; echo err >&2; } 3>&1 1>&2 2>&3 | tr a-z A-Z

#### here-doc inside function with expansion at call
f() { cat <<EOF
v=$v
EOF
}
v=1; f; v=2; f

#### heredoc with dollar quote delimiter chars
cat <<'E O'
text
E O

#### heredoc unquoted line continuation
cat <<EOF
one \
two
EOF

#### multiple redirects last wins for stdout
echo x > a > b
echo "a=[$(cat a)] b=[$(cat b)]"

#### dup stderr then discard stdout
echo hi 2>&1 1>/dev/null
echo done

#### append to missing file creates it
echo x >> newfile
cat newfile

#### less-greater open read write
echo abc > f
cat <> f

#### cat multiple files with redirect
echo 1 > a; echo 2 > b
cat a b > c
cat c
