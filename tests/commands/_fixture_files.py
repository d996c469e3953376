"""Input files shared by the recorded command tests (written under the cwd /w)."""

FILES: dict[str, bytes] = {
    "ba": b"b\na\n",
    "bin": b"abc\nx\x00y\nabc2\n",
    "cf": b"a:b:c\nno delim\n1:2\n::\n",
    "enc": b"ok abc\nbad \xff abc\nabc3\n",
    "f": b"a\nb\n",
    "g": b"x\n\n\n\ty\x01\xc3\xa9\x7f\n\nlast",
    "h": b"l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12",
    "hu": b"1K\n2M\n-3\n500\n1G\n0.5M\n",
    "nlf": b"a\n\n\nb\n\\:\\:\\:\nhead\n\\:\\:\nbody\n\\:\nfoot\n",
    "pats": b"l1\nl2$\n",
    "rv": b"h\xc3\xa9llo\nabc\n\nxyz",
    "s": b"b 2 x\na 10 y\nc 10 a\nB 1 z\n  d 3\n10\n9\n-1\n1.5\n1e3\nJan\nfeb\nabc\n",
    "sub/a.txt": b"l1 in sub\n",
    "sub/deep/b.c": b"no\nl1\n",
    "tabs": b"a\tb c\tx\n\tz\ty\nq\n",
    "u": b"a\xc3\xa9 b\n\x01 \x01x  \xff\n\tz\xe4\xb8\xad\r\n",
    "uq": b"a\na\nb\nA\nc\nc\nc\n x\n y\nd",
    "v": b"file1.10\nfile1.2\nfile1.9~\nfile1\n1.2.10\n1.2.9\n.hidden\n",
}

DIRS: list[str] = ["d"]
