"""The BRE/ERE translation layer against GNU grep 3.8 (-o output and error messages)."""

from __future__ import annotations

import pytest
from _cmdtest import make_fs  # noqa: F401  (puts src/ on sys.path)

from agentsh.regex import RegexError, compile_bre, compile_ere, translate

LINE = "a*a (x{ a{1 ) +a -b ]x aaa ab abab foo_bar x-y Tab\tEnd wordy words é"

# (pattern, extended, matches of grep -o (None: error), error message or warnings)
CASES: list[tuple[str, bool, list[str] | None, str | list[str]]] = [
    ("a\\{1", False, None, "Unmatched \\{"),
    ("\\(", False, None, "Unmatched ( or \\("),
    ("a\\)", False, None, "Unmatched ) or \\)"),
    ("[a", False, None, "Unmatched [, [^, [:, [., or [="),
    ("[[:foo:]]", False, None, "Invalid character class name"),
    ("\\1", False, None, "Invalid back reference"),
    ("a\\", False, None, "Trailing backslash"),
    ("*a", False, ["*a"], []),
    ("a**", False, ["a", "a", "a", "a", "aaa", "a", "a", "a", "a", "a"], []),
    ("\\x", False, ["x", "x", "x"], []),
    ("[[=a=]]", False, ["a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a"], []),
    ("[[.-.]]", False, ["-", "-"], []),
    ("[[.hyphen.]]", False, None, "Invalid collation character"),
    ("x\\{1", False, None, "Unmatched \\{"),
    ("x\\{a\\}", False, None, "Invalid content of \\{\\}"),
    ("x\\{99999\\}", False, None, "Regular expression too big"),
    ("\\(a\\1\\)", False, None, "Invalid back reference"),
    ("[[:alpha:]-z]", False, None, "Invalid range end"),
    ("[a-]", False, ["a", "a", "a", "a", "-", "a", "a", "a", "a", "a", "a", "a", "-", "a"], []),
    ("[]-a]", False, ["a", "a", "a", "a", "]", "a", "a", "a", "a", "a", "a", "_", "a", "a"], []),
    ("a\\{1\\}\\{2\\}", False, ["aa"], []),
    ("a*\\{2\\}", False, ["a", "a", "a", "a", "aaa", "a", "a", "a", "a", "a"], []),
    ("\\+a", False, ["+a"], []),
    ("\\?a", False, [], []),
    ("\\(ab\\)\\1", False, ["abab"], []),
    ("\\<wo", False, ["wo", "wo"], []),
    ("rds\\>", False, ["rds"], []),
    ("\\bab", False, ["ab", "ab"], []),
    ("a\\Bb", False, ["ab", "ab", "ab", "ab"], []),
    (
        "\\w\\+",
        False,
        [
            "a",
            "a",
            "x",
            "a",
            "1",
            "a",
            "b",
            "x",
            "aaa",
            "ab",
            "abab",
            "foo_bar",
            "x",
            "y",
            "Tab",
            "End",
            "wordy",
            "words",
            "é",
        ],
        [],
    ),
    (
        "\\W",
        False,
        [
            "*",
            " ",
            "(",
            "{",
            " ",
            "{",
            " ",
            ")",
            " ",
            "+",
            " ",
            "-",
            " ",
            "]",
            " ",
            " ",
            " ",
            " ",
            " ",
            "-",
            " ",
            "\t",
            " ",
            " ",
            " ",
        ],
        [],
    ),
    (
        "\\s",
        False,
        [" ", " ", " ", " ", " ", " ", " ", " ", " ", " ", " ", " ", "\t", " ", " ", " "],
        [],
    ),
    (
        "\\S\\+",
        False,
        [
            "a*a",
            "(x{",
            "a{1",
            ")",
            "+a",
            "-b",
            "]x",
            "aaa",
            "ab",
            "abab",
            "foo_bar",
            "x-y",
            "Tab",
            "End",
            "wordy",
            "words",
            "é",
        ],
        [],
    ),
    ("^a", False, ["a"], []),
    ("a^", False, [], []),
    ("x$", False, [], []),
    ("y$", False, [], []),
    (
        "[^a-z ]",
        False,
        ["*", "(", "{", "{", "1", ")", "+", "-", "]", "_", "-", "T", "\t", "E", "é"],
        [],
    ),
    ("[[:upper:]]", False, ["T", "E"], []),
    ("[[:punct:]]\\+", False, ["*", "(", "{", "{", ")", "+", "-", "]", "_", "-"], []),
    (
        "a\\|x",
        False,
        ["a", "a", "x", "a", "a", "x", "a", "a", "a", "a", "a", "a", "a", "x", "a"],
        [],
    ),
    ("\\(a\\|b\\)\\{2\\}", False, ["aa", "ab", "ab", "ab", "ba", "ab"], []),
    ("[", False, None, "Invalid regular expression"),
    ("x[", False, None, "Invalid regular expression"),
    (".é", False, [" é"], []),
    ("\\.", False, [], []),
    (
        "[[:space:]]",
        False,
        [" ", " ", " ", " ", " ", " ", " ", " ", " ", " ", " ", " ", "\t", " ", " ", " "],
        [],
    ),
    ("a{1", True, ["a{1"], []),
    ("a{", True, ["a{"], []),
    ("(", True, None, "Unmatched ( or \\("),
    ("a)", True, [], []),
    (
        "*a",
        True,
        ["a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a"],
        ["* at start of expression"],
    ),
    (
        "+a",
        True,
        ["a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a"],
        ["+ at start of expression"],
    ),
    ("a**", True, ["a", "a", "a", "a", "aaa", "a", "a", "a", "a", "a"], []),
    (
        "a|*b",
        True,
        ["a", "a", "a", "a", "b", "a", "a", "a", "a", "b", "a", "b", "a", "b", "b", "a", "a", "b"],
        ["* at start of expression"],
    ),
    ("a{1,2}{3}", True, ["aaa"], []),
    ("a{,2}", True, ["a", "a", "a", "a", "aa", "a", "a", "a", "a", "a", "a"], []),
    ("a{2,1}", True, None, "Invalid content of \\{\\}"),
    ("a{99999}", True, None, "Regular expression too big"),
    ("(a)\\1", True, ["aa"], []),
    ("a|", True, ["a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a"], []),
    (
        "(*a)",
        True,
        ["a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a"],
        ["* at start of expression"],
    ),
    ("x{,}", True, ["x", "x", "x"], []),
    ("(ab)+", True, ["ab", "abab", "ab"], []),
    ("a+?", True, ["a", "a", "a", "a", "aaa", "a", "a", "a", "a", "a"], []),
    ("a?*", True, ["a", "a", "a", "a", "aaa", "a", "a", "a", "a", "a"], []),
    (
        "[[:alpha:]]+",
        True,
        [
            "a",
            "a",
            "x",
            "a",
            "a",
            "b",
            "x",
            "aaa",
            "ab",
            "abab",
            "foo",
            "bar",
            "x",
            "y",
            "Tab",
            "End",
            "wordy",
            "words",
            "é",
        ],
        [],
    ),
    ("^(a|b)", True, ["a"], []),
    ("(a|ab)(c|bcd)", True, [], []),
    (
        "\\<\\w",
        True,
        [
            "a",
            "a",
            "x",
            "a",
            "1",
            "a",
            "b",
            "x",
            "a",
            "a",
            "a",
            "f",
            "x",
            "y",
            "T",
            "E",
            "w",
            "w",
            "é",
        ],
        [],
    ),
    ("x|y$", True, ["x", "x", "x"], []),
    ("[]]x", True, ["]x"], []),
    ("[^]a]b", True, ["-b", "_b"], []),
    ("a{1,2", True, [], []),
]


@pytest.mark.parametrize("case", CASES, ids=[("E " if c[1] else "B ") + c[0] for c in CASES])
def test_against_grep(case: tuple[str, bool, list[str] | None, str | list[str]]) -> None:
    pattern, ere, matches, extra = case
    if matches is None:
        with pytest.raises(RegexError) as info:
            translate(pattern, ere, multiline=True)
        assert str(info.value) == extra
        return
    tr = translate(pattern, ere, multiline=True)
    assert tr.warnings == extra
    rx = (compile_ere if ere else compile_bre)(pattern, multiline=True)
    got = [m.group() for m in rx.finditer(LINE) if m.group()]
    assert got == matches


def test_icase_and_cache() -> None:
    assert compile_bre("ABC", icase=True).search("xabcx")
    assert compile_bre("a") is compile_bre("a")


def test_single_string_mode_anchors() -> None:
    rx = compile_bre("a$")
    assert rx.search("a\n") is None  # $ is the end of the subject, not before a newline
    assert compile_bre("a.b").search("a\nb")  # . matches newline outside grep's line mode
