# Process substitution.

#### input procsub with cat
cat <(echo hello)

#### procsub with while read
while read l; do echo "got $l"; done < <(printf 'a\nb\n')

#### procsub keeps variables in parent
n=0
while read l; do n=$((n+1)); done < <(printf '1\n2\n3\n')
echo $n

#### two input procsubs
cat <(echo one) <(echo two)

#### procsub path form
echo <(true) | grep -c /dev/fd/

#### output procsub
echo data > >(cat)
sleep_free=1
wait
echo done

#### procsub as file argument to grep
grep b <(printf 'a\nb\nc\n')

#### procsub with sort
sort <(printf '3\n1\n2\n')

#### procsub in array assignment
mapfile -t arr < <(printf 'x\ny\n')
echo ${#arr[@]} ${arr[1]}

#### procsub with wc
wc -l < <(printf '1\n2\n')

#### procsub nested
cat <(cat <(echo nested))

#### procsub in function
f() { cat "$1"; }
f <(echo via func)

#### procsub read with source
source <(echo 'sourced_var=42')
echo $sourced_var

#### procsub exit status not affecting
cat <(false; echo out)
echo $?

#### procsub with diff-like comparison via cat
cat <(echo a) <(echo b) | sort

#### procsub inside double loop
for i in 1 2; do while read l; do echo "$i:$l"; done < <(echo x); done

#### tee, sort -o, cp and dd write to >(...), /dev/stdout, /dev/stderr and /dev/fd/N
echo hi | tee >(cat) >/dev/null; sleep 0.1
seq 3 | tee >(wc -l) >/dev/null; sleep 0.1
echo x | tee >(tr x y) | cat; sleep 0.1
echo x | tee /dev/stderr 2>&1; echo y | tee -a /dev/stdout
exec 3>f; echo z | tee /dev/fd/3 >/dev/null; exec 3>&-; cat f
printf 'b\na\n' | sort -o /dev/stdout; printf 'd\nc\n' | sort -o >(cat); sleep 0.1
echo hi > f; cp f /dev/stdout; echo hi | dd of=/dev/stdout status=none

#### a command's own redirection opens the /dev/fd/N it writes to
echo hi | tee /dev/fd/3 3>&2 2>&1
seq 3 | sort -r -o /dev/fd/4 4>&1
echo to-file | tee /dev/fd/5 5>t5 >/dev/null; cat t5

#### split -n cannot size a pipe
printf '1\n2\n' | split -n 2 - part; echo rc=$?; printf '1\n2\n' > in; split -n 2 - q < in; echo rc=$?; ls q*

#### uniq, xxd and tar write their output operand to /dev/stdout
printf 'a\na\nb\n' > f; uniq f /dev/stdout; printf 'hi' > g; xxd g /dev/stdout
mkdir -p d; echo x > d/a; tar cf /dev/stdout d | tar tf -

#### exec >(...): the substitution runs while the shell writes to it
exec > >(tee log.txt); echo one; echo two; sleep 0.1; cat log.txt >&2

#### exec 3> >(...), and its end when the descriptor closes
exec 3> >(cat); echo via3 >&3; exec 3>&-; sleep 0.1; echo after

#### exec 2> >(...)
exec 2> >(sed "s/^/ERR: /"); ls /nonexist; sleep 0.1

#### exec > >(...): what is left is written when the shell ends
exec > >(tr a-z A-Z); echo hello; echo world
