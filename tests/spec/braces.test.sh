# Brace expansion.

#### simple list
echo {a,b,c}

#### prefix and suffix
echo x{a,b}y

#### nested braces
echo {a,b{1,2},c}

#### numeric range
echo {1..5}

#### reverse numeric range
echo {5..1}

#### letter range
echo {a..e}

#### reverse letter range
echo {e..a}

#### range with step
echo {1..10..3}

#### range with negative step
echo {10..1..-4}

#### zero padded range
echo {05..10}

#### zero padded mixed widths
echo {1..010..3}

#### negative numbers range
echo {-2..2}

#### two braces cartesian
echo {a,b}{1,2}

#### brace with empty element
echo a{,b}

#### quoted braces not expanded
echo "{a,b}" '{1..3}'

#### escaped comma
echo {a\,b,c}

#### single element not expanded
echo {a}

#### invalid range not expanded
echo {1..a} {a..}

#### empty braces literal
echo {} x{}y

#### brace with variable is not range
n=3
echo {1..$n}

#### brace expansion before variable expansion
a=1 b=2
echo {$a,$b}

#### brace in assignment not expanded
x={a,b}
echo $x

#### brace and glob
> f1; > f2
echo f{1,2,3}

#### brace in for loop
for i in {1..3}; do echo n$i; done

#### brace range with letters and step
echo {a..k..3}

#### brace with spaces is not expansion
echo { a,b }

#### brace unbalanced
echo {a,b

#### brace with quoted parts
echo {"a b",c}

#### brace with dollar brace
v=x
echo ${v}{1,2}

#### nested range in list
echo {a,{1..3}}

#### brace preamble with path
echo /usr/{bin,lib}/x

#### brace expansion creates separate words
printf '<%s>\n' pre{A,B}post

#### brace range uppercase to lowercase
echo {X..c}

#### brace expansion with set -B off
set +B
echo {a,b}

#### literal fields from ranges and lists (the no-glob fast path)
a=({1..20000}); echo ${#a[@]} ${a[0]} ${a[19999]}
echo file{a,b}{1..3}.txt x{-2..2}y {a,b}{,c} -{,}-
set -- {3..-3..2}; echo $# "$@"

#### brace fields that can glob still glob
touch f1 f2 g3; echo f{1..3}* {f,g}? [fg]{1..3} x{\[,y}
shopt -s nullglob; echo f{1,2,3}* {Z..a}

#### brace fields with quotes and empty results
echo "a"{1..3} '{'1..2} x{,}y
for w in {a..c}{1..2}; do printf '%s.' "$w"; done; echo
set +B; echo {1..3} a{b,c}; set -B; echo {1..3}
