// `records-isolation`: what iterating `XMLReader.records` costs next to `readRecords`, depending on
// where the loop runs. Top-level code runs on the main actor, as an app's UI code does; a record
// sequence whose iterator switched executors twice per record made such a loop 2–5 times slower
// than the callback read. Every variant streams the same model (XylemBenchKit's benchmark entry)
// from the same file in this one process, in an order that rotates from run to run, and the
// medians are compared with `readRecords`.
//
//   swift run -c release --package-path Benchmarks records-isolation [FILE] [--runs N]
//
// Without FILE, a 50 MB generated feed is used. Exits with status 1 when the loop on the main
// actor is more than 10 % slower than `readRecords`.

import BenchKit
import Foundation
import Xylem

/// One way of consuming every entry of the file, timed by the caller.
struct Variant {
    let name: String
    let run: (String) async throws -> Int
}

@MainActor func readRecordsOnTheMainActor(_ path: String) throws -> Int {
    var sink = BenchmarkSink(.count)
    try XMLReader().readRecords(BenchmarkEntry.self, at: BenchmarkNamespaces.entryPath, from: .file(path)) { entry in
        sink.take(entry)
        return .continue
    }
    return sink.entries
}

@MainActor func recordsOnTheMainActor(_ path: String) async throws -> Int {
    var sink = BenchmarkSink(.count)
    for try await entry in XMLReader().records(
        BenchmarkEntry.self, at: BenchmarkNamespaces.entryPath, from: .file(path))
    {
        sink.take(entry)
    }
    return sink.entries
}

/// The iterator's `next()`, which reads on the generic executor: what a `for try await` loop
/// cost before the iterator had `next(isolation:)`, two executor switches per record.
@MainActor func recordsThroughNextOnTheMainActor(_ path: String) async throws -> Int {
    var sink = BenchmarkSink(.count)
    var iterator = XMLReader().records(BenchmarkEntry.self, at: BenchmarkNamespaces.entryPath, from: .file(path))
        .makeAsyncIterator()
    while let entry = try await iterator.next() { sink.take(entry) }
    return sink.entries
}

func recordsOffTheMainActor(_ path: String) async throws -> Int {
    try await Task.detached {
        var sink = BenchmarkSink(.count)
        for try await entry in XMLReader().records(
            BenchmarkEntry.self, at: BenchmarkNamespaces.entryPath, from: .file(path))
        {
            sink.take(entry)
        }
        return sink.entries
    }.value
}

// The loop of a script: top-level code, with the sink a global variable.
var topLevelSink = BenchmarkSink(.count)

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The processor time of the whole process (every thread) so far, in seconds: on a loaded
/// machine it moves less than wall time, and it counts the work of executor switches too.
func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 7
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
    runs = max(1, value)
    arguments.removeSubrange(flag...(flag + 1))
}
var corpus: TemporaryCorpus?
let path: String
if let file = arguments.first {
    path = file
} else {
    let generator = CorpusGenerator(
        entries: CorpusGenerator.entries(forMegabytes: 50), seed: CorpusGenerator.defaultSeed)
    FileHandle.standardError.write(Data("Generating \(generator.entries) entries…\n".utf8))
    corpus = try TemporaryCorpus(generator)
    path = corpus!.path
}

let topLevelName = "`records`, `for try await` in top-level code (a global sink)"
let variants = [
    Variant(name: "`readRecords` (callback), called on the main actor", run: readRecordsOnTheMainActor),
    Variant(name: "`records`, `for try await` on the main actor", run: recordsOnTheMainActor),
    Variant(name: topLevelName, run: { _ in -1 }),
    Variant(name: "`records`, `for try await` in a detached task", run: recordsOffTheMainActor),
    Variant(name: "`records` through `next()` on the main actor", run: recordsThroughNextOnTheMainActor),
]

let clock = ContinuousClock()
var timings = [[Double]](repeating: [], count: variants.count)
var processorTimings = [[Double]](repeating: [], count: variants.count)
var entries = [Int](repeating: 0, count: variants.count)
// One unmeasured pass warms the file cache and the plans.
_ = try readRecordsOnTheMainActor(path)
for run in 0..<runs {
    for step in 0..<variants.count {
        let index = (step + run) % variants.count
        let start = clock.now
        let processorStart = processorSeconds()
        if variants[index].name == topLevelName {
            topLevelSink = BenchmarkSink(.count)
            for try await entry in XMLReader().records(
                BenchmarkEntry.self, at: BenchmarkNamespaces.entryPath, from: .file(path))
            {
                topLevelSink.take(entry)
            }
            entries[index] = topLevelSink.entries
        } else {
            entries[index] = try await variants[index].run(path)
        }
        timings[index].append(seconds(clock.now - start))
        processorTimings[index].append(processorSeconds() - processorStart)
    }
}

let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
let baseline = median(timings[0])
print(
    "Consuming every entry of `\(arguments.first ?? "a generated feed")` (\(size) bytes, \(entries[0]) entries); "
        + "medians of \(runs) runs.\n")
let processorBaseline = median(processorTimings[0])
print("| Variant | Wall time | Relative | Processor time | Relative |")
print("| --- | ---: | ---: | ---: | ---: |")
for (index, variant) in variants.enumerated() {
    let time = median(timings[index])
    let processor = median(processorTimings[index])
    print(
        "| \(variant.name) | \(String(format: "%.3f s", time)) | \(String(format: "%.2f×", time / baseline)) "
            + "| \(String(format: "%.3f s", processor)) | \(String(format: "%.2f×", processor / processorBaseline)) |")
}
print("\n" + BenchmarkMachine.summary())
if Set(entries).count != 1 {
    print("\nThe variants read different numbers of entries: \(entries)")
    corpus?.remove()
    exit(2)
}
let ratio = median(timings[1]) / baseline
print(
    ratio <= 1.10
        ? "\nThe loop on the main actor is within 10 % of `readRecords` (\(String(format: "%.2f×", ratio)))."
        : "\nThe loop on the main actor is more than 10 % slower than `readRecords` (\(String(format: "%.2f×", ratio)))."
)
corpus?.remove()
exit(ratio <= 1.10 ? 0 : 1)
