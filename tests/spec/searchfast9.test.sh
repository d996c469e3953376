# grep / rg speed paths of session 35 (helper h2): each case checks a fast path's output
# against GNU grep / ripgrep.

#### grep -o of a pattern ending the line with a rare literal
for ((i = 0; i < 12000; i++)); do printf 'w%d %d\n' $((i % 7)) $((i * 7919 % 100003)); done > n.txt
grep -o '[0-9]*99$' n.txt | wc -l
grep -o '[0-9]*99$' n.txt | sort | head -3
grep -on '[0-9]*99$' n.txt | tail -3
grep -ob '[0-9]*99$' n.txt | tail -2
grep -o 'w[0-9] [0-9]*99$' n.txt | tail -2
grep -oE '[0-9]+ 1[0-9]*99$' n.txt | wc -l

#### grep -o of a line-ending literal: last line without newline, alternatives, empty
printf '1299\n55 99\n99x\nab99\n7799' > e.txt
grep -o '[0-9]*99$' e.txt
grep -on '9*$' e.txt
grep -oE 'x|[0-9]*99$' e.txt
grep -o '[a-z]*99$' e.txt
printf '1299\n' > f.txt
grep -o '2*99$' f.txt e.txt
