"""A frozen copy of agentsh's shell parser (src/agentsh/syntax/parser.py and lexer.py as of
commit b7b7198), used only by tests/test_parser_equiv.py: the optimised parser must build
exactly the same trees (spans included) and raise exactly the same errors. It is a guard for
changes meant to keep behaviour: a change meant to alter it (a parser bug fixed, pinned by a
spec case) is made here too, or this copy is refreshed from the fixed parser."""
