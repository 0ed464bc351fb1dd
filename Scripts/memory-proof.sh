#!/usr/bin/env bash
# Shows that streaming records runs in constant memory: generates GData-style Atom feeds of
# growing size, streams every entry of each to a counting consumer (`xylem bench-one xylem`),
# and reports the peak resident set size measured by /usr/bin/time -v. The peak must stay
# under 32 MB and must not grow with the file.
#
# Usage: Scripts/memory-proof.sh [MEGABYTES ...]      (default: 100 1000)
# Needs about as much free space in $TMPDIR as the largest size asked for.
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 1000)
[ -x /usr/bin/time ] || { echo "memory-proof: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

swift build -c release --product xylem >/dev/null
xylem="$(swift build -c release --show-bin-path)/xylem"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

entries_per_mb=537   # CorpusGenerator.entriesPerMegabyte
printf '%s\n' "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores; $(date -u '+%Y-%m-%d')"
printf '| file | entries | seconds | MB/s | peak RSS (MB) |\n|---:|---:|---:|---:|---:|\n'
for mb in "${sizes[@]}"; do
    file="$work/feed-$mb.xml"
    "$xylem" generate --entries $((mb * entries_per_mb)) -o "$file"
    bytes=$(stat -c %s "$file")
    /usr/bin/time -v "$xylem" bench-one xylem "$file" >"$work/out.json" 2>"$work/time.txt"
    peak_kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$work/time.txt")
    seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s}' "$work/time.txt")
    entries=$(grep -o '"entries":[0-9]*' "$work/out.json" | cut -d: -f2)
    awk -v b="$bytes" -v e="$entries" -v s="$seconds" -v p="$peak_kb" \
        'BEGIN { printf "| %.0f MB | %d | %.2f | %.1f | %.1f |\n", b / 1e6, e, s, b / 1e6 / s, p / 1024 }'
    rm -f "$file"
done
