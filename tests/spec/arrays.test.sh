# Indexed arrays: assignment, indexing, slicing, length, unset, append, sparse.

#### literal array
a=(one two three)
echo ${a[0]} ${a[2]} ${#a[@]}

#### array element default index zero
a=(x y)
echo $a ${a}

#### assign index
a[5]=five; a[1]=one
echo "${a[@]}" ${#a[@]} "${!a[@]}"

#### sparse literal indices
a=([3]=c [1]=a b)
echo "${!a[@]}" "${a[@]}"

#### append to array
a=(1 2); a+=(3 4)
echo "${a[@]}" ${#a[@]}

#### append to element
a=(x y); a[1]+=z
echo "${a[@]}"

#### negative index
a=(1 2 3 4)
echo ${a[-1]} ${a[-2]}

#### negative index out of range
a=(1 2 3)
echo "[${a[-5]}]"
echo next

#### assign negative index
a=(1 2 3)
a[-1]=X
echo "${a[@]}"

#### assign bad negative index
a=(1 2 3)
a[-9]=X
echo "status $?" "${a[@]}"

#### length of element
a=(hello wor)
echo ${#a[0]} ${#a[1]} ${#a}

#### quoted at vs star
a=("a b" c)
for x in "${a[@]}"; do echo "<$x>"; done
for x in "${a[*]}"; do echo "<$x>"; done

#### star with IFS
a=(x y z)
IFS=:
echo "${a[*]}"
IFS=
echo "${a[*]}"

#### unquoted at splits
a=("a b" c)
for x in ${a[@]}; do echo "<$x>"; done

#### slice of array
a=(a b c d e)
echo "${a[@]:1:2}" "|" "${a[@]:3}" "|" "${a[@]: -2}"

#### slice sparse array
a=([0]=a [5]=b [9]=c)
echo "${a[@]:1}" "|" "${a[@]:6}"

#### slice with negative length
a=(a b c d e)
echo "${a[@]:1:-1}"

#### unset element
a=(a b c)
unset 'a[1]'
echo "${a[@]}" ${#a[@]} "${!a[@]}"

#### unset whole array
a=(a b c)
unset a
echo "[${a[@]}]" ${#a[@]}

#### empty array
a=()
echo ${#a[@]} "[${a[@]}]"
for x in "${a[@]}"; do echo never; done
echo done

#### array from command subst
a=($(printf '%s\n' x y z))
echo ${#a[@]} ${a[1]}

#### array with glob in literal
touch f1 f2
a=(f*)
echo ${#a[@]} "${a[@]}"

#### arithmetic index
a=(a b c d)
i=1
echo ${a[i+1]} ${a[$i]} ${a[i*3]}

#### declare -a and declare -p
declare -a a=(1 "two words" 3)
declare -p a

#### declare -p sparse
a[2]=x; a[7]=y
declare -p a

#### array assignment by index in literal with append
a=([1]=x)
a+=([5]=y z)
declare -p a

#### array element in arithmetic
a=(5 10 15)
echo $(( a[0] + a[2] ))
(( a[1] += 1 ))
echo ${a[1]}

#### prefix and suffix ops on arrays
a=(apple banana cherry)
echo "${a[@]#*a}" "|" "${a[@]%a*}" "|" "${a[@]/a/A}" "|" "${a[@]//a/A}"

#### case modification on arrays
a=(abc def)
echo "${a[@]^}" "${a[@]^^}" "${a[@],,}"

#### string to array conversion
s=hello
s[1]=world
declare -p s

#### array of array length zero
unset a
echo ${#a[@]} ${#a[*]}

#### indices of array star
a=([2]=x [4]=y)
echo "${!a[*]}"

#### array expansion in double quotes with prefix
a=(1 2 3)
echo "x${a[@]}y"
printf '<%s>' "x${a[@]}y"; echo

#### copy array
a=("a b" c "")
b=("${a[@]}")
echo ${#b[@]}
printf '<%s>' "${b[@]}"; echo

#### read into array then iterate
IFS=, read -r -a parts <<< "a,b,,c"
echo ${#parts[@]}
printf '<%s>' "${parts[@]}"; echo

#### array element with spaces unquoted
a=("x   y")
echo ${a[0]}
echo "${a[0]}"

#### bad array subscript
a=(1 2)
echo ${a[@]:-x}
b=()
echo ${b[@]:-empty}

#### array in for with index
a=(p q r)
for i in "${!a[@]}"; do echo "$i=${a[i]}"; done

#### local array in function
f() { local -a arr=(1 2 3); echo ${#arr[@]}; }
f
echo "[${arr[@]}]"

#### array assign element through variable subscript
i=3
a[i]=three
a[$i+1]=four
echo "${!a[@]}" "${a[@]}"

#### unset with negative index
a=(1 2 3)
unset 'a[-1]'
echo "${a[@]}"

#### whole array assignment resets
a=(1 2 3)
a=(x)
echo ${#a[@]} "${a[@]}"

#### array elements with empty strings count
a=("" "" x)
echo ${#a[@]}

#### array subscript with spaces
a=(1 2 3)
echo ${a[ 1 ]}

#### readonly array
readonly -a r=(1 2)
r[0]=5
echo "status $?"
echo "${r[@]}"

#### array concatenation in string
a=(x y)
s="${a[@]}"
echo "$s"

#### star in unquoted context with IFS null
a=("a b" c)
IFS=
printf '<%s>' ${a[*]}; echo
printf '<%s>' ${a[@]}; echo

#### dollar at with empty elements
a=("" x "")
printf '<%s>' "${a[@]}"; echo
printf '<%s>' ${a[@]}; echo

#### length of array element by negative index
a=(a bb ccc)
echo ${#a[-1]}

#### declare -a converts scalar
x=val
declare -a x
declare -p x

#### array subscript bad arithmetic
a=(1 2)
echo ${a[1+]}
echo after

#### array element assignment with arithmetic side effects
i=0
a[i++]=x
a[i++]=y
echo "${a[@]}" $i

#### array keys after unset in middle then append
a=(1 2 3)
unset 'a[1]'
a+=(4)
declare -p a

#### array in arithmetic context whole
a=(3 4)
echo $((a + 1))

#### array with IFS join in assignment
a=(x y z)
IFS=/
s="${a[*]}"
echo "$s"

#### quoted array slice with spaces
a=("a b" "c d" "e f")
printf '<%s>' "${a[@]:1:1}"; echo

#### array length of unset element
a=(1 2)
echo ${#a[5]}

#### array index expression with variable names
a=(10 20 30)
x=1 y=1
echo ${a[x+y]}

#### appending to unset array element
a[3]+=x
declare -p a

#### mapfile then modify
mapfile -t a <<< $'1\n2'
a[0]=one
echo "${a[@]}"

#### array expansion in case pattern
a=(x y)
case y in "${a[1]}") echo matched;; esac

#### unset all array elements via at
a=(1 2 3)
unset 'a[@]'
echo ${#a[@]}
declare -p a

#### literal subscripts: decimal, octal, blanks, expressions, associative keys
a=(x y z w); echo ${a[3]} ${a[0]} ${a[010]} ${a[ 1 ]} ${a[1+1]} "${a[2]}"; i=1; echo ${a[i]}; a[10]=t; echo ${a[10]} ${a[011]}
declare -A m=([3]=three [03]=x); echo ${m[3]} ${m[03]}

#### a decimal subscript too long for 64 bits wraps
a=(x y); echo "[${a[18446744073709551617]}]"

#### element reads through a plain key variable, with operators
a=(zero one two three) ; declare -A m=([k]=v [3]=three [' x']=sp [01]=o)
i=2 j=02 k=k n=-1 e= s=' x' z=01
echo ${a[$i]} ${a[$j]} ${a[$n]} ${a[$e]} ${m[$k]} ${m[$i]-none} ${m[$s]} ${m[$z]} ${m[$j]:-dflt}
echo ${#a[$i]} ${a[$i]^^} ${a[$i]#t} ${a[3]:1:2} ${a[$i]/w/W} ${m[k]:+set} ${a[9]:-unset} ${a[9]-u2}
declare -n r=i; echo ${a[$r]}; unset -n r
p=(a b); echo ${p[$undefined]}; t=scalar; echo ${t[0]} ${t[$e]} ${t[1]:-no}
b=([5]=five); echo ${b[5]} ${b[$((2+3))]} ${b[4]:=four} ${b[4]}

#### element reads of unset elements and keys under set -u
a=(x); declare -A m=([k]=v)
set -u
echo ${a[0]} ${m[k]}
(echo ${m[nokey]}); echo status $?
(k=none; echo ${m[$k]}); echo status $?
(echo ${a[$nosuch]}); echo status $?

#### arithmetic subscripts in element reads: evaluated once, with their side effects and errors
a=(a0 a1 a2 a3 a4); i=7 j=2
echo ${a[i % 5]} ${a[j+1]} ${a[j*2]:-none} ${a[i-9]} ${a[ j ]} ${#a[j+2]} ${a[i%5]^^}
x='j++'; echo ${a[x]} $j; echo ${a[x]} $j; unset 'a[4]'; echo "[${a[j]}]" $j; k='j--'; echo "[${a[k]}]" $j
s=; y=s; echo "[${a[y]}]" "[${a[s+1]}]"; n=010; echo ${a[n-5]} ${a[0x2]}
(echo ${a[1/0]}; echo after); echo status $?
(echo ${a[j/zero]}); echo status $?

#### a bad subscript in declare, read, printf -v and a nameref: status 1 (a nameref abandons the line)
declare -A m; e=; declare m[$e]=x; echo "rc=$? after"
declare m[$e]=x y=2; echo "rc=$? y=$y"
a=(1 2); declare a[-9]=x; echo "rc=$?"
read 'm[]' <<< v; echo "rc=$?"
read 'a[-9]' <<< v; echo "rc=$?"
printf -v 'a[-9]' %s v; echo "rc=$?"
printf -v 'm[]' %s v; echo "rc=$?"
declare -n r='a[-9]'; r=5; echo "rc=$? next"
echo "end ${a[*]}"

#### arithmetic subscripts evaluated many times
a=(10 20 30 40 50) s=0
for ((i = 0; i < 40; i++)); do s=$((s + ${a[i % 5]})); echo -n "${a[(i * 3) % 5]} "; done; echo
echo $s
k=1
for i in {0..30}; do [[ $i == 20 ]] && k=x; [[ $i == 25 ]] && k=010; echo -n "${a[i % 4 + k]:-u} "; done; echo

#### ${#a[@]} counts set elements (sparse, assoc, scalar, empty, unset, dynamic arrays)
a=(1 2 3); echo ${#a[@]} ${#a[*]}; a[10]=x; unset 'a[0]'; echo ${#a[@]}
declare -A m=([x]=1 [y]=2); echo ${#m[@]}; s=abc; echo ${#s[@]} ${#u[@]}; b=(); echo ${#b[@]}
true | false | true; echo ${#PIPESTATUS[@]}; declare -n r=a; echo ${#r[@]}
f() { echo ${#FUNCNAME[@]}; }; f; [[ ab =~ (a)(b) ]]; echo ${#BASH_REMATCH[@]}
for ((i = 0; i < ${#a[@]}; i++)); do a+=(y); [[ $i -gt 5 ]] && break; done; echo $i ${#a[@]}

#### ${#a[@]} of an unset array under set -u ends the shell with status 1
set -u; b=(); echo ${#b[@]}; echo ${#zz[@]}; echo notreached

#### ${#a[*]} of a declared but unassigned array under set -u
set -u; declare -a c; echo ${#c[*]}; echo notreached

#### appending after out-of-order and sparse element assignments goes past the highest index
a[0]=x; a[5]=y; a[2]=z; a+=(w); declare -p a; echo ${a[-1]}
b=([0]=x [5]=y [2]=z); b+=(w); declare -p b
c=([3]=c); c[1]=b; c+=(d e); declare -p c; echo ${c[-1]} ${#c[@]}
((m[7]=1, m[2]=2)); m+=(x); declare -p m; : ${u[3]:=k}; u[1]=j; u+=(l); declare -p u
arr=(); for i in 3 1 2; do arr[$i]=$i; done; arr+=(n); echo "${arr[@]}"; declare -p arr
mapfile -t -O 5 q < <(printf 'a\nb\n'); q[1]=z; q+=(w); declare -p q

#### negative subscripts count from past the highest index, also of sparse arrays
a=(1 2 3); echo ${a[-1]} ${a[-3]}; a[-1]=x; a[-3]+=y; declare -p a
b=([0]=x [5]=y [2]=z); echo ${b[-1]} ${b[-4]}; unset 'b[-1]'; declare -p b; echo $((b[-1])); ((b[-1]=9)); declare -p b
echo ${a[-4]}; echo after

#### a negative subscript of an empty array is reported, the line goes on
c=(); echo "[${c[-1]}]"; echo after; c[-1]=x; echo notreached

#### the next index after unsetting the highest elements, and after a descending fill
a[0]=x; a[5]=y; a[2]=z; a+=(w); unset 'a[6]'; a+=(v); declare -p a; unset 'a[6]' 'a[5]'; a+=(u); declare -p a
for ((i = 5; i >= 0; i--)); do b[i]=$i; done; b+=(n); unset 'b[6]'; unset 'b[-1]'; b+=(m); declare -p b; echo ${b[-1]} ${#b[@]}
c=([3]=x); unset 'c[3]'; c+=(y); declare -p c; d=(1 2 3); unset 'd[1]'; d+=(4); declare -p d

#### negative subscripts of unset and scalar variables, and of unset
unset 'a[-3]'; echo $?; a=(1); unset 'a[-3]'; echo $?; unset 'b[-1]'; echo $?
echo "[${c[-1]}]" $?; echo "[${c[0]}]"; c=x; echo "[${c[-2]}]" "[${c[-1]}]" "[${c[0]}]" "[${c[1]}]"
declare -a e; echo "[${e[-1]}]"; declare -A m; echo "[${m[-1]}]"
((z[-2]=3)); declare -p z; echo $?; ((y[0]=1, y[-1]+=4)); declare -p y

#### unset of a negative subscript of an empty array
a=(); unset 'a[-1]'; echo $?; declare -p a

#### array slices of dense and sparse arrays (offsets are indices; holes skipped)
a=(a b c d e); echo "${a[@]:1:2}|${a[@]: -2}|${a[@]:7}|${a[@]: -9}|${a[*]:2:1}|${a[@]:5}|${a[@]:4:9}"
b=([1]=b [2]=c); echo "${b[@]:0:1}|${b[@]: -1}|${b[@]:1}|${b[@]:2}|${b[@]:3}"
c=([0]=x [3]=y [7]=z); echo "${c[@]:1}|${c[@]:3:1}|${c[@]: -1}|${c[@]: -5:2}|${c[@]:8}"
d=(x y z); unset "d[0]"; echo "${d[@]:0}|${d[@]:1:1}|${d[@]: -3}"; e=(); echo "[${e[@]:0}]"

#### ${v[@]:off:len} of a scalar is a substring of its value, as one word
v=abcdef; echo ${v[@]:1} "${v[@]:2:2}" ${v[*]:1} "${v[@]: -2}" "${v[@]:1:-1}" "${v[0]:1}" "${v[*]:2:1}"
v=abc; set -- "${v[@]:9}"; echo $#; set -- "${v[@]:3}"; echo $#; set -- "${v[*]:1}"; echo "$# $1"
v=""; set -- "${v[@]:0}"; echo $#; unset v; set -- "${v[@]:0}"; echo $#
v="a b"; set -- ${v[@]:0}; echo $#

#### ${m[@]:off:len} of an associative array: offsets from 1
declare -A m=([a]=1 [b]=2 [c]=3 [d]=4); echo "${m[@]}"; echo "1: ${m[@]:1}"; echo "2: ${m[@]:2}"
echo "0:2 ${m[@]:0:2}"; echo "1:2 ${m[@]:1:2}"; echo "-1: ${m[@]: -1}"; echo "-5: ${m[@]: -5}|"
echo "4: ${m[@]:4}|"; echo "5: ${m[@]:5}|"; echo "q ${m[*]:2}"
declare -A n=([a]=1); set -- "${n[@]:5}"; echo $#

#### set -u: ${#a[i]} of an unset element is 0; of an unset array the line ends
set -u; a=(1); echo ${#a[3]}; declare -A h=([k]=1); echo ${#h[z]}
echo ${#zz[1]}; echo same line
echo ${#zz[@]}; echo same line
v=x; echo ${#v[3]}; echo same line
echo next line

#### a[i]=v: the subscript is the variable's arithmetic value, whatever it holds
a=(x y z); i=1; a[i]=Q; j=-1; a[j]=L; k=" 2"; a[k]=K; echo "${a[@]}"
b=(); n=007; b[n]=octal; x=2+1; b[x]=expr; m=4; b[m]=four; b[m]+=more; declare -p b
c=(); for ((i=0;i<5;i++)); do c[i]=$((i*i)); done; echo "${c[@]}" "${!c[@]}"
declare -A h; i=k; h[i]=v; declare -p h
set -u; d=(); d[nope]=1; echo "not reached"
