"""``printf`` as a command (GNU coreutils 9.1 ``/usr/bin/printf``), for ``env``/``xargs``/``-exec``.

Owns coreutils' format interpreter, which differs from bash's builtin: ``\\c`` in the format
stops all output, ``%b``/``%q`` take no flags (``%q`` uses shell-escape quoting), ``%(..)T`` and
``%n`` are invalid conversions (fatal), numeric arguments are diagnosed as ``‘x’: expected a
numeric value`` / ``value not completely converted`` / ``Numerical result out of range``, and
unused arguments draw ``warning: ignoring excess arguments``. Number formatting reuses the exact
long-double engine of :mod:`agentsh.builtins.printf_impl`.
"""

from __future__ import annotations

from agentsh.builtins.printf_impl import (
    _LD,  # pyright: ignore[reportPrivateUsage]
    _fmt_float,  # pyright: ignore[reportPrivateUsage]
    _fmt_int,  # pyright: ignore[reportPrivateUsage]
    _pad,  # pyright: ignore[reportPrivateUsage]
    _Spec,  # pyright: ignore[reportPrivateUsage]
    _strtoint,  # pyright: ignore[reportPrivateUsage]
    _strtold,  # pyright: ignore[reportPrivateUsage]
)
from agentsh.builtins.quoting import u32_to_bytes
from agentsh.commands._common import quote
from agentsh.commands.context import CommandContext

_INTMAX_MAX = (1 << 63) - 1
_INTMAX_MIN = -(1 << 63)
_UINTMAX_MAX = (1 << 64) - 1
_HEX = b"0123456789abcdefABCDEF"
_OCT = b"01234567"
_SIMPLE = {
    ord("a"): b"\a",
    ord("b"): b"\b",
    ord("e"): b"\x1b",
    ord("f"): b"\f",
    ord("n"): b"\n",
    ord("r"): b"\r",
    ord("t"): b"\t",
    ord("v"): b"\v",
    ord('"'): b'"',
    ord("\\"): b"\\",
}

HELP = (
    "Usage: printf FORMAT [ARGUMENT]...\n"
    "  or:  printf OPTION\n"
    "Print ARGUMENT(s) according to FORMAT, or execute according to OPTION:\n"
    "\n"
    "      --help        display this help and exit\n"
    "      --version     output version information and exit\n"
    "\n"
    "FORMAT controls the output as in C printf.  Interpreted sequences are:\n"
    "\n"
    '  \\"      double quote\n'
    "  \\\\      backslash\n"
    "  \\a      alert (BEL)\n"
    "  \\b      backspace\n"
    "  \\c      produce no further output\n"
    "  \\e      escape\n"
    "  \\f      form feed\n"
    "  \\n      new line\n"
    "  \\r      carriage return\n"
    "  \\t      horizontal tab\n"
    "  \\v      vertical tab\n"
    "  \\NNN    byte with octal value NNN (1 to 3 digits)\n"
    "  \\xHH    byte with hexadecimal value HH (1 to 2 digits)\n"
    "  \\uHHHH  Unicode (ISO/IEC 10646) character with hex value HHHH (4 digits)\n"
    "  \\UHHHHHHHH  Unicode character with hex value HHHHHHHH (8 digits)\n"
    "  %%      a single %\n"
    "  %b      ARGUMENT as a string with '\\' escapes interpreted,\n"
    "          except that octal escapes are of the form \\0 or \\0NNN\n"
    "  %q      ARGUMENT is printed in a format that can be reused as shell input,\n"
    "          escaping non-printable characters with the proposed POSIX $'' syntax.\n"
    "\n"
    "and all C format specifications ending with one of diouxXfeEgGcs, with\n"
    "ARGUMENTs converted to proper type first.  Variable widths are handled.\n"
    "\n"
    "NOTE: your shell may have its own version of printf, which usually supersedes\n"
    "the version described here.  Please refer to your shell's documentation\n"
    "for details about the options it supports.\n"
    "\n"
    "GNU coreutils online help: <https://www.gnu.org/software/coreutils/>\n"
    "Report any translation bugs to <https://translationproject.org/team/>\n"
    "Full documentation <https://www.gnu.org/software/coreutils/printf>\n"
    "or available locally via: info '(coreutils) printf invocation'\n"
)


def version_text(prog: str, authors: str) -> str:
    return (
        f"{prog} (GNU coreutils) 9.1\n"
        "Copyright (C) 2022 Free Software Foundation, Inc.\n"
        "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
        "This is free software: you are free to change and redistribute it.\n"
        "There is NO WARRANTY, to the extent permitted by law.\n"
        "\n"
        f"Written by {authors}.\n"
    )


class _Fatal(Exception):
    pass


def _b2s(b: bytes) -> str:
    return b.decode("utf-8", "surrogateescape")


def shell_escape(s: str) -> str:
    """gnulib ``quotearg`` shell-escape style (``%q``, ``ls``-like quoting)."""
    if s == "":
        return "''"
    safe = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+=./:,%@^")
    if all(c in safe or (ord(c) > 127 and c.isprintable()) for c in s) and s[0] not in "~#":
        return s
    printable = all(c.isprintable() and not (0xDC80 <= ord(c) <= 0xDCFF) for c in s)
    if printable:
        if "'" not in s:
            return "'" + s + "'"
        return "'" + s.replace("'", "'\\''") + "'" if '"' in s else '"' + s + '"'
    out: list[str] = []
    in_q = False
    for c in s:
        o = ord(c)
        if c.isprintable() and not (0xDC80 <= o <= 0xDCFF):
            if not in_q:
                out.append("'")
                in_q = True
            out.append("'\\''" if c == "'" else c)
            continue
        if in_q:
            out.append("'")
            in_q = False
        esc = {"\a": "a", "\b": "b", "\f": "f", "\n": "n", "\r": "r", "\t": "t", "\v": "v"}
        if c in esc:
            out.append("$'\\" + esc[c] + "'")
        else:
            byte = o - 0xDC00 if 0xDC80 <= o <= 0xDCFF else o
            out.append(f"$'\\{byte:03o}'" if byte < 256 else c)
    if in_q:
        out.append("'")
    return "".join(out)


class CoreutilsPrintf:
    """One run of coreutils printf; output accumulates in ``out``, diagnostics in ``errors``."""

    def __init__(self) -> None:
        self.out = bytearray()
        self.errors: list[str] = []
        self.status = 0
        self.stop = False

    def esc(self, s: bytes, i: int, octal_0: bool) -> int:
        """``print_esc`` for the backslash at ``s[i]``; returns the index after the escape."""
        p = i + 1
        n = len(s)
        c = s[p] if p < n else 0
        if c == ord("x"):
            p += 1
            v = 0
            k = 0
            while k < 2 and p < n and s[p] in _HEX:
                v = v * 16 + int(chr(s[p]), 16)
                p += 1
                k += 1
            if k == 0:
                raise _Fatal("missing hexadecimal number in escape")
            self.out.append(v)
        elif c and c in _OCT:
            if octal_0 and c == ord("0"):
                p += 1
            v = 0
            k = 0
            while k < 3 and p < n and s[p] in _OCT:
                v = v * 8 + s[p] - 48
                p += 1
                k += 1
            self.out.append(v & 0xFF)
        elif c == ord("c"):
            self.stop = True
            return n
        elif c in _SIMPLE:
            self.out += _SIMPLE[c]
            p += 1
        elif c in (ord("u"), ord("U")):
            want = 4 if c == ord("u") else 8
            p += 1
            v = 0
            for _ in range(want):
                if p >= n or s[p] not in _HEX:
                    raise _Fatal("missing hexadecimal number in escape")
                v = v * 16 + int(chr(s[p]), 16)
                p += 1
            if (v <= 0x9F and v not in (0x24, 0x40, 0x60)) or 0xD800 <= v <= 0xDFFF:
                raise _Fatal(f"invalid universal character name \\{chr(c)}{v:0{want}x}")
            self.out += u32_to_bytes(v)
        else:
            self.out.append(0x5C)
            if p < n:
                self.out.append(s[p])
                p += 1
        return p

    def _verify(self, arg: bytes, end: int, erange: bool) -> None:
        if erange:
            self.errors.append(f"{quote(_b2s(arg))}: Numerical result out of range")
            self.status = 1
        elif end != len(arg):
            what = "expected a numeric value" if end == 0 else "value not completely converted"
            self.errors.append(f"{quote(_b2s(arg))}: {what}")
            self.status = 1

    def _charval(self, arg: bytes) -> int | None:
        if arg[:1] in (b"'", b'"') and len(arg) > 1:
            rest = arg[1:]
            for ln in (1, 2, 3, 4):
                try:
                    ch = rest[:ln].decode("utf-8")
                except UnicodeDecodeError:
                    continue
                if len(ch) == 1:
                    if len(rest) > ln:
                        self.errors.append(
                            f"warning: {_b2s(rest[ln:])}: character(s) following character "
                            "constant have been ignored"
                        )
                    return ord(ch)
            return rest[0]
        return None

    def strtoimax(self, arg: bytes) -> int:
        cv = self._charval(arg)
        if cv is not None:
            return cv
        neg, mag, end = _strtoint(arg)
        val = -mag if neg else mag
        erange = False
        if val > _INTMAX_MAX:
            val, erange = _INTMAX_MAX, True
        elif val < _INTMAX_MIN:
            val, erange = _INTMAX_MIN, True
        self._verify(arg, end, erange)
        return val

    def strtoumax(self, arg: bytes) -> int:
        cv = self._charval(arg)
        if cv is not None:
            return cv
        neg, mag, end = _strtoint(arg)
        erange = mag > _UINTMAX_MAX
        val = _UINTMAX_MAX if erange else ((-mag) & _UINTMAX_MAX if neg else mag)
        self._verify(arg, end, erange)
        return val

    def strtold(self, arg: bytes) -> _LD:
        cv = self._charval(arg)
        if cv is not None:
            return _LD(False, "fin", cv)
        v, end, erange = _strtold(arg)
        self._verify(arg, end, erange)
        return v

    def run_pass(self, fmt: bytes, args: list[bytes]) -> int:
        """One pass over the format; returns the number of arguments used."""
        used = 0
        n = len(fmt)
        i = 0

        def take() -> bytes | None:
            nonlocal used
            if used < len(args):
                used += 1
                return args[used - 1]
            return None

        while i < n and not self.stop:
            c = fmt[i]
            if c == 0x5C:
                i = self.esc(fmt, i, False)
                continue
            if c != 0x25:
                j = i
                while j < n and fmt[j] not in (0x25, 0x5C):
                    j += 1
                self.out += fmt[i:j]
                i = j
                continue
            start = i
            i += 1
            if i < n and fmt[i] == 0x25:
                self.out.append(0x25)
                i += 1
                continue
            if i < n and fmt[i] == ord("b"):
                i += 1
                a = take()
                if a is not None:
                    k = 0
                    while k < len(a) and not self.stop:
                        if a[k] == 0x5C:
                            k = self.esc(a, k, True)
                        else:
                            self.out.append(a[k])
                            k += 1
                continue
            if i < n and fmt[i] == ord("q"):
                i += 1
                a = take()
                if a is not None:
                    self.out += shell_escape(_b2s(a)).encode("utf-8", "surrogateescape")
                continue
            ok = set("aAcdeEfFgGiosuxX")
            sp = _Spec()
            while i < n:
                ch = chr(fmt[i])
                if ch in "I'":
                    ok -= set("aAceEosxX")
                elif ch == "-":
                    sp.minus = True
                elif ch == "+":
                    sp.plus = True
                elif ch == " ":
                    sp.space = True
                elif ch == "#":
                    sp.hash = True
                    ok -= set("cdisu")
                elif ch == "0":
                    sp.zero = True
                    ok -= set("cs")
                else:
                    break
                i += 1
            if i < n and fmt[i] == ord("*"):
                i += 1
                a = take()
                w = 0
                if a is not None:
                    w = self.strtoimax(a)
                    if not -(1 << 31) <= w < (1 << 31):
                        raise _Fatal(f"invalid field width: {quote(_b2s(a))}")
                if w < 0:
                    sp.minus = True
                    w = -w
                sp.width = w
            else:
                st = i
                while i < n and 0x30 <= fmt[i] <= 0x39:
                    i += 1
                if i > st:
                    sp.width = int(fmt[st:i])
            if i < n and fmt[i] == ord("."):
                i += 1
                ok.discard("c")
                if i < n and fmt[i] == ord("*"):
                    i += 1
                    a = take()
                    pv = 0
                    if a is not None:
                        pv = self.strtoimax(a)
                        if pv >= 1 << 31:
                            raise _Fatal(f"invalid precision: {quote(_b2s(a))}")
                    sp.prec = pv if pv >= 0 else None
                else:
                    st = i
                    while i < n and 0x30 <= fmt[i] <= 0x39:
                        i += 1
                    sp.prec = int(fmt[st:i]) if i > st else 0
            while i < n and fmt[i] in b"lLhjtz":
                i += 1
            conv = chr(fmt[i]) if i < n else ""
            if conv not in ok or conv == "":
                spec = fmt[start : i + 1]
                raise _Fatal(f"{_b2s(spec)}: invalid conversion specification")
            i += 1
            a = take()
            arg = a if a is not None else b""
            if conv in "di":
                v = self.strtoimax(arg)
                self.out += _fmt_int(v < 0, abs(v), conv, sp)
            elif conv in "ouxX":
                self.out += _fmt_int(False, self.strtoumax(arg), conv, sp)
            elif conv in "aAeEfFgG":
                self.out += _fmt_float(self.strtold(arg), conv, sp)
            elif conv == "c":
                self.out += _pad(arg[:1] or b"\0", sp)
            else:
                s = arg if sp.prec is None else arg[: sp.prec]
                self.out += _pad(s, sp)
        return used


def main(ctx: CommandContext) -> int:
    args = list(ctx.args)
    if len(args) == 1 and args[0] == "--help":
        ctx.stdout.write(HELP.encode())
        return 0
    if len(args) == 1 and args[0] == "--version":
        ctx.stdout.write(version_text("printf", "David MacKenzie").encode())
        return 0
    if args and args[0] == "--":
        args = args[1:]
    if not args:
        ctx.stderr.write(b"printf: missing operand\nTry 'printf --help' for more information.\n")
        return 1
    enc = [a.encode("utf-8", "surrogateescape") for a in args]
    fmt, rest = enc[0], enc[1:]
    pf = CoreutilsPrintf()
    status = 0
    try:
        while True:
            used = pf.run_pass(fmt, rest)
            rest = rest[used:]
            if pf.stop or used == 0 or not rest:
                break
            if len(pf.out) > 65536:
                ctx.stdout.write(bytes(pf.out))
                pf.out.clear()
        if rest and not pf.stop:
            pf.errors.append(
                f"warning: ignoring excess arguments, starting with {quote(_b2s(rest[0]))}"
            )
    except _Fatal as e:
        pf.errors.append(str(e))
        status = 1
    ctx.stdout.write(bytes(pf.out))
    for m in pf.errors:
        ctx.stderr.write(f"printf: {m}\n".encode("utf-8", "surrogateescape"))
    if pf.stop:
        return 0
    return status or pf.status
