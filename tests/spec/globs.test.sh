# Pathname expansion over files created by the script.

#### star matches files sorted
> b.txt; > a.txt; > c.log
echo *

#### star with suffix
> b.txt; > a.txt; > c.log
echo *.txt

#### question mark
> a1; > a2; > a10
echo a?

#### bracket expression
> a1; > b1; > c1
echo [ab]1

#### bracket range
> f1; > f2; > f3; > f9
echo f[1-3]

#### negated bracket
> x1; > x2; > x3
echo x[!2]
echo x[^2]

#### no match keeps pattern
echo *.nomatch

#### no match with question mark
echo ?zz?

#### quoted glob not expanded
> a.txt
echo "*.txt" '*.txt' \*.txt

#### glob in variable expands unquoted
> a.txt
p='*.txt'
echo $p "$p"

#### hidden files not matched by star
> .hidden; > visible
echo *

#### dot star matches hidden files
> .hidden; > .other; > visible
echo .*

#### explicit dot prefix
> .h1; > .h2
echo .h*

#### glob in assignment not expanded
> a.txt
x=*.txt
echo "$x"

#### glob in for loop
> one.sh; > two.sh
for f in *.sh; do echo "file: $f"; done

#### glob no match in for loop
for f in *.none; do echo "got: $f"; done

#### nullglob
shopt -s nullglob
for f in *.none; do echo "got: $f"; done
echo end

#### failglob
shopt -s failglob
echo *.none
echo "status $?"

#### dotglob
shopt -s dotglob
> .h; > v
echo *

#### glob sort order mixed case
> b; > B; > a; > A; > _x; > 1
echo *

#### glob with directory prefix
> f1
echo ./f*

#### glob matching no directory slash
echo /nonexistent_glob_dir/*

#### glob character class
> a1; > ab; > a_
echo a[[:digit:]]
echo a[[:alpha:]]

#### glob star in middle
> abc.tar.gz; > abc.zip; > xyz.tar.gz
echo abc*.gz *.tar.*

#### glob count with set
> a; > b; > c
set -- *
echo $#

#### glob in case is not pathname expansion
> abc
case x in *) echo star-matches-anything;; esac

#### escaped glob char in pattern
> 'a*b'; > axb
echo a\*b

#### glob in double bracket not expanded
> a.txt
[[ a.txt == *.txt ]] && echo match

#### glob with spaces in filenames
> 'my file.txt'; > other.txt
for f in *.txt; do echo "[$f]"; done

#### glob result not word split
> 'a b'
set -- a*
echo $#

#### globstar off double star
> f
echo **

#### glob bracket with dash at end
> a-; > ab
echo a[b-]

#### glob after cd
> inhome
cd /
cd ~
echo in*

#### lone bracket is literal
echo [

#### glob unmatched bracket
> a
echo a[

#### glob noglob
set -f
> a.txt
echo *.txt

#### grep with glob file list
echo hit > a.log; echo miss > b.log
grep -l hit *.log

#### cat with glob
echo 1 > p1; echo 2 > p2
cat p*

#### extglob operators without a glob character match files
shopt -s extglob
touch ab ac
echo @(ab|zz); echo a@(b|c); echo +(ab); echo !(ab); echo @(a)b
echo @(ab)"" +(ab)'' "@(ab)" @(q|r) x\@\(ab\)

#### extglob patterns in an unquoted variable are expanded (and not without extglob)
touch ab aab ac
x='+(a)b'; y='@(ab|zz)'; z='!(ab|aab)'
echo $x "$x"; echo $y; echo $z
shopt -s extglob
echo $x "$x"; echo $y; echo $z
w='x y +(a)c'; set -- $w; echo $# "$@"

#### a lone [ is not a pattern (nullglob and failglob keep it)
touch a1; shopt -s nullglob; echo [ a[ [b x["]" [a] a[0-9]
shopt -u nullglob; shopt -s failglob; echo [ a[ "[" [b; echo status $?

#### extglob off: a group in a command word is a syntax error, the line does not run
echo first
echo b; echo !(x); echo c
echo never

#### extglob off: a group in a case pattern is a syntax error
case x in +(a|b)*) echo c;; esac

#### extglob off: groups in assignments, redirections and for words are syntax errors
echo start
x=@(a)

#### extglob off: a function body read over several lines fails as a whole
echo a; f() {
  echo !(x)
}; echo c

#### extglob off: [[ ]] patterns and ${...} patterns take groups anyway; quoted ones are text
x=abc; [[ $x == @(a|b)* ]] && echo y; echo ${x#@(a)} "!(q)" '@(r)' \!\(s\)

#### extglob turned on by an earlier line: later lines read groups
touch a.txt b.log
shopt -s extglob
echo !(*.txt) @(a|b).* *.+(txt|log)
case b.log in @(a|b).log) echo matched;; esac

#### extglob turned on on the same line: too late for that line
shopt -s extglob; echo @(a|b)

#### eval and source read their text with the extglob setting of that moment
touch a.txt b.log
eval 'echo !(a)'; echo "rc=$?"
printf 'echo s1\necho !(x)\necho s3\n' > s.sh
. ./s.sh; echo "rc=$?"
shopt -s extglob
eval 'echo !(*.txt|*.sh)'

#### eval's syntax errors name the function's source or the sourced file
f() { eval "echo )"; }; f; echo "rc=$?"
printf 'eval "echo )"\ng() { eval "if"; }\n' > ev.sh
. ./ev.sh; g; echo "rc=$?"

#### GLOBIGNORE filters matches and makes hidden names match
touch .hidden x y
GLOBIGNORE=x; echo *
GLOBIGNORE=x:y; echo * .*
GLOBIGNORE=; echo *

#### GLOBIGNORE patterns: * stops at /, extglob, nocaseglob, all ignored
mkdir d; touch d/a d/b ab ac
GLOBIGNORE="d/a"; echo d/*
GLOBIGNORE="*a"; echo d/*
GLOBIGNORE="a"; echo d/*
shopt -s extglob; GLOBIGNORE="a@(b)"; echo a*
shopt -s nocaseglob; GLOBIGNORE=AB; echo a*
GLOBIGNORE=d:ab:ac; echo *
shopt -s nullglob; echo * end
shopt -u nullglob; shopt -s failglob; echo *; echo st $?

#### GLOBIGNORE turns dotglob on; unsetting it turns dotglob off
touch .h x
shopt dotglob
GLOBIGNORE=x; shopt dotglob; echo *
unset GLOBIGNORE; shopt dotglob; echo *
shopt -s dotglob; GLOBIGNORE=; echo *; GLOBIGNORE='*'; echo * .*
