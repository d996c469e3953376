"""``column``: columnate lists or build tables (util-linux 2.38).

Owns the fill-columns/fill-rows layout with tab stops of 8 (``-c``, ``-x``, ``-L``) and the
table mode of libsmartcols as ``column -t`` uses it: ``-s`` separators (whitespace runs by
default, any listed character otherwise, empty fields kept), ``-o``, ``-N`` headers, ``-R``
right alignment, ``-H`` hidden, ``-O`` order, ``-d``, ``-l`` column limit, ``-J``/``-n`` JSON,
``-r``/``-i``/``-p`` trees, and libsmartcols' fitting of a table to the width (``-c``, COLUMNS,
80): ``-T`` truncated and ``-W`` wrapped columns, ``-E`` (by default the last column) cells
longer than twice their column's average left out of its width.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from itertools import repeat

from agentsh.commands._common import open_operand
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, value
from agentsh.vfs import FSError

HELP = """
Usage:
 column [options] [<file>...]

Columnate lists.

Options:
 -t, --table                      create a table
 -n, --table-name <name>          table name for JSON output
 -O, --table-order <columns>      specify order of output columns
 -N, --table-columns <names>      comma separated columns names
 -l, --table-columns-limit <num>  maximal number of input columns
 -E, --table-noextreme <columns>  don't count long text from the columns to column width
 -d, --table-noheadings           don't print header
 -e, --table-header-repeat        repeat header for each page
 -H, --table-hide <columns>       don't print the columns
 -R, --table-right <columns>      right align text in these columns
 -T, --table-truncate <columns>   truncate text in the columns when necessary
 -W, --table-wrap <columns>       wrap text in the columns when necessary
 -L, --keep-empty-lines           don't ignore empty lines
 -J, --json                       use JSON output format for table

 -r, --tree <column>              column to use tree-like output for the table
 -i, --tree-id <column>           line ID to specify child-parent relation
 -p, --tree-parent <column>       parent to specify child-parent relation

 -c, --output-width <width>       width of output in number of characters
 -o, --output-separator <string>  columns separator for table output (default is two spaces)
 -s, --separator <string>         possible table delimiters
 -x, --fillrows                   fill rows before columns

 -h, --help                       display this help
 -V, --version                    display version

For more details see column(1).
"""

SPEC = Spec(
    "column",
    [
        flag("t", "t", "table"),
        value("n", "n", "table-name"),
        value("O", "O", "table-order"),
        value("N", "N", "table-columns"),
        value("l", "l", "table-columns-limit"),
        value("E", "E", "table-noextreme"),
        flag("d", "d", "table-noheadings"),
        flag("e", "e", "table-header-repeat"),
        value("H", "H", "table-hide"),
        value("R", "R", "table-right"),
        value("T", "T", "table-truncate"),
        value("W", "W", "table-wrap"),
        flag("L", "L", "keep-empty-lines"),
        flag("J", "J", "json"),
        value("r", "r", "tree"),
        value("i", "i", "tree-id"),
        value("p", "p", "tree-parent"),
        value("c", "c", "output-width", "columns"),
        value("o", "o", "output-separator"),
        value("s", "s", "separator"),
        flag("x", "x", "fillrows"),
        flag("help", "h", "help"),
        flag("version", "V", "version"),
    ],
    help_version=False,
)


def width(text: str) -> int:
    """Display width: sum of the positive ``wcwidth`` of the characters."""
    if text.isascii():
        if text.isprintable():  # (ASCII: " " to "~")
            return len(text)
        return sum(1 for c in text if " " <= c < "\x7f")
    w = 0
    for ch in text:
        o = ord(ch)
        if o < 0x20 or 0x7F <= o < 0xA0 or 0xDC80 <= o <= 0xDCFF:
            continue
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w


class _Err(Exception):
    pass


_CELL = re.compile(r"[^ \t]+")


def _split_ws(line: str, limit: int) -> list[str]:
    """The cells of ``line`` split at runs of blanks, at most ``limit`` (0: any number).

    util-linux 2.38 takes the last cell, once it has the others, as the line from an
    offset: the blanks before the first cell plus the other cells' lengths plus one blank
    per cell (not the blanks actually skipped: ``a  b c`` with ``-l 2`` gives `` b c``), up
    to the end of one of those cells (``wcstok`` wrote a NUL there: ``a  b c d`` with ``-l
    3`` gives an empty cell); no cell when the offset is at or past the line's end."""
    if not limit:
        return _CELL.findall(line)
    cells: list[str] = []
    ends: list[int] = []  # where wcstok wrote its NULs
    offset = 0
    for m in _CELL.finditer(line):
        if len(cells) == limit - 1:
            break
        if not cells:
            offset = m.start()
        cells.append(m.group())
        ends.append(m.end())
        offset += len(cells[-1]) + 1
    if len(cells) == limit - 1 and offset < len(line):
        cut = min([e for e in ends if e >= offset], default=len(line))
        cells.append(line[offset:cut])
    return cells


def _split_set(line: str, seps: str, limit: int) -> list[str]:
    """The cells of ``line`` split at each of ``seps``, at most ``limit`` (0: any number);
    the last of ``limit`` is the rest of the line, none when nothing is left."""
    cells: list[str] = []
    start = 0
    for i, ch in enumerate(line):
        if limit and len(cells) == limit - 1:
            break
        if ch in seps:
            cells.append(line[start:i])
            start = i + 1
    if not (limit and len(cells) == limit - 1 and start >= len(line)):
        cells.append(line[start:])
    return cells


def _blank(line: str) -> bool:
    """Whether a line is all white space (util-linux's ``skip_space``): an empty line."""
    return not line.strip(" \t\n\v\f\r")


def _limit_error(text: str) -> str:
    """What util-linux says of a ``-l`` value (``strtou32_or_err``, then a check for 0), or
    "" when it is a valid limit."""
    m = re.fullmatch(r"[ \t\n\v\f\r]*([-+]?)([0-9]+)", text)
    if m is None:
        return f"invalid columns limit argument: '{text}'"
    n = int(m.group(2))
    if n > 0xFFFFFFFF or (m.group(1) == "-" and n):  # (strtoumax wraps a negative)
        return f"invalid columns limit argument: '{text}': Numerical result out of range"
    if n == 0:
        return "columns limit must be greater than zero"
    return ""


def _col_list(spec: str, names: list[str]) -> list[int]:
    """0-based column indexes of a ``-R``/``-H``/``-O`` list (names or 1-based numbers)."""
    out: list[int] = []
    for part in spec.split(","):
        if part.isdigit():
            n = int(part)
            if n == 0:
                out.extend(range(len(names)))
            else:
                out.append(n - 1)
            continue
        low = [x.lower() for x in names]
        if part.lower() in low:
            out.append(low.index(part.lower()))
            continue
        raise _Err(f"undefined column name '{part}'")
    return out


#: the control characters libsmartcols writes as two-character escapes in JSON
_JSON_ESC = {"\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _json_str(s: str) -> str:
    out: list[str] = ['"']
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch in _JSON_ESC:
            out.append(_JSON_ESC[ch])
        elif ord(ch) < 0x20:  # (DEL goes out as is)
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _plain_table(lines: list[str], opts: dict[str, str | None], sep: str) -> str | None:
    """``-t`` of printable ASCII lines (a cell's width is its length) whose rows all have
    the same number of cells, without column options (-N -R -H -O -J -l): each column padded
    by one ``map`` of ``str.ljust`` to its widest cell, the rows joined with ``sep`` (the last
    column unpadded). None otherwise (the general way).

    Decision: the general way takes a few Python steps a cell (``column -s, -t`` of 100,000
    CSV rows of 5 cells: 415 -> ~90 ms)."""
    if any(opts[k] for k in ("N", "R", "H", "O", "J", "l", "T", "W", "E", "r")):
        return None
    if opts["J"] is not None:
        return None
    seps = opts["s"]
    if not lines or seps == "":
        return None
    text = "".join(lines)
    if not (text.isascii() and text.isprintable()):
        return None
    if seps is None:
        rows = list(map(_CELL.findall, lines))
    elif len(seps) == 1:
        rows = list(map(str.split, lines, repeat(seps)))
    else:
        rows = list(map(re.compile("[" + re.escape(seps) + "]").split, lines))
    n = len(rows[0])
    if not n or any(len(r) != n for r in rows):
        return None
    cols = list(zip(*rows, strict=True))
    padded: list[Iterable[str]] = [
        map(str.ljust, col, repeat(max(map(len, col)))) for col in cols[:-1]
    ]
    padded.append(cols[-1])
    return "\n".join(map(sep.join, zip(*padded, strict=True))) + "\n"


def _table(ctx: CommandContext, lines: list[str], opts: dict[str, str | None], sep: str) -> int:
    limit = int(opts["l"] or 0)
    seps = opts["s"]
    if opts["N"] is None and all(map(_blank, lines)):  # (-L's empty lines: no column)
        return 1
    plain = _plain_table(lines, opts, sep)
    if plain is not None:
        ctx.stdout.write(plain.encode("utf-8", "surrogateescape"))
        return 0
    rows: list[list[str]] = []
    for line in lines:
        if _blank(line):  # (-L: an empty line of the table, every cell empty)
            rows.append([])
        elif seps is None:
            rows.append(_split_ws(line, limit))
        elif seps == "":
            rows.append([line])
        else:
            rows.append(_split_set(line, seps, limit))
    names = [n for n in opts["N"].split(",")] if opts["N"] is not None else []
    ncols = max([len(names)] + [len(r) for r in rows])
    if opts["J"] is not None:
        ncols = len(names) if opts["N"] is not None else ncols
    allnames = names + [""] * (ncols - len(names))
    try:
        right = set(_col_list(opts["R"], allnames)) if opts["R"] else set[int]()
        hide = set(_col_list(opts["H"], allnames)) if opts["H"] else set[int]()
        order = _col_list(opts["O"], allnames) if opts["O"] else []
        trunc = set(_col_list(opts["T"], allnames)) if opts["T"] else set[int]()
        wrap = set(_col_list(opts["W"], allnames)) if opts["W"] else set[int]()
        noext = set(_col_list(opts["E"], allnames)) if opts["E"] else None
        tree = None
        if opts["r"] is not None:
            tree = tuple(_col_list(opts[k] or "", allnames)[0] for k in "rip")
    except _Err as e:
        ctx.stderr.write(f"column: {e}\n".encode())
        return 1
    cols = [c for c in order if 0 <= c < ncols]
    cols += [c for c in range(ncols) if c not in cols]
    cols = [c for c in cols if c not in hide]
    kids: list[list[int]] | None = None
    roots = list(range(len(rows)))
    if tree is not None:
        roots, kids = _forest(rows, tree[1], tree[2])
    if opts["J"] is not None:
        if opts["N"] is not None:
            for k, r in enumerate(rows):
                if len(r) > len(names):
                    ctx.stderr.write(
                        f"column: line {k + 2}: for JSON the name of the column "
                        f"{len(names) + 1} is required\n".encode()
                    )
                    return 1
        tname = opts["n"] or "table"
        out = ["{\n", f"   {_json_str(tname)}: [\n"]
        _json_rows(rows, roots, kids, cols, allnames, "      ", out)
        out.append("   ]\n}\n")
        ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))
        return 0
    if tree is not None and kids is not None:
        rows = _tree_rows(rows, roots, kids, tree[0], _utf8(ctx.env))
    show_header = opts["N"] is not None and opts["d"] is None
    if noext is None:  # (column's default: the last visible column)
        noext = {cols[-1]} if cols else set[int]()
    headers = allnames if opts["N"] is not None else None
    lens: dict[int, list[int]] = {}
    tw = _termwidth(ctx, opts)
    widths = _widths(rows, cols, headers, tw, width(sep), noext, trunc | wrap, lens)
    out_lines: list[str] = []
    table = ([allnames] if show_header else []) + rows
    if not trunc and not wrap and all(max(lens[c], default=0) <= widths[c] for c in cols):
        _print_plain(table, cols, widths, sep, right, out_lines)  # (every cell fits)
    else:
        for r in table:
            _print_row(r, cols, widths, sep, right, trunc, wrap, out_lines)
    ctx.stdout.write("".join(out_lines).encode("utf-8", "surrogateescape"))
    return 0


def _utf8(env: dict[str, str]) -> bool:
    """Whether the locale (LC_ALL, LC_CTYPE, LANG; none: the sandbox's C.UTF-8) is UTF-8."""
    name = (env.get("LC_ALL") or env.get("LC_CTYPE") or env.get("LANG") or "C.UTF-8").lower()
    return "utf-8" in name or "utf8" in name


def _forest(rows: list[list[str]], cid: int, cparent: int) -> tuple[list[int], list[list[int]]]:
    """-r: the rows without a parent (in input order) and each row's children: a row's
    parent is the first row whose ``cid`` cell is its ``cparent`` cell (not itself)."""
    first: dict[str, int] = {}
    for k, r in enumerate(rows):
        if cid < len(r):
            first.setdefault(r[cid], k)
    kids: list[list[int]] = [[] for _ in rows]
    roots: list[int] = []
    for k, r in enumerate(rows):
        parent = first.get(r[cparent], k) if cparent < len(r) else k
        if parent == k:
            roots.append(k)
        else:
            kids[parent].append(k)
    return roots, kids


def _tree_rows(
    rows: list[list[str]], roots: list[int], kids: list[list[int]], ctree: int, utf8: bool
) -> list[list[str]]:
    """The rows in tree order, each one's ``ctree`` cell led by libsmartcols' tree art."""
    branch, last, vert, blank = ("├─", "└─", "│ ", "  ") if utf8 else ("|-", "`-", "| ", "  ")
    out: list[list[str]] = []
    seen: set[int] = set()

    def walk(k: int, art: str, lead: str) -> None:
        if k in seen:
            return
        seen.add(k)
        r = list(rows[k])
        if art:
            while len(r) <= ctree:
                r.append("")
            r[ctree] = art + r[ctree]
        out.append(r)
        for i, child in enumerate(kids[k]):
            end = i == len(kids[k]) - 1
            walk(child, lead + (last if end else branch), lead + (blank if end else vert))

    for k in roots:
        walk(k, "", "")
    return out


def _json_rows(
    rows: list[list[str]],
    ks: list[int],
    kids: list[list[int]] | None,
    cols: list[int],
    names: list[str],
    ind: str,
    out: list[str],
) -> None:
    """The JSON objects of rows ``ks`` at indentation ``ind``, children nested (-r)."""
    for n, k in enumerate(ks):
        r = rows[k]
        out.append(f"{ind}{{\n" if n == 0 else f"{ind}}},{{\n")
        items: list[str] = []
        for c in cols:
            cell = r[c] if c < len(r) else ""
            val = _json_str(cell) if cell else "null"
            items.append(f"{ind}   {_json_str(names[c].lower())}: {val}")
        children = kids[k] if kids is not None else []
        if children:
            items.append(f'{ind}   "children": [')
        out.append(",\n".join(items) + "\n")
        if children:
            _json_rows(rows, children, kids, cols, names, ind + "      ", out)
            out.append(f"{ind}   ]\n")
    if ks:
        out.append(f"{ind}}}\n")


def _termwidth(ctx: CommandContext, opts: dict[str, str | None]) -> int:
    """The width a table must fit (``-c``, else COLUMNS, else 80)."""
    c = opts["c"]
    if c is not None and c.isdigit():
        return int(c)
    cols = ctx.env.get("COLUMNS", "")
    return int(cols) if cols.isdigit() and int(cols) > 0 else 80


def _widths(
    rows: list[list[str]],
    cols: list[int],
    headers: list[str] | None,
    termwidth: int,
    seplen: int,
    noext: set[int],
    narrow: set[int],
    lens: dict[int, list[int]],
) -> dict[int, int]:
    """The widths libsmartcols (util-linux 2.38) gives the visible columns ``cols``: each
    its widest cell, at least its header (or 1); too wide a table first loses the cells of
    the ``noext`` columns longer than twice their column's average, then has the ``narrow``
    (-T/-W) columns shrunk a character at a time, in turn, down to that minimum. A table
    narrower than the width gives the extreme columns back what they lost. ``lens`` gets
    each column's cell widths."""
    w: dict[int, int] = {}
    wmin: dict[int, int] = {}
    wmax: dict[int, int] = {}
    avg: dict[int, int] = {}
    extreme: list[int] = []
    for c in cols:
        ls = [width(r[c]) if c < len(r) else 0 for r in rows]
        lens[c] = ls
        wmin[c] = max(1, width(headers[c]) if headers is not None else 0)
        wmax[c] = max(ls, default=0)
        w[c] = max(wmax[c], wmin[c])
        if c in noext and ls:
            avg[c] = sum(ls) // len(ls)
            if avg[c] and wmax[c] > avg[c] * 2:
                extreme.append(c)
    total = sum(w.values()) + seplen * max(0, len(cols) - 1)
    extremes = len(extreme)
    if total > termwidth and extremes:
        for c in extreme:
            new = max(max((n for n in lens[c] if n <= avg[c] * 2), default=0), wmin[c])
            if w[c] > new:
                total -= w[c] - new
                w[c] = new
            else:
                extremes -= 1
    if total < termwidth and extremes:
        for c in extreme:
            add = termwidth - total
            if add and w[c] + add > wmax[c]:
                add = max(0, wmax[c] - w[c])
            w[c] += add
            total += add
            if total == termwidth:
                break
    if total > termwidth and narrow:
        changed = True
        while total > termwidth and changed:
            changed = False
            for c in cols:
                if total <= termwidth:
                    break
                if c in narrow and w[c] > wmin[c] and w[c]:
                    w[c] -= 1
                    total -= 1
                    changed = True
    return w


def _chunks(text: str, size: int) -> list[str]:
    """``text`` cut into pieces of at most ``size`` columns (at least a character each)."""
    if text.isascii() and text.isprintable():
        return [text[i : i + size] for i in range(0, len(text), size)] or [""]
    out: list[str] = []
    cur = ""
    cw = 0
    for ch in text:
        chw = width(ch)
        if cur and cw + chw > size:
            out.append(cur)
            cur, cw = "", 0
        cur += ch
        cw += chw
    out.append(cur)
    return out


def _truncate(text: str, size: int) -> str:
    """The longest start of ``text`` of at most ``size`` columns."""
    if text.isascii() and text.isprintable():
        return text[:size]
    cw = 0
    for i, ch in enumerate(text):
        cw += width(ch)
        if cw > size:
            return text[:i]
    return text


def _print_plain(
    table: list[list[str]],
    cols: list[int],
    widths: dict[int, int],
    sep: str,
    right: set[int],
    out: list[str],
) -> None:
    """The rows of a table whose cells all fit their columns, a line each."""
    last = cols[-1] if cols else -1
    for r in table:
        parts: list[str] = []
        for c in cols:
            cell = r[c] if c < len(r) else ""
            pad = " " * (widths[c] - width(cell))
            if c == last:
                parts.append(pad + cell if (c in right and cell) else cell)
            elif c in right:
                parts.append(pad + cell + sep)
            else:
                parts.append(cell + pad + sep)
        out.append("".join(parts) + "\n")


def _print_row(
    r: list[str],
    cols: list[int],
    widths: dict[int, int],
    sep: str,
    right: set[int],
    trunc: set[int],
    wrap: set[int],
    out: list[str],
) -> None:
    """One table row as libsmartcols prints it: cells padded to their columns' widths (the
    last one not padded unless right-aligned), -T cells cut, -W cells over as many lines as
    they need (the other cells empty there), and after a cell too long for its column the
    next ones on a new line, under their columns."""
    pending: dict[int, list[str]] = {}
    cells: list[str] = []
    for c in cols:
        cell = r[c] if c < len(r) else ""
        if c in wrap and cell and width(cell) > widths[c]:
            parts = _chunks(cell, widths[c])
            cell = parts[0]
            pending[c] = parts[1:]
        cells.append(cell)
    last = len(cols) - 1
    while True:
        line: list[str] = []
        for i, c in enumerate(cols):
            cell = cells[i]
            size = widths[c]
            n = width(cell)
            if i == last and n < size and c not in right:
                size = n
            if c in trunc and n > size:
                cell = _truncate(cell, size)
                n = width(cell)
            if not cell and i == last:
                break
            line.append(" " * (size - n) + cell if c in right else cell + " " * (size - n))
            if i == last:
                break
            if n > size and c not in trunc:
                line.append("\n")
                line.extend(" " * widths[k] + sep for k in cols[: i + 1])
            else:
                line.append(sep)
        out.append("".join(line) + "\n")
        if not any(pending.values()):
            return
        cells = [pending[c].pop(0) if pending.get(c) else "" for c in cols]


def _fill(ctx: CommandContext, ents: list[str], termwidth: int, rows_first: bool) -> None:
    if not ents:
        return
    widths = [width(e) for e in ents]
    maxlength = max(widths)
    if maxlength >= termwidth:
        ctx.stdout.write("".join(e + "\n" for e in ents).encode("utf-8", "surrogateescape"))
        return
    maxlength = (maxlength + 8) & ~7
    numcols = max(1, termwidth // maxlength)
    out: list[str] = []
    n = len(ents)
    if rows_first:
        chcnt = col = 0
        endcol = maxlength
        for i, e in enumerate(ents):
            out.append(e)
            chcnt += widths[i]
            if i == n - 1:  # (the last entry: no padding after it)
                break
            col += 1
            if col == numcols:
                chcnt = col = 0
                endcol = maxlength
                out.append("\n")
            else:
                while (cnt := (chcnt + 8) & ~7) <= endcol:
                    out.append("\t")
                    chcnt = cnt
                endcol += maxlength
        if chcnt:
            out.append("\n")
    else:
        numrows = -(-n // numcols)
        for row in range(numrows):
            endcol = maxlength
            chcnt = 0
            base = row
            for _ in range(numcols):
                out.append(ents[base])
                chcnt += widths[base]
                base += numrows
                if base >= n:
                    break
                while (cnt := (chcnt + 8) & ~7) <= endcol:
                    out.append("\t")
                    chcnt = cnt
                endcol += maxlength
            out.append("\n")
    ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    if p.has("help"):
        ctx.stdout.write(HELP.encode())
        return 0
    if p.has("version"):
        ctx.stdout.write(b"column from util-linux 2.38.1\n")
        return 0
    keys = ("t", "n", "O", "N", "l", "d", "H", "R", "J", "c", "o", "s", "x", "L", "T", "W", "E")
    keys += ("r", "i", "p")
    opts: dict[str, str | None] = {k: None for k in keys}
    for k, v in p.opts:
        if k in opts:
            opts[k] = v if v is not None else ""
        if k == "l":  # (checked as getopt hands it over)
            problem = _limit_error(v or "")
            if problem:
                ctx.stderr.write(f"column: {problem}\n".encode("utf-8", "surrogateescape"))
                return 1
    table_mode = opts["t"] is not None or opts["J"] is not None
    if table_mode and opts["r"] is not None and (opts["i"] is None or opts["p"] is None):
        ctx.stderr.write(
            b"column: options --tree-id and --tree-parent are required for tree formatting\n"
        )
        return 1
    if opts["J"] is not None and opts["N"] is None:
        ctx.stderr.write(b"column: option --table-columns required for --json\n")
        return 1
    termwidth = 80
    if opts["c"] is not None:
        c = opts["c"]
        if not c.isdigit():
            ctx.stderr.write(f"column: invalid columns argument: '{c}'\n".encode())
            return 1
        termwidth = int(c)
    elif ctx.env.get("COLUMNS", "").isdigit() and int(ctx.env["COLUMNS"]) > 0:
        termwidth = int(ctx.env["COLUMNS"])
    keep_empty = opts["L"] is not None
    lines: list[str] = []
    failed = 0  # files that could not be opened
    for name in p.operands or ["-"]:
        try:
            data = open_operand(ctx, name).read()
        except FSError as e:
            if e.strerror == "Is a directory":  # (it opens, and then its read fails: fatal)
                ctx.stderr.write(f"column: read failed: {e.strerror}\n".encode())
                return 1
            ctx.stderr.write(f"column: {name}: {e.strerror}\n".encode("utf-8", "surrogateescape"))
            failed += 1
            continue
        text = data.decode("utf-8", "surrogateescape")
        parts = text.split("\n")
        if parts and parts[-1] == "":
            parts.pop()
        for line in parts:
            if not keep_empty and (_blank(line) if table_mode else line == ""):
                continue
            lines.append(line)
    # util-linux exits with the count of unopened files when nothing was read, and
    # otherwise 0 after a table, 1 after columns if a file was missing
    if table_mode:
        if not lines:
            return 1 if failed else 0
        sep = opts["o"] if opts["o"] is not None else "  "
        return _table(ctx, lines, opts, sep)
    if not lines:
        return failed
    _fill(ctx, lines, termwidth, opts["x"] is not None)
    return 1 if failed else 0
