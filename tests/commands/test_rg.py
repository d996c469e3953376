"""``rg`` against ripgrep 13.0.0 run on the same tree (LC_ALL=C.UTF-8, stdout not a tty).

Every case runs the real tool with ``--sort path`` (ripgrep's parallel order is not
deterministic; agentsh always prints in that order). JSON elapsed times are normalised to 0.
"""

from __future__ import annotations

import pytest

from agentsh import Bash

TREE: dict[str, bytes] = {
    "a.txt": b"hello world\nfoo bar\nHello again\nfoo\n",
    "src/main.py": b"def foo():\n    return 1\n\nclass Foo:\n    pass\n",
    "src/sub/lib.rs": b"let x = foo;\nfn main() {}\n",
    "src/util.js": b"const foo = 1; // foo\n",
    ".hid/h.txt": b"foo hidden\n",
    ".env": b"FOO=1\n",
    "bin.dat": b"foo\x00bin\n",
    ".gitignore": b"*.log\nbuild/\n!keep.log\n",
    "x.log": b"foo log\n",
    "keep.log": b"foo kept\n",
    "build/o.txt": b"foo build\n",
    "docs/README.md": b"# Title\nsome foo text\n",
    "docs/notes.txt": b"alpha\nbeta foo\ngamma\ndelta\nepsilon foo\nzeta\n",
    "empty.txt": b"",
    ".git/HEAD": b"ref: refs/heads/main\n",
}

CASES: list[tuple[list[str], int, str, str]] = [
    (
        ["rg", "--sort", "path", "foo"],
        0,
        "a.txt:foo bar\na.txt:foo\ndocs/README.md:some foo text\ndocs/notes.txt:beta foo\ndocs/notes.txt:epsilon foo\nkeep.log:foo kept\nsrc/main.py:def foo():\nsrc/sub/lib.rs:let x = foo;\nsrc/util.js:const foo = 1; // foo\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "-n", "foo"],
        0,
        "a.txt:2:foo bar\na.txt:4:foo\ndocs/README.md:2:some foo text\ndocs/notes.txt:2:beta foo\ndocs/notes.txt:5:epsilon foo\nkeep.log:1:foo kept\nsrc/main.py:1:def foo():\nsrc/sub/lib.rs:1:let x = foo;\nsrc/util.js:1:const foo = 1; // foo\n",
        "",
    ),
    (["rg", "--sort", "path", "foo", "a.txt"], 0, "foo bar\nfoo\n", ""),
    (
        ["rg", "--sort", "path", "foo", "."],
        0,
        "./a.txt:foo bar\n./a.txt:foo\n./docs/README.md:some foo text\n./docs/notes.txt:beta foo\n./docs/notes.txt:epsilon foo\n./keep.log:foo kept\n./src/main.py:def foo():\n./src/sub/lib.rs:let x = foo;\n./src/util.js:const foo = 1; // foo\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "foo", "src"],
        0,
        "src/main.py:def foo():\nsrc/sub/lib.rs:let x = foo;\nsrc/util.js:const foo = 1; // foo\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "-l", "foo"],
        0,
        "a.txt\ndocs/README.md\ndocs/notes.txt\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "-c", "foo"],
        0,
        "a.txt:2\ndocs/README.md:1\ndocs/notes.txt:2\nkeep.log:1\nsrc/main.py:1\nsrc/sub/lib.rs:1\nsrc/util.js:1\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "--count-matches", "foo"],
        0,
        "a.txt:2\ndocs/README.md:1\ndocs/notes.txt:2\nkeep.log:1\nsrc/main.py:1\nsrc/sub/lib.rs:1\nsrc/util.js:2\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "--files"],
        0,
        "a.txt\nbin.dat\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "--files", "--hidden"],
        0,
        ".env\n.git/HEAD\n.gitignore\n.hid/h.txt\na.txt\nbin.dat\ndocs/README.md\ndocs/notes.txt\nempty.txt\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "-l", "--no-ignore", "foo"],
        0,
        "a.txt\nbuild/o.txt\ndocs/README.md\ndocs/notes.txt\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\nx.log\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "-l", "-uu", "foo"],
        0,
        ".hid/h.txt\na.txt\nbuild/o.txt\ndocs/README.md\ndocs/notes.txt\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\nx.log\n",
        "",
    ),
    (["rg", "--sort", "path", "-i", "foo=", "--hidden"], 0, ".env:FOO=1\n", ""),
    (["rg", "--sort", "path", "-S", "FOO", "--hidden"], 0, ".env:FOO=1\n", ""),
    (
        ["rg", "--sort", "path", "-w", "foo", "src"],
        0,
        "src/main.py:def foo():\nsrc/sub/lib.rs:let x = foo;\nsrc/util.js:const foo = 1; // foo\n",
        "",
    ),
    (["rg", "--sort", "path", "-x", "foo", "a.txt"], 0, "foo\n", ""),
    (["rg", "--sort", "path", "-F", "foo()", "src"], 0, "src/main.py:def foo():\n", ""),
    (["rg", "--sort", "path", "-v", "foo", "a.txt"], 0, "hello world\nHello again\n", ""),
    (["rg", "--sort", "path", "-o", "fo+", "a.txt"], 0, "foo\nfoo\n", ""),
    (["rg", "--sort", "path", "-A1", "beta", "docs/notes.txt"], 0, "beta foo\ngamma\n", ""),
    (
        ["rg", "--sort", "path", "-B2", "-n", "delta", "docs/notes.txt"],
        0,
        "2-beta foo\n3-gamma\n4:delta\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "-C1", "foo", "docs/notes.txt"],
        0,
        "alpha\nbeta foo\ngamma\ndelta\nepsilon foo\nzeta\n",
        "",
    ),
    (["rg", "--sort", "path", "-g", "*.md", "foo"], 0, "docs/README.md:some foo text\n", ""),
    (
        ["rg", "--sort", "path", "-g", "!*.txt", "-l", "foo"],
        0,
        "docs/README.md\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (["rg", "--sort", "path", "-t", "js", "foo"], 0, "src/util.js:const foo = 1; // foo\n", ""),
    (
        ["rg", "--sort", "path", "-T", "txt", "-l", "foo"],
        0,
        "docs/README.md\nkeep.log\nsrc/main.py\nsrc/sub/lib.rs\nsrc/util.js\n",
        "",
    ),
    (["rg", "--sort", "path", "-m1", "foo", "docs/notes.txt"], 0, "beta foo\n", ""),
    (["rg", "--sort", "path", "--max-depth", "1", "-l", "foo"], 0, "a.txt\nkeep.log\n", ""),
    (["rg", "--sort", "path", "-r", "<$0>", "foo", "a.txt"], 0, "<foo> bar\n<foo>\n", ""),
    (
        ["rg", "--sort", "path", "--vimgrep", "foo", "src"],
        0,
        "src/main.py:1:5:def foo():\nsrc/sub/lib.rs:1:9:let x = foo;\nsrc/util.js:1:7:const foo = 1; // foo\nsrc/util.js:1:19:const foo = 1; // foo\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "--column", "-n", "foo", "src/util.js"],
        0,
        "1:7:const foo = 1; // foo\n",
        "",
    ),
    (["rg", "--sort", "path", "-q", "foo"], 0, "", ""),
    (["rg", "--sort", "path", "zzz"], 1, "", ""),
    (
        ["rg", "--sort", "path", "foo", "missing"],
        2,
        "",
        "missing: IO error for operation on missing: No such file or directory (os error 2)\n",
    ),
    (
        ["rg", "--sort", "path", "foo", "bin.dat"],
        0,
        'binary file matches (found "\\0" byte around offset 3)\n',
        "",
    ),
    (
        ["rg", "--sort", "path", "--json", "foo", "a.txt"],
        0,
        '{"type":"begin","data":{"path":{"text":"a.txt"}}}\n{"type":"match","data":{"path":{"text":"a.txt"},"lines":{"text":"foo bar\\n"},"line_number":2,"absolute_offset":12,"submatches":[{"match":{"text":"foo"},"start":0,"end":3}]}}\n{"type":"match","data":{"path":{"text":"a.txt"},"lines":{"text":"foo\\n"},"line_number":4,"absolute_offset":32,"submatches":[{"match":{"text":"foo"},"start":0,"end":3}]}}\n{"type":"end","data":{"path":{"text":"a.txt"},"binary_offset":null,"stats":{"elapsed":{"secs":0,"nanos":0,"human":"0.000000s"},"searches":1,"searches_with_match":1,"bytes_searched":36,"bytes_printed":394,"matched_lines":2,"matches":2}}}\n{"data":{"elapsed_total":{"human":"0.000000s","nanos":0,"secs":0},"stats":{"bytes_printed":394,"bytes_searched":36,"elapsed":{"human":"0.000000s","nanos":0,"secs":0},"matched_lines":2,"matches":2,"searches":1,"searches_with_match":1}},"type":"summary"}\n',
        "",
    ),
    (["rg", "--sort", "path", "--files-without-match", "foo"], 0, "empty.txt\n", ""),
    (["rg", "--sort", "path", "--trim", "return", "src"], 0, "src/main.py:return 1\n", ""),
    (
        ["rg", "--sort", "path", "-e", "alpha", "-e", "zeta", "docs/notes.txt"],
        0,
        "alpha\nzeta\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "(unclosed", "a.txt"],
        2,
        "",
        "regex parse error:\n    (unclosed\n    ^\nerror: unclosed group\n",
    ),
    (
        ["rg", "--type-list"],
        0,
        "agda: *.agda, *.lagda\naidl: *.aidl\namake: *.bp, *.mk\nasciidoc: *.adoc, *.asc, *.asciidoc\nasm: *.S, *.asm, *.s\nasp: *.ascx, *.ascx.cs, *.ascx.vb, *.aspx, *.aspx.cs, *.aspx.vb\nats: *.ats, *.dats, *.hats, *.sats\navro: *.avdl, *.avpr, *.avsc\nawk: *.awk\nbazel: *.BUILD, *.bazel, *.bazelrc, *.bzl, BUILD, WORKSPACE\nbitbake: *.bb, *.bbappend, *.bbclass, *.conf, *.inc\nbrotli: *.br\nbuildstream: *.bst\nbzip2: *.bz2, *.tbz2\nc: *.[chH], *.[chH].in, *.cats\ncabal: *.cabal\ncbor: *.cbor\nceylon: *.ceylon\nclojure: *.clj, *.cljc, *.cljs, *.cljx\ncmake: *.cmake, CMakeLists.txt\ncoffeescript: *.coffee\nconfig: *.cfg, *.conf, *.config, *.ini\ncoq: *.v\ncpp: *.[ChH], *.[ChH].in, *.[ch]pp, *.[ch]pp.in, *.[ch]xx, *.[ch]xx.in, *.cc, *.cc.in, *.hh, *.hh.in, *.inl\ncreole: *.creole\ncrystal: *.cr, Projectfile\ncs: *.cs\ncsharp: *.cs\ncshtml: *.cshtml\ncss: *.css, *.scss\ncsv: *.csv\ncython: *.pxd, *.pxi, *.pyx\nd: *.d\ndart: *.dart\ndhall: *.dhall\ndiff: *.diff, *.patch\ndocker: *Dockerfile*\ndvc: *.dvc, Dvcfile\nebuild: *.ebuild\nedn: *.edn\nelisp: *.el\nelixir: *.eex, *.ex, *.exs\nelm: *.elm\nerb: *.erb\nerlang: *.erl, *.hrl\nfidl: *.fidl\nfish: *.fish\nflatbuffers: *.fbs\nfortran: *.F, *.F77, *.F90, *.F95, *.f, *.f77, *.f90, *.f95, *.pfo\nfsharp: *.fs, *.fsi, *.fsx\nfut: .fut\ngap: *.g, *.gap, *.gd, *.gi, *.tst\ngn: *.gn, *.gni\ngo: *.go\ngradle: *.gradle\ngroovy: *.gradle, *.groovy\ngzip: *.gz, *.tgz\nh: *.h, *.hpp\nhaml: *.haml\nhaskell: *.c2hs, *.cpphs, *.hs, *.hsc, *.lhs\nhbs: *.hbs\nhs: *.hs, *.lhs\nhtml: *.ejs, *.htm, *.html\nidris: *.idr, *.lidr\njava: *.java, *.jsp, *.jspx, *.properties\njinja: *.j2, *.jinja, *.jinja2\njl: *.jl\njs: *.js, *.jsx, *.vue\njson: *.json, composer.lock\njsonl: *.jsonl\njulia: *.jl\njupyter: *.ipynb, *.jpynb\nk: *.k\nkotlin: *.kt, *.kts\nless: *.less\nlicense: *[.-]LICEN[CS]E*, AGPL-*[0-9]*, APACHE-*[0-9]*, BSD-*[0-9]*, CC-BY-*, COPYING, COPYING[.-]*, COPYRIGHT, COPYRIGHT[.-]*, EULA, EULA[.-]*, GFDL-*[0-9]*, GNU-*[0-9]*, GPL-*[0-9]*, LGPL-*[0-9]*, LICEN[CS]E, LICEN[CS]E[.-]*, MIT-*[0-9]*, MPL-*[0-9]*, NOTICE, NOTICE[.-]*, OFL-*[0-9]*, PATENTS, PATENTS[.-]*, UNLICEN[CS]E, UNLICEN[CS]E[.-]*, agpl[.-]*, gpl[.-]*, lgpl[.-]*, licen[cs]e, licen[cs]e.*\nlisp: *.el, *.jl, *.lisp, *.lsp, *.sc, *.scm\nlock: *.lock, package-lock.json\nlog: *.log\nlua: *.lua\nlz4: *.lz4\nlzma: *.lzma\nm4: *.ac, *.m4\nmake: *.mak, *.mk, [Gg][Nn][Uu]makefile, [Gg][Nn][Uu]makefile.am, [Gg][Nn][Uu]makefile.in, [Mm]akefile, [Mm]akefile.am, [Mm]akefile.in\nmako: *.mako, *.mao\nman: *.[0-9][cEFMmpSx], *.[0-9lnpx]\nmarkdown: *.markdown, *.md, *.mdown, *.mkdn\nmatlab: *.m\nmd: *.markdown, *.md, *.mdown, *.mkdn\nmeson: meson.build, meson_options.txt\nminified: *.min.css, *.min.html, *.min.js\nmint: *.mint\nmk: mkfile\nml: *.ml\nmsbuild: *.csproj, *.fsproj, *.proj, *.props, *.targets, *.vcxproj\nnim: *.nim, *.nimble, *.nimf, *.nims\nnix: *.nix\nobjc: *.h, *.m\nobjcpp: *.h, *.mm\nocaml: *.ml, *.mli, *.mll, *.mly\norg: *.org, *.org_archive\npascal: *.dpr, *.inc, *.lpr, *.pas, *.pp\npdf: *.pdf\nperl: *.PL, *.perl, *.pl, *.plh, *.plx, *.pm, *.t\nphp: *.php, *.php3, *.php4, *.php5, *.phtml\npo: *.po\npod: *.pod\npostscript: *.eps, *.ps\nprotobuf: *.proto\nps: *.cdxml, *.ps1, *.ps1xml, *.psd1, *.psm1\npuppet: *.erb, *.pp, *.rb\npurs: *.purs\npy: *.py\nqmake: *.prf, *.pri, *.pro\nqml: *.qml\nr: *.R, *.Rmd, *.Rnw, *.r\nracket: *.rkt\nrdoc: *.rdoc\nreadme: *README, README*\nred: *.r, *.red, *.reds\nrobot: *.robot\nrst: *.rst\nruby: *.gemspec, *.rb, *.rbw, .irbrc, Gemfile, Rakefile, config.ru\nrust: *.rs\nsass: *.sass, *.scss\nscala: *.sbt, *.scala\nsh: *.bash, *.bashrc, *.csh, *.cshrc, *.ksh, *.kshrc, *.sh, *.tcsh, *.zsh, .bash_login, .bash_logout, .bash_profile, .bashrc, .cshrc, .kshrc, .login, .logout, .profile, .tcshrc, .zlogin, .zlogout, .zprofile, .zshenv, .zshrc, bash_login, bash_logout, bash_profile, bashrc, profile, zlogin, zlogout, zprofile, zshenv, zshrc\nslim: *.skim, *.slim, *.slime\nsmarty: *.tpl\nsml: *.sig, *.sml\nsoy: *.soy\nspark: *.spark\nspec: *.spec\nsql: *.psql, *.sql\nstylus: *.styl\nsv: *.h, *.sv, *.svh, *.v, *.vg\nsvg: *.svg\nswift: *.swift\nswig: *.def, *.i\nsystemd: *.automount, *.conf, *.device, *.link, *.mount, *.path, *.scope, *.service, *.slice, *.socket, *.swap, *.target, *.timer\ntaskpaper: *.taskpaper\ntcl: *.tcl\ntex: *.bib, *.cls, *.dtx, *.ins, *.ltx, *.sty, *.tex\ntextile: *.textile\ntf: *.tf\nthrift: *.thrift\ntoml: *.toml, Cargo.lock\nts: *.ts, *.tsx\ntwig: *.twig\ntxt: *.txt\ntyposcript: *.ts, *.typoscript\nvala: *.vala\nvb: *.vb\nvcl: *.vcl\nverilog: *.sv, *.svh, *.v, *.vh\nvhdl: *.vhd, *.vhdl\nvim: *.vim\nvimscript: *.vim\nwebidl: *.idl, *.webidl, *.widl\nwiki: *.mediawiki, *.wiki\nxml: *.dtd, *.rng, *.sch, *.xhtml, *.xjb, *.xml, *.xml.dist, *.xsd, *.xsl, *.xslt\nxz: *.txz, *.xz\nyacc: *.y\nyaml: *.yaml, *.yml\nyang: *.yang\nz: *.Z\nzig: *.zig\nzsh: *.zsh, .zlogin, .zlogout, .zprofile, .zshenv, .zshrc, zlogin, zlogout, zprofile, zshenv, zshrc\nzstd: *.zst, *.zstd\n",
        "",
    ),
    (["rg", "--sort", "path", "-H", "-N", "foo", "a.txt"], 0, "a.txt:foo bar\na.txt:foo\n", ""),
    (
        ["rg", "--sort", "path", "--no-filename", "foo", "src"],
        0,
        "def foo():\nlet x = foo;\nconst foo = 1; // foo\n",
        "",
    ),
    (
        ["rg", "--sort", "path", "-0", "-l", "foo", "src"],
        0,
        "src/main.py\x00src/sub/lib.rs\x00src/util.js\x00",
        "",
    ),
    (["rg", "--sort", "path", "\\bfo\\w", "a.txt"], 0, "foo bar\nfoo\n", ""),
    (["rg", "--sort", "path", "-c", "", "empty.txt"], 1, "", ""),
    (
        ["rg", "--sort", "path", "--include-zero", "-c", "foo", "empty.txt", "a.txt"],
        0,
        "empty.txt:0\na.txt:2\n",
        "",
    ),
    (["rg", "--sort", "path", "-l", "kept"], 0, "keep.log\n", ""),
]


def _bash() -> Bash:
    return Bash(files={f"/home/user/{k}": v for k, v in TREE.items()}, cwd="/home/user")


@pytest.mark.parametrize(
    ("argv", "status", "out", "err"), CASES, ids=[" ".join(c[0]) for c in CASES]
)
def test_case(argv: list[str], status: int, out: str, err: str) -> None:
    import shlex

    r = _bash().run(" ".join(shlex.quote(a) for a in argv) + " </dev/null")
    assert (r.stdout, r.stderr, r.exit_code) == (out, err, status)


def _big_log() -> bytes:
    """About 600 KB of log lines (some with non-ASCII text, the last without a newline):
    a file searched block by block."""
    levels = ("INFO", "DEBUG", "WARN", "ERROR", "info")
    lines = [
        f"{i} {levels[i % 5]} user{i % 97} "
        + ("timeout waiting" if i % 11 == 0 else "ok")
        + (" café ÜBER" if i % 13 == 0 else "")
        + ("" if i % 17 else " tail x")
        for i in range(16000)
    ]
    return ("\n".join(lines) + "\nlast ERROR line without newline").encode()


BLOCK_ARGS = [
    ["ERROR"],
    ["-n", "ERROR"],
    ["-n", "timeout"],
    ["-c", "timeout"],
    ["-c", "-v", "INFO"],
    ["-v", "-n", "INFO"],
    ["-i", "-n", "error"],
    ["-i", "-c", "über"],
    ["-n", "-e", "ERROR", "-e", "timeout"],
    ["-c", "-e", "WARN", "-e", "user1 "],
    ["-F", "-n", "user9 t"],
    ["-n", "user[0-9]+ timeout"],
    ["-n", "^1[0-9]*5 "],
    ["-n", "x$"],
    ["-n", "-w", "user5"],
    ["-o", "-n", "user9[0-9]"],
    ["--column", "timeout"],
    ["-H", "-n", "café"],
    ["--count-matches", "o"],
    ["-n", "a*"],
    ["-n", "\\d{4} WARN"],
    ["-n", "\\Alast"],
    ["-n", "x\\z"],
    ["-c", ""],
]


@pytest.mark.parametrize("args", BLOCK_ARGS, ids=[" ".join(a) for a in BLOCK_ARGS])
def test_blocks_as_whole_text(args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A big file searched in blocks prints what the search of its whole text does."""
    import shlex

    from agentsh.commands import rg

    script = "rg " + " ".join(shlex.quote(a) for a in args) + " big.log"
    sh = Bash(files={"/home/user/big.log": _big_log()}, cwd="/home/user")
    blocked = sh.run(script)
    monkeypatch.setattr(rg, "_BLOCK", 1 << 40)
    whole = sh.run(script)
    assert (blocked.stdout, blocked.stderr, blocked.exit_code) == (
        whole.stdout,
        whole.stderr,
        whole.exit_code,
    )
    assert blocked.exit_code == 0
