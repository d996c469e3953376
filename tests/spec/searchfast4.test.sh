# searchfast4: ripgrep 13 and GNU grep 3.8 differences found with agent-style invocations:
# rg's printer (--column/--vimgrep with -N, -v, -o with context and -m, -b of matches, -r's
# columns, empty matches, field separators), rg -o -v -c, rg's globs ({a,b} alternation,
# errors, ignore files' bad lines), "No files were searched".

#### rg --column with -N: the column, no line number
printf 'foo bar\nbaz foo\nqux\n' > a.txt
rg --column -N foo a.txt; rg -N --column foo a.txt; rg -N -n --column foo a.txt; rg --column -N -n foo a.txt
rg --column -N -A1 foo a.txt; rg -o --column -N foo a.txt; rg -b -N --column foo a.txt
rg --vimgrep -N foo a.txt; rg --vimgrep -n -N foo a.txt

#### rg -v --column: selected lines have no column
printf 'foo bar\nbaz foo\nqux\nxx\n' > a.txt
rg -v --column foo a.txt; rg -v --column -N foo a.txt; rg --column -o -v foo a.txt; rg -v --vimgrep foo a.txt

#### rg -v with context: context lines that match get columns, -o parts, -r, -b
printf 'foo bar foo\nbaz\n  foo foo\nqux\nz\nfoo\n' > a.txt
rg -v --column -A1 foo a.txt; rg -v --column -n -B1 foo a.txt; rg -v --vimgrep -A1 foo a.txt
rg -v -o -A1 foo a.txt; rg -v -o -b -A1 foo a.txt; rg -v -b -A1 foo a.txt; rg -v -r X -A1 foo a.txt

#### rg -o with context
printf 'foo bar\nbaz\nfoo foo\nqux\nz\nw\nfoo\n' > a.txt
rg -o -A1 foo a.txt; rg -o -B1 foo a.txt; rg -o -n -C1 foo a.txt; rg -o -b -A1 foo a.txt
rg --vimgrep -A1 foo a.txt; rg --vimgrep -C1 foo a.txt

#### rg -o with -m and after-context: a later matching line prints as a match
printf 'foo bar foo\nbaz\nfoo foo\nqux\nz\nfoo\n' > a.txt
rg -o -m1 foo a.txt; rg -o -m2 -n foo a.txt; rg -o -m1 -A2 foo a.txt; rg -o -n -m2 -A3 foo a.txt
rg -o --column -C1 -m1 foo a.txt; rg -v -n -m1 -A3 foo a.txt; rg -v -o -n -m1 -A3 foo a.txt

#### rg -o -v -c counts the matches of the selected lines
printf 'foo bar foo\nbaz\nfoo foo\nqux\nz\nfoo\n' > a.txt
rg -o -v -c foo a.txt; echo $?; rg -v -c -o foo a.txt; rg -o -v -c -H foo a.txt; rg -o -v -c --include-zero foo a.txt
rg -v --count-matches foo a.txt; rg -o -c -v --count-matches foo a.txt; rg -o -c foo a.txt; rg -o -v -c zzz a.txt; echo $?
printf 'baz\n' > b.txt; rg -o -v -c foo b.txt; echo $?

#### rg -b of each match with -o and --vimgrep
printf 'foo bar\nbaz\nfoo foo\nqux\n' > a.txt
rg -b foo a.txt; rg -bo foo a.txt; rg -bo -N foo a.txt; rg --vimgrep -b foo a.txt
printf 'h\303\251 foo\n\303\251\303\251 foo foo\n' > u.txt; rg -bo foo u.txt; rg --column foo u.txt; rg --vimgrep foo u.txt

#### rg -r: columns and offsets in the replaced line
printf 'foo bar foo\nbaz\n  foo foo\nqux\nz\nfoo\n' > a.txt
rg --vimgrep -r X foo a.txt; rg --column -r X foo a.txt; rg -o -r X -b foo a.txt; rg -r X -o --column foo a.txt
rg -r X -A1 foo a.txt; rg -o -r '$0$0' -C1 foo a.txt

#### rg --trim with --column, --vimgrep and -o
printf 'foo bar foo\nbaz\n  foo foo\n\t foo\n' > a.txt
rg --vimgrep --trim foo a.txt; rg -o --trim foo a.txt; rg --trim --column foo a.txt; rg -v --trim -A1 foo a.txt

#### rg empty matches: each position, none at the end of an unterminated last line
printf 'ab\n\nc\nxy\n' > e.txt; printf 'ab\nc' > f.txt
rg -o -n 'x*' e.txt; rg --vimgrep 'x*' e.txt; rg --count-matches 'x*' e.txt; rg -bo 'b*' e.txt
rg -o -n 'x*' f.txt; rg --vimgrep 'x*' f.txt; rg --count-matches 'x*' f.txt; rg -o -c '$' f.txt
rg -o '\b' e.txt | wc -l; rg --vimgrep '^' f.txt; rg -o -n 'o*' f.txt

#### rg --passthru with -m stops at the last selected line
printf 'foo bar foo\nbaz\n  foo foo\nqux\nz\nfoo\n' > a.txt
rg -m1 --passthru -n foo a.txt; rg -m2 --passthru -n foo a.txt; rg -m5 --passthru foo a.txt
rg -m0 --passthru -n foo a.txt; echo $?; rg -o --passthru foo a.txt; rg -v --passthru -n foo a.txt

#### rg field separators
printf 'foo bar\nbaz\n' > a.txt
rg --field-match-separator=XX -n foo a.txt; rg --field-context-separator=YY -n -A1 foo a.txt
rg --field-context-separator=YY --field-match-separator=XX -H --column -n -A1 foo a.txt
rg --field-context-separator=YY --field-match-separator=XX -H -n -o -A1 foo a.txt
rg --field-match-separator='\t' -H foo a.txt | tr '\t' T; rg --field-match-separator=: -B1 baz a.txt

#### rg -g with {a,b} alternation
mkdir -p src/sub docs other; printf 'hello\n' > src/app.py; printf 'hello\n' > src/sub/util.js
printf 'hello\n' > src/sub/b.ts; printf 'Hello\n' > docs/README.md; printf 'hello\n' > other/c.txt
rg -g '*.{py,js}' -l hello | sort; rg -g '{src,docs}/**' -l -i hello | sort; rg -g '**/*.{js,ts}' -l hello | sort
rg -g '!*.{py,md}' -l -i hello | sort; rg --files -g 'src/{app,x}.py'; rg -g '{*.py,*.js}' -l hello | sort
rg -g '*.{py,}' -l hello; rg --iglob '*.{PY,Js}' -l hello | sort; rg -g '**.py' -l hello

#### rg -g errors: unclosed or nested groups, classes, ranges, a final backslash
printf 'hello\n' > a.py
rg -g '*.{py' -l hello; echo $?; rg -g '*.{py,{js}}' -l hello; echo $?; rg -g '*.[' -l hello; echo $?
rg -g '[z-a]' -l hello; echo $?; rg -g 'a\' -l hello; echo $?; rg --iglob '*.[' -l hello; echo $?
rg -g '*.py' -g '*.{' -l hello; echo $?; rg -g 'a}' -l hello; echo $?; rg -g '[a-]*' -l hello; echo $?

#### rg ignore files: {a,b} and lines that are not globs (warned, left out)
printf 'hello\n' > a.py; printf 'hello\n' > b.js; printf 'hello\n' > c.ts
printf '*.{js,ts}\n' > .ignore; rg -l hello; echo $?
printf '*.{js\nc.*\n' > .ignore; rg -l hello | sort; echo $?; printf '*.[\n' > .ignore; rg -l hello | sort; echo $?

#### rg ignore file warnings name the file as the walk does
mkdir -p e3/src/deep && cd e3 && printf 'hello\n' > src/a.py; printf 'hello\n' > src/deep/b.py
printf '*.{a\n' > .ignore; printf '*.{b\nb.*\n' > src/.ignore; printf '*.{c\n' > src/deep/.ignore
rg -l hello; echo ---; rg -l hello src; echo ---; rg -l hello src/; echo ---; rg -l hello ./src; echo ---
cd src; rg -l hello; echo ---; rg -l hello deep; echo; cd ..; rg --files | sort; rg --no-messages -l hello
rg --no-ignore-messages -l hello; rg --no-ignore -l hello | sort

#### rg ignore warnings of .gitignore and .rgignore
mkdir .git; printf 'hello\n' > a.py; printf 'hello\n' > b.txt; printf '[\n*.py\n' > .gitignore; printf 'x{\n' > .rgignore
rg -l hello; echo $?

#### rg: no file searched under the default path
printf 'hello\n' > a.py
rg -g '*.zzz' hello; echo $?; rg -t js hello; echo $?; rg -c -g '*.zzz' hello; echo $?
rg --files -g '*.zzz'; echo $?; rg -q -g '*.zzz' hello; echo $?; rg --no-messages -g '*.zzz' hello; echo $?
rg -g '*.zzz' hello a.py; echo $?; rg -g '*.zzz' hello .; echo $?; printf 'a.py\n' > .ignore; rg hello; echo $?
mkdir d; rg hello d; echo $?; cd d; rg hello; echo $?

#### rg regex errors: look-around and backreferences need -P
printf 'x\nab\n' > a
for p in '(?=a)' 'b(?!a)' '(?<!a)b' '(?<=a)b' 'x\2' '(a)\1' '\101' '\0' '\8'; do rg -o -- "$p" a; echo $?; done
rg -P -o '(?<=a)b' a; echo $?; rg -P -o '(a)\1|x' a; echo $?

#### rg regex errors: escapes Rust does not know
printf 'x\nab\na/b\n' > a
for p in '\k<n>' '\Q' '\e' '\cA' '\<' '\/' '\:' '\ ' '[\b]' 'a\/b' 'http:\/\/'; do rg -o -- "$p" a; echo $?; done
for p in '\-' '\#' '\&' '\~' '\x41' '\u0041' '\x{62}' '\a' '\v' 'a\/?b'; do rg -c -- "$p" a; echo $?; done

#### rg regex errors: flags, names, counted repetitions, class ranges
printf 'x\nab\n' > a
for p in 'a{3,1}' 'a{,3}' 'a{}' 'a{x}' 'x{1,2' 'foo {' '(?P<n>a)(?P<n>b)' '(?P<1>a)' '(?P<>a)' '(?P<a' '(?P<a-b>x)' '[z-a]' '(?i' '(?z)a' '(?i-)' '(?--i)' '(?ii)' '(?)' '(?<n>a)' '\x4' '\x{110000}' '\xZZ' '\u12' '\pX' '\p{Foo}' 'a|*'; do rg -- "$p" a; echo $?; done

#### rg regex: repeated repetitions, spaces in counts, flags u and -u
printf 'x\nab\nxx\naab\n' > a
rg -o 'x**' a; rg -c 'x{2}{3}' a; echo $?; rg -o 'a++b' a; rg -o '(a|x)+*' a; rg -o 'a{ 2 }' a; rg -o 'x*?+' a | wc -l
rg -o '(?u)a+' a; rg -c '(?-u:\x61)' a; rg -o 'x(?u:x)' a

#### rg regex: Unicode properties
printf 'Foo \316\261\316\262\n\303\211t\303\251 1\n' > a
rg -o '\p{Lu}' a; rg -o '\pL+' a; rg -o '\p{Greek}+' a; rg -o '\P{L}+' a | tr ' ' _; rg -c '\p{Uppercase_Letter}' a
rg -o '[\p{Lu}\d]' a; rg -o '\p{Ll}+' a; rg -o '\p{N}' a; rg -o '\p{Greek}' a | wc -l; rg -c '\p{Zs}' a

#### rg smart case: literals decide, classes do not
printf 'Foo\nfoo\nFOO W\nA.b\na.B\n' > a
for p in '\W' 'f\w' '[[:upper:]]' '\p{Lu}' 'FOO' 'foo' '[A-Z]oo' '(?i)FOO' 'a\.b' '\.' '.' 'a{1}' '[[:upper:]]OO' '[[:upper:]]oo'; do echo "== $p"; rg -S -- "$p" a; rg -S -F -- "$p" a; done

#### rg --heading
printf 'foo\nx\ny\nfoo\n' > a; printf 'foo\nz\n' > b
rg --heading --sort path foo; rg --heading --sort path -A1 foo; rg --heading --sort path -c foo
rg --heading --sort path -o -n foo; rg --heading --sort path --vimgrep foo; rg --heading -H foo a
rg --heading --no-heading --sort path foo; rg --heading --sort path -l foo; rg --heading --sort path -0 foo | tr '\0' @
rg --heading --sort path --passthru foo; rg --heading foo a; rg --heading -n --column --sort path foo

#### rg -M: long lines omitted
printf 'foo bar baz qux\nbar bar bar bar\nfoo\n' > m
rg -M5 -A1 foo m; rg -M5 -o 'foo.*' m; rg -M5 --column foo m; rg -M5 -v foo m; rg -M 5 --vimgrep foo m
rg -M5 -r X foo m; rg -M 15 foo m; rg -M 16 foo m; rg -M 0 foo m; rg -M5 -n foo m; rg -M 5 -c foo m
printf 'foo bar' > n; rg -M 7 foo n; rg -M 6 foo n

#### rg -o: after an empty match the search goes on from the next position
printf 'foo\n\nbar\n' > a
rg -e '' -e foo -o a | wc -l; rg -o 'x*|o' a | wc -l; rg --vimgrep '|o' a; rg -o -b 'o*|f' a; rg --count-matches '|fo' a

#### rg -f of an empty file has no pattern
printf 'foo\nbar\n' > p; printf 'foo\nbar\nbaz\n' > a
rg -f p a; printf '' > e; rg -f e a; echo $?; rg -f e -e baz a; printf 'foo\n\n' > p2; rg -c -f p2 a

#### rg --max-depth 0 and no -d
mkdir -p d/e/f; printf 'x\n' > d/a; printf 'x\n' > d/e/b; printf 'x\n' > d/e/f/c
rg --max-depth 1 -l x d; rg --max-depth 2 -l x d | sort; rg --max-depth 0 -l x d; echo $?
rg -d 2 -l x d; echo $?; cd d; rg --max-depth 0 x; echo $?; rg --max-depth 0 x a; echo $?

#### rg --sortr path
mkdir -p d/e; printf 'x\n' > d/b; printf 'x\n' > d/a; printf 'x\n' > d/e/c
rg --files --sort path d; rg --files --sortr path d; rg --sort path -n x d; rg --sortr path -c x d

#### rg several patterns are one regex joined by |
printf 'x\n' > a; rg -e 'a(' -e b a; echo $?; rg -e 'a' -e '(?<=b)' a; echo $?
printf 'ab\nAB\nA\n' > b; rg -e 'A' -e '(?i)ab' b; rg -x -e '(?i)ab' -e 'A' b; rg -w -e 'a|' -e b b
rg -c -e '(?i)ab' -e 'A' b; rg -e 'a)' -e '(b' b; echo $?; rg -F -e 'a(' -e 'A' b

#### rg --passthru without a match, and overridden by context options
printf 'ab\n' > f; rg --passthru zz f; echo "rc $?"; rg --passthru -C1 zz f; echo "rc $?"
rg --passthru --column zz f; echo "rc $?"; rg --passthru -A1 zz f; echo "rc $?"; rg --passthru -C0 zz f; echo "rc $?"
printf '' > e; rg --passthru zz e; echo $?; rg --passthru -c zz f; echo $?
printf '  ab  \nAB b\n\nx a\n' > g; rg -B1 --passthru -m1 -C1 -e 'ab' -e '[a-c]+' g; echo rc=$?
rg --passthru -m1 -e 'ab' -e '[a-c]+' g; rg -A1 --passthru -n ab g

#### rg -C and -A/-B override each other
printf '1\n2\n3\nm\n5\n6\n7\n' > f
rg -C2 -A1 m f; echo --; rg -A1 -C2 m f; echo --; rg -C0 -A1 m f; echo --; rg -A1 -A3 m f; echo --
rg -C2 -B1 -A1 m f; echo --; rg -B3 -C1 m f; echo --; rg -B1 -A2 m f

#### rg output modes: counts win over lists, the pairs override each other, --json conflicts
printf 'foo\n' > a
rg --count-matches -c foo a; rg -c --count-matches foo a; rg -l -c foo a; rg -c -l foo a
rg --files-without-match -l foo a; rg -l --files-without-match foo a; echo $?; rg -q -c foo a; echo $?
rg --json -c foo a; echo $?; rg -l --json foo a; echo $?; rg -q --json foo a; echo $?; rg --json --no-json -c foo a

#### rg -w and -x override each other
printf '\n\n  ab  \nab\nxyz\n' > f; rg --vimgrep -x -w -e 'ab' f; rg -w -x ab f; rg -x -w -c ab f

#### rg -r replaces at the end of a last line without a newline
printf 'ab\nc' > f; rg -r X '$' f; rg -r X 'x*' f; rg -o -r X 'x*' f; rg --vimgrep -r X 'x*' f; rg -o 'x*' f

#### grep -P errors in PCRE2's words
printf 'a\n' > a
for p in '(' ')' '[' 'a{2,1}' '*' 'a**' '\' '(?<=a+)b' '\k<x>' '(?P<1>a)' 'a)' '[z-a]' '\p{Foo}' '(?z)' '(a)\2'; do grep -P -- "$p" a; echo $?; done

#### rg -U: matches across lines
printf 'foo\nbar\nbaz\nfoo\nqux\nfoo bar\n' > u
rg -U 'foo\nbar' u; echo "rc $?"; rg -U -n 'foo\nbar' u; rg -U -c 'foo\nbar' u; rg -U -o 'o\nb' u; rg -U -n -o 'o\nb' u
rg -U --count-matches 'o\n[bq]' u; rg -U -n 'foo\n\w+' u; rg -U -n -A1 'foo\nbar' u; rg -U -v 'foo\nbar' u
rg -U -n 'a.*' u; rg -U -l 'r\nb' u; rg -U 'x\n' u; echo "rc $?"; rg -U -n '^foo$' u; rg -U -n 'foo$' u
rg -U -n '(?s)bar.baz' u; rg -U -b -o 'o\nb' u; rg -U -n 'z\n' u

#### rg -U: counts, -m and -v
printf 'foo\nbar\nbaz\nfoo\nqux\nfoo bar\n' > u
rg -U -c 'o' u; rg -U -c 'o\n' u; rg -U -c 'a' u; rg -U -c '\n' u; rg -U -o 'x\n' u | tr '\n' @; echo
rg -U -c 'r\nbaz\nfoo' u; rg -U -c '(foo|bar)\n' u; rg -U --count-matches '(foo|bar)\n' u; rg -U -o -c 'o' u
rg -U -n 'o\nq|x\nf' u; rg -U -c 'foo\nq|ux' u; rg -U -c 'ba|r\nb' u; rg -U -v -c 'r\nb' u; echo "rc $?"
rg -U -q 'r\nb' u; echo $?; rg -U -l 'zz\n' u; echo $?; rg -U -c -m1 '\n' u; rg -U -n -m2 'foo\nb|qux' u
rg -U -m1 -o 'o\n' u; rg -U -v -m2 'r\nb' u; rg -U -v -n 'o\n' u

#### rg -U over code
printf 'def f(\n    a,\n    b,\n):\n    pass\n' > p.py
rg -U 'def f\([^)]*\)' p.py; rg -U -n 'a,\s+b' p.py; rg -U -o -n '\(\s*a' p.py; rg -U -c '\s+' p.py
rg -U 'pass\n' p.py; rg -U -n -m1 '\n' p.py; rg 'a,\nb' p.py; echo $?

#### rg -t/-T: a type's globs match whole names
mkdir d; for f in a.py b.pyi c.js d.ts e.tsx f.md Makefile g.rs h.go i.json j.yaml k.yml l.toml m.sh n.c o.h p.cpp q.java r.rb; do printf 'x\n' > d/$f; done
for t in py js ts md make rust go json yaml toml sh c cpp java ruby; do echo "$t: $(rg -t $t -l x d | sort | tr '\n' ' ')"; done
rg -T py -T js -l x d | sort | tr '\n' ' '; echo; rg -tpy -g '!a.py' -l x d; echo $?

#### rg honours .git/info/exclude
mkdir -p .git/info sub; printf 'secret*\n' > .git/info/exclude; printf 'x\n' > secret.txt; printf 'x\n' > pub.txt
printf 'x\n' > sub/secret2; rg -l x | sort; rg --no-ignore-vcs -l x | sort; cd sub; rg -l x; echo $?

#### rg -z searches compressed files
printf 'foo\nbar\n' > a
printf '\037\213\010\000\000\000\000\000\002\003\113\313\317\347\112\112\054\342\002\000\202\203\254\230\010\000\000\000' > a.gz
printf '\102\132\150\071\061\101\131\046\123\131\253\370\141\213\000\000\002\101\200\000\020\061\000\220\000\040\000\060\300\010\141\245\054\350\030\135\311\024\341\102\102\257\341\206\054' > a.bz2
printf '\375\067\172\130\132\000\000\004\346\326\264\106\002\000\041\001\026\000\000\000\164\057\345\243\001\000\007\146\157\157\012\142\141\162\012\000\107\101\202\040\355\356\273\067\000\001\040\010\273\031\331\273\037\266\363\175\001\000\000\000\000\004\131\132' > a.xz
printf 'notgz\n' > bad.gz
rg -z foo a.gz; rg -z -n bar a.bz2; rg -z -c foo a.xz; rg -z foo bad.gz; echo $?; rg -z -l foo | sort
rg foo a.gz; echo $?; rg -z foo a; rg -zc foo | sort; echo $?
printf 'notbz\n' > bad.bz2; printf 'notxz\n' > bad.xz; rg -z foo bad.bz2; rg -z foo bad.xz; echo $?
cat a.gz > c.tgz; rg -z foo c.tgz; cat a.gz > A.GZ; rg -z foo A.GZ; echo $?; rg -z --no-search-zip foo a.gz; echo $?

#### rg --column of whole lines
printf 'ab\nc' > f; rg --column '$' f; rg --column 'x*' f; rg --column -N 'b|c' f; rg --column -H '^' f
printf 'a%%d b\n' > g; rg --column -H b g; rg --column --field-match-separator=% b g
for ((i = 1; i <= 2000; i++)); do echo "line $i POST x"; echo "e $i"; done > big
rg --column POST big | sort | head -2; rg --column -n 'e' big | wc -l; rg --column '\d+$' big | sort -t: -k1,1n | head -3; rg --column -c POST big
rg --column 'POST x$' big | wc -c; rg --column -H '^e 19' big | head -3

#### rg -w of a literal, -c of a literal's lines
printf 'alpha\nalphabet\n_alpha\nalpha_x\nx alpha y\nALPHA\na.b\nxa.b\na.bc\n-a.b-\nalpha alpha\n' > f
rg -w alpha f; rg -wc alpha f; rg -wi alpha f; rg -wo alpha f; rg -w -F 'a.b' f; rg -w 'a.b' f; rg -w -n --column alpha f
rg -w -v alpha f | wc -l; rg -w -x alpha f; rg -x -w alpha f; rg -w -e alpha -e beta f
for ((i = 1; i <= 3000; i++)); do echo "alpha$i alpha x"; echo "beta alphas"; done > g
rg -wc alpha g; rg -w -n alpha g | head -2; rg -wo alpha g | wc -l
for ((i = 1; i <= 3000; i++)); do case $((i % 7)) in 0) echo "GET /api/x$i 200";; 1) echo "post /api/y 404 POST";; 2) echo "";; 3) echo "Delete /login 503";; *) echo "GET /z $i";; esac; done > h
printf 'last DELETE' >> h
rg -c ' 503' h; rg -ci 'delete' h; rg -c -i 'POST' h; rg -c 'zzz' h; echo $?; rg -c --include-zero zzz h; rg -cH 'login' h
rg -c -s 'Delete' h; rg -c -S 'delete' h; rg -c 'x1' h; rg -c -F 'a.b' h; echo $?

#### rg -o with --vimgrep, --column, -r, -b over a big file
for ((i = 0; i < 600; i++)); do printf '  ab  \nab\nx a\n123 ab\n\na\tb\n'; done > f; printf 'tail ab' >> f
rg --vimgrep -o -e 'a.*b' -e 'b{2}' f | head -4; rg -o --column ab f | head -3; rg -o -r X ab f | head -2
rg -o -b ab f | head -3; rg -o --trim 'a.*' f | head -3; rg -o -M3 'a.*b' f | head -2; rg -o -n 'a\tb|ab' f | wc -l
