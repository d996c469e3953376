"""yq (mikefarah yq v4 behaviour) for agentsh: command line, input decoding, printing.

The expression language is parsed by :mod:`.lang` (on top of jq's tokenizer) and evaluated by
:mod:`.evaluate` over the node trees of :mod:`.nodes`; :mod:`.codec` reads and writes YAML,
JSON, properties, CSV and TSV. Behaviour is pinned from yq's documentation (the Go binary is
not available to record from); see ``tests/commands/test_yq.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agentsh._gcpause import gc_paused, gc_resumed
from agentsh.commands.yq.codec import (
    CodecError,
    dump_csv,
    dump_json,
    dump_props,
    dump_yaml,
    load_csv,
    load_json,
    load_props,
    load_yaml,
)
from agentsh.commands.yq.evaluate import Interp, YqError, set_attr
from agentsh.commands.yq.lang import YqSyntaxError, parse
from agentsh.commands.yq.nodes import SCALAR, YNode, null_node

if TYPE_CHECKING:
    from agentsh.commands.context import CommandContext

VERSION = "yq (https://github.com/mikefarah/yq/) version v4.44.3"

_HELP = """yq is a portable command-line data file processor (https://github.com/mikefarah/yq/)
See https://mikefarah.gitbook.io/yq/ for detailed documentation and examples.

Usage:
  yq [flags]
  yq [command]

Examples:

# yq tries to auto-detect the file format based off the extension, and defaults to YAML if it's unknown (or piping through STDIN)
# Use the '-p/--input-format' flag to specify a format type.
cat file.xml | yq -p xml

# read the "stuff" node from "myfile.yml"
yq '.stuff' < myfile.yml

# update myfile.yml in place
yq -i '.stuff = "foo"' myfile.yml

# print contents of sample.json as idiomatic YAML
yq -P -oy sample.json


Available Commands:
  completion  Generate the autocompletion script for the specified shell
  eval        (default) Apply the expression to each document in each yaml file in sequence
  eval-all    Loads _all_ yaml documents of _all_ yaml files and runs expression once
  help        Help about any command

Flags:
  -C, --colors                        force print with colors
  -e, --exit-status                   set exit status if there are no matches or null or false is returned
      --from-file string              Load expression from specified file.
  -h, --help                          help for yq
  -I, --indent int                    sets indent level for output (default 2)
  -i, --inplace                       update the file in place of first file given.
  -p, --input-format string           [auto|a|yaml|y|json|j|props|p|csv|c|tsv|t] parse format for input. (default "auto")
  -M, --no-colors                     force print with no colors
  -N, --no-doc                        Don't print document separators (---)
  -0, --nul-output                    Use NUL char to separate values. If unwrap scalar is also set, fail if unwrapped scalar contains NUL char.
  -n, --null-input                    Don't read input, simply evaluate the expression given. Useful for creating docs from scratch.
  -o, --output-format string          [auto|a|yaml|y|json|j|props|p|csv|c|tsv|t] output format type. (default "auto")
  -P, --prettyPrint                   pretty print, shorthand for '... style = ""'
  -s, --split-exp string              print each result (or doc) into a file named (exp). [exp] argument must return a string. You can use $index in the expression as the result counter.
  -r, --unwrapScalar                  unwrap scalar, print the value with no quotes, colors or comments. Defaults to true for yaml (default true)
  -v, --verbose                       verbose mode
  -V, --version                       Print version information and quit

Use "yq [command] --help" for more information about a command.
"""

_FORMATS = {
    "auto": "auto",
    "a": "auto",
    "yaml": "yaml",
    "y": "yaml",
    "yml": "yaml",
    "json": "json",
    "j": "json",
    "props": "props",
    "p": "props",
    "properties": "props",
    "csv": "csv",
    "c": "csv",
    "tsv": "tsv",
    "t": "tsv",
}

_EXT = {".json": "json", ".properties": "props", ".csv": "csv", ".tsv": "tsv"}


class _Opts:
    def __init__(self) -> None:
        self.out_fmt = "auto"
        self.in_fmt = "auto"
        self.inplace = False
        self.unwrap: bool | None = None
        self.null_input = False
        self.exit_status = False
        self.indent = 2
        self.pretty = False
        self.no_doc = False
        self.nul = False
        self.from_file: str | None = None
        self.eval_all = False
        self.args: list[str] = []


class _Fail(Exception):
    pass


_BOOL_SHORT = {
    "i": "inplace",
    "n": "null_input",
    "e": "exit_status",
    "P": "pretty",
    "N": "no_doc",
    "0": "nul",
    "M": "",
    "C": "",
    "v": "",
}
_VAL_SHORT = {"o": "out", "p": "in", "I": "indent", "s": "split"}
_LONG_BOOL = {
    "inplace": "inplace",
    "null-input": "null_input",
    "exit-status": "exit_status",
    "prettyPrint": "pretty",
    "no-doc": "no_doc",
    "nul-output": "nul",
    "no-colors": "",
    "colors": "",
    "verbose": "",
}
_LONG_VAL = {
    "output-format": "out",
    "input-format": "in",
    "indent": "indent",
    "from-file": "from_file",
    "split-exp": "split",
    "expression": "expr",
}


def _set_val(o: _Opts, what: str, val: str, flag: str) -> None:
    if what in ("out", "in"):
        fmt = _FORMATS.get(val)
        if fmt is None:
            kind = "output" if what == "out" else "input"
            raise _Fail(
                f"unknown {kind} format {val}" if what == "in" else f"invalid output format {val}"
            )
        if what == "out":
            o.out_fmt = fmt
        else:
            o.in_fmt = fmt
    elif what == "indent":
        try:
            o.indent = int(val)
        except ValueError:
            raise _Fail(
                f'invalid argument "{val}" for "{flag}" flag: strconv.ParseInt: parsing "{val}": invalid syntax'
            ) from None
    elif what == "from_file":
        o.from_file = val
    elif what == "split":
        raise _Fail("--split-exp is not supported")


def _parse_args(argv: list[str]) -> _Opts | str:
    o = _Opts()
    i = 0
    rest: list[str] = []
    while i < len(argv):
        a = argv[i]
        i += 1
        if a == "--":
            rest += argv[i:]
            break
        if a in ("-h", "--help", "help"):
            return "help"
        if a in ("-V", "--version"):
            return "version"
        if a.startswith("--") and len(a) > 2:
            name, eq, val = a[2:].partition("=")
            if name == "unwrapScalar":
                o.unwrap = val.lower() != "false" if eq else True
                continue
            if name == "tojson":
                o.out_fmt = "json"
                continue
            if name in _LONG_BOOL:
                attr = _LONG_BOOL[name]
                if attr:
                    setattr(o, attr, val.lower() != "false" if eq else True)
                continue
            if name in _LONG_VAL:
                if not eq:
                    if i >= len(argv):
                        raise _Fail(f"flag needs an argument: --{name}")
                    val = argv[i]
                    i += 1
                _set_val(o, _LONG_VAL[name], val, "--" + name)
                continue
            raise _Fail(f"unknown flag: --{name}")
        if a.startswith("-") and len(a) > 1 and a != "-":
            j = 1
            while j < len(a):
                c = a[j]
                j += 1
                if c == "r":
                    if a[j : j + 1] == "=":
                        o.unwrap = a[j + 1 :].lower() != "false"
                        j = len(a)
                    else:
                        o.unwrap = True
                elif c == "j":
                    o.out_fmt = "json"
                elif c in _BOOL_SHORT:
                    attr = _BOOL_SHORT[c]
                    if a[j : j + 1] == "=":
                        if attr:
                            setattr(o, attr, a[j + 1 :].lower() != "false")
                        j = len(a)
                    elif attr:
                        setattr(o, attr, True)
                elif c in _VAL_SHORT:
                    val = a[j:]
                    if val.startswith("="):
                        val = val[1:]
                    if not val:
                        if i >= len(argv):
                            raise _Fail(f"flag needs an argument: '{c}' in -{c}")
                        val = argv[i]
                        i += 1
                    _set_val(o, _VAL_SHORT[c], val, f"-{c}, --x")
                    j = len(a)
                else:
                    raise _Fail(f"unknown shorthand flag: '{c}' in {a}")
            continue
        rest.append(a)
    if rest and rest[0] in ("eval", "e"):
        rest = rest[1:]
    elif rest and rest[0] in ("eval-all", "ea"):
        o.eval_all = True
        rest = rest[1:]
    o.args = rest
    return o


def main(ctx: CommandContext) -> int:
    # (documents are trees of nodes: the collector's passes over them, as they pile up,
    # cost more than the parse; it is resumed around each read and write that may block,
    # see agentsh._gcpause)
    with gc_paused():
        return _main(ctx)


def _main(ctx: CommandContext) -> int:
    def err(msg: str) -> int:
        with gc_resumed():
            ctx.stderr.write(("Error: " + msg + "\n").encode())
        return 1

    try:
        parsed = _parse_args(list(ctx.args))
    except _Fail as e:
        return err(str(e))
    if parsed == "help":
        ctx.stdout.write(_HELP.encode())
        return 0
    if parsed == "version":
        ctx.stdout.write((VERSION + "\n").encode())
        return 0
    assert isinstance(parsed, _Opts)
    o = parsed
    args = list(o.args)
    if o.from_file is not None:
        try:
            expr = ctx.read_bytes(o.from_file).decode("utf-8", "replace")
        except Exception as e:
            return err(f"open {o.from_file}: {_strerror(e)}")
        files = args
    elif not args:
        expr = "."
        files = []
    else:
        expr = args[0]
        files = args[1:]
        if not files and not o.null_input and _is_file(ctx, expr):
            files = [expr]
            expr = "."
    if not files and not o.null_input:
        files = ["-"]
    if o.inplace and (not files or files == ["-"]):
        return err("write inplace cannot be used with STDIN")
    try:
        ast = parse(expr)
    except YqSyntaxError as e:
        return err(f"bad expression, please check expression syntax: {e}")

    in_fmt = o.in_fmt
    if in_fmt == "auto":
        in_fmt = "yaml"
        for f in files:
            for ext, fmt in _EXT.items():
                if f.endswith(ext):
                    in_fmt = fmt
            break
    out_fmt = o.out_fmt
    if out_fmt == "auto":
        out_fmt = in_fmt if o.in_fmt == "auto" else "yaml"
        if o.in_fmt != "auto" and o.in_fmt in ("json",):
            out_fmt = "json" if False else "yaml"
    unwrap = o.unwrap if o.unwrap is not None else out_fmt == "yaml"
    if out_fmt in ("props", "csv", "tsv") and o.unwrap is None:
        unwrap = True

    def loader(path: str) -> str:
        try:
            return ctx.read_bytes(path).decode("utf-8", "replace")
        except Exception as e:
            raise YqError(f"open {path}: {_strerror(e)}") from None

    interp = Interp(dict(ctx.env), loader, ctx.check)
    printer = _Printer(ctx, out_fmt, unwrap, o)

    def read_docs(path: str, fi: int) -> list[YNode]:
        if path == "-":
            with gc_resumed():  # (the producer may be a loop of this shell)
                data = ctx.stdin_stream.read()
        else:
            try:
                data = ctx.read_bytes(path)
            except Exception as e:
                raise YqError(f"open {path}: {_strerror(e)}") from None
        text = data.decode("utf-8", "replace")
        fname = "" if path == "-" else path
        try:
            if in_fmt == "json":
                docs = load_json(text, fi, fname)
            elif in_fmt == "props":
                docs = load_props(text)
            elif in_fmt in ("csv", "tsv"):
                docs = load_csv(text, "," if in_fmt == "csv" else "\t")
            else:
                docs = load_yaml(text, fi, fname)
        except CodecError as e:
            msg = str(e)
            if in_fmt == "yaml":
                raise YqError(f"bad file '{path}': {msg}") from None
            raise YqError(msg) from None
        for d in docs:
            d.file_index = fi
            d.filename = fname
        return docs

    try:
        if o.null_input:
            root = null_node()
            root.together = o.eval_all
            printer.emit(interp.run(ast, [root]))
        elif o.eval_all:
            alldocs: list[YNode] = []
            for fi, f in enumerate(files):
                alldocs += read_docs(f, fi)
            for d in alldocs:
                d.together = True
            results = interp.run(ast, alldocs)
            if o.inplace:
                _write_inplace(ctx, files[0], [d for d in alldocs if d.file_index == 0], printer)
            else:
                printer.emit(results)
        else:
            for fi, f in enumerate(files):
                docs = read_docs(f, fi)
                if o.inplace and fi == 0:
                    for d in docs:
                        interp.run(ast, [d])
                    _write_inplace(ctx, f, docs, printer)
                    continue
                for d in docs:
                    printer.emit(interp.run(ast, [d]))
    except YqError as e:
        printer.flush()
        return err(str(e))
    except RecursionError:
        printer.flush()
        return err("expression too deeply nested")
    finally:
        printer.flush()  # (also what came before a limit's error)
    if o.exit_status and not printer.matched:
        return err("no matches found")
    return 0


def _strerror(e: Exception) -> str:
    s = getattr(e, "strerror", None) or str(e)
    return s[0].lower() + s[1:] if s else s


def _is_file(ctx: CommandContext, path: str) -> bool:
    try:
        return bool(ctx.fs.exists(ctx.abspath(path))) and not ctx.fs.is_dir(ctx.abspath(path))
    except Exception:
        return False


def _write_inplace(ctx: CommandContext, path: str, docs: list[YNode], printer: _Printer) -> None:
    sub = _Printer(ctx, printer.fmt, printer.unwrap, printer.opts, capture=True)
    sub.emit(docs)
    ctx.fs.write_bytes(ctx.abspath(path), "".join(sub.buf).encode())


class _Printer:
    def __init__(
        self, ctx: CommandContext, fmt: str, unwrap: bool, opts: _Opts, capture: bool = False
    ) -> None:
        self.ctx = ctx
        self.fmt = fmt
        self.unwrap = unwrap
        self.opts = opts
        self.capture = capture
        self.buf: list[str] = []
        self.size = 0  # of the text in ``buf`` (written out past 64 KiB)
        self.first = True
        self.prev: tuple[int, int] = (0, 0)
        self.matched = False

    def write(self, s: str) -> None:
        self.buf.append(s)
        if not self.capture:
            self.size += len(s)
            if self.size > 65536:
                self.flush()

    def flush(self) -> None:
        if self.buf and not self.capture:
            data = "".join(self.buf).encode("utf-8", "surrogateescape")
            self.buf.clear()
            self.size = 0
            with gc_resumed():  # (the reader may be a loop of this shell)
                self.ctx.stdout.write(data)

    def emit(self, nodes: list[YNode]) -> None:
        for n in nodes:
            self.one(n)

    def one(self, n: YNode) -> None:
        o = self.opts
        key = (n.doc, n.file_index)
        if self.first:
            self.prev = key
        r = n.resolved()
        if not (
            r.kind == SCALAR
            and (r.tag == "!!null" or (r.tag == "!!bool" and r.value.lower() == "false"))
        ):
            self.matched = True
        if o.pretty:
            set_attr(n, "style", "")
        fmt = self.fmt
        sep = "\x00" if o.nul else ""
        if fmt == "yaml":
            explicit = n.explicit_start and n.parent is None
            if key != self.prev and not o.no_doc and not explicit:
                self.write("---\n")
            elif explicit and not o.no_doc and (self.first or key != self.prev):
                self.write("---\n")
            self.first = False
            self.prev = key
            if self.unwrap and r.kind == SCALAR:
                self.write(r.value + ("\n" if not sep else sep))
                return
            self.write(
                dump_yaml(n, o.indent) if not sep else dump_yaml(n, o.indent).rstrip("\n") + sep
            )
            return
        self.first = False
        self.prev = key
        if fmt == "json":
            if self.unwrap and r.kind == SCALAR:
                self.write(r.value + "\n")
                return
            self.write(dump_json(n, o.indent) + "\n")
        elif fmt == "props":
            if r.kind == SCALAR:
                self.write(r.value + "\n")
                return
            self.write(dump_props(n))
        else:
            if r.kind == SCALAR:
                self.write(r.value + "\n")
                return
            try:
                self.write(dump_csv(n, "," if fmt == "csv" else "\t"))
            except CodecError as e:
                raise YqError(str(e)) from None
