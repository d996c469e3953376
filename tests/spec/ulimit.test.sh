# ulimit: bash's listing and how limits are set (values set first: the defaults are the
# machine's).

#### ulimit -a names and units
ulimit -a | cut -c1-40

#### setting and reading limits
ulimit -n 50 2; echo rc=$?; ulimit -n; ulimit 100; ulimit; ulimit -f; ulimit -Sf; ulimit -Hf; ulimit -H -n

#### bad options and numbers
ulimit -n -1; echo rc=$?; ulimit -b; echo rc=$?; ulimit -n abc; echo rc=$?

#### soft limits and subshells
ulimit -n 50; ulimit -S -n 10; ulimit -n; ulimit -Hn; (ulimit -n 5; ulimit -n); ulimit -n

#### several options at once
ulimit -s 100 -n 50; ulimit -s -n

#### limits cannot go above the hard limit
ulimit -c 100; ulimit -c; ulimit -Hc 10; echo rc=$?; ulimit -Sc 10; ulimit -Hc 10; ulimit -c 20; echo rc=$?; ulimit -c

#### hard and soft as values
ulimit -n 20; ulimit -Sn 30; echo rc=$?; ulimit -Hn 10; echo rc=$?; ulimit -Sn 5; ulimit -n; ulimit -n hard; ulimit -n; ulimit -Sn 5; ulimit -Hn soft; ulimit -Hn
