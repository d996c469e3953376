"""jq command lines against jq 1.7.1's own answers: ``golden/jq_cli171.json`` was recorded by
``scripts/record_jq_cli.py`` from a jq 1.7.1 binary run by bash on the cases of
``jq_cli_cases.test.sh`` (the spec format, see tests/spec/README.md): stdout, stderr and exit
status must match exactly."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from agentsh import Bash

HERE = Path(__file__).resolve().parent


def _loader():  # type: ignore[no-untyped-def]
    name = "agentsh_spec_loader"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HERE.parent / "spec" / "loader.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod  # dataclasses need the module registered
    spec.loader.exec_module(mod)
    return mod


CASES = _loader().load_file(HERE / "jq_cli_cases.test.sh")
GOLDEN = json.loads((HERE / "golden" / "jq_cli171.json").read_text(encoding="utf-8"))["cases"]


def test_golden_matches_cases() -> None:
    assert {c.name for c in CASES} == set(GOLDEN)


def _api_text(recorded: str) -> str:
    return recorded.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_jq_cli_matches_jq_171(case) -> None:  # type: ignore[no-untyped-def]
    want = GOLDEN[case.name]
    r = Bash().run(case.script)
    assert (r.stdout, r.stderr, r.exit_code) == (
        _api_text(want["stdout"]),
        _api_text(want["stderr"]),
        want["status"],
    )
