#!/usr/bin/env bash
# Measures what code that runs once per record costs on this machine, apart from its instructions:
# the raw-expat floor (the same parser settings, 256 KiB blocks and empty handlers as
# `xylem bench-one raw-expat`) reads the 100 MB benchmark feed while the start handler of each
# entry runs through extra code. That code is a chain of jumps, one per 64-byte line, so it does
# nothing but occupy the instruction cache:
#   scattered N  N KB of lines in shuffled order, each run once per entry (like the many small
#                functions a model reader runs once per record);
#   compact N    one 1 KB chain run N times per entry: the same jumps from 1 KB of code, which
#                separates what the jumps cost from what the footprint costs.
# Each variant runs RUNS times, interleaved; the table gives medians and the ratio to the plain
# floor. The difference between scattered and compact at one size is the footprint's cost.
#
# Usage: Scripts/code-footprint-probe.sh [RUNS]      (default: 9)
# Needs gcc, libexpat1-dev and python3 (to write the jump chains).
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-9}
source Scripts/common.sh
require code-footprint-probe gcc
require code-footprint-probe python3

build_xylem
make_work
"$xylem" generate -o "$work/feed.xml"

sizes="1 2 4 8 16 24 32 48 64"
python3 - "$work" $sizes <<'PYTHON'
import random, sys
work, sizes = sys.argv[1], [int(s) for s in sys.argv[2:]]
random.seed(11)
lines = [".text", ".balign 4096"]
for kb in sizes:
    count = kb * 16                      # 64-byte lines
    slots = list(range(count))
    random.shuffle(slots)                # slots[step] = where the step's line sits
    step_at = {slot: step for step, slot in enumerate(slots)}
    for slot in range(count):
        step = step_at[slot]
        lines.append(f"chain{kb}_{step}:")
        lines.append(f"  jmp chain{kb}_{step + 1}" if step < count - 1 else "  ret")
        lines.append("  .balign 64")
    lines += [f".globl chain{kb}", f".set chain{kb}, chain{kb}_0", ".balign 4096"]
lines.append('.section .note.GNU-stack,"",@progbits')
open(f"{work}/chains.s", "w").write("\n".join(lines) + "\n")
PYTHON

{
    printf '#include <expat.h>\n#include <fcntl.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <time.h>\n#include <unistd.h>\n'
    for kb in $sizes; do printf 'extern void chain%s(void);\n' "$kb"; done
    cat <<'C'
static void (*chain)(void);
static int repeats;
static long entries;
static void start(void *data, const char *name, const char **attributes) {
    if (strcmp(name, "entry") == 0) {
        entries += 1;
        for (int i = 0; i < repeats; i++) chain();
    }
}
static void end(void *data, const char *name) {}
static void text(void *data, const char *s, int length) {}
int main(int argc, char **argv) {
    int kb = atoi(argv[2]);
    repeats = argc > 3 ? atoi(argv[3]) : (kb > 0);
    switch (kb) {
C
    for kb in $sizes; do printf '    case %s: chain = chain%s; break;\n' "$kb" "$kb"; done
    cat <<'C'
    }
    int descriptor = open(argv[1], O_RDONLY);
    XML_Parser parser = XML_ParserCreate(NULL);
    XML_SetElementHandler(parser, start, end);
    XML_SetCharacterDataHandler(parser, text);
    struct timespec before, after;
    clock_gettime(CLOCK_MONOTONIC, &before);
    for (;;) {
        void *buffer = XML_GetBuffer(parser, 262144);
        long count = read(descriptor, buffer, 262144);
        if (XML_ParseBuffer(parser, (int)count, count == 0) == XML_STATUS_ERROR) return 1;
        if (count == 0) break;
    }
    clock_gettime(CLOCK_MONOTONIC, &after);
    printf("%.4f %ld\n", (after.tv_sec - before.tv_sec) + (after.tv_nsec - before.tv_nsec) / 1e9, entries);
    return 0;
}
C
} >"$work/probe.c"
gcc -O2 -o "$work/probe" "$work/probe.c" "$work/chains.s" -lexpat

# Variants: "label kb repeats".
variants=("floor 0 0")
for kb in $sizes; do [ "$kb" -ge 4 ] && variants+=("scattered $kb 1" "compact 1 $kb") || variants+=("scattered $kb 1"); done
for _ in $(seq "$runs"); do
    for variant in "${variants[@]}"; do
        read -r label kb repeats <<<"$variant"
        echo "$label $kb $repeats $("$work/probe" "$work/feed.xml" "$kb" "$repeats")"
    done
done >"$work/times.txt"

printf '%s\n' "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $(date -u '+%Y-%m-%d'); median of $runs runs"
python3 - "$work/times.txt" <<'PYTHON'
import collections, statistics, sys
times = collections.defaultdict(list)
for line in open(sys.argv[1]):
    label, kb, repeats, seconds, _ = line.split()
    size = int(kb) * int(repeats) if label == "compact" else int(kb)
    times[(label, size)].append(float(seconds))
floor = statistics.median(times[("floor", 0)])
print("| extra code per entry | scattered: seconds | × floor | compact (1 KB, same jumps): seconds | × floor |")
print("|---:|---:|---:|---:|---:|")
print(f"| none | {floor:.4f} | 1.000 | | |")
for size in sorted({s for (label, s) in times if label == "scattered"}):
    scattered = statistics.median(times[("scattered", size)])
    row = f"| {size} KB | {scattered:.4f} | {scattered / floor:.3f} |"
    if ("compact", size) in times:
        compact = statistics.median(times[("compact", size)])
        row += f" {compact:.4f} | {compact / floor:.3f} |"
    else:
        row += " | |"
    print(row)
PYTHON
