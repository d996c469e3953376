# GNU argmatch (option words, whole or by an unambiguous prefix) and quoteaf in messages

#### sort and wc quote file names with quoteaf
sort --files0-from=- "a'b" </dev/null; echo $?
sort -c a $'b\nc'; echo $?
sort -c a 'b c'; echo $?
wc --files0-from=$'a\tb'; echo $?
wc --files0-from=$'a\nb'; echo $?
wc --files0-from="a'b"; echo $?
wc --files0-from=$'a\xffb'; echo $?
wc --files0-from='a b'; echo $?

#### sort --parallel and --batch-size quote the word plainly
sort --parallel="a'b"; echo $?
sort --parallel=$'a\tb'; echo $?
sort --batch-size="a b"; echo $?
sort --batch-size="x'y"; echo $?

#### argmatch date --iso-8601: invalid, ambiguous, prefix, whole and empty words
date -d @0 -u --iso-8601=x; echo $?
date -d @0 -u --iso-8601=; echo $?
date -d @0 -u --iso-8601=h; echo $?
date -d @0 -u --iso-8601=hours; echo $?
date -d @0 -u --iso-8601=m; echo $?
date -d @0 -u --iso-8601=ns; echo $?

#### argmatch date --rfc-3339: invalid, ambiguous, prefix, whole and empty words
date -d @0 -u --rfc-3339=x; echo $?
date -d @0 -u --rfc-3339=; echo $?
date -d @0 -u --rfc-3339=d; echo $?
date -d @0 -u --rfc-3339=date; echo $?
date -d @0 -u --rfc-3339=s; echo $?
date -d @0 -u --rfc-3339=n; echo $?

#### argmatch numfmt --from: invalid, ambiguous, prefix, whole and empty words
echo 1000 | numfmt --from=x; echo $?
echo 1000 | numfmt --from=; echo $?
echo 1000 | numfmt --from=iec; echo $?
echo 1000 | numfmt --from=iec-; echo $?
echo 1000 | numfmt --from=au; echo $?
echo 1000 | numfmt --from=i; echo $?

#### argmatch numfmt --to: invalid, ambiguous, prefix, whole and empty words
echo 1000 | numfmt --to=x; echo $?
echo 1000 | numfmt --to=; echo $?
echo 1000 | numfmt --to=iec; echo $?
echo 1000 | numfmt --to=s; echo $?
echo 1000 | numfmt --to=iec-; echo $?

#### argmatch numfmt --round: invalid, ambiguous, prefix, whole and empty words
echo 1.5 | numfmt --round=x; echo $?
echo 1.5 | numfmt --round=; echo $?
echo 1.5 | numfmt --round=up; echo $?
echo 1.5 | numfmt --round=to; echo $?
echo 1.5 | numfmt --round=n; echo $?
echo 1.5 | numfmt --round=from-zero; echo $?

#### argmatch numfmt --invalid: invalid, ambiguous, prefix, whole and empty words
echo a | numfmt --invalid=x; echo $?
echo a | numfmt --invalid=; echo $?
echo a | numfmt --invalid=warn; echo $?
echo a | numfmt --invalid=w; echo $?
echo a | numfmt --invalid=i; echo $?

#### argmatch uniq --all-repeated: invalid, ambiguous, prefix, whole and empty words
printf 'a\na\nb\n' | uniq --all-repeated=x; echo $?
printf 'a\na\nb\n' | uniq --all-repeated=; echo $?
printf 'a\na\nb\n' | uniq --all-repeated=sep; echo $?
printf 'a\na\nb\n' | uniq --all-repeated=none; echo $?
printf 'a\na\nb\n' | uniq --all-repeated=p; echo $?

#### argmatch uniq --group: invalid, ambiguous, prefix, whole and empty words
printf 'a\na\nb\n' | uniq --group=x; echo $?
printf 'a\na\nb\n' | uniq --group=; echo $?
printf 'a\na\nb\n' | uniq --group=b; echo $?
printf 'a\na\nb\n' | uniq --group=append; echo $?
printf 'a\na\nb\n' | uniq --group=p; echo $?

#### argmatch sort --sort: invalid, ambiguous, prefix, whole and empty words
printf '2\n10\n' | sort --sort=x; echo $?
printf '2\n10\n' | sort --sort=; echo $?
printf '2\n10\n' | sort --sort=n; echo $?
printf '2\n10\n' | sort --sort=h; echo $?
printf '2\n10\n' | sort --sort=numeric; echo $?
printf '2\n10\n' | sort --sort=g; echo $?
printf '2\n10\n' | sort --sort=mon; echo $?
printf '2\n10\n' | sort --sort=v; echo $?

#### argmatch sort --check: invalid, ambiguous, prefix, whole and empty words
printf '2\n10\n' | sort --check=x; echo $?
printf '2\n10\n' | sort --check=; echo $?
printf '2\n10\n' | sort --check=q; echo $?
printf '2\n10\n' | sort --check=s; echo $?
printf '2\n10\n' | sort --check=silent; echo $?
printf '2\n10\n' | sort --check=d; echo $?

#### argmatch tail --follow: invalid, ambiguous, prefix, whole and empty words
tail --follow=x; echo $?
tail --follow=; echo $?

#### argmatch cksum -a: invalid, ambiguous, prefix, whole and empty words
echo a | cksum -a x; echo $?
echo a | cksum -a ; echo $?
echo a | cksum -a md5; echo $?
echo a | cksum -a sha; echo $?
echo a | cksum -a sha2; echo $?
echo a | cksum -a sha25; echo $?
echo a | cksum -a b; echo $?
echo a | cksum -a crc; echo $?
echo a | cksum -a s; echo $?

#### argmatch cp --backup: invalid, ambiguous, prefix, whole and empty words
echo a > f; cp --backup=x f g; echo $?; ls; rm -f g*
echo a > f; cp --backup= f g; echo $?; ls; rm -f g*
echo a > f; cp --backup=t f g; echo $?; ls; rm -f g*
echo a > f; cp --backup=nu f g; echo $?; ls; rm -f g*
echo a > f; cp --backup=n f g; echo $?; ls; rm -f g*
echo a > f; cp --backup=ne f g; echo $?; ls; rm -f g*
echo a > f; cp --backup=existing f g; echo $?; ls; rm -f g*
echo a > f; cp --backup=s f g; echo $?; ls; rm -f g*

#### argmatch VERSION_CONTROL: invalid, ambiguous, prefix, whole and empty words
echo a > f; VERSION_CONTROL=x cp -b f g; echo $?
echo a > f; VERSION_CONTROL=nu cp -b f g; echo $?

#### argmatch ln --backup: invalid, ambiguous, prefix, whole and empty words
echo a > f; ln --backup=x f g; echo $?
echo a > f; ln --backup= f g; echo $?

#### argmatch du --time: invalid, ambiguous, prefix, whole and empty words
echo a > f; du --time=x f >/dev/null; echo $?
echo a > f; du --time= f >/dev/null; echo $?
echo a > f; du --time=a f >/dev/null; echo $?
echo a > f; du --time=acc f >/dev/null; echo $?
echo a > f; du --time=status f >/dev/null; echo $?
echo a > f; du --time=c f >/dev/null; echo $?
echo a > f; du --time=s f >/dev/null; echo $?

#### argmatch du --time-style: invalid, ambiguous, prefix, whole and empty words
echo a > f; du --time --time-style=x f | cut -f1; echo $?
echo a > f; du --time --time-style= f | cut -f1; echo $?
echo a > f; du --time --time-style=iso f | cut -f1; echo $?
echo a > f; du --time --time-style=long f | cut -f1; echo $?
echo a > f; du --time --time-style=full-iso f | cut -f1; echo $?
echo a > f; du --time --time-style=+%Y f | cut -f1; echo $?

#### argmatch grep -d: invalid, ambiguous, prefix, whole and empty words
echo a > f; grep -d x a f; echo $?
echo a > f; grep -d  a f; echo $?
echo a > f; grep -d r a f; echo $?
echo a > f; grep -d read a f; echo $?
echo a > f; grep -d s a f; echo $?
echo a > f; grep -d re a f; echo $?

#### argmatch grep -D: invalid, ambiguous, prefix, whole and empty words
echo a > f; grep -D x a f; echo $?
echo a > f; grep -D  a f; echo $?
echo a > f; grep -D r a f; echo $?
echo a > f; grep -D skip a f; echo $?
echo a > f; grep -D s a f; echo $?

#### argmatch ls --time: invalid, ambiguous, prefix, whole and empty words
touch f; ls --time=x f; echo $?
touch f; ls --time= f; echo $?
touch f; ls --time=a f; echo $?
touch f; ls --time=ctime f; echo $?
touch f; ls --time=s f; echo $?
touch f; ls --time=u f; echo $?
touch f; ls --time=c f; echo $?

#### argmatch ls --format: invalid, ambiguous, prefix, whole and empty words
touch f; ls --format=x f; echo $?
touch f; ls --format= f; echo $?
touch f; ls --format=v f; echo $?
touch f; ls --format=commas f; echo $?
touch f; ls --format=c f; echo $?
touch f; ls --format=s f; echo $?
touch f; ls --format=h f; echo $?

#### argmatch ls --sort: invalid, ambiguous, prefix, whole and empty words
touch f; ls --sort=x f; echo $?
touch f; ls --sort= f; echo $?
touch f; ls --sort=n f; echo $?
touch f; ls --sort=size f; echo $?
touch f; ls --sort=t f; echo $?
touch f; ls --sort=v f; echo $?
touch f; ls --sort=w f; echo $?

#### argmatch ls --indicator-style: invalid, ambiguous, prefix, whole and empty words
touch f; ls --indicator-style=x f; echo $?
touch f; ls --indicator-style= f; echo $?
touch f; ls --indicator-style=n f; echo $?
touch f; ls --indicator-style=slash f; echo $?
touch f; ls --indicator-style=s f; echo $?
touch f; ls --indicator-style=c f; echo $?
touch f; ls --indicator-style=f f; echo $?

#### argmatch ls --quoting-style: invalid, ambiguous, prefix, whole and empty words
touch f; ls --quoting-style=x f; echo $?
touch f; ls --quoting-style= f; echo $?
touch f; ls --quoting-style=c f; echo $?
touch f; ls --quoting-style=lit f; echo $?
touch f; ls --quoting-style=shell f; echo $?
touch f; ls --quoting-style=shell-e f; echo $?
touch f; ls --quoting-style=e f; echo $?
touch f; ls --quoting-style=l f; echo $?

#### argmatch ls --color: invalid, ambiguous, prefix, whole and empty words
touch f; ls --color=x f; echo $?
touch f; ls --color= f; echo $?
touch f; ls --color=n f; echo $?
touch f; ls --color=never f; echo $?
touch f; ls --color=a f; echo $?
touch f; ls --color=no f; echo $?
touch f; ls --color=auto f; echo $?
touch f; ls --color=t f; echo $?

#### argmatch ls --time-style: invalid, ambiguous, prefix, whole and empty words
touch f; ls -l --time-style=x f >/dev/null; echo $?
touch f; ls -l --time-style= f >/dev/null; echo $?
touch f; ls -l --time-style=iso f >/dev/null; echo $?
touch f; ls -l --time-style=long f >/dev/null; echo $?
touch f; ls -l --time-style=posix-x f >/dev/null; echo $?
touch f; ls -l --time-style=lo f >/dev/null; echo $?
touch f; ls -l --time-style=f f >/dev/null; echo $?

#### argmatch od --endian: invalid, ambiguous, prefix, whole and empty words
echo a | od --endian=x; echo $?
echo a | od --endian=; echo $?
echo a | od --endian=b; echo $?
echo a | od --endian=little; echo $?
echo a | od --endian=l; echo $?

#### argmatch rm --interactive: invalid, ambiguous, prefix, whole and empty words
touch f; rm --interactive=x f; echo $?
touch f; rm --interactive= f; echo $?
touch f; rm --interactive=n f; echo $?
touch f; rm --interactive=ne f; echo $?
touch f; rm --interactive=no f; echo $?
touch f; rm --interactive=o f; echo $?
touch f; rm --interactive=a f; echo $?
touch f; rm --interactive=always f; echo $?

#### argmatch shred --remove: invalid, ambiguous, prefix, whole and empty words
touch f; shred --remove=x f; echo $?; ls
touch f; shred --remove= f; echo $?; ls
touch f; shred --remove=w f; echo $?; ls
touch f; shred --remove=wipe f; echo $?; ls
touch f; shred --remove=u f; echo $?; ls

#### argmatch touch --time: invalid, ambiguous, prefix, whole and empty words
touch f; touch --time=x f; echo $?
touch f; touch --time= f; echo $?
touch f; touch --time=a f; echo $?
touch f; touch --time=m f; echo $?
touch f; touch --time=modify f; echo $?
touch f; touch --time=u f; echo $?
touch f; touch --time=mt f; echo $?

#### argmatch patch -V: invalid, ambiguous, prefix, whole and empty words
touch f; patch -V x f </dev/null; echo $?
touch f; patch -V  f </dev/null; echo $?
touch f; patch -V t f </dev/null; echo $?
touch f; patch -V nu f </dev/null; echo $?
touch f; patch -V n f </dev/null; echo $?
touch f; patch -V ne f </dev/null; echo $?

#### quote: glibc's printable characters (soft hyphen, nbsp, zero width space) stay, others are octal
for w in $'a\u00a0b' $'a\u00adb' $'a\u200bb' $'a\u2028b' $'a\fb' $'a\vb' $'a\u0378b' $'a\u0085b' $'a\xffb' $'a\u2019b' 'a\b'; do
  touch --time="$w" f; truncate -s "$w" f; sort --sort="$w"
done 2>&1 | grep -v '^  -\|^Valid\|^Try'

#### quoteaf and ls: the same characters in file names
for w in $'a\u00a0b' $'a\u00adb' $'a\u200bb' $'a\u2028b' $'a\fb' $'a\vb' $'a\u0378b' $'a\u0085b' $'a\xffb' $'a\u2019b'; do
  touch "$w"; ls -q; ls -b; ls --quoting-style=locale; ls --quoting-style=c; ls
  rm "$w"; rm "$w"; mkdir "$w"; mkdir "$w"; rmdir "$w"; sort -c a "$w"
done 2>&1

#### argmatch cp --preserve, --no-preserve (each word of the list), --sparse, --reflink
echo a > f
for w in y '' all,x mode, ,mode l m t mode,ti,o a; do cp --preserve="$w" f g; echo "$w $?"; rm -f g; done
for w in y '' m all x,l; do cp --no-preserve="$w" f g; echo "$w $?"; rm -f g; done
for w in x '' a al au never n; do cp --sparse="$w" f g; echo "$w $?"; rm -f g; done
for w in x '' a au never n; do cp --reflink="$w" f g; echo "$w $?"; rm -f g; done

#### xargs -a quotes the file name with GNU quote
xargs -a $'a\nb' echo; echo $?
xargs -a 'a\b' echo; echo $?
xargs -a "a'b" echo; echo $?
