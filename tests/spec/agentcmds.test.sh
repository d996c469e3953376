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
ln -s 'a b' 'l k'; touch -h -d '2020-01-02 03:04' 'l k'
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

#### patch -R of a patch not applied: "Unreversed patch detected"
printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff -u x y > p.diff
patch -R x < p.diff; echo $?; cat x; rm -f x.rej
patch -R -t x < p.diff; echo $?; cat x
printf 'a\nb\n' > x; patch -R -N x < p.diff; echo $?; cat x
patch x < p.diff; patch -t x < p.diff; echo $?; cat x

#### cp -i and mv -i ask on stderr and read the answer from stdin
for c in "cp -i" "mv -i" "cp -fi" "mv -if" "cp -ni" "mv -in"; do
  for ans in "" y n yes " y" Y; do
    printf 'A\n' > a; printf 'B\n' > b
    printf "$ans\n" | $c a b
    echo " [$c '$ans'] rc=$? b=$(cat b 2>&1) a=$(cat a 2>&1)"; rm -f a b
  done
done 2>&1
printf 'A\n' > a; printf 'B\n' > b; cp -i a b </dev/null; echo "rc=$?"; cat b

#### rm -i, -I and --interactive
printf 'x' > f; : > e; mkdir -p d/s; printf 'x' > d/g; ln -s f l
printf 'y\ny\ny\ny\ny\ny\ny\ny\n' | rm -ri f e d l; echo " rc=$?"; ls
touch a b c dd; printf 'n\n' | rm -I a b c dd; echo " rc=$?"; ls
rm -I a b c; echo " rc=$?"; ls; rm dd
mkdir q; printf 'n\n' | rm -rI q; echo " rc=$?"; printf 'y\nn\n' | rm -ri q; echo " rc=$?"; ls
mkdir z; rm -i z </dev/null; echo " rc=$?"; rm -di z </dev/null; echo " rc=$?"; rmdir z
mkdir -p d/s; printf 'x' > d/g; printf 'y\nn\ny\ny\n' | rm -ri d; echo " rc=$?"; ls d
touch f; rm --interactive=bogus f; echo "rc=$?"; rm --interactive=never f; ls
touch g; rm -f -i g </dev/null; echo "rc=$?"; ls

#### ln -i asks; -f/-i last wins; -f replaces another hard link of the source
printf 'A\n' > a; printf 'B\n' > b; ln -i a b </dev/null; echo "rc=$?"; cat b
printf 'y\n' | ln -si a b; echo "rc=$?"; readlink b
rm b; printf 'B\n' > b; printf 'n\n' | ln -fi a b; echo "rc=$?"; cat b
printf 'y\n' | ln -if a b; echo "rc=$?"; cat b
rm b; ln a b; printf 'y\n' | ln -i a b; echo "rc=$?"
ln -f a a; echo "rc=$?"; ln -f a b; echo "rc=$?"
mkdir d; cd d; printf 'B\n' > a; printf 'n\n' | ln -i ../a; echo "rc=$?"; cat a
ln -sfv ../a; ln -sv ../a x

#### xargs -t quotes as GNU quotearg's shell-escape style
printf 'a=b\n#x\n~y\nz~\n' | xargs -t echo 2>&1
printf 'x\n' | xargs -t echo '' 'a b' '$x' 'q^' 2>&1

#### xargs --process-slot-var sets the slot in the command's environment
printf 'a\n' | xargs --process-slot-var=SLOT sh -c 'echo "[$SLOT]"'
printf 'a\n' | xargs --process-slot-var=SLOT -t sh -c 'echo $SLOT $0' 2>&1

#### find -regex: Emacs syntax (no classes, no intervals, stacked operators) and glibc's errors
touch abc 'a{2}' aa 'x*y' 'a+b' ab b 'a|b' '[x' ']'
for r in './[[:alpha:]]*' './a\{2\}' './a{2}' './a+' './a?b' './a\|b' './a|b' './a**' './a*?' './a+?' './*x' './x\*y' './[x' '.*[' './\[x' './a.c' './\(a\)\1' './\wbc' './ab\b' './ab$' './^ab' './[^a]' './[]x]' './[b-a]' './[^b-a]' '*.*' './\(a\|b\)*' './a\)' './[a-c]b' './\`ab' "./ab\\'" './\Sb' './a\{2' './\0' '[' 'a\' '\(' '\1'; do
  printf '%-14s -> ' "$r"; find . -regex "$r" 2>&1 | sort | tr '\n' ' '; echo
done
find . -iregex './A+'
find . -regextype posix-extended -regex '[[:foo:]]'; echo $?

#### find -ok and -okdir ask and read the answer from stdin
mkdir -p a; touch a/f a/g
find a -type f -ok rm {} \; < /dev/null; ls a
printf 'y\nn\n' | find a -type f -ok rm {} \; ; ls a
printf 'y\n' | find a -type f -okdir echo hi {} \;

#### sort --files0-from: an empty list, operands, zero-length names, '-' from stdin
printf 'x\n' | sort --files0-from=/dev/null; echo $?
printf '2\n' > a; printf '1\n' > b; printf 'a\0b\0' > lst
sort --files0-from=lst; echo $?; sort --files0-from=lst x; echo $?
printf 'a\0\0' > l2; sort --files0-from=l2; echo $?; sort --files0-from=nonexist; echo $?
printf 'q\n' | sort --files0-from=- ; echo $?
printf 'a\0-\0' | sort --files0-from=-; echo $?
printf 'a\0a' > l; sort --files0-from=l; echo $?

#### sort quotes file names in its messages
sort 'a:b' 'x y'; sort -o '/nonexist/a b' /dev/null; mkdir d; sort d

#### cut: list errors name the first bad character on
for l in 1-2-3 1--2 a 1,a -1- 1-a '' , 1, ,1 2-1 0-1 '-' 1-2,3-x 3-- 1a ab,c 1-2a a-b '1 x' 12x3,4 '1-2-' '--' '1--' '0,a' '1	2' '１'; do
  printf '%-8s' "$l"; printf 'a\n' | cut -f "$l" 2>&1 | head -1; printf 'a\n' | cut -c "$l" 2>&1 | head -1
done

#### head/tail count errors; cut, base64 and tee quote file names
head -n -x /dev/null; head -c +x /dev/null; tail -n +x /dev/null; tail -c -x /dev/null
tail -n ' 5' /dev/null; echo $?; tail -n '+' /dev/null; echo $?; head -n - /dev/null; echo $?
tail -n '' /dev/null; echo $?; head -c '' /dev/null; echo $?
cut -f1 'a b' 'c:d'; echo $?; base64 'a b'; echo $?; tee 'nodir/a b' < /dev/null; echo $?

#### date -d YYYY/MM/DD
date -u -d '2024/01/15' +%F; date -u -d '2024/1/5 10:00' '+%F %T'
date -u -d '2024/13/01' +%F; echo $?
date -u -d '12/25/2024' +%F; date -u -d '0099/01/02' +%F; date -u -d '2024/01' +%F; echo $?

#### tar: an empty archive does not look like a tar archive
tar tf /dev/null; echo $?
tar -x < /dev/null; echo $?
printf '' > e.tar; tar tf e.tar; echo $?; tar xf e.tar; echo $?
head -c 1024 /dev/zero > z.tar; tar tf z.tar; echo $?
printf '' | tar tzf -; echo $?
printf '' | tar tJf -; echo $?

#### du -B units print as GNU human_options
mkdir -p d/e; printf 'xx' > d/e/f
for b in K 1K KB KiB 1 512 M 2K kB k; do du -B "$b" d/e/f; du --block-size="$b" -s d; done
du -B 0 d; du -B x d; du -B 1Q d; du -B 99999999999999999999999 d; du -BKB -c d d; echo $?

#### chmod: a word whose first letter is a mode letter is a mode; op + octal
touch f; chmod 0 f; chmod +r f; stat -c %a f; chmod =x f; stat -c %a f
chmod -x,u+s f; stat -c %a f; chmod -s -r f; stat -c %a f
chmod 644 f; chmod -w f; stat -c %a f; chmod -w -x f; stat -c %a f; chmod -- -w f; echo $?
chmod -R -w f; stat -c %a f; chmod -a+x f; echo $?; chmod -u+x f; stat -c %a f; chmod -0 f; echo $?
chmod 600 f; chmod +044 f; stat -c %a f; chmod -0040 f; stat -c %a f; chmod =0711 f; stat -c %a f
chmod u+0 f; echo $?; chmod +08 f; echo $?; chmod +7,g-x f; stat -c %a f; chmod +70000 f; echo $?

#### touch -h on a missing file reports it
touch -h -d '2020-01-01' nonexist; echo $?; touch -hc nonexist; echo $?; ls

#### md5sum -c --ignore-missing: no file verified when nothing matched
printf 'hello\n' > f; md5sum f | sed 's/^./0/' > s
md5sum -c --ignore-missing s; echo $?
md5sum -c --ignore-missing --status s; echo $?
md5sum f >> s; md5sum -c --ignore-missing s; echo $?
printf '%s  nonexist\n' d41d8cd98f00b204e9800998ecf8427e > s; printf 'bad\n' >> s
md5sum -c --ignore-missing s; echo $?

#### ls -C/-x column layout as GNU calculate_columns; -w 0; $COLUMNS
touch a bb ccc dddd
for w in 0 1 3 5 6 7 8 9 10 11 12 13 14 16 20; do echo "== $w"; ls -C -w $w; ls -x -w $w; done
ls -w x; echo $?
COLUMNS=x ls -1; COLUMNS=x ls -w 10 -C; COLUMNS=12 ls -C; COLUMNS=-1 ls -C; COLUMNS=0 ls -C
COLUMNS=' 12' ls -C; COLUMNS=12 ls -m; COLUMNS=12 ls -x

#### ls -C with many names
for i in $(seq 1 23); do touch "file$i.txt"; done; touch x
ls -C; ls -x; ls -C -w 40; ls -x -w 50

#### ls -L with a dangling link: '?' fields where a stat is needed
mkdir d; touch -d '2020-01-02 03:04' d/a; ln -s nowhere d/bad; ln -s a d/good
ls -goL --time-style=+%F d; echo $?
ls -L d; echo $?; ls -L d/bad; echo $?; ls -goL d/bad; echo $?; ls -sL d
ls -LF d; echo $?; ls -LS d; echo $?; ls -Lt d; echo $?; ls -Lp d; echo $?; ls -LR d; echo $?
ls -F d

#### find -printf: flags, %TZ, unknown escapes and directives, a final '%'
mkdir a; printf '%01500d' 0 > a/f; touch -d '2021-02-03 04:05:06' a/f
find a/f -printf '%s %k %b %TY %Tm %Td %TH %TM %TS %Tj %Ta %Tb %Tp %Tr %TT %TD %TF %Tc %T+ %Tt %Tz %TZ %Ts %T@\n'
find a/f -printf '[%05d][%05m][%05k][%05s][%05n][%05y][%+5d][%-5d|][%#m][%+05d][% d][%-+4d]\n'
find a/f -printf '%-5k|%5k|%.2p|%10.3f|\n'
find a/f -printf '%Q %\n'; echo $?; find a/f -printf '%'; echo $?
find a/f -printf 'x\y\n'; find a/f -printf '\x41\n'; find a/f -printf 'a\'; echo $?
ls -l --time-style='+%Z %%N %%Z' a/f | awk '{print $6, $7, $8}'

#### patch -o when the patch is skipped; -s keeps the questions but not the verdict
printf 'a\n' > f; printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-a\n+b\n' > p
patch -b f p; ls; patch -o out f p; echo "rc=$?"; cat out; ls
printf 'a\n' > g; patch -o out2 g p; cat out2
printf 'zz\n' > h; patch -o out3 h p; echo "rc=$?"; cat out3
patch -s f p; echo $?

#### diff --color: auto and never colour nothing; a bad word is an invalid color
printf 'a\n' > x; printf 'b\n' > y
diff --color x y; echo $?; diff --color=never x y; diff --color=auto x y; diff --color=bad x y; echo $?

#### du --files0-from (was accepted and ignored)
printf 'x' > a1; mkdir -p dd; printf 'a1\0dd\0' > L
du --files0-from=L; echo $?; du --files0-from=L a1; echo $?
printf 'a1\0\0' > L2; du --files0-from=L2; echo $?; du --files0-from=nonexist; echo $?
printf '' > E; du --files0-from=E; echo $?
printf 'a1\0-\0' | du --files0-from=-; echo $?
printf 'a1\0nope\0' | du --files0-from=-; echo $?
printf 'a1' | du --files0-from=- -c; echo $?

#### xargs: -I, -L/-l and -n exclude each other, the later wins with GNU's warning
printf 'a b\nc\n' | xargs -I{} -L1 echo {}; printf 'a\n' | xargs -L1 -n2 echo; printf 'a\n' | xargs -n2 -L1 echo
printf 'a b\nc\n' | xargs -I{} -n2 echo {}; printf 'a b\nc\n' | xargs -n2 -I{} echo {}
printf 'a b\nc\n' | xargs -L2 -I{} echo {}; printf 'a b\nc\n' | xargs -I{} -l echo {}
printf 'a\nb\n' | xargs -i -n1 echo '[{}]'; printf '%s\n' 1 2 | xargs -n1 -I{} sh -c 'echo {}'
printf 'a b\nc d\n' | xargs -l -n1 echo; printf 'a b\nc d\n' | xargs -n1 -l echo; printf 'a b\nc d\n' | xargs -L 1 -L 2 echo

#### stat -c: time precision, sign flags, minimum digits, \e
printf x > f; touch -d '@5.5' f
stat -c '[%.3Y][%.0Y][%.9X][%.12X][%.Y][%15.3Y][%-15.2Y|][%015.3Y][%+s][% s][%+a][%+.2s][%.3h][%+5s][%+05s][%-+5s|]' f
stat --printf='\t\x41\101\e|\n' f | od -c | head -1

#### date -d of date's own output (MON DAY TIME [ZONE] YEAR)
for s in 'Tue Mar  5 07:08:09 UTC 2024' 'Mar  5 07:08:09 UTC 2024' 'Mar 5 07:08:09 2024' 'Mar 5 2024 07:08:09' 'Tue Mar 5 2024' 'Mar 5 07:08:09' 'Mar 5 07:08:09 UTC' 'Sun Nov 29 16:38:00 UTC 2026' '5 Mar 2024 07:08' 'Mar 5 7:08' 'Mar 5 1:08' 'Mar 5 2024' 'Mar 5, 2024'; do
  echo "'$s' $(date -u -d "$s" '+%m-%d %T' 2>&1)"
done
date -u -d "$(date -u -d @1709622489)" +%s

#### date -d: ZONE+N offsets, MON DAY followed by blanks and a number, a long day before -MON-
for s in '2024-03-05 07:08 GMT+1' '2024-03-05 07:08 UTC-5' '2024-03-05 07:08 UTC+05:30' 'Mar 5 24' 'Mar 5 2024' 'Mar 5, 24' 'Mar-05-2024' '2024-Mar-05' '05-Mar-2024' 'Tue, 05 Mar 2024 07:08:09 +0000'; do
  echo "'$s' $(date -u -d "$s" '+%F %T' 2>&1)"
done
for s in '2024-03-05 UTC +2 hours' '2024-03-05 07:00 UTC+0100' '2024-03-05 07:00 UTC +3' '2024-03-05 07:00 UTC+123456' 'UTC-5 2024-03-05' '2024-03-05 utc - 2 days'; do
  echo "$s $(date -u -d "$s" '+%F %T' 2>&1)"
done

#### cp/mv -b, --backup=CONTROL, -S (were accepted and ignored)
touch f; cp -bv f g; cp -bv f g; ls; cp --backup=numbered -v f g; cp --backup=t f g; ls
cp --backup=existing f g; ls; cp -S .bak f h; cp -S .bak f h; ls
cp --backup=bogus f g; echo $?; mv -bv f g; ls
touch f; VERSION_CONTROL=numbered cp -b f h; ls; cp --backup=none f h; ls; cp -b f f; echo $?
VERSION_CONTROL=bad cp -b f g; echo $?; SIMPLE_BACKUP_SUFFIX=.old cp -b f g; ls
mkdir d; cp -rb d e; cp -rb d e; ls -d e*
cp -nb f g; echo $?; mv -nb f g; echo $?

#### ln -b/--backup/-S (were accepted and ignored)
touch a b; ln -bv a b; ls; ln -sbv a b; ls; ln -s --backup=numbered a b; ls
ln -b a a; echo $?; ln -nb a b; echo $?; ls
mkdir d; touch d/a; ln -sbv ../a d/; ls d; cd d; ln -sb ../a; ls; ln -sv -S .k ../a; ls

#### touch -h: a symlink's own times (lutimes), a dangling one too; its target's stay
touch -d '2020-01-02 03:04' a; ln -s a l; touch -h -d '2021-05-06 07:08' l
ls -l --time-style=+%F a l | cut -d' ' -f6-
ln -s nowhere dang; touch -h -d '2019-01-01' dang; ls -l --time-style=+%F dang | cut -d' ' -f6-
touch -h -d '2022-01-01' nosuch; echo $?
touch x; ln -s x y; touch -h -m -d '2000-01-01' y; stat -c '%y' y | cut -c1-10
