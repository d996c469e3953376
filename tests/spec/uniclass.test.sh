# Character classes past ASCII in a UTF-8 locale: [:upper:] and [:lower:] follow glibc's
# classification (all of Unicode: Latin, Greek, Cyrillic, titlecase letters are both) in
# shell patterns ([[ ]], case, ${v/p/s}, globs) and in grep/sed regexes; nocasematch does not
# fold the classes.

#### classes of non-ASCII letters in [[ ]]
for c in É é ß Ω ω ж Ж ǅ ﬁ Ā ā ÿ Ÿ µ 1 _; do printf '%s:' "$c"; for k in upper lower alpha alnum print graph; do [[ $c == [[:$k:]] ]] && printf ' %s' $k; done; echo; done

#### classes in pattern substitution and case
for c in É é ß Ω ω ж Ж Ā ā ÿ Ÿ µ; do v=$c; printf '%s %s %s|' "${v/[[:upper:]]/U}" "${v/[[:lower:]]/L}" "${v//[![:alpha:]]/N}"; done; echo
v='ÉtÉ Été'; echo "${v//[[:upper:]]/.}" "${v/#[[:upper:]]/^}" "${v%[[:lower:]]}"
case Ж in [[:lower:]]) echo lower;; [[:upper:]]) echo upper;; esac

#### nocasematch leaves the classes alone
shopt -s nocasematch
for c in É é a A; do [[ $c == [[:upper:]] ]] && echo "$c up"; [[ $c == [[:lower:]] ]] && echo "$c low"; v=$c; echo "${v/[[:upper:]]/U} ${v/[[:lower:]]/L}"; done
v='ÉtÉ'; echo "${v/#[[:upper:]]/.}"

#### globs with classes
touch É é a B Ж
echo [[:upper:]]; echo [[:lower:]]

#### grep and sed classes past ASCII
printf '%s\n' É é ß Ω ω ж Ж ǅ Ā ā a Z > f
grep '[[:upper:]]' f | tr '\n' ' '; echo
grep -c '[[:lower:]]' f
sed 's/[[:upper:]]/U/; s/[[:lower:]]/L/' f | tr '\n' ' '; echo
