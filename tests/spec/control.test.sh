# if/while/until/for/case, break/continue, !, && || chains.

#### if then
if true; then echo yes; fi

#### if else
if false; then echo yes; else echo no; fi

#### if elif else
x=2
if [ $x = 1 ]; then echo one; elif [ $x = 2 ]; then echo two; else echo other; fi

#### if on multiple lines
if false
then
  echo a
elif true
then
  echo b
fi

#### if status when no branch taken
if false; then echo x; fi
echo $?

#### if status is last command of branch
if true; then false; fi
echo $?

#### if condition is a list
if false; true; then echo last-counts; fi

#### while loop counting
i=0
while [ $i -lt 3 ]; do echo $i; i=$((i+1)); done

#### while false never runs
while false; do echo never; done
echo "status $?"

#### until loop
i=0
until [ $i -ge 3 ]; do echo $i; i=$((i+1)); done

#### for in list
for x in a b c; do echo $x; done

#### for in empty list
for x in; do echo $x; done
echo "status $?"

#### for without in uses positional
set -- p q "r s"
for x; do echo "[$x]"; done

#### for loop variable persists
for x in 1 2 3; do :; done
echo $x

#### for over word split expansion
v="a b c"
for w in $v; do echo $w; done

#### for over quoted var
v="a b c"
for w in "$v"; do echo $w; done

#### c-style for
for ((i = 0; i < 3; i++)); do echo $i; done

#### c-style for empty parts
i=0
for ((;;)); do i=$((i+1)); if [ $i -gt 2 ]; then break; fi; done
echo $i

#### c-style for with two vars
for ((i=0, j=10; i<3; i++, j--)); do echo $i $j; done

#### break
for i in 1 2 3 4; do if [ $i = 3 ]; then break; fi; echo $i; done

#### continue
for i in 1 2 3 4; do if [ $i = 2 ]; then continue; fi; echo $i; done

#### break N from nested loops
for i in 1 2; do for j in a b c; do if [ $j = b ]; then break 2; fi; echo $i$j; done; done
echo end

#### continue N
for i in 1 2 3; do for j in a b; do if [ $j = b ]; then continue 2; fi; echo $i$j; done; echo never; done

#### break outside loop
break
echo "status $?"

#### continue outside loop
continue
echo "status $?"

#### break with too large N
for i in 1 2; do for j in 1 2; do break 5; done; echo inner; done
echo out $i

#### break zero is an error
for i in 1 2; do break 0; done
echo "status $?"

#### nested loops
for i in 1 2; do
  for j in x y; do
    echo "$i$j"
  done
done

#### while with break and status
while true; do break; done
echo $?

#### loop status is last body command
for i in 1; do false; done
echo $?

#### case simple
case hello in hello) echo matched;; esac

#### case default
case zzz in a) echo a;; *) echo default;; esac

#### case alternation
for w in cat dog fish; do case $w in cat|dog) echo "$w pet";; *) echo "$w other";; esac; done

#### case glob patterns
for w in a1 b22 c; do case $w in ?) echo "one:$w";; ?[0-9]) echo "two:$w";; *[0-9]) echo "more:$w";; esac; done

#### case bracket pattern
case x in [abc]) echo abc;; [x-z]) echo xyz;; esac

#### case fallthrough
case a in a) echo one;& b) echo two;; c) echo three;; esac

#### case continue matching
case abc in a*) echo starts-a;;& *c) echo ends-c;;& *z) echo never;; *) echo any;; esac

#### case no match status
case x in y) echo y;; esac
echo $?

#### case status of matched branch
case x in x) false;; esac
echo $?

#### case quoted pattern is literal
case 'a*' in "a*") echo literal;; esac
case abc in "a*") echo wrong;; *) echo nomatch;; esac

#### case pattern from variable
p='a*'
case abc in $p) echo glob;; esac
case abc in "$p") echo literal;; *) echo no;; esac

#### case with paren before pattern
case b in (a) echo a;; (b) echo b;; esac

#### case multiline
x=2
case $x in
  1)
    echo one
    ;;
  2)
    echo two
    ;;
esac

#### case empty word
case "" in "") echo empty;; *) echo nonempty;; esac

#### case last clause without double semicolon
case q in q) echo q
esac

#### not operator
! true; echo $?
! false; echo $?

#### and or chains
true && echo a
false && echo b
false || echo c
true || echo d

#### chain status
false && true; echo $?
false || false; echo $?
true && false || echo recovered

#### and or left associative
true || echo x && echo y

#### not on chain element
! false && echo ok

#### while read loop from here-string
while read -r line; do echo "got: $line"; done <<< "$(printf 'a\nb\n')"

#### until with break
n=0
until false; do n=$((n+1)); [ $n -eq 3 ] && break; done
echo $n

#### for with glob-free brace expansion
for i in {1..3}; do echo -n "$i "; done
echo

#### if with command substitution condition
if [ "$(echo yes)" = yes ]; then echo ok; fi

#### if with pipeline condition
if printf 'abc\n' | grep -q b; then echo found; fi

#### nested if
a=1 b=2
if [ $a = 1 ]; then if [ $b = 2 ]; then echo both; fi; fi

#### loop over positional args with shift
set -- x y z
while [ $# -gt 0 ]; do echo "$1"; shift; done

#### case with character class
for c in a Z 5 _; do case $c in [[:upper:]]) echo "$c upper";; [[:lower:]]) echo "$c lower";; [[:digit:]]) echo "$c digit";; *) echo "$c other";; esac; done

#### case with negated bracket
case b in [!a]) echo not-a;; esac

#### for loop with semicolon newline mix
for i in 1 2
do
  echo $i
done

#### while condition status inside
i=0
while i=$((i+1)); [ $i -le 2 ]; do echo $i; done

#### break in while in function
f() { while true; do return 4; done; }
f; echo $?

#### double bracket string compare
[[ abc == a* ]] && echo glob
[[ abc == "a*" ]] || echo literal

#### double bracket regex
[[ hello123 =~ ^[a-z]+([0-9]+)$ ]] && echo "${BASH_REMATCH[1]}"

#### double bracket logical
[[ -n x && ! -z y || 1 -eq 2 ]] && echo ok

#### double bracket numeric compare
[[ 10 -gt 9 ]] && echo gt
[[ 10 > 9 ]] || echo string-compare

#### select: break and continue in its body
select n in a b c; do echo "n=$n"; [ "$n" = b ] && break; continue; echo no; done <<< $'1\n2\n3'
echo "rc=$?"
for i in 1 2; do select n in x y; do echo "$i $n"; break 2; done <<< 1; done; echo "after $i"

#### select: end of input ends the prompt's line on stdout, status 1
select x in a b; do echo $x; break; done < /dev/null; echo "st=$?"
select x in a b; do echo "$x"; done <<< "1"; echo "st=$?"
