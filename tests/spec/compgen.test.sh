# compgen: actions, word lists, filters, prefixes and suffixes.

#### word list, in its order, filtered by the word
compgen -W "zeta alpha beta" ; echo ---; compgen -W "zeta alpha beta" -- b

#### keywords in bash's order
compgen -k | paste -sd" "

#### shopt and set -o names
compgen -A shopt ext; compgen -A setopt e; compgen -A shopt nosuch; echo $?

#### files and directories
touch b.txt a.md; mkdir dd; compgen -f | sort; echo ---; compgen -d; compgen -f b; compgen -d d
mkdir -p d/sub; touch d/f1 d/.h; compgen -f d/ | sort; compgen -d d/

#### -X filter, negated, with prefix and suffix
compgen -W "x1 x2 y1" -X "x*"; compgen -W "x1 x2 y1" -X "!x*" -P "<" -S ">"

#### -G glob; no match is status 1
touch b.txt; compgen -G "*.txt"; echo "rc=$?"; compgen -W "a b" c; echo "rc=$?"

#### signals
compgen -A signal SIGT

#### aliases, functions, arrays, builtins
compgen -a; echo rc=$?; alias ll='ls -l'; compgen -a
compgen -A arrayvar BASH_V; f(){ :; }; compgen -A function; compgen -b | head -5 | paste -sd" "

#### the word list is expanded as shell words
x=1; compgen -W "\$x \$HOME 'a b'"

#### variables and exported ones
compgen -v BASH_VERS; export MYV=1; compgen -e MY

#### errors
compgen -z; echo rc=$?
compgen -A nosuch; echo rc=$?
compgen -W; echo $?

#### several actions in one option word
compgen -bk -- fu
