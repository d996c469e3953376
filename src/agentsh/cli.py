"""The ``agentsh`` command line: run a script in a fresh virtual session.

    agentsh -c 'echo hello | tr a-z A-Z'
    agentsh script.sh arg1 arg2
    echo 'ls /' | agentsh
    agentsh --files ./project -c 'grep -rn TODO .'
    agentsh --json -c 'exit 3'

``--files DIR`` copies a real directory into the VFS (read-only copy in): the only place the
package reads host files. With a terminal on stdin and no script, an interactive prompt runs.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from agentsh.api import Bash, RunResult


def _seed_from_dir(bash: Bash, host_dir: str, virtual_root: str) -> None:
    files: dict[str, bytes] = {}
    for root, _dirs, names in os.walk(host_dir):
        for name in names:
            full = os.path.join(root, name)
            if os.path.islink(full) or not os.path.isfile(full):
                continue
            rel = os.path.relpath(full, host_dir)
            with open(full, "rb") as fh:
                files[virtual_root.rstrip("/") + "/" + rel.replace(os.sep, "/")] = fh.read()
    bash.write_files(files)


def _emit(result: RunResult, as_json: bool) -> None:
    if as_json:
        print(
            json.dumps(
                {"exit_code": result.exit_code, "stdout": result.stdout, "stderr": result.stderr}
            )
        )
        return
    sys.stdout.write(result.stdout)
    sys.stdout.flush()
    sys.stderr.write(result.stderr)
    sys.stderr.flush()


def _repl(bash: Bash) -> int:
    try:
        import readline  # noqa: F401  # pyright: ignore[reportUnusedImport]  (history, editing)
    except ImportError:
        pass
    status = 0
    buffer = ""
    while True:
        try:
            line = input("> " if buffer else f"agentsh:{bash.cwd}$ ")
        except EOFError:
            print()
            return status
        except KeyboardInterrupt:
            print()
            buffer = ""
            continue
        buffer += line + "\n"
        from agentsh.syntax import ParseError, parse

        try:
            parse(buffer)
        except ParseError as e:
            if "unexpected end of file" in e.message or "unexpected EOF" in e.message:
                continue
        result = bash.run(buffer)
        buffer = ""
        _emit(result, False)
        status = result.exit_code


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="agentsh", description="A virtual bash for AI agents, entirely in memory."
    )
    p.add_argument("-c", dest="command", help="run this script")
    p.add_argument("--files", metavar="DIR", help="copy a real directory into the VFS cwd")
    p.add_argument("--cwd", default="/home/user", help="virtual working directory")
    p.add_argument("--json", action="store_true", help="print the RunResult as JSON")
    p.add_argument("args", nargs=argparse.REMAINDER, help="script file and its arguments")
    ns = p.parse_args(argv)
    bash = Bash(cwd=ns.cwd)
    if ns.files:
        _seed_from_dir(bash, ns.files, ns.cwd)
    rest: list[str] = list(ns.args)
    if ns.command is not None:
        script = ns.command
        args = rest[1:] if rest else []
    elif rest:
        path = rest[0]
        try:
            with open(path, encoding="utf-8", errors="surrogateescape") as fh:
                script = fh.read()
        except OSError as e:
            print(f"agentsh: {path}: {e.strerror}", file=sys.stderr)
            return 127
        args = rest[1:]
    elif sys.stdin.isatty():
        return _repl(bash)
    else:
        script = sys.stdin.read()
        args = []
    result = bash.run(script, args=args)
    _emit(result, ns.json)
    return result.exit_code


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
