// The Xylem contender: stream every entry with readRecords into the sink, then drop it.

import Xylem

/// Reads the corpus with ``XMLReader/readRecords(_:at:from:progress:_:)``.
enum XylemContender {
    @Sendable static func run(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        var sink = BenchmarkSink(consumer)
        try XMLReader().readRecords(BenchmarkEntry.self, at: BenchmarkNamespaces.entryPath, from: .file(path)) {
            entry in
            sink.take(entry)
            return .continue
        }
        return sink.result
    }
}
