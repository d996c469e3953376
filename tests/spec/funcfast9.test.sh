# Function-call fast paths of session 35: ``local -i`` of new names.

#### local -i: values are arithmetic, in order, on the new local
x=5; f(){ local -i x=x+1; echo $x; local -i y=; echo "[$y]"; local -i z; echo "[$z]"; z=3+4; echo $z; local -i w=abc; echo $w; }; f
h(){ local -i a=2 b=a*3; echo $a $b; local -i a=7; echo $a; a+=1; echo $a; }; h

#### local -i: an outer readonly, a bad name, side effects once
readonly R=1; k(){ local -i R=3; echo $R; }; k; echo st=$?
m(){ local -i n=5 'bad-name=3' q=2; echo $n $q; }; m; echo st=$?
c=0; u(){ local -i v=c++; echo $v $c; }; u; u; echo $c

#### local -i: a division by zero ends the shell
g(){ local -i q=1/0; echo after; }; g; echo st=$?

#### local -i: an unset variable under set -u
set -u; g(){ local -i q=nope+1; echo after $q; }; g; echo st=$?

#### local -i then declare -p, and the -i attribute kept in the function
f(){ local -i n=3*3; declare -p n; n=n+1; echo $n; local -i n; echo $n; }; f; echo "${n-unset}"

#### declare -i under set -u: at the top level, in a function, an element
set -u; declare -i a=nope+1; echo st=$?

#### declare -i under set -u in a function
set -u; f(){ declare -i a=nope+1; echo in; }; f; echo st=$?

#### declare -ai element under set -u in a function
set -u; f(){ local -a arr; declare -i arr[1]=nope; echo in; }; f; echo st=$?

#### dynamic scope three calls deep: a global read and set, then shadowed by a new local
g1=top; a(){ b; }; b(){ c; }; c(){ echo "$g1"; g1=set-in-c; newname=fresh; }; a; echo "$g1 $newname"
d(){ local newname=mine; e; echo "d:$newname"; }; e(){ f; }; f(){ echo "f:$newname"; newname=from-f; }; d; echo "top:$newname"

#### a local first made in a subshell of a deep call, and read deeper
a(){ b; }; b(){ (local zz=sub; c); echo "b:${zz-unset}"; }; c(){ echo "c:$zz"; }; a

#### a prefix assignment seen three calls deep, then gone
a(){ b; }; b(){ c; }; c(){ echo "c:${pfx-unset}"; }; pfx=outer; pfx=temp a; echo "$pfx"; unset pfx; pfx2=t2 a; c

#### declare and read making locals deep, arithmetic on them
a(){ b; }; b(){ declare q=5; read -r w <<< "line"; c; echo "b:$q $w"; }; c(){ (( q += 2 )); w+=x; echo "c:$q $w"; }; a; echo "top:${q-unset} ${w-unset}"

#### unset a local deep: the global shows through
v=global; a(){ b; }; b(){ local v=loc; c; echo "b:${v-unset}"; }; c(){ unset v; echo "c:${v-unset}"; }; a; echo "$v"

#### return in an if body, an && list, a group, a condition: compiled after a few calls
f(){ local n=$1; if (( n < 2 )); then r=$n; return; fi; (( n == 5 )) && { r=five; return 7; }; [[ $n == 9 ]] && return 9; if return 4; then echo never; fi; echo never2; }
for i in 0 1 5 9 3 0 1 5 9 3 1 5 9 3; do f $i; echo "$i:$?:${r-}"; done

#### return with no argument: the last command's status; return status via $? and PIPESTATUS
g(){ if true; then false; return; fi; }; h(){ { (exit 3); return; }; }
for i in 1 2 3 4 5 6; do g; a=$?; h; b=$?; echo "$a $b ${PIPESTATUS[*]}"; done

#### return under set -e, and an ERR trap on the call
set -e; trap 'echo ERR $?' ERR
f(){ if true; then return 3; fi; }
for i in 1 2 3 4 5 6; do f || echo "st $?"; done
f; echo unreachable

#### a RETURN trap and a DEBUG trap with returns in bodies
f(){ trap 'echo RET ${FUNCNAME[0]}' RETURN; if true; then return 2; fi; echo no; }
for i in 1 2 3 4 5 6; do f; echo "s=$?"; done
trap - RETURN
g(){ if true; then return 1; fi; }; for i in 1 2 3 4 5; do g; done
trap 'echo DBG "$BASH_COMMAND"' DEBUG; g; echo "g=$?"; trap - DEBUG

#### nested calls: an inner return does not end the outer function
in(){ if (( $1 > 0 )); then return $1; fi; echo zero; }
out(){ in $1; local s=$?; if (( s == 2 )); then return 20; fi; echo "out saw $s"; }
for i in 0 1 2 3 0 1 2 3; do out $i; echo "-> $?"; done

#### a function called return, and return inside loops and subshells of a body
f(){ for x in 1 2 3; do if [[ $x == 2 ]]; then return 5; fi; echo "x$x"; done; echo after; }
g(){ ( if true; then return 4; fi; echo sub-after ); echo "g after $?"; }
for i in 1 2 3 4 5; do f; echo "f=$?"; g; done
return(){ echo "my return $*"; }
k(){ if true; then return 6; fi; echo "k goes on"; }; for i in 1 2 3 4 5 6; do k; echo "k=$?"; done

#### return out of range, bad argument, too many
f(){ if true; then return 300; fi; }; g(){ if true; then return x; fi; echo not; }
for i in 1 2 3 4 5 6; do f; echo "f=$?"; g; echo "g=$?"; done
h(){ if true; then return 1 2; fi; echo after; }; for i in 1 2 3 4 5 6; do h; echo "h=$?"; done

#### break and continue in a loop body's if, && list, group and condition (compiled)
n=0; for ((i=0;i<30;i++)); do if (( i % 2 )); then continue; fi; (( i > 20 )) && break; { (( i == 4 )) && continue; }; if continue 1; then echo never; fi; done; echo "n=$n i=$i"
for w in a b c d e f g h i j; do [[ $w == c ]] && continue; [[ $w == h ]] && { echo "stop $w"; break; }; echo -n "$w "; done; echo "st=$? w=$w"
k=0; while true; do ((k++)); if ((k < 8)); then continue; fi; break; done; echo "k=$k"
k=0; until false; do ((k++)); ((k % 3)) || continue; ((k > 12)) && break; echo -n "$k,"; done; echo

#### break N and continue N through nested loops, and out of range
for i in 1 2 3 4 5 6; do for j in 1 2 3 4 5 6; do if (( j == 2 )); then continue 2; fi; echo -n "$i$j "; done; echo never; done; echo
for i in 1 2 3 4 5 6; do for j in 1 2 3 4 5 6; do if (( i * j > 12 )); then break 2; fi; done; echo -n "$i "; done; echo "i=$i j=$j"
for i in 1 2 3 4 5 6; do if (( i == 5 )); then break 9; fi; echo -n "$i "; done; echo "st=$?"
for i in 1 2 3 4 5 6; do if (( i == 3 )); then break 0; fi; echo -n "$i "; done; echo "st=$?"

#### a function's loop, a function called break, a subshell, a trap
f(){ for x in 1 2 3 4 5 6; do if (( x == 3 )); then break; fi; echo -n "f$x "; done; echo; }
for i in 1 2 3 4 5 6; do f; if (( i == 2 )); then break; fi; done
for i in 1 2 3 4 5 6; do ( if true; then break; fi; echo sub ); echo -n "i$i "; done; echo
break(){ echo "my break"; }; for i in 1 2 3 4 5 6; do if (( i == 2 )); then break; fi; done; echo "i=$i"; unset -f break
trap 'echo "DBG $BASH_COMMAND"' DEBUG; for i in 1 2 3 4 5 6 7; do if (( i == 6 )); then break; fi; done > dbg.txt; trap - DEBUG; sort dbg.txt | uniq -c

#### break and continue: PIPESTATUS, $?, and select-free status
for i in 1 2 3 4 5 6; do false | true; if (( i == 5 )); then break; fi; done; echo "${PIPESTATUS[*]} $?"
for i in 1 2 3 4 5 6; do if (( i > 0 )); then false; continue; fi; done; echo "$? ${PIPESTATUS[*]}"

#### $? after continue is 0 (the next iteration sees it)
for i in 1 2 3 4 5 6 7; do echo -n "st=$? "; false; continue; done; echo

#### continue in a case item: $? 0 after it
for i in 1 2 3 4 5 6 7; do echo -n "st=$? "; false; case $i in *) continue;; esac; done; echo

#### case items with continue and break, PIPESTATUS
for i in 1 2 3 4 5 6 7; do echo -n "st=$? ${PIPESTATUS[*]} "; false | true; case $i in [1-3]) continue;; 5) break;; esac; echo -n "i$i "; done; echo "end $?"

#### a while read loop skipping comments with case
while read -r line; do case $line in '#'*) continue ;; stop) break ;; *) echo "[$line]" ;; esac; done <<'EOF2'
# c
a
#d
b
stop
c
EOF2

#### two cases in a loop body, continue and break
for i in 1 2 3 4 5 6 7 8; do case $i in 2|4) continue ;; 7) break ;; esac; case $i in 1) x=one;; *) x=other; echo -n "$x$i ";; esac; done; echo

#### continue 2 from a case in an inner loop
for i in 1 2 3; do for j in 1 2 3 4 5 6; do case $j in 2) continue 2;; esac; echo -n "$i$j "; done; done; echo

#### break and continue inside an item's && list and if
for i in 1 2 3 4 5 6; do case $i in 3) (( i > 2 )) && break;; 1) if true; then continue; fi;; esac; echo -n "$i "; done; echo

#### a function's loop: case with return and continue
f(){ for i in 1 2 3 4 5 6; do case $i in 4) return 7;; 2) continue;; esac; echo -n "$i "; done; }; for k in 1 2 3 4 5 6; do f; echo "rc=$?"; done

#### a fall-through item into continue
for i in 1 2 3 4 5 6; do case $i in 2) ;& 3) continue;; 5) break;; esac; echo -n "$i "; done; echo

#### a case outside a loop holding a loop
case x in x) for i in 1 2 3 4 5 6; do case $i in 3) break;; esac; echo -n "$i "; done;; esac; echo

#### break/continue in a case outside any loop
case x in x) break;; esac; echo "after $?"; f(){ case x in x) continue;; esac; echo in-f; }; f

#### DEBUG trap: each simple-command stage of a pipeline, in the shell; compound stages none
trap 'echo DBG $BASH_COMMAND >&2' DEBUG; true | cat; { echo a; echo b; } | cat > /dev/null; echo x | (read y; echo $y) ; f() { :; }; f | cat; trap - DEBUG

#### DEBUG trap: three simple stages
trap 'echo DBG $BASH_COMMAND >&2' DEBUG; echo hi | tr a-z A-Z | cat; trap - DEBUG

#### DEBUG trap of pipeline stages to stdout (run in the shell, not the stage)
trap 'echo "DBG $BASH_COMMAND"' DEBUG; true | cat; trap - DEBUG

#### DEBUG trap: eval as a stage (its commands run without the trap)
trap 'echo DBG $BASH_COMMAND >&2' DEBUG; eval 'echo 1; echo 2' | cat; trap - DEBUG

#### DEBUG trap: lastpipe's last stage runs in the shell
shopt -s lastpipe; trap 'echo DBG $BASH_COMMAND >&2' DEBUG; echo a | read v; echo "v=$v"; trap - DEBUG

#### DEBUG trap: a stage with 2>&1, and a negated pipeline
trap 'echo DBG $BASH_COMMAND >&2' DEBUG; echo a 2>&1 | cat; ! false | true; echo "rc=$?"; trap - DEBUG
