"""The garbage collector's pause (``agentsh._gcpause``): nested and concurrent pauses share a
count, a resumed stretch lifts only its own pause, and a run leaves the collector as it was."""

from __future__ import annotations

import gc
import threading

from agentsh import Bash
from agentsh._gcpause import gc_paused, gc_resumed


def test_nested_pauses_restore_the_collector_once() -> None:
    assert gc.isenabled()
    with gc_paused():
        assert not gc.isenabled()
        with gc_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the outer pause still holds
    assert gc.isenabled()


def test_resumed_lifts_only_its_own_pause() -> None:
    with gc_paused():
        with gc_resumed():
            assert gc.isenabled()  # the only pause lifted
        assert not gc.isenabled()
        with gc_paused(), gc_resumed():
            assert not gc.isenabled()  # another pause is still held
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    try:
        with gc_paused(), gc_resumed():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_resumed_outside_a_pause_changes_nothing() -> None:
    with gc_resumed():
        assert gc.isenabled()
    assert gc.isenabled()
    held = threading.Event()
    done = threading.Event()

    def other() -> None:  # another thread's pause is not this thread's to lift
        with gc_paused():
            held.set()
            done.wait(5)

    t = threading.Thread(target=other)
    t.start()
    held.wait(5)
    with gc_resumed():
        assert not gc.isenabled()
    assert not gc.isenabled()
    done.set()
    t.join()
    assert gc.isenabled()


def test_concurrent_pauses_end_with_the_collector_on() -> None:
    started = threading.Barrier(4)

    def work() -> None:
        with gc_paused():
            started.wait()
            with gc_resumed():
                pass
            assert not gc.isenabled()

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert gc.isenabled()


def test_jq_pipelines_leave_the_collector_on() -> None:
    sh = Bash(files={"/d.json": b'[{"a": 1}, {"a": 2}, {"a": -0}]\n'})
    r = sh.run("jq -c '.[]' /d.json | jq -s 'map(.a) | add'; jq . /nope; echo '{' | jq .")
    assert r.stdout == "3\n"
    assert "Could not open file /nope" in r.stderr
    assert gc.isenabled()
    r = sh.run("jq -c '.[]' /d.json | while read -r l; do echo \"$l\" | jq .a; done")
    assert r.stdout == "1\n2\n-0\n"
    assert gc.isenabled()


def test_freezes_only_after_much_was_built() -> None:
    assert not gc.get_freeze_count()
    gc.collect()
    with gc_paused():
        with gc_resumed():
            assert not gc.get_freeze_count()  # little built: collections stay cheap
        built = [[i] for i in range(50_000)]
        with gc_resumed():
            assert gc.get_freeze_count()  # much built: set aside from the collections
        del built
    assert not gc.get_freeze_count()


def test_small_jq_pipelines_leave_no_garbage_behind() -> None:
    # (a freeze at each run moved the pipeline's cyclic garbage into the oldest generation,
    # where nothing counted it toward a collection: 140 objects a run, kept until a full one)
    sh = Bash(files={"/x.json": b'{"a": [1, 2, 3]}\n'})
    for _ in range(20):
        sh.run("cat /x.json | jq -c .a")
    gc.collect()
    before = len(gc.get_objects())
    for _ in range(200):
        assert sh.run("cat /x.json | jq -c .a").stdout == "[1,2,3]\n"
    grown = len(gc.get_objects()) - before
    assert grown < 8_000, grown  # (it was 28,000)
