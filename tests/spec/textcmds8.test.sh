# Text commands, round 8: column -t -l (util-linux 2.38 cell limits), its JSON escapes and
# empty lines, wc --files0-from with empty names, getopt_long's message for an unknown
# --name=value; fmt/expand/shuf/cut/comm fast paths checked against the byte-by-byte ways.

#### column -l: the last cell starts one blank after the earlier cells
printf 'a  b   c d\ne f\tg h i\n' | column -t -l 2

#### column -l: the last cell ends where wcstok ended an earlier cell
printf 'a  b   c d\ne f\tg h i\n' | column -t -l 3 -o '|'
printf 'aa   bb cc dd ee\na b  c  d\n' | column -t -l 3 -o '|'

#### column -l: leading blanks count, no cell past the end
printf ' x  y z w\n' | column -l 2 -t
printf '\t a  \t b c d\n' | column -t -o '|' -l 3
printf 'a b \na b  \na b\n' | column -t -o '|' -l 3

#### column -l 1: the whole line, leading blanks included
printf '\t a b \t\t\t \n\n aabaaa\n' | column -t -l 1 -o '|'

#### column -l with -s: nothing left, no cell
printf '  b,\na,\n' | column -t -s , -l 4 -o '|'
printf 'a,\na,b,c,d\n' | column -t -s , -l 2 -o '|'

#### column -l values
for l in 0 -0 +0 -1 ' -1' 2x '' 4294967296 0x2 '1 '; do printf 'a b c\n' | column -t -l "$l"; echo "rc=$?"; done
for l in +2 ' 2' 010 4294967295; do printf 'a b c d e f g h i j k\n' | column -t -l "$l"; done

#### column -l 0 outside a table too
printf 'a b c\n' | column -l 0; echo "rc=$?"
printf 'a b c\n' | column -l 2

#### column -L: blank lines are empty rows
printf '\t\nx y\n \n' | column -t -L -l 2 -o '|'
printf '\t\nx y\n \n' | column -t -L -s ' ' -o '|'
printf '\t\nx y\n \n' | column -t -L -l 1 -o '|'
printf 'a\n\v\nb\n' | column -t
printf 'a\n\v\nb\n' | column -t -L

#### column -L: only blank lines, no column
printf '  \n\n' | column -t -L; echo "rc=$?"
printf '  \n\n' | column -t -L -N a,b; echo "rc=$?"

#### column -J: escapes of control characters
printf 'a\bb\fc\rd\te\001f\177g/h\033\n' | column -t -J -N a -l 1 -s x
printf ',a  b\v\tb\tab\n' | column -t -l 2 -J -N a,b

#### wc --files0-from: an empty name is reported with its number
printf 'a\n' > f1
printf 'f1\0\0f1\0' | wc --files0-from=-; echo "rc=$?"
printf 'f1\0\0' | wc -l --files0-from=-; echo "rc=$?"
printf 'f1\0\0\0' | wc -L --files0-from=-

#### wc --files0-from: empty names only
printf '\0' | wc --files0-from=-; echo "rc=$?"
printf '\0\0' | wc -c --files0-from=-; echo "rc=$?"

#### wc --files0-from=FILE: the file's name in the message
printf 'a\n' > f1
printf 'f1\0\0' > L; wc --files0-from=L; echo "rc=$?"
printf '\0f1' > L; wc -c --files0-from=L
wc --files0-from=L --files0-from=L -m

#### wc --files0-from=-: no '-' among the names
printf 'a\n' > f1
printf 'f1\0-\0' | wc --files0-from=-; echo "rc=$?"
printf 'f1\0nosuch\0\0' | wc --files0-from=-; echo "rc=$?"

#### getopt_long: an unknown or ambiguous --name=value is shown whole
wc --foo=bar; echo "rc=$?"
wc --total=only /dev/null; echo "rc=$?"
sort --s=x < /dev/null; echo "rc=$?"
cut --nosuch=1 < /dev/null; echo "rc=$?"

#### cut -fN- of tables: the rest of each record
printf 'a:b:c\nd:e:f\n' > t; cut -d: -f2- t; cut -d: -f3- t; cut -d: -f4- t; cut -d: -f2- --output-delimiter=XY t; cut -s -d: -f2- t
printf 'a:b:c\nd:e:f' > t; cut -d: -f2- t; cut -d: -f2-9 t; cut -d: -f2-3 --output-delimiter= t
printf 'a:b:c\0d:e:f\0' > t; cut -z -d: -f2- t | tr '\0' '\n'
printf 'a b c d e f\n1 2 3 4 5 6\n' > t; cut -d' ' -f3- t; cut -d' ' -f1,3- t; cut -d' ' -f6- t; cut -d ' ' -f2-,4 t
printf '::\n::\n' > t; cut -d: -f2- t; cut -d: -f2- --output-delimiter=- t

#### fmt -s: plain lines as they are, tabs in the next line's indentation
printf 'a b  c   \n  d e\n\n   \nf g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k\n\tq r\ns t\n' > t
fmt -s t; fmt -s -w 20 t; fmt -s -u t; fmt -s -p ' ' t
printf 'x  y\n\ty  z\n' | fmt -s
printf 'x  y\n' | fmt -s -w 3

#### fmt: short paragraphs, the end in reach of many starts
printf 'one two three four five six seven eight nine ten eleven twelve.\nthirteen (fourteen) fifteen, sixteen! seventeen\n\nA b. C d e f g h i j k l m n o p q r s t u v w x y z\n' > t
fmt -w 20 t; fmt -w 30 -g 20 t; fmt -u -w 25 t; fmt -c -w 18 t; fmt -t -w 22 t
