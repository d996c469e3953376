"""``column``: columnate lists or build tables (util-linux 2.38).

Owns the fill-columns/fill-rows layout with tab stops of 8 (``-c``, ``-x``, ``-L``) and the
table mode of libsmartcols as ``column -t`` uses it: ``-s`` separators (whitespace runs by
default, any listed character otherwise, empty fields kept), ``-o``, ``-N`` headers, ``-R``
right alignment, ``-H`` hidden, ``-O`` order, ``-d``, ``-l`` column limit, ``-J``/``-n`` JSON.
The truncation/wrapping options (``-T -W -E``) are accepted; output is never narrowed.
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
    if any(opts[k] for k in ("N", "R", "H", "O", "J", "l")) or opts["J"] is not None:
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
    except _Err as e:
        ctx.stderr.write(f"column: {e}\n".encode())
        return 1
    cols = [c for c in order if 0 <= c < ncols]
    cols += [c for c in range(ncols) if c not in cols]
    cols = [c for c in cols if c not in hide]
    if opts["J"] is not None:
        tname = opts["n"] or "table"
        out = ["{\n", f"   {_json_str(tname)}: [\n"]
        for ri, r in enumerate(rows):
            out.append("      {\n" if ri == 0 else "      },{\n")
            items: list[str] = []
            for c in cols:
                cell = r[c] if c < len(r) else ""
                val = _json_str(cell) if cell else "null"
                items.append(f"         {_json_str(allnames[c].lower())}: {val}")
            out.append(",\n".join(items) + "\n")
        if rows:
            out.append("      }\n")
        out.append("   ]\n}\n")
        ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))
        return 0
    show_header = opts["N"] is not None and opts["d"] is None
    table = ([allnames] if show_header else []) + rows
    widths = {c: 0 for c in cols}
    for r in table:
        for c in cols:
            if c < len(r):
                widths[c] = max(widths[c], width(r[c]))
    out_lines: list[str] = []
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
        out_lines.append("".join(parts) + "\n")
    ctx.stdout.write("".join(out_lines).encode("utf-8", "surrogateescape"))
    return 0


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
    keys = ("t", "n", "O", "N", "l", "d", "H", "R", "J", "c", "o", "s", "x", "L")
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
