# case statements: fall-through ;& and ;;& , patterns.

#### basic case
case b in a) echo A;; b) echo B;; esac

#### fall through
case a in a) echo A;& b) echo B;& c) echo C;; d) echo D;; esac

#### continue testing
case ab in a*) echo one;;& *b) echo two;;& x) echo three;; *) echo four;; esac

#### default pattern
case z in a) echo a;; *) echo default;; esac

#### alternatives
case dog in cat|dog) echo pet;; esac

#### no match status
case x in y) echo y;; esac
echo $?

#### status of last command
case x in x) false;; esac
echo $?

#### quoted pattern literal
case '*' in "*") echo star;; esac
case abc in "a*") echo no;; *) echo literal;; esac

#### pattern from variable
p='a*'
case abc in $p) echo match;; esac
case abc in "$p") echo no;; *) echo quoted;; esac

#### bracket patterns
case 5 in [0-9]) echo digit;; esac
case x in [!0-9]) echo nondigit;; esac

#### empty word
case "" in "") echo empty;; esac

#### paren before pattern
case a in (a) echo paren;; esac

#### last item without terminator
case a in a) echo last
esac

#### case with newlines
case foo in
  foo)
    echo one
    echo two
    ;;
esac

#### fall through into last
case a in a) echo A;& esac

#### case with extglob
shopt -s extglob
case foo.txt in *.@(txt|md)) echo doc;; esac

#### case word expansion
x=hello
case $x in h*) echo starts h;; esac

#### case nocasematch
shopt -s nocasematch
case HELLO in hello) echo yes;; esac

#### case in loop with break
for i in 1 2 3; do case $i in 2) break;; esac; echo $i; done

#### case pattern with escaped chars
case 'a|b' in a\|b) echo pipe;; esac
case 'a)' in 'a)') echo paren;; esac

#### continue testing with none matching later
case x in x) echo first;;& y) echo second;; esac
echo $?

#### case status with fallthrough empty
case a in a) ;& b) ;; esac
echo $?

#### case with empty body
case a in a) ;; esac
echo $?

#### case syntax error
case a in a) echo x
echo after

#### case esac keyword as word
case esac in esac) echo kw;; esac

#### case pattern with tilde
case ~ in ~) echo tilde;; esac

#### case with character class
case a in [[:alpha:]]) echo alpha;; esac
case 1 in [[:alpha:]]) echo no;; [[:digit:]]) echo digit;; esac

#### case with multiple fallthrough and default
case b in a) echo a;; b) echo b;& c) echo c;;& *) echo star;; esac

#### case pattern with question mark
case ab in ??) echo two;; esac

#### case with quoted variable pattern containing glob
p='*'
case x in "$p") echo literal;; $p) echo glob;; esac

#### case in function returning status
f() { case $1 in y) return 0;; *) return 3;; esac; }
f n; echo $?

#### case: literal and glob patterns mixed, quoted and escaped ones, nocasematch and extglob toggled between runs of one statement
shopt -s extglob
for w in alpha beta x1 echo lion zz '' 'a*b' '[x]' ALPHA; do
case $w in
  alpha|beta|gamma) echo "1:$w" ;;
  *[0-9]) echo "2:$w" ;;
  e*|*on) echo "3:$w" ;;
  a\*b) echo "4:$w" ;;
  '[x]') echo "5:$w" ;;
  "") echo empty ;;
  *) echo "d:$w" ;;
esac; done
shopt -s nocasematch; case ALPHA in alpha) echo nc;; esac
case foo in @(f|g)oo) echo eg;; esac; case foo in !(bar)) echo neg;; esac
case x in x) echo a ;& y) echo fall ;;& *) echo cont ;; esac
f() { case $1 in alpha) echo lit;; *) echo other;; esac; }
f ALPHA; shopt -u nocasematch; f ALPHA; shopt -s nocasematch; f ALPHA

#### the first matching item wins when all patterns are literal
for w in alpha beta x9 echo on zzz 'a(b)' '[x]' '' 'a|b'; do
  case $w in
    alpha|beta) echo "$w: ab";;
    *[0-9]) echo "$w: digit";;
    e*|*on) echo "$w: e-on";;
    'a(b)') echo "$w: parens";;
    \[x\]) echo "$w: bracket";;
    '') echo "empty";;
    'a|b') echo "$w: bar";;
    *) echo "$w: other";;
  esac
done

#### nocasematch across items
shopt -s nocasematch
for w in ALPHA Beta x bETA; do case $w in alpha) echo a;; b*) echo b;; *) echo other;; esac; done

#### extglob items in a case
shopt -s extglob
for w in aaa ab abab x; do case $w in +(a)) echo as;; @(ab)+(ab)) echo abs;; !(x)) echo notx;; *) echo x;; esac; done

#### ;;& and ;& after the first match
for w in abc xbc zzz; do case $w in a*) echo A;;& *b*) echo B;& q) echo Q;; *) echo other;; esac; done
