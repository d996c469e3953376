"""The one calling convention of every command: a narrow :class:`CommandContext` in, a status out.

A command (``cat``, ``grep``, a user's ``define_command`` handler) never reaches into the
interpreter. It receives argv, the exported environment, the cwd, the virtual filesystem, its
three byte streams, the limits, and a callback to run a sub-command through the shell (for
``xargs``, ``find -exec``, ``timeout``, ``env CMD``). It returns its exit status.

Decision: the public ``CommandContext`` of the API contract (``args``, ``stdin`` as text, ``cwd``,
``env``, ``fs``) and the internal one are the same object: ``stdin`` is a property that reads
the whole input stream and decodes it, while built-in commands use ``stdin_stream`` (bytes,
streaming) and ``stdout``/``stderr`` (byte writers).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from agentsh._dataclass import dataclass, field
from agentsh.streams import (
    BytesInput,
    CallbackInput,
    EmptyInput,
    InputStream,
    OutputStream,
    UnreadableInput,
    UnreadableStdin,
    decode,
    encode,
)
from agentsh.vfs.errors import FSError
from agentsh.vfs.paths import absolute, fd_number

if TYPE_CHECKING:
    from agentsh.vfs import VirtualFS


class Unsupported(Exception):
    """Raised by a command for a feature that needs a real OS (the message says which)."""


#: ``run_subcommand(argv, stdin, stdout, stderr) -> status``: run argv through the shell's
#: command lookup (functions excluded, as for ``xargs``/``find -exec``) with the given streams.
SubcommandRunner = Callable[
    [list[str], InputStream | None, OutputStream | None, OutputStream | None], int
]


@dataclass
class CommandContext:
    """What a command gets. ``args`` excludes the command name (``name``)."""

    args: list[str]
    name: str = ""
    env: dict[str, str] = field(default_factory=dict[str, str])
    cwd: str = "/"
    fs: VirtualFS | Any = None
    stdin_stream: InputStream = field(default_factory=EmptyInput)
    stdout: OutputStream | Any = None
    stderr: OutputStream | Any = None
    limits: Any = None
    run_subcommand: SubcommandRunner | None = None
    #: Cooperative check for time/cancel budgets; loops call it now and then.
    check: Callable[[], None] = field(default=lambda: None)
    #: Opens special paths (``/dev/stdin``, ``/dev/fd/N`` from process substitution).
    open_special: Callable[[str], InputStream | None] | None = None
    #: ``run_script(command_line, stdin_bytes) -> (status, stdout_bytes)``: run a shell command
    #: line in a subshell (awk's ``system()``/pipes, ``find -exec sh -c``); stderr goes to the
    #: command's stderr.
    run_script: Callable[[str, bytes], tuple[int, bytes]] | None = None
    #: ``sleep(seconds)``: let virtual time pass (the clock advances, the run's time budget is
    #: charged; no wall time is spent). None outside a shell.
    sleep: Callable[[float], None] | None = None
    #: Interpreter services for builtins-like commands (``which``, ``type``); may be None.
    shell: Any = None
    #: ``fd_stream(n)``: what this command's descriptor ``n`` is open on (its redirections
    #: applied), for ``/dev/fd/N`` operands to write to; None outside a shell.
    fd_stream: Callable[[int], InputStream | OutputStream | None] | None = None
    _stdin_text: str | None = None

    # -- text conveniences (the public contract) ------------------------------------------
    @property
    def stdin(self) -> str:
        """The whole standard input, decoded (read once, then cached)."""
        if self._stdin_text is None:
            try:
                self._stdin_text = decode(self.stdin_stream.read())
            except UnreadableStdin:  # (closed, or open for writing only: read as empty)
                self._stdin_text = ""
        return self._stdin_text

    def write(self, data: str | bytes) -> None:
        """Write to stdout (text is UTF-8 encoded)."""
        self.stdout.write(encode(data) if isinstance(data, str) else data)

    def error(self, message: str) -> None:
        """Write ``name: message\\n`` to stderr, GNU style."""
        self.stderr.write(encode(f"{self.name}: {message}\n"))

    # -- paths and files ---------------------------------------------------------------------
    def abspath(self, path: str) -> str:
        """Absolute, lexically normalised path of an operand relative to cwd."""
        return absolute(self.cwd, path)

    def open_input(self, path: str) -> InputStream:
        """Open an operand for reading: regular files, devices, ``/dev/stdin``, ``/dev/fd/N``.

        Raises ``FSError`` like the VFS does (callers print ``name: path: strerror``); the
        empty name is no file (ENOENT; :meth:`abspath` would make it the cwd).
        """
        if not path:
            raise FSError(2, path)
        if self.open_special is not None and (
            path.startswith("/dev/") or path.startswith("/proc/self/fd/")
        ):
            special = self.open_special(path)
            if isinstance(special, UnreadableInput) or (
                special is None
                and isinstance(self.stdin_stream, UnreadableInput)
                and fd_number(path) == 0
            ):
                # (standard input that cannot be read, by its /proc/self/fd/0 link: absent
                # when closed; open for writing only, the file it writes is reopened for
                # reading: most often one just created, empty)
                stdin = self.stdin_stream
                if isinstance(stdin, UnreadableInput) and stdin.closed:
                    raise FSError(2, path)
                return EmptyInput()
            if special is not None:
                return special
        full = self.abspath(path)
        if full == "/dev/stdin":
            return self.stdin_stream
        if full == "/dev/null":
            return EmptyInput()
        fs = self.fs
        if full.startswith("/dev/") and fs.lexists(full):
            device = fs.device_name(full)
            if device in ("zero", "urandom", "random"):
                # endless devices stream chunk by chunk (``head -c 1G /dev/zero``); each
                # chunk is a budget check, so a command reading them all (``sort
                # /dev/zero``) meets the time and memory limits
                check = self.check

                def chunk() -> bytes:
                    check()
                    return fs.read_device(full, 65536)

                return CallbackInput(chunk)
        return BytesInput(fs.read_bytes(full))

    def open_output(self, path: str) -> OutputStream | None:
        """The stream behind a special path to write to: ``/dev/stdout``, ``/dev/stderr``,
        ``/dev/fd/N`` (an open descriptor of the shell, or an ``>(...)`` process
        substitution); None for any other path (a file of the VFS)."""
        full = self.abspath(path)
        n = 1 if full == "/dev/stdout" else 2 if full == "/dev/stderr" else fd_number(full)
        if n == 1 or n == 2:  # (this command's own, redirected or not)
            return self.stdout if n == 1 else self.stderr
        if n is None or self.fd_stream is None:
            return None
        s = self.fd_stream(n)
        return s if isinstance(s, OutputStream) else None

    def read_bytes(self, path: str) -> bytes:
        """Read a whole operand (``-`` is *not* special here: commands decide that)."""
        return self.open_input(path).read()

    def iter_lines(self, stream: InputStream, sep: bytes = b"\n") -> Iterator[bytes]:
        """Lines of a stream with a cooperative budget check every 4096 lines."""
        n = 0
        for line in stream.lines(sep):
            n += 1
            if n & 4095 == 0:
                self.check()
            yield line
