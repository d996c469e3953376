"""Tests for agentsh.eval.arith: expected values and messages taken from GNU bash 5.2."""

from __future__ import annotations

from typing import Any

import pytest

from agentsh.eval import arith
from agentsh.eval.arith import ArithError, ArithUnboundError, eval_text, evaluate, to_int_string
from agentsh.runtime.variables import ReadonlyError, Var, Variables
from agentsh.syntax.arith import parse_arith
from agentsh.syntax.ast import ArithBinary, ArithDynamic, ArithNum, ArithVar, Lit, Word, WordPart


class Env:
    def __init__(self, setup: dict[str, Any] | None = None, nounset: bool = False) -> None:
        self.vars = Variables()
        self.nounset = nounset
        self.warnings: list[str] = []
        self.expanded: list[Word] = []
        for name, value in (setup or {}).items():
            if isinstance(value, tuple):
                kind, val = value
                if kind == "A":
                    self.vars.globals[name] = Var(None if val is None else dict(val), assoc=True)
                elif kind == "u":
                    self.vars.globals[name] = Var(val, upper=True)
            elif isinstance(value, dict):
                self.vars.globals[name] = Var(dict(value), indexed=True)
            else:
                self.vars.set_str(name, value)

    def expand(self, word: Word) -> str:
        self.expanded.append(word)
        return "".join(p.text for p in word.parts if isinstance(p, Lit))

    def expand_slots(self, parts: tuple[WordPart, ...]) -> list[str]:
        return [self.expand(Word((p,))) for p in parts]

    def warn(self, message: str) -> None:
        self.warnings.append(message)

    def snapshot(self) -> dict[str, Any]:
        return {k: (dict(v.value) if isinstance(v.value, dict) else v.value) for k, v in self.vars.globals.items()}  # fmt: skip


# (variables, expression, result or ("ERR", message), variables afterwards)
CASES: list[tuple[dict[str, Any], str, Any, dict[str, Any]]] = [
    ({}, "1+2", 3, {}),
    ({}, "1/0", ("ERR", '1/0: division by 0 (error token is "0")'), {}),
    ({}, " 1 / 0 ", ("ERR", '1 / 0 : division by 0 (error token is "0 ")'), {}),
    ({}, "1/0 + 3", ("ERR", '1/0 + 3: division by 0 (error token is "0 + 3")'), {}),
    ({}, "2**-1", ("ERR", '2**-1: exponent less than 0 (error token is "1")'), {}),
    ({}, "2**-1 + 3", ("ERR", '2**-1 + 3: exponent less than 0 (error token is "+ 3")'), {}),
    ({}, "2 ** -1 + 1", ("ERR", '2 ** -1 + 1: exponent less than 0 (error token is "+ 1")'), {}),
    ({}, "08", ("ERR", '08: value too great for base (error token is "08")'), {}),
    ({}, "12abc", ("ERR", '12abc: value too great for base (error token is "12abc")'), {}),
    ({}, "1+", ("ERR", '1+: syntax error: operand expected (error token is "+")'), {}),
    ({}, "1 2", ("ERR", '1 2: syntax error in expression (error token is "2")'), {}),
    ({}, "x=", ("ERR", 'x=: syntax error: operand expected (error token is "=")'), {}),
    ({}, "99999999999999999999", 7766279631452241919, {}),
    ({}, "9223372036854775807+1", -9223372036854775808, {}),
    ({}, "-9223372036854775808/-1", -9223372036854775808, {}),
    ({}, "-9223372036854775808%-1", 0, {}),
    ({}, "1<<64", 1, {}),
    ({}, "1<<63", -9223372036854775808, {}),
    ({}, "1<<-1", -9223372036854775808, {}),
    ({}, "-8>>1", -4, {}),
    ({}, "-7/2", -3, {}),
    ({}, "-7%2", -1, {}),
    ({}, "7%-2", 1, {}),
    ({}, "-7%-2", -1, {}),
    ({}, "2**63", -9223372036854775808, {}),
    ({}, "2**64", 0, {}),
    ({}, "0**0", 1, {}),
    ({}, "3**40", -6289078614652622815, {}),
    ({}, "(-3)**41", 420491770248316829, {}),
    ({}, "64#@", 62, {}),
    ({}, "64#_", 63, {}),
    ({}, "36#z", 35, {}),
    ({}, "36#Z", 35, {}),
    ({}, "37#z", 35, {}),
    ({}, "37#Z", ("ERR", '37#Z: value too great for base (error token is "37#Z")'), {}),
    ({}, "65#1", ("ERR", '65#1: invalid arithmetic base (error token is "65#1")'), {}),
    ({}, "2#1010", 10, {}),
    ({}, "0x1f", 31, {}),
    ({}, "0X1F", 31, {}),
    ({}, "017", 15, {}),
    ({}, "019", ("ERR", '019: value too great for base (error token is "019")'), {}),
    ({}, "5 ? 1 : 0", 1, {}),
    ({}, "1?2", ("ERR", '1?2: `:\' expected for conditional expression (error token is "2")'), {}),
    ({}, "++5", 5, {}),
    ({}, "!5", 0, {}),
    ({}, "~5", -6, {}),
    ({}, "- -5", 5, {}),
    ({}, "!0", 1, {}),
    ({}, "~0", -1, {}),
    ({}, "-(-9223372036854775808)", -9223372036854775808, {}),
    ({}, "3 && 0", 0, {}),
    ({}, "0 || 7", 1, {}),
    ({}, "1 == 1", 1, {}),
    ({}, "1 != 2", 1, {}),
    ({}, "2 <= 1", 0, {}),
    ({}, "2 >= 1", 1, {}),
    ({}, "2 < 1", 0, {}),
    ({}, "2 > 1", 1, {}),
    ({}, "0 ? 1/0 : 2", 2, {}),
    ({}, "0 && 1/0", 0, {}),
    ({}, "1 || 1/0", 1, {}),
    ({}, "(-2)**3", -8, {}),
    ({}, "-2**2", 4, {}),
    ({}, "2**3**2", 512, {}),
    ({}, "10 - 2 - 3", 5, {}),
    ({}, "100/10/5", 2, {}),
    ({}, "5 & 3", 1, {}),
    ({}, "5|3", 7, {}),
    ({}, "5^3", 6, {}),
    ({}, "-5 >> 70", -1, {}),
    ({}, "1 << 70", 64, {}),
    ({}, "3 < 4 < 5", 1, {}),
    ({}, "1 ? 0 ? 5 : 6 : 7", 6, {}),
    ({}, "1 + 2 * 3", 7, {}),
    ({}, "(1 + 2) * 3", 9, {}),
    ({}, "1, 2, 3", 3, {}),
    ({}, "5 / (2-2)", ("ERR", '5 / (2-2): division by 0 (error token is "(2-2)")'), {}),
    ({}, "5 / (2-2) + 1", ("ERR", '5 / (2-2) + 1: division by 0 (error token is "(2-2) + 1")'), {}),
    ({}, "1 % 0", ("ERR", '1 % 0: division by 0 (error token is "0")'), {}),
    ({}, "1 +  2 * 3 / 0", ("ERR", '1 +  2 * 3 / 0: division by 0 (error token is "0")'), {}),
    ({}, "5 % 0", ("ERR", '5 % 0: division by 0 (error token is "0")'), {}),
    ({}, "-1 / 0", ("ERR", '-1 / 0: division by 0 (error token is "0")'), {}),
    ({}, "10 % 3 * 2", 2, {}),
    ({}, "1 - -1", 2, {}),
    ({}, "~-1", 0, {}),
    ({}, "!!7", 1, {}),
    ({}, "9223372036854775807 * 2", -2, {}),
    ({}, "-9223372036854775807 - 2", 9223372036854775807, {}),
    ({}, "0x7fffffffffffffff + 1", -9223372036854775808, {}),
    ({}, "1 ? 2 : 3 , 4", 4, {}),
    ({"x": "y", "y": "3"}, "x+1", 4, {"x": "y", "y": "3"}),
    (
        {"x": "x"},
        "x",
        ("ERR", 'x: expression recursion level exceeded (error token is "x")'),
        {"x": "x"},
    ),
    (
        {"x": "y", "y": "x"},
        "x",
        ("ERR", 'y: expression recursion level exceeded (error token is "y")'),
        {"x": "y", "y": "x"},
    ),
    (
        {"a": "b", "b": "c", "c": "a"},
        "a+1",
        ("ERR", 'a: expression recursion level exceeded (error token is "a")'),
        {"a": "b", "b": "c", "c": "a"},
    ),
    (
        {"x": "x+1"},
        "x",
        ("ERR", 'x+1: expression recursion level exceeded (error token is "x+1")'),
        {"x": "x+1"},
    ),
    ({"x": " 12 "}, "x", 12, {"x": " 12 "}),
    (
        {"x": "12abc"},
        "x",
        ("ERR", '12abc: value too great for base (error token is "12abc")'),
        {"x": "12abc"},
    ),
    ({"x": "abc"}, "x", 0, {"x": "abc"}),
    (
        {"x": "1+"},
        "x+2",
        ("ERR", '1+: syntax error: operand expected (error token is "+")'),
        {"x": "1+"},
    ),
    (
        {"x": "08"},
        "x+1",
        ("ERR", '08: value too great for base (error token is "08")'),
        {"x": "08"},
    ),
    ({"x": "3+4"}, "x*2", 14, {"x": "3+4"}),
    ({"x": ""}, "x+1", 1, {"x": ""}),
    (
        {"x": "1 2"},
        "x",
        ("ERR", '1 2: syntax error in expression (error token is "2")'),
        {"x": "1 2"},
    ),
    ({"x": " 0x10 "}, "x", 16, {"x": " 0x10 "}),
    ({"x": "-5"}, "-x", 5, {"x": "-5"}),
    ({"x": "--5"}, "x", 5, {"x": "--5"}),
    ({"x": "0"}, "5 / x", ("ERR", '5 / x: division by 0 (error token is "x")'), {"x": "0"}),
    ({"x": "5"}, "x /= 0", ("ERR", 'x /= 0: division by 0 (error token is "0")'), {"x": "5"}),
    (
        {"x": "5"},
        "x %= 0 + 0",
        ("ERR", 'x %= 0 + 0: division by 0 (error token is "0")'),
        {"x": "5"},
    ),
    (
        {"x": "5"},
        "x /= 0, 1",
        ("ERR", 'x /= 0, 1: division by 0 (error token is ", 1")'),
        {"x": "5"},
    ),
    ({"x": "2"}, "x *= 3", 6, {"x": "6"}),
    ({"x": "2"}, "x <<= 3", 16, {"x": "16"}),
    ({"x": "-16"}, "x >>= 2", -4, {"x": "-4"}),
    ({"x": "6"}, "x &= 3", 2, {"x": "2"}),
    ({"x": "6"}, "x |= 9", 15, {"x": "15"}),
    ({"x": "6"}, "x ^= 3", 5, {"x": "5"}),
    ({"x": "7"}, "x %= 4", 3, {"x": "3"}),
    ({"x": "7"}, "x /= 2", 3, {"x": "3"}),
    ({"x": "7"}, "x -= 10", -3, {"x": "-3"}),
    ({"x": "7"}, "x += 10", 17, {"x": "17"}),
    ({}, "x = 1 , y = x + 1 , y", 2, {"x": "1", "y": "2"}),
    ({}, "a=b=3", 3, {"a": "3", "b": "3"}),
    ({"x": "5"}, "x++", 5, {"x": "6"}),
    ({"x": "5"}, "x--", 5, {"x": "4"}),
    ({"x": "5"}, "++x", 6, {"x": "6"}),
    ({"x": "5"}, "--x", 4, {"x": "4"}),
    ({"x": "abc"}, "x++", 0, {"x": "1"}),
    ({"x": "9223372036854775807"}, "++x", -9223372036854775808, {"x": "-9223372036854775808"}),
    ({}, "u++", 0, {"u": "1"}),
    ({"b": {0: "1", 1: "2", 2: "3"}}, "b[-1]", 3, {"b": {0: "1", 1: "2", 2: "3"}}),
    ({"b": {0: "1", 1: "2", 2: "3"}}, "b[-3]+b[1]", 3, {"b": {0: "1", 1: "2", 2: "3"}}),
    ({"b": {0: "1", 1: "2", 2: "3"}}, "b[1+1]=5", 5, {"b": {0: "1", 1: "2", 2: "5"}}),
    ({"b": {0: "1", 1: "2", 2: "3"}}, "b[-1]=9", 9, {"b": {0: "1", 1: "2", 2: "9"}}),
    ({"b": {0: "1", 1: "2", 2: "3"}}, "b[-1]++", 3, {"b": {0: "1", 1: "2", 2: "4"}}),
    ({"b": {0: "1", 1: "2", 2: "3"}}, "b[5]=7", 7, {"b": {0: "1", 1: "2", 2: "3", 5: "7"}}),
    ({"b": {0: "1", 1: "2", 2: "3"}}, "b", 1, {"b": {0: "1", 1: "2", 2: "3"}}),
    ({"b": {0: "1", 1: "2", 2: "3"}}, "b=9", 9, {"b": {0: "9", 1: "2", 2: "3"}}),
    ({"x": "5"}, "x[0]+x[1]", 5, {"x": "5"}),
    ({"x": "5"}, "x[1]=7", 7, {"x": {0: "5", 1: "7"}}),
    ({"x": {0: "5", 1: "6"}}, "x+1", 6, {"x": {0: "5", 1: "6"}}),
    (
        {"i": "2", "b": {0: "1", 1: "2", 2: "3"}},
        "b[i]*10",
        30,
        {"b": {0: "1", 1: "2", 2: "3"}, "i": "2"},
    ),
    ({"m": ("A", {"foo": "3"})}, "m[foo]+1", 4, {"m": {"foo": "3"}}),
    ({"m": ("A", {"foo": "3"})}, "m[ foo ]+1", 1, {"m": {"foo": "3"}}),
    ({"m": ("A", {})}, "m[foo]=3", 3, {"m": {"foo": "3"}}),
    ({"m": ("A", {})}, "m[a b]+=2", 2, {"m": {"a b": "2"}}),
    ({"m": ("A", {"1+1": "5"})}, "m[1+1]", 5, {"m": {"1+1": "5"}}),
    ({"m": ("A", {"k": "2+3"})}, "m[k]*2", 10, {"m": {"k": "2+3"}}),
    ({"b": {0: "1", 1: "2+2", 2: "x"}}, "b[1]+b[2]", 4, {"b": {0: "1", 1: "2+2", 2: "x"}}),
    ({"x": "7"}, "x", 7, {"x": "7"}),
    ({"U": ("u", None)}, "U=12", 12, {"U": "12"}),
    ({}, "a[1]=5, a[1]", 5, {"a": {1: "5"}}),
]


@pytest.mark.parametrize(("setup", "expr", "expected", "after"), CASES)
def test_against_bash(
    setup: dict[str, Any], expr: str, expected: Any, after: dict[str, Any]
) -> None:
    env = Env(setup)
    if isinstance(expected, tuple):
        with pytest.raises(ArithError) as info:
            eval_text(expr, env)
        assert str(info.value) == expected[1]
    else:
        assert eval_text(expr, env) == expected
    snap = env.snapshot()
    for name, value in after.items():
        assert snap.get(name) == value, name


def test_evaluate_tree_and_text() -> None:
    env = Env({"x": "41"})
    tree = parse_arith("x + 1")
    assert evaluate(tree, env) == 42
    assert evaluate(tree, env) == 42  # cached compilation
    with pytest.raises(ArithError) as info:
        evaluate(parse_arith("x / 0"), env, " x / 0 ")
    assert str(info.value) == ' x / 0 : division by 0 (error token is "0 ")'
    # without the text the message is rebuilt from the tree
    with pytest.raises(ArithError) as info:
        evaluate(ArithBinary("/", ArithVar("x"), ArithNum(0)), env)
    assert str(info.value) == 'x/0: division by 0 (error token is "0")'
    assert info.value.message == "division by 0"
    assert info.value.token == "0"
    assert info.value.expr_text == "x/0"


def test_empty() -> None:
    env = Env()
    assert eval_text("", env) == 0
    assert eval_text("   ", env) == 0
    assert evaluate(parse_arith(""), env) == 0


def test_dynamic() -> None:
    env = Env({"x": "5"})
    node = ArithDynamic(Word((Lit("x * 3"),)), "$y * 3")
    assert evaluate(node, env) == 15
    assert len(env.expanded) == 1
    node = ArithDynamic(Word((Lit("1 / 0"),)), "$y / 0")
    with pytest.raises(ArithError) as info:
        evaluate(node, env)
    assert str(info.value) == '1 / 0: division by 0 (error token is "0")'


def test_dollar_in_runtime_text_is_not_expanded() -> None:
    # bash: y=3; let 'x=$y' -> syntax error (no second expansion)
    env = Env({"y": "3", "x": "$y"})
    with pytest.raises(ArithError):
        eval_text("x=$y", env)
    with pytest.raises(ArithError):
        eval_text("x", env)


@pytest.mark.parametrize(
    ("setup", "expr", "message"),
    [
        ({}, "x+1", "x: unbound variable"),
        ({}, "x[1]+1", "x: unbound variable"),
        ({"m": ("A", None)}, "m[k]+1", "m: unbound variable"),
        ({"x": "y"}, "x", "y: unbound variable"),
    ],
)
def test_nounset(setup: dict[str, Any], expr: str, message: str) -> None:
    env = Env(setup, nounset=True)
    with pytest.raises(ArithUnboundError) as info:
        eval_text(expr, env)
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("setup", "expr", "value"),
    [
        ({}, "x=1", 1),  # assignment is fine under set -u
        ({"a": {0: "1"}}, "a[3]+1", 1),  # unset element of a set array is fine
        ({"a": {}}, "a[0]+1", 1),
        ({"m": ("A", {"x": "1"})}, "m[k]+1", 1),
    ],
)
def test_nounset_ok(setup: dict[str, Any], expr: str, value: int) -> None:
    assert eval_text(expr, Env(setup, nounset=True)) == value


def test_bad_subscript_warnings() -> None:
    # bash prints these and carries on
    env = Env({"b": {0: "1", 1: "2", 2: "3"}})
    assert eval_text("b[-7]+1", env) == 1
    assert env.warnings == ["b: bad array subscript"]
    env.warnings.clear()
    assert eval_text("b[-9]=5, 7", env) == 7
    assert env.warnings == ["b[-9]: bad array subscript"]
    assert env.snapshot()["b"] == {0: "1", 1: "2", 2: "3"}
    env.warnings.clear()
    assert eval_text("b[-9]++", env) == 0
    assert env.warnings == ["b: bad array subscript", "b[-9]: bad array subscript"]
    env2 = Env()
    assert eval_text("u[-1]", env2) == 0
    assert env2.warnings == ["u: bad array subscript"]


def test_readonly() -> None:
    env = Env({"r": "1"})
    env.vars.get("r").readonly = True  # type: ignore[union-attr]
    with pytest.raises(ReadonlyError):
        eval_text("r=2", env)
    with pytest.raises(ReadonlyError):
        eval_text("r++", env)
    assert eval_text("r+1", env) == 2


def test_nameref_and_case_attrs() -> None:
    env = Env({"target": "4"})
    env.vars.globals["ref"] = Var("target", nameref=True)
    assert eval_text("ref*2", env) == 8
    assert eval_text("ref+=1", env) == 5
    assert env.vars.get_str("target") == "5"


def test_deep_expression_recursion_is_an_error() -> None:
    env = Env({"x": "y+1", "y": "x+1"})
    with pytest.raises(ArithError) as info:
        eval_text("x", env)
    assert info.value.message == "expression recursion level exceeded"


def test_long_chain_below_limit() -> None:
    setup = {f"v{i}": f"v{i + 1}" for i in range(500)}
    setup["v500"] = "7"
    assert eval_text("v0", Env(setup)) == 7


def test_to_int_string() -> None:
    assert to_int_string(-5) == "-5"
    assert to_int_string(0) == "0"


def test_wrap64() -> None:
    assert arith.wrap64(1 << 63) == -(1 << 63)
    assert arith.wrap64(-(1 << 63) - 1) == (1 << 63) - 1
    assert arith.wrap64(5) == 5


def test_hot_path_speed() -> None:
    import time

    env = Env({"i": "0"})
    tree = parse_arith("i+1")
    start = time.perf_counter()
    for _ in range(20000):
        env.vars.set_str("i", str(evaluate(tree, env)))
    assert env.vars.get_str("i") == "20000"
    assert time.perf_counter() - start < 2.0


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2 ** -1", '2 ** -1: exponent less than 0 (error token is "1")'),
        ("5 % 0", '5 % 0: division by 0 (error token is "0")'),
        ("10/d", '10/d: division by 0 (error token is "d")'),
        (" 10 / d ", ' 10 / d : division by 0 (error token is "d ")'),
        ("1 / 0 + 3", '1 / 0 + 3: division by 0 (error token is "0 + 3")'),
    ],
)
def test_error_text_guessed_from_span(text: str, message: str) -> None:
    from agentsh.syntax.ast import Span

    # the interpreter calls evaluate() without the text: the spacing is recovered from the span
    tree = parse_arith(text, Span(1, 3, 1, 3 + len(text)))
    with pytest.raises(ArithError) as info:
        evaluate(tree, Env({"d": "0"}))
    assert str(info.value) == message
