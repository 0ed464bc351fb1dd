#!/usr/bin/env bash
# Extracts the symbol graphs of the package's modules from the debug build (building what is
# missing) and converts the DocC catalog of Xylem, XylemFeeds, XylemHTTP and XylemGRDB with docc's analyzer;
# fails when docc reports any warning (broken symbol links, undocumented parameters).
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=$(mktemp -d)
output=$(mktemp -d)
trap 'rm -rf "$graphs" "$output"' EXIT
# The debug build's own modules: no second build of the dependencies just for the docs. The
# command also tries the test modules, which exist only once the tests are built, and then fails:
# what counts is that the graphs of the documented modules are there.
extracted="$(swift build --show-bin-path)/../symbolgraph"
rm -rf "$extracted"
swift package dump-symbol-graph --minimum-access-level public >"$graphs/dump.log" 2>&1 || true
for module in Xylem XylemFeeds XylemHTTP XylemGRDB; do
    if [ ! -f "$extracted/$module.symbols.json" ]; then
        tail -20 "$graphs/dump.log"
        echo "no symbol graph for $module" >&2
        exit 1
    fi
done
failed=0
for module in Xylem XylemFeeds XylemHTTP XylemGRDB; do
    # Each catalog with its own module's graphs (and their extensions of other modules) only.
    mkdir "$graphs/$module"
    cp "$extracted/$module.symbols.json" "$graphs/$module/"
    cp "$extracted/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
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
