# Builtins' errors met in agent scripts: names that are not identifiers, subscripts whose
# arithmetic fails (the shell ends, as for any subscript), the empty file name.

#### mapfile and readarray refuse a name that is not an identifier
mapfile -t 1a < /dev/null; echo $?
readarray "a b" < /dev/null; echo $?
mapfile -t a-b < /dev/null; echo $?
mapfile -t ok < /dev/null; echo $? ${#ok[@]}

#### unset of an element whose subscript fails ends the shell
a=(1 2); unset 'a[1/0]'; echo not reached

#### unset of an element with a syntax error in its subscript
a=(1 2); unset 'a[x y]'; echo not reached

#### in a function too
f() { a=(1); unset 'a[1/0]'; echo in f; }; f; echo not reached

#### declare: a subscript's or an element's error is told without the builtin's name
a=(1); declare "a[1/0]=3"; echo not reached

#### declare -ai of an element that fails
declare -ai b=(1/0); echo not reached

#### declare -i of a value that fails names the builtin
declare -i x=1/0; echo not reached

#### local of an element whose subscript fails
f(){ local "a[1/0]=2"; }; f; echo not reached

#### the empty file name is no file: redirections, source, bash, cat
echo > ""; echo $?; cat < ""; echo $?; echo x >> ""; echo $?; cat <> ""; echo $?
exec 3< ""; echo $?
source ""; echo $?; . ""; echo $?; bash ""; echo $?
cat ""; echo $?; echo hi > f; cat f "" f; echo $?
[ -e "" ]; echo $?; [ -d "" ]; echo $?; tr a b < ""; echo $?

#### cat quotes the names it cannot open as GNU does
cat nope 'a b' "it's" $'a\tb' 'x$y'; echo $?

#### suspend without job control
suspend; echo $?

#### wc and sed on the empty file name
echo hi > f
wc "" f; echo $?; wc -l ""; echo $?
sed p "" f; echo $?; sed -n '$=' "" f; echo $?; sed -f "" f; echo $?
