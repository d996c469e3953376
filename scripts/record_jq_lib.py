#!/usr/bin/env python3
"""Record jq 1.7.1's answers for ``tests/commands/jq_lib_cases.txt`` into
``tests/commands/golden/jq_lib171.json``, from the jq library itself: the PyPI package
``jq==1.7.0`` (jq.py) is built from the jq-1.7.1 source. Not part of the test run: it needs
that package (``pip install jq==1.7.0``), like ``record_spec.py`` needs the real tools.

Each case is a filter and a JSON input; the answer is the list of values the filter yields,
or the message of the error it raises (``jq: error (at <stdin>:1): MESSAGE`` on the CLI).

    python scripts/record_jq_lib.py
"""

from __future__ import annotations

import json
import os

import jq  # type: ignore[import-not-found]

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = os.path.join(ROOT, "tests", "commands", "jq_lib_cases.txt")
OUT = os.path.join(ROOT, "tests", "commands", "golden", "jq_lib171.json")


def main() -> None:
    out: list[dict[str, object]] = []
    with open(CASES, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            inp, _, flt = line.partition("\t")
            try:
                answer: dict[str, object] = {"values": jq.compile(flt).input_text(inp).all()}
            except Exception as e:  # noqa: BLE001 - jq's error, recorded as such
                answer = {"error": str(e)}
            out.append({"input": inp, "filter": flt, **answer})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{len(out)} cases -> {OUT}")


if __name__ == "__main__":
    main()
