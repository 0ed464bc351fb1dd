// One contender's runs on one file and their summary: median wall time, throughput, highest peak
// memory, and the entries the runs agreed on with the checksum of the verification run.

/// The measurements of one contender on one file.
public struct BenchmarkRow: Sendable {
    /// The contender's display name.
    public var name: String
    /// The contender's key.
    public var key: String
    /// The size of the file read.
    public var fileBytes: Int
    /// The successful timed runs (entries handed to a counting sink).
    public var measurements: [BenchmarkMeasurement] = []
    /// The untimed verification run (entries folded into the checksum).
    public var verification: BenchmarkMeasurement?
    /// Why the contender could not read the file, if it could not.
    public var failure: String?
    /// Whether the failure is a known limit of the contender rather than a problem to report.
    public var failureIsExpected = false

    /// Creates a row without measurements.
    public init(name: String, key: String, fileBytes: Int, failure: String? = nil) {
        self.name = name
        self.key = key
        self.fileBytes = fileBytes
        self.failure = failure
    }

    /// The summary of the successful runs.
    public struct Summary: Sendable {
        /// The median wall time in seconds.
        public var seconds: Double
        /// File megabytes (10⁶ bytes) per second at the median time.
        public var megabytesPerSecond: Double
        /// The highest peak resident memory of the runs, in bytes.
        public var peakResidentBytes: Int
        /// The entries of the first timed run.
        public var entries: Int
        /// The checksum of the verification run, nil for contenders that build no model.
        public var checksum: String?
        /// Whether every run, the verification run included, reported the same entries.
        public var runsAgree: Bool
    }

    /// The summary, or nil when no run succeeded.
    public var summary: Summary? {
        guard let first = measurements.first else { return nil }
        let seconds = Median.of(measurements.map(\.seconds))
        return Summary(
            seconds: seconds,
            megabytesPerSecond: seconds > 0 ? Double(fileBytes) / 1e6 / seconds : 0,
            peakResidentBytes: measurements.map(\.peakResidentBytes).max() ?? 0,
            entries: first.entries, checksum: verification?.checksum,
            runsAgree: measurements.allSatisfy { $0.entries == first.entries }
                && (verification?.entries ?? first.entries) == first.entries)
    }
}
