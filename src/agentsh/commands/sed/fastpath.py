"""The batch path of the sed machine: a script compiled to one Python loop over many records.

Owns the code generation for scripts made only of straight-line commands (``s y p d = i a h H
g G x z q Q`` and blocks, with any addresses; no branches, no ``n``/``N``/``D``, no ``c``/
``r``/``w``, no empty regex, not ``a`` with ``q``/``Q``): the whole script becomes the body of
a ``for`` over a list of records, with the pattern and hold spaces in Python locals and output
collected in a list (text ``a`` queues: in a list written at the end of each cycle). Leading
unaddressed ``y`` commands translate the joined batch at once. Line and regex addresses and the
common ranges are inlined; ranges and steps call the machine's own selector
closures (so their state is shared with the general cycle loop, which takes over for a final
record that lacks its newline). Only names of constants from the namespace appear in the
generated code, never text from the script.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from agentsh.commands._codecache import compile_cached
from agentsh.commands.sed.parser import Address, AddrKind, Command, Part, Subst
from agentsh.regex import selecting
from agentsh.regex.literal import (
    anchored_literal,
    can_match_empty,
    fixed_end_width,
    literal_text,
    re_parse,
    required_piece,
    unescaped,
)

if TYPE_CHECKING:
    from agentsh.commands.sed.interp import Machine

Batch = Callable[[list[str], int, int], list[str]]

_SIMPLE = frozenset("{}:syp d=iahHgGxzqQnNPDlwcb".replace(" ", ""))

#: commands that read the next record (at most one each per cycle: no branches here)
_READS = frozenset("nN")


class _Gen:
    def __init__(self, m: Machine) -> None:
        self.m = m
        self.ns: dict[str, Any] = {}
        self.lines: list[str] = []
        self.uses_line = False
        self.uses_hold = False
        #: the script has ``a``: text queued in ``_q``, written at the end of each cycle
        self.appends = False

    def const(self, prefix: str, value: Any) -> str:
        name = f"{prefix}{len(self.ns)}"
        self.ns[name] = value
        return name

    def emit(self, ind: int, text: str) -> None:
        self.lines.append("    " * ind + text)

    def flush_queue(self, ind: int) -> None:
        """The text ``a`` queued, written (at the end of a cycle, before ``n``/``N`` read)."""
        if self.appends:
            self.emit(ind, "if _q:")
            self.emit(ind + 1, "_o += _q")
            self.emit(ind + 1, "_q.clear()")

    def addr(self, a: Address) -> str | None:
        """An inline test of a single address, or None when the selector closure is needed."""
        if a.kind is AddrKind.NUM:
            self.uses_line = True
            return f"_j == {a.n1}"
        if a.kind is AddrKind.STEP:  # first~step (step > 0)
            self.uses_line = True
            return f"(_j >= {a.n1} and (_j - {a.n1}) % {a.n2} == 0)"
        if a.kind is AddrKind.LAST:
            self.uses_line = True
            return "(_j == _nlast and _last())"
        if a.kind is AddrKind.REGEX:
            assert a.regex is not None
            pat = self.m.regex_getter(a.regex)()
            lit = _literal(pat)
            if lit is not None:
                return f"{self.const('L', lit)} in ps"
            anchored = anchored_literal(pat)
            if anchored is not None:  # ``/^#/``, ``/;$/``, ``/^$/``
                kind, text = anchored
                t = self.const("L", text)
                return {"start": f"ps.startswith({t})", "end": f"ps.endswith({t})"}.get(
                    kind, f"ps == {t}"
                )
            search = f"{self.const('R', selecting(pat).search)}(ps) is not None"
            width = fixed_end_width(pat)
            if width:  # ``/[0-9]{6}$/``: a match can only start ``width`` from the end
                at = self.const("R", selecting(pat).match)
                search = f"(len(ps) >= {width} and {at}(ps, len(ps) - {width}) is not None)"
            piece = required_piece(pat)  # (a str test first: most lines may lack it)
            return search if piece is None else f"({self.const('L', piece)} in ps and {search})"
        return None

    def test(self, i: int, c: Command, ind: int) -> str:
        """The condition selecting command ``i`` (emitting any setup lines first)."""
        a1, a2 = c.a1, c.a2
        assert a1 is not None
        cond = self.addr(a1) if a2 is None else self.range(i, a1, a2, ind)
        if cond is None:
            sel = self.m.selectors[i][0]
            assert sel is not None
            self.uses_line = True
            self.emit(ind, "M.ps = ps")
            self.emit(ind, "INP.line_no = _j")
            return f"{self.const('S', sel)}()"  # the closure applies ``!`` itself
        return f"not ({cond})" if c.negate else cond

    def range(self, i: int, a1: Address, a2: Address, ind: int) -> str | None:
        """Inline forms of the common ranges ``N,M`` and ``/re/,/re/`` / ``/re/,$``."""
        if a1.kind is AddrKind.NUM and a2.kind is AddrKind.NUM and a1.n1 > 0:
            # a function of the line number alone (the selector's state agrees line by line)
            self.uses_line = True
            return f"{a1.n1} <= _j <= {max(a1.n1, a2.n1)}"
        if a1.kind is AddrKind.NUM and a2.kind is AddrKind.LAST and a1.n1 > 0:
            # ``N,$``: from line N on (the selector starts at any line >= N too, and ``$``
            # ends the input)
            self.uses_line = True
            return f"_j >= {a1.n1}"
        if a1.kind is AddrKind.REGEX and a2.kind is AddrKind.PLUS and i in self.m.range_ends:
            # ``/re/,+N``: from a matching line to N lines after it (the end line shared
            # with the selector, as the active flag)
            start = self.addr(a1)
            self.uses_line = True
            cell = self.const("A", self.m.selectors[i][1])
            end = self.const("E", self.m.range_ends[i])
            return self._range(ind, cell, start, f"_j >= {end}[0]", f"{end}[0] = _j + {a2.n1}")
        if a1.kind is AddrKind.REGEX and a2.kind in (AddrKind.REGEX, AddrKind.LAST):
            start = self.addr(a1)
            stop = self.addr(a2)
            cell = self.const("A", self.m.selectors[i][1])  # shared with the selector
            return self._range(ind, cell, start, stop, None)
        return None

    def _range(
        self, ind: int, cell: str, start: str | None, stop: str | None, on_start: str | None
    ) -> str:
        """A range's test inline: ``cell[0]`` (its active flag) on from a line where
        ``start`` holds (running ``on_start`` then) through the one where ``stop`` holds."""
        self.emit(ind, f"if {cell}[0]:")
        self.emit(ind + 1, "_s = True")
        self.emit(ind + 1, f"if {stop}:")
        self.emit(ind + 2, f"{cell}[0] = False")
        self.emit(ind, f"elif {start}:")
        self.emit(ind + 1, f"{cell}[0] = True")
        if on_start is not None:
            self.emit(ind + 1, on_start)
        self.emit(ind + 1, "_s = True")
        self.emit(ind, "else:")
        self.emit(ind + 1, "_s = False")
        return "_s"

    def build(self) -> Batch | None:
        m = self.m
        cmds = m.program.commands
        for c in cmds:
            if c.name not in _SIMPLE:
                return None
            s = c.subst
            if s is not None and (s.regex.source is None or s.eval_):
                return None
            if c.name == "c" and c.a2 is not None and not c.negate:
                return None  # (a range's c writes its text at the range's end: the loop)
            if c.name == "b" and c.target >= 0:
                return None  # (a jump to a label: the loop; to the end: the cycle ends)
            for a in (c.a1, c.a2):
                if a is not None and a.regex is not None and a.regex.source is None:
                    return None
        names = {c.name for c in cmds}
        if "a" in names and ("q" in names or "Q" in names):
            return None  # (what each quit does with the queue: the general loop)
        self.appends = "a" in names
        #: the records a cycle may read past its own (``n``/``N``); with any, the loop runs
        #: cycles while that many records are left (the rest: the general loop)
        self.reads = sum(c.name in _READS for c in cmds)
        if (self.reads or "D" in names) and m.posix:
            return None  # (POSIX's N at the end: the general loop knows it)
        autoprint = not m.silent
        #: the loop's shape for a script that reads ahead (see _build_stride/_build_window)
        self.mode = ""
        if "D" in names:
            self.mode = "window" if _window_shape(cmds) else ""
        elif self.reads:
            self.mode = "stride" if _stride_shape(cmds) else ""
        self.nread = 0  # (stride: the records read so far in the cycle's code)
        #: one command (or block) selected by line numbers alone: the loop visits only the
        #: records it selects, the others are written as they are (see _build_sparse)
        sparse = not self.reads and "D" not in names and _sparse_shape(cmds)
        ind = 2
        # leading unaddressed ``y`` commands translate the whole batch text at once
        pre: list[str] = []
        for c in cmds:
            if c.name != "y" or c.a1 is not None or any(m.delim in a + b for a, b in c.ymap):
                break
            pre.append(self.const("Y", {ord(a): b for a, b in c.ymap}))
        for i, c in enumerate(cmds):
            if i < len(pre) or (self.mode == "window" and i in (0, len(cmds) - 1)):
                continue  # (the window's N and D: its loop does their work)
            name = c.name
            if name == "}":
                ind -= 1
                continue
            if c.a1 is not None:
                self.emit(ind, f"if {'True' if sparse and i == 0 else self.test(i, c, ind)}:")
                if name == "{":
                    self.emit(ind + 1, "pass")
                    ind += 1
                    continue
                self.command(c, ind + 1, autoprint)
            elif name == "{":
                self.emit(ind, "if True:")
                self.emit(ind + 1, "pass")
                ind += 1
            else:
                self.command(c, ind, autoprint)
        if self.mode == "window":
            return self._build_window()
        if autoprint:
            self.emit(2, "_a(ps + _d)")
        self.flush_queue(2)
        if self.mode == "stride":
            return self._build_stride()
        if self.reads or "D" in names:
            return self._build_reading()
        head = ["def batch(_lines, _base, _nlast):", *self._locals()]
        kept = self._filter()
        if kept is not None:  # (``/re/d``, ``/re/!d``, ``-n /re/p``: the records kept)
            return self._function(
                [
                    *head,
                    f"    _k = [ps for ps in _lines if {kept}]",
                    "    if _k:",
                    "        _a(_d.join(_k) + _d)",
                    "    return _o",
                ]
            )
        whole = self._whole_subst()
        if whole is not None:
            return self._function(
                [*head, "    if _lines:", f"        _a({whole})", "    return _o"]
            )
        if sparse:
            return self._build_sparse(head, autoprint)
        if pre:
            joined = "".join(f".translate({t})" for t in pre)
            if self.lines == ["        _a(ps + _d)"]:  # (nothing but the y commands)
                return self._function(
                    [
                        *head,
                        "    if _lines:",
                        f"        _a(_d.join(_lines){joined} + _d)",
                        "    return _o",
                    ]
                )
            head.append("    if _lines:")
            head.append(f"        _lines = _d.join(_lines){joined}.split(_d)")
        elif self.lines == ["        _a(ps + _d)"]:  # (``sed ''``: the records as they are)
            return self._function(
                [*head, "    if _lines:", "        _a(_d.join(_lines) + _d)", "    return _o"]
            )
        elif not self.lines:  # (``sed -n ''``)
            return self._function([*head, "    return _o"])
        if self.uses_line:
            head.append("    for _j, ps in enumerate(_lines, _base + 1):")
        else:
            head.append("    for ps in _lines:")
        body = self.lines or ["        pass"]
        tail = ["    M.hs = hs"] if self.uses_hold else []
        return self._function([*head, *body, *tail, "    return _o"])

    def _locals(self) -> list[str]:
        """The generated function's first lines: the hold space and the output list (and
        the ``a`` queue) in locals."""
        lines = ["    hs = M.hs"] if self.uses_hold else []
        lines += ["    _o = []", "    _a = _o.append"]
        if self.appends:
            lines.append("    _q = []")
        return lines

    def _function(self, lines: list[str]) -> Batch:
        """The generated source ``lines`` compiled: the function ``batch``."""
        m = self.m
        self.ns.update(M=m, INP=m.input, _d=m.delim, _last=m.input.is_last)
        compiled = compile_cached("\n".join(lines) + "\n", "<sed>")
        exec(compiled, self.ns)  # noqa: S102 - our own generated code
        return self.ns["batch"]

    def _build_reading(self) -> Batch:  # (its function takes two more arguments)
        """The loop of a script with ``n``/``N``/``D``: over an index, so that a cycle can
        read the records after its own and ``D`` can start the next cycle on what it left.
        ``batch(_lines, _base, _nlast, _i, _stop)`` runs the cycles that start at records
        ``_i`` to ``_stop`` (reading at most ``reads`` past each, never the list's last record:
        it might be the input's, ``$``), leaves the index of the
        first record not read in ``M.batch_used``, and a cycle ``D`` restarted at that point
        in ``M.ps`` with ``M.restart`` set: the next call, or the general loop, goes on
        with it."""
        head = ["def batch(_lines, _base, _nlast, _i, _stop):"]
        head.append(f"    _lim = len(_lines) - {self.reads + 1}")  # (the last stays unread)
        head.append("    _keep = M.restart")  # (a cycle D restarted in the last call)
        head.append("    if _keep:")
        head.append("        ps = M.ps")
        head.append("        M.restart = False")
        head += self._locals()
        head += [
            "    while True:",
            "        if _keep:",
            "            if _i > _lim or _i >= _stop:",
            "                break",
            "            _keep = False",
            "        elif _i < _stop:",
            "            ps = _lines[_i]",
            "            _i += 1",
            "        else:",
            "            break",
            "        _j = _base + _i",
        ]
        tail = [
            "    M.batch_used = _i",
            "    if _keep:",
            "        M.ps = ps",
            "        M.chomped = True",
            "        M.restart = True",
        ]
        if self.uses_hold:
            tail.append("    M.hs = hs")
        return self._function([*head, *self.lines, *tail, "    return _o"])

    def _filter(self) -> str | None:
        """For a script that only keeps or drops records by a regex (``/re/d``, ``/re/!d``,
        ``-n '/re/p'``, ``-n '/re/!p'``): the test of a record kept; else None."""
        m = self.m
        cmds = m.program.commands
        if len(cmds) != 1 or cmds[0].name != ("p" if m.silent else "d"):
            return None
        c = cmds[0]
        if c.a1 is None or c.a2 is not None or c.a1.kind is not AddrKind.REGEX:
            return None
        cond = self.addr(c.a1)
        assert cond is not None
        keep = c.negate if c.name == "d" else not c.negate
        return f"({cond})" if keep else f"not ({cond})"

    def _whole_subst(self) -> str | None:
        """For a script that is one ``s///g`` (no address, no flag but g, autoprint) whose
        matches cannot hold the delimiter, reach a string's ends or be empty: the
        expression of the batch's output, the substitution made once over the joined
        records (a match never spans two records, and there a record's end reads as the
        delimiter, not a word character: ``\\b`` finds the same places); else None."""
        m = self.m
        cmds = m.program.commands
        if len(cmds) != 1 or m.silent or cmds[0].name != "s" or cmds[0].a1 is not None:
            return None
        s = cmds[0].subst
        assert s is not None
        if not s.global_ or s.occurrence != 1 or s.print_ or s.wfile is not None or s.eval_:
            return None
        from agentsh.commands.sed.interp import case_expander, repl_function

        pat = m.regex_getter(s.regex)()
        parts = s.replacement
        cased = any(p.kind is Part.CASE for p in parts)
        lit = _literal(pat)
        if lit is not None and m.delim not in lit and not cased:
            rep = "".join(p.text if p.kind is Part.LITERAL else lit for p in parts)
            lc, rc = self.const("L", lit), self.const("T", rep)
            return f"(_d.join(_lines) + _d).replace({lc}, {rc})"
        if not isinstance(cast(object, pat), re.Pattern) or can_match_empty(pat):
            return None  # (the POSIX engine's patterns: its time-out is per call)
        if not _avoids(pat, ord(m.delim)):
            return None
        repl: Any = case_expander(parts, m.bytewise) if cased else repl_function(parts)
        return f"{self.const('U', pat.sub)}({self.const('T', repl)}, _d.join(_lines) + _d)"

    def _build_sparse(self, head: list[str], autoprint: bool) -> Batch:
        """The loop of a script of one command or block whose address is a line number, a
        range of them, ``first~step`` or ``$``: over the indexes of the records it selects
        (see _selection); without -n the records between are written at once, as they
        are (after a ``q`` they are not)."""
        cmds = self.m.program.commands
        c = cmds[0]
        assert c.a1 is not None
        sel = self.const("S", _selection(c.a1, c.a2, self.m.input.is_last))
        if len(cmds) == 1 and c.name == "d":  # (``5,$d``, ``$!d``: only slices are written)
            if not autoprint:
                return self._function([*head, "    return _o"])
            head.append(f"    _r = {sel}(_base, len(_lines), _nlast)")
            if c.negate:  # (the records selected stay)
                head.append("    _k = _lines[_r.start : _r.stop : _r.step]")
            else:
                head.append("    _k = list(_lines)")
                head.append("    del _k[_r.start : _r.stop : _r.step]")
            return self._function(
                [*head, "    if _k:", "        _a(_d.join(_k) + _d)", "    return _o"]
            )
        loop = [f"    for _x in {sel}(_base, len(_lines), _nlast):"]
        if autoprint:
            head.append("    _p = 0")
            loop += [
                "        if _x > _p:",
                "            _a(_d.join(_lines[_p:_x]) + _d)",
                "        _p = _x + 1",
            ]
        loop += ["        ps = _lines[_x]", "        _j = _base + _x + 1"]
        tail = []
        if autoprint:
            tail = [
                "    else:",
                "        if _p < len(_lines):",
                "            _a(_d.join(_lines[_p:]) + _d)",
            ]
        if self.uses_hold:
            tail.append("    M.hs = hs")
        return self._function([*head, *loop, *self.lines, *tail, "    return _o"])

    def _build_stride(self) -> Batch:
        """The loop of a script whose cycles all read the same number of records (its
        ``n``/``N`` are unconditional, no ``d``/``q`` comes before the last of them, no
        ``D``): a ``for`` over tuples of records, the cycle's own and the ones it reads,
        instead of an index. Same arguments and results as :meth:`_build_reading`'s
        function (cycles start at ``_i`` to ``_stop``; ``M.batch_used``)."""
        k = self.reads + 1
        names = ", ".join(f"_r{r}" for r in range(k))
        head = ["def batch(_lines, _base, _nlast, _i, _stop):"]
        head.append(f"    _e = _i + (_stop - _i + {k - 1}) // {k} * {k}")
        head += self._locals()
        head.append("    _it = iter(_lines[_i:_e])")
        tuples = f"zip({', '.join(['_it'] * k)})"
        if self.uses_line:
            head.append(
                f"    for _j, ({names}) in zip(range(_base + _i + 1, _base + _e + 1, {k}), {tuples}):"
            )
        else:
            head.append(f"    for {names} in {tuples}:")
        head.append("        ps = _r0")
        tail = ["    M.batch_used = _e"]
        if self.uses_hold:
            tail.append("    M.hs = hs")
        body = [ln for ln in self.lines if self.uses_line or ln.strip() != "_j += 1"]
        return self._function([*head, *body, *tail, "    return _o"])

    def _build_window(self) -> Batch:
        """The loop of ``$!N; ...; D`` where the commands between only look (``P p = i``
        and tests): each cycle's pattern space is two records, ``c`` and ``c + 1``, and
        its ``D`` leaves record ``c + 1`` for the next cycle (restarted, without reading).
        Same arguments and results as :meth:`_build_reading`'s function: the cycles whose
        first record is at ``_f`` (``_i``, or the one a ``D`` left before it) up to the
        one reading record ``_stop - 1``; the last ``D`` left in ``M.ps``."""
        head = ["def batch(_lines, _base, _nlast, _i, _stop):"]
        head.append("    _f = _i - 1 if M.restart else _i")
        head.append("    _end = max(_stop - 1, _f + 1) if _i < _stop else _f")
        head += self._locals()
        body = self.lines
        if body:
            # (the first records of the cycles; a D's record is in M.ps: the list may have
            # been cut since)
            head.append("    _x = [M.ps, *_lines[_i:_end]] if M.restart else _lines[_i:_end]")
            pairs = "_x, _lines[_f + 1 : _end + 1]"
            if self.uses_line:
                head.append(
                    f"    for _j, _r0, _r1 in zip(range(_base + _f + 2, _base + _end + 2), {pairs}):"
                )
            else:
                head.append(f"    for _r0, _r1 in zip({pairs}):")
            if any(_PS.search(ln) for ln in body):
                head.append("        ps = _r0 + _d + _r1")
        tail = [
            "    if _end > _f:",
            "        M.batch_used = _end + 1",
            "        M.ps = _lines[_end]",
            "        M.chomped = True",
            "        M.restart = True",
            "    else:",
            "        M.batch_used = _i",
        ]
        return self._function([*head, *body, *tail, "    return _o"])

    def subst(self, s: Subst, ind: int) -> None:
        from agentsh.commands.sed.interp import case_expander, make_substituter, repl_function

        pat = self.m.regex_getter(s.regex)()
        lit = _literal(pat)
        parts = s.replacement
        if lit is not None and s.occurrence == 1 and all(p.kind is not Part.CASE for p in parts):
            # a fixed string: str methods (the match is always ``lit``, so is ``&``)
            rep = "".join(p.text if p.kind is Part.LITERAL else lit for p in parts)
            lc, rc = self.const("L", lit), self.const("T", rep)
            self.emit(ind, f"if {lc} in ps:")
            self.emit(ind + 1, f"ps = ps.replace({lc}, {rc}{'' if s.global_ else ', 1'})")
            self.done(s, ind + 1)
            return
        if lit and all(p.kind is not Part.CASE for p in parts):
            # ``s/,/;/3`` (``3g``: the third and those after): the Nth occurrence of a fixed
            # string by str.split (occurrences do not overlap, as split finds them): the
            # pieces before it joined again, the replacement, the rest (``g``: replaced)
            rep = "".join(p.text if p.kind is Part.LITERAL else lit for p in parts)
            lc, rc = self.const("L", lit), self.const("T", rep)
            n = s.occurrence
            self.emit(ind, f"_p = ps.split({lc}, {n})")
            self.emit(ind, f"if len(_p) > {n}:")
            head = (
                f" + {lc} + ".join(f"_p[{k}]" for k in range(n))
                if n <= 8
                else f"{lc}.join(_p[:{n}])"
            )
            tail = f"_p[{n}].replace({lc}, {rc})" if s.global_ else f"_p[{n}]"
            self.emit(ind + 1, f"ps = {head} + {rc} + {tail}")
            self.done(s, ind + 1)
            return
        if (
            pat.pattern in ("\\A", "\\Z")
            and s.occurrence == 1
            and all(p.kind is Part.LITERAL for p in parts)
        ):
            # s/^/text/, s/$/text/: the (only) match is empty, at the start or the end
            text = self.const("T", "".join(p.text for p in parts))
            self.emit(ind, f"ps = {text} + ps" if pat.pattern == "\\A" else f"ps = ps + {text}")
            self.done(s, ind)
            return
        if self.cut(s, pat, ind):
            return
        anchored = anchored_literal(pat)
        if (
            anchored is not None
            and anchored[1]
            and s.occurrence == 1
            and all(p.kind is not Part.CASE for p in parts)
        ):
            # ``s/^# //``, ``s/;$//``: the only possible match, by startswith/endswith
            kind, text = anchored
            rep = "".join(p.text if p.kind is Part.LITERAL else text for p in parts)
            t, rc = self.const("L", text), self.const("T", rep)
            if kind == "start":
                self.emit(ind, f"if ps.startswith({t}):")
                self.emit(ind + 1, f"ps = {rc} + ps[{len(text)}:]")
            elif kind == "end":
                self.emit(ind, f"if ps.endswith({t}):")
                self.emit(ind + 1, f"ps = ps[: len(ps) - {len(text)}] + {rc}")
            else:
                self.emit(ind, f"if ps == {t}:")
                self.emit(ind + 1, f"ps = {rc}")
            self.done(s, ind + 1)
            return
        cased = any(p.kind is Part.CASE for p in parts)
        repl: Any = case_expander(parts, self.m.bytewise) if cased else repl_function(parts)
        piece = required_piece(pat)
        if piece is not None:  # (lines without it cannot match: a str test first)
            self.emit(ind, f"if {self.const('L', piece)} in ps:")
            ind += 1
        if s.occurrence == 1 and (not s.global_ or not can_match_empty(pat)):
            sub, rc = self.const("U", pat.subn), self.const("T", repl)
            self.emit(ind, f"_n, _k = {sub}({rc}, ps{'' if s.global_ else ', 1'})")
            self.emit(ind, "if _k:")
        elif not can_match_empty(pat) and (not s.global_ or _context_free(pat.pattern)):
            # ``s/x/y/3``, ``s/[aeiou]/#/2g``: each match searched for from the end of the
            # one before (a match is never empty); ``g``: all after the (N-1)th replaced at
            # once, when nothing the pattern tests lies to the left of a match
            srch, rc = self.const("S", pat.search), self.const("T", repl)
            n = s.occurrence - (1 if s.global_ else 0)
            chain = [f"(_m := {srch}(ps)) is not None"]
            chain += [f"(_m := {srch}(ps, _m.end())) is not None"] * (n - 1)
            if s.global_ and not s.print_ and s.wfile is None:  # (no need to know if it did)
                sub = self.const("U", pat.sub)
                self.emit(ind, f"if {' and '.join(chain)}:")
                self.emit(ind + 1, "_e = _m.end()")
                self.emit(ind + 1, f"ps = ps[:_e] + {sub}({rc}, ps[_e:])")
                return
            self.emit(ind, "_n = None")
            self.emit(ind, f"if {' and '.join(chain)}:")
            if s.global_:
                subn = self.const("U", pat.subn)
                self.emit(ind + 1, "_e = _m.end()")
                self.emit(ind + 1, f"_r, _k = {subn}({rc}, ps[_e:])")
                self.emit(ind + 1, "if _k:")
                self.emit(ind + 2, "_n = ps[:_e] + _r")
            else:
                text = f"{rc}(_m)" if callable(repl) else rc
                self.emit(ind + 1, f"_n = ps[: _m.start()] + {text} + ps[_m.end() :]")
            self.emit(ind, "if _n is not None:")
        else:
            fn = make_substituter(s, lambda: pat, False, self.m.bytewise)
            self.emit(ind, f"_n = {self.const('F', fn)}(ps)")
            self.emit(ind, "if _n is not None:")
        self.emit(ind + 1, "ps = _n")
        self.done(s, ind + 1)

    def done(self, s: Subst, ind: int) -> None:
        """What a substitution that replaced does after: its ``p`` and ``w`` flags."""
        if s.print_:
            self.emit(ind, "_a(ps + _d)")
        if s.wfile is not None:
            self.emit(ind, f"{self.writer(s.wfile)}(ps + _d)")

    def writer(self, name: str) -> str:
        """The function writing a record to ``w`` file ``name`` (/dev/stdout: the batch's
        own output, in order, unless that goes to an in-place file)."""
        out = self.m.wfiles[name]
        if out is self.m.stdout and not self.m.in_place:  # (-i: the batch's is the file's)
            return "_a"
        return self.const("W", out.write)

    def cut(self, s: Subst, pat: re.Pattern[str], ind: int) -> bool:
        """``s`` whose one match is found by ``str`` methods (see _cut_shape): ``s/:.*//``,
        ``s/.*://``, ``s/^[^:]*://``, ``s/^[ \t]*//``, ``s/ *$//``, with a replacement of
        text and ``&``. False when it is not of those shapes."""
        from agentsh.commands.sed.interp import (
            _case_function,  # pyright: ignore[reportPrivateUsage]
            lower_c,
            lower_u,
            upper_c,
            upper_u,
        )

        parts = s.replacement
        if s.occurrence != 1 or any(p.kind is Part.GROUP and p.group != 0 for p in parts):
            return False
        shape = _cut_shape(pat)
        if shape is None:
            return False
        kind, arg, least = shape
        if any(p.kind is Part.CASE for p in parts):
            conv = None
            if kind == "all":
                bw = self.m.bytewise
                up, low = (upper_c, lower_c) if bw else (upper_u, lower_u)
                conv = _case_function(parts, up, low, whole=True)
            if conv is None:
                return False
            self.emit(ind, f"ps = {self.const('F', conv)}(ps)")  # (``s/.*/\U&/``)
            self.done(s, ind)
            return True
        if kind == "upto" and s.global_ and not least:
            return False  # (unanchored: ``[^:]*:`` matches again after the first)
        pieces = [
            self.const("T", p.text) if p.kind is Part.LITERAL else "_m"
            for p in parts
            if p.text or p.kind is not Part.LITERAL
        ]
        uses_m = "_m" in pieces

        def joined(*around: str) -> str:  # the new pattern space: ``around`` the replacement
            return " + ".join(x for x in (around[0], *pieces, *around[1:]) if x) or "''"

        if kind == "all":  # (``.*``: the whole pattern space)
            self.emit(ind, "_m = ps" if uses_m else "pass")
            self.emit(ind, f"ps = {joined('')}")
            self.done(s, ind)
            return True
        a = self.const("L", arg)
        if kind in ("lstrip", "rstrip"):
            strip = "ps.lstrip" if kind == "lstrip" else "ps.rstrip"
            self.emit(ind, f"_t = {strip}({a})")
            if least:  # (``+``: a match only when something was stripped)
                self.emit(ind, "if len(_t) < len(ps):")
                ind += 1
            if uses_m:
                cut = "ps[: len(ps) - len(_t)]" if kind == "lstrip" else "ps[len(_t) :]"
                self.emit(ind, f"_m = {cut}")
            self.emit(ind, f"ps = {joined('', '_t') if kind == 'lstrip' else joined('_t')}")
        else:
            find = "ps.rfind" if kind == "before" else "ps.find"
            self.emit(ind, f"_k = {find}({a})")
            self.emit(ind, "if _k >= 0:")
            ind += 1
            if kind == "after":  # ``LIT.*``: from the first LIT to the end
                if uses_m:
                    self.emit(ind, "_m = ps[_k:]")
                self.emit(ind, f"ps = {joined('ps[:_k]')}")
            else:  # ``.*LIT`` (the last LIT), ``^[^c]*c`` (the first c): from the start
                self.emit(ind, f"_k += {len(arg)}")
                if uses_m:
                    self.emit(ind, "_m = ps[:_k]")
                self.emit(ind, f"ps = {joined('', 'ps[_k:]')}")
        self.done(s, ind)
        return True

    def command(self, c: Command, ind: int, autoprint: bool) -> None:
        name = c.name
        if name == "s":
            assert c.subst is not None
            self.subst(c.subst, ind)
        elif name == "y":
            table = {ord(a): b for a, b in c.ymap}
            self.emit(ind, f"ps = ps.translate({self.const('Y', table)})")
        elif name == "p":
            self.emit(ind, "_a(ps + _d)")
        elif name == "d":
            self.flush_queue(ind)  # (the cycle ends: the queue is written all the same)
            self.emit(ind, "continue")
        elif name == "a":
            self.emit(ind, f"_q.append({self.const('T', c.text)})")
        elif name in _READS:  # (a record is there: see _build_reading)
            if name == "n" and autoprint:
                self.emit(ind, "_a(ps + _d)")
            self.flush_queue(ind)
            if self.mode == "stride":
                self.nread += 1
                rec = f"_r{self.nread}"
                self.emit(ind, f"ps += _d + {rec}" if name == "N" else f"ps = {rec}")
            else:
                self.emit(ind, "ps += _d + _lines[_i]" if name == "N" else "ps = _lines[_i]")
                self.emit(ind, "_i += 1")
            self.emit(ind, "_j += 1")
        elif name == "P":
            if self.mode == "window":  # (the first line of the window: its first record)
                self.emit(ind, "_a(_r0 + _d)")
            else:
                self.emit(ind, "_a(ps.partition(_d)[0] + _d)")
        elif name == "D":
            self.flush_queue(ind)
            self.emit(ind, "_k = ps.find(_d)")
            self.emit(ind, "if _k >= 0:")  # (else as d: the next cycle reads)
            self.emit(ind + 1, "ps = ps[_k + 1 :]")
            self.emit(ind + 1, "_keep = True")
            self.emit(ind, "continue")
        elif name == "b":  # (to the end of the script: the cycle ends, with autoprint)
            if autoprint:
                self.emit(ind, "_a(ps + _d)")
            self.flush_queue(ind)
            self.emit(ind, "continue")
        elif name == "w":
            self.emit(ind, f"{self.writer(c.text)}(ps + _d)")
        elif name == "c":  # (no range: its text for each record; then as d)
            text = c.written_text(self.m.delim)
            if text:
                self.emit(ind, f"_a({self.const('T', text)})")
            self.flush_queue(ind)
            self.emit(ind, "continue")
        elif name == "l":
            from agentsh.commands.sed.interp import listing

            width = c.int_arg if c.int_arg >= 0 else self.m.line_length
            if c.int_arg == 1:
                width = 1
            self.emit(ind, f"_a({self.const('F', listing)}(ps, {width}, _d))")
        elif name == "=":
            self.uses_line = True
            self.emit(ind, "_a(f'{_j}' + _d)")
        elif name == "i":
            if c.text:
                self.emit(ind, f"_a({self.const('T', c.written_text(self.m.delim))})")
            else:
                self.emit(ind, "pass")
        elif name in "hHgGx":
            self.uses_hold = True
            self.emit(
                ind,
                {
                    "h": "hs = ps",
                    "H": "hs += _d + ps",
                    "g": "ps = hs",
                    "G": "ps += _d + hs",
                    "x": "ps, hs = hs, ps",
                }[name],
            )
        elif name == "z":
            self.emit(ind, "ps = ''")
        elif name in "qQ":
            if name == "q" and autoprint:
                self.emit(ind, "_a(ps + _d)")
            self.emit(ind, f"M.quit = {c.int_arg if c.int_arg >= 0 else 0}")
            if self.mode == "stride":  # (after the cycle's last read: its records were used)
                self.uses_line = True
                self.emit(ind, "_e = _j - _base")
            self.emit(ind, "break")
        else:  # ":" (a label nothing jumps to)
            self.emit(ind, "pass")


#: the escapes a translated sed pattern holds for characters that stand for themselves
#: (ASCII punctuation, and the newline of ``\n``)
_ESCAPES = frozenset(chr(c) for c in range(128) if not chr(c).isalnum())


_LEFT_CONTEXT = re.compile(r"\\[bBA]|\(\?<[=!]|\^")


def _context_free(src: str) -> bool:
    """Whether a translated pattern matches the same at a place whatever lies to the left
    of it (no ``^ \\A \\b \\B`` or look-behind; a ``[^`` class is no anchor)."""
    return _LEFT_CONTEXT.search(src.replace("[^", "[")) is None


def _literal(pat: object) -> str | None:
    """The text a compiled pattern matches exactly (see literal_text), counting ``\\n``
    (an escaped newline in the translation) as the newline."""
    lit = literal_text(pat)
    if lit is None and isinstance(pat, re.Pattern):
        src: object = cast("re.Pattern[Any]", pat).pattern
        if isinstance(src, str) and "\\\n" in src and not pat.flags & (re.I | re.X):
            return unescaped(src, _ESCAPES) or None
    return lit


_PS = re.compile(r"\bps\b")


def _reads_at_top(c: Command) -> bool:
    """``n``/``N`` run by every cycle of a batch: no address, or ``$!`` (in a batch of a
    reading script no record is the last: see Machine._reading_batches)."""
    a = c.a1
    return a is None or (a.kind is AddrKind.LAST and c.negate and c.a2 is None)


def _stride_shape(cmds: tuple[Command, ...]) -> bool:
    """Whether every cycle of the script reads the same records: its ``n``/``N`` all run
    (outside blocks, see _reads_at_top) and nothing ends a cycle before the last of them."""
    depth = 0
    last = max(i for i, c in enumerate(cmds) if c.name in _READS)
    for i, c in enumerate(cmds):
        if c.name in _READS and (depth or not _reads_at_top(c)):
            return False
        if c.name in "dDqQcb" and i < last:
            return False
        depth += c.name == "{"
        depth -= c.name == "}"
    return True


def _cut_shape(pat: object) -> tuple[str, str, bool] | None:
    """The shapes of pattern whose leftmost-longest match ``str`` methods find, as
    ``(kind, text, flag)``: ``all`` (``.*``: the whole string), ``after`` (``LIT.*``: from the first LIT to the end),
    ``before`` (``.*LIT``, ``^.*LIT``: from the start to the end of the last LIT), ``upto``
    (``[^c]*c``: from the start to the first c; the flag: anchored by ``^``), ``lstrip``
    / ``rstrip`` (``^[set]*``, ``[set]*$`` and ``+``: the run of those characters at an
    end; the flag: ``+``, the run must not be empty). ``.`` must match every character
    (DOTALL, not MULTILINE), no case folding; else None."""
    if not isinstance(pat, re.Pattern):
        return None
    compiled = cast("re.Pattern[Any]", pat)
    if not isinstance(compiled.pattern, str) or compiled.flags & (re.I | re.X | re.M):
        return None
    parsed = re_parse(compiled)
    if parsed is None:
        return None
    items, k = parsed
    seq = list(items)
    start = bool(seq) and seq[0] == (k.AT, k.AT_BEGINNING_STRING)
    end = bool(seq) and seq[-1] == (k.AT, k.AT_END_STRING)
    body = seq[1 if start else 0 : len(seq) - 1 if end else len(seq)]
    if not body:
        return None

    def star(item: Any) -> tuple[int, Any] | None:  # ``X*`` / ``X+``: (min, X)
        op, av = item
        if op is not k.MAX_REPEAT or av[1] is not k.MAXREPEAT or av[0] > 1 or len(av[2]) != 1:
            return None
        return int(av[0]), av[2][0]

    def text(items: list[Any]) -> str | None:
        if not items or any(op is not k.LITERAL for op, _ in items):
            return None
        return "".join(chr(av) for _, av in items)

    def chars(item: Any) -> str | None:  # a class of plain characters
        op, av = item
        if op is k.LITERAL:
            return chr(av)
        if op is k.IN and all(o is k.LITERAL for o, _ in av):
            return "".join(chr(a) for _, a in av)
        return None

    first = star(body[0])
    last = star(body[-1])
    dotall = bool(compiled.flags & re.S)
    if len(body) == 1 and first is not None and first[0] == 0 and dotall:
        if first[1] == (k.ANY, None):
            return "all", "", False
    if len(body) >= 2 and last is not None and last[0] == 0 and not start:
        lit = text(body[:-1])
        if lit is not None and dotall and last[1] == (k.ANY, None):
            return "after", lit, False
    if first is not None and len(body) >= 2 and not end:
        lit = text(body[1:])
        if lit is not None and first[0] == 0:
            if dotall and first[1] == (k.ANY, None):
                return "before", lit, False
            if len(lit) == 1 and first[1] == (k.NOT_LITERAL, ord(lit)):
                return "upto", lit, start
    if len(body) == 1 and first is not None and start != end:
        cs = chars(first[1])
        if cs is not None:
            return ("lstrip" if start else "rstrip"), cs, first[0] == 1
    return None


def _avoids(pat: re.Pattern[str], ch: int) -> bool:
    """Whether no match of a compiled pattern can hold the character ``ch`` or depend on
    a string's ends (``\\A \\Z ^ $``; word boundaries are fine when ``ch`` is not a word
    character); False in doubt."""
    parsed = re_parse(pat)
    if parsed is None or not re.match(r"\W", chr(ch)):
        return False
    items, k = parsed
    safe_at = (k.AT_BOUNDARY, k.AT_NON_BOUNDARY)
    safe_cat = (k.CATEGORY_DIGIT, k.CATEGORY_WORD)
    if re.match(r"\s", chr(ch)):  # (\S cannot match a blank)
        safe_cat += (k.CATEGORY_NOT_SPACE,)

    def ok(seq: Any) -> bool:
        for op, av in seq:
            if op is k.LITERAL:
                if av == ch:
                    return False
            elif op is k.IN:
                for o, a in av:
                    if o is k.LITERAL:
                        if a == ch:
                            return False
                    elif o is k.RANGE:
                        if a[0] <= ch <= a[1]:
                            return False
                    elif o is not k.CATEGORY or a not in safe_cat:
                        return False  # (NEGATE, other classes)
            elif op in (k.MAX_REPEAT, k.MIN_REPEAT):
                if not ok(av[2]):
                    return False
            elif op is k.SUBPATTERN:
                if av[1] or av[2] or not ok(av[3]):
                    return False
            elif op is k.BRANCH:
                if not all(ok(b) for b in av[1]):
                    return False
            elif op in (k.ASSERT, k.ASSERT_NOT):
                if not ok(av[1]):
                    return False
            elif op is k.AT:
                if av not in safe_at:
                    return False
            elif op is not k.GROUPREF:
                return False  # (ANY, NOT_LITERAL, and anything else)
        return True

    return ok(items)


def _line_address(a1: Address, a2: Address | None) -> bool:
    """An address of line numbers alone that _selection knows (those test inlines)."""
    k = a1.kind
    if a2 is None:
        return (
            (k is AddrKind.NUM and a1.n1 > 0)
            or k is AddrKind.LAST
            or (k is AddrKind.STEP and a1.n2 > 0)
        )
    return k is AddrKind.NUM and a1.n1 > 0 and a2.kind in (AddrKind.NUM, AddrKind.LAST)


def _sparse_shape(cmds: tuple[Command, ...]) -> bool:
    """One command, or one block holding the whole script, selected by _line_address
    (not negated, but for a lone ``d``)."""
    if not cmds:
        return False
    c = cmds[0]
    if c.a1 is None or not _line_address(c.a1, c.a2):
        return False
    if c.negate:  # (``$!d``: what is written is what the address selects)
        return len(cmds) == 1 and c.name == "d"
    return len(cmds) == 1 or (c.name == "{" and c.target == len(cmds))


def _selection(
    a1: Address, a2: Address | None, is_last: Callable[[], bool]
) -> Callable[[int, int, int], range]:
    """For a _line_address: the function of a batch (``base``: the line number before its
    first record, ``n`` records, ``nlast``: the line number of the input's final full
    record if the batch holds it, else -1) giving the indexes of the records selected, as
    the inline tests select them."""
    k = a1.kind
    if a2 is not None:
        lo = a1.n1
        hi = None if a2.kind is AddrKind.LAST else max(lo, a2.n1)  # (N,$: to the end)

        def span(base: int, n: int, nlast: int) -> range:
            return range(max(lo - base - 1, 0), n if hi is None else max(min(hi - base, n), 0))

        return span
    if k is AddrKind.NUM:
        line = a1.n1

        def one(base: int, n: int, nlast: int) -> range:
            x = line - base - 1
            return range(x, x + 1) if 0 <= x < n else range(0)

        return one
    if k is AddrKind.LAST:

        def last(base: int, n: int, nlast: int) -> range:
            if n and nlast == base + n and is_last():
                return range(n - 1, n)
            return range(0)

        return last
    first, step = a1.n1, a1.n2

    def steps(base: int, n: int, nlast: int) -> range:
        j = max(first, base + 1)  # (the first line >= first, first + k * step, here)
        j += -(j - first) % step
        return range(j - base - 1, n, step)

    return steps


#: what the commands between a window's N and D may be (they leave the pattern space as is)
_LOOKING = frozenset("Pp=i{}:")


def _window_shape(cmds: tuple[Command, ...]) -> bool:
    """``$!N; ...; D`` (``N`` first, ``D`` last, both run by every cycle, and between them
    only commands that look: see _build_window)."""
    if len(cmds) < 2:
        return False
    first, last = cmds[0], cmds[-1]
    return (
        first.name == "N"
        and _reads_at_top(first)
        and last.name == "D"
        and _reads_at_top(last)
        and all(c.name in _LOOKING for c in cmds[1:-1])
    )


def compile_batch(m: Machine) -> Batch | None:
    """The script as a function over a list of full records (returns the output strings), or
    None when it needs the general cycle loop."""
    return _Gen(m).build()
