"""Redirections: turning ``Redir`` nodes into an fd table for one command.

Owns the semantics of every operator (``> >> >| < <> >& <& &> &>> <<< << <<-`` and the
``{var}>`` form), their left-to-right order (``2>&1 >f`` differs from ``>f 2>&1``), the special
paths (``/dev/null``, ``/dev/stdout``, ``/dev/stderr``, ``/dev/fd/N``), ``noclobber``, and
bash's error messages (``ambiguous redirect``, ``No such file or directory``...).
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING, Any

from agentsh.eval.arith import ArithError, ArithUnboundError
from agentsh.eval.words import ExpansionError
from agentsh.exec.io import IO, FileOutput, Stream, WriteError
from agentsh.streams import (
    BufferOutput,
    BytesInput,
    EmptyInput,
    InputStream,
    NullOutput,
    OutputStream,
    PipedBytesInput,
    encode,
)
from agentsh.syntax import ast as A
from agentsh.vfs import FSError
from agentsh.vfs.paths import absolute, fd_number

if TYPE_CHECKING:
    from agentsh.exec.shell import Shell


def _fail(sh: Shell, io: IO, msg: str | None) -> Exception:
    """A failed redirection, reported with ``msg`` (None: silently, see the ``2>&N`` of
    dash), with the status of the shell's failed redirections."""
    from agentsh.exec.shell import _RedirFailed  # pyright: ignore[reportPrivateUsage]

    if msg is not None:
        sh.err(io, msg)
    return _RedirFailed(2 if sh.dash_messages else 1)


def _open_failed(sh: Shell, io: IO, path: str, e: FSError, output: bool) -> Exception:
    """The failure to open ``path`` for a redirection, in bash's words or dash's (``cannot
    create X: Directory nonexistent``, ``cannot open X: No such file``)."""
    if not sh.dash_messages:
        return _fail(sh, io, f"{path}: {e.strerror}")
    if e.errno == errno.ENOENT:
        why = "Directory nonexistent" if output else "No such file"
    else:
        why = e.strerror
    return _fail(sh, io, f"cannot {'create' if output else 'open'} {path}: {why}")


def _target_word(sh: Shell, r: A.Redir, io: IO) -> str:
    assert isinstance(r.target, A.Word)
    try:
        if r.op == "<<<":
            return sh._expander.expand_word_nosplit(r.target)  # pyright: ignore[reportPrivateUsage]
        fields = sh._expander.expand_words([r.target])  # pyright: ignore[reportPrivateUsage]
    except ExpansionError as e:
        sh._expansion_failed(e, io)  # pyright: ignore[reportPrivateUsage]
        raise
    except ArithError as e:
        raise _arith_failed(sh, io, e) from None
    if len(fields) != 1:
        raise _fail(sh, io, f"{_raw(r.target)}: ambiguous redirect")
    return fields[0]


def _arith_failed(sh: Shell, io: IO, e: ArithError) -> Exception:
    """An arithmetic error in a redirection's word or here-document fails just an external
    command (status 1); a builtin's, function's or compound command's abandons the line (or
    ends the shell when a variable is unset). The caller decides; this reports it."""
    from agentsh.exec.shell import _RedirArithFailed  # pyright: ignore[reportPrivateUsage]

    sh.err(io, str(e))
    return _RedirArithFailed(isinstance(e, ArithUnboundError))


def _raw(w: A.Word) -> str:
    out: list[str] = []
    for p in w.parts:
        if isinstance(p, A.Lit | A.Escaped | A.SingleQuoted):
            out.append(p.text)
        elif isinstance(p, A.ParamExp):
            out.append("$" + ("{" + p.name + "}" if p.braced else p.name))
        else:
            out.append("")
    return "".join(out)


def _open_out(sh: Shell, io: IO, path: str, append: bool, clobber: bool) -> OutputStream:
    if path == "/dev/null":
        return NullOutput()
    if path == "/dev/stdout":
        return io.stdout
    if path == "/dev/stderr":
        return io.stderr
    n = fd_number(path)
    if n is not None:
        s = sh.fd_stream(n, io)
        if isinstance(s, OutputStream):
            return s
    if not path:  # (no file has the empty name; ``absolute`` would give the cwd)
        raise _open_failed(sh, io, path, FSError(errno.ENOENT, path), True)
    full = absolute(sh.cwd, path)
    fs = sh.fs
    try:
        if not append and "noclobber" in sh.options and not clobber:
            if fs.exists(full) and fs.is_file(full):
                if sh.dash_messages:
                    raise _fail(sh, io, f"cannot create {path}: File exists")
                raise _fail(sh, io, f"{path}: cannot overwrite existing file")
        node = fs.open_write(full, append=append)
        if isinstance(node, str):
            return _device_out(node, io)
    except FSError as e:
        raise _open_failed(sh, io, path, e, True) from None
    return FileOutput(fs, full, append, node)


def _device_out(dev: str, io: IO) -> OutputStream:
    if dev == "stdout":
        return io.stdout
    if dev == "stderr":
        return io.stderr
    if dev == "full":
        return _FullOutput()
    if dev == "tty":  # (no controlling terminal, as for an agent's bash -c)
        raise FSError(errno.ENXIO, "/dev/tty")
    return NullOutput()


class _FullOutput(OutputStream):
    """``/dev/full``: opens, and fails every write that has something to write."""

    def write(self, data: bytes) -> None:
        if data:
            raise WriteError("No space left on device")


def _open_in(sh: Shell, io: IO, path: str) -> InputStream:
    if path == "/dev/null":
        return EmptyInput()
    special = sh.open_special(path, io)
    if special is not None:
        return special
    if not path:
        raise _open_failed(sh, io, path, FSError(errno.ENOENT, path), False)
    full = absolute(sh.cwd, path)
    fs = sh.fs
    try:
        dev = fs.device_name(full)  # None when missing: reading then reports why
        if dev is not None:
            if dev == "null":
                return EmptyInput()
            if dev == "stdin":
                return io.stdin
            if dev == "tty":
                raise FSError(errno.ENXIO, full)
            if dev in ("zero", "full", "urandom", "random"):
                from agentsh.streams import CallbackInput

                return CallbackInput(lambda: fs.read_device(full, 65536))
            return EmptyInput()
        try:
            return _FileInput(fs.open_read(full))
        except FSError as e:
            if e.errno != 21:  # EISDIR: opening works, every read fails
                raise
        if not fs.access(full, 4):
            raise FSError(13, full) from None
        return _DirInput()
    except FSError as e:
        raise _open_failed(sh, io, path, e, False) from None


class _FileInput(BytesInput):
    """``<file``: an open file, whose content is taken at the first read (``exec 4<f; echo
    more >> f; cat <&4`` reads ``more`` too, as from a real descriptor), not at the open.

    Decision: what is written to the file after that first read is not read: a command
    that reads a file while it appends to it (``sed p < f >> f``) reads what was there,
    as the old snapshot at the open did, instead of chasing its own output."""

    def __init__(self, node: Any) -> None:
        BytesInput.__init__(self, b"")
        self.file: Any = node  #: the file (``cat < f >> f`` compares it with its output)
        self.started = False  #: whether its content was taken

    def _next_chunk(self) -> bytes:
        if self.started:
            return b""
        self.started = True
        return self.file.content()


class _DirInput(InputStream):
    """Reading a directory opened with ``<``: every read fails with EISDIR."""

    def _next_chunk(self) -> bytes:
        raise FSError(21, "-")


def _fd_number(sh: Shell, r: A.Redir, default: int, io: IO) -> int:
    if r.fd_var is not None:
        n = 10
        while n in io.fds:
            n += 1
        sh.set_var(r.fd_var, str(n))
        return n
    return r.fd if r.fd is not None else default


def apply_redirs(
    sh: Shell, redirs: tuple[A.Redir, ...], io: IO, *, compound: bool = False
) -> tuple[IO, list[Any]]:
    """Apply redirections left to right on a copy of ``io``. Returns (new io, opened files).
    ``compound``: the redirections of a compound command other than a subshell (changes
    error line numbers).

    A redirection that fails is reported on the standard error the ones before it made
    (``cmd &> log < missing``: in ``log``, as bash does), and the files they opened are
    closed (flushed) then."""
    new = io.copy()
    opened: list[Any] = []
    try:
        _apply_each(sh, redirs, new, opened, compound)
    except BaseException:
        close_redirs(sh, opened)
        raise
    return new, opened


def _apply_each(
    sh: Shell, redirs: tuple[A.Redir, ...], new: IO, opened: list[Any], compound: bool
) -> None:
    io = new  # (the here-documents' expansion errors are reported on it too)
    # bash reports the errors of a compound command's redirections (not a subshell's) at the
    # line where its parse ended: past its here-documents, at the last one's delimiter
    end_line = 0
    if compound:
        for r in redirs:
            if isinstance(r.target, A.HereDoc) and r.target.body.span.line:
                sp = r.target.body.span
                end_line = sp.end_line + 1 if r.target.body.parts else sp.line
    for r in redirs:
        if end_line:
            sh.lineno = end_line
        elif r.span.line:
            sh.lineno = r.span.line
        op = r.op
        if op in ("<<", "<<-"):
            assert isinstance(r.target, A.HereDoc)
            doc = r.target
            if doc.quoted:
                text = "".join(
                    p.text
                    for p in doc.body.parts
                    if isinstance(p, A.Lit | A.Escaped | A.SingleQuoted)
                )
            else:
                try:
                    text = sh._expander.expand_heredoc(doc.body)  # pyright: ignore[reportPrivateUsage]
                except ExpansionError as e:
                    if e.status == 127 and type(e).__name__ != "FatalExpansionError":
                        # an unset variable (``${x?}``, set -u) fails just an external
                        # command, as an arithmetic error does (status 127, 1 in a subshell)
                        from agentsh.exec.shell import _RedirArithFailed  # pyright: ignore[reportPrivateUsage]

                        sh.err(io, e.message)
                        raise _RedirArithFailed(True) from None
                    sh._expansion_failed(e, io)  # pyright: ignore[reportPrivateUsage]
                    raise
                except ArithError as e:
                    raise _arith_failed(sh, io, e) from None
            new.fds[_fd_number(sh, r, 0, new)] = PipedBytesInput(encode(text))
            continue
        if op == "<<<":
            text = _target_word(sh, r, new)
            new.fds[_fd_number(sh, r, 0, new)] = PipedBytesInput(encode(text + "\n"))
            continue
        target = _target_word(sh, r, new)
        if op in (">&", "<&"):
            default = 1 if op == ">&" else 0
            fd = _fd_number(sh, r, default, new)
            if target == "-":
                new.fds.pop(fd, None)
                continue
            t = target
            close_after = t.endswith("-")
            if close_after:
                t = t[:-1]
            if t.isascii() and t.isdigit():
                src = int(t)
                s = new.fds.get(src)
                if s is None:
                    # (dash has closed its stderr by then: the message goes nowhere)
                    quiet = fd == 2 and sh.dash_messages
                    raise _fail(sh, new, None if quiet else f"{src}: Bad file descriptor")
                new.fds[fd] = s
                if close_after:
                    new.fds.pop(src, None)
                continue
            if op == ">&" and r.fd is None:
                # >&word with a non-number: same as &>word
                out = _open_out(sh, new, target, append=False, clobber=False)
                opened.append(out)
                new.fds[1] = out
                new.fds[2] = out
                continue
            raise _fail(sh, new, f"{target}: ambiguous redirect")
        if op in (">", ">|", ">>"):
            fd = _fd_number(sh, r, 1, new)
            out = _open_out(sh, new, target, append=op == ">>", clobber=op == ">|")
            opened.append(out)
            new.fds[fd] = out
            continue
        if op in ("&>", "&>>"):
            out = _open_out(sh, new, target, append=op == "&>>", clobber=False)
            opened.append(out)
            new.fds[1] = out
            new.fds[2] = out
            continue
        if op == "<":
            fd = _fd_number(sh, r, 0, new)
            new.fds[fd] = _open_in(sh, new, target)
            continue
        if op == "<>":
            fd = _fd_number(sh, r, 0, new)
            full = absolute(sh.cwd, target)
            try:
                if not target:
                    raise FSError(errno.ENOENT, target)
                node = sh.fs.open_write(full, append=True)  # (created if missing, kept)
                if isinstance(node, str):  # a device: what it reads and what it takes
                    new.fds[fd] = _open_in(sh, new, target)
                    continue
                sh.fs.open_read(full)  # (an unreadable file: fails here)
            except FSError as e:
                raise _fail(sh, new, f"{target}: {e.strerror}") from None
            rw = _ReadWriteFile(sh.fs, full, node)
            opened.append(rw)
            new.fds[fd] = rw
            continue
        raise _fail(sh, new, f"{op}: unsupported redirection")


class _ReadWriteFile(InputStream, FileOutput):
    """``N<>file``: one offset for reads and writes, from the start of the file (not
    truncated). A write goes at once where reading stopped (what was read ahead is given
    back); a read takes the file's content from the offset as it is then."""

    def __init__(self, fs: Any, path: str, node: Any) -> None:
        InputStream.__init__(self)
        FileOutput.__init__(self, fs, path, False, node)

    def _next_chunk(self) -> bytes:
        data = self.node.content()[self.offset :]
        self.offset += len(data)
        return data

    def write(self, data: bytes) -> None:
        self.offset -= len(self._buf) - self._pos
        self._buf, self._pos, self._eof = b"", 0, False
        FileOutput.write(self, data)
        self.flush()

    def close(self) -> None:
        FileOutput.close(self)


def close_redirs(sh: Shell, opened: list[Any]) -> None:
    """Flush and close the files a command's redirections opened (reporting a full disk)."""
    for s in opened:
        if isinstance(s, FileOutput):
            try:
                s.close()
            except (FSError, WriteError) as e:
                sh.err(sh._current_io, f"write error: {e.strerror}")  # pyright: ignore[reportPrivateUsage]


__all__ = ["apply_redirs", "close_redirs", "Stream", "BufferOutput"]
