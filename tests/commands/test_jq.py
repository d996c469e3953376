"""jq (1.7.1), table-driven: each row runs a shell line (JSON piped into jq) through agentsh.

Expected stdout, stderr and status were recorded from the real jq 1.7.1 (built from the
release source) with LC_ALL=C.UTF-8. CLI-level cases (files, options, exit statuses) are in
``tests/spec/jq.test.sh``.
"""

from __future__ import annotations

import shlex

import pytest
from _cmdtest import run_repeatedly
from hypothesis import given, settings
from hypothesis import strategies as st

from agentsh import Bash

#: (script, stdout, stderr, status)
CASES: list[tuple[str, str, str, int]] = [
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq .',
        '{\n  "a": 1,\n  "b": [\n    1,\n    2,\n    3\n  ],\n  "c": {\n    "d": "x",\n    "e": null\n  },\n  "f": "hello"\n}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c .',
        '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq --tab .',
        '{\n\t"a": 1,\n\t"b": [\n\t\t1,\n\t\t2,\n\t\t3\n\t],\n\t"c": {\n\t\t"d": "x",\n\t\t"e": null\n\t},\n\t"f": "hello"\n}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq --indent 4 .',
        '{\n    "a": 1,\n    "b": [\n        1,\n        2,\n        3\n    ],\n    "c": {\n        "d": "x",\n        "e": null\n    },\n    "f": "hello"\n}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq --indent 0 .',
        '{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '[1,{\"a\":[]}]' | jq --indent 7 .",
        '[\n       1,\n       {\n              "a": []\n       }\n]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"b":1,"a":{"d":1,"c":2}}\' | jq -S .',
        '{\n  "a": {\n    "c": 2,\n    "d": 1\n  },\n  "b": 1\n}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"b":1,"a":{"d":1,"c":2}}\' | jq -S .',
        '{\n  "a": {\n    "c": 2,\n    "d": 1\n  },\n  "b": 1\n}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":[],"b":{},"c":[{}]}\' | jq .',
        '{\n  "a": [],\n  "b": {},\n  "c": [\n    {}\n  ]\n}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c .a',
        "1\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c .c.d',
        '"x"\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c .zz',
        "null\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'."a"\'',
        "1\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.["f"]\'',
        '"hello"\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.a.b?\'',
        "",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c .a.b',
        "",
        'jq: error (at <stdin>:1): Cannot index number with string "b"\n',
        5,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c .b.x',
        "",
        'jq: error (at <stdin>:1): Cannot index array with string "x"\n',
        5,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.b[1]\'',
        "2\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.b[-1]\'',
        "3\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.b[10]\'',
        "null\n",
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c '.[1.7]'", "2\n", "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.b[1:]\'',
        "[2,3]\n",
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3,4]' | jq -c '.[-2:]'", "[3,4]\n", "", 0),
    ("printf '%s\\n' '[1,2,3,4]' | jq -c '.[1:3]'", "[2,3]\n", "", 0),
    ("printf '%s\\n' '\"abcdef\"' | jq -c '.[2:4]'", '"cd"\n', "", 0),
    ("printf '%s\\n' '[1,2,3]' | jq -c '.[1.2:2.5]'", "[2,3]\n", "", 0),
    ("printf '%s\\n' null | jq -c '.[1:2]'", "null\n", "", 0),
    ("printf '%s\\n' '[1,2,3]' | jq -c '.[]'", "1\n2\n3\n", "", 0),
    ("printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c '.[]'", "1\n2\n", "", 0),
    (
        "printf '%s\\n' null | jq -c '.[]'",
        "",
        "jq: error (at <stdin>:1): Cannot iterate over null (null)\n",
        5,
    ),
    (
        "printf '%s\\n' 5 | jq -c '.[]'",
        "",
        "jq: error (at <stdin>:1): Cannot iterate over number (5)\n",
        5,
    ),
    ("printf '%s\\n' 5 | jq -c '[.[]?]'", "[]\n", "", 0),
    (
        "printf '%s\\n' '[1,[2,{\"a\":3}]]' | jq -c '[..]'",
        '[[1,[2,{"a":3}]],1,[2,{"a":3}],2,{"a":3},3]\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[1,[2,{\"a\":3}]]' | jq -c '[..|numbers]'", "[1,2,3]\n", "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.c | .d\'',
        '"x"\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.a, .f\'',
        '1\n"hello"\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'[.a, .f]\'',
        '[1,"hello"]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'{a, f, x: .c.d}\'',
        '{"a":1,"f":"hello","x":"x"}\n',
        "",
        0,
    ),
    ("printf '%s\\n' null | jq -c '{\"k\":1} as $o | {$o}'", '{"o":{"k":1}}\n', "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'{(.f): 1}\'',
        '{"hello":1}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'{"x\\(.a)": 2}\'',
        '{"x1":2}\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' null | jq -c '{a:(1,2), b:(3,4)}'",
        '{"a":1,"b":3}\n{"a":1,"b":4}\n{"a":2,"b":3}\n{"a":2,"b":4}\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' null | jq -c '{(1):2}'",
        "",
        "jq: error: Cannot use number (1) as object key at <top-level>, line 1:\n{(1):2} \njq: 1 compile error\n",
        3,
    ),
    ("printf '%s\\n' null | jq -c '{if:1, then:2, end:3}'", '{"if":1,"then":2,"end":3}\n', "", 0),
    ("printf '%s\\n' '{\"a\":5}' | jq -c '{\"a\"}'", '{"a":5}\n', "", 0),
    ("printf '%s\\n' null | jq -c '[]'", "[]\n", "", 0),
    (
        "printf '%s\\n' null | jq -c '[1, -2, 3.5, 1e3, \"s\", true, false, null]'",
        '[1,-2,3.5,1E+3,"s",true,false,null]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '[1.000, 100e-2, 1e1000, 100000000000000000000001, 1.5e300, -0]' | jq -c .",
        "[1.000,1.00,1E+1000,100000000000000000000001,1.5E+300,-0]\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '[1.000, 100e-2, 1e1000, 100000000000000000000001, 1.5e300]' | jq -c 'map(. + 0)'",
        "[1,1,1.7976931348623157e+308,1e+23,1.5e+300]\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '[1.000, 100000000000000000000001, 3.0]' | jq -c 'map(tostring)'",
        '["1.000","100000000000000000000001","3.0"]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' null | jq -c '[1e17, 1e16, 1.5e16, 1e-5, 0.0001, 1/3, 1e15, 1e23, 123456789012345678]|map(.*1)'",
        "[1e+17,1e+16,15000000000000000,1e-05,0.0001,0.3333333333333333,1000000000000000,1e+23,123456789012345680]\n",
        "",
        0,
    ),
    ("jq -c -n '1.0, 1.50, 2e2'", "1.0\n1.50\n2E+2\n", "", 0),
    (
        "jq -c -n '[nan, infinite, -infinite]'",
        "[null,1.7976931348623157e+308,-1.7976931348623157e+308]\n",
        "",
        0,
    ),
    ("jq -c -n '[10/2, 7/2, -7/2, 1/3]'", "[5,3.5,-3.5,0.3333333333333333]\n", "", 0),
    ("jq -c -n '[7 % 3, -7 % 3, 7 % -3, 5.5 % 2, 1e20 % 7]'", "[1,-1,1,1,0]\n", "", 0),
    (
        "jq -c -n '1 % 0'",
        "",
        "jq: error (at <unknown>): number (1) and number (0) cannot be divided (remainder) because the divisor is zero\n",
        5,
    ),
    (
        "jq -c -n '1 / 0'",
        "",
        "jq: error (at <unknown>): number (1) and number (0) cannot be divided because the divisor is zero\n",
        5,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.a + 2\'',
        "3\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.f + " world"\'',
        '"hello world"\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.b + [4]\'',
        "[1,2,3,4]\n",
        "",
        0,
    ),
    ('jq -c -n \'{"a":1} + {"b":2,"a":3}\'', '{"a":3,"b":2}\n', "", 0),
    ("jq -c -n 'null + 1, 1 + null'", "1\n1\n", "", 0),
    (
        "jq -c -n '1 + \"a\"'",
        "",
        'jq: error (at <unknown>): number (1) and string ("a") cannot be added\n',
        5,
    ),
    (
        "jq -c -n '[1.000,100e-2,1e1000,3] + 1'",
        "",
        "jq: error (at <unknown>): array ([1.000,1.00...) and number (1) cannot be added\n",
        5,
    ),
    ("jq -c -n '[1,2,3,1] - [1]'", "[2,3]\n", "", 0),
    (
        "jq -c -n '{} - {}'",
        "",
        "jq: error (at <unknown>): object ({}) and object ({}) cannot be subtracted\n",
        5,
    ),
    (
        'jq -c -n \'{"a":{"b":1,"c":2}} * {"a":{"b":3},"d":4}\'',
        '{"a":{"b":3,"c":2},"d":4}\n',
        "",
        0,
    ),
    ('jq -c -n \'"ab" * 3, "x" * 0, "x" * 1.5, 0 * "y"\'', '"ababab"\n""\n"x"\n""\n', "", 0),
    ('jq -c -n \'"a,b,c" / ","\'', '["a","b","c"]\n', "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'-(.a)\'',
        "-1\n",
        "",
        0,
    ),
    ("jq -c -n '-\"a\"'", "", 'jq: error (at <unknown>): string ("a") cannot be negated\n', 5),
    (
        'jq -c -n \'[1 < 2, 2 <= 2, "a" > "b", [1] == [1], {} != {}, null < false, false < true, true < 0, 0 < "", "" < [], [] < {}]\'',
        "[true,true,false,true,false,true,true,true,true,true,true]\n",
        "",
        0,
    ),
    (
        "jq -c -n '[true and false, true or false, (null|not), (1|not)]'",
        "[false,true,true,false]\n",
        "",
        0,
    ),
    ("jq -c -n '[(true,false) and (true,false)]'", "[true,false,false]\n", "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.zz // "default"\'',
        '"default"\n',
        "",
        0,
    ),
    ("jq -c -n '[false, null, 1] | map(. // 9)'", "[9,9,1]\n", "", 0),
    ("jq -c -n '[(false, 1, null, 2) // 3]'", "[1,2]\n", "", 0),
    ("jq -c -n '[(error(\"x\")) // 1]'", "", "jq: error (at <unknown>): x\n", 5),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'if .a == 1 then "one" else "other" end\'',
        '"one"\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '[1,3,5]' | jq -c '[.[] | if . < 2 then \"small\" elif . < 4 then \"mid\" else \"big\" end]'",
        '["small","mid","big"]\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c '[.[] | if . > 1 then . * 10 end]'", "[1,20,30]\n", "", 0),
    ("jq -c -n '[if (true, false) then 1 else 2 end]'", "[1,2]\n", "", 0),
    ("jq -c -n 'try error(\"boom\") catch .'", '"boom"\n', "", 0),
    (
        "printf '%s\\n' '[1,2,3]' | jq -c '[.[] | try (if . == 2 then error(\"x\") else . end)]'",
        "[1,3]\n",
        "",
        0,
    ),
    ("jq -c -n 'try error({\"a\":1}) catch .a'", "1\n", "", 0),
    ("jq -c -n 'try error(null) catch .'", "null\n", "", 0),
    ("printf '%s\\n' '[1, {\"a\":2}, \"x\"]' | jq -c '[.[] | .a?]'", "[2]\n", "", 0),
    ("jq -c -n 'error(\"custom\")'", "", "jq: error (at <unknown>): custom\n", 5),
    ("jq -c -n 'error({\"a\":1})'", "", 'jq: error (at <unknown>) (not a string): {"a":1}\n', 5),
    ("printf '%s\\n' '[\"x\"]' | jq -c '.[] | error'", "", "jq: error (at <stdin>:1): x\n", 5),
    ("printf '%s\\n' '[1,2,3,4]' | jq -c 'reduce .[] as $x (0; . + $x)'", "10\n", "", 0),
    ("jq -c -n 'reduce range(3) as $x (0; empty)'", "null\n", "", 0),
    (
        "printf '%s\\n' '[[1,2],[3,4]]' | jq -c 'reduce .[] as [$a,$b] (0; . + $a * $b)'",
        "14\n",
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c '[foreach .[] as $x (0; . + $x)]'", "[1,3,6]\n", "", 0),
    (
        "printf '%s\\n' '[1,2,3]' | jq -c '[foreach .[] as $x (0; . + $x; [$x, .])]'",
        "[[1,1],[2,3],[3,6]]\n",
        "",
        0,
    ),
    ("jq -c -n '[foreach (1,2) as $x (0; (. + $x), (. * 10))]'", "[1,0,2,0]\n", "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.a as $x | .b | map(. + $x)\'',
        "[2,3,4]\n",
        "",
        0,
    ),
    ("jq -c -n '[1,2] as [$a, $b] | {a: $a, b: $b}'", '{"a":1,"b":2}\n', "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'. as {a: $x, c: {d: $y}} | [$x, $y]\'',
        '[1,"x"]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'. as {$a, $f} | [$a, $f]\'',
        '[1,"hello"]\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[[1], 2]' | jq -c '.[] as [$a] ?// $a | $a'", "1\n2\n", "", 0),
    ("printf '%s\\n' '[{\"a\":1}, [2]]' | jq -c '.[] as {a: $x} ?// [$x] | $x'", "1\n2\n", "", 0),
    ("printf '%s\\n' '[1]' | jq -c '. as [$a, $b, $c] | [$a, $b, $c]'", "[1,null,null]\n", "", 0),
    ("printf '%s\\n' '[1,2]' | jq -c 'def inc: . + 1; map(inc)'", "[2,3]\n", "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'def f(g): [g, g]; f(.a)\'',
        "[1,1]\n",
        "",
        0,
    ),
    ("printf '%s\\n' 1 | jq -c 'def f($x): . + $x; f(10)'", "11\n", "", 0),
    ("jq -c -n 'def f($x): x + x; f(3)'", "6\n", "", 0),
    (
        "printf '%s\\n' 10 | jq -c 'def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; fac'",
        "3628800\n",
        "",
        0,
    ),
    ("printf '%s\\n' 4 | jq -c 'def f(x): x * 2; . as $v | def g: f($v); g'", "8\n", "", 0),
    ("jq -c -n 'def length: 42; [1,2] | length'", "42\n", "", 0),
    ("jq -c -n 'def f: def g: 3; g * 2; f'", "6\n", "", 0),
    ("jq -c -n 'def f: 1; def f(x): x + 1; [f, f(10)]'", "[1,11]\n", "", 0),
    ("jq -c -n 'def f($a; $b): [$a, $b]; [f(1,2; 3,4)]'", "[[1,3],[1,4],[2,3],[2,4]]\n", "", 0),
    (
        "printf '%s\\n' 0 | jq -c 'def r: if . < 3 then ., (. + 1 | r) else . end; [r]'",
        "[0,1,2,3]\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '[1,2,3,4]' | jq -c '[label $out | .[] | if . > 2 then ., break $out else . end]'",
        "[1,2,3]\n",
        "",
        0,
    ),
    (
        "jq -c -n '[label $a | label $b | 1, break $b, 2], [label $a | (1, break $a)]'",
        "[1]\n[1]\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'"a=\\(.a) f=\\(.f) c=\\(.c)"\'',
        '"a=1 f=hello c={\\"d\\":\\"x\\",\\"e\\":null}"\n',
        "",
        0,
    ),
    ("jq -c -n '\"\\(1,2)-\\(3,4)\"'", '"1-3"\n"2-3"\n"1-4"\n"2-4"\n', "", 0),
    (
        'jq -c -n \'"tab\\there\\nnl \\u00e9 \\"q\\" \\\\"\'',
        '"tab\\there\\nnl é \\"q\\" \\\\"\n',
        "",
        0,
    ),
    ("printf '%s\\n' '\"héllo ☃ 😀\"' | jq -c .", '"héllo ☃ 😀"\n', "", 0),
    ("printf '%s\\n' '\"héllo ☃ 😀\"' | jq -a .", '"h\\u00e9llo \\u2603 \\ud83d\\ude00"\n', "", 0),
    (
        "printf '%s\\n' '\"a\\u0001b\\u007fc\\u001f\"' | jq -c .",
        '"a\\u0001b\\u007fc\\u001f"\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -r .f',
        "hello\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -r .c',
        '{\n  "d": "x",\n  "e": null\n}\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[\"a\",\"b\",1]' | jq -j '.[]'", "ab1", "", 0),
    ("printf '%s\\n' '\"é\"' | jq -r -a .", '"\\u00e9"\n', "", 0),
    ("jq -c -n 'path(.a.b)'", '["a","b"]\n', "", 0),
    ("printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c '[path(.[])]'", '[["a"],["b"]]\n', "", 0),
    ("printf '%s\\n' '{\"a\":[1]}' | jq -c '[path(..)]'", '[[],["a"],["a",0]]\n', "", 0),
    ("printf '%s\\n' '[1,2,3]' | jq -c '[path(.[] | select(. > 1))]'", "[[1],[2]]\n", "", 0),
    (
        "jq -c -n 'path(1)'",
        "",
        "jq: error (at <unknown>): Invalid path expression with result 1\n",
        5,
    ),
    ("jq -c -n 'path(null)'", "[]\n", "", 0),
    (
        "printf '%s\\n' '{\"a\":[1,{\"b\":2}]}' | jq -c '[paths]'",
        '[["a"],["a",0],["a",1],["a",1,"b"]]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '{\"a\":[1,{\"b\":2}]}' | jq -c '[paths(type == \"number\")]'",
        '[["a",0],["a",1,"b"]]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'getpath(["c","d"]), getpath(["x","y"])\'',
        '"x"\nnull\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'getpath(["a","b"])\'',
        "",
        'jq: error (at <stdin>:1): Cannot index number with string "b"\n',
        5,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'setpath(["c","d"]; 5)\'',
        '{"a":1,"b":[1,2,3],"c":{"d":5,"e":null},"f":"hello"}\n',
        "",
        0,
    ),
    ("printf '%s\\n' null | jq -c 'setpath([\"x\",2]; 1)'", '{"x":[null,null,1]}\n', "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'delpaths([["a"],["b",0]])\'',
        '{"b":[2,3],"c":{"d":"x","e":null},"f":"hello"}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'del(.b, .c)\'',
        '{"a":1,"f":"hello"}\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[1,5,2,7]' | jq -c 'del(.[] | select(. > 2))'", "[1,2]\n", "", 0),
    ("printf '%s\\n' '[1,2,3,4]' | jq -c 'del(.[1:3])'", "[1,4]\n", "", 0),
    (
        "printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c to_entries",
        '[{"key":"a","value":1},{"key":"b","value":2}]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'[{"key":"a","value":1},{"k":"b","v":2},{"name":"c","value":3},{"Key":"d","Value":4}]\' | jq -c from_entries',
        "",
        "jq: error (at <stdin>:1): Cannot use null (null) as object key\n",
        5,
    ),
    (
        "printf '%s\\n' '[{\"key\":null,\"value\":1}]' | jq -c from_entries",
        "",
        "jq: error (at <stdin>:1): Cannot use null (null) as object key\n",
        5,
    ),
    (
        "printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c 'with_entries(.value += 1)'",
        '{"a":2,"b":3}\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c 'with_entries(.key |= \"x\" + .)'",
        '{"xa":1,"xb":2}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.a = 5\'',
        '{"a":5,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.a = .f\'',
        '{"a":"hello","b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\n',
        "",
        0,
    ),
    ("printf '%s\\n' '{\"a\":0}' | jq -c '[.a = (1,2)]'", '[{"a":1},{"a":2}]\n', "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.b |= map(. * 2)\'',
        '{"a":1,"b":[2,4,6],"c":{"d":"x","e":null},"f":"hello"}\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c '.[] |= . + 1'", "[2,3,4]\n", "", 0),
    ("printf '%s\\n' '[1,2,3,4]' | jq -c '[.[] | select(. > 0)] | .[] |= empty'", "[]\n", "", 0),
    ("printf '%s\\n' null | jq -c '.a.b.c |= 5'", '{"a":{"b":{"c":5}}}\n', "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.a += 10 | .b[] *= 2 | .f -= null? // .\'',
        "",
        'jq: error (at <stdin>:1): string ("hello") and null (null) cannot be subtracted\n',
        5,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'.a -= 1\'',
        '{"a":0,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\n',
        "",
        0,
    ),
    ("printf '%s\\n' '{\"x\":9,\"y\":10}' | jq -c '.x /= 2 | .y %= 3'", '{"x":4.5,"y":1}\n', "", 0),
    ("printf '%s\\n' '{\"a\":null}' | jq -c '.a //= 3 | .z //= 4'", '{"a":3,"z":4}\n', "", 0),
    ("printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c '.a += .b'", '{"a":3,"b":2}\n', "", 0),
    ("printf '%s\\n' '[1,2,3,4]' | jq -c '.[1:3] = [\"x\"]'", '[1,"x",4]\n', "", 0),
    ("printf '%s\\n' '[1,2,3,4]' | jq -c '.[2:] |= map(. * 10)'", "[1,2,30,40]\n", "", 0),
    (
        'printf \'%s\\n\' \'[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]\' | jq -c \'(.[] | select(.x > 3) | .x) |= 0\'',
        '[{"name":"a","x":0},{"name":"b","x":2},{"name":"c","x":0}]\n',
        "",
        0,
    ),
    ("printf '%s\\n' null | jq -c '.[2] = 1'", "[null,null,1]\n", "", 0),
    (
        "printf '%s\\n' '[]' | jq -c '.[-1] = 1'",
        "",
        "jq: error (at <stdin>:1): Out of bounds negative array index\n",
        5,
    ),
    ("printf '%s\\n' '{}' | jq -c 'getpath([\"a\",\"b\"]) |= 5'", '{"a":{"b":5}}\n', "", 0),
    ("printf '%s\\n' '[1,2]' | jq -c 'first(.[]) |= 10'", "[10,2]\n", "", 0),
    (
        "printf '%s\\n' '[1,[2,{\"a\":3}]]' | jq -c '(.. | select(type == \"number\")) |= . + 1'",
        '[2,[3,{"a":4}]]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '[[1,2], \"héllo\", {\"a\":1}, null, -5, 2.5]' | jq -c 'map(length)'",
        "[2,5,1,0,5,2.5]\n",
        "",
        0,
    ),
    ("jq -c -n 'true | length'", "", "jq: error (at <unknown>): boolean (true) has no length\n", 5),
    ("printf '%s\\n' '\"héllo\"' | jq -c utf8bytelength", "6\n", "", 0),
    (
        "printf '%s\\n' '{\"b\":1,\"a\":2,\"c\":3}' | jq -c 'keys, keys_unsorted'",
        '["a","b","c"]\n["b","a","c"]\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[5,6]' | jq -c keys", "[0,1]\n", "", 0),
    ("printf '%s\\n' 1 | jq -c keys", "", "jq: error (at <stdin>:1): number (1) has no keys\n", 5),
    ("printf '%s\\n' '[1,null,2]' | jq -c '[.[] | values]'", "[1,2]\n", "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'has("a"), has("z")\'',
        "true\nfalse\n",
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2]' | jq -c 'has(1), has(5)'", "true\nfalse\n", "", 0),
    (
        "printf '%s\\n' '[1]' | jq -c 'has(\"a\")'",
        "",
        "jq: error (at <stdin>:1): Cannot check whether array has a string key\n",
        5,
    ),
    ("printf '%s\\n' '[\"a\",\"b\"]' | jq -c '.[] | in({\"a\":1})'", "true\nfalse\n", "", 0),
    ('jq -c -n \'"bar" | inside("foobar")\'', "true\n", "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'contains({"b":[1]}), contains({"c":{"d":"x"}}), contains({"b":[5]})\'',
        "true\ntrue\nfalse\n",
        "",
        0,
    ),
    ("printf '%s\\n' '\"foobar\"' | jq -c 'contains(\"bar\")'", "true\n", "", 0),
    (
        'printf \'%s\\n\' \'["foobar", "foobaz", "blarp"]\' | jq -c \'contains(["baz", "bar"])\'',
        "true\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' 1 | jq -c 'contains(\"a\")'",
        "",
        'jq: error (at <stdin>:1): number (1) and string ("a") cannot have their containment checked\n',
        5,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c 'map(. * 2)'", "[2,4,6]\n", "", 0),
    ("printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c 'map(. + 1)'", "[2,3]\n", "", 0),
    ("printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c 'map_values(. + 1)'", '{"a":2,"b":3}\n', "", 0),
    ("printf '%s\\n' '{\"a\":1,\"b\":2}' | jq -c 'map_values(empty)'", "{}\n", "", 0),
    (
        'printf \'%s\\n\' \'[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]\' | jq -c \'map(select(.x > 3))\'',
        '[{"name":"a","x":5},{"name":"c","x":9}]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]\' | jq -r \'.[] | select(.x > 3) | .name\'',
        "a\nc\n",
        "",
        0,
    ),
    ("jq -c -n '[1, empty, 2]'", "[1,2]\n", "", 0),
    ("printf '%s\\n' '[1,2,3]' | jq -c add", "6\n", "", 0),
    ("printf '%s\\n' '[\"a\",\"b\"]' | jq -c add", '"ab"\n', "", 0),
    ("printf '%s\\n' '[]' | jq -c add", "null\n", "", 0),
    ("printf '%s\\n' '[{\"a\":1},{\"b\":2}]' | jq -c add", '{"a":1,"b":2}\n', "", 0),
    (
        "printf '%s\\n' '[true, false]' | jq -c '[any, all], ([] | [any, all])'",
        "[true,false]\n[false,true]\n",
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c '[any(. > 2), all(. > 0)]'", "[true,true]\n", "", 0),
    (
        "printf '%s\\n' '[1,2,3]' | jq -c '[any(.[]; . == 2), all(.[]; . < 3)]'",
        "[true,false]\n",
        "",
        0,
    ),
    (
        "jq -c -n '[range(5)], [range(2;5)], [range(0;10;3)], [range(5;0;-2)]'",
        "[0,1,2,3,4]\n[2,3,4]\n[0,3,6,9]\n[5,3,1]\n",
        "",
        0,
    ),
    ("jq -c -n '[range(0;1;0.25)]'", "[0,0.25,0.5,0.75]\n", "", 0),
    ("jq -c -n '[range(1,2;3,4)]'", "[1,2,1,2,3,2,2,3]\n", "", 0),
    (
        "printf '%s\\n' '[1.5, -1.5, 2.4, -0.5]' | jq -c 'map([floor, ceil, round])'",
        "[[1,2,2],[-2,-1,-2],[2,3,2],[-1,-0,-1]]\n",
        "",
        0,
    ),
    (
        "jq -c -n '[(16|sqrt), pow(2;10), (1|exp|log), (8|log2), (1000|log10)]'",
        "[4,1024,1,3,3]\n",
        "",
        0,
    ),
    (
        "jq -c -n '[(-3|fabs), (2.5|trunc), (3.7|significand), (8|logb), (10|frexp), (2.5|modf), ldexp(3;2), (5|gamma|floor)]'",
        "[3,2,1.85,3,[0.625,4],[0.5,2],12,3]\n",
        "",
        0,
    ),
    ("jq -c -n '[(-1|sqrt), (0|log)] | map(isnan)'", "[true,false]\n", "", 0),
    (
        "jq -c -n '[atan2(1;1), fmin(1;2), fmax(1;2), fmod(7;3), copysign(1;-2), drem(10;3), hypot(3;4)]'",
        "[0.7853981633974483,1,2,1,-1,1,5]\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '[1, \"a\", [1], {\"a\":null}, null, true]' | jq -c 'map(tostring)'",
        '["1","a","[1]","{\\"a\\":null}","null","true"]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'["1", "2.5", 3, "1e3", "-0.5"]\' | jq -c \'map(tonumber)\'',
        "[1,2.5,3,1E+3,-0.5]\n",
        "",
        0,
    ),
    (
        "jq -c -n '\"abc\" | tonumber'",
        "",
        "jq: error (at <unknown>): Invalid numeric literal at EOF at line 1, column 3 (while parsing 'abc')\n",
        5,
    ),
    (
        "jq -c -n '\"1 2\" | tonumber'",
        "",
        "jq: error (at <unknown>): Unexpected extra JSON values (while parsing '1 2')\n",
        5,
    ),
    (
        "printf '%s\\n' '[null, true, 1, \"a\", [], {}]' | jq -c 'map(type)'",
        '["null","boolean","number","string","array","object"]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '{\"a\":[1,\"x\",null]}' | jq -c 'tojson, (tojson | fromjson)'",
        '"{\\"a\\":[1,\\"x\\",null]}"\n{"a":[1,"x",null]}\n',
        "",
        0,
    ),
    (
        "jq -c -n '\"{a\" | fromjson'",
        "",
        "jq: error (at <unknown>): Invalid numeric literal at EOF at line 1, column 2 (while parsing '{a')\n",
        5,
    ),
    (
        "printf '%s\\n' '\"Hello World ÄÖ\"' | jq -c 'ascii_downcase, ascii_upcase'",
        '"hello world ÄÖ"\n"HELLO WORLD ÄÖ"\n',
        "",
        0,
    ),
    (
        "jq -c -n '1 | ascii_downcase'",
        "",
        "jq: error (at <unknown>): explode input must be a string\n",
        5,
    ),
    (
        "printf '%s\\n' '\"aé😀\"' | jq -c 'explode, (explode | implode)'",
        '[97,233,128512]\n"aé😀"\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '\"a\"' | jq -c implode",
        "",
        "jq: error (at <stdin>:1): implode input must be an array\n",
        5,
    ),
    (
        "printf '%s\\n' '\"foobar\"' | jq -c '[ltrimstr(\"foo\"), rtrimstr(\"bar\"), ltrimstr(1)]'",
        '["bar","foo","foobar"]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '\"foobar\"' | jq -c '[startswith(\"foo\"), endswith(\"foo\")]'",
        "[true,false]\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '\"foobar\"' | jq -c 'startswith(1)'",
        "",
        "jq: error (at <stdin>:1): startswith() requires string inputs\n",
        5,
    ),
    ("printf '%s\\n' '\"a, b, c\"' | jq -c 'split(\", \")'", '["a","b","c"]\n', "", 0),
    ("printf '%s\\n' '\"abc\"' | jq -c 'split(\"\")'", '["a","b","c"]\n', "", 0),
    ("printf '%s\\n' '\"\"' | jq -c 'split(\",\")'", "[]\n", "", 0),
    ("printf '%s\\n' '\"a, b,c\"' | jq -c 'split(\", *\"; null)'", '["a","b","c"]\n', "", 0),
    ('printf \'%s\\n\' \'["a","b","c"]\' | jq -c \'join(", ")\'', '"a, b, c"\n', "", 0),
    ("printf '%s\\n' '[\"a\",1,null,true]' | jq -c 'join(\"-\")'", '"a-1--true"\n', "", 0),
    (
        "printf '%s\\n' '[[1]]' | jq -c 'join(\",\")'",
        "",
        'jq: error (at <stdin>:1): string ("") and array ([1]) cannot be added\n',
        5,
    ),
    ("printf '%s\\n' '[]' | jq -c 'join(\",\")'", '""\n', "", 0),
    (
        'printf \'%s\\n\' \'"foobar"\' | jq -c \'test("foo"), test("FOO"; "i"), test("FOO")\'',
        "true\ntrue\nfalse\n",
        "",
        0,
    ),
    ("printf '%s\\n' '\"foobar\"' | jq -c 'test([\"FOO\", \"i\"])'", "true\n", "", 0),
    (
        "printf '%s\\n' 1 | jq -c 'test(\"a\")'",
        "",
        "jq: error (at <stdin>:1): number (1) cannot be matched, as it is not a string\n",
        5,
    ),
    (
        "printf '%s\\n' '\"foo boo\"' | jq -c 'match(\"(o+)(x)?\")'",
        '{"offset":1,"length":2,"string":"oo","captures":[{"offset":1,"length":2,"string":"oo","name":null},{"offset":-1,"string":null,"length":0,"name":null}]}\n',
        "",
        0,
    ),
    ("printf '%s\\n' '\"foo boo\"' | jq -c '[match(\"o+\"; \"g\") | .offset]'", "[1,5]\n", "", 0),
    (
        "printf '%s\\n' '\"abc-123\"' | jq -c 'match(\"(?<word>[a-z]+)-(?<num>\\\\d+)\")'",
        '{"offset":0,"length":7,"string":"abc-123","captures":[{"offset":0,"length":3,"string":"abc","name":"word"},{"offset":4,"length":3,"string":"123","name":"num"}]}\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '\"abc-123\"' | jq -c 'capture(\"(?<word>[a-z]+)-(?<num>[0-9]+)\")'",
        '{"word":"abc","num":"123"}\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '\"a1 b22 c333\"' | jq -c '[scan(\"[0-9]+\")], [scan(\"([a-z])([0-9])\")]'",
        '["1","22","333"]\n[["a","1"],["b","2"],["c","3"]]\n',
        "",
        0,
    ),
    ("printf '%s\\n' '\"foo boo\"' | jq -c 'sub(\"o\"; \"0\")'", '"f0o boo"\n', "", 0),
    ("printf '%s\\n' '\"foo boo\"' | jq -c 'gsub(\"o\"; \"0\")'", '"f00 b00"\n', "", 0),
    (
        "printf '%s\\n' '\"ab1\"' | jq -c 'gsub(\"(?<x>[a-z])\"; \"<\\(.x)>\")'",
        '"<a><b>1"\n',
        "",
        0,
    ),
    ('printf \'%s\\n\' \'"foo boo"\' | jq -c \'gsub("O"; "0"; "i")\'', '"f00 b00"\n', "", 0),
    ('printf \'%s\\n\' \'"abc"\' | jq -c \'[sub("a"; "x", "y")]\'', '["xbc","ybc"]\n', "", 0),
    ("printf '%s\\n' '\"a, b,c\"' | jq -c '[splits(\", *\")]'", '["a","b","c"]\n', "", 0),
    ("jq -c -n '[65, 97] | implode'", '"Aa"\n', "", 0),
    ("printf '%s\\n' '\"aébé\"' | jq -c '[match(\"é\"; \"g\").offset]'", "[1,3]\n", "", 0),
    (
        'printf \'%s\\n\' \'"a,b, cd, efg"\' | jq -c \'[index(","), rindex(","), indices(",")]\'',
        "[1,7,[1,3,7]]\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '[0,1,2,1,3,1,2]' | jq -c 'indices(1), indices([1,2])'",
        "[1,3,5]\n[1,5]\n",
        "",
        0,
    ),
    ("printf '%s\\n' '\"éa\"' | jq -c 'index(\"a\")'", "2\n", "", 0),
    (
        "printf '%s\\n' '[3, \"a\", null, true, false, [1], {\"a\":1}, 1.5, {}, []]' | jq -c sort",
        '[null,false,true,1.5,3,"a",[],[1],{},{"a":1}]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'[{"b":1},{"a":2},{"a":1,"b":0}]\' | jq -c sort',
        '[{"a":2},{"a":1,"b":0},{"b":1}]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]\' | jq -c \'sort_by(.x)\'',
        '[{"name":"b","x":2},{"name":"a","x":5},{"name":"c","x":9}]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'[{"a":2,"b":1},{"a":1,"b":2},{"a":1,"b":1}]\' | jq -c \'sort_by(.a, .b)\'',
        '[{"a":1,"b":1},{"a":1,"b":2},{"a":2,"b":1}]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '{\"a\":1}' | jq -c sort",
        "",
        'jq: error (at <stdin>:1): object ({"a":1}) cannot be sorted, as it is not an array\n',
        5,
    ),
    (
        'printf \'%s\\n\' \'[{"a":1,"b":1},{"a":2},{"a":1,"b":2}]\' | jq -c \'group_by(.a)\'',
        '[[{"a":1,"b":1},{"a":1,"b":2}],[{"a":2}]]\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[3,1,2,1,3]' | jq -c unique", "[1,2,3]\n", "", 0),
    (
        'printf \'%s\\n\' \'["a","bb","c","dd","eee"]\' | jq -c \'unique_by(length)\'',
        '["a","bb","eee"]\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[3,1,4,1,5]' | jq -c '[min, max]'", "[1,5]\n", "", 0),
    ("printf '%s\\n' '[]' | jq -c '[min, max]'", "[null,null]\n", "", 0),
    (
        'printf \'%s\\n\' \'[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]\' | jq -c \'[min_by(.x), max_by(.x)]\'',
        '[{"name":"b","x":2},{"name":"c","x":9}]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'[{"a":1,"i":0},{"a":1,"i":1}]\' | jq -c \'max_by(.a), min_by(.a)\'',
        '{"a":1,"i":1}\n{"a":1,"i":0}\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c reverse", "[3,2,1]\n", "", 0),
    (
        "printf '%s\\n' '\"abc\"' | jq -c reverse",
        "",
        "jq: error (at <stdin>:1): Cannot index string with number\n",
        5,
    ),
    ("printf '%s\\n' null | jq -c reverse", "[]\n", "", 0),
    (
        "printf '%s\\n' '[1,[2,[3,[4]]]]' | jq -c 'flatten, flatten(1)'",
        "[1,2,3,4]\n[1,2,[3,[4]]]\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '[1]' | jq -c 'flatten(-1)'",
        "",
        "jq: error (at <stdin>:1): flatten depth must not be negative\n",
        5,
    ),
    ("printf '%s\\n' '[1,2,3,4,5]' | jq -c '[limit(3; .[])]'", "[1,2,3]\n", "", 0),
    ("jq -c -n '[limit(0; 1,2)], [limit(-1; 1,2)]'", "[]\n[1,2]\n", "", 0),
    (
        "printf '%s\\n' '[1,2,3,4]' | jq -c '[first(.[]), last(.[]), nth(2; .[])], [first, last, nth(1)]'",
        "[1,4,3]\n[1,4,2]\n",
        "",
        0,
    ),
    ("jq -c -n '[first(empty)], [last(empty)]'", "[]\n[null]\n", "", 0),
    (
        "jq -c -n 'nth(-1; 1,2)'",
        "",
        "jq: error (at <unknown>): nth doesn't support negative indices\n",
        5,
    ),
    ("printf '%s\\n' 1 | jq -c 'until(. > 100; . * 2)'", "128\n", "", 0),
    ("printf '%s\\n' 1 | jq -c '[while(. < 100; . * 2)]'", "[1,2,4,8,16,32,64]\n", "", 0),
    ("printf '%s\\n' 1 | jq -c '[limit(5; repeat(. * 2))]'", "[2,2,2,2,2]\n", "", 0),
    (
        "printf '%s\\n' 0 | jq -c '[recurse(if . < 3 then . + 1 else empty end)]'",
        "[0,1,2,3]\n",
        "",
        0,
    ),
    ("printf '%s\\n' 2 | jq -c '[recurse(. * .; . < 100)]'", "[2,4,16]\n", "", 0),
    (
        'printf \'%s\\n\' \'{"name":"a","children":[{"name":"b","children":[]},{"name":"c","children":[{"name":"d","children":[]}]}]}\' | jq -c \'[recurse(.children[]) | .name]\'',
        '["a","b","c","d"]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '[[1,2],[3,4]]' | jq -c '[combinations]'",
        "[[1,3],[1,4],[2,3],[2,4]]\n",
        "",
        0,
    ),
    ("printf '%s\\n' '[0,1]' | jq -c '[combinations(2)]'", "[[0,0],[0,1],[1,0],[1,1]]\n", "", 0),
    ("printf '%s\\n' '[[1,2],[3]]' | jq -c transpose", "[[1,3],[2,null]]\n", "", 0),
    (
        "printf '%s\\n' '{\"a\":[1,{\"b\":2}]}' | jq -c '[tostream]'",
        '[[["a",0],1],[["a",1,"b"],2],[["a",1,"b"]],[["a",1]],[["a"]]]\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '{\"a\":[1,{\"b\":2}]}' | jq -c 'fromstream(tostream)'",
        '{"a":[1,{"b":2}]}\n',
        "",
        0,
    ),
    ("jq -c -n '[1|truncate_stream([[0],1],[[1,0],2],[[1,0]],[[1]])]'", "[[[0],2],[[0]]]\n", "", 0),
    (
        "printf '%s\\n' '[1,{\"a\":2,\"b\":[3]}]' | jq -c 'walk(if type == \"number\" then . + 1 else . end)'",
        '[2,{"a":3,"b":[4]}]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":{"a":2,"c":3}}\' | jq -c \'walk(if type == "object" then del(.a) else . end)\'',
        '{"b":{"c":3}}\n',
        "",
        0,
    ),
    ("jq -c -n 'env | type, ($ENV | type)'", '"object"\n"object"\n', "", 0),
    ("jq -c -n '$ENV.HOME | type'", '"string"\n', "", 0),
    ("jq -c -n 'builtins | length > 100'", "true\n", "", 0),
    (
        "printf '%s\\n' '1 2 3' | jq -c '[., input]'",
        "[1,2]\n",
        "jq: error (at <stdin>:1): break\n",
        5,
    ),
    ("printf '%s\\n' '1 2 3' | jq -c -n '[inputs]'", "[1,2,3]\n", "", 0),
    ("printf '%s\\n' 1 | jq -c -n 'input, input'", "1\n", "jq: error (at <stdin>:1): break\n", 5),
    ("printf '%s\\n' '\"xaya\"' | jq -c '[splits(\"A\"; \"i\")]'", '["x","y",""]\n', "", 0),
    (
        "jq -c -n '[nan | isnan], [infinite | isinfinite], [1 | isnormal], [0 | isnormal]'",
        "[true]\n[true]\n[true]\n[false]\n",
        "",
        0,
    ),
    ("jq -c -n '[infinite, -infinite, nan] | map(. * 0 | isnan)'", "[true,true,true]\n", "", 0),
    ("jq -c -n '[1.0, 1.5, 100] | tojson'", '"[1.0,1.5,100]"\n', "", 0),
    ("printf '%s\\n' null | jq -c 'getpath([\"a\",0,\"b\"])'", "null\n", "", 0),
    ("printf '%s\\n' '[5]' | jq -c to_entries", '[{"key":0,"value":5}]\n', "", 0),
    ("printf '%s\\n' 1425599621 | jq -c todate", '"2015-03-05T23:53:41Z"\n', "", 0),
    ("printf '%s\\n' '\"2015-03-05T23:51:47Z\"' | jq -c fromdate", "1425599507\n", "", 0),
    (
        "printf '%s\\n' 1425599621 | jq -c 'gmtime, (gmtime | mktime)'",
        "[2015,2,5,23,53,41,4,63]\n1425599621\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' 1425599621 | jq -c 'strftime(\"%Y-%m-%d %H:%M:%S %A %j\")'",
        '"2015-03-05 23:53:41 Thursday 064"\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '\"2015-03-05T23:51:47Z\"' | jq -c 'strptime(\"%Y-%m-%dT%H:%M:%SZ\")'",
        "[2015,2,5,23,51,47,4,63]\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' 0 | jq -c 'todateiso8601, (todateiso8601 | fromdateiso8601)'",
        '"1970-01-01T00:00:00Z"\n0\n',
        "",
        0,
    ),
    ("printf '%s\\n' '\"a b\\tc\"' | jq -c '[splits(\"\\\\s+\")]'", '["a","b","c"]\n', "", 0),
    ("printf '%s\\n' '[-1, 2, -0.5]' | jq -c 'map(abs)'", "[1,2,0.5]\n", "", 0),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'pick(.a, .c.d)\'',
        '{"a":1,"c":{"d":"x"}}\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c 'pick(.[1])'", "[null,2]\n", "", 0),
    (
        "printf '%s\\n' '[1,2]' | jq -c '[.[] | debug]'",
        "[1,2]\n",
        '["DEBUG:",1]\n["DEBUG:",2]\n',
        0,
    ),
    ("printf '%s\\n' 1 | jq -c 'debug(\"msg\") | . + 1'", "2\n", '["DEBUG:","msg"]\n', 0),
    ("jq -c -n '\"x\" | stderr | 1'", "1\n", "x", 0),
    ("printf '%s\\n' 1 | jq -c input_filename", '"<stdin>"\n', "", 0),
    ("jq -c -n '$__loc__'", '{"file":"<top-level>","line":1}\n', "", 0),
    (
        "printf '%s\\n' '\"hello wörld\"' | jq -c '@base64, (@base64 | @base64d)'",
        '"aGVsbG8gd8O2cmxk"\n"hello wörld"\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '\"!!!\"' | jq -c @base64d",
        "",
        'jq: error (at <stdin>:1): string ("!!!") is not valid base64 data\n',
        5,
    ),
    (
        "printf '%s\\n' '\"hello\"' | jq -c @base32",
        "",
        "jq: error (at <stdin>:1): base32 is not a valid format\n",
        5,
    ),
    (
        'printf \'%s\\n\' \'[1, "a,b", "q\\"uote", null, true, 1.5]\' | jq -c @csv',
        '"1,\\"a,b\\",\\"q\\"\\"uote\\",,true,1.5"\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '[[1]]' | jq -c @csv",
        "",
        "jq: error (at <stdin>:1): array ([1]) is not valid in a csv row\n",
        5,
    ),
    (
        "printf '%s\\n' '\"a\"' | jq -c @csv",
        "",
        'jq: error (at <stdin>:1): string ("a") cannot be csv-formatted, only array\n',
        5,
    ),
    (
        'printf \'%s\\n\' \'["a\\tb", "c\\\\d", null, 2, "e\\nf"]\' | jq -c @tsv',
        '"a\\\\tb\\tc\\\\\\\\d\\t\\t2\\te\\\\nf"\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' '[\"a b\", \"it'\"'\"'s\", 3, null, false]' | jq -c @sh",
        "\"'a b' 'it'\\\\''s' 3 null false\"\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '\"a'\"'\"'b\"' | jq -c '@sh \"echo \\(.)\"'",
        "\"echo 'a'\\\\''b'\"\n",
        "",
        0,
    ),
    (
        "printf '%s\\n' '{\"a\":1}' | jq -c @sh",
        "",
        'jq: error (at <stdin>:1): object ({"a":1}) can not be escaped for shell\n',
        5,
    ),
    (
        "printf '%s\\n' '\"<a href=\\\"x\\\">'\"'\"'&'\"'\"'</a>\"' | jq -c @html",
        '"&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;"\n',
        "",
        0,
    ),
    ("printf '%s\\n' '\"a b&c=d/é~_-.\"' | jq -c @uri", '"a%20b%26c%3Dd%2F%C3%A9~_-."\n', "", 0),
    ("printf '%s\\n' '[1,\"a\"]' | jq -c '@json, @text'", '"[1,\\"a\\"]"\n"[1,\\"a\\"]"\n', "", 0),
    ("printf '%s\\n' '[1,\"a\"]' | jq -c '@csv \"row: \\(.)\"'", '"row: 1,\\"a\\""\n', "", 0),
    (
        "printf '%s\\n' '[1,\"a\"]' | jq -c 'format(\"csv\"), format(\"text\")'",
        '"1,\\"a\\""\n"[1,\\"a\\"]"\n',
        "",
        0,
    ),
    (
        "printf '%s\\n' 1 | jq -c @foo",
        "",
        "jq: error (at <stdin>:1): foo is not a valid format\n",
        5,
    ),
    (
        "printf '%s\\n' '\"a\\\"b\\\\c\\n\\u0000\"' | jq -c tojson",
        '"\\"a\\\\\\"b\\\\\\\\c\\\\n\\\\u0000\\""\n',
        "",
        0,
    ),
    ("printf '%s\\n' '[1,2,3]' | jq -c '.[] | IN(2, 3)'", "false\ntrue\ntrue\n", "", 0),
    (
        'printf \'%s\\n\' \'[{"name":"a","x":5},{"name":"b","x":2},{"name":"c","x":9}]\' | jq -c \'INDEX(.name)\'',
        '{"a":{"name":"a","x":5},"b":{"name":"b","x":2},"c":{"name":"c","x":9}}\n',
        "",
        0,
    ),
    ("jq -c -n 'isempty(empty), isempty(1, error(\"x\"))'", "true\nfalse\n", "", 0),
    ("printf '%s\\n' '[[1]]' | jq -c '[paths(..)] | length'", "3\n", "", 0),
    ("printf '%s\\n' '\"abc\"' | jq -c '[splits(\"x\")]'", '["abc"]\n', "", 0),
    ("printf '%s\\n' '\"abc\"' | jq -c 'ltrimstr(\"abc\")'", '""\n', "", 0),
    ("printf '%s\\n' '[72, 105]' | jq -c '[.[] | [.] | implode]'", '["H","i"]\n', "", 0),
    ("jq -c -n '[0, 1, 1024] | map(significand)'", "[0,1,1]\n", "", 0),
    (
        "printf '%s\\n' '[1,3,5,7]' | jq -c 'bsearch(3), bsearch(0), bsearch(10)'",
        "1\n-1\n-5\n",
        "",
        0,
    ),
    (
        "jq -c -n '{(null): 1}'",
        "",
        "jq: error: Cannot use null (null) as object key at <top-level>, line 1:\n{(null): 1} \njq: 1 compile error\n",
        3,
    ),
    ("printf '%s\\n' '[\"a\",\"b\"]' | jq -c '[{(.[]): 1}]'", '[{"a":1},{"b":1}]\n', "", 0),
    ("printf '%s\\n' '[{\"a\":{\"b\":1}}, 1, {\"a\":2}]' | jq -c '[.[] | .a?.b?]'", "[1]\n", "", 0),
    ("printf '%s\\n' '[1]' | jq -c '.[\"a\"]?'", "", "", 0),
    (
        "printf '%s\\n' '[1]' | jq -c '.[\"a\"]'",
        "",
        'jq: error (at <stdin>:1): Cannot index array with string "a"\n',
        5,
    ),
    (
        "printf '%s\\n' '{\"a\":1}' | jq -c '.[0]'",
        "",
        "jq: error (at <stdin>:1): Cannot index object with number\n",
        5,
    ),
    (
        "printf '%s\\n' '\"abc\"' | jq -c '.[0]'",
        "",
        "jq: error (at <stdin>:1): Cannot index string with number\n",
        5,
    ),
    (
        "printf '%s\\n' '{\"a\":1}' | jq -c '.[1:2]'",
        "",
        "jq: error (at <stdin>:1): Cannot index object with object\n",
        5,
    ),
    (
        "printf '%s\\n' '{\"if\":1,\"then\":2,\"end\":3}' | jq -c '.if, .then, .end'",
        "1\n2\n3\n",
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"a":1,"b":[1,2,3],"c":{"d":"x","e":null},"f":"hello"}\' | jq -c \'# a comment\n.a # trailing\n\'',
        "1\n",
        "",
        0,
    ),
    ("jq -c -n '1 + 2 * 3 - 4 / 2, (1 + 2) * 3, -1 + 2, 2 * -3'", "5\n9\n1\n-6\n", "", 0),
    (
        "printf '%s\\n' '[{\"a\":\"y\"},{}]' | jq -c '[.[] | .a // \"x\" | ascii_upcase]'",
        '["Y","X"]\n',
        "",
        0,
    ),
    ("jq -c -n '[1, 2 | . * 10]'", "[10,20]\n", "", 0),
    ("jq -c -n '[1, 2 as $x | $x + 10]'", "[1,12]\n", "", 0),
    (
        'printf \'%s\\n\' \'[{"k":"a","v":1},{"k":"b","v":2}]\' | jq -c \'reduce .[] as {k: $k, v: $v} ({}; .[$k] = $v)\'',
        '{"a":1,"b":2}\n',
        "",
        0,
    ),
    ("jq -c -n '[foreach range(5) as $i (null; $i; select(. % 2 == 0))]'", "[0,2,4]\n", "", 0),
    ("jq -c -n '[limit(3; foreach range(10) as $i (0; . + $i))]'", "[0,1,3]\n", "", 0),
    ("printf '%s\\n' '{\"a\":1}' | jq -c '[.[]?]'", "[1]\n", "", 0),
    ('jq -c -n \'[try (1, error("x"), 3) catch "caught"]\'', '[1,"caught"]\n', "", 0),
    ('jq -c -n \'try error("a") catch error("b")\'', "", "jq: error (at <unknown>): b\n", 5),
    (
        'jq -c -n \'try (try error("inner") catch error("outer: " + .)) catch .\'',
        '"outer: inner"\n',
        "",
        0,
    ),
    ("jq -c -n 'def f: label $x | 1, break $x, 2; [f]'", "[1]\n", "", 0),
    ("jq -c -n '[limit(3000; repeat(1))] | length'", "3000\n", "", 0),
    ("jq -c -n 'reduce range(100000) as $i (0; . + $i)'", "4999950000\n", "", 0),
    ("jq -c -n '\"abc\" * -1'", "null\n", "", 0),
    ('jq -c -n \'{"a":1,"b":2} == {"b":2,"a":1}\'', "true\n", "", 0),
    (
        'jq -c -n \'[1 == 1.0, 1 == "1", [1,2] < [1,3], {"a":1} < {"a":2}, {"a":2} < {"b":1}]\'',
        "[true,false,true,true,true]\n",
        "",
        0,
    ),
    ("printf '%s\\n' '[3, 1.5, -2, 10, 0.1]' | jq -c sort", "[-2,0.1,1.5,3,10]\n", "", 0),
    (
        'printf \'%s\\n\' \'["b", "a", "é", "Z", "aa"]\' | jq -c sort',
        '["Z","a","aa","b","é"]\n',
        "",
        0,
    ),
    (
        'printf \'%s\\n\' \'{"b":1, "é":2, "a":3, "Z":4}\' | jq -c keys',
        '["Z","a","b","é"]\n',
        "",
        0,
    ),
    ("printf '%s\\n' 12345678901234567890 | jq -c tostring", '"12345678901234567890"\n', "", 0),
    ("printf '%s\\n' 12345678901234567890 | jq -c '. + 1'", "12345678901234567000\n", "", 0),
    ("printf '%s\\n' 12345678901234567890 | jq -c '. == 12345678901234567890'", "true\n", "", 0),
    (
        "jq -c -n '[3.14159, 2.5e-7, 1.0e-3, 123456.789, 0.1 + 0.2]'",
        "[3.14159,2.5E-7,0.0010,123456.789,0.30000000000000004]\n",
        "",
        0,
    ),
    ("jq -c -n '[-0, 0 * -1]'", "[-0,-0]\n", "", 0),
    ("jq -c -n '9007199254740993 * 1'", "9007199254740992\n", "", 0),
    ("printf '%s\\n' '[1e2, 1E-2, 12.50e1]' | jq -c .", "[1E+2,0.01,125.0]\n", "", 0),
]


@pytest.mark.parametrize(("script", "stdout", "stderr", "status"), CASES)
def test_jq_table(script: str, stdout: str, stderr: str, status: int) -> None:
    result = Bash().run(script)
    assert (result.stdout, result.stderr, result.exit_code) == (stdout, stderr, status)


def test_jq_runaway_recursion_is_an_error() -> None:
    result = Bash().run("jq -n 'def f: f + 1; f'")
    assert result.exit_code == 5
    assert "jq: error" in result.stderr


def test_jq_huge_range_is_stopped_by_budget() -> None:
    result = Bash().run("jq -n 'last(range(1e7))'")
    assert result.stdout == "9999999\n"


@pytest.mark.parametrize(
    ("script", "stdout", "stderr", "status"),
    [
        # literals keep their text (jq 1.7), also when the program was parsed before
        ("jq -nc '[1.000, 100000000000000000000001]'", "[1.000,100000000000000000000001]\n", "", 0),
        ("echo '[1.50]' | jq -c '. + [2.0]'", "[1.50,2.0]\n", "", 0),
        ("jq -n '1 +'", "", "jq: error: syntax error", 3),
        ("jq -n '$x'", "", "jq: error: $x is not defined", 3),
        ("jq -n --arg x 1 '$x'", '"1"\n', "", 0),
    ],
)
def test_jq_program_run_again(script: str, stdout: str, stderr: str, status: int) -> None:
    for r in run_repeatedly(script):
        assert (r.stdout, r.exit_code) == (stdout, status)
        assert r.stderr.startswith(stderr)


def test_jq_more_programs_than_the_cache_holds() -> None:
    from agentsh.commands import jq

    bash = Bash()
    for i in range(jq._MAX_PARSED + 3):  # pyright: ignore[reportPrivateUsage]
        assert bash.run(f"jq -n '{i} + 1'").stdout == f"{i + 1}\n"
    assert bash.run("jq -n '0 + 1'").stdout == "1\n"


_NUMBER_TEXTS = st.sampled_from(
    ["45.0", "1.50", "12.5", "1e2", "1E+2", "-0", "0", "-0.0", "2.000", "3.25", "7", "1e-7",
     "100000000000000000000", "0.1", "5e20", "1.0e1", "-12.75"]
)  # fmt: skip
_JSON_TEXTS = st.recursive(
    _NUMBER_TEXTS | st.sampled_from(['"a"', "null", "true", '"x\\u007fy"']),
    lambda inner: (
        st.lists(inner, max_size=4).map(lambda xs: "[" + ",".join(xs) + "]")
        | st.lists(inner, max_size=3).map(
            lambda xs: "{" + ",".join(f'"k{i}":{x}' for i, x in enumerate(xs)) + "}"
        )
    ),
    max_leaves=8,
)


@settings(max_examples=60, deadline=None)
@given(st.lists(_JSON_TEXTS, min_size=1, max_size=5))
def test_jq_compact_fast_path_prints_like_the_slow_one(docs: list[str]) -> None:
    """``jq -c`` prints objects and arrays through the C encoder while no number literal
    whose text differs from its float's repr was ever read (literals such as ``45.0``, which
    print as their repr, do not turn it off). It must print what ``tojson`` (always jq's own
    dumper) makes of the same values, for literals and for computed numbers alike."""
    data = "\n".join(docs)
    bash = Bash(files={"/in.json": data})
    for program in (".", 'walk(if type == "number" then . * 1 else . end)', "[., 2.0]"):
        fast = bash.run(f"jq -c '{program}' /in.json")
        slow = bash.run(f"jq -r '{program} | tojson' /in.json")
        assert (fast.stdout, fast.stderr, fast.exit_code) == (
            slow.stdout,
            slow.stderr,
            slow.exit_code,
        )


@pytest.mark.parametrize(
    ("script", "stdout", "stderr", "status"),
    [
        # NaN slice bounds: the start 0, the end the length (jq 1.7's parse_slice; the same
        # from the jq library of the PyPI ``jq`` bindings); jq 1.6 failed an assertion
        ("echo '[0,1,2,3,4]' | jq -c '.[nan:], .[1:nan]'", "[0,1,2,3,4]\n[1,2,3,4]\n", "", 0),
        ("echo '\"abc\"' | jq -c '.[1:nan]'", '"bc"\n', "", 0),
        # deleting the empty path (``..`` starts with it) leaves null
        ("echo '[1,[2]]' | jq -c 'del(..)'", "null\n", "", 0),
        ("echo '{\"a\":[1]}' | jq -c 'del(.a, .)'", "null\n", "", 0),
        # seconds gmtime_r cannot convert (inf, a year past int): jq's error, not a crash
        (
            "echo 1e309 | jq gmtime; echo 1e18 | jq todate",
            "",
            "jq: error (at <stdin>:1): error converting number of seconds since epoch to datetime\n"
            * 2,
            5,
        ),
        # broken-down times with fields out of range print them as C's strftime does
        # (recorded from jq 1.6, whose jv2tm 1.7.1 keeps: no normalisation)
        (
            "echo '[2015,48,49,50,51,52,53,54]' | jq 'todate, strftime(\"%a %b %j %e\")'",
            '"2015-49-49T50:51:52Z"\n"? ? 055 49"\n',
            "",
            0,
        ),
        (
            "echo '[2015,11,-1,25,61,61,-1,400]' | jq "
            "'strftime(\"%D %T %R %F %I %p %u %w %y %C %A %B %h %%\")'",
            '"12/-1/15 25:61:61 25:61 2015-12--1 13 PM 6 -1 15 20 ? December Dec %"\n',
            "",
            0,
        ),
    ],
)
def test_jq_edge_values_do_not_crash(script: str, stdout: str, stderr: str, status: int) -> None:
    r = Bash().run(script)
    assert (r.stdout, r.stderr, r.exit_code) == (stdout, stderr, status)


def test_jq_input_filename_and_line_number_per_file() -> None:
    # expected output recorded from jq: line numbers restart in each file; a number or
    # literal ending a file belongs to the file whose first byte ended it ("5" "6" -> 56)
    files = {
        "/w/j1": '{"a":1}\n{"a":2}\n',
        "/w/j2": "3 4\n\n5",
        "/w/j3": "6",
        "/w/e": "",
        "/w/j4": "\n\n7\n8",
        "/w/j5": "[1]",
    }
    r = Bash(files=files, cwd="/w").run(
        "jq -c '[., input_filename, input_line_number]' j1 j2 j3 e j4 j1 j5 j1"
    )
    assert r.stdout == (
        '[{"a":1},"j1",1]\n[{"a":2},"j1",2]\n[3,"j2",1]\n[4,"j2",1]\n[56,"j4",1]\n'
        '[7,"j4",3]\n[8,"j1",1]\n[{"a":1},"j1",1]\n[{"a":2},"j1",2]\n[[1],"j5",0]\n'
        '[{"a":1},"j1",1]\n[{"a":2},"j1",2]\n'
    )


def test_jq_many_values_in_one_stream_are_read_in_linear_time() -> None:
    # (a count, not a timing: 200,000 values on one line and on as many lines; the line
    # numbers used to be counted from the start for every value)
    r = Bash().run(
        "seq 200000 > n; jq -c 'select(. % 100000 == 0) | [., input_line_number]' n;"
        "tr '\\n' ' ' < n | jq -c 'select(. == 200000) | input_line_number'"
    )
    assert r.stdout == "[100000,100000]\n[200000,200000]\n0\n", r.stderr


# reduce updates done in place, add and delpaths in one pass: outputs recorded from jq 1.7.1
# (the Python binding of libjq 1.7.1; status 5: jq reports an error)
_INPLACE_CASES = [
    ("null", "reduce range(5) as $i ([]; . + [$i])", "[0,1,2,3,4]", 0),
    ("null", "reduce range(3) as $i ([]; . + [.])", "[[],[[]],[[],[[]]]]", 0),
    ("null", "reduce range(3) as $i ([]; . + [[.]])", "[[[]],[[[[]]]],[[[[]],[[[[]]]]]]]", 0),
    (
        "null",
        "reduce range(3) as $i ({}; .[$i|tostring] = .)",
        '{"0":{},"1":{"0":{}},"2":{"0":{},"1":{"0":{}}}}',
        0,
    ),
    ("null", 'reduce range(4) as $i ({}; .["k\\($i % 2)"] += $i)', '{"k0":2,"k1":4}', 0),
    ("null", 'reduce range(4) as $i (null; .["k\\($i % 2)"] += $i)', '{"k0":2,"k1":4}', 0),
    (
        "null",
        "[1,2] as $o | reduce range(3) as $i ($o; . + [$i]) | [., $o]",
        "[[1,2,0,1,2],[1,2]]",
        0,
    ),
    (
        "null",
        '{a:1} as $o | reduce range(3) as $i ($o; .["x\\($i)"] = $i) | [., $o]',
        '[{"a":1,"x0":0,"x1":1,"x2":2},{"a":1}]',
        0,
    ),
    ("null", "reduce range(3) as $i ([0,0,0]; .[$i] = $i*2)", "[0,2,4]", 0),
    ("null", "reduce range(3) as $i ([0]; .[$i] = $i)", "[0,1,2]", 0),
    ("null", "reduce range(3) as $i ([0,1,2]; .[-1] = $i)", "[0,1,2]", 0),
    ("null", "reduce range(3) as $i ({}; .[$i] = 1)", "", 5),
    ("null", "reduce range(3) as $i ({}; .a += (1,2))", '{"a":6}', 0),
    ("null", 'reduce range(3) as $i ({}; .[("a","b")] = $i)', '{"a":2,"b":2}', 0),
    ("null", "reduce range(3) as $i ({}; .a //= $i)", '{"a":0}', 0),
    ("null", "reduce range(3) as $i ({a:[1]}; .a += [$i])", '{"a":[1,0,1,2]}', 0),
    ("null", "reduce range(3) as $i ({}; .a -= 1)", "", 5),
    ("null", "reduce range(3) as $i ([]; . + {a:1})", "", 5),
    ("null", 'reduce range(3) as $i ({}; . + {"k\\($i)": $i, k0: 9})', '{"k0":9,"k1":1,"k2":2}', 0),
    ("null", "reduce range(3) as $i ([]; . + empty)", "null", 0),
    ("null", "reduce range(3) as $i ({}; .a = empty)", "null", 0),
    ("null", "def f: . + [1]; reduce range(3) as $i ([]; f)", "[1,1,1]", 0),
    ("null", "[range(3)] | reduce .[] as $x (.; . + [$x * 10])", "[0,1,2,0,10,20]", 0),
    ("null", "reduce range(3) as $i ({}; .a.b += 1)", '{"a":{"b":3}}', 0),
    (
        '[{"k":"a","v":1},{"k":"b","v":2},{"k":"a","v":3}]',
        "reduce .[] as $x ({}; .[$x.k] += [$x.v])",
        '{"a":[1,3],"b":[2]}',
        0,
    ),
    (
        '[{"k":"a","v":1},{"k":"b","v":2},{"k":"a","v":3}]',
        "reduce .[] as {k: $k, v: $v} ({}; .[$k] += $v)",
        '{"a":4,"b":2}',
        0,
    ),
    (
        "null",
        'reduce range(3) as $i ({}; .["a"] = {x: .})',
        '{"a":{"x":{"a":{"x":{"a":{"x":{}}}}}}}',
        0,
    ),
    ("null", "reduce range(2) as $i ([[1]]; .[0] += [$i])", "[[1,0,1]]", 0),
    ("null", 'reduce range(3) as $i ({}; .a += "x")', '{"a":"xxx"}', 0),
    ("null", "reduce range(3) as $i ({}; .[$i] += 1)", "", 5),
    ("null", "reduce range(3) as $i ({}; .a *= 2)", "", 5),
    ("null", "reduce range(3) as $i ({a:2}; .a *= 2)", '{"a":16}', 0),
    ("null", "reduce range(3) as $i ({a:{b:1}}; .a *= {c:$i})", '{"a":{"b":1,"c":2}}', 0),
    ("null", "reduce range(3) as $i ([1,2,3]; .[1] -= 1)", "[1,-1,3]", 0),
    ("null", "reduce range(3) as $i ([1,2,3]; .[1.0] = 9)", "[1,9,3]", 0),
    ("null", "reduce range(3) as $i ({}; .[null] = 1)", "", 5),
    ("null", "reduce (1,2) as $i ({}; .x = ($i, $i * 10))", '{"x":20}', 0),
    ("null", "reduce range(3) as $i ([]; . + [$i] + [$i])", "[0,0,1,1,2,2]", 0),
    (
        "null",
        "reduce range(3) as $i ({}; .[tostring] = $i)",
        '{"{}":0,"{\\"{}\\":0}":1,"{\\"{}\\":0,\\"{\\\\\\"{}\\\\\\":0}\\":1}":2}',
        0,
    ),
    ("null", 'reduce range(3) as $i ({}; .[keys[0] // "z"] = $i)', '{"z":2}', 0),
    ("[[1],[2,3],null,[4]]", "add", "[1,2,3,4]", 0),
    ('[{"a":1},{"b":2},null,{"a":3}]', "add", '{"a":3,"b":2}', 0),
    ('[{"a":1},[1]]', "add", "", 5),
    ("[null,null]", "add", "null", 0),
    ("[]", "add", "null", 0),
    ('[[1],"a"]', "add", "", 5),
    ("[1,null,2]", "add", "3", 0),
    ('[{"b":1,"a":2},{"a":5,"c":0}]', "add | keys_unsorted", '["b","a","c"]', 0),
    ("[1,2,3,4,5,6]", "del(.[] | select(. % 2 == 0))", "[1,3,5]", 0),
    ("[1,2,3]", "delpaths([[0],[-1]])", "[2]", 0),
    ("[1,2,3]", "delpaths([[2],[-1]])", "[1,2]", 0),
    ("[1,2,3]", "delpaths([[5],[1]])", "[1,3]", 0),
    ('[{"a":1,"b":2},{"a":3}]', "del(.[].a)", '[{"b":2},{}]', 0),
    ('[{"a":1,"b":2},{"a":3}]', 'delpaths([[0,"a"],[0],[1,"b"]])', '[{"a":3}]', 0),
    ('{"a":{"x":1,"y":2},"b":3}', 'delpaths([["a","x"],["b"],["c"]])', '{"a":{"y":2}}', 0),
    ('{"a":{"x":1,"y":2},"b":3}', 'delpaths([["a","x"],["a","y"]])', '{"a":{},"b":3}', 0),
    ('{"a":null,"b":3}', 'delpaths([["a","x"],["b"]])', '{"a":null}', 0),
    ('{"a":5,"b":3}', 'delpaths([["a","x"],["b"]])', "", 5),
    ("[[1,2],[3,4]]", "delpaths([[0,0],[1,1],[0,1]])", "[[],[3]]", 0),
    ("[1,2,3]", "delpaths([[0],[1.5]])", "[3]", 0),
    ('{"a":1}', 'delpaths([["a"],[0]])', "", 5),
    ("[1,2,3]", "del(.[0,2])", "[2]", 0),
    ("[1,2,3]", "del(.[0:2], .[2])", "[]", 0),
    ('{"a":[1,2,3],"b":1}', "del(.a[0,1], .b)", '{"a":[3]}', 0),
    ("[1,2,3]", "delpaths([[0],[]])", "null", 0),
    ("null", 'delpaths([["a"],["b"]])', "null", 0),
    ("[1,[2,3]]", "delpaths([[1,0],[1,5]])", "[1,[3]]", 0),
    (
        '{"a":{"b":1}}',
        'to_entries | map(select(.key != "z")) | from_entries | del(.a.b, .a.c)',
        '{"a":{}}',
        0,
    ),
    ("[1,2,3]", "delpaths([[-1.5]])", "[1,2]", 0),
    ("[1,2,3]", "del(.[-10])", "[1,2,3]", 0),
    ("[1,2,3]", "delpaths([[1.7]])", "[1,3]", 0),
    ("[1,2,3]", "del(.[1:], .[0])", "[]", 0),
    ("[1,2]", 'delpaths([["a"]])', "", 5),
    ('{"a":1}', "delpaths([[0]])", "", 5),
    ("[1]", "delpaths([[true]])", "", 5),
    ("[5]", "delpaths([[0,0]])", "", 5),
    ("[5,6]", 'delpaths([[0,"a"],[1]])', "", 5),
    ("[null]", "del(.[0].a)", "[null]", 0),
    ("[1,2]", "delpaths([[0],[0]])", "[2]", 0),
    ('{"a":{"b":1},"c":2}', 'delpaths([["a"],["a","b"]])', '{"c":2}', 0),
    ('{"a":5}', 'delpaths([["a","b"]])', "", 5),
    ("[1,2,3,4,5]", "del(.[1,3], .[-1])", "[1,3]", 0),
    ("[[1,2,3],[4,5]]", "del(.[][0])", "[[2,3],[5]]", 0),
    ("[[1,2,3],[4,5]]", "del(.[-1][-1], .[0][1:])", "[[1],[4]]", 0),
    ('{"a":[1,2],"b":{"c":1}}', "del(.a[], .b.c)", '{"a":[],"b":{}}', 0),
    ("[1,2,3]", 'delpaths([[1],["a"]])', "", 5),
    ("5", "del(.a)", "", 5),
    ('"x"', "delpaths([[0]])", "", 5),
    ("[1,2,3]", "delpaths([])", "[1,2,3]", 0),
    ("[1,2,3]", "delpaths([[]])", "null", 0),
    ("[1,2,3]", "delpaths([1])", "", 5),
    ("[1,2,3]", 'to_entries | del(.[] | select(.value == 2)) | from_entries? // "bad"', '"bad"', 0),
    ('{"a":1,"b":2,"c":3}', "del(.a, .c) | keys", '["b"]', 0),
    ('{"a":1,"b":2,"c":3}', "with_entries(select(.value > 1))", '{"b":2,"c":3}', 0),
    ("[[0,1],[2,3]]", "delpaths([[0,-1],[1,0]])", "[[0],[3]]", 0),
    ("[1,2,3]", "del(.[0:1], .[0:2])", "[3]", 0),
    ("[1,2,3,4]", "del(.[-2:])", "[1,2]", 0),
    ('{"a":[{"b":1,"c":2},{"b":3}]}', "del(.a[].b)", '{"a":[{"c":2},{}]}', 0),
    ("[1,null,3]", "del(.[] | nulls)", "[1,3]", 0),
    ("[1,2,3]", "[paths] as $p | delpaths($p)", "[]", 0),
]


@pytest.mark.parametrize(("inp", "prog", "out", "status"), _INPLACE_CASES)
def test_jq_reduce_in_place_add_and_delpaths(inp: str, prog: str, out: str, status: int) -> None:
    r = Bash(files={"/w/in.json": inp}).run(f"jq -c {shlex.quote(prog)} /w/in.json")
    assert (r.stdout.rstrip("\n"), r.exit_code) == (out, status), r.stderr
