# Version orders: sort -V and ls -v follow gnulib's filevercmp (suffixes cut first, even
# a dot name's whole name; '~' before the end of a text run, which is before letters, which
# are before other bytes; digit runs as numbers), tree -v follows glibc's strverscmp (runs
# of digits with leading zeros compare as fractional parts).

#### sort -V tilde, end of name, letters, others
printf '%s\n' a a~ a. a_ aa a1 a~1 'a b' a- A ~ '~~' _ | sort -V

#### sort -V leading zeros and long digit runs
printf '%s\n' a001 a01 a1 a010 a10 a2 a0 a 100000000000000000000000000009 99999999999999999999999999999 007 7 | sort -V

#### sort -V suffixes are compared after the names without them
printf '%s\n' foo.tar.gz foo.tar foo-1.2.tar.gz foo-1.10.tar.gz foo-1.2.zip foo-1.2 foo.1 foo1.c foo10.c foo2.c | sort -V

#### sort -V dot names, dot and dot-dot, empty line
printf '%s\n' .b .a1 .12 .Z1 . .. '' x .~ ..a .1.a | sort -V

#### sort -V reversed, unique, as a key
printf '%s\n' v1.10 v1.9 v1.009 v1.9 v2 v1.10a | sort -Vr
printf '%s\n' v1.10 v1.9 v1.009 v1.9 v2 | sort -Vu
printf '%s\n' 'b 1.10' 'a 1.9' 'c 1.2~rc1' 'd 1.2' | sort -k2V

#### sort -V bytes past ASCII
printf '%s\n' 'a\303\251' ab a1 'a\303\2511' a~ | sort -V | od -c | head -5

#### ls -v and ls -va
mkdir d && cd d && touch a1 a01 a001 a10 a010 a2 'a~' a.b a_ 'b~1' b1 b .Zb .a~1 .0b x.tar.gz x.tar x-1.10 x-1.9
ls -v; echo --; ls -va; echo --; ls -vr

#### tree -v: strverscmp
mkdir d && cd d && touch a1 a01 a001 a10 a010 a2 'a~' a.b a_ 'b~1' b1 b x-1.10 x-1.9 x-1.09
tree -v --noreport; tree -vr --noreport
