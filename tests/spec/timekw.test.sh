# The time keyword, with TIMEFORMAT set so the report is deterministic: where the report
# goes (a subshell's redirections take it; a simple command's and a group's do not), and
# the status and negation of the timed pipeline.

#### the report goes to a timed subshell's redirected stderr
TIMEFORMAT=T
time (echo hi >&2) 2>f; echo ---; cat f
time (echo z) > g 2>&1; echo ---; cat g
time (echo a) 2>h | cat; echo ---; cat h

#### not to a simple command's nor a group's redirections
TIMEFORMAT=T
time echo x 2>f; echo ---; cat f
time { echo y; } 2>f; echo ---; cat f
{ time echo w; } 2>g; echo ---; cat g

#### the status, negated, and an empty TIMEFORMAT
TIMEFORMAT='%%R'; time (exit 3); echo $?; time ! (exit 1) 2>/dev/null; echo $?
TIMEFORMAT=; time true; echo done
