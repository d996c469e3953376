"""``fmt``: simple optimal text formatter (GNU coreutils 9.1), a faithful port of ``fmt.c``.

Owns paragraph detection (-c crown, -t tagged, -s split, -p PREFIX), GNU's cost-based optimal
line breaking (sentence/punctuation/paren bonuses, widow/orphan costs, raggedness), the
``MAXWORDS``/``MAXCHARS`` flushing of long paragraphs, tab re-introduction on output, -u uniform
spacing, -w/-g widths and the legacy ``-WIDTH`` first option. Input is read incrementally.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from itertools import accumulate, compress
from operator import add, sub

from agentsh.commands._common import err, open_operand, quote
from agentsh.commands._fileutil import quoteaf
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


# A word starts with any character but a blank or newline (``get_line`` stores the character
# it was handed) and runs to the next isspace() character; blanks follow it.
_WORD = re.compile(rb".[^ \t\n\v\f\r]*", re.DOTALL)
_BLANKS = re.compile(rb"[ \t]*")
_PAIRS = re.compile(rb"([^ \t\n][^ \t\n\v\f\r]*)([ \t]*)")  # a word, the blanks after it
_CLOSERS = bytes(_CLOSE)
_PERIOD_B = frozenset(bytes([c]) for c in _PERIOD)  # (one-byte strings: b"" is in none)
_OPEN_B = frozenset(bytes([c]) for c in _OPEN)
_PUNCT_B = frozenset(bytes([c]) for c in _PUNCT)
# a word and, when it ends its line, the newline (in a run of simple lines)
_WORD_NL = re.compile(rb"([^ \n]+) ?(\n?)")
# what a run of simple lines cannot hold, and where the line it spoils starts from there
_IRREGULAR = ((b"\t", 0), (b"  ", 0), (b"\r", 0), (b"\v", 0), (b"\f", 0), (b"\n\n", 1), (b"\n ", 1))
_ANY_PUNCT = re.compile(rb"[!-/:-@\[-`{-~]")  # any ASCII punctuation (all of _PUNCT)


def _indent_length(data: bytes, pos: int) -> int:
    """The length of the run of blanks at ``pos``."""
    m = _BLANKS.match(data, pos)
    return m.end() - pos if m else 0


class _Fmt:
    """The state of ``fmt.c``, with the paragraph's words in parallel lists.

    Decision: the port used to read a character at a time and keep a ``struct Word`` object
    per word, as fmt.c does; reading now takes a line's words at once (regex or split; a run
    of plain lines at once, see :meth:`get_lines`), the words live in parallel lists (text,
    length, space, flags), and the optimal-break dynamic program runs over those lists with
    the cost formulas inlined (see :meth:`fmt_paragraph`). The algorithm, its tie breaks and
    the ``MAXWORDS``/``MAXCHARS`` flushes (a word cut at the 5000th buffered character
    included) are unchanged, so the output is byte for byte GNU's. Measured: ``fmt -w 60``
    of 100,000 words (one paragraph) 363 ms -> ~110 ms, about 85% of it the dynamic
    program (~1M candidate breaks).
    """

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
        self.out: bytearray = bytearray()
        self.in_column = 0
        self.out_column = 0
        # the paragraph's words: parallel lists, index = word number (fmt.c's word[])
        self.w_text: list[bytes] = []
        self.w_len: list[int] = []
        self.w_space: list[int] = []
        self.w_paren: list[bool] = []
        self.w_period: list[bool] = []
        self.w_punct: list[bool] = []
        self.w_final: list[bool] = []
        # fmt_paragraph's results (best cost and next break per word) and prefix sums
        self.best_cost: list[int] = []
        self.next_break: list[int] = []
        self.pos: list[int] = []
        self.ends: list[int] = []
        self.wptr: int = 0  # characters in fmt.c's parabuf (the words' text, no blanks)
        self.word_limit: int = 0
        self.tabs = False
        self.prefix_indent = 0
        self.first_indent = 0
        self.other_indent = 0
        self.next_char = EOF
        self.next_prefix_indent = 0
        self.last_line_length = 0
        # the input: a run of whole lines (InputStream.blocks), the position after the last
        # byte read
        self.line: bytes = b""
        self.lpos: int = 0
        self.blocks: Iterator[bytes] = iter(())
        self.split_window = 256  # (see split_lines)

    # -- input -----------------------------------------------------------------------------
    def getc(self) -> int:
        """The next input byte (EOF at the end)."""
        if self.lpos >= len(self.line):
            self.line = next(self.blocks, b"")
            self.lpos = 0
            if not self.line:
                return EOF
            self.ctx.check()
        c = self.line[self.lpos]
        self.lpos += 1
        return c

    def flush_out(self) -> None:
        if self.out:
            self.ctx.stdout.write(bytes(self.out))
            self.out.clear()

    # -- the algorithm (names follow fmt.c) ------------------------------------------------
    def run(self, stream: InputStream) -> None:
        self.blocks = stream.blocks(b"\n", 1 << 16)
        self.line = b""
        self.lpos = 0
        self.tabs = False
        self.other_indent = 0
        self.next_char = self.get_prefix()
        plain_split = (
            self.split and not self.uniform and not (self.prefix or self.prefix_lead_space)
        )
        while True:
            if plain_split and not self.tabs:
                self.next_char = self.split_lines(self.next_char)
            if not self.get_paragraph():
                break
            self.fmt_paragraph()
            self.put_paragraph(self.word_limit)
            if len(self.out) > 65536:
                self.flush_out()
        self.flush_out()

    def split_lines(self, c: int) -> int:
        """``-s`` (no -u, no -p, no tab read yet) of the run of whole lines from the current
        one (its first byte after the indentation is ``c``, just read) that hold no tab, CR,
        VT or FF and are shorter than the width once their trailing blanks are gone: each is
        its own paragraph and, fitting, one output line (a break costs more than nothing,
        the cost of the last line), the line as it was without those blanks; a blank line is
        an empty one. Returns the byte after the next line's indentation, as
        :meth:`get_prefix`; ``c`` when the first line is not such a line.

        Decision: a paragraph a line through :meth:`get_paragraph` and the dynamic program
        cost ~18 us (``fmt -s -w 50`` of a 200,000-line log: 3.7 s, GNU 80 ms)."""
        if c == EOF:
            return c
        line = self.line
        start = self.lpos - 1 - self.in_column  # (the indentation is spaces: no tab read)
        # (a window that doubles while its lines all pass, so that a line that does not
        # costs a look at the lines since the last one that did not, not at the block)
        window = self.split_window
        end = line.rfind(b"\n", start, start + window) + 1
        for bad_byte in (b"\t", b"\r", b"\v", b"\f"):
            bad = line.find(bad_byte, start, end)
            if bad >= 0:
                end = line.rfind(b"\n", start, bad) + 1
        if end <= start:
            return c
        lines = line[start : end - 1].split(b"\n")
        kept = [ln.rstrip(b" ") for ln in lines]
        # (a line of 998 words would flush the paragraph: none under 1990 bytes)
        limit = min(self.max_width, 1990)
        if max(map(len, kept)) >= limit:
            k = next(i for i, ln in enumerate(kept) if len(ln) >= limit)
            self.split_window = 256
            if not k:
                return c
            del kept[k:]
            end = start + sum(map(len, lines[:k])) + k
        elif window < 1 << 20:
            self.split_window = 2 * window
        # fmt.c reads the next line's indentation before it writes a paragraph: a tab there
        # (or not known yet: the next block's) makes it write the last line with tabs
        if end >= len(line) or 9 in line[end : end + _indent_length(line, end)]:
            end -= len(lines[len(kept) - 1]) + 1
            del kept[-1]
            if not kept:
                return c
        kept.append(b"")
        self.out += b"\n".join(kept)
        self.lpos = end
        return self.get_prefix()

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
        for lst in (self.w_text, self.w_len, self.w_space, self.w_paren, self.w_period):
            lst.clear()
        self.w_punct.clear()
        self.w_final.clear()
        c = self.get_line(c)
        self.set_other_indent(self.same_para(c))
        if self.split:
            pass
        elif self.crown:
            if self.same_para(c):
                c = self.get_line(c)
                c = self.get_lines(c)
        elif self.tagged:
            if self.same_para(c) and self.in_column != self.first_indent:
                c = self.get_line(c)
                c = self.get_lines(c)
        else:
            c = self.get_lines(c)
        last = self.word_limit - 1
        self.w_period[last] = self.w_final[last] = True
        self.next_char = c
        return True

    def copy_rest(self, c: int) -> int:
        """Copy the rest of a line that is not formatted; return the byte that ends it."""
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
        if c in (10, EOF):
            return c
        self.out.append(c)
        line = self.line
        nl = line.find(b"\n", self.lpos)
        if nl < 0:  # the input's last line, without a newline
            self.out += line[self.lpos :]
            self.lpos = len(line)
            return self.getc()
        self.out += line[self.lpos : nl]
        self.lpos = nl + 1
        return 10

    def same_para(self, c: int) -> bool:
        return (
            self.next_prefix_indent == self.prefix_indent
            and self.in_column >= self.next_prefix_indent + self.prefix_full_length
            and c not in (10, EOF)
        )

    def get_line(self, c: int) -> int:
        """Read the words of the rest of the line, starting with byte ``c`` (just read)."""
        line = self.line
        n = len(line)
        pos = self.lpos - 1  # where c is
        nl = line.find(b"\n", pos)
        stop = n if nl < 0 else nl + 1  # the end of the line
        if line.find(b"\t", pos, stop) < 0:
            self.lpos = stop
            self.get_words(line[pos:stop])
            return self.get_prefix()
        uniform = self.uniform
        while True:
            m = _WORD.match(line, pos)
            end = m.end() if m else pos + 1
            text = line[pos:end]
            if self.wptr + len(text) > MAXCHARS:
                text = self.fill_buffer(text)
            else:
                self.wptr += len(text)
            length = len(text)
            self.in_column += length
            # check_punctuation
            paren = text[0] in _OPEN
            punct = text[-1] in _PUNCT
            finish = length - 1
            while finish > 0 and text[finish] in _CLOSE:
                finish -= 1
            period = text[finish] in _PERIOD
            col = self.in_column
            blanks = _BLANKS.match(line, end)
            e2 = blanks.end() if blanks else end
            if e2 > end:
                if 9 in line[end:e2]:
                    self.tabs = True
                    for b in line[end:e2]:
                        col = (col // TABWIDTH + 1) * TABWIDTH if b == 9 else col + 1
                else:
                    col += e2 - end
            space = col - self.in_column
            self.in_column = col
            if e2 < n:
                c = line[e2]
                self.lpos = e2 + 1
            else:  # the input's last line, without a newline
                c = EOF
                self.lpos = n
            final = c == EOF or (period and (c == 10 or space > 1))
            if c == 10 or c == EOF or uniform:
                space = 2 if final else 1
            self.w_text.append(text)
            self.w_len.append(length)
            self.w_space.append(space)
            self.w_paren.append(paren)
            self.w_period.append(period)
            self.w_punct.append(punct)
            self.w_final.append(final)
            if self.word_limit == MAXWORDS - 2:
                self.set_other_indent(True)
                self.flush_paragraph(b"")
            self.word_limit += 1
            if c == 10 or c == EOF:
                break
            pos = e2
        return self.get_prefix()

    def get_words(self, rest: bytes) -> None:
        """The words of the rest of a line without tabs, many at once: between two flushes
        of the paragraph (:meth:`get_line`'s conditions: the ``MAXWORDS - 2``-th word, a
        word that overflows ``MAXCHARS``) the words are added by list slices; the word that
        flushes goes through :meth:`one_word`, the word-by-word loop's steps.

        Decision: a long line used to go word by word once a flush was due in it (``tr
        '\\n' ' ' < words.txt | fmt``: 100,000 words in one line, 420 of 680 ms)."""
        eof = rest[-1] != 10
        single = not (b"  " in rest or b"\r" in rest or b"\v" in rest or b"\f" in rest)
        if single:  # words and single spaces: a split (it cuts at " \t\n\r\v\f" only)
            texts = rest.split()
            nwords = len(texts)
            blanks = [1] * nwords
            blanks[-1] = len(rest) - (not eof) - len(rest.rstrip())
        else:
            pairs = _PAIRS.findall(rest)
            texts = [p[0] for p in pairs]
            blanks = [len(p[1]) for p in pairs]
            nwords = len(texts)
        lens = list(map(len, texts))
        if _ANY_PUNCT.search(rest) is None:  # no bonus/cost flags (common in plain text)
            periods = paren = punct = [False] * nwords
        else:
            # check_punctuation (a word's first character is never stripped as a closer)
            periods = [t.rstrip(_CLOSERS)[-1:] in _PERIOD_B for t in texts]
            paren = [t[:1] in _OPEN_B for t in texts]
            punct = [t[-1:] in _PUNCT_B for t in texts]
        if single:  # no word but the last is final (one space after a period)
            finals = [False] * nwords
            spaces = [1] * nwords
        else:
            finals = [p and b > 1 for p, b in zip(periods, blanks, strict=True)]
            spaces = [2 if f else 1 for f in finals] if self.uniform else blanks[:]
        last = finals[-1] = eof or periods[-1]
        spaces[-1] = 2 if last else 1
        if self.wptr + sum(lens) <= MAXCHARS and self.word_limit + nwords <= MAXWORDS - 2:
            cols = [len(rest) - (not eof)]  # (the common case: no flush in the line)
            i, k = 0, nwords
        else:
            cols = [a + b for a, b in zip(lens, blanks, strict=True)]
            i, k = 0, 0
        cum: list[int] = list(accumulate(lens, initial=0))
        while True:
            if k:
                j = i + k
                self.in_column += sum(cols[i:j]) if len(cols) > 1 else cols[0]
                self.wptr += cum[j] - cum[i]
                self.word_limit += k
                self.w_text += texts[i:j]
                self.w_len += lens[i:j]
                self.w_space += spaces[i:j]
                self.w_paren += paren[i:j]
                self.w_period += periods[i:j]
                self.w_punct += punct[i:j]
                self.w_final += finals[i:j]
                i = j
            if i == nwords:
                return
            if k or self.word_limit >= MAXWORDS - 2 or self.wptr + lens[i] > MAXCHARS:
                self.one_word(texts[i], blanks[i], i == nwords - 1, eof)
                i += 1
            # the words that go in without a flush: up to the MAXWORDS - 2-th, and those
            # whose characters fit in parabuf
            k = min(
                nwords - i,
                MAXWORDS - 2 - self.word_limit,
                bisect_right(cum, cum[i] + MAXCHARS - self.wptr) - 1 - i,
            )
            k = max(k, 0)

    def one_word(self, text: bytes, blanks: int, ends_line: bool, eof: bool) -> None:
        """One word of a line without tabs followed by ``blanks`` spaces (the last of its
        line when ``ends_line``; of the input when ``eof`` too), as :meth:`get_line`'s loop
        takes it, the flushes of the paragraph included."""
        if self.wptr + len(text) > MAXCHARS:
            text = self.fill_buffer(text)
        else:
            self.wptr += len(text)
        length = len(text)
        self.in_column += length + blanks
        paren = text[0] in _OPEN
        punct = text[-1] in _PUNCT
        finish = length - 1
        while finish > 0 and text[finish] in _CLOSE:
            finish -= 1
        period = text[finish] in _PERIOD
        space = blanks
        final = (ends_line and eof) or (period and (ends_line or space > 1))
        if ends_line or self.uniform:
            space = 2 if final else 1
        self.w_text.append(text)
        self.w_len.append(length)
        self.w_space.append(space)
        self.w_paren.append(paren)
        self.w_period.append(period)
        self.w_punct.append(punct)
        self.w_final.append(final)
        if self.word_limit == MAXWORDS - 2:
            self.set_other_indent(True)
            self.flush_paragraph(b"")
        self.word_limit += 1

    def get_lines(self, c: int) -> int:
        """fmt.c's ``while (same_para (c) && in_column == other_indent) c = get_line (c);``.

        Decision: when those lines have no indentation, no prefix, no tabs, no double
        spaces and no CR/VT/FF, each word is followed by one space or the line's end, so
        a run of them (kept short enough that no flush can happen in it) is read at once:
        one regex pass gives every word and whether it ends its line (its space is then 2
        after a sentence end, else 1, and only there can a word be final)."""
        while self.same_para(c) and self.in_column == self.other_indent:
            if self.in_column or self.prefix_indent or self.prefix_full_length:
                c = self.get_line(c)
                continue
            line = self.line
            pos = self.lpos - 1  # the line's first byte, c
            limit = min(MAXCHARS - self.wptr, 2 * (MAXWORDS - 2 - self.word_limit))
            run = line[pos : pos + limit]
            end = run.rfind(b"\n") + 1
            for pat, after in _IRREGULAR:
                bad = run.find(pat, 0, end)
                if bad >= 0:
                    end = run.rfind(b"\n", 0, bad + after) + 1
            if not end:
                c = self.get_line(c)
                continue
            if end < len(run):
                run = run[:end]
            pairs = _WORD_NL.findall(run)
            texts = [p[0] for p in pairs]
            nwords = len(texts)
            lens = list(map(len, texts))
            self.wptr += sum(lens)
            self.word_limit += nwords
            if _ANY_PUNCT.search(run) is None:
                periods = finals = [False] * nwords
                self.w_paren += periods
                self.w_punct += periods
                spaces = [1] * nwords
            else:
                periods = [t.rstrip(_CLOSERS)[-1:] in _PERIOD_B for t in texts]
                finals = [f and p[1] != b"" for f, p in zip(periods, pairs, strict=True)]
                self.w_paren += [t[:1] in _OPEN_B for t in texts]
                self.w_punct += [t[-1:] in _PUNCT_B for t in texts]
                spaces = [2 if f else 1 for f in finals]
            self.w_text += texts
            self.w_len += lens
            self.w_space += spaces
            self.w_period += periods
            self.w_final += finals
            self.lpos = pos + end
            c = self.get_prefix()
        return c

    def fill_buffer(self, text: bytes) -> bytes:
        """Buffer a word that fills parabuf: fmt.c flushes the paragraph when the buffer
        holds MAXCHARS characters before storing the next one, possibly in the middle of
        this word (the part already stored stays with the word, or is written out as is
        when the word is the paragraph's only one). Return the part of the word kept."""
        start = 0
        j = 0
        n = len(text)
        while True:
            room = MAXCHARS - self.wptr
            if j + room >= n:
                self.wptr += n - j
                return text[start:]
            j += room
            self.wptr = MAXCHARS
            self.set_other_indent(True)
            if self.flush_paragraph(text[start:j]):
                start = j

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

    def flush_paragraph(self, partial: bytes) -> bool:
        """Write out the first lines of an over-long paragraph and keep the rest. ``partial``
        is the stored part of a word being read; with no complete word it is written out
        as is (True: the word restarts in an empty buffer)."""
        wlim = self.word_limit
        if wlim == 0:
            self.out += partial
            self.wptr = 0
            return True
        self.fmt_paragraph()
        best_cost = self.best_cost
        next_break = self.next_break
        split_point = wlim
        best_break = MAXCOST
        w = next_break[0]
        while w != wlim:
            diff = best_cost[w] - best_cost[next_break[w]]
            if diff < best_break:
                split_point = w
                best_break = diff
            if best_break <= MAXCOST - LINE_CREDIT:
                best_break += LINE_CREDIT
            w = next_break[w]
        self.put_paragraph(split_point)
        self.wptr -= sum(self.w_len[:split_point])
        for lst in (self.w_text, self.w_len, self.w_space, self.w_paren, self.w_period):
            del lst[:split_point]
        del self.w_punct[:split_point]
        del self.w_final[:split_point]
        self.word_limit -= split_point
        return False

    def base_costs(self, wlim: int) -> list[int]:
        """fmt.c's ``base_cost`` of each word 0 .. wlim - 1 as a line's first: LINE_COST
        except next to a sentence end, punctuation, a parenthesis or a final word, which
        are found first (most words have none)."""
        lens = self.w_len
        period = self.w_period
        final = self.w_final
        punct = self.w_punct
        paren = self.w_paren
        base = [LINE_COST] * wlim
        special = set(compress(range(wlim), paren[:wlim]))
        special.update(compress(range(wlim), final[:wlim]))
        special.update(compress(range(1, wlim), period[: wlim - 1]))
        special.update(compress(range(1, wlim), punct[: wlim - 1]))
        special.update(compress(range(2, wlim), final[: wlim - 2]))
        for this in special:
            cost = LINE_COST
            if this > 0:
                if period[this - 1]:
                    cost += -SENTENCE_BONUS if final[this - 1] else NOBREAK_COST
                elif punct[this - 1]:
                    cost -= PUNCT_BONUS
                elif this > 1 and final[this - 2]:
                    cost += _c_div(_equiv(200), lens[this - 1] + 2)
            if paren[this]:
                cost -= PAREN_BONUS
            elif final[this]:
                cost += _c_div(_equiv(150), lens[this] + 2)
            base[this] = cost
        return base

    def fmt_paragraph(self) -> None:
        """fmt.c's optimal line breaking: for each word from the last, the cheapest way to
        set the lines from it to the paragraph's end (``best_cost``) and the word that
        starts the next line (``next_break``).

        ``line_cost`` is inlined: SHORT_COST(n) = 100 n**2, RAGGED_COST(n) = 50 n**2 (an
        exact half), no cost for the last line. Decision: instead of growing the line a
        word at a time, the length of the line from ``start`` to before ``w`` is read off
        prefix sums (``indent - pos[start] + ends[w]``, ``ends`` strictly increasing), so
        the candidate breaks, those whose line is shorter than the maximum width (and always
        the first), are a bisection away; they are tried in increasing order and a candidate
        replaces the best only when strictly cheaper, as in C (the earliest wins a tie).

        Decision: a candidate's cost 100 (goal - len)**2 + 50 (len - ll[w])**2 + best[w],
        with len = c + ends[w], expands to 100 g**2 + 50 c**2 (the same for every w of a
        start; g = goal - c) plus affine[w] + c * slope[w], two numbers fixed once w is
        done; comparing those gives the same order, ties included, in two operations a
        candidate. A start that reaches the paragraph's end takes it (cost 0); candidates
        whose line is the last (no raggedness term) take the plain formula, in the affine
        form's units, and so does the first line (compared with the previous output too,
        :meth:`plain_best`)."""
        wlim = self.word_limit
        lens = self.w_len
        spaces = self.w_space
        # pos[w]: where word w starts, counting each word and its following space;
        # ends[w] = pos[w] - space before w: where a line ending before w ends
        pos = list(accumulate(map(add, lens[:wlim], spaces[:wlim]), initial=0))
        ends = [0, *map(sub, pos[1:], spaces[:wlim])]
        base = self.base_costs(wlim)
        best_cost = [0] * (wlim + 1)
        next_break = [0] * (wlim + 1)
        self.best_cost = best_cost
        self.next_break = next_break
        self.pos = pos
        self.ends = ends
        affine = [0] * (wlim + 1)
        slope = [0] * (wlim + 1)
        goal = self.goal_width
        goal200 = 200 * goal
        other_indent = self.other_indent
        room = self.max_width - other_indent  # a line from start: ends[w] < room + pos[start]
        plain_from = wlim + 1  # the lowest w whose line is the last
        start = wlim - 1
        if start > 0:
            # The starts that reach the end (the last start always does) end the paragraph
            # on their line: that candidate costs nothing, every other one at least the
            # positive base cost of the word after it. Decision: set at once, not through
            # plain_best (a paragraph of a few lines is mostly such starts: with the next
            # loop, 20,000 paragraphs of ~26 words 1.84 -> ~1.25 s).
            k = max(1, bisect_right(pos, ends[wlim] - room, 1, start))
            best_cost[k:wlim] = base[k:wlim]
            next_break[k:wlim] = [wlim] * (wlim - k)
            plain_from = k
            start = k - 1
        while start > 0:  # the end out of reach, a candidate whose line is the last in
            ps = pos[start]
            c = other_indent - ps
            stop = bisect_left(ends, room + ps, start + 2, wlim + 1)  # (<= wlim)
            if stop <= plain_from:
                break
            # the candidates before plain_from by the affine form, then those whose line
            # is the last (no raggedness) by the plain one, in the same units: the earlier
            # candidate still wins a tie
            best = MAXCOST
            bw = start + 1
            for w in range(bw, plain_from):
                x = affine[w] + c * slope[w]
                if x < best:
                    best = x
                    bw = w
            g = goal - c
            if best != MAXCOST:
                best += 100 * g * g + 50 * c * c
            for w in range(plain_from, stop):
                d = g - ends[w]
                x = 100 * d * d + best_cost[w]
                if x < best:
                    best = x
                    bw = w
            best += base[start]
            best_cost[start] = best
            next_break[start] = bw
            t = ends[start]
            u = t - c - ends[bw]
            affine[start] = 100 * t * t + 50 * u * u + best - goal200 * t
            slope[start] = 200 * t + 100 * u
            start -= 1
        first = start
        for start in range(first, 0, -1):  # the end out of reach: the affine form
            ps = pos[start]
            c = other_indent - ps
            stop = bisect_left(ends, room + ps, start + 2)
            bw = start + 1
            best = MAXCOST
            for w in range(bw, stop):
                x = affine[w] + c * slope[w]
                if x < best:
                    best = x
                    bw = w
            g = goal - c
            best += 100 * g * g + 50 * c * c + base[start]
            best_cost[start] = best
            next_break[start] = bw
            t = ends[start]
            u = t - c - ends[bw]
            affine[start] = 100 * t * t + 50 * u * u + best - goal200 * t
            slope[start] = 200 * t + 100 * u
        if wlim:
            c = self.first_indent
            stop = bisect_left(ends, self.max_width - c, 2, wlim + 1)
            best, bw = self.plain_best(0, c, stop, self.last_line_length)
            best_cost[0] = best + base[0]
            next_break[0] = bw

    def plain_best(self, start: int, c: int, stop: int, last_ll: int) -> tuple[int, int]:
        """The cheapest break after ``start`` (a line of length ``c + ends[w]`` before w)
        among ``start + 1 .. stop - 1`` (``stop`` past the end: the end too), by fmt.c's
        formulas, with the first line's raggedness against ``last_ll`` when positive."""
        wlim = self.word_limit
        ends = self.ends
        pos = self.pos
        best_cost = self.best_cost
        next_break = self.next_break
        other_indent = self.other_indent
        best = MAXCOST
        bw = start + 1
        g = self.goal_width - c
        for w in range(start + 1, min(stop, wlim)):
            length = c + ends[w]
            d = g - ends[w]
            wcost = 100 * d * d + best_cost[w]
            nb = next_break[w]
            if nb != wlim:  # the raggedness against w's line, which is not the last
                d = length - (other_indent - pos[w] + ends[nb])
                wcost += 50 * d * d
            if last_ll > 0:
                d = length - last_ll
                wcost += 50 * d * d
            if wcost < best:
                best = wcost
                bw = w
        if stop > wlim:  # the rest fits on this line, the last: no cost of its own
            wcost = 0
            if last_ll > 0:
                d = c + ends[wlim] - last_ll
                wcost = 50 * d * d
            if wcost < best:
                best = wcost
                bw = wlim
        return best, bw

    def put_paragraph(self, finish: int) -> None:
        next_break = self.next_break
        self.put_line(0, self.first_indent)
        w = next_break[0]
        while w != finish:
            self.put_line(w, self.other_indent)
            w = next_break[w]

    def put_line(self, w: int, indent: int) -> None:
        endline = self.next_break[w] - 1
        out = self.out
        texts = self.w_text
        spaces = self.w_space
        if not self.tabs:
            # no tab was read: put_space only writes spaces, so the line is built at once
            head = self.prefix_indent + self.prefix_length
            if self.prefix_indent:
                out += b" " * self.prefix_indent
            out += self.prefix
            if indent > head:
                out += b" " * (indent - head)
                head = indent
            parts: list[bytes] = []
            for i in range(w, endline):
                parts.append(texts[i])
                parts.append(b" " * spaces[i])
            parts.append(texts[endline])
            body = b"".join(parts)
            out += body
            self.out_column = head + len(body)
            self.last_line_length = self.out_column
            out.append(10)
            return
        self.out_column = 0
        self.put_space(self.prefix_indent)
        out += self.prefix
        self.out_column += self.prefix_length
        self.put_space(indent - self.out_column)
        while w != endline:
            out += texts[w]
            self.out_column += len(texts[w])
            self.put_space(spaces[w])
            w += 1
        out += texts[w]
        self.out_column += len(texts[w])
        self.last_line_length = self.out_column
        out.append(10)

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
            if e.strerror == "Is a directory":  # (it opens; its read fails)
                err(ctx, "read error")
            else:
                err(ctx, f"cannot open {quoteaf(name)} for reading: {e.strerror}")
            ok = False
            continue
        f.run(stream)
    return 0 if ok else 1
