"""Helpers for the text-command tests: a VirtualFS seeded with the fixture files, run a command in-memory."""

from __future__ import annotations

import sys
from pathlib import Path

_SRC = Path(__file__).resolve().parents[2] / "src"
if str(_SRC) not in sys.path:
    sys.path.insert(0, str(_SRC))

from _fixture_files import DIRS, FILES  # noqa: E402

from agentsh import Bash, RunResult  # noqa: E402
from agentsh.commands.context import CommandContext  # noqa: E402
from agentsh.commands.registry import lookup  # noqa: E402
from agentsh.streams import BufferOutput, CallbackInput  # noqa: E402
from agentsh.vfs import VirtualFS  # noqa: E402


def make_fs() -> VirtualFS:
    fs = VirtualFS()
    fs.seed({"/w/" + name: data for name, data in FILES.items()})
    for d in DIRS:
        fs.mkdir("/w/" + d)
    return fs


def pipe_input(data: bytes | list[bytes]) -> CallbackInput:
    """Stdin that behaves like a pipe (not a regular-file redirect); a list of chunks is read
    one chunk per read, as a pipe hands over its writer's separate writes."""
    chunks = list(data) if isinstance(data, list) else [data] if data else []
    return CallbackInput(lambda: chunks.pop(0) if chunks else b"")


def run_cmd(
    name: str, args: list[str], stdin: bytes | list[bytes] = b"", fs: VirtualFS | None = None
) -> tuple[bytes, bytes, int]:
    fn = lookup(name)
    assert fn is not None, name
    out, err = BufferOutput(), BufferOutput()
    ctx = CommandContext(
        args=list(args),
        name=name,
        fs=fs or make_fs(),
        cwd="/w",
        stdin_stream=pipe_input(stdin),
        stdout=out,
        stderr=err,
    )
    status = fn(ctx)
    return out.getvalue(), err.getvalue(), status


def run_repeatedly(script: str, times: int = 3) -> list[RunResult]:
    """``script`` run ``times`` times in one session: a command that caches its parsed
    program must give the same result every time."""
    bash = Bash()
    return [bash.run(script) for _ in range(times)]
