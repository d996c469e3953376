# Command substitution and arithmetic.

#### command substitution basic
echo "[$(echo hi)]"

#### backticks
echo "[`echo hi`]"

#### nested command substitution
echo $(echo a $(echo b $(echo c)))

#### nested backticks
echo `echo a \`echo b\``

#### trailing newlines stripped
x=$(printf 'a\n\n\n')
echo "[$x]"

#### inner newlines kept
x=$(printf 'a\n\nb\n')
echo "[$x]"

#### leading newlines kept
x=$(printf '\n\na')
echo "[$x]"

#### exit status propagates through assignment
x=$(false); echo $?
x=$(true); echo $?

#### exit status of last subst in assignment
x=$(exit 3)$(exit 4); echo $?

#### exit status of command with subst arg
echo $(false); echo $?

#### subst runs in subshell
x=1
y=$(x=2; echo $x)
echo $x $y

#### subst with stderr not captured
x=$(echo out; echo err >&2)
echo "[$x]"

#### subst capturing stderr
x=$(nosuchcmd_q 2>&1)
echo "[$x]"

#### subst of a function
f() { echo "from f"; }
echo "<$(f)>"

#### subst with pipe
echo $(printf 'b\na\n' | sort)

#### subst with case inside
x=$(case a in a) echo matched;; esac)
echo $x

#### empty subst
echo "[$(true)]"

#### subst with quoted parens
echo "$(echo ')')"

#### arithmetic basic
echo $((1 + 2)) $((7 - 10)) $((6 * 7))

#### arithmetic division and modulo
echo $((7 / 2)) $((-7 / 2)) $((7 % 3)) $((-7 % 3))

#### arithmetic power
echo $((2 ** 10)) $((3 ** 0))

#### arithmetic negative power
echo $((2 ** -1))

#### arithmetic shifts
echo $((1 << 4)) $((256 >> 3)) $((-8 >> 1))

#### arithmetic bitwise
echo $((12 & 10)) $((12 | 10)) $((12 ^ 10)) $((~0)) $((~5))

#### arithmetic logical
echo $((1 && 0)) $((1 || 0)) $((!0)) $((!7)) $((0 || 0))

#### arithmetic comparisons
echo $((1 < 2)) $((2 <= 1)) $((3 > 2)) $((3 >= 3)) $((4 == 4)) $((4 != 4))

#### arithmetic ternary
echo $((5 > 3 ? 10 : 20)) $((0 ? 1 : 2))

#### arithmetic comma operator
echo $((1, 2, 3))

#### arithmetic assignment operators
x=10
echo $((x += 5)) $((x -= 3)) $((x *= 2)) $((x /= 4)) $((x %= 4))
echo $x

#### arithmetic more assignment operators
x=1
echo $((x <<= 3)) $((x >>= 1)) $((x |= 1)) $((x &= 6)) $((x ^= 7))

#### arithmetic increment and decrement
x=5
echo $((x++)) $x $((++x)) $x $((x--)) $x $((--x)) $x

#### arithmetic variables without dollar
a=3 b=4
echo $((a * a + b * b))

#### arithmetic unset variable is zero
unset z
echo $((z + 1))

#### arithmetic variable containing expression
e='2 + 3'
echo $((e * 2))

#### arithmetic precedence
echo $((2 + 3 * 4)) $(((2 + 3) * 4)) $((2 ** 3 ** 2)) $((-2 ** 2))

#### arithmetic unary plus minus
echo $((-5)) $((+5)) $((- -5)) $((-(3+2)))

#### arithmetic hex octal base
echo $((0x1F)) $((010)) $((2#1010)) $((36#z)) $((16#ff))

#### arithmetic base 64
echo $((64#_)) $((64#@))

#### arithmetic division by zero
echo $((1/0))
echo after

#### arithmetic modulo by zero
echo $((5 % 0))

#### arithmetic division by zero in variable
d=0
echo $((10 / d))

#### arithmetic syntax error
echo $((1 +))

#### arithmetic invalid operand
echo $((1 + abc@))

#### arithmetic invalid octal
echo $((09))

#### arithmetic invalid base digit
echo $((2#3))

#### arithmetic overflow wraps
echo $((9223372036854775807 + 1))

#### arithmetic large multiplication
echo $((123456789 * 987654321))

#### double paren command true
((1 + 1)); echo $?

#### double paren command false when zero
((0)); echo $?
((5 - 5)); echo $?

#### double paren assignment
((x = 3 * 3))
echo $x

#### double paren in if
x=7
if ((x > 5)); then echo big; else echo small; fi

#### double paren error status
((1/0)); echo "status $?"

#### arithmetic with spaces and nested parens
echo $(( ( (1+2) * (3+4) ) ))

#### arithmetic in string
echo "sum=$((2+2))!"

#### dollar bracket old arithmetic
echo $[1+2]

#### arithmetic with positional
set -- 4 5
echo $(($1 * $2))

#### arithmetic with dollar var
v=6
echo $(($v / 2))

#### arithmetic negative modulo and division rounding
echo $((-1 / 3)) $((1 / -3)) $((-9 % 4))

#### arithmetic let builtin
let x=2+3 y=x*2
echo $x $y
let 0; echo $?

#### arithmetic increment undefined var
unset n
((n++))
echo "$? $n"

#### arithmetic chained assignment
((a = b = 4))
echo $a $b

#### arithmetic comparison of strings as vars
x=abc
abc=9
echo $((x + 1))

#### arithmetic recursion depth
a=b; b=c; c=5
echo $((a))

#### arithmetic empty expression
echo "[$(( ))]"

#### backtick with dollar escapes
x=5
echo `echo \$x`

#### subst in word with glob char is not globbed when no match
echo $(echo 'zz*qq')

#### subst inside double quotes inside subst
echo "$(echo "$(echo deep)")"

#### command substitution exit code in if
if x=$(false); then echo yes; else echo no; fi

#### $(< file) reads the file
printf 'a\nb c\n\n' > w
x=$(< w); echo "[$x]"
echo $(<w)
echo "$(< w)" | wc -l
for v in $(< w); do echo "<$v>"; done

#### $(< file) errors
x=$(< nosuch); echo "rc=$? [$x]"
mkdir d; x=$(< d); echo "rc=$? [$x]"
printf 'q\n' > w; echo `< w`
