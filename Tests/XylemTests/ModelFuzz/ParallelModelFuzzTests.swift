// The model fuzzer's parallel oracle as a test: generated cases (the model-based differential
// test's, from the same seed) read with their records cut into slices for several workers, with
// false record boundaries planted, and read on one thread; see SlicedReads. The environment
// variables of ModelFuzzTests choose the seed and the cases (MODEL_FUZZ_SEED, MODEL_FUZZ_CASE,
// MODEL_FUZZ_FIRST, MODEL_FUZZ_CASES, MODEL_FUZZ_SECONDS).

import Foundation
import Testing

@Suite("Model fuzzing: parallel reads")
struct ParallelModelFuzzTests {
    /// Cases per `swift test` when the environment does not say: a few seconds in a debug build.
    static let defaultCases = 120

    @Test("generated models read in parallel, with false record boundaries planted, as on one thread")
    func parallelReadsMatchOneThread() async throws {
        let environment = ProcessInfo.processInfo.environment
        let configuration = FuzzConfiguration(environment: environment)
        let cases =
            environment["MODEL_FUZZ_CASES"] == nil && !configuration.single ? Self.defaultCases : configuration.cases
        let started = Date()
        var executed = 0
        var total = SlicedReads.Result()
        var number = configuration.first
        while configuration.single
            ? executed == 0
            : (configuration.seconds.map { Date().timeIntervalSince(started) < $0 } ?? (executed < cases))
        {
            let batch = number..<(number + (configuration.single ? 1 : configuration.concurrency))
            number = batch.upperBound
            let results = await withTaskGroup(of: SlicedReads.Result.self) { group in
                for caseNumber in batch {
                    configuration.noteStart(seed: configuration.seed, case: caseNumber)
                    let fuzzCase = FuzzCase(seed: configuration.seed, number: caseNumber)
                    group.addTask { await SlicedReads.check(fuzzCase) }
                }
                var results: [SlicedReads.Result] = []
                for await result in group { results.append(result) }
                return results
            }
            for result in results {
                executed += 1
                total.reads += result.reads
                total.cut += result.cut
                total.readAgain += result.readAgain
                total.findings += result.findings
            }
        }
        print(
            "model fuzz, parallel reads: seed \(configuration.seed), \(executed) cases, \(total.reads) reads, "
                + "\(total.cut) cut, \(total.readAgain) read again, \(total.findings.count) findings")
        for finding in total.findings.prefix(5) {
            Issue.record("\(finding)\n(replay with MODEL_FUZZ_SEED=\(configuration.seed) and the case's number)")
        }
        // An oracle that never cuts a document compares nothing.
        #expect(total.cut * 4 >= executed, "too few documents were cut")
    }
}
