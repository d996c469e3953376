"""Tests of ``csplit``: expected outputs recorded from GNU coreutils 9.1 csplit.

Each case seeds a few files, runs a csplit command line, then prints its status and every
output file (name in brackets, then contents).
"""

from __future__ import annotations

import pytest

from agentsh import Bash

SETUP = "printf '1\\n2\\n3\\n4\\n5\\n6\\n7\\n8\\n9\\n10\\n' > s10; printf 'a\\nb\\na\\nc\\na' > nonl; : > empty; printf 'x\\n\\nfoo bar\\n\\nbaz\\nfoo\\n' > t;"
TAIL = '; echo rc=$?; for f in $(ls | sort); do case $f in s10|nonl|empty|t) ;; *) echo "[$f]"; cat "$f";; esac; done'

CASES: list[tuple[str, str, str]] = [
    ("csplit s10 /3/+2 /5/", "8\n13\nrc=1\n", "csplit: ‘/5/’: match not found\n"),
    ("csplit s10 5 /x/", "8\n13\nrc=1\n", "csplit: ‘/x/’: match not found\n"),
    (
        "csplit s10 5 /7/",
        "8\n4\n9\nrc=0\n[xx00]\n1\n2\n3\n4\n[xx01]\n5\n6\n[xx02]\n7\n8\n9\n10\n",
        "",
    ),
    (
        "csplit --suppress-matched s10 /3/ /6/",
        "4\n4\n9\nrc=0\n[xx00]\n1\n2\n[xx01]\n4\n5\n[xx02]\n7\n8\n9\n10\n",
        "",
    ),
    (
        "csplit --suppress-matched s10 3 6",
        "4\n4\n9\nrc=0\n[xx00]\n1\n2\n[xx01]\n4\n5\n[xx02]\n7\n8\n9\n10\n",
        "",
    ),
    ("csplit s10 /nomatch/", "21\nrc=1\n", "csplit: ‘/nomatch/’: match not found\n"),
    (
        "csplit -k s10 /2/ /nomatch/",
        "2\n19\nrc=1\n[xx00]\n1\n[xx01]\n2\n3\n4\n5\n6\n7\n8\n9\n10\n",
        "csplit: ‘/nomatch/’: match not found\n",
    ),
    (
        "csplit s10 '/1/' '{*}'",
        "0\n18\n3\nrc=0\n[xx00]\n[xx01]\n1\n2\n3\n4\n5\n6\n7\n8\n9\n[xx02]\n10\n",
        "",
    ),
    (
        "csplit s10 3 '{*}'",
        "4\n6\n6\n5\nrc=1\n",
        "csplit: ‘3’: line number out of range on repetition 3\n",
    ),
    (
        "csplit s10 3 '{2}'",
        "4\n6\n6\n5\nrc=0\n[xx00]\n1\n2\n[xx01]\n3\n4\n5\n[xx02]\n6\n7\n8\n[xx03]\n9\n10\n",
        "",
    ),
    ("csplit s10 11", "21\nrc=1\n", "csplit: ‘11’: line number out of range\n"),
    ("csplit s10 0", "rc=1\n", "csplit: 0: line number must be greater than zero\n"),
    (
        "csplit s10 5 3",
        "rc=1\n",
        "csplit: line number ‘3’ is smaller than preceding line number, 5\n",
    ),
    (
        "csplit s10 5 5",
        "8\n0\n13\nrc=0\n[xx00]\n1\n2\n3\n4\n[xx01]\n[xx02]\n5\n6\n7\n8\n9\n10\n",
        "csplit: warning: line number ‘5’ is the same as preceding line number\n",
    ),
    ("csplit", "rc=1\n", "csplit: missing operand\nTry 'csplit --help' for more information.\n"),
    (
        "csplit s10",
        "rc=1\n",
        "csplit: missing operand after ‘s10’\nTry 'csplit --help' for more information.\n",
    ),
    (
        "csplit nofile 3",
        "rc=1\n",
        "csplit: cannot open 'nofile' for reading: No such file or directory\n",
    ),
    ("csplit s10 abc", "rc=1\n", "csplit: ‘abc’: invalid pattern\n"),
    ("csplit s10 /abc", "rc=1\n", "csplit: /abc: closing delimiter '/' missing\n"),
    ("csplit s10 '/abc/x'", "rc=1\n", "csplit: ‘/abc/x’: integer expected after delimiter\n"),
    ("csplit s10 '{2}'", "rc=1\n", "csplit: ‘{2}’: invalid pattern\n"),
    ("csplit s10 /2/ '{x}'", "rc=1\n", "csplit: ‘{x’}: integer required between '{' and '}'\n"),
    ("csplit s10 /2/ '{2'", "rc=1\n", "csplit: ‘{2’: '}' is required in repeat count\n"),
    (
        "csplit s10 '/[/'",
        "rc=1\n",
        "csplit: ‘/[/’: invalid regular expression: Invalid regular expression\n",
    ),
    ("csplit s10 /5/-7", "0\nrc=1\n", "csplit: ‘/5/-7’: line number out of range\n"),
    ("csplit s10 %3% /5/", "4\n13\nrc=0\n[xx00]\n3\n4\n[xx01]\n5\n6\n7\n8\n9\n10\n", ""),
    ("csplit s10 %3%-1 '{1}'", "rc=1\n", "csplit: ‘%3%-1’: match not found on repetition 1\n"),
    (
        "csplit nonl /a/ '{*}'",
        "0\n4\n4\n1\nrc=0\n[xx00]\n[xx01]\na\nb\n[xx02]\na\nc\n[xx03]\na",
        "",
    ),
    ("csplit -z nonl /a/ '{*}'", "4\n4\n1\nrc=0\n[xx00]\na\nb\n[xx01]\na\nc\n[xx02]\na", ""),
    ("csplit --suppress-matched -z nonl /a/ '{*}'", "2\n2\nrc=0\n[xx00]\nb\n[xx01]\nc\n", ""),
    (
        "csplit -f pp -n 3 s10 5",
        "8\n13\nrc=0\n[pp000]\n1\n2\n3\n4\n[pp001]\n5\n6\n7\n8\n9\n10\n",
        "",
    ),
    (
        "csplit -b '%03x.txt' s10 5",
        "8\n13\nrc=0\n[xx000.txt]\n1\n2\n3\n4\n[xx001.txt]\n5\n6\n7\n8\n9\n10\n",
        "",
    ),
    (
        "csplit -b 'x%d' -n 5 s10 5",
        "8\n13\nrc=0\n[xxx0]\n1\n2\n3\n4\n[xxx1]\n5\n6\n7\n8\n9\n10\n",
        "",
    ),
    ("csplit -b 'x' s10 5", "rc=1\n", "csplit: missing % conversion specification in suffix\n"),
    (
        "csplit -b '%d%d' s10 5",
        "rc=1\n",
        "csplit: too many % conversion specifications in suffix\n",
    ),
    ("csplit -b '%s' s10 5", "rc=1\n", "csplit: invalid conversion specifier in suffix: s\n"),
    ("csplit -b '%#o' s10 5", "8\n13\nrc=0\n[xx0]\n1\n2\n3\n4\n[xx01]\n5\n6\n7\n8\n9\n10\n", ""),
    ("csplit -b '%%%d' s10 5", "8\n13\nrc=0\n[xx%0]\n1\n2\n3\n4\n[xx%1]\n5\n6\n7\n8\n9\n10\n", ""),
    ("csplit -b '%#x' s10 5", "8\n13\nrc=0\n[xx0]\n1\n2\n3\n4\n[xx0x1]\n5\n6\n7\n8\n9\n10\n", ""),
    ("csplit -b '%#d' s10 5", "rc=1\n", "csplit: invalid flags in conversion specification: %#d\n"),
    ('csplit -b "%\'d" s10 5', "8\n13\nrc=0\n[xx0]\n1\n2\n3\n4\n[xx1]\n5\n6\n7\n8\n9\n10\n", ""),
    ('csplit -b "%" s10 5', "rc=1\n", "csplit: missing conversion specifier in suffix\n"),
    ("csplit -n x s10 5", "rc=1\n", "csplit: invalid number: ‘x’\n"),
    ("csplit -n 0 s10 5", "8\n13\nrc=0\n[xx0]\n1\n2\n3\n4\n[xx1]\n5\n6\n7\n8\n9\n10\n", ""),
    ("csplit -q s10 5", "rc=0\n[xx00]\n1\n2\n3\n4\n[xx01]\n5\n6\n7\n8\n9\n10\n", ""),
    (
        "csplit --bogus s10 5",
        "rc=1\n",
        "csplit: unrecognized option '--bogus'\nTry 'csplit --help' for more information.\n",
    ),
    ("csplit s10 /5/+20", "21\nrc=1\n", "csplit: ‘/5/+20’: line number out of range\n"),
    (
        "csplit s10 /5/-0 /6/+0",
        "8\n2\n11\nrc=0\n[xx00]\n1\n2\n3\n4\n[xx01]\n5\n[xx02]\n6\n7\n8\n9\n10\n",
        "",
    ),
    ("csplit empty 1", "rc=1\n[xx00]\n", "csplit: input disappeared\n"),
    ("csplit empty /x/ '{*}'", "0\nrc=0\n[xx00]\n", ""),
    (
        "csplit s10 /5/+6 12",
        "21\nrc=1\n[xx00]\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n[xx01]\n",
        "csplit: input disappeared\n",
    ),
    ("csplit s10 '%5%' '{*}'", "rc=0\n", ""),
    (
        "csplit s10 '/5/' '{ 2}'",
        "8\n13\nrc=1\n",
        "csplit: ‘/5/’: match not found on repetition 1\n",
    ),
    ("csplit s10 '/5/' '{-1}'", "rc=1\n", "csplit: ‘{-1’}: integer required between '{' and '}'\n"),
    ("csplit s10 '/5/ 2'", "12\n9\nrc=0\n[xx00]\n1\n2\n3\n4\n5\n6\n[xx01]\n7\n8\n9\n10\n", ""),
    ("csplit s10 '+3'", "4\n17\nrc=0\n[xx00]\n1\n2\n[xx01]\n3\n4\n5\n6\n7\n8\n9\n10\n", ""),
    (
        "csplit s10 '/\\(/'",
        "rc=1\n",
        "csplit: ‘/\\\\(/’: invalid regular expression: Unmatched ( or \\(\n",
    ),
    ("csplit s10 '/*1/'", "21\nrc=1\n", "csplit: ‘/*1/’: match not found\n"),
    ("csplit -f nodir/x s10 3", "rc=1\n", "csplit: nodir/x00: No such file or directory\n"),
    ("csplit - 3 < s10", "4\n17\nrc=0\n[xx00]\n1\n2\n[xx01]\n3\n4\n5\n6\n7\n8\n9\n10\n", ""),
    (
        "csplit s10 /1/ '{*}' /2/",
        "0\n18\n3\nrc=0\n[xx00]\n[xx01]\n1\n2\n3\n4\n5\n6\n7\n8\n9\n[xx02]\n10\n",
        "",
    ),
    ("csplit s10 '/5/' '{2}' '{3}'", "rc=1\n", "csplit: ‘{3}’: invalid pattern\n"),
    (
        "csplit --prefix=out- --digits=1 --quiet s10 5",
        "rc=0\n[out-0]\n1\n2\n3\n4\n[out-1]\n5\n6\n7\n8\n9\n10\n",
        "",
    ),
    (
        "csplit -b '%05.3X' s10 5 2>&1 | head -3",
        "8\n13\nrc=0\n[xx]\n[000]\n[xx]\n[001]\n",
        "cat: xx: No such file or directory\ncat: 000: No such file or directory\ncat: xx: No such file or directory\ncat: 001: No such file or directory\n",
    ),
    (
        "csplit t '/^$/' '{*}'",
        "2\n9\n9\nrc=0\n[xx00]\nx\n[xx01]\n\nfoo bar\n[xx02]\n\nbaz\nfoo\n",
        "",
    ),
    (
        "csplit --suppress-matched t '/^$/' '{*}'",
        "2\n8\n8\nrc=0\n[xx00]\nx\n[xx01]\nfoo bar\n[xx02]\nbaz\nfoo\n",
        "",
    ),
    (
        "csplit -z --suppress-matched t '/^$/' '{*}'",
        "2\n8\n8\nrc=0\n[xx00]\nx\n[xx01]\nfoo bar\n[xx02]\nbaz\nfoo\n",
        "",
    ),
    ("csplit t '/foo/-1' '%baz%'", "2\n8\nrc=0\n[xx00]\nx\n[xx01]\nbaz\nfoo\n", ""),
    ("csplit s10 '/5/+7'", "21\nrc=1\n", "csplit: ‘/5/+7’: line number out of range\n"),
    ("csplit s10 '/5/-5'", "0\nrc=1\n", "csplit: ‘/5/-5’: line number out of range\n"),
    ("csplit s10 '%10%+1' /x/", "0\nrc=1\n", "csplit: ‘/x/’: match not found\n"),
    (
        "csplit -k s10 /5/+20",
        "21\nrc=1\n[xx00]\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n",
        "csplit: ‘/5/+20’: line number out of range\n",
    ),
    (
        "csplit --suppress-matched s10 11",
        "21\n0\nrc=0\n[xx00]\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n[xx01]\n",
        "",
    ),
    (
        "csplit --suppress-matched s10 /5/+1",
        "10\n9\nrc=0\n[xx00]\n1\n2\n3\n4\n5\n[xx01]\n7\n8\n9\n10\n",
        "",
    ),
    (
        "csplit --suppress-matched s10 /5/-1 /9/",
        "6\n8\n3\nrc=0\n[xx00]\n1\n2\n3\n[xx01]\n5\n6\n7\n8\n[xx02]\n10\n",
        "",
    ),
    ("csplit s10 '//'", "0\n21\nrc=0\n[xx00]\n[xx01]\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", ""),
    (
        "csplit s10 4 2",
        "rc=1\n",
        "csplit: line number ‘2’ is smaller than preceding line number, 4\n",
    ),
    (
        "csplit -s -f part. -n 1 s10 '/[357]/' '{*}'",
        "rc=0\n[part.0]\n1\n2\n[part.1]\n3\n4\n[part.2]\n5\n6\n[part.3]\n7\n8\n9\n10\n",
        "",
    ),
]


@pytest.mark.parametrize(("script", "stdout", "stderr"), CASES, ids=[c[0] for c in CASES])
def test_csplit(script: str, stdout: str, stderr: str) -> None:
    result = Bash().run(SETUP + script + TAIL)
    assert (result.stdout, result.stderr) == (stdout, stderr)


def test_csplit_stdin_and_large_input() -> None:
    data = "".join(f"line {i}\n" for i in range(1, 20001))
    result = Bash(files={"/home/user/big": data}).run(
        "cd /home/user && csplit -s big '/0000$/' '{*}' && ls xx* | wc -l && cat xx01 | head -2"
    )
    assert result.stdout == "3\nline 10000\nline 10001\n"
    result = Bash().run("printf 'a\\nb\\nc\\n' | csplit - 2 && cat xx01")
    assert result.stdout == "2\n4\nb\nc\n"


@pytest.mark.parametrize("name", ["usleep", "fsync"])
def test_busybox_applet_help(name: str) -> None:
    # No fsync/usleep binary on the reference machine: busybox's applet usage (on stderr).
    result = Bash().run(f"{name} --help")
    assert result.exit_code == 0 and result.stdout == ""
    assert result.stderr.startswith("BusyBox v1.35.0 (Debian 1:1.35.0-4+deb12u1+b1)")
    assert f"Usage: {name} " in result.stderr
