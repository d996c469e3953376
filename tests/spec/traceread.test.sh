# set -x of declaration commands, set -v as bash reads, caller, RETURN traps, declare -c.

#### xtrace of declare with arrays
set -x
declare -a a=([3]=x y "it's"); declare -a b+=(q)
declare -A m=([k]=v [j]=w)
declare x=1 c=(p) d=2
f() { local -a l=(1); local -A h=([a b]=1); }; f

#### xtrace of export and readonly
set -x
export P=1 Q=2; readonly S=1 T; export -n P; declare -x W=1; export E=(1) F=
export A+=x; readonly 'B=a b'; export C=$'a\tb'; readonly -a r=(z)

#### set -v echoes lines as they are read
set -v; echo verbose; x=1
echo second
set +v; echo after
echo quiet

#### set -v with a multi-line line
set -v
echo a; if true; then
  echo b
fi; echo c

#### set -v with comments and blank lines
set -v
# comment

echo a  # trailing
# between
echo b
# end comment

#### set -v with here-documents
set -v
cat <<A; cat <<B
one
A
two
B
f() {
  echo in
}
f
echo end

#### caller at the top and in functions
caller; echo "top $?"
f() { caller; echo "rc=$?"; caller 0; echo "rc=$?"; caller 1; echo "rc=$?"; }
f
g() { f; }
g

#### caller and BASH_LINENO through source
printf 'f() { caller; caller 0; echo "${BASH_LINENO[*]}|${FUNCNAME[*]}"; }\nf\ncaller\necho "${BASH_LINENO[*]}|${BASH_SOURCE[*]}"\n' > lib.sh
source ./lib.sh
g() { source ./lib.sh; }
g

#### caller with a bad number
f() { caller x; echo $?; caller 5; echo $?; }; f

#### RETURN trap set in a function runs at each return
f() { trap 'echo R $FUNCNAME' RETURN; echo body; }; f; f; trap -p RETURN

#### RETURN trap is not inherited
trap 'echo R' RETURN; f() { echo body; }; f; trap -p RETURN

#### RETURN trap set by a callee runs for the caller too
f() { trap 'echo R $FUNCNAME' RETURN; }; g() { f; echo g; }; g; echo top; h() { echo h; }; h

#### RETURN trap removed in a function comes back
f() { trap - RETURN; }; trap 'echo R' RETURN; f; trap -p RETURN

#### RETURN trap with functrace
set -T; trap 'echo R $FUNCNAME' RETURN; f() { :; }; f

#### declare -c capitalizes
declare -c x=hELLO; echo $x; x="wORLD foo"; echo $x
declare -c a=(aBC dEF); echo ${a[@]}
declare -cu y=abc; declare -p y; declare -cl z=ABC; declare -p z
declare +c x; x=abc; echo $x
f() { local -c v=aBC; declare -p v; v+=dE; echo $v; }; f

#### declare -c with other attributes
declare -rcx q=aB; declare -p q; declare -ic n=5; declare -p n
declare -ac b=(xY); declare -p b; declare -Ac h=([k]=vV); declare -p h
declare -c x=abc; declare -l x; declare -p x
declare -u z=q; declare -c z; z=hELLO; declare -p z
declare -l l=ABC; declare +u l; declare -p l

#### case attributes convert a character at a time
declare -u u=ßa; echo $u; declare -l l=İX; echo $l; declare -c c=ǆa; echo $c; u+=ß; echo $u
x=İX; echo ${x,,} ${x,}

#### trap takes every signal, trap -p lists in bash's order
trap 'echo t' TERM INT EXIT USR1 WINCH 64 sigsys hup; trap -p
trap 'x' BOGUS; echo rc=$?; trap 'x' 65; echo rc=$?; trap -p INT usr1
trap - TERM INT EXIT USR1 WINCH 64 sigsys hup; trap 'echo rt' RTMIN+3; trap 'echo q' quit; trap -p

#### trap -p with DEBUG, ERR, RETURN
trap 'echo r' RETURN; trap 'echo e' ERR; trap 'echo x' 0; trap -p; trap - RETURN ERR 0; trap -p

#### kill names and numbers
trap 'echo got usr2' SIGUSR2; kill -USR2 $$; kill -s usr2 $$; kill -12 $$; kill -n 12 $$
kill -l 2 SIGINT int 130; kill -SIGFOO $$; echo rc=$?; kill -0 $$; echo rc=$?

#### signals that end the shell
## skip-stderr
bash -c 'kill -s WINCH $$; echo winch-ignored; kill -HUP $$; echo no'; echo "rc=$?"
bash -c 'trap "echo caught" TERM; kill $$; echo end; kill -s sigusr1 $$; echo no'; echo "rc=$?"

#### xtrace of [[ ]] shows each test that runs
set -x; [[ ! x ]]; [[ ! "" ]]; [[ -n x && ! -z y ]]; x=5; [[ $x -gt 3 || $x -lt 0 ]]
[[ $x == 5 && ( $x != 4 || 1 -eq 2 ) ]]; [[ a < b ]]; [[ "a b" == a* ]]
[[ -f /nonexistent || -n a && b == b ]]; [[ x ]]; [[ -z "" || 1 -eq 1 ]]; [[ a =~ ^a ]]

#### xtrace of [[ == ]] patterns with quoted parts
set -x; v='a*'; [[ abc == $v ]]; [[ abc == "$v" ]]; [[ x$v == x* ]]; e=; [[ $e ]]; [[ -n $e ]]
[[ abc == "a"b* ]]; [[ x != 'y z' ]]; [[ q = \q ]]; [[ a =~ "a"b ]]; [[ $v == $v ]]; w='[x]'; [[ x == "$w"* ]]

#### xtrace of eval and source one level down
echo 'echo in; eval "echo deep"' > s.sh
set -x; . ./s.sh; f() { eval "echo fe"; }; f; x=$(eval "echo cs"); eval 'a=1; echo $a'
eval 'eval "eval \"echo three\""'; echo after

#### groups in [[ ]] under set -x and in declare -f
f() { [[ ( a == b ) && ! ( c || d ) ]]; [[ ! ( -f x ) ]]; [[ ( ( x ) ) ]]; }; declare -f f
set -x; [[ ( a == a ) ]]; [[ ! ( a == b ) ]]; [[ ( -n x && ! ( y == z ) ) || q ]]

#### set -x expands each [[ ]] operand once (side effects happen once)
set -x; i=0; [[ $((i++)) -eq 0 ]]; echo $i; x=$((i++)); echo $i
n=0; f() { n=$((n+1)); echo $n; }; [[ $(f) == 1 ]]; echo "n=$n"; [[ -n ${v:=set} ]]; echo $v
a=(1 2); [[ ${a[$((k++))]} == 1 ]]; echo k=$k

#### set -x of [[ ]] patterns and regexes: quoted parts literal, shown escaped
set -x; v='a*'; [[ abc == $v ]] && echo m1; [[ abc == "$v" ]] || echo m2; [[ abc == a"b"* ]] && echo m4
re='^([a-z]+)-([0-9]+)$'; [[ abc-12 =~ $re ]] && echo "${BASH_REMATCH[2]}"
[[ a.b =~ a"."b ]] && echo dot; [[ axb =~ a"."b ]] || echo nodot
[[ x =~ "a+b(c)[d]{1}|^$\\/e-f g*?." ]]
v='x\*'; [[ 'x*' == $v ]] && echo bs; [[ 'xy' == $v ]] || echo nobs
shopt -s extglob nocasematch; x=foo; [[ $x == @(foo|bar) ]] && echo ext; [[ FOO == $x ]] && echo nc
