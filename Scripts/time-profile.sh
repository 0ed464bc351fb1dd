#!/usr/bin/env bash
# Splits each reader's wall time by where it is spent (expat, Xylem's own code, the Swift runtime,
# libc, the kernel), so that the gap to the raw-expat floor can be charged to its causes: what
# instruction counts (Scripts/instructions.sh) cannot show, such as expat running slower beside
# Xylem's code than alone, or atomic reference counting costing more than its instructions.
# Samples come from perf's software clock (cpu-clock), which works on virtual machines without
# hardware counters. At the low rate used here sampling slows a run by a few percent; compare
# the readers with each other, in the same run, not with `xylem bench`'s seconds.
#
# Usage: Scripts/time-profile.sh [RUNS]      (default: 5; each run reads the 100 MB feed once per reader)
# Needs perf (apt-get install linux-perf) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-5}
source Scripts/common.sh
require time-profile perf "apt-get install linux-perf"
require time-profile python3

build_xylem
make_work
"$xylem" generate -o "$work/feed.xml"

contenders="raw-expat xylem xylem-atom xylem-atom-ignore"
for run in $(seq "$runs"); do
    for contender in $contenders; do
        perf record -q -e cpu-clock -F 3000 -o "$work/$contender.$run.data" \
            "$xylem" bench-one "$contender" "$work/feed.xml" >/dev/null 2>&1
        perf report -i "$work/$contender.$run.data" --no-children --sort dso --stdio 2>/dev/null \
            >"$work/$contender.$run.txt"
        perf report -i "$work/$contender.$run.data" --no-children --sort dso,sym --stdio 2>/dev/null \
            >"$work/$contender.$run.symbols.txt"
    done
done

printf '%s\n' "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $(date -u '+%Y-%m-%d'); median of $runs runs, milliseconds"
python3 - "$work" "$runs" $contenders <<'PYTHON'
import collections, re, statistics, sys
work, runs, contenders = sys.argv[1], int(sys.argv[2]), sys.argv[3:]

def group(dso):
    if dso.startswith("libexpat"): return "expat"
    if dso == "xylem": return "Xylem"
    if dso.startswith("libswift"): return "Swift runtime"
    if dso.startswith("libc.") or dso.startswith("ld-linux"): return "libc"  # with the dynamic loader
    if dso.startswith("[kernel"): return "kernel"
    return "other"

def load(path, keep):
    """Yields each report line that `keep` accepts, with its milliseconds."""
    text = open(path).read()
    total = int(re.search(r"Event count \(approx\.\): (\d+)", text).group(1)) / 1e6  # ns -> ms
    for line in text.splitlines():
        match = re.match(r"\s*([\d.]+)%\s+(\S+)(?:\s+\[.\]\s+(.*?))?\s*$", line)
        if match and keep(match):
            yield match, float(match.group(1)) / 100 * total

groups = ["expat", "Xylem", "Swift runtime", "libc", "kernel", "other"]
table = {}
for contender in contenders:
    per_run = collections.defaultdict(list)
    for run in range(1, runs + 1):
        sums = collections.Counter()
        for match, ms in load(f"{work}/{contender}.{run}.txt", lambda m: m.group(3) is None):
            sums[group(match.group(2))] += ms
        for name in groups + ["total"]:
            per_run[name].append(sums[name] if name != "total" else sum(sums.values()))
    table[contender] = {name: statistics.median(values) for name, values in per_run.items()}

floor = table[contenders[0]]
print("| reader | total | expat | Xylem | Swift runtime | libc | kernel | other |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for contender in contenders:
    row = table[contender]
    print(f"| {contender} | {row['total']:.0f} | " + " | ".join(f"{row[name]:.1f}" for name in groups) + " |")
print()
print("Gap to the floor, by part (milliseconds; positive: slower than raw expat):")
for contender in contenders[1:]:
    row = table[contender]
    parts = ", ".join(f"{name} {row[name] - floor[name]:+.1f}" for name in groups if abs(row[name] - floor[name]) >= 0.5)
    print(f"- {contender}: total {row['total'] - floor['total']:+.1f} ({parts})")

# The functions of the Swift runtime and libc that cost the most in the Atom read (mean of runs).
focus = "xylem-atom" if "xylem-atom" in contenders else contenders[-1]
functions = collections.Counter()
for run in range(1, runs + 1):
    for match, ms in load(f"{work}/{focus}.{run}.symbols.txt", lambda m: m.group(3) is not None):
        if group(match.group(2)) in ("Swift runtime", "libc"):
            functions[f"{group(match.group(2))}: {match.group(3).strip()[:70]}"] += ms / runs
print()
print(f"Largest runtime and libc functions in {focus} (milliseconds, mean of runs):")
for name, ms in functions.most_common(8):
    print(f"- {name}: {ms:.1f}")
PYTHON
