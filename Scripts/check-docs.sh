#!/usr/bin/env bash
# Builds the Xylem module's symbol graph and converts the DocC catalog with docc's analyzer;
# fails when docc reports any warning (broken symbol links, undocumented parameters).
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
output=$(mktemp -d)
trap 'rm -rf "$graphs" "$output"' EXIT
swift build --target Xylem --scratch-path .build-docs \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
report=$(docc convert Sources/Xylem/Documentation.docc --additional-symbol-graph-dir "$graphs" \
    --output-path "$output" --fallback-display-name Xylem --fallback-bundle-identifier org.xylem.Xylem \
    --analyze 2>&1 || true)
if grep -qE "warning|error" <<<"$report"; then
    echo "$report"
    exit 1
fi
echo "docs: no warnings"
