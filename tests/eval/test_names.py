"""``is_name`` (shell variable names, bash's ``legal_identifier``) is a C test: it agrees
with the definition, an ASCII letter or ``_`` then ASCII letters, digits and ``_``."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from agentsh.runtime.variables import is_name

_DEFINITION = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_CHARS = st.sampled_from(list("aZ_09 -=[]$.\n\tµéßİ١ℌ") + ["\u00aa", "\u2118", "\U0001d400"])


@settings(max_examples=2000, deadline=None)
@given(st.text(alphabet=_CHARS, max_size=6) | st.text(max_size=4))
def test_is_name_agrees_with_the_definition(s: str) -> None:
    assert is_name(s) == (_DEFINITION.match(s) is not None)


def test_examples() -> None:
    assert [is_name(s) for s in ("a", "_", "A1_b", "class", "x y", "1a", "", "é", "a-b")] == [
        True, True, True, True, False, False, False, False, False,
    ]  # fmt: skip
