"""A frozen copy of agentsh's shell parser (src/agentsh/syntax/parser.py and lexer.py as of
commit b7b7198), used only by tests/test_parser_equiv.py: the optimised parser must build
exactly the same trees (spans included) and raise exactly the same errors. Do not edit."""
