#!/usr/bin/env python3
"""A stand-in for the xylem binary that speaks its split and range protocol on simple documents.

It lets the tests drive the data source into the failures a real binary seldom shows. The mode is
the first line of the file named by FAKE_XYLEM_MODE (the tests write it; executors see the file):
``ok`` reads ``<entry><id>…</id></entry>`` records with a regular expression; ``fail`` exits 3
with a message and no output when a range is read; ``error-line`` prints a row, then an
``_error`` line, and exits 1; ``empty`` prints nothing for a range.
"""

from __future__ import annotations

import json
import os
import re
import sys
from typing import List

ENTRY = re.compile(rb"<entry><id>([^<]*)</id><title>([^<]*)</title></entry>")


def mode() -> str:
    """The behaviour the tests asked for."""
    with open(os.environ["FAKE_XYLEM_MODE"], encoding="utf-8") as stream:
        return stream.readline().strip()


def split(file: str, arguments: List[str]) -> None:
    """Prints a plan: ranges of about ``--bytes`` bytes, each starting at an entry."""
    size = int(arguments[arguments.index("--bytes") + 1]) if "--bytes" in arguments else 1 << 20
    with open(file, "rb") as stream:
        data = stream.read()
    starts = [match.start() for match in ENTRY.finditer(data)]
    ranges, begin = [], 0
    for start in starts:
        if start - begin >= size:
            ranges.append({"start": begin, "end": start})
            begin = start
    ranges.append({"start": begin, "end": len(data)})
    plan = {"file": file, "size": len(data), "model": "atom", "path": "feed/entry", "context": "", "ranges": ranges}
    print(json.dumps(plan))


def read_range(file: str, arguments: List[str]) -> int:
    """Prints the entries that start in ``--range A-B``, as the mode says."""
    start, end = (int(part) for part in arguments[arguments.index("--range") + 1].split("-"))
    behaviour = mode()
    if behaviour == "fail":
        sys.stderr.write("xylem: the disk caught fire\n")
        return 3
    if behaviour == "empty":
        return 0
    with open(file, "rb") as stream:
        data = stream.read()
    for match in ENTRY.finditer(data):
        if start <= match.start() < end:
            row = {"_offset": match.start(), "object": "entry", "type": "Entry"}
            row.update(id=match.group(1).decode(), title=match.group(2).decode())
            print(json.dumps(row, separators=(",", ":")))
            if behaviour == "error-line":
                print(json.dumps({"_offset": match.end(), "_error": "mismatched tag at line 3"}))
                return 1
    return 0


def main(arguments: List[str]) -> int:
    """Dispatches ``split FILE …`` and ``atom|records FILE … --range A-B``."""
    command, file, rest = arguments[0], arguments[1], arguments[2:]
    if command == "split":
        split(file, rest)
        return 0
    return read_range(file, rest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
