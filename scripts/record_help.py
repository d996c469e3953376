#!/usr/bin/env python3
"""Record bash 5.2's ``help`` texts into ``src/agentsh/builtins/_help_texts.py`` (data, like
the commands' ``--help`` texts): every help topic in bash's order, with its synopsis and its
long description, and the table ``help`` prints without arguments. Needs /usr/bin/bash;
not part of the test run (the spec cases in ``tests/spec/help.test.sh`` check the result).

    python scripts/record_help.py
"""

from __future__ import annotations

import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "src", "agentsh", "builtins", "_help_texts.py")
ENV = {"LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": "/tmp"}


def _bash(script: str) -> str:
    return subprocess.run(
        ["bash", "-c", script], env=ENV, capture_output=True, text=True, check=False
    ).stdout


def main() -> None:
    topics = _bash("compgen -A helptopic").splitlines()
    text = _bash("help '*'")
    lines = text.split("\n")[2:]  # (after "Shell commands matching keyword `*'" and a blank)
    entries: list[tuple[str, str, str]] = []
    i = 0
    for k, name in enumerate(topics):
        head = lines[i]
        assert head.startswith(name + ": "), (name, head)
        synopsis = head[len(name) + 2 :]
        i += 1
        body: list[str] = []
        nxt = topics[k + 1] + ": " if k + 1 < len(topics) else None
        while i < len(lines) and not (nxt is not None and lines[i].startswith(nxt)):
            body.append(lines[i])
            i += 1
        while body and body[-1] == "":
            body.pop()
        entries.append((name, synopsis, "\n".join(body) + "\n"))
    table = _bash("help")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write('"""bash 5.2\'s ``help`` texts, recorded by ``scripts/record_help.py``."""\n\n')
        f.write("# fmt: off\n")
        f.write("#: every help topic in bash's order: (name, synopsis, long description)\n")
        f.write("TOPICS: tuple[tuple[str, str, str], ...] = (\n")
        for name, synopsis, body in entries:
            f.write(f"    ({name!r}, {synopsis!r}, {body!r}),\n")
        f.write(")\n\n")
        f.write("#: what ``help`` prints without arguments\n")
        f.write(f"TABLE = {table!r}\n")
        f.write("# fmt: on\n")
    print(f"{len(entries)} topics -> {OUT}")


if __name__ == "__main__":
    main()
