#!/usr/bin/env bash
# Shows that streaming records runs in constant memory: generates GData-style Atom feeds of
# growing size, streams every entry of each to a counting consumer — the benchmark model
# (`xylem bench-one xylem`) and the XylemAtom model (`xylem atom --count`, with unknown content
# kept and ignored) — and reports the peak resident set size measured by /usr/bin/time -v. The
# peak must stay under 32 MB and must not grow with the file.
#
# Usage: Scripts/memory-proof.sh [MEGABYTES ...]      (default: 100 1000)
# Needs about as much free space in $TMPDIR as the largest size asked for.
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 1000)
source Scripts/common.sh
require memory-proof /usr/bin/time "apt-get install time"
build_xylem
make_work

entries_per_mb=537   # CorpusGenerator.entriesPerMegabyte
printf '%s\n' "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $(date -u '+%Y-%m-%d')"
printf '| file | reader | entries | seconds | MB/s | peak RSS (MB) |\n|---:|---|---:|---:|---:|---:|\n'
measure() {  # measure LABEL FILE COMMAND...
    local label=$1 file=$2
    shift 2
    /usr/bin/time -v "$@" >"$work/out.txt" 2>"$work/time.txt"
    local bytes peak_kb seconds entries
    bytes=$(stat -c %s "$file")
    peak_kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$work/time.txt")
    seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s}' "$work/time.txt")
    entries=$(grep -o '"entries":[0-9]*' "$work/out.txt" | cut -d: -f2 || true)
    [ -n "$entries" ] || entries=$(tr -d '[:space:]' <"$work/out.txt")
    awk -v b="$bytes" -v e="$entries" -v s="$seconds" -v p="$peak_kb" -v l="$label" \
        'BEGIN { printf "| %.0f MB | %s | %d | %.2f | %.1f | %.1f |\n", b / 1e6, l, e, s, b / 1e6 / s, p / 1024 }'
}
for mb in "${sizes[@]}"; do
    file="$work/feed-$mb.xml"
    "$xylem" generate --entries $((mb * entries_per_mb)) -o "$file"
    measure "readRecords (benchmark model)" "$file" "$xylem" bench-one xylem "$file"
    measure "atom --count (unknowns kept)" "$file" "$xylem" atom --count "$file"
    measure "atom --count --ignore-unknown" "$file" "$xylem" atom --count --ignore-unknown "$file"
    rm -f "$file"
done
