"""``file`` (file-5.44): guess file types from content, libmagic style.

Owns a compact magic table for the formats an agent meets (ELF, gzip with its header
details, bzip2, XZ, Zip, tar, PNG/GIF/JPEG with dimensions, PDF, PostScript), script
recognition by ``#!`` line, text classification (ASCII / UTF-8 / UTF-8 with BOM / UTF-16 /
ISO-8859 / non-ISO extended ASCII; JSON, XML, HTML; long lines, line terminators, escape
sequences), inode types (directory, symlinks, devices, FIFOs), the ``-i``/``--mime-type``/
``--mime-encoding`` forms and the name column padding. Anything else is ``data``.
"""

from __future__ import annotations

import json
import re
import struct
import time

from agentsh.commands._common import unreadable_stdin
from agentsh.commands._files_texts import HELP, VERSION
from agentsh.commands._fileutil import operand_path
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, value
from agentsh.commands.options import parse as _parse
from agentsh.vfs import FSError

SPEC = Spec(
    "file",
    [
        flag("b", "b", "brief"),
        flag("c", "c", "checking-printout"),
        flag("E", "E"),
        value("e", "e", "exclude"),
        value("F", "F", "separator"),
        value("f", "f", "files-from"),
        flag("h", "h", "no-dereference"),
        flag("i", "i", "mime"),
        flag("mime_type", "", "mime-type"),
        flag("mime_encoding", "", "mime-encoding"),
        flag("k", "k", "keep-going"),
        flag("L", "L", "dereference"),
        value("m", "m", "magic-file"),
        flag("N", "N", "no-pad"),
        flag("n", "n", "no-buffer"),
        flag("p", "p", "preserve-date"),
        flag("r", "r", "raw"),
        flag("s", "s", "special-files"),
        flag("z", "z", "uncompress"),
        flag("Z", "Z", "uncompress-noreport"),
        flag("0", "0", "print0"),
        flag("help", "", "help"),
        flag("version", "v", "version"),
    ],
    help_version=False,
)

_USAGE = (
    "Usage: file [-bcCdEhikLlNnprsSvzZ0] [--apple] [--extension] [--mime-encoding]\n"
    "            [--mime-type] [-e <testname>] [-F <separator>]  [-f <namefile>]\n"
    "            [-m <magicfiles>] [-P <parameter=value>] [--exclude-quiet]\n"
    "            <file> ...\n"
    "       file -C [-m <magicfiles>]\n"
    "       file [--help]\n"
)

_TEXT_CTRL = set(b"\t\n\r\x0c\x08\x1b\x07\x0b")


def _ctime(t: int) -> str:
    tm = time.gmtime(t)
    return time.strftime("%a %b ", tm) + f"{tm.tm_mday:2d}" + time.strftime(" %H:%M:%S %Y", tm)


def _gzip(data: bytes, seekable: bool) -> str:
    flags = data[3]
    mtime = struct.unpack_from("<I", data, 4)[0] if len(data) >= 8 else 0
    xfl = data[8] if len(data) > 8 else 0
    os_ = data[9] if len(data) > 9 else 255
    parts = ["gzip compressed data"]
    if data[2] != 8:
        parts.append("reserved method")
    if flags & 0x08:
        off = 10
        if flags & 0x04 and len(data) >= 12:
            off += 2 + struct.unpack_from("<H", data, 10)[0]
        end = data.find(b"\0", off)
        if end > 0:
            parts.append(f'was "{data[off:end].decode("latin-1")}"')
    if mtime:
        parts.append(f"last modified: {_ctime(mtime)}")
    if xfl == 2:
        parts.append("max compression")
    elif xfl == 4:
        parts.append("max speed")
    os_names = {0: "from FAT filesystem (MS-DOS, OS/2, NT)", 3: "from Unix", 7: "from MacOS"}
    if os_ in os_names:
        parts.append(os_names[os_])
    if seekable and len(data) >= 18:
        parts.append(
            f"original size modulo 2^32 {struct.unpack_from('<I', data, len(data) - 4)[0]}"
        )
    return ", ".join(parts)


def _elf(data: bytes) -> str:
    cls = {1: "32-bit", 2: "64-bit"}.get(data[4], "invalid class")
    endian = {1: "LSB", 2: "MSB"}.get(data[5], "invalid byte order")
    if len(data) < 20:
        return f"ELF {cls} {endian} (SYSV)"
    fmt = "<" if data[5] == 1 else ">"
    etype = struct.unpack_from(fmt + "H", data, 16)[0]
    machine = struct.unpack_from(fmt + "H", data, 18)[0]
    kind = {1: "relocatable", 2: "executable", 3: "shared object", 4: "core file"}.get(
        etype, "unknown type"
    )
    if etype == 3 and b"/ld-linux" in data[:4096]:
        kind = "pie executable"
    arch = {3: "Intel 80386", 62: "x86-64", 183: "ARM aarch64", 40: "ARM", 243: "UCB RISC-V"}.get(
        machine, f"*unknown arch 0x{machine:x}*"
    )
    text = f"ELF {cls} {endian} {kind}, {arch}, version {data[6]} (SYSV)"
    if b"/ld-linux" in data or b"/lib/ld-" in data:
        text += ", dynamically linked"
    else:
        text += ", statically linked"
    return text


def _png(data: bytes) -> str:
    if len(data) < 29 or data[12:16] != b"IHDR":
        return "PNG image data"
    w, h, depth, ctype, _, _, inter = struct.unpack_from(">IIBBBBB", data, 16)
    color = {
        0: f"{depth}-bit grayscale",
        2: f"{depth}-bit/color RGB",
        3: f"{depth}-bit colormap",
        4: f"{depth}-bit gray+alpha",
        6: f"{depth}-bit/color RGBA",
    }.get(ctype, f"{depth}-bit")
    return f"PNG image data, {w} x {h}, {color}, {'interlaced' if inter else 'non-interlaced'}"


def _jpeg(data: bytes) -> str:
    text = "JPEG image data"
    if data[6:11] == b"JFIF\0" and len(data) >= 18:
        seglen = struct.unpack_from(">H", data, 4)[0]
        text += f", JFIF standard {data[11]}.{data[12]:02d}"
        units = data[13]
        xd, yd = struct.unpack_from(">HH", data, 14)
        text += {0: ", aspect ratio", 1: ", resolution (DPI)", 2: ", resolution (DPCM)"}.get(
            units, ""
        )
        text += f", density {xd}x{yd}, segment length {seglen}"
    return text


def _magic(data: bytes, seekable: bool) -> tuple[str, str] | None:
    """(description, mime type) for binary formats, or None."""
    if data.startswith(b"\x7fELF") and len(data) >= 7:
        kind = "x-pie-executable" if b"/ld-linux" in data[:4096] else "x-executable"
        return _elf(data), f"application/{kind}"
    if data.startswith(b"\x1f\x8b"):
        return _gzip(data, seekable), "application/gzip"
    if data.startswith(b"BZh") and len(data) > 3 and 0x31 <= data[3] <= 0x39:
        return f"bzip2 compressed data, block size = {data[3] - 0x30}00k", "application/x-bzip2"
    if data.startswith(b"\xfd7zXZ\0"):
        check = {0: "none", 1: "CRC32", 4: "CRC64", 10: "SHA-256"}.get(
            data[7] if len(data) > 7 else 0, "unknown"
        )
        return f"XZ compressed data, checksum {check}", "application/x-xz"
    if data.startswith(b"PK\x05\x06"):
        return "Zip archive data (empty)", "application/zip"
    if data.startswith(b"PK\x03\x04") and len(data) >= 50:
        ver = struct.unpack_from("<H", data, 4)[0]
        method = struct.unpack_from("<H", data, 8)[0]
        mname = {0: "store", 8: "deflate", 12: "bzip2", 14: "lzma"}.get(method, str(method))
        return (
            f"Zip archive data, at least v{ver // 10}.{ver % 10} to extract, "
            f"compression method={mname}",
            "application/zip",
        )
    if len(data) >= 263 and data[257:265] == b"ustar  \0":
        return "POSIX tar archive (GNU)", "application/x-tar"
    if len(data) >= 263 and data[257:263] == b"ustar\0":
        return "POSIX tar archive", "application/x-tar"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return _png(data), "image/png"
    if data.startswith((b"GIF87a", b"GIF89a")):
        w, h = struct.unpack_from("<HH", data, 6) if len(data) >= 10 else (0, 0)
        return f"GIF image data, version {data[3:6].decode()}, {w} x {h}", "image/gif"
    if data.startswith(b"\xff\xd8\xff"):
        return _jpeg(data), "image/jpeg"
    if data.startswith(b"%PDF-"):
        m = re.match(rb"%PDF-(\d+\.\d+)", data)
        ver = m.group(1).decode() if m else "?"
        return f"PDF document, version {ver}", "application/pdf"
    if data.startswith(b"%!PS-Adobe-"):
        m = re.match(rb"%!PS-Adobe-(\d+\.\d+)", data)
        lvl = f" conforming DSC level {m.group(1).decode()}" if m else ""
        return f"PostScript document text{lvl}", "application/postscript"
    return None


def _encoding(data: bytes) -> tuple[str, str, str] | None:
    """(description, mime charset, decoded text) of a text file, or None for binary."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) and len(data) >= 2:
        le = data[0] == 0xFF
        try:
            text = data[2:].decode("utf-16-le" if le else "utf-16-be")
        except UnicodeDecodeError:
            return None
        end = "little" if le else "big"
        return f"Unicode text, UTF-16, {end}-endian text", f"utf-16{end[0]}e", text
    if any(b < 0x20 and b not in _TEXT_CTRL for b in data) or b"\x7f" in data:
        return None
    if all(b < 0x80 for b in data):
        return "ASCII text", "us-ascii", data.decode("ascii")
    try:
        text = data.decode("utf-8")
        if text.startswith("\ufeff"):
            return "Unicode text, UTF-8 (with BOM) text", "utf-8", text[1:]
        return "Unicode text, UTF-8 text", "utf-8", text
    except UnicodeDecodeError:
        pass
    if any(0x80 <= b < 0xA0 for b in data):
        return "Non-ISO extended-ASCII text", "unknown-8bit", data.decode("latin-1")
    return "ISO-8859 text", "iso-8859-1", data.decode("latin-1")


def _script(first: str) -> tuple[str, str, bool] | None:
    """(prefix, mime, text_before_executable) from a ``#!`` line."""
    words = first[2:].strip().split()
    if not words:
        return None
    prog = words[0].rsplit("/", 1)[-1]
    if prog == "env" and len(words) > 1:
        prog = words[1]
    prog = re.sub(r"[\d.]+$", "", prog) or prog
    table = {
        "bash": ("Bourne-Again shell script", "text/x-shellscript"),
        "sh": ("POSIX shell script", "text/x-shellscript"),
        "dash": ("POSIX shell script", "text/x-shellscript"),
        "zsh": ("Paul Falstad's zsh script", "text/x-shellscript"),
        "python": ("Python script", "text/x-script.python"),
        "perl": ("Perl script text executable", "text/x-perl"),
        "node": ("Node.js script executable", "application/javascript"),
        "ruby": ("Ruby script", "text/x-ruby"),
        "awk": ("awk or perl script", "text/x-awk"),
    }
    if prog in table:
        desc, mime = table[prog]
        return desc, mime, prog not in ("perl", "node")
    return f"a {first[2:].strip()} script", "text/plain", True


def _text_details(text: str) -> str:
    out = ""
    longest = max((len(line) for line in re.split(r"\r\n|\r|\n", text)), default=0)
    if longest > 300:
        out += f", with very long lines ({longest})"
    crlf = text.count("\r\n")
    cr = text.count("\r") - crlf
    lf = text.count("\n") - crlf
    kinds = [k for k, n in (("CRLF", crlf), ("CR", cr), ("LF", lf)) if n]
    if not kinds:
        out += ", with no line terminators"
    elif kinds != ["LF"]:
        out += f", with {', '.join(kinds)} line terminators"
    if "\x1b" in text:
        out += ", with escape sequences"
    if "\x08" in text:
        out += ", with overstriking"
    return out


def describe(data: bytes, seekable: bool = True) -> tuple[str, str, str]:
    """(description, mime type, charset) of file content."""
    if not data:
        return "empty", "inode/x-empty", "binary"
    if len(data) == 1:
        return "very short file (no magic)", "application/octet-stream", "binary"
    found = _magic(data, seekable)
    if found is not None:
        desc, mime = found
        charset = "us-ascii" if mime in ("application/pdf", "application/postscript") else "binary"
        return desc, mime, charset
    enc = _encoding(data)
    if enc is None:
        return "data", "application/octet-stream", "binary"
    enc_desc, charset, text = enc
    details = _text_details(text)
    if text.startswith("#!"):
        sc = _script(text.split("\n", 1)[0])
        if sc is not None:
            prefix, mime, with_text = sc
            if with_text:
                return f"{prefix}, {enc_desc} executable{details}", mime, charset
            if prefix.endswith("script executable"):
                return f"{prefix}, {enc_desc}{details}", mime, charset
            return prefix + details, mime, charset
    stripped = text.lstrip()
    if stripped[:1] in ("{", "[") and len(stripped) > 1:
        try:
            json.loads(text)
            return "JSON text data", "application/json", charset
        except ValueError:
            pass
    m = re.match(r'<\?xml version="([\d.]+)"', stripped)
    if m:
        return f"XML {m.group(1)} document, {enc_desc}{details}", "text/xml", charset
    if re.match(r"<!doctype html|<html", stripped, re.I):
        return f"HTML document, {enc_desc}{details}", "text/html", charset
    return enc_desc + details, "text/plain", charset


def main(ctx: CommandContext) -> int:
    """``file [OPTION]... FILE...``."""
    ctx.name = ctx.name or "file"
    p = _parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if p.has("help"):
        ctx.stdout.write(HELP["file"].encode())
        return 0
    if p.has("version"):
        ctx.stdout.write(VERSION["file"].encode())
        return 0
    names = list(p.operands)
    for ff in p.all("f"):
        try:
            data = ctx.read_bytes(ff if ff != "-" else "/dev/stdin")
        except FSError as e:
            ctx.stderr.write(f"file: cannot open `{ff}' ({e.strerror})\n".encode())
            return 1
        names.extend(line for line in data.decode("utf-8", "surrogateescape").split("\n") if line)
    if not names:
        ctx.stderr.write(_USAGE.encode())
        return 1
    brief = p.has("b")
    follow = _last_of(p.opts, "hL") == "L"
    mode = "desc"
    if p.has("i"):
        mode = "mime"
    if p.has("mime_type"):
        mode = "type"
    if p.has("mime_encoding"):
        mode = "enc" if mode != "mime" else mode
    sep = p.last("F", ":") or ""
    pad = not p.has("N")
    strict = p.has("E")
    shown = ["/dev/stdin" if n == "-" else n for n in names]
    # (GNU pads by the operand's length: ``-`` is 1 wide however long /dev/stdin is)
    width = max(len(n) for n in names) + len(sep)
    status = 0
    for name, show in zip(names, shown, strict=True):
        ctx.check()
        if unreadable_stdin(ctx, name) is not None:  # (``0<&-``, ``<&3`` of ``3>f``)
            desc, mime, charset = "ERROR: cannot read `/dev/stdin' (Bad file descriptor)", "", ""
            status = 1
        else:
            desc, mime, charset = _classify(ctx, name, follow)
        if desc.startswith("\0"):
            if strict:
                if not name or not ctx.fs.lexists(ctx.abspath(name)):
                    desc = desc.replace("cannot open", "cannot stat", 1)
                line = (
                    f"{name}: ERROR: {desc[1:]}\n" if width > len(sep) else f"ERROR: {desc[1:]}\n"
                )
                ctx.stdout.write(line.encode("utf-8", "surrogateescape"))
                status = 1
                continue
            desc = desc[1:]
            mime = charset = ""
        if mode == "mime":
            out = f"{mime}; charset={charset}" if charset else (mime or desc)
        elif mode == "type":
            out = mime or desc
        elif mode == "enc":
            out = charset or desc
        else:
            out = desc
        if brief or width == len(sep):  # (names all empty: GNU prints none, nor the ':')
            line = out
        else:
            label = show + sep
            line = (label + " " * (width - len(name) - len(sep)) if pad else label) + " " + out
        ctx.stdout.write((line + "\n").encode("utf-8", "surrogateescape"))
    return status


def _last_of(opts: list[tuple[str, str | None]], keys: str) -> str:
    for k, _ in reversed(opts):
        if k in keys:
            return k
    return ""


def _classify(ctx: CommandContext, name: str, follow: bool) -> tuple[str, str, str]:
    fs = ctx.fs
    if name == "-":
        data = ctx.stdin_stream.read()
        return describe(data, seekable=False)
    try:
        path = operand_path(ctx, name)
        st = fs.stat(path, follow_symlinks=follow)
    except FSError as e:
        return f"\0cannot open `{name}' ({e.strerror})", "", ""
    if st.kind == "symlink":
        target = fs.readlink(path)
        if fs.exists(path):
            return f"symbolic link to {target}", "inode/symlink", "binary"
        return f"broken symbolic link to {target}", "inode/symlink", ""
    if st.kind == "dir":
        return "directory", "inode/directory", "binary"
    if st.kind == "chardev":
        rdev = st.st_rdev
        return f"character special ({rdev >> 8}/{rdev & 0xFF})", "inode/chardevice", "binary"
    if st.kind == "fifo":
        return "fifo (named pipe)", "inode/fifo", "binary"
    try:
        data = fs.read_bytes(path)
    except FSError as e:
        return f"\0cannot open `{name}' ({e.strerror})", "", ""
    return describe(data)
