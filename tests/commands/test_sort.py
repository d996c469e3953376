"""``sort`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (
        ["s"],
        b"",
        b"  d 3\n-1\n1.5\n10\n1e3\n9\nB 1 z\nJan\na 10 y\nabc\nb 2 x\nc 10 a\nfeb\n",
        b"",
        0,
    ),
    (
        ["-r", "s"],
        b"",
        b"feb\nc 10 a\nb 2 x\nabc\na 10 y\nJan\nB 1 z\n9\n1e3\n10\n1.5\n-1\n  d 3\n",
        b"",
        0,
    ),
    (
        ["-n", "s"],
        b"",
        b"-1\n  d 3\nB 1 z\nJan\na 10 y\nabc\nb 2 x\nc 10 a\nfeb\n1e3\n1.5\n9\n10\n",
        b"",
        0,
    ),
    (
        ["-nr", "s"],
        b"",
        b"10\n9\n1.5\n1e3\nfeb\nc 10 a\nb 2 x\nabc\na 10 y\nJan\nB 1 z\n  d 3\n-1\n",
        b"",
        0,
    ),
    (
        ["-g", "s"],
        b"",
        b"  d 3\nB 1 z\nJan\na 10 y\nabc\nb 2 x\nc 10 a\nfeb\n-1\n1.5\n9\n10\n1e3\n",
        b"",
        0,
    ),
    (
        ["-f", "s"],
        b"",
        b"  d 3\n-1\n1.5\n10\n1e3\n9\na 10 y\nabc\nB 1 z\nb 2 x\nc 10 a\nfeb\nJan\n",
        b"",
        0,
    ),
    (
        ["-u", "s"],
        b"",
        b"  d 3\n-1\n1.5\n10\n1e3\n9\nB 1 z\nJan\na 10 y\nabc\nb 2 x\nc 10 a\nfeb\n",
        b"",
        0,
    ),
    (
        ["-uf", "s"],
        b"",
        b"  d 3\n-1\n1.5\n10\n1e3\n9\na 10 y\nabc\nB 1 z\nb 2 x\nc 10 a\nfeb\nJan\n",
        b"",
        0,
    ),
    (
        ["-k2", "s"],
        b"",
        b"-1\n1.5\n10\n1e3\n9\nJan\nabc\nfeb\nB 1 z\nc 10 a\na 10 y\nb 2 x\n  d 3\n",
        b"",
        0,
    ),
    (
        ["-k2n", "s"],
        b"",
        b"-1\n1.5\n10\n1e3\n9\nJan\nabc\nfeb\nB 1 z\nb 2 x\n  d 3\na 10 y\nc 10 a\n",
        b"",
        0,
    ),
    (
        ["-k2,2n", "s"],
        b"",
        b"-1\n1.5\n10\n1e3\n9\nJan\nabc\nfeb\nB 1 z\nb 2 x\n  d 3\na 10 y\nc 10 a\n",
        b"",
        0,
    ),
    (
        ["-k2,2n", "-k1,1", "s"],
        b"",
        b"-1\n1.5\n10\n1e3\n9\nJan\nabc\nfeb\nB 1 z\nb 2 x\n  d 3\na 10 y\nc 10 a\n",
        b"",
        0,
    ),
    (
        ["-k2,2nr", "-k1,1", "s"],
        b"",
        b"a 10 y\nc 10 a\n  d 3\nb 2 x\nB 1 z\n-1\n1.5\n10\n1e3\n9\nJan\nabc\nfeb\n",
        b"",
        0,
    ),
    (
        ["-k1.2", "s"],
        b"",
        b"9\nB 1 z\nc 10 a\na 10 y\nb 2 x\n  d 3\n1.5\n10\n-1\nJan\nabc\n1e3\nfeb\n",
        b"",
        0,
    ),
    (
        ["-k1.2,1.2", "s"],
        b"",
        b"9\n  d 3\nB 1 z\na 10 y\nb 2 x\nc 10 a\n1.5\n10\n-1\nJan\nabc\n1e3\nfeb\n",
        b"",
        0,
    ),
    (
        ["-b", "s"],
        b"",
        b"-1\n1.5\n10\n1e3\n9\nB 1 z\nJan\na 10 y\nabc\nb 2 x\nc 10 a\n  d 3\nfeb\n",
        b"",
        0,
    ),
    (
        ["-k2b", "s"],
        b"",
        b"-1\n1.5\n10\n1e3\n9\nJan\nabc\nfeb\nB 1 z\nc 10 a\na 10 y\nb 2 x\n  d 3\n",
        b"",
        0,
    ),
    (["-t:", "-k2,2", "cf"], b"", b"::\nno delim\n1:2\na:b:c\n", b"", 0),
    (
        ["-s", "-k2,2n", "s"],
        b"",
        b"10\n9\n-1\n1.5\n1e3\nJan\nfeb\nabc\nB 1 z\nb 2 x\n  d 3\na 10 y\nc 10 a\n",
        b"",
        0,
    ),
    (
        ["-M", "s"],
        b"",
        b"  d 3\n-1\n1.5\n10\n1e3\n9\nB 1 z\na 10 y\nabc\nb 2 x\nc 10 a\nJan\nfeb\n",
        b"",
        0,
    ),
    (
        ["-d", "s"],
        b"",
        b"  d 3\n-1\n10\n1.5\n1e3\n9\nB 1 z\nJan\na 10 y\nabc\nb 2 x\nc 10 a\nfeb\n",
        b"",
        0,
    ),
    (
        ["-i", "s"],
        b"",
        b"  d 3\n-1\n1.5\n10\n1e3\n9\nB 1 z\nJan\na 10 y\nabc\nb 2 x\nc 10 a\nfeb\n",
        b"",
        0,
    ),
    (["-V", "v"], b"", b".hidden\n1.2.9\n1.2.10\nfile1\nfile1.2\nfile1.9~\nfile1.10\n", b"", 0),
    (["-h", "hu"], b"", b"-3\n500\n1K\n0.5M\n2M\n1G\n", b"", 0),
    (["-c", "s"], b"", b"", b"sort: s:2: disorder: a 10 y\n", 1),
    (["-C", "s"], b"", b"", b"", 1),
    (["-cu", "ba"], b"", b"", b"sort: ba:2: disorder: a\n", 1),
    (
        ["-k0", "s"],
        b"",
        b"",
        b"sort: field number is zero: invalid field specification \xe2\x80\x980\xe2\x80\x99\n",
        2,
    ),
    (
        ["-k1,x", "s"],
        b"",
        b"",
        b"sort: invalid number after ',': invalid count at start of \xe2\x80\x98x\xe2\x80\x99\n",
        2,
    ),
    (["-t", "ab", "s"], b"", b"", b"sort: multi-character tab \xe2\x80\x98ab\xe2\x80\x99\n", 2),
    (["-ng", "s"], b"", b"", b"sort: options '-gn' are incompatible\n", 2),
    (["nof"], b"", b"", b"sort: cannot read: nof: No such file or directory\n", 2),
    (["d"], b"", b"", b"sort: read failed: d: Is a directory\n", 2),
    (["-m", "ba", "h"], b"", b"b\na\nl1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12\n", b"", 0),
    (["-nu", "s"], b"", b"-1\nb 2 x\n1e3\n1.5\n9\n10\n", b"", 0),
    (
        ["-k2n", "-r", "s"],
        b"",
        b"feb\nabc\nJan\n9\n1e3\n10\n1.5\n-1\nB 1 z\nb 2 x\n  d 3\nc 10 a\na 10 y\n",
        b"",
        0,
    ),
    (
        ["-rk2,2", "-k1,1", "s"],
        b"",
        b"  d 3\nb 2 x\nc 10 a\na 10 y\nB 1 z\nfeb\nabc\nJan\n9\n1e3\n10\n1.5\n-1\n",
        b"",
        0,
    ),
    (
        ["-n", "-k1.2", "s"],
        b"",
        b"  d 3\n10\n1e3\n9\nJan\nabc\nfeb\n1.5\n-1\nB 1 z\nb 2 x\na 10 y\nc 10 a\n",
        b"",
        0,
    ),
    (
        ["-sr", "s"],
        b"",
        b"feb\nc 10 a\nb 2 x\nabc\na 10 y\nJan\nB 1 z\n9\n1e3\n10\n1.5\n-1\n  d 3\n",
        b"",
        0,
    ),
    (
        ["h", "f", "ba"],
        b"",
        b"a\na\nb\nb\nl1\nl10\nl11\nl12\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\n",
        b"",
        0,
    ),
    (
        ["-f", "-u", "v", "s"],
        b"",
        b"  d 3\n-1\n.hidden\n1.2.10\n1.2.9\n1.5\n10\n1e3\n9\na 10 y\nabc\nB 1 z\nb 2 x\nc 10 a\nfeb\nfil"
        b"e1\nfile1.10\nfile1.2\nfile1.9~\nJan\n",
        b"",
        0,
    ),
    (["-c", "-k2,2n", "s"], b"", b"", b"sort: s:4: disorder: B 1 z\n", 1),
    (
        ["-rs", "-k1,1", "s"],
        b"",
        b"feb\nc 10 a\nb 2 x\nabc\na 10 y\nJan\nB 1 z\n9\n1e3\n10\n1.5\n-1\n  d 3\n",
        b"",
        0,
    ),
    (
        ["-ru", "s"],
        b"",
        b"feb\nc 10 a\nb 2 x\nabc\na 10 y\nJan\nB 1 z\n9\n1e3\n10\n1.5\n-1\n  d 3\n",
        b"",
        0,
    ),
    (["-k2,2", "tabs"], b"", b"q\na\tb c\tx\n\tz\ty\n", b"", 0),
    (
        ["--sort=numeric", "s"],
        b"",
        b"-1\n  d 3\nB 1 z\nJan\na 10 y\nabc\nb 2 x\nc 10 a\nfeb\n1e3\n1.5\n9\n10\n",
        b"",
        0,
    ),
    (
        ["--sort=foo", "s"],
        b"",
        b"",
        b"sort: invalid argument \xe2\x80\x98foo\xe2\x80\x99 for \xe2\x80\x98--sort\xe2\x80\x99\nValid "
        b"arguments are:\n  - \xe2\x80\x98general-numeric\xe2\x80\x99\n  - \xe2\x80\x98human-numeri"
        b"c\xe2\x80\x99\n  - \xe2\x80\x98month\xe2\x80\x99\n  - \xe2\x80\x98numeric\xe2\x80\x99\n  - \xe2"
        b"\x80\x98random\xe2\x80\x99\n  - \xe2\x80\x98version\xe2\x80\x99\nTry 'sort --help' for more inf"
        b"ormation.\n",
        1,
    ),
    (
        ["-k3,3", "s"],
        b"",
        b"  d 3\n-1\n1.5\n10\n1e3\n9\nJan\nabc\nfeb\nc 10 a\nb 2 x\na 10 y\nB 1 z\n",
        b"",
        0,
    ),
    (
        ["-k2,3.1", "s"],
        b"",
        b"-1\n1.5\n10\n1e3\n9\nJan\nabc\nfeb\nB 1 z\na 10 y\nc 10 a\nb 2 x\n  d 3\n",
        b"",
        0,
    ),
    (
        ["-k", "1.3bn", "s"],
        b"",
        b"-1\n10\n9\nJan\nabc\nfeb\nB 1 z\nb 2 x\n  d 3\n1e3\n1.5\na 10 y\nc 10 a\n",
        b"",
        0,
    ),
    (["-c"], b"b\na\n", b"", b"sort: -:2: disorder: a\n", 1),
    ([], b"b\na", b"a\nb\n", b"", 0),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_sort(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("sort", args, stdin) == (out, err, status)
