"""``EVER_LOCAL``: every way of binding a name below the global frame records it, so that a
lookup that skips the walk down the frames for the other names is never wrong."""

from __future__ import annotations

from agentsh import Bash
from agentsh.runtime.variables import EVER_LOCAL, LocalVars, Var, Variables


def test_every_binding_of_a_local_frame_is_recorded() -> None:
    d = LocalVars()
    d["ev_a"] = Var("1")
    d.setdefault("ev_b", Var("2"))
    d.update({"ev_c": Var("3")}, ev_d=Var("4"))
    d |= {"ev_e": Var("5")}
    assert {"ev_a", "ev_b", "ev_c", "ev_d", "ev_e"} <= EVER_LOCAL
    assert isinstance(d, LocalVars) and d["ev_e"].value == "5"


def test_forks_and_copies_keep_recording() -> None:
    v = Variables()
    v.push("f")
    v.push("g")
    fork = v.fork()
    fork.frames[-1].vars["ev_fork"] = Var("x")
    fork.frames[1].vars.setdefault("ev_fork2", Var("y"))
    copy = v.copy()
    copy.frames[-1].vars["ev_copy"] = Var("z")
    assert {"ev_fork", "ev_fork2", "ev_copy"} <= EVER_LOCAL
    assert "ev_global_only" not in EVER_LOCAL
    v.frames[0].vars["ev_global_only"] = Var("g")  # (the global frame records nothing)
    assert "ev_global_only" not in EVER_LOCAL
    assert v.lookup("ev_global_only") is v.frames[0].vars["ev_global_only"]
    assert fork.lookup("ev_fork") is not None and fork.peek("ev_fork2") is not None
    assert copy.lookup("ev_copy") is not None and v.lookup("ev_copy") is None


def test_a_local_first_bound_deep_in_a_fork_of_a_session_is_seen() -> None:
    b = Bash()
    b.run("a(){ b; }; b(){ c; }; c(){ echo ${ev_name-unset}; }")
    forked = b.fork()
    r = forked.run("x(){ local ev_name=deep; a; }; x; a")
    assert r.stdout == "deep\nunset\n"
