"""``grep``/``egrep``/``fgrep``: print lines matching patterns (GNU grep 3.8 behaviour).

Matching runs on decoded blocks of many lines (``surrogateescape`` text, so invalid UTF-8 bytes
survive): one C-level ``re.search`` skips non-matching lines, which keeps ``grep`` over large
inputs fast; input is read block by block so ``seq 1 1000000000 | grep -m1 7`` stops at once.
Context options (``-A/-B/-C``) find a block's selected lines the same way and print the groups
around them (:func:`_scan_context`); many fixed strings (``-F -f list``) are one trie-shaped
regex, and ``-x`` of them a set lookup (:func:`_trie_regex`). Binary handling follows grep 3.8: a
NUL in the first block makes the file binary (no lines printed; ``grep: F: binary file
matches`` on stderr at the first match); lines with invalid UTF-8 are suppressed and reported
the same way at the end of the file. Exit: 0 selected, 1 none, 2 error (0 with ``-q`` and a
match). Recursion (``-r``/``-R``) walks the VFS in sorted name order.
"""

from __future__ import annotations

import operator
import re
from bisect import bisect_left, bisect_right
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from fnmatch import fnmatchcase
from functools import lru_cache
from itertools import accumulate, chain, compress, repeat
from typing import AnyStr

from agentsh._dataclass import dataclass, field
from agentsh.commands._common import argmatch, buffered_output, err
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Parsed, Spec, flag, optional, parse, usage_error, value
from agentsh.regex import RegexError, safe_compile, selecting, translate
from agentsh.regex.literal import bracket_end, can_match_empty, unescaped
from agentsh.regex.translate import KeepOutError, Translation, keep_out, top_alternatives
from agentsh.streams import (
    BytesInput,
    InputStream,
    NullOutput,
    PipedBytesInput,
    UnreadableInput,
    UnreadableStdin,
)
from agentsh.vfs import FSError

#: -d ACTION's words, in GNU's order
_DIRECTORIES = {"read": "read", "recurse": "recurse", "skip": "skip"}

SPEC = Spec(
    "grep",
    [
        flag("E", "E", "extended-regexp"),
        flag("F", "F", "fixed-strings"),
        flag("G", "G", "basic-regexp"),
        flag("P", "P", "perl-regexp"),
        value("e", "e", "regexp"),
        value("f", "f", "file"),
        flag("i", "i", "ignore-case"),
        flag("y", "y"),
        flag("no-ignore-case", "", "no-ignore-case"),
        flag("w", "w", "word-regexp"),
        flag("x", "x", "line-regexp"),
        flag("z", "z", "null-data"),
        flag("s", "s", "no-messages"),
        flag("v", "v", "invert-match"),
        flag("V", "V"),
        value("X", "X"),
        value("m", "m", "max-count"),
        flag("b", "b", "byte-offset"),
        flag("n", "n", "line-number"),
        flag("line-buffered", "", "line-buffered"),
        flag("H", "H", "with-filename"),
        flag("h", "h", "no-filename"),
        value("label", "", "label"),
        flag("o", "o", "only-matching"),
        flag("q", "q", "quiet", "silent"),
        value("binary-files", "", "binary-files"),
        flag("a", "a", "text"),
        flag("I", "I"),
        value("d", "d", "directories"),
        value("D", "D", "devices"),
        flag("r", "r", "recursive"),
        flag("R", "R", "dereference-recursive"),
        value("include", "", "include"),
        value("exclude", "", "exclude"),
        value("exclude-from", "", "exclude-from"),
        value("exclude-dir", "", "exclude-dir"),
        flag("L", "L", "files-without-match"),
        flag("l", "l", "files-with-matches"),
        flag("c", "c", "count"),
        flag("T", "T", "initial-tab"),
        flag("Z", "Z", "null"),
        value("B", "B", "before-context"),
        value("A", "A", "after-context"),
        value("C", "C", "context"),
        value("group-separator", "", "group-separator"),
        flag("no-group-separator", "", "no-group-separator"),
        optional("color", "", "color", "colour"),
        flag("U", "U", "binary"),
    ],
    status=2,
    usage_line="Usage: grep [OPTION]... PATTERNS [FILE]...",
    digits="digits",
)

_SGR_FILE = "\33[35m\33[K"
_SGR_LINE = "\33[32m\33[K"
_SGR_SEP = "\33[36m\33[K"
_SGR_MATCH = "\33[01;31m\33[K"
_SGR_END = "\33[m\33[K"
_BAD = re.compile("[\udc80-\udcff]")
#: Input is decoded and searched in pieces of about this many bytes.
_MAX_BLOCK = 1 << 17


class _Quit(Exception):
    """``-q`` found a match: stop everything."""


@dataclass
class _Cfg:
    regexes: list[re.Pattern[str]]
    #: A string every match contains (the whole pattern when it is a plain literal): lines
    #: without it are skipped with ``str.find`` before the regex runs.
    literal: str | None = None
    #: Strings one of which every match contains (when :attr:`literal` is None): files and
    #: blocks without any of them hold no match. With ``literals_pure`` (every pattern is a
    #: plain literal: ``-e A -e B``, ``-F``; no -w/-x) each occurrence is a match.
    literals: tuple[str, ...] | None = None
    literals_pure: bool = False
    #: The literal when the match *is* the literal (no -w/-x): lines are found with str.find.
    pure_literal: str | None = None
    #: With -i: the lowercased pattern when it is a plain ASCII literal (no -w/-x). In ASCII
    #: text, a line matches when its ``str.lower()`` holds it (same offsets, no regex).
    folded_literal: str | None = None
    #: With -i and no :attr:`folded_literal`: the same search without case folding, for the
    #: lowercased patterns (ASCII, no escapes or brackets, where lowering a pattern cannot
    #: change what it means), to run on an ASCII block's ``str.lower()`` (same offsets):
    #: ``re``'s case folding is several times slower.
    lowered: _Cfg | None = None
    #: Which lines match, as a test ``str`` methods make in C (:func:`_line_test`): the only
    #: pattern is ``^LIT``, ``LIT$``, ``^LIT$`` or ``.`` (``A|B`` of literals: see
    #: :func:`_dense_lines`).
    line_test: tuple[str, str] | None = None
    #: -x of several fixed strings (not -i: the lowered config's, see :attr:`lowered`): the
    #: strings; a line matches when it is one of them (see :func:`_dense_lines`).
    line_set: frozenset[str] | None = None
    #: The regex's hits in the lines of the first big block's first 8 KiB, and those lines
    #: (see :func:`_dense_lines`): the file's later blocks are judged by them.
    sampled: tuple[int, int] | None = None
    #: The literal every matching line starts with (``^LIT...``, one BRE/ERE pattern without
    #: alternatives, newline-separated lines): see :func:`_rare_prefilter`.
    line_start: str | None = None
    searcher: Callable[[str, int, int], tuple[int, int] | None] | None = None
    #: :func:`_rare_prefilter`'s searchers, built once: by the required piece, by the start.
    piece_searcher: Callable[[str, int, int], tuple[int, int] | None] | None = None
    start_searcher: Callable[[str, int, int], tuple[int, int] | None] | None = None
    #: The regex as "a line holding a match" (see :func:`_dense`): False when not built yet,
    #: None when it cannot be.
    dense: re.Pattern[str] | None | bool = False
    #: Lines looked at and lines matched by :func:`_matching_lines`'s search loop, over the
    #: blocks (files) so far: when most lines matched, a small block (fewer matches than
    #: ``_DENSE_PROBE``, as most files of a tree) takes the :attr:`dense` regex at once.
    seen_lines: int = 0
    seen_matches: int = 0
    #: The regex and the rest of its line (see :func:`_rest_of_line`), as :attr:`dense`.
    rest: re.Pattern[str] | None | bool = False
    #: Every match of the one regex starts at a line start (-x, or ``^...`` without
    #: alternatives; newline-separated lines): see :func:`_anchored`.
    line_anchored: bool = False
    #: :func:`_anchored`'s regex, as :attr:`dense`.
    anchor: re.Pattern[str] | None | bool = False
    #: For a few literals each of whose own matches is a match of the config (``-e A -e
    #: B``, ``-F``, ``-Fw`` of words): each one's regex and the rest of its line (see
    #: :func:`_union_lines`).
    literal_rests: tuple[re.Pattern[str], ...] | None = None
    #: Several BRE/ERE patterns (``-f``), each starting with a literal character: their
    #: alternation starts with one of a few characters (see :func:`_rest_of_line`).
    alternatives_literal: bool = False
    #: Whether whole small files can take the :func:`_grep_whole` path (None: not known yet).
    whole: bool | None = None
    #: :func:`_skip_literal`'s answer (False: not computed yet).
    skip: tuple[bytes, ...] | None | bool = False
    invert: bool = False
    count: bool = False
    list_files: bool = False
    list_nonmatching: bool = False
    quiet: bool = False
    #: Standard output is ``/dev/null``: as GNU grep, each file is read up to its first
    #: selected line only, and nothing is reported about binary files (the status and the
    #: errors are all that can be seen).
    dev_null: bool = False
    only: bool = False
    line_numbers: bool = False
    byte_offset: bool = False
    with_name: bool = False
    null: bool = False
    max_count: int = -1
    before: int = 0
    after: int = 0
    #: A context option was given (even ``-A 0``: groups are still separated).
    context: bool = False
    #: The line between groups of context (None: ``--no-group-separator``).
    group_separator: str | None = "--"
    color: bool = False
    no_messages: bool = False
    binary_files: str = "binary"
    initial_tab: bool = False
    sep: str = "\n"
    label: str = "(standard input)"
    directories: str = "read"
    recursive: bool = False
    deref: bool = False
    include: list[str] = field(default_factory=list[str])
    exclude: list[str] = field(default_factory=list[str])
    exclude_dir: list[str] = field(default_factory=list[str])


class _State:
    def __init__(self) -> None:
        self.status = 1
        self.error = False
        self.printed_any = False  # for "--" separators across files


def _context_num(ctx: CommandContext, val: str) -> int | None:
    if val.isascii() and val.isdigit():
        return min(int(val), 1 << 62)  # (GNU clamps a huge one to its largest int)
    err(ctx, f"{val}: invalid context length argument")
    return None


@lru_cache(maxsize=256)
def _translate(pattern: str, extended: bool, records: bool = False) -> Translation:
    """``translate`` remembered by (pattern, ERE, -z): grep runs the same patterns again and
    again (failures, RegexError, are not kept)."""
    return translate(pattern, extended, multiline=True, records=records, ascii_ranges=True)


#: PCRE's POSIX classes (``[[:upper:]]``), which ``re`` lacks, as ASCII ranges (PCRE2
#: without UCP, as GNU grep runs it), without the newline (a line never holds one: the
#: searches run over whole blocks).
_PCRE_CLASSES = {
    "alpha": "a-zA-Z", "digit": "0-9", "alnum": "a-zA-Z0-9", "upper": "A-Z", "lower": "a-z",
    "space": "\\t\\v\\f\\r ", "blank": " \\t", "punct": "!-/:-@\\[-`{-~",
    "xdigit": "0-9A-Fa-f", "cntrl": "\\x00-\\x09\\x0b-\\x1f\\x7f", "print": " -~", "graph": "!-~",
    "word": "\\w",
}  # fmt: skip
_PCRE_CLASS = re.compile(r"\[:(" + "|".join(_PCRE_CLASSES) + r"):\]")


def _pcre_lines(p: str) -> str:
    """A PCRE pattern that cannot match a newline where PCRE, matching one line at a time,
    never sees one: ``\\s \\D \\W`` and negated classes exclude it (the searches run
    over whole blocks of lines)."""
    if "\\" not in p and "[^" not in p:
        return p
    out: list[str] = []
    i, n = 0, len(p)
    in_class = False
    while i < n:
        c = p[i]
        if c == "\\" and i + 1 < n:
            e = p[i + 1]
            if in_class and e == "s":
                out.append("\\t\\v\\f\\r ")
            elif not in_class and e in "sDW":
                out.append({"s": "[\\t\\v\\f\\r ]", "D": "[^0-9\\n]", "W": "[^\\w\\n]"}[e])
            else:
                out.append(p[i : i + 2])
            i += 2
            continue
        if not in_class and c == "[":
            in_class = True
            negated = p.startswith("[^", i)
            out.append("[^" if negated else "[")
            i += 2 if negated else 1
            if i < n and p[i] == "]":  # (a leading ] is a member)
                out.append("]")
                i += 1
            if negated:
                out.append("\\n")
            continue
        if in_class and c == "]":
            in_class = False
        out.append(c)
        i += 1
    return "".join(out)


def _build_regexes(
    ctx: CommandContext,
    patterns: list[str],
    mode: str,
    icase: bool,
    word: bool,
    line: bool,
    records: bool = False,
) -> list[re.Pattern[str]] | None:
    """The compiled patterns (``records``: ``-z``, NUL-terminated records, where ``^``
    and ``$`` are a record's ends and a newline is an ordinary character)."""
    flags = re.MULTILINE | (re.IGNORECASE if icase else 0)
    if mode == "P" and not icase:
        # GNU grep's PCRE2 runs without UCP: \d \w \s \b are ASCII classes (with -i it
        # still folds non-ASCII letters, which re.ASCII would stop)
        flags |= re.ASCII
    pieces: list[str] = []
    backrefs = False
    if mode == "F" and len(set(patterns)) > 1:
        # many fixed strings: one trie-shaped regex (see :func:`_trie_regex`); with -i of
        # ASCII strings, the lowered ones (two children then never match one character);
        # with -i of others, the longest match is left to the POSIX engine (-o, --color)
        folded = icase and not all(p.isascii() for p in patterns)
        trie = _trie_regex(
            [p.lower() for p in patterns] if icase and not folded else patterns,
            word and not line,
        )
        if trie is not None:
            # (with -w, the look-behind is in the trie: see there)
            body = (
                trie + "(?!\\w)" if word and not line else _wrap(trie, False, False, line, records)
            )
            try:
                if folded:
                    return [safe_compile(body, flags, posix=True)]
                return [re.compile(body, flags)]
            except (re.error, RecursionError):  # pragma: no cover - an escaped trie compiles
                pass
    if mode == "F":
        pieces = [re.escape(p) for p in sorted(patterns, key=len, reverse=True)]
    elif mode == "P":
        patterns = list(dict.fromkeys(patterns))  # (GNU drops repeated patterns first)
        if len(patterns) > 1:
            err(ctx, "the -P option only supports a single pattern")
            return None
        try:
            pieces = [
                keep_out(_pcre_lines(_PCRE_CLASS.sub(lambda m: _PCRE_CLASSES[m.group(1)], p)))
                for p in patterns
            ]
        except KeepOutError as e:
            err(ctx, str(e))
            return None
        except re.error as e:
            err(ctx, _pcre_message(e))
            return None
    else:
        warned: set[str] = set()
        for p in patterns:
            try:
                tr = _translate(p, mode == "E", records)
            except RegexError as e:
                err(ctx, str(e))
                return None
            for w in tr.warnings:
                if w not in warned:
                    warned.add(w)
                    err(ctx, f"warning: {w}")
            if tr.groups and re.search(r"\\[1-9]", p):
                backrefs = True
            pieces.append(tr.python)

    # (a plain word: the same test with the literal first, which ``re`` then finds with its
    # fast literal search; the look-behind checks the character before it)
    plain = len(patterns) == 1 and bool(patterns[0]) and pieces[0] == re.escape(patterns[0])
    try:
        if backrefs and len(pieces) > 1:
            return [
                safe_compile(_wrap(p, False, word, line, records), flags, posix=True)
                for p in pieces
            ]
        body = pieces[0] if len(pieces) == 1 else _prefix_trie(pieces)
        if body is None:
            body = "|".join(f"(?:{p})" for p in pieces)
        return [safe_compile(_wrap(body, plain, word, line, records), flags, posix=mode != "P")]
    except re.error as e:
        err(ctx, _pcre_message(e) if mode == "P" else str(e))
        return None


#: PCRE2's words for what Python's ``re`` rejects (grep -P's messages), by the start of
#: Python's message.
_PCRE_MESSAGES = (
    ("missing ), unterminated subpattern", "missing closing parenthesis"),
    ("unbalanced parenthesis", "unmatched closing parenthesis"),
    ("unterminated character set", "missing terminating ] for character class"),
    ("min repeat greater than max repeat", "numbers out of order in {} quantifier"),
    ("nothing to repeat", "quantifier does not follow a repeatable item"),
    ("multiple repeat", "quantifier does not follow a repeatable item"),
    ("bad escape (end of pattern)", "\\ at end of pattern"),
    ("look-behind requires fixed-width pattern", "lookbehind assertion is not fixed length"),
    ("bad character range", "range out of order in character class"),
    ("unknown extension", "unrecognized character after (? or (?-"),
    ("bad escape \\p", "unknown property after \\P or \\p"),
    ("bad escape \\P", "unknown property after \\P or \\p"),
    ("bad escape \\k", "reference to non-existent subpattern"),
    ("unknown group name", "reference to non-existent subpattern"),
    ("invalid group reference", "reference to non-existent subpattern"),
)


def _pcre_message(e: re.error) -> str:
    msg = e.msg
    for py, pcre in _PCRE_MESSAGES:
        if msg.startswith(py):
            return pcre
    if msg.startswith("bad character in group name"):
        name = msg.partition("'")[2][:1]
        if name.isdigit():
            return "subpattern name must start with a non-digit"
    return msg


class _Node:
    """A node of :func:`_prefix_trie`'s trie: the next literal pieces, and the rests of
    the patterns whose literal start ends here."""

    def __init__(self) -> None:
        self.kids: dict[str, _Node] = {}
        self.ends: list[str] = []


def _prefix_trie(pieces: list[str]) -> str | None:
    """The alternation of translated patterns (``-f`` of BRE/ERE) with their literal starts
    merged into a trie: ``user1[0-9]:``, ``user2.*x$`` give ``user(?:1[0-9]:|2.*x$)``
    (:func:`_literal_head`); None when the trie is too deep (:data:`_TRIE_DEPTH`).

    Decision: ``re`` tries an alternation's branches one after the other at each position
    where one could start: 300 patterns (``word[0-9]``) over 100,000 lines took 0.36 s,
    and the POSIX engine (-o) five times that; the trie's branches start with distinct
    characters (0.03 s, POSIX 0.15 s). The language is the same, so the lines matched and
    the leftmost-longest matches are too."""
    root = _Node()
    for py in pieces:
        toks, rest = _literal_head(py)
        node = root
        for t in toks:
            node = node.kids.setdefault(t, _Node())
        node.ends.append(rest)

    def build(node: _Node, depth: int) -> str | None:
        if depth > _TRIE_DEPTH:
            return None
        alts: list[str] = []
        for tok in sorted(node.kids):
            child = node.kids[tok]
            run = [tok]
            while not child.ends and len(child.kids) == 1:  # (a chain: one literal)
                ((t2, child),) = child.kids.items()
                run.append(t2)
            rest = build(child, depth + 1)
            if rest is None:
                return None
            alts.append("".join(run) + rest)
        alts += sorted(dict.fromkeys(node.ends), key=lambda e: not e)  # (an empty rest last)
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"

    return build(root, 0)


#: Characters with a meaning in a Python regex (outside brackets).
_PY_SPECIAL = frozenset("\\.^$*+?{}[]|()")


def _literal_head(py: str) -> tuple[list[str], str]:
    """The literal characters a translated pattern starts with (each as written: ``a``,
    ``\\-``; a leading ``^`` too), none followed by a quantifier, and the rest of it; no
    literal start when the pattern is an alternation at its top level (then the rest is the
    whole of it, grouped)."""
    if len(top_alternatives(py)) > 1:
        return [], f"(?:{py})"
    toks: list[str] = ["^"] if py.startswith("^") else []
    i = len(toks)
    n = len(py)
    while i < n:
        c = py[i]
        if c == "\\":
            if i + 1 >= n or py[i + 1] not in _ESCAPED_LITERAL:
                break
            tok = py[i : i + 2]
        elif c in _PY_SPECIAL:
            break
        else:
            tok = c
        j = i + len(tok)
        if j < n and py[j] in "*+?{":
            break  # (the quantifier applies to this one)
        toks.append(tok)
        i = j
    return toks, py[i:]


#: What a backslash makes a literal character in a Python regex (of what translation emits).
_ESCAPED_LITERAL = frozenset(" !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


def _wrap(body: str, plain: bool, word: bool, line: bool, records: bool) -> str:
    """A translated pattern made to match whole lines (-x; whole records with -z) or whole
    words (-w); ``plain``: ``body`` is one escaped literal (see :func:`_build_regexes`)."""
    if line:
        if records:
            return f"(?<![^\\x00])(?:{body})(?![^\\x00])"
        return f"^(?:{body})$"
    if word:
        if plain:
            return f"{body}(?<!\\w{body})(?!\\w)"
        return f"(?<!\\w)(?:{body})(?!\\w)"
    return body


#: A trie deeper than this (strings nested in strings: ``a``, ``aa``, ``aaa``...) is left to
#: the plain alternation (``re``'s parser recurses into each nested group).
_TRIE_DEPTH = 100

_Trie = dict[str, "_Trie"]


def _trie_regex(words: list[str], word: bool = False) -> str | None:
    """One regex matching each of ``words`` (fixed strings), shaped as their trie:
    ``user(?:1(?:2|3)|4)``, each node a group of its children, optional (``?``) when a word
    ends there; None when the trie is too deep (:data:`_TRIE_DEPTH`). With ``word``, each
    match must also follow a non-word character (or start the text): -w's start, checked
    after the first character (``u(?<!\\w.)ser...``; the empty string: ``(?<!\\w)``), so
    that ``re`` still looks for the first characters with its fast search (measured: 20,000
    strings over a million lines, 1.2 s with the look-behind first, 0.35 s so).

    Decision: ``grep -F`` of many strings (``-f`` of a word list) used the alternation of
    the escaped strings, which ``re`` tries one after the other at each position where one
    could start (2,000 strings sharing ``user``: 6 s on a million lines) and which needed
    the ``regex`` engine's POSIX mode for the longest match. The trie's alternatives start
    with distinct characters, so at most one can go on from a position, and its greedy
    ``?`` tries the longer strings first: the first match ``re`` finds from a start is the
    longest there, GNU's leftmost-longest (measured: 2,000 strings on a million lines in
    90 ms). With -w and -x, backtracking into the optional groups tries the shorter
    strings at the same start, as the alternation did."""
    root: _Trie = {}
    for w in words:
        node = root
        for c in w:
            node = node.setdefault(c, {})
        node[""] = {}

    def build(node: _Trie, depth: int) -> str | None:
        if depth > _TRIE_DEPTH:
            return None
        alts: list[str] = []
        for c in sorted(node):
            if not c:
                continue
            child = node[c]
            run = [c]
            while len(child) == 1 and "" not in child:  # (a chain: one literal)
                ((c2, child),) = child.items()
                run.append(c2)
            rest = build(child, depth + 1)
            if rest is None:
                return None
            head = re.escape(run[0]) + "(?<!\\w.)" if word and not depth else re.escape(run[0])
            alts.append(head + re.escape("".join(run[1:])) + rest)
        if word and not depth:  # (the empty string last: the longer ones are tried first)
            if "" in node:
                alts.append("(?<!\\w)")
            return "(?:" + "|".join(alts) + ")"
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        if "" not in node:
            return body
        return (f"(?:{body})" if len(alts) == 1 else body) + "?"

    return build(root, 0)


#: -X's matcher names: the mode of each (GNU's awk syntaxes are not supported).
_MATCHERS = {
    "grep": "G",
    "egrep": "E",
    "fgrep": "F",
    "perl": "P",
    "awk": "awk",
    "gawk": "awk",
    "posixawk": "awk",
}


def _config(ctx: CommandContext, p: Parsed, default_mode: str) -> tuple[_Cfg, list[str]] | int:
    mode = default_mode
    icase = word = line = False
    patterns: list[str] | None = None
    cfg = _Cfg([])
    ctx_a: int | None = None
    ctx_b: int | None = None
    ctx_c: int | None = None
    color = "never"
    show_help = False
    chosen = None if default_mode == "G" else default_mode  # (egrep is grep -E)
    for key, val in p.opts:
        v = val or ""
        if key == "X":  # (GNU's undocumented -X MATCHER)
            if v not in _MATCHERS:
                err(ctx, f"invalid matcher {v}")
                return 2
            key = _MATCHERS[v]
            if key == "awk":
                err(ctx, f"the {v} matcher (-X {v}) is not supported")
                return 2
        if key in ("E", "F", "G", "P"):
            if chosen is not None and chosen != key:
                err(ctx, "conflicting matchers specified")
                return 2
            mode = chosen = key
        elif key == "e":
            patterns = (patterns or []) + v.split("\n")
        elif key == "f":
            try:
                data = (ctx.stdin_stream.read() if v == "-" else ctx.read_bytes(v)).decode(
                    "utf-8", "surrogateescape"
                )
            except (FSError, UnreadableStdin) as e:
                err(ctx, f"{v}: {e.strerror}")
                return 2
            # (an empty file has no patterns; a file of one empty line, the empty one)
            lines = data[:-1].split("\n") if data.endswith("\n") else data.split("\n")
            patterns = (patterns or []) + (lines if data else [])
        elif key in ("i", "y"):
            icase = True
        elif key == "no-ignore-case":
            icase = False
        elif key == "w":
            word = True
        elif key == "x":
            line = True
        elif key == "z":
            cfg.sep = "\0"
        elif key == "s":
            cfg.no_messages = True
        elif key == "v":
            cfg.invert = True
        elif key == "m":
            try:
                cfg.max_count = int(v)
            except ValueError:
                err(ctx, "invalid max count")
                return 2
        elif key == "b":
            cfg.byte_offset = True
        elif key == "n":
            cfg.line_numbers = True
        elif key == "H":
            cfg.with_name = True
        elif key == "h":
            cfg.with_name = False
        elif key == "label":
            cfg.label = v
        elif key == "o":
            cfg.only = True
        elif key == "q":
            cfg.quiet = True
        elif key == "binary-files":
            if v not in ("binary", "text", "without-match"):
                err(ctx, "unknown binary-files type")
                return 2
            cfg.binary_files = v
        elif key == "a":
            cfg.binary_files = "text"
        elif key == "I":
            cfg.binary_files = "without-match"
        elif key == "d":
            how = argmatch(ctx, "--directories", v, _DIRECTORIES, SPEC)
            if how is None:
                return 1  # (gnulib's argmatch_die: EXIT_FAILURE)
            cfg.directories = how
            if how == "recurse":
                cfg.recursive = True
        elif key == "D":
            if v not in ("read", "skip"):
                err(ctx, "unknown devices method")
                return 2
        elif key in ("r", "R"):
            cfg.recursive = True
            cfg.directories = "recurse"
            cfg.deref = cfg.deref or key == "R"
        elif key == "include":
            cfg.include.append(v)
        elif key == "exclude":
            cfg.exclude.append(v)
        elif key == "exclude-from":
            try:
                cfg.exclude.extend(x for x in ctx.read_bytes(v).decode().split("\n") if x)
            except FSError as e:
                err(ctx, f"{v}: {e.strerror}")
                return 2
        elif key == "exclude-dir":
            cfg.exclude_dir.append(v.rstrip("/") or v)  # (GNU strips trailing slashes)
        elif key == "L":
            cfg.list_nonmatching, cfg.list_files = True, False
        elif key == "l":
            cfg.list_files, cfg.list_nonmatching = True, False
        elif key == "c":
            cfg.count = True
        elif key == "T":
            cfg.initial_tab = True
        elif key == "Z":
            cfg.null = True
        elif key in ("A", "B", "C", "digits"):
            n = _context_num(ctx, v)
            if n is None:
                return 2
            if key == "A":
                ctx_a = n
            elif key == "B":
                ctx_b = n
            else:
                ctx_c = n
        elif key == "group-separator":
            cfg.group_separator = v
        elif key == "no-group-separator":
            cfg.group_separator = None
        elif key == "color":
            # (GNU compares without case; any other word makes it print its --help, and
            # exit 0, once the options are read)
            color = (v or "auto").lower()
            if color in ("always", "yes", "force"):
                color = "always"
            elif color not in ("never", "no", "none", "auto", "tty", "if-tty"):
                show_help = True
        elif key == "V":
            from agentsh.commands import _texts

            ctx.stdout.write(_texts.VERSION["grep"].encode())
            return 0
    if show_help:
        from agentsh.commands import _texts

        ctx.stdout.write(_texts.HELP["grep"].encode())
        return 0
    operands = list(p.operands)
    if patterns is None:
        if not operands:
            return usage_error(ctx, SPEC, None)
        patterns = operands.pop(0).split("\n")
    if not patterns:  # (``-f /dev/null``) GNU: the empty pattern, inverted (-v: every line)
        patterns = [""]
        cfg.invert = not cfg.invert
        word = line = False
    if (
        cfg.max_count == 0 or _invert_all(patterns, cfg.invert, word or line)
    ) and not cfg.list_nonmatching:
        return 1  # GNU grep: nothing can be selected, so it reads nothing (nor compiles)
    if cfg.quiet:  # (-q prints nothing: no counts, no names)
        cfg.count = cfg.list_files = cfg.list_nonmatching = False
    elif cfg.list_files or cfg.list_nonmatching:
        cfg.count = False  # (-l and -L print names, not counts)
    cfg.before = ctx_b if ctx_b is not None else (ctx_c or 0)
    cfg.after = ctx_a if ctx_a is not None else (ctx_c or 0)
    cfg.context = not (ctx_a is None and ctx_b is None and ctx_c is None) and not (
        cfg.count or cfg.list_files or cfg.list_nonmatching or cfg.quiet
    )
    cfg.color = color == "always"
    if mode in "GE" and len(patterns) > 1 and all(map(_plain_pattern, patterns)):
        mode = "F"  # (a list of words: each stands for itself in a BRE or ERE)
    if not _set_patterns(ctx, cfg, patterns, mode, icase, word, line):
        return 2
    if icase and cfg.folded_literal is None and mode != "P" and _lowerable(patterns, mode):
        low = _Cfg([])
        low.sep = cfg.sep
        if _set_patterns(ctx, low, [p.lower() for p in patterns], mode, False, word, line):
            cfg.lowered = low
    return cfg, operands


def _plain_pattern(p: str) -> bool:
    """Whether a BRE/ERE is a plain string that matches itself (no special character, no
    invalid byte): a list of them is searched as ``-F``'s fixed strings."""
    return _META.isdisjoint(p) and not _BAD.search(p)


def _lowerable(patterns: list[str], mode: str) -> bool:
    """Whether lowercasing the patterns keeps their meaning for lowercased text: ASCII, and
    (unless fixed strings) no backslash escapes (``\\W``, ``\\S``) and no brackets (classes
    like ``[[:upper:]]``)."""
    return all(p.isascii() for p in patterns) and (
        mode == "F" or not any("\\" in p or "[" in p for p in patterns)
    )


def _literal_alternation(pattern: str) -> bool:
    """Whether an ERE is ``A|B|...`` of plain non-empty literals (each occurrence of one is
    a match, as with several ``-e``)."""
    alts = pattern.split("|")
    return len(alts) > 1 and all(a and _META.isdisjoint(a) for a in alts)


def _set_patterns(
    ctx: CommandContext,
    cfg: _Cfg,
    patterns: list[str],
    mode: str,
    icase: bool,
    word: bool,
    line: bool,
) -> bool:
    """The regexes and literals of ``patterns`` on ``cfg``; False after reporting a bad one."""
    rx = _build_regexes(ctx, patterns, mode, icase, word, line, cfg.sep == "\0")
    if rx is None:
        return False
    cfg.regexes = rx
    cfg.literal = _required_literal(patterns, mode, icase, cfg.sep)
    if not (word or line):
        cfg.pure_literal = cfg.literal
    if cfg.literal is None:
        cfg.literals = _required_literals(patterns, mode, icase, cfg.sep)
        cfg.literals_pure = (
            cfg.literals is not None
            and not (word or line)
            and (
                mode == "F"
                or all(
                    _meta_free(p, mode) or (mode == "E" and _literal_alternation(p))
                    for p in patterns
                )
            )
        )
        if icase and not (word or line):  # (the match is the literal itself)
            folded = _required_literal(patterns, mode, False, cfg.sep)
            if folded is not None and folded.isascii():
                cfg.folded_literal = folded.lower()
    lits = cfg.literals
    if cfg.sep == "\n" and lits is not None and 1 < len(lits) <= _DENSE_LITERALS:
        if cfg.literals_pure:
            cfg.literal_rests = tuple(map(_literal_rest, lits))
        elif mode == "F" and word and not (line or icase):
            cfg.literal_rests = tuple(
                re.compile(_wrap(re.escape(x), True, True, False, False) + "[^\n]*", re.MULTILINE)
                for x in lits
            )
    if mode in "GE" and len(patterns) > 1 and not (word or line):
        cfg.alternatives_literal = all(
            _LITERAL_START.match(_translate(p, mode == "E", cfg.sep == "\0").python)
            for p in patterns
        )
    if mode == "F" and len(set(patterns)) > 1:
        if line and not icase:
            cfg.line_set = frozenset(patterns)
        # (the trie regex: each match holds a string, none empty, and starts with one of a
        # few characters, so :func:`_rest_of_line` applies)
        cfg.alternatives_literal = not line and "" not in patterns
    if not (icase or word or line) and cfg.sep == "\n" and mode in "GE" and len(patterns) == 1:
        cfg.line_test = _line_test(patterns[0])
    if not icase and cfg.sep == "\n" and len(patterns) == 1:
        cfg.line_start = _line_start(patterns[0], mode)
    if cfg.sep == "\n" and mode in "GEF" and len(rx) == 1 and cfg.line_set is None:
        py = selecting(rx[0]).pattern
        cfg.line_anchored = line or (py.startswith("^") and len(top_alternatives(py)) == 1)
    return True


#: Characters that stand for themselves outside brackets in both BRE and ERE.
_PLAIN = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-,:;=/@#%&'\"<>~!"
)


def _line_start(pattern: str, mode: str) -> str | None:
    """The literal every line matched by a BRE/ERE ``pattern`` starts with: the plain
    characters right after a leading ``^`` (but one a quantifier follows), when the pattern
    has no alternatives; else None."""
    if mode not in "GE" or not pattern.startswith("^"):
        return None
    if ("|" in pattern) if mode == "E" else ("\\|" in pattern):
        return None
    k = 1
    while k < len(pattern) and pattern[k] in _PLAIN:
        k += 1
    nxt = pattern[k : k + 2]
    if nxt and (nxt[0] in "*?+{" if mode == "E" else nxt[0] == "*" or nxt in ("\\?", "\\+", "\\{")):
        k -= 1  # (the quantifier applies to the last character)
    return pattern[1:k] or None


#: Escapes that mean the character itself in both BRE and ERE (not ``\+ \? \{ \( \|``,
#: GNU BRE operators; not ``\/``, which GNU grep warns about).
_LITERAL_ESCAPES = frozenset(".[]*^$\\")


def _plain_text(p: str) -> str | None:
    """The text a BRE/ERE piece matches when it is a plain literal (escapes of ``.``, ``*``
    and the like allowed), else None."""
    return unescaped(p, _LITERAL_ESCAPES)


def _line_test(pattern: str) -> tuple[str, str] | None:
    """How to tell matching lines with one ``str`` method a line (see :attr:`_Cfg.line_test`):
    ``("start", LIT)`` for ``^LIT``, ``("end", LIT)`` for ``LIT$``, ``("line", LIT)`` for
    ``^LIT$``, ``("any", "")`` for ``.`` (a line with a character: in a block of valid
    UTF-8), else None. A ``*`` right after ``^`` is literal in a BRE but not in an ERE:
    that one is left to the regex."""
    if pattern == ".":
        return ("any", "")
    start = pattern.startswith("^")
    end = pattern.endswith("$") and not pattern.endswith("\\$")
    if not (start or end):
        return None
    body = pattern[1 if start else 0 : len(pattern) - 1 if end else len(pattern)]
    text = _plain_text(body)
    if not text or text.startswith("*"):
        return None
    return ("line" if start and end else "start" if start else "end", text)


_META = frozenset("\\.[]*^$+?{}()|")

#: :data:`_META` of a BRE: GNU's BRE takes ``+ ? { } ( ) |`` as themselves (their escapes
#: are the operators), so ``compute(`` is a plain literal.
_BRE_META = frozenset("\\.[]*^$")


def _meta_free(pattern: str, mode: str) -> bool:
    """Whether a BRE (``G``) or ERE pattern has no special character: it matches itself."""
    return (_BRE_META if mode == "G" else _META).isdisjoint(pattern)


def _invert_all(patterns: list[str], invert: bool, whole: bool) -> bool:
    """``-v`` of only empty patterns (no -w/-x): every line matches, none is selected."""
    return invert and not whole and not any(patterns)


def _required_literal(patterns: list[str], mode: str, icase: bool, sep: str) -> str | None:
    """The literal every match contains, when the search can be prefiltered with it.

    Only a single plain pattern (no regex metacharacter, no case folding) over newline-separated
    lines qualifies: then every match is that text, inside one line.
    """
    if len(patterns) != 1 or icase or mode == "P" or sep != "\n":
        return None
    pat = patterns[0]
    if not pat or (mode != "F" and not _meta_free(pat, mode)):
        return None
    return pat


def _required_literals(
    patterns: list[str], mode: str, icase: bool, sep: str
) -> tuple[str, ...] | None:
    """Strings one of which every match contains: for each pattern, itself when it is a plain
    literal, else the longest literal run it requires (:func:`_required_piece`); None when a
    pattern has none (or with case folding, ``-P``, ``-z``)."""
    if icase or mode == "P" or sep != "\n" or not patterns:
        return None
    out: list[str] = []
    for pat in patterns:
        pieces = [pat] if mode == "F" or _meta_free(pat, mode) else _required_pieces(pat, mode)
        if not pieces or not all(pieces):
            return None
        out += pieces
        if len(out) > 32:
            return None  # (-f with many patterns: one regex beats many finds)
    return tuple(dict.fromkeys(out))


#: Characters that a backslash makes literal in both BRE and ERE.
_ESCAPABLE = frozenset("\\.[]*^$+?{}()|/")


def _requantified(pat: str, i: int, ere: bool) -> bool:
    """Whether a quantifier starts at ``pat[i]`` (right after another one)."""
    if ere:
        return pat[i : i + 1] in ("*", "+", "?", "{")
    return pat[i : i + 1] == "*" or pat[i : i + 2] in ("\\?", "\\+", "\\{")


def _required_pieces(pat: str, mode: str) -> list[str] | None:
    """For each top-level alternative of a BRE/ERE, the longest run of literal characters
    that its every match contains: runs at the top level (outside groups and brackets), each
    cut before a quantified character. None for an alternative without one, or anything not
    understood.

    Conservative by construction: a character joins a run only when it is certainly a
    plain character matched once, in sequence."""
    ere = mode == "E"
    pieces: list[str] = []
    best = ""
    run: list[str] = []
    depth = 0
    i, n = 0, len(pat)

    def end_run() -> None:
        nonlocal best, run
        if depth == 0 and len(run) > len(best):
            best = "".join(run)
        run = []

    def quantified() -> None:  # the character before a quantifier is not required
        if run:
            run.pop()
        end_run()

    def alternative() -> None:
        nonlocal best
        end_run()
        if depth == 0:
            pieces.append(best)
            best = ""

    while i < n:
        c = pat[i]
        i += 1
        if c == "\\":
            if i >= n:
                return None
            d = pat[i]
            i += 1
            if ere or d not in "(){}|+?":
                if d in _ESCAPABLE:
                    run.append(d)  # an escaped special character: itself
                else:
                    end_run()  # \w \b \< \1 ...: not a plain character
                continue
            # BRE operators
            c = {"(": "(", ")": ")", "|": "|", "{": "{", "+": "+", "?": "?", "}": "}"}[d]
        elif not ere and c in "(){}|+?":
            run.append(c)  # plain characters in a BRE
            continue
        if c == "+" and run and not _requantified(pat, i, ere):
            # ``x+`` holds one x: the run up to it is required, and x starts the next
            # (``x+y``: ``xy``)
            last = run[-1]
            end_run()
            run = [last]
        elif c in "*+?":
            quantified()
        elif c == "{":
            quantified()
            j = pat.find("}" if ere else "\\}", i)
            if j < 0:
                return None
            i = j + (1 if ere else 2)
        elif c == "}":
            return None
        elif c == "[":
            end_run()
            j = bracket_end(pat, i)
            if j is None:
                return None
            i = j + 1
        elif c == "(":
            end_run()
            depth += 1
        elif c == ")":
            end_run()
            depth -= 1
            if depth < 0:
                return None
        elif c == "|":
            alternative()
        elif c in ".^$":
            end_run()
        elif depth == 0:
            run.append(c)
    if depth:
        return None
    alternative()
    return pieces


# -- matching -----------------------------------------------------------------------------


def _searcher(cfg: _Cfg) -> Callable[[str, int, int], tuple[int, int] | None]:
    regexes = cfg.regexes
    if not regexes:
        return lambda text, pos, end: None
    if len(regexes) == 1 and cfg.literal is not None:
        return _prefiltered(selecting(regexes[0]), cfg.literal)
    if cfg.literals is not None and cfg.literals_pure:
        return _earliest_of(cfg.literals)
    if len(regexes) == 1:
        search = selecting(regexes[0]).search

        def one(text: str, pos: int, end: int) -> tuple[int, int] | None:
            m = search(text, pos, end)
            return None if m is None else m.span()

        return one

    def many(text: str, pos: int, end: int) -> tuple[int, int] | None:
        best: tuple[int, int] | None = None
        for r in regexes:
            m = r.search(text, pos, end)
            if m is not None and (best is None or m.start() < best[0]):
                best = m.span()
        return best

    return many


def _cached_searcher(cfg: _Cfg) -> Callable[[str, int, int], tuple[int, int] | None]:
    """:func:`_searcher` built once per run (``grep -r`` searches thousands of files)."""
    if cfg.searcher is None:
        cfg.searcher = _searcher(cfg)
    return cfg.searcher


def _prefiltered(
    regex: re.Pattern[str], literal: str
) -> Callable[[str, int, int], tuple[int, int] | None]:
    """A searcher that runs ``regex`` only on the lines holding ``literal`` (see
    :func:`_required_literal`). ``pos`` must be a line start."""
    search = regex.search

    def prefiltered(text: str, pos: int, end: int) -> tuple[int, int] | None:
        find = text.find
        while True:
            i = find(literal, pos, end)
            if i < 0:
                return None
            ls = text.rfind("\n", pos, i) + 1 or pos
            le = find("\n", i, end)
            if le < 0:
                le = end
            m = search(text, ls, le)
            if m is not None:
                return m.span()
            pos = le + 1

    return prefiltered


def _line_started(
    regex: re.Pattern[str], start: str
) -> Callable[[str, int, int], tuple[int, int] | None]:
    """A searcher that runs ``regex`` only on the lines starting with ``start`` (see
    :attr:`_Cfg.line_start`), found with ``str.find`` of a newline and it. ``pos`` must be a
    line start."""
    search = regex.search
    key = "\n" + start

    def line_started(text: str, pos: int, end: int) -> tuple[int, int] | None:
        find = text.find
        at = pos if text.startswith(start, pos, end) else -1
        while True:
            if at < 0:
                at = find(key, pos, end)
                if at < 0:
                    return None
                at += 1
            le = find("\n", at, end)
            if le < 0:
                le = end
            m = search(text, at, le)
            if m is not None:
                return m.span()
            pos, at = le, -1  # (the newline ending this line starts the next key)

    return line_started


def _rare_prefilter(
    cfg: _Cfg, text: str, p: int
) -> Callable[[str, int, int], tuple[int, int] | None] | None:
    """For a config with one regex and no plain literal: a searcher that runs the regex only
    on the lines holding its required piece (the literal run every match holds), or only on
    those starting with :attr:`_Cfg.line_start`, whichever is rarer in the 8 KiB of ``text``
    from ``p``, when that is on fewer than one line in ``_DENSE_SHARE`` there (each candidate
    line costs a Python step); else None."""
    piece = cfg.literals[0] if cfg.literals is not None and len(cfg.literals) == 1 else None
    start = cfg.line_start
    if (piece is None and start is None) or cfg.literals_pure or len(cfg.regexes) != 1:
        return None
    head = text[p : p + 8192]
    lines = head.count("\n") + 1
    n_piece = head.count(piece) if piece is not None else lines
    n_start = head.count("\n" + start) + head.startswith(start) if start is not None else lines
    if min(n_piece, n_start) * _DENSE_SHARE >= lines:
        return None
    rx = selecting(cfg.regexes[0])
    if n_start < n_piece and start is not None:
        if cfg.start_searcher is None:
            cfg.start_searcher = _line_started(rx, start)
        return cfg.start_searcher
    if cfg.piece_searcher is None and piece is not None:
        cfg.piece_searcher = _prefiltered(rx, piece)
    return cfg.piece_searcher


def _earliest_of(literals: tuple[str, ...]) -> Callable[[str, int, int], tuple[int, int] | None]:
    """A searcher for the earliest occurrence of any of ``literals`` (patterns that are all
    plain literals: each occurrence is a match; the longest at the earliest start). The next
    position of each literal is remembered while one text is searched forward, so a rare
    literal is not looked for again from every line."""
    k = len(literals)
    nxt = [-2] * k  # per literal: next position (-1: none left, -2: not looked for)
    seen_text: str | None = None
    seen_end = seen_pos = -1

    def earliest(text: str, pos: int, end: int) -> tuple[int, int] | None:
        nonlocal seen_text, seen_end, seen_pos
        if text is not seen_text or end != seen_end or pos < seen_pos:
            seen_text, seen_end = text, end
            nxt[:] = [-2] * k
        seen_pos = pos
        find = text.find
        best, size = -1, 0
        for j in range(k):
            at = nxt[j]
            if at == -1:
                continue
            if at < pos:
                at = nxt[j] = find(literals[j], pos, end)
                if at < 0:
                    continue
            if best < 0 or at < best or (at == best and len(literals[j]) > size):
                best, size = at, len(literals[j])
        return None if best < 0 else (best, best + size)

    return earliest


def _matches_in(cfg: _Cfg, text: str, ls: int, le: int) -> list[tuple[int, int]]:
    """Non-empty matches in text[ls:le] for -o and colouring (leftmost, non-overlapping)."""
    out: list[tuple[int, int]] = []
    pos = ls
    if len(cfg.regexes) == 1:
        search = cfg.regexes[0].search
        while pos <= le:
            m = search(text, pos, le)
            if m is None:
                break
            s, e = m.span()
            if e == s:
                pos = s + 1
                continue
            out.append((s, e))
            pos = e
        return out
    while pos <= le:
        best: tuple[int, int] | None = None
        for r in cfg.regexes:
            m = r.search(text, pos, le)
            if m is not None and (
                best is None or m.start() < best[0] or (m.start() == best[0] and m.end() > best[1])
            ):
                best = m.span()
        if best is None:
            break
        s, e = best
        if e == s:
            pos = s + 1
            continue
        out.append(best)
        pos = e
    return out


class _File:
    """Output state for one input."""

    def __init__(self, ctx: CommandContext, cfg: _Cfg, st: _State, name: str) -> None:
        self.ctx = ctx
        self.cfg = cfg
        self.st = st
        self.name = name
        self.selected = 0
        self.binary = False
        self.bad_line = False
        self.last_printed = 0  # line number of the last printed line
        self.suppressed = False  # (see emit_line)
        #: Nothing was printed, but GNU's "last output" was set to the file's start (by
        #: owed after-context of a suppressed line: see :func:`_owed_before`).
        self.at_start = False
        #: -T: the width line numbers and byte offsets are right-aligned in (``_tab_width``)
        self.width = 0

    def prefix(self, lineno: int, offset: int, sepch: str, empty: bool = False) -> str:
        """The file name, line number and byte offset shown before a line (``empty``: one
        with no content, after which -T puts no tab)."""
        cfg = self.cfg
        parts: list[str] = []
        color = cfg.color
        sep = (_SGR_SEP + sepch + _SGR_END) if color else sepch
        width = self.width
        if cfg.with_name:
            parts.append((_SGR_FILE + self.name + _SGR_END) if color else self.name)
            parts.append("\0" if cfg.null else sep)
        if cfg.line_numbers:
            num = str(lineno).rjust(width)
            parts.append((_SGR_LINE + num + _SGR_END) if color else num)
            parts.append(sep)
        if cfg.byte_offset:
            num = str(offset).rjust(width)
            parts.append((_SGR_LINE + num + _SGR_END) if color else num)
            parts.append(sep)
        if cfg.initial_tab and parts and not empty:
            parts.append("\t")
        return "".join(parts)

    def emit_line(
        self, text: str, ls: int, le: int, lineno: int, offset: int, selected: bool
    ) -> str:
        """Formatted output for one line (selected or context); '' when suppressed (then
        :attr:`suppressed` is set when that is for its invalid UTF-8). As GNU grep, the
        matches of the lines that match are shown (-o, --color): the selected lines, or with
        -v the context lines (-o then marks them ``-``)."""
        cfg = self.cfg
        self.suppressed = False
        matching = selected != cfg.invert
        if cfg.only:
            if not matching:
                return ""
            out: list[str] = []
            check_bad = cfg.binary_files != "text"
            mark = "-" if cfg.invert else ":"
            # the prefix of every match of the line, unless it shows each one's byte offset
            pre = None if cfg.byte_offset else self.prefix(lineno, offset, mark)
            for s, e in _matches_in(cfg, text, ls, le):
                frag = text[s:e]
                if check_bad and _BAD.search(frag):
                    self.bad_line = cfg.binary_files == "binary"
                    continue
                if pre is None:
                    off = offset + len(text[ls:s].encode("utf-8", "surrogateescape"))
                    head = self.prefix(lineno, off, mark)
                else:
                    head = pre
                body = (_SGR_MATCH + frag + _SGR_END) if cfg.color else frag
                out.append(head + body + cfg.sep)
            return "".join(out)
        line = text[ls:le]
        if cfg.binary_files != "text" and _BAD.search(line):
            self.bad_line = cfg.binary_files == "binary"
            self.suppressed = True  # (GNU: not output, so not adjacent to what follows)
            return ""
        if cfg.color and matching:
            pieces: list[str] = []
            pos = ls
            for s, e in _matches_in(cfg, text, ls, le):
                pieces.append(text[pos:s])
                pieces.append(_SGR_MATCH + text[s:e] + _SGR_END)
                pos = e
            pieces.append(text[pos:le])
            line = "".join(pieces)
        return self.prefix(lineno, offset, ":" if selected else "-", ls == le) + line + cfg.sep

    def separator(self, lineno: int) -> str:
        """The group separator (``--``) before a group of context starting at line
        ``lineno``, when it does not follow the last line printed (or another file's)."""
        gs = self.cfg.group_separator
        if (
            gs is not None
            and self.cfg.context
            and self.st.printed_any
            and ((self.last_printed == 0 and not self.at_start) or lineno > self.last_printed + 1)
        ):
            return (_SGR_SEP + gs + _SGR_END + "\n") if self.cfg.color else gs + "\n"
        return ""

    def write(self, s: str) -> None:
        if s:
            self.ctx.stdout.write(s.encode("utf-8", "surrogateescape"))


def _blocks(
    ctx: CommandContext, stream: InputStream, sep: bytes, probe: Callable[[bytes], bool]
) -> Iterator[bytes]:
    """Blocks of whole records (the last block may lack a final separator).

    A block is what the stream delivered, cut at its last separator; ``probe`` sees all the
    data read when the first block is complete (binary detection), and ends the input by
    returning False. Big blocks are handed
    out in pieces of about :data:`_MAX_BLOCK` bytes, so a huge file is never decoded at once.
    """
    carry = b""
    first = True
    while True:
        chunk = stream.read1()
        if not chunk:
            if carry and (not first or probe(carry)):
                yield from record_blocks(carry, sep)
            return
        ctx.check()
        data = carry + chunk if carry else chunk
        cut = data.rfind(sep)
        if cut < 0:
            carry = data
            continue
        if first:  # like GNU grep, look at everything read so far (partial record included)
            first = False
            if not probe(data):
                return
        if cut + 1 < len(data):
            carry = data[cut + 1 :]
            data = data[: cut + 1]
        else:
            carry = b""
        yield from record_blocks(data, sep)


def record_blocks(data: bytes, sep: bytes) -> Iterator[bytes]:
    """``data`` cut after separators into pieces of at most about :data:`_MAX_BLOCK` bytes
    (``rg``'s blocks too: see ``rg._Search.blocked``)."""
    n = len(data)
    start = 0
    while n - start > _MAX_BLOCK:
        cut = data.rfind(sep, start, start + _MAX_BLOCK)
        if cut < 0:
            cut = data.find(sep, start + _MAX_BLOCK)
            if cut < 0:
                break
        yield data[start : cut + 1]
        start = cut + 1
    if start < n:
        yield data if start == 0 else data[start:]


def _selected_lines(
    text: str, search: Callable[[str, int, int], tuple[int, int] | None], sep: str, invert: bool
) -> Iterator[tuple[int, int]]:
    """(start, end) of each selected line of a block, in order."""
    n = len(text)
    p = 0
    while p < n:
        m = search(text, p, n)
        ms = ls = n
        if m is not None:
            ms = m[0]
            ls = text.rfind(sep, 0, ms) + 1 if ms > p else p
        if ms == n and ls == n:  # no match, or an empty one at the very end: no line
            if invert:  # (the lines before it are all selected)
                while p < n:
                    e = text.find(sep, p)
                    e = n if e < 0 else e
                    yield p, e
                    p = e + 1
            return
        le = text.find(sep, ms)
        le = n if le < 0 else le
        if invert:
            while p < ls:
                e = text.find(sep, p)
                yield p, e
                p = e + 1
        else:
            yield ls, le
        p = le + 1


#: After this many matches in a block, a regex whose matches are on most lines switches to
#: :func:`_dense` (one C call for the rest of the block instead of a Python step per line).
_DENSE_PROBE = 64


def _ends_line(py: str) -> bool:
    """Whether every match of a translated pattern ends at a line's end: it ends with an
    unescaped ``$`` and has no top-level alternatives."""
    return (
        py.endswith("$")
        and (len(py) - len(py[:-1].rstrip("\\")) - 1) % 2 == 0
        and len(top_alternatives(py)) == 1
    )


def _dense(cfg: _Cfg, text: str, p: int, k: int) -> re.Pattern[str] | None:
    """A regex matching each whole line of ``text`` that holds a match of the config's one
    regex (``^[^\\n]*?(?:RX)[^\\n]*``: the leftmost match of RX in the line, then the rest of
    it), when ``k`` matches found up to offset ``p`` show that most lines match (at least one
    in three); else None. Only for newline-separated lines."""
    if cfg.sep != "\n" or k * 3 < text.count("\n", 0, p):
        return None
    if cfg.dense is False:
        rx = selecting(cfg.regexes[0])
        try:
            # (a regex whose matches end at the line's end, ``[0-9]{3}\)$``: greedy, tried
            # from the line's end back, where a lazy start tries it from the line's start:
            # measured over 5,000 small files, 60 -> 30 ms)
            lazy = "" if _ends_line(rx.pattern) else "?"
            cfg.dense = re.compile(
                r"(?m)^[^\n]*" + lazy + "(?:" + rx.pattern + r")[^\n]*", rx.flags
            )
        except re.error:  # (inline global flags, say: they must stay first)
            cfg.dense = None
    return cfg.dense if isinstance(cfg.dense, re.Pattern) else None


def _line_end(text: str, sep: str) -> int:
    """Where the last line of a block ends (before its separator, when it has one)."""
    return len(text) - 1 if text.endswith(sep) else len(text)


def _matching_lines(cfg: _Cfg, text: str, p: int, limit: int) -> list[tuple[int, int]]:
    """(start, end) of the lines of ``text`` from offset ``p`` (a line start) that hold a
    match, at most ``limit`` of them (all when negative). Only for :func:`_simple` configs:
    one regex, or a pure literal found with ``str.find``."""
    if cfg.lowered is not None and text.isascii():
        return _matching_lines(cfg.lowered, text.lower(), p, limit)  # (the same offsets)
    sep = cfg.sep
    n = len(text)
    find = text.find
    rfind = text.rfind
    lit = cfg.pure_literal
    hay = text
    if cfg.folded_literal is not None and text.isascii():
        lit = cfg.folded_literal
        hay = text.lower()  # the same offsets as ``text``
        find, rfind = hay.find, hay.rfind
    search = selecting(cfg.regexes[0]).search
    # a regex holding a literal (-w/-x of a plain word) runs only on lines holding it
    if cfg.literals is not None and not _holds(text, cfg.literals):
        return []  # (in this block, from any offset)
    if lit is not None and limit < 0 and sep == "\n":
        # (a literal and the rest of its line found in C, the line starts with rfind: a
        # Python step a line costs more from a few lines a block on)
        return _rest_spans(_literal_rest(lit), hay, p)
    if lit is None and limit < 0 and sep == "\n":
        if cfg.literal_rests is not None:
            return sorted(_union_lines(cfg.literal_rests, text, p).items())
        rest = _rest_of_line(cfg)
        if rest is not None:
            return _rest_spans(rest, text, p)
        anchor = _anchored(cfg, text, p)
        if anchor is not None:
            return _anchored_spans(cfg, anchor, text, p)
    pre = (
        _cached_searcher(cfg)
        if lit is None and (cfg.literal is not None or cfg.literals_pure)
        else None
    )
    if pre is None and lit is None and sep == "\n":
        pre = _rare_prefilter(cfg, text, p)
    out: list[tuple[int, int]] = []
    append = out.append
    start = p
    searching = lit is None and pre is None and limit < 0 and sep == "\n"
    if searching and cfg.seen_lines >= 256 and cfg.seen_matches * 3 >= cfg.seen_lines:
        # the blocks so far were dense (``grep -rE RX`` over a tree of files much alike)
        dense = _dense(cfg, text, p, n)  # (k = n: always dense enough)
        if dense is not None:
            return [m.span() for m in dense.finditer(text, p, _line_end(text, sep))]
    while p < n:
        if lit is not None:
            ms = find(lit, p)
            if ms < 0:
                break
        elif pre is not None:
            sp = pre(text, p, n)
            if sp is None:
                break
            ms = sp[0]
        else:
            if len(out) == _DENSE_PROBE and limit < 0:
                dense = _dense(cfg, text, p, len(out))
                if dense is not None:  # most lines match: the rest of the block at once
                    out += [m.span() for m in dense.finditer(text, p, _line_end(text, sep))]
                    return out
            m = search(text, p)
            if m is None:
                break
            ms = m.start()
        ls = (rfind(sep, p, ms) + 1 or p) if ms > p else p
        if ms == n and ls == n:  # empty match at the very end of the block
            break
        le = find(sep, ms)
        if le < 0:
            le = n
        append((ls, le))
        if len(out) == limit:
            break
        p = le + 1
    if searching:
        cfg.seen_lines += text.count(sep, start, n) + 1
        cfg.seen_matches += len(out)
    return out


#: A line-anchored regex runs at every line start (:func:`_anchored`) unless the literal it
#: needs (or the start it needs) is on fewer than one line in this many: each such line
#: then costs a Python step (about 1 us), every line start about 15 ns in C.
_ANCHORED_SHARE = 64


def _anchored(cfg: _Cfg, text: str, p: int) -> re.Pattern[str] | None:
    """For a :attr:`_Cfg.line_anchored` config: ``\\n(?:RX)[^\\n]*``, whose matches are the
    matching lines after the first (each with the newline before it; ``re`` looks for the
    newline in C and tries the regex there, see :func:`_anchored_spans`), unless the config's
    required literal, or its line start, is on fewer than one line in ``_ANCHORED_SHARE`` of
    the 8 KiB of ``text`` from ``p`` (then the prefilters are faster); else None.

    Measured: ``grep -x '[a-z]* 1[0-9]*'`` over a million lines (one in nine matching),
    140 ms with the prefilter on `` 1``, 45 ms so; ``grep -E '^a.*z [0-9]+$'`` 45 -> 16 ms."""
    if not cfg.line_anchored:
        return None
    if cfg.anchor is False:
        cfg.anchor = None
        rx = selecting(cfg.regexes[0])
        if type(rx) is re.Pattern:  # (not the guarded ``regex`` engine: its time-out stays)
            try:
                cfg.anchor = re.compile("\n(?:" + rx.pattern + ")[^\n]*", rx.flags)
            except re.error:  # (inline global flags, say: they must stay first)
                cfg.anchor = None
    if not isinstance(cfg.anchor, re.Pattern):
        return None
    lits = (cfg.literal,) if cfg.literal is not None else cfg.literals
    start = cfg.line_start
    if lits is not None or start is not None:
        head = text[p : p + 8192]
        lines = head.count("\n") + 1
        few = sum(map(head.count, lits)) if lits is not None else lines
        if start is not None:
            few = min(few, head.count("\n" + start) + head.startswith(start))
        if few * _ANCHORED_SHARE < lines:
            return None
    return cfg.anchor


def _anchored_spans(cfg: _Cfg, anchor: re.Pattern[str], text: str, p: int) -> list[tuple[int, int]]:
    """(start, end) of the lines of ``text`` from offset ``p`` (a line start) that match, for
    :func:`_anchored`'s regex: the first line tested with the regex itself, the others
    found by the anchored one in C."""
    if p >= len(text):
        return []
    end = _line_end(text, "\n")
    le = text.find("\n", p, end)
    if le < 0:
        le = end
    spans = list(map(_SPAN, anchor.finditer(text, le, end)))
    out = list(
        zip(map(operator.add, map(_FIRST, spans), repeat(1)), map(_SECOND, spans), strict=True)
    )
    if selecting(cfg.regexes[0]).match(text, p, le) is not None:
        out.insert(0, (p, le))
    return out


def _anchored_lines(cfg: _Cfg, anchor: re.Pattern[str], text: str, pre: str) -> tuple[int, str]:
    """The lines of ``text`` that match, each after ``pre`` and ended by a newline, and how
    many (see :func:`_anchored_spans`): the anchored regex's matches are the lines (after
    the first), each with the newline before it, joined at once."""
    if not text:
        return 0, ""
    end = _line_end(text, "\n")
    le = text.find("\n", 0, end)
    if le < 0:
        le = end
    if anchor.groups:  # (``findall`` would give the groups)
        found = list(map(_GROUP, anchor.finditer(text, le, end)))
    else:
        found = anchor.findall(text, le, end)
    first = selecting(cfg.regexes[0]).match(text, 0, le) is not None
    if not (found or first):
        return 0, ""
    body = "".join(found)
    body = text[:le] + body if first else body[1:]
    if pre:
        body = pre + body.replace("\n", "\n" + pre)
    return len(found) + first, body + "\n"


def _anchored_count(cfg: _Cfg, anchor: re.Pattern[str], text: str) -> int:
    """How many lines of ``text`` match (see :func:`_anchored_spans`)."""
    if not text:
        return 0
    end = _line_end(text, "\n")
    le = text.find("\n", 0, end)
    if le < 0:
        le = end
    first = selecting(cfg.regexes[0]).match(text, 0, le) is not None
    return first + len(anchor.findall(text, le, end))


def _union_lines(rests: tuple[re.Pattern[str], ...], text: str, p: int) -> dict[int, int]:
    """Start -> end of the lines of ``text`` from offset ``p`` that hold a match of one of
    :attr:`_Cfg.literal_rests` (each a literal's regex and the rest of its line): the lines
    of each found in C (:func:`_rest_spans`, with the literal searched for by ``re``'s fast
    literal search), where an alternation's regex tries each position that starts one of
    them (measured: ``-Fw -e alpha -e beta`` over 100,000 lines 24 -> 6 ms)."""
    found: dict[int, int] = {}
    for rx in rests:
        found.update(_rest_spans(rx, text, p))
    return found


def _rest_spans(rest: re.Pattern[str], text: str, p: int) -> list[tuple[int, int]]:
    """(start, end) of the lines of ``text`` from offset ``p`` (a line start) that hold a
    match, found with :func:`_rest_of_line`'s regex (each match runs to its line's end, so
    the next search starts on the next line), the line starts with ``rfind``: every step a
    loop in C, where the line-by-line loop of :func:`_matching_lines` costs some Python per
    match."""
    spans = list(map(_SPAN, rest.finditer(text, p)))
    # (the character before ``p`` is a separator, so each rfind finds one)
    starts = map(text.rfind, repeat("\n"), repeat(p - 1 if p else 0), map(_FIRST, spans))
    return list(zip(map(operator.add, starts, repeat(1)), map(_SECOND, spans), strict=True))


_FIRST = operator.itemgetter(0)
_SECOND = operator.itemgetter(1)
_GROUP: Callable[[re.Match[str]], str] = operator.methodcaller("group")
_SPAN: Callable[[re.Match[str]], tuple[int, int]] = re.Match.span  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
_EITHER: Callable[[bool, bool], bool] = operator.or_  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]


def char_lines(text: str, ch: str, fold: bool = False) -> int | None:
    """The lines of an ASCII ``text`` (newline-separated) holding the ASCII character
    ``ch`` (``fold``: either case of the lowercase ``ch``, for -i), or None
    when the text is not ASCII: every byte but the character's and the newlines deleted
    by ``bytes.translate`` in C, the lines holding it are then those whose last byte is it
    (measured: ``grep -c e`` of 100,000 lines, 9.4 -> 2.5 ms, against the character and
    the rest of its line found by ``findall``)."""
    if len(ch) != 1 or ch == "\n" or not ch.isascii() or not text.isascii():
        return None
    code = ord(ch)
    up = ord(ch.upper()) if fold else code
    table = _CHAR_TABLES.get((code, up))
    if table is None:
        kept = (code, up, 10)
        table = (
            bytes(code if b == up else b for b in range(256)),
            bytes(b for b in range(256) if b not in kept),
        )
        _CHAR_TABLES[(code, up)] = table
    marks = text.encode("ascii").translate(*table)
    last = bytes((code, 10))
    return marks.count(last) + marks.endswith(last[:1])


#: :func:`char_lines`'s ``bytes.translate`` table (the uppercase byte made the lowercase
#: one) and deleted bytes, by (character, its uppercase).
_CHAR_TABLES: dict[tuple[int, int], tuple[bytes, bytes]] = {}


def _count_matching(cfg: _Cfg, text: str) -> int:
    """Number of lines of ``text`` that hold a match (:func:`_simple` configs)."""
    if cfg.lowered is not None and text.isascii():
        return _count_matching(cfg.lowered, text.lower())
    sep = cfg.sep
    n = len(text)
    find = text.find
    lit = cfg.pure_literal
    hay = text
    if cfg.folded_literal is not None and text.isascii():
        lit = cfg.folded_literal
        hay = text.lower()
        find = hay.find
    k = 0
    p = 0
    if lit == "":  # every line
        return text.count(sep) + (1 if text and not text.endswith(sep) else 0)
    if lit is not None and lit not in hay:  # (most files of a tree: grep -rc calc src)
        return 0
    if lit is not None and len(lit) == 1 and sep == "\n":
        k_ch = char_lines(text, lit, hay is not text)  # (one character's lines, in C)
        if k_ch is not None:
            return k_ch
    if (
        lit is not None
        and sep == "\n"
        and (head := hay[:8192]).count(lit) * 5 < head.count(sep) * 4
    ):
        # each line holding it, once: one C call (measured on a block of 3,000 log lines:
        # 1 in 2 holding it, 118 us, 204 testing each line with ``in``, 271 finding each;
        # 1 in 6, 71 us, 194, 133); on nearly every line, ``in`` wins (141 us, 173)
        return len(_literal_rest(lit).findall(hay))
    test = cfg.line_test
    if test is not None and test[0] in ("start", "end"):
        # lines starting with LIT: "\nLIT" a line after the first (occurrences cannot
        # overlap: LIT holds no newline); ending with it: "LIT\n", and the last line
        kind, arg = test
        if kind == "start":
            return text.startswith(arg) + text.count(sep + arg)
        return text.count(arg + sep) + (not text.endswith(sep) and text.endswith(arg))
    anchor = _anchored(cfg, text, 0) if lit is None else None
    if anchor is not None:  # each matching line tried at its start in C
        return _anchored_count(cfg, anchor, text)
    if lit is None and cfg.literals_pure and cfg.literals is not None and len(cfg.literals) > 1:
        # a few literals (-e GET -e POST, -F): when they are on many lines, each line tested
        # for each with ``in`` beats their alternation's search, which tries every position
        # (measured: -c -e GET -e POST of a 200,000-line log, 45 -> 30 ms)
        dense = _dense_lines(cfg, text)
        if dense is not None:
            return sum(dense[1])
    rest = _rest_of_line(cfg) if sep == "\n" and lit is None else None
    if rest is not None:  # each line's first match and the rest of its line: one C call
        # (before testing each line: the search skips to the regex's first character in C)
        needs = cfg.literals or ((cfg.literal,) if cfg.literal is not None else ())
        return len(rest.findall(text)) if _holds(text, needs) else 0
    whole = (
        _line_rest(selecting(cfg.regexes[0]))
        if sep == "\n"
        and len(cfg.regexes) == 1
        and cfg.line_test is None
        # (required literals on few lines: the search for them is faster, see below)
        and _frequent(cfg.literals or (() if cfg.literal is None else (cfg.literal,)), text)
        else None
    )
    if whole is not None:
        # each matching line once: its first match and the rest of it, one C call
        found = whole.findall(text, 0, _line_end(text, sep))
        if "\n" not in "".join(found):  # (else a match spans lines: each line tried alone)
            return len(found)
    dense = _dense_lines(cfg, text)
    if dense is not None:  # most lines match: every line tested in C
        return sum(dense[1])
    if lit is None and cfg.literal_rests is not None and sep == "\n":
        if (
            cfg.literals_pure
            and cfg.literals is not None
            and len({x[0] for x in cfg.literals}) == 1
            and (whole := _line_rest(selecting(cfg.regexes[0]))) is not None
        ):
            # (plain literals that start alike: their alternation and the rest of the line,
            # one ``findall`` in C, each line holding one found once; ``re`` factors out
            # the common start and skips to it with its literal search. cpu A/B: -c -e
            # ' 404 ' -e ' 500 ' -e ' 503 ' of a 200,000-line log 43 -> 23 ms, GNU 16;
            # literals starting apart, ``-e DELETE -e ' 503 '``, twice slower so)
            return len(whole.findall(text, 0, _line_end(text, sep)))
        return len(_union_lines(cfg.literal_rests, text, 0))  # (the lines holding one)
    if lit is not None:
        while True:
            i = find(lit, p)
            if i < 0:
                return k
            k += 1
            p = find(sep, i) + 1
            if not p:
                return k
    if cfg.literals is not None and not _holds(text, cfg.literals):
        return 0
    pre = (
        _cached_searcher(cfg)
        if cfg.literal is not None or cfg.literals_pure  # only on the lines holding one
        else _rare_prefilter(cfg, text, 0)
        if sep == "\n"
        else None
    )
    if pre is not None:
        while p < n:
            sp = pre(text, p, n)
            if sp is None:
                break
            k += 1
            p = find(sep, sp[0]) + 1
            if not p:
                break
        return k
    search = selecting(cfg.regexes[0]).search
    while p < n:
        if k == _DENSE_PROBE:
            dense = _dense(cfg, text, p, k)
            if dense is not None:  # most lines match: the rest of the block at once
                return k + len(dense.findall(text, p, _line_end(text, sep)))
        m = search(text, p)
        if m is None:
            break
        ms = m.start()
        if ms == n and (ms == p or text[ms - 1] == sep):  # empty match after the last line
            break
        k += 1
        p = find(sep, ms) + 1
        if not p:
            break
    return k


#: A translated pattern that starts with a literal character (``re`` then looks for it with
#: its fast literal search): a plain one or an escaped punctuation, without a quantifier.
_LITERAL_START = re.compile(r"(?:[A-Za-z0-9 _,;:=/@#%&'\"<>~!-]|\\[^A-Za-z0-9])(?![*+?{])")


#: A translated pattern that starts with a literal character under ``+`` (see
#: :data:`_LITERAL_START`), not followed by another quantifier.
_PLUS_START = re.compile(r"([A-Za-z0-9 _,;:=/@#%&'\"<>~!-]|\\[^A-Za-z0-9])\+(?![*+?{])")


def _rest_of_line(cfg: _Cfg) -> re.Pattern[str] | None:
    """For counting or selecting the lines with a match of the config's one regex, when
    every match holds a required literal (so none is empty) and the regex starts with a
    literal: the regex followed by the rest of its line (``RX[^\n]*``), whose ``findall``
    over a block finds each matching line once (a match never spans lines: grep's
    translation keeps newlines out of its classes; see :func:`_rest_spans`). None otherwise
    (then: found line by line). An alternation of patterns that each start with a literal
    (``-f`` of ``user1[0-9]:``, ``user2.*x$``) qualifies too: ``re`` skips to the
    characters they start with (measured: three such patterns on a million lines, 100 ms
    line by line, 40 ms so)."""
    if cfg.rest is False:
        cfg.rest = None
        if len(cfg.regexes) == 1 and (
            (cfg.literals is not None and not cfg.literals_pure)
            or (cfg.literal is not None and cfg.pure_literal is None)  # (-w of a word)
        ):
            rx = selecting(cfg.regexes[0])
            # ``x+...`` as ``xx*...``: a literal start (measured: ``x+y[^\n]*`` over a
            # million lines 79 ms, ``xx*y[^\n]*`` 13: ``re`` looks for the x in C)
            plus = _PLUS_START.match(rx.pattern)
            body = (
                rx.pattern if plus is None else plus[1] + plus[1] + "*" + rx.pattern[plus.end() :]
            )
            if cfg.alternatives_literal or _LITERAL_START.match(body):
                try:
                    cfg.rest = re.compile("(?:" + body + ")[^\n]*", rx.flags)
                except re.error:  # (inline global flags, say: they must stay first)
                    cfg.rest = None
    return cfg.rest if isinstance(cfg.rest, re.Pattern) else None


def _frequent(needs: tuple[str, ...], text: str) -> bool:
    """Whether the strings one of which a match holds (none: any) occur on a third of the
    lines of the block's first 8 KiB or more (a count of them, at least)."""
    if not needs:
        return True
    head = text[:8192]
    return sum(map(head.count, needs)) * 3 >= head.count("\n")


@lru_cache(maxsize=64)
def _line_rest(rx: re.Pattern[str]) -> re.Pattern[str] | None:
    """``(?:RX)[^\\n]*`` for a regex that never matches empty, has no groups and no
    ``\\A``/``\\Z``/``(?s)`` (so a match in a block is one in a line when it holds no
    newline): ``findall`` over a block finds each line with a match once, in C; else None.

    Decision: counting the lines with a match of a regex that starts with a class
    (``grep -c '[0-9]5'``, ``'[a-c]'``) cut every line and tested each (100,000 lines,
    about half matching: 19 ms); one ``findall`` of this takes 9 ms, and it is faster
    when few lines match too (the search skips in C)."""
    pat = rx.pattern
    if (
        not isinstance(rx, re.Pattern)  # pyright: ignore[reportUnnecessaryIsInstance]
        or not rx.flags & re.MULTILINE
        or rx.groups
        or any(x in pat for x in ("\\A", "\\Z", "\\z", "(?s", "(?m"))
        or can_match_empty(rx)
    ):
        return None
    try:
        return re.compile("(?:" + pat + ")[^\n]*", rx.flags)
    except re.error:  # (inline global flags, say: they must stay first)
        return None


@lru_cache(maxsize=64)
def _literal_rest(lit: str) -> re.Pattern[str]:
    """A literal and the rest of its line: :func:`_rest_of_line` for a pure literal (each
    match of it a line holding it; ``re`` finds the literal with its fast search)."""
    return re.compile(re.escape(lit) + "[^\n]*")


def _simple(cfg: _Cfg) -> bool:
    """Configs whose lines can be selected and printed by the block-level loops
    (:func:`_matching_lines`, :func:`_count_matching`, :func:`_emit_simple`)."""
    return len(cfg.regexes) == 1 and not (
        cfg.only or cfg.color or cfg.byte_offset or cfg.initial_tab
    )


#: A block is tested line by line (:func:`_dense_lines`) with a regex when at least one line
#: in this many of its start matches (measured: one in five made no difference for a regex;
#: literals have their own shares, measured with ``operator.contains``).
_DENSE_SHARE = 3

#: At most this many literals of an alternation are tested line by line one after the other
#: (each a pass over the lines in C; past that the regex's one pass wins).
_DENSE_LITERALS = 8


def _dense_lines(
    cfg: _Cfg, text: str, numbered: bool = False
) -> tuple[list[str], list[bool]] | None:
    """The lines of a block and whether each holds a match, when enough lines of its first
    8 KiB do (then testing every line in C beats finding each match and its line's bounds
    in Python: one line in ``_DENSE_SHARE`` for a regex, fewer for literals, and fewer
    still when the caller numbers the lines); else None. A pure literal, or each of an
    alternation of a few (``GET|POST``), is looked for with ``in``, anything else with the
    config's one regex (``match`` when it is anchored at the line start)."""
    lit = cfg.pure_literal
    folded = cfg.folded_literal is not None and text.isascii()
    if folded:
        lit = cfg.folded_literal  # (``str.lower`` keeps ASCII text's offsets)
    sep = cfg.sep
    if not text or len(cfg.regexes) != 1:
        return None
    if cfg.line_set is not None:
        # Decision: -x of many fixed strings (``grep -Fxf list``): a set lookup of each
        # line, in C, instead of the regex (1,000 strings over 100,000 lines: 0.5 s, 10 ms)
        parts = text[: _line_end(text, sep)].split(sep)
        return parts, list(map(cfg.line_set.__contains__, parts))
    test = cfg.line_test
    if test is not None and _sparse_test(test, text, sep):
        # (few lines match: found as the regex's, see :func:`_sparse_test`; the test is
        # the regex's whole meaning, so no sample of the regex would find more: grep -n
        # '^a' of a million lines, 1 in 26, the sample a block cost 17 of 125 ms)
        return None
    if test is not None and (test[0] != "any" or text.isascii()):
        # (``.`` in ASCII, where no line holds an invalid byte)
        parts = text[: _line_end(text, sep)].split(sep)
        kind, arg = test
        if kind == "any":
            return parts, list(map(bool, parts))
        how = str.startswith if kind == "start" else str.endswith if kind == "end" else str.__eq__
        return parts, list(map(how, parts, repeat(arg)))
    head = text[:8192]  # (judged on the block's start)
    lines = head.count(sep)
    # (a literal's count in a small text is exact: its few lines are enough to judge by)
    if lines < (_DENSE_PROBE if lit is None or len(head) < len(text) else 4):
        return None
    end = _line_end(text, sep)
    if lit is not None:
        # (a literal's search costs less a match than a regex's: line by line from one
        # line in five, measured; one in ten when each match needs its line number; with
        # -i, whose lines are cut twice (the text's and the lowered text's), from one in
        # three: -ni 'post' of a log, one line in five, 39 -> 33 ms; numbered short
        # lines from one in five: -ni x of a million 15-byte lines, 1 in 4, 250 -> 215 ms)
        short = numbered and len(head) < 32 * lines
        share = (5 if short else 3) if folded else 10 if numbered else 5
        if (head.lower() if folded else head).count(lit) * share < lines:
            return None
        parts = text[:end].split(sep)
        # (-i: each line lowered by ``map``, a third faster than cutting the lowered text)
        hay_parts = list(map(str.lower, parts)) if folded else parts
        # (operator.contains: a C function's call, twice as fast as the slot wrapper's)
        return parts, list(map(operator.contains, hay_parts, repeat(lit)))
    lits = cfg.literals
    if cfg.literals_pure and lits is not None and len(lits) <= _DENSE_LITERALS:
        # ``GET|POST``, ``-e a -e b``, ``-F`` of a few strings: a line matches when it holds
        # one of them (each occurrence is a match), told for each literal in C and or-ed;
        # far faster than the alternation's regex on each line
        # (measured against the search for each match, for two literals: even from one
        # line in eight; each further literal costs a pass)
        found = sum(map(head.count, lits))
        if found * (24 if numbered else 16) < lines * len(lits):
            return None
        if cfg.literal_rests is not None and found * 3 < lines:
            # (each one's lines found alone and merged, :func:`_union_lines`: measured
            # faster below one line in three, ``-e DELETE -e ' 503 '`` of a log, 1 in 5:
            # 0.36 ms a block, 0.43; ``-e GET -e PUT``, 2 in 3: 0.9, 0.45)
            return None
        parts = text[:end].split(sep)
        keep: list[bool] = list(map(operator.contains, parts, repeat(lits[0])))
        for other in lits[1:]:
            keep = list(map(_EITHER, keep, map(operator.contains, parts, repeat(other))))
        return parts, keep
    if not numbered and _anchored(cfg, text, 0) is not None:
        return None  # (found in C by :func:`_anchored_spans`, measured faster)
    rx = selecting(cfg.regexes[0])
    match = rx.match if rx.pattern.startswith("^") and "|" not in rx.pattern else rx.search
    if cfg.sampled is not None and len(text) > 8192:
        # (a later block of the same file: judged as its first, the regex's sample a block
        # cost a fifth of the search: grep -nx '[a-z]* 1[0-9]*' of a million lines)
        hits, lines = cfg.sampled
    else:
        hits = sum(map(bool, map(match, head.split(sep, lines)[:lines])))
        if len(text) > 8192:
            cfg.sampled = (hits, lines)
    if sep == "\n" and _rest_of_line(cfg) is not None:
        # the lines are found in C by :func:`_rest_spans` (measured: faster unless most
        # lines match; for -w of a word, unless one in three does: ``grep -w GET`` over
        # 200,000 lines, 1/2 matching: 42 ms so, 35 ms line by line; 1/6: 19, 30)
        if hits * (3 if cfg.literal is not None else 2) < lines:
            return None
    elif hits * _DENSE_SHARE < lines and not (
        # few matches, but the literal that the search looks for first is on most lines
        # (``^10.2.1`` in an access log): each would be tried alone, slower than all in C
        (lits := (cfg.literal,) if cfg.literal is not None else cfg.literals) is not None
        and sum(map(head.count, lits)) * 2 >= lines
    ):
        return None
    parts = text[:end].split(sep)
    suffix = _end_literal(rx) if sep == "\n" else None
    if suffix:
        # every match ends the line with this literal: the regex runs only on the lines
        # that end so (``str.endswith`` in C; measured: grep -n '[0-9]5$' of a million
        # lines, 1 in 10 ending in 5, 300 -> 150 ms)
        at = list(compress(range(len(parts)), map(str.endswith, parts, repeat(suffix))))
        keep = [False] * len(parts)
        hit = map(bool, map(match, map(parts.__getitem__, at)))
        deque(map(keep.__setitem__, compress(at, hit), repeat(True)), maxlen=0)
        return parts, keep
    return parts, list(map(bool, map(match, parts)))


#: The literal characters that end a translated pattern before its final ``$`` (plain ones
#: and escaped punctuation; one after an escape letter is not one of them).
_END_LITERAL = re.compile(r"((?:[A-Za-z0-9 _,;:=/@#%&'\"<>~!-]|\\[^A-Za-z0-9])+)\$\Z")


@lru_cache(maxsize=64)
def _end_literal_of(pattern: str, flags: int) -> str:
    """:func:`_end_literal` of a pattern and its flags ("" when there is none)."""
    if flags & re.IGNORECASE or not _ends_line(pattern):
        return ""
    m = _END_LITERAL.search(pattern)
    if m is None:
        return ""
    run = m.group(1)
    k = m.start(1)
    # (a run after an odd number of backslashes starts inside an escape: ``\d5$``)
    slashes = len(pattern[:k]) - len(pattern[:k].rstrip("\\"))
    if slashes % 2:
        # (the escape of a class keeps the rest; any other, ``\x41``, may take more)
        run = run[1:] if run[0] in "dDwWsSbB" else ""
    return re.sub(r"\\(.)", r"\1", run)


def _end_literal(rx: re.Pattern[str]) -> str:
    """The string that ends every line the regex matches (its matches end the line; no
    -i, no top-level alternatives), or "" when it is not known: ``[0-9]5$`` -> ``5``."""
    return _end_literal_of(rx.pattern, rx.flags)


def _numbered(pre: str, sep: str, nums: Iterable[int], lines: Iterable[str]) -> str:
    """Lines after ``pre`` and their numbers, each ended by ``sep``: one ``%`` format of the
    line's format repeated (measured: twice as fast as an f-string a line)."""
    return _prefixed(pre, sep, [nums], lines)


def _prefixed(pre: str, sep: str, cols: list[Iterable[int]], lines: Iterable[str]) -> str:
    """Lines after ``pre`` and a number of each of ``cols`` (line numbers, byte offsets),
    each ended by ``sep`` (see :func:`_numbered`)."""
    args: list[int | str] = [*chain.from_iterable(zip(*cols, lines, strict=True))]
    k = len(cols) + 1
    return (pre.replace("%", "%%") + "%d:" * (k - 1) + "%s" + sep) * (len(args) // k) % tuple(args)


def _emit_offsets(
    cfg: _Cfg, pre: str, text: str, lineno: int, limit: int, offset: int
) -> tuple[int, str, int]:
    """:func:`_emit_simple` with -b (an ASCII block, no -v): each selected line after its
    number (-n) and its byte offset (``offset`` and its start), all found in C.

    Measured: ``grep -bn DELETE`` of a 200,000-line log, 80 -> 25 ms (line by line, each
    line's offset encoded)."""
    sep = cfg.sep
    low = cfg.lowered if cfg.lowered is not None else None
    hcfg, hay = (cfg, text) if low is None else (low, text.lower())
    dense = _dense_lines(hcfg, hay, True) if limit < 0 else None
    cols: list[Iterable[int]] = []
    if dense is not None:
        lines_, keep = dense
        if low is not None:
            lines_ = text[: _line_end(text, sep)].split(sep)
        chosen = list(compress(lines_, keep))
        if not chosen:
            return 0, "", -1
        if cfg.line_numbers:
            cols.append(compress(range(lineno + 1, lineno + 1 + len(lines_)), keep))
        starts = accumulate(map(operator.add, map(len, lines_), repeat(1)), initial=offset)
        cols.append(compress(starts, keep))
        return len(chosen), _prefixed(pre, sep, cols, chosen), -1
    spans = _matching_lines(hcfg, hay, 0, limit)
    if not spans:
        return 0, "", -1
    at = list(map(_FIRST, spans))
    seps = -1
    if cfg.line_numbers:
        gaps = list(map(text.count, repeat(sep), [0, *at[:-1]], at))
        gaps[0] += lineno + 1
        nums = list(accumulate(gaps))
        seps = nums[-1] - lineno - 1 + text.count(sep, at[-1])
        cols.append(nums)
    cols.append(map(operator.add, at, repeat(offset)))
    found = map(text.__getitem__, map(slice, at, map(_SECOND, spans)))
    return len(spans), _prefixed(pre, sep, cols, found), seps


def _sparse_test(test: tuple[str, str], text: str, sep: str) -> bool:
    """Whether a :attr:`_Cfg.line_test` of ``^LIT``, ``LIT$`` or ``^LIT$`` holds for fewer
    than one line in five of a big block's first 8 KiB: its lines are then found by the
    regex (:func:`_anchored` finds the line starts in C) instead of cutting every line
    (measured: ``grep '^a'`` of a million lines, one in 26 matching, 76 -> 30 ms)."""
    kind, arg = test
    if kind == "any" or len(text) <= 8192:
        return False
    head = text[:8192]
    probe = arg + sep if kind == "end" else sep + arg + sep if kind == "line" else sep + arg
    return head.count(probe) * 5 < head.count(sep)


def _emit_simple(
    cfg: _Cfg, name: str, text: str, lineno: int, limit: int, offset: int = -1
) -> tuple[int, str, int]:
    """Selected lines of a block without invalid UTF-8, formatted: (how many, output, the
    block's separators when they were counted on the way, else -1). With ``offset`` (-b of
    an ASCII block, no -v: the bytes before it), each line's byte offset too."""
    sep = cfg.sep
    pre = (name + ("\0" if cfg.null else ":")) if cfg.with_name else ""
    numbered = cfg.line_numbers
    if offset >= 0:
        return _emit_offsets(cfg, pre, text, lineno, limit, offset)
    count = text.count
    # with -i, the lowered config on the lowered text (same offsets), lowered once here
    low = cfg.lowered if cfg.lowered is not None and text.isascii() else None
    hcfg, hay = (cfg, text) if low is None else (low, text.lower())
    dense = _dense_lines(hcfg, hay, numbered) if limit < 0 else None
    if dense is not None:  # most lines match: selected in C
        lines_, keep = dense
        if low is not None:  # (the lowered text's lines chose; the text's are printed)
            lines_ = text[: _line_end(text, sep)].split(sep)
        if cfg.invert and not numbered:  # (the inverted tests used once: not kept)
            chosen = list(compress(lines_, map(operator.not_, keep)))
        else:
            if cfg.invert:
                keep = list(map(operator.not_, keep))
            chosen = list(compress(lines_, keep))
        if not chosen:
            return 0, "", -1
        if numbered:
            nums = compress(range(lineno + 1, lineno + 1 + len(lines_)), keep)
            # (the block's separators: its lines, less the last when it has none; as the
            # lines' way, counted only without -v)
            seps = -1 if cfg.invert else len(lines_) - (not text.endswith(sep))
            return len(chosen), _numbered(pre, sep, nums, chosen), seps
        return len(chosen), pre + (sep + pre).join(chosen) + sep, -1
    if not cfg.invert:
        if not numbered and low is None and limit < 0 and sep == "\n":
            anchor = _anchored(cfg, text, 0)
            if anchor is not None:
                return (*_anchored_lines(cfg, anchor, text, pre), -1)
        lines = _matching_lines(hcfg, hay, 0, limit)
        if not numbered:
            return len(lines), "".join([pre + text[a:b] + sep for a, b in lines]), -1
        if not lines:
            return 0, "", -1
        starts = list(map(_FIRST, lines))
        # each line's number: the separators before it (counted in C)
        gaps = list(map(count, repeat(sep), [0, *starts[:-1]], starts))
        gaps[0] += lineno + 1
        found = map(text.__getitem__, map(slice, starts, map(_SECOND, lines)))
        nums = list(accumulate(gaps))
        seps = nums[-1] - lineno - 1 + count(sep, starts[-1])  # (no second count of them all)
        return len(lines), _numbered(pre, sep, nums, found), seps
    # -v: the runs of lines between the matching ones
    n = len(text)
    runs: list[tuple[int, int]] = []
    p = 0
    for a, b in _matching_lines(hcfg, hay, 0, -1):
        if a > p:
            runs.append((p, a))
        p = b + 1
    if p < n:
        runs.append((p, n))
    if limit < 0 and not pre and not numbered:
        body = "".join([text[a:b] for a, b in runs])
        k = body.count(sep)
        if body and not body.endswith(sep):
            body += sep
            k += 1
        return k, body, -1
    items: list[str] = []
    cur, pos = lineno + 1, 0
    for a, b in runs:
        cur += count(sep, pos, a)
        pos = b
        lines_ = text[a:b].split(sep)
        if text.endswith(sep, a, b):
            lines_.pop()
        if numbered:
            items += [f"{pre}{i}:{ln}" for i, ln in enumerate(lines_, cur)]
        elif pre:
            items += [pre + ln for ln in lines_]
        else:
            items += lines_
        cur += len(lines_)
        if 0 <= limit <= len(items):
            del items[limit:]
            break
    return len(items), (sep.join(items) + sep) if items else "", -1


def _all_matches(rx: re.Pattern[str], text: str, sep: str) -> list[str]:
    """Every match of ``rx`` in a block, leftmost first, empty ones included (``-o``).

    Decision: a regex on the POSIX engine (an alternation: ``-f`` of patterns) runs only
    on the lines where its plain ``re`` form finds a match (the same lines), when fewer
    than one line in eight of the block's first 8 KiB holds one: the POSIX engine is
    several times slower, and over a block without matches (300 patterns over 100,000
    lines) 0.2 s were spent finding none; on most lines (``GET|POST``), a call a line
    costs more (measured: 4 times)."""
    plain = selecting(rx)
    if plain is not rx:
        if plain.search(text) is None:
            return []
        head = text[:8192].split(sep)
        if sum(map(bool, map(plain.search, head))) * 8 >= len(head):
            plain = rx
    # (up to the last line's end: not the empty "line" after the final separator, where
    # ``^$`` would find an empty match)
    n = _line_end(text, sep)
    suffix = _sparse_suffix(rx, text, sep) if plain is rx else ""
    if suffix:
        return list(map(_MATCHED, _ending_matches(rx, text, suffix, n)))
    if plain is rx:
        if rx.groups == 0:
            return rx.findall(text, 0, n)
        return [m.group() for m in rx.finditer(text, 0, n)]
    out: list[str] = []
    search = plain.search
    p = 0
    while p <= n:
        m = search(text, p, n)
        if m is None:
            break
        ls = text.rfind(sep, 0, m.start()) + 1
        le = text.find(sep, m.start())
        le = n if le < 0 else le
        if rx.groups == 0:
            out += rx.findall(text, ls, le)
        else:
            out += [x.group() for x in rx.finditer(text, ls, le)]
        p = le + 1
    return out


def _ending_matches(rx: re.Pattern[str], text: str, suffix: str, n: int) -> list[re.Match[str]]:
    """The matches of a regex whose matches all end their line with ``suffix``
    (:func:`_end_literal`; newline-separated lines up to ``n``, the last line's end), when
    few lines end so (see :func:`_sparse_suffix`): each line ending so found with
    ``str.find`` and searched alone."""
    out: list[re.Match[str]] = []
    key = suffix + "\n"
    find, rfind, k = text.find, text.rfind, len(suffix)
    p = 0
    while True:
        i = find(key, p, n + 1)
        if i < 0:
            break
        le = i + k
        out += rx.finditer(text, rfind("\n", 0, i) + 1, le)
        p = le + 1
    if text.endswith(suffix, p, n) and n == len(text):  # (a last line without its newline)
        out += rx.finditer(text, rfind("\n", 0, n) + 1, n)
    return out


def _sparse_suffix(rx: re.Pattern[str], text: str, sep: str) -> str:
    """The literal that ends every line ``rx`` matches (:func:`_end_literal`) when fewer than
    one line in eight of the block's first 8 KiB ends with it, else "": then the matches
    are found by :func:`_ending_matches` (a pattern like ``[0-9]*99$`` tried at every
    position of the text backtracks at each digit: grep -o '[0-9]*99$' of a million lines,
    one in a hundred ending so, 215 -> 25 ms)."""
    suffix = _end_literal(rx) if sep == "\n" else ""
    if not suffix:
        return ""
    head = text[:8192]
    return suffix if (head.count(suffix + sep) + 1) * 8 < head.count(sep) else ""


#: A match's text and start (C functions, for ``map``).
_MATCHED: Callable[[re.Match[str]], str] = operator.methodcaller("group")
_START: Callable[[re.Match[str]], int] = operator.methodcaller("start")


def _positioned_matches(f: _File, rx: re.Pattern[str], text: str, lineno: int, offset: int) -> bool:
    """-o with -n and/or -b (see :func:`_scan_fast`): every match of the block found at once
    (``finditer``; its starts and texts taken in C), each after its line's number (the
    separators before it, counted in C) and its byte offset (an ASCII block's: ``offset``
    and its start). False, with nothing done, when a match holds a separator: the line by
    line way decides.

    Measured: ``grep -n -o '/api/[a-z]*'`` of a 200,000-line log, 300 -> 60 ms (a step and
    a formatted prefix each line)."""
    cfg = f.cfg
    sep = cfg.sep
    suffix = _sparse_suffix(rx, text, sep)
    n = _line_end(text, sep)
    found = _ending_matches(rx, text, suffix, n) if suffix else list(rx.finditer(text, 0, n))
    if not found:
        return True
    groups: list[str] = list(map(_MATCHED, found))
    if sep in "".join(groups):
        return False
    f.selected += len(groups)  # (its being non-zero is what is read)
    starts: list[int] = list(map(_START, found))
    if "" in groups:  # (a line with only empty matches is selected, but prints nothing)
        keep = list(map(bool, groups))
        groups = list(compress(groups, keep))
        starts = list(compress(starts, keep))
        if not groups:
            return True
    cols: list[Iterable[int | str]] = []
    fmt = (f.name.replace("%", "%%") + ("\0" if cfg.null else ":")) if cfg.with_name else ""
    if cfg.line_numbers:
        gaps = list(map(text.count, repeat(sep), [0, *starts[:-1]], starts))
        gaps[0] += lineno + 1
        cols.append(accumulate(gaps))
        fmt += "%d:"
    if cfg.byte_offset:
        cols.append(map(operator.add, starts, repeat(offset)))
        fmt += "%d:"
    cols.append(groups)
    args = [*chain.from_iterable(zip(*cols, strict=True))]
    f.write((fmt + "%s" + sep) * len(groups) % tuple(args))
    f.st.printed_any = True
    return True


def _scan_fast(f: _File, blocks: Iterator[bytes]) -> None:
    """No context: block-at-a-time scanning."""
    cfg = f.cfg
    search = _cached_searcher(cfg)
    sep = cfg.sep
    output = not (cfg.count or cfg.list_files or cfg.list_nonmatching or cfg.quiet)
    need_pos = cfg.line_numbers or cfg.byte_offset
    simple = _simple(cfg) and not (cfg.quiet or cfg.list_files)
    # -b without -o or -v: an ASCII block's lines at once too (see :func:`_emit_offsets`)
    simple_b = (
        cfg.byte_offset
        and output
        and len(cfg.regexes) == 1
        and not (cfg.only or cfg.color or cfg.initial_tab or cfg.invert)
    )
    check_bad = cfg.binary_files != "text"
    # -o of one regex with nothing but the matches (and file names) to print: per block
    only_rx = (
        cfg.regexes[0]
        if cfg.only
        and output
        and len(cfg.regexes) == 1
        and not (cfg.invert or need_pos or cfg.color or cfg.initial_tab or cfg.max_count >= 0)
        else None
    )
    # -o -n / -o -b of one regex (on ``re``): per block too, the numbers counted in C
    only_pos = (
        cfg.regexes[0]
        if cfg.only
        and output
        and need_pos
        and len(cfg.regexes) == 1
        and selecting(cfg.regexes[0]) is cfg.regexes[0]
        and not (cfg.invert or cfg.color or cfg.initial_tab or cfg.max_count >= 0)
        else None
    )
    lineno = 0  # lines before the current block
    offset = 0  # bytes before the current block
    for raw in blocks:
        try:
            text = raw.decode()
            bad = False
        except UnicodeDecodeError:
            text = raw.decode("utf-8", "surrogateescape")
            bad = check_bad
        if (
            only_pos is not None
            and not (f.binary or bad)
            and (not cfg.byte_offset or text.isascii())
            and _positioned_matches(f, only_pos, text, lineno, offset)
        ):
            lineno += text.count(sep)
            offset += len(raw)
            continue
        limit = cfg.max_count - f.selected if cfg.max_count > 0 else -1
        if simple and not output and not (cfg.invert and limit >= 0):
            k = _count_matching(cfg, text)
            if cfg.invert:
                k = text.count(sep) + (1 if text and not text.endswith(sep) else 0) - k
            elif 0 <= limit < k:
                k = limit
            f.selected += k
            if f.selected == cfg.max_count:
                return
            continue
        # (simple excludes -b, simple_b is -b of an ASCII block: its byte offsets too)
        with_b = simple_b and text.isascii()
        if (with_b or (simple and output)) and not f.binary and not bad:
            k, chunk, seps = _emit_simple(
                cfg, f.name, text, lineno, limit, offset if with_b else -1
            )
            f.selected += k
            if chunk:
                f.write(chunk)
                f.st.printed_any = True
            if f.selected == cfg.max_count:
                return
            if need_pos:
                lineno += text.count(sep) if seps < 0 else seps
            offset += len(raw)
            continue
        if only_rx is not None and not f.binary and not bad:
            raw = _all_matches(only_rx, text, sep)
            # the non-empty matches of the whole block are those of its lines (an empty
            # match is skipped, and a longer one at the same place is preferred to it) when
            # none spans a separator (else the line-by-line way below decides)
            found = list(filter(None, raw)) if "" in raw else raw
            if sep not in "".join(found):
                if raw:  # a line with a match is selected, even if only empty ones
                    f.selected += len(found) or 1  # (its being non-zero is what is read)
                if found:
                    pre = f.prefix(0, 0, ":")
                    f.write(pre + (sep + pre).join(found) + sep)
                    f.st.printed_any = True
                continue
        pos = 0
        cur_line = lineno + 1  # line number of the line starting at `pos`
        cur_off = offset
        outp: list[str] = []

        for ls, le in _selected_lines(text, search, sep, cfg.invert):
            f.selected += 1
            if cfg.quiet:
                raise _Quit()
            if cfg.list_files:
                break
            if output:
                if need_pos:
                    cur_line += text.count(sep, pos, ls)
                    if cfg.byte_offset:
                        cur_off += len(text[pos:ls].encode("utf-8", "surrogateescape"))
                    pos = ls
                if f.binary:
                    break
                outp.append(f.emit_line(text, ls, le, cur_line, cur_off, True))
            if f.selected == cfg.max_count:
                break
        if outp:
            f.write("".join(outp))
            f.st.printed_any = True
        if (
            (cfg.list_files and f.selected)
            or f.selected == cfg.max_count
            or (f.binary and f.selected and output)
        ):
            return
        if need_pos:
            lineno += text.count(sep)
        offset += len(raw)


class _Ctx:
    """Where a search with context (-A/-B/-C) stands between blocks: the lines before the
    block, the last line that must still be printed as after-context, the last few lines
    not printed (before-context of a selected line to come, consecutive up to the block's
    end), and whether ``-m``'s count was reached (then only the owed after-context is left).

    The kept lines are either :attr:`tail` (number, byte offset, text: the line-by-line
    path's) or :attr:`held` from line :attr:`held_first` on (the block path's: a slice,
    where tuples would cost a Python step a line with a large -B)."""

    def __init__(self) -> None:
        self.lineno = 0
        self.offset = 0
        self.after_end = 0
        self.tail: list[tuple[int, int, str]] = []
        self.held: list[str] = []
        self.held_first = 0
        self.done = False
        #: -o: a block had most lines selected (the next go line by line at once).
        self.dense = False

    def tail_tuples(self) -> list[tuple[int, int, str]]:
        """The kept lines as :attr:`tail` (the block path runs without -b: offsets 0)."""
        if self.held:
            first = self.held_first
            self.tail = [(first + i, 0, ln) for i, ln in enumerate(self.held)]
            self.held = []
        return self.tail

    def held_lines(self) -> list[str]:
        """The kept lines as :attr:`held` (from :attr:`held_first`)."""
        if self.tail:
            self.held_first = self.tail[0][0]
            self.held = [t[2] for t in self.tail]
            self.tail = []
        return self.held


#: Runs of selected lines in a block's bytes of 1 (selected) and 0.
_RUNS = re.compile(b"\x01+")


def _scan_context(f: _File, blocks: Iterator[bytes]) -> None:
    """With -A/-B/-C: each block's selected lines found as without context
    (:func:`_block_hits`), their groups printed from the block's lines
    (:func:`_context_block`), or from the selected lines' spans when they are few
    (:func:`_context_sparse`, -o of one regex too); blocks with invalid UTF-8, binary files
    and the options that shape each line (--color, -b, -T; -o of many selected lines) go
    line by line (:func:`_context_lines`)."""
    cfg = f.cfg
    # (-o of one regex too: its sparse blocks, see :func:`_context_block`)
    only = cfg.only and len(cfg.regexes) == 1 and not cfg.invert
    fast = (_simple(cfg) or (only and not (cfg.color or cfg.byte_offset or cfg.initial_tab))) and (
        not f.binary
    )
    state = _Ctx()
    check_bad = cfg.binary_files != "text"
    bad_seen = False  # (a block with invalid UTF-8 went by: its lines may still be kept)
    for raw in blocks:
        text = None
        if fast:
            try:
                text = raw.decode()
            except UnicodeDecodeError:
                bad_seen = check_bad
        if text is not None and bad_seen and cfg.before:
            # lines kept for before-context from such a block are printed (or held back,
            # as GNU does for invalid UTF-8) by the line path only
            if any(_BAD.search(line) for _, _, line in state.tail_tuples()):
                text = None
            else:
                bad_seen = False
        if text is not None:
            _context_block(f, state, text)
        else:
            _context_lines(f, state, raw.decode("utf-8", "surrogateescape"))
        if state.done and state.after_end <= state.lineno:
            return
        state.offset += len(raw)


def _block_hits(
    cfg: _Cfg, text: str, nlines: int = 0
) -> tuple[list[str], bytes] | list[tuple[int, int]] | None:
    """The lines of a block and for each, 1 when it is selected, else 0; None when no line
    is selected (found without cutting the block into lines). With ``nlines`` (the block's
    line count: the caller can print groups from their spans, see :func:`_context_sparse`),
    the selected lines' (start, end) instead when they are few (no -v).

    Decision: context used to test each line with the searcher in a Python loop (200,000
    log lines: 140 ms); the lines are now found as without context (a C-level test of
    every line, or a whole-block search of the matching ones) and only the groups around
    them are walked in Python (about 15 ms)."""
    low = cfg.lowered if cfg.lowered is not None and text.isascii() else None
    hcfg, hay = (cfg, text) if low is None else (low, text.lower())
    dense = _dense_lines(hcfg, hay, True)
    spans = _matching_lines(hcfg, hay, 0, -1) if dense is None else []
    if dense is None and not spans and not cfg.invert:
        return None
    if spans and nlines and len(spans) * (cfg.before + cfg.after + 1) * 2 <= nlines:
        return spans  # (not with -v: spans are only found when nothing is inverted)
    lines = dense[0] if dense is not None and low is None else None
    if lines is None:
        lines = text[: _line_end(text, cfg.sep)].split(cfg.sep)
    if dense is not None:
        keep = bytes(dense[1])
        return lines, keep.translate(_FLIP) if cfg.invert else keep
    marks = bytearray(b"\1" if cfg.invert else b"\0") * len(lines)
    if spans:
        sep = cfg.sep
        starts = [a for a, _ in spans]
        # each matching line's index: the separators before it
        at = accumulate(map(text.count, repeat(sep), [0, *starts[:-1]], starts))
        mark = 0 if cfg.invert else 1
        for i in at:
            marks[i] = mark
    return lines, bytes(marks)


_FLIP = bytes.maketrans(b"\0\1", b"\1\0")


def _spread(bits: int, before: int, after: int) -> int:
    """``bits`` (a byte per line, 1 when selected: line ``i`` is byte ``i``, little-endian)
    with each selected line's ``before`` lines before and ``after`` lines after it set too:
    the lines a search with context prints (shifts of one big number, in C)."""
    for width, left in ((after, True), (before, False)):
        done = 0
        spread = bits
        while done < width:  # (the run covered doubles each step)
            k = min(done + 1, width - done)
            spread |= spread << (8 * k) if left else spread >> (8 * k)
            done += k
        bits = spread
    return bits


#: The marks of selected (``:``) and context (``-``) lines, from their bytes 1 and 0.
_MARKS = bytes.maketrans(b"\0\1", b"-:")


def _context_block(f: _File, state: _Ctx, text: str) -> None:
    """Print a block's groups of selected lines and their context (see :class:`_Ctx`).

    The lines the block prints are worked out for all its lines at once: the selected ones
    (:func:`_block_hits`, cut at -m's count), spread by the context widths
    (:func:`_spread`), with the after-context owed by an earlier block; the lines kept from
    earlier blocks for before-context go first. Python steps are then taken per group
    (its separator), not per line."""
    cfg = f.cfg
    sep = cfg.sep
    nlines = 0
    if not cfg.invert and max(cfg.before, cfg.after) <= _SPARSE_WIDTH and text:
        # (the lines of the block as its first 8 KiB's suggest: the exact count is taken on
        # the way, from the selected lines', see :func:`_context_sparse`)
        head = text[:8192]
        nlines = len(text) * (head.count(sep) + 1) // len(head)
    if cfg.only and state.dense:
        _context_lines(f, state, text)
        return
    found = None if state.done else _block_hits(cfg, text, nlines)
    matched = None
    only: tuple[list[int], list[str]] | None = None
    ranged = False  # (-o: each group's matches found by a search of its lines)
    if cfg.only and isinstance(found, tuple):  # (most lines selected: their matches at once)
        if not cfg.line_numbers and cfg.max_count < 0 and not _empty_ok(cfg.regexes[0]):
            ranged = True
        else:
            only = _only_matches(cfg, text, found)
        if only is None and not ranged:
            state.dense = True  # (then the next blocks likely are too)
            _context_lines(f, state, text)
            return
    elif cfg.only:  # the selected lines' matches, when each holds one (else line by line)
        if nlines and (isinstance(found, list) or found is None):
            matched = [[text[a:b] for a, b in _matches_in(cfg, text, *ab)] for ab in found or []]
        if matched is None or not all(matched):
            _context_lines(f, state, text)
            return
    if found is None and state.after_end <= state.lineno:
        _skip_block(cfg, state, text)  # (nothing to print)
        return
    if (isinstance(found, list) or (found is None and nlines)) and _context_sparse(
        f, state, text, found or [], matched
    ):
        return
    if matched is not None:  # (-o: a block of fewer lines than -B)
        _context_lines(f, state, text)
        return
    if isinstance(found, list):  # (the lines and their marks, then)
        again = _block_hits(cfg, text)
        found = None if isinstance(again, list) else again
    if found is None:
        lines = text[: _line_end(text, sep)].split(sep)
        hits = bytes(len(lines))
    else:
        lines, hits = found
    base = state.lineno
    end = base + len(lines)
    tail = state.held_lines()
    ext = tail + lines if tail else lines
    size = len(ext)
    first_num = base - len(tail) + 1  # (the number of ``ext[0]``)
    if tail:
        hits = bytes(len(tail)) + hits
    if not state.done:
        limit = cfg.max_count
        if limit > 0 and f.selected + hits.count(1) >= limit:
            last = list(compress(range(size), hits))[limit - f.selected - 1]
            hits = hits[: last + 1] + bytes(size - last - 1)
            state.done = True
    bits = _spread(int.from_bytes(hits, "little"), min(cfg.before, size), min(cfg.after, size))
    owed = min(state.after_end, end) - base
    if owed > 0:  # (then no lines are kept from earlier blocks: the last was printed)
        bits |= int.from_bytes(b"\1" * owed, "little")
    shown = (bits & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    # (the groups' spans only for -o: the lines' path needs their sizes alone)
    groups = [m.span() for m in _RUNS.finditer(shown)] if ranged or only is not None else []
    if groups and ranged:
        body = _only_ranges(f, text, lines, groups, len(tail), first_num)
        if body is None:  # (a match spans lines: they are searched one by one)
            state.dense = True
            _context_lines(f, state, text)
            return
        f.write(body)
        f.st.printed_any = True
        f.last_printed = first_num + shown.rfind(1)
    elif groups and only is not None:
        _only_groups(f, only, groups, len(tail), hits.rfind(1), first_num)
        f.st.printed_any = True
        f.last_printed = first_num + shown.rfind(1)
    elif not (ranged or only is not None) and 1 in shown:
        printed = list(compress(ext, shown))
        # each printed line's head: the group separator before a group's first line (the
        # groups' sizes added up, the heads set by ``map``: in C)
        heads = [""] * len(printed)
        gs = cfg.group_separator
        if gs is not None:
            gs = (_SGR_SEP + gs + _SGR_END + "\n") if cfg.color else gs + "\n"
            sizes = list(map(len, _RUNS.findall(shown)))
            firsts = list(accumulate(sizes[:-1], initial=0))
            if not f.separator(first_num + shown.find(1)):
                del firsts[0]
            deque(map(heads.__setitem__, firsts, repeat(gs)), maxlen=0)
        if cfg.with_name or cfg.line_numbers:
            marks = list(compress(hits.translate(_MARKS).decode(), shown))
            nums = list(compress(range(first_num, first_num + size), shown))
            f.write(_format_lines(cfg, f.name, heads, nums, marks, printed))
        else:
            if gs is not None:
                printed = list(map(operator.add, heads, printed))
            f.write(sep.join(printed) + sep)
        f.st.printed_any = True
        f.last_printed = first_num + shown.rfind(1)
    selected = hits.count(1)
    if selected:
        f.selected += selected
        state.after_end = first_num + hits.rfind(1) + cfg.after
    # the last lines not printed, for the next block's before-context
    keep = cfg.before
    if keep:
        lo = max(end - keep, f.last_printed, first_num - 1) + 1
        state.held = ext[lo - first_num :]
        state.held_first = lo
    state.lineno = end


def _only_matches(
    cfg: _Cfg, text: str, found: tuple[list[str], bytes]
) -> tuple[list[int], list[str]] | None:
    """-o with context, a block whose selected lines (``found``: the block's lines, 1 in
    its marks for a selected one) are many: the index of the line of each non-empty match
    and the match, or None when a selected line holds only empty matches (its groups are
    then found line by line, see :func:`_context_lines`).

    Decision: such blocks were searched line by line (``grep -o -A1`` of a 200,000-line log
    where most lines match: 370 ms, GNU 36 ms); then by one search of the whole block, each
    match's line from the separators counted before it (a call a match); now each selected
    line is searched alone by ``map`` (``findall``; a pure literal's matches counted with
    ``str.count``) and a line's index is repeated for each of its matches, all in C:
    ``grep -o -C1 -n e`` of 100,000 lines (110,000 matches) 57 -> 22 ms for the matches."""
    lines, hits = found
    rx = cfg.regexes[0]
    if rx.groups:
        return _only_matches_spans(cfg, text, hits)
    chosen = list(compress(lines, hits))
    lit = cfg.pure_literal
    if lit:  # (a plain literal: its matches are its occurrences, all alike)
        counts = list(map(str.count, chosen, repeat(lit)))
        strs = [lit] * sum(counts)
    else:
        per: list[list[str]] = list(map(rx.findall, chosen))
        strs = list(chain.from_iterable(per))
        if "" in strs:  # (empty matches dropped)
            per = [list(filter(None, x)) for x in per]
            strs = list(chain.from_iterable(per))
        counts = list(map(len, per))
    if 0 in counts:
        return None
    at = compress(range(len(lines)), hits)
    return list(chain.from_iterable(map(repeat, at, counts))), strs


def _only_matches_spans(cfg: _Cfg, text: str, hits: bytes) -> tuple[list[int], list[str]] | None:
    """:func:`_only_matches` of a regex with groups (``findall`` would give the groups):
    one search of the whole block (the matches of its lines: none spans a separator), each
    match's line from the separators before it (counted in C)."""
    sep = cfg.sep
    rx = cfg.regexes[0]
    spans: list[tuple[int, int]] = list(
        map(operator.methodcaller("span"), rx.finditer(text, 0, _line_end(text, sep)))
    )
    if not spans:
        return None
    starts = list(map(_FIRST, spans))
    ends = list(map(_SECOND, spans))
    if any(map(operator.eq, starts, ends)):  # (empty matches dropped)
        keep = list(map(operator.ne, starts, ends))
        starts = list(compress(starts, keep))
        ends = list(compress(ends, keep))
    if not starts:
        return None
    strs = list(map(text.__getitem__, map(slice, starts, ends)))
    if sep in "".join(strs):
        return None
    idx = list(accumulate(map(text.count, repeat(sep), [0, *ends[:-1]], starts)))
    lines = set(idx)
    if len(lines) != hits.count(1) or not all(map(hits.__getitem__, lines)):
        return None
    return idx, strs


@lru_cache(maxsize=64)
def _empty_ok(rx: re.Pattern[str]) -> bool:
    """Whether ``rx`` may match an empty string (then -o's selected lines may print none)."""
    return can_match_empty(rx)


def _only_ranges(
    f: _File, text: str, lines: list[str], groups: list[tuple[int, int]], shift: int, first: int
) -> str | None:
    """-o with context of a regex that never matches empty (so each selected line prints a
    match; no -n nor -m): the matches of :func:`_context_block`'s ``groups`` (line
    indexes ``shift`` before ``lines``), one search of each group's lines, each group after
    the group separator; None when a match spans a line separator.

    Measured: ``grep -o -A1 '/api/[a-z]*'`` of a 200,000-line log where most lines match,
    370 ms line by line -> ~60 ms (GNU 36 ms): the regex's own search is most of it."""
    cfg = f.cfg
    sep = cfg.sep
    rx = cfg.regexes[0]
    offs = [0, *accumulate(map(len, lines))]
    head = (f.name + ("\0" if cfg.null else ":")) if cfg.with_name else ""
    gs = cfg.group_separator
    if gs is not None:
        gs = (_SGR_SEP + gs + _SGR_END + "\n") if cfg.color else gs + "\n"
    out: list[str] = []
    if gs is not None and f.separator(first + groups[0][0]):
        out.append(gs)
    joint = sep + head
    per = joint.count(sep)  # (a file name may hold the separator)
    for k, (a, b) in enumerate(groups):
        i = max(a - shift, 0)
        j = b - 1 - shift
        if j < i:
            continue
        so = offs[i] + i
        eo = offs[j + 1] + j
        if rx.groups:
            strs = [m.group() for m in rx.finditer(text, so, eo)]
        else:
            strs = rx.findall(text, so, eo)
        if k and gs is not None:
            out.append(gs)
        if strs:
            body = joint.join(strs)
            if body.count(sep) != (len(strs) - 1) * per:
                return None
            out += [head, body, sep]
    return "".join(out)


def _only_groups(
    f: _File,
    only: tuple[list[int], list[str]],
    groups: list[tuple[int, int]],
    shift: int,
    last: int,
    first_num: int,
) -> None:
    """Print -o's matches (``only``: see :func:`_only_matches`, line indexes ``shift``
    before :func:`_context_block`'s ``groups``, those past line ``last`` not selected):
    each group's matches after the group separator (context lines print nothing)."""
    cfg = f.cfg
    sep = cfg.sep
    idx, strs = only
    if shift:
        idx = [i + shift for i in idx]
    cut = bisect_right(idx, last)
    if cut < len(idx):
        del idx[cut:], strs[cut:]
    head = (f.name + ("\0" if cfg.null else ":")) if cfg.with_name else ""
    gs = cfg.group_separator
    out = ""
    # each match's line: its head (the group separators before it: a group's first match
    # follows one, see :func:`_context_block`), then the name, number and match, all in one
    # ``%`` format of the line's format repeated (an item a match cost twice as much)
    cols: list[Iterable[object]] = []
    fmt = head.replace("%", "%%")
    tail = ""
    if gs is not None:
        gs = (_SGR_SEP + gs + _SGR_END + "\n") if cfg.color else gs + "\n"
        if f.separator(first_num + groups[0][0]):
            out = gs
        heads = [""] * (len(idx) + 1)
        for a, _ in groups[1:]:
            k = bisect_left(idx, a)
            heads[k] += gs
        tail = heads.pop()
        cols.append(heads)
        fmt = "%s" + fmt
    if cfg.line_numbers:
        cols.append(map(operator.add, idx, repeat(first_num)))
        fmt += "%d:"
    cols.append(strs)
    fmt += "%s" + sep
    body = (fmt * len(strs)) % tuple(chain.from_iterable(zip(*cols, strict=True))) if strs else ""
    f.write(out + body + tail)


def _group_lines(
    cfg: _Cfg,
    name: str,
    groups: list[list[int]],
    texts: list[str],
    nums: list[int],
    gs: str | None,
) -> str:
    """The lines of groups of context (``texts``, each a group's lines; ``groups``' first
    and last line numbers and selected lines, at ``nums``), each after the file name
    and/or its number and its mark (``:`` selected, ``-`` context), the groups but the
    first after ``gs``: one ``%`` format of the line format repeated, its arguments laid
    out by slices (measured: ``grep -n -B2`` of 5,000 lines of 100,000, 13 -> 9 ms; a
    ``str.format`` a line)."""
    sep = cfg.sep
    lines = sep.join(texts).split(sep)
    total = len(lines)
    ends = map(operator.add, map(_SECOND, groups), repeat(1))
    nums_all = list(chain.from_iterable(map(range, map(_FIRST, groups), ends)))
    marks = ["-"] * total
    heads = [""] * total
    at = 0
    for g, (lo, hi, i, j) in enumerate(groups):
        for x in range(i, j):
            marks[at + nums[x] - lo] = ":"
        if g and gs is not None:
            heads[at] = gs
        at += hi - lo + 1
    return _format_lines(cfg, name, heads, nums_all, marks, lines)


def _format_lines(
    cfg: _Cfg, name: str, heads: list[str], nums: list[int], marks: list[str], lines: list[str]
) -> str:
    """Lines of context output, each after its head (a group separator or ''), the file
    name and/or its number and its mark, as grep prints them (a name is followed by the
    mark too, unless by -Z's NUL): one ``%`` format of the line format repeated."""
    head = name.replace("%", "%%") if cfg.with_name else ""
    cols: list[list[str] | list[int]] = [heads]
    if cfg.with_name and cfg.null:
        head += "\0"
    elif cfg.with_name:
        head += "%s"
        cols.append(marks)
    if cfg.line_numbers:
        head += "%d%s"
        cols += [nums, marks]
    cols.append(lines)
    args = tuple(chain.from_iterable(zip(*cols, strict=True)))
    return ("%s" + head + "%s" + cfg.sep) * len(lines) % args


#: The widest context (-A/-B) whose groups :func:`_context_sparse` finds by walking lines.
_SPARSE_WIDTH = 32


def _context_sparse(
    f: _File,
    state: _Ctx,
    text: str,
    spans: list[tuple[int, int]],
    matched: list[list[str]] | None = None,
) -> bool:
    """:func:`_context_block` for a block of ``nlines`` lines (more than -B) whose selected
    lines, at ``spans``, are few (or none, with after-context owed by an earlier block): the
    groups are found from the spans by walking their context lines with ``str.find``, and
    only the printed lines are cut (measured: ``grep -A2 ' 503 '`` of a 200,000-line log,
    one line in 25 selected, 30 -> 13 ms; the block path cuts every line)."""
    cfg = f.cfg
    sep = cfg.sep
    before, after = cfg.before, cfg.after
    base = state.lineno
    n_end = _line_end(text, sep)
    # each selected line's number: the separators before it; the block's lines: those
    # before the last one and after its start
    starts = [a for a, _ in spans]
    nums = list(
        accumulate(map(text.count, repeat(sep), [0, *starts[:-1]], starts), initial=base + 1)
    )
    del nums[0]
    if spans:
        nlines = nums[-1] - base + text.count(sep, starts[-1], n_end)
    else:
        nlines = text.count(sep, 0, n_end) + 1
    if nlines <= before:
        return False  # (its kept lines would reach into an earlier block's)
    last = base + nlines
    if spans and cfg.max_count > 0 and f.selected + len(spans) >= cfg.max_count:
        keep = cfg.max_count - f.selected
        del spans[keep:], starts[keep:], nums[keep:]
        state.done = True
    held = state.held_lines()
    held_first = state.held_first
    lower = max(f.last_printed + 1, held_first if held else base + 1)
    # groups: [first line, last line, spans i:j]; a group ends where the next selected
    # line's context does not touch its own (found in C)
    width = before + after + 1
    ends = list(
        compress(
            range(1, len(nums)), map(operator.gt, map(operator.sub, nums[1:], nums), repeat(width))
        )
    )
    ends.append(len(nums))
    groups: list[list[int]] = []
    i = 0
    for j in ends if nums else ():
        groups.append([nums[i] - before, nums[j - 1] + after, i, j])
        i = j
    if groups:
        groups[0][0] = max(groups[0][0], lower)
        groups[-1][1] = min(groups[-1][1], last)
    owed = min(state.after_end, last)
    if owed > base:
        if groups and groups[0][0] <= owed + 1:
            groups[0][0] = base + 1
            groups[0][1] = max(groups[0][1], owed)
        else:
            groups.insert(0, [base + 1, owed, 0, 0])
    if groups:
        find, rfind = text.find, text.rfind
        n_end = _line_end(text, sep)
        numbered = cfg.line_numbers
        named = cfg.with_name or numbered
        gs = cfg.group_separator
        if gs is not None:
            gs = (_SGR_SEP + gs + _SGR_END + "\n") if cfg.color else gs + "\n"
        if matched is not None:  # -o: the selected lines' matches, groups separated
            head = (f.name + ("\0" if cfg.null else ":")) if cfg.with_name else ""
            parts: list[str] = []
            for gi, (lo, _, i, j) in enumerate(groups):
                if gs is not None and (gi or f.separator(lo)):
                    parts.append(gs)
                for x in range(i, j):
                    pre = f"{head}{nums[x]}:" if numbered else head
                    parts += [pre + m + sep for m in matched[x]]
            f.write("".join(parts))
        else:
            # each group's text: from its first selected line back, from its last one on
            cuts: list[tuple[int, int]] = []
            ends = [e for _, e in spans]
            for lo, hi, i, j in groups:
                if i < j:
                    so, k = starts[i], nums[i] - (lo if lo > base else base + 1)
                    eo, e = ends[j - 1], hi - nums[j - 1]
                else:  # (after-context owed by an earlier block)
                    so, k, eo, e = 0, 0, -1, hi - base
                while k:
                    so = rfind(sep, 0, so - 1) + 1
                    k -= 1
                while e:
                    eo = find(sep, eo + 1)
                    e -= 1
                cuts.append((so, n_end if eo < 0 else eo))  # (-1: past the last separator)
            lo = groups[0][0]
            pre = held[lo - held_first :] if lo <= base else []
            items = [text[so:eo] for so, eo in cuts]
            if pre:
                items[0] = sep.join([*pre, items[0]])
            if named:
                body = _group_lines(cfg, f.name, groups, items, nums, gs)
            else:
                body = (sep if gs is None else sep + gs).join(items) + sep
            out = [gs, body] if gs is not None and f.separator(groups[0][0]) else [body]
            f.write("".join(out))
        f.st.printed_any = True
        f.last_printed = groups[-1][1]
    if spans:
        f.selected += len(spans)
        state.after_end = nums[-1] + after
    # the last lines not printed, for the next block's before-context
    keep = before
    state.held = []
    if keep:
        lo = max(last - keep, f.last_printed) + 1
        if lo <= last:
            start = n_end
            for _ in range(last - lo + 1):
                start = text.rfind(sep, 0, start)
            state.held = text[start + 1 : n_end].split(sep)
        state.held_first = lo
    state.lineno = last
    return True


def _skip_block(cfg: _Cfg, state: _Ctx, text: str) -> None:
    """Pass a block that prints nothing: count its lines, keep its last -B lines."""
    sep = cfg.sep
    body = text[: _line_end(text, sep)]
    n = body.count(sep) + 1
    keep = cfg.before
    if keep:
        if n >= keep:
            state.held = body.rsplit(sep, keep)[-keep:]
        else:
            state.held = (state.held_lines() + body.split(sep))[-keep:]
        state.held_first = state.lineno + n - len(state.held) + 1
        state.tail = []
    state.lineno += n


def _tail_lines(f: _File, out: list[str], held: list[tuple[int, int, str]]) -> None:
    """Before-context lines kept from earlier blocks, formatted."""
    for num, off, line in held:
        _context_line(f, out, line, num, off, False)


def _context_line(
    f: _File, out: list[str], line: str, lineno: int, offset: int, selected: bool
) -> None:
    """A line printed with context (selected or not): the last printed, unless it is
    suppressed for its invalid UTF-8 (then, as GNU grep, the next group is not adjacent)."""
    out.append(f.emit_line(line, 0, len(line), lineno, offset, selected))
    if not f.suppressed:
        f.last_printed = lineno


def _context_lines(f: _File, state: _Ctx, text: str) -> None:
    """A block searched line by line (see :func:`_scan_context`): each line tested with the
    searcher, and printed by :meth:`_File.emit_line` (which suppresses lines with invalid
    UTF-8, and handles -o, --color, -b and -T).

    A suppressed line is not output, so GNU grep's after-context, printed from the line
    after the last one output, tries it again for each line still owed: a suppressed
    after-context line ends the after-context; after a suppressed selected line, the owed
    lines are the unprinted ones before it (those of this block), up to it."""
    cfg = f.cfg
    search = _cached_searcher(cfg)
    sep = cfg.sep
    keep = max(cfg.before, 0)
    tail: deque[tuple[int, int, str]] = deque(
        (t for t in state.tail_tuples() if t[0] > f.last_printed), maxlen=keep or 1
    )
    lineno = state.lineno
    offset = state.offset
    n = len(text)
    p = 0
    out: list[str] = []
    seen: list[tuple[int, int, str]] = []  # (the block's lines so far)
    while p < n:
        e = text.find(sep, p)
        e = n if e < 0 else e
        lineno += 1
        line = text[p:e]
        seen.append((lineno, offset, line))
        if state.done:
            if lineno > state.after_end:
                break
            _context_line(f, out, line, lineno, offset, False)
            if f.suppressed:
                state.after_end = lineno - 1
        elif (search(line, 0, len(line)) is not None) != cfg.invert:
            if f.binary:
                f.st.printed_any = True  # (GNU's "used": set though nothing is printed)
                f.selected += 1
                state.done = True
                state.after_end = 0
                break
            start = max(lineno - cfg.before, f.last_printed + 1)
            out.append(f.separator(start))
            held = [t for t in tail if t[0] >= start]
            if held:
                _tail_lines(f, out, held)
            tail.clear()
            _context_line(f, out, line, lineno, offset, True)
            f.st.printed_any = True
            f.selected += 1
            state.after_end = lineno + cfg.after
            if f.suppressed:
                _owed_before(f, out, seen, lineno)
                state.after_end = lineno - 1
            if f.selected == cfg.max_count:
                state.done = True
        elif lineno <= state.after_end:
            _context_line(f, out, line, lineno, offset, False)
            if f.suppressed:
                state.after_end = lineno - 1
        elif keep:
            tail.append((lineno, offset, line))
        if cfg.byte_offset:
            offset += len(text[p : e + 1].encode("utf-8", "surrogateescape"))
        p = e + 1
    state.tail = list(tail) if keep else []
    state.lineno = lineno  # (short of the block's end only when the search is over)
    f.write("".join(out))


def _owed_before(f: _File, out: list[str], seen: list[tuple[int, int, str]], selected: int) -> None:
    """After the selected line ``selected`` was suppressed: GNU grep's after-context starts
    after the last line output, so the unprinted lines before it (of ``seen``, this block's)
    are printed as context, -A of them, up to a suppressed one."""
    first = seen[0][0]
    owed = f.cfg.after
    if owed and not f.last_printed:
        f.at_start = True
    for num, off, line in seen[max(f.last_printed + 1, first) - first : selected - first]:
        if not owed:
            break
        _context_line(f, out, line, num, off, False)
        owed -= 1
        if f.suppressed:
            break


def _tab_width(cfg: _Cfg, size: int | None) -> int:
    """GNU grep's width for line numbers and byte offsets under -T: the digits of the
    input's size (plus one with -n) when it is a regular file of ``size`` bytes, else of
    the largest ``intmax_t`` (19)."""
    if size is None:
        return 19
    return len(str(size + cfg.line_numbers))


def _zapped(f: _File, blocks: Iterator[bytes]) -> Iterator[bytes]:
    """``blocks`` with their NULs made newlines once the file is found binary (GNU grep's
    zap_nuls: -c counts, and -v selects, the pieces between NULs as lines)."""
    for block in blocks:
        yield block.replace(b"\0", b"\n") if f.binary else block


def _grep_stream(
    ctx: CommandContext,
    cfg: _Cfg,
    st: _State,
    stream: InputStream | None,
    name: str,
    data: bytes = b"",
) -> None:
    """Search one input: ``stream``, or the complete contents ``data`` when it is None."""
    f = _File(ctx, cfg, st, name)
    cfg.sampled = None  # (a new file: its blocks' density not judged yet)
    if cfg.initial_tab:
        if isinstance(stream, BytesInput) and not isinstance(stream, PipedBytesInput):
            data, stream = stream.read(), None  # (``< file``: a regular file, of that size)
        f.width = _tab_width(cfg, None if stream is not None else len(data))

    def probe(first: bytes) -> bool:
        """Binary detection on the data read first: False ends the file (without-match)."""
        if cfg.binary_files != "text" and cfg.sep == "\n" and b"\0" in first:
            if cfg.binary_files == "without-match":
                return False
            f.binary = True
        return True

    sep = cfg.sep.encode()
    blocks: Iterator[bytes]
    if stream is not None:
        blocks = _blocks(ctx, stream, sep, probe)
        if cfg.binary_files != "text" and cfg.sep == "\n":
            blocks = _zapped(f, blocks)
    elif not data or cfg.max_count == 0 or not probe(data):
        blocks = iter(())
    else:
        if f.binary:
            data = data.replace(b"\0", b"\n")  # (GNU's zap_nuls: a binary file's NULs end lines)
        blocks = iter((data,)) if len(data) <= _MAX_BLOCK else record_blocks(data, sep)
    if cfg.max_count != 0:
        if cfg.context:
            _scan_context(f, blocks)
        else:
            _scan_fast(f, blocks)
    if f.selected:
        st.status = 0
    tally = _tally(cfg, name, f.selected)
    if tally:
        f.write(tally)
    if cfg.dev_null:
        pass  # (GNU's "out_quiet": nothing said about binary files)
    elif f.selected and f.binary and not (cfg.count or cfg.list_files or cfg.list_nonmatching):
        ctx.stdout.flush()
        err(ctx, f"{name}: binary file matches")
    elif f.bad_line:
        err(ctx, f"{name}: binary file matches")


def _tally(cfg: _Cfg, name: str, selected: int) -> str:
    """What a file's search prints once it is done: its count (-c), its name (-l when a
    line was selected, -L when none was), or nothing."""
    shown = _SGR_FILE + name + _SGR_END if cfg.color else name
    if cfg.count:
        pre = ""
        if cfg.with_name:
            pre = shown + ("\0" if cfg.null else (_SGR_SEP + ":" + _SGR_END if cfg.color else ":"))
        return f"{pre}{selected}\n"
    if (cfg.list_files and selected) or (cfg.list_nonmatching and not selected):
        return shown + ("\0" if cfg.null else "\n")
    return ""


def _whole_ok(cfg: _Cfg) -> bool:
    """Whether :func:`_grep_whole` can search files of this config (computed once)."""
    if cfg.whole is None:
        cfg.whole = (
            _simple(cfg)
            and not (cfg.context or cfg.quiet or cfg.list_nonmatching)
            and not (cfg.list_files and cfg.invert)
            and not (cfg.count and cfg.list_files)
            and cfg.max_count != 0
        )
    return cfg.whole


def _grep_whole(ctx: CommandContext, cfg: _Cfg, st: _State, name: str, data: bytes) -> bool:
    """Search the complete contents of a small file in one go (``grep -r`` over many files);
    False, having done nothing, when the general path is needed (big, binary or not UTF-8)."""
    if len(data) > _MAX_BLOCK or (b"\0" in data and cfg.binary_files != "text"):
        return False
    try:
        text = data.decode()
    except UnicodeDecodeError:
        return False
    limit = cfg.max_count if cfg.max_count > 0 else -1
    if cfg.list_files:
        if _matching_lines(cfg, text, 0, 1):
            st.status = 0
            ctx.stdout.write(_tally(cfg, name, 1).encode("utf-8", "surrogateescape"))
        return True
    if cfg.count:
        if cfg.invert:
            if limit >= 0:
                return False
            sep = cfg.sep
            k = text.count(sep) + (1 if text and not text.endswith(sep) else 0)
            k -= _count_matching(cfg, text)
        else:
            k = _count_matching(cfg, text)
            if 0 <= limit < k:
                k = limit
        if k:
            st.status = 0
        ctx.stdout.write(_tally(cfg, name, k).encode("utf-8", "surrogateescape"))
        return True
    k, out, _ = _emit_simple(cfg, name, text, 0, limit)
    if k:
        st.status = 0
        ctx.stdout.write(out.encode("utf-8", "surrogateescape"))
        st.printed_any = True
    return True


def _included(cfg: _Cfg, name: str, command_line: bool) -> bool:
    base = name.rstrip("/").rsplit("/", 1)[-1]
    if cfg.include and not any(fnmatchcase(base, g) for g in cfg.include):
        return False
    if any(fnmatchcase(base, g) or (command_line and fnmatchcase(name, g)) for g in cfg.exclude):
        return False
    return True


def _excluded_operand(globs: list[str], name: str) -> bool:
    """Whether --exclude-dir skips a directory named on the command line: as GNU's
    unanchored exclude, a glob matching the name as given or any part of it after a ``/``
    (``--exclude-dir=sub`` skips ``d/sub``, ``--exclude-dir=.`` skips ``.``; ``d/`` is not
    ``d``)."""
    tails = [name, *(name[i + 1 :] for i, c in enumerate(name) if c == "/")]
    return any(fnmatchcase(t, g) for g in globs for t in tails)


def _walk(ctx: CommandContext, cfg: _Cfg, st: _State, path: str, shown: str) -> None:
    try:
        entries = sorted(ctx.fs.kinds(path))
    except FSError as e:
        if not cfg.no_messages:
            err(ctx, f"{shown}: {e.strerror}")
        st.error = True
        return
    base = path.rstrip("/") + "/"
    shown_base = (shown.rstrip("/") + "/") if shown else ""
    contents = ctx.fs.readable_contents(path) if not path.startswith(_SPECIAL) else {}
    filtered = bool(cfg.include or cfg.exclude)
    check = ctx.check
    get = contents.get
    for nm, kind in entries:
        check()
        if kind is None:
            continue
        data = get(nm)
        if data is not None:
            if not filtered or _included(cfg, nm, False):
                _grep_contents(ctx, cfg, st, shown_base + nm, data)
            continue
        full = base + nm
        child = shown_base + nm
        if kind == "symlink":
            if not cfg.deref:
                continue
            try:
                kind = ctx.fs.stat(full).kind
            except FSError as e:  # (-R of a link to nothing)
                if not cfg.no_messages:
                    err(ctx, f"{child}: {e.strerror}")
                st.error = True
                continue
        if kind == "dir":
            if any(fnmatchcase(nm, g) for g in cfg.exclude_dir):
                continue
            _walk(ctx, cfg, st, full, child)
        elif kind == "file":
            if not _included(cfg, nm, False):
                continue
            _grep_file(ctx, cfg, st, child, full)


def _skip_literal(cfg: _Cfg) -> tuple[bytes, ...] | None:
    """Bytes without all of which a file selects no line *and* prints nothing (so it can be
    skipped unread), or None when every file must be searched (``-v``, ``-c``, ``-L``);
    computed once per config."""
    if cfg.skip is False:
        cfg.skip = None
        lits = (cfg.literal,) if cfg.literal is not None else cfg.literals
        if not (lits is None or cfg.invert or cfg.count or cfg.list_nonmatching):
            try:
                cfg.skip = tuple(x.encode("utf-8", "surrogateescape") for x in lits)
            except UnicodeEncodeError:
                pass
    return cfg.skip if isinstance(cfg.skip, tuple) else None


def _grep_contents(ctx: CommandContext, cfg: _Cfg, st: _State, shown: str, data: bytes) -> None:
    """Search the complete contents of a file of the tree (``grep -r``'s files, and file
    operands): skipped when it lacks every required literal, else searched whole when small
    (:func:`_grep_whole`), else block by block."""
    skip = _skip_literal(cfg)
    if skip is None or _holds(data, skip):
        if not (_whole_ok(cfg) and _grep_whole(ctx, cfg, st, shown, data)):
            _grep_stream(ctx, cfg, st, None, shown, data)


def _holds(data: AnyStr, needles: tuple[AnyStr, ...]) -> bool:
    """Whether ``data`` holds one of ``needles``."""
    for x in needles:
        if x in data:
            return True
    return False


#: Paths that ``open_input`` may serve specially (devices, process substitution).
_SPECIAL = ("/dev", "/proc")


def _grep_file(ctx: CommandContext, cfg: _Cfg, st: _State, shown: str, full: str) -> None:
    stream: InputStream | None = None
    data = b""
    try:
        if full.startswith(_SPECIAL):  # (devices, /dev/stdin, process substitution)
            stream = ctx.open_input(full)
        else:
            data = ctx.fs.read_bytes(full)
    except FSError as e:
        if not cfg.no_messages:
            err(ctx, f"{shown}: {e.strerror}")
        st.error = True
        return
    if stream is not None:
        _grep_stream(ctx, cfg, st, stream, shown)
        return
    # (``find ... | xargs grep -l x`` names thousands of small files)
    _grep_contents(ctx, cfg, st, shown, data)


def _run(ctx: CommandContext, default_mode: str) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    got = _config(ctx, p, default_mode)
    if isinstance(got, int):
        return got
    cfg, files = got
    if isinstance(ctx.stdout, NullOutput):
        cfg.dev_null = True
        cfg.count = cfg.list_files = cfg.list_nonmatching = cfg.context = False
        cfg.before = cfg.after = 0
        if cfg.max_count != 0:
            cfg.max_count = 1
    st = _State()
    implicit = False
    if not files:
        if cfg.recursive:
            files = ["."]
            implicit = True
        else:
            files = ["-"]
    if not any(k == "h" for k, _ in p.opts) and not any(k == "H" for k, _ in p.opts):
        # (-r names the files it finds in directories; a lone file operand goes unnamed)
        cfg.with_name = len(files) > 1 or (
            cfg.recursive and files[0] != "-" and ctx.fs.is_dir(ctx.abspath(files[0]))
        )
    elif any(k == "H" for k, _ in p.opts) and any(k == "h" for k, _ in p.opts):
        cfg.with_name = [k for k, _ in p.opts if k in ("h", "H")][-1] == "H"
    if any(k == "line-buffered" for k, _ in p.opts):
        return _search_all(ctx, cfg, st, files, implicit)
    with buffered_output(ctx):
        return _search_all(ctx, cfg, st, files, implicit)


def _prefetcher(ctx: CommandContext) -> Callable[[str], bytes | None]:
    """The contents of a path when it names a readable in-memory regular file (else None),
    from its directory's contents read once (see ``VirtualFS.readable_contents``)."""
    dirs: dict[str, dict[str, bytes]] = {}

    def contents(full: str) -> bytes | None:
        parent, _, name = full.rpartition("/")
        if name in ("", ".", "..") or full.startswith(_SPECIAL):
            return None
        got = dirs.get(parent)
        if got is None:
            got = dirs[parent] = ctx.fs.readable_contents(parent or "/")
        return got.get(name)

    return contents


def _search_all(
    ctx: CommandContext, cfg: _Cfg, st: _State, files: list[str], implicit: bool
) -> int:
    # (``find ... | xargs grep`` names thousands of files: each directory's files read in one
    # lookup, not two path resolutions a file)
    prefetched = _prefetcher(ctx) if len(files) > 16 else None
    try:
        for name in files:
            if prefetched is not None and name != "-":
                data = prefetched(ctx.abspath(name))
                if data is not None:  # (a readable regular file)
                    if _included(cfg, name, True):
                        _grep_contents(ctx, cfg, st, name, data)
                    continue
            if name == "-":
                stdin = ctx.stdin_stream
                if isinstance(stdin, UnreadableInput):
                    # (``0<&-``: GNU's fstat fails; open for writing only: its read does,
                    # and the file is done with no line selected)
                    if not cfg.no_messages:
                        err(ctx, f"{cfg.label}: Bad file descriptor")
                    st.error = True
                    tally = "" if stdin.closed else _tally(cfg, cfg.label, 0)
                    if tally:
                        ctx.stdout.write(tally.encode("utf-8", "surrogateescape"))
                    continue
                _grep_stream(ctx, cfg, st, stdin, cfg.label)
                continue
            if not name:  # (an empty path: no such file)
                if not cfg.no_messages:
                    err(ctx, ": No such file or directory")
                st.error = True
                continue
            full = ctx.abspath(name)
            if ctx.fs.is_dir(full):
                if cfg.directories == "skip":
                    continue
                if cfg.directories == "recurse":
                    if not implicit and _excluded_operand(cfg.exclude_dir, name):
                        continue
                    _walk(ctx, cfg, st, full, "" if implicit else name)
                    continue
                if not cfg.no_messages:
                    err(ctx, f"{name}: Is a directory")
                st.error = True
                # (GNU reads it as a file that fails: it has no matching line)
                tally = _tally(cfg, name, 0)
                if tally:
                    ctx.stdout.write(tally.encode("utf-8", "surrogateescape"))
                continue
            if not _included(cfg, name, True):
                continue
            _grep_file(ctx, cfg, st, name, full)
    except _Quit:
        return 0
    if st.error and not (cfg.quiet and st.status == 0):
        return 2
    return st.status


def main(ctx: CommandContext) -> int:
    """``grep``."""
    return _run(ctx, "G")


def egrep_main(ctx: CommandContext) -> int:
    """``egrep`` (= ``grep -E``: GNU's is a script running ``grep -E``, whose messages
    say ``grep:``)."""
    ctx.name = "grep"
    return _run(ctx, "E")


def fgrep_main(ctx: CommandContext) -> int:
    """``fgrep`` (= ``grep -F``)."""
    ctx.name = "grep"
    return _run(ctx, "F")
