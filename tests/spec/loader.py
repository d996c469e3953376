"""Loader for the differential spec files (``tests/spec/<topic>.test.sh``).

Format (Oils-like, inputs only)::

    #### case name
    ## known-diff: why agentsh differs        (optional metadata, directly after the name)
    ## skip-stderr                            (optional: compare stdout and status only)
    echo script lines...

A case is a ``#### name`` line followed by its script, up to the next ``####`` line or
EOF. Trailing blank lines are trimmed and the script always ends with one newline.
Lines before the first ``####`` are a free-form file header and are ignored.
Expected outputs live in ``tests/spec/golden/<topic>.json`` (see ``scripts/record_spec.py``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

SPEC_DIR = Path(__file__).resolve().parent
GOLDEN_DIR = SPEC_DIR / "golden"
SUFFIX = ".test.sh"

_META_RE = re.compile(r"^## ([a-z][a-z-]*)(?::\s*(.*))?$")
_META_WITH_VALUE = {"known-diff"}
_META_FLAGS = {"skip-stderr"}


class SpecError(ValueError):
    """Malformed spec file."""


@dataclass(frozen=True)
class Case:
    topic: str
    name: str
    script: str
    line: int  # 1-based line number of the "####" header
    known_diff: str | None = None
    skip_stderr: bool = False

    @property
    def id(self) -> str:
        return f"{self.topic}::{self.name}"


def parse_spec(text: str, topic: str = "<string>") -> list[Case]:
    """Parse the text of a spec file into its cases (in file order)."""
    cases: list[Case] = []
    seen: set[str] = set()
    cur: dict | None = None

    def finish() -> None:
        if cur is None:
            return
        body = cur["body"]
        while body and not body[-1].strip():
            body.pop()
        if not body:
            raise SpecError(f"{topic}:{cur['line']}: case {cur['name']!r} has an empty script")
        cases.append(
            Case(
                topic=topic,
                name=cur["name"],
                script="\n".join(body) + "\n",
                line=cur["line"],
                known_diff=cur["known_diff"],
                skip_stderr=cur["skip_stderr"],
            )
        )

    for lineno, line in enumerate(text.splitlines(), 1):
        if line.startswith("####"):
            finish()
            name = line[4:].strip()
            if not name:
                raise SpecError(f"{topic}:{lineno}: empty case name")
            if name in seen:
                raise SpecError(f"{topic}:{lineno}: duplicate case name {name!r}")
            seen.add(name)
            cur = {
                "name": name,
                "line": lineno,
                "body": [],
                "known_diff": None,
                "skip_stderr": False,
                "in_meta": True,
            }
            continue
        if cur is None:
            continue  # file header
        if cur["in_meta"] and line.startswith("## "):
            m = _META_RE.match(line.rstrip())
            if not m:
                raise SpecError(f"{topic}:{lineno}: malformed metadata line {line!r}")
            key, value = m.group(1), m.group(2)
            if key in _META_WITH_VALUE:
                if not value:
                    raise SpecError(f"{topic}:{lineno}: '## {key}:' needs a reason")
                cur["known_diff"] = value.strip()
            elif key in _META_FLAGS:
                if value is not None:
                    raise SpecError(f"{topic}:{lineno}: '## {key}' takes no value")
                cur["skip_stderr"] = True
            else:
                raise SpecError(f"{topic}:{lineno}: unknown metadata key {key!r}")
            continue
        cur["in_meta"] = False
        cur["body"].append(line)
    finish()
    return cases


def spec_files(names: list[str] | None = None) -> list[Path]:
    """All spec files (sorted), or those named (as topic, file name or path)."""
    if not names:
        return sorted(SPEC_DIR.glob("*" + SUFFIX))
    out = []
    for n in names:
        p = Path(n)
        if not p.name.endswith(SUFFIX):
            p = SPEC_DIR / (p.name + SUFFIX)
        if not p.exists():
            raise SpecError(f"no such spec file: {p}")
        out.append(p)
    return out


def topic_of(path: Path) -> str:
    return path.name[: -len(SUFFIX)]


def load_file(path: Path) -> list[Case]:
    return parse_spec(path.read_text(encoding="utf-8"), topic_of(path))


def golden_path(topic: str) -> Path:
    return GOLDEN_DIR / f"{topic}.json"


def load_golden(topic: str) -> dict[str, dict]:
    """The recorded cases of a topic ({} if the golden file does not exist)."""
    p = golden_path(topic)
    if not p.exists():
        return {}
    return json.loads(p.read_text(encoding="utf-8"))["cases"]
