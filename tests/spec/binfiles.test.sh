# The commands' files: /usr/bin holds a file for each command (and /bin is a link to it, as on
# Debian and Ubuntu), so the tests agents write to see whether a tool is there answer as on a
# real system; a file of the same name earlier on PATH is the one that runs.

#### [ -x "$(command -v tool)" ] sees the commands' files
[ -x "$(command -v jq)" ] && echo have jq
[ -x "$(command -v nosuchtool)" ] || echo no nosuchtool
if command -v sed >/dev/null 2>&1; then echo have sed; fi
test -f /bin/sh && echo sh is a file
[[ -x /usr/bin/env && -f /usr/bin/grep ]] && echo env and grep
[ -e /usr/bin/nosuchtool ] || echo none

#### /bin is a link to usr/bin
ls -ld /bin | cut -c1; readlink /bin; cd /bin && pwd && pwd -P
[ -d /bin ] && echo dir; [ -L /bin ] && echo link
[ /bin/ls -ef /usr/bin/ls ] && echo same file

#### a command run by its path, and a copy of its file
/usr/bin/printf '%s\n' a; /bin/echo hi; /usr/bin/env printf '%s\n' b
cp /usr/bin/cat ./mycat; echo data > f; ./mycat f
/usr/bin/nosuch; echo $?
/usr/local/bin/ls; echo $?

#### a file earlier on PATH runs instead of the command
mkdir -p bin; printf '#!/bin/bash\necho "my grep: $*"\n' > bin/grep; chmod +x bin/grep
PATH=$PWD/bin:$PATH
type grep | sed "s|$PWD|.|"
type -a grep | sed "s|$PWD|.|"
command -v grep | sed "s|$PWD|.|"
which -a grep | sed "s|$PWD|.|"
grep a b
hash | sed "s|$PWD|.|"
echo x | env grep y

#### PATH with a trailing slash and repeated directories
PATH=/usr/bin/; type ls; ls >/dev/null; hash
PATH=/usr/bin:/bin:/usr/bin; type -a cat; type -P cat
