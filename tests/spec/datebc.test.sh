# date and bc (GNU coreutils 9.1 date, GNU bc 1.07.1): deterministic cases only

#### date default format
date -u -d @0

#### date default format Nov
date -u -d @1795309323

#### date iso date
date -u -d 2024-03-05 +%F_%T

#### date iso datetime
date -u -d '2024-03-05 14:30' +%F_%T

#### date iso datetime seconds
date -u -d '2024-03-05 14:30:00' +%F_%T

#### date iso T Z
date -u -d 2024-03-05T14:30:00Z +%F_%T

#### date offset +02:00
date -u -d '2024-03-05 14:30:00+02:00' +%F_%T

#### date offset -0500
date -u -d '2024-03-05 14:30:00 -0500' +%F_%T

#### date epoch
date -u -d @1700000000

#### date epoch negative
date -u -d @-86400 +%F_%T

#### date epoch frac ns
date -u -d @1700000000.123456789 +%s.%N

#### date month overflow
date -u -d '2024-01-31 +1 month' +%F

#### date month overflow leap
date -u -d '2023-01-31 +1 month' +%F

#### date minus weeks
date -u -d '2024-03-05 -3 weeks' +%F

#### date days ago
date -u -d '2024-03-05 2 days ago' +%F

#### date hour ago
date -u -d '2024-03-05 10:00 1 hour ago' +%F_%T

#### date plus year
date -u -d '2024-02-29 +1 year' +%F

#### date next monday from date
date -u -d '2024-03-05 +0 days' +%A

#### date TZ prefix Paris
date -u -d 'TZ="Europe/Paris" 2024-01-01 12:00' +%F_%T

#### date TZ prefix NY
date -u -d 'TZ="America/New_York" 2024-07-01 12:00' +%F_%T

#### date month name
date -u -d 'Mar 5 2024' +%F

#### date month name comma
date -u -d 'March 5, 2024' +%F

#### date day month year
date -u -d '5 Mar 2024' +%F

#### date d-mon-y
date -u -d '25-Dec-2023' +%F

#### date us date
date -u -d 3/5/2024 +%F

#### date compact date
date -u -d 20240305 +%F

#### date compact time
date -u -d '2024-03-05 1430' +%F_%T

#### date pm time
date -u -d '2024-03-05 2pm' +%F_%T

#### date am 12
date -u -d '2024-03-05 12am' +%F_%T

#### date time pm minutes
date -u -d 'December 25, 2023 8:15pm' +%F_%T

#### date zone EST
date -u -d '2024-03-05 14:30 EST' +%F_%T

#### date zone UTC word
date -u -d '2024-03-05 14:30 UTC' +%F_%T

#### date rfc email input
date -u -d 'Sun, 29 Feb 2004 16:21:42 -0800'

#### date frac plus hour
date -u -d '2004-02-29 16:21:42.123456 +1 hour' --rfc-3339=ns

#### date epoch plus seconds
date -u -d '1970-01-01 00:00:00 UTC +1700000000 seconds' +%s

#### date invalid
date -u -d xyz; echo $?

#### date invalid feb 30
date -u -d 2024-02-30; echo $?

#### date invalid month
date -u -d 2024-13-01; echo $?

#### date invalid hour
date -u -d '2024-01-01 25:00'; echo $?

#### date Iso default
date -u -d @1700000000 -I

#### date Iso hours
date -u -d @1700000000 -Ihours

#### date Iso minutes
date -u -d @1700000000 -Iminutes

#### date Iso seconds
date -u -d @1700000000 -Iseconds

#### date Iso ns
date -u -d @1700000000.5 -Ins

#### date Iso abbrev
date -u -d @1700000000 --iso-8601=min

#### date Iso bad
date -u -d @0 -Ifoo; echo $?

#### date rfc email
date -u -d @1700000000 -R

#### date rfc3339 date
date -u -d @1700000000 --rfc-3339=date

#### date rfc3339 seconds
date -u -d @1700000000 --rfc-3339=seconds

#### date rfc3339 ns
date -u -d @1700000000 --rfc-3339=ns

#### date rfc3339 bad
date -u -d @0 --rfc-3339=x; echo $?

#### date multiple formats
date -u -d @0 -R -I; echo $?

#### date format and R
date -u -d @0 -R +%s; echo $?

#### date extra operand
date -u -d @0 +%s x; echo $?

#### date mutually exclusive
date -u -d @0 -r x; echo $?

#### date set refused message
date -u -d @0 0101; echo $?

#### date TZ Paris winter
TZ=Europe/Paris date -d @1700000000

#### date TZ Paris summer
TZ=Europe/Paris date -d @1720000000 '+%F %T %Z %z'

#### date TZ NY
TZ=America/New_York date -d '2024-07-04 09:00' '+%F %T %Z %z %:z %::z %:::z'

#### date TZ India
TZ=Asia/Kolkata date -d @0 '+%F %T %Z %z %:::z'

#### date TZ EST5EDT
TZ=EST5EDT date -d @0

#### date TZ UTC0
TZ=UTC0 date -d @0

#### date TZ unknown
TZ=Foo/Bar date -d @0

#### date TZ local date interp
TZ=Asia/Tokyo date -d '2024-03-05 09:00' +%s

#### date file -f
printf '@0\nbad\n@5\n2024-01-01\n' > f; date -u -f f +%s; echo $?

#### date file -f missing
date -u -f nofile; echo $?

#### date weekday forms
for d in 'monday' 'next friday' 'last sunday' 'this thursday'; do date -u -d "2024-03-05 $d" +%F 2>&1; done

#### date relative words
for d in 'yesterday' 'tomorrow' 'today' 'now'; do date -u -d "2024-03-05 12:00 $d" +%F_%T; done

#### date military zone
date -u -d '2024-03-05 12:00 z' +%F_%T

#### date year 2-digit
date -u -d 3/5/24 +%F

#### date fortnight
date -u -d '2024-03-05 +1 fortnight' +%F

#### date next week
date -u -d '2024-03-05 next week' +%F

#### date last month
date -u -d '2024-03-31 last month' +%F

#### date conv %a
date -u -d '2024-03-05 14:30:45.123456789' '+[%a]'

#### date conv %A
date -u -d '2024-03-05 14:30:45.123456789' '+[%A]'

#### date conv %b
date -u -d '2024-03-05 14:30:45.123456789' '+[%b]'

#### date conv %B
date -u -d '2024-03-05 14:30:45.123456789' '+[%B]'

#### date conv %c
date -u -d '2024-03-05 14:30:45.123456789' '+[%c]'

#### date conv %C
date -u -d '2024-03-05 14:30:45.123456789' '+[%C]'

#### date conv %d
date -u -d '2024-03-05 14:30:45.123456789' '+[%d]'

#### date conv %D
date -u -d '2024-03-05 14:30:45.123456789' '+[%D]'

#### date conv %e
date -u -d '2024-03-05 14:30:45.123456789' '+[%e]'

#### date conv %F
date -u -d '2024-03-05 14:30:45.123456789' '+[%F]'

#### date conv %g
date -u -d '2024-03-05 14:30:45.123456789' '+[%g]'

#### date conv %G
date -u -d '2024-03-05 14:30:45.123456789' '+[%G]'

#### date conv %h
date -u -d '2024-03-05 14:30:45.123456789' '+[%h]'

#### date conv %H
date -u -d '2024-03-05 14:30:45.123456789' '+[%H]'

#### date conv %I
date -u -d '2024-03-05 14:30:45.123456789' '+[%I]'

#### date conv %j
date -u -d '2024-03-05 14:30:45.123456789' '+[%j]'

#### date conv %k
date -u -d '2024-03-05 14:30:45.123456789' '+[%k]'

#### date conv %l
date -u -d '2024-03-05 14:30:45.123456789' '+[%l]'

#### date conv %m
date -u -d '2024-03-05 14:30:45.123456789' '+[%m]'

#### date conv %M
date -u -d '2024-03-05 14:30:45.123456789' '+[%M]'

#### date conv %n
date -u -d '2024-03-05 14:30:45.123456789' '+[%n]'

#### date conv %N
date -u -d '2024-03-05 14:30:45.123456789' '+[%N]'

#### date conv %p
date -u -d '2024-03-05 14:30:45.123456789' '+[%p]'

#### date conv %P
date -u -d '2024-03-05 14:30:45.123456789' '+[%P]'

#### date conv %q
date -u -d '2024-03-05 14:30:45.123456789' '+[%q]'

#### date conv %r
date -u -d '2024-03-05 14:30:45.123456789' '+[%r]'

#### date conv %R
date -u -d '2024-03-05 14:30:45.123456789' '+[%R]'

#### date conv %s
date -u -d '2024-03-05 14:30:45.123456789' '+[%s]'

#### date conv %S
date -u -d '2024-03-05 14:30:45.123456789' '+[%S]'

#### date conv %t
date -u -d '2024-03-05 14:30:45.123456789' '+[%t]'

#### date conv %T
date -u -d '2024-03-05 14:30:45.123456789' '+[%T]'

#### date conv %u
date -u -d '2024-03-05 14:30:45.123456789' '+[%u]'

#### date conv %U
date -u -d '2024-03-05 14:30:45.123456789' '+[%U]'

#### date conv %V
date -u -d '2024-03-05 14:30:45.123456789' '+[%V]'

#### date conv %w
date -u -d '2024-03-05 14:30:45.123456789' '+[%w]'

#### date conv %W
date -u -d '2024-03-05 14:30:45.123456789' '+[%W]'

#### date conv %x
date -u -d '2024-03-05 14:30:45.123456789' '+[%x]'

#### date conv %X
date -u -d '2024-03-05 14:30:45.123456789' '+[%X]'

#### date conv %y
date -u -d '2024-03-05 14:30:45.123456789' '+[%y]'

#### date conv %Y
date -u -d '2024-03-05 14:30:45.123456789' '+[%Y]'

#### date conv %z
date -u -d '2024-03-05 14:30:45.123456789' '+[%z]'

#### date conv %:z
date -u -d '2024-03-05 14:30:45.123456789' '+[%:z]'

#### date conv %::z
date -u -d '2024-03-05 14:30:45.123456789' '+[%::z]'

#### date conv %:::z
date -u -d '2024-03-05 14:30:45.123456789' '+[%:::z]'

#### date conv %Z
date -u -d '2024-03-05 14:30:45.123456789' '+[%Z]'

#### date conv %%
date -u -d '2024-03-05 14:30:45.123456789' '+[%%]'

#### date flags 0
date -u -d '2024-01-07 08:05:09.5' '+%-d %-m %-H %-j'

#### date flags 1
date -u -d '2024-01-07 08:05:09.5' '+%_d %_m %_H %_j'

#### date flags 2
date -u -d '2024-01-07 08:05:09.5' '+%0e %0k %0l'

#### date flags 3
date -u -d '2024-01-07 08:05:09.5' '+%^a %^b %^p %^Z'

#### date flags 4
date -u -d '2024-01-07 08:05:09.5' '+%#a %#A %#b %#p %#Z'

#### date flags 5
date -u -d '2024-01-07 08:05:09.5' '+%10Y %10A %010a %_10s %-10s'

#### date flags 6
date -u -d '2024-01-07 08:05:09.5' '+%5N %3N %_3N %-N %12N'

#### date flags 7
date -u -d '2024-01-07 08:05:09.5' '+%10z %-z %_z %_10z'

#### date flags 8
date -u -d '2024-01-07 08:05:09.5' '+%E %Ey %Oy %Q %:'

#### date flags 9
date -u -d '2024-01-07 08:05:09.5' '+%^#B %#^a'

#### date week numbers 2024-01-01
date -u -d 2024-01-01 '+%G %g %V %U %W %u %w %j'

#### date week numbers 2023-01-01
date -u -d 2023-01-01 '+%G %g %V %U %W %u %w %j'

#### date week numbers 2021-01-03
date -u -d 2021-01-03 '+%G %g %V %U %W %u %w %j'

#### date week numbers 2020-12-31
date -u -d 2020-12-31 '+%G %g %V %U %W %u %w %j'

#### date week numbers 2024-12-30
date -u -d 2024-12-30 '+%G %g %V %U %W %u %w %j'

#### date week numbers 2027-01-01
date -u -d 2027-01-01 '+%G %g %V %U %W %u %w %j'

#### bc 0 1+2
printf '%b\n' '1+2' | bc

#### bc 1 2^100
printf '%b\n' '2^100' | bc

#### bc 2 scale=20;1/3
printf '%b\n' 'scale=20;1/3' | bc

#### bc 3 scale=5;1/3*3
printf '%b\n' 'scale=5;1/3*3' | bc

#### bc 4 .5*3
printf '%b\n' '.5*3' | bc

#### bc 5 -0.5
printf '%b\n' '-0.5' | bc

#### bc 6 2^-2
printf '%b\n' '2^-2' | bc

#### bc 7 scale=3;2^-2
printf '%b\n' 'scale=3;2^-2' | bc

#### bc 8 10%3.5
printf '%b\n' '10%3.5' | bc

#### bc 9 scale=2;10%3.5
printf '%b\n' 'scale=2;10%3.5' | bc

#### bc 10 length(0.00)
printf '%b\n' 'length(0.00)' | bc

#### bc 11 length(123.45)
printf '%b\n' 'length(123.45)' | bc

#### bc 12 scale(1.230)
printf '%b\n' 'scale(1.230)' | bc

#### bc 13 a[0]=1;a[1]+a[0]
printf '%b\n' 'a[0]=1;a[1]+a[0]' | bc

#### bc 14 x=3;x++;x;++x
printf '%b\n' 'x=3;x++;x;++x' | bc

#### bc 15 ibase=16;FF;A
printf '%b\n' 'ibase=16;FF;A' | bc

#### bc 16 ibase=2;1A
printf '%b\n' 'ibase=2;1A' | bc

#### bc 17 print "a\tb\q\n"
printf '%b\n' 'print "a\tb\q\n"' | bc

#### bc 18 "str\n"
printf '%b\n' '"str\n"' | bc

#### bc 19 1;quit;2
printf '%b\n' '1;quit;2' | bc

#### bc 20 if(1)2 else 3
printf '%b\n' 'if(1)2 else 3' | bc

#### bc 21 foo=5;foo*2
printf '%b\n' 'foo=5;foo*2' | bc

#### bc 22 3;last;.
printf '%b\n' '3;last;.' | bc

#### bc 23 1 && 0 || !0
printf '%b\n' '1 && 0 || !0' | bc

#### bc 24 halt;5
printf '%b\n' 'halt;5' | bc

#### bc 25 2^100^2
printf '%b\n' '2^100^2' | bc

#### bc 26 x=2;x^=3;x
printf '%b\n' 'x=2;x^=3;x' | bc

#### bc 27 (x=4)
printf '%b\n' '(x=4)' | bc

#### bc 28 scale=2;scale
printf '%b\n' 'scale=2;scale' | bc

#### bc 29 ibase
printf '%b\n' 'ibase' | bc

#### bc 30 Foo=1
printf '%b\n' 'Foo=1' | bc

#### bc 31 define f(){}; f()
printf '%b\n' 'define f(){}; f()' | bc

#### bc 32 2^200
printf '%b\n' '2^200' | bc

#### bc 33 -2^2
printf '%b\n' '-2^2' | bc

#### bc 34 a=3<5;a
printf '%b\n' 'a=3<5;a' | bc

#### bc 35 scale=10;sqrt(2)
printf '%b\n' 'scale=10;sqrt(2)' | bc

#### bc 36 sqrt(16)
printf '%b\n' 'sqrt(16)' | bc

#### bc 37 scale=4;7/2*2
printf '%b\n' 'scale=4;7/2*2' | bc

#### bc 38 0.1+0.2
printf '%b\n' '0.1+0.2' | bc

#### bc 39 1-1.000
printf '%b\n' '1-1.000' | bc

#### bc 40 -0
printf '%b\n' '-0' | bc

#### bc 41 0.000
printf '%b\n' '0.000' | bc

#### bc 42 obase=16;-255
printf '%b\n' 'obase=16;-255' | bc

#### bc 43 obase=8;0.1
printf '%b\n' 'obase=8;0.1' | bc

#### bc 44 obase=20;12345.678
printf '%b\n' 'obase=20;12345.678' | bc

#### bc 45 obase=100;123456789
printf '%b\n' 'obase=100;123456789' | bc

#### bc 46 obase=16;255.5
printf '%b\n' 'obase=16;255.5' | bc

#### bc 47 obase=2;-5.25
printf '%b\n' 'obase=2;-5.25' | bc

#### bc 48 define fact(n){if(n<2)return 1
printf '%b\n' 'define fact(n){if(n<2)return 1;return n*fact(n-1)};fact(30)' | bc

#### bc 49 for(i=0;i<5;i++){if(i==3)break
printf '%b\n' 'for(i=0;i<5;i++){if(i==3)break;i}' | bc

#### bc 50 i=0;while(i<10){i+=1;if(i%2)co
printf '%b\n' 'i=0;while(i<10){i+=1;if(i%2)continue;print i," "};print "\n"' | bc

#### bc 51 define f(a[]){a[0]=9;return a[
printf '%b\n' 'define f(a[]){a[0]=9;return a[0]};b[0]=1;f(b[]);b[0]' | bc

#### bc 52 define g(x){auto y;y=x*2;retur
printf '%b\n' 'define g(x){auto y;y=x*2;return(y)};g(21);y' | bc

#### bc 53 9999999999999999999999999999*9
printf '%b\n' '9999999999999999999999999999*9999999999999999999999999999' | bc

#### bc 54 scale=20;1/7
printf '%b\n' 'scale=20;1/7' | bc

#### bc 55 1+
printf '%b\n' '1+' | bc

#### bc 56 1+;2
printf '%b\n' '1+;2' | bc

#### bc 57 )
printf '%b\n' ')' | bc

#### bc 58 x=5\nx*x\nx/2
printf '%b\n' 'x=5\nx*x\nx/2' | bc

#### bc 59 /* comment */ 7 # trailing
printf '%b\n' '/* comment */ 7 # trailing' | bc

#### bc 60 a=5;a-=2;a*=4;a/=3;a%=3;a
printf '%b\n' 'a=5;a-=2;a*=4;a/=3;a%=3;a' | bc

#### bc 61 scale=3;x=1.5;x^3
printf '%b\n' 'scale=3;x=1.5;x^3' | bc

#### bc 62 5/2;scale=1;5/2
printf '%b\n' '5/2;scale=1;5/2' | bc

#### bc 63 obase=16;ibase=16;FF*FF
printf '%b\n' 'obase=16;ibase=16;FF*FF' | bc

#### bc 64 obase=3;100
printf '%b\n' 'obase=3;100' | bc

#### bc 65 define h(n){return(n+1)}\nh(h(
printf '%b\n' 'define h(n){return(n+1)}\nh(h(1))' | bc

#### bc 66 x=1;{x=2;x}
printf '%b\n' 'x=1;{x=2;x}' | bc

#### bc 67 if(0)1 else if(0)2 else 3
printf '%b\n' 'if(0)1 else if(0)2 else 3' | bc

#### bc 68 for(;;){break};9
printf '%b\n' 'for(;;){break};9' | bc

#### bc 69 print 1,2,3,"\n"
printf '%b\n' 'print 1,2,3,"\n"' | bc

#### bc 70 1 == 1; 2 != 2; 3 <= 2; 3 >= 2
printf '%b\n' '1 == 1; 2 != 2; 3 <= 2; 3 >= 2' | bc

#### bc 71 s=0;for(i=1;i<=100;i++)s+=i;s
printf '%b\n' 's=0;for(i=1;i<=100;i++)s+=i;s' | bc

#### bc 72 define p(x){print x,"\n"};p(4)
printf '%b\n' 'define p(x){print x,"\n"};p(4)' | bc

#### bc 73 scale=50;sqrt(2)
printf '%b\n' 'scale=50;sqrt(2)' | bc

#### bc 74 99^20
printf '%b\n' '99^20' | bc

#### bc 75 -7%3
printf '%b\n' '-7%3' | bc

#### bc 76 7%-3
printf '%b\n' '7%-3' | bc

#### bc 77 scale=1;-7/2
printf '%b\n' 'scale=1;-7/2' | bc

#### bc 78 a[5]=3;a[5]^2
printf '%b\n' 'a[5]=3;a[5]^2' | bc

#### bc 79 --x;x
printf '%b\n' '--x;x' | bc

#### bc 80 x--;x
printf '%b\n' 'x--;x' | bc

#### bc 81 scale=0;3.7/1
printf '%b\n' 'scale=0;3.7/1' | bc

#### bc 82 123456789012345678901234567890
printf '%b\n' '123456789012345678901234567890/7' | bc

#### bc 83 scale=2;-1.5*-1.5
printf '%b\n' 'scale=2;-1.5*-1.5' | bc

#### bc -l 0 e(1)
printf '%b\n' 'e(1)' | bc -l

#### bc -l 1 s(1)
printf '%b\n' 's(1)' | bc -l

#### bc -l 2 c(1)
printf '%b\n' 'c(1)' | bc -l

#### bc -l 3 a(1)
printf '%b\n' 'a(1)' | bc -l

#### bc -l 4 l(2)
printf '%b\n' 'l(2)' | bc -l

#### bc -l 5 j(1,2)
printf '%b\n' 'j(1,2)' | bc -l

#### bc -l 6 scale=50;e(1)
printf '%b\n' 'scale=50;e(1)' | bc -l

#### bc -l 7 scale=50;a(1)
printf '%b\n' 'scale=50;a(1)' | bc -l

#### bc -l 8 l(10)
printf '%b\n' 'l(10)' | bc -l

#### bc -l 9 s(-3)
printf '%b\n' 's(-3)' | bc -l

#### bc -l 10 c(2)
printf '%b\n' 'c(2)' | bc -l

#### bc -l 11 e(-2)
printf '%b\n' 'e(-2)' | bc -l

#### bc -l 12 l(0.5)
printf '%b\n' 'l(0.5)' | bc -l

#### bc -l 13 a(-0.5)
printf '%b\n' 'a(-0.5)' | bc -l

#### bc -l 14 j(2,3.5)
printf '%b\n' 'j(2,3.5)' | bc -l

#### bc -l 15 scale=5;e(10)
printf '%b\n' 'scale=5;e(10)' | bc -l

#### bc -l 16 scale=100;4*a(1)
printf '%b\n' 'scale=100;4*a(1)' | bc -l

#### bc -l 17 l(0)
printf '%b\n' 'l(0)' | bc -l

#### bc -l 18 e(0)
printf '%b\n' 'e(0)' | bc -l

#### bc -l 19 s(0)
printf '%b\n' 's(0)' | bc -l

#### bc long line length
echo '2^300' | BC_LINE_LENGTH=30 bc

#### bc line length zero
echo '2^300' | BC_LINE_LENGTH=0 bc

#### bc file operand
printf '1+1\nx=3\n' > a.bc; echo 'x*2' | bc a.bc

#### bc missing file
bc nofile; echo $?

#### bc bad option
bc -z; echo $?

#### bc version
bc --version

#### bc help
bc --help

#### bc file syntax error
printf '1+\n2\n' > e.bc; bc e.bc </dev/null

#### bc quit in file
printf '5\nquit\n6\n' > q.bc; echo 7 | bc q.bc

#### bc divide by zero
## skip-stderr
echo '1/0; 5' | bc; echo $?

#### bc sqrt negative
## skip-stderr
echo 'sqrt(-1)' | bc; echo $?

#### bc undefined function
## skip-stderr
echo 'f(1)' | bc

#### bc: a sum of 50,000 terms (paste -sd+ | bc)
printf '%s\n' {1..50000} | paste -sd+ | bc
seq 1 20000 | paste -sd- | bc
echo "10-2-3; 100/10/5; 7%4*3; 2^3^2" | bc

#### date -d: a sign no digit follows is skipped, as GNU's lexer does
for e in '2024-02-29 +-1 days' '2024-02-29 -+1 days' '2024-02-29 --1 days' '2024-02-29 + 1 days' '2024-02-29 - 1 days' '2024-02-29 ++1 days' '2024-02-29 +- 1 days' '2024-02-29 10:00 - 2 hours'; do
  date -u -d "$e" '+%F %T'
done

#### date -d: fractions count seconds only; a negative fraction keeps its sign
for e in '2024-02-29 0.5 days' '2024-02-29 1.5 hours' '2024-02-29 1.5 seconds' '2024-02-29 -1.25 secs' '2024-02-29 1,5 seconds' '2024-02-29 -0.5 seconds' '2024-02-29 0.5 seconds ago' '2024-02-29 -0.5 seconds ago'; do
  date -u -d "$e" '+%F %T.%N'
done

#### numbers past 4300 digits: bc, expr, seq, printf
echo '2^20000' | bc | wc -c; echo '2^20000' | bc | tail -c 30; echo 'length(2^20000)' | bc
n=$(printf '9%.0s' {1..5000})
expr $n + 1 | wc -c; expr $n '*' 3 | tail -c 10; seq $n $n | wc -c
printf '%d\n' $n 2>&1 | wc -c
