# Parsing of new text (session 35, helper h5): one-line command lists, pipelines and loops
# that the parser's fast path builds, as bash reads them; words with brackets.

#### an argument with nested brackets and a blank is two words
echo a[[x y]]=1
printf '<%s>' a[[x y]]=1 z; echo
printf '<%s>' a[1]=2 [x] a[]=q; echo

#### one-line lists, pipelines and redirections
printf 'b\na\nc\n' > in.txt; sort < in.txt | head -2 | tr a-z A-Z; echo rc=$?
grep -c a in.txt && echo yes || echo no; grep -c zz in.txt || echo none
echo 'x y' "a $HOME b" \* >out.txt 2>&1; cat out.txt | wc -w
x=1 y= z='q r'; echo "$x|$y|$z" ${x}${y:-d} ${z#q} $((x * 7 + 2))  # a comment
m[k1]=5 n+=7; echo ${m[k1]} $n; true &>/dev/null; echo done >&2 2>/dev/null

#### one-line loops and conditionals
for f in c a b; do echo "$f"; done | sort; for x; do echo never; done
if [ 7 -gt 5 ]; then c=7; elif true; then c=0; else c=1; fi; echo $c
i=0; while [ $i -lt 3 ]; do i=$((i + 1)); done; echo $i; until true; do :; done; echo u
if false; then :; fi > o.txt; wc -c < o.txt

#### eval of new text in a loop
for i in 1 2 3 4 5 6; do eval "if [ $i -gt 4 ]; then c=$i; fi"; eval "x$i=\${v$i:-none}"; done
echo $c $x1 $x6
declare -A m; for i in 1 2 3; do eval "m[k$i]=\$i"; done; echo ${#m[@]} ${m[k2]}

#### an argument a[$x]=1 expands its subscript
x=5; printf '<%s>' a[$x]=1 z; echo

#### an argument a[x y]=1 is two words
printf '<%s>' a[x y]=1 z; echo

#### echo arr[$i]=foo and k[$((i+1))]=v
i=3; echo arr[$i]=foo; echo k[$((i+1))]=v

#### declare/local of an element with an expanded subscript
i=2; declare -a q; declare q[$i]=7; echo "${q[@]}"; local_t(){ local -a w; local w[$i]=x; echo "${w[2]}"; }; local_t

#### export of an element is not a valid identifier (expanded subscript)
i=1; export E[$i]=v 2>&1; echo ok

#### declare and local elements: declare -p
x=5; declare -a z; declare z[$x]=$x; declare -p z; local_f(){ local -a w; local w[$x]="a b"; declare -p w; }; local_f

#### assignments with expanded subscripts, tilde after ]= and =
x=2; a[$x]=7 b[x+1]=8; echo "${a[@]} ${b[@]}"; c[$x]=~ ; echo "${c[2]}"; echo a[1]=~ x=~/p

#### a prefix element assignment, and arguments with $(...), quotes, escapes
x=3; arr[$x]=v env | grep -c '^arr' ; echo q[$x]=1 r[$(echo 4)]=2 "s[$x]=3" t[\$x]=4

#### assoc keys with expansions
declare -A m; k=key; m[$k]=1; m["$k two"]=2; echo "${!m[@]}" | tr ' ' '\n' | sort | tr '\n' ,

#### an argument element word is globbed
touch a5=1; x=5; echo a[$x]=1 a[5]=1 b[$x]=1; rm a5=1

#### export/readonly of an element: not a valid identifier
export E[1]=v; echo "rc=$?"; readonly R[2]=x; echo "rc=$?"; export F[1]; echo "rc=$?"

#### export of an element with an expanded subscript
i=1; export E[$i]=v; echo "rc=$?"
