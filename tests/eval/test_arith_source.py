"""agentsh.eval.arith_source: the one-function form of an expression agrees with the closure form
(the value, the error, and what it writes), on generated expressions and variable values."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentsh.eval import arith
from agentsh.eval.arith_source import compile_source
from agentsh.runtime.variables import Var, Variables
from agentsh.syntax.arith import parse_arith

_MAX = (1 << 63) - 1
VALUES = [0, 1, 2, 3, 7, -1, -5, 63, 64, _MAX, -_MAX - 1, 1 << 40, 12345678901]
NAMES = ["a", "b", "c", "u"]  # u is unset
BINARY = ["+", "-", "*", "/", "%", "**", "<<", ">>", "<", "<=", ">", ">=", "==", "!="]
BINARY += ["&", "|", "^", "&&", "||"]


class Env:
    def __init__(self, values: dict[str, int | str]) -> None:
        self.vars = Variables()
        self.nounset = False
        for name, v in values.items():
            text = arith.to_int_string(v) if isinstance(v, int) else v  # known to the cache
            self.vars.globals[name] = Var(text)
        # g: an indexed array (g[5] unset); h: an associative one; i: a scalar read as i[0]
        first = self.vars.globals["a"].value if "a" in values else "4"
        self.vars.globals["g"] = Var({0: first, 2: arith.to_int_string(-9)}, indexed=True)
        self.vars.globals["h"] = Var({"1": "3"}, assoc=True)
        self.vars.globals["i"] = Var("6")

    def state(self) -> dict[str, Any]:
        return {
            n: (v.value if not isinstance(v.value, dict) else dict(v.value))
            for n, v in self.vars.globals.items()
        }


def expr_text() -> st.SearchStrategy[str]:
    leaf = st.one_of(
        st.sampled_from(NAMES),
        st.sampled_from(["g[0]", "g[2]", "g[5]", "h[1]", "i[0]", "g[a]"]),
        st.sampled_from([str(v) for v in VALUES if v >= 0]),
    )

    def extend(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        return st.one_of(
            st.builds(lambda a, op, b: f"({a} {op} {b})", inner, st.sampled_from(BINARY), inner),
            st.builds(lambda op, a: f"{op}({a})", st.sampled_from(["-", "+", "!", "~"]), inner),
            st.builds(lambda c, a, b: f"({c} ? {a} : {b})", inner, inner, inner),
        )

    body = st.recursive(leaf, extend, max_leaves=6)
    top = st.one_of(
        body,
        st.builds(lambda n, op, e: f"{n} {op} {e}", st.sampled_from(NAMES), st.sampled_from(
            ["=", "+=", "-=", "*=", "/=", "%=", "<<=", "&=", "^=", "|="]), body),
        st.builds(lambda n, op, pre: f"{op}{n}" if pre else f"{n}{op}", st.sampled_from(NAMES),
                  st.sampled_from(["++", "--"]), st.booleans()),
    )  # fmt: skip
    return top


def source_form(node: Any, slow: Any) -> Any:
    return compile_source(
        node,
        slow,
        arith._compile_write,  # pyright: ignore[reportPrivateUsage]
        arith._SOURCE_HELPERS,  # pyright: ignore[reportPrivateUsage]
        arith.SPECIAL_SCALARS,
    )


def outcome(fn: Any, env: Env) -> tuple[Any, ...]:
    try:
        return ("ok", fn(env), env.state())
    except Exception as e:  # noqa: BLE001 - the two paths must fail alike
        return ("error", type(e).__name__, str(e), env.state())


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=expr_text(),
    values=st.fixed_dictionaries({n: st.sampled_from(VALUES) for n in NAMES[:3]}),
)
def test_source_form_agrees_with_closures(text: str, values: dict[str, int]) -> None:
    node = parse_arith(text)
    slow = arith._compile(node)  # pyright: ignore[reportPrivateUsage]
    fast = source_form(node, slow)
    if fast is None:
        return
    assert outcome(fast, Env(values)) == outcome(slow, Env(values))


def test_source_form_falls_back_for_values_it_does_not_know() -> None:
    node = parse_arith("a + 1")
    calls: list[int] = []

    def slow(env: Any) -> int:
        calls.append(1)
        return arith._compile(node)(env)  # pyright: ignore[reportPrivateUsage]

    fast = source_form(node, slow)
    assert fast is not None
    assert fast(Env({"a": 41})) == 42 and not calls  # a known int: no fallback
    for value in ("010", "2+3", " 7", "0x10", "b"):  # octal, an expression, blanks, hex, a name
        assert fast(Env({"a": value})) == slow(Env({"a": value}))
    env = Env({})
    assert fast(env) == 1  # unset: 0
    assert len(calls) >= 6


def test_shapes_left_to_the_closures() -> None:
    def shape(text: str) -> bool:
        node = parse_arith(text)
        return source_form(node, lambda env: 0) is not None

    assert shape("i < n") and shape("x = y * 2 % 7") and shape("i++") and shape("s += i ^ j")
    assert not shape("1 + 2")  # constants: nothing to gain
    assert shape("x = a[1] + a[0]")  # constant subscripts
    assert not shape("a[i] + 1") and not shape("a[1] = 2") and not shape("a[-1]")  # other ones
    assert not shape("RANDOM % 6") and not shape("LINENO + 1")  # computed parameters
    assert not shape("x = y++") and not shape("(x = 1) + 2") and not shape("a, b")  # effects inside


from agentsh import Bash  # noqa: E402

_BASH = [Bash()]  # one session (made at import: it raises the recursion limit)
DYNAMIC_VALUES = ["0", "1", "7", "63", "-5", "9223372036854775807", "010", "0x10", " 3", "2+3"]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=expr_text().filter(lambda t: "=" not in t.replace("==", "").replace("!=", "")
                            .replace("<=", "").replace(">=", "") and "++" not in t
                            and "--" not in t),
    values=st.fixed_dictionaries({n: st.sampled_from(DYNAMIC_VALUES) for n in NAMES[:3]}),
    braced=st.booleans(),
)  # fmt: skip
def test_expansions_in_arithmetic_agree_with_their_text(
    text: str, values: dict[str, str], braced: bool
) -> None:
    """``$((a + ${b}))`` (slots compiled once, then the source form) gives what the same text
    with the values written in gives (bash's textual route)."""
    import re

    def subst(m: re.Match[str]) -> str:
        name = m.group(0)
        if name not in values:
            return name
        return values[name]

    names = re.compile(r"\b[abc]\b(?!\s*\[)")
    with_exp = names.sub(lambda m: f"${{{m.group(0)}}}" if braced else f"${m.group(0)}", text)
    written = names.sub(subst, text)
    b = _BASH[0]
    setup = (
        " ".join(f"{n}='{v}'" for n, v in values.items())
        + "; g=(4 0 -9); declare -A h=([1]=3); i=6; "
    )
    got = b.run(setup + f"echo $(({with_exp}))")
    want = b.run(setup + f"echo $(({written}))")
    assert (got.stdout, got.exit_code) == (want.stdout, want.exit_code), (with_exp, written)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=expr_text(),
    values=st.fixed_dictionaries({n: st.sampled_from(VALUES) for n in NAMES[:3]}),
    local_values=st.dictionaries(st.sampled_from(NAMES), st.sampled_from(VALUES), max_size=3),
    depth=st.integers(1, 3),
)
def test_source_form_agrees_in_function_scopes(
    text: str, values: dict[str, int], local_values: dict[str, int], depth: int
) -> None:
    """Inside functions (two frames or more) the generated function reads the innermost frame
    inline and the rest through Variables.peek: the same values, errors and writes."""
    node = parse_arith(text)
    slow = arith._compile(node)  # pyright: ignore[reportPrivateUsage]
    fast = source_form(node, slow)
    if fast is None:
        return

    def scoped() -> Env:
        env = Env(values)
        for k in range(depth):
            env.vars.push(f"f{k}")
        for name, v in local_values.items():  # the innermost function's locals
            env.vars.frames[-1].vars[name] = Var(arith.to_int_string(v))
        return env

    def run(fn: Any) -> tuple[Any, ...]:
        env = scoped()
        got = outcome(fn, env)
        return (*got, [{n: v.value for n, v in f.vars.items()} for f in env.vars.frames])

    assert run(fast) == run(slow)


def test_warming_replaces_the_function_in_its_caches() -> None:
    """A $((...)) runs on its closures first, then its generated function, which takes the
    closures' place in the node's cache; the values agree throughout."""
    from agentsh import Bash
    from agentsh.syntax import parse

    b = Bash()
    r = b.run("x=0; for i in {1..40}; do x=$((x + i * 3)); done; echo $x")
    assert r.stdout == f"{sum(i * 3 for i in range(1, 41))}\n"
    tree = parse("z=$((y += 2))")
    part = tree.body[0].cmd.assigns[0].value.parts[0]  # pyright: ignore
    sh = b._shell  # pyright: ignore[reportPrivateUsage]
    seen = set()
    for _ in range(arith._TIER + 2):  # pyright: ignore[reportPrivateUsage]
        arith.sub_value(part, sh)
        seen.add(part.cache.__qualname__)  # pyright: ignore
    assert "_warming.<locals>.warm" in seen and "fast" in seen
    assert sh.vars.get_str("y") == str(2 * (arith._TIER + 2))  # pyright: ignore[reportPrivateUsage]
