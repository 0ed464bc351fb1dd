#!/usr/bin/env bash
# Fuzzes the reader with libFuzzer and AddressSanitizer for SECONDS (default 60), one worker.
#
#   Scripts/fuzz.sh [SECONDS]
#
# Builds Fuzz/ (XylemFuzzer with -sanitize=fuzzer,address on every module, so that Xylem itself
# is instrumented), makes a seed corpus in Fuzz/corpus from the project's own documents (the
# fuzzing model's Atom feeds and encodings, Samples/, the XML in the test sources) and reads
# ../shared/corpus (or $XYLEM_SHARED_CORPUS) as extra seeds when it exists, without copying it. Crashes, leaks and timeouts are written to
# Fuzz/findings/; the final statistics line is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
corpus=Fuzz/corpus
findings=Fuzz/findings
mkdir -p "$corpus" "$findings"

echo "== building XylemFuzzer (release, -sanitize=fuzzer,address)"
# SwiftPM reuses its build plan without noticing files added to a path dependency (the main
# package, here): drop the plans so that they are made again.
rm -f .build-fuzz/release.yaml .build-fuzz-tools/debug.yaml
swift build --package-path Fuzz --scratch-path .build-fuzz -c release --product XylemFuzzer \
    -Xswiftc -sanitize=fuzzer,address
swift build --package-path Fuzz --scratch-path .build-fuzz-tools --product XylemHostile >/dev/null
fuzzer=.build-fuzz/release/XylemFuzzer

echo "== seed corpus"
.build-fuzz-tools/debug/XylemHostile seeds "$corpus"
for sample in Samples/*.xml; do cp "$sample" "$corpus/sample-$(basename "$sample")"; done
# Multi-line string literals in the tests that hold XML: each becomes a seed.
awk -v dir="$corpus" '
    /"""/ { if (inside) { if (text ~ /</) { file = sprintf("%s/test-%04d.xml", dir, ++n); printf "%s", text > file; close(file) }
                          inside = 0; next }
            inside = 1; text = ""; next }
    inside { sub(/^ +/, ""); text = text $0 "\n" }
' Tests/XylemTests/*.swift
extra=()
shared="${XYLEM_SHARED_CORPUS:-../shared/corpus}"
if [ -d "$shared/gdata" ]; then extra+=("$shared/gdata"); fi
echo "   $(ls "$corpus" | wc -l) files in $corpus${extra:+, plus ${extra[*]}}"

echo "== fuzzing for $seconds s"
set +e
# Swift's own backtracer and AddressSanitizer disagree about reading memory after a trap; the leak
# check at exit would report the fuzzing model's static descriptions (see .ci/lsan.supp).
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp"
"$fuzzer" "$corpus" "${extra[@]}" -dict=Fuzz/xml.dict -max_total_time="$seconds" -max_len=16384 -timeout=20 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/" 2>&1 | tee "$findings/last-run.log" \
    | grep -E "^#[0-9]+ +(INITED|DONE|pulse)|stat::|ERROR|SUMMARY|Test unit written|Xylem fuzz oracle"
status=${PIPESTATUS[0]}
set -e
echo "== fuzzer exited with $status (0: nothing found); log in $findings/last-run.log"
exit "$status"
