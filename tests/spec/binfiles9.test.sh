# rg and grep on files holding NUL bytes (ripgrep 13 / GNU grep 3.8): explicit files
# (mapped: NULs are not line ends; read: they are), files found by recursion (ripgrep
# stops at the NUL), -a, --binary, -c, -l, -o, --count-matches, grep's binary-files modes.

#### rg -c on a named file with NULs counts newline lines
printf 'ab\0cd ab\0ef\nab\0' > f; rg -c ab f; echo rc=$?

#### rg --count-matches on a named file with NULs
printf 'ab\0cd ab\0ef\nab\0' > f; rg --count-matches ab f

#### rg -n on a named binary file prints the message
printf 'ab\0cd ab\0ef\nab\0' > f; rg -n ab f; echo rc=$?

#### rg -o and -l on a named binary file
printf 'ab\0cd ab\0ef\nab\0' > f; rg -o ab f; rg -l ab f

#### rg a NUL is not a line start in a mapped file
printf 'ab\0cd\n' > g; rg -c '^cd' g; echo rc=$?; rg -c 'ab.cd' g; echo rc=$?; rg '^cd' g; echo rc=$?

#### rg -c -a on a file with NULs
printf 'ab\0ab\0ab\nab\n' > g; rg -a -c ab g; rg -c ab g; rg --count-matches ab g

#### rg -v -c on a file with NULs
printf 'ab\ncd\0\nzz\n' > g; rg -v -c ab g; rg -v ab g; echo rc=$?

#### rg from stdin turns NULs into line ends
printf 'ab\0cd ab\0ef\nab\0' | rg -c ab; printf 'ab\0cd\n' | rg -c '^cd'

#### rg from stdin prints a first line free of NUL, then the message
printf 'ab\nzz\0ab\n' | rg -n ab; printf 'ab\nab\n\0' | rg ab; printf 'ab\n\0' | rg ab

#### rg from stdin first matching line holding the NUL
printf 'x\nab\0' | rg ab; echo rc=$?

#### rg recursion skips what follows the NUL and warns
mkdir d; printf 'ab\nab\0ab\n' > d/h; echo ab > d/t; rg ab d | sort; echo rc=$?

#### rg recursion: a NUL at the start finds nothing
mkdir d; printf 'ab\0cd ab\n' > d/f; printf 'x\nab\0' > d/p; rg ab d; echo rc=$?

#### rg recursion counts no binary file
mkdir d; printf 'ab\nab\0ab\n' > d/h; echo ab > d/t; rg -c ab d; rg -c --include-zero ab d | sort; rg --count-matches ab d

#### rg recursion -l lists a match before the NUL
mkdir d; printf 'ab\nab\0ab\n' > d/h; printf 'x\nab\0' > d/p; rg -l ab d; echo rc=$?

#### rg recursion -q
mkdir d; printf 'ab\nab\0ab\n' > d/h; rg -q ab d; echo rc=$?; printf 'x\nab\0' > d/h; rg -q ab d; echo rc=$?

#### rg --binary searches binary files found by recursion
mkdir d; printf 'ab\nab\0ab\n' > d/h; printf 'x\nab\0' > d/p; rg --binary ab d | sort; rg --binary -c ab d | sort

#### rg -a prints binary lines
mkdir d; printf 'ab\nab\0ab\n' > d/h; rg -a ab d | od -c | head -5; rg -a -c ab d/h

#### rg with a directory named too reads the files
mkdir d; printf 'ab\0cd ab\0ef\nab\0' > f; echo ab > d/t; rg -c ab f d | sort

#### rg more than ten files are read
printf 'ab\0cd ab\0ef\nab\0' > f; for i in 1 2 3 4 5 6 7 8 9 10 11; do cat f > f$i; done; rg -c ab f1 f2 f3 f4 f5 f6 f7 f8 f9 f10 f11 | sort

#### rg --no-mmap reads the file
printf 'ab\0cd ab\0ef\nab\0' > f; rg --no-mmap -c ab f; printf 'ab\nzz\0ab\n' > s; rg -n ab s; rg -n --no-mmap ab s

#### rg two named files
printf 'ab\0cd ab\0ef\nab\0' > f; printf 'ab\nab\0ab\n' > h; rg -c ab f h | sort; rg ab f h | sort

#### rg --null-data on NUL records
printf 'ab\0cd\0ab x\0' > g; rg --null-data ab g | od -c | head -3; rg --null-data -c ab g

#### rg NUL late in a big mapped file
for i in 1 2 3 4 5 6 7 8; do printf '%08000d\n' 0; done > big; printf 'x\0y\nab end\n' >> big; rg -n ab big; rg -n 'x' big | head -c 100; echo; rg -c ab big

#### rg NUL late in a big mapped file in a matching line
for i in 1 2 3 4 5 6 7 8; do printf '%08000d ab\n' 0; done > big; printf 'x\0y ab\nab end\n' >> big; rg -n ab big | wc -l; rg -c ab big

#### grep on a binary file
printf 'ab\0cd ab\0ef\nab\0' > f; grep ab f; echo rc=$?; grep -c ab f; grep -n ab f; grep -o ab f; echo rc=$?

#### grep -a and --binary-files
printf 'ab\0cd\nzz\nab\n' > f; grep -a ab f | od -c | head -3; grep --binary-files=text -c ab f; grep --binary-files=without-match ab f; echo rc=$?; grep -I ab f; echo rc=$?

#### grep -l -L -q on a binary file
printf 'ab\0cd\nzz\n' > f; grep -l ab f; grep -L ab f; echo rc=$?; grep -q ab f; echo rc=$?; grep -v ab f; echo rc=$?

#### grep -z with NUL records
printf 'ab\0cd\0ab x\0' > f; grep -z ab f | od -c | head -3; grep -zc ab f; grep -z -v ab f | od -c | head

#### grep -r skips nothing, says binary
mkdir d; printf 'ab\0cd\n' > d/b; echo ab > d/t; grep -r ab d | sort; grep -rc ab d | sort; grep -rI ab d

#### grep binary with no match and from stdin
printf 'zz\0cd\n' > f; grep ab f; echo rc=$?; printf 'ab\0cd\n' | grep ab; echo rc=$?; printf 'ab\0cd\n' | grep -c ab

#### grep NUL late in the file prints earlier lines
printf 'ab\nzz\nab\0\nab\n' > f; grep -n ab f; echo rc=$?; grep -H ab f

#### grep --binary-files=binary invalid value
printf 'ab\0\n' > f; grep --binary-files=binary ab f; echo rc=$?; grep --binary-files=bogus ab f; echo rc=$?

#### rg no context around a binary file's lines
printf 'ab\nzz\nab\0ab\n' > h2; rg -A1 ab --no-mmap h2; rg -C1 ab --no-mmap h2; mkdir d; cat h2 > d/h2; rg -A1 ab d; rg -B1 ab d; rg -C1 ab h2

#### rg -m stops before the binary message
printf 'ab\nzz\nab\0ab\n' > h2; rg -m1 ab --no-mmap h2; echo rc=$?; mkdir d; cat h2 > d/h2; rg -m1 ab d; rg -m2 ab d; rg -m2 -A1 ab h2 --no-mmap

#### rg --json on binary files
printf 'ab\0cd ab\0ef\nab\0' > f; rg --json ab f | head -3; rg --json ab f | grep -o 'binary_offset[^,]*'; printf 'ab\0cd ab\0ef\nab\0' | rg --json ab | head -3

#### rg --json on a binary file found by recursion
mkdir d; printf 'ab\nab\0ab\n' > d/h; rg --json ab d | head -2; rg --json ab d | grep -o 'binary_offset[^,]*'

#### grep -v -c and empty pieces between NULs
printf 'ab\0\0ab\n' > g; grep -vc ab g; grep -c '^$' g; grep -zc ab g; printf 'ab\0cd\n' | grep -c '^cd'; printf 'ab\0ab\0ab\n' | grep -vc ab

#### rg recursion searches only the lines read before the NUL's block
mkdir d; printf 'ab\nzz\nab\0ab\n' > d/h; rg -v ab d; echo rc=$?; rg -v zz d; printf 'a\nb\nc\0' > d/h; rg -n . d; printf 'abc\nab\0' > d/h; rg ab d; echo rc=$?

#### rg read NULs: the lines of the first 3 bytes print
printf 'abc\nzz\0ab\n' | rg abc; printf 'a\nb\n\0' | rg -n .; printf 'ab\nzz\0ab\n' > h; rg --no-mmap -n ab h

#### rg recursion in a big file with a late NUL
mkdir d; for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do for j in 0 1 2 3 4 5 6 7 8 9; do printf 'line %05d\n' 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0; done; done > d/h; printf 'x\0\n' >> d/h; rg line d | wc -l; rg --no-mmap line d/h | wc -l; rg line d/h | wc -l

#### rg --passthru on binary files
printf 'ab\nzz\nab\0ab\n' > h; rg --passthru ab h; rg --passthru ab --no-mmap h; mkdir d; cat h > d/h; rg --passthru ab d

#### rg -U on binary files reads them whole
printf 'ab\nzz\nab\0ab\n' > h; rg -U 'ab\nzz' h; rg -U -c 'ab\nzz' h; rg -U 'ab\nzz' --no-mmap h; rg -U -c ab --no-mmap h; mkdir d; cat h > d/h; rg -U 'ab\nzz' d; echo rc=$?; rg -U ab d
