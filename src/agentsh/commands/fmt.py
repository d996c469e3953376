"""``fmt``: simple optimal text formatter (GNU coreutils 9.1), a faithful port of ``fmt.c``.

Owns paragraph detection (-c crown, -t tagged, -s split, -p PREFIX), GNU's cost-based optimal
line breaking (sentence/punctuation/paren bonuses, widow/orphan costs, raggedness), the
``MAXWORDS``/``MAXCHARS`` flushing of long paragraphs, tab re-introduction on output, -u uniform
spacing, -w/-g widths and the legacy ``-WIDTH`` first option. Input is read incrementally.
"""

from __future__ import annotations

from agentsh.commands._common import err, open_operand, quote, quote_af
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error, value
from agentsh.streams import InputStream
from agentsh.vfs import FSError

SPEC = Spec(
    "fmt",
    [
        flag("c", "c", "crown-margin"),
        value("p", "p", "prefix"),
        flag("s", "s", "split-only"),
        flag("t", "t", "tagged-paragraph"),
        flag("u", "u", "uniform-spacing"),
        value("w", "w", "width"),
        value("g", "g", "goal"),
    ],
    digits="digit",
)

WIDTH = 75
LEEWAY = 7
DEF_INDENT = 3
MAXCOST = (1 << 63) - 1
MAXWORDS = 1000
MAXCHARS = 5000
TABWIDTH = 8
EOF = -1


def _equiv(n: int) -> int:
    return n * n


def _short_cost(n: int) -> int:
    return _equiv(n * 10)


def _ragged_cost(n: int) -> int:
    return _short_cost(n) // 2


LINE_COST = _equiv(70)
SENTENCE_BONUS = _equiv(50)
NOBREAK_COST = _equiv(600)
PAREN_BONUS = _equiv(40)
PUNCT_BONUS = _equiv(40)
LINE_CREDIT = _equiv(3)

_OPEN = frozenset(b"(['`\"")
_CLOSE = frozenset(b")]'\"")
_PERIOD = frozenset(b".?!")
_PUNCT = frozenset(b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
_SPACE = frozenset(b" \t\n\v\f\r")


def _c_div(a: int, b: int) -> int:
    """C integer division (truncates toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


class _Word:
    __slots__ = (
        "best_cost",
        "final",
        "length",
        "line_length",
        "next_break",
        "paren",
        "period",
        "punct",
        "space",
        "text",
    )

    def __init__(self) -> None:
        self.text = 0
        self.length = 0
        self.space = 0
        self.paren = False
        self.period = False
        self.punct = False
        self.final = False
        self.line_length = 0
        self.best_cost = 0
        self.next_break = 0

    def copy_from(self, o: _Word) -> None:
        self.text = o.text
        self.length = o.length
        self.space = o.space
        self.paren = o.paren
        self.period = o.period
        self.punct = o.punct
        self.final = o.final
        self.line_length = o.line_length
        self.best_cost = o.best_cost
        self.next_break = o.next_break


class _Fmt:
    def __init__(
        self,
        ctx: CommandContext,
        *,
        crown: bool,
        tagged: bool,
        split: bool,
        uniform: bool,
        prefix: bytes,
        prefix_lead_space: int,
        prefix_full_length: int,
        max_width: int,
        goal_width: int,
    ) -> None:
        self.ctx = ctx
        self.crown = crown
        self.tagged = tagged
        self.split = split
        self.uniform = uniform
        self.prefix = prefix
        self.prefix_length = len(prefix)
        self.prefix_lead_space = prefix_lead_space
        self.prefix_full_length = prefix_full_length
        self.max_width = max_width
        self.goal_width = goal_width
        self.out = bytearray()
        self.in_column = 0
        self.out_column = 0
        self.parabuf = bytearray(MAXCHARS)
        self.wptr = 0
        self.word = [_Word() for _ in range(MAXWORDS)]
        self.word_limit = 0
        self.tabs = False
        self.prefix_indent = 0
        self.first_indent = 0
        self.other_indent = 0
        self.next_char = EOF
        self.next_prefix_indent = 0
        self.last_line_length = 0
        self.buf = b""
        self.pos = 0
        self.stream: InputStream | None = None

    # -- input -----------------------------------------------------------------------------
    def getc(self) -> int:
        if self.pos >= len(self.buf):
            assert self.stream is not None
            self.buf = self.stream.read1()
            self.pos = 0
            if not self.buf:
                return EOF
            self.ctx.check()
        c = self.buf[self.pos]
        self.pos += 1
        return c

    def flush_out(self) -> None:
        if self.out:
            self.ctx.stdout.write(bytes(self.out))
            self.out.clear()

    # -- the algorithm (names follow fmt.c) ------------------------------------------------
    def run(self, stream: InputStream) -> None:
        self.stream = stream
        self.buf = b""
        self.pos = 0
        self.tabs = False
        self.other_indent = 0
        self.next_char = self.get_prefix()
        while self.get_paragraph():
            self.fmt_paragraph()
            self.put_paragraph(self.word_limit)
            if len(self.out) > 65536:
                self.flush_out()
        self.flush_out()

    def set_other_indent(self, same_paragraph: bool) -> None:
        if self.split:
            self.other_indent = self.first_indent
        elif self.crown:
            self.other_indent = self.in_column if same_paragraph else self.first_indent
        elif self.tagged:
            if same_paragraph and self.in_column != self.first_indent:
                self.other_indent = self.in_column
            elif self.other_indent == self.first_indent:
                self.other_indent = DEF_INDENT if self.first_indent == 0 else 0
        else:
            self.other_indent = self.first_indent

    def get_paragraph(self) -> bool:
        self.last_line_length = 0
        c = self.next_char
        while (
            c in (10, EOF)
            or self.next_prefix_indent < self.prefix_lead_space
            or self.in_column < self.next_prefix_indent + self.prefix_full_length
        ):
            c = self.copy_rest(c)
            if c == EOF:
                self.next_char = EOF
                return False
            self.out.append(10)
            c = self.get_prefix()
        self.prefix_indent = self.next_prefix_indent
        self.first_indent = self.in_column
        self.wptr = 0
        self.word_limit = 0
        c = self.get_line(c)
        self.set_other_indent(self.same_para(c))
        if self.split:
            pass
        elif self.crown:
            if self.same_para(c):
                c = self.get_line(c)
                while self.same_para(c) and self.in_column == self.other_indent:
                    c = self.get_line(c)
        elif self.tagged:
            if self.same_para(c) and self.in_column != self.first_indent:
                c = self.get_line(c)
                while self.same_para(c) and self.in_column == self.other_indent:
                    c = self.get_line(c)
        else:
            while self.same_para(c) and self.in_column == self.other_indent:
                c = self.get_line(c)
        last = self.word[self.word_limit - 1]
        last.period = last.final = True
        self.next_char = c
        return True

    def copy_rest(self, c: int) -> int:
        self.out_column = 0
        if self.in_column > self.next_prefix_indent or c not in (10, EOF):
            self.put_space(self.next_prefix_indent)
            i = 0
            while self.out_column != self.in_column and i < len(self.prefix):
                self.out.append(self.prefix[i])
                i += 1
                self.out_column += 1
            if c not in (EOF, 10):
                self.put_space(self.in_column - self.out_column)
            if c == EOF and self.in_column >= self.next_prefix_indent + self.prefix_length:
                self.out.append(10)
        while c not in (10, EOF):
            self.out.append(c)
            c = self.getc()
        return c

    def same_para(self, c: int) -> bool:
        return (
            self.next_prefix_indent == self.prefix_indent
            and self.in_column >= self.next_prefix_indent + self.prefix_full_length
            and c not in (10, EOF)
        )

    def get_line(self, c: int) -> int:
        end_of_word = MAXWORDS - 2
        while True:
            wl = self.word[self.word_limit]
            wl.text = self.wptr
            while True:
                if self.wptr == MAXCHARS:
                    self.set_other_indent(True)
                    self.flush_paragraph()
                    wl = self.word[self.word_limit]
                self.parabuf[self.wptr] = c
                self.wptr += 1
                c = self.getc()
                if c == EOF or c in _SPACE:
                    break
            wl.length = self.wptr - wl.text
            self.in_column += wl.length
            self.check_punctuation(wl)
            start = self.in_column
            c = self.get_space(c)
            wl.space = self.in_column - start
            wl.final = c == EOF or (wl.period and (c == 10 or wl.space > 1))
            if c in (10, EOF) or self.uniform:
                wl.space = 2 if wl.final else 1
            if self.word_limit == end_of_word:
                self.set_other_indent(True)
                self.flush_paragraph()
            self.word_limit += 1
            if c in (10, EOF):
                break
        return self.get_prefix()

    def get_prefix(self) -> int:
        self.in_column = 0
        c = self.get_space(self.getc())
        if self.prefix_length == 0:
            self.next_prefix_indent = min(self.prefix_lead_space, self.in_column)
        else:
            self.next_prefix_indent = self.in_column
            for pc in self.prefix:
                if c != pc:
                    return c
                self.in_column += 1
                c = self.getc()
            c = self.get_space(c)
        return c

    def get_space(self, c: int) -> int:
        while True:
            if c == 32:
                self.in_column += 1
            elif c == 9:
                self.tabs = True
                self.in_column = (self.in_column // TABWIDTH + 1) * TABWIDTH
            else:
                return c
            c = self.getc()

    def check_punctuation(self, w: _Word) -> None:
        buf = self.parabuf
        start = w.text
        finish = start + w.length - 1
        w.paren = buf[start] in _OPEN
        w.punct = buf[finish] in _PUNCT
        while start < finish and buf[finish] in _CLOSE:
            finish -= 1
        w.period = buf[finish] in _PERIOD

    def flush_paragraph(self) -> None:
        word = self.word
        if self.word_limit == 0:
            self.out += self.parabuf[: self.wptr]
            self.wptr = 0
            return
        self.fmt_paragraph()
        split_point = self.word_limit
        best_break = MAXCOST
        w = word[0].next_break
        while w != self.word_limit:
            diff = word[w].best_cost - word[word[w].next_break].best_cost
            if diff < best_break:
                split_point = w
                best_break = diff
            if best_break <= MAXCOST - LINE_CREDIT:
                best_break += LINE_CREDIT
            w = word[w].next_break
        self.put_paragraph(split_point)
        shift = word[split_point].text
        self.parabuf[0 : self.wptr - shift] = self.parabuf[shift : self.wptr]
        self.wptr -= shift
        for i in range(split_point, self.word_limit + 1):
            word[i].text -= shift
        k = split_point
        for i in range(self.word_limit - split_point + 1):
            word[i].copy_from(word[i + k])
            word[i].next_break -= k
        self.word_limit -= k

    def fmt_paragraph(self) -> None:
        word = self.word
        wlim = self.word_limit
        word[wlim].best_cost = 0
        saved_length = word[wlim].length
        word[wlim].length = self.max_width
        max_width = self.max_width
        goal = self.goal_width
        for start in range(wlim - 1, -1, -1):
            best = MAXCOST
            length = self.first_indent if start == 0 else self.other_indent
            sw = word[start]
            length += sw.length
            w = start
            while True:
                w += 1
                ww = word[w]
                # line_cost(w, length) + w->best_cost
                if w == wlim:
                    wcost = 0
                else:
                    wcost = _short_cost(goal - length)
                    if ww.next_break != wlim:
                        wcost += _ragged_cost(length - ww.line_length)
                wcost += ww.best_cost
                if start == 0 and self.last_line_length > 0:
                    wcost += _ragged_cost(length - self.last_line_length)
                if wcost < best:
                    best = wcost
                    sw.next_break = w
                    sw.line_length = length
                if w == wlim:
                    break
                length += word[w - 1].space + ww.length
                if length >= max_width:
                    break
            sw.best_cost = best + self.base_cost(start)
        word[wlim].length = saved_length

    def base_cost(self, this: int) -> int:
        word = self.word
        cost = LINE_COST
        if this > 0:
            prev = word[this - 1]
            if prev.period:
                if prev.final:
                    cost -= SENTENCE_BONUS
                else:
                    cost += NOBREAK_COST
            elif prev.punct:
                cost -= PUNCT_BONUS
            elif this > 1 and word[this - 2].final:
                cost += _c_div(_equiv(200), prev.length + 2)
        tw = word[this]
        if tw.paren:
            cost -= PAREN_BONUS
        elif tw.final:
            cost += _c_div(_equiv(150), tw.length + 2)
        return cost

    def put_paragraph(self, finish: int) -> None:
        self.put_line(0, self.first_indent)
        w = self.word[0].next_break
        while w != finish:
            self.put_line(w, self.other_indent)
            w = self.word[w].next_break

    def put_line(self, w: int, indent: int) -> None:
        self.out_column = 0
        self.put_space(self.prefix_indent)
        self.out += self.prefix
        self.out_column += self.prefix_length
        self.put_space(indent - self.out_column)
        endline = self.word[w].next_break - 1
        while w != endline:
            self.put_word(w)
            self.put_space(self.word[w].space)
            w += 1
        self.put_word(w)
        self.last_line_length = self.out_column
        self.out.append(10)

    def put_word(self, w: int) -> None:
        wd = self.word[w]
        self.out += self.parabuf[wd.text : wd.text + wd.length]
        self.out_column += wd.length

    def put_space(self, space: int) -> None:
        space_target = self.out_column + space
        if self.tabs:
            tab_target = space_target // TABWIDTH * TABWIDTH
            if self.out_column + 1 < tab_target:
                while self.out_column < tab_target:
                    self.out.append(9)
                    self.out_column = (self.out_column // TABWIDTH + 1) * TABWIDTH
        if self.out_column < space_target:
            self.out += b" " * (space_target - self.out_column)
            self.out_column = space_target


def _width(ctx: CommandContext, text: str, hi: int) -> int | None:
    s = text.lstrip(" \t\n\v\f\r")
    if s.startswith("+"):
        s = s[1:]
    if not s.isdigit() or not s.isascii():
        err(ctx, f"invalid width: {quote(text)}")
        return None
    n = int(s)
    if n > hi:
        err(ctx, f"invalid width: {quote(text)}: Numerical result out of range")
        return None
    return n


def main(ctx: CommandContext) -> int:
    args = list(ctx.args)
    max_width_option: str | None = None
    if args and args[0].startswith("-") and args[0][1:2].isdigit() and args[0][1:2].isascii():
        max_width_option = args[0][1:]
        args = args[1:]
    p = parse(ctx, SPEC, args)
    if isinstance(p, int):
        return p
    crown = tagged = split = uniform = False
    prefix = b""
    lead = full = 0
    goal_width_option: str | None = None
    for key, val in p.opts:
        if key == "digit":
            msg = (
                f"invalid option -- {(val or '0')[0]}; -WIDTH is recognized only when it is"
                " the first\noption; use -w N instead"
            )
            return usage_error(ctx, SPEC, msg)
        if key == "c":
            crown = True
        elif key == "s":
            split = True
        elif key == "t":
            tagged = True
        elif key == "u":
            uniform = True
        elif key == "w":
            max_width_option = val
        elif key == "g":
            goal_width_option = val
        elif key == "p":
            raw = (val or "").encode("utf-8", "surrogateescape")
            stripped = raw.lstrip(b" ")
            lead = len(raw) - len(stripped)
            full = len(stripped)
            prefix = stripped.rstrip(b" ")
    max_width = WIDTH
    if max_width_option is not None:
        mw = _width(ctx, max_width_option, MAXCHARS // 2)
        if mw is None:
            return 1
        max_width = mw
    if goal_width_option is not None:
        gw = _width(ctx, goal_width_option, max_width)
        if gw is None:
            return 1
        goal_width = gw
        if max_width_option is None:
            max_width = goal_width + 10
    else:
        goal_width = max_width * (2 * (100 - LEEWAY) + 1) // 200
    f = _Fmt(
        ctx,
        crown=crown,
        tagged=tagged,
        split=split,
        uniform=uniform,
        prefix=prefix,
        prefix_lead_space=lead,
        prefix_full_length=full,
        max_width=max_width,
        goal_width=goal_width,
    )
    ok = True
    for name in p.operands or ["-"]:
        try:
            stream = open_operand(ctx, name)
        except FSError as e:
            f.flush_out()
            err(ctx, f"cannot open {quote_af(name)} for reading: {e.strerror}")
            ok = False
            continue
        f.run(stream)
    return 0 if ok else 1
