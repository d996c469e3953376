# bashcommand: ``$BASH_COMMAND``, the command running (or last run) as bash prints it,
# and, in a trap (ERR, EXIT, DEBUG, RETURN, a signal's), the one running when the trap was
# set off; and ``$LINENO`` in an ERR trap after a command of several lines (its last).

#### 1: trap 'echo "[$BASH_COMMAND]"' ERR; false; [[ a = b ]]; (( 0 
trap 'echo "[$BASH_COMMAND]"' ERR; false; [[ a = b ]]; (( 0 )); x=$(false); ls /nope 2>/dev/null | cat; f() { false; }; f; (false); false && true; ! true

#### 2: set -e; trap 'echo "exit: [$BASH_COMMAND]"' EXIT; echo hi > 
set -e; trap 'echo "exit: [$BASH_COMMAND]"' EXIT; echo hi > /dev/null; false

#### 3: trap 'echo "exit: [$BASH_COMMAND]"' EXIT; echo a; x=1
trap 'echo "exit: [$BASH_COMMAND]"' EXIT; echo a; x=1

#### 4: echo "[$BASH_COMMAND]"; x=$BASH_COMMAND; echo "$x"
echo "[$BASH_COMMAND]"; x=$BASH_COMMAND; echo "$x"

#### 5: set -E; trap 'echo "[$BASH_COMMAND]"' ERR; f() { false 1 "2 
set -E; trap 'echo "[$BASH_COMMAND]"' ERR; f() { false 1 "2 3"; }; f

#### 6: trap 'echo "[$BASH_COMMAND]"' ERR; for i in 1; do false; don
trap 'echo "[$BASH_COMMAND]"' ERR; for i in 1; do false; done; if false; then :; fi; while false; do :; done; case x in x) false;; esac

#### 7: trap 'echo "[$BASH_COMMAND]"' ERR; { false; }; echo x | grep
trap 'echo "[$BASH_COMMAND]"' ERR; { false; }; echo x | grep y

#### 8: trap 'echo "[$BASH_COMMAND]"' ERR; false >/dev/null 2>&1 < /
trap 'echo "[$BASH_COMMAND]"' ERR; false >/dev/null 2>&1 < /dev/null

#### 9: trap 'echo "[$BASH_COMMAND] $LINENO"' ERR
trap 'echo "[$BASH_COMMAND] $LINENO"' ERR
echo a
false "multi
line"

#### 10: trap 'echo "dbg [$BASH_COMMAND]"' DEBUG; x=1; echo $x; trap 
trap 'echo "dbg [$BASH_COMMAND]"' DEBUG; x=1; echo $x; trap - DEBUG

#### 11: trap 'echo "[$BASH_COMMAND]"; echo "again [$BASH_COMMAND]"' 
trap 'echo "[$BASH_COMMAND]"; echo "again [$BASH_COMMAND]"' ERR; false

#### 12: f() { echo "in f: [$BASH_COMMAND]"; }; f; echo "[$BASH_COMMA
f() { echo "in f: [$BASH_COMMAND]"; }; f; echo "[$BASH_COMMAND]" | cat

#### 13: trap 'echo "term [$BASH_COMMAND]"' TERM; kill -TERM $$; echo
trap 'echo "term [$BASH_COMMAND]"' TERM; kill -TERM $$; echo after

#### 14: echo "${BASH_COMMAND}" "${#BASH_COMMAND}"; x=$( echo "[$BASH
echo "${BASH_COMMAND}" "${#BASH_COMMAND}"; x=$( echo "[$BASH_COMMAND]" ); echo "$x"

#### 15: trap 'echo "ret [$BASH_COMMAND]"' RETURN; f() { :; }; f
trap 'echo "ret [$BASH_COMMAND]"' RETURN; f() { :; }; f

#### 16: set -e; trap 'echo "exit: [$BASH_COMMAND]"' EXIT; x=1; [[ $x
set -e; trap 'echo "exit: [$BASH_COMMAND]"' EXIT; x=1; [[ $x = 2 ]]

#### 17: echo $LINENO "a
echo $LINENO "a
b" $LINENO; trap 'echo T $LINENO' ERR
false "x
y"
f() { false "p
q"; }
f
echo $LINENO

#### 18: set -E; trap 'echo T $LINENO' ERR
set -E; trap 'echo T $LINENO' ERR
f() { false "p
q"; }
f
[[ a = "b
" ]]
(( 0
))

#### declare -p of computed variables 1
declare -p LINENO BASH_SUBSHELL BASH_COMMAND SECONDS | sed 's/SECONDS=.*/SECONDS/'

#### declare -p of computed variables 2
declare -p RANDOM BASHPID EPOCHSECONDS | sed 's/=.*//'

#### declare -p of computed variables 3
x=1; declare -p x LINENO nosuch; echo $?

#### BASH_COMMAND is listed among the set variables
compgen -v | grep -c '^BASH_COMMAND$'; echo ${!BASH_COMMAND*}
