# grep -o with context on blocks where most lines match; grep -c; find -regex syntax errors

#### grep -o -A1 most lines matching, separators between groups
printf 'a1\nb\na2\na3\nb\nb\na4 a5\nb\nb\nb\na6\n' > f
grep -o -A1 'a[0-9]' f
echo "st=$?"

#### grep -o -B1 -n with group separator option
printf 'xa\nb\nxa\nxa\nb\nb\nb\nxa\nb\nb\nb\nb\nxa xa\n' > f
grep -o -B1 -n --group-separator=XX 'xa' f
grep -o -C1 -H --no-group-separator 'xa' f

#### grep -o -C1 where some selected lines match only empty
printf 'ab\nc\nc\nc\nab\nc\na\nc\nc\nc\nb\n' > f
grep -o -C1 'a*' f
echo "st=$?"

#### grep -o -A1 -m2 stops after two selected lines
printf 'a\nb\na\na\nb\na\n' > f
grep -o -A1 -m2 a f

#### grep -c about half the lines
i=0; while [ $i -lt 300 ]; do echo "w$i x"; echo "v$i"; i=$((i+1)); done > f
grep -c x f
grep -c 'x$' f
grep -c -v x f
grep x f | wc -l

#### find -regextype posix-extended: an operator at an expression's start
touch a ba
for r in '*a' '+a' '?a' '{1}a' 'a|*b' '(*a)' '^*a' 'a$*' '\<*' 'x(+a)' '*['; do
  find . -regextype posix-extended -regex "$r"; echo "st=$?"
done 2>&1

#### find -regextype posix-extended: intervals that are not
touch a ba
for r in 'a{1' 'a{1,' 'a{' 'a{x' 'a{1,2' 'a{1}{' 'a{1x}' 'a{x,}' 'a{}' 'a{2,1}' 'a{1,2x}'; do
  find . -regextype posix-extended -regex "$r"; echo "st=$?"
done 2>&1
find . -regextype posix-extended -regex '.*a{,}' | sort
find . -regextype posix-extended -regex '.*b{0}a{1}' | sort

#### find -regextype posix-awk and posix-egrep: which of those they reject
touch a ba
for t in posix-awk posix-egrep; do
  for r in '*a' '{' 'a|?b' 'a^*' '\<*' 'a{1' 'a{x,}' 'a{}' 'a{2,1}' 'a{1,2x}'; do
    find . -regextype $t -regex "$r"; echo "$t $r st=$?"
  done 2>&1
done

#### grep -E still takes a leading star as text
printf '*a\nb\n' | grep -E '*a'
printf 'a{1\n' | grep -E 'a{1'
echo "st=$?"

#### find -regex (emacs syntax): an operator after an anchor is text, ^ and $ inside are text
touch a ba 'a^' 'a$' 'x*'
for r in '^*a' 'a$*' '\b+' 'a^*' '\`*' '.*a^' '.*a\$' '\(^\./a\|x\)' '.*\<ba'; do
  find . -regex "$r" | sort; echo "st=$?"
done 2>&1
