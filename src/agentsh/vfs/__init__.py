"""In-memory POSIX-like virtual filesystem for agentsh.

Owns the public surface of ``agentsh.vfs``: :class:`VirtualFS` (all file
operations), :class:`Stat`, :class:`VirtualClock`, :class:`FSError`, the inode
classes, :func:`populate_default_layout` and the lexical helpers in
:mod:`agentsh.vfs.paths`.  Nothing here touches the host filesystem.
"""

from os import F_OK, R_OK, W_OK, X_OK

from . import paths
from .errors import STRERROR, FSError, strerror
from .fs import (
    DEFAULT_EPOCH,
    DEVICE_READ_CHUNK,
    MAX_SYMLINK_HOPS,
    NAME_MAX,
    PATH_MAX,
    ST_DEV,
    Stat,
    VirtualClock,
    VirtualFS,
    WallClock,
    populate_default_layout,
)
from .nodes import CharDevice, Directory, Fifo, File, Inode, Symlink
from .paths import absolute, join, normpath

__all__ = [
    "DEFAULT_EPOCH",
    "DEVICE_READ_CHUNK",
    "F_OK",
    "MAX_SYMLINK_HOPS",
    "NAME_MAX",
    "PATH_MAX",
    "R_OK",
    "STRERROR",
    "ST_DEV",
    "W_OK",
    "X_OK",
    "CharDevice",
    "Directory",
    "FSError",
    "Fifo",
    "File",
    "Inode",
    "Stat",
    "Symlink",
    "VirtualClock",
    "VirtualFS",
    "WallClock",
    "absolute",
    "join",
    "normpath",
    "paths",
    "populate_default_layout",
    "strerror",
]
