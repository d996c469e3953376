"""``Bash.arun`` and concurrency: sessions run in parallel, one session serialises its runs."""

from __future__ import annotations

import asyncio
import threading
import time

from agentsh import Bash, RunResult


def test_arun_returns_a_run_result_and_keeps_state() -> None:
    bash = Bash()

    async def main() -> tuple[RunResult, RunResult]:
        a = await bash.arun("X=41; echo $((X + 1)) > /tmp/n")
        b = await bash.arun("cat /tmp/n; echo $X", env={"Y": "1"})
        return a, b

    a, b = asyncio.run(main())
    assert a.exit_code == 0
    assert b.stdout == "42\n41\n"


def test_arun_leaves_the_event_loop_free() -> None:
    from agentsh import CommandContext, define_command

    ticked = threading.Event()
    ticks: list[float] = []

    def wait_for_ticks(args: list[str], ctx: CommandContext) -> RunResult:
        # Blocks the script until the event loop has ticked three times: if arun held the
        # loop, the ticker could not run and this would time out (status 1).
        return RunResult(exit_code=0 if ticked.wait(30) else 1)

    bash = Bash(custom_commands=[define_command("wait_for_ticks", wait_for_ticks)])

    async def ticker(stop: asyncio.Event) -> None:
        while not stop.is_set():
            ticks.append(time.monotonic())
            if len(ticks) >= 3:
                ticked.set()
            await asyncio.sleep(0.005)

    async def main() -> RunResult:
        stop = asyncio.Event()
        task = asyncio.create_task(ticker(stop))
        r = await bash.arun(
            "i=0; while (( i < 300 )); do i=$((i+1)); done; wait_for_ticks && echo $i"
        )
        stop.set()
        await task
        return r

    r = asyncio.run(main())
    assert r.stdout == "300\n"
    assert r.exit_code == 0  # the loop kept ticking while the script ran in a thread
    assert len(ticks) >= 3


def test_two_sessions_run_concurrently_from_threads() -> None:
    sessions = [Bash(), Bash()]
    results: dict[int, RunResult] = {}
    started = threading.Barrier(2)

    def work(i: int) -> None:
        started.wait()
        results[i] = sessions[i].run(
            f"for n in $(seq 1 300); do echo {i}-$n >> /tmp/log; done; wc -l < /tmp/log"
        )

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert results[0].stdout.strip() == results[1].stdout.strip() == "300"
    assert sessions[0].read_file("/tmp/log").splitlines()[0] == "0-1"
    assert sessions[1].read_file("/tmp/log").splitlines()[-1] == "1-300"


def test_concurrent_runs_on_one_session_serialise() -> None:
    bash = Bash()
    bash.run("echo 0 > /tmp/counter")
    script = "for k in 1 2 3 4 5; do n=$(cat /tmp/counter); echo $((n + 1)) > /tmp/counter; done"
    errors: list[str] = []

    def work() -> None:
        r = bash.run(script)
        if r.exit_code or r.stderr:
            errors.append(r.stderr)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors
    # read-modify-write races would lose increments; serialised runs lose none
    assert bash.read_file("/tmp/counter") == "40\n"
    assert (
        bash.run("echo $PWD; echo ${n:-unset}").stdout == "/home/user\n39\n"
    )  # last read before the final increment


def test_concurrent_arun_on_one_session_serialise() -> None:
    bash = Bash()

    async def main() -> list[RunResult]:
        return await asyncio.gather(
            *(
                bash.arun(f"v=$(cat /tmp/v 2>/dev/null || echo 0); echo $((v + {i})) > /tmp/v")
                for i in range(1, 11)
            )
        )

    results = asyncio.run(main())
    assert all(r.exit_code == 0 for r in results)
    assert bash.read_file("/tmp/v") == "55\n"


def test_cancelling_arun_cancels_the_script() -> None:
    bash = Bash()

    async def main() -> None:
        task = asyncio.create_task(bash.arun("while :; do :; done"))
        await asyncio.sleep(0.2)
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass

    asyncio.run(main())  # returns: the worker thread saw the cancellation
    assert bash.run("echo ok").stdout == "ok\n"


def test_cancelling_a_queued_arun_spares_the_running_script() -> None:
    from agentsh import CommandContext, define_command

    started = threading.Event()
    release = threading.Event()

    def hold(args: list[str], ctx: CommandContext) -> RunResult:
        started.set()
        release.wait(30)  # keeps the session busy until the test has cancelled the queued run
        return RunResult()

    bash = Bash(custom_commands=[define_command("hold", hold)])
    first: list[RunResult] = []
    worker = threading.Thread(target=lambda: first.append(bash.run("hold; echo 3000 > /tmp/a")))

    async def main() -> None:
        worker.start()
        assert started.wait(30)  # the thread now holds the session
        task = asyncio.create_task(bash.arun("echo queued > /tmp/q"))
        await asyncio.sleep(0.05)
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass
        release.set()

    asyncio.run(main())
    worker.join(60)
    assert first[0].exit_code == 0 and first[0].limit_exceeded is None
    assert bash.run("cat /tmp/a; cat /tmp/q").stdout == "3000\n"
