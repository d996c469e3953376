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
