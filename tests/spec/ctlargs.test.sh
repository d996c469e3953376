# return/exit/shift/break/continue operands: too many (bash discards the rest of the script,
# status 1), the order of the checks, -- ; loop levels reset in functions, ( ) and compound
# pipeline stages; a function body ending in return (returned without unwinding)

#### control builtin case 1
echo a; shift 1 2; echo b

#### control builtin case 2
set -- 1 2 3; shift 1 2 ; echo $?

#### control builtin case 3
break 1 2; echo $?

#### control builtin case 4
for i in 1 2; do break 1 2; echo in; done; echo $?

#### control builtin case 5
for i in 1 2; do continue 1 2; echo in; done; echo $?

#### control builtin case 6
f() { return 1 2; }
f
echo after

#### control builtin case 7
trap "echo bye" EXIT; exit 1 2; echo after

#### control builtin case 8
( exit 1 2; echo in ); echo after $?

#### control builtin case 9
x=$(return 1 2; echo in); echo "after [$x] $?"

#### control builtin case 10
f() { return 1 2; }; f && echo ok || echo fail; echo z

#### control builtin case 11
echo a
if true; then exit 1 2; fi
echo b

#### control builtin case 12
f() { exit 1 2; }
f
echo c

#### control builtin case 13
f() { echo x; return 1 2; }
f
echo next $?

#### control builtin case 14
return 1 2; echo top $?

#### control builtin case 15
f() { return 1 2 3; }; f; echo $?

#### control builtin case 16
shift 2 3 4; echo $?

#### control builtin case 17
set -e; f() { return 1 2; }; f || echo caught

#### control builtin case 18
exit 1 x; echo $?

#### control builtin case 19
exit x 1; echo $?

#### control builtin case 20
f() { return x 1; }; f; echo $?

#### control builtin case 21
shift x 1; echo $?

#### control builtin case 22
break x; echo $?

#### control builtin case 23
break 0; echo $?

#### control builtin case 24
continue -1; echo $?

#### control builtin case 25
for i in 1 2; do break -- 1; echo in; done; echo $?

#### control builtin case 26
for i in 1 2; do continue --; echo in; done; echo $?

#### control builtin case 27
for i in 1; do shift x 1; echo $?; done

#### control builtin case 28
set -- a b; shift -- 1; echo $? $#

#### control builtin case 29
f() { return -- 3; }; f; echo $?

#### control builtin case 30
f() { return --; }; false; f; echo $?

#### control builtin case 31
return x; echo $?

#### control builtin case 32
return; echo $?

#### control builtin case 33
for i in 1 2 3; do for j in a b; do break 0; echo $i$j; done; done; echo $?

#### control builtin case 34
for i in 1 2 3; do continue 0; echo $i; done; echo $?

#### control builtin case 35
for i in 1 2; do for j in a b; do break 2; done; echo no; done; echo $i$j

#### control builtin case 36
f() { for i in 1 2; do break 0; done; echo "f $?"; }; for j in a b; do f; echo $j; done

#### control builtin case 37
while true; do until false; do continue 0; done; echo no; done; echo $? ${PIPESTATUS[@]}

#### control builtin case 38
for i in 1 2; do for j in a b; do break -3; echo $i$j; done; done; echo $?

#### control builtin case 39
f() { break; }; for i in 1 2; do f; echo $i; done; echo end

#### control builtin case 40
f() { continue 2; }; for i in 1 2; do f; echo $i; done; echo end

#### control builtin case 41
for i in 1 2; do (break; echo no); echo $i; done

#### control builtin case 42
for i in 1 2; do x=$(continue; echo no); echo "$i[$x]"; done

#### control builtin case 43
f() { for j in a b; do break 2; done; echo in f; }; for i in 1 2; do f; echo $i; done

#### control builtin case 44
for i in 1 2; do echo $i | while read x; do break 2; done; echo after $i; done

#### control builtin case 45
for i in 1 2; do (break; echo no); echo $i; done

#### control builtin case 46
for i in 1 2; do break | cat; echo $i; done

#### control builtin case 47
for i in 1 2; do x=$(break; echo no); echo "$i[$x]"; done

#### control builtin case 48
for i in 1 2; do cat <(break; echo no); echo $i; done

#### control builtin case 49
for i in 1 2; do { break; echo no; } | cat; echo $i; done

#### control builtin case 50
for i in 1 2; do (for j in a; do break 2; done; echo sub); echo $i; done

#### control builtin case 51
for i in 1 2; do break | cat; echo $i; done; echo end

#### control builtin case 52
for i in 1 2; do (echo x; break 2) >/dev/null; echo $i; done

#### control builtin case 53
for i in 1 2; do echo $i | (while read a; do break 2; done; echo inner); done

#### control builtin case 54
for i in 1 2; do echo x | { read a; continue; }; echo $i; done

#### control builtin case 55
while :; do ( break ); break; done; echo ok

#### control builtin case 56
f() { echo a; return 3; }; f; echo $?

#### control builtin case 57
f() { return; }; false; f; echo $?

#### control builtin case 58
f() { false; return; }; f; echo $?

#### control builtin case 59
f() { return abc; }; f; echo $?

#### control builtin case 60
f() { return 1 2; }; f; echo $?

#### control builtin case 61
f() { return 300; }; f; echo $?

#### control builtin case 62
f() { return -1; }; f; echo $?

#### control builtin case 63
set -e; f() { return 1; }; f || echo caught; f; echo after

#### control builtin case 64
set -e; f() { echo in; return 0; }; f; echo after

#### control builtin case 65
trap 'echo ERR $?' ERR; f() { return 2; }; f; echo s=$?

#### control builtin case 66
f() { return $(echo 4); }; f; echo $?

#### control builtin case 67
f() { return $(return 5; echo 6); }; f; echo $?

#### control builtin case 68
return() { echo "my return $1"; }; f() { return 7; }; f; echo $?

#### control builtin case 69
return() { builtin return 9; }; f() { return 7; }; f; echo $?

#### control builtin case 70
f() { trap 'echo r' RETURN; return 4; }; f; echo $?

#### control builtin case 71
f() { local x=1; return $x; }; f; echo $?

#### control builtin case 72
g() { return 5; }; f() { g; echo g=$?; return 6; }; f; echo $?

#### control builtin case 73
f() { echo $FUNCNAME; return 1; } ; f | cat; echo ${PIPESTATUS[@]}

#### control builtin case 74
f() { return 3; }; ( f; echo sub=$? ); echo $?

#### control builtin case 75
f() { return 3; }; x=$(f; echo $?); echo $x

#### control builtin case 76
f() { (( $1 > 2 )) && return 1; return 0; }; f 1; echo $?; f 5; echo $?

#### control builtin case 77
f() { set -x; return 2; }; f; echo $?

#### control builtin case 78
f() { return 3; }; if f; then echo yes; else echo no $?; fi

#### control builtin case 79
f() { return 0; }; ! f; echo $?

#### control builtin case 80
shopt -s extdebug; f() { return 3; }; f; echo $?

#### control builtin case 81
f() { return 3 >/dev/null; }; f; echo $?

#### control builtin case 82
f() { x=1 return 3; }; f; echo $? $x

#### control builtin case 83
f() { eval 'return 8'; }; f; echo $?

#### control builtin case 84
echo 'return 4' > s.sh; f() { source ./s.sh; echo after $?; return; }; f; echo $?

#### control builtin case 85
f() { return $((1/0)); }; f; echo $?

#### control builtin case 86
f() { return ${u?unset}; }; f; echo $?
