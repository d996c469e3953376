# Quoting, quote removal, word splitting, "$@" vs "$*".

#### single quotes preserve everything
echo 'a $x `y` \n "z"'

#### double quotes expand variables
x=val
echo "x is $x"

#### double quotes keep backslash before ordinary chars
echo "a\b \$x \" \\ \`"

#### backslash escapes outside quotes
echo \$x \" \' \\ a\ b

#### backslash newline inside double quotes
echo "ab\
cd"

#### adjacent quoted parts join
echo 'a'"b"c'd'

#### empty string arguments are kept
set -- '' "" x
echo $#

#### unquoted empty variable disappears
e=
set -- $e x $e
echo $#

#### quoted empty variable is kept
e=
set -- "$e" x
echo $#

#### ansi-c quoting
echo $'a\tb\nc'

#### ansi-c quote and escapes
echo $'it\'s' $'\x41\101' $'back\\slash'

#### ansi-c unicode
echo $'\u263a'

#### ansi-c inside double quotes is literal
echo "$'a\tb'"

#### nested quotes in command substitution
echo "$(echo "inner 'q' \"dq\"")"

#### single quote inside double quotes
echo "it's"

#### double quote inside single quotes
echo 'say "hi"'

#### concatenated single quote trick
echo 'it'\''s'

#### word splitting of unquoted var
v="a   b    c"
printf '<%s>\n' $v

#### quoted var not split
v="a   b    c"
printf '<%s>\n' "$v"

#### leading and trailing IFS whitespace dropped
v="   x  y   "
printf '<%s>\n' $v

#### custom IFS splitting
IFS=:
v="a:b::c"
printf '<%s>\n' $v

#### IFS with whitespace and non-whitespace
IFS=' ,'
v="a , b,,c"
printf '<%s>\n' $v

#### empty IFS means no splitting
IFS=
v="a b c"
printf '<%s>\n' $v

#### dollar at quoted
set -- a "b c" d
printf '<%s>\n' "$@"

#### dollar star quoted
set -- a "b c" d
printf '<%s>\n' "$*"

#### dollar at unquoted
set -- a "b c" d
printf '<%s>\n' $@

#### dollar star unquoted
set -- a "b c" d
printf '<%s>\n' $*

#### dollar star with IFS
set -- a b c
IFS=-
echo "$*"

#### dollar star with empty IFS
set -- a b c
IFS=
echo "$*"

#### quoted at with no params
set --
printf '<%s>\n' "$@"
echo done

#### quoted at with prefix and suffix
set -- a b
printf '<%s>\n' "x$@y"

#### quoted star with no params is one empty arg
set --
printf '<%s>\n' "$*"

#### single quotes are literal in here
echo '$(echo no)'

#### backslash in single quotes
echo 'a\\b'

#### dollar at end of string
echo "cost: 5$"
echo a$

#### dollar followed by space
echo "$ x"

#### glob chars in quotes
echo "*" '?' "[a]"

#### tilde in quotes not expanded
echo "~" '~'

#### tilde unquoted expands to home
echo ~

#### tilde in assignment
x=~/dir
echo $x

#### tilde after colon in assignment
x=a:~/b
echo $x

#### escaped newline joins words
echo foo\
bar

#### quotes inside variable are literal
v='"a b"'
printf '<%s>\n' $v

#### command subst output split
printf '<%s>\n' $(echo "a  b")

#### command subst quoted not split
printf '<%s>\n' "$(echo "a  b")"

#### hash at start of quoted word
echo "#notcomment" '#x'

#### locale translation quote
echo $"hello"

#### backslash before dollar in double quotes
v=1
echo "\$v=$v"

#### unterminated single quote
echo 'abc

#### unterminated double quote
echo "abc
echo more

#### IFS split with tabs and newlines
v=$'a\tb\nc'
printf '<%s>\n' $v

#### dollar at in assignment joins
set -- a b c
x="$@"
echo "$x"

#### quoted dollar at array-like
set -- "1 2" 3
for a in "$@"; do echo "[$a]"; done

#### unquoted star with IFS colon
set -- "a b" c
IFS=:
printf '<%s>\n' $*

#### words of known text: quotes, escapes, empty strings
set -- x""y '' "a*" --n='v w' $'t\tz' \* a\ b ""
echo $#
printf '[%s]' "$@"; echo

#### $'...' byte escapes are raw bytes, \u is UTF-8, the value ends at NUL
x=$'a\0b'; echo ${#x}
x=$'\xc3\xa9'; echo ${#x} "$x"
x=$'\u00e9\351'; echo ${#x}; printf %s "$x" | od -An -c
x=$'\xff'; printf %s "$x" | od -An -c
for e in '\ud800' '\U110000' '\U0001F600' '\u' '\x' '\xg' '\x{41}' '\c' '\cA' '\c?' '\400' '\777' '\0101' "\\'" '\q' '\\' '\U00200000' '\U7FFFFFFF' '\x{110}' '\x{41' '\x{4142}'; do
  eval "x=\$'$e'"; printf '%-12s' "$e"; printf %s "$x" | od -An -c | head -1; echo
done
