# Field splitting with IFS blanks and other delimiters, extquote in "${...}", brace ranges
# beyond bash's integers.

#### leading non-blank delimiter after blanks
IFS=' :'; s=' :a : b: '; set -- $s; echo $#; printf '[%s]' "$@"; echo

#### delimiters at the edges of an expansion joined to text
IFS=' :'; s=' :a'; set -- pre$s; printf '[%s]' "$@"; echo; set -- $s; printf '[%s]' "$@"; echo
s=' a'; set -- pre$s post; printf '[%s]' "$@"; echo

#### blank and comma delimiters
IFS=' ,'; for v in ' ' ',' ' , ' 'a' ' a ' ', a ,' ',,' ' ,, ' 'a,,b' 'a , , b' ' , a'; do set -- $v; printf '%s:' "$#"; printf '[%s]' "$@"; echo; done

#### colon delimiters inside a word
IFS=':'; for v in ':' '::' 'a:' ':a' 'a::b'; do set -- x${v}y; printf '%s:' "$#"; printf '[%s]' "$@"; echo; done
IFS=' :'; for v in ' : ' ': :' '  ' ':'; do set -- x${v}y; printf '%s:' "$#"; printf '[%s]' "$@"; echo; set -- $v; printf '%s:' "$#"; echo; done

#### read with blank and colon IFS
IFS=$' \t:'; read -r a b c <<< $' \t:x:y'; echo "[$a][$b][$c]"; IFS=' :' read -ra arr <<< ' :p : q'; echo "${#arr[@]}: ${arr[*]}"

#### extquote decodes $'...' in a double-quoted ${...}
y=; echo "${y:-$'x\ty'}" "${y:-$"loc"}"
echo "${y:-$'a'}b"; echo "${y-$'\x41'}"; echo "${y:+$'x'}"; y=1; echo "${y:+$'\tX'}"|od -c|head -1
x=abc; echo "${x/$'b'/B}" "${x#$'a'}" "${x%$'c'}" "${x//$'\x62'/-}"

#### extquote not in here-documents nor quote spans
cat <<EOF
${y:-$'a\tb'} $'raw'
EOF
echo "$'not'" "a$'b'c"; x=; echo "${x:-'$'q''}"; echo "${x:-'$HOME'}" | sed "s#$HOME#H#"
shopt -u extquote; y=; echo "${y:-$'x\ty'}"

#### brace ranges beyond bash's integers stay as written
echo {1..10000000000} | head -c 50; echo
echo {9223372036854775807..9223372036854775808} {1..2147483648..1073741824} {1..4294967296..2}
echo {-9223372036854775808..-9223372036854775807} {1..5..9223372036854775808}
x=({1..300000}); echo ${#x[@]} ${x[299999]}

#### blanks ending one expansion and a delimiter starting the next
IFS=$' :\t'; v=$'\t\t '; w=$'::'; set -- "q"$v$w"z"; printf '%s:' $#; printf '[%s]' "$@"; echo
v=' '; w=':'; set -- q$v${w}z; printf '%s:' $#; printf '[%s]' "$@"; echo; set -- $v$w; printf '%s:' $#; printf '[%s]' "$@"; echo
v='a:'; w=' b'; set -- $v$w; printf '%s:' $#; printf '[%s]' "$@"; echo
v=':'; w=':'; set -- $v$w; printf '%s:' $#; printf '[%s]' "$@"; echo
