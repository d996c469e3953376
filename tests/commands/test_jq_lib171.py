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

_LIBM = (
    "jq calls glibc's libm; agentsh loads no native library and computes these in Python "
    "(gamma, lgamma, tgamma, cbrt, exp10 a last digit away; no Bessel functions)"
)
#: filters whose answers are known to differ, and why (each must still fail: strict)
KNOWN_DIFFS = {
    "[4, 0.1, 0] | map(significand, logb, gamma, lgamma, tgamma, frexp)": _LIBM,
    "[-1, -2.5] | map(tgamma, lgamma) | map(tostring)": _LIBM,
    "[jn(1; 2.5), yn(1; 2.5), jn(1.7; 2.5), (2.5|j0,j1,y0,y1), (0|y0,y1), (-1|y0|isnan), "
    "remainder(7;3), remainder(7.5;2), (0.5|erf, erfc), jn(-1; 2), yn(0; 0)]": _LIBM,
    "[range(5)] | map(lgamma_r)": _LIBM,
    "[2.5, -0.5] | map(frexp, modf, significand, logb, gamma)": _LIBM,
    "[8, 0.001, 123456] | map(log2, log10, cbrt, exp10, exp2)": _LIBM,
    "3 | exp10": _LIBM,
    "[-infinite, infinite, nan, -2.5, -3] | map(lgamma_r)": _LIBM,
}


def _param(case: dict[str, object]) -> object:
    reason = KNOWN_DIFFS.get(str(case["filter"]))
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(case, marks=marks, id=f"{case['filter']} <- {case['input']}")


def test_known_diffs_are_cases() -> None:
    assert set(KNOWN_DIFFS) <= {str(c["filter"]) for c in CASES}


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
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
