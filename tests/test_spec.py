"""Differential spec tests: agentsh vs outputs recorded from GNU bash 5.2.

Cases live in tests/spec/<topic>.test.sh, expected outputs in tests/spec/golden/<topic>.json
(recorded by ``python scripts/record_spec.py``). See tests/spec/README.md.
"""

from __future__ import annotations

import difflib
import importlib.util
import signal
import sys
import threading
from pathlib import Path

import pytest


def _import_loader():
    name = "agentsh_spec_loader"
    if name in sys.modules:
        return sys.modules[name]
    path = Path(__file__).resolve().parent / "spec" / "loader.py"
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod  # dataclasses need the module registered
    spec.loader.exec_module(mod)
    return mod


L = _import_loader()
CASE_TIMEOUT = 20  # seconds; guards against an interpreter that loops forever


def _collect():
    params = []
    for path in L.spec_files():
        topic = L.topic_of(path)
        golden = L.load_golden(topic)
        for case in L.load_file(path):
            exp = golden.get(case.name)
            marks = []
            if case.known_diff and exp is not None:
                marks.append(pytest.mark.xfail(reason=case.known_diff, strict=False))
            params.append(pytest.param(case, exp, id=case.id, marks=marks))
    return params


def _diff(label: str, expected: str, actual: str) -> str:
    lines = difflib.unified_diff(
        expected.splitlines(keepends=True),
        actual.splitlines(keepends=True),
        fromfile=f"{label} (bash)",
        tofile=f"{label} (agentsh)",
    )
    out = []
    for ln in lines:
        if ln.endswith("\n"):
            out.append(ln)
        else:
            out.append(ln + "\n\\ No newline at end of text\n")
    return "".join(out)


class _Timeout(Exception):
    pass


def _run_agentsh(script: str):
    try:
        from agentsh import Bash  # lazy: a broken package fails the tests, not collection
    except Exception as e:  # pragma: no cover - depends on the interpreter state
        err = f"cannot import agentsh.Bash: {type(e).__name__}: {e}"
    else:
        err = None
    if err:
        pytest.fail(err, pytrace=False)

    use_alarm = hasattr(signal, "SIGALRM") and threading.current_thread() is threading.main_thread()
    if not use_alarm:
        return Bash().run(script)

    def on_alarm(signum, frame):
        raise _Timeout()

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(CASE_TIMEOUT)
    try:
        return Bash().run(script)
    except _Timeout:
        pytest.fail(f"agentsh did not finish within {CASE_TIMEOUT}s", pytrace=False)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize(("case", "expected"), _collect())
def test_spec(case, expected):
    if expected is None:
        pytest.fail(
            f"{case.id} has no golden entry: run `python scripts/record_spec.py {case.topic}`",
            pytrace=False,
        )
    r = _run_agentsh(case.script)
    expected = {
        **expected,
        "stdout": _as_api_text(expected["stdout"]),
        "stderr": _as_api_text(expected["stderr"]),
    }
    problems = []
    if r.stdout != expected["stdout"]:
        problems.append(_diff("stdout", expected["stdout"], r.stdout))
    if not case.skip_stderr and r.stderr != expected["stderr"]:
        problems.append(_diff("stderr", expected["stderr"], r.stderr))
    if r.exit_code != expected["status"]:
        problems.append(f"exit status: bash {expected['status']}, agentsh {r.exit_code}\n")
    if problems:
        numbered = "".join(f"{i:3} | {ln}\n" for i, ln in enumerate(case.script.splitlines(), 1))
        msg = f"{case.id} (tests/spec/{case.topic}.test.sh:{case.line})\n--- script ---\n"
        msg += numbered + "".join(problems)
        pytest.fail(msg.encode("utf-8", "backslashreplace").decode("utf-8"), pytrace=False)


def _as_api_text(recorded: str) -> str:
    """Golden text keeps raw bytes as surrogate escapes; the API decodes with replacement."""
    return recorded.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def test_golden_has_no_stale_cases():
    """Every golden entry corresponds to a case that still exists in its spec file."""
    stale = []
    topics = {L.topic_of(p) for p in L.spec_files()}
    for gp in sorted(L.GOLDEN_DIR.glob("*.json")):
        topic = gp.stem
        if topic not in topics:
            stale.append(f"{gp.name}: no spec file {topic}{L.SUFFIX}")
            continue
        names = {c.name for c in L.load_file(L.SPEC_DIR / f"{topic}{L.SUFFIX}")}
        stale += [f"{topic}::{n}" for n in sorted(set(L.load_golden(topic)) - names)]
    assert not stale, "stale golden entries (re-run scripts/record_spec.py):\n" + "\n".join(stale)


# --- self-tests of the spec-file loader -------------------------------------------------


def test_loader_basic():
    text = (
        "# header, ignored\n"
        "#### first\n"
        "echo a\n"
        "echo b\n"
        "\n"
        "\n"
        "#### second\n"
        "## known-diff: pids differ\n"
        "## skip-stderr\n"
        "echo $$\n"
        "## after the first script line: just a shell comment\n"
    )
    cases = L.parse_spec(text, "t")
    assert [c.name for c in cases] == ["first", "second"]
    a, b = cases
    assert a.script == "echo a\necho b\n"
    assert (a.known_diff, a.skip_stderr, a.line, a.id) == (None, False, 2, "t::first")
    assert b.known_diff == "pids differ" and b.skip_stderr
    assert b.script == "echo $$\n## after the first script line: just a shell comment\n"


def test_loader_keeps_inner_blank_lines_and_tabs():
    cases = L.parse_spec("#### x\ncat <<-E\n\thi\n\n\tE\n\n", "t")
    assert cases[0].script == "cat <<-E\n\thi\n\n\tE\n"


@pytest.mark.parametrize(
    "text",
    [
        "#### a\necho\n#### a\necho\n",  # duplicate name
        "#### a\n\n\n",  # empty script
        "####\necho\n",  # empty name
        "#### a\n## bogus-key\necho\n",  # unknown metadata
        "#### a\n## known_diff: typo\necho\n",  # malformed metadata
        "#### a\n## known-diff:\necho\n",  # missing reason
        "#### a\n## skip-stderr: x\necho\n",  # flag with a value
    ],
)
def test_loader_errors(text):
    with pytest.raises(L.SpecError):
        L.parse_spec(text, "t")
