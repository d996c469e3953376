# awk, seventh set: the fast paths keep their results: a field's number with a minus sign
# (decimals too), counted int(field / C) keys over digits and other texts, a for-in loop whose
# order cannot show (counts only) next to loops whose order shows (the key read after the
# loop, a print, PROCINFO["sorted_in"]).

#### sums of signed decimal fields
printf '%s\n' -1.5 2.25 -0 -.5 -5. - -- -3-4 -1e3 -0x10 '-1 2' +4 -7abc | awk '{ s += $1; print s }'
printf '%s\n' -12 -3.5 -x 7 | awk '{ t += $1 } END { printf "%.3f\n", t }'
printf '%s\n' -12:4 -3.5:-2 ':-' | awk -F: '{ a += $1; b += $2 } END { print a, b }'

#### counted int(field / C) keys
printf '%s\n' 'a 999' 'b 1000' 'c 1999' 'd 0' 'e 007' 'f -1500' 'g 2.5e3' 'h x' 'i 123456789012345678' 'j 999999999999999' | awk '{ h[int($2 / 1000)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 1:5 2:10 3:15 4: 5:x | awk -F: '{ h[int($2 / 5)]++ } END { for (k in h) print k, h[k] }' | sort
printf '%s\n' 'a 7' 'b 8' 'c 9 z' d | awk '{ h[int($2 / 3)]++ } END { for (k in h) print k "=" h[k] }' | sort

#### for-in loops that only count, and loops whose order shows
printf '%s\n' a b a c d d d e | awk '{ c[$1]++ } END { for (k in c) if (c[k] > 1) n++; print n + 0 }'
printf '%s\n' a b a c d d d e | awk '{ c[$1]++ } END { for (k in c) { t++; if (c[k] == 1) one += 1; else if (k ~ /d/) d-- }; print t, one, d }'
printf '%s\n' a b a c d d d e | awk '{ c[$1]++ } END { for (k in c) n++; print n, k }'
printf '%s\n' zz a b a c d d d e | awk '{ c[$1]++ } END { for (k in c) print k, c[k] }'
printf '%s\n' zz a b a c d d d e | awk '{ c[$1]++ } END { PROCINFO["sorted_in"] = "@ind_str_desc"; for (k in c) if (c[k]) n++; print n; for (k in c) print k }'
awk 'BEGIN { for (i = 0; i < 50; i++) c[i * 7 % 13]++; for (k in c) if (k in c && c[k] >= 4) n++; print n, length(c) }'
