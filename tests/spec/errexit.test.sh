# set -e (errexit), pipefail, inherit_errexit and the ERR trap: which failures count, where.

#### set -e: a compound command failing through an exempt command goes on
set -e
for i in 1; do false && true; done; echo "for $?"
{ false && true; }; echo "brace $?"
if true; then false && true; fi; echo "if $?"
{ ! true; }; echo "brace-not $?"
case x in x) false && true;; esac; echo "case $?"
{ false && true; } > /dev/null; echo "redirected $?"
for f in a b; do [ "$f" = a ] && echo "$f"; done; echo "loop $?"

#### set -e: what ends the shell
set -e
f() { false && true; }
f; echo "not reached"

#### set -e: the last command of && || lists counts
set -e
{ false || false; }; echo "not reached"

#### set -e: a pipeline ending in a compound command counts
set -e
true | { false && true; }; echo "not reached"

#### set -e is cleared in command substitutions unless inherit_errexit
set -e
echo "$(false; echo in=$?)"
x=$(false; echo y); echo "x=$x"
shopt -s inherit_errexit
echo "$(false; echo in=$?)"; echo end

#### set -e in POSIX mode: command substitutions keep it
set -o posix; set -e
echo "$(false; echo in=$?)"; echo end

#### the ERR trap: not for ! pipelines, but for commands nested in one
trap 'echo ERR $?' ERR
! true; ! false
! { false; echo x; }
f() { false; }
! f
set -E
! f
echo end

#### set -e inside !: no exit, no ERR trap at all
set -e
trap 'echo ERR $?' ERR; set -E
f() { false; echo f-after; }
! f; ! { false; echo x; }; echo end

#### ! ! cancels out
trap 'echo ERR' ERR
! ! false; echo $?
! ! ! false; echo $?
set -e; ! ! false; echo not reached

#### the ERR trap of a redirected subshell runs after its redirections
trap 'echo ERR $?' ERR
(exit 3) > /dev/null
{ false; } > /dev/null
echo end
set -e
(exit 4) &> /dev/null
echo not reached

#### pipeline stages and the ERR trap
trap 'echo ERR' ERR
set -E
true | false; echo 1
false | true; echo 2
x=$(exit 4) | cat; echo 3
{ false; echo in; } | cat; echo 4
(false) | cat; echo 5
f() { false; echo f-after; }; f | cat; echo 6

#### a failed ( ) at the end of a pipeline sets off ERR in its child too
trap 'echo ERR' ERR
false | (exit 2); echo 1
true | (false; true); echo 2
true | (exit 2) | cat; echo 3
! true | (false); echo 4
true | (false) > /dev/null; echo 5
if true | (false); then :; fi; echo 6

#### the ERR trap's LINENO after a pipeline is its last line
set -o pipefail
trap 'echo ERR $LINENO' ERR
false | true
true |
  false
echo end

#### set -eu: an unset variable ends the shell with status 1 (127 without -e)
set -eu
echo "${UNSET}"
echo not reached

#### set -eu: in arithmetic too
set -eu
y=$((x + 1))
echo not reached

#### set -u: let's unset variable ends the shell, no "let:" in the message
set -u
let x+1
echo not reached
