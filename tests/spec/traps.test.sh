# trap: EXIT ERR DEBUG RETURN, trap -p, signals via kill $$.

#### exit trap runs at end
trap 'echo bye' EXIT
echo hello

#### exit trap on exit builtin
trap 'echo "trap status $?"' EXIT
exit 3

#### exit trap in subshell
( trap 'echo sub exit' EXIT; echo in sub )
echo after

#### trap -p shows
trap 'echo x' EXIT
trap -p EXIT
trap -p

#### trap reset with dash
trap 'echo x' EXIT
trap - EXIT
trap -p
echo done

#### trap empty string ignores
trap '' INT
trap -p INT

#### err trap
trap 'echo "err at $?"' ERR
false
true
echo end

#### err trap not in condition
trap 'echo ERR' ERR
if false; then :; fi
false || true
! false
echo done

#### err trap in function
trap 'echo ERR $FUNCNAME' ERR
f() { false; echo "in f"; }
f

#### errtrace inherit
set -E
trap 'echo ERR' ERR
f() { false; }
f
echo end

#### debug trap
trap 'echo "debug: $BASH_COMMAND"' DEBUG
x=1
echo $x
trap - DEBUG

#### return trap
f() { trap 'echo returning' RETURN; echo body; }
f
echo after

#### signal via kill self
trap 'echo got USR1' USR1
kill -USR1 $$
echo continuing

#### signal TERM trap
trap 'echo term; exit 5' TERM
kill -TERM $$
echo not reached

#### kill self without trap
## known-diff: bash dies of SIGTERM (status -15 to the recorder); agentsh reports 143 as a shell would
kill -TERM $$
echo not reached

#### trap by number
trap 'echo hup' 1
trap -p HUP
kill -1 $$

#### trap with SIG prefix
trap 'echo x' SIGUSR2
trap -p USR2

#### trap invalid signal
trap 'echo x' NOSUCH
echo "status $?"

#### trap -l lists
trap -l | head -2

#### exit trap sees variables
x=before
trap 'echo "x=$x"' EXIT
x=after

#### exit trap changes status
trap 'exit 7' EXIT
true

#### exit trap with set -e
set -e
trap 'echo cleanup' EXIT
false
echo not reached

#### trap in function persists
f() { trap 'echo from f' EXIT; }
f
echo main

#### nested trap output order
trap 'echo one' EXIT
trap 'echo two' EXIT

#### trap - resets multiple
trap 'echo a' USR1 USR2
trap - USR1
trap -p

#### trap print single quotes
trap "echo 'it''s'" EXIT
trap -p EXIT

#### err trap with exit status
trap 'echo "code=$?"' ERR
(exit 4)
echo end

#### debug trap count
n=0
trap '((n++))' DEBUG
a=1
b=2
trap - DEBUG
echo $n

#### exit in exit trap status
trap 'echo in trap; exit' EXIT
exit 9

#### trap no args lists nothing
trap
echo "status $?"

#### exit trap with pipeline
trap 'echo bye' EXIT
echo a | cat

#### trap EXIT in subshell does not affect parent
trap 'echo parent' EXIT
( trap 'echo child' EXIT )
echo mid

#### return trap with source
echo 'echo sourced' > s.sh
trap 'echo ret' RETURN
. ./s.sh
echo after

#### trap EXIT output after set -u failure
set -u
trap 'echo exiting $?' EXIT
echo $nosuch

#### err trap with pipeline failing
trap 'echo ERR' ERR
true | false
echo end

#### err trap not run for until condition
trap 'echo ERR' ERR
until true; do :; done
echo end

#### debug trap sees BASH_COMMAND for echo
trap 'echo "[$BASH_COMMAND]"' DEBUG
echo hi
trap - DEBUG

#### trap action with single quotes printed
trap 'echo "a b"' USR1
trap -p USR1

#### trap on exit in function via exit
f() { exit 2; }
trap 'echo trapped $?' EXIT
f

#### DEBUG trap before (( )), [[ ]], for, case and the parts of for (( ))
{ trap 'echo "dbg [$BASH_COMMAND]"' DEBUG
set -- p q
for v; do :; done
for w in $(echo x) ${v}z "b c"; do :; done
case  "$v"  in (q) ;; esac
[[ $v == q ]]
for ((;;)); do break; done
for ((i=0;i<2;)); do i=$((i+1)); done
for ((  j = 0 ;  j<1  ; j+=1 )); do :; done
(( 1 )); ((  x = 2  ))
trap - DEBUG; } 2>&1

#### DEBUG trap in functions: functrace runs it on entry too
{ trap 'echo "dbg [$BASH_COMMAND] ${FUNCNAME-top}"' DEBUG
f() { (( 1 )); for x in 1; do :; done; }
f; set -T; f; g() { f; }; g
trap - DEBUG; } 2>&1

#### xtrace of for, case, select and the parts of for (( ))
{ set -x
for v in a "b c" $(echo d); do :; done
x=1; case  $x  in 1) ;; esac
for ((;;)); do break; done
for ((i=0;i<1;)); do i=1; done
for ((  j = 0 ;  j<1  ; j+=1 )); do :; done
set -- p; for v; do :; done
select s in $x; do break; done </dev/null
set +x; } 2>&1

#### a subshell's kill $$ signals the shell: its trap runs when the subshell has ended
trap "echo got TERM" TERM
(kill $$; echo child); echo parent
trap 'echo T' TERM; kill $$ | cat; echo "after $?"
f() { (kill -INT $$); echo f-after; }; trap 'echo int' INT; f; echo end

#### a command substitution's kill $$ signals the shell
trap 'echo usr; exit 3' USR1
x=$(kill -USR1 $$; echo sub); echo "x=$x"

#### kill -0 $$ in a subshell sends nothing
(kill -0 $$; echo $?); echo after

#### a subshell's kill -9 $$ kills the shell once the subshell has ended
## known-diff: bash dies of SIGKILL (status -9 to the recorder); agentsh reports 137 as a shell would
trap 'echo bye' EXIT
(kill -9 $$; echo child); echo parent

#### ERR and DEBUG actions count their lines from the line that set them off
trap 'echo err line $LINENO' ERR
echo a
false
trap - ERR
trap "echo d \$LINENO
echo e \$LINENO" DEBUG

true

#### other traps count their action's lines from 1
trap "echo usr \$LINENO
echo second \$LINENO" USR1
echo a
kill -USR1 $$
trap "echo exit \$LINENO" EXIT

true

#### a syntax error in a trap's action is reported with the trap's name
trap 'if' ERR; false; echo after $?
trap - ERR
trap 'if' USR1; kill -USR1 $$; echo after $?
trap 'echo (' ERR

false
trap - ERR
trap 'if' EXIT; true

#### EXIT trap from exit in a function keeps the redirections around it
trap 'echo T $?; echo err >&2' EXIT
f() { exit 3; }
g() { f; }
g > o 2>&1
echo never

#### EXIT trap from exit at top level: redirections undone first
trap 'echo T $?' EXIT
{ exit 6; } > /dev/null

#### EXIT trap from exit with its own redirection at top level, and with a bad argument
trap 'echo T $?' EXIT
exit abc > /dev/null

#### EXIT trap of a subshell keeps the redirections, of a command substitution not
( trap 'echo sub' EXIT; exit 4 > /dev/null ); echo $?
( trap 'echo sub2' EXIT; for i in 1; do exit 4; done > /dev/null ); echo $?
x=$( trap 'echo sub3' EXIT; exit 4 > /dev/null ); echo "[$x]"
f() { trap 'echo T $?' EXIT; exit 3; }; x=$(f > /dev/null); echo "[$x]"; y=$(f); echo "[$y]"

#### EXIT trap calling exit from a function's redirected exit
trap 'echo T $?; exit 4' EXIT
f() { exit 3; }
f > o

#### a child bash ended by a signal is reported by the shell that waited for it
exec 3>&2 2>err
for sig in HUP TERM KILL INT PIPE USR1 SEGV ABRT QUIT ALRM; do bash -c 'kill -'$sig' $$'; echo rc=$?; done
printf 'kill -USR1 $$\n' > k.sh; chmod +x k.sh; bash k.sh; echo rc=$?; ./k.sh; echo $?
x=$(bash -c 'kill -HUP $$'); echo sub=$?
f() { bash -c 'kill -ALRM $$'; }; f
bash -c 'kill -HUP $$' | cat; echo "${PIPESTATUS[@]}"
sh -c 'kill -QUIT $$; echo no'; echo rc=$?
{ bash -c 'kill -HUP $$'; echo in; } | cat
exec 2>&3; sed -E 's/: +[0-9]+ /: PID /' err

#### bash ignores SIGQUIT
bash -c 'kill -QUIT $$; echo survived'; echo rc=$?
trap 'echo quit trapped' QUIT; kill -QUIT $$; echo after

#### a subshell that signals its own process ($BASHPID) ends by it, reported as a child bash is
exec 3>&2 2>err
(kill -9 $BASHPID); echo rc=$?
(kill $BASHPID); echo rc=$?
(kill -HUP $BASHPID; echo no); echo rc=$?
x=$(kill -9 $BASHPID); echo sub=$?
(kill -9 $BASHPID) | cat; echo "${PIPESTATUS[@]}"
(trap "echo trapped" TERM; kill $BASHPID; echo after); echo rc=$?
( (kill -9 $BASHPID); echo inner $? ); echo rc=$?
(kill -INT $BASHPID; echo after); echo rc=$?
(kill -QUIT $BASHPID; echo after); echo rc=$?
(kill -0 $BASHPID; echo after); echo rc=$?
(kill -CHLD $BASHPID; echo after); echo rc=$?
(trap 'echo bye' EXIT; kill -TERM $BASHPID; echo no); echo rc=$?
f() { (kill -USR1 $BASHPID); echo f $?; }; f
(kill -QUIT $$); echo main-alive $?
exec 2>&3; sed -E 's/: +[0-9]+ /: PID /' err
