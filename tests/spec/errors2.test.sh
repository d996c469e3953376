# Error messages and statuses of builtin misuse; syntax errors.

#### cd too many
cd a b
echo $?

#### shift too many
set -- a
shift 3
echo $?

#### exit non numeric
exit abc
echo not reached

#### exit too many args
exit 1 2
echo "status $?"

#### return outside function message
return
echo $?

#### break outside loop
break
echo $?

#### continue outside loop
continue
echo $?

#### break zero
for i in 1; do break 0; done
echo $?

#### break non numeric
for i in 1 2; do break x; echo in; done
echo $?

#### break too many levels ok
for i in 1 2; do for j in 1 2; do break 5; done; echo inner; done
echo out

#### unset invalid name
unset 1abc
echo $?

#### unset readonly
readonly r=1
unset r
echo $?

#### export invalid
export 'a-b=1'
echo $?

#### readonly invalid name
readonly 9=1
echo $?

#### declare bad array
declare -a a='x'
declare -p a

#### local invalid
f() { local 1x=1; echo $?; }
f

#### command not found
nosuchcmd_abc
echo $?

#### command not found in function
f() { nosuchcmd_abc; }
f
echo $?

#### permission denied
echo 'echo hi' > script.sh
./script.sh
echo $?

#### not a directory exec
mkdir d
./d
echo $?

#### no such file path
./nosuch
echo $?

#### error in function prefix
f() {
  cd /nonexistent_dir
}
f

#### bad substitution in function
f() {
  echo ${x!}
  echo after in f
}
f
echo after f

#### arithmetic error in function
f() {
  echo $((1/0))
  echo after
}
f
echo main $?

#### syntax error unexpected fi
fi
echo after

#### syntax error unexpected done
done

#### syntax error unexpected then
then echo

#### syntax error unclosed quote
echo 'unclosed

#### syntax error unclosed double quote
echo "unclosed

#### syntax error missing fi
if true; then echo x

#### syntax error missing done
while true; do echo x

#### syntax error unexpected paren
echo )

#### syntax error double semicolon
echo a;;

#### syntax error unexpected semicolon
;

#### syntax error pipe at start
| cat

#### syntax error and at start
&& echo

#### syntax error redirect without target
echo >

#### syntax error unexpected newline after redirect
cat <
echo next

#### syntax error in case
case x in
  x) echo;;
  y
esac

#### syntax error unclosed brace
{ echo a

#### syntax error unclosed subshell
( echo a

#### syntax error unclosed command sub
echo $(echo a

#### syntax error bad for
for 1 in a; do echo; done

#### syntax error for missing do
for i in a b; echo $i; done

#### syntax error function no body
f()
echo after

#### syntax error after good lines
echo line1
echo line2 )
echo line3

#### syntax error elif without then
if true; then echo; elif false; fi

#### syntax error arithmetic for
for ((i=0; i<; i++)); do echo; done
echo after

#### syntax error in conditional
[[ -z ]]
echo after

#### syntax error cond missing close
[[ a == b
echo after

#### syntax error unexpected else
else

#### syntax error unexpected esac
esac

#### syntax error here doc unterminated
cat <<END
no terminator

#### syntax error bad fd
echo x 99999999999>f
echo $?

#### redirect bad fd dup
echo x >&abc
echo $?

#### getopts missing args
getopts
echo $?

#### read bad option
read -z
echo $?

#### printf missing format
printf
echo $?

#### set bad option
set --nonsense
echo $?

#### shopt bad
shopt -s bogus
echo $?

#### trap bad signal
trap 'x' BOGUS
echo $?

#### kill bad signal
kill -BOGUS 1
echo $?

#### kill no args
kill
echo $?

#### wait bad pid
wait 999999
echo $?

#### type not found
type nosuch_thing
echo $?

#### hash not found
hash nosuch_thing
echo $?

#### umask bad
umask 999
echo $?

#### pushd bad
pushd /nonexistent
echo $?

#### let error
let '1+'
echo $?

#### declare -f with invalid
declare -f 'bad name'
echo $?

#### builtin not builtin
builtin nosuch
echo $?

#### enable nonexistent
enable nosuch
echo $?

#### command -v missing
command -v nosuch_zz
echo $?

#### exec missing command
exec nosuch_cmd_q
echo not reached

#### exit status 255 wrap
bash_exit() { (exit 300); echo $?; }
bash_exit

#### error line numbers across lines
echo ok
cd /nonexistent
echo ok
cd /nonexistent2

#### ulimit bad
ulimit -Z
echo $?

#### caller outside function
caller
echo $?

#### source no file argument
.
echo $?

#### alias bad
alias 'x y=z'
echo $?

#### unexpected token in middle line
echo a
echo b; )
echo c

#### syntax error message with keyword in
in
echo after

#### syntax error unexpected token in if condition
if ; then echo; fi

#### syntax error while without do
while true
echo x
done

#### syntax error case missing in
case x
  x) echo;;
esac

#### syntax error bad function name keyword
function { echo; }

#### syntax error nested unclosed
if true; then
  while false; do
    echo
  done

#### syntax error stray then after good line
echo ok; then

#### syntax error two redirections missing target
echo a > > b

#### syntax error backtick unclosed
echo `echo a

#### syntax error after here doc
cat <<E
body
E
)

#### syntax error unexpected token ampersand
echo a & & echo b

#### syntax error in subshell close
( echo a ))

#### syntax error select without in list
select; do echo; done

#### syntax error array assign in command position
a=(1 2) echo x

#### syntax error brace in arithmetic for
for ((i=0;i<2;i++)) { echo $i; }
echo after

#### unset readonly array element
readonly -a ra=(1 2)
unset 'ra[0]'
echo $?

#### read-only positional assignment error
1=x
echo $?

#### invalid arithmetic base error
echo $(( 1#1 ))
echo after

#### unset function that does not exist is ok
unset -f nosuchfunc
echo $?

#### declare -p nonexistent multiple
declare -p a1 a2
echo $?

#### cd with OLDPWD unset error message
cd -
echo $?

#### arithmetic error in a here-document fails an external command
cat <<EOF; echo same $?
$((1/0))
EOF
echo next $?

#### arithmetic error in a here-document abandons a builtin's line
read x <<EOF; echo same $?
$((x+))
EOF
echo next $?

#### arithmetic error in a function's here-document
f() { cat; }
f <<EOF
$((1/0))
EOF
echo next $?

#### arithmetic error in a compound command's here-document is reported at the delimiter
echo a
{
cat; } <<EOF


$((1/0))
EOF
echo next $?

#### arithmetic error in a while loop's here-document
while read l; do echo $l; done <<EOF
$((2/0))
EOF
echo next $?

#### unset variable in a here-document's arithmetic with set -u
set -u
cat <<EOF
$((y))
EOF
echo next $?
(cat <<EOF
$((y))
EOF
echo sub $?); echo $?
{ cat; } <<EOF
$((y))
EOF
echo never

#### here-document alone with an arithmetic error
<<EOF; echo same $?
$((1/0))
EOF
echo next $?

#### redirection alone with an arithmetic error
> $((1/0)); echo same
echo next $?
(set -u; > $((y)); echo never); echo sub $?
set -u; > $((y)); echo never

#### redirection-only command reading stdin runs in a child: its arithmetic error is a status
< $((1/0)); echo next $?

#### redirection-only command opening stdin read-write runs in a child
<> $((2/0)); echo next $?

#### redirection-only command reading stdin with an unset variable
set -u; < $((y)); echo next $?

#### redirection-only command with an output and an input redirection
set -u; > x < $((y)); echo next $?

#### redirection-only command closing stdin runs in a child
set -u; 0<&- > $((y)); echo next $?

#### redirection-only command reading fd 3 runs in the shell
set -u; 3< $((y)); echo never

#### bad substitution names the whole word: quotes inside
echo a"b"${x!y}c

#### bad substitution names the whole word single quotes before
echo 'q'${x!y}

#### bad substitution names the whole word a parameter after
echo ${x!y}$HOME

#### bad substitution names the whole word a quoted part before
echo "a"${x!y}

#### bad substitution names the whole word inside double quotes: the quoted string
echo "a${x!y}"b

#### bad substitution names the whole word command substitution inside the string
echo "a$(echo q)${x!y}"

#### bad substitution names the whole word escaped blank
echo a\ b${x!y}

#### bad substitution names the whole word tilde
echo ~${x!y}

#### ${x:} unset
echo ${x:}

#### ${x:} in a word
echo a${x:}b

#### ${x:} in double quotes
echo "${y}${x:}"

#### case word
case a${x!y} in *) ;; esac

#### [[ word
[[ a${x!y} ]]

#### assignment value
f=a${x!y}; echo

#### double-quoted assignment value
x="a${x!y}b"; echo hi

#### here-document body
cat <<EOF
l1 ${x!y} z
EOF

#### here-document body with <<-
cat <<-EOF
	l1 ${x!y} z
	EOF

#### nested default word
echo ${a:-${x!y}}

#### nested default word quoted
echo "${a:-${x!y}}"

#### array element
a=(x${x!y}y)

#### in a function body (and type prints it)
f() { echo a${x!y}b; }; f; type f

#### ${x:} set
x=1; echo ${x:}

#### ${@:} and ${1:}
set -- a; echo ${@:} ${1:}

#### ${a[0]:}
a=(1); echo ${a[0]:}

#### ${#x:}
echo ${#x:}

#### ${!x:} unset
echo ${!x:}

#### blank offset is 0
x=abc; echo ${x: } ${x:1}

#### ${a[0]:} in a quoted word
echo "x${a[0]:}y"

#### blank offset: arrays and $@
a=(ab cd); echo ${a[@]: } ${a[1]: }; set -- p q; echo ${@: }; echo "${x: }|"

#### blank offset and length
x=abc; echo ${x: :1} ${x: 1:1} ${x:  }

#### blank numeric arguments of break, continue, exit, return, shift, read -n
for i in 1; do break ' '; echo rc=$?; done; echo after
for i in 1 2; do continue ''; echo rc=$?; done; echo after
f() { return ' '; }; f; echo rc=$?
set -- a b; shift ' '; echo rc=$? $#
read -n ' ' x <<< abc; echo rc=$?

#### exit with a blank argument
exit ' '

#### mapfile: invalid counts, origins, quanta and descriptors
for o in "-n x" "-n -1" "-s x" "-s -2" "-u x" "-c x" "-c 0" "-O x" "-O -1" "-O 1/0" "-n 2x" "-n 99999999999999999999"; do
  mapfile $o v <<< $'a\nb\nc'; echo "$o: rc=$? ${#v[@]}"
done
mapfile -n ' 3' -O +2 v <<< $'a\nb\nc'; echo "rc=$? ${!v[*]}"

#### getopts: a readonly option variable (status 2) or OPTARG (reported, goes on)
readonly v=1; getopts a: v -a x; echo "after $?"
readonly OPTARG=1; getopts a: o -a x; echo "after $? $o"

#### printf -v of an element whose subscript fails ends the shell
printf -v 'v[1/0]' x; echo after

#### an arithmetic error in a prefix assignment abandons the line
v=$((1/0)) true; echo after
echo after2

#### set -u: an unset variable in a case pattern's arithmetic ends the shell
set -u; case 1/0 in $((v)) ) ;; esac; echo after
echo after2

#### select into a readonly variable
readonly v=1; select v in a; do break; done <<< 1; echo "after $?"

#### case: an expansion error in a pattern
case x in ${x:?boom}|x) echo m;; esac; echo after
echo after2

#### case: an arithmetic error in a pattern abandons the line
case x in $((1/0))) ;; esac; echo after
echo after2

#### exit/return/shift/break/read: numbers past 64 bits are not numbers
f() { return 9223372036854775808; }; f; echo $?
g() { return 9223372036854775807; }; g; echo $?
shift 9223372036854775808; echo $?; set -- a; shift -0; echo $?
read -n 99999999999999999999 x <<< abc; echo "$? $x"
(exit 999999999999999999999); echo $?
(exit -9223372036854775808); echo $?
for i in 1; do break 99999999999999999999; done; echo $?

#### kill of a job spec that names no job
kill %1; echo $?; kill %foo; kill %%; kill -9 %2; echo $?; kill abc; echo $?

#### commands of a multi-line command substitution are numbered from its last line
echo a
y=$(nosuch1)
z=$(
nosuch2
)
w=$(nosuch3 <<EOF
b
EOF
)
v=$(nosuch6
echo hi
nosuch7
echo ho)
x=`nosuch8
`
echo "$(
nosuch9)"

#### multi-line command substitutions: lists, pipelines, comments, LINENO
x=$(
echo $LINENO
echo $LINENO
)
echo "$x"
y=$(echo a &&
 nosuch3
)
q=$(echo a
 nosuch4 |
 cat
)
w=$(echo a; # c
 nosuch5
)
u=$(echo a


nosuch6
)
z=$(echo a
# comment
nosuch7)
f() {
  local r=$(nosuch10
)
}
f

#### a multi-line command substitution with a compound command
## known-diff: bash numbers the lines inside a compound command of the printed-back text (16), agentsh gives them the statement's line (15)
w=$(if true; then
  nosuch4
fi
nosuch5)
