"""How a pipeline schedules its stages: in order on the calling thread while the output between
them is small, on threads once a stage writes more (so producers that never end still stop)."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from agentsh import Bash
from agentsh.streams import Pipe


@pytest.fixture
def thread_starts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    started: list[str] = []
    real_start = threading.Thread.start

    def start(self: threading.Thread) -> None:
        started.append(self.name)
        real_start(self)

    monkeypatch.setattr(threading.Thread, "start", start)
    yield started


def test_small_pipelines_start_no_thread(thread_starts: list[str]) -> None:
    b = Bash()
    r = b.run("printf '%s\\n' c b a | sort | head -2; echo ${PIPESTATUS[@]}")
    assert r.stdout == "a\nb\n0 0 0\n"
    r = b.run("seq 100 | grep 7 | tr -d '\\n' | wc -c")
    assert r.stdout == "37\n"
    assert thread_starts == []


def test_a_big_writer_hands_the_rest_to_a_thread(thread_starts: list[str]) -> None:
    r = Bash().run("head -c 3000000 /dev/zero | tr '\\0' x | wc -c")
    assert r.stdout == "3000000\n"
    assert thread_starts  # the reading side ran beside the writer


def test_a_reader_that_stops_early_starts_after_a_few_writes(thread_starts: list[str]) -> None:
    # ``head`` and ``grep -q``/``-m`` often stop long before the end: a writer of many small
    # pieces then learns early (a broken pipe) that it can stop, as on a real pipe
    b = Bash()
    loop = "for i in 1 2 3 4 5 6 7 8 9 10; do echo $i; done"
    assert b.run(f"{loop} | cat | wc -l").stdout == "10\n"
    assert thread_starts == []
    for reader in ("head -2", "grep -m1 3", "grep -q 3 && echo y", "sed 2q", "awk '{exit}'"):
        thread_starts.clear()
        b.run(f"{loop} | {reader}")
        assert thread_starts, reader
    r = b.run("mkdir d; for i in $(seq 3000); do echo x > d/f$i; done; grep -r x d | head -1")
    assert r.stdout.endswith(":x\n")


def test_endless_producers_are_stopped() -> None:
    b = Bash()
    r = b.run("yes | head -2; echo ${PIPESTATUS[@]}")
    assert r.stdout == "y\ny\n141 0\n"
    # a shell loop writing small lines: the reader starts after a few writes, not at EOF
    r = b.run("while :; do echo y; done | head -1; echo ${PIPESTATUS[@]}")
    assert r.stdout == "y\n141 0\n"
    r = b.run("i=0; while :; do echo $((i++)); done | sed -n '3{p;q}' | cat")
    assert r.stdout == "2\n"


def test_a_nested_pipeline_can_fill_the_outer_pipe() -> None:
    # the outer pipe's writer is a stage of the inner pipeline, on the inner one's thread
    r = Bash().run("{ yes | head -c 3000000; echo; } | wc -lc; echo ${PIPESTATUS[@]}")
    assert r.stdout == "1500001 3000001\n0 0\n"


def test_every_stage_sees_all_of_its_input_in_order() -> None:
    script = "seq 1 200000 | awk '{print $1 * 2}' | grep -v 0$ | tail -3; echo ${PIPESTATUS[@]}"
    assert Bash().run(script).stdout == "399994\n399996\n399998\n0 0 0 0\n"


def test_lastpipe_runs_the_last_stage_in_this_shell() -> None:
    b = Bash()
    r = b.run("shopt -s lastpipe; seq 5000 | while read -r l; do n=$l; done; echo $n")
    assert r.stdout == "5000\n"
    r = b.run("shopt -s lastpipe; yes | head -3 | { read -r a; x=$a; }; echo $x")
    assert r.stdout == "y\n"


def test_stderr_joined_into_the_pipe() -> None:
    r = Bash().run("{ echo out; echo err >&2; } |& sort")
    assert (r.stdout, r.stderr) == ("err\nout\n", "")


def test_pipe_hook_fires_once_in_the_writer() -> None:
    p = Pipe()
    fired: list[str] = []
    p.set_on_full(lambda: fired.append(threading.current_thread().name))
    for _ in range(Pipe.trigger_chunks + 5):
        p.writer.write(b"x\n")
    assert fired == [threading.current_thread().name]
    assert p.take_on_full() is True
    p.close_writer()
    assert p.reader.read() == b"x\n" * (Pipe.trigger_chunks + 5)


def test_pipe_hook_disarmed_after_the_stage() -> None:
    p = Pipe()
    fired: list[int] = []
    p.set_on_full(lambda: fired.append(1))
    p.writer.write(b"small")
    assert p.take_on_full() is False
    for _ in range(Pipe.trigger_chunks + 5):
        p.writer.write(b"later")
    assert fired == []


def test_a_queue_read_after_its_writer_is_not_copied_whole() -> None:
    big = b"y" * (3 << 20)
    p = Pipe()
    p.writer.write(b"head\n")
    p.writer.write(big)
    p.close_writer()
    chunks: list[bytes] = []
    while chunk := p._get():  # pyright: ignore[reportPrivateUsage]
        chunks.append(chunk)
    assert chunks[0] == b"head\n"
    assert chunks[1] is big  # handed over as it was written


def test_a_pipe_to_an_early_stopper_holds_64k_until_its_reader_has_read_much() -> None:
    """A pipe into ``head`` holds what a Linux pipe holds (so a writer that outruns it
    meets the broken pipe as in bash); once the reader has taken more than GROW_AFTER it
    grows back (a reader that has read that much most often reads all)."""
    import threading

    from agentsh.streams import GROWN_SIZE, PIPE_SIZE, BrokenPipe, Pipe

    p = Pipe()
    p.start_reader_soon()
    assert p._capacity == PIPE_SIZE  # pyright: ignore[reportPrivateUsage]
    done: list[str] = []

    def write() -> None:
        try:
            p.writer.write(b"x" * (3 * PIPE_SIZE + 5))  # (in pieces: it waits for the reader)
        except BrokenPipe:
            done.append("broken")

    t = threading.Thread(target=write)
    t.start()
    first = p.reader.read1()
    assert len(first) == PIPE_SIZE
    p.close_reader()  # (the reader stops: the writer, far from done, meets a broken pipe)
    t.join(5)
    assert done == ["broken"]
    q = Pipe()
    q.start_reader_soon()
    q._taken = q.GROW_AFTER  # pyright: ignore[reportPrivateUsage]
    q.writer.write(b"y" * 10)
    assert q.reader.read1() == b"y" * 10
    assert q._capacity == GROWN_SIZE > PIPE_SIZE  # pyright: ignore[reportPrivateUsage]
