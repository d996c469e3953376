# command_not_found_handle, posix mode's POSIXLY_CORRECT, shopt order.

#### command_not_found_handle runs in a separate environment
command_not_found_handle() { echo "cnf: $1 ($#) $BASH_SUBSHELL"; x=1; exit 5; }; nosuch a b; echo "rc=$? x=${x-unset}"; f() { nosuch2; }; f; echo rc=$?; PATH=; ls; echo rc=$?; /abs/path; echo rc=$?

#### command_not_found_handle returning 127
command_not_found_handle() { return 127; }; nosuch; echo rc=$?

#### command_not_found_handle output and redirections
command_not_found_handle() { echo "handled $*" >&2; }; nosuch x 2>/dev/null; echo rc=$?; out=$(nosuch y 2>&1); echo "[$out]"

#### dash has no command_not_found_handle
sh -c 'command_not_found_handle() { echo h; }; nosuch; echo rc=$?'

#### set -o posix sets POSIXLY_CORRECT
set -o posix; echo "[$POSIXLY_CORRECT]"; set +o posix; echo "[${POSIXLY_CORRECT-unset}]"; shopt -so posix; echo "[$POSIXLY_CORRECT]"

#### shopt listings put autocd first
shopt -p | head -3; shopt | head -2; shopt -s | head -2
