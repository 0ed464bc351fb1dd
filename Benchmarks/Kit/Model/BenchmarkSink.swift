// What a contender does with each entry it has built: in timed runs it counts the entry, as the
// raw-expat floor counts entry start tags; in the verification run it folds every field into the
// checksum that proves all contenders built the same objects.

/// What the consumer of a contender's entries does with them.
public enum BenchmarkConsumer: String, Sendable, Codable {
    /// Counts each entry (the timed runs).
    case count
    /// Folds each entry into a ``BenchmarkChecksum`` (the verification run).
    case checksum
}

/// Receives a contender's entries one by one.
///
/// ```swift
/// var sink = BenchmarkSink(.count)
/// for entry in entries { sink.take(entry) }
/// return sink.result
/// ```
public struct BenchmarkSink {
    /// What the sink does with the entries.
    public let consumer: BenchmarkConsumer
    /// How many entries it took.
    public private(set) var entries = 0
    private var checksum = BenchmarkChecksum()

    /// A sink that counts, or checksums, the entries it takes.
    public init(_ consumer: BenchmarkConsumer) {
        self.consumer = consumer
    }

    /// Takes one finished entry. Never inlined, so that a contender cannot skip building an entry
    /// that a counting sink does not look into.
    @inline(never)
    public mutating func take(_ entry: BenchmarkEntry) {
        entries += 1
        if consumer == .checksum { checksum.add(entry) }
    }

    /// The result to report: the checksum when verifying, the count otherwise.
    public var result: BenchmarkResult {
        consumer == .checksum ? BenchmarkResult(checksum) : BenchmarkResult(entries: entries)
    }
}
