# bash reads its input a line at a time and expands aliases as it reads; eval's text, a
# trap's and a command substitution's are read when they run. Also: ${!name} of a name with
# no value, and read -t.

#### alias used from the next line on
shopt -s expand_aliases
alias g='echo G'; g
g

#### alias defined before expand_aliases is on
alias g='echo G'
shopt -s expand_aliases; g
g

#### alias in a compound read before it was defined
shopt -s expand_aliases
if true; then
  alias h='echo H'
  h
fi
h

#### alias removed inside a loop read with it
shopt -s expand_aliases
alias g='echo G'
for i in 1; do unalias g; g; done
g

#### function body keeps the aliases it was read with
shopt -s expand_aliases
alias g='echo G'
f() { g; }
unalias g
f

#### function defined before the alias
shopt -s expand_aliases
f() { g; }
alias g='echo G'
f

#### eval text read when it runs
shopt -s expand_aliases
eval 'alias g="echo G"'; g
eval g
g

#### eval of two lines
shopt -s expand_aliases
eval $'alias g="echo G"\ng'

#### command substitution read when it runs
shopt -s expand_aliases
alias g='echo G'; echo $(g); x=`g`; echo $x

#### trap action read when it runs
shopt -s expand_aliases
trap 'g' EXIT
alias g='echo G'

#### sourced file lines
shopt -s expand_aliases
printf 'alias s="echo S"; s\ns\n' > lib.sh
. ./lib.sh
s

#### type and command -v see aliases only with expand_aliases
alias g='echo G'
type g; echo $?
command -v g; echo $?
type -t g; echo $?
shopt -s expand_aliases
type g; command -v g; type -t g
alias

#### indirect expansion of an unset name
echo ${!v}
echo ${!v-d}
echo "status $?"

#### indirect expansion of a name without a value
declare v
echo "[${!v}] [${!v-d}] [${!v#a}] [${!v:0:1}]"
declare -a a
echo "[${!a-d}]"
b=([1]=x)
echo "[${!b-d}]"

#### indirect expansion of an empty value
x=
echo ${!x-d}
echo "status $?"

#### indirect expansion of a declared name with operators
declare v; echo ${!v?}
echo after

#### indirect assignment of a declared name
declare v; echo ${!v=d}
echo after

#### indirect expansion of unset positional parameters
echo "[${!1}] [${!1-d}] [${!@-d}]"
set -- a; echo ${!#}
set -- ""; echo ${!1-d}

#### indirect expansion of a missing array
echo ${!v[@]-d}
echo ${!v[0]}

#### indirect expansion of a nameref with operators
declare -n r=nosuch; echo ${!r-d} ${!r#no} ${!r:1:2} ${!r@Q}
x=1; declare -n q=x; echo ${!q+set} ${!q#no}
declare -n e; echo ${!e-d}

#### read -t 0 polls without reading
printf 'one\ntwo\n' > f
{ read -t 0; echo "poll $?"; read l; echo "$l"; } < f
read -t 0 < /dev/null; echo "eof $?"
read -t 0; echo "none $?"

#### read -t timeouts
read -t abc x; echo $?
read -t -1 x; echo $?
read -t 1e2 x; echo $?
read -t 0x10 x; echo $?
read -t "" x; echo $?
read -t . x; echo $?
read -t 0.0 x; echo $?
read -t .5 x; echo $?
read -t 0 -u 5; echo $?
printf 'a\nb\n' > f; while read -t 5 l; do echo "<$l>"; done < f

#### syntax error inside a=( ) is status 1
x=(1 2; echo

#### syntax error inside a=( ) after other commands
echo ok; x=(a|b)

#### syntax error inside declare's a=( )
declare -a x=(1; 2)

#### syntax error inside a=( ) in a command substitution
x=$(y=(a &)); echo $x

#### other syntax error in a command substitution
echo $(echo ;;)
