#!/usr/bin/env bash
# Reads every XML document under DIR (the W3C XML conformance suite's namespace tests, such as
# xmlconf/eduni/namespaces) with Xylem and with the system expat in namespace mode, and lists the
# documents where they disagree. Xylem runs expat without namespace processing and applies the
# Namespaces in XML rules itself (Sources/Xylem/Names/NamespaceResolver.swift), so it must refuse
# exactly what expat's namespace mode refuses, with the same error code, and resolve every name
# the same way.
#
#   Scripts/w3c-namespaces.sh DIR [DIR…]
#
# Both of Xylem's consumers of expat's events are compared: XMLStatistics (the outcome and the
# element names with their counts) and a typed read that keeps everything as unknown nodes (the
# outcome and every attribute and descendant element by expanded name). Text is not compared.
# Exits non-zero when any document disagrees. The suite is not part of the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/common.sh
require w3c-namespaces.sh cc "apt-get install gcc"
[ $# -ge 1 ] || { echo "usage: Scripts/w3c-namespaces.sh DIR [DIR…]" >&2; exit 2; }
make_work

echo "== building (release)" >&2
cc -O1 -o "$work/expat-ns" Scripts/w3c-namespaces/expat-ns.c -lexpat
swift build --package-path Fuzz --scratch-path .build-conformance -c release --product XylemConformance >&2
xylem=.build-conformance/release/XylemConformance

find "$@" -name '*.xml' -type f | sort >"$work/files"
mapfile -t files <"$work/files"
[ ${#files[@]} -gt 0 ] || { echo "no .xml files under $*" >&2; exit 2; }

"$work/expat-ns" "${files[@]}" >"$work/expat"
"$xylem" stats "${files[@]}" >"$work/stats"
"$xylem" read "${files[@]}" >"$work/read"

# One block per document; the reference keeps names ("# ") for stats and the tree for reads.
grep -v '^[<>@] ' "$work/expat" | grep -v '^>$' >"$work/expat-stats" || true
grep -v '^# ' "$work/expat" >"$work/expat-read" || true

# split FILE PREFIX: one file per document block, numbered in order.
split_blocks() {
    awk -v prefix="$2" '/^== / { n++ } { print > (prefix n) }' "$1"
}
split_blocks "$work/expat-stats" "$work/es."
split_blocks "$work/expat-read" "$work/er."
split_blocks "$work/stats" "$work/xs."
split_blocks "$work/read" "$work/xr."

disagreements=0
outcome() { sed -n 2p "$1"; }
for index in $(seq 1 ${#files[@]}); do
    file=${files[$((index - 1))]}
    for side in stats read; do
        if [ $side = stats ]; then reference="$work/es.$index"; xylem_out="$work/xs.$index"; else reference="$work/er.$index"; xylem_out="$work/xr.$index"; fi
        if ! cmp -s "$reference" "$xylem_out"; then
            disagreements=$((disagreements + 1))
            expected=$(outcome "$reference")
            got=$(outcome "$xylem_out")
            if [ "$expected" = "$got" ]; then
                echo "$file ($side): both $got, but the names differ:"
                { diff "$reference" "$xylem_out" || true; } | grep '^[<>] ' | head -6 | sed 's/^/    /' || true
            else
                echo "$file ($side): expat says $expected, Xylem says $got"
            fi
        fi
    done
done

echo
accepted=$(grep -c '^ok$' "$work/expat" || true)
echo "${#files[@]} documents (expat in namespace mode accepts $accepted), $disagreements disagreement(s)"
[ "$disagreements" -eq 0 ]
