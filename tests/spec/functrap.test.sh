# the DEBUG trap and functions: the caller's is off in the body (unless set -T) and back at
# the return; one the body sets applies to its later commands and stays

#### function DEBUG trap 1
f() { trap 'echo dbg $BASH_COMMAND' DEBUG; echo in; }; f; echo out; trap - DEBUG

#### function DEBUG trap 2
trap 'echo dbg $BASH_COMMAND' DEBUG; f() { echo in; }; f; trap - DEBUG

#### function DEBUG trap 3
f() { trap 'echo dbg' DEBUG; return 3; }; f; echo $?; trap - DEBUG

#### function DEBUG trap 4
trap 'echo A' DEBUG; f() { trap 'echo B' DEBUG; echo in; }; f; echo out; trap - DEBUG

#### function DEBUG trap 5
set -T; trap 'echo dbg $BASH_COMMAND' DEBUG; f() { echo in; }; f; trap - DEBUG

#### function DEBUG trap 6
trap 'echo dbg $BASH_COMMAND' DEBUG; f() { trap - DEBUG; echo in; }; f; echo out; trap - DEBUG

#### function DEBUG trap 7
trap 'echo dbg $BASH_COMMAND' DEBUG; g() { echo g; }; f() { g; echo f; }; f; trap - DEBUG

#### function DEBUG trap 8
f() { trap 'echo dbg $BASH_COMMAND' DEBUG; g; }; g() { echo g; }; f; echo after; trap - DEBUG

#### function DEBUG trap 9
trap 'echo dbg' DEBUG; f() { trap -p DEBUG; }; f; trap - DEBUG

#### function DEBUG trap 10
trap 'echo dbg $BASH_COMMAND' DEBUG; x=$(echo sub); echo $x; (echo paren); trap - DEBUG
