# fastwords: commands of words alone (no prefix assignment, redirection or declaration
# argument) run many times in a loop take a compiled path; each case changes what that path
# must notice part-way through the loop (functions, aliases, traps, xtrace, exec, process
# substitutions, expansions to nothing, errors) and checks what bash does.

#### a function defined midway shadows a builtin
for ((i = 0; i < 30; i++)); do echo -n "$i "; (( i == 20 )) && echo() { printf '[%s]' "$2"; }; done
unset -f echo; echo

#### a function removed midway
f() { printf f; }
for ((i = 0; i < 30; i++)); do f; (( i == 20 )) && unset -f f && f() { printf g; }; done; echo

#### aliases defined midway
shopt -s expand_aliases
for ((i = 0; i < 25; i++)); do printf '%s' $i; (( i == 20 )) && alias printf='echo al'; done
echo

#### DEBUG trap set midway
n=0
for ((i = 0; i < 24; i++)); do true $i; (( i == 21 )) && trap 'n=$((n+1))' DEBUG; done
trap - DEBUG; echo $n

#### xtrace set midway
{ for ((i = 0; i < 22; i++)); do true $i x; (( i == 20 )) && set -x; done; set +x; } 2>&1

#### words expanding to nothing
e=
for ((i = 0; i < 30; i++)); do $e; $e $e; done; echo status $? "[$_]"

#### a command name from a variable
for ((i = 0; i < 30; i++)); do c=printf; (( i > 20 )) && c=echo; $c "$i "; done; echo

#### the literal prefix and fields after it
set -- a "b c"
for ((i = 0; i < 20; i++)); do out=$(printf '<%s>' x y "$@" $* "${@}z"); done; echo "$out"

#### globbing after a literal prefix
touch f1 f2 g1
for ((i = 0; i < 20; i++)); do r=$(echo files f* g?); done; echo "$r"

#### process substitution in a word
for ((i = 0; i < 20; i++)); do r=$(cat <(echo p$i)); done; echo $r
for ((i = 0; i < 20; i++)); do paste <(echo a$i) <(echo b) > /dev/null; done; echo done

#### exec with no command runs in place
for ((i = 0; i < 20; i++)); do exec; done; echo ok

#### an expansion error abandons the line
for ((i = 0; i < 30; i++)); do true ${u:?unset at $i}; done; echo not reached
echo next

#### an arithmetic error in a word
for ((i = 0; i < 30; i++)); do true $((10 / (25 - i))); done; echo not reached
echo after $i

#### readonly assignment in a word
readonly r=1
for ((i = 0; i < 30; i++)); do true ${r:=2}; (( i == 20 )) && unset r; done; echo reached

#### command not found and its status
for ((i = 0; i < 20; i++)); do nosuchcmd_x $i 2>/dev/null; done; echo $?
for ((i = 0; i < 2; i++)); do nosuchcmd_x $i; done

#### $_ and status after builtins and functions
f() { return 3; }
for ((i = 0; i < 20; i++)); do f a $i; done; echo $? "$_"
for ((i = 0; i < 20; i++)); do printf -v v '%s-%d' x $i; done; echo "$v" "$_"

#### printf -v into various targets
declare -a arr; declare -A m; declare -u up; declare -i n
for ((i = 0; i < 20; i++)); do printf -v arr[i] '%d' $((i * 2)); printf -v m[k$i] %s v$i; printf -v up %s abc$i; printf -v n %s "i+1"; done
echo "${arr[19]} ${m[k19]} $up $n"
readonly ro=1
for ((i = 0; i < 20; i++)); do printf -v ro %s $i; done; echo st $? $ro
set -a; printf -v exp %s yes; set +a; env | grep '^exp='

#### IFS= read in a loop: IFS itself unchanged, fields split by the prefix
printf 'a,b c,d\n%.0s' {1..30} > in.txt
IFS=' '; n=0
while IFS=, read -r x y z; do n=$((n + 1)); done < in.txt
echo "$n [$x] [$y] [$z] [$IFS]"
while IFS= read -r line; do :; done < in.txt; echo "[$line]"

#### IFS= read: a read function defined midway, then IFS made readonly
printf 'l%s\n' {1..30} > in.txt
n=0
while IFS= read -r line; do n=$((n + 1)); (( n == 20 )) && read() { builtin read "$@" && line=f$line; }; done < in.txt
echo $n $line
unset -f read
readonly IFS
while IFS=: read -r line; do :; done < in.txt; echo st $? $line

#### IFS= read with xtrace turned on midway
printf 'l%s\n' {1..22} > in.txt
{ n=0; while IFS= read -r line; do n=$((n + 1)); (( n == 21 )) && set -x; done < in.txt; set +x; } 2>&1

#### IFS= read into IFS itself
printf 'x y\n%.0s' {1..20} > in.txt
while IFS=: read -r IFS; do :; done < in.txt; echo "[$IFS]"

#### lone $name words: splitting and globbing only when the value could split or glob
touch a1 a2
for v in 12 'x y' 'a*' '' 'a?' 'é1' $'t\tu'; do x=$v; printf '<%s>' $x "$x" ${x}; echo; done

#### lone $name words under an IFS with letters and digits
x=a1b2c; y=abc
IFS=1b; printf '<%s>' $x "$x" $y; echo
f() { local IFS=c; printf '<%s>' $x $y "$y"; echo; }; f
unset IFS; printf '<%s>' $x; echo

#### lone $name words of arrays, namerefs, integers and unset names
a=(p q r); declare -n r=a; declare -i n=7; u=
printf '<%s>' $a "$a" $r "$r" $n "$n" $u "$u" $nope "$nope"; echo
f() { local a=loc; printf '<%s>' $a "$a" $r; echo; }; f

#### lone $name word unset under set -u
set -u; x=1; echo $x "$x"; echo "$nope"; echo after

#### lone $name assignment values and case words
x='a b*'; y=$x; z="$x"; case $x in "a b*") echo same;; esac; echo "$y|$z"

#### double-quoted words with plain names: unset, arrays, namerefs, locals, changes midway
a=(x y); declare -n r=a; s=S
f() { local s=L; echo "<$s|$a|$r|$nope|${s}>"; }
for ((i = 0; i < 3; i++)); do echo "<$s|$a|$r|$nope|${s}|$i>"; f; s+=$i; done
unset a; echo "<$a|$r>"

#### echo with and without options after the fast path
for w in hi -n -e '-x' '-' '--' '-nn' 'a\tb'; do echo $w end; echo "$w"; done
shopt -s xpg_echo; echo 'a\tb'; shopt -u xpg_echo; echo 'a\tb'
