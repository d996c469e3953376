# jq 1.7.1: filters, builtins, options, errors and exit statuses.
# Each case pipes JSON through printf/echo into jq (recorded from the real jq 1.7.1).

#### identity pretty
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq .

#### identity compact
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c .

#### identity tab
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq --tab .

#### identity indent 4
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq --indent 4 .

#### identity indent 0
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq --indent 0 .

#### identity indent 7
printf '%s\n' '[1,{"a":[]}]' | jq --indent 7 .

#### sort keys
printf '%s\n' '{"b":1,"a":{"d":1,"c":2}}' | jq -S .

#### sort keys pretty
printf '%s\n' '{"b":1,"a":{"d":1,"c":2}}' | jq -S .

#### empty containers pretty
printf '%s\n' '{"a":[],"b":{},"c":[{}]}' | jq .

#### field
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c .a

#### nested field
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c .c.d

#### missing field
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c .zz

#### quoted field
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '."a"'

#### bracket field
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.["f"]'

#### optional field on number
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.a.b?'

#### field on number error
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c .a.b

#### field on array error
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c .b.x

#### index
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.b[1]'

#### negative index
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.b[-1]'

#### index out of range
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.b[10]'

#### fractional index
printf '%s\n' '[1,2,3]' | jq -c '.[1.7]'

#### slice
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.b[1:]'

#### slice neg
printf '%s\n' '[1,2,3,4]' | jq -c '.[-2:]'

#### slice both
printf '%s\n' '[1,2,3,4]' | jq -c '.[1:3]'

#### slice string
printf '%s\n' '"abcdef"' | jq -c '.[2:4]'

#### slice float
printf '%s\n' '[1,2,3]' | jq -c '.[1.2:2.5]'

#### slice null
printf '%s\n' null | jq -c '.[1:2]'

#### iterate array
printf '%s\n' '[1,2,3]' | jq -c '.[]'

#### iterate object
printf '%s\n' '{"a":1,"b":2}' | jq -c '.[]'

#### iterate null error
printf '%s\n' null | jq -c '.[]'

#### iterate number error
printf '%s\n' 5 | jq -c '.[]'

#### iterate optional
printf '%s\n' 5 | jq -c '[.[]?]'

#### recurse all
printf '%s\n' '[1,[2,{"a":3}]]' | jq -c '[..]'

#### recurse numbers
printf '%s\n' '[1,[2,{"a":3}]]' | jq -c '[..|numbers]'

#### pipe
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.c | .d'

#### comma
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.a, .f'

#### array construct
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '[.a, .f]'

#### object construct
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '{a, f, x: .c.d}'

#### object construct var key
printf '%s\n' null | jq -c '{"k":1} as $o | {$o}'

#### object construct expr key
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '{(.f): 1}'

#### object construct interp key
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '{"x\(.a)": 2}'

#### object construct multi
printf '%s\n' null | jq -c '{a:(1,2), b:(3,4)}'

#### object key number error
printf '%s\n' null | jq -c '{(1):2}'

#### object keyword keys
printf '%s\n' null | jq -c '{if:1, then:2, end:3}'

#### object shorthand string
printf '%s\n' '{"a":5}' | jq -c '{"a"}'

#### array empty
printf '%s\n' null | jq -c '[]'

#### literals
printf '%s\n' null | jq -c '[1, -2, 3.5, 1e3, "s", true, false, null]'

#### literal precision kept
printf '%s\n' '[1.000, 100e-2, 1e1000, 100000000000000000000001, 1.5e300, -0]' | jq -c .

#### literal after arithmetic
printf '%s\n' '[1.000, 100e-2, 1e1000, 100000000000000000000001, 1.5e300]' | jq -c 'map(. + 0)'

#### big int tostring
printf '%s\n' '[1.000, 100000000000000000000001, 3.0]' | jq -c 'map(tostring)'

#### number formatting
printf '%s\n' null | jq -c '[1e17, 1e16, 1.5e16, 1e-5, 0.0001, 1/3, 1e15, 1e23, 123456789012345678]|map(.*1)'

#### program literal 1.0
jq -c -n '1.0, 1.50, 2e2'

#### nan output
jq -c -n '[nan, infinite, -infinite]'

#### integer division
jq -c -n '[10/2, 7/2, -7/2, 1/3]'

#### modulo
jq -c -n '[7 % 3, -7 % 3, 7 % -3, 5.5 % 2, 1e20 % 7]'

#### modulo zero
jq -c -n '1 % 0'

#### division by zero
jq -c -n '1 / 0'

#### add numbers
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.a + 2'

#### add strings
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.f + " world"'

#### add arrays
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.b + [4]'

#### add objects
jq -c -n '{"a":1} + {"b":2,"a":3}'

#### add null
jq -c -n 'null + 1, 1 + null'

#### add error
jq -c -n '1 + "a"'

#### add error truncated
jq -c -n '[1.000,100e-2,1e1000,3] + 1'

#### subtract arrays
jq -c -n '[1,2,3,1] - [1]'

#### subtract error
jq -c -n '{} - {}'

#### multiply deep merge
jq -c -n '{"a":{"b":1,"c":2}} * {"a":{"b":3},"d":4}'

#### string repeat
jq -c -n '"ab" * 3, "x" * 0, "x" * 1.5, 0 * "y"'

#### string divide
jq -c -n '"a,b,c" / ","'

#### negate
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '-(.a)'

#### negate error
jq -c -n '-"a"'

#### comparisons
jq -c -n '[1 < 2, 2 <= 2, "a" > "b", [1] == [1], {} != {}, null < false, false < true, true < 0, 0 < "", "" < [], [] < {}]'

#### and or not
jq -c -n '[true and false, true or false, (null|not), (1|not)]'

#### and or generators
jq -c -n '[(true,false) and (true,false)]'

#### alternative
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.zz // "default"'

#### alternative false
jq -c -n '[false, null, 1] | map(. // 9)'

#### alternative generator
jq -c -n '[(false, 1, null, 2) // 3]'

#### alternative error suppressed
jq -c -n '[(error("x")) // 1]'

#### if then else
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'if .a == 1 then "one" else "other" end'

#### if elif
printf '%s\n' '[1,3,5]' | jq -c '[.[] | if . < 2 then "small" elif . < 4 then "mid" else "big" end]'

#### if no else
printf '%s\n' '[1,2,3]' | jq -c '[.[] | if . > 1 then . * 10 end]'

#### if generator cond
jq -c -n '[if (true, false) then 1 else 2 end]'

#### try catch
jq -c -n 'try error("boom") catch .'

#### try no catch
printf '%s\n' '[1,2,3]' | jq -c '[.[] | try (if . == 2 then error("x") else . end)]'

#### try object error
jq -c -n 'try error({"a":1}) catch .a'

#### error null caught
jq -c -n 'try error(null) catch .'

#### optional operator
printf '%s\n' '[1, {"a":2}, "x"]' | jq -c '[.[] | .a?]'

#### error uncaught
jq -c -n 'error("custom")'

#### error object uncaught
jq -c -n 'error({"a":1})'

#### error from input
printf '%s\n' '["x"]' | jq -c '.[] | error'

#### reduce sum
printf '%s\n' '[1,2,3,4]' | jq -c 'reduce .[] as $x (0; . + $x)'

#### reduce empty update
jq -c -n 'reduce range(3) as $x (0; empty)'

#### reduce destructure
printf '%s\n' '[[1,2],[3,4]]' | jq -c 'reduce .[] as [$a,$b] (0; . + $a * $b)'

#### foreach 2 arg
printf '%s\n' '[1,2,3]' | jq -c '[foreach .[] as $x (0; . + $x)]'

#### foreach 3 arg
printf '%s\n' '[1,2,3]' | jq -c '[foreach .[] as $x (0; . + $x; [$x, .])]'

#### foreach multiple update
jq -c -n '[foreach (1,2) as $x (0; (. + $x), (. * 10))]'

#### variable binding
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.a as $x | .b | map(. + $x)'

#### variable scope
jq -c -n '[1,2] as [$a, $b] | {a: $a, b: $b}'

#### destructure object
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '. as {a: $x, c: {d: $y}} | [$x, $y]'

#### destructure shorthand
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '. as {$a, $f} | [$a, $f]'

#### destructure alternatives
printf '%s\n' '[[1], 2]' | jq -c '.[] as [$a] ?// $a | $a'

#### destructure alternatives error
printf '%s\n' '[{"a":1}, [2]]' | jq -c '.[] as {a: $x} ?// [$x] | $x'

#### destructure missing
printf '%s\n' '[1]' | jq -c '. as [$a, $b, $c] | [$a, $b, $c]'

#### function def
printf '%s\n' '[1,2]' | jq -c 'def inc: . + 1; map(inc)'

#### function params
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'def f(g): [g, g]; f(.a)'

#### function value param
printf '%s\n' 1 | jq -c 'def f($x): . + $x; f(10)'

#### function value param as filter
jq -c -n 'def f($x): x + x; f(3)'

#### function recursion
printf '%s\n' 10 | jq -c 'def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; fac'

#### function closure
printf '%s\n' 4 | jq -c 'def f(x): x * 2; . as $v | def g: f($v); g'

#### function shadow builtin
jq -c -n 'def length: 42; [1,2] | length'

#### function nested defs
jq -c -n 'def f: def g: 3; g * 2; f'

#### function arity overload
jq -c -n 'def f: 1; def f(x): x + 1; [f, f(10)]'

#### function multiple generator args
jq -c -n 'def f($a; $b): [$a, $b]; [f(1,2; 3,4)]'

#### recursive generator
printf '%s\n' 0 | jq -c 'def r: if . < 3 then ., (. + 1 | r) else . end; [r]'

#### label break
printf '%s\n' '[1,2,3,4]' | jq -c '[label $out | .[] | if . > 2 then ., break $out else . end]'

#### label nested
jq -c -n '[label $a | label $b | 1, break $b, 2], [label $a | (1, break $a)]'

#### string interpolation
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '"a=\(.a) f=\(.f) c=\(.c)"'

#### string interpolation generators
jq -c -n '"\(1,2)-\(3,4)"'

#### string escapes
jq -c -n '"tab\there\nnl \u00e9 \"q\" \\"'

#### unicode output
printf '%s\n' '"héllo ☃ 😀"' | jq -c .

#### ascii output
printf '%s\n' '"héllo ☃ 😀"' | jq -a .

#### control chars output
printf '%s\n' '"a\u0001b\u007fc\u001f"' | jq -c .

#### raw output
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -r .f

#### raw output non string
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -r .c

#### join output
printf '%s\n' '["a","b",1]' | jq -j '.[]'

#### raw ascii
printf '%s\n' '"é"' | jq -r -a .

#### path simple
jq -c -n 'path(.a.b)'

#### path iterate
printf '%s\n' '{"a":1,"b":2}' | jq -c '[path(.[])]'

#### path recurse
printf '%s\n' '{"a":[1]}' | jq -c '[path(..)]'

#### path select
printf '%s\n' '[1,2,3]' | jq -c '[path(.[] | select(. > 1))]'

#### path invalid
jq -c -n 'path(1)'

#### path null
jq -c -n 'path(null)'

#### paths
printf '%s\n' '{"a":[1,{"b":2}]}' | jq -c '[paths]'

#### paths filter
printf '%s\n' '{"a":[1,{"b":2}]}' | jq -c '[paths(type == "number")]'

#### getpath
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'getpath(["c","d"]), getpath(["x","y"])'

#### getpath error
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'getpath(["a","b"])'

#### setpath
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'setpath(["c","d"]; 5)'

#### setpath new
printf '%s\n' null | jq -c 'setpath(["x",2]; 1)'

#### delpaths
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'delpaths([["a"],["b",0]])'

#### del
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'del(.b, .c)'

#### del iterate
printf '%s\n' '[1,5,2,7]' | jq -c 'del(.[] | select(. > 2))'

#### del slice
printf '%s\n' '[1,2,3,4]' | jq -c 'del(.[1:3])'

#### to_entries
printf '%s\n' '{"a":1,"b":2}' | jq -c to_entries

#### from_entries
printf '%s\n' '[{"key":"a","value":1},{"k":"b","v":2},{"name":"c","value":3},{"Key":"d","Value":4}]' | jq -c from_entries

#### from_entries null key
printf '%s\n' '[{"key":null,"value":1}]' | jq -c from_entries

#### with_entries
printf '%s\n' '{"a":1,"b":2}' | jq -c 'with_entries(.value += 1)'

#### with_entries key
printf '%s\n' '{"a":1,"b":2}' | jq -c 'with_entries(.key |= "x" + .)'

#### assign
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.a = 5'

#### assign from input
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.a = .f'

#### assign generator
printf '%s\n' '{"a":0}' | jq -c '[.a = (1,2)]'

#### update
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.b |= map(. * 2)'

#### update iterate
printf '%s\n' '[1,2,3]' | jq -c '.[] |= . + 1'

#### update empty deletes
printf '%s\n' '[1,2,3,4]' | jq -c '[.[] | select(. > 0)] | .[] |= empty'

#### update nested create
printf '%s\n' null | jq -c '.a.b.c |= 5'

#### arith update
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.a += 10 | .b[] *= 2 | .f -= null? // .'

#### arith update minus
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '.a -= 1'

#### arith update div mod
printf '%s\n' '{"x":9,"y":10}' | jq -c '.x /= 2 | .y %= 3'

#### alt update
printf '%s\n' '{"a":null}' | jq -c '.a //= 3 | .z //= 4'

#### update with rhs using dot
printf '%s\n' '{"a":1,"b":2}' | jq -c '.a += .b'

#### assign slice
printf '%s\n' '[1,2,3,4]' | jq -c '.[1:3] = ["x"]'

#### update slice
printf '%s\n' '[1,2,3,4]' | jq -c '.[2:] |= map(. * 10)'

#### update select
printf '%s\n' '[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]' | jq -c '(.[] | select(.x > 3) | .x) |= 0'

#### assign to null path
printf '%s\n' null | jq -c '.[2] = 1'

#### assign negative index error
printf '%s\n' '[]' | jq -c '.[-1] = 1'

#### update getpath
printf '%s\n' '{}' | jq -c 'getpath(["a","b"]) |= 5'

#### update first
printf '%s\n' '[1,2]' | jq -c 'first(.[]) |= 10'

#### update recurse
printf '%s\n' '[1,[2,{"a":3}]]' | jq -c '(.. | select(type == "number")) |= . + 1'

#### length
printf '%s\n' '[[1,2], "héllo", {"a":1}, null, -5, 2.5]' | jq -c 'map(length)'

#### length bool error
jq -c -n 'true | length'

#### utf8bytelength
printf '%s\n' '"héllo"' | jq -c utf8bytelength

#### keys
printf '%s\n' '{"b":1,"a":2,"c":3}' | jq -c 'keys, keys_unsorted'

#### keys array
printf '%s\n' '[5,6]' | jq -c keys

#### keys error
printf '%s\n' 1 | jq -c keys

#### values
printf '%s\n' '[1,null,2]' | jq -c '[.[] | values]'

#### has
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'has("a"), has("z")'

#### has array
printf '%s\n' '[1,2]' | jq -c 'has(1), has(5)'

#### has error
printf '%s\n' '[1]' | jq -c 'has("a")'

#### in
printf '%s\n' '["a","b"]' | jq -c '.[] | in({"a":1})'

#### inside
jq -c -n '"bar" | inside("foobar")'

#### contains
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'contains({"b":[1]}), contains({"c":{"d":"x"}}), contains({"b":[5]})'

#### contains string
printf '%s\n' '"foobar"' | jq -c 'contains("bar")'

#### contains array
printf '%s\n' '["foobar", "foobaz", "blarp"]' | jq -c 'contains(["baz", "bar"])'

#### contains error
printf '%s\n' 1 | jq -c 'contains("a")'

#### map
printf '%s\n' '[1,2,3]' | jq -c 'map(. * 2)'

#### map object
printf '%s\n' '{"a":1,"b":2}' | jq -c 'map(. + 1)'

#### map_values
printf '%s\n' '{"a":1,"b":2}' | jq -c 'map_values(. + 1)'

#### map_values empty
printf '%s\n' '{"a":1,"b":2}' | jq -c 'map_values(empty)'

#### select
printf '%s\n' '[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]' | jq -c 'map(select(.x > 3))'

#### select name
printf '%s\n' '[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]' | jq -r '.[] | select(.x > 3) | .name'

#### empty
jq -c -n '[1, empty, 2]'

#### add
printf '%s\n' '[1,2,3]' | jq -c add

#### add builtin strings
printf '%s\n' '["a","b"]' | jq -c add

#### add empty
printf '%s\n' '[]' | jq -c add

#### add builtin objects
printf '%s\n' '[{"a":1},{"b":2}]' | jq -c add

#### any all
printf '%s\n' '[true, false]' | jq -c '[any, all], ([] | [any, all])'

#### any all with filter
printf '%s\n' '[1,2,3]' | jq -c '[any(. > 2), all(. > 0)]'

#### any all generator
printf '%s\n' '[1,2,3]' | jq -c '[any(.[]; . == 2), all(.[]; . < 3)]'

#### range
jq -c -n '[range(5)], [range(2;5)], [range(0;10;3)], [range(5;0;-2)]'

#### range float
jq -c -n '[range(0;1;0.25)]'

#### range generators
jq -c -n '[range(1,2;3,4)]'

#### floor ceil round
printf '%s\n' '[1.5, -1.5, 2.4, -0.5]' | jq -c 'map([floor, ceil, round])'

#### sqrt pow log
jq -c -n '[(16|sqrt), pow(2;10), (1|exp|log), (8|log2), (1000|log10)]'

#### math misc
jq -c -n '[(-3|fabs), (2.5|trunc), (3.7|significand), (8|logb), (10|frexp), (2.5|modf), ldexp(3;2), (5|gamma|floor)]'

#### math domain
jq -c -n '[(-1|sqrt), (0|log)] | map(isnan)'

#### math two arg
jq -c -n '[atan2(1;1), fmin(1;2), fmax(1;2), fmod(7;3), copysign(1;-2), drem(10;3), hypot(3;4)]'

#### tostring
printf '%s\n' '[1, "a", [1], {"a":null}, null, true]' | jq -c 'map(tostring)'

#### tonumber
printf '%s\n' '["1", "2.5", 3, "1e3", "-0.5"]' | jq -c 'map(tonumber)'

#### tonumber error
jq -c -n '"abc" | tonumber'

#### tonumber extra
jq -c -n '"1 2" | tonumber'

#### type
printf '%s\n' '[null, true, 1, "a", [], {}]' | jq -c 'map(type)'

#### tojson fromjson
printf '%s\n' '{"a":[1,"x",null]}' | jq -c 'tojson, (tojson | fromjson)'

#### fromjson error
jq -c -n '"{a" | fromjson'

#### ascii case
printf '%s\n' '"Hello World ÄÖ"' | jq -c 'ascii_downcase, ascii_upcase'

#### ascii case error
jq -c -n '1 | ascii_downcase'

#### explode implode
printf '%s\n' '"aé😀"' | jq -c 'explode, (explode | implode)'

#### implode error
printf '%s\n' '"a"' | jq -c implode

#### ltrimstr rtrimstr
printf '%s\n' '"foobar"' | jq -c '[ltrimstr("foo"), rtrimstr("bar"), ltrimstr(1)]'

#### startswith endswith
printf '%s\n' '"foobar"' | jq -c '[startswith("foo"), endswith("foo")]'

#### startswith error
printf '%s\n' '"foobar"' | jq -c 'startswith(1)'

#### split
printf '%s\n' '"a, b, c"' | jq -c 'split(", ")'

#### split empty sep
printf '%s\n' '"abc"' | jq -c 'split("")'

#### split empty string
printf '%s\n' '""' | jq -c 'split(",")'

#### split regex
printf '%s\n' '"a, b,c"' | jq -c 'split(", *"; null)'

#### join
printf '%s\n' '["a","b","c"]' | jq -c 'join(", ")'

#### join mixed
printf '%s\n' '["a",1,null,true]' | jq -c 'join("-")'

#### join error
printf '%s\n' '[[1]]' | jq -c 'join(",")'

#### join empty
printf '%s\n' '[]' | jq -c 'join(",")'

#### test
printf '%s\n' '"foobar"' | jq -c 'test("foo"), test("FOO"; "i"), test("FOO")'

#### test array arg
printf '%s\n' '"foobar"' | jq -c 'test(["FOO", "i"])'

#### test non string
printf '%s\n' 1 | jq -c 'test("a")'

#### match
printf '%s\n' '"foo boo"' | jq -c 'match("(o+)(x)?")'

#### match global
printf '%s\n' '"foo boo"' | jq -c '[match("o+"; "g") | .offset]'

#### match named
printf '%s\n' '"abc-123"' | jq -c 'match("(?<word>[a-z]+)-(?<num>\\d+)")'

#### capture
printf '%s\n' '"abc-123"' | jq -c 'capture("(?<word>[a-z]+)-(?<num>[0-9]+)")'

#### scan
printf '%s\n' '"a1 b22 c333"' | jq -c '[scan("[0-9]+")], [scan("([a-z])([0-9])")]'

#### sub
printf '%s\n' '"foo boo"' | jq -c 'sub("o"; "0")'

#### gsub
printf '%s\n' '"foo boo"' | jq -c 'gsub("o"; "0")'

#### gsub named capture
printf '%s\n' '"ab1"' | jq -c 'gsub("(?<x>[a-z])"; "<\(.x)>")'

#### gsub case insensitive
printf '%s\n' '"foo boo"' | jq -c 'gsub("O"; "0"; "i")'

#### sub multiple outputs
printf '%s\n' '"abc"' | jq -c '[sub("a"; "x", "y")]'

#### splits
printf '%s\n' '"a, b,c"' | jq -c '[splits(", *")]'

#### ascii
jq -c -n '[65, 97] | implode'

#### unicode regex
printf '%s\n' '"aébé"' | jq -c '[match("é"; "g").offset]'

#### index rindex indices
printf '%s\n' '"a,b, cd, efg"' | jq -c '[index(","), rindex(","), indices(",")]'

#### indices array
printf '%s\n' '[0,1,2,1,3,1,2]' | jq -c 'indices(1), indices([1,2])'

#### index unicode
printf '%s\n' '"éa"' | jq -c 'index("a")'

#### sort
printf '%s\n' '[3, "a", null, true, false, [1], {"a":1}, 1.5, {}, []]' | jq -c sort

#### sort objects
printf '%s\n' '[{"b":1},{"a":2},{"a":1,"b":0}]' | jq -c sort

#### sort_by
printf '%s\n' '[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]' | jq -c 'sort_by(.x)'

#### sort_by multiple
printf '%s\n' '[{"a":2,"b":1},{"a":1,"b":2},{"a":1,"b":1}]' | jq -c 'sort_by(.a, .b)'

#### sort error
printf '%s\n' '{"a":1}' | jq -c sort

#### group_by
printf '%s\n' '[{"a":1,"b":1},{"a":2},{"a":1,"b":2}]' | jq -c 'group_by(.a)'

#### unique
printf '%s\n' '[3,1,2,1,3]' | jq -c unique

#### unique_by
printf '%s\n' '["a","bb","c","dd","eee"]' | jq -c 'unique_by(length)'

#### min max
printf '%s\n' '[3,1,4,1,5]' | jq -c '[min, max]'

#### min max empty
printf '%s\n' '[]' | jq -c '[min, max]'

#### min_by max_by
printf '%s\n' '[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]' | jq -c '[min_by(.x), max_by(.x)]'

#### max_by ties
printf '%s\n' '[{"a":1,"i":0},{"a":1,"i":1}]' | jq -c 'max_by(.a), min_by(.a)'

#### reverse
printf '%s\n' '[1,2,3]' | jq -c reverse

#### reverse string
printf '%s\n' '"abc"' | jq -c reverse

#### reverse null
printf '%s\n' null | jq -c reverse

#### flatten
printf '%s\n' '[1,[2,[3,[4]]]]' | jq -c 'flatten, flatten(1)'

#### flatten negative
printf '%s\n' '[1]' | jq -c 'flatten(-1)'

#### limit
printf '%s\n' '[1,2,3,4,5]' | jq -c '[limit(3; .[])]'

#### limit zero negative
jq -c -n '[limit(0; 1,2)], [limit(-1; 1,2)]'

#### first last nth
printf '%s\n' '[1,2,3,4]' | jq -c '[first(.[]), last(.[]), nth(2; .[])], [first, last, nth(1)]'

#### first empty
jq -c -n '[first(empty)], [last(empty)]'

#### nth negative
jq -c -n 'nth(-1; 1,2)'

#### until
printf '%s\n' 1 | jq -c 'until(. > 100; . * 2)'

#### while
printf '%s\n' 1 | jq -c '[while(. < 100; . * 2)]'

#### repeat limit
printf '%s\n' 1 | jq -c '[limit(5; repeat(. * 2))]'

#### recurse f
printf '%s\n' 0 | jq -c '[recurse(if . < 3 then . + 1 else empty end)]'

#### recurse f cond
printf '%s\n' 2 | jq -c '[recurse(. * .; . < 100)]'

#### recurse children
printf '%s\n' '{"name":"a","children":[{"name":"b","children":[]},{"name":"c","children":[{"name":"d","children":[]}]}]}' | jq -c '[recurse(.children[]) | .name]'

#### combinations
printf '%s\n' '[[1,2],[3,4]]' | jq -c '[combinations]'

#### combinations n
printf '%s\n' '[0,1]' | jq -c '[combinations(2)]'

#### transpose
printf '%s\n' '[[1,2],[3]]' | jq -c transpose

#### tostream
printf '%s\n' '{"a":[1,{"b":2}]}' | jq -c '[tostream]'

#### fromstream
printf '%s\n' '{"a":[1,{"b":2}]}' | jq -c 'fromstream(tostream)'

#### truncate_stream
jq -c -n '[1|truncate_stream([[0],1],[[1,0],2],[[1,0]],[[1]])]'

#### walk
printf '%s\n' '[1,{"a":2,"b":[3]}]' | jq -c 'walk(if type == "number" then . + 1 else . end)'

#### walk keys
printf '%s\n' '{"a":1,"b":{"a":2,"c":3}}' | jq -c 'walk(if type == "object" then del(.a) else . end)'

#### env
jq -c -n 'env | type, ($ENV | type)'

#### env var
jq -c -n '$ENV.HOME | type'

#### builtins
jq -c -n 'builtins | length > 100'

#### input
printf '%s\n' '1 2 3' | jq -c '[., input]'

#### inputs
printf '%s\n' '1 2 3' | jq -c -n '[inputs]'

#### input no more
printf '%s\n' 1 | jq -c -n 'input, input'

#### splits with flags
printf '%s\n' '"xaya"' | jq -c '[splits("A"; "i")]'

#### isnan isinfinite
jq -c -n '[nan | isnan], [infinite | isinfinite], [1 | isnormal], [0 | isnormal]'

#### infinite arithmetic
jq -c -n '[infinite, -infinite, nan] | map(. * 0 | isnan)'

#### tojson numbers
jq -c -n '[1.0, 1.5, 100] | tojson'

#### getpath null
printf '%s\n' null | jq -c 'getpath(["a",0,"b"])'

#### to_entries array error
printf '%s\n' '[5]' | jq -c to_entries

#### todate
printf '%s\n' 1425599621 | jq -c todate

#### fromdate
printf '%s\n' '"2015-03-05T23:51:47Z"' | jq -c fromdate

#### gmtime mktime
printf '%s\n' 1425599621 | jq -c 'gmtime, (gmtime | mktime)'

#### strftime
printf '%s\n' 1425599621 | jq -c 'strftime("%Y-%m-%d %H:%M:%S %A %j")'

#### strptime
printf '%s\n' '"2015-03-05T23:51:47Z"' | jq -c 'strptime("%Y-%m-%dT%H:%M:%SZ")'

#### date roundtrip
printf '%s\n' 0 | jq -c 'todateiso8601, (todateiso8601 | fromdateiso8601)'

#### splits regex special
printf '%s\n' '"a b\tc"' | jq -c '[splits("\\s+")]'

#### abs
printf '%s\n' '[-1, 2, -0.5]' | jq -c 'map(abs)'

#### pick
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c 'pick(.a, .c.d)'

#### pick array
printf '%s\n' '[1,2,3]' | jq -c 'pick(.[1])'

#### debug
printf '%s\n' '[1,2]' | jq -c '[.[] | debug]'

#### debug msg
printf '%s\n' 1 | jq -c 'debug("msg") | . + 1'

#### stderr
jq -c -n '"x" | stderr | 1'

#### input_filename
printf '%s\n' 1 | jq -c input_filename

#### loc
jq -c -n '$__loc__'

#### @base64
printf '%s\n' '"hello wörld"' | jq -c '@base64, (@base64 | @base64d)'

#### @base64d invalid
printf '%s\n' '"!!!"' | jq -c @base64d

#### @base32
printf '%s\n' '"hello"' | jq -c @base32

#### @csv
printf '%s\n' '[1, "a,b", "q\"uote", null, true, 1.5]' | jq -c @csv

#### @csv error
printf '%s\n' '[[1]]' | jq -c @csv

#### @csv non array
printf '%s\n' '"a"' | jq -c @csv

#### @tsv
printf '%s\n' '["a\tb", "c\\d", null, 2, "e\nf"]' | jq -c @tsv

#### @sh
printf '%s\n' '["a b", "it'"'"'s", 3, null, false]' | jq -c @sh

#### @sh string
printf '%s\n' '"a'"'"'b"' | jq -c '@sh "echo \(.)"'

#### @sh object error
printf '%s\n' '{"a":1}' | jq -c @sh

#### @html
printf '%s\n' '"<a href=\"x\">'"'"'&'"'"'</a>"' | jq -c @html

#### @uri
printf '%s\n' '"a b&c=d/é~_-."' | jq -c @uri

#### @json
printf '%s\n' '[1,"a"]' | jq -c '@json, @text'

#### format interpolation
printf '%s\n' '[1,"a"]' | jq -c '@csv "row: \(.)"'

#### format function
printf '%s\n' '[1,"a"]' | jq -c 'format("csv"), format("text")'

#### format invalid
printf '%s\n' 1 | jq -c @foo

#### tojson string escaping
printf '%s\n' '"a\"b\\c\n\u0000"' | jq -c tojson

#### IN
printf '%s\n' '[1,2,3]' | jq -c '.[] | IN(2, 3)'

#### INDEX
printf '%s\n' '[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]' | jq -c 'INDEX(.name)'

#### isempty
jq -c -n 'isempty(empty), isempty(1, error("x"))'

#### getpath paths
printf '%s\n' '[[1]]' | jq -c '[paths(..)] | length'

#### splits no match
printf '%s\n' '"abc"' | jq -c '[splits("x")]'

#### ltrimstr whole
printf '%s\n' '"abc"' | jq -c 'ltrimstr("abc")'

#### implode roundtrip
printf '%s\n' '[72, 105]' | jq -c '[.[] | [.] | implode]'

#### significand zero
jq -c -n '[0, 1, 1024] | map(significand)'

#### bsearch
printf '%s\n' '[1,3,5,7]' | jq -c 'bsearch(3), bsearch(0), bsearch(10)'

#### error message object key
jq -c -n '{(null): 1}'

#### object key from generator
printf '%s\n' '["a","b"]' | jq -c '[{(.[]): 1}]'

#### optional chaining
printf '%s\n' '[{"a":{"b":1}}, 1, {"a":2}]' | jq -c '[.[] | .a?.b?]'

#### dot bracket string
printf '%s\n' '[1]' | jq -c '.["a"]?'

#### array index non number
printf '%s\n' '[1]' | jq -c '.["a"]'

#### index object with number
printf '%s\n' '{"a":1}' | jq -c '.[0]'

#### index string with number
printf '%s\n' '"abc"' | jq -c '.[0]'

#### slice object error
printf '%s\n' '{"a":1}' | jq -c '.[1:2]'

#### keyword field names
printf '%s\n' '{"if":1,"then":2,"end":3}' | jq -c '.if, .then, .end'

#### comments
printf '%s\n' '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}' | jq -c '# a comment
.a # trailing
'

#### precedence
jq -c -n '1 + 2 * 3 - 4 / 2, (1 + 2) * 3, -1 + 2, 2 * -3'

#### precedence alt and pipe
printf '%s\n' '[{"a":"y"},{}]' | jq -c '[.[] | .a // "x" | ascii_upcase]'

#### precedence comma pipe
jq -c -n '[1, 2 | . * 10]'

#### precedence as binds tightly
jq -c -n '[1, 2 as $x | $x + 10]'

#### reduce with object
printf '%s\n' '[{"k":"a","v":1},{"k":"b","v":2}]' | jq -c 'reduce .[] as {k: $k, v: $v} ({}; .[$k] = $v)'

#### nested reduce foreach
jq -c -n '[foreach range(5) as $i (null; $i; select(. % 2 == 0))]'

#### limit with foreach
jq -c -n '[limit(3; foreach range(10) as $i (0; . + $i))]'

#### optional iterate on object values
printf '%s\n' '{"a":1}' | jq -c '[.[]?]'

#### try catch generator stops
jq -c -n '[try (1, error("x"), 3) catch "caught"]'

#### error in catch
jq -c -n 'try error("a") catch error("b")'

#### nested try
jq -c -n 'try (try error("inner") catch error("outer: " + .)) catch .'

#### break from function
jq -c -n 'def f: label $x | 1, break $x, 2; [f]'

#### deep recursion ok
jq -c -n '[limit(3000; repeat(1))] | length'

#### large range reduce
jq -c -n 'reduce range(100000) as $i (0; . + $i)'

#### string multiplication null
jq -c -n '"abc" * -1'

#### object equality order independent
jq -c -n '{"a":1,"b":2} == {"b":2,"a":1}'

#### number string compare
jq -c -n '[1 == 1.0, 1 == "1", [1,2] < [1,3], {"a":1} < {"a":2}, {"a":2} < {"b":1}]'

#### sort numbers floats
printf '%s\n' '[3, 1.5, -2, 10, 0.1]' | jq -c sort

#### unicode sort
printf '%s\n' '["b", "a", "é", "Z", "aa"]' | jq -c sort

#### keys unicode sort
printf '%s\n' '{"b":1, "é":2, "a":3, "Z":4}' | jq -c keys

#### tostring big
printf '%s\n' 12345678901234567890 | jq -c tostring

#### big int arithmetic
printf '%s\n' 12345678901234567890 | jq -c '. + 1'

#### big int compare
printf '%s\n' 12345678901234567890 | jq -c '. == 12345678901234567890'

#### double format
jq -c -n '[3.14159, 2.5e-7, 1.0e-3, 123456.789, 0.1 + 0.2]'

#### negative zero
jq -c -n '[-0, 0 * -1]'

#### int overflow product
jq -c -n '9007199254740993 * 1'

#### exp notation input
printf '%s\n' '[1e2, 1E-2, 12.50e1]' | jq -c .

#### slurp
printf '1 2\n3\n' | jq -c -s .

#### slurp empty
printf '' | jq -c -s .

#### raw input
printf 'a\nb\n' | jq -c -R .

#### raw input no trailing newline
printf 'a\nb' | jq -c -R .

#### raw input slurp
printf 'a\nb\n' | jq -c -Rs .

#### raw input empty lines
printf 'a\n\nb\n' | jq -c -R length

#### null input
jq -n '1+1'

#### null input with inputs
printf '1 2' | jq -n '[inputs] | add'

#### null input reduce inputs
printf '{"a":1}\n{"a":2}\n' | jq -n 'reduce inputs as $x (0; . + $x.a)'

#### arg
jq -n --arg x hello --arg y 5 '[$x, $y]' -c

#### argjson
jq -n --argjson x '{"a":[1,2]}' '$x.a[1]'

#### argjson invalid
jq -n --argjson x '{a' '$x'

#### arg missing param
jq -n --arg x

#### args positional
jq -n -c '$ARGS' --args a b c

#### jsonargs positional
jq -n -c '$ARGS.positional' --jsonargs 1 '{"a":2}' null

#### named args object
jq -n -c --arg a 1 --argjson b 2 '$ARGS.named'

#### arg first wins
jq -n --arg x 1 --arg x 2 '$x'

#### undefined variable
jq -n '$nope'

#### slurpfile
printf '1 2\n' > f.json; jq -n -c --slurpfile v f.json '$v'

#### rawfile
printf 'hello\nworld\n' > f.txt; jq -n --rawfile v f.txt '$v'

#### from file
printf '.a\n| . + 1\n' > p.jq; printf '{"a":1}' | jq -f p.jq

#### from file with args
printf '.[] | . * $m' > p.jq; printf '[1,2]' | jq --argjson m 3 -f p.jq

#### file inputs
printf '{"a":1}' > a.json; printf '{"a":2}' > b.json; jq .a a.json b.json

#### file missing
printf '1' > a.json; jq . a.json missing.json; echo rc=$?

#### value spans files
printf '[1,' > a.json; printf '2]' > b.json; jq -c . a.json b.json

#### input_filename files
printf '1' > a.json; printf '2' > b.json; jq input_filename a.json b.json

#### error location file
printf '1\n2\n"x"\n' > a.json; jq '. + 1' a.json; echo rc=$?

#### error location stdin lines
printf '1\n\n"x"\n4\n' | jq '. + 1'; echo rc=$?

#### error then success exit
printf '"x" 1' | jq '. + 1'; echo rc=$?

#### exit status true
echo true | jq -e .; echo rc=$?

#### exit status false
echo false | jq -e .; echo rc=$?

#### exit status null
echo null | jq -e .; echo rc=$?

#### exit status no output
echo 1 | jq -e empty; echo rc=$?

#### exit status last output
echo '[1,null]' | jq -e '.[]'; echo rc=$?

#### exit status error
echo 1 | jq -e 'error("x")'; echo rc=$?

#### exit status no -e null
echo null | jq .; echo rc=$?

#### halt
jq -n '1, halt, 2'; echo rc=$?

#### halt_error string
jq -n '"bye\n" | halt_error'; echo rc=$?

#### halt_error object
jq -n '{"a":1} | halt_error(3)'; echo rc=$?

#### halt_error no newline
jq -n '"bye" | halt_error(1)'; echo rc=$?

#### halt_error stops inputs
printf '1 2 3' | jq 'if . == 2 then halt_error else . end'; echo rc=$?

#### parse error
echo '{"a":1' | jq .; echo rc=$?

#### parse error after values
printf '1 2 x\n' | jq .; echo rc=$?

#### parse error invalid literal
echo '[tru]' | jq .; echo rc=$?

#### parse error separator
echo '[1 2]' | jq -c .; echo rc=$?

#### parse error unmatched
echo '1 ]' | jq -c .; echo rc=$?

#### parse error object
echo '{"a" 1}' | jq -c .; echo rc=$?

#### parse error trailing comma
echo '[1,]' | jq -c .; echo rc=$?

#### parse error single quote
echo "{'a':1}" | jq -c .; echo rc=$?

#### nan input literal
echo 'nan' | jq .

#### compile error syntax
jq -n '.a.'; echo rc=$?

#### compile error undefined function
jq -n 'foo(1)'; echo rc=$?

#### compile error unbalanced
jq -n '[1,2'; echo rc=$?

#### compile error status only
jq -n '1 +'; echo rc=$?

#### unknown option
jq --foo .; echo rc=$?

#### unknown short option
jq -nq .; echo rc=$?

#### combined short options
echo '{"b":2,"a":"x"}' | jq -cS .

#### combined short options raw
echo '["x","y"]' | jq -rc '.[]'

#### version
jq --version

#### version short
jq -V

#### help
jq --help | head -5

#### indent invalid
jq --indent 9 . ; echo rc=$?

#### seq output
echo '[1,2]' | jq -c --seq '.[]' | tr '\036' 'R'

#### stream
echo '{"a":[1,{"b":null}]}' | jq -c --stream .

#### stream scalar
echo '3 "x"' | jq -c --stream .

#### stream fromstream
echo '{"a":[1,2]}' | jq -c --stream -n 'fromstream(inputs)'

#### raw output0
echo '["a","b"]' | jq --raw-output0 '.[]' | tr '\000' 'N'

#### double dash
jq -n -- '1'

#### no program reads stdin
echo '{"a":1}' | jq

#### program after files order
printf '[1]' > a.json; jq -c a.json 2>&1; echo rc=$?

#### tab indent nested
echo '{"a":[1,{"b":2}]}' | jq --tab .

#### multiple outputs per input
echo '[1,2] [3]' | jq -c '.[]'

#### whitespace only input
printf '  \n ' | jq .; echo rc=$?

#### empty input
printf '' | jq .; echo rc=$?

#### ascii with sort
echo '{"é":"ü","a":1}' | jq -acS .

#### many values stdin
printf '1\n2\n3\n' | jq -c '. * 2'

#### concatenated objects
printf '{"a":1}{"a":2}[3]"s"4' | jq -c .

#### deep nesting
printf '[[[[[[[[[[1]]]]]]]]]]' | jq -c 'flatten'

#### env access
X=42 jq -n 'env.X, $ENV.X'

#### input line number
printf '1\n2\n' | jq input_line_number

#### error not a string position
echo '{}' | jq 'error({"x":1})'; echo rc=$?

#### select name stream
printf '[{"x":5,"name":"a"},{"x":1,"name":"b"}]' | jq -r '.[] | select(.x > 3) | .name'
