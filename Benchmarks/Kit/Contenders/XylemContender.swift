// The Xylem contender: stream every entry with readRecords into the sink, then drop it; on one
// thread, or on several (the consumer still takes the entries one at a time, in order).

import Xylem

/// Reads the corpus with ``XMLReader/readRecords(_:at:from:progress:_:)``.
enum XylemContender {
    @Sendable static func run(_ path: String, _ consumer: BenchmarkConsumer) throws -> BenchmarkResult {
        try run(path, consumer, workers: 1)
    }

    /// `readRecords` with `workers` threads (see ``XMLReader/Parallelism``).
    static func parallel(workers: Int) -> @Sendable (String, BenchmarkConsumer) throws -> BenchmarkResult {
        { path, consumer in try run(path, consumer, workers: workers) }
    }

    private static func run(_ path: String, _ consumer: BenchmarkConsumer, workers: Int) throws -> BenchmarkResult {
        var sink = BenchmarkSink(consumer)
        var options = XMLReader.Options()
        options.parallelism = XMLReader.Parallelism(workers: workers)
        try XMLReader(options: options).readRecords(
            BenchmarkEntry.self, at: BenchmarkNamespaces.entryPath, from: .file(path)
        ) {
            entry in
            sink.take(entry)
            return .continue
        }
        return sink.result
    }
}
