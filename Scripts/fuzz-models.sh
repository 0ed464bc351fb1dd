#!/usr/bin/env bash
# Runs the model fuzzer (Tests/XylemTests/ModelFuzz) for SECONDS (default 600): generated model
# types and documents, every read entry point compared with the reference interpreter. Half the
# time in a debug build (the engine's assertions on), half under AddressSanitizer.
#
#   Scripts/fuzz-models.sh [SECONDS]
#   BUILDS="asan" Scripts/fuzz-models.sh 1800     # one build only ("debug", "asan" or both)
#
# Each build runs processes of at most five minutes, each with a new seed (a process mints new
# types for every case and keeps them). A process that crashes is reported with the seed and case
# it was running. Logs and the documents of findings go to Fuzz/findings/models/; the last lines
# sum up executions and findings per build.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
builds="${BUILDS:-debug asan}"
out=Fuzz/findings/models
mkdir -p "$out"

build_count=$(wc -w <<<"$builds")
per_build=$((seconds / build_count))

# Arguments of `swift build` and `swift test` for a build.
flags() {
    case "$1" in
        debug) echo "" ;;
        asan) echo "--sanitize=address --scratch-path .build-asan" ;;
        *) echo "fuzz-models.sh: unknown build '$1' (debug or asan)" >&2; exit 2 ;;
    esac
}

for build in $builds; do
    echo "== building the tests ($build)"
    # shellcheck disable=SC2046
    swift build --build-tests $(flags "$build") 2>&1 | grep -E "error|warning: |Compiling|Build complete" | tail -2
done

# Swift's backtracer and AddressSanitizer disagree about reading memory after a trap; leaks are
# checked with the suppressions CI uses.
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp"
summary=()
for build in $builds; do
    started=$(date +%s)
    deadline=$((started + per_build))
    cases=0 reads=0 findings=0 crashes=0 processes=0 known=0
    echo "== fuzzing the models for ${per_build} s ($build)"
    while [ "$(date +%s)" -lt "$deadline" ]; do
        left=$((deadline - $(date +%s)))
        budget=$((left < 300 ? left : 300))
        [ "$budget" -ge 5 ] || break
        seed=$(od -An -N6 -tu8 /dev/urandom | tr -d ' ')
        log="$out/$build-$seed.log"
        state="$out/$build-$seed.state"
        set +e
        # shellcheck disable=SC2046
        SWIFT_BACKTRACE=$([ "$build" = asan ] && echo enable=no || echo enable=yes) \
            MODEL_FUZZ_SEED="$seed" MODEL_FUZZ_SECONDS="$budget" MODEL_FUZZ_STATE="$state" MODEL_FUZZ_DUMP="$out" \
            swift test --skip-build $(flags "$build") --filter ModelFuzzTests >"$log" 2>&1
        status=$?
        set -e
        processes=$((processes + 1))
        line=$(grep -a "^model fuzz: seed" "$log" | tail -1 || true)
        if [ -n "$line" ]; then
            run_cases=$(sed -E 's/.*, ([0-9]+) cases.*/\1/' <<<"$line")
            run_reads=$(sed -E 's/.*, ([0-9]+) reads.*/\1/' <<<"$line")
            run_findings=$(sed -E 's/.*, ([0-9]+) findings.*/\1/' <<<"$line")
            run_known=$({ grep -a "^model fuzz: known difference seen" "$log" || true; } | awk '{s += $6} END {print s + 0}')
            cases=$((cases + run_cases)) reads=$((reads + run_reads)) findings=$((findings + run_findings))
            known=$((known + run_known))
            echo "   seed $seed: $run_cases cases, $run_reads reads, $run_findings findings, $run_known known differences"
            { grep -a "^model fuzz finding" "$log" || true; } | head -3 | cut -c1-200 | sed 's/^/     /'
            if [ "$run_findings" -eq 0 ] && [ "$status" -eq 0 ]; then rm -f "$log"; fi
        else
            crashes=$((crashes + 1))
            echo "   seed $seed: the process ended with status $status while running $(cat "$state" 2>/dev/null \
                | awk '{print "seed " $1 ", case " $2}'); log in $log"
            echo "     replay: MODEL_FUZZ_SEED=<seed> MODEL_FUZZ_CASE=<case> swift test $(flags "$build") --filter ModelFuzz"
        fi
        rm -f "$state"
    done
    elapsed=$(($(date +%s) - started))
    summary+=("$build: $elapsed s, $processes processes, $cases cases, $reads reads, $findings findings, $crashes crashes, $known known differences (see KnownDifferences.swift)")
done
echo "== model fuzzing done"
for line in "${summary[@]}"; do echo "   $line"; done
