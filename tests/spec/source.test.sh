# source / . builtin.

#### source sets variables
echo 'x=from_file' > lib.sh
source ./lib.sh
echo $x

#### dot form
echo 'y=dot' > lib.sh
. ./lib.sh
echo $y

#### source with args
echo 'echo "args: $# $1 $2"' > s.sh
source ./s.sh a b
set -- outer
source ./s.sh
echo $1

#### source missing file
source ./nosuch.sh
echo "status $?"

#### source no args
source
echo "status $?"

#### return from sourced file
printf 'echo before\nreturn 4\necho after\n' > r.sh
. ./r.sh
echo "status $?"

#### source status of last command
echo 'false' > f.sh
. ./f.sh
echo $?

#### source defines functions
echo 'hello() { echo hi from lib; }' > lib.sh
. ./lib.sh
hello

#### source syntax error in file
printf 'echo ok\nif then\n' > bad.sh
. ./bad.sh
echo "status $?"

#### source error line numbers
printf 'echo one\necho ${x!}\necho three\n' > e.sh
. ./e.sh
echo after

#### source PATH lookup
mkdir bin
echo 'echo found in path' > bin/inpath.sh
PATH=./bin:$PATH
. inpath.sh

#### source directory
mkdir d
. ./d
echo "status $?"

#### BASH_SOURCE in sourced file
echo 'echo "${BASH_SOURCE[0]}"' > src.sh
. ./src.sh

#### source exit
echo 'exit 6' > x.sh
. ./x.sh
echo not reached

#### source in function local
echo 'local lv=set_in_source' > l.sh
f() { . ./l.sh; echo $lv; }
f
echo "[${lv-unset}]"

#### nested source
echo '. ./b.sh; echo a' > a.sh
echo 'echo b' > b.sh
. ./a.sh

#### source with set -e failure
echo 'false; echo not' > s.sh
set -e
. ./s.sh
echo not reached

#### source FUNCNAME
echo 'echo "[${FUNCNAME[*]}]"' > fn.sh
. ./fn.sh
f() { . ./fn.sh; }
f

#### source with unset var and set -u
echo 'echo $undefined_var' > u.sh
set -u
. ./u.sh
echo not reached

#### source relative file without slash from cwd
echo 'echo cwd file' > here.sh
PATH=/nonexistent
. here.sh
echo "status $?"

#### source modifies positional params when args given
echo 'set -- changed; echo $1' > p.sh
set -- orig
. ./p.sh arg
echo $1

#### BASH_SOURCE of functions defined in sourced files, nested and in subshells
printf 'g(){ echo "g:[${BASH_SOURCE[*]}]"; f; }\n' > lib2.sh
printf 'f(){ echo "f:[${BASH_SOURCE[*]}] ${BASH_LINENO[*]}"; }\nsource ./lib2.sh\necho "top:[${BASH_SOURCE[*]}]"\n' > lib.sh
source ./lib.sh; g; h(){ g; }; h; echo "[${BASH_SOURCE[*]}]"
echo 'f(){ echo "e:[${BASH_SOURCE[*]}]"; }; g' > lib3.sh; source lib3.sh; eval "k(){ f; }"; k
m(){ n(){ echo "n:[${BASH_SOURCE[*]}]"; }; }; m; n; (source ./lib.sh; g); g
echo 'p(){ q(){ echo "q:[${BASH_SOURCE[*]}]"; }; }' > lib4.sh; source lib4.sh; p; q
unset -f q; q(){ echo "q2:[${BASH_SOURCE[*]}]"; }; q

#### messages of a script file name it, in its functions too; a sourced file's functions name theirs
printf 'echo in\nfoo\nf() { bar; }; f\nsource ./lib.sh; g\nx=$((1/0))\necho after\n' > t.sh
printf 'g() { baz; }\n' > lib.sh
bash t.sh; echo "status $?"; chmod +x t.sh; ./t.sh; echo "status $?"
bash -c foo myname; bash -c 'f() { foo; }; f' myname; source ./lib.sh; g; bash < t.sh

#### FUNCNAME, BASH_SOURCE and BASH_LINENO in a script file: main at the bottom
printf 'f() { echo "${FUNCNAME[*]}|${BASH_SOURCE[*]}|${BASH_LINENO[*]}"; }\nf\necho "${FUNCNAME[*]}|${BASH_SOURCE[*]}|${BASH_LINENO[*]}|${#FUNCNAME[@]}"\n' > t.sh
bash t.sh; bash ./t.sh; bash -c "$(cat t.sh)"; bash < t.sh
