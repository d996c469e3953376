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
