"""``tr`` against outputs recorded from the real GNU tool (C.UTF-8)."""

from __future__ import annotations

import pytest
from _cmdtest import run_cmd

# (args, stdin, stdout, stderr, status)
CASES: list[tuple[list[str], bytes, bytes, bytes, int]] = [
    (
        [],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: missing operand\nTry 'tr --help' for more information.\n",
        1,
    ),
    (
        ["a"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: missing operand after \xe2\x80\x98a\xe2\x80\x99\nTwo strings must be given when translating"
        b".\nTry 'tr --help' for more information.\n",
        1,
    ),
    (
        ["-d"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: missing operand\nTry 'tr --help' for more information.\n",
        1,
    ),
    (
        ["-d", "a", "b"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: extra operand \xe2\x80\x98b\xe2\x80\x99\nOnly one string may be given when deleting without"
        b" squeezing repeats.\nTry 'tr --help' for more information.\n",
        1,
    ),
    (
        ["a", "b", "c"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: extra operand \xe2\x80\x98c\xe2\x80\x99\nTry 'tr --help' for more information.\n",
        1,
    ),
    (
        ["z-a", "x"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: range-endpoints of 'z-a' are in reverse collating sequence order\n",
        1,
    ),
    (
        ["a", ""],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: when not truncating set1, string2 must be non-empty\n",
        1,
    ),
    (
        ["[:alpha:]", "[:digit:]"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: when translating, the only character classes that may appear in\nstring2 are 'upper' and "
        b"'lower'\n",
        1,
    ),
    (
        ["[a*]", "x"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: the [c*] repeat construct may not appear in string1\n",
        1,
    ),
    (
        ["a", "[:upper:]"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: misaligned [:upper:] and/or [:lower:] construct\n",
        1,
    ),
    (
        ["-s"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: missing operand\nTry 'tr --help' for more information.\n",
        1,
    ),
    (
        ["-s", " l"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"helo world\nABC abc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["-c", "l", "x"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"xxllxxxxxxlxxxxxxxxxxxxxxxxxxxxxx",
        b"",
        0,
    ),
    (["-cd", "l\\n"], b"hello  world\nABC abc 123\n\tx..y\\z\n", b"lll\n\n\n", b"", 0),
    (
        ["a-y", "b-z"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"ifmmp  xpsme\nABC bcd 123\n\ty..z\\z\n",
        b"",
        0,
    ),
    (
        ["-t", "helo", "HE"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"HEllo  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["helo", "HE"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"HEEEE  wErEd\nABC abc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["[:upper:]", "[:lower:]"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"hello  world\nabc abc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["[:lower:]", "[:upper:]"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"HELLO  WORLD\nABC ABC 123\n\tX..Y\\Z\n",
        b"",
        0,
    ),
    (
        ["-d", "[:digit:]"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"hello  world\nABC abc \n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["-ds", "l", "o"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"heo  word\nABC abc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        [".", "\\n"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"hello  world\nABC abc 123\n\tx\n\ny\\z\n",
        b"",
        0,
    ),
    (
        ["abc", "[x*2]y"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"hello  world\nABC xxy 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["abcd", "[x*]yz"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"hello  worlz\nABC xxy 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["\\141", "\\102"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"hello  world\nABC Bbc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["-C", "a", "Z"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"ZZZZZZZZZZZZZZZZZaZZZZZZZZZZZZZZZ",
        b"",
        0,
    ),
    (
        ["[=l=]", "Q"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"heQQo  worQd\nABC abc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["[:foo:]", "x"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        b"tr: invalid character class \xe2\x80\x98foo\xe2\x80\x99\n",
        1,
    ),
    (
        ["-d", "[:space:]"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"helloworldABCabc123x..y\\z",
        b"",
        0,
    ),
    (
        ["-s", "[:alpha:]"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"helo  world\nABC abc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
    (
        ["a\\", "xy"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"hello  world\nABC xbc 123\n\tx..yyz\n",
        b"tr: warning: an unescaped backslash at end of string is not portable\n",
        0,
    ),
    (
        ["-c", "[:alnum:]", "_"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"hello__world_ABC_abc_123__x__y_z_",
        b"",
        0,
    ),
    (
        ["lo", "[l*]"],
        b"hello  world\nABC abc 123\n\tx..y\\z\n",
        b"helll  wlrld\nABC abc 123\n\tx..y\\z\n",
        b"",
        0,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[" ".join(c[0]) or "(none)" for c in CASES])
def test_tr(case: tuple[list[str], bytes, bytes, bytes, int]) -> None:
    args, stdin, out, err, status = case
    assert run_cmd("tr", args, stdin) == (out, err, status)
