# Simple commands, echo, printf, comments, separators, true/false/:, exit codes.

#### echo with two args
echo hello world

#### echo no args prints newline
echo
echo x

#### echo collapses nothing inside quotes
echo "a   b"   c    d

#### echo -n
echo -n abc
echo def

#### echo -e escapes
echo -e 'a\tb\nc'

#### echo -E keeps backslashes
echo -E 'a\tb'

#### echo default does not interpret escapes
echo 'a\nb'

#### echo -e backslash c stops output
echo -e 'abc\cdef'
echo next

#### echo -e octal and hex
echo -e '\0101\x42\0103'

#### echo -ne combined
echo -ne 'x\ty'
echo

#### echo dash dash is printed
echo -- -n

#### echo unknown option is printed
echo -z foo

#### echo -n -e separately
echo -n -e 'a\n'
echo b

#### echo -e escaped backslash
echo -e 'a\\b'

#### printf simple string
printf '%s\n' hello

#### printf no newline added
printf abc
printf def
echo

#### printf reuses format
printf '%s-' a b c
echo

#### printf reuse with two specs
printf '%s=%s\n' a 1 b 2 c

#### printf decimal
printf '%d\n' 42 -7 010

#### printf width and left align
printf '[%5s][%-5s]\n' ab cd

#### printf zero padded
printf '%05d|%-4d|\n' 42 7

#### printf hex and octal
printf '%x %X %o\n' 255 255 8

#### printf char
printf '%c%c\n' hello world

#### printf percent literal
printf '100%%\n'

#### printf missing args
printf '%s|%d|\n'

#### printf escapes in format
printf 'a\tb\\c\n'

#### printf %b interprets escapes in arg
printf '%b\n' 'x\ty'

#### printf %s does not interpret escapes in arg
printf '%s\n' 'x\ty'

#### printf invalid number
printf '%d\n' abc
echo "status $?"

#### printf quoted char as number
printf '%d\n' "'A"

#### printf precision
printf '%.2s|%.3d\n' abcdef 5

#### printf -v assigns
printf -v out '%03d' 9
echo "$out"

#### printf no args is usage error
printf
echo "status $?"

#### printf %q
printf '%q\n' 'a b' "it's"

#### printf hex input
printf '%d %d\n' 0x1f 0X10

#### printf star width
printf '[%*s]\n' 6 hi

#### comment line ignored
# this is a comment
echo after # trailing comment

#### hash inside word is not a comment
echo a#b

#### semicolons
echo a; echo b;echo c

#### true and false status
true; echo $?
false; echo $?

#### colon builtin
: ignored args here; echo $?

#### exit with code
echo before
exit 3
echo after

#### exit status of last command
false

#### exit without args uses last status
false
exit

#### exit code modulo 256
exit 300

#### exit negative
exit -1

#### exit non-numeric
exit abc

#### exit too many args
exit 1 2
echo still here $?

#### status of last command in a list
false; true

#### dollar question after not found
nosuchcmd_xyz
echo $?

#### empty lines and spaces
   

   echo   spaced   

#### line continuation
echo a \
  b \
  c

#### semicolon after ampersand-free command list
{ echo a; echo b; }

#### double semicolon is a syntax error
echo a;; echo b

#### command with only assignments
x=5
echo $x

#### echo special chars
echo 'hello, world!' '*' '?'

#### printf unicode
printf '%s\n' 'héllo wörld'

#### echo -e unicode escape
echo -e '\u00e9'

#### printf many formats
printf '%s %s %s\n' 1 2 3 4 5

#### printf extra percent conversions
printf '%i %u\n' 12 13

#### printf negative width string
printf '%-3s|\n' abcdef

#### printf plus flag
printf '%+d %+d\n' 5 -5

#### printf invalid utf-8 byte
printf 'a\377b\n'
