"""Filesystem error type for the virtual filesystem.

Owns :class:`FSError`, the single exception raised by every ``agentsh.vfs``
operation.  It carries a POSIX ``errno`` value (from Python's :mod:`errno`
module), the offending path, and the exact glibc ``strerror`` text so the
executor can print messages such as ``cat: /x: No such file or directory``.
"""

from __future__ import annotations

import errno as _errno

__all__ = ["FSError", "STRERROR", "strerror"]

#: Exact glibc message text for every errno the VFS raises.
STRERROR: dict[int, str] = {
    _errno.EPERM: "Operation not permitted",
    _errno.ENOENT: "No such file or directory",
    _errno.EACCES: "Permission denied",
    _errno.EBUSY: "Device or resource busy",
    _errno.EEXIST: "File exists",
    _errno.EXDEV: "Invalid cross-device link",
    _errno.ENOTDIR: "Not a directory",
    _errno.EISDIR: "Is a directory",
    _errno.EINVAL: "Invalid argument",
    _errno.EFBIG: "File too large",
    _errno.ENOSPC: "No space left on device",
    _errno.ENAMETOOLONG: "File name too long",
    _errno.ENOTEMPTY: "Directory not empty",
    _errno.ELOOP: "Too many levels of symbolic links",
    _errno.ENXIO: "No such device or address",
}


def strerror(code: int) -> str:
    """Return the glibc message for ``code`` (``"Unknown error N"`` if unknown)."""
    return STRERROR.get(code, f"Unknown error {code}")


class FSError(Exception):
    """A filesystem operation failed.

    ``errno`` is an :mod:`errno` constant, ``path`` the path the operation was
    given (or the one that failed), ``strerror`` the glibc message text.
    ``str(err)`` is exactly ``err.strerror``.
    """

    errno: int
    path: str
    strerror: str

    def __init__(self, code: int, path: str = "") -> None:
        self.errno = code
        self.path = path
        self.strerror = strerror(code)
        super().__init__(self.strerror)

    def __str__(self) -> str:
        return self.strerror

    def __repr__(self) -> str:
        return f"FSError({_errno.errorcode.get(self.errno, self.errno)}, {self.path!r})"

    def __reduce__(self) -> tuple[type[FSError], tuple[int, str]]:
        return (FSError, (self.errno, self.path))
