# csplit (GNU coreutils 9.1): patterns, repeats, offsets, options, errors.
# Also: --help/--version of hostname ps top flock fsync usleep clear unzip.

#### basic line number
seq 10 > f
csplit f 5; echo rc=$?
cat xx00; echo --; cat xx01

#### regexp split
seq 10 > f
csplit f /3/ /7/; echo rc=$?
head xx*

#### regexp positive offset
seq 10 > f
csplit f /3/+2 /7/; echo rc=$?
head xx*

#### regexp offset skips search line
seq 10 > f
csplit f /3/+2 /5/; echo rc=$?
ls xx* 2>&1

#### regexp negative offset
seq 10 > f
csplit f /5/-2 /9/; echo rc=$?
head xx*

#### skip pattern
seq 10 > f
csplit f %3% /5/; echo rc=$?
head xx*

#### skip with repeat
seq 10 > f
csplit f %3%-1 '{1}'; echo rc=$?

#### match not found removes files
seq 10 > f
csplit f /2/ /nomatch/; echo rc=$?
ls

#### keep files on error
seq 10 > f
csplit -k f /2/ /nomatch/; echo rc=$?
wc -c xx*

#### repeat star regexp
seq 10 > f
csplit f /1/ '{*}'; echo rc=$?
wc -l xx*

#### repeat star line number errors
seq 10 > f
csplit f 3 '{*}'; echo rc=$?
ls

#### repeat count line number
seq 10 > f
csplit f 3 '{2}'; echo rc=$?
head xx*

#### repeat count too large
seq 10 > f
csplit f 3 '{3}'; echo rc=$?

#### line number out of range
seq 10 > f
csplit f 11; echo rc=$?
ls

#### last line number
seq 10 > f
csplit f 10; echo rc=$?
cat xx01

#### line number zero
seq 10 > f
csplit f 0; echo rc=$?

#### decreasing line numbers
seq 10 > f
csplit f 5 3; echo rc=$?

#### same line number warning
seq 10 > f
csplit f 5 5; echo rc=$?

#### missing operand
csplit; echo rc=$?
seq 3 > f
csplit f; echo rc=$?

#### cannot open
csplit nofile 3; echo rc=$?

#### invalid patterns
seq 10 > f
csplit f abc; echo rc=$?
csplit f /abc; echo rc=$?
csplit f /abc/x; echo rc=$?
csplit f '{2}'; echo rc=$?

#### invalid repeat counts
seq 10 > f
csplit f /2/ '{x}'; echo rc=$?
csplit f /2/ '{2'; echo rc=$?
csplit f /2/ '{-1}'; echo rc=$?

#### invalid regexp
seq 10 > f
csplit f '/\(/'; echo rc=$?
csplit f '/a\{1/'; echo rc=$?

#### no trailing newline
printf 'a\nb\na\nc\na' > f
csplit f /a/ '{*}'; echo rc=$?
cat xx03; echo '|'

#### elide empty files
printf 'a\nb\na\nc\na' > f
csplit -z f /a/ '{*}'; echo rc=$?
ls

#### suppress matched regexp
seq 10 > f
csplit --suppress-matched f /3/ /6/; echo rc=$?
head xx*

#### suppress matched line numbers
seq 10 > f
csplit --suppress-matched f 3 6; echo rc=$?
head xx*

#### suppress matched with offsets
seq 10 > f
csplit --suppress-matched f /5/-1 /9/; echo rc=$?
head xx*

#### suppress matched blank lines
printf 'a\n\nb\nc\n\n\nd\n' > f
csplit -z --suppress-matched f '/^$/' '{*}'; echo rc=$?
head xx*

#### prefix and digits
seq 10 > f
csplit -f part- -n 3 f 4; echo rc=$?
ls

#### long options quiet
seq 10 > f
csplit --prefix=out. --digits=1 --quiet f 5 /8/; echo rc=$?
ls

#### suffix format
seq 10 > f
csplit -b '%03x.txt' f 5; echo rc=$?
ls

#### suffix format alternate
seq 10 > f
csplit -b '%#x' f 5; csplit -f o -b '%#o' f 5; echo rc=$?
ls

#### suffix format errors
seq 3 > f
csplit -b x f 2; echo rc=$?
csplit -b '%d%d' f 2; echo rc=$?
csplit -b '%s' f 2; echo rc=$?
csplit -b '%#d' f 2; echo rc=$?
csplit -b % f 2; echo rc=$?

#### invalid digits
seq 3 > f
csplit -n x f 2; echo rc=$?

#### unknown option
seq 3 > f
csplit --bogus f 2; echo rc=$?

#### offset out of range
seq 10 > f
csplit f /5/+20; echo rc=$?
csplit f /5/-5; echo rc=$?
ls

#### offset consumes all input
seq 10 > f
csplit f /5/+6; echo rc=$?
wc -c xx01

#### input disappeared
seq 10 > f
csplit f /5/+6 12; echo rc=$?
ls

#### empty input
: > f
csplit f /x/; echo rc=$?
csplit f /x/ '{*}'; echo rc=$?
ls

#### stdin operand
seq 5 | csplit - 3; echo rc=$?
cat xx01

#### empty regexp matches
seq 3 > f
csplit f //; echo rc=$?

#### skip star ends quietly
seq 10 > f
csplit f %5% '{*}'; echo rc=$?
ls

#### bre alternation and anchors
seq 10 > f
csplit f '/^\(2\|4\)$/' '{*}'; echo rc=$?

#### blanks and plus in numbers
seq 10 > f
csplit f '+3' '/7/ 1'; echo rc=$?
csplit f /5/ '{ 0}'; echo rc=$?

#### bad output dir
seq 10 > f
csplit -f nodir/x f 3; echo rc=$?

#### read error on directory
mkdir d
csplit d 1; echo rc=$?
ls

#### hostname --help
hostname --help 2>&1 | head -5; echo "${PIPESTATUS[@]}"
hostname --help 2>/dev/null | wc -c

#### ps --help
ps --help 2>&1 | head -5; echo "${PIPESTATUS[@]}"
ps --help 2>/dev/null | wc -c

#### top --help
top --help 2>&1 | head -5; echo "${PIPESTATUS[@]}"
top --help 2>/dev/null | wc -c

#### flock --help
flock --help 2>&1 | head -5; echo "${PIPESTATUS[@]}"
flock --help 2>/dev/null | wc -c

#### clear --help
clear --help 2>&1 | head -5; echo "${PIPESTATUS[@]}"
clear --help 2>/dev/null | wc -c

#### unzip --help
unzip --help 2>&1 | head -5; echo "${PIPESTATUS[@]}"
unzip --help 2>/dev/null | wc -c

#### fsync --help
## known-diff: no fsync binary on the reference machine; agentsh prints the busybox applet usage
fsync --help 2>&1 | head -5; echo "${PIPESTATUS[@]}"

#### usleep --help
## known-diff: no usleep binary on the reference machine; agentsh prints the busybox applet usage
usleep --help 2>&1 | head -5; echo "${PIPESTATUS[@]}"

#### version texts
hostname --version; echo $?
hostname -V; echo $?
ps --version; echo $?
top --version; echo $?
flock --version; echo $?
flock -V; echo $?
clear -V; echo $?

#### short help options
hostname -h | head -2; flock -h | head -3; top -h | head -3; clear -z; echo $?
