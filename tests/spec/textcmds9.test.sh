# Text commands, round 9: the fast ways of comm, nl, paste, expand, shuf and fmt checked
# against GNU on inputs that reach their block, swap and fallback paths.

#### comm: a long input against a short one, blocks wholly below the other's line
i=0; while [ $i -lt 200 ]; do printf 'k%03d\n' $i; i=$((i+1)); done > a
printf 'k050\nk120\nk199\nk2\nz\n' > b
comm a b | wc -l; comm -12 a b; comm -13 a b; comm -3 b a | head -3; comm -23 b a
comm --total -3 a b | tail -1; comm --total b a | tail -1

#### comm: repeated lines pair one by one, the surplus in its input's column
printf 'a\na\na\nb\nc\nc\n' > a; printf 'a\nb\nb\nb\nc\nc\nc\nd\n' > b
comm a b; comm -1 a b; comm -2 b a; comm -3 --output-delimiter=: a b; comm --total -12 a b

#### comm: one input empty, the other long
i=0; while [ $i -lt 70 ]; do echo "line $i"; i=$((i+1)); done | sort > a; : > b
comm a b | wc -l; comm b a | head -2; comm -3 b a | tail -1; comm -z -1 b a | tr '\0' '\n' | head -2

#### comm: prefixes of each other, blanks and tabs
printf 'a\na\tb\na b\nab\n' | sort > a; printf 'a\na b\naa\nab\nb\n' | sort > b
comm a b; comm --output-delimiter='|' -2 b a

#### expand -t list: lines whose starts all differ, several tabs before the last stop
printf 'user1\t2\tx\nu\t\t\ty\nabcdefghij\tk\n\tq\tr\ts\n12\t3456\t7\t8\n' > t
expand -t 4,10 t; expand -t 3,5,9,11 t; expand -t 2,12 t | tr ' ' .
i=0; while [ $i -lt 50 ]; do printf 'k%d\t%d\tz\n' $i $((i*37)); i=$((i+1)); done | expand -t 4,7 | tail -3

#### nl: the block as the format, % and empty lines
printf 'a%%d\n%%s b\n\n%%\nlast\n' > t
nl t; nl -ba t; nl -ba -s'%d|' -w3 t; nl -nrz -v -3 -i 2 -ba t; nl -i 0 -nln t; nl -s% t
i=0; while [ $i -lt 30 ]; do echo "x$i"; i=$((i+1)); done | nl -w2 -v 95 | tail -2

#### join: a key once in file 2 and many times in file 1, with and without a tail
printf 'a 1\na 2\na 3\nb 4\nc 5\nc 6\n' > x; printf 'a\nb q\nc r s\nd\n' > y
join x y; join y x; join -t' ' x y; join -a1 -a2 x y; join -v2 x y
