"""jq's library compiles each jq-defined builtin on first use: the lazy view must match the eager one."""

from __future__ import annotations

from agentsh.commands.jq.builtins import _split_source, eager_definitions  # pyright: ignore[reportPrivateUsage]
from agentsh.commands.jq.parser import FuncDef, Parser


def test_split_source_matches_one_parse_of_the_library() -> None:
    lazy = _split_source()
    eager = eager_definitions()
    assert list(lazy) == list(eager)
    for key, source in lazy.items():
        node = Parser(source + " .").parse_program()
        assert isinstance(node, FuncDef)
        ref = eager[key]
        assert (node.name, node.params, node.body) == (ref.name, ref.params, ref.body), key
