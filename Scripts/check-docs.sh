#!/usr/bin/env bash
# Builds the symbol graphs of Xylem and XylemFeeds and converts each module's DocC catalog with
# docc's analyzer; fails when docc reports any warning (broken symbol links, undocumented
# parameters).
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
output=$(mktemp -d)
trap 'rm -rf "$graphs" "$output"' EXIT
swift build --target XylemFeeds --scratch-path .build-docs \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
failed=0
for module in Xylem XylemFeeds; do
    # Each catalog with its own module's graphs (and their extensions of other modules) only.
    mkdir "$graphs/$module"
    cp "$graphs/$module.symbols.json" "$graphs/$module/"
    cp "$graphs/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    report=$(docc convert "Sources/$module/Documentation.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --output-path "$output/$module" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.xylem.$module" --analyze 2>&1 || true)
    if grep -qE "warning|error" <<<"$report"; then
        echo "$report"
        failed=1
    fi
done
[ "$failed" = 0 ] || exit 1
echo "docs: no warnings"
