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
