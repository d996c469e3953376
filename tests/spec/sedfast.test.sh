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

#### sed batch case 13
seq 10 > f; sed '$!N;s/\n/ /' f; sed 'N;N;s/\n/,/g' f; sed -n 'h;n;G;p' f

#### sed batch case 14
seq 7 > f; sed 'N;N;s/\n/,/g' f; sed 'n;d' f; sed -n 'n;p' f; sed '$!N;P;D' f

#### sed batch case 15
seq 6 | sed 'N;P;D'; seq 5 | sed '1!G;h;$!d'; seq 5 | sed -n '1!G;h;$p'

#### sed batch case 16
printf 'a\nb\nc' | sed 'N;s/\n/+/'; printf 'a\nb\nc' | sed '$!N;s/\n/+/'; printf 'a\nb\nc\n' | sed 'N;s/\n/+/'

#### sed batch case 17
printf 'a\nb\n' > f1; printf 'c\nd\ne\n' > f2; sed 'N;s/\n/+/' f1 f2; sed -s 'N;s/\n/+/' f1 f2; sed -s '$!N;s/\n/+/' f1 f2

#### sed batch case 18
seq 20 | sed -n '/5/{n;p}'; seq 20 | sed '/1/{N;s/\n/-/}'; seq 12 | sed '3~3{N;D}'

#### sed batch case 19
seq 10 | sed 'n;n;s/$/!/'; seq 10 | sed = | sed 'N;s/\n/\t/'; seq 9 | sed 'a X
n'

#### sed batch case 20
seq 10 | sed -n '$!{h;d};x;G;p'; seq 10 | sed '5q;N;s/\n/ /'; seq 10 | sed '4Q;n'

#### sed batch case 21
printf 'one two\nthree\n\nfour\nfive\n\n' | sed '/^$/!{H;d};x;s/\n/ /g'

#### sed batch case 22
seq 100000 > big; sed '$!N;s/\n/ /' big | tail -2; sed 'N;N;N;s/\n/,/g' big | tail -1; sed -n '$!N;/99999/p' big; sed '$!N;P;D' big | wc -l

#### sed batch case 23
seq 3 | sed -z 'N;s/\n/X/'; printf 'a\0b\0c\0' | sed -z 'N;s/\x00/-/' | od -c | head -2

#### sed batch case 24
seq 8 | sed '2,4{N;s/\n/~/}'; seq 8 | sed '/2/,/5/{N;s/\n/~/}'; seq 10 | sed '0~3N;s/\n/_/'

#### sed batch case 25
seq 6 | sed 'N;l;D'; seq 6 | sed -n 'x;n;p'; seq 4 | sed 'N;='

#### sed batch case 26
yes | head -50000 | sed 'N;N;s/\n//g' | uniq -c

#### sed batch case 27
seq 200000 | sed '$!N;s/\n/ /' | tail -2; seq 200001 | sed 'N;N;s/\n/,/g' | sed -n '$p'; seq 100000 | sed 'n;d' | wc -l

#### sed batch case 28
seq 30000 | sed -n '$!N;$!N;/29998/p;D' | head -3

#### sed batch case 29
seq 100001 | head -c -1 > f; sed '$!N;s/\n/ /' f | tail -2; sed 'N;N;s/\n/,/g' f | tail -1 | od -c | tail -2; sed '$!N;P;D' f | tail -1

#### sed batch case 30
printf 'x' > f; sed 'N;s/x/y/' f; sed '$!N;s/x/y/' f; printf 'a\nb' > g; sed 'N;s/\n/-/' g | od -c

#### sed batch case 31
seq 50000 > a; seq 3 > b; sed '$!N;s/\n/ /' a b | tail -3; sed -s '$!N;s/\n/ /' a b | tail -3; sed -s 'N;N;s/\n/+/g' b a | head -2

#### sed batch case 32
seq 70000 > a; cp a c; sed -i '$!N;s/\n/ /' a; wc -l a; tail -1 a; sed -i.b 'n;d' c; wc -l c c.b

#### sed batch case 33
seq 120000 | sed -n 'N;N;/^60001/p'; seq 120000 | sed '2~2{N;D}' | tail -2; seq 99999 | sed '$!{N;D}'

#### sed batch case 34
seq 40000 | sed 'N;h;d' ; seq 40000 | sed -n 'x;N;x;$p'; seq 5 | sed -n 'N;N;N;N;N;p'; seq 5 | sed 'N;N;N;N;N;s/\n/,/g'

#### sed batch case 35
seq 200000 | sed '$!N;$!N;s/\n/,/g' | sed -n '1p;$p'; seq 10 | sed '3,5{N;D}'; seq 10 | sed -n '/3/,/7/{N;P}'

#### sed batch case 36
for n in 1 2 3 4 5 6 7; do seq $n | sed -n 'x;N;x;$p'; seq $n | sed -n 'N;N;$p'; seq $n | sed '$!N;$!D'; seq $n | sed -n '$!{N;D};p'; done

#### sed batch case 37
for n in 8190 8191 8192 8193 16385; do seq $n | sed -n 'x;N;x;$p'; seq $n | sed -n '$!N;$!N;$p' | tr '\n' ' '; echo; done

#### sed batch case 38
printf 'abc\nxabc\nab\n\nabab\nb\n' > f; sed -n '/^a/p' f; sed '/^ab/d' f; sed -n '/b$/p' f; sed '/^$/d' f; sed -n '/^ab$/p' f; sed '/^a/!d' f

#### sed batch case 39
printf 'abc\nxabc\nab\n\nabab\n' > f; sed 's/^a/A/' f; sed 's/b$/B/g' f; sed 's/^ab$/whole/' f; sed 's/^ab/[&]/' f; sed -n 's/c$/&&/p' f

#### sed batch case 40
printf '# one\n#two\n  # three\n' > f; sed 's/^# //' f; sed '/^#/s/#/@/' f; sed 's/;$//' f

#### sed batch case 41
printf 'a.b\na-b\n' > f; sed -n '/^a\.b$/p' f; sed 's/\.b$/.B/' f; sed -n '/^a.b$/p' f

#### sed batch case 42
printf 'aaa\n' | sed 's/^a/b/2'; printf 'aaa\n' | sed 's/a$/b/g'; printf 'Abc\nabc\n' | sed -n '/^a/Ip'; printf 'Abc\nabc\n' | sed 's/^a/X/I'

#### sed batch case 43
printf 'a\nb\n' | sed -z 's/^a/X/'; printf 'a\nb\n' | sed -z 's/b\n$/Y/' | od -c | head -2; printf 'l1\nl2\n' | sed 'N;s/^l1/X/;s/2$/Y/'

#### sed batch case 44
printf 'a\\\nb\n' | sed 's/\\$/!/'; printf 'x$\n' | sed 's/x\$/y/'; printf 'x$\n' | sed -n '/\$$/p'

#### sed batch case 45
printf 'GET "POST /x HTTP"\nno quotes\n"A b"\n' > f; sed 's/.*"\([A-Z]*\) \([^ ]*\).*/\1 \2/' f; sed -n '/"[A-Z]/p' f; sed -E 's/(ab)+c/X/' f

#### sed batch case 46
printf 'xabcy\nabab c\nzz\n' > f; sed 's/a\(b\)c/[\1]/' f; sed 's/b c/B_C/g' f; sed -n '/ab*c/p' f; sed -E '/a(b|x)c/d' f

#### sed batch case 47
printf '123456\nab123456\n12345\nx1234567\n\n' > f; sed -n '/[0-9]\{6\}$/p' f; sed '/^[0-9]\{6\}$/d' f; sed -n '/\(12\)\{2\}$/p' f; sed -n '/[a-z]3$/p' f

#### sed batch case 48
printf 'ab\nb\nxb\n' > f; sed -n '/a\|b$/p' f; sed -n -E '/(a|x)b$/p' f; sed -n '/\<b$/p' f; sed -n '/.b$/p' f
