# rg: differential cases against the real tool (recorded by scripts/record_spec.py).
# Each case builds the same small tree first.

#### plain
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path foo

#### line numbers
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -n foo

#### single file no name
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg foo a.txt

#### single file -H
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -H foo a.txt

#### dot path
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path foo .

#### dir path
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path foo src

#### dir path slash
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path foo src/

#### two files
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path foo a.txt src/main.py

#### no match
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path zzz; echo rc=$?

#### missing file
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg foo nofile; echo rc=$?

#### missing and found
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg foo nofile a.txt; echo rc=$?

#### gitignore without git
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo

#### gitignore in git repo
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
mkdir -p .git
rg --sort path -l foo

#### no-ignore
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
mkdir -p .git
rg --sort path -l --no-ignore foo

#### hidden
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l --hidden foo

#### uu
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
mkdir -p .git
rg --sort path -l -uu foo

#### uuu binary
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
mkdir -p .git
rg --sort path -uuu foo bin.dat

#### ignore file
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'src\n' > .ignore
rg --sort path -l foo

#### rgignore negation
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf '*.txt\n' > .ignore
printf '!a.txt\n' > .rgignore
rg --sort path -l foo

#### ignore negation same file
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf '*.txt\n!a.txt\n' > .ignore
rg --sort path -l foo

#### ignore anchored
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf '/main.py\nsub/\n' > .ignore
printf 'foo\n' > main.py
rg --sort path -l foo

#### ignore nested
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf '*.rs\n' > src/.ignore
printf 'foo\n' > top.rs
rg --sort path -l foo

#### ignore doublestar
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'src/**/*.rs\n' > .ignore
rg --sort path -l foo

#### ignore leading doublestar
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf '**/sub\n' > .ignore
rg --sort path -l foo

#### ignore dir only
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'docs/\nREADME.md/\n' > .ignore
rg --sort path -l foo

#### ignore comment blank
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf '# c\n\n*.py\n' > .ignore
rg --sort path -l foo

#### ignore question class
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'a.tx?\n[bx].*\n' > .ignore
rg --sort path -l foo

#### files
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --files

#### files hidden
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --files --hidden

#### files path
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --files src

#### files null
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --files -0 src | tr '\0' '|'

#### binary explicit
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg foo bin.dat; echo rc=$?

#### binary explicit -H
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg foo bin.dat a.txt --sort path

#### binary count
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -c foo bin.dat

#### binary -a
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -a foo bin.dat | tr '\0' '@'

#### ignore case
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -i HELLO a.txt

#### smart case lower
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -S hello a.txt

#### smart case upper
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -S Hello a.txt

#### case sensitive wins
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -i -s hello a.txt

#### word
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -w foo a.txt

#### word no partial
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'food\nfoo.\n' > w.txt
rg -w foo w.txt

#### line regexp
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -x foo a.txt

#### fixed strings
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'a.b\naxb\n(x)\n' > f.txt
rg -F a.b f.txt; rg -F '(x)' f.txt

#### multiple -e
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -e hello -e bar a.txt

#### pattern file
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'hello\nagain\n' > pats
rg -f pats a.txt

#### invert
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -v foo a.txt

#### invert -n
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -vn foo a.txt

#### count
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -c foo

#### count single
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -c o a.txt

#### count matches
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --count-matches o a.txt

#### count zero omitted
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -c zzz a.txt src/main.py; echo rc=$?

#### include zero
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --include-zero -c hello a.txt src/main.py

#### files with matches
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l hello

#### files without match
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --files-without-match hello

#### only matching
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -o 'o+' a.txt

#### only matching -n
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -on 'o[a-z]*' a.txt

#### only matching column
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -o --column 'o' a.txt

#### after context
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -A1 hello a.txt

#### before context
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -B1 foo a.txt

#### context
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -C1 -n again a.txt

#### context separator
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf '1\nx\n3\n4\n5\nx\n7\n' > c.txt
rg -A1 x c.txt; rg -B1 --context-separator=XX x c.txt

#### context across files
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -C1 foo a.txt src/main.py

#### context overlap
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'x\nx\n3\nx\n' > c.txt
rg -n -C1 x c.txt

#### glob
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo -g '*.py' -g '*.rs'

#### glob negated
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo -g '!*.txt'

#### glob dir
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo -g '!src'

#### glob path
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo -g 'src/**'

#### iglob
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo --iglob '*.MD'

#### type
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo -t py -t rust

#### type not
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo -T py

#### type md
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo -tmd

#### type unknown
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg foo -t nope; echo rc=$?

#### type list head
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --type-list | head -3

#### type list grep
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --type-list | grep -E '^(py|rust|go|js|ts|sh|json|yaml|toml|html|css|txt|c|cpp|java|md):'

#### max count
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -m1 o a.txt

#### max count files
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -m1 -c foo

#### max depth
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --max-depth 1 -l foo

#### max depth 2
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --max-depth 2 -l foo

#### null
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -0 -l foo | tr '\0' '|'

#### null with lines
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --null foo src | tr '\0' '|'

#### replace
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -r '[$0]' o a.txt

#### replace groups
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -r '$2-$1' '(\w+) (\w+)' a.txt

#### replace named
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -r '<${w}>' '(?P<w>fo+)' a.txt

#### replace only
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -o -r 'X' 'o+' a.txt

#### replace dollar name gotcha
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -r '$1a' '(foo)' a.txt

#### trim
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --trim return src/main.py

#### vimgrep
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --vimgrep foo

#### vimgrep multiple per line
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --vimgrep o a.txt

#### column
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --column foo a.txt

#### quiet match
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -q foo; echo rc=$?

#### quiet nomatch
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -q zzz; echo rc=$?

#### json full
## known-diff: elapsed times are reported as 0
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --json foo a.txt

#### json
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --json foo a.txt | grep -v elapsed; rg --json foo a.txt | grep -o '"[a-z_]*":[0-9]*' | grep -v nanos

#### json multi
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --json 'def|fn' src a.txt | grep -v elapsed; rg --sort path --json 'def|fn' src a.txt | grep -o '"[a-z_]*":[0-9]*' | grep -v nanos

#### json nomatch
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --json zzz a.txt | grep -o '"[a-z_]*":[0-9]*' | grep -v nanos; echo rc=$?

#### json invert context
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --json -v -A1 foo a.txt | grep -v elapsed

#### regex classes
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg '\d+' src/main.py; rg '[[:upper:]]\w+' a.txt

#### regex alternation
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg 'hello|again' a.txt

#### regex anchors
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg '^foo$' a.txt; rg 'world$' a.txt

#### regex error group
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg 'a(b' a.txt; echo rc=$?

#### regex error class
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg 'x[ab' a.txt; echo rc=$?

#### regex error repeat
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg '*a' a.txt; echo rc=$?

#### regex error unopened
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg 'a)b' a.txt; echo rc=$?

#### regex newline literal
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg 'a\nb' a.txt; echo rc=$?

#### no pattern
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg; echo rc=$?

#### unknown flag
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --frobnicate foo; echo rc=$?

#### version
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --version

#### no filename
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path --no-filename foo src

#### no line number
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -n -N foo a.txt

#### stdin pipe
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'abc\nfoo\n' | rg foo

#### stdin dash with file
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'foo in\n' | rg --sort path foo - a.txt

#### follow symlink
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
ln -s a.txt link.txt
rg --sort path -l hello; echo ---; rg --sort path -L -l hello

#### explicit symlink
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
ln -s a.txt link.txt
rg hello link.txt

#### empty pattern
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg '' src/sub/lib.rs

#### dash e pattern starting dash
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
echo '-x' > d.txt
rg -e -x d.txt

#### sort none path
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path foo src

#### max count zero
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -m0 foo a.txt; echo rc=$?

#### gitignore parent of cwd
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
mkdir -p .git
printf 'foo\n' > src/x.log
cd src && rg --sort path -l foo

#### rgignore without git
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'docs\n' > .rgignore
rg --sort path -l foo

#### no file without newline
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'foo' > n.txt
rg foo n.txt; rg -c foo n.txt

#### passthru
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --passthru foo a.txt

#### byte offset
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -b foo a.txt

#### unicode
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
printf 'caf\xc3\xa9 ok\n\xce\xb1\xce\xb2\n' > u.txt
rg --column 'ok' u.txt; rg -o '\w+' u.txt

#### invert count
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -vc foo a.txt

#### count with filename
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -c foo a.txt -H

#### files without match nomatch status
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --files-without-match . a.txt; echo rc=$?

#### word and ignore case
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -wi FOO a.txt

#### hidden dir explicit
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg foo .hid

#### pcre lookbehind
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg -P '(?<=foo )bar' a.txt; rg -o '(?:fo)+' a.txt

#### sorted missing message
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path foo nofile; echo rc=$?

#### empty file count
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
: > e.txt
rg -c '' e.txt; echo rc=$?

#### glob overrides hidden file
mkdir -p src/sub docs .hid build
printf 'hello world\nfoo bar\nHello again\nfoo\n' > a.txt
printf 'def foo():\n    return 1\n\nclass Foo:\n    pass\n' > src/main.py
printf 'let x = foo;\nfn main() {}\n' > src/sub/lib.rs
printf 'foo hidden\n' > .hid/h.txt
printf 'foo\0bin\n' > bin.dat
printf '*.log\nbuild/\n' > .gitignore
printf 'foo log\n' > x.log
printf 'foo build\n' > build/o.txt
printf '# Title\nsome foo text\n' > docs/README.md
rg --sort path -l foo -g '*.txt' --hidden

#### unknown long options: clap's suggestion, and no abbreviations
printf 'a\n' > f
for o in --colr --line-numbr --xyz --ignore-cas --countt --fixed --hidden-files --colour=always --maxdept --files-with --no-ignor --sortt=path --contxt=2 --invert --line --typ --word --pcre; do
  rg $o a f; echo "rc=$?"
done 2>&1 | grep -v '^ \|^$\|USAGE\|For more'
