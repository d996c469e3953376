"""Why the parser is hand-written: tree-sitter-bash mis-parses scripts agents write.

The design card asked for tree-sitter-bash to produce the concrete tree. Measured against bash,
its grammar (0.25) gets these wrong — structure, not just details — while agentsh's own
recursive-descent parser (which follows bash's grammar and reproduces bash's error messages)
gets them right. These tests pin that evidence; if a future tree-sitter-bash fixes them, they
fail and the decision can be revisited.
"""

from __future__ import annotations

import pytest

from agentsh.syntax import ast as A
from agentsh.syntax import parse

ts = pytest.importorskip("tree_sitter")
tsb = pytest.importorskip("tree_sitter_bash")


def _ts_tree(src: str):  # type: ignore[no-untyped-def]
    parser = ts.Parser(ts.Language(tsb.language()))
    return parser.parse(src.encode())


def test_two_heredocs_on_one_line() -> None:
    src = "cat <<A <<B\na\nA\nb\nB\necho done\n"
    assert _ts_tree(src).root_node.has_error
    script = parse(src)
    assert len(script.body) == 2


def test_heredoc_with_arithmetic_expansion() -> None:
    src = "cat <<EOF\n$((1+2))\nEOF\n"
    root = _ts_tree(src).root_node
    text = str(root)
    assert "subshell" in text  # tree-sitter turns $((1+2)) into $( (1+2) )
    script = parse(src)
    cmd = script.body[0].cmd
    assert isinstance(cmd, A.SimpleCommand)
    doc = cmd.redirs[0].target
    assert isinstance(doc, A.HereDoc)
    assert any(isinstance(p, A.ArithSub) for p in doc.body.parts)


def test_conditional_precedence() -> None:
    src = "[[ -f a && $x =~ ^a ]]\n"
    root = _ts_tree(src).root_node
    test_cmd = root.children[0]
    top = test_cmd.children[1]
    # tree-sitter: ( -f a && $x ) =~ ^a  -- the regex binds to the whole && expression
    assert top.child_by_field_name("operator").type == "=~"
    cond = parse(src).body[0].cmd
    assert isinstance(cond, A.CondCommand)
    assert isinstance(cond.expr, A.CondAnd)
    assert isinstance(cond.expr.right, A.CondBinary) and cond.expr.right.op == "=~"


def test_arith_command_is_not_a_compound_statement() -> None:
    src = "if true; then (( i++ )); fi\n"
    assert "compound_statement" in str(_ts_tree(src).root_node)
    cmd = parse(src).body[0].cmd
    assert isinstance(cmd, A.If)
    assert isinstance(cmd.clauses[0].body.body[0].cmd, A.ArithCommand)
