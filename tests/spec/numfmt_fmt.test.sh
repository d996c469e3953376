# numfmt's fast integer path (exact integer arithmetic where it provably equals GNU's long
# double results) and fmt's per-line reading and dynamic program: outputs must stay GNU's.

#### numfmt si boundaries
numfmt --to=si 0 1 9 10 99 999 1000 1001 1049 1050 1051 9949 9950 9951 9999 10000 99949 99950 999499 999500 999999 1000000 1000001

#### numfmt iec boundaries
numfmt --to=iec 1023 1024 1025 1535 1536 10239 10240 10241 1047552 1048063 1048575 1048576 1073741823 1073741824

#### numfmt iec-i boundaries
numfmt --to=iec-i 1023 1024 1025 1048575 1048576 1099511627775 1099511627776 1152921504606846975

#### numfmt large magnitudes
numfmt --to=si 999999999999999999 100000000000000000 123456789012345678 1000000000000000000 12345678901234567890

#### numfmt not exactly representable quotients
printf '%s\n' 1100 2300 10100 1023000 378118330 1002 9999998 85093340016 -5030 > n
numfmt --to=si < n
numfmt --to=si --format=%.2f < n
numfmt --to=si --format=%.3f < n
numfmt --to=si --format=%.5f < n
numfmt --to=si --format=%.12f < n

#### numfmt rounding modes on stdin
printf '%s\n' 1001 1499 1500 1501 1999 -1001 -1499 -1500 -1501 -1999 2500 -2500 10250 -10250 999500 > n
for r in up down from-zero towards-zero nearest; do echo "== $r"; numfmt --to=si --round=$r < n | tr '\n' ' '; echo; numfmt --to=iec --round=$r < n | tr '\n' ' '; echo; done

#### numfmt rounding with precision
printf '%s\n' 1234567 1250000 -1250000 999999 1048576 5000 > n
numfmt --to=si --round=nearest --format=%.2f < n
numfmt --to=iec --round=down --format=%.1f < n
numfmt --to=iec-i --format=%.3f < n

#### numfmt zero padding and padding
printf '%s\n' 5 -5 1234 -1234 1500000 -0 > n
numfmt --to=si --format=%08.2f < n
numfmt --to=si --padding=8 --suffix=B < n
numfmt --to=iec --padding=-8 < n | tr ' ' .
numfmt --format=%07f < n

#### numfmt no scaling
printf '%s\n' 0 00012 -000 123456789 -98765 999999999999999999 > n
numfmt < n
numfmt --format=%.3f < n
numfmt --padding=12 < n

#### numfmt from suffixes
printf '%s\n' 1K 12M 3G -4T 1023K 5 0K > n
numfmt --from=si < n
numfmt --from=iec --to=si < n
numfmt --from=auto --to=iec-i < n
printf '%s\n' 1Ki 2Mi 3Gi 1Ki 4 | numfmt --from=auto
printf '%s\n' 1Ki 2Mi 3Gi | numfmt --from=iec-i --to=si

#### numfmt units
printf '%s\n' 1 3 1000 1023 > n
numfmt --from-unit=1024 --to=si < n
numfmt --to-unit=1000 --to=iec < n
numfmt --from-unit=512 --to-unit=1000 < n

#### numfmt fields and delimiters
printf 'a 1500 2048 z\nb  999999  7 y\n  5 10000\n' > f
numfmt --field=2 --to=si < f
numfmt --field=2-3 --to=iec < f
numfmt --field=- --invalid=ignore --to=si < f
printf '1500:x:2048\n:3000:\n4096\n' | numfmt -d: --field=1,3 --to=iec

#### numfmt header and missing newline
printf 'size\nbytes\n1024\n2048\n4096' | numfmt --header=2 --to=iec
echo
printf '1024\n2048' | numfmt --to=si

#### numfmt zero terminated
printf '1024\0002048\0003000' | numfmt -z --to=iec | tr '\0' '|'
echo

#### numfmt NUL inside a line
printf '1024\0junk\n2048\n' | numfmt --to=iec

#### numfmt invalid lines among good ones
printf '1000\nabc\n2000\n3x\n4000\n' > n
numfmt --to=si --invalid=warn < n; echo rc=$?
numfmt --to=si --invalid=fail < n; echo rc=$?
numfmt --to=si --invalid=ignore < n; echo rc=$?
numfmt --to=si < n; echo rc=$?

#### numfmt decimals and huge inputs
printf '%s\n' 1.5 -0.5 0.05 9.95 999.95 1023.5 12345678901234567890 1234567890123456789012 > n
numfmt --to=si < n; echo rc=$?
numfmt --to=iec --invalid=warn < n
numfmt --debug --to=si 1234567890123456789; echo rc=$?

#### numfmt many lines through the batch path
i=0; while [ $i -lt 3000 ]; do echo $((i * 7919 % 1000003 * 997)); i=$((i+1)); done > n
numfmt --to=si < n | sort | head -5
numfmt --to=iec-i --round=nearest < n | sort | head -5
numfmt --to=si < n | wc -lc
numfmt --to=iec --format=%.2f < n | sort -u | wc -l

#### fmt long paragraph over MAXWORDS
i=0; while [ $i -lt 2500 ]; do printf 'w%d ' $i; [ $((i % 9)) = 0 ] && echo; i=$((i+1)); done > p
fmt -w 40 p | head -3
fmt -w 40 p | wc -lc
fmt -w 40 p | grep -n 'w1000 ' 
fmt -u -w 70 p | grep -n 'w2499'

#### fmt words beyond MAXCHARS
printf 'short words here\n' > p
printf '%5100s\n' x | tr ' ' a >> p
printf 'more words after it. And a sentence.\n' >> p
fmt -w 50 p | wc -lc
fmt -w 50 p | grep -c aaaa
fmt -w 50 p | grep -v aaaa

#### fmt long lines of many words before a giant word
i=0; while [ $i -lt 900 ]; do printf 'abcde '; i=$((i+1)); done > p
printf '%6000s\n' y | tr ' ' b >> p
echo tail words >> p
fmt -w 60 p | wc -lc
fmt -w 60 p | grep -c abcde
fmt -w 60 p | grep -v abcde | wc -c; fmt -w 60 p | grep -v bbbb | sort | head -3

#### fmt tabs inside lines
printf 'one\ttwo  three\t\tfour five six seven eight nine ten eleven twelve\n\tsecond line\twith tabs\n' | fmt -w 30

#### fmt sentences parens and punctuation
printf 'He said (quietly) "yes."  Then left.  Why? Because!  It was late;\nthe end.  (A note.)  Also: this, that, and "the other."\n' > s
fmt -w 25 s
fmt -w 40 -u s

#### fmt indentation modes
printf '  first line of a paragraph\n    continued with more indent\n    and more words to fill it up\n\n\tTabbed para\n\tsecond\n' > s
fmt -c -w 25 s
fmt -t -w 25 s
fmt -s -w 15 s
fmt -w 25 s

#### fmt prefixes
printf '# alpha beta gamma delta\n#  epsilon zeta\n  # eta theta iota kappa\nplain text line here\n# lambda\n' > s
fmt -p '#' -w 20 s
fmt -p '# ' -w 16 s

#### fmt carriage returns and form feeds
printf 'one two\rthree four\n five\fsix seven\veight\n' | fmt -w 12 | tr '\r\f\v' 'RFV'

#### fmt no final newline and blank lines
printf '\n\nfirst para words\n\n\nsecond para. End' | fmt -w 10

#### fmt many short paragraphs
i=0; while [ $i -lt 400 ]; do echo "para $i has a few words. And a second sentence."; [ $((i % 3)) = 0 ] && echo; i=$((i+1)); done > p
fmt -w 35 p | wc -lc
fmt -w 35 p | head -8
fmt -g 30 -w 50 p | sort | head -3

#### numfmt decimals with suffixes
printf '%s\n' 1.5K 1.1K 2.25M -0.5K 1.05K 9.99K 0.1M 1.001G 7.3T > n
numfmt --from=si < n
numfmt --from=si --to=iec < n
numfmt --from=si --format=%.2f < n
numfmt --from=iec --round=down --to=si < n
printf '%s\n' 1.5Ki 0.3Mi 2.7K 4.1 | numfmt --from=auto

#### numfmt decimals on rounding boundaries
printf '%s\n' 1.1 2.2 0.3 123.456 -7.7 99.99 0.125 1.005 > n
numfmt < n
numfmt --round=up < n
numfmt --round=down < n
numfmt --round=towards-zero --format=%.1f < n
numfmt --to=si --round=up < n

#### numfmt long double in messages
numfmt --from=si --invalid=warn 1234565E 2345675E 8765435Z 5E; echo rc=$?

#### numfmt format and suffix on plain lines
printf '%s\n' 0 7 999 1000 1536 99999 1048576 123456789 > n
numfmt --to=si --format='[%08.1f]' < n
numfmt --to=iec-i --suffix=B --padding=9 < n
numfmt --to=iec --format=%.3f --suffix=/s < n
numfmt --to=si --format='%-9f|' --round=nearest < n

#### fmt runs of simple lines
i=0; while [ $i -lt 300 ]; do echo "line $i ends here."; echo "(and this one) goes on, then"; echo "stops"; [ $((i % 50)) = 49 ] && echo; i=$((i+1)); done > p
fmt -w 45 p | wc -lc
fmt -w 45 p | head -6
fmt -u -w 30 p | grep -n 'line 299'
fmt -c -w 60 p | head -3
fmt -t -w 40 p | head -4
