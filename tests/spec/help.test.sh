# help (bash 5.2's topics), complete/compopt, fc and history in a shell run with -c.

#### help alone prints the table of topics
help

#### help on one topic, and -d -s -m
help cd; help -d echo; help -s read; help -m cd

#### a plain pattern: the topic of that name, else those it begins
help ec; help e | head -20; help -s re; help -s for

#### a glob pattern: a header, then the matching topics
help -d "r*"; help -s 'e*'

#### help errors
help nosuch; echo $?; help -x; echo $?; help -s cd nosuch; echo $?; help -s nosuch cd; echo $?

#### topics of keywords and the other forms
help -d "[[" ; help -s "(("; help -s "{"; help -s "for (("; help -d '*' | wc -l; help if while for | wc -l

#### complete keeps specifications and prints them as bash does
complete -W "a b" foo; complete -p; complete -p foo; complete -r foo; complete -p foo; echo $?
complete -F _f -o nospace bar; complete -p bar; compopt -o nospace; echo $?; complete -x; echo $?

#### complete: every kind of option, in bash's order
complete -abc -A function -G "*.x" -W "w1" -P pre -S suf -X "!*.y" -C cmd -F fn -o default -o nospace x; complete -p x
complete -D; complete -p -D; complete -r; complete -p; echo rc=$?; complete -p nosuch; echo $?; complete -W "a b"; echo $?
complete -A alias -A nosuch x; echo $?; complete -o bogus x; echo $?

#### fc and history: a shell run with -c keeps no history
fc -l; echo $?; fc; echo $?; fc -s; echo $?; history; echo $?
