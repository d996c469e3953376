# errexittrap: where the EXIT trap's output goes when set -e ends the shell inside a
# function. bash leaves for a ``( )``, ``(( ))``, ``[[ ]]`` or pipeline failure without
# undoing the redirections around it, the function call's included, so the trap writes
# through them; a simple command's failure, or one outside functions, undoes them first.

#### 1:  EXIT; f() { (false); echo not; }; f &>/dev/null; echo after
set -e; trap 'echo exit trap' EXIT; f() { (false); echo not; }; f &>/dev/null; echo after

#### 2: -o pipefail; f() { false | true; }; f >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; set -o pipefail; f() { false | true; }; f >/dev/null; echo after

#### 3: ho err >&2' EXIT; f() { (( 0 )); }; f >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { (( 0 )); }; f >/dev/null; echo after

#### 4: rr >&2' EXIT; f() { [[ a = b ]]; }; f >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { [[ a = b ]]; }; f >/dev/null; echo after

#### 5:  >&2' EXIT; f() { ! true; false; }; f >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { ! true; false; }; f >/dev/null; echo after

#### 6: 2' EXIT; f() { (false) || false; }; f >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { (false) || false; }; f >/dev/null; echo after

#### 7: f() { if true; then (false); fi; }; f >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { if true; then (false); fi; }; f >/dev/null; echo after

#### 8: r >&2' EXIT; f() { (false); }; f >/dev/null 2>&1; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { (false); }; f >/dev/null 2>&1; echo after

#### 9:  >&2' EXIT; f() { { (false); } 2>/dev/null; }; f; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { { (false); } 2>/dev/null; }; f; echo after

#### 10: XIT; f() { g() { (false); }; g; }; f > /dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { g() { (false); }; g; }; f > /dev/null; echo after

#### 11: p; echo err >&2' EXIT; f() { (false); }; x=$(f); echo "[$x]"
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { (false); }; x=$(f); echo "[$x]"

#### 12: p; echo err >&2' EXIT; f() { (false); }; f | cat; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { (false); }; f | cat; echo after

#### 13: r >&2' EXIT; f() { (false); }; ( f > /dev/null ); echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { (false); }; ( f > /dev/null ); echo after

#### 14: rap; echo err >&2' EXIT; { (false); } >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; { (false); } >/dev/null; echo after

#### 15: &2' EXIT; f() { false; echo not; }; f >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { false; echo not; }; f >/dev/null; echo after

#### 16: o err >&2' EXIT; f() { (exit 4); }; f >/dev/null; echo after
set -e; trap 'echo exit trap; echo err >&2' EXIT; f() { (exit 4); }; f >/dev/null; echo after

#### 17: it trap >&2' EXIT; f() { false; }; f 2>/dev/null; echo after
set -e; trap 'echo exit trap >&2' EXIT; f() { false; }; f 2>/dev/null; echo after

#### 18: ap 'echo exit trap' EXIT; { false; } > /dev/null; echo after
set -e; trap 'echo exit trap' EXIT; { false; } > /dev/null; echo after

#### 19:  exit trap' EXIT; f() { exit 3; }; f > /dev/null; echo after
set -e; trap 'echo exit trap' EXIT; f() { exit 3; }; f > /dev/null; echo after

#### 20: trap 'echo exit trap' EXIT; f() { exit 3; }; f > /dev/null
trap 'echo exit trap' EXIT; f() { exit 3; }; f > /dev/null

#### 21: trap 'echo exit trap' EXIT; { exit 3; } > /dev/null
trap 'echo exit trap' EXIT; { exit 3; } > /dev/null

#### 22: trap 'echo exit trap' EXIT; exit 2 > /dev/null
trap 'echo exit trap' EXIT; exit 2 > /dev/null
