#!/usr/bin/env bash
# Counts the instructions of a parallel read on all its threads, the measure that the machine's
# load does not move: generates a GData-style Atom feed of ENTRIES entries and runs raw expat and
# `xylem atom --count --jobs N` for each N under callgrind (which runs the threads one at a time
# and counts them all). Reports each run's total, its ratio to one worker's, and for parallel runs
# the share of the workers' threads (the rest is the consumer's thread and process start-up).
#
# Usage: Scripts/parallel-instructions.sh [ENTRIES] [JOBS...]   (default: 10740, about 20 MB; 1 2)
# Needs valgrind (apt-get install valgrind); takes a minute or two per run.
set -euo pipefail
cd "$(dirname "$0")/.."

entries=${1:-10740}
shift || true
jobs=("$@")
[ ${#jobs[@]} -gt 0 ] || jobs=(1 2)
source Scripts/common.sh
require parallel-instructions valgrind "apt-get install valgrind"

build_xylem
make_work
strip_xylem_for_valgrind
"$xylem" generate --entries "$entries" -o "$work/feed.xml" >/dev/null

# count NAME COMMAND...: prints the run's total instructions and those under the workers' threads.
count() {
    local name=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$work/$name.out" "$@" >/dev/null 2>"$work/$name.log"
    callgrind_annotate --inclusive=yes --auto=no --threshold=100 "$work/$name.out" | awk '
        /PROGRAM TOTALS/ { total = $1; gsub(",", "", total) }
        /pthread_create.c:start_thread/ { workers = $1; gsub(",", "", workers) }
        END { printf "%.0f %.0f\n", total, workers + 0 }'
}

printf '%s\n' "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $(date -u '+%Y-%m-%d'); $entries entries ($(($(stat -c %s "$work/feed.xml") / 1000000)) MB)"
echo
echo "| Reader | Instructions | vs --jobs 1 | On worker threads |"
echo "| --- | ---: | ---: | ---: |"
read -r raw _ < <(count raw "$xylem" bench-one raw-expat "$work/feed.xml")
awk -v t="$raw" 'BEGIN { printf "| raw expat | %.1f M | | |\n", t / 1e6 }'
one=""
for n in "${jobs[@]}"; do
    read -r total workers < <(count "jobs$n" "$xylem" atom --count --jobs "$n" "$work/feed.xml")
    [ -n "$one" ] || one=$total
    awk -v n="$n" -v t="$total" -v o="$one" -v w="$workers" \
        'BEGIN { printf "| atom --jobs %s | %.1f M | %.3f× | %.1f %% |\n", n, t / 1e6, t / o, 100 * w / t }'
done
