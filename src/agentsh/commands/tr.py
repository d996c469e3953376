"""``tr``: translate, squeeze and delete bytes (GNU coreutils 9.1; byte-oriented like GNU).

SET parsing covers escapes (``\\n``, ``\\NNN``...), ranges, ``[:class:]``, ``[=c=]``,
``[c*n]``/``[c*]`` repeats (SET2 only), ``-c``/``-C`` complement and ``-t`` truncation, with GNU's
diagnostics. Translation and deletion use ``bytes.translate`` chunk by chunk (streaming).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentsh._dataclass import dataclass
from agentsh.commands._common import err, quote
from agentsh.commands.context import CommandContext
from agentsh.commands.options import Spec, flag, parse, usage_error

SPEC = Spec(
    "tr",
    [
        flag("c", "c", "complement"),
        flag("c", "C"),
        flag("d", "d", "delete"),
        flag("s", "s", "squeeze-repeats"),
        flag("t", "t", "truncate-set1"),
    ],
    permute=False,  # (GNU's getopt string starts with "+": options end at the first operand)
)

_CLASSES: dict[str, bytes] = {
    "alnum": bytes(c for c in range(256) if chr(c).isalnum() and c < 128),
    "alpha": bytes(c for c in range(256) if chr(c).isalpha() and c < 128),
    "blank": b" \t",
    "cntrl": bytes([*range(32), 127]),
    "digit": b"0123456789",
    "graph": bytes(range(33, 127)),
    "lower": bytes(range(97, 123)),
    "print": bytes(range(32, 127)),
    "punct": bytes(c for c in range(33, 127) if not chr(c).isalnum()),
    "space": b" \t\n\r\x0b\x0c",
    "upper": bytes(range(65, 91)),
    "xdigit": b"0123456789ABCDEFabcdef",
}
_ESCAPES = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11}


class TrError(Exception):
    pass


@dataclass
class _Item:
    kind: str  # "char" | "class" | "repeat"
    chars: bytes
    name: str = ""
    count: int | None = None  # repeat: None = fill


def _unescape(s: bytes, warn: list[str]) -> list[tuple[int, bool]]:
    """Bytes of a SET with escapes resolved; each flagged True if it came from an escape."""
    out: list[tuple[int, bool]] = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == 92:  # backslash
            if i + 1 >= len(s):
                warn.append("warning: an unescaped backslash at end of string is not portable")
                out.append((92, True))
                i += 1
                continue
            n = chr(s[i + 1])
            if n in "01234567":
                j = i + 1
                v = 0
                while j < len(s) and j < i + 4 and chr(s[j]) in "01234567":
                    nv = v * 8 + s[j] - 48
                    if nv > 255:
                        break
                    v = nv
                    j += 1
                out.append((v, True))
                i = j
                continue
            out.append((_ESCAPES.get(n, s[i + 1]), True))
            i += 2
            continue
        out.append((c, False))
        i += 1
    return out


def _parse_set(arg: str, is_set2: bool, warn: list[str]) -> list[_Item]:
    raw = arg.encode("utf-8", "surrogateescape")
    chars = _unescape(raw, warn)
    items: list[_Item] = []
    i = 0
    n = len(chars)

    def lit(k: int) -> int:
        return chars[k][0]

    def plain(k: int, ch: str) -> bool:
        return k < n and not chars[k][1] and chars[k][0] == ord(ch)

    while i < n:
        if plain(i, "[") and i + 1 < n:
            # [:class:] / [=c=]
            if plain(i + 1, ":") or plain(i + 1, "="):
                delim = chr(lit(i + 1))
                j = i + 2
                while j + 1 < n and not (plain(j, delim) and plain(j + 1, "]")):
                    j += 1
                if j + 1 < n:
                    body = bytes(c for c, _ in chars[i + 2 : j])
                    if delim == ":":
                        name = body.decode("utf-8", "surrogateescape")
                        if name not in _CLASSES:
                            raise TrError(f"invalid character class {quote(name)}")
                        items.append(_Item("class", _CLASSES[name], name))
                    else:
                        if len(body) != 1:
                            raise TrError(
                                f"{body.decode('utf-8', 'surrogateescape')}: equivalence class operand must be a single character"
                            )
                        items.append(_Item("char", body))
                    i = j + 2
                    continue
            # [c*n]
            if i + 2 < n and plain(i + 2, "*"):
                j = i + 3
                while j < n and not plain(j, "]"):
                    j += 1
                if j < n:
                    if not is_set2:
                        raise TrError("the [c*] repeat construct may not appear in string1")
                    num = bytes(c for c, _ in chars[i + 3 : j]).decode("ascii", "replace")
                    if num == "":
                        count = None
                    else:
                        try:
                            count = int(num, 8) if num.startswith("0") else int(num)
                        except ValueError:
                            raise TrError(
                                f"invalid repeat count {quote(num)} in [c*n] construct"
                            ) from None
                        if count == 0:
                            count = None
                    items.append(_Item("repeat", bytes([lit(i + 1)]), count=count))
                    i = j + 1
                    continue
        if i + 2 < n and plain(i + 1, "-"):
            lo, hi = lit(i), lit(i + 2)
            if hi < lo:
                a = chr(lo) if 32 <= lo < 127 else f"\\{lo:03o}"
                b = chr(hi) if 32 <= hi < 127 else f"\\{hi:03o}"
                raise TrError(
                    f"range-endpoints of '{a}-{b}' are in reverse collating sequence order"
                )
            items.append(_Item("char", bytes(range(lo, hi + 1))))
            i += 3
            continue
        items.append(_Item("char", bytes([lit(i)])))
        i += 1
    return items


def _flatten(items: list[_Item]) -> bytes:
    return b"".join(it.chars * (it.count or 1) if it.kind == "repeat" else it.chars for it in items)


def _complement(s: bytes) -> bytes:
    present = set(s)
    return bytes(c for c in range(256) if c not in present)


def _build_set2(items1: list[_Item], items2: list[_Item], len1: int, truncate: bool) -> bytes:
    # case-conversion classes must line up with the opposite class in SET1
    for it in items2:
        if it.kind == "class" and it.name not in ("upper", "lower"):
            raise TrError(
                "when translating, the only character classes that may appear in\nstring2 are 'upper' and 'lower'"
            )
    pos1 = 0
    starts1: dict[int, str] = {}
    for it in items1:
        if it.kind == "class":
            starts1[pos1] = it.name
        pos1 += len(it.chars)
    fill_len = len1 - sum(
        len(it.chars) * (it.count or 1)
        for it in items2
        if not (it.kind == "repeat" and it.count is None)
    )
    out = bytearray()
    filled = False
    for it in items2:
        if it.kind == "class":
            other = starts1.get(len(out))
            if other not in ("upper", "lower") or other == it.name and False:
                raise TrError("misaligned [:upper:] and/or [:lower:] construct")
            out += it.chars
        elif it.kind == "repeat":
            if it.count is None and not filled:
                out += it.chars * max(fill_len, 0)
                filled = True
            else:
                out += it.chars * (it.count or 0)
        else:
            out += it.chars
    if not truncate and len(out) < len1:
        if not out:
            raise TrError("when not truncating set1, string2 must be non-empty")
        out += bytes([out[-1]]) * (len1 - len(out))
    return bytes(out)


def main(ctx: CommandContext) -> int:
    p = parse(ctx, SPEC)
    if isinstance(p, int):
        return p
    comp = p.has("c")
    delete = p.has("d")
    squeeze = p.has("s")
    truncate = p.has("t")
    ops = p.operands
    need = 2 if (delete and squeeze) or (not delete and not squeeze) else 1
    if not ops:
        return usage_error(ctx, SPEC, "missing operand")
    if len(ops) < need:
        extra = (
            "Two strings must be given when translating."
            if not delete
            else "Two strings must be given when deleting and squeezing."
        )
        ctx.stderr.write(f"tr: missing operand after {quote(ops[-1])}\n{extra}\n".encode())
        return usage_error(ctx, SPEC, None)
    if len(ops) > need and not (squeeze and not delete and len(ops) == 2):
        extra = ""
        if delete and not squeeze and len(ops) == 2:  # (GNU: only with two operands)
            extra = "Only one string may be given when deleting without squeezing repeats.\n"
        idx = need if not (squeeze and not delete) else 2
        ctx.stderr.write(f"tr: extra operand {quote(ops[idx])}\n{extra}".encode())
        return usage_error(ctx, SPEC, None)
    warn: list[str] = []
    try:
        items1 = _parse_set(ops[0], False, warn)
        items2 = _parse_set(ops[1], True, warn) if len(ops) > 1 else None
        set1 = _flatten(items1)
        if comp:
            set1 = _complement(set1)
        table: bytes | None = None
        delete_set = b""
        squeeze_set = b""
        if delete:
            delete_set = set1
            if squeeze and items2 is not None:
                squeeze_set = _flatten(items2)
        elif items2 is not None:
            if truncate:
                set1 = set1[: len(_flatten(items2))] if not comp else set1
            set2 = _build_set2(items1, items2, len(set1), truncate)
            if comp and truncate:
                set1 = set1[: len(set2)]
            mapping = list(range(256))
            for a, b in zip(set1, set2, strict=False):
                mapping[a] = b
            table = bytes(mapping)
            if squeeze:
                squeeze_set = set2[: len(set1)] if not truncate else set2
        else:
            squeeze_set = set1
    except TrError as e:
        for w in warn:
            err(ctx, w)
        err(ctx, str(e))
        return 1
    for w in warn:
        err(ctx, w)
    sq = frozenset(squeeze_set)
    squeeze_runs = _squeezer(sq) if sq else None
    last = -1
    for chunk in ctx.stdin_stream.slices(_SLICE):
        ctx.check()
        if table is not None:
            chunk = chunk.translate(table)
        if delete_set:
            chunk = chunk.translate(None, delete_set)
        if squeeze_runs is not None and chunk:
            if last in sq:  # a run continuing from the previous slice
                chunk = chunk.lstrip(bytes([last]))
            chunk = squeeze_runs(chunk)
            if chunk:
                last = chunk[-1]
        ctx.stdout.write(chunk)
    return 0


#: Input is translated in slices of at most this many bytes (a huge input is never copied
#: whole).
_SLICE = 1 << 20


#: ``translate`` table: 0 -> 0xFF, any other byte -> 0.
_ZERO_TO_FF = bytes([255] + [0] * 255)


def _squeezer(sq: frozenset[int]) -> Callable[[bytes], bytes]:
    """``-s``: replace each run of one repeated byte of ``sq`` by a single byte.

    A few bytes (``tr -s ' '``, ``tr -s ' \\t'``): one ``re.sub`` a byte that occurs twice in
    a row, of ``cc+`` by the literal ``c`` (found with the literal search; the runs of
    different bytes do not meet): a pass over the data each, ~2 ns a byte. More: one regex
    with a back-reference, whose replacement Python expands match by match (~1 us a run:
    ``tr -s ' '`` of 300,000 space-aligned rows took 790 ms that way, 177 ms this way).
    More: the bytes of the set equal to the byte before them, found in big-integer
    arithmetic over the whole slice (the slice XOR itself shifted by a byte is 0 where a
    byte repeats; ``translate`` turns that, and membership of the set, into 0xFF masks
    ANDed), set to 0xFF and deleted: ``tr -s 'a-z'`` of 15 MB 376 -> ~95 ms CPU. A slice
    holding 0xFF itself: one regex deleting each byte of the set that the same byte follows,
    ``(c)(?=\1)``, by the empty literal (no Python call a match; ~2x that time)."""
    if len(sq) > 8:
        members = b"".join(re.escape(bytes([c])) for c in sorted(sq))
        run = re.compile(b"([" + members + rb"])(?=\1)")
        inset = bytes(255 if c in sq else 0 for c in range(256))

        def squeeze_many(data: bytes) -> bytes:
            n = len(data)
            if n < 2 or b"\xff" in data:
                return run.sub(b"", data)
            x = int.from_bytes(data, "big")
            same = (x ^ (x >> 8)).to_bytes(n, "big").translate(_ZERO_TO_FF)
            m = int.from_bytes(same, "big") & int.from_bytes(data.translate(inset), "big")
            m &= (1 << (8 * (n - 1))) - 1  # (the first byte follows none)
            if not m:
                return data
            return (x | m).to_bytes(n, "big").translate(None, b"\xff")

        return squeeze_many
    runs = [
        (bytes([c]) * 2, bytes([c]), re.compile(re.escape(bytes([c])) * 2 + b"+"))
        for c in sorted(sq)
    ]

    def squeeze(data: bytes) -> bytes:
        for pair, one, rx in runs:
            if pair in data:
                data = rx.sub(one, data)
        return data

    return squeeze
