"""``xargs`` against GNU findutils 4.9.0."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentsh import Bash

# (name, files, script, stdout, stderr, status) recorded from the real GNU tools
CASES: list[tuple[str, dict[str, str], str, str, str, int]] = [
    ("default echo", {}, "printf 'a b\\nc\\n' | xargs", "a b c\n", "", 0),
    ("n2", {}, "echo a b c d e | xargs -n 2", "a b\nc d\ne\n", "", 0),
    ("L1", {}, "printf 'a b\\nc\\n' | xargs -L 1 echo x", "x a b\nx c\n", "", 0),
    ("replace", {}, "printf 'a\\nb\\n' | xargs -I{} echo [{}]", "[a]\n[b]\n", "", 0),
    ("null", {}, "printf 'a b\\0c\\0' | xargs -0 -n1", "a b\nc\n", "", 0),
    ("delim", {}, "printf 'a:b' | xargs -d: -n1", "a\nb\n", "", 0),
    ("quotes", {}, 'echo "\'a b\' \\"c d\\" e\\\\ f" | xargs -n1', "a b\nc d\ne f\n", "", 0),
    (
        "unmatched",
        {},
        "echo 'a \"b' | xargs; echo $?",
        "a\n1\n",
        "xargs: unmatched double quote; by default quotes are special to xargs unless you use the -0 option\n",
        0,
    ),
    ("trace", {}, "echo a b | xargs -t echo", "a b\n", "echo a b\n", 0),
    ("no run if empty", {}, "printf '' | xargs -r echo hi; echo $?", "0\n", "", 0),
    ("eof", {}, "echo a STOP b | xargs -E STOP", "a\n", "", 0),
    ("123", {}, "echo a | xargs false; echo $?", "123\n", "", 0),
    (
        "124",
        {},
        "echo a | xargs sh -c 'exit 255'; echo $?",
        "124\n",
        "xargs: sh: exited with status 255; aborting\n",
        0,
    ),
    (
        "127",
        {},
        "echo a | xargs nosuch; echo $?",
        "127\n",
        "xargs: nosuch: No such file or directory\n",
        0,
    ),
    ("arg file", {"af": "1\n2\n"}, "xargs -a af echo", "1 2\n", "", 0),
    ("size", {}, "echo a b c | xargs -s 8", "a\nb\nc\n", "", 0),
    (
        "bad n",
        {},
        "echo a | xargs -n 0; echo $?",
        "1\n",
        "xargs: value 0 for -n option should be >= 1\nTry 'xargs --help' for more information.\n",
        0,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_case(case: tuple[str, dict[str, str], str, str, str, int]) -> None:
    _, files, script, out, err, status = case
    r = Bash(files={f"/home/user/{k}": v for k, v in files.items()}).run(script, cwd="/home/user")
    assert (r.stdout, r.stderr, r.exit_code) == (out, err, status)


# -- the plain-input fast path ------------------------------------------------------------


class _Always:
    """A stand-in for ``_SPECIAL_INPUT`` that finds a special byte in every input."""

    def search(self, data: bytes) -> bool:
        return True


def _both_parsers(data: bytes, eof: str | None) -> tuple[list[object], list[object]]:
    """The items of ``data`` from the fast path and from the byte-by-byte parser (made to
    take even a quote-free input by hiding the fast path's test)."""
    from agentsh.commands import xargs
    from agentsh.streams import BytesInput

    fast: list[object] = list(xargs._Reader(BytesInput(data), None, eof, False)._default(data))  # pyright: ignore[reportPrivateUsage]
    saved = xargs._SPECIAL_INPUT  # pyright: ignore[reportPrivateUsage]
    xargs._SPECIAL_INPUT = _Always()  # pyright: ignore[reportPrivateUsage, reportAttributeAccessIssue]
    try:
        general: list[object] = list(
            xargs._Reader(BytesInput(data), None, eof, False)._default(data)  # pyright: ignore[reportPrivateUsage]
        )
    finally:
        xargs._SPECIAL_INPUT = saved  # pyright: ignore[reportPrivateUsage]
    return fast, general


@given(
    st.lists(st.sampled_from([b"a", b"bc", b" ", b"\t", b"\n", b"\n\n", b"  ", b"x\x00", b"END"])),
    st.sampled_from([None, "END"]),
)
def test_plain_input_items_are_the_general_parsers(pieces: list[bytes], eof: str | None) -> None:
    fast, general = _both_parsers(b"".join(pieces), eof)
    assert fast == general


def test_plain_input_lines_and_eof_like_gnu() -> None:
    """Expected output is GNU xargs's: a trailing blank continues a line for -L."""
    r = Bash().run(
        "printf 'a b\\nc \\nd\\ne f g\\n' | xargs -L 1 echo; "
        "printf 'x\\ny\\nEND\\nz\\n' | xargs -E END echo"
    )
    assert r.stdout == "a b\nc d\ne f g\nx y\n"
