# Pipelines, pipeline status, pipefail, PIPESTATUS.

#### simple pipe
echo hello | tr a-z A-Z

#### three stage pipe
printf 'c\na\nb\na\n' | sort | sort -u

#### pipe to head
printf '1\n2\n3\n4\n' | head -n 2

#### pipe to wc
printf 'a b\nc\n' | wc -l

#### pipe to grep count
printf 'foo\nbar\nfoo\n' | grep -c foo

#### pipeline status is last stage
false | true; echo $?
true | false; echo $?

#### pipefail
set -o pipefail
false | true; echo $?
true | true; echo $?

#### pipefail rightmost failure
set -o pipefail
(exit 2) | (exit 3) | true; echo $?

#### PIPESTATUS
true | false | (exit 4); echo "${PIPESTATUS[@]}"

#### PIPESTATUS single command
false; echo "${PIPESTATUS[@]}"

#### not on pipeline
! echo x | grep -q y; echo $?

#### not on pipeline success
! echo x | grep -q x; echo $?

#### pipe stderr with ampersand
{ echo out; echo err >&2; } |& sort

#### stderr not piped by default
{ echo out; echo err >&2; } | tr a-z A-Z

#### assignment in pipeline stage does not affect parent
x=1
x=2 | true
echo $x

#### cd in pipeline stage does not affect parent
cd / | true
pwd

#### read in pipeline does not set parent
echo value | read v
echo "[$v]"

#### while read in pipeline
printf 'a\nb\n' | while read l; do echo "line $l"; done

#### variable set in piped while is lost
n=0
printf 'a\nb\n' | while read l; do n=$((n+1)); done
echo $n

#### pipeline with group
{ echo b; echo a; } | sort

#### pipe into function
upper() { tr a-z A-Z; }
echo abc | upper

#### pipeline with builtin echo and cat
echo piped | cat | cat

#### pipe newline continuation
echo abc |
  tr a-c x-z

#### pipe exit status with command not found
echo x | nosuch_pipe_cmd
echo $?

#### pipe with nonexistent first command
nosuch_first | cat
echo $?

#### pipe syntax error at start
| echo x

#### pipe syntax error at end
echo x |

#### pipe head closes early
printf '%s\n' 1 2 3 4 5 6 7 8 9 | head -n 1

#### sort numeric in pipe
printf '10\n9\n100\n' | sort -n

#### tr squeeze in pipe
echo 'aaa   bbb' | tr -s ' a'

#### grep in pipe with no match status
echo abc | grep z
echo $?

#### pipe and and or
echo a | grep -q a && echo yes || echo no

#### PIPESTATUS after pipefail
set -o pipefail
false | true
echo "$? ${PIPESTATUS[*]}"

#### pipe of subshells
(echo 1; echo 2) | (while read x; do echo "got $x"; done)

#### pipe output of for loop
for i in 3 1 2; do echo $i; done | sort

#### pipe into here-string ignored
echo from-pipe | cat <<< from-herestring

#### pipe into redirect from file
echo file > f
echo pipe | cat < f

#### pipe with stderr redirect in stage
nosuchcmd_p 2>&1 | tr a-z A-Z

#### last stage output to file
echo abc | tr a b > out
cat out

#### set -e does not trigger on non-last pipe stage
set -e
false | true
echo survived

#### pipe wc characters
printf 'abc' | wc -c

#### long pipeline
echo 'The Quick Brown Fox' | tr A-Z a-z | tr ' ' '\n' | sort | head -n 2

#### PIPESTATUS is the last command's, pipeline or not
false | true; true; echo ${PIPESTATUS[@]}
false | true; x=1; echo ${PIPESTATUS[@]}
false | true; (exit 3); echo ${PIPESTATUS[@]}
false | true; [[ x ]]; echo ${PIPESTATUS[@]}
false | true; (( 1 )); echo ${PIPESTATUS[@]}
false | (exit 4); echo $PIPESTATUS ${PIPESTATUS[1]} ${#PIPESTATUS[@]}

#### PIPESTATUS after a function call and after break/continue
f() { false | true; }; f; echo ${PIPESTATUS[@]}
f | true; echo ${PIPESTATUS[@]}
while false | true; do break; done; echo ${PIPESTATUS[@]}
for i in 1; do false | true; continue; done; echo ${PIPESTATUS[@]}
for i in 1; do false | true; break 0; done; echo ${PIPESTATUS[@]}

#### PIPESTATUS cannot be set, and declare -p shows it
PIPESTATUS=(7 8); echo ${PIPESTATUS[@]}
false | true; declare -p PIPESTATUS
true; declare -p PIPESTATUS
unset PIPESTATUS; false | false; echo ${PIPESTATUS[@]}

#### PIPESTATUS is empty before the first command
echo "[${PIPESTATUS[@]}] [$PIPESTATUS] ${#PIPESTATUS[@]}"
false | true; echo "${PIPESTATUS[@]}"

#### a writer that outruns a reader that stops early dies of SIGPIPE (141)
seq 100000 | head -1; echo "${PIPESTATUS[@]}"
seq 100 | head -1; echo "${PIPESTATUS[@]}"
seq 100000 | grep -m1 5; echo "${PIPESTATUS[@]}"
seq 100000 | sed 2q; echo "${PIPESTATUS[@]}"
printf '%s\n' {1..30000} | head -1; echo "${PIPESTATUS[@]}"

#### only the command that wrote dies: the rest of its group runs
{ seq 100000; echo more >&2; } | head -1; echo "${PIPESTATUS[@]}"
{ seq 100000; true; } | head -1; echo "${PIPESTATUS[@]}"
{ seq 100000; seq 100000; } | head -1; echo "${PIPESTATUS[@]}"

#### pipefail and set -e see the 141
set -o pipefail; seq 100000 | head -3; echo "rc=$?"
set -e; seq 100000 | head -1; echo never

#### a reader that stops after reading much still leaves its writer a broken pipe
seq 1 2000000 | head -n 1500000 | tail -1; echo "${PIPESTATUS[@]}"
yes | head -n 500000 | wc -l; echo "${PIPESTATUS[@]}"
