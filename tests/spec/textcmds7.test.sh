# textcmds7: text commands (fmt, shuf, numfmt, cut, paste, ...) on inputs that take their fast
# paths, compared with GNU coreutils 9.1.

#### fmt of one long line flushes the paragraph inside the line
i=0; line=""
while [ $i -lt 2600 ]; do line="$line w$i"; case $((i % 37)) in 0) line="$line end.";; 5) line="$line  two";; 9) line="$line (p";; esac; i=$((i+1)); done
printf '%s\n' "$line" > one.txt
fmt -w 50 one.txt | wc; fmt -w 50 one.txt | tail -3
fmt -u -w 30 one.txt | sort | tail -2
printf '%s' "$line" | fmt -w 70 | tail -2
i=0; long=""; while [ $i -lt 700 ]; do long="${long}abcdefgh"; i=$((i+1)); done
printf 'a b %s c %s d\n' "$long" "$long" | fmt | wc
