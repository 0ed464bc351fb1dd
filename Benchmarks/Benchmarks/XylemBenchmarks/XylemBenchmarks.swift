// The ordo-one benchmarks: Xylem streaming and raw expat on a 10 MB generated feed, measuring
// throughput (MB/s), allocations and peak memory. Run with `swift package --package-path Benchmarks benchmark`.

import BenchKit
import Benchmark
import Foundation

/// Entries of the corpus: about 10 MB.
private let corpusEntries = CorpusGenerator.entries(forMegabytes: 10)

/// The corpus, generated once into the temporary folder and reused while its size is right (its
/// content is fixed by the entries and seed). Written under a unique name and renamed into place,
/// so concurrent benchmark processes never read a partial file.
private let corpus: (path: String, bytes: Int) = {
    let generator = CorpusGenerator(entries: corpusEntries, seed: 1)
    let path = FileManager.default.temporaryDirectory.path + "/xylem-benchmarks-\(corpusEntries)-entries-seed-1.xml"
    if let existing = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
        existing.intValue > 0
    {
        return (path, existing.intValue)
    }
    let partial = path + ".\(ProcessInfo.processInfo.processIdentifier).partial"
    do {
        let bytes = try generator.write(toFile: partial)
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: partial, toPath: path)
        return (path, bytes)
    } catch {
        fatalError("could not generate the corpus at \(path): \(error)")
    }
}()

/// Input megabytes per second of each iteration, measured around the read.
private let megabytesPerSecond = BenchmarkMetric.custom("MB/s", polarity: .prefersLarger, useScalingFactor: false)

/// Wall clock, throughput, MB/s, allocations and peak memory; at most 20 iterations or 10 seconds.
private func configuration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .throughput, megabytesPerSecond, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 20)
}

/// Registers a benchmark that reads the corpus with `contender` once per iteration.
private func register(_ contender: BenchmarkContender) {
    Benchmark("\(contender.name) (10 MB feed)", configuration: configuration()) { benchmark in
        let (path, bytes) = corpus
        let clock = ContinuousClock()
        benchmark.startMeasurement()
        let start = clock.now
        let result = try contender.run(path, .count)
        let elapsed = clock.now - start
        benchmark.stopMeasurement()
        blackHole(result)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        benchmark.measurement(megabytesPerSecond, Int((Double(bytes) / 1e6 / seconds).rounded()))
    }
}

let benchmarks: @Sendable () -> Void = {
    register(.rawExpat)
    register(.xylem)
}
