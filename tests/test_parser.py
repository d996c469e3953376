"""Parser tests: structure, word lexing, arithmetic, [[ ]], here-documents, syntax errors."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentsh.syntax import ParseError, parse, parse_arith
from agentsh.syntax import ast as A
from agentsh.syntax.lexer import decode_ansi_c


def compact(node: Any) -> Any:
    """A span-free, short repr: ``Type(field=value, ...)`` with defaults omitted."""
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        fields = []
        for f in dataclasses.fields(node):
            v = getattr(node, f.name)
            if f.name == "span" or not f.repr or v is None or v == () or v is False:
                continue
            if f.name == "user" and v == "":
                continue
            fields.append(f"{f.name}={compact(v)}")
        return f"{type(node).__name__}({', '.join(fields)})"
    if isinstance(node, tuple):
        return "[" + ", ".join(compact(x) for x in node) + "]"
    return repr(node)


def cmd(src: str) -> A.Command:
    script = parse(src)
    assert len(script.body) == 1, script
    return script.body[0].cmd


def words(src: str) -> tuple[A.Word, ...]:
    c = cmd(src)
    assert isinstance(c, A.SimpleCommand)
    return c.words


def word(text: str) -> A.Word:
    """Lex one word (as the 2nd word of an echo)."""
    ws = words("echo " + text)
    assert len(ws) == 2, ws
    return ws[1]


def parts(text: str) -> str:
    return compact(word(text).parts)


# ---------------------------------------------------------------------------------------------
# structure


STRUCTURE = [
    ("echo hi", "SimpleCommand"),
    ("a | b", "Pipeline"),
    ("a |& b", "Pipeline"),
    ("a && b || c", "AndOr"),
    ("! a", "Pipeline"),
    ("time a | b", "Pipeline"),
    ("(a)", "Subshell"),
    ("{ a; }", "BraceGroup"),
    ("if a; then b; fi", "If"),
    ("while a; do b; done", "While"),
    ("until a; do b; done", "While"),
    ("for x in a; do b; done", "For"),
    ("for x; do b; done", "For"),
    ("for ((i=0;i<3;i++)); do b; done", "ArithFor"),
    ("select x in a b; do break; done", "Select"),
    ("case x in a) b;; esac", "Case"),
    ("f() { a; }", "FunctionDef"),
    ("function f { a; }", "FunctionDef"),
    ("function f() { a; }", "FunctionDef"),
    ("(( 1 + 2 ))", "ArithCommand"),
    ("[[ -f x ]]", "CondCommand"),
    ("{ a; } > f", "Redirected"),
    ("while read x; do :; done < f", "Redirected"),
    ("coproc cat", "Coproc"),
    ("coproc N { cat; }", "Coproc"),
    ("a=1", "SimpleCommand"),
    ("> f", "SimpleCommand"),
]


@pytest.mark.parametrize("src,kind", STRUCTURE)
def test_structure_kinds(src: str, kind: str) -> None:
    assert type(cmd(src)).__name__ == kind


def test_and_or_left_assoc_and_pipeline_precedence() -> None:
    c = cmd("a | b |& c && ! time d || e")
    assert isinstance(c, A.AndOr)
    assert isinstance(c.first, A.Pipeline)
    assert c.first.stderr_too == (False, True)
    assert [op for op, _ in c.rest] == ["&&", "||"]
    second = c.rest[0][1]
    assert isinstance(second, A.Pipeline) and second.negated and second.timed


def test_statements_and_background() -> None:
    s = parse("a & b; c\nd &")
    assert [st.background for st in s.body] == [True, False, False, True]


def test_negated_single_command_wrapped() -> None:
    c = cmd("! true")
    assert isinstance(c, A.Pipeline) and c.negated and len(c.cmds) == 1
    c = cmd("! ! true")
    assert isinstance(c, A.Pipeline) and not c.negated


def test_if_elif_else() -> None:
    c = cmd("if a; then b; elif c; then d; elif e; then f; else g; fi")
    assert isinstance(c, A.If)
    assert len(c.clauses) == 3 and c.else_body is not None


def test_for_variants() -> None:
    c = cmd('for x in a "b c" $d; do :; done')
    assert isinstance(c, A.For) and c.var == "x" and c.items is not None and len(c.items) == 3
    c = cmd("for x\ndo :; done")
    assert isinstance(c, A.For) and c.items is None
    c = cmd("for x in; do :; done")
    assert isinstance(c, A.For) and c.items == ()
    c = cmd("for ((;;)); do break; done")
    assert isinstance(c, A.ArithFor)
    assert all(isinstance(e, A.ArithEmpty) for e in (c.init, c.cond, c.step))
    c = cmd("for ((i=0; i<3; i++))\ndo :; done")
    assert isinstance(c, A.ArithFor) and isinstance(c.step, A.ArithIncDec)


def test_case_items() -> None:
    c = cmd("case $x in a|b) echo 1;; (c) echo 2;& *) echo 3;;& d) esac")
    assert isinstance(c, A.Case)
    assert [len(i.patterns) for i in c.items] == [2, 1, 1, 1]
    assert [i.terminator for i in c.items] == [";;", ";&", ";;&", ";;"]
    assert c.items[3].body.body == ()


def test_case_in_command_substitution() -> None:
    c = cmd("x=$(case a in a) echo y;; esac)")
    assert isinstance(c, A.SimpleCommand)
    v = c.assigns[0].value
    assert v is not None and isinstance(v.parts[0], A.CommandSub)
    assert isinstance(v.parts[0].body.body[0].cmd, A.Case)


def test_function_bodies() -> None:
    c = cmd("f() ( echo ) > /dev/null")
    assert isinstance(c, A.FunctionDef) and isinstance(c.body, A.Redirected)
    c = cmd("f() if true; then :; fi")
    assert isinstance(c, A.FunctionDef) and isinstance(c.body, A.If)
    c = cmd("f()\n{ :; }")
    assert isinstance(c, A.FunctionDef) and c.name == "f"


def test_simple_command_parts() -> None:
    c = cmd("a=1 b+=2 c[1+2]=x d=(1 [k]=v [j]+=w) echo x >f 2>&1 {fd}<in 3<&-")
    assert isinstance(c, A.SimpleCommand)
    a, b, cc, d = c.assigns
    assert (a.name, b.append, cc.index is not None) == ("a", True, True)
    assert d.array is not None and len(d.array) == 3
    assert d.array[1].key is not None and d.array[2].append
    assert [r.op for r in c.redirs] == [">", ">&", "<", "<&"]
    assert c.redirs[1].fd == 2 and c.redirs[2].fd_var == "fd" and c.redirs[3].fd == 3


def test_prefix_assignment_with_array_then_command() -> None:
    c = cmd("a=(1 2) cmd")
    assert isinstance(c, A.SimpleCommand) and c.assigns[0].array is not None
    assert len(c.words) == 1


def test_declaration_commands() -> None:
    c = cmd("declare -a x=(1 2) y z+=3")
    assert isinstance(c, A.SimpleCommand)
    assert len(c.words) == 5
    idx = dict(c.decl_args)
    assert set(idx) == {2, 4}
    assert idx[2].array is not None and idx[4].append
    c = cmd("export A=$b")
    assert isinstance(c, A.SimpleCommand)
    assert c.decl_args[0][0] == 1
    c = cmd('"export" A=1')
    assert isinstance(c, A.SimpleCommand) and c.decl_args == ()


def test_assignment_tilde() -> None:
    c = cmd("a=~:~/x")
    assert isinstance(c, A.SimpleCommand)
    v = c.assigns[0].value
    assert v is not None
    assert compact(v.parts) == "[Tilde(), Lit(text=':'), Tilde(), Lit(text='/x')]"


def test_reserved_words_only_in_command_position() -> None:
    ws = words("echo if then fi { }")
    assert len(ws) == 6


# ---------------------------------------------------------------------------------------------
# words

WORDS = [
    ("abc", "[Lit(text='abc')]"),
    ("a*b?", "[Lit(text='a*b?')]"),
    ("\\*", "[Escaped(text='*')]"),
    ("'a b'", "[SingleQuoted(text='a b')]"),
    ('"a $x"', "[DoubleQuoted(parts=[Lit(text='a '), ParamExp(name='x')])]"),
    ('"\\$ \\" \\\\ \\a"', "[DoubleQuoted(parts=[Lit(text='$ \" \\\\ \\\\a')])]"),
    ('$"x"', "[DoubleQuoted(parts=[Lit(text='x')])]"),
    ("$x", "[ParamExp(name='x')]"),
    ("$10", "[ParamExp(name='1'), Lit(text='0')]"),
    ("$@$?$#$$$!$-$0", None),
    ("${10}", "[ParamExp(name='10', braced=True)]"),
    ("${#v}", "[ParamExp(name='v', braced=True, length=True)]"),
    ("${#}", "[ParamExp(name='#', braced=True)]"),
    ("${!v}", "[ParamExp(name='v', braced=True, indirect=True)]"),
    ("${!pre*}", "[ParamExp(name='pre', braced=True, prefix_names='*')]"),
    ("${!pre@}", "[ParamExp(name='pre', braced=True, prefix_names='@')]"),
    ("${!a[@]}", "[ParamExp(name='a', braced=True, index=Word(parts=[Lit(text='@')]), keys=True)]"),
    ("${v:-w x}", "[ParamExp(name='v', braced=True, op=':-', arg=Word(parts=[Lit(text='w x')]))]"),
    ("${v-}", "[ParamExp(name='v', braced=True, op='-', arg=Word())]"),
    ("${v:=1}", None),
    ("${v:?msg}", None),
    ("${v:+alt}", None),
    ("${v#*.}", "[ParamExp(name='v', braced=True, op='#', arg=Word(parts=[Lit(text='*.')]))]"),
    ("${v%%.*}", None),
    (
        "${v/a\\/b/r}",
        "[ParamExp(name='v', braced=True, op='/', arg=Word(parts=[Lit(text='a'), Escaped(text='/'), "
        "Lit(text='b')]), replacement=Word(parts=[Lit(text='r')]))]",
    ),
    ("${v//p}", "[ParamExp(name='v', braced=True, op='//', arg=Word(parts=[Lit(text='p')]))]"),
    ("${v/#p/r}", None),
    ("${v/%p/r}", None),
    ("${v^}", "[ParamExp(name='v', braced=True, op='^')]"),
    ("${v^^p}", "[ParamExp(name='v', braced=True, op='^^', arg=Word(parts=[Lit(text='p')]))]"),
    ("${v,}", "[ParamExp(name='v', braced=True, op=',')]"),
    ("${v,,}", "[ParamExp(name='v', braced=True, op=',,')]"),
    ("${v:1}", "[ParamExp(name='v', braced=True, op=':', offset=ArithNum(value=1))]"),
    (
        "${v: -2:3}",
        "[ParamExp(name='v', braced=True, op=':', offset=ArithUnary(op='-', operand=ArithNum(value=2)), "
        "length_expr=ArithNum(value=3))]",
    ),
    ("${v@Q}", "[ParamExp(name='v', braced=True, op='@', arg=Word(parts=[Lit(text='Q')]))]"),
    ("${a[i+1]}", "[ParamExp(name='a', braced=True, index=Word(parts=[Lit(text='i+1')]))]"),
    (
        "${a[@]:1:2}",
        "[ParamExp(name='a', braced=True, index=Word(parts=[Lit(text='@')]), op=':', "
        "offset=ArithNum(value=1), length_expr=ArithNum(value=2))]",
    ),
    (
        "${#a[@]}",
        "[ParamExp(name='a', braced=True, index=Word(parts=[Lit(text='@')]), length=True)]",
    ),
    ("${a!}", "[BadSubstitution(text='${a!}', word_text='${a!}')]"),
    ("${}", "[BadSubstitution(text='${}', word_text='${}')]"),
    ("${a[}", "[BadSubstitution(text='${a[}', word_text='${a[}')]"),
    ("${x:-{a}}", "[ParamExp(name='x', braced=True, op=':-', arg=Word(parts=[Lit(text='{a}')]))]"),
    (
        '${x:-"}"}',
        "[ParamExp(name='x', braced=True, op=':-', arg=Word(parts=[DoubleQuoted(parts=[Lit(text='}')])]))]",
    ),
    ("${x:-~}", "[ParamExp(name='x', braced=True, op=':-', arg=Word(parts=[Tilde()]))]"),
    (
        "$((1+2))",
        "[ArithSub(expr=ArithBinary(op='+', left=ArithNum(value=1), right=ArithNum(value=2)))]",
    ),
    (
        "$[3*4]",
        "[ArithSub(expr=ArithBinary(op='*', left=ArithNum(value=3), right=ArithNum(value=4)))]",
    ),
    ("$(echo hi)", None),
    ("`echo hi`", None),
    ("<(ls)", None),
    (">(cat)", None),
    ("~", "[Tilde()]"),
    ("~root/x", "[Tilde(user='root'), Lit(text='/x')]"),
    ("a~", "[Lit(text='a~')]"),
    ("'~'", "[SingleQuoted(text='~')]"),
    ("{a,b}", "[BraceAlt(alternatives=[[Lit(text='a')], [Lit(text='b')]])]"),
    ("x{,}", "[Lit(text='x'), BraceAlt(alternatives=[[], []])]"),
    ("{1..10..2}", "[BraceRange(start='1', end='10', step='2')]"),
    ("{01..10}", "[BraceRange(start='01', end='10')]"),
    ("{a..z}", "[BraceRange(start='a', end='z')]"),
    ("{a..1}", "[Lit(text='{a..1}')]"),
    ("{}", "[Lit(text='{}')]"),
    ("{a}", "[Lit(text='{a}')]"),
    ("'{a,b}'", "[SingleQuoted(text='{a,b}')]"),
    (
        "a{b,{c,d}}e",
        "[Lit(text='a'), BraceAlt(alternatives=[[Lit(text='b')], [BraceAlt(alternatives=[[Lit(text='c')], "
        "[Lit(text='d')]])]]), Lit(text='e')]",
    ),
    ("a{b,{c}}", "[Lit(text='a'), BraceAlt(alternatives=[[Lit(text='b')], [Lit(text='{c}')]])]"),
    (
        '{"a b",$x}',
        "[BraceAlt(alternatives=[[DoubleQuoted(parts=[Lit(text='a b')])], [ParamExp(name='x')]])]",
    ),
    ("@(a|b)", "[ExtGlob(op='@', alternatives=[[Lit(text='a')], [Lit(text='b')]])]"),
    ("!(*.c)", "[ExtGlob(op='!', alternatives=[[Lit(text='*.c')]])]"),
    ("+(x)?(y)*(z)", None),
]


@pytest.mark.parametrize("text,expected", WORDS)
def test_word_lexing(text: str, expected: str | None) -> None:
    got = parts(text)
    if expected is not None:
        assert got == expected


def test_word_part_kinds() -> None:
    assert [type(p).__name__ for p in word("$@$?$#$$$!$-$0").parts] == ["ParamExp"] * 7
    assert isinstance(word("$(echo hi)").parts[0], A.CommandSub)
    bq = word("`echo \\`hi\\``").parts[0]
    assert isinstance(bq, A.CommandSub) and bq.backquote
    inner = bq.body.body[0].cmd
    assert isinstance(inner, A.SimpleCommand)
    assert isinstance(inner.words[1].parts[0], A.CommandSub)
    ps = word("<(ls)").parts[0]
    assert isinstance(ps, A.ProcSub) and ps.direction == "<"
    assert [type(p).__name__ for p in word("+(x)?(y)*(z)").parts] == ["ExtGlob"] * 3


def test_line_continuation_removed() -> None:
    ws = words("echo a\\\nb c")
    assert compact(ws[1].parts) == "[Lit(text='a'), Lit(text='b')]" or compact(ws[1].parts) == (
        "[Lit(text='ab')]"
    )
    assert len(ws) == 3


def test_dq_backslash_newline_and_nested_quotes() -> None:
    assert parts('"a\\\nb"') == "[DoubleQuoted(parts=[Lit(text='ab')])]"
    w = word("\"${u:-'x'}\"")
    dq = w.parts[0]
    assert isinstance(dq, A.DoubleQuoted)
    pe = dq.parts[0]
    assert isinstance(pe, A.ParamExp) and pe.arg is not None
    assert compact(pe.arg.parts) == "[Lit(text=\"'x'\")]"


ANSI = [
    ("a\\nb", "a\nb"),
    ("\\t\\\\\\'\\\"", "\t\\'\""),
    ("\\a\\b\\e\\E\\f\\r\\v", "\a\b\x1b\x1b\f\r\v"),
    ("\\101\\0B", "A"),  # a C string: the value ends at the NUL (bash: ${#x} is 1)
    ("\\xc3\\xa9\\351", "\u00e9\udce9"),  # raw bytes: UTF-8 when they form it
    ("\\x41\\x4a", "AJ"),
    ("\\u263a", "\u263a"),
    ("\\U0001F600", "\U0001f600"),
    ("\\cA\\c?", "\x01\x7f"),
    ("\\q", "\\q"),
]


@pytest.mark.parametrize("raw,decoded", ANSI)
def test_ansi_c(raw: str, decoded: str) -> None:
    assert decode_ansi_c(raw) == decoded
    p = word("$'" + raw + "'").parts[0]
    assert isinstance(p, A.AnsiCQuoted) and p.value == decoded


def test_spans() -> None:
    s = parse("echo a\n  if true; then\n    x=$y\n  fi")
    assert s.body[0].cmd.span.line == 1
    c = s.body[1].cmd
    assert isinstance(c, A.If)
    assert (c.span.line, c.span.col) == (2, 2)
    inner = c.clauses[0].body.body[0].cmd
    assert isinstance(inner, A.SimpleCommand)
    v = inner.assigns[0].value
    assert v is not None
    assert (v.parts[0].span.line, v.parts[0].span.col) == (3, 6)


# ---------------------------------------------------------------------------------------------
# arithmetic

ARITH = [
    (
        "1+2*3",
        "ArithBinary(op='+', left=ArithNum(value=1), right=ArithBinary(op='*', left=ArithNum(value=2), right=ArithNum(value=3)))",
    ),
    (
        "-2**2",
        "ArithBinary(op='**', left=ArithUnary(op='-', operand=ArithNum(value=2)), right=ArithNum(value=2))",
    ),
    (
        "2**3**2",
        "ArithBinary(op='**', left=ArithNum(value=2), right=ArithBinary(op='**', left=ArithNum(value=3), right=ArithNum(value=2)))",
    ),
    (
        "1-2-3",
        "ArithBinary(op='-', left=ArithBinary(op='-', left=ArithNum(value=1), right=ArithNum(value=2)), right=ArithNum(value=3))",
    ),
    (
        "a=b=3",
        "ArithAssign(op='=', target=ArithVar(name='a'), value=ArithAssign(op='=', target=ArithVar(name='b'), value=ArithNum(value=3)))",
    ),
    ("x += 1", "ArithAssign(op='+=', target=ArithVar(name='x'), value=ArithNum(value=1))"),
    (
        "c ? 1 : 2",
        "ArithTernary(cond=ArithVar(name='c'), then=ArithNum(value=1), otherwise=ArithNum(value=2))",
    ),
    ("1, 2", "ArithComma(exprs=[ArithNum(value=1), ArithNum(value=2)])"),
    (
        "x++ + ++x",
        "ArithBinary(op='+', left=ArithIncDec(op='++', target=ArithVar(name='x')), right=ArithIncDec(op='++', prefix=True, target=ArithVar(name='x')))",
    ),
    (
        "a[i+1]",
        "ArithVar(name='a', index=ArithBinary(op='+', left=ArithVar(name='i'), right=ArithNum(value=1)), index_text='i+1')",
    ),
    (
        "!x && ~y || z",
        "ArithBinary(op='||', left=ArithBinary(op='&&', left=ArithUnary(op='!', operand=ArithVar(name='x')), right=ArithUnary(op='~', operand=ArithVar(name='y'))), right=ArithVar(name='z'))",
    ),
    (
        "1 | 2 ^ 3 & 4",
        "ArithBinary(op='|', left=ArithNum(value=1), right=ArithBinary(op='^', left=ArithNum(value=2), right=ArithBinary(op='&', left=ArithNum(value=3), right=ArithNum(value=4))))",
    ),
    (
        "1 == 2 < 3",
        "ArithBinary(op='==', left=ArithNum(value=1), right=ArithBinary(op='<', left=ArithNum(value=2), right=ArithNum(value=3)))",
    ),
    (
        "1 << 2 + 3",
        "ArithBinary(op='<<', left=ArithNum(value=1), right=ArithBinary(op='+', left=ArithNum(value=2), right=ArithNum(value=3)))",
    ),
    (
        "(1+2)*3",
        "ArithBinary(op='*', left=ArithBinary(op='+', left=ArithNum(value=1), right=ArithNum(value=2)), right=ArithNum(value=3))",
    ),
    ("++5", "ArithUnary(op='+', operand=ArithUnary(op='+', operand=ArithNum(value=5)))"),
    ("", "ArithEmpty()"),
    ("   ", "ArithEmpty()"),
]


@pytest.mark.parametrize("text,expected", ARITH)
def test_arith_precedence(text: str, expected: str) -> None:
    assert compact(parse_arith(text)) == expected


NUMBERS = [
    ("0x1F", 31),
    ("0X1f", 31),
    ("017", 15),
    ("2#1010", 10),
    ("64#_@", 4094),
    ("36#zz", 1295),
    ("0x", 0),
    ("10", 10),
]


@pytest.mark.parametrize("text,value", NUMBERS)
def test_arith_numbers(text: str, value: int) -> None:
    e = parse_arith(text)
    assert isinstance(e, A.ArithNum) and e.value == value


ARITH_ERRORS = [
    # (text, shown text, message, token) -- as bash 5.2 prints them
    ("1+", "1+", "syntax error: operand expected", "+"),
    ("2 3", "2 3", "syntax error in expression", "3"),
    ("1 +* 2", "1 +* 2", "syntax error: operand expected", "* 2"),
    ("08", "08", "value too great for base", "08"),
    ("2#3", "2#3", "value too great for base", "2#3"),
    ("1a", "1a", "value too great for base", "1a"),
    ("x=1 , 08 + 1", "x=1 , 08", "value too great for base", "08"),
    ("1#1", "1#1", "invalid arithmetic base", "1#1"),
    ("10#", "10#", "invalid integer constant", "10#"),
    ("1 2 3", "1 2 3", "syntax error in expression", "2 3"),
    (" 1 ? 2 ", "1 ? 2 ", "`:' expected for conditional expression", "2 "),
    (" 1 ? 2 : ", "1 ? 2 : ", "expression expected", ": "),
    (" a[1 ", "a[1 ", "bad array subscript", "a[1 "),
    (" 1 = 2 ", "1 = 2 ", "attempted assignment to non-variable", "= 2 "),
    (" 1 @ 2 ", "1 @ 2 ", "syntax error: invalid arithmetic operator", "@ 2 "),
    (" , ", ", ", "syntax error: operand expected", ", "),
    (" 5 ** ", "5 ** ", "syntax error: operand expected", "** "),
    ("(1+2", "(1+2", "missing `)'", "2"),
]


@pytest.mark.parametrize("text,shown,message,token", ARITH_ERRORS)
def test_arith_errors(text: str, shown: str, message: str, token: str) -> None:
    e = parse_arith(text)
    assert isinstance(e, A.ArithSyntaxError)
    assert (e.text, e.message, e.token) == (shown, message, token)


def test_arith_dynamic() -> None:
    e = parse_arith("$x * 3")
    assert isinstance(e, A.ArithDynamic) and e.text == "$x * 3"
    assert isinstance(e.word.parts[0], A.ParamExp)
    c = cmd("echo $(( $x + 1 ))")
    assert isinstance(c, A.SimpleCommand)
    sub = c.words[1].parts[0]
    assert isinstance(sub, A.ArithSub) and isinstance(sub.expr, A.ArithDynamic)


def test_arith_sub_fallback_to_command_sub() -> None:
    p = word("$((echo a); (echo b))").parts[0]
    assert isinstance(p, A.CommandSub)
    c = cmd("((echo a) )")
    assert isinstance(c, A.Subshell)


def test_arith_deep_parens() -> None:
    e = parse_arith("(" * 3000 + "1" + ")" * 3000)
    assert isinstance(e, A.ArithNum | A.ArithSyntaxError)


# ---------------------------------------------------------------------------------------------
# [[ ]]


def cond(src: str) -> str:
    c = cmd(src)
    assert isinstance(c, A.CondCommand)
    return compact(c.expr)


def test_cond_precedence() -> None:
    got = cond('[[ -f a && $x =~ ^a(b|c)$ || ! -z "$y" ]]')
    assert got.startswith("CondOr(left=CondAnd(left=CondUnary(op='-f'")
    assert (
        "CondBinary(op='=~', left=Word(parts=[ParamExp(name='x')]), right=Word(parts=[Lit(text='^a(b|c)$')]))"
        in got
    )
    assert "right=CondNot(operand=CondUnary(op='-z'" in got


def test_cond_forms() -> None:
    assert cond("[[ a ]]") == "CondWord(word=Word(parts=[Lit(text='a')]))"
    assert cond("[[ a < b ]]").startswith("CondBinary(op='<'")
    assert cond("[[ a -nt b ]]").startswith("CondBinary(op='-nt'")
    assert cond("[[ ( a || b ) && c ]]").startswith("CondAnd(left=CondGroup(inner=CondOr(")
    assert cond("[[ a == @(x|y) ]]").endswith(
        "right=Word(parts=[ExtGlob(op='@', alternatives=[[Lit(text='x')], [Lit(text='y')]])]))"
    )
    assert cond("[[ a &&\n b ]]").startswith("CondAnd(")
    assert "right=Word(parts=[Lit(text='a b')])" not in cond("[[ x =~ a' 'b ]]")


COND_ERRORS = [
    ("[[ a -eq ]]", ["-c: line 1: unexpected argument `]]' to conditional binary operator"], 0),
    ("[[ -f ]]", ["-c: line 1: unexpected argument `]]' to conditional unary operator"], 0),
    ("[[ ( a ]]", ["-c: line 1: unexpected token `]]', expected `)'"], 0),
    ("[[ a b ]]", ["-c: line 1: conditional binary operator expected"], 0),
    ("[[ a ", ["-c: line 1: unexpected token `newline', conditional binary operator expected"], 2),
    ("[[ && a ]]", ["-c: line 1: unexpected token `&&' in conditional command"], 0),
    ("[[ a ) ]]", ["-c: line 1: syntax error in conditional expression: unexpected token `)'"], 0),
    ("[[ a == b c ]]", ["-c: line 1: syntax error in conditional expression"], 0),
]


@pytest.mark.parametrize("src,lines,status", COND_ERRORS)
def test_cond_errors(src: str, lines: list[str], status: int) -> None:
    with pytest.raises(ParseError) as ei:
        parse(src)
    assert ei.value.lines == lines
    assert ei.value.status == status


# ---------------------------------------------------------------------------------------------
# here-documents


def heredocs(src: str) -> list[A.HereDoc]:
    out: list[A.HereDoc] = []

    def walk(n: Any) -> None:
        if isinstance(n, A.HereDoc):
            out.append(n)
        if dataclasses.is_dataclass(n) and not isinstance(n, type):
            for f in dataclasses.fields(n):
                if f.init:  # (not the derived fields: Script.cmds repeats the statements)
                    walk(getattr(n, f.name))
        elif isinstance(n, tuple):
            for x in n:  # pyright: ignore[reportUnknownVariableType]
                walk(x)

    walk(parse(src))
    return out


def test_two_heredocs_on_one_line() -> None:
    s = "cat <<A <<B\na $x\nA\nb\nB\necho done"
    a, b = heredocs(s)
    assert compact(a.body.parts) == "[Lit(text='a '), ParamExp(name='x'), Lit(text='\\n')]"
    assert compact(b.body.parts) == "[Lit(text='b\\n')]"
    assert len(parse(s).body) == 2


def test_heredoc_with_arith_and_subst() -> None:
    (h,) = heredocs("cat <<EOF\n$((1+2)) $(echo hi) `date` \\$x \"q\" 'q'\nEOF\n")
    kinds = [type(p).__name__ for p in h.body.parts]
    assert kinds[0] == "ArithSub" and "CommandSub" in kinds
    assert compact(h.body.parts[-1]) == "Lit(text=' $x \"q\" \\'q\\'\\n')"


def test_heredoc_at_script_start_and_strip_tabs() -> None:
    (h,) = heredocs("cat <<-EOF\n\tone\n\t\ttwo $y\n\tEOF\necho after")
    assert h.strip_tabs and not h.quoted
    assert compact(h.body.parts) == "[Lit(text='one\\ntwo '), ParamExp(name='y'), Lit(text='\\n')]"


@pytest.mark.parametrize("delim", ["'EOF'", '"EOF"', "E\\OF", "'E'OF"])
def test_heredoc_quoted_delimiter(delim: str) -> None:
    (h,) = heredocs(f"cat <<{delim}\n$x `y`\nEOF\n")
    assert h.quoted and h.delimiter == "EOF"
    assert compact(h.body.parts) == "[Lit(text='$x `y`\\n')]"


def test_heredoc_in_command_substitution_and_pipeline() -> None:
    (h,) = heredocs("x=$(cat <<EOF\n)\nEOF\n)\necho $x")
    assert compact(h.body.parts) == "[Lit(text=')\\n')]"
    (h,) = heredocs("cat <<EOF | tr a b; echo x\nbody\nEOF\n")
    assert compact(h.body.parts) == "[Lit(text='body\\n')]"


def test_heredoc_eof_warning() -> None:
    (h,) = heredocs("cat <<EOF\nabc")
    assert compact(h.body.parts) == "[Lit(text='abc\\n')]"
    assert (
        h.warning
        == "line 2: warning: here-document at line 1 delimited by end-of-file (wanted `EOF')"
    )
    (h,) = heredocs("echo x\ncat <<EOF\nabc\n\n")
    assert (
        h.warning
        == "line 4: warning: here-document at line 2 delimited by end-of-file (wanted `EOF')"
    )
    (h,) = heredocs("cat <<EOF\nabc\nEOF\n")
    assert h.warning is None


def test_here_string() -> None:
    c = cmd("cat <<< $x")
    assert isinstance(c, A.SimpleCommand) and c.redirs[0].op == "<<<"
    assert isinstance(c.redirs[0].target, A.Word)


# ---------------------------------------------------------------------------------------------
# syntax errors (messages checked against bash 5.2 `bash -c`)


def near(line: int, tok: str, text: str) -> list[str]:
    return [
        f"-c: line {line}: syntax error near unexpected token `{tok}'",
        f"-c: line {line}: `{text}'",
    ]


def eof(line: int) -> list[str]:
    return [f"-c: line {line}: syntax error: unexpected end of file"]


def matching(line: int, ch: str) -> list[str]:
    return [f"-c: line {line}: unexpected EOF while looking for matching `{ch}'"]


SYNTAX_ERRORS: list[tuple[str, list[str], int]] = [
    ("echo a; fi", near(1, "fi", "echo a; fi"), 0),
    ("echo a\nif true; then\nfi", near(3, "fi", "fi"), 1),
    ("echo )", near(1, ")", "echo )"), 0),
    ("a && ", eof(2), 0),
    ("echo a &&\n\n", eof(3), 0),
    ("if true; then echo", eof(2), 0),
    ("if true\n", eof(2), 0),
    ("\n\nif true", eof(4), 0),
    ("(echo", eof(2), 0),
    ("{ echo", eof(2), 0),
    ('echo "abc', matching(1, '"'), 0),
    ("echo 'abc", matching(1, "'"), 0),
    ("echo `abc", matching(1, "`"), 0),
    ("echo $(abc", matching(2, ")"), 0),
    ("echo $(a\nb", matching(3, ")"), 0),
    ("echo ${abc", matching(1, "}"), 0),
    ("echo $(( (1 ))", matching(1, ")"), 0),
    ("a=(1 2", matching(1, ")"), 0),
    ("case x in a) ;; esac; ;;", near(1, ";;", "case x in a) ;; esac; ;;"), 0),
    ("then", near(1, "then", "then"), 0),
    ("}", near(1, "}", "}"), 0),
    ("&& b", near(1, "&&", "&& b"), 0),
    ("for x in a b; echo; done", near(1, "echo", "for x in a b; echo; done"), 0),
    ("f() echo", near(1, "echo", "f() echo"), 0),
    ("echo >", near(1, "newline", "echo >"), 0),
    ("echo > ;", near(1, ";", "echo > ;"), 0),
    ("echo a b (", near(1, "(", "echo a b ("), 0),
    ("x=1 (echo)", near(1, "(", "x=1 (echo)"), 0),
    ("for", near(1, "newline", "for"), 0),
    ("function", near(1, "newline", "function"), 0),
    ("echo &;", near(1, ";", "echo &;"), 0),
    (";", near(1, ";", ";"), 0),
    ("echo a | ! false", near(1, "!", "echo a | ! false"), 0),
    ("x=1 if true; then echo y; fi", near(1, "then", "x=1 if true; then echo y; fi"), 0),
    ("if true; then fi", near(1, "fi", "if true; then fi"), 0),
    ("x\ny; )\nz", near(2, ")", "y; )"), 1),
    ("echo $(( 3 ) ))", near(1, ")", "echo $(( 3 ) ))"), 0),
    ("case x in", eof(2), 0),
    ("coproc", near(1, "newline", "coproc"), 0),
    ("echo a\n\techo b; fi", near(2, "fi", "\techo b; fi"), 1),
]


@pytest.mark.parametrize("src,lines,executed", SYNTAX_ERRORS)
def test_syntax_errors(src: str, lines: list[str], executed: int) -> None:
    with pytest.raises(ParseError) as ei:
        parse(src)
    err = ei.value
    assert err.lines == lines
    assert err.message == lines[0]
    assert err.status == (1 if src.startswith("a=(") else 2)
    assert err.partial is not None
    assert len(err.partial.body) == executed


def test_error_status_quirks() -> None:
    with pytest.raises(ParseError) as ei:
        parse("x=$(if true; then echo; )")
    assert ei.value.status == 127
    assert ei.value.lines[1] == "-c: line 1: `x=$(if true; then echo; )'"
    with pytest.raises(ParseError) as ei:
        parse("a=(1 2")
    assert ei.value.status == 1


def test_backquote_syntax_error_is_deferred() -> None:
    s = parse("echo `)`; echo after")
    assert len(s.body) == 2
    c = s.body[0].cmd
    assert isinstance(c, A.SimpleCommand)
    sub = c.words[1].parts[0]
    assert isinstance(sub, A.CommandSub) and sub.backquote
    assert sub.error == (
        "command substitution: line 1: syntax error near unexpected token `)'\n"
        "command substitution: line 1: `)'"
    )


def test_partial_is_complete_lines_only() -> None:
    with pytest.raises(ParseError) as ei:
        parse("echo a; echo b\nif true; then echo c; fi; echo d\necho e; )\necho f")
    p = ei.value.partial
    assert p is not None and len(p.body) == 4
    assert ei.value.line == 3


def test_valid_edge_cases() -> None:
    for src in [
        "",
        "\n\n# comment only\n",
        "echo $()",
        "!",
        "time",
        "echo hi # comment )",
        "f() { :; } > /dev/null",
        "echo x<(true)",
        "case a in esac",
        "a[1 + 2]=x",
        "echo ${x:1?2:3}",
        "cat <<E\nx\nE",
        "echo a;\n",
        "{ echo a;}",
    ]:
        assert isinstance(parse(src), A.Script)


# ---------------------------------------------------------------------------------------------
# budget, caching, robustness


def test_deep_nesting_is_a_parse_error_not_a_crash() -> None:
    with pytest.raises(ParseError):
        parse("{ " * 1200 + "echo" + "; }" * 1200)
    with pytest.raises(ParseError):
        parse("echo " + "$(" * 1500 + ")" * 1500)
    assert isinstance(parse("{ " * 900 + "echo" + "; }" * 900), A.Script)
    for src in ["echo " + "${x:-" * 5000, "[[ " + "( " * 3000 + "a" + " )" * 3000 + " ]]"]:
        try:
            parse(src)
        except ParseError:
            pass


def test_too_large() -> None:
    with pytest.raises(ParseError):
        parse("#" * (10 * 1024 * 1024 + 1))


def test_cache_returns_same_object() -> None:
    assert parse("echo cached") is parse("echo cached")


def test_long_script_parses_every_statement() -> None:
    # (how fast is measured in benchmarks/, never asserted here)
    line = 'for f in a b c; do if [ -n "$f" ]; then echo "${f%.*}" | tr a-z A-Z > /tmp/$f.txt; fi; done'
    script = "\n".join(f"{line} # {i}" for i in range(100))
    tree = parse(script)
    assert len(tree.body) == 100
    assert all(type(s).__name__ == type(tree.body[0]).__name__ for s in tree.body)


_ALPHABET = st.sampled_from(
    list("abcx019 \t\n;&|()<>{}[]$`'\"\\#=~*?!@+-,.:/%^")
    + [
        "$(",
        "${",
        "$((",
        "))",
        "<<",
        "EOF",
        "if ",
        "then ",
        "fi",
        "do ",
        "done",
        "case ",
        "esac",
        " in ",
        ";;",
        "[[ ",
        " ]]",
        "for ",
        "while ",
    ]
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_ALPHABET, max_size=40).map("".join))
def test_fuzz_parse_never_crashes(src: str) -> None:
    try:
        result = parse(src)
    except ParseError as e:
        assert isinstance(e.lines, list)
        assert e.partial is None or isinstance(e.partial, A.Script)
        return
    assert isinstance(result, A.Script)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_fuzz_arbitrary_text(src: str) -> None:
    try:
        assert isinstance(parse(src), A.Script)
    except ParseError:
        pass


@settings(max_examples=300, deadline=None)
@given(
    st.text(alphabet=st.sampled_from(list("0123456789abxyz+-*/%()<>=!&|^~?:, #[]@_")), max_size=30)
)
def test_fuzz_arith_never_raises(text: str) -> None:
    parse_arith(text)


@pytest.mark.parametrize(
    ("src", "lits"),
    [
        ("echo hi 'a b' -n", ("echo", "hi", "a b", "-n")),
        ("echo *.txt", None),  # a glob
        ("echo $x", None),
        ('echo "x" a""b \\* $\'\\t\'', ("echo", "x", "ab", "*", "\t")),  # quoted text
        ("echo {a,b}", None),
        ("echo ~", None),
        ("x=1", None),  # no words
        ("x=1 cmd arg", ("cmd", "arg")),
    ],
)
def test_literal_fields(src: str, lits: tuple[str, ...] | None) -> None:
    cmd = parse(src).body[0].cmd
    assert isinstance(cmd, A.SimpleCommand)
    assert cmd.lits == lits


def test_derived_fields_are_not_serialised_or_compared() -> None:
    a, b = parse("echo $((1 + 2)) hi").body[0].cmd, parse("echo $((1 + 2)) hi").body[0].cmd
    assert isinstance(a, A.SimpleCommand) and isinstance(b, A.SimpleCommand)
    object.__setattr__(a, "assign_plan", False)  # an executor's cache
    assert a == b
    data = A.to_json(a)
    assert "lits" not in data and "assign_plan" not in data
    assert data["words"][1]["parts"][0]["text"] == "1 + 2"  # compare=False, but source data


@pytest.mark.parametrize(
    ("src", "fields"),
    [
        (
            "x\"\"y '' \"a*\" --n='v w' $'t\\tz' \\* a\\ b",
            ["xy", "", "a*", "--n=v w", "t\tz", "*", "a b"],
        ),
        ('"a $x b" "$x" a* $y', None),  # an expansion, a glob: not static
    ],
)
def test_static_word_fields(src: str, fields: list[str] | None) -> None:
    from agentsh.eval.words import LoneVar, _static_field  # pyright: ignore[reportPrivateUsage]

    cmd = parse("echo " + src).body[0].cmd
    assert isinstance(cmd, A.SimpleCommand)
    got = [_static_field(w) for w in cmd.words[1:]]
    if fields is not None:
        assert got == fields
    else:
        # "a $x b" is one field; "$x" and $x are lone variables (expand_words reads them)
        assert got[0] is True and got[2] is False
        assert isinstance(got[1], LoneVar) and (got[1].name, got[1].quoted) == ("x", True)
        assert isinstance(got[3], LoneVar) and (got[3].name, got[3].quoted) == ("y", False)


def test_nested_substitutions_are_parsed_once_per_level(monkeypatch: pytest.MonkeyPatch) -> None:
    """A word is lexed again after a look ahead (an assignment's), and an outer ``$((``
    is scanned for its end before its text is lexed: each would read the nested
    substitutions again, twice per nesting level (2**depth parses), unless remembered."""
    from agentsh.syntax import lexer as L
    from agentsh.syntax import parser as P

    counts = {"nested": 0, "arith": 0}
    nested, try_arith = P.Parser._parse_nested, L.WordLexer._try_arith

    def count_nested(self: P.Parser, pos: int) -> object:
        counts["nested"] += 1
        return nested(self, pos)

    def count_arith(self: L.WordLexer, j: int, limit: int) -> object:
        counts["arith"] += 1
        return try_arith(self, j, limit)

    monkeypatch.setattr(P.Parser, "_parse_nested", count_nested)
    monkeypatch.setattr(L.WordLexer, "_try_arith", count_arith)
    depth = 16
    script = "x=$(" * depth + "echo ${v:1}" + ")" * depth
    tree = parse(script)
    assert tree.body and counts["nested"] <= 3 * depth
    arith = "echo " + "$(( 1 + " * depth + "1" + " ))" * depth
    tree = parse(arith)
    assert tree.body and counts["arith"] <= 3 * depth


def test_plain_line_fast_paths_match_the_parser() -> None:
    """``_plain_line`` / ``_arith_line`` (one-line scripts of plain words or ``NAME=$((...))``,
    built without the parser: what ``eval "v$i=$i"`` parses) give the very tree the parser
    gives, for generated scripts of those shapes and near misses."""
    import random

    from agentsh.syntax.parser import Parser, _arith_line, _plain_line

    r = random.Random(7)
    alpha = "abcxyzAB_019./%,@+=-"
    names = ["v1", "x", "_a", "A_B", "1x", "a-b", "echo", "local", "declare", "if", "for"]
    names += ["{", "time", "!", "ls", "printf", "in", "done", "export"]
    toks = ["s", "v1", "1", "0x1F", "010", "2#101", "+", "-", "*", "/", "%", "**", "<<"]
    toks += ["&", "|", "&&", "||", "<", "==", "!", "~", "?", ":", ",", "=", "+=", "++"]
    toks += [" ", "a[1]", "a[i+1]", "9223372036854775808", "1e3", "#", ";", "@"]
    taken = 0
    for _ in range(20000):
        ws = [
            r.choice(names)
            if r.random() < 0.4
            else "".join(r.choice(alpha) for _ in range(r.randint(1, 6)))
            for _ in range(r.randint(1, 4))
        ]
        if r.random() < 0.3:
            ws[0] = r.choice(names) + "=" + "".join(r.choice(alpha) for _ in range(r.randint(0, 4)))
        lead = r.choice(["", "\n", "\n\n\n"]) + r.choice(["", " ", "\t "])
        plain = lead + r.choice([" ", "  ", "\t"]).join(ws) + r.choice(["", " ", "\t"])
        expr = "".join(r.choice(toks) for _ in range(r.randint(0, 8)))
        arith = lead + r.choice(["s", "x1", "_", "1a"]) + "=$((" + expr + "))" + r.choice(["", " "])
        for script, fast in ((plain, _plain_line(plain)), (arith, _arith_line(arith))):
            if fast is None:
                continue
            taken += 1
            slow = Parser(script).parse_script()
            assert fast == slow, script
            assert repr(fast) == repr(slow), script
    assert taken > 10000  # (the fast paths were taken: the comparison is not vacuous)


def test_plain_line_rejects_long_non_matches_at_once() -> None:
    """A long run of word characters that ends in something else is not one plain line; the
    first version's regex (``(?:WORD[ \\t]*)+``) tried every way to cut the run into words
    before saying so, 2^n of them (a 70-character rg pattern hung the test suite)."""
    from agentsh.syntax.parser import _arith_line, _plain_line

    for text in ("a" * 60 + "!", "a " * 60 + "!", "x=$((" + "1+" * 60 + "(", "ab-" * 60 + "'"):
        assert _plain_line(text) is None
        assert _arith_line(text) is None
    assert _plain_line("a " * 60 + "b") is not None
