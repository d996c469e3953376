"""Commands stream: a consumer that needs little input stops a producer that would run forever."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from _cmdtest import make_fs  # pyright: ignore[reportMissingImports]

from agentsh.commands.context import CommandContext
from agentsh.commands.registry import lookup
from agentsh.streams import BrokenPipe, BufferOutput, Pipe


def _pipeline(
    producer: Callable[[Pipe], None], name: str, args: list[str], timeout: float = 10.0
) -> tuple[bytes, int, float]:
    pipe = Pipe()
    done = threading.Event()

    def write() -> None:
        try:
            producer(pipe)
        except BrokenPipe:
            pass
        finally:
            pipe.close_writer()
            done.set()

    t = threading.Thread(target=write, daemon=True)
    start = time.monotonic()
    t.start()
    out = BufferOutput()
    fn = lookup(name)
    assert fn is not None
    ctx = CommandContext(
        args=args,
        name=name,
        fs=make_fs(),
        cwd="/w",
        stdin_stream=pipe.reader,
        stdout=out,
        stderr=BufferOutput(),
    )
    status = fn(ctx)
    pipe.reader.close()  # what the interpreter does when the stage exits
    assert done.wait(timeout), "producer was not stopped"
    return out.getvalue(), status, time.monotonic() - start


def _endless_lines(pipe: Pipe) -> None:
    i = 0
    while True:
        pipe.writer.write(b"".join(b"%d\n" % n for n in range(i, i + 1000)))
        i += 1000


def test_head_stops_an_endless_producer() -> None:
    out, status, elapsed = _pipeline(_endless_lines, "head", ["-n", "2"])
    assert (out, status) == (b"0\n1\n", 0)
    assert elapsed < 5


def test_grep_max_count_stops_early() -> None:
    out, status, _ = _pipeline(_endless_lines, "grep", ["-m1", "7"])
    assert (out, status) == (b"7\n", 0)


def test_yes_into_head() -> None:
    def yes(pipe: Pipe) -> None:
        fn = lookup("yes")
        assert fn is not None
        fn(CommandContext(args=[], name="yes", stdout=pipe.writer, stderr=BufferOutput()))

    out, status, _ = _pipeline(yes, "head", ["-n", "3"])
    assert (out, status) == (b"y\ny\ny\n", 0)


def test_seq_huge_range_into_head() -> None:
    def seq(pipe: Pipe) -> None:
        fn = lookup("seq")
        assert fn is not None
        fn(
            CommandContext(
                args=["1", "1000000000000"], name="seq", stdout=pipe.writer, stderr=BufferOutput()
            )
        )

    out, status, elapsed = _pipeline(seq, "head", ["-n", "2"])
    assert (out, status) == (b"1\n2\n", 0)
    assert elapsed < 5


def test_tail_keeps_only_the_end_of_a_long_stream() -> None:
    def finite(pipe: Pipe) -> None:
        for i in range(0, 200000, 1000):
            pipe.writer.write(b"".join(b"%d\n" % n for n in range(i, i + 1000)))

    out, status, _ = _pipeline(finite, "tail", ["-n", "2"])
    assert (out, status) == (b"199998\n199999\n", 0)
