"""``patch`` against GNU patch 2.7.6."""

from __future__ import annotations

import pytest

from agentsh import Bash

# (name, files, script, stdout, stderr, status) recorded from the real GNU tools
CASES: list[tuple[str, dict[str, str], str, str, str, int]] = [
    (
        "apply",
        {"f": "1\n2\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch < p.diff; echo $?; cat f",
        "patching file f\n0\n1\ntwo\n3\n",
        "",
        0,
    ),
    (
        "strip p1",
        {"f": "1\n2\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch -p1 < p.diff; echo $?; cat f",
        "patching file f\n0\n1\ntwo\n3\n",
        "",
        0,
    ),
    (
        "dry run",
        {"f": "1\n2\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch --dry-run -i p.diff; echo $?; cat f",
        "checking file f\n0\n1\n2\n3\n",
        "",
        0,
    ),
    (
        "reverse",
        {"f": "1\ntwo\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch -R < p.diff; echo $?; cat f",
        "patching file f\n0\n1\n2\n3\n",
        "",
        0,
    ),
    (
        "reversed detected",
        {"f": "1\ntwo\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch < p.diff; echo $?; cat f.rej",
        "patching file f\nReversed (or previously applied) patch detected!  Assume -R? [n] \nApply anyway? [n] \nSkipping patch.\n1 out of 1 hunk ignored -- saving rejects to file f.rej\n1\n--- f\n+++ f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n",
        "",
        0,
    ),
    (
        "forward",
        {"f": "1\ntwo\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch -N < p.diff; echo $?",
        "patching file f\nReversed (or previously applied) patch detected!  Skipping patch.\n1 out of 1 hunk ignored -- saving rejects to file f.rej\n1\n",
        "",
        0,
    ),
    (
        "offset",
        {"f": "0\n1\n2\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch < p.diff; echo $?; cat f; ls",
        "patching file f\nHunk #1 succeeded at 2 (offset 1 line).\n0\n0\n1\ntwo\n3\nf\nf.orig\np.diff\n",
        "",
        0,
    ),
    (
        "fail",
        {"f": "1\nX\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch -f < p.diff; echo $?; cat f.rej",
        "patching file f\nHunk #1 FAILED at 1.\n1 out of 1 hunk FAILED -- saving rejects to file f.rej\n1\n--- f\n+++ f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n",
        "",
        0,
    ),
    (
        "output",
        {"f": "1\n2\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch -o g < p.diff; echo $?; cat g f",
        "patching file g (read from f)\n0\n1\ntwo\n3\n1\n2\n3\n",
        "",
        0,
    ),
    (
        "backup",
        {"f": "1\n2\n3\n", "p.diff": "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n"},
        "patch -b < p.diff; echo $?; cat f.orig",
        "patching file f\n0\n1\n2\n3\n",
        "",
        0,
    ),
    (
        "create",
        {"p.diff": "--- /dev/null\n+++ b/new\n@@ -0,0 +1,2 @@\n+x\n+y\n"},
        "patch -p1 < p.diff; echo $?; cat new",
        "patching file new\n0\nx\ny\n",
        "",
        0,
    ),
    (
        "garbage",
        {"p.diff": "junk\n"},
        "patch < p.diff; echo $?",
        "2\n",
        "patch: **** Only garbage was found in the patch input.\n",
        0,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_case(case: tuple[str, dict[str, str], str, str, str, int]) -> None:
    _, files, script, out, err, status = case
    r = Bash(files={f"/home/user/{k}": v for k, v in files.items()}).run(script, cwd="/home/user")
    assert (r.stdout, r.stderr, r.exit_code) == (out, err, status)
