// The model-based differential test: random model shapes on types made at run time, random
// documents for them, and every read mode of the engine compared with a reference interpreter.
//
// `swift test` runs a bounded number of seeded cases. Environment variables change that:
//   MODEL_FUZZ_SEED=n          the seed (default: a fixed one, so that runs are reproducible)
//   MODEL_FUZZ_CASE=n          replay case n alone (as printed with a finding)
//   MODEL_FUZZ_FIRST=n         the first case number (default 0)
//   MODEL_FUZZ_CASES=n         how many cases (default below)
//   MODEL_FUZZ_SECONDS=s       run cases for s seconds instead of a fixed number
//   MODEL_FUZZ_STATE=path      write each case's seed and number there before running it, so that
//                              a crash can be traced to its case (Scripts/fuzz-models.sh)
//   MODEL_FUZZ_VERBOSE=1       print every finding's case in full (the first finding always is)
//   MODEL_FUZZ_CONCURRENCY=n   how many cases run at once (default 4)
//   MODEL_FUZZ_DUMP=dir        write the document of each case with a finding to dir/case-N.xml
//   MODEL_FUZZ_LENIENT=1       read every case leniently (to compare values past a conversion error)
//   MODEL_FUZZ_REDUCE=1        print the smallest document on which a finding's read still disagrees

import Foundation
import Testing

@Suite("Model fuzzing")
struct ModelFuzzTests {
    /// Cases per `swift test`: a few seconds in a debug build.
    static let defaultCases = 150

    @Test("Generated models read as the reference interpreter reads them")
    func generatedModelsReadAsTheReferenceReadsThem() async throws {
        let configuration = FuzzConfiguration(environment: ProcessInfo.processInfo.environment)
        let started = Date()
        var executed = 0
        var reads = 0
        var findings: [Finding] = []
        var known: [String: Int] = [:]
        var number = configuration.first
        while configuration.continues(after: executed, since: started) {
            // Several cases at once, on the cooperative pool's threads.
            let batch = (number..<(number + configuration.concurrency)).filter { configuration.includes($0) }
            number += configuration.concurrency
            let results = await withTaskGroup(of: (FuzzCase, ModelFuzzRunner.Result).self) { group in
                for caseNumber in batch {
                    configuration.noteStart(seed: configuration.seed, case: caseNumber)
                    let fuzzCase = FuzzCase(seed: configuration.seed, number: caseNumber)
                    group.addTask {
                        (fuzzCase, await ModelFuzzRunner.check(fuzzCase, parallel: caseNumber % 8 == 0))
                    }
                }
                var results: [(FuzzCase, ModelFuzzRunner.Result)] = []
                for await result in group { results.append(result) }
                return results.sorted { $0.0.number < $1.0.number }
            }
            for (fuzzCase, result) in results {
                executed += 1
                reads += result.reads
                known.merge(result.known, uniquingKeysWith: +)
                if !result.findings.isEmpty, let directory = configuration.dumpDirectory {
                    let file = URL(fileURLWithPath: directory).appendingPathComponent("case-\(fuzzCase.number).xml")
                    try? Data(fuzzCase.document.bytes).write(to: file)
                }
                if configuration.reduces, let first = result.findings.first, let mode = ReadMode(rawValue: first.mode),
                    let reduced = await FindingReducer.reduce(fuzzCase, mode: mode)
                {
                    print(
                        "model fuzz: case \(fuzzCase.number), \(mode.rawValue) still disagrees on:\n\(reduced.text)\n")
                }
                for finding in result.findings {
                    if findings.isEmpty || configuration.verbose {
                        print("model fuzz finding: \(finding)\n\(fuzzCase)\n")
                    } else {
                        print("model fuzz finding: \(finding)")
                    }
                    findings.append(finding)
                }
            }
            if configuration.single { break }
        }
        let seconds = Date().timeIntervalSince(started)
        print(
            "model fuzz: seed \(configuration.seed), \(executed) cases, \(reads) reads, "
                + "\(findings.count) findings in \(String(format: "%.1f", seconds)) s")
        for (name, count) in known.sorted(by: { $0.key < $1.key }) {
            print("model fuzz: known difference seen \(count) times: \(name)")
        }
        for finding in findings.prefix(20) {
            Issue.record(
                "\(finding) (replay: MODEL_FUZZ_SEED=\(finding.seed) MODEL_FUZZ_CASE=\(finding.number) swift test --filter ModelFuzz)"
            )
        }
    }
}

/// The run's settings, from the environment.
struct FuzzConfiguration: Sendable {
    let seed: UInt64
    let first: Int
    let cases: Int
    let seconds: Double?
    let single: Bool
    let statePath: String?
    let verbose: Bool
    let dumpDirectory: String?
    let reduces: Bool
    /// How many cases run at once.
    let concurrency: Int

    init(environment: [String: String]) {
        seed = environment["MODEL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0F_4D0D_E15
        if let replay = environment["MODEL_FUZZ_CASE"].flatMap({ Int($0) }) {
            first = replay
            cases = 1
            single = true
        } else {
            first = environment["MODEL_FUZZ_FIRST"].flatMap { Int($0) } ?? 0
            cases = environment["MODEL_FUZZ_CASES"].flatMap { Int($0) } ?? ModelFuzzTests.defaultCases
            single = false
        }
        seconds = environment["MODEL_FUZZ_SECONDS"].flatMap { Double($0) }
        statePath = environment["MODEL_FUZZ_STATE"]
        verbose = environment["MODEL_FUZZ_VERBOSE"] == "1"
        dumpDirectory = environment["MODEL_FUZZ_DUMP"]
        reduces = environment["MODEL_FUZZ_REDUCE"] == "1"
        concurrency = max(1, environment["MODEL_FUZZ_CONCURRENCY"].flatMap { Int($0) } ?? 4)
    }

    func continues(after executed: Int, since start: Date) -> Bool {
        if let seconds { return Date().timeIntervalSince(start) < seconds }
        return executed < cases
    }

    func includes(_ number: Int) -> Bool {
        single ? number == first : (seconds != nil || number < first + cases)
    }

    /// Notes the case about to run, for a crash report.
    func noteStart(seed: UInt64, case number: Int) {
        guard let statePath else { return }
        try? "\(seed) \(number)\n".write(toFile: statePath, atomically: false, encoding: .utf8)
    }
}
