#!/usr/bin/env bash
# Counts the instructions each reader executes per entry, the measure of speed that does not
# depend on the machine's load: generates GData-style Atom feeds of N and 2N entries, runs each
# contender on both under callgrind, and reports the difference divided by N (so that starting
# the process and building the descriptions drop out), with the ratio to raw expat, the floor, and
# to raw expat in namespace mode (the second reference of `xylem bench`).
# Expat's own count moves by up to ±3 K per entry from run to run with its random hash salt; the
# count outside expat (Xylem, the Swift runtime, libc) does not. Each figure is the median of RUNS
# runs.
#
# Usage: Scripts/instructions.sh [ENTRIES] [RUNS]      (default: 2000 3)
# Needs valgrind (apt-get install valgrind); takes about a minute per run.
set -euo pipefail
cd "$(dirname "$0")/.."

entries=${1:-2000}
runs=${2:-3}
source Scripts/common.sh
require instructions valgrind "apt-get install valgrind"

build_xylem
make_work
strip_xylem_for_valgrind
"$xylem" generate --entries "$entries" -o "$work/small.xml"
"$xylem" generate --entries $((entries * 2)) -o "$work/large.xml"

# count CONTENDER SIZE: prints the run's total instructions and those outside libexpat.
count() {
    valgrind --tool=callgrind --callgrind-out-file="$work/$1.$2.out" "$xylem" bench-one "$1" "$work/$2.xml" \
        >/dev/null 2>"$work/$1.$2.log"
    callgrind_annotate --auto=no --inclusive=no --threshold=100 "$work/$1.$2.out" | awk '
        /^ *[0-9,]+ +\(/ && !/PROGRAM TOTALS/ {
            cost = $1; gsub(",", "", cost)
            if ($0 ~ /libexpat/) expat += cost; else outside += cost
        }
        END { printf "%.0f %.0f\n", expat + outside, outside }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '%s\n' "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $(date -u '+%Y-%m-%d'); $entries and $((entries * 2)) entries, median of $runs runs"
printf '| reader | instructions per entry | outside expat | vs raw expat | vs namespace mode |\n|---|---:|---:|---:|---:|\n'
floor=""
namespace_floor=""
for contender in raw-expat raw-expat-ns xylem xylem-atom xylem-atom-ignore; do
    : >"$work/totals"
    : >"$work/outside"
    for _ in $(seq "$runs"); do
        count "$contender" small >"$work/small.count" &
        count "$contender" large >"$work/large.count"
        wait
        read -r small_total small_outside <"$work/small.count"
        read -r large_total large_outside <"$work/large.count"
        echo $(((large_total - small_total) / entries)) >>"$work/totals"
        echo $(((large_outside - small_outside) / entries)) >>"$work/outside"
    done
    total=$(median <"$work/totals")
    outside=$(median <"$work/outside")
    [ -n "$floor" ] || floor=$total
    [ "$contender" != raw-expat-ns ] || namespace_floor=$total
    case $contender in
        raw-expat) label="raw expat, empty handlers (the floor)" ;;
        raw-expat-ns) label="raw expat, namespace mode, empty handlers" ;;
        xylem) label="Xylem readRecords (benchmark model)" ;;
        xylem-atom) label="XylemAtom, unknowns kept" ;;
        xylem-atom-ignore) label="XylemAtom, unknowns ignored" ;;
    esac
    awk -v l="$label" -v t="$total" -v o="$outside" -v f="$floor" -v n="$namespace_floor" \
        'BEGIN { printf "| %s | %.1f K | %.1f K | %.3f× | %s |\n", l, t / 1000, o / 1000, t / f, n == "" ? "—" : sprintf("%.3f×", t / n) }'
done
