"""yq's formats: YAML in (pyyaml events -> :class:`YNode` trees, with anchors, tags, styles and
most comments) and out (a go-yaml v3 style block emitter), JSON, properties, CSV and TSV.

Comments: pyyaml drops them, so they are recovered from the source text by line: comment
lines right above a map key / sequence item become its head comment, ``# text`` after a
scalar (or after ``key:`` opening a block) its line comment, leading lines separated by a blank
line the document's head comment and trailing lines its foot comment. Lost: comments inside
flow collections, and indentation of comments that closed a nested block (they are re-emitted
above the next key at that key's indentation).
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable, Iterable
from typing import Any, cast

import yaml
from yaml import events as E

from agentsh.commands.jq.json_io import dumps as jq_dumps
from agentsh.commands.yq.nodes import (
    ALIAS,
    MAP,
    SCALAR,
    SEQ,
    YNode,
    from_py,
    map_set,
    new_map,
    new_seq,
    null_node,
    resolve_tag,
    str_node,
    to_py,
)


def _parse_events(text: str) -> list[E.Event]:
    """``yaml.parse`` with the C loader, typed (PyYAML's stubs leave it partly unknown)."""
    parse = cast(
        "Callable[..., Iterable[E.Event]]",
        yaml.parse,  # pyright: ignore[reportUnknownMemberType]  # untyped Loader in the stub
    )
    return list(parse(text, Loader=yaml.CSafeLoader))


class CodecError(Exception):
    """Bad input text (message as yq prints it after ``Error: ``)."""


_TAG_SHORT = "tag:yaml.org,2002:"


def _short_tag(tag: str | None) -> str:
    if not tag:
        return ""
    if tag.startswith(_TAG_SHORT):
        return "!!" + tag[len(_TAG_SHORT) :]
    return tag


_STYLE_MAP = {'"': "double", "'": "single", "|": "literal", ">": "folded"}


class _Builder:
    def __init__(self, text: str, file_index: int, filename: str) -> None:
        self.text = text
        self.lines = text.split("\n")
        self.file_index = file_index
        self.filename = filename
        self.anchors: dict[str, YNode] = {}
        self.used_lines: set[int] = set()

    def comment_after(self, line: int, col: int) -> str:
        if line >= len(self.lines):
            return ""
        rest = self.lines[line][col:]
        m = re.match(r"\s*#\s?(.*)$", rest)
        if m and (col == 0 or rest[:1] in (" ", "\t") or rest.startswith("#") is False):
            self.used_lines.add(line)
            return m.group(1).rstrip()
        return ""

    def head_comment(self, line: int) -> str:
        out: list[str] = []
        i = line - 1
        while i >= 0:
            s = self.lines[i].strip()
            if s.startswith("#") and i not in self.used_lines:
                out.append(s)
                i -= 1
                continue
            break
        for j in range(i + 1, line):
            self.used_lines.add(j)
        out.reverse()
        return "\n".join(out)

    def build(self, evs: list[E.Event], pos: int) -> tuple[YNode, int]:
        ev = evs[pos]
        if isinstance(ev, E.AliasEvent):
            n = YNode(ALIAS, "", ev.anchor or "")
            n.alias = self.anchors.get(ev.anchor or "")
            if n.alias is None:
                raise CodecError(f"yaml: unknown anchor '{ev.anchor}' referenced")
            return n, pos + 1
        if isinstance(ev, E.ScalarEvent):
            style = _STYLE_MAP.get(ev.style or "", "")
            tag = _short_tag(ev.tag)
            tagged = bool(tag) and tag != "!"
            if not tag or tag == "!":
                tag = resolve_tag(ev.value) if ev.implicit[0] and not style else "!!str"
            n = YNode(SCALAR, tag, ev.value, None, style)
            n.tagged = tagged
            if ev.anchor:
                n.anchor = ev.anchor
                self.anchors[ev.anchor] = n
            em = ev.end_mark
            if em is not None:
                n.line = self.comment_after(em.line, em.column)
            return n, pos + 1
        if isinstance(ev, (E.MappingStartEvent, E.SequenceStartEvent)):
            is_map = isinstance(ev, E.MappingStartEvent)
            tag = _short_tag(ev.tag)
            n = YNode(MAP if is_map else SEQ, tag or ("!!map" if is_map else "!!seq"))
            n.tagged = bool(tag)
            n.style = "flow" if ev.flow_style else ""
            if ev.anchor:
                n.anchor = ev.anchor
                self.anchors[ev.anchor] = n
            sm = ev.start_mark
            if sm is not None and not ev.flow_style:
                # `key: # comment` opening a block collection
                prev = sm.line - 1
                if 0 <= prev < len(self.lines) and sm.column > 0:
                    pass
            pos += 1
            end_cls = E.MappingEndEvent if is_map else E.SequenceEndEvent
            while not isinstance(evs[pos], end_cls):
                item_ev = evs[pos]
                sm2 = item_ev.start_mark
                head = ""
                if sm2 is not None and not ev.flow_style:
                    head = self.head_comment(sm2.line)
                child, pos = self.build(evs, pos)
                if head:
                    if is_map or child.kind != SCALAR:
                        child.head = head
                    else:
                        child.head = head
                n.content.append(child)
                if is_map:
                    val, pos = self.build(evs, pos)
                    if (
                        val.kind in (MAP, SEQ)
                        and not val.style
                        and sm2 is not None
                        and item_ev.end_mark is not None
                    ):
                        km = item_ev.end_mark
                        c = self.comment_after(km.line, km.column + 1)
                        if c and val.content and not val.line:
                            val.line = c
                    n.content.append(val)
            n.adopt()
            if ev.flow_style:
                em = evs[pos].end_mark
                if em is not None:
                    n.line = self.comment_after(em.line, em.column)
            return n, pos + 1
        raise CodecError("yaml: unexpected event")

    def documents(self) -> list[YNode]:
        try:
            evs = _parse_events(self.text)
        except yaml.YAMLError as e:
            raise CodecError(_yaml_error(e)) from None
        docs: list[YNode] = []
        pos = 0
        idx = 0
        while pos < len(evs):
            ev = evs[pos]
            if isinstance(ev, E.DocumentStartEvent):
                explicit = bool(ev.explicit)
                sm = evs[pos + 1].start_mark
                first_line = sm.line if sm is not None else 0
                head_lines: list[str] = []
                for i in range(0, first_line):
                    if i in self.used_lines:
                        continue
                    s = self.lines[i].strip()
                    if s.startswith("#"):
                        head_lines.append(s)
                        self.used_lines.add(i)
                    elif s == "" and head_lines:
                        head_lines.append("")
                    elif s and not s.startswith("---") and not s.startswith("%"):
                        break
                # comment block glued to the first key belongs to that key
                doc_head = ""
                if head_lines:
                    if head_lines[-1] == "" or isinstance(evs[pos + 1], E.ScalarEvent):
                        while head_lines and head_lines[-1] == "":
                            head_lines.pop()
                        doc_head = "\n".join(head_lines)
                    else:
                        for i in range(0, first_line):
                            s = self.lines[i].strip()
                            if s.startswith("#"):
                                self.used_lines.discard(i)
                        cut = len(head_lines)
                        while cut > 0 and head_lines[cut - 1] != "":
                            cut -= 1
                        doc_head = "\n".join(x for x in head_lines[: max(cut - 1, 0)])
                        glued = 0
                        for i in range(first_line - 1, -1, -1):
                            if self.lines[i].strip().startswith("#"):
                                glued += 1
                            else:
                                break
                        for i in range(0, first_line - glued):
                            self.used_lines.add(i)
                root, pos = self.build(evs, pos + 1)
                foot_lines: list[str] = []
                nxt_line = len(self.lines)
                if pos + 1 < len(evs) and evs[pos + 1].start_mark is not None:
                    nxt_line = evs[pos + 1].start_mark.line  # type: ignore[union-attr]
                if isinstance(evs[pos + 1], E.DocumentStartEvent) and pos + 2 < len(evs):
                    nxt_line = evs[pos + 1].start_mark.line  # type: ignore[union-attr]
                start_scan = 0
                for i in range(start_scan, min(nxt_line, len(self.lines))):
                    if i in self.used_lines:
                        continue
                    s = self.lines[i].strip()
                    if s.startswith("#"):
                        foot_lines.append(s)
                        self.used_lines.add(i)
                root.head = doc_head if not root.head or root.kind != SCALAR else root.head
                if doc_head and root.kind == SCALAR:
                    root.head = doc_head
                root.foot = "\n".join(foot_lines)
                root.explicit_start = explicit and idx == 0
                _stamp(root, idx, self.file_index, self.filename)
                docs.append(root)
                idx += 1
                pos += 1
                continue
            pos += 1
        return docs


def _stamp(n: YNode, doc: int, fi: int, fname: str) -> None:
    stack = [n]
    while stack:
        x = stack.pop()
        x.doc, x.file_index, x.filename = doc, fi, fname
        stack.extend(x.content)


def _yaml_error(e: yaml.YAMLError) -> str:
    mark = getattr(e, "problem_mark", None)
    problem = getattr(e, "problem", None) or str(e)
    if mark is not None:
        return f"yaml: line {mark.line + 1}: {problem}"
    return f"yaml: {problem}"


def load_yaml(text: str, file_index: int = 0, filename: str = "") -> list[YNode]:
    return _Builder(text, file_index, filename).documents()


def load_json(text: str, file_index: int = 0, filename: str = "") -> list[YNode]:
    dec = json.JSONDecoder(object_pairs_hook=lambda p: p)  # type: ignore[arg-type]
    docs: list[YNode] = []
    i = 0
    n = len(text)
    while True:
        while i < n and text[i] in " \t\r\n":
            i += 1
        if i >= n:
            break
        try:
            v, i = dec.raw_decode(text, i)
        except json.JSONDecodeError as e:
            raise CodecError(f"bad file '{filename or '-'}': {e.msg}") from None
        node = _json_node(v)
        _stamp(node, len(docs), file_index, filename)
        docs.append(node)
    return docs


def _json_node(v: Any) -> YNode:
    if isinstance(v, list) and (not v or isinstance(v[0], tuple)) and _is_pairs(v):  # type: ignore[arg-type]
        m = new_map()
        for k, x in v:  # type: ignore[misc]
            map_set(m, str(k), _json_node(x))  # type: ignore[arg-type]
        return m
    if isinstance(v, list):
        return new_seq([_json_node(x) for x in v])  # type: ignore[misc]
    if isinstance(v, float):
        return YNode(SCALAR, "!!float", repr(v))
    return from_py(v)


def _is_pairs(v: list[Any]) -> bool:
    return all(isinstance(x, tuple) for x in v)


# -- properties / csv / tsv in ------------------------------------------------------------


def load_props(text: str) -> list[YNode]:
    root = new_map()
    for raw in text.splitlines():
        s = raw.strip()
        if not s or s[0] in "#!":
            continue
        m = re.match(r"((?:\\.|[^=:\s])+)\s*[=:\s]\s*(.*)$", s)
        if not m:
            continue
        key, val = m.group(1), m.group(2)
        parts = key.split(".")
        cur = root
        for i, p in enumerate(parts):
            last = i == len(parts) - 1
            nxt = cur.get(p)
            if last:
                map_set(cur, p, str_node(val))
            else:
                if nxt is None or nxt.kind != MAP:
                    nxt = new_map()
                    map_set(cur, p, nxt)
                cur = nxt
    return [_seqify(root)]


def _seqify(n: YNode) -> YNode:
    if n.kind != MAP:
        return n
    keys = [k.value for k, _ in n.pairs()]
    for i in range(0, len(n.content), 2):
        n.content[i + 1] = _seqify(n.content[i + 1])
    if (
        keys
        and all(k.isdigit() for k in keys)
        and sorted(int(k) for k in keys) == list(range(len(keys)))
    ):
        return new_seq([v for _, v in sorted(n.pairs(), key=lambda kv: int(kv[0].value))])
    n.adopt()
    return n


def load_csv(text: str, delim: str) -> list[YNode]:
    rows = list(csv.reader(io.StringIO(text), delimiter=delim))
    if not rows:
        return [new_seq()]
    header = rows[0]
    out: list[YNode] = []
    for r in rows[1:]:
        m = new_map()
        for i, h in enumerate(header):
            cell = r[i] if i < len(r) else ""
            tag = resolve_tag(cell)
            ok = tag in ("!!int", "!!float", "!!bool")
            node = YNode(SCALAR, tag if ok else ("!!str" if cell else "!!null"), cell)
            map_set(m, h, node)
        out.append(m)
    return [new_seq(out)]


# -- YAML out -----------------------------------------------------------------------------

_INDICATORS = set("-?:,[]{}#&*!|>'\"%@`")
_FLOW_IND = set(",[]{}")


def _plain_ok(s: str, flow: bool, key: bool) -> bool:
    if s == "":
        return False
    if s[0] in _INDICATORS:
        if s[0] in "-?:" and len(s) > 1 and s[1] not in " \t" and not (flow and s[1] in _FLOW_IND):
            pass
        else:
            return False
    if s[0] in " \t" or s[-1] in " \t":
        return False
    if ": " in s or " #" in s or s.endswith(":") or "\t" in s:
        return False
    if flow and any(c in _FLOW_IND for c in s):
        return False
    if any(c < " " or c == "\x7f" for c in s):
        return False
    if s.startswith("---") or s.startswith("..."):
        return False
    return "\ufeff" not in s


def _double(s: str) -> str:
    out = ['"']
    for c in s:
        o = ord(c)
        if c == '"':
            out.append('\\"')
        elif c == "\\":
            out.append("\\\\")
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif c == "\r":
            out.append("\\r")
        elif o < 0x20 or o == 0x7F:
            out.append(f"\\x{o:02X}")
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def _single(s: str) -> str:
    return "'" + s.replace("'", "''") + "'"


def scalar_text(n: YNode, flow: bool = False, key: bool = False) -> str:
    """A scalar as go-yaml writes it (style kept; plain when possible; quoting when needed)."""
    v = n.value
    style = n.style
    tag = n.tag
    prefix = ""
    if n.tagged or (tag and not tag.startswith("!!")):
        prefix = tag + " "
    force = False
    if not n.tagged and tag == "!!str" and style not in ("double", "single", "literal", "folded"):
        if resolve_tag(v) != "!!str":
            force = True
    if style == "double":
        return prefix + _double(v)
    if style == "single":
        if "\n" in v or any(ord(c) < 0x20 for c in v):
            return prefix + _double(v)
        return prefix + _single(v)
    if (style in ("literal", "folded") or "\n" in v) and not flow and not key:
        return prefix + "\x00BLOCK"  # handled by the caller (needs indentation)
    if "\n" in v:
        return prefix + _double(v)
    if force:
        return prefix + _double(v)
    if _plain_ok(v, flow, key) or (tag != "!!str" and v != ""):
        return prefix + v
    if v == "":
        return prefix + ('""' if tag == "!!str" else "")
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in v):
        return prefix + _double(v)
    return prefix + _single(v)


def _block_scalar(n: YNode, indent: str) -> str:
    v = n.value
    ind = "|" if n.style != "folded" else ">"
    if v.endswith("\n\n") or v == "\n":
        chomp = "+"
    elif v.endswith("\n"):
        chomp = ""
    else:
        chomp = "-"
    lead = str(len(indent)) if v[:1] in (" ", "\n") else ""
    body = v[:-1] if v.endswith("\n") else v
    lines = body.split("\n")
    out = [ind + lead + chomp]
    for ln in lines:
        out.append("\n" + (indent + ln if ln else ""))
    return "".join(out)


class Emitter:
    def __init__(self, indent: int = 2) -> None:
        self.unit = " " * max(indent, 0)
        self.out: list[str] = []

    def _comment_lines(self, text: str, indent: str) -> None:
        for ln in text.split("\n"):
            if ln == "":
                self.out.append("\n")
            elif ln.startswith("#"):
                self.out.append(indent + ln + "\n")
            else:
                self.out.append(indent + "# " + ln + "\n")

    def _lc(self, n: YNode) -> str:
        return " # " + n.line if n.line else ""

    def _props(self, n: YNode) -> str:
        p = ""
        if n.anchor:
            p += "&" + n.anchor + " "
        if n.kind != SCALAR and (n.tagged or (n.tag and not n.tag.startswith("!!"))):
            p += n.tag + " "
        return p

    def flow(self, n: YNode) -> str:
        if n.kind == ALIAS:
            return "*" + n.value
        p = self._props(n)
        if n.kind == SCALAR:
            t = scalar_text(n, flow=True)
            return p + t
        if n.kind == SEQ:
            return p + "[" + ", ".join(self.flow(x) for x in n.content) + "]"
        items = [self.flow_key(k) + ": " + self.flow(v) for k, v in n.pairs()]
        return p + "{" + ", ".join(items) + "}"

    def flow_key(self, k: YNode) -> str:
        if k.kind != SCALAR:
            return self.flow(k)
        return scalar_text(k, flow=True, key=True)

    def key_text(self, k: YNode) -> str:
        if k.kind == ALIAS:
            return "*" + k.value + " "
        if k.kind != SCALAR:
            return "? " + self.flow(k) + "\n"
        t = scalar_text(k, key=True)
        if t.endswith("\x00BLOCK"):
            t = _double(k.value)
        return (("&" + k.anchor + " ") if k.anchor else "") + t

    def inline_value(self, v: YNode, indent: str) -> str | None:
        """Text of a value that fits on the key's line, or None for a nested block."""
        if v.kind == ALIAS:
            return "*" + v.value + self._lc(v)
        if v.kind == SCALAR:
            t = scalar_text(v)
            p = ("&" + v.anchor + " ") if v.anchor else ""
            if t.endswith("\x00BLOCK"):
                pre = t[: -len("\x00BLOCK")]
                return p + pre + _block_scalar(v, indent + self.unit) + ("" if not v.line else "")
            return p + t + self._lc(v)
        if v.style == "flow" or not v.content:
            return self.flow(v) + self._lc(v)
        return None

    def node(self, n: YNode, indent: str) -> None:
        """A block node starting at the beginning of a line at ``indent``."""
        out = self.out
        if n.kind == MAP:
            first = True
            for k, v in n.pairs():
                if k.head:
                    self._comment_lines(k.head, indent)
                elif v.head and not first:
                    pass
                kt = self.key_text(k)
                if kt.endswith("\n"):
                    out.append(indent + kt + indent + ":")
                else:
                    out.append(indent + kt + ":")
                self._value_after(v, indent, in_seq=False)
                first = False
        elif n.kind == SEQ:
            for x in n.content:
                if x.head:
                    self._comment_lines(x.head, indent)
                out.append(indent + "-")
                self._seq_item(x, indent)
        else:
            t = self.inline_value(n, indent)
            out.append(indent + (t or "") + "\n")

    def _value_after(self, v: YNode, indent: str, in_seq: bool) -> None:
        out = self.out
        t = self.inline_value(v, indent)
        if t is not None:
            out.append((" " + t if t else "") + "\n")
            return
        props = self._props(v)
        out.append((" " + props.rstrip() if props else "") + self._lc(v) + "\n")
        if v.kind == SEQ:
            self.node(v, indent + self.unit)
        else:
            self.node(v, indent + self.unit)

    def _seq_item(self, x: YNode, indent: str) -> None:
        out = self.out
        t = self.inline_value(x, indent)
        if t is not None:
            out.append(" " + t + "\n")
            return
        props = self._props(x)
        sub = indent + "  "
        if props or x.line:
            out.append((" " + props.rstrip() if props else "") + self._lc(x) + "\n")
            self.node(x, sub)
            return
        # compact form: first line after "- "
        start = len(out)
        self.node(x, sub)
        if len(out) > start:
            first = out[start]
            if first.startswith(sub):
                out[start] = " " + first[len(sub) :]
            else:
                out.insert(start, "\n")

    def document(self, n: YNode) -> str:
        self.out = []
        if n.head:
            self._comment_lines(n.head, "")
            self.out.append("\n")
        if n.kind == ALIAS:
            self.out.append("*" + n.value + "\n")
        elif n.kind == SCALAR or n.style == "flow" or not n.content:
            props = self._props(n) if n.kind != SCALAR else ""
            t = self.inline_value(n, "")
            self.out.append(props + (t or "") + "\n")
        else:
            props = self._props(n)
            if props or n.line:
                self.out.append(props.rstrip() + self._lc(n) + "\n")
            self.node(n, "")
        if n.foot:
            self.out.append("\n")
            self._comment_lines(n.foot, "")
        return "".join(self.out)


def dump_yaml(n: YNode, indent: int = 2) -> str:
    return Emitter(indent).document(n)


# -- other formats out --------------------------------------------------------------------


def dump_json(n: YNode, indent: int = 2) -> str:
    return jq_dumps(to_py(n), indent=indent)


def dump_props(n: YNode) -> str:
    out: list[str] = []

    def walk(x: YNode, prefix: str) -> None:
        x = x.resolved()
        if x.head and prefix:
            for ln in x.head.split("\n"):
                out.append(ln if ln.startswith("#") else "# " + ln)
        if x.kind == MAP:
            for k, v in x.pairs():
                if k.head:
                    for ln in k.head.split("\n"):
                        out.append(ln if ln.startswith("#") else "# " + ln)
                walk(v, prefix + "." + k.value if prefix else k.value)
        elif x.kind == SEQ:
            for i, v in enumerate(x.content):
                walk(v, f"{prefix}.{i}" if prefix else str(i))
        else:
            val = "" if x.tag == "!!null" else x.value
            out.append(f"{prefix} = {val}")

    walk(n, "")
    return "".join(ln + "\n" for ln in out)


def _cell(x: YNode, delim: str) -> str:
    x = x.resolved()
    if x.kind != SCALAR:
        return dump_json(x, 0)
    s = x.value if x.tag != "!!null" else ""
    if delim == "," and (any(c in s for c in ',"\n\r') or s != s.strip()):
        return '"' + s.replace('"', '""') + '"'
    if delim == "\t" and any(c in s for c in '\t"\n'):
        return '"' + s.replace('"', '""') + '"'
    return s


def dump_csv(n: YNode, delim: str) -> str:
    n = n.resolved()
    if n.kind != SEQ:
        kind = "csv" if delim == "," else "tsv"
        raise CodecError(f"{kind} encoding only works for arrays, got: {n.tag}")
    rows = n.content
    out: list[str] = []
    if rows and rows[0].resolved().kind == MAP:
        header = [k.value for k, _ in rows[0].resolved().pairs()]
        out.append(delim.join(_cell(str_node(h), delim) for h in header))
        for r in rows:
            r = r.resolved()
            out.append(delim.join(_cell(r.get(h) or null_node(), delim) for h in header))
    elif rows and rows[0].resolved().kind == SEQ:
        for r in rows:
            out.append(delim.join(_cell(c, delim) for c in r.resolved().content))
    else:
        out.append(delim.join(_cell(c, delim) for c in rows))
    return "".join(ln + "\n" for ln in out)
