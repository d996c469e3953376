# /bin/sh is Debian's dash on the oracle machine: `sh -c`, `sh FILE` and `#!/bin/sh`
# scripts behave as dash (echo, the builtins dash lacks, bash-only syntax and expansions,
# dash's wording of errors), while bash itself stays bash.

#### dash echo expands backslashes and knows only -n
sh -c 'echo "a\nb"; echo "t\tx"; echo -e "a\tb"; echo -E x; echo -- y'
sh -c 'echo -n x; echo y; echo -n -n z; echo; echo -nn w; echo -e -n c'
sh -c 'echo "\0101\101|\08|\18|\a|\q|\\\\|x\\"' | od -An -c
sh -c 'echo "\x41|\e|\u0041"' | od -An -c
sh -c 'echo "a\c" b; echo after'
bash -c 'echo "a\nb"'

#### dash echo of no words, an empty word and a lone dash
sh -c 'echo; echo ""; echo -; echo -n; echo "-n"; echo end'

#### the bash builtins dash lacks are not found
sh -c 'declare x=1; echo $?; typeset y=2; echo $?; let z=1; echo $?'
sh -c 'source /dev/null; echo $?; shopt -s nullglob; echo $?'
sh -c 'mapfile a < /dev/null; echo $?; readarray b < /dev/null; echo $?'
sh -c 'pushd /; echo $?; popd; echo $?; dirs; echo $?'
sh -c 'caller; echo $?; builtin echo x; echo $?; help; echo $?'
sh -c 'compgen -c; echo $?; complete; echo $?; disown; echo $?; enable; echo $?'

#### the builtins dash has still run
sh -c 'printf "%s\n" a b; type cd; command -v cd; echo $((1+2)); test 1 -lt 2 && echo lt'
sh -c 'f() { local v=1; echo "f $v"; }; f; getopts ab o -a; echo "$o"; read x < /dev/null; echo $?'

#### [[ is a command dash does not have
sh -c '[[ a == a ]] && echo y; echo $?'
printf 'echo a\nif [[ -n x ]]; then echo y; fi; echo b\n' > s.sh; sh s.sh; echo "rc=$?"

#### dash does no brace expansion
sh -c 'echo {1..3} a{b,c}d; for i in {1..2}; do echo $i; done'

#### bash-only parameter expansions are a bad substitution that ends dash
sh -c 'x=abc; echo ${x:0:1}'; echo "rc=$?"
sh -c 'echo a; echo ${x:1}; echo b'; echo "rc=$?"
sh -c 'x=abc; echo "${x/a/b}"'; echo "rc=$?"
sh -c 'x=abc; echo ${x//a/b}'; echo "rc=$?"
sh -c 'x=abc; echo ${x^^}'; echo "rc=$?"
sh -c 'x=ABC; echo ${x,}'; echo "rc=$?"
sh -c 'x=y; y=1; echo ${!x}'; echo "rc=$?"
sh -c 'x=a; echo ${x@Q}'; echo "rc=$?"
printf 'f() { echo ${x/a/b}; }\necho before; f; echo after\n' > s.sh; sh s.sh; echo "rc=$?"

#### POSIX parameter expansions work in dash
sh -c 'x=abc.tar.gz; echo ${x%.*} ${x%%.*} ${x#*.} ${x##*.} ${#x} ${u:-d} ${x:+set} ${v:=w} $v'
sh -c 'x=; echo ${x:?oops}; echo after'; echo "rc=$?"

#### array syntax is a syntax error in dash
sh -c 'a=(1 2); echo ${a[0]}'; echo "rc=$?"
printf 'echo a\na=(1 2)\necho b\n' > s.sh; sh s.sh; echo "rc=$?"
sh -c 'echo a; b+=(x)'; echo "rc=$?"

#### here-strings, C-style for and the function keyword are syntax errors in dash
sh -c 'cat <<< hi'; echo "rc=$?"
sh -c 'for ((i=0;i<2;i++)); do echo $i; done'; echo "rc=$?"
sh -c 'function f { echo f; }; f'; echo "rc=$?"
printf 'echo one\necho two\ncat <<< x\necho three\n' > s.sh; sh s.sh; echo "rc=$?"

#### (( )) in dash is a subshell in a subshell
sh -c '((x=1)); echo $? x=$x'
sh -c '((i++)); echo $?'

#### [ and test of bash's == and of bad numbers, as dash words them
sh -c '[ a == a ] && echo y; echo $?'
sh -c 'test a == a; echo $?'
sh -c 'test 1 -eq a; echo $?; [ x -lt 2 ]; echo $?'
sh -c '[ 1 -lt ]; echo $?'
sh -c '[ a = a ] && echo eq; [ 2 -gt 1 ] && echo gt'

#### cd to a missing directory, as dash words it
sh -c 'cd /nope; echo $?; cd /tmp && pwd'

#### dash's arithmetic errors end the shell
sh -c 'echo $((1/0)); echo after'; echo "rc=$?"
sh -c 'echo $((x++)); echo $x'; echo "rc=$?"
sh -c 'i=5; echo $(( i ** 2 ))'; echo "rc=$?"
sh -c 'echo $((2+3*4)) $((7%3)) $((1<<4)) $((x+=2)) $x'

#### set -u, readonly, shift, exit and local errors in dash
sh -c 'set -u; echo $zz; echo no'; echo "rc=$?"
sh -c 'readonly r=1; r=2; echo after'; echo "rc=$?"
sh -c 'shift 3; echo after'; echo "rc=$?"
sh -c 'exit abc'; echo "rc=$?"
sh -c 'local x=1; echo after'; echo "rc=$?"

#### set -o pipefail and read -a are illegal options in dash
sh -c 'set -o pipefail; echo after'; echo "rc=$?"
sh -c 'read -a x < /dev/null; echo $?'; echo "rc=$?"
sh -c 'set -e; echo a; false; echo no'; echo "rc=$?"

#### a #!/bin/sh script and sh FILE behave as dash
printf '#!/bin/sh\necho "x\\ty"\n[ 1 == 1 ] && echo same\necho {a,b}\n' > t.sh; chmod +x t.sh; ./t.sh; echo "rc=$?"
sh t.sh; echo "rc=$?"
bash t.sh; echo "rc=$?"

#### bash variables are not set in dash
sh -c 'echo "[$BASH_VERSION]"; echo $0'

#### dash names the construct a misplaced ( is inside
sh -c 'if true; then a=(1); fi'; echo "rc=$?"
sh -c 'while true; do a=(1); done'; echo "rc=$?"
sh -c 'for i in 1; do a=(1); done'; echo "rc=$?"
sh -c 'case x in x) a=(1);; esac'; echo "rc=$?"
sh -c '( a=(1) )'; echo "rc=$?"
sh -c 'x=$(a=(1))'; echo "rc=$?"
sh -c 'f() { local a=(1); }; f'; echo "rc=$?"
sh -c 'if a=(1); then :; fi'; echo "rc=$?"
sh -c 'echo x; b=(1) c=2'; echo "rc=$?"
sh -c 'export a=(1)'; echo "rc=$?"

#### the function keyword in dash
sh -c 'function f() { echo f; }'; echo "rc=$?"
sh -c 'echo a; function f { echo f; }; f'; echo "rc=$?"

#### syntax errors of both shells in dash's words
sh -c 'if then fi'; echo "rc=$?"
sh -c 'echo "unterminated'; echo "rc=$?"
printf 'echo one\nfi\n' > s.sh; sh s.sh; echo "rc=$?"

#### an indexed assignment is a command name in dash, a subscript a bad substitution
sh -c 'arr[0]=1; echo ok'; echo "rc=$?"
sh -c 'x=1 arr[1]=2 echo hi; echo $x'; echo "rc=$?"
sh -c 'set -- a b; echo ${@}; echo ${a[@]}'; echo "rc=$?"
sh -c 'ls | head -1 >/dev/null; echo ${PIPESTATUS[0]}'; echo "rc=$?"

#### dash arithmetic that works, and its errors
sh -c 'x=5; echo $((x > 3 ? 1 : 0)) $((x -= 1)) $x $(( (x + 1) * 2 ))'
sh -c 'echo $((0x10)) $((010))'
sh -c 'x=5; echo $((x--))'; echo "rc=$?"
sh -c 'echo $((5 % 0))'; echo "rc=$?"

#### sed e and awk system() run dash
printf 'echo "a\\tb"\n' | sed 'e' | od -An -c
awk 'BEGIN { system("echo {1,2}; [[ x ]]; echo $?"); }'
awk 'BEGIN { system("a=(1)"); print "after" }'

#### find -exec sh -c and xargs sh -c run dash
mkdir -p d; touch d/a.txt
find d -name '*.txt' -exec sh -c 'echo "found:\t$1"; [ "$1" == x ]' sh {} \;; echo "rc=$?"
echo d/a.txt | xargs sh -c 'f=$1; echo ${f%.txt}; echo ${f/a/b}' sh; echo "rc=$?"

#### echo in dash through a function, a pipeline and a command substitution
sh -c 'f() { echo "x\ty"; }; f | od -An -c; v=$(echo "1\n2"); echo "$v"'

#### type and command -v/-V in dash
sh -c 'f() { :; }; type f; type times; type if; type cd; type [; type ls; type nosuch; echo "st $?"'
sh -c 'alias ll="ls -la"; type ll; command -v ll; command -v cd; command -v if; command -v ls'
sh -c 'command -v declare; echo "st $?"; command -v nosuch; echo "st $?"; type declare [[ source; echo "st $?"'
sh -c 'command -V cd; command -V nosuch; echo "st $?"; type -t ls; echo "st $?"'
sh -c 'command echo "a\tb"; command printf "%s\n" x'

#### dash's prefix ++ and -- are two signs, its LINENO and RANDOM are empty
sh -c 'x=5; echo $((++x)) $((--x)) $x; echo $((-+x))'
sh -c 'echo "[$LINENO]"; f() { echo "[$LINENO]"; }; f; echo "[$RANDOM]"'
printf 'echo "[$LINENO]"\necho "[$LINENO]"\n' > l.sh; sh l.sh

#### redirection failures in dash's words, status 2
sh -c 'cat < nofile; echo $?'
sh -c 'echo x > nodir/f; echo $?; echo x >> nodir/f; echo $?; echo x 2> nodir/e; echo $?'
mkdir -p adir; sh -c 'echo x > adir; echo $?; cat <&5; echo $?'
sh -c 'x=$(cat < nofile); echo "[$x] $?"'
sh -c '{ echo a; } > nodir/f; echo $?; for i in 1; do echo; done > nodir/f; echo $?'
sh -c 'f() { echo; }; f > nodir/x; echo $?; echo hi | cat > nodir/y; echo $?'

#### a failed exec redirection ends dash
sh -c 'exec 3< nofile; echo after'; echo "rc=$?"
sh -c 'exec > nodir/f; echo after'; echo "rc=$?"
bash -c 'exec 3< nofile; echo after'; echo "rc=$?"

#### dash's printf: no options, its words for bad numbers, diagnostics first
sh -c "printf '%d\n' x 2>&1; echo st \$?"
sh -c "printf '%d|%s\n' 08 a 2>&1; printf '%f\n' .5x 2>&1; printf '%x|%o\n' 99999999999999999999 1z 2>&1"
sh -c "printf -v q x; echo st \$?; printf -- '%s\n' a; printf '-n' x; echo st \$?"
sh -c 'printf; echo st $?; printf "%s %d\n" a 1 b'

#### dash's return of a bad number ends it; a missing path is not found
sh -c 'f() { return -1; }; f; echo after'; echo "rc=$?"
sh -c 'f() { return x; }; f; echo after'; echo "rc=$?"
sh -c './nosuch; echo $?; /bin/nosuch; echo $?; (( i/0 )); echo $?'

#### $'...' is a dollar and a quoted string in dash
sh -c "echo \$'a\\\\tb' x\$'y'z" | od -An -c

#### += and subscripts in dash: a command name, an arithmetic error
sh -c 'x=1; x+=2; echo "$? $x"; (( i+=3 )); echo $?'
sh -c 'echo $(( a[i]=2 )); echo after'; echo "rc=$?"

#### dash's trap has no ERR, DEBUG, RETURN or options
sh -c 'trap "echo t" ERR EXIT; echo "st $?"'
sh -c 'trap "echo t" EXIT DEBUG; echo "st $?"'
sh -c 'trap "echo t" NOSIG; echo "st $?"; trap "echo x" INT; trap'
sh -c 'trap -p; echo after'; echo "rc=$?"
sh -c 'set -e; trap "echo ERR" ERR; false; echo no'; echo "rc=$?"

#### builtins writing to a closed or full descriptor in dash
sh -c 'echo a > /dev/full; echo $?; printf x >&-; echo $?; pwd >&-; echo $?'

#### &> in dash: a background job, then a redirection of its own
sh -c 'echo hidden &> o; wait; echo "st=$?"; cat o; echo "[$(cat o)]"' | sort
sh -c 'ls nosuch &>> o2; wait; echo "st=$?"; wc -c < o2' 2>&1 | sort
sh -c 'true && echo both &> /dev/null; wait' | sort
sh -c '{ echo grouped; } &> o3; wait; wc -c < o3' | sort

#### noclobber and big numbers in dash
sh -c 'set -C; echo x > o; echo y > o; echo "st=$?"; cat o'
sh -c 'f() { return 999999999999999999999; }; f; echo after'; echo "rc=$?"

#### set -e holds in dash's command substitutions
sh -c 'set -e; echo "[$(false; echo in)]"; f() { false; echo f-after; }; [ -z "$(f)" ]; echo end=$?'
bash -c 'set -e; echo "[$(false; echo in)]"'

#### a failed dup onto standard error in dash says nothing
sh -c 'true 2>&3; echo "st=$?"; echo out 2>&3 >/dev/null; echo "st=$?"; echo x >&3; echo "st=$?"'
bash -c 'true 2>&3; echo "st=$?"'

#### dash arithmetic reads an unset variable as 0 under set -u
sh -c 'set -u; echo $((x + 1)); echo $(( y )); x=$((z)); echo ok $x; echo $w'; echo "rc=$?"
bash -c 'set -u; echo $((x + 1))'; echo "rc=$?"

#### dash reads $(( as arithmetic: a ( ) subshell there is a syntax error at the end
sh -c 'echo a
echo "$((( 0 )); echo in=$?)"
echo b'; echo "rc=$?"
sh -c 'echo a; echo $((echo x) )'; echo "rc=$?"
sh -c 'echo $(( (1) )); x=$(( (1+2) * 3 )); echo $x'; echo "rc=$?"
bash -c 'echo a; echo $((echo x) )'; echo "rc=$?"

#### dash kill -l lists a name a line
sh -c 'kill -l'

#### dash kill -l with operands
for s in 'kill -l 9' 'kill -l 129' 'kill -l 16' 'kill -l 64' 'kill -l 1 2' 'kill -l -- 15' 'kill -l 65' 'kill -l TERM' 'kill -l 0' 'kill -l 300'; do sh -c "$s; echo rc=\$?"; done

#### dash rejects two bangs
sh -c 'echo a; ! ! true; echo b'; echo "rc=$?"
sh -c 'x=1
if ! ! true; then echo y; fi'; echo "rc=$?"
sh -c '! true; echo $?; echo ! !'

#### dash's arithmetic errors: its words, and the text as written (blanks first)
for e in ' 5 / 0 ' '1 2' '08' 'a b' '1 +' '+' 'x=' '1 ? 2' '1 ? 2 :' '!' '1 & & 2'; do sh -c "echo \$(($e))"; echo $?; done
sh -c 'x=$((	2 / 0))'; echo $?
