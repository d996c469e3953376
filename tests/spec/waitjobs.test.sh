# waitjobs: ``wait`` reports the status of background jobs (they run to their end when
# started here, so the cases use jobs that end at once). bash's own timing decides some
# things these cases avoid: pids, whether ``wait -n`` sees a job that ended already, and
# whether ``wait $!`` after a plain ``wait`` still knows it (when it ended before: at times).

#### wait $! gives the job's status
(exit 7) & wait $!; echo "st=$?"
false & wait $!; echo "st=$?"; { exit 3; } & wait $!; echo "st=$?"
f() { return 5; }; f & wait $!; echo $?
sh -c 'exit 4' & wait $!; echo $?

#### wait PID, again and again
(exit 7) & a=$!; (exit 8) & b=$!; wait $a; echo $?; wait $b; echo $?; wait $a; echo $?
(exit 7) & p=$!; sleep 0.01; wait $p; echo "st=$?"

#### wait of several: the last one's status
(exit 2) & a=$!; (exit 3) & b=$!; wait $a $b; echo $?; wait $b $a; echo $?

#### wait without operands: 0
(exit 2) & (exit 3) & wait; echo "all=$?"

#### wait -n and -p
(exit 9) & wait -n; echo $?
(exit 5) & wait -p w -n; echo "$? w-set=${w:+yes}"; wait -f $!; echo $?; wait -n; echo "n=$?"
wait; echo $?; wait -n; echo $?

#### errors
wait -x 2>&1; echo $?; wait abc; echo $?; wait -p 2>&1; echo $?
wait 12345 2>/dev/null; echo $?
(exit 6) & ( wait $! 2>/dev/null ); echo "sub=$?"

#### a background assignment does not change the shell
x=1 & wait $!; echo $? ${x-unset}

#### kill -l with signal specs 1
kill -l 9; kill -l SIGTERM; kill -l TERM; kill -l 137; kill -l 9 15 HUP; kill -L 2; kill -l -- 3; kill -l rtmin+1 2>&1

#### kill -l with signal specs 2
kill -l 99; echo rc=$?; kill -l foo; echo rc=$?; kill -l 64; kill -l 0; echo rc=$?

#### disown takes jobs out of the table
sleep 0 & disown; echo $?; disown -a; echo $?; disown %3; echo $?; disown -h; echo $?
disown 99999; echo $?; sleep 0 & disown %1; echo $?; wait $!; echo $?
disown %+; echo $?; disown -r; echo $?; disown -x; echo $?

#### job numbers stay when one is disowned
true & false & disown %1; echo $?; wait %1; echo $?; wait %2; echo $?; disown -h %1; echo $?

#### disown by pid and after wait
sleep 0 & p=$!; disown $p; echo $?; disown $p 2>/dev/null; echo $?; wait; disown; echo $?
