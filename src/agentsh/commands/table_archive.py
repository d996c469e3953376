"""Registry table of the archive and compression commands (tar, gzip family, bzip2 family,
xz/lzma family, zip/unzip, cpio, ar)."""

from __future__ import annotations

TABLE: dict[str, str] = {
    "gzip": "gzip_cmd:main",
    "gunzip": "gzip_cmd:gunzip_main",
    "zcat": "gzip_cmd:zcat_main",
    "tar": "tar:main",
    "zip": "zip_cmd:zip_main",
    "unzip": "zip_cmd:unzip_main",
    "bzip2": "bzip2_cmd:main",
    "bunzip2": "bzip2_cmd:bunzip2_main",
    "bzcat": "bzip2_cmd:bzcat_main",
    "xz": "xz_cmd:main",
    "unxz": "xz_cmd:unxz_main",
    "xzcat": "xz_cmd:xzcat_main",
    "lzma": "xz_cmd:lzma_main",
    "unlzma": "xz_cmd:unlzma_main",
    "lzcat": "xz_cmd:lzcat_main",
    "cpio": "cpio:main",
    "ar": "ar:main",
}
