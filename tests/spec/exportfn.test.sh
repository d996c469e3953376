# exportfn: ``export -f`` puts a function in the environment of the commands run
# (``BASH_FUNC_f%%=() { ...``), so ``bash -c``, ``xargs bash -c`` and ``find -exec bash -c``
# have it (dash does not read it); ``declare -F``/``-f``/``export -f`` list it as exported;
# and ``_`` in a command's environment is the path the shell ran it from.

#### 1: f() { echo hi; }; export -f f; bash -c 'f'; env | grep -c '^
f() { echo hi; }; export -f f; bash -c 'f'; env | grep -c '^BASH_FUNC_f'

#### 2: f() { echo a; echo b; }; g() { if true; then echo x; fi; for
f() { echo a; echo b; }; g() { if true; then echo x; fi; for i in 1; do :; done; }; h() ( echo sub ); export -f f g h; env | grep -A3 BASH_FUNC | sort

#### 3: f() { echo hi; }; g() { :; }; export -f f; declare -f; echo 
f() { echo hi; }; g() { :; }; export -f f; declare -f; echo ---; declare -F; echo ---; declare -f f; echo ---; typeset -fx g; declare -F; export -fn f; declare -F

#### 4: f() { echo hi; }; export -f f; export -f; echo ---; g() { :;
f() { echo hi; }; export -f f; export -f; echo ---; g() { :; }; export -f g nosuch; echo "rc=$?"; bash -c "declare -F; f"; export -nf f; bash -c "f" 2>&1; unset -f g; env | grep -c BASH_FUNC

#### 5: process() { echo "processing $1"; }; export -f process; prin
process() { echo "processing $1"; }; export -f process; printf '%s\n' a b | xargs -I{} bash -c 'process "$1"' _ {}

#### 6: mkdir -p d; touch d/x d/y; work() { echo "w:$1"; }; export -
mkdir -p d; touch d/x d/y; work() { echo "w:$1"; }; export -f work; find d -type f -exec bash -c 'work "$0"' {} \; | sort

#### 7: f() { echo "args: $*"; }; export -f f; bash -c 'f 1 2; type 
f() { echo "args: $*"; }; export -f f; bash -c 'f 1 2; type f | head -1'; sh -c 'f' 2>&1; echo "sh=$?"

#### 8: f() { local x=$1; echo "${x^^}"; }; export -f f; bash -c 'f 
f() { local x=$1; echo "${x^^}"; }; export -f f; bash -c 'f abc'; f() { echo redefined; }; bash -c f

#### 9: env | grep "^_="
env | grep "^_="

#### 10: printenv _
printenv _

#### 11: x=1 env | tail -1
x=1 env | tail -1

#### 12: bash -c "echo \$_"
bash -c "echo \$_"

#### 13: env -i A=1 B=2 env
env -i A=1 B=2 env

#### 14: echo a | xargs env | grep -c '^_='; find . -maxdepth 0 -exec
echo a | xargs env | grep -c '^_='; find . -maxdepth 0 -exec printenv _ \; ; echo "rc=$?"

#### 15: x=1 printenv _; command printenv _; (printenv _)
x=1 printenv _; command printenv _; (printenv _)
