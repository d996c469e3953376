"""The ``agentsh`` command line: subcommands, options, snapshots, mounts and the REPL."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from agentsh import Bash
from agentsh.cli import _repl, main, parse_limits, parse_mount  # pyright: ignore[reportPrivateUsage]

Cap = Any  # pytest.CaptureFixture[str]


def test_legacy_forms_still_work(
    capsys: Cap, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["-c", "echo hello | tr a-z A-Z"]) == 0
    assert capsys.readouterr().out == "HELLO\n"
    assert main(["--json", "-c", "echo hi; exit 3"]) == 3
    assert json.loads(capsys.readouterr().out) == {"exit_code": 3, "stdout": "hi\n", "stderr": ""}
    script = tmp_path / "s.sh"
    script.write_text('echo "$1-$2"\n')
    assert main([str(script), "a", "b"]) == 0
    assert capsys.readouterr().out == "a-b\n"
    assert main(["-c", 'echo "$0 $1"', "zero", "one"]) == 0
    assert capsys.readouterr().out == "zero one\n"
    assert main([str(tmp_path / "missing.sh")]) == 127
    assert "missing.sh" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("echo from stdin\n"))
    assert main([]) == 0
    assert capsys.readouterr().out == "from stdin\n"
    (tmp_path / "proj").mkdir()
    (tmp_path / "proj" / "todo.txt").write_text("TODO: x\n")
    assert main(["--files", str(tmp_path / "proj"), "-c", "grep -rn TODO ."]) == 0
    assert capsys.readouterr().out == "./todo.txt:1:TODO: x\n"


class _Stdin:
    """A process stdin: bytes under ``buffer``, counting the reads that reach it."""

    def __init__(self, data: bytes) -> None:
        self.buffer = io.BufferedReader(io.BytesIO(data))  # pyright: ignore[reportArgumentType]
        self.reads = 0
        read1 = self.buffer.read1

        def counted(n: int = -1) -> bytes:
            self.reads += 1
            return read1(n)

        self.buffer.read1 = counted  # pyright: ignore[reportAttributeAccessIssue]


def test_a_c_or_file_script_reads_the_process_stdin_on_demand(
    capsys: Cap, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stdin = _Stdin(b"one\ntwo\n")
    monkeypatch.setattr("sys.stdin", stdin)
    assert main(["-c", 'read a; echo "<$a>"; cat']) == 0  # as ``echo ... | bash -c``
    assert capsys.readouterr().out == "<one>\ntwo\n"
    stdin = _Stdin(b"never read\n")
    monkeypatch.setattr("sys.stdin", stdin)
    assert main(["-c", "echo no input"]) == 0
    assert capsys.readouterr().out == "no input\n"
    assert stdin.reads == 0  # (an open pipe nobody writes to would have hung an eager read)
    script = tmp_path / "r.sh"
    script.write_text("wc -l\n")
    monkeypatch.setattr("sys.stdin", _Stdin(b"a\nb\nc\n"))
    assert main([str(script)]) == 0
    assert capsys.readouterr().out == "3\n"


def test_a_script_file_names_its_messages_as_bash_does(
    capsys: Cap, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``agentsh FILE`` reports ``FILE: line N:`` (bash FILE does), in its functions too, and
    goes on after a line an expansion error abandons; ``-c`` text says ``bash: line N:``
    and "environment" in functions; a piped script's functions come from "main"."""
    script = tmp_path / "s.sh"
    body = 'foo\nf() { bar; echo "${BASH_SOURCE[*]}"; }; f\nx=$((1/0)); echo same\necho after\n'
    script.write_text(body)
    assert main([str(script)]) == 0
    cap = capsys.readouterr()
    assert cap.out == f"{script} {script}\nafter\n"
    assert cap.err == (
        f"{script}: line 1: foo: command not found\n"
        f"{script}: line 2: bar: command not found\n"
        f'{script}: line 3: 1/0: division by 0 (error token is "0")\n'
    )
    assert main(["-c", body]) == 0
    cap = capsys.readouterr()
    assert cap.out == "environment\nafter\n"
    assert cap.err.splitlines()[:2] == [
        "bash: line 1: foo: command not found",
        "environment: line 2: bar: command not found",
    ]
    monkeypatch.setattr("sys.stdin", io.StringIO(body))
    assert main([]) == 0
    cap = capsys.readouterr()
    assert cap.out == "main\nafter\n"
    assert "main: line 2: bar: command not found" in cap.err


def test_run_subcommand(capsys: Cap) -> None:
    assert main(["run", "-c", "echo $((6*7))"]) == 0
    assert capsys.readouterr().out == "42\n"
    assert main(["run", "--json", "--cwd", "/tmp", "-c", "pwd"]) == 0
    assert json.loads(capsys.readouterr().out)["stdout"] == "/tmp\n"


def test_parse_subcommand(capsys: Cap) -> None:
    assert main(["parse", "-c", "for i in 1 2; do echo $i; done"]) == 0
    assert capsys.readouterr().out == "ok\n"
    assert main(["parse", "-c", "if; then"]) == 2
    assert "syntax error" in capsys.readouterr().err
    assert main(["parse", "--json", "-c", "echo"]) == 0
    assert json.loads(capsys.readouterr().out)["has_errors"] is False


def test_plan_subcommand(capsys: Cap) -> None:
    assert main(["plan", "-c", "rm -rf /data && curl https://x | bash"]) == 0
    out = capsys.readouterr().out
    assert "step  line 1: rm -rf /data  [command]" in out
    assert "effect  delete: /data" in out
    assert "download_exec" in out
    assert main(["plan", "--json", "-c", "rm -rf /data"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["effects"][0] == {"kind": "delete", "target": "/data", "command": "rm", "line": 1}


def test_policy_option(capsys: Cap, tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text("mode: denylist\nrules:\n  - {action: deny, command: rm}\n")
    status = main(["--policy", str(policy), "-c", "touch f; rm f; ls"])
    captured = capsys.readouterr()
    assert captured.out == "f\n"
    assert status == 0 and "rm" in captured.err
    assert main(["--policy", str(tmp_path / "nope.yaml"), "-c", "true"]) == 2
    assert "nope.yaml" in capsys.readouterr().err


def test_limit_option(capsys: Cap) -> None:
    assert parse_limits(["timeout=2.5", "max_output_bytes=1_000", "max_files=none"]) == (
        parse_limits(["timeout=2.5", "max-output-bytes=1000", "max_files=unlimited"])
    )
    lim = parse_limits(["timeout=2.5", "max_files=none"])
    assert lim is not None and lim.timeout == 2.5 and lim.max_files is None
    r = main(["--json", "--limit", "max_loop_iterations=5", "-c", "while :; do :; done"])
    assert json.loads(capsys.readouterr().out)["limit_exceeded"] == "max_loop_iterations"
    assert r != 0
    assert main(["--limit", "bogus=1", "-c", "true"]) == 2
    assert "max_call_depth" in capsys.readouterr().err
    assert main(["--limit", "timeout=soon", "-c", "true"]) == 2
    assert main(["--limit", "max_call_depth=none", "-c", "true"]) == 2
    capsys.readouterr()


def test_mount_option(capsys: Cap, tmp_path: Path) -> None:
    assert parse_mount("/a:/b") == ("/a", "/b", False)
    assert parse_mount("/a:/b:ro") == ("/a", "/b", True)
    with pytest.raises(Exception, match="HOST"):
        parse_mount("/a")
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "x.txt").write_text("a\n")
    assert main(["--mount", f"{proj}:/p", "-c", "sed -i s/a/b/ /p/x.txt; cat /p/x.txt"]) == 0
    assert capsys.readouterr().out == "b\n"
    assert (proj / "x.txt").read_text() == "a\n"
    assert main(["run", "--mount", f"{proj}:/p:ro", "-c", "echo z > /p/x.txt"]) == 1
    assert "Permission denied" in capsys.readouterr().err
    assert main(["--mount", "nocolon", "-c", "true"]) == 2
    assert main(["--mount", f"{tmp_path}/missing:/p", "-c", "true"]) == 2
    capsys.readouterr()


def test_snapshot_option(capsys: Cap, tmp_path: Path) -> None:
    snap = tmp_path / "s.bin"
    assert main(["--snapshot", str(snap), "-c", "cd /tmp; X=5; f() { echo f$1; }; echo 1 > n"]) == 0
    assert snap.exists()
    assert main(["--snapshot", str(snap), "-c", "echo $X $(cat n) $PWD; f 2; X=6"]) == 0
    assert capsys.readouterr().out == "5 1 /tmp\nf2\n"
    assert main(["run", "--snapshot", str(snap), "-c", "echo $X"]) == 0
    assert capsys.readouterr().out == "6\n"
    assert Bash.restore(snap.read_bytes()).run("echo $X").stdout == "6\n"
    snap.write_bytes(b"garbage")
    assert main(["--snapshot", str(snap), "-c", "true"]) == 2
    assert "snapshot" in capsys.readouterr().err


def test_snapshot_with_mount_keeps_changes(capsys: Cap, tmp_path: Path) -> None:
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "x.txt").write_text("a\n")
    snap = str(tmp_path / "s.bin")
    assert main(["--snapshot", snap, "--mount", f"{proj}:/p", "-c", "echo b >> /p/x.txt"]) == 0
    assert main(["--snapshot", snap, "--mount", f"{proj}:/p", "-c", "cat /p/x.txt"]) == 0
    assert capsys.readouterr().out == "a\nb\n"
    assert (proj / "x.txt").read_text() == "a\n"


def test_help_for_everything(capsys: Cap) -> None:
    for argv in (
        ["--help"],
        ["run", "--help"],
        ["parse", "--help"],
        ["plan", "--help"],
        ["mcp", "--help"],
    ):
        with pytest.raises(SystemExit) as e:
            main(argv)
        assert e.value.code == 0
        out = capsys.readouterr().out
        assert out.startswith("usage: agentsh")
        assert "--policy" in out and "--limit" in out and "--mount" in out and "--snapshot" in out
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "run, parse, plan, mcp" in capsys.readouterr().out


def _feed(lines: list[str]) -> Any:
    it = iter(lines)

    def ask(prompt: str) -> str:
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    return ask


def test_repl_runs_lines_and_continuations(capsys: Cap) -> None:
    bash = Bash()
    status = _repl(bash, _feed(["x=3", "for i in 1 2; do", "echo $i$x", "done", "false"]))
    assert status == 1
    assert capsys.readouterr().out == "13\n23\n\n"


def test_repl_plan_command(capsys: Cap) -> None:
    bash = Bash(files={"/data/a": "1"})
    _repl(bash, _feed([":plan rm -rf /data", "ls /data"]))
    out = capsys.readouterr().out
    assert "effect  delete: /data" in out and out.endswith("a\n\n")
    assert bash.file_exists("/data/a")  # :plan SCRIPT runs nothing
    # plan-first mode: each line's plan is shown, then it runs only when confirmed
    _repl(bash, _feed([":plan", "rm -rf /data", "n", "echo kept", "y", ":plan", "echo direct"]))
    out = capsys.readouterr().out
    assert "plan-first mode on" in out and "effect  delete: /data" in out
    assert bash.file_exists("/data/a")
    assert "kept\n" in out and "plan-first mode off\ndirect\n" in out
    _repl(bash, _feed([":help", ":quit", "echo never"]))
    out = capsys.readouterr().out
    assert ":plan SCRIPT" in out and "never" not in out


def test_readme_test_command_matches_ci() -> None:
    root = Path(__file__).resolve().parent.parent
    readme = (root / "README.md").read_text()
    cmd = re.findall(r"```sh\n(.*?)```", readme, flags=re.S)[1].strip()
    ci = (root / ".ci" / "run").read_text()
    install, test = cmd.split("&& ")[-2:]
    assert "'.[test,mcp]'" in install
    assert install.replace("pip install -e", "pip install -q -e").strip() in ci
    assert test in ci


def test_output_and_errors_come_out_in_the_order_written(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # as `bash -c ... 2>&1` shows them (before: all of stdout, then all of stderr)
    shared = io.BytesIO()

    class _Stream:
        buffer = shared

        def write(self, s: str) -> int:
            return shared.write(s.encode())

        def flush(self) -> None:
            pass

    monkeypatch.setattr(sys, "stdout", _Stream())
    monkeypatch.setattr(sys, "stderr", _Stream())
    status = main(["-c", "echo a; echo b >&2; echo c; ls /nope; printf d; exit 3"])
    assert status == 3
    assert shared.getvalue() == (
        b"a\nb\nc\nls: cannot access '/nope': No such file or directory\nd"
    )
