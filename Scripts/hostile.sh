#!/usr/bin/env bash
# Reads the full-size hostile documents, one process each under /usr/bin/time -v, and reports
# the outcome (the error kind, or what was read) and the peak resident memory of each; then checks
# that `xylem stats` refuses hostile and broken files with one line on standard error and a
# non-zero status, never a crash, and reports its peak resident memory; then times `xylem atom`
# and `xylem stats` on documents of 50,000 and 200,000 distinct sibling names (best of three),
# which must take at most six times as long for four times the names, and less than 1.5 s.
#
#   Scripts/hostile.sh            # every case
#   Scripts/hostile.sh giant-name # the cases named
#
# Cases are defined in Fuzz/Sources/FuzzModels/HostileCases.swift. Exits non-zero when a case
# does not end as expected.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 2; }

echo "== building (release)" >&2
swift build --package-path Fuzz --scratch-path .build-hostile-tools -c release --product XylemHostile >&2
swift build --scratch-path .build-hostile-tools -c release --product xylem >&2
hostile=.build-hostile-tools/release/XylemHostile
xylem=.build-hostile-tools/release/xylem
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then mapfile -t cases < <("$hostile" list | cut -f1); fi

failures=0
echo
echo "| case | outcome | peak RSS | time |"
echo "| --- | --- | ---: | ---: |"
for name in "${cases[@]}"; do
    set +e
    /usr/bin/time -v "$hostile" case "$name" >"$work/out" 2>"$work/time"
    status=$?
    set -e
    outcome=$(head -1 "$work/out" | cut -d' ' -f2- | cut -c1-110)
    verdict=$(sed -n 2p "$work/out")
    rss=$(awk -F: '/Maximum resident set size/ { printf "%.0f MB", $2 / 1024 }' "$work/time")
    elapsed=$(awk '/Elapsed \(wall clock\)/ { print $NF }' "$work/time")
    if [ "$status" -ne 0 ]; then
        failures=$((failures + 1))
        outcome="**$outcome** ($verdict, status $status)"
    fi
    echo "| $name | ${outcome//|/\\|} | $rss | $elapsed |"
done

echo
echo "| xylem stats on | status | peak RSS | standard error |"
echo "| --- | ---: | ---: | --- |"
check_cli() {  # label, file
    set +e
    /usr/bin/time -v -o "$work/time" "$xylem" stats "$2" >/dev/null 2>"$work/err"
    local status=$?
    set -e
    local rss
    rss=$(awk -F: '/Maximum resident set size/ { printf "%.0f MB", $2 / 1024 }' "$work/time")
    local lines
    lines=$(wc -l <"$work/err")
    local message
    message=$(head -c 160 "$work/err" | head -1)
    if [ "$status" -eq 0 ] || [ "$lines" -ne 1 ] || grep -qiE "fatal error|backtrac|stack dump|crash" "$work/err"; then
        failures=$((failures + 1))
        message="**unexpected** ($lines lines): $message"
    fi
    echo "| $1 | $status | $rss | \`${message//|/\\|}\` |"
}
for name in billion-laughs entity-chain deep-nesting many-attributes giant-name dtd-flood; do
    "$hostile" write "$name" "$work/$name.xml"
    check_cli "$name" "$work/$name.xml"
done
printf '<a>x\0y</a>' >"$work/nul.xml"; check_cli "a NUL byte" "$work/nul.xml"
printf '<a>\xc3\x28</a>' >"$work/utf8.xml"; check_cli "invalid UTF-8" "$work/utf8.xml"
printf '<a><b>x</b>' >"$work/truncated.xml"; check_cli "a truncated document" "$work/truncated.xml"
printf '<?xml version="1.0" encoding="x-klingon"?><a/>' >"$work/klingon.xml"; check_cli "an unknown encoding" "$work/klingon.xml"
: >"$work/empty.xml"; check_cli "an empty file" "$work/empty.xml"
check_cli "a missing file" "$work/missing.xml"

# Sibling counting must grow with the number of distinct names, not with its square.
echo
echo "| distinct sibling names (best of 3) | 50,000 names | 200,000 names | ratio |"
echo "| --- | ---: | ---: | ---: |"
"$hostile" write many-sibling-names-50k "$work/names-50k.xml"
"$hostile" write many-sibling-names "$work/names-200k.xml"
best_milliseconds() {  # arguments of xylem: prints the best wall time of three runs, or "failed"
    local best="" start end
    for _ in 1 2 3; do
        start=$(date +%s%N)
        "$xylem" "$@" >/dev/null 2>&1 || { echo failed; return; }
        end=$(date +%s%N)
        if [ -z "$best" ] || [ $(((end - start) / 1000000)) -lt "$best" ]; then best=$(((end - start) / 1000000)); fi
    done
    echo "$best"
}
for command in "atom --count" "atom --count --ignore-unknown" "stats"; do
    read -ra arguments <<<"$command"
    small=$(best_milliseconds "${arguments[@]}" "$work/names-50k.xml")
    large=$(best_milliseconds "${arguments[@]}" "$work/names-200k.xml")
    if [ "$small" = failed ] || [ "$large" = failed ]; then
        failures=$((failures + 1))
        echo "| xylem $command | $small | $large | **failed** |"
        continue
    fi
    ratio=$(awk -v s="$small" -v l="$large" 'BEGIN { printf "%.1f", l / (s > 0 ? s : 1) }')
    verdict=""
    if awk -v r="$ratio" -v l="$large" 'BEGIN { exit !(r > 6 || l >= 1500) }'; then
        failures=$((failures + 1))
        verdict=" **too slow**"
    fi
    echo "| xylem $command | $small ms | $large ms | ${ratio}×$verdict |"
done

echo
if [ "$failures" -ne 0 ]; then echo "$failures unexpected outcome(s)"; exit 1; fi
echo "all cases ended as expected"
