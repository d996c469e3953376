"""Shell syntax: the AST, the parser and its helpers."""

from agentsh.syntax.arith import parse_arith
from agentsh.syntax.errors import ParseError
from agentsh.syntax.parser import parse

__all__ = ["parse", "parse_arith", "ParseError"]
