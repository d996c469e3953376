# grep (GNU grep 3.8) spec cases that the text commands files do not cover.

#### -i with -x and -w: whole lines and words, case folded
printf 'b\nab\nB\nb c\nB-x\n' > gf
grep -ix b gf; grep -i -x b gf; grep -ixn b gf; grep -ixv b gf
grep -iw b gf; grep -iwc b gf; grep -iwo b gf
grep -ixF b gf; grep -iwF b gf; grep -ixE 'b|ab' gf
grep -i b -x gf nosuch; echo "rc=$?"
