"""grep's whole-block fast paths give the same bytes as its line-by-line ways (random
inputs; the line-by-line ways are checked against GNU grep elsewhere)."""

from __future__ import annotations

import random

import pytest

from agentsh import Bash
from agentsh.commands import grep as grep_mod

_WORDS = ["a", "b", "ab", "ba", "x", "aa b", "", "bab a", "c", "q", "q", "q", "é a"]
_PATTERNS = ["a", "b", "ab*", "a\\|x", "[ab]", "b\\+", "a*", "^a", "a$", "x*", "\\<a", "q*a"]
_OPTS = ["-n", "-H", "-m3", "--group-separator=XX", "--no-group-separator", "-i", "-Z"]


def _run(script: str, files: dict[str, bytes]) -> tuple[bytes, bytes, int]:
    r = Bash(files=files, cwd="/home/user").run(script)
    out = r.stdout if isinstance(r.stdout, bytes) else r.stdout.encode()
    err = r.stderr if isinstance(r.stderr, bytes) else r.stderr.encode()
    return out, err, r.exit_code


def _inputs(seed: int) -> list[tuple[str, bytes]]:
    rnd = random.Random(seed)
    cases: list[tuple[str, bytes]] = []
    for k in range(40):
        n = rnd.randint(1, 60) if k % 8 else rnd.randint(5000, 40000)
        text = "".join(rnd.choice(_WORDS) + "\n" for _ in range(n))
        if rnd.random() < 0.2:
            text = text.rstrip("\n")
        ctx = rnd.choice(["-A1", "-B1", "-C1", "-A2", "-B3", "-C2", "-A0", "-B40"])
        opts = [o for o in _OPTS if rnd.random() < 0.2]
        pat = rnd.choice(_PATTERNS)
        cases.append((f"grep -o {ctx} {' '.join(opts)} -e '{pat}' in.txt", text.encode()))
    return cases


@pytest.mark.parametrize("seed", range(3))
def test_only_context_blocks_match_line_by_line(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """-o with -A/-B/-C: the dense blocks' whole-block way (:func:`grep._only_ranges`,
    :func:`grep._only_matches`) against every block searched line by line."""
    cases = _inputs(seed)
    fast = [_run(s, {"/home/user/in.txt": t}) for s, t in cases]
    monkeypatch.setattr(grep_mod, "_context_block", grep_mod._context_lines)  # pyright: ignore[reportPrivateUsage]
    for (script, text), got in zip(cases, fast, strict=True):
        assert got == _run(script, {"/home/user/in.txt": text}), script


_COUNT_PATTERNS = [
    "[0-9]5",
    "[a-c]",
    "-E o|5",
    ".",
    "^[a-z]",
    "[a-z]$",
    "r.*r",
    "-w [a-z]*",
    "-x [a-z ]*",
    "-i [A-C]b",
    "\\s",
    "[^a]",
    "\\W",
    "-E (a|b)\\1",
    "-P \\d\\s",
    "-P [^\\d]",
    "-E x*",
    "\\<b",
    "a\\>",
    "-E ^$|a",
    "-v [ab]",
    "-E [[:space:]]b",
]


@pytest.mark.parametrize("seed", range(3))
def test_count_whole_block_matches_line_by_line(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """grep -c of a regex: one ``findall`` of the regex and the rest of its line over each
    block (:func:`grep._line_rest`) counts the lines the line-by-line tests count."""
    rnd = random.Random(seed)
    words = ["ab 15", "b a", "", "c5", " ", "x\ty", "é5 a", "aab", "b", "q 25 r r"]
    cases: list[tuple[str, bytes]] = []
    for pat in _COUNT_PATTERNS:
        n = rnd.choice([3, 50, 30000])
        text = "".join(rnd.choice(words) + "\n" for _ in range(n))
        if rnd.random() < 0.3:
            text = text.rstrip("\n")
        opt, _, rx = pat.rpartition(" ") if pat.startswith("-") else ("", "", pat)
        cases.append(
            (f"grep -c {opt} -e '{rx}' in.txt; grep {opt} -e '{rx}' in.txt | wc -l", text.encode())
        )
    fast = [_run(s, {"/home/user/in.txt": t}) for s, t in cases]
    monkeypatch.setattr(grep_mod, "_line_rest", lambda rx: None)  # pyright: ignore[reportUnknownLambdaType, reportUnknownArgumentType]
    for (script, text), got in zip(cases, fast, strict=True):
        assert got == _run(script, {"/home/user/in.txt": text}), script
