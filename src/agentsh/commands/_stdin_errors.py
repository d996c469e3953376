"""What each command says when its standard input cannot be read (GNU's words, checked
against the real tools): closed (``cmd 0<&-``) or open for writing only (``exec 3>f; cmd
<&3``, ``cmd 0>f``).

A read of such a stdin (:class:`~agentsh.streams.UnreadableInput`) raises
:class:`~agentsh.streams.UnreadableStdin`; a command that does not catch it fails there, and
the dispatcher (``Shell._run_fn``) reports it with :func:`stdin_error`. The table holds the
commands whose report is a function of their name (and a few options): the message lines
and the status, for a closed stdin and for a write-only one. A closed one often has one
more line: GNU's ``close_stdin`` at exit fails too. Commands that report it mid-output
(``wc``, ``od``, ``cksum``) or read it as empty (``xargs``, ``strings``) catch it in their
own module instead.

In the lines, ``$0`` stands for the command's name.
"""

from __future__ import annotations

#: (lines, status): what is written to stderr, one line each, and the exit status
Report = tuple[tuple[str, ...], int]

_BADF = "Bad file descriptor"
_DASH = f"$0: -: {_BADF}"
_READ_ERROR: Report = ((f"$0: read error: {_BADF}",), 1)


def _same(lines: tuple[str, ...], status: int) -> tuple[Report, Report]:
    return (lines, status), (lines, status)


def _closed_adds(lines: tuple[str, ...], extra: str, status: int = 1) -> tuple[Report, Report]:
    """The write-only report, and the closed one: the same plus ``extra`` (close_stdin)."""
    return (lines + (extra,), status), (lines, status)


_GREP = _same((f"grep: (standard input): {_BADF}",), 2)
_SUMS = _closed_adds((_DASH,), f"$0: standard input: {_BADF}")
_TWICE = _closed_adds((_DASH,), _DASH)
_GZIP = ((f"gzip: standard input: {_BADF}",), 1), (("", f"gzip: stdin: {_BADF}"), 1)
_XZ = _same((f"$0: (stdin): Read error: {_BADF}",), 1)
_AWK = _same((f"$0: fatal: error reading input file `-': {_BADF}",), 2)
_BUNZIP = _same(
    (
        "",
        "$0: Compressed file ends unexpectedly;",
        "\tperhaps it is corrupted?  *Possible* reason follows.",
        f"$0: {_BADF}",
        "\tInput file = (stdin), output file = (stdout)",
        "",
        "It is possible that the compressed file(s) have become corrupted.",
        "You can use the -tvv option to test integrity of such files.",
        "",
        "You can use the `bzip2recover' program to attempt to recover",
        "data from undamaged sections of corrupted files.",
        "",
    ),
    2,
)

#: name -> (report for a closed stdin, report for a write-only one)
TABLE: dict[str, tuple[Report, Report]] = {
    "grep": _GREP,
    "egrep": _GREP,
    "fgrep": _GREP,
    "sed": _same((f"$0: read error on stdin: {_BADF}",), 4),
    "awk": _AWK,
    "gawk": _AWK,
    "tr": (_READ_ERROR, _READ_ERROR),
    "base64": (_READ_ERROR, _READ_ERROR),
    "base32": (_READ_ERROR, _READ_ERROR),
    "basenc": (_READ_ERROR, _READ_ERROR),
    "shuf": (_READ_ERROR, _READ_ERROR),
    "join": (_READ_ERROR, _READ_ERROR),
    "head": _closed_adds((f"$0: error reading 'standard input': {_BADF}",), _DASH),
    "tail": (
        ((f"$0: cannot fstat 'standard input': {_BADF}", _DASH), 1),
        ((f"$0: error reading 'standard input': {_BADF}",), 1),
    ),
    "tac": _closed_adds((f"$0: 'standard input': read error: {_BADF}",), _DASH),
    "uniq": _same(("$0: error reading '-'",), 1),
    "cut": _TWICE,
    "nl": _TWICE,
    "fold": _TWICE,
    "paste": _TWICE,
    "expand": _TWICE,
    "unexpand": _TWICE,
    "md5sum": _SUMS,
    "sha1sum": _SUMS,
    "sha224sum": _SUMS,
    "sha256sum": _SUMS,
    "sha384sum": _SUMS,
    "sha512sum": _SUMS,
    "b2sum": _SUMS,
    "sum": _SUMS,
    "cksum": _SUMS,  # (with -a: cksum itself reports the default algorithm's case)
    "tee": _closed_adds((f"$0: read error: {_BADF}",), f"$0: standard input: {_BADF}"),
    "rev": _same((f"$0: stdin: 0: {_BADF}",), 1),
    "xxd": _same((f"$0: {_BADF}",), 2),
    "comm": _same((_DASH,), 1),
    "split": _same((_DASH,), 1),
    "diff": _same((_DASH,), 2),
    "cmp": _same((_DASH,), 2),
    "fmt": _closed_adds(("$0: read error",), f"$0: closing standard input: {_BADF}"),
    "column": _same((f"$0: read failed: {_BADF}",), 1),
    "csplit": _same((f"$0: read error: {_BADF}",), 1),
    "tsort": (((f"$0: standard input: {_BADF}",), 1), ((), 0)),
    "date": (((f"$0: 'standard input': {_BADF}",), 1), ((), 0)),
    "numfmt": _same((f"$0: error reading input: {_BADF}",), 0),
    "factor": _same((), 0),
    "envsubst": _same((f'$0: error while reading "standard input": {_BADF}',), 1),
    "gzip": _GZIP,
    "gunzip": _GZIP,
    "zcat": _GZIP,
    "xz": _XZ,
    "unxz": _XZ,
    "xzcat": _XZ,
    "lzma": _XZ,
    "unlzma": _XZ,
    "lzcat": _XZ,
    "bunzip2": _BUNZIP,
    "bzcat": _BUNZIP,
    "tar": _same(
        (
            f"$0: -: Cannot read: {_BADF}",
            "$0: At beginning of tape, quitting now",
            "$0: Error is not recoverable: exiting now",
        ),
        2,
    ),
    "patch": (
        ((f"$0: **** fstat : {_BADF}",), 2),
        ((f"$0: **** read error : {_BADF}",), 2),
    ),
    "bc": _same(("(standard_in) 1: read() in flex scanner failed",), 1),
    # (jq 1.6 says nothing and fails with 2; jq 1.7.1 is not at hand to check its words)
    "jq": _same((), 2),
}

_SORT_CLOSED: Report = ((f"$0: stat failed: -: {_BADF}",), 2)
_SORT_READ: Report = ((f"$0: read failed: -: {_BADF}",), 2)
_CHECK: Report = (("$0: 'standard input': read error",), 1)


def _report(name: str, args: list[str], closed: bool) -> Report:
    if name == "sort":
        # (a plain sort stats its inputs first; --merge and --check read them at once)
        merge = any(
            a in ("--merge", "--check", "--check=diagnose-first")
            or (a.startswith("-") and not a.startswith("--") and ("m" in a or "c" in a))
            for a in args
        )
        return _SORT_CLOSED if closed and not merge else _SORT_READ
    if name in ("hexdump", "hd"):
        # (util-linux: the last argument, or its own name, and no failure status)
        return ((f"$0: {args[-1] if args else name}: {_BADF}",), 0)
    if name == "xxd" and not closed and any(a.startswith("-r") for a in args):
        return ((), 0)  # (its reverse mode takes the failed read for the end)
    if name == "bzip2" and any(
        a == "--decompress" or (a[:1] == "-" and a[1:2] != "-" and "d" in a) for a in args
    ):
        return _BUNZIP[0]
    pair = TABLE.get(name)
    if pair is not None:
        report = pair[0] if closed else pair[1]
        if name.endswith("sum") and any(a in ("-c", "--check") for a in args):
            return (_CHECK[0] + report[0][1:], 1)
        if name == "grep" or name in ("egrep", "fgrep"):
            if any(a in ("-s", "--no-messages") for a in args):
                return ((), 2)
        return report
    return ((_DASH,), 1)


def stdin_error(name: str, args: list[str], closed: bool) -> tuple[str, int]:
    """The stderr text and the exit status of command ``name`` (run with ``args``) that
    failed reading its unreadable standard input (``closed``, or open for writing only)."""
    lines, status = _report(name, args, closed)
    text = "".join(line.replace("$0", name) + "\n" for line in lines)
    return text, status
