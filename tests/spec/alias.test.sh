# Aliases.

#### alias not expanded in non interactive by default
alias hi='echo hello'
hi
echo "status $?"

#### alias with expand_aliases
shopt -s expand_aliases
alias hi='echo hello'
hi world

#### alias listing
alias a1='echo one' a2='ls -l'
alias
alias a1

#### alias not found
alias nosuch
echo "status $?"

#### unalias
shopt -s expand_aliases
alias x='echo x'
unalias x
x
echo "status $?"

#### unalias -a
alias a=b c=d
unalias -a
alias
echo "status $?"

#### unalias missing
unalias nosuch
echo "status $?"

#### alias trailing space chains
shopt -s expand_aliases
alias run='echo '
alias thing='expanded'
run thing

#### alias defined on same line not used
shopt -s expand_aliases
alias same='echo same'; same
same

#### alias recursive guard
shopt -s expand_aliases
alias echo='echo prefixed'
echo x

#### alias with pipe
shopt -s expand_aliases
alias up='tr a-z A-Z'
echo abc | up

#### alias with semicolon
shopt -s expand_aliases
alias two='echo one; echo two'
two

#### alias quoted name not expanded
shopt -s expand_aliases
alias hi='echo alias'
'hi' 2>/dev/null
echo "status $?"
\hi 2>/dev/null
echo "status $?"

#### alias in function defined after
shopt -s expand_aliases
alias greet='echo hey'
f() { greet; }
f

#### alias -p
alias z='echo z'
alias -p

#### alias with special chars in value
alias q="echo 'single' \"double\""
alias q

#### alias invalid name
alias 'a b=x'
echo "status $?"

#### type alias
shopt -s expand_aliases
alias ll='ls -l'
type ll
type -t ll

#### alias in multiline
## known-diff: agentsh expands an alias into a simple command only: an alias whose text is a keyword or a brace (if, {, }) is not read as one
shopt -s expand_aliases
alias begin='{'
alias finish='}'
begin
echo inside
finish

#### alias keyword expansion
## known-diff: agentsh expands an alias into a simple command only: an alias whose text is a keyword or a brace (if, {, }) is not read as one
shopt -s expand_aliases
alias myif='if'
myif true; then echo kw; fi
