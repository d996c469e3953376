# grep and rg over big files with many selected lines: -o with context, context groups, counts

#### grep -o with context over a block where most lines match
seq 1 20000 | awk '{printf "%s %d %s\n", ($1%5==0?"zz":"abe"), $1, ($1%3==0?"eve":"q")}' > f.txt
grep -o -C1 -n 'e' f.txt | tail -4
grep -o -C1 -n 'e' f.txt | wc -l
grep -o -A1 -n '[a-z]*e[a-z]*' f.txt | tail -3
grep -o -B2 -H 'e.' f.txt | tail -3
grep -o -C1 -n -m 7000 'e' f.txt | tail -2
grep -o -C1 --no-group-separator -n 'ev' f.txt | tail -2
grep -o -A1 -n -i 'E' f.txt | wc -l
grep -o -C1 -n -E '(e)v' f.txt | tail -2
grep -o -C2 -c 'e' f.txt

#### rg context groups over a big file: the last group at the file's end
seq 1 30000 | awk '{printf "%d %s %s\n", $1, ($1%9==0?"404":"200"), ($1%13==0?"POST":"GET")}' > f.log
rg -C2 ' 404 ' f.log | wc -l
rg -C2 ' 404 ' f.log | tail -4
rg -B2 'POST' f.log | tail -3
rg -A3 -n ' 404 ' f.log | tail -5
rg -A2 -B1 -n -H 'POST' f.log | tail -4
printf '29997 404 x\nlast 404 line' >> f.log
rg -A3 -n ' 404 ' f.log | tail -3
rg -C5 ' 404 ' f.log | tail -2

#### rg -o -n where most lines hold matches (each line searched alone)
seq 1 30000 | awk '{printf "w%d %s x%d\n", $1, ($1%4==0?"":"a1 b22"), $1%7}' > f.txt
printf 'tail 77 no newline' >> f.txt
rg -o -n '[0-9]+' f.txt | tail -4
rg -o -n '[0-9]+' f.txt | wc -l
rg -on '[a-z][0-9]' f.txt | tail -3
rg -on -H 'x[0-6]' f.txt | tail -2
rg -on 'b2*' f.txt | tail -2
rg -on '\w+' f.txt | tail -3
rg -on 'x1|w' f.txt | tail -3

#### rg -c of a literal and of an alternation of literals over a big file
seq 1 30000 | awk '{printf "%d %s %s\n", $1, ($1%2==0?"GET":"PUT"), ($1%5==0?"POST get GET":"x")}' > f.log
printf 'last GET no newline' >> f.log
rg -c GET f.log
rg -c -v GET f.log
rg -c -i get f.log
rg -c -v -i get f.log
rg -c 'GET|POST' f.log
rg -c -v 'PUT|POST' f.log
rg -c -m 7 GET f.log
rg 'POST|PUT' f.log | wc -l
rg -n 'zzz|x$' f.log | tail -2
rg -c 'GET|' f.log
rg -c -w 'GET|PO' f.log

#### grep -c and rg -c of one character over a big file
seq 1 30000 | awk '{printf "%d %s %s\n", $1, ($1%3==0?"Ee":"x"), ($1%7==0?"E":"q")}' > f.txt
printf 'no newline e' >> f.txt
grep -c e f.txt
grep -c E f.txt
grep -ci e f.txt
grep -vc e f.txt
grep -vci E f.txt
grep -c 7 f.txt
grep -c -m 9 e f.txt
rg -c e f.txt
rg -c -i E f.txt
rg -c -v E f.txt
rg -c -S e f.txt
printf 'caf\303\251 e\n' >> f.txt
grep -c e f.txt
rg -c -i e f.txt

#### rg --count-matches of a literal over a big file
seq 1 30000 | awk '{printf "%d %s %s\n", $1, ($1%2==0?"GET GETGET":"get"), ($1%5==0?"Get":"x")}' > f.log
printf 'last GET' >> f.log
rg --count-matches GET f.log
rg --count-matches GETGET f.log
rg --count-matches -i get f.log
rg --count-matches -v GET f.log
rg -c -o GET f.log
rg -c -o -v GET f.log
rg --count-matches 'GET|get' f.log
rg --count-matches -w GET f.log
rg --count-matches zzz f.log; echo "st=$?"

#### grep -c of a few literals on most lines of a big file
seq 1 30000 | awk '{printf "%d %s %s\n", $1, ($1%2==0?"GET":"PUT"), ($1%3==0?"POST":"x")}' > f.log
grep -c -e GET -e POST f.log
grep -c -F -e GET -e PUT f.log
grep -c -E 'GET|POST' f.log
grep -vc -e GET -e POST f.log
grep -ic -e get -e post f.log
grep -c -e GET -e POST -e zzz f.log

#### rg numbered context over big files: separators, names, two files
seq 1 20000 | awk '{printf "%d %s\n", $1, ($1%3==0?"e x":($1%11==0?"q":"zz"))}' > a.txt
seq 1 9000 | awk '{printf "%d %s\n", $1, ($1%50==0?"e":"y")}' > b.txt
rg -C1 -n e a.txt | tail -4
rg -C1 -n e a.txt | wc -l
rg -A2 -B1 -n -H e a.txt | tail -3
rg -C1 -n --context-separator='%d' ' q' a.txt | tail -4
rg -C1 -n --no-context-separator e a.txt | tail -2
rg -j1 -C1 -n e a.txt b.txt | tail -5
rg -j1 -B1 -n --null e b.txt a.txt | tail -2 | tr '\0' '@'

#### rg context where most lines are selected (from all the lines' tests)
seq 1 20000 | awk '{printf "%d %s\n", $1, ($1%4==0?"zz":"e x")}' > d.txt
printf 'last e' >> d.txt
rg -C1 -n e d.txt | tail -3
rg -C1 e d.txt | wc -l
rg -B2 -n -H e d.txt | tail -2
rg -A1 -n --field-match-separator=é --field-context-separator='' e d.txt | tail -3
rg -C1 -n --context-separator='a%sb' ' e' d.txt | head -4
rg -A 30000 -n e d.txt | wc -l
rg -j1 -B1 -n --null e d.txt d.txt | tail -2 | tr '\0' '@'

#### rg context of a literal on most lines: an empty file, no match, an empty last line
printf '' > e0.txt
rg -A1 x e0.txt; echo "st=$?"
seq 1 3000 | awk '{printf "%d GET\n", $1}' > g.txt
rg -A1 -n POST g.txt; echo "st=$?"
printf '\n\n' >> g.txt
rg -C1 -n GET g.txt | tail -3
rg -B1 GET g.txt | tail -2

#### rg context of several literals or -i on many lines
seq 1 20000 | awk '{printf "%d %s\n", $1, ($1%3==0?"Get x":($1%5==0?"POST":"y"))}' > h.txt
rg -A1 -i get h.txt | tail -3
rg -C1 -n -e Get -e POST h.txt | tail -4
rg -B1 -n -S get h.txt | wc -l
rg -C1 'Get|POST' h.txt | wc -l
printf 'caf\303\251 GET\n' >> h.txt
rg -A1 -i -n get h.txt | tail -2
