# arithskip: the parts of an arithmetic expression bash skips (the right side of ``0 &&``
# and ``1 ||``, a ternary's untaken branch) are still read with evaluation off: variables
# read as 0 and are not set, a division by 0 is not an error, but a negative exponent is
# (bash's exppower does not look at noeval). And the error token of an expression that
# holds a ``$`` bash never reached (``let``, ``declare -i``, a variable's value).

#### 1: x=-1; echo $(( 0 && 2 ** -1 )); echo x=$x
x=-1; echo $(( 0 && 2 ** -1 )); echo x=$x

#### 2: x=-1; echo $(( 1 || 2 ** -1 )); echo x=$x
x=-1; echo $(( 1 || 2 ** -1 )); echo x=$x

#### 3: x=-1; echo $(( 0 ? (2 ** -1) : 1 )); echo x=$x
x=-1; echo $(( 0 ? (2 ** -1) : 1 )); echo x=$x

#### 4: x=-1; echo $(( 0 && (3 ** -2 + 1) )); echo x=$x
x=-1; echo $(( 0 && (3 ** -2 + 1) )); echo x=$x

#### 5: x=-1; echo $(( 0 ? x = 2 ** -1 : 1 )); echo x=$x
x=-1; echo $(( 0 ? x = 2 ** -1 : 1 )); echo x=$x

#### 6: x=-1; echo $(( 0 && (x **= -1) )); echo x=$x
x=-1; echo $(( 0 && (x **= -1) )); echo x=$x

#### 7: x=-1; echo $(( 0 ? u ** -1 : 5 )); echo x=$x
x=-1; echo $(( 0 ? u ** -1 : 5 )); echo x=$x

#### 8: x=-1; echo $(( 0 && 2 ** x )); echo x=$x
x=-1; echo $(( 0 && 2 ** x )); echo x=$x

#### 9: x=-1; echo $(( 0 && 2 ** (1-2) )); echo x=$x
x=-1; echo $(( 0 && 2 ** (1-2) )); echo x=$x

#### 10: x=-1; echo $(( 0 && 2 ** -x )); echo x=$x
x=-1; echo $(( 0 && 2 ** -x )); echo x=$x

#### 11: x=-1; echo $(( 0 && 2 ** $x )); echo x=$x
x=-1; echo $(( 0 && 2 ** $x )); echo x=$x

#### 12: x=-1; echo $(( 0 && 2 ** (x=-1) )); echo x=$x
x=-1; echo $(( 0 && 2 ** (x=-1) )); echo x=$x

#### 13: x=-1; echo $(( 1 ? 2 : 2 ** -1 )); echo x=$x
x=-1; echo $(( 1 ? 2 : 2 ** -1 )); echo x=$x

#### 14: x=-1; echo $(( 0 && 2 ** (1/0 - 2) )); echo x=$x
x=-1; echo $(( 0 && 2 ** (1/0 - 2) )); echo x=$x

#### 15: x=-1; echo $(( 0 && 2 ** (x++ - 2) )); echo x=$x
x=-1; echo $(( 0 && 2 ** (x++ - 2) )); echo x=$x

#### 16: x=-1; echo $(( 0 && 2 ** (++x - 3) )); echo x=$x
x=-1; echo $(( 0 && 2 ** (++x - 3) )); echo x=$x

#### 17: x=-1; echo $(( 0 && 2 ** (x += -5) )); echo x=$x
x=-1; echo $(( 0 && 2 ** (x += -5) )); echo x=$x

#### 18: x=-1; echo $(( 0 && (1, 2 ** -1) )); echo x=$x
x=-1; echo $(( 0 && (1, 2 ** -1) )); echo x=$x

#### 19: x=-1; echo $(( 1 ? 3 : (0 ? 4 : 2 ** -2) )); echo x=$x
x=-1; echo $(( 1 ? 3 : (0 ? 4 : 2 ** -2) )); echo x=$x

#### 20: x=-1; echo $(( 0 && 2 ** (0 ? 1 : -1) )); echo x=$x
x=-1; echo $(( 0 && 2 ** (0 ? 1 : -1) )); echo x=$x

#### 21: x=-1; echo $(( 0 && 2 ** (1 && -1) )); echo x=$x
x=-1; echo $(( 0 && 2 ** (1 && -1) )); echo x=$x

#### 22: x=1; for i in {1..20}; do (( x ? 1 : 2 ** -1 )); echo -n "$?
x=1; for i in {1..20}; do (( x ? 1 : 2 ** -1 )); echo -n "$? "; done; echo

#### 23: for i in {1..20}; do (( i > 18 ? 2 ** -1 : 1 )); echo -n "$?
for i in {1..20}; do (( i > 18 ? 2 ** -1 : 1 )); echo -n "$? "; done; echo

#### 24: y=-2; let 'y += -9223372036854775808 ? x : u ** -3' '1'; ech
y=-2; let 'y += -9223372036854775808 ? x : u ** -3' '1'; echo "st=$? y=$y"

#### 25: for ((i=0; i<3 || 2 ** -1; i++)); do echo $i; done
for ((i=0; i<3 || 2 ** -1; i++)); do echo $i; done

#### 26: [[ 0 -eq 0 && 1 -eq $(( 1 || 2 ** -1 )) ]]; echo $?
[[ 0 -eq 0 && 1 -eq $(( 1 || 2 ** -1 )) ]]; echo $?

#### 27: x=5; declare -i n='(7 % u ? $x : 0)'; echo "$n"
x=5; declare -i n='(7 % u ? $x : 0)'; echo "$n"

#### 28: x=5; declare -i n; n='7 % u + $x'; echo "$n"
x=5; declare -i n; n='7 % u + $x'; echo "$n"

#### 29: x=5; n='(7 % u ? $x : 0)'; echo $((n))
x=5; n='(7 % u ? $x : 0)'; echo $((n))

#### 30: x=5; echo $(( 7 % u ? $x : 0 ))
x=5; echo $(( 7 % u ? $x : 0 ))

#### 31: x=5; let 'n = 7 % u ? $x : 0'
x=5; let 'n = 7 % u ? $x : 0'

#### 32: x=5; s='7 % u ? $x : 0'; echo $(( $s ))
x=5; s='7 % u ? $x : 0'; echo $(( $s ))

#### a negative number from an expansion is two tokens in the error token
echo $((-7/2)) $((7%-2)) $(( -1 + 0 ))
x=-1; echo $(( 2 ** $x ))
echo next

#### the same, in the skipped part
echo $((-7/2)) $((7%-2)) $(( -1 + 0 ))
x=-1; echo $(( 0 && 2 ** $x ))
echo next

#### a negative number from an expansion after the error
x=-3; y=0; echo $(( 5 / $y + $x ))
