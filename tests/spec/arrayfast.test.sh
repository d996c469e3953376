# arrayfast: ``name=(...)`` / ``name+=(...)`` of elements without subscripts, whose words
# are expanded in one call and stored in place in a plain indexed array (a compiled command
# in a loop, ``Shell.assign_array_list``), with the shapes that must leave that path
# (attributes, scalars, assoc arrays, namerefs, readonly, locals, subshells, traps, xtrace),
# lone quoted ``"${a[@]:1}"``-style words, and the ``-l``/``-u`` attributes of arrays.

#### 1: a=(1 2 3); a=("${a[@]:1}" x); echo "${a[@]}" ${#a[@]}
a=(1 2 3); a=("${a[@]:1}" x); echo "${a[@]}" ${#a[@]}

#### 2: a=(1 2 3); a+=("${a[@]:1}" x); declare -p a
a=(1 2 3); a+=("${a[@]:1}" x); declare -p a

#### 3: declare -u a; a=(x y); declare -p a
declare -u a; a=(x y); declare -p a

#### 4: declare -i a; a=(1+1 3); declare -p a
declare -i a; a=(1+1 3); declare -p a

#### 5: readonly -a r=(1); r=(2 3); echo $?; declare -p r
readonly -a r=(1); r=(2 3); echo $?; declare -p r

#### 6: x=scalar; x=(a b); declare -p x
x=scalar; x=(a b); declare -p x

#### 7: x=scalar; x+=(a b); declare -p x
x=scalar; x+=(a b); declare -p x

#### 8: declare x; x+=(a b); declare -p x
declare x; x+=(a b); declare -p x

#### 9: declare -A m; m=(k v k2 v2); declare -p m
declare -A m; m=(k v k2 v2); declare -p m

#### 10: f() { local a=(1 2); a=("${a[@]}" 3); declare -p a; }; f; de
f() { local a=(1 2); a=("${a[@]}" 3); declare -p a; }; f; declare -p a

#### 11: a=(1 2 3); ( a=(x); declare -p a ); declare -p a
a=(1 2 3); ( a=(x); declare -p a ); declare -p a

#### 12: declare -n r=arr; r=(p q); declare -p arr
declare -n r=arr; r=(p q); declare -p arr

#### 13: a=(1 "" 3); b=("${a[@]:1}"); declare -p b
a=(1 "" 3); b=("${a[@]:1}"); declare -p b

#### 14: a=(); b=("${a[@]:1}" "${a[@]:-d}" "${a[@]-e}"); declare -p b
a=(); b=("${a[@]:1}" "${a[@]:-d}" "${a[@]-e}"); declare -p b

#### 15: set -- a b c; b=("${@:2}" "${@: -1}"); declare -p b
set -- a b c; b=("${@:2}" "${@: -1}"); declare -p b

#### 16: a=(x y z); b=("${a[@]/y/Y}" "${a[@]^}" "${a[*]:1}" "${a[@]#x
a=(x y z); b=("${a[@]/y/Y}" "${a[@]^}" "${a[*]:1}" "${a[@]#x}"); declare -p b

#### 17: a=(x y z); set -- "${a[@]:1:1}" "${a[@]: -2}"; echo $# "$@"
a=(x y z); set -- "${a[@]:1:1}" "${a[@]: -2}"; echo $# "$@"

#### 18: a=(x y z); b=("${a[@]:5}"); declare -p b; c=("${a[@]:-1}" "$
a=(x y z); b=("${a[@]:5}"); declare -p b; c=("${a[@]:-1}" "${a[@]:+set}"); declare -p c

#### 19: unset a; b=("${a[@]:-$@}" "${a[@]:-"$@"}"); declare -p b
unset a; b=("${a[@]:-$@}" "${a[@]:-"$@"}"); declare -p b

#### 20: set -- 1 2; unset a; b=("${a[@]:-"$@"}" "${a[@]-x"$@"y}"); d
set -- 1 2; unset a; b=("${a[@]:-"$@"}" "${a[@]-x"$@"y}"); declare -p b

#### 21: a=(x y); export a; a=(p q); declare -p a
a=(x y); export a; a=(p q); declare -p a

#### 22: a=(x y); a=(); declare -p a; a+=(); declare -p a
a=(x y); a=(); declare -p a; a+=(); declare -p a

#### 23: a[5]=x; a+=(y z); declare -p a
a[5]=x; a+=(y z); declare -p a

#### 24: a=([2]=x y); a=(p [5]=q r); declare -p a
a=([2]=x y); a=(p [5]=q r); declare -p a

#### 25: set -u; a=(x); b=("${a[@]:1}"); declare -p b; echo "${c[@]:1
set -u; a=(x); b=("${a[@]:1}"); declare -p b; echo "${c[@]:1}"; echo after

#### 26: a=($(false)); echo $?; a=(x $(exit 3)); echo $? ${#a[@]}
a=($(false)); echo $?; a=(x $(exit 3)); echo $? ${#a[@]}

#### 27: a=(${x?unset}); echo $?; echo next
a=(${x?unset}); echo $?; echo next

#### 28: for i in 1 2; do a=(${x?unset}); echo in; done; echo out
for i in 1 2; do a=(${x?unset}); echo in; done; echo out

#### 29: a=(1 2); trap 'echo trap $BASH_COMMAND' DEBUG; a=(3); trap -
a=(1 2); trap 'echo trap $BASH_COMMAND' DEBUG; a=(3); trap - DEBUG; declare -p a

#### 30: set -x; a=(1 "2 3"); set +x; declare -p a
set -x; a=(1 "2 3"); set +x; declare -p a

#### 31: a=(*.nothing); declare -p a; shopt -s nullglob; b=(*.nothing
a=(*.nothing); declare -p a; shopt -s nullglob; b=(*.nothing); declare -p b

#### 32: touch f1 f2; a=(f*); declare -p a
touch f1 f2; a=(f*); declare -p a

#### 33: a=({1..3} x{a,b}); declare -p a
a=({1..3} x{a,b}); declare -p a

#### 34: declare -r a=(1); for i in 1 2; do a=(2); echo $?; done
declare -r a=(1); for i in 1 2; do a=(2); echo $?; done

#### 35: f() { local -a a=(1); a=(x y); a+=(z); declare -p a; }; f
f() { local -a a=(1); a=(x y); a+=(z); declare -p a; }; f

#### 36: a=(1 2 3); unset 'a[1]'; a+=(4); declare -p a
a=(1 2 3); unset 'a[1]'; a+=(4); declare -p a

#### 37: declare -A m=([k]=v); m=(a b); declare -p m; m+=(c d); decla
declare -A m=([k]=v); m=(a b); declare -p m; m+=(c d); declare -p m

#### 38: a=x; for i in 1 2; do a+=(y); done; declare -p a
a=x; for i in 1 2; do a+=(y); done; declare -p a

#### 39: set -u; for i in 1 2; do a=("${a[@]}" $i); done; declare -p 
set -u; for i in 1 2; do a=("${a[@]}" $i); done; declare -p a

#### 40: IFS=,; s="a,b c"; for i in 1; do a=($s "$s"); done; declare 
IFS=,; s="a,b c"; for i in 1; do a=($s "$s"); done; declare -p a

#### 41: declare -u a; a=(x y); a+=(z); a[5]=w; declare -p a
declare -u a; a=(x y); a+=(z); a[5]=w; declare -p a

#### 42: declare -l a=(X Y); a[1]+=Q; declare -p a
declare -l a=(X Y); a[1]+=Q; declare -p a

#### 43: declare -Au m; m=([k]=v [j]=w); m[x]+=y; declare -p m
declare -Au m; m=([k]=v [j]=w); m[x]+=y; declare -p m

#### 44: declare -Al m=(K V); declare -p m
declare -Al m=(K V); declare -p m

#### 45: declare -u a; read -a a <<< "p q"; declare -p a
declare -u a; read -a a <<< "p q"; declare -p a

#### 46: declare -u a; mapfile -t a <<< "p"; declare -p a
declare -u a; mapfile -t a <<< "p"; declare -p a

#### 48: a=(x y); declare -u a; declare -p a; a+=(z); declare -p a
a=(x y); declare -u a; declare -p a; a+=(z); declare -p a

#### 49: declare -l s=AB; s+=CD; echo $s
declare -l s=AB; s+=CD; echo $s

#### 50: declare -u s; s=ab; s+=cd; declare -p s
declare -u s; s=ab; s+=cd; declare -p s

#### 51: declare -u a=(x); a[0]+=y; a+=([3]=z); declare -p a
declare -u a=(x); a[0]+=y; a+=([3]=z); declare -p a

#### 52: declare -Al m=([A]=B); m+=([C]=D); m[E]+=F; declare -p m
declare -Al m=([A]=B); m+=([C]=D); m[E]+=F; declare -p m

#### 53: f() { local -u a=(p q); a+=(r); declare -p a; }; f
f() { local -u a=(p q); a+=(r); declare -p a; }; f

#### 54: declare -ul x=Ab; declare -p x
declare -ul x=Ab; declare -p x

#### 55: declare -u a; a=("${a[@]}" one); declare -p a
declare -u a; a=("${a[@]}" one); declare -p a
declare -u x=a; declare -lu x; x=b; declare -p x; declare -l y; declare -u y; declare -p y

#### shift in a sourced file with arguments: bash restores the caller's parameters
printf 'shift\necho in: "$@"\n' > f.sh
set -- x y; source ./f.sh a b c; echo "out: $@"
printf 'set -- p q\necho in: "$@"\n' > g.sh
source ./g.sh a b c; echo "out: $@"

#### shift in every kind of scope
set -- 1 2 3; x=$(shift; echo $@); echo $x; echo $@
f() { shift; echo f $@; }; f "$@"; echo $@
(shift 2; echo sub $@); echo $@
for x; do shift; echo "$x:$#"; done

#### a shift loop over many parameters
set -- $(seq 1 500); while (( $# )); do s=$((s+$1)); shift; done; echo $s $#

#### [[ == ]] with quoted parts in the pattern, in a loop
n=0; for l in '#a' 'b#' '*' 'a*' "it's" 'a"b' '' 'ab'; do
  [[ $l == \#* ]] && n=$((n+1)); [[ $l == '*' ]] && n=$((n+10)); [[ $l == "a"* ]] && n=$((n+100))
  [[ $l == $'it\'s' ]] && n=$((n+1000)); [[ $l != \a* ]] && n=$((n+10000)); [[ $l == "a\"b" ]] && n=$((n+100000))
done; echo $n
shopt -s nocasematch; [[ ABC == "a"* ]] && echo yes; [[ ABC == \a* ]] && echo yes2
