#!/usr/bin/env bash
# Races `xylem atom --count --jobs N` against raw expat's single-core floor (`xylem bench-one
# raw-expat`) on the generated 100 MB feed, in paired rounds: each round runs the floor and every
# jobs count once, in a rotating order, so that a burst of load elsewhere on the machine lands on
# one round rather than on one reader. Reports each reader's median wall and processor time, its
# throughput over the floor's (median of the per-round ratios), the load average before and after,
# and, from the medians, the serial fraction and the speedup Amdahl's law predicts for more cores.
#
# Usage: Scripts/parallel-speed.sh [ROUNDS] [JOBS...]      (default: 15 rounds; jobs 1 2 4)
# Needs python3. Other work on the machine slows every reader: run it when `uptime` is quiet.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${1:-15}
shift || true
jobs=("$@")
[ ${#jobs[@]} -gt 0 ] || jobs=(1 2 4)
source Scripts/common.sh
require parallel-speed python3

build_xylem
make_work
"$xylem" generate -o "$work/feed.xml" >/dev/null

python3 - "$xylem" "$work/feed.xml" "$rounds" "${jobs[@]}" <<'PYTHON'
import os, resource, statistics, subprocess, sys, time

xylem, feed, rounds, jobs = sys.argv[1], sys.argv[2], int(sys.argv[3]), [int(j) for j in sys.argv[4:]]
readers = [("raw expat", [xylem, "bench-one", "raw-expat", feed])]
readers += [(f"atom --jobs {j}", [xylem, "atom", "--count", "--jobs", str(j), feed]) for j in jobs]

def run(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu

load_before = os.getloadavg()
with open(feed, "rb") as f:
    while f.read(1 << 22):
        pass
size = os.path.getsize(feed)
walls = {name: [] for name, _ in readers}
cpus = {name: [] for name, _ in readers}
for round in range(rounds):
    order = readers[round % len(readers):] + readers[:round % len(readers)]
    for name, command in order:
        wall, cpu = run(command)
        walls[name].append(wall)
        cpus[name].append(cpu)
load_after = os.getloadavg()

with open("/proc/cpuinfo") as f:
    model = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), "unknown CPU")
print(f"Machine: {model}, {os.cpu_count()} cores; {time.strftime('%Y-%m-%d', time.gmtime())}; "
      f"{size / 1e6:.0f} MB feed, {rounds} paired rounds; load average "
      f"{load_before[0]:.2f} before, {load_after[0]:.2f} after")
print()
print("| Reader | Median wall | MB/s | Median processor time | vs raw expat (paired) |")
print("| --- | ---: | ---: | ---: | ---: |")
floor = walls["raw expat"]
for name, _ in readers:
    ratios = [f / w for f, w in zip(floor, walls[name])]
    wall = statistics.median(walls[name])
    print(f"| {name} | {wall:.3f} s | {size / 1e6 / wall:.1f} | {statistics.median(cpus[name]):.3f} s "
          f"| {statistics.median(ratios):.2f}× |")

if 1 in jobs:
    one = statistics.median(walls["atom --jobs 1"])
    print()
    for j in jobs:
        if j < 2 or j > os.cpu_count():
            continue
        n = statistics.median(walls[f"atom --jobs {j}"])
        # Amdahl: time(n) = time(1) * (s + (1 - s) / n), so s = (n * t(n) / t(1) - 1) / (n - 1).
        serial = max(0.0, min(1.0, (j * n / one - 1) / (j - 1)))
        predicted = ", ".join(f"{c} cores {1 / (serial + (1 - serial) / c):.2f}×" for c in (8, 16))
        print(f"From {j} workers: speedup {one / n:.2f}× over 1, serial fraction {serial:.3f}; "
              f"predicted speedup over 1 worker: {predicted}")
PYTHON
