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

#### grep BRE: + ? { } ( ) | are plain characters (a literal's fast paths)
printf 'x = compute(1)\ncompute 2\na+b a|b\na{2} ab?\nab\n(q)\n' > b.txt
grep -n 'compute(' b.txt
grep -c 'a+b' b.txt
grep -o 'a|b' b.txt
grep 'a{2}' b.txt
grep -n 'ab?' b.txt
grep -c '(q)' b.txt
grep -vc 'compute(' b.txt
grep -w 'compute(1)' b.txt
grep -x '(q)' b.txt
grep -i 'COMPUTE(' b.txt
grep -c -e 'a+b' -e '(q)' b.txt
grep -n -e 'ab?' -e 'a{2}' b.txt
grep -E -c 'a+b' b.txt
grep -c 'calc(' b.txt; echo "status $?"

#### grep -c of literals that start alike
for ((i = 0; i < 3000; i++)); do printf '10.0.%d.1 GET /api/x %d 12\n' $((i % 7)) $((200 + (i % 5) * 100)); done > a.log
grep -c -e ' 400 ' -e ' 500 ' -e ' 600 ' a.log
grep -vc -e ' 400 ' -e ' 500 ' a.log
grep -c -F -e '10.0.1' -e '10.0.3' a.log
grep -c -E ' (400|600) ' a.log
printf 'ab ac\nad\nae ab\n' > s.txt
grep -c -e ab -e ac s.txt
grep -c -e ab -e ae -e ad s.txt

#### rg -E: an unknown encoding is an error, a known label any case
printf 'alpha\nbeta\n' > a.txt
rg -E bogus -c alpha a.txt; echo "status $?"
rg -E '' -c alpha a.txt; echo "status $?"
rg -E AUTO -c alpha a.txt; echo "status $?"
rg -E iso-2022-kr -c alpha a.txt; echo "status $?"
rg -E replacement -c alpha a.txt; echo "status $?"
for e in auto none utf-8 UTF8 ' utf-8 ' latin1 Windows-1252 x-user-defined unicode11utf8 ms932 gbk csisolatin9; do
  rg -E "$e" -c alpha a.txt; echo "$e status $?"
done

#### rg -E: the last one, --no-encoding, and which error comes first
printf 'alpha\nbeta\n' > a.txt
rg --encoding=bogus --encoding=utf8 -c alpha a.txt; echo "status $?"
rg --encoding=utf8 --encoding=bogus -c alpha a.txt; echo "status $?"
rg --encoding=bogus --no-encoding -c alpha a.txt; echo "status $?"
rg --no-encoding --encoding=bogus -c alpha a.txt; echo "status $?"
rg -Ebogus -l alpha a.txt; echo "status $?"
rg -E bogus '(' a.txt; echo "status $?"
rg -E bogus --colors bogus alpha a.txt; echo "status $?"
rg -E bogus --files a.txt; echo "status $?"
rg -E bogus -q alpha a.txt; echo "status $?"
rg -E bogus --json alpha a.txt; echo "status $?"
rg -E bogus alpha missing.txt; echo "status $?"

#### rg --color=always -i of a literal: each case painted, adjacent ones one run
printf 'xX ax\nnone\nGeT get GETget\nAaAa aaa\nabAB abab\n' > c.txt
rg --color=always -i x c.txt | cat -v
rg --color=always -i -n GET c.txt | cat -v
rg --color=always -S get c.txt | cat -v
rg --color=always -i aa c.txt | cat -v
rg --color=always -i abab c.txt | cat -v
rg --color=always -i -C1 'none' c.txt | cat -v
rg --color=always -i -H --column 'get' c.txt | cat -v
for ((i = 0; i < 4000; i++)); do printf 'w%d X%dx\n' $i $((i % 9)); done > big.txt
rg --color=always -i 'x3' big.txt | tail -2 | cat -v
rg --color=always -i -n 'X' big.txt | head -3 | cat -v

#### grep -n -i / rg -n -i of a literal on one short line in four
for ((i = 0; i < 6000; i++)); do
  case $((i % 4)) in 0) printf 'a%dX\n' $i ;; 1) printf 'b%dx\n' $i ;; *) printf 'c%d\n' $i ;; esac
done > s.txt
grep -n -i 'x' s.txt | tail -2
grep -n -i 'X' s.txt | wc -l
grep -c -i '1x' s.txt
rg -n -i 'x' s.txt | tail -2
rg -n -i 'X' s.txt | wc -l
rg -n -i '9X' s.txt | head -2

#### rg -c / --count-matches of a literal over small files
mkdir -p t/a t/b
printf 'x = compute(1)\ny = compute(compute(2))\nTODO fix\n' > t/a/one.py
printf 'nothing here\ntodo later\n' > t/a/two.py
printf 'compute' > t/b/three.py
printf 'Compute\r\ncompute\r\n' > t/b/four.py
rg -c compute t | sort
rg --count-matches compute t | sort
rg -c -v compute t | sort
rg -c -i todo t | sort
rg -c --include-zero 'zzz' t | sort
rg -c -o compute t | sort
rg -c --crlf compute t | sort
rg -c -i COMPUTE t/b/four.py
rg -c e t | sort
rg -c -v -i e t | sort
