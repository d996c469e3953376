"""The policy engine: one gate for every tier; no bypass through eval, xargs, functions..."""

from __future__ import annotations

import pytest

from agentsh import Bash
from agentsh.policy import Policy, Request, Rule

DENY_RM_R = Policy([Rule("deny", command="rm", args="*-*r*", reason="no recursive rm")])

BYPASSES = [
    "rm -r d",
    "rm -fr d",
    'eval "rm -rf d"',
    "x=rm; $x -r d",
    "echo d | xargs rm -r",
    "find . -maxdepth 1 -name d -exec rm -r {} \\;",
    "f() { rm -r d; }; f",
    "command rm -r d",
    "env rm -r d",
    "bash -c 'rm -r d'",
    "sh -c 'rm -r d'",
    "shopt -s expand_aliases\nalias zap='rm -r'\nzap d",
    "echo 'rm -r d' > s.sh; source s.sh",
    "echo 'rm -r d' > s.sh; . ./s.sh",
    "$(echo rm) -r d",
    "(rm -r d)",
    "{ rm -r d; } >/dev/null",
    "exec rm -r d",
]


@pytest.mark.parametrize("script", BYPASSES)
def test_denied_command_cannot_be_reached(script: str) -> None:
    bash = Bash(policy=DENY_RM_R)
    bash.run("mkdir -p d/e")
    r = bash.run(script)
    assert bash.file_exists("d/e"), (script, r)
    assert "denied by policy: no recursive rm" in r.stderr + r.stdout
    assert any(e.decision == "deny" and e.argv[0] == "rm" for e in bash.audit_log)


def test_denied_message_and_status() -> None:
    bash = Bash(policy=DENY_RM_R)
    r = bash.run("mkdir d; rm -r d; echo $?")
    assert r.stdout == "126\n"
    assert r.stderr == "bash: line 1: rm: denied by policy: no recursive rm\n"
    assert bash.run("rm -f nothing; echo $?").stdout == "0\n"  # non-recursive rm is allowed


def test_allowlist_mode() -> None:
    bash = Bash(policy=Policy.allow_only(["echo", "cat", "ls"]))
    assert bash.run("echo hi").stdout == "hi\n"
    r = bash.run("touch f; echo $?")
    assert r.stdout == "126\n" and "touch: denied by policy: not in the allowlist" in r.stderr
    assert not bash.file_exists("f")


def test_rules_match_by_name_and_path_and_see_later_changes() -> None:
    """Which command rules a name matches is worked out once per name (a loop asks on every
    command): a rule added or replaced afterwards still counts, and ``/usr/bin/rm`` is
    ``rm``."""
    policy = Policy([Rule("deny", command="r?", args="-r*", reason="no rm -r")])
    bash = Bash(policy=policy)
    script = "mkdir -p d; for i in 1 2 3; do rm -r d; /bin/rm -r d; echo $?; done; echo x"
    assert bash.run(script).stdout == "126\n126\n126\nx\n"
    policy.rules.append(Rule("deny", command="ech?"))
    r = bash.run("echo hi; echo $?")
    assert r.stdout == "" and r.stderr.count("echo: denied by policy") == 2
    policy.rules[1] = Rule("deny", command="mkdir")
    assert bash.run("echo hi; mkdir e; echo $?").stdout == "hi\n126\n"


def test_ask_calls_the_approver() -> None:
    asked: list[Request] = []

    def approve(req: Request) -> bool:
        asked.append(req)
        return req.argv[1:] == ("ok",)

    bash = Bash(policy=Policy([Rule("ask", command="touch")], approve=approve))
    bash.run("touch ok; touch no")
    assert bash.file_exists("ok") and not bash.file_exists("no")
    assert [r.argv for r in asked] == [("touch", "ok"), ("touch", "no")]
    no_callback = Bash(policy=Policy([Rule("ask", command="touch")]))
    assert no_callback.run("touch x; echo $?").stdout == "126\n"


def test_warn_runs_and_is_reported() -> None:
    bash = Bash(policy=Policy([Rule("warn", command="touch", reason="touching")]))
    assert bash.run("touch w").exit_code == 0 and bash.file_exists("w")
    entry = [e for e in bash.audit_log if e.argv[0] == "touch"][0]
    assert (entry.decision, entry.rule, entry.status) == ("warn", "touching", 0)


def test_path_rules_follow_symlinks() -> None:
    bash = Bash(policy=Policy([Rule("deny", path="/home/user/secret/**", reason="secrets")]))
    bash.write_file("/home/user/secret/key", "k")  # the host program is not governed
    r = bash.run("cat secret/key; ln -s secret/key link; cat link; cp link x")
    assert r.stdout == ""
    assert "cat: secret/key: Permission denied" in r.stderr
    assert "cat: link: Permission denied" in r.stderr
    assert not bash.file_exists("x")
    assert bash.read_file("/home/user/secret/key") == "k"


def test_path_ops_are_selective() -> None:
    bash = Bash(
        policy=Policy([Rule("deny", path="/data/**", ops=frozenset({"write", "delete", "create"}))])
    )
    bash.write_file("/data/a", "1")
    r = bash.run("cat /data/a; echo 2 > /data/a; rm /data/a; mkdir /data/new")
    assert r.stdout == "1"
    assert bash.read_file("/data/a") == "1" and not bash.file_exists("/data/new")


def test_on_command_hook_and_audit() -> None:
    seen: list[str] = []
    bash = Bash(on_command=lambda e: seen.append(" ".join(e.argv)))
    bash.run("echo a | tr a b; true")
    assert seen == ["echo a", "tr a b", "true"] or sorted(seen) == sorted(
        ["echo a", "tr a b", "true"]
    )
    assert {e.argv for e in bash.audit_log} == {("echo", "a"), ("tr", "a", "b"), ("true",)}
    assert all(e.duration >= 0 for e in bash.audit_log)


def test_audit_log_keeps_the_first_10000_commands_and_counts_the_rest() -> None:
    bash = Bash()
    # the function's own row is written when it returns, after its body filled the log
    r = bash.run("f() { for ((i = 0; i < 10005; i++)); do :; done; }; f; echo done")
    assert r.stdout == "done\n"
    log = bash.audit_log
    assert len(log) == 10_000
    assert log[0].argv == (":",) and all(e.argv == (":",) for e in log)
    assert bash._shell.audit_dropped == 7  # pyright: ignore[reportPrivateUsage]  (5 + f + echo)
    r = bash.run("echo again")  # each run starts a new log
    assert [e.argv for e in bash.audit_log] == [("echo", "again")]
    with_hook = Bash(on_command=lambda e: None)  # a hook sees every command, logged or not
    with_hook.run("for ((i = 0; i < 10003; i++)); do :; done")
    assert len(with_hook.audit_log) == 10_000


def test_policy_from_yaml() -> None:
    policy = Policy.from_yaml(
        "mode: denylist\nrules:\n  - {action: deny, command: curl, reason: no network}\n"
        "  - {action: deny, path: /etc/**, ops: [write, delete]}\n"
    )
    bash = Bash(policy=policy)
    assert "denied by policy: no network" in bash.run("curl x").stderr
    assert bash.run("echo x > /etc/motd").exit_code == 1
