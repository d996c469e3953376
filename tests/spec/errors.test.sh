# Runtime and syntax errors: messages and exit statuses.

#### command not found
nosuch_command_1
echo "status $?"

#### command not found on later line
echo one
nosuch_command_2 arg
echo "status $?"

#### command not found is last status of script
nosuch_command_3

#### command not found with path
./nosuch_script.sh
echo "status $?"

#### absolute path not found
/nonexistent/bin/tool
echo "status $?"

#### exec a directory
./.
echo "status $?"

#### exec home directory
"$HOME"
echo "status $?"

#### exec non-executable file
echo 'echo hi' > script.sh
./script.sh
echo "status $?"

#### syntax error unexpected fi
echo never
if true; then
  echo x
fi
fi

#### syntax error unexpected done
echo never
done

#### syntax error unexpected then
then echo x

#### syntax error missing fi
if true; then
  echo x

#### syntax error missing done
for i in 1 2; do
  echo $i

#### syntax error missing esac
case x in
  x) echo x;;

#### syntax error missing close brace
{ echo a

#### syntax error missing close paren
( echo a

#### syntax error unexpected close paren
echo a
)

#### syntax error unexpected close brace is a command
}

#### syntax error unterminated single quote
echo 'never
echo closed

#### syntax error unterminated double quote
echo "never

#### syntax error unterminated backtick
echo `echo x

#### syntax error unterminated command substitution
echo $(echo x

#### syntax error unexpected semicolon
;

#### syntax error ampersand semicolon
echo a & ;

#### syntax error double and at start
&& echo x

#### syntax error or at end
echo x ||

#### syntax error in second line after output
echo first
echo )

#### syntax error unexpected newline after redirect
echo x >

#### syntax error redirect to nothing then command
cat <
echo after

#### syntax error case bad pattern
case x in ) echo;; esac

#### syntax error if without then
if true; echo x; fi

#### syntax error while without do
while true; echo x; done

#### syntax error else without if
else echo x

#### syntax error for bad variable
for 1x in a; do echo; done

#### syntax error function with bad body
f() echo x

#### syntax error elif after else
if true; then echo a; else echo b; elif true; then echo c; fi

#### syntax error empty then
if true; then fi

#### syntax error empty do
while false; do done

#### syntax error unclosed array
a=(1 2

#### syntax error in nested subst
x=$(if true; then echo; )

#### bad substitution
echo ${x%%%}
v=1
echo ${v;}

#### bad substitution stops only command
echo ${!}a
echo "${a b}"
echo after

#### bad substitution status
x=${foo bar}
echo "status $?"

#### unbound variable with set -u in arithmetic
set -u
echo $((undefined_n + 1))
echo after

#### division by zero stops line
echo a; echo $((1/0)); echo b
echo next line

#### error inside function reports line
f() {
  nosuch_in_func
}
f
echo "status $?"

#### error line numbers in multiline script
echo 1
echo 2

nosuch_line_4

#### error inside subst reports line
x=$(nosuch_in_subst)
echo "status $?"

#### redirect error message
echo x > /nonexistent_dir/f
echo "status $?"

#### shift error non-numeric
shift abc
echo "status $?"

#### cd error message
cd /nonexistent_q
echo "status $?"

#### not a valid identifier in for
for a-b in 1; do echo; done

#### readonly assignment in function
readonly R=1
f() { R=2; echo in-f; }
f
echo "status $?"

#### errexit with command not found
set -e
nosuch_errexit
echo never

#### exit status 126 message for dir
cd /
./
echo "status $?"

#### too many arguments in shift
set -- a b
shift 1 2
echo "status $?"

#### invalid arithmetic in for c-style
for ((i=0; i<; i++)); do echo; done

#### error in eval line numbering
eval 'nosuch_in_eval'
echo "status $?"

#### syntax error inside eval does not abort
eval 'if'
echo "status $?"

#### source missing file
source ./missing_file.sh
echo "status $?"

#### dot missing file
. missing_dot.sh
echo "status $?"

#### source a file defining function
echo 'sourced() { echo from-source; }' > lib.sh
. ./lib.sh
sourced

#### source with args
echo 'echo "args: $*"' > s.sh
source ./s.sh x y

#### exec command not found
exec nosuch_exec_cmd
echo never

#### syntax error on same line as earlier commands
echo line1
echo a; echo b; fi
echo never

#### syntax error after loop already ran
for i in 1 2; do echo $i; done
x=set
echo "x=$x" )
echo never

#### syntax error inside function body defined earlier
echo start
f() {
  echo in-f
  fi
}
f

#### bad substitution stops rest of line
echo a; echo ${x y}; echo b
echo next

#### parameter error message in subshell does not exit parent
( unset u; echo ${u:?missing} )
echo "status $?"

#### command not found in pipeline middle
echo a | nosuch_mid | cat
echo "status $?"

#### unexpected EOF inside if spanning lines after output
echo before
if true; then
  echo inside
