"""``join``: join lines of two sorted files on a common field (GNU coreutils 9.1).

Owns GNU join's field splitting (blank runs, or a ``-t`` character, ``-t ''`` = whole line),
the merge loop with its groups of equal keys, ``-a``/``-v`` unpairables, ``-e``, ``-o`` lists
(``0``, ``N.M``, ``auto``), ``-i``, ``--header``, ``-z``, and the sort-order check: by default
a warning per file (once unpairable lines were seen) and a final ``input is not in sorted
order`` with status 1; ``--check-order`` makes the first disorder fatal.
"""

from __future__ import annotations

from agentsh.commands._common import open_operand, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.vfs import FSError

SPEC = Spec(
    "join",
    [
        value("a", "a"),
        value("e", "e"),
        flag("i", "i", "ignore-case"),
        value("j", "j"),
        value("o", "o"),
        value("t", "t"),
        value("v", "v"),
        value("1", "1"),
        value("2", "2"),
        flag("check-order", "", "check-order"),
        flag("nocheck-order", "", "nocheck-order"),
        flag("header", "", "header"),
        flag("z", "z", "zero-terminated"),
    ],
)

Line = tuple[bytes, list[bytes]]
_BLANK: Line = (b"", [])


class _Fatal(Exception):
    pass


def _field_num(s: str) -> int:
    if not s.isdigit() or int(s) == 0:
        raise _Fatal(f"invalid field number: {quote(s)}")
    return int(s) - 1


class _Joiner:
    def __init__(self, ctx: CommandContext) -> None:
        self.ctx = ctx
        self.tab: bytes | None = None  # None = blanks; b"" = whole line
        self.eol = b"\n"
        self.ignore_case = False
        self.check = 0  # 0 default, 1 enabled, -1 disabled
        self.seen_unpairable = False
        self.warned = [False, False]
        self.names = ["", ""]
        self.jf = [0, 0]
        self.out: list[bytes] = []
        self.empty: bytes | None = None
        self.outlist: list[tuple[int, int]] | None = None
        self.autoformat = False
        self.autocount = [0, 0]
        self.data: list[list[bytes]] = [[], []]
        self.pos = [0, 0]
        self.prev: list[Line | None] = [None, None]

    def fields(self, body: bytes) -> list[bytes]:
        if not body:
            return []
        if self.tab is None:
            parts = body.replace(b"\t", b" ").replace(b"\n", b" ").split(b" ")
            # leading blanks are skipped; inner runs collapse; a trailing run leaves ""
            out = [p for p in parts if p]
            stripped = body.rstrip(b" \t\n")
            if len(stripped) != len(body) and stripped:
                out.append(b"")
            return out
        if self.tab == b"":
            return [body]
        return body.split(self.tab)

    def key(self, line: Line, which: int) -> bytes:
        f = line[1]
        n = self.jf[which]
        k = f[n] if n < len(f) else b""
        return k.lower() if self.ignore_case else k

    def keycmp(self, a: Line, wa: int, b: Line, wb: int) -> int:
        ka, kb = self.key(a, wa), self.key(b, wb)
        if not ka:
            return 0 if not kb else -1
        if not kb:
            return 1
        return (ka > kb) - (ka < kb)

    def get_line(self, which: int) -> Line | None:
        pos = self.pos[which]
        if pos >= len(self.data[which]):
            return None
        body = self.data[which][pos]
        self.pos[which] = pos + 1
        line = (body, self.fields(body))
        prev = self.prev[which]
        if prev is not None and self.check >= 0 and (self.check == 1 or self.seen_unpairable):
            if not self.warned[which] and self.keycmp(prev, which, line, which) > 0:
                self.flush()
                msg = f"join: {self.names[which]}:{pos + 1}: is not sorted: "
                self.ctx.stderr.write(msg.encode("utf-8", "surrogateescape") + body + b"\n")
                self.warned[which] = True
                if self.check == 1:
                    raise _Fatal("")
        self.prev[which] = line
        return line

    def flush(self) -> None:
        if self.out:
            self.ctx.stdout.write(b"".join(self.out))
            self.out.clear()

    def prfield(self, n: int, line: Line, parts: list[bytes]) -> None:
        f = line[1]
        if n < len(f) and f[n]:
            parts.append(f[n])
        elif self.empty is not None:
            parts.append(self.empty)
        else:
            parts.append(b"")

    def prjoin(self, l1: Line, l2: Line) -> None:
        sep = b" " if self.tab is None else (self.tab or b"\n")
        parts: list[bytes] = []
        if self.outlist is not None:
            for fnum, field in self.outlist:
                if fnum == 0:
                    if l1 is _BLANK:
                        self.prfield(self.jf[1], l2, parts)
                    else:
                        self.prfield(self.jf[0], l1, parts)
                else:
                    self.prfield(field, l1 if fnum == 1 else l2, parts)
        else:
            if l1 is _BLANK:
                self.prfield(self.jf[1], l2, parts)
            else:
                self.prfield(self.jf[0], l1, parts)
            for w, line in ((0, l1), (1, l2)):
                nf = self.autocount[w] if self.autoformat else len(line[1])
                for i in range(nf):
                    if i != self.jf[w]:
                        self.prfield(i, line, parts)
        self.out.append(sep.join(parts) + self.eol)
        if len(self.out) > 512:
            self.flush()

    def run(self, pr1: bool, pr2: bool, pairs: bool, header: bool) -> None:
        seq1: list[Line] = []
        seq2: list[Line] = []
        first1 = self.get_line(0)
        first2 = self.get_line(1)
        if first1 is not None:
            seq1.append(first1)
        if first2 is not None:
            seq2.append(first2)
        if self.autoformat:
            self.autocount = [len(seq1[0][1]) if seq1 else 0, len(seq2[0][1]) if seq2 else 0]
        if header and (seq1 or seq2):
            self.prjoin(seq1[0] if seq1 else _BLANK, seq2[0] if seq2 else _BLANK)
            self.prev = [None, None]
            seq1 = [ln] if seq1 and (ln := self.get_line(0)) is not None else []
            seq2 = [ln] if seq2 and (ln := self.get_line(1)) is not None else []
        while seq1 and seq2:
            self.ctx.check()
            diff = self.keycmp(seq1[0], 0, seq2[0], 1)
            if diff < 0:
                if pr1:
                    self.prjoin(seq1[0], _BLANK)
                nxt = self.get_line(0)
                seq1 = [nxt] if nxt is not None else []
                self.seen_unpairable = True
                continue
            if diff > 0:
                if pr2:
                    self.prjoin(_BLANK, seq2[0])
                nxt = self.get_line(1)
                seq2 = [nxt] if nxt is not None else []
                self.seen_unpairable = True
                continue
            eof1 = False
            while True:
                nxt = self.get_line(0)
                if nxt is None:
                    eof1 = True
                    break
                seq1.append(nxt)
                if self.keycmp(nxt, 0, seq2[0], 1) != 0:
                    break
            eof2 = False
            while True:
                nxt = self.get_line(1)
                if nxt is None:
                    eof2 = True
                    break
                seq2.append(nxt)
                if self.keycmp(seq1[0], 0, nxt, 1) != 0:
                    break
            if pairs:
                g1 = seq1 if eof1 else seq1[:-1]
                g2 = seq2 if eof2 else seq2[:-1]
                for a in g1:
                    for b in g2:
                        self.prjoin(a, b)
            seq1 = [] if eof1 else [seq1[-1]]
            seq2 = [] if eof2 else [seq2[-1]]
        checktail = self.check >= 0
        if (pr1 or checktail) and seq1:
            if pr1:
                self.prjoin(seq1[0], _BLANK)
            if seq2:
                self.seen_unpairable = True
            while (ln := self.get_line(0)) is not None:
                if pr1:
                    self.prjoin(ln, _BLANK)
                if self.warned[0] and not pr1:
                    break
        if (pr2 or checktail) and seq2:
            if pr2:
                self.prjoin(_BLANK, seq2[0])
            if seq1:
                self.seen_unpairable = True
            while (ln := self.get_line(1)) is not None:
                if pr2:
                    self.prjoin(_BLANK, ln)
                if self.warned[1] and not pr2:
                    break
        self.flush()


def _parse_outlist(spec: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for item in spec.replace("\t", " ").replace(",", " ").split(" "):
        if item == "":
            continue
        if item == "0":
            out.append((0, 0))
            continue
        fnum, dot, fld = item.partition(".")
        if fnum not in ("1", "2") or not dot:
            raise _Fatal(f"invalid file number in field spec: {quote(item)}")
        out.append((int(fnum), _field_num(fld)))
    return out


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    j = _Joiner(ctx)
    pr1 = pr2 = False
    pairs = True
    try:
        for key, val in p.opts:
            v = val or ""
            if key in ("a", "v"):
                if v not in ("1", "2"):
                    raise _Fatal(f"invalid field number: {quote(v)}")
                if v == "1":
                    pr1 = True
                else:
                    pr2 = True
                if key == "v":
                    pairs = False
            elif key == "e":
                j.empty = v.encode("utf-8", "surrogateescape")
            elif key == "i":
                j.ignore_case = True
            elif key == "j":
                j.jf = [_field_num(v)] * 2
            elif key == "1":
                j.jf[0] = _field_num(v)
            elif key == "2":
                j.jf[1] = _field_num(v)
            elif key == "o":
                if v == "auto":
                    j.autoformat = True
                else:
                    j.outlist = (j.outlist or []) + _parse_outlist(v)
            elif key == "t":
                t = v.encode("utf-8", "surrogateescape")
                if len(v) > 1:
                    raise _Fatal(f"multi-character tab {quote(v)}")
                if j.tab is not None and j.tab != t:
                    raise _Fatal("incompatible tabs")
                j.tab = t
            elif key == "check-order":
                j.check = 1
            elif key == "nocheck-order":
                j.check = -1
            elif key == "z":
                j.eol = b"\0"
    except _Fatal as e:
        ctx.stderr.write(f"join: {e}\n".encode("utf-8", "surrogateescape"))
        return 1
    ops = p.operands
    if len(ops) < 2:
        if not ops:
            return usage_error(ctx, SPEC, "missing operand")
        return usage_error(ctx, SPEC, f"missing operand after {quote(ops[-1])}")
    if len(ops) > 2:
        return usage_error(ctx, SPEC, f"extra operand '{ops[2]}'")
    if ops[0] == "-" and ops[1] == "-":
        ctx.stderr.write(b"join: both files cannot be standard input: No such file or directory\n")
        return 1
    for i, name in enumerate(ops):
        try:
            data = open_operand(ctx, name).read()
        except FSError as e:
            ctx.stderr.write(f"join: {name}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
            return 1
        lines = data.split(j.eol)
        if lines and lines[-1] == b"":
            lines.pop()
        j.data[i] = lines
        j.names[i] = name
    try:
        j.run(pr1, pr2, pairs, p.has("header"))
    except _Fatal:
        j.flush()
        return 1
    if j.check >= 0 and (j.warned[0] or j.warned[1]):
        ctx.stderr.write(b"join: input is not in sorted order\n")
        return 1
    return 0
