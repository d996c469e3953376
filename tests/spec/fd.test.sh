# fd: differential cases against the real tool (recorded by scripts/record_spec.py).
# Each case builds the same small tree first.

#### all
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind

#### all sorted
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind | sort

#### pattern
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind main

#### pattern regex
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind '^[a-c].*\.txt$'

#### smart case lower
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind readme

#### smart case upper
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind README

#### smart case upper nomatch
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind Readme; echo rc=$?

#### ignore case
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -i READme

#### case sensitive
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -s readme; echo rc=$?

#### type f
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -t f

#### type d
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -t d

#### type d long
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind --type directory

#### type empty
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
mkdir emptydir
fdfind -t e

#### type empty file
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
mkdir emptydir
fdfind -te -tf

#### type executable
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
chmod +x a.txt
fdfind -t x

#### type symlink
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
ln -s a.txt link
fdfind -t l

#### symlink listed
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
ln -s src srclink
fdfind link

#### follow
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
ln -s src srclink
fdfind -L . srclink

#### bad type
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -t q; echo rc=$?

#### extension
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e py -e rs

#### extension case
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e txt

#### extension dot
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e .md

#### extension with pattern
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e txt a

#### hidden
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -H

#### hidden pattern
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -H env

#### no ignore
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
mkdir -p .git
fdfind -I

#### gitignore needs git
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind log

#### gitignore in repo
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
mkdir -p .git
fdfind

#### unrestricted
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
mkdir -p .git
printf 'x\n' > .git/HEAD
fdfind -u | grep -v '^.git/'

#### ignore file
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
printf 'src\n*.md\n' > .ignore
fdfind

#### fdignore
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
printf 'a*\n' > .fdignore
fdfind

#### fdignore negation
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
printf '*.txt\n!a.txt\n' > .fdignore
fdfind -e txt

#### nested ignore
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
printf 'lib.rs\n' > src/.ignore
fdfind -t f

#### glob
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -g '*.txt'

#### glob exact name
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -g main.py

#### glob full path
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -p -g '**/src/*.py'

#### fixed string
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -F '.'

#### fixed string dash
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -F a-z

#### full path
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -p 'src/s'

#### path separator error
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind src/; echo rc=$?

#### max depth
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -d 1

#### max depth 2
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind --max-depth 2 -t f

#### min depth
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind --min-depth 2

#### exact depth
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind --exact-depth 2

#### search path
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . src

#### search path dot
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . .

#### search path dot slash
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . ./src

#### search path trailing slash
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . src/

#### two search paths
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . src docs

#### bad search path
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . nope; echo rc=$?

#### bad and good search path
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . nope src; echo rc=$?

#### search path is file
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . a.txt; echo rc=$?

#### exclude
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -E src -E '*.txt'

#### exclude path glob
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -E 'src/sub'

#### absolute
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -a txt . | sed 's#^'"$PWD"'#PWD#'

#### absolute dir
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -a -t d sub

#### null
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -0 -e md | tr '\0' '|'

#### null dirs
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -0 -t d | tr '\0' '\n' | sort

#### null path
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -0 . src | tr '\0' '\n' | sort

#### max results
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind --max-results 100 | wc -l

#### one
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -1 main

#### quiet yes
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -q main; echo rc=$?

#### quiet no
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -q zzz; echo rc=$?

#### no results
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind zzz; echo rc=$?

#### regex error
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind '('; echo rc=$?

#### exec
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e py -x echo {} {/} {//} {.} {/.}

#### exec top level
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e txt -d 1 -x echo {} {/} {//} {.} {/.} | sort

#### exec with path
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . src -t f -x echo {} {//} {.} | sort

#### exec no placeholder
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e md -x echo found

#### exec terminated
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -x echo item \; -e md

#### exec dirs
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -t d -x echo {} | sort

#### exec status
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e py -x false; echo rc=$?

#### exec batch
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e md -e py -X echo

#### exec batch placeholder
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e md -X echo {} end

#### exec batch none
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind zzz -X echo hi; echo rc=$?

#### exec cat
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -e md -x cat

#### list details
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -l -e md | wc -l

#### version
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind --version

#### unknown option
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind --frobnicate; echo rc=$?

#### bad depth
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -d x; echo rc=$?

#### exec missing
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -x; echo rc=$?

#### pattern after path-like options
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -t f -e txt . build; echo rc=$?

#### unicode name
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
printf 'x\n' > 'caf\xc3\xa9.txt'
fdfind caf

#### pattern anchors
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind '^a'

#### hidden dir search path
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind . .hid

#### dot pattern with hidden
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
fdfind -H '^\.'

#### ignore whitelist hidden
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
printf '!.env\n' > .ignore
fdfind env

#### gitignore subdir anchored
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
mkdir -p .git
printf '/lib.rs\n' > src/.gitignore
printf 'x\n' > src/lib.rs
fdfind lib

#### gitignore parent dir
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
mkdir -p .git
cd src && fdfind

#### no-ignore-vcs
mkdir -p src/sub docs .hid build a/b
printf 'x\n' > a.txt
printf 'x\n' > src/main.py
printf 'x\n' > src/sub/lib.rs
printf 'x\n' > .hid/h.txt
printf 'x\n' > .env
printf '*.log\nbuild/\n' > .gitignore
printf 'x\n' > x.log
printf 'x\n' > build/o.txt
printf 'x\n' > docs/README.md
printf 'x\n' > a-z
: > empty.txt
printf 'x\n' > a/b/c.TXT
mkdir -p .git
fdfind --no-ignore-vcs log

#### unknown long options: clap's suggestion and usage, no abbreviations
touch x
for o in --hidd --no-ignor --exten --typ --exclud --max-dept --follo --absolute --full --case-sens --glo --fixed --list --print --threads1 --size1 --change --owner1 --show-error --one-file --xyz --hidden=1; do
  fdfind $o x .; echo "rc=$?"
done 2>&1
