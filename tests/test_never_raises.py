"""Property: whatever the input, ``run`` returns a RunResult and prints no Python traceback."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from agentsh import Bash, Limits, RunResult

TOKENS = [
    "echo", "x=1", "$x", "${x:-y}", "$(", ")", "`", "'", '"', "|", "||", "&&", ";", "&",
    "if", "then", "fi", "while", "do", "done", "for", "in", "case", "esac", ";;", "{", "}",
    "(", "((", "))", "[[", "]]", "[", "]", "<", ">", ">>", "2>&1", "<<EOF", "EOF", "\n",
    "$((1/0))", "${a[@]}", "*", "?", "~", "cat", "head", "-n", "1", "grep", "a", "sort",
    "wc", "tr", "f()", "return", "break", "exit", "set", "-e", "-u", "declare", "-A", "m",
    "local", "read", "printf", "%s", "\\", "$'\\x41'", "{1..3}", "!", "=~", "==", "-f",
]  # fmt: skip

LIMITS = Limits(timeout=5, max_loop_iterations=1000, max_call_depth=50)


def _check(script: str) -> None:
    r = Bash(limits=LIMITS).run(script)
    assert isinstance(r, RunResult)
    assert "Traceback" not in r.stderr
    assert "internal error" not in r.stderr, r.stderr
    assert 0 <= r.exit_code <= 255


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(TOKENS), max_size=14).map(" ".join))
@example("break ' '")  # a blank numeric argument once raised IndexError
def test_token_soup_never_raises(script: str) -> None:
    _check(script)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=60))
def test_random_text_never_raises(script: str) -> None:
    _check(script)
