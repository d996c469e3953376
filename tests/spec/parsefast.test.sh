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
