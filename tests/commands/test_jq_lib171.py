"""jq filters against jq 1.7.1's own answers: ``golden/jq_lib171.json`` was recorded from the
jq library built from the jq-1.7.1 source (``scripts/record_jq_lib.py``): the values a filter
yields, compared as JSON, or the message of its error, as the CLI prints it (a compile error:
the library's message is the CLI's whole report, every undefined name, then "N compile
errors")."""

from __future__ import annotations

import json
from pathlib import Path
from shlex import quote

import pytest

from agentsh import Bash

CASES = json.loads((Path(__file__).parent / "golden" / "jq_lib171.json").read_text())
_SH = Bash()


@pytest.mark.parametrize("case", CASES, ids=[f"{c['filter']} <- {c['input']}" for c in CASES])
def test_jq_matches_jq_171(case: dict[str, object]) -> None:
    r = _SH.run(f"jq -c {quote(str(case['filter']))}", stdin=str(case["input"]) + "\n")
    if "error" in case and str(case["error"]).startswith("jq: error: "):
        # a compile error: the library's message is the CLI's whole report, status 3
        assert r.exit_code == 3, r.stdout
        assert r.stderr == f"{case['error']}\n"
    elif "error" in case:
        assert r.exit_code == 5, r.stdout
        assert r.stderr.splitlines()[-1] == f"jq: error (at <stdin>:1): {case['error']}"
    else:
        assert r.exit_code == 0, r.stderr
        # (split at newlines only: str.splitlines also splits at U+2028, which jq prints raw)
        assert [json.loads(line) for line in r.stdout.split("\n")[:-1]] == case["values"]
