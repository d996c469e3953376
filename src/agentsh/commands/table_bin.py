"""Registry entries of one group of commands (bin); merged into ``registry.TABLE``.

Encodings, dumps, checksums, comparison, system identity, environment and process wrappers.
"""

from __future__ import annotations

#: name -> "module:function" (module relative to ``agentsh.commands``).
TABLE: dict[str, str] = {
    # encodings and dumps
    "base64": "basenc:base64_main",
    "base32": "basenc:base32_main",
    "basenc": "basenc:basenc_main",
    "od": "od:main",
    "xxd": "xxd:main",
    "hexdump": "hexdump:main",
    "hd": "hexdump:hd_main",
    "cmp": "cmp:main",
    # checksums
    "md5sum": "checksum:digest_main",
    "sha1sum": "checksum:digest_main",
    "sha224sum": "checksum:digest_main",
    "sha256sum": "checksum:digest_main",
    "sha384sum": "checksum:digest_main",
    "sha512sum": "checksum:digest_main",
    "b2sum": "checksum:b2sum_main",
    "cksum": "checksum:cksum_main",
    "sum": "checksum:sum_main",
    # identity of the virtual machine
    "uname": "sysinfo:uname_main",
    "arch": "sysinfo:arch_main",
    "hostname": "sysinfo:hostname_main",
    "id": "sysinfo:id_main",
    "whoami": "sysinfo:whoami_main",
    "logname": "sysinfo:logname_main",
    "groups": "sysinfo:groups_main",
    "users": "sysinfo:users_main",
    "who": "sysinfo:who_main",
    "w": "sysinfo:w_main",
    "uptime": "sysinfo:uptime_main",
    "nproc": "sysinfo:nproc_main",
    "tty": "sysinfo:tty_main",
    "free": "sysinfo:free_main",
    "sync": "sysinfo:sync_main",
    "fsync": "sysinfo:fsync_main",
    "clear": "sysinfo:clear_main",
    "uuidgen": "uuidgen:main",
    # environment, time and command wrappers
    "env": "envcmd:env_main",
    "printenv": "envcmd:printenv_main",
    "nice": "envcmd:nice_main",
    "nohup": "envcmd:nohup_main",
    "stdbuf": "envcmd:stdbuf_main",
    "ionice": "envcmd:ionice_main",
    "chrt": "envcmd:chrt_main",
    "flock": "envcmd:flock_main",
    "timeout": "envcmd:timeout_main",
    "sleep": "sleep:main",
    "usleep": "sleep:usleep_main",
    "getopt": "getopt:main",
    # processes
    "ps": "ps:ps_main",
    "top": "ps:top_main",
    "kill": "ps:kill_main",
    "renice": "ps:renice_main",
}
