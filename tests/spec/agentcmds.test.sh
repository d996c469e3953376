# Commands agents use most (find, ls, sort, head/tail, xargs, date, diff/patch, tar, file
# utilities, checksums): cases found by comparing agentsh with the real GNU tools.

#### find: a start with trailing slashes keeps them in child paths, %f and %h
mkdir -p a/b
find a// -maxdepth 1
find a/// -maxdepth 1 -printf '%p|%f|%h\n'
find a/ -printf '%p|%f|%h|%P\n'
find / -maxdepth 0 -printf '%p|%f|%h\n'
find // -maxdepth 0 -printf '%p|%f|%h\n'
find a// -name b

#### ls: quoting styles
touch -- -x 'a=b' 'a^b' '#a' 'a#' 'a:b' '~a' ']' '{' 'a{' 'a b' "it's" 'x"y' 'back\s' 'é' 'q?*' 'dol$' "$(printf 'nl\nx')" "$(printf 'tab\tt')"
for s in literal locale shell shell-always shell-escape shell-escape-always c c-maybe escape clocale; do
  echo "== $s"; ls --quoting-style=$s
done
echo "== -b"; ls -b
echo "== -q"; ls -q
echo "== -Q"; ls -Q
echo "== -bQ"; ls -bQ
echo "== -Nq"; ls -Nq
ls --quoting-style=bogus; echo $?

#### ls: shell quoting pads unquoted names in columns and -l
touch -d '2020-01-02 03:04' 'a b' c dd
ln -s 'a b' 'l k'
ls -go --time-style=+%F --quoting-style=shell
ls -C --quoting-style=shell
ls -C --quoting-style=shell-escape c dd
ls -m --quoting-style=shell
ls -x --quoting-style=c-maybe
ls -go --time-style=+%F --quoting-style=escape
ls -s -C --quoting-style=shell

#### ls: --block-size
printf '%05000d' 0 > f; printf 'x' > g
for b in K 1K KB KiB 1 512 M 2K 1000 human-readable si "'1" k kB; do
  echo "== $b"; ls -sgo --time-style=+ --block-size="$b"
done
ls -s --block-size=1 -k
ls -s -h --block-size=1K
ls -s --block-size=1K -h
for b in 0 x -1 1Q 99999999999999999999999999999999 b Ki; do ls -l --block-size=$b; echo $?; done

#### ls: invalid arguments list the valid ones
ls --sort=bogus; echo $?
ls --sort=name; echo $?
ls --format=x; ls --time=x; ls --time=mtime; ls --color=x; ls --indicator-style=x
ls --time-style=x >/dev/null; echo $?
ls -l --time-style=x; echo $?
ls -l --time-style=posix-iso >/dev/null; echo $?

#### ls: --sort=width
touch aaa b cc
ls --sort=width
ls --sort=width -r

#### md5sum: names quoted in messages as GNU quotef does
md5sum -- -x 'a=b' 'a^b' '#a' 'a#' 'a:b' '~a' ']' '{' 'a{' 'a b'
