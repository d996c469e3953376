# Loop bodies and conditions the executor compiles into one function each once they have
# run a few times (agentsh.exec.blocks): each case runs its statement list more than
# WARM_RUNS times, so the compiled form runs, and changes the shell's state on the way.

#### while true with arith and break
i=0; while true; do ((i++)); ((i>=20)) && break; done; echo $i $?

#### while : with continue inside if
i=0; s=0
while :; do
  ((i++))
  if ((i % 3 == 0)); then continue; fi
  ((s += i))
  ((i >= 30)) && break
done
echo $i $s

#### set -e turned on in the middle of a loop body
i=0
while ((i < 10)); do
  ((i++))
  if ((i == 7)); then set -e; fi
  ((i == 8)) && echo "at 8"
  (( i - 8 ))
  echo "after $i"
done
echo not reached

#### ERR trap set in the middle of a loop
i=0
for ((;;)); do
  ((i++))
  ((i == 6)) && trap 'echo "err at $i"' ERR
  ((i % 2))
  ((i >= 9)) && break
done
echo done $i

#### set -x turned on while looping
i=0
while ((i < 8)); do
  ((i++))
  [[ $i == 6 ]] && set -x
  ((i > 6)) && echo big $i
done
set +x

#### DEBUG trap set mid loop
i=0
while ((i < 7)); do
  ((i++))
  if [[ $i -eq 5 ]]; then trap 'echo "dbg $BASH_COMMAND"' DEBUG; fi
  [[ $i -gt 5 ]] && :
done
trap - DEBUG
echo end

#### a function named true defined while looping
i=0
while true; do
  ((i++))
  ((i == 6)) && true() { echo "my true $i"; return 1; }
  ((i > 10)) && break
done
echo out $i

#### division by zero in a loop body
i=0
while ((i < 9)); do
  ((i++))
  ((x = 10 / (i - 7)))
  echo "x=$x"
done
echo after

#### [[ ]] error in a loop body
i=0
while ((i < 8)); do
  ((i++))
  [[ $i -gt 6 ]] && [[ 1 -eq 'a b' ]]
  echo "st $? $i"
done

#### break 2 and continue 2 from inner loops
for ((o=0; o<6; o++)); do
  for ((k=0; k<6; k++)); do
    ((k == 2)) && continue 2
    ((o == 4)) && break 2
    echo "$o.$k"
  done
done
echo "o=$o k=$k"

#### status of the loop and $? after break
i=0; while true; do ((i++)); ((i > 5)) && break; false; done; echo "st=$?"
i=0; until ((i > 5)); do ((i++)); false; done; echo "st=$?"
for i in 1 2 3 4 5 6; do ((i > 9)); done; echo "st=$?"

#### PIPESTATUS and $_ after compiled statements
for i in 1 2 3 4 5 6; do
  true
  (( i > 3 )) || :
  [[ $i == 6 ]] && echo "ps=${PIPESTATUS[*]} _=$_"
done

#### LINENO in messages from a loop body
for i in 1 2 3 4 5 6; do
  ((i == 6)) &&
    ((y = 1 / 0))
  echo "line $LINENO $i"
done

#### readonly variable assigned in arithmetic in a loop
readonly r=1
for i in 1 2 3 4 5 6 7; do
  ((i > 5)) && ((r = i))
  echo "$i $r $?"
done

#### set -u unbound variable in a compiled loop
set -u
i=0
while ((i < 8)); do
  ((i++))
  ((i == 7)) && echo "$nosuch"
  echo $i
done

#### set -n in a loop body stops the rest
for i in 1 2 3 4 5 6; do
  echo "i=$i"
  ((i == 5)) && set -n
  echo "after $i"
done
echo never

#### nested ifs, elifs and groups in a compiled body
s=0
for ((i=0; i<40; i++)); do
  if ((i % 15 == 0)); then
    { ((s += 15)); ((s -= 1)); }
  elif ((i % 5 == 0)); then
    if [[ $i == 10 ]]; then ((s += 100)); else ((s += 5)); fi
  elif ((i % 3 == 0)) || [[ $i == 7 ]]; then
    ((s += 3)) && ((s *= 1))
  else
    :
  fi
done
echo $s

#### && || chains with several members
n=0
for i in 0 1 2 3 4 5 6 7 8 9; do
  ((i % 2)) && ((n += 1)) || ((n += 10)) && ((i > 7)) && echo "n=$n at $i"
done
echo $n

#### set -e and a failing && list in a compiled body
set -e
i=0
while ((i < 8)); do
  ((i++))
  ((i > 100)) && echo never
  [[ $i == 9 ]] || true
  echo ok $i
done
((i == 8))
echo end

#### set -e and a failing arith command at the end of a function body
set -e
f() { local j=0; while ((j < 6)); do ((j++)); ((j > 2)) && :; done; ((j - 6)); echo no; }
f || echo "f failed $?"
g() { ((1)); ((0)); }
for i in 1 2 3 4 5 6; do g && echo yes || echo "g $?"; done

#### a body with background statements
for i in 1 2 3 4 5 6; do
  x=$i &
  ((i > 4)) && echo $i
done
wait
echo done

#### return from a function inside a compiled loop
f() { local i=0; while true; do ((i++)); ((i == $1)) && return $i; done; }
for n in 3 4 5 6 7 8; do f $n; echo "f $n -> $?"; done

#### exit inside a compiled loop
i=0
while true; do ((i++)); ((i > 6)) && exit 3; : ; done
echo no

#### alias defined mid loop is not expanded in the same loop
shopt -s expand_aliases
for i in 1 2 3 4 5 6 7; do
  ((i == 4)) && alias true='echo aliased'
  true && echo "t $i"
done
true

#### errexit inside [[ ]] and (( )) conditions of while and if
set -e
i=0
while [[ $i -lt 7 ]] && ((i < 100)); do
  if ((i == 3)) && [[ x == y ]]; then echo no; fi
  ((i++)) || true
done
echo i=$i

#### the loop counts its commands against the limits like any other
i=0; while true; do ((i++)); ((i >= 3000)) && break; done; echo $i
