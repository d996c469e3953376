# diff's line-matching engine on larger inputs (the searches' jumps over match-free rounds,
# discarded and sliding runs, the edit script read off in bulk, the normal format written a
# hunk at a time) and fmt's paragraph filling: the hunks and lines must stay GNU's.

#### diff of numbered lines against their reverse
for ((i = 1; i <= 400; i++)); do echo "line $i"; done > a
for ((i = 400; i >= 1; i--)); do echo "line $i"; done > b
diff a b | head -5
diff a b | wc -l
diff -u --label a --label b a b | grep -n '^ '
diff -c a b | grep -c '^!'
echo "status ${PIPESTATUS[0]}"

#### diff of scrambled lines against their sorted copy
for ((i = 0; i < 1500; i++)); do echo "k$(( (i * 7919) % 1000 ))"; done > a
sort a > b
diff a b | wc -l
diff a b | head -20
diff -u --label a --label b b a | grep -c '^ '
diff -e a b | wc -l

#### diff of files with no line in common
for ((i = 0; i < 300; i++)); do echo "a$i"; echo "shared"; done > a
for ((i = 0; i < 300; i++)); do echo "b$i"; done > b
echo shared >> b
diff a b | wc -l
diff a b | grep -n shared | head -3
diff --minimal a b | wc -l

#### diff with one-line changes every few lines
for ((i = 0; i < 700; i++)); do echo "row $i of $(( i % 13 ))"; done > a
for ((i = 0; i < 700; i++)); do
  if (( i % 7 == 3 )); then echo "row $i changed"; else echo "row $i of $(( i % 13 ))"; fi
done > b
diff a b | wc -l
diff a b | head -12
diff -n a b | head -6
diff -y -W 50 a b | head -8

#### diff runs of changes slide over repeated lines
printf 'a\n\nb\n\nc\n}\n}\nd\n' > a
printf 'a\n\nb\n\nx\n\nc\n}\n}\n}\nd\n' > b
diff a b
diff -u --label a --label b a b
printf '{\n}\n{\n}\n{\n}\nend\n' > c
printf '{\n}\nend\n' > d
diff c d
diff d c

#### diff with a frequent line around the changes
for ((i = 0; i < 400; i++)); do
  echo "same"; (( i % 40 == 0 )) && echo "mark $i"
done > a
for ((i = 0; i < 400; i++)); do
  echo "same"; (( i % 40 == 0 && i != 120 )) && echo "mark $i"; (( i == 200 )) && echo "new"
done > b
diff a b
diff -u --label a --label b a b

#### diff normal format with an incomplete last line
printf 'one\ntwo\nthree' > a
printf 'one\n2\nthree' > b
diff a b
printf 'one\ntwo\nthree\n' > c
diff a c
diff c a
printf 'x\n' > d
diff a d
echo "status $?"

#### diff ignoring case and white space over many lines
for ((i = 0; i < 300; i++)); do echo "Item  $i	value"; done > a
for ((i = 0; i < 300; i++)); do
  if (( i % 50 == 7 )); then echo "item $i value"; else echo "Item $i value"; fi
done > b
diff a b | wc -l
diff -b a b | wc -l
diff -w a b | head -4
diff -i -w a b
echo "status $?"
diff -q a b

#### diff --minimal against the default on a reversed list
for ((i = 1; i <= 60; i++)); do echo "$(( i % 9 ))"; done > a
for ((i = 60; i >= 1; i--)); do echo "$(( i % 9 ))"; done > b
diff a b | wc -l
diff --minimal a b | wc -l
diff --minimal a b | head -10

#### fmt fills a long paragraph across its 1000-word flushes
for ((i = 0; i < 1500; i++)); do
  printf 'word%d ' $(( (i * 37) % 101 ))
  (( i % 9 == 8 )) && printf 'end.\n'
done > p
echo >> p
fmt -w 60 p | wc -l
fmt -w 60 p | head -5
fmt -w 60 p | grep -n 'word17 ' | head -5
fmt -u -w 40 p | head -3

#### fmt sentence ends, parentheses and indentation
printf 'This is one. Another sentence here! And (quoted) words, with commas; and more.\n' > q
printf '  Indented second line of it.   Two spaces.  Done.\n\n' >> q
printf '\tTabbed paragraph with a rather long line that needs to be wrapped somewhere.\n' >> q
fmt -w 30 q
fmt -w 30 -u q
fmt -g 20 -w 40 q
