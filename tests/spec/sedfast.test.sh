# sed's batch path: the Nth occurrence of a fixed string (s/x/y/2, 3g), N,$ ranges, a text
# queued per cycle (with d, with -z, the general loop for q/Q), n and N reading ahead

#### sed batch case 1
printf 'axbxcx\nxx\nx\nnone\naxxbx\n' > f; sed 's/x/Y/2' f; sed 's/x/Y/3g' f; sed -n 's/x/[&]/2p' f; sed 's/xx/Z/2' f

#### sed batch case 2
printf 'aaaa\naaaaa\n' > f; sed 's/aa/X/2' f; sed 's/aa/X/2g' f; sed 's/a/&&/3' f

#### sed batch case 3
printf 'a,b,c,d\n,,,\n' > f; sed 's/,/;/2' f; sed 's/,/;/4' f; sed 's/,/\n/2g' f

#### sed batch case 4
seq 10 > f; sed -n '5,$p' f; sed '8,$d' f; sed '3,$s/$/!/' f; sed -n '11,$p' f; sed -n '10,$p' f

#### sed batch case 5
seq 10 | sed -n '5,$p'; printf '1\n2\n3' | sed -n '2,$p'; printf '1\n2\n3' | sed '2,$s/$/x/'

#### sed batch case 6
seq 5 | sed 'a\
after'; seq 3 | sed '2a two-and-half'; seq 3 | sed '$a end'; seq 4 | sed '/3/d;a X'

#### sed batch case 7
seq 3 | sed -n 'a A
p'; seq 3 | sed 'a A
i B'; printf '1\n2' | sed 'a X'

#### sed batch case 8
seq 3 | sed -e 'a one' -e 'a two'; seq 3 | sed '1{a x
}'; seq 3 | sed '2!a y'

#### sed batch case 9
seq 3 | sed 'a x
2q'; seq 3 | sed 'a x
2Q'

#### sed batch case 10
printf 'a\nb\n' > f1; printf 'c\nd\n' > f2; sed '1,$s/^/>/' f1 f2; sed -s '2,$s/^/>/' f1 f2; sed -n '$p' f1 f2; sed -s -n '2,$p' f1 f2

#### sed batch case 11
seq 5 | sed -z 's/\n/,/2'; printf 'a\0b\0' | sed -z 'a X' | od -c | head -3

#### sed batch case 12
echo 'hello world' | sed 's/o/0/2'; echo 'hello world' | sed 's/l/L/3'; echo 'abcabc' | sed 's/b/&&/2'
