#!/usr/bin/env bash
# Writes Sources/Xylem/Encoding/WHATWGBig5Index.swift, the WHATWG Encoding Standard's big5 index
# as Swift source, from the standard's index-big5.txt (https://encoding.spec.whatwg.org/index-big5.txt,
# also in the repository whatwg/encoding), which is not part of this repository:
#
#   Scripts/whatwg-big5-index.sh path/to/index-big5.txt
#
# The index maps pointers, (lead − 0x81) × 157 + (trail − 0x40, or − 0x62 for trail bytes from
# 0xA1), to code points; it maps nothing below pointer 942 (lead byte 0x87). The Swift file holds
# the characters themselves, two lines per lead byte from 0x87 to 0xFE (trail bytes 0x40–0x7E, then
# 0xA1–0xFE), "." where the index has no entry, and escapes the characters that Unicode
# normalization would change (compatibility ideographs) and U+3000, so that no tool can alter them.
set -euo pipefail
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: Scripts/whatwg-big5-index.sh path/to/index-big5.txt" >&2; exit 2; }
index=$(realpath "$1")
cd "$(dirname "$0")/.."
source Scripts/common.sh
require whatwg-big5-index.sh python3

python3 - "$index" Sources/Xylem/Encoding/WHATWGBig5Index.swift <<'PYTHON'
import sys
import unicodedata

source, target = sys.argv[1], sys.argv[2]
identifier = "unknown"
index = {}
with open(source, encoding="utf-8") as lines:
    for line in lines:
        if line.startswith("#"):
            if line.startswith("# Identifier:"):
                identifier = line.split(":", 1)[1].strip()
            continue
        if not line.strip():
            continue
        pointer, code_point = line.split("\t")[:2]
        index[int(pointer)] = int(code_point, 16)

first, last = (0x87 - 0x81) * 157, (0xFE - 0x81) * 157 + 156
assert min(index) == first and max(index) == last, "the index no longer spans lead bytes 0x87 to 0xFE"
assert all(code_point >= 0x80 for code_point in index.values()), "a pointer maps to ASCII"


def shown(pointer):
    code_point = index.get(pointer)
    if code_point is None:
        return "."
    character = chr(code_point)
    if unicodedata.normalize("NFC", character) != character or unicodedata.category(character)[0] in "ZCM":
        return "\\u{%X}" % code_point
    return character


rows = []
for lead in range(0x87, 0xFF):
    base = (lead - 0x81) * 157
    rows.append("".join(shown(base + offset) for offset in range(0, 63)))
    rows.append("".join(shown(base + offset) for offset in range(63, 157)))

with open(target, "w", encoding="utf-8") as swift:
    swift.write(f"""// The WHATWG Encoding Standard's index big5 (https://encoding.spec.whatwg.org/#index-big5), the
// table of facts its Big5 decoder reads: the code point of each pointer a lead and a trail byte
// make. Written by Scripts/whatwg-big5-index.sh from index-big5.txt (identifier
// {identifier[:32]}…): do not edit by hand.

enum WHATWGBig5Index {{
    /// The first pointer the index maps: lead byte 0x87, trail byte 0x40.
    static let firstPointer = {first}
    /// The last pointer there is: lead byte 0xFE, trail byte 0xFE.
    static let lastPointer = {last}

    /// The code point of each pointer from ``firstPointer`` to ``lastPointer``, 0 where the index
    /// has none; read from ``characters`` when first needed.
    static let codePoints: [UInt32] = {{
        var codePoints: [UInt32] = []
        codePoints.reserveCapacity(lastPointer - firstPointer + 1)
        for scalar in characters.unicodeScalars where scalar != "\\n" {{
            codePoints.append(scalar == "." ? 0 : scalar.value)
        }}
        precondition(codePoints.count == lastPointer - firstPointer + 1, "the big5 index lost a pointer")
        return codePoints
    }}()

    /// Two lines per lead byte from 0x87 to 0xFE: the characters of its trail bytes 0x40 to 0x7E,
    /// then of 0xA1 to 0xFE; "." where the index maps nothing. Compatibility ideographs, which
    /// Unicode normalization would replace, and U+3000 are escaped.
    private static let characters = \"\"\"
""")
    for row in rows:
        swift.write("        " + row + "\n")
    swift.write("        \"\"\"\n}\n")
print(f"{target}: {len(index)} pointers, {sum(len(row) for row in rows)} characters", file=sys.stderr)
PYTHON
