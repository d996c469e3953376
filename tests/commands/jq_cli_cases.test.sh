# jq 1.7.1 command lines: options, output formatting, input positions (recorded from a jq
# 1.7.1 binary by scripts/record_jq_cli.py; see tests/commands/test_jq_cli171.py).

#### fmt big literal
echo '1e1000' | jq .

#### fmt big literal c
echo '[1e1000,-1e1000]' | jq -c .

#### fmt negzero
echo '[-0, 0, -0.0, 1.0, 1.50]' | jq -c .

#### fmt big int text
echo '100000000000000000000' | jq .

#### fmt big int arith
echo '100000000000000000000' | jq '.+1'

#### fmt small
echo '[1.5e-7, 1e-5, 0.0001, 1e17, 1e16, 1E2]' | jq -c .

#### fmt small arith
echo '[1.5e-7, 1e-5, 0.0001, 1e17, 1e16, 1E2]' | jq -c 'map(.*1)'

#### fmt input_line_number
printf '{}\n\n[1,\n2]\n' | jq -c 'input_line_number'

#### fmt input_line_number2
printf '1 2\n3' | jq -c 'input_line_number'

#### fmt loc
jq -n '$__loc__'

#### fmt loc2
jq -n '
1 |
$__loc__'

#### fmt seq
echo '[1,{"a":2}]' | jq --seq '.[]'

#### fmt seq c
echo '[1,{"a":2}]' | jq -c --seq '.[]'

#### fmt seq input
printf '\x1e[1]\n\x1e2\n' | jq -c --seq '.'

#### fmt stream
echo '{"a":[1,{"b":2}],"c":{}}' | jq -c --stream .

#### fmt stream scalar
echo '3 "x" [] {}' | jq -c --stream .

#### fmt stream fromstream
echo '{"a":[1,{"b":2}]}' | jq -c --stream -n 'fromstream(inputs)'

#### fmt stream truncate
echo '{"a":[1,{"b":2}]}' | jq -c --stream '1|truncate_stream(inputs)' -n

#### fmt arg after
echo '{}' | jq -c '$x' --arg x 1

#### fmt argjson after
echo '{}' | jq -c '[$x,$y]' --arg x 1 --argjson y '{"z":2}'

#### fmt args
jq -nc '$ARGS' --args a b

#### fmt jsonargs
jq -nc '$ARGS' --jsonargs 1 '{"a":2}'

#### fmt n input
printf '1 2 3' | jq -nc 'input'

#### fmt n inputs
printf '1 2 3' | jq -nc '[inputs]'

#### fmt input no n
printf '1 2 3' | jq -c '[., input]'

#### fmt input no n odd
printf '1 2 3' | jq -c '[., input]'

#### fmt inputs no more
printf '1' | jq -c 'input'

#### fmt raw0
echo '["a","b"]' | jq --raw-output0 '.[]' | tr '\0' '|'

#### fmt raw0 nul
echo '["a\u0000b"]' | jq --raw-output0 '.[]'

#### fmt raw0 num
echo '[1,"x"]' | jq --raw-output0 '.[]' | tr '\0' '|'

#### fmt indent 3
echo '{"a":[1,{"b":[]}]}' | jq --indent 3 .

#### fmt indent 8
echo '{"a":[1]}' | jq --indent 8 .

#### fmt indent 9
echo '{"a":[1]}' | jq --indent 9 .

#### fmt indent -1
echo '{"a":[1]}' | jq --indent -1 .

#### fmt indent 0
echo '{"a":[1]}' | jq --indent 0 .

#### fmt tab
echo '{"a":[1,{"b":2}]}' | jq --tab .

#### fmt tab indent
echo '{"a":[1]}' | jq --tab --indent 2 .

#### fmt indent tab
echo '{"a":[1]}' | jq --indent 2 --tab .

#### fmt S nested
echo '{"b":{"z":1,"a":[{"y":1,"b":2}]},"a":0}' | jq -S -c .

#### fmt S nested pretty
echo '{"b":{"z":1,"a":[{"y":1,"b":2}]},"a":0}' | jq -S .

#### fmt S tojson
echo '{"b":{"z":1,"a":2}}' | jq -S -c 'tojson, keys_unsorted'

#### fmt c unicode
echo '["é", "\u00e9", "\ud83d\ude00", "\u001f", "\u007f", "\u2028"]' | jq -c .

#### fmt a
echo '["é", "\ud83d\ude00", "\u001f", "\u007f", "x"]' | jq -ac .

#### fmt a raw
echo '["é", "\ud83d\ude00"]' | jq -ar '.[]'

#### fmt a keys
echo '{"é":1}' | jq -a .

#### fmt j
echo '["a",1,"b"]' | jq -j '.[]'

#### fmt C
echo '{"a":[1,"x",null,true]}' | jq -C .

#### fmt C c
echo '{"a":[1,"x",null,true,{}],"b":{}}' | jq -Cc .

#### fmt e null
echo 'null' | jq -e .; echo $?

#### fmt e false
echo 'false' | jq -e .; echo $?

#### fmt e empty
echo '1' | jq -e empty; echo $?

#### fmt lone surrogate
echo '"\ud800"' | jq -c .

#### fmt invalid utf8
printf '"\xff"\n' | jq -c .

#### fmt nan
jq -nc '[nan, -nan, infinite, -infinite]'

#### fmt nan tostring
jq -nc '[nan, infinite] | map(tostring)'

#### fmt num 17
jq -nc '[0.1+0.2, 1/3, 2/3, 1e300*10, 3.14159265358979]'

#### fmt big int
jq -nc '[12345678901234567890, 1234567890123456789012, 9007199254740993]'

#### fmt big int pass
echo '[12345678901234567890, 9007199254740993, 1.000000000000000000001]' | jq -c '., map(.)'

#### fmt big int sort
echo '[9007199254740993, 9007199254740992]' | jq -c 'sort, (.[0] == .[1])'

#### fmt exp formatting
jq -nc '[1e17, 1e-7, 123e-20, 1.5e300, 5e-324, 1e308*10]'

#### fmt tostring exp
jq -nc '[1e17, 1e-7, 100000000000000000000] | map(tostring)'

#### fmt int-ish
jq -nc '[1.0, 100.0, 1e2, 3.0e0]'

#### pos a
printf '1\n2\n' | jq -nc '[inputs], error("x")'

#### pos b
printf '1\n2' | jq -nc '[inputs], error("x")'

#### pos c
printf '1\n2\n\n' | jq -nc 'input,input,input'

#### pos d
printf '1\n2\n \n' | jq -nc '[inputs]|input'

#### pos e
printf 'a\nb\n' | jq -nRc '[inputs], error("x")'

#### pos f
printf 'a\nb' | jq -nRc '[inputs], error("x")'

#### pos g
printf 'a\nb\n' | jq -nRc '[inputs]|input'

#### pos h
printf '1\n' > a; printf '2\n\n' > b; jq -n '[inputs], error("x")' a b

#### pos i
printf '1\n' > a; printf '2' > b; jq -n '[inputs], error("x")' a b

#### pos j
printf '1\n' > a; printf '2' > b; jq -c '[., input]' a b

#### pos k
printf '1\n2\n' | jq -c '[., input]'

#### pos l
printf '1 2 3\n' | jq -c '[., input]'

#### pos m
printf '' | jq -nc 'input'

#### pos n
printf '\n' | jq -nc 'input'

#### color C
echo '{"a":[1,"x",null,true,false,1.50,{"b":[]}]}' | jq -C .

#### color C c
echo '{"a":[1,"x",null,true,{}],"b":{}}' | jq -Cc .

#### color C tab S
echo '{"b":[1,{"d":1,"c":"é"}],"a":{}}' | jq -C --tab -S -a .

#### color C scalars
echo '1 "x" null true false [] {} [[]]' | jq -C .

#### color C raw
echo '["x",1]' | jq -Cr '.[]'

#### color C nan
jq -nC '[nan, infinite]'

#### color C M
echo '[1]' | jq -C -M .

#### color M C
echo '[1]' | jq -M -C .

#### color colors env
echo '{"a":[1,"x",null]}' | JQ_COLORS='1;31:0;32:::4;35' jq -C -c .

#### color colors env key
echo '{"a":[1,"x",null]}' | JQ_COLORS='1;31:0;32:::4;35:7:8:1;33' jq -C -c .

#### color colors env bad
echo '{"a":1}' | JQ_COLORS='x' jq -C -c .

#### color colors env bad no C
echo '{"a":1}' | JQ_COLORS='x' jq -c .

#### color colors env long
echo '{"a":1}' | JQ_COLORS='1;31;1;31;1;31;1' jq -C -c .

#### color colors env 12
echo '{"a":1}' | JQ_COLORS='1;31;1;31;1' jq -C -c .

#### color colors empty parts
echo '[null,false]' | JQ_COLORS='::' jq -C -c .

#### color colors bad compile
echo '{"a":1}' | JQ_COLORS='x' jq -C -c '.a.'

#### color debug S a
echo '{"b":1,"a":"é"}' | jq -S -a -c 'debug|empty'

#### color debug C
echo '{"b":1,"a":"é"}' | jq -C 'debug|empty'

#### color seq C
echo '[1]' | jq -C --seq .

#### color indent -1
echo '{"a":[1]}' | jq --indent -1 .

#### color tab indent
echo '{"a":[1]}' | jq --tab --indent 3 .

#### color indent tab
echo '{"a":[1]}' | jq --indent 3 --tab .

#### color indent -2
echo '{"a":[1]}' | jq --indent -2 .

#### color indent x
echo '{"a":[1]}' | jq --indent x .

#### del slice without end
echo '[1,2,3]' | jq -c 'delpaths([[{"x":1}]]), delpaths([[{}]])'

#### del slice without end try
echo '[1,2,3]' | jq -c 'try delpaths([[{"start":1}]]) catch .'

#### input_filename
echo '1' | jq -c 'input_filename'

#### input_filename file
echo '1' > f.json; jq -c 'input_filename, input_line_number' f.json

#### path input_line_number
echo '[1]' | jq -c 'path(input_line_number)'

#### del slice end only
echo '[1,2,3]' | jq -c 'delpaths([[{"end":0}]])'

#### del slice string start
echo '[1,2,3]' | jq -c 'delpaths([[{"start":"a","end":1}]])'

#### del slice start only
echo '[1,2,3]' | jq -c 'delpaths([[{"start":0}]])'

#### opt seq parse error
printf '\x1e[1,\n\x1e2\n' | jq -c --seq .

#### opt seq truncated
printf '\x1e{"a":1' | jq -c --seq .

#### opt seq no rs
printf '[1]\n' | jq -c --seq .

#### opt seq raw
echo '["a",1]' | jq --seq -r '.[]'

#### opt stream slurp
echo '[1,[2]] 3' | jq -c --stream -s .

#### opt stream n inputs
echo '{"a":[1,2]}' | jq -c --stream -n '[inputs]'

#### opt stream raw
printf 'ab\ncd\n' | jq -c --stream -R .

#### opt slurp raw
printf 'ab\ncd\n' | jq -c -sR .

#### opt n raw
printf 'ab\ncd\n' | jq -c -nR '[inputs]'

#### opt n raw input
printf 'ab\ncd' | jq -c -nR 'input'

#### opt raw lines no nl
printf 'ab\ncd' | jq -c -R .

#### opt rawfile
printf 'x\ny' > f.txt; jq -nc --rawfile a f.txt '$a'

#### opt slurpfile
printf '1 [2]' > f.json; jq -nc --slurpfile a f.json '$a'

#### opt slurpfile missing
jq -nc --slurpfile a nope.json '$a'

#### opt rawfile missing
jq -nc --rawfile a nope.json '$a'

#### opt slurpfile bad
printf '1 [' > f.json; jq -nc --slurpfile a f.json '$a'

#### opt argjson bad
jq -nc --argjson a '{' '$a'

#### opt argjson two
jq -nc --argjson a '1 2' '$a'

#### opt arg missing value
jq -nc --arg a

#### opt named args
jq -nc --arg a 1 --argjson b 2 '$ARGS'

#### opt named args dup
jq -nc --arg a 1 --arg a 2 '$a, $ARGS.named'

#### opt positional after filter
jq -nc '$ARGS.positional' --args x y --jsonargs 1 2

#### opt jsonargs bad
jq -nc '$ARGS.positional' --jsonargs 1 '{'

#### opt args files
printf '1' > f.json; jq -c '[., $ARGS.positional]' f.json --args a b

#### opt args then file
printf '1' > f.json; jq -c '[., $ARGS.positional]' --args a f.json

#### opt from file
printf '.a\n' > p.jq; echo '{"a":3}' | jq -f p.jq

#### opt from file args
printf '.a' > p.jq; echo '{"a":3}' > in.json; jq -f p.jq in.json

#### opt from file missing
jq -f nope.jq

#### opt from file comment
printf '# c\n.a # x\n' > p.jq; echo '{"a":3}' | jq -f p.jq

#### opt unknown option
jq --foo .

#### opt unknown short
jq -Z .

#### opt combined short
echo '{"b":1,"a":"x"}' | jq -cSr '.a, .'

#### opt e error
echo '1' | jq -e 'error("x")'; echo $?

#### opt e halt
echo '1' | jq -e 'halt'; echo $?

#### opt halt_error string
echo '1' | jq 'halt_error'; echo $?

#### opt halt_error obj
echo '{"a":1}' | jq 'halt_error(2)'; echo $?

#### opt halt_error str nl
jq -n '"bye\n" | halt_error(1)'; echo $?

#### opt error null
jq -n 'error(null)'; echo $?

#### opt error obj
jq -n 'error({"a":1})'; echo $?

#### opt error no msg
jq -n 'error'; echo $?

#### opt try error null
jq -nc 'try error(null) catch .'

#### opt exit codes parse error
echo '{' | jq .; echo $?

#### opt parse error then more
printf '1 {\n' | jq -c .; echo $?

#### opt parse error message invalid literal
echo 'tru' | jq .; echo $?

#### opt parse error nan
echo 'nan' | jq -c .; echo $?

#### opt parse NaN literal
echo '[NaN, -Infinity]' | jq -c .; echo $?

#### opt parse comments
echo '[1] # x' | jq -c .; echo $?

#### opt parse single quote
echo "{'a':1}" | jq -c .; echo $?

#### opt parse control char
printf '"a\tb"' | jq -c .; echo $?

#### opt parse bad escape
echo '"\x"' | jq -c .; echo $?

#### opt parse deep
printf '%0.s[' $(seq 1 10001) | jq -c . 2>&1 | head -c 200; echo

#### opt version
jq --version

#### opt ENV
HOME=/x jq -nr '$ENV.HOME, env.HOME'

#### opt env obj
jq -nc 'env | type'

#### opt input_filename multi
echo 1 > a.json; echo 2 > b.json; jq -c '[., input_filename]' a.json b.json

#### opt missing file
echo 1 > a.json; jq -c '.' nope.json a.json; echo $?

#### opt dir file
mkdir d; jq -c '.' d; echo $?

#### opt exit status no output
echo 1 | jq -e 'empty'; echo $?

#### opt exit status last false
printf '1 false' | jq -e '.'; echo $?

#### opt exit status last null then 1
printf 'null 1' | jq -e '.'; echo $?

#### opt ascii output
echo '"\u00e9\ud83d\ude00"' | jq -a .

#### opt join output
echo '[1,"a",[2]]' | jq -j '.[]'; echo

#### opt raw output0 error
echo '["a\u0000"]' | jq --raw-output0 '.[]'; echo $?

#### opt tab nested
echo '{"a":{"b":[1,{}]}}' | jq --tab .

#### opt indent 1
echo '{"a":{"b":[1,{}]}}' | jq --indent 1 .

#### opt c and indent
echo '{"a":[1]}' | jq -c --indent 3 .

#### opt indent and c
echo '{"a":[1]}' | jq --indent 3 -c .

#### opt tab and c
echo '{"a":[1]}' | jq --tab -c .

#### opt S unicode keys
echo '{"é":1,"z":2,"A":3,"a":{"c":1,"b":2}}' | jq -S -c .

#### opt S keys_unsorted
echo '{"b":1,"a":2}' | jq -S -c 'keys_unsorted, to_entries'

#### opt getpath null
jq -nc 'null | getpath(["a",0,"b"])'

#### opt ltrimstr non string
jq -nc '[1, "ab", null] | map(ltrimstr("a"))'

#### opt splits null
jq -nc '"a1b2" | [splits("[0-9]"; null)]'

#### opt implode bad
jq -nc '[1114112] | implode'

#### opt implode bad2
jq -nc '["a"] | implode'

#### opt implode surrogate
jq -nc '[55296] | implode'

#### opt ascii bad
jq -nc '"a" | ascii'

#### opt sh error
jq -nr '[{"a":1}] | @sh'

#### opt csv error
jq -nr '[[1]] | @csv'

#### opt tsv error
jq -nr '[{}] | @tsv'

#### opt loc
jq -nc '1 as $x | $__loc__'

#### opt loc multi
jq -nc '
  {a: 1}
  | $__loc__'

#### opt limit 0
jq -nc '[limit(0; 1, 2)]'

#### opt limit neg
jq -nc '[limit(-1; 1, 2)]'

#### opt numbers
jq -nc '[1.0, 1.5e-7, 100000000000000000000, -0, 1e1000, 0.1+0.2, 3.14e300*1e10]'

#### opt number literals in program
jq -nc '[1.000, 1.50, 1e2, 0.00001, 123456789012345678901234567890]'

#### opt number literal arith
jq -nc '[1.000 + 0, 1.50 * 1, 100000000000000000001 + 0]'

#### opt input big number
echo '[100000000000000000001, 1.000, -0.0, 1E2, 1e-7]' | jq -c '., map(. + 0), map(tostring)'

#### opt tostring numbers
jq -nc '[1.0, 1.5, 1e100, 1e-100] | map(tostring)'

#### opt large exp
echo '[1e308, 1e309, -1e309, 5e-324, 1e-400]' | jq -c '., map(.*1)'

#### seq read 0
printf '\x1e[1,\n\x1e2\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 1
printf '\x1e[1,\x1e2\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 2
printf '\x1e1\x1e2\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 3
printf '\x1e1 \x1e2' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 4
printf '\x1etrue\x1e2\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 5
printf '\x1e"a"\x1e[2]\x1e{}' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 6
printf '\x1e[1,}\n\x1e3\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 7
printf '\x1e[1,}' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 8
printf 'x\x1e1\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 9
printf '1\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 10
printf '' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 11
printf '\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 12
printf '\x1e' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 13
printf '\x1e\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 14
printf '\x1e1' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 15
printf '\x1e1 2 [3]\n\x1e4\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 16
printf '\x1e[1\n2]\x1e4 ' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 17
printf '\x1e{"a"\x1e4 ' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 18
printf '\x1e"ab\x1e4 ' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 19
printf '\x1e"ab \x1e4 ' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 20
printf '\x1etrue' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 21
printf '\x1enull \x1e"é\x1e1' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 22
printf '[1]\n\x1e[2]\n\x1e3 4\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 23
printf '\x1e1\n\x1e[1,2\n\x1e]\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 24
printf '\x1e{"a":1}\x1e\x1e[]\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### seq read 25
printf '\x1e{"a":tru}\n\x1e5\n' | jq -c --seq . | tr '\036' R; echo ${PIPESTATUS[1]}

#### file from file missing
jq -f nope.jq; echo $?

#### file from file dir
mkdir d; jq -f d; echo $?

#### file dir file
mkdir d; echo 1 > a.json; jq -c '.' d a.json; echo $?

#### file dir file only
mkdir d; jq -c '.' d; echo $?

#### file parse deep
printf '%0.s[' $(seq 1 300) | jq -c .

#### file parse deep 256
printf '%0.s[' $(seq 1 256) | jq -c .

#### file parse deep obj
printf '%0.s{"a":' $(seq 1 300) | jq -c .

#### file parse deep fromjson
printf '"%s"' "$(printf '%0.s[' $(seq 1 300))" | jq -c 'try fromjson catch .'

#### file parse deep 10001
printf '%0.s[' $(seq 1 10001) | jq -c .

#### stream partial 0
printf '%s' '[1,[2' | jq -c --stream .; echo $?

#### stream errors 0
printf '%s' '[1,[2' | jq -c --stream-errors .; echo $?

#### stream partial 1
printf '%s' '[1,[2]' | jq -c --stream .; echo $?

#### stream errors 1
printf '%s' '[1,[2]' | jq -c --stream-errors .; echo $?

#### stream partial 2
printf '%s' '[1,[2],' | jq -c --stream .; echo $?

#### stream errors 2
printf '%s' '[1,[2],' | jq -c --stream-errors .; echo $?

#### stream partial 3
printf '%s' '{"a":1,"b":{"c":"x"' | jq -c --stream .; echo $?

#### stream errors 3
printf '%s' '{"a":1,"b":{"c":"x"' | jq -c --stream-errors .; echo $?

#### stream partial 4
printf '%s' '{"a":1,"b":' | jq -c --stream .; echo $?

#### stream errors 4
printf '%s' '{"a":1,"b":' | jq -c --stream-errors .; echo $?

#### stream partial 5
printf '%s' '{"a"' | jq -c --stream .; echo $?

#### stream errors 5
printf '%s' '{"a"' | jq -c --stream-errors .; echo $?

#### stream partial 6
printf '%s' '[1,2}' | jq -c --stream .; echo $?

#### stream errors 6
printf '%s' '[1,2}' | jq -c --stream-errors .; echo $?

#### stream partial 7
printf '%s' '[1 2]' | jq -c --stream .; echo $?

#### stream errors 7
printf '%s' '[1 2]' | jq -c --stream-errors .; echo $?

#### stream partial 8
printf '%s' '3 [1,x]' | jq -c --stream .; echo $?

#### stream errors 8
printf '%s' '3 [1,x]' | jq -c --stream-errors .; echo $?

#### stream partial 9
printf '%s' '[[],{},"a\\q"]' | jq -c --stream .; echo $?

#### stream errors 9
printf '%s' '[[],{},"a\\q"]' | jq -c --stream-errors .; echo $?

#### stream partial 10
printf '%s' '"abc' | jq -c --stream .; echo $?

#### stream errors 10
printf '%s' '"abc' | jq -c --stream-errors .; echo $?

#### stream partial 11
printf '%s' '[1,[2]]]' | jq -c --stream .; echo $?

#### stream errors 11
printf '%s' '[1,[2]]]' | jq -c --stream-errors .; echo $?

#### stream partial 12
printf '%s' '{"a":[]}}' | jq -c --stream .; echo $?

#### stream errors 12
printf '%s' '{"a":[]}}' | jq -c --stream-errors .; echo $?

#### stream partial 13
printf '%s' '[true,fals]' | jq -c --stream .; echo $?

#### stream errors 13
printf '%s' '[true,fals]' | jq -c --stream-errors .; echo $?

#### stream partial 14
printf '%s' '{"a":1,}' | jq -c --stream .; echo $?

#### stream errors 14
printf '%s' '{"a":1,}' | jq -c --stream-errors .; echo $?

#### stream partial 15
printf '%s' '[1,,2]' | jq -c --stream .; echo $?

#### stream errors 15
printf '%s' '[1,,2]' | jq -c --stream-errors .; echo $?

#### stream partial 16
printf '%s' '{"a":1 "b":2}' | jq -c --stream .; echo $?

#### stream errors 16
printf '%s' '{"a":1 "b":2}' | jq -c --stream-errors .; echo $?

#### stream partial 17
printf '%s' '[1]{' | jq -c --stream .; echo $?

#### stream errors 17
printf '%s' '[1]{' | jq -c --stream-errors .; echo $?

#### stream partial 18
printf '%s' '{{}}' | jq -c --stream .; echo $?

#### stream errors 18
printf '%s' '{{}}' | jq -c --stream-errors .; echo $?

#### stream partial 19
printf '%s' '{"a":1,["x"]}' | jq -c --stream .; echo $?

#### stream errors 19
printf '%s' '{"a":1,["x"]}' | jq -c --stream-errors .; echo $?

#### stream partial 20
printf '%s' '[1,{"a":[2,{"b":3}]}] [4,' | jq -c --stream .; echo $?

#### stream errors 20
printf '%s' '[1,{"a":[2,{"b":3}]}] [4,' | jq -c --stream-errors .; echo $?

#### stream partial 21
printf '%s' '{"a":[]' | jq -c --stream .; echo $?

#### stream errors 21
printf '%s' '{"a":[]' | jq -c --stream-errors .; echo $?

#### stream partial 22
printf '%s' '{1:2}' | jq -c --stream .; echo $?

#### stream errors 22
printf '%s' '{1:2}' | jq -c --stream-errors .; echo $?

#### stream partial 23
printf '%s' '{"a"1}' | jq -c --stream .; echo $?

#### stream errors 23
printf '%s' '{"a"1}' | jq -c --stream-errors .; echo $?

#### stream partial 24
printf '%s' '[1]:' | jq -c --stream .; echo $?

#### stream errors 24
printf '%s' '[1]:' | jq -c --stream-errors .; echo $?

#### stream partial 25
printf '%s' '{"a":}' | jq -c --stream .; echo $?

#### stream errors 25
printf '%s' '{"a":}' | jq -c --stream-errors .; echo $?

#### stream partial 26
printf '%s' '{,}' | jq -c --stream .; echo $?

#### stream errors 26
printf '%s' '{,}' | jq -c --stream-errors .; echo $?

#### stream partial 27
printf '%s' '[nan, 1' | jq -c --stream .; echo $?

#### stream errors 27
printf '%s' '[nan, 1' | jq -c --stream-errors .; echo $?

#### stream partial 28
printf '%s' '{"a":[1,{}],"b":{"c":[]}} x' | jq -c --stream .; echo $?

#### stream errors 28
printf '%s' '{"a":[1,{}],"b":{"c":[]}} x' | jq -c --stream-errors .; echo $?

#### stream partial 29
printf '%s' '1 2 [' | jq -c --stream .; echo $?

#### stream errors 29
printf '%s' '1 2 [' | jq -c --stream-errors .; echo $?

#### stream partial 30
printf '%s' '"a" "b' | jq -c --stream .; echo $?

#### stream errors 30
printf '%s' '"a" "b' | jq -c --stream-errors .; echo $?

#### stream partial 31
printf '%s' '[1,2] ]' | jq -c --stream .; echo $?

#### stream errors 31
printf '%s' '[1,2] ]' | jq -c --stream-errors .; echo $?

#### stream partial 32
printf '%s' '{"a":{"b":[1,[2,3]]}}}' | jq -c --stream .; echo $?

#### stream errors 32
printf '%s' '{"a":{"b":[1,[2,3]]}}}' | jq -c --stream-errors .; echo $?

#### stream errors n inputs
printf '[1,[2' | jq -c -n --stream-errors '[inputs]'

#### stream errors slurp
printf '[1,[2' | jq -c -s --stream-errors '.'; echo $?

#### stream slurp bad
printf '[1,[2' | jq -c -s --stream '.'; echo $?

#### stream files
printf '[1,' > a.json; printf '2]' > b.json; jq -c --stream . a.json b.json

#### stream nan then bad
printf '[nan, 1] [2, x' | jq -c --stream .

#### input parse error
printf '1 {' | jq -c '[., input]'; echo $?

#### input parse error try
printf '1 {' | jq -c '[., (try input catch .)]'; echo $?

#### inputs parse error
printf '1 2 {' | jq -c -n '[inputs]'; echo $?

#### inputs parse error after
printf '1 2 {' | jq -c '., input'; echo $?

#### input parse error nl
printf '1\n{\n' | jq -c '[., input]'; echo $?

#### input parse error then more
printf '1 2 [3' | jq -c '[., input]'; echo $?

#### input parse error invalid
printf '1\n2\nx 4' | jq -c '[., input]'; echo $?

#### input parse error seq
printf '\x1e1\n\x1e[1,}\n\x1e3\n' | jq -c --seq '[., input]'; echo $?

#### input parse error stream
printf '[1,[2' | jq -c --stream -n '[inputs]'; echo $?

#### seq input_line_number
printf '\x1e1\n\x1e[2,\n3]\n\x1e4\n' | jq -c --seq '[., input_line_number]'

#### seq error position
printf '\x1e1\n\x1e[2,}\n\x1e4\n' | jq -c --seq 'error("x")'

#### seq exhausted position
printf '\x1e1\n\x1e2\n' | jq -c --seq -n '[inputs], error("x")'

#### parse error position after values
printf '1\n2\n[\n' | jq -c -n '[inputs]'

#### parse error position mid
printf '1\n2 x\n3\n' | jq -c -n '[inputs]'

#### parse error position nl
printf '1\n2 x\n\n3\n' | jq -c -n '[inputs]'

#### parse error position col
printf '1\n2 [}\n3\n' | jq -c -n '[inputs]'

#### parse error position col last
printf '1\n2 [}' | jq -c -n '[inputs]'

#### parse error position main
printf '1\n2 [}\n3\n' | jq -c '.'

#### c lit 73.0 kept
echo '[{"a":73.0,"b":"x"},1.50,2]' | jq -c '.'

#### c computed integral
echo '[{"a":73.5,"b":"x"}]' | jq -c 'map(.a * 2)'

#### c computed integral with string
echo '[{"a":73.5,"b":"v1.0"}]' | jq -c 'map(.c = .a * 2)'

#### c string with 1.0 text
echo '["version 1.0", 2.5, "Infinity", "NaN", "1e+20"]' | jq -c '.'

#### c nan inside
echo '[1.5, "a.0"]' | jq -c '. + [nan, infinite, -0]'

#### c big computed
echo '[1e15, 3.0]' | jq -c 'map(. * 10), map(. + 0.5)'

#### c negzero computed
echo '[0, "x.0"]' | jq -c '[.[0] * -1, .[1]]'

#### tojson mixed
echo '[73.0, "a.0"]' | jq -c 'tojson, (map(if type == "number" then . * 1 else . end) | tojson)'

#### c small
echo '[0.00001, "1.0"]' | jq -c '., map(if type == "number" then . * 1 else . end)'

#### stream text st1
printf '[1,[],{},[2,[3]],{"a":{"b":null}},"x\x7fy",1.0,1e100,-0,0.1,1.5e-7,100000000000000000000,true,false]' | jq -c --stream .

#### stream text st2
printf '{"a\x7f":1,"":[{}],"k\\u0000":"\\n\\t\\u001f"} 3 "s" [] {} [[]] null' | jq -c --stream .

#### stream text st3
printf '{"a":[1,2,{"b":[3]}]} [0.0,1.000,2.50,1E2,-1e-5]' | jq -c --stream 'select(length==2)'

#### stream text st4
printf '{"a":[1,2,{"b":[3]}]} 5 [[[]]]' | jq -c --stream 'select(length==1)'

#### stream text st5
printf '{"a":[1,2]} 5' | jq -c -e --stream 'select(length==2)'; echo $?

#### stream text st6
printf '{"a":[1,2]}' | jq -c -e --stream 'select(length==2)'; echo $?

#### stream text st7
printf '5' | jq -c -e --stream 'select(length==1)'; echo $?

#### stream text st8
printf '{"a":[1,2]} [1' | jq -c --stream .; echo $?

#### stream text st9
printf '{"a":[1,2]} {"b":3}' | jq -j --stream .; echo

#### stream text st10
printf '{"a":[1,2]} {"b":3}' | jq --raw-output0 -c --stream . | tr '\0' '@'; echo

#### stream text st11
printf '{"é":["ü\\ud83d\\ude00"]}' | jq -c --stream .

#### stream text st12
printf '{"a":[1,2]}' | jq -S -c --stream 'select(length == 2)'

#### stream text st13
printf '[1e1000, -1e1000, 123456789012345678901234567890, 0.30000000000000004, 1e15, 1e16, 1e17, 3.0e0]' | jq -c --stream .

#### stream text st14
printf '{"a":[1,2]} 1 2' | jq -c -e --stream 'select(length==1)'; echo $?

#### stream text pretty st1
printf '[1,[],{},[2,[3]],{"a":{"b":null}},"x\x7fy",1.0,1e100,-0,0.1,1.5e-7,100000000000000000000,true,false]' | jq --stream .

#### stream text pretty st2
printf '{"a\x7f":1,"":[{}],"k\\u0000":"\\n\\t\\u001f"} 3 "s" [] {} [[]] null' | jq --stream .

#### stream text pretty st3
printf '{"a":[1,2,{"b":[3]}]} [0.0,1.000,2.50,1E2,-1e-5]' | jq --stream 'select(length==2)'

#### stream text pretty st4
printf '{"a":[1,2,{"b":[3]}]} 5 [[[]]]' | jq --stream 'select(length==1)'

#### stream text pretty st5
printf '{"a":[1,2]} 5' | jq -e --stream 'select(length==2)'; echo $?

#### stream text pretty st6
printf '{"a":[1,2]}' | jq -e --stream 'select(length==2)'; echo $?

#### stream text pretty st7
printf '5' | jq -e --stream 'select(length==1)'; echo $?

#### stream text pretty st8
printf '{"a":[1,2]} [1' | jq --stream .; echo $?

#### stream text pretty st9
printf '{"a":[1,2]} {"b":3}' | jq -j --stream .; echo

#### stream text pretty st10
printf '{"a":[1,2]} {"b":3}' | jq --raw-output0 -c --stream . | tr '\0' '@'; echo

#### stream text pretty st11
printf '{"é":["ü\\ud83d\\ude00"]}' | jq --stream .

#### stream text pretty st12
printf '{"a":[1,2]}' | jq -S -c --stream 'select(length == 2)'

#### stream text pretty st13
printf '[1e1000, -1e1000, 123456789012345678901234567890, 0.30000000000000004, 1e15, 1e16, 1e17, 3.0e0]' | jq --stream .

#### stream text pretty st14
printf '{"a":[1,2]} 1 2' | jq -e --stream 'select(length==1)'; echo $?

#### stream text tab
printf '{"a":[1,{"b":[]}]} 3 [[]]' | jq --tab --stream .

#### stream text indent1
printf '{"a":[1,{"b":[]}]} 3 [[]]' | jq --indent 1 --stream 'select(length==2)'

#### stream text indent7
printf '{"a":[1,{"b":[]}]} 3 [[]]' | jq --indent 7 --stream .

#### stream text indent0
printf '{"a":[1,{"b":[]}]} 3 [[]]' | jq --indent 0 --stream .

#### stream text indent3s
printf '{"a":[1,{"b":[]}]} 3 [[]]' | jq --indent 3 --stream 'select(length==1)'

#### seq last line a
printf '\x1e2' | jq --seq -c .; echo $?

#### seq last line b
printf '\x1e2\n' | jq --seq -c .; echo $?

#### seq last line c
printf '\x1e[1]\n\x1e2 ' | jq --seq -c .; echo $?

#### seq last line d
printf '\x1e"a"' | jq --seq -c .; echo $?

#### seq last line e
printf '\x1etrue' | jq --seq -c .; echo $?

#### seq last line f
printf '\x1e[1]\x1e2' | jq --seq -c .; echo $?

#### seq last line g
printf '\x1e[1]\n\x1e23' | jq --seq -c .; echo $?

#### seq last line h
printf '\x1e1 2' | jq --seq -c .; echo $?

#### seq last line i
printf '\x1e{"a":1}' | jq --seq -c .; echo $?

#### seq last line j
printf '\x1enull' | jq --seq -c .; echo $?

#### seq last line k
printf '\x1e[1]\n\x1etrue' | jq --seq -c .; echo $?

#### seq last line l
printf '\x1e[1]\n\x1e2\n\x1e3' | jq --seq -c .; echo $?

#### seq last line m
printf '\x1e 2' | jq --seq -c .; echo $?

#### seq last line n
printf '\x1e\n2' | jq --seq -c .; echo $?

#### seq last line rs a1
printf '\x1e[1]\n\x1e[2]\x1e[3]' | jq --seq -c .; echo $?

#### seq last line rs a2
printf '\x1e[1]\n \x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs a3
printf '\x1e[1]\n[2]\x1e[3]' | jq --seq -c .; echo $?

#### seq last line rs a4
printf '\x1e[1]\n\x1e[2]\n' | jq --seq -c .; echo $?

#### seq last line rs a5
printf '\x1e[1] \x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs a6
printf '\x1e[1]\n\x1e[2] 3' | jq --seq -c .; echo $?

#### seq last line rs a7
printf '\x1e[1]\n\x1e' | jq --seq -c .; echo $?

#### seq last line rs a8
printf '\x1e[1]\n\x1e[2' | jq --seq -c .; echo $?

#### seq last line rs a9
printf '\x1e[1]\n\x1e"a' | jq --seq -c .; echo $?

#### seq last line rs a10
printf '[1]\n\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs a11
printf '\x1e[1]\n\x1e[2]\n\x1e[3]\n\x1e[4]' | jq --seq -c .; echo $?

#### seq last line rs a12
printf '\x1e[1,\n\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs a13
printf '\x1e\n\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs a14
printf '\x1e1\n\x1e2' | jq --seq -c .; echo $?

#### seq last line rs a15
printf '\x1e[1]\n\x1e[2]' | jq --seq -c --stream .; echo $?

#### seq last line rs a16
printf '\x1e}\n\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs a17
printf '\x1e[1]\r\n\t\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs a18
printf '\x1e[1]\n\x1e[2]' | jq --seq -n -c '[inputs]'; echo $?

#### seq last line rs a19
printf '\x1e[1]\n\x1e[2]' | jq --seq -c 'input_line_number'; echo $?

#### seq last line rs b1
printf '\x1e}\n\x1e[2]\n' | jq --seq -c .; echo $?

#### seq last line rs b2
printf '\x1e}\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs b3
printf '\x1e}\n\n\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs b4
printf '\x1e[1]\n\x1e}\n\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs b5
printf '}\n\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs b6
printf '\x1e"ab\n\x1e[2]' | jq --seq -c .; echo $?

#### seq last line rs b8
printf '\x1e{"a":1}\n\x1e[2]' | jq --seq -c --stream .; echo $?

#### seq last line rs b9
printf '\x1e1 \n  \x1e2' | jq --seq -c .; echo $?

#### seq nonl seq1
printf '[1,2]' | jq --seq -c .

#### seq nonl seq2
printf '1 2' | jq --seq .

#### seq nonl seq3
printf '"a"' | jq --seq .

#### seq nonl seq4
printf '{"a":1}' | jq --seq -c '.a'

#### seq nonl seq5
printf '\x1e[1]' | jq --seq -c .

#### seq nonl seq6
printf '\x1e[1]\n\x1e2' | jq --seq -c .

#### seq nonl seq7
printf '[1]' | jq -c --seq --stream .

#### seq nonl seq8
printf '[1]\n' | jq -c --seq --stream .

#### seq nonl seq9
printf '[1]' | jq -cn --seq '[inputs]'

#### depth d1
jq -nc 'reduce range(300) as $i (0; [.]) | tojson | length'

#### depth d2
jq -nc 'reduce range(300) as $i (0; [.])' | wc -c

#### depth d3
jq -n 'reduce range(258) as $i (0; [.])' | tail -3

#### depth d4
jq -nc 'reduce range(1000) as $i (0; {a:.})' | head -c 100; echo

#### depth d5
jq -nc 'reduce range(300) as $i (0; [.]) | tojson | fromjson | flatten'

#### depth d6
jq -nc 'reduce range(255) as $i (0; [.]) | tojson | fromjson | flatten'

#### depth d7
jq -nc 'reduce range(256) as $i (0; [.]) | tojson | fromjson | flatten'

#### depth d8
jq -nc 'reduce range(257) as $i (0; [.]) | tojson | fromjson | flatten'

#### depth d9
printf '%0.s[' $(seq 256); printf '%0.s]' $(seq 256); echo

#### depth d10
{ printf '%0.s[' $(seq 257); printf '%0.s]' $(seq 257); } | jq -c 'flatten'; echo $?

#### depth d11
{ printf '%0.s[' $(seq 256); printf '%0.s]' $(seq 256); } | jq -c 'flatten'; echo $?

#### depth d12
{ printf '%0.s[' $(seq 1000); printf '%0.s]' $(seq 1000); } | jq -c --stream 'length' | head -2; echo $?

#### depth d13
jq -nc 'reduce range(300) as $i (0; [.]) | [paths] | length'

#### depth d14
jq -nc 'reduce range(300) as $i (0; [.]) | tostream' | tail -1

#### depth d15
jq -nc 'reduce range(1000) as $i (0; [.]) | flatten'

#### depth d16
jq -nc 'reduce range(300) as $i (0; [.]) | tostring | length'

#### depth d17
jq -nc 'reduce range(300) as $i (0; [.]) | debug | 1' 2>&1 | wc -c

#### depth d18
jq -nc 'reduce range(300) as $i (0; [.]) | @json | length'

#### depth d19
jq -nc 'reduce range(300) as $i (0; [.]) | [.] | tojson | length'

#### depth d20
jq -nc 'reduce range(10001) as $i (0; [.]) | flatten'

#### depth d21
jq -nc '[limit(3; repeat(1))]'

#### depth d23
jq -n 'reduce range(300) as $i (0; {a:.}) | [getpath([range(300)|"a"])]'

#### depth d24
jq -nc 'reduce range(300) as $i (0; [.]) | tojson | .[0:10]'

#### depth d25
jq -nc 'reduce range(300) as $i (0; [.]) | .[0][0] | tojson | .[0:10]'

#### depth obj input 300
{ printf '%0.s{"a":' $(seq 300); printf 1; printf '%0.s}' $(seq 300); } | jq -c '.a.a'; echo $?

#### depth input 250 then more
{ printf '%0.s[' $(seq 250); printf '%0.s]' $(seq 250); echo ' [1]'; } | jq -c 'length'

#### depth pretty obj 258
jq -n 'reduce range(258) as $i (1; {a:.})' | tail -4

#### depth keys 257
jq -nc 'reduce range(257) as $i ({}; {b:.})' | wc -c

#### opts o1
jq -n --arg a 1 --argjson b '{"x":[1]}' -c '[$a, $b, $ARGS.named]'

#### opts o2
printf '[1,2]\n3' > f.json; jq -n --slurpfile s f.json -c '$s'

#### opts o3
printf 'a\nb' > r.txt; jq -n --rawfile r r.txt '$r'

#### opts o4
jq -n --argjson b '{bad' '1'; echo $?

#### opts o5
jq -n --slurpfile s nofile.json '1'; echo $?

#### opts o6
jq -n --arg a; echo $?

#### opts o7
jq -n -e 'null'; echo $?

#### opts o8
jq -n -e 'false, 1'; echo $?

#### opts o9
jq -n -e 'empty'; echo $?

#### opts o10
jq -n -e '1, null'; echo $?

#### opts o11
jq -n -e 'error("x")'; echo $?

#### opts o12
echo '{"a":[1,{"b":2}]}' | jq --tab .

#### opts o13
echo '{"a":[1,{"b":2}]}' | jq --indent 3 .

#### opts o14
echo '{"a":[1,{"b":2}]}' | jq --indent 8 .; echo $?

#### opts o15
echo '["a","b"]' | jq -j '.[]'; echo

#### opts o16
echo '"héllo ☃ 😀"' | jq -a .

#### opts o17
echo '{"é":"ü"}' | jq -ac .

#### opts o18
jq -n '[limit(3; range(10))], [limit(0; 1,2)], [limit(-1; 1,2)]' -c

#### opts o19
jq -n -c '[first(range(5;10))], [until(. > 100; . * 2)]' <<< 1

#### opts o20
echo 1 | jq -c '[.,1]|until(.[0] > 100; [.[0]*2, .[1]+1])'

#### opts o21
echo '{"a":{"b":[1,2]}}' | jq -c '[paths], [paths(type == "number")], getpath(["a","b",1]), getpath(["x","y"])'

#### opts o22
echo '{"a":1}' | jq -c 'getpath(["a","b"])'; echo $?

#### opts o23
printf '1 2 3' | jq -n -c '[inputs]'

#### opts o24
printf '1 2 3' | jq -c '[., input]'; echo $?

#### opts o25
printf '1 2 3 4' | jq -n -c 'input, input'

#### opts o26
printf '1' | jq -n -c 'input, input'; echo $?

#### opts o27
printf '1 2' | jq -c -n 'first(inputs)'

#### opts o28
echo '[1,"a",null]' | jq -r '@csv, @tsv, @sh, @json, @text, @html, @uri, @base64'

#### opts o29
echo '"<&>\u0027\""' | jq -r '@html, @uri, @sh, @base64, (@base64|@base64d)'

#### opts o30
echo '[[1]]' | jq -r '@csv'; echo $?

#### opts o31
echo '{"a":1}' | jq -r '@sh'; echo $?

#### opts o32
echo '"x"' | jq -r '@base32, (@base32|@base32d)'

#### opts o33
echo '[1,2]' | jq -r '"\(.[0]) and \(.[1])", @json "v=\(.)", @sh "echo \(.)"'

#### opts o34
jq -n '"\u00e9" | @uri'

#### opts o35
jq -n -r '[1, "a b"] | @sh'

#### opts o36
jq -n '{} | .a.b.c = 1' -c

#### opts o37
jq -n '[1,2,3] | del(.[0,2])' -c

#### opts o38
jq -n '[1,[2]] | getpath([1,0]), getpath([5]), try getpath(["a"]) catch .' -c

#### opts o39
jq -n -c '[range(0;10;3)], [range(5;0;-2)], [range(0;1;0)] | length'

#### opts o40
jq -n 'error' ; echo $?

#### opts o41
jq -n 'error(null)'; echo $?

#### opts o42
jq -n 'error({"a":1})'; echo $?

#### opts o43
jq -n '"abc" | error'; echo $?

#### opts o44
jq -n '1 | halt_error'; echo $?

#### opts o45
jq -n '"bye\n" | halt_error(3)'; echo $?

#### opts o46
jq -n '{"a":1} | halt_error'; echo $?

#### opts o47
jq -n --args '$ARGS' a b -c

#### opts o48
jq -n --jsonargs '$ARGS.positional' 1 '{"a":2}' -c

#### opts o49
jq -n --jsonargs '$ARGS.positional' 1 '{bad'; echo $?

#### opts o50
jq -rn '@text "x\(1+1)"'

#### opts o51
jq -n '$__prog_args' 2>&1; echo $?

#### opts o52
jq -n 'input_filename'

#### opts o53
echo 1 > one.json; jq 'input_filename' one.json

#### opts o54
jq -n '[splits("a";"g")]' <<< '"xayaz"' -c

#### opts o55
jq -n '"test" | ltrimstr(1), rtrimstr("st"), ascii_downcase, explode, (explode|implode)' -c

#### opts o56
jq -n -c '[.[]?], (try (null|implode) catch .), ([1]|implode)'

#### opts o57
jq -n -c '"a,b, c" | [splits(", *")], split(","), (./",")'

#### opts o58
jq -n -c '[1,2,3] | IN(2), IN(5), any(. > 2), all(. > 0)'

#### opts o59
jq -n -c '[3,1,2] | sort, sort_by(-.), min, max, add, (add / length), reverse, unique'

#### opts o60
jq -nr '[1.5, 100, 1e3, 0.1] | @csv, @tsv'

#### vars q1
jq -n '$__loc__' -c

#### vars q2
jq -n '$__prog_args' 2>&1; echo $?

#### vars q3
jq -n '$ENV | type'

#### vars q4
jq -n '$ARGS' -c

#### vars q5
jq -n 'def f($__prog_args): $__prog_args; f(1)'
#### syntax error expecting 0
jq -n '. as [] | 1'
#### syntax error expecting 1
jq -n '. as 1 | 1'
#### syntax error expecting 2
jq -n '. as [1] | 1'
#### syntax error expecting 3
jq -n '. as [$a,] | 1'
#### syntax error expecting 4
jq -n '. as {} | 1'
#### syntax error expecting 5
jq -n '. as {a} | 1'
#### syntax error expecting 6
jq -n '. as {"a"} | 1'
#### syntax error expecting 7
jq -n '. as {"a" $x} | 1'
#### syntax error expecting 8
jq -n '. as [$a] ?// 1 | 1'
#### syntax error expecting 10
jq -n 'reduce . as [] (0; 1)'
#### syntax error expecting 11
jq -n '1 2'
#### syntax error expecting 12
jq -n '1 $x'
#### syntax error expecting 13
jq -n '1 foo'
#### syntax error expecting 14
jq -n '. .'
#### syntax error expecting 16
jq -n '.. 1'
#### syntax error expecting 17
jq -n '.[0] 1'
#### syntax error expecting 18
jq -n '{} 1'
#### syntax error expecting 20
jq -n 'if . then 1 else 2 end 3'
#### syntax error expecting 21
jq -n '1)'
#### syntax error expecting 22
jq -n '1]'
#### syntax error expecting 24
jq -n '.a )'
#### syntax error expecting 25
jq -n '1 then'
#### syntax error expecting 26
jq -n '1 ;'
#### syntax error expecting 27
jq -n '. as $a 2 | 1'
#### syntax error expecting 28
jq -n '. as [$a] 1'
#### syntax error expecting 29
jq -n '[1 $__loc__]'
#### syntax error expecting 30
jq -n '(1 $x)'
#### syntax error expecting 31
jq -n '[1 2]'
#### syntax error expecting 32
jq -n '{a: 1 $x}'
#### syntax error expecting 33
jq -n '[1 )'
#### syntax error expecting 34
jq -n '(1 ]'
#### syntax error expecting 35
jq -n '{a: 1 ]'
#### syntax error expecting 36
jq -n '[1, 2)]'
#### syntax error expecting 37
jq -n '.[1'
#### syntax error expecting 38
jq -n 'f(1; 2]'
#### syntax error expecting 40
jq -n 'f(1 2)'
#### syntax error expecting 41
jq -n 'f(.)]'
#### syntax error expecting 42
jq -n 'def f(a b): 1; f'
#### syntax error expecting 43
jq -n 'foreach . as $x (0; 1 2)'
#### syntax error expecting 44
jq -n 'reduce . as $x (0 1)'
#### syntax error expecting 45
jq -n '[.[] 1]'
#### syntax error expecting 46
jq -n '{a: 1 2}'
#### syntax error expecting 47
jq -n 'if 1 2 then 3 end'
#### syntax error expecting 48
jq -n '(1 2)'
#### syntax error expecting 49
jq -n '.a[1 2]'
#### syntax error expecting 50
jq -n '"\(1 2)"'
#### syntax error expecting 51
jq -n 'def f(1): 2; f'
#### syntax error expecting 52
jq -n 'def (a): 1;'
#### syntax error expecting 53
jq -n 'def f(a): 1 f'
#### syntax error expecting 54
jq -n 'def f: 1 2; f'
#### syntax error expecting 55
jq -n 'def if: 1; 2'
#### syntax error expecting 56
jq -n 'def and: 1; 2'
#### syntax error expecting 57
jq -n 'def reduce: 1; 2'
#### syntax error expecting 58
jq -n 'def __loc__: 1; 2'
#### syntax error expecting 59
jq -n 'def f(if): 1; 2'
#### syntax error expecting 60
jq -n 'def def: 1; 2'
#### syntax error expecting 61
jq -n 'def f(and; $x): 1; 2'
