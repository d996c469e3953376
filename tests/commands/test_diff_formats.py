"""``diff`` output formats against GNU diffutils 3.8."""

from __future__ import annotations

import pytest

from agentsh import Bash

# (name, files, script, stdout, stderr, status) recorded from the real GNU tools
CASES: list[tuple[str, dict[str, str], str, str, str, int]] = [
    (
        "normal",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff a b",
        "3c3\n< 3\n---\n> three\n10c10,11\n< 10\n---\n> ten\n> 11\n",
        "",
        1,
    ),
    (
        "unified",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff -u --label a --label b a b",
        "--- a\n+++ b\n@@ -1,10 +1,11 @@\n 1\n 2\n-3\n+three\n 4\n 5\n 6\n 7\n 8\n 9\n-10\n+ten\n+11\n",
        "",
        1,
    ),
    (
        "unified U1",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff -U1 --label a --label b a b",
        "--- a\n+++ b\n@@ -2,3 +2,3 @@\n 2\n-3\n+three\n 4\n@@ -9,2 +9,3 @@\n 9\n-10\n+ten\n+11\n",
        "",
        1,
    ),
    (
        "context",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff -c --label a --label b a b",
        "*** a\n--- b\n***************\n*** 1,10 ****\n  1\n  2\n! 3\n  4\n  5\n  6\n  7\n  8\n  9\n! 10\n--- 1,11 ----\n  1\n  2\n! three\n  4\n  5\n  6\n  7\n  8\n  9\n! ten\n! 11\n",
        "",
        1,
    ),
    (
        "ed",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff -e a b",
        "10c\nten\n11\n.\n3c\nthree\n.\n",
        "",
        1,
    ),
    (
        "rcs",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff -n a b",
        "d3 1\na3 1\nthree\nd10 1\na10 2\nten\n11\n",
        "",
        1,
    ),
    (
        "side by side",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff -y -W 40 a b",
        "1\t\t\t1\n2\t\t\t2\n3\t\t   |\tthree\n4\t\t\t4\n5\t\t\t5\n6\t\t\t6\n7\t\t\t7\n8\t\t\t8\n9\t\t\t9\n10\t\t   |\tten\n\t\t   >\t11\n",
        "",
        1,
    ),
    (
        "side suppress",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff -y -W 40 --suppress-common-lines a b",
        "3\t\t   |\tthree\n10\t\t   |\tten\n\t\t   >\t11\n",
        "",
        1,
    ),
    (
        "brief",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n"},
        "diff -q a b",
        "Files a and b differ\n",
        "",
        1,
    ),
    (
        "identical -s",
        {"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "b": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n"},
        "diff -s a b",
        "Files a and b are identical\n",
        "",
        0,
    ),
    (
        "no newline",
        {"a": "x\ny", "b": "x\nz"},
        "diff a b; diff -u --label a --label b a b",
        "2c2\n< y\n\\ No newline at end of file\n---\n> z\n\\ No newline at end of file\n--- a\n+++ b\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+z\n\\ No newline at end of file\n",
        "",
        1,
    ),
    (
        "empty files",
        {"a": "", "b": "x\n"},
        "diff a b; diff -u --label a --label b b a",
        "0a1\n> x\n--- a\n+++ b\n@@ -1 +0,0 @@\n-x\n",
        "",
        1,
    ),
    ("missing", {"a": "x\n"}, "diff a nope", "", "diff: nope: No such file or directory\n", 2),
    ("binary", {"a": "a\x00b", "b": "a\x00c"}, "diff a b", "Binary files a and b differ\n", "", 1),
    (
        "moved block",
        {"a": "1\n2\n3\n4\n5\n6\n", "b": "4\n5\n1\n2\n3\n6\n"},
        "diff a b",
        "0a1,2\n> 4\n> 5\n4,5d5\n< 4\n< 5\n",
        "",
        1,
    ),
    (
        "function header",
        {"a": "int f()\n{\n 1\n 2\n 3\n 4\n}\n", "b": "int f()\n{\n 1\n 2\n 3\n 5\n}\n"},
        "diff -p -u --label a --label b a b",
        "--- a\n+++ b\n@@ -3,5 +3,5 @@ int f()\n  1\n  2\n  3\n- 4\n+ 5\n }\n",
        "",
        1,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_case(case: tuple[str, dict[str, str], str, str, str, int]) -> None:
    _, files, script, out, err, status = case
    r = Bash(files={f"/home/user/{k}": v for k, v in files.items()}).run(script, cwd="/home/user")
    assert (r.stdout, r.stderr, r.exit_code) == (out, err, status)
