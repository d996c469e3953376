"""``bc`` against outputs recorded from GNU bc 1.07.1."""

from __future__ import annotations

import pytest

from agentsh import Bash

# (program on stdin, options, stdout)
CASES: list[tuple[str, str, str]] = [
    ("scale=5;1/3*3\n", "", ".99999\n"),
    ("obase=100;123456789\n", "", " 01 23 45 67 89\n"),
    ("obase=20;12345.678\n", "", " 01 10 17 05.13 11 04\n"),
    ("obase=2;-5.25\n", "", "-101.0100000\n"),
    ("scale=2;10%3.5\n", "", ".025\n"),
    ("ibase=2;1A\n", "", "3\n"),
    ("x=3;x++;x;++x\n", "", "3\n4\n5\n"),
    ("1;quit;2\n", "", ""),
    ("1-1.000\n", "", "0\n"),
    ('print "a\\tb\\q\\n"\n', "", 'a\tb"\n'),
    ("define f(n){if(n<2)return 1;return n*f(n-1)};f(20)\n", "", "2432902008176640000\n"),
    (
        "e(1);s(1);a(1)\n",
        "-l",
        "2.71828182845904523536\n.84147098480789650665\n.78539816339744830961\n",
    ),
]


@pytest.mark.parametrize(("prog", "opts", "expected"), CASES)
def test_bc(prog: str, opts: str, expected: str) -> None:
    r = Bash(files={"/tmp/p.bc": prog}).run(f"bc {opts} < /tmp/p.bc")
    assert r.stdout == expected


def test_bc_line_wrap() -> None:
    out = Bash().run("echo '2^300' | bc").stdout
    assert out.split("\n")[0].endswith("\\") and len(out.split("\n")[0]) == 69


def test_bc_errors() -> None:
    r = Bash().run("echo '1+' | bc")
    assert r.stderr == "(standard_in) 2: syntax error\n"
    r = Bash().run("echo '1/0' | bc")
    assert "Divide by zero" in r.stderr
