# Associative arrays.

#### declare and access
declare -A m
m[one]=1 m[two]=2
echo ${m[one]} ${m[two]} ${#m[@]}

#### literal assoc
declare -A m=([a]=x [b]=y)
echo ${m[a]}${m[b]}

#### keys and values sorted
declare -A m=([k1]=v1 [k2]=v2 [k3]=v3)
printf '%s\n' "${!m[@]}" | sort
printf '%s\n' "${m[@]}" | sort

#### missing key is empty
declare -A m
echo "[${m[nope]}]"

#### key with spaces
declare -A m
m["a b"]=1
k="a b"
echo ${m[$k]} ${m["a b"]}

#### unset key
declare -A m=([a]=1 [b]=2)
unset 'm[a]'
echo ${#m[@]} ${!m[@]}

#### test key existence with -v
declare -A m=([a]=1)
[[ -v m[a] ]] && echo has a
[[ -v m[b] ]] || echo no b

#### plus-equal on assoc element
declare -A m=([a]=1)
m[a]+=2
echo ${m[a]}

#### append pairs to assoc
declare -A m=([a]=1)
m+=([b]=2 [c]=3)
echo ${#m[@]} ${m[c]}

#### assoc without declare is indexed
m[foo]=1
m[bar]=2
declare -p m

#### declare -p assoc single
declare -A m=([only]=one)
declare -p m

#### assoc key not arithmetic
declare -A m
m[1+1]=x
echo "${!m[@]}"

#### assoc key expansion
declare -A m
k=key
m[$k]=v
m[${k}2]=w
echo ${m[key]} ${m[key2]}

#### count via loop
declare -A m=([x]=1 [y]=2 [z]=3)
n=0
for k in "${!m[@]}"; do n=$((n + m[$k])); done
echo $n

#### assoc needs subscript in literal
declare -A m=(a b)
echo "status $?"
declare -p m

#### local assoc in function
f() { local -A h=([k]=v); echo ${h[k]}; }
f
echo "[${h[k]}]"

#### declare -A on existing indexed array
a=(1 2)
declare -A a
echo "status $?"

#### empty key
declare -A m
m[]=x
echo "status $?"

#### assoc with quote in key
declare -A m
m["it's"]=ok
echo "${m["it's"]}"

#### assoc length of element
declare -A m=([k]=hello)
echo ${#m[k]}

#### unset whole assoc
declare -A m=([a]=1)
unset m
m[b]=2
declare -p m

#### assoc star join
declare -A m=([a]=1)
echo "${m[*]}" "${!m[*]}"

#### assoc with numeric keys
declare -A m
for i in 3 1 2; do m[$i]=v$i; done
for k in $(printf '%s\n' "${!m[@]}" | sort); do echo $k=${m[$k]}; done

#### assoc key with at sign
declare -A m
m[@]=at
echo "${m[@]}"

#### declare -A inside function is local
f() { declare -A g=([x]=1); }
f
echo "[${g[x]}]"

#### declare -gA inside function is global
f() { declare -gA g=([x]=1); }
f
echo "[${g[x]}]"

#### assoc element default
declare -A m
echo ${m[k]:-default}
echo ${m[k]:=set}
echo ${m[k]}

#### assoc in arithmetic
declare -A m=([n]=5)
echo $(( m[n] * 2 ))
(( m[n]++ ))
echo ${m[n]}

#### assoc substitution ops
declare -A m=([a]=hello)
echo ${m[a]/l/L} ${m[a]^^} ${m[a]:1:3}

#### assoc keys with special characters
declare -A m
m['a.b']=1 m['c-d']=2 m['e f']=3
for k in "${!m[@]}"; do echo "$k=${m[$k]}"; done | sort

#### assoc declare -p special keys
declare -A m=(['x y']=1)
declare -p m

#### assoc copy via loop
declare -A src=([a]=1 [b]=2) dst
for k in "${!src[@]}"; do dst[$k]=${src[$k]}; done
echo ${#dst[@]} ${dst[b]}

#### assoc with integer attribute
declare -Ai m
m[x]=2+3
echo ${m[x]}

#### assoc unset nonexistent key
declare -A m=([a]=1)
unset 'm[zz]'
echo ${#m[@]}

#### element assignments through literal and plain-variable subscripts
declare -A m; a=(x y z); k=key i=1 j=010 e= n=-1 x='1+1'
m[$k]=v; m[lit]=w; m[$k]+=2; m[$i]=one; a[$i]=Y; a[$j]=oct; a[$n]=last; a[$x]=expr; a[5]+=t; a[5]+=u
declare -p m a
m[$e]=bad; echo "status $?"; declare -p m
for w in b a b c b; do m[$w]=$(( ${m[$w]:-0} + 1 )); done; echo ${m[a]} ${m[b]} ${m[c]}
declare -i ia=(1 2); ia[1]+=5; ia[$i]+=1; declare -l lo=(A); lo[0]=XY; lo[$i]=ZW; declare -p ia lo
readonly -a ro=(1); ro[0]=2; echo "after ro $?"
declare -n ref=a; ref[1]=via_ref; echo ${a[1]}
new[3]=fresh; declare -p new; s=scalar; s[1]=more; declare -p s

#### element assignment with an unset subscript variable under set -u
declare -A m; a=(1)
set -u
m[$nokey]=x; echo "not reached"

#### element assignments in a loop: +=, attributes, namerefs, bad subscripts
declare -A m; for ((i=0;i<50;i++)); do m[k$((i%5))]+=x; done; echo ${#m[@]} ${m[k3]}
declare -Ai c; for w in a b a c a; do c[$w]+=2; done; echo ${c[a]} ${c[b]}
declare -Al lo; lo[x]=ABC; lo[x]+=DeF; echo ${lo[x]}
declare -n r=m; r[k9]=nine; echo ${m[k9]}; e=; m[$e]=v; echo status $?
a=(1 2); for ((i=0;i<9;i++)); do a[i%3]+=.; done; echo "${a[@]}"; a[-1]+=z; echo "${a[@]}"
set -- p q; s=x$1"$2"$((1+1))'!'; echo "$s"; t=${#s}-$*; echo "$t"

#### arithmetic on an associative element with an expanded key
declare -A m; k=apple
((m[$k]++)); ((m[$k]++)); ((m[$k]+=5)); echo ${m[apple]} $((m[$k] * 2)) $(( m[$k] > 3 ))
((++m[$k])); ((m[$k]--)); echo ${m[$k]}; (( m[ $k ] = 40 )); echo "${m[apple]} ${m[" apple "]}"
k='a b'; ((m[$k]++)); k=010; ((m[$k]++)); declare -p m
declare -A n; for w in a b a c a b; do ((n[$w]++)); done; for x in a b c; do echo "$x ${n[$x]}"; done
declare -a a; i=2; ((a[$i]++)); ((a[$i]+=3)); j=i; ((a[$j]++)); declare -p a
declare -Ai ii; k=v; ((ii[$k]+=2)); declare -p ii
declare -A r; k=w; ((r[$k] = 5, r[$k] *= 3)); echo ${r[w]}; ((r[$k] = r[$k] + 1)); echo ${r[w]}

#### errors in arithmetic on an associative element with an expanded key
declare -A z; k=q; echo $(( z[$k] )); (( z[$k] / 0 )); echo "st $?"
echo $(( z[$k] + 1 / 0 )); echo "not reached"

#### a readonly associative array and set -u with an expanded key
readonly -A ro=([a]=1); k=a; ((ro[$k]++)); echo "st $?"; declare -p ro
set -u; declare -A s; k=e; (( s[$k]++ )); declare -p s; (( s2[$k] + 1 )); echo after
