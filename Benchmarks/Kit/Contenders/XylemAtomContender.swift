// The XylemAtom contenders: the whole Atom/GData model, entries streamed with AtomFeed.stream as
// `xylem atom --count` does, with unknown content kept (for writing back) or ignored, and with
// unknown content kept on several threads (`xylem atom --count --jobs N`). They build
// far more than the benchmark model, so they report an entry count, not the model's checksum.

import Xylem
import XylemAtom

/// Reads the corpus into `XylemAtom` types.
enum XylemAtomContender {
    @Sendable static func keepingUnknown(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        try run(path, unknownContent: .keep)
    }

    @Sendable static func ignoringUnknown(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        try run(path, unknownContent: .ignore)
    }

    /// The model with unknown content kept, entries read by `workers` threads (see
    /// ``XMLReader/Parallelism``).
    static func keepingUnknown(workers: Int) -> @Sendable (String, BenchmarkConsumer) throws -> BenchmarkResult {
        { path, _ in try run(path, unknownContent: .keep, workers: workers) }
    }

    private static func run(
        _ path: String, unknownContent: XMLReader.UnknownContentPolicy, workers: Int = 1
    ) throws -> BenchmarkResult {
        var options = XMLReader.Options()
        options.unknownContent = unknownContent
        options.parallelism = XMLReader.Parallelism(workers: workers)
        var entries = 0
        try AtomFeed.stream(from: .file(path), reader: XMLReader(options: options)) { _, _ in
            entries += 1
            return .continue
        }
        return BenchmarkResult(entries: entries)
    }
}
