"""Architecture boundaries: which package may import which (the layers stay layers).

syntax   <- (nothing of agentsh but itself)
vfs      <- (nothing of agentsh but itself)
regex    <- (nothing of agentsh but itself)
runtime  <- (nothing of agentsh but itself)
eval     <- syntax, runtime, vfs, regex (never exec, builtins, commands, api)
commands <- streams, vfs, regex, commands (never exec, builtins, api, eval)
exec     <- everything below api

``agentsh._dataclass`` (a cheap drop-in for ``dataclasses``) and ``agentsh._gcpause`` (a pause of
the garbage collector) sit below every layer: any layer may import them, and they import nothing
of agentsh.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "agentsh"

ALLOWED: dict[str, set[str]] = {
    "syntax": {"syntax"},
    "vfs": {"vfs"},
    "regex": {"regex"},
    "runtime": {"runtime"},
    "eval": {"eval", "syntax", "runtime", "vfs", "regex", "builtins.quoting"},
    # printf_impl and quoting are pure formatting engines shared by the printf builtin and command
    "commands": {"commands", "streams", "vfs", "regex", "builtins.printf_impl", "builtins.quoting"},
}


BASE = {"_dataclass", "_gcpause", "_bigint"}  # allowed everywhere


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("agentsh."):
            out.add(node.module.removeprefix("agentsh."))
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("agentsh."):
                    out.add(a.name.removeprefix("agentsh."))
    return out


def test_layer_imports() -> None:
    bad: list[str] = []
    for layer, allowed in ALLOWED.items():
        for path in (SRC / layer).rglob("*.py"):
            for mod in _imports(path):
                if not any(mod == a or mod.startswith(a + ".") for a in allowed | BASE):
                    bad.append(f"{path.relative_to(SRC)} imports agentsh.{mod}")
    assert not bad, "\n".join(bad)


def test_base_module_imports_nothing_of_agentsh() -> None:
    for name in BASE:
        path = SRC / f"{name}.py"
        assert not _imports(path), _imports(path)
        tree = ast.parse(path.read_text())
        from_root = [
            n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module == "agentsh"
        ]
        assert not from_root


def test_only_cli_touches_host_files() -> None:
    offenders = [
        str(p.relative_to(SRC))
        for p in SRC.rglob("*.py")
        if p.name != "cli.py" and ("open(" in _code(p) and "builtins.open" not in _code(p))
    ]
    # ``open(`` may appear as a method name (``fs.open``/``ctx.open_input``); check real calls
    real = [o for o in offenders if _calls_builtin_open(SRC / o)]
    assert not real, real


def _code(p: Path) -> str:
    return p.read_text()


def _calls_builtin_open(p: Path) -> bool:
    for node in ast.walk(ast.parse(p.read_text())):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "open"
        ):
            return True
    return False


def test_every_command_node_class_has_an_executor() -> None:
    # the executor dispatches on the node's class through a table; a new node type in the
    # AST's Command union must get an entry (this replaces a static exhaustiveness check)
    import typing

    from agentsh.exec.shell import _DISPATCH  # pyright: ignore[reportPrivateUsage]
    from agentsh.syntax import ast as A

    assert set(typing.get_args(A.Command)) == set(_DISPATCH)
