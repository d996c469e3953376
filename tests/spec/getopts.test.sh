# getopts.

#### basic flags
set -- -a -b
while getopts ab opt; do echo "opt=$opt"; done
echo "OPTIND=$OPTIND"

#### flag with argument
set -- -f file -v
while getopts f:v opt; do echo "$opt ${OPTARG-none}"; done

#### combined flags
set -- -abc x
while getopts abc opt; do echo $opt; done
echo $OPTIND

#### attached argument
set -- -ffile -gvalue
while getopts f:g: opt; do echo "$opt=$OPTARG"; done

#### unknown option
set -- -x
getopts ab opt
echo "status $? opt=$opt"

#### unknown option silent mode
set -- -x
getopts :ab opt
echo "status $? opt=$opt OPTARG=$OPTARG"

#### missing argument
set -- -f
getopts f: opt
echo "status $? opt=$opt"

#### missing argument silent
set -- -f
getopts :f: opt
echo "status $? opt=$opt OPTARG=$OPTARG"

#### stops at non option
set -- -a file -b
while getopts ab opt; do echo $opt; done
shift $((OPTIND-1))
echo "rest: $*"

#### double dash ends options
set -- -a -- -b
while getopts ab opt; do echo $opt; done
echo $OPTIND

#### end status
set -- 
getopts a opt
echo "status $? opt=[$opt]"

#### explicit args
getopts xy: opt -y val
echo "$opt $OPTARG $OPTIND"

#### OPTERR zero
OPTERR=0
set -- -z
getopts a opt
echo "status $? [$opt]"

#### reset OPTIND
set -- -a
getopts a o; echo $o $OPTIND
OPTIND=1
getopts a o; echo $o $OPTIND

#### getopts in function
f() { local OPTIND opt; while getopts n: opt; do echo "n=$OPTARG"; done; }
f -n 1
f -n 2

#### getopts usage error
getopts
echo "status $?"

#### option argument that looks like option
set -- -f -v
getopts f:v opt
echo "$opt $OPTARG"

#### single dash is not an option
set -- - a
getopts a opt
echo "status $? $OPTIND"

#### getopts invalid var name
set -- -a
getopts a 1x
echo "status $?"

#### getopts colon option
set -- -:
getopts a: opt
echo "status $? [$opt]"

#### OPTARG unset after flag without arg
set -- -f x -a
getopts f:a opt; echo "$opt [$OPTARG]"
getopts f:a opt; echo "$opt [${OPTARG-unset}]"

#### getopts loop with case
set -- -v -o out.txt file
verbose=0 out=
while getopts vo: opt; do
  case $opt in
    v) verbose=1;;
    o) out=$OPTARG;;
  esac
done
shift $((OPTIND - 1))
echo "$verbose $out $*"

#### getopts numeric option
set -- -1 -2
while getopts 12 o; do echo $o; done

#### getopts optarg with spaces
set -- -m "hello world"
getopts m: o
echo "[$OPTARG]"

#### assigning OPTIND resets getopts' place within a word
OPTIND=1; getopts ':ab:c' o -ab val; echo "$? $o ${OPTARG-unset}"; OPTIND=1; getopts ':a:' o -ab val; echo "$? $o ${OPTARG-unset}"
for args in "-ab" "-ba"; do OPTIND=1; while getopts ab o $args; do printf "%s" $o; done; echo; done
getopts ab o -ab; echo $o $OPTIND; OPTIND=1; getopts ab o -ab; echo $o $OPTIND

#### getopts unsets OPTARG at the end of the options
OPTARG=x; getopts a o -- b; echo "$? $o ${OPTARG-unset}"
OPTARG=x; getopts a o b; echo "$? $o ${OPTARG-unset}"
OPTARG=x; getopts a o; echo "$? $o ${OPTARG-unset}"
