// What a write contender reports beyond an entry count: the time of the write alone (the model or
// tree it writes is built first, untimed), the bytes it produced, and the memory the write added
// to what the process held when it began.

/// The measured part of a write contender's run.
public struct BenchmarkWrite: Codable, Sendable, Equatable {
    /// Wall-clock seconds of the write alone: from the first byte asked of the writer to the last
    /// byte handed to the sink (or, for a writer that makes its whole output at once, to that
    /// output being made).
    public var seconds: Double
    /// The bytes written.
    public var outputBytes: Int
    /// Seconds spent building what is written (reading the corpus into the model or tree), untimed.
    public var setupSeconds: Double
    /// The process's peak resident memory before the write, through the setup.
    public var setupPeakResidentBytes: Int
    /// How far the resident memory rose above its level when the write began, or nil when the
    /// system cannot reset the peak it reports (`/proc/self/clear_refs`).
    public var addedResidentBytes: Int?

    /// Creates a write's measurement.
    public init(
        seconds: Double, outputBytes: Int, setupSeconds: Double, setupPeakResidentBytes: Int,
        addedResidentBytes: Int?
    ) {
        self.seconds = seconds
        self.outputBytes = outputBytes
        self.setupSeconds = setupSeconds
        self.setupPeakResidentBytes = setupPeakResidentBytes
        self.addedResidentBytes = addedResidentBytes
    }

    /// Two writes one after the other (the runs of `--repeat`): times and bytes add up, memory
    /// is the larger of the two.
    public func followed(by next: BenchmarkWrite) -> BenchmarkWrite {
        BenchmarkWrite(
            seconds: seconds + next.seconds, outputBytes: outputBytes + next.outputBytes,
            setupSeconds: setupSeconds + next.setupSeconds,
            setupPeakResidentBytes: max(setupPeakResidentBytes, next.setupPeakResidentBytes),
            addedResidentBytes: addedResidentBytes.flatMap { own in next.addedResidentBytes.map { max(own, $0) } })
    }
}
