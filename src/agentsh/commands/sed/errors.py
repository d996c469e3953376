"""Errors of the sed implementation and GNU sed's exact diagnostic texts.

Owns :class:`SedError` (a script compile error or a fatal run-time error, carrying GNU's message
and exit status) and the message constants shared by the parser and the interpreter. Exit
statuses follow GNU sed 4.9: 1 for an invalid script or usage, 2 when an input file could not be
read, 4 for an I/O error at run time.
"""

from __future__ import annotations

EXIT_BAD_USAGE = 1
EXIT_BAD_INPUT = 2
EXIT_PANIC = 4

UNTERMINATED_S = "unterminated `s' command"
UNTERMINATED_Y = "unterminated `y' command"
UNTERMINATED_REGEX = "unterminated address regex"
UNKNOWN_S_OPT = "unknown option to `s'"
MISSING_COMMAND = "missing command"
UNMATCHED_OPEN = "unmatched `{'"
UNEXPECTED_CLOSE = "unexpected `}'"
UNEXPECTED_COMMA = "unexpected `,'"
EXCESS_JUNK = "extra characters after command"
EXPECTED_SLASH = "expected \\ after `a', `c' or `i'"
NO_SHARP_ADDR = "comments don't accept any addresses"
NO_COLON_ADDR = ": doesn't want any addresses"
COLON_LACKS_LABEL = '":" lacks a label'
CLOSE_BRACE_ADDR = "`}' doesn't want any addresses"
ONE_ADDR = "command only uses one address"
BAD_STEP = "invalid usage of +N or ~N as first address"
LINE_ZERO = "invalid usage of line address 0"
MULTIPLE_BANG = "multiple `!'s"
EXCESS_P = "multiple `p' options to `s' command"
EXCESS_G = "multiple `g' options to `s' command"
EXCESS_N = "multiple number options to `s' command"
ZERO_N = "number option to `s' command may not be zero"
Y_LENGTHS = "strings for `y' command are different lengths"
MISSING_FILENAME = "missing filename in r/R/w/W commands"
SANDBOX = "e/r/w commands disabled in sandbox mode"
NO_REGEX = "no previous regular expression"
EMPTY_MODIFIERS = "cannot specify modifiers on empty regexp"
ANCIENT_VERSION = "expected newer version of sed"
E_UNSUPPORTED = "e command is not supported outside a shell"
BAD_DELIM = "delimiter character is not a single-byte character"


def unknown_command(ch: str) -> str:
    return f"unknown command: `{ch}'"


def bad_reference(n: int) -> str:
    return f"invalid reference \\{n} on `s' command's RHS"


def not_regular(name: str) -> str:
    """``-i`` of a directory, device or pipe."""
    return f"couldn't edit {name}: not a regular file"


def missing_label(label: str) -> str:
    return f"can't find label for jump to `{label}'"


class SedError(Exception):
    """A fatal error: ``str(err)`` is the full message after ``sed: ``; ``status`` the exit."""

    def __init__(self, message: str, status: int = EXIT_BAD_USAGE) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        #: a script's error: the w files named before it (GNU opens each as it is read)
        self.wfiles: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.message
