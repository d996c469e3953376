"""``rg``: ripgrep 13.0.0 as it behaves when stdout is not a terminal.

Owns the option handling, the Rust-regex to Python-``re`` translation (the common subset:
POSIX classes in brackets, ``\\z``, ``\\x{..}``, ``\\pL``/``\\pN``), the file selection (the
ignore-aware walk of :mod:`._ignore` plus ``-g``/``--iglob`` overrides and the ``-t``/``-T``
type table), and the printers: standard (``path:line`` with no line numbers unless ``-n``, no
heading, no colour), ``-o``, ``-r``, ``--vimgrep``, ``--column``, context, counts, file lists
and ``--json`` (elapsed times reported as 0).

Decisions: ripgrep searches files in parallel and prints them in whatever order threads
finish; here output is always in ``--sort path`` order (path operands in command-line order,
directory entries sorted by name). Matching runs on the whole decoded file with one C-level
``re.search`` per matching line. Binary files (a NUL; not with -a): found by recursion, the
whole lines read before the NUL's block are searched, a printed match followed by ``WARNING:
stopped searching binary file after match (found "\\0" byte around offset N)`` (counts not
shown); given explicitly, a match prints ``binary file matches (found "\\0" byte around offset
N)`` instead of the lines: when mapped (at most 10 operands, all regular files; -U) the NULs
stay in the lines, else (stdin, --no-mmap, a directory operand) they end lines, and the lines
read before the NUL's block are printed. ``-U``: a regex that can match a newline is searched
over the whole text (the lines its matches touch are printed; -c counts matches, -m runs of
adjacent lines), any other line by line. As in ripgrep 13, diagnostics carry no ``rg:`` prefix.
"""

from __future__ import annotations

import errno
import io
import json
import operator
import re
import stat as _stat
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import accumulate, chain, compress, product, repeat

from agentsh._dataclass import dataclass, field
from agentsh.commands._common import buffered_output, clap_suggestion
from agentsh.commands._ignore import (
    IGNORE,
    NONE,
    WHITELIST,
    Entry,
    GlobError,
    GlobSet,
    IgnoreStack,
    Level,
    glob_to_regex,
    walk,
)
from agentsh.commands.context import CommandContext
from agentsh.commands.grep import char_lines, record_blocks
from agentsh.commands.options import Arg, Parsed, Spec, UsageError, flag, parse_args, value
from agentsh.regex.translate import KeepOutError, keep_out
from agentsh.streams import EmptyInput, UnreadableInput, UnreadableStdin
from agentsh.vfs import FSError
from agentsh.vfs.paths import normpath

SPEC = Spec(
    "rg",
    [
        value("e", "e", "regexp"),
        value("f", "f", "file"),
        flag("i", "i", "ignore-case"),
        flag("s", "s", "case-sensitive"),
        flag("S", "S", "smart-case"),
        flag("w", "w", "word-regexp"),
        flag("x", "x", "line-regexp"),
        flag("F", "F", "fixed-strings"),
        flag("no-fixed-strings", "", "no-fixed-strings"),
        flag("v", "v", "invert-match"),
        flag("c", "c", "count"),
        flag("count-matches", "", "count-matches"),
        flag("l", "l", "files-with-matches"),
        flag("files-without-match", "", "files-without-match"),
        flag("o", "o", "only-matching"),
        flag("n", "n", "line-number"),
        flag("N", "N", "no-line-number"),
        flag("H", "H", "with-filename"),
        flag("I", "I", "no-filename"),
        value("A", "A", "after-context"),
        value("B", "B", "before-context"),
        value("C", "C", "context"),
        value("context-separator", "", "context-separator"),
        flag("no-context-separator", "", "no-context-separator"),
        value("field-match-separator", "", "field-match-separator"),
        value("field-context-separator", "", "field-context-separator"),
        value("g", "g", "glob"),
        value("iglob", "", "iglob"),
        flag("glob-case-insensitive", "", "glob-case-insensitive"),
        value("t", "t", "type"),
        value("T", "T", "type-not"),
        value("type-add", "", "type-add"),
        value("type-clear", "", "type-clear"),
        flag("type-list", "", "type-list"),
        flag("files", "", "files"),
        flag("hidden", ".", "hidden"),
        flag("no-hidden", "", "no-hidden"),
        flag("no-ignore", "", "no-ignore"),
        flag("ignore", "", "ignore"),
        flag("no-ignore-vcs", "", "no-ignore-vcs"),
        flag("no-ignore-dot", "", "no-ignore-dot"),
        flag("no-ignore-parent", "", "no-ignore-parent"),
        flag("no-ignore-files", "", "no-ignore-files"),
        flag("no-require-git", "", "no-require-git"),
        value("ignore-file", "", "ignore-file"),
        flag("u", "u", "unrestricted"),
        flag("L", "L", "follow"),
        value("m", "m", "max-count"),
        value("max-depth", "", "max-depth", "maxdepth"),
        flag("0", "0", "null"),
        value("r", "r", "replace"),
        flag("json", "", "json"),
        flag("no-json", "", "no-json"),
        flag("U", "U", "multiline"),
        flag("z", "z", "search-zip"),
        flag("no-search-zip", "", "no-search-zip"),
        flag("trim", "", "trim"),
        flag("vimgrep", "", "vimgrep"),
        flag("column", "", "column"),
        flag("no-column", "", "no-column"),
        flag("q", "q", "quiet"),
        value("sort", "", "sort"),
        value("sortr", "", "sortr"),
        flag("sort-files", "", "sort-files"),
        flag("P", "P", "pcre2"),
        flag("a", "a", "text"),
        flag("binary", "", "binary"),
        flag("no-binary", "", "no-binary"),
        flag("no-messages", "", "no-messages"),
        flag("no-ignore-messages", "", "no-ignore-messages"),
        flag("ignore-messages", "", "ignore-messages"),
        flag("heading", "", "heading"),
        flag("no-heading", "", "no-heading"),
        value("color", "", "color"),  # (rg 13 has no --colour)
        value("colors", "", "colors"),
        flag("p", "p", "pretty"),
        flag("b", "b", "byte-offset"),
        flag("include-zero", "", "include-zero"),
        flag("passthru", "", "passthru", "passthrough"),
        value("M", "M", "max-columns"),
        flag("max-columns-preview", "", "max-columns-preview"),
        flag("no-max-columns-preview", "", "no-max-columns-preview"),
        value("E", "E", "encoding"),
        flag("no-encoding", "", "no-encoding"),
        value("j", "j", "threads"),
        flag("crlf", "", "crlf"),
        flag("null-data", "", "null-data"),
        flag("mmap", "", "mmap"),
        flag("no-mmap", "", "no-mmap"),
        flag("stats", "", "stats"),
        flag("debug", "", "debug"),
        flag("help", "h", "help"),
        flag("version", "V", "version"),
    ],
    status=2,
    help_version=False,
    abbrev=False,
)

VERSION = "ripgrep 13.0.0\n-SIMD -AVX (compiled)\n+SIMD +AVX (runtime)\n"

_USAGE = (
    "USAGE:\n    \n"
    "    rg [OPTIONS] PATTERN [PATH ...]\n"
    "    rg [OPTIONS] -e PATTERN ... [PATH ...]\n"
    "    rg [OPTIONS] -f PATTERNFILE ... [PATH ...]\n"
    "    rg [OPTIONS] --files [PATH ...]\n"
    "    rg [OPTIONS] --type-list\n"
    "    command | rg [OPTIONS] PATTERN\n"
    "    rg [OPTIONS] --help\n"
    "    rg [OPTIONS] --version\n\n"
    "For more information try --help\n"
)

_HELP = (
    "ripgrep 13.0.0\nAndrew Gallant <jamslam@gmail.com>\n\n"
    "ripgrep (rg) recursively searches the current directory for a regex pattern.\n"
    "By default, ripgrep will respect gitignore rules and automatically skip hidden\n"
    "files/directories and binary files.\n\n"
    "Use -h for short descriptions and --help for more details.\n\n"
    "Project home page: https://github.com/BurntSushi/ripgrep\n\n\n"
) + _USAGE.replace("USAGE:\n    \n", "USAGE:\n").replace("\nFor more information try --help\n", "")

# `rg --type-list` of ripgrep 13.0.0 (name: globs)
_TYPE_LIST = (
    "agda: *.agda, *.lagda\n"
    "aidl: *.aidl\n"
    "amake: *.bp, *.mk\n"
    "asciidoc: *.adoc, *.asc, *.asciidoc\n"
    "asm: *.S, *.asm, *.s\n"
    "asp: *.ascx, *.ascx.cs, *.ascx.vb, *.aspx, *.aspx.cs, *.aspx.vb\n"
    "ats: *.ats, *.dats, *.hats, *.sats\n"
    "avro: *.avdl, *.avpr, *.avsc\n"
    "awk: *.awk\n"
    "bazel: *.BUILD, *.bazel, *.bazelrc, *.bzl, BUILD, WORKSPACE\n"
    "bitbake: *.bb, *.bbappend, *.bbclass, *.conf, *.inc\n"
    "brotli: *.br\n"
    "buildstream: *.bst\n"
    "bzip2: *.bz2, *.tbz2\n"
    "c: *.[chH], *.[chH].in, *.cats\n"
    "cabal: *.cabal\n"
    "cbor: *.cbor\n"
    "ceylon: *.ceylon\n"
    "clojure: *.clj, *.cljc, *.cljs, *.cljx\n"
    "cmake: *.cmake, CMakeLists.txt\n"
    "coffeescript: *.coffee\n"
    "config: *.cfg, *.conf, *.config, *.ini\n"
    "coq: *.v\n"
    "cpp: *.[ChH], *.[ChH].in, *.[ch]pp, *.[ch]pp.in, *.[ch]xx, *.[ch]xx.in, *.cc, "
    "*.cc.in, *.hh, *.hh.in, *.inl\n"
    "creole: *.creole\n"
    "crystal: *.cr, Projectfile\n"
    "cs: *.cs\n"
    "csharp: *.cs\n"
    "cshtml: *.cshtml\n"
    "css: *.css, *.scss\n"
    "csv: *.csv\n"
    "cython: *.pxd, *.pxi, *.pyx\n"
    "d: *.d\n"
    "dart: *.dart\n"
    "dhall: *.dhall\n"
    "diff: *.diff, *.patch\n"
    "docker: *Dockerfile*\n"
    "dvc: *.dvc, Dvcfile\n"
    "ebuild: *.ebuild\n"
    "edn: *.edn\n"
    "elisp: *.el\n"
    "elixir: *.eex, *.ex, *.exs\n"
    "elm: *.elm\n"
    "erb: *.erb\n"
    "erlang: *.erl, *.hrl\n"
    "fidl: *.fidl\n"
    "fish: *.fish\n"
    "flatbuffers: *.fbs\n"
    "fortran: *.F, *.F77, *.F90, *.F95, *.f, *.f77, *.f90, *.f95, *.pfo\n"
    "fsharp: *.fs, *.fsi, *.fsx\n"
    "fut: .fut\n"
    "gap: *.g, *.gap, *.gd, *.gi, *.tst\n"
    "gn: *.gn, *.gni\n"
    "go: *.go\n"
    "gradle: *.gradle\n"
    "groovy: *.gradle, *.groovy\n"
    "gzip: *.gz, *.tgz\n"
    "h: *.h, *.hpp\n"
    "haml: *.haml\n"
    "haskell: *.c2hs, *.cpphs, *.hs, *.hsc, *.lhs\n"
    "hbs: *.hbs\n"
    "hs: *.hs, *.lhs\n"
    "html: *.ejs, *.htm, *.html\n"
    "idris: *.idr, *.lidr\n"
    "java: *.java, *.jsp, *.jspx, *.properties\n"
    "jinja: *.j2, *.jinja, *.jinja2\n"
    "jl: *.jl\n"
    "js: *.js, *.jsx, *.vue\n"
    "json: *.json, composer.lock\n"
    "jsonl: *.jsonl\n"
    "julia: *.jl\n"
    "jupyter: *.ipynb, *.jpynb\n"
    "k: *.k\n"
    "kotlin: *.kt, *.kts\n"
    "less: *.less\n"
    "license: *[.-]LICEN[CS]E*, AGPL-*[0-9]*, APACHE-*[0-9]*, BSD-*[0-9]*, CC-BY-*, "
    "COPYING, COPYING[.-]*, COPYRIGHT, COPYRIGHT[.-]*, EULA, EULA[.-]*, "
    "GFDL-*[0-9]*, GNU-*[0-9]*, GPL-*[0-9]*, LGPL-*[0-9]*, LICEN[CS]E, "
    "LICEN[CS]E[.-]*, MIT-*[0-9]*, MPL-*[0-9]*, NOTICE, NOTICE[.-]*, OFL-*[0-9]*, "
    "PATENTS, PATENTS[.-]*, UNLICEN[CS]E, UNLICEN[CS]E[.-]*, agpl[.-]*, gpl[.-]*, "
    "lgpl[.-]*, licen[cs]e, licen[cs]e.*\n"
    "lisp: *.el, *.jl, *.lisp, *.lsp, *.sc, *.scm\n"
    "lock: *.lock, package-lock.json\n"
    "log: *.log\n"
    "lua: *.lua\n"
    "lz4: *.lz4\n"
    "lzma: *.lzma\n"
    "m4: *.ac, *.m4\n"
    "make: *.mak, *.mk, [Gg][Nn][Uu]makefile, [Gg][Nn][Uu]makefile.am, "
    "[Gg][Nn][Uu]makefile.in, [Mm]akefile, [Mm]akefile.am, [Mm]akefile.in\n"
    "mako: *.mako, *.mao\n"
    "man: *.[0-9][cEFMmpSx], *.[0-9lnpx]\n"
    "markdown: *.markdown, *.md, *.mdown, *.mkdn\n"
    "matlab: *.m\n"
    "md: *.markdown, *.md, *.mdown, *.mkdn\n"
    "meson: meson.build, meson_options.txt\n"
    "minified: *.min.css, *.min.html, *.min.js\n"
    "mint: *.mint\n"
    "mk: mkfile\n"
    "ml: *.ml\n"
    "msbuild: *.csproj, *.fsproj, *.proj, *.props, *.targets, *.vcxproj\n"
    "nim: *.nim, *.nimble, *.nimf, *.nims\n"
    "nix: *.nix\n"
    "objc: *.h, *.m\n"
    "objcpp: *.h, *.mm\n"
    "ocaml: *.ml, *.mli, *.mll, *.mly\n"
    "org: *.org, *.org_archive\n"
    "pascal: *.dpr, *.inc, *.lpr, *.pas, *.pp\n"
    "pdf: *.pdf\n"
    "perl: *.PL, *.perl, *.pl, *.plh, *.plx, *.pm, *.t\n"
    "php: *.php, *.php3, *.php4, *.php5, *.phtml\n"
    "po: *.po\n"
    "pod: *.pod\n"
    "postscript: *.eps, *.ps\n"
    "protobuf: *.proto\n"
    "ps: *.cdxml, *.ps1, *.ps1xml, *.psd1, *.psm1\n"
    "puppet: *.erb, *.pp, *.rb\n"
    "purs: *.purs\n"
    "py: *.py\n"
    "qmake: *.prf, *.pri, *.pro\n"
    "qml: *.qml\n"
    "r: *.R, *.Rmd, *.Rnw, *.r\n"
    "racket: *.rkt\n"
    "rdoc: *.rdoc\n"
    "readme: *README, README*\n"
    "red: *.r, *.red, *.reds\n"
    "robot: *.robot\n"
    "rst: *.rst\n"
    "ruby: *.gemspec, *.rb, *.rbw, .irbrc, Gemfile, Rakefile, config.ru\n"
    "rust: *.rs\n"
    "sass: *.sass, *.scss\n"
    "scala: *.sbt, *.scala\n"
    "sh: *.bash, *.bashrc, *.csh, *.cshrc, *.ksh, *.kshrc, *.sh, *.tcsh, *.zsh, "
    ".bash_login, .bash_logout, .bash_profile, .bashrc, .cshrc, .kshrc, .login, "
    ".logout, .profile, .tcshrc, .zlogin, .zlogout, .zprofile, .zshenv, .zshrc, "
    "bash_login, bash_logout, bash_profile, bashrc, profile, zlogin, zlogout, "
    "zprofile, zshenv, zshrc\n"
    "slim: *.skim, *.slim, *.slime\n"
    "smarty: *.tpl\n"
    "sml: *.sig, *.sml\n"
    "soy: *.soy\n"
    "spark: *.spark\n"
    "spec: *.spec\n"
    "sql: *.psql, *.sql\n"
    "stylus: *.styl\n"
    "sv: *.h, *.sv, *.svh, *.v, *.vg\n"
    "svg: *.svg\n"
    "swift: *.swift\n"
    "swig: *.def, *.i\n"
    "systemd: *.automount, *.conf, *.device, *.link, *.mount, *.path, *.scope, "
    "*.service, *.slice, *.socket, *.swap, *.target, *.timer\n"
    "taskpaper: *.taskpaper\n"
    "tcl: *.tcl\n"
    "tex: *.bib, *.cls, *.dtx, *.ins, *.ltx, *.sty, *.tex\n"
    "textile: *.textile\n"
    "tf: *.tf\n"
    "thrift: *.thrift\n"
    "toml: *.toml, Cargo.lock\n"
    "ts: *.ts, *.tsx\n"
    "twig: *.twig\n"
    "txt: *.txt\n"
    "typoscript: *.ts, *.typoscript\n"
    "vala: *.vala\n"
    "vb: *.vb\n"
    "vcl: *.vcl\n"
    "verilog: *.sv, *.svh, *.v, *.vh\n"
    "vhdl: *.vhd, *.vhdl\n"
    "vim: *.vim\n"
    "vimscript: *.vim\n"
    "webidl: *.idl, *.webidl, *.widl\n"
    "wiki: *.mediawiki, *.wiki\n"
    "xml: *.dtd, *.rng, *.sch, *.xhtml, *.xjb, *.xml, *.xml.dist, *.xsd, *.xsl, "
    "*.xslt\n"
    "xz: *.txz, *.xz\n"
    "yacc: *.y\n"
    "yaml: *.yaml, *.yml\n"
    "yang: *.yang\n"
    "z: *.Z\n"
    "zig: *.zig\n"
    "zsh: *.zsh, .zlogin, .zlogout, .zprofile, .zshenv, .zshrc, zlogin, zlogout, "
    "zprofile, zshenv, zshrc\n"
    "zstd: *.zst, *.zstd\n"
)


def _types() -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for line in "".join(_TYPE_LIST).splitlines():
        name, _, globs = line.partition(": ")
        table[name] = globs.split(", ")
    return table


class _Fail(Exception):
    """A fatal error: message printed as is, exit status 2."""


# -- regex ----------------------------------------------------------------------------------

_POSIX = {
    "alnum": "0-9A-Za-z",
    "alpha": "A-Za-z",
    "ascii": "\\x00-\\x7F",
    "blank": "\\t ",
    "cntrl": "\\x00-\\x1F\\x7F",
    "digit": "0-9",
    "graph": "!-~",
    "lower": "a-z",
    "print": " -~",
    "punct": "!-/:-@\\[-`{-~",
    "space": "\\t\\n\\v\\f\\r ",
    "upper": "A-Z",
    "word": "0-9A-Za-z_",
    "xdigit": "0-9A-Fa-f",
}

#: ``\p`` classes kept short: (the body of a bracket class, whether it is negated).
_UNI: dict[str, tuple[str, bool]] = {
    "l": ("\\W\\d_", True),
    "letter": ("\\W\\d_", True),
    "n": ("\\d", False),
    "nd": ("\\d", False),
    "decimalnumber": ("\\d", False),
    "digit": ("\\d", False),
    "z": ("\\s", False),
    "whitespace": ("\\s", False),
    "wspace": ("\\s", False),
    "space": ("\\s", False),
    "ascii": ("\\x00-\\x7f", False),
    "any": ("\\x00-\\U0010ffff", False),
}

#: General categories by their long names (``\p{Uppercase_Letter}``) and short ones.
_GC = {
    "cased_letter": "LC", "uppercase_letter": "Lu", "lowercase_letter": "Ll",
    "titlecase_letter": "Lt", "modifier_letter": "Lm", "other_letter": "Lo", "mark": "M",
    "combining_mark": "M", "nonspacing_mark": "Mn", "spacing_mark": "Mc",
    "enclosing_mark": "Me", "number": "N", "letter_number": "Nl", "other_number": "No",
    "punctuation": "P", "punct": "P", "connector_punctuation": "Pc", "dash_punctuation": "Pd",
    "open_punctuation": "Ps", "close_punctuation": "Pe", "initial_punctuation": "Pi",
    "final_punctuation": "Pf", "other_punctuation": "Po", "symbol": "S", "math_symbol": "Sm",
    "currency_symbol": "Sc", "modifier_symbol": "Sk", "other_symbol": "So",
    "separator": "Z", "space_separator": "Zs", "line_separator": "Zl",
    "paragraph_separator": "Zp", "other": "C", "control": "Cc", "cntrl": "Cc",
    "format": "Cf", "private_use": "Co", "unassigned": "Cn",
}  # fmt: skip
_GC_NAMES = {k.replace("_", ""): v for k, v in _GC.items()} | {v.lower(): v for v in _GC.values()}
_GC_NAMES.update({c.lower(): c for c in (
    "Lu Ll Lt Lm Lo Mn Mc Me Nl No Pc Pd Ps Pe Pi Pf Po Sm Sc Sk So Zs Zl Zp Cc Cf Co Cn"
).split()})  # fmt: skip

#: Scripts, as the names of their characters start (an approximation of the property).
_SCRIPTS = {
    "greek": ("GREEK",), "latin": ("LATIN",), "cyrillic": ("CYRILLIC",),
    "arabic": ("ARABIC",), "hebrew": ("HEBREW",), "thai": ("THAI",),
    "devanagari": ("DEVANAGARI",), "hangul": ("HANGUL",), "hiragana": ("HIRAGANA",),
    "katakana": ("KATAKANA",), "armenian": ("ARMENIAN",), "georgian": ("GEORGIAN",),
    "han": ("CJK UNIFIED IDEOGRAPH", "CJK COMPATIBILITY IDEOGRAPH"),
}  # fmt: skip

_OTHER_PROPS = {
    "alphabetic": str.isalpha, "alpha": str.isalpha, "uppercase": str.isupper,
    "upper": str.isupper, "lowercase": str.islower, "lower": str.islower,
}  # fmt: skip

_uni_cache: dict[tuple[str, bool], str] = {}


def _uni_key(name: str) -> str | None:
    """A Unicode property's name as the tables hold it (Rust matches names loosely:
    case, ``_``, ``-`` and spaces ignored); None when ripgrep has no such property."""
    key = re.sub(r"[\s_-]", "", name).lower()
    if key.startswith("is") and key[2:] in _SCRIPTS:
        key = key[2:]
    if key in _UNI or key in _GC_NAMES or key in _SCRIPTS or key in _OTHER_PROPS:
        return key
    return None


def _uni_class(name: str, negate: bool, in_class: bool) -> str:
    """A (known) Unicode property as a Python class: ``[...]``, or the body to put in an
    enclosing class (``in_class``). The short ones are Python's own classes; the rest are
    computed on first use, from ``unicodedata``."""
    key = _uni_key(name) or "any"
    short = _UNI.get(key)
    if short is not None:
        body, neg = short
        neg ^= negate
        if not in_class:
            return ("[^" if neg else "[") + body + "]"
        if not neg:
            return body
    got = _uni_cache.get((key, negate))
    if got is None:
        got = _uni_cache[key, negate] = _uni_ranges(key, negate)
    if in_class:
        return got
    return "[" + got + "]" if got else "(?!)"


def _uni_ranges(key: str, negate: bool) -> str:
    import unicodedata

    test: Callable[[str], bool]
    if key in _GC_NAMES:
        gc = _GC_NAMES[key]
        if gc == "LC":
            test = lambda ch: unicodedata.category(ch) in ("Lu", "Ll", "Lt")  # noqa: E731
        elif len(gc) == 1:
            test = lambda ch: unicodedata.category(ch)[0] == gc  # noqa: E731
        else:
            test = lambda ch: unicodedata.category(ch) == gc  # noqa: E731
    elif key in _SCRIPTS:
        prefixes = _SCRIPTS[key]
        test = lambda ch: unicodedata.name(ch, "").startswith(prefixes)  # noqa: E731
    elif key in _OTHER_PROPS:
        test = _OTHER_PROPS[key]
    else:  # (the short ones, spelled out for a place Python's classes cannot go)
        body, neg = _UNI[key]
        rx = re.compile(("[^" if neg else "[") + body + "]")
        test = lambda ch: rx.match(ch) is not None  # noqa: E731
    ranges: list[str] = []
    lo = -1
    for cp in [*range(0xD800), *range(0xE000, 0x110000), 0x110000]:
        inside = cp < 0x110000 and test(chr(cp)) != negate
        if inside and lo < 0:
            lo = cp
        elif not inside and lo >= 0:
            hi = cp - 1
            ranges.append(f"\\U{lo:08x}" if lo == hi else f"\\U{lo:08x}-\\U{hi:08x}")
            lo = -1
    return "".join(ranges)


def _regex_error(pat: str, pos: int, msg: str, width: int = 1) -> _Fail:
    caret = " " * pos + "^" * width
    return _Fail(f"regex parse error:\n    {pat}\n    {caret}\nerror: {msg}\n")


_PCRE_HINT = (
    "\n\nConsider enabling PCRE2 with the --pcre2 flag, which can handle backreferences\n"
    "and look-around."
)
#: Characters a backslash makes literal (Rust's ``is_meta_character``).
_ESCAPABLE = frozenset("\\.+*?()|[]{}^$#&-~")
_HEX = frozenset("0123456789abcdefABCDEF")


def _check_escape(pat: str, i: int, in_class: bool) -> int:
    """Check the escape at ``pat[i]`` as Rust's parser does; where it ends."""
    n = len(pat)
    if i + 1 >= n:
        raise _regex_error(pat, i, "incomplete escape sequence, reached end of pattern prematurely")
    c = pat[i + 1]
    if c.isdigit():
        raise _regex_error(pat, i, "backreferences are not supported" + _PCRE_HINT, 2)
    if c in "xuU":
        k = i + 2
        if k < n and pat[k] == "{":
            e = pat.find("}", k)
            if e < 0:
                raise _regex_error(
                    pat, n, "incomplete escape sequence, reached end of pattern prematurely"
                )
            for j in range(k + 1, e):
                if pat[j] not in _HEX:
                    raise _regex_error(pat, j, "invalid hexadecimal digit")
            if e == k + 1:
                raise _regex_error(pat, e, "invalid hexadecimal digit")
            v = int(pat[k + 1 : e], 16)
            if v > 0x10FFFF or 0xD800 <= v <= 0xDFFF:
                raise _regex_error(
                    pat, k + 1, "hexadecimal literal is not a Unicode scalar value", e - k - 1
                )
            return e + 1
        for j in range(k, k + {"x": 2, "u": 4, "U": 8}[c]):
            if j >= n:
                raise _regex_error(
                    pat, n, "incomplete escape sequence, reached end of pattern prematurely"
                )
            if pat[j] not in _HEX:
                raise _regex_error(pat, j, "invalid hexadecimal digit")
        v = int(pat[k : k + {"x": 2, "u": 4, "U": 8}[c]], 16)
        if v > 0x10FFFF or 0xD800 <= v <= 0xDFFF:
            raise _regex_error(pat, k, "hexadecimal literal is not a Unicode scalar value")
        return k + {"x": 2, "u": 4, "U": 8}[c]
    if c in "pP":
        if i + 2 < n and pat[i + 2] == "{":
            k = pat.find("}", i)
            if k < 0:
                raise _regex_error(
                    pat, n, "incomplete escape sequence, reached end of pattern prematurely"
                )
            name, end = pat[i + 3 : k], k + 1
        elif i + 2 < n:
            name, end = pat[i + 2], i + 3
        else:
            raise _regex_error(
                pat, n, "incomplete escape sequence, reached end of pattern prematurely"
            )
        if _uni_key(name) is None:
            raise _regex_error(pat, i, "Unicode property not found", end - i)
        return end
    if c in "dswDSW" or c in _ESCAPABLE or c in "afnrtv":
        return i + 2
    if c in "AzbB":
        if in_class:
            raise _regex_error(pat, i, "invalid escape sequence found in character class", 2)
        return i + 2
    raise _regex_error(pat, i, "unrecognized escape sequence", 2)


def _check_class(pat: str, i: int) -> int:
    """Check the bracket class at ``pat[i]``; where it ends (past its ``]``)."""
    n = len(pat)
    j = i + 1
    if j < n and pat[j] == "^":
        j += 1
    if j < n and pat[j] == "]":
        j += 1
    prev: tuple[int, str] | None = None  # (the last single character: a range's start)
    while j < n and pat[j] != "]":
        c = pat[j]
        if c == "\\":
            k = _check_escape(pat, j, True)
            d = pat[j + 1]
            prev = (j, d) if d in _ESCAPABLE else None
            j = k
            continue
        if pat.startswith("[:", j):
            k = pat.find(":]", j + 2)
            if k >= 0:
                j = k + 2
                prev = None
                continue
        if c == "-" and prev is not None and j + 1 < n and pat[j + 1] != "]":
            e = pat[j + 1]
            if e == "\\" and j + 2 < n and pat[j + 2] in _ESCAPABLE:
                e = pat[j + 2]
            if e != "[" and prev[1] > e:
                raise _regex_error(
                    pat,
                    prev[0],
                    "invalid character class range, the start must be <= the end",
                    j + 2 - prev[0] + (pat[j + 1] == "\\"),
                )
            prev = None
            j += 2 + (pat[j + 1] == "\\")
            continue
        prev = (j, c)
        j += 1
    if j >= n:
        raise _regex_error(pat, i, "unclosed character class")
    return j + 1


def _check_flags(pat: str, i: int) -> int:
    """Check the flags of the group or flag setting opening at ``pat[i]`` (``(?``); the
    index of its ``:`` or ``)``."""
    n = len(pat)
    k = i + 2
    seen: dict[str, int] = {}
    neg = -1
    while True:
        if k >= n:
            raise _regex_error(pat, n, "expected flag but got end of regex")
        c = pat[k]
        if c in ":)":
            if neg >= 0 and neg == k - 1:
                raise _regex_error(pat, neg, "dangling flag negation operator")
            if c == ")" and k == i + 2:
                raise _regex_error(pat, i + 1, "repetition operator missing expression")
            return k
        if c == "-":
            if neg >= 0:
                raise _regex_error(pat, neg, "flag negation operator repeated", k - neg + 1)
            neg = k
        elif c in "imsxuU":
            if c in seen:
                raise _regex_error(pat, seen[c], "duplicate flag", k - seen[c] + 1)
            seen[c] = k
        else:
            raise _regex_error(pat, k, "unrecognized flag")
        k += 1


def _check_name(pat: str, k: int, names: dict[str, int]) -> int:
    """Check the group name starting at ``pat[k]`` (after ``(?P<``); the index of ``>``."""
    n = len(pat)
    j = k
    while j < n and pat[j] != ">":
        c = pat[j]
        if not (c == "_" or ("a" <= c <= "z") or ("A" <= c <= "Z")) and (
            j == k or not (c.isdigit() or c in ".[]")
        ):
            raise _regex_error(pat, j, "invalid capture group character")
        j += 1
    if j >= n:
        raise _regex_error(pat, n, "unclosed capture group name")
    if j == k:
        raise _regex_error(pat, j, "empty capture group name")
    name = pat[k:j]
    if name in names:
        first = names[name]
        caret = " " * first + "^" * len(name)
        caret += " " * (k - len(caret)) + "^" * len(name)
        raise _Fail(
            f"regex parse error:\n    {pat}\n    {caret}\nerror: duplicate capture group name\n"
        )
    names[name] = k
    return j


def _check_groups(pat: str) -> None:
    """Reproduce ripgrep's (Rust ``regex``'s) messages for the syntax errors: escapes it
    does not know (``\\/``, ``\\<``), backreferences, look-around, flags, group names,
    counted repetitions, class ranges, unbalanced groups."""
    depth: list[int] = []
    names: dict[str, int] = {}
    i = 0
    n = len(pat)
    prev_atom = False
    while i < n:
        c = pat[i]
        if c == "\\":
            i = _check_escape(pat, i, False)
            prev_atom = True
            continue
        if c == "[":
            i = _check_class(pat, i)
            prev_atom = True
            continue
        if c == "(":
            depth.append(i)
            prev_atom = False
            if pat.startswith("?", i + 1):
                k = i + 2
                if pat.startswith(("=", "!"), k):
                    raise _regex_error(
                        pat,
                        i,
                        "look-around, including look-ahead and look-behind, is not supported"
                        + _PCRE_HINT,
                        3,
                    )
                if pat.startswith(("<=", "<!"), k):
                    raise _regex_error(
                        pat,
                        i,
                        "look-around, including look-ahead and look-behind, is not supported"
                        + _PCRE_HINT,
                        4,
                    )
                if pat.startswith("P<", k):
                    i = _check_name(pat, k + 2, names) + 1
                    continue
                k = _check_flags(pat, i)
                i = k + 1 if pat[k] == ":" else k
                continue
        elif c == ")":
            if not depth:
                raise _regex_error(pat, i, "unopened group")
            depth.pop()
            prev_atom = True
        elif c in "*+?":
            if not prev_atom and not (c == "?" and i > 0 and pat[i - 1] in "*+?}"):
                raise _regex_error(pat, i, "repetition operator missing expression")
        elif c == "{":
            k = pat.find("}", i)
            if k < 0:
                raise _regex_error(pat, i, "unclosed counted repetition", n - i)
            if not prev_atom:
                raise _regex_error(pat, i, "repetition operator missing expression")
            m = re.compile(r"\s*(\d+)\s*(?:(,)\s*(\d*)\s*)?\}").match(pat, i + 1)
            if m is None:
                j = i + 1
                while j < k and pat[j].isspace():
                    j += 1
                while j < k and pat[j].isdigit():
                    j += 1
                if j < k and pat[j] == "," and j > i + 1:
                    j += 1
                    while j < k and (pat[j].isdigit() or pat[j].isspace()):
                        j += 1
                raise _regex_error(pat, j, "repetition quantifier expects a valid decimal")
            if m[3] and int(m[3]) < int(m[1]):
                raise _regex_error(
                    pat,
                    i,
                    "invalid repetition count range, the start must be <= the end",
                    k - i + 1,
                )
            i = k + 1
            continue
        elif c == "|":
            prev_atom = False
        else:
            prev_atom = True
        i += 1
    if depth:
        raise _regex_error(pat, depth[-1], "unclosed group")


def translate(pat: str, multiline: bool = False, crlf: bool = False, nul: bool = False) -> str:
    """Rust regex syntax to Python ``re`` syntax (the common subset); a newline in it
    only with ``multiline`` (-U); with ``crlf`` (--crlf), ``$`` matches before a line's
    ``\\r\\n`` too. With ``nul`` (--null-data) the regex is for a text whose NULs and
    newlines were swapped (records end in ``\\n`` there): a newline in the pattern is a
    NUL, ``.`` matches neither, ``^`` and ``$`` match at the newlines inside records too."""
    _check_groups(pat)
    out: list[str] = []
    i = 0
    n = len(pat)
    in_class = False
    # (a repetition of a repetition, ``x**`` or ``x{2}{3}``, as Rust reads it: the first
    # made a group, which Python needs; ``atom``: where the last atom starts in ``out``)
    atom = 0
    repeated = lazy = False
    opened: list[int] = []
    while i < n:
        c = pat[i]
        if not in_class:
            if c in "*+?{":
                if c == "?" and repeated and not lazy:
                    out.append("?")
                    lazy = True
                    i += 1
                    continue
                if repeated:
                    out.insert(atom, "(?:")
                    out.append(")")
                if c == "{":
                    k = pat.find("}", i)
                    c = "".join(pat[i : k + 1].split())
                    i = k
                out.append(c)
                i += 1
                repeated, lazy = True, False
                continue
            repeated = False
            if c == "|":
                out.append(c)
                i += 1
                continue
            if c == ")":
                atom = opened.pop() if opened else 0
                out.append(c)
                i += 1
                continue
            atom = len(out)
            if c == "(":
                k = i + 2
                if pat.startswith("(?", i) and not pat.startswith("(?P<", i):
                    while k < n and pat[k] not in ":)":
                        k += 1
                if not (pat.startswith("(?", i) and k < n and pat[k] == ")"):
                    opened.append(len(out))  # (a group, not a flag setting)
        if c == "\\" and i + 1 < n:
            d = pat[i + 1]
            if d in "Az" and not in_class:
                # (a line is matched alone, as ripgrep does: \A and \z are its start
                # and end, the text's with -U)
                out.append(("\\A" if d == "A" else "\\Z") if multiline else "^$"[d == "z"])
                i += 2
                continue
            if nul and d == "n":
                out.append("\\x00")  # (a newline in a record, a NUL in the swapped text)
                i += 2
                continue
            if d == "n" and not in_class and not multiline:
                raise _Fail(_NEWLINE_MSG)
            strip_cr = crlf and not multiline
            if strip_cr and not in_class and (d == "r" or pat[i : i + 4].lower() == "\\x0d"):
                raise _Fail(_NEWLINE_MSG.replace("\\n", "\\r", 1))
            if strip_cr and not in_class and d in "sWD":
                # (--crlf: ripgrep takes the CR out of what may match, as the LF)
                out.append(f"[^\\{d.swapcase()}\\r\\n]")
                i += 2
                continue
            if d == "x" and i + 2 < n and pat[i + 2] == "{":
                k = pat.find("}", i)
                if k > 0:
                    ch = chr(int(pat[i + 3 : k], 16))
                    if strip_cr and not in_class and ch == "\r":
                        raise _Fail(_NEWLINE_MSG.replace("\\n", "\\r", 1))
                    out.append(re.escape(ch))
                    i = k + 1
                    continue
            if d in "pP":
                if i + 2 < n and pat[i + 2] == "{":
                    k = pat.find("}", i)
                    name, end = pat[i + 3 : k], k + 1
                else:
                    name, end = pat[i + 2 : i + 3], i + 3
                out.append(_uni_class(name, d == "P", in_class))
                i = end
                continue
            out.append(pat[i : i + 2])
            i += 2
            continue
        if in_class:
            if pat.startswith(("&&", "--", "~~"), i):
                raise _Fail(
                    f"regex parse error:\n    {pat}\nerror: the class set operations "
                    "(&&, --, ~~) are not supported here\n"
                )
            if c == "[" and pat.startswith("[:", i):
                k = pat.find(":]", i + 2)
                name = pat[i + 2 : k] if k > 0 else ""
                neg = name.startswith("^")
                body = _POSIX.get(name.lstrip("^"))
                if body is not None and not neg:
                    out.append(body)
                    i = k + 2
                    continue
            if c == "[":
                out.append("\\[")
                i += 1
                continue
            if c == "]":
                in_class = False
            out.append(c)
            i += 1
            continue
        if c == "[":
            if crlf and not multiline and pat[i : i + 7].lower().startswith(_CR_CLASSES):
                raise _Fail(_NEWLINE_MSG.replace("\\n", "\\r", 1))  # (a class of a CR only)
            in_class = True
            out.append(c)
            i += 1
            if i < n and pat[i] == "^":
                out.append("^\\r" if crlf and not multiline else "^")
                i += 1
            if i < n and pat[i] == "]":
                out.append("\\]")
                i += 1
            continue
        if nul and c in "\n.^$":
            out.append(_NUL_SWAPPED["\n.^$".index(c)])
            i += 1
            continue
        if c == "\n" and not multiline:
            raise _Fail(_NEWLINE_MSG)
        if c == "\r" and crlf and not multiline:
            raise _Fail(_NEWLINE_MSG.replace("\\n", "\\r", 1))
        if c == "." and crlf and not multiline:
            out.append("[^\\r\\n]")  # (--crlf: no CR either)
            i += 1
            continue
        if c == "$" and crlf:
            out.append(_CRLF_END)
            i += 1
            continue
        if c == "(" and pat.startswith("(?", i) and not pat.startswith("(?P<", i):
            k = i + 2
            while k < n and pat[k] not in ":)":
                k += 1
            on, _, off = pat[i + 2 : k].partition("-")
            # (Unicode: Python's str patterns are; Unicode off, -u: ASCII classes, 'a')
            on = on.replace("u", "") + ("a" if "u" in off else "")
            off = off.replace("u", "")
            flags = on + ("-" + off if off else "")
            if flags or pat[k] == ":":
                out.append("(?" + flags + pat[k])
            i = k + 1
            continue
        out.append(c)
        i += 1
    return _scoped_flags("".join(out))


#: --null-data's newline, ``.``, ``^`` and ``$`` in a text whose NULs and newlines swapped.
_NUL_SWAPPED = ("\\x00", "[^\\n\\x00]", "(?:^|(?<=\\x00))", "(?:$|(?=\\x00))")
#: The bytes --null-data swaps: records end in a newline, their newlines are NULs.
_NUL_SWAP = bytes.maketrans(b"\0\n", b"\n\0")

#: At most this many selected lines get their numbers by :meth:`_Search._group_numbers` (a
#: Python step each, where counting all the text's newlines is one C call).
_FEW_GROUPS = 2000

#: Classes of a CR alone (an error with --crlf, as the CR is taken out of them).
_CR_CLASSES = ("[\\r]", "[\r]", "[\\x0d]", "[\\x{d}]", "[\\x{0d}]")

#: ``$`` with --crlf: a line's end, before its ``\r\n`` too.
_CRLF_END = "(?=\\r?$)"

#: Characters that make a translated pattern more than a plain literal.
_META = frozenset("\\.^$*+?{}[]|()")

#: Inline flags Python's ``re`` has as scoped groups too (see :func:`_scoped_flags`).
_INLINE_FLAGS = re.compile(r"\(\?([aimsx]+(?:-[imsx]*)?|-[imsx]+)\)")


def _scoped_flags(py: str) -> str:
    """A Python pattern's inline flags (``a(?i)b``) as scoped groups (``a(?i:b)``).

    Rust's (and PCRE's) apply from there to the end of their group, its later
    alternatives too, where Python's must start the whole pattern (so ``-w``/``-x``, which
    wrap it, or a second ``-e``, made ``(?i)foo`` an error); each is made a group closed at
    each ``|`` and ``)`` of its group and opened again after each ``|``."""
    if "(?" not in py:
        return py
    out: list[str] = []
    scopes: list[list[str]] = [[]]  # the flags set in each open group
    i = 0
    n = len(py)
    while i < n:
        c = py[i]
        if c == "\\":
            out.append(py[i : i + 2])
            i += 2
            continue
        if c == "[":  # (a class: up to its unescaped ``]``, which may come first)
            j = i + 1
            if j < n and py[j] == "^":
                j += 1
            if j < n and py[j] == "]":
                j += 1
            while j < n and py[j] != "]":
                j += 2 if py[j] == "\\" else 1
            out.append(py[i : j + 1])
            i = j + 1
            continue
        if c == "(":
            m = _INLINE_FLAGS.match(py, i)
            if m is not None:
                scopes[-1].append(m[1])
                out.append("(?" + m[1] + ":")
                i = m.end()
                continue
            scopes.append([])
        elif c == "|":
            out.append(")" * len(scopes[-1]) + "|" + "".join(f"(?{f}:" for f in scopes[-1]))
            i += 1
            continue
        elif c == ")" and len(scopes) > 1:
            out.append(")" * len(scopes.pop()))
        out.append(c)
        i += 1
    out.append(")" * len(scopes[0]))
    return "".join(out)


#: What in a (translated) regex may match a newline (-U searches the whole text then).
_NEWLINE_ABLE = re.compile(
    r"\\n|\n|\\s|\\W|\\D|\\S|\\P|\[\^|\(\?[a-zA-Z-]*s|\[:space:\]|\[:cntrl:\]|\\x0[aA]|\\x\{0*[aA]\}"
)

_NEWLINE_MSG = (
    "the literal '\"\\n\"' is not allowed in a regex\n\n"
    "Consider enabling multiline mode with the --multiline flag (or -U for short).\n"
    "When multiline mode is enabled, new line characters can be matched.\n"
)


_SMART_SKIP = re.compile(
    r"\\[pP](?:\{[^}]*\}|.)|\\[dswDSWAzbB]|\[:\^?\w+:\]|\(\?P<[^>]*>|\(\?[\w-]*[:)]"
    r"|\{\s*\d+\s*(?:,\s*\d*\s*)?\}|[.^$*+?|()\[\]]"
)
_HEX_ESCAPE = re.compile(r"\\(?:x\{([0-9a-fA-F]+)\}|x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4}))")


def _literals(pat: str, fixed: bool) -> tuple[bool, bool]:
    """Whether a pattern has literal characters, and an uppercase one among them (what
    ripgrep's --smart-case asks: case-insensitive when there is a literal and none is
    uppercase; classes such as ``[[:upper:]]`` or ``\\p{Lu}`` are not literals)."""
    if fixed:
        return bool(pat), any(ch.isupper() for ch in pat)
    text = _HEX_ESCAPE.sub(lambda m: chr(int(m[1] or m[2] or m[3], 16)), pat)
    text = _SMART_SKIP.sub("", text)
    text = re.sub(r"\\(.)", r"\1", text)
    return bool(text), any(ch.isupper() for ch in text)


# -- configuration --------------------------------------------------------------------------


@dataclass
class _Cfg:
    regex: re.Pattern[str]
    invert: bool = False
    mode: str = "lines"  # lines, count, count-matches, files-with, files-without, quiet, json
    only: bool = False
    line_number: bool = False
    column: bool = False
    vimgrep: bool = False
    with_filename: bool = True
    after: int = 0
    before: int = 0
    ctx_sep: bytes | None = b"--"
    max_count: int | None = None
    null: bool = False
    replace: str | None = None
    trim: bool = False
    text: bool = False
    binary: bool = False
    passthru: bool = False
    byte_offset: bool = False
    include_zero: bool = False
    match_sep: bytes = b":"
    ctx_field_sep: bytes = b"-"
    max_columns: int | None = None
    #: --max-columns-preview: a long line's start is printed.
    preview: bool = False
    heading: bool = False
    multiline: bool = False
    #: --color=always (or ansi): SGR sequences around names, numbers and matches.
    color: bool = False
    #: The SGR sequences that start a file name, a line number, a column (and byte
    #: offset) and a match with --color=always (--colors); None: matches are not painted.
    paint_path: str = "\x1b[0m\x1b[35m"
    paint_line: str = "\x1b[0m\x1b[32m"
    paint_column: str = "\x1b[0m"
    paint_match: str | None = "\x1b[0m\x1b[1m\x1b[31m"
    #: The end of a line ripgrep makes (a count, a file name): ``\r\n`` with --crlf.
    eol: str = "\n"
    #: -c made a count of matches by -o (with -v: ripgrep counts the matches in the lines
    #: selected, 0, where --count-matches -v counts the lines)
    count_only: bool = False
    #: The regex and the rest of its line (see :meth:`_Search._lines_at_once`): False when
    #: not built yet, None when it cannot be.
    rest: re.Pattern[str] | None | bool = False
    #: ``\n(?:RX)[^\n]*`` of a regex anchored at the line start (see
    #: :meth:`_Search._anchored_lines`): False when not built yet, None when it cannot be.
    anchor: re.Pattern[str] | None | bool = False
    #: :meth:`may_cross` (None: not asked yet).
    crosses: bool | None = None
    #: The strings the patterns match, when each is a plain one (no -w, -x or -P): a line
    #: is selected when it holds one of them (found with ``in`` or each's own search).
    literals: list[str] | None = None

    def literal(self) -> str | None:
        """The one string of :attr:`literals`, if there is one."""
        lits = self.literals
        return lits[0] if lits is not None and len(lits) == 1 else None

    def may_cross(self) -> bool:
        """Whether a match of the regex may hold a newline (a class or escape that can
        match one: ``[^x]``, ``\\s``, ``\\W``...); else every match is within a line."""
        if self.crosses is None:
            pat = self.regex.pattern
            self.crosses = _NEWLINE_ABLE.search(pat) is not None or "\\U" in pat or "\\0" in pat
        return self.crosses

    def lines_as_they_are(self) -> bool:
        """Whether a selected line is printed whole, after its name and number only (no
        inversion, -o, --vimgrep, --column, -r, --trim, -b): the output built at once."""
        return not self.invert and self.whole_lines() and not self.color

    def column_lines(self) -> bool:
        """Whether a selected line is printed whole after its name, number and column
        (--column alone of the options that shape lines, no -v)."""
        return self.column and not (
            self.invert
            or self.only
            or self.vimgrep
            or self.replace is not None
            or self.trim
            or self.byte_offset
            or self.max_columns is not None
        )

    def whole_lines(self) -> bool:
        """:meth:`lines_as_they_are`, -v or not."""
        return not (
            self.only
            or self.vimgrep
            or self.column
            or self.replace is not None
            or self.trim
            or self.byte_offset
            or self.max_columns is not None
        )


@dataclass
class _State:
    matched: bool = False
    errored: bool = False
    printed_group: bool = False
    printed_file: bool = False  # (--heading: a file's lines printed)
    quiet_done: bool = False
    json_stats: dict[str, int] = field(
        default_factory=lambda: {
            "bytes_printed": 0,
            "bytes_searched": 0,
            "matched_lines": 0,
            "matches": 0,
            "searches": 0,
            "searches_with_match": 0,
        }
    )


def _num(name: str, text: str) -> int:
    if not text.isdigit():
        if text == "":
            msg = "cannot parse integer from empty string"
        else:
            msg = "invalid digit found in string"
        raise _Fail(f"error: Invalid value for '{name}': {msg}\n\n")
    return int(text)


def _expand(template: str, m: re.Match[str]) -> str:
    """Rust ``regex::Captures::expand``: ``$1``, ``$name``, ``${name}``, ``$$``."""
    out: list[str] = []
    i = 0
    n = len(template)
    while i < n:
        c = template[i]
        if c != "$" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        d = template[i + 1]
        if d == "$":
            out.append("$")
            i += 2
            continue
        if d == "{":
            k = template.find("}", i + 2)
            if k < 0:
                out.append("$")
                i += 1
                continue
            name = template[i + 2 : k]
            i = k + 1
        else:
            j = i + 1
            while j < n and (template[j].isalnum() or template[j] == "_"):
                j += 1
            if j == i + 1:
                out.append("$")
                i += 1
                continue
            name = template[i + 1 : j]
            i = j
        try:
            g = m.group(int(name)) if name.isdigit() else m.group(name)
        except (IndexError, error_types):
            g = None
        out.append(g or "")
    return "".join(out)


error_types = re.error


def _blen(s: str) -> int:
    return len(s.encode("utf-8", "surrogateescape"))


# -- searching ------------------------------------------------------------------------------

#: A file more than twice this size is searched in blocks of about this size (see
#: :meth:`_Search._blocked`).
_BLOCK = 1 << 17

#: Runs of printed lines (bytes 1) among a text's lines (see :meth:`_Search._context_tested`).
_RUNS = re.compile(b"\x01+")


def _read_before(data: bytes, nul: int, cap: int = 65536) -> int:
    """Where the whole lines ripgrep searched before reading the block holding the NUL at
    ``nul`` end: its reader first hands over 3 bytes (the BOM sniff), then fills its 64 KiB
    buffer (what is left of it after the last line's start) until a newline comes in; the
    block where the NUL shows is not searched (read in one go, as from a file)."""
    end = last = 0
    size = 3
    n = len(data)
    while True:
        used = end - last
        while used >= cap:
            cap *= 2
        new_end = min(end + (size or cap - used), n)
        size = 0
        if nul < new_end or new_end == end:
            return last
        i = data.rfind(b"\n", end, new_end)
        end = new_end
        if i >= 0:
            last = i + 1


class _Search:
    """Searches one buffer and prints what the configuration asks for."""

    def __init__(self, ctx: CommandContext, cfg: _Cfg, st: _State) -> None:
        self.ctx = ctx
        self.cfg = cfg
        self.st = st
        self._ascii: bool | None = None  # (whether the text searched is ASCII: not asked yet)
        self._cross_matches: list[re.Match[str]] = []  # (-U --color=always: see _cross)
        #: --crlf where a line's terminator is ripgrep's own (an unterminated last line,
        #: -o, -r): each line printed by :meth:`_line_out`.
        self._own_eol = False
        #: The lines before the text searched (a block of a big file: see :meth:`_blocked`).
        self.base = 0
        #: The newlines of the text searched when numbering its lines counted them all
        #: (the block's line count: not counted twice), else -1.
        self.newlines = -1
        #: The text, its lines and whether each is selected, as :meth:`_dense_literal`
        #: found them (for :meth:`_context_groups`), else None.
        self.tested: tuple[str, list[str], list[bool]] | None = None
        #: Whether ripgrep would memory-map the files named (at most 10 operands, all
        #: regular files, or --mmap; not --no-mmap): their NULs are then not line ends.
        self.mmap = False

    # matching lines --------------------------------------------------------------------
    def _match_lines(self, text: str, first: bool = False) -> list[tuple[int, int, int]]:
        """(line number, start, end) of selected lines (up to max count; ``first``: the
        first only, for a search that only asks whether one is)."""
        cfg = self.cfg
        rx = cfg.regex
        limit = cfg.max_count
        if first and limit != 0:
            limit = 1
        out: list[tuple[int, int, int]] = []
        if limit == 0:
            return out
        n = len(text)
        if cfg.invert:
            pos = 0
            lineno = self.base
            while pos < n:
                le = text.find("\n", pos)
                if le < 0:
                    le = n
                lineno += 1
                if rx.search(text, pos, le) is None:
                    out.append((lineno, pos, le))
                    if limit is not None and len(out) >= limit:
                        break
                pos = le + 1
            return out
        if limit is None:
            found = self._lines_at_once(text)
            if found is not None:
                self.ctx.check()
                return found
        pos = 0
        lineno = self.base + 1
        counted = 0
        search = rx.search
        while pos <= n:
            m = search(text, pos)
            if m is None:
                break
            s = m.start()
            ls = text.rfind("\n", 0, s) + 1
            le = text.find("\n", s)
            if le < 0:
                le = n
            if s == n and ls == n:
                break  # empty match after the final newline
            if m.end() > le and search(text, ls, le) is None:
                pos = le + 1
                continue
            lineno += text.count("\n", counted, ls)
            counted = ls
            out.append((lineno, ls, le))
            if limit is not None and len(out) >= limit:
                break
            pos = le + 1
            self.ctx.check()
        return out

    def _lines_at_once(self, text: str) -> list[tuple[int, int, int]] | None:
        """The selected lines of the search loop of :meth:`_match_lines` (no -v, no
        limit), found in C: the regex and the rest of its line (``RX[^\\n]*``) matched over
        the whole text finds each line's first match, and the line starts, numbers and
        ends follow from the matches by ``map``. None (the loop decides) when a match
        crosses a newline, or the regex cannot be so extended.

        Measured: ``rg -n 'compute\\('`` over 5,000 files (120,000 matching lines), 410
        -> 90 ms for the searches."""
        cfg = self.cfg
        dense = self._dense_literal(text)
        if dense is not None:
            return dense
        pat = cfg.regex.pattern
        if pat.startswith("^") and "|" not in pat and "\n" not in pat:
            return self._anchored_lines(text)
        spans = self._line_spans(text)
        if spans is None:
            return None
        ls, ends = spans
        if ls and len(ls) <= _FEW_GROUPS and self._unnumbered_context():
            return list(zip(self._group_numbers(text, ls), ls, ends, strict=True))
        numbers = accumulate(
            map(text.count, repeat("\n"), [0, *ls[:-1]], ls), initial=self.base + 1
        )
        next(numbers)
        return list(zip(numbers, ls, ends, strict=True))

    def _unnumbered_context(self) -> bool:
        """Whether the selected lines print with context, as they are, without numbers
        (:meth:`_context_groups`, which then needs their numbers only to tell the groups
        apart: see :meth:`_group_numbers`)."""
        cfg = self.cfg
        return (
            cfg.mode == "lines"
            and bool(cfg.after or cfg.before)
            and not (cfg.line_number or cfg.passthru or cfg.heading or cfg.multiline)
            and cfg.max_count is None
            and cfg.lines_as_they_are()
            and not self._own_eol
        )

    def _group_numbers(self, text: str, ls: list[int]) -> list[int]:
        """Numbers for the lines starting at ``ls`` that are their line numbers as far as
        context groups tell: the distance between two that share a group (at most the
        context's lines apart) is exact, any longer one is one more than that, and the
        first is exact when the context before it reaches the first line. Each found by
        at most that many ``find`` of a newline, not by counting the newlines of the whole
        text (as ripgrep without -n; measured: rg -C2 of a rare literal in a million
        lines, 20 -> 11 ms)."""
        cap = self.cfg.before + self.cfg.after + 2
        find = text.find

        def newlines(a: int, b: int) -> int:  # (in text[a:b], at most ``cap``)
            k = 0
            while k < cap:
                a = find("\n", a, b)
                if a < 0:
                    break
                k += 1
                a += 1
            return k

        out = [self.base + 1 + newlines(0, ls[0])]
        out += map(newlines, ls[:-1], ls[1:])
        return list(accumulate(out))

    def _rest_for(self, text: str) -> tuple[list[re.Pattern[str]], str] | None:
        """The regex and the rest of its line (``RX[^\\n]*``, one match a line: see
        :meth:`_lines_at_once`), or one such of each of :attr:`_Cfg.literals` (``re``
        looks for one literal in C, where an alternation's regex tries every position),
        and the text to run them on (the same offsets): for -i of literals in ASCII text,
        the lowered literals and the lowered text (Python's case-folding search tries each
        position: -i 'delete' of a 200,000-line log, 167 -> 68 ms). None when the regex
        cannot be so extended."""
        cfg = self.cfg
        lits = cfg.literals
        if lits is not None:
            if not cfg.regex.flags & re.IGNORECASE:
                return list(map(_literal_rest, lits)), text
            if text.isascii() and all(map(str.isascii, lits)):
                return list(map(_literal_rest, map(str.lower, lits))), text.lower()
        if cfg.rest is False:
            try:
                cfg.rest = re.compile("(?:" + cfg.regex.pattern + ")[^\n]*", cfg.regex.flags)
            except re.error:  # (inline global flags, say: they must stay first)
                cfg.rest = None
        rest = cfg.rest
        return ([rest], text) if isinstance(rest, re.Pattern) else None

    def _line_spans(self, text: str) -> tuple[list[int], list[int]] | None:
        """Starts and ends of the selected lines (no -v), found in C from the matches of
        :meth:`_rest_for`'s regexes (one a line; each line's start found back from its
        match with ``rfind``; the lines of several merged). None when a match is empty or
        may cross a newline (the search decides then), or there is no such regex."""
        found = self._rest_for(text)
        if found is None:
            return None
        rests, hay = found
        if len(rests) > 1:  # (literals: never empty, never a newline)
            line_ends: dict[int, int] = {}
            for rest in rests:
                ms = list(rest.finditer(hay))
                starts = map(text.rfind, repeat("\n"), repeat(0), map(_START, ms))
                line_ends.update(
                    zip(map(operator.add, starts, repeat(1)), map(_END, ms), strict=True)
                )
            ls = sorted(line_ends)
            return ls, list(map(line_ends.__getitem__, ls))
        ms = list(rests[0].finditer(hay))
        starts = list(map(_START, ms))
        ends = list(map(_END, ms))
        if any(map(operator.eq, starts, ends)):
            return None  # (an empty match: the line of the one before, or none)
        if self.cfg.may_cross() and any(map(text.count, repeat("\n"), starts, ends)):
            return None
        ls = list(map(operator.add, map(text.rfind, repeat("\n"), repeat(0), starts), repeat(1)))
        return ls, ends

    def _sparse(self, text: str) -> tuple[list[str], Iterator[int] | None] | None:
        """The selected lines (no -v) and, for -n, their numbers, found in C: those of
        :meth:`_line_spans`, the numbers counted between their starts (None when it has
        none)."""
        spans = self._line_spans(text)
        if spans is None:
            return None
        ls, ends = spans
        chosen = list(map(text.__getitem__, map(slice, ls, ends)))
        if not self.cfg.line_number or not ls:
            return chosen, None
        nums = list(accumulate(map(text.count, repeat("\n"), [0, *ls[:-1]], ls)))
        self.newlines = nums[-1] + text.count("\n", ls[-1])
        return chosen, map(operator.add, nums, repeat(self.base + 1))

    def _write_lines(
        self, path: str, chosen: list[str], nums: Iterable[int] | None, matches: bool = False
    ) -> None:
        """Print whole selected lines after the name and (``nums``) their numbers, at once
        (with --color=always: after coloured names and numbers; -o's ``matches`` painted)."""
        cfg = self.cfg
        sep = _enc_back(cfg.match_sep)
        num = "%d"
        if cfg.color:
            name = cfg.paint_path + path + "\x1b[0m"
            pre = (name + ("\0" if cfg.null else sep)) if cfg.with_filename else ""
            num = cfg.paint_line + "%d\x1b[0m"
            if matches and cfg.paint_match is not None:
                chosen = list(map((cfg.paint_match + "%s\x1b[0m").__mod__, chosen))
        else:
            pre = (path + ("\0" if cfg.null else sep)) if cfg.with_filename else ""
        if nums is not None:
            # (one % format of the line's format repeated: twice as fast as an f-string)
            args = tuple(chain.from_iterable(zip(nums, chosen, strict=True)))
            fmt = pre.replace("%", "%%") + num + sep.replace("%", "%%") + "%s\n"
            body = (fmt * len(chosen)) % args
        else:
            body = pre + ("\n" + pre).join(chosen) + "\n"
        self.ctx.stdout.write(_enc(body))

    def _color_lines(self, path: str, text: str, lines: list[tuple[int, int, int]]) -> bool:
        """--color=always of whole selected lines (no -v, no option that shapes a line, no
        match that may cross a line, LF ends): the matches from the first selected line to
        the last found by one ``finditer`` and coloured in one string, which is then cut
        into lines; the selected ones printed at once after their coloured names and
        numbers (measured: rg --color=always GET of a 200,000-line log, 410 -> 120 ms).
        False (nothing printed) when it cannot be done so: a non-empty match where an
        empty one was (Rust's search moves past it; Python's tries there again)."""
        cfg = self.cfg
        if cfg.invert or not cfg.whole_lines() or cfg.eol != "\n" or cfg.may_cross():
            return False
        first, last = lines[0], lines[-1]
        start, end = first[1], last[2]
        rx = cfg.regex
        painted = _paint_all(rx, cfg.literal(), text[start:end], cfg.paint_match)
        if painted is None:
            parts: list[str] = []
            add = parts.append
            pos = start
            last_end = -1
            empty_at = -1
            for m in rx.finditer(text, start, end):
                s, e = m.span()
                if s == e:
                    empty_at = s
                    continue
                if s == empty_at:
                    return False
                if s == last_end:
                    parts.pop()  # (adjacent matches: one run)
                else:
                    add(text[pos:s])
                    add(cfg.paint_match or "")
                add(text[s:e])
                add("\x1b[0m")
                pos = last_end = e
            add(text[pos:end])
            painted = "".join(parts)
        every = painted.split("\n")
        base = first[0]
        chosen = [every[ln - base] for ln, _, _ in lines]
        sep = _enc_back(cfg.match_sep)
        pre = ""
        if cfg.with_filename:
            pre = cfg.paint_path + path + "\x1b[0m" + ("\0" if cfg.null else sep)
        if cfg.line_number:
            fmt = (
                pre.replace("%", "%%")
                + cfg.paint_line
                + "%d\x1b[0m"
                + sep.replace("%", "%%")
                + "%s\n"
            )
            args = tuple(chain.from_iterable(zip(map(_FIRST, lines), chosen, strict=True)))
            body = (fmt * len(chosen)) % args
        else:
            body = pre + ("\n" + pre).join(chosen) + "\n"
        self.ctx.stdout.write(_enc(body))
        return True

    def _anchored_lines(self, text: str) -> list[tuple[int, int, int]] | None:
        """:meth:`_lines_at_once` of a regex anchored at the line start (``^...``, -x)
        without alternatives: ``\\n(?:RX)[^\\n]*`` finds the lines after the first, each
        with the newline before it (``re`` looks for the newline in C and tries the regex
        there, where ``^`` in multiline mode is tried at every position); the first line
        is tried alone. Measured: ``rg -n '^10\\.1\\.'`` of a 200,000-line log, 160 -> 45
        ms."""
        cfg = self.cfg
        rx = cfg.regex
        if cfg.anchor is False:
            try:
                # (without its ``^``: after the newline it holds, and the newline and the
                # literal after it make one prefix that ``re`` looks for in C)
                cfg.anchor = re.compile("\n(?:" + rx.pattern[1:] + ")[^\n]*", rx.flags)
            except re.error:  # (inline global flags, say: they must stay first)
                cfg.anchor = None
        anchor = cfg.anchor
        if not isinstance(anchor, re.Pattern):
            return None
        n = len(text)
        end = n - 1 if text.endswith("\n") else n  # (no line after the final newline)
        le0 = text.find("\n", 0, end)
        if le0 < 0:
            le0 = end
        spans = list(map(_SPAN, anchor.finditer(text, le0, end)))
        ls = [s + 1 for s in map(_FIRST, spans)]
        ends = list(map(_SECOND, spans))
        if any(map(text.count, repeat("\n"), ls, ends)):
            return None  # (a match across lines: the search decides)
        first = rx.match(text, 0, le0) if n else None
        if first is not None:
            if "\n" in first.group():
                return None
            ls.insert(0, 0)
            ends.insert(0, le0)
        if not ls:
            return []
        numbers = accumulate(
            map(text.count, repeat("\n"), [0, *ls[:-1]], ls), initial=self.base + 1
        )
        next(numbers)
        return list(zip(numbers, ls, ends, strict=True))

    def _dense_literal(self, text: str) -> list[tuple[int, int, int]] | None:
        """:meth:`_lines_at_once` of a case-sensitive plain literal held by one line in five
        or more of the text's first 8 KiB: every line tested with ``in`` (in C), its number
        and bounds from the lines' lengths (measured: ``rg -n POST`` of a 200,000-line log,
        one line in five, 27 -> 17 ms for the search). Else None."""
        lit = self.cfg.literal()
        if lit is None or self.cfg.regex.flags & re.IGNORECASE or not text:
            return None
        head = text[:8192]
        if head.count(lit) * 5 < head.count("\n") or len(head) < 1024:
            return None
        lines = text.split("\n")
        if not lines[-1]:
            lines.pop()  # (the final newline)
        keep = list(map(operator.contains, lines, repeat(lit)))
        if self.cfg.after or self.cfg.before:  # (for :meth:`_context_groups`)
            self.tested = (text, lines, keep)
        sizes = list(map(len, lines))
        starts = accumulate(map(operator.add, sizes, repeat(1)), initial=0)
        ls = list(compress(starts, keep))
        return list(
            zip(
                compress(range(self.base + 1, self.base + len(lines) + 1), keep),
                ls,
                map(operator.add, ls, compress(sizes, keep)),
                strict=True,
            )
        )

    def _spans(
        self, text: str, ls: int, le: int, replacing: bool = False
    ) -> list[tuple[int, int, re.Match[str]]]:
        """A line's matches, as Rust's iterator finds them: no empty match right after a
        match, none at the end of a last line without a newline (ripgrep searches the line
        with its terminator and stops at the terminator's end), and after an empty match
        (one skipped too: ``x*|b`` in ``xbx`` finds the two x only) the search goes on from the next position (Python's tries the same one again for a
        longer match: then the rest is searched as Rust does). ``replacing`` (-r): the line
        is searched without its terminator, to its end (ripgrep's replacement does)."""
        res: list[tuple[int, int, re.Match[str]]] = []
        rx = self.cfg.regex
        empty_at = -1
        for m in rx.finditer(text, ls, le):
            s, e = m.span()
            if s == e:
                empty_at = s  # (Rust's next search starts past it, even when skipped)
                if res and res[-1][1] == s:
                    continue
            elif s == empty_at:
                pos, last = s + 1, s
                while pos <= le:
                    m = rx.search(text, pos, le)
                    if m is None:
                        break
                    s, e = m.span()
                    if s == e:
                        pos = e + 1
                        if last == e:
                            continue
                    else:
                        pos = e
                    last = e
                    res.append((s, e, m))
                break
            res.append((s, e, m))
        if not replacing and res and le == len(text) and res[-1][0] == le == res[-1][1]:
            res.pop()
        return res

    # output helpers --------------------------------------------------------------------
    def _prefix(self, path: str, lineno: int, col: int | None, sep: bytes) -> bytes:
        cfg = self.cfg
        parts: list[bytes] = []
        if cfg.color:
            if cfg.with_filename:
                parts.append(self._name(path))
                parts.append(b"\0" if cfg.null else sep)
            if cfg.line_number:
                parts.append(f"{cfg.paint_line}{lineno}\x1b[0m".encode() + sep)
            if col is not None:
                parts.append(f"{cfg.paint_column}{col}\x1b[0m".encode() + sep)
            return b"".join(parts)
        if cfg.with_filename:
            parts.append(path.encode("utf-8", "surrogateescape"))
            parts.append(b"\0" if cfg.null else sep)
        if cfg.line_number:
            parts.append(str(lineno).encode() + sep)
        if col is not None:
            parts.append(str(col).encode() + sep)
        return b"".join(parts)

    def _name(self, path: str) -> bytes:
        """A file's name as printed: in magenta with --color=always."""
        pb = path.encode("utf-8", "surrogateescape")
        return self.cfg.paint_path.encode() + pb + b"\x1b[0m" if self.cfg.color else pb

    def _line_text(self, line: str) -> str:
        if self.cfg.trim:
            return line.lstrip(" \t\r\n\v\f")
        return line

    def run(self, path: str, data: bytes, explicit: bool) -> bool:
        """Search ``data``; print; return whether the file "matched" (for the exit status)."""
        cfg = self.cfg
        ctx = self.ctx
        st = self.st
        out = ctx.stdout
        nul = -1 if cfg.text else data.find(b"\0")
        if nul >= 0 and not explicit and not cfg.binary:
            return self._quit(path, data, nul)
        # (--crlf: a printed line without its terminator (the last), a match of -o and a
        # replaced line end in CRLF, the others as they are)
        self._own_eol = (
            cfg.eol != "\n"
            and cfg.mode == "lines"
            and (not data.endswith(b"\n") or cfg.only or cfg.replace is not None)
        )
        if (
            not self._own_eol
            and nul < 0
            and len(data) > 2 * _BLOCK
            and not (cfg.color and cfg.mode == "lines")
            and self._blockable()
            and not self._one_count(data)
        ):
            return self._blocked(path, data)
        text = data.decode("utf-8", "surrogateescape")
        self._ascii = None
        if cfg.mode == "json":
            if nul >= 0 and not (self.mmap or cfg.multiline):
                text = text.replace("\0", "\n")
            return self._json(path, data, text, nul)
        orig = text
        if nul >= 0 and not (self.mmap or cfg.multiline):
            # (read, not mapped: ripgrep's buffer has its NULs turned to line ends)
            text = text.replace("\0", "\n")
        elif nul >= 0:
            pass
        elif (
            cfg.max_count is None
            and (
                len(text) > 4096
                or (cfg.mode in ("count", "count-matches") and cfg.literal() is not None)
            )
            and not cfg.multiline
            and not self._own_eol
        ):
            # (a literal's count in C for small files too: rg -c compute over 5,000 files,
            # 128 -> 59 ms cpu)
            done = self._fast(path, text)
            if done is not None:
                return done
        if cfg.multiline:
            lines, matches = self._multiline(text)
            if cfg.color:
                self._cross_matches = list(cfg.regex.finditer(text))
            if cfg.mode in ("count", "count-matches"):
                if cfg.invert:
                    lines = []  # (ripgrep counts no line of -U -v, and says none matched)
                n = len(matches) if lines else 0
                if lines or cfg.include_zero:
                    self._write_count(path, n)
                return bool(lines)
            if cfg.only and not cfg.invert and cfg.mode == "lines" and matches:
                self._multiline_only(path, text, matches)
                return True
        else:
            lines = self._match_lines(text, cfg.mode in ("quiet", "files-with", "files-without"))
        pb = self._name(path)
        term = b"\0" if cfg.null else cfg.eol.encode()
        mode = cfg.mode
        if mode == "quiet":
            return bool(lines)
        if mode == "files-with":
            if lines:
                out.write(pb + term)
            return bool(lines)
        if mode == "files-without":
            if not lines:
                out.write(pb + term)
            return not lines
        if mode in ("count", "count-matches"):
            if cfg.count_only and cfg.invert:
                count = 0  # (the matches in the lines selected: none, shown all the same)
            else:
                count = self._lines_count(text, lines)
            if lines or cfg.include_zero:
                self._write_count(path, count)
            return bool(lines)
        if not lines and (not cfg.passthru or not text or cfg.max_count == 0):
            return False  # (--passthru prints a file's lines even when none is selected)
        if nul >= 0 and lines:
            return self._binary_lines(path, data, orig, text, lines, nul)
        if cfg.heading and cfg.with_filename:
            # (the name on a line of its own, a blank line between files; the lines
            # without it, and no context separator between files)
            out.write((b"\n" if st.printed_file else b"") + pb + (b"\0" if cfg.null else b"\n"))
            st.printed_file = True
            st.printed_group = False
            cfg.with_filename = False
            try:
                self._print_lines(path, text, lines)
            finally:
                cfg.with_filename = True
            return bool(lines)
        self._print_lines(path, text, lines)
        return bool(lines)

    def _quit(self, path: str, data: bytes, nul: int) -> bool:
        """A file found by recursion holding a NUL: ripgrep stops reading at the block
        holding the NUL and searches the whole lines before it (:func:`_read_before`: in a
        small file, only a line in its first 3 bytes); a line printed is followed by a warning, a
        count is not shown (nor is the file then counted as matched)."""
        cfg = self.cfg
        if cfg.mode == "files-without":
            return True
        if cfg.mode in ("count", "count-matches"):
            return False
        prefix = data[: _read_before(data, nul)]
        if cfg.mode == "json":
            return self._json(path, prefix, prefix.decode("utf-8", "surrogateescape"), nul)
        if cfg.mode in ("quiet", "files-with"):
            return self.run(path, prefix, True)
        before, after, passthru = cfg.before, cfg.after, cfg.passthru
        cfg.before = cfg.after = 0  # (no context is printed around a binary file's lines)
        cfg.passthru = False
        try:
            if not self.run(path, prefix, True):
                return False
        finally:
            cfg.before, cfg.after, cfg.passthru = before, after, passthru
        if cfg.max_count is not None and (
            len(self._match_lines(prefix.decode("utf-8", "surrogateescape"))) >= cfg.max_count
        ):
            return True  # (stopped by -m before the NUL)
        head = (self._name(path) + b": ") if cfg.with_filename else b""
        self.ctx.stdout.write(
            head + b'WARNING: stopped searching binary file after match (found "\\0" byte '
            b"around offset %d)\n" % nul
        )
        return True

    def _binary_lines(
        self,
        path: str,
        data: bytes,
        orig: str,
        text: str,
        lines: list[tuple[int, int, int]],
        nul: int,
    ) -> bool:
        """The selected ``lines`` of a file named that holds a NUL at ``nul``: mapped, a
        NUL in its first 64 KiB makes any match print ``binary file matches`` alone, else
        the lines before the first one holding a NUL are printed; read, those ripgrep
        searched before it read the NUL's block (:func:`_read_before`), and the message
        follows (not when -m stopped the search first)."""
        cfg = self.cfg
        keep = 0
        mapped = self.mmap or cfg.multiline  # (-U reads the file whole: as mapped)
        if mapped:
            if nul >= 65536:
                for k, (_, ls, le) in enumerate(lines):
                    at = orig.find("\0", ls, le + 1)
                    if at >= 0:
                        keep = k
                        nul = len(orig[:at].encode("utf-8", "surrogateescape"))
                        break
                else:
                    keep = len(lines)
        else:
            upto = len(data[: _read_before(data, nul)].decode("utf-8", "surrogateescape"))
            while keep < len(lines) and lines[keep][2] < upto:
                keep += 1
        if cfg.max_count is not None and keep >= cfg.max_count:
            keep = cfg.max_count  # (stopped by -m: no message)
        if keep:
            before, after, passthru = cfg.before, cfg.after, cfg.passthru
            # (no context is printed around a binary file's lines)
            cfg.before = cfg.after = 0
            cfg.passthru = False
            try:
                self._print_lines(path, text, lines[:keep])
            finally:
                cfg.before, cfg.after, cfg.passthru = before, after, passthru
            if (keep == len(lines) and mapped) or keep == cfg.max_count:
                return True
        head = (self._name(path) + b": ") if cfg.with_filename else b""
        self.ctx.stdout.write(
            head + b'binary file matches (found "\\0" byte around offset %d)\n' % nul
        )
        return True

    def _lines_count(self, text: str, lines: list[tuple[int, int, int]]) -> int:
        """What -c or --count-matches counts of the selected ``lines``."""
        if self.cfg.mode == "count-matches" and not self.cfg.invert:
            return sum(len(self._spans(text, ls, le)) for _, ls, le in lines)
        return len(lines)

    def _write_count(self, path: str, count: int) -> None:
        cfg = self.cfg
        head = (self._name(path) + (b"\0" if cfg.null else b":")) if cfg.with_filename else b""
        self.ctx.stdout.write(head + _enc(f"{count}{cfg.eol}"))

    def _blockable(self) -> bool:
        """Whether a big file can be searched block by block (:meth:`_blocked`): its lines
        printed whole or counted, none depending on another (no context, -m or -U; no
        heading, which comes first; no -b, which needs the bytes before)."""
        cfg = self.cfg
        pat = cfg.regex.pattern
        return (
            cfg.mode in ("lines", "count", "count-matches")
            and not cfg.count_only
            and "\\A" not in pat
            and "\\Z" not in pat
            and cfg.max_count is None
            and not (cfg.multiline or cfg.after or cfg.before or cfg.passthru)
            and not (cfg.heading or cfg.byte_offset)
        )

    def _one_count(self, data: bytes) -> bool:
        """Whether -c of one literal (case-sensitive, no -v) held by few lines (fewer than
        one in five of the first 8 KiB) is counted over the whole text at once: one
        ``findall`` of the literal and the rest of its line, in C, faster than block by
        block (rg -c ERROR of 27 MB, one line in 20: 16 -> 13 ms)."""
        cfg = self.cfg
        lit = cfg.literal()
        if cfg.mode != "count" or cfg.invert or lit is None or cfg.regex.flags & re.IGNORECASE:
            return False
        head = data[:8192]
        return head.count(_enc(lit)) * 5 < head.count(b"\n")

    def _blocked(self, path: str, data: bytes) -> bool:
        """Search a big file (a text: no NUL) in blocks of about 128 KiB of whole lines,
        each decoded and searched on its own (a line is matched alone: ripgrep's ``^``,
        ``\\A``, ``$`` and ``\\z`` are the line's, and a match never crosses a newline), the
        line numbers from :attr:`base`; print what the mode asks; whether a line matched.

        Each block's passes (the search, the line starts, the numbers, the slices) run on
        memory in the CPU's cache, where the whole text's run on memory read again and again
        (measured: ``rg -n POST`` of a 200,000-line log, 40 -> 22 ms)."""
        cfg = self.cfg
        counting = cfg.mode != "lines"
        numbered = cfg.line_number and not counting
        total = 0
        matched = False
        try:
            for piece in record_blocks(data, b"\n"):
                text = piece.decode("utf-8", "surrogateescape")
                self._ascii = None
                self.newlines = -1
                if counting:
                    found = self._count_fast(text)
                    if found is None:
                        found = self._lines_count(text, self._match_lines(text))
                    total += found
                else:
                    done = self._fast(path, text) if len(text) > 4096 else None
                    if done is None:
                        lines = self._match_lines(text)
                        done = bool(lines)
                        if done:
                            self._print_lines(path, text, lines)
                    matched |= done
                if numbered:
                    self.base += piece.count(b"\n") if self.newlines < 0 else self.newlines
                self.ctx.check()
        finally:
            self.base = 0
        if counting:
            if total or cfg.include_zero:
                self._write_count(path, total)
            return total > 0
        return matched

    def _multiline(self, text: str) -> tuple[list[tuple[int, int, int]], list[tuple[int, int]]]:
        """-U with a regex that can match a newline: the lines a match touches (those no
        match touches, with -v) as :meth:`_match_lines` gives them, and the matches (up to
        -m's count of them)."""
        cfg = self.cfg
        n = len(text)
        matches: list[tuple[int, int]] = []
        touched: set[int] = set()
        starts = _line_starts(text)
        from bisect import bisect_right

        groups = 0  # (runs of adjacent lines: what -m counts)
        last_line = -1
        for m in cfg.regex.finditer(text):
            s, e = m.span()
            if s == e and s >= n:
                break  # (an empty match after the final newline: no line)
            first = bisect_right(starts, s)
            last = bisect_right(starts, max(s, e - 1))
            if first > last_line + 1:
                groups += 1
                if cfg.max_count is not None and groups > cfg.max_count and not cfg.invert:
                    break
            last_line = max(last_line, last)
            matches.append((s, e))
            touched.update(range(first, last + 1))
            self.ctx.check()
        total = len(starts)
        numbers = (
            [k for k in range(1, total + 1) if k not in touched] if cfg.invert else sorted(touched)
        )
        if cfg.invert and cfg.max_count is not None:
            numbers = numbers[: cfg.max_count]
        lines: list[tuple[int, int, int]] = []
        for k in numbers:
            ls = starts[k - 1]
            le = text.find("\n", ls)
            lines.append((k, ls, n if le < 0 else le))
        return lines, matches

    def _multiline_only(self, path: str, text: str, matches: list[tuple[int, int]]) -> None:
        """-U -o: each match, each of its lines after the name and that line's number."""
        cfg = self.cfg
        sep = _enc_back(cfg.match_sep)
        color = cfg.color
        name = f"{cfg.paint_path}{path}\x1b[0m" if color else path
        pre = (name + ("\0" if cfg.null else sep)) if cfg.with_filename else ""
        items: list[str] = []
        count = text.count
        ln, pos = 1, 0
        for s, e in matches:
            ln += count("\n", pos, s)
            pos = s
            piece = text[s:e]
            if piece.endswith("\n"):
                piece = piece[:-1]
            for k, part in enumerate(piece.split("\n")):
                if color:
                    num = f"{cfg.paint_line}{ln + k}\x1b[0m{sep}" if cfg.line_number else ""
                    off = ""
                    if cfg.byte_offset:
                        off = f"{cfg.paint_column}{self._offset(text, s)}\x1b[0m{sep}"
                    part = _paint(part, [(0, len(part))], cfg.paint_match)
                else:
                    num = f"{ln + k}{sep}" if cfg.line_number else ""
                    off = f"{self._offset(text, s)}{sep}" if cfg.byte_offset else ""
                items.append(f"{pre}{num}{off}{part}\n")
        self.ctx.stdout.write(_enc("".join(items)))

    def _fast(self, path: str, text: str) -> bool | None:
        """The output of plain lines (-n, -H, -v) and -c when most lines are selected, and
        of -o's matches, built at once in C (see :meth:`_dense` and :meth:`_only_fast`);
        whether the file matched. None when the search goes the usual way."""
        cfg = self.cfg
        mode = cfg.mode
        if cfg.heading or cfg.after or cfg.before or cfg.passthru:
            if mode == "lines" and not (cfg.heading or cfg.passthru):
                return self._context_dense(path, text)
            if mode != "count":
                return None
        if mode == "lines" and cfg.only:
            plain = not (
                cfg.column
                or cfg.vimgrep
                or cfg.replace is not None
                or cfg.trim
                or cfg.byte_offset
                or cfg.max_columns is not None
            )
            return self._only_fast(path, text) if plain else None
        if mode in ("count", "count-matches"):
            n = self._count_fast(text)
            if n is None:
                return None
            if n or cfg.include_zero:
                self._write_count(path, n)
            return n > 0
        if not (mode == "lines" and cfg.whole_lines()):
            return None
        if cfg.color and not cfg.invert and (cfg.eol != "\n" or cfg.may_cross()):
            return None
        dense = self._dense(text)
        nums: Iterator[int] | None = None
        if dense is not None:
            parts, keep = dense
            if cfg.invert:
                keep = list(map(operator.not_, keep))
            chosen = list(compress(parts, keep))
            if cfg.line_number:
                nums = compress(range(self.base + 1, self.base + len(parts) + 1), keep)
                self.newlines = len(parts)  # (a block ends with its newline)
        else:
            sparse = None if cfg.invert else self._sparse(text)
            if sparse is None:
                return None
            chosen, nums = sparse
        if not chosen:
            return False
        if cfg.color and not cfg.invert:
            # (the lines painted together: no match crosses one)
            painted = _paint_all(cfg.regex, cfg.literal(), "\n".join(chosen), cfg.paint_match)
            if painted is None:
                self.newlines = -1
                return None
            chosen = painted.split("\n")
        self._write_lines(path, chosen, nums)
        return True

    def _count_fast(self, text: str) -> int | None:
        """-c's count of the lines selected, found in C: those of :meth:`_dense`, or a
        literal's (with the rest of its line, one match a line); None when the search
        finds them (:meth:`_match_lines`)."""
        cfg = self.cfg
        lit = cfg.literal()
        if cfg.mode == "count-matches":
            # (a literal's matches are its occurrences: counted by ``str.count`` in C; -i's
            # in the lowered text, when it and the literal are ASCII)
            if cfg.invert or lit is None:
                return None
            if not cfg.regex.flags & re.IGNORECASE:
                return text.count(lit)
            if text.isascii() and lit.isascii():
                return text.lower().count(lit.lower())
            return None
        if cfg.mode != "count":
            return None
        if lit is not None and len(lit) == 1:
            fold = bool(cfg.regex.flags & re.IGNORECASE)
            k = char_lines(text, lit.lower() if fold else lit, fold)
            if k is not None:  # (one character: its lines counted in C)
                return (
                    text.count("\n") + (not text.endswith("\n") and bool(text)) - k
                    if cfg.invert
                    else k
                )
        if lit is not None:
            # (one literal: its lines, each the literal and the rest of its line, counted
            # by one findall in C, even when most lines hold it; cutting every line and
            # testing it cost twice as much: rg -c GET of a 200,000-line log, one line in
            # two, 23 -> 13 ms)
            found = self._rest_for(text)
            if found is not None:
                k = len(found[0][0].findall(found[1]))
                if cfg.invert:  # (the lines, less those holding it)
                    return text.count("\n") + (not text.endswith("\n") and bool(text)) - k
                return k
        dense = self._dense(text)
        if dense is not None:
            keep = dense[1]
            return len(keep) - sum(keep) if cfg.invert else sum(keep)
        if cfg.invert or cfg.literals is None:
            return None
        # (-c of a literal's few lines: the literal and the rest of its line found in C,
        # counted: rg -c ' 503 ' of a 200,000-line log, 18 -> 9 ms)
        found = self._rest_for(text)
        if found is not None and len(found[0]) == 1:
            return len(found[0][0].findall(found[1]))
        spans = self._line_spans(text)
        return None if spans is None else len(spans[0])

    def _dense(self, text: str) -> tuple[list[str], list[bool]] | None:
        """A text's lines and whether each is matched, tested line by line in C (``in``
        for a literal, the regex's ``search`` else), when at least one line in five (a
        literal; three for a regex, -i's literal) of its first 8 KiB is, or for -v; else
        None (the matches are found by the search, :meth:`_match_lines`).

        Measured: ``rg GET`` of a 200,000-line log, one line in two: 73 -> 30 ms."""
        cfg = self.cfg
        rx = cfg.regex
        head = text[:8192]
        lines = head.count("\n")
        if lines < 16:
            return None
        end = len(text) - 1 if text.endswith("\n") else len(text)
        lits = cfg.literals
        folded = bool(rx.flags & re.IGNORECASE)
        if lits is not None and (not folded or (text.isascii() and all(map(str.isascii, lits)))):
            # (each line tested with ``in`` for each literal, or-ed; -i's in the lowered
            # text, whose lines are cut twice, from one line in three)
            keys = list(map(str.lower, lits)) if folded else lits
            numbered = cfg.line_number and cfg.mode == "lines"
            # (-i: numbered short lines from one in five, as grep's: each match's number
            # costs the search more than a line's test; -n -i x of a million 15-byte
            # lines, 1 in 4)
            short = numbered and len(head) < 32 * lines
            share = (5 if short else 3) if folded else 10 if numbered else 5
            sample = head.lower() if folded else head
            if not cfg.invert and sum(map(sample.count, keys)) * share < lines * len(keys):
                return None
            parts = text[:end].split("\n")
            # (-i: each line lowered, by ``map``: a third faster than cutting the lowered
            # text too, rg -i get of a 200,000-line log 51 -> 33 ms for the lines' tests)
            hay = list(map(str.lower, parts)) if folded else parts
            keep = list(map(operator.contains, hay, repeat(keys[0])))
            for key in keys[1:]:
                keep = list(map(_EITHER, keep, map(operator.contains, hay, repeat(key))))
            return parts, keep
        # (a regex anchored at the line start is tried there only; line numbers cost the
        # search a count a selected line: -n '^10\.1\.' of a log, one line in four, 70 ->
        # 35 ms line by line)
        pat = rx.pattern
        search = rx.match if pat.startswith("^") and "|" not in pat else rx.search
        if not cfg.invert:
            sample = head.split("\n", lines)[:lines]
            share = 6 if cfg.line_number and cfg.mode == "lines" else 3
            if sum(map(bool, map(search, sample))) * share < lines:
                return None
        parts = text[:end].split("\n")
        return parts, list(map(bool, map(search, parts)))

    def _dense_matches(self, text: str) -> bool:
        """Whether the regex matches on at least one line in three of the text's first 8 KiB
        (then the lines are searched one by one in C rather than the matches' lines found
        one by one; the head of a small text is all of it)."""
        head = text[:8192]
        lines = head.count("\n")
        return lines >= 8 and len(self.cfg.regex.findall(head)) * 3 >= lines

    def _only_fast(self, path: str, text: str) -> bool | None:
        """-o's output (with -n, -H, no -v) from one pass of the regex over the text,
        when no match is empty or crosses a line (then Python's matches are Rust's, line
        by line); else None.

        Measured: ``rg -o '/api/[a-z]+'`` of a 200,000-line log, 470 -> 60 ms."""
        cfg = self.cfg
        if cfg.invert:
            return None
        rx = cfg.regex
        if not cfg.line_number and not rx.groups:  # (the matches alone: findall's strings)
            found = rx.findall(text)
            if not found:
                return False
            if not all(found) or "\n" in "".join(found):
                return None
            self._write_lines(path, found, None, True)
            return True
        if cfg.line_number and not rx.groups and self._dense_matches(text):
            # most lines hold a match: each line searched alone by ``map`` (``findall``),
            # its number repeated for each of its matches, in C; no per-match Python step
            # nor separator count (measured: rg -n -o '[0-9]+' of 100,000 lines, each with
            # a match, 90 -> 45 ms)
            lines = text.split("\n")
            if text.endswith("\n"):
                lines.pop()
            per: list[list[str]] = list(map(rx.findall, lines))
            found = list(chain.from_iterable(per))
            if not found:
                return False
            if "" in found:
                return None
            numbers = range(self.base + 1, self.base + 1 + len(lines))
            nums = chain.from_iterable(map(repeat, numbers, map(len, per)))
            self._write_lines(path, found, nums, True)
            return True
        spans = list(map(_SPAN, rx.finditer(text)))
        if not spans:
            return False
        starts = list(map(_FIRST, spans))
        ends = list(map(_SECOND, spans))
        if any(map(operator.eq, starts, ends)):
            return None
        found = list(map(text.__getitem__, map(slice, starts, ends)))
        if "\n" in "".join(found):  # (a match across lines: they are searched one by one)
            return None
        nums = None
        if cfg.line_number:
            gaps = map(text.count, repeat("\n"), [0, *starts[:-1]], starts)
            nums = accumulate(gaps, initial=self.base + 1)
            next(nums)
        self._write_lines(path, found, nums, True)
        return True

    def _print_lines(self, path: str, text: str, lines: list[tuple[int, int, int]]) -> None:
        cfg = self.cfg
        out = self.ctx.stdout
        if cfg.after or cfg.before or cfg.passthru:
            self._print_context(path, text, lines)
        elif self._own_eol:
            self._line_by_line(path, text, lines)
        elif cfg.color and self._color_lines(path, text, lines):
            pass
        elif cfg.lines_as_they_are():
            # each line as it is, after the name and number: the file's output at once
            found = list(map(text.__getitem__, map(slice, map(_SECOND, lines), map(_THIRD, lines))))
            self._write_lines(path, found, map(_FIRST, lines) if cfg.line_number else None)
        elif (
            cfg.column_lines()
            and text.isascii()
            and not self._empty_at_end(text, lines[-1])
            and not (cfg.color and (cfg.eol != "\n" or cfg.may_cross()))
        ):
            # --column of whole lines: each line's first match found once, its column
            # from its offset (ASCII: characters are bytes), the output at once (measured:
            # rg --column POST of a 200,000-line log, 150 -> 40 ms)
            sep = _enc_back(cfg.match_sep)
            name = f"{cfg.paint_path}{path}\x1b[0m" if cfg.color else path
            head = (name + ("\0" if cfg.null else sep)) if cfg.with_filename else ""
            found = list(map(text.__getitem__, map(slice, map(_SECOND, lines), map(_THIRD, lines))))
            rx, lit = cfg.regex, cfg.literal()
            if lit and not rx.flags & re.IGNORECASE and rx.pattern in (lit, re.escape(lit)):
                # (a plain literal: its first place in each line, by str.find in C;
                # measured: rg --column GET of a 200,000-line log, 100,000 lines, -25 ms)
                cols = list(map(operator.add, map(str.find, found, repeat(lit)), repeat(1)))
            else:
                search = rx.search
                cols: list[int] = []
                for _, ls, le in lines:
                    m = search(text, ls, le)
                    cols.append(1 if m is None else m.start() - ls + 1)
            esc_head, esc_sep = head.replace("%", "%%"), sep.replace("%", "%%")
            num, col = "%d", "%d"
            if cfg.color:
                # (the lines painted together: no match crosses one)
                painted = _paint_all(cfg.regex, cfg.literal(), "\n".join(found), cfg.paint_match)
                if painted is None:
                    self._line_by_line(path, text, lines)
                    return
                found = painted.split("\n")
                num, col = cfg.paint_line + "%d\x1b[0m", cfg.paint_column + "%d\x1b[0m"
            if cfg.line_number:
                fields = zip(map(_FIRST, lines), cols, found, strict=True)
                fmt = esc_head + num + esc_sep + col + esc_sep + "%s\n"
            else:
                fields = zip(cols, found, strict=True)
                fmt = esc_head + col + esc_sep + "%s\n"
            out.write(_enc((fmt * len(lines)) % tuple(chain.from_iterable(fields))))
        else:
            self._line_by_line(path, text, lines)

    def _line_by_line(self, path: str, text: str, lines: list[tuple[int, int, int]]) -> None:
        for lineno, ls, le in lines:
            self._print_match(path, text, lineno, ls, le)

    def _empty_at_end(self, text: str, line: tuple[int, int, int]) -> bool:
        """Whether the line is the last, unterminated, and its first match is the empty
        one at its end (which ripgrep does not count: see :meth:`_spans`)."""
        _, ls, le = line
        if le != len(text):
            return False
        m = self.cfg.regex.search(text, ls, le)
        return m is not None and m.start() == m.end() == le

    def _print_match(self, path: str, text: str, lineno: int, ls: int, le: int) -> None:
        self.ctx.stdout.write(self._line_out(path, text, lineno, ls, le, True))

    def _cross(self, ls: int, le: int) -> list[tuple[int, int, re.Match[str]]]:
        """-U --color=always: the pieces of the line ``ls:le`` the matches (that may cross
        lines) cover."""
        from bisect import bisect_right

        found = self._cross_matches
        k = bisect_right([m.end() for m in found], ls)
        res: list[tuple[int, int, re.Match[str]]] = []
        for m in found[k:]:
            s, e = m.span()
            if s > le:
                break
            if s < e and e > ls:
                res.append((max(s, ls), min(e, le), m))
        return res

    def _offset(self, text: str, pos: int) -> int:
        """The byte offset of ``text[pos]`` (for -b)."""
        if self._ascii is None:
            self._ascii = text.isascii()
        return pos if self._ascii else _blen(text[:pos])

    def _line_out(
        self, path: str, text: str, lineno: int, ls: int, le: int, selected: bool
    ) -> bytes:
        """One printed line (a selected one, or context), as ripgrep's standard printer: the
        line's matches are found when -o, --column, --vimgrep or -r need them (in a context
        line too: that of -v, or one past -m's last); a line without any prints whole, with
        no column; else -o prints each match, --vimgrep the line once a match, the rest the
        line once with the first match's column. With -r, the matches' columns and offsets
        are those in the replaced line."""
        cfg = self.cfg
        sep = cfg.match_sep if selected else cfg.ctx_field_sep
        need = cfg.only or cfg.column or cfg.replace is not None or cfg.color
        if cfg.color and cfg.multiline and not (cfg.only or cfg.column or cfg.replace is not None):
            spans = self._cross(ls, le)
        else:
            spans = self._spans(text, ls, le, cfg.replace is not None) if need else []
        off = self._offset(text, ls) if cfg.byte_offset else 0
        # (--crlf: a line without its terminator, the last, ends in CRLF)
        nl = b"\n" if le < len(text) else cfg.eol.encode()
        if not spans:
            body = self._body(text[ls:le], selected, None, le < len(text))
            return self._pfx(path, lineno, None, off, sep) + body + nl
        end = le
        if cfg.only:
            nl = cfg.eol.encode()  # (each match ends in ripgrep's line terminator)
        elif (cfg.color or cfg.replace is not None) and cfg.eol != "\n":
            # (--crlf: a coloured or replaced line is written without its terminator, then
            # CRLF)
            nl = b"\r\n"
            if text.endswith("\r", ls, le):
                end = le - 1
                spans = [(s, min(e, end), m) for s, e, m in spans]
        rep = cfg.replace
        if rep is None:
            line = text[ls:end]
            pieces = [(s - ls, e - ls) for s, e, _ in spans]
        else:
            parts: list[str] = []
            pieces: list[tuple[int, int]] = []
            pos = ls
            size = 0
            for s, e, m in spans:
                parts.append(text[pos:s])
                size += s - pos
                r = _expand(rep, m)
                parts.append(r)
                pieces.append((size, size + len(r)))
                size += len(r)
                pos = e
            parts.append(text[pos:end])
            line = "".join(parts)
        wide = not line.isascii()
        out: list[bytes] = []
        color = cfg.color
        if cfg.only or cfg.vimgrep:
            starts = [a for a, _ in pieces]
            body = b"" if cfg.only else self._body(line, selected, 1, le < len(text), starts)
            for s, e in pieces:
                b = _blen(line[:s]) if wide else s
                if cfg.only:
                    paint = [(0, e - s)] if color else None
                    body = self._body(line[s:e], selected, None, False, None, paint)
                elif color:
                    body = self._body(line, selected, 1, le < len(text), starts, [(s, e)])
                col = b + 1 if cfg.column else None
                out.append(self._pfx(path, lineno, col, off + b, sep) + body + nl)
            return b"".join(out)
        s0 = pieces[0][0]
        col = (_blen(line[:s0]) if wide else s0) + 1 if cfg.column else None
        starts = [a for a, _ in pieces]
        body = self._body(
            line, selected, len(pieces), le < len(text), starts, pieces if color else None
        )
        return self._pfx(path, lineno, col, off, sep) + body + nl

    def _body(
        self,
        line: str,
        selected: bool,
        matches: int | None,
        term: bool,
        starts: list[int] | None = None,
        paint: list[tuple[int, int]] | None = None,
    ) -> bytes:
        """A printed line's text (--trim), or what -M prints for one too long (counted
        with its newline, ``term``): a line whose matches the printer colours (``matches``)
        says how many; with --max-columns-preview, its first characters and what is left
        out (the matches, at ``starts``, past them: how many). With --color=always, the
        pieces of the line at ``paint`` are coloured (and the preview counts the matches
        left out even when none is)."""
        cfg = self.cfg
        shown = self._line_text(line)
        body = _enc(shown)
        limit = cfg.max_columns
        if paint is not None:
            cut = len(line) - len(shown)
            if cut:
                paint = [(max(a - cut, 0), max(b - cut, 0)) for a, b in paint]
        if limit and len(body) + term > limit:
            if cfg.preview:
                left = sum(1 for x in starts or () if x >= limit) if matches is not None else 0
                more = f" [... {left} more match{'es' if left != 1 else ''}]"
                if paint is not None:
                    clipped = [(a, min(b, limit)) for a, b in paint if a < limit]
                    return _enc(_paint(shown[:limit], clipped, cfg.paint_match) + more)
                return _enc(shown[:limit] + (more if left else " [... omitted end of long line]"))
            if matches is not None:
                return b"[Omitted long line with %d matches]" % matches
            return b"[Omitted long matching line]" if selected else b"[Omitted long context line]"
        if paint is not None:
            return _enc(_paint(shown, paint, cfg.paint_match))
        return body

    def _pfx(self, path: str, lineno: int, col: int | None, off: int, sep: bytes) -> bytes:
        p = self._prefix(path, lineno, col, sep)
        if self.cfg.byte_offset:
            shown = f"{self.cfg.paint_column}{off}\x1b[0m" if self.cfg.color else str(off)
            p += shown.encode() + sep
        return p

    def _print_context(self, path: str, text: str, lines: list[tuple[int, int, int]]) -> None:
        cfg = self.cfg
        st = self.st
        out = self.ctx.stdout
        if (
            cfg.color
            and cfg.max_count is None
            and not (cfg.passthru or cfg.invert or cfg.multiline)
            and cfg.whole_lines()
            and cfg.eol == "\n"
            and not cfg.may_cross()
        ):
            done = self._context_groups(path, text, lines)
            if done is not None:
                out.write(_enc(done))
                st.printed_group = True
                return
        if cfg.lines_as_they_are() and not cfg.passthru and not self._own_eol:
            if cfg.max_count is None:
                out.write(_enc(self._context_groups(path, text, lines) or ""))
            else:
                out.write(_enc(self._context_text(path, text, lines)))
            st.printed_group = True
            return
        starts = _line_starts(text)
        n = len(text)
        matched = {ln for ln, _, _ in lines}
        show = _shown_lines(cfg, lines, len(starts))
        # (past the last selected line when -m ended the search, a line the search would
        # select prints as selected)
        past = lines[-1][0] if cfg.max_count is not None and lines else None
        search = cfg.regex.search
        prev = None
        for ln in show:
            if cfg.ctx_sep is not None and not cfg.passthru:
                if (prev is None and st.printed_group) or (prev is not None and ln > prev + 1):
                    out.write(cfg.ctx_sep + b"\n")
            prev = ln
            ls = starts[ln - 1]
            le = text.find("\n", ls)
            if le < 0:
                le = n
            sel = ln in matched
            if not sel and past is not None and ln > past:
                sel = (search(text, ls, le) is None) == cfg.invert
            out.write(self._line_out(path, text, ln, ls, le, sel))
        st.printed_group = True

    def _context_groups(
        self, path: str, text: str, lines: list[tuple[int, int, int]]
    ) -> str | None:
        """:meth:`_print_context`'s output when each line prints as it is (after the name
        and number), no -m: the selected lines' groups (a line's window of context that
        touches the one before joins its group), each group's text cut at once (its start
        walked back from its first line, its end forward from its last, with ``rfind`` and
        ``find`` over all groups in C); with -n or the name, the groups' lines split and
        each given its number and mark by ``map``.

        Measured: ``rg -n -A2`` of a 400,000-line log, 30,000 lines selected: 105 -> 60
        ms; ``rg -A1 ' 503 '`` of a 200,000-line log: 25 -> 14.

        With --color=always, each group's text painted by :func:`_paint_all` (None when one
        cannot be) and the names and numbers coloured."""
        cfg = self.cfg
        after, before = cfg.after, cfg.before
        tested, self.tested = self.tested, None
        if (
            tested is not None
            and tested[0] is text
            and len(lines) * 3 >= len(tested[1])
            and not cfg.color
        ):
            # (one line in three or more selected: from all the lines, see
            # :meth:`_context_tested`; fewer, from the selected lines' spans)
            return self._context_tested(path, tested[1], tested[2])
        body = text if text.endswith("\n") else text + "\n"  # (each line ends with one)
        nums = list(map(_FIRST, lines))
        new = [
            True,
            *map(operator.gt, map(operator.sub, nums[1:], nums[:-1]), repeat(after + before + 1)),
        ]
        firsts = list(compress(range(len(nums)), new))
        lasts = [*map(operator.sub, firsts[1:], repeat(1)), len(nums) - 1]
        starts = list(compress(map(_SECOND, lines), new))
        if before:
            # the newline before each group's first line (-1: none, the first line), walked
            # back a line a step (``rfind`` up to it; ``max``: the first line stays)
            nls = list(map(operator.sub, starts, repeat(1)))
            rfind = body.rfind
            for _ in range(before):
                nls = list(map(rfind, repeat("\n"), repeat(0), map(max, nls, repeat(0))))
            starts = list(map(operator.add, nls, repeat(1)))
        ends = list(map(_THIRD, map(lines.__getitem__, lasts)))
        his = list(map(nums.__getitem__, lasts))
        if after:
            # each group's end walked forward a line a step: the next newline after it. The
            # groups before the last have all their lines after (the next group's lines are
            # past them); the last may reach the text's end, so it is walked alone
            last_end, last_hi = ends.pop(), his.pop()
            find = body.find
            for _ in range(after):
                ends = list(map(find, repeat("\n"), map(operator.add, ends, repeat(1))))
            his = list(map(operator.add, his, repeat(after)))
            for _ in range(after):
                nxt = find("\n", last_end + 1)
                if nxt < 0:
                    break
                last_end, last_hi = nxt, last_hi + 1
            ends.append(last_end)
            his.append(last_hi)
        chunks = list(map(body.__getitem__, map(slice, starts, ends)))
        color = cfg.color
        every: list[str] | None = None
        if color:
            # (the groups painted together, one call: no match crosses a line; their lines
            # cut after. Measured: rg --color=always -C2 ' 404 ' of a 200,000-line log,
            # 10,809 groups, 87 -> 40 ms)
            done = _paint_all(cfg.regex, cfg.literal(), "\n".join(chunks), cfg.paint_match)
            if done is None:
                return None
            every = done.split("\n")
        gap = None if cfg.ctx_sep is None else _enc_back(cfg.ctx_sep) + "\n"
        lead = gap if gap is not None and self.st.printed_group else ""
        los = list(map(max, map(operator.sub, compress(nums, new), repeat(before)), repeat(1)))
        # (each group's lines; where each starts in all the groups' lines)
        sizes = list(map(operator.sub, map(operator.add, his, repeat(1)), los))
        bases = list(accumulate(sizes, initial=0))
        if not (cfg.line_number or cfg.with_filename):
            if every is None:
                return lead + ("\n" + (gap or "")).join(chunks) + "\n"
            if gap is not None:  # (before each group's first line but the first's)
                firsts_at = bases[1:-1]
                gapped = map(gap.__add__, map(every.__getitem__, firsts_at))
                deque(map(every.__setitem__, firsts_at, gapped), maxlen=0)
            return lead + "\n".join(every) + "\n"
        flat = every if every is not None else "\n".join(chunks).split("\n")
        numbers = list(chain.from_iterable(map(range, los, map(operator.add, his, repeat(1)))))
        # each group's first line's place in ``flat``; each selected line's place, its
        # number less its group's first number plus that (its group's, repeated for each of
        # the group's selected lines), marked as selected: all by ``map``
        shifts = map(operator.sub, bases, los)
        counts = map(operator.sub, map(operator.add, lasts, repeat(1)), firsts)
        at = map(operator.add, nums, chain.from_iterable(map(repeat, shifts, counts)))
        kinds = [_enc_back(cfg.ctx_field_sep)] * len(flat)
        deque(map(kinds.__setitem__, at, repeat(_enc_back(cfg.match_sep))), maxlen=0)
        if gap is not None:  # (before each group's first line but the first's: at the end
            # of the line before it, whose format's newline then ends the separator)
            before_first = list(map(operator.sub, bases[1:-1], repeat(1)))
            joint = "\n" + gap[:-1]
            ended = list(map(operator.add, map(flat.__getitem__, before_first), repeat(joint)))
            deque(map(flat.__setitem__, before_first, ended), maxlen=0)
        cols: list[Iterable[object]] = []
        fmt = ""
        if cfg.with_filename:
            name = f"{cfg.paint_path}{path}\x1b[0m" if color else path
            fmt += name.replace("%", "%%") + ("\0" if cfg.null else "%s")
            if not cfg.null:
                cols.append(kinds)
        if cfg.line_number:
            fmt += cfg.paint_line + "%d\x1b[0m%s" if color else "%d%s"
            cols += [numbers, kinds]
        cols.append(flat)
        body = ((fmt + "%s\n") * len(flat)) % tuple(chain.from_iterable(zip(*cols, strict=True)))
        return lead + body

    def _context_dense(self, path: str, text: str) -> bool | None:
        """Context (-A/-B/-C) of plain literals (-i: lowered, in ASCII; no -v) on one line in
        ten or more of the text's first 8 KiB, each line printed as it is: every line tested
        with ``in`` and the output built by :meth:`_context_tested`, without the selected
        lines' numbers and bounds (measured on a 200,000-line log: ``rg -A1 GET``, one line
        in two, 124 -> 68 ms; ``rg -B2 POST``, one in six, 75 -> 58; one in twelve, about
        the same; sparser, the selected lines' spans cost less); whether a line was
        selected. Else None."""
        cfg = self.cfg
        lits = cfg.literals
        if lits is None or not cfg.lines_as_they_are():
            return None
        folded = bool(cfg.regex.flags & re.IGNORECASE)
        if folded and not (text.isascii() and all(map(str.isascii, lits))):
            return None  # (-i: lowered ASCII only, where lowering keeps what matches)
        keys = list(map(str.lower, lits)) if folded else lits
        head = text[:8192]
        sample = head.lower() if folded else head
        if sum(map(sample.count, keys)) * 10 < head.count("\n"):
            return None  # (fewer: found from the selected lines' spans)
        lines = text.split("\n")
        if not lines[-1]:
            lines.pop()  # (the final newline)
        hay = list(map(str.lower, lines)) if folded else lines
        keep = list(map(operator.contains, hay, repeat(keys[0])))
        for key in keys[1:]:
            keep = list(map(_EITHER, keep, map(operator.contains, hay, repeat(key))))
        if True not in keep:
            return False
        self.ctx.stdout.write(_enc(self._context_tested(path, lines, keep)))
        self.st.printed_group = True
        return True

    def _context_tested(self, path: str, parts: list[str], keep: list[bool]) -> str:
        """:meth:`_context_groups` of a text whose every line was tested (many selected:
        see :meth:`_dense_literal`): the lines printed are the selected ones spread by the
        context widths, as bits of one big number shifted (in C); the groups' separators
        before each run of printed lines but the first (measured: ``rg -C1 -n e`` of
        100,000 lines, three in four selected, 86 -> 63 ms; ``rg -B2 POST`` of a
        200,000-line log, one in six, was slower: 68 -> 71)."""
        cfg = self.cfg
        hits = bytes(keep)
        size = len(hits)
        bits = int.from_bytes(hits, "little")
        for width, left in ((min(cfg.after, size), True), (min(cfg.before, size), False)):
            done = 0
            while done < width:  # (the run covered doubles each step)
                k = min(done + 1, width - done)
                bits |= bits << (8 * k) if left else bits >> (8 * k)
                done += k
        shown = (bits & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        printed = list(compress(parts, shown))
        gap = None if cfg.ctx_sep is None else _enc_back(cfg.ctx_sep) + "\n"
        lead = gap if gap is not None and self.st.printed_group else ""
        if gap is not None:  # (at the end of the line before each group but the first)
            runs = list(accumulate(map(len, _RUNS.findall(shown))))[:-1]
            before_first = list(map(operator.sub, runs, repeat(1)))
            joint = "\n" + gap[:-1]
            ended = list(map(operator.add, map(printed.__getitem__, before_first), repeat(joint)))
            deque(map(printed.__setitem__, before_first, ended), maxlen=0)
        if not (cfg.line_number or cfg.with_filename):
            return lead + "\n".join(printed) + "\n"
        fs, ms = cfg.ctx_field_sep, cfg.match_sep
        if len(fs) == 1 and len(ms) == 1 and (fs + ms).isascii():
            marks = hits.translate(bytes.maketrans(b"\0\1", fs + ms)).decode("ascii")
            kinds_l = list(compress(marks, shown))
        else:
            seps = (_enc_back(fs), _enc_back(ms))
            kinds_l = list(compress(map(seps.__getitem__, hits), shown))
        cols: list[Iterable[object]] = []
        fmt = ""
        if cfg.with_filename:
            fmt += path.replace("%", "%%") + ("\0" if cfg.null else "%s")
            if not cfg.null:
                cols.append(kinds_l)
        if cfg.line_number:
            fmt += "%d%s"
            cols += [compress(range(self.base + 1, self.base + size + 1), shown), kinds_l]
        cols.append(printed)
        body = ((fmt + "%s\n") * len(printed)) % tuple(chain.from_iterable(zip(*cols, strict=True)))
        return lead + body

    def _context_text(self, path: str, text: str, lines: list[tuple[int, int, int]]) -> str:
        """:meth:`_print_context`'s output when each line prints as it is (after the name
        and number): the context lines found from the selected ones (walked with
        ``str.find``), none of the others looked at (measured: ``rg -A1`` of a
        200,000-line log, one line in 25 selected, 70 -> 25 ms)."""
        cfg = self.cfg
        n = len(text)
        find, rfind = text.find, text.rfind
        gap = None if cfg.ctx_sep is None else _enc_back(cfg.ctx_sep) + "\n"
        name = None if not cfg.with_filename else path
        numbered = cfg.line_number
        items: list[str] = []

        seps = {":": _enc_back(cfg.match_sep), "-": _enc_back(cfg.ctx_field_sep)}

        def emit(ln: int, ls: int, le: int, mark: str) -> None:
            mark = seps[mark]
            head = "" if name is None else name + ("\0" if cfg.null else mark)
            if numbered:
                head += str(ln) + mark
            items.append(head + text[ls:le] + "\n")

        last = 0  # the last line printed, and where it ends
        last_end = -1
        owed = 0  # after-context lines still owed
        first = True
        for ln, ls, le in lines:
            while owed and last < ln - 1 and last_end + 1 < n:  # (owed after-context)
                start = last_end + 1
                end = find("\n", start)
                last_end = n if end < 0 else end
                last += 1
                owed -= 1
                emit(last, start, last_end, "-")
            lo = max(ln - cfg.before, last + 1, 1)
            if gap is not None and ((first and self.st.printed_group) or (last and lo > last + 1)):
                items.append(gap)
            first = False
            spans: list[tuple[int, int]] = []
            p = ls
            for _ in range(ln - lo):  # (before-context, walked back)
                q = rfind("\n", 0, p - 1) + 1
                spans.append((q, p - 1))
                p = q
            for k, (q, e) in enumerate(reversed(spans)):
                emit(lo + k, q, e, "-")
            emit(ln, ls, le, ":")
            last, last_end, owed = ln, le, cfg.after
        # (past the last selected line: a line -m left unselected shows as a match)
        search = cfg.regex.search if cfg.max_count is not None else None
        while owed and last_end + 1 < n:
            start = last_end + 1
            end = find("\n", start)
            last_end = n if end < 0 else end
            last += 1
            owed -= 1
            hit = search is not None and search(text, start, last_end) is not None
            emit(last, start, last_end, ":" if hit else "-")
        return "".join(items)

    # JSON ------------------------------------------------------------------------------
    def _json(self, path: str, data: bytes, text: str, binary: int = -1) -> bool:
        cfg = self.cfg
        st = self.st
        lines = self._match_lines(text)
        stats = st.json_stats
        if not lines:
            return False
        stats["searches"] += 1
        stats["bytes_searched"] += len(data)
        out = self.ctx.stdout
        printed = 0
        pathobj = _jtext(path)

        def emit(obj: dict[str, object]) -> None:
            nonlocal printed
            b = _jdump(obj) + b"\n"
            printed += len(b)
            out.write(b)

        emit({"type": "begin", "data": {"path": pathobj}})
        nmatches = 0
        matched = {ln for ln, _, _ in lines}
        if cfg.after or cfg.before:
            starts = _line_starts(text)
            todo: list[tuple[int, int, int]] = []
            for ln in _shown_lines(cfg, lines, len(starts)):
                ls = starts[ln - 1]
                le = text.find("\n", ls)
                todo.append((ln, ls, le if le >= 0 else len(text)))
        else:
            todo = lines
        for lineno, ls, le in todo:
            line = text[ls : le + 1] if le < len(text) else text[ls:le]
            subs: list[dict[str, object]] = []
            is_match = lineno in matched
            if not (cfg.invert and is_match):
                for s, e, m in self._spans(text, ls, le):
                    subs.append(
                        {
                            "match": _jtext(m.group(0)),
                            "start": _blen(text[ls:s]),
                            "end": _blen(text[ls:e]),
                        }
                    )
            if is_match:
                nmatches += len(subs)
            emit(
                {
                    "type": "match" if is_match else "context",
                    "data": {
                        "path": pathobj,
                        "lines": _jtext(line),
                        "line_number": lineno,
                        "absolute_offset": _blen(text[:ls]),
                        "submatches": subs,
                    },
                }
            )
        zero = {"secs": 0, "nanos": 0, "human": "0.000000s"}
        file_stats = {
            "elapsed": zero,
            "searches": 1,
            "searches_with_match": 1,
            "bytes_searched": len(data),
            "bytes_printed": printed,
            "matched_lines": len(lines),
            "matches": nmatches,
        }
        end = {
            "path": pathobj,
            "binary_offset": binary if binary >= 0 else None,
            "stats": file_stats,
        }
        out.write(_jdump({"type": "end", "data": end}) + b"\n")
        stats["bytes_printed"] += printed
        stats["matched_lines"] += len(lines)
        stats["matches"] += nmatches
        stats["searches_with_match"] += 1
        return True


_SPAN = operator.methodcaller("span")
_START = operator.methodcaller("start")
_EITHER: Callable[[bool, bool], bool] = operator.or_  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
_END = operator.methodcaller("end")
_FIRST = operator.itemgetter(0)
_SECOND = operator.itemgetter(1)
_THIRD = operator.itemgetter(2)


def _literal_set(patterns: list[str], fixed: bool, special: bool) -> list[str] | None:
    """:attr:`_Cfg.literals` of the patterns (-F's, or patterns without a
    metacharacter); None when one is not a plain string, is empty (every line holds it)
    or holds a newline, or ``special`` (-w, -x, -P)."""
    if special or not patterns or any(not x or "\n" in x for x in patterns):
        return None
    if not fixed and any(c in _META for x in patterns for c in x):
        # ``GET|POST``: an alternation of plain strings matches where one of them is
        branches = [b for x in patterns for b in x.split("|")]
        if all(branches) and not any(c in _META for b in branches for c in b):
            return list(dict.fromkeys(branches))
        return None
    return list(patterns)


@lru_cache(maxsize=64)
def _literal_rest(lit: str) -> re.Pattern[str]:
    """A literal and the rest of its line (each match a line holding it; ``re`` looks
    for the literal with its fast search)."""
    return re.compile(re.escape(lit) + "[^\n]*")


def _paint_all(rx: re.Pattern[str], lit: str | None, seg: str, sgr: str | None) -> str | None:
    """``seg`` (whole lines; no match of ``rx`` crosses one) with its matches painted, in
    C: a plain literal by ``str.replace``; another regex without group split by itself in a
    group, which keeps the matches, and put together with them painted; adjacent ones
    joined after. None when it cannot be so: an escape in the text, a look-behind (that
    would see before the slice), an empty match (where Python's search and Rust's part).
    ``sgr`` starts a match (None: matches are not painted, ``--colors match:none``)."""
    if sgr is None:
        return seg
    if "\x1b" in seg:
        return None
    paint = sgr + "%s\x1b[0m"  # (a match; and a match's end and the next one's start:)
    joined = "\x1b[0m" + sgr
    if lit and not rx.flags & re.IGNORECASE and rx.pattern in (lit, re.escape(lit)):
        return seg.replace(lit, paint % lit).replace(joined, "")
    if lit and rx.pattern in (lit, re.escape(lit)) and (folded := _paint_folded(lit, seg, sgr)):
        return folded
    if "(?<" in rx.pattern or rx.groups:
        return None
    grouped = _grouped(rx.pattern, rx.flags)
    if grouped is None:
        return None
    parts = grouped.split(seg)
    found = parts[1::2]
    if "" in found:
        return None
    parts[1::2] = map(paint.__mod__, found)
    return "".join(parts).replace(joined, "")


def _paint_folded(lit: str, seg: str, sgr: str) -> str | None:
    """:func:`_paint_all` of an ASCII literal without case in ASCII ``seg``: each of its
    case variants that ``seg`` holds (a few: at most 4 letters) marked by ``str.replace``
    in C, the marks made colours after (no two matches overlap: a literal none of whose
    heads is its tail). None when it cannot be so. Measured: rg --color=always -i x of a
    million lines, the painting 250 -> 15 ms."""
    low = lit.lower()
    if (
        not lit.isascii()
        or not seg.isascii()
        or sum(map(str.isalpha, low)) > 4
        or any(low[:k] == low[-k:] for k in range(1, len(low)))
        or "\0" in seg
        or "\1" in seg
    ):
        return None
    for variant in map("".join, product(*({c, c.upper()} for c in low))):
        if variant in seg:
            seg = seg.replace(variant, "\0" + variant + "\1")
    return seg.replace("\1\0", "").replace("\0", sgr).replace("\1", "\x1b[0m")


@lru_cache(maxsize=8)
def _grouped(pattern: str, flags: int) -> re.Pattern[str] | None:
    """The regex (which has no group) in a group: its ``split`` keeps the matches (None
    when it cannot be one: global flags not at the start)."""
    try:
        return re.compile(f"({pattern})", flags)
    except re.error:
        return None


def _paint(line: str, pieces: list[tuple[int, int]], sgr: str | None) -> str:
    """``line`` with its ``pieces`` (sorted, in the line) in ripgrep's match colour (``sgr``,
    bold red by default; None: as it is): adjacent pieces are one, empty ones none."""
    if sgr is None:
        return line
    out: list[str] = []
    pos = 0
    inside = False
    for s, e in pieces:
        if s >= e:
            continue
        if s > pos:
            if inside:
                out.append("\x1b[0m")
                inside = False
            out.append(line[pos:s])
        if not inside:
            out.append(sgr)
            inside = True
        out.append(line[max(s, pos) : e])
        pos = max(pos, e)
    if inside:
        out.append("\x1b[0m")
    out.append(line[pos:])
    return "".join(out)


#: The labels of the encodings ``-E`` takes (ripgrep 13's ``encoding_rs``'s, without the
#: "replacement" ones) besides ``auto`` and ``none``.
_ENCODINGS = frozenset(
    (
        "866 ansi_x3.4-1968 arabic ascii asmo-708 big5 big5-hkscs chinese cn-big5 cp1250 "
        "cp1251 cp1252 cp1253 cp1254 cp1255 cp1256 cp1257 cp1258 cp819 cp866 csbig5 cseuckr "
        "cseucpkdfmtjapanese csgb2312 csibm866 csiso2022jp csiso58gb231280 csiso88596e "
        "csiso88596i csiso88598e csiso88598i csisolatin1 csisolatin2 csisolatin3 csisolatin4 "
        "csisolatin5 csisolatin6 csisolatin9 csisolatinarabic csisolatincyrillic "
        "csisolatingreek csisolatinhebrew cskoi8r csksc56011987 csmacintosh csshiftjis "
        "csunicode cyrillic dos-874 ecma-114 ecma-118 elot_928 euc-jp euc-kr gb18030 gb2312 "
        "gb_2312 gb_2312-80 gbk greek greek8 hebrew ibm819 ibm866 iso-10646-ucs-2 "
        "iso-2022-jp iso-8859-1 iso-8859-10 iso-8859-11 iso-8859-13 iso-8859-14 iso-8859-15 "
        "iso-8859-16 iso-8859-2 iso-8859-3 iso-8859-4 iso-8859-5 iso-8859-6 iso-8859-6-e "
        "iso-8859-6-i iso-8859-7 iso-8859-8 iso-8859-8-e iso-8859-8-i iso-8859-9 iso-ir-100 "
        "iso-ir-101 iso-ir-109 iso-ir-110 iso-ir-126 iso-ir-127 iso-ir-138 iso-ir-144 "
        "iso-ir-148 iso-ir-149 iso-ir-157 iso-ir-58 iso8859-1 iso8859-10 iso8859-11 "
        "iso8859-13 iso8859-14 iso8859-15 iso8859-2 iso8859-3 iso8859-4 iso8859-5 iso8859-6 "
        "iso8859-7 iso8859-8 iso8859-9 iso88591 iso885910 iso885911 iso885913 iso885914 "
        "iso885915 iso88592 iso88593 iso88594 iso88595 iso88596 iso88597 iso88598 iso88599 "
        "iso_8859-1 iso_8859-15 iso_8859-1:1987 iso_8859-2 iso_8859-2:1987 iso_8859-3 "
        "iso_8859-3:1988 iso_8859-4 iso_8859-4:1988 iso_8859-5 iso_8859-5:1988 iso_8859-6 "
        "iso_8859-6:1987 iso_8859-7 iso_8859-7:1987 iso_8859-8 iso_8859-8:1988 iso_8859-9 "
        "iso_8859-9:1989 koi koi8 koi8-r koi8-u koi8_r korean ks_c_5601-1987 ks_c_5601-1989 "
        "ksc5601 ksc_5601 l1 l2 l3 l4 l5 l6 l9 latin1 latin2 latin3 latin4 latin5 latin6 "
        "logical mac macintosh ms932 ms_kanji shift-jis shift_jis sjis sun_eu_greek tis-620 "
        "ucs-2 unicode unicode-1-1-utf-8 unicode11utf8 unicode20utf8 unicodefeff unicodefffe "
        "us-ascii utf-16 utf-16be utf-16le utf-8 utf8 visual windows-1250 windows-1251 "
        "windows-1252 windows-1253 windows-1254 windows-1255 windows-1256 windows-1257 "
        "windows-1258 windows-31j windows-874 windows-949 x-cp1250 x-cp1251 x-cp1252 "
        "x-cp1253 x-cp1254 x-cp1255 x-cp1256 x-cp1257 x-cp1258 x-euc-jp x-gbk x-mac-cyrillic "
        "x-mac-roman x-mac-ukrainian x-sjis x-unicode20utf8 x-user-defined x-x-big5 "
    ).split()
)


def _check_encoding(p: Parsed) -> None:
    """ripgrep's error for an ``--encoding`` it does not know (the last one, unless a later
    ``--no-encoding`` drops it): a label is matched without case and ASCII spaces around
    it (``encoding_rs``); ``auto`` and ``none`` as they are. Only the label is checked:
    the text is read as UTF-8 whatever it says."""
    label: str | None = None
    for key, val in p.opts:
        if key == "E":
            label = val or ""
        elif key == "no-encoding":
            label = None
    if label is None or label in ("auto", "none"):
        return
    if label.strip("\t\n\f\r ").lower() not in _ENCODINGS:
        raise _Fail(f"grep config error: unknown encoding: {label}\n")


_BASIC_COLORS = ("black", "red", "green", "yellow", "blue", "magenta", "cyan", "white")
_SPEC_FORMAT = (
    "invalid color spec format: '{}'. Valid format is "
    "'(path|line|column|match):(fg|bg|style):(value)'."
)


def _u8(s: str) -> int | None:
    """A number as termcolor reads a colour's (Rust's ``u8`` parse: decimal, or hex after
    ``0x``; a leading ``+`` allowed), None when it is not one."""
    digits, allowed = (s[2:], "0123456789abcdefABCDEF") if s.startswith("0x") else (s, "0123456789")
    digits = digits.removeprefix("+")
    if not digits or any(c not in allowed for c in digits):
        return None
    n = int(digits, 16 if len(allowed) > 10 else 10)
    return n if n <= 255 else None


#: A colour of --colors: a basic one's number (0-7), an ANSI 256 one's, or an RGB triple.
_Color = tuple[str, int, int, int]


def _color(value: str) -> _Color:
    """A colour of ``--colors``, as termcolor parses it: a name (any case), an ANSI 256
    number or an RGB triple (``r,g,b``); a bad one is termcolor's message."""
    name = value.lower()
    if name in _BASIC_COLORS:
        return ("basic", _BASIC_COLORS.index(name), 0, 0)
    codes = value.split(",")
    if len(codes) == 1:
        n = _u8(value)
        if n is not None:
            return ("256", n, 0, 0)
        if all(c in "0123456789abcdefABCDEF" for c in value):
            raise _Fail(
                "unrecognized ansi256 color number, should be '[0-255]' (or a hex number), "
                f"but is '{value}'\n"
            )
        raise _Fail(
            f"unrecognized color name '{value}'. Choose from: black, blue, green, red, cyan, "
            "magenta, yellow, white\n"
        )
    r, g, b = (_u8(codes[0]), _u8(codes[1]), _u8(codes[2])) if len(codes) == 3 else (None,) * 3
    if r is None or g is None or b is None:
        raise _Fail(
            "unrecognized RGB color triple, should be '[0-255],[0-255],[0-255]' (or a hex "
            f"triple), but is '{value}'\n"
        )
    return ("rgb", r, g, b)


def _sgr_color(fg: bool, color: _Color, intense: bool) -> str:
    """termcolor's sequence of a foreground (``fg``) or background colour."""
    kind, n, g, b = color
    layer = 3 if fg else 4
    if kind == "rgb":
        return f"\x1b[{layer}8;2;{n};{g};{b}m"
    if kind == "256" or intense:  # (an intense basic colour is its bright 256 one)
        return f"\x1b[{layer}8;5;{n + 8 if kind == 'basic' else n}m"
    return f"\x1b[{layer}{n}m"


@dataclass
class _Spec:
    """One output kind's colour and style (termcolor's ``ColorSpec``)."""

    fg: _Color | None = None
    bg: _Color | None = None
    bold: bool = False
    intense: bool = False
    underline: bool = False

    def sgr(self) -> str:
        """termcolor's ``set_color``: a reset, then the style, then the colours."""
        out = "\x1b[0m" + ("\x1b[1m" if self.bold else "") + ("\x1b[4m" if self.underline else "")
        if self.fg is not None:
            out += _sgr_color(True, self.fg, self.intense)
        if self.bg is not None:
            out += _sgr_color(False, self.bg, self.intense)
        return out

    def is_none(self) -> bool:
        return self == _Spec()


_STYLES = ("bold", "nobold", "intense", "nointense", "underline", "nounderline")


def _color_specs(values: list[str]) -> dict[str, _Spec]:
    """Each kind of output's colour (path, line, column, match) after ripgrep's defaults
    and the ``--colors`` specs in order (``TYPE:fg|bg|style:VALUE`` or ``TYPE:none``). A
    bad spec is ripgrep's message (:class:`_Fail`)."""
    specs = {
        "path": _Spec(fg=("basic", 5, 0, 0)),
        "line": _Spec(fg=("basic", 2, 0, 0)),
        "column": _Spec(),
        "match": _Spec(fg=("basic", 1, 0, 0), bold=True),
    }
    for spec in values:
        pieces = spec.split(":")
        if not 2 <= len(pieces) <= 3:
            raise _Fail(_SPEC_FORMAT.format(spec) + "\n")
        kind, what = pieces[0].lower(), pieces[1].lower()
        if kind not in specs:
            raise _Fail(
                f"unrecognized output type '{pieces[0]}'. Choose from: path, line, column, match.\n"
            )
        if what not in ("fg", "bg", "style", "none"):
            raise _Fail(
                f"unrecognized spec type '{pieces[1]}'. Choose from: fg, bg, style, none.\n"
            )
        if what == "none":
            specs[kind] = _Spec()
            continue
        if len(pieces) < 3:
            raise _Fail(_SPEC_FORMAT.format(spec) + "\n")
        one = specs[kind]
        if what == "fg":
            one.fg = _color(pieces[2])
        elif what == "bg":
            one.bg = _color(pieces[2])
        else:
            style = pieces[2].lower()
            if style not in _STYLES:
                raise _Fail(
                    f"unrecognized style attribute '{pieces[2]}'. Choose from: nobold, bold, "
                    "nointense, intense, nounderline, underline.\n"
                )
            on = not style.startswith("no")
            style = style.removeprefix("no")
            if style == "bold":
                one.bold = on
            elif style == "intense":
                one.intense = on
            else:
                one.underline = on
    return specs


def _line_starts(text: str) -> list[int]:
    """Offsets where the lines of ``text`` start (from their lengths, added up in C)."""
    if not text:
        return []
    starts = list(accumulate(map(operator.add, map(len, text.split("\n")), repeat(1)), initial=0))
    starts.pop()  # (past the end)
    if starts[-1] >= len(text):
        starts.pop()  # (past the final newline)
    return starts


def _enc_back(b: bytes) -> str:
    return b.decode("utf-8", "surrogateescape")


def _shown_lines(cfg: _Cfg, lines: list[tuple[int, int, int]], total: int) -> list[int]:
    """Line numbers to print: matches plus their context (or every line for --passthru)."""
    if cfg.passthru:
        if cfg.max_count is not None and lines and len(lines) >= cfg.max_count:
            total = lines[-1][0]  # (-m: the search ends at its last selected line)
        return list(range(1, total + 1))
    show: list[int] = []
    last = 0
    for ln, _, _ in lines:
        lo = max(ln - cfg.before, last + 1, 1)
        hi = min(ln + cfg.after, total)
        show.extend(range(lo, hi + 1))
        last = max(last, hi)
    return show


def _enc(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape")


def _jtext(s: str) -> dict[str, str]:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        import base64

        return {"bytes": base64.b64encode(_enc(s)).decode()}
    return {"text": s}


def _jdump(obj: object) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()


# -- main -----------------------------------------------------------------------------------


#: --sort's and --sortr's values.
_SORTS = ("accessed", "created", "modified", "none", "path")

#: clap's names of the options that take a value (its "requires a value" message), by
#: long name; the short names' long ones.
_VALUE_NAMES = {
    "regexp": "--regexp <PATTERN>...",
    "file": "--file <PATTERNFILE>...",
    "after-context": "--after-context <NUM>",
    "before-context": "--before-context <NUM>",
    "context": "--context <NUM>",
    "context-separator": "--context-separator <SEPARATOR>",
    "field-match-separator": "--field-match-separator <SEPARATOR>",
    "field-context-separator": "--field-context-separator <SEPARATOR>",
    "glob": "--glob <GLOB>...",
    "iglob": "--iglob <GLOB>...",
    "type": "--type <TYPE>...",
    "type-not": "--type-not <TYPE>...",
    "type-add": "--type-add <TYPE_SPEC>...",
    "type-clear": "--type-clear <TYPE>...",
    "ignore-file": "--ignore-file <PATH>...",
    "max-count": "--max-count <NUM>",
    "max-depth": "--max-depth <NUM>",
    "maxdepth": "--max-depth <NUM>",
    "replace": "--replace <REPLACEMENT_TEXT>",
    "sort": "--sort <SORTBY>",
    "sortr": "--sortr <SORTBY>",
    "color": "--color <WHEN>",
    "colour": "--color <WHEN>",
    "colors": "--colors <COLOR_SPEC>...",
    "max-columns": "--max-columns <NUM>",
    "encoding": "--encoding <ENCODING>",
    "threads": "--threads <NUM>",
}
_SHORT_NAMES = {
    "e": "regexp", "f": "file", "A": "after-context", "B": "before-context", "C": "context",
    "g": "glob", "t": "type", "T": "type-not", "m": "max-count", "r": "replace",
    "M": "max-columns", "E": "encoding", "j": "threads",
}  # fmt: skip


def _missing_value(ctx: CommandContext, msg: str) -> int | None:
    """clap's error for an option given last without its value (None: not that error):
    "requires a value", or, when no pattern came before and the option is not -e or -f,
    the missing pattern's."""
    m = re.match(r"option requires an argument -- '(.)'", msg) or re.match(
        r"option '--(.*)' requires an argument", msg
    )
    if m is None:
        return None
    name = _SHORT_NAMES.get(m[1], m[1])
    shown = _VALUE_NAMES.get(name)
    if shown is None:
        return None
    if name not in ("regexp", "file"):
        try:
            before = parse_args(SPEC, ctx.args[:-1])
        except UsageError:
            before = None
        if before is not None and not (before.operands or before.has("e") or before.has("f")):
            ctx.stderr.write(
                (
                    "error: The following required arguments were not provided:\n"
                    "    <PATTERN>\n\n" + _USAGE + "\n"
                ).encode()
            )
            return 2
    return _clap_error(ctx, f"The argument '{shown}' requires a value but none was supplied")


def _did_you_mean(name: str) -> str | None:
    """clap 2's suggestion for an unknown ``--name``: the long option most like it, when
    its Jaro-Winkler similarity is over 0.8 (the first of equals)."""
    # clap's order: the switches, then the options taking a value, each in rg's order of
    # definition (alphabetical); an option's name, not its aliases (--maxdepth)
    names = [o.long[0] for o in SPEC.opts if o.long]
    switches = {o.long[0] for o in SPEC.opts if o.long and o.arg is Arg.NONE}
    names.sort(key=lambda n: (n not in switches, n))
    return clap_suggestion(name, names)


def _clap_error(ctx: CommandContext, message: str) -> int:
    ctx.stderr.write(f"error: {message}\n\n{_USAGE}\n".encode())
    return 2


#: Options that take many values (each occurrence adds one); any other option with a value
#: given again overrides the one before (clap's AllArgsOverrideSelf).
_MANY = frozenset(("e", "f", "g", "iglob", "t", "T", "type-add", "type-clear", "colors"))


def _overridden(args: list[str]) -> tuple[list[str], tuple[str, int] | None]:
    """The arguments as clap 2 takes them when an option with a value is given again with
    its value apart (``--color always --color never foo``): the second takes every
    argument up to the next option as its values (the last of them is the option's).
    Returns the arguments with those values taken out, and the option's usage and the
    number of values it got when more than one (clap's error, unless the pattern is
    missing then)."""
    longs: dict[str, str] = {}
    shorts: dict[str, str] = {}
    for o in SPEC.opts:
        if o.arg is Arg.REQUIRED and o.key not in _MANY and o.key != "r":
            longs.update(dict.fromkeys(o.long, o.key))
            if o.short:
                shorts[o.short] = o.key
    seen: set[str] = set()
    out: list[str] = []
    extra: tuple[str, int] | None = None
    i, n = 0, len(args)
    while i < n:
        a = args[i]
        if a == "--":
            out += args[i:]
            break
        key = None
        if a.startswith("--"):
            name, eq, _ = a[2:].partition("=")
            if eq:
                seen.add(longs.get(name, ""))
            else:
                key = longs.get(name)
        elif a.startswith("-") and len(a) >= 2:
            if len(a) == 2:
                key = shorts.get(a[1])
            else:
                seen.add(shorts.get(a[1], ""))
        if key is None or i + 1 >= n:
            out.append(a)
            i += 1
            continue
        if key not in seen:
            seen.add(key)
            out += args[i : i + 2]
            i += 2
            continue
        j = i + 2
        while j < n and not args[j].startswith("-"):
            j += 1
        out += [a, args[j - 1]]
        if j - i - 1 > 1 and extra is None:
            opt = next(o for o in SPEC.opts if o.key == key)
            extra = (_VALUE_NAMES.get(opt.long[0], "--" + opt.long[0]), j - i - 1)
        i = j
    return out, extra


def main(ctx: CommandContext) -> int:
    """``rg``."""
    args, extra = _overridden(list(ctx.args))
    try:
        p = parse_args(SPEC, args)
    except UsageError as e:
        msg = str(e)
        m = re.match(r"unrecognized option '(.*)'", msg) or re.match(
            r"invalid option -- '(.*)'", msg
        )
        if m is not None:
            arg = m.group(1)
            shown = arg if arg.startswith("-") else "-" + arg
            near = _did_you_mean(shown[2:].partition("=")[0]) if shown.startswith("--") else None
            return _clap_error(
                ctx,
                f"Found argument '{shown}' which wasn't expected, or isn't valid in this context"
                + ("" if near is None else f"\n\tDid you mean --{near}?"),
            )
        missing = _missing_value(ctx, msg)
        return _clap_error(ctx, msg) if missing is None else missing
    if extra is not None and (p.operands or p.has("e") or p.has("f") or p.has("files")):
        # (with no pattern left, the missing pattern is clap's error: _run says so)
        return _clap_error(
            ctx, f"The argument '{extra[0]}' requires 1 values, but {extra[1]} were provided"
        )
    try:
        # (stdout buffered as a C program's on a pipe: a pipe write a line cost more than
        # the search, measured)
        with buffered_output(ctx):
            return _run(ctx, p)
    except _Fail as e:
        ctx.stderr.write(str(e).encode("utf-8", "surrogateescape"))
        return 2


def _run(ctx: CommandContext, p: Parsed) -> int:
    if p.has("help"):
        ctx.stdout.write(_HELP.encode())
        return 0
    if p.has("version"):
        ctx.stdout.write(VERSION.encode())
        return 0
    types = _types()
    if p.has("type-list"):
        ctx.stdout.write("".join(_TYPE_LIST).encode())
        return 0
    operands = list(p.operands)
    patterns: list[str] = []
    have_pat_opt = False
    for key, val in p.opts:
        if key == "e":
            patterns.append(val or "")
            have_pat_opt = True
        elif key == "f":
            have_pat_opt = True
            name = val or ""
            try:
                raw = ctx.stdin_stream.read() if name == "-" else ctx.read_bytes(name)
            except FSError as e:
                raise _Fail(f"{name}: {e.strerror} (os error {e.errno})\n") from None
            txt = raw.decode("utf-8", "surrogateescape")
            if txt:
                patterns.extend(txt.split("\n")[:-1] if txt.endswith("\n") else txt.split("\n"))
    files_mode = p.has("files")
    if not have_pat_opt and not files_mode:
        if not operands:
            ctx.stderr.write(
                (
                    "error: The following required arguments were not provided:\n"
                    "    <PATTERN>\n\n" + _USAGE + "\n"
                ).encode()
            )
            return 2
        patterns.append(operands.pop(0))
    # (--null-data: NUL ends a record, as a newline a line, in the search and the output;
    # it implies -a; --crlf wins over it)
    null_data = p.has("null-data") and not p.has("crlf")
    # case and regex flags
    case = "s"
    fixed = False
    for key, _ in p.opts:
        if key in ("i", "s", "S"):
            case = key
        elif key == "F":
            fixed = True
        elif key == "no-fixed-strings":
            fixed = False
    # (several patterns are one regex, joined by '|' as ripgrep does: an inline flag of
    # one reaches the later ones, and an error shows them joined)
    if fixed:
        if not p.has("U"):
            # (a line terminator in a literal: ripgrep's error, as in a regex; --crlf's CR
            # first)
            if p.has("crlf") and not null_data and any("\r" in x for x in patterns):
                raise _Fail(_NEWLINE_MSG.replace("\\n", "\\r", 1))
            if not null_data and any("\n" in x for x in patterns):
                raise _Fail(_NEWLINE_MSG)
        # (--null-data: a record's newline is a NUL in the text searched)
        bodies = [re.escape(pat.replace("\n", "\0") if null_data else pat) for pat in patterns]
    elif not patterns:
        bodies = []
    elif p.has("P"):  # PCRE2: Python's re is the closer dialect, use it as is
        try:
            bodies = [keep_out(_scoped_flags("|".join(patterns)))]
        except KeepOutError as e:
            raise _Fail(f"{e}\n") from None
        except re.error as e:
            raise _Fail(f"regex parse error:\n    {'|'.join(patterns)}\nerror: {e.msg}\n") from None
    else:
        bodies = [translate("|".join(patterns), p.has("U"), p.has("crlf"), null_data)]
    whole = ""  # (-w and -x override each other)
    for key, _ in p.opts:
        if key in ("w", "x"):
            whole = key
    if (
        whole == "w"
        and len(patterns) == 1
        and patterns[0]
        and (fixed or not (p.has("P") or any(c in _META for c in patterns[0])))
    ):
        # (a literal word: the literal first, then the look-behind, so that ``re`` looks
        # for the literal in C: rg -w alpha of 100,000 lines, 35 -> 2.5 ms for the search)
        lit = re.escape(patterns[0])
        bodies = [rf"{lit}(?<=(?<!\w){lit})(?!\w)"]
    elif whole == "w":
        bodies = [rf"(?<!\w)(?:{b})(?!\w)" for b in bodies]
    elif whole == "x":
        end = _CRLF_END if p.has("crlf") else _NUL_SWAPPED[3] if null_data else "$"
        start = _NUL_SWAPPED[2] if null_data else "^"  # (a record's lines, as ^ and $)
        bodies = [rf"{start}(?:{b}){end}" for b in bodies]
    flags = re.MULTILINE
    lits = [_literals(x, fixed) for x in patterns]
    if case == "i" or (case == "S" and any(x for x, _ in lits) and not any(up for _, up in lits)):
        flags |= re.IGNORECASE
    body = "|".join(f"(?:{b})" for b in bodies) if len(bodies) != 1 else bodies[0]
    if not patterns:
        body = "(?!)"
    try:
        regex = re.compile(body, flags)
    except re.error as e:
        raise _Fail(f"regex parse error:\n    {'|'.join(patterns)}\nerror: {e.msg}\n") from None
    cfg = _Cfg(regex)
    cfg.literals = _literal_set(patterns, fixed, bool(whole) or p.has("P"))
    cfg.invert = p.has("v")
    cfg.color = p.last("color") in ("always", "ansi")
    if p.has("crlf"):
        cfg.eol = "\r\n"
    # (-U: a regex that can match a newline is searched over the whole text; any other
    # line by line as without -U, as ripgrep decides)
    cfg.multiline = p.has("U") and _NEWLINE_ABLE.search(body) is not None
    unrestricted = sum(1 for k, _ in p.opts if k == "u")
    cfg.text = p.has("a") or null_data
    cfg.binary = unrestricted >= 3
    for key, _ in p.opts:
        if key == "binary":
            cfg.binary = True
        elif key == "no-binary":
            cfg.binary = False
    cfg.only = p.has("o")
    cfg.trim = p.has("trim")
    cfg.include_zero = p.has("include-zero")
    cfg.byte_offset = p.has("b")
    cfg.null = p.has("0")
    cfg.replace = p.last("r")
    no_numbers = False  # (-N, when after every -n: no line numbers even for --column)
    both: int | None = None  # (-C's)
    for key, val in p.opts:
        if key == "n":
            cfg.line_number = True
            no_numbers = False
        elif key == "N":
            cfg.line_number = False
            no_numbers = True
        elif key == "field-match-separator":
            cfg.match_sep = _unescape(val or "")
        elif key == "field-context-separator":
            cfg.ctx_field_sep = _unescape(val or "")
        elif key == "column":
            cfg.column = True
        elif key == "no-column":
            cfg.column = False
        elif key == "vimgrep":
            cfg.vimgrep = True
        # (-C and -A/-B override each other, as --passthru and all three: the later wins)
        elif key == "A":
            cfg.after = _num("--after-context <NUM>", val or "")
            cfg.passthru = False
            if both is not None:
                cfg.before, both = 0, None
        elif key == "B":
            cfg.before = _num("--before-context <NUM>", val or "")
            cfg.passthru = False
            if both is not None:
                cfg.after, both = 0, None
        elif key == "C":
            cfg.after = cfg.before = both = _num("--context <NUM>", val or "")
            cfg.passthru = False
        elif key == "passthru":
            cfg.passthru = True
            cfg.after = cfg.before = 0
            both = None
        elif key == "context-separator":
            cfg.ctx_sep = _unescape(val or "")
        elif key == "no-context-separator":
            cfg.ctx_sep = None
        elif key == "m":
            cfg.max_count = _num("--max-count <NUM>", val or "")
        elif key == "M":
            cfg.max_columns = _num("--max-columns <NUM>", val or "") or None
        elif key in ("max-columns-preview", "no-max-columns-preview"):
            cfg.preview = key == "max-columns-preview"
        elif key in ("heading", "p"):
            cfg.heading = True
            if key == "p" and not no_numbers:
                cfg.line_number = True
        elif key == "no-heading":
            cfg.heading = False
    if cfg.vimgrep:
        cfg.column = True
        cfg.heading = False
    if cfg.column and not no_numbers:
        cfg.line_number = True
    # (as ripgrep's: the two counts override each other, as do -l and
    # --files-without-match; a count wins over a list, --json over them all, -q over it)
    count = files = json_mode = ""
    for key, _ in p.opts:
        if key in ("c", "count-matches"):
            count = "count" if key == "c" else key
        elif key in ("l", "files-without-match"):
            files = "files-with" if key == "l" else "files-without"
        elif key in ("json", "no-json"):
            json_mode = key
    if json_mode == "json" and not p.has("q"):
        for key, name in (
            ("c", "count"),
            ("count-matches", "count-matches"),
            ("l", "files-with-matches"),
            ("files-without-match", "files-without-match"),
        ):
            if p.has(key):
                return _clap_error(ctx, f"The argument '--{name}' cannot be used with '--json'")
    mode = "json" if json_mode == "json" else count or files or "lines"
    if mode == "count" and cfg.only:
        mode = "count-matches"
        cfg.count_only = True
    if p.has("q"):
        mode = "quiet"
    cfg.mode = mode
    if mode != "json" and p.has("colors"):
        # (bad specs are an error whether or not colour is on, after the regex's, as the
        # printer ripgrep builds reads them; --json's does not)
        paints = _color_specs([val or "" for key, val in p.opts if key == "colors"])
        cfg.paint_path = paints["path"].sgr()
        cfg.paint_line = paints["line"].sgr()
        cfg.paint_column = paints["column"].sgr()
        # (a match of no colour nor style is not painted; the others always are)
        cfg.paint_match = None if paints["match"].is_none() else paints["match"].sgr()
    if not p.has("files"):  # (the searcher's error: --files builds none)
        _check_encoding(p)
    max_depth = None
    if p.has("max-depth"):
        max_depth = _num("--max-depth <NUM>", p.last("max-depth") or "")
    # selection: overrides and types
    overrides = GlobSet()
    ci_all = p.has("glob-case-insensitive")
    for key, val in p.opts:
        if key in ("g", "iglob"):
            g = val or ""
            neg = g.startswith("!")
            line = g[1:] if neg else "!" + g  # overrides: a plain glob selects
            try:
                overrides.add(line, case_insensitive=ci_all or key == "iglob", check=True)
            except GlobError as e:
                raise _Fail(f"{e}\n") from None
    n_white = overrides.num_whitelist()  # negated lines are the selecting globs
    n_select = len(overrides.globs) - n_white
    sel_types: list[str] = []
    neg_types: list[str] = []
    for key, val in p.opts:
        if key == "type-add":
            name, _, glob = (val or "").partition(":")
            types.setdefault(name, []).append(glob)
        elif key == "type-clear":
            types[val or ""] = []
        elif key in ("t", "T"):
            name = val or ""
            if name != "all" and name not in types:
                raise _Fail(f"unrecognized file type: {name}\n")
            (sel_types if key == "t" else neg_types).append(name)

    def type_rx(names: list[str]) -> re.Pattern[str] | None:
        globs = [g for nm in names for g in types.get(nm, [])]
        if "all" in names:
            globs = [g for v in types.values() for g in v]
        if not globs:
            return None
        body = "|".join(f"(?:{glob_to_regex(g)})" for g in globs)
        return re.compile(f"(?:{body})\\Z", re.DOTALL)

    sel_rx = type_rx(sel_types)
    neg_rx = type_rx(neg_types)
    no_ignore = p.has("no-ignore") or unrestricted >= 1
    for key, _ in p.opts:
        if key == "ignore":
            no_ignore = False
        elif key == "no-ignore":
            no_ignore = True
    hidden = unrestricted >= 2
    for key, _ in p.opts:
        if key == "hidden":
            hidden = True
        elif key == "no-hidden":
            hidden = False
    stack: IgnoreStack | None = None
    if not no_ignore:
        stack = IgnoreStack(
            ctx.fs,
            ".rgignore",
            use_ignore=not p.has("no-ignore-dot"),
            use_git=not p.has("no-ignore-vcs"),
            require_git=not p.has("no-require-git"),
        )
    no_parent = p.has("no-ignore-parent")
    follow = p.has("L")
    cwd = ctx.cwd.rstrip("/")

    some_overrides = bool(overrides)  # (asked once, not for each entry)

    def decide(ent: Entry, levels: list[Level]) -> int:
        if some_overrides:
            rel = ent.full[len(cwd) + 1 :] if ent.full.startswith(cwd + "/") else ent.shown
            m = overrides.matched(rel, ent.is_dir)
            if m == NONE and n_select > 0 and not ent.is_dir:
                return IGNORE
            if m == WHITELIST:
                return WHITELIST
            if m == IGNORE:
                return IGNORE
        white = NONE
        if stack is not None:
            lv = levels if not no_parent else levels[-(ent.depth) :]
            m = stack.matched(lv, ent.full, ent.is_dir)
            if m == IGNORE:
                return IGNORE
            white = m
        if not ent.is_dir and (sel_rx is not None or neg_rx is not None):
            name = ent.full.rsplit("/", 1)[-1]
            if neg_rx is not None and neg_rx.match(name):
                return IGNORE
            if sel_rx is not None:
                if sel_rx.match(name):
                    return WHITELIST
                return IGNORE
        return white

    # paths
    with_filename: bool | None = None
    for key, _ in p.opts:
        if key == "H":
            with_filename = True
        elif key == "I":
            with_filename = False
    if cfg.vimgrep and with_filename is None:
        with_filename = True
    use_stdin = False
    if not operands:
        stdin = ctx.stdin_stream
        # (a closed stdin is no input: the directory is searched; one open for writing
        # only is read, as nothing)
        if not files_mode and (
            not isinstance(stdin, EmptyInput)
            or (isinstance(stdin, UnreadableInput) and not stdin.closed)
        ):
            use_stdin = True
            targets = ["-"]
        else:
            targets = [""]
    else:
        targets = operands
    if with_filename is None:
        if len(targets) == 1 and targets[0] != "":
            t = targets[0]
            with_filename = t != "-" and ctx.fs.is_dir(ctx.abspath(t))
        else:
            with_filename = not use_stdin
    cfg.with_filename = bool(with_filename)
    st = _State()
    search = _Search(ctx, cfg, st)
    if p.has("mmap") and not p.has("no-mmap"):
        search.mmap = True
    elif not p.has("no-mmap") and 0 < len(operands) <= 10:
        # (ripgrep maps the files when a few are named, all regular files)
        try:
            search.mmap = all(
                t not in ("", "-") and _stat.S_ISREG(ctx.fs.stat(ctx.abspath(t)).st_mode)
                for t in operands
            )
        except FSError:
            search.mmap = False
    out = ctx.stdout
    term = b"\0" if cfg.null else cfg.eol.encode()
    quiet = mode == "quiet"
    messages = not p.has("no-messages")
    ignore_messages = messages
    for key, _ in p.opts:
        if key == "no-ignore-messages":
            ignore_messages = False
        elif key == "ignore-messages":
            ignore_messages = messages
    if stack is not None and ignore_messages:

        def warn(line: str) -> None:
            ctx.stderr.write(_enc(line))

        stack.warn = warn
    any_file = False
    searched = False
    search_zip = False
    for key, _ in p.opts:
        if key in ("z", "no-search-zip"):
            search_zip = key == "z"

    sorted_walk = p.has("sort") or p.has("sortr")
    sort_reverse = False
    # (an option given again overrides the earlier one, whose value clap then never checks)
    last = {key: k for k, (key, _) in enumerate(p.opts)}
    for k, (key, val) in enumerate(p.opts):
        if last[key] != k:
            continue
        if key == "color" and val not in ("always", "ansi", "auto", "never"):
            return _clap_error(
                ctx,
                f"'{val}' isn't a valid value for '--color <WHEN>'\n"
                "\t[possible values: always, ansi, auto, never]\n",
            )
        if key in ("sort", "sortr") and val not in _SORTS:
            return _clap_error(
                ctx,
                f"'{val}' isn't a valid value for '--{key} <SORTBY>'\n"
                f"\t[possible values: {', '.join(_SORTS)}]\n",
            )
        if key in ("sort", "sortr"):
            sort_reverse = key == "sortr" and val == "path"

    def report(path: str, e: FSError) -> None:
        st.errored = True
        if messages:
            msg = f"{e.strerror} (os error {e.errno})"
            if sorted_walk:  # the single-threaded walker words it differently
                msg = f"IO error for operation on {path}: {msg}"
            ctx.stderr.write(f"{path}: {msg}\n".encode("utf-8", "surrogateescape"))

    dirs: dict[str, dict[str, bytes]] = {}

    def read(full: str) -> bytes:
        """A file's contents: from its directory's, read at once (one lookup a directory,
        not a path resolution a file: see ``VirtualFS.readable_contents``)."""
        parent, _, name = full.rpartition("/")
        got = dirs.get(parent)
        if got is None:
            got = dirs[parent] = ctx.fs.readable_contents(parent or "/")
        data = got.get(name) if name not in ("", ".", "..") else None
        return data if data is not None else ctx.fs.read_bytes(full)

    def one(shown: str, full: str | None, explicit: bool) -> bool:
        """Search one file; True when rg should stop (quiet mode found a match)."""
        nonlocal any_file, searched
        searched = True
        if files_mode:
            out.write(
                (_enc(cfg.paint_path + shown + "\x1b[0m") if cfg.color else _enc(shown)) + term
            )
            any_file = True
            return False
        try:
            data = ctx.stdin_stream.read() if full is None else read(full)
        except FSError as e:
            report(shown, e)
            return False
        except UnreadableStdin:
            data = b""
        if search_zip and full is not None:
            try:
                data = _unzipped(shown, data)
            except _Fail as e:
                st.errored = True
                if messages:
                    ctx.stderr.write(_enc(str(e)))
                return False
        if null_data:
            # (searched with its NULs and newlines swapped, which the output swaps back)
            held = ctx.stdout
            ctx.stdout = io.BytesIO()
            try:
                hit = search.run(shown, data.translate(_NUL_SWAP), explicit)
            finally:
                got = ctx.stdout.getvalue()  # pyright: ignore[reportAttributeAccessIssue]
                ctx.stdout = held
            held.write(got.translate(_NUL_SWAP))
        else:
            hit = search.run(shown, data, explicit)
        if hit:
            st.matched = True
            if quiet:
                return True
        return False

    for t in targets:
        if t == "-":
            if one("<stdin>", None, True):
                break
            continue
        if not t and operands:  # (an empty path named: no such file)
            report(t, FSError(errno.ENOENT, t))
            continue
        full = normpath(ctx.abspath(t) if t else (ctx.cwd or "/"))
        try:
            stt = ctx.fs.stat(full)
        except FSError as e:
            report(t, e)
            continue
        if not _stat.S_ISDIR(stt.st_mode):
            if one(t, full, True):
                break
            continue
        stop = False
        for ent in walk(
            ctx,
            full,
            t,
            stack=stack,
            hidden=hidden,
            follow=follow,
            max_depth=max_depth,
            reverse=sort_reverse,
            filt=decide,
            on_error=report,
        ):
            if ent.is_dir or (ent.is_link and not follow):
                continue
            if not _stat.S_ISREG(ent.mode):
                continue
            if one(ent.shown, ent.full, False):
                stop = True
                break
        if stop:
            break
    if not searched and not operands and not use_stdin and not files_mode:
        st.errored = True
        if messages:
            ctx.stderr.write(_NOTHING_SEARCHED)
    if mode == "json":
        zero = {"human": "0.000000s", "nanos": 0, "secs": 0}
        s = dict(sorted(st.json_stats.items()))
        stats: dict[str, object] = {
            "bytes_printed": s["bytes_printed"],
            "bytes_searched": s["bytes_searched"],
            "elapsed": zero,
            "matched_lines": s["matched_lines"],
            "matches": s["matches"],
            "searches": s["searches"],
            "searches_with_match": s["searches_with_match"],
        }
        summary = {"data": {"elapsed_total": zero, "stats": stats}, "type": "summary"}
        out.write(_jdump(summary) + b"\n")
    matched = any_file if files_mode else st.matched
    if matched and (quiet or not st.errored):
        return 0
    return 2 if st.errored else 1


#: -z: the compressed formats, by the name's ending, and the tool ripgrep runs for each
#: (here the standard library's decompressors) with its message for a file not in its format.
_ZIPS = (
    ((".gz", ".tgz"), "gzip", "gzip: {}: not in gzip format"),
    ((".bz2", ".tbz2", ".tbz"), "bz2", "bzip2: {} is not a bzip2 file."),
    ((".xz", ".txz"), "xz", "xz: {}: File format not recognized"),
    ((".lzma",), "lzma", "xz: {}: File format not recognized"),
)


def _unzipped(name: str, data: bytes) -> bytes:
    """-z: a compressed file's contents (others as they are)."""
    import bz2
    import gzip
    import lzma

    for ends, kind, msg in _ZIPS:
        if name.endswith(ends):
            try:
                if kind == "gzip":
                    return gzip.decompress(data)
                if kind == "bz2":
                    return bz2.decompress(data)
                return lzma.decompress(
                    data, lzma.FORMAT_ALONE if kind == "lzma" else lzma.FORMAT_AUTO
                )
            except (OSError, EOFError, ValueError, lzma.LZMAError):
                rule = "-" * 79
                raise _Fail(f"{name}: \n{rule}\n{msg.format(name)}\n{rule}\n") from None
    return data


_NOTHING_SEARCHED = (
    b"No files were searched, which means ripgrep probably applied a filter you didn't "
    b"expect.\nRunning with --debug will show why files are being skipped.\n"
)


def _unescape(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape").decode("unicode_escape").encode("latin-1")
