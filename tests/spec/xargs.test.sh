# xargs (GNU findutils 4.9.0): input syntaxes, batching, replacement, tracing, exit statuses.

#### default echo
printf 'a b\nc\n' | xargs

#### explicit command
printf 'x y z\n' | xargs echo args:

#### max args
echo a b c d e | xargs -n 2

#### max args long option
echo a b c d e | xargs --max-args=3 echo +

#### max lines
printf 'a b\nc\nd e f\n' | xargs -L 1 echo line:

#### max lines trailing blank continues
printf 'a b \nc\nd\n' | xargs -L 1

#### max lines two
printf '1\n2\n3\n4\n5\n' | xargs -L 2

#### replace string
printf 'a\nb\n' | xargs -I{} echo x{}y

#### replace keeps inner blanks
printf '  a  b  \n' | xargs -I{} echo "[{}]"

#### replace custom token
printf 'one\ntwo\n' | xargs -I % echo % and %

#### replace -i
printf 'a\nb\n' | xargs -i echo [{}]

#### replace with trace quotes
echo a b | xargs -t -I{} echo {} {}

#### null separated
printf 'a\0b c\0' | xargs -0 -n1 echo item:

#### null empty item
printf 'a\0\0b' | xargs -0 -n1 echo x

#### delimiter
printf 'a:b:c' | xargs -d: -n1

#### delimiter newline escape
printf 'a b\nc d\n' | xargs -d '\n' -n1

#### invalid delimiter
xargs -d 'ab' echo; echo "status $?"

#### single quotes
echo "'a b' c" | xargs -n1

#### double quotes
echo '"a b" c' | xargs -n1

#### embedded quotes
echo 'x"y z"w' | xargs -n1

#### backslash escapes blank
printf 'a\\ b c\n' | xargs -n1

#### backslash newline
printf 'a\\\nb\n' | xargs -n1 | wc -l

#### empty quoted argument
printf "a '' b\n" | xargs -n1 echo x

#### unmatched double quote
echo 'a "b' | xargs; echo "status $?"

#### unmatched single quote
echo "a 'b" | xargs; echo "status $?"

#### unmatched quote at eof
printf "a 'b" | xargs; echo "status $?"

#### empty input runs once
printf '' | xargs echo hi; echo "status $?"

#### no run if empty
printf '' | xargs -r echo hi; echo "status $?"

#### no run if empty long
printf '\n\n' | xargs --no-run-if-empty echo hi; echo "status $?"

#### blank lines skipped
printf '\n\na\n\n b \n' | xargs echo

#### trace
echo a b c d e | xargs -n 2 -t

#### trace verbose long
echo a | xargs --verbose echo hi

#### interactive without tty
echo a b | xargs -p echo; echo "status $?"

#### eof string
echo a b STOP c | xargs -E STOP

#### eof string at line start
printf 'a\nb\nc\n' | xargs -E b -I{} echo {}

#### eof string first
echo STOP a | xargs -E STOP echo got; echo "status $?"

#### max chars
echo a b c | xargs -s 8

#### max chars too long item
echo abcdefghij | xargs -s 8; echo "status $?"

#### max chars zero
echo a | xargs -s 0; echo "status $?"

#### exit option with max args
echo aaaa bbbb cccc | xargs -x -n 2 -s 15; echo "status $?"

#### exit option fits
echo a b | xargs -x -s 8; echo "status $?"

#### invalid number
echo a | xargs -n x; echo "status $?"

#### zero max args
echo a | xargs -n 0; echo "status $?"

#### zero max lines
echo a | xargs -L 0; echo "status $?"

#### lines then args warning
printf 'a b c\n' | xargs -L 1 -n 2

#### unknown option
echo a | xargs --bogus; echo "status $?"

#### missing option argument
echo a | xargs -n; echo "status $?"

#### arg file
printf '1\n2\n' > af
xargs -a af echo

#### arg file long and stdin kept
printf '1 2\n' > af
echo from-stdin | xargs --arg-file=af sh -c 'echo "$@"; cat' sh

#### arg file missing
xargs -a nofile; echo "status $?"

#### command stdin is empty
echo a | xargs sh -c 'cat; echo done' sh

#### parallel serial
echo a b c | xargs -P 2 -n1 echo

#### command not found
echo a | xargs nosuch-cmd; echo "status $?"

#### command path not found
echo a | xargs ./nosuch; echo "status $?"

#### command not executable
printf 'x\n' > nx
echo a | xargs ./nx; echo "status $?"

#### command fails 123
echo a b | xargs -n1 sh -c 'exit 3'; echo "status $?"

#### command fails continues
printf '1\n2\n3\n' | xargs -n1 sh -c 'echo $0; [ $0 != 2 ]'; echo "status $?"

#### command exits 255
echo a b | xargs -n1 sh -c 'echo $0; exit 255'; echo "status $?"

#### builtin printf
printf 'a\nb\n' | xargs printf '<%s>\n'

#### shell function not visible
f() { echo hi; }
echo a | xargs f; echo "status $?"

#### grep through xargs
printf 'hello\n' > h1; printf 'world\n' > h2
printf 'h1\nh2\n' | xargs grep -l hello

#### wc through xargs
printf 'a\nb\n' > w1; printf 'c\n' > w2
echo w1 w2 | xargs wc -l

#### null with max args and trace
printf 'x\0y\0z\0' | xargs -0 -t -n 2 echo

#### many items one command
printf '%s\n' 1 2 3 4 5 6 7 8 9 10 | xargs echo

#### help first line
xargs --help | head -n 1

#### version first line
xargs --version | head -n 1

#### exit status of last ok
printf 'a\n' | xargs true; echo "status $?"

#### false gives 123
printf 'a\n' | xargs false; echo "status $?"

#### tabs separate
printf 'a\tb\n' | xargs -n1

#### replace empty lines skipped
printf 'a\n\nb\n' | xargs -I X echo [X]

#### replace in command position
printf 'echo\n' | xargs -I CMD CMD hello
