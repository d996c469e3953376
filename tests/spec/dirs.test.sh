# cd, pwd, pushd/popd/dirs, CDPATH, OLDPWD.

#### cd and pwd
mkdir -p a/b
cd a/b
pwd
echo $PWD

#### cd dash
mkdir x y
cd x
cd ../y
cd -
pwd

#### OLDPWD
mkdir d
cd d
echo $OLDPWD

#### cd dash without OLDPWD
unset OLDPWD
cd -
echo "status $?"

#### cd to missing
cd nosuch
echo "status $?"

#### cd to file
touch f
cd f
echo "status $?"

#### cd too many args
mkdir a b
cd a b
echo "status $?"

#### cd home
mkdir sub
cd sub
cd
pwd

#### cd with HOME unset
unset HOME
cd
echo "status $?"

#### CDPATH
mkdir -p base/target
CDPATH=./base
cd target
pwd

#### cd dotdot logical
mkdir -p p/q
cd p/q/..
pwd

#### pwd -P with symlink
mkdir real
ln -s real link 2>/dev/null || exit 0
cd link
pwd
pwd -P
pwd -L

#### cd -P symlink
mkdir real
ln -s real link 2>/dev/null || exit 0
cd -P link
pwd

#### pushd popd
mkdir a b
pushd a > /dev/null
pushd ../b
dirs
popd
dirs
popd > /dev/null
pwd

#### pushd no other dir
pushd
echo "status $?"

#### popd empty stack
popd
echo "status $?"

#### dirs -v and -p
mkdir a
pushd a > /dev/null
dirs -v
dirs -p
dirs -c
dirs

#### pushd swap
mkdir a
pushd a >/dev/null
pushd >/dev/null
pwd

#### pushd +n rotation
mkdir a b c
pushd a >/dev/null; pushd ../b >/dev/null; pushd ../c >/dev/null
dirs
pushd +2 >/dev/null
dirs

#### popd +n
mkdir a b
pushd a >/dev/null; pushd ../b >/dev/null
popd +1 >/dev/null
dirs

#### DIRSTACK array
mkdir a
pushd a >/dev/null
echo ${#DIRSTACK[@]}
echo ${DIRSTACK[1]}

#### cd empty string
cd ""
echo "status $?"
pwd

#### cd trailing slash
mkdir d
cd d/
pwd

#### PWD after cd with double slash
mkdir d
cd ./d//
pwd

#### cd root and back
cd /
pwd
cd - >/dev/null
pwd

#### pushd nonexistent
pushd nosuch
echo "status $?"

#### cd -L default keeps symlink name
mkdir r
ln -s r l 2>/dev/null || exit 0
cd l/..
pwd

#### cd with relative dotdot beyond root
cd /
cd ../..
pwd

#### cd into dir with spaces
mkdir "my dir"
cd "my dir"
pwd

#### dirs after cd changes top
mkdir a b
pushd a >/dev/null
cd ../b
dirs

#### cd with an empty HOME or OLDPWD does nothing; unset ones are errors
mkdir sub; cd sub
HOME=; cd; echo $? ${PWD##*/}
OLDPWD=; cd -; echo "rc $? ${PWD##*/}"
unset HOME OLDPWD; cd; echo $?; cd -; echo $?

#### dirs +N and -N show one entry; an empty stack and a bad index are errors
dirs +0; dirs +1; echo $?; dirs -1; echo $?; dirs -0
mkdir a b; pushd a >/dev/null; pushd ../b >/dev/null
dirs -v | sed "s|$HOME|H|"; dirs +1 | sed "s|$HOME|H|"; dirs -0 | sed "s|$HOME|H|"
dirs -v +1 | sed "s|$HOME|H|"; dirs -p -1 | sed "s|$HOME|H|"; dirs -l +2 | sed "s|$HOME|H|"
dirs +3; echo $?; dirs -5; echo $?; dirs +1 +2 | sed "s|$HOME|H|"

#### dirs reads each option as a word of its own
dirs -x; echo $?; dirs foo; echo $?; dirs +x; echo $?; dirs -lv; echo $?
dirs +; echo $?; dirs -; echo $?; dirs -- +0 | sed "s|$HOME|H|"; echo $?
pushd / >/dev/null; dirs -c -v; echo $?; dirs | sed "s|$HOME|H|"
